"""NVIDIA's CuTe DSL GEMM operators (PyPI nvidia-cutlass-operators, `cutlass.operators`) as a kernel provider.

Why through the provider mechanism: `list`, `dump`, goldens and `run` then treat NVIDIA's operators
exactly like our own instances, so a DSL upgrade shows what changed in NVIDIA's kernels too, and
`cute-ir run --bench` puts them next to ours. Found through our own entry point; when the package is
not installed the provider has no instances.

Which operators: the row-major ("ttt": A (L,M,K), B (L,K,N), out (L,M,N), the last dimension
contiguous) f16 and bf16 GEMMs with fp32 accumulation, the tiles that fill an H100 or A100 at the
sizes we measure (SM90: 128x128 and 128x256 in every cluster shape; SM80: 128x128x32). The 64-wide
tiles exist for small problems and are left out to keep the list (and the goldens) small.

The operators compile through the CUDA driver (their TVM-FFI launcher loads libcuda even for a
CPU-only compile), so on a machine without it they are listed and `unavailable()` says why; `dump`
exits 9 with that reason and the golden commands skip them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cute_ir.errors import BadInputError, NoGPUError
from cute_ir.problems import GemmArguments
from cute_ir.registry import dsl_compat
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import CompiledArtifact, Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView
from cute_ir.registry.provider import KernelProvider
from cute_ir.registry.status import Status

PACKAGE = "nvidia-cutlass-operators"
VECTOR_ELEMENTS = 8  # 16-byte operands: the operators' DenseTensorConstraints divisibility for 16-bit types
EXAMPLE_SHAPE_LMNK = (2, 1000, 1048, 520)  # batched, no extent a multiple of any tile
DTYPES = {"f16": "Float16", "bf16": "BFloat16"}  # ours -> the DSL's type name in operator names


def _wanted(metadata: Any) -> bool:
    """The operators this provider exposes (see the module docstring)."""
    tile = tuple(metadata.design.tile_shape)
    if not any(f"_ttt_A{name}_B{name}_out{name}_accFloat32_" in metadata.operator_name for name in DTYPES.values()):
        return False
    if "Sm90" in metadata.operator_name:
        return tile[0] == 128 and tile[1] in (128, 256)
    return tile == (128, 128, 32)


def _instance_name(metadata: Any) -> str:
    sm = "sm90" if "Sm90" in metadata.operator_name else "sm80"
    dtype = next(ours for ours, name in DTYPES.items() if f"_A{name}_" in metadata.operator_name)
    tile = "x".join(str(extent) for extent in metadata.design.tile_shape)
    if sm == "sm90":
        cluster = metadata.design.cluster_shape
        return f"nvop_{sm}_ttt_{dtype}_{tile}_c{cluster[0]}x{cluster[1]}"
    return f"nvop_{sm}_ttt_{dtype}_{tile}_s{metadata.design.num_smem_stages}"


def cuda_driver_missing() -> str | None:
    """Why the operators cannot compile here (no CUDA driver), or None."""
    from cute_ir.capture.outside import cuda_driver_present

    if not cuda_driver_present():
        return f"{PACKAGE} compiles through the CUDA driver (libcuda.so.1), which this machine does not have"
    return None


class _OperatorLaunch:
    """What `CompiledArtifact.compiled` holds for an operator: called with `jit_arguments`' tuple."""

    def __init__(self, operator: Any, artifact: Any) -> None:
        self.operator = operator
        self.artifact = artifact

    def __call__(self, arguments: Any, stream: Any) -> None:
        self.operator.run(arguments, self.artifact, stream=stream, assume_supported_args=True)


class CutlassOperatorKernel(Kernel):
    """One NVIDIA operator. cute-ir's GemmArguments in, `cutlass.operators.GemmArguments` underneath."""

    arguments_type = GemmArguments

    def __init__(self, operator: Any) -> None:
        self.operator = operator
        meta = operator.metadata
        self.dtype = next(ours for ours, name in DTYPES.items() if f"_A{name}_" in meta.operator_name)
        operand = OperandMetadata(self.dtype, rank=3, leading_dim=2, alignment=VECTOR_ELEMENTS)
        design = meta.design
        super().__init__(
            KernelMetadata(
                kernel_name=_instance_name(meta),
                kernel_class=type(self).__name__,
                min_cc=min(target.cc for target in meta.supported_targets),
                operands={"A": operand, "B": operand, "out": operand},
                design=DesignMetadata(
                    tile_shape=tuple(design.tile_shape),
                    threads=0,  # not published by the operator
                    cluster_shape=tuple(design.cluster_shape),
                    stages=design.num_smem_stages or 1,
                    vector_bits=128,
                ),
                epilogue="acc",
                family="cutlass_operators",
                layout="ttt",
                tags={"operator": meta.operator_name, "provider": PACKAGE, "accumulator": "f32"},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        try:
            import cutlass.operators as ops
        except ImportError:
            return []
        unique = {op.metadata.operator_name: op for target in ("90a", "80") for op in ops.get_operators(target_sm=target)}
        operators = [op for name, op in sorted(unique.items()) if _wanted(op.metadata)]  # SM80 ones run on 90a too
        return cls._keep([cls(op) for op in operators], metadata_filter, epilogue_args, cc)

    @property
    def source_file(self):  # type: ignore[override]
        import inspect
        from pathlib import Path

        return Path(inspect.getsourcefile(type(self.operator)) or "").resolve()

    def unavailable(self) -> str | None:
        return cuda_driver_missing()

    def example_arguments(self) -> GemmArguments:
        batch, m, n, k = EXAMPLE_SHAPE_LMNK
        return GemmArguments(
            A=OperandSpec(self.dtype, (batch, m, k)),
            B=OperandSpec(self.dtype, (batch, k, n)),
            out=OperandSpec(self.dtype, (batch, m, n)),
            accumulator_type="f32",
        )

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        (batch, m, k), (batch_b, k_b, n), out = views["A"].shape, views["B"].shape, views["out"].shape
        if (batch_b, k_b) != (batch, k) or out != (batch, m, n):
            return Status.fail(f"shapes A {views['A'].shape}, B {views['B'].shape}, out {out} do not chain as (L,M,K)(L,K,N)(L,M,N)")
        return Status.success()

    def compile(self, args: RuntimeArguments) -> CompiledArtifact:
        """The operator's own compile for the DSL's target arch; NoGPUError without a CUDA driver."""
        missing = self.unavailable()
        if missing:
            raise NoGPUError(f"{self.name}: {missing}")
        arch = dsl_compat.target_arch()
        status = self.supports(args)
        if not status:
            raise BadInputError(f"{self.name}: {status.error}")
        compiled = self.operator.compile(self._operator_arguments(args), target_sm=arch.removeprefix("sm_"))
        return CompiledArtifact(self.name, arch, dsl_compat.dsl_version(), _OperatorLaunch(self.operator, compiled))

    def jit_function(self) -> Any:
        raise NotImplementedError(f"{self.name} compiles through {PACKAGE}'s Operator.compile, not a @cute.jit function")

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (self._operator_arguments(args), stream)

    def _operator_arguments(self, args: RuntimeArguments) -> Any:
        import cutlass
        import cutlass.operators as ops

        assert isinstance(args, GemmArguments)
        return ops.GemmArguments(args.A, args.B, args.out, accumulator_type=cutlass.Float32)


PROVIDER = KernelProvider(name="cutlass_operators", families={"CutlassOperatorKernel": CutlassOperatorKernel})
