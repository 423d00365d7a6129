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
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.kernels._gemm_operands import EXAMPLE_SHAPE_LMNK, VECTOR_ELEMENTS, check_gemm_shapes
from cute_ir.problems import GemmArguments
from cute_ir.kernels.gemm_sm80 import Sm80GemmConfig, Sm80GemmKernel, Sm80TensorOpGemm
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status

REDUCTION_THREADS = 256


def split_view(tensor: cute.Tensor, k_mode: int, splits: int) -> cute.Tensor:
    """A (1, rows, cols) tensor seen as `splits` batches of its K mode cut in equal slices (no copy)."""
    shape, stride = tensor.layout.shape, tensor.layout.stride
    slice_k = shape[k_mode] // splits
    new_shape = [splits, shape[1], shape[2]]
    new_stride = [slice_k * stride[k_mode], stride[1], stride[2]]
    new_shape[k_mode] = slice_k
    return cute.make_tensor(tensor.iterator, cute.make_layout(tuple(new_shape), stride=tuple(new_stride)))


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


# (layout letters, dtype, config, splits)
INSTANCES: tuple[tuple[str, str, Sm80GemmConfig, int], ...] = (
    ("tn", "bf16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2), 4),
    ("tn", "f16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2), 16),
)


class Sm80SplitKGemmKernel(Sm80GemmKernel):
    """GEMM out (1, M, N) = A (1, M, K) @ B (1, K, N) with K split `splits` ways (parallel split-K)."""

    instances = INSTANCES  # type: ignore[assignment]
    family = "gemm_sm80_splitk"

    def __init__(self, layout: str, dtype: str, config: Sm80GemmConfig, splits: int) -> None:
        self.splits = splits
        tags = {"splits": str(splits), "k_multiple": str(self.k_multiple)}
        super().__init__(layout, dtype, config, name_suffix=f"_splitk{splits}", tags=tags)

    @property
    def k_multiple(self) -> int:
        return VECTOR_ELEMENTS * self.splits

    def example_arguments(self) -> GemmArguments:
        """The family's ragged example with one batch and K rounded up to a multiple of 8·splits."""
        _, m, n, k = EXAMPLE_SHAPE_LMNK
        k = -(-k // self.k_multiple) * self.k_multiple
        example = self.rules.example_arguments()
        specs = {name: spec for name, spec in example.operands().items()}
        shapes = {"A": (1, m, k), "B": (1, k, n), "out": (1, m, n)}
        resized = {}
        for name, spec in specs.items():
            leading = spec.stride.index(1) if 1 in spec.stride else 2
            rows, cols = shapes[name][1:]
            stride = (rows * cols, cols, 1) if leading == 2 else (rows * cols, 1, rows)
            resized[name] = OperandSpec(spec.dtype, shapes[name], stride)
        return example.with_operands(resized)

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        status = check_gemm_shapes(views, args, self.metadata.epilogue)
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
        spec = self.workspace_spec(args)
        return 4 * spec.shape[0] * spec.shape[1] * spec.shape[2]

    def jit_function(self) -> Any:
        return Sm80SplitKGemm(self.config, self.splits)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], workspace, stream)
