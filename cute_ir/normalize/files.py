"""Normalize many IR files on two cores: a worker process and this one share them.

A diff of the two largest traces reads and normalizes about 27 MB of IR, 0.6 s on one core. Where a
second core is free, a worker (a forked copy of this process, or `python -m cute_ir.normalize.files KIND DIR`
where other threads run) takes the files from the largest down while this process, once done with
what it had to do first, takes them from the smallest up. A file is claimed by creating
`DIR/N.claim` exclusively, so none is normalized twice and neither side waits on a share the other
was given. Normalization is a function of a file's text alone, so where a text was normalized does
not change it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from cute_ir.fsutil import read_verified
from cute_ir.normalize.rules import normalize
from cute_ir.process.fork import ForkedChild, can_fork
from cute_ir.process.jobs import usable_cores
from cute_ir.process.pycommand import module_command

# Below this much distinct IR, starting the worker (an interpreter and this module, ~0.1 s) costs
# more than it saves.
WORTH_A_WORKER = 8_000_000
_FILES = "files.json"


@dataclass(frozen=True)
class StoredText:
    """A file to normalize: how to read its text (checking it), what its content is known by, its size."""

    read: Callable[[], str]
    sha256: str | None  # of the content, as recorded: files of one content are normalized once; checked when read
    size: int  # bytes, or an estimate (the size on disk): it orders the files and decides on a worker
    recorded_size: int | None = None  # the content size its trace records: a worker reads no more than this


class SharedNormalization:
    """`normalize(kind, file.read())` of many files, each distinct text once, on two cores.

    Use it as a context manager (the worker is stopped and its directory removed on leaving), ask
    `text` for the files needed first, and `finish` for all of them. A file is read by whichever side
    claims it, so the reading (decompressing and hashing, 0.1 s on the largest traces) is shared too.
    """

    def __init__(
        self, kind: str, files: Mapping[Path, StoredText], needed_first: Iterable[Path] = (), *,
        comparing: bool = False
    ) -> None:
        self._kind = kind
        self._comparing = comparing  # normalize(..., comparing=True): two captures are compared
        self._files = dict(files)
        first_with = {_identity(path, file): path for path, file in reversed(self._files.items())}
        self._first_with = first_with  # the path that stands for each distinct content
        self._order = sorted(first_with.values(), key=lambda path: self._files[path].size, reverse=True)
        self._index = {path: n for n, path in enumerate(self._order)}
        self._done: dict[int, str] = {}
        self._ours: set[int] = set()
        self._checked: set[Path] = set()  # files read although another of their hash was normalized
        self._directory: Path | None = None
        self._worker: subprocess.Popen[bytes] | ForkedChild | None = None
        if sum(self._files[path].size for path in self._order) >= WORTH_A_WORKER and usable_cores() >= 2:
            self._directory = Path(tempfile.mkdtemp(prefix="cute-ir-normalize-"))
            for path in needed_first:
                self._claim(self._standing_for(path))
            listing = [[str(path), self._files[path].sha256, self._files[path].recorded_size] for path in self._order]
            (self._directory / _FILES).write_text(json.dumps(listing))
            try:
                self._worker = self._start_worker(comparing)
            except OSError:  # no worker: this process normalizes every file
                self._worker = None

    def _start_worker(self, comparing: bool) -> subprocess.Popen[bytes] | ForkedChild:
        """A forked copy of this process where one can be made safely (it starts at once and reads its
        files as this process would: 0.1 s of interpreter start saved), else a new interpreter that reads
        the files by path."""
        assert self._directory is not None
        if can_fork():
            readers, directory = [self._files[path].read for path in self._order], self._directory
            return ForkedChild(lambda: _normalize_claimed(self._kind, directory, len(readers),
                                                           lambda n: readers[n](), comparing))
        compare = ["compare"] if comparing else []
        command = module_command(sys.executable, __name__, self._kind, str(self._directory), *compare)
        return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def __enter__(self) -> SharedNormalization:
        return self

    def __exit__(self, *_exception: object) -> None:
        if self._worker is not None and self._worker.poll() is None:
            self._worker.kill()
            self._worker.wait()
        if self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)

    def text(self, path: Path) -> str:
        """One file's normalized text, now (normalized here even if the worker has it too)."""
        n = self._standing_for(path)
        self._check(path)
        self._claim(n)
        return self._normalized(n)

    def finish(self) -> dict[Path, str]:
        """Every file's normalized text: what the worker has not claimed is normalized here."""
        for n in reversed(range(len(self._order))):  # the smallest first: the worker starts at the largest
            if self._claim(n):
                self._normalized(n)
        for path in self._files:  # while the worker finishes
            self._check(path)
        if self._worker is not None:
            self._worker.wait()
        if self._directory is not None:
            for n in set(range(len(self._order))) - self._ours:  # the worker's
                found = _result(self._directory, n)  # none where the worker failed
                self._done[n] = self._normalize(self._files[self._order[n]].read()) if found is None else found
        return {path: self._done[self._standing_for(path)] for path in self._files}

    def _standing_for(self, path: Path) -> int:
        return self._index[self._first_with[_identity(path, self._files[path])]]

    def _check(self, path: Path) -> None:
        """Read a file known by the same hash as the one normalized for it, once: reading checks that it
        has that content (an edited copy of another trace's file would otherwise pass for it)."""
        if path not in self._checked and self._order[self._standing_for(path)] != path:
            self._files[path].read()
        self._checked.add(path)

    def _claim(self, n: int) -> bool:
        if n in self._ours:
            return True
        if self._directory is None or _claim(self._directory, n):
            self._ours.add(n)
            return True
        return False

    def _normalized(self, n: int) -> str:
        if n not in self._done:
            self._done[n] = self._normalize(self._files[self._order[n]].read())
        return self._done[n]

    def _normalize(self, text: str) -> str:
        return normalize(self._kind, text, comparing=self._comparing)


def _identity(path: Path, file: StoredText) -> str:
    """What a file's content is known by: its hash, or where none is recorded its own path."""
    return file.sha256 or str(path)


def _claim(directory: Path, n: int) -> bool:
    """Whether this process got file `n`: the first to create its claim does."""
    try:
        os.close(os.open(directory / f"{n}.claim", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def _result(directory: Path, n: int) -> str | None:
    try:
        return (directory / f"{n}.txt").read_bytes().decode()
    except OSError:
        return None


def _normalize_claimed(
    kind: str, directory: Path, count: int, text_of: Callable[[int], str], comparing: bool
) -> None:
    """Each of the `count` texts (`files.json`'s order) this process can claim, normalized into `DIR/N.txt`."""
    for n in range(count):
        if _claim(directory, n):
            partial = directory / f"{n}.part"
            partial.write_bytes(normalize(kind, text_of(n), comparing=comparing).encode())
            os.replace(partial, directory / f"{n}.txt")


def _work(kind: str, directory: Path, comparing: bool = False) -> None:
    """The worker started as a new interpreter: every file it can claim, the largest first, read when claimed
    and checked against its recorded hash (a file that does not match is left to the diffing process,
    which reads it again and says so)."""
    listing = json.loads((directory / _FILES).read_text())

    def text_of(n: int) -> str:
        path, sha256, size = listing[n]
        return read_verified(Path(path), sha256, "normalizing", size=size).decode()

    _normalize_claimed(kind, directory, len(listing), text_of, comparing)


if __name__ == "__main__":
    _work(sys.argv[1], Path(sys.argv[2]), comparing=sys.argv[3:] == ["compare"])
