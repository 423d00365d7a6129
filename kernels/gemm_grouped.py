"""Grouped GEMM on SM90: one persistent launch computing G problems of different sizes (M_g, N_g, K_g).

out[g] = A[g] @ B[g], fp16/bf16 operands, fp32 accumulation, out in the operands' dtype. The kernel is
the one SM90 body (kernels/_sm90_kernel.py: one TMA producer warp, two WGMMA consumer warpgroups, a TMA
store epilogue through shared memory), with CUTLASS's way of walking many problems as its scheduler
(`GroupTileScheduler`) and operand-source and store hooks:

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
from typing import Any, NamedTuple

import cutlass
import cutlass.cute as cute

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
from ._sm90_kernel import (
    DEFAULT_SM_COUNT,
    RASTER_GROUP_TILES,
    TILE_K,
    WARPGROUP_THREADS,
    Sm90KernelBody,
    Sm90Tile,
    Sm90TileScheduler,
    ab_stages_that_fit,
    wgmma_and_shared_layouts,
)
from .gemm_sm90 import GemmTiles, GemmTileStore, gemm_tile_store

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
    # the SM90 body's other choices, fixed here: no cluster (multicast would need the CTAs of a cluster
    # on tiles of one group), a cooperative schedule
    cluster_m = 1
    cluster_n = 1
    cluster_size = 1
    pingpong = False

    @property
    def consumer_warpgroups(self) -> int:
        return self.tile_m // 64

    @property
    def mma_warpgroups(self) -> int:
        return self.consumer_warpgroups

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
        return ab_stages_that_fit(
            self.tile_m, self.tile_n, self.epilogue_tile, bytes_per_element, TENSORMAPS * TENSORMAP_BYTES
        )


def tile_count(m: int, n: int, config: GroupedGemmConfig) -> int:
    """Output tiles of one group (0 for an empty one)."""
    return -(-m // config.tile_m) * -(-n // config.tile_n)


class GroupedTiles(NamedTuple):
    """The grouped GEMM's operand source: the templates' tilings and TMA partitions, the descriptor
    manager, this CTA's descriptors in shared memory and in the workspace (A, B, out)."""

    tiles: GemmTiles
    maps: Any
    shared_maps: list
    global_maps: list


class GroupTileScheduler(Sm90TileScheduler):
    """The tiles of all groups as one list (group 0's tiles first, each group's in the GEMM's band order):
    the walk's state is (the group of the last tile, the group the descriptors hold), the group of the
    next tile found by moving that cursor forward over the table of first tiles."""

    def __init__(self, program: "Sm90GroupedWgmmaGemm") -> None:
        self.program = program

    def prepare(self, source: GroupedTiles, mB: cute.Tensor, mC: cute.Tensor, extras: Any) -> Any:
        problems, _, _, _, total_tiles = extras
        return GroupTiles(problems, total_tiles)

    def start(self) -> tuple:
        return cutlass.Int32(0), cutlass.Int32(-1)

    def tile_at(self, tiles: Any, state: tuple, work: Any, cta_m: Any, cta_n: Any) -> tuple[tuple, Sm90Tile]:
        group, mapped_group = state
        group, m, n, k, k_tiles, tile_m, tile_n = self.program._locate(tiles.problems, group, work)
        return (group, mapped_group), Sm90Tile((group, m, n, k, tile_m, tile_n), k_tiles)


class GroupTiles(NamedTuple):
    """The group tables' (G, 4) `problems` (M, N, K, first tile) and the tiles of all groups."""

    problems: cute.Tensor
    count: Any


class Sm90GroupedWgmmaGemm(Sm90KernelBody):
    """One configuration of the grouped GEMM (the SM90 body walking the groups' tiles, its loads and
    stores through per-group descriptors); call it (through cute.compile) as `__call__` says."""

    prefetch_descriptors = False  # rewritten per group before their first use
    tiles_may_have_no_k = True  # a group with K = 0

    def __init__(self, config: GroupedGemmConfig) -> None:
        config.validate()
        self.config = config
        self.scheduler = GroupTileScheduler(self)

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
        stages = cfg.ab_stages(mA.element_type.width // 8)
        tiled_mma, sA_layout, sB_layout, sC_layout = wgmma_and_shared_layouts(
            (mA.element_type, mB.element_type, mC.element_type), (a_layout, b_layout, c_layout),
            cfg.consumer_warpgroups, tile_mnk, cfg.epilogue_tile, stages,
        )
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
            (problems, pitches, pointers, tensormaps, total_tiles),
        ).launch(
            grid=[1, 1, cutlass.max(cutlass.min(total_tiles, cute.size(tensormaps, mode=[0])), 1)],
            block=[cfg.threads, 1, 1],
            smem=SharedStorage.size_in_bytes(),
            min_blocks_per_mp=1,
            stream=stream,
        )

    # --- the body's hooks (kernels/_sm90_kernel.py) -------------------------------------------------------

    def _operand_source(
        self, tma_A: Any, mA: cute.Tensor, tma_B: Any, mB: cute.Tensor, mC: cute.Tensor, sA: Any, sB: Any, views: Any,
        multicast: Any, first_work: Any, extras: Any,
    ) -> GroupedTiles:
        """This CTA's descriptors (the working copies in shared memory, the ones TMA reads in the
        workspace), then the tilings: taken against the templates' TMA coordinate tensors, as the
        coordinates of a group's tiles are the same, only the descriptor behind them changes."""
        cfg = self.config
        _, _, _, tensormaps, _ = extras
        maps = TensorMapManager(TensorMapUpdateMode.SMEM, TENSORMAP_BYTES)
        shared_map = views.tensormaps.data_ptr()
        shared_maps = [shared_map + index * (TENSORMAP_BYTES // 8) for index in range(TENSORMAPS)]
        global_maps = [maps.get_tensormap_ptr(tensormaps[(first_work, index, None)].iterator) for index in range(TENSORMAPS)]
        gA = cute.local_tile(mA, (cfg.tile_m, TILE_K), (None, None, None))
        gB = cute.local_tile(mB, (cfg.tile_n, TILE_K), (None, None, None))
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (None, None, None))
        tAsA, tAgA = cute.nvgpu.cpasync.tma_partition(
            tma_A, 0, cute.make_layout(1), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
        )
        tBsB, tBgB = cute.nvgpu.cpasync.tma_partition(
            tma_B, 0, cute.make_layout(1), cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2)
        )
        return GroupedTiles(GemmTiles(gA, gC, tAsA, tAgA, tBsB, tBgB), maps, shared_maps, global_maps)

    def _shared_tensors(self, storage: Any, sA_layout: Any, sB_layout: Any, sC_layout: Any, extras: Any) -> tuple:
        """The body's, and the storage itself (its descriptor slots)."""
        sA, sB, sC, _ = super()._shared_tensors(storage, sA_layout, sB_layout, sC_layout, extras)
        return sA, sB, sC, storage

    def _producer_prologue(
        self, tma_A: Any, tma_B: Any, mB: cute.Tensor, source: GroupedTiles, views: Any
    ) -> GroupedTiles:
        source.maps.init_tensormap_from_atom(tma_A, source.shared_maps[0], PRODUCER_WARP)
        source.maps.init_tensormap_from_atom(tma_B, source.shared_maps[1], PRODUCER_WARP)
        return source

    @cute.jit
    def _map_loads(self, tma_A: Any, tma_B: Any, source: GroupedTiles, schedule: tuple, tile: Sm90Tile, extras: Any) -> tuple:
        """Rewrite A's and B's descriptors when the tile is the first of another group."""
        group, mapped_group = schedule
        _, m, n, k, _, _ = tile.coordinates
        _, pitches, pointers, _, _ = extras
        maps, global_maps, shared_maps = source.maps, source.global_maps, source.shared_maps
        if group != mapped_group:
            if tile.k_tiles > 0:  # K = 0: nothing to load, and no descriptor of extent 0
                group_a = group_matrix(self.a_dtype, pointers[group, 0], (m, k), pitches[group, 0])
                group_b = group_matrix(self.b_dtype, pointers[group, 1], (n, k), pitches[group, 1])
                maps.update_tensormap(
                    (group_a, group_b), (tma_A, tma_B), (global_maps[0], global_maps[1]), PRODUCER_WARP,
                    (shared_maps[0], shared_maps[1]),
                )
                maps.fence_tensormap_update(global_maps[0])
                maps.fence_tensormap_update(global_maps[1])
                mapped_group = group
        return group, mapped_group

    def _load_k_tile(
        self, tma_A: Any, tma_B: Any, mA: cute.Tensor, loads: GroupedTiles, multicast: Any, tile: Sm90Tile,
        k_coordinates: Any, stage: Any, full_barrier: Any, more_extras: Any,
    ) -> None:
        _, _, _, _, tile_m, tile_n = tile.coordinates
        tiles = loads.tiles
        cute.copy(
            tma_A, tiles.tAgA[(None, tile_m, k_coordinates, 0)], tiles.tAsA[(None, stage)], tma_bar_ptr=full_barrier,
            tma_desc_ptr=loads.maps.get_tensormap_ptr(loads.global_maps[0], cute.AddressSpace.generic),
        )
        cute.copy(
            tma_B, tiles.tBgB[(None, tile_n, k_coordinates, 0)], tiles.tBsB[(None, stage)], tma_bar_ptr=full_barrier,
            tma_desc_ptr=loads.maps.get_tensormap_ptr(loads.global_maps[1], cute.AddressSpace.generic),
        )

    def _accumulator_shape(self, thr_mma: Any, source: GroupedTiles) -> Any:
        return thr_mma.partition_C(source.tiles.gC).shape[:3]

    def _store_prologue(self, tma_C: Any, mC: cute.Tensor, views: Any, source: GroupedTiles) -> GroupedTiles:
        source.maps.init_tensormap_from_atom(tma_C, source.shared_maps[2], STORE_WARP)
        return source

    @cute.jit
    def _map_store(
        self, tma_C: Any, stores: GroupedTiles, schedule: tuple, tile: Sm90Tile, warp_idx: Any, extras: Any
    ) -> tuple:
        """Rewrite out's descriptor when the tile is the first of another group."""
        group, mapped_group = schedule
        _, m, n, _, _, _ = tile.coordinates
        _, pitches, pointers, _, _ = extras
        maps = stores.maps
        if group != mapped_group:
            group_c = group_matrix(self.c_dtype, pointers[group, 2], (m, n), pitches[group, 2])
            maps.update_tensormap((group_c,), (tma_C,), (stores.global_maps[2],), STORE_WARP, (stores.shared_maps[2],))
            if warp_idx == STORE_WARP:
                maps.fence_tensormap_update(stores.global_maps[2])
            mapped_group = group
        return group, mapped_group

    def _tile_store(self, tma_C: Any, sC: Any, stores: GroupedTiles, tile: Sm90Tile) -> GemmTileStore:
        _, _, _, _, tile_m, tile_n = tile.coordinates
        return gemm_tile_store(tma_C, sC, stores.tiles.gC, (tile_m, tile_n, 0), self.config.epilogue_tile)

    def _subtiles(self, tile_store: GemmTileStore) -> int:
        return cute.size(tile_store.subtiles_mn)

    def _store_subtile(
        self, tma_C: Any, stores: GroupedTiles, tile_store: GemmTileStore, order: Any, tile: Sm90Tile, epi_buffer: Any,
        subtile: int,
    ) -> Any:
        cute.copy(
            tma_C, tile_store.bSG_sC[(None, epi_buffer)], tile_store.bSG_gC[(None, order.get_hier_coord(subtile))],
            tma_desc_ptr=stores.maps.get_tensormap_ptr(stores.global_maps[2], cute.AddressSpace.generic),
        )
        return order


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
