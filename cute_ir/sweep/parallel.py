"""Run a function over items, at most `jobs` at a time, in order; one job runs in this thread."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def map_at_most(function: Callable[[Item], Result], items: Iterable[Item], jobs: int) -> list[Result]:
    """Results in the order of `items`. On an error or Ctrl-C nothing new starts and this returns at
    once (running jobs are child processes that the interrupt reached too); with one job no thread is
    used, so an interrupt stops the only child there is."""
    items = list(items)
    if jobs <= 1 or len(items) <= 1:
        return [function(item) for item in items]
    pool = ThreadPoolExecutor(max_workers=jobs)
    try:
        futures = [pool.submit(function, item) for item in items]
        return [future.result() for future in futures]
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
