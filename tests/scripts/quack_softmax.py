"""A user's script around a third-party kernel: quack-kernels' softmax, compiled with quack's own
compile function (which keeps compiled kernels in quack's disk cache by default).

    quack_softmax.py [--abort]     --abort: the script's own bug after a good compile (SIGABRT)
"""

import os
import sys

import cutlass
from quack.softmax import Softmax

print("compiling quack softmax (bf16, N=4096)")
Softmax.compile(cutlass.BFloat16, cutlass.BFloat16, 4096)
print("compiled")
if "--abort" in sys.argv:
    os.abort()
