"""quack-kernels 0.6.5: softmax forward and backward (bf16, N=4096), through quack's own compile functions."""

import _quack  # noqa: F401  (sm_90a, no disk cache)
import cutlass
from quack.softmax import Softmax, SoftmaxBackward

Softmax.compile(cutlass.BFloat16, cutlass.BFloat16, 4096)
SoftmaxBackward.compile(cutlass.BFloat16, cutlass.BFloat16, cutlass.BFloat16, 4096)
