"""A naive FP64 GEMM: one thread per output element, the K loop in registers.

Why it exists: the simplest kernel whose IR still has a real loop, scalar loads whose strides depend
on operand major-ness, and bounds checks. It is the reference point for the tensor-core GEMMs. The
CTA is a `tile` of threads; consecutive threads walk the contiguous (N) dimension of the row-major
output, so its stores are coalesced.
"""

# No `from __future__ import annotations` here: DSL 4.3 and 4.4 read a kernel's annotations
# unresolved, so a `cutlass.Constexpr` parameter given as a string would not be compile-time.
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems import GemmArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView
from cute_ir.registry.status import Status

LAYOUTS = ("tn", "nn", "nt", "tt")  # A letter then B letter (see GemmArguments)
TILES: tuple[tuple[int, int], ...] = ((16, 16), (8, 32))
# contiguous dimension of A (M, K) and of B (K, N) for each letter
_A_LEADING = {"t": 1, "n": 0}
_B_LEADING = {"n": 0, "t": 1}


@cute.kernel
def naive_gemm_kernel(mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, tile_m: cutlass.Constexpr, tile_n: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, bidy, _ = cute.arch.block_idx()
    m = bidx * tile_m + tidx // tile_n
    n = bidy * tile_n + tidx % tile_n
    rows, cols = mC.shape
    depth = cute.size(mA, mode=[1])
    if m < rows and n < cols:
        acc = cutlass.Float64(0.0)
        for k in cutlass.range(depth):
            acc += mA[m, k] * mB[k, n]
        mC[m, n] = acc


@dataclass(frozen=True)
class NaiveGemmProgram:
    tile_m: int
    tile_n: int

    @cute.jit
    def __call__(self, mA: cute.Tensor, mB: cute.Tensor, mC: cute.Tensor, stream: Any):
        rows, cols = mC.shape
        naive_gemm_kernel(mA, mB, mC, self.tile_m, self.tile_n).launch(
            grid=[cute.ceil_div(rows, self.tile_m), cute.ceil_div(cols, self.tile_n), 1],
            block=[self.tile_m * self.tile_n, 1, 1],
            stream=stream,
        )


class NaiveGemmKernel(Kernel):
    arguments_type = GemmArguments

    def __init__(self, layout: str, tile: tuple[int, int]) -> None:
        self.layout = layout
        self.tile = tile
        super().__init__(
            KernelMetadata(
                kernel_name=f"gemm_naive_sm80_f64_{layout}_{tile[0]}x{tile[1]}",
                kernel_class=type(self).__name__,
                min_cc=80,
                operands={
                    "A": OperandMetadata("f64", 2, _A_LEADING[layout[0]]),
                    "B": OperandMetadata("f64", 2, _B_LEADING[layout[1]]),
                    "out": OperandMetadata("f64", 2, 1),
                },
                design=DesignMetadata(tile_shape=tile, threads=tile[0] * tile[1]),
                epilogue="identity",
                family="gemm_naive",
                layout=layout,
                tags={"accumulator": "f64"},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        instances = [cls(layout, tile) for layout in LAYOUTS for tile in TILES]
        return cls._keep(instances, metadata_filter, epilogue_args, cc)

    def example_arguments(self) -> GemmArguments:
        m, n, k = 200, 136, 72  # M, N not multiples of any tile extent

        def operand(letter_leading: int, shape: tuple[int, int]) -> OperandSpec:
            if letter_leading == 1:
                return OperandSpec("f64", shape, alignment=8)
            return OperandSpec.column_major("f64", shape, alignment=8)

        return GemmArguments(
            A=operand(_A_LEADING[self.layout[0]], (m, k)),
            B=operand(_B_LEADING[self.layout[1]], (k, n)),
            out=OperandSpec("f64", (m, n), alignment=8),
            accumulator_type="f64",
        )

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        assert isinstance(args, GemmArguments)
        if args.accumulator_type != "f64":
            return Status.fail(f"accumulator_type {args.accumulator_type!r}, this kernel accumulates in f64")
        (m, k), (k_b, n), (m_out, n_out) = views["A"].shape, views["B"].shape, views["out"].shape
        if k != k_b:
            return Status.fail(f"operand 'B': shape {views['B'].shape} has K={k_b}, A {views['A'].shape} has K={k}")
        if (m_out, n_out) != (m, n):
            return Status.fail(f"operand 'out': shape {views['out'].shape}, expected ({m}, {n}) from A and B")
        return Status.success()

    def jit_function(self) -> Any:
        return NaiveGemmProgram(*self.tile)

    def jit_arguments(
        self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any
    ) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], stream)
