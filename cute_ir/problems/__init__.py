"""What a kernel computes, one module per problem: its arguments class (the CUTLASS API's shape), and
what checking it needs — how a --shape sizes it, value distributions, boundary shapes, the torch
reference and tolerance, torch's own kernel for speed, the work done (`base.Problem`).

Providers (ours in cute_ir.kernels, NVIDIA's operators, a user's) take these classes as their kernels'
arguments; the GPU runner asks the problem and names no family.
"""

from cute_ir.problems.base import Problem, Work
from cute_ir.problems.conv2d import Conv2dArguments
from cute_ir.problems.elementwise import ElementwiseArguments
from cute_ir.problems.epilogue import EpilogueArguments
from cute_ir.problems.gemm import GemmArguments
from cute_ir.problems.grouped_gemm import GroupedGemmArguments
from cute_ir.problems.row_reduction import RowReductionArguments

__all__ = [
    "Conv2dArguments", "ElementwiseArguments", "EpilogueArguments", "GemmArguments", "GroupedGemmArguments", "Problem",
    "RowReductionArguments", "Work",
]
