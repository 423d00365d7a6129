"""SM90 GEMM: TMA loads into swizzled shared memory, WGMMA (sm_90a), warp-specialized and persistent.

C[m, n, l] = sum_k A[m, k, l] * B[n, k, l], fp16/bf16 operands, fp32 accumulation, output in C's dtype.
Inside the kernel (CuTe's order; the registry class at the bottom takes torch's (L, M, K) order),
A is (M, K, L), B is (N, K, L), C is (M, N, L); each may be K- or M/N-major (C: N- or M-major). TMA
needs 16-byte aligned base addresses and strides, so the contiguous extent of every tensor must be a
multiple of 8 elements; out-of-bounds rows/columns (ragged M, N, K) are zero-filled by TMA on load
and clipped on store, so no other shape constraint applies.

Why this structure: one producer warp keeps `stages` k-tiles of A and B in flight with TMA, completing
on mbarriers (PipelineTmaAsync); tile_m / 64 consumer warpgroups issue WGMMA straight from shared
memory and release each stage once the wgmma that read it has retired. A CTA loops over output tiles
(persistent), so the producer prefetches the next tile's operands while the consumers run the
epilogue (registers -> stmatrix -> shared memory -> TMA store). With a 2x1 cluster the two CTAs share
each B tile through TMA multicast (1x2: A), halving that operand's L2 traffic.

Two schedules: cooperative (both consumer warpgroups on one tile, 64 rows each; the plain instances) and
ping-pong (`Sm90GemmConfig.pingpong`: each warpgroup a whole tile, taking turns on the tensor cores by
named barriers, so one's epilogue runs under the other's WGMMAs; the fused-epilogue instances).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute
import cutlass.pipeline as pipeline
import cutlass.utils as utils
import cutlass.utils.hopper_helpers as sm90_utils

from cute_ir.problems.epilogue import ACCUMULATOR, Epilogue
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata
from ._gemm_dsl import LayoutEnum
from ._gemm_kernel import TensorOpGemmKernel
from ._gemm_operands import (
    A_MODES,
    B_MODES,
    C_MODES,
    GemmOperandRules,
    cute_order,
    epilogue_sources_in_cute_order,
)
from ._gemm_raster import grouped_tile_coord

TILE_K = 64  # four k16 WGMMAs per stage for 16-bit operands: one 128-byte swizzle atom in K
SMEM_CAPACITY = 227 * 1024  # sm_90 opt-in shared memory per block
EPILOGUE_STAGES = 4
BARRIER_BYTES = 1024  # mbarriers and alignment slack
PRODUCER_REGISTERS = 40
CONSUMER_REGISTERS = 232
WARPGROUP_THREADS = 128
RASTER_GROUP_TILES = 8
DEFAULT_SM_COUNT = 132  # H100 SXM and H200; the persistent grid is sized for it at compile time
# Named barriers (0 is __syncthreads, 1 the epilogue's): a ping-pong warpgroup t waits on id + t for its turn.
PINGPONG_MMA_BARRIER = 2
PINGPONG_EPILOGUE_BARRIER = 4


def accumulator_stores(
    tiled_mma: cute.TiledMma, c_layout: Any, c_dtype: Any, sC: cute.Tensor, accumulators: cute.Tensor, consumer_tidx: Any
) -> tuple:
    """The epilogue's registers -> (stmatrix) -> shared-memory copy, shared by the SM90 TMA-store epilogues
    (this GEMM, the grouped GEMM, the shifted-TMA Conv2d): (r2s, this thread's sC stages, its accumulators as
    r2s sees them, one subtile's register shape, its fp32 and output-dtype registers, and their count)."""
    store_atom = sm90_utils.sm90_get_smem_store_op(c_layout, c_dtype, cutlass.Float32)
    stmatrix_C = cute.make_tiled_copy_C_atom(
        cute.make_copy_atom(cute.nvgpu.warp.StMatrix8x8x16bOp(c_layout.is_m_major_c(), 4), c_dtype), tiled_mma
    )
    r2s = cute.make_tiled_copy_S(store_atom, stmatrix_C)
    thr_r2s = r2s.get_slice(consumer_tidx)
    tRS_sC = thr_r2s.partition_D(sC)
    tRS_acc = r2s.retile(accumulators)
    subtile_shape = cute.shape(thr_r2s.partition_S(sC))[:3]
    subtile_acc = cute.make_rmem_tensor(subtile_shape, cutlass.Float32)
    subtile_out = cute.make_rmem_tensor(subtile_shape, c_dtype)
    return r2s, tRS_sC, tRS_acc, subtile_shape, subtile_acc, subtile_out, cute.size(subtile_acc)


@cute.jit
def multiply_stage(
    tiled_mma: cute.TiledMma, accumulators: cute.Tensor, tCrA: cute.Tensor, tCrB: cute.Tensor, stage: cutlass.Int32,
    k_blocks: int,
):
    """Issue the wgmmas of the k-tile in shared-memory stage `stage` into `accumulators` and commit them as
    one group (still in flight: the caller waits with `warpgroup.wait_group`). `k_blocks` comes from the
    caller, counted before its k-tile loop: `cute.size` emits ops, and counted here they would move into
    the loop body (the IR would differ: measured on the SM90 Conv2d goldens)."""
    for k_block in cutlass.range_constexpr(k_blocks):
        cute.gemm(tiled_mma, accumulators, tCrA[None, None, k_block, stage], tCrB[None, None, k_block, stage], accumulators)
    cute.nvgpu.warpgroup.commit_group()


def stage_pipeline(
    storage: Any, sA_layout: Any, sB_layout: Any, a_dtype: Any, b_dtype: Any, stages: int, consumer_arrivals: Any,
    cluster_mn: tuple[int, int] = (1, 1),
) -> pipeline.PipelineTmaAsync:
    """The k-tile stages' full/empty mbarriers of the SM90 TMA mainloops (this GEMM, the grouped GEMM, the
    shifted-TMA Conv2d): one producer thread, `consumer_arrivals` warps releasing a stage, a stage's A and B
    bytes as the transaction TMA completes."""
    stage_bytes = cute.size_in_bytes(a_dtype, cute.slice_(sA_layout, (None, None, 0))) + cute.size_in_bytes(
        b_dtype, cute.slice_(sB_layout, (None, None, 0))
    )
    return pipeline.PipelineTmaAsync.create(
        barrier_storage=storage.mainloop_barriers.data_ptr(),
        num_stages=stages,
        producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread),
        consumer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, consumer_arrivals),
        tx_count=stage_bytes,
        cta_layout_vmnk=cute.make_layout((1, *cluster_mn, 1)),
    )


@dataclass(frozen=True)
class Sm90GemmConfig:
    """What distinguishes one compiled SM90 GEMM from another (besides the tensors' dtypes/majors)."""

    tile_m: int
    tile_n: int
    cluster_m: int
    cluster_n: int
    sm_count: int = DEFAULT_SM_COUNT
    # Ping-pong: the two consumer warpgroups take alternate tiles, each a whole tile_m x tile_n, so one's
    # epilogue runs while the other's WGMMAs do (ordered by named barriers). Cooperative (False): both
    # warpgroups share one tile, 64 rows each, and the tensor cores wait through every epilogue.
    pingpong: bool = False

    @property
    def consumer_warpgroups(self) -> int:
        return 2 if self.pingpong else self.tile_m // 64

    @property
    def mma_warpgroups(self) -> int:
        """Warpgroups that share one tile's MMAs (and its epilogue)."""
        return 1 if self.pingpong else self.consumer_warpgroups

    @property
    def threads(self) -> int:
        return (1 + self.consumer_warpgroups) * WARPGROUP_THREADS

    @property
    def cluster_size(self) -> int:
        return self.cluster_m * self.cluster_n

    def validate(self) -> None:
        if self.tile_n not in (64, 128, 192, 256):
            raise ValueError(f"tile_n must be 64, 128, 192 or 256, got {self.tile_n}")
        if not self.pingpong and self.tile_m != 128:
            raise ValueError("tile_m must be 128 (two consumer warpgroups of 64 rows)")
        if self.pingpong and (self.tile_m not in (64, 128) or self.tile_m * self.tile_n > 128 * 128):
            # one warpgroup holds a whole tile: at most 128 fp32 accumulators a thread, as a cooperative 128x256
            raise ValueError(f"a ping-pong tile must be 64 or 128 rows of at most 128x128, got {self.tile_m}x{self.tile_n}")
        if (self.cluster_m, self.cluster_n) not in ((1, 1), (2, 1), (1, 2)):
            raise ValueError(f"cluster {self.cluster_m}x{self.cluster_n} is not 1x1, 2x1 or 1x2")

    @property
    def epilogue_tile(self) -> tuple[int, int]:
        """Subtile of C staged in shared memory per TMA store, 32 columns of the rows one WGMMA covers
        for each warpgroup that runs the epilogue: 64 (ping-pong) or the tile's (cooperative). Why not a
        ping-pong 128-row tile's 128: its thread holds two 64-row MMA blocks, and a subtile must be
        `subtile_size` consecutive accumulators (the epilogue indexes them so), which one block's are."""
        return (64 if self.pingpong else self.tile_m, 32)

    def ab_stages(self, bytes_per_element: int = 2) -> int:
        """As many A+B k-tile stages as fit beside the epilogue ring and the barriers."""
        epilogue_bytes = self.epilogue_tile[0] * self.epilogue_tile[1] * bytes_per_element * EPILOGUE_STAGES
        per_stage = (self.tile_m + self.tile_n) * TILE_K * bytes_per_element
        return (SMEM_CAPACITY - BARRIER_BYTES - epilogue_bytes) // per_stage


class Sm90WgmmaGemm:
    """One configuration of the SM90 GEMM; call it (through cute.compile) with A, B, C."""

    def __init__(self, config: Sm90GemmConfig, epilogue: Epilogue | None = None) -> None:
        config.validate()
        self.config = config
        self.epilogue = epilogue

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, stream: Any):
        """a (L, M, K), b (L, K, N), out (L, M, N), as torch.matmul takes them."""
        self._launch(a, b, out, (), (), stream)

    @cute.jit
    def _launch(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, sources: Any, scalars: Any, stream: Any):
        """Traced from a @cute.jit entry: `sources` are the epilogue's tensors (torch order), `scalars` its Float32s."""
        cfg = self.config
        mA, mB, mC = cute_order(a, A_MODES), cute_order(b, B_MODES), cute_order(out, C_MODES)
        a_layout = LayoutEnum.from_tensor(mA)
        b_layout = LayoutEnum.from_tensor(mB)
        c_layout = LayoutEnum.from_tensor(mC)
        tile_mnk = (cfg.tile_m, cfg.tile_n, TILE_K)

        tiled_mma = sm90_utils.make_trivial_tiled_mma(
            mA.element_type,
            mB.element_type,
            a_layout.sm90_mma_major_mode(),
            b_layout.sm90_mma_major_mode(),
            cutlass.Float32,
            (cfg.mma_warpgroups, 1, 1),
            tiler_mn=(64, cfg.tile_n),
        )
        epi_tile = cfg.epilogue_tile
        stages = cfg.ab_stages(mA.element_type.width // 8)

        sA_layout = sm90_utils.make_smem_layout_a(a_layout, tile_mnk, mA.element_type, stages)
        sB_layout = sm90_utils.make_smem_layout_b(b_layout, tile_mnk, mB.element_type, stages)
        sC_layout = sm90_utils.make_smem_layout_epi(mC.element_type, c_layout, epi_tile, EPILOGUE_STAGES)

        # A is shared by the CTAs of a cluster row (same M, different N), B by a cluster column.
        tma_A, tma_mA = cute.nvgpu.cpasync.make_tiled_tma_atom(
            self._load_op(cfg.cluster_n),
            mA,
            cute.slice_(sA_layout, (None, None, 0)),
            (cfg.tile_m, TILE_K),
            num_multicast=cfg.cluster_n,
        )
        tma_B, tma_mB = cute.nvgpu.cpasync.make_tiled_tma_atom(
            self._load_op(cfg.cluster_m),
            mB,
            cute.slice_(sB_layout, (None, None, 0)),
            (cfg.tile_n, TILE_K),
            num_multicast=cfg.cluster_m,
        )
        tma_C, tma_mC = cute.nvgpu.cpasync.make_tiled_tma_atom(
            cute.nvgpu.cpasync.CopyBulkTensorTileS2GOp(),
            mC,
            cute.slice_(sC_layout, (None, None, 0)),
            epi_tile,
        )

        @cute.struct
        class SharedStorage:
            mainloop_barriers: cute.struct.MemRange[cutlass.Int64, stages * 2]
            sA: cute.struct.Align[cute.struct.MemRange[mA.element_type, cute.cosize(sA_layout)], 1024]
            sB: cute.struct.Align[cute.struct.MemRange[mB.element_type, cute.cosize(sB_layout)], 1024]
            sC: cute.struct.Align[cute.struct.MemRange[mC.element_type, cute.cosize(sC_layout)], 1024]

        self.shared_storage = SharedStorage
        self.stages = stages
        self.epi_tile = epi_tile
        self.c_layout = c_layout
        # The kernel sees TMA coordinate tensors, which carry no element type.
        self.a_dtype = mA.element_type
        self.b_dtype = mB.element_type
        self.c_dtype = mC.element_type

        # Persistent grid: (cluster_m, cluster_n, clusters), never more clusters than fit at once.
        clusters_m = cute.ceil_div(cute.size(mC, mode=[0]), cfg.tile_m * cfg.cluster_m)
        clusters_n = cute.ceil_div(cute.size(mC, mode=[1]), cfg.tile_n * cfg.cluster_n)
        cluster_tiles = clusters_m * clusters_n * cute.size(mC, mode=[2])
        resident_clusters = cfg.sm_count // cfg.cluster_size
        kernel_arguments = (tma_A, tma_mA, tma_B, tma_mB, tma_C, tma_mC, tiled_mma, sA_layout, sB_layout, sC_layout)
        if cutlass.const_expr(self.epilogue is not None):
            kernel_arguments += (epilogue_sources_in_cute_order(self.epilogue, sources), scalars)
        self.kernel(*kernel_arguments).launch(
            grid=[cfg.cluster_m, cfg.cluster_n, cutlass.min(cluster_tiles, resident_clusters)],
            block=[cfg.threads, 1, 1],
            cluster=[cfg.cluster_m, cfg.cluster_n, 1],
            smem=SharedStorage.size_in_bytes(),
            min_blocks_per_mp=1,
            stream=stream,
        )

    @staticmethod
    def _load_op(multicast_ctas: int):
        if multicast_ctas > 1:
            return cute.nvgpu.cpasync.CopyBulkTensorTileG2SMulticastOp()
        return cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp()

    @cute.kernel
    def kernel(
        self,
        tma_A: cute.CopyAtom,
        mA: cute.Tensor,
        tma_B: cute.CopyAtom,
        mB: cute.Tensor,
        tma_C: cute.CopyAtom,
        mC: cute.Tensor,
        tiled_mma: cute.TiledMma,
        sA_layout: cute.ComposedLayout,
        sB_layout: cute.ComposedLayout,
        sC_layout: cute.ComposedLayout,
        epilogue_sources: Any = None,
        epilogue_scalars: Any = None,
    ):
        cfg = self.config
        tidx, _, _ = cute.arch.thread_idx()
        warp_idx = cute.arch.make_warp_uniform(cute.arch.warp_idx())
        warpgroup = cute.arch.make_warp_uniform(tidx // WARPGROUP_THREADS)
        cta_m, cta_n, first_cluster = cute.arch.block_idx()
        _, _, cluster_count = cute.arch.grid_dim()

        if warp_idx == 0:
            cute.nvgpu.cpasync.prefetch_descriptor(tma_A)
            cute.nvgpu.cpasync.prefetch_descriptor(tma_B)
            cute.nvgpu.cpasync.prefetch_descriptor(tma_C)

        cluster_layout = cute.make_layout((cfg.cluster_m, cfg.cluster_n, 1))
        cluster_coord = cluster_layout.get_flat_coord(cute.arch.make_warp_uniform(cute.arch.block_idx_in_cluster()))
        a_mask = cute.make_layout_image_mask(cluster_layout, cluster_coord, mode=1) if cfg.cluster_n > 1 else 0
        b_mask = cute.make_layout_image_mask(cluster_layout, cluster_coord, mode=0) if cfg.cluster_m > 1 else 0

        storage = utils.SmemAllocator().allocate(self.shared_storage)
        # Every warp that read a stage releases it to each CTA whose TMA multicast wrote into it.
        consumer_arrivals = (cfg.cluster_m + cfg.cluster_n - 1) * cfg.mma_warpgroups * 4
        mainloop = stage_pipeline(
            storage, sA_layout, sB_layout, self.a_dtype, self.b_dtype, self.stages, consumer_arrivals,
            (cfg.cluster_m, cfg.cluster_n),
        )
        if cfg.cluster_size > 1:
            cute.arch.cluster_arrive_relaxed()

        sA = storage.sA.get_tensor(sA_layout.outer, swizzle=sA_layout.inner)
        sB = storage.sB.get_tensor(sB_layout.outer, swizzle=sB_layout.inner)
        sC = storage.sC.get_tensor(sC_layout.outer, swizzle=sC_layout.inner)

        # (bM, bK, tiles_m, tiles_k, L), (bN, bK, tiles_n, tiles_k, L), (bM, bN, tiles_m, tiles_n, L)
        gA = cute.local_tile(mA, (cfg.tile_m, TILE_K), (None, None, None))
        gB = cute.local_tile(mB, (cfg.tile_n, TILE_K), (None, None, None))
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (None, None, None))
        tAsA, tAgA = cute.nvgpu.cpasync.tma_partition(
            tma_A, cluster_coord[1], cute.make_layout(cfg.cluster_n), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
        )
        tBsB, tBgB = cute.nvgpu.cpasync.tma_partition(
            tma_B, cluster_coord[0], cute.make_layout(cfg.cluster_m), cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2)
        )
        k_tiles = cute.size(gA, mode=[3])
        tiles_m = cute.size(gC, mode=[2])
        tiles_n = cute.size(gC, mode=[3])
        clusters_m = cute.ceil_div(tiles_m, cfg.cluster_m)
        clusters_n = cute.ceil_div(tiles_n, cfg.cluster_n)
        cluster_tiles_per_batch = clusters_m * clusters_n
        cluster_tiles = cluster_tiles_per_batch * cute.size(gC, mode=[4])
        raster_group = max(1, RASTER_GROUP_TILES // cfg.cluster_m)

        if cfg.cluster_size > 1:
            cute.arch.cluster_wait()
        else:
            cute.arch.sync_threads()

        if warpgroup == 0:
            cute.arch.warpgroup_reg_dealloc(PRODUCER_REGISTERS)
            if warp_idx == 0:
                state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, self.stages)
                work = first_cluster
                while work < cluster_tiles:
                    batch = work // cluster_tiles_per_batch
                    cluster_tm, cluster_tn = grouped_tile_coord(
                        work - batch * cluster_tiles_per_batch, clusters_m, clusters_n, raster_group
                    )
                    tile_m = cluster_tm * cfg.cluster_m + cta_m
                    tile_n = cluster_tn * cfg.cluster_n + cta_n
                    for k_tile in range(k_tiles):
                        mainloop.producer_acquire(state)
                        full_barrier = mainloop.producer_get_barrier(state)
                        cute.copy(
                            tma_A,
                            tAgA[(None, tile_m, k_tile, batch)],
                            tAsA[(None, state.index)],
                            tma_bar_ptr=full_barrier,
                            mcast_mask=a_mask,
                        )
                        cute.copy(
                            tma_B,
                            tBgB[(None, tile_n, k_tile, batch)],
                            tBsB[(None, state.index)],
                            tma_bar_ptr=full_barrier,
                            mcast_mask=b_mask,
                        )
                        mainloop.producer_commit(state)
                        state.advance()
                    work += cluster_count
                mainloop.producer_tail(state)
        else:
            cute.arch.warpgroup_reg_alloc(CONSUMER_REGISTERS)
            consumer_tidx = tidx - WARPGROUP_THREADS
            if cutlass.const_expr(cfg.pingpong):
                consumer_tidx = tidx % WARPGROUP_THREADS  # each warpgroup is a whole tile
            thr_mma = tiled_mma.get_slice(consumer_tidx)
            tCrA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
            tCrB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
            accumulators = cute.make_rmem_tensor(thr_mma.partition_C(gC).shape[:3], cutlass.Float32)
            k_blocks = cute.size(tCrA, mode=[2])

            # Epilogue plumbing: accumulators -> (stmatrix) -> sC stage -> (TMA) -> C.
            r2s, tRS_sC, tRS_acc, subtile_shape, subtile_acc, subtile_out, subtile_size = accumulator_stores(
                tiled_mma, self.c_layout, self.c_dtype, sC, accumulators, consumer_tidx
            )
            consumers = pipeline.NamedBarrier(barrier_id=1, num_threads=cfg.mma_warpgroups * WARPGROUP_THREADS)
            store_pipeline = pipeline.PipelineTmaStore.create(
                num_stages=EPILOGUE_STAGES,
                producer_group=pipeline.CooperativeGroup(
                    pipeline.Agent.Thread, cfg.mma_warpgroups * WARPGROUP_THREADS
                ),
            )
            tile_step = cluster_count
            if cutlass.const_expr(cfg.pingpong):
                tile_step = cluster_count * cfg.consumer_warpgroups

            # a fused epilogue's C, one subtile ahead: two subtiles' worth of registers in out's dtype
            source_ring = self._source_ring(subtile_shape)

            read_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            release_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            epi_buffer = cutlass.Int32(0)
            work = first_cluster
            if cutlass.const_expr(cfg.pingpong):
                turn = warpgroup - 1
                work = first_cluster + turn * cluster_count
                if turn == 0:
                    # the first warpgroup goes first: its own arrival lets its first waits pass
                    self._pingpong_arrive(PINGPONG_MMA_BARRIER, 0)
                    self._pingpong_arrive(PINGPONG_EPILOGUE_BARRIER, 0)
            while work < cluster_tiles:
                batch = work // cluster_tiles_per_batch
                cluster_tm, cluster_tn = grouped_tile_coord(
                    work - batch * cluster_tiles_per_batch, clusters_m, clusters_n, raster_group
                )
                tile_m = cluster_tm * cfg.cluster_m + cta_m
                tile_n = cluster_tn * cfg.cluster_n + cta_n

                if cutlass.const_expr(cfg.pingpong):
                    # This warpgroup's tiles are every other one the producer loads: skip the other's stages.
                    consumed = (work - first_cluster) // cluster_count * k_tiles
                    self._move_to_stage(read_state, consumed)
                    self._move_to_stage(release_state, consumed)
                    self._pingpong_wait(PINGPONG_MMA_BARRIER, turn)
                if cutlass.const_expr(not cfg.pingpong):
                    accumulators.fill(0.0)
                    tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, True)
                    cute.nvgpu.warpgroup.fence()
                    for k_tile in range(k_tiles):
                        mainloop.consumer_wait(read_state)
                        multiply_stage(tiled_mma, accumulators, tCrA, tCrB, read_state.index, k_blocks)
                        # Keep this k-tile's wgmmas in flight; the previous k-tile's have now retired,
                        # so its stage can go back to the producer(s).
                        cute.nvgpu.warpgroup.wait_group(1)
                        if k_tile > 0:
                            mainloop.consumer_release(release_state)
                            release_state.advance()
                        read_state.advance()
                else:
                    # The same k-loop, but the accumulators are zero-initialized by the tile's first WGMMA
                    # (accumulate off) rather than by `fill`: with those register writes ptxas serializes
                    # every wgmma of the loop (warning C7520, a WARPGROUP.DEPBAR after each HGMMA), which
                    # one warpgroup alone cannot hide. A loop of its own: setting the flag inside the
                    # cooperative loop would make that loop carry one more value, changing the plain
                    # kernel's IR (goldened), and without `fill` it ran no measurably faster on the H100
                    # (docs/results/gemm-notes.md).
                    tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, False)
                    cute.nvgpu.warpgroup.fence()
                    for k_tile in range(k_tiles):
                        mainloop.consumer_wait(read_state)
                        for k_block in cutlass.range_constexpr(k_blocks):
                            cute.gemm(
                                tiled_mma,
                                accumulators,
                                tCrA[(None, None, k_block, read_state.index)],
                                tCrB[(None, None, k_block, read_state.index)],
                                accumulators,
                            )
                            tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, True)
                        cute.nvgpu.warpgroup.commit_group()
                        cute.nvgpu.warpgroup.wait_group(1)
                        if k_tile > 0:
                            mainloop.consumer_release(release_state)
                            release_state.advance()
                        read_state.advance()
                if cutlass.const_expr(cfg.pingpong):
                    # every wgmma of this tile is issued: the other warpgroup's may follow
                    self._pingpong_arrive(PINGPONG_MMA_BARRIER, 1 - turn)
                cute.nvgpu.warpgroup.wait_group(0)
                mainloop.consumer_release(release_state)
                release_state.advance()
                if cutlass.const_expr(cfg.pingpong):
                    self._pingpong_wait(PINGPONG_EPILOGUE_BARRIER, turn)

                # Epilogue, one (epi_tile) subtile at a time through a ring of EPILOGUE_STAGES buffers.
                gC_tile = cute.zipped_divide(gC[(None, None, tile_m, tile_n, batch)], self.epi_tile)
                bSG_sC, bSG_gC = cute.nvgpu.cpasync.tma_partition(
                    tma_C, 0, cute.make_layout(1), cute.group_modes(sC, 0, 2), gC_tile
                )
                subtiles_mn = gC_tile.shape[1]
                subtile_order = cute.make_layout(subtiles_mn, stride=(subtiles_mn[1], 1))
                if cutlass.const_expr(source_ring is not None):
                    self._load_source_subtile(
                        source_ring[0], epilogue_sources[0], tRS_acc, thr_mma, mC.shape, (tile_m, tile_n, batch), 0
                    )
                for subtile in cutlass.range_constexpr(cute.size(subtiles_mn)):
                    for v in cutlass.range_constexpr(subtile_size):
                        subtile_acc[v] = tRS_acc[subtile * subtile_size + v]
                    if cutlass.const_expr(self.epilogue is not None):
                        subtile_out.store(
                            self._fused_subtile(
                                subtile_acc, source_ring, epilogue_sources, epilogue_scalars, tRS_acc, thr_mma,
                                mC.shape, (tile_m, tile_n, batch), subtile, cute.size(subtiles_mn),
                            ).to(self.c_dtype)
                        )
                    else:
                        subtile_out.store(subtile_acc.load().to(self.c_dtype))
                    cute.copy(r2s, subtile_out, tRS_sC[(None, None, None, epi_buffer)])
                    # stmatrix writes are generic-proxy; the TMA engine reads through the async proxy.
                    cute.arch.fence_view_async_shared()
                    consumers.arrive_and_wait()
                    if self._is_store_warp(warp_idx):
                        cute.copy(tma_C, bSG_sC[(None, epi_buffer)], bSG_gC[(None, subtile_order.get_hier_coord(subtile))])
                        store_pipeline.producer_commit()
                        store_pipeline.producer_acquire()
                    consumers.arrive_and_wait()
                    epi_buffer = (epi_buffer + 1) % EPILOGUE_STAGES
                if cutlass.const_expr(cfg.pingpong):
                    # the other warpgroup's epilogue reuses sC: this one's stores must have read it
                    if self._is_store_warp(warp_idx):
                        store_pipeline.producer_tail()
                    self._pingpong_arrive(PINGPONG_EPILOGUE_BARRIER, 1 - turn)
                work += tile_step
            store_pipeline.producer_tail()


    def _is_store_warp(self, warp_idx: Any) -> Any:
        """The warp that issues a tile's TMA stores: the first of the warpgroup(s) that run its epilogue."""
        if self.config.pingpong:
            return warp_idx % 4 == 0
        return warp_idx == WARPGROUP_THREADS // 32

    @staticmethod
    def _move_to_stage(state: pipeline.PipelineState, count: Any) -> None:
        """Set a consumer pipeline state to `count` stages consumed (index and phase wrap every `stages`).

        In place, as `advance` moves it (4.5's takes no count): a name assigned in the persistent loop
        would reorder the values that loop carries, and so change the plain kernel's IR."""
        state._count = count
        state._index = count % state.stages
        state._phase = (count // state.stages) % 2

    @staticmethod
    def _pingpong_wait(barrier: int, turn: Any) -> None:
        """Wait until the other warpgroup (or, first, this one itself) hands `turn` the tensor cores / sC."""
        cute.arch.barrier(barrier_id=barrier + turn, number_of_threads=2 * WARPGROUP_THREADS)

    @staticmethod
    def _pingpong_arrive(barrier: int, turn: Any) -> None:
        cute.arch.barrier_arrive(barrier_id=barrier + turn, number_of_threads=2 * WARPGROUP_THREADS)

    def _source_ring(self, subtile_shape: Any) -> list | None:
        """Registers for C of two subtiles (None when the epilogue reads no C). Why not the whole tile
        before the mainloop: beside the 128 accumulators it spills."""
        if self.epilogue is None or "C" not in self.epilogue.tensors:
            return None
        return [cute.make_rmem_tensor(subtile_shape, self.c_dtype) for _ in range(2)]

    def _tile_coordinates(self, thr_mma: Any, out_shape: Any, tile: tuple) -> cute.Tensor:
        """This thread's accumulators' (m, n, l) in out: the identity tensor tiled and partitioned as out is."""
        cfg = self.config
        coordinates = cute.local_tile(cute.make_identity_tensor(out_shape), (cfg.tile_m, cfg.tile_n), (None, None, None))
        return thr_mma.partition_C(coordinates[(None, None, *tile)])

    def _load_source_subtile(
        self, fragment: cute.Tensor, c: cute.Tensor, tRS_acc: cute.Tensor, thr_mma: Any, out_shape: Any, tile: tuple,
        subtile: int,
    ) -> None:
        """C at the (m, n) of each accumulator of one subtile, clamped into out on ragged edges (those
        outputs are clipped by the TMA store), so every load is in bounds without a branch.

        A register's (m, n): the retiled view's element `first + v` is register `tRS_acc.layout(first + v)`
        of the compact accumulator fragment, whose coordinates `thr_mma.partition_C` gave."""
        coordinates = self._tile_coordinates(thr_mma, out_shape, tile)
        first = subtile * cute.size(fragment)
        # accumulators v and v + 1 (v even) are columns n and n + 1 of one row: one 4-byte load for both (N is a
        # multiple of 8, so an even n is 4-byte aligned; clamped to N - 2 on ragged edges, so it stays even)
        pairs = cute.zipped_divide(c, (1, 2, 1))
        pair = cute.make_rmem_tensor((1, 2, 1), self.c_dtype)
        for v in range(0, cute.size(fragment), 2):
            m, n, batch = coordinates[tRS_acc.layout(first + v)]
            cute.autovec_copy(pairs[(None, (cutlass.min(m, out_shape[0] - 1), cutlass.min(n, out_shape[1] - 2) // 2, batch))], pair)
            fragment[v] = pair[0]
            fragment[v + 1] = pair[1]

    def _fused_subtile(
        self,
        subtile_acc: cute.Tensor,
        source_ring: list | None,
        sources: Any,
        scalars: Any,
        tRS_acc: cute.Tensor,
        thr_mma: Any,
        out_shape: Any,
        tile: tuple,
        subtile: int,
        subtiles: int,
    ) -> cute.TensorSSA:
        """The epilogue tree on one subtile's accumulators (traced inline, so the plain kernel's loops
        carry nothing new): start loading the next subtile's C, gather the bias for the (m, n) of each
        accumulator (as `_load_source_subtile` finds them), then visit the tree."""
        if source_ring is not None and subtile + 1 < subtiles:
            self._load_source_subtile(source_ring[(subtile + 1) % 2], sources[0], tRS_acc, thr_mma, out_shape, tile, subtile + 1)
        tile_coordinates = self._tile_coordinates(thr_mma, out_shape, tile)
        first = subtile * cute.size(subtile_acc)
        values = {ACCUMULATOR: subtile_acc.load()}
        last_m, last_n = out_shape[0] - 1, out_shape[1] - 1
        for index, name in enumerate(self.epilogue.tensors):
            if name == "C":
                values[name] = source_ring[subtile % 2].load().to(cutlass.Float32)
                continue
            fragment = cute.make_rmem_tensor(subtile_acc.shape, cutlass.Float32)
            for v in range(cute.size(fragment)):
                m, n, _ = tile_coordinates[tRS_acc.layout(first + v)]
                if name == "bias_n":
                    fragment[v] = sources[index][cutlass.min(n, last_n)].to(cutlass.Float32)
                else:
                    fragment[v] = sources[index][cutlass.min(m, last_m)].to(cutlass.Float32)
            values[name] = fragment.load()
        for index, name in enumerate(self.epilogue.scalars):
            values[name] = scalars[index]
        return self.epilogue.tree.emit(values)


class Sm90FusedWgmmaGemm(Sm90WgmmaGemm):
    """The SM90 GEMM whose epilogue is a fused expression tree (cute_ir/problems/epilogue.py)."""

    @cute.jit
    def __call__(self, a: cute.Tensor, b: cute.Tensor, out: cute.Tensor, sources: Any, scalars: Any, stream: Any):
        """a, b, out as Sm90WgmmaGemm takes them; `sources` the epilogue's tensors in TENSOR_LEAVES order
        (C (L, M, N), bias_n (N,), bias_m (M,)), `scalars` its Float32s in SCALAR_LEAVES order."""
        self._launch(a, b, out, sources, scalars, stream)


# (layout letters, dtype, config): the 1x1 / 2x1 / 1x2 clusters at the fast tile, a second tile
# shape, fp16, and M/N-major operands.
INSTANCES: tuple[tuple[str, str, Sm90GemmConfig], ...] = (
    ("tn", "bf16", Sm90GemmConfig(128, 256, cluster_m=1, cluster_n=1)),
    ("tn", "bf16", Sm90GemmConfig(128, 256, cluster_m=2, cluster_n=1)),
    ("tn", "bf16", Sm90GemmConfig(128, 256, cluster_m=1, cluster_n=2)),
    ("tn", "bf16", Sm90GemmConfig(128, 128, cluster_m=2, cluster_n=1)),
    ("tn", "f16", Sm90GemmConfig(128, 256, cluster_m=2, cluster_n=1)),
    ("nt", "bf16", Sm90GemmConfig(128, 256, cluster_m=2, cluster_n=1)),
)


class Sm90GemmKernel(TensorOpGemmKernel):
    """Batched GEMM out (L, M, N) = A (L, M, K) @ B (L, K, N) with TMA + WGMMA (sm_90a only).

    Takes: fp16 or bf16 A, B and out of one dtype, f32 accumulation; rank-3 operands (use a batch
    extent of 1 for a plain matrix); A and B contiguous along the dimension the layout letters name,
    out row-major; that contiguous extent, every other stride and the base address aligned to 8
    elements (16 bytes, a TMA requirement). Any M, N, K >= 1 otherwise (TMA fills and clips edges).
    """

    program = Sm90WgmmaGemm
    instances = INSTANCES
    family = "gemm_sm90"

    def __init__(self, layout: str, dtype: str, config: Sm90GemmConfig, fusion: str = "", epilogue: str = "acc") -> None:
        config.validate()
        self.config = config
        self.rules = GemmOperandRules(dtype, layout, None if epilogue == ACCUMULATOR else Epilogue.parse(epilogue))
        tile = (config.tile_m, config.tile_n, TILE_K)
        cluster = f"{config.cluster_m}x{config.cluster_n}"
        stages = config.ab_stages()
        tags = {"stages": str(stages), "cluster": cluster}
        if config.pingpong:
            tags["schedule"] = "pingpong"
        if fusion:
            tags["fusion"] = fusion
        schedule = "_pingpong" if config.pingpong else ""
        super().__init__(
            KernelMetadata(
                kernel_name=f"gemm_sm90_{layout}_{dtype}_{'x'.join(map(str, tile))}_c{cluster}{schedule}" + (f"_{fusion}" if fusion else ""),
                kernel_class=type(self).__name__,
                min_cc=90,
                operands=self.rules.operands(),
                design=DesignMetadata(
                    tile_shape=tile,
                    threads=config.threads,
                    cluster_shape=(config.cluster_m, config.cluster_n, 1),
                    stages=stages,
                    vector_bits=128,
                ),
                epilogue=self.rules.epilogue.text() if self.rules.epilogue else ACCUMULATOR,
                family=self.family,
                layout=layout,
                tags=tags,
            )
        )


# (layout letters, dtype, config, fusion, epilogue): one instance per kind of fusion the seeds show
# (linear combination, row and column bias, an activation inside a residual, bounded activations),
# in the ping-pong schedule at 128x128 (one warpgroup's epilogue runs under the other's WGMMAs: on the
# H100 0.97-0.99 of the plain cooperative 128x256 GEMM, where the cooperative fused kernels ran
# 0.91-0.96; docs/results/gemm-notes.md). The other activations run through the same tree on the GPU tests
# without a registered instance each, which keeps golden/ within its budget.
FUSED_CONFIG = Sm90GemmConfig(128, 128, cluster_m=2, cluster_n=1, pingpong=True)
FUSED_INSTANCES: tuple[tuple[str, str, Sm90GemmConfig, str, str], ...] = (
    ("tn", "bf16", FUSED_CONFIG, "lincomb", "alpha * acc + beta * C"),
    ("tn", "bf16", FUSED_CONFIG, "bias_relu", "relu(alpha * acc + bias_n)"),
    ("tn", "f16", FUSED_CONFIG, "bias_gelu", "gelu(alpha * acc + bias_n)"),
    ("tn", "bf16", FUSED_CONFIG, "silu_residual", "alpha * silu(acc + bias_m) + beta * C"),
)


class Sm90FusedGemmKernel(Sm90GemmKernel):
    """The SM90 GEMM with a fused epilogue: out = tree(acc, C, bias_n, bias_m, alpha, beta) per element.

    Takes what Sm90GemmKernel takes, plus `GemmArguments.epilogue` (an `EpilogueArguments`) whose
    expression is this instance's (`metadata.epilogue`, compared in canonical form): C of out's shape
    and dtype, bias_n of N and bias_m of M elements in out's dtype, contiguous; alpha and beta fp32.
    """

    program = Sm90FusedWgmmaGemm
    instances = FUSED_INSTANCES
    family = "gemm_sm90_epilogue"

    def jit_function(self) -> Any:
        return self.program(self.config, self.rules.epilogue)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        return (tensors["A"], tensors["B"], tensors["out"], *self.fused_epilogue_operands(args, tensors), stream)
