"""What every problem answers, so that running, checking and timing a kernel names no family.

A problem is the arguments class of a kind of computation (a GEMM, a convolution, a row softmax...)
together with what cute-ir needs to check a kernel that computes it: how a `--shape` sizes its
operands, which operands take a case's value distribution, which distributions have one torch answer,
the shapes around an instance's tile edges, the reference in float64, the tolerance, torch's own
kernel for the same work (the speed baseline) and the work done (FLOPs or bytes moved).
Providers (ours, NVIDIA's, a user's) take these classes as their kernels' arguments.
"""

from __future__ import annotations

import math
from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.metadata import KernelMetadata
from cute_ir.registry.operands import OperandSpec

# output dtype -> (rtol, atol). rtol: a few roundings of the output dtype (bf16 has 8 bits). atol:
# the dtype's smallest normal, so a subnormal result flushed to zero (the kernels compile with FTZ,
# as torch's own fast paths do) is not a mismatch, and nothing larger is forgiven.
TOLERANCES: dict[str, tuple[float, float]] = {
    "f64": (1e-9, 2.2250738585072014e-308),
    "f32": (1e-5, 1.1754943508222875e-38),
    "f16": (2e-3, 6.103515625e-05),
    "bf16": (1.6e-2, 1.1754943508222875e-38),
    # float8: one unit in the last place (2^-3, 2^-2 of the value): the reference is rounded to the output
    # already, and an accumulator on the other side of a rounding tie lands one code away (not more: its
    # error is far below half a float8 step); atol the smallest normal, as above.
    "e4m3": (2.0**-3, 2.0**-6),
    "e5m2": (2.0**-2, 2.0**-14),
    # integers: exact (what an integer accumulator gives); a float accumulator's own error can put a
    # truncation one step off, which GemmArguments.tolerance adds
    "i32": (0.0, 0.0),
    "i8": (0.0, 0.0),
    "u8": (0.0, 0.0),
}
# unit roundoff of a GEMM's accumulator: one ulp (2^-23 for fp32), not half of one, because tensor
# cores truncate when they add into the accumulator (docs/results/gpu-results.md, "GEMM at long K")
ACCUMULATOR_ULP = {"f64": 2.0**-52, "f32": 2.0**-23, "f16": 2.0**-10, "i32": 0.0}  # i32: exact
# ...except where the MMA itself adds in less: Hopper's float8 MMA keeps about 14 bits of its f32 sum
# (DeepSeek-V3 technical report, 3.3.2), so float8 operands get 2^-13 whatever the accumulator
MMA_OPERAND_ULP = {"e4m3": 2.0**-13, "e5m2": 2.0**-13}
# row lengths of the any-length sweep: 1, a few, odd, vocabulary and hidden sizes that are no vector multiple
ANY_LENGTHS = (1, 7, 33, 1000, 50257, 100003)


@dataclass(frozen=True)
class Work:
    """What one launch must do: floating-point operations (compute-bound problems) or bytes moved."""

    flops: float | None = None
    bytes_moved: float | None = None


def accumulation_bound(depth: int, accumulator_type: str, magnitudes: Any, operand_dtype: str = "") -> Any:
    """sqrt(depth) * u * magnitudes: the probabilistic bound on a `depth`-term sum in an accumulator of
    unit roundoff u (Higham and Mary 2019), `magnitudes` the same sum of absolute values; u the larger of
    the accumulator's and what the MMA keeps for `operand_dtype` (MMA_OPERAND_ULP)."""
    unit = max(ACCUMULATOR_ULP.get(accumulator_type, 2.0**-23), MMA_OPERAND_ULP.get(operand_dtype, 0.0))
    return math.sqrt(depth) * unit * magnitudes


class Problem(RuntimeArguments):
    """Base of every arguments class that cute-ir can run and check on the GPU."""

    # operands filled from a case's value distribution; the others are drawn standard normal
    DRAWN_OPERANDS: frozenset[str] = frozenset()

    def filling(self, name: str, distribution: str) -> str:
        """How a case fills operand `name`: "out" (all NaN, so an element never written shows), the
        case's `distribution` (the drawn operands) or "normal"."""
        if name == "out":
            return "out"
        return distribution if name in self.DRAWN_OPERANDS else "normal"

    def output(self) -> Any:
        """What the kernel wrote, in the shape `reference` has: `out` (a problem with several outputs
        flattens them into one tensor)."""
        return self.out  # type: ignore[attr-defined]

    @abstractmethod
    def kind(self) -> str:
        """The problem's name in messages and in `cute-ir run`'s tables (e.g. 'gemm', 'softmax')."""

    @abstractmethod
    def distributions(self) -> tuple[str, ...]:
        """The value distributions (cute_ir.gpu.cases) on which torch defines one answer for this problem."""

    def check_shape(self, shape: tuple[int, ...]) -> None:
        """Refuse a `--shape` this problem cannot be sized for, before any work: by default M,N or M,N,K."""
        check_plain_shape(shape)

    def trailing_extents(self, shape: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        """The trailing extents of every operand for a `--shape` (leading batch dimensions are kept)."""
        raise BadInputError(f"a {self.kind()} takes no --shape")

    @abstractmethod
    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        """`--shape` values at and around an instance's tile and vector edges."""

    @abstractmethod
    def reference(self, metadata: KernelMetadata) -> Any:
        """The expected `output()`, computed by torch in float64 from these (torch tensor) operands."""

    @abstractmethod
    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        """torch's own kernel(s) for the same problem in the operands' dtypes: the speed baseline."""

    @abstractmethod
    def work(self) -> Work:
        """What a launch on these (torch tensor) operands does."""

    def any_length_shapes(self, rows: int) -> list[tuple[int, ...]]:
        raise BadInputError(f"the any-length sweep is for row and elementwise kernels, not a {self.kind()}")

    def tolerance(self, metadata: KernelMetadata) -> tuple[float, Any]:
        """(rtol, atol) for comparing `out` with the reference: by default the output dtype's."""
        return TOLERANCES[metadata.operands["out"].dtype]

    def sized(self, shape: tuple[int, ...]) -> Problem:
        """These arguments for a `--shape`: each operand an OperandSpec of the new extents, its
        dimensions in the same order in memory as before."""
        trailing = self.trailing_extents(shape)
        specs = {}
        for name, spec in self.operands().items():
            extents = tuple(spec.shape[: len(spec.shape) - len(trailing[name])]) + trailing[name]
            specs[name] = OperandSpec(spec.dtype, extents, _strides_in_order(extents, spec.stride), spec.alignment)
        return self.with_operands(specs)


def _strides_in_order(shape: tuple[int, ...], old_stride: tuple[int, ...]) -> tuple[int, ...]:
    """Packed strides for `shape` whose dimensions nest as `old_stride`'s do (largest stride outermost)."""
    strides = [0] * len(shape)
    step = 1
    for dim in sorted(range(len(shape)), key=lambda dim: (old_stride[dim], dim)):  # innermost first
        strides[dim] = step
        step *= shape[dim]
    return tuple(strides)


def check_plain_shape(shape: tuple[int, ...]) -> None:
    """A `--shape` of 2 or 3 positive extents (M,N or M,N,K), else BadInputError."""
    if not 2 <= len(shape) <= 3 or any(extent <= 0 for extent in shape):
        raise BadInputError(f"--shape {','.join(map(str, shape))}: expected M,N or M,N,K (positive integers)")


def shape_error(kind: str, expected: str, shape: tuple[int, ...]) -> BadInputError:
    return BadInputError(f"a {kind} takes --shape {expected}, got {','.join(map(str, shape))}")

