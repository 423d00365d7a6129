"""What `cute-ir run` feeds a kernel: value distributions per dtype and shapes around its tiles.

Why: random normal values hide numerical bugs (a softmax that scales before subtracting the maximum
is exact on them and wrong at |x| = 1e6). Each distribution names one kind of hard input; each
problem (cute_ir.problems) is checked on the ones its torch reference defines (torch.softmax of an all -inf row is NaN, which
is what we expect; RMSNorm of an inf has no single answer, so RMSNorm gets no infinities).
Values are drawn on the operand's device from a seeded generator, so a failure can be re-run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems import Problem

# per dtype: a "large" magnitude (the 1e6 where the dtype holds it) and a "huge" one
# (an element that dominates a row: 1e10, or near the top of f16's range)
# (float8: 100 and 1e4 make a 512-term sum pass its float8 output's largest value; huge is that value)
LARGE = {"f16": 1.0e4, "bf16": 1.0e6, "f32": 1.0e6, "f64": 1.0e6, "e4m3": 1.0e2, "e5m2": 1.0e4}
HUGE = {"f16": 6.0e4, "bf16": 1.0e10, "f32": 1.0e10, "f64": 1.0e10, "e4m3": 448.0, "e5m2": 57344.0}


@dataclass(frozen=True)
class Distribution:
    name: str
    description: str
    draw: Callable[[Any, tuple[int, ...], Any, str, Any], Any]  # (torch, shape, dtype, dtype name, generator)


# integer operands: uniform in [low, high], small enough that a K-term sum of products stays exact in
# an f32 output up to K = 16384 (the long-K boundary shape: 32 * 32 * 16384 = 2^24) and never near the
# int32 accumulator's limit; u8 nonnegative, so its sums also wrap an 8-bit output
SMALL_INTEGERS = {"i8": (-32, 31), "u8": (0, 31), "i32": (-32, 31)}


def _normal(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Standard normal, rounded to the dtype (float8's 3 or 2 mantissa bits hold it: products stay far
    inside float8's and f16's ranges); integers from SMALL_INTEGERS instead."""
    if name in SMALL_INTEGERS:
        low, high = SMALL_INTEGERS[name]
        return torch.randint(low, high + 1, shape, generator=gen, device=gen.device, dtype=torch.int64).to(dtype)
    return torch.randn(shape, generator=gen, device=gen.device, dtype=torch.float64).to(dtype)


def _zeros(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    return torch.zeros(shape, device=gen.device, dtype=dtype)


def _equal_rows(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Each row (last dimension) one repeated value."""
    row_values = _normal(torch, shape[:-1] + (1,), dtype, name, gen)
    return row_values.expand(shape).contiguous()


def _large(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    return (_normal(torch, shape, torch.float64, name, gen) * LARGE[name]).clamp(-HUGE[name], HUGE[name]).to(dtype)


def _near_max(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Uniform in +-0.45 of the dtype's largest value: sums of two stay finite."""
    top = torch.finfo(dtype).max
    uniform = torch.rand(shape, generator=gen, device=gen.device, dtype=torch.float64)
    return ((uniform * 0.9 - 0.45) * top).to(dtype)


def _one_hot(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Normal values with one element per row set to a huge positive value."""
    values = _normal(torch, shape, torch.float64, name, gen)
    rows = values.reshape(-1, shape[-1])
    hot = torch.randint(0, shape[-1], (rows.shape[0],), generator=gen, device=gen.device)
    rows[torch.arange(rows.shape[0], device=gen.device), hot] = HUGE[name]
    return values.to(dtype)


def _equal_negative(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    return torch.full(shape, -HUGE[name], device=gen.device, dtype=dtype)


def _masked(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """-inf masks: every third row wholly, every third row from a random column on, the rest none."""
    values = _normal(torch, shape, torch.float64, name, gen)
    rows = values.reshape(-1, shape[-1])
    rows[0::3] = -torch.inf
    starts = torch.randint(0, shape[-1], (rows[1::3].shape[0], 1), generator=gen, device=gen.device)
    columns = torch.arange(shape[-1], device=gen.device)
    rows[1::3] = rows[1::3].masked_fill(columns >= starts, -torch.inf)
    return values.to(dtype)


def _denormal(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Subnormal values of the dtype (and some zeros where it rounds them away)."""
    tiny = torch.finfo(dtype).tiny
    return (_normal(torch, shape, torch.float64, name, gen) * tiny * 0.25).to(dtype)


def _nan(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Normal values with about one element in 97 NaN."""
    values = _normal(torch, shape, torch.float64, name, gen)
    hit = torch.rand(shape, generator=gen, device=gen.device) < 1 / 97
    return values.masked_fill(hit, torch.nan).to(dtype)


def _infinities(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
    """Normal values with about one element in 97 +inf and one in 97 -inf."""
    values = _normal(torch, shape, torch.float64, name, gen)
    pick = torch.rand(shape, generator=gen, device=gen.device)
    return values.masked_fill(pick < 1 / 97, torch.inf).masked_fill(pick > 1 - 1 / 97, -torch.inf).to(dtype)


DISTRIBUTIONS: dict[str, Distribution] = {
    d.name: d
    for d in (
        Distribution("normal", "standard normal", _normal),
        Distribution("zeros", "all zero", _zeros),
        Distribution("equal", "each row one repeated value", _equal_rows),
        Distribution("large", "normal x 1e6 (f16: 1e4)", _large),
        Distribution("near_max", "uniform in +-0.45 of the dtype's max", _near_max),
        Distribution("one_hot", "normal, one element per row 1e10 (f16: 6e4)", _one_hot),
        Distribution("equal_negative", "every element -1e10 (f16: -6e4)", _equal_negative),
        Distribution("masked", "-inf: whole rows, row tails", _masked),
        Distribution("denormal", "subnormals of the dtype", _denormal),
        Distribution("nan", "normal, ~1% NaN", _nan),
        Distribution("inf", "normal, ~1% +inf and ~1% -inf", _infinities),
    )
}

def problem_kind(kernel: Any) -> str:
    """The kind of problem `kernel` computes ('softmax', 'gemm_epilogue', 'conv2d', ...): its arguments' own word."""
    return _problem_of(kernel).kind()


def _not_runnable(example: Any, name: str) -> BadInputError:
    """The error for arguments that are no `Problem`: nothing says what to fill or compare with."""
    from cute_ir.registry.arguments import RuntimeArguments
    from cute_ir.registry.jit import JitArguments, cannot_run

    if isinstance(example, JitArguments):
        return cannot_run(name)
    reason = example.why_not_runnable() if isinstance(example, RuntimeArguments) else ""
    if reason:
        return BadInputError(f"{name} cannot be run by cute-ir: {reason}",
                             hint=f"it compiles without a GPU: cute-ir dump {name}")
    return BadInputError(
        f"{name} cannot be run by cute-ir: its arguments ({type(example).__name__}) say nothing of the "
        "operands to fill or the reference to compare with",
        hint="a register_jit kernel only compiles (dump, trace, golden, check); a Kernel subclass whose arguments "
        "are a cute_ir.problems class runs (see docs/providers.md)",
    )


def problem_of(arguments: Any, name: str = "this kernel") -> Problem:
    """`arguments` as the Problem they are, or the error saying why kernel `name` cannot run: the one check
    of the GPU corner (the runner, the cases and the shapes ask it)."""
    if not isinstance(arguments, Problem):
        raise _not_runnable(arguments, name)
    return arguments


def _problem_of(kernel: Any) -> Problem:
    return problem_of(kernel.example_arguments(), kernel.name)


def known_distributions(requested: str) -> str:
    """`requested` (a `--values` value) once it is 'all' or names only distributions, whatever the kernel."""
    names = tuple(part.strip() for part in requested.split(",") if part.strip())
    unknown = [name for name in names if name not in DISTRIBUTIONS]
    if requested != "all" and (unknown or not names):
        raise BadInputError(
            f"--values {requested!r}: unknown distribution {', '.join(unknown) or '(none)'}; "
            f"choose from {', '.join(DISTRIBUTIONS)} or 'all'"
        )
    return requested


def distributions_for(kernel: Any, requested: str) -> tuple[str, ...]:
    """`requested` is one distribution name, a comma list, or 'all' (every one the problem takes)."""
    available = _problem_of(kernel).distributions()
    if known_distributions(requested) == "all":
        return available
    names = tuple(part.strip() for part in requested.split(",") if part.strip())
    refused = [name for name in names if name not in available]
    if refused:
        raise BadInputError(
            f"--values: {kernel.name} is not checked on {', '.join(refused)} (its torch reference does not "
            f"define one answer there); it takes {', '.join(available)}"
        )
    return names


def boundary_shapes(kernel: Any) -> list[tuple[int, ...]]:
    """Shapes at and around the instance's vector and tile boundaries, single rows and columns, long K."""
    return _problem_of(kernel).boundary_shapes(kernel.metadata)


def any_length_shapes(kernel: Any, rows: int = 64) -> list[tuple[int, ...]]:
    """The issue's row lengths (1, 7, 33, 1000, 50257, 100003) for a row or elementwise instance."""
    return _problem_of(kernel).any_length_shapes(rows)
