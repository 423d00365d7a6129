"""The Python side of a compile's identity: the @cute.jit function being compiled, and the DSL's own files.

The function is found on the stack of the `Compiler.compile` call: the DSL's frames that build the
module hold it in a local (`cute_ir.releases.catalogue.JIT_FUNCTION_LOCALS` names it per release). A method
compiled on an object is named after the object's class, not the class that defines it: quack's
`GemmDefaultSm90` inherits `GemmSm90.__call__`, and a session pairs its kernels by that name. "DSL
internals" are files under the installed DSL package's real location, not any path containing
`/cutlass/` (NVIDIA's own examples live under such paths and are user code).
"""

from __future__ import annotations

import functools
import inspect
import os
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import FrameType

from cute_ir.releases.catalogue import JIT_ARGUMENT_LOCALS, JIT_DSL_LOCALS, JIT_FUNCTION_LOCALS


@dataclass(frozen=True)
class JitFunction:
    qualname: str  # where it is defined, e.g. "GemmSm90.__call__"
    source_file: str
    bound_class: str = ""  # the class of the object it was compiled on, e.g. "GemmDefaultSm90"; "" for a function
    options: dict[str, str] = field(default_factory=dict)  # DSL compile options the script chose (by flag)

    @property
    def name(self) -> str:
        """The compile's name: the method under the object's own class ("GemmDefaultSm90.__call__")."""
        if not self.bound_class:
            return self.qualname
        return f"{self.bound_class}.{self.qualname.rsplit('.', 1)[-1]}"


@functools.lru_cache(maxsize=1)
def dsl_roots() -> tuple[str, ...]:
    """Directories of the installed DSL's Python packages (real paths, with a trailing separator).

    Only the DSL's own: `cutlass` is a namespace the DSL extends with every folder named `cutlass` on
    the path, so `cutlass.__path__` also holds other distributions' portions (nvidia-cutlass-operators
    installs `site-packages/cutlass/operators`). Those are user code here: an operator's kernel must map
    to the operators package's Python. A portion counts as the DSL's when it holds the package's own
    `__init__.py` or lies inside the DSL's distribution folder (`nvidia_cutlass_dsl*`)."""
    import cutlass

    own = Path(cutlass.__file__).resolve().parent
    roots = {str(own)}
    for entry in getattr(cutlass, "__path__", []):
        real = Path(entry).resolve()
        if any(part.startswith("nvidia_cutlass_dsl") for part in real.parts):
            roots.add(str(real))
    return tuple(sorted(root.rstrip(os.sep) + os.sep for root in roots))


def is_dsl_file(path: str) -> bool:
    """Is `path` part of the installed DSL (its own helpers, not the user's kernel)?"""
    try:
        real = str(Path(path).resolve())
    except OSError:
        real = path
    return real.startswith(dsl_roots()) or path.startswith(dsl_roots())


def compiled_function(frame: FrameType | None = None) -> JitFunction | None:
    """The jit function whose compile is on the stack, nearest first; None when no frame holds one."""
    frame = frame if frame is not None else sys._getframe(1)
    while frame is not None:
        for name in JIT_FUNCTION_LOCALS:
            candidate = frame.f_locals.get(name)
            found = _describe(candidate)
            if found is not None:
                bound = _bound_class(inspect.unwrap(candidate), frame)
                return replace(found, bound_class=bound, options=_chosen_options(frame))
        frame = frame.f_back
    return None


def _chosen_options(frame: FrameType) -> dict[str, str]:
    """The DSL compile options of this compile that differ from the DSL's defaults, by their flag
    (`--generate-line-info`: `true`), whichever way the script set them; empty where the release keeps
    them otherwise (before 4.5)."""
    for local in JIT_DSL_LOCALS:
        chosen = getattr(frame.f_locals.get(local), "compile_options", None)
        table = getattr(chosen, "options", None)
        if not isinstance(table, dict):
            continue
        try:
            defaults = type(chosen)().options
        except Exception:  # noqa: BLE001 - a release whose CompileOptions cannot be built bare
            return {}
        found = {}
        for kind, option in table.items():
            value, default = _option_value(option), _option_value(defaults.get(kind))
            if value != default:
                flag = getattr(kind, "_cli_flag", None) or getattr(kind, "_option_name", None) \
                    or getattr(kind, "option_name", None) or kind.__name__
                found[f"--{flag}"] = str(value).lower() if isinstance(value, bool) else str(value)
        return found
    return {}


def _option_value(option: object) -> object:
    return getattr(option, "value", getattr(option, "_value", None))


def _bound_class(function: object, frame: FrameType | None) -> str:
    """The qualified name of the object's class where `function` is a method called on an object:
    the first argument, in a DSL frame that holds the call's arguments, whose class resolves the
    method's name to this very function."""
    name = getattr(function, "__name__", "")
    if "." not in getattr(function, "__qualname__", ""):
        return ""
    while frame is not None:
        for local in JIT_ARGUMENT_LOCALS:
            arguments = frame.f_locals.get(local)
            if isinstance(arguments, (tuple, list)) and arguments:
                owner = type(arguments[0])
                try:
                    same = inspect.unwrap(getattr(owner, name)) is function
                except (AttributeError, ValueError):  # no such attribute, or a cycle of __wrapped__
                    same = False
                if same:
                    return owner.__qualname__
        frame = frame.f_back
    return ""


def _describe(function: object) -> JitFunction | None:
    function = inspect.unwrap(function) if callable(function) else None  # type: ignore[arg-type]
    code = getattr(function, "__code__", None)
    if code is None:
        return None
    try:
        source = inspect.getsourcefile(function) or code.co_filename  # type: ignore[arg-type]
    except TypeError:
        source = code.co_filename
    return JitFunction(getattr(function, "__qualname__", code.co_name), str(source))
