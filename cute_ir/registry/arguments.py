"""The base of every family's launch arguments.

Operands may be torch tensors, CuTe DSL tensors, DLPack tensors or `OperandSpec`s (compile only).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import Any


@dataclass
class RuntimeArguments(ABC):
    """Base class: `operands()` lists the tensors by name, in the order the kernel takes them."""

    @abstractmethod
    def operands(self) -> dict[str, Any]: ...

    def with_operands(self, tensors: dict[str, Any]) -> RuntimeArguments:
        """A copy with the named operands replaced (e.g. specs by GPU tensors); by default each
        operand is the field of its name."""
        return replace(self, **tensors)

    def why_not_runnable(self) -> str:
        """Why `cute-ir run` cannot fill and check a kernel of these arguments, where they know it ("":
        they say nothing, or they are a problem that runs). Arguments made only for compiling answer."""
        return ""
