"""What a kernel needs to know about one operand, whatever kind of tensor it is.

An operand may be a torch tensor, a CuTe DSL tensor, any other DLPack tensor, or an `OperandSpec`
(shape, dtype and strides only) for compiling without a GPU. `describe` reads each kind without
importing torch, so `supports` works the same for all of them.
"""

from __future__ import annotations

import ctypes

import math
from dataclasses import dataclass
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.registry.dtypes import check_dtype, short_name_of

DEFAULT_ALIGNMENT_BYTES = 16  # one 128-bit access

# DLPack device types (dlpack.h: DLDeviceType)
_DLPACK_DEVICES = {1: "cpu", 2: "cuda", 3: "cuda_host", 13: "cuda_managed"}


def row_major_strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    strides, running = [], 1
    for extent in reversed(shape):
        strides.append(running)
        running *= max(extent, 1)
    return tuple(reversed(strides))


def contiguous_along(shape: tuple[int, ...], lead: int) -> tuple[int, ...]:
    """Packed strides with dimension `lead` contiguous and the others outer to inner after it (the last
    dimension innermost): how a GEMM operand of leading dimension `lead` lies in memory."""
    order = [lead] + [dim for dim in reversed(range(len(shape))) if dim != lead]
    strides = [0] * len(shape)
    running = 1
    for dim in order:
        strides[dim] = running
        running *= max(shape[dim], 1)
    return tuple(strides)


@dataclass(frozen=True)
class OperandSpec:
    """A tensor described by shape, dtype and strides: becomes a DSL fake tensor, no memory, no GPU.

    `stride=None` means row-major (last dimension contiguous). `alignment` is the byte alignment the
    compiler may assume for the base address.
    """

    dtype: str
    shape: tuple[int, ...]
    stride: tuple[int, ...] | None = None
    alignment: int = DEFAULT_ALIGNMENT_BYTES

    def __post_init__(self) -> None:
        check_dtype(self.dtype)
        object.__setattr__(self, "shape", tuple(int(extent) for extent in self.shape))
        if self.stride is None:
            object.__setattr__(self, "stride", row_major_strides(self.shape))
        else:
            object.__setattr__(self, "stride", tuple(int(step) for step in self.stride))
        if len(self.stride) != len(self.shape):
            raise BadInputError(f"OperandSpec: shape {self.shape} and stride {self.stride} differ in rank")
        if any(extent < 0 for extent in self.shape):  # 0: an empty operand (a grouped GEMM's empty group)
            raise BadInputError(f"OperandSpec: every extent must be >= 0, got shape {self.shape}")

    @classmethod
    def column_major(cls, dtype: str, shape: tuple[int, ...], alignment: int = DEFAULT_ALIGNMENT_BYTES) -> OperandSpec:
        """First dimension contiguous (what BLAS calls "n" for a matrix)."""
        reversed_strides = row_major_strides(tuple(reversed(shape)))
        return cls(dtype, tuple(shape), tuple(reversed(reversed_strides)), alignment)


@dataclass(frozen=True)
class OperandView:
    """The facts `supports` checks: dtype, shape, strides, where the memory is, address alignment.

    `device` is "cpu", "cuda", ... for real tensors, "none" for an `OperandSpec` or a fake tensor and
    "unknown" where the kind of tensor does not say. `address_alignment` is the largest power of two
    (up to 16) dividing the data address, or the assumed alignment where there is no address.
    """

    dtype: str | None
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    device: str
    address_alignment: int | None

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def leading_dim(self) -> int | None:
        """The contiguous dimension (stride 1, extent > 1 preferred), None when there is none."""
        unit = [dim for dim, step in enumerate(self.stride) if step == 1]
        if not unit:
            return None
        wide = [dim for dim in unit if self.shape[dim] > 1]
        return (wide or unit)[-1]

    def numel(self) -> int:
        return math.prod(self.shape)


def _alignment_of_address(address: int) -> int:
    alignment = DEFAULT_ALIGNMENT_BYTES
    while alignment > 1 and address % alignment:
        alignment //= 2
    return alignment


def _static_ints(values: Any) -> tuple[int, ...] | None:
    try:
        return tuple(int(value) for value in values)
    except (TypeError, ValueError):
        return None


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    """The head of dlpack.h's DLTensor: enough to find where the data starts."""

    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", _DLDevice),
        ("ndim", ctypes.c_int),
        ("dtype", _DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


def _dlpack_address(operand: Any) -> int | None:
    """The data address of a DLPack tensor (data + byte_offset), read from a fresh, unconsumed capsule.

    A DLManagedTensor starts with its DLTensor, so the capsule's pointer is the DLTensor's address.
    The capsule is not renamed, so its destructor still releases the export.
    """
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    try:
        capsule = operand.__dlpack__()
        tensor = _DLTensor.from_address(get_pointer(capsule, b"dltensor"))
    except (TypeError, ValueError, BufferError, RuntimeError):
        return None
    return None if tensor.data is None else int(tensor.data) + int(tensor.byte_offset)


def describe(operand: Any, name: str) -> OperandView:
    """Read an operand of any supported kind; raise BadInputError naming it when it is none of them."""
    if isinstance(operand, OperandSpec):
        return OperandView(operand.dtype, operand.shape, operand.stride or (), "none", operand.alignment)
    if hasattr(operand, "data_ptr") and callable(getattr(operand, "stride", None)):  # torch.Tensor
        return OperandView(
            short_name_of(operand.dtype),
            tuple(operand.shape),
            tuple(operand.stride()),
            str(operand.device.type),
            _alignment_of_address(int(operand.data_ptr())),
        )
    if hasattr(operand, "element_type") and hasattr(operand, "shape"):  # CuTe DSL tensor (also fake)
        shape = _static_ints(operand.shape)
        stride = _static_ints(operand.stride)
        if shape is None or stride is None:
            raise BadInputError(f"operand {name!r}: a CuTe tensor with dynamic shape or stride cannot be checked")
        dtype = short_name_of(operand.element_type)
        fake = type(operand).__name__ == "_FakeTensor"
        return OperandView(dtype, shape, stride, "none" if fake else "unknown", None)
    if hasattr(operand, "__dlpack__") and hasattr(operand, "__dlpack_device__"):
        from cutlass.cute.runtime import from_dlpack

        device_type = int(operand.__dlpack_device__()[0])
        view = describe(from_dlpack(operand), name)
        address = _dlpack_address(operand)
        return OperandView(view.dtype, view.shape, view.stride, _DLPACK_DEVICES.get(device_type, "unknown"),
                           None if address is None else _alignment_of_address(address))
    raise BadInputError(
        f"operand {name!r}: expected a torch tensor, a CuTe tensor, a DLPack tensor or an OperandSpec, "
        f"got {type(operand).__name__}"
    )

