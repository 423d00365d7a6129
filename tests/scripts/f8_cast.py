"""An f32 -> f8 scalar cast that the DSL compiles to IR it cannot turn into an ExecutionEngine.

    f8_cast.py host     # in a @cute.jit function: 4.8.1 runs every pass, then fails (arith.truncf left)
    f8_cast.py kernel   # in a @cute.kernel compiled directly, as NVIDIA/cutlass#3429 does: 4.6.1 and
                        # 4.7.1 fail after every pass (nvgpu.cvt_fptrunc left); 4.5.3's verifier refuses
                        # it before any pass; 4.8.1 refuses the call
"""

import sys

import cutlass
import cutlass.cute as cute


@cute.jit
def to_f8_on_host(x: cutlass.Float32):
    cute.printf(cutlass.Float8E4M3FN(x))


@cute.kernel
def to_f8_in_kernel(x: cutlass.Float32):
    tidx, _, _ = cute.arch.thread_idx()
    if tidx == 0:
        cute.printf(cutlass.Float8E4M3FN(x))


if __name__ == "__main__":
    cute.compile(to_f8_on_host if sys.argv[1:] == ["host"] else to_f8_in_kernel, 1.5)
