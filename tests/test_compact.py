"""Pass IR stored once per distinct text, large files gzip-compressed, every reader unaffected."""

from __future__ import annotations

import gzip
from functools import partial
from pathlib import Path

from cute_ir.capture.record.compact import COMPRESS_FROM, PassFileCompactor
from cute_ir.fsutil import read_stored_text, sha256_text
from cute_ir.normalize.files import SharedNormalization, StoredText
from cute_ir.trace import Fidelity, PassRecord


def _record(index: int, text: str | None, root: Path, changed: bool = True) -> PassRecord:
    name = None
    if text is not None:
        name = f"passes/{index:03d}-p.mlir"
        (root / name).write_text(text)
        (root / f"facts/{index:03d}-p.json").write_text('{"source_lines": [%s]}' % ",".join(["[1,0,2,3]"] * (len(text) // 8)))
    return PassRecord(index, "p", "", "builtin.module", "", "cute-prepare", Fidelity.REPLAYED, changed, name,
                      None if text is None else sha256_text(text), None if text is None else len(text), None,
                      facts_file=None if text is None else f"facts/{index:03d}-p.json")


def test_large_ir_is_compressed_and_a_repeated_ir_points_at_its_first_file(tmp_path: Path) -> None:
    (tmp_path / "passes").mkdir()
    (tmp_path / "facts").mkdir()
    big = "module {\n" + "  %0 = arith.constant 1 : i32\n" * (COMPRESS_FROM // 20) + "}\n"
    small = "module {}\n"
    records = [_record(1, big, tmp_path), _record(2, small, tmp_path), _record(3, big, tmp_path),
               _record(4, None, tmp_path, changed=None)]
    compactor = PassFileCompactor(tmp_path, records)
    stored = compactor.finish()
    assert [r.ir_file for r in stored] == ["passes/001-p.mlir.gz", "passes/002-p.mlir", "passes/001-p.mlir.gz", None]
    # what the journal names stays until the manifest names the stored files (a re-assembly reads it)
    assert {"001-p.mlir", "001-p.mlir.gz", "003-p.mlir"} <= {p.name for p in (tmp_path / "passes").iterdir()}
    compactor.discard_replaced()
    assert stored[2].facts_file == "facts/001-p.json.gz"  # the big IR's facts are big too
    assert stored[1].facts_file == "facts/002-p.json"
    assert sorted(p.name for p in (tmp_path / "passes").iterdir()) == ["001-p.mlir.gz", "002-p.mlir"]
    assert sorted(p.name for p in (tmp_path / "facts").iterdir()) == ["001-p.json.gz", "002-p.json"]
    compressed = tmp_path / "passes/001-p.mlir.gz"
    assert compressed.stat().st_size * 4 < len(big)
    assert gzip.decompress(compressed.read_bytes()).decode() == big == read_stored_text(compressed)
    assert [r.sha256 for r in stored] == [r.sha256 for r in records]  # hashes are of the text
    stored_text = StoredText(partial(read_stored_text, compressed), records[0].sha256, compressed.stat().st_size)
    with SharedNormalization("mlir", {compressed: stored_text}, needed_first=[]) as shared:  # the diff's reader
        assert "arith.constant" in shared.text(compressed)
