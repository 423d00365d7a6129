"""quack-kernels 0.6.5: cross-entropy forward, with and without dx (bf16 logits, N=32768), quack's compile function."""

import _quack  # noqa: F401  (sm_90a, no disk cache)
import cutlass
from quack.cross_entropy import CrossEntropy

CrossEntropy.compile(cutlass.BFloat16, cutlass.Int64, None, 32768, True, False, None, 1)
CrossEntropy.compile(cutlass.BFloat16, cutlass.Int64, None, 32768, True, True, None, 1)
