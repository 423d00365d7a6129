"""Delta debugging (Zeller and Hildebrandt's ddmin) over the passes to leave out of a pipeline.

`test(removed)` re-runs the pipeline without the passes in `removed` and says whether the symptom is gone.
ddmin looks for a 1-minimal set of passes whose removal makes it go: every pass of the set is needed (put
any one back and the symptom returns, or the pipeline no longer runs). Outcomes other than "gone" (the
symptom stays, another value, the pipeline failed without a pass) are all "not gone", as ddmin treats
unresolved tests. Unlike the textbook form, the whole candidate set need not make the symptom go: removing
every candidate at once often leaves an illegal pipeline (no lowering), so smaller sets are tried with
growing granularity down to single passes, the way ddmin splits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


class OutOfTime(Exception):
    """The time budget ran out before the search ended."""


@dataclass(frozen=True)
class Search(Generic[T]):
    found: tuple[T, ...]  # the smallest set found whose removal makes the symptom go; () where none
    minimal: bool  # every member was shown to be needed (the search ended; not cut by the budget)
    tests: int  # experiments run (repeats of one set are not run again)


def ddmin(candidates: Sequence[T], gone: Callable[[tuple[T, ...]], bool]) -> Search[T]:
    """A 1-minimal subset of `candidates` (kept in their order) for which `gone` holds, by delta debugging.

    `gone` may raise OutOfTime: the best set found so far is returned, not marked minimal.
    """
    order = {item: n for n, item in enumerate(candidates)}
    results: dict[frozenset[T], bool] = {}

    def test(subset: Sequence[T]) -> bool:
        key = frozenset(subset)
        if key not in results:
            results[key] = gone(tuple(sorted(subset, key=order.__getitem__)))
        return results[key]

    current: list[T] = list(candidates)
    found: list[T] | None = None
    granularity = 2
    try:
        if current and test(current):
            found = current
        while len(current) >= 2 or (found is None and current):
            chunks = _split(current, granularity)
            reduced = next((chunk for chunk in chunks if test(chunk)), None)
            if reduced is None and granularity > 2:
                complements = ([item for item in current if item not in chunk] for chunk in chunks)
                reduced = next((rest for rest in complements if test(rest)), None)
                if reduced is not None:
                    current, found, granularity = reduced, reduced, max(granularity - 1, 2)
                    continue
            if reduced is not None:
                current, found, granularity = reduced, reduced, 2
                continue
            if granularity >= len(current):
                break
            granularity = min(len(current), granularity * 2)
    except OutOfTime:
        best = tuple(sorted(found, key=order.__getitem__)) if found else ()
        return Search(best, False, len(results))
    best = tuple(sorted(found, key=order.__getitem__)) if found else ()
    return Search(best, bool(found), len(results))


def _split(items: list[T], parts: int) -> list[list[T]]:
    """`items` cut into `parts` runs of nearly equal length, in order."""
    parts = min(parts, len(items))
    size, extra = divmod(len(items), parts)
    chunks, start = [], 0
    for n in range(parts):
        end = start + size + (1 if n < extra else 0)
        chunks.append(items[start:end])
        start = end
    return chunks
