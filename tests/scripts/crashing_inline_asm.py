"""A kernel that segfaults the compiler itself (DSL 4.5.3 and 4.8.1, measured 2026-11-24).

Inline PTX with four constraints ("=f,f,f,f") for one result and one operand: NVVM dies with SIGSEGV
inside the binary pass (cuda-to-binary) instead of reporting the mismatch. A real crash, for the
reproducer tests: no stand-in pass manager.
"""

import cutlass
import cutlass.cute as cute
from cutlass._mlir.dialects import llvm
from cutlass.cute.runtime import make_fake_compact_tensor
from cutlass.cutlass_dsl import T


@cute.kernel
def copy_kernel(g_data: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    value = cutlass.Float32(g_data[tidx]).ir_value()
    moved = llvm.inline_asm(T.f32(), [value], "mov.f32 $0, $1;", "=f,f,f,f", has_side_effects=True)
    g_data[tidx] = cutlass.Float32(moved)


@cute.jit
def copy(data: cute.Tensor):
    copy_kernel(data).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    cute.compile(copy, make_fake_compact_tensor(cutlass.Float32, (32,)))
