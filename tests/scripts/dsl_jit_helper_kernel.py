"""A kernel whose device code calls one of the DSL's own @cute.jit functions (a pipeline helper of
cutlass.pipeline): the DSL traces that call through its jit machinery, inside the outer compile, and
attributes the ops it builds to the first frame outside the DSL: this kernel's line."""

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from cutlass.pipeline import PipelineTmaAsync


@cute.kernel
def signal_kernel(dst: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    rank, signals = PipelineTmaAsync.init_empty_barrier_arrive_signal(cute.make_layout((1, 1, 1, 1)), tidx)
    if signals:
        dst[tidx] = rank


@cute.jit
def signal(dst: cute.Tensor):
    signal_kernel(dst).launch(grid=[1, 1, 1], block=[64, 1, 1])


cute.compile(signal, make_fake_compact_tensor(cutlass.Int32, (64,)))
