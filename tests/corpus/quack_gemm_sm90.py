"""quack-kernels 0.6.5: the SM90 GEMM (bf16, A/B k-major, D n-major, 128x256 tile, persistent),
through quack's own compile function as quack.gemm calls it for an H100."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ["QUACK_CACHE_ENABLED"] = "0"  # quack serves a second compile from its disk cache otherwise

import cutlass  # noqa: E402

from quack.gemm import _compile_gemm  # noqa: E402
from quack.rounding import RoundingMode  # noqa: E402

B = cutlass.BFloat16
_compile_gemm(
    B, B, B, None, "k", "k", "n", None,  # A, B, D, C dtypes and majors
    (128, 256), (1, 1, 1),  # tile, cluster
    False, True, False,  # pingpong, persistent, dynamic persistent
    None, None, 0, 0, 0, False, (),  # no row/col vectors, alpha/beta modes, add_to_output, concat_layout
    False, False, False, False, False,  # varlen_m, varlen_k, gather_A, use_tma_gather, batch permute
    (9, 0), RoundingMode.RN, 0, None,  # device capacity, rounding, stochastic-rounding seed, num_warps
)
