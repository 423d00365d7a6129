"""`cute-ir blame` and `diff` on traces someone doctored (issue 35: M, N, O, P): a recorded pipeline is data,
run only as the DSL's own; inputs and results are read only as the manifests vouch for them, never through links.

The pair is two copies of one real trace, A told (in its manifest) to have two more registers: blame then has a
symptom to explain and runs a few quick experiments, so each test costs seconds.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cute_ir.errors import ExitCode
from cute_ir.trace import MANIFEST

CUTE_IR = str(Path(sys.executable).with_name("cute-ir"))
VICTIM_TEXT = "a user's file, not cute-ir's\n"


@pytest.fixture
def pair(small_trace, tmp_path: Path) -> tuple[Path, Path]:
    a, b = tmp_path / "a", tmp_path / "b"
    for side in (a, b):
        shutil.copytree(small_trace.root, side)
    edit_manifest(a, lambda m: m["resources"][0].update(registers=m["resources"][0]["registers"] + 2))
    return a, b


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    path = tmp_path / "victim.txt"
    path.write_text(VICTIM_TEXT)
    return path


def edit_manifest(trace: Path, change) -> None:
    manifest = json.loads((trace / MANIFEST).read_text())
    change(manifest)
    (trace / MANIFEST).write_text(json.dumps(manifest))


def blame(a: Path, b: Path, *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([CUTE_IR, "blame", str(a), str(b), "--budget", "60", *args], capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, "NO_COLOR": "1"})


def append_pass(text: str):
    return lambda m: m.update(expanded_pipeline=m["expanded_pipeline"][:-1] + f",{text})")


# ---- M: a recorded pipeline runs only as the DSL's own ------------------------------------------

@pytest.mark.parametrize("doctoring", ["snapshot", "unknown-pass", "top-level"])
def test_a_pass_added_to_a_recorded_pipeline_is_refused_before_any_experiment(pair, victim, doctoring):
    """The issue's command: a file-writing pass appended to B's expanded pipeline overwrote a user's file and
    blame still reported its verdict; a pass that does not parse was silently left out of every experiment; a
    pass appended to the top-level pipeline would run as the DSL's. Now each is refused (exit 3) before any
    experiment: nothing written, no verdict, no result stored."""
    a, b = pair
    change = {"snapshot": append_pass(f"snapshot-op-locations{{filename={victim}}}"),
              "unknown-pass": append_pass("no-such-pass{x=1}"),
              "top-level": lambda m: m.update(pipeline=m["pipeline"][:-1] + f",snapshot-op-locations{{filename={victim}}})")
              }[doctoring]
    edit_manifest(b, change)
    ran = blame(a, b)
    assert ran.returncode == ExitCode.BAD_INPUT, ran.stdout + ran.stderr
    assert "error:" in ran.stderr and "Traceback" not in ran.stderr
    assert "verified" not in ran.stdout + ran.stderr
    assert victim.read_text() == VICTIM_TEXT
    assert not (b / "blame").exists()


def test_a_file_option_in_a_recorded_pipeline_is_redirected_into_the_scratch_folder(pair, victim):
    """`dump-fatbin-path=` pointed at a user's file in B's binary pass: the experiments run, the fatbin goes to
    their scratch folder, the user's file is untouched."""
    a, b = pair
    edit_manifest(b, lambda m: m.update(expanded_pipeline=m["expanded_pipeline"].replace(
        "dump-fatbin-path=", f"dump-fatbin-path={victim}", 1)))
    ran = blame(a, b)
    assert ran.returncode in (ExitCode.OK, ExitCode.DIFFERENT), ran.stdout + ran.stderr
    assert "B's pipeline as recorded: present" in ran.stdout + ran.stderr, "the control ran"
    assert victim.read_text() == VICTIM_TEXT


def test_options_from_the_other_side_name_no_path(small_trace, tmp_path, victim):
    """An option swap runs the release's own pass with the other side's values: one naming a path is refused
    (the experiment fails with why), a file option is the experiment's own."""
    from cute_ir.capture.replay.admission import PipelineRefused, confined
    from cute_ir.capture.pipeline import parse_expanded

    binary = next(s for s in parse_expanded(small_trace.expanded_pipeline) if s.arg == "cuda-to-binary")
    swapped = confined(binary, tmp_path, "test", binary.options.replace("dump-fatbin-path=", f"dump-fatbin-path={victim}"))
    assert str(victim) not in swapped.options and f"dump-fatbin-path={tmp_path}" in swapped.options
    with pytest.raises(PipelineRefused, match="names a path"):
        confined(binary, tmp_path, "test", binary.options.replace("nvvm-options=", f"nvvm-options={victim}"))


# ---- N: a malformed recorded pipeline is bad input, parsed within bounds ----------------------------

@pytest.mark.parametrize("expanded", [
    "not a pipeline",
    "builtin.module(" + "gpu.module(" * 3000 + "cse" + ")" * 3001,
    "builtin.module(cse,\x00canonicalize)",
    "builtin.module(cse{x={y})",
])
def test_a_malformed_expanded_pipeline_is_bad_input_with_a_message(pair, expanded):
    a, b = pair
    edit_manifest(b, lambda m: m.update(expanded_pipeline=expanded))
    started = time.monotonic()
    ran = blame(a, b)
    assert ran.returncode == ExitCode.BAD_INPUT, ran.stdout + ran.stderr
    assert "expanded pipeline is malformed" in ran.stderr and "Traceback" not in ran.stderr
    assert time.monotonic() - started < 60


# ---- O: the input IR is read only as the manifest vouches for it --------------------------------

def test_a_fifo_in_place_of_the_input_is_refused_at_once(pair):
    a, b = pair
    (b / "artifacts" / "input.mlirbc").unlink()
    os.mkfifo(b / "artifacts" / "input.mlirbc")
    started = time.monotonic()
    ran = blame(a, b, timeout=120)
    assert ran.returncode == ExitCode.BAD_INPUT and "FIFO" in ran.stderr, ran.stdout + ran.stderr
    assert time.monotonic() - started < 60, "not stalled for the budget"


def test_an_edited_input_is_refused_not_blamed(pair):
    a, b = pair
    data = bytearray((a / "artifacts" / "input.mlirbc").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (a / "artifacts" / "input.mlirbc").write_bytes(bytes(data))
    ran = blame(a, b)
    assert ran.returncode == ExitCode.BAD_INPUT and "does not match its hash" in ran.stderr, ran.stdout + ran.stderr
    assert "verified" not in ran.stdout


# ---- P: blame results are never written or read through a link ----------------------------------

def test_blame_writes_no_result_through_a_link(pair, tmp_path):
    a, b = pair
    outside = tmp_path / "outside"
    outside.mkdir()
    (b / "blame").symlink_to(outside)
    ran = blame(a, b)
    assert ran.returncode == ExitCode.BAD_INPUT and "symbolic link" in ran.stderr, ran.stdout + ran.stderr
    assert list(outside.iterdir()) == []


def test_the_diff_reads_no_result_through_a_link(tmp_path):
    """A forged result for the pair, in a folder B/blame links to: never read, never shown as a verdict."""
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.errors import BadInputError
    from cute_ir.trace.blame import BlameResult, Symptom, result_key, results_for

    ir = module(chain(4))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    outside = tmp_path / "outside"
    outside.mkdir()
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    forged = BlameResult(str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom,
                         "verified", cause=("004-cse",), verdict="forged")
    (outside / f"{forged.key}.json").write_text(json.dumps(forged.to_json()))
    (Path(b.root) / "blame").symlink_to(outside)
    with pytest.raises(BadInputError, match="symbolic link"):
        results_for(a, b)


# ---- scratch: none left in TMPDIR, whatever ends the run -----------------------------------------

@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stopped_blame_leaves_no_scratch(pair, tmp_path, signum):
    """Stopped while its experiments run: the experimenting process is killed with its group, its scratch folders
    (and its experiments') lie in the parent's, which is removed as the parent unwinds."""
    a, b = pair
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    process = subprocess.Popen([CUTE_IR, "blame", str(a), str(b)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "NO_COLOR": "1", "TMPDIR": str(tmp)})
    assert process.stderr is not None
    for line in process.stderr:
        if "s] B's pipeline as recorded" in line:  # the runner has made its scratch and run the control
            break
    process.send_signal(signum)
    process.communicate(timeout=60)
    assert process.returncode == 128 + signum
    assert [p.name for p in tmp.iterdir() if p.name.startswith("cute-ir")] == []


# ---- stored results: shown as verdicts only where bound to the pair and sealed here -------------

def _stored_pair(tmp_path):
    from test_diff import PIPELINE, chain, make_trace, module

    from cute_ir.trace.blame import BlameResult, Experiment, Symptom, result_key
    from cute_ir.trace.blame import GONE

    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, changed, changed, changed, changed, changed])
    symptom = Symptom("kernel_add_0", metric="stack_bytes", a_value=0, b_value=16)
    result = BlameResult(str(a.root), str(b.root), "4.8.1 cu12", "4.8.1 cu12", result_key(a, b, symptom), symptom,
                         "verified", cause=("002-cute-expand-ops",), verdict="without 002-cute-expand-ops, FORGED",
                         experiments=[Experiment("without", ("002-cute-expand-ops",), GONE, 0, 0.3)])
    return a, b, result


def test_a_forged_result_is_set_aside_not_shown_as_a_verdict(tmp_path, monkeypatch):
    """A result with the pair's key written by someone else (no seal of this user's cute-ir), or edited after
    cute-ir sealed it: named as not cute-ir's, its verdict not shown; cute-ir's own is."""
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.trace.blame import save_result

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    a, b, result = _stored_pair(tmp_path)
    stored = Path(b.root) / "blame" / f"{result.key}.json"
    stored.parent.mkdir()
    stored.write_text(json.dumps(result.to_json()))
    text = render_text(diff_traces(a, b))
    assert "FORGED" not in text and "cause, verified" not in text
    assert f"stored blame result set aside: {stored.name} is not cute-ir's" in text
    save_result(b, result)
    assert "cause, verified by experiment: without 002-cute-expand-ops, FORGED" in render_text(diff_traces(a, b))
    document = json.loads(stored.read_text())
    document["verdict"] = "edited"
    stored.write_text(json.dumps(document))
    assert "not cute-ir's" in render_text(diff_traces(a, b))


def test_a_stale_result_is_set_aside_as_stale(tmp_path, monkeypatch):
    from cute_ir.diff import diff_traces
    from cute_ir.diff.report import render_text
    from cute_ir.trace import load_trace
    from cute_ir.trace.blame import save_result

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    a, b, result = _stored_pair(tmp_path)
    save_result(b, result)
    edit_manifest(Path(a.root), lambda m: m.update(created="2026-12-08T00:00:00+00:00"))
    text = render_text(diff_traces(load_trace(a.root), b))
    assert "cause, verified" not in text and f"{result.key}.json is stale" in text
