"""A kernel provider: a named set of kernel families, published by a package through an entry point.

    # acme_kernels/cute_ir_provider.py
    from cute_ir.registry import KernelProvider

    def _gemm():                         # imported only when the family is asked for
        from acme_kernels.gemm import AcmeGemmKernel
        return AcmeGemmKernel

    PROVIDER = KernelProvider(name="acme", families={"AcmeGemmKernel": _gemm})

    # pyproject.toml
    [project.entry-points."cute_ir.kernels"]
    acme = "acme_kernels.cute_ir_provider:PROVIDER"

Families are loaders (or the classes themselves), so listing providers imports no DSL. With
`lazy=True` the provider is listed and looked up from an index of its instances' metadata (built once
per change of its sources and DSL release, in a child process: `provider_index.py`), and a family's
module is imported only when one of its instances is used; its Kernel classes must allow `__class__`
assignment (no `__slots__`) and their metadata must survive `KernelMetadata.to_json`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Union

from cute_ir.errors import BadInputError
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.names import check_name

FamilyLoader = Callable[[], type[Kernel]]


@dataclass(frozen=True)
class KernelProvider:
    """`families` maps a family name (its class name, by convention) to its Kernel subclass or a loader of it."""

    name: str
    families: Mapping[str, Union[FamilyLoader, type[Kernel]]] = field(default_factory=dict)
    lazy: bool = False  # listed from an index of its instances' metadata (module docstring)

    def __post_init__(self) -> None:
        check_name("provider name", self.name)
        if not isinstance(self.families, Mapping):
            raise BadInputError(f"provider {self.name!r}: families must be a mapping of name -> Kernel subclass or loader")

    def load_family(self, family: str) -> type[Kernel]:
        """The family's class; a loader that returns something else is named."""
        entry = self.families[family]
        cls = entry if isinstance(entry, type) else entry()
        if not (isinstance(cls, type) and issubclass(cls, Kernel)):
            raise BadInputError(f"provider {self.name!r}: family {family!r} is {cls!r}, not a Kernel subclass")
        return cls
