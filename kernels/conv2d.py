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
cp.async multistage pipeline, ldmatrix, mma.sync, the same tiled MMA and epilogue), shared with dgrad
and wgrad through kernels/_implicit_gemm.py; only the global→shared loads differ, since which im2col
rows are in the image depends on the filter tap, so the predicate is computed per k-tile rather than once.
This module also holds what every kind shares: the launch of fprop and dgrad (`Sm80Conv2dTiles`) and
the registry class (`Sm80Conv2dKernel`: metadata, the shape rules, the example problem).

Takes: activation (N, H, W, C), filter (K, R, S, C), out (N, P, Q, K), all contiguous, one dtype
(f16 or bf16), C and K multiples of 8, P and Q what stride, padding and dilation give; element
offsets within 2^31.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import cutlass
import cutlass.cute as cute

from cute_ir.problems import Conv2dArguments
from cute_ir.registry.arguments import RuntimeArguments
from cute_ir.registry.kernel import Kernel
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, MetadataFilter, OperandMetadata
from cute_ir.registry.operands import OperandSpec, OperandView, row_major_strides
from cute_ir.registry.status import Status
from ._gemm_operands import VECTOR_ELEMENTS
from ._gemm_raster import grouped_tile_coord
from ._implicit_gemm import (
    Sm80ImplicitGemm,
    Sm90ImplicitGemm,
    Sm90ImplicitGemmConfig,
    copy_vector_or_zeros,
    vector_multiple,
)
from .gemm_sm80 import COPY_BITS, RASTER_GROUP, Sm80GemmConfig

INT32_LIMIT = 2**31


class Sm80Conv2dTiles(Sm80ImplicitGemm):
    """The launch of fprop and dgrad: the NHWC activation, KRSC filter and NPQK out, the six convolution
    parameters (run-time values: one artifact serves every stride/padding), one CTA per tile of the
    tensor written. A subclass says the GEMM's extents and which tensor that is."""

    def gemm_extents(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> tuple[Any, Any, Any]:
        """(M, N, K) of the implicit GEMM."""
        raise NotImplementedError

    def written(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> cute.Tensor:
        """The tensor the GEMM's (M, N) row-major result is (contiguous, so no copy)."""
        raise NotImplementedError

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
        M, N, _ = self.gemm_extents(activation, filter_, out)
        tiles = cute.ceil_div(M, self.config.tile_m) * cute.ceil_div(N, self.config.tile_n)
        self.kernel(
            activation, filter_, out, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w
        ).launch(
            grid=[tiles, 1, 1], block=[self.config.threads, 1, 1],
            smem=self.shared_memory_bytes(activation.element_type), stream=stream,
        )

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
    ):
        cfg = self.config
        linear_tile, _, _ = cute.arch.block_idx()
        M, N, K = self.gemm_extents(activation, filter_, out)
        tile_m, tile_n = grouped_tile_coord(linear_tile, cute.ceil_div(M, cfg.tile_m), cute.ceil_div(N, cfg.tile_n), RASTER_GROUP)
        result = self.written(activation, filter_, out)
        mC = cute.make_tensor(result.iterator, cute.make_layout((M, N), stride=(vector_multiple(N), 1)))
        problem = (activation, filter_, out, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w)
        self.implicit_gemm(problem, mC, tile_m, tile_n, cutlass.Int32(0), cute.ceil_div(K, cfg.tile_k))


class Sm80Conv2dFprop(Sm80Conv2dTiles):
    """One configuration of the implicit-GEMM fprop; call it (through cute.compile) with the tensors
    and the six convolution parameters."""

    def gemm_extents(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> tuple[Any, Any, Any]:
        """M = N·P·Q output pixels, N = K output channels, K = R·S·C filter taps."""
        channels_out, taps_r, taps_s, channels = filter_.layout.shape
        batch, out_p, out_q, _ = out.layout.shape
        return batch * out_p * out_q, channels_out, taps_r * taps_s * channels

    def written(self, activation: cute.Tensor, filter_: cute.Tensor, out: cute.Tensor) -> cute.Tensor:
        return out

    @cute.jit
    def prepare(
        self, problem: tuple, tile_m: cutlass.Int32, tile_n: cutlass.Int32, tAcA: cute.Tensor, tAsA: cute.Tensor,
        tBcB: cute.Tensor, tBsB: cute.Tensor,
    ):
        """im2col as a layout, and per A row (output pixel) of this thread what stays fixed for every
        k-tile: where its im2col row starts (padding included), the top-left input pixel it sees before
        the filter tap moves it, and whether it is a pixel at all."""
        cfg = self.config
        activation, filter_, out, stride_h, stride_w, pad_h, pad_w, dilation_h, dilation_w = problem
        batch, height, width, channels = activation.layout.shape
        _, out_p, out_q, _ = out.layout.shape
        M = batch * out_p * out_q
        # im2col: the activation at GEMM coordinates ((n, p, q), (c, s, r)), before padding; its row
        # mode (an output pixel) and column mode (a filter tap and channel) are evaluated apart.
        # (Strides from the extents: `supports` has checked that every tensor is contiguous, and a torch
        # dim of extent 1 may carry any stride.)
        pixel_stride = channels
        row_stride = width * channels
        im2col = (
            cute.make_layout((batch, out_p, out_q), stride=(height * row_stride, stride_h * row_stride, stride_w * pixel_stride)),
            cute.make_layout((channels, filter_.layout.shape[2], filter_.layout.shape[1]), stride=(1, dilation_w * pixel_stride, dilation_h * row_stride)),
        )
        padding_offset = pad_h * row_stride + pad_w * pixel_stride
        pixel_offset, pixel_origin, pixel_valid = row_registers(tAsA)
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                row = tile_m * cfg.tile_m + tAcA[(0, v), i, 0][0]
                n, p, q = pixel_of(row, out_p, out_q)
                pixel_offset[v, i] = cute.crd2idx((n, p, q), im2col[0]) - padding_offset
                pixel_origin[v, i, 0] = p * stride_h - pad_h
                pixel_origin[v, i, 1] = q * stride_w - pad_w
                pixel_valid[v, i] = row < M
        return im2col[1], pixel_offset, pixel_origin, pixel_valid, tile_n

    @cute.jit
    def load_a(
        self, problem: tuple, fixed: tuple, tAcA: cute.Tensor, tAsA: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of im2col k-tile `k_tile` into shared-memory stage `stage`; a vector
        in the padding, past the last pixel or past the last tap is written as zeros."""
        activation, filter_, _, _, _, _, _, dilation_h, dilation_w = problem
        im2col_taps, pixel_offset, pixel_origin, pixel_valid, _ = fixed
        _, height, width, channels = activation.layout.shape
        _, taps_r, taps_s, _ = filter_.layout.shape
        K = taps_r * taps_s * channels
        for v in cutlass.range_constexpr(cute.size(tAsA.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tAsA, mode=[2])):
                k = k_tile * self.config.tile_k + tAcA[(0, v), 0, j][1]
                r, s, c = tap_of(k, channels, taps_s)
                tap_offset = cute.crd2idx((c, s, r), im2col_taps)
                for i in cutlass.range_constexpr(cute.size(tAsA, mode=[1])):
                    h = pixel_origin[v, i, 0] + r * dilation_h
                    w = pixel_origin[v, i, 1] + s * dilation_w
                    inside = cutlass.and_(pixel_valid[v, i], k < K, h >= 0, h < height, w >= 0, w < width)  # not `and`: copy_vector_or_zeros
                    copy_vector_or_zeros(activation, pixel_offset[v, i] + tap_offset, inside, tAsA[(None, v), i, j, stage], vector_copy)

    @cute.jit
    def load_b(
        self, problem: tuple, fixed: tuple, tBcB: cute.Tensor, tBsB: cute.Tensor, vector_copy: cute.CopyAtom,
        k_tile: cutlass.Int32, stage: cutlass.Int32,
    ):
        """This thread's vectors of the filter's k-tile (rows: output channels; K = r·S·C + s·C + c
        is contiguous in KRSC) into stage `stage`; past N or K, zeros."""
        filter_ = problem[1]
        tile_n = fixed[4]
        N, taps_r, taps_s, channels = filter_.layout.shape
        K = taps_r * taps_s * channels
        row_stride = vector_multiple(K)  # KRSC, contiguous: rows R·S·C apart
        for v in cutlass.range_constexpr(cute.size(tBsB.shape[0][1])):
            for j in cutlass.range_constexpr(cute.size(tBsB, mode=[2])):
                k = k_tile * self.config.tile_k + tBcB[(0, v), 0, j][1]
                for i in cutlass.range_constexpr(cute.size(tBsB, mode=[1])):
                    row = tile_n * self.config.tile_n + tBcB[(0, v), i, j][0]
                    copy_vector_or_zeros(filter_, row * row_stride + k, row < N and k < K, tBsB[(None, v), i, j, stage], vector_copy)


def row_registers(tAsA: cute.Tensor) -> tuple[cute.Tensor, cute.Tensor, cute.Tensor]:
    """Registers for what a thread keeps per A row vector across k-tiles: an Int32 offset, an Int32
    (y, x) pair and a validity flag, shaped like the thread's (rest_v, copies_m) vectors."""
    rows = (tAsA.shape[0][1], cute.size(tAsA, mode=[1]))
    return (
        cute.make_rmem_tensor(cute.make_layout(rows), cutlass.Int32),
        cute.make_rmem_tensor(cute.make_layout((*rows, 2)), cutlass.Int32),
        cute.make_rmem_tensor(cute.make_layout(rows), cutlass.Boolean),
    )


@cute.jit
def pixel_of(index: cutlass.Int32, height: Any, width: Any):
    """(n, y, x) of pixel `index` of NHW-ordered images of height x width (an output pixel of im2col,
    an input pixel of dgrad)."""
    n = index // (height * width)
    yx = index - n * (height * width)
    y = yx // width
    return n, y, yx - y * width


@cute.jit
def tap_of(column: cutlass.Int32, channels: Any, taps_s: Any):
    """(r, s, c) of GEMM column r·S·C + s·C + c: the filter tap and channel of an im2col column (fprop:
    C input channels; dgrad: the K output channels)."""
    tap = column // channels
    r = tap // taps_s
    return r, tap - r * taps_s, column - tap * channels


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


class Sm80Conv2dKernel(Kernel):
    """A Conv2d on NHWC activation, KRSC filter and NPQK out as an implicit GEMM (sm_80+); the subclass
    says which of the three it computes (`kind`, as Conv2dArguments.conv_kind) and with what program
    (the SM90 families, kernels/conv2d_sm90.py, set `sm = 90`: warpgroup MMAs, sm_90a only).

    Takes: f16 or bf16 tensors of one dtype, all contiguous; C and K multiples of 8; any N, H, W, R, S,
    stride >= 1, padding >= 0, dilation >= 1 whose output P x Q is the out tensor's. fp32 accumulation.
    """

    arguments_type = Conv2dArguments
    kind = ""
    variant = ""  # a second design of the same kind, named after the kind ("strided": conv2d_dgrad_strided_sm80_...)
    schedule = ""  # how the program's warps share the work, where it has a choice (tag "schedule")
    fixed_stride: tuple[int, int] | None = None  # the one stride an instance compiles in (tag "stride"), or any
    # (H, W, C) the activation's extents must be multiples of where a design needs more than C % 8 (tag
    # "activation_multiple", e.g. "2x2x64"), or None
    activation_multiple: tuple[int, int, int] | None = None
    sm = 80  # the tensor-core generation its program is written for: its name and min_cc
    program: type[Sm80ImplicitGemm] | type[Sm90ImplicitGemm]
    instances: tuple[tuple[str, Sm80GemmConfig | Sm90ImplicitGemmConfig], ...] = ()
    example = (EXAMPLE_NHWC, EXAMPLE_KRSC, EXAMPLE_CONV)  # activation NHWC, filter KRSC, stride/padding/dilation

    def __init__(self, dtype: str, config: Sm80GemmConfig | Sm90ImplicitGemmConfig) -> None:
        config.validate()
        self.config = config
        self.dtype = dtype
        tile = (config.tile_m, config.tile_n, config.tile_k)
        operand = OperandMetadata(dtype, rank=4, leading_dim=3, alignment=VECTOR_ELEMENTS)
        super().__init__(
            KernelMetadata(
                kernel_name=f"conv2d_{'_'.join(filter(None, (self.kind, self.variant)))}_sm{self.sm}_nhwc_{dtype}_{'x'.join(map(str, tile))}_s{config.stages}",
                kernel_class=type(self).__name__,
                min_cc=self.sm,
                operands={"activation": operand, "filter": operand, "out": operand},
                design=DesignMetadata(tile_shape=tile, threads=config.threads, stages=config.stages, vector_bits=COPY_BITS),
                epilogue="acc",
                family=self.family,
                layout="nhwc",
                tags={"stages": str(config.stages), "conv": self.kind, "gemm": "implicit", "channel_multiple": "8",
                      **({"variant": self.variant} if self.variant else {}),
                      **({"stride": "x".join(map(str, self.fixed_stride))} if self.fixed_stride else {}),
                      **({"activation_multiple": "x".join(map(str, self.activation_multiple))}
                         if self.activation_multiple else {}),
                      **({"schedule": self.schedule} if self.schedule else {})},
            )
        )

    @classmethod
    def generate_kernels(
        cls, metadata_filter: MetadataFilter = None, epilogue_args: str | None = None, cc: int | None = None
    ) -> list[Kernel]:
        return cls._keep([cls(*instance) for instance in cls.instances], metadata_filter, epilogue_args, cc)

    def example_arguments(self) -> Conv2dArguments:
        activation, filter_, conv = self.example
        n, h, w, _ = activation
        k, r, s, _ = filter_
        p, q = Conv2dArguments.output_size((h, w), (r, s), **conv)
        return Conv2dArguments(
            activation=OperandSpec(self.dtype, activation),
            filter=OperandSpec(self.dtype, filter_),
            out=OperandSpec(self.dtype, (n, p, q, k)),
            **conv,
            conv_kind=self.kind,
        )

    def check_shapes(self, views: dict[str, OperandView], args: RuntimeArguments) -> Status:
        assert isinstance(args, Conv2dArguments)
        problem = args.problem_error()
        if problem:
            return Status.fail(problem)
        if args.conv_kind != self.kind:
            return Status.fail(f"this instance computes the {self.kind} of a Conv2d; the arguments ask for {args.conv_kind}")
        if self.fixed_stride and args.stride != self.fixed_stride:
            return Status.fail(f"stride {args.stride}: this instance is compiled for stride {self.fixed_stride} only "
                               f"(the conv2d_{self.kind}_sm90 family takes any stride)")
        (n, h, w, c), (k, r, s, cf), out = views["activation"].shape, views["filter"].shape, views["out"].shape
        if cf != c:
            return Status.fail(f"filter (K, R, S, C) = {views['filter'].shape} has C = {cf}, the activation has C = {c}")
        if self.activation_multiple and any(extent % step for extent, step in zip((h, w, c), self.activation_multiple)):
            return Status.fail(f"activation H, W, C = {(h, w, c)}: this instance takes multiples of "
                               f"{self.activation_multiple} only (the conv2d_{self.kind}_sm90 family takes any)")
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
        return self.program(self.config)

    def jit_arguments(self, args: RuntimeArguments, tensors: dict[str, Any], workspace: Any, stream: Any) -> Sequence[Any]:
        assert isinstance(args, Conv2dArguments)
        return (tensors["activation"], tensors["filter"], tensors["out"], *self.convolution_parameters(args), stream)

    @staticmethod
    def convolution_parameters(args: Conv2dArguments) -> tuple[Any, ...]:
        """Stride, padding and dilation (height, width each) as the programs take them: run-time Int32s."""
        return tuple(cutlass.Int32(value) for pair in (args.stride, args.padding, args.dilation) for value in pair)


class Sm80Conv2dFpropKernel(Sm80Conv2dKernel):
    """Conv2d fprop, NHWC activation * KRSC filter = NPQK output, as an implicit GEMM (sm_80+)."""

    kind = "fprop"
    family = "conv2d_fprop_sm80"
    program = Sm80Conv2dFprop
    instances = INSTANCES
