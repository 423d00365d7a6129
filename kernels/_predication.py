"""Bounds predicates for 128-bit vector copies on ragged tiles, shared by the vectorized kernels."""

from __future__ import annotations

import cutlass
import cutlass.cute as cute


def vector_predicate(tXgX: cute.Tensor, tXcX: cute.Tensor, shape: cute.Shape) -> cute.Tensor:
    """One flag per vector of a partitioned `((vector, vectors), m, n)` tensor: is it in bounds?

    Checking the vector's first element is enough because the caller guarantees that the contiguous
    extent is a whole number of vectors (so a vector is either all inside or all outside). Plain
    Python loops: this helper is traced, not preprocessed, so they unroll at trace time.
    """
    vectors = cute.size(tXgX, mode=[0, 1])
    rows = cute.size(tXgX, mode=[1])
    cols = cute.size(tXgX, mode=[2])
    flags = cute.make_rmem_tensor(cute.make_layout((vectors, rows, cols)), cutlass.Boolean)
    for v in range(vectors):
        for m in range(rows):
            for n in range(cols):
                flags[v, m, n] = cute.elem_less(tXcX[(0, v), m, n], shape)
    return flags
