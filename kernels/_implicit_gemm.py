"""The GEMM pipelines (SM80 and SM90) for operands that are gathered rather than read as matrices (implicit GEMM).

A convolution's fprop, dgrad and wgrad are each a GEMM whose A or B operand (or both) is a view of an
NHWC tensor that no CuTe layout describes alone: which elements exist depends on padding, and for
dgrad on whether a filter tap lands on the stride grid. So each of them says, per 16-byte vector of a
k-tile, where in global memory it starts and whether it exists (`load_a`, `load_b`, after a per-thread
`prepare` of what stays fixed across k-tiles); this class owns everything else, shared by all three:
the swizzled shared memory, the cp.async multistage pipeline with its two interleaved loops, ldmatrix,
mma.sync and the predicated store of the (M, N) tile (kernels/gemm_sm80.py explains the design).

A subclass sets `a_k_major`/`b_k_major` (which GEMM dimension its vectors run along), launches with
`shared_memory_bytes` and calls `implicit_gemm` from its own @cute.kernel; the layouts, copies and MMA
are static, so they are built where they are used rather than passed as kernel parameters.

`Sm90ImplicitGemm` is the same contract on warpgroup MMAs (sm_90a): mixed in before a kind's SM80 class
it keeps that kind's gather, launch and operand majors and replaces the mainloop (see its docstring).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute
import cutlass.pipeline as pipeline
import cutlass.utils as utils
import cutlass.utils.hopper_helpers as sm90_utils

from ._gemm_dsl import LayoutEnum

from ._gemm_operands import VECTOR_ELEMENTS
from ._sm90_kernel import multiply_stage
from .gemm_sm80 import (
    COPY_BITS,
    MMA_INSTRUCTION_MNK,
    Sm80GemmConfig,
    Sm80Mainloop,
    _gmem_to_smem_copy,
    _swizzled_smem_layout,
    store_tile,
)


class GatheredOperands:
    """What both generations' mainloops do with a kind's gather: partition the shared-memory stages among
    the threads' 16-byte vectors and `prepare`, then fill a stage with `load_a` and `load_b`."""

    @cute.jit
    def output_tile(self, mC: cute.Tensor, tile_m: cutlass.Int32, tile_n: cutlass.Int32):
        """(M, N, gC, cC): mC's extents, this CTA's tile of it and of its (m, n) coordinates."""
        cfg = self.config
        M = cute.size(mC, mode=[0])
        N = cute.size(mC, mode=[1])
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (tile_m, tile_n))
        cC = cute.local_tile(cute.make_identity_tensor((M, N)), (cfg.tile_m, cfg.tile_n), (tile_m, tile_n))
        return M, N, gC, cC

    @cute.jit
    def start_gather(
        self, problem: tuple, copy_A: cute.TiledCopy, copy_B: cute.TiledCopy, sA: cute.Tensor, sB: cute.Tensor,
        tidx: cutlass.Int32, tile_m: cutlass.Int32, tile_n: cutlass.Int32,
    ):
        """This thread's share of the stages and the kind's per-thread state: (fixed, tAcA, tAsA, tBcB, tBsB)."""
        cfg = self.config
        thr_copy_A = copy_A.get_slice(tidx)
        thr_copy_B = copy_B.get_slice(tidx)
        tAsA = thr_copy_A.partition_D(sA)  # ((vector, rest_v), copies_mn, copies_k, stages)
        tBsB = thr_copy_B.partition_D(sB)
        tAcA = thr_copy_A.partition_S(cute.make_identity_tensor((cfg.tile_m, cfg.tile_k)))
        tBcB = thr_copy_B.partition_S(cute.make_identity_tensor((cfg.tile_n, cfg.tile_k)))
        fixed = self.prepare(problem, tile_m, tile_n, tAcA, tAsA, tBcB, tBsB)
        return fixed, tAcA, tAsA, tBcB, tBsB

    @cute.jit
    def load_stage(
        self, problem: tuple, gather: tuple, vector_copy: cute.CopyAtom, k_tile_first: cutlass.Int32, k_tile: Any,
        stage: Any,
    ):
        """The `k_tile`-th k-tile of this CTA's run (from `k_tile_first`) of A and B into shared-memory
        stage `stage` (cp.async, not committed)."""
        fixed, tAcA, tAsA, tBcB, tBsB = gather
        self.load_a(problem, fixed, tAcA, tAsA, vector_copy, k_tile_first + k_tile, stage)
        self.load_b(problem, fixed, tBcB, tBsB, vector_copy, k_tile_first + k_tile, stage)

    @cute.jit
    def fill_stages(
        self, problem: tuple, gather: tuple, vector_copy: cute.CopyAtom, k_tile_first: cutlass.Int32,
        k_tiles: cutlass.Int32, stages: int,
    ):
        """The pipeline's prologue: the first `stages` k-tiles (those that exist) into stages 0 .. stages - 1,
        one cp.async group each."""
        for stage in cutlass.range_constexpr(stages):
            if stage < k_tiles:
                self.load_stage(problem, gather, vector_copy, k_tile_first, stage, stage)
            cute.arch.cp_async_commit_group()


class Sm80ImplicitGemm(Sm80Mainloop, GatheredOperands):
    """One configuration of an implicit GEMM; subclasses define `prepare`, `load_a` and `load_b`."""

    a_k_major = True  # A's vectors run along K (else along M)
    b_k_major = True  # B's vectors run along K (else along N)

    def __init__(self, config: Sm80GemmConfig) -> None:
        config.validate()
        self.config = config

    def shared_memory_bytes(self, dtype: type[cutlass.Numeric]) -> Any:
        """The dynamic shared memory a CTA needs for operands of `dtype` (the launch's smem)."""
        return self.plan(dtype)[-1]

    def plan(self, dtype: type[cutlass.Numeric]) -> tuple[Any, ...]:
        """Shared-memory layouts, copies and the tiled MMA for operands of `dtype`: (sA_layout,
        sB_layout, copy_A, copy_B, vector_copy, tiled_mma, ldmatrix_A, ldmatrix_B, smem_bytes)."""
        cfg = self.config
        sA_layout = _swizzled_smem_layout(dtype, self.a_k_major, cfg.tile_m, cfg.tile_k, cfg.stages)
        sB_layout = _swizzled_smem_layout(dtype, self.b_k_major, cfg.tile_n, cfg.tile_k, cfg.stages)
        copy_A = _gmem_to_smem_copy(dtype, self.a_k_major, cfg.tile_m, cfg.tile_k, cfg.threads)
        copy_B = _gmem_to_smem_copy(dtype, self.b_k_major, cfg.tile_n, cfg.tile_k, cfg.threads)
        mma_m, mma_n, mma_k = MMA_INSTRUCTION_MNK
        tiled_mma = cute.make_tiled_mma(
            cute.nvgpu.warp.MmaF16BF16Op(dtype, cutlass.Float32, MMA_INSTRUCTION_MNK),
            (cfg.warps_m, cfg.warps_n, 1),
            permutation_mnk=(cfg.warps_m * mma_m, cfg.warps_n * mma_n * 2, mma_k),
        )
        ldmatrix_A = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(not self.a_k_major, 4), dtype)
        ldmatrix_B = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(not self.b_k_major, 4), dtype)
        vector_copy = cute.make_copy_atom(
            cute.nvgpu.cpasync.CopyG2SOp(cache_mode=cute.nvgpu.cpasync.LoadCacheMode.GLOBAL),
            dtype,
            num_bits_per_copy=COPY_BITS,
        )
        smem_bytes = cute.size_in_bytes(dtype, sA_layout) + cute.size_in_bytes(dtype, sB_layout)
        return sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, ldmatrix_A, ldmatrix_B, smem_bytes

    def load_k_tile(self, loads: tuple, k_tile: Any, stage: Any) -> None:
        """The mainloop's k-tile `k_tile` (of this CTA's run) gathered into stage `stage`."""
        problem, gather, vector_copy, k_tile_first = loads
        self.load_stage(problem, gather, vector_copy, k_tile_first, k_tile, stage)

    @cute.jit
    def implicit_gemm(
        self,
        problem: tuple,
        mC: cute.Tensor,
        tile_m: cutlass.Int32,
        tile_n: cutlass.Int32,
        k_tile_first: cutlass.Int32,
        k_tiles: cutlass.Int32,
    ):
        """This CTA's (tile_m, tile_n) tile of mC (M, N) = A @ B over k-tiles k_tile_first ..
        k_tile_first + k_tiles - 1; `problem` is the subclass's tensors and parameters (first a tensor
        of the operands' dtype), passed through to its `prepare` and loaders."""
        cfg = self.config
        sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, ldmatrix_A, ldmatrix_B, _ = self.plan(problem[0].element_type)
        tidx, _, _ = cute.arch.thread_idx()
        M, N, gC, cC = self.output_tile(mC, tile_m, tile_n)

        smem = utils.SmemAllocator()
        sA = smem.allocate_tensor(problem[0].element_type, sA_layout, 16)
        sB = smem.allocate_tensor(problem[0].element_type, sB_layout, 16)
        gather = self.start_gather(problem, copy_A, copy_B, sA, sB, tidx, tile_m, tile_n)

        self.fill_stages(problem, gather, vector_copy, k_tile_first, k_tiles, cfg.stages - 1)

        loads = (problem, gather, vector_copy, k_tile_first)
        thr_mma, tCgC, accumulators = self.mma_mainloop(loads, tiled_mma, ldmatrix_A, ldmatrix_B, sA, sB, gC, tidx, k_tiles)

        store_accumulators(accumulators, thr_mma, tCgC, cC, M, N, tile_m, tile_n, (cfg.tile_m, cfg.tile_n))



WARPGROUP_THREADS = 128
WGMMA_ROWS = 64  # one warpgroup's share of the CTA tile's M
SWIZZLE_ALIGNMENT = 1024  # bytes: a 128-byte-swizzle atom (8 rows of 128 bytes) must start aligned


@dataclass(frozen=True)
class Sm90ImplicitGemmConfig:
    """What distinguishes one compiled SM90 implicit GEMM: the CTA tile (one consumer warpgroup per 64
    rows of M) and how many k-tiles of shared memory the cp.async pipeline cycles through."""

    tile_m: int
    tile_n: int
    tile_k: int
    stages: int

    @property
    def threads(self) -> int:
        return self.tile_m // WGMMA_ROWS * WARPGROUP_THREADS

    @property
    def gather_threads(self) -> int:
        """The threads that share the gather's vectors: every thread of the CTA."""
        return self.threads

    def validate(self) -> None:
        if self.tile_m not in (64, 128):
            raise ValueError(f"tile_m must be 64 or 128 (one warpgroup per 64 rows), got {self.tile_m}")
        if self.tile_n % 64 or not 64 <= self.tile_n <= 256:
            raise ValueError(f"tile_n must be 64, 128, 192 or 256, got {self.tile_n}")
        if self.tile_k != 64:
            raise ValueError(f"tile_k must be 64 (one 128-byte swizzle atom of 16-bit elements), got {self.tile_k}")
        if self.stages < 3:
            raise ValueError("the pipeline needs at least 3 stages (one read by wgmma, one retiring, one landing)")


class Sm90ImplicitGemm(GatheredOperands):
    """The implicit GEMM on warpgroup MMAs (sm_90a), for a kind's gather: a subclass lists it before the
    kind's SM80 class (`class Sm90Conv2dFprop(Sm90ImplicitGemm, Sm80Conv2dFprop)`), which keeps that
    kind's `prepare`/`load_a`/`load_b`, operand majors and launch, and replaces the mainloop.

    Why this shape: the gather decides per 16-byte vector whether it exists (padding, stride grid), which
    a TMA box cannot say, so the loads stay the kind's cp.async with zero fill; they write into shared
    memory laid out as WGMMA reads it (128-byte swizzle, K-major or MN-major as the kind's vectors run).
    Every thread both loads and multiplies (no producer warpgroup): per k-tile it waits for its stage,
    makes the cp.async writes visible to the async proxy, issues that k-tile's wgmmas, then starts the
    load `stages - 2` tiles ahead while they run, keeping one batch in flight; the stage a new load
    overwrites is the one whose wgmmas the previous iteration's `wait_group(1)` retired in every
    warpgroup (the barrier at the top of this iteration orders the two).
    """

    def __init__(self, config: Sm90ImplicitGemmConfig) -> None:
        config.validate()
        self.config = config

    def shared_memory_bytes(self, dtype: type[cutlass.Numeric]) -> Any:
        """The dynamic shared memory a CTA needs for operands of `dtype` (the launch's smem), with the
        slack that aligning both buffers to a swizzle atom may take."""
        return self.plan(dtype)[-1]

    def plan(self, dtype: type[cutlass.Numeric]) -> tuple[Any, ...]:
        """Shared-memory layouts as WGMMA reads them, the gather's copies and the warpgroup tiled MMA for
        operands of `dtype`: (sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, smem_bytes)."""
        cfg = self.config
        tile_mnk = (cfg.tile_m, cfg.tile_n, cfg.tile_k)
        a_layout = LayoutEnum.ROW_MAJOR if self.a_k_major else LayoutEnum.COL_MAJOR
        b_layout = LayoutEnum.ROW_MAJOR if self.b_k_major else LayoutEnum.COL_MAJOR
        sA_layout = sm90_utils.make_smem_layout_a(a_layout, tile_mnk, dtype, cfg.stages)
        sB_layout = sm90_utils.make_smem_layout_b(b_layout, tile_mnk, dtype, cfg.stages)
        copy_A = _gmem_to_smem_copy(dtype, self.a_k_major, cfg.tile_m, cfg.tile_k, cfg.gather_threads)
        copy_B = _gmem_to_smem_copy(dtype, self.b_k_major, cfg.tile_n, cfg.tile_k, cfg.gather_threads)
        tiled_mma = sm90_utils.make_trivial_tiled_mma(
            dtype, dtype, a_layout.sm90_mma_major_mode(), b_layout.sm90_mma_major_mode(), cutlass.Float32,
            (cfg.tile_m // WGMMA_ROWS, 1, 1), tiler_mn=(WGMMA_ROWS, cfg.tile_n),
        )
        vector_copy = cute.make_copy_atom(
            cute.nvgpu.cpasync.CopyG2SOp(cache_mode=cute.nvgpu.cpasync.LoadCacheMode.GLOBAL),
            dtype,
            num_bits_per_copy=COPY_BITS,
        )
        smem_bytes = (
            cute.size_in_bytes(dtype, sA_layout) + cute.size_in_bytes(dtype, sB_layout) + 2 * SWIZZLE_ALIGNMENT
        )
        return sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, smem_bytes

    @staticmethod
    def allocate_stages(smem: Any, dtype: type[cutlass.Numeric], sA_layout: Any, sB_layout: Any) -> tuple[Any, Any]:
        """A's and B's stages in shared memory, each aligned to a swizzle atom."""
        sA = smem.allocate_tensor(dtype, sA_layout.outer, SWIZZLE_ALIGNMENT, swizzle=sA_layout.inner)
        sB = smem.allocate_tensor(dtype, sB_layout.outer, SWIZZLE_ALIGNMENT, swizzle=sB_layout.inner)
        return sA, sB

    @cute.jit
    def wgmma_operands(self, tiled_mma: Any, thread: cutlass.Int32, sA: cute.Tensor, sB: cute.Tensor, gC: cute.Tensor):
        """`thread`'s (of the multiplying warpgroups) wgmma view of the stages and of the output tile,
        and its fp32 accumulators, zeroed, with the MMA set to accumulate: (thr_mma, tCrA, tCrB, tCgC,
        accumulators)."""
        thr_mma = tiled_mma.get_slice(thread)
        tCrA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
        tCrB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
        tCgC = thr_mma.partition_C(gC)
        accumulators = cute.make_rmem_tensor(tCgC.shape, cutlass.Float32)
        accumulators.fill(0.0)
        tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, True)
        return thr_mma, tCrA, tCrB, tCgC, accumulators

    @cute.jit
    def implicit_gemm(
        self,
        problem: tuple,
        mC: cute.Tensor,
        tile_m: cutlass.Int32,
        tile_n: cutlass.Int32,
        k_tile_first: cutlass.Int32,
        k_tiles: cutlass.Int32,
    ):
        """This CTA's (tile_m, tile_n) tile of mC (M, N) = A @ B over k-tiles k_tile_first ..
        k_tile_first + k_tiles - 1, as Sm80ImplicitGemm.implicit_gemm takes them."""
        cfg = self.config
        dtype = problem[0].element_type
        sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, _ = self.plan(dtype)
        tidx, _, _ = cute.arch.thread_idx()
        M, N, gC, cC = self.output_tile(mC, tile_m, tile_n)

        smem = utils.SmemAllocator()
        sA, sB = self.allocate_stages(smem, dtype, sA_layout, sB_layout)
        gather = self.start_gather(problem, copy_A, copy_B, sA, sB, tidx, tile_m, tile_n)

        lookahead = cfg.stages - 2  # k-tiles landing while one is multiplied and one retires
        self.fill_stages(problem, gather, vector_copy, k_tile_first, k_tiles, lookahead)

        thr_mma, tCrA, tCrB, tCgC, accumulators = self.wgmma_operands(tiled_mma, tidx, sA, sB, gC)
        k_blocks = cute.size(tCrA, mode=[2])

        read_stage = cutlass.Int32(0)
        write_stage = cutlass.Int32(lookahead)
        for k_tile in range(k_tiles):
            cute.arch.cp_async_wait_group(lookahead - 1)
            # cp.async wrote through the generic proxy; wgmma reads shared memory through the async one.
            cute.arch.fence_view_async_shared()
            cute.arch.sync_threads()
            # The wgmmas first, queued behind the previous k-tile's, so the tensor cores never wait for
            # the gather's address arithmetic below.
            cute.nvgpu.warpgroup.fence()
            multiply_stage(tiled_mma, accumulators, tCrA, tCrB, read_stage, k_blocks)
            next_tile = k_tile + lookahead
            if next_tile < k_tiles:
                self.load_stage(problem, gather, vector_copy, k_tile_first, next_tile, write_stage)
            cute.arch.cp_async_commit_group()
            cute.nvgpu.warpgroup.wait_group(1)
            read_stage = read_stage + 1
            if read_stage == cfg.stages:
                read_stage = cutlass.Int32(0)
            write_stage = write_stage + 1
            if write_stage == cfg.stages:
                write_stage = cutlass.Int32(0)
        cute.nvgpu.warpgroup.wait_group(0)
        cute.arch.cp_async_wait_group(0)

        store_accumulators(accumulators, thr_mma, tCgC, cC, M, N, tile_m, tile_n, (cfg.tile_m, cfg.tile_n))



@dataclass(frozen=True)
class Sm90WarpSpecializedConfig(Sm90ImplicitGemmConfig):
    """An SM90 implicit GEMM whose gather runs on producer warpgroups of its own (the first
    `producer_warpgroups`) while tile_m / 64 consumer warpgroups only multiply; the registers each side
    keeps after `setmaxnreg` (multiples of 8; the CTA's sum must fit the SM's 64 K)."""

    producer_registers: int = 96
    consumer_registers: int = 208
    producer_warpgroups: int = 1

    @property
    def consumer_threads(self) -> int:
        return self.tile_m // WGMMA_ROWS * WARPGROUP_THREADS

    @property
    def threads(self) -> int:
        return self.gather_threads + self.consumer_threads

    @property
    def gather_threads(self) -> int:
        """Only the producer warpgroups gather."""
        return self.producer_warpgroups * WARPGROUP_THREADS

    def validate(self) -> None:
        super().validate()
        registers = self.gather_threads * self.producer_registers + self.consumer_threads * self.consumer_registers
        if self.producer_registers % 8 or self.consumer_registers % 8 or registers > 64 * 1024:
            raise ValueError(
                f"setmaxnreg takes multiples of 8 whose sum over the CTA fits 65536 registers: producer "
                f"{self.producer_registers}, consumers {self.consumer_registers} ({registers})"
            )


MBARRIER_BYTES = 8
GATHER_GROUPS_IN_FLIGHT = 2  # the producer's cp.async k-tiles still landing when it signals an older one


class Sm90WarpSpecializedImplicitGemm(Sm90ImplicitGemm):
    """The SM90 implicit GEMM with the gather taken off the multiplying warps (warp specialization).

    Why: measured on the H100 (docs/results/gemm-notes.md, "Conv2d on SM90"), the all-threads mainloop keeps the
    tensor pipes ~26 % busy because every warp issues ~210 gather instructions a k-tile between its
    wgmmas. Here the producer warpgroups (the first ones, few registers) run the kind's `prepare`,
    `load_a` and `load_b` into the same WGMMA-swizzled stages, and the consumer warpgroups (many registers) only wait for a
    stage, issue its wgmmas and hand the stage back, through a ring of full/empty mbarriers
    (`PipelineAsync`). A producer thread signals k-tile t full only after its own cp.async group of t has
    landed (`cp.async.wait_group`) and a proxy fence made those writes, and its zero fills, visible to
    wgmma's async proxy: the same order the all-threads loop gets from its wait, fence and barrier, so
    the zero fills (plain shared stores) need no cp.async arrive of their own.

    Measured: slower than the all-threads loop on the H100 at every bench layer (docs/results/gemm-notes.md,
    "Conv2d fprop, warp-specialized"; why not yet measured).
    """

    def shared_memory_bytes(self, dtype: type[cutlass.Numeric]) -> Any:
        """The stages (Sm90ImplicitGemm's) and a full and an empty mbarrier per stage."""
        return self.plan(dtype)[-1] + 2 * self.config.stages * MBARRIER_BYTES

    @cute.jit
    def implicit_gemm(
        self,
        problem: tuple,
        mC: cute.Tensor,
        tile_m: cutlass.Int32,
        tile_n: cutlass.Int32,
        k_tile_first: cutlass.Int32,
        k_tiles: cutlass.Int32,
    ):
        """This CTA's (tile_m, tile_n) tile of mC (M, N) = A @ B over k-tiles k_tile_first ..
        k_tile_first + k_tiles - 1, as Sm80ImplicitGemm.implicit_gemm takes them."""
        cfg = self.config
        dtype = problem[0].element_type
        sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, _ = self.plan(dtype)
        tidx, _, _ = cute.arch.thread_idx()
        warpgroup = cute.arch.make_warp_uniform(tidx // WARPGROUP_THREADS)

        smem = utils.SmemAllocator()
        barriers = smem.allocate_array(cutlass.Int64, 2 * cfg.stages)
        sA, sB = self.allocate_stages(smem, dtype, sA_layout, sB_layout)
        # Every producer thread signals each stage full and every consumer thread releases it.
        stages = pipeline.PipelineAsync.create(
            barrier_storage=barriers,
            num_stages=cfg.stages,
            producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, cfg.gather_threads),
            consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, cfg.consumer_threads),
        )

        if warpgroup < cfg.producer_warpgroups:
            cute.arch.warpgroup_reg_dealloc(cfg.producer_registers)
            gather = self.start_gather(problem, copy_A, copy_B, sA, sB, tidx, tile_m, tile_n)
            write_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, cfg.stages)
            full_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, cfg.stages)
            for k_tile in range(k_tiles):
                stages.producer_acquire(write_state)
                self.load_stage(problem, gather, vector_copy, k_tile_first, k_tile, write_state.index)
                cute.arch.cp_async_commit_group()
                write_state.advance()
                if k_tile >= GATHER_GROUPS_IN_FLIGHT:
                    self.signal_landed(stages, full_state, GATHER_GROUPS_IN_FLIGHT)
                    full_state.advance()
            # the last k-tiles still landing (as many as exist), each signalled once all have landed
            for landing in cutlass.range_constexpr(GATHER_GROUPS_IN_FLIGHT):
                if landing < k_tiles:
                    self.signal_landed(stages, full_state, 0)
                    full_state.advance()
        else:
            cute.arch.warpgroup_reg_alloc(cfg.consumer_registers)
            consumer_tidx = tidx - cfg.gather_threads
            M, N, gC, cC = self.output_tile(mC, tile_m, tile_n)
            thr_mma, tCrA, tCrB, tCgC, accumulators = self.wgmma_operands(tiled_mma, consumer_tidx, sA, sB, gC)
            k_blocks = cute.size(tCrA, mode=[2])
            read_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, cfg.stages)
            release_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, cfg.stages)
            cute.nvgpu.warpgroup.fence()
            for k_tile in range(k_tiles):
                stages.consumer_wait(read_state)
                multiply_stage(tiled_mma, accumulators, tCrA, tCrB, read_state.index, k_blocks)
                # this k-tile's wgmmas stay in flight; the previous one's have retired: its stage goes back
                cute.nvgpu.warpgroup.wait_group(1)
                if k_tile > 0:
                    stages.consumer_release(release_state)
                    release_state.advance()
                read_state.advance()
            cute.nvgpu.warpgroup.wait_group(0)
            store_accumulators(accumulators, thr_mma, tCgC, cC, M, N, tile_m, tile_n, (cfg.tile_m, cfg.tile_n))

    @cute.jit
    def signal_landed(self, stages: Any, full_state: Any, groups_still_landing: int):
        """Wait until at most `groups_still_landing` of this thread's cp.async k-tiles are in flight,
        make the oldest one's writes visible to wgmma (async proxy) and signal its stage (`full_state`) full."""
        cute.arch.cp_async_wait_group(groups_still_landing)
        cute.arch.fence_view_async_shared()
        stages.producer_commit(full_state)


@cute.jit
def store_accumulators(
    accumulators: cute.Tensor, thr_mma: Any, tCgC: cute.Tensor, cC: cute.Tensor, M: cutlass.Int32, N: cutlass.Int32,
    tile_m: cutlass.Int32, tile_n: cutlass.Int32, tile_shape: tuple[int, int],
):
    """The fp32 accumulators of CTA tile (tile_m, tile_n) of `tile_shape` rounded to the output's dtype
    and stored as the SM80 GEMM stores its tile (`store_tile`)."""
    result = cute.make_fragment_like(accumulators, tCgC.element_type)
    result.store(accumulators.load().to(tCgC.element_type))
    store_tile(result, thr_mma, tCgC, cC, M, N, tile_m, tile_n, tile_shape)


@cute.jit
def copy_vector_or_zeros(
    tensor: cute.Tensor, offset: cutlass.Int32, exists: cutlass.Boolean, destination: cute.Tensor, vector_copy: cute.CopyAtom
):
    """One 16-byte vector from `tensor`'s storage at element `offset` into shared memory by cp.async,
    or zeros where it does not exist (padding, off the stride grid, past an extent).

    Callers build `exists` with one `cutlass.and_` of all its terms, not a chain of Python `and`s: the
    DSL's front end rewrites `a and b and c ...` into nested conditionals that each repeat the chain
    before them, so the first of n terms is traced 2^(n-1) times. For dgrad's eight terms that put ~2.5 MB
    of dead IR into every compile, and under DSL 4.5.3, whose front end looks each op's source line up
    by walking the bytecode of the function making it, took 160 s per kernel (docs/results/gemm-notes.md).
    """
    if exists:
        source = cute.make_tensor((tensor.iterator + offset).align(16), cute.make_layout(destination.shape))
        cute.copy(vector_copy, source, destination)
    else:
        destination.fill(0)


def vector_multiple(extent: Any) -> Any:
    """Tell the compiler what `supports` has checked: `extent` is a multiple of 8 elements (so rows start
    16-byte aligned). A static extent (DSL 4.5 keeps some extents static) needs no telling."""
    return extent if isinstance(extent, int) else cute.assume(extent, divby=VECTOR_ELEMENTS)
