"""A register vector indexed element by element after one load: in the spirit of NVIDIA/cutlass#3210.

    cute-ir trace -o A --dsl 4.4.2+cu13 -- docs/examples/vector_index_spill.py
    cute-ir trace -o B --dsl 4.5.0+cu13 -- docs/examples/vector_index_spill.py
    cute-ir diff A B           # the stack frame appears in B
    cute-ir blame A/001 B/001  # which pass of B's pipeline puts it there, proven by experiment
    cute-ir blame B/002 B/001  # one release, the two spellings: the input IR is the cause

Each thread packs three bf16 values into a register tensor, loads the tensor as one vector, converts it
to f32 and sums its elements in a fully unrolled loop (`vector_sum`). Indexing the vector (not the
tensor) is what one release turns into a stack frame; `vector_sum_by_element` indexes the tensor
instead, the report's workaround. Compiled with fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor

WIDTH = 3


def packed_values(g_in: cute.Tensor, tidx):
    """The thread's WIDTH bf16 values in a register tensor (plain Python: traced, unrolled, into each kernel)."""
    packed = cute.make_rmem_tensor(((1, WIDTH),), cutlass.BFloat16)
    for i in range(WIDTH):
        packed[i] = g_in[tidx * WIDTH + i]
    return packed


@cute.kernel
def vector_sum_kernel(g_in: cute.Tensor, g_out: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    packed = packed_values(g_in, tidx)
    widened = packed[None].load().to(cutlass.Float32)
    total = cutlass.Float32(0.0)
    for i in cutlass.range(cute.size(packed[None]), unroll_full=True):
        total += widened[i]
    g_out[tidx] = total


@cute.kernel
def element_sum_kernel(g_in: cute.Tensor, g_out: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    packed = packed_values(g_in, tidx)
    total = cutlass.Float32(0.0)
    for i in cutlass.range(cute.size(packed[None]), unroll_full=True):
        total += packed[None][i].to(cutlass.Float32)
    g_out[tidx] = total


@cute.jit
def vector_sum(g_in: cute.Tensor, g_out: cute.Tensor):
    vector_sum_kernel(g_in, g_out).launch(grid=[1, 1, 1], block=[128, 1, 1])


@cute.jit
def vector_sum_by_element(g_in: cute.Tensor, g_out: cute.Tensor):
    element_sum_kernel(g_in, g_out).launch(grid=[1, 1, 1], block=[128, 1, 1])


if __name__ == "__main__":
    for function in (vector_sum, vector_sum_by_element):
        cute.compile(function, make_fake_compact_tensor(cutlass.BFloat16, (128 * WIDTH,)),
                     make_fake_compact_tensor(cutlass.Float32, (128,)))
