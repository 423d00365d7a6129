"""A loop-invariant reciprocal inside a `vectorize=True` loop: a pass-reordering regression (issue 25).

    cute-ir trace -o A --arch sm_100a --dsl 4.4.2+cu13 -- docs/examples/vectorized_loop_invariant.py
    cute-ir trace -o B --arch sm_100a --dsl 4.5.0+cu13 -- docs/examples/vectorized_loop_invariant.py
    cute-ir diff A/001 B/001    # registers 28 -> 30, SASS instructions 120 -> 136
    cute-ir blame A/001 B/001   # the loop-vectorize pass moved: proven by running it at the other place

In the spirit of NVIDIA/cutlass#3219 (`range(..., vectorize=True)` packs f32 arithmetic into f32x2 ops on
sm_100): each thread scales its eight values by `1 / (tidx + 1)`, written inside the vectorized loop
although it does not depend on the loop index. 4.4.2+cu13 runs loop-invariant-code-motion before
loop-vectorize, so the reciprocal is hoisted and computed once; 4.5.0+cu13 runs loop-vectorize first
(right after cute-desugar), so the invariant `tidx + 1` becomes a packed add and the reciprocal is
computed once per lane (two `rcp.rn.f32` in the PTX). Compiled with fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor

WIDTH = 8


@cute.kernel
def scaled_fma_kernel(g_a: cute.Tensor, g_b: cute.Tensor, g_out: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    r_a = cute.make_rmem_tensor((WIDTH,), cutlass.Float32)
    r_b = cute.make_rmem_tensor((WIDTH,), cutlass.Float32)
    for i in range(WIDTH):
        r_a[i] = g_a[tidx * WIDTH + i]
        r_b[i] = g_b[tidx * WIDTH + i]
    r_out = cute.make_rmem_tensor((WIDTH,), cutlass.Float32)
    for j in cutlass.range(WIDTH, vectorize=True):
        scale = cutlass.Float32(1.0) / (cutlass.Float32(tidx) + cutlass.Float32(1.0))  # invariant in j
        r_out[j] = r_a[j] * scale + r_b[j]
    for i in range(WIDTH):
        g_out[tidx * WIDTH + i] = r_out[i]


@cute.jit
def scaled_fma(g_a: cute.Tensor, g_b: cute.Tensor, g_out: cute.Tensor):
    scaled_fma_kernel(g_a, g_b, g_out).launch(grid=[1, 1, 1], block=[128, 1, 1])


if __name__ == "__main__":
    cute.compile(scaled_fma, *(make_fake_compact_tensor(cutlass.Float32, (128 * WIDTH,)) for _ in range(3)))
