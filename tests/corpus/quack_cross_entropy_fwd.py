"""quack-kernels 0.6.5: cross-entropy forward (bf16 logits, int64 targets, N=4096, lse kept)."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ["QUACK_CACHE_ENABLED"] = "0"  # quack serves a second compile from its disk cache otherwise

import cutlass  # noqa: E402

from quack.cross_entropy import CrossEntropy  # noqa: E402

CrossEntropy.compile(cutlass.BFloat16, cutlass.Int64, None, 4096, True, False, None, 1)
