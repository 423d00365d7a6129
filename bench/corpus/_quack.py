"""Shared set-up of the quack-kernels 0.6.5 scripts: sm_90a on the CPU, quack's disk cache off."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ["QUACK_CACHE_ENABLED"] = "0"  # quack serves a second compile from its disk cache otherwise
