"""Canonical stage names: one name per pass of any release's ``cute-to-nvvm`` pipeline.

Every pass of a real ``cute-to-nvvm`` pipeline gets one stage name, so that passes of different
releases line up although passes were renamed, added and removed between them. In pipeline order:

``input``            the IR handed to the pipeline, before the first pass (not a pass stage)
``cute-prepare``     passes before expansion: remove-static-args, tma multicast, software pipelining,
                     desugaring, div-by propagation, smem inference, loop vectorization (4.6+)
``cute-expand-ops``  ``cute-expand-ops``: CuTe algorithms expanded into CuTe primitives
``cute-simplify``    clean-up on CuTe IR before it leaves the dialect: fold-static, thread-id range
                     information, int-range optimizations, canonicalize/cse, LICM, strength reduction,
                     sync elimination, nvgpu optimization
``cute-to-core``     leaving the CuTe dialect: ``convert-cute-algo-to-arch`` (4.2), the vector/scf/type
                     conversions and arith/math expansion (4.2-4.5), ``convert-cute-to-core`` (4.6+),
                     with the clean-up that runs on their result
``llvm-prepare``     between that and the LLVM conversion: kernel outlining, target attachment (4.6+),
                     core-to-arith, legalization, flattening locations, expand-strided-metadata
``to-llvm``          the main LLVM conversion (``convert-to-llvm`` up to 4.5,
                     ``one-shot-convert-to-llvm`` from 4.6) and every pass after it that is not clean-up
                     (the convert-*-to-llvm passes, target attachment up to 4.5)
``llvm-cleanup``     the trailing canonicalize/cse/reconcile/optimize-llvm-for-backend before the binary
``to-binary``        ``gpu-module-to-binary`` (4.2) / ``cuda-to-binary`` (4.3+): NVVM, ptxas
``host``             host-side lowering after the binary: cuda-to-llvm, cuda-error-handling,
                     external-kernel-for-gpu-launch
``ptx``, ``cubin``, ``sass``   artifacts the binary stage produces (not passes)

Stages are assigned by position between landmark passes (the first ``cute-expand-ops``, the first
CuTe lowering pass, the first LLVM-preparation pass after the last CuTe lowering pass, the last LLVM
conversion before the binary, the binary pass), because generic passes such as ``canonicalize`` or
``cse`` mean different things in different places. The one exception is 4.2's
``convert-cute-algo-to-arch``, which runs right after expansion and is ``cute-to-core`` although
simplification follows it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

INPUT_STAGE = "input"
HOST_STAGE = "host"  # the passes after the binary pass: the host code, once the kernels are a cubin
PASS_STAGES: tuple[str, ...] = (
    "cute-prepare",
    "cute-expand-ops",
    "cute-simplify",
    "cute-to-core",
    "llvm-prepare",
    "to-llvm",
    "llvm-cleanup",
    "to-binary",
    HOST_STAGE,
)
ARTIFACT_STAGES: tuple[str, ...] = ("ptx", "cubin", "sass")
STAGES: tuple[str, ...] = (INPUT_STAGE, *PASS_STAGES, *ARTIFACT_STAGES)

_EXPAND = "cute-expand-ops"
_CUTE_LOWERING = frozenset(
    {
        "convert-vector-to-scf",
        "convert-cute-types-in-scf-ops",
        "arith-expand",
        "convert-math-to-funcs",
        "convert-cute-to-core",
    }
)
_LLVM_PREPARE_START = frozenset(
    {
        "gpu-launch-sink-index-computations",
        "gpu-kernel-outlining",
        "nvvm-attach-target",
        "cuda-compute-target",
        "convert-fastmath-ops",
        "strip-iket-ops",
        "flatten-locs",
        "legalize-llvm-types",
        "core-to-arith",
        "core-to-llvm-prepare",
    }
)
_LLVM_CONVERSION = frozenset({"convert-to-llvm", "one-shot-convert-to-llvm"})
_LLVM_CLEANUP = frozenset({"canonicalize", "cse", "reconcile-unrealized-casts", "optimize-llvm-for-backend"})
# The pass that turns the gpu.module into PTX and cubin: gpu-module-to-binary (4.2), cuda-to-binary (4.3+).
BINARY_PASSES = frozenset({"gpu-module-to-binary", "cuda-to-binary"})
_ALWAYS_CUTE_TO_CORE = frozenset({"convert-cute-algo-to-arch"})
# Passes renamed between releases, old argument -> newest argument: their identity.
_RENAMED = {
    "nvvm-attach-target": "cuda-compute-target",
    "gpu-module-to-binary": "cuda-to-binary",
    "loop-strength-reduction": "strength-reduction",
    "external-kernel-for-gpu-launch": "cuda-error-handling",
    "convert-to-llvm": "one-shot-convert-to-llvm",
}

# Passes that run in several places of one pipeline: recognised by name *within* their stage.
GENERIC_PASSES = frozenset(
    {
        "canonicalize",
        "cse",
        "reconcile-unrealized-casts",
        "convert-scf-to-cf",
        "loop-invariant-code-motion",
        "strength-reduction",
        "store-gpu-launch-attribute",
        "one-shot-convert-to-llvm",
        "dump-iket-cfg",
        "print-ir",
    }
)

_ANCHORED = re.compile(r"^(?:[\w.]+)\((?P<inner>.*)\)$")


def bare_pass_arg(arg: str) -> str:
    """`gpu.module/cuda-compute-target`, `gpu.module(cse)` or `canonicalize{...}` -> the pass argument."""
    arg = arg.strip()
    nested = _ANCHORED.match(arg)
    if nested:
        arg = nested.group("inner")
    arg = arg.rsplit("/", 1)[-1]
    return arg.split("{", 1)[0].strip()


def pass_identity(arg: str) -> str:
    """The name a pass goes by across releases (its newest argument), for aligning pipelines."""
    bare = bare_pass_arg(arg)
    return _RENAMED.get(bare, bare)


def assign_stages(pass_args: Sequence[str]) -> list[str]:
    """The canonical stage of every pass of a pipeline, given its ordered pass arguments."""
    args = [bare_pass_arg(a) for a in pass_args]
    count = len(args)

    def first(names: frozenset[str], start: int = 0, stop: int | None = None) -> int | None:
        stop = count if stop is None else stop
        return next((i for i in range(start, stop) if args[i] in names), None)

    expand = first(frozenset({_EXPAND}))
    binary = first(BINARY_PASSES)
    binary = count if binary is None else binary
    llvm = next((i for i in range(binary - 1, -1, -1) if args[i] in _LLVM_CONVERSION), None)
    after_expand = 0 if expand is None else expand + 1
    core = first(_CUTE_LOWERING, after_expand, llvm)
    lowered = max(
        (i for i in range(after_expand, count if llvm is None else llvm) if args[i] in _CUTE_LOWERING), default=None
    )
    prepare = first(_LLVM_PREPARE_START, after_expand if lowered is None else lowered + 1, llvm)
    cleanup = binary
    if llvm is not None:
        while cleanup - 1 > llvm and args[cleanup - 1] in _LLVM_CLEANUP:
            cleanup -= 1

    stages: list[str] = []
    for i, arg in enumerate(args):
        if arg in _ALWAYS_CUTE_TO_CORE:
            stage = "cute-to-core"
        elif expand is not None and i < expand:
            stage = "cute-prepare"
        elif i == expand:
            stage = "cute-expand-ops"
        elif i >= binary:
            stage = "to-binary" if arg in BINARY_PASSES else HOST_STAGE
        elif llvm is not None and i >= cleanup:
            stage = "llvm-cleanup"
        elif llvm is not None and i >= llvm:
            stage = "to-llvm"
        elif prepare is not None and i >= prepare:
            stage = "llvm-prepare"
        elif core is not None and i >= core:
            stage = "cute-to-core"
        else:
            stage = "cute-simplify"
        stages.append(stage)
    return stages


def alignment_key(arg: str, stage: str) -> tuple[str, str]:
    """What must agree for two passes of different releases to be "the same pass"."""
    identity = pass_identity(arg)
    return (stage, identity) if identity in GENERIC_PASSES else ("", identity)
