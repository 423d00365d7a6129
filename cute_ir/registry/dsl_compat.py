"""Everything that touches the DSL's runtime objects (tensors, streams, target arch) lives here.

Why one module: the project compiles the same kernels with several DSL releases; where their APIs
differ, the difference is kept here and nowhere else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.registry.dtypes import cutlass_type
from cute_ir.registry.operands import OperandSpec, OperandView

ARCH_ENV = "CUTE_DSL_ARCH"


def dsl_version() -> str:
    """The release of the DSL this process compiles with, as a spec (`4.8.1`, `4.5.0+cu13`): the one answer,
    `releases.catalogue.imported_dsl` (read from the installed distribution; 4.2.1's `cutlass` has no
    `__version__`, and no `cutlass` tells its libs variant)."""
    from cute_ir.releases.catalogue import format_spec, imported_dsl

    return format_spec(*imported_dsl())


def target_arch() -> str:
    """The arch the DSL compiles for. It reads CUTE_DSL_ARCH once, when it is first imported (or
    detects the GPU), so this asks the DSL rather than the environment."""
    from cutlass.cutlass_dsl import CuTeDSL

    return str(CuTeDSL._get_dsl().envar.arch)


@contextmanager
def compiling_for(arch: str) -> Iterator[None]:
    """Compile for `arch` inside the block, in this process, whatever the DSL read from CUTE_DSL_ARCH (or
    the GPU) when it was imported; its own setting is back afterwards."""
    from cutlass.cutlass_dsl import CuTeDSL

    settings = CuTeDSL._get_dsl().envar
    before = settings.arch
    settings.arch = arch
    try:
        yield
    finally:
        settings.arch = before


def compiled_arch(pipeline: str) -> str:
    """The arch a compile's pipeline string targets (`cubin-chip=sm_90a`); "" when it names none."""
    match = re.search(r"\bcubin-chip=(\w+)", pipeline)
    return match.group(1) if match else ""


def compute_capability(arch: str) -> int:
    """"sm_90a" -> 90, "sm_80" -> 80."""
    match = re.fullmatch(r"sm_?(\d+)[a-z]?", arch.strip())
    if not match:
        raise BadInputError(f"{ARCH_ENV}={arch!r} is not an arch like sm_80 or sm_90a")
    return int(match.group(1))


def to_cute_tensor(operand: Any, view: OperandView, leading_dim: int | None = None) -> Any:
    """The tensor handed to `cute.compile` and to the compiled function.

    An OperandSpec becomes a fake tensor with its static shape and strides; a DLPack tensor (torch
    included) is wrapped with a dynamic layout, so one compiled artifact runs every shape with the
    same contiguous dimension; a CuTe tensor is passed as it is.
    """
    if isinstance(operand, OperandSpec):
        import cutlass.cute.runtime as runtime

        if not hasattr(runtime, "make_fake_tensor"):
            return _host_array_tensor(operand)
        return runtime.make_fake_tensor(
            cutlass_type(operand.dtype), operand.shape, operand.stride, assumed_align=operand.alignment
        )
    if hasattr(operand, "__dlpack__") and not hasattr(operand, "element_type"):
        from cutlass.cute.runtime import from_dlpack

        wrapped = from_dlpack(operand, assumed_align=view.address_alignment)
        # the caller's contiguous dim where it knows one: a (3, 1) row-major tensor has stride 1 in both
        # dims, and guessing dim 0 would compile static row strides that no longer hold for (3, 2047)
        return wrapped.mark_layout_dynamic(leading_dim=view.leading_dim if leading_dim is None else leading_dim)
    return operand


def _host_array_tensor(spec: OperandSpec) -> Any:
    """The spec as a static-layout tensor over a zeroed host array, for DSL 4.2, which has no fake
    tensors. numpy has no bf16: its array holds 16-bit integers and the tensor is retyped."""
    import numpy as np
    from cutlass.cute.runtime import from_dlpack

    storage = {"f32": np.float32, "f64": np.float64, "f16": np.float16}.get(spec.dtype, np.uint16)
    elements = 1 + sum((extent - 1) * step for extent, step in zip(spec.shape, spec.stride))
    zeros = np.zeros(elements, dtype=storage)
    array = np.lib.stride_tricks.as_strided(zeros, spec.shape, tuple(step * zeros.itemsize for step in spec.stride))
    tensor = from_dlpack(array, assumed_align=spec.alignment)
    tensor.element_type = cutlass_type(spec.dtype)
    return tensor


def dynamic_fake_tensor(spec: OperandSpec) -> Any:
    """A fake tensor with the spec's dtype and contiguous dimension but run-time extents and strides:
    the type `to_cute_tensor` gives a real tensor of that layout (what a compile for real operands
    must see for a tensor it does not have yet, e.g. the workspace)."""
    import cutlass.cute as cute
    from cutlass.cute.runtime import make_fake_tensor

    view = OperandView(spec.dtype, spec.shape, spec.stride or (), "none", spec.alignment)
    leading = view.leading_dim
    shape = tuple(cute.sym_int() for _ in spec.shape)
    stride = tuple(1 if dim == leading else cute.sym_int64() for dim in range(len(spec.shape)))
    return make_fake_tensor(cutlass_type(spec.dtype), shape, stride, assumed_align=spec.alignment)


def occupancy_launch_hint(min_ctas_per_sm: int) -> dict[str, Any]:
    """Launch keywords asking the compiler to fit `min_ctas_per_sm` CTAs on one SM (`.minnctapersm`,
    i.e. a register cap), where the DSL compiles that without a GPU; {} elsewhere and for 0 (no cap).

    Why a probe: with min_blocks_per_mp > 1, DSL 4.2-4.5 ask the driver for the SM's shared memory
    while compiling (a CPU-only compile fails: no libcuda); from 4.6 a LaunchConfig also takes
    preferred_smem_carveout, and given one (-1: the driver's default split) it does not ask. Where the
    hint is left out the kernel compiles as it would without it.
    """
    from cutlass.base_dsl.dsl import BaseDSL

    takes_carveout = "preferred_smem_carveout" in getattr(BaseDSL.LaunchConfig, "__dataclass_fields__", {})
    if not min_ctas_per_sm or not takes_carveout:
        return {}
    return {"min_blocks_per_mp": min_ctas_per_sm, "preferred_smem_carveout": -1}


def register_tensor(layout: Any, dtype: Any) -> Any:
    """A tensor in registers (`cute.make_rmem_tensor`; DSL 4.2 calls it `make_fragment`), for kernel code."""
    import cutlass.cute as cute

    make = getattr(cute, "make_rmem_tensor", None) or cute.make_fragment
    return make(layout, dtype)


def fake_stream() -> Any:
    """A stream argument for compiling without a GPU (DSL 4.2 has no fake stream: the null stream)."""
    import cutlass.cute.runtime as runtime

    if hasattr(runtime, "make_fake_stream"):
        return runtime.make_fake_stream()
    from cuda.bindings import driver

    return driver.CUstream(0)


def current_torch_stream(device_operand: Any) -> Any:
    """The torch stream of the operand's device as a CUDA driver stream (what compiled kernels take)."""
    import torch
    from cuda.bindings import driver

    return driver.CUstream(torch.cuda.current_stream(device_operand.device).cuda_stream)


def as_driver_stream(stream: Any) -> Any:
    """Accept a torch.cuda.Stream, a raw handle or a driver CUstream."""
    from cuda.bindings import driver

    if isinstance(stream, driver.CUstream):
        return stream
    handle = getattr(stream, "cuda_stream", stream)
    return driver.CUstream(int(handle))
