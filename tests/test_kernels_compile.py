"""Every registered instance compiles on the CPU, for sm_90a and for sm_80, from its example arguments.

The DSL reads CUTE_DSL_ARCH once, when it is imported, so each arch compiles in its own child
process (one per arch, all instances in it); each instance is still its own test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache

import pytest

from cute_ir import registry

ARCHS = {"sm_90a": 90, "sm_80": 80}

_COMPILE_ALL = """
import json, sys
from cute_ir import registry
from cute_ir.errors import BadInputError
results = {}
for kernel in registry.all_kernels():
    try:
        artifact = kernel.compile(kernel.example_arguments())
        results[kernel.name] = {"ok": True, "arch": artifact.arch}
    except BadInputError as err:
        results[kernel.name] = {"ok": False, "refused": True, "error": str(err)}
    except Exception as err:
        results[kernel.name] = {"ok": False, "refused": False, "error": f"{type(err).__name__}: {err}"[:3000]}
print("@@results@@" + json.dumps(results))
"""


@cache
def compile_all(arch: str) -> dict[str, dict[str, object]]:
    env = dict(os.environ, CUTE_DSL_ARCH=arch, CUTE_DSL_NO_CACHE="1", CUTE_DSL_DISABLE_FILE_CACHING="1")
    done = subprocess.run([sys.executable, "-c", _COMPILE_ALL], env=env, capture_output=True, text=True, timeout=900)
    marker = done.stdout.rfind("@@results@@")
    assert marker >= 0, f"compile child failed (exit {done.returncode}):\n{done.stderr[-4000:]}"
    return json.loads(done.stdout[marker + len("@@results@@"):])


def _cases() -> list[tuple[str, str]]:
    return [
        (arch, kernel.name)
        for arch, cc in ARCHS.items()
        for kernel in registry.all_kernels()
        if kernel.metadata.min_cc <= cc
    ]


@pytest.mark.parametrize("arch, name", _cases())
def test_instance_compiles(arch: str, name: str) -> None:
    result = compile_all(arch)[name]
    assert result["ok"], result["error"]
    assert result["arch"] == arch


@pytest.mark.parametrize(
    "name", [kernel.name for kernel in registry.all_kernels() if kernel.metadata.min_cc > ARCHS["sm_80"]]
)
def test_instance_newer_than_the_arch_is_refused_before_compiling(name: str) -> None:
    result = compile_all("sm_80")[name]
    assert result["refused"] and "needs sm_" in str(result["error"]), result
