"""A trace's pass IR stored once and compressed where it pays, once the compile is captured.

Each distinct IR text of a compile is kept in one file: a pass whose IR equals an earlier pass's (not
only the previous one: canonicalize and cse often lead back to a state seen before) points at that
file and its facts. IR and facts files of `COMPRESS_FROM` bytes or more are stored gzip-compressed
(`passes/NNN-<pass>.mlir.gz`, `facts/NNN-<pass>.json.gz`: FA4's 53 MB of per-pass IR take 6 MB);
the small ones stay plain text,
readable with any tool. The input (`passes/000-input.mlir` and its facts) always stays plain: the
manifest and every reader name it by that fixed path, also where the first passes left it unchanged.
zlib releases the GIL, so the files are compressed on threads while the trace assembler waits on
nvdisasm and ptxas. Readers go through `Trace.read_text` (`read_stored_text`).
"""

from __future__ import annotations

import gzip
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from cute_ir.fsutil import write_bytes_atomic
from cute_ir.trace import INPUT_FILE, PassRecord

COMPRESS_FROM = 64 * 1024  # below this gzip's header and the lost readability cost more than it saves
_LEVEL = 1  # 4.9x on real kernels' IR at a third of level 6's time (6.1x)


class PassFileCompactor:
    """Started on the recorded passes; `finish()` gives them back pointing at the stored files."""

    def __init__(self, root: Path, passes: list[PassRecord]) -> None:
        self._root = Path(root)
        self._passes = passes
        first_of: dict[str, PassRecord] = {}
        self._same_as: dict[str, PassRecord] = {}  # duplicate ir_file -> the record that stores it
        for record in passes:
            if record.ir_file is None or record.sha256 is None:
                continue
            kept = first_of.setdefault(record.sha256, record)
            if kept.ir_file != record.ir_file:
                self._same_as[record.ir_file] = kept
        compressible = [r for r in first_of.values() if r.ir_file != INPUT_FILE]
        stored = {r.ir_file for r in compressible if r.size is not None and r.size >= COMPRESS_FROM}
        # a large IR's facts (a source line per op line) are large too
        stored |= {r.facts_file for r in compressible
                   if r.facts_file and (self._root / r.facts_file).stat().st_size >= COMPRESS_FROM}
        self._names: dict[str, str] = {}  # compressed: plain file -> its .gz
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="cute-ir-compact")
        self._compressed: dict[str, Future[str]] = {
            name: self._pool.submit(self._compress, name) for name in sorted(stored)  # type: ignore[misc]
        }

    def _compress(self, relative: str) -> str:
        source = self._root / relative
        target = f"{relative}.gz"
        write_bytes_atomic(self._root / target, gzip.compress(source.read_bytes(), compresslevel=_LEVEL, mtime=0))
        return target

    def finish(self) -> list[PassRecord]:
        """Wait for the compression; the records with their stored file names, duplicates left out.

        The files they replace stay until `discard_replaced`: a process that dies before the manifest
        is written leaves a compile whose journal still names them, and the parent assembles it again.
        """
        try:
            names = {name: future.result() for name, future in self._compressed.items()}
        finally:
            self._pool.shutdown()
        self._names = names
        result = []
        for record in self._passes:
            if record.ir_file is None:
                result.append(record)
                continue
            kept = self._same_as.get(record.ir_file, record)
            facts = names.get(kept.facts_file, kept.facts_file) if kept.facts_file else None
            result.append(replace(record, ir_file=names.get(kept.ir_file, kept.ir_file), facts_file=facts))
        return result

    def discard_replaced(self) -> None:
        """Remove the plain files the stored ones replace: once the manifest names only those."""
        for source in self._names:
            (self._root / source).unlink(missing_ok=True)
        for duplicate, kept in self._same_as.items():
            (self._root / duplicate).unlink(missing_ok=True)
            if kept.facts_file and duplicate != kept.ir_file:
                facts = self._facts_of(duplicate)
                if facts and facts != kept.facts_file:
                    (self._root / facts).unlink(missing_ok=True)

    def _facts_of(self, ir_file: str) -> str | None:
        return next((r.facts_file for r in self._passes if r.ir_file == ir_file), None)
