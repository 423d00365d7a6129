"""The CLI end to end on a few generated hostile inputs (slow: a `cute-ir` process each; issue 24).

The same doctored traces, golden stores and reproducers as test_fuzz_readers.py, given to the real
commands: each exits 0 (or the code it documents for good input: 1 for a difference or a failed
check) or 3 with an `error:` line; no traceback, no secret shown, no file written outside its output,
a peak memory under CLI_MEMORY_BYTES, no hang (CLI_TIMEOUT_S).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from fuzzkit import PROFILE, SECRET, assert_cli_contract, examples, fresh_copy, run_cli
from hostile import damaged_bytes, doctor_trace_file, json_text, mutated
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_ir.trace import MANIFEST


def _outside(place: Path) -> dict[str, int]:
    """Every file beside the work folder, with its size: what no command may touch."""
    return {str(p): p.stat().st_size for p in place.rglob("*") if "work" not in p.relative_to(place).parts
            and p.is_file()}


@settings(max_examples=examples(2))
@given(data=st.data())
def test_view_check_and_diff_of_a_doctored_trace(place: Path, pristine: Path, data: st.DataObject) -> None:
    trace = fresh_copy(pristine, "a", place)
    shutil.copytree(pristine / "b", place / "work" / "b")
    if data.draw(st.booleans(), label="manifest"):
        document = json.loads((pristine / "a" / MANIFEST).read_bytes())
        (trace / MANIFEST).write_bytes(data.draw(st.one_of(mutated(document).map(json_text),
                                                           damaged_bytes((pristine / "a" / MANIFEST).read_bytes()))))
    else:
        doctor_trace_file(trace, place / "secret.txt", data)
    before = _outside(place)
    work = place / "work"
    assert_cli_contract(run_cli("view", "a", "-o", "page.html", cwd=work), allowed=(0,))
    if (work / "page.html").exists():
        assert SECRET not in (work / "page.html").read_text(errors="replace")
    assert_cli_contract(run_cli("check", "a", "--budget", "registers<=255", "--stage", "ptx", "--pattern",
                                "CHECK: .entry", cwd=work), allowed=(0, 1))
    assert_cli_contract(run_cli("diff", "b", "a", cwd=work), allowed=(0, 1))
    assert _outside(place) == before


@settings(max_examples=examples(1))
@given(data=st.data())
def test_golden_status_and_check_of_a_doctored_store(place: Path, pristine: Path, data: st.DataObject) -> None:
    from cute_ir.golden.store import _seal

    store = fresh_copy(pristine, "golden", place)
    manifest = next(store.rglob(MANIFEST))
    if data.draw(st.booleans(), label="checks.toml"):
        (store / "checks.toml").write_bytes(data.draw(damaged_bytes((store / "checks.toml").read_bytes())))
    else:
        document = data.draw(mutated(json.loads(manifest.read_text())))
        if isinstance(document, dict):
            document["manifest_sha256"] = _seal(document)
        manifest.write_bytes(json_text(document))
    before = _outside(place)
    work = place / "work"
    assert_cli_contract(run_cli("golden", "status", "--golden-dir", "golden", cwd=work), allowed=(0,))
    if PROFILE == "long":  # a compile each (5-20 s here): check_record is fuzzed in-process in CI
        kernel = json.loads((pristine / "a" / MANIFEST).read_text())["kernel"]["name"]
        assert_cli_contract(run_cli("golden", "check", kernel, "--golden-dir", "golden", cwd=work), allowed=(0, 1))
    assert _outside(place) == before


@settings(max_examples=examples(2))
@given(data=st.data())
def test_replay_of_a_doctored_reproducer(place: Path, pristine: Path, data: st.DataObject) -> None:
    repro = fresh_copy(pristine, "failed/failure", place)
    original = (repro / "repro.json").read_bytes()
    (repro / "repro.json").write_bytes(data.draw(st.one_of(mutated(json.loads(original)).map(json_text),
                                                           damaged_bytes(original))))
    before = _outside(place)
    # 1: did not reproduce, 4/5: reproduced (the recorded failure is made up, so neither should come)
    assert_cli_contract(run_cli("replay", repro, "--timeout", "60", cwd=place / "work"), allowed=(0, 1, 4, 5))
    assert _outside(place) == before
