"""How many DSL compiles to run at once: one per core we may use, as many as memory holds.

A compile child is given `COMPILE_PEAK_BYTES` of memory, four times the peak measured for a Hopper GEMM (see
docs/faults.md), so on a node with 128 cores and modest memory a core count alone would have the
kernel's OOM killer pick our compiles off.
"""

from __future__ import annotations

import os
from pathlib import Path

COMPILE_PEAK_BYTES = 1 << 30
_CGROUP_FILES = (Path("/sys/fs/cgroup/memory.max"), Path("/sys/fs/cgroup/memory/memory.limit_in_bytes"))
_CGROUP_USAGE = (Path("/sys/fs/cgroup/memory.current"), Path("/sys/fs/cgroup/memory/memory.usage_in_bytes"))


def usable_cores() -> int:
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def available_memory() -> int | None:
    """Bytes we could still allocate: the machine's MemAvailable, or less where a cgroup limits us."""
    found = []
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                found.append(int(line.split()[1]) * 1024)
    except (OSError, ValueError, IndexError):
        pass
    for limit_file, usage_file in zip(_CGROUP_FILES, _CGROUP_USAGE):
        try:
            limit = limit_file.read_text().strip()
            if limit.isdigit() and int(limit) < 1 << 60:
                found.append(int(limit) - int(usage_file.read_text().strip()))
        except (OSError, ValueError):
            continue
    return max(0, min(found)) if found else None


def default_jobs() -> int:
    """Compiles at once by default: the usable cores, capped by what memory holds, at least one."""
    memory = available_memory()
    by_memory = usable_cores() if memory is None else memory // COMPILE_PEAK_BYTES
    return max(1, min(usable_cores(), by_memory))
