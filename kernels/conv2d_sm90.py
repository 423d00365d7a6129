"""Conv2d fprop, dgrad and wgrad as implicit GEMMs on SM90 warpgroup MMAs (sm_90a only).

Each kind is its SM80 program (kernels/conv2d.py, kernels/conv2d_grad.py) with the SM90 mainloop of
kernels/_implicit_gemm.py (`Sm90ImplicitGemm`) put before it: the same gather (`prepare`, `load_a`,
`load_b`: cp.async of 16-byte vectors, zeros for padding and off-grid taps), the same launch and
operand majors (fprop K-major; dgrad's filter and both of wgrad's operands MN-major, which WGMMA reads
for 16-bit types), while shared memory is laid out as WGMMA reads it and the MMAs are warpgroup-wide,
asynchronous and bigger per CTA (128 x 128 or 128 x 256, two warpgroups of 64 rows). The registry
classes are the SM80 ones with `sm = 90`, so the arguments, `supports` messages and example problem
are one.
"""

from __future__ import annotations

from ._implicit_gemm import (
    Sm90ImplicitGemm,
    Sm90ImplicitGemmConfig,
    Sm90WarpSpecializedConfig,
    Sm90WarpSpecializedImplicitGemm,
)
from .conv2d import Sm80Conv2dFprop, Sm80Conv2dFpropKernel
from .conv2d_grad import Sm80Conv2dDgrad, Sm80Conv2dDgradKernel, Sm80Conv2dWgrad, Sm80Conv2dWgradKernel


class Sm90Conv2dFprop(Sm90ImplicitGemm, Sm80Conv2dFprop):
    """The fprop's gather and launch on the SM90 mainloop."""


class Sm90Conv2dFpropWarpSpecialized(Sm90WarpSpecializedImplicitGemm, Sm80Conv2dFprop):
    """The fprop's gather on a producer warpgroup, the wgmmas on consumer warpgroups."""


class Sm90Conv2dDgrad(Sm90ImplicitGemm, Sm80Conv2dDgrad):
    """The dgrad's gather (strides predicated) and launch on the SM90 mainloop; B (the filter) MN-major."""


class Sm90Conv2dWgrad(Sm90ImplicitGemm, Sm80Conv2dWgrad):
    """The split wgrad's gather, fp32 slices and their sum on the SM90 mainloop; both operands MN-major."""


# (dtype, config), each the fastest of the family at one of bench/conv2d.py's layers on the H100
# (docs/results/gemm-notes.md, "Conv2d on SM90"): 128 x 256 for wide layers (one CTA an SM); 128 x 128 with five
# stages (one CTA an SM) and with three (96 KiB: two CTAs an SM, so one's prologue and epilogue overlap
# the other's mainloop); 128 x 64 for layers of 64 output channels; 64 x 128 (one warpgroup) for few
# output pixels; bf16 at the two-CTA 128 x 128
FPROP_INSTANCES: tuple[tuple[str, Sm90ImplicitGemmConfig], ...] = (
    ("f16", Sm90ImplicitGemmConfig(128, 256, 64, stages=4)),
    ("f16", Sm90ImplicitGemmConfig(128, 128, 64, stages=5)),
    ("f16", Sm90ImplicitGemmConfig(128, 128, 64, stages=3)),
    ("f16", Sm90ImplicitGemmConfig(128, 64, 64, stages=4)),
    ("f16", Sm90ImplicitGemmConfig(64, 128, 64, stages=4)),
    ("bf16", Sm90ImplicitGemmConfig(128, 128, 64, stages=3)),
)


class Sm90Conv2dFpropKernel(Sm80Conv2dFpropKernel):
    """Conv2d fprop, NHWC activation * KRSC filter = NPQK output, as an implicit GEMM on warpgroup MMAs
    (sm_90a); takes what the SM80 fprop takes."""

    sm = 90
    family = "conv2d_fprop_sm90"
    program = Sm90Conv2dFprop
    instances = FPROP_INSTANCES


# (dtype, config) of the warp-specialized fprop: 128 x 128 with two producer warpgroups (half the gather a
# warp of one). One instance: on the H100 it ran slower than the all-threads family at every bench layer
# (docs/results/gemm-notes.md, "Conv2d fprop, warp-specialized"), so it is registered for its IR, not its speed.
# Not 128 x 256 with two: 512 threads cap ptxas at 128 registers a thread before setmaxnreg, fewer than
# its 128 accumulators need (C7602).
FPROP_WARP_SPECIALIZED_INSTANCES: tuple[tuple[str, Sm90WarpSpecializedConfig], ...] = (
    ("f16", Sm90WarpSpecializedConfig(128, 128, 64, stages=4, producer_registers=64, consumer_registers=192, producer_warpgroups=2)),
)


class Sm90Conv2dFpropWarpSpecializedKernel(Sm80Conv2dFpropKernel):
    """Conv2d fprop on warpgroup MMAs (sm_90a) with the gather on a producer warpgroup of its own."""

    sm = 90
    schedule = "warp_specialized"
    family = "conv2d_fprop_ws_sm90"
    program = Sm90Conv2dFpropWarpSpecialized
    instances = FPROP_WARP_SPECIALIZED_INSTANCES

    @property
    def variant(self) -> str:  # type: ignore[override]
        """"ws", or "ws<n>" with n producer warpgroups: the name tells the instances of one tile apart."""
        producers = self.config.producer_warpgroups
        return "ws" if producers == 1 else f"ws{producers}"


# one instance each (the golden store's budget): the fprop's 128 x 128 f16 tile
DGRAD_INSTANCES: tuple[tuple[str, Sm90ImplicitGemmConfig], ...] = (("f16", Sm90ImplicitGemmConfig(128, 128, 64, stages=5)),)
WGRAD_INSTANCES: tuple[tuple[str, Sm90ImplicitGemmConfig], ...] = (("f16", Sm90ImplicitGemmConfig(128, 128, 64, stages=5)),)


class Sm90Conv2dDgradKernel(Sm80Conv2dDgradKernel):
    """Conv2d dgrad (dX from dY and the filter) as an implicit GEMM on warpgroup MMAs (sm_90a)."""

    sm = 90
    family = "conv2d_dgrad_sm90"
    program = Sm90Conv2dDgrad
    instances = DGRAD_INSTANCES


class Sm90Conv2dWgradKernel(Sm80Conv2dWgradKernel):
    """Conv2d wgrad (dW from X and dY) as a split implicit GEMM on warpgroup MMAs (sm_90a)."""

    sm = 90
    family = "conv2d_wgrad_sm90"
    program = Sm90Conv2dWgrad
    instances = WGRAD_INSTANCES
