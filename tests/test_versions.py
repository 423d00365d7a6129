"""cute_ir.releases.catalogue against the pass lists measured for every DSL release."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest

from cute_ir.errors import BadInputError, EnvironmentProblem
from cute_ir.releases.catalogue import (CU12, CU13, KNOWN_RELEASES, Published, installed_dsl, known_release, parse_spec,
                                        release_specs)
from cute_ir.stages import PASS_STAGES, STAGES, alignment_key, assign_stages, bare_pass_arg, pass_identity

PIPELINES = Path(__file__).resolve().parents[1].parent / "shared" / "facts" / "pipelines"
# Pass lists this project measured itself from `cute-ir dump --dsl SPEC` manifests: the cu13 builds
# (and 4.5.0), which the shared facts do not cover. "?" stands for a class name the build did not report.
OWN_PIPELINES = Path(__file__).resolve().parent / "data" / "pipelines"
PASS_LINE = re.compile(r"^\S+ \((?P<arg>[^)]+)\)")


def _pass_files() -> list[Path]:
    return sorted(PIPELINES.glob("v*.passes.txt")) if PIPELINES.is_dir() else []


def _own_pass_files() -> list[Path]:
    return sorted(OWN_PIPELINES.glob("*.passes.txt"))


needs_pipelines = pytest.mark.skipif(not _pass_files(), reason=f"measured pass lists not found in {PIPELINES}")


def _pass_args(path: Path) -> list[str]:
    lines = path.read_text().splitlines()
    return [m.group("arg") for m in map(PASS_LINE.match, lines) if m]


def _release_of(path: Path) -> str:
    """`v4.5.3.passes.txt` -> "4.5.3"; `4.5.3+cu13.passes.txt` -> "4.5.3+cu13"."""
    return path.name.split(".passes")[0].lstrip("v")


@pytest.fixture(params=[*_pass_files(), *_own_pass_files()], ids=lambda p: p.name)
def pipeline(request: pytest.FixtureRequest) -> tuple[str, list[str], list[str]]:
    args = _pass_args(request.param)
    return _release_of(request.param), args, assign_stages(args)


def _stage_of(args: list[str], stages: list[str], arg: str, occurrence: int = 0) -> str:
    found = [s for a, s in zip(args, stages) if bare_pass_arg(a) == arg]
    return found[occurrence]


def test_every_pass_gets_a_stage_from_the_vocabulary(pipeline):
    _, args, stages = pipeline
    assert len(args) >= 39
    assert len(stages) == len(args)
    assert set(stages) == set(PASS_STAGES), "every release passes through every pass stage"


def test_landmark_passes_get_their_stage(pipeline):
    version, args, stages = pipeline
    bare = [bare_pass_arg(a) for a in args]
    assert stages[0] == "cute-prepare"
    assert _stage_of(args, stages, "cute-expand-ops") == "cute-expand-ops"
    assert _stage_of(args, stages, "cute-fold-static") == "cute-simplify"
    binary = "gpu-module-to-binary" if version == "4.2.1" else "cuda-to-binary"
    assert _stage_of(args, stages, binary) == "to-binary"
    assert stages[-1] == "host"
    main_llvm = "one-shot-convert-to-llvm" if "one-shot-convert-to-llvm" in bare else "convert-to-llvm"
    llvm_index = max(i for i, a in enumerate(bare[: bare.index(binary)]) if a == main_llvm)
    assert stages[llvm_index] == "to-llvm"
    assert stages[bare.index(binary) - 1] == "llvm-cleanup"
    lowering = {"4.2.1": "convert-cute-algo-to-arch"}.get(version, "convert-cute-types-in-scf-ops")
    assert _stage_of(args, stages, lowering) == "cute-to-core"
    if "convert-cute-to-core" in bare:
        assert _stage_of(args, stages, "convert-cute-to-core") == "cute-to-core"
    outlining = "gpu-kernel-outlining" if "gpu-kernel-outlining" in bare else "core-to-llvm-prepare"
    assert _stage_of(args, stages, outlining) == "llvm-prepare"


def test_stages_follow_pipeline_order(pipeline):
    """Stages never go backwards, apart from 4.2's cute-algo-to-arch lowering right after expansion."""
    _, args, stages = pipeline
    order = [PASS_STAGES.index(s) for a, s in zip(args, stages) if bare_pass_arg(a) != "convert-cute-algo-to-arch"]
    assert order == sorted(order)


def test_distinctive_passes_align_between_neighbouring_releases():
    files = _pass_files()
    if len(files) < 2:
        pytest.skip(f"measured pass lists not found in {PIPELINES}")
    for older, newer in zip(files, files[1:]):
        keys = []
        for path in (older, newer):
            args = _pass_args(path)
            keys.append({alignment_key(a, s) for a, s in zip(args, assign_stages(args))})
        shared = keys[0] & keys[1]
        for landmark in ("cute-expand-ops", "cuda-to-binary", "cuda-error-handling", "cuda-compute-target"):
            assert ("", landmark) in shared, (older.name, newer.name, landmark)
        assert ("to-llvm", "one-shot-convert-to-llvm") in shared
        assert ("llvm-cleanup", "canonicalize") in shared


def test_expanded_pipeline_forms_are_understood():
    """Pass arguments as they appear in str(PassManager): anchored, with options."""
    args = [
        "cute-remove-static-args",
        "cute-expand-ops{enable-assertions=false}",
        "canonicalize{  max-iterations=3 top-down=true}",
        "gpu.module(cuda-compute-target{chip=sm_90a opt-level=3})",
        "one-shot-convert-to-llvm{index-bitwidth=64}",
        "gpu.module(optimize-llvm-for-backend)",
        "cuda-to-binary{dump-ptx-path= opt-level=3}",
        "cuda-error-handling",
    ]
    assert assign_stages(args) == [
        "cute-prepare",
        "cute-expand-ops",
        "cute-simplify",
        "llvm-prepare",
        "to-llvm",
        "llvm-cleanup",
        "to-binary",
        "host",
    ]
    assert bare_pass_arg("gpu.module/cuda-compute-target") == "cuda-compute-target"
    assert pass_identity("nvvm-attach-target") == pass_identity("gpu.module(cuda-compute-target{chip=sm_90a})")
    assert assign_stages([]) == []


def test_the_cu13_build_of_453_lowers_through_core_after_sinking_index_computations():
    """Pass list measured from a 4.5.3+cu13 capture: the 4.6 "core" lowering, in a 4.5 order."""
    args = [
        "cute-expand-ops",
        "cute-fold-static",
        "canonicalize",
        "convert-vector-to-scf",
        "arith-expand",
        "gpu-launch-sink-index-computations",
        "convert-cute-to-core",
        "reconcile-unrealized-casts",
        "gpu-kernel-outlining",
        "nvvm-attach-target",
        "gpu.module/convert-fastmath-ops",
        "core-to-llvm-prepare",
        "one-shot-convert-to-llvm",
        "canonicalize",
        "gpu.module/optimize-llvm-for-backend",
    ]
    stages = dict(zip(args, assign_stages(args)))
    assert stages["convert-cute-to-core"] == "cute-to-core"
    assert stages["gpu-kernel-outlining"] == "llvm-prepare"
    assert stages["one-shot-convert-to-llvm"] == "to-llvm"
    assert stages["gpu.module/optimize-llvm-for-backend"] == "llvm-cleanup"


def test_unusual_pipelines_still_get_a_stage_for_every_pass():
    assert assign_stages(["canonicalize", "cse"]) == ["cute-simplify", "cute-simplify"]
    assert assign_stages(["convert-cute-to-core", "cse", "cuda-to-binary"]) == [
        "cute-to-core",
        "cute-to-core",
        "to-binary",
    ]


def test_stage_vocabulary_names_the_issue_asks_for():
    for name in ("input", "cute-expand-ops", "cute-to-core", "to-llvm", "ptx", "sass"):
        assert name in STAGES


def test_known_releases_cover_both_variants():
    cu12 = {v for v, variant in KNOWN_RELEASES if variant == CU12}
    cu13 = {v for v, variant in KNOWN_RELEASES if variant == CU13}
    assert cu12 == {"4.2.1", "4.3.5", "4.4.2", "4.5.0", "4.5.3", "4.6.3", "4.7.1", "4.8.1"}
    assert cu13 == {"4.4.2", "4.5.0", "4.5.3", "4.6.3", "4.7.1", "4.8.1"}
    assert KNOWN_RELEASES["4.5.3", CU12].requirement == "nvidia-cutlass-dsl==4.5.3"
    assert KNOWN_RELEASES["4.5.3", CU13].requirement == "nvidia-cutlass-dsl[cu13]==4.5.3"
    assert KNOWN_RELEASES["4.5.3", CU13].spec == "4.5.3+cu13"
    assert KNOWN_RELEASES["4.5.3", CU12].ir_printing and not KNOWN_RELEASES["4.5.3", CU13].ir_printing
    assert not KNOWN_RELEASES["4.6.3", CU12].ir_printing
    assert KNOWN_RELEASES["4.5.3", CU12].import_folder == "python_packages"
    assert KNOWN_RELEASES["4.6.3", CU12].import_folder == "dsl_packages"
    assert not KNOWN_RELEASES["4.2.1", CU12].fake_tensors and KNOWN_RELEASES["4.3.5", CU12].fake_tensors
    assert "CUTE_DSL_KEEP" in KNOWN_RELEASES["4.5.3", CU12].keep_env_vars
    assert "CUTE_DSL_KEEP" not in KNOWN_RELEASES["4.4.2", CU12].keep_env_vars


@needs_pipelines
def test_every_known_release_has_a_measured_pass_list():
    measured = {_release_of(p) for p in (*_pass_files(), *_own_pass_files())}
    for release in KNOWN_RELEASES.values():
        assert release.spec in measured, release.spec


@needs_pipelines
def test_every_measured_release_is_known():
    for path in _pass_files():
        assert (_release_of(path), CU12) in KNOWN_RELEASES


def test_specs_parse_and_bad_ones_are_refused():
    assert parse_spec("4.8.1") == ("4.8.1", CU12)
    assert parse_spec(" 4.5.3+cu13 ") == ("4.5.3", CU13)
    with pytest.raises(BadInputError, match="not a DSL version"):
        parse_spec("latest")
    with pytest.raises(BadInputError, match="unknown DSL variant"):
        parse_spec("4.8.1+cu11")
    with pytest.raises(EnvironmentProblem, match="no cu13 variant"):
        known_release("4.2.1+cu13")
    assert known_release("9.9.9") is None
    assert known_release("4.4.2+cu13").variant == CU13


def test_installed_dsl_matches_the_distributions_of_this_interpreter():
    version, variant = installed_dsl()
    assert version == metadata.version("nvidia-cutlass-dsl")
    names = {d.metadata["Name"] for d in metadata.distributions()}
    assert variant == (CU13 if "nvidia-cutlass-dsl-libs-cu13" in names else CU12)


def test_releases_are_ordered_as_pep_440_orders_them():
    # a dev release comes before its final release; hand-made integer tuples put 4.9.0.dev0 (4, 9, 0, 0) after 4.9.0
    assert release_specs("4.9.0.dev0,4.9.0") == ["4.9.0.dev0", "4.9.0"]
    assert release_specs("4.10.0,4.9.0,4.9.0.dev0") == ["4.9.0.dev0", "4.9.0", "4.10.0"]
    published = Published({CU12: ("4.8.1", "4.9.0"), CU13: ("4.8.1", "4.9.0")})
    assert release_specs("4.9.0.dev0..4.9.0", published=published) == ["4.9.0"]  # no longer "runs backwards"


def test_the_ptxas_that_reads_the_ptx_is_chosen_by_pep_440_order(monkeypatch, tmp_path):
    from cute_ir.capture.extract import cubin

    old, new = tmp_path / "ptxas-12", tmp_path / "ptxas-13"
    monkeypatch.setattr(cubin, "_installed_ptxas", lambda: [(old, "12.9"), (new, "13.1")])
    monkeypatch.setattr(cubin, "newest_ptx_version", lambda ptxas: {old: "8.8", new: "9.10"}[ptxas])
    assert cubin._ptxas_for("13.0", "9.9") == (new, "13.1")  # 9.10 reads 9.9 (a string compare says no)
    assert cubin._ptxas_for("13.0", "8.8") == (old, "12.9")
