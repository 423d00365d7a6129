"""A compile the DSL's front end refuses before any pass (the pattern of NVIDIA/cutlass#3243).

A FastDivmodDivisor made by a @cute.jit helper travels into a kernel inside a dataclass; reading its
`.divisor` there uses a value of the host function: the DSL's IR verification fails ("using value
defined outside the region"), on 4.5 through 4.8.1.
"""

from dataclasses import dataclass

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@dataclass
class Carried:
    divmod: cute.FastDivmodDivisor


@cute.jit
def carry(n: cutlass.Int32) -> Carried:
    return Carried(cute.FastDivmodDivisor(n))


@cute.kernel
def store_divisor(out: cute.Tensor, carried: Carried):
    tidx, _, _ = cute.arch.thread_idx()
    if tidx == 0:
        out[0] = carried.divmod.divisor


@cute.jit
def launch(out: cute.Tensor, n: cutlass.Int32):
    store_divisor(out, carry(n)).launch(grid=[1, 1, 1], block=[32, 1, 1])


if __name__ == "__main__":
    cute.compile(launch, make_fake_compact_tensor(cutlass.Int32, (1,)), cutlass.Int32(7))
