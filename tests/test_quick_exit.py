"""What a script's exit still does when cute-ir's child skips the interpreter's teardown."""

from __future__ import annotations

import io
from pathlib import Path

from cute_ir.process.quick_exit import flush_open_files


class _Buffered(io.TextIOBase):
    """A pure-Python file-like object that keeps what it is given until flushed."""

    def __init__(self, target: Path) -> None:
        self.target, self.pending = target, ""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.pending += text
        return len(text)

    def flush(self) -> None:
        self.target.write_text(self.pending)


def test_open_files_and_file_like_objects_are_flushed(tmp_path: Path) -> None:
    left_open = open(tmp_path / "plain.txt", "w")  # noqa: SIM115 - what a careless script leaves
    left_open.write("never closed")
    binary = open(tmp_path / "binary.bin", "wb")  # noqa: SIM115
    binary.write(b"\x01\x02")
    own = _Buffered(tmp_path / "own.txt")
    own.write("pending")
    assert (tmp_path / "plain.txt").read_text() == ""  # still in the buffers
    flush_open_files()
    assert (tmp_path / "plain.txt").read_text() == "never closed"
    assert (tmp_path / "binary.bin").read_bytes() == b"\x01\x02"
    assert (tmp_path / "own.txt").read_text() == "pending"
    for stream in (left_open, binary):
        stream.close()


def test_a_closed_or_broken_file_is_passed_over(tmp_path: Path) -> None:
    closed = open(tmp_path / "closed.txt", "w")  # noqa: SIM115
    closed.close()
    detached = open(tmp_path / "detached.txt", "w")  # noqa: SIM115
    raw = detached.detach()
    flush_open_files()  # neither raises
    raw.close()
