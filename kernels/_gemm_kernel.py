"""What the tensor-core GEMM families share as registry kernels: arguments, operand rules, launch."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import cutlass

from cute_ir.errors import BadInputError
from cute_ir.problems import GemmArguments
from cute_ir.problems.epilogue import canonical
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import MetadataFilter
from cute_ir.registry.operands import OperandView
from cute_ir.registry.status import Status
from ._gemm_operands import GemmOperandRules, check_gemm_shapes


class TensorOpGemmKernel(Kernel):
    """A family's instances are `instances` (constructor arguments); `program` is its @cute.jit class.

    Subclasses set `self.config` and `self.rules` in their constructor and build the metadata.
    """

    arguments_type = GemmArguments
    instances: ClassVar[tuple[tuple[Any, ...], ...]] = ()
    program: ClassVar[type]
    config: Any
    rules: GemmOperandRules

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        wanted = None
        if epilogue_args is not None:
            try:
                wanted = canonical(epilogue_args)
            except BadInputError:  # another family's vocabulary ("relu(a)+b"): no GEMM here fuses it
                return []
        return cls._keep([cls(*instance) for instance in cls.instances], metadata_filter, wanted, cc)

    def example_arguments(self) -> GemmArguments:
        return self.rules.example_arguments()

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        return check_gemm_shapes(views, args, self.metadata.epilogue)

    def jit_function(self) -> Any:
        return self.program(self.config)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], stream)

    def fused_epilogue_operands(self, args: RuntimeArguments, tensors: dict[str, Any]) -> tuple[tuple, tuple]:
        """A fused epilogue's launch operands, as the fused programs take them: its tensors in
        TENSOR_LEAVES order and its scalars as Float32 in SCALAR_LEAVES order."""
        epilogue = self.rules.epilogue
        scalars = args.epilogue.scalars()
        return (
            tuple(tensors[name] for name in epilogue.tensors),
            tuple(cutlass.Float32(scalars[name]) for name in epilogue.scalars),
        )
