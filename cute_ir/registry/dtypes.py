"""Short element-type names (the ones in instance names) and their torch and CuTe DSL spellings.

Why a table of strings: `kernels` must import without torch, so torch dtypes are matched by name.
"""

from __future__ import annotations

from typing import Any

from cute_ir.errors import BadInputError

# short name -> (torch dtype name, bytes per element)
_DTYPES: dict[str, tuple[str, int]] = {
    "f16": ("float16", 2),
    "bf16": ("bfloat16", 2),
    "f32": ("float32", 4),
    "f64": ("float64", 8),
    "i32": ("int32", 4),  # index and size tables (a grouped GEMM's problem sizes); int GEMMs' outputs
    # the narrow operands and outputs of NVIDIA's SM90 GEMM operators (cute_ir/providers/cutlass_operators.py)
    "i8": ("int8", 1),
    "u8": ("uint8", 1),
    "e4m3": ("float8_e4m3fn", 1),
    "e5m2": ("float8_e5m2", 1),
    "i64": ("int64", 8),  # addresses (a grouped GEMM's pointer table, its TMA descriptor workspace)
}

_TORCH_TO_SHORT = {torch_name: short for short, (torch_name, _) in _DTYPES.items()}
_CUTLASS_TO_SHORT = {
    "Float16": "f16", "BFloat16": "bf16", "Float32": "f32", "Float64": "f64", "Int32": "i32", "Int64": "i64",
    "Int8": "i8", "Uint8": "u8", "Float8E4M3FN": "e4m3", "Float8E5M2": "e5m2",
}
INTEGER_DTYPES = frozenset({"i8", "u8", "i32", "i64"})


def is_known(dtype: str) -> bool:
    """Whether cute-ir has a torch dtype for the short name (and so can fill and compare such operands)."""
    return dtype in _DTYPES


def is_integer(dtype: str) -> bool:
    """Whether the short name is an integer type: no NaN, no subnormals, exact sums."""
    return check_dtype(dtype) in INTEGER_DTYPES


def itemsize(dtype: str) -> int:
    return _DTYPES[check_dtype(dtype)][1]


def check_dtype(dtype: str) -> str:
    if dtype not in _DTYPES:
        raise BadInputError(f"unknown dtype {dtype!r}; known: {', '.join(_DTYPES)}")
    return dtype


def torch_dtype_name(dtype: str) -> str:
    """`getattr(torch, torch_dtype_name("bf16"))` is torch.bfloat16."""
    return _DTYPES[check_dtype(dtype)][0]


def short_name_of(dtype: Any) -> str | None:
    """Short name of a torch dtype, a CuTe DSL numeric type or a short name; None when unknown."""
    text = str(dtype)
    if text in _DTYPES:
        return text
    if text.startswith("torch."):
        return _TORCH_TO_SHORT.get(text.removeprefix("torch."))
    name = getattr(dtype, "__name__", text)
    return _CUTLASS_TO_SHORT.get(name)


def cutlass_type(dtype: str) -> Any:
    """The CuTe DSL numeric class for a short name (imports the DSL only when asked)."""
    import cutlass

    by_short = {short: name for name, short in _CUTLASS_TO_SHORT.items()}
    return getattr(cutlass, by_short[check_dtype(dtype)])
