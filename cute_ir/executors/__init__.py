"""Where captures run: this machine's cores (a thread pool, each capture a child process) or a Ray
cluster (each capture a task on some node). Both take the same list of (capture, destination) and
yield each outcome as it finishes, its traces already at its destination on this machine, so a
command reads the same traces, prints the same table and exits with the same code either way.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import nullcontext
from pathlib import Path
from typing import Any, Protocol

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)

from cute_ir.errors import CuteIRError
from cute_ir.executors import capture as capture_module
from cute_ir.executors.capture import Capture, CaptureOutcome, RunContext
from cute_ir.executors.warm import close_servers, warm_captures
from cute_ir.process.interrupts import raise_if_stopping
from cute_ir.process.jobs import default_jobs
from cute_ir.process.scratch import reclaim_scratch
from cute_ir.trace import Trace

Work = Sequence[tuple[Capture, Path]]  # each capture and the fresh path its output lands at

__all__ = ["Capture", "CaptureOutcome", "Executor", "LocalExecutor", "RunContext", "TraceWork", "Work",
           "call_on_traces", "executor_for", "with_progress"]


# A pure function of some arguments and of traces (e.g. the diff of two releases' traces), by
# reference: module-level, so that it travels to a node by name.
TraceFunction = Callable[..., Any]
TraceWork = Sequence[tuple[tuple[Any, ...], tuple[Trace, ...]]]  # (arguments, traces) of each call


class Executor(Protocol):
    def run(self, work: Work) -> Iterator[tuple[int, CaptureOutcome]]:
        """(index in `work`, outcome) as each capture finishes; every capture yields exactly once,
        a failed one with its error. Leaving the iteration early (Ctrl-C) stops what still runs."""
        ...

    def map_traces(self, function: TraceFunction, work: TraceWork) -> Iterator[tuple[int, Any]]:
        """(index in `work`, `function(*arguments, *traces)` or the CuteIRError it raised) as each
        call finishes: the traces of this machine go where the call runs."""
        ...

    def map_calls(self, function: Callable[..., Any], shared: Any, items: list[tuple[Any, ...]], *,
                  retry_node_fault: bool = False, deadline: float | None = None) -> Iterator[tuple[int, Any]]:
        """(index in `items`, `function(shared, *item)`) as each call finishes, one CPU each, where
        captures run (a call that compiles is a capture's worth of work). A call a cluster lost is a
        ClusterError result; one that raised a CuteIRError has it as its result. At the monotonic
        `deadline` the iteration ends, what still runs stopped (a local call in progress finishes)."""
        ...


class LocalExecutor:
    """`jobs` captures at once on this machine, with the release interpreters the driver prepared."""

    def __init__(self, jobs: int, pythons: Mapping[str, Path | None]) -> None:
        self.jobs = max(1, jobs)
        self.pythons = dict(pythons)

    def _one(self, capture: Capture, out: Path, warm: bool) -> CaptureOutcome:
        raise_if_stopping()  # a queued capture starts nothing after Ctrl-C
        with warm_captures() if warm else nullcontext():
            return capture_module.perform_capture(capture, out, self.pythons.get(capture.spec))

    def run(self, work: Work) -> Iterator[tuple[int, CaptureOutcome]]:
        """Each capture in a thread of `jobs`; kernel captures fork from warm servers where there are
        several (cute_ir.executors.warm), ended with the run."""
        warm = len(work) > 1
        try:
            if self.jobs == 1 or len(work) <= 1:  # no thread: an interrupt stops the only child there is
                for index, (capture, out) in enumerate(work):
                    yield index, self._one(capture, out, warm)
                return
            pool = ThreadPoolExecutor(max_workers=self.jobs)
            try:
                futures = {pool.submit(self._one, capture, out, warm): index
                           for index, (capture, out) in enumerate(work)}
                for future in as_completed(futures):
                    yield futures[future], future.result()
            finally:
                # On Ctrl-C the children are already killed; wait for the threads (quick) so that none
                # writes into a scratch directory after it is removed.
                pool.shutdown(wait=True, cancel_futures=True)
        finally:
            close_servers()

    def map_calls(self, function: Callable[..., Any], shared: Any, items: list[tuple[Any, ...]], *,
                  retry_node_fault: bool = False, deadline: float | None = None) -> Iterator[tuple[int, Any]]:
        """`jobs` calls at once (each runs compile children, so threads suffice); their kernel captures
        fork from warm servers where there are several calls, ended with the last call."""
        warm = len(items) > 1

        def one(item: tuple[Any, ...]) -> Any:
            raise_if_stopping()
            try:
                with warm_captures() if warm else nullcontext():
                    return function(shared, *item)
            except CuteIRError as err:
                return err

        try:
            if self.jobs == 1 or len(items) <= 1:
                for index, item in enumerate(items):
                    if deadline is not None and time.monotonic() > deadline:
                        return
                    yield index, one(item)
                return
            pool = ThreadPoolExecutor(max_workers=self.jobs)
            try:
                futures = {pool.submit(one, item): index for index, item in enumerate(items)}
                left = None if deadline is None else max(deadline - time.monotonic(), 0)
                try:
                    for future in as_completed(futures, timeout=left):
                        yield futures[future], future.result()
                except TimeoutError:
                    return
            finally:
                pool.shutdown(wait=True, cancel_futures=True)
        finally:
            close_servers()

    def map_traces(self, function: TraceFunction, work: TraceWork) -> Iterator[tuple[int, Any]]:
        """In this thread, one call at a time: the analyses are Python, which threads would not speed up."""
        for index, (arguments, traces) in enumerate(work):
            raise_if_stopping()
            yield index, call_on_traces(function, arguments, traces)


def call_on_traces(function: TraceFunction, arguments: tuple[Any, ...], traces: tuple[Trace, ...]) -> Any:
    """`function(*arguments, *traces)`, or the CuteIRError it raised (a result like any other)."""
    try:
        return function(*arguments, *traces)
    except CuteIRError as err:
        return err


RAY_LOCAL = "local"  # `--ray` without an address: a Ray instance of our own, for this run only


def executor_for(ray_address: str | None, *, jobs: int, pythons: Mapping[str, Path | None],
                 context: RunContext) -> Executor:
    """The thread pool without `--ray`; with it, a Ray cluster (ray is imported only then). Either
    way, what killed runs of this user left in the temp dir is removed first."""
    reclaim_scratch()
    if ray_address is None:
        return LocalExecutor(jobs, pythons)
    from cute_ir.executors.ray_cluster import RayExecutor

    return RayExecutor(ray_address, context, local_cpus=default_jobs())


def with_progress(outcomes: Iterator[tuple[int, CaptureOutcome]], work: Work, verb: str,
                  console: Console | None = None, *, quiet: bool = False) -> Iterator[tuple[int, CaptureOutcome]]:
    """Pass `outcomes` on while stderr shows the progress: on a terminal a bar (done/total, the captures
    per node, the ETA; transient), piped (CI) a line per finished capture, so a long run is not silent
    until it ends; nothing with `quiet`. Stdout (tables, --json) is untouched."""
    console = console or Console(stderr=True)
    if quiet:
        yield from outcomes
        return
    if not console.is_terminal:
        started = time.monotonic()
        for done, (index, outcome) in enumerate(outcomes, 1):
            console.print(f"{verb} {done}/{len(work)}: {work[index][0].describe()} ({time.monotonic() - started:.0f} s)",
                          markup=False, highlight=False, soft_wrap=True)
            yield index, outcome
        return
    per_node: Counter[str] = Counter()
    with Progress(TextColumn(f"[bold]{verb}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                  TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                  console=console, transient=True) as progress:
        task = progress.add_task("", total=len(work))
        for index, outcome in outcomes:
            per_node[outcome.node] += 1
            nodes = " ".join(f"{node}:{count}" for node, count in sorted(per_node.items()))
            progress.update(task, advance=1, description=f"{work[index][0].describe()} [dim]{nodes}[/dim]")
            yield index, outcome
