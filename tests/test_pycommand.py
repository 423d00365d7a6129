"""cute-ir's child processes import cute-ir's modules, whatever folders the working directory holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from small_kernel import SMALL_KERNEL

from cute_ir.pycommand import module_command


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
