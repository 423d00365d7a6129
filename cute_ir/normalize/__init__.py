"""Normalization: the named rules that make IR, PTX and SASS comparable (`rules`), applied to many files at once (`files`)."""

import importlib
import warnings
from typing import Any


def __getattr__(name: str) -> Any:
    """`cute_ir.normalize.<rule>` was a module until 0.1; its names now live in `cute_ir.normalize.rules`."""
    rules = importlib.import_module("cute_ir.normalize.rules")
    if name.startswith("__") or not hasattr(rules, name):
        raise AttributeError(f"module 'cute_ir.normalize' has no attribute {name!r}")
    warnings.warn(f"cute_ir.normalize.{name} moved to cute_ir.normalize.rules.{name}; the old path goes in the next release",
                  DeprecationWarning, stacklevel=2)
    return getattr(rules, name)
