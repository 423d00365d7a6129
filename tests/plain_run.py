"""A script run plainly, without cute-ir, in a process of its own: what a trace must have compiled.

The DSL writes the PTX and cubin of each compile itself (`CUTE_DSL_KEEP=ptx,cubin` into
`CUTE_DSL_DUMP_DIR`, 4.5 on), with its caches off so that every compile is run and written.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class PlainCompile:
    ptx: bytes
    cubin: bytes


def plain_compile(script: str, dump: Path, *, lineinfo: bool, arch: str = "sm_90a", cwd: Path | None = None,
                  timeout: float = 600, args: Sequence[str] = ()) -> PlainCompile:
    """Run `python SCRIPT ARGS...` (named as given, from `cwd`) without cute-ir; the one kernel it compiled."""
    dump.mkdir(parents=True)
    env = {**os.environ, "CUTE_DSL_ARCH": arch, "CUTE_DSL_KEEP": "ptx,cubin", "CUTE_DSL_DUMP_DIR": str(dump),
           "CUTE_DSL_NO_CACHE": "1", "CUTE_DSL_DISABLE_FILE_CACHING": "1"}
    env.pop("CUTE_DSL_LINEINFO", None)
    if lineinfo:
        env["CUTE_DSL_LINEINFO"] = "1"
    subprocess.run([sys.executable, script, *args], cwd=cwd, env=env, check=True, timeout=timeout,
                   stdout=subprocess.DEVNULL)
    (ptx,) = dump.glob("*.ptx")
    (cubin,) = dump.glob("*.cubin")
    return PlainCompile(ptx.read_bytes(), cubin.read_bytes())
