"""Every reader of untrusted input, driven in-process with generated hostile input (issue 24).

Manifest, facts and pass files of a trace, a session, a reproducer, a golden store and a checks file:
each test copies a pristine input, doctors it as Hypothesis says (the way a hostile sender would,
recomputing hashes and seals so the reader gets past its integrity checks), and runs the reader under
`hold_to_contract`: a result or a CuteIRError of exit 3 with a message, nothing read or written outside
the input, no hang, bounded memory. A finding becomes an explicit @example here.
"""

from __future__ import annotations

import io
import json
import os
import shutil
from pathlib import Path
from typing import Any

from fuzzkit import SECRET, examples, fresh_copy, hold_to_contract
from hostile import SECRET_NAMES, damaged_bytes, doctor_trace_file, hostile_json, json_text, mutated
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_ir.fsutil import sha256_bytes
from cute_ir.trace import MANIFEST

def _load(path: Path) -> Any:
    return json.loads(path.read_text())


def read_trace_fully(root: Path) -> None:
    """What `view`, `check` and `dump --stage` read of a trace: every file it names, every facts file,
    every stage's text, the summary, a budget and a pattern check."""
    from rich.console import Console

    from cute_ir.checks import PatternCheck, budget_spec, check_trace, parse_rule, pattern_spec
    from cute_ir.trace.stage_text import STAGE_NAMES, StageNotCaptured, stage_text
    from cute_ir.trace.summary import print_summary
    from cute_ir.trace import load_trace

    trace = load_trace(root)
    for relative in trace._named_files():
        if not relative.endswith((".json", "failure")):
            trace.path(relative)
    for record in trace.passes:
        trace.facts(record.facts_file)
        trace.ir_after(record)
    for stage in STAGE_NAMES:
        try:
            stage_text(trace, stage)
        except StageNotCaptured:
            pass
    print_summary(trace, Console(file=io.StringIO(), width=100))
    spec = budget_spec([parse_rule("registers<=255")]) + pattern_spec([PatternCheck("ptx", "CHECK: .entry\n", "fuzz")])
    check_trace(trace, spec)


# ---- trace manifest ----------------------------------------------------------------------------

@st.composite
def doctored_manifest(draw: st.DrawFn, original: bytes) -> bytes:
    if draw(st.integers(0, 4)) == 0:
        return draw(damaged_bytes(original))
    return json_text(draw(mutated(json.loads(original))))


@settings(max_examples=examples(50))
@given(data=st.data())
def test_trace_manifest(place: Path, pristine: Path, data: st.DataObject) -> None:
    trace = fresh_copy(pristine, "a", place)
    (trace / MANIFEST).write_bytes(data.draw(doctored_manifest((pristine / "a" / MANIFEST).read_bytes())))
    with hold_to_contract(trace):
        read_trace_fully(trace)


# ---- files a trace names: facts, passes, artifacts (hashes recomputed by the doctor) -------------

@settings(max_examples=examples(30))
@given(data=st.data())
def test_trace_files(place: Path, pristine: Path, data: st.DataObject) -> None:
    trace = fresh_copy(pristine, "a", place)
    doctor_trace_file(trace, place / "secret.txt", data)
    with hold_to_contract(trace):
        read_trace_fully(trace)
        from cute_ir.passes_view import build_trace_page
        from cute_ir.trace import load_trace

        build_trace_page(load_trace(trace))


@settings(max_examples=examples(4))
@given(data=st.data())
def test_trace_page_and_diff(place: Path, pristine: Path, warm_diff: None, data: st.DataObject) -> None:
    """The heavier consumers (the viewer's pages, the diff) on a doctored manifest: fewer examples."""
    from cute_ir.diff.compare import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.passes_view import build_comparison_page, build_trace_page
    from cute_ir.trace import load_trace

    trace = fresh_copy(pristine, "a", place)
    (trace / MANIFEST).write_bytes(json_text(data.draw(mutated(_load(pristine / "a" / MANIFEST), growth=(2,)))))
    other = place / "work" / "b"
    shutil.copytree(pristine / "b", other)
    with hold_to_contract(place / "work"):
        doctored, good = load_trace(trace), load_trace(other)
        build_trace_page(doctored)
        render_text(diff_traces(good, doctored), all_diffs=True)
        build_comparison_page(doctored, good)


# ---- session -------------------------------------------------------------------------------------

@settings(max_examples=examples(15))
@given(data=st.data())
def test_session(place: Path, pristine: Path, data: st.DataObject) -> None:
    from rich.console import Console

    from cute_ir.diff.sessions import is_session, load_session, pair_sessions
    from cute_ir.trace.summary import print_session

    session = fresh_copy(pristine, "session", place)
    for _ in range(data.draw(st.integers(1, 3))):
        change = data.draw(st.sampled_from(["session.json", "manifest", "rename", "link-out", "file", "empty-dir"]))
        if change == "session.json":
            original = (pristine / "session" / "session.json").read_bytes()
            text = data.draw(st.one_of(damaged_bytes(original), mutated(json.loads(original)).map(json_text)))
            (session / "session.json").write_bytes(text)
        elif change == "manifest":
            manifest = session / "001" / MANIFEST
            if manifest.is_file():
                manifest.write_bytes(json_text(data.draw(mutated(_load(manifest)))))
        elif change == "rename" and (session / "002").is_dir():
            name = data.draw(st.sampled_from(["000", "1000", "-01", "..", "003 ", "999999999999999999999"]))
            if name != "..":
                os.rename(session / "002", session / name)
        elif change == "link-out" and not os.path.lexists(session / "004"):
            (session / "004").symlink_to(pristine / "b")
        elif change == "file":
            (session / "005").write_text("not a trace")
        else:
            (session / "006").mkdir(exist_ok=True)
    with hold_to_contract(session):
        if is_session(session):
            traces = load_session(session)
            pair_sessions(traces, traces)
            print_session(traces, Console(file=io.StringIO(), width=100))


# ---- reproducer ----------------------------------------------------------------------------------

@settings(max_examples=examples(60))
@given(data=st.data())
def test_reproducer(place: Path, pristine: Path, data: st.DataObject) -> None:
    from cute_ir.capture.replay.repro import REPRO_FILE, check_integrity, load_reproducer

    repro = fresh_copy(pristine, "failed/failure", place)
    original = (repro / REPRO_FILE).read_bytes()
    meta = json.loads(original)
    choice = data.draw(st.integers(0, 5))
    if choice == 0:
        (repro / REPRO_FILE).write_bytes(data.draw(damaged_bytes(original)))
    elif choice == 1:  # a file it hashes, damaged, its hash recomputed or not
        name = data.draw(st.sampled_from(sorted(meta["sha256"])))
        new = data.draw(damaged_bytes((repro / name).read_bytes()))
        (repro / name).write_bytes(new)
        if data.draw(st.booleans()):
            meta["sha256"][name] = sha256_bytes(new)
        (repro / REPRO_FILE).write_text(json.dumps(meta))
    elif choice == 2:  # a hashed file made a link to the secret, its hash recomputed
        name = data.draw(st.sampled_from(sorted(meta["sha256"])))
        (repro / name).unlink()
        (repro / name).symlink_to(place / "secret.txt")
        meta["sha256"][name] = sha256_bytes((SECRET + "\n").encode())
        (repro / REPRO_FILE).write_text(json.dumps(meta))
    else:
        (repro / REPRO_FILE).write_bytes(json_text(data.draw(mutated(meta))))
    with hold_to_contract(repro):
        loaded = load_reproducer(repro)
        check_integrity(loaded, single=False)
        if loaded.has_single_pass:
            check_integrity(loaded, single=True)


# ---- golden store --------------------------------------------------------------------------------

def _reseal(manifest: Path, data: Any) -> None:
    from cute_ir.golden.store import _seal

    if isinstance(data, dict):
        data["manifest_sha256"] = _seal(data)
    manifest.write_bytes(json_text(data))


@settings(max_examples=examples(40))
@given(data=st.data())
def test_golden_store(place: Path, pristine: Path, obtained: Any, data: st.DataObject) -> None:
    from cute_ir.golden.check import check_record, survey
    from cute_ir.golden.checks import golden_check_spec
    from cute_ir.golden.store import GoldenStore

    store = fresh_copy(pristine, "golden", place)
    manifest = next(store.rglob(MANIFEST))
    folder = manifest.parent
    choice = data.draw(st.integers(0, 5))
    if choice <= 2:  # the manifest, doctored and resealed (a careful doctor) or not
        document = data.draw(mutated(_load(manifest)))
        if choice < 2:
            _reseal(manifest, document)
        else:
            manifest.write_bytes(json_text(document))
    elif choice == 3:  # a stored stage file, damaged or made a link to the secret
        stored = sorted(p.name for p in folder.iterdir() if p.name != MANIFEST)
        victim = folder / data.draw(st.sampled_from(stored))
        if data.draw(st.booleans()):
            victim.write_bytes(data.draw(damaged_bytes(victim.read_bytes())))
        else:
            victim.unlink()
            victim.symlink_to(place / "secret.txt")
    elif choice == 4:  # a stage named after a path outside, resealed
        document = _load(manifest)
        name = data.draw(st.sampled_from([*SECRET_NAMES, "/etc/passwd", "", ".", "a\x00b"]))
        document["stages"][name] = {"stage": "ptx", "sha256": sha256_bytes((SECRET + "\n").encode()), "size": 17,
                                    "stored": True}
        _reseal(manifest, document)
    else:  # the store's checks.toml
        checks = store / "checks.toml"
        checks.write_bytes(data.draw(st.one_of(damaged_bytes(checks.read_bytes()), hostile_checks())))
    with hold_to_contract(store):
        golden = GoldenStore(store)
        survey(golden, [obtained.key])
        check_record(golden, obtained)
        golden_check_spec(store)


# ---- checks file ---------------------------------------------------------------------------------

def _toml_key(key: str) -> str:
    return key if key and all(c.isalnum() or c in "_-" for c in key) else json.dumps(key)


def _toml_value(value: Any) -> str:
    """A TOML rendering of a JSON-like value (None, which TOML lacks, as a string)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if value != value else ("inf" if value == float("inf") else "-inf" if value == float("-inf") else repr(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(str(value))


def _toml(document: Any) -> bytes:
    if not isinstance(document, dict):
        return f"value = {_toml_value(document)}\n".encode("utf-8", "surrogatepass")
    lines = []
    for key, value in document.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for table in value:
                lines.append(f"[[{_toml_key(str(key))}]]")
                lines += [f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in table.items()]
        else:
            lines.append(f"{_toml_key(str(key))} = {_toml_value(value)}")
    return ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")


CHECKS_DOCUMENT = {
    "budget": [{"local_bytes": "== 0", "registers": 255}, {"kernels": ["elementwise_*"], "spill_bytes": "<= 0"}],
    "check": [{"kernels": ["elementwise_*"], "stage": "ptx", "patterns": "CHECK: .entry\nCHECK-NOT: ld.local\n"},
              {"stage": "sass", "file": "sass.check"}],
}
PATTERNS = ["CHECK: {{.*}}", "CHECK: {{(a+)+$}}", "CHECK-NOT: [[X:.*]]", "CHECK: [[X]]", "CHECK-DAG: {{[}}",
            "CHECK-NEXT: x", "CHECK-LABEL:", "CHECK-COUNT-99999999999: x", "CHECK: " + "{{a*}}" * 50]


def hostile_checks() -> st.SearchStrategy[bytes]:
    patterns = st.lists(st.sampled_from(PATTERNS), min_size=1, max_size=4).map(lambda lines: "\n".join(lines) + "\n")
    documents = mutated(CHECKS_DOCUMENT).map(_toml)
    with_patterns = patterns.map(lambda text: _toml({"check": [{"stage": "ptx", "patterns": text}]}))
    with_files = st.sampled_from([*SECRET_NAMES, "/etc/passwd", "../secret.json", ".", "/dev/zero"]).map(
        lambda name: _toml({"check": [{"stage": "ptx", "file": name}]}))
    nested = st.sampled_from([b"a = " + b"[" * 100_000, b"a = " + b"{b = " * 100_000])
    return st.one_of(documents, with_patterns, with_files, hostile_json(["budget", "check"]).map(_toml), nested)


@settings(max_examples=examples(100))
@given(text=hostile_checks())
def test_checks_file(place: Path, pristine: Path, text: bytes) -> None:
    from cute_ir.checks import check_trace, load_check_spec
    from cute_ir.trace import load_trace

    folder = place / "work" / "checks"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sass.check").write_text("CHECK: EXIT\n")
    (folder / "checks.toml").write_bytes(text)
    trace = load_trace(pristine / "a")
    with hold_to_contract(folder, also_readable=pristine / "a"):  # the trace checked is a pristine one
        check_trace(trace, load_check_spec(folder / "checks.toml"))
