"""y = alpha * x on a 2-D tensor: one CTA per row, one thread per column."""

import cutlass
import cutlass.cute as cute


@cute.kernel
def _scale_rows(mX: cute.Tensor, mY: cute.Tensor, alpha: cutlass.Float32):
    row, _, _ = cute.arch.block_idx()
    column, _, _ = cute.arch.thread_idx()
    mY[row, column] = mX[row, column] * alpha


@cute.jit
def scale(mX: cute.Tensor, mY: cute.Tensor, alpha: cutlass.Float32):
    _scale_rows(mX, mY, alpha).launch(grid=[mX.shape[0], 1, 1], block=[mX.shape[1], 1, 1])
