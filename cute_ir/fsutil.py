"""Atomic file and directory writes: a reader never sees half a file, a crash never leaves one."""

from __future__ import annotations

import errno
import gzip
import hashlib
import os
import shutil
import tempfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path, PurePosixPath

from cute_ir.errors import BadInputError, OutputError


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


_DISK_FULL = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)


def disk_full(error: BaseException | None) -> OutputError | None:
    """The output error to report when `error`, or what caused it (the DSL wraps what our hook raises),
    is a full disk, a quota or a file-size limit; None for anything else."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if isinstance(error, OSError) and error.errno in _DISK_FULL:
            where = f" {error.filename}" if error.filename else ""
            return OutputError(f"cannot write{where}: {error.strerror} (the disk is full or a size limit was hit)",
                               hint="free some space, or point -o elsewhere, and run it again")
        error = error.__cause__ or error.__context__
    return None


def inside(root: Path, relative: object, what: str) -> Path:
    """`root / relative` for a path read from untrusted input (a trace or golden manifest).

    Refuses what could lead outside `root`: a non-string, an absolute path, `..`, or a symbolic link
    anywhere on the way, whether it points in or out (none of cute-ir's writers makes one).
    """
    if not isinstance(relative, str) or not relative or "\0" in relative:
        raise BadInputError(f"{what} names a file as {relative!r}, which is not a relative path")
    parts = PurePosixPath(relative).parts
    if PurePosixPath(relative).is_absolute() or ".." in parts:
        raise BadInputError(f"{what} names {relative!r}, which lies outside it",
                            hint="a doctored or damaged trace: capture it again")
    path = Path(root)
    for part in parts:
        path = path / part
        if path.is_symlink():
            raise BadInputError(f"{what} holds a symbolic link at {relative!r}; it is not followed",
                                hint="a doctored or damaged trace: capture it again")
    return path


def read_verified(path: Path, sha256: str | None, what: str) -> bytes:
    """The content of a stored file (not followed if it is a link; a `.gz` file decompressed, see
    `read_stored_text`), checked against its recorded hash, which is of the content."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        with os.fdopen(fd, "rb") as handle:
            data = handle.read()
    except FileNotFoundError:
        raise
    except OSError as err:
        raise BadInputError(f"{what}: {path} cannot be read ({err.strerror or err})") from err
    if path.suffix == ".gz":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as err:
            raise BadInputError(f"{what}: {path.name} is not a whole gzip file ({err})",
                                hint="capture it again with `cute-ir dump` or `cute-ir trace`") from err
    if sha256 and sha256_bytes(data) != sha256:
        raise BadInputError(f"{what}: {path.name} does not match its hash in the manifest (edited or corrupted)",
                            hint="capture it again with `cute-ir dump` or `cute-ir trace`")
    return data


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

    On any error the temp directory is removed, so no partial output directory is left. A `target`
    that does not exist is claimed at once (created empty, exclusively), so that of two runs writing
    the same target one fails here, before its work, and neither removes the other's output. An
    existing `target` is replaced only when `replace` is true (the old one is removed after the rename).
    """
    target = Path(target)
    check_writable_parent(target)
    claimed = False
    staging: Path | None = None
    made = _missing_ancestors(target.parent)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if not (replace and os.path.lexists(target)):
            os.mkdir(target)
            claimed = True
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent))
    except FileExistsError as err:
        raise OutputError(f"{target} already exists", hint="pass --force to replace it") from err
    except OSError as err:
        _remove_claim(target, claimed, made)
        raise OutputError(f"cannot create {target}: {err.strerror or err}") from err
    except BaseException:
        _remove_claim(target, claimed, made)
        raise
    try:
        yield staging
        staging.chmod(DIRECTORY_MODE)
        old = None
        if not claimed and os.path.lexists(target):
            old = target.with_name(f".{target.name}.old-{os.getpid()}")
            os.replace(target, old)
        try:
            os.replace(staging, target)  # over our empty claim, atomically
        except OSError as err:
            raise OutputError(f"cannot write {target}: {err.strerror or err} (did another run write it?)") from err
        if old is not None:
            _remove(old)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        _remove_claim(target, claimed, made)
        raise


def _missing_ancestors(folder: Path) -> list[Path]:
    """The folders that `folder.mkdir(parents=True)` would create, deepest first."""
    missing = []
    while not os.path.lexists(folder) and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def _remove_claim(target: Path, claimed: bool, made: list[Path]) -> None:
    """Give back the empty directory that claimed `target` and the empty parents made for it
    (never anything with content): a failed run leaves no trace of itself."""
    for folder in ([target] if claimed else []) + made:
        try:
            os.rmdir(folder)
        except OSError:
            return


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)
