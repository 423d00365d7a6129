"""A capture's output directory as data that travels from a cluster node to the driver.

Files are listed by content hash and each distinct content travels once (a script's session that
compiles one kernel twice, or repeats a stage text, ships that content once). The driver writes the
directory back atomically and checks every file against its hash, so a transfer cut short or damaged
never lands: it is a capture that failed, never a trace with holes.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from cute_ir.errors import OutputError
from cute_ir.fsutil import atomic_directory, inside, sha256_bytes


@dataclass(frozen=True)
class PackedDirectory:
    files: dict[str, str]  # relative POSIX path -> sha256 of its content
    blobs: dict[str, bytes]  # sha256 -> content, each distinct content once
    directories: tuple[str, ...] = field(default=())  # relative paths of directories, empty ones included

    @property
    def size(self) -> int:
        """Bytes that travel (the distinct contents)."""
        return sum(len(blob) for blob in self.blobs.values())


def pack_directory(root: Path) -> PackedDirectory:
    """Every regular file under `root`; links and special files are not followed (a trace has none)."""
    files: dict[str, str] = {}
    blobs: dict[str, bytes] = {}
    directories: list[str] = []
    for folder, subfolders, names in os.walk(root, followlinks=False):
        base = Path(folder)
        subfolders.sort()
        directories += [(base / name).relative_to(root).as_posix() for name in subfolders
                        if not (base / name).is_symlink()]
        for name in sorted(names):
            path = base / name
            if path.is_symlink() or not path.is_file():
                continue
            data = path.read_bytes()
            digest = sha256_bytes(data)
            files[path.relative_to(root).as_posix()] = digest
            blobs.setdefault(digest, data)
    return PackedDirectory(files, blobs, tuple(directories))


def unpack_directory(packed: PackedDirectory, target: Path) -> None:
    """Write `packed` as the new directory `target`, whole or not at all (every file checked first)."""
    for relative, digest in packed.files.items():
        blob = packed.blobs.get(digest)
        if blob is None or sha256_bytes(blob) != digest:
            raise OutputError(f"the packed output for {target} is damaged: {relative} does not match its hash")
    with atomic_directory(target) as staging:
        for relative in packed.directories:
            inside(staging, relative, f"packed output for {target}").mkdir(parents=True, exist_ok=True)
        for relative, digest in packed.files.items():
            path = inside(staging, relative, f"packed output for {target}")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(packed.blobs[digest])
