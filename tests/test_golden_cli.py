"""`cute-ir golden check|update|status` on hand-made traces: output and exit codes."""

from __future__ import annotations

import itertools
import json
import os
import re
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
    survey = json.loads(CliRunner().invoke(main, ["golden", "status", "--json"]).stdout)  # the same, as data
    assert survey["expected"] == 2 and [k["kernel"] for k in survey["present"]] == ["k_one"]
    assert [k["kernel"] for k in survey["missing"]] == ["k_new"] and [k["kernel"] for k in survey["orphaned"]] == ["k_two"]
    assert [k["kernel"] for k in survey["stale"]] == ["k_two"] and "input.mlir" in survey["stale"][0]["why"]
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


def _project(tmp_path: Path) -> dict[Path, str]:
    """A user's folders beside the store, as a repository's docs/ and src/ are: what a link must not cost."""
    files = {tmp_path / "project" / "docs" / "guide" / "intro.md": "# intro\n",
             tmp_path / "project" / "src" / "lib" / "code.py": "x = 1\n"}
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return files


def _link(link: Path, target: Path, absolute: bool) -> None:
    link.symlink_to(target if absolute else Path(os.path.relpath(target, link.parent)))


# Where the link is put (beside the store's own k_one and the orphan k_two), and what it points at.
_LINKS = {
    "store root": lambda store, project: (store.parent / "golden-link", store),
    "release folder": lambda store, project: (store / "4.8.1-cu12", project),
    "arch folder": lambda store, project: (store / "4.8.1-cu12" / "sm_80", project),
    "kernel folder": lambda store, project: (store / "4.8.1-cu12" / "sm_90a" / "docs", project / "docs"),
    "file": lambda store, project: (store / "4.8.1-cu12" / "sm_90a" / "k_two" / "input.mlir",
                                    project / "docs" / "guide" / "intro.md"),
}


@pytest.mark.parametrize("absolute", [False, True], ids=["relative", "absolute"])
@pytest.mark.parametrize("level", list(_LINKS))
def test_a_link_anywhere_in_the_store_deletes_nothing_and_is_no_orphan(
    cli: dict[str, object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str, absolute: bool
) -> None:
    """Issue 35 T: `ln -s ../.. golden/4.8.1-cu12/sm_80; cute-ir golden update --remove-orphans` deleted the
    repository's docs/ and every golden. A link at any level of a store is never followed nor listed as a
    golden; removing orphans from a store holding one is refused, nothing removed."""
    store = tmp_path / "golden"
    assert invoke("update")[0] == 0
    files = _project(tmp_path)
    cli["keys"] = KEYS[:1]  # k_two is an orphan now: a sealed golden no registered kernel produces
    link, target = _LINKS[level](store, tmp_path / "project")
    if level == "release folder":  # the real release folder moves aside: the link stands in its place
        (store / "4.8.1-cu12").rename(store / "4.8.1-cu12-real")
        (store / "4.8.1-cu12-real").rename(tmp_path / "aside")
    elif level == "file":
        link.unlink()
    _link(link, target, absolute)
    if level == "store root":
        monkeypatch.setenv("CUTE_IR_GOLDEN_DIR", str(link))
    code, out = invoke("status")
    assert code == 0 and "Traceback" not in out
    orphans = re.findall(r"^orphaned \(\d+\):\n((?:  .*\n)*)", out, re.M)
    assert not any(name in "".join(orphans) for name in ("docs", "src", "guide"))
    assert "symbolic link" in out
    code, out = invoke("update", "--remove-orphans")
    assert code == 3, out
    assert "symbolic link" in out and "nothing was removed" in out and "Traceback" not in out
    assert {path: path.read_text() for path in files} == files
    if level not in ("release folder", "store root"):
        assert (store / "4.8.1-cu12" / "sm_90a" / "k_two" / "manifest.json").is_file()  # the orphan too: refused
    assert (store / "4.8.1-cu12" / "sm_90a" / "k_one" / "manifest.json").is_file() or level == "release folder"


def test_only_a_folder_holding_a_sealed_golden_is_an_orphan(cli: dict[str, object], tmp_path: Path) -> None:
    """A folder of the store that holds no sealed golden (a user's notes, a manifest edited by hand) is
    listed as damaged, never as an orphan, and never removed."""
    store = tmp_path / "golden"
    assert invoke("update")[0] == 0
    cli["keys"] = KEYS[:1]
    notes = store / "4.8.1-cu12" / "sm_90a" / "notes"
    notes.mkdir()
    (notes / "todo.txt").write_text("keep me\n")
    manifest = store / "4.8.1-cu12" / "sm_90a" / "k_two" / "manifest.json"
    manifest.write_text(manifest.read_text().replace('"k_two"', '"k_two "', 1))  # the seal no longer holds
    code, out = invoke("status")
    assert code == 0 and "orphaned (" not in out
    assert "notes on sm_90a" in out.split("stale or damaged", 1)[1]
    code, out = invoke("update", "--remove-orphans")
    assert code == 0 and "removed 0 orphaned golden(s)" in out
    assert (notes / "todo.txt").read_text() == "keep me\n" and manifest.is_file()


@pytest.mark.parametrize("command", ["check", "status", "update"])
def test_the_golden_dir_help_names_a_user_projects_default(command: str) -> None:
    # it said "the checkout's golden/": in a user's project the default is [tool.cute-ir] golden-dir, else golden/
    output = " ".join(CliRunner().invoke(main, ["golden", command, "--help"]).output.split())
    assert "checkout's" not in output and "[tool.cute-ir] golden-dir" in output and "$CUTE_IR_GOLDEN_DIR" in output


def test_piped_check_shows_a_line_per_kernel_on_stderr_unless_quiet(cli: dict[str, object]) -> None:
    # piped (CI) it printed nothing until the end (~6 min for 4.5.3's goldens); stdout stays the report
    assert invoke("update", "-j", "1")[0] == 0
    shown = CliRunner().invoke(main, ["golden", "check", "-j", "1"])
    assert shown.exit_code == 0 and shown.stdout == "2 of 2 goldens agree\n"
    lines = shown.stderr.splitlines()
    assert [line.split(" (")[0] for line in lines] == ["checking 1/2: k_one under 4.8.1",
                                                       "checking 2/2: k_two under 4.8.1"], lines
    quiet = CliRunner().invoke(main, ["golden", "check", "-j", "1", "-q"])
    assert quiet.exit_code == 0 and quiet.stderr == ""


def test_update_json_says_what_was_written_kept_and_removed(cli: dict[str, object], tmp_path: Path) -> None:
    """`golden update --json`: stdout is one JSON document (per golden its outcome, the orphans removed, the exit
    code), the progress goes to stderr as without --json."""
    written = CliRunner().invoke(main, ["golden", "update", "-j", "1", "--json"])
    report = json.loads(written.stdout)
    assert written.exit_code == 0 == report["exit_code"]
    assert report["store"] == str(tmp_path / "golden") and report["written"] == 2 and report["kept"] == 0
    assert [(g["kernel"], g["arch"], g["dsl_version"], g["outcome"]) for g in report["goldens"]] == [
        ("k_one", "sm_90a", "4.8.1", "written"), ("k_two", "sm_90a", "4.8.1", "written")]
    assert report["removed_orphans"] == [] and report["errors"] == []
    assert [line.split(" (")[0] for line in written.stderr.splitlines()] == [
        "blessing 1/2: k_one under 4.8.1", "blessing 2/2: k_two under 4.8.1"]
    cli["keys"] = KEYS[:1]  # k_two is an orphan now
    kept = CliRunner().invoke(main, ["golden", "update", "--new-only", "--remove-orphans", "--json", "-q"])
    report = json.loads(kept.stdout)
    assert kept.exit_code == 0 and kept.stderr == ""
    assert [(g["kernel"], g["outcome"]) for g in report["goldens"]] == [("k_one", "kept")]
    assert report["written"] == 0 and report["kept"] == 1
    assert [k["kernel"] for k in report["removed_orphans"]] == ["k_two"]
    assert not (tmp_path / "golden" / "4.8.1-cu12" / "sm_90a" / "k_two").exists()
