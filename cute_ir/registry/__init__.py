"""The kernel registry of the core: providers, their families, and the lookups every command uses.

    from cute_ir.registry import get_kernel
    kernel = get_kernel("elementwise_add_sm80_f32_v128")
    artifact = kernel.compile(kernel.example_arguments())   # CUTE_DSL_ARCH=sm_90a, no GPU needed

Kernels come from providers (see `provider.py`, `discovery.py`); cute-ir's own kernels are one of
them (`cute_ir.kernels:PROVIDER`, through our own entry point). Importing this package imports
neither torch nor the DSL.
"""

from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.catalog import (
    UnknownKernelError,
    all_kernels,
    catalog,
    check_providers,
    get_kernel,
    get_kernels,
    indexed_families,
    provider_of,
)
from cute_ir.registry.discovery import ProviderLoadError, ProviderSource, register_family, unregister_family
from cute_ir.registry.jit import JitKernel, register_jit
from cute_ir.registry.kernel import CompiledArtifact, Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, OperandMetadata
from cute_ir.registry.operands import OperandSpec
from cute_ir.registry.provider import KernelProvider
from cute_ir.registry.status import Status

__all__ = [
    "CompiledArtifact",
    "DesignMetadata",
    "JitKernel",
    "Kernel",
    "KernelMetadata",
    "KernelProvider",
    "OperandMetadata",
    "OperandSpec",
    "ProviderLoadError",
    "ProviderSource",
    "RuntimeArguments",
    "Status",
    "UnknownKernelError",
    "all_kernels",
    "catalog",
    "check_providers",
    "get_kernel",
    "get_kernels",
    "indexed_families",
    "provider_of",
    "register_family",
    "register_jit",
    "unregister_family",
]
