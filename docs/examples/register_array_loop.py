"""Register arrays indexed by a loop variable: in registers only where the loop gets unrolled.

    cute-ir trace -o A --dsl 4.5.3 -- docs/examples/register_array_loop.py
    cute-ir trace -o B -- docs/examples/register_array_loop.py
    cute-ir diff A B          # the two session directories, kernel by kernel

Each kernel fills an array of N f32 in registers and sums it through a loop whose index is the loop
variable: where the loop is unrolled the index is a constant and the array stays in registers;
where it is not, the array lives in local memory (a stack frame, `.local` in the PTX). Compiled with
fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


def make_kernel(n: int, stride: int, by_thread: bool):
    @cute.kernel
    def sum_kernel(g_in: cute.Tensor, g_out: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        values = cute.make_rmem_tensor(cute.make_layout(n), cutlass.Float32)
        for i in cutlass.range_constexpr(n):
            values[i] = g_in[tidx * n + i]
        total = cutlass.Float32(0.0)
        for i in cutlass.range(n):
            if cutlass.const_expr(by_thread):
                total += values[(i * stride + tidx) % n]
            else:
                total += values[(i * stride) % n]
        g_out[tidx] = total

    @cute.jit
    def launch(g_in: cute.Tensor, g_out: cute.Tensor):
        sum_kernel(g_in, g_out).launch(grid=[1, 1, 1], block=[128, 1, 1])

    launch.__name__ = launch.__qualname__ = f"sum_n{n}_s{stride}{'_tid' if by_thread else ''}"
    return launch


if __name__ == "__main__":
    for n, stride, by_thread in [(8, 3, False), (16, 7, False), (32, 7, False), (64, 5, False), (32, 7, True)]:
        cute.compile(
            make_kernel(n, stride, by_thread),
            make_fake_compact_tensor(cutlass.Float32, (128 * n,)),
            make_fake_compact_tensor(cutlass.Float32, (128,)),
        )
