"""SM80 tensor-op GEMM: mma.sync, ldmatrix and a cp.async multistage shared-memory pipeline.

C[m, n, l] = sum_k A[m, k, l] * B[n, k, l], fp16/bf16 operands, fp32 accumulation, output in C's dtype.
Inside the kernel (CuTe's order; the registry class at the bottom takes torch's (L, M, K) order),
A is (M, K, L) and B is (N, K, L), each either K-major ("t" for A / "n" for B in BLAS terms) or
M/N-major; C is (M, N, L), N- or M-major. The contiguous extent of every tensor must be a multiple of
8 elements (16-byte cp.async vectors); anything else about M, N, K is handled by predication.

Why this shape of kernel: it is the classic Ampere design (the one that still runs on Hopper without
wgmma): `stages - 1` k-tiles in flight through cp.async while the tensor cores work on the oldest,
swizzled shared memory so that both the 16-byte cp.async writes and the ldmatrix reads are free of
bank conflicts, and one barrier per k-tile.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute
import cutlass.utils as utils

from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata
from ._gemm_dsl import LayoutEnum
from ._gemm_kernel import TensorOpGemmKernel
from ._gemm_operands import A_MODES, B_MODES, C_MODES, GemmOperandRules, cute_order
from ._gemm_raster import grouped_tile_coord

MMA_INSTRUCTION_MNK = (16, 8, 16)
COPY_BITS = 128  # one cp.async moves 16 bytes
RASTER_GROUP = 8


@dataclass(frozen=True)
class Sm80GemmConfig:
    """What distinguishes one compiled SM80 GEMM from another (besides the tensors' dtypes/majors)."""

    tile_m: int
    tile_n: int
    tile_k: int
    stages: int
    warps_m: int
    warps_n: int

    @property
    def threads(self) -> int:
        return self.warps_m * self.warps_n * 32

    def validate(self) -> None:
        mma_m, mma_n, mma_k = MMA_INSTRUCTION_MNK
        if self.tile_m % (self.warps_m * mma_m) or self.tile_n % (self.warps_n * mma_n * 2):
            raise ValueError(f"tile {self.tile_m}x{self.tile_n} does not split over warps {self.warps_m}x{self.warps_n}")
        if self.tile_k % mma_k or self.tile_k not in (32, 64):
            raise ValueError(f"tile_k must be 32 or 64, got {self.tile_k}")
        if self.stages < 3:
            raise ValueError("the cp.async pipeline needs at least 3 stages")


def _swizzled_smem_layout(
    dtype: type[cutlass.Numeric], contiguous_rows: bool, extent_mn: int, extent_k: int, stages: int
) -> cute.ComposedLayout:
    """(MN, K, stages) staging buffer for one operand, swizzled in 8-row atoms.

    `contiguous_rows` says the operand is K-major (K contiguous in memory and in shared memory).
    """
    contiguous = extent_k if contiguous_rows else extent_mn
    atom_width = min(contiguous, 64)
    vectors_per_row = atom_width * dtype.width // COPY_BITS
    swizzle_bits = min(int(math.log2(vectors_per_row)), 3)
    if contiguous_rows:
        outer = cute.make_layout((8, atom_width), stride=(atom_width, 1))
    else:
        outer = cute.make_layout((atom_width, 8), stride=(1, atom_width))
    atom = cute.make_composed_layout(cute.make_swizzle(swizzle_bits, 3, 3), 0, outer)
    return cute.tile_to_shape(atom, (extent_mn, extent_k, stages), (0, 1, 2))


def _gmem_to_smem_copy(
    dtype: type[cutlass.Numeric], contiguous_rows: bool, extent_mn: int, extent_k: int, threads: int
) -> cute.TiledCopy:
    """cp.async tiled copy whose threads walk the operand's contiguous dimension first (coalesced)."""
    atom = cute.make_copy_atom(
        cute.nvgpu.cpasync.CopyG2SOp(cache_mode=cute.nvgpu.cpasync.LoadCacheMode.GLOBAL),
        dtype,
        num_bits_per_copy=COPY_BITS,
    )
    vector = COPY_BITS // dtype.width
    if contiguous_rows:
        across = extent_k // vector
        thread_layout = cute.make_layout((threads // across, across), stride=(across, 1))
        value_layout = cute.make_layout((1, vector))
    else:
        across = extent_mn // vector
        thread_layout = cute.make_layout((across, threads // across), stride=(1, across))
        value_layout = cute.make_layout((vector, 1))
    return cute.make_tiled_copy_tv(atom, thread_layout, value_layout)


class Sm80Mainloop:
    """The SM80 mainloop, shared by this GEMM (A and B tiles read as matrices) and the implicit GEMM
    (vectors gathered per k-tile, kernels/_implicit_gemm.py): a subclass says how one k-tile reaches
    shared memory (`load_k_tile`); the first `stages - 1` k-tiles are in flight when it starts."""

    config: Sm80GemmConfig

    def load_k_tile(self, loads: tuple, k_tile: Any, stage: Any) -> None:
        """Issue the cp.async copies of k-tile `k_tile` into shared-memory stage `stage` (not committed);
        `loads` is what the subclass's kernel handed `mma_mainloop`."""
        raise NotImplementedError

    @cute.jit
    def mma_mainloop(
        self, loads: tuple, tiled_mma: cute.TiledMma, ldmatrix_A: cute.CopyAtom, ldmatrix_B: cute.CopyAtom,
        sA: cute.Tensor, sB: cute.Tensor, gC: cute.Tensor, tidx: cutlass.Int32, k_tiles: Any,
    ):
        """The MMAs of this CTA's `k_tiles` k-tiles, loading each k-tile `stages - 1` ahead; returns
        (thr_mma, tCgC, accumulators) with every cp.async group retired."""
        cfg = self.config
        thr_mma = tiled_mma.get_slice(tidx)
        tCsA = thr_mma.partition_A(sA)
        tCsB = thr_mma.partition_B(sB)
        tCrA = tiled_mma.make_fragment_A(tCsA[None, None, None, 0])
        tCrB = tiled_mma.make_fragment_B(tCsB[None, None, None, 0])
        tCgC = thr_mma.partition_C(gC)
        accumulators = tiled_mma.make_fragment_C(tCgC)
        accumulators.fill(0.0)

        tiled_ldsm_A = cute.make_tiled_copy_A(ldmatrix_A, tiled_mma)
        tiled_ldsm_B = cute.make_tiled_copy_B(ldmatrix_B, tiled_mma)
        ldsm_A = tiled_ldsm_A.get_slice(tidx)
        ldsm_B = tiled_ldsm_B.get_slice(tidx)
        ldsm_sA = ldsm_A.partition_S(sA)
        ldsm_rA = ldsm_A.retile(tCrA)
        ldsm_sB = ldsm_B.partition_S(sB)
        ldsm_rB = ldsm_B.retile(tCrB)
        k_blocks = cute.size(tCrA, mode=[2])

        # Two pipelines interleave: shared memory (k-tiles, via cp.async) and registers (k-blocks, via
        # ldmatrix, one k-block ahead of the MMAs). The barrier sits before the last k-block of each
        # k-tile, whose fragments are already in registers, so the MMAs cover its wait; the first
        # k-block of the next k-tile is then fetched across it.
        read_stage = cutlass.Int32(0)
        write_stage = cutlass.Int32(cfg.stages - 1)
        cute.arch.cp_async_wait_group(cfg.stages - 2)
        cute.arch.sync_threads()
        cute.copy(tiled_ldsm_A, ldsm_sA[None, None, 0, read_stage], ldsm_rA[None, None, 0])
        cute.copy(tiled_ldsm_B, ldsm_sB[None, None, 0, read_stage], ldsm_rB[None, None, 0])
        for k_tile in range(k_tiles):
            for k_block in cutlass.range_constexpr(k_blocks):
                if k_block == k_blocks - 1:
                    # Every thread has this stage in registers: after the barrier it may be refilled,
                    # and the next k-tile (the oldest cp.async group) has landed.
                    write_stage = read_stage
                    read_stage = read_stage + 1
                    if read_stage == cfg.stages:
                        read_stage = cutlass.Int32(0)
                    cute.arch.cp_async_wait_group(cfg.stages - 2)
                    cute.arch.sync_threads()
                next_block = (k_block + 1) % k_blocks
                cute.copy(tiled_ldsm_A, ldsm_sA[None, None, next_block, read_stage], ldsm_rA[None, None, next_block])
                cute.copy(tiled_ldsm_B, ldsm_sB[None, None, next_block, read_stage], ldsm_rB[None, None, next_block])
                if k_block == 0:
                    next_tile = k_tile + cfg.stages - 1
                    if next_tile < k_tiles:
                        self.load_k_tile(loads, next_tile, write_stage)
                    # Commit even when empty: the wait_group arithmetic counts one group per k-tile.
                    cute.arch.cp_async_commit_group()
                cute.gemm(tiled_mma, accumulators, tCrA[None, None, k_block], tCrB[None, None, k_block], accumulators)

        cute.arch.cp_async_wait_group(0)
        return thr_mma, tCgC, accumulators


class Sm80TensorOpGemm(Sm80Mainloop):
    """One configuration of the SM80 GEMM; call it (through cute.compile) with A, B, C."""

    def __init__(self, config: Sm80GemmConfig) -> None:
        config.validate()
        self.config = config

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, stream: Any):
        """a (L, M, K), b (L, K, N), out (L, M, N), as torch.matmul takes them."""
        self._launch(a, b, out, None, stream)

    @cute.jit
    def _launch(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, epilogue_inputs: Any, stream: Any):
        """Traced from a @cute.jit entry; `epilogue_inputs` is what a variant's `store_epilogue` reads
        (a fused epilogue's tensors and scalars, serial split-K's workspace), None for the plain store."""
        cfg = self.config
        mA, mB, mC = cute_order(a, A_MODES), cute_order(b, B_MODES), cute_order(out, C_MODES)
        a_k_major = LayoutEnum.from_tensor(mA) == LayoutEnum.ROW_MAJOR
        b_k_major = LayoutEnum.from_tensor(mB) == LayoutEnum.ROW_MAJOR

        sA_layout = _swizzled_smem_layout(mA.element_type, a_k_major, cfg.tile_m, cfg.tile_k, cfg.stages)
        sB_layout = _swizzled_smem_layout(mB.element_type, b_k_major, cfg.tile_n, cfg.tile_k, cfg.stages)
        copy_A = _gmem_to_smem_copy(mA.element_type, a_k_major, cfg.tile_m, cfg.tile_k, cfg.threads)
        copy_B = _gmem_to_smem_copy(mB.element_type, b_k_major, cfg.tile_n, cfg.tile_k, cfg.threads)

        mma_m, mma_n, mma_k = MMA_INSTRUCTION_MNK
        tiled_mma = cute.make_tiled_mma(
            cute.nvgpu.warp.MmaF16BF16Op(mA.element_type, cutlass.Float32, MMA_INSTRUCTION_MNK),
            (cfg.warps_m, cfg.warps_n, 1),
            # N doubled: each warp covers 16 columns per step, so ldmatrix.x4 can fetch B for two atoms.
            permutation_mnk=(cfg.warps_m * mma_m, cfg.warps_n * mma_n * 2, mma_k),
        )
        ldmatrix_A = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(not a_k_major, 4), mA.element_type)
        ldmatrix_B = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(not b_k_major, 4), mB.element_type)

        smem_bytes = cute.size_in_bytes(mA.element_type, sA_layout) + cute.size_in_bytes(mB.element_type, sB_layout)
        tiles_m = cute.ceil_div(cute.size(mC, mode=[0]), cfg.tile_m)
        tiles_n = cute.ceil_div(cute.size(mC, mode=[1]), cfg.tile_n)
        kernel_arguments = (mA, mB, mC, sA_layout, sB_layout, copy_A, copy_B, tiled_mma, ldmatrix_A, ldmatrix_B)
        if cutlass.const_expr(epilogue_inputs is not None):
            kernel_arguments += (epilogue_inputs,)
        self.kernel(*kernel_arguments).launch(
            grid=[tiles_m * tiles_n, 1, cute.size(mC, mode=[2])],
            block=[cfg.threads, 1, 1],
            smem=smem_bytes,
            stream=stream,
        )

    @cute.kernel
    def kernel(
        self,
        mA: cute.Tensor,
        mB: cute.Tensor,
        mC: cute.Tensor,
        sA_layout: cute.ComposedLayout,
        sB_layout: cute.ComposedLayout,
        copy_A: cute.TiledCopy,
        copy_B: cute.TiledCopy,
        tiled_mma: cute.TiledMma,
        ldmatrix_A: cute.CopyAtom,
        ldmatrix_B: cute.CopyAtom,
        epilogue_inputs: Any = None,
    ):
        cfg = self.config
        tidx, _, _ = cute.arch.thread_idx()
        linear_tile, _, batch = cute.arch.block_idx()
        M = cute.size(mC, mode=[0])
        N = cute.size(mC, mode=[1])
        K = cute.size(mA, mode=[1])
        tiles_m = cute.ceil_div(M, cfg.tile_m)
        tiles_n = cute.ceil_div(N, cfg.tile_n)
        tile_m, tile_n = grouped_tile_coord(linear_tile, tiles_m, tiles_n, RASTER_GROUP)
        cta_tiler = (cfg.tile_m, cfg.tile_n, cfg.tile_k)
        cta_coord = (tile_m, tile_n, None)

        # This CTA's slices: gA (bM, bK, k_tiles), gB (bN, bK, k_tiles), gC (bM, bN).
        gA = cute.local_tile(mA[None, None, batch], cta_tiler, cta_coord, proj=(1, None, 1))
        gB = cute.local_tile(mB[None, None, batch], cta_tiler, cta_coord, proj=(None, 1, 1))
        gC = cute.local_tile(mC[None, None, batch], cta_tiler, cta_coord, proj=(1, 1, None))
        # Coordinates of the same elements, for the bounds checks.
        cA = cute.local_tile(cute.make_identity_tensor(mA.layout.shape)[None, None, batch], cta_tiler, cta_coord, proj=(1, None, 1))
        cB = cute.local_tile(cute.make_identity_tensor(mB.layout.shape)[None, None, batch], cta_tiler, cta_coord, proj=(None, 1, 1))
        cC = cute.local_tile(cute.make_identity_tensor(mC.layout.shape)[None, None, batch], cta_tiler, cta_coord, proj=(1, 1, None))

        # A partial k-tile, if any, is made the *first* one (shifted to start below k = 0), so the
        # main loop never checks K; only the prologue's first load masks k < 0.
        k_shift = K - cutlass.Int32(cfg.tile_k) * cute.size(gA, mode=[2])
        gA = cute.domain_offset((0, k_shift, 0), gA)
        gB = cute.domain_offset((0, k_shift, 0), gB)
        cA = cute.domain_offset((0, k_shift, 0), cA)
        cB = cute.domain_offset((0, k_shift, 0), cB)
        gA = cute.make_tensor(gA.iterator.align(16), gA.layout)
        gB = cute.make_tensor(gB.iterator.align(16), gB.layout)

        smem = utils.SmemAllocator()
        sA = smem.allocate_tensor(mA.element_type, sA_layout, 16)
        sB = smem.allocate_tensor(mB.element_type, sB_layout, 16)

        thr_copy_A = copy_A.get_slice(tidx)
        thr_copy_B = copy_B.get_slice(tidx)
        tAgA = thr_copy_A.partition_S(gA)  # (CPY, CPY_M, CPY_K, k_tiles)
        tAsA = thr_copy_A.partition_D(sA)  # (CPY, CPY_M, CPY_K, stages)
        tAcA = thr_copy_A.partition_S(cA)
        tBgB = thr_copy_B.partition_S(gB)
        tBsB = thr_copy_B.partition_D(sB)
        tBcB = thr_copy_B.partition_S(cB)

        # Row predicates (M for A, N for B), the same for every k-tile, and the first k-tile's
        # predicates, which also mask the k < 0 columns of the shifted partial tile.
        rows_A = self._row_predicate(tAgA, tAcA, M)
        rows_B = self._row_predicate(tBgB, tBcB, N)
        first_A = self._first_tile_predicate(tAgA, tAcA, rows_A)
        first_B = self._first_tile_predicate(tBgB, tBcB, rows_B)

        # Masked-off copies write nothing, so start from zeros: rows past M/N then stay zero forever.
        tAsA.fill(0)
        tBsB.fill(0)
        cute.arch.sync_threads()

        k_tiles = cute.size(tAgA, mode=[3])
        cute.copy(copy_A, tAgA[None, None, None, 0], tAsA[None, None, None, 0], pred=first_A)
        cute.copy(copy_B, tBgB[None, None, None, 0], tBsB[None, None, None, 0], pred=first_B)
        cute.arch.cp_async_commit_group()
        for stage in cutlass.range_constexpr(1, cfg.stages - 1):
            if stage < k_tiles:
                cute.copy(copy_A, tAgA[None, None, None, stage], tAsA[None, None, None, stage], pred=rows_A)
                cute.copy(copy_B, tBgB[None, None, None, stage], tBsB[None, None, None, stage], pred=rows_B)
            # Commit even when empty: the wait_group arithmetic below counts one group per k-tile.
            cute.arch.cp_async_commit_group()

        loads = (copy_A, tAgA, tAsA, rows_A, copy_B, tBgB, tBsB, rows_B)
        thr_mma, tCgC, accumulators = self.mma_mainloop(loads, tiled_mma, ldmatrix_A, ldmatrix_B, sA, sB, gC, tidx, k_tiles)
        self.store_epilogue(accumulators, thr_mma, tCgC, cC, M, N, tile_m, tile_n, linear_tile, batch, tidx, epilogue_inputs)

    @cute.jit
    def store_epilogue(
        self,
        accumulators: cute.Tensor,
        thr_mma: Any,
        tCgC: cute.Tensor,
        cC: cute.Tensor,
        M: cutlass.Int32,
        N: cutlass.Int32,
        tile_m: cutlass.Int32,
        tile_n: cutlass.Int32,
        linear_tile: cutlass.Int32,
        batch: cutlass.Int32,
        tidx: cutlass.Int32,
        epilogue_inputs: Any,
    ):
        """Convert in registers, then store straight to global memory. Whole tiles use unpredicated
        (vectorizable) stores; edge tiles check every element against (M, N). A variant overrides it
        (serial split-K) or what it stores (`stored_values`: a fused epilogue)."""
        cfg = self.config
        result = self.stored_values(accumulators, thr_mma, tCgC.element_type, cC, M, N, tile_m, tile_n, batch, epilogue_inputs)
        store_tile(result, thr_mma, tCgC, cC, M, N, tile_m, tile_n, (cfg.tile_m, cfg.tile_n))

    def stored_values(
        self, accumulators: cute.Tensor, thr_mma: Any, dtype: type[cutlass.Numeric], cC: cute.Tensor,
        M: cutlass.Int32, N: cutlass.Int32, tile_m: cutlass.Int32, tile_n: cutlass.Int32, batch: cutlass.Int32,
        epilogue_inputs: Any,
    ) -> cute.Tensor:
        """This thread's values to store, in out's `dtype`: the accumulators, converted."""
        result = cute.make_fragment_like(accumulators, dtype)
        result.store(accumulators.load().to(dtype))
        return result

    def load_k_tile(self, loads: tuple, k_tile: Any, stage: Any) -> None:
        """A's and B's k-tile `k_tile` into stage `stage`, rows past M or N masked off."""
        copy_A, tAgA, tAsA, rows_A, copy_B, tBgB, tBsB, rows_B = loads
        cute.copy(copy_A, tAgA[None, None, None, k_tile], tAsA[None, None, None, stage], pred=rows_A)
        cute.copy(copy_B, tBgB[None, None, None, k_tile], tBsB[None, None, None, stage], pred=rows_B)

    @staticmethod
    def _row_predicate(tXgX: cute.Tensor, tXcX: cute.Tensor, rows: cutlass.Int32) -> cute.Tensor:
        """One flag per copy vector: is its row inside the matrix? (Broadcast over K, stride 0.)"""
        rest_v = tXgX.shape[0][1]
        copies_mn = cute.size(tXgX, mode=[1])
        pred = cute.make_rmem_tensor(
            cute.make_layout((rest_v, copies_mn, cute.size(tXgX, mode=[2])), stride=(copies_mn, 1, 0)),
            cutlass.Boolean,
        )
        for v in range(rest_v):
            for i in range(copies_mn):
                pred[v, i, 0] = cute.elem_less(tXcX[(0, v), i, 0, 0][0], rows)
        return pred

    @staticmethod
    def _first_tile_predicate(tXgX: cute.Tensor, tXcX: cute.Tensor, rows_pred: cute.Tensor) -> cute.Tensor:
        """Row flags combined with k >= 0, for the (possibly partial, shifted) first k-tile."""
        rest_v = tXgX.shape[0][1]
        copies_mn = cute.size(tXgX, mode=[1])
        copies_k = cute.size(tXgX, mode=[2])
        pred = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_mn, copies_k)), cutlass.Boolean)
        for v in range(rest_v):
            for i in range(copies_mn):
                for k in range(copies_k):
                    in_k = cute.elem_less(cutlass.Int32(-1), tXcX[(0, v), i, k, 0][1])
                    pred[v, i, k] = rows_pred[v, i, 0] & in_k
        return pred


@cute.jit
def store_tile(
    result: cute.Tensor, thr_mma: Any, tCgC: cute.Tensor, cC: cute.Tensor, M: cutlass.Int32, N: cutlass.Int32,
    tile_m: cutlass.Int32, tile_n: cutlass.Int32, tile_shape: tuple[int, int],
):
    """`result` (this thread's values of CTA tile (tile_m, tile_n) of `tile_shape`, in the output's
    dtype) straight to global memory: a whole tile unpredicated (vectorizable), an edge tile element by
    element within (M, N)."""
    if (tile_m + 1) * tile_shape[0] <= M and (tile_n + 1) * tile_shape[1] <= N:
        cute.autovec_copy(result, tCgC)
    else:
        tCcC = thr_mma.partition_C(cC)
        for i in cutlass.range_constexpr(cute.size(result)):
            coord = tCcC[i]
            if cute.elem_less(coord[0], M) and cute.elem_less(coord[1], N):
                tCgC[i] = result[i]


# (layout letters, dtype, config): both operand majors, both dtypes, two CTA shapes.
INSTANCES: tuple[tuple[str, str, Sm80GemmConfig], ...] = (
    ("tn", "bf16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)),
    ("tn", "bf16", Sm80GemmConfig(128, 256, 64, stages=3, warps_m=2, warps_n=4)),
    ("tn", "f16", Sm80GemmConfig(128, 256, 64, stages=3, warps_m=2, warps_n=4)),
    ("nt", "f16", Sm80GemmConfig(128, 128, 32, stages=3, warps_m=2, warps_n=2)),
    ("nn", "bf16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)),
)


class Sm80GemmKernel(TensorOpGemmKernel):
    """Batched GEMM out (L, M, N) = A (L, M, K) @ B (L, K, N) on mma.sync tensor cores (sm_80+).

    Takes: fp16 or bf16 A, B and out of one dtype, f32 accumulation; rank-3 operands (use a batch
    extent of 1 for a plain matrix); A and B contiguous along the dimension the layout letters name,
    out row-major; that contiguous extent, every other stride and the base address aligned to 8
    elements (16 bytes). Any M, N, K >= 1 otherwise (edges are predicated).
    """

    program = Sm80TensorOpGemm
    instances = INSTANCES
    family = "gemm_sm80"

    def __init__(
        self, layout: str, dtype: str, config: Sm80GemmConfig, name_suffix: str = "", tags: dict[str, str] | None = None,
        epilogue: str = ACCUMULATOR,
    ) -> None:
        """`name_suffix` and `tags` distinguish a variant family's instances (split-K's slice count, a
        fused epilogue's name); `epilogue` is the fused epilogue's expression."""
        config.validate()
        self.config = config
        self.rules = GemmOperandRules(dtype, layout, None if epilogue == ACCUMULATOR else Epilogue.parse(epilogue))
        tile = (config.tile_m, config.tile_n, config.tile_k)
        super().__init__(
            KernelMetadata(
                kernel_name=f"gemm_sm80_{layout}_{dtype}_{'x'.join(map(str, tile))}_s{config.stages}{name_suffix}",
                kernel_class=type(self).__name__,
                min_cc=80,
                operands=self.rules.operands(),
                design=DesignMetadata(
                    tile_shape=tile, threads=config.threads, stages=config.stages, vector_bits=COPY_BITS
                ),
                epilogue=self.rules.epilogue.text() if self.rules.epilogue else ACCUMULATOR,
                family=self.family,
                layout=layout,
                tags={"stages": str(config.stages), "cluster": "1x1", **(tags or {})},
            )
        )
