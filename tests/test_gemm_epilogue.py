"""Fused GEMM epilogues (cute_ir/problems/epilogue.py, the gemm_sm90_epilogue family).

CPU: the expression tree parses, prints canonically and refuses what it cannot fuse; `get_kernels(args)`
finds the instance whose epilogue the arguments carry (and no plain GEMM); the torch reference and the
tolerance follow the tree. GPU (marker `gpu`): every activation, registered as an instance or not,
against torch in float64 on normal, large and NaN values and a ragged shape.
"""

from __future__ import annotations

import pytest

from cute_ir.problems.base import TOLERANCES
from cute_ir.gpu import cases as gpu_cases
from cute_ir.gpu import run as gpu_run
from cute_ir.errors import BadInputError
from cute_ir.kernels import EpilogueArguments, GemmArguments
from cute_ir.problems.epilogue import ACTIVATIONS, Epilogue, canonical
from cute_ir.registry import OperandSpec, get_kernel, get_kernels
from gpu_reports import assert_every_case_passed

torch = pytest.importorskip("torch")

FAMILY = {"family": "gemm_sm90_epilogue"}
LINCOMB = "gemm_sm90_tn_bf16_128x128x64_c2x1_pingpong_lincomb"
BIAS_RELU = "gemm_sm90_tn_bf16_128x128x64_c2x1_pingpong_bias_relu"


def test_canonical_text_is_a_fixed_point_and_keeps_grouping() -> None:
    cases = {
        "relu(alpha*acc + bias_n)": "relu(alpha * acc + bias_n)",
        "alpha*silu(acc+bias_m) + beta*C": "alpha * silu(acc + bias_m) + beta * C",
        "acc - (C - bias_n)": "acc - (C - bias_n)",
        "(acc + C) * alpha": "(acc + C) * alpha",
        "clamp(acc, -1, 1)": "clamp(acc, -1.0, 1.0)",
        "-acc * 2": "(-1.0) * acc * 2.0",
        "leaky_relu(acc, 0.01)": "leaky_relu(acc, 0.01)",
    }
    for written, text in cases.items():
        assert canonical(written) == text
        assert canonical(text) == text
    assert canonical("acc") == "acc"


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("acc / 2", "operator Div"),
        ("foo(acc)", "unknown function 'foo'"),
        ("relu(acc, 2)", "relu takes 1 argument"),
        ("clamp(acc, C, 1)", "arguments after the first must be numbers"),
        ("C + bias_n", "does not use the accumulator"),
        ("acc + D", "unknown name 'D'"),
        ("acc +", "not an expression"),
    ],
)
def test_expressions_it_cannot_fuse_are_refused_by_name(expression: str, message: str) -> None:
    with pytest.raises(BadInputError, match=message):
        Epilogue.parse(expression)


def test_sensitivity_bounds_how_far_an_accumulator_error_moves_out() -> None:
    def bound(expression: str, alpha: float = 2.0) -> float:
        return EpilogueArguments(expression, alpha=alpha, beta=3.0).sensitivity()

    assert bound("alpha * acc + beta * C") == 2.0  # beta * C carries no accumulator error
    assert bound("alpha * silu(acc + bias_m) + beta * C") == pytest.approx(2.0 * 1.1)
    assert bound("sigmoid(acc)") == 0.25
    assert bound("hardswish(acc - 1)") == 1.5
    with pytest.raises(BadInputError, match="cannot bound"):
        bound("acc * acc")


def _fused_args(expression: str, m: int = 1000, n: int = 1048, k: int = 520, **tensors) -> GemmArguments:
    return GemmArguments(
        A=OperandSpec("bf16", (1, m, k)),
        B=OperandSpec("bf16", (1, k, n), (k * n, 1, k)),
        out=OperandSpec("bf16", (1, m, n)),
        epilogue=EpilogueArguments(expression, **tensors),
    )


def test_get_kernels_finds_the_instance_that_fuses_the_arguments_epilogue() -> None:
    bias = OperandSpec("bf16", (1048,))
    found = [kernel.name for kernel in get_kernels(_fused_args("relu(alpha*acc+bias_n)", bias_n=bias, alpha=0.5))]
    assert found == [BIAS_RELU]
    c = OperandSpec("bf16", (1, 1000, 1048))
    assert [kernel.name for kernel in get_kernels(_fused_args("alpha * acc + beta * C", C=c))] == [LINCOMB]
    plain = GemmArguments(A=OperandSpec("bf16", (1, 8, 8)), B=OperandSpec("bf16", (1, 8, 8), (64, 1, 8)),
                          out=OperandSpec("bf16", (1, 8, 8)))
    assert not [kernel for kernel in get_kernels(plain) if kernel.metadata.family == "gemm_sm90_epilogue"]
    assert get_kernel("gemm_sm90_tn_bf16_128x256x64_c2x1") in get_kernels(plain)
    by_epilogue = get_kernels(metadata_filter={"epilogue": canonical("relu(alpha*acc+bias_n)")})
    assert sorted(kernel.name for kernel in by_epilogue) == ["gemm_sm80_tn_bf16_128x128x64_s3_serialk4_bias_relu", BIAS_RELU]
    from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel as family
    assert [kernel.name for kernel in family.generate_kernels(epilogue_args="relu(alpha*acc + bias_n)")] == [BIAS_RELU]


def test_fused_instance_refuses_what_it_cannot_take() -> None:
    kernel = get_kernel(BIAS_RELU)
    bias = OperandSpec("bf16", (1048,))
    assert kernel.supports(_fused_args("relu(alpha * acc + bias_n)", bias_n=bias))
    refusals = {
        "no epilogue": GemmArguments(A=OperandSpec("bf16", (1, 1000, 520)),
                                     B=OperandSpec("bf16", (1, 520, 1048), (520 * 1048, 1, 520)),
                                     out=OperandSpec("bf16", (1, 1000, 1048))),
        "another epilogue": _fused_args("gelu(alpha * acc + bias_n)", bias_n=bias),
        "bias of M elements": _fused_args("relu(alpha * acc + bias_n)", bias_n=OperandSpec("bf16", (1000,))),
        "bias of another dtype": _fused_args("relu(alpha * acc + bias_n)", bias_n=OperandSpec("f16", (1048,))),
        "bias missing": _fused_args("relu(alpha * acc + bias_n)"),
    }
    for reason, args in refusals.items():
        status = kernel.supports(args)
        assert not status, f"accepted: {reason}"
        assert status.error
    assert "missing" in kernel.supports(refusals["bias missing"]).error
    assert "this instance computes" in kernel.supports(refusals["another epilogue"]).error


@pytest.mark.parametrize("activation", sorted(ACTIVATIONS))
def test_reference_applies_the_tree_as_torch_defines_it(activation: str) -> None:
    import torch.nn.functional as F

    constants = {"leaky_relu": ", 0.1", "clamp": ", -0.5, 0.75"}.get(activation, "")
    expression = f"{activation}(alpha * acc + bias_n{constants}) + beta * C"
    accumulator = torch.randn(2, 5, 7, dtype=torch.float64)
    bias, c = torch.randn(7, dtype=torch.float64), torch.randn(2, 5, 7, dtype=torch.float64)
    args = EpilogueArguments(expression, C=c, bias_n=bias, alpha=1.5, beta=-0.25)
    pre = 1.5 * accumulator + bias
    expected = {
        "relu": torch.relu(pre), "gelu": F.gelu(pre), "silu": F.silu(pre), "sigmoid": torch.sigmoid(pre),
        "tanh": torch.tanh(pre), "leaky_relu": F.leaky_relu(pre, 0.1), "hardswish": F.hardswish(pre),
        "clamp": pre.clamp(-0.5, 0.75),
    }[activation] - 0.25 * c
    assert torch.allclose(args.reference(accumulator), expected)


def test_gelu_as_emitted_is_at_least_as_accurate_as_torchs_fp32_gelu() -> None:
    """The kernel's gelu (x * (1 - h) or x * h, h = 2^P(|x|) = erfc(|x| / sqrt 2) / 2), evaluated here in
    fp32 as the kernel does, against torch's erf-form gelu in float64 over [-12, 12]."""
    import torch.nn.functional as F

    from cute_ir.problems.epilogue import GELU_CLAMP, gelu_half_erfc_log2

    x = torch.linspace(-12.0, 12.0, 2_000_001, dtype=torch.float32)
    half_erfc = torch.exp2(gelu_half_erfc_log2(x.abs().clamp(max=GELU_CLAMP)))
    ours = x * torch.where(x < 0, half_erfc, 1 - half_erfc)
    exact = F.gelu(x.double())
    error, torch_error = (ours.double() - exact).abs(), (F.gelu(x).double() - exact).abs()
    visible = exact.abs() > 1e-3
    assert error.max() < 5e-7 and error.max() < torch_error.max()
    assert (error[visible] / exact[visible].abs()).max() < 5e-6
    assert (torch_error[visible] / exact[visible].abs()).max() > 1e-4  # torch's fp32 1 + erf cancels; ours does not
    assert (ours[x < -GELU_CLAMP] <= 0).all() and (ours[x > GELU_CLAMP] == x[x > GELU_CLAMP]).all()


def test_sigmoid_as_emitted_keeps_relative_accuracy_where_the_tanh_form_rounded_to_zero() -> None:
    """1 / (1 + exp(-x)) in fp32 (the kernel's 1-ulp MUFU.RCP aside) against torch's sigmoid in float64:
    relative error near fp32's rounding everywhere, as torch's own fp32 sigmoid."""
    x = torch.linspace(-80.0, 80.0, 1_000_001, dtype=torch.float32)
    ours = 1 / (1 + torch.exp(-x))
    exact = torch.sigmoid(x.double())
    relative_error = lambda value: ((value.double() - exact).abs() / exact).max()  # noqa: E731
    assert relative_error(ours) < 1e-5 and relative_error(ours) <= 2 * relative_error(torch.sigmoid(x))
    tanh_form = (1 + torch.tanh(x * 0.5)) * 0.5  # the form it replaced
    assert tanh_form[x < -25].max() == 0 and (ours[x < -25] > 0).all()


def test_column_bias_broadcasts_along_rows() -> None:
    accumulator = torch.zeros(1, 3, 4, dtype=torch.float64)
    bias_m = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
    out = EpilogueArguments("acc + bias_m", bias_m=bias_m).reference(accumulator)
    assert (out[0, :, 0] == bias_m).all() and (out[0, 1] == 2.0).all()


def test_gpu_operands_reference_and_tolerance_follow_the_instances_epilogue() -> None:
    kernel = get_kernel("gemm_sm90_tn_bf16_128x128x64_c2x1_pingpong_silu_residual")
    assert gpu_cases.problem_kind(kernel) == "gemm_epilogue"
    assert "large" in gpu_cases.distributions_for(kernel, "all")
    args = gpu_run._torch_arguments(kernel.example_arguments(), (24, 16, 32), device="cpu", distribution="large")
    assert tuple(args.epilogue.C.shape) == (2, 24, 16) and tuple(args.epilogue.bias_m.shape) == (24,)
    assert args.epilogue.C.isfinite().all() and args.out.isnan().all()
    assert kernel.supports(args)
    accumulator = args.A.double() @ args.B.double()
    expected = 1.5 * torch.nn.functional.silu(accumulator + args.epilogue.bias_m.double().unsqueeze(-1)) + 0.5 * args.epilogue.C.double()
    assert torch.allclose(gpu_run._reference(kernel, args), expected)
    _, fused_atol = gpu_run._tolerance(kernel, args)
    plain = GemmArguments(A=args.A, B=args.B, out=args.out)
    _, plain_atol = gpu_run._tolerance(get_kernel("gemm_sm90_tn_bf16_128x256x64_c2x1"), plain)
    floor = TOLERANCES["bf16"][1]
    assert torch.allclose(fused_atol - floor, 1.5 * 1.1 * (plain_atol - floor))


# -- GPU ------------------------------------------------------------------------------------------

# every activation in one tree each, with C, a row or a column bias; the registered instances run in
# tests/test_gpu_kernels.py, these are built here and compiled in this process
UNREGISTERED = {
    "sigmoid": "sigmoid(alpha * acc + bias_m)",
    "tanh": "tanh(alpha * acc + beta * C)",
    "leaky_relu": "leaky_relu(alpha * acc + bias_n, 0.01)",
    "hardswish": "hardswish(alpha * acc + bias_n)",
    "clamp": "clamp(alpha * acc + beta * C + bias_n, -1.0, 1.0)",
    "relu_inside": "alpha * relu(acc) + beta * C",
}


@pytest.mark.gpu
@pytest.mark.parametrize("fusion", sorted(UNREGISTERED))
def test_every_activation_matches_torch_on_gpu(fusion: str) -> None:
    from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel, Sm90GemmConfig

    kernel = Sm90FusedGemmKernel("tn", "f16", Sm90GemmConfig(128, 256, 2, 1), fusion, UNREGISTERED[fusion])
    cases = [gpu_run.RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    cases += [gpu_run.RunCase("normal", shape) for shape in ((8, 8, 8), (136, 264, 72), (1000, 1048, 2056))]
    reports = gpu_run.check_kernel_cases(kernel, cases)
    assert_every_case_passed(reports)


@pytest.mark.gpu
@pytest.mark.parametrize("tile", ["128x128", "64x256"])
@pytest.mark.parametrize("fusion", ["lincomb", "bias_relu", "bias_gelu", "silu_residual"])
def test_registered_trees_match_torch_on_gpu_in_a_pingpong_schedule(fusion: str, tile: str) -> None:
    """The ping-pong kernel runs the epilogue of one warpgroup's tile while the other's MMAs run: each
    tree on every distribution, ragged and one-tile shapes, and 360 tiles (2 or 3 a CTA)."""
    from dataclasses import replace

    from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel

    registered = next(k for k in get_kernels(metadata_filter=FAMILY) if k.metadata.tags["fusion"] == fusion)
    tile_m, tile_n = (int(extent) for extent in tile.split("x"))
    config = replace(registered.config, tile_m=tile_m, tile_n=tile_n, pingpong=True)
    kernel = Sm90FusedGemmKernel("tn", registered.metadata.operands["A"].dtype, config, fusion, registered.metadata.epilogue)
    cases = [gpu_run.RunCase(distribution) for distribution in gpu_cases.distributions_for(kernel, "all")]
    cases += [gpu_run.RunCase("normal", shape) for shape in ((8, 8, 8), (136, 264, 72), (2304, 2560, 1000))]
    reports = gpu_run.check_kernel_cases(kernel, cases)
    assert_every_case_passed(reports)


def test_generate_kernels_matches_epilogue_args_in_any_spelling_and_ignores_other_vocabularies() -> None:
    from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel as family, Sm90GemmKernel as plain

    assert [kernel.name for kernel in family.generate_kernels(epilogue_args="alpha*acc+beta*C")] == [LINCOMB]
    assert family.generate_kernels(epilogue_args="relu(a)+b") == []  # the elementwise family's words
    assert len(plain.generate_kernels(epilogue_args="acc")) == len(plain.instances)


def test_metadata_filter_takes_an_epilogue_whose_text_holds_commas() -> None:
    from cute_ir.kernels.gemm_sm90 import Sm90FusedGemmKernel, Sm90GemmConfig
    from cute_ir.registry.metadata import matches

    kernel = Sm90FusedGemmKernel("tn", "bf16", Sm90GemmConfig(128, 256, 2, 1), "clamp", "clamp(alpha * acc, -1, 1)")
    assert kernel.metadata.epilogue == "clamp(alpha * acc, -1.0, 1.0)"
    assert matches(kernel.metadata, {"epilogue": "clamp(alpha * acc, -1.0, 1.0)"})
    assert matches(kernel.metadata, {"epilogue": "acc,clamp(alpha * acc, -1.0, 1.0)"}) is False  # alternatives split
    assert matches(kernel.metadata, {"dtype": "f16,bf16"})
