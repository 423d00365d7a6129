"""Turn what a `CompileRecorder` left on disk into a Trace: after a clean compile, a failed one, or a crash."""

from __future__ import annotations

import datetime as _dt
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from cute_ir import __version__
from cute_ir.capture.dsl_errors import error_line
from cute_ir.capture.extract.cubin import ToolMissing, finish_disassembly, resource_usage, sass_source_lines
from cute_ir.capture.extract.jit import dsl_roots
from cute_ir.capture.extract.mlir import IRParser
from cute_ir.capture.extract.ptx import ptx_source_lines, ptx_target
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.record.compact import PassFileCompactor
from cute_ir.capture.record.dumps import read_dump_tree, record_dumps
from cute_ir.capture.record.journal import CompileRecorder, Event, first, of_kind, read_journal
from cute_ir.capture.record.layout import (
    INPUT_BYTECODE,
    IR_TREE,
    PTXAS_REPORT,
    REPLAY_JOURNAL,
    REPLAY_LOCK,
    SASS_FILE,
    TRANSIENT,
)
from cute_ir.capture.record.sources import store_sources
from cute_ir.capture.replay.proof import label_passes
from cute_ir.capture.replay.worker import wait_for_worker, worker_running
from cute_ir.fsutil import sha256_bytes, write_text_atomic
from cute_ir.trace import (
    OUTSIDE_PIPELINE,
    INPUT_FILE,
    Artifact,
    CheckpointComparison,
    CheckpointStatus,
    Fidelity,
    KernelIdentity,
    MANIFEST,
    PassRecord,
    FACTS_DIR,
    KernelResources,
    Strategy,
    Trace,
    TraceFailure,
    Verdict,
)
from cute_ir.stages import assign_stages
from cute_ir.trace.facts import SourceLines, facts_json

T = TypeVar("T")

@dataclass(frozen=True)
class CompileContext:
    """What the caller knows about a compile that the IR does not say."""

    dsl_version: str
    dsl_variant: str
    arch: str
    kernel_name: str = ""  # registry instance name; derived from the IR when empty
    compile_options: dict[str, str] = field(default_factory=dict)
    source_file: str = ""


@dataclass(frozen=True)
class Ending:
    """How a compile that did not return is written down: why its process stopped (empty where
    nothing says), and what its trace calls that (`TraceFailure.kind`)."""

    reason: str = ""
    kind: str = "crashed"


def compile_ended(root: Path) -> bool:
    """Did this compile return or raise (as opposed to its process dying in it, or still running)?"""
    return first(read_journal(root), Event.COMPILE_END) is not None


def compile_directories(session: Path) -> list[Path]:
    """The compiles of a capture session (`capture_compiles(session)`), in the order they were claimed."""
    return sorted(p for p in session.iterdir() if p.is_dir()) if session.is_dir() else []


def from_the_journal(directory: Path) -> Ending:
    """A compile that did not return, judged by its journal alone (where it stops)."""
    return Ending()


def left_unassembled(directory: Path) -> None:
    """A compile that did not return, left to the process that learns how it ended (a child's parent)."""
    return None


def assemble_session(session: Path, context: CompileContext, *,
                     unended: Callable[[Path], Ending | None] = from_the_journal,
                     failure: Callable[[Path, Exception], Exception] | None = None) -> list[Trace]:
    """Assemble every compile of `session` that has no trace yet, in order; return their traces.

    A compile that returned or raised is assembled as it is. One that did not is assembled as
    `unended(directory)` says, or left as it is where that says None (the process that knows how it
    ended assembles it). `failure(directory, error)`, where given, is what an error assembling a
    compile is raised as (otherwise the error itself).
    """
    traces = []
    for directory in compile_directories(session):
        if (directory / MANIFEST).exists():
            continue
        ending = Ending() if compile_ended(directory) else unended(directory)
        if ending is None:
            continue
        try:
            traces.append(assemble_trace(directory, context, crashed=ending.reason, failure_kind=ending.kind))
        except Exception as err:  # noqa: BLE001 - the caller says what it is reported as
            if failure is None:
                raise
            raise failure(directory, err) from err
    return traces


def wait_for_finishing_workers(compiles: Path, deadline: float) -> bool:
    """Wait for the replay workers that finish compiles which returned (their process may be gone);
    False where the monotonic `deadline` passed first. A worker of a compile that did not return
    stops by itself (`cute_ir.capture.replay.worker`) and is not waited for."""
    finishing = [p / REPLAY_LOCK for p in compile_directories(compiles)
                 if worker_running(p / REPLAY_LOCK) and compile_ended(p)]
    return all(wait_for_worker(lock, deadline) for lock in finishing)


def assemble_trace(root: Path, context: CompileContext, *, crashed: str = "",
                   failure_kind: str = "crashed") -> Trace:
    """Write `root/manifest.json` from the journal and files under `root`; return the Trace.

    `crashed` is the reason the compiling process died, when it did (then the journal simply stops);
    `failure_kind` what that is called in the trace ("crashed", or "timed-out" for a partial trace).
    """
    root = Path(root)
    journal = _finished_journal(root)
    passes = _pass_records(root, journal)
    artifacts = _recorded_artifacts(root, journal.events)
    facts = _StoredFacts.read(root, journal.events, passes)
    # Only after the facts were read: it compresses and removes plain files on threads while nvdisasm and
    # ptxas run (started first, a facts file could vanish between its existence check and its read).
    compactor = PassFileCompactor(root, passes)
    binaries = _binary_facts(root, artifacts, facts)
    _add_file_artifact(artifacts, root, "input-bytecode", INPUT_BYTECODE)
    checkpoints = [
        CheckpointComparison(e["checkpoint"], CheckpointStatus(e["status"]), e.get("detail", ""))
        for e in of_kind(journal.events, Event.CHECKPOINT)
    ]
    # Labelled after the compaction: `finish` gives back the records it was started on, with stored file names.
    passes = label_passes(compactor.finish(), checkpoints, journal.strategy)
    trace = _trace(root, context, journal, passes, artifacts, checkpoints, facts, binaries,
                   _failure(journal.events, journal.specs, crashed, journal.strategy, failure_kind))
    if trace.failure is not None and (root / INPUT_BYTECODE).exists():  # none: the front end failed
        from cute_ir.capture.replay.repro import write_reproducer

        trace.failure = write_reproducer(trace, root, journal.specs, journal.begin.get("run_as"))
    trace.save(root)
    compactor.discard_replaced()
    for name in TRANSIENT:
        (root / name).unlink(missing_ok=True)
    return trace


@dataclass(frozen=True)
class _Journal:
    """A compile's journal, read once every writer of it has finished."""

    events: list[dict[str, Any]]
    begin: dict[str, Any]
    specs: list[PipelinePass]
    strategy: Strategy


def _finished_journal(root: Path) -> _Journal:
    """The journal once nobody writes it: a replay worker still finishing after its script's process ended
    is waited for, and the dumps of an instrumented compile whose process died before recording them are
    recorded now."""
    wait_for_worker(root / REPLAY_LOCK)
    events = read_journal(root)
    begin = first(events, Event.BEGIN)
    if begin is None:
        raise RuntimeError(f"no compile was recorded in {root}")
    specs = [PipelinePass(**p) for p in begin["passes"]]
    tree = root / IR_TREE
    if tree.exists():
        recorder = CompileRecorder(root)
        record_dumps(recorder, specs[: len(read_dump_tree(tree))], tree)
        recorder.close()
        shutil.rmtree(tree, ignore_errors=True)
        events = read_journal(root)
    return _Journal(events, begin, specs, Strategy(begin["strategy"]))


def _pass_records(root: Path, journal: _Journal) -> list[PassRecord]:
    """A record for each pass the journal stored, with its class, time and op counts."""
    events, specs = journal.events, journal.specs
    pass_events = {e["index"]: e for e in of_kind(events, Event.PASS)}
    class_names = {e["index"]: e["class_name"] for e in of_kind(events, Event.CLASS_NAME)}
    times: dict[int, float] = {}
    timing = first(events, Event.TIMING)
    if timing and len(timing["passes"]) == len(specs):
        for index, (class_name, wall_ms) in enumerate(timing["passes"], start=1):
            class_names.setdefault(index, class_name)
            times[index] = wall_ms

    parser: IRParser | None = None
    stages = assign_stages([s.arg for s in specs])
    counts_by_file: dict[str, dict[str, int]] = {}
    passes = []
    for index, (spec, stage) in enumerate(zip(specs, stages), start=1):
        event = pass_events.get(index)
        if event is None:  # never reached: the compile failed or crashed earlier
            continue
        ir_file = event["file"]
        if ir_file is not None and "op_counts" in event:
            counts_by_file[ir_file] = event["op_counts"]
        if ir_file is not None and ir_file not in counts_by_file:  # recovered after a crash: parse the dump
            parser = parser or IRParser()
            found = parser.facts((root / ir_file).read_text())
            counts_by_file[ir_file] = found.op_counts if found else {}
        data = (root / ir_file).read_bytes() if ir_file else None
        passes.append(
            PassRecord(
                index=index,
                arg=spec.arg,
                class_name=class_names.get(index, ""),
                anchor=spec.anchor,
                options=spec.options,
                stage=stage,
                fidelity=Fidelity(event["fidelity"]),
                changed=event["changed"],
                ir_file=ir_file,
                sha256=sha256_bytes(data) if data is not None else None,
                size=len(data) if data is not None else None,
                time_ms=times.get(index),
                op_counts=counts_by_file.get(ir_file, {}) if ir_file else {},
                note=event.get("note", ""),
                facts_file=event.get("facts_file") if ir_file else None,
                evidence=event.get("evidence", ""),
                verdict=Verdict(event["verdict"]) if event.get("verdict") else None,
            )
        )
    return passes


def _recorded_artifacts(root: Path, events: list[dict[str, Any]]) -> dict[str, Artifact]:
    return {
        e["kind"]: Artifact(e["file"], e["sha256"], (root / e["file"]).stat().st_size, Fidelity(e["fidelity"]))
        for e in of_kind(events, Event.ARTIFACT)
    }


@dataclass
class _StoredFacts:
    """The facts files the capture wrote: the input's and the changed passes' contents, and each file's
    hash and size as written (before the compactor gzips them; the source-line files of PTX and SASS are
    added as they are written)."""

    input_file: str | None
    hashes: dict[str, str]
    sizes: dict[str, int]
    input: dict[str, Any]
    passes: list[dict[str, Any]]

    @classmethod
    def read(cls, root: Path, events: list[dict[str, Any]], passes: list[PassRecord]) -> _StoredFacts:
        input_file = next((e.get("facts_file") for e in of_kind(events, Event.INPUT)), None)
        hashes = {e["facts_file"]: e["facts_sha256"] for e in of_kind(events, Event.INPUT, Event.PASS)
                  if e.get("facts_file") and e.get("facts_sha256")}
        sizes = {relative: (root / relative).stat().st_size for relative in hashes if (root / relative).is_file()}
        return cls(input_file, hashes, sizes, _read_facts(root, input_file),
                   [_read_facts(root, p.facts_file) for p in passes if p.changed])

    def source_paths(self) -> list[str]:
        """The source files the IR facts name."""
        return [path for facts in (self.input, *self.passes) for path in facts.get("source_files", [])]


@dataclass(frozen=True)
class _BinaryFacts:
    """What the PTX, the cubin and its SASS say: resources, the source files their lines name, and notes."""

    ptx: str | None
    resources: list[KernelResources]
    source_paths: list[str]
    notes: list[str]


def _binary_facts(root: Path, artifacts: dict[str, Artifact], facts: _StoredFacts) -> _BinaryFacts:
    """The PTX's and SASS's source lines stored beside them, the SASS collected from the disassembly the
    capture started, and the resources of each kernel."""
    resources: list[KernelResources] = []
    notes: list[str] = []
    source_paths = facts.source_paths()
    ptx = (root / artifacts["ptx"].file).read_text() if "ptx" in artifacts else None
    if ptx is not None:
        source_paths += _add_source_lines(artifacts, root, "ptx", ptx_source_lines(ptx, exclude=dsl_roots()), facts)
    if "cubin" in artifacts:
        cubin = root / artifacts["cubin"].file
        sass = ""
        try:
            sass = finish_disassembly(cubin, root / SASS_FILE).read_text()
            _add_file_artifact(artifacts, root, "sass", SASS_FILE)
            source_paths += _add_source_lines(artifacts, root, "sass", sass_source_lines(sass, exclude=dsl_roots()),
                                              facts)
        except (ToolMissing, RuntimeError, OSError) as err:
            notes.append(f"no SASS: {err}")
        # A disassembly the compiling process started and never collected (it ended first: os._exit, a
        # fork's end) left its temporary file; ours has replaced it.
        for stale in (root / SASS_FILE).parent.glob(f".{Path(SASS_FILE).name}.*.partial"):
            stale.unlink(missing_ok=True)
        try:
            ptx_file = root / artifacts["ptx"].file if "ptx" in artifacts else None
            resources, resource_notes = resource_usage(cubin, sass, ptx_file, _dynamic_smem(facts.passes),
                                                       _dsl_ptxas_report(root, artifacts))
            notes.extend(resource_notes)
        except (ToolMissing, RuntimeError, OSError) as err:
            notes.append(f"no resource usage: {err}")
    return _BinaryFacts(ptx, resources, source_paths, notes)


def _trace(root: Path, context: CompileContext, journal: _Journal, passes: list[PassRecord],
           artifacts: dict[str, Artifact], checkpoints: list[CheckpointComparison], facts: _StoredFacts,
           binaries: _BinaryFacts, failure: TraceFailure | None) -> Trace:
    """The Trace of what was assembled, with its identity and notes."""
    events, begin = journal.events, journal.begin
    # The compiling process names its own DSL; the caller's may be another (a crash under --dsl is
    # assembled by the parent, which runs the release it was installed with).
    dsl_version, dsl_variant = begin.get("dsl") or (context.dsl_version, context.dsl_variant)
    # None where the front end raised before it built a module (`frontend-raised`): the trace holds no IR
    input_ir = (root / INPUT_FILE).read_bytes() if first(events, Event.INPUT) is not None else None
    kernel = _identity(context, first(events, Event.IDENTITY), facts.input, binaries.ptx)
    arch, kernel = _compiled_arch(context.arch, kernel, binaries.ptx, begin["pipeline"])
    trace = Trace(
        dsl_version=dsl_version,
        dsl_variant=dsl_variant,
        strategy=journal.strategy,
        arch=arch,
        kernel=kernel,
        pipeline=begin["pipeline"],
        expanded_pipeline=begin["expanded"],
        passes=passes,
        artifacts=artifacts,
        resources=binaries.resources,
        checkpoints=checkpoints,
        failure=failure,
        input_facts_file=facts.input_file,
        facts_sha256=_by_stored_name(facts.hashes, facts.input_file, passes, artifacts),
        facts_size=_by_stored_name(facts.sizes, facts.input_file, passes, artifacts),
        created=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        cute_ir_version=__version__,
        input_sha256=sha256_bytes(input_ir) if input_ir is not None else "",
        input_size=len(input_ir) if input_ir is not None else None,
        sources=store_sources(root, (str(path) for path in binaries.source_paths)),
        toolchain=dict(begin.get("toolchain") or {}),
    )
    trace.notes = _notes(root, events) + binaries.notes
    ended = first(events, Event.COMPILE_END)
    if ended is not None:
        trace.timing["capture_s"] = ended["seconds"]  # this compile's own time, capture included
    return trace


def _notes(root: Path, events: list[dict[str, Any]]) -> list[str]:
    """The journal's notes, and what the journal says of the processes that compiled."""
    notes = [e["message"] for e in of_kind(events, Event.NOTE, Event.CAPTURE_ERROR)]
    started, ended = first(events, Event.COMPILE_START), first(events, Event.COMPILE_END)
    if ended is not None and _replay_unfinished(root, events):
        notes.append("the replay worker ended before its last pass, after the script's process had "
                     "ended: the passes it did not reach are missing")
    if started is not None and started.get("forked"):
        notes.append(f"compiled in process {started['pid']}, which the script forked")
    return notes


def _replay_unfinished(root: Path, events: list[dict[str, Any]]) -> bool:
    """Did a replay worker that nobody joined (its parent ended first) stop short of its end? One
    that was joined is judged by the parent, in a note of its own."""
    forked = (root / REPLAY_JOURNAL).exists()
    return forked and first(events, Event.REPLAY_JOINED) is None and first(events, Event.REPLAY_END) is None


def _dsl_ptxas_report(root: Path, artifacts: dict[str, Artifact]) -> str | None:
    """The DSL's own ptxas report, where the capture has one (it keeps one only for a compile whose cubin
    is byte for byte the real one)."""
    return (root / artifacts[PTXAS_REPORT].file).read_text() if PTXAS_REPORT in artifacts else None


def _failure(events: list[dict[str, Any]], specs: list[PipelinePass], crashed: str,
             strategy: Strategy, kind: str) -> TraceFailure | None:
    failure = first(events, Event.FAILURE)
    if failure is not None:  # a pass failed, the front end did, or the DSL after the last pass
        kind = failure.get("kind", "pass-failed")
        headline = error_line(failure["message"]) if kind in OUTSIDE_PIPELINE else ""
        return TraceFailure(kind, failure["message"], failure.get("pass_index"), headline=headline)
    if first(events, Event.END) is not None and not crashed:
        return None
    running = [e["index"] for e in of_kind(events, Event.RUNNING)]
    done = {e["index"] for e in of_kind(events, Event.PASS)}
    in_flight = next((i for i in reversed(running) if i not in done), None)
    if strategy is Strategy.INSTRUMENT and first(events, Event.TIMING) is None and not running:
        # the real pipeline printed every pass it finished; it died in the next one
        in_flight = len(done) + 1 if len(done) < len(specs) else None
    where = f" in pass {in_flight} ({specs[in_flight - 1].arg})" if in_flight else ""
    if kind != "crashed":
        at = f", stopped{where}" if where else ""
        return TraceFailure(kind, f"{crashed} ({len(done)} of {len(specs)} passes captured{at})", in_flight)
    return TraceFailure("crashed", f"the compiler process died{where}: {crashed or 'no end of compile recorded'}",
                        in_flight)


def _identity(context: CompileContext, jit: dict[str, Any] | None, facts: dict[str, Any],
              ptx: str | None) -> KernelIdentity:
    """Who this compile is: the jit function from the compile's stack, kernel names from the live input
    module's walk, or the PTX's entries where the input had none."""
    from cute_ir.capture.extract.ptx import entries

    functions = facts.get("functions", [])
    kernels = [f["symbol"] for f in functions if f["kind"] == "kernel"] or (entries(ptx) if ptx else [])
    entry = jit["entry"] if jit else ""
    named = jit.get("name", entry) if jit else ""  # the object's class for a method (journals before: entry)
    source_file = context.source_file or (jit["source_file"] if jit and not jit.get("dsl_internal") else "")
    return KernelIdentity(
        name=context.kernel_name or named or (kernels[0] if kernels else "kernel"),
        entry=entry,
        source_file=source_file,
        compile_options={**context.compile_options, **(jit.get("options", {}) if jit else {})},
        kernels=tuple(kernels),
    )


def _compiled_arch(asked: str, kernel: KernelIdentity, ptx: str | None, pipeline: str) -> tuple[str, KernelIdentity]:
    """The arch the compile used: its PTX's `.target` as written, else its pipeline's `cubin-chip=`, else
    (nothing compiled) the one asked for. A script can choose its own (`cute.compile[cute.GPUArch("sm_80")]`,
    `options="--gpu-arch sm_80"`) whatever CUTE_DSL_ARCH or --arch asked: the options then say so."""
    from cute_ir.registry.dsl_compat import compiled_arch

    used = (ptx_target(ptx) if ptx else "") or compiled_arch(pipeline)
    if not used or used == asked:
        return asked, kernel
    options = kernel.compile_options
    how = {"--arch": f"--arch {asked}", "CUTE_DSL_ARCH": f"CUTE_DSL_ARCH={asked}",
           "default": f"the default {asked}"}.get(options.get("arch-from", ""), asked or "no arch")
    chooser = "the script's --gpu-arch" if options.get("--gpu-arch") == used else "the compile's PTX .target"
    chosen = {**options, "arch": used, "arch-from": f"{chooser}, not {how}"}
    return used, replace(kernel, compile_options=chosen)


def _read_facts(root: Path, relative: str | None) -> dict[str, Any]:
    if not relative or not (root / relative).is_file():
        return {}
    return json.loads((root / relative).read_text())


def _dynamic_smem(pass_facts: list[dict[str, Any]]) -> dict[str, int]:
    """Each kernel's constant dynamic shared memory, as the last IR that still had its launch says."""
    found: dict[str, int] = {}
    for facts in pass_facts:
        found.update(facts.get("dynamic_smem", {}))
    return found


def _add_source_lines(artifacts: dict[str, Artifact], root: Path, kind: str, lines: SourceLines,
                      facts: _StoredFacts) -> list[str]:
    """Store an artifact's source lines beside it and point its record at them; the source files they name."""
    relative = f"{FACTS_DIR}/{kind}.json"
    content = json.dumps(facts_json(lines), separators=(",", ":"))
    write_text_atomic(root / relative, content)
    facts.hashes[relative] = sha256_bytes(content.encode())
    facts.sizes[relative] = len(content.encode())
    if kind in artifacts:
        artifacts[kind] = replace(artifacts[kind], facts_file=relative)
    return list(lines.files)


def _by_stored_name(written: dict[str, T], input_facts_file: str | None, passes: list[PassRecord],
                    artifacts: dict[str, Artifact]) -> dict[str, T]:
    """Each facts file the trace names -> the hash or size of its content as written (a file the
    compactor gzipped keeps its content's, as pass IR does)."""
    named = [input_facts_file, *(p.facts_file for p in passes), *(a.facts_file for a in artifacts.values())]
    return {relative: written[relative.removesuffix(".gz")] for relative in named
            if relative and relative.removesuffix(".gz") in written}


def _add_file_artifact(artifacts: dict[str, Artifact], root: Path, kind: str, relative: str) -> None:
    path = root / relative
    if path.exists():
        data = path.read_bytes()
        artifacts[kind] = Artifact(relative, sha256_bytes(data), len(data))
