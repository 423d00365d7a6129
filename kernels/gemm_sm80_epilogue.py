"""The SM80 tensor-op GEMM with a fused epilogue: out = tree(acc, C, bias_n, bias_m, alpha, beta) per element.

The tree is cute_ir/problems/epilogue.py's, the one the SM90 fused GEMM visits; only the way its leaves reach
registers differs. Here each thread's accumulators are the mma.sync C fragment, stored straight to
global memory (no shared-memory staging as on SM90), so each leaf is gathered at the (m, n, l) of each
accumulator, from the identity tensor partitioned as out is. Coordinates are clamped into out, so every
load is in bounds without a branch (the stores of those outputs are masked off on edge tiles).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.kernels._gemm_operands import epilogue_sources_in_cute_order
from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue
from cute_ir.kernels.gemm_sm80 import Sm80GemmConfig, Sm80GemmKernel, Sm80TensorOpGemm
from cute_ir.registry.arguments import RuntimeArguments


class Sm80FusedTensorOpGemm(Sm80TensorOpGemm):
    """The SM80 GEMM whose stored values are a fused epilogue tree (None: the accumulators)."""

    def __init__(self, config: Sm80GemmConfig, epilogue: Epilogue | None) -> None:
        super().__init__(config)
        self.epilogue = epilogue

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, sources: Any, scalars: Any, stream: Any):
        """a, b, out as Sm80TensorOpGemm takes them; `sources` the epilogue's tensors in TENSOR_LEAVES order
        (C (L, M, N), bias_n (N,), bias_m (M,)), `scalars` its Float32s in SCALAR_LEAVES order."""
        self._launch(a, b, out, (epilogue_sources_in_cute_order(self.epilogue, sources), scalars), stream)

    def epilogue_values(
        self, accumulators: cute.Tensor, thr_mma: Any, cC: cute.Tensor, M: cutlass.Int32, N: cutlass.Int32,
        epilogue_inputs: Any,
    ) -> cute.TensorSSA:
        """The tree on this thread's accumulators; `epilogue_inputs` is (sources in cute order, scalars)."""
        if self.epilogue is None:
            return accumulators.load()
        sources, scalars = epilogue_inputs[0], epilogue_inputs[1]
        coordinates = thr_mma.partition_C(cC)
        last_m, last_n = M - 1, N - 1
        values = {ACCUMULATOR: accumulators.load()}
        for index, name in enumerate(self.epilogue.tensors):
            fragment = cute.make_fragment_like(accumulators, cutlass.Float32)
            for i in range(cute.size(fragment)):
                m, n, batch = coordinates[i]
                if name == "C":
                    value = sources[index][cutlass.min(m, last_m), cutlass.min(n, last_n), batch]
                elif name == "bias_n":
                    value = sources[index][cutlass.min(n, last_n)]
                else:
                    value = sources[index][cutlass.min(m, last_m)]
                fragment[i] = value.to(cutlass.Float32)
            values[name] = fragment.load()
        for index, name in enumerate(self.epilogue.scalars):
            values[name] = scalars[index]
        return self.epilogue.tree.emit(values)


class Sm80FusedGemmKernel(Sm80GemmKernel):
    """The SM80 GEMM with a fused epilogue (sm_80+).

    Takes what Sm80GemmKernel takes, plus `GemmArguments.epilogue` (an `EpilogueArguments`) whose
    expression is this instance's (`metadata.epilogue`, compared in canonical form): C of out's shape
    and dtype, bias_n of N and bias_m of M elements in out's dtype, contiguous; alpha and beta fp32.
    """

    # No registered instance: one costs 1.04 MB of goldens (4.8.1 and 4.5.3), which golden/'s 25 MB
    # budget does not hold beside serial split-K's; the registered gemm_sm80_tn_bf16_128x128x64_s3_serialk4_bias_relu
    # stores through this class's tree. Build one to run it (tests/test_gemm_sm80_epilogue.py, bench/gemm_epilogue_sm80.py).
    instances = ()  # type: ignore[assignment]
    family = "gemm_sm80_epilogue"

    def __init__(self, layout: str, dtype: str, config: Sm80GemmConfig, fusion: str, epilogue: str) -> None:
        super().__init__(layout, dtype, config, name_suffix=f"_{fusion}", tags={"fusion": fusion}, epilogue=epilogue)

    def jit_function(self) -> Any:
        return Sm80FusedTensorOpGemm(self.config, self.rules.epilogue)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], *self.fused_epilogue_operands(args, tensors), stream)
