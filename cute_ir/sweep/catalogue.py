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
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from cute_ir.errors import BadInputError, CuteIRError, ExitCode, OutputError
from cute_ir.executors import Capture, Executor, RunContext
from cute_ir.executors.packing import PackedDirectory, pack_directory
from cute_ir.fsutil import inside, named_child, sha256_bytes, write_text_atomic
from cute_ir.process.interrupts import raise_if_stopping
from cute_ir.registry.sampling import stratified_sample
from cute_ir.sweep.run import SHOWN_RESOURCES, Change, comparison_candidates

JOURNAL = "catalogue.jsonl"  # one operator's facts a line, appended as each lands
SESSIONS = "catalogue-sessions.jsonl"  # one line per command that worked on the run: its costs
PLAN = "catalogue-plan.json"  # what the run is (releases, operators, options): a resumed run must match it
REPORT = "catalogue.json"  # the report of a finished run
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
    threads at once: each stages in a folder of its own, each content is stored by an atomic rename."""
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
                os.replace(handle.name, stored)
                written += len(packed.blobs[digest])
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

    def plan(self) -> dict[str, Any]:
        return {"schema": SCHEMA + "-plan", "schema_version": 1, "releases": self.specs,
                "operators": self.operators, "arches": self.arches, "selection": self.selection}

    def prepare(self) -> dict[str, dict[str, Any]]:
        """Create the run's folder, or take up the run already in it: the facts landed so far."""
        plan_file = self.out / PLAN
        if plan_file.is_file():
            recorded = json.loads(plan_file.read_text())
            if recorded != json.loads(json.dumps(self.plan())):
                raise BadInputError(f"{self.out} holds another catalogue run (other releases, operators or options)",
                                    hint="give another -o, or the same options to go on with that run")
        elif self.out.exists() and any(self.out.iterdir()):
            raise OutputError(f"{self.out} exists and is not a catalogue run's folder", hint="give another -o")
        else:
            self.out.mkdir(parents=True, exist_ok=True)
            write_text_atomic(plan_file, json.dumps(self.plan(), indent=1) + "\n")
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

    def _land(self, name: str, result: Any) -> dict[str, Any]:
        """An operator's facts, its kept traces written into the content store (a landing thread)."""
        facts = _facts_of(name, result, self.specs)
        for spec, packed in (result.get("packed") or {}).items() if isinstance(result, dict) else ():
            target = named_child(self.out / TRACES / spec, name, "the operator")
            try:
                if not target.exists():
                    facts["bytes_landed"] = facts.get("bytes_landed", 0) + land_by_content(packed, target,
                                                                                           self.out / OBJECTS)
            except CuteIRError as err:  # its facts stand; the trace that came damaged is not kept
                facts.setdefault("landing_errors", {})[spec] = err.message
                continue
            facts.setdefault("traces", {})[spec] = str(target.relative_to(self.out))
        return facts


def _own_cpu_seconds() -> float:
    """CPU time of this process alone (the driver's own work: landing, journal), not of its children."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run_costs(out: Path, facts: Mapping[str, Mapping[str, Any]], releases: int) -> dict[str, Any]:
    """What the run cost, summed over the commands that worked on it: the figures a projection needs."""
    sessions = []
    if (out / SESSIONS).is_file():
        sessions = [json.loads(line) for line in (out / SESSIONS).read_text().splitlines() if line.strip()]
    captures = len(facts) * releases
    operator_s = sum(float(f.get("seconds") or 0) for f in facts.values())
    disk = sum(p.stat().st_size for p in out.rglob("*") if p.is_file() and p.stat().st_nlink == 1) + sum(
        p.stat().st_size for p in (out / OBJECTS).rglob("*") if p.is_file())
    driver_cpu = sum(s.get("driver_cpu_s", 0) for s in sessions)
    return {
        "commands": len(sessions), "wall_s": round(sum(s.get("wall_s", 0) for s in sessions), 1),
        "captures": captures, "worker_s": round(operator_s, 1),
        "captures_per_cpu_hour": round(captures / (operator_s / 3600), 1) if operator_s else None,
        "driver_cpu_s": round(driver_cpu, 2),
        "driver_ms_per_capture": round(1000 * driver_cpu / captures, 1) if captures else None,
        "bytes_landed": sum(int(f.get("bytes_landed") or 0) for f in facts.values()),
        "disk_bytes": disk, "disk_bytes_per_capture": disk // captures if captures else None,
    }


def _facts_of(name: str, result: Any, specs: list[str]) -> dict[str, Any]:
    """The journal line of an operator: its facts, or the error that lost it everywhere."""
    if isinstance(result, CuteIRError):
        return {"kernel": name, "changed": False, "changes": {},
                "releases": {spec: {"ok": False, "error": result.message, "exit_code": int(result.exit_code),
                                    "resources": None} for spec in specs}}
    return {key: value for key, value in result.items() if key != "packed"}


def read_journal(path: Path, wanted: set[str]) -> dict[str, dict[str, Any]]:
    """The operators landed so far (a line cut short by a kill is dropped: that operator runs again)."""
    done: dict[str, dict[str, Any]] = {}
    if not path.is_file():
        return done
    for line in path.read_text().splitlines():
        try:
            facts = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(facts, dict) and facts.get("kernel") in wanted:
            done[facts["kernel"]] = facts
    return done


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


def build_report(run: CatalogueRun, facts: Mapping[str, Mapping[str, Any]],
                 blamed: Mapping[str, Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """Operators changed, by design dimension and kind of change, the largest, a representative per group."""
    blamed = blamed or {}
    step = f"{run.specs[0]}..{run.specs[-1]}"
    changed: dict[str, float] = {}
    failed: list[str] = []
    kinds_of: dict[str, set[str]] = {}
    for name in run.operators:
        entry = facts.get(name, {})
        releases = entry.get("releases", {})
        if not all(r.get("ok") for r in releases.values()) or len(releases) < len(run.specs):
            failed.append(name)
        score, kinds = 0.0, set()
        for change in entry.get("changes", {}).values():
            if not change.get("differs"):
                continue
            score = max(score, _score(change))
            kinds |= {f"{metric} {'up' if (b or 0) > (a or 0) else 'down'}"
                      for metric, (a, b) in change.get("resource_deltas", {}).items()}
            kinds |= {"SASS classes"} if change.get("class_deltas") else set()
            kinds |= {"PTX differs"} if change.get("ptx_differs") else {"PTX identical"}
            kinds |= {"SASS differs"} if change.get("sass_differs") else set()
            kinds |= {"input IR differs"} if change.get("input_differs") else set()
        if any(c.get("differs") for c in entry.get("changes", {}).values()):
            changed[name] = score
            kinds_of[name] = kinds
    dimensions: dict[str, dict[str, dict[str, Any]]] = {}
    for name in run.operators:
        for dimension, value in run.points.get(name, {}).items():
            group = dimensions.setdefault(dimension, {}).setdefault(value, {"operators": 0, "changed": 0, "kinds": {}})
            group["operators"] += 1
            if name in changed:
                group["changed"] += 1
                for kind in kinds_of[name]:
                    group["kinds"][kind] = group["kinds"].get(kind, 0) + 1
    groups: dict[str, dict[str, Any]] = {}
    for name, score in changed.items():
        key = ", ".join(f"{d}={v}" for d, v in sorted(run.points.get(name, {}).items()))
        group = groups.setdefault(key, {"operators": 0, "representative": name, "score": score})
        group["operators"] += 1
        if score > group["score"]:
            group["representative"], group["score"] = name, score
    for group in groups.values():
        group["blame"] = blamed.get(group["representative"]) or {"verified": False,
                                                                 "cause": "not tested by experiment (see --blame and --blame-groups)"}
    largest = sorted(changed, key=lambda n: (-changed[n], n))[:_LARGEST]
    return {
        "schema": SCHEMA, "schema_version": 1, "releases": run.specs, "step": step,
        "selection": run.selection,
        "operators": len(run.operators), "done": len(facts), "failed": len(failed), "changed": len(changed),
        "unchanged": len(run.operators) - len(changed) - len(failed),
        "by_dimension": dimensions,
        "largest": [{"kernel": name, "score": round(changed[name], 3), "changes": facts[name].get("changes", {}),
                     "design_point": run.points.get(name, {})} for name in largest],
        "groups": dict(sorted(groups.items(), key=lambda item: (-item[1]["operators"], -item[1]["score"], item[0]))),
        "failed_operators": failed[:50],
        "costs": run_costs(run.out, facts, len(run.specs)),
    }


def report_markdown(report: Mapping[str, Any]) -> str:
    costs = report["costs"]
    lines = [f"## What changed from {report['releases'][0]} to {report['releases'][-1]}", "",
             f"{report['changed']} of {report['operators']} operators changed, {report['unchanged']} did not, "
             f"{report['failed']} failed under some release.", "",
             f"Costs: {costs['captures']} captures, {costs['captures_per_cpu_hour']} per CPU-hour of the workers, "
             f"{costs['driver_ms_per_capture']} ms of the driver's CPU per capture, "
             f"{costs['disk_bytes_per_capture']} bytes of disk per capture ({costs['disk_bytes']} in all), "
             f"{costs['wall_s']} s wall over {costs['commands']} command(s).", ""]
    for dimension, values in report["by_dimension"].items():
        lines += [f"### By {dimension}", "", "| value | operators | changed | kinds of change |", "|---|---|---|---|"]
        for value, group in sorted(values.items()):
            kinds = ", ".join(f"{kind} ({count})" for kind, count in sorted(group["kinds"].items(), key=lambda i: -i[1]))
            lines.append(f"| {value} | {group['operators']} | {group['changed']} | {kinds or '-'} |".replace("\n", " "))
        lines.append("")
    lines += ["### Largest changes", "", "| operator | change |", "|---|---|"]
    for entry in report["largest"]:
        parts = []
        for spec, change in entry["changes"].items():
            deltas = ", ".join(f"{m} {a}->{b}" for m, (a, b) in change.get("resource_deltas", {}).items())
            classes = ", ".join(f"{c} {a}->{b}" for c, (a, b) in list(change.get("class_deltas", {}).items())[:4])
            parts.append(f"{change.get('against')}->{spec}: " + "; ".join(
                p for p in (deltas, classes, "PTX differs" if change.get("ptx_differs") else "PTX identical") if p))
        lines.append(f"| {entry['kernel']} | {' / '.join(parts)} |")
    lines += ["", "### Groups (design points) and a representative tested by experiment", "",
              "| design point | changed operators | representative | cause |", "|---|---|---|---|"]
    for key, group in report["groups"].items():
        blame = group["blame"]
        cause = (f"verified: {blame.get('cause')}" if blame.get("verified") else f"no cause proven: {blame.get('cause')}")
        lines.append(f"| {key} | {group['operators']} | {group['representative']} | {cause} |".replace("\n", " "))
    return "\n".join(lines) + "\n"


def blame_representatives(run: CatalogueRun, report: Mapping[str, Any], budget_s: float, groups: int,
                          progress: Callable[[str], None]) -> dict[str, dict[str, Any]]:
    """`cute-ir blame` of each group's representative (its first changed release step), here, where
    its traces are: verified causes only where an experiment proved one."""
    from cute_ir.blame.plan import blame
    from cute_ir.trace import load_trace

    facts = read_journal(run.out / JOURNAL, set(run.operators))
    found: dict[str, dict[str, Any]] = {}
    for key, group in list(report["groups"].items())[:groups]:
        name = group["representative"]
        entry = facts.get(name, {})
        step = next(((spec, c) for spec, c in entry.get("changes", {}).items() if c.get("differs")), None)
        traces = entry.get("traces", {})
        if step is None or step[0] not in traces or step[1]["against"] not in traces:
            found[name] = {"verified": False, "cause": "its traces were not kept"}
            continue
        spec, change = step
        progress(f"blaming {name} {change['against']} -> {spec} ({key})")
        try:
            before = load_trace(run.out / traces[change["against"]])
            after = load_trace(run.out / traces[spec])
            outcome = blame(before, after, budget_s=budget_s, progress=progress)
            found[name] = _blame_summary(outcome)
        except CuteIRError as err:
            found[name] = {"verified": False, "cause": f"blame failed: {err.message}"}
    return found


def _blame_summary(outcome: Any) -> dict[str, Any]:
    """A BlameResult as the report shows it: verified only where the experiment proved the cause."""
    verified = outcome.status in ("verified", "input")
    cause = ", ".join(outcome.cause) or ("the input IR" if outcome.status == "input" else "")
    return {"verified": verified, "status": outcome.status, "symptom": outcome.symptom.describe(),
            "cause": f"{cause} ({outcome.verdict})" if verified else outcome.verdict, "seconds": outcome.seconds}
