"""Scratch folders in the temp dir that name the process owning them, and the reclaiming of those
whose owner is gone.

A SIGKILLed driver, a Ray worker killed with its node, or a compile child's parent killed by the
OOM killer cannot remove its scratch folder. Each folder is named `cute-ir-KIND-PID-RANDOM`; the next
cute-ir run that captures (on the driver, and each node's next task) removes the folders of this
user whose PID is no longer alive. Only real folders are removed (a link is never followed), only
this user's, only under these names.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

# What a killed cute-ir process leaves: a node's capture, a compile child's request, a golden
# comparison, the session folder of a `--ray` run's driver and its local Ray instance, a warm capture
# server's folder.
RECLAIMED_KINDS = ("node", "request", "golden", "ray", "server")


def scratch_prefix(kind: str) -> str:
    return f"cute-ir-{kind}-{os.getpid()}-"


@contextmanager
def scratch_directory(kind: str) -> Iterator[Path]:
    """A fresh temp folder for this process, removed on leaving (and by a later run if we are killed)."""
    with tempfile.TemporaryDirectory(prefix=scratch_prefix(kind)) as name:
        yield Path(name)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process: alive
    return True


def orphaned_scratch(temp_dir: Path | None = None) -> Iterator[Path]:
    """This user's scratch folders of the kinds above whose owning process has ended."""
    root = Path(temp_dir or tempfile.gettempdir())
    try:
        entries = list(os.scandir(root))
    except OSError:
        return
    for entry in entries:
        parts = entry.name.split("-")
        if len(parts) < 5 or parts[:2] != ["cute", "ir"] or parts[2] not in RECLAIMED_KINDS or not parts[3].isdigit():
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
            continue
        pid = int(parts[3])
        if pid != os.getpid() and not _alive(pid):
            yield Path(entry.path)


def reclaim_scratch(temp_dir: Path | None = None) -> int:
    """Remove the orphaned scratch folders; how many were removed (one that vanished meanwhile is fine)."""
    removed = 0
    for folder in orphaned_scratch(temp_dir):
        shutil.rmtree(folder, ignore_errors=True)  # rmtree never follows a link inside the folder
        removed += not folder.exists()
    return removed
