"""`cute-ir trace` behaves like the user's script: its output live and kept, its input, its fate.

Every case runs a real script (tests/scripts/user_script.py) in a real child process: aborts,
os._exit, forks, background processes and hangs happen for real, nothing is mocked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.diff.sessions import load_session, pair_sessions
from cute_ir.capture.parent import trace_script
from cute_ir.errors import EnvironmentProblem, ExitCode
from cute_ir.capture.record.compact import COMPRESS_FROM
from cute_ir.trace import INPUT_FILE, Fidelity, load_trace
from cute_ir.releases.catalogue import installed_dsl
from plain_run import plain_compile

SCRIPT = Path(__file__).parent / "scripts" / "user_script.py"
LARGE_INPUT_SCRIPT = Path(__file__).parent / "scripts" / "large_input_kernel.py"
DSL_JIT_HELPER_SCRIPT = Path(__file__).parent / "scripts" / "dsl_jit_helper_kernel.py"
CUTE_IR = Path(sys.executable).parent / "cute-ir"


def trace(out: Path, *actions: str, timeout: float = 300, flags: tuple[str, ...] = ()) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["trace", *flags, "--timeout", str(timeout), "-o", str(out), "--",
                                       str(SCRIPT), *actions])
    return result.exit_code, result.output


def session(out: Path) -> dict:
    return json.loads((out / "session.json").read_text())


def test_a_script_that_aborts_after_a_good_compile_failed_itself(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "sleep:2", "compile", "abort")
    assert code == ExitCode.SCRIPT_FAILED, output
    assert "the script starts" in output and "compiled in process" in output  # its output, shown
    assert "died of SIGABRT outside any compile" in output and "crashed" not in output
    compiled = load_trace(out / "001")
    assert compiled.ok and len(compiled.passes) > 10 and "cubin" in compiled.artifacts  # complete
    kept = (out / "stdout.txt").read_text()
    assert kept.count("the script starts") == 1  # kept, and the script was not run again
    assert session(out)["exit_code"] == ExitCode.SCRIPT_FAILED
    # the kernel's time is its compile's, not the session's (which slept 2 s before it)
    assert compiled.timing["capture_s"] < session(out)["seconds"] - 2


@pytest.mark.skipif(installed_dsl()[0] < "4.6", reason="the replay worker runs from DSL 4.6 on")
def test_an_abort_while_the_replay_still_runs_keeps_the_trace_complete(tmp_path: Path) -> None:
    # The compile returns to the script before its replay worker is done (the worker finishes beside
    # the script); here the worker takes 2 s longer in one pass, and the script aborts at once.
    out = tmp_path / "t"
    code, output = trace(out, "slow-replay:hoist-speculatable-from-scf-if", "compile", "abort")
    assert code == ExitCode.SCRIPT_FAILED, output
    assert "died of SIGABRT outside any compile" in output
    compiled = load_trace(out / "001")
    assert compiled.ok and "cubin" in compiled.artifacts and "replay-cubin" in compiled.artifacts
    replayed = [p for p in compiled.passes if p.fidelity is Fidelity.REPLAYED]
    assert [p.index for p in compiled.passes] == list(range(1, len(compiled.passes) + 1)) and replayed
    assert not any("replay worker" in note for note in compiled.notes), compiled.notes
    assert compiled.timing["capture_s"] < 2  # the compile returned before the worker's slow pass ended
    assert not list(out.rglob("replay.lock")) and not list(out.rglob("journal*"))


def test_the_scripts_exit_chores_are_done(tmp_path: Path) -> None:
    # cute-ir's child skips the interpreter's teardown (cute_ir/process/quick_exit.py), not what a script sees of it
    left_open = tmp_path / "left-open.txt"
    code, output = trace(tmp_path / "t", "compile", f"exit-chores:{left_open}")
    assert code == ExitCode.OK, output
    assert left_open.read_text() == "written, never closed\n"
    kept = (tmp_path / "t" / "stdout.txt").read_text()
    assert "the thread finished" in kept and "the atexit handler ran" in kept
    assert kept.index("the thread finished") < kept.index("the atexit handler ran")  # threads first, as Python does


def test_input_prompt_is_shown_and_answered(tmp_path: Path) -> None:
    done = subprocess.run([str(CUTE_IR), "trace", "-o", str(tmp_path / "t"), "--", str(SCRIPT), "ask"],
                          input="42\n", capture_output=True, text=True, timeout=300, check=False)
    assert "how many kernels? the answer was 42" in done.stdout
    # it compiled nothing: exit 3, and why that can happen, the kernel libraries' caches included
    assert done.returncode == ExitCode.BAD_INPUT
    assert "no kernel was compiled" in done.stderr and "never called cute.compile" in done.stderr
    assert "QUACK_CACHE_ENABLED=0" in done.stderr
    assert not (tmp_path / "t").exists()


def test_a_failure_shows_the_scripts_own_traceback(tmp_path: Path) -> None:
    code, output = trace(tmp_path / "t", "raise")
    assert code == ExitCode.SCRIPT_FAILED
    assert "Traceback (most recent call last)" in output
    assert 'raise ValueError("the script is wrong")' in output
    assert "runpy" not in output and "cute_ir" not in output  # the script's frames only
    assert "error: the script raised ValueError: the script is wrong" in output


@pytest.mark.parametrize(("status", "expected"), [(0, ExitCode.OK), (3, ExitCode.SCRIPT_FAILED)])
def test_os_exit_after_a_good_compile_keeps_the_trace(status: int, expected: ExitCode, tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "compile", f"exit:{status}")
    assert code == expected, output
    assert load_trace(out / "001").ok
    assert "failure/" not in output and "no kernel was compiled" not in output
    if status:
        assert "ended with exit status 3 (os._exit) outside any compile" in output


def test_an_exit_inside_the_compiler_is_a_compiler_crash(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "exit-in:cute-expand-ops", "compile")
    assert code == ExitCode.COMPILER_CRASHED, output
    assert "ended with exit status 1" in output and "inside the compiler" in output
    partial = load_trace(out / "001")
    assert partial.failure is not None and partial.failure.kind == "crashed"
    if "failure/" in output:  # a hint names a reproducer only where there is one
        assert partial.failure.reproducer and partial.path(partial.failure.reproducer).is_dir()


@pytest.mark.parametrize("how", ["raise", "abort"])
def test_a_failure_of_cute_irs_own_assembly_is_reported_as_ours(how: str, tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "compile", f"break-cute-ir:{how}")
    assert code == ExitCode.CUTE_IR_BUG, output
    assert "this is a bug in cute-ir, not in your script or in the compiler" in output
    assert "please report it" in output and "cause is in the script" not in output
    assert ("assembly broken on purpose" in output) if how == "raise" else ("SIGABRT" in output)
    assert session(out)["exit_code"] == ExitCode.CUTE_IR_BUG
    if how == "abort":  # the parent assembles what the child could not: nothing is lost
        assert load_trace(out / "001").ok


def test_a_failure_of_the_parents_assembly_is_reported_as_ours(tmp_path: Path, monkeypatch) -> None:
    # the child dies assembling (as under 4.4.2+cu13 before), and the parent's own assembly fails too
    from cute_ir.capture.record import assemble

    def broken(*_args: object, **_kwargs: object) -> None:
        raise KeyError("begin")

    monkeypatch.setattr(assemble, "assemble_trace", broken)
    code, output = trace(tmp_path / "t", "compile", "break-cute-ir:abort")
    assert code == ExitCode.CUTE_IR_BUG, output
    assert "cute-ir failed while assembling the traces the compiling process left: KeyError" in output
    assert "Traceback" not in output and "cause is in the script" not in output


NO_DRIVER_RELEASE = "4.4.2+cu13"  # raises after its pipeline without a CUDA driver; its casters need a context


def test_a_script_going_on_after_the_no_driver_error_is_captured_whole_under_4_4_2_cu13(tmp_path: Path) -> None:
    from cute_ir.releases import environments as envs

    env = envs.inspect_environment(NO_DRIVER_RELEASE)
    if not env.ok:
        pytest.skip(f"DSL {NO_DRIVER_RELEASE} environment: {env.problem} (`cute-ir env add {NO_DRIVER_RELEASE}`)")
    out = tmp_path / "t"
    # cute-ir's child used to die of SIGABRT assembling these ("An MLIR function requires a Context"),
    # reported as "the cause is in the script", exit 7: now this raises nothing
    traces = trace_script(SCRIPT, ["compile-catching", "compile-catching"], out, arch="sm_90a",
                          python=env.python, show_output=False)
    assert [(t.dsl_version, t.dsl_variant, t.ok) for t in traces] == [("4.4.2", "cu13", True)] * 2
    kept = (out / "stdout.txt").read_text()  # the first compile raised (no driver), the second did not
    assert kept.count("the compile raised DSLRuntimeError; going on") == 1 and "compiled in process" in kept
    assert session(out)["exit_code"] == ExitCode.OK


def test_a_background_process_does_not_hold_the_trace(tmp_path: Path) -> None:
    token = f"cute-ir-test-{os.getpid()}-{time.monotonic_ns()}"
    started = time.monotonic()
    code, output = trace(tmp_path / "t", "compile", f"background:{token}", timeout=120)
    assert code == ExitCode.OK, output
    assert time.monotonic() - started < 100
    assert load_trace(tmp_path / "t" / "001").ok
    left = subprocess.run(["pgrep", "-f", token], capture_output=True, text=True, check=False)
    assert left.stdout == ""  # the script's session ended with it


def test_a_script_that_forks_and_compiles_in_both_gets_two_traces(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "fork", flags=("--quiet",))
    assert code == ExitCode.OK, output
    assert "the script ends" in output and "kernels compiled" not in output  # --quiet: no summary
    assert [c["dir"] for c in session(out)["compiles"]] == ["001", "002"]
    traces = [load_trace(out / d) for d in ("001", "002")]
    assert all(t.ok and len(t.passes) == len(traces[0].passes) for t in traces)
    assert sum("which the script forked" in " ".join(t.notes) for t in traces) == 1


def test_a_forked_compile_still_running_at_the_end_is_marked(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "fork-nowait:cute-expand-ops", "compile")
    assert code == ExitCode.OK, output
    traces = [load_trace(out / c["dir"]) for c in session(out)["compiles"]]
    assert sorted(t.failure.kind if t.failure else "ok" for t in traces) == ["ok", "stopped"]


def test_a_time_out_keeps_the_passes_captured_so_far(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "hang-in:cute-expand-ops", "compile", timeout=40)
    assert code == ExitCode.TIMEOUT, output
    assert "ran longer than 40 s" in output and "partial trace" in output
    partial = load_trace(out / "001")
    assert partial.failure.kind == "timed-out" and "passes captured" in partial.failure.message
    assert partial.passes  # the passes before the hang
    assert session(out)["exit_code"] == ExitCode.TIMEOUT


def test_an_interpreter_that_does_not_start_is_an_environment_problem(tmp_path: Path) -> None:
    broken = tmp_path / "python"
    broken.write_text("#!/bin/sh\necho 'error while loading shared libraries: libpython3.11.so' >&2\nexit 127\n")
    broken.chmod(0o755)
    for python, says in ((broken, "libpython3.11.so"), (tmp_path / "missing-python", "No such file")):
        with pytest.raises(EnvironmentProblem) as caught:
            trace_script(SCRIPT, [], tmp_path / "t", python=python)
        assert caught.value.exit_code == ExitCode.ENVIRONMENT
        assert str(python) in caught.value.message and says in str(caught.value)
        assert not (tmp_path / "t").exists()


def test_a_third_party_kernel_is_captured_though_its_library_cached_it(tmp_path: Path) -> None:
    """quack-kernels serves a kernel it compiled before from its disk cache, which compiles nothing;
    the capture turns that cache off. The script then aborts after the good compile: exit 7."""
    pytest.importorskip("quack.softmax", reason="needs the corpus extra (quack-kernels)")
    script = Path(__file__).parent / "scripts" / "quack_softmax.py"
    env = {**os.environ, "QUACK_CACHE_DIR": str(tmp_path / "quack-cache"), "QUACK_CACHE_ENABLED": "1",
           "CUTE_DSL_ARCH": "sm_90a"}
    subprocess.run([sys.executable, str(script)], env=env, check=True, capture_output=True, timeout=600)
    assert list((tmp_path / "quack-cache").rglob("*.o")), "the plain run filled quack's cache"
    out = tmp_path / "t"
    result = CliRunner(env={"QUACK_CACHE_DIR": env["QUACK_CACHE_DIR"], "QUACK_CACHE_ENABLED": "1"}).invoke(
        main, ["trace", "-o", str(out), "--", str(script), "--abort"])
    assert result.exit_code == ExitCode.SCRIPT_FAILED, result.output
    assert "compiling quack softmax" in result.output and "compiled\n" in result.output
    captured = load_trace(out / "001")
    assert captured.ok and captured.kernel.name == "Softmax.__call__" and "cubin" in captured.artifacts


def test_an_input_ir_over_64_kib_left_unchanged_by_the_first_pass_is_kept(tmp_path: Path) -> None:
    # Only runtime arguments: cute-remove-static-args leaves the input as it is, so pass 1's IR file is
    # the input's; the input must stay where the manifest says (plain), not be gzipped under it.
    out = tmp_path / "t"
    result = CliRunner().invoke(main, ["trace", "-q", "-o", str(out), "--", str(LARGE_INPUT_SCRIPT)])
    assert result.exit_code == ExitCode.OK, result.output
    captured = load_trace(out / "001")
    first = captured.passes[0]
    assert first.arg == "cute-remove-static-args" and first.changed is False and first.ir_file == INPUT_FILE
    assert first.size >= COMPRESS_FROM  # large enough to be compressed, were it not the input
    assert captured.input_ir() == captured.ir_after(first) and "arith.addf" in captured.input_ir()
    assert captured.ok and "cubin" in captured.artifacts


def test_a_time_out_after_the_compile_returned_keeps_the_trace_complete(tmp_path: Path) -> None:
    # --timeout bounds the whole script; here it strikes while cute-ir assembles the script's trace
    # after the compile returned and the pass files were compressed: the parent assembles it again.
    out = tmp_path / "t"
    code, output = trace(out, "stall-assembly", "compile-large", timeout=30)
    assert code == ExitCode.TIMEOUT, output
    assert "Traceback" not in output
    assert "the script ran longer than 30 s" in output and "1 complete trace" in output
    captured = load_trace(out / "001")
    assert captured.ok and "cubin" in captured.artifacts  # complete, not marked timed-out
    assert any(p.ir_file.endswith(".gz") for p in captured.passes if p.ir_file)
    assert all(captured.ir_after(p) is not None for p in captured.passes if p.ir_file)  # every file it names
    assert session(out)["exit_code"] == ExitCode.TIMEOUT


def test_a_module_runs_as_python_m_runs_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_copy.py").write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(SCRIPT.parent)!r})\n"
        "from user_script import compile_copy\n\n"
        "def test_copy():\n    compile_copy()\n")
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "t"
    result = CliRunner().invoke(main, ["trace", "-q", "-o", str(out), "--", "-m", "pytest", "-p", "no:cacheprovider",
                                       "tests/test_copy.py"])
    assert result.exit_code == ExitCode.OK, result.output
    assert "1 passed" in (out / "stdout.txt").read_text()  # pytest ran the test, as `python -m pytest` would
    assert load_trace(out / "001").kernel.entry == "copy"
    assert session(out)["module"] == "pytest" and session(out)["args"] == ["-p", "no:cacheprovider",
                                                                           "tests/test_copy.py"]
    missing = CliRunner().invoke(main, ["trace", "-o", str(tmp_path / "m"), "--", "-m", "no_such_module_here"])
    assert missing.exit_code == ExitCode.BAD_INPUT and "no module named 'no_such_module_here'" in missing.output
    assert not (tmp_path / "m").exists()


def test_an_exported_cute_dsl_arch_wins_over_the_default_and_an_explicit_arch_over_both(tmp_path: Path) -> None:
    runner = CliRunner(env={"CUTE_DSL_ARCH": "sm_80"})
    exported = runner.invoke(main, ["trace", "-o", str(tmp_path / "env"), "--", str(SCRIPT), "compile"])
    assert exported.exit_code == ExitCode.OK, exported.output
    captured = load_trace(tmp_path / "env" / "001")
    assert captured.arch == "sm_80" and captured.kernel.compile_options["arch-from"] == "CUTE_DSL_ARCH"
    assert ".target sm_80" in captured.artifact_text("ptx")  # compiled for it, not only labelled
    assert "sm_80 (from CUTE_DSL_ARCH)" in exported.output and "overrides" not in exported.output
    flagged = runner.invoke(main, ["trace", "--arch", "sm_90a", "-o", str(tmp_path / "flag"), "--", str(SCRIPT), "compile"])
    assert flagged.exit_code == ExitCode.OK, flagged.output
    assert "note: --arch sm_90a overrides CUTE_DSL_ARCH=sm_80" in flagged.output
    captured = load_trace(tmp_path / "flag" / "001")
    assert captured.arch == "sm_90a" and captured.kernel.compile_options["arch-from"] == "--arch"
    assert ".target sm_90a" in captured.artifact_text("ptx")


@pytest.mark.parametrize("lineinfo", [True, False], ids=["lineinfo", "no-lineinfo"])
def test_a_trace_compiles_what_the_plain_script_compiles(lineinfo: bool, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # The kernel calls a DSL @cute.jit helper: the ops the DSL builds for it take the location of the
    # first frame outside the DSL, which must be the kernel's line, not cute-ir's watch on the DSL. The
    # script is named relative, through `..`, as Python then names its code (and the PTX its `.file`).
    (tmp_path / "src").mkdir()
    (tmp_path / "work").mkdir()
    (tmp_path / "src" / "kernel.py").write_bytes(DSL_JIT_HELPER_SCRIPT.read_bytes())
    script = "../src/kernel.py"
    plain = plain_compile(script, tmp_path / "plain", lineinfo=lineinfo, cwd=tmp_path / "work")
    monkeypatch.chdir(tmp_path / "work")
    (traced,) = trace_script(script, [], tmp_path / "trace", arch="sm_90a", lineinfo=lineinfo)
    assert traced.artifact_text("ptx").encode() == plain.ptx
    assert traced.path(traced.artifacts["cubin"].file).read_bytes() == plain.cubin
    assert "cute_ir" not in traced.input_ir()  # nor in the IR's locations, host side included
    if lineinfo:
        assert f'.file\t1 "{tmp_path}/work/../src/kernel.py"' in plain.ptx.decode()


def test_the_arch_recorded_is_the_one_the_compile_used(tmp_path: Path) -> None:
    # The script asks for sm_80 itself (cute.compile[cute.GPUArch("sm_80")]) under CUTE_DSL_ARCH=sm_90a.
    exported = CliRunner(env={"CUTE_DSL_ARCH": "sm_90a"}).invoke(
        main, ["trace", "-o", str(tmp_path / "a"), "--", str(SCRIPT), "compile-arch:sm_80", "compile"])
    assert exported.exit_code == ExitCode.OK, exported.output
    own, asked = load_trace(tmp_path / "a" / "001"), load_trace(tmp_path / "a" / "002")
    assert ".target sm_80" in own.artifact_text("ptx") and own.arch == "sm_80"
    assert own.kernel.compile_options["arch-from"] == "the script's --gpu-arch, not CUTE_DSL_ARCH=sm_90a"
    assert asked.arch == "sm_90a" and asked.kernel.compile_options["arch-from"] == "CUTE_DSL_ARCH"
    assert ("arch: sm_80 (from the script's --gpu-arch, not CUTE_DSL_ARCH=sm_90a), sm_90a (from CUTE_DSL_ARCH)"
            in " ".join(exported.output.split()))
    # the same compile under CUTE_DSL_ARCH=sm_80: a diff of the two finds the same arch on both sides
    again = CliRunner(env={"CUTE_DSL_ARCH": "sm_80"}).invoke(
        main, ["trace", "-o", str(tmp_path / "b"), "--", str(SCRIPT), "compile-arch:sm_80"])
    assert again.exit_code == ExitCode.OK, again.output
    diffed = CliRunner().invoke(main, ["diff", str(tmp_path / "a" / "001"), str(tmp_path / "b" / "001")])
    assert diffed.exit_code == ExitCode.OK and "sm_90a" not in diffed.output, diffed.output


def test_a_method_is_named_after_the_objects_class_and_sessions_pair_by_it(tmp_path: Path) -> None:
    # RowOp defines __call__; Scale and Shift inherit it. Named after RowOp, the two compiles of each
    # session paired in compile order: Scale with Shift.
    script = Path(__file__).parent / "scripts" / "inherited_call.py"
    a, b = tmp_path / "a", tmp_path / "b"
    for out, order in ((a, ["Scale", "Shift"]), (b, ["Shift", "Scale"])):
        result = CliRunner().invoke(main, ["trace", "-q", "-o", str(out), "--", str(script), *order])
        assert result.exit_code == ExitCode.OK, result.output
    first = load_trace(a / "001").kernel
    assert first.name == "Scale.__call__" and first.entry == "RowOp.__call__"  # where it is defined, kept
    pairing = pair_sessions(load_session(a), load_session(b))
    assert [(x.kernel.name, y.kernel.name, y.root.name) for x, y in pairing.pairs] == [
        ("Scale.__call__", "Scale.__call__", "002"), ("Shift.__call__", "Shift.__call__", "001")]
    assert "2.000000e+00" in load_trace(a / "001").input_ir() and "2.000000e+00" in load_trace(b / "002").input_ir()
    diffed = CliRunner().invoke(main, ["diff", str(a), str(b)])
    assert diffed.exit_code == ExitCode.OK, diffed.output  # each kernel against itself: identical


def test_the_compile_options_a_script_chose_are_recorded(tmp_path: Path) -> None:
    out = tmp_path / "t"
    code, output = trace(out, "compile-with:--generate-line-info --enable-tvm-ffi", "compile-line-info", "compile")
    assert code == ExitCode.OK, output
    given, bracketed, plain = (load_trace(out / f"00{n}").kernel.compile_options for n in (1, 2, 3))
    assert given["--generate-line-info"] == "true" and given["--enable-tvm-ffi"] == "true"
    assert bracketed["--generate-line-info"] == "true" and "--enable-tvm-ffi" not in bracketed
    assert not any(key.startswith("--") for key in plain)  # nothing chosen, nothing recorded
    assert plain["arch"] == "sm_90a"


def test_nothing_compiled_says_when_the_script_never_imported_the_dsl(tmp_path: Path) -> None:
    (tmp_path / "plain.py").write_text("print('no kernels here')\n")
    (tmp_path / "helper.py").write_text("from cutlass import cute\n")
    (tmp_path / "through_helper.py").write_text("import helper\n")
    never = CliRunner().invoke(main, ["trace", "-o", str(tmp_path / "a"), "--", str(tmp_path / "plain.py")])
    assert never.exit_code == ExitCode.BAD_INPUT
    assert "no kernel was compiled" in never.output and "it never imported the CuTe DSL" in never.output
    imported = CliRunner().invoke(main, ["trace", "-o", str(tmp_path / "b"), "--", str(tmp_path / "through_helper.py")])
    assert imported.exit_code == ExitCode.BAD_INPUT
    assert "never imported" not in imported.output and "never called cute.compile" in imported.output
