"""A jit entry with only runtime arguments whose input IR is larger than 64 KiB.

The first pass (cute-remove-static-args) has nothing to remove, so the IR after it is the input
itself; an unrolled body makes that input large enough for the trace to store it compressed.

    large_input_kernel.py
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor

UNROLL = 400  # 140 KiB of input IR


@cute.kernel
def unrolled_kernel(src: cute.Tensor, dst: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    value = src[tidx]
    for step in cutlass.range_constexpr(UNROLL):
        value = value * src[tidx + step % 7] + 1.0
    dst[tidx] = value


@cute.jit
def unrolled(src: cute.Tensor, dst: cute.Tensor):
    unrolled_kernel(src, dst).launch(grid=[1, 1, 1], block=[64, 1, 1])


def compile_unrolled() -> None:
    tensor = make_fake_compact_tensor(cutlass.Float32, (128,))
    cute.compile(unrolled, tensor, tensor)
    print("compiled")


if __name__ == "__main__":
    compile_unrolled()
