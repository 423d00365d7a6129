"""NVIDIA's operator catalogue (nvidia-cutlass-operators) through cute-ir's provider mechanism.

The catalogue is indexed from metadata (cute_ir/providers/operators_index.py): the first test that needs
it builds the index into the user cache once per operators and DSL release (~1 CPU-minute). Captures
of one operator per class and target are measured in docs/operators.md; one SM90 capture runs here.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import ExitCode, NoGPUError
from cute_ir.providers import cutlass_operators, operators_index
from cute_ir.providers.cutlass_operators import CutlassOperatorKernel

ALIAS = "nvop_sm90_ttt_bf16_128x256x64_c2x1"
SM90 = "cutedsl.Sm90StaticPersistentGemmOperator_ttt_ABFloat16_BBFloat16_outBFloat16_accFloat32_cluster2x1x1_tile128x256x64"
SM100 = ("cutedsl.PersistentDenseGemmOperator_sm100_ttt_AFloat16_BFloat16_outFloat32_accFloat32_2cta_cluster2x1x1_"
         "tile128x32x64_schedulerCLC_tma_store")


@pytest.fixture
def catalogue() -> None:
    pytest.importorskip("cutlass.operators")


def test_without_the_package_the_provider_has_no_instances(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(operators_index, "installed_version", lambda: None)
    assert CutlassOperatorKernel.generate_kernels() == []
    assert CutlassOperatorKernel.list_kernels(None) == []
    assert CutlassOperatorKernel.golden_kernels() == []


def test_a_missing_or_unsupported_package_is_named_and_the_rest_works(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(operators_index, "installed_version", lambda: "0.1.0")
    result = CliRunner().invoke(main, ["dump", SM90, "-o", "unused"])
    assert result.exit_code == ExitCode.ENVIRONMENT
    assert "nvidia-cutlass-operators 0.1.0 is not supported" in result.output and "cute-ir[operators]" in result.output
    assert registry.get_kernel("elementwise_add_sm80_f32_v128").name == "elementwise_add_sm80_f32_v128"
    monkeypatch.setattr(operators_index, "installed_version", lambda: None)
    result = CliRunner().invoke(main, ["dump", SM90, "-o", "unused"])
    assert result.exit_code == ExitCode.ENVIRONMENT and "is not installed" in result.output


def test_a_damaged_or_foreign_index_file_is_rebuilt(tmp_path: Path) -> None:
    key = {"schema": operators_index.SCHEMA, "operators": "0.3.0", "dsl": "4.8.1"}
    path = tmp_path / "X.json.gz"
    path.write_bytes(operators_index._encode(key, "X", {"rows": [1, 2]}))
    assert operators_index._decode(path, key, "X") == {"rows": [1, 2]}
    assert operators_index._decode(path, {**key, "dsl": "4.8.0"}, "X") is None  # another release's
    assert operators_index._decode(path, key, "Y") is None  # another class's
    header, _, body = gzip.decompress(path.read_bytes()).partition(b"\n")
    path.write_bytes(gzip.compress(header + b"\n" + body.replace(b"1", b"3")))
    assert operators_index._decode(path, key, "X") is None  # contents that do not match their hash
    path.write_bytes(b"not gzip")
    assert operators_index._decode(path, key, "X") is None


def test_counts_per_target_equal_get_operators(catalogue: None) -> None:
    import cutlass.operators as ops

    for arch, target in (("sm_80", "80"), ("sm_90a", "90a")):
        listed = registry.get_kernels(arch=arch, providers=["cutlass_operators"])
        assert len(listed) == len(ops.get_operators(target_sm=target))


def test_a_lookup_reads_the_index_and_imports_no_dsl(catalogue: None) -> None:
    registry.get_kernel(SM90)  # the index is warm
    code = ("import sys; from cute_ir.registry import get_kernel; kernel = get_kernel(sys.argv[1]); "
            "assert 'cutlass' not in sys.modules, 'cutlass imported'; print(kernel.metadata.tags['target'])")
    done = subprocess.run([sys.executable, "-c", code, SM100], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "100a"


def test_operators_carry_their_design_point(catalogue: None) -> None:
    kernel = registry.get_kernel(SM100)
    point = kernel.metadata.design_point()
    assert point["class"] == "PersistentDenseGemmOperator" and point["cta"] == "2" and point["cluster_class"] == "2m"
    assert point["epilogue_kind"] == "none" and point["scale_format"] == "none" and point["target"] == "100a"
    assert point["dtypes"] == "A=f16,B=f16,out=f32" and point["dtype_family"] == "f16"
    assert str(kernel.source_file).endswith("cutlass/operators/providers/cutedsl/gemm/sm100_persistent.py")


def test_the_first_providers_names_are_aliases(catalogue: None) -> None:
    kernel = registry.get_kernel(ALIAS)
    assert kernel.name == ALIAS and kernel.metadata.tags["operator"] == SM90
    assert registry.provider_of(ALIAS) == "cutlass_operators"
    assert kernel.metadata.design.tile_shape == (128, 256, 64) and kernel.metadata.design.cluster_shape == (2, 1, 1)
    assert len(CutlassOperatorKernel.generate_kernels()) == 18


def test_listing_filters_by_metadata_and_a_filter_matching_nothing_is_exit_3(catalogue: None) -> None:
    found = registry.get_kernels(metadata_filter={"class": "Sm90StaticPersistentGemmOperator", "dtype": "bf16",
                                                  "cluster": "2x1x1", "tile": "128x256x64"},
                                 arch="sm_90a", providers=["cutlass_operators"])
    assert SM90 in [kernel.name for kernel in found]
    assert all(kernel.metadata.tags["cluster"] == "2x1x1" for kernel in found)
    result = CliRunner().invoke(main, ["list", "--provider", "cutlass_operators", "--arch", "sm_90a",
                                       "--filter", "class=NoSuchOperator"])
    assert result.exit_code == ExitCode.BAD_INPUT and "no kernel instance matches" in result.output
    result = CliRunner().invoke(main, ["list", "--provider", "cutlass_operators", "--arch", "sm_80", "--json"])
    assert result.exit_code == 0 and len(json.loads(result.output)) == 128


def test_an_unknown_operator_name_gets_suggestions_from_its_class(catalogue: None) -> None:
    result = CliRunner().invoke(main, ["dump", SM90.replace("tile128x256x64", "tile128x256x65"), "-o", "unused"])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "unknown kernel" in result.output and SM90 in result.output


def test_a_gpu_that_cannot_run_an_operator_refuses_it(catalogue: None, monkeypatch: pytest.MonkeyPatch) -> None:
    torch = pytest.importorskip("torch")
    from cute_ir.gpu import run

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda *_: (9, 0))
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda *_: "NVIDIA H100 80GB HBM3")
    with pytest.raises(NoGPUError, match=r"needs sm_100 \(compiles for sm_100a, .*this GPU is NVIDIA H100"):
        run.run_cases(SM100, [run.RunCase()])
    assert registry.get_kernel(SM90).cannot_run_on(90) is None
    assert registry.get_kernel(SM90).cannot_run_on(100) is not None  # wgmma: sm_90a only


def test_goldens_keep_one_operator_per_golden_point(catalogue: None) -> None:
    from cute_ir.registry.sampling import stratified_sample

    chosen = CutlassOperatorKernel.golden_kernels()
    picks = {(kernel.name, arch) for kernel in chosen for arch in kernel.golden_archs()}
    points = {(kernel.name, arch): cutlass_operators.golden_point(kernel, arch.removeprefix("sm_"))
              for kernel, arch in ((k, a) for k in chosen for a in k.golden_archs())}
    assert len({tuple(sorted(point.items())) for point in points.values()}) == len(picks)  # one per point
    every = {(kernel.metadata.kernel_class, kernel.metadata.tags["cta"], target)
             for kernel in CutlassOperatorKernel.list_kernels(None) if kernel.unavailable() is None
             for target in kernel.metadata.tags["targets"].split(",") if target in cutlass_operators.GOLDEN_TARGETS}
    assert {(p["class"], p["cta"], p["target"]) for p in points.values()} == every  # every point has one
    assert stratified_sample({f"{n}@{a}": p for (n, a), p in points.items()}, None)  # the rule's own function


def test_under_an_older_dsl_operator_goldens_are_skipped_with_the_reason(catalogue: None) -> None:
    from cute_ir.golden.check import golden_keys, needs_newer_dsl

    kernel = registry.get_kernel(SM100)
    assert needs_newer_dsl(kernel, "4.5.3") == "needs DSL >= 4.8.0 (nvidia-cutlass-operators); this is 4.5.3"
    assert golden_keys([kernel], ("4.5.3", "cu12")) == []
    assert [key.arch for key in golden_keys([kernel], ("4.8.1", "cu12"))] == ["sm_100a"]  # its own target
    result = CliRunner().invoke(main, ["golden", "check", SM100, "--dsl", "4.5.3"])
    assert result.exit_code == ExitCode.BAD_INPUT and "needs DSL >= 4.8.0" in result.output


def test_a_golden_set_operator_named_alone_is_checked_on_the_target_it_was_picked_for(catalogue: None) -> None:
    for chosen in CutlassOperatorKernel.golden_kernels():
        assert registry.get_kernel(chosen.name).golden_archs() == chosen.golden_archs()
