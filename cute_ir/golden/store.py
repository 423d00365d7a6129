"""Reading and writing goldens on disk, safely.

A golden directory is replaced as a whole: the new content is written into a staging directory
beside it (manifest last), then renamed into place (`fsutil.atomic_directory`). A reader therefore
sees the old golden or the new one, never a mix; a killed update leaves only a `.partial` staging
directory, which the next update removes. Updates of one kernel are serialized by a lock file, so
concurrent pytest-xdist workers (or two `cute-ir golden update` runs) cannot interleave; the lock
files live in cute-ir's cache, never in the user's repository. Every file is listed in the manifest
with its hash: a hand-edited or corrupted file is reported as such. The store's own `.gitignore`
(written once, as pytest's cache writes one) keeps the `*.obtained*` files of failed checks out of git.

A stage text of `COMPRESS_FROM` bytes or more is stored gzip-compressed (`input.mlir.gz`), as traces store
their large pass files: the committed store of our kernels shrinks threefold, 25.8 MB to 8.2 MB (git diffs
of those files are binary; `cute-ir golden check` prints the change itself). PTX and small texts stay plain.
Goldens written before (schema 1: every text plain) read as they are.
"""

from __future__ import annotations

import errno
import fcntl
import gzip
import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from cute_ir.capture.record.compact import COMPRESS_FROM
from cute_ir.errors import BadInputError, OutputError
from cute_ir.fsutil import (
    MAX_MANIFEST_BYTES,
    atomic_directory,
    inside,
    load_json,
    read_verified,
    remove_tree_inside,
    sha256_text,
    write_bytes_atomic,
    write_text_atomic,
)
from cute_ir.golden.layout import LOCK_SUFFIX, MANIFEST, OBTAINED, GoldenKey
from cute_ir.golden.record import SCHEMA_NAME, SCHEMA_VERSION, GoldenRecord


_GZ = ".gz"

GITIGNORE = ("# Written by cute-ir: what a failed golden check leaves beside a golden (the obtained IR and\n"
             "# its diff). Commit this file with the goldens.\n"
             f"*{OBTAINED}*\n")


def _lock_file(folder: Path) -> Path:
    """The lock of one golden directory, in cute-ir's cache (the temp folder when that cannot be written):
    every process of this user that writes this golden takes the same file, and the repository stays clean."""
    name = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:32] + LOCK_SUFFIX
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "cute-ir" / "locks"
    for directory in (cache, Path(tempfile.gettempdir()) / "cute-ir-locks"):
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(directory, os.W_OK):
            return directory / name
    return Path(tempfile.gettempdir()) / name


class GoldenCorruptError(BadInputError):
    """A golden on disk does not match its own manifest, or has none."""


@dataclass(frozen=True)
class GoldenStore:
    root: Path

    def path(self, key: GoldenKey) -> Path:
        """The golden's folder, reached from the root without a link: a symbolic link on the way (a release,
        arch or kernel folder) is refused, never followed, whether it points inside the store or out."""
        return inside(self.root, key.relative.as_posix(), f"golden store {self.root}")

    def exists(self, key: GoldenKey) -> bool:
        """A golden is there, complete or not (an incomplete one is reported by `load`)."""
        self._recover(key)
        folder = self.path(key)
        return (folder / MANIFEST).is_file() or (folder.is_dir() and any(_golden_files(folder)))

    # ---- reading -------------------------------------------------------------------------
    def load(self, key: GoldenKey) -> GoldenRecord:
        """The stored golden, verified against its manifest."""
        self._recover(key)
        folder = self.path(key)
        manifest = folder / MANIFEST
        if not os.path.lexists(manifest):
            if folder.is_dir() and any(_golden_files(folder)):
                raise GoldenCorruptError(
                    f"golden {folder} has files but no {MANIFEST}: it is incomplete or was edited by hand",
                    hint=f"bless it again: cute-ir golden update {key.kernel}",
                )
            raise BadInputError(f"no golden for {key} in {self.root}")
        data = _read_manifest(manifest)
        stored = GoldenKey(*(str(data.get(f, "?")) for f in ("dsl_version", "dsl_variant", "arch", "kernel")))
        if stored != key:
            raise GoldenCorruptError(
                f"golden {folder} was made for {stored}, but its directory says {key}",
                hint="goldens of one DSL version cannot stand in for another; "
                f"bless this one with: cute-ir golden update {key.kernel}",
            )
        stages = data.get("stages")
        if not isinstance(stages, dict):
            raise GoldenCorruptError(f"golden manifest {manifest} is malformed: no stages")
        stored = {name: (d.get("sha256", ""), d.get("size")) for name, d in stages.items()
                  if isinstance(d, dict) and d.get("stored")}
        files = self._verified_files(folder, stored)
        return GoldenRecord.from_manifest(data, files, str(manifest))

    def _verified_files(self, folder: Path, listed: dict[str, tuple[str, object]]) -> dict[str, str]:
        """Each stored stage text, read as any stored file is (`read_verified`: a regular file no larger than
        its recorded size); every problem of the golden named at once."""
        files: dict[str, str] = {}
        problems: list[str] = []
        what = f"golden {folder}"
        for name, (digest, size) in sorted(listed.items()):
            recorded = size if isinstance(size, int) and not isinstance(size, bool) and size >= 0 else None
            path = inside(folder, name, what)  # a path leading outside is refused outright, not listed
            packed = inside(folder, f"{name}{_GZ}", what)
            if os.path.lexists(packed):
                if os.path.lexists(path):
                    problems.append(f"{name} is there twice, plain and as {name}{_GZ}")
                    continue
                path = packed  # inflated in chunks, never past the recorded size (read_verified)
            try:
                text = read_verified(path, None, what, size=recorded).decode()
            except FileNotFoundError:
                problems.append(f"{name} is missing")
                continue
            except UnicodeDecodeError as err:
                problems.append(f"{name} cannot be read ({err})")
                continue
            except BadInputError as err:
                problems.append(err.message.removeprefix(f"{what}: "))
                continue
            if sha256_text(text) != digest:
                problems.append(f"{name} does not match its hash in {MANIFEST} (edited by hand or corrupted)")
            files[name] = text
        unlisted = sorted(p.name for p in _golden_files(folder)
                          if p.name not in listed and p.name.removesuffix(_GZ) not in listed and p.name != MANIFEST)
        problems += [f"{name} is not listed in {MANIFEST}" for name in unlisted]
        if problems:
            raise GoldenCorruptError(
                f"golden {folder} is damaged: " + "; ".join(problems),
                hint="restore it from git (git checkout -- <dir>) or bless it again with `cute-ir golden update`",
            )
        return files

    def keys(self) -> list[GoldenKey]:
        """Every golden directory under the root (complete or not). A link is not a golden directory:
        never entered, never listed here (`links` lists them)."""
        found: list[GoldenKey] = []
        if not self.root.is_dir():
            return found
        for dsl in _folders(self.root):
            version, _, variant = dsl.name.rpartition("-")
            for arch in _folders(dsl):
                found += [GoldenKey(version, variant, arch.name, kernel.name) for kernel in _folders(arch)]
        return found

    def links(self) -> list[str]:
        """Every symbolic link in the store, the root itself included ("."), as paths relative to the root:
        `golden status` shows them and orphans are not removed while there is one (none of cute-ir's
        writers makes one)."""
        found = ["."] if self.root.is_symlink() else []
        if not self.root.is_dir():
            return found
        for folder, directories, files in os.walk(self.root):  # links are listed, never walked into
            found += sorted(os.path.relpath(os.path.join(folder, name), self.root)
                            for name in directories + files if os.path.islink(os.path.join(folder, name)))
        return found

    def owner(self, key: GoldenKey) -> str | None:
        """Who checks this golden (see GoldenRecord.owner); None when the folder holds no sealed golden of
        `key` (its manifest missing, unreadable, edited, or another golden's, or a link on the way): such a
        folder is never an orphan."""
        try:
            data = _read_manifest(self.path(key) / MANIFEST)
        except (OSError, BadInputError):
            return None
        stored = GoldenKey(*(str(data.get(f, "?")) for f in ("dsl_version", "dsl_variant", "arch", "kernel")))
        return str(data.get("owner", "")) if stored == key else None

    # ---- writing -------------------------------------------------------------------------
    def write(self, record: GoldenRecord) -> Path:
        """Replace the golden of `record.key` atomically, under the kernel's lock."""
        folder = self.path(record.key)
        with self.lock(record.key):
            self._write_gitignore()
            self._recover(record.key)
            self._remove_stale_staging(folder)
            with atomic_directory(folder, replace=True) as staging:
                for name, text in record.stored_files.items():
                    data = text.encode()
                    if len(data) >= COMPRESS_FROM:
                        write_bytes_atomic(staging / f"{name}{_GZ}", gzip.compress(data, compresslevel=9, mtime=0))
                    else:
                        write_text_atomic(staging / name, text)
                write_text_atomic(staging / MANIFEST, _sealed_manifest(record))
            self.clear_obtained(record.key)
        return folder

    def remove(self, key: GoldenKey) -> None:
        """Delete one golden: only a folder holding a sealed golden of `key`, never through a link (the
        store's root included) nor outside the store (`remove_tree_inside`)."""
        if self.root.is_symlink():
            raise BadInputError(f"golden store {self.root} is a symbolic link; nothing is deleted through it",
                                hint=f"name the store where it lies: --golden-dir {self.root.resolve()}")
        with self.lock(key):
            folder = self.path(key)
            if not os.path.lexists(folder):
                return
            if self.owner(key) is None:
                raise BadInputError(f"{folder} holds no sealed golden of {key}; it is not removed")
            try:
                remove_tree_inside(self.root, key.relative)
            except FileNotFoundError:
                pass
            except OSError as err:
                raise OutputError(f"cannot remove {folder}: {err.strerror or err}") from err

    def write_obtained(self, key: GoldenKey, name: str, text: str) -> Path:
        """`to-llvm.mlir` -> `to-llvm.obtained.mlir` beside the golden (git-ignored)."""
        stem, dot, suffix = name.rpartition(".")
        target = self.path(key) / (f"{stem}{OBTAINED}.{suffix}" if dot else f"{name}{OBTAINED}")
        self._write_gitignore()
        write_text_atomic(target, text)
        return target

    def clear_obtained(self, key: GoldenKey) -> None:
        folder = self.path(key)
        if folder.is_dir():
            for stale in folder.glob(f"*{OBTAINED}*"):
                stale.unlink(missing_ok=True)

    @contextmanager
    def lock(self, key: GoldenKey) -> Iterator[None]:
        """An exclusive lock for one kernel's golden (blocks until the other updater is done)."""
        folder = self.path(key)
        try:
            folder.parent.mkdir(parents=True, exist_ok=True)
            if not os.access(folder.parent, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        except OSError as err:
            raise OutputError(
                f"cannot write goldens under {folder.parent}: {err.strerror or err}",
                hint="is the golden directory read-only? `cute-ir golden check` still works",
            ) from err
        (folder.parent / f".{folder.name}{LOCK_SUFFIX}").unlink(missing_ok=True)  # where older releases kept it
        lock_path = _lock_file(folder)
        try:
            handle = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as err:
            raise OutputError(f"cannot create the lock file {lock_path}: {err.strerror or err}") from err
        try:
            fcntl.flock(handle, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
            os.close(handle)

    def _write_gitignore(self) -> None:
        """The store's .gitignore for the files failed checks leave, unless the store has one already."""
        ignore = self.root / ".gitignore"
        if not ignore.exists():
            self.root.mkdir(parents=True, exist_ok=True)
            write_text_atomic(ignore, GITIGNORE)

    def _recover(self, key: GoldenKey) -> None:
        """Put back a golden left aside by an update killed between its two renames."""
        folder = self.path(key)
        if folder.exists() or not folder.parent.is_dir():
            return
        aside = sorted(folder.parent.glob(f".{folder.name}.old-*"))
        for old in aside:
            if (old / MANIFEST).is_file():
                try:
                    os.replace(old, folder)
                except OSError:
                    return  # read-only: the next writable update recovers it
                return

    @staticmethod
    def _remove_stale_staging(folder: Path) -> None:
        for stale in folder.parent.glob(f".{folder.name}.*.partial"):
            shutil.rmtree(stale, ignore_errors=True)
        for stale in folder.parent.glob(f".{folder.name}.old-*"):
            shutil.rmtree(stale, ignore_errors=True)


def _folders(parent: Path) -> list[Path]:
    """The folders in `parent`, sorted, hidden ones (staging, set aside) and links left out."""
    with os.scandir(parent) as entries:
        return sorted(Path(entry.path) for entry in entries
                      if entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."))


def _golden_files(folder: Path) -> Iterator[Path]:
    return (p for p in folder.iterdir() if p.is_file() and OBTAINED not in p.name and not p.name.startswith("."))


_SEAL = "manifest_sha256"


def _seal(data: dict) -> str:
    return sha256_text(json.dumps({k: v for k, v in data.items() if k != _SEAL}, sort_keys=True))


def _sealed_manifest(record: GoldenRecord) -> str:
    data = record.manifest()
    data[_SEAL] = _seal(data)
    return json.dumps(data, indent=1) + "\n"


def _read_manifest(path: Path) -> dict:
    try:
        data = load_json(read_verified(path, None, f"golden {path.parent}", limit=MAX_MANIFEST_BYTES),
                         f"golden manifest {path}")
    except BadInputError as err:  # not valid JSON, too large or deep, a FIFO, a link: never followed or waited on
        raise GoldenCorruptError(
            err.message,
            hint="restore it from git or bless the golden again with `cute-ir golden update`",
        ) from err
    if not isinstance(data, dict) or data.get("schema") != SCHEMA_NAME:
        raise GoldenCorruptError(f"{path} is not a cute-ir golden manifest")
    version = data.get("schema_version")
    if not isinstance(version, int) or version > SCHEMA_VERSION:
        raise BadInputError(
            f"golden {path} has schema {version}; this cute-ir reads {SCHEMA_VERSION} and older",
            hint="upgrade cute-ir",
        )
    if data.get(_SEAL) != _seal(data):
        raise GoldenCorruptError(
            f"golden manifest {path} does not match its own hash (edited by hand or corrupted)",
            hint="restore it from git or bless the golden again with `cute-ir golden update`",
        )
    return data
