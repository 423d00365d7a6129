"""Compiles whose front end raises while the DSL traces the @cute.jit function, before a module exists.

`python frontend_raise.py type`: a plain TypeError in the kernel's own Python.
`python frontend_raise.py dynamic-index`: the DSL's own error (4.8.1: `error[PHASE_DYNAMIC_INDEX]`, with
its source snippet and suggestions) for a staged value used as a Python int.
"""

import sys

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor


@cute.jit
def add_rows(x: cute.Tensor):
    cute.size(x) + "rows"


@cute.jit
def index_by_value(x: cute.Tensor):
    first = x[0]
    int(first)


if __name__ == "__main__":
    jit_function = {"type": add_rows, "dynamic-index": index_by_value}[sys.argv[1]]
    cute.compile(jit_function, make_fake_compact_tensor(cutlass.Float32, (64,)))
