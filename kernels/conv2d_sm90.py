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

from cute_ir.kernels._implicit_gemm import Sm90ImplicitGemm, Sm90ImplicitGemmConfig
from cute_ir.kernels.conv2d import Sm80Conv2dFprop, Sm80Conv2dFpropKernel


class Sm90Conv2dFprop(Sm90ImplicitGemm, Sm80Conv2dFprop):
    """The fprop's gather and launch on the SM90 mainloop."""


# (dtype, config): 128 x 256 for wide layers, 128 x 128 for either dtype, 128 x 64 for layers of 64
# output channels (a wider tile would compute zeros); stages as many as fit beside the others' tiles
FPROP_INSTANCES: tuple[tuple[str, Sm90ImplicitGemmConfig], ...] = (
    ("f16", Sm90ImplicitGemmConfig(128, 256, 64, stages=4)),
    ("f16", Sm90ImplicitGemmConfig(128, 128, 64, stages=5)),
    ("f16", Sm90ImplicitGemmConfig(128, 64, 64, stages=6)),
    ("bf16", Sm90ImplicitGemmConfig(128, 128, 64, stages=5)),
)


class Sm90Conv2dFpropKernel(Sm80Conv2dFpropKernel):
    """Conv2d fprop, NHWC activation * KRSC filter = NPQK output, as an implicit GEMM on warpgroup MMAs
    (sm_90a); takes what the SM80 fprop takes."""

    sm = 90
    family = "conv2d_fprop_sm90"
    program = Sm90Conv2dFprop
    instances = FPROP_INSTANCES
