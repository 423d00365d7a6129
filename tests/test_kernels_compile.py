"""Every registered instance compiles on the CPU, for sm_90a and for sm_80, from its example arguments.

Where an instance has a golden for an arch, its golden test compiles it there (tests/test_goldens.py
captures every golden afresh, or by a capture key a full compile once recorded): this module compiles
the rest (cute-ir's own instances at sm_80), the row and elementwise instances again at rows no whole
number of vectors long, and checks the instances newer than sm_80 are refused there. The DSL reads
CUTE_DSL_ARCH once, when it is imported, so each arch compiles in its own child process (one per arch,
all its instances in it); each instance is still its own test.
"""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path
import subprocess
import sys
from functools import cache

import pytest

import cute_ir.kernels
from cute_ir import registry
from cute_ir.golden.check import GOLDEN_ARCHS, golden_archs_of
from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.store import GoldenStore
from cute_ir.releases.catalogue import installed_dsl
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
for kernel in map(registry.get_kernel, COMPILED):
    example = kernel.example_arguments()
    results[kernel.name] = compile_one(kernel, example)
    if isinstance(example, (kernels.RowReductionArguments, kernels.ElementwiseArguments)):
        for columns in RAGGED_COLUMNS:
            results[f"{kernel.name}@{columns}"] = compile_one(kernel, ragged(example, columns))
print("@@results@@" + json.dumps(results))
"""
RAGGED_COLUMNS = (1, 33, 50257)


def goldened_at(kernel: registry.Kernel, arch: str) -> bool:
    """Does a golden test compile `kernel` for `arch` (the kernel has a golden there)?"""
    return arch in golden_archs_of(kernel, GOLDEN_ARCHS)


def compiled_here(arch: str) -> list[str]:
    """The instances this module compiles for `arch`: those no golden test compiles there, the row and
    elementwise ones (their ragged rows), and every instance newer than the arch (refused before compiling)."""
    return [kernel.name for kernel in registry.all_kernels()
            if not kernel.unavailable()  # e.g. NVIDIA's operators without a CUDA driver: tests/test_cutlass_operators.py
            and (not goldened_at(kernel, arch) or kernel.metadata.kernel_class in ROW_AND_ELEMENTWISE
                 or kernel.metadata.min_cc > ARCHS[arch])]


ROW_AND_ELEMENTWISE = ("RowReductionKernel", "ElementwiseKernel")


@cache
def compile_all(arch: str) -> dict[str, dict[str, object]]:
    env = dict(os.environ, CUTE_DSL_ARCH=arch, CUTE_DSL_NO_CACHE="1", CUTE_DSL_DISABLE_FILE_CACHING="1")
    preamble = f"RAGGED_COLUMNS = {RAGGED_COLUMNS!r}\nCOMPILED = {compiled_here(arch)!r}\n"
    done = subprocess.run([sys.executable, "-c", preamble + _COMPILE_ALL], env=env, capture_output=True, text=True, timeout=900)
    marker = done.stdout.rfind("@@results@@")
    assert marker >= 0, f"compile child failed (exit {done.returncode}):\n{done.stderr[-4000:]}"
    return json.loads(done.stdout[marker + len("@@results@@"):])


def _cases() -> list[tuple[str, str]]:
    return [
        (arch, kernel.name)
        for arch, cc in ARCHS.items()
        for kernel in map(registry.get_kernel, compiled_here(arch))
        if kernel.metadata.min_cc <= cc
    ]


@pytest.mark.parametrize("arch", ARCHS)
def test_an_instance_not_compiled_here_has_a_golden_there(arch: str) -> None:
    """What this module leaves out at `arch` its golden test compiles: the golden exists, for the
    installed DSL, so the test is no skip for a missing golden."""
    version, variant = installed_dsl()
    store = GoldenStore(Path(__file__).resolve().parents[1] / "golden")
    here = set(compiled_here(arch))
    elsewhere = [kernel for kernel in registry.all_kernels()
                 if kernel.name not in here and not kernel.unavailable() and kernel.metadata.min_cc <= ARCHS[arch]]
    assert elsewhere, "every instance compiled here: the goldens cover nothing at this arch"
    missing = [kernel.name for kernel in elsewhere if not store.exists(GoldenKey(version, variant, arch, kernel.name))]
    assert not missing, missing


@pytest.mark.parametrize("arch, name", _cases())
def test_instance_compiles(arch: str, name: str) -> None:
    result = compile_all(arch)[name]
    assert result["ok"], result["error"]
    assert result["arch"] == arch


def _row_and_elementwise() -> list[str]:
    return [kernel.name for kernel in registry.all_kernels() if kernel.metadata.kernel_class in ROW_AND_ELEMENTWISE]


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
    "name", [name for name in compiled_here("sm_80") if registry.get_kernel(name).metadata.min_cc > ARCHS["sm_80"]]
)
def test_instance_newer_than_the_arch_is_refused_before_compiling(name: str) -> None:
    result = compile_all("sm_80")[name]
    assert result["refused"] and "needs sm_" in str(result["error"]), result


def _decorated_by_the_dsl(function: ast.FunctionDef) -> bool:
    return any("cute" in ast.unparse(decorator) for decorator in function.decorator_list)


def test_no_jit_function_chains_three_python_ands_or_ors() -> None:
    """The DSL's front end rewrites `a and b and c` into conditionals that each re-trace the chain before
    them (the first of n terms 2^(n-1) times; docs/results/gemm-notes.md, "Conv2d gathers"): a jit
    function joins three or more dynamic conditions with one `cutlass.and_`/`cutlass.or_`."""
    kernels_dir = Path(cute_ir.kernels.__file__).parent
    chains = [
        f"{path.name}:{node.lineno} ({len(node.values)} terms in {function.name})"
        for path in sorted(kernels_dir.glob("*.py"))
        for function in ast.walk(ast.parse(path.read_text(), str(path)))
        if isinstance(function, ast.FunctionDef) and _decorated_by_the_dsl(function)
        for node in ast.walk(function)
        if isinstance(node, ast.BoolOp) and len(node.values) >= 3
    ]
    assert not chains, chains
