"""The SM80 tensor-op GEMM with a fused epilogue: out = tree(acc, C, bias_n, bias_m, alpha, beta) per element.

The tree is cute_ir/problems/epilogue.py's, the one the SM90 fused GEMM visits; only the way its leaves reach
registers differs. Here each thread's accumulators are the mma.sync C fragment, stored straight to
global memory (no shared-memory staging as on SM90), so each leaf is gathered at the (m, n, l) of each
accumulator, from the identity tensor partitioned as out is: C on a whole tile as the fragment's vectors;
the bias vectors, and C on an edge tile, element by element at coordinates clamped into out, so every
load is in bounds without a branch (the stores of outputs past out are masked off)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue
from cute_ir.registry.arguments import RuntimeArguments
from ._gemm_operands import epilogue_sources_in_cute_order
from .gemm_sm80 import Sm80GemmConfig, Sm80GemmKernel, Sm80TensorOpGemm


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

    @cute.jit
    def stored_values(
        self, accumulators: cute.Tensor, thr_mma: Any, dtype: type[cutlass.Numeric], cC: cute.Tensor,
        M: cutlass.Int32, N: cutlass.Int32, tile_m: cutlass.Int32, tile_n: cutlass.Int32, batch: cutlass.Int32,
        epilogue_inputs: Any,
    ) -> cute.Tensor:
        """The tree's values in out's `dtype`: every leaf's loads first, in the leaf's dtype; then the tree
        one n-block of the fragment at a time. `epilogue_inputs` is (sources in cute order, scalars).

        Why this order (bench/gemm_epilogue.py --sm80 on the H100, 2026-11-27, docs/results/gemm-notes.md): the tree
        over the whole fragment converted every leaf to fp32 first, 128 more registers beside the 128
        accumulators, and ptxas spilled 408 stack bytes for silu_residual (0.93-0.94 of the plain GEMM);
        loading the leaves block by block serialised one memory latency per block (alpha * acc + beta * C
        fell from 0.96 to 0.92-0.93). Loads first and fp32 per block: 0.96 for silu_residual."""
        if cutlass.const_expr(self.epilogue is None):
            result = Sm80TensorOpGemm.stored_values(
                self, accumulators, thr_mma, dtype, cC, M, N, tile_m, tile_n, batch, epilogue_inputs
            )
        else:
            cfg = self.config
            sources, scalars = epilogue_inputs[0], epilogue_inputs[1]
            coordinates = thr_mma.partition_C(cC)
            whole_tile = (tile_m + 1) * cfg.tile_m <= M and (tile_n + 1) * cfg.tile_n <= N
            leaves = [
                self._gather_source(source, name, thr_mma, coordinates, M, N, tile_m, tile_n, batch, whole_tile)
                for source, name in zip(sources, self.epilogue.tensors)
            ]
            result = cute.make_fragment_like(accumulators, dtype)
            for block in cutlass.range_constexpr(cute.size(accumulators, mode=[2])):
                values = {ACCUMULATOR: accumulators[None, None, block].load()}
                for name, leaf in zip(self.epilogue.tensors, leaves):
                    values[name] = leaf[None, None, block].load().to(cutlass.Float32)
                for index, name in enumerate(self.epilogue.scalars):
                    values[name] = scalars[index]
                result[None, None, block].store(self.epilogue.tree.emit(values).to(dtype))
        return result

    @cute.jit
    def _gather_source(
        self, source: cute.Tensor, name: str, thr_mma: Any, coordinates: cute.Tensor, M: cutlass.Int32,
        N: cutlass.Int32, tile_m: cutlass.Int32, tile_n: cutlass.Int32, batch: cutlass.Int32, whole_tile: Any,
    ) -> cute.Tensor:
        """Leaf `name` at each of this thread's accumulators, in the leaf's dtype. C on a whole tile: the
        fragment's pairs of neighbouring columns as vector loads; otherwise element by element at each
        accumulator's (m, n, l), clamped into out, so every load is in bounds without a branch (the stores
        of those outputs are masked off on edge tiles). A bias's repeated loads are one load after CSE."""
        cfg = self.config
        gathered = cute.make_fragment_like(coordinates, source.element_type)
        last_m, last_n = M - 1, N - 1
        if cutlass.const_expr(name == "C"):
            if whole_tile:
                tile = cute.local_tile(source[None, None, batch], (cfg.tile_m, cfg.tile_n), (tile_m, tile_n))
                cute.autovec_copy(thr_mma.partition_C(tile), gathered)
            else:
                for i in cutlass.range_constexpr(cute.size(gathered)):
                    m, n, _ = coordinates[i]
                    gathered[i] = source[cutlass.min(m, last_m), cutlass.min(n, last_n), batch]
        else:
            for i in cutlass.range_constexpr(cute.size(gathered)):
                m, n, _ = coordinates[i]
                if cutlass.const_expr(name == "bias_n"):
                    gathered[i] = source[cutlass.min(n, last_n)]
                else:
                    gathered[i] = source[cutlass.min(m, last_m)]
        return gathered


class Sm80FusedGemmKernel(Sm80GemmKernel):
    """The SM80 GEMM with a fused epilogue (sm_80+).

    Takes what Sm80GemmKernel takes, plus `GemmArguments.epilogue` (an `EpilogueArguments`) whose
    expression is this instance's (`metadata.epilogue`, compared in canonical form): C of out's shape
    and dtype, bias_n of N and bias_m of M elements in out's dtype, contiguous; alpha and beta fp32.
    """

    # No registered instance: one costs 1.04 MB of goldens (4.8.1 and 4.5.3), which golden/'s 25 MB
    # budget does not hold beside serial split-K's; the registered gemm_sm80_tn_bf16_128x128x64_s3_serialk4_bias_relu
    # stores through this class's tree. Build one to run it (tests/test_gemm_sm80_epilogue.py, bench/gemm_epilogue.py --sm80).
    instances = ()  # type: ignore[assignment]
    family = "gemm_sm80_epilogue"

    def __init__(self, layout: str, dtype: str, config: Sm80GemmConfig, fusion: str, epilogue: str) -> None:
        super().__init__(layout, dtype, config, name_suffix=f"_{fusion}", tags={"fusion": fusion}, epilogue=epilogue)

    def jit_function(self) -> Any:
        return Sm80FusedTensorOpGemm(self.config, self.rules.epilogue)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], *self.fused_epilogue_operands(args, tensors), stream)
