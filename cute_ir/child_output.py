"""The output of a child process: written to files, shown live by following them.

Files, not pipes: a background process the script leaves running keeps a pipe open, and a reader
of that pipe would wait for it; a file ends when the main process does. The files are also the copy
of the output kept in the session directory.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO, TextIO

STDOUT_LOG = "stdout.txt"
STDERR_LOG = "stderr.txt"
_CHUNK = 1 << 16


class Follower:
    """Copies what is appended to a file onto a stream, as it arrives (partial lines too: prompts)."""

    def __init__(self, path: Path, stream: TextIO | None) -> None:
        self._path = Path(path)
        self._target: BinaryIO | None = _binary(stream)
        self._offset = 0

    def copy(self) -> None:
        if self._target is None:
            return
        try:
            with open(self._path, "rb") as handle:
                handle.seek(self._offset)
                while data := handle.read(_CHUNK):
                    self._offset += len(data)
                    self._target.write(data)
            self._target.flush()
        except FileNotFoundError:
            return
        except (BrokenPipeError, ValueError):  # our own output was closed (`cute-ir trace ... | head`)
            self._target = None


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
