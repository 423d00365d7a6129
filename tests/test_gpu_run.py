"""cute_ir.gpu.run and `cute-ir run`: the CPU-checkable parts here, the real GPU runs marked `gpu`."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from checked_instances import checked_instances
from cute_ir.problems.base import TOLERANCES
from cute_ir import kernels, registry
from cute_ir.gpu import run as gpu_run
from cute_ir.cli import main
from cute_ir.errors import BadInputError, ChildTimeoutError, ExitCode, NoGPUError, ScriptFailedError
from gpu_reports import assert_every_case_passed


def test_parse_shape() -> None:
    assert gpu_run.parse_shape("1000,1048") == (1000, 1048)
    assert gpu_run.parse_shape("200,136,72") == (200, 136, 72)
    for bad in ("1000", "a,b", "0,4", "1,2,3,4", "1_000,4", "+5,4", "\u0661\u0662,4", "\uff15,4"):  # issue 35
        with pytest.raises(BadInputError, match="--shape"):
            gpu_run.parse_shape(bad)


def test_a_run_goes_through_the_shared_child_runner_and_its_error_comes_back_by_class(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The GPU run's child is started by cute_ir.process.children (time-out, Ctrl-C: tests/test_children.py);
    on a machine without CUDA the child fails to make its operands, and the parent raises that failure as
    the class of the exit code the child reported (7), with the child's message."""
    pytest.importorskip("torch")
    started = []
    real_run_child = gpu_run.run_child
    monkeypatch.setattr(gpu_run, "require_gpu", lambda: None)
    monkeypatch.setattr(gpu_run, "require_capability", lambda kernel: None)  # no device to ask here
    monkeypatch.setattr(gpu_run, "run_child", lambda *a, **k: started.append(a) or real_run_child(*a, **k))
    with pytest.raises(ScriptFailedError, match="checking elementwise_add_sm80_f32_v128 failed") as failed:
        gpu_run.run_instance("elementwise_add_sm80_f32_v128", timeout=300)
    assert failed.value.exit_code == ExitCode.SCRIPT_FAILED
    assert [(module, request.kernel, request.cases) for module, request in started] == [
        ("cute_ir.gpu.run", "elementwise_add_sm80_f32_v128", [{"distribution": "normal", "shape": None}])]


def test_no_torch_is_no_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)  # import torch raises ImportError
    with pytest.raises(NoGPUError, match="torch is not installed"):
        gpu_run.require_gpu()


def test_cli_run_without_gpu_exits_no_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)
    result = CliRunner().invoke(main, ["run", "elementwise_add_sm80_f32_v128"])
    assert result.exit_code == ExitCode.NO_GPU, result.output
    assert "needs torch with CUDA" in result.output


def test_cli_run_unknown_kernel_suggests() -> None:
    result = CliRunner().invoke(main, ["run", "softmax_sm80_f16_t12"])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "softmax_sm80_f16_t128" in result.output


@pytest.fixture
def torch_cpu() -> Any:
    return pytest.importorskip("torch")


def test_compare_reports_max_errors_and_first_mismatch(torch_cpu: Any) -> None:
    expected = torch_cpu.ones(3, 4, dtype=torch_cpu.float64)
    got = expected.clone()
    got[1, 2] = 1.5
    got[2, 0] = float("nan")
    report = gpu_run._compare("k", {}, got, expected, 1e-3, 1e-6, "cpu", 0.0, 0.0, distribution="large")
    assert not report.ok and report.mismatches == 2 and report.first_mismatch == [1, 2]
    assert report.first_mismatch_values == [1.5, 1.0]
    assert report.to_json()["max_abs_error"] == "nan"
    assert "[large]" in report.describe_failure() and "out(1, 2): got 1.5, expected 1" in report.describe_failure()
    close = gpu_run._compare("k", {}, expected * (1 + 1e-5), expected, 1e-3, 1e-6, "cpu", 0.0, 0.0)
    assert close.ok and close.first_mismatch is None and close.max_rel_error == pytest.approx(1e-5)


def _report(ok: bool, distribution: str, refused: str | None = None) -> gpu_run.RunReport:
    return gpu_run.RunReport(
        kernel="k", distribution=distribution, shapes={"out": [2, 3]}, ok=ok, max_abs_error=0.0 if ok else 0.5,
        max_rel_error=0.0 if ok else 0.5, mismatches=0 if ok else 1, first_mismatch=None if ok else [1, 2],
        first_mismatch_values=None if ok else [1.5, 1.0], rtol=1e-3, atol=1e-6, device="cpu", compile_s=0.0, run_s=0.0,
        refused=refused,
    )


def test_the_gpu_tests_verdict_names_every_failed_case_and_passes_when_none_failed() -> None:
    """tests/gpu_reports.py, the one assertion of the GPU tests."""
    assert_every_case_passed([_report(True, "normal"), _report(True, "large")])
    with pytest.raises(AssertionError) as failed:
        assert_every_case_passed([_report(True, "normal"), _report(False, "large"), _report(False, "nan", refused="too big")])
    message = str(failed.value)
    assert message.startswith("2 of 3 cases failed:\n")
    assert "k [large] out (2, 3)" in message and "first at out(1, 2): got 1.5, expected 1" in message
    assert "k [nan] out (2, 3): refused: too big" in message and "[normal]" not in message


def test_compare_matches_nan_and_infinities_only_where_the_reference_has_them(torch_cpu: Any) -> None:
    torch = torch_cpu
    expected = torch.tensor([float("nan"), float("inf"), -float("inf"), 1.0], dtype=torch.float64)
    same = gpu_run._compare("k", {}, expected.clone(), expected, 1e-3, 0.0, "cpu", 0.0, 0.0)
    assert same.ok, same
    swapped = torch.tensor([0.0, -float("inf"), -float("inf"), float("nan")], dtype=torch.float64)
    report = gpu_run._compare("k", {}, swapped, expected, 1e-3, 0.0, "cpu", 0.0, 0.0)
    assert report.mismatches == 3 and report.first_mismatch == [0]


def test_compare_rounds_the_reference_to_the_output_dtype(torch_cpu: Any) -> None:
    """f16 a + b = 70000 overflows: the best an f16 output can hold is inf, which is right."""
    torch = torch_cpu
    got = torch.tensor([float("inf"), 1.0], dtype=torch.float16)
    expected = torch.tensor([70000.0, 1.0], dtype=torch.float64)
    assert gpu_run._compare("k", {}, got, expected, 2e-3, 0.0, "cpu", 0.0, 0.0).ok


def test_gemm_tolerance_grows_with_sqrt_k_and_magnitudes(torch_cpu: Any) -> None:
    torch = torch_cpu
    gemm = registry.get_kernel("gemm_sm80_tn_f16_128x256x64_s3")
    args = gpu_run._torch_arguments(gemm.example_arguments(), (4, 8, 4096), device="cpu")
    _, atol = gpu_run._tolerance(gemm, args)
    magnitudes = args.A.double().abs().matmul(args.B.double().abs())
    assert torch.allclose(atol, TOLERANCES["f16"][1] + 64 * 2.0**-23 * magnitudes)
    doubled = gpu_run._torch_arguments(gemm.example_arguments(), (4, 8, 4 * 4096), device="cpu")
    _, wider = gpu_run._tolerance(gemm, doubled)
    assert 6 < float(wider.mean() / atol.mean()) < 10  # sqrt(4) x (|A||B| grows 4x)


@pytest.mark.parametrize("name", checked_instances())  # NVIDIA's operators: tests/test_gpu_operators.py
def test_every_instance_has_operands_and_a_reference(torch_cpu: Any, name: str) -> None:
    """The GPU check can build each instance's problem in its layouts and knows its expected output."""
    kernel = registry.get_kernel(name)
    example = kernel.example_arguments()
    args = gpu_run._torch_arguments(example, None, device="cpu")
    assert kernel.supports(args), kernel.supports(args).error
    for operand_name, operand in args.operands().items():
        spec = example.operands()[operand_name]
        order = sorted(range(len(spec.shape)), key=lambda dim: spec.stride[dim])
        assert sorted(range(operand.dim()), key=lambda dim: operand.stride(dim)) == order
    assert args.output().isnan().all()
    assert gpu_run._reference(kernel, args).shape == args.output().shape
    rtol, atol = gpu_run._tolerance(kernel, args)
    assert 0 < rtol < 0.05 and 0 < float(torch_cpu.as_tensor(atol).max()) < 0.05


def test_shape_override_reaches_every_operand(torch_cpu: Any) -> None:
    rms = registry.get_kernel("rmsnorm_sm80_f32_t128").example_arguments()
    args = gpu_run._torch_arguments(rms, (5, 24), device="cpu")
    assert args.input.shape == (5, 24) and args.weight.shape == (24,) and args.out.shape == (5, 24)
    gemm = registry.get_kernel("gemm_naive_sm80_f64_nt_16x16").example_arguments()
    args = gpu_run._torch_arguments(gemm, (7, 9, 3), device="cpu")
    assert (args.A.shape, args.B.shape, args.out.shape) == ((7, 3), (3, 9), (7, 9))
    with pytest.raises(BadInputError, match="M,N,K"):
        gpu_run._torch_arguments(gemm, (7, 9), device="cpu")


def test_an_artifact_runs_only_arguments_of_its_specialization(torch_cpu: Any) -> None:
    """Compiled for whole vectors, it refuses a ragged row before touching memory (no misaligned access)."""
    torch = torch_cpu
    kernel = registry.get_kernel("softmax_sm80_f32_t128")
    aligned = kernels.RowReductionArguments(torch.zeros(4, 64), torch.zeros(4, 64))
    artifact = kernel.compile(aligned)
    assert artifact.specialization == (4,)
    ragged = kernels.RowReductionArguments(torch.zeros(4, 63), torch.zeros(4, 63))
    with pytest.raises(BadInputError, match=r"compiled for specialization \(4,\), these arguments need \(1,\)"):
        kernel.run(ragged, artifact)


def test_one_artifact_layout_for_every_row_length(torch_cpu: Any) -> None:
    """A 3x1 input has stride 1 in both dims; it must be marked dynamic along the metadata's
    contiguous dim like any other, or its artifact compiles a static row stride of 1 and a later
    3x2047 run reads and writes the wrong rows (an illegal address on the H100)."""
    torch = torch_cpu
    kernel = registry.get_kernel("softmax_sm80_f32_t128")

    def layout(columns: int) -> str:
        tensor = kernel._tensors(kernels.RowReductionArguments(torch.zeros(3, columns), torch.zeros(3, columns)))["input"]
        return str(tensor).split(" o ")[1]

    assert layout(1) == layout(2047) == "(?,?):(?{i64},1)>"


def test_cli_run_refused_distribution_exits_bad_input() -> None:
    result = CliRunner().invoke(main, ["run", "rmsnorm_sm80_f32_t128", "--values", "inf"])
    assert result.exit_code == ExitCode.BAD_INPUT, result.output
    assert "not checked on inf" in result.output


# -- on the GPU ---------------------------------------------------------------------------------------


@pytest.mark.gpu
def test_gpu_run_reports_a_pass() -> None:
    report = gpu_run.run_instance("elementwise_add_sm80_f32_v128", (1000, 1048), timeout=300)
    assert report.ok, report
    # one fp32 rounding of the exact (float64) sum: at most half an ulp
    assert report.max_rel_error <= 2.0**-24 and report.first_mismatch is None


@pytest.mark.gpu
def test_gpu_run_kills_a_child_past_its_timeout() -> None:
    with pytest.raises(ChildTimeoutError):
        gpu_run.run_instance("softmax_sm80_f32_t128", timeout=1)


@pytest.mark.gpu
def test_cli_run_json() -> None:
    import json

    result = CliRunner().invoke(main, ["run", "softmax_sm80_f16_t128", "--shape", "33,4104", "--json"])
    assert result.exit_code == 0, result.output
    [report] = json.loads(result.output)
    assert report["ok"] and report["shapes"]["input"] == [33, 4104] and report["specialization"] == [8]


@pytest.mark.gpu
def test_cli_run_values_shapes_and_bench() -> None:
    """Several distributions and shapes in one child; each case timed against torch."""
    import json

    result = CliRunner().invoke(main, [
        "run", "softmax_sm80_bf16_t256", "--values", "large,masked", "--shape", "5,33", "--shape", "4,4096",
        "--bench", "--json",
    ])
    assert result.exit_code == 0, result.output
    reports = json.loads(result.output)
    assert [(r["distribution"], r["shapes"]["input"]) for r in reports] == [
        ("large", [5, 33]), ("masked", [5, 33]), ("large", [4, 4096]), ("masked", [4, 4096])]
    assert [r["specialization"] for r in reports] == [[1], [1], [8], [8]]
    assert all(r["bench"]["ms"] > 0 and r["bench"]["gbps"] > 0 and r["bench"]["torch_ms"] > 0 for r in reports)


def test_run_table_keeps_whole_cells_in_a_log(capsys: pytest.CaptureFixture[str], torch_cpu: Any) -> None:
    """Piped to a file, the table is not squeezed into 80 columns (names and shapes stay readable)."""
    from cute_ir.cli import run_cmd

    expected = torch_cpu.ones(4, 100003, dtype=torch_cpu.float64)
    report = gpu_run._compare("softmax_sm80_bf16_t256", {"input": [4, 100003], "out": [4, 100003]}, expected,
                              expected, 1e-3, 0.0, "cpu", 0.0, 0.0, distribution="equal_negative")
    report.bench = {"ms": 0.0123, "torch_ms": 0.0456, "ratio": 3.7, "gbps": 1234.0, "tflops": None}
    run_cmd._print([report], None)
    out = capsys.readouterr().out
    assert "equal_negative" in out and "4x100003 4x100003" in out and "1234 GB/s" in out


def test_the_bench_scripts_rows_summarise_their_check_and_print_as_they_land(capsys: pytest.CaptureFixture) -> None:
    """bench/kernel_rows.py, what bench/conv2d.py, gemm_epilogue.py, gemm_splitk.py and gemm_grouped.py share."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("kernel_rows", Path(__file__).resolve().parents[1] / "bench" / "kernel_rows.py")
    kernel_rows = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(kernel_rows)  # type: ignore[union-attr]
    passed = dataclasses.replace(_report(True, "normal"), max_abs_error=0.00123456)
    assert kernel_rows.check_summary(passed) == "0 mismatches, max abs error 0.00123"
    assert kernel_rows.check_summary(_report(False, "large")) == _report(False, "large").describe_failure()
    rows: list[dict] = []
    kernel_rows.keep(rows, {"kernel": "k"}, "k 1.000 ms")
    assert rows == [{"kernel": "k"}] and capsys.readouterr().out == "k 1.000 ms\n"
    options = kernel_rows.parser("what it times").parse_args(["--json", "out.json"])
    assert options.json == Path("out.json")


def test_a_bench_script_ends_with_its_rows_and_what_they_ran_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """bench/*.py end through gpu.bench.finish_rows: the JSON names the device, the DSL release as the catalogue
    reads it and torch; the exit status is 1 when any row was wrong."""
    torch = pytest.importorskip("torch")
    from cute_ir.gpu.bench import finish_rows
    from cute_ir.releases.catalogue import format_spec, imported_dsl

    monkeypatch.setattr(torch.cuda, "get_device_name", lambda *_: "a GPU")
    rows = [{"kernel": "k", "correct": True}, {"kernel": "m", "correct": False}]
    assert finish_rows(rows, tmp_path / "rows.json") == 1 and finish_rows(rows[:1], None) == 0
    written = json.loads((tmp_path / "rows.json").read_text())
    assert written == {"device": "a GPU", "dsl_version": format_spec(*imported_dsl()), "torch": torch.__version__,
                       "rows": rows}


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "0"])
def test_run_refuses_a_time_limit_that_is_no_limit(value: str) -> None:
    """Issue 35: `run --timeout nan` was accepted (nan < 1 is false); a usage error before anything runs."""
    from click.testing import CliRunner

    from cute_ir.cli import main

    result = CliRunner().invoke(main, ["run", "elementwise_add_sm80_f32_v128", "--timeout", value])
    assert result.exit_code == 2 and "--timeout" in result.output
