"""The DSL's own ptxas report, asked of the binary pass cute-ir runs again (spill bytes and barriers)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from small_kernel import SMALL_KERNEL

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.replay.ptxas_report import reporting, take_report
from cute_ir.releases.catalogue import PTXAS_REPORT_ATTRIBUTE, installed_dsl

_DEFAULTS = (
    "{collect-compiler-diagnostics=false cubin-triple=nvptx64-nvidia-cuda nvvm-options= opt-level=3 ptx-options= "
    "toolkit=}"
)
_REPLAY_SKIP = pytest.mark.skipif(installed_dsl()[0] < "4.6",
                                  reason="cute-ir runs the binary pass again from DSL 4.6 on")
_COLLECTING = _DEFAULTS.replace("collect-compiler-diagnostics=false", "collect-compiler-diagnostics=true")


def test_the_binary_pass_at_its_defaults_is_asked_for_the_report() -> None:
    asked = reporting(PipelinePass("cuda-to-binary", _DEFAULTS))
    assert asked is not None
    assert " collect-compiler-diagnostics=true " in f" {asked.options[1:-1]} "
    assert " ptx-options=-v " in f" {asked.options[1:-1]} "
    assert asked.options.replace("=true", "=false").replace("-v ", " ") == _DEFAULTS


def test_v_joins_the_options_the_binary_pass_hands_ptxas_with_line_info() -> None:
    asked = reporting(PipelinePass("cuda-to-binary", _DEFAULTS.replace("ptx-options= ", "ptx-options={ -lineinfo} ")))
    assert asked is not None and " ptx-options={ -lineinfo -v} " in asked.options
    assert asked.options.startswith("{collect-compiler-diagnostics=true ")


@pytest.mark.parametrize(
    "spec",
    [
        PipelinePass("canonicalize", "{max-iterations=10}"),
        PipelinePass("cuda-to-binary", _COLLECTING),
        PipelinePass("cuda-to-binary", _DEFAULTS.replace("ptx-options= ", "ptx-options={ -lineinfo -v} ")),
        PipelinePass("gpu-module-to-binary", "{opts= toolkit=}"),  # a release without the options
        PipelinePass("cuda-to-binary", ""),
    ],
    ids=["another-pass", "user-collects-diagnostics", "user-asks-for-v", "older-release", "no-options"],
)
def test_a_pass_that_cannot_report_without_changing_its_ir_is_left_as_it_is(spec: PipelinePass) -> None:
    assert reporting(spec) is None


def test_the_report_is_taken_off_the_binary_ops_without_its_compile_time() -> None:
    from cutlass._mlir import ir

    log = (
        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\\0A"
        "ptxas info    : Used 40 registers, used 1 barriers\\0A"
        "ptxas info    : Compile time = 12.5 ms\\0A"
    )
    text = (
        f'"test.binary"() {{sym_name = "kernels", {PTXAS_REPORT_ATTRIBUTE} = ["{log}"]}} : () -> ()\n'
        '"test.binary"() {sym_name = "other"} : () -> ()\n'
    )
    context = ir.Context()
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(text, context=context)
    assert take_report(module) == (
        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
        "ptxas info    : Used 40 registers, used 1 barriers\n"
    )
    assert PTXAS_REPORT_ATTRIBUTE not in str(module)
    assert take_report(module) is None


_CAPTURE = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from cute_ir import registry
    from cute_ir.capture.dsl import replaying, strategy
    from cute_ir.capture import capture_compiles
    from cute_ir.capture.record.assemble import CompileContext, assemble_trace
    from cute_ir.capture.extract.cubin import ptxas_verbose
    from cute_ir.releases.catalogue import installed_dsl

    started = []
    strategy.start_ptxas = lambda ptx, cubin: started.append(str(ptx))
    # sys.argv[3]: how the cubin of the binary pass that reports compares with the real one, check by check
    verdicts = [answer == "real" for answer in sys.argv[3].split(",")]
    real_check = replaying.ReplayStrategy._replay_cubin_is_real
    replaying.ReplayStrategy._replay_cubin_is_real = lambda self: verdicts.pop(0) and real_check(self)
    kernel = registry.get_kernel(sys.argv[2])
    with capture_compiles(Path(sys.argv[1])) as session:
        kernel.compile(kernel.example_arguments())
    version, variant = installed_dsl()
    trace = assemble_trace(session.compiles[0], CompileContext(version, variant, "sm_90a"))
    binary = next(p for p in trace.passes if p.arg == "cuda-to-binary")
    external, _ = ptxas_verbose(trace.path(trace.artifacts["ptx"].file), trace.path(trace.artifacts["cubin"].file))
    print(json.dumps({
        "started": started,
        "artifacts": sorted(trace.artifacts),
        "binary_ir": trace.read_text(binary.ir_file),
        "resources": [[r.function, r.spill_store_bytes, r.spill_load_bytes, r.barriers] for r in trace.resources],
        "external": [[f, v["spill_stores"], v["spill_loads"], v["barriers"]] for f, v in sorted(external.items())],
        "notes": trace.notes,
        "cubin": trace.checkpoints[-1].status.value,
        "checks_left": len(verdicts),
    }))
""")


def capture(tmp_path: Path, cubin_checks: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _CAPTURE, str(tmp_path), SMALL_KERNEL, cubin_checks],
                          env={**os.environ, "CUTE_DSL_ARCH": "sm_90a"}, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


@_REPLAY_SKIP
def test_a_capture_takes_spills_and_barriers_from_the_dsls_own_ptxas(tmp_path: Path) -> None:
    found = capture(tmp_path, "real")
    assert found["started"] == []  # no separate `ptxas -v` ran
    assert "ptxas-report" in found["artifacts"]
    assert PTXAS_REPORT_ATTRIBUTE not in found["binary_ir"]  # the recorded IR is the pass's own
    assert found["resources"] == found["external"]  # the same numbers as ptxas -v on the real PTX
    assert not any("spill" in note for note in found["notes"]), found["notes"]


@_REPLAY_SKIP
def test_where_asking_for_the_report_changes_the_cubin_the_pass_runs_again_as_the_real_one_did(tmp_path: Path) -> None:
    # As on cu13, whose ptxas writes its command line (`-v`) into the cubin: the report is kept, from the
    # second run the cubin (and the IR after the pass) are the real pipeline's.
    found = capture(tmp_path, "changed,real")
    assert found["checks_left"] == 0 and found["started"] == []
    assert "ptxas-report" in found["artifacts"] and found["cubin"] == "identical"
    assert found["resources"] == found["external"]


@_REPLAY_SKIP
def test_a_report_whose_cubin_is_never_the_real_one_is_dropped_for_ptxas_v(tmp_path: Path) -> None:
    found = capture(tmp_path, "changed,changed")
    assert found["checks_left"] == 0
    assert "ptxas-report" not in found["artifacts"] and len(found["started"]) == 1  # ptxas -v runs instead
