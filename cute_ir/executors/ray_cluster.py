"""Captures as Ray tasks: each runs cute-ir's own child-process capture on whichever node Ray picks.

Imported only with `--ray`: without it nothing here (nor ray) is loaded. The Ray driver is a child
process of cute-ir (`ray_driver`): Ray's messages go to its log, never to cute-ir's stdout; its death
(the head died) is a cluster error of cute-ir's, exit 12, within seconds; Ctrl-C and SIGTERM reach
cute-ir, which cancels the tasks through it. Before joining, the address is checked to answer as a
Ray head does (gRPC), at the address Ray will really use (it rewrites 127.0.0.1 to the host's
interface address), and `auto` joins only a cluster this user started.

Each task (`on_node`) first checks that the node runs the driver's cute-ir (the same sources: a
mismatch stops the run, exit 12), applies the driver's forwarded settings (CUTE_IR_ENV_DIR), then
resolves or builds the release environment (`capture.node_python`), captures into the node's scratch
space and sends the output back packed (`packing`); the driver lands it, several at a time, where a
local run would have left it.

Faults: a task whose worker or node dies is retried by Ray on another node (`max_retries`); a task
that could not write its node's scratch space raises `NodeFault`, which Ray retries too; when the
retries run out the capture is an outcome with a ClusterError, never a lost row. A lost node and the
captures retried are summed up on stderr. Every node with CPUs lost: the run waits `CUTE_IR_RAY_GRACE_S`
(60 s) for one to come back, then stops with exit 12.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from multiprocessing.connection import Connection, Pipe
from pathlib import Path
from typing import Any

import click

from cute_ir import errors
from cute_ir.errors import BadInputError, ClusterError, CuteIRError, EnvironmentProblem, ExitCode, OutputError
from cute_ir.executors import RAY_LOCAL, TraceFunction, TraceWork, call_on_traces
from cute_ir.executors.capture import (Capture, CaptureOutcome, RunContext, driver_settings, node_python,
                                       perform_capture, script_on_node)
from cute_ir.executors.packing import PackedDirectory, pack_directory, unpack_directory
from cute_ir.executors.warm import warm_captures
from cute_ir.process.interrupts import raise_if_stopping
from cute_ir.process.scratch import reclaim_scratch, scratch_directory
from cute_ir.textutil import shown
from cute_ir.trace import load_trace

TASK_RETRIES = 3  # Ray's default for tasks, spelled out: a capture survives three node deaths
LOCAL_OBJECT_STORE_BYTES = 200 * 1024 * 1024  # a local instance's shared memory; results are fetched one by one
LANDING_THREADS = 4  # results written to the driver's disk at once (hash checks and writes are independent)
# The driver's settings a node's capture uses instead of its own.
FORWARDED = ("CUTE_IR_ENV_DIR", "CUTE_IR_WARM_CAPTURES")
GRACE_ENV = "CUTE_IR_RAY_GRACE_S"  # how long a run waits for a node with CPUs to come back
_PROBE_S = 5  # to open a connection to the head and hear it answer as gRPC does
_JOIN_S = 120  # for the Ray driver to join (a local instance starts in seconds, more on a loaded machine)
_HEAD_LOST_AFTER = 3  # failed looks at the head's port, one a second, before it counts as dead
_CLOSE_S = 15  # for the Ray driver to cancel its tasks and end its local instance


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


@functools.lru_cache(maxsize=1)
def cute_ir_fingerprint() -> str:
    """This process's cute-ir: its version and a hash of its sources (two builds of one version differ)."""
    from cute_ir import __version__

    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return f"{__version__} (sources {digest.hexdigest()[:12]})"


class RayExecutor:
    """Each capture a Ray task on the cluster at `address` (`local`: one started for this run)."""

    def __init__(self, address: str, context: RunContext, *, local_cpus: int) -> None:
        if context.packages.editable or context.packages.find_links:
            what = "--with-editable" if context.packages.editable else "--find-links"
            raise BadInputError(f"{what} names a folder of this machine, which the cluster's nodes do not have: "
                                "with --ray, packages reach the nodes by name only",
                                hint="build a wheel (`pip wheel --no-deps PATH -w wheels/`), put it on an index the "
                                     "nodes reach and give --with NAME==VERSION; or install it on every node")
        self.address = address
        self.context = context
        self.local_cpus = local_cpus
        self._session: _DriverSession | None = None
        self.retried = 0
        self.lost_nodes: list[str] = []

    def _driver(self) -> "_DriverSession":
        if self._session is not None and self._session.closed:
            raise ClusterError(f"the Ray driver of this run has ended (cluster {self.address})")
        if self._session is None:
            _import_ray()
            address = checked_address(self.address)
            self._session = _DriverSession(address, self.local_cpus)
            atexit.register(self._session.close)
        return self._session

    def map_calls(self, function: Any, shared: Any, items: list[tuple[Any, ...]], *,
                  retry_node_fault: bool = False, deadline: float | None = None) -> Iterator[tuple[int, Any]]:
        """(index, `function(shared, *item)` on some node) as each finishes; a call Ray lost after its
        retries is a ClusterError result. A node running another cute-ir stops the run (exit 12)."""
        session = self._driver()
        for kind, index, payload in session.map(function, shared, items, retry_node_fault, deadline):
            if kind == "lost":
                yield index, ClusterError(f"the cluster lost it after {TASK_RETRIES} retries: {payload}")
                continue
            if payload.get("fingerprint") != cute_ir_fingerprint():
                raise ClusterError(f"node {payload.get('node', '?')} runs cute-ir {payload.get('fingerprint')}, "
                                   f"this driver {cute_ir_fingerprint()}",
                                   hint="install the driver's cute-ir on every node (the same wheel), or leave "
                                        "that node out of the cluster")
            self.retried += payload.get("attempt", 0) > 0
            yield index, payload["value"]
        self._summarise(session)

    def _summarise(self, session: "_DriverSession") -> None:
        lost, session.notices = session.notices, []
        if lost or self.retried:
            retried, self.retried = self.retried, 0
            click.echo(shown(f"note: {'; '.join(lost) or 'a worker was lost'}, {retried} capture(s) retried"),
                       err=True)

    def run(self, work: list[tuple[Capture, Path]]) -> Iterator[tuple[int, CaptureOutcome]]:
        items = [(capture,) for capture, _ in work]
        landing = ThreadPoolExecutor(max_workers=LANDING_THREADS, thread_name_prefix="cute-ir-land")
        futures: dict[Future[CaptureOutcome], int] = {}
        try:
            for index, result in self.map_calls(capture_task, self.context, items, retry_node_fault=True):
                capture, out = work[index]
                futures[landing.submit(_landed, result, capture, out)] = index
                for future in [f for f in futures if f.done()]:
                    yield futures.pop(future), future.result()
            for future in list(futures):
                yield futures.pop(future), future.result()
        finally:
            landing.shutdown(wait=True, cancel_futures=True)

    def map_traces(self, function: TraceFunction, work: TraceWork) -> Iterator[tuple[int, Any]]:
        """Each call a task: its traces travel packed, as captures come back."""
        items = [(function, arguments, [pack_directory(t.root) for t in traces]) for arguments, traces in work]
        for index, value in self.map_calls(traces_task, None, items):
            if isinstance(value, ClusterError):
                value = ClusterError(f"a call of {function.__name__}: {value.message}")
            yield index, value


class _DriverSession:
    """The Ray driver child process, joined to the cluster, serving maps one after another."""

    def __init__(self, address: str, local_cpus: int) -> None:
        reclaim_scratch()  # what killed runs left in the temp dir
        self.closed = False
        self.address = address
        self.notices: list[str] = []
        self._scratch_context = scratch_directory("ray")
        self.scratch = self._scratch_context.__enter__()
        self.log = self.scratch / "ray-driver.log"
        ours, theirs = Pipe(duplex=True)
        self.connection: Connection = ours
        env = {**os.environ, "RAY_gcs_rpc_server_reconnect_timeout_s": "15"}
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-P", "-m", "cute_ir.executors.ray_driver", str(theirs.fileno())],
                pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                cwd=self.scratch, env=env, start_new_session=True)
        theirs.close()
        temp_dir = None if os.environ.get("RAY_TMPDIR") else str(self.scratch / "r")
        self.gcs_address = ""
        self.joined = False
        try:
            self.connection.send(("hello", {
                "address": address, "local_cpus": local_cpus, "object_store_bytes": LOCAL_OBJECT_STORE_BYTES,
                "temp_dir": temp_dir, "fingerprint": cute_ir_fingerprint(),
                "forwarded": {name: os.environ[name] for name in FORWARDED if name in os.environ},
                "grace_s": float(os.environ.get(GRACE_ENV, "60")),
            }))
            kind, *rest = self._receive(_JOIN_S, joining=True)
            if kind != "ready":
                raise ClusterError(f"unexpected answer from the Ray driver: {kind}")
            self.joined = True
            if address != RAY_LOCAL:
                self.gcs_address = rest[0].get("gcs_address") or address
        except BaseException:
            self.close()
            raise

    def _receive(self, timeout: float | None = None, *, joining: bool = False,
                 deadline: float | None = None) -> tuple[Any, ...]:
        """The child's next message; its end, silence past `timeout` or a dead head are ClusterErrors;
        ("deadline",) once the monotonic `deadline` passed."""
        started = time.monotonic()
        head_misses = 0
        while not self.connection.poll(1.0):
            raise_if_stopping()
            if deadline is not None and time.monotonic() > deadline:
                return ("deadline",)
            if self.process.poll() is not None:
                break
            if joining and self._auth_refused():
                raise _token_refusal(self.address)
            if timeout is not None and time.monotonic() - started > timeout:
                raise ClusterError(f"the Ray cluster at {self.address} did not let us join within {timeout:.0f} s",
                                   hint=f"Ray's own messages: {self.log_tail()}")
            if self.gcs_address and not joining:
                head_misses = 0 if _answers(self.gcs_address, 1.0) else head_misses + 1
                if head_misses >= _HEAD_LOST_AFTER:
                    raise ClusterError(f"lost the Ray cluster at {self.address}: its head ({self.gcs_address}) "
                                       f"stopped answering", hint="restart the head (`ray start --head`), then run "
                                       "the command again")
        try:
            message = self.connection.recv()
        except (EOFError, OSError):
            code = self.process.wait()
            raise ClusterError(f"lost the Ray cluster at {self.address}: Ray ended its driver (exit {code}); "
                               "the head may have died", hint=f"Ray's own messages: {self.log_tail()}") from None
        if message[0] == "error":
            if joining and self._auth_refused():
                raise _token_refusal(self.address)
            _, code, text, hint = message
            error = ClusterError(text, hint=hint)
            error.exit_code = ExitCode(code)
            raise error
        return tuple(message)

    def map(self, function: Any, shared: Any, items: list[tuple[Any, ...]], retry_node_fault: bool,
            deadline: float | None = None) -> Iterator[tuple[str, int, Any]]:
        """("result" | "lost", index, payload) per item as the child reports them, until `deadline`."""
        if not items:
            return
        self.connection.send(("map", function, shared, items, retry_node_fault))
        finished = False
        try:
            while True:
                kind, *rest = self._receive(deadline=deadline)
                if kind == "deadline":
                    return  # not finished: the child is stopped, its tasks cancelled
                if kind == "done":
                    finished = True
                    return
                if kind == "notice":
                    self.notices.append(rest[0])
                    continue
                yield kind, rest[0], rest[1]
        finally:
            if not finished:  # Ctrl-C, an error, or the caller stopped early: nothing of this map goes on
                self.close()

    def _auth_refused(self) -> bool:
        """Ray's driver logs, and retries, an unauthenticated join before it fails with a bare ConnectionError."""
        try:
            with open(self.log, "rb") as log:
                return b"InvalidAuthToken" in log.read(1 << 20)
        except OSError:
            return False

    def log_tail(self, lines: int = 5) -> str:
        try:
            text = self.log.read_text(errors="replace").strip().splitlines()
        except OSError:
            return "(no log)"
        return " | ".join(line.strip() for line in text[-lines:]) or "(empty)"

    def close(self) -> None:
        """Ask the child to cancel and leave (its local instance ends with it); kill it if it does not."""
        if self.closed:
            return
        self.closed = True
        if self.process.poll() is None and not self.joined:
            os.killpg(self.process.pid, signal.SIGKILL)  # still inside ray.init, deaf to signals; no task to cancel
            self.process.wait()
        if self.process.poll() is None:
            try:
                self.connection.send(("close",))
            except OSError:
                pass
            self.process.terminate()  # cancels a running map's tasks with force
            try:
                self.process.wait(timeout=_CLOSE_S)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.connection.close()
        self._scratch_context.__exit__(None, None, None)


def _token_refusal(address: str) -> ClusterError:
    return ClusterError(f"the Ray cluster at {address} refused us: it uses token authentication and this machine "
                        "gave no token (or another one)",
                        hint="Ray 2.60's `ray start --head` turns token authentication on: set RAY_AUTH_MODE=token "
                             "here and give the cluster's token (RAY_AUTH_TOKEN, or the file ~/.ray/auth_token that "
                             "`ray start` wrote on the head); see docs/ray.md")


# ---- the address, checked before Ray is asked to join it -----------------------------------------


def _answers(address: str, timeout: float) -> bool:
    host, _, port = address.rpartition(":")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except (OSError, ValueError):
        return False
    return True


_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + b"\x00\x00\x00\x04\x00\x00\x00\x00\x00"  # + empty SETTINGS


def speaks_grpc(host: str, port: int, timeout: float = _PROBE_S) -> bool:
    """Whether the service at host:port answers the HTTP/2 preface with a SETTINGS frame, as a Ray
    head's gRPC server does (a web server, a database, a silent listener do not)."""
    try:
        with socket.create_connection((host, port), timeout=timeout) as connection:
            connection.settimeout(timeout)
            connection.sendall(_HTTP2_PREFACE)
            head = b""
            deadline = time.monotonic() + timeout
            while len(head) < 9 and time.monotonic() < deadline:
                chunk = connection.recv(9 - len(head))
                if not chunk:
                    break
                head += chunk
    except OSError:
        return False
    return len(head) == 9 and head[3] == 0x4 and head[5:9] == b"\0\0\0\0"


def checked_address(address: str) -> str:
    """The address Ray will be asked to join, once it is known to be a Ray head that Ray can reach:
    a ClusterError (exit 12) within seconds otherwise. `auto` becomes the address it stands for."""
    if address == RAY_LOCAL:
        return address
    if address == "auto":
        address = _auto_address()
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not port.isdigit():
        raise ClusterError(f"{address!r} is not a Ray address (HOST:PORT or ray://HOST:PORT)")
    host = host.strip("[]")
    if not _answers(f"{host}:{port}", _PROBE_S):
        raise ClusterError(f"cannot reach the Ray cluster at {address}: nothing answers there",
                           hint="is its head running (`ray start --head`)? the address is the one `ray start` "
                                "printed, HOST:PORT")
    if not speaks_grpc(host, int(port)):
        raise ClusterError(f"the service at {address} is not a Ray head: it does not answer as Ray's gRPC server "
                           f"does (within {_PROBE_S} s)",
                           hint="give the address `ray start --head` printed (its GCS port, 6379 unless changed)")
    from ray._private.services import resolve_ip_for_localhost

    if address.startswith("ray://"):
        return address
    used = resolve_ip_for_localhost(host)
    if used != host and not _answers(f"{used}:{port}", _PROBE_S):
        raise ClusterError(f"the Ray cluster at {address} listens on {host} only, and Ray 2.60 joins {host} as "
                           f"{used}:{port}, where nothing answers",
                           hint=f"start its head with `ray start --head --node-ip-address {used}` (or without "
                                f"binding it to {host}), then give --ray {used}:{port}")
    return address


def _auto_address() -> str:
    """What `--ray auto` joins: RAY_ADDRESS, else the cluster this user's `ray start` recorded; never
    another user's (Ray's own `auto` takes any cluster it finds running on the machine)."""
    explicit = os.environ.get("RAY_ADDRESS", "").strip()
    if explicit:
        return explicit if explicit != "auto" else _auto_from_file()
    return _auto_from_file()


def _auto_from_file() -> str:
    from ray._common.utils import get_ray_address_file

    record = Path(get_ray_address_file(None))
    try:
        owner = record.stat().st_uid
        text = record.read_text().strip() if not record.is_symlink() else ""
    except OSError:
        raise ClusterError("--ray auto found no Ray cluster of yours on this machine (no RAY_ADDRESS, no "
                           f"{record})", hint="start one with `ray start --head`, or give its address: "
                                              "--ray HOST:PORT (or --ray alone for a local instance)") from None
    if owner != os.getuid():
        raise ClusterError(f"--ray auto found the Ray cluster at {text or '?'}, which another user (uid {owner}) "
                           "started; cute-ir joins it only by its address",
                           hint=f"to join it anyway: --ray {text or 'HOST:PORT'}; for one of your own: "
                                "`ray start --head`, or --ray alone for a local instance")
    if not text:
        raise ClusterError(f"--ray auto: {record} names no address", hint="give the address: --ray HOST:PORT")
    return text


# ---- on a node -----------------------------------------------------------------------------------


def on_node(fingerprint: str, forwarded: dict[str, str], function: Any, shared: Any, *arguments: Any) -> dict[str, Any]:
    """Runs on a node: `function(shared, *arguments)` under the driver's forwarded settings, with
    what the driver needs to trust the result (this node's cute-ir, the attempt). A node running
    another cute-ir runs nothing."""
    import ray

    node = ray.get_runtime_context().get_node_id()[:8]
    try:
        attempt = ray._private.worker.global_worker.core_worker.get_current_task_attempt_number()
    except AttributeError:
        attempt = 0
    here = cute_ir_fingerprint()
    reply: dict[str, Any] = {"node": node, "attempt": attempt, "fingerprint": here, "value": None}
    if here != fingerprint:
        return reply
    _reclaim_once()
    own = {name: os.environ.get(name) for name in forwarded}
    os.environ.update(forwarded)
    try:
        with warm_captures():  # the worker's servers stay for its next tasks
            reply["value"] = function(shared, *arguments)
    finally:
        for name, value in own.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    return reply


@functools.lru_cache(maxsize=1)
def _reclaim_once() -> None:
    """A worker's first task removes the scratch that killed workers of this node left."""
    reclaim_scratch()


def _landed(result: dict[str, Any] | ClusterError, capture: Capture, out: Path) -> CaptureOutcome:
    """The task's result written to `out` on this machine, as the local capture would have left it."""
    if isinstance(result, ClusterError):
        return CaptureOutcome([], ClusterError(f"the capture of {capture.describe()}: {result.message}"), node="?")
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


def capture_task(context: RunContext, capture: Capture) -> dict[str, Any]:
    """Runs on a node: the capture, as `perform_capture` does locally, packed for the driver."""
    import ray

    node = ray.get_runtime_context().get_node_id()[:8]
    with scratch_directory("node") as scratch, driver_settings(context):
        try:
            python = node_python(capture.spec, context.packages)
        except CuteIRError as err:
            return {"node": node, "packed": None, "traces": [], "error": _error_data(err)}
        out = scratch / "out"
        outcome = perform_capture(script_on_node(capture, context, scratch), out, python)
        if isinstance(outcome.error, OutputError):
            raise NodeFault(f"node {node} could not write its scratch space: {outcome.error.message}")
        packed = pack_directory(out) if out.is_dir() else None
        traces = [t.root.relative_to(out).as_posix() for t in outcome.traces if t.root is not None]
        error = _error_data(outcome.error) if outcome.error is not None else None
        return {"node": node, "packed": packed, "traces": traces, "error": error, "record": outcome.record}


def traces_task(_shared: None, function: TraceFunction, arguments: tuple[Any, ...],
                packed: list[PackedDirectory]) -> Any:
    """Runs on a node: the driver's traces written to scratch, then `function` on them."""
    with scratch_directory("node") as scratch:
        traces = []
        for number, directory in enumerate(packed):
            unpack_directory(directory, scratch / str(number))
            traces.append(load_trace(scratch / str(number)))
        return call_on_traces(function, arguments, tuple(traces))


__all__ = ["NodeFault", "RayExecutor", "capture_task", "checked_address", "cute_ir_fingerprint", "on_node",
           "speaks_grpc", "traces_task"]
