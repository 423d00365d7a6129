"""Helpers for 128-bit vector access on ragged tensors, shared by the vectorized kernels."""

from __future__ import annotations

import cutlass
import cutlass.cute as cute

from cute_ir.registry.dsl_compat import register_tensor


def with_aligned_strides(tensor: cute.Tensor, elements: int) -> cute.Tensor:
    """The same tensor, telling the compiler that every run-time stride is a multiple of `elements`.

    Why: with dynamic strides the compiler cannot prove a row starts on a 16-byte boundary and
    refuses the 128-bit copy atom. `Kernel.supports` has checked exactly this before any launch.
    """
    layout = tensor.layout
    strides = tuple(
        step if isinstance(step, int) else cute.assume(step, divby=elements) for step in layout.stride
    )
    return cute.make_tensor(tensor.iterator, cute.make_layout(layout.shape, stride=strides))


def vector_predicate(tXgX: cute.Tensor, tXcX: cute.Tensor, shape: cute.Shape) -> cute.Tensor:
    """One flag per vector of a partitioned `((vector, vectors), m, n)` tensor: is it in bounds?

    Checking the vector's first element is enough because the caller guarantees that the contiguous
    extent is a whole number of vectors (so a vector is either all inside or all outside). Plain
    Python loops: this helper is traced, not preprocessed, so they unroll at trace time.
    """
    vectors = cute.size(tXgX, mode=[0, 1])
    rows = cute.size(tXgX, mode=[1])
    cols = cute.size(tXgX, mode=[2])
    flags = register_tensor(cute.make_layout((vectors, rows, cols)), cutlass.Boolean)
    for v in range(vectors):
        for m in range(rows):
            for n in range(cols):
                flags[v, m, n] = cute.elem_less(tXcX[(0, v), m, n], shape)
    return flags
