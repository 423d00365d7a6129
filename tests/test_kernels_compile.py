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
from cute_ir.registry.dtypes import itemsize

ARCHS = {"sm_90a": 90, "sm_80": 80}

_COMPILE_ALL = """
import dataclasses, json, sys
from cute_ir import kernels, registry
from cute_ir.errors import BadInputError
from cute_ir.registry import OperandSpec

def ragged(example, columns):
    # every operand with its last extent set to `columns`: no whole number of 128-bit vectors
    return dataclasses.replace(example, **{
        name: OperandSpec(spec.dtype, spec.shape[:-1] + (columns,))
        for name, spec in example.operands().items()
    })

def compile_one(kernel, args):
    try:
        artifact = kernel.compile(args)
        return {"ok": True, "arch": artifact.arch, "specialization": list(artifact.specialization)}
    except BadInputError as err:
        return {"ok": False, "refused": True, "error": str(err)}
    except Exception as err:
        return {"ok": False, "refused": False, "error": f"{type(err).__name__}: {err}"[:3000]}

results = {}
for kernel in registry.all_kernels():
    if kernel.unavailable():  # e.g. NVIDIA's operators without a CUDA driver: tests/test_cutlass_operators.py
        continue
    example = kernel.example_arguments()
    results[kernel.name] = compile_one(kernel, example)
    if isinstance(example, (kernels.RowReductionArguments, kernels.ElementwiseArguments)):
        for columns in RAGGED_COLUMNS:
            results[f"{kernel.name}@{columns}"] = compile_one(kernel, ragged(example, columns))
print("@@results@@" + json.dumps(results))
"""
RAGGED_COLUMNS = (1, 33, 50257)


@cache
def compile_all(arch: str) -> dict[str, dict[str, object]]:
    env = dict(os.environ, CUTE_DSL_ARCH=arch, CUTE_DSL_NO_CACHE="1", CUTE_DSL_DISABLE_FILE_CACHING="1")
    done = subprocess.run([sys.executable, "-c", f"RAGGED_COLUMNS = {RAGGED_COLUMNS!r}\n" + _COMPILE_ALL], env=env, capture_output=True, text=True, timeout=900)
    marker = done.stdout.rfind("@@results@@")
    assert marker >= 0, f"compile child failed (exit {done.returncode}):\n{done.stderr[-4000:]}"
    return json.loads(done.stdout[marker + len("@@results@@"):])


def _cases() -> list[tuple[str, str]]:
    return [
        (arch, kernel.name)
        for arch, cc in ARCHS.items()
        for kernel in registry.all_kernels()
        if kernel.metadata.min_cc <= cc and not kernel.unavailable()
    ]


@pytest.mark.parametrize("arch, name", _cases())
def test_instance_compiles(arch: str, name: str) -> None:
    result = compile_all(arch)[name]
    assert result["ok"], result["error"]
    assert result["arch"] == arch


def _row_and_elementwise() -> list[str]:
    return [kernel.name for kernel in registry.all_kernels()
            if kernel.metadata.kernel_class in ("RowReductionKernel", "ElementwiseKernel")]


@pytest.mark.parametrize("name", _row_and_elementwise())
def test_any_row_length_compiles_on_the_element_path(name: str) -> None:
    """Row lengths that are no whole number of vectors take the one-element tail path; the example's
    aligned length keeps the 128-bit vector path."""
    results = compile_all("sm_90a")
    kernel = registry.get_kernel(name)
    vector = kernel.metadata.design.vector_bits // (8 * itemsize(kernel.dtype))
    assert results[name]["specialization"] == [vector]
    for columns in RAGGED_COLUMNS:
        result = results[f"{name}@{columns}"]
        assert result["ok"], result["error"]
        assert result["specialization"] == [1]


@pytest.mark.parametrize(
    "name", [kernel.name for kernel in registry.all_kernels() if kernel.metadata.min_cc > ARCHS["sm_80"] and not kernel.unavailable()]
)
def test_instance_newer_than_the_arch_is_refused_before_compiling(name: str) -> None:
    result = compile_all("sm_80")[name]
    assert result["refused"] and "needs sm_" in str(result["error"]), result
