"""The arguments of our kernel families' launches, one dataclass per kind of kernel.

Operands may be torch tensors, CuTe DSL tensors, DLPack tensors or `OperandSpec`s (compile only).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from cute_ir.kernels.epilogue import EpilogueArguments
from cute_ir.registry.arguments import RuntimeArguments


@dataclass
class ElementwiseArguments(RuntimeArguments):
    """out = op(A, B) element by element; all three have one shape."""

    A: Any
    B: Any
    out: Any

    def operands(self) -> dict[str, Any]:
        return {"A": self.A, "B": self.B, "out": self.out}


@dataclass
class GemmArguments(RuntimeArguments):
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


@dataclass
class Conv2dArguments(RuntimeArguments):
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

    def resized(self, shape: tuple[int, ...]) -> Conv2dArguments:
        """These arguments (specs) for another problem: `shape` is N, H, W, C, K (this filter size and
        these parameters) or N, H, W, C, K, R, S, stride, padding, dilation (one value for both axes)."""
        from cute_ir.errors import BadInputError
        from cute_ir.registry.operands import OperandSpec

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


@dataclass
class RowReductionArguments(RuntimeArguments):
    """out = f(input) row by row over the last dimension (softmax, or RMSNorm scaled by `weight`)."""

    input: Any
    out: Any
    weight: Any = None
    epsilon: float = 1e-6

    def operands(self) -> dict[str, Any]:
        named = {"input": self.input, "out": self.out}
        if self.weight is not None:
            named["weight"] = self.weight
        return named
