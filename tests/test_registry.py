"""The kernel registry: listing, filtering, lookup, user providers, and refusing bad arguments."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

import cutlass
import cutlass.cute as cute
import numpy as np
import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.kernels import ElementwiseArguments, GemmArguments, RowReductionArguments
from cute_ir.registry import DesignMetadata, Kernel, KernelMetadata, OperandMetadata, OperandSpec, Status

OUR_FAMILIES = ("ElementwiseKernel", "NaiveGemmKernel", "RowReductionKernel")


def our_kernels() -> list[Kernel]:
    return [kernel for kernel in registry.all_kernels() if kernel.metadata.kernel_class in OUR_FAMILIES]


# -- listing and lookup ---------------------------------------------------------------------------


def test_all_kernels_sorted_unique_and_named_for_the_cli() -> None:
    names = [kernel.name for kernel in registry.all_kernels()]
    assert names == sorted(names)
    assert len(names) == len(set(names))
    for kernel in registry.all_kernels():
        if kernel.metadata.family == "cutlass_operators":
            continue  # NVIDIA's catalogue keeps its own names (tests/test_cutlass_operators.py)
        assert re.fullmatch(r"[a-z0-9_]+", kernel.name), kernel.name
        assert f"_sm{kernel.metadata.min_cc}_" in kernel.name
    assert 15 <= len(our_kernels()) <= 25
    assert "elementwise_add_sm80_f32_v128" in names
    assert "gemm_naive_sm80_f64_tn_16x16" in names


def test_get_kernels_without_arguments_lists_everything() -> None:
    """Every instance; of an indexed family (NVIDIA's catalogue) every one too, where all_kernels()
    holds only its golden set."""
    listed = {k.name for k in registry.get_kernels()}
    assert {k.name for k in registry.all_kernels()} <= listed
    eager = [k.name for k in registry.get_kernels(include_indexed=False)]
    assert eager == [k.name for k in registry.all_kernels() if k.metadata.family != "cutlass_operators"]


def test_metadata_filter_narrows_by_dtype_tile_and_class() -> None:
    f64 = registry.get_kernels(metadata_filter={"dtype": "f64"})
    assert {k.metadata.kernel_class for k in f64} == {"NaiveGemmKernel"} and len(f64) == 8
    tile = registry.get_kernels(metadata_filter={"class": "NaiveGemmKernel", "tile": "8x32"})
    assert sorted(k.name for k in tile) == [f"gemm_naive_sm80_f64_{l}_8x32" for l in ("nn", "nt", "tn", "tt")]
    either = registry.get_kernels(metadata_filter={"family": "softmax,rmsnorm", "dtype": "bf16"})
    assert [k.name for k in either] == ["rmsnorm_sm80_bf16_t256", "softmax_sm80_bf16_t256"]
    by_callable = registry.get_kernels(metadata_filter=lambda meta: meta.design.threads == 128)
    assert by_callable and all(k.metadata.design.threads == 128 for k in by_callable)


def test_cc_keeps_instances_that_run_there() -> None:
    on_80 = registry.get_kernels(cc=80)
    assert all(k.metadata.min_cc <= 80 for k in on_80)
    eager_on_80 = registry.get_kernels(cc=80, include_indexed=False)  # NVIDIA's catalogue: all its SM80 operators
    assert {k.name for k in eager_on_80} == {k.name for k in registry.all_kernels()
                                             if k.metadata.min_cc <= 80 and k.metadata.family != "cutlass_operators"}
    assert {k.name for k in our_kernels()} <= {k.name for k in on_80}


def test_unknown_filter_key_is_named() -> None:
    with pytest.raises(BadInputError, match="unknown filter key 'dtpye'"):
        registry.get_kernels(metadata_filter={"dtpye": "f16"})


def test_get_kernel_unknown_name_suggests_close_matches() -> None:
    with pytest.raises(registry.UnknownKernelError) as caught:
        registry.get_kernel("elementwise_add_sm80_f32_v12")
    assert isinstance(caught.value, BadInputError)
    assert "close matches: elementwise_add_sm80_f32_v128" in caught.value.message


def test_get_kernels_with_arguments_returns_only_supporting_instances() -> None:
    args = ElementwiseArguments(*(OperandSpec("f16", (64, 200)) for _ in range(3)))
    found = registry.get_kernels(args)
    assert [k.name for k in found] == ["elementwise_add_sm80_f16_v128", "elementwise_mul_sm80_f16_v128"]
    rejected = [k for k in registry.all_kernels() if k.name not in {f.name for f in found}]
    assert rejected and not any(k.supports(args) for k in rejected)


def test_epilogue_args_select_the_fused_operation() -> None:
    provider = registry.KernelProvider  # our families, loaded through our provider as the catalog does
    from cute_ir.kernels import PROVIDER

    assert isinstance(PROVIDER, provider)
    relu = [k.name for family in PROVIDER.families
            for k in PROVIDER.load_family(family).generate_kernels(epilogue_args="relu(a)+b")]
    assert sorted(relu) == ["elementwise_relu_add_sm80_bf16_v128", "elementwise_relu_add_sm80_f32_v128"]


# -- what the capture engine relies on -------------------------------------------------------------


@pytest.mark.parametrize("name", [k.name for k in our_kernels()])
def test_example_arguments_are_fake_ragged_and_supported(name: str) -> None:
    kernel = registry.get_kernel(name)
    args = kernel.example_arguments()
    assert all(isinstance(operand, OperandSpec) for operand in args.operands().values())
    assert kernel.supports(args), kernel.supports(args).error
    tile = kernel.metadata.design.tile_shape
    out = args.operands()["out"].shape
    assert any(extent % step for extent, step in zip(out, tile) if step > 1), f"{out} fits the tile {tile}"
    source = kernel.source_file
    assert source.suffix == ".py" and "@cute.kernel" in source.read_text()


def test_importing_kernels_does_not_import_torch() -> None:
    # our provider only: cutlass_operators (where nvidia-cutlass-operators is installed) lists NVIDIA's
    # operators, and importing that package imports torch
    code = ("import sys; from cute_ir import registry; registry.all_kernels(); "
            "assert 'torch' not in sys.modules, 'torch imported'")
    env = dict(os.environ, CUTE_IR_PROVIDERS="cute_ir")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=120, env=env)


def test_status_is_falsy_with_a_reason() -> None:
    assert Status.success() and Status.success().error is None
    failed = Status.fail("operand 'A': dtype f32")
    assert not failed and "operand 'A'" in str(failed)


def test_workspace_size_only_where_needed() -> None:
    rms = registry.get_kernel("rmsnorm_sm80_f16_t128")
    assert rms.get_workspace_size(rms.example_arguments()) == 4 * 96
    soft = registry.get_kernel("softmax_sm80_f16_t128")
    assert soft.get_workspace_size(soft.example_arguments()) == 0


# -- bad arguments: a readable Status, never a launch ----------------------------------------------


def test_wrong_argument_type() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    status = kernel.supports(GemmArguments(*(OperandSpec("f32", (8, 8)) for _ in range(3))))
    assert not status and "takes ElementwiseArguments" in status.error


def test_operand_of_unknown_kind_is_named() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    status = kernel.supports(ElementwiseArguments([[1.0]], OperandSpec("f32", (8, 8)), OperandSpec("f32", (8, 8))))
    assert not status and "operand 'A'" in status.error and "list" in status.error


@pytest.fixture
def torch_cpu() -> Any:
    return pytest.importorskip("torch")


class DLPackOnly:
    """A tensor known only through the DLPack protocol (no torch or CuTe attributes)."""

    def __init__(self, tensor: Any) -> None:
        self._tensor = tensor

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._tensor.__dlpack__(**kwargs)

    def __dlpack_device__(self) -> Any:
        return self._tensor.__dlpack_device__()


def test_dlpack_and_cute_tensors_are_checked_alike() -> None:
    from cutlass.cute.runtime import from_dlpack

    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    a = np.zeros((64, 128), np.float32)
    assert kernel.supports(ElementwiseArguments(DLPackOnly(a), from_dlpack(a), a))
    half = np.zeros((64, 128), np.float16)
    wrong = kernel.supports(ElementwiseArguments(a, DLPackOnly(half), a))
    assert not wrong and "operand 'B': dtype f16" in wrong.error
    transposed = kernel.supports(ElementwiseArguments(a, a, from_dlpack(np.zeros((128, 64), np.float32).T)))
    assert not transposed and "operand 'out': dimension 1 must be contiguous" in transposed.error
    shifted = DLPackOnly(np.zeros((64 * 128 + 1,), np.float32)[1:].reshape(64, 128))
    misaligned = ElementwiseArguments(a, a, shifted)  # taken, one element per copy (the tail path)
    assert kernel.supports(misaligned) and kernel.specialization(misaligned) == (1,)


def test_torch_tensors_are_read_directly(torch_cpu: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f16_v128")
    a = torch_cpu.zeros(64, 128, dtype=torch_cpu.float16)
    assert kernel.supports(ElementwiseArguments(a, a, a))
    wrong = kernel.supports(ElementwiseArguments(a, a, torch_cpu.zeros(64, 128)))
    assert not wrong and "operand 'out': dtype f32, this kernel takes f16" in wrong.error
    _refuse_compile(kernel, monkeypatch)
    with pytest.raises(BadInputError, match=r"not on the GPU: A \(cpu\), B \(cpu\), out \(cpu\)"):
        kernel.run(ElementwiseArguments(a, a, a))


def test_wrong_dtype() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f16_v128")
    a = np.zeros((64, 128), np.float32)
    status = kernel.supports(ElementwiseArguments(a, a, a))
    assert not status and "operand 'A': dtype f32, this kernel takes f16" in status.error


def test_mismatched_shapes() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    a = np.zeros((64, 128), np.float32)
    b = np.zeros((64, 136), np.float32)
    status = kernel.supports(ElementwiseArguments(a, b, a))
    assert not status and "one shape" in status.error and "B=(64, 136)" in status.error


def test_wrong_rank() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    flat = np.zeros((1024,), np.float32)
    status = kernel.supports(ElementwiseArguments(flat, flat, flat))
    assert not status and "rank 1" in status.error and "rank 2" in status.error


def test_non_contiguous_operand() -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    a = np.zeros((128, 128), np.float32)
    status = kernel.supports(ElementwiseArguments(a, a.T, a))
    assert not status and "operand 'B'" in status.error and "contiguous" in status.error


def _tn_f16_gemm(a: np.ndarray) -> GemmArguments:
    """A 128-bit-vector GEMM (operands must be whole vectors): A as given, B and out that fit it."""
    batch, m, k = a.shape
    b = np.zeros((batch, 32, k), np.float16).transpose(0, 2, 1)  # (L, K, N), K contiguous: "n"
    return GemmArguments(a, b, np.zeros((batch, m, 32), np.float16), "f32")


def test_row_stride_not_a_whole_vector() -> None:
    gemm = registry.get_kernel("gemm_sm80_tn_f16_128x256x64_s3")
    status = gemm.supports(_tn_f16_gemm(np.zeros((1, 64, 130), np.float16)[:, :, :128]))
    assert not status and "strides (8320, 130, 1) are not multiples of 8" in status.error
    add = registry.get_kernel("elementwise_add_sm80_f16_v128")  # any stride: the element path
    padded = ElementwiseArguments(np.zeros((64, 130), np.float16)[:, :128], *(np.zeros((64, 128), np.float16),) * 2)
    assert add.supports(padded) and add.specialization(padded) == (1,)


def test_misaligned_address() -> None:
    gemm = registry.get_kernel("gemm_sm80_tn_f16_128x256x64_s3")
    shifted = np.zeros((64 * 128 + 1,), np.float16)[1:].reshape(1, 64, 128)
    status = gemm.supports(_tn_f16_gemm(shifted))
    assert not status and "operand 'A': data address is aligned to 2 bytes" in status.error


def test_contiguous_extent_not_a_whole_vector() -> None:
    gemm = registry.get_kernel("gemm_sm80_tn_f16_128x256x64_s3")
    status = gemm.supports(_tn_f16_gemm(np.zeros((1, 64, 100), np.float16)))
    assert not status and "extent 100" in status.error and "multiple of 8" in status.error
    softmax = registry.get_kernel("softmax_sm80_f16_t128")  # any row length: the element path
    x = np.zeros((4, 100), np.float16)
    assert softmax.supports(RowReductionArguments(x, x)) and softmax.specialization(RowReductionArguments(x, x)) == (1,)


def test_gemm_layout_and_shape_rules() -> None:
    kernel = registry.get_kernel("gemm_naive_sm80_f64_tn_16x16")
    a = np.zeros((32, 16), np.float64)  # row-major: "t"
    b_n = np.zeros((24, 16), np.float64).T  # (K, N), K contiguous: "n"
    out = np.zeros((32, 24), np.float64)
    assert kernel.supports(GemmArguments(a, b_n, out, "f64"))
    b_t = np.zeros((16, 24), np.float64)
    wrong_layout = kernel.supports(GemmArguments(a, b_t, out, "f64"))
    assert not wrong_layout and "operand 'B': dimension 0 must be contiguous" in wrong_layout.error
    short_k = np.zeros((24, 12), np.float64).T
    wrong_k = kernel.supports(GemmArguments(a, short_k, out, "f64"))
    assert not wrong_k and "K=12" in wrong_k.error
    wrong_acc = kernel.supports(GemmArguments(a, b_n, out, "f32"))
    assert not wrong_acc and "accumulates in f64" in wrong_acc.error


def test_row_reduction_weight_rules() -> None:
    x = np.zeros((4, 64), np.float16)
    rms = registry.get_kernel("rmsnorm_sm80_f16_t128")
    missing = rms.supports(RowReductionArguments(x, x))
    assert not missing and "operand 'weight': missing" in missing.error
    short = rms.supports(RowReductionArguments(x, x, np.zeros((32,), np.float16)))
    assert not short and "expected (64,)" in short.error
    softmax = registry.get_kernel("softmax_sm80_f16_t128")
    extra = softmax.supports(RowReductionArguments(x, x, np.zeros((64,), np.float16)))
    assert not extra and "softmax takes no weight" in extra.error


def _refuse_compile(kernel: Kernel, monkeypatch: pytest.MonkeyPatch) -> None:
    def compile_called(args: Any) -> None:
        raise AssertionError("run() compiled (and would launch) despite bad arguments")

    monkeypatch.setattr(kernel, "compile", compile_called)


def test_run_refuses_cpu_tensors_before_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
    _refuse_compile(kernel, monkeypatch)
    a = np.zeros((64, 128), np.float32)
    with pytest.raises(BadInputError, match=r"not on the GPU: A \(cpu\), B \(cpu\), out \(cpu\)"):
        kernel.run(ElementwiseArguments(a, a, a))


def test_run_refuses_unsupported_arguments(monkeypatch: pytest.MonkeyPatch) -> None:
    kernel = registry.get_kernel("elementwise_add_sm80_f16_v128")
    _refuse_compile(kernel, monkeypatch)
    a = np.zeros((64, 128), np.float32)
    with pytest.raises(BadInputError, match="dtype f32, this kernel takes f16"):
        kernel.run(ElementwiseArguments(a, a, a))


def test_run_refuses_a_missing_or_small_workspace(monkeypatch: pytest.MonkeyPatch) -> None:
    kernel = registry.get_kernel("rmsnorm_sm80_f16_t128")
    _refuse_compile(kernel, monkeypatch)
    x = np.zeros((10, 64), np.float16)
    args = RowReductionArguments(x, x, np.zeros((64,), np.float16))
    with pytest.raises(BadInputError, match="needs a workspace of 40 bytes"):
        kernel.run(args)
    with pytest.raises(BadInputError, match="workspace holds 16 bytes, needs 40"):
        kernel.run(args, workspace=np.zeros((16,), np.uint8))
    with pytest.raises(BadInputError, match="workspace must be in GPU memory"):
        kernel.run(args, workspace=np.zeros((40,), np.uint8))


# -- a user's own kernel class, registered from outside the package ---------------------------------


@cute.kernel
def scale_rows_kernel(mX: cute.Tensor, mY: cute.Tensor):
    row, _, _ = cute.arch.block_idx()
    column, _, _ = cute.arch.thread_idx()
    mY[row, column] = mX[row, column] * 2.0


@dataclass(frozen=True)
class ScaleRowsProgram:
    @cute.jit
    def __call__(self, mX: cute.Tensor, mY: cute.Tensor, stream: Any):
        scale_rows_kernel(mX, mY).launch(grid=[mX.shape[0], 1, 1], block=[mX.shape[1], 1, 1], stream=stream)


@pytest.fixture
def user_provider() -> Any:
    @registry.register_family
    class UserScaleKernel(Kernel):
        arguments_type = ElementwiseArguments

        def __init__(self) -> None:
            operand = OperandMetadata("f32", 2, leading_dim=1)
            super().__init__(KernelMetadata(
                kernel_name="user_scale_sm80_f32_32x8", kernel_class="UserScaleKernel", min_cc=80,
                operands={"A": operand, "B": operand, "out": operand},
                design=DesignMetadata(tile_shape=(1, 8), threads=8), epilogue="2*a", family="user_scale",
            ))

        @classmethod
        def generate_kernels(cls, metadata_filter: Any = None, epilogue_args: Any = None, cc: Any = None) -> list[Kernel]:
            return cls._keep([cls()], metadata_filter, epilogue_args, cc)

        def example_arguments(self) -> ElementwiseArguments:
            return ElementwiseArguments(*(OperandSpec("f32", (32, 8)) for _ in range(3)))

        def check_shapes(self, views: Any, args: Any) -> Status:
            return Status.success()

        def jit_function(self) -> Any:
            return ScaleRowsProgram()

        def jit_arguments(self, args: Any, tensors: dict[str, Any], workspace: Any, stream: Any) -> tuple[Any, ...]:
            return (tensors["A"], tensors["out"], stream)

    yield UserScaleKernel
    registry.unregister_family(UserScaleKernel)


def test_user_provider_is_listed_found_and_compiles(user_provider: Any) -> None:
    assert "user_scale_sm80_f32_32x8" in [k.name for k in registry.all_kernels()]
    kernel = registry.get_kernel("user_scale_sm80_f32_32x8")
    assert isinstance(kernel, user_provider)
    assert kernel.source_file.name == "test_registry.py"
    args = kernel.example_arguments()
    assert [k.name for k in registry.get_kernels(args, metadata_filter={"family": "user_scale"})] == [kernel.name]
    artifact = kernel.compile(args)
    assert artifact.kernel_name == kernel.name and artifact.compiled is not None
    assert artifact.arch and artifact.dsl_version == cutlass.__version__


def test_user_provider_is_gone_after_unregistering(user_provider: Any) -> None:
    registry.unregister_family(user_provider)
    with pytest.raises(registry.UnknownKernelError):
        registry.get_kernel("user_scale_sm80_f32_32x8")


def test_register_provider_rejects_non_kernels() -> None:
    with pytest.raises(TypeError, match="Kernel subclass"):
        registry.register_family(object)  # type: ignore[arg-type]


# -- cute-ir list --------------------------------------------------------------------------------------


def test_cli_list_table_and_filters() -> None:
    result = CliRunner().invoke(main, ["list", "--filter", "class=NaiveGemmKernel", "--filter", "layout=nt"])
    assert result.exit_code == 0, result.output
    assert "gemm_naive_sm80_f64_nt_16x16" in result.output and "gemm_naive_sm80_f64_nt_8x32" in result.output
    assert "gemm_naive_sm80_f64_tn_16x16" not in result.output
    assert "2 instances" in result.output


def test_cli_list_json() -> None:
    import json

    result = CliRunner().invoke(main, ["list", "--json", "--filter", "name=softmax_sm80_f16_t128"])
    assert result.exit_code == 0, result.output
    [entry] = json.loads(result.output)
    assert entry["kernel_class"] == "RowReductionKernel"
    assert entry["operands"]["input"] == {"dtype": "f16", "rank": 2, "leading_dim": 1, "alignment": 1}  # any length
    assert entry["design"]["threads"] == 128


@pytest.mark.parametrize("as_json", [[], ["--json"]])
def test_cli_list_of_a_filter_matching_nothing_is_exit_3_with_nothing_listed(as_json: list[str]) -> None:
    """Not an empty table ("0 instances") or `[]` on stdout beside the error: either reads as a listing."""
    result = CliRunner().invoke(main, ["list", *as_json, "--filter", "class=NaiveGemmKernel", "--filter", "layout=zz"])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "no kernel instance matches --filter class=NaiveGemmKernel --filter layout=zz" in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("bad", ["dtype", "=f16", "dtpye=f16"])
def test_cli_list_bad_filter(bad: str) -> None:
    result = CliRunner().invoke(main, ["list", "--filter", bad])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "filter" in result.output


def test_the_registry_api_is_cute_ir_registrys_only() -> None:
    """`cute_ir.kernels.get_kernel` and `register_provider` were forwarded for one release (0.1) and are gone."""
    from cute_ir import kernels

    for old in ("get_kernel", "register_provider"):
        with pytest.raises(AttributeError, match=f"has no attribute {old!r}"):
            getattr(kernels, old)
    from cute_ir.problems import GemmArguments

    assert kernels.GemmArguments is GemmArguments  # the argument classes are still exported here


def test_a_kernel_names_its_own_arch_only_where_the_asked_one_is_too_old() -> None:
    """What `dump` captures for when only the default arch was asked (cute_ir.cli.options.chosen_kernel_arch);
    answered from the index, without importing the kernel's module."""
    sm90 = registry.get_kernel("gemm_sm90_nt_bf16_128x256x64_c2x1")
    assert sm90.own_arch_instead_of("sm_80") == "sm_90a" and sm90.own_arch_instead_of("sm_90a") is None
    sm80 = registry.get_kernel("softmax_sm80_f16_t128")
    assert sm80.own_arch_instead_of("sm_75") == "sm_80" and sm80.own_arch_instead_of("sm_100a") is None
