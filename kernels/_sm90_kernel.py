"""The one SM90 kernel body: warp-specialized, persistent, TMA loads, WGMMA, a TMA-store epilogue.

Every SM90 TMA kernel of this package (the GEMM and its fused epilogues, kernels/gemm_sm90.py; the grouped
GEMM, kernels/gemm_grouped.py; the shifted-TMA Conv2d, kernels/conv2d_tma_sm90.py) is this body
specialised by hooks, as quack keeps one GEMM body per architecture with epilogue mixins and scheduler
classes:

- the tile scheduler (`scheduler`, an `Sm90TileScheduler`): how a persistent CTA walks its work items
  and where each one lies (batched cluster tiles in L2-friendly bands, a walk over the groups of a
  grouped GEMM, an output box of a convolution);
- the operand source (`_operand_source`, `_producer_prologue`, `_load_k_tile`): what TMA loads into a
  k-tile stage (tiles of A and B, multicast within a cluster; through per-group descriptors; the shifted
  activation box of one filter tap);
- the epilogue (`_store_prologue`, `_tile_store`, `_store_subtile`, `_epilogue_begin`, `_epilogue_subtile`):
  where the output subtiles go and what the registers hold before they are stored (the accumulators, or
  a fused expression of them).

Warp roles: warpgroup 0 is the producer (one warp issues every TMA load, `stages` k-tiles in flight on
mbarriers); the consumer warpgroups issue WGMMAs straight from shared memory, release each stage once
the wgmma that read it has retired, and store through a ring of shared-memory subtiles with TMA.
Cooperative (all consumer warpgroups on one tile) or ping-pong (`config.pingpong`: each warpgroup a
whole tile, taking turns on the tensor cores by named barriers).

Why the hooks sit where they do: the DSL traces this Python into IR, and a loop carries the names its
source assigns or calls methods on. The loops live here, written once, so every variant's loops carry
the same values in the same order; a hook only computes (a dynamic branch inside a hook is its own
region). Each variant's kernel IR is the one it had as a body of its own.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, NamedTuple

import cutlass
import cutlass.cute as cute
import cutlass.pipeline as pipeline
import cutlass.utils as utils
import cutlass.utils.hopper_helpers as sm90_utils

TILE_K = 64  # four k16 WGMMAs per stage for 16-bit operands: one 128-byte swizzle atom in K
SMEM_CAPACITY = 227 * 1024  # sm_90 opt-in shared memory per block
EPILOGUE_STAGES = 4
BARRIER_BYTES = 1024  # mbarriers and alignment slack
PRODUCER_REGISTERS = 40
CONSUMER_REGISTERS = 232
WARPGROUP_THREADS = 128
WGMMA_ROWS = 64  # rows of the output one warpgroup's wgmmas cover
RASTER_GROUP_TILES = 8
DEFAULT_SM_COUNT = 132  # H100 SXM and H200; the persistent grid is sized for it at compile time
# Named barriers (0 is __syncthreads, 1 the epilogue's): a ping-pong warpgroup t waits on id + t for its turn.
PINGPONG_MMA_BARRIER = 2
PINGPONG_EPILOGUE_BARRIER = 4


def ab_stages_that_fit(
    a_rows: int, b_rows: int, epilogue_tile: tuple[int, int], bytes_per_element: int, reserved_bytes: int = 0
) -> int:
    """As many k-tile stages (a_rows + b_rows rows of TILE_K elements) as fit in shared memory beside the
    epilogue ring of `epilogue_tile` subtiles, the barriers and `reserved_bytes` more."""
    epilogue_bytes = epilogue_tile[0] * epilogue_tile[1] * bytes_per_element * EPILOGUE_STAGES
    per_stage = (a_rows + b_rows) * TILE_K * bytes_per_element
    return (SMEM_CAPACITY - BARRIER_BYTES - reserved_bytes - epilogue_bytes) // per_stage


def wgmma_and_shared_layouts(
    dtypes: tuple, majors: tuple, warpgroups: int, tile_mnk: tuple[int, int, int], epilogue_tile: tuple[int, int],
    stages: int, a_rows: int | None = None,
) -> tuple:
    """The host side of the body: the tiled WGMMA of `warpgroups` warpgroups (WGMMA_ROWS each) over tile_n
    columns, and the swizzled shared-memory layouts of the A and B stages and of the epilogue ring.
    `dtypes`, `majors`: A's, B's and C's element types and LayoutEnums; `a_rows`: rows of an A stage
    where it is not the tile's (a strided Conv2d loads rows its wgmmas skip)."""
    (a_dtype, b_dtype, c_dtype), (a_major, b_major, c_major) = dtypes, majors
    tiled_mma = sm90_utils.make_trivial_tiled_mma(
        a_dtype, b_dtype, a_major.sm90_mma_major_mode(), b_major.sm90_mma_major_mode(), cutlass.Float32,
        (warpgroups, 1, 1), tiler_mn=(WGMMA_ROWS, tile_mnk[1]),
    )
    a_tile = tile_mnk if a_rows is None else (a_rows, *tile_mnk[1:])
    sA_layout = sm90_utils.make_smem_layout_a(a_major, a_tile, a_dtype, stages)
    sB_layout = sm90_utils.make_smem_layout_b(b_major, tile_mnk, b_dtype, stages)
    sC_layout = sm90_utils.make_smem_layout_epi(c_dtype, c_major, epilogue_tile, EPILOGUE_STAGES)
    return tiled_mma, sA_layout, sB_layout, sC_layout


def accumulator_stores(
    tiled_mma: cute.TiledMma, c_layout: Any, c_dtype: Any, sC: cute.Tensor, accumulators: cute.Tensor, consumer_tidx: Any
) -> tuple:
    """The epilogue's registers -> (stmatrix) -> shared-memory copy: (r2s, this thread's sC stages, its
    accumulators as r2s sees them, one subtile's register shape, its fp32 and output-dtype registers,
    and their count)."""
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
    """The k-tile stages' full/empty mbarriers: one producer thread, `consumer_arrivals` warps releasing a
    stage, a stage's A and B bytes as the transaction TMA completes."""
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


class Sm90Tile(NamedTuple):
    """One work item as the scheduler finds it: its coordinates (the scheduler's own, read by the operand
    source and the epilogue of the same variant) and how many k-tiles its mainloop runs."""

    coordinates: tuple
    k_tiles: Any


class Sm90TileScheduler(ABC):
    """How a persistent CTA walks its work items: `prepare` (in the kernel's prologue, once) describes
    them (what `tile_at` reads, and `count`, how many there are), `start` is the walk's state before the
    first item (values a loop carries: a tuple of DSL values, empty where the walk needs none), `tile_at`
    finds item `work` from that state (its new state, the `Sm90Tile`). Work items are taken
    `work, work + grid, ...` from the CTA's index in the grid."""

    @abstractmethod
    def prepare(self, source: Any, mB: cute.Tensor, mC: cute.Tensor, extras: Any) -> Any:
        """The work items of this launch, from the operand source, B, C and the variant's `extras`."""

    def start(self) -> tuple:
        return ()

    @abstractmethod
    def tile_at(self, tiles: Any, state: tuple, work: Any, cta_m: Any, cta_n: Any) -> tuple[tuple, Sm90Tile]:
        """Work item `work` (this CTA's (m, n) in its cluster: `cta_m`, `cta_n`): the walk's new state, the tile."""


class Sm90KernelBody(ABC):
    """The SM90 kernel body; a variant sets `config`, `scheduler` and, in its host launch, `shared_storage`,
    `stages`, the dtypes and `c_layout`, and overrides the operand-source and epilogue hooks.

    `config` has `cluster_m`, `cluster_n`, `cluster_size`, `pingpong`, `consumer_warpgroups` and
    `mma_warpgroups`."""

    config: Any
    scheduler: Sm90TileScheduler
    shared_storage: type
    stages: int
    a_dtype: Any
    b_dtype: Any
    c_dtype: Any
    c_layout: Any
    # whether warp 0 prefetches the three TMA descriptors (not where the kernel rewrites them per group)
    prefetch_descriptors: bool = True
    # whether a work item can have no k-tile (a group with K = 0): its stage release is then skipped
    tiles_may_have_no_k: bool = False

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
        extras: Any = None,
        more_extras: Any = None,
    ):
        """`extras`, `more_extras`: what the variant's hooks read besides (its epilogue's tensors and
        scalars, its group tables, its TMA box views and convolution parameters)."""
        cfg = self.config
        tidx, _, _ = cute.arch.thread_idx()
        warp_idx = cute.arch.make_warp_uniform(cute.arch.warp_idx())
        warpgroup = cute.arch.make_warp_uniform(tidx // WARPGROUP_THREADS)
        cta_m, cta_n, first_work = cute.arch.block_idx()
        _, _, work_step = cute.arch.grid_dim()

        if cutlass.const_expr(self.prefetch_descriptors):
            if warp_idx == 0:
                cute.nvgpu.cpasync.prefetch_descriptor(tma_A)
                cute.nvgpu.cpasync.prefetch_descriptor(tma_B)
                cute.nvgpu.cpasync.prefetch_descriptor(tma_C)
        multicast = self._multicast()

        storage = utils.SmemAllocator().allocate(self.shared_storage)
        # Every warp that read a stage releases it to each CTA whose TMA multicast wrote into it.
        consumer_arrivals = (cfg.cluster_m + cfg.cluster_n - 1) * cfg.mma_warpgroups * 4
        mainloop = stage_pipeline(
            storage, sA_layout, sB_layout, self.a_dtype, self.b_dtype, self.stages, consumer_arrivals,
            (cfg.cluster_m, cfg.cluster_n),
        )
        self._cluster_arrive()
        sA, sB, sC, views = self._shared_tensors(storage, sA_layout, sB_layout, sC_layout, extras)
        source = self._operand_source(tma_A, mA, tma_B, mB, mC, sA, sB, views, multicast, first_work, extras)
        tiles = self.scheduler.prepare(source, mB, mC, extras)

        self._sync_before_roles()

        if warpgroup == 0:
            cute.arch.warpgroup_reg_dealloc(PRODUCER_REGISTERS)
            if warp_idx == 0:
                loads = self._producer_prologue(tma_A, tma_B, mB, source, views)
                state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, self.stages)
                schedule = self.scheduler.start()
                work = first_work
                while work < tiles.count:
                    schedule, tile = self.scheduler.tile_at(tiles, schedule, work, cta_m, cta_n)
                    schedule = self._map_loads(tma_A, tma_B, source, schedule, tile, extras)
                    for k_tile in range(tile.k_tiles):
                        k_coordinates = self._k_tile_coordinates(tiles, k_tile)
                        mainloop.producer_acquire(state)
                        full_barrier = mainloop.producer_get_barrier(state)
                        self._load_k_tile(
                            tma_A, tma_B, mA, loads, multicast, tile, k_coordinates, state.index, full_barrier, more_extras
                        )
                        mainloop.producer_commit(state)
                        state.advance()
                    work += work_step
                mainloop.producer_tail(state)
        else:
            cute.arch.warpgroup_reg_alloc(CONSUMER_REGISTERS)
            consumer_tidx = tidx - WARPGROUP_THREADS
            if cutlass.const_expr(cfg.pingpong):
                consumer_tidx = tidx % WARPGROUP_THREADS  # each warpgroup is a whole tile
            thr_mma = tiled_mma.get_slice(consumer_tidx)
            tCrA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
            tCrB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
            accumulators = cute.make_rmem_tensor(self._accumulator_shape(thr_mma, source), cutlass.Float32)
            k_blocks = cute.size(tCrA, mode=[2])

            # Epilogue plumbing: accumulators -> (stmatrix) -> sC stage -> (TMA) -> the output.
            r2s, tRS_sC, tRS_acc, subtile_shape, subtile_acc, subtile_out, subtile_size = accumulator_stores(
                tiled_mma, self.c_layout, self.c_dtype, sC, accumulators, consumer_tidx
            )
            consumers = pipeline.NamedBarrier(barrier_id=1, num_threads=cfg.mma_warpgroups * WARPGROUP_THREADS)
            store_pipeline = pipeline.PipelineTmaStore.create(
                num_stages=EPILOGUE_STAGES,
                producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, cfg.mma_warpgroups * WARPGROUP_THREADS),
            )
            stores = self._store_prologue(tma_C, mC, views, source)
            tile_step = work_step
            if cutlass.const_expr(cfg.pingpong):
                tile_step = work_step * cfg.consumer_warpgroups

            # a fused epilogue's registers for C, one subtile ahead (None where it reads no C)
            source_ring = self._source_ring(subtile_shape)

            read_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            release_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            epi_buffer = cutlass.Int32(0)
            schedule = self.scheduler.start()
            work = first_work
            if cutlass.const_expr(cfg.pingpong):
                turn = warpgroup - 1
                work = first_work + turn * work_step
                if turn == 0:
                    # the first warpgroup goes first: its own arrival lets its first waits pass
                    self._pingpong_arrive(PINGPONG_MMA_BARRIER, 0)
                    self._pingpong_arrive(PINGPONG_EPILOGUE_BARRIER, 0)
            while work < tiles.count:
                schedule, tile = self.scheduler.tile_at(tiles, schedule, work, cta_m, cta_n)
                schedule = self._map_store(tma_C, stores, schedule, tile, warp_idx, extras)

                if cutlass.const_expr(cfg.pingpong):
                    # This warpgroup's tiles are every other one the producer loads: skip the other's stages.
                    consumed = (work - first_work) // work_step * tile.k_tiles
                    self._move_to_stage(read_state, consumed)
                    self._move_to_stage(release_state, consumed)
                    self._pingpong_wait(PINGPONG_MMA_BARRIER, turn)
                if cutlass.const_expr(not cfg.pingpong):
                    accumulators.fill(0.0)
                    tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, True)
                    cute.nvgpu.warpgroup.fence()
                    for k_tile in range(tile.k_tiles):
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
                    # cooperative loop would make that loop carry one more value, changing the
                    # cooperative kernels' IR (goldened), and without `fill` it ran no measurably faster on
                    # the H100 (docs/results/gemm-notes.md).
                    tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, False)
                    cute.nvgpu.warpgroup.fence()
                    for k_tile in range(tile.k_tiles):
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
                if cutlass.const_expr(self.tiles_may_have_no_k):
                    if tile.k_tiles > 0:  # no k-tile: no stage was taken
                        mainloop.consumer_release(release_state)
                        release_state.advance()
                else:
                    mainloop.consumer_release(release_state)
                    release_state.advance()
                if cutlass.const_expr(cfg.pingpong):
                    self._pingpong_wait(PINGPONG_EPILOGUE_BARRIER, turn)

                # Epilogue, one subtile at a time through a ring of EPILOGUE_STAGES buffers.
                tile_store = self._tile_store(tma_C, sC, stores, tile)
                subtile_order = tile_store.order
                self._epilogue_begin(source_ring, tRS_acc, thr_mma, mC, tile, extras)
                for subtile in cutlass.range_constexpr(self._subtiles(tile_store)):
                    for v in cutlass.range_constexpr(subtile_size):
                        subtile_acc[v] = tRS_acc[subtile * subtile_size + v]
                    subtile_out.store(
                        self._epilogue_subtile(
                            subtile_acc, source_ring, tRS_acc, thr_mma, mC, tile, subtile, tile_store, extras, more_extras,
                        ).to(self.c_dtype)
                    )
                    cute.copy(r2s, subtile_out, tRS_sC[(None, None, None, epi_buffer)])
                    # stmatrix writes are generic-proxy; the TMA engine reads through the async proxy.
                    cute.arch.fence_view_async_shared()
                    consumers.arrive_and_wait()
                    if self._is_store_warp(warp_idx):
                        # assigned in the branch, so that the branch yields the order as the forked bodies'
                        # did (they called a method of it there): the IR stays theirs
                        subtile_order = self._store_subtile(tma_C, stores, tile_store, subtile_order, tile, epi_buffer, subtile)
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

    # --- operand source: what TMA loads into a k-tile stage --------------------------------------------

    def _multicast(self) -> Any:
        """This CTA's place in its cluster and the multicast masks of A and B (None without a cluster)."""
        return None

    def _cluster_arrive(self) -> None:
        """Signal this CTA's barriers initialized to its cluster (without a cluster: nothing)."""

    def _sync_before_roles(self) -> None:
        """Wait until every barrier the warps share (in the cluster) is initialized."""
        cute.arch.sync_threads()

    def _shared_tensors(self, storage: Any, sA_layout: Any, sB_layout: Any, sC_layout: Any, extras: Any) -> tuple:
        """sA, sB (as the wgmmas read them), sC and the variant's other views of the same shared memory."""
        sA = storage.sA.get_tensor(sA_layout.outer, swizzle=sA_layout.inner)
        sB = storage.sB.get_tensor(sB_layout.outer, swizzle=sB_layout.inner)
        sC = storage.sC.get_tensor(sC_layout.outer, swizzle=sC_layout.inner)
        return sA, sB, sC, None

    @abstractmethod
    def _operand_source(
        self, tma_A: Any, mA: cute.Tensor, tma_B: Any, mB: cute.Tensor, mC: cute.Tensor, sA: Any, sB: Any, views: Any,
        multicast: Any, first_work: Any, extras: Any,
    ) -> Any:
        """What every warp prepares before the roles split (tilings, TMA partitions, descriptors);
        `first_work` is the CTA's first work item (its index in the grid)."""

    def _producer_prologue(self, tma_A: Any, tma_B: Any, mB: cute.Tensor, source: Any, views: Any) -> Any:
        """What the producer warp prepares before its first load (default: the source as it is)."""
        return source

    def _map_loads(self, tma_A: Any, tma_B: Any, source: Any, schedule: tuple, tile: Sm90Tile, extras: Any) -> tuple:
        """Point the loads at the work item's tensors (per-group descriptors); returns the walk's state."""
        return schedule

    def _k_tile_coordinates(self, tiles: Any, k_tile: Any) -> Any:
        """Where k-tile `k_tile` of a work item lies in the operands (default: its index)."""
        return k_tile

    @abstractmethod
    def _load_k_tile(
        self, tma_A: Any, tma_B: Any, mA: cute.Tensor, loads: Any, multicast: Any, tile: Sm90Tile, k_coordinates: Any,
        stage: Any, full_barrier: Any, more_extras: Any,
    ) -> None:
        """Start the TMA loads of one k-tile of A and B into shared-memory stage `stage`."""

    @abstractmethod
    def _accumulator_shape(self, thr_mma: Any, source: Any) -> Any:
        """This thread's accumulator registers of one tile."""

    # --- epilogue: where the output subtiles go and what they hold ---------------------------------------

    def _store_prologue(self, tma_C: Any, mC: cute.Tensor, views: Any, source: Any) -> Any:
        """What the consumers prepare for the stores before the first tile (default: nothing)."""
        return source

    def _map_store(self, tma_C: Any, stores: Any, schedule: tuple, tile: Sm90Tile, warp_idx: Any, extras: Any) -> tuple:
        """Point the stores at the work item's output (per-group descriptors); returns the walk's state."""
        return schedule

    @abstractmethod
    def _tile_store(self, tma_C: Any, sC: Any, stores: Any, tile: Sm90Tile) -> Any:
        """The work item's output as TMA stores it, with `order` (what numbers its subtiles, None where
        `_store_subtile` needs nothing)."""

    @abstractmethod
    def _subtiles(self, tile_store: Any) -> int:
        """How many subtiles the work item's output is stored in (counted where it is used: counting
        can emit ops)."""

    @abstractmethod
    def _store_subtile(
        self, tma_C: Any, stores: Any, tile_store: Any, order: Any, tile: Sm90Tile, epi_buffer: Any, subtile: int
    ) -> Any:
        """Issue the TMA store of subtile `subtile` from sC buffer `epi_buffer`; returns `order`."""

    def _source_ring(self, subtile_shape: Any) -> Any:
        """Registers for a fused epilogue's C (None: the epilogue reads no C)."""
        return None

    def _epilogue_begin(
        self, source_ring: Any, tRS_acc: Any, thr_mma: Any, mC: cute.Tensor, tile: Sm90Tile, extras: Any
    ) -> None:
        """Before a tile's first subtile (a fused epilogue starts loading C)."""

    def _epilogue_subtile(
        self, subtile_acc: cute.Tensor, source_ring: Any, tRS_acc: Any, thr_mma: Any, mC: cute.Tensor, tile: Sm90Tile,
        subtile: int, tile_store: Any, extras: Any, more_extras: Any,
    ) -> cute.TensorSSA:
        """The fp32 values of one subtile as they are stored (default: the accumulators)."""
        return subtile_acc.load()

    # --- the warps' turns ---------------------------------------------------------------------------------

    def _is_store_warp(self, warp_idx: Any) -> Any:
        """The warp that issues a tile's TMA stores: the first of the warpgroup(s) that run its epilogue."""
        if self.config.pingpong:
            return warp_idx % 4 == 0
        return warp_idx == WARPGROUP_THREADS // 32

    @staticmethod
    def _move_to_stage(state: pipeline.PipelineState, count: Any) -> None:
        """Set a consumer pipeline state to `count` stages consumed (index and phase wrap every `stages`).

        In place, as `advance` moves it (4.5's takes no count): a name assigned in the persistent loop
        would reorder the values that loop carries, and so change the cooperative kernels' IR."""
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
