"""What `cute-ir run` feeds a kernel: value distributions per dtype and shapes around its tiles.

Why: random normal values hide numerical bugs (a softmax that scales before subtracting the maximum
is exact on them and wrong at |x| = 1e6). Each distribution names one kind of hard input; each
family draws the ones its torch reference defines (torch.softmax of an all -inf row is NaN, which
is what we expect; RMSNorm of an inf has no single answer, so RMSNorm gets no infinities).
Values are drawn on the operand's device from a seeded generator, so a failure can be re-run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.registry.dtypes import itemsize

# per dtype: a "large" magnitude (the 1e6 where the dtype holds it) and a "huge" one
# (an element that dominates a row: 1e10, or near the top of f16's range)
LARGE = {"f16": 1.0e4, "bf16": 1.0e6, "f32": 1.0e6, "f64": 1.0e6}
HUGE = {"f16": 6.0e4, "bf16": 1.0e10, "f32": 1.0e10, "f64": 1.0e10}


@dataclass(frozen=True)
class Distribution:
    name: str
    description: str
    draw: Callable[[Any, tuple[int, ...], Any, str, Any], Any]  # (torch, shape, dtype, dtype name, generator)


def _normal(torch: Any, shape: tuple[int, ...], dtype: Any, name: str, gen: Any) -> Any:
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

# which distributions each kind of problem is checked on (torch defines the answer for all of these)
FAMILY_DISTRIBUTIONS: dict[str, tuple[str, ...]] = {
    "softmax": ("normal", "zeros", "equal", "large", "near_max", "one_hot", "equal_negative", "masked", "denormal", "nan", "inf"),
    "rmsnorm": ("normal", "zeros", "equal", "large", "near_max", "one_hot", "equal_negative", "denormal", "nan"),
    "elementwise": ("normal", "zeros", "large", "near_max", "masked", "denormal", "nan", "inf"),
    "gemm": ("normal", "zeros", "denormal", "nan"),
    # large magnitudes saturate the activations (sigmoid, tanh, silu's exp overflows) and round f16 to inf
    "gemm_epilogue": ("normal", "zeros", "large", "denormal", "nan"),
    "conv2d": ("normal", "zeros", "large", "denormal", "nan"),
}

# row lengths of the any-length sweep: 1, a few, odd, vocabulary and hidden sizes that are no vector multiple
ANY_LENGTHS = (1, 7, 33, 1000, 50257, 100003)


# Conv2d problems (N, H, W, C, K, R, S, stride, padding, dilation) around the implicit GEMM's edges: the
# smallest (one pixel, a 1x1 filter), N·P·Q = 969 and K = 136 off the tiles with C = 40 (a multiple of
# 8 only), a stride-2 3x3, a dilated one, the ResNet stem's 7x7/2 on 8 channels, padding wider than the
# filter reaches (output rows wholly in the padding: zeros), and a long reduction (R·S·C = 9216).
CONV2D_BOUNDARY_SHAPES: tuple[tuple[int, ...], ...] = (
    (1, 1, 1, 8, 8, 1, 1, 1, 0, 1),
    (3, 17, 19, 40, 136, 3, 3, 1, 1, 1),
    (2, 29, 31, 24, 72, 3, 3, 2, 1, 1),
    (1, 20, 20, 16, 64, 3, 3, 1, 2, 2),
    (2, 37, 37, 8, 64, 7, 7, 2, 3, 1),
    (1, 5, 5, 8, 8, 3, 3, 1, 4, 1),
    (1, 14, 14, 1024, 128, 3, 3, 1, 1, 1),
)


def problem_kind(kernel: Any) -> str:
    """'softmax', 'rmsnorm', 'elementwise', 'gemm', 'gemm_epilogue' (a GEMM with a fused
    epilogue) or 'conv2d': which distributions and shapes apply."""
    from cute_ir import kernels

    example = kernel.example_arguments()
    if isinstance(example, kernels.Conv2dArguments):
        return "conv2d"
    if isinstance(example, kernels.GemmArguments):
        return "gemm" if example.epilogue is None else "gemm_epilogue"
    if isinstance(example, kernels.ElementwiseArguments):
        return "elementwise"
    if isinstance(example, kernels.RowReductionArguments):
        return "rmsnorm" if example.weight is not None else "softmax"
    raise BadInputError(
        f"{kernel.name} cannot be run by cute-ir: its arguments ({type(example).__name__}) say nothing of the "
        "operands to fill or the reference to compare with",
        hint="a register_jit kernel only compiles (dump, trace, golden, check); a Kernel subclass with operands "
        "and a reference runs (see docs/providers.md)",
    )


def distributions_for(kernel: Any, requested: str) -> tuple[str, ...]:
    """`requested` is one distribution name, a comma list, or 'all' (every one the family takes)."""
    available = FAMILY_DISTRIBUTIONS[problem_kind(kernel)]
    if requested == "all":
        return available
    names = tuple(part.strip() for part in requested.split(",") if part.strip())
    unknown = [name for name in names if name not in DISTRIBUTIONS]
    if unknown or not names:
        raise BadInputError(
            f"--values {requested!r}: unknown distribution {', '.join(unknown) or '(none)'}; "
            f"choose from {', '.join(DISTRIBUTIONS)} or 'all'"
        )
    refused = [name for name in names if name not in available]
    if refused:
        raise BadInputError(
            f"--values: {kernel.name} is not checked on {', '.join(refused)} (its torch reference does not "
            f"define one answer there); it takes {', '.join(available)}"
        )
    return names


def boundary_shapes(kernel: Any) -> list[tuple[int, ...]]:
    """Shapes at and around the instance's vector and tile boundaries, single rows and columns, long K."""
    design = kernel.metadata.design
    kind = problem_kind(kernel)
    if kind in ("softmax", "rmsnorm"):
        chunk = design.tile_shape[1]
        vector = design.vector_bits // (8 * itemsize(kernel.metadata.operands["input"].dtype))
        lengths = (1, vector - 1, vector, vector + 1, chunk - 1, chunk, chunk + 1, 2 * chunk + vector)
        return [(3, n) for n in lengths] + [(300, 1), (1, 4096)] + [(4, n) for n in ANY_LENGTHS]
    if kind == "elementwise":
        rows, cols = design.tile_shape
        return [(1, 1), (1, cols + 1), (rows + 1, 1), (rows - 1, cols - 1), (rows, cols), (rows + 1, cols + 1),
                (2 * rows + 3, 3 * cols + 5)] + [(4, n) for n in ANY_LENGTHS]
    if kind == "conv2d":
        return list(CONV2D_BOUNDARY_SHAPES)
    tile_m, tile_n = design.tile_shape[0], design.tile_shape[1]
    if len(design.tile_shape) == 2:  # CUDA-core GEMM, any extent: single rows and columns too
        return [(1, 1, 1), (1, 7, 3), (5, 1, 9), (tile_m, tile_n, 8), (tile_m + 1, tile_n - 1, 33), (tile_m, tile_n, 16384)]
    # tensor-core GEMMs read 128-bit vectors along each operand's contiguous extent (M, N or K): all
    # extents stay multiples of 8, so the smallest problem is 8x8x8, not a single row. An instance whose
    # metadata says K must be a multiple of more (split-K: 8 per slice) gets each K rounded up to it.
    tile_k = design.tile_shape[2]
    k_multiple = int(kernel.metadata.tags.get("k_multiple", 8))
    shapes = [(8, 8, 8), (tile_m, tile_n, tile_k), (tile_m + 8, tile_n + 8, tile_k + 8),
              (2 * tile_m - 8, tile_n - 8, 3 * tile_k), (tile_m, tile_n, 16384)]
    return [(m, n, -(-k // k_multiple) * k_multiple) for m, n, k in shapes]


def any_length_shapes(kernel: Any, rows: int = 64) -> list[tuple[int, ...]]:
    """The issue's row lengths (1, 7, 33, 1000, 50257, 100003) for a row or elementwise instance."""
    if problem_kind(kernel) in ("gemm", "gemm_epilogue", "conv2d"):
        raise BadInputError(f"{kernel.name}: the any-length sweep is for row and elementwise kernels")
    return [(rows, n) for n in ANY_LENGTHS]
