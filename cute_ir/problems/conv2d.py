"""Conv2d as CUTLASS states it: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import TOLERANCES, Problem, Work, accumulation_bound, shape_error
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


CONV_KINDS = ("fprop", "dgrad", "wgrad")


@dataclass
class Conv2dArguments(Problem):
    """A 2-D convolution, CUTLASS's way: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K),
    with (height, width) pairs for stride, padding (zeros on both sides) and dilation.

    P = (H + 2·pad_h - dil_h·(R - 1) - 1) // stride_h + 1, likewise Q (`output_size`), as in
    torch.nn.functional.conv2d.

    `conv_kind` says which of the three tensors the kernel computes from the other two (each keeps its
    shape and name whatever the kind, so the shape rules are one): "fprop" writes out = conv(activation,
    filter); "dgrad" writes activation = the gradient of the input, from out = the output's gradient
    and filter; "wgrad" writes filter = the gradient of the filter, from activation and out = the
    output's gradient (`result_operand`).
    """

    activation: Any
    filter: Any
    out: Any
    stride: tuple[int, int] = (1, 1)
    padding: tuple[int, int] = (0, 0)
    dilation: tuple[int, int] = (1, 1)
    accumulator_type: str = "f32"
    conv_kind: str = "fprop"

    DRAWN_OPERANDS = frozenset({"activation"})  # the filter stays normal

    def operands(self) -> dict[str, Any]:
        return {"activation": self.activation, "filter": self.filter, "out": self.out}

    def result_operand(self) -> str:
        """The operand the kernel writes: out for fprop, activation for dgrad, filter for wgrad."""
        return {"fprop": "out", "dgrad": "activation", "wgrad": "filter"}[self.conv_kind]

    def reduction_length(self) -> int:
        """How many products each result element sums (at most): R·S·C for fprop, K·R·S for dgrad
        (fewer where stride skips taps), N·P·Q for wgrad."""
        (n, _, _, c), (k, r, s, _), (_, p, q, _) = (tuple(self.operands()[name].shape) for name in ("activation", "filter", "out"))
        return {"fprop": r * s * c, "dgrad": k * r * s, "wgrad": n * p * q}[self.conv_kind]

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

    def check_shape(self, shape: tuple[int, ...]) -> None:
        """A `--shape` of N,H,W,C,K or N,H,W,C,K,R,S,stride,padding,dilation: positive extents (padding
        may be 0) whose filter leaves an output pixel; else BadInputError, before any GPU work."""
        if any(extent < (0 if index == 8 else 1) for index, extent in enumerate(shape)):
            raise shape_error("Conv2d", "N,H,W,C,K or N,H,W,C,K,R,S,stride,padding,dilation (positive, padding >= 0)", shape)
        self.sized(shape)

    def torch_nchw(self) -> tuple[Any, Any]:
        """Activation and filter as torch.nn.functional.conv2d takes them (NCHW, KCRS views, no copy)."""
        return self.activation.permute(0, 3, 1, 2), self.filter.permute(0, 3, 1, 2)

    def problem_error(self) -> str | None:
        """What is wrong with the convolution parameters themselves, or None."""
        if self.conv_kind not in CONV_KINDS:
            return f"conv_kind {self.conv_kind!r}: a Conv2d is one of {', '.join(CONV_KINDS)}"
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
        """The boundary problems, at an instance's one stride where it takes only that (tag "stride", e.g.
        "1x1"; a boundary shape has one stride for both axes), with H, W and C rounded up to the multiples
        an instance needs (tag "activation_multiple", e.g. "2x2x64")."""
        shapes = list(BOUNDARY_SHAPES)
        fixed = metadata.tags.get("stride")
        if fixed:
            step = int(fixed.split("x")[0])
            shapes = [shape[:7] + (step,) + shape[8:] for shape in shapes]
        multiple = metadata.tags.get("activation_multiple")
        if multiple:
            steps = [int(part) for part in multiple.split("x")]
            shapes = [
                shape[:1] + tuple(-(-extent // step) * step for extent, step in zip(shape[1:4], steps)) + shape[4:]
                for shape in shapes
            ]
        return list(dict.fromkeys(shapes))

    def filling(self, name: str, distribution: str) -> str:
        """The written operand starts as NaN; the case's distribution goes into the data input (the
        activation for fprop, dY = out for dgrad and wgrad), the other input stays normal."""
        if name == self.result_operand():
            return "out"
        drawn = "activation" if self.conv_kind == "fprop" else "out"
        return distribution if name == drawn else "normal"

    def output(self) -> Any:
        return self.operands()[self.result_operand()]

    def reference(self, metadata: KernelMetadata) -> Any:
        return self.torch_result(lambda tensor: tensor.double())

    def tolerance(self, metadata: KernelMetadata) -> tuple[float, Any]:
        """The output dtype's rtol, and the GEMM's accumulation bound over the kind's reduction (R·S·C,
        K·R·S or N·P·Q products) of the inputs' magnitudes."""
        rtol, atol = TOLERANCES[metadata.operands["out"].dtype]
        magnitudes = self.torch_result(lambda tensor: tensor.double().abs())
        return rtol, atol + accumulation_bound(self.reduction_length(), self.accumulator_type, magnitudes)

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        """cuDNN through torch: NHWC/KRSC seen as NCHW/KCRS (no copy) takes its channels-last path;
        for dgrad and wgrad its backward (torch.nn.grad.conv2d_input / conv2d_weight)."""
        return self.torch_result

    def work(self) -> Work:
        """The implicit GEMM's 2·(N·P·Q)·K·(R·S·C), whichever tensor it computes (strided dgrad's
        skipped taps counted as work)."""
        return Work(flops=2.0 * self.out.numel() * math.prod(self.filter.shape[1:]))

    def torch_result(self, convert: Callable[[Any], Any] | None = None) -> Any:
        """What the kernel computes, by torch (cuDNN on channels-last tensors on a GPU) from the two
        operands that are its inputs, each passed through `convert` first (e.g. to float64), in the
        layout of the result operand (NPQK, NHWC or KRSC)."""
        import torch

        convert = convert or (lambda tensor: tensor)
        activation, weights = self.torch_nchw()
        grad_out = self.out.permute(0, 3, 1, 2)
        conv = {"stride": self.stride, "padding": self.padding, "dilation": self.dilation}
        if self.conv_kind == "dgrad":
            result = torch.nn.grad.conv2d_input(activation.shape, convert(weights), convert(grad_out), **conv)
        elif self.conv_kind == "wgrad":
            result = torch.nn.grad.conv2d_weight(convert(activation), weights.shape, convert(grad_out), **conv)
        else:
            result = torch.nn.functional.conv2d(convert(activation), convert(weights), **conv)
        return result.permute(0, 2, 3, 1)
