"""Compile ACME's scale kernel as a user script would (`cute-ir trace -- examples/scale_rows.py`)."""

import cutlass
import cutlass.cute as cute

from acme_kernels.scale import scale

x = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (64, 128))
y = cute.runtime.make_fake_compact_tensor(cutlass.Float32, (64, 128))
cute.compile(scale, x, y, cutlass.Float32(2.0))
print("compiled")
