"""cute-ir's frames count as the DSL's own while it captures, so a trace compiles the plain run's locations.

From 4.5 the DSL gives an op it builds the location of the first Python frame on the stack outside its
own package: the user's line that led to it (`catalogue.DSL_FRAME_PREDICATES` names the predicate that
decides). cute-ir watches the DSL by wrapping its methods (`BaseDSL._func` and the others of
`cute_ir.capture.dsl.outside`, `Compiler.compile`), which puts frames of ours between the DSL's frames and
the user's. Ops that the DSL's own code builds, e.g. in one of its @cute.jit helpers that a kernel calls
(a `cutlass.pipeline` helper), were then attributed to our wrapper's line: with line info the PTX
gained a `.file` of cute-ir and `.loc` lines a plain run gives to the kernel's source. Inside
`frames_of_the_dsl(files)` the DSL's predicate also holds for `files`, so its walk passes our frames
as it passes its own, and stops where the plain run stops.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from types import ModuleType

from cute_ir.releases.catalogue import DSL_FRAME_PREDICATES


@contextmanager
def frames_of_the_dsl(files: Iterable[str]) -> Iterator[None]:
    """Inside the block the DSL's location walk treats frames of code from `files` as its own."""
    ours = frozenset(files)
    with ExitStack() as restore:
        for module, name in _predicates():
            original: Callable[[str], bool] = getattr(module, name)

            def is_the_dsls(filename: str, original: Callable[[str], bool] = original) -> bool:
                return filename in ours or original(filename)

            setattr(module, name, is_the_dsls)
            restore.callback(setattr, module, name, original)
        yield


def _predicates() -> list[tuple[ModuleType, str]]:
    """The imported DSL's frame predicates (none before 4.5, whose ops take their direct caller's line)."""
    found = []
    for module_name, name in DSL_FRAME_PREDICATES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        if callable(getattr(module, name, None)):
            found.append((module, name))
    return found
