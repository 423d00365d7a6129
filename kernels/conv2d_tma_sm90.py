"""Conv2d fprop on SM90 with TMA loads: the filter tap is a shift of a 4-D box (sm_90a only).

At stride 1, output pixel (p, q) and filter tap (r, s) read input pixel (p + r·dh − ph, q + s·dw − pw).
So for a CTA tile of output pixels that is a rectangle (tile_p rows × tile_q columns of one image), the
im2col rows of one tap are the input's rectangle of the same size moved by (r·dh − ph, s·dw − pw): a
box TMA can load from the NHWC tensor seen as the 4-D (C, W, H, N) array it is. TMA fills what lies
outside the image with zeros, which is exactly padding (a shifted column never wraps into the next row,
as it would in the flattened N·P·Q order the gathered kernels use), and clips the output box's store at
the image's edges. One TMA instruction per operand and k-tile replaces the gathered kernels' ~200
address instructions per warp (docs/results/gemm-notes.md, "Conv2d on SM90": they were issue-bound by that),
so the kernel is the one SM90 body (kernels/_sm90_kernel.py), with an output-box scheduler and the
shifted activation box as the operand source of A: a producer warp keeps `stages` k-tiles in
flight on mbarriers, one consumer warpgroup per 64 output pixels of the box issues WGMMAs on them × tile_n
channels and stores through shared memory with TMA; persistent over the output tiles.

At stride s (compiled in) a tap reads every s-th input pixel. Columns: the image seen as (s·C, W/s, H,
N), s neighbouring pixels one pixel of s·C channels, so every s-th column is again a box and the
column phase picks the channel block. Rows: a box of s·tile_p input rows whose every s-th row the
wgmmas read (their shared-memory descriptor strides over the rows between). The strided instances
take W a multiple of s and C of 64.

The GEMM: M = the tile's pixels (row m is pixel (m // tile_q, m % tile_q) of the rectangle), N = output
channels, K = R·S·C walked tap by tap, 64 channels a k-tile (a channel block past C is zero-filled in
both operands, so at stride 1 C need not be a multiple of 64).

Takes: NHWC activation, KRSC filter, NPQK out, contiguous, f16 or bf16, C and K multiples of 8 (TMA's
16-byte strides).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

import cutlass
import cutlass.cute as cute

from ._gemm_dsl import LayoutEnum
from ._gemm_raster import grouped_tile_coord
from ._implicit_gemm import vector_multiple
from ._sm90_kernel import (
    DEFAULT_SM_COUNT,
    EPILOGUE_STAGES,
    RASTER_GROUP_TILES,
    TILE_K,
    WARPGROUP_THREADS,
    WGMMA_ROWS,
    Sm90KernelBody,
    Sm90Tile,
    Sm90TileScheduler,
    ab_stages_that_fit,
    wgmma_and_shared_layouts,
)
from .conv2d import Sm80Conv2dFpropKernel


@dataclass(frozen=True)
class Sm90ShiftedConvConfig:
    """One compiled shifted-TMA fprop: the output box (tile_images × tile_p × tile_q = 64 or 128 pixels;
    several images' rectangles where images are small) and how many output channels."""

    tile_q: int
    tile_p: int
    tile_n: int
    tile_images: int = 1
    stride: int = 1  # both axes; compiled in (`Sm90ShiftedConv2dFprop._activation_layout` says how it is read)
    sm_count: int = DEFAULT_SM_COUNT

    tile_k = TILE_K
    # the SM90 body's other choices, fixed here: no cluster, a cooperative schedule
    cluster_m = 1
    cluster_n = 1
    cluster_size = 1
    pingpong = False

    @property
    def tile_m(self) -> int:
        return self.tile_images * self.tile_p * self.tile_q

    @property
    def epilogue_columns(self) -> int:
        """Output channels per TMA store: 32 (64-byte rows), or 16 where tile_n is not a multiple of 32."""
        return 32 if self.tile_n % 32 == 0 else 16

    @property
    def threads(self) -> int:
        return (1 + self.mma_warpgroups) * WARPGROUP_THREADS

    @property
    def consumer_warpgroups(self) -> int:
        return self.mma_warpgroups

    @property
    def mma_warpgroups(self) -> int:
        """Consumer warpgroups, 64 pixels each: two for a 128-pixel box, one for a 64-pixel box (where a
        layer has too few output tiles to fill the SMs otherwise)."""
        return self.tile_m // WGMMA_ROWS

    @property
    def stages(self) -> int:
        """As many A+B k-tile stages as fit beside the epilogue ring and the barriers (16-bit operands)."""
        return ab_stages_that_fit(self.loaded_rows, self.tile_n, (self.tile_m, self.epilogue_columns), 2)

    @property
    def loaded_rows(self) -> int:
        """Rows of an A stage: the tile's pixels, and at stride s the s-1 input rows between each two of
        its pixel rows, which the box loads and the wgmmas skip."""
        return self.stride * self.tile_m

    def validate(self) -> None:
        if self.tile_m not in (WGMMA_ROWS, 2 * WGMMA_ROWS):
            raise ValueError(
                f"tile_images x tile_p x tile_q must be 64 or 128 pixels (one or two warpgroups of 64), got "
                f"{self.tile_images}x{self.tile_p}x{self.tile_q}"
            )
        if self.tile_n % 16 or not 16 <= self.tile_n <= 256:
            raise ValueError(f"tile_n must be a multiple of 16 up to 256, got {self.tile_n}")
        if self.stride < 1:
            raise ValueError(f"stride must be at least 1, got {self.stride}")
        if max(self.tile_q, self.box_rows) > 256:
            raise ValueError("a TMA box side (tile_q, and stride x tile_p input rows) is at most 256 elements")

    @property
    def box_rows(self) -> int:
        """Input rows of the A box: the tile's tile_p pixel rows, and at stride s the s-1 rows after each."""
        return self.stride * self.tile_p

    @property
    def activation_box(self) -> tuple[int, int, int, int]:
        """The A k-tile as a TMA box of the activation view: (channels, q, input rows, images)."""
        return (TILE_K, self.tile_q, self.box_rows, self.tile_images)


class ConvBoxes(NamedTuple):
    """The persistent walk over a convolution's output boxes: box counts (pixel tiles, channel tiles, q
    tiles, p x q tiles per image block, in all), channel blocks per tap, filter columns, k-tiles a box."""

    tiles_m: Any
    tiles_n: Any
    tiles_q: Any
    tiles_pq: Any
    count: Any
    channel_blocks: Any
    taps_s: Any
    k_tiles: Any


class ConvBoxScheduler(Sm90TileScheduler):
    """Output boxes (q block, p block, image block, channel block), rasterized as the GEMMs' tiles
    (kernels/_gemm_raster.py) so that CTAs running together share filter tiles."""

    def __init__(self, config: Sm90ShiftedConvConfig) -> None:
        self.config = config

    def prepare(self, source: Any, mB: cute.Tensor, mC: cute.Tensor, extras: Any) -> ConvBoxes:
        cfg = self.config
        channels_out, out_q, out_p, batch = mC.shape
        channels, taps_s, taps_r = mB.shape[0], mB.shape[1], mB.shape[2]
        tiles_q = cute.ceil_div(out_q, cfg.tile_q)
        tiles_pq = cute.ceil_div(out_p, cfg.tile_p) * tiles_q
        tiles_m = tiles_pq * cute.ceil_div(batch, cfg.tile_images)
        tiles_n = cute.ceil_div(channels_out, cfg.tile_n)
        tiles = tiles_m * tiles_n
        channel_blocks = cute.ceil_div(channels, TILE_K)
        k_tiles = taps_r * taps_s * channel_blocks
        return ConvBoxes(tiles_m, tiles_n, tiles_q, tiles_pq, tiles, channel_blocks, taps_s, k_tiles)

    def tile_at(self, tiles: ConvBoxes, state: tuple, work: Any, cta_m: Any, cta_n: Any) -> tuple[tuple, Sm90Tile]:
        box = Sm90ShiftedConv2dFprop._output_box(work, tiles.tiles_m, tiles.tiles_n, tiles.tiles_q, tiles.tiles_pq)
        return state, Sm90Tile(box, tiles.k_tiles)


class ConvLoads(NamedTuple):
    """What the producer loads through: the A stages as TMA boxes, B's TMA partitions (shared, global)."""

    sA_tma: cute.Tensor
    tBsB: cute.Tensor
    tBgB: cute.Tensor


class ConvStores(NamedTuple):
    """The output boxes' TMA partitions (sC, out); `order` None: a subtile's coordinate is computed."""

    bSG_sC: cute.Tensor
    bSG_gY: cute.Tensor
    order: None


class Sm90ShiftedConv2dFprop(Sm90KernelBody):
    """One configuration of the shifted-TMA fprop (the SM90 body loading A as the tap's shifted activation
    box); call it (through cute.compile) with the tensors and the six convolution parameters (the Conv2d
    families' signature)."""

    def __init__(self, config: Sm90ShiftedConvConfig) -> None:
        config.validate()
        self.config = config
        self.scheduler = ConvBoxScheduler(config)

    @cute.jit
    def __call__(
        self,
        activation: cute.Tensor,
        filter_: cute.Tensor,
        out: cute.Tensor,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
        stream: Any,
    ):
        """activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K), all contiguous."""
        cfg = self.config
        batch, height, width, channels = activation.layout.shape
        channels_out, taps_r, taps_s, _ = filter_.layout.shape
        _, out_p, out_q, _ = out.layout.shape
        pixel_a = vector_multiple(channels)
        pixel_c = vector_multiple(channels_out)
        # Each tensor as TMA numbers its dimensions: innermost (contiguous) first.
        mX = cute.make_tensor(activation.iterator, self._activation_layout(channels, width, height, batch, pixel_a))
        mW = cute.make_tensor(
            filter_.iterator,
            cute.make_layout((channels, taps_s, taps_r, channels_out), stride=(1, pixel_a, taps_s * pixel_a, taps_r * taps_s * pixel_a)),
        )
        mY = cute.make_tensor(
            out.iterator,
            cute.make_layout((channels_out, out_q, out_p, batch), stride=(1, pixel_c, out_q * pixel_c, out_p * out_q * pixel_c)),
        )
        dtype = activation.element_type
        k_major = LayoutEnum.ROW_MAJOR
        stages = cfg.stages
        columns = cfg.epilogue_columns
        epi_tile = (cfg.tile_m, columns)
        tiled_mma, sA_layout, sB_layout, sC_layout = wgmma_and_shared_layouts(
            (dtype, dtype, dtype), (k_major, k_major, k_major), cfg.mma_warpgroups, (cfg.tile_m, cfg.tile_n, TILE_K),
            epi_tile, stages, a_rows=cfg.loaded_rows,
        )
        # The same shared memory seen as the boxes TMA moves: (channels, q, input row, image) for A,
        # (channels, q, p, image) for C (row m of the GEMM tile is pixel q + tile_q·p), (channels, s, r,
        # output channels) for B.
        sA_boxes = cute.composition(sA_layout, self._activation_stages())
        sB_boxes = cute.composition(
            sB_layout,
            cute.make_layout((TILE_K, 1, 1, cfg.tile_n, stages), stride=(cfg.tile_n, 0, 0, 1, cfg.tile_n * TILE_K)),
        )
        sC_boxes = cute.composition(
            sC_layout,
            cute.make_layout(
                (columns, cfg.tile_q, cfg.tile_p, cfg.tile_images, EPILOGUE_STAGES),
                stride=(cfg.tile_m, 1, cfg.tile_q, cfg.tile_q * cfg.tile_p, cfg.tile_m * columns),
            ),
        )
        tma_A, tma_mX = cute.nvgpu.cpasync.make_tiled_tma_atom(
            cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp(), mX, cute.slice_(sA_boxes, (None, None, None, None, 0)),
            cfg.activation_box,
        )
        tma_B, tma_mW = cute.nvgpu.cpasync.make_tiled_tma_atom(
            cute.nvgpu.cpasync.CopyBulkTensorTileG2SOp(), mW, cute.slice_(sB_boxes, (None, None, None, None, 0)),
            (TILE_K, 1, 1, cfg.tile_n),
        )
        tma_C, tma_mY = cute.nvgpu.cpasync.make_tiled_tma_atom(
            cute.nvgpu.cpasync.CopyBulkTensorTileS2GOp(), mY, cute.slice_(sC_boxes, (None, None, None, None, 0)),
            (columns, cfg.tile_q, cfg.tile_p, cfg.tile_images),
        )

        @cute.struct
        class SharedStorage:
            mainloop_barriers: cute.struct.MemRange[cutlass.Int64, stages * 2]
            sA: cute.struct.Align[cute.struct.MemRange[dtype, cute.cosize(sA_layout)], 1024]
            sB: cute.struct.Align[cute.struct.MemRange[dtype, cute.cosize(sB_layout)], 1024]
            sC: cute.struct.Align[cute.struct.MemRange[dtype, cute.cosize(sC_layout)], 1024]

        self.shared_storage = SharedStorage
        self.stages = stages
        self.a_dtype = self.b_dtype = self.c_dtype = dtype
        self.c_layout = k_major

        tiles = (
            cute.ceil_div(out_q, cfg.tile_q) * cute.ceil_div(out_p, cfg.tile_p) * cute.ceil_div(batch, cfg.tile_images)
            * cute.ceil_div(channels_out, cfg.tile_n)
        )
        self.kernel(
            tma_A, tma_mX, tma_B, tma_mW, tma_C, tma_mY, tiled_mma, sA_layout, sB_layout, sC_layout,
            (sA_boxes, sB_boxes, sC_boxes), (pad_h, pad_w, dilation_h, dilation_w),
        ).launch(
            grid=[1, 1, cutlass.min(tiles, cfg.sm_count)],
            block=[cfg.threads, 1, 1],
            smem=SharedStorage.size_in_bytes(),
            min_blocks_per_mp=1,
            stream=stream,
        )

    # --- the body's hooks (kernels/_sm90_kernel.py) -------------------------------------------------------

    def _shared_tensors(self, storage: Any, sA_layout: Any, sB_layout: Any, sC_layout: Any, extras: Any) -> tuple:
        """sA as the wgmmas read it (`_pixel_rows`), sB, sC, and the same stages seen as TMA boxes."""
        sA_boxes, sB_boxes, sC_boxes = extras
        sA_pixels = self._pixel_rows(sA_layout)
        sA = storage.sA.get_tensor(sA_pixels.outer, swizzle=sA_pixels.inner)
        sB = storage.sB.get_tensor(sB_layout.outer, swizzle=sB_layout.inner)
        sC = storage.sC.get_tensor(sC_layout.outer, swizzle=sC_layout.inner)
        sA_tma = storage.sA.get_tensor(sA_boxes.outer, swizzle=sA_boxes.inner)
        sB_tma = storage.sB.get_tensor(sB_boxes.outer, swizzle=sB_boxes.inner)
        sC_tma = storage.sC.get_tensor(sC_boxes.outer, swizzle=sC_boxes.inner)
        return sA, sB, sC, (sA_tma, sB_tma, sC_tma)

    def _operand_source(
        self, tma_A: Any, mA: cute.Tensor, tma_B: Any, mB: cute.Tensor, mC: cute.Tensor, sA: Any, sB: Any, views: Any,
        multicast: Any, first_work: Any, extras: Any,
    ) -> None:
        """Nothing before the roles split: the activation box of a k-tile depends on its tap."""
        return None

    def _producer_prologue(self, tma_A: Any, tma_B: Any, mB: cute.Tensor, source: None, views: tuple) -> ConvLoads:
        sA_tma, sB_tma, _ = views
        # (box, channel block, s, r, output-channel block): B's boxes lie on the tile grid
        gW = cute.local_tile(mB, (TILE_K, 1, 1, self.config.tile_n), (None, None, None, None))
        tBsB, tBgB = cute.nvgpu.cpasync.tma_partition(
            tma_B, 0, cute.make_layout(1), cute.group_modes(sB_tma, 0, 4), cute.group_modes(gW, 0, 4)
        )
        return ConvLoads(sA_tma, tBsB, tBgB)

    def _k_tile_coordinates(self, tiles: ConvBoxes, k_tile: Any) -> tuple:
        """(channel block, r, s) of k-tile `k_tile`: taps in (r, s) order, channel blocks inside a tap."""
        tap = k_tile // tiles.channel_blocks
        channel_block = k_tile - tap * tiles.channel_blocks
        r = tap // tiles.taps_s
        s = tap - r * tiles.taps_s
        return channel_block, r, s, tiles.channel_blocks

    def _load_k_tile(
        self, tma_A: Any, tma_B: Any, mA: cute.Tensor, loads: ConvLoads, multicast: Any, tile: Sm90Tile,
        k_coordinates: tuple, stage: Any, full_barrier: Any, more_extras: Any,
    ) -> None:
        pad_h, pad_w, dilation_h, dilation_w = more_extras
        channel_block, r, s, channel_blocks = k_coordinates
        box = tile.coordinates
        self._load_activation_box(
            tma_A, mA, loads.sA_tma[(None, None, None, None, stage)], full_barrier, box, channel_block,
            channel_blocks, r * dilation_h - pad_h, s * dilation_w - pad_w, pad_w,
        )
        cute.copy(tma_B, loads.tBgB[(None, channel_block, s, r, box[3])], loads.tBsB[(None, stage)], tma_bar_ptr=full_barrier)

    def _accumulator_shape(self, thr_mma: Any, source: None) -> Any:
        return thr_mma.partition_C(cute.make_identity_tensor((self.config.tile_m, self.config.tile_n))).shape

    def _store_prologue(self, tma_C: Any, mC: cute.Tensor, views: tuple, source: None) -> ConvStores:
        """The output boxes as TMA stores them: (channels, q, p, images) subtiles of sC and of out."""
        cfg = self.config
        gY = cute.local_tile(mC, (cfg.epilogue_columns, cfg.tile_q, cfg.tile_p, cfg.tile_images), (None, None, None, None))
        bSG_sC, bSG_gY = cute.nvgpu.cpasync.tma_partition(
            tma_C, 0, cute.make_layout(1), cute.group_modes(views[2], 0, 4), cute.group_modes(gY, 0, 4)
        )
        return ConvStores(bSG_sC, bSG_gY, None)

    def _tile_store(self, tma_C: Any, sC: Any, stores: ConvStores, tile: Sm90Tile) -> ConvStores:
        return stores

    def _subtiles(self, tile_store: ConvStores) -> int:
        return self.config.tile_n // self.config.epilogue_columns

    def _store_subtile(
        self, tma_C: Any, stores: ConvStores, tile_store: ConvStores, order: Any, tile: Sm90Tile, epi_buffer: Any,
        subtile: int,
    ) -> Any:
        tile_q, tile_p, image_block, tile_n = tile.coordinates
        cute.copy(
            tma_C,
            stores.bSG_sC[(None, epi_buffer)],
            stores.bSG_gY[(None, tile_n * self._subtiles(stores) + subtile, tile_q, tile_p, image_block)],
        )
        return order

    @staticmethod
    def _output_box(work: Any, tiles_m: Any, tiles_n: Any, tiles_q: Any, tiles_pq: Any) -> tuple:
        """(q block, p block, image block, channel block) of persistent work item `work` (rasterized so that
        CTAs running together share filter tiles)."""
        tile_m, tile_n = grouped_tile_coord(work, tiles_m, tiles_n, RASTER_GROUP_TILES)
        image_block = tile_m // tiles_pq
        tile_p = (tile_m - image_block * tiles_pq) // tiles_q
        return tile_m - image_block * tiles_pq - tile_p * tiles_q, tile_p, image_block, tile_n

    def _activation_layout(self, channels: Any, width: Any, height: Any, batch: Any, pixel: Any) -> cute.Layout:
        """The NHWC activation as TMA sees it: (C, W, H, N) at stride 1. At stride s, (s·C, W/s, H, N):
        the s pixels of a column phase group (columns s·x .. s·x + s-1) read as one pixel of s·C
        channels, so a tap's columns, every s-th input column, are a box again (the column phase picks
        the channel block); its rows are every s-th row of a box s times as tall (`_pixel_rows`).
        supports() asks for W a multiple of s and C of 64, so no channel block straddles two phases."""
        step = self.config.stride
        if step == 1:
            return cute.make_layout((channels, width, height, batch), stride=(1, pixel, width * pixel, height * width * pixel))
        return cute.make_layout(
            (step * channels, width // step, height, batch), stride=(1, step * pixel, width * pixel, height * width * pixel)
        )

    def _activation_stages(self) -> cute.Layout:
        """The A stages named as the TMA boxes of `_activation_layout`: row m of the stage is input
        pixel q + tile_q·row + tile_q·box_rows·image of the box."""
        cfg = self.config
        return cute.make_layout(
            (TILE_K, cfg.tile_q, cfg.box_rows, cfg.tile_images, cfg.stages),
            stride=(cfg.loaded_rows, 1, cfg.tile_q, cfg.tile_q * cfg.box_rows, cfg.loaded_rows * TILE_K),
        )

    def _pixel_rows(self, sA_layout: cute.ComposedLayout) -> cute.ComposedLayout:
        """The A stages as the wgmmas read them, (tile_m, k, stage): at stride s every s-th row of
        the box (the tile's output pixel rows), the rows between skipped."""
        cfg = self.config
        if cfg.stride == 1:
            return sA_layout
        return cute.composition(
            sA_layout,
            cute.make_layout(
                ((cfg.tile_q, cfg.tile_p, cfg.tile_images), TILE_K, cfg.stages),
                stride=((1, cfg.stride * cfg.tile_q, cfg.tile_q * cfg.box_rows), cfg.loaded_rows, cfg.loaded_rows * TILE_K),
            ),
        )

    def _load_activation_box(
        self, tma_A: cute.CopyAtom, mX: cute.Tensor, stage: cute.Tensor, full_barrier: Any, box: tuple,
        channel_block: Any, channel_blocks: Any, shift_h: Any, shift_w: Any, pad_w: Any,
    ) -> None:
        """Start the TMA of one k-tile of A: the output box's own grid of the activation, moved by the tap's
        shift (shift_h, shift_w) = (r·dh − ph, s·dw − pw): off the grid and partly outside the image, where
        TMA zero-fills (padding). At stride s the columns move by floor(shift_w / s) column groups, and
        the column phase shift_w mod s picks the channel block of the group. The floor is taken of
        shift_w + s·pw >= 0: `//` of a value derived from a run-time shape is CuTe's tuple division,
        which truncates toward zero (docs/results/gemm-notes.md, "The truncating division")."""
        cfg = self.config
        tile_q, tile_p, image_block, _ = box
        if cfg.stride == 1:
            shifted = cute.domain_offset((0, shift_w, shift_h, 0), mX)
            channel = channel_block
        else:
            columns = (shift_w + cfg.stride * pad_w) // cfg.stride - pad_w
            shifted = cute.domain_offset((0, columns, shift_h, 0), mX)
            channel = (shift_w - columns * cfg.stride) * channel_blocks + channel_block
        gX = cute.local_tile(shifted, cfg.activation_box, (None, None, None, None))
        tAsA, tAgX = cute.nvgpu.cpasync.tma_partition(
            tma_A, 0, cute.make_layout(1), cute.group_modes(stage, 0, 4), cute.group_modes(gX, 0, 4)
        )
        cute.copy(tma_A, tAgX[(None, channel, tile_q, tile_p, image_block)], tAsA, tma_bar_ptr=full_barrier)


# (dtype, config), each the fastest of the family at one of bench/conv2d.py's stride-1 layers on the H100, or
# a box shape of its own (docs/results/gemm-notes.md, "Conv2d fprop with shifted TMA boxes"): 8 x 16 pixels by 160
# channels (UNet 64x64x320, 32x32x640: 320 and 640 in whole tiles), by 80, 4 x 16 by 160 (UNet
# 16x16x1280: 128 CTAs for 132 SMs; one warpgroup's 64 x 160 beat two's 128 x 80), 8 x 16 by 128 (ResNet-50
# conv3_x/conv4_x) and by 64 (conv2_x's 64 channels); 4 x 32 pixels; two images' 8 x 8 (small images: 7 x 7
# fills 98 of 128 rows where one image's 8 x 16 fills 49); bf16
SHIFTED_INSTANCES: tuple[tuple[str, Sm90ShiftedConvConfig], ...] = (
    ("f16", Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=160)),
    ("f16", Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=80)),
    ("f16", Sm90ShiftedConvConfig(tile_q=16, tile_p=4, tile_n=160)),
    ("f16", Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=128)),
    ("f16", Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=64)),
    ("f16", Sm90ShiftedConvConfig(tile_q=32, tile_p=4, tile_n=128)),
    ("f16", Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=64, tile_images=2)),
    ("bf16", Sm90ShiftedConvConfig(tile_q=16, tile_p=8, tile_n=128)),
)

# The family's example: stride 1 (the design's only one), ragged rectangles (15 x 20 output pixels
# against 8 x 16 tiles), C = 72 (a channel block past C), K = 72 (a ragged channel tile), a 3x3 filter
# with another padding and dilation per axis.
EXAMPLE_NHWC = (2, 15, 20, 72)
EXAMPLE_KRSC = (72, 3, 3, 72)
EXAMPLE_CONV = {"stride": (1, 1), "padding": (1, 2), "dilation": (1, 2)}


class Sm90ShiftedConv2dFpropKernel(Sm80Conv2dFpropKernel):
    """Conv2d fprop at stride 1 with TMA boxes shifted per filter tap, on warpgroup MMAs (sm_90a); the
    strided instances are `Sm90StridedShiftedConv2dFpropKernel`'s."""

    sm = 90
    family = "conv2d_fprop_tma_sm90"
    program = Sm90ShiftedConv2dFprop
    instances = SHIFTED_INSTANCES

    example = (EXAMPLE_NHWC, EXAMPLE_KRSC, EXAMPLE_CONV)
    fixed_stride = (1, 1)

    @property
    def variant(self) -> str:  # type: ignore[override]
        """"tma<P>x<Q>" (the output rectangle a CTA computes), "tma<images>x<P>x<Q>" where it spans images,
        "_stride<s>" where it is compiled for stride s > 1: what tells the instances apart."""
        cfg = self.config
        box = "x".join(map(str, ((cfg.tile_images,) if cfg.tile_images > 1 else ()) + (cfg.tile_p, cfg.tile_q)))
        return f"tma{box}" + (f"_stride{cfg.stride}" if cfg.stride > 1 else "")


# Stride-2 instances, for ResNet-style downsampling: an 8 x 8 box (conv5_x's 7 x 7 outputs fill 49 of its
# 64 pixels) on one warpgroup by 256 channels (the fastest at conv5_x on the H100, 64 CTAs) and by 128
# (128 CTAs), and two images' 8 x 8 by 128 (two consumer warpgroups).
STRIDED_INSTANCES: tuple[tuple[str, Sm90ShiftedConvConfig], ...] = (
    ("f16", Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=256, stride=2)),
    ("f16", Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=128, stride=2)),
    ("f16", Sm90ShiftedConvConfig(tile_q=8, tile_p=8, tile_n=128, tile_images=2, stride=2)),
)

# The strided example: a 29 x 30 image to 15 x 15 outputs (ragged against 8 x 8 boxes; an odd height),
# C = 128 (two channel blocks per column phase), K = 72 (a ragged channel tile); columns at dilation 2
# and padding 2 read only the even column phase, rows at dilation 1 and padding 1 both.
STRIDED_EXAMPLE_NHWC = (2, 29, 30, 128)
STRIDED_EXAMPLE_KRSC = (72, 3, 3, 128)
STRIDED_EXAMPLE_CONV = {"stride": (2, 2), "padding": (1, 2), "dilation": (1, 2)}


class Sm90StridedShiftedConv2dFpropKernel(Sm90ShiftedConv2dFpropKernel):
    """Conv2d fprop at stride 2 with shifted TMA boxes (sm_90a): a tap's columns are a box of the image
    seen with column pairs as pixels of 2·C channels, its rows every other row of a box twice as tall;
    W even, C a multiple of 64."""

    instances = STRIDED_INSTANCES
    example = (STRIDED_EXAMPLE_NHWC, STRIDED_EXAMPLE_KRSC, STRIDED_EXAMPLE_CONV)
    fixed_stride = (2, 2)
    activation_multiple = (1, 2, TILE_K)
