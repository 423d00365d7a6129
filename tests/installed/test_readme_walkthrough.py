"""README's "Use cute-ir in your kernel library", run verbatim on an installed wheel.

A cute-ir wheel (built from a copy of this checkout) and tests/data/acme_kernels go into a fresh
environment next to Hugging Face's `kernels` (the same top-level name as our kernels/ folder once was)
and pytest-golden (which owns `--update-goldens`); every command of the README's block then runs in a
copy of ACME's project, each with the exit code the README states. Nothing in this checkout may change.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path


from installed_env import ACME, PINNED, ROOT, make_venv, user_shell, uv

SECTION = "## Use cute-ir in your kernel library"


def readme_commands() -> list[tuple[str, int]]:
    """The lines of the section's bash block, each with the exit code its `# exit N` comment states (else 0)."""
    text = (ROOT / "README.md").read_text()
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block, "the section has no bash block"
    commands = []
    for line in block.group(1).splitlines():
        command, _, comment = line.partition("#")
        expected = re.match(r"\s*exit (\d+)", comment)
        commands.append((command.strip(), int(expected.group(1)) if expected else 0))
    return commands


def checkout_state() -> str:
    """Tracked files' changes and the golden store's listing: what the walk-through must leave alone."""
    if not (ROOT / ".git").exists():
        return ""
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    goldens = "\n".join(sorted(str(p.relative_to(ROOT)) for p in (ROOT / "golden").rglob("*")))
    acme = "\n".join(sorted(str(p.relative_to(ROOT)) for p in ACME.rglob("*")))
    return status + goldens + acme


def test_the_wheel_holds_every_package_under_the_cute_ir_namespace(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {name.split("/", 1)[0] for name in names if not name.split("/", 1)[0].endswith(".dist-info")}
    assert top == {"cute_ir"}  # no top-level `kernels` or `passes_view` to collide with other packages
    packages = {str(Path(name).parent).replace("/", ".") for name in names if name.endswith("/__init__.py")}
    folders = {".".join(("cute_ir", *p.parent.relative_to(ROOT / "cute_ir").parts)).rstrip(".")
               for p in (ROOT / "cute_ir").rglob("__init__.py")}
    assert folders | {"cute_ir.kernels", "cute_ir.passes_view"} <= packages, "pyproject.toml's packages miss one"
    assert any(name.startswith("cute_ir/passes_view/templates/") for name in names)


def test_readme_walkthrough_in_a_fresh_environment(wheel: Path, tmp_path: Path) -> None:
    before = checkout_state()
    venv = tmp_path / "venv"
    python = venv / "bin" / "python"
    project = tmp_path / "acme"
    shutil.copytree(ACME, project, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "traces",
                                                                 "golden"))
    make_venv(venv, str(wheel), "kernels", "pytest-golden", "pytest>=8", *PINNED)
    subprocess.run([uv(), "pip", "install", "-q", "--python", str(python), "-e", str(project)], check=True, timeout=300)

    theirs = subprocess.run([str(python), "-c", "import kernels, cute_ir.kernels as ours; "
                             "print(kernels.__file__, callable(kernels.get_kernel), ours.PROVIDER.name)"],
                            cwd=project, capture_output=True, text=True, check=True).stdout.split()
    assert theirs[0].endswith("site-packages/kernels/__init__.py") and theirs[1:] == ["True", "cute_ir"]

    env = {**user_shell(venv), "CUTE_DSL_ARCH": "sm_90a", "CUTE_IR_ENV_DIR": str(tmp_path / "envs")}
    outputs = []
    for command, expected in readme_commands():
        done = subprocess.run(["bash", "-c", command], cwd=project, env=env, capture_output=True, text=True,
                              timeout=900)
        outputs.append(done.stdout + done.stderr)
        assert done.returncode == expected, f"{command}: exit {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        assert "Traceback" not in done.stderr, f"{command}\n{done.stderr[-3000:]}"
    listing = outputs[0]
    assert "acme-kernels 0.1.0" in listing and "left out: cute_ir, cutlass_operators" in listing  # ours: asked only
    assert (project / "tests" / "golden" / "4.8.1-cu12" / "sm_90a" / "acme_scale_f32" / "manifest.json").is_file()
    assert (project / "tests" / "golden" / "4.8.1-cu12" / "sm_90a" / "acme_scale_128x64" / "manifest.json").is_file()
    assert checkout_state() == before


def test_an_editable_install_next_to_hugging_faces_kernels(tmp_path: Path) -> None:
    """`pip install -e` of this checkout maps kernels/ and passes_view/ under cute_ir too: `import kernels`
    is Hugging Face's, and cute-ir finds its own kernels through its entry point."""
    venv = tmp_path / "venv"
    python = venv / "bin" / "python"
    make_venv(venv, "-e", str(ROOT), "kernels", "pytest-golden", *PINNED)
    code = ("import kernels, cute_ir.kernels, cute_ir.passes_view as view; from cute_ir.registry import all_kernels; "
            "print(kernels.__file__, cute_ir.kernels.__file__, view.__file__, len(all_kernels()))")
    out = subprocess.run([str(python), "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True,
                         env={**os.environ, "CUTE_DSL_ARCH": "sm_90a"}).stdout.split()
    assert out[0].startswith(str(venv)) and out[0].endswith("kernels/__init__.py")
    assert out[1] == str(ROOT / "kernels" / "__init__.py") and out[2] == str(ROOT / "passes_view" / "__init__.py")
    assert int(out[3]) >= 15
    listed = subprocess.run([str(venv / "bin" / "cute-ir"), "list", "--providers"], cwd=tmp_path, capture_output=True,
                            text=True, timeout=300, env={**os.environ, "CUTE_DSL_ARCH": "sm_90a"})
    assert listed.returncode == 0 and "cute_ir.kernels:PROVIDER" in listed.stdout
