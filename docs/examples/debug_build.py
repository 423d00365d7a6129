"""One kernel compiled as released and as debug builds, in one release: causes that are compile options.

    cute-ir trace -o S -- docs/examples/debug_build.py
    cute-ir blame S/001 S/002     # --opt-level 0: which pass option costs the registers, proven by experiment
    cute-ir blame S/001 S/003     # --enable-assertions --opt-level 0: the same cause, and the assertions'
    cute-ir diff S/001 S/003      # transient IR (a spike canonicalize folds back) ruled out by experiment

`cute.compile(..., options=...)` is how a user makes a debug build. The front end makes the same IR
for all three compiles; the pipeline runs the same passes with other options (`cute-ir diff` shows
which). Each thread sums a strided row of a tensor in a loop unrolled by 4 and scales it; the kernel
asserts a static fact about its arguments, which `--enable-assertions` expands into a check that
canonicalize then folds away. Compiled with fake tensors: no GPU needed.
"""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from cutlass.cute.testing import assert_

ROW = 64
THREADS = 128


@cute.kernel
def row_sum_kernel(g_in: cute.Tensor, g_out: cute.Tensor, scale: cutlass.Float32):
    assert_(cute.size(g_in) == ROW * cute.size(g_out), "one row of the input per output element")
    tidx, _, _ = cute.arch.thread_idx()
    total = cutlass.Float32(0.0)
    for i in cutlass.range(ROW, unroll=4):
        total += g_in[tidx * ROW + i] * scale
    g_out[tidx] = total


@cute.jit
def row_sum(g_in: cute.Tensor, g_out: cute.Tensor, scale: cutlass.Float32):
    row_sum_kernel(g_in, g_out, scale).launch(grid=[1, 1, 1], block=[THREADS, 1, 1])


if __name__ == "__main__":
    arguments = (make_fake_compact_tensor(cutlass.Float32, (THREADS * ROW,)),
                 make_fake_compact_tensor(cutlass.Float32, (THREADS,)), cutlass.Float32(2.0))
    for options in ("", "--opt-level 0", "--enable-assertions --opt-level 0"):
        cute.compile(row_sum, *arguments, options=options)
