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
