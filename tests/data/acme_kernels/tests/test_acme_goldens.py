"""ACME's golden tests: cute-ir's pytest plugin checks what these tests compile (goldens in tests/golden)."""

import cutlass
import cutlass.cute as cute

from acme_kernels.scale import scale


def test_scale_compiled_here(cute_ir_golden):
    x = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (128, 64))
    y = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (128, 64))
    with cute_ir_golden.capture("acme_scale_128x64"):
        cute.compile(scale, x, y, cutlass.Float32(0.5))


def test_registered_kernel(cute_ir_golden):
    cute_ir_golden.check_kernel("acme_scale_f32")
