"""The Ray driver of a `--ray` run: a child process of cute-ir that joins (or starts) the cluster,
submits tasks and sends each result back over a pipe.

Why a process of its own: Ray writes its messages (a dead node's "(raylet) Task ... failed") to the
driver's stdout, ends the driver with exit 1 when the head dies, and hangs in `ray.init` on an address
that is not quite a cluster. Here its stdout and stderr go to a log file, its death is a lost child
that cute-ir reports as such, and cute-ir's own process stays responsive to Ctrl-C and SIGTERM. It
runs with its working directory in a scratch folder and without the script folder on sys.path (`-P`),
so that Ray's `py_driver_sys_path` gives workers nothing of the user's working directory.

Protocol (pickled tuples over the pipe): cute-ir sends ("hello", options), then ("map", function,
shared, items, retry_node_fault) per batch, ("close",) at the end; this process answers ("ready", info)
or ("error", exit_code, message, hint), then per map ("result", index, payload), ("lost", index,
message), ("notice", text) and ("done",). Anything readable from cute-ir during a map (a message or
end of file) cancels the map's unfinished tasks with `force`, as SIGTERM does.
"""

from __future__ import annotations

import ctypes
import logging
import signal
import sys
import time
from multiprocessing.connection import Connection
from typing import Any

_PR_SET_PDEATHSIG = 1
_WAIT_S = 0.2
_NODES_EVERY_S = 5.0


class _Stop(BaseException):
    """SIGTERM, or cute-ir went away: cancel what runs and leave."""


def _stop(_signum: int, _frame: object) -> None:
    raise _Stop()


def main(argv: list[str]) -> int:
    connection = Connection(int(argv[1]))
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a terminal's Ctrl-C reaches cute-ir, which decides
    try:
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)  # cute-ir SIGKILLed: we end too
    except (OSError, AttributeError):
        pass
    try:
        _serve(connection)
    except (_Stop, EOFError, BrokenPipeError, ConnectionResetError):
        return 0
    return 0


def _serve(connection: Connection) -> None:
    import ray

    _, options = connection.recv()
    info = _join(ray, options, connection)
    if info is None:
        return
    connection.send(("ready", info))
    while True:
        request = connection.recv()
        if request[0] == "close":
            return
        _, function, shared, items, retry_node_fault = request
        _map(ray, connection, function, shared, items, retry_node_fault, options)
        connection.send(("done",))


def _join(ray: Any, options: dict[str, Any], connection: Connection) -> dict[str, Any] | None:
    from ray.exceptions import AuthenticationError

    from cute_ir.errors import ExitCode

    address = options["address"]
    init: dict[str, Any] = dict(log_to_driver=False, logging_level=logging.ERROR)
    if address == "local":
        init.update(num_cpus=options["local_cpus"], object_store_memory=options["object_store_bytes"],
                    include_dashboard=False)
        if options.get("temp_dir"):
            init["_temp_dir"] = options["temp_dir"]
    try:
        ray.init(address=None if address == "local" else address, **init)
    except AuthenticationError as err:
        connection.send(("error", int(ExitCode.CLUSTER),
                         f"the Ray cluster at {address} refused us: it uses token authentication "
                         f"({str(err).split('.')[0]})",
                         "Ray 2.60's `ray start --head` turns token authentication on: set RAY_AUTH_MODE=token "
                         "here and give the cluster's token (RAY_AUTH_TOKEN, or the file ~/.ray/auth_token that "
                         "`ray start` wrote on the head); see docs/ray.md"))
        return None
    except Exception as err:  # noqa: BLE001 - Ray raises ConnectionError, ValueError, RuntimeError, ...
        text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        hint = ("install Ray's client: pip install 'ray[client]==2.60.0' (or join by HOST:PORT of the head's GCS)"
                if "ray[client]" in text else
                "is its head running (`ray start --head`)? the address is the one `ray start` printed")
        connection.send(("error", int(ExitCode.CLUSTER), f"cannot join the Ray cluster at {address}: {text}", hint))
        return None
    if not ray.cluster_resources().get("CPU"):  # every task asks for one: they would wait forever
        connection.send(("error", int(ExitCode.CLUSTER), f"the Ray cluster at {address} has no CPUs to run captures on",
                         "add a node with CPUs (`ray start --address ... --num-cpus N`)"))
        return None
    gcs = getattr(getattr(ray._private.worker.global_worker, "node", None), "gcs_address", "")
    return {"gcs_address": gcs, "cpus": ray.cluster_resources().get("CPU", 0)}


def _cpu_nodes(ray: Any) -> dict[str, str]:
    """node id -> address of the alive nodes that can run a capture."""
    return {node["NodeID"]: node.get("NodeManagerAddress", "?") for node in ray.nodes()
            if node.get("Alive") and node.get("Resources", {}).get("CPU")}


def _map(ray: Any, connection: Connection, function: Any, shared: Any, items: list[tuple[Any, ...]],
         retry_node_fault: bool, options: dict[str, Any]) -> None:
    from cute_ir.errors import ExitCode
    from cute_ir.executors.ray_cluster import TASK_RETRIES, NodeFault, on_node

    task = ray.remote(on_node).options(num_cpus=1, max_retries=TASK_RETRIES,
                                       retry_exceptions=[NodeFault] if retry_node_fault else False)
    shared_ref = ray.put(shared)  # sent to each node once, not once per task
    pending = [task.remote(options["fingerprint"], options["forwarded"], function, shared_ref, *arguments)
               for arguments in items]
    index_of = {ref: index for index, ref in enumerate(pending)}
    nodes = _cpu_nodes(ray)
    looked = time.monotonic()
    without_cpus_since: float | None = None
    try:
        while pending:
            if connection.poll(0):
                raise _Stop()  # cute-ir asked to cancel, or went away
            done, pending = ray.wait(pending, num_returns=min(len(pending), 64), timeout=_WAIT_S)
            for ref in done:
                try:
                    connection.send(("result", index_of[ref], ray.get(ref)))
                except ray.exceptions.RayError as err:
                    cause = getattr(err, "cause", None)
                    why = str(cause) if isinstance(cause, NodeFault) else (str(err).strip().splitlines() or ["?"])[0]
                    connection.send(("lost", index_of[ref], why))
            if pending and time.monotonic() - looked > _NODES_EVERY_S:
                looked = time.monotonic()
                now = _cpu_nodes(ray)
                for node_id in nodes.keys() - now.keys():
                    connection.send(("notice", f"node {node_id[:8]} ({nodes[node_id]}) lost"))
                nodes = now
                if nodes:
                    without_cpus_since = None
                elif without_cpus_since is None:
                    without_cpus_since = time.monotonic()
                elif time.monotonic() - without_cpus_since > options["grace_s"]:
                    connection.send(("error", int(ExitCode.CLUSTER),
                                     f"every node with CPUs of the Ray cluster was lost; no capture could run for "
                                     f"{options['grace_s']:.0f} s ({len(pending)} not done)",
                                     "add a node with CPUs (`ray start --address ... --num-cpus N`), then run the "
                                     "command again"))
                    return
    finally:
        for ref in pending:  # cancelled, or stopped early: nothing of this map goes on
            ray.cancel(ref, force=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
