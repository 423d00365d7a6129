"""Looking at processes from a test: is one still running, and wait until some have ended."""

from __future__ import annotations

import time
from pathlib import Path


def alive(pid: int) -> bool:
    """Is the process running (a zombie has ended: it only waits to be reaped)?"""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def all_gone(pids: list[int], within: float = 5) -> bool:
    """Wait up to `within` seconds for every process of `pids` to end; whether they all did."""
    deadline = time.monotonic() + within
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not any(alive(pid) for pid in pids)
