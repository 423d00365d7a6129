"""cute-ir's own CuTe DSL kernel families: one kernel provider among others.

The core finds them through our entry point (`cute_ir.kernels` group: `cute_ir =
"cute_ir.kernels:PROVIDER"`), exactly as it finds a third-party package's kernels. Each family module
is imported only when one of its instances is used (`lazy=True`: looking up or listing instances
reads an index of their metadata, cute_ir/registry/provider_index.py), so importing this package, or
looking a kernel up, imports neither torch nor the DSL.

    from cute_ir.registry import get_kernel
    kernel = get_kernel("elementwise_add_sm80_f32_v128")
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from cute_ir.problems import (
    Conv2dArguments,
    ElementwiseArguments,
    EpilogueArguments,
    GemmArguments,
    GroupedGemmArguments,
    RowReductionArguments,
)
from cute_ir.registry import Kernel, KernelProvider


def _family(module: str, cls: str) -> Callable[[], type[Kernel]]:
    def load() -> type[Kernel]:
        return getattr(importlib.import_module(f"cute_ir.kernels.{module}"), cls)

    return load


PROVIDER = KernelProvider(
    name="cute_ir",
    families={
        "ElementwiseKernel": _family("elementwise", "ElementwiseKernel"),
        "NaiveGemmKernel": _family("gemm_naive", "NaiveGemmKernel"),
        "RowReductionKernel": _family("row_reduction", "RowReductionKernel"),
        "Sm80GemmKernel": _family("gemm_sm80", "Sm80GemmKernel"),
        "Sm90GemmKernel": _family("gemm_sm90", "Sm90GemmKernel"),
        "Sm90FusedGemmKernel": _family("gemm_sm90", "Sm90FusedGemmKernel"),
        "Sm80SplitKGemmKernel": _family("gemm_splitk", "Sm80SplitKGemmKernel"),
        "Sm80SerialSplitKGemmKernel": _family("gemm_splitk", "Sm80SerialSplitKGemmKernel"),
        "Sm80Conv2dFpropKernel": _family("conv2d", "Sm80Conv2dFpropKernel"),
        "Sm90GroupedGemmKernel": _family("gemm_grouped", "Sm90GroupedGemmKernel"),
        "Sm80Conv2dDgradKernel": _family("conv2d_grad", "Sm80Conv2dDgradKernel"),
        "Sm80Conv2dWgradKernel": _family("conv2d_grad", "Sm80Conv2dWgradKernel"),
        "Sm80Conv2dStridedDgradKernel": _family("conv2d_grad", "Sm80Conv2dStridedDgradKernel"),
        "Sm90Conv2dFpropKernel": _family("conv2d_sm90", "Sm90Conv2dFpropKernel"),
        "Sm90Conv2dDgradKernel": _family("conv2d_sm90", "Sm90Conv2dDgradKernel"),
        "Sm90Conv2dFpropWarpSpecializedKernel": _family("conv2d_sm90", "Sm90Conv2dFpropWarpSpecializedKernel"),
        "Sm90Conv2dWgradKernel": _family("conv2d_sm90", "Sm90Conv2dWgradKernel"),
        "Sm90ShiftedConv2dFpropKernel": _family("conv2d_tma_sm90", "Sm90ShiftedConv2dFpropKernel"),
        "Sm90StridedShiftedConv2dFpropKernel": _family("conv2d_tma_sm90", "Sm90StridedShiftedConv2dFpropKernel"),
    },
    lazy=True,
)

__all__ = [
    "PROVIDER", "Conv2dArguments", "ElementwiseArguments", "EpilogueArguments", "GemmArguments", "GroupedGemmArguments",
    "RowReductionArguments",
]
