"""cute-ir's child processes import cute-ir's modules, whatever folders the working directory holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from small_kernel import SMALL_KERNEL

from cute_ir.process.pycommand import module_command


def test_a_module_of_the_same_name_in_the_working_directory_is_not_run(tmp_path: Path) -> None:
    (tmp_path / "json").mkdir()
    (tmp_path / "json" / "__init__.py").write_text("raise SystemExit('the working directory was imported')")
    done = subprocess.run(module_command(sys.executable, "json.tool", "--help"), cwd=tmp_path,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout and "json.tool" in done.stdout  # the module's own argv[0], as under -m


def test_dump_from_a_folder_holding_another_cute_ir(tmp_path: Path) -> None:
    # e.g. `cute-ir dump` run from inside an older checkout of cute-ir
    (tmp_path / "cute_ir").mkdir()
    (tmp_path / "cute_ir" / "__init__.py").write_text("raise SystemExit('another cute_ir was imported')")
    cli = Path(sys.executable).with_name("cute-ir")
    done = subprocess.run([str(cli), "dump", SMALL_KERNEL, "-o", str(tmp_path / "trace")], cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "trace" / "manifest.json").is_file()


def test_a_linked_child_runs_this_cute_ir_and_only_the_packages_linked(tmp_path: Path) -> None:
    """A child under a release environment's interpreter: the link folder's boot script wins over a
    `cute_ir` ahead on the path (another checkout, the environment's own link), and a provider
    package from this interpreter's site-packages is linked alone, its import root cleared."""
    import sysconfig

    import cute_ir
    from cute_ir.releases.environments import link_for_child

    shadow = tmp_path / "shadow" / "cute_ir"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise SystemExit('another cute_ir was imported')")
    site_packages = sysconfig.get_path("purelib")
    sources = [{"name": "rich", "target": "rich", "origin": "entry point", "import_root": site_packages},
               {"name": "mine", "target": "mine", "origin": "--import", "import_root": str(tmp_path)}]
    linked = link_for_child(tmp_path / "link", sources)
    assert [s["import_root"] for s in linked] == ["", str(tmp_path)]  # the project folder stays
    assert sorted(p.name for p in (tmp_path / "link" / "packages").iterdir()) == [
        "cute_ir", "cute_ir.kernels", "cute_ir.passes_view", "rich"]
    probe = tmp_path / "probe.py"
    probe.write_text("import cute_ir, cute_ir.kernels, rich; print(cute_ir.__file__, rich.__file__)")
    (tmp_path / "link" / "packages" / "probe.py").symlink_to(probe)
    done = subprocess.run(module_command(sys.executable, "probe", link=str(tmp_path / "link")), cwd=tmp_path,
                          capture_output=True, text=True, env={"PYTHONPATH": str(shadow.parent)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(Path(cute_ir.__file__).resolve()), str(Path(site_packages, "rich",
                                                                                    "__init__.py").resolve())]
