"""The operators package's own arguments for an operator: from cute-ir's GemmArguments (tensors or
OperandSpecs) or, for kinds cute-ir's problems do not describe (fp8/fp4/int operands, scaled, grouped),
from an example (L, M, N, K) as DSL fake tensors. Imports the DSL: used where an operator compiles."""

from __future__ import annotations

from typing import Any

from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.operands import OperandSpec, contiguous_along


_MODE: list[Any] = []  # one torch FakeTensorMode for the process


def _fake(dtype_name: str, shape: tuple[int, ...], lead: int, alignment: int = 16) -> Any:
    """A torch fake tensor (shape, strides and dtype, no memory): what the operators package compiles
    from without a GPU (its TensorWrapper takes the DSL's own fake tensors only at run time)."""
    import cutlass
    import torch
    from cutlass.operators.utils.dtype import torch_type_from_cutlass_type
    from torch._subclasses.fake_tensor import FakeTensorMode

    from cute_ir.errors import BadInputError

    numeric = getattr(cutlass, dtype_name)
    try:
        torch_dtype = torch_type_from_cutlass_type(numeric)
    except KeyError:
        raise BadInputError(f"{dtype_name} has no torch dtype: cute-ir cannot make this operator's example "
                            "operands without a GPU (the operators package compiles from torch fake tensors)") from None
    packing = max(torch_dtype.itemsize * 8 // numeric.width, 1)  # float4_e2m1fn_x2: two values a byte
    physical = tuple(extent // packing if dim == lead else extent for dim, extent in enumerate(shape))
    if not _MODE:
        _MODE.append(FakeTensorMode())
    del alignment  # a fake tensor's address is 0: aligned for any access
    with _MODE[0]:
        return torch.empty_strided(physical, contiguous_along(physical, lead), dtype=torch_dtype, device="cpu")


def _spec_tensor(spec: OperandSpec) -> Any:
    from cute_ir.registry.dtypes import cutlass_type

    lead = spec.stride.index(1) if spec.stride and 1 in spec.stride else len(spec.shape) - 1
    return _fake(cutlass_type(spec.dtype).__name__, spec.shape, lead)


def _lead(stride: Any, rank: int) -> int:
    stride = tuple(stride or ())
    return stride.index(1) if 1 in stride else rank - 1


def _dense_or_scaled(constraint: Any, shape: tuple[int, int, int], outer_k: tuple[int, int, int]) -> Any:
    """A dense operand, or a scaled one (quantized values and their scale factors) as its constraint
    describes; `outer_k` is the (L, M or N, K) the scale factors cover."""
    import cutlass.operators as ops

    quantized = getattr(constraint, "quantized", None)
    if quantized is None:
        return _fake(_name(constraint.dtype), shape, _lead(constraint.stride, 3))
    values = _fake(_name(quantized.dtype), shape, _lead(quantized.stride, 3))
    mode, swizzle, scale = constraint.mode, constraint.swizzle, constraint.scale
    if scale.stride is not None:  # a scale tensor of its own layout: (L, outer, K / block) as the stride says
        block = mode[-1] if isinstance(mode, tuple) else mode.value[-1]
        scale_shape = (outer_k[0], outer_k[1], max(outer_k[2] // block, 1))
        lead = _lead(scale.stride, 3)
        if lead == 1 and shape[1] != outer_k[1]:
            scale_shape = (outer_k[0], scale_shape[2], outer_k[1])  # the operand's own (L, K, N) order
        factors = _fake(_name(scale.dtype), scale_shape, lead)
    else:
        count = ops.ScaledOperand.numel_scale(outer_k, mode, swizzle)
        factors = _fake(_name(scale.dtype), (count,), 0)
    return ops.ScaledOperand(values, factors, mode, swizzle)


def _name(dtype: Any) -> str:
    return getattr(dtype, "__name__", str(dtype))


def operator_arguments(operator: Any, args: RuntimeArguments) -> Any:
    import cutlass.operators as ops

    from cute_ir.providers.cutlass_operators import OperatorExample

    operands = operator.metadata.operands
    accumulator = operands.accumulator_type
    if not isinstance(args, OperatorExample):
        given = args.operands()
        tensors = {name: _spec_tensor(value) if isinstance(value, OperandSpec) else value
                   for name, value in given.items()}
        return ops.GemmArguments(tensors["A"], tensors["B"], tensors["out"], accumulator_type=accumulator)
    batch, m, n, k = args.shape_lmnk
    along = getattr(operands, "offsets_along", None)
    if along:  # a grouped GEMM, groups concatenated along M: A (TotalM, K), B (G, K, N), out (TotalM, N)
        groups = 4
        offsets = _fake("Int32", (groups,), 0)
        a = _fake(_name(operands.A.dtype), (m, k), _lead(operands.A.stride, 3) - 1)
        b = _fake(_name(operands.B.dtype), (groups, k, n), _lead(operands.B.stride, 3))
        out = _fake(_name(operands.out.dtype), (m, n), _lead(operands.out.stride, 3) - 1)
        return ops.IndexPtrGroupedGemmArguments(a, b, out, accumulator, offsets, along)
    a = _dense_or_scaled(operands.A, (batch, m, k), (batch, m, k))
    b = _dense_or_scaled(operands.B, (batch, k, n), (batch, n, k))
    out = _fake(_name(operands.out.dtype), (batch, m, n), _lead(operands.out.stride, 3))
    return ops.GemmArguments(a, b, out, accumulator_type=accumulator)
