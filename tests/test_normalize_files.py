"""Normalizing many files with a worker process: the same texts as one process, whatever the worker does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cute_ir.normalize_files as normalize_files_module
from cute_ir.normalize import normalize
from cute_ir.normalize_files import normalize_files


def ir_files(root: Path) -> list[Path]:
    """Four modules, one of them twice (two paths, one text)."""
    texts = [
        f'#loc{n} = loc("k{n}.py":1:0)\nmodule {{\n  func.func @kernel_f{n}_{n + 3}() loc(#loc{n})\n}}\n'
        + "".join(f"// !cute.ptr<i64, smem, align<128>> {n} {k}\n" for k in range(2))
        for n in range(3)
    ]
    paths = []
    for n, text in enumerate([*texts, texts[1]]):
        path = root / f"{n}.mlir"
        path.write_text(text)
        paths.append(path)
    return paths


@pytest.fixture
def always_a_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(normalize_files_module, "WORTH_A_WORKER", 0)
    monkeypatch.setattr(normalize_files_module, "WORKER_START", 0)
    monkeypatch.setattr(normalize_files_module, "_cores", lambda: 2)


def test_a_worker_normalizes_its_share_as_this_process_would(tmp_path: Path, always_a_worker: None) -> None:
    paths = ir_files(tmp_path)
    ours, theirs = normalize_files_module._share({path: path.stat().st_size for path in paths})
    assert ours and theirs
    assert normalize_files("mlir", paths) == {path: normalize("mlir", path.read_text()) for path in paths}


def test_a_failed_worker_leaves_its_share_to_this_process(
    tmp_path: Path, always_a_worker: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import subprocess

    def failing(kind: str, paths: list[Path]) -> subprocess.Popen[bytes]:
        return subprocess.Popen([sys.executable, "-c", "raise SystemExit(1)"], stdout=subprocess.PIPE)

    monkeypatch.setattr(normalize_files_module, "_start_worker", failing)
    paths = ir_files(tmp_path)
    assert normalize_files("mlir", paths) == {path: normalize("mlir", path.read_text()) for path in paths}


def test_little_ir_is_normalized_without_a_worker(tmp_path: Path) -> None:
    paths = ir_files(tmp_path)
    assert normalize_files_module._share({path: path.stat().st_size for path in paths}) == (paths, [])
