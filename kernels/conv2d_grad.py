"""Conv2d's backward passes as implicit GEMMs on SM80 tensor cores (run on sm_80+), the pipeline of the
fprop's (kernels/_implicit_gemm.py); only where each operand vector comes from differs.

dgrad, the gradient of the input (NHWC), from the output's gradient dY (NPQK) and the filter (KRSC):

    dX[n, h, w, c] = sum over (r, s, k) of dY[n, p, q, k] · W[k, r, s, c]
                     where p·sh - ph + r·dh = h and q·sw - pw + s·dw = w

is the GEMM dX (M = N·H·W, N = C) = A (M, K·R·S) @ B (K·R·S, C). A gathers dY: row (n, h, w), column
(r, s, k) reads dY at p = (h + ph - r·dh) / sh, q likewise, 8 output channels per 16-byte vector. B is
the filter read as (C, K·R·S) with C contiguous (an N-major operand, 8 input channels per vector). Two
designs: `Sm80Conv2dDgrad` predicates: a vector whose p or q is not an integer (stride > 1: the tap
does not land on the stride grid), or falls outside the P x Q output, is written as zeros (one kernel
for every stride, but at stride s it multiplies zeros (s² - 1)/s² of the time). `Sm80Conv2dStridedDgrad`
is CUTLASS's strided dgrad: one dense GEMM per stride phase (h mod sh, w mod sw) over only the taps that
land on it, its result a phase image in a workspace that a second kernel moves into dX (measured
1.65-1.76x the predicated one at ResNet-50's 3x3/2 on an H100, slower at stride 1: docs/results/gemm-notes.md).

wgrad, the gradient of the filter (KRSC), from dY and the activation X:

    dW[k, r, s, c] = sum over (n, p, q) of dY[n, p, q, k] · X[n, p·sh - ph + r·dh, q·sw - pw + s·dw, c]

is the GEMM dW (M = K, N = R·S·C) = A (K, N·P·Q) @ B (N·P·Q, R·S·C), A being dY read transposed
(M-major: 8 output channels per vector) and B im2col of X transposed (N-major: 8 input channels of one
tap per vector, zeros in the padding). The reduction N·P·Q is huge while K x R·S·C is a few tiles
(ResNet-50's conv2_x 3x3: 64 x 576 = 5 tiles of 128x128 for 132 SMs, over 100352 pixels at batch 32),
so it is split: `splits` CTAs per output tile each reduce a run of k-tiles into an fp32 workspace
(splits, K, R·S·C), and a second kernel sums the slices in order and rounds to dW's dtype (parallel
split-K, as kernels/gemm_splitk.py; the slice count is a run-time value chosen from the problem).

Takes: what the fprop takes (f16 or bf16, one dtype, contiguous NHWC/KRSC/NPQK, C and K multiples of
8, any stride, padding, dilation), the operand to compute being the one `Conv2dArguments.conv_kind` names.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems import Conv2dArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.dtypes import itemsize
from cute_ir.registry.operands import OperandSpec, OperandView, describe
from cute_ir.registry.status import Status
from ._gemm_operands import VECTOR_ELEMENTS
from ._gemm_raster import grouped_tile_coord
from ._implicit_gemm import Sm80ImplicitGemm, copy_vector_or_zeros, vector_multiple
from .conv2d import INT32_LIMIT, Sm80Conv2dKernel, Sm80Conv2dTiles, pixel_of, row_registers, tap_of
from .gemm_sm80 import RASTER_GROUP, Sm80GemmConfig

REDUCTION_THREADS = 256
# wgrad's slices: enough CTAs for two per SM of an H100 (132), each slice at least this many k-tiles
WGRAD_TARGET_CTAS = 264
WGRAD_MIN_TILES_PER_SPLIT = 8


class Sm80Conv2dDgrad(Sm80Conv2dTiles):
    """One configuration of the implicit-GEMM dgrad; called with dX (the activation operand, written),
    the filter, dY (the out operand) and the six convolution parameters (run-time values)."""

    b_k_major = False  # the filter's vectors run along C, the GEMM's N

    def gemm_extents(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> tuple[Any, Any, Any]:
        """M = N·H·W input pixels, N = C input channels, K = R·S·K filter taps of the output channels."""
        channels_out, taps_r, taps_s, channels = filter_.layout.shape
        batch, height, width, _ = activation.layout.shape
        return batch * height * width, channels, taps_r * taps_s * channels_out

    def written(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> cute.Tensor:
        return activation

    @cute.jit
    def prepare(
        self, problem: tuple, tile_m: cutlass.Int32, tile_n: cutlass.Int32, tAcA: cute.Tensor, tAsA: cute.Tensor,
        tBcB: cute.Tensor, tBsB: cute.Tensor,
    ):
        """Per A row (input pixel) of this thread, fixed for every k-tile: where its image's dY starts,
        its padded position (h + ph, w + pw), and whether it is a pixel at all."""
        cfg = self.config
        grad_activation, _, grad_out, _, _, pad_h, pad_w, _, _ = problem
        batch, height, width, _ = grad_activation.layout.shape
        _, out_p, out_q, channels_out = grad_out.layout.shape
        M = batch * height * width
        image_offset, padded_pixel, pixel_valid = row_registers(tAsA)
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                row = tile_m * cfg.tile_m + tAcA[(0, v), i, 0][0]
                n, h, w = pixel_of(row, height, width)
                image_offset[v, i] = n * (out_p * out_q * channels_out)
                padded_pixel[v, i, 0] = h + pad_h
                padded_pixel[v, i, 1] = w + pad_w
                pixel_valid[v, i] = row < M
        return image_offset, padded_pixel, pixel_valid, tile_n

    @cute.jit
    def load_a(
        self, problem: tuple, fixed: tuple, tAcA: cute.Tensor, tAsA: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of dY for k-tile `k_tile` (column (r, s, k): tap r·S + s, output channel
        k); zeros where the tap does not land on an output pixel (off the stride grid, or outside P x Q)."""
        _, filter_, grad_out, stride_h, stride_w, _, _, dilation_h, dilation_w = problem
        image_offset, padded_pixel, pixel_valid, _ = fixed
        _, out_p, out_q, channels_out = grad_out.layout.shape
        _, taps_r, taps_s, _ = filter_.layout.shape
        K = taps_r * taps_s * channels_out
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tAsA, mode=[2])):
                column = k_tile * self.config.tile_k + tAcA[(0, v), 0, j][1]
                r, s, k = tap_of(column, channels_out, taps_s)
                for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                    stretched_p = padded_pixel[v, i, 0] - r * dilation_h  # = p · stride_h if the tap lands
                    stretched_q = padded_pixel[v, i, 1] - s * dilation_w
                    p = stretched_p // stride_h
                    q = stretched_q // stride_w
                    lands = cutlass.and_(  # not `and`: copy_vector_or_zeros
                        pixel_valid[v, i], column < K, stretched_p >= 0, stretched_q >= 0,
                        p * stride_h == stretched_p, q * stride_w == stretched_q, p < out_p, q < out_q,
                    )
                    offset = image_offset[v, i] + (p * out_q + q) * channels_out + k
                    copy_vector_or_zeros(grad_out, offset, lands, tAsA[(None, v), i, j, stage], vector_copy)

    @cute.jit
    def load_b(
        self, problem: tuple, fixed: tuple, tBcB: cute.Tensor, tBsB: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of the filter as (C, K·R·S): row c, column (r, s, k) is W[k, r, s, c]
        and its 8 channels are contiguous in KRSC; past C or K·R·S, zeros."""
        filter_ = problem[1]
        tile_n = fixed[3]
        channels_out, taps_r, taps_s, channels = filter_.layout.shape
        K = taps_r * taps_s * channels_out
        for v in cutlass.range_constexpr(cute.size(tBsB.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tBsB, mode=[2])):
                column = k_tile * self.config.tile_k + tBcB[(0, v), 0, j][1]
                tap = column // channels_out
                k = column - tap * channels_out
                column_offset = (k * (taps_r * taps_s) + tap) * vector_multiple(channels)
                for i in cutlass.range_constexpr(cute.size(tBsB, mode=[1])):
                    c = tile_n * self.config.tile_n + tBcB[(0, v), i, j][0]
                    copy_vector_or_zeros(filter_, column_offset + c, c < channels and column < K, tBsB[(None, v), i, j, stage], vector_copy)


class Sm80Conv2dStridedDgrad(Sm80ImplicitGemm):
    """One configuration of the dgrad decomposed by stride phase: each (h mod sh, w mod sw) phase of
    dX is a dense GEMM over only the filter taps that land on it, written as a phase image into the
    workspace (sh·sw, N·⌈H/sh⌉·⌈W/sw⌉, C); a second kernel moves the phase images' pixels into dX.
    Called with dX (written), the filter, dY, the workspace and the six convolution parameters."""

    b_k_major = False  # the filter's vectors run along C, the GEMM's N

    @cute.jit
    def __call__(
        self,
        activation: cute.Tensor,
        filter_: cute.Tensor,
        out: cute.Tensor,
        workspace: cute.Tensor,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
        stream: Any,
    ):
        """activation (N, H, W, C) written, filter (K, R, S, C) and out (N, P, Q, K) read."""
        phases, phase_pixels, channels = workspace.layout.shape
        tiles = cute.ceil_div(phase_pixels, self.config.tile_m) * cute.ceil_div(channels, self.config.tile_n)
        self.kernel(
            activation, filter_, out, workspace, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w
        ).launch(
            grid=[tiles, 1, phases], block=[self.config.threads, 1, 1],
            smem=self.shared_memory_bytes(activation.element_type), stream=stream,
        )
        vectors = cute.size(activation) // VECTOR_ELEMENTS
        self.scatter_phases(workspace, activation, filter_, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w).launch(
            grid=[cute.ceil_div(vectors, REDUCTION_THREADS), 1, 1], block=[REDUCTION_THREADS, 1, 1], stream=stream
        )

    @cute.kernel
    def kernel(
        self,
        activation: cute.Tensor,
        filter_: cute.Tensor,
        out: cute.Tensor,
        workspace: cute.Tensor,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
    ):
        cfg = self.config
        linear_tile, _, phase = cute.arch.block_idx()
        _, phase_pixels, channels = workspace.layout.shape
        _, taps_r, taps_s, _ = filter_.layout.shape
        channels_out = out.layout.shape[3]
        residue_h = phase // stride_w
        taps_h = landing_taps(residue_h, pad_h, stride_h, dilation_h, taps_r)
        taps_w = landing_taps(phase - residue_h * stride_w, pad_w, stride_w, dilation_w, taps_s)
        K = taps_h[2] * taps_w[2] * channels_out
        tile_m, tile_n = grouped_tile_coord(
            linear_tile, cute.ceil_div(phase_pixels, cfg.tile_m), cute.ceil_div(channels, cfg.tile_n), RASTER_GROUP
        )
        # This phase's image as the GEMM's (M, N) row-major matrix: pixel (n, y, x) is dX[n, y·sh + h mod sh, ...].
        row_stride = vector_multiple(channels)
        mC = cute.make_tensor(
            workspace.iterator + phase * (phase_pixels * row_stride), cute.make_layout((phase_pixels, channels), stride=(row_stride, 1))
        )
        problem = (activation, filter_, out, stride_h, stride_w, taps_h, taps_w)
        if K > 0:  # a phase no tap lands on is zeros, written by `scatter_phases` without reading this image
            self.implicit_gemm(problem, mC, tile_m, tile_n, cutlass.Int32(0), cute.ceil_div(K, cfg.tile_k))

    @cute.jit
    def prepare(
        self, problem: tuple, tile_m: cutlass.Int32, tile_n: cutlass.Int32, tAcA: cute.Tensor, tAsA: cute.Tensor,
        tBcB: cute.Tensor, tBsB: cute.Tensor,
    ):
        """Per A row (pixel (n, y, x) of the phase image) of this thread, fixed for every k-tile: where
        its image's dY starts, the dY pixel its phase's first landing tap reads (y + p0, x + q0), and
        whether it is a row at all (pixels past H or W of a phase with fewer rows are computed, never moved)."""
        cfg = self.config
        grad_activation, _, grad_out, stride_h, stride_w, taps_h, taps_w = problem
        batch, height, width, _ = grad_activation.layout.shape
        _, out_p, out_q, channels_out = grad_out.layout.shape
        phase_height = (height + stride_h - 1) // stride_h
        phase_width = (width + stride_w - 1) // stride_w
        M = batch * phase_height * phase_width
        image_offset, first_pixel, pixel_valid = row_registers(tAsA)
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                row = tile_m * cfg.tile_m + tAcA[(0, v), i, 0][0]
                n, y, x = pixel_of(row, phase_height, phase_width)
                image_offset[v, i] = n * (out_p * out_q * channels_out)
                first_pixel[v, i, 0] = y + taps_h[3]
                first_pixel[v, i, 1] = x + taps_w[3]
                pixel_valid[v, i] = row < M
        return image_offset, first_pixel, pixel_valid, tile_n

    @cute.jit
    def load_a(
        self, problem: tuple, fixed: tuple, tAcA: cute.Tensor, tAsA: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of dY for k-tile `k_tile`: column (tr, ts, k) is the tr-th landing tap
        row, the ts-th landing tap column and output channel k, and reads dY at (y + p0 - tr·step_p,
        x + q0 - ts·step_q); zeros outside P x Q (every tap here lands on the stride grid)."""
        _, _, grad_out, _, _, taps_h, taps_w = problem
        image_offset, first_pixel, pixel_valid, _ = fixed
        _, out_p, out_q, channels_out = grad_out.layout.shape
        K = taps_h[2] * taps_w[2] * channels_out
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tAsA, mode=[2])):
                column = k_tile * self.config.tile_k + tAcA[(0, v), 0, j][1]
                tap_row, tap_column, k = tap_of(column, channels_out, taps_w[2])
                for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                    p = first_pixel[v, i, 0] - tap_row * taps_h[4]
                    q = first_pixel[v, i, 1] - tap_column * taps_w[4]
                    lands = cutlass.and_(pixel_valid[v, i], column < K, p >= 0, q >= 0, p < out_p, q < out_q)  # not `and`: copy_vector_or_zeros
                    offset = image_offset[v, i] + (p * out_q + q) * channels_out + k
                    copy_vector_or_zeros(grad_out, offset, lands, tAsA[(None, v), i, j, stage], vector_copy)

    @cute.jit
    def load_b(
        self, problem: tuple, fixed: tuple, tBcB: cute.Tensor, tBsB: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of the phase's filter as (C, K·R'·S'): row c, column (tr, ts, k) is
        W[k, r0 + tr·period_r, s0 + ts·period_s, c]; past C or the phase's K, zeros."""
        _, filter_, _, _, _, taps_h, taps_w = problem
        tile_n = fixed[3]
        channels_out, taps_r, taps_s, channels = filter_.layout.shape
        K = taps_h[2] * taps_w[2] * channels_out
        for v in cutlass.range_constexpr(cute.size(tBsB.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tBsB, mode=[2])):
                column = k_tile * self.config.tile_k + tBcB[(0, v), 0, j][1]
                tap_row, tap_column, k = tap_of(column, channels_out, taps_w[2])
                r = taps_h[0] + tap_row * taps_h[1]
                s = taps_w[0] + tap_column * taps_w[1]
                column_offset = (k * (taps_r * taps_s) + r * taps_s + s) * vector_multiple(channels)
                for i in cutlass.range_constexpr(cute.size(tBsB, mode=[1])):
                    c = tile_n * self.config.tile_n + tBcB[(0, v), i, j][0]
                    copy_vector_or_zeros(filter_, column_offset + c, c < channels and column < K, tBsB[(None, v), i, j, stage], vector_copy)

    @cute.kernel
    def scatter_phases(
        self,
        workspace: cute.Tensor,
        grad_activation: cute.Tensor,
        filter_: cute.Tensor,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
    ):
        """dX[n, h, w, :] = pixel (n, h // sh, w // sw) of phase image (h mod sh, w mod sw), or zeros
        where no tap lands on that phase (its image was never computed); one thread per 16-byte vector."""
        tidx, _, _ = cute.arch.thread_idx()
        bidx, _, _ = cute.arch.block_idx()
        batch, height, width, channels = grad_activation.layout.shape
        _, taps_r, taps_s, _ = filter_.layout.shape
        phase_pixels = workspace.layout.shape[1]
        phase_height = (height + stride_h - 1) // stride_h
        phase_width = (width + stride_w - 1) // stride_w
        row_vectors = channels // VECTOR_ELEMENTS
        vector = bidx * REDUCTION_THREADS + tidx
        if vector < batch * height * width * row_vectors:
            pixel = vector // row_vectors
            c = (vector - pixel * row_vectors) * VECTOR_ELEMENTS
            n, h, w = pixel_of(pixel, height, width)
            y = h // stride_h
            x = w // stride_w
            residue_h = h - y * stride_h
            residue_w = w - x * stride_w
            landing = (landing_taps(residue_h, pad_h, stride_h, dilation_h, taps_r)[2]
                       * landing_taps(residue_w, pad_w, stride_w, dilation_w, taps_s)[2])
            vector_layout = cute.make_layout(VECTOR_ELEMENTS)
            destination = cute.make_tensor((grad_activation.iterator + pixel * vector_multiple(channels) + c).align(16), vector_layout)
            if landing > 0:
                phase = residue_h * stride_w + residue_w
                source = (phase * phase_pixels + (n * phase_height + y) * phase_width + x) * vector_multiple(channels) + c
                cute.autovec_copy(cute.make_tensor((workspace.iterator + source).align(16), vector_layout), destination)
            else:
                destination.fill(0)


@cute.jit
def landing_taps(residue: cutlass.Int32, pad: cutlass.Int32, stride: cutlass.Int32, dilation: cutlass.Int32, taps: Any):
    """Along one axis, the filter taps that land on input coordinates ≡ `residue` (mod stride): tap t
    reaches dY at (h + pad - t·dilation) / stride, an integer iff t·dilation ≡ residue + pad (mod
    stride). Those taps are first, first + period, ... (period = stride / gcd(stride, dilation));
    returns (first, period, count, shift, step): input coordinate residue + stride·y reads, through
    its i-th landing tap, dY coordinate y + shift - i·step. count = 0 where none lands."""
    target = (residue + pad) % stride
    first = cutlass.Int32(0)
    landing = cutlass.Int32(0)  # how many of taps 0 .. stride-1 land: gcd(stride, dilation), or none
    for candidate in range(stride):
        tap = stride - 1 - candidate  # downwards, so the last match is the first tap
        if (tap * dilation) % stride == target:
            first = tap
            landing = landing + 1
    period = stride // cutlass.max(landing, 1)
    count = (taps - first + period - 1) // period
    if landing == 0:
        count = cutlass.Int32(0)
    return first, period, count, (residue + pad - first * dilation) // stride, period * dilation // stride


class Sm80Conv2dWgrad(Sm80ImplicitGemm):
    """One configuration of the split implicit-GEMM wgrad; called with X, dW, dY, the fp32 workspace
    (splits, K, R·S·C), the k-tiles per slice and the six convolution parameters (run-time values)."""

    a_k_major = False  # dY's vectors run along K, the GEMM's M
    b_k_major = False  # X's vectors run along C, within R·S·C, the GEMM's N

    @cute.jit
    def __call__(
        self,
        activation: cute.Tensor,
        grad_filter: cute.Tensor,
        grad_out: cute.Tensor,
        workspace: cute.Tensor,
        tiles_per_split: cutlass.Int32,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
        stream: Any,
    ):
        """activation (N, H, W, C), grad_out (N, P, Q, K) read; grad_filter (K, R, S, C) written."""
        splits, rows, columns = workspace.layout.shape
        tiles = cute.ceil_div(rows, self.config.tile_m) * cute.ceil_div(columns, self.config.tile_n)
        self.kernel(
            activation, grad_filter, grad_out, workspace, tiles_per_split,
            stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w,
        ).launch(
            grid=[tiles, 1, splits], block=[self.config.threads, 1, 1],
            smem=self.shared_memory_bytes(activation.element_type), stream=stream,
        )
        self.sum_slices(workspace, grad_filter).launch(
            grid=[cute.ceil_div(rows * columns, REDUCTION_THREADS), 1, 1], block=[REDUCTION_THREADS, 1, 1], stream=stream
        )

    @cute.kernel
    def kernel(
        self,
        activation: cute.Tensor,
        grad_filter: cute.Tensor,
        grad_out: cute.Tensor,
        workspace: cute.Tensor,
        tiles_per_split: cutlass.Int32,
        stride_h: cutlass.Int32,
        stride_w: cutlass.Int32,
        pad_h: cutlass.Int32,
        pad_w: cutlass.Int32,
        dilation_h: cutlass.Int32,
        dilation_w: cutlass.Int32,
    ):
        cfg = self.config
        linear_tile, _, split = cute.arch.block_idx()
        channels_out, taps_r, taps_s, channels = grad_filter.layout.shape
        batch, out_p, out_q, _ = grad_out.layout.shape
        M = channels_out
        N = taps_r * taps_s * channels
        k_tiles = cute.ceil_div(batch * out_p * out_q, cfg.tile_k)
        tile_m, tile_n = grouped_tile_coord(linear_tile, cute.ceil_div(M, cfg.tile_m), cute.ceil_div(N, cfg.tile_n), RASTER_GROUP)
        k_tile_first = split * tiles_per_split
        k_tile_count = cutlass.min(tiles_per_split, k_tiles - k_tile_first)
        # This slice's fp32 partial dW as the GEMM's (M, N) row-major matrix.
        mC = cute.make_tensor(
            workspace.iterator + split * (M * vector_multiple(N)), cute.make_layout((M, N), stride=(vector_multiple(N), 1))
        )
        problem = (activation, grad_filter, grad_out, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w)
        self.implicit_gemm(problem, mC, tile_m, tile_n, k_tile_first, k_tile_count)

    @cute.jit
    def prepare(
        self, problem: tuple, tile_m: cutlass.Int32, tile_n: cutlass.Int32, tAcA: cute.Tensor, tAsA: cute.Tensor,
        tBcB: cute.Tensor, tBsB: cute.Tensor,
    ):
        """Per B row (filter tap and channel) of this thread, fixed for every k-tile: how far the tap
        moves an input pixel (r·dh, s·dw), the element offset of that move plus the channel, and
        whether the row is a tap at all."""
        cfg = self.config
        activation, grad_filter, _, _, _, _, _, dilation_h, dilation_w = problem
        _, _, width, channels = activation.layout.shape
        _, taps_r, taps_s, _ = grad_filter.layout.shape
        rest_v = tBsB.shape[0][1]
        copies_n = cute.size(tBsB, mode=[1])
        tap_shift = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_n, 2)), cutlass.Int32)
        tap_offset = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_n)), cutlass.Int32)
        tap_valid = cute.make_rmem_tensor(cute.make_layout((rest_v, copies_n)), cutlass.Boolean)
        for v in cutlass.range_constexpr(rest_v):
            for i in cutlass.range_constexpr(copies_n):
                row = tile_n * cfg.tile_n + tBcB[(0, v), i, 0][0]
                tap = row // channels
                c = row - tap * channels
                r = tap // taps_s
                s = tap - r * taps_s
                tap_shift[v, i, 0] = r * dilation_h
                tap_shift[v, i, 1] = s * dilation_w
                tap_offset[v, i] = (r * dilation_h * width + s * dilation_w) * channels + c
                tap_valid[v, i] = row < taps_r * taps_s * channels
        return tap_shift, tap_offset, tap_valid, tile_m

    @cute.jit
    def load_a(
        self, problem: tuple, fixed: tuple, tAcA: cute.Tensor, tAsA: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of dY read as (K, N·P·Q): row k, column pixel n·P·Q + p·Q + q, 8
        output channels contiguous; past K or N·P·Q, zeros."""
        grad_out = problem[2]
        tile_m = fixed[3]
        batch, out_p, out_q, channels_out = grad_out.layout.shape
        pixels = batch * out_p * out_q
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tAsA, mode=[2])):
                pixel = k_tile * self.config.tile_k + tAcA[(0, v), 0, j][1]
                for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                    k = tile_m * self.config.tile_m + tAcA[(0, v), i, j][0]
                    offset = pixel * vector_multiple(channels_out) + k
                    copy_vector_or_zeros(grad_out, offset, k < channels_out and pixel < pixels, tAsA[(None, v), i, j, stage], vector_copy)

    @cute.jit
    def load_b(
        self, problem: tuple, fixed: tuple, tBcB: cute.Tensor, tBsB: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of im2col(X) read as (R·S·C, N·P·Q): row (r, s, c), column output pixel
        (n, p, q) reads X[n, p·sh - ph + r·dh, q·sw - pw + s·dw, c..c+7]; in the padding, past the
        last tap or the last pixel, zeros."""
        activation, _, grad_out, stride_h, stride_w, pad_h, pad_w, _, _ = problem
        tap_shift, tap_offset, tap_valid, _ = fixed
        _, height, width, channels = activation.layout.shape
        batch, out_p, out_q, _ = grad_out.layout.shape
        pixels = batch * out_p * out_q
        for v in cutlass.range_constexpr(cute.size(tBsB.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tBsB, mode=[2])):
                pixel = k_tile * self.config.tile_k + tBcB[(0, v), 0, j][1]
                n, p, q = pixel_of(pixel, out_p, out_q)
                h0 = p * stride_h - pad_h
                w0 = q * stride_w - pad_w
                origin_offset = ((n * height + h0) * width + w0) * vector_multiple(channels)
                for i in cutlass.range_constexpr(cute.size(tBsB, mode=[1])):
                    h = h0 + tap_shift[v, i, 0]
                    w = w0 + tap_shift[v, i, 1]
                    inside = cutlass.and_(tap_valid[v, i], pixel < pixels, h >= 0, h < height, w >= 0, w < width)  # not `and`: copy_vector_or_zeros
                    copy_vector_or_zeros(activation, origin_offset + tap_offset[v, i], inside, tBsB[(None, v), i, j, stage], vector_copy)

    @cute.kernel
    def sum_slices(self, workspace: cute.Tensor, grad_filter: cute.Tensor):
        """dW = the sum of the workspace's slices in order, rounded once; one thread per element."""
        tidx, _, _ = cute.arch.thread_idx()
        bidx, _, _ = cute.arch.block_idx()
        splits, rows, columns = workspace.layout.shape
        element = bidx * REDUCTION_THREADS + tidx
        if element < rows * columns:
            m = element // columns
            n = element - m * columns
            total = cutlass.Float32(0.0)
            for split in range(splits):
                total = total + workspace[split, m, n]
            flat = cute.make_tensor(grad_filter.iterator, cute.make_layout(rows * columns))
            flat[element] = total.to(grad_filter.element_type)


# (dtype, config): one configuration per kind, in f16 and in bf16 (the same tiles, so the dtype is the
# only difference between the two), 128x128 CTAs (dgrad as the fprop's f16 instance; wgrad's operands
# are both N/M-major, so its k-tile is 32 pixels deep with one more stage in flight)
DGRAD_CONFIG = Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)
WGRAD_CONFIG = Sm80GemmConfig(128, 128, 32, stages=4, warps_m=2, warps_n=2)
DGRAD_INSTANCES: tuple[tuple[str, Sm80GemmConfig], ...] = (("f16", DGRAD_CONFIG), ("bf16", DGRAD_CONFIG))
WGRAD_INSTANCES: tuple[tuple[str, Sm80GemmConfig], ...] = (("f16", WGRAD_CONFIG), ("bf16", WGRAD_CONFIG))
# the strided decomposition with the predicated dgrad's tiles, so the two differ only in which taps they load
STRIDED_DGRAD_INSTANCES: tuple[tuple[str, Sm80GemmConfig], ...] = (("f16", DGRAD_CONFIG), ("bf16", DGRAD_CONFIG))


class Sm80Conv2dDgradKernel(Sm80Conv2dKernel):
    """Conv2d dgrad: the input's gradient dX (NHWC, the `activation` operand, written) from dY (the
    `out` operand) and the KRSC filter, as an implicit GEMM (sm_80+); strides predicate taps off the grid."""

    kind = "dgrad"
    family = "conv2d_dgrad_sm80"
    program = Sm80Conv2dDgrad
    instances = DGRAD_INSTANCES


class Sm80Conv2dStridedDgradKernel(Sm80Conv2dKernel):
    """Conv2d dgrad decomposed by stride phase (CUTLASS's strided dgrad): sh·sw dense GEMMs, each over
    only the filter taps that land on its phase of dX, into a workspace of phase images (dX's dtype,
    `get_workspace_size`), then one pass moves them into dX. For strided layers; at stride 1 it is
    the predicated instance plus a copy."""

    kind = "dgrad"
    variant = "strided"
    family = "conv2d_dgrad_sm80"
    program = Sm80Conv2dStridedDgrad
    instances = STRIDED_DGRAD_INSTANCES

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """One phase image per (h mod sh, w mod sw): (sh·sw, N·⌈H/sh⌉·⌈W/sw⌉, C) in dX's dtype."""
        assert isinstance(args, Conv2dArguments)
        n, h, w, c = describe(args.operands()["activation"], "activation").shape
        stride_h, stride_w = args.stride
        return OperandSpec(self.dtype, (stride_h * stride_w, n * -(-h // stride_h) * -(-w // stride_w), c), alignment=16)

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        spec = self.workspace_spec(args)
        return itemsize(spec.dtype) * math.prod(spec.shape)  # type: ignore[union-attr]

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        status = super().check_shapes(views, args)
        if status and math.prod(self.workspace_spec(args).shape) >= INT32_LIMIT:  # type: ignore[union-attr]
            return Status.fail(f"the phase images of dX (workspace {self.workspace_spec(args).shape}) hold 2^31 elements "  # type: ignore[union-attr]
                               "or more: this kernel addresses with 32-bit offsets")
        return status

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        assert isinstance(args, Conv2dArguments)
        return (tensors["activation"], tensors["filter"], tensors["out"], workspace, *self.convolution_parameters(args), stream)


class Sm80Conv2dWgradKernel(Sm80Conv2dKernel):
    """Conv2d wgrad: the filter's gradient dW (KRSC, the `filter` operand, written) from the activation
    X and dY (the `out` operand), as a split implicit GEMM with an fp32 workspace (sm_80+)."""

    kind = "wgrad"
    family = "conv2d_wgrad_sm80"
    program = Sm80Conv2dWgrad
    instances = WGRAD_INSTANCES

    def split_plan(self, args: RuntimeArguments) -> tuple[int, int]:
        """(splits, k-tiles per slice) for these arguments: enough slices for WGRAD_TARGET_CTAS CTAs,
        none shorter than WGRAD_MIN_TILES_PER_SPLIT k-tiles (nor empty)."""
        operands = args.operands()
        n, p, q, k = describe(operands["out"], "out").shape
        _, r, s, c = describe(operands["filter"], "filter").shape
        cfg = self.config
        k_tiles = -(-n * p * q // cfg.tile_k)
        tiles = -(-k // cfg.tile_m) * -(-(r * s * c) // cfg.tile_n)
        splits = max(1, min(-(-WGRAD_TARGET_CTAS // tiles), k_tiles // WGRAD_MIN_TILES_PER_SPLIT))
        tiles_per_split = -(-k_tiles // splits)
        return -(-k_tiles // tiles_per_split), tiles_per_split

    def workspace_spec(self, args: RuntimeArguments) -> OperandSpec | None:
        """One fp32 partial dW per slice of the reduction: (splits, K, R·S·C)."""
        k, r, s, c = describe(args.operands()["filter"], "filter").shape
        return OperandSpec("f32", (self.split_plan(args)[0], k, r * s * c), alignment=16)

    def get_workspace_size(self, args: RuntimeArguments) -> int:
        splits, rows, columns = self.workspace_spec(args).shape  # type: ignore[union-attr]
        return 4 * splits * rows * columns

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        assert isinstance(args, Conv2dArguments)
        return (tensors["activation"], tensors["filter"], tensors["out"], workspace, cutlass.Int32(self.split_plan(args)[1]),
                *self.convolution_parameters(args), stream)
