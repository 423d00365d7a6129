"""quack-kernels 0.6.5's softmax forward registered with cute-ir from outside quack (`cute-ir --import THIS_FILE`).

The arguments are quack's own (`quack.softmax.Softmax.compile`): fake tensors with a symbolic batch,
quack's fake stream and its compile options. quack's disk cache is not involved: cute-ir compiles.
"""

import math

import cutlass
import cutlass.cute as cute
from quack.compile_utils import make_fake_tensor
from quack.softmax import Softmax

import cute_ir

N = 4096


def _example_args():
    batch = cute.sym_int()
    divisibility = math.gcd(128 // cutlass.BFloat16.width, N)
    x, out = (make_fake_tensor(cutlass.BFloat16, (batch, N), divisibility) for _ in range(2))
    return x, out, cute.runtime.make_fake_stream(use_tvm_ffi_env_stream=True)


cute_ir.register_jit(Softmax(cutlass.BFloat16, N), name="quack_softmax_bf16_4096", example_args=_example_args,
                     min_cc=80, options="--enable-tvm-ffi", tags={"library": "quack"})
