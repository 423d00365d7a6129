"""Register a plain `@cute.jit` function with example arguments: a kernel in a few lines.

    import cute_ir

    @cute_ir.register_jit(example_args=lambda: (fake_tensor(...), fake_tensor(...)))
    @cute.jit
    def scale(src: cute.Tensor, dst: cute.Tensor): ...

`example_args` is called only when the kernel is compiled (fake tensors need the DSL), so listing
kernels imports no DSL. The function is returned unchanged. Families with many instances, operand
checks and GPU runs subclass `Kernel` instead (see cute_ir.registry.kernel).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from cute_ir.errors import BadInputError
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.discovery import register_family
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter
from cute_ir.registry.names import NAME_RULE, is_plain_name
from cute_ir.registry.operands import OperandView
from cute_ir.registry.status import Status

ExampleArgs = Callable[[], Sequence[Any]]


@dataclass
class JitArguments(RuntimeArguments):
    """The positional arguments handed to `cute.compile` as they are (no operand checks)."""

    values: tuple[Any, ...]

    def operands(self) -> dict[str, Any]:
        return {}


@dataclass(frozen=True)
class JitSpec:
    name: str
    function: Any
    example_args: ExampleArgs
    min_cc: int
    tags: dict[str, str]
    options: str = ""  # cute.compile's options= string, e.g. "--enable-tvm-ffi"


class JitKernel(Kernel):
    """One registered jit function; `register_jit` makes one subclass per function (a family of one)."""

    arguments_type = JitArguments
    spec: ClassVar[JitSpec]

    def __init__(self) -> None:
        spec = self.spec
        super().__init__(KernelMetadata(
            kernel_name=spec.name, kernel_class="JitKernel", min_cc=spec.min_cc, operands={},
            design=DesignMetadata(tile_shape=(), threads=0), epilogue="", family=spec.name, tags=dict(spec.tags),
        ))

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        return cls._keep([cls()], metadata_filter, epilogue_args, cc)

    @property
    def source_file(self) -> Path:
        function = inspect.unwrap(self.spec.function)
        try:
            found = inspect.getsourcefile(function)
        except TypeError:  # a callable object (a class with a @cute.jit __call__): its class's file
            found = inspect.getsourcefile(type(function))
        return Path(found or "").resolve()

    def compile_keywords(self) -> dict[str, Any]:
        return {"options": self.spec.options} if self.spec.options else {}

    def example_arguments(self) -> JitArguments:
        values = self.spec.example_args()
        return JitArguments(tuple(values) if isinstance(values, (tuple, list)) else (values,))

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        return Status.success()

    def jit_function(self) -> Any:
        return self.spec.function

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        assert isinstance(args, JitArguments)
        return args.values

    def run(self, args: RuntimeArguments, compiled_artifact: Any = None, stream: Any = None, workspace: Any = None,
            assume_supported_args: bool = False) -> None:
        """Refused: a bare jit function says neither what its GPU operands are nor what it should compute."""
        raise cannot_run(self.name)


def cannot_run(name: str) -> BadInputError:
    """Why a register_jit kernel does not run on the GPU through cute-ir."""
    return BadInputError(
        f"{name} is registered with register_jit: cute-ir captures, diffs and checks it, but cannot "
        "make its GPU operands or a reference to compare with",
        hint="register a cute_ir.registry.Kernel subclass whose arguments are a cute_ir.problems class to run it "
        "with `cute-ir run`",
    )


def register_jit(
    function: Any = None, /, *, example_args: ExampleArgs, name: str | None = None, min_cc: int = 0,
    tags: dict[str, str] | None = None, options: str = "",
) -> Any:
    """Register `function` (a `@cute.jit` callable) as kernel `name` (default: its Python name).

    Use as `register_jit(fn, example_args=...)` or as a decorator. `min_cc` is the oldest compute
    capability it compiles for (0: any); `tags` are extra `cute-ir list --filter` keys; `options` is
    handed to `cute.compile(..., options=...)` as the library's own compile call does.
    """

    def register(fn: Any) -> Any:
        kernel_name = name or getattr(inspect.unwrap(fn), "__name__", "")
        if not is_plain_name(kernel_name):
            raise BadInputError(f"register_jit: {kernel_name!r} is not a usable kernel name ({NAME_RULE}); "
                                "pass name=")
        if not callable(example_args):
            raise BadInputError(f"register_jit({kernel_name!r}): example_args must be a function returning the "
                                "arguments (so fake tensors are made only when compiling)")
        spec = JitSpec(kernel_name, fn, example_args, int(min_cc), dict(tags or {}), options)
        module = _registering_module()
        family = type(kernel_name, (JitKernel,), {"spec": spec, "__module__": module})
        register_family(family)
        return fn

    return register if function is None else register(function)


def _registering_module() -> str:
    """The module that called register_jit (its family belongs there: a child imports it to see the kernel)."""
    frame = inspect.currentframe()
    while frame is not None and frame.f_globals.get("__name__") == __name__:
        frame = frame.f_back
    return str(frame.f_globals.get("__name__", __name__)) if frame is not None else __name__
