"""The one reader of stored files (`read_verified`) and of untrusted JSON (`load_json`): bounded in size,
inflation and nesting, regular files only (issue 24, items B, E and F; the CLI cases are in tests/faults)."""

from __future__ import annotations

import gzip
import json
import os
import tracemalloc
import zlib
from pathlib import Path

import pytest

from cute_ir.errors import BadInputError, OutputError
from cute_ir.fsutil import MAX_INFLATION, MAX_JSON_DEPTH, atomic_directory, load_json, read_verified, record_written, sha256_bytes

TEXT = b"module {\n}\n" * 1000


def test_a_plain_file_is_read_and_checked(tmp_path: Path) -> None:
    (tmp_path / "a.mlir").write_bytes(TEXT)
    assert read_verified(tmp_path / "a.mlir", sha256_bytes(TEXT), "trace t", size=len(TEXT)) == TEXT
    with pytest.raises(BadInputError, match="does not match its hash"):
        read_verified(tmp_path / "a.mlir", "0" * 64, "trace t", size=len(TEXT))


def test_a_file_of_another_size_than_recorded_is_refused_unread(tmp_path: Path) -> None:
    (tmp_path / "a.mlir").write_bytes(TEXT)
    with pytest.raises(BadInputError, match=f"a.mlir does not match its hash.*it is {len(TEXT)} bytes, the manifest records 10"):
        read_verified(tmp_path / "a.mlir", None, "trace t", size=10)


def test_without_a_recorded_size_the_limit_bounds_the_read(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_bytes(TEXT)
    with pytest.raises(BadInputError, match="more than cute-ir reads \\(100 bytes\\)"):
        read_verified(tmp_path / "a.json", None, "trace t", limit=100)


def test_every_gzip_member_is_inflated(tmp_path: Path) -> None:
    (tmp_path / "a.mlir.gz").write_bytes(gzip.compress(TEXT[:500]) + gzip.compress(TEXT[500:]))
    assert read_verified(tmp_path / "a.mlir.gz", sha256_bytes(TEXT), "trace t", size=len(TEXT)) == TEXT


@pytest.mark.parametrize("damage", [lambda data: data[:-20], lambda data: data + b"not gzip"], ids=["cut", "junk"])
def test_a_damaged_gzip_file_is_bad_input(tmp_path: Path, damage) -> None:
    (tmp_path / "a.mlir.gz").write_bytes(damage(gzip.compress(TEXT)))
    with pytest.raises(BadInputError, match="is not a whole gzip file"):
        read_verified(tmp_path / "a.mlir.gz", None, "trace t", size=len(TEXT))


def test_a_gzip_bomb_stops_at_its_recorded_size_without_inflating_it(tmp_path: Path) -> None:
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = b"".join(compressor.compress(bytes(1 << 20)) for _ in range(64)) + compressor.flush()  # 64 MiB
    (tmp_path / "a.mlir.gz").write_bytes(bomb)
    tracemalloc.start()
    try:
        with pytest.raises(BadInputError, match="inflates to more than the 4096 bytes"):
            read_verified(tmp_path / "a.mlir.gz", None, "trace t", size=4096)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20, peak  # a chunk of input and the capped output, not the 64 MiB


def test_a_resealed_gzip_bomb_is_refused_at_the_most_a_real_file_inflates(tmp_path: Path) -> None:
    """Issue 35 S: a bomb whose true size and hash are recorded (a careful doctor) was read whole, up to the
    1 GiB cap: now no further than MAX_INFLATION times its size on disk, whatever size the manifest records."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = b"".join(compressor.compress(bytes(1 << 20)) for _ in range(256)) + compressor.flush()  # 256 MiB
    (tmp_path / "a.mlir.gz").write_bytes(bomb)
    tracemalloc.start()
    try:
        with pytest.raises(BadInputError, match=f"inflates to more than {MAX_INFLATION} times its {len(bomb)} bytes"):
            read_verified(tmp_path / "a.mlir.gz", None, "trace t", size=256 << 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < max(len(bomb) * MAX_INFLATION, 1 << 20) + (8 << 20), peak


def test_a_real_ir_file_inflates_well_under_the_cap(tmp_path: Path) -> None:
    """The cap's margin: a repetitive IR text (the same op 20,000 times) stays readable."""
    text = b"".join(b"  %%%d = arith.addi %%a, %%b : i32\n" % n for n in range(20_000))
    (tmp_path / "a.mlir.gz").write_bytes(gzip.compress(text, compresslevel=9))
    assert read_verified(tmp_path / "a.mlir.gz", sha256_bytes(text), "trace t", size=len(text)) == text


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "a.mlir")
    with pytest.raises(BadInputError, match="a.mlir is a FIFO, not a regular file"):
        read_verified(tmp_path / "a.mlir", None, "trace t")


def test_a_link_is_not_followed(tmp_path: Path) -> None:
    (tmp_path / "secret").write_bytes(TEXT)
    (tmp_path / "a.mlir").symlink_to(tmp_path / "secret")
    with pytest.raises(BadInputError, match="holds a symbolic link"):
        read_verified(tmp_path / "a.mlir", None, "trace t")


def test_json_nested_too_deeply_is_bad_input() -> None:
    with pytest.raises(BadInputError, match="not valid JSON: nested too deeply"):
        load_json("[" * 100_000 + "]" * 100_000, "m.json")
    with pytest.raises(BadInputError, match=f"nests deeper than {MAX_JSON_DEPTH} levels"):
        load_json("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1), "m.json")
    nested = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert load_json(nested, "m.json") == json.loads(nested)


def _output(path: Path) -> None:
    """An output directory as `dump -o` commits it, with one file in a subfolder."""
    with atomic_directory(path, mark=True) as staging:
        (staging / "passes").mkdir()
        (staging / "passes" / "001.mlir").write_text("module {}\n")


def test_force_replaces_an_output_with_a_file_cute_ir_added_later(tmp_path: Path) -> None:
    """A blame result written beside a trace after its capture is recorded, not taken for the user's."""
    _output(tmp_path / "t")
    (tmp_path / "t" / "blame").mkdir()
    (tmp_path / "t" / "blame" / "k.json").write_text("{}")
    record_written(tmp_path / "t" / "blame" / "k.json")
    with atomic_directory(tmp_path / "t", replace=True, mark=True) as staging:
        (staging / "new").write_text("new")
    assert sorted(p.name for p in (tmp_path / "t").iterdir()) == [".cute-ir-output.json", "new"]


def test_force_keeps_an_output_with_a_file_nobody_recorded(tmp_path: Path) -> None:
    _output(tmp_path / "t")
    (tmp_path / "t" / "passes" / "notes.tex").write_text("mine")
    with pytest.raises(OutputError, match="holds passes/notes.tex, which cute-ir did not write"):
        with atomic_directory(tmp_path / "t", replace=True, mark=True):
            pass
    assert (tmp_path / "t" / "passes" / "notes.tex").read_text() == "mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t"]  # no staging, no claim file left
