"""One kernel compiled at the DSL's default optimisation level and at `--opt-level 0`, in one release.

    cute-ir trace -o S -- docs/examples/opt_level.py
    cute-ir diff S/001 S/002      # same input IR, same passes; registers and SASS differ
    cute-ir blame S/001 S/002     # which pass option makes the difference, proven by experiment

`cute.compile(..., options="--opt-level 0")` is what a user writes to debug a kernel. The front end
makes the same IR and the pipeline runs the same passes; only one pass's options differ between the
two compiles (`cute-ir diff` shows which). Each thread sums a strided row of a tensor in a loop
unrolled by 4 and scales it. Compiled with fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor

ROW = 64


@cute.kernel
def row_sum_kernel(g_in: cute.Tensor, g_out: cute.Tensor, scale: cutlass.Float32):
    tidx, _, _ = cute.arch.thread_idx()
    total = cutlass.Float32(0.0)
    for i in cutlass.range(ROW, unroll=4):
        total += g_in[tidx * ROW + i] * scale
    g_out[tidx] = total


@cute.jit
def row_sum(g_in: cute.Tensor, g_out: cute.Tensor, scale: cutlass.Float32):
    row_sum_kernel(g_in, g_out, scale).launch(grid=[1, 1, 1], block=[128, 1, 1])


if __name__ == "__main__":
    arguments = (make_fake_compact_tensor(cutlass.Float32, (128 * ROW,)),
                 make_fake_compact_tensor(cutlass.Float32, (128,)), cutlass.Float32(2.0))
    cute.compile(row_sum, *arguments)
    cute.compile(row_sum, *arguments, options="--opt-level 0")
