"""`-q/--quiet` and `--json` where issue 38 found them missing: progress stays on stderr and -q leaves it out;
with --json stdout is one JSON document and nothing else. (golden update --json: tests/test_golden_cli.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from cute_ir.capture.replay.repro import Reproducer
from cute_ir.cli import main
from cute_ir.errors import CompileFailedError, ExitCode
from cute_ir.releases import environments as envs
from cute_ir.releases.catalogue import format_spec, installed_dsl
from test_diff import PIPELINE, chain, make_trace, module
from test_diff_sessions import session
from test_sweep import _blame_stub, swept  # noqa: F401 (swept is a fixture)


def _long_running_commands() -> list[click.Command]:
    from cute_ir.cli.blame_cmd import blame
    from cute_ir.cli.diff_cmd import diff_versions
    from cute_ir.cli.env_cmd import add
    from cute_ir.cli.sweep_cmd import sweep

    return [blame, sweep, diff_versions, add]


@pytest.mark.parametrize("command", _long_running_commands(), ids=lambda c: c.name)
def test_every_long_running_command_takes_the_one_quiet_option(command: click.Command) -> None:
    (quiet,) = [p for p in command.params if p.name == "quiet"]
    assert isinstance(quiet, click.Option) and quiet.is_flag and sorted(quiet.opts) == ["--quiet", "-q"]
    assert "stderr" in (quiet.help or "")


def test_blame_quiet_shows_no_experiment_and_prints_the_same_result(swept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cute_ir.blame import plan

    _blame_stub(monkeypatch)
    stub = plan.blame

    def talking(a, b, *, progress, **options):
        progress("[   0.2 s] B without 003-canonicalize: gone (16)")
        return stub(a, b, **options)

    monkeypatch.setattr(plan, "blame", talking)
    shown = CliRunner().invoke(main, ["blame", str(swept), "--release", "4.5.0"])
    quiet = CliRunner().invoke(main, ["blame", str(swept), "--release", "4.5.0", "-q"])
    assert shown.exit_code == quiet.exit_code == ExitCode.OK, shown.output
    assert shown.stderr.splitlines() == [
        f"toy: 4.4.2 -> 4.5.0 (A {swept}/4.4.2/toy/toy, B {swept}/4.5.0/toy/toy)",
        "[   0.2 s] B without 003-canonicalize: gone (16)"]
    assert quiet.stderr == "" and quiet.stdout == shown.stdout and "verified: without 003-canonicalize" in quiet.stdout
    as_json = CliRunner().invoke(main, ["blame", str(swept), "--release", "4.5.0", "--json", "-q"])
    assert json.loads(as_json.stdout)["status"] == "verified" and as_json.stderr == ""


def test_sweep_quiet_shows_no_progress_and_prints_the_same_table(swept: Path, tmp_path: Path) -> None:
    """`swept` ran the sweep without -q (its stderr: a line per capture and per comparison); the same again."""
    arguments = ["sweep", "--releases", "4.4.2,4.5.0,4.5.3", "toy"]
    shown = CliRunner().invoke(main, [*arguments, "-o", str(tmp_path / "out-1")])
    quiet = CliRunner().invoke(main, [*arguments, "-q", "-o", str(tmp_path / "out-2")])
    assert shown.exit_code == quiet.exit_code == ExitCode.OK, quiet.output
    assert "capturing 1/3" in shown.stderr and "diffing toy: 4.4.2 -> 4.5.0" in shown.stderr
    assert quiet.stderr == ""
    assert quiet.stdout.replace("out-2", "out-1") == shown.stdout and "4.5.0" in quiet.stdout


def test_diff_versions_quiet_says_nothing_of_its_captures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cute_ir.capture.parent as parent
    import cute_ir.cli.options as options

    def dump_kernel(kernel, arch, out, *, force, python, arch_source):
        return make_trace(out, module(chain(4)), [module(chain(4))] * len(PIPELINE))

    monkeypatch.setattr(parent, "dump_kernel", dump_kernel)
    monkeypatch.setattr(options, "dsl_python", lambda spec: None)
    kernel = "elementwise_add_sm80_f32_v128"  # a registered one: its arch is chosen before the captures
    arguments = ["diff-versions", kernel, "--from", "4.5.3", "--to", format_spec(*installed_dsl())]
    shown = CliRunner().invoke(main, arguments)
    assert shown.exit_code == ExitCode.OK, shown.output
    assert [line.split(" (")[0] for line in shown.stderr.splitlines()] == [
        f"capturing {kernel} under DSL 4.5.3", f"capturing {kernel} under DSL {format_spec(*installed_dsl())}"]
    quiet = CliRunner().invoke(main, [*arguments, "-q", "--json"])
    assert quiet.exit_code == ExitCode.OK and quiet.stderr == ""
    assert json.loads(quiet.stdout)["differs"] is False


def test_env_add_quiet_shows_no_spinner_and_json_is_the_environment(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []

    def add_environment(spec, *, force, report, packages):
        report("Installed 12 packages")
        said.append(spec)
        return envs.DslEnvironment("4.5.3", tmp_path / "4.5.3", "4.5.3", "cu12")

    monkeypatch.setattr(envs, "add_environment", add_environment)
    quiet = CliRunner().invoke(main, ["env", "add", "4.5.3", "-q", "--json"])
    assert quiet.exit_code == ExitCode.OK, quiet.output
    assert said == ["4.5.3"] and quiet.stderr == ""
    made = json.loads(quiet.stdout)
    assert (made["spec"], made["version"], made["variant"], made["path"]) == ("4.5.3", "4.5.3", "cu12",
                                                                            str(tmp_path / "4.5.3"))
    plain = CliRunner().invoke(main, ["env", "add", "4.5.3", "-q"])
    assert plain.stdout == f"DSL 4.5.3 ready: {tmp_path / '4.5.3' / 'bin' / 'python'}\n"


def test_env_remove_json_lists_what_was_removed_even_when_one_is_missing(tmp_path: Path) -> None:
    root = tmp_path / "envs"
    for spec in ("4.5.3", "4.6.0+cu13"):
        (root / spec / "bin").mkdir(parents=True)
    runner = CliRunner(env={"CUTE_IR_ENV_DIR": str(root)})
    both = runner.invoke(main, ["env", "remove", "4.5.3", "4.6.0+cu13", "--json"])
    assert both.exit_code == ExitCode.OK and both.stderr == ""
    assert json.loads(both.stdout) == {"removed": [{"spec": "4.5.3", "path": str(root / "4.5.3")},
                                                   {"spec": "4.6.0+cu13", "path": str(root / "4.6.0+cu13")}]}
    assert not any(root.iterdir())
    (root / "4.5.3").mkdir()
    partly = runner.invoke(main, ["env", "remove", "4.5.3", "4.2.1", "--json"])
    assert partly.exit_code == ExitCode.ENVIRONMENT and "no environment for DSL 4.2.1" in partly.stderr
    assert json.loads(partly.stdout) == {"removed": [{"spec": "4.5.3", "path": str(root / "4.5.3")}]}
    (root / "4.5.3").mkdir()
    assert runner.invoke(main, ["env", "remove", "4.5.3"]).stdout == f"removed {root / '4.5.3'}\n"


@pytest.fixture
def reproducer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Reproducer:
    """A reproducer of a compile error under this interpreter's DSL (the replay itself is stubbed)."""
    import cute_ir.capture.replay.repro as repro_module

    version, variant = installed_dsl()
    recorded = Reproducer(tmp_path / "failure", version, variant, "sm_90a", "error", "'cute.copy' op failed", 3,
                          "cute-expand-ops")
    monkeypatch.setattr(repro_module, "load_reproducer", lambda path: recorded)
    return recorded


def test_replay_json_is_the_outcome_ran_to_the_end(reproducer: Reproducer, monkeypatch: pytest.MonkeyPatch) -> None:
    import cute_ir.cli.dump_cmd as dump_cmd

    monkeypatch.setattr(dump_cmd, "replay_reproducer", lambda *a, **k: "ran to the end without an error")
    result = CliRunner().invoke(main, ["replay", str(reproducer.root), "--json"])
    assert result.exit_code == ExitCode.OK and result.stderr == ""
    assert json.loads(result.stdout) == {
        "reproducer": str(reproducer.root),
        "recorded": {"dsl": reproducer.dsl_spec, "kind": "error", "message": "'cute.copy' op failed"},
        "replayed_under": reproducer.dsl_spec, "single": False, "exit_code": 0,
        "message": "ran to the end without an error"}


def test_replay_json_of_a_reproduced_failure_keeps_its_exit_code_and_error(reproducer: Reproducer,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import cute_ir.cli.dump_cmd as dump_cmd

    def reproduced(*_args, **_options):
        raise CompileFailedError("'cute.copy' op failed")

    monkeypatch.setattr(dump_cmd, "replay_reproducer", reproduced)
    result = CliRunner().invoke(main, ["replay", str(reproducer.root), "--single", "--json"])
    assert result.exit_code == ExitCode.COMPILE_FAILED
    outcome = json.loads(result.stdout)
    assert (outcome["exit_code"], outcome["message"], outcome["single"]) == (4, "'cute.copy' op failed", True)
    assert result.stderr == "error: 'cute.copy' op failed\n"


def test_view_json_says_which_page_was_written_where(tmp_path: Path) -> None:
    a = make_trace(tmp_path / "a", module(chain(4)), [module(chain(4))] * len(PIPELINE))
    b = make_trace(tmp_path / "b", module(chain(4)), [module(chain(4, extra_at=2))] * len(PIPELINE))
    page = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["view", str(a.root), str(b.root), "-o", str(page), "--json"])
    assert result.exit_code == ExitCode.OK and result.stderr == ""
    assert json.loads(result.stdout) == {"index": None, "pages": [
        {"path": str(page), "bytes": page.stat().st_size, "traces": [str(a.root), str(b.root)]}]}
    refused = CliRunner().invoke(main, ["view", str(a.root), "--tui", "--json"])
    assert refused.exit_code == ExitCode.USAGE and "--tui" in refused.stderr


def test_view_json_of_two_sessions_lists_every_page_and_the_unpaired(tmp_path: Path) -> None:
    same, other = module(chain(4)), module(chain(4, extra_at=2))
    a = session(tmp_path / "a", [("add", same), ("gone", same)])
    b = session(tmp_path / "b", [("add", other)])
    out = tmp_path / "pages"
    result = CliRunner().invoke(main, ["view", str(a), str(b), "-o", str(out), "--json"])
    assert result.exit_code == ExitCode.OK, result.output
    written = json.loads(result.stdout)
    assert written["index"] == str(out / "index.html") and (out / "index.html").is_file()
    (page,) = written["pages"]
    assert page == {"path": str(out / "001-add.html"), "bytes": (out / "001-add.html").stat().st_size,
                    "traces": [str(a / "000"), str(b / "000")], "kernel": "add"}
    assert written["only_in_a"] == [{"kernel": "gone", "trace": str(a / "001")}] and written["only_in_b"] == []


def test_a_quiet_catalogue_run_prints_no_progress_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """`sweep --sample/--filter -q`: the catalogue run's done/total/ETA lines are progress too."""
    from cute_ir.executors import LocalExecutor
    from cute_ir.executors import capture as capture_module
    from cute_ir.sweep.catalogue import OperatorJob
    from test_catalogue import SPECS, FakeCaptures, _run

    monkeypatch.setattr(capture_module, "perform_capture", FakeCaptures())
    job = OperatorJob(tuple(SPECS), 60, False, pythons=dict.fromkeys(SPECS))
    facts, complete = _run(tmp_path / "quiet").execute(LocalExecutor(1, {}), job, quiet=True)
    assert complete and len(facts) == 10 and capsys.readouterr().err == ""
    _run(tmp_path / "shown").execute(LocalExecutor(1, {}), job)
    assert "catalogue: 10/10 operators (100 %)" in capsys.readouterr().err
