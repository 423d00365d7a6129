"""The output of a child process: written to files, shown live by following them.

Files, not pipes: a background process the script leaves running keeps a pipe open, and a reader
of that pipe would wait for it; a file ends when the main process does. The files are also the copy
of the output kept in the session directory.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TextIO

from cute_ir.errors import OutputError

STDOUT_LOG = "stdout.txt"
STDERR_LOG = "stderr.txt"
_CHUNK = 1 << 16


class Follower:
    """Copies what is appended to a file onto a stream, as it arrives (partial lines too: prompts).

    It reads through a handle opened once, so the output still shows when a script removes the file
    (or the directory holding it) while it runs."""

    def __init__(self, path: Path, stream: TextIO | None) -> None:
        self._handle: BinaryIO | None = open(path, "rb")
        self._target: BinaryIO | None = _binary(stream)

    def copy(self) -> None:
        if self._target is None or self._handle is None:
            return
        try:
            while data := self._handle.read(_CHUNK):
                self._target.write(data)
            self._target.flush()
        except (BrokenPipeError, ValueError):  # our own output was closed (`cute-ir trace ... | head`)
            self._target = None

    def close(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None


class NewLines:
    """Hands the new complete lines of a growing file to a callback (a child's progress, shown as it comes)."""

    def __init__(self, path: Path, callback: Callable[[str], None] | None) -> None:
        self._path = path
        self._callback = callback
        self._offset = 0
        self._partial = b""

    def read(self, *, final: bool = False) -> None:
        if self._callback is None:
            return
        with open(self._path, "rb") as handle:
            handle.seek(self._offset)
            data = handle.read()
        self._offset += len(data)
        lines = (self._partial + data).split(b"\n")
        self._partial = b"" if final else lines.pop()
        for line in lines:
            text = line.decode(errors="replace").rstrip()
            if text:
                self._callback(text)


def restore_if_removed(handle: BinaryIO, path: Path) -> None:
    """Write a log back to `path` from `handle` (opened for reading and writing) when `path` no longer
    is that file: something (a script cleaning up) removed it, or the folder holding it, while the
    child ran."""
    try:
        if os.stat(path).st_ino == os.fstat(handle.fileno()).st_ino:
            return
    except FileNotFoundError:
        pass
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle.flush()
        handle.seek(0)
        with open(path, "wb") as copy:
            while data := handle.read(_CHUNK):
                copy.write(data)
    except OSError as err:
        raise OutputError(f"cannot write {path} again after it was removed: {err.strerror or err}") from err


def tail(path: Path, lines: int = 15) -> str:
    """The last lines of a log, for a message when the output was not shown live."""
    try:
        text = Path(path).read_bytes()[-64 * 1024:].decode(errors="replace")
    except OSError:
        return ""
    return "\n".join(text.strip().splitlines()[-lines:])


def _binary(stream: TextIO | None) -> BinaryIO | None:
    if stream is None:
        return None
    stream.flush()
    return getattr(stream, "buffer", None)
