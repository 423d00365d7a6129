"""A script whose compiler dies with SIGSEGV inside one pass, as DSL releases sometimes do.

It reads address 0 (a real segmentation fault) when a pipeline containing CRASH_PASS (argv[1]) runs
(pass_hooks.in_pass), which is what a crash in that pass looks like from outside. Run one pass at a
time (the replay) it dies in exactly that pass; run whole it dies before the first.
"""

import ctypes
import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from pass_hooks import in_pass

CRASH_PASS = sys.argv[1] if len(sys.argv) > 1 else "convert-cute-to-core"
in_pass(CRASH_PASS, lambda: ctypes.string_at(0))  # reads address 0: a real segmentation fault


@cute.kernel
def copy_kernel(src: cute.Tensor, dst: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    dst[tidx] = src[tidx]


@cute.jit
def copy(src: cute.Tensor, dst: cute.Tensor):
    copy_kernel(src, dst).launch(grid=[1, 1, 1], block=[64, 1, 1])


if __name__ == "__main__":
    tensor = make_fake_compact_tensor(cutlass.Float32, (64,))
    cute.compile(copy, tensor, tensor)
