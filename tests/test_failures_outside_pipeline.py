"""Compiles that fail outside the pass pipeline are recorded as failed, with the DSL's message and the
last IR there is: in the front end (the DSL's IR verification, before any pass) and after every pass
ran (making the ExecutionEngine). Real scripts under real releases; the other releases' cases skip
where their environment is missing (`cute-ir env add 4.7.1`, `4.5.3`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.releases import environments as envs
from cute_ir.cli import main
from cute_ir.capture.dsl_errors import error_line, recorded_message, without_suggestions
from cute_ir.capture.parent import replay_reproducer, trace_script
from cute_ir.errors import CompileFailedError, ExitCode, ReplayDiffersError
from cute_ir.trace import AFTER_PIPELINE, FRONT_END_FAILED, FRONT_END_RAISED, INPUT_FILE, Trace, load_trace

SCRIPTS = Path(__file__).parent / "scripts"
SUGGESTION = "Re-run with CUTE_DSL_SHOW_STACKTRACE=1"


def failed_trace(script: str, *args: str, out: Path, python: Path | None = None) -> tuple[Trace, str]:
    """The one trace of a script whose compile fails, and the message the user is told."""
    with pytest.raises(CompileFailedError) as caught:
        trace_script(SCRIPTS / script, list(args), out, arch="sm_90a", python=python, show_output=False)
    assert caught.value.exit_code == ExitCode.COMPILE_FAILED
    (trace,) = caught.value.partial
    session = json.loads((out / "session.json").read_text())
    assert session["exit_code"] == ExitCode.COMPILE_FAILED and session["compiles"][0]["ok"] is False
    assert SUGGESTION not in caught.value.message and SUGGESTION not in trace.failure.message
    return load_trace(out / "001"), caught.value.message


def release_python(spec: str) -> Path:
    env = envs.inspect_environment(spec)
    if not env.ok:
        pytest.skip(f"DSL {spec} environment: {env.problem} (`cute-ir env add {spec}`)")
    return env.python


@pytest.fixture(scope="module")
def refused(tmp_path_factory: pytest.TempPathFactory) -> tuple[Trace, str]:
    """NVIDIA/cutlass#3243's pattern, still failing on this interpreter's 4.8.1: before, no directory at all."""
    return failed_trace("frontend_failure.py", out=tmp_path_factory.mktemp("refused") / "t")


def test_a_front_end_verification_failure_is_a_failed_trace_of_the_refused_module(refused) -> None:
    trace, told = refused
    assert trace.failure.kind == FRONT_END_FAILED and trace.failure.pass_index is None
    assert not trace.passes  # no pass ran
    assert "IR verification failed" in trace.failure.message and "outside the region" in trace.failure.message
    assert "MLIRError: Verification failed" in trace.failure.message  # the stack trace's detail, recorded
    assert "failed in the DSL's front end, before any pass: IR verification failed" in told
    assert trace.failure.headline == error_line(trace.failure.message) and "\n" not in trace.failure.headline
    assert trace.failure.headline.startswith("IR verification failed"), "read once at capture, stored for consumers"
    refused = trace.path("passes/000-input.mlir").read_text()  # the last IR: the module the verifier refused
    assert '"cute.memref.store"' in refused and "store_divisor" in refused
    assert trace.kernel.entry == "launch" and trace.failure.reproducer is None


def test_the_refused_module_is_what_the_viewer_shows(refused, tmp_path: Path) -> None:
    trace, _ = refused
    page = tmp_path / "page.html"
    shown = CliRunner().invoke(main, ["view", str(trace.root), "-o", str(page)])
    assert shown.exit_code == 0, shown.output  # "records no passes; there is nothing to view" before
    assert "store_divisor" in page.read_text()
    tui = CliRunner().invoke(main, ["view", str(trace.root), "--tui", "--pass", "0"])
    assert tui.exit_code == 0 and "frontend-failed" in tui.output and '"cute.memref.store"' in tui.output


@pytest.fixture(scope="module")
def raised(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Trace, str]]:
    """The front end raising while it traces the jit function, before any module: before, exit 7 and no
    directory. A plain TypeError in the kernel's Python, and the DSL's own error with its advice."""
    root = tmp_path_factory.mktemp("raised")
    return {mode: failed_trace("frontend_raise.py", mode, out=root / mode) for mode in ("type", "dynamic-index")}


def test_a_front_end_exception_is_a_failed_trace_without_ir(raised) -> None:
    trace, told = raised["type"]
    assert (trace.failure.kind, trace.failure.pass_index, trace.passes) == (FRONT_END_RAISED, None, [])
    assert trace.failure.message == "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
    assert "failed in the DSL's front end, while it traced add_rows (no IR was built): TypeError: unsupported" in told
    assert (trace.kernel.entry, Path(trace.kernel.source_file).name) == ("add_rows", "frontend_raise.py")
    assert not (trace.root / INPUT_FILE).exists() and trace.input_sha256 == "" and trace.input_size is None
    (note,) = [n for n in trace.notes if n.startswith("no IR")]  # the trace says there is none, and where it raised
    script = SCRIPTS / "frontend_raise.py"
    line = script.read_text().splitlines().index('    cute.size(x) + "rows"') + 1
    assert f"raised at {script}:{line} (in add_rows)" in note and trace.failure.reproducer is None


def test_the_dsls_own_front_end_error_is_recorded_without_its_advice_or_snippet(raised) -> None:
    trace, told = raised["dynamic-index"]
    assert trace.failure.kind == FRONT_END_RAISED and "error[PHASE_DYNAMIC_INDEX]" in trace.failure.message
    assert "suggestion" not in trace.failure.message
    line = ("Cannot use a Runtime value (Staged value) value as a list index or for loop range in plain Python code")
    assert told.endswith(f"(no IR was built): {line}"), told  # its error line; the source snippet is not part of it
    assert error_line(trace.failure.message) == line


def test_a_front_end_exception_under_4_5_3_keeps_its_message_and_drops_its_advice(tmp_path: Path) -> None:
    # before 4.6 the DSL writes "DSLRuntimeError: ..." and a "💡 Suggestions:" block
    trace, told = failed_trace("frontend_raise.py", "dynamic-index", out=tmp_path / "t", python=release_python("4.5.3"))
    assert (trace.dsl_version, trace.failure.kind, trace.passes) == ("4.5.3", FRONT_END_RAISED, [])
    assert trace.failure.message.startswith("DSLRuntimeError: '<class 'cutlass.base_dsl._mlir_helpers.arith.ArithValue'>'"
                                            " object cannot be interpreted as an integer")
    assert "Suggestions" not in trace.failure.message and "DSLRuntimeError: DSLRuntimeError" not in told


def test_consumers_say_a_trace_holds_no_ir(raised, tmp_path: Path) -> None:
    """view, diff and blame refuse it with the DSL's error (exit 3, no traceback); a session diff shows the
    pair without diffing it; dump's summary shows the failure."""
    trace, _ = raised["type"]
    said = f"trace {trace.root} holds no IR: the DSL's front end raised while tracing add_rows, before it built a module"
    for command in (["view", str(trace.root), "-o", str(tmp_path / "p.html")], ["view", str(trace.root), "--tui"],
                    ["diff", str(trace.root), str(trace.root)], ["blame", str(trace.root), str(trace.root)]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == ExitCode.BAD_INPUT and said in result.output, (command, result.output)
        assert "Traceback" not in result.output and not isinstance(result.exception, AssertionError)
    assert not (tmp_path / "p.html").exists()
    session = trace.root.parent
    both = CliRunner().invoke(main, ["diff", str(session), str(session)])
    assert both.exit_code == ExitCode.OK, both.output  # the same failure on both sides: no difference
    assert "no IR     add_rows (001 / 001): A frontend-raised: TypeError: unsupported operand" in both.output


def test_a_registered_kernel_whose_front_end_raises_has_no_golden(tmp_path: Path, monkeypatch) -> None:
    from cute_ir.registry import discovery

    monkeypatch.setattr(discovery, "_STATE", type(discovery._STATE)())  # this test's registry only
    provider = str(SCRIPTS / "frontend_raise_kernel.py")
    dumped = CliRunner().invoke(main, ["--import", provider, "dump", "add_rows_f32", "-o", str(tmp_path / "t")])
    assert dumped.exit_code == ExitCode.COMPILE_FAILED, dumped.output
    assert "FAILED (frontend-raised): TypeError: unsupported operand" in dumped.output
    assert load_trace(tmp_path / "t").failure.kind == FRONT_END_RAISED
    store = tmp_path / "golden"
    for action in ("update", "check"):
        result = CliRunner().invoke(main, ["--import", provider, "golden", action, "add_rows_f32", "--golden-dir",
                                           str(store)])
        assert result.exit_code == ExitCode.COMPILE_FAILED, result.output
        assert "ERROR add_rows_f32" in result.output and "while it traced add_rows (no IR was built)" in result.output
    assert not any(store.rglob("manifest*")), "no golden of a compile that failed"


def test_a_failure_after_every_pass_is_a_failed_trace_with_its_final_ir(tmp_path: Path) -> None:
    # an f32 -> f8 cast on the host: 4.8.1 runs all its passes, then cannot make an ExecutionEngine;
    # before, the trace said ok
    trace, told = failed_trace("f8_cast.py", "host", out=tmp_path / "t")
    assert trace.failure.kind == AFTER_PIPELINE and trace.failure.pass_index is None
    assert "failed after every pass ran: Caused exception: Failure while creating the ExecutionEngine" in told
    assert trace.failure.shown() == trace.failure.headline == error_line(trace.failure.message)
    assert [p.index for p in trace.passes] == list(range(1, len(trace.passes) + 1))
    assert trace.passes[-1].stage == "host"  # every pass, to the last, was captured
    final = next(p for p in reversed(trace.passes) if p.ir_file)
    assert "arith.truncf" in trace.path(final.ir_file).read_text()  # the last IR holds the unlowered op
    assert "not lowered to LLVM: arith.truncf" in trace.failure.message
    assert "RuntimeError: Failure while creating the ExecutionEngine" in trace.failure.message
    # its reproducer runs the pipeline and makes the ExecutionEngine, as the DSL did
    assert "reproduced: the same error" in _replayed(trace)


def test_cutlass_3429_fails_after_every_pass_under_4_7_1(tmp_path: Path) -> None:
    trace, _ = failed_trace("f8_cast.py", "kernel", out=tmp_path / "t", python=release_python("4.7.1"))
    assert (trace.dsl_version, trace.failure.kind) == ("4.7.1", AFTER_PIPELINE)
    assert len(trace.passes) == 43 and "nvgpu.cvt_fptrunc" in trace.failure.message
    assert "reproduced: the same error" in _replayed(trace, python=release_python("4.7.1"))


def test_cutlass_3429_fails_in_the_front_end_under_4_5_3(tmp_path: Path) -> None:
    trace, told = failed_trace("f8_cast.py", "kernel", out=tmp_path / "t", python=release_python("4.5.3"))
    assert (trace.dsl_version, trace.failure.kind, trace.passes) == ("4.5.3", FRONT_END_FAILED, [])
    assert "'nvgpu.cvt_fptrunc' op operand #0 must be" in told
    assert "nvgpu.cvt_fptrunc" in trace.path("passes/000-input.mlir").read_text()


def _replayed(trace: Trace, python: Path | None = None) -> str:
    try:
        return replay_reproducer(trace.root, single=False, python=python)
    except (CompileFailedError, ReplayDiffersError) as err:
        return err.message


# The DSL's own formatting (4.6 on): a headline, a snippet, wrapped error entries, then its advice.
_DSL_MESSAGE = """
error[INTERNAL]: The compiler could not build valid IR for this code.

  --> k.py:19:0
> 19 | @cute.kernel
  error: IR verification failed: error: unknown: 'cute.memref.store' op using value defined outside
         the region
  suggestion: Check the source location above for invalid primitive arguments, types, or address
              spaces. If the code looks valid, report this with the snippet above and your kernel.
  suggestion: Re-run with CUTE_DSL_SHOW_STACKTRACE=1 to include the full technical detail.
"""


def test_the_line_shown_is_the_dsls_last_error_entry_never_its_advice() -> None:
    kept = without_suggestions(_DSL_MESSAGE)
    assert "suggestion" not in kept and "spaces. If the code" not in kept and "> 19 | @cute.kernel" in kept
    assert error_line(_DSL_MESSAGE) == ("IR verification failed: error: unknown: 'cute.memref.store' op using "
                                        "value defined outside the region")
    assert error_line("ValueError: plain\nsecond") == "ValueError: plain"
    # before 4.6: "Type: message", then a block of advice at the end
    old_format = ("DSLRuntimeError: 'ArithValue' object cannot be interpreted as an integer\n💡 Suggestions:\n"
                  " Mark the loop as dynamic with `dynamic_expr`\n Re-run with CUTE_DSL_SHOW_STACKTRACE=1")
    assert without_suggestions(old_format) == "DSLRuntimeError: 'ArithValue' object cannot be interpreted as an integer"
    try:
        try:
            raise KeyError("inner")
        except KeyError as inner:
            raise RuntimeError(_DSL_MESSAGE) from inner
    except RuntimeError as err:
        recorded = recorded_message(err)
    assert recorded.endswith("KeyError: 'inner'") and SUGGESTION not in recorded
