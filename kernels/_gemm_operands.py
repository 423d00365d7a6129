"""What the two tensor-core GEMM families share on the host side: layouts, operand rules, shapes.

Operands arrive as torch lays them out for a batched matmul, A (L, M, K) @ B (L, K, N) = out (L, M, N).
The kernels index CuTe's way, A (M, K, L), B (N, K, L), C (M, N, L); `cute_order` builds those views
(no copy). Layout letters follow BLAS on column-major storage, as in the registry's GemmArguments:
A "t" = K contiguous, "n" = M contiguous; B "n" = K contiguous, "t" = N contiguous; out is row-major.
"""

from __future__ import annotations

from dataclasses import dataclass

import cutlass.cute as cute

from cute_ir.problems import GemmArguments
from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue, EpilogueArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.metadata import OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView
from cute_ir.registry.status import Status

VECTOR_ELEMENTS = 8  # 16 bytes of fp16/bf16: one cp.async / TMA-aligned unit
EXAMPLE_SHAPE_LMNK = (2, 1000, 1048, 520)  # not a multiple of any tile in M, N or K

# layout letters -> (A's contiguous dim, B's contiguous dim) in the torch-order (L, ., .) shapes
LEADING_DIMS = {"tn": (2, 1), "nt": (1, 2), "nn": (1, 1), "tt": (2, 2)}


# a fused epilogue's tensors: rank and contiguous dim (C is read element by element: no alignment)
EPILOGUE_OPERANDS = {"C": (3, 2), "bias_n": (1, 0), "bias_m": (1, 0)}


@dataclass(frozen=True)
class GemmOperandRules:
    """Operand metadata for one instance: dtype, layout letters and the fused epilogue (None: out = acc)."""

    dtype: str
    layout: str
    epilogue: Epilogue | None = None

    def operands(self) -> dict[str, OperandMetadata]:
        a_dim, b_dim = LEADING_DIMS[self.layout]
        operands = {
            "A": OperandMetadata(self.dtype, rank=3, leading_dim=a_dim, alignment=VECTOR_ELEMENTS),
            "B": OperandMetadata(self.dtype, rank=3, leading_dim=b_dim, alignment=VECTOR_ELEMENTS),
            "out": OperandMetadata(self.dtype, rank=3, leading_dim=2, alignment=VECTOR_ELEMENTS),
        }
        for name in self.epilogue.tensors if self.epilogue else ():
            rank, leading_dim = EPILOGUE_OPERANDS[name]
            operands[name] = OperandMetadata(self.dtype, rank=rank, leading_dim=leading_dim)
        return operands

    def example_arguments(self) -> GemmArguments:
        batch, m, n, k = EXAMPLE_SHAPE_LMNK
        epilogue = None
        if self.epilogue:
            specs = {"C": _spec(self.dtype, (batch, m, n), 2), "bias_n": OperandSpec(self.dtype, (n,)),
                     "bias_m": OperandSpec(self.dtype, (m,))}
            tensors = {name: specs[name] for name in self.epilogue.tensors}
            epilogue = EpilogueArguments(self.epilogue.text(), alpha=1.5, beta=0.5, **tensors)
        return GemmArguments(
            A=_spec(self.dtype, (batch, m, k), LEADING_DIMS[self.layout][0]),
            B=_spec(self.dtype, (batch, k, n), LEADING_DIMS[self.layout][1]),
            out=_spec(self.dtype, (batch, m, n), 2),
            accumulator_type="f32",
            epilogue=epilogue,
        )


def _spec(dtype: str, shape: tuple[int, int, int], leading_dim: int) -> OperandSpec:
    """A compact batched matrix whose `leading_dim` (1 or 2) is contiguous."""
    batch, rows, cols = shape
    if leading_dim == 2:
        return OperandSpec(dtype, shape, (rows * cols, cols, 1))
    return OperandSpec(dtype, shape, (rows * cols, 1, rows))


def check_gemm_shapes(
    views: dict[str, OperandView], args: RuntimeArguments, epilogue: str = ACCUMULATOR,
    split_k: tuple[str, int] = ("none", 1),
) -> Status:
    """A (L, M, K) @ B (L, K, N) = out (L, M, N), fp32 accumulation, no empty dimension; the arguments'
    epilogue is `epilogue` (canonical text), with C (L, M, N), bias_n (N,), bias_m (M,); the split-K the
    arguments ask for (if any) is the instance's `split_k` (mode, slices)."""
    if not isinstance(args, GemmArguments):
        return Status.fail(f"takes GemmArguments, got {type(args).__name__}")
    given = args.epilogue.parsed.text() if args.epilogue is not None else ACCUMULATOR
    if given != epilogue:
        return Status.fail(f"epilogue {given!r}: this instance computes {epilogue!r}")
    mode, slices = split_k
    if args.split_k_mode is not None and args.split_k_mode != mode:
        return Status.fail(f"split_k_mode {args.split_k_mode!r}: this instance's split-K is {mode!r}")
    if args.split_k_slices is not None and args.split_k_slices != slices:
        return Status.fail(f"split_k_slices {args.split_k_slices}: this instance splits K into {slices}")
    if args.accumulator_type != "f32":
        return Status.fail(f"accumulator_type {args.accumulator_type!r}: these GEMMs accumulate in f32 only")
    (la, m, k), (lb, kb, n), (lc, mc, nc) = views["A"].shape, views["B"].shape, views["out"].shape
    if not (la == lb == lc):
        return Status.fail(f"batch extents differ: A {la}, B {lb}, out {lc}")
    if kb != k:
        return Status.fail(f"A is (L, M, K) = {views['A'].shape} but B is (L, K, N) = {views['B'].shape}: K differs")
    if (mc, nc) != (m, n):
        return Status.fail(f"out is {views['out'].shape}, expected (L, M, N) = ({la}, {m}, {n})")
    expected = {"C": (la, m, n), "bias_n": (n,), "bias_m": (m,)}
    for name in args.epilogue.tensors() if args.epilogue is not None else ():
        if views[name].shape != expected[name]:
            return Status.fail(f"epilogue operand {name} is {views[name].shape}, expected {expected[name]}")
    return Status.success()


def cute_order(tensor: cute.Tensor, modes: tuple[int, int, int]) -> cute.Tensor:
    """Reorder a torch-order (L, rows, cols) tensor's modes for the kernel, and tell the compiler what
    `supports` has checked: every non-unit stride is a multiple of 16 bytes (so cp.async / TMA
    vectors stay aligned even when the strides are only known at run time)."""
    layout = cute.select(tensor.layout, mode=list(modes))
    strides = tuple(
        step if isinstance(step, int) else cute.assume(step, divby=VECTOR_ELEMENTS) for step in layout.stride
    )
    return cute.make_tensor(tensor.iterator, cute.make_layout(layout.shape, stride=strides))


A_MODES = (1, 2, 0)  # (L, M, K) -> (M, K, L)
B_MODES = (2, 1, 0)  # (L, K, N) -> (N, K, L)
C_MODES = (1, 2, 0)  # (L, M, N) -> (M, N, L)


def epilogue_sources_in_cute_order(epilogue: Epilogue, sources: tuple) -> tuple:
    """C as the kernel indexes out, (M, N, L); the bias vectors as they come."""
    return tuple(
        cute_order(tensor, C_MODES) if name == "C" else tensor for name, tensor in zip(epilogue.tensors, sources)
    )


def torch_operands(layout: str, dtype: str, shape_lmnk: tuple[int, int, int, int], device: str = "cuda") -> GemmArguments:
    """Random A and B in the instance's layout and an out filled with NaN (so unwritten elements
    show), for GPU checks and benchmarks. Imports torch."""
    import torch

    from cute_ir.registry.dtypes import torch_dtype_name

    batch, m, n, k = shape_lmnk
    torch_dtype = getattr(torch, torch_dtype_name(dtype))
    a_dim, b_dim = LEADING_DIMS[layout]

    def matrix(rows: int, cols: int, leading_dim: int) -> torch.Tensor:
        if leading_dim == 2:
            return torch.randn(batch, rows, cols, device=device, dtype=torch_dtype)
        return torch.randn(batch, cols, rows, device=device, dtype=torch_dtype).transpose(1, 2)

    out = torch.full((batch, m, n), float("nan"), device=device, dtype=torch_dtype)
    return GemmArguments(A=matrix(m, k, a_dim), B=matrix(k, n, b_dim), out=out, accumulator_type="f32")


def relative_error(args: GemmArguments) -> float:
    """||out - A@B|| / ||A@B|| with the reference in fp32; NaN anywhere in out gives inf."""
    import torch

    reference = torch.matmul(args.A.float(), args.B.float())
    if not torch.isfinite(args.out).all():
        return float("inf")
    return float((args.out.float() - reference).norm() / reference.norm())
