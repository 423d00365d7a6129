"""The Kernel base class: one instance = one compiled configuration, named and described by metadata.

A family subclasses Kernel, lists its instances in `generate_kernels`, and supplies the CuTe DSL
host function (`jit_function`) and the order of its arguments (`jit_arguments`). The base class
does the checks every family shares, so a bad argument is refused the same way everywhere.
"""

from __future__ import annotations

import inspect
import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from cute_ir.errors import BadInputError
from cute_ir.registry import dsl_compat
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.dtypes import itemsize
from cute_ir.registry.metadata import KernelMetadata, MetadataFilter, matches
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status


@dataclass(frozen=True)
class CompiledArtifact:
    """What `Kernel.compile` made: the DSL's compiled function and the target it was built for."""

    kernel_name: str
    arch: str  # what the DSL compiled for (CUTE_DSL_ARCH when the DSL was imported, else detected)
    dsl_version: str
    compiled: Any  # the object cute.compile returned; call it with the jit arguments
    specialization: tuple[Any, ...] = ()  # the compile-time choices it was built with (Kernel.specialization)


class Kernel(ABC):
    arguments_type: ClassVar[type[RuntimeArguments]]

    def __init__(self, metadata: KernelMetadata) -> None:
        self.metadata = metadata

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"

    @property
    def name(self) -> str:
        return self.metadata.kernel_name

    @property
    def source_file(self) -> Path:
        """The .py file holding this family's @cute.kernel (defined beside the Kernel subclass)."""
        return Path(inspect.getsourcefile(type(self)) or "").resolve()

    # -- how `cute-ir list` shows it (a family listing ~290,000 instances writes these from shared pieces) --

    def listing_json(self, provider: str) -> str:
        """This instance's object in `cute-ir list --json`: its metadata and provider."""
        return json.dumps({**self.metadata.to_json(), "provider": provider})

    def listing_line(self) -> str:
        """This instance's line in the plain listing (above 2,000 instances): name, class, min cc,
        operand dtypes, layout, tile, cluster, tab-separated."""
        meta = self.metadata
        dtypes = ",".join(f"{name}={operand.dtype}" for name, operand in meta.operands.items())
        return (f"{meta.kernel_name}\t{meta.kernel_class}\tsm_{meta.min_cc}\t{dtypes}\t{meta.layout or 'row'}\t"
                f"{meta.design.tile}\t{'x'.join(map(str, meta.design.cluster_shape))}\n")

    # -- what a family provides -------------------------------------------------------------------

    @classmethod
    @abstractmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        """Every instance of the family that passes the filter, fuses `epilogue_args` (when given)
        and runs on compute capability `cc` (when given)."""

    @abstractmethod
    def example_arguments(self) -> RuntimeArguments:
        """Fake-tensor arguments (OperandSpecs) of a representative shape that is not a multiple of
        the tile, so the predicated paths appear in the IR."""

    @abstractmethod
    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        """Family rules on how operand shapes relate (the base class has checked each operand alone)."""

    @abstractmethod
    def jit_function(self) -> Any:
        """The @cute.jit callable handed to cute.compile."""

    def jit_function_for(self, args: RuntimeArguments) -> Any:
        """The @cute.jit callable `compile` uses for these arguments: `jit_function()` unless the family
        builds its `specialization(args)` into the callable (compile-time choices are never launch
        arguments: a compiled function takes exactly its run-time arguments)."""
        return self.jit_function()

    @abstractmethod
    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        """Positional arguments of `jit_function`, from the converted operand tensors."""

    def compile_keywords(self) -> dict[str, Any]:
        """Keyword arguments for `cute.compile` (e.g. options="--enable-tvm-ffi"); none by default."""
        return {}

    def warm_up(self) -> None:
        """Work that the captures of many instances like this one share, done once by a warm capture server
        before it forks each capture (cute_ir.executors.warm): nothing by default. What it does must not
        change what a compile produces (it runs before the compiles of a fresh capture process too)."""

    def unavailable(self) -> str | None:
        """Why this instance cannot compile on this machine (e.g. it needs a CUDA driver), or None.
        Listed all the same; `dump` refuses it with this reason and the golden commands skip it."""
        return None

    def cannot_run_on(self, cc: int) -> str | None:
        """Why this instance cannot run on a GPU of compute capability `cc` (e.g. 90), or None."""
        if cc < self.metadata.min_cc:
            return f"needs sm_{self.metadata.min_cc} or newer"
        return None

    def own_arch_instead_of(self, arch: str) -> str | None:
        """The arch to capture this instance for when `arch` is only a default it does not compile for (an
        SM100 kernel asked for the default sm_90a); None where it compiles for `arch`."""
        from cute_ir.registry.dsl_compat import compute_capability

        cc = self.metadata.min_cc
        if cc > compute_capability(arch):
            return f"sm_{cc}a" if cc >= 90 else f"sm_{cc}"  # arch-specific features (wgmma, tcgen05) from sm_90a on
        return None

    def run_environment(self) -> dict[str, str]:
        """Environment variables the process that compiles and runs this instance on the GPU (`cute-ir run`'s
        child) must have; set there only, never in the caller's environment. None by default."""
        return {}

    def specialization(self, args: RuntimeArguments) -> tuple[Any, ...]:
        """Compile-time choices made from the arguments beyond their dtypes and ranks (e.g. vector or
        element access). An artifact runs only arguments with the same specialization; () = none."""
        return ()

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        """Bytes of device scratch memory `run` needs for these arguments (0 = none)."""
        return 0

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """The workspace as a tensor description, for compiling without memory; None = no workspace."""
        return None

    # -- shared behaviour -------------------------------------------------------------------------

    @classmethod
    def _keep(
        cls, kernels: list[Kernel], metadata_filter: MetadataFilter, epilogue_args: str | None, cc: int | None
    ) -> list[Kernel]:
        return [
            kernel
            for kernel in kernels
            if matches(kernel.metadata, metadata_filter)
            and (epilogue_args is None or kernel.metadata.epilogue == epilogue_args)
            and (cc is None or kernel.metadata.min_cc <= cc)
        ]

    def supports(self, args: RuntimeArguments) -> Status:
        """Can this instance take these arguments? Checks type, dtype, rank, contiguous dimension,
        alignment, then the family's shape rules. Never compiles, never touches memory."""
        if not isinstance(args, self.arguments_type):
            return Status.fail(
                f"{self.name} takes {self.arguments_type.__name__}, got {type(args).__name__}"
            )
        try:
            views = {name: describe(operand, name) for name, operand in args.operands().items()}
        except BadInputError as err:
            return Status.fail(err.message)
        for name, expected in self.metadata.operands.items():
            if name not in views:
                return Status.fail(f"operand {name!r}: missing")
            status = _check_operand(name, views[name], expected)
            if not status:
                return status
        return self.check_shapes(views, args)

    def compile(self, args: RuntimeArguments) -> CompiledArtifact:
        """Compile for the DSL's target arch (CUTE_DSL_ARCH; one cute.compile call); BadInputError
        when the arguments or the arch are not supported."""
        import cutlass.cute as cute

        arch = dsl_compat.target_arch()
        if dsl_compat.compute_capability(arch) < self.metadata.min_cc:
            raise BadInputError(f"{self.name} needs sm_{self.metadata.min_cc} or newer; the DSL targets {arch} (CUTE_DSL_ARCH)")
        status = self.supports(args)
        if not status:
            raise BadInputError(f"{self.name}: {status.error}")
        tensors = self._tensors(args)
        workspace = self._compile_workspace(args)
        jit_args = self.jit_arguments(args, tensors, workspace, dsl_compat.fake_stream())
        compiled = cute.compile(self.jit_function_for(args), *jit_args, **self.compile_keywords())
        return CompiledArtifact(self.name, arch, dsl_compat.dsl_version(), compiled, self.specialization(args))

    def _compile_workspace(self, args: RuntimeArguments) -> Any:
        """The workspace as compile sees it: static like the operands when they are all specs,
        else with run-time extents, matching the real buffer `run` will pass."""
        spec = self.workspace_spec(args)
        if spec is None:
            return None
        if all(isinstance(operand, OperandSpec) for operand in args.operands().values()):
            return dsl_compat.to_cute_tensor(spec, describe(spec, "workspace"))
        return dsl_compat.dynamic_fake_tensor(spec)

    def run(
        self,
        args: RuntimeArguments,
        compiled_artifact: CompiledArtifact | None = None,
        stream: Any = None,
        workspace: Any = None,
        assume_supported_args: bool = False,
    ) -> None:
        """Launch on the GPU (asynchronously on `stream`, torch's current stream by default).

        Refuses, before any launch: unsupported arguments (unless `assume_supported_args`), operands
        not in GPU memory, and a missing or too small workspace.
        """
        if not assume_supported_args:
            status = self.supports(args)
            if not status:
                raise BadInputError(f"{self.name}: {status.error}")
        wanted = self.specialization(args)
        if compiled_artifact is not None and compiled_artifact.specialization != wanted:
            raise BadInputError(
                f"{self.name}: the artifact was compiled for specialization {compiled_artifact.specialization}, "
                f"these arguments need {wanted} (e.g. a row length that is not a whole number of vectors); "
                "compile for them"
            )
        device_workspace = self._checked_workspace(args, workspace)
        views = {name: describe(operand, name) for name, operand in args.operands().items()}
        off_gpu = [f"{name} ({view.device})" for name, view in views.items() if view.device not in ("cuda", "unknown")]
        if off_gpu:
            raise BadInputError(f"{self.name}: operands must be in GPU memory; not on the GPU: {', '.join(off_gpu)}")
        artifact = compiled_artifact or self.compile(args)
        artifact.compiled(*self._launch_arguments(args, device_workspace, stream))

    def launch_arguments(self, args: RuntimeArguments, workspace: Any = None, stream: Any = None) -> Sequence[Any]:
        """What `CompiledArtifact.compiled` takes for these GPU arguments, converted once (a benchmark
        loop calls the compiled function with them directly, skipping `run`'s checks)."""
        return self._launch_arguments(args, self._checked_workspace(args, workspace), stream)

    def _launch_arguments(self, args: RuntimeArguments, device_workspace: Any, stream: Any) -> Sequence[Any]:
        if stream is None:
            first = next(iter(args.operands().values()))
            driver_stream = dsl_compat.current_torch_stream(first)
        else:
            driver_stream = dsl_compat.as_driver_stream(stream)
        return self.jit_arguments(args, self._tensors(args), device_workspace, driver_stream)

    def _checked_workspace(self, args: RuntimeArguments, workspace: Any) -> Any:
        size = self.get_workspace_size(args)
        if size == 0:
            return None
        if workspace is None:
            raise BadInputError(
                f"{self.name} needs a workspace of {size} bytes; pass workspace= (see get_workspace_size)"
            )
        view = describe(workspace, "workspace")
        have = view.numel() * _itemsize_or_one(view)
        if have < size:
            raise BadInputError(f"{self.name}: workspace holds {have} bytes, needs {size}")
        if view.device not in ("cuda", "unknown"):
            raise BadInputError(f"{self.name}: workspace must be in GPU memory, it is on {view.device}")
        spec = self.workspace_spec(args)
        typed = _reinterpret(workspace, spec)
        typed_view = describe(typed, "workspace")
        if spec is not None and typed_view.address_alignment is not None and typed_view.address_alignment < spec.alignment:
            raise BadInputError(
                f"{self.name}: workspace address is aligned to {typed_view.address_alignment} bytes, needs {spec.alignment}"
            )
        return dsl_compat.to_cute_tensor(typed, typed_view)

    def _tensors(self, args: RuntimeArguments) -> dict[str, Any]:
        """The operands as the DSL takes them, each marked dynamic along the contiguous dim its
        metadata names (where that stride is 1), so one artifact serves every shape: with the dim
        guessed from the shape, a 3x1 input would compile a layout that a 3x2047 one breaks."""
        tensors = {}
        for name, operand in args.operands().items():
            view = describe(operand, name)
            expected = self.metadata.operands.get(name)
            leading = expected.leading_dim if expected is not None and view.stride[expected.leading_dim] == 1 else None
            tensors[name] = dsl_compat.to_cute_tensor(operand, view, leading)
        return tensors


def _itemsize_or_one(view: OperandView) -> int:
    return itemsize(view.dtype) if view.dtype else 1


def _reinterpret(workspace: Any, spec: OperandSpec | None) -> Any:
    """A byte buffer (torch uint8) seen as the workspace's own dtype and shape."""
    if spec is None or not hasattr(workspace, "view"):
        return workspace
    import torch

    from cute_ir.registry.dtypes import torch_dtype_name

    flat = workspace.reshape(-1)
    if flat.dtype == torch.uint8:
        flat = flat.view(getattr(torch, torch_dtype_name(spec.dtype)))
    count = 1
    for extent in spec.shape:
        count *= extent
    return flat[:count].reshape(spec.shape)


def _check_operand(name: str, view: OperandView, expected: Any) -> Status:
    if view.dtype != expected.dtype:
        return Status.fail(f"operand {name!r}: dtype {view.dtype or 'unknown'}, this kernel takes {expected.dtype}")
    if view.rank != expected.rank:
        return Status.fail(f"operand {name!r}: rank {view.rank} (shape {view.shape}), this kernel takes rank {expected.rank}")
    if view.stride[expected.leading_dim] != 1 and view.shape[expected.leading_dim] != 1:
        return Status.fail(
            f"operand {name!r}: dimension {expected.leading_dim} must be contiguous (stride 1), "
            f"strides are {view.stride}"
        )
    if expected.alignment > 1:
        if view.shape[expected.leading_dim] % expected.alignment:
            return Status.fail(
                f"operand {name!r}: extent {view.shape[expected.leading_dim]} of contiguous dimension "
                f"{expected.leading_dim} is not a multiple of {expected.alignment} (one 128-bit vector)"
            )
        other = [step for dim, step in enumerate(view.stride) if dim != expected.leading_dim and view.shape[dim] > 1]
        if any(step % expected.alignment for step in other):
            return Status.fail(
                f"operand {name!r}: strides {view.stride} are not multiples of {expected.alignment} elements, "
                f"needed for {expected.alignment}-element vector access"
            )
        needed_bytes = expected.alignment * itemsize(expected.dtype)
        if view.address_alignment is not None and view.address_alignment < min(needed_bytes, 16):
            return Status.fail(
                f"operand {name!r}: data address is aligned to {view.address_alignment} bytes, "
                f"this kernel needs {min(needed_bytes, 16)}"
            )
    return Status.success()
