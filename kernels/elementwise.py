"""Elementwise binary kernels (out = op(A, B)) on row-major 2-D tensors of any shape.

Why this design: an elementwise kernel is bound by memory bandwidth, so each thread moves 128-bit
vectors (8 halves or 4 floats), four rows of them per operand, and the whole warp reads 512
contiguous bytes per row. The grid is cut with `zipped_divide` into CTA tiles; tiles on the ragged
edge are predicated vector by vector. Where the contiguous extent (or a stride, or an address) is not
a whole number of vectors, the same tiles are moved one element per copy, each predicated (the tail
path; `_vectors.access_elements` chooses before compiling), so any shape runs.
"""

# No `from __future__ import annotations` here: DSL 4.3 and 4.4 read a kernel's annotations
# unresolved, so `op: cutlass.Constexpr` as a string would not mark `op` as compile-time.
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems import ElementwiseArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.dtypes import cutlass_type
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status
from ._vectors import access_elements, vector_predicate, with_aligned_strides

VECTOR_BITS = 128
THREAD_ROWS, THREAD_COLS = 8, 32  # 256 threads; a warp spans one row of the tile
VECTORS_PER_THREAD = 4  # rows of vectors each thread moves per operand: 64 bytes in flight

# op -> the expression it computes (the instance's epilogue)
OPS = {"add": "a+b", "mul": "a*b", "relu_add": "relu(a)+b"}
INSTANCES: tuple[tuple[str, str], ...] = (
    ("add", "f32"),
    ("add", "f16"),
    ("add", "bf16"),
    ("mul", "f16"),
    ("relu_add", "f32"),
    ("relu_add", "bf16"),
)


def _apply(op: str, a: cute.TensorSSA, b: cute.TensorSSA) -> cute.TensorSSA:
    """The op on register values, computed in fp32 (exact for fp32, one rounding for halves)."""
    a32 = a.to(cutlass.Float32)
    b32 = b.to(cutlass.Float32)
    if op == "add":
        return a32 + b32
    if op == "mul":
        return a32 * b32
    # relu as "negative -> 0", so a NaN in a stays NaN (torch.relu propagates it)
    return cute.where(a32 < 0.0, cute.full_like(a32, 0.0), a32) + b32


@cute.kernel
def elementwise_kernel(
    gA: cute.Tensor,
    gB: cute.Tensor,
    gOut: cute.Tensor,
    gCoord: cute.Tensor,
    shape: cute.Shape,
    tiled_copy: cute.TiledCopy,
    op: cutlass.Constexpr,
):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tile = ((None, None), bidx)
    thread = tiled_copy.get_slice(tidx)
    tAgA = thread.partition_S(gA[tile])
    tBgB = thread.partition_S(gB[tile])
    tOgOut = thread.partition_D(gOut[tile])
    tOcOut = thread.partition_D(gCoord[tile])  # ((vector, vectors), 1, 1) logical coordinates

    in_bounds = vector_predicate(tAgA, tOcOut, shape)

    rA = cute.make_fragment_like(tAgA)
    rB = cute.make_fragment_like(tBgB)
    rOut = cute.make_fragment_like(tOgOut)
    cute.copy(tiled_copy, tAgA, rA, pred=in_bounds)
    cute.copy(tiled_copy, tBgB, rB, pred=in_bounds)
    rOut.store(_apply(op, rA.load(), rB.load()).to(gOut.element_type))
    cute.copy(tiled_copy, rOut, tOgOut, pred=in_bounds)


@dataclass(frozen=True)
class ElementwiseProgram:
    """The host side: tiles the tensors and launches one CTA per tile."""

    op: str
    access: int = 1  # elements per copy: a 128-bit vector's worth on the fast path, 1 on the tail path

    @cute.jit
    def __call__(self, mA: cute.Tensor, mB: cute.Tensor, mOut: cute.Tensor, stream: Any):
        access = self.access
        vector = VECTOR_BITS // mA.element_type.width
        mA = with_aligned_strides(mA, access)
        mB = with_aligned_strides(mB, access)
        mOut = with_aligned_strides(mOut, access)
        threads = cute.make_ordered_layout((THREAD_ROWS, THREAD_COLS), order=(1, 0))
        values = cute.make_ordered_layout((VECTORS_PER_THREAD, access), order=(1, 0))
        bits = access * mA.element_type.width
        atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), mA.element_type, num_bits_per_copy=bits)
        copy_tiler, thread_values = cute.make_layout_tv(threads, values)
        tiled_copy = cute.make_tiled_copy(atom, thread_values, copy_tiler)
        # one CTA tile whatever the access: the tail path's copy steps `vector` times across it
        tiler = copy_tiler if access == vector else (THREAD_ROWS * VECTORS_PER_THREAD, THREAD_COLS * vector)
        gA = cute.zipped_divide(mA, tiler)
        gB = cute.zipped_divide(mB, tiler)
        gOut = cute.zipped_divide(mOut, tiler)
        gCoord = cute.zipped_divide(cute.make_identity_tensor(mOut.shape), tiler=tiler)
        elementwise_kernel(gA, gB, gOut, gCoord, mOut.shape, tiled_copy, self.op).launch(
            grid=[cute.size(gOut, mode=[1]), 1, 1],
            block=[cute.size(thread_values, mode=[0]), 1, 1],
            stream=stream,
        )


class ElementwiseKernel(Kernel):
    arguments_type = ElementwiseArguments

    def __init__(self, op: str, dtype: str) -> None:
        self.op = op
        self.dtype = dtype
        vector = VECTOR_BITS // cutlass_type(dtype).width
        operand = OperandMetadata(dtype=dtype, rank=2, leading_dim=1)  # any shape: see `specialization`
        super().__init__(
            KernelMetadata(
                kernel_name=f"elementwise_{op}_sm80_{dtype}_v{VECTOR_BITS}",
                kernel_class=type(self).__name__,
                min_cc=80,
                operands={"A": operand, "B": operand, "out": operand},
                design=DesignMetadata(
                    tile_shape=(THREAD_ROWS * VECTORS_PER_THREAD, THREAD_COLS * vector),
                    threads=THREAD_ROWS * THREAD_COLS,
                    vector_bits=VECTOR_BITS,
                ),
                epilogue=OPS[op],
                family=f"elementwise_{op}",
                tags={"op": op},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        return cls._keep([cls(op, dtype) for op, dtype in INSTANCES], metadata_filter, epilogue_args, cc)

    def example_arguments(self) -> ElementwiseArguments:
        shape = (1000, 1048)  # neither a multiple of the 32-row nor of the 128/256-column tile
        return ElementwiseArguments(
            A=OperandSpec(self.dtype, shape), B=OperandSpec(self.dtype, shape), out=OperandSpec(self.dtype, shape)
        )

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        shapes = {name: view.shape for name, view in views.items()}
        if len(set(shapes.values())) != 1:
            return Status.fail(f"operands must have one shape, got {', '.join(f'{n}={s}' for n, s in shapes.items())}")
        return Status.success()

    def specialization(self, args: RuntimeArguments) -> tuple[int, ...]:
        """(elements per access,): one 128-bit vector when every operand allows it, else 1 (tail path)."""
        vector = VECTOR_BITS // cutlass_type(self.dtype).width
        views = [(describe(operand, name), 1) for name, operand in args.operands().items()]
        return (access_elements(views, vector),)

    def jit_function(self) -> Any:
        """The fast path's program (every operand read in 128-bit vectors)."""
        return ElementwiseProgram(self.op, VECTOR_BITS // cutlass_type(self.dtype).width)

    def jit_function_for(self, args: RuntimeArguments) -> Any:
        (access,) = self.specialization(args)
        return ElementwiseProgram(self.op, access)

    def jit_arguments(
        self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any
    ) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], stream)
