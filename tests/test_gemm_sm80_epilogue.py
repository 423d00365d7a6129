"""Fused epilogues on the SM80 GEMM (kernels/gemm_sm80_epilogue.py): the epilogue tree of
cute_ir/problems/epilogue.py, gathered at each mma.sync accumulator's (m, n, l).

CPU: an instance's name, metadata and refusals; a tree over every leaf (C, bias_n, bias_m, alpha,
beta) compiles with run-time extents under serial split-K. GPU (marker `gpu`): every activation
against torch in float64 on the family's distributions (large magnitudes included) and ragged shapes;
the registered serial split-K instance stores through the same tree (tests/test_gemm_splitk.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.kernels.gemm_sm80 import Sm80GemmConfig
from cute_ir.kernels.gemm_sm80_epilogue import Sm80FusedGemmKernel
from cute_ir.kernels.gemm_splitk import Sm80SerialSplitKGemmKernel
from cute_ir.problems import EpilogueArguments, GemmArguments
from cute_ir.registry import OperandSpec, get_kernel
from gpu_reports import assert_every_case_passed

CONFIG = Sm80GemmConfig(128, 128, 64, stages=3, warps_m=2, warps_n=2)
EVERY_LEAF = "alpha * silu(acc + bias_m) + beta * C + bias_n"


def test_instance_name_metadata_and_refusals() -> None:
    kernel = Sm80FusedGemmKernel("tn", "f16", CONFIG, "bias_gelu", "gelu(alpha*acc + bias_n)")
    assert kernel.name == "gemm_sm80_tn_f16_128x128x64_s3_bias_gelu"
    assert kernel.metadata.epilogue == "gelu(alpha * acc + bias_n)" and kernel.metadata.min_cc == 80
    assert kernel.metadata.family == "gemm_sm80_epilogue" and kernel.metadata.tags["fusion"] == "bias_gelu"
    assert set(kernel.metadata.operands) == {"A", "B", "out", "bias_n"}
    example = kernel.example_arguments()
    assert kernel.supports(example)
    plain = GemmArguments(A=example.A, B=example.B, out=example.out)
    assert "operand 'bias_n': missing" in kernel.supports(plain).error
    other = GemmArguments(A=example.A, B=example.B, out=example.out,
                          epilogue=EpilogueArguments("relu(alpha * acc + bias_n)", bias_n=example.epilogue.bias_n))
    assert "this instance computes" in kernel.supports(other).error
    wrong_bias = GemmArguments(A=example.A, B=example.B, out=example.out,
                               epilogue=EpilogueArguments("gelu(alpha * acc + bias_n)", bias_n=OperandSpec("f16", (1000,))))
    assert "bias_n is (1000,), expected (1048,)" in kernel.supports(wrong_bias).error
    assert Sm80FusedGemmKernel.generate_kernels() == []  # no registered instance (golden/'s budget)


def _compile_with_run_time_extents(kernel: object) -> object:
    """Every operand and the workspace as a fake tensor of run-time extents and strides: the dynamic
    layouts a compile for real GPU tensors sees (the example's static compile, as goldened, does not)."""
    import cutlass.cute as cute

    from cute_ir.registry import dsl_compat

    args = kernel.example_arguments()
    tensors = {name: dsl_compat.dynamic_fake_tensor(spec) for name, spec in args.operands().items()}
    spec = kernel.workspace_spec(args)
    workspace = None if spec is None else dsl_compat.dynamic_fake_tensor(spec)
    return cute.compile(kernel.jit_function(), *kernel.jit_arguments(args, tensors, workspace, dsl_compat.fake_stream()))


def test_a_tree_over_every_leaf_compiles_under_serial_split_k_with_run_time_extents() -> None:
    """One compile (about 10 s): serial split-K's last slice stores through the fused SM80 epilogue, so
    this traces both (the registered instances' static compiles run in tests/test_kernels_compile.py)."""
    kernel = Sm80SerialSplitKGemmKernel("tn", "f16", CONFIG, 3, "every_leaf", EVERY_LEAF)
    assert kernel.name == "gemm_sm80_tn_f16_128x128x64_s3_serialk3_every_leaf"
    assert set(kernel.metadata.operands) == {"A", "B", "out", "C", "bias_n", "bias_m"}
    assert _compile_with_run_time_extents(kernel) is not None


# A user's script compiling α·acc + β·C with run-time extents, as `cute-ir trace` runs any script.
RUN_TIME_EXTENTS_SCRIPT = """
import cutlass.cute as cute
from cute_ir.kernels.gemm_sm80 import Sm80GemmConfig
from cute_ir.kernels.gemm_sm80_epilogue import Sm80FusedGemmKernel
from cute_ir.registry import dsl_compat

kernel = Sm80FusedGemmKernel("tn", "bf16", Sm80GemmConfig(128, 128, 64, 3, 2, 2), "lincomb", "alpha * acc + beta * C")
args = kernel.example_arguments()
tensors = {name: dsl_compat.dynamic_fake_tensor(spec) for name, spec in args.operands().items()}
cute.compile(kernel.jit_function(), *kernel.jit_arguments(args, tensors, None, dsl_compat.fake_stream()))
"""


def test_c_is_loaded_as_the_fragment_s_column_pairs_on_a_whole_tile_and_per_element_on_an_edge(tmp_path: Path) -> None:
    """With run-time extents (as on the GPU), alpha * acc + beta * C: a thread's 128 accumulators of a
    128x128 tile are 64 pairs of neighbouring columns, so C is 64 32-bit loads on a whole tile (and 128
    16-bit ones, clamped, on the edge tiles' path); every load is issued before the tree runs
    (kernels/gemm_sm80_epilogue.py says why). Captured as `cute-ir trace` captures a user's script."""
    from cute_ir.capture.parent import trace_script

    script = tmp_path / "lincomb.py"
    script.write_text(RUN_TIME_EXTENTS_SCRIPT)
    (trace,) = trace_script(script, [], tmp_path / "trace", arch="sm_90a", show_output=False)
    ptx = (trace.root / "artifacts" / "kernel.ptx").read_text()
    assert len(re.findall(r"\bld\.global\.b32\b", ptx)) == 64
    assert len(re.findall(r"\bld\.global\.b16\b", ptx)) == 128


def test_serial_instance_takes_the_tree_s_operands_with_its_example() -> None:
    kernel = get_kernel("gemm_sm80_tn_bf16_128x128x64_s3_serialk4_bias_relu")
    args = gpu_run._torch_arguments(kernel.example_arguments(), (24, 16, 64), device="cpu", distribution="large")
    assert tuple(args.epilogue.bias_n.shape) == (16,) and tuple(args.out.shape) == (1, 24, 16)
    assert kernel.supports(args)
    assert gpu_cases.problem_kind(kernel) == "gemm_epilogue"


# -- GPU ------------------------------------------------------------------------------------------

# every activation in one tree each, with C, a row or a column bias (the SM90 family's set, here on SM80)
TREES = {
    "bias_gelu": "gelu(alpha * acc + bias_n)",
    "bias_relu": "relu(alpha * acc + bias_n)",
    "silu_residual": "alpha * silu(acc + bias_m) + beta * C",
    "lincomb": "alpha * acc + beta * C",
    "sigmoid": "sigmoid(alpha * acc + bias_m)",
    "tanh": "tanh(alpha * acc + beta * C)",
    "leaky_relu": "leaky_relu(alpha * acc + bias_n, 0.01)",
    "hardswish": "hardswish(alpha * acc + bias_n)",
    "clamp": "clamp(alpha * acc + beta * C + bias_n, -1.0, 1.0)",
}
# ragged: M, N off the 128x128 tile, K off the 64-wide k-tile
RAGGED = ((8, 8, 8), (136, 264, 72), (1000, 1048, 2056))


@pytest.mark.gpu
@pytest.mark.parametrize("fusion", sorted(TREES))
def test_every_activation_matches_torch_on_gpu(fusion: str) -> None:
    kernel = Sm80FusedGemmKernel("tn", "bf16" if fusion != "tanh" else "f16", CONFIG, fusion, TREES[fusion])
    cases = [gpu_run.RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    cases += [gpu_run.RunCase(distribution, shape) for shape in RAGGED for distribution in ("normal", "large")]
    reports = gpu_run.check_kernel_cases(kernel, cases)
    assert_every_case_passed(reports)


@pytest.mark.gpu
def test_serial_split_k_with_every_leaf_matches_torch_on_gpu() -> None:
    kernel = Sm80SerialSplitKGemmKernel("tn", "f16", CONFIG, 3, "every_leaf", EVERY_LEAF)
    cases = [gpu_run.RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    cases += [gpu_run.RunCase(distribution, (200, 136, 3 * 8 * 131)) for distribution in ("normal", "large")]
    reports = gpu_run.check_kernel_cases(kernel, cases)
    assert_every_case_passed(reports)
