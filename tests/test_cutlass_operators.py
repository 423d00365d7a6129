"""NVIDIA's operator catalogue (nvidia-cutlass-operators) through cute-ir's provider mechanism.

The catalogue is indexed from metadata (cute_ir/providers/operators_index.py): the first test that needs
it builds the index into the user cache once per operators and DSL release (~1 CPU-minute). Captures
of one operator per class and target are measured in docs/operators.md; one SM90 capture runs here.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import BadInputError, ExitCode, NoGPUError
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
    result = CliRunner().invoke(main, ["list", "--provider", "cutlass_operators", "--arch", "sm_100a"])
    assert result.exit_code == ExitCode.ENVIRONMENT and "nvidia-cutlass-operators is not installed" in result.stderr
    assert result.stdout == ""  # not "no kernel instance matches": the package is what is missing
    result = CliRunner().invoke(main, ["list", "--filter", "name=elementwise_add_sm80_f32_v128"])
    assert result.exit_code == 0 and "elementwise_add_sm80_f32_v128" in result.stdout


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


def test_an_operator_made_from_its_remembered_metadata_is_the_one_its_generator_makes(catalogue: None,
                                                                                          monkeypatch) -> None:
    """What a warm capture server does (`remember_class`, then each capture's `construct`), on the smallest
    SM80 class: the same operator class and metadata as the package's generator filtered by name."""
    monkeypatch.setattr(operators_index, "_REMEMBERED", {})
    name = "Sm80TensorOpGemmOperator"
    names = [row[0] for row in operators_index.class_rows([next(each for each in operators_index.classes()
                                                                 if each.name == name)])[name]["rows"]]
    generated = [operators_index.construct(each, name) for each in names[:8]]
    operators_index.remember_class(name)
    assert len(operators_index._REMEMBERED[name]) == len(names)
    made = [operators_index.construct(each, name) for each in names[:8]]
    assert [(type(a), a.metadata) for a in made] == [(type(b), b.metadata) for b in generated]


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


def test_listing_lines_are_the_metadatas_own(catalogue: None) -> None:
    """`list` writes an operator's JSON object and plain line from pieces its kind shares: they say what
    the metadata says (every sm_90a operator; a sample of every class at sm_100a, long names included)."""
    from cute_ir.registry.kernel import Kernel

    listed = registry.get_kernels(arch="sm_90a", providers=["cutlass_operators"])
    by_class: dict[str, list] = {}
    for kernel in registry.get_kernels(arch="sm_100a", providers=["cutlass_operators"]):
        by_class.setdefault(kernel.metadata.kernel_class, []).append(kernel)
    for kernels in by_class.values():
        long_named = [kernel for kernel in kernels if kernel.name != kernel.metadata.tags["operator"]][:3]
        listed += kernels[::997] + kernels[-1:] + long_named
    assert len(by_class) >= 8 and any(kernel.name != kernel.metadata.tags["operator"] for kernel in listed)
    for kernel in listed:
        fresh = type(kernel)(kernel.row)  # its metadata not made yet: the pieces come first
        assert fresh.listing_json("cutlass_operators") == Kernel.listing_json(kernel, "cutlass_operators")
        assert fresh.listing_line() == Kernel.listing_line(kernel)


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


def test_a_run_of_an_operator_turns_tvm_ffi_on_in_its_child_only(catalogue: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The package compiles an operator for TVM-FFI calls when tvm_ffi is installed; the DSL makes the run's
    operands TVM-FFI tensors only under CUTE_DSL_ENABLE_TVM_FFI=1 (without it every run on the H100 failed:
    "runtime._Tensor is not a TVM-FFI tensor"). The run's child gets it; this process's environment does not."""
    from cute_ir.gpu import run
    from cute_ir.process.children import ChildResult

    monkeypatch.delenv("CUTE_DSL_ENABLE_TVM_FFI", raising=False)
    monkeypatch.setenv("CUTLASS_OPERATORS_USE_TVM_FFI", "0")  # the user's own, opposite: the package would refuse both
    monkeypatch.setattr(run, "require_gpu", lambda: None)
    monkeypatch.setattr(run, "require_capability", lambda kernel: None)
    children: list[dict[str, str]] = []

    def started(module: str, request: run.RunRequest, *, prepare: Any = None, **_: Any) -> ChildResult:
        env = dict(os.environ)
        if prepare is not None:
            prepare(Path("unused"), request, env)
        children.append(env)
        return ChildResult(0, 1, {"exit": 0, "reports": []}, "")

    monkeypatch.setattr(run, "run_child", started)
    for name in (SM90, "elementwise_add_sm80_f32_v128"):
        run.run_cases(name, [run.RunCase()])
    operator_child, own_child = children
    installed = "1" if importlib.util.find_spec("tvm_ffi") else "0"  # the package's own default (the operators extra installs it)
    assert operator_child["CUTE_DSL_ENABLE_TVM_FFI"] == operator_child["CUTLASS_OPERATORS_USE_TVM_FFI"] == installed
    assert "CUTE_DSL_ENABLE_TVM_FFI" not in own_child  # cute-ir's own kernels run as before
    assert "CUTE_DSL_ENABLE_TVM_FFI" not in os.environ and os.environ["CUTLASS_OPERATORS_USE_TVM_FFI"] == "0"


BLOCK_SCALED = ("cutedsl.PersistentDenseBlockScaledGemmOperator_sm100_tnt_AFloat4E2M1FN_BFloat4E2M1FN_outFloat16_"
                "SFAFloat8E4M3FN_SFBFloat8E4M3FN_accFloat32_scaleBlockwise1x16_swizzleSwizzle32x4x4_2cta_cluster4x4x1_"
                "tile256x192x256_tma_store")
EFC = ("cutedsl.PersistentDenseGemmEFCOperator_sm100_nnn_AFloat8E4M3FN_BFloat8E4M3FN_outFloat16_accFloat16_1cta_"
       "cluster1x8x1_tile64x128x128_tma_store")


def test_a_golden_point_names_target_class_cta_dtype_family_scale_format_and_epilogue_kind(catalogue: None) -> None:
    point = cutlass_operators.golden_point
    assert point(registry.get_kernel(SM100), "103a") == {
        "target": "103a", "class": "PersistentDenseGemmOperator", "cta": "2", "dtype_family": "f16",
        "scale_format": "none", "epilogue_kind": "none"}
    assert point(registry.get_kernel(BLOCK_SCALED), "100a") == {
        "target": "100a", "class": "PersistentDenseBlockScaledGemmOperator", "cta": "2", "dtype_family": "f4",
        "scale_format": "Blockwise1x16:e4m3", "epilogue_kind": "none"}
    assert point(registry.get_kernel(EFC), "100a", "design-point") == {
        "target": "100a", "class": "PersistentDenseGemmEFCOperator", "cta": "1", "dtype_family": "f8",
        "out_family": "f16", "accumulator_family": "f16", "scale_format": "none", "epilogue_kind": "efc",
        "cluster_class": "8+"}


def test_goldens_keep_one_operator_per_golden_point_the_same_names_for_the_same_catalogue(catalogue: None) -> None:
    from cute_ir.registry.sampling import point_key

    picks = cutlass_operators.golden_picks("ci")
    chosen = CutlassOperatorKernel.golden_kernels()
    assert sorted([kernel.row.name, arch.removeprefix("sm_")] for kernel in chosen  # type: ignore[attr-defined]
                  for arch in kernel.golden_archs()) == sorted(picks + cutlass_operators.keyed_picks())
    points = cutlass_operators.golden_points("ci")
    assert len(picks) == len({point_key(point) for point in points.values()}) == 63  # operators 0.3.0
    assert {point_key(points[f"{name}@{target}"]) for name, target in picks} == {  # every point, once
        point_key(point) for point in points.values()}
    listed_backwards = dict(reversed(list(points.items())))
    assert cutlass_operators._picks(listed_backwards) == picks


def test_every_design_point_has_a_golden_those_beyond_ci_checked_by_capture_key(catalogue: None) -> None:
    """The issue's whole design point (712 of operators 0.3.0): CI's 63 points captured afresh, the
    649 others one operator each, checked by capture key (their goldens keep facts only)."""
    from cute_ir.registry.sampling import point_key

    points = cutlass_operators.golden_points("design-point")
    ci, keyed = cutlass_operators.golden_picks("ci"), cutlass_operators.keyed_picks()
    covered = [point_key(points[f"{name}@{target}"]) for name, target in ci + keyed]
    assert len(covered) == len(set(covered)) == len({point_key(point) for point in points.values()}) == 712
    assert (len(ci), len(keyed)) == (63, 649)
    kernels = CutlassOperatorKernel.golden_kernels()
    assert max(len(kernel.name.encode()) for kernel in kernels) <= 255  # each names its golden's folder (NAME_MAX)
    name, target = keyed[0]
    assert registry.get_kernel(name).golden_checked_by_key(f"sm_{target}")  # type: ignore[attr-defined]
    name, target = ci[0]
    assert not registry.get_kernel(name).golden_checked_by_key(f"sm_{target}")  # type: ignore[attr-defined]


def test_the_golden_rule_is_chosen_by_the_environment_and_keyed_by_its_definition(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(operators_index, "installed_version", lambda: "0.3.0")
    monkeypatch.setattr(operators_index, "cached_json", lambda what, make: asked.append(what) or [[SM90, "90a"]])
    monkeypatch.setenv(cutlass_operators.GOLDEN_RULE_ENV, "design-point")
    monkeypatch.setattr(CutlassOperatorKernel, "find_kernel", classmethod(lambda cls, name: cls.__new__(cls)))
    [kernel] = CutlassOperatorKernel.golden_kernels()
    assert kernel.golden_targets == ("90a",) and asked[-1].startswith("goldens-design-point-")  # type: ignore[attr-defined]
    assert not kernel.golden_checked_by_key("sm_90a")  # type: ignore[attr-defined]  # a store of full goldens
    cutlass_operators.golden_picks("ci")
    before = asked[-1]
    monkeypatch.setitem(cutlass_operators.GOLDEN_RULES, "ci", ("target", "class", "cta"))
    cutlass_operators.golden_picks("ci")
    assert before.startswith("goldens-ci-") and asked[-1].startswith("goldens-ci-") and asked[-1] != before
    monkeypatch.setenv(cutlass_operators.GOLDEN_RULE_ENV, "everything")
    with pytest.raises(BadInputError, match="CUTE_IR_OPERATOR_GOLDENS='everything' names no golden rule"):
        CutlassOperatorKernel.golden_kernels()


def test_golden_commands_over_all_kernels_refuse_an_unknown_golden_rule(catalogue: None, tmp_path: Path) -> None:
    """Not silently checked without the operators (in a child: the refusal stays in its registry)."""
    code = "from cute_ir.cli import main; main(['golden', 'status', '--golden-dir', sys.argv[1]])"
    env = {**os.environ, cutlass_operators.GOLDEN_RULE_ENV: "everything"}
    done = subprocess.run([sys.executable, "-c", "import sys; " + code, str(tmp_path)], capture_output=True,
                          text=True, check=False, env=env)
    assert done.returncode == ExitCode.BAD_INPUT
    assert "CUTE_IR_OPERATOR_GOLDENS='everything' names no golden rule (ci, design-point)" in done.stderr


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


def _fake_gemm(a: str, b: str, out: str, shapes: tuple[tuple[int, ...], ...]) -> object:
    """The package's GemmArguments of torch fake tensors (row-major), as its users write them."""
    import cutlass
    import cutlass.operators as ops
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        tensors = [torch.empty(shape, dtype=getattr(torch, dtype)) for dtype, shape in zip((a, b, out), shapes)]
    return ops.GemmArguments(*tensors, accumulator_type=cutlass.Float32)


@pytest.mark.parametrize(("arch", "dtypes", "shapes"), [
    ("sm_100a", ("f16", "f16", "f32"), ((1, 256, 128), (1, 128, 256), (1, 256, 256))),  # the facts' example
    ("sm_90a", ("bf16", "bf16", "bf16"), ((2, 992, 512), (2, 512, 1056), (2, 992, 1056))),
], ids=["sm_100a", "sm_90a"])
def test_the_operators_supporting_operands_are_the_packages_own(catalogue: None, arch: str,
                                                                 dtypes: tuple[str, str, str],
                                                                 shapes: tuple[tuple[int, ...], ...]) -> None:
    import cutlass.operators as ops

    from cute_ir.problems import GemmArguments
    from cute_ir.registry.operands import OperandSpec

    torch_names = {"f16": "float16", "bf16": "bfloat16", "f32": "float32"}
    args = GemmArguments(*(OperandSpec(dtype, shape) for dtype, shape in zip(dtypes, shapes)), accumulator_type="f32")
    theirs = sorted(op.metadata.operator_name for op in ops.get_operators(
        _fake_gemm(*(torch_names[dtype] for dtype in dtypes), shapes), target_sm=arch.removeprefix("sm_")))
    ours = sorted(kernel.metadata.tags["operator"]
                  for kernel in registry.get_kernels(args, arch=arch, providers=["cutlass_operators"]))
    assert ours == theirs and len(theirs) > 10


def test_a_listing_by_operands_asks_the_package_in_a_child(catalogue: None) -> None:
    # 892 on 2026-12-07 (operators 0.3.0): the count get_operators(args, target_sm="100a") gives; four of
    # them (SM80 GEMMs with an f32 out) the package makes only when given operands, not in its catalogue
    code = ("import sys; from cute_ir.registry import get_kernels; from cute_ir.problems import GemmArguments; "
            "from cute_ir.registry.operands import OperandSpec as S; "
            "args = GemmArguments(S('f16', (1, 256, 128)), S('f16', (1, 128, 256)), S('f32', (1, 256, 256))); "
            "found = get_kernels(args, arch='sm_100a', providers=['cutlass_operators']); "
            "assert 'cutlass' not in sys.modules, 'cutlass imported'; "
            "print(len(found), sum(k.metadata.kernel_class == 'Sm80TensorOpGemmOperator' for k in found))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["892", "4"]


def test_an_operator_refusing_operands_says_the_packages_reason(catalogue: None) -> None:
    from cute_ir.problems import GemmArguments
    from cute_ir.registry.operands import OperandSpec

    kernel = registry.get_kernel(SM100)
    good = GemmArguments(OperandSpec("f16", (1, 256, 128)), OperandSpec("f16", (1, 128, 256)),
                         OperandSpec("f32", (1, 256, 256)))
    assert kernel.supports(good)
    padded = GemmArguments(OperandSpec("f16", (1, 256, 128), (256 * 130, 130, 1)), good.B, good.out)
    refused = kernel.supports(padded)  # a row pitch of 130 elements: not a multiple of 8 (16 bytes)
    assert not refused and "nvidia-cutlass-operators" in refused.error and "divisible by 8" in refused.error
    unchained = GemmArguments(good.A, OperandSpec("f16", (1, 64, 256)), good.out)
    refused = kernel.supports(unchained)
    assert not refused and "K dimension" in refused.error
    other_types = GemmArguments(OperandSpec("bf16", (1, 256, 128)), OperandSpec("bf16", (1, 128, 256)), good.out)
    refused = kernel.supports(other_types)
    assert not refused and "dtype" in refused.error


def _ptx_files(ptx: str) -> dict[str, str]:
    return dict(re.findall(r'\.file\s+(\d+) "([^"]*)"', ptx))


def _caller_mapped(ptx: str, caller: str) -> str:
    """The PTX with the caller's file named alike and its lines counted from the call: the one thing a
    compile's caller decides (the DSL gives ops it builds for the operators package, a `cutlass.*`
    module, the location of the first frame outside `cutlass`)."""
    lines = [int(line) for line in re.findall(rf"\.loc\s+{caller} (\d+) \d+", ptx) if int(line)]
    call = min(lines)
    ptx = re.sub(rf'(\.file\s+{caller}) "[^"]*"', r'\1 "CALLER"', ptx)
    return re.sub(rf"\.loc(\s+){caller} (\d+) \d+",
                  lambda found: f".loc{found[1]}{caller} {int(found[2]) - call if int(found[2]) else 0} 0", ptx)


@pytest.mark.slow
def test_a_dump_compiles_what_the_package_compiles_plainly(catalogue: None, tmp_path: Path) -> None:
    """`cute-ir dump --lineinfo` of the seed's operator beside a plain script compiling it the package's
    own way (`op.compile(args)`, torch fake tensors; tests/scripts/operator_compile.py): the kernel's
    lines map to the operators package's Python; the one other file is the caller of `op.compile` (the
    script, and in a dump cute-ir's call of it), and once that is mapped the PTX is the same."""
    import cutlass.operators as ops

    from cute_ir.trace import load_trace
    from plain_run import plain_compile

    script = Path(__file__).parent / "scripts" / "operator_compile.py"
    plain = plain_compile(str(script), tmp_path / "plain", lineinfo=True, arch="sm_100a", args=[SM100, "100a"])
    result = CliRunner().invoke(main, ["dump", SM100, "--lineinfo", "--arch", "sm_100a", "-q", "-o", str(tmp_path / "t")])
    assert result.exit_code == 0, result.output
    traced = load_trace(tmp_path / "t").artifact_text("ptx")
    package = str(Path(ops.__file__).parent) + "/"
    callers = {}
    for side, ptx, caller_file in (("plain", plain.ptx.decode(), str(script)),
                                   ("dump", traced, cutlass_operators.__file__)):
        files = _ptx_files(ptx)
        assert [path for path in files.values() if path.startswith(package)] == [
            package + "providers/cutedsl/gemm/implementations/sm100_persistent_impl.py"]
        (callers[side],) = [index for index, path in files.items() if not path.startswith(package)]
        assert files[callers[side]] == caller_file
    assert _caller_mapped(traced, callers["dump"]) == _caller_mapped(plain.ptx.decode(), callers["plain"])


def test_the_h100s_active_clusters_are_the_measured_ones_and_the_rule_says_it_is_one() -> None:
    """The operators' static schedulers size their grid by the device's max active clusters; a CPU capture
    answers from the table. SMs // cluster size was too high for the H100 at 4 and 8 (the device said 30 and
    15, docs/results/catalogue-4.8.0-to-4.8.1.md)."""
    from cute_ir.releases.catalogue import TARGET_HARDWARE

    h100 = TARGET_HARDWARE["sm_90a"]
    answers = {size: h100.max_active_clusters(size) for size in (1, 2, 4, 8, 16)}
    assert {size: answer for size, (answer, _) in answers.items()} == {1: 132, 2: 66, 4: 30, 8: 15, 16: 8}
    for size in (1, 2, 4, 8):
        assert "measured on NVIDIA H100 80GB HBM3" in answers[size][1] and "2026-12-07" in answers[size][1]
    assert "rule: 132 SMs // cluster size 16" in answers[16][1] and "measured" not in answers[16][1]
    answer, how = TARGET_HARDWARE["sm_100a"].max_active_clusters(2)
    assert answer == 74 and "rule: 148 SMs // cluster size 2" in how and "measured" not in how


@pytest.mark.parametrize("command", [["dump", SM100], ["check", SM100, "--budget", "local_bytes==0"],
                                     ["diff-versions", SM100, "--from", "4.8.1", "--to", "4.8.1"]],
                         ids=["dump", "check", "diff-versions"])
def test_a_kernel_the_default_arch_cannot_compile_is_captured_for_its_own(
        catalogue: None, command: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """`dump SM100_OPERATOR` without --arch failed: "needs sm_100a ... hint: --arch sm_100a" (the default is
    sm_90a). With neither --arch nor CUTE_DSL_ARCH given the kernel's own first arch is used, with a note;
    an arch the user chose is kept (and the compile refuses it as before)."""
    from cute_ir.capture import parent
    from cute_ir.cli import dump_cmd  # imported before parent.dump_kernel is patched: else it binds the patch,
    # which monkeypatch then "restores" into dump_cmd for every later test of this worker

    asked: list[tuple[str, str]] = []

    def captured(name: str, arch: str, out: Path, **options: Any) -> Any:
        asked.append((arch, options.get("arch_source", "")))
        raise NoGPUError("stop here: only the arch is tested")

    monkeypatch.setattr(parent, "dump_kernel", captured)
    monkeypatch.setattr(dump_cmd, "dump_kernel", captured)
    monkeypatch.delenv("CUTE_DSL_ARCH", raising=False)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, command)
    assert asked and asked[0][0] == "sm_100a", result.output
    assert f"note: {SM100} does not compile for sm_90a (the default); capturing it for sm_100a" in result.stderr
    for chosen, env in ((["--arch", "sm_90a"], {}), ([], {"CUTE_DSL_ARCH": "sm_90a"})):
        asked.clear()
        result = CliRunner().invoke(main, [*command, *chosen], env=env)
        assert asked and asked[0][0] == "sm_90a" and "does not compile for" not in result.stderr, result.output


# -- `cute-ir run` of the SM80/SM90 classes: every dtype and layout a GEMM problem -----------------------------

GROUPED = ("cutedsl.ContiguousOffset2D3DGemmDenseOperator_sm100_tnt_ABFloat16_BBFloat16_outBFloat16_accFloat32_1cta_"
           "cluster1x1x1_tile128x128x64_tma_store")


def test_every_sm90a_operator_is_a_gemm_problem_cute_ir_runs(catalogue: None) -> None:
    """The two classes at sm_90a (operators 0.3.0): 128 SM80 and 3,552 SM90 operators, every A/B, out and
    accumulator type and all 8 layouts, each one `cute-ir run` fills and checks; none refused."""
    from collections import Counter

    from cute_ir.problems import GemmArguments

    kernels = CutlassOperatorKernel.list_kernels(None, arch="sm_90a")
    runs = Counter(kernel.row.operator_class for kernel in kernels if kernel.run_refusal() is None)
    refused = {kernel.name: kernel.run_refusal() for kernel in kernels if kernel.run_refusal() is not None}
    assert runs == {"Sm80TensorOpGemmOperator": 128, "Sm90StaticPersistentGemmOperator": 3552} and not refused
    assert all(isinstance(kernel.example_arguments(), GemmArguments) for kernel in kernels[::97])
    kinds = {(kernel.metadata.operands["A"].dtype, kernel.metadata.operands["out"].dtype, kernel.metadata.tags["accumulator"])
             for kernel in kernels}
    assert {("e4m3", "e4m3", "f32"), ("e5m2", "f16", "f16"), ("i8", "u8", "i32"), ("u8", "f32", "i32")} <= kinds
    assert {kernel.metadata.layout for kernel in kernels} == {a + b + c for a in "tn" for b in "tn" for c in "tn"}


@pytest.mark.parametrize(("name", "reason"), [
    (BLOCK_SCALED, "block-scaled operands (Blockwise1x16:e4m3): cute-ir's GEMM problem has no scale factors"),
    (EFC, "a fused epilogue (efc): cute-ir's GEMM problem stores the plain product"),
    (GROUPED, "a grouped GEMM (m): cute-ir's GEMM problem has one A, B and out"),
], ids=["block-scaled", "efc", "grouped"])
def test_run_refuses_an_operator_the_gemm_problem_cannot_describe_saying_why(catalogue: None, name: str,
                                                                             reason: str) -> None:
    """Refused before any GPU is asked for (exit 3, as run's other refusals), the reason named."""
    result = CliRunner().invoke(main, ["run", name])
    assert result.exit_code == ExitCode.BAD_INPUT, result.output
    assert f"cannot be run by cute-ir: {reason}" in " ".join(result.output.split())


def test_an_operand_type_without_a_torch_dtype_is_refused_by_name(catalogue: None) -> None:
    """No class at sm_90a has one; a kind with an fp6 A (the DSL's Float6E2M3FN: torch has no dtype) is."""
    row = registry.get_kernel(SM90).row
    kind = {**row.kind, "A": {**row.kind["A"], "dtype": "Float6E2M3FN"}}
    kernel = CutlassOperatorKernel(row._replace(kind=kind, kind_key=cutlass_operators.json_key(kind)))
    assert kernel.run_refusal() == "cute-ir has no torch dtype to fill or compare A Float6E2M3FN"
    assert kernel.example_arguments().why_not_runnable() == kernel.run_refusal()


LAYOUT_OPERATORS = {  # one sm_90a operator per layout letters, the 8-bit ones where the catalogue has them
    "tnn": "cutedsl.Sm90StaticPersistentGemmOperator_tnn_AInt8_BInt8_outInt8_accInt32_cluster1x1x1_tile128x128x64",
    "tnt": "cutedsl.Sm90StaticPersistentGemmOperator_tnt_AFloat8E4M3FN_BFloat8E4M3FN_outFloat8E4M3FN_accFloat32_"
           "cluster1x1x1_tile128x128x64",
    **{letters: f"cutedsl.Sm80TensorOpGemmOperator_{letters}_AFloat16_BFloat16_outBFloat16_accFloat32_tile128x128x32"
       for letters in ("nnn", "nnt", "ntn", "ntt", "ttn", "ttt")},
}


@pytest.mark.parametrize("letters", sorted(LAYOUT_OPERATORS))
def test_operands_are_made_in_the_operators_own_layout(catalogue: None, letters: str) -> None:
    """A "t" = K contiguous, "n" = M; B "n" = K, "t" = N; out "t" = N, "n" = M (the CPU tensors a run fills,
    at the example and a boundary shape), in the operator's dtypes, the output marked unwritten."""
    torch = pytest.importorskip("torch")
    from cute_ir.gpu import cases, run

    kernel = registry.get_kernel(LAYOUT_OPERATORS[letters])
    contiguous = {"A": {"t": -1, "n": -2}, "B": {"n": -2, "t": -1}, "out": {"t": -1, "n": -2}}
    torch_dtypes = {"f16": torch.float16, "bf16": torch.bfloat16, "i8": torch.int8, "e4m3": torch.float8_e4m3fn}
    for shape in (None, cases.boundary_shapes(kernel)[2]):
        args = run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
        for name, letter in zip(("A", "B", "out"), letters):
            tensor = getattr(args, name)
            assert tensor.stride(contiguous[name][letter]) == 1, (name, tensor.shape, tensor.stride())
            assert tensor.dtype == torch_dtypes[kernel.metadata.operands[name].dtype]
        assert args.A.shape[-1] == args.B.shape[-2] and args.out.shape[-2:] == (args.A.shape[-2], args.B.shape[-1])
        out = args.out.double()
        assert out.isnan().all() if args.out.is_floating_point() else (out == torch.iinfo(args.out.dtype).min).all()


def test_the_package_takes_a_sample_operators_operands_at_the_example_and_a_ragged_shape(catalogue: None) -> None:
    """One sm_90a operator per class x A/B x out x accumulator type (39), as the GPU test runs them: the
    package's own supports check passes its operands (checked in this process: one import of the package)."""
    import cutlass.operators  # noqa: F401 - the package is asked here, not in a child per description

    from cute_ir.gpu import run
    from cute_ir.providers.cutlass_operators import _described
    from test_gpu_operators import RAGGED, sample

    chosen = sample()
    assert len(chosen) == 39
    for name in chosen:
        kernel = registry.get_kernel(name)
        for shape in (None, RAGGED):
            args = run._torch_arguments(kernel.example_arguments(), shape, device="cpu")
            answer = operators_index.supported_by_package(_described(args), [kernel.row.operator_class],
                                                          kernel.row.name)[kernel.row.operator_class]
            assert kernel.row.name in {row[0] for row in answer["supported"]["rows"]}, (name, shape, answer)
