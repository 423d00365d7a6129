"""Normalizing many files with a worker process: the same texts as one process, whatever the worker does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import cute_ir.normalize.files as normalize_files
from cute_ir.normalize.rules import normalize
from cute_ir.fsutil import sha256_text
from cute_ir.normalize.files import SharedNormalization, StoredText


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


def read(paths: list[Path]) -> dict[Path, StoredText]:
    """Each file as a diff hands it over: read when asked for, known by its content's hash."""
    return {path: StoredText(path.read_text, sha256_text(path.read_text()), path.stat().st_size) for path in paths}


def alone(paths: list[Path]) -> dict[Path, str]:
    return {path: normalize("mlir", path.read_text()) for path in paths}


@pytest.fixture
def worth_a_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(normalize_files, "WORTH_A_WORKER", 0)
    monkeypatch.setattr(normalize_files, "usable_cores", lambda: 2)


@pytest.fixture
def no_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker is a new interpreter, as where other threads run."""
    monkeypatch.setattr(normalize_files, "can_fork", lambda: False)


def worker_in_this_process(work: Any) -> type:
    """A stand-in for the worker process that does `work(kind, directory)` the moment it starts."""

    class Worker:
        def __init__(self, command: list[str], **_: Any) -> None:
            work(command[-2], Path(command[-1]))

        def poll(self) -> int:
            return 0

        def wait(self) -> int:
            return 0

    return Worker


def test_the_worker_normalizes_all_but_the_files_needed_first(
    tmp_path: Path, worth_a_worker: None, no_fork: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = ir_files(tmp_path)
    monkeypatch.setattr(normalize_files.subprocess, "Popen", worker_in_this_process(normalize_files._work))
    with SharedNormalization("mlir", read(paths), needed_first=[paths[0]]) as shared:
        assert shared.text(paths[0]) == normalize("mlir", paths[0].read_text())
        written = sorted(p.name for p in shared._directory.glob("*.txt"))
        assert written == ["0.txt", "1.txt"]  # the two other distinct texts, the largest first
        assert shared.finish() == alone(paths)
    assert not shared._directory.exists()


def test_files_the_worker_claimed_but_did_not_write_are_normalized_here(
    tmp_path: Path, worth_a_worker: None, no_fork: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def claim_all_then_fail(kind: str, directory: Path) -> None:
        for n in range(3):
            normalize_files._claim(directory, n)

    paths = ir_files(tmp_path)
    monkeypatch.setattr(normalize_files.subprocess, "Popen", worker_in_this_process(claim_all_then_fail))
    with SharedNormalization("mlir", read(paths)) as shared:
        assert shared.finish() == alone(paths)


def test_a_real_worker_gives_the_texts_this_process_would(tmp_path: Path, worth_a_worker: None, no_fork: None) -> None:
    paths = ir_files(tmp_path)
    with SharedNormalization("mlir", read(paths), needed_first=[paths[1]]) as shared:
        assert shared.finish() == alone(paths)


def test_a_forked_worker_gives_the_texts_this_process_would_and_is_reaped(tmp_path: Path, worth_a_worker: None) -> None:
    import os

    paths = ir_files(tmp_path)
    with SharedNormalization("mlir", read(paths), needed_first=[paths[1]]) as shared:
        assert isinstance(shared._worker, normalize_files.ForkedChild), "one thread: the worker is forked"
        assert shared.finish() == alone(paths)
        pid = shared._worker.pid
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    with SharedNormalization("mlir", read(paths)) as unfinished:  # left without finishing: the worker is stopped
        pid = unfinished._worker.pid
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def test_files_a_forked_worker_claimed_but_did_not_write_are_normalized_here(
    tmp_path: Path, worth_a_worker: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def claim_all_then_fail(kind: str, directory: Path, count: int, *_: Any) -> None:
        for n in range(count):
            normalize_files._claim(directory, n)
        raise RuntimeError("the worker fails")

    paths = ir_files(tmp_path)
    monkeypatch.setattr(normalize_files, "_normalize_claimed", claim_all_then_fail)
    with SharedNormalization("mlir", read(paths)) as shared:
        assert shared.finish() == alone(paths)
        assert shared._worker.wait() != 0


def test_little_ir_is_normalized_without_a_worker(tmp_path: Path) -> None:
    paths = ir_files(tmp_path)
    with SharedNormalization("mlir", read(paths)) as shared:
        assert shared._directory is None
        assert shared.finish() == alone(paths)
