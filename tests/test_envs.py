"""Per-release DSL environments: the real uv is replaced by a stand-in that needs no network.

The stand-in makes a real virtual environment (python -m venv) and "installs" a DSL by writing the
distribution metadata that cute_ir.releases.catalogue.installed_dsl reads, so everything from the progress
lines to the import probe and the rename into place runs for real.
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.releases import environments as envs
from cute_ir.cli import main
from cute_ir.errors import BadInputError, EnvironmentProblem, ExitCode

FAKE_UV = textwrap.dedent(
    r'''
    #!{python}
    """Stand-in for uv: `venv` and `pip install` of a made-up nvidia-cutlass-dsl."""
    import base64, hashlib, os, re, subprocess, sys
    from pathlib import Path

    args = sys.argv[1:]
    if args[0] == "venv":
        subprocess.run([args[args.index("--python") + 1], "-m", "venv", "--without-pip", args[-1]], check=True)
        print("Creating virtual environment at: " + args[-1])
        sys.exit(0)
    python = args[args.index("--python") + 1]
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    library = site / "nvidia_cutlass_dsl" / "lib" / "libcompiler.so"
    if "--reinstall-package" in args:
        if not os.environ.get("FAKE_UV_REINSTALL_DOES_NOTHING"):
            library.write_bytes(b"cu13 build")
        print("Reinstalled 1 package")
        sys.exit(0)
    if (site / "cutlass").exists():  # the DSL is in: the user's packages (`env add --with...`)
        rest, added = iter(args[args.index("--python") + 2:]), []
        for arg in rest:
            if arg in ("--find-links", "--editable"):
                value = next(rest)
                if arg == "--editable":
                    added.append((Path(value).name, "0.0.1", Path(value).as_uri()))
            elif arg.startswith("/"):  # a local wheel: name-version-...whl
                name, version = Path(arg).name.split("-")[:2]
                added.append((name, version, Path(arg).as_uri()))
            elif not arg.startswith("-") and not arg.startswith("nvidia-cutlass-dsl"):
                name, _, pinned = arg.partition("==")
                if name == "needs-another-dsl":
                    print("error: No solution found when resolving dependencies")
                    sys.exit(1)
                if name != "reported-but-not-installed":  # an installer that says it did what it did not
                    added.append((name, pinned or "1.0", ""))
        for name, version, url in added:
            info = site / f"{name.replace('-', '_')}-{version}.dist-info"
            info.mkdir(parents=True, exist_ok=True)
            (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
            if url:
                (info / "direct_url.json").write_text('{"url": "%s", "dir_info": {}}' % url)
        print(f"Installed {len(added)} packages: " + " ".join(args[args.index("--python") + 2:]))
        sys.exit(0)
    rest = args[args.index("--python") + 2:]
    while rest[0] == "--find-links":  # wheel folders searched
        rest = rest[2:]
    requirement = rest[0]
    match = re.match(r"nvidia-cutlass-dsl(?:\[(\w+)\])?==(.+)", requirement)
    extra, version = match.group(1), match.group(2)
    if version.startswith("9."):
        print("error: No solution found when resolving dependencies")
        print(f"  cause: Because there is no version of nvidia-cutlass-dsl=={version} ...")
        sys.exit(1)
    def dist(name, record=""):
        info = site / f"{name.replace('-', '_')}-{version}.dist-info"
        info.mkdir(parents=True)
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
        (info / "RECORD").write_text(record)
    dist("nvidia-cutlass-dsl")
    dist("nvidia-cutlass-dsl-libs-base")
    library.parent.mkdir(parents=True)
    library.write_bytes(b"cu12 build")  # both libs wheels write this file; here the cu12 one won
    if extra == "cu13" and not version.startswith("4.3"):
        digest = base64.urlsafe_b64encode(hashlib.sha256(b"cu13 build").digest()).rstrip(b"=").decode()
        dist("nvidia-cutlass-dsl-libs-cu13", f"nvidia_cutlass_dsl/lib/libcompiler.so,sha256={digest},10\n")
    (site / "cutlass").mkdir()
    (site / "cutlass" / "__init__.py").write_text("")
    print(f"Installed 3 packages")
    print("with " + " ".join(rest[1:]))
    '''
).lstrip()


@pytest.fixture
def env_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "envs"
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(root))
    uv = tmp_path / "uv"
    uv.write_text(FAKE_UV.replace("{python}", sys.executable))
    uv.chmod(0o755)
    monkeypatch.setattr(envs, "uv_binary", lambda: str(uv))
    return root


def test_env_root_follows_xdg_cache_home_and_the_override(tmp_path, monkeypatch):
    monkeypatch.delenv("CUTE_IR_ENV_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert envs.env_root() == tmp_path / "cute-ir" / "envs"
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "mine"))
    assert envs.env_root() == tmp_path / "mine"


def test_add_builds_an_environment_where_the_dsl_and_cute_ir_import(env_dir):
    lines: list[str] = []
    made = envs.add_environment("4.5.3+cu13", report=lines.append)
    assert made.ok and made.path == env_dir / "4.5.3+cu13"
    assert (made.version, made.variant) == ("4.5.3", "cu13")
    assert "installing nvidia-cutlass-dsl[cu13]==4.5.3" in lines
    assert "reinstalling nvidia-cutlass-dsl-libs-cu13 so that its files win" in lines
    assert "Installed 3 packages" in lines
    assert any("nvidia-cuda-nvdisasm" in line for line in lines), "cute-ir's own dependencies go in too"
    assert envs.python_for("4.5.3+cu13") == made.python
    assert [e.spec for e in envs.list_environments()] == ["4.5.3+cu13"]
    assert not [p for p in env_dir.iterdir() if p.name.startswith(".")], "no staging directory left behind"
    record = json.loads((made.path / envs.RECORD).read_text())
    assert record["requirement"] == "nvidia-cutlass-dsl[cu13]==4.5.3"


def test_find_links_serve_every_install_of_the_environment(env_dir, tmp_path, monkeypatch):
    """`env add 4.8.0 --find-links DIR` offline failed until UV_FIND_LINKS was set: DIR was given to the
    --with packages' install only, not to the DSL's own (nor the cu13 libraries' or ptxas')."""
    monkeypatch.delenv("PIP_FIND_LINKS", raising=False)
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    installs: list[list[str]] = []
    real_run = envs._run
    monkeypatch.setattr(envs, "_run", lambda command, *a, **k: installs.append(command) or real_run(command, *a, **k))
    envs.add_environment("4.5.3+cu13", packages=envs.AddedPackages(find_links=(str(wheels),)))
    installs = [command for command in installs if command[1:3] == ["pip", "install"]]
    assert len(installs) == 3  # the DSL with cute-ir's dependencies, the cu13 libraries again, ptxas
    for command in installs:
        assert command[command.index("--find-links") + 1] == str(wheels), command


def test_every_install_of_an_environment_compiles_bytecode(env_dir, monkeypatch):
    """uv writes no .pyc by default: every fresh capture interpreter then compiled the DSL's sources where
    .pyc cannot be written (PYTHONDONTWRITEBYTECODE=1 here: `import cutlass` 2.2 CPU-s, 0.7 compiled)."""
    installs: list[list[str]] = []
    real_run = envs._run
    monkeypatch.setattr(envs, "_run", lambda command, *a, **k: installs.append(command) or real_run(command, *a, **k))
    envs.add_environment("4.5.3+cu13")
    installs = [command for command in installs if command[1:3] == ["pip", "install"]]
    assert installs and all("--compile-bytecode" in command for command in installs), installs


def test_a_variant_whose_libraries_the_other_variant_overwrote_is_refused(env_dir, monkeypatch):
    monkeypatch.setenv("FAKE_UV_REINSTALL_DOES_NOTHING", "1")
    with pytest.raises(EnvironmentProblem, match="cu13 libraries were overwritten") as caught:
        envs.add_environment("4.8.1+cu13")
    assert "libcompiler.so" in caught.value.message
    assert not (env_dir / "4.8.1+cu13").exists()


def test_a_version_missing_from_the_index_is_an_environment_problem(env_dir):
    with pytest.raises(EnvironmentProblem, match="does not exist on the package index"):
        envs.add_environment("9.9.9")
    assert not env_dir.exists() or not list(env_dir.iterdir()), "nothing half-made is left"


def test_a_variant_the_index_lacks_is_caught_by_the_probe(env_dir):
    with pytest.raises(EnvironmentProblem, match="no variant cu13"):
        envs.add_environment("4.3.9+cu13")  # unknown to cute-ir, so only the probe can tell


def test_a_variant_a_known_release_never_had_is_refused_before_installing(env_dir):
    with pytest.raises(EnvironmentProblem, match="4.2.1 has no cu13 variant"):
        envs.add_environment("4.2.1+cu13")


def test_missing_and_broken_environments_name_the_fix(env_dir):
    with pytest.raises(EnvironmentProblem, match="no environment for DSL 4.4.2") as missing:
        envs.python_for("4.4.2")
    assert missing.value.hint == "create it with `cute-ir env add 4.4.2`"
    made = envs.add_environment("4.4.2")
    made.python.unlink()
    assert "interpreter" in envs.inspect_environment("4.4.2").problem
    with pytest.raises(EnvironmentProblem, match="is broken") as broken:
        envs.python_for("4.4.2")
    assert broken.value.hint == "rebuild it with `cute-ir env add --force 4.4.2`"
    with pytest.raises(EnvironmentProblem, match="is broken"):
        envs.add_environment("4.4.2")
    assert envs.add_environment("4.4.2", force=True).ok


def test_an_environment_without_its_record_is_broken(env_dir):
    (env_dir / "4.6.3").mkdir(parents=True)
    assert envs.inspect_environment("4.6.3").problem.startswith("incomplete")


def test_the_dsl_of_this_interpreter_needs_no_environment(env_dir):
    from cute_ir.releases.catalogue import format_spec, installed_dsl

    assert envs.python_for(format_spec(*installed_dsl())) == Path(sys.executable)


def test_cli_add_list_remove_and_exit_codes(env_dir):
    runner = CliRunner()
    added = runner.invoke(main, ["env", "add", "4.7.1"])
    assert added.exit_code == 0, added.output
    assert "DSL 4.7.1 ready" in added.output
    listed = runner.invoke(main, ["env", "list"])
    assert "4.7.1" in listed.output and "ok" in listed.output
    again = runner.invoke(main, ["env", "add", "4.7.1"])  # already there: nothing to do, success
    assert again.exit_code == 0 and "DSL 4.7.1 ready" in again.output
    missing = runner.invoke(main, ["env", "add", "9.9.9"])
    assert missing.exit_code == ExitCode.ENVIRONMENT and "does not exist on the package index" in missing.output
    bad = runner.invoke(main, ["env", "add", "latest"])
    assert bad.exit_code == ExitCode.BAD_INPUT
    removed = runner.invoke(main, ["env", "remove", "4.7.1"])
    assert removed.exit_code == 0 and not (env_dir / "4.7.1").exists()
    gone = runner.invoke(main, ["env", "remove", "4.7.1"])
    assert gone.exit_code == ExitCode.ENVIRONMENT


def test_add_with_packages_records_and_lists_them(env_dir, tmp_path, monkeypatch):
    monkeypatch.setenv("PIP_FIND_LINKS", "/opt/local-wheels")
    project = tmp_path / "acme"
    project.mkdir()
    lines: list[str] = []
    packages = envs.AddedPackages(
        requirements=("torch==2.13.0",), no_deps=("quack-kernels==0.6.5",), editable=(str(project),)
    )
    made = envs.add_environment("4.5.3", report=lines.append, packages=packages)
    resolved = next(line for line in lines if "torch==2.13.0" in line and line.startswith("Installed"))
    assert "nvidia-cutlass-dsl==4.5.3" in resolved, "the DSL is pinned in the same resolve"
    assert "--find-links /opt/local-wheels" in resolved and f"--editable {project}" in resolved
    assert any("--no-deps quack-kernels==0.6.5" in line for line in lines)
    assert made.added == (
        {"requirement": "torch==2.13.0", "how": "resolved", "version": "2.13.0"},
        {"requirement": "quack-kernels==0.6.5", "how": "no-deps", "version": "0.6.5"},
        {"requirement": str(project), "how": "editable", "version": "0.0.1"},
    )
    assert made.describe_added() == f"torch 2.13.0, quack-kernels 0.6.5 (no deps), {project} 0.0.1 (editable)"
    # Adding to an existing environment installs into it and keeps what was there.
    again = envs.add_environment("4.5.3", packages=envs.AddedPackages(requirements=("einops==0.8.2",)))
    assert [entry["requirement"] for entry in again.added][-1] == "einops==0.8.2" and len(again.added) == 4
    listed = CliRunner().invoke(main, ["env", "list"], env={"COLUMNS": "300"})
    assert "quack-kernels 0.6.5 (no deps)" in listed.output and "einops 0.8.2" in listed.output


@pytest.mark.parametrize("args", [
    ["--with", "--target=/tmp/elsewhere"],
    ["--with", "-e ."],
    ["--with-no-deps", "--index-url=https://evil.example/simple"],
    ["--find-links", "--index-url=https://evil.example/simple"],
    ["--with", "torch>=<1"],
    ["--with", "./no-such.whl"],
    ["--with", "acme @ ftp://host/acme.whl"],
], ids=["target", "editable-flag", "index-url", "find-links-option", "bad-specifier", "missing-wheel", "bad-scheme"])
def test_cli_add_refuses_what_is_no_requirement_before_installing(env_dir, tmp_path, args):
    """Issue 24, item G: an installer option given as a requirement was passed on (exit 0, nothing added)."""
    result = CliRunner().invoke(main, ["env", "add", "4.5.3", *args])
    assert result.exit_code == ExitCode.USAGE, result.output
    assert f"Invalid value for '{args[0]}'" in result.output
    assert not env_dir.exists(), "nothing was installed"


def test_requirements_paths_and_urls_are_taken(tmp_path):
    wheel = tmp_path / "acme-1.2-py3-none-any.whl"
    wheel.write_bytes(b"")
    assert envs.validated_requirement("torch==2.13.0") == "torch==2.13.0"
    assert envs.validated_requirement("acme @ https://host/acme-1.2-py3-none-any.whl").startswith("acme @ ")
    assert envs.validated_requirement("https://host/acme-1.2-py3-none-any.whl").startswith("https://")
    assert envs.validated_requirement(str(wheel)) == str(wheel)
    assert envs.validated_find_links(str(tmp_path)) == str(tmp_path)
    with pytest.raises(BadInputError, match="installer option"):
        envs.AddedPackages(requirements=("--target=/tmp/x",))  # the Python API refuses it too


def test_the_record_holds_only_what_the_environment_really_has(env_dir, tmp_path):
    """A package the installer reports but that is not there is raised and never recorded."""
    wheel = tmp_path / "acme-1.2-py3-none-any.whl"
    wheel.write_bytes(b"")
    made = envs.add_environment("4.5.3", packages=envs.AddedPackages(requirements=(str(wheel),)))
    assert made.added == ({"requirement": str(wheel), "how": "resolved", "version": "1.2"},)
    with pytest.raises(EnvironmentProblem, match="reported-but-not-installed==1.0 is not in the environment"):
        envs.add_environment("4.5.3", packages=envs.AddedPackages(
            requirements=("einops==0.8.2", "reported-but-not-installed==1.0")))
    recorded = [entry["requirement"] for entry in envs.inspect_environment("4.5.3").added]
    assert recorded == [str(wheel), "einops==0.8.2"]
    # A requirement whose marker excludes this Python is skipped by the installer, and is no error.
    skipped = 'reported-but-not-installed==1.0; python_version < "3"'
    again = envs.add_environment("4.5.3", packages=envs.AddedPackages(requirements=(skipped,)))
    assert [entry["requirement"] for entry in again.added] == recorded


def test_cli_add_with_a_missing_project_is_a_usage_error(env_dir, tmp_path):
    result = CliRunner().invoke(main, ["env", "add", "4.5.3", "--with-editable", str(tmp_path / "nope")])
    assert result.exit_code == ExitCode.USAGE and "does not exist" in result.output
    assert not (env_dir / "4.5.3").exists()


def test_a_package_that_does_not_resolve_with_the_dsl_names_itself(env_dir):
    with pytest.raises(EnvironmentProblem, match="adding needs-another-dsl==1.0 to the environment of DSL 4.5.3") as err:
        envs.add_environment("4.5.3", packages=envs.AddedPackages(requirements=("needs-another-dsl==1.0",)))
    assert "--with-no-deps" in str(err.value)
    assert not (env_dir / "4.5.3").exists(), "a failed build leaves no environment"
    envs.add_environment("4.5.3")
    with pytest.raises(EnvironmentProblem, match="adding needs-another-dsl"):
        envs.add_environment("4.5.3", packages=envs.AddedPackages(requirements=("needs-another-dsl==1.0",)))
    assert envs.inspect_environment("4.5.3").ok and not envs.inspect_environment("4.5.3").added


def test_cli_list_and_add_print_json(env_dir):
    added = CliRunner().invoke(main, ["env", "add", "4.7.1", "--json"])
    assert added.exit_code == 0, added.output
    made = json.loads(added.stdout)
    assert made["spec"] == "4.7.1" and made["version"] == "4.7.1" and made["variant"] == "cu12" and made["ok"]
    assert made["python"] == str(env_dir / "4.7.1" / "bin" / "python")
    listed = CliRunner().invoke(main, ["env", "list", "--json"])
    assert listed.exit_code == 0, listed.output
    report = json.loads(listed.stdout)
    assert [(e["spec"], e["ok"]) for e in report["environments"]] == [("4.7.1", True)]
    assert "4.7.1" not in report["not_installed"] and "4.5.3" in report["not_installed"]


def test_env_list_shows_this_interpreters_dsl_as_installed(env_dir):
    # it was listed among the "known releases not installed" (4.8.1, the DSL of cute-ir's own venv)
    from cute_ir.releases.catalogue import format_spec, installed_dsl

    own = format_spec(*installed_dsl())
    report = json.loads(CliRunner().invoke(main, ["env", "list", "--json"]).stdout)
    assert report["this_interpreter"] == {"spec": own, "python": sys.executable}
    assert own not in report["not_installed"]
    listed = CliRunner().invoke(main, ["env", "list"], terminal_width=200).output
    assert f"{own} " in listed and "ok (this interpreter)" in listed
    assert own not in listed.split("known releases not installed:", 1)[1].split(", ")


def test_what_an_environment_interpreter_prints_or_the_problem_that_names_the_query_and_its_stderr() -> None:
    """environments._output_of: the DSL probe, the list of distributions and the site folder of a new
    environment are each asked of its interpreter; a failed one is an EnvironmentProblem (exit 8) saying
    which, with the end of the interpreter's stderr (its last 2000 characters)."""
    assert envs._output_of(Path(sys.executable), "print('site-packages')", "unused") == "site-packages\n"
    failing = "import sys; sys.stderr.write('x' * 3000 + 'ImportError: no cutlass'); sys.exit(3)"
    with pytest.raises(EnvironmentProblem) as failed:
        envs._output_of(Path(sys.executable), failing, "DSL 9.9 was installed but does not import", timeout=60)
    assert failed.value.exit_code == ExitCode.ENVIRONMENT
    message = failed.value.message
    assert message.startswith("DSL 9.9 was installed but does not import:\nxxx")
    assert message.endswith("ImportError: no cutlass") and len(message) == len("DSL 9.9 was installed but does not import:\n") + 2000


@pytest.mark.parametrize("absolute", [False, True], ids=["relative", "absolute"])
def test_removing_an_environment_that_is_a_link_deletes_nothing(env_dir, tmp_path, absolute):
    """Issue 35 W: `env remove` of an environment path that is a symbolic link gave a traceback. Now a
    clear message and exit 8; the link and what it points at are both left."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "bin").mkdir(parents=True)
    (elsewhere / "bin" / "keep.txt").write_text("keep me\n")
    env_dir.mkdir(parents=True, exist_ok=True)
    (env_dir / "4.7.1").symlink_to(elsewhere if absolute else Path("..") / "elsewhere")
    result = CliRunner().invoke(main, ["env", "remove", "4.7.1"])
    assert result.exit_code == ExitCode.ENVIRONMENT, result.output
    assert "is a symbolic link; nothing is deleted through it" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert (env_dir / "4.7.1").is_symlink() and (elsewhere / "bin" / "keep.txt").read_text() == "keep me\n"


@pytest.mark.parametrize("value", ["acme @ ftp://user:s3cret@host/acme.whl", "https://user:s3cret@host/x y.whl"],
                         ids=["usage-error", "not-a-requirement"])
def test_a_password_in_a_with_url_is_never_echoed(env_dir, value):
    """Issue 35 V: cute-ir's own error line quoted the `--with` value, password and all."""
    result = CliRunner().invoke(main, ["env", "add", "4.5.3", "--with", value])
    assert result.exit_code in (ExitCode.USAGE, ExitCode.ENVIRONMENT), result.output
    assert "s3cret" not in result.output and "user:****@host" in result.output


def test_an_installed_url_requirement_lists_without_its_password(env_dir):
    url = "acme @ https://user:s3cret@host/acme-1.0-py3-none-any.whl"
    added = CliRunner().invoke(main, ["env", "add", "4.7.1", "--with", url])
    listed = CliRunner().invoke(main, ["env", "list"], env={"COLUMNS": "300"})
    listed_json = CliRunner().invoke(main, ["env", "list", "--json"])
    for result in (added, listed, listed_json):
        assert "s3cret" not in result.output, result.output
    assert "user:****@host" in added.output + listed_json.output


def test_credentials_are_redacted_in_any_text():
    from cute_ir.textutil import redact_credentials

    assert redact_credentials("get https://u:p@h/x and git+https://TOKEN@github.com/a") == \
        "get https://u:****@h/x and git+https://****@github.com/a"
    assert redact_credentials("torch==2.13.0 from https://host/simple") == "torch==2.13.0 from https://host/simple"


def test_a_cu13_environment_gets_the_ptxas_its_dsl_compiles_with(tmp_path: Path, monkeypatch) -> None:
    # 4.6.0+cu13 compiles with a ptxas 13.3 built into its library and writes PTX `.version 9.3`; the
    # 13.1 ptxas every cu13 environment got refused it, and spill bytes and barriers were unknown.
    site = tmp_path / "site"
    (site / "nvidia_cutlass_dsl").mkdir(parents=True)
    (site / "nvidia_cutlass_dsl" / "_cutlass_ir.cu13.so").write_bytes(
        b"\x7fELF\0...Cuda compilation tools, release 13.3, V13.3.27\0...")
    (site / "nvidia_cutlass_dsl" / "_cutlass_ir.cu12.so").write_bytes(b"Cuda compilation tools, release 12.9, V12.9.83")
    installed, ran, said = {"nvidia-cuda-nvcc": "13.1.115"}, [], []
    monkeypatch.setattr(envs, "_site_packages", lambda python: site)
    monkeypatch.setattr(envs, "_distribution_version", lambda python, name: installed.get(name))
    monkeypatch.setattr(envs, "_run", lambda args, report, spec, **_: ran.append(args[-1]))
    envs._add_cu13_ptxas("uv", tmp_path / "python", "cu13", said.append, "4.6.0+cu13")
    assert ran == ["nvidia-cuda-nvcc==13.3.*"]
    assert said == ["installing nvidia-cuda-nvcc==13.3.* (its ptxas reads this build's PTX: spill bytes)"]
    installed["nvidia-cuda-nvcc"] = "13.3.73"
    envs._add_cu13_ptxas("uv", tmp_path / "python", "cu13", said.append, "4.6.0+cu13")
    envs._add_cu13_ptxas("uv", tmp_path / "python", "cu12", said.append, "4.6.0")
    assert ran == ["nvidia-cuda-nvcc==13.3.*"]  # the right one is there; a cu12 build needs none
    (site / "nvidia_cutlass_dsl" / "_cutlass_ir.cu13.so").write_bytes(b"names no release")
    del installed["nvidia-cuda-nvcc"]
    envs._add_cu13_ptxas("uv", tmp_path / "python", "cu13", said.append, "4.5.0+cu13")
    assert ran[-1] == "nvidia-cuda-nvcc==13.1.*"  # the catalogue's pin where the library says nothing
