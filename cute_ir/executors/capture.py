"""One capture, the unit every executor runs: a registered kernel or a script, under one release.

`perform_capture` is what the local thread pool runs in this process and what a Ray task runs on
a cluster node: cute-ir's own child-process capture (`dump_kernel`, `trace_script`), so a capture
on a node is the capture of a local run. What a node needs besides the capture itself (the
driver's kernel providers, its CUTE_DSL_* settings, the user's `--with` packages, the script's
bytes) is a `RunContext`, made once per run on the driver.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from cute_ir.releases import environments as envs
from cute_ir.capture.parent import DEFAULT_TIMEOUT_S
from cute_ir.errors import CuteIRError, EnvironmentProblem
from cute_ir.golden.record import GoldenRecord, record_from_trace
from cute_ir.trace import Trace
from cute_ir.releases.catalogue import installed_dsl, parse_spec

_LOCKS = ".locks"  # under the environment root: one lock file per release, held while a node builds it


@dataclass(frozen=True)
class Capture:
    """What to compile, under which release (`spec`, e.g. "4.8.1" or "4.5.3+cu13")."""

    spec: str
    arch: str
    kernel: str = ""
    script: str = ""  # absolute path on the driver
    script_args: tuple[str, ...] = ()
    timeout: float = DEFAULT_TIMEOUT_S
    # Also normalize the trace into its golden record where it was captured: that is a golden
    # check's costly part (about 1 s for a GEMM), so it runs on the nodes in parallel, not on the driver.
    golden: bool = False
    # A golden's capture key (cute_ir.golden.capture_key), as sorted items: compile up to the pipeline
    # first, and capture only when that does not reproduce it (checking then costs the front end alone).
    unless_key: tuple[tuple[str, str], ...] = ()

    def describe(self) -> str:
        what = self.kernel or Path(self.script).name
        return f"{what} under {self.spec}"


@dataclass
class CaptureOutcome:
    """What a capture left at its destination: its traces, the error it ended with, where it ran."""

    traces: list[Trace]
    error: CuteIRError | None = None
    node: str = "local"
    record: GoldenRecord | None = None  # for a `golden` capture that succeeded
    # for a capture `unless_key`: empty when the probe reproduced the key (nothing was captured), else
    # the parts that differed, in words
    key_changes: list[str] | None = None

    @property
    def key_reproduced(self) -> bool:
        return self.key_changes == []


@dataclass(frozen=True)
class RunContext:
    """What every node needs to capture as the driver would, sent once per run."""

    providers: tuple[dict[str, str], ...] = ()  # the driver's ProviderSource.to_json(), by value
    settings: tuple[tuple[str, str], ...] = ()  # the driver's CUTE_DSL_* and emulation switch
    packages: envs.AddedPackages = field(default_factory=envs.AddedPackages)
    scripts: tuple[tuple[str, bytes], ...] = ()  # (driver path, content) of each script captured

    @classmethod
    def of_driver(cls, packages: envs.AddedPackages = envs.AddedPackages(),
                  scripts: tuple[Path, ...] = ()) -> "RunContext":
        from cute_ir.registry.discovery import sources_for_children

        settings = tuple(sorted((k, v) for k, v in os.environ.items() if _is_capture_setting(k)))
        return cls(tuple(source.to_json() for source in sources_for_children()), settings, packages,
                   tuple((str(path), Path(path).read_bytes()) for path in scripts))


def perform_capture(capture: Capture, out: Path, python: Path | None) -> CaptureOutcome:
    """Capture into `out` (a fresh path) with the interpreter `python` (None: this one); a capture that
    fails is an outcome with its error and the traces it kept, never an exception. Inside an executor's
    `warm_captures` a kernel's capture child is forked from a warm server (cute_ir.executors.warm).
    A capture `unless_key` first compiles up to the pipeline; an outcome with no trace and no change
    of the key means the golden's key was reproduced."""
    changes = None
    if capture.unless_key and not capture.script:
        changes = key_changes(capture, python)
        if not changes:
            return CaptureOutcome([], key_changes=[])
    outcome = _capture(capture, out, python)
    outcome.key_changes = changes
    return outcome


def key_changes(capture: Capture, python: Path | None) -> list[str]:
    """What keeps `capture.unless_key` from standing for a capture now (empty: the probe reproduced it)."""
    from cute_ir.capture.parent import probe_input
    from cute_ir.golden.capture_key import changed_parts, key_of_probe
    from cute_ir.process.interrupts import raise_if_stopping

    try:
        probe = probe_input(capture.kernel, capture.arch, python=python, timeout=capture.timeout)
    except CuteIRError as err:  # the capture itself reports what is wrong, with its trace
        raise_if_stopping()  # after Ctrl-C nothing more starts
        return [f"the probe failed ({err.message.splitlines()[0][:200]})"]
    return changed_parts(dict(capture.unless_key), key_of_probe(probe.input_text, probe.pipeline, probe.toolchain))


def _capture(capture: Capture, out: Path, python: Path | None) -> CaptureOutcome:
    from cute_ir.capture.parent import dump_kernel, trace_script

    try:
        if capture.script:
            traces = trace_script(Path(capture.script), list(capture.script_args), out, arch=capture.arch,
                                  force=True, python=python, timeout=capture.timeout, show_output=False)
        else:
            traces = [dump_kernel(capture.kernel, capture.arch, out, force=True, python=python,
                                  timeout=capture.timeout)]
    except CuteIRError as err:
        return CaptureOutcome([t for t in err.partial if isinstance(t, Trace)], err)
    if not capture.golden:
        return CaptureOutcome(traces)
    try:  # refuses the trace of a failed compile: a golden is never made from one
        return CaptureOutcome(traces, record=record_from_trace(traces[0], capture.kernel))
    except CuteIRError as err:
        return CaptureOutcome([t for t in err.partial if isinstance(t, Trace)], err)


# ---- on a node ----------------------------------------------------------------------------------


def _is_capture_setting(name: str) -> bool:
    from cute_ir.capture.replay.emulate import DISABLE_ENV

    return name.startswith("CUTE_DSL_") or name == DISABLE_ENV


@contextmanager
def driver_settings(context: RunContext) -> Iterator[None]:
    """The driver's kernel providers and capture settings (CUTE_DSL_*, the emulation switch) in this
    worker process, for one capture: the node's own settings are put aside meanwhile."""
    from cute_ir.registry import discovery

    own = {name: os.environ.pop(name) for name in list(os.environ) if _is_capture_setting(name)}
    os.environ.update(dict(context.settings))
    discovery.use_sources([discovery.ProviderSource.from_json(item) for item in context.providers])
    try:
        yield
    finally:
        for name in [name for name in os.environ if _is_capture_setting(name)]:
            del os.environ[name]
        os.environ.update(own)


def script_on_node(capture: Capture, context: RunContext, scratch: Path) -> Capture:
    """The capture with a script this node can run: the driver's path where this node has the same
    file (a shared file system: the script's own imports work), else the driver's bytes under `scratch`."""
    if not capture.script:
        return capture
    content = dict(context.scripts).get(capture.script)
    here = Path(capture.script)
    if content is None or (here.is_file() and here.read_bytes() == content):
        return capture
    copy = scratch / "script" / here.name
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_bytes(content)
    return Capture(capture.spec, capture.arch, script=str(copy), script_args=capture.script_args,
                   timeout=capture.timeout)


def node_python(spec: str, packages: envs.AddedPackages) -> Path | None:
    """The interpreter for `spec` on this node, as a local sweep picks it (None: this interpreter);
    a missing environment, or one without the user's packages, is built here, once per node: the
    first capture to need it builds it under a lock while the others wait, then find it made."""
    python = _usable_python(spec, packages)
    if python is not False:
        return python
    with _node_lock(spec):
        python = _usable_python(spec, packages)  # built by another capture while this one waited
        if python is not False:
            return python
        return envs.add_environment(spec, packages=packages).python


def _usable_python(spec: str, packages: envs.AddedPackages) -> Path | None | bool:
    """The interpreter to use without building anything, or False when the environment must be built."""
    environment = envs.inspect_environment(spec)
    if environment.ok and _holds(environment, packages):
        return environment.python
    if not environment.path.exists():
        try:
            if installed_dsl() == parse_spec(spec):
                return None  # as a local sweep and `--dsl` do: this interpreter runs that release
        except EnvironmentProblem:
            pass
    return False


def _holds(environment: envs.DslEnvironment, packages: envs.AddedPackages) -> bool:
    recorded = {entry.get("requirement") for entry in environment.added}
    return all(entry["requirement"] in recorded for entry in packages.entries())


@contextmanager
def _node_lock(spec: str) -> Iterator[None]:
    locks = envs.env_root() / _LOCKS
    locks.mkdir(parents=True, exist_ok=True)
    with open(locks / f"{envs.canonical_spec(spec)}.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
