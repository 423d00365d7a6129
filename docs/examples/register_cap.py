"""Register-hungry kernels under a register cap: where the cap bites, they spill to the stack.

    cute-ir trace -o A --dsl 4.5.3 -- docs/examples/register_cap.py
    cute-ir trace -o B -- docs/examples/register_cap.py
    cute-ir diff A B

`max_number_threads=[1024, 1, 1]` (`.maxntid 1024` in the PTX) lets ptxas use at most 64 registers a
thread. Each kernel keeps N f32 values live in registers (a fully unrolled loop over a register
array) and combines them in a second pass, so it needs about N registers: over the cap, the rest
spills. A release that needs a few registers more spills more. Fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


def make_kernel(n: int):
    @cute.kernel
    def hold_kernel(g_in: cute.Tensor, g_out: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        values = cute.make_rmem_tensor(cute.make_layout(n), cutlass.Float32)
        for i in cutlass.range_constexpr(n):
            values[i] = g_in[tidx * n + i] * g_in[(tidx * n + i * 7) % (128 * n)]
        total = cutlass.Float32(0.0)
        for i in cutlass.range_constexpr(n):
            total += values[i] * values[(i * 5 + 3) % n]
        g_out[tidx] = total

    @cute.jit
    def launch(g_in: cute.Tensor, g_out: cute.Tensor):
        hold_kernel(g_in, g_out).launch(grid=[1, 1, 1], block=[128, 1, 1], max_number_threads=[1024, 1, 1])

    return launch


if __name__ == "__main__":
    for n in (48, 64, 96):
        cute.compile(
            make_kernel(n),
            make_fake_compact_tensor(cutlass.Float32, (128 * n,)),
            make_fake_compact_tensor(cutlass.Float32, (128,)),
        )
