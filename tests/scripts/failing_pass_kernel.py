"""A kernel whose Python traces fine but whose PTX is invalid: the cuda-to-binary pass must fail.

The inline assembly names an instruction PTX does not have, so NVVM/ptxas rejects the module inside
the compiler's binary pass, after every earlier pass has run. Used to test failure capture.
"""

import cutlass
import cutlass.cute as cute
from cutlass._mlir.dialects import llvm
from cutlass.cute.runtime import make_fake_compact_tensor
from cutlass.cutlass_dsl import T


@cute.kernel
def scale_kernel(g_data: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    value = g_data[tidx]
    bogus = llvm.inline_asm(
        T.f32(),
        [cutlass.Float32(value).ir_value()],
        "not.a.ptx.instruction.f32 $0, $1;",
        "=f,f",
        has_side_effects=True,
    )
    g_data[tidx] = cutlass.Float32(bogus)


@cute.jit
def scale(data: cute.Tensor):
    scale_kernel(data).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    cute.compile(scale, make_fake_compact_tensor(cutlass.Float32, (32,)))
