"""Helpers for 128-bit vector access on ragged tensors, shared by the vectorized kernels.

A kernel moves 128-bit vectors when every operand allows it (contiguous extent and other strides a
whole number of vectors, base address 16-byte aligned); otherwise it moves single elements through
the same tiles, predicated one by one (the tail path). `access_elements` makes that choice from the
arguments before compiling; the choice is part of the compiled artifact (`Kernel.specialization`).
"""

from __future__ import annotations

from collections.abc import Iterable

import cutlass
import cutlass.cute as cute

from cute_ir.registry.dsl_compat import register_tensor
from cute_ir.registry.dtypes import itemsize
from cute_ir.registry.operands import OperandView


def vector_fits(view: OperandView, leading_dim: int, vector: int) -> bool:
    """Can `view` be read in whole `vector`-element vectors along `leading_dim`?"""
    if view.shape[leading_dim] % vector:
        return False
    other = [step for dim, step in enumerate(view.stride) if dim != leading_dim and view.shape[dim] > 1]
    if any(step % vector for step in other):
        return False
    needed_bytes = min(vector * itemsize(view.dtype or "f32"), 16)
    return view.address_alignment is None or view.address_alignment >= needed_bytes


def access_elements(views: Iterable[tuple[OperandView, int]], vector: int) -> int:
    """Elements per access for these (operand, contiguous dim) pairs: `vector` when all fit, else 1."""
    return vector if all(vector_fits(view, dim, vector) for view, dim in views) else 1


def with_aligned_strides(tensor: cute.Tensor, elements: int) -> cute.Tensor:
    """The same tensor, telling the compiler that every run-time stride is a multiple of `elements`.

    Why: with dynamic strides the compiler cannot prove a row starts on a 16-byte boundary and
    refuses the 128-bit copy atom. `access_elements` has checked exactly this before compiling.
    With `elements` 1 (the tail path) the tensor is returned as it is.
    """
    if elements == 1:
        return tensor
    layout = tensor.layout
    strides = tuple(
        step if isinstance(step, int) else cute.assume(step, divby=elements) for step in layout.stride
    )
    return cute.make_tensor(tensor.iterator, cute.make_layout(layout.shape, stride=strides))


def vector_predicate(tXgX: cute.Tensor, tXcX: cute.Tensor, shape: cute.Shape) -> cute.Tensor:
    """One flag per copy of a partitioned `((atom, copies), m, n)` tensor: is it in bounds?

    Checking a copy's first element is enough: a 128-bit copy is only used where the contiguous
    extent is a whole number of vectors (so a vector is either all inside or all outside), and a
    one-element copy is its own first element. Plain Python loops: this helper is traced, not
    preprocessed, so they unroll at trace time.
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
