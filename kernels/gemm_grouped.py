"""Grouped GEMM on SM90: one persistent launch computing G problems of different sizes (M_g, N_g, K_g).

out[g] = A[g] @ B[g], fp16/bf16 operands, fp32 accumulation, out in the operands' dtype. The structure is
the SM90 GEMM's (kernels/gemm_sm90.py: one TMA producer warp, two WGMMA consumer warpgroups, a TMA
store epilogue through shared memory), with CUTLASS's way of walking many problems:

- a persistent tile scheduler: the tiles of all groups form one list (group 0's tiles first, each
  group's in the GEMM's L2-friendly band order); CTA c takes tiles c, c + grid, ... and finds each
  tile's group by moving a cursor forward over the host-made table of first tiles;
- TMA descriptors per group, updated on the device: each CTA copies the descriptors the host built
  for the template tensors into shared memory, and when its next tile belongs to another group it
  rewrites address, extents and row pitch there (`tensormap.replace`), copies the descriptor to its
  own 128-byte slot of a global workspace with a release fence (`tensormap.cp_fenceproxy`) and
  acquires it before the first TMA that uses it. The producer warp owns A's and B's descriptors, the
  storing warp C's.

Why not one descriptor per group made on the host: their number would be fixed at compile time (or the
launch would carry a descriptor array), and the issue asks to inspect exactly this lowering: tensormap
updates per group. Why no cluster: multicast needs the CTAs of a cluster on tiles of one group; the
1x1 cluster keeps the scheduler simple (a documented limit).

Per group the kernel reads three tables (int32 (G, 4) `problems`: M, N, K and the group's first tile;
int32 (G, 3) `pitches`: the row pitch of A, B and out in elements; int64 (G, 3) `pointers`: their
addresses) and a workspace of 3 descriptors per CTA. The host builds the tables from the arguments
(`Sm90GroupedGemmKernel.jit_arguments`).

Takes: A[g] (M, K) row-major (K contiguous), B[g] (K, N) column-major (K contiguous: B[g].T is
row-major, layout "tn" as the other GEMMs name it), out[g] (M, N) row-major; K and N multiples of 8, row
pitches multiples of 8 and addresses 16-byte aligned (TMA); any M; ragged edges are zero-filled by TMA on
load and clipped on store.
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

from cute_ir.errors import BadInputError
from cute_ir.problems.epilogue import ACCUMULATOR
from cute_ir.problems.grouped_gemm import ROLES, GroupedGemmArguments, split_group_name
from cute_ir.registry import dsl_compat
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import _check_operand
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status
from ._gemm_dsl import LayoutEnum, TensorMapManager, TensorMapUpdateMode
from ._gemm_kernel import TensorOpGemmKernel
from ._gemm_operands import VECTOR_ELEMENTS
from ._gemm_raster import grouped_tile_coord
from .gemm_sm90 import (
    BARRIER_BYTES,
    CONSUMER_REGISTERS,
    DEFAULT_SM_COUNT,
    EPILOGUE_STAGES,
    PRODUCER_REGISTERS,
    RASTER_GROUP_TILES,
    SMEM_CAPACITY,
    TILE_K,
    WARPGROUP_THREADS,
    accumulator_stores,
    multiply_stage,
    stage_pipeline,
)

TENSORMAP_BYTES = 128  # one CUtensorMap
TENSORMAPS = 3  # A, B, out
PROBLEM_COLUMNS = 4  # M, N, K, first tile
PRODUCER_WARP = 0
STORE_WARP = WARPGROUP_THREADS // 32  # the first consumer warp issues the TMA stores


@dataclass(frozen=True)
class GroupedGemmConfig:
    """What distinguishes one compiled grouped GEMM: the CTA tile (two consumer warpgroups of 64 rows)."""

    tile_m: int
    tile_n: int
    sm_count: int = DEFAULT_SM_COUNT

    @property
    def consumer_warpgroups(self) -> int:
        return self.tile_m // 64

    @property
    def threads(self) -> int:
        return (1 + self.consumer_warpgroups) * WARPGROUP_THREADS

    @property
    def epilogue_tile(self) -> tuple[int, int]:
        return (self.tile_m, 32)

    def validate(self) -> None:
        if self.tile_m != 128:
            raise ValueError("tile_m must be 128 (two consumer warpgroups of 64 rows)")
        if self.tile_n not in (64, 128, 256):
            raise ValueError(f"tile_n must be 64, 128 or 256, got {self.tile_n}")

    def ab_stages(self, bytes_per_element: int = 2) -> int:
        """As many A+B k-tile stages as fit beside the epilogue ring, the descriptors and the barriers."""
        epilogue_bytes = self.epilogue_tile[0] * self.epilogue_tile[1] * bytes_per_element * EPILOGUE_STAGES
        per_stage = (self.tile_m + self.tile_n) * TILE_K * bytes_per_element
        reserved = BARRIER_BYTES + TENSORMAPS * TENSORMAP_BYTES + epilogue_bytes
        return (SMEM_CAPACITY - reserved) // per_stage


def tile_count(m: int, n: int, config: GroupedGemmConfig) -> int:
    """Output tiles of one group (0 for an empty one)."""
    return -(-m // config.tile_m) * -(-n // config.tile_n)


class Sm90GroupedWgmmaGemm:
    """One configuration of the grouped GEMM; call it (through cute.compile) as `__call__` says."""

    def __init__(self, config: GroupedGemmConfig) -> None:
        config.validate()
        self.config = config

    @cute.jit
    def __call__(
        self,
        a: cute.Tensor,
        b: cute.Tensor,
        out: cute.Tensor,
        problems: cute.Tensor,
        pitches: cute.Tensor,
        pointers: cute.Tensor,
        tensormaps: cute.Tensor,
        total_tiles: cutlass.Int32,
        stream: Any,
    ):
        """a (M, K), b (K, N), out (M, N): one group's matrices, the templates of the TMA descriptors
        (dtype, majorness; the kernel replaces address, extents and pitch per group); `problems`,
        `pitches`, `pointers` the per-group tables; `tensormaps` (CTAs, 3, 16) int64, the descriptor
        workspace; `total_tiles` the tiles of all groups."""
        cfg = self.config
        mA = unit_batch(a, (0, 1))
        mB = unit_batch(b, (1, 0))
        mC = unit_batch(out, (0, 1))
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
            (cfg.consumer_warpgroups, 1, 1),
            tiler_mn=(64, cfg.tile_n),
        )
        stages = cfg.ab_stages(mA.element_type.width // 8)
        sA_layout = sm90_utils.make_smem_layout_a(a_layout, tile_mnk, mA.element_type, stages)
        sB_layout = sm90_utils.make_smem_layout_b(b_layout, tile_mnk, mB.element_type, stages)
        sC_layout = sm90_utils.make_smem_layout_epi(mC.element_type, c_layout, cfg.epilogue_tile, EPILOGUE_STAGES)
        load = cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp()
        tma_A, tma_mA = cute.nvgpu.cpasync.make_tiled_tma_atom(
            load, mA, cute.slice_(sA_layout, (None, None, 0)), (cfg.tile_m, TILE_K)
        )
        tma_B, tma_mB = cute.nvgpu.cpasync.make_tiled_tma_atom(
            load, mB, cute.slice_(sB_layout, (None, None, 0)), (cfg.tile_n, TILE_K)
        )
        tma_C, tma_mC = cute.nvgpu.cpasync.make_tiled_tma_atom(
            cute.nvgpu.cpasync.CopyBulkTensorTileS2GOp(), mC, cute.slice_(sC_layout, (None, None, 0)), cfg.epilogue_tile
        )

        @cute.struct
        class SharedStorage:
            tensormaps: cute.struct.Align[cute.struct.MemRange[cutlass.Int64, TENSORMAPS * TENSORMAP_BYTES // 8], 128]
            mainloop_barriers: cute.struct.MemRange[cutlass.Int64, stages * 2]
            sA: cute.struct.Align[cute.struct.MemRange[mA.element_type, cute.cosize(sA_layout)], 1024]
            sB: cute.struct.Align[cute.struct.MemRange[mB.element_type, cute.cosize(sB_layout)], 1024]
            sC: cute.struct.Align[cute.struct.MemRange[mC.element_type, cute.cosize(sC_layout)], 1024]

        self.shared_storage = SharedStorage
        self.stages = stages
        self.c_layout = c_layout
        self.a_dtype, self.b_dtype, self.c_dtype = mA.element_type, mB.element_type, mC.element_type
        self.kernel(
            tma_A, tma_mA, tma_B, tma_mB, tma_C, tma_mC, tiled_mma, sA_layout, sB_layout, sC_layout,
            problems, pitches, pointers, tensormaps, total_tiles,
        ).launch(
            grid=[1, 1, cutlass.max(cutlass.min(total_tiles, cute.size(tensormaps, mode=[0])), 1)],
            block=[cfg.threads, 1, 1],
            smem=SharedStorage.size_in_bytes(),
            min_blocks_per_mp=1,
            stream=stream,
        )

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
        problems: cute.Tensor,
        pitches: cute.Tensor,
        pointers: cute.Tensor,
        tensormaps: cute.Tensor,
        total_tiles: cutlass.Int32,
    ):
        cfg = self.config
        tidx, _, _ = cute.arch.thread_idx()
        warp_idx = cute.arch.make_warp_uniform(cute.arch.warp_idx())
        warpgroup = cute.arch.make_warp_uniform(tidx // WARPGROUP_THREADS)
        _, _, cta = cute.arch.block_idx()
        _, _, ctas = cute.arch.grid_dim()

        storage = utils.SmemAllocator().allocate(self.shared_storage)
        mainloop = stage_pipeline(
            storage, sA_layout, sB_layout, self.a_dtype, self.b_dtype, self.stages, cfg.consumer_warpgroups * 4
        )
        sA = storage.sA.get_tensor(sA_layout.outer, swizzle=sA_layout.inner)
        sB = storage.sB.get_tensor(sB_layout.outer, swizzle=sB_layout.inner)
        sC = storage.sC.get_tensor(sC_layout.outer, swizzle=sC_layout.inner)

        # This CTA's descriptors: the working copies in shared memory, the ones TMA reads in the workspace.
        maps = TensorMapManager(TensorMapUpdateMode.SMEM, TENSORMAP_BYTES)
        shared_map = storage.tensormaps.data_ptr()
        shared_maps = [shared_map + index * (TENSORMAP_BYTES // 8) for index in range(TENSORMAPS)]
        global_maps = [maps.get_tensormap_ptr(tensormaps[(cta, index, None)].iterator) for index in range(TENSORMAPS)]

        # Tile coordinates are taken against the templates' TMA coordinate tensors; the coordinates of
        # a group's tiles are the same, only the descriptor behind them changes.
        gA = cute.local_tile(mA, (cfg.tile_m, TILE_K), (None, None, None))
        gB = cute.local_tile(mB, (cfg.tile_n, TILE_K), (None, None, None))
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (None, None, None))
        tAsA, tAgA = cute.nvgpu.cpasync.tma_partition(
            tma_A, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
        )
        tBsB, tBgB = cute.nvgpu.cpasync.tma_partition(
            tma_B, 0, cute.make_layout(1), cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2)
        )
        cute.arch.sync_threads()

        if warpgroup == 0:
            cute.arch.warpgroup_reg_dealloc(PRODUCER_REGISTERS)
            if warp_idx == PRODUCER_WARP:
                maps.init_tensormap_from_atom(tma_A, shared_maps[0], PRODUCER_WARP)
                maps.init_tensormap_from_atom(tma_B, shared_maps[1], PRODUCER_WARP)
                state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Producer, self.stages)
                group = cutlass.Int32(0)
                mapped_group = cutlass.Int32(-1)
                work = cta
                while work < total_tiles:
                    group, m, n, k, k_tiles, tile_m, tile_n = self._locate(problems, group, work)
                    if group != mapped_group:
                        if k_tiles > 0:  # K = 0: nothing to load, and no descriptor of extent 0
                            group_a = group_matrix(self.a_dtype, pointers[group, 0], (m, k), pitches[group, 0])
                            group_b = group_matrix(self.b_dtype, pointers[group, 1], (n, k), pitches[group, 1])
                            maps.update_tensormap(
                                (group_a, group_b), (tma_A, tma_B), (global_maps[0], global_maps[1]), PRODUCER_WARP,
                                (shared_maps[0], shared_maps[1]),
                            )
                            maps.fence_tensormap_update(global_maps[0])
                            maps.fence_tensormap_update(global_maps[1])
                            mapped_group = group
                    for k_tile in range(k_tiles):
                        mainloop.producer_acquire(state)
                        full_barrier = mainloop.producer_get_barrier(state)
                        cute.copy(
                            tma_A, tAgA[(None, tile_m, k_tile, 0)], tAsA[(None, state.index)], tma_bar_ptr=full_barrier,
                            tma_desc_ptr=maps.get_tensormap_ptr(global_maps[0], cute.AddressSpace.generic),
                        )
                        cute.copy(
                            tma_B, tBgB[(None, tile_n, k_tile, 0)], tBsB[(None, state.index)], tma_bar_ptr=full_barrier,
                            tma_desc_ptr=maps.get_tensormap_ptr(global_maps[1], cute.AddressSpace.generic),
                        )
                        mainloop.producer_commit(state)
                        state.advance()
                    work += ctas
                mainloop.producer_tail(state)
        else:
            cute.arch.warpgroup_reg_alloc(CONSUMER_REGISTERS)
            consumer_tidx = tidx - WARPGROUP_THREADS
            thr_mma = tiled_mma.get_slice(consumer_tidx)
            tCrA = tiled_mma.make_fragment_A(thr_mma.partition_A(sA))
            tCrB = tiled_mma.make_fragment_B(thr_mma.partition_B(sB))
            accumulators = cute.make_rmem_tensor(thr_mma.partition_C(gC).shape[:3], cutlass.Float32)
            k_blocks = cute.size(tCrA, mode=[2])

            r2s, tRS_sC, tRS_acc, _, subtile_acc, subtile_out, subtile_size = accumulator_stores(
                tiled_mma, self.c_layout, self.c_dtype, sC, accumulators, consumer_tidx
            )
            consumers = pipeline.NamedBarrier(barrier_id=1, num_threads=cfg.consumer_warpgroups * WARPGROUP_THREADS)
            store_pipeline = pipeline.PipelineTmaStore.create(
                num_stages=EPILOGUE_STAGES,
                producer_group=pipeline.CooperativeGroup(pipeline.Agent.Thread, cfg.consumer_warpgroups * WARPGROUP_THREADS),
            )
            maps.init_tensormap_from_atom(tma_C, shared_maps[2], STORE_WARP)

            read_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            release_state = pipeline.make_pipeline_state(pipeline.PipelineUserType.Consumer, self.stages)
            epi_buffer = cutlass.Int32(0)
            group = cutlass.Int32(0)
            mapped_group = cutlass.Int32(-1)
            work = cta
            while work < total_tiles:
                group, m, n, k, k_tiles, tile_m, tile_n = self._locate(problems, group, work)
                if group != mapped_group:
                    group_c = group_matrix(self.c_dtype, pointers[group, 2], (m, n), pitches[group, 2])
                    maps.update_tensormap((group_c,), (tma_C,), (global_maps[2],), STORE_WARP, (shared_maps[2],))
                    if warp_idx == STORE_WARP:
                        maps.fence_tensormap_update(global_maps[2])
                    mapped_group = group

                accumulators.fill(0.0)
                tiled_mma.set(cute.nvgpu.warpgroup.Field.ACCUMULATE, True)
                cute.nvgpu.warpgroup.fence()
                for k_tile in range(k_tiles):
                    mainloop.consumer_wait(read_state)
                    multiply_stage(tiled_mma, accumulators, tCrA, tCrB, read_state.index, k_blocks)
                    # this k-tile's wgmmas stay in flight; the previous k-tile's stage goes back
                    cute.nvgpu.warpgroup.wait_group(1)
                    if k_tile > 0:
                        mainloop.consumer_release(release_state)
                        release_state.advance()
                    read_state.advance()
                cute.nvgpu.warpgroup.wait_group(0)
                if k_tiles > 0:
                    mainloop.consumer_release(release_state)
                    release_state.advance()

                gC_tile = cute.zipped_divide(gC[(None, None, tile_m, tile_n, 0)], cfg.epilogue_tile)
                bSG_sC, bSG_gC = cute.nvgpu.cpasync.tma_partition(
                    tma_C, 0, cute.make_layout(1), cute.group_modes(sC, 0, 2), gC_tile
                )
                subtiles_mn = gC_tile.shape[1]
                subtile_order = cute.make_layout(subtiles_mn, stride=(subtiles_mn[1], 1))
                for subtile in cutlass.range_constexpr(cute.size(subtiles_mn)):
                    for v in cutlass.range_constexpr(subtile_size):
                        subtile_acc[v] = tRS_acc[subtile * subtile_size + v]
                    subtile_out.store(subtile_acc.load().to(self.c_dtype))
                    cute.copy(r2s, subtile_out, tRS_sC[(None, None, None, epi_buffer)])
                    cute.arch.fence_view_async_shared()
                    consumers.arrive_and_wait()
                    if warp_idx == STORE_WARP:
                        cute.copy(
                            tma_C, bSG_sC[(None, epi_buffer)], bSG_gC[(None, subtile_order.get_hier_coord(subtile))],
                            tma_desc_ptr=maps.get_tensormap_ptr(global_maps[2], cute.AddressSpace.generic),
                        )
                        store_pipeline.producer_commit()
                        store_pipeline.producer_acquire()
                    consumers.arrive_and_wait()
                    epi_buffer = (epi_buffer + 1) % EPILOGUE_STAGES
                work += ctas
            store_pipeline.producer_tail()

    @cute.jit
    def _group_of(self, problems: cute.Tensor, group: cutlass.Int32, work: cutlass.Int32) -> cutlass.Int32:
        """The group of tile `work`: the last group from `group` on whose first tile is <= `work` (a CTA's
        tiles only grow; an empty group shares its first tile with the next one, which wins)."""
        found = group
        for candidate in range(group + 1, cute.size(problems, mode=[0])):
            if work >= problems[candidate, 3]:
                found = candidate
        return found

    def _locate(self, problems: cute.Tensor, group: cutlass.Int32, work: cutlass.Int32) -> tuple:
        """Where tile `work` is, searched from `group`: its group, that group's M, N, K and k-tiles, and
        the tile's (m, n) coordinate inside the group."""
        group = self._group_of(problems, group, work)
        m, n, k = problems[group, 0], problems[group, 1], problems[group, 2]
        tiles_m = (m + self.config.tile_m - 1) // self.config.tile_m
        tiles_n = (n + self.config.tile_n - 1) // self.config.tile_n
        tile_m, tile_n = grouped_tile_coord(work - problems[group, 3], tiles_m, tiles_n, RASTER_GROUP_TILES)
        return group, m, n, k, (k + TILE_K - 1) // TILE_K, tile_m, tile_n


def unit_batch(matrix: cute.Tensor, modes: tuple[int, int]) -> cute.Tensor:
    """A (rows, cols) matrix as the kernel indexes it: its `modes` in that order, then a batch mode of 1."""
    layout = cute.select(matrix.layout, mode=list(modes))
    return cute.make_tensor(
        matrix.iterator, cute.make_layout((*layout.shape, 1), stride=(*layout.stride, 0))
    )


def group_matrix(dtype: Any, address: cutlass.Int64, extents: tuple, pitch: cutlass.Int32) -> cute.Tensor:
    """One group's (rows, cols, 1) matrix in global memory, rows `pitch` elements apart, as the
    descriptor update reads it (address, extents, strides)."""
    start = cute.make_ptr(dtype, address, cute.AddressSpace.gmem, assumed_align=16)
    return cute.make_tensor(start, cute.make_layout((extents[0], extents[1], 1), stride=(pitch, 1, 0)))


# (dtype, config): one instance, bf16 at a 128x128 tile (the groups of a mixture-of-experts layer are
# small; a 256-wide tile would leave half of each ragged group's last tile empty)
INSTANCES: tuple[tuple[str, GroupedGemmConfig], ...] = (("bf16", GroupedGemmConfig(128, 128)),)

# the example's groups (M, N, K): M, N and K off every tile, a tall and a short group, K differing
EXAMPLE_PROBLEMS = ((200, 136, 520), (1000, 1048, 64), (72, 8, 264))


class Sm90GroupedGemmKernel(TensorOpGemmKernel):
    """Grouped GEMM out[g] = A[g] @ B[g] for a list of problems of different sizes, in one launch (sm_90a).

    Takes `GroupedGemmArguments` of torch tensors (or OperandSpecs, compile only): bf16 A[g] (M, K) with K
    contiguous, B[g] (K, N) with K contiguous, out[g] (M, N) row-major; K and N multiples of 8 (TMA's
    16 bytes), row pitches too, addresses 16-byte aligned; f32 accumulation; at least one group with
    M, N, K >= 1. A workspace of 3 TMA descriptors (128 bytes each) per SM (`get_workspace_size`).
    """

    arguments_type = GroupedGemmArguments
    program = Sm90GroupedWgmmaGemm
    instances = INSTANCES
    family = "grouped_gemm_sm90"

    def __init__(self, dtype: str, config: GroupedGemmConfig) -> None:
        config.validate()
        self.config = config
        self.dtype = dtype
        tile = (config.tile_m, config.tile_n, TILE_K)
        matrix = {"A": 1, "B": 0, "out": 1}  # the contiguous dim of each group's (rows, cols) matrix
        super().__init__(
            KernelMetadata(
                kernel_name=f"grouped_gemm_sm90_tn_{dtype}_{'x'.join(map(str, tile))}",
                kernel_class=type(self).__name__,
                min_cc=90,
                operands={
                    role: OperandMetadata(dtype, rank=2, leading_dim=dim, alignment=VECTOR_ELEMENTS)
                    for role, dim in matrix.items()
                },
                design=DesignMetadata(
                    tile_shape=tile, threads=config.threads, stages=config.ab_stages(), vector_bits=128
                ),
                epilogue=ACCUMULATOR,
                family=self.family,
                layout="tn",
                tags={"stages": str(config.ab_stages()), "cluster": "1x1", "tensormaps": "per_group_smem_update"},
            )
        )

    def example_arguments(self) -> GroupedGemmArguments:
        """Three ragged groups (EXAMPLE_PROBLEMS) as specs."""
        return GroupedGemmArguments(
            A=[OperandSpec(self.dtype, (m, k)) for m, _, k in EXAMPLE_PROBLEMS],
            B=[OperandSpec.column_major(self.dtype, (k, n)) for _, n, k in EXAMPLE_PROBLEMS],
            out=[OperandSpec(self.dtype, (m, n)) for m, n, _ in EXAMPLE_PROBLEMS],
        )

    def supports(self, args: RuntimeArguments) -> Status:
        """Every group's A, B and out against the one rule of its role (an empty matrix: dtype and rank
        only, the kernel never touches it), then the shapes."""
        if not isinstance(args, GroupedGemmArguments):
            return Status.fail(f"{self.name} takes GroupedGemmArguments, got {type(args).__name__}")
        counts = {role: len(getattr(args, role)) for role in ROLES}
        if len(set(counts.values())) != 1 or not counts["A"]:
            return Status.fail(f"A, B and out must list one matrix per group (at least one group), got {counts}")
        operands = args.operands()
        specs = [isinstance(operand, OperandSpec) for operand in operands.values()]
        torch_like = [hasattr(operand, "data_ptr") for operand in operands.values()]
        if not (all(specs) or all(torch_like)):
            return Status.fail("the group tables need every operand a torch tensor (or every one an OperandSpec)")
        try:
            views = {name: describe(operand, name) for name, operand in operands.items()}
        except BadInputError as err:
            return Status.fail(err.message)
        for name, view in views.items():
            expected = self.metadata.operands[split_group_name(name)[0]]
            if view.numel() == 0 and view.dtype == expected.dtype and view.rank == expected.rank:
                continue
            status = _check_operand(name, view, expected)
            if not status:
                return status
        return self.check_shapes(views, args)

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        if args.accumulator_type != "f32":
            return Status.fail(f"accumulator_type {args.accumulator_type!r}: this GEMM accumulates in f32 only")
        for group in range(len(args.A)):
            (m, k), (kb, n), out = (views[f"{role}[{group}]"].shape for role in ROLES)
            if kb != k:
                return Status.fail(f"group {group}: A is (M, K) = {(m, k)} but B is (K, N) = {(kb, n)}: K differs")
            if out != (m, n):
                return Status.fail(f"group {group}: out is {out}, expected (M, N) = {(m, n)}")
        if first_full_group(args.problem_sizes()) is None:
            return Status.fail("every group is empty (M, N or K is 0): there is nothing to multiply")
        return Status.success()

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        return self.config.sm_count * TENSORMAPS * TENSORMAP_BYTES

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """Per CTA (at most one per SM) the three descriptors TMA reads: (SMs, 3, 16) int64."""
        return OperandSpec("i64", (self.config.sm_count, TENSORMAPS, TENSORMAP_BYTES // 8), alignment=16)

    def _tensors(self, args: RuntimeArguments) -> dict[str, Any]:
        """What the launch takes: the first non-empty group's matrices (the descriptors' templates) and
        the group tables; the other groups reach the kernel only through the tables."""
        template = first_full_group(args.problem_sizes())
        tensors = {}
        for role in ROLES:
            operand = getattr(args, role)[template]
            view = describe(operand, role)
            tensors[role] = dsl_compat.to_cute_tensor(operand, view, self.metadata.operands[role].leading_dim)
        for name, table in group_tables(args, self.config).items():
            tensors[name] = dsl_compat.to_cute_tensor(table, describe(table, name))
        return tensors

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        total = sum(tile_count(m, n, self.config) for m, n, _ in args.problem_sizes())
        return (
            tensors["A"], tensors["B"], tensors["out"], tensors["problems"], tensors["pitches"], tensors["pointers"],
            workspace, cutlass.Int32(total), stream,
        )


def first_full_group(problems: Sequence[tuple[int, int, int]]) -> int | None:
    """The first group with M, N and K >= 1, None when there is none."""
    return next((group for group, sizes in enumerate(problems) if min(sizes) > 0), None)


def group_tables(args: GroupedGemmArguments, config: GroupedGemmConfig) -> dict[str, Any]:
    """The kernel's per-group tables: `problems` (G, 4) int32 (M, N, K, first tile), `pitches` (G, 3)
    int32 (row pitch of A, B^T, out in elements) and `pointers` (G, 3) int64 (their addresses), on the
    operands' GPU, or as specs when the operands are specs (compile only)."""
    count = len(args.A)
    if all(isinstance(operand, OperandSpec) for operand in args.operands().values()):
        shapes = {"problems": ("i32", PROBLEM_COLUMNS), "pitches": ("i32", TENSORMAPS), "pointers": ("i64", TENSORMAPS)}
        return {name: OperandSpec(dtype, (count, columns)) for name, (dtype, columns) in shapes.items()}
    import torch

    rows, first = [], 0
    for m, n, k in args.problem_sizes():
        rows.append((m, n, k, first))
        first += tile_count(m, n, config)
    matrices = list(zip(args.A, args.B, args.out))
    pitches = [(a.stride(0), b.stride(1), out.stride(0)) for a, b, out in matrices]
    pointers = [tuple(matrix.data_ptr() for matrix in group) for group in matrices]
    device = args.A[first_full_group(args.problem_sizes())].device
    return {
        "problems": torch.tensor(rows, dtype=torch.int32, device=device),
        "pitches": torch.tensor(pitches, dtype=torch.int32, device=device),
        "pointers": torch.tensor(pointers, dtype=torch.int64, device=device),
    }
