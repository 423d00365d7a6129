"""Captures spread over a Ray cluster (`--ray`): the same tables and exit codes as a local run, a node
removed in the middle of a run, Ctrl-C in the middle of one; and, without Ray, the pieces they rest on.

The cluster is real: `ray.cluster_utils.Cluster` starts a head (no CPUs: it schedules nothing) and
two worker nodes of one CPU each, as separate raylets on this machine, with small object stores.
cute-ir runs as its own process (the driver), as a user runs it, joining the cluster by address.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.releases import environments as envs
from cute_ir.cli import main
from cute_ir.cli.options import _ray_args
from cute_ir.errors import BadInputError, EnvironmentProblem, ExitCode, OutputError
from cute_ir.executors import capture as capture_module
from cute_ir.executors.packing import pack_directory, unpack_directory
from cute_ir.trace import load_trace
from cute_ir.releases.catalogue import format_spec, installed_dsl
from cute_ir.sweep.compare_runs import compare_runs

from small_kernel import SMALL_KERNEL

CUTE_IR = str(Path(sys.executable).with_name("cute-ir"))
OLDEST = "4.2.1"
# Registered kernels with committed goldens, about as cheap to capture as SMALL_KERNEL.
SMALL_KERNELS = (SMALL_KERNEL, "elementwise_add_sm80_f16_v128", "elementwise_mul_sm80_f16_v128")
OBJECT_STORE_BYTES = 80 * 1024 * 1024  # per node: the traces of these kernels are a few MB


# ---- without a cluster ---------------------------------------------------------------------------


def test_ray_takes_an_address_only_when_one_follows():
    assert _ray_args(["--ray", "k1", "k2"]) == ["--ray=local", "k1", "k2"]
    assert _ray_args(["--ray", "auto", "k"]) == ["--ray=auto", "k"]
    assert _ray_args(["--ray", "10.0.0.5:6379"]) == ["--ray=10.0.0.5:6379"]
    assert _ray_args(["k", "--ray"]) == ["k", "--ray=local"]
    assert _ray_args(["--ray", "--", "s.py", "--ray", "x"]) == ["--ray=local", "--", "s.py", "--ray", "x"]
    bad = CliRunner().invoke(main, ["golden", "check", "--ray=nowhere", SMALL_KERNEL])
    assert bad.exit_code == ExitCode.USAGE and "is not a Ray address" in bad.output


def test_a_packed_directory_lands_whole_or_not_at_all(tmp_path):
    source = tmp_path / "source"
    (source / "passes").mkdir(parents=True)
    (source / "empty").mkdir()
    (source / "passes" / "001.mlir").write_text("same")
    (source / "passes" / "002.mlir").write_text("same")
    (source / "manifest.json").write_text("{}")
    packed = pack_directory(source)
    assert len(packed.blobs) == 2 and packed.size == len("same") + len("{}"), "identical content travels once"
    unpack_directory(packed, tmp_path / "landed")
    assert (tmp_path / "landed" / "passes" / "002.mlir").read_text() == "same"
    assert (tmp_path / "landed" / "empty").is_dir()
    damaged = type(packed)(packed.files, {digest: b"other" for digest in packed.blobs}, packed.directories)
    with pytest.raises(OutputError, match="damaged"):
        unpack_directory(damaged, tmp_path / "damaged")
    assert not (tmp_path / "damaged").exists()
    escaping = type(packed)({"../outside": next(iter(packed.blobs))}, packed.blobs)
    with pytest.raises(BadInputError, match="outside"):
        unpack_directory(escaping, tmp_path / "escaping")
    assert not (tmp_path / "outside").exists() and not (tmp_path / "escaping").exists()


def test_a_node_builds_a_missing_release_environment_once(tmp_path, monkeypatch):
    """Four captures on one node want DSL 4.5.3 with the user's package: one builds, three wait and use it."""
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "envs"))
    packages = envs.AddedPackages(requirements=("einops==0.8.2",))
    built: list[str] = []

    def add_environment(spec: str, *, packages: envs.AddedPackages, **_: object) -> envs.DslEnvironment:
        built.append(spec)
        time.sleep(0.3)  # long enough for the other captures to arrive meanwhile
        made = envs.env_root() / spec
        (made / "bin").mkdir(parents=True)
        (made / "bin" / "python").symlink_to(sys.executable)
        for package in envs.LINKED_PACKAGES:
            (made / envs.LINK_DIR / package).mkdir(parents=True)
        added = [dict(entry, version="0.8.2") for entry in packages.entries()]
        (made / envs.RECORD).write_text(json.dumps({"version": "4.5.3", "variant": "cu12", "added": added}))
        return envs.inspect_environment(spec)

    monkeypatch.setattr(envs, "add_environment", add_environment)
    found: list[Path | None] = []
    threads = [threading.Thread(target=lambda: found.append(capture_module.node_python("4.5.3", packages)))
               for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert built == ["4.5.3"]
    assert found == [tmp_path / "envs" / "4.5.3" / "bin" / "python"] * 4
    assert capture_module.node_python(format_spec(*installed_dsl()), envs.AddedPackages()) is None, "this interpreter's release: no build"


def test_without_the_option_ray_is_never_imported_and_without_ray_the_option_says_what_to_install(tmp_path):
    code = """
import sys
import cute_ir.executors.capture as capture_module
from cute_ir.errors import BadInputError
from cute_ir.executors import CaptureOutcome
capture_module.perform_capture = lambda capture, out, python: CaptureOutcome([], BadInputError("no capture here"))
from cute_ir.cli import main
try:
    main(sys.argv[1:])
except SystemExit as exit_:
    print("ray imported" if "ray" in sys.modules else "ray not imported", exit_.code)
"""
    env = {**os.environ, "CUTE_IR_GOLDEN_DIR": str(tmp_path)}
    plain = subprocess.run([sys.executable, "-c", code, "golden", "check", "-j", "1", SMALL_KERNEL],
                           capture_output=True, text=True, env=env, timeout=300)
    assert plain.stdout.strip().splitlines()[-1] == "ray not imported 3", plain.stderr
    missing = subprocess.run([sys.executable, "-c", "import sys; sys.modules['ray'] = None\n" + code, "golden",
                              "check", "--ray", SMALL_KERNEL], capture_output=True, text=True, env=env, timeout=300)
    assert missing.stdout.strip().splitlines()[-1].endswith(" 8"), missing.stderr
    assert "--ray needs Ray" in missing.stderr and "pip install 'cute-ir[ray]'" in missing.stderr


def test_a_golden_capture_brings_its_record_made_where_it_ran_and_never_from_a_failed_compile(tmp_path, monkeypatch):
    """The record (the costly normalization) is made by the executor's worker, here a thread, on a
    cluster the node; the trace of a compile that failed gives an error, not a record."""
    from dataclasses import replace

    from cute_ir.capture import parent as dump
    from cute_ir.executors import Capture, LocalExecutor
    from cute_ir.trace import TraceFailure
    from test_golden import make_trace

    def dump_kernel(name: str, arch: str, out: Path, **_: object):
        trace = make_trace(out)
        trace = replace(trace, kernel=replace(trace.kernel, name=name))
        return trace if name == "compiles" else replace(trace, failure=TraceFailure(kind="pass-failed", message="boom"))

    monkeypatch.setattr(dump, "dump_kernel", dump_kernel)
    work = [(Capture("4.8.1", "sm_90a", kernel=name, golden=True), tmp_path / name) for name in ("compiles", "fails")]
    outcomes = dict(LocalExecutor(2, {}).run(work))
    assert outcomes[0].record is not None and outcomes[0].record.key.kernel == "compiles" and outcomes[0].error is None
    assert outcomes[1].record is None and "a golden needs a trace of a successful compile" in outcomes[1].error.hint


def test_a_diff_runs_on_a_node_from_the_packed_traces_as_it_runs_here(tmp_path):
    """The sweep's comparison of two releases, as a Ray task runs it (the traces unpacked into the
    node's scratch): the same Change as on the driver; a diff that fails is a result, not a lost row."""
    from cute_ir.executors import call_on_traces
    from cute_ir.executors.ray_cluster import traces_task
    from cute_ir.sweep.run import change_between
    from test_golden import make_trace

    before, after = make_trace(tmp_path / "a"), make_trace(tmp_path / "b", extra_from=2)
    on_node = traces_task(None, change_between, ("4.5.0",), [pack_directory(before.root), pack_directory(after.root)])
    assert on_node == change_between("4.5.0", before, after)
    assert on_node.differs and on_node.culprit.startswith("002-convert-cute-to-core")

    def refuses(_: Path) -> None:
        raise BadInputError("not a trace pair")

    assert isinstance(call_on_traces(refuses, (), (before,)), BadInputError)


def test_an_address_that_is_not_a_ray_head_is_refused_within_seconds():
    """A listener that accepts and says nothing (as the issue's non-Ray service), and one that answers
    HTTP/1: refused as not Ray, exit 12, in seconds instead of a hang."""
    import socket

    _ray()
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    try:
        started = time.monotonic()
        refused = _cli("golden", "check", "--ray", f"127.0.0.1:{silent.getsockname()[1]}", SMALL_KERNEL)
    finally:
        silent.close()
    assert refused.returncode == ExitCode.CLUSTER and time.monotonic() - started < 60, refused.stderr
    assert "is not a Ray head" in refused.stderr and "Traceback" not in refused.stderr and not refused.stdout


class _Grpcish:
    """A listener on 127.0.0.1 only that answers the HTTP/2 preface with an empty SETTINGS frame, as a
    Ray head's gRPC server does (and says nothing more)."""

    def __enter__(self) -> int:
        import socket

        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(8)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()
        return self.server.getsockname()[1]

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            try:
                connection.recv(64)
                connection.sendall(b"\x00\x00\x00\x04\x00\x00\x00\x00\x00")
            except OSError:
                pass

    def __exit__(self, *_: object) -> None:
        self.server.close()


def test_a_head_bound_to_loopback_that_ray_would_join_elsewhere_is_refused_with_the_fix():
    """Ray 2.60 joins 127.0.0.1:PORT as the host's interface address: a head listening on loopback only
    is never reached there (the issue's hang); refused at once, naming the address Ray would use."""
    _ray()
    from ray._private.services import resolve_ip_for_localhost

    from cute_ir.errors import ClusterError
    from cute_ir.executors.ray_cluster import checked_address, speaks_grpc

    used = resolve_ip_for_localhost("127.0.0.1")
    if used == "127.0.0.1":
        pytest.skip("this machine has no interface address besides loopback")
    with _Grpcish() as port:
        assert speaks_grpc("127.0.0.1", port)
        started = time.monotonic()
        with pytest.raises(ClusterError, match=f"listens on 127.0.0.1 only.*as {used}:{port}") as refused:
            checked_address(f"127.0.0.1:{port}")
        assert time.monotonic() - started < 30
        assert f"--node-ip-address {used}" in refused.value.hint


def test_ray_client_addresses_without_rays_client_say_what_to_install():
    """`ray://` needs Ray's client (`ray[client]`, not in the `ray` extra): exit 12 and the package to install."""
    _ray()
    try:
        import grpc  # noqa: F401
        pytest.skip("Ray's client is installed here")
    except ImportError:
        pass
    with _Grpcish() as port:
        refused = _cli("golden", "check", "--ray", f"ray://127.0.0.1:{port}", SMALL_KERNEL)
    assert refused.returncode == ExitCode.CLUSTER, refused.stderr
    assert "pip install 'ray[client]==2.60.0'" in refused.stderr and not refused.stdout


def test_the_driver_refuses_a_node_running_another_cute_ir():
    from cute_ir.errors import ClusterError
    from cute_ir.executors import RunContext
    from cute_ir.executors.ray_cluster import RayExecutor

    class Session:
        notices: list[str] = []
        closed = False

        def map(self, *_: object):
            yield "result", 0, {"node": "abcdef01", "attempt": 0, "fingerprint": "0.0.9 (sources 123)", "value": 1}

    executor = RayExecutor("auto", RunContext(), local_cpus=1)
    executor._session = Session()
    with pytest.raises(ClusterError, match="node abcdef01 runs cute-ir 0.0.9 .sources 123., this driver"):
        list(executor.map_calls(len, None, [("x",)]))


def test_sigterm_while_ray_joins_a_head_that_never_lets_it_in_stops_at_once():
    """Before: `--ray HOST:PORT` answered by a service that is not quite Ray hung and ignored SIGTERM.
    Now SIGTERM stops it in seconds (Ray's join runs in a child, killed), nothing left running."""
    import socket

    _ray()
    from ray._private.services import resolve_ip_for_localhost

    server = socket.socket()
    server.bind(("0.0.0.0", 0))
    server.listen(16)
    held: list[socket.socket] = []

    def serve() -> None:  # answers the gRPC preface, then says nothing: Ray's join retries
        while True:
            try:
                connection, _ = server.accept()
                connection.recv(64)
                connection.sendall(b"\x00\x00\x00\x04\x00\x00\x00\x00\x00")
                held.append(connection)
            except OSError:
                return

    threading.Thread(target=serve, daemon=True).start()
    address = f"{resolve_ip_for_localhost('127.0.0.1')}:{server.getsockname()[1]}"
    try:
        process = subprocess.Popen([CUTE_IR, "golden", "check", "--ray", address, SMALL_KERNEL],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        drivers: list[int] = []
        deadline = time.monotonic() + 90
        while not drivers and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.5)  # past the address checks: the Ray driver started
            drivers = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit()
                       and _parent(int(p.name)) == process.pid and _alive_driver(int(p.name))]
        time.sleep(3)  # inside Ray's join
        assert process.poll() is None, process.communicate()
        sent = time.monotonic()
        process.send_signal(signal.SIGTERM)
        stdout, stderr = process.communicate(timeout=60)
        took = time.monotonic() - sent
    finally:
        server.close()
    assert process.returncode == 143 and took < 10, (took, stderr)
    assert "interrupted by SIGTERM" in stderr and not stdout
    assert drivers and not any(_alive_driver(pid) for pid in drivers)


def test_ray_auto_never_joins_another_users_cluster(tmp_path, monkeypatch):
    """`--ray auto` takes the cluster recorded by this user's `ray start`; one recorded by another user is
    refused with its address to give explicitly (here: the record's owner is not us)."""
    _ray()
    from cute_ir.errors import ClusterError
    from cute_ir.executors import ray_cluster

    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    monkeypatch.setenv("RAY_TMPDIR", str(tmp_path))
    record = tmp_path / "ray" / "ray_current_cluster"
    record.parent.mkdir()
    record.write_text("192.0.2.7:6379")
    assert ray_cluster._auto_address() == "192.0.2.7:6379"
    monkeypatch.setattr(ray_cluster.os, "getuid", lambda: record.stat().st_uid + 1)
    with pytest.raises(ClusterError, match="another user") as refused:
        ray_cluster._auto_address()
    assert "--ray 192.0.2.7:6379" in refused.value.hint
    record.unlink()
    with pytest.raises(ClusterError, match="no Ray cluster of yours"):
        ray_cluster._auto_address()


def test_driver_paths_do_not_travel_to_a_cluster():
    from cute_ir.executors import RunContext
    from cute_ir.executors.ray_cluster import RayExecutor

    for packages in (envs.AddedPackages(editable=("/home/me/project",)),):
        with pytest.raises(BadInputError, match="names a folder of this machine"):
            RayExecutor("auto", RunContext(packages=packages), local_cpus=1)


def test_scratch_of_a_killed_process_is_reclaimed_and_a_living_ones_kept(tmp_path):
    from cute_ir.process.scratch import reclaim_scratch

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = [tmp_path / f"cute-ir-{kind}-{dead.pid}-abc" for kind in ("node", "request", "golden", "ray")]
    for folder in left:
        (folder / "out").mkdir(parents=True)
    mine = tmp_path / f"cute-ir-node-{os.getpid()}-abc"
    mine.mkdir()
    other = tmp_path / f"cute-ir-blame-{dead.pid}-abc"  # not a kind that is reclaimed
    other.mkdir()
    target = tmp_path / "target"
    target.mkdir()
    (tmp_path / f"cute-ir-node-{dead.pid}-link").symlink_to(target)
    assert reclaim_scratch(tmp_path) == 4
    assert not any(folder.exists() for folder in left) and mine.is_dir() and other.is_dir() and target.is_dir()


def test_a_node_running_another_cute_ir_runs_nothing(monkeypatch):
    """The task checks the node's cute-ir first: another one returns its fingerprint and runs nothing
    (the driver then stops the run, exit 12); the same one runs the call with the forwarded settings."""
    from types import SimpleNamespace

    import ray

    from cute_ir.executors import ray_cluster

    context = SimpleNamespace(get_node_id=lambda: "abcdef0123456789")
    monkeypatch.setattr(ray, "get_runtime_context", lambda: context)
    calls = []
    other = ray_cluster.on_node("9.9.9 (sources 000000000000)", {}, lambda *a: calls.append(a), None, 1)
    assert other["value"] is None and not calls and other["fingerprint"] == ray_cluster.cute_ir_fingerprint()
    monkeypatch.delenv("CUTE_IR_ENV_DIR", raising=False)
    same = ray_cluster.on_node(ray_cluster.cute_ir_fingerprint(), {"CUTE_IR_ENV_DIR": "/shared/envs"},
                               lambda shared, x: (shared, x, os.environ["CUTE_IR_ENV_DIR"]), "s", 2)
    assert same["value"] == ("s", 2, "/shared/envs") and "CUTE_IR_ENV_DIR" not in os.environ


# ---- on a cluster --------------------------------------------------------------------------------


def _ray():
    try:
        import ray.cluster_utils  # noqa: F401
    except ImportError:
        reason = "Ray is not installed (pip install 'cute-ir[ray]')"
        if os.environ.get("CI"):  # CI installs the extra (.ci/run): there a missing Ray is a broken set-up
            pytest.fail(reason)
        pytest.skip(reason)


@pytest.fixture(scope="module")
def cluster():
    _ray()
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args=dict(
        num_cpus=0, object_store_memory=OBJECT_STORE_BYTES, include_dashboard=False))
    for _ in range(2):
        cluster.add_node(num_cpus=1, object_store_memory=OBJECT_STORE_BYTES)
    cluster.wait_for_nodes()
    yield cluster
    cluster.shutdown()


def _cli(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([CUTE_IR, *args], capture_output=True, text=True, timeout=600, cwd=cwd,
                          env={**os.environ, "COLUMNS": "200", **(env or {})})


def _compile_children(node) -> list[int]:
    """The cute-ir compile children running under a cluster node (its raylet starts the workers), and the
    warm capture servers they are forked from (a forked child keeps its server's command line)."""
    raylet = node.all_processes["raylet"][0].process.pid
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            command = (entry / "cmdline").read_bytes()
            if b"cute_ir.capture.dsl.child" not in command and b"cute_ir.process.forkserver" not in command:
                continue
            pid = int(entry.name)
            while pid > 1:
                pid = int((Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[1])
                if pid == raylet:
                    found.append(int(entry.name))
                    break
        except (OSError, ValueError, IndexError):
            continue
    return found


def _compile_pids(cluster) -> set[int]:
    return {pid for node in cluster.worker_nodes for pid in _compile_children(node)}


def _wait_for_a_compile(cluster, process: subprocess.Popen[str], before: set[int], timeout: float = 240):
    """The worker node that runs a compile of `process` first: a compile child or warm server not among
    `before`, those there before it started (an earlier run's warm server can outlive its run, and a
    signal sent on seeing it reached a cute-ir still importing its site packages)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        for node in cluster.worker_nodes:
            if set(_compile_children(node)) - before:
                return node
        time.sleep(0.2)
    raise AssertionError(f"no compile started on the cluster (cute-ir: {process.poll()})")


def test_an_address_nothing_answers_on_is_refused_at_once():
    _ray()
    started = time.monotonic()
    refused = _cli("golden", "check", "--ray", "127.0.0.1:9", SMALL_KERNEL)
    assert refused.returncode == ExitCode.CLUSTER and time.monotonic() - started < 60, refused.stderr
    assert "cannot reach the Ray cluster at 127.0.0.1:9" in refused.stderr and "Traceback" not in refused.stderr


@pytest.mark.ray
def test_a_golden_check_on_the_cluster_prints_what_the_local_check_prints(cluster, tmp_path):
    """One golden agrees, one is missing from this store: exit 1 and the same words, both ways."""
    store = tmp_path / "golden"
    kept = Path(__file__).parent.parent / "golden" / "4.8.1-cu12" / "sm_90a" / SMALL_KERNELS[0]
    shutil.copytree(kept, store / kept.relative_to(kept.parents[2]))
    args = ("golden", "check", "--golden-dir", str(store), *SMALL_KERNELS[:2])
    local = _cli(*args, "-j", "2")
    # Ray gives workers the driver's working directory on sys.path: a `cute_ir` there must not be imported
    poisoned = tmp_path / "cwd"
    (poisoned / "cute_ir").mkdir(parents=True)
    (poisoned / "cute_ir" / "__init__.py").write_text("raise ImportError('the cute_ir of the working directory')\n")
    remote = _cli(*args, "--ray", cluster.address, cwd=poisoned)
    assert (remote.returncode, remote.stdout) == (local.returncode, local.stdout), remote.stderr
    assert local.returncode == ExitCode.DIFFERENT
    assert f"FAIL {SMALL_KERNELS[1]} on sm_90a" in local.stdout and "1 of 2 goldens agree" in local.stdout


def _raylets(temp_dir: Path) -> set[int]:
    """The raylets of Ray instances whose session lives under `temp_dir` (other tests' clusters run beside)."""
    found = set()
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().strip() == "raylet" \
                    and str(temp_dir).encode() in (entry / "cmdline").read_bytes():
                found.add(int(entry.name))
        except OSError:
            continue
    return found


@pytest.mark.ray
def test_ray_without_an_address_starts_an_instance_for_the_run_and_ends_it(cluster):
    temp_dir = Path(tempfile.mkdtemp(prefix="ray", dir="/tmp"))  # short: Ray's socket paths live under it
    try:
        command_ended = threading.Event()
        with ThreadPoolExecutor(1) as watcher:
            seen = watcher.submit(_raylets_until, temp_dir, command_ended)
            checked = _cli("golden", "check", "--ray", SMALL_KERNEL, env={"RAY_TMPDIR": str(temp_dir)})
            command_ended.set()
            started = seen.result()
        assert checked.returncode == 0 and checked.stdout == "1 of 1 goldens agree\n", checked.stderr
        assert started, "the command started a Ray instance of its own"
        deadline = time.monotonic() + 30
        while _raylets(temp_dir) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not _raylets(temp_dir), "the local instance ended with the command"
    finally:
        shutil.rmtree(temp_dir, ignore_errors=True)


def _raylets_until(temp_dir: Path, ended: threading.Event) -> set[int]:
    seen: set[int] = set()
    while not ended.is_set():
        seen |= _raylets(temp_dir)
        time.sleep(0.2)
    return seen


@pytest.mark.ray
def test_a_golden_update_on_the_cluster_blesses_what_the_local_update_blesses(cluster, tmp_path):
    store = tmp_path / "golden"
    args = ("golden", "update", "--golden-dir", str(store), SMALL_KERNEL)
    local = _cli(*args, "-j", "1")
    blessed_here = {p.relative_to(store): p.read_bytes() for p in store.rglob("*") if p.is_file()}
    shutil.rmtree(store)
    remote = _cli(*args, "--ray", cluster.address)
    assert (remote.returncode, remote.stdout) == (local.returncode, local.stdout) == (0, f"wrote 1 golden(s), kept 0 in {store}\n")
    assert {p.relative_to(store): p.read_bytes() for p in store.rglob("*") if p.is_file()} == blessed_here
    assert any(path.name == "manifest.json" for path in blessed_here)


@pytest.mark.ray
def test_a_sweep_on_the_cluster_is_the_local_sweep(cluster, tmp_path):
    """Two releases (the oldest from its environment, which the nodes find) and a kernel that fails:
    the same --json document, the same exit code, the traces where the local run puts them."""
    specs = [installed_dsl()[0]]
    if envs.inspect_environment(OLDEST).ok:
        specs.insert(0, OLDEST)
    elif os.environ.get("CI"):
        pytest.fail(f"DSL {OLDEST} environment is missing")
    out = tmp_path / "sweep"
    args = ("sweep", "--releases", ",".join(specs), "-o", str(out), "--force", "--json")
    kernels = (SMALL_KERNEL, "no_such_kernel")
    local = _cli(*args, "-j", "2", *kernels)
    assert local.returncode == 0, local.stderr
    remote = _cli(*args, "--ray", cluster.address, *kernels)
    assert (remote.returncode, remote.stdout) == (local.returncode, local.stdout), remote.stderr
    rows = json.loads(remote.stdout)["rows"]
    assert [(r["release"], r["kernel"], r["exit_code"]) for r in rows] == [
        (spec, kernel, 0 if kernel == SMALL_KERNEL else ExitCode.BAD_INPUT)
        for spec in specs for kernel in (SMALL_KERNEL, "no_such_kernel")]
    for row in rows:
        if row["kernel"] == SMALL_KERNEL:
            assert load_trace(row["trace"]).dsl_version == row["release"]
            assert Path(row["trace"]) == out / row["release"] / SMALL_KERNEL
        else:
            assert row["error"] == "unknown kernel 'no_such_kernel'" and row["trace"] is None
    assert json.loads((out / "sweep.json").read_text()) == json.loads(remote.stdout)


@pytest.mark.ray
def test_ctrl_c_in_a_cluster_run_cancels_its_tasks_and_writes_nothing(cluster, tmp_path):
    out = tmp_path / "sweep"
    before = _compile_pids(cluster)
    process = subprocess.Popen([CUTE_IR, "sweep", "--releases", installed_dsl()[0], "-o", str(out), "--ray",
                                cluster.address, *SMALL_KERNELS], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    _wait_for_a_compile(cluster, process, before)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "interrupted by SIGINT" in stderr and "Traceback" not in stderr and not stdout
    assert not out.exists() and not list(tmp_path.glob(".sweep.*")), "nothing written, no staging left"
    time.sleep(2)  # a task that was not cancelled would start its compile by now
    assert not any(_compile_children(node) for node in cluster.worker_nodes), "the cluster's tasks were cancelled"


@pytest.mark.ray
def test_a_node_removed_in_the_middle_of_a_run_loses_no_row(cluster):
    """The capture that ran on the removed node is retried on the other, and its golden still agrees;
    stdout is cute-ir's JSON alone (Ray's messages of the dead node go to its log), and stderr says
    what happened in cute-ir's words."""
    before = _compile_pids(cluster)
    process = subprocess.Popen([CUTE_IR, "golden", "check", "--json", "--ray", cluster.address, *SMALL_KERNELS],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        doomed = _wait_for_a_compile(cluster, process, before)
        cluster.remove_node(doomed, allow_graceful=False)
        stdout, stderr = process.communicate(timeout=600)
    finally:
        cluster.add_node(num_cpus=1, object_store_memory=OBJECT_STORE_BYTES)  # for whatever runs after
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, stderr
    document = json.loads(stdout)  # nothing of Ray's before or after it
    assert "raylet" not in stdout and "\x1b[" not in stdout
    assert document["agree"] == document["checked"] == len(SMALL_KERNELS), document
    assert "capture(s) retried" in stderr, stderr


def _small_cluster(num_cpus: int = 1):
    from ray.cluster_utils import Cluster

    own = Cluster(initialize_head=True, head_node_args=dict(
        num_cpus=0, object_store_memory=OBJECT_STORE_BYTES, include_dashboard=False))
    own.add_node(num_cpus=num_cpus, object_store_memory=OBJECT_STORE_BYTES)
    own.wait_for_nodes()
    return own


@pytest.mark.ray
def test_the_head_dying_mid_run_is_a_cluster_error_within_seconds():
    """Before: exit 1 (a golden differs), no message, after Ray's 60 s GCS time-out. Now: exit 12 and
    cute-ir's message, stdout empty."""
    _ray()
    own = _small_cluster()
    try:
        before = _compile_pids(own)
        process = subprocess.Popen([CUTE_IR, "golden", "check", "--json", "--ray", own.address, *SMALL_KERNELS],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        _wait_for_a_compile(own, process, before)
        own.remove_node(own.head_node, allow_graceful=False)
        killed = time.monotonic()
        stdout, stderr = process.communicate(timeout=120)
        took = time.monotonic() - killed
    finally:
        if process.poll() is None:
            process.kill()
        own.shutdown()
    assert process.returncode == ExitCode.CLUSTER and took < 45, (took, stderr)
    assert "lost the Ray cluster" in stderr and "Traceback" not in stderr and not stdout


@pytest.mark.ray
def test_every_cpu_node_lost_stops_the_run_after_the_grace_time():
    """Before: the run waited forever, silently. Now: exit 12 once no node with CPUs came back in time."""
    _ray()
    own = _small_cluster()
    try:
        before = _compile_pids(own)
        process = subprocess.Popen([CUTE_IR, "golden", "check", "--ray", own.address, *SMALL_KERNELS],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env={**os.environ, "CUTE_IR_RAY_GRACE_S": "5"})
        doomed = _wait_for_a_compile(own, process, before)
        own.remove_node(doomed, allow_graceful=False)
        stdout, stderr = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
        own.shutdown()
    assert process.returncode == ExitCode.CLUSTER, stderr
    assert "every node with CPUs of the Ray cluster was lost" in stderr and not stdout


@pytest.mark.ray
def test_a_sigkilled_driver_leaves_nothing_running_and_its_scratch_is_reclaimed(cluster, tmp_path):
    """Before: a SIGKILLed `--ray` run left its Ray driver and 8-11 MB in TMPDIR. Now its Ray driver
    ends with it (its tasks cancelled), and what it could not remove goes with the next run."""
    from cute_ir.process.scratch import reclaim_scratch

    temp = tmp_path / "t"
    temp.mkdir()
    before = _compile_pids(cluster)
    process = subprocess.Popen([CUTE_IR, "golden", "check", "--ray", cluster.address, *SMALL_KERNELS],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "TMPDIR": str(temp)})
    _wait_for_a_compile(cluster, process, before)
    drivers = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and _parent(int(p.name)) == process.pid
               and _alive_driver(int(p.name))]
    assert drivers, "the run's Ray driver is a child process of cute-ir"
    process.kill()
    process.wait()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(_alive_driver(pid) for pid in drivers):
        time.sleep(0.5)
    assert not any(_alive_driver(pid) for pid in drivers), "the Ray driver ended with cute-ir"
    time.sleep(3)
    assert not any(_compile_children(node) for node in cluster.worker_nodes), "its tasks were cancelled"
    reclaim_scratch(temp)
    assert not [p.name for p in temp.iterdir() if p.name.startswith(f"cute-ir-ray-{process.pid}-")]


def _parent(pid: int) -> int:
    try:
        return int((Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return 0


def _alive_driver(pid: int) -> bool:
    try:
        return b"cute_ir.executors.ray_driver" in (Path("/proc") / str(pid) / "cmdline").read_bytes()
    except OSError:
        return False


@pytest.mark.ray
def test_a_catalogue_run_on_the_cluster_has_the_local_runs_facts_and_lands_each_operator_once(cluster, tmp_path):
    """`sweep --filter/--sample` with --ray: the operators' facts (compiled or not, resources, what changed)
    equal the local run's, each operator once in the journal, the report the same."""
    specs = [OLDEST, installed_dsl()[0]]
    if not envs.inspect_environment(OLDEST).ok:
        if os.environ.get("CI"):
            pytest.fail(f"DSL {OLDEST} environment is missing")
        pytest.skip(f"DSL {OLDEST} environment is missing")
    args = ("--provider", "cute_ir", "sweep", "--releases", ",".join(specs), "--filter", "class=ElementwiseKernel",
            "--sample", "2", "--json")
    local = _cli(*args, "-j", "2", "-o", str(tmp_path / "local"))
    remote = _cli(*args, "--ray", cluster.address, "-o", str(tmp_path / "remote"))
    assert local.returncode == remote.returncode == 0, remote.stderr

    for run in ("local", "remote"):
        lines = [json.loads(line) for line in (tmp_path / run / "catalogue.jsonl").read_text().splitlines()]
        assert len({line["kernel"] for line in lines}) == len(lines) == 2, "each operator once"
    comparison = compare_runs(tmp_path / "remote", tmp_path / "local")
    assert comparison.equal and len(comparison.operators) == 2, comparison.lines()
    mine, theirs = json.loads(remote.stdout), json.loads(local.stdout)
    assert (mine["changed"], mine["by_dimension"]) == (theirs["changed"], theirs["by_dimension"])
