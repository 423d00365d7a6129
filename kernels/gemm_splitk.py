"""Parallel split-K GEMM: K cut into `splits` slices, one fp32 partial product per slice, then a
separate reduction kernel that sums the partials and rounds to out's dtype.

Why: at K >> M·N a GEMM has too few output tiles to fill the GPU (M = N = 512 is 16 tiles of
128x128 for 132 SMs); cutting K gives every SM work. The partial products are the SM80 tensor-op
GEMM (kernels/gemm_sm80.py) run unchanged as a batched GEMM over strided views, slice s of A
(1, M, K) being A[:, :, s·Ks:(s+1)·Ks] (no copy), writing slice s of an fp32 workspace
(splits, M, N); the reduction is one thread per output element. Both launch from one jit function,
so one compiled artifact holds both kernels.

Takes: what gemm_sm80 takes, with a batch extent of 1 and K a multiple of 8·splits (each slice's
start stays 16-byte aligned); the workspace is splits·M·N fp32 values (`get_workspace_size`).

Serial split-K (`Sm80SerialSplitKGemm`) cuts K the same way but needs no second kernel: the CTAs of one
output tile, one per slice, add their partial products in slice order through one fp32 tile of the
workspace, guarded by a per-tile flag in global memory. CTA s waits until the flag reads s (thread 0,
acquire loads), adds the partial sum the CTA before it left, and (s < splits - 1) writes the new sum
and sets the flag to s + 1 (fence, then a release store); the last CTA applies the epilogue (the
plain conversion or a fused tree) and stores out, then puts the flag back to 0 so the next launch
finds it as the first did. Why: the sum ((p0 + p1) + p2) + ... has one order whatever the schedule,
so the output is bit-identical run to run, and equal to parallel split-K's with the same slices (its
reduction adds in that order too). Slices are grid z, so every CTA of slice s - 1 is dispatched
before any of slice s and a waiting CTA never blocks the one it waits for (CUTLASS's serial split-K
relies on the same order). The workspace is the tiles' fp32 sums, whole tiles (no bounds checks),
then one int32 flag per tile, all zero before the first launch.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems import GemmArguments
from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status
from ._gemm_operands import (
    EXAMPLE_SHAPE_LMNK,
    VECTOR_ELEMENTS,
    check_gemm_shapes,
    epilogue_sources_in_cute_order,
)
from .gemm_sm80 import Sm80GemmConfig, Sm80GemmKernel, Sm80TensorOpGemm
from .gemm_sm80_epilogue import Sm80FusedTensorOpGemm

REDUCTION_THREADS = 256


def split_view(tensor: cute.Tensor, k_mode: int, splits: int) -> cute.Tensor:
    """A (1, rows, cols) tensor seen as `splits` batches of its K mode cut in equal slices (no copy)."""
    shape, stride = tensor.layout.shape, tensor.layout.stride
    slice_k = shape[k_mode] // splits
    new_shape = [splits, shape[1], shape[2]]
    new_stride = [slice_k * stride[k_mode], stride[1], stride[2]]
    new_shape[k_mode] = slice_k
    return cute.make_tensor(tensor.iterator, cute.make_layout(tuple(new_shape), stride=tuple(new_stride)))


def broadcast_batches(tensor: cute.Tensor, batches: int) -> cute.Tensor:
    """A (1, rows, cols) tensor seen as `batches` batches that are all it (batch stride 0, no copy)."""
    shape, stride = tensor.layout.shape, tensor.layout.stride
    return cute.make_tensor(
        tensor.iterator, cute.make_layout((batches, shape[1], shape[2]), stride=(0, stride[1], stride[2]))
    )


class Sm80SplitKGemm(Sm80TensorOpGemm):
    """The SM80 GEMM over K slices into an fp32 workspace, then the reduction into out."""

    def __init__(self, config: Sm80GemmConfig, splits: int) -> None:
        super().__init__(config)
        self.splits = splits

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, workspace: cute.Tensor, stream: Any):
        """a (1, M, K), b (1, K, N), out (1, M, N), workspace (splits, M, N) fp32."""
        Sm80TensorOpGemm.__call__(self, split_view(a, 2, self.splits), split_view(b, 1, self.splits), workspace, stream)
        elements = cute.size(out)
        self.reduce_splits(workspace, out).launch(
            grid=[cute.ceil_div(elements, REDUCTION_THREADS), 1, 1], block=[REDUCTION_THREADS, 1, 1], stream=stream
        )

    @cute.kernel
    def reduce_splits(self, workspace: cute.Tensor, out: cute.Tensor):
        """out[0, m, n] = sum over s of workspace[s, m, n], one thread per element, in split order."""
        tidx, _, _ = cute.arch.thread_idx()
        bidx, _, _ = cute.arch.block_idx()
        element = bidx * REDUCTION_THREADS + tidx
        columns = out.shape[2]
        if element < cute.size(out):
            m = element // columns
            n = element - m * columns
            total = cutlass.Float32(0.0)
            for split in cutlass.range_constexpr(self.splits):
                total = total + workspace[split, m, n]
            out[0, m, n] = total.to(out.element_type)


class Sm80SerialSplitKGemm(Sm80FusedTensorOpGemm):
    """The SM80 GEMM over K slices (grid z), summed in slice order in the epilogue (see the module doc)."""

    def __init__(self, config: Sm80GemmConfig, splits: int, epilogue: Epilogue | None) -> None:
        super().__init__(config, epilogue)
        self.splits = splits

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, workspace: cute.Tensor, stream: Any):
        """a (1, M, K), b (1, K, N), out (1, M, N); workspace (serial_workspace_words(M, N),) fp32, zero at first."""
        self._launch_slices(a, b, out, (), (), workspace, stream)

    @cute.jit
    def _launch_slices(
        self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, sources: Any, scalars: Any, workspace: cute.Tensor,
        stream: Any,
    ):
        """Slice s is batch s of A's and B's split views; out and C are seen as `splits` batches that are
        all the one matrix, so the GEMM's batch index is the slice and every slice's tile is out's."""
        splits = self.splits
        if cutlass.const_expr(self.epilogue is not None):
            sources = epilogue_sources_in_cute_order(
                self.epilogue,
                tuple(broadcast_batches(tensor, splits) if name == "C" else tensor for name, tensor in zip(self.epilogue.tensors, sources)),
            )
        self._launch(
            split_view(a, 2, splits), split_view(b, 1, splits), broadcast_batches(out, splits),
            (sources, scalars, workspace), stream,
        )

    @cute.jit
    def store_epilogue(
        self,
        accumulators: cute.Tensor,
        thr_mma: Any,
        tCgC: cute.Tensor,
        cC: cute.Tensor,
        M: cutlass.Int32,
        N: cutlass.Int32,
        tile_m: cutlass.Int32,
        tile_n: cutlass.Int32,
        linear_tile: cutlass.Int32,
        batch: cutlass.Int32,
        tidx: cutlass.Int32,
        epilogue_inputs: Any,
    ):
        """Wait for slice `batch` - 1, add its sum, then pass the sum on or (last slice) store out."""
        cfg = self.config
        split = batch
        workspace = epilogue_inputs[2]
        padded_m = cute.ceil_div(M, cfg.tile_m) * cfg.tile_m
        padded_n = cute.ceil_div(N, cfg.tile_n) * cfg.tile_n
        sums = cute.make_tensor(workspace.iterator, cute.make_layout((padded_m, padded_n), stride=(padded_n, 1)))
        tCgS = thr_mma.partition_C(cute.local_tile(sums, (cfg.tile_m, cfg.tile_n), (tile_m, tile_n)))
        flag = cute.recast_ptr(workspace.iterator + padded_m * padded_n, dtype=cutlass.Int32) + linear_tile

        if split > 0:
            if tidx == 0:
                seen = cute.arch.load(flag, cutlass.Int32, sem="acquire", scope="gpu")
                while seen != split:
                    seen = cute.arch.load(flag, cutlass.Int32, sem="acquire", scope="gpu")
            cute.arch.sync_threads()
            earlier = cute.make_fragment_like(accumulators)
            cute.autovec_copy(tCgS, earlier)
            accumulators.store(earlier.load() + accumulators.load())
        if split < self.splits - 1:
            cute.autovec_copy(accumulators, tCgS)
            cute.arch.sync_threads()  # every thread's part of the sum is written before the flag moves
            if tidx == 0:
                cute.arch.fence_acq_rel_gpu()
                cute.arch.store(flag, cutlass.Int32(split + 1), sem="release", scope="gpu")
        else:
            Sm80FusedTensorOpGemm.store_epilogue(
                self, accumulators, thr_mma, tCgC, cC, M, N, tile_m, tile_n, linear_tile, batch, tidx, epilogue_inputs
            )
            if tidx == 0:
                cute.arch.store(flag, cutlass.Int32(0))


class Sm80FusedSerialSplitKGemm(Sm80SerialSplitKGemm):
    """Serial split-K whose last slice applies a fused epilogue tree."""

    @cute.jit
    def __call__(
        self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, sources: Any, scalars: Any, workspace: cute.Tensor,
        stream: Any,
    ):
        """As Sm80SerialSplitKGemm, with the epilogue's `sources` and `scalars` as Sm80FusedTensorOpGemm takes them."""
        self._launch_slices(a, b, out, sources, scalars, workspace, stream)


def serial_workspace_words(m: int, n: int, config: Sm80GemmConfig) -> int:
    """fp32 words of serial split-K's workspace: whole tiles' sums, then one int32 flag per tile."""
    tiles_m, tiles_n = -(-m // config.tile_m), -(-n // config.tile_n)
    return tiles_m * config.tile_m * tiles_n * config.tile_n + tiles_m * tiles_n


# (layout letters, dtype, config, splits)
INSTANCES: tuple[tuple[str, str, Sm80GemmConfig, int], ...] = (
    ("tn", "bf16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2), 4),
    ("tn", "f16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2), 16),
)


class Sm80SplitKGemmKernel(Sm80GemmKernel):
    """GEMM out (1, M, N) = A (1, M, K) @ B (1, K, N) with K split `splits` ways (parallel split-K)."""

    instances = INSTANCES  # type: ignore[assignment]
    family = "gemm_sm80_splitk"
    split_mode = "parallel"  # metadata.tags["split_k"], matched against GemmArguments.split_k_mode
    name_word = "splitk"
    fuses_epilogue = False  # the reduction kernel only rounds the sum to out's dtype

    def __init__(
        self, layout: str, dtype: str, config: Sm80GemmConfig, splits: int, fusion: str = "", epilogue: str = ACCUMULATOR
    ) -> None:
        if epilogue != ACCUMULATOR and not self.fuses_epilogue:
            raise ValueError(f"{self.split_mode} split-K applies no fused epilogue ({epilogue!r}); serial split-K does")
        self.splits = splits
        tags = {"split_k": self.split_mode, "splits": str(splits), "k_multiple": str(self.k_multiple)}
        if fusion:
            tags["fusion"] = fusion
        suffix = f"_{self.name_word}{splits}" + (f"_{fusion}" if fusion else "")
        super().__init__(layout, dtype, config, name_suffix=suffix, tags=tags, epilogue=epilogue)

    @property
    def k_multiple(self) -> int:
        return VECTOR_ELEMENTS * self.splits

    def example_arguments(self) -> GemmArguments:
        """The family's ragged example with one batch and K rounded up to a multiple of 8·splits."""
        _, m, n, k = EXAMPLE_SHAPE_LMNK
        k = -(-k // self.k_multiple) * self.k_multiple
        example = self.rules.example_arguments()
        shapes = {"A": (m, k), "B": (k, n), "out": (m, n), "C": (m, n), "bias_n": (n,), "bias_m": (m,)}
        resized = {}
        for name, spec in example.operands().items():
            if len(shapes[name]) == 1:
                resized[name] = OperandSpec(spec.dtype, shapes[name])
                continue
            leading = spec.stride.index(1) if 1 in spec.stride else 2
            rows, cols = shapes[name]
            stride = (rows * cols, cols, 1) if leading == 2 else (rows * cols, 1, rows)
            resized[name] = OperandSpec(spec.dtype, (1, rows, cols), stride)
        return example.with_operands(resized)

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        status = check_gemm_shapes(views, args, self.metadata.epilogue, (self.split_mode, self.splits))
        if not status:
            return status
        batch, _, k = views["A"].shape
        if batch != 1:
            return Status.fail(f"split-K takes one matrix (batch extent 1), got a batch of {batch}")
        if k % self.k_multiple:
            return Status.fail(f"K = {k} is not a multiple of {self.k_multiple} (8 elements per slice start x {self.splits} slices)")
        return Status.success()

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """One fp32 partial product per K slice: (splits, M, N)."""
        _, m, n = describe(args.operands()["out"], "out").shape
        return OperandSpec("f32", (self.splits, m, n), alignment=16)

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        return 4 * math.prod(self.workspace_spec(args).shape)

    def jit_function(self) -> Any:
        return Sm80SplitKGemm(self.config, self.splits)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], workspace, stream)


# (layout letters, dtype, config, splits, fusion, epilogue): serial split-K with its last slice applying
# a fused epilogue, at parallel split-K's bf16 configuration (so the two can be compared bit for bit).
SERIAL_INSTANCES: tuple[tuple[str, str, Sm80GemmConfig, int, str, str], ...] = (
    ("tn", "bf16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2), 4, "bias_relu", "relu(alpha * acc + bias_n)"),
)


class Sm80SerialSplitKGemmKernel(Sm80SplitKGemmKernel):
    """GEMM out (1, M, N) = epilogue(A (1, M, K) @ B (1, K, N)) with K split `splits` ways, the slices
    summed in a fixed order in the epilogue (serial split-K: deterministic, no reduction kernel).

    Takes what parallel split-K takes, and a fused epilogue's operands as Sm80FusedGemmKernel does; the
    workspace (`get_workspace_size`) must be zero before its first launch, and each launch leaves it so.
    """

    instances = SERIAL_INSTANCES  # type: ignore[assignment]
    family = "gemm_sm80_splitk_serial"
    split_mode = "serial"
    name_word = "serialk"
    fuses_epilogue = True  # the last slice stores through the fused SM80 epilogue

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """The tiles' fp32 sums (whole tiles), then one int32 flag per tile (`serial_workspace_words`)."""
        _, m, n = describe(args.operands()["out"], "out").shape
        return OperandSpec("f32", (serial_workspace_words(m, n, self.config),), alignment=16)

    def jit_function(self) -> Any:
        program = Sm80FusedSerialSplitKGemm if self.rules.epilogue else Sm80SerialSplitKGemm
        return program(self.config, self.splits, self.rules.epilogue)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        fused = self.fused_epilogue_operands(args, tensors) if self.rules.epilogue else ()
        return (tensors["A"], tensors["B"], tensors["out"], *fused, workspace, stream)
