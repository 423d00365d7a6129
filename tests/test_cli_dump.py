"""`cute-ir dump`, `trace` and `replay` as a user meets them: outputs, bad inputs, exit codes."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.capture.parent import DEFAULT_ARCH, ArchChoice, choose_arch
from cute_ir.errors import ExitCode
from cute_ir.trace import Strategy, Trace, load_trace
from cute_ir.trace.summary import print_session, print_summary

SCRIPTS = Path(__file__).parent / "scripts"
KERNEL = "elementwise_add_sm80_f32_v128"


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, [str(a) for a in args])
    return result.exit_code, result.output


def test_dump_writes_a_trace_and_prints_a_summary(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = invoke("dump", KERNEL, "--out", out, "--stage", "ptx")
    assert code == ExitCode.OK, output
    assert KERNEL in output and "cute-expand-ops" in output and "fidelity:" in output
    assert "// ----- ptx -----" in output and ".entry" in output
    assert load_trace(out).kernel.name == KERNEL
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no staging left behind


def test_dump_json_is_the_manifest(small_trace, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["dump", KERNEL, "--out", str(tmp_path / "t"), "--json"])
    assert result.exit_code == ExitCode.OK
    data = json.loads(result.stdout)  # stderr says what it compiles
    assert data["schema"] == "cute-ir.trace" and data["kernel"]["name"] == KERNEL
    assert [p["arg"] for p in data["passes"]] == [p.arg for p in small_trace.passes]


def test_unknown_kernel_suggests_close_names_and_writes_nothing(tmp_path: Path) -> None:
    code, output = invoke("dump", "elementwise_add_sm80_f32_v12", "--out", tmp_path / "t")
    assert code == ExitCode.BAD_INPUT
    assert KERNEL in output
    assert list(tmp_path.iterdir()) == []


def test_arch_the_dsl_rejects(tmp_path: Path) -> None:
    code, output = invoke("dump", KERNEL, "--arch", "sm_91a", "--out", tmp_path / "t")
    assert code == ExitCode.BAD_INPUT
    assert "sm_91a" in output and "sm_90a" in output
    assert list(tmp_path.iterdir()) == []


def test_unknown_stage_is_a_usage_error(tmp_path: Path) -> None:
    code, output = invoke("dump", KERNEL, "--stage", "optimized", "--out", tmp_path / "t")
    assert code == ExitCode.USAGE and "unknown stage" in output


def test_existing_output_is_kept_unless_forced(tmp_path: Path) -> None:
    out = tmp_path / "t"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    code, output = invoke("dump", KERNEL, "--out", out)
    assert code == ExitCode.OUTPUT_ERROR and "--force" in output
    assert (out / "keep.txt").read_text() == "mine"
    code, output = invoke("dump", KERNEL, "--out", out, "--force")  # not a trace: --force refuses it too
    assert code == ExitCode.OUTPUT_ERROR and "was not written by cute-ir" in output
    assert (out / "keep.txt").read_text() == "mine"
    shutil.rmtree(out)
    assert invoke("dump", KERNEL, "--out", out)[0] == ExitCode.OK
    code, _ = invoke("dump", KERNEL, "--out", out, "--force")  # a trace is replaced
    assert code == ExitCode.OK and load_trace(out).kernel.name == KERNEL


def test_output_that_cannot_be_written(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    code, output = invoke("dump", KERNEL, "--out", blocker / "t")
    assert code == ExitCode.OUTPUT_ERROR and "cannot" in output


def test_trace_of_a_missing_script(tmp_path: Path) -> None:
    code, output = invoke("trace", "--out", tmp_path / "t", "--", tmp_path / "nope.py")
    assert code == ExitCode.BAD_INPUT and "does not exist" in output
    assert not (tmp_path / "t").exists()


def test_trace_of_a_script_that_raises(tmp_path: Path) -> None:
    script = tmp_path / "raises.py"
    script.write_text("raise ValueError('the script is wrong')\n")
    code, output = invoke("trace", "--out", tmp_path / "t", "--", script)
    assert code == ExitCode.SCRIPT_FAILED and "the script is wrong" in output
    assert not (tmp_path / "t").exists()


def test_trace_passes_arguments_and_captures_every_compile(tmp_path: Path) -> None:
    script = tmp_path / "two.py"
    script.write_text(
        "import sys\n"
        "from cute_ir import registry\n"
        "for name in sys.argv[1:]:\n"
        "    k = registry.get_kernel(name)\n"
        "    k.compile(k.example_arguments())\n"
    )
    out = tmp_path / "t"
    code, output = invoke("trace", "--out", out, "--", script, KERNEL, "elementwise_add_sm80_f16_v128")
    assert code == ExitCode.OK, output
    session = json.loads((out / "session.json").read_text())
    assert [c["dir"] for c in session["compiles"]] == ["001", "002"]
    ptx = [load_trace(out / d).artifact_text("ptx") for d in ("001", "002")]
    assert ptx[0] != ptx[1]
    # many kernels: one table, a row each, not one full summary per kernel
    assert "2 kernels compiled" in output and "fidelity:" not in output
    assert all(f"{d} " in output for d in ("001", "002"))


def test_a_failing_pass_leaves_a_trace_and_a_reproducer(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = invoke("trace", "--out", out, "--", SCRIPTS / "failing_pass_kernel.py")
    assert code == ExitCode.COMPILE_FAILED
    trace = load_trace(out / "001")
    failing = trace.failure
    assert failing.kind == "pass-failed"
    assert f"compile failed in pass {failing.pass_index}" in output and "ptxas" in output
    assert "cuda-to-binary" in (trace.path(failing.reproducer) / "pass.txt").read_text()
    assert [p.index for p in trace.passes][-1] == failing.pass_index - 1  # the passes before it
    code, output = invoke("replay", out / "001")
    assert code == ExitCode.COMPILE_FAILED and "reproduced" in output
    code, output = invoke("replay", "--single", trace.path(failing.reproducer))
    assert code == ExitCode.COMPILE_FAILED and "ptxas" in output


def test_a_crash_is_located_and_reported(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = invoke("trace", "--out", out, "--", SCRIPTS / "crashing_pass_script.py", "cute-expand-ops")
    assert code == ExitCode.COMPILER_CRASHED
    assert "SIGSEGV" in output
    trace = load_trace(out / "001")
    assert trace.failure.kind == "crashed"
    from cute_ir.capture.pipeline import parse_expanded

    args = [p.arg for p in parse_expanded(trace.expanded_pipeline)]
    # the replay runs passes one at a time and dies in cute-expand-ops itself; the instrumented real
    # pipeline (DSL <= 4.5) runs them all in one pass manager, which the script kills before pass 1
    crashed_at = args.index("cute-expand-ops") + 1 if trace.strategy is Strategy.REPLAY else 1
    assert trace.failure.pass_index == crashed_at
    assert f"in pass {crashed_at}" in output
    assert [p.index for p in trace.passes] == list(range(1, crashed_at))  # every pass before it
    repro = trace.path(trace.failure.reproducer)
    assert (repro / "input.mlirbc").exists() and args[crashed_at - 1] in (repro / "pass.txt").read_text()


def test_replay_of_something_that_is_not_a_reproducer(tmp_path: Path) -> None:
    code, output = invoke("replay", tmp_path)
    assert code == ExitCode.BAD_INPUT and "not a reproducer" in output


@pytest.mark.parametrize("args", [["--help"], ["dump", "--help"], ["trace", "--help"], ["replay", "--help"]])
def test_help(args: list[str]) -> None:
    code, output = invoke(*args)
    assert code == 0 and "Usage" in output


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "-inf", "soon"])
@pytest.mark.parametrize("command", [["dump", KERNEL], ["trace", "--"], ["replay", "."]])
def test_timeout_must_be_a_finite_positive_number(command: list[str], value: str, tmp_path: Path) -> None:
    args = [*command[:1], "--timeout", value, *command[1:]]
    if command[0] == "trace":
        args.append(str(SCRIPTS / "failing_pass_kernel.py"))
    code, output = invoke(*args)
    assert code == ExitCode.USAGE, output
    assert "Invalid value for '--timeout'" in output and "Traceback" not in output
    assert "seconds" in output


def test_every_command_is_listed_and_loads_when_used() -> None:
    from cute_ir.cli import _COMMANDS

    listed = CliRunner().invoke(main, ["--help"]).output
    for name in _COMMANDS:
        assert f"\n  {name} " in listed, name  # with its short help, as before commands loaded lazily
        assert CliRunner().invoke(main, [name, "--help"]).exit_code == 0, name
    assert CliRunner().invoke(main, ["no-such-command"]).exit_code == 2  # click's usage error


def test_the_arch_comes_from_the_flag_then_the_environment_then_the_default() -> None:
    assert choose_arch("sm_100a", {"CUTE_DSL_ARCH": "sm_90a"}) == ArchChoice("sm_100a", "--arch", "sm_90a")
    assert choose_arch("sm_90a", {"CUTE_DSL_ARCH": "sm_90a"}) == ArchChoice("sm_90a", "--arch")  # nothing overridden
    assert choose_arch(None, {"CUTE_DSL_ARCH": "sm_100a"}) == ArchChoice("sm_100a", "CUTE_DSL_ARCH")
    assert choose_arch(None, {}) == ArchChoice(DEFAULT_ARCH, "default")


def test_dump_quiet_prints_no_summary_and_still_writes_the_trace(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = invoke("dump", KERNEL, "-q", "--out", out, "--stage", "ptx")
    assert code == ExitCode.OK, output
    assert load_trace(out).kernel.name == KERNEL and "cubin" in load_trace(out).artifacts
    assert "fidelity:" not in output and "registers" not in output  # no summary
    assert "// ----- ptx -----" in output and ".entry" in output  # what was asked for still prints


def test_names_are_whole_when_the_output_is_not_a_terminal(small_trace: Trace, capsys: pytest.CaptureFixture) -> None:
    # A CI log: rich's 80 columns squeezed three FlashAttention kernels to `FlashAt…` each.
    long = "FlashAttentionForwardSm90WithAVeryLongNameIndeed.__call__"
    traces = [replace(small_trace, kernel=replace(small_trace.kernel, name=f"{long}{n}")) for n in range(3)]
    print_session(traces)
    lines = capsys.readouterr().out.splitlines()
    for n in range(3):
        assert any(f"{long}{n}" in line for line in lines), lines
    print_summary(small_trace)
    symbols = [r.function for r in small_trace.resources]
    assert symbols and all(len(s) > 48 for s in symbols)  # longer than a terminal's cut
    output = capsys.readouterr().out
    assert all(f"{symbol}: " in output for symbol in symbols), output


def test_a_note_saying_why_a_fact_is_unknown_is_shown_whole(small_trace: Trace, capsys: pytest.CaptureFixture) -> None:
    why = ("no spill bytes or barriers: ptxas -v failed: fatal   : Unsupported .version 9.3; current version is "
           "'9.1' (the cubin's ptxas is release 13.3, this one 13.1: `pip install --no-deps "
           "'nvidia-cuda-nvcc==13.3.*'` into this environment gives spill bytes and barriers)")
    print_summary(replace(small_trace, notes=[why]))
    assert f"note: {why}" in capsys.readouterr().out


def test_the_lineinfo_help_says_what_ir_lines_map_to_without_it() -> None:
    # without --lineinfo every IR op's location is its function's (the decorator line), not "always" the statement
    for command in ("dump", "trace"):
        code, output = invoke(command, "--help")
        help_text = " ".join(output.split())
        assert code == 0 and "always" not in help_text and "decorator's line" in help_text, help_text


@pytest.mark.parametrize("choice, coloured", [("always", True), ("never", False)])
def test_color_is_a_global_option_as_uv_and_ruff_have_it(choice: str, coloured: bool, monkeypatch) -> None:
    for name in ("NO_COLOR", "FORCE_COLOR"):
        monkeypatch.setenv(name, "")  # restored after the test: --color sets them for the process
    result = CliRunner().invoke(main, ["--color", choice, "env", "list"])  # a rich table, piped
    assert result.exit_code == 0 and ("\x1b[" in result.output) is coloured, result.output[:200]
    refused = CliRunner().invoke(main, ["--color", "sometimes", "env", "list"])
    assert refused.exit_code == 2 and "'sometimes' is not one of 'auto', 'always', 'never'" in refused.output


def test_dump_says_what_it_compiles_on_stderr_and_q_keeps_it_quiet(tmp_path: Path) -> None:
    # it was silent for the 5-14 s a compile takes; stdout stays the data (here the JSON)
    shown = CliRunner().invoke(main, ["dump", KERNEL, "-o", str(tmp_path / "t"), "--json"])
    assert shown.exit_code == 0 and json.loads(shown.stdout)["kernel"]["name"] == KERNEL
    assert shown.stderr == f"compiling {KERNEL} for sm_90a ...\n"
    quiet = CliRunner().invoke(main, ["dump", KERNEL, "-o", str(tmp_path / "q"), "-q"])
    assert quiet.exit_code == 0 and quiet.stderr == "" and quiet.stdout == ""
