"""Atomic file and directory writes: a reader never sees half a file, a crash never leaves one."""

from __future__ import annotations

import errno
import fcntl
import gzip
import hashlib
import json
import os
import shutil
import stat
import tempfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import Any, BinaryIO

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
        try:
            link = path.is_symlink()
        except OSError as err:  # e.g. a name longer than the file system takes (ENAMETOOLONG)
            raise BadInputError(f"{what} names a file it cannot hold ({err.strerror or err}): {relative[:80]!r}…",
                                hint="a doctored or damaged trace: capture it again") from err
        if link:
            raise BadInputError(f"{what} holds a symbolic link at {relative!r}; it is not followed",
                                hint="a doctored or damaged trace: capture it again")
    return path


def remove_tree_inside(root: Path, relative: Path) -> None:
    """Delete the folder `root / relative`, the one way cute-ir deletes a folder of a store it keeps (a golden,
    a DSL environment): nothing is ever deleted through a link or outside `root`. Every folder from `root`
    down is opened without following a link (`O_NOFOLLOW`, the root included), and the tree is removed
    through those descriptors (`shutil.rmtree(dir_fd=)`: a link inside is unlinked, never entered), so a
    link swapped in meanwhile is refused too. A link on the way is `BadInputError`; a missing folder is
    `FileNotFoundError`."""
    parts = PurePosixPath(Path(relative).as_posix()).parts
    if not parts or PurePosixPath(Path(relative).as_posix()).is_absolute() or ".." in parts:
        raise ValueError(f"{relative} is not a path inside {root}")
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    where = Path(root)
    try:
        fd = os.open(root, flags)
    except OSError as err:
        raise _link_refused(err, where) from err
    try:
        for part in parts[:-1]:
            where = where / part
            try:
                inner = os.open(part, flags, dir_fd=fd)
            except OSError as err:
                raise _link_refused(err, where) from err
            os.close(fd)
            fd = inner
        where = where / parts[-1]
        info = os.lstat(parts[-1], dir_fd=fd)
        if not stat.S_ISDIR(info.st_mode):
            raise _link_refused(OSError(errno.ENOTDIR if not stat.S_ISLNK(info.st_mode) else errno.ELOOP, ""), where)
        shutil.rmtree(parts[-1], dir_fd=fd)
    finally:
        os.close(fd)


def _link_refused(err: OSError, where: Path) -> Exception:
    """A link (or a file) where `remove_tree_inside` wanted a folder: refused as bad input; other errors as they are."""
    if err.errno in (errno.ELOOP, errno.ENOTDIR):
        what = "a symbolic link" if err.errno == errno.ELOOP or where.is_symlink() else "not a folder"
        return BadInputError(f"{where} is {what}; nothing is deleted through it",
                             hint="cute-ir deletes only the folders it made, never through a link")
    return err


def named_child(root: Path, name: str, what: str) -> Path:
    """`root / name` for a name that came from a provider or a flag (a kernel instance, an arch): it
    must be one path component, so that the path stays inside `root` (never `..`, `/` or NUL)."""
    if not isinstance(name, str) or name in ("", ".", "..") or "/" in name or "\0" in name or os.sep in name:
        raise BadInputError(f"{what} {name!r} cannot name a file or folder inside {root}")
    return Path(root) / name


# No file cute-ir stores comes near this (the largest trace measured, an SM100 attention, holds 56 MB in
# all): a larger one is refused before it is read, and no gzip file may inflate past it.
MAX_STORED_BYTES = 1 << 30
# A `.gz` file cute-ir writes holds IR, PTX or JSON text: measured 2026-12-07, none inflates past 17.4 times
# its own size (1,080 pass and facts files of traces, 250 golden stage files); deflate reaches about 1,000x
# only on degenerate input, a gzip bomb. A stored `.gz` file is read no further than this many times its size
# on disk (at least `_MIN_INFLATED`): whatever size a doctored manifest records, a 1 MB file costs at most
# 128 MB before it is refused.
MAX_INFLATION = 128
_MIN_INFLATED = 1 << 20
# JSON that cute-ir writes nests a few levels; deeper is refused before anything walks it.
MAX_JSON_DEPTH = 64
_CHUNK = 1 << 20


def open_stored(path: Path, what: str) -> tuple[BinaryIO, os.stat_result]:
    """Open a file of a trace, a reproducer or a golden store for reading, with its status.

    Only a regular file is opened: never through a symbolic link, never a FIFO, a device or a socket
    (a FIFO would block the reader for ever, a device could be anything). The kind is checked before the
    open (lstat), the open itself does not follow a link nor block, and the kind is checked again on the
    opened file (fstat), so that nothing swapped in between is read.
    """
    path = Path(path)
    info = os.lstat(path)  # FileNotFoundError goes to the caller, which knows what is missing
    if not stat.S_ISREG(info.st_mode):
        raise _not_regular(path, info.st_mode, what)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        raise
    except OSError as err:
        raise BadInputError(f"{what}: {path.name} cannot be read ({err.strerror or err})") from err
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise _not_regular(path, info.st_mode, what)
    return os.fdopen(fd, "rb"), info


def _not_regular(path: Path, mode: int, what: str) -> BadInputError:
    if stat.S_ISLNK(mode):
        return BadInputError(f"{what} holds a symbolic link at {path.name!r}; it is not followed",
                             hint="a doctored or damaged trace: capture it again")
    kind = ("a directory" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else
            "a socket" if stat.S_ISSOCK(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else "not a regular file")
    return BadInputError(f"{what}: {path.name} is {kind}, not a regular file; it is not read",
                         hint="a doctored or damaged trace: capture it again")


def read_verified(path: Path, sha256: str | None, what: str, *, size: int | None = None,
                  limit: int = MAX_STORED_BYTES) -> bytes:
    """The content of a stored file, checked before and while it is read; the one reader of untrusted
    stored files (trace, golden store, reproducer).

    The file is opened by `open_stored` (a regular file, no link, no blocking). `size` is the recorded
    size of the content: a plain file of another size is refused before any byte is read, a `.gz` file
    is inflated in chunks and refused as soon as it would inflate past it (a gzip bomb costs a chunk,
    not the bomb), and as soon as it would inflate past `MAX_INFLATION` times its own size, which no file
    cute-ir writes does (a doctored manifest may record any size). Without a recorded size, `limit` bounds both.
    """
    path = Path(path)
    limit = limit if size is None else min(size, limit)
    handle, info = open_stored(path, what)
    try:
        with handle:
            if path.suffix == ".gz":
                data = _inflate(handle, limit, path, what, packed=info.st_size)
            else:
                if size is not None and info.st_size != size:
                    raise BadInputError(f"{what}: {path.name} does not match its hash in the manifest (edited by "
                                        f"hand or corrupted: it is {info.st_size} bytes, the manifest records {size}; "
                                        "refused unread)", hint=_CAPTURE_AGAIN)
                if info.st_size > limit:
                    raise BadInputError(f"{what}: {path.name} is {info.st_size} bytes, more than cute-ir reads "
                                        f"({limit} bytes)", hint=_CAPTURE_AGAIN)
                data = _read_at_most(handle, limit, path, what)
    except OSError as err:
        raise BadInputError(f"{what}: {path.name} cannot be read ({err.strerror or err})") from err
    except MemoryError as err:  # the recorded size itself may be more than this process may hold
        raise BadInputError(f"{what}: {path.name} ({limit} bytes) does not fit in this process's memory") from err
    if sha256 and sha256_bytes(data) != sha256:
        raise BadInputError(f"{what}: {path.name} does not match its hash in the manifest (edited or corrupted)",
                            hint=_CAPTURE_AGAIN)
    return data


_CAPTURE_AGAIN = "capture it again with `cute-ir dump` or `cute-ir trace`"


def _read_at_most(handle: BinaryIO, limit: int, path: Path, what: str) -> bytes:
    """Read in chunks, never more than `limit` bytes (the file may grow while it is read)."""
    chunks = bytearray()
    while chunk := handle.read(min(_CHUNK, limit + 1 - len(chunks))):
        chunks += chunk
        if len(chunks) > limit:
            raise BadInputError(f"{what}: {path.name} grew past {limit} bytes while it was read")
    return bytes(chunks)


def _inflate(handle: BinaryIO, limit: int, path: Path, what: str, *, packed: int) -> bytes:
    """A gzip file's content (every member), inflated chunk by chunk and refused once past `limit`, or
    past `MAX_INFLATION` times its `packed` size on disk."""
    inflation_cap = max(packed * MAX_INFLATION, _MIN_INFLATED)
    if inflation_cap < limit:
        limit = inflation_cap
        too_large = (f"{what}: {path.name} inflates to more than {MAX_INFLATION} times its {packed} bytes, which no "
                     "file cute-ir writes does (a gzip bomb or a damaged file); it is not read further")
    else:
        too_large = (f"{what}: {path.name} inflates to more than the {limit} bytes its manifest allows (a damaged "
                     "file or a gzip bomb); it is not read further")
    out = bytearray()
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    pending = b""
    try:
        while True:
            if not pending:
                pending = handle.read(_CHUNK)
                if not pending:
                    break
            out += inflater.decompress(pending, min(_CHUNK, limit + 1 - len(out)))  # a chunk at a time
            pending = inflater.unconsumed_tail
            if len(out) > limit:
                raise BadInputError(too_large, hint=_CAPTURE_AGAIN)
            if inflater.eof:  # another gzip member may follow
                pending = inflater.unused_data
                inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
                if not pending:
                    pending = handle.read(_CHUNK)
                    if not pending:
                        return bytes(out)
        if not inflater.eof:
            raise EOFError("the file ends inside its compressed stream")
    except (EOFError, zlib.error) as err:
        raise BadInputError(f"{what}: {path.name} is not a whole gzip file ({err})", hint=_CAPTURE_AGAIN) from err
    return bytes(out)


MAX_MANIFEST_BYTES = 1 << 26  # a manifest is parsed whole: FA4's, with a record per pass, is under 1 MB


def load_json(data: bytes | str, what: str) -> Any:
    """Parse untrusted JSON (a manifest, a reproducer's record): malformed or too deeply nested JSON is
    bad input, never a RecursionError (Python's parser recurses per level)."""
    try:
        value = json.loads(data)
    except RecursionError as err:
        raise BadInputError(f"{what} is not valid JSON: nested too deeply") from err
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise BadInputError(f"{what} is not valid JSON: {err}") from err
    if _depth_exceeds(value, MAX_JSON_DEPTH):
        raise BadInputError(f"{what} is malformed: its JSON nests deeper than {MAX_JSON_DEPTH} levels")
    return value


def _depth_exceeds(value: Any, limit: int) -> bool:
    """Does `value` nest deeper than `limit` lists and objects (walked without recursion)?"""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return False


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
    """A trace file's text; `.gz` files (large pass IR, see cute_ir.capture.record.compact) decompressed."""
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


# Every output directory a user names (`-o`, `--keep`) records what cute-ir wrote into it, entry by entry:
# `--force` replaces only a directory that holds nothing else (`_check_written_by_cute_ir`).
OUTPUT_MARK = ".cute-ir-output.json"
_MARK_SCHEMA = "cute-ir.output"
_CLAIM_SUFFIX = ".claim"  # `.NAME.claim` beside an output: locked by the run writing NAME, removed at its end


@contextmanager
def atomic_directory(target: Path, *, replace: bool = False, mark: bool = False) -> Iterator[Path]:
    """Yield a temp directory beside `target`; on success it is renamed to `target`.

    On any error the temp directory is removed, so no partial output directory is left. A run holds a
    claim on `target` from its start to its end (an exclusive lock on `.NAME.claim` beside it), and a
    `target` that does not exist is also made at once, empty: of two runs writing one target, replacing
    it or not, the second fails here, before its work, and neither removes the other's output. An
    existing `target` is replaced only when `replace` is true; for an output the user named (`mark`),
    only a directory cute-ir provably wrote that holds nothing else. The old one stays until the new
    one is renamed in. With `mark`, the new directory lists what it holds (`OUTPUT_MARK`): the proof a
    later `--force` asks for.
    """
    target = Path(target)
    check_writable_parent(target)
    made = _missing_ancestors(target.parent)
    claim = _Claim(target)
    staging: Path | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if not (replace and os.path.lexists(target)):
            os.mkdir(target)
            claim.made_target = True
        if mark and not claim.made_target:
            _check_replaceable_kind(target)  # no claim file beside `.`, a link or a file
        claim.take()
        if mark and not claim.made_target:
            _check_written_by_cute_ir(target)  # under the claim: nothing else writes it meanwhile
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent))
    except FileExistsError as err:
        claim.give_back(made)
        raise OutputError(f"{target} already exists", hint="pass --force to replace it") from err
    except OSError as err:
        claim.give_back(made)
        raise OutputError(f"cannot create {target}: {err.strerror or err}") from err
    except BaseException:
        claim.give_back(made)
        raise
    try:
        yield staging
        if mark:
            _write_mark(staging)
        staging.chmod(DIRECTORY_MODE)
        old = None
        if not claim.made_target and os.path.lexists(target):
            old = target.with_name(f".{target.name}.old-{os.getpid()}")
            os.replace(target, old)
        try:
            os.replace(staging, target)  # over our empty claim, atomically
        except OSError as err:
            if old is not None:
                os.replace(old, target)  # the old output back where it was
            raise OutputError(f"cannot write {target}: {err.strerror or err} (did another run write it?)") from err
        if old is not None:
            _remove(old)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        claim.give_back(made)
        raise
    claim.release()


class _Claim:
    """A run's hold on its output `target`: the lock on `.NAME.claim` beside it, and the empty `target`
    it made where there was none (given back on failure, never anything with content)."""

    def __init__(self, target: Path) -> None:
        self.target = target
        absolute = Path(os.path.abspath(target))
        self.path = absolute.parent / f".{absolute.name}{_CLAIM_SUFFIX}"
        self.made_target = False
        self._fd: int | None = None

    def take(self) -> None:
        """Lock the claim file, or fail at once when another run holds it. A file unlinked by the run that
        held it (at its end) between our open and our lock is not a claim: open the new one."""
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, FILE_MODE)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                raise OutputError(f"{self.target} is being written by another cute-ir run",
                                  hint="wait for it to end, or pick another -o") from None
            try:
                current = os.stat(self.path, follow_symlinks=False)
            except FileNotFoundError:
                current = None
            if current is not None and os.path.samestat(current, os.fstat(fd)):
                self._fd = fd
                return
            os.close(fd)

    def release(self) -> None:
        """Remove the claim file while still holding its lock, then let go (see `take`)."""
        if self._fd is not None:
            self.path.unlink(missing_ok=True)
            os.close(self._fd)
            self._fd = None

    def give_back(self, made: list[Path]) -> None:
        """After a failure: the claim, then the empty target and the empty parents made for it (never
        anything with content): a failed run leaves no trace of itself."""
        self.release()
        for folder in ([self.target] if self.made_target else []) + made:
            try:
                os.rmdir(folder)
            except OSError:
                break


_NOT_REPLACED = "--force replaces only a directory that cute-ir wrote, holding nothing else"


def _check_replaceable_kind(out: Path) -> None:
    """`--force` never replaces a file, a symbolic link, a FIFO, a device, the current directory or one
    that holds it: a mistyped `-o` must not cost the user their files."""
    what = _NOT_REPLACED
    if out.is_symlink():
        raise OutputError(f"{out} is a symbolic link; {what}", hint="remove it yourself, or pick another -o")
    if not out.is_dir():
        raise OutputError(f"{out} is not a directory; {what}", hint="pick another -o")
    resolved, cwd = out.resolve(), Path.cwd().resolve()
    if resolved == cwd or resolved in cwd.parents:
        raise OutputError(f"{out} is the current directory or holds it; {what}", hint="pick another -o")


def _check_written_by_cute_ir(out: Path) -> None:
    """Nor a directory without cute-ir's record of what it wrote there (`OUTPUT_MARK`; a trace written
    before the record existed too), nor one holding an entry the record does not list as it is now (a
    user's file put in, or one of cute-ir's files replaced by the user's)."""
    what = _NOT_REPLACED
    try:
        record = load_json(read_verified(out / OUTPUT_MARK, None, str(out), limit=MAX_MANIFEST_BYTES),
                           str(out / OUTPUT_MARK))
    except (FileNotFoundError, BadInputError):
        record = None
    entries = record.get("entries") if isinstance(record, dict) and record.get("schema") == _MARK_SCHEMA else None
    if not isinstance(entries, dict):
        raise OutputError(f"{out} was not written by cute-ir (it has no readable {OUTPUT_MARK}); {what}",
                          hint="remove it yourself, or pick another -o")
    for relative, info in _entries(out):
        if relative != OUTPUT_MARK and (relative not in entries or entries[relative] != _recorded(info)):
            raise OutputError(f"{out} holds {relative}, which cute-ir did not write (or not as it is now); {what}",
                              hint="move your files out of it, or pick another -o")


def _entries(root: Path) -> Iterator[tuple[str, os.stat_result]]:
    """Every entry under `root` (links not followed), by its relative path."""
    for folder, directories, files in os.walk(root):
        for name in directories + files:
            path = Path(folder) / name
            yield path.relative_to(root).as_posix(), os.lstat(path)


def _recorded(info: os.stat_result) -> int | str:
    """What the mark records of an entry: a regular file's size, a directory as "dir", anything else by
    its mode (cute-ir writes nothing else, so such an entry never matches one of its own)."""
    if stat.S_ISREG(info.st_mode):
        return info.st_size
    return "dir" if stat.S_ISDIR(info.st_mode) else f"mode {info.st_mode:o}"


def record_written(path: Path) -> None:
    """Add a file cute-ir wrote into an output after it was committed (a blame result beside a trace) to
    the record of every output that holds it, so that `--force` still finds the output cute-ir's alone."""
    path = Path(os.path.abspath(path))
    for root in path.parents:
        mark = root / OUTPUT_MARK
        try:
            record = load_json(read_verified(mark, None, str(root), limit=MAX_MANIFEST_BYTES), str(mark))
        except (OSError, BadInputError):
            continue  # no record here (most folders), or one that is not ours: left as it is
        entries = record.get("entries") if isinstance(record, dict) else None
        if not isinstance(entries, dict):
            continue
        relative = path.relative_to(root)
        entries.update({folder.as_posix(): "dir" for folder in relative.parents if folder != Path(".")})
        entries[relative.as_posix()] = _recorded(os.lstat(path))
        write_text_atomic(mark, json.dumps(record, indent=0) + "\n")


def _write_mark(directory: Path) -> None:
    entries = {relative: _recorded(info) for relative, info in sorted(_entries(directory))}
    write_text_atomic(directory / OUTPUT_MARK, json.dumps({"schema": _MARK_SCHEMA, "version": 1, "entries": entries},
                                                          indent=0) + "\n")


def _missing_ancestors(folder: Path) -> list[Path]:
    """The folders that `folder.mkdir(parents=True)` would create, deepest first."""
    missing = []
    while not os.path.lexists(folder) and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)
