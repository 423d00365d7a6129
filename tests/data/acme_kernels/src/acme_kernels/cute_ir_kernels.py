"""What ACME tells cute-ir: each kernel with the example arguments it is compiled with."""

import cute_ir

from acme_kernels.scale import scale


def _example_args():
    import cutlass
    import cutlass.cute as cute

    x = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (64, 128))
    y = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (64, 128))
    return x, y, cutlass.Float32(2.0)


cute_ir.register_jit(scale, name="acme_scale_f32", example_args=_example_args, min_cc=80)
