"""`cute-ir replay`: a reproducer runs as the DSL ran it, and says "reproduced" only for the recorded failure.

One failing compile (invalid inline PTX: ptxas fails in the binary pass) is traced once per module;
each test copies its reproducer and breaks or changes it.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.capture.parent import replay_reproducer
from cute_ir.errors import BadInputError, CompilerCrashedError, ExitCode, ReplayDiffersError
from cute_ir.capture.replay.repro import REPRO_FILE, SCRIPT_FILE, error_lines, load_reproducer, same_error
from cute_ir.trace import load_trace

SCRIPTS = Path(__file__).parent / "scripts"


def invoke(*args: object) -> tuple[int, str]:
    result = CliRunner().invoke(main, [str(a) for a in args])
    return result.exit_code, result.output


@pytest.fixture(scope="module")
def failed_trace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("replay") / "t"
    code, output = invoke("trace", "--out", out, "--", SCRIPTS / "failing_pass_kernel.py")
    assert code == ExitCode.COMPILE_FAILED, output
    return out / "001"


@pytest.fixture
def repro(failed_trace: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "failure"
    shutil.copytree(failed_trace / "failure", copy)
    return copy


def edit_meta(repro: Path, **changes: object) -> None:
    meta = json.loads((repro / REPRO_FILE).read_text())
    meta.update(changes)
    (repro / REPRO_FILE).write_text(json.dumps(meta))


def test_the_reproducer_records_how_the_dsl_ran_and_labels_its_claims(failed_trace: Path) -> None:
    trace = load_trace(failed_trace)
    repro = load_reproducer(failed_trace)
    assert (repro.dsl_version, repro.dsl_variant) == (trace.dsl_version, trace.dsl_variant)
    # measured from Compiler.compile's arguments and the DSL's context: verifier off, one thread
    assert repro.run_as == {"verifier": False, "multithreading": False}
    assert set(repro.claims) == {"input.mlirbc", "pipeline.txt", "failing pass", "before.mlir"}
    assert all(claim.split(":")[0] in ("exact", "approximate") for claim in repro.claims.values())
    assert set(repro.sha256) == {"input.mlirbc", "pipeline.txt", "before.mlir", "pass.txt"}


def test_the_same_error_is_reproduced_whole_and_single(failed_trace: Path) -> None:
    code, output = invoke("replay", failed_trace)
    assert code == ExitCode.COMPILE_FAILED and "reproduced: the same error" in output, output
    code, output = invoke("replay", "--single", failed_trace)
    assert code == ExitCode.COMPILE_FAILED and "the same error in pass" in output and "cuda-to-binary" in output


def test_an_edited_input_is_corrupt_not_reproduced(repro: Path) -> None:
    data = bytearray((repro / "input.mlirbc").read_bytes())
    data[len(data) // 2] ^= 0xFF
    (repro / "input.mlirbc").write_bytes(bytes(data))
    code, output = invoke("replay", repro)
    assert code == ExitCode.BAD_INPUT, output
    assert "corrupt" in output and "reproduced" not in output.replace("not reproduce", "")


def test_an_unparsable_input_without_hashes_is_corrupt_not_reproduced(repro: Path) -> None:
    edit_meta(repro, sha256={})
    (repro / "before.mlir").write_text("module { this is not IR }\n")
    code, output = invoke("replay", "--single", repro)
    assert code == ExitCode.BAD_INPUT and "does not parse" in output, output
    (repro / "pipeline.txt").write_text("builtin.module(no-such-pass)\n")
    code, output = invoke("replay", repro)
    assert code == ExitCode.BAD_INPUT and "not the DSL's cute-to-nvvm" in output, output


@pytest.mark.parametrize("meta", ["[1, 2]", "{not json", '{"dsl_version": 4}'])
def test_a_malformed_repro_json_is_bad_input(repro: Path, meta: str) -> None:
    (repro / REPRO_FILE).write_text(meta)
    code, output = invoke("replay", repro)
    assert code == ExitCode.BAD_INPUT and "malformed" in output and "Traceback" not in output, output


def test_another_error_than_the_recorded_one_is_not_reproduced(repro: Path) -> None:
    edit_meta(repro, message="error: 'llvm.call' op incorrect number of operands for callee")
    code, output = invoke("replay", repro)
    assert code == ExitCode.DIFFERENT and output.startswith("error: did not reproduce"), output


def test_a_recorded_crash_is_not_reproduced_by_an_error(repro: Path) -> None:
    edit_meta(repro, kind="crashed", signal="SIGSEGV", message="the compiler process died: SIGSEGV")
    code, output = invoke("replay", repro)
    assert code == ExitCode.DIFFERENT and "recorded failure was a crash" in output, output


def crashing_python(tmp_path: Path, signal_name: str) -> Path:
    """This interpreter, dying of a real signal the moment the replay opens the reproducer's input: a
    compiler that crashes mid-replay. (It must start cute-ir's child first: an interpreter that dies
    before the child's first report is a broken environment, exit 8, not a crash.)"""
    hooks = tmp_path / f"crash-{signal_name}"
    hooks.mkdir(exist_ok=True)
    (hooks / "sitecustomize.py").write_text(
        "import os, signal, sys\n"
        "def _crash(event, args):\n"
        "    if event == 'open' and str(args[0]).endswith('input.mlirbc'):\n"
        f"        os.kill(os.getpid(), signal.{signal_name})\n"
        "sys.addaudithook(_crash)\n"
    )
    python = hooks / "python"
    python.write_text(f'#!/bin/sh\nPYTHONPATH={hooks}${{PYTHONPATH:+:$PYTHONPATH}} exec {sys.executable} "$@"\n')
    python.chmod(python.stat().st_mode | stat.S_IEXEC)
    return python


def test_a_crash_reproduces_only_a_recorded_crash_with_its_signal(repro: Path, tmp_path: Path) -> None:
    with pytest.raises(ReplayDiffersError, match="the recorded failure was an error"):
        replay_reproducer(repro, single=False, python=crashing_python(tmp_path, "SIGSEGV"))
    edit_meta(repro, kind="crashed", signal="SIGSEGV", message="the compiler process died: SIGSEGV")
    with pytest.raises(CompilerCrashedError, match=r"reproduced: the compiler crashed \(SIGSEGV\)"):
        replay_reproducer(repro, single=False, python=crashing_python(tmp_path, "SIGSEGV"))
    with pytest.raises(ReplayDiffersError, match="SIGABRT"):
        replay_reproducer(repro, single=False, python=crashing_python(tmp_path, "SIGABRT"))


def test_the_reproducer_runs_under_the_release_that_failed(repro: Path, tmp_path: Path, monkeypatch) -> None:
    edit_meta(repro, dsl_version="4.5.3", dsl_variant="cu13")
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "no-envs"))
    code, output = invoke("replay", repro)
    assert code == ExitCode.ENVIRONMENT and "4.5.3+cu13" in output and "env add" in output, output


def test_the_standalone_script_needs_no_cute_ir(failed_trace: Path, tmp_path: Path) -> None:
    script = (failed_trace / "failure" / SCRIPT_FILE).read_text()
    assert "cute_ir" not in script and "enable_verifier(False)" in script and "enable_multithreading(False)" in script
    copy = tmp_path / "bug-report"
    shutil.copytree(failed_trace / "failure", copy)
    # cute-ir made unimportable: a package of its name that refuses to load comes first on the path
    shadow = tmp_path / "shadow" / "cute_ir"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('cute-ir is not installed here')\n")
    env = {**os.environ, "PYTHONPATH": str(shadow.parent)}
    found = subprocess.run([sys.executable, "-c", "import cute_ir"], env=env, capture_output=True, text=True,
                           cwd=tmp_path)
    assert found.returncode != 0, "cute_ir must not be importable in this check"
    ran = subprocess.run([sys.executable, str(copy / SCRIPT_FILE)], env=env, capture_output=True, text=True,
                         cwd=tmp_path, timeout=600)
    assert ran.returncode != 0 and "Unknown modifier '.ptx'" in ran.stderr, ran.stderr[-2000:]


def test_error_lines_drop_locations_and_wrappers() -> None:
    real = "error: PTX assembly failed\n  ptxas application ptx input, line 29; error   : Unknown modifier '.ptx'"
    replayed = (
        "MLIRError: Failure while executing pass pipeline:\n"
        'error: "<module>"("k.py":14:0): PTXAS_ERROR_COMPILATION, ptxas log: ptxas application ptx input, '
        "line 29; error   : Unknown modifier '.ptx'"
    )
    assert error_lines(real) == ["ptxas application ptx input, line 29; error : Unknown modifier '.ptx'"]
    assert same_error(real, replayed)
    assert not same_error(real, "error: 'llvm.call' op incorrect number of operands")


def test_a_crash_is_labelled_with_the_release_of_the_process_that_crashed(tmp_path: Path) -> None:
    """The parent assembles a crashed compile's trace; it runs its own DSL, not the one that crashed."""
    from cute_ir.capture.record.assemble import CompileContext, assemble_trace
    from cute_ir.capture.record.journal import CompileRecorder, Event

    root = tmp_path / "001"
    recorder = CompileRecorder(root)
    recorder.record_input('module {\n  func.func @f() {\n    return\n  }\n}\n', b"ML\xefR")
    recorder.event(Event.BEGIN, strategy="replay", pipeline="builtin.module(canonicalize)",
                   expanded="builtin.module(canonicalize)",
                   passes=[{"arg": "canonicalize", "options": "", "anchor": "builtin.module"}],
                   run_as={"verifier": False, "multithreading": False}, dsl=["4.5.3", "cu13"])
    recorder.event(Event.RUNNING, index=1)
    recorder.close()
    trace = assemble_trace(root, CompileContext("4.8.1", "cu12", "sm_90a"), crashed="SIGSEGV")
    assert (trace.dsl_version, trace.dsl_variant) == ("4.5.3", "cu13")
    repro = load_reproducer(root)
    assert (repro.dsl_version, repro.dsl_variant, repro.kind, repro.signal) == ("4.5.3", "cu13", "crashed", "SIGSEGV")
    assert "4.5.3" in (root / "failure" / SCRIPT_FILE).read_text() and "[cu13]" in (root / "failure" / SCRIPT_FILE).read_text()


def test_a_real_compiler_crash_is_reproduced_as_a_crash(tmp_path: Path) -> None:
    """Inline PTX whose constraints do not match its operands segfaults NVVM in the binary pass."""
    out = tmp_path / "t"
    code, output = invoke("trace", "--out", out, "--", SCRIPTS / "crashing_inline_asm.py")
    if code != ExitCode.COMPILER_CRASHED:
        pytest.skip(f"this DSL release does not crash on the kernel (exit {code})")
    assert "SIGSEGV" in output
    repro = load_reproducer(out / "001")
    assert (repro.kind, repro.signal, repro.pass_arg) == ("crashed", "SIGSEGV", "cuda-to-binary")
    for single in ([], ["--single"]):
        code, output = invoke("replay", *single, out / "001")
        assert code == ExitCode.COMPILER_CRASHED and "reproduced: the compiler crashed (SIGSEGV)" in output, output
    copy = tmp_path / "corrupt"
    shutil.copytree(out / "001" / "failure", copy)
    with (copy / "input.mlirbc").open("ab") as data:
        data.write(b"x")
    code, output = invoke("replay", copy)
    assert code == ExitCode.BAD_INPUT and "corrupt" in output, "a corrupted crash reproducer is never reproduced"


# ---- a resealed reproducer runs only what the DSL itself makes of its pipeline (issue 35, M) ----------

def reseal(repro: Path, name: str, text: str) -> None:
    """`name` replaced by `text`, its hash in repro.json recomputed: what a hostile sender does."""
    from cute_ir.fsutil import sha256_bytes

    (repro / name).write_text(text)
    meta = json.loads((repro / REPRO_FILE).read_text())
    meta["sha256"][name] = sha256_bytes(text.encode())
    (repro / REPRO_FILE).write_text(json.dumps(meta))


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    path = tmp_path / "victim.txt"
    path.write_text("a user's file\n")
    return path


def test_a_resealed_single_pass_that_writes_a_file_is_refused(repro: Path, victim: Path) -> None:
    reseal(repro, "pass.txt", f"builtin.module(snapshot-op-locations{{filename={victim}}})\n")
    code, output = invoke("replay", "--single", repro)
    assert code == ExitCode.BAD_INPUT and "not run" in output, output
    assert victim.read_text() == "a user's file\n"


def test_a_resealed_pipeline_runs_no_pass_the_dsl_does_not_append(repro: Path, victim: Path) -> None:
    pipeline = (repro / "pipeline.txt").read_text().strip()
    reseal(repro, "pipeline.txt", pipeline[:-1] + f",snapshot-op-locations{{filename={victim}}})\n")
    code, output = invoke("replay", repro)
    assert code == ExitCode.BAD_INPUT and "not the DSL's cute-to-nvvm" in output, output
    assert victim.read_text() == "a user's file\n"


def test_a_file_option_of_the_failing_pass_is_redirected_and_the_failure_still_reproduced(repro: Path,
                                                                                         victim: Path) -> None:
    single = (repro / "pass.txt").read_text()
    assert "dump-ptx-path=" in single
    reseal(repro, "pass.txt", single.replace("dump-ptx-path=", f"dump-ptx-path={victim}", 1))
    code, output = invoke("replay", "--single", repro)
    assert code == ExitCode.COMPILE_FAILED and "the same error in pass" in output, output
    assert victim.read_text() == "a user's file\n"


def test_a_library_the_pipeline_links_is_copied_into_the_reproducer_and_read_from_there(failed_trace: Path,
                                                                                      tmp_path: Path) -> None:
    """A library's cached .ptx given to the pipeline by path (`link-libraries=`): the reproducer holds a copy with
    its hash, and replay links that copy, checked, never the path outside (gone, or edited, by then)."""
    from cute_ir.capture.replay.repro import admitted_pipeline, write_reproducer

    cache = tmp_path / "cache" / "kernel.ptx"
    cache.parent.mkdir()
    cache.write_text("// a library's cached PTX\n")
    root = tmp_path / "trace"
    shutil.copytree(failed_trace, root)
    shutil.rmtree(root / "failure")
    trace = load_trace(root)
    trace.pipeline = trace.pipeline.replace("cubin-format=bin", f"cubin-format=bin link-libraries={cache}", 1)
    assert str(cache) in trace.pipeline
    write_reproducer(trace, root, [])
    repro = load_reproducer(root)
    copy = repro.libraries[str(cache)]
    assert (repro.root / copy).read_text() == cache.read_text() and copy in repro.sha256
    cache.unlink()
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    linked = admitted_pipeline(repro, single=False, scratch=scratch)
    assert str(cache) not in linked and f"link-libraries={scratch}/libraries/01-kernel.ptx" in linked
    (repro.root / copy).write_text("edited\n")
    with pytest.raises(BadInputError, match="does not match its hash"):
        admitted_pipeline(repro, single=False, scratch=scratch)
    edit_meta(repro.root, libraries={})
    with pytest.raises(BadInputError, match="a file it does not hold"):
        admitted_pipeline(load_reproducer(root), single=False, scratch=scratch)
