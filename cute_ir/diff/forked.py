"""Run part of a diff in a forked child while the diffing process goes on with the rest.

A diff of the two largest traces is CPU-bound from end to end; once every state is normalized, the
walks and per-pass effects (one child) and the input's and artifacts' diffs (this process) take about
as long each, and share the two cores a diff is timed on. A forked child reads everything the parent
had made (the normalized texts, copy-on-write) and sends back its small result, pickled.
"""

from __future__ import annotations

import os
import pickle
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from cute_ir.process.fork import ForkedChild, can_fork
from cute_ir.process.jobs import usable_cores

T = TypeVar("T")


def in_a_child(compute: Callable[[], T]) -> Callable[[], T] | None:
    """`compute()` started in a forked child; call the result for its value. None where no child can be
    forked usefully: without fork or a second core, or while other threads run (a sweep diffs in a thread
    pool: a fork could copy a lock one of them holds into a child that then waits on it for ever)."""
    if not can_fork() or usable_cores() < 2:
        return None
    return _Child(compute)


class _Child(Generic[T]):
    """A forked child computing `compute()`; its result is read once, and the child is always reaped
    (when the result is asked for, or when this object goes away unasked). Where the child fails, the
    value is computed in this process."""

    def __init__(self, compute: Callable[[], T]) -> None:
        self._compute = compute
        self._found: list[T] = []
        read, write = os.pipe()

        def send() -> None:
            os.close(read)
            with os.fdopen(write, "wb") as out:
                out.write(pickle.dumps(compute()))

        self._child = ForkedChild(send)
        os.close(write)
        self._incoming: Any = os.fdopen(read, "rb")
        weakref.finalize(self, _reap, self._child, self._incoming)

    def __call__(self) -> T:
        if not self._found:
            data = self._incoming.read()
            status = _reap(self._child, self._incoming)
            self._found.append(pickle.loads(data) if status == 0 and data else self._compute())
        return self._found[0]


def _reap(child: ForkedChild, incoming: Any) -> int:
    """Close the pipe and wait for the child (once: a child not waited for stays a zombie); its status."""
    incoming.close()
    return child.wait()
