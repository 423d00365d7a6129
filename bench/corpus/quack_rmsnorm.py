"""quack-kernels 0.6.5: RMSNorm and LayerNorm forward (bf16 in/out, f32 weight, N=4096), quack's compile function."""

import _quack  # noqa: F401  (sm_90a, no disk cache)
import cutlass
from quack.rmsnorm import _compile_rmsnorm_fwd

bf16, f32 = cutlass.BFloat16, cutlass.Float32
_compile_rmsnorm_fwd(bf16, bf16, None, f32, None, None, 4096, True, False, False, False)
_compile_rmsnorm_fwd(bf16, bf16, None, f32, None, None, 4096, True, True, True, False)
