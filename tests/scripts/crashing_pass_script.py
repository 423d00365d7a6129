"""A script whose compiler dies with SIGSEGV inside one pass, as DSL releases sometimes do.

The DSL and cute-ir both reach the pass manager through `cutlass._mlir.passmanager.PassManager`;
this script swaps in a stand-in that reads address 0 (a real segmentation fault) when it runs a
pipeline containing CRASH_PASS (argv[1]), which is what a crash in that pass looks like from outside.
Run one pass at a time (the replay) it dies in exactly that pass; run whole it dies before the first.
"""

import ctypes
import sys

import cutlass
import cutlass.cute as cute
from cutlass._mlir import passmanager
from cutlass.cute.runtime import make_fake_compact_tensor

CRASH_PASS = sys.argv[1] if len(sys.argv) > 1 else "convert-cute-to-core"
_RealPassManager = passmanager.PassManager


class _CrashingPassManager:
    def __init__(self, real):
        self._real = real

    @staticmethod
    def parse(pipeline, *args, **kwargs):
        return _CrashingPassManager(_RealPassManager.parse(pipeline, *args, **kwargs))

    def run(self, *args, **kwargs):
        if CRASH_PASS in str(self._real):
            ctypes.string_at(0)
        return self._real.run(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._real, name)

    def __str__(self):
        return str(self._real)


passmanager.PassManager = _CrashingPassManager


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
