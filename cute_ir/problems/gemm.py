"""GEMM: out (M, N) = epilogue(A (M, K) @ B (K, N)), batched over leading dimensions."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import TOLERANCES, Problem, Work, accumulation_bound, shape_error
from cute_ir.problems.conversion import FLOAT8_MAX, to_output
from cute_ir.problems.epilogue import EpilogueArguments
from cute_ir.registry.dtypes import is_integer
from cute_ir.registry.metadata import KernelMetadata
from cute_ir.registry.operands import describe

SPLIT_K_MODES = ("none", "serial", "parallel")


@dataclass
class GemmArguments(Problem):
    """out (M, N) = A (M, K) @ B (K, N), accumulated in `accumulator_type` (a dtype short name).

    Shapes are the logical ones, as torch.matmul takes them; the layout letters in an instance name
    say which dimension is contiguous: A "t" = row-major (K contiguous), "n" = column-major (M);
    B "n" = column-major (K contiguous), "t" = row-major (N).
    """

    A: Any
    B: Any
    out: Any
    accumulator_type: str = "f32"
    epilogue: EpilogueArguments | None = None  # a fused epilogue (None: out = A @ B)
    # split-K as the CUTLASS API asks for it: None takes any instance; "none" one that does not split K;
    # "serial" (slices summed in a fixed order in the epilogue) or "parallel" (a separate reduction)
    # one that splits it that way, into `split_k_slices` slices when that is given
    split_k_mode: str | None = None
    split_k_slices: int | None = None

    def __post_init__(self) -> None:
        """A mode or slice count no instance can have is the caller's mistake, not an empty search."""
        if self.split_k_mode is not None and self.split_k_mode not in SPLIT_K_MODES:
            raise BadInputError(f"split_k_mode {self.split_k_mode!r}: choose one of {', '.join(SPLIT_K_MODES)} (or None: any)")
        if self.split_k_slices is not None and (not isinstance(self.split_k_slices, int) or self.split_k_slices < 1):
            raise BadInputError(f"split_k_slices {self.split_k_slices!r}: a positive integer (or None: any)")

    DRAWN_OPERANDS = frozenset({"A"})  # B, C and the biases stay normal: one operand carries the hard values

    def operands(self) -> dict[str, Any]:
        named = {"A": self.A, "B": self.B, "out": self.out}
        if self.epilogue is not None:
            named.update(self.epilogue.tensors())
        return named

    def with_operands(self, tensors: dict[str, Any]) -> GemmArguments:
        """The epilogue's tensors (C, bias_n, bias_m) go into the epilogue."""
        own = {name: tensor for name, tensor in tensors.items() if name in ("A", "B", "out")}
        fused = {name: tensor for name, tensor in tensors.items() if name not in own}
        epilogue = replace(self.epilogue, **fused) if fused and self.epilogue is not None else self.epilogue
        return replace(self, epilogue=epilogue, **own)

    def kind(self) -> str:
        return "gemm" if self.epilogue is None else "gemm_epilogue"

    def distributions(self) -> tuple[str, ...]:
        """Integer operands hold no subnormal or NaN: normal (small integers) and zeros only. A float8
        output also takes large magnitudes: sums past its largest value, which the kernel saturates."""
        if is_integer(describe(self.A, "A").dtype or "f32"):
            return ("normal", "zeros")
        if self.epilogue is None and describe(self.out, "out").dtype in FLOAT8_MAX:
            return ("normal", "zeros", "large", "denormal", "nan")
        if self.epilogue is None:
            return ("normal", "zeros", "denormal", "nan")
        # large magnitudes saturate the activations (sigmoid, tanh, silu's exp overflows) and round f16 to inf
        return ("normal", "zeros", "large", "denormal", "nan")

    def trailing_extents(self, shape: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        if len(shape) != 3:
            raise shape_error("GEMM", "M,N,K", shape)
        m, n, k = shape
        trailing = {"A": (m, k), "B": (k, n), "out": (m, n), "C": (m, n), "bias_n": (n,), "bias_m": (m,)}
        return {name: trailing[name] for name in self.operands()}

    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        tile_m, tile_n = metadata.design.tile_shape[0], metadata.design.tile_shape[1]
        if len(metadata.design.tile_shape) == 2:  # CUDA-core GEMM, any extent: single rows and columns too
            return [(1, 1, 1), (1, 7, 3), (5, 1, 9), (tile_m, tile_n, 8), (tile_m + 1, tile_n - 1, 33), (tile_m, tile_n, 16384)]
        # tensor-core GEMMs read 128-bit vectors along each operand's contiguous extent (M, N or K): all
        # extents stay multiples of 8 (of 16 for 8-bit operands: the operands' alignment in elements), so
        # the smallest problem is 8x8x8, not a single row. An instance whose metadata says K must be a
        # multiple of more (split-K: 8 per slice) gets each K rounded up to it.
        tile_k = metadata.design.tile_shape[2]
        step = max([8] + [operand.alignment for operand in metadata.operands.values()])
        k_multiple = max(int(metadata.tags.get("k_multiple", 8)), step)
        shapes = [(step, step, step), (tile_m, tile_n, tile_k), (tile_m + step, tile_n + step, tile_k + step),
                  (2 * tile_m - step, max(tile_n - step, step), 3 * tile_k), (tile_m, tile_n, 16384)]
        return [(m, n, -(-k // k_multiple) * k_multiple) for m, n, k in shapes]

    def reference(self, metadata: KernelMetadata) -> Any:
        """A @ B in float64 (through the epilogue), as the kernel stores it in the output type: saturated
        to float8's range, wrapped into 8-bit integers, truncated to int32 (cute_ir.problems.conversion)."""
        import torch

        accumulator = torch.matmul(self.A.double(), self.B.double())
        if self.epilogue is not None:
            return self.epilogue.reference(accumulator)
        return to_output(accumulator, metadata.operands["out"].dtype, self.accumulator_type)

    def tolerance(self, metadata: KernelMetadata) -> tuple[float, Any]:
        """The output dtype's rtol, and an atol per element that grows with the accumulation
        (`accumulation_bound` over K of |A| @ |B|: none for an integer accumulator), times how much a
        fused epilogue can amplify an accumulator error (its `sensitivity`: |alpha| times the steepest
        slope of its activations); plus one where a float accumulator is truncated to an integer output
        (an error of any size can cross an integer)."""
        out = metadata.operands["out"].dtype
        rtol, atol = TOLERANCES[out]
        magnitudes = self.A.double().abs().matmul(self.B.double().abs())
        amplification = self.epilogue.sensitivity() if self.epilogue is not None else 1.0
        operand = metadata.operands["A"].dtype if "A" in metadata.operands else ""
        bound = accumulation_bound(self.A.shape[-1], self.accumulator_type, magnitudes, operand)
        truncation = 1.0 if is_integer(out) and not is_integer(self.accumulator_type) else 0.0
        return rtol, atol + truncation + amplification * bound

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        """torch.matmul in the operands' dtype; none for 8-bit operands, which torch.matmul does not take
        (its float8 GEMM, torch._scaled_mm, wants scales and one layout: not the same work)."""
        import torch

        dtype = describe(self.A, "A").dtype
        if dtype not in ("f16", "bf16", "f32", "f64"):
            raise BadInputError(f"torch.matmul has no kernel for {dtype} operands to time against (--bench)")

        if self.epilogue is not None:  # unfused: the matmul, then the epilogue's elementwise kernels
            return lambda: self.epilogue.reference(torch.matmul(self.A, self.B))
        return lambda: torch.matmul(self.A, self.B)

    def work(self) -> Work:
        m, k = self.A.shape[-2:]
        n = self.B.shape[-1]
        return Work(flops=2.0 * m * n * k * math.prod(self.out.shape[:-2]))
