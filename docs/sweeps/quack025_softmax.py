"""quack-kernels 0.2.5: softmax forward (bf16, N=4096) for sm_90a, compiled on the CPU as quack's own
_softmax_fwd compiles it (fake tensors with a symbolic batch, the TVM-FFI stream), without launching."""

import math
import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from quack.compile_utils import make_fake_tensor  # noqa: E402
from quack.softmax import Softmax  # noqa: E402

dtype, n = cutlass.BFloat16, 4096
divisibility = math.gcd(128 // dtype.width, n)
batch = cute.sym_int()
x, out = (make_fake_tensor(dtype, (batch, n), divisibility) for _ in range(2))
cute.compile(Softmax(dtype, n), x, out, cute.runtime.make_fake_stream(use_tvm_ffi_env_stream=True),
             options="--enable-tvm-ffi")
