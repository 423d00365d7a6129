"""Choosing instances spread over design points, the same ones for the same catalogue.

Why: NVIDIA's operator catalogue holds ~290,000 operators; a release report samples it and the
goldens keep one operator per design point. A sample must reach every value of every design
dimension (class, dtypes, 2-CTA, cluster, epilogue, scale format, target) before it repeats one, and
be reproducible: the same names for the same catalogue and N, whatever order the catalogue lists
them in. Ranks are hashes of names and points, never list positions.

A design point is a mapping of dimension -> value (strings); instances with equal points are one
group. `stratified_sample` takes groups greedily by how many unseen (dimension, value) pairs each
adds (ties by rank), so the first picks cover the dimensions; once every group has one pick, it goes
round again with each group's next member. A group's first pick is its lowest-ranked name, so one name
per point at a finer point (a dimension more) keeps every pick of the coarser one: refining the rule of
a golden set adds goldens and keeps those already blessed.
"""

from __future__ import annotations

import hashlib
import heapq
from collections.abc import Mapping

from cute_ir.errors import BadInputError

DesignPoint = Mapping[str, str]
PointKey = tuple[tuple[str, str], ...]


def stable_rank(text: str) -> str:
    """An order that depends only on the text itself (not on where a catalogue lists it)."""
    return hashlib.sha256(text.encode()).hexdigest()


def point_key(point: DesignPoint) -> PointKey:
    return tuple(sorted((str(dimension), str(value)) for dimension, value in point.items()))


def group_by_point(points: Mapping[str, DesignPoint]) -> dict[PointKey, list[str]]:
    """Names grouped by design point, each group's names in rank order."""
    groups: dict[PointKey, list[str]] = {}
    for name, point in points.items():
        groups.setdefault(point_key(point), []).append(name)
    for names in groups.values():
        names.sort(key=stable_rank)
    return groups


def _covering_order(groups: Mapping[PointKey, list[str]]) -> list[PointKey]:
    """Every group once, each next one adding the most (dimension, value) pairs not yet covered.

    Lazy greedy: a group's gain only falls as pairs get covered, so a popped group whose gain is
    still its recorded one is the best; otherwise it goes back with its new gain.
    """
    covered: set[tuple[str, str]] = set()
    heap = [(-len(key), stable_rank(repr(key)), key) for key in groups]
    heapq.heapify(heap)
    order: list[PointKey] = []
    while heap:
        negative_gain, rank, key = heapq.heappop(heap)
        gain = sum(1 for pair in key if pair not in covered)
        if gain < -negative_gain:
            heapq.heappush(heap, (-gain, rank, key))
            continue
        order.append(key)
        covered.update(key)
    return order


def stratified_sample(points: Mapping[str, DesignPoint], n: int | None = None) -> list[str]:
    """`n` names spread over the design points, in pick order; None: one name per design point."""
    if n is not None and n < 1:
        raise BadInputError(f"a sample of {n} instances", hint="ask for at least 1")
    groups = group_by_point(points)
    order = _covering_order(groups)
    wanted = len(order) if n is None else min(n, len(points))
    picks: list[str] = []
    depth = 0
    while len(picks) < wanted:
        for key in order:
            if depth < len(groups[key]):
                picks.append(groups[key][depth])
                if len(picks) == wanted:
                    break
        depth += 1
    return picks
