"""The kernel registry: our CuTe DSL kernel families and the API to find, check, compile and run them.

    from cute_ir.kernels import get_kernel, get_kernels, ElementwiseArguments, OperandSpec
    kernel = get_kernel("elementwise_add_sm80_f32_v128")
    artifact = kernel.compile(kernel.example_arguments())   # CUTE_DSL_ARCH=sm_90a, no GPU needed

Importing this package does not import torch (nor the DSL, until a family is looked up).
"""

from cute_ir.kernels.arguments import ElementwiseArguments, GemmArguments, RowReductionArguments, RuntimeArguments
from cute_ir.kernels.kernel import CompiledArtifact, Kernel
from cute_ir.kernels.metadata import DesignMetadata, KernelMetadata, OperandMetadata
from cute_ir.kernels.operands import OperandSpec
from cute_ir.kernels.registry import (
    UnknownKernelError,
    all_kernels,
    get_kernel,
    get_kernels,
    register_provider,
    unregister_provider,
)
from cute_ir.kernels.status import Status

__all__ = [
    "CompiledArtifact",
    "DesignMetadata",
    "ElementwiseArguments",
    "GemmArguments",
    "Kernel",
    "KernelMetadata",
    "OperandMetadata",
    "OperandSpec",
    "RowReductionArguments",
    "RuntimeArguments",
    "Status",
    "UnknownKernelError",
    "all_kernels",
    "get_kernel",
    "get_kernels",
    "register_provider",
    "unregister_provider",
]
