"""The Python sources a compile's facts name, copied into its trace at capture.

A trace is shared and viewed on other machines: its viewer embeds only what the trace holds, so the
sources it maps lines to are stored here, at capture, when they are the files that were compiled
(later they may have changed, or the path may name something else on the viewer's disk). Only
Python files (a location may name any file; it is not kernel source) up to `MAX_SOURCE_BYTES` are kept.
"""

from __future__ import annotations

import stat
from collections.abc import Iterable
from pathlib import Path

from cute_ir.fsutil import sha256_bytes, write_bytes_atomic
from cute_ir.trace import SourceFile

SOURCES_DIR = "sources"
# A source larger than this is not stored (the trace and its page would carry it for a few lines).
MAX_SOURCE_BYTES = 1 << 20
SOURCE_SUFFIXES = (".py",)


def store_sources(root: Path, paths: Iterable[str]) -> dict[str, SourceFile]:
    """Copy each Python source among `paths` into `root/sources/`; the records, by the path as named."""
    stored: dict[str, SourceFile] = {}
    for path in sorted(set(paths)):
        data = _source_bytes(Path(path))
        if data is None:
            continue
        relative = f"{SOURCES_DIR}/{len(stored):03d}-{Path(path).name}"
        write_bytes_atomic(Path(root) / relative, data)
        stored[path] = SourceFile(relative, sha256_bytes(data), len(data))
    return stored


def _source_bytes(path: Path) -> bytes | None:
    """The file's bytes when it is a Python text file of at most MAX_SOURCE_BYTES; else None."""
    if path.suffix not in SOURCE_SUFFIXES:
        return None
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SOURCE_BYTES:
            return None
        with open(path, "rb") as handle:
            data = handle.read(MAX_SOURCE_BYTES + 1)
        data.decode()
    except (OSError, UnicodeDecodeError):
        return None
    return data if len(data) <= MAX_SOURCE_BYTES else None
