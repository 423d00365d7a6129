"""Captures as Ray tasks: each runs cute-ir's own child-process capture on whichever node Ray picks.

Imported only with `--ray`: without it nothing here (nor ray) is loaded. Each task resolves, or
builds once per node, the release environment it needs (`capture.node_python`), captures into the
node's scratch space, and sends the output back packed (`packing`), which the driver writes to the
capture's destination atomically, as a local run would have left it.

Faults: a task whose worker or node dies is retried by Ray on another node (`max_retries`); a task
that could not write its node's scratch space raises `NodeFault`, which Ray retries too
(`retry_exceptions`); a capture that fails is an outcome with its error, like a local one. When the
retries run out the capture is still an outcome (an environment problem, exit 8), never a lost row.
On Ctrl-C every task not yet finished is cancelled with `force` (its worker is killed, and with it
the compile child) before anything else happens, and nothing more is written. A sweep's comparisons
of neighbouring releases run as tasks too (`map_traces`), their traces sent packed.
"""

from __future__ import annotations

import logging
import signal
import socket
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cute_ir import errors
from cute_ir.errors import CuteIRError, EnvironmentProblem, ExitCode, OutputError
from cute_ir.executors import RAY_LOCAL, TraceFunction, TraceWork, call_on_traces
from cute_ir.executors.capture import (Capture, CaptureOutcome, RunContext, driver_settings, node_python,
                                       perform_capture, script_on_node)
from cute_ir.executors.packing import PackedDirectory, pack_directory, unpack_directory
from cute_ir.process.interrupts import signals_deferred
from cute_ir.trace import load_trace

TASK_RETRIES = 3  # Ray's default for tasks, spelled out: a capture survives three node deaths
LOCAL_OBJECT_STORE_BYTES = 200 * 1024 * 1024  # a local instance's shared memory; results are fetched one by one
_CONNECT_S = 10  # to open a connection to a cluster's head before Ray is asked to join it
_WAIT_S = 0.5  # a wait for finished tasks returns at least this often (a Ctrl-C is handled between waits)


class NodeFault(Exception):
    """A capture that failed because of the node it ran on (its scratch space could not be written):
    Ray retries it, elsewhere when the node is gone."""


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as err:
        raise EnvironmentProblem("--ray needs Ray, which is not installed",
                                 hint="pip install 'cute-ir[ray]'") from err
    return ray


class RayExecutor:
    """Each capture a Ray task on the cluster at `address` (`local`: one started for this run)."""

    def __init__(self, address: str, context: RunContext, *, local_cpus: int) -> None:
        self.address = address
        self.context = context
        self.local_cpus = local_cpus

    def _connect(self, ray: Any) -> None:
        """Join or start the cluster, once per command: a local instance lives until the command
        ends (Ray's own exit handler ends it then), so the sweep's diffs reuse its warm workers."""
        if ray.is_initialized():
            return
        _check_reachable(self.address)
        options: dict[str, Any] = dict(log_to_driver=False, logging_level=logging.ERROR)
        if self.address == RAY_LOCAL:
            options.update(num_cpus=self.local_cpus, object_store_memory=LOCAL_OBJECT_STORE_BYTES,
                           include_dashboard=False)
        ours = signal.getsignal(signal.SIGTERM)  # ray.init sets its own, which would skip our clean-up
        try:
            ray.init(address=self.address, **options)
        except (ConnectionError, ValueError, RuntimeError) as err:
            raise EnvironmentProblem(f"cannot reach the Ray cluster at {self.address}: {err}",
                                     hint="start one with `ray start --head`, or give --ray without an address "
                                          "for a local one") from err
        finally:
            if threading.current_thread() is threading.main_thread():
                signal.signal(signal.SIGTERM, ours)

    def run(self, work: list[tuple[Capture, Path]]) -> Iterator[tuple[int, CaptureOutcome]]:
        def submit(ray: Any) -> list[Any]:
            task = ray.remote(_capture_task).options(num_cpus=1, max_retries=TASK_RETRIES,
                                                     retry_exceptions=[NodeFault])
            context = ray.put(self.context)  # sent to each node once, not once per task
            return [task.remote(context, capture) for capture, _ in work]

        for ray, index, ref in self._tasks(submit):
            capture, out = work[index]
            yield index, _landed(ray, ref, capture, out)

    def map_traces(self, function: TraceFunction, work: TraceWork) -> Iterator[tuple[int, Any]]:
        """Each call a task: its traces travel packed, as captures come back. A call that Ray loses
        after its retries is a CuteIRError result (exit 8), like a lost capture."""
        def submit(ray: Any) -> list[Any]:
            task = ray.remote(_traces_task).options(num_cpus=1, max_retries=TASK_RETRIES)
            return [task.remote(function, arguments, [pack_directory(t.root) for t in traces])
                    for arguments, traces in work]

        for ray, index, ref in self._tasks(submit):
            try:
                with signals_deferred():
                    value = ray.get(ref)
            except ray.exceptions.RayError as err:
                value = EnvironmentProblem(f"the cluster lost a call of {function.__name__} after "
                                           f"{TASK_RETRIES} retries: {str(err).strip().splitlines()[0]}")
            yield index, value

    def _tasks(self, submit: Callable[[Any], list[Any]]) -> Iterator[tuple[Any, int, Any]]:
        """(ray, index, finished task) for the tasks `submit` starts, as they finish; on leaving early
        (Ctrl-C) every unfinished one is cancelled, its worker killed."""
        ray = _import_ray()
        self._connect(ray)
        pending: list[Any] = []
        try:
            if not ray.cluster_resources().get("CPU"):  # every task asks for one: they would wait forever
                raise EnvironmentProblem(f"the Ray cluster at {self.address} has no CPUs to run captures on",
                                         hint="add a node with CPUs (`ray start --address ... --num-cpus N`)")
            pending = submit(ray)
            index_of = {ref: index for index, ref in enumerate(pending)}
            while pending:
                with signals_deferred():  # a Ctrl-C is raised as Interrupted at the end of the wait
                    done, pending = ray.wait(pending, num_returns=1, timeout=_WAIT_S)
                for ref in done:
                    yield ray, index_of[ref], ref
        finally:
            for ref in pending:  # Ctrl-C, or the caller stopped early: nothing of this run goes on
                ray.cancel(ref, force=True)


def _check_reachable(address: str) -> None:
    """A HOST:PORT that nothing answers on is refused at once: `ray.init` would retry it for minutes."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not port.isdigit():
        return  # auto, local: Ray finds (or starts) the cluster itself
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=_CONNECT_S).close()
    except OSError as err:
        raise EnvironmentProblem(f"cannot reach the Ray cluster at {address}: {err.strerror or err}",
                                 hint="is its head running (`ray start --head`)? the address is the one "
                                      "`ray start` printed, HOST:PORT") from err


def _landed(ray: Any, ref: Any, capture: Capture, out: Path) -> CaptureOutcome:
    """The task's result written to `out` on this machine, as the local capture would have left it."""
    try:
        with signals_deferred():
            result = ray.get(ref)  # finished: this only fetches it
    except ray.exceptions.RayError as err:
        cause = getattr(err, "cause", None)
        why = str(cause) if isinstance(cause, NodeFault) else str(err).strip().splitlines()[0]
        lost = EnvironmentProblem(f"the cluster lost the capture of {capture.describe()} after "
                                  f"{TASK_RETRIES} retries: {why}")
        return CaptureOutcome([], lost, node="?")
    packed: PackedDirectory | None = result["packed"]
    error = _error_from(result["error"]) if result["error"] is not None else None
    traces = []
    if packed is not None:
        try:
            unpack_directory(packed, out)
            traces = [load_trace(out / relative) for relative in result["traces"]]
        except CuteIRError as err:
            return CaptureOutcome([], err, node=result["node"])
    if error is not None:
        error.partial = list(traces)
    return CaptureOutcome(traces, error, node=result["node"], record=result.get("record"))


def _error_data(error: CuteIRError) -> dict[str, Any]:
    return {"type": type(error).__name__, "exit_code": int(error.exit_code), "message": error.message,
            "hint": error.hint}


def _error_from(data: dict[str, Any]) -> CuteIRError:
    """The node's error as the same class with the same exit code, message and hint."""
    kind = getattr(errors, data["type"], CuteIRError)
    if not (isinstance(kind, type) and issubclass(kind, CuteIRError)):
        kind = CuteIRError
    error = kind(data["message"], hint=data["hint"])
    error.exit_code = ExitCode(data["exit_code"])
    return error


def _capture_task(context: RunContext, capture: Capture) -> dict[str, Any]:
    """Runs on a node: the capture, as `perform_capture` does locally, packed for the driver."""
    import ray

    node = ray.get_runtime_context().get_node_id()[:8]
    with tempfile.TemporaryDirectory(prefix="cute-ir-node-") as scratch, driver_settings(context):
        try:
            python = node_python(capture.spec, context.packages)
        except CuteIRError as err:
            return {"node": node, "packed": None, "traces": [], "error": _error_data(err)}
        out = Path(scratch) / "out"
        outcome = perform_capture(script_on_node(capture, context, Path(scratch)), out, python)
        if isinstance(outcome.error, OutputError):
            raise NodeFault(f"node {node} could not write its scratch space: {outcome.error.message}")
        packed = pack_directory(out) if out.is_dir() else None
        traces = [t.root.relative_to(out).as_posix() for t in outcome.traces if t.root is not None]
        error = _error_data(outcome.error) if outcome.error is not None else None
        return {"node": node, "packed": packed, "traces": traces, "error": error, "record": outcome.record}


def _traces_task(function: TraceFunction, arguments: tuple[Any, ...], packed: list[PackedDirectory]) -> Any:
    """Runs on a node: the driver's traces written to scratch, then `function` on them."""
    with tempfile.TemporaryDirectory(prefix="cute-ir-node-") as scratch:
        traces = []
        for number, directory in enumerate(packed):
            unpack_directory(directory, Path(scratch) / str(number))
            traces.append(load_trace(Path(scratch) / str(number)))
        return call_on_traces(function, arguments, tuple(traces))
