"""`cute-ir golden check|update|status` on hand-made traces: output and exit codes."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

import cute_ir.cli.golden_cmd as golden_cmd
import cute_ir.executors.capture as capture_module
from cute_ir.cli import main
from cute_ir.golden.layout import GoldenKey
from cute_ir.executors import Capture, CaptureOutcome
from cute_ir.golden.record import record_from_trace
from test_golden import make_trace

KEYS = [GoldenKey("4.8.1", "cu12", "sm_90a", name) for name in ("k_one", "k_two")]


@pytest.fixture
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    state: dict[str, object] = {"perturb": None, "keys": KEYS}
    captures = itertools.count()

    def capture(request: Capture, out: Path, python: Path | None) -> CaptureOutcome:
        root = tmp_path / "traces" / f"{request.kernel}-{next(captures)}"
        trace = make_trace(root, extra_from=state["perturb"])  # type: ignore[arg-type]
        trace = replace(trace, kernel=replace(trace.kernel, name=request.kernel))
        return CaptureOutcome([trace], record=record_from_trace(trace, request.kernel) if request.golden else None)

    monkeypatch.setattr(capture_module, "perform_capture", capture)
    def keys(names: tuple[str, ...], archs: tuple[str, ...], dsl: str | None = None) -> list[GoldenKey]:
        return [k for k in state["keys"] if not names or k.kernel in names]  # type: ignore[attr-defined]

    monkeypatch.setattr(golden_cmd, "_keys", keys)
    monkeypatch.setenv("CUTE_IR_GOLDEN_DIR", str(tmp_path / "golden"))
    return state


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["golden", *args])
    return result.exit_code, result.output


def test_update_check_and_a_mismatch(cli: dict[str, object]) -> None:
    assert invoke("check", "-j", "1")[0] == 1  # missing
    code, out = invoke("update", "-j", "2")
    assert code == 0 and "wrote 2 golden(s)" in out
    code, out = invoke("check", "-j", "2")
    assert code == 0 and "2 of 2 goldens agree" in out
    cli["perturb"] = 2
    code, out = invoke("check", "k_one")
    assert code == 1
    assert "FAIL k_one on sm_90a, DSL 4.8.1-cu12" in out
    assert "first differing pass: 002-convert-cute-to-core (stage cute-to-core)" in out
    code, out = invoke("update", "--new-only")
    assert code == 0 and "wrote 0 golden(s), kept 2" in out


def test_a_damaged_golden_exits_3_and_status_lists_it(cli: dict[str, object], tmp_path: Path) -> None:
    assert invoke("update")[0] == 0
    (tmp_path / "golden" / "4.8.1-cu12" / "sm_90a" / "k_two" / "input.mlir").write_text("edited\n")
    code, out = invoke("check")
    assert code == 3
    assert "input.mlir does not match its hash" in out
    cli["keys"] = KEYS[:1] + [GoldenKey("4.8.1", "cu12", "sm_90a", "k_new")]
    code, out = invoke("status")
    assert code == 0
    assert "1 of 2 goldens present" in out
    assert "missing (1):\n  k_new on sm_90a" in out
    assert "orphaned (1):\n  k_two on sm_90a" in out
    assert "stale or damaged (1):" in out
    code, out = invoke("update", "--remove-orphans")
    assert "removed 1 orphaned golden(s)" in out
    assert not (tmp_path / "golden" / "4.8.1-cu12" / "sm_90a" / "k_two").exists()


def test_the_stores_checks_file_must_hold_too(cli: dict[str, object], tmp_path: Path) -> None:
    assert invoke("update")[0] == 0
    checks = tmp_path / "golden" / "checks.toml"
    checks.write_text("[[budget]]\nregisters = '<= 16'\n[[check]]\nstage = 'ptx'\npatterns = 'CHECK: .entry'\n")
    code, out = invoke("check", "-j", "1")
    assert code == 0 and "2 of 2 goldens agree" in out
    checks.write_text("[[budget]]\nkernels = 'k_one'\nregisters = '< 16'\n")
    code, out = invoke("check", "-j", "1")
    assert code == 1 and "1 of 2 goldens agree" in out
    assert "FAIL k_one on sm_90a" in out and "registers is 16, over the budget registers < 16" in out
    checks.write_text("[[budget]]\nregs = 1\n")
    code, out = invoke("check")
    assert code == 3 and "unknown budget key 'regs'" in out and "Traceback" not in out


def test_check_json_says_per_golden_what_happened(cli: dict[str, object]) -> None:
    assert invoke("update", "k_one")[0] == 0
    cli["perturb"] = 2
    result = CliRunner().invoke(main, ["golden", "check", "--json", "-j", "1"])
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert [(g["kernel"], g["outcome"]) for g in report["goldens"]] == [("k_one", "mismatch"), ("k_two", "missing")]
    assert report["goldens"][0]["dsl_version"] == "4.8.1" and report["goldens"][0]["arch"] == "sm_90a"
    assert "first differing pass: 002-convert-cute-to-core" in report["goldens"][0]["message"]
    assert report["agree"] == 0 and report["checked"] == 2 and report["exit_code"] == 1 and report["errors"] == []
    assert "FAIL" not in result.stdout
