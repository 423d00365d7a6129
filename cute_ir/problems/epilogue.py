"""Fused GEMM epilogues as a small expression tree (the epilogue-visitor-tree idea).

An epilogue is written as the Python expression a user would write for one output element, e.g.
`relu(alpha * acc + beta * C + bias_n)`, over these leaves:

- `acc`: the fp32 accumulator of A @ B;
- `C`: a source matrix of out's shape (L, M, N) and dtype (the β·C of a linear combination);
- `bias_n`: a vector of N elements added to every row (nn.Linear's bias), `bias_m`: of M elements,
  added to every column;
- `alpha`, `beta`: fp32 scalars given at launch;
- numbers (compile-time constants).

Nodes: `+ - *`, unary minus, and the activations of `ACTIVATIONS` (relu, gelu, silu, sigmoid, tanh,
leaky_relu(x, slope), hardswish, clamp(x, low, high)), nested freely. One tree is visited three ways:
`text()` (the canonical form: `metadata.epilogue`, and what `get_kernels` matches arguments on),
`emit()` (CuTe DSL code on register fragments, traced into the kernel) and `reference()` (torch, for
the GPU check). Why a parsed tree rather than a function: the kernel, the reference and the
registry's matching must agree on what an instance computes, and a tree can be compared and printed.
Importing this module imports neither torch nor the DSL.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cute_ir.errors import BadInputError

TENSOR_LEAVES = ("C", "bias_n", "bias_m")  # in the order the kernel takes them
SCALAR_LEAVES = ("alpha", "beta")
ACCUMULATOR = "acc"


PRECEDENCE = {"+": 1, "-": 1, "*": 2}
ATOM = 3  # leaves, constants and calls never need parentheses


class Node:
    """One node of an epilogue tree."""

    precedence = ATOM

    def text(self) -> str:
        raise NotImplementedError

    def emit(self, values: Mapping[str, Any]) -> Any:
        """DSL code: `values` maps leaf names to fp32 register fragments (TensorSSA) or Float32 scalars."""
        raise NotImplementedError

    def reference(self, values: Mapping[str, Any]) -> Any:
        """torch: `values` maps leaf names to tensors (broadcastable to out) or floats."""
        raise NotImplementedError

    def sensitivity(self, scalars: Mapping[str, float]) -> float:
        """A bound on |d out / d acc|: how much an error in the accumulator can grow on its way out."""
        raise NotImplementedError

    def leaves(self) -> set[str]:
        raise NotImplementedError


@dataclass(frozen=True)
class Leaf(Node):
    name: str

    def text(self) -> str:
        return self.name

    def emit(self, values: Mapping[str, Any]) -> Any:
        return values[self.name]

    def reference(self, values: Mapping[str, Any]) -> Any:
        return values[self.name]

    def sensitivity(self, scalars: Mapping[str, float]) -> float:
        if self.name == ACCUMULATOR:
            return 1.0
        return 0.0

    def leaves(self) -> set[str]:
        return {self.name}


@dataclass(frozen=True)
class Constant(Node):
    value: float

    def text(self) -> str:
        return repr(float(self.value)) if self.value >= 0 else f"({float(self.value)!r})"

    def emit(self, values: Mapping[str, Any]) -> Any:
        return float(self.value)

    def reference(self, values: Mapping[str, Any]) -> Any:
        return float(self.value)

    def sensitivity(self, scalars: Mapping[str, float]) -> float:
        return 0.0

    def leaves(self) -> set[str]:
        return set()


@dataclass(frozen=True)
class Binary(Node):
    op: str  # "+", "-" or "*"
    left: Node
    right: Node

    @property
    def precedence(self) -> int:  # type: ignore[override]
        return PRECEDENCE[self.op]

    def text(self) -> str:
        left = self.left.text()
        if self.left.precedence < self.precedence:
            left = f"({left})"
        right = self.right.text()
        # a - (b + c) and a * (b * c) keep their grouping: the tree is compared by its text
        if self.right.precedence <= self.precedence and self.right.precedence != ATOM:
            right = f"({right})"
        return f"{left} {self.op} {right}"

    def emit(self, values: Mapping[str, Any]) -> Any:
        return _apply_binary(self.op, self.left.emit(values), self.right.emit(values))

    def reference(self, values: Mapping[str, Any]) -> Any:
        return _apply_binary(self.op, self.left.reference(values), self.right.reference(values))

    def sensitivity(self, scalars: Mapping[str, float]) -> float:
        left, right = self.left.sensitivity(scalars), self.right.sensitivity(scalars)
        if self.op in "+-":
            return left + right
        # a product: only a factor free of acc can scale the error (acc * acc is not an epilogue we take)
        bound = 0.0
        if left:
            bound += left * _magnitude(self.right, scalars)
        if right:
            bound += right * _magnitude(self.left, scalars)
        return bound

    def leaves(self) -> set[str]:
        return self.left.leaves() | self.right.leaves()


@dataclass(frozen=True)
class Activation:
    """One activation: its DSL form, its torch form (both on fp32 values), its largest slope."""

    emit: Callable[..., Any]
    reference: Callable[..., Any]
    slope: float
    constants: int = 0  # trailing compile-time number arguments (leaky_relu's slope, clamp's bounds)


@dataclass(frozen=True)
class Call(Node):
    function: str
    argument: Node
    constants: tuple[float, ...] = field(default=())

    def text(self) -> str:
        extra = "".join(f", {float(value)!r}" for value in self.constants)
        return f"{self.function}({self.argument.text()}{extra})"

    def emit(self, values: Mapping[str, Any]) -> Any:
        return ACTIVATIONS[self.function].emit(self.argument.emit(values), *self.constants)

    def reference(self, values: Mapping[str, Any]) -> Any:
        return ACTIVATIONS[self.function].reference(self.argument.reference(values), *self.constants)

    def sensitivity(self, scalars: Mapping[str, float]) -> float:
        slope = ACTIVATIONS[self.function].slope
        if self.function == "leaky_relu":
            slope = max(1.0, abs(self.constants[0]))
        return slope * self.argument.sensitivity(scalars)

    def leaves(self) -> set[str]:
        return self.argument.leaves()


def _magnitude(node: Node, scalars: Mapping[str, float]) -> float:
    if isinstance(node, Constant):
        return abs(node.value)
    if isinstance(node, Leaf) and node.name in scalars:
        return abs(scalars[node.name])
    if node.sensitivity(scalars) == 0.0:
        return 0.0  # no acc below: this factor carries no accumulator error
    raise BadInputError(f"epilogue: cannot bound the error of a product with {node.text()}")


def _apply_binary(op: str, left: Any, right: Any) -> Any:
    # a DSL fragment must be the left operand: float + TensorSSA is not defined in every DSL release
    if op == "+":
        return left + right if not isinstance(left, float) else right + left
    if op == "*":
        return left * right if not isinstance(left, float) else right * left
    return left - right if not isinstance(left, float) else (right * -1.0) + left


# -- activations ----------------------------------------------------------------------------------
# DSL forms work on fp32 TensorSSA fragments. Comparisons select rather than take max/min, so a NaN
# accumulator stays NaN as in torch (max.f32 would turn it into the other operand).


def _dsl_where(condition: Any, if_true: Any, if_false: Any) -> Any:
    import cutlass.cute as cute

    if isinstance(if_true, float):
        if_true = cute.full_like(if_false, if_true)
    if isinstance(if_false, float):
        if_false = cute.full_like(if_true, if_false)
    return cute.where(condition, if_true, if_false)


def _dsl_relu(x: Any) -> Any:
    return _dsl_where(x < 0.0, 0.0, x)


def _dsl_sigmoid(x: Any) -> Any:
    # 1 / (1 + exp(-x)): the accurate expf (branch-free range reduction, then MUFU.EX2) and the
    # approximate reciprocal (MUFU.RCP, no IEEE divide: that is a called slow path in SASS). Why not
    # (1 + tanh(x / 2)) / 2: the DSL's accurate tanh branches (30 more SASS instructions an element in
    # silu_residual), and it rounded sigmoid(x < -17) to 0, where this keeps e.g. sigmoid(-20) = 2.06e-9.
    # Large -x: exp = inf, rcp = 0; large x: rcp(1) = 1; NaN stays NaN.
    import cutlass.cute as cute

    return _dsl_each(cute.math.exp(x * -1.0, fastmath=False) + 1.0, cute.arch.rcp_approx)


def _dsl_each(x: Any, function: Callable[[Any], Any]) -> Any:
    """`function` of a scalar (a DSL arch op) applied to every element of the fragment `x`."""
    import cutlass
    import cutlass.cute as cute

    fragment = cute.make_rmem_tensor(x.shape, cutlass.Float32)
    fragment.store(x)
    for index in range(cute.size(fragment)):
        fragment[index] = function(fragment[index])
    return fragment.load()


def _dsl_silu(x: Any) -> Any:
    return x * _dsl_sigmoid(x)


def _dsl_tanh(x: Any) -> Any:
    import cutlass.cute as cute

    return cute.math.tanh(x, fastmath=False)


# gelu's erf form (torch.nn.functional.gelu's default) as x * (1 - h) for x >= 0 and x * h below, where
# h = erfc(|x| / sqrt 2) / 2 = 2^P(|x|): P is a polynomial (Horner, lowest coefficient first) fitted by least
# squares to log2(erfc(a / sqrt 2) / 2) on Chebyshev nodes of [0, GELU_CLAMP], with P(0) = -1 exactly; past
# GELU_CLAMP h < 3e-11, so |x| is clamped there. Why not 0.5 * x * (1 + erf(x / sqrt 2)) with the DSL's erf:
# 24 SASS instructions an element against 15, and on negative x the 1 + erf cancels (fp32 relative error up to
# 1e-3 where |gelu| > 1e-3, torch's own fp32 gelu included); this form has no cancellation: in fp32 its error
# is at most 4e-7 absolute and 3e-6 relative there (tests/test_gemm_epilogue.py measures it).
GELU_CLAMP = 6.5
GELU_LOG2_HALF_ERFC = (
    -1.0, -1.1511698961257935, -0.4587908685207367, -0.05342453718185425, 0.008061462081968784,
    -0.0007208439637906849, 3.7819845601916313e-06, 7.439987257384928e-06, -8.006977054719755e-07,
    2.8744437940986245e-08,
)


def gelu_half_erfc_log2(magnitude: Any) -> Any:
    """P(|x|) of `GELU_LOG2_HALF_ERFC` by Horner's rule, for a DSL fragment or a torch tensor alike."""
    polynomial = magnitude * GELU_LOG2_HALF_ERFC[-1] + GELU_LOG2_HALF_ERFC[-2]
    for coefficient in GELU_LOG2_HALF_ERFC[-3::-1]:
        polynomial = polynomial * magnitude + coefficient
    return polynomial


def _dsl_gelu(x: Any) -> Any:
    import cutlass.cute as cute

    magnitude = _dsl_where(x < 0.0, x * -1.0, x)
    magnitude = _dsl_where(magnitude > GELU_CLAMP, GELU_CLAMP, magnitude)
    half_erfc = cute.math.exp2(gelu_half_erfc_log2(magnitude), fastmath=True)
    # a NaN x is not < 0: 1 - NaN, and x * that, stay NaN
    return x * _dsl_where(x < 0.0, half_erfc, half_erfc * -1.0 + 1.0)


def _dsl_leaky_relu(x: Any, slope: float) -> Any:
    return _dsl_where(x < 0.0, x * slope, x)


def _dsl_clamp(x: Any, low: float, high: float) -> Any:
    return _dsl_where(x < low, low, _dsl_where(x > high, high, x))


def _dsl_hardswish(x: Any) -> Any:
    return x * _dsl_clamp(x + 3.0, 0.0, 6.0) * (1.0 / 6.0)


def _torch(name: str) -> Callable[..., Any]:
    def apply(x: Any, *constants: float) -> Any:
        import torch
        import torch.nn.functional as F

        functions: dict[str, Callable[..., Any]] = {
            "relu": torch.relu,
            "gelu": F.gelu,
            "silu": F.silu,
            "sigmoid": torch.sigmoid,
            "tanh": torch.tanh,
            "leaky_relu": lambda value, slope: F.leaky_relu(value, slope),
            "hardswish": F.hardswish,
            "clamp": lambda value, low, high: torch.clamp(value, low, high),
        }
        return functions[name](x, *constants)

    return apply


ACTIVATIONS: dict[str, Activation] = {
    "relu": Activation(_dsl_relu, _torch("relu"), slope=1.0),
    "gelu": Activation(_dsl_gelu, _torch("gelu"), slope=1.13),  # max of gelu' is 1.129 (at x = sqrt(2))
    "silu": Activation(_dsl_silu, _torch("silu"), slope=1.1),  # max of silu' is 1.0998
    "sigmoid": Activation(_dsl_sigmoid, _torch("sigmoid"), slope=0.25),
    "tanh": Activation(_dsl_tanh, _torch("tanh"), slope=1.0),
    "leaky_relu": Activation(_dsl_leaky_relu, _torch("leaky_relu"), slope=1.0, constants=1),
    "hardswish": Activation(_dsl_hardswish, _torch("hardswish"), slope=1.5),  # (2x + 3) / 6 at x = 3
    "clamp": Activation(_dsl_clamp, _torch("clamp"), slope=1.0, constants=2),
}


# -- parsing --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Epilogue:
    """A parsed epilogue: the tree and its canonical text."""

    tree: Node

    @classmethod
    def parse(cls, expression: str) -> Epilogue:
        """`expression` as Python syntax over the leaves and activations; BadInputError on anything else."""
        try:
            body = ast.parse(expression.strip(), mode="eval").body
        except SyntaxError as err:
            raise BadInputError(f"epilogue {expression!r}: not an expression ({err.msg})") from None
        tree = _convert(body, expression)
        if ACCUMULATOR not in tree.leaves():
            raise BadInputError(f"epilogue {expression!r} does not use the accumulator {ACCUMULATOR!r}")
        return cls(tree)

    def text(self) -> str:
        return self.tree.text()

    @property
    def tensors(self) -> tuple[str, ...]:
        """The tensor operands it reads, in the kernel's order."""
        return tuple(name for name in TENSOR_LEAVES if name in self.tree.leaves())

    @property
    def scalars(self) -> tuple[str, ...]:
        return tuple(name for name in SCALAR_LEAVES if name in self.tree.leaves())


def _convert(node: ast.AST, expression: str) -> Node:
    def bad(what: str) -> BadInputError:
        return BadInputError(
            f"epilogue {expression!r}: {what}",
            hint=f"leaves: {ACCUMULATOR}, {', '.join(TENSOR_LEAVES + SCALAR_LEAVES)}, numbers; "
            f"operators + - *; functions {', '.join(ACTIVATIONS)}",
        )

    if isinstance(node, ast.Name):
        if node.id not in (ACCUMULATOR, *TENSOR_LEAVES, *SCALAR_LEAVES):
            raise bad(f"unknown name {node.id!r}")
        return Leaf(node.id)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Constant(float(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        if isinstance(node.operand, ast.Constant):
            return Constant(-float(_convert(node.operand, expression).value))  # type: ignore[attr-defined]
        return Binary("*", Constant(-1.0), _convert(node.operand, expression))
    if isinstance(node, ast.BinOp):
        ops = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}
        if type(node.op) not in ops:
            raise bad(f"operator {type(node.op).__name__} (only + - *)")
        return Binary(ops[type(node.op)], _convert(node.left, expression), _convert(node.right, expression))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        activation = ACTIVATIONS.get(node.func.id)
        if activation is None or node.keywords:
            raise bad(f"unknown function {ast.unparse(node.func)!r}")
        if len(node.args) != 1 + activation.constants:
            raise bad(f"{node.func.id} takes {1 + activation.constants} argument(s), got {len(node.args)}")
        constants = tuple(_convert(arg, expression) for arg in node.args[1:])
        if not all(isinstance(value, Constant) for value in constants):
            raise bad(f"{node.func.id}: arguments after the first must be numbers")
        return Call(node.func.id, _convert(node.args[0], expression), tuple(c.value for c in constants))  # type: ignore[attr-defined]
    raise bad(f"{ast.unparse(node)!r} is not an epilogue term")


def canonical(expression: str) -> str:
    """The text an instance's `metadata.epilogue` holds for `expression` ("acc" stays "acc")."""
    return Epilogue.parse(expression).text()


@dataclass
class EpilogueArguments:
    """What a fused epilogue takes at launch, as the CUTLASS API passes it beside a GEMM's arguments:
    the expression, its tensors (C, bias_n, bias_m) and its scalars (alpha, beta).

        GemmArguments(A, B, out, epilogue=EpilogueArguments("relu(alpha * acc + bias_n)", bias_n=b, alpha=1.0))
    """

    expression: str
    C: Any = None
    bias_n: Any = None
    bias_m: Any = None
    alpha: float = 1.0
    beta: float = 0.0

    def __post_init__(self) -> None:
        self.parsed = Epilogue.parse(self.expression)

    def tensors(self) -> dict[str, Any]:
        """The tensors the expression reads that are given (`supports` names a missing one)."""
        return {name: getattr(self, name) for name in self.parsed.tensors if getattr(self, name) is not None}

    def scalars(self) -> dict[str, float]:
        return {name: float(getattr(self, name)) for name in SCALAR_LEAVES}

    def reference(self, accumulator: Any) -> Any:
        """torch: the epilogue applied to `accumulator` (L, M, N) in its dtype (the GPU check passes float64)."""
        values: dict[str, Any] = {ACCUMULATOR: accumulator, **self.scalars()}
        for name, tensor in self.tensors().items():
            value = tensor.to(accumulator.dtype)
            values[name] = value.unsqueeze(-1) if name == "bias_m" else value
        return self.parsed.tree.reference(values)

    def sensitivity(self) -> float:
        return self.parsed.tree.sensitivity(self.scalars())
