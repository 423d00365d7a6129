"""A registered kernel whose front end raises while tracing (a TypeError in its own Python): for
`cute-ir --import tests/scripts/frontend_raise_kernel.py dump|golden ... add_rows_f32`."""

import cutlass
import cutlass.cute as cute

import cute_ir


@cute.jit
def add_rows(x: cute.Tensor):
    cute.size(x) + "rows"


def _example_args():
    from cutlass.cute.runtime import make_fake_compact_tensor

    return (make_fake_compact_tensor(cutlass.Float32, (64,)),)


cute_ir.register_jit(add_rows, name="add_rows_f32", example_args=_example_args)
