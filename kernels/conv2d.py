"""Conv2d forward propagation (fprop) as an implicit GEMM on SM80 tensor cores (runs on sm_80+).

out[n, p, q, k] = sum over (r, s, c) of activation[n, p·sh + r·dh - ph, q·sw + s·dw - pw, c] · filter[k, r, s, c]

is the GEMM out (M, N) = A (M, K) @ B (K, N) with M = N·P·Q output pixels, N = K output channels and
K = R·S·C filter taps. B is the KRSC filter read as a K-major matrix (K, R·S·C) and out the NPQK output
read as (N·P·Q, K), both without a copy. A is im2col, never materialised: the NHWC activation seen
through the layout ((N, P, Q), (C, S, R)) : ((H·W·C, sh·W·C, sw·C), (1, dw·C, dh·W·C)) offset by
-(ph·W·C + pw·C). Each thread evaluates that layout at the coordinates of its 16-byte vectors (one
vector = 8 channels of one tap, so C must be a multiple of 8) and loads them with cp.async; a vector
whose row falls into the padding (h or w outside the image), past M or past K is written as zeros
instead, which is what padding means.

Why this shape: the mainloop is the SM80 GEMM's (kernels/gemm_sm80.py: swizzled shared memory, a
cp.async multistage pipeline, ldmatrix, mma.sync, the same tiled MMA and epilogue); only the
global→shared loads differ, since which im2col rows are in the image depends on the filter tap, so the
predicate is computed per k-tile rather than once.

Takes: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K), all contiguous, one dtype
(f16 or bf16), C and K multiples of 8, P and Q what stride, padding and dilation give; element
offsets within 2^31.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute
import cutlass.utils as utils

from cute_ir.kernels._gemm_operands import VECTOR_ELEMENTS
from cute_ir.kernels._gemm_raster import grouped_tile_coord
from cute_ir.problems import Conv2dArguments
from cute_ir.kernels.gemm_sm80 import (
    COPY_BITS,
    MMA_INSTRUCTION_MNK,
    RASTER_GROUP,
    Sm80GemmConfig,
    _gmem_to_smem_copy,
    _swizzled_smem_layout,
)
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView, row_major_strides
from cute_ir.registry.status import Status

INT32_LIMIT = 2**31


class Sm80Conv2dFprop:
    """One configuration of the implicit-GEMM fprop; call it (through cute.compile) with the tensors
    and the six convolution parameters (run-time values: one artifact serves every stride/padding)."""

    def __init__(self, config: Sm80GemmConfig) -> None:
        config.validate()
        self.config = config

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
        dtype = activation.element_type
        sA_layout = _swizzled_smem_layout(dtype, True, cfg.tile_m, cfg.tile_k, cfg.stages)
        sB_layout = _swizzled_smem_layout(dtype, True, cfg.tile_n, cfg.tile_k, cfg.stages)
        copy_A = _gmem_to_smem_copy(dtype, True, cfg.tile_m, cfg.tile_k, cfg.threads)
        copy_B = _gmem_to_smem_copy(dtype, True, cfg.tile_n, cfg.tile_k, cfg.threads)
        mma_m, mma_n, mma_k = MMA_INSTRUCTION_MNK
        tiled_mma = cute.make_tiled_mma(
            cute.nvgpu.warp.MmaF16BF16Op(dtype, cutlass.Float32, MMA_INSTRUCTION_MNK),
            (cfg.warps_m, cfg.warps_n, 1),
            permutation_mnk=(cfg.warps_m * mma_m, cfg.warps_n * mma_n * 2, mma_k),
        )
        ldmatrix = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4), dtype)
        vector_copy = cute.make_copy_atom(
            cute.nvgpu.cpasync.CopyG2SOp(cache_mode=cute.nvgpu.cpasync.LoadCacheMode.GLOBAL),
            dtype,
            num_bits_per_copy=COPY_BITS,
        )
        smem_bytes = cute.size_in_bytes(dtype, sA_layout) + cute.size_in_bytes(dtype, sB_layout)
        pixels = cute.size(out, mode=[0]) * cute.size(out, mode=[1]) * cute.size(out, mode=[2])
        channels_out = cute.size(out, mode=[3])
        tiles = cute.ceil_div(pixels, cfg.tile_m) * cute.ceil_div(channels_out, cfg.tile_n)
        self.kernel(
            activation, filter_, out, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w,
            sA_layout, sB_layout, copy_A, copy_B, vector_copy, tiled_mma, ldmatrix,
        ).launch(grid=[tiles, 1, 1], block=[cfg.threads, 1, 1], smem=smem_bytes, stream=stream)

    @cute.kernel
    def kernel(
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
        sA_layout: cute.ComposedLayout,
        sB_layout: cute.ComposedLayout,
        copy_A: cute.TiledCopy,
        copy_B: cute.TiledCopy,
        vector_copy: cute.CopyAtom,
        tiled_mma: cute.TiledMma,
        ldmatrix: cute.CopyAtom,
    ):
        cfg = self.config
        tidx, _, _ = cute.arch.thread_idx()
        linear_tile, _, _ = cute.arch.block_idx()
        batch, height, width, channels = activation.layout.shape
        channels_out, taps_r, taps_s, _ = filter_.layout.shape
        _, out_p, out_q, _ = out.layout.shape
        M = batch * out_p * out_q
        N = channels_out
        K = taps_r * taps_s * channels
        tiles_m = cute.ceil_div(M, cfg.tile_m)
        tiles_n = cute.ceil_div(N, cfg.tile_n)
        tile_m, tile_n = grouped_tile_coord(linear_tile, tiles_m, tiles_n, RASTER_GROUP)

        # im2col as a layout: the activation at GEMM coordinates ((n, p, q), (c, s, r)), before padding;
        # its row mode (an output pixel) and column mode (a filter tap and channel) are evaluated apart.
        # (Strides from the extents: `supports` has checked that every tensor is contiguous, and a torch
        # dim of extent 1 may carry any stride.)
        pixel_stride = channels
        row_stride = width * channels
        im2col = (
            cute.make_layout((batch, out_p, out_q), stride=(height * row_stride, stride_h * row_stride, stride_w * pixel_stride)),
            cute.make_layout((channels, taps_s, taps_r), stride=(1, dilation_w * pixel_stride, dilation_h * row_stride)),
        )
        padding_offset = pad_h * row_stride + pad_w * pixel_stride
        # The output as the GEMM's (M, N) row-major matrix, and this CTA's tile of it.
        mC = cute.make_tensor(
            out.iterator,
            cute.make_layout((M, N), stride=(_vector_multiple(N), 1)),
        )
        gC = cute.local_tile(mC, (cfg.tile_m, cfg.tile_n), (tile_m, tile_n))
        cC = cute.local_tile(cute.make_identity_tensor((M, N)), (cfg.tile_m, cfg.tile_n), (tile_m, tile_n))

        smem = utils.SmemAllocator()
        sA = smem.allocate_tensor(activation.element_type, sA_layout, 16)
        sB = smem.allocate_tensor(filter_.element_type, sB_layout, 16)
        thr_copy_A = copy_A.get_slice(tidx)
        thr_copy_B = copy_B.get_slice(tidx)
        tAsA = thr_copy_A.partition_D(sA)  # ((vector, rest_v), copies_m, copies_k, stages)
        tBsB = thr_copy_B.partition_D(sB)
        tAcA = thr_copy_A.partition_S(cute.make_identity_tensor((cfg.tile_m, cfg.tile_k)))
        tBcB = thr_copy_B.partition_S(cute.make_identity_tensor((cfg.tile_n, cfg.tile_k)))

        # Per A row (output pixel) of this thread: where its im2col row starts (the row mode of the
        # layout, padding included), the top-left input pixel it sees before the filter tap moves it,
        # and whether it is a pixel at all. Fixed for every k-tile.
        rest_v = tAsA.shape[0][1]
        copies_m = cute.size(tAsA, mode=[1])
        pixel_offset = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_m)), cutlass.Int32)
        pixel_origin = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_m, 2)), cutlass.Int32)
        pixel_valid = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_m)), cutlass.Boolean)
        for v in cutlass.range_constexpr(rest_v):
            for i in cutlass.range_constexpr(copies_m):
                row = tile_m * cfg.tile_m + tAcA[(0, v), i, 0][0]
                n = row // (out_p * out_q)
                pq = row - n * (out_p * out_q)
                p = pq // out_q
                q = pq - p * out_q
                pixel_offset[v, i] = cute.crd2idx((n, p, q), im2col[0]) - padding_offset
                pixel_origin[v, i, 0] = p * stride_h - pad_h
                pixel_origin[v, i, 1] = q * stride_w - pad_w
                pixel_valid[v, i] = row < M

        k_tiles = cute.ceil_div(K, cfg.tile_k)
        geometry = (height, width, channels, taps_s, dilation_h, dilation_w, K)
        for stage in cutlass.range_constexpr(cfg.stages - 1):
            if stage < k_tiles:
                self.load_activation(activation, im2col[1], geometry, pixel_offset, pixel_origin, pixel_valid, tAcA, tAsA, vector_copy, stage, stage)
                self.load_filter(filter_, N, K, tile_n, tBcB, tBsB, vector_copy, stage, stage)
            cute.arch.cp_async_commit_group()

        thr_mma = tiled_mma.get_slice(tidx)
        tCsA = thr_mma.partition_A(sA)
        tCsB = thr_mma.partition_B(sB)
        tCrA = tiled_mma.make_fragment_A(tCsA[None, None, None, 0])
        tCrB = tiled_mma.make_fragment_B(tCsB[None, None, None, 0])
        tCgC = thr_mma.partition_C(gC)
        accumulators = tiled_mma.make_fragment_C(tCgC)
        accumulators.fill(0.0)
        tiled_ldsm_A = cute.make_tiled_copy_A(ldmatrix, tiled_mma)
        tiled_ldsm_B = cute.make_tiled_copy_B(ldmatrix, tiled_mma)
        ldsm_A = tiled_ldsm_A.get_slice(tidx)
        ldsm_B = tiled_ldsm_B.get_slice(tidx)
        ldsm_sA = ldsm_A.partition_S(sA)
        ldsm_rA = ldsm_A.retile(tCrA)
        ldsm_sB = ldsm_B.partition_S(sB)
        ldsm_rB = ldsm_B.retile(tCrB)
        k_blocks = cute.size(tCrA, mode=[2])

        # The SM80 GEMM's two interleaved pipelines (see gemm_sm80.py), with the im2col loads.
        read_stage = cutlass.Int32(0)
        write_stage = cutlass.Int32(cfg.stages - 1)
        cute.arch.cp_async_wait_group(cfg.stages - 2)
        cute.arch.sync_threads()
        cute.copy(tiled_ldsm_A, ldsm_sA[None, None, 0, read_stage], ldsm_rA[None, None, 0])
        cute.copy(tiled_ldsm_B, ldsm_sB[None, None, 0, read_stage], ldsm_rB[None, None, 0])
        for k_tile in range(k_tiles):
            for k_block in cutlass.range_constexpr(k_blocks):
                if k_block == k_blocks - 1:
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
                        self.load_activation(activation, im2col[1], geometry, pixel_offset, pixel_origin, pixel_valid, tAcA, tAsA, vector_copy, next_tile, write_stage)
                        self.load_filter(filter_, N, K, tile_n, tBcB, tBsB, vector_copy, next_tile, write_stage)
                    cute.arch.cp_async_commit_group()
                cute.gemm(tiled_mma, accumulators, tCrA[None, None, k_block], tCrB[None, None, k_block], accumulators)
        cute.arch.cp_async_wait_group(0)

        result = cute.make_fragment_like(accumulators, out.element_type)
        result.store(accumulators.load().to(out.element_type))
        if (tile_m + 1) * cfg.tile_m <= M and (tile_n + 1) * cfg.tile_n <= N:
            cute.autovec_copy(result, tCgC)
        else:
            tCcC = thr_mma.partition_C(cC)
            for i in cutlass.range_constexpr(cute.size(result)):
                coord = tCcC[i]
                if cute.elem_less(coord[0], M) and cute.elem_less(coord[1], N):
                    tCgC[i] = result[i]

    @cute.jit
    def load_activation(
        self,
        activation: cute.Tensor,
        im2col_taps: cute.Layout,
        geometry: tuple,
        pixel_offset: cute.Tensor,
        pixel_origin: cute.Tensor,
        pixel_valid: cute.Tensor,
        tAcA: cute.Tensor,
        tAsA: cute.Tensor,
        vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32,
        stage: cutlass.Int32,
    ):
        """This thread's vectors of im2col k-tile `k_tile` into shared-memory stage `stage`; a vector
        in the padding, past the last pixel or past the last tap is written as zeros."""
        height, width, channels, taps_s, dilation_h, dilation_w, K = geometry
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tAsA, mode=[2])):
                k = k_tile * self.config.tile_k + tAcA[(0, v), 0, j][1]
                tap = k // channels
                c = k - tap * channels
                r = tap // taps_s
                s = tap - r * taps_s
                tap_offset = cute.crd2idx((c, s, r), im2col_taps)
                for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                    h = pixel_origin[v, i, 0] + r * dilation_h
                    w = pixel_origin[v, i, 1] + s * dilation_w
                    destination = tAsA[(None, v), i, j, stage]
                    inside = pixel_valid[v, i] and k < K and h >= 0 and h < height and w >= 0 and w < width
                    if inside:
                        offset = pixel_offset[v, i] + tap_offset
                        source = cute.make_tensor(
                            (activation.iterator + offset).align(16), cute.make_layout(destination.shape)
                        )
                        cute.copy(vector_copy, source, destination)
                    else:
                        destination.fill(0)

    @cute.jit
    def load_filter(
        self,
        filter_: cute.Tensor,
        N: cutlass.Int32,
        K: cutlass.Int32,
        tile_n: cutlass.Int32,
        tBcB: cute.Tensor,
        tBsB: cute.Tensor,
        vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32,
        stage: cutlass.Int32,
    ):
        """This thread's vectors of the filter's k-tile (rows: output channels; K = r·S·C + s·C + c
        is contiguous in KRSC) into stage `stage`; past N or K, zeros."""
        row_stride = _vector_multiple(K)  # KRSC, contiguous: rows R·S·C apart
        for v in cutlass.range_constexpr(cute.size(tBsB.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tBsB, mode=[2])):
                k = k_tile * self.config.tile_k + tBcB[(0, v), 0, j][1]
                for i in cutlass.range_constexpr(cute.size(tBsB, mode=[1])):
                    row = tile_n * self.config.tile_n + tBcB[(0, v), i, j][0]
                    destination = tBsB[(None, v), i, j, stage]
                    if row < N and k < K:
                        source = cute.make_tensor(
                            (filter_.iterator + row * row_stride + k).align(16), cute.make_layout(destination.shape)
                        )
                        cute.copy(vector_copy, source, destination)
                    else:
                        destination.fill(0)


def _vector_multiple(extent: Any) -> Any:
    """Tell the compiler what `supports` has checked: `extent` is a multiple of 8 elements (so rows start
    16-byte aligned). A static extent (DSL 4.5 keeps some extents static) needs no telling."""
    return extent if isinstance(extent, int) else cute.assume(extent, divby=VECTOR_ELEMENTS)


# (dtype, config): a 128x128 CTA for either dtype, and a 64-wide-N one for layers of 64 output channels
# (ResNet-50's conv2_x: a 128-wide tile would compute half zeros; measured 1.58x faster there, H100).
INSTANCES: tuple[tuple[str, Sm80GemmConfig], ...] = (
    ("f16", Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)),
    ("f16", Sm80GemmConfig(128, 64, 64, stages=3, warps_m=2, warps_n=2)),
    ("bf16", Sm80GemmConfig(128, 128, 32, stages=4, warps_m=2, warps_n=2)),
)

# The family's ragged example: N·P·Q = 2·15·15 = 450 (not a multiple of 128), C = 24 (8, not 64),
# K = 72; stride 2, padding 1, dilation 1 (a ResNet downsampling 3x3, shrunk).
EXAMPLE_NHWC = (2, 29, 29, 24)
EXAMPLE_KRSC = (72, 3, 3, 24)
EXAMPLE_CONV = {"stride": (2, 2), "padding": (1, 1), "dilation": (1, 1)}


class Sm80Conv2dFpropKernel(Kernel):
    """Conv2d fprop, NHWC activation * KRSC filter = NPQK output, as an implicit GEMM (sm_80+).

    Takes: f16 or bf16 tensors of one dtype, all contiguous; C and K multiples of 8; any N, H, W, R, S,
    stride >= 1, padding >= 0, dilation >= 1 whose output P x Q is the out tensor's. fp32 accumulation.
    """

    arguments_type = Conv2dArguments
    family = "conv2d_fprop_sm80"

    def __init__(self, dtype: str, config: Sm80GemmConfig) -> None:
        config.validate()
        self.config = config
        self.dtype = dtype
        tile = (config.tile_m, config.tile_n, config.tile_k)
        operand = OperandMetadata(dtype, rank=4, leading_dim=3, alignment=VECTOR_ELEMENTS)
        super().__init__(
            KernelMetadata(
                kernel_name=f"conv2d_fprop_sm80_nhwc_{dtype}_{'x'.join(map(str, tile))}_s{config.stages}",
                kernel_class=type(self).__name__,
                min_cc=80,
                operands={"activation": operand, "filter": operand, "out": operand},
                design=DesignMetadata(tile_shape=tile, threads=config.threads, stages=config.stages, vector_bits=COPY_BITS),
                epilogue="acc",
                family=self.family,
                layout="nhwc",
                tags={"stages": str(config.stages), "conv": "fprop", "gemm": "implicit", "channel_multiple": "8"},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        return cls._keep([cls(*instance) for instance in INSTANCES], metadata_filter, epilogue_args, cc)

    def example_arguments(self) -> Conv2dArguments:
        n, h, w, c = EXAMPLE_NHWC
        k, r, s, _ = EXAMPLE_KRSC
        p, q = Conv2dArguments.output_size((h, w), (r, s), **EXAMPLE_CONV)
        return Conv2dArguments(
            activation=OperandSpec(self.dtype, EXAMPLE_NHWC),
            filter=OperandSpec(self.dtype, EXAMPLE_KRSC),
            out=OperandSpec(self.dtype, (n, p, q, k)),
            **EXAMPLE_CONV,
        )

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        assert isinstance(args, Conv2dArguments)
        problem = args.problem_error()
        if problem:
            return Status.fail(problem)
        (n, h, w, c), (k, r, s, cf), out = views["activation"].shape, views["filter"].shape, views["out"].shape
        if cf != c:
            return Status.fail(f"filter (K, R, S, C) = {views['filter'].shape} has C = {cf}, the activation has C = {c}")
        p, q = args.output_size((h, w), (r, s), args.stride, args.padding, args.dilation)
        if p < 1 or q < 1:
            return Status.fail(f"the filter ({r}x{s}, dilation {args.dilation}) does not fit the padded {h}x{w} image")
        if out != (n, p, q, k):
            return Status.fail(f"out is {out}, expected (N, P, Q, K) = {(n, p, q, k)} for stride {args.stride}, "
                               f"padding {args.padding}, dilation {args.dilation}")
        for name, view in views.items():
            if any(step != expected for step, expected, extent in zip(view.stride, row_major_strides(view.shape), view.shape)
                   if extent > 1):
                return Status.fail(f"operand {name!r}: must be contiguous, strides are {view.stride}")
            size = 1
            for extent in view.shape:
                size *= extent
            if size >= INT32_LIMIT:
                return Status.fail(f"operand {name!r} holds {size} elements: this kernel addresses with 32-bit offsets")
        return Status.success()

    def jit_function(self) -> Any:
        return Sm80Conv2dFprop(self.config)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        assert isinstance(args, Conv2dArguments)
        (stride_h, stride_w), (pad_h, pad_w), (dil_h, dil_w) = args.stride, args.padding, args.dilation
        return (tensors["activation"], tensors["filter"], tensors["out"],
                cutlass.Int32(stride_h), cutlass.Int32(stride_w), cutlass.Int32(pad_h), cutlass.Int32(pad_w),
                cutlass.Int32(dil_h), cutlass.Int32(dil_w), stream)
