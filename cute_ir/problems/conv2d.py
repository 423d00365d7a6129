"""Conv2d as CUTLASS states it: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import TOLERANCES, Problem, Work, accumulation_bound
from cute_ir.registry.metadata import KernelMetadata
from cute_ir.registry.operands import OperandSpec

# Problems (N, H, W, C, K, R, S, stride, padding, dilation) around the implicit GEMM's edges: the
# smallest (one pixel, a 1x1 filter), N·P·Q = 969 and K = 136 off the tiles with C = 40 (a multiple of
# 8 only), a stride-2 3x3, a dilated one, the ResNet stem's 7x7/2 on 8 channels, padding wider than the
# filter reaches (output rows wholly in the padding: zeros), and a long reduction (R·S·C = 9216).
BOUNDARY_SHAPES: tuple[tuple[int, ...], ...] = (
    (1, 1, 1, 8, 8, 1, 1, 1, 0, 1),
    (3, 17, 19, 40, 136, 3, 3, 1, 1, 1),
    (2, 29, 31, 24, 72, 3, 3, 2, 1, 1),
    (1, 20, 20, 16, 64, 3, 3, 1, 2, 2),
    (2, 37, 37, 8, 64, 7, 7, 2, 3, 1),
    (1, 5, 5, 8, 8, 3, 3, 1, 4, 1),
    (1, 14, 14, 1024, 128, 3, 3, 1, 1, 1),
)


@dataclass
class Conv2dArguments(Problem):
    """A 2-D convolution, CUTLASS's way: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K),
    with (height, width) pairs for stride, padding (zeros on both sides) and dilation.

    P = (H + 2·pad_h - dil_h·(R - 1) - 1) // stride_h + 1, likewise Q (`output_size`), as in
    torch.nn.functional.conv2d.
    """

    activation: Any
    filter: Any
    out: Any
    stride: tuple[int, int] = (1, 1)
    padding: tuple[int, int] = (0, 0)
    dilation: tuple[int, int] = (1, 1)
    accumulator_type: str = "f32"

    DRAWN_OPERANDS = frozenset({"activation"})  # the filter stays normal

    def operands(self) -> dict[str, Any]:
        return {"activation": self.activation, "filter": self.filter, "out": self.out}

    @staticmethod
    def output_size(
        image: tuple[int, int], taps: tuple[int, int], stride: tuple[int, int], padding: tuple[int, int],
        dilation: tuple[int, int],
    ) -> tuple[int, int]:
        """(P, Q) of an (H, W) image under an (R, S) filter."""
        return tuple(  # type: ignore[return-value]
            (extent + 2 * pad - dil * (tap - 1) - 1) // step + 1
            for extent, tap, step, pad, dil in zip(image, taps, stride, padding, dilation)
        )

    def sized(self, shape: tuple[int, ...]) -> Conv2dArguments:
        """These arguments (specs) for another problem: `shape` is N, H, W, C, K (this filter size and
        these parameters) or N, H, W, C, K, R, S, stride, padding, dilation (one value for both axes)."""
        if len(shape) not in (5, 10):
            raise BadInputError(
                f"a Conv2d takes --shape N,H,W,C,K or N,H,W,C,K,R,S,stride,padding,dilation, got {','.join(map(str, shape))}"
            )
        n, h, w, c, k = shape[:5]
        if len(shape) == 10:
            r, s, step, pad, dil = shape[5:]
            conv = {"stride": (step, step), "padding": (pad, pad), "dilation": (dil, dil)}
        else:
            r, s = self.operands()["filter"].shape[1:3]
            conv = {"stride": self.stride, "padding": self.padding, "dilation": self.dilation}
        p, q = self.output_size((h, w), (r, s), conv["stride"], conv["padding"], conv["dilation"])
        if p < 1 or q < 1:
            raise BadInputError(f"a {r}x{s} filter with {conv} leaves no output pixel of a {h}x{w} image")
        dtype = self.operands()["activation"].dtype
        return replace(
            self, activation=OperandSpec(dtype, (n, h, w, c)), filter=OperandSpec(dtype, (k, r, s, c)),
            out=OperandSpec(dtype, (n, p, q, k)), **conv,
        )

    def torch_nchw(self) -> tuple[Any, Any]:
        """Activation and filter as torch.nn.functional.conv2d takes them (NCHW, KCRS views, no copy)."""
        return self.activation.permute(0, 3, 1, 2), self.filter.permute(0, 3, 1, 2)

    def problem_error(self) -> str | None:
        """What is wrong with the convolution parameters themselves, or None."""
        for name, pair, least in (("stride", self.stride, 1), ("padding", self.padding, 0), ("dilation", self.dilation, 1)):
            if len(pair) != 2 or any(not isinstance(value, int) or value < least for value in pair):
                return f"{name} must be two integers >= {least} (height, width), got {pair!r}"
        if self.accumulator_type != "f32":
            return f"accumulator_type {self.accumulator_type!r}: these convolutions accumulate in f32 only"
        return None

    def kind(self) -> str:
        return "conv2d"

    def distributions(self) -> tuple[str, ...]:
        return ("normal", "zeros", "large", "denormal", "nan")

    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        return list(BOUNDARY_SHAPES)

    def reference(self, metadata: KernelMetadata) -> Any:
        return self._conv2d(lambda tensor: tensor.double())

    def tolerance(self, metadata: KernelMetadata) -> tuple[float, Any]:
        """The output dtype's rtol, and the GEMM's accumulation bound over the K = R·S·C taps of |x| and |w|."""
        rtol, atol = TOLERANCES[metadata.operands["out"].dtype]
        _, taps_r, taps_s, channels = self.filter.shape
        magnitudes = self._conv2d(lambda tensor: tensor.double().abs())
        return rtol, atol + accumulation_bound(taps_r * taps_s * channels, self.accumulator_type, magnitudes)

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        """cuDNN through torch: NHWC/KRSC seen as NCHW/KCRS (no copy) takes its channels-last path."""
        import torch.nn.functional as F

        activation, weights = self.torch_nchw()
        return lambda: F.conv2d(activation, weights, stride=self.stride, padding=self.padding, dilation=self.dilation)

    def work(self) -> Work:
        """The implicit GEMM's 2·(N·P·Q)·K·(R·S·C)."""
        return Work(flops=2.0 * self.out.numel() * math.prod(self.filter.shape[1:]))

    def _conv2d(self, convert: Callable[[Any], Any]) -> Any:
        """torch.nn.functional.conv2d of the converted operands, as (N, P, Q, K) like the kernel's out."""
        import torch

        activation, weights = self.torch_nchw()
        result = torch.nn.functional.conv2d(
            convert(activation), convert(weights), stride=self.stride, padding=self.padding, dilation=self.dilation
        )
        return result.permute(0, 2, 3, 1)
