"""How a GEMM's epilogue turns its accumulator into the output type, modelled in float64 for the reference.

Why: an f16/bf16/f32 output is the accumulator rounded to nearest, which the comparison does itself
(`cute_ir.gpu.run._compare` rounds the float64 reference to the output dtype). The narrow outputs of
NVIDIA's SM90 operators are not: read from their PTX (`cute-ir dump` at sm_90a, operators 0.3.0,
DSL 4.8.1; the tile128x128x64 e4m3-out operator has 64 `cvt.rn.satfinite.e4m3x2.f32`, the i8-out one
stores bytes, `st.shared.b8`, the f16 -> i32 one has 32 `cvt.rzi.s32.f32`):

- f32 -> e4m3 / e5m2: `cvt.rn.satfinite.e4m3x2.f32` / `.e5m2x2`: to nearest, a value past the largest
  finite one saturates to it (torch's own conversion makes NaN or inf there), NaN stays NaN;
- i32 -> i8 / u8: `llvm.trunc` (the low byte is stored): wraps modulo 256, no saturation;
- f32 -> i32: `cvt.rzi.s32.f32`: toward zero, saturating at the int32 limits, NaN -> 0;
- i32 -> f32: `cvt.rn.f32.s32`: to nearest (the comparison's own rounding).

Each function returns float64 values that the output dtype holds (or, for floats, that round to it
as the kernel rounds), so the comparison's `.to(out dtype)` is exact or the same rounding.
"""

from __future__ import annotations

from typing import Any

from cute_ir.registry.dtypes import is_integer

# the largest finite value of each float8 type (e4m3fn has no inf: its top code is NaN)
FLOAT8_MAX = {"e4m3": 448.0, "e5m2": 57344.0}
# integer outputs a wider integer accumulator wraps into: (number of values, smallest value)
WRAPPED = {"i8": (256, -128), "u8": (256, 0)}
INT32_LIMITS = (-(2.0**31), 2.0**31 - 1)


def to_output(accumulated: Any, out_dtype: str, accumulator_type: str) -> Any:
    """The float64 `accumulated` (exact A @ B) as the epilogue stores it in `out_dtype`, before the
    comparison's rounding to the output dtype."""
    if out_dtype in FLOAT8_MAX:
        return saturated(accumulated, FLOAT8_MAX[out_dtype])
    if out_dtype in WRAPPED and is_integer(accumulator_type):
        return wrapped(accumulated, *WRAPPED[out_dtype])
    if out_dtype == "i32" and not is_integer(accumulator_type):
        return truncated_to_int32(accumulated)
    return accumulated


def saturated(values: Any, largest: float) -> Any:
    """Clamped to +-`largest` (infinities too), NaN kept: what `.satfinite` does before rounding (a
    value between the largest and the next code rounds to the largest either way)."""
    return values.clamp(-largest, largest)


def wrapped(values: Any, count: int, smallest: int) -> Any:
    """Integers taken modulo `count` into [smallest, smallest + count): a truncated two's-complement store."""
    return (values - smallest).remainder(count) + smallest


def truncated_to_int32(values: Any) -> Any:
    """Rounded toward zero and clamped to int32, NaN as 0 (`cvt.rzi.s32.f32`)."""
    return values.nan_to_num(nan=0.0).trunc().clamp(*INT32_LIMITS)
