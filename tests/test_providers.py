"""Kernel providers: entry points, --import, [tool.cute-ir], CUTE_IR_PROVIDERS, register_jit, and bad providers.

Entry points are made by a hand-written `*.dist-info` on sys.path (what pip writes, without pip);
tests/installed/ installs a real package into a scratch environment.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.registry import discovery

ACME_SRC = Path(__file__).parent / "data" / "acme_kernels" / "src"

JIT_MODULE = """
import cute_ir

@cute_ir.register_jit(name={name!r}, example_args=lambda: ())
def {func}():
    pass
"""


@pytest.fixture(autouse=True)
def fresh_discovery(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts and ends with no --import, no fixed sources, no in-process registrations."""
    monkeypatch.delenv(discovery.PROVIDERS_ENV, raising=False)
    discovery.reset()
    yield
    discovery.reset()


def make_distribution(site: Path, name: str, entry_points: dict[str, str]) -> None:
    """A minimal installed distribution declaring `cute_ir.kernels` entry points."""
    info = site / f"{name.replace('-', '_')}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
    lines = "".join(f"{key} = {value}\n" for key, value in entry_points.items())
    (info / "entry_points.txt").write_text(f"[{discovery.ENTRY_POINT_GROUP}]\n{lines}")


def write_module(site: Path, name: str, text: str) -> None:
    path = site / Path(*name.split(".")).with_suffix(".py")
    path.parent.mkdir(parents=True, exist_ok=True)
    for folder in list(path.relative_to(site).parents)[:-1]:
        (site / folder / "__init__.py").touch()
    path.write_text(textwrap.dedent(text))


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    yield folder
    for name in [m for m in sys.modules if m.startswith(("good_", "broken_", "twin_", "cfg_"))]:
        del sys.modules[name]


def invoke(*args: str) -> object:
    return CliRunner().invoke(main, list(args))


# ---- discovery --------------------------------------------------------------------------------------


def test_our_kernels_come_through_our_own_entry_point() -> None:
    [ours] = [item for item in registry.catalog().providers if item.name == "cute_ir"]
    assert ours.source.origin == discovery.ENTRY_POINT and ours.source.target == "cute_ir.kernels:PROVIDER"
    assert ours.source.distribution.startswith("cute-ir ")
    assert registry.provider_of("elementwise_add_sm80_f32_v128") == "cute_ir"


def test_an_installed_entry_point_adds_its_kernels(site: Path) -> None:
    write_module(site, "good_lib.provider", JIT_MODULE.format(name="good_jit", func="good"))
    make_distribution(site, "good-lib", {"good": "good_lib.provider"})
    discovery.reset()
    assert registry.provider_of("good_jit") == "good"
    kernel = registry.get_kernel("good_jit")
    assert kernel.metadata.kernel_class == "JitKernel" and kernel.source_file.name == "provider.py"
    result = invoke("list", "--providers", "--json")
    assert result.exit_code == 0, result.output
    assert '"distribution": "good-lib 0.1"' in result.output


def test_a_provider_object_with_lazy_families(site: Path) -> None:
    write_module(site, "good_obj.provider", """
        from cute_ir.registry import KernelProvider

        def _family():
            from good_obj.family import LazyKernel
            return LazyKernel

        PROVIDER = KernelProvider(name="lazy", families={"LazyKernel": _family})
    """)
    write_module(site, "good_obj.family", """
        import cute_ir
        from cute_ir.registry.jit import JitKernel, JitSpec

        class LazyKernel(JitKernel):
            spec = JitSpec("lazy_one", lambda: None, lambda: (), 0, {})
    """)
    make_distribution(site, "good-obj", {"lazy": "good_obj.provider:PROVIDER"})
    discovery.reset()
    providers = {item.name: item for item in registry.catalog().providers}
    assert providers["lazy"].provider is not None
    assert registry.provider_of("lazy_one") == "lazy"


def test_cute_ir_providers_keeps_only_the_named(site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_module(site, "good_lib.provider", JIT_MODULE.format(name="good_jit", func="good"))
    make_distribution(site, "good-lib", {"good": "good_lib.provider"})
    monkeypatch.setenv(discovery.PROVIDERS_ENV, "good")
    discovery.reset()
    assert [k.name for k in registry.all_kernels()] == ["good_jit"]
    monkeypatch.setenv(discovery.PROVIDERS_ENV, "good,nope")
    discovery.reset()
    with pytest.raises(BadInputError, match="CUTE_IR_PROVIDERS names 'nope'"):
        registry.all_kernels()


def test_import_option_and_project_configuration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "proj"
    write_module(project, "cfg_kernels", JIT_MODULE.format(name="cfg_jit", func="cfg"))
    write_module(project, "cfg_more", JIT_MODULE.format(name="cfg_more_jit", func="more"))
    (project / "pyproject.toml").write_text('[project]\nname = "proj"\n\n[tool.cute-ir]\nproviders = ["cfg_kernels"]\n')
    monkeypatch.chdir(project)
    result = invoke("--import", "cfg_more", "list", "--json")
    assert result.exit_code == 0, result.output
    assert '"provider": "cfg_kernels"' in result.output and '"provider": "cfg_more"' in result.output
    for name in ("cfg_kernels", "cfg_more"):
        sys.modules.pop(name, None)


def _providers_listed(*args: str) -> set[str]:
    import json

    result = invoke(*args, "list", "--json")
    assert result.exit_code == 0, result.output
    return {row["provider"] for row in json.loads(result.output)}


def test_a_project_declaring_its_providers_sees_ours_only_when_asked(tmp_path: Path, site: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    project = tmp_path / "proj"
    write_module(project, "cfg_kernels", JIT_MODULE.format(name="cfg_jit", func="cfg"))
    (project / "pyproject.toml").write_text('[project]\nname = "proj"\n\n[tool.cute-ir]\nproviders = ["cfg_kernels"]\n')
    monkeypatch.chdir(project)
    assert _providers_listed() == {"cfg_kernels"}
    assert _providers_listed("--provider", "cute_ir") == {"cfg_kernels", "cute_ir"}
    discovery.reset()  # --provider holds for the rest of the process, as --import does
    sys.modules.pop("cfg_kernels", None)  # so that importing it registers its kernel again
    listed = invoke("list", "--providers")
    assert "left out: cute_ir, cutlass_operators" in listed.output and "--provider cute_ir" in listed.output
    unknown = invoke("dump", "elementwise_add_sm80_f32_v128", "-o", str(tmp_path / "t"))
    assert unknown.exit_code == ExitCode.BAD_INPUT and "cute-ir --provider cute_ir" in unknown.output
    assert not (tmp_path / "t").exists()
    refused = invoke("--provider", "nope", "list")
    assert refused.exit_code == ExitCode.BAD_INPUT and "--provider nope: no such provider" in refused.output

    (project / "pyproject.toml").write_text('[tool.cute-ir]\nproviders = ["cfg_kernels", "cute_ir"]\n')
    from cute_ir.project import _find_project

    _find_project.cache_clear()  # cached by folder
    discovery.reset()
    sys.modules.pop("cfg_kernels", None)
    assert _providers_listed() == {"cfg_kernels", "cute_ir"}
    sys.modules.pop("cfg_kernels", None)


def test_a_project_declaring_an_entry_point_leaves_ours_out(tmp_path: Path, site: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    write_module(site, "good_lib.provider", JIT_MODULE.format(name="good_jit", func="good"))
    make_distribution(site, "good-lib", {"good": "good_lib.provider"})
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "good-lib"\n\n'
                                             '[project.entry-points."cute_ir.kernels"]\ngood = "good_lib.provider"\n')
    monkeypatch.chdir(tmp_path)
    discovery.reset()
    assert _providers_listed() == {"good"}
    monkeypatch.setenv(discovery.PROVIDERS_ENV, "good,cute_ir")
    discovery.reset()
    for name in [m for m in sys.modules if m.startswith("good_lib")]:
        del sys.modules[name]  # so that importing it registers its kernel again
    assert _providers_listed() == {"good", "cute_ir"}


def test_a_project_declaring_no_providers_sees_ours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "plain"\n')
    monkeypatch.chdir(tmp_path)
    assert "cute_ir" in _providers_listed()


def test_unknown_project_key_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.cute-ir]\nprovider = ["x"]\n')
    monkeypatch.chdir(tmp_path)
    result = invoke("list")
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "unknown key 'provider' in [tool.cute-ir]" in result.output and "Traceback" not in result.output


# ---- bad providers ------------------------------------------------------------------------------


def test_a_provider_that_fails_to_import_is_named_and_the_rest_still_listed(site: Path) -> None:
    write_module(site, "broken_lib.provider", "import not_a_module_anywhere\n")
    make_distribution(site, "broken-lib", {"broken": "broken_lib.provider:PROVIDER"})
    discovery.reset()
    result = invoke("list")
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "elementwise_add_sm80_f32_v128" in result.output  # the other providers' kernels
    assert ("error: provider 'broken' (entry point broken = broken_lib.provider:PROVIDER, from broken-lib 0.1) "
            "failed to import: ModuleNotFoundError: No module named 'not_a_module_anywhere'") in result.output
    assert "Traceback" not in result.output
    # a kernel of a healthy provider is still found; an unknown one names the broken provider
    assert registry.get_kernel("elementwise_add_sm80_f32_v128")
    with pytest.raises(registry.UnknownKernelError, match="provider 'broken'"):
        registry.get_kernel("broken_thing")
    # commands over every kernel refuse to leave one out silently
    status = invoke("golden", "status")
    assert status.exit_code == ExitCode.BAD_INPUT and "provider 'broken'" in status.output


def test_a_provider_entry_point_to_something_else_is_named(site: Path) -> None:
    write_module(site, "broken_kind.provider", "PROVIDER = 42\n")
    make_distribution(site, "broken-kind", {"kind": "broken_kind.provider:PROVIDER"})
    discovery.reset()
    errors = registry.catalog().errors
    assert errors == ["provider 'kind' (entry point kind = broken_kind.provider:PROVIDER, from broken-kind 0.1) "
                      "failed to import: broken_kind.provider:PROVIDER is int, not a cute_ir.registry.KernelProvider"]


def test_a_family_that_fails_to_load_is_named(site: Path) -> None:
    write_module(site, "broken_family.provider", """
        from cute_ir.registry import KernelProvider

        def _family():
            raise RuntimeError("needs triton")

        PROVIDER = KernelProvider(name="fam", families={"FamKernel": _family})
    """)
    make_distribution(site, "broken-family", {"fam": "broken_family.provider:PROVIDER"})
    discovery.reset()
    assert registry.catalog().errors == ["provider 'fam': family 'FamKernel' failed to load: RuntimeError: needs triton"]


def test_two_providers_registering_one_kernel_name_are_both_named(site: Path) -> None:
    write_module(site, "twin_a.provider", JIT_MODULE.format(name="twin_jit", func="a"))
    write_module(site, "twin_b.provider", JIT_MODULE.format(name="twin_jit", func="b"))
    make_distribution(site, "twin-a", {"twin_a": "twin_a.provider"})
    make_distribution(site, "twin-b", {"twin_b": "twin_b.provider"})
    discovery.reset()
    result = invoke("list")
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "two providers register the family 'twin_jit': 'twin_a' and 'twin_b'" in result.output
    assert "Traceback" not in result.output


def test_a_provider_clashing_with_ours_is_named(site: Path) -> None:
    write_module(site, "twin_ours.provider", JIT_MODULE.format(name="elementwise_add_sm80_f32_v128", func="x"))
    make_distribution(site, "twin-ours", {"twin_ours": "twin_ours.provider"})
    discovery.reset()
    with pytest.raises(BadInputError, match="kernel 'elementwise_add_sm80_f32_v128': 'cute_ir' and 'twin_ours'"):
        registry.all_kernels()


def test_import_of_a_missing_file_or_module() -> None:
    result = invoke("--import", "no/such/file.py", "list")
    assert result.exit_code == ExitCode.BAD_INPUT and "no such file" in result.output
    result = invoke("--import", "no_such_module_at_all", "list")
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "provider 'no_such_module_at_all' (--import no_such_module_at_all) failed to import" in result.output


def test_register_jit_refuses_what_it_cannot_use() -> None:
    with pytest.raises(BadInputError, match="example_args must be a function"):
        registry.register_jit(lambda: None, name="x", example_args=(1, 2))  # type: ignore[arg-type]
    with pytest.raises(BadInputError, match="not a usable kernel name"):
        registry.register_jit(lambda: None, name="has space", example_args=lambda: ())


# ---- every command on an external kernel, in child processes --------------------------------------


def test_an_imported_jit_kernel_is_captured_in_a_child(tmp_path: Path) -> None:
    """`dump` compiles in a child process: the provider reaches it by value, not by being installed."""
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    env.pop(discovery.PROVIDERS_ENV, None)
    command = [str(Path(sys.executable).parent / "cute-ir"), "--import", "acme_kernels.cute_ir_kernels",
               "dump", "acme_scale_f32", "-o", str(tmp_path / "trace")]
    done = subprocess.run(command, cwd=ACME_SRC, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    from cute_ir.trace import load_trace

    trace = load_trace(tmp_path / "trace")
    assert trace.ok and trace.kernel.name == "acme_scale_f32"
    assert Path(trace.kernel.source_file) == ACME_SRC / "acme_kernels" / "scale.py"


def test_the_gpu_run_child_gets_the_providers_by_value_and_refuses_a_jit_kernel(tmp_path: Path) -> None:
    """`cute-ir run` checks in a child too: an --import kernel is found there, and a bare jit function is
    refused with a reason (it has no operands or reference to compare), not a StopIteration."""
    pytest.importorskip("torch")
    import json

    from cute_ir.gpu.run import RunRequest

    source = discovery.ProviderSource("acme", "acme_kernels.cute_ir_kernels", discovery.IMPORT_OPTION, str(ACME_SRC))
    RunRequest(kernel="acme_scale_f32", cases=[{"distribution": "normal", "shape": None}],
               providers=[source.to_json()], report=str(tmp_path / "report.json")).to_file(tmp_path / "request.json")
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    done = subprocess.run([sys.executable, "-m", "cute_ir.gpu.run", str(tmp_path / "request.json")], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=600)
    result = json.loads((tmp_path / "report.json").read_text())
    assert done.returncode == ExitCode.BAD_INPUT and result["exit"] == ExitCode.BAD_INPUT
    assert result["message"].startswith("acme_scale_f32 is registered with register_jit")


def test_a_real_third_party_kernel_registered_from_outside_its_package(tmp_path: Path) -> None:
    """quack-kernels' softmax, which knows nothing of cute-ir, registered by a module of ours and captured."""
    pytest.importorskip("quack", reason="the corpus extra (quack-kernels 0.6.5) is not installed")
    provider = Path(__file__).parent / "data" / "quack_provider" / "quack_softmax_provider.py"
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    env.pop(discovery.PROVIDERS_ENV, None)
    cute_ir_cli = str(Path(sys.executable).parent / "cute-ir")
    listed = subprocess.run([cute_ir_cli, "--import", str(provider), "list", "--json", "--filter", "library=quack"],
                            env=env, capture_output=True, text=True, timeout=600)
    assert listed.returncode == 0, listed.stderr
    assert '"kernel_name": "quack_softmax_bf16_4096"' in listed.stdout
    assert '"provider": "quack_softmax_provider"' in listed.stdout
    done = subprocess.run([cute_ir_cli, "--import", str(provider), "dump", "quack_softmax_bf16_4096",
                           "-o", str(tmp_path / "trace")], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    from cute_ir.trace import load_trace

    trace = load_trace(tmp_path / "trace")
    assert trace.ok and trace.kernel.name == "quack_softmax_bf16_4096"
    assert Path(trace.kernel.source_file).name == "softmax.py"  # quack's file, where Softmax is defined
    assert any("Softmax" in resource.function for resource in trace.resources)


def test_a_traced_script_sees_the_imported_providers(tmp_path: Path) -> None:
    """`cute-ir --import M trace -- script.py`: the script's child process sees M's kernels too."""
    script = tmp_path / "compile_acme.py"
    script.write_text("from cute_ir import registry\n"
                      "kernel = registry.get_kernel('acme_scale_f32')\n"
                      "kernel.compile(kernel.example_arguments())\n")
    env = {**os.environ, "CUTE_DSL_ARCH": "sm_90a"}
    env.pop(discovery.PROVIDERS_ENV, None)
    command = [str(Path(sys.executable).parent / "cute-ir"), "--import", "acme_kernels.cute_ir_kernels",
               "trace", "--quiet", "-o", str(tmp_path / "session"), "--", str(script)]
    done = subprocess.run(command, cwd=ACME_SRC, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert (tmp_path / "session" / "001" / "manifest.json").is_file()


def test_loading_providers_imports_neither_the_dsl_nor_torch() -> None:
    """Families are loaders: finding the providers (ours included) costs no DSL import."""
    code = ("import sys; from cute_ir.registry import discovery; "
            "loaded = discovery.load_providers(); assert any(p.name == 'cute_ir' and p.provider for p in loaded); "
            "assert 'cutlass' not in sys.modules and 'torch' not in sys.modules, sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, timeout=120, cwd=Path(__file__).parent)
