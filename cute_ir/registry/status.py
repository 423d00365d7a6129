"""The answer of `Kernel.supports`: truthy when the arguments can run, else a readable reason."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Status:
    """`bool(status)` is the verdict; `error` names the operand and what is wrong with it."""

    error: str | None = None

    @classmethod
    def success(cls) -> Status:
        return cls(None)

    @classmethod
    def fail(cls, error: str) -> Status:
        return cls(error)

    def __bool__(self) -> bool:
        return self.error is None

    def __str__(self) -> str:
        return "supported" if self.error is None else self.error
