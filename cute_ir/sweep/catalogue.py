"""A catalogue run: many registered instances (a provider's catalogue, chosen by metadata filter or a
stratified sample of its design points) under two or more releases, and what changed between them.

The unit of work is one operator: captured under every release where it runs (a node, or this
machine's cores), each release compared with the one before by the diff analysis there, and only the
facts sent back (resources, SASS classes, whether PTX/SASS/IR differ, the suspect pass), with the
traces only where something changed (or `keep_traces`). The driver appends each operator's facts to
a journal (`catalogue.jsonl`) as it lands, and stores traces by content (`objects/`, one file per
distinct content, hard-linked into each trace), so that a run stopped by Ctrl-C, a time limit or a
kill goes on where it stopped, nothing captured twice and nothing lost, and the driver's disk holds
the facts and the changed operators' traces only.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from cute_ir.errors import BadInputError, CuteIRError, ExitCode, OutputError
from cute_ir.executors import Capture, Executor, RunContext
from cute_ir.executors.packing import PackedDirectory, pack_directory
from cute_ir.fsutil import inside, load_json, named_child, read_verified, sha256_bytes, write_text_atomic
from cute_ir.process.interrupts import raise_if_stopping
from cute_ir.registry.sampling import stratified_sample
from cute_ir.sweep.run import SHOWN_RESOURCES, Change, comparison_candidates

JOURNAL = "catalogue.jsonl"  # one operator's facts a line, appended as each lands
SESSIONS = "catalogue-sessions.jsonl"  # one line per command that worked on the run: its costs
PLAN = "catalogue-plan.json"  # what the run is (releases, operators, options): a resumed run must match it
POINTS = "catalogue-points.json"  # each operator's design point: the folder reports and views without the registry
BLAMED = "catalogue-blame.json"  # the representatives' blame outcomes, kept for the next report of the run
REPORT = "catalogue.json"  # the report of the run (also of one stopped part-way, then `complete` false)
OBJECTS = "objects"  # trace files by content, each distinct content once
TRACES = "traces"  # traces/<release>/<operator>/: hard links into objects/
SCHEMA = "cute-ir.catalogue"
_LARGEST = 10  # operators listed as the largest changes
LANDING_THREADS = 4  # operators whose traces are written at once (hash checks and writes are independent)


@dataclass(frozen=True)
class OperatorJob:
    """What every operator's work shares (sent to each node once)."""

    specs: tuple[str, ...]
    timeout: float
    keep_traces: bool
    context: RunContext = field(default_factory=RunContext)
    pythons: Mapping[str, Path | None] | None = None  # this machine's interpreters; None on a cluster node


def design_points(metadata_filter: Mapping[str, str] | None,
                  providers: tuple[str, ...] = ()) -> dict[str, dict[str, str]]:
    """name -> design point of every registered instance passing the filter (of `providers` only, where
    some are named: `cute-ir --provider cutlass_operators sweep ...` samples NVIDIA's operators alone)."""
    from cute_ir.registry import get_kernels, provider_of

    return {kernel.name: kernel.metadata.design_point() for kernel in get_kernels(metadata_filter=metadata_filter)
            if not providers or provider_of(kernel) in providers}


def select_operators(points: Mapping[str, Mapping[str, str]], sample: int | None) -> list[str]:
    """The operators of a run: every one, or `sample` of them spread over the design points (the same
    names for the same catalogue and N)."""
    if not points:
        raise BadInputError("no registered instance passes the filter",
                            hint="see `cute-ir list --filter KEY=VALUE` for what the registry holds")
    return stratified_sample(points, sample) if sample is not None else sorted(points)


def kernel_arch(design_point: Mapping[str, str], default: str) -> str:
    """The arch an operator is captured for: the target its provider names (a `target` tag such as
    sm_100a), else the run's unless the operator needs a newer one (an SM100 operator: sm_100a)."""
    target = design_point.get("target", "")
    if target.startswith("sm_") and target[3:].rstrip("af").isdigit():
        return target
    wanted = design_point.get("arch", "").removeprefix("sm")
    have = default.removeprefix("sm_").rstrip("af")
    if wanted.isdigit() and have.isdigit() and int(wanted) > int(have):
        return f"sm_{wanted}a"
    return default


# ---- one operator, on a node or here -------------------------------------------------------------


def compare_operator(job: OperatorJob, kernel: str, arch: str) -> dict[str, Any]:
    """Capture `kernel` under every release of `job`, compare each with the one before, and return the
    facts (and the traces where something changed). Runs where the executor puts it."""
    from cute_ir.process.scratch import scratch_directory

    with scratch_directory("node") as scratch:
        if job.pythons is None:
            from cute_ir.executors.capture import driver_settings

            with driver_settings(job.context):
                return _compare_in(job, kernel, arch, scratch)
        return _compare_in(job, kernel, arch, scratch)


def _compare_in(job: OperatorJob, kernel: str, arch: str, scratch: Path) -> dict[str, Any]:
    from cute_ir.diff import diff_traces
    from cute_ir.executors.capture import node_python, perform_capture

    started = time.monotonic()
    traces: dict[str, Any] = {}
    releases: dict[str, dict[str, Any]] = {}
    for spec in job.specs:
        raise_if_stopping()
        try:
            python = job.pythons.get(spec) if job.pythons is not None else node_python(spec, job.context.packages)
        except CuteIRError as err:
            releases[spec] = {"ok": False, "error": err.message, "exit_code": int(err.exit_code), "resources": None}
            continue
        outcome = perform_capture(Capture(spec, arch, kernel=kernel, timeout=job.timeout), scratch / spec, python)
        trace = outcome.traces[0] if outcome.traces else None
        resources = trace.resources[0] if trace is not None and trace.resources else None
        ok = trace is not None and trace.ok and outcome.error is None
        releases[spec] = {
            "ok": ok,
            "error": "" if ok else (outcome.error.message if outcome.error else (trace.failure.message if trace
                                                                                  and trace.failure else "no trace")),
            "exit_code": 0 if ok else int(outcome.error.exit_code if outcome.error else ExitCode.COMPILE_FAILED),
            "resources": {name: getattr(resources, name) for name in SHOWN_RESOURCES} if resources else None,
        }
        if ok:
            traces[spec] = trace
    changes: dict[str, dict[str, Any]] = {}
    for index, spec in enumerate(job.specs):
        against = next((s for s in comparison_candidates(list(job.specs), index) if s in traces), None)
        if spec not in traces or against is None:
            continue
        try:
            result = diff_traces(traces[against], traces[spec])
        except CuteIRError as err:
            changes[spec] = {"against": against, "differs": True, "error": err.message}
            continue
        change = Change.from_diff(against, result)
        first = result.resources[0].kernel if result.resources else ""
        changes[spec] = {
            "against": against, "differs": change.differs, "culprit": change.culprit,
            "input_differs": change.input_differs, "ptx_differs": change.ptx_differs,
            "sass_differs": change.sass_differs,
            "resource_deltas": {k: list(v) for k, v in change.resource_deltas.items()},
            "class_deltas": {d.metric.removeprefix("class."): [d.a, d.b] for d in result.resources
                             if d.kernel == first and d.changed and d.metric.startswith("class.")},
        }
    changed = any(c.get("differs") for c in changes.values())
    keep = job.keep_traces or changed
    packed = {spec: pack_directory(trace.root) for spec, trace in traces.items() if keep and trace.root is not None}
    return {"kernel": kernel, "arch": arch, "releases": releases, "changes": changes, "changed": changed,
            "packed": packed, "seconds": round(time.monotonic() - started, 3)}


# ---- the driver: journal, content store, progress --------------------------------------------------


def land_by_content(packed: PackedDirectory, target: Path, objects: Path) -> int:
    """Write `packed` as the new directory `target` whose files are hard links into `objects` (a
    content already there is not written again); the bytes newly written. Safe for several landing
    threads at once: each stages in a folder of its own, and a content is stored by linking its
    written copy to its name, never renamed over a stored one (Linux refuses a hard link to a file
    whose inode a rename unlinked meanwhile: ENOENT for the other thread's link)."""
    written = 0
    for relative, digest in packed.files.items():
        blob = packed.blobs.get(digest)
        if blob is None or sha256_bytes(blob) != digest:
            raise OutputError(f"the packed output for {target} is damaged: {relative} does not match its hash")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".landing", dir=target.parent))
    try:
        for relative in packed.directories:
            inside(staging, relative, f"packed output for {target}").mkdir(parents=True, exist_ok=True)
        for relative, digest in packed.files.items():
            stored = objects / digest[:2] / digest
            if not stored.is_file():
                stored.parent.mkdir(parents=True, exist_ok=True)
                with tempfile.NamedTemporaryFile(dir=stored.parent, prefix=f".{digest}.", delete=False) as handle:
                    handle.write(packed.blobs[digest])
                try:
                    os.link(handle.name, stored)
                    written += len(packed.blobs[digest])
                except FileExistsError:
                    pass  # stored meanwhile by another landing thread: the same content
                finally:
                    os.unlink(handle.name)
            path = inside(staging, relative, f"packed output for {target}")
            path.parent.mkdir(parents=True, exist_ok=True)
            os.link(stored, path)
        try:
            os.replace(staging, target)
        except OSError:
            if not target.is_dir():
                raise
            written = 0  # landed meanwhile by another thread: the same content, kept once
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    return written


@dataclass
class Progress:
    """Done/total, throughput and ETA on stderr: a line every `every` seconds (and at the end)."""

    total: int
    done_before: int = 0
    every: float = 10.0
    stream: TextIO = field(default_factory=lambda: sys.stderr)
    started: float = field(default_factory=time.monotonic)
    done: int = 0
    _last: float = 0.0

    def advance(self, name: str) -> None:
        self.done += 1
        now = time.monotonic()
        if now - self._last >= self.every or self.done_before + self.done == self.total:
            self._last = now
            self.stream.write(self.line(name) + "\n")
            self.stream.flush()

    def line(self, name: str = "") -> str:
        elapsed = max(time.monotonic() - self.started, 1e-6)
        rate = self.done / elapsed
        left = self.total - self.done_before - self.done
        eta = f"{left / rate / 60:.1f} min" if rate > 0 else "?"
        return (f"catalogue: {self.done_before + self.done}/{self.total} operators "
                f"({100 * (self.done_before + self.done) / max(self.total, 1):.0f} %), "
                f"{rate * 60:.1f}/min, ETA {eta}" + (f" [{name}]" if name else ""))


@dataclass
class CatalogueRun:
    out: Path
    specs: list[str]
    operators: list[str]  # in sample order
    points: dict[str, dict[str, str]]
    arches: dict[str, str]
    selection: dict[str, Any]  # the filter and sample size, as asked
    trace_budget: int | None = None  # bytes of kept traces on the driver's disk at most (None: no bound)
    _budget_lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)
    _trace_bytes: int = field(default=0, repr=False, compare=False)

    def plan(self) -> dict[str, Any]:
        return {"schema": SCHEMA + "-plan", "schema_version": 1, "releases": self.specs,
                "operators": self.operators, "arches": self.arches, "selection": self.selection}

    def _matches_recorded_plan(self) -> bool:
        """Whether OUT holds this run (False: no run there yet); another run there is refused."""
        plan_file = self.out / PLAN
        if not plan_file.is_file():
            return False
        recorded = load_json(read_verified(plan_file, None, f"the catalogue run {self.out}"), str(plan_file))
        if recorded != json.loads(json.dumps(self.plan())):
            raise BadInputError(f"{self.out} holds another catalogue run (other releases, operators or options)",
                                hint="give another -o, or the same options to go on with that run")
        return True

    def landed(self) -> dict[str, dict[str, Any]] | None:
        """The facts landed so far where OUT holds this run, None where it holds no run yet (no run is
        started: a finished run is reported without preparing a release or an executor)."""
        if not self._matches_recorded_plan():
            return None
        self._record_points()
        return read_journal(self.out / JOURNAL, set(self.operators))

    def _record_points(self) -> None:
        """The design points, kept in the folder once (a run begun before they were: on its next command)."""
        if not (self.out / POINTS).is_file():
            write_text_atomic(self.out / POINTS, json.dumps(self.points, indent=1) + "\n")

    def prepare(self) -> dict[str, dict[str, Any]]:
        """Create the run's folder, or take up the run already in it: the facts landed so far."""
        if not self._matches_recorded_plan():
            if self.out.exists() and any(self.out.iterdir()):
                raise OutputError(f"{self.out} exists and is not a catalogue run's folder", hint="give another -o")
            self.out.mkdir(parents=True, exist_ok=True)
            write_text_atomic(self.out / PLAN, json.dumps(self.plan(), indent=1) + "\n")
        self._record_points()
        self._trace_bytes = _stored_bytes(self.out / OBJECTS)
        return read_journal(self.out / JOURNAL, set(self.operators))

    def execute(self, executor: Executor, job: OperatorJob, *, time_limit: float | None = None,
                report: Callable[[str], None] = lambda _: None, quiet: bool = False,
                ) -> tuple[dict[str, dict[str, Any]], bool]:
        """Every operator not yet in the journal, as the executor runs them; (facts by operator, whether
        the run is complete). Stops cleanly at `time_limit` seconds (the rest for the next run). `quiet`: no
        progress lines on stderr."""
        done = self.prepare()
        todo = [name for name in self.operators if name not in done]
        if done:
            report(f"going on with {self.out}: {len(done)} of {len(self.operators)} operators already done")
        progress = None if quiet else Progress(len(self.operators), done_before=len(done))
        started = time.monotonic()
        before = len(done)
        driver_cpu = _own_cpu_seconds()
        landing = ThreadPoolExecutor(max_workers=LANDING_THREADS, thread_name_prefix="cute-ir-land")
        landed: list[Future[dict[str, Any]]] = []
        with open(self.out / JOURNAL, "a") as journal:
            def record(future: Future[dict[str, Any]]) -> None:
                facts = future.result()
                journal.write(json.dumps(facts) + "\n")
                journal.flush()
                os.fsync(journal.fileno())
                done[facts["kernel"]] = facts
                if progress is not None:
                    progress.advance(facts["kernel"])

            results = executor.map_calls(compare_operator, job, [(name, self.arches[name]) for name in todo],
                                         retry_node_fault=True,
                                         deadline=None if time_limit is None else started + time_limit)
            try:
                for index, result in results:
                    landed.append(landing.submit(self._land, todo[index], result))
                    while landed and landed[0].done():
                        record(landed.pop(0))
            finally:
                results.close()  # stops what still runs (a cluster's tasks are cancelled)
                landing.shutdown(wait=True)
                for future in landed:  # what arrived is kept, also on Ctrl-C
                    record(future)
                with open(self.out / SESSIONS, "a") as sessions:
                    sessions.write(json.dumps({"operators": len(done) - before, "wall_s": round(
                        time.monotonic() - started, 3), "driver_cpu_s": round(_own_cpu_seconds() - driver_cpu, 3),
                        "executor": type(executor).__name__}) + "\n")
        return done, len(done) == len(self.operators)

    def _reserve(self, size: int) -> bool:
        """Whether `size` more bytes of traces fit the trace budget (then counted as used: an upper
        bound, a content already stored costs nothing more)."""
        with self._budget_lock:
            if self.trace_budget is not None and self._trace_bytes + size > self.trace_budget:
                return False
            self._trace_bytes += size
            return True

    def _land(self, name: str, result: Any) -> dict[str, Any]:
        """An operator's facts, its kept traces written into the content store (a landing thread). The
        traces of an operator are kept all or none: one release's alone is nothing to compare."""
        facts = _facts_of(name, result, self.specs)
        packed: dict[str, PackedDirectory] = result.get("packed") or {} if isinstance(result, dict) else {}
        targets = {spec: named_child(self.out / TRACES / spec, name, "the operator") for spec in packed}
        new = [spec for spec in packed if not targets[spec].exists()]  # a killed run may have landed some
        if new and not self._reserve(sum(len(blob) for spec in new for blob in packed[spec].blobs.values())):
            facts["traces_dropped"] = f"over the trace budget ({self.trace_budget} bytes)"
            return facts
        for spec in packed:
            try:
                if spec in new:
                    facts["bytes_landed"] = facts.get("bytes_landed", 0) + land_by_content(
                        packed[spec], targets[spec], self.out / OBJECTS)
            except CuteIRError as err:  # its facts stand; the trace that came damaged is not kept
                facts.setdefault("landing_errors", {})[spec] = err.message
                continue
            facts.setdefault("traces", {})[spec] = str(targets[spec].relative_to(self.out))
        return facts


def _stored_bytes(objects: Path) -> int:
    """Bytes of the content store (each distinct trace file once)."""
    return sum(p.stat().st_size for p in objects.rglob("*") if p.is_file()) if objects.is_dir() else 0


def _own_cpu_seconds() -> float:
    """CPU time of this process alone (the driver's own work: landing, journal), not of its children."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run_costs(out: Path, facts: Mapping[str, Mapping[str, Any]], releases: int) -> dict[str, Any]:
    """What the run cost, summed over the commands that worked on it: the figures a projection needs."""
    sessions = [line for line in _json_lines(out / SESSIONS, "the catalogue run's sessions") if isinstance(line, dict)]
    captures = len(facts) * releases
    operator_s = sum(_number(f.get("seconds")) for f in facts.values())
    files = [p.lstat() for p in out.rglob("*") if p.is_file() and not p.is_symlink()]
    disk = sum(info.st_size for info in files if info.st_nlink == 1) + _stored_bytes(out / OBJECTS)
    driver_cpu = sum(_number(s.get("driver_cpu_s")) for s in sessions)
    return {
        "commands": len(sessions), "wall_s": round(sum(_number(s.get("wall_s")) for s in sessions), 1),
        "captures": captures, "worker_s": round(operator_s, 1),
        "captures_per_cpu_hour": round(captures / (operator_s / 3600), 1) if operator_s else None,
        "driver_cpu_s": round(driver_cpu, 2),
        "driver_ms_per_capture": round(1000 * driver_cpu / captures, 1) if captures else None,
        "bytes_landed": sum(int(_number(f.get("bytes_landed"))) for f in facts.values()),
        "disk_bytes": disk, "disk_bytes_per_capture": disk // captures if captures else None,
    }


def _number(value: Any) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _facts_of(name: str, result: Any, specs: list[str]) -> dict[str, Any]:
    """The journal line of an operator: its facts, or the error that lost it everywhere."""
    if isinstance(result, CuteIRError):
        return {"kernel": name, "changed": False, "changes": {},
                "releases": {spec: {"ok": False, "error": result.message, "exit_code": int(result.exit_code),
                                    "resources": None} for spec in specs}}
    return {key: value for key, value in result.items() if key != "packed"}


def _json_lines(path: Path, what: str) -> list[Any]:
    """The JSON values of a file of one a line, read as untrusted data (a regular file, size-checked);
    a line that does not parse (one cut short by a kill) is left out."""
    if not path.is_file():
        return []
    values = []
    for line in read_verified(path, None, what).decode("utf-8", errors="replace").splitlines():
        try:
            values.append(json.loads(line))
        except (json.JSONDecodeError, RecursionError):
            continue
    return values


def read_journal(path: Path, wanted: set[str]) -> dict[str, dict[str, Any]]:
    """The operators landed so far (a line cut short by a kill is dropped: that operator runs again; a
    line not shaped as facts is refused: the folder was edited or is not a catalogue run's)."""
    done: dict[str, dict[str, Any]] = {}
    for number, facts in enumerate(_json_lines(path, "the catalogue run's journal"), start=1):
        if isinstance(facts, dict) and isinstance(facts.get("kernel"), str) and facts["kernel"] in wanted:
            problem = _malformed(facts)
            if problem:
                raise BadInputError(f"{path}: the facts of {facts['kernel']!r} are malformed ({problem})",
                                    hint="a journal edited by hand or damaged: run those operators again in a "
                                         "new folder")
            done[facts["kernel"]] = facts
    return done


def _malformed(facts: Mapping[str, Any]) -> str:
    """What in an operator's facts is not as the report reads it ('' if nothing)."""
    releases, changes = facts.get("releases"), facts.get("changes", {})
    if not isinstance(releases, dict) or not all(isinstance(r, dict) for r in releases.values()):
        return "releases"
    if any(not isinstance(r.get("resources"), (dict, type(None))) for r in releases.values()):
        return "resources"
    if not isinstance(changes, dict) or not all(isinstance(c, dict) for c in changes.values()):
        return "changes"
    for change in changes.values():
        for key in ("resource_deltas", "class_deltas"):
            deltas = change.get(key, {})
            if not isinstance(deltas, dict) or not all(isinstance(v, list) and len(v) == 2 and all(
                    isinstance(x, (int, float, type(None))) and not isinstance(x, bool) for x in v)
                    for v in deltas.values()):
                return key
    if not isinstance(facts.get("traces", {}), dict):
        return "traces"
    return ""


def load_run(out: Path) -> tuple[CatalogueRun, dict[str, dict[str, Any]]]:
    """A catalogue run's folder read as data, as it is (a report of what landed, the viewer, a comparison
    of two runs): nothing is created or captured. Its files are untrusted: their shapes are checked."""
    plan_file = out / PLAN
    if not plan_file.is_file():
        raise BadInputError(f"{out} is not a catalogue run's folder (it holds no {PLAN})",
                            hint="give the -o folder of a `cute-ir sweep --sample/--filter` run")
    what = f"the catalogue run {out}"
    plan = load_json(read_verified(plan_file, None, what), str(plan_file))
    if not (isinstance(plan, dict) and _strings(plan.get("releases")) and _strings(plan.get("operators"))
            and isinstance(plan.get("arches"), dict) and isinstance(plan.get("selection"), dict)):
        raise BadInputError(f"{plan_file} is not a catalogue run's plan (releases, operators, arches, selection)")
    points: Any = {}
    if (out / POINTS).is_file():
        points = load_json(read_verified(out / POINTS, None, what), str(out / POINTS))
        if not isinstance(points, dict) or not all(isinstance(p, dict) and _strings(list(p.values()), empty=True)
                                                   for p in points.values()):
            raise BadInputError(f"{out / POINTS} is not a map of operators to design points")
    operators = plan["operators"]
    run = CatalogueRun(out, plan["releases"], operators, {name: dict(points.get(name, {})) for name in operators},
                       {name: str(plan["arches"].get(name, "")) for name in operators}, plan["selection"])
    return run, read_journal(out / JOURNAL, set(operators))


def _strings(value: Any, *, empty: bool = False) -> bool:
    return isinstance(value, list) and (empty or bool(value)) and all(isinstance(item, str) for item in value)


def recorded_blame(out: Path) -> dict[str, dict[str, Any]]:
    """The blame outcomes kept by earlier commands on the run, by representative."""
    if not (out / BLAMED).is_file():
        return {}
    kept = load_json(read_verified(out / BLAMED, None, f"the catalogue run {out}"), str(out / BLAMED))
    return {name: entry for name, entry in kept.items() if isinstance(entry, dict)} if isinstance(kept, dict) else {}


# ---- the report ----------------------------------------------------------------------------------


def _score(change: Mapping[str, Any]) -> float:
    """How large a change is: relative resource moves, then SASS classes (a register more counts more
    than an instruction more)."""
    score = 0.0
    for a, b in change.get("resource_deltas", {}).values():
        if isinstance(a, int) and isinstance(b, int):
            score += abs(b - a) / max(abs(a), 1) * 10
    for a, b in change.get("class_deltas", {}).values():
        score += abs((b or 0) - (a or 0)) / max(abs(a or 0), 1)
    return score + (0.1 if change.get("differs") else 0.0)


def _kinds(change: Mapping[str, Any]) -> set[str]:
    """The kinds of one release step's change: each resource and SASS class up or down, PTX identical
    or not, SASS or the input IR differing."""
    def way(a: Any, b: Any) -> str:
        return "up" if (b or 0) > (a or 0) else "down"

    kinds = {f"{metric} {way(a, b)}" for metric, (a, b) in change.get("resource_deltas", {}).items()}
    kinds |= {f"SASS {name} {way(a, b)}" for name, (a, b) in change.get("class_deltas", {}).items()}
    kinds.add("PTX differs" if change.get("ptx_differs") else "PTX identical")
    kinds |= {"SASS differs"} if change.get("sass_differs") else set()
    kinds |= {"input IR differs"} if change.get("input_differs") else set()
    return kinds


def _failure_of(entry: Mapping[str, Any], specs: list[str]) -> tuple[str, int] | None:
    """(message, exit code) of an operator that failed under some release, None where all compiled."""
    releases = entry.get("releases", {})
    for spec in specs:
        release = releases.get(spec)
        if not isinstance(release, dict):
            return f"no facts under {spec}", int(ExitCode.BAD_INPUT)
        if not release.get("ok"):
            code = release.get("exit_code")
            return str(release.get("error") or "failed"), code if isinstance(code, int) else int(
                ExitCode.COMPILE_FAILED)
    return None


def build_report(run: CatalogueRun, facts: Mapping[str, Mapping[str, Any]],
                 blamed: Mapping[str, Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """Operators changed, by design dimension and kind of change, the largest, a representative per
    design point; of the operators landed so far (`complete` false while some are still to run)."""
    blamed = blamed or {}
    landed = [name for name in run.operators if name in facts]
    changed: dict[str, float] = {}
    failures: dict[str, dict[str, Any]] = {}
    failed = 0
    kinds_of: dict[str, set[str]] = {}
    for name in landed:
        entry = facts[name]
        failure = _failure_of(entry, run.specs)
        if failure is not None:
            failed += 1
            group = failures.setdefault(failure[0], {"error": failure[0], "exit_code": failure[1], "operators": 0,
                                                     "examples": []})
            group["operators"] += 1
            if len(group["examples"]) < 3:
                group["examples"].append(name)
        steps = [c for c in entry.get("changes", {}).values() if c.get("differs")]
        if steps:
            changed[name] = max(_score(change) for change in steps)
            kinds_of[name] = set().union(*(_kinds(change) for change in steps))
    dimensions: dict[str, dict[str, dict[str, Any]]] = {}
    for name in landed:
        for dimension, value in run.points.get(name, {}).items():
            group = dimensions.setdefault(dimension, {}).setdefault(value, {"operators": 0, "changed": 0, "kinds": {}})
            group["operators"] += 1
            if name in changed:
                group["changed"] += 1
                for kind in kinds_of[name]:
                    group["kinds"][kind] = group["kinds"].get(kind, 0) + 1
    groups: dict[str, dict[str, Any]] = {}
    for name in sorted(changed, key=lambda n: (-_kept_both(facts[n]), -changed[n], n)):
        key = ", ".join(f"{d}={v}" for d, v in sorted(run.points.get(name, {}).items())) or "(no design point)"
        group = groups.setdefault(key, {"operators": 0, "representative": name, "score": round(changed[name], 3),
                                        "kinds": {}, "examples": []})
        group["operators"] += 1
        for kind in kinds_of[name]:
            group["kinds"][kind] = group["kinds"].get(kind, 0) + 1
        if len(group["examples"]) < 5:
            group["examples"].append(name)
    for group in groups.values():
        representative = facts[group["representative"]]
        step = next((c for c in representative.get("changes", {}).values() if c.get("differs")), {})
        group["suspect"] = str(step.get("culprit") or "")
        group["blame"] = blamed.get(group["representative"]) or {
            "verified": False, "cause": "not tested by experiment (see --blame and --blame-groups)"
            if _kept_both(representative) else "not tested: its traces were not kept"
            + (f" ({representative['traces_dropped']})" if representative.get("traces_dropped") else "")}
    largest = sorted(changed, key=lambda n: (-changed[n], n))[:_LARGEST]
    return {
        "schema": SCHEMA, "schema_version": 2, "releases": run.specs, "step": f"{run.specs[0]}..{run.specs[-1]}",
        "selection": run.selection, "complete": len(landed) == len(run.operators),
        "operators": len(run.operators), "done": len(landed), "pending": len(run.operators) - len(landed),
        "failed": failed, "changed": len(changed), "unchanged": len(landed) - len(changed) - failed,
        "by_dimension": dimensions,
        "largest": [{"kernel": name, "score": round(changed[name], 3), "changes": facts[name].get("changes", {}),
                     "design_point": run.points.get(name, {})} for name in largest],
        "groups": dict(sorted(groups.items(), key=lambda item: (-item[1]["operators"], -item[1]["score"], item[0]))),
        "failures": sorted(failures.values(), key=lambda f: (-f["operators"], f["error"])),
        "traces_dropped": sum(1 for name in landed if facts[name].get("traces_dropped")),
        "costs": run_costs(run.out, facts, len(run.specs)),
    }


def _kept_both(entry: Mapping[str, Any]) -> bool:
    """Whether the traces of an operator's first changed release step were kept (blame needs both)."""
    traces = entry.get("traces", {})
    return any(spec in traces and change.get("against") in traces
               for spec, change in entry.get("changes", {}).items() if change.get("differs"))


def _cell(value: object) -> str:
    """A Markdown table cell of untrusted text: no row or column breaks out of it."""
    return str(value).replace("\\", "\\\\").replace("|", "\\|").replace("\r", " ").replace("\n", " ")


def step_text(spec: str, change: Mapping[str, Any]) -> str:
    """One release step's change in a line: resource moves, the SASS classes that moved most, PTX."""
    deltas = ", ".join(f"{m} {a}->{b}" for m, (a, b) in change.get("resource_deltas", {}).items())
    classes = sorted(change.get("class_deltas", {}).items(), key=lambda i: -abs((i[1][1] or 0) - (i[1][0] or 0)))
    shown = ", ".join(f"{c} {a}->{b}" for c, (a, b) in classes[:4]) + (" …" if len(classes) > 4 else "")
    parts = [deltas, f"SASS {shown}" if shown else "", "PTX differs" if change.get("ptx_differs") else "PTX identical"]
    return f"{change.get('against')}->{spec}: " + "; ".join(p for p in parts if p)


def _kinds_text(kinds: Mapping[str, int], sass_classes: int = 5) -> str:
    """Kinds of change with their counts: resources, PTX, SASS and input IR first, then the SASS classes
    that moved in most operators (the rest counted, not named: a table cell stays readable)."""
    def per_class(kind: str) -> bool:
        return kind.startswith("SASS ") and kind != "SASS differs"

    ordered = sorted(kinds.items(), key=lambda item: (per_class(item[0]), -item[1], item[0]))
    classes = [kind for kind in ordered if per_class(kind[0])]
    shown = [kind for kind in ordered if not per_class(kind[0])] + classes[:sass_classes]
    rest = len(classes) - sass_classes
    return ", ".join(f"{kind} ({count})" for kind, count in shown) + (
        f", {rest} more SASS classes moved" if rest > 0 else "")


def report_markdown(report: Mapping[str, Any]) -> str:
    """The report as release notes: the answer first, then by dimension, the largest, the groups."""
    costs = report["costs"]
    first, last = report["releases"][0], report["releases"][-1]
    selection = report.get("selection", {})
    chosen = ", ".join([f"a sample of {selection['sample']}"] if selection.get("sample") else []) + "".join(
        f", filter {k}={v}" for k, v in selection.get("filter", {}).items())
    lines = [f"## What changed from {first} to {last}", "",
             f"Operators: {report['operators']} ({chosen.lstrip(', ') or 'every registered one'}), "
             f"releases {', '.join(report['releases'])}.", ""]
    if not report.get("complete", True):
        lines += [f"**Incomplete**: {report['done']} of {report['operators']} operators done, {report['pending']} "
                  "still to run (the same command goes on where it stopped). What follows is of those done.", ""]
    compared = report["done"] - report["failed"]
    if report["changed"]:
        lines.append(f"**{report['changed']} of the {compared} operators compiled under every release lower "
                     f"differently**, {report['unchanged']} identically.")
    else:
        lines.append(f"**No operator lowers differently**: the {compared} operators compiled under every release "
                     "have the same input IR, IR after every pass, PTX, SASS and resources under each (as "
                     "`cute-ir diff` compares them).")
    if report["failed"]:
        lines.append(f"{report['failed']} could not be compiled under some release (below).")
    lines += ["", f"Costs: {costs['captures']} captures, {costs['captures_per_cpu_hour']} per CPU-hour of the "
              f"workers, {costs['driver_ms_per_capture']} ms of the driver's CPU per capture, "
              f"{costs['disk_bytes_per_capture']} bytes of disk per capture ({costs['disk_bytes']} in all), "
              f"{costs['wall_s']} s wall over {costs['commands']} command(s).", ""]
    if report["changed"]:
        constant = [f"{dimension}={next(iter(values))}" for dimension, values in report["by_dimension"].items()
                    if len(values) == 1]
        if constant:
            lines += [f"The same for every operator: {_cell(', '.join(constant))}.", ""]
        for dimension, values in report["by_dimension"].items():
            if len(values) == 1:
                continue
            lines += [f"### By {_cell(dimension)}", "", "| value | operators | changed | kinds of change |",
                      "|---|---|---|---|"]
            for value, group in sorted(values.items(), key=lambda i: (-i[1]["changed"], i[0])):
                lines.append(f"| {_cell(value)} | {group['operators']} | {group['changed']} | "
                             f"{_cell(_kinds_text(group['kinds']) or '-')} |")
            lines.append("")
        lines += ["### Largest changes", "", "| operator | change |", "|---|---|"]
        for entry in report["largest"]:
            steps = [step_text(spec, c) for spec, c in entry["changes"].items() if c.get("differs")]
            lines.append(f"| {_cell(entry['kernel'])} | {_cell(' / '.join(steps))} |")
        lines += ["", "### By design point, a representative tested by experiment", "",
                  "A cause is `verified` only where `cute-ir blame`'s experiment proved it; the suspect pass is "
                  "the diff's heuristic.", "",
                  "| design point | changed | kinds of change | representative | suspect pass | cause |",
                  "|---|---|---|---|---|---|"]
        for key, group in report["groups"].items():
            blame = group["blame"]
            cause = f"verified: {blame.get('cause')}" if blame.get("verified") else \
                f"no cause proven: {blame.get('cause')}"
            lines.append(f"| {_cell(key)} | {group['operators']} | {_cell(_kinds_text(group['kinds']))} | "
                         f"{_cell(group['representative'])} "
                         f"| {_cell(group.get('suspect') or '-')} | {_cell(cause)} |")
        lines.append("")
    else:
        lines += ["### What was covered", ""]
        for dimension, values in report["by_dimension"].items():
            counted = ", ".join(f"{value} ({group['operators']})" for value, group in
                                sorted(values.items(), key=lambda i: (-i[1]["operators"], i[0])))
            lines.append(f"- {dimension}: {counted}")
        lines.append("")
    if report["failures"]:
        lines += ["### Not compiled under some release", "", "| operators | exit | error | e.g. |", "|---|---|---|---|"]
        for failure in report["failures"]:
            lines.append(f"| {failure['operators']} | {failure['exit_code']} | {_cell(failure['error'][:200])} | "
                         f"{_cell(', '.join(failure['examples']))} |")
        lines.append("")
    if report.get("traces_dropped"):
        lines += [f"{report['traces_dropped']} changed operators' traces were not kept (over the trace budget, "
                  "`--trace-budget`): their facts stand.", ""]
    return "\n".join(lines)


def blame_representatives(run: CatalogueRun, facts: Mapping[str, Mapping[str, Any]], report: Mapping[str, Any],
                          budget_s: float, groups: int, recorded: Mapping[str, Mapping[str, Any]],
                          progress: Callable[[str], None]) -> dict[str, dict[str, Any]]:
    """`cute-ir blame` of each group's representative (its first changed release step), here, where
    its traces are: verified causes only where an experiment proved one. A representative blamed
    before is not blamed again unless that found no cause and this budget is larger."""
    from cute_ir.blame.plan import blame
    from cute_ir.trace import load_trace

    found: dict[str, dict[str, Any]] = {}
    for key, group in list(report["groups"].items())[:groups]:
        name = group["representative"]
        earlier = recorded.get(name)
        if earlier and (earlier.get("verified") or _number(earlier.get("budget_s")) >= budget_s):
            continue
        entry = facts.get(name, {})
        step = next(((spec, c) for spec, c in entry.get("changes", {}).items() if c.get("differs")), None)
        traces = entry.get("traces", {})
        if step is None or step[0] not in traces or step[1].get("against") not in traces:
            continue  # the report says its traces were not kept
        spec, change = step
        progress(f"blaming {name} {change['against']} -> {spec} ({key})")
        try:
            before = load_trace(inside(run.out, traces[change["against"]], "the catalogue run's traces"))
            after = load_trace(inside(run.out, traces[spec], "the catalogue run's traces"))
            outcome = blame(before, after, budget_s=budget_s, progress=progress)
            found[name] = _blame_summary(outcome)
        except CuteIRError as err:
            found[name] = {"verified": False, "cause": f"blame failed: {err.message}"}
        found[name].update(budget_s=budget_s, step=f"{change['against']}->{spec}")
    return found


def _blame_summary(outcome: Any) -> dict[str, Any]:
    """A BlameResult as the report shows it: verified only where the experiment proved the cause."""
    verified = outcome.status in ("verified", "input")
    cause = ", ".join(outcome.cause) or ("the input IR" if outcome.status == "input" else "")
    return {"verified": verified, "status": outcome.status, "symptom": outcome.symptom.describe(),
            "cause": f"{cause} ({outcome.verdict})" if verified else outcome.verdict, "seconds": outcome.seconds}
