"""A kernel whose lowering needs convert-math-to-funcs: math.ipowi and math.fpowi with runtime exponents.

DSL 4.6+ does not register that pass in Python, so a replay skips it unless the upstream-mlir extra
emulates it; 4.5.3 prints its real output. Compiles under 4.3+ (fake tensors, MLIR ops built directly).
"""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from cutlass._mlir.dialects import math as mlir_math  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor  # noqa: E402


@cute.kernel
def powi_kernel(ints: cute.Tensor, floats: cute.Tensor, n: cutlass.Int32):
    tidx, _, _ = cute.arch.thread_idx()
    exponent = n.ir_value()
    ints[tidx] = cutlass.Int32(mlir_math.ipowi(cutlass.Int32(ints[tidx]).ir_value(), exponent))
    floats[tidx] = cutlass.Float32(mlir_math.fpowi(cutlass.Float32(floats[tidx]).ir_value(), exponent))


@cute.jit
def powi(ints: cute.Tensor, floats: cute.Tensor, n: cutlass.Int32):
    powi_kernel(ints, floats, n).launch(grid=[1, 1, 1], block=[128, 1, 1])


if __name__ == "__main__":
    cute.compile(powi, make_fake_compact_tensor(cutlass.Int32, (128,)),
                 make_fake_compact_tensor(cutlass.Float32, (128,)), cutlass.Int32(3))
