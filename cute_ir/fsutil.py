"""Atomic file and directory writes: a reader never sees half a file, a crash never leaves one."""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from cute_ir.errors import OutputError


def _read_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask()
FILE_MODE = 0o666 & ~_UMASK  # what open() would have given: temp files are created 0600
DIRECTORY_MODE = 0o777 & ~_UMASK  # and temp directories 0700


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_text(text: str) -> str:
    return sha256_bytes(text.encode())


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write to a temp file in the same directory, fsync, then rename over `path`."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as err:
        raise OutputError(f"cannot write {path}: {err.strerror or err}") from err
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            os.fchmod(handle.fileno(), FILE_MODE)
        os.replace(tmp, path)
    except BaseException as err:
        Path(tmp).unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise OutputError(f"cannot write {path}: {err.strerror or err}") from err
        raise


def read_stored_text(path: Path) -> str:
    """A trace file's text; `.gz` files (large pass IR, see cute_ir.capture.compact) decompressed."""
    path = Path(path)
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            return handle.read()
    return path.read_text()


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode())


def check_writable_parent(target: Path) -> None:
    """Fail early, before a long compile, when `target` cannot be created."""
    parent = Path(target).resolve().parent
    while not parent.exists():
        parent = parent.parent
    if not os.access(parent, os.W_OK | os.X_OK):
        raise OutputError(f"cannot write to {target}: {parent} is not writable")


@contextmanager
def atomic_directory(target: Path, *, replace: bool = False) -> Iterator[Path]:
    """Yield a temp directory beside `target`; on success it is renamed to `target`.

    On any error the temp directory is removed, so no partial output directory is left. An existing
    `target` is replaced only when `replace` is true (the old one is removed after the rename).
    """
    target = Path(target)
    if target.exists() and not replace:
        raise OutputError(f"{target} already exists", hint="pass --force to replace it")
    check_writable_parent(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent))
    except OSError as err:
        raise OutputError(f"cannot create {target}: {err.strerror or err}") from err
    try:
        yield staging
        staging.chmod(DIRECTORY_MODE)
        old = None
        if target.exists():
            old = target.with_name(f".{target.name}.old-{os.getpid()}")
            os.replace(target, old)
        os.replace(staging, target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
