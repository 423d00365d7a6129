"""SM90 GEMM: TMA loads into swizzled shared memory, WGMMA (sm_90a), warp-specialized and persistent.

C[m, n, l] = sum_k A[m, k, l] * B[n, k, l], fp16/bf16 operands, fp32 accumulation, output in C's dtype.
Inside the kernel (CuTe's order; the registry class at the bottom takes torch's (L, M, K) order),
A is (M, K, L), B is (N, K, L), C is (M, N, L); each may be K- or M/N-major (C: N- or M-major). TMA
needs 16-byte aligned base addresses and strides, so the contiguous extent of every tensor must be a
multiple of 8 elements; out-of-bounds rows/columns (ragged M, N, K) are zero-filled by TMA on load
and clipped on store, so no other shape constraint applies.

The kernel is the one SM90 body (kernels/_sm90_kernel.py) with this GEMM's scheduler (cluster tiles in
raster bands), operand source (TMA tiles of A and B, multicast in a cluster) and epilogue (the
accumulators, or a fused expression tree of them). Why this structure: one producer warp keeps `stages` k-tiles of A and B in flight with TMA, completing
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
from typing import Any, NamedTuple

import cutlass
import cutlass.cute as cute

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


class GemmMulticast(NamedTuple):
    """This CTA's (m, n) in its cluster and the CTAs each of its A and B loads is multicast to."""

    cluster_coord: Any
    a_mask: Any
    b_mask: Any


class GemmTiles(NamedTuple):
    """A GEMM's operands cut into tiles: A's and C's tilings, A's and B's TMA partitions
    (shared memory, global)."""

    gA: cute.Tensor
    gC: cute.Tensor
    tAsA: cute.Tensor
    tAgA: cute.Tensor
    tBsB: cute.Tensor
    tBgB: cute.Tensor


class GemmTileStore(NamedTuple):
    """One output tile as TMA stores it: sC's stages and the tile's subtiles as TMA partitions them,
    the subtiles' order (row by row) and their (m, n) extents."""

    bSG_sC: cute.Tensor
    bSG_gC: cute.Tensor
    order: Any
    subtiles_mn: Any


def gemm_tile_store(tma_C: Any, sC: cute.Tensor, gC: cute.Tensor, tile: tuple, epi_tile: tuple[int, int]) -> GemmTileStore:
    """Output tile (m, n, batch) of the tiling gC, cut into `epi_tile` subtiles for TMA stores from sC."""
    tile_m, tile_n, batch = tile
    gC_tile = cute.zipped_divide(gC[(None, None, tile_m, tile_n, batch)], epi_tile)
    bSG_sC, bSG_gC = cute.nvgpu.cpasync.tma_partition(tma_C, 0, cute.make_layout(1), cute.group_modes(sC, 0, 2), gC_tile)
    subtiles_mn = gC_tile.shape[1]
    subtile_order = cute.make_layout(subtiles_mn, stride=(subtiles_mn[1], 1))
    return GemmTileStore(bSG_sC, bSG_gC, subtile_order, subtiles_mn)


class ClusterTiles(NamedTuple):
    """The persistent walk over a batched GEMM's cluster tiles: k-tiles per tile, clusters along M and N,
    cluster tiles per batch and in all, the raster band height."""

    k_tiles: Any
    clusters_m: Any
    clusters_n: Any
    per_batch: Any
    count: Any
    raster_group: int


class ClusterTileScheduler(Sm90TileScheduler):
    """A batched GEMM's output tiles by clusters: batch by batch, inside a batch in bands of
    `raster_group` cluster rows (kernels/_gemm_raster.py), the CTAs of a cluster on its neighbouring tiles."""

    def __init__(self, config: "Sm90GemmConfig") -> None:
        self.config = config

    def prepare(self, source: GemmTiles, mB: cute.Tensor, mC: cute.Tensor, extras: Any) -> ClusterTiles:
        cfg = self.config
        k_tiles = cute.size(source.gA, mode=[3])
        tiles_m = cute.size(source.gC, mode=[2])
        tiles_n = cute.size(source.gC, mode=[3])
        clusters_m = cute.ceil_div(tiles_m, cfg.cluster_m)
        clusters_n = cute.ceil_div(tiles_n, cfg.cluster_n)
        per_batch = clusters_m * clusters_n
        count = per_batch * cute.size(source.gC, mode=[4])
        return ClusterTiles(k_tiles, clusters_m, clusters_n, per_batch, count, max(1, RASTER_GROUP_TILES // cfg.cluster_m))

    def tile_at(self, tiles: ClusterTiles, state: tuple, work: Any, cta_m: Any, cta_n: Any) -> tuple[tuple, Sm90Tile]:
        cfg = self.config
        batch = work // tiles.per_batch
        cluster_tm, cluster_tn = grouped_tile_coord(
            work - batch * tiles.per_batch, tiles.clusters_m, tiles.clusters_n, tiles.raster_group
        )
        tile_m = cluster_tm * cfg.cluster_m + cta_m
        tile_n = cluster_tn * cfg.cluster_n + cta_n
        return state, Sm90Tile((tile_m, tile_n, batch), tiles.k_tiles)


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
        return ab_stages_that_fit(self.tile_m, self.tile_n, self.epilogue_tile, bytes_per_element)


class Sm90WgmmaGemm(Sm90KernelBody):
    """One configuration of the SM90 GEMM (the body with TMA tiles of A and B, multicast in a cluster, and
    a TMA-stored C, fused or not); call it (through cute.compile) with A, B, C."""

    def __init__(self, config: Sm90GemmConfig, epilogue: Epilogue | None = None) -> None:
        config.validate()
        self.config = config
        self.epilogue = epilogue
        self.scheduler = ClusterTileScheduler(config)

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

        epi_tile = cfg.epilogue_tile
        stages = cfg.ab_stages(mA.element_type.width // 8)
        tiled_mma, sA_layout, sB_layout, sC_layout = wgmma_and_shared_layouts(
            (mA.element_type, mB.element_type, mC.element_type), (a_layout, b_layout, c_layout), cfg.mma_warpgroups,
            tile_mnk, epi_tile, stages,
        )

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

    # --- the body's hooks (kernels/_sm90_kernel.py) -------------------------------------------------------

    def _multicast(self) -> GemmMulticast:
        """This CTA's (m, n) in its cluster; A goes to the CTAs of its cluster row, B of its column."""
        cfg = self.config
        cluster_layout = cute.make_layout((cfg.cluster_m, cfg.cluster_n, 1))
        cluster_coord = cluster_layout.get_flat_coord(cute.arch.make_warp_uniform(cute.arch.block_idx_in_cluster()))
        a_mask = cute.make_layout_image_mask(cluster_layout, cluster_coord, mode=1) if cfg.cluster_n > 1 else 0
        b_mask = cute.make_layout_image_mask(cluster_layout, cluster_coord, mode=0) if cfg.cluster_m > 1 else 0
        return GemmMulticast(cluster_coord, a_mask, b_mask)

    @cute.jit
    def _cluster_arrive(self) -> None:
        if self.config.cluster_size > 1:
            cute.arch.cluster_arrive_relaxed()

    @cute.jit
    def _sync_before_roles(self) -> None:
        if self.config.cluster_size > 1:
            cute.arch.cluster_wait()
        else:
            cute.arch.sync_threads()

    def _operand_source(
        self, tma_A: Any, mA: cute.Tensor, tma_B: Any, mB: cute.Tensor, mC: cute.Tensor, sA: Any, sB: Any, views: Any,
        multicast: GemmMulticast, first_work: Any, extras: Any,
    ) -> GemmTiles:
        cfg = self.config
        # (bM, bK, tiles_m, tiles_k, L), (bN, bK, tiles_n, tiles_k, L), (bM, bN, tiles_m, tiles_n, L)
        gA = cute.local_tile(mA, (cfg.tile_m, TILE_K), (None, None, None))
        gB = cute.local_tile(mB, (cfg.tile_n, TILE_K), (None, None, None))
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (None, None, None))
        cluster_coord = multicast.cluster_coord
        tAsA, tAgA = cute.nvgpu.cpasync.tma_partition(
            tma_A, cluster_coord[1], cute.make_layout(cfg.cluster_n), cute.group_modes(sA, 0, 2), cute.group_modes(gA, 0, 2)
        )
        tBsB, tBgB = cute.nvgpu.cpasync.tma_partition(
            tma_B, cluster_coord[0], cute.make_layout(cfg.cluster_m), cute.group_modes(sB, 0, 2), cute.group_modes(gB, 0, 2)
        )
        return GemmTiles(gA, gC, tAsA, tAgA, tBsB, tBgB)

    def _load_k_tile(
        self, tma_A: Any, tma_B: Any, mA: cute.Tensor, loads: GemmTiles, multicast: GemmMulticast, tile: Sm90Tile,
        k_coordinates: Any, stage: Any, full_barrier: Any, more_extras: Any,
    ) -> None:
        tile_m, tile_n, batch = tile.coordinates
        cute.copy(
            tma_A, loads.tAgA[(None, tile_m, k_coordinates, batch)], loads.tAsA[(None, stage)], tma_bar_ptr=full_barrier,
            mcast_mask=multicast.a_mask,
        )
        cute.copy(
            tma_B, loads.tBgB[(None, tile_n, k_coordinates, batch)], loads.tBsB[(None, stage)], tma_bar_ptr=full_barrier,
            mcast_mask=multicast.b_mask,
        )

    def _accumulator_shape(self, thr_mma: Any, source: GemmTiles) -> Any:
        return thr_mma.partition_C(source.gC).shape[:3]

    def _tile_store(self, tma_C: Any, sC: Any, stores: GemmTiles, tile: Sm90Tile) -> GemmTileStore:
        return gemm_tile_store(tma_C, sC, stores.gC, tile.coordinates, self.config.epilogue_tile)

    def _subtiles(self, tile_store: GemmTileStore) -> int:
        return cute.size(tile_store.subtiles_mn)

    def _store_subtile(
        self, tma_C: Any, stores: GemmTiles, tile_store: GemmTileStore, order: Any, tile: Sm90Tile, epi_buffer: Any,
        subtile: int,
    ) -> Any:
        cute.copy(tma_C, tile_store.bSG_sC[(None, epi_buffer)], tile_store.bSG_gC[(None, order.get_hier_coord(subtile))])
        return order

    def _epilogue_begin(
        self, source_ring: list | None, tRS_acc: Any, thr_mma: Any, mC: cute.Tensor, tile: Sm90Tile, extras: Any
    ) -> None:
        if source_ring is not None:
            self._load_source_subtile(source_ring[0], extras[0], tRS_acc, thr_mma, mC.shape, tile.coordinates, 0)

    def _epilogue_subtile(
        self, subtile_acc: cute.Tensor, source_ring: list | None, tRS_acc: Any, thr_mma: Any, mC: cute.Tensor,
        tile: Sm90Tile, subtile: int, tile_store: GemmTileStore, extras: Any, more_extras: Any,
    ) -> cute.TensorSSA:
        if self.epilogue is None:
            return subtile_acc.load()
        return self._fused_subtile(
            subtile_acc, source_ring, extras, more_extras, tRS_acc, thr_mma, mC.shape, tile.coordinates, subtile,
            self._subtiles(tile_store),
        )

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
