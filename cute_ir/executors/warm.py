"""Kernel captures forked from warm capture servers: one per release interpreter and capture settings, per process.

A kernel capture in a fresh interpreter spends most of its CPU time before its compile: importing torch,
the DSL and NVIDIA's operators package, loading the registry, enumerating the operator's class (measured
in docs/ray.md, "Warm capture servers"). The executors' captures (`perform_capture`: a local sweep's
threads, a Ray task on a node) instead fork each capture child from a server that has done this once
(cute_ir.process.forkserver): the child runs the same `cute_ir.capture.dsl.child` with the same request,
environment and files, in a session of its own, so a crash or a hang ends that capture alone and the
trace is the one a fresh process writes (tests/test_warm_captures.py compares them).

A server serves the captures whose child would start identically: the same interpreter, arch, line-info
switch, providers and environment (but the per-capture TMPDIR, link folder and run token). The first
capture of such a group starts it; the next ones fork from it, and so do input probes (a kernel compiled
up to its pipeline: cute_ir.capture.dsl.input_probe). A server that cannot warm up (a broken
environment) leaves its group to fresh interpreters, which report what is wrong as before. Scripts
(`cute-ir trace`) always get a fresh interpreter: a user's program must start as `python script.py` does.
`CUTE_IR_WARM_CAPTURES=0` turns the servers off (every capture a fresh interpreter, as before).

The executors' servers (`warm_captures`) live as long as this process (a node's Ray worker keeps them for
its next tasks) and end with it: at exit, on Ctrl-C/SIGTERM (they are registered children), or when it is
killed (end of file on their socket); each kills the captures it forked first. An owner with a shorter life
keeps its own `WarmServers` and closes them itself (the pytest plugin's golden session: one set per xdist
worker, closed at the end of the session), so that neither closes the other's.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import threading
from contextlib import ExitStack, nullcontext
from pathlib import Path
from typing import Any

from cute_ir.process.children import Prepare, Request, served_by
from cute_ir.process.forkserver import ForkServer, ServerLost
from cute_ir.process.interrupts import RUN_TOKENS_ENV
from cute_ir.process.pycommand import LINK_ENV
from cute_ir.process.scratch import scratch_directory

WARM_ENV = "CUTE_IR_WARM_CAPTURES"  # "0": every capture in a fresh interpreter
CHILD_MODULE = "cute_ir.capture.dsl.child"
WARM_UP_S = 600  # for a server to import and warm up (seconds at load; a fresh capture pays it each time)
# What differs between the captures one server forks (each child gets the value of its own request).
# PYTEST_CURRENT_TEST: pytest names the running test there; a golden session's captures share their servers.
_PER_CAPTURE = {"TMPDIR", LINK_ENV, RUN_TOKENS_ENV, "PYTEST_CURRENT_TEST"}


def enabled() -> bool:
    return os.environ.get(WARM_ENV, "1").strip() != "0"


def warm_captures() -> Any:
    """A block whose kernel captures (in this thread) fork from this process's warm servers."""
    return _POOL.serving()


def close_servers() -> None:
    """End every warm server of this process (they end with it anyway)."""
    _POOL.close()


class WarmServers:
    """Warm capture servers, one per group of captures that start alike (`_key`), started on demand; `close`
    ends them. Threads may share it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._servers: dict[tuple[Any, ...], ForkServer | None] = {}  # None: warming failed, fresh interpreters
        self._starting: dict[tuple[Any, ...], threading.Lock] = {}
        self._stacks: dict[tuple[Any, ...], ExitStack] = {}

    def serving(self) -> Any:
        """A block whose kernel captures (in this thread) fork from these servers (none where turned off)."""
        return served_by(self.find) if enabled() else nullcontext()

    def find(self, module: str, request: Request, python: Path | None,
             prepare: Prepare[Any] | None) -> ForkServer | None:
        if module != CHILD_MODULE or getattr(request, "mode", "") not in ("kernel", "input"):
            return None
        key = _key(request, python)
        with self._lock:
            starting = self._starting.setdefault(key, threading.Lock())
        with starting:  # one server per key: the captures that need it meanwhile wait for it
            server = self._servers.get(key, _MISSING)
            if server is _MISSING or (server is not None and not server.alive):
                self._end(key)
                server = self._start(key, request, python, prepare)
            return server

    def _start(self, key: tuple[Any, ...], request: Request, python: Path | None,
               prepare: Prepare[Any] | None) -> ForkServer | None:
        stack = ExitStack()
        scratch = stack.enter_context(scratch_directory("server"))
        env = dict(os.environ)
        warmed = prepare(scratch, request, env) if prepare is not None else request
        interpreter = python or Path(sys.executable)
        try:
            server: ForkServer | None = ForkServer(interpreter, env, __name__, warmed.to_json(), logs=scratch,
                                                   timeout=WARM_UP_S, link=env.get(LINK_ENV, ""))
        except ServerLost as err:
            stack.close()
            sys.stderr.write(f"cute-ir: no warm capture server under {interpreter} (captures start an interpreter "
                             f"each): {err.message.splitlines()[0][:500]}\n")
            server = None
        else:
            stack.callback(server.close)
        with self._lock:
            self._servers[key] = server
            self._stacks[key] = stack
        return server

    def _end(self, key: tuple[Any, ...]) -> None:
        with self._lock:
            self._servers.pop(key, None)
            stack = self._stacks.pop(key, None)
        if stack is not None:
            stack.close()

    def close(self) -> None:
        with self._lock:
            keys = list(self._stacks)
        for key in keys:
            self._end(key)


_MISSING: Any = object()
_POOL = WarmServers()
atexit.register(_POOL.close)


def _key(request: Request, python: Path | None) -> tuple[Any, ...]:
    """What a capture child reads before its kernel's own work: captures equal in it share a server."""
    environment = tuple(sorted((name, value) for name, value in os.environ.items() if name not in _PER_CAPTURE))
    return (str(python or sys.executable), getattr(request, "arch", ""), getattr(request, "lineinfo", False),
            json.dumps(getattr(request, "providers", None), sort_keys=True), environment)


# ---- in the server --------------------------------------------------------------------------------


def warm_up(argument: dict[str, Any]) -> None:
    """The server's warm-up: what every capture child with these settings does first."""
    from cute_ir.capture.dsl.child import ChildRequest, warm_up as warm_child

    warm_child(ChildRequest.from_json(argument))


def before_fork(argument: dict[str, Any]) -> None:
    """Before forking a capture: the kernel looked up and its shared work done (`Kernel.warm_up`), kept here."""
    from cute_ir import registry

    registry.get_kernel(argument["kernel"]).warm_up()
