"""Two kernels whose @cute.jit `__call__` is defined once, on their base class (as quack's
GemmDefaultSm90 inherits GemmSm90.__call__): compiled in the order given.

    inherited_call.py Scale|Shift ...
"""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


class RowOp:
    """Applies `self.apply` to every element; subclasses say what it does."""

    @cute.kernel
    def kernel(self, src: cute.Tensor, dst: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        dst[tidx] = self.apply(src[tidx])

    @cute.jit
    def __call__(self, src: cute.Tensor, dst: cute.Tensor):
        self.kernel(src, dst).launch(grid=[1, 1, 1], block=[64, 1, 1])


class Scale(RowOp):
    def apply(self, value):
        return value * 2.0


class Shift(RowOp):
    def apply(self, value):
        return value + 3.0


if __name__ == "__main__":
    tensor = make_fake_compact_tensor(cutlass.Float32, (64,))
    for name in sys.argv[1:]:
        cute.compile({"Scale": Scale, "Shift": Shift}[name](), tensor, tensor)
