"""Normalize many IR files on two cores: a worker process takes a share of them.

A diff of the two largest traces normalizes about 27 MB of IR, half a second on one core. Where a
second core is free, `python -m cute_ir.normalize_files KIND PATH...` normalizes a share of the files
meanwhile and sends their texts back pickled on stdout. Normalization is a function of a file's text
alone, so where a text was normalized does not change the result.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

from cute_ir.normalize import normalize

# Below this much distinct IR, starting the worker (an interpreter and this module, ~0.1 s) costs
# more than it saves.
WORTH_A_WORKER = 8_000_000
# About what this process normalizes while the worker starts: the worker gets that much less to do.
WORKER_START = 2_000_000


def normalize_files(kind: str, paths: list[Path]) -> dict[Path, str]:
    """`normalize(kind, path.read_text())` of every path, each distinct text once, a share of them in
    a worker process where there is a second core and enough IR for it to pay."""
    raw = {path: path.read_text() for path in paths}
    first_with = {text: path for path, text in reversed(raw.items())}  # one path per distinct text
    distinct = list(first_with.values())
    ours, theirs = _share({path: len(raw[path]) for path in distinct})
    worker = _start_worker(kind, theirs) if theirs else None
    try:
        done = {path: normalize(kind, raw[path]) for path in ours}
        if worker is not None:
            output, _ = worker.communicate()
            texts = pickle.loads(output) if worker.returncode == 0 else [normalize(kind, raw[p]) for p in theirs]
            done.update(zip(theirs, texts))
    finally:
        if worker is not None and worker.poll() is None:
            worker.kill()
            worker.wait()
    return {path: done[first_with[text]] for path, text in raw.items()}


def _share(sizes: dict[Path, int]) -> tuple[list[Path], list[Path]]:
    """This process's files and the worker's (none where it does not pay): the largest first, each to
    whichever side will be done sooner, the worker counted as starting late."""
    if sum(sizes.values()) < WORTH_A_WORKER or _cores() < 2:
        return list(sizes), []
    ours: list[Path] = []
    theirs: list[Path] = []
    our_load, their_load = 0, WORKER_START
    for path in sorted(sizes, key=lambda p: sizes[p], reverse=True):
        if our_load <= their_load:
            ours.append(path)
            our_load += sizes[path]
        else:
            theirs.append(path)
            their_load += sizes[path]
    return ours, theirs


def _cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _start_worker(kind: str, paths: list[Path]) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", __name__, kind, *map(str, paths)]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    kind_, *paths_ = sys.argv[1:]
    sys.stdout.buffer.write(pickle.dumps([normalize(kind_, Path(path).read_text()) for path in paths_]))
