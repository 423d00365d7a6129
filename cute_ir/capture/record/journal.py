"""Streams one compilation to disk as it happens, so a crash of the compiler loses nothing captured.

The directory a recorder fills is the trace directory in the making (`layout`): IR files land in
`passes/` and `artifacts/` the moment they exist, and `journal.jsonl` says what each file is, one
`Event` a line. When the process dies mid-pass (SIGSEGV in the DSL), the journal's last `running` line
names the pass, and `cute_ir.capture.record.assemble` turns whatever is there into a trace with a
failure record.

The replay, when it runs in a forked worker, journals into its own file (`journal-replay.jsonl`);
`read_journal` splices its events in where the parent noted that the worker ended (`replay-joined`),
or at the end when the parent died first (in the compile, which stopped the worker, or after it,
while the released worker finished on its own).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from enum import Enum
from pathlib import Path
from typing import Any

from cute_ir.capture.extract.jit import compiled_function, dsl_roots, is_dsl_file
from cute_ir.capture.extract.mlir import mlir_source_lines
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.record.layout import (
    ARTIFACTS_DIR,
    INPUT_BYTECODE,
    INPUT_FACTS,
    JOURNAL,
    PASSES_DIR,
    REPLAY_JOURNAL,
    artifact_file,
    pass_facts_file,
    pass_ir_file,
)
from cute_ir.fsutil import sha256_bytes
from cute_ir.trace import FACTS_DIR, INPUT_FILE, Fidelity, Verdict
from cute_ir.trace.facts import LiveFacts, facts_json


class Event(str, Enum):
    """What a journal line says happened (its `event`), with the fields it carries."""

    COMPILE_START = "compile-start"  # the process compiling: pid, forked
    BEGIN = "begin"  # the capture began: strategy, pipeline, expanded, passes, run_as, dsl
    IDENTITY = "identity"  # the @cute.jit function compiled: entry, name, options, source_file, dsl_internal
    INPUT = "input"  # the input IR was stored: file, bytecode, facts_file, facts_sha256
    RUNNING = "running"  # the replay starts pass `index` (where a crash stops the journal, it names the pass)
    PASS = "pass"  # the IR after pass `index` was stored (or skipped): fidelity, file, changed, facts, verdict
    CLASS_NAME = "class-name"  # pass `index`'s class, from the real pipeline's dump header
    TIMING = "timing"  # the real pipeline's wall time per pass: passes=[[class_name, wall_ms], ...]
    ARTIFACT = "artifact"  # a file the compile made: kind, file, sha256, fidelity
    CHECKPOINT = "checkpoint"  # the replay against one exact checkpoint: checkpoint, status, detail, pass_index
    REPLAY_ERROR = "replay-error"  # a replayed pass raised: index, message
    REPLAY_JOINED = "replay-joined"  # the parent joined its replay worker (where the worker's events go)
    REPLAY_END = "replay-end"  # the replay worker's last event: it finished its work
    FAILURE = "failure"  # the compile failed: kind, message, pass_index
    NOTE = "note"  # a line for the trace's notes: message
    CAPTURE_ERROR = "capture-error"  # a bug of the capture's, noted; the user's compile went on: message
    END = "end"  # the real pipeline returned and everything was recorded
    COMPILE_END = "compile-end"  # the compile returned or raised: seconds; absent when its process died in it


def first(events: list[dict[str, Any]], kind: Event) -> dict[str, Any] | None:
    """The first event of `kind`, None where there is none."""
    return next(of_kind(events, kind), None)


def of_kind(events: list[dict[str, Any]], *kinds: Event) -> Iterator[dict[str, Any]]:
    """The events of these kinds, in order."""
    names = {kind.value for kind in kinds}
    return (e for e in events if e["event"] in names)


class CompileRecorder:
    """Writes the files of one compile and journals each step, flushed line by line."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        (self.root / PASSES_DIR).mkdir(parents=True, exist_ok=True)
        (self.root / ARTIFACTS_DIR).mkdir(exist_ok=True)
        (self.root / FACTS_DIR).mkdir(exist_ok=True)
        self._journal = open(self.root / JOURNAL, "a", encoding="utf-8")  # noqa: SIM115 - kept open
        self._last_text: str | None = None
        self._last_file: str | None = None
        self._last_facts: str | None = None

    def close(self) -> None:
        self._journal.close()

    def use_journal(self, name: str) -> None:
        """Journal into `name` from now on (the forked replay worker's own file)."""
        self._journal.close()
        self._journal = open(self.root / name, "a", encoding="utf-8")  # noqa: SIM115 - kept open

    def event(self, kind: Event, /, **data: Any) -> None:
        self._journal.write(json.dumps({"event": kind.value, **data}) + "\n")
        self._journal.flush()

    def record_identity(self) -> None:
        """The @cute.jit function being compiled, from the DSL's frames below this call."""
        function = compiled_function()
        if function is None:
            self.event(Event.NOTE, message="the @cute.jit function was not found on the compile's stack")
            return
        self.event(Event.IDENTITY, entry=function.qualname, name=function.name, options=function.options,
                   source_file=function.source_file, dsl_internal=is_dsl_file(function.source_file))

    # ---- IR --------------------------------------------------------------------------------
    def record_input(self, pretty: str, bytecode: bytes, facts: LiveFacts | None = None) -> None:
        self._write(INPUT_BYTECODE, bytecode)
        self._write(INPUT_FILE, pretty.encode())
        facts_sha256 = self._write_facts(INPUT_FACTS, pretty, facts)
        self._last_text, self._last_file, self._last_facts = pretty, INPUT_FILE, INPUT_FACTS
        self.event(Event.INPUT, file=INPUT_FILE, bytecode=INPUT_BYTECODE, facts_file=INPUT_FACTS,
                   facts_sha256=facts_sha256)

    def record_unverified_input(self, text: str) -> None:
        """The module a front end built and its verifier refused: text only (it need not parse back)."""
        self._write(INPUT_FILE, text.encode())
        facts_sha256 = self._write_facts(INPUT_FACTS, text, None)
        self._last_text, self._last_file, self._last_facts = text, INPUT_FILE, INPUT_FACTS
        self.event(Event.INPUT, file=INPUT_FILE, bytecode=None, facts_file=INPUT_FACTS, facts_sha256=facts_sha256)

    def record_pass(
        self, index: int, spec: PipelinePass, fidelity: Fidelity, text: str | None, note: str = "",
        facts: Callable[[], LiveFacts | None] | None = None,
        *, verdict: Verdict | None = None, evidence: str = "",
    ) -> None:
        """Store the IR after pass `index` and its facts; an unchanged IR points at the previous files.

        `facts` (from the live module) is asked only when the IR changed: it walks the whole module.
        `verdict` and `evidence` say whether a skipped (or emulated) pass changed the IR, and how that is known.
        """
        entry: dict[str, Any] = {"index": index, "arg": spec.arg, "fidelity": fidelity.value, "note": note}
        if verdict is not None:
            entry["verdict"] = verdict.value
        if evidence:
            entry["evidence"] = evidence
        if text is None:
            entry.update(file=None, changed=None, facts_file=None)
        elif text == self._last_text:
            entry.update(file=self._last_file, changed=False, facts_file=self._last_facts)
        else:
            name = pass_ir_file(index, spec.arg)
            self._write(name, text.encode())
            live = facts() if facts is not None else None
            facts_name = pass_facts_file(index, spec.arg)
            facts_sha256 = self._write_facts(facts_name, text, live)
            self._last_text, self._last_file, self._last_facts = text, name, facts_name
            entry.update(file=name, changed=True, facts_file=facts_name, facts_sha256=facts_sha256)
            if live is not None:
                entry["op_counts"] = live.op_counts
        self.event(Event.PASS, **entry)

    def _write_facts(self, relative: str, text: str, facts: LiveFacts | None) -> str:
        """The facts file of one IR text: its functions and launches (from the live module, where there
        was one) and the Python source line of each op line. Returns the hash of what it wrote."""
        content = json.dumps(facts_json(mlir_source_lines(text, exclude=dsl_roots()), facts),
                             separators=(",", ":")).encode()
        self._write(relative, content)
        return sha256_bytes(content)

    def record_artifact(self, kind: str, name: str, data: bytes, fidelity: Fidelity = Fidelity.EXACT) -> str:
        relative = artifact_file(name)
        self._write(relative, data)
        self.event(Event.ARTIFACT, kind=kind, file=relative, sha256=sha256_bytes(data), fidelity=fidelity.value)
        return relative

    def _write(self, relative: str, data: bytes) -> None:
        (self.root / relative).write_bytes(data)


def read_journal(root: Path) -> list[dict[str, Any]]:
    """Journal events in order, the replay worker's spliced in before the parent's `replay-joined`; a
    torn last line is dropped.

    A worker the parent never joined either stopped when the parent died in the compile or finished
    after it: its passes are kept, but not its `running` marks, which say where the worker was
    interrupted, not where the compiler crashed.
    """
    events = _read_events(Path(root) / JOURNAL)
    worker = _read_events(Path(root) / REPLAY_JOURNAL)
    joined = next((i for i, e in enumerate(events) if e["event"] == Event.REPLAY_JOINED.value), None)
    if joined is None:
        return events + [e for e in worker if e["event"] != Event.RUNNING.value]
    return events[:joined] + worker + events[joined:]


def _read_events(path: Path) -> list[dict[str, Any]]:
    """The events of one journal file; a torn last line (the process died mid-write) is dropped."""
    events: list[dict[str, Any]] = []
    if not path.exists():
        return events
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError:
            break
    return events
