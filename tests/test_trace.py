"""Reading trace manifests: clear errors for what is not a trace we can read."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cute_ir.errors import BadInputError
from cute_ir.trace import SCHEMA_VERSION, Trace, load_trace


def _copy_manifest(trace: Trace, target: Path, **changes: object) -> Path:
    data = json.loads((trace.root / "manifest.json").read_text())
    data.update(changes)
    target.mkdir()
    (target / "manifest.json").write_text(json.dumps(data))
    return target


def test_a_newer_schema_is_refused_with_a_hint(small_trace: Trace, tmp_path: Path) -> None:
    root = _copy_manifest(small_trace, tmp_path / "newer", schema_version=SCHEMA_VERSION + 1)
    with pytest.raises(BadInputError, match="schema") as info:
        load_trace(root)
    assert "upgrade" in info.value.hint


def test_identity_fields_nobody_read_are_not_written_and_older_manifests_with_them_load(
        small_trace: Trace, tmp_path: Path) -> None:
    written = json.loads((small_trace.root / "manifest.json").read_text())["kernel"]
    assert set(written) == {"name", "entry", "source_file", "compile_options", "kernels"}
    older = {**written, "symbols": [*written["kernels"], "device_helper"], "host_symbols": ["cutlass_host"],
             "source_line": 12}
    root = _copy_manifest(small_trace, tmp_path / "older", kernel=older)
    assert load_trace(root).kernel == small_trace.kernel


def test_not_a_trace(tmp_path: Path) -> None:
    with pytest.raises(BadInputError, match="not a trace directory"):
        load_trace(tmp_path)
    (tmp_path / "manifest.json").write_text("{not json")
    with pytest.raises(BadInputError, match="not valid JSON"):
        load_trace(tmp_path)
    (tmp_path / "manifest.json").write_text(json.dumps({"schema": "something-else"}))
    with pytest.raises(BadInputError, match="not a cute-ir trace"):
        load_trace(tmp_path)


def test_malformed_manifest(small_trace: Trace, tmp_path: Path) -> None:
    root = _copy_manifest(small_trace, tmp_path / "broken", passes=[{"index": 1}])
    with pytest.raises(BadInputError, match="malformed"):
        load_trace(root)


def test_missing_pass_file_is_reported_by_name(small_trace: Trace, tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(small_trace.root, copy)
    record = next(p for p in small_trace.passes if p.changed)
    (copy / record.ir_file).unlink()
    with pytest.raises(BadInputError, match=record.ir_file):
        load_trace(copy).ir_after(record)


def test_a_trace_is_readable_as_any_file_the_user_creates(small_trace: Trace) -> None:
    """Its directory and files come from temp files (0700/0600) renamed into place: the umask decides."""
    umask = os.umask(0)
    os.umask(umask)
    root = small_trace.root
    assert stat.S_IMODE(root.stat().st_mode) == 0o777 & ~umask
    for name in ("manifest.json", "artifacts/kernel.sass", "artifacts/kernel.ptx"):
        assert stat.S_IMODE((root / name).stat().st_mode) == 0o666 & ~umask, name


def test_texts_kept_reads_each_file_once_for_the_block_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Inside the block a second read is served from memory (the compare page and its diff share the IR);
    after it, a read goes to the disk again and is checked again (a sweep must not hold every trace's IR)."""
    import cute_ir.trace.record as record
    from cute_ir.passes_view.synthetic import write_synthetic_trace

    write_synthetic_trace(tmp_path / "t", passes=4, functions=2)
    trace = load_trace(tmp_path / "t")
    relative = next(p.ir_file for p in trace.passes if p.ir_file)
    reads: list[str] = []
    real = record.read_verified
    monkeypatch.setattr(record, "read_verified", lambda path, *args, **kw: reads.append(path.name) or real(path, *args, **kw))
    with trace.texts_kept():
        first = trace.read_text(relative)
        with trace.texts_kept():  # a nested block keeps what the outer one read
            assert trace.read_text(relative) is first
        assert trace.read_text(relative) is first
    assert reads == [Path(relative).name]
    (tmp_path / "t" / relative).write_text("edited")
    with pytest.raises(BadInputError, match="does not match its hash"):
        trace.read_text(relative)
    assert "_kept" not in trace.to_json()
