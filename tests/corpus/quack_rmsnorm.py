"""quack-kernels 0.6.5: RMSNorm forward (bf16, N=4096, rstd kept), through quack's own compile function."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ["QUACK_CACHE_ENABLED"] = "0"  # quack serves a second compile from its disk cache otherwise

import cutlass  # noqa: E402

from quack.rmsnorm import _compile_rmsnorm_fwd  # noqa: E402

B = cutlass.BFloat16
_compile_rmsnorm_fwd(B, B, None, cutlass.Float32, None, None, 4096, True, False, False, False)
