"""The instances the per-instance run tests check: every registered one but NVIDIA's catalogue.

Why not the catalogue: its golden set is hundreds of operators (355 of them GEMM problems `cute-ir run`
checks, 56 for the H100 alone), and each would compile and run every distribution and boundary shape;
tests/test_gpu_operators.py runs a stratified sample of it (one operator per class x A/B dtype x out
dtype x accumulator) and tests/test_cutlass_operators.py checks on the CPU that every sm_90a operator
is a problem `cute-ir run` fills and checks.
"""

from __future__ import annotations

from cute_ir import registry
from cute_ir.problems import Problem
from cute_ir.providers.cutlass_operators import FAMILY as OPERATORS


def checked_instances() -> list[str]:
    """Names of the registered instances whose arguments are a problem, NVIDIA's operators left out."""
    return [kernel.name for kernel in registry.all_kernels()
            if kernel.metadata.family != OPERATORS and isinstance(kernel.example_arguments(), Problem)]
