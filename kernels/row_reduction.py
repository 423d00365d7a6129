"""Row reductions over the last dimension: softmax and RMSNorm, fp32 accumulation, any row length.

Why this design: both are bandwidth bound, so one CTA owns one row and streams it in 128-bit vectors,
a few per thread per chunk (enough bytes in flight to cover memory latency; `INSTANCES` says how
many). A row is read twice: once to reduce, once to write the result; the second read is served from
L1/L2 because the same CTA has just read the row. The per-thread partials are combined with warp shuffles, then
across warps through a few words of shared memory. A row whose length (or stride, or address) is not
a whole number of vectors takes the tail path: the same chunks moved one element per copy, each
predicated (`_vectors.access_elements` chooses before compiling).

Softmax keeps a running (max, sum) pair (online softmax) so the reduction is one pass. The maximum is
kept in the input's own units and subtracted *before* scaling by log2(e): scaling first rounds
x*log2(e) to fp32 (an error of up to half an ulp of |x|*1.44, i.e. a factor 2^0.06 at |x| = 1e6) and
lets the compiler fuse x*log2(e) - max into one FMA whose exact product no longer matches the rounded
maximum (all zeros or inf at |x| = 1e10). See docs/results/softmax-ir.md. Its per-element exponentials are
`ex2.approx.ftz`: the plain form wraps each MUFU.EX2 in a range check and two multiplies to keep
subnormal results, which a probability below 2^-126 does not need (flushed to 0, as torch's fast
paths do): softmax bf16 went from 1.39 to 1.61 of torch's speed on the H100 (1.96 -> 2.18 with the
chunk of `INSTANCES`); f32 and f16 did not move (memory bound).

RMSNorm sums x^2 in fp32; where that overflows (|x| above ~1.8e19, in f32 and bf16 rows) it reads the
row again for max |x| and sums (x/max)^2 instead, so the common row pays nothing for the rare one. It
stores each row's 1/rms in the workspace (M fp32 values), where a backward pass would read it.
"""

# No `from __future__ import annotations` here: DSL 4.3 and 4.4 read a kernel's annotations
# unresolved, so a `cutlass.Constexpr` parameter given as a string would not be compile-time.
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.registry.dsl_compat import occupancy_launch_hint, register_tensor
from cute_ir.problems import RowReductionArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.dtypes import cutlass_type
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status
from ._vectors import access_elements, with_aligned_strides

VECTOR_BITS = 128
WARP = 32
LOG2_E = math.log2(math.e)
LOWEST_F32 = -3.4028234663852886e38  # finite start for the running max: exp2(-inf - max) stays 0

# (op, dtype, threads, 128-bit vectors per thread per chunk, CTAs per SM the registers must allow; 0 =
# no cap). Softmax bf16 moves 2 vectors per thread, so that a 4096-column row is one chunk with every
# thread busy (with 4, half of them idled there): 1.39 -> 1.96 of torch's speed on the H100. RMSNorm
# bf16 keeps 4 (with 2 it ran 3% slower) and asks for 6 CTAs per SM: the branch of its overflow rescue
# made ptxas take 47 registers instead of 39 (5 CTAs of 256 threads, 1% less bandwidth); capped at 40,
# no spills, it runs as fast as without the rescue. The same cap slowed RMSNorm f16 by 4% (45 -> 40
# registers), so it is per instance (docs/results/gpu-results.md).
INSTANCES: tuple[tuple[str, str, int, int, int], ...] = (
    ("softmax", "f32", 128, 4, 0),
    ("softmax", "f16", 128, 4, 0),
    ("softmax", "bf16", 256, 2, 0),
    ("rmsnorm", "f32", 128, 4, 0),
    ("rmsnorm", "f16", 128, 4, 0),
    ("rmsnorm", "bf16", 256, 4, 6),
)
EPILOGUES = {"softmax": "exp(x-max)/sum", "rmsnorm": "x*rsqrt(mean(x^2)+eps)*w"}


def _row_copy(dtype: type[cutlass.Numeric], threads: int, access: int) -> cute.TiledCopy:
    """A (1, threads * access) tiled copy: each thread moves `access` contiguous elements per copy step
    (one 128-bit vector on the fast path, one element on the tail path, where a warp still reads 32
    consecutive elements per step)."""
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), dtype, num_bits_per_copy=access * dtype.width)
    thread_layout = cute.make_ordered_layout((1, threads), order=(1, 0))
    value_layout = cute.make_ordered_layout((1, access), order=(1, 0))
    tiler, thread_values = cute.make_layout_tv(thread_layout, value_layout)
    return cute.make_tiled_copy(atom, thread_values, tiler)


def _chunk(dtype: type[cutlass.Numeric], threads: int, vectors: int) -> tuple[int, int]:
    return (1, threads * vectors * (VECTOR_BITS // dtype.width))


def _warp_sum(value: cutlass.Float32) -> cutlass.Float32:
    for offset in (16, 8, 4, 2, 1):
        value = value + cute.arch.shuffle_sync_bfly(value, offset=offset)
    return value


def _merge_max_sum(
    top: cutlass.Float32, total: cutlass.Float32, other_top: cutlass.Float32, other_total: cutlass.Float32
) -> tuple[cutlass.Float32, cutlass.Float32]:
    """Combine two (max, sum of exp(x - max)) pairs into one; maxima in the input's units."""
    new_top = cutlass.max(top, other_top)
    merged = total * cute.math.exp2((top - new_top) * LOG2_E) + other_total * cute.math.exp2(
        (other_top - new_top) * LOG2_E
    )
    return new_top, merged


def _warp_max_sum(top: cutlass.Float32, total: cutlass.Float32) -> tuple[cutlass.Float32, cutlass.Float32]:
    for offset in (16, 8, 4, 2, 1):
        other_top = cute.arch.shuffle_sync_bfly(top, offset=offset)
        other_total = cute.arch.shuffle_sync_bfly(total, offset=offset)
        top, total = _merge_max_sum(top, total, other_top, other_total)
    return top, total


def _column_predicate(tXgX: cute.Tensor, first_column: Any, step: int, columns: Any) -> cute.Tensor:
    """One flag per copy of this thread's `((atom, 1), 1, copies)` slice of a row chunk: does the copy
    start inside the row? Copy n starts at column `first_column + n * step`; a copy is one element
    (tail path) or a whole vector of a row that is a whole number of vectors (fast path), so its
    first element decides. Computed from the thread's position, not an identity tensor: in the tail
    path's PTX (DSL 4.8.1) the second pass compared the partitioned identity coordinates without the
    chunk offset, i.e. as if every chunk were the first. Traced, not preprocessed: unrolled."""
    copies = cute.size(tXgX, mode=[2])
    flags = register_tensor(cute.make_layout((1, 1, copies)), cutlass.Boolean)
    for n in range(copies):
        flags[0, 0, n] = first_column + n * step < columns
    return flags


def _load_row_chunk(
    tiled_copy: cute.TiledCopy, thread: Any, gX: cute.Tensor, row: Any, chunk: Any, first_column: Any, step: int,
    columns: Any, outside: float,
) -> Any:
    """This thread's part of one row chunk as fp32, `outside` where the chunk runs past the row (the
    value that leaves the reduction unchanged: -inf for a maximum, 0 for a sum)."""
    tXgX = thread.partition_S(gX[((None, None), (row, chunk))])
    in_bounds = _column_predicate(tXgX, first_column, step, columns)
    rX = cute.make_fragment_like(tXgX)
    rX.fill(outside)
    cute.copy(tiled_copy, tXgX, rX, pred=in_bounds)
    return rX.load().to(cutlass.Float32)


def _row_walk(gX: cute.Tensor, shape: Any, tiled_copy: cute.TiledCopy, warps: int, access: int) -> tuple[Any, ...]:
    """Where this thread walks its CTA's row (both kernels' first lines): (tidx, row, lane, warp, its
    slice of the copy, chunks, columns per chunk, the row's columns, the columns between its copies)."""
    tidx, _, _ = cute.arch.thread_idx()
    row, _, _ = cute.arch.block_idx()
    lane = tidx % WARP
    warp = tidx // WARP
    thread = tiled_copy.get_slice(tidx)
    chunks = cute.size(gX, mode=[1, 1])
    chunk_columns = cute.size(gX, mode=[0])
    columns = cute.size(shape, mode=[1])
    step = warps * WARP * access
    return tidx, row, lane, warp, thread, chunks, chunk_columns, columns, step


@cute.kernel
def softmax_kernel(
    gX: cute.Tensor, gY: cute.Tensor, shape: cute.Shape, tiled_copy: cute.TiledCopy, warps: cutlass.Constexpr, access: cutlass.Constexpr
):
    tidx, row, lane, warp, thread, chunks, chunk_columns, columns, step = _row_walk(gX, shape, tiled_copy, warps, access)

    top = cutlass.Float32(LOWEST_F32)
    total = cutlass.Float32(0.0)
    for chunk in cutlass.range(chunks):
        first_column = chunk * chunk_columns + tidx * access
        x = _load_row_chunk(tiled_copy, thread, gX, row, chunk, first_column, step, columns, -math.inf)
        new_top = cutlass.max(top, x.reduce(cute.ReductionOp.MAX, LOWEST_F32, 0))
        # subtract the maximum first, then scale: x - max is exact near the maximum
        exponentials = cute.math.exp2((x - new_top) * LOG2_E, fastmath=True)  # ex2.approx.ftz
        chunk_total = exponentials.reduce(cute.ReductionOp.ADD, 0.0, 0)
        total = total * cute.math.exp2((top - new_top) * LOG2_E) + chunk_total
        top = new_top

    top, total = _warp_max_sum(top, total)
    smem = cutlass.utils.SmemAllocator()
    warp_tops = smem.allocate_tensor(cutlass.Float32, cute.make_layout(warps), byte_alignment=16)
    warp_totals = smem.allocate_tensor(cutlass.Float32, cute.make_layout(warps), byte_alignment=16)
    if lane == 0:
        warp_tops[warp] = top
        warp_totals[warp] = total
    cute.arch.sync_threads()
    top = warp_tops[0]
    total = warp_totals[0]
    for other in cutlass.range_constexpr(1, warps):
        top, total = _merge_max_sum(top, total, warp_tops[other], warp_totals[other])
    # dividing by the sum is subtracting log2(sum) in the exponent: one FFMA per element with the
    # exact difference x - top (an all -inf row has sum 0: -inf + inf = NaN there, as torch.softmax gives)
    log2_total = cute.math.log2(total)

    for chunk in cutlass.range(chunks):
        tile = ((None, None), (row, chunk))
        tXgX = thread.partition_S(gX[tile])
        tYgY = thread.partition_D(gY[tile])
        in_bounds = _column_predicate(tXgX, chunk * chunk_columns + tidx * access, step, columns)
        rX = cute.make_fragment_like(tXgX)
        rX.fill(0.0)
        cute.copy(tiled_copy, tXgX, rX, pred=in_bounds)
        exponents = (rX.load().to(cutlass.Float32) - top) * LOG2_E - log2_total
        probabilities = cute.math.exp2(exponents, fastmath=True)
        rY = cute.make_fragment_like(tYgY)
        rY.store(probabilities.to(gY.element_type))
        cute.copy(tiled_copy, rY, tYgY, pred=in_bounds)


@cute.kernel
def rmsnorm_kernel(
    gX: cute.Tensor,
    gW: cute.Tensor,
    gY: cute.Tensor,
    mRstd: cute.Tensor,
    shape: cute.Shape,
    epsilon: cutlass.Float32,
    tiled_copy: cute.TiledCopy,
    warps: cutlass.Constexpr,
    access: cutlass.Constexpr,
):
    tidx, row, lane, warp, thread, chunks, chunk_columns, columns, step = _row_walk(gX, shape, tiled_copy, warps, access)

    squares = cutlass.Float32(0.0)
    for chunk in cutlass.range(chunks):
        first_column = chunk * chunk_columns + tidx * access
        x = _load_row_chunk(tiled_copy, thread, gX, row, chunk, first_column, step, columns, 0.0)
        squares += (x * x).reduce(cute.ReductionOp.ADD, 0.0, 0)

    squares = _warp_sum(squares)
    smem = cutlass.utils.SmemAllocator()
    warp_words = smem.allocate_tensor(cutlass.Float32, cute.make_layout(warps), byte_alignment=16)
    if lane == 0:
        warp_words[warp] = squares
    cute.arch.sync_threads()
    squares = warp_words[0]
    for other in cutlass.range_constexpr(1, warps):
        squares += warp_words[other]
    rstd = cute.math.rsqrt(squares / cutlass.Float32(columns) + epsilon)

    if squares == math.inf:
        # x^2 overflowed fp32 (|x| above ~1.8e19: f32 and bf16 hold up to 3.4e38). Rare, so the rescue
        # reads the row twice more instead of slowing every row: max |x|, then the sum of (x / max)^2;
        # 1/rms = (1/max) / sqrt(mean((x/max)^2) + eps/max^2). The block agrees on taking it (the
        # sum came from shared memory), so its barriers are safe.
        top = cutlass.Float32(0.0)
        for chunk in cutlass.range(chunks):
            first_column = chunk * chunk_columns + tidx * access
            x = _load_row_chunk(tiled_copy, thread, gX, row, chunk, first_column, step, columns, 0.0)
            top = cutlass.max(top, cute.where(x < 0.0, -x, x).reduce(cute.ReductionOp.MAX, 0.0, 0))
        for offset in (16, 8, 4, 2, 1):
            top = cutlass.max(top, cute.arch.shuffle_sync_bfly(top, offset=offset))
        cute.arch.sync_threads()
        if lane == 0:
            warp_words[warp] = top
        cute.arch.sync_threads()
        top = warp_words[0]
        for other in cutlass.range_constexpr(1, warps):
            top = cutlass.max(top, warp_words[other])
        inverse = 1.0 / top
        scaled_squares = cutlass.Float32(0.0)
        for chunk in cutlass.range(chunks):
            first_column = chunk * chunk_columns + tidx * access
            scaled = _load_row_chunk(tiled_copy, thread, gX, row, chunk, first_column, step, columns, 0.0) * inverse
            scaled_squares += (scaled * scaled).reduce(cute.ReductionOp.ADD, 0.0, 0)
        scaled_squares = _warp_sum(scaled_squares)
        cute.arch.sync_threads()
        if lane == 0:
            warp_words[warp] = scaled_squares
        cute.arch.sync_threads()
        scaled_squares = warp_words[0]
        for other in cutlass.range_constexpr(1, warps):
            scaled_squares += warp_words[other]
        mean = scaled_squares / cutlass.Float32(columns)
        rstd = inverse * cute.math.rsqrt(mean + epsilon * inverse * inverse)
    if tidx == 0:
        mRstd[row] = rstd

    for chunk in cutlass.range(chunks):
        tile = ((None, None), (row, chunk))
        tXgX = thread.partition_S(gX[tile])
        tWgW = thread.partition_S(gW[tile])
        tYgY = thread.partition_D(gY[tile])
        in_bounds = _column_predicate(tXgX, chunk * chunk_columns + tidx * access, step, columns)
        rX = cute.make_fragment_like(tXgX)
        rW = cute.make_fragment_like(tWgW)
        rX.fill(0.0)
        rW.fill(0.0)
        cute.copy(tiled_copy, tXgX, rX, pred=in_bounds)
        cute.copy(tiled_copy, tWgW, rW, pred=in_bounds)
        normed = rX.load().to(cutlass.Float32) * rstd * rW.load().to(cutlass.Float32)
        rY = cute.make_fragment_like(tYgY)
        rY.store(normed.to(gY.element_type))
        cute.copy(tiled_copy, rY, tYgY, pred=in_bounds)


@dataclass(frozen=True)
class SoftmaxProgram:
    threads: int
    access: int = 1  # elements per copy: a 128-bit vector's worth on the fast path, 1 on the tail path
    vectors: int = 4  # 128-bit vectors' worth of elements each thread moves per chunk

    @cute.jit
    def __call__(self, mX: cute.Tensor, mY: cute.Tensor, stream: Any):
        access = self.access
        chunk = _chunk(mX.element_type, self.threads, self.vectors)
        mX = with_aligned_strides(mX, access)
        mY = with_aligned_strides(mY, access)
        gX = cute.zipped_divide(mX, chunk)
        gY = cute.zipped_divide(mY, chunk)
        warps = self.threads // WARP
        softmax_kernel(gX, gY, mX.shape, _row_copy(mX.element_type, self.threads, access), warps, access).launch(
            grid=[cute.size(mX, mode=[0]), 1, 1], block=[self.threads, 1, 1], smem=2 * 4 * warps + 64, stream=stream
        )


@dataclass(frozen=True)
class RMSNormProgram:
    threads: int
    access: int = 1  # elements per copy, as in SoftmaxProgram
    vectors: int = 4  # as in SoftmaxProgram
    min_ctas_per_sm: int = 0  # a register cap for that many CTAs per SM (0: none)

    @cute.jit
    def __call__(
        self,
        mX: cute.Tensor,
        mW: cute.Tensor,
        mY: cute.Tensor,
        mRstd: cute.Tensor,
        epsilon: cutlass.Float32,
        stream: Any,
    ):
        access = self.access
        chunk = _chunk(mX.element_type, self.threads, self.vectors)
        mX = with_aligned_strides(mX, access)
        mY = with_aligned_strides(mY, access)
        # The weight row, seen as a matrix whose rows all alias it, tiles exactly like X.
        mW_rows = cute.make_tensor(mW.iterator, cute.make_layout(mX.shape, stride=(0, 1)))
        gX = cute.zipped_divide(mX, chunk)
        gW = cute.zipped_divide(mW_rows, chunk)
        gY = cute.zipped_divide(mY, chunk)
        warps = self.threads // WARP
        tiled_copy = _row_copy(mX.element_type, self.threads, access)
        rmsnorm_kernel(gX, gW, gY, mRstd, mX.shape, epsilon, tiled_copy, warps, access).launch(
            grid=[cute.size(mX, mode=[0]), 1, 1],
            block=[self.threads, 1, 1],
            smem=4 * warps + 64,
            stream=stream,
            **occupancy_launch_hint(self.min_ctas_per_sm),
        )


class RowReductionKernel(Kernel):
    arguments_type = RowReductionArguments

    def __init__(self, op: str, dtype: str, threads: int, vectors: int, min_ctas_per_sm: int) -> None:
        self.op = op
        self.dtype = dtype
        self.threads = threads
        self.vectors = vectors
        self.min_ctas_per_sm = min_ctas_per_sm
        vector = VECTOR_BITS // cutlass_type(dtype).width
        matrix = OperandMetadata(dtype, 2, leading_dim=1)  # any row length: see `specialization`
        operands = {"input": matrix, "out": matrix}
        if op == "rmsnorm":
            operands["weight"] = OperandMetadata(dtype, 1, leading_dim=0)
        super().__init__(
            KernelMetadata(
                kernel_name=f"{op}_sm80_{dtype}_t{threads}",
                kernel_class=type(self).__name__,
                min_cc=80,
                operands=operands,
                design=DesignMetadata(
                    tile_shape=(1, threads * vectors * vector), threads=threads, vector_bits=VECTOR_BITS
                ),
                epilogue=EPILOGUES[op],
                family=op,
                tags={"op": op, "accumulator": "f32"},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        instances = [cls(*instance) for instance in INSTANCES]
        return cls._keep(instances, metadata_filter, epilogue_args, cc)

    def example_arguments(self) -> RowReductionArguments:
        shape = (96, 5000)  # more than one chunk per row, the last one partial
        weight = OperandSpec(self.dtype, (shape[1],)) if self.op == "rmsnorm" else None
        return RowReductionArguments(OperandSpec(self.dtype, shape), OperandSpec(self.dtype, shape), weight)

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        if views["out"].shape != views["input"].shape:
            return Status.fail(f"operand 'out': shape {views['out'].shape}, input has {views['input'].shape}")
        if self.op == "softmax" and "weight" in views:
            return Status.fail("operand 'weight': softmax takes no weight")
        if self.op == "rmsnorm" and views["weight"].shape != views["input"].shape[1:]:
            return Status.fail(
                f"operand 'weight': shape {views['weight'].shape}, expected ({views['input'].shape[1]},) "
                "= the last dimension of input"
            )
        return Status.success()

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        spec = self.workspace_spec(args)
        return 0 if spec is None else 4 * spec.shape[0]

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """RMSNorm: one fp32 1/rms per row."""
        if self.op != "rmsnorm":
            return None
        assert isinstance(args, RowReductionArguments)
        rows = describe(args.input, "input").shape[0]
        return OperandSpec("f32", (rows,), alignment=16)

    def specialization(self, args: RuntimeArguments) -> tuple[int, ...]:
        """(elements per access,): one 128-bit vector when every operand allows it, else 1 (tail path)."""
        vector = VECTOR_BITS // cutlass_type(self.dtype).width
        views = [(describe(operand, name), self.metadata.operands[name].leading_dim) for name, operand in args.operands().items()]
        return (access_elements(views, vector),)

    def jit_function(self) -> Any:
        """The fast path's program (every operand read in 128-bit vectors)."""
        vector = VECTOR_BITS // cutlass_type(self.dtype).width
        return self._program(vector)

    def jit_function_for(self, args: RuntimeArguments) -> Any:
        (access,) = self.specialization(args)
        return self._program(access)

    def _program(self, access: int) -> Any:
        if self.op == "softmax":
            return SoftmaxProgram(self.threads, access, self.vectors)
        return RMSNormProgram(self.threads, access, self.vectors, self.min_ctas_per_sm)

    def jit_arguments(
        self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any
    ) -> Sequence[Any]:
        assert isinstance(args, RowReductionArguments)
        if self.op == "softmax":
            return (tensors["input"], tensors["out"], stream)
        return (tensors["input"], tensors["weight"], tensors["out"], workspace, cutlass.Float32(args.epsilon), stream)
