"""quack-kernels 0.6.5: softmax forward, compiled for sm_90a on the CPU with quack's own compile function."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ["QUACK_CACHE_ENABLED"] = "0"  # quack serves a second compile from its disk cache otherwise

import cutlass  # noqa: E402

from quack.softmax import Softmax  # noqa: E402

Softmax.compile(cutlass.BFloat16, cutlass.BFloat16, 4096)
