"""Isolated virtual environments, one per DSL release and variant, made with uv.

Capturing under another DSL release must not disturb the user's own install, and the DSL packages
of different releases cannot share one environment. Each environment lives in
``$CUTE_IR_ENV_DIR/<spec>`` (default ``$XDG_CACHE_HOME/cute-ir/envs/<spec>``), where spec is
``VERSION`` for the default CUDA 12 build or ``VERSION+cu13``. It holds the pinned DSL and cute-ir's
own dependencies (click, rich, nvdisasm, cuobjdump), and links to this cute-ir (symlinks, so it
follows the source: editable in effect).

An environment is built in a staging directory and renamed into place only after its DSL imported
and reported the release and variant asked for; ``cute-ir-env.json`` inside it records what it holds.
A directory without that record, or whose interpreter is gone, is broken and is never used.
"""

from __future__ import annotations

import importlib.util
import json
import mmap
import os
import re
import shutil
import site
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from urllib.parse import unquote, urlparse

# packaging (requirement grammar, name canonicalization) is imported inside the functions that use it,
# all of them run by cute-ir's own process: the capture child imports this module too, in release
# environments made before cute-ir depended on packaging, which do not have it.

import cute_ir
from cute_ir.releases import env_link
from cute_ir.errors import BadInputError, EnvironmentProblem
from cute_ir.fsutil import atomic_directory, remove_tree_inside, write_text_atomic
from cute_ir.process.interrupts import run_process
from cute_ir.process.pycommand import BOOT_SCRIPT
from cute_ir.releases.catalogue import CU12, CU13_PTXAS, DIST, format_spec, installed_dsl, known_release, parse_spec

RECORD = "cute-ir-env.json"
LINK_DIR = "cute-ir-link"
# The packages an environment links to this cute-ir, by import name (kernels/ and passes_view/ are mapped).
LINKED_PACKAGES = ("cute_ir", "cute_ir.kernels", "cute_ir.passes_view")
LINK_MODULE = "_cute_ir_link"
LINK_PROBLEM = "its link to cute-ir is missing or dangling"
_NOT_IN_ENVIRONMENTS = ("nvidia-cutlass-dsl", "uv")  # the DSL is pinned per environment; uv runs outside
INSTALL_TIMEOUT_S = 1800

Report = Callable[[str], None]


@dataclass(frozen=True)
class AddedPackages:
    """Packages an environment holds besides the DSL and cute-ir: what the user's scripts import.

    Requirements are resolved together with the pinned DSL, so none of them can move it; a package
    that pins another DSL release (quack-kernels pins nvidia-cutlass-dsl>=4.7) goes in `no_deps`.
    """

    requirements: tuple[str, ...] = ()  # e.g. "torch==2.13.0"
    no_deps: tuple[str, ...] = ()  # installed without their declared dependencies
    editable: tuple[str, ...] = ()  # absolute paths of the user's projects, installed editable
    find_links: tuple[str, ...] = ()  # local wheel folders searched too (pip's PIP_FIND_LINKS by default)

    def __post_init__(self) -> None:
        for text in (*self.requirements, *self.no_deps):
            validated_requirement(text)
        for folder in self.find_links:
            validated_find_links(folder)

    def __bool__(self) -> bool:
        return bool(self.requirements or self.no_deps or self.editable)

    def entries(self) -> list[dict[str, str]]:
        return (
            [{"requirement": r, "how": "resolved"} for r in self.requirements]
            + [{"requirement": r, "how": "no-deps"} for r in self.no_deps]
            + [{"requirement": p, "how": "editable"} for p in self.editable]
        )


_URL_SCHEMES = ("http", "https", "file", "git+https", "git+ssh", "git+http", "git+file")
_ARCHIVES = (".whl", ".tar.gz", ".zip")


def validated_requirement(text: str) -> str:
    """A `--with` value as the installer is to take it, or BadInputError: a requirement specifier
    (PEP 508, `torch==2.13.0`, `acme @ https://...`), a URL, or a path to a wheel, sdist or project
    that exists (made absolute). Never an option: `--target=DIR` handed to the installer would make
    it install elsewhere and report success."""
    from packaging.requirements import InvalidRequirement, Requirement

    stripped = text.strip()
    if not stripped:
        raise BadInputError("an empty requirement")
    if stripped.startswith("-"):
        raise BadInputError(f"{text!r} is an installer option, not a requirement",
                            hint="give package requirements (torch==2.13.0), wheel paths or URLs only")
    if urlparse(stripped).scheme in _URL_SCHEMES:
        return _validated_url(stripped)
    if "@" not in stripped and ("/" in stripped or stripped.startswith((".", "~")) or stripped.endswith(_ARCHIVES)):
        path = Path(stripped).expanduser()
        if not path.exists():
            raise BadInputError(f"{text!r}: no such file or directory")
        return str(path.resolve())
    try:
        requirement = Requirement(stripped)
    except InvalidRequirement as err:
        raise BadInputError(f"{text!r} is not a requirement: {str(err).splitlines()[0]}",
                            hint="a requirement looks like torch==2.13.0 or 'acme @ https://host/acme.whl'") from err
    if requirement.url:
        _validated_url(requirement.url)
    return stripped


def _validated_url(url: str) -> str:
    parsed = urlparse(url)
    if parsed.scheme not in _URL_SCHEMES:
        raise BadInputError(f"{url!r}: the scheme {parsed.scheme!r} is not one the installer takes",
                            hint=f"use one of {', '.join(_URL_SCHEMES)}")
    if parsed.scheme.endswith("file"):
        if not Path(unquote(parsed.path)).exists():
            raise BadInputError(f"{url!r}: no such file or directory")
    elif not parsed.netloc:
        raise BadInputError(f"{url!r} names no host")
    return url


def validated_find_links(text: str) -> str:
    """A `--find-links` value: an existing folder (made absolute) or an http(s) URL, never an option."""
    if text.startswith("-"):
        raise BadInputError(f"{text!r} is an installer option, not a folder of wheels")
    if urlparse(text).scheme in ("http", "https"):
        return _validated_url(text)
    folder = Path(text).expanduser()
    if not folder.is_dir():
        raise BadInputError(f"{text!r} is not a folder")
    return str(folder.resolve())


@dataclass(frozen=True)
class DslEnvironment:
    """An environment directory and what it holds, or why it cannot be used."""

    spec: str
    path: Path
    version: str = ""
    variant: str = ""
    problem: str = ""  # empty when usable
    added: tuple[dict[str, str], ...] = ()  # what `env add --with...` put in: requirement, how, version

    def describe_added(self) -> str:
        """`torch 2.13.0+cpu, quack-kernels 0.6.5 (no deps), /src/acme (editable)` for `env list`."""
        parts = []
        for entry in self.added:
            text = entry["requirement"]
            if entry.get("version"):
                text = f"{_requirement_name(text)} {entry['version']}"
            if entry["how"] != "resolved":
                text += f" ({'no deps' if entry['how'] == 'no-deps' else entry['how']})"
            parts.append(text)
        return ", ".join(parts)

    @property
    def python(self) -> Path:
        return self.path / "bin" / "python"

    @property
    def ok(self) -> bool:
        return not self.problem


def env_root() -> Path:
    override = os.environ.get("CUTE_IR_ENV_DIR")
    if override:
        return Path(override).expanduser()
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "cute-ir" / "envs"


def canonical_spec(spec: str) -> str:
    return format_spec(*parse_spec(spec))


def inspect_environment(spec: str) -> DslEnvironment:
    """What the environment for `spec` holds; cheap (reads files, runs nothing)."""
    spec = canonical_spec(spec)
    path = env_root() / spec
    if not path.exists():
        return DslEnvironment(spec, path, problem="not installed")
    try:
        record = json.loads((path / RECORD).read_text())
        version, variant = record["version"], record["variant"]
    except (OSError, ValueError, KeyError, TypeError):
        return DslEnvironment(spec, path, problem=f"incomplete: {RECORD} is missing or unreadable")
    added = tuple(record.get("added", ())) if isinstance(record.get("added"), list) else ()
    env = DslEnvironment(spec, path, version, variant, added=added)
    if not os.access(env.python, os.X_OK):
        return DslEnvironment(spec, path, version, variant, problem=f"its interpreter {env.python} is gone")
    if not _link_is_whole(path / LINK_DIR):
        return DslEnvironment(spec, path, version, variant, problem=LINK_PROBLEM)
    return env


def _link_is_whole(link_dir: Path) -> bool:
    """Every linked package has a symlink that resolves (environments of older cute-ir lack some)."""
    return all((link_dir / package).is_dir() for package in LINKED_PACKAGES)


def list_environments() -> list[DslEnvironment]:
    root = env_root()
    if not root.is_dir():
        return []
    found = []
    for child in sorted(root.iterdir()):
        if child.is_dir() and not child.name.startswith("."):
            try:
                found.append(inspect_environment(child.name))
            except BadInputError:  # a stray directory whose name is no spec
                continue
    return found


def python_for(spec: str) -> Path:
    """The interpreter that runs the DSL `spec`: its environment's, or this one when it already matches."""
    env = inspect_environment(spec)
    if env.ok:
        return env.python
    version, variant = parse_spec(spec)
    if env.problem == "not installed":
        try:
            if installed_dsl() == (version, variant):
                return Path(sys.executable)
        except EnvironmentProblem:
            pass
        raise EnvironmentProblem(
            f"no environment for DSL {env.spec} (looked in {env.path})",
            hint=f"create it with `cute-ir env add {env.spec}`",
        )
    raise EnvironmentProblem(
        f"the environment for DSL {env.spec} at {env.path} is broken: {env.problem}",
        hint=f"rebuild it with `cute-ir env add --force {env.spec}`",
    )


def remove_environment(spec: str) -> Path:
    """Delete one environment folder, never through a link (`remove_tree_inside`): an environment path that
    is a link (or a file) is refused, the link and its target left as they are."""
    env = inspect_environment(spec)
    if not os.path.lexists(env.path):
        raise EnvironmentProblem(f"no environment for DSL {env.spec} in {env_root()}", hint="see `cute-ir env list`")
    try:
        remove_tree_inside(Path(os.path.realpath(env.path.parent)), Path(env.path.name))
    except BadInputError as err:
        raise EnvironmentProblem(err.message, hint=f"cute-ir removes only environments it made: remove {env.path} "
                                                   "yourself (rm on a link leaves its target)") from err
    return env.path


def add_environment(spec: str, *, force: bool = False, report: Report = lambda _: None,
                    packages: AddedPackages = AddedPackages()) -> DslEnvironment:
    """Install DSL `spec` into a fresh environment; a usable one is kept, a broken one replaced only with `force`.

    `packages` go in too (into a kept environment as well), resolved with the DSL pinned, and are
    recorded in the environment's record.
    """
    version, variant = parse_spec(spec)
    release = known_release(spec)  # refuses a variant that release never had
    spec = format_spec(version, variant)
    requirement = release.requirement if release else f"{DIST}{'' if variant == CU12 else f'[{variant}]'}=={version}"
    existing = inspect_environment(spec)
    if existing.path.exists() and not force:
        if existing.ok:  # like an installed requirement: nothing to do, so scripts and CI can re-run it
            report(f"already installed at {existing.path}")
            _add_cu13_ptxas(uv_binary(), existing.python, variant, report, spec, packages)  # one made before it came
            if packages:
                _add_packages(uv_binary(), existing.python, requirement, packages, report, spec)
                _probe_unchanged(existing.python, spec, version, variant)
                _record_packages(existing.path, existing.python, packages)
            return inspect_environment(spec)
        if existing.problem == LINK_PROBLEM:  # made by another cute-ir checkout or an older layout: relink
            report(f"relinking cute-ir in {existing.path}")
            _link_cute_ir(existing.python, existing.path)
            return inspect_environment(spec)
        raise EnvironmentProblem(
            f"the environment for DSL {spec} at {existing.path} is broken: {existing.problem}",
            hint=f"rebuild it with `cute-ir env add --force {spec}`",
        )
    if release is None:
        report(f"{spec} is not a release cute-ir has measured; trying the package index")
    uv = uv_binary()
    with atomic_directory(existing.path, replace=force) as staging:
        report("creating the virtual environment")
        _run([uv, "venv", "--allow-existing", "--python", sys.executable, str(staging)], report, spec)
        python = staging / "bin" / "python"
        report(f"installing {requirement}")
        _run([*_pip_install(uv, python, packages), requirement, *_cute_ir_requirements()], report, spec)
        if variant != CU12:
            # The cu12 and cu13 libs wheels write the same files; uv unpacks in parallel, so the
            # variant's wheel is unpacked again, alone, to be the one whose files remain.
            libs = f"{DIST}-libs-{variant}"
            report(f"reinstalling {libs} so that its files win")
            _run(
                [*_pip_install(uv, python, packages), "--reinstall-package", libs, f"{libs}=={version}"],
                report,
                spec,
            )
        _add_cu13_ptxas(uv, python, variant, report, spec, packages)
        if packages:
            _add_packages(uv, python, requirement, packages, report, spec)
        report("linking cute-ir")
        _link_cute_ir(python, staging)
        report("checking that the DSL imports")
        got_version, got_variant = _probe(python, spec)
        if (got_version, got_variant) != (version, variant):
            what = f"variant {variant}" if got_version == version else f"version {version}"
            raise EnvironmentProblem(
                f"the package index has no {what} of {DIST} (installing {requirement} gave "
                f"{format_spec(got_version, got_variant)})",
                hint="see `pip index versions nvidia-cutlass-dsl`; cu13 builds exist from 4.4.0 on",
            )
        record = {
            "spec": spec,
            "version": version,
            "variant": variant,
            "requirement": requirement,
            "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "cute_ir_version": cute_ir.__version__,
        }
        write_text_atomic(staging / RECORD, json.dumps(record, indent=1) + "\n")
        if packages:
            _record_packages(staging, python, packages)
    return inspect_environment(spec)


# What a ptxas built into a library says of itself (its `--version` text is in its bytes).
_EMBEDDED_PTXAS = re.compile(rb"Cuda compilation tools, release (\d+\.\d+)")


def _add_cu13_ptxas(uv: str, python: Path, variant: str, report: Report, spec: str,
                    packages: AddedPackages = AddedPackages()) -> None:
    """Give a cu13 environment the ptxas of the release its DSL compiles with, where it has another or none:
    it reads the build's PTX and allocates as the DSL did (spill bytes and barriers)."""
    if variant == CU12:
        return
    name, _, pinned = CU13_PTXAS.partition("==")
    release = _embedded_ptxas_release(_site_packages(python), variant)
    wanted = f"{release}.*" if release else pinned
    installed = _distribution_version(python, name)
    if installed is not None and (installed + ".").startswith(wanted.rstrip("*")):
        return
    requirement = f"{name}=={wanted}"
    report(f"installing {requirement} (its ptxas reads this build's PTX: spill bytes)")
    _run([*_pip_install(uv, python, packages), "--no-deps", requirement], report, spec)


def _embedded_ptxas_release(site_dir: Path, variant: str) -> str:
    """The release of the ptxas built into the DSL's compiler library (`13.3` where its bytes say "Cuda
    compilation tools, release 13.3"), the variant's own library first; "" where none says it."""
    libraries = sorted((site_dir / "nvidia_cutlass_dsl").rglob("*.so*"))
    own = [library for library in libraries if variant in library.name] or libraries
    releases: set[tuple[int, ...]] = set()
    for library in own:
        try:
            with open(library, "rb") as handle, mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
                releases.update(tuple(int(n) for n in found.group(1).split(b"."))
                                for found in _EMBEDDED_PTXAS.finditer(data))
        except (OSError, ValueError):  # unreadable, or empty (mmap refuses size 0)
            continue
    return ".".join(map(str, max(releases))) if releases else ""


def _site_packages(python: Path) -> Path:
    found = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                           capture_output=True, text=True, check=True)
    return Path(found.stdout.strip())


def _distribution_version(python: Path, name: str) -> str | None:
    found = subprocess.run([str(python), "-c", f"import importlib.metadata as m; print(m.version({name!r}))"],
                           capture_output=True, text=True, check=False)
    return found.stdout.strip() if found.returncode == 0 else None


def _add_packages(uv: str, python: Path, dsl_requirement: str, packages: AddedPackages, report: Report,
                  spec: str) -> None:
    """Install the user's packages; the DSL requirement is repeated so that the resolver cannot move it."""
    base = _pip_install(uv, python, packages)
    if packages.requirements or packages.editable:
        report(f"adding {', '.join([*packages.requirements, *packages.editable])}")
        editable = [arg for path in packages.editable for arg in ("--editable", path)]
        _run([*base, dsl_requirement, *packages.requirements, *editable], report, spec,
             adding=", ".join([*packages.requirements, *packages.editable]))
    if packages.no_deps:
        report(f"adding {', '.join(packages.no_deps)} without their dependencies")
        _run([*base, "--no-deps", *packages.no_deps], report, spec, adding=", ".join(packages.no_deps))


def _pip_install(uv: str, python: Path, packages: AddedPackages) -> list[str]:
    """`uv pip install` into `python` with the wheel folders searched: every install of an environment (the
    DSL's own, not only the added packages') finds a wheel there, so `--find-links DIR` works offline.
    Bytecode is compiled at install (uv writes none by default): every capture under a release starts
    a fresh interpreter of its environment, which otherwise compiles the DSL's sources on each import
    wherever .pyc files cannot be written (PYTHONDONTWRITEBYTECODE, a read-only environment)."""
    links = [arg for folder in _find_links(packages) for arg in ("--find-links", folder)]
    return [uv, "pip", "install", "--compile-bytecode", "--python", str(python), *links]


def _find_links(packages: AddedPackages) -> list[str]:
    """The folders given, and pip's own (uv reads no pip configuration): a local wheel such as torch's
    CPU build is then found as pip would find it."""
    inherited = os.environ.get("PIP_FIND_LINKS", "").split()
    return list(dict.fromkeys([*packages.find_links, *inherited]))


def _probe_unchanged(python: Path, spec: str, version: str, variant: str) -> None:
    if _probe(python, spec) != (version, variant):
        raise EnvironmentProblem(
            f"adding packages changed the DSL of the environment for {spec}",
            hint=f"rebuild it with `cute-ir env add --force {spec}` and add that package with --with-no-deps",
        )


def _record_packages(env: Path, python: Path, packages: AddedPackages) -> None:
    """Add `packages` to the environment's record, each with the version found installed in it.

    The record holds only what the environment really has (read back from its distributions):
    a package the installer reported as installed but that is not there is left out and raised."""
    record = json.loads((env / RECORD).read_text())
    entries = {entry["requirement"]: entry for entry in record.get("added", [])}
    installed = _installed_distributions(python)
    missing = []
    for entry in packages.entries():
        found = installed.find(entry["requirement"])
        if found is None:
            if _applies(entry["requirement"]):
                missing.append(entry["requirement"])
            continue
        entry["version"] = found
        entries[entry["requirement"]] = entry
    record["added"] = list(entries.values())
    write_text_atomic(env / RECORD, json.dumps(record, indent=1) + "\n")
    if missing:
        raise EnvironmentProblem(
            f"the installer reported success, but {', '.join(missing)} is not in the environment at {env}",
            hint="see the installer's output above; `cute-ir env list` shows what the environment holds")


def _applies(requirement: str) -> bool:
    """False for a requirement whose marker excludes this interpreter (an environment runs the same
    one: it is made with `uv venv --python sys.executable`), which the installer rightly skips."""
    from packaging.requirements import InvalidRequirement, Requirement

    try:
        marker = Requirement(requirement).marker
    except InvalidRequirement:  # a path or a URL
        return True
    return marker is None or marker.evaluate()


@dataclass(frozen=True)
class _Installed:
    """The distributions of an environment: version by canonical name, and name by the URL it was
    installed from (PEP 610's direct_url.json: local paths, editable projects, URLs)."""

    versions: dict[str, str]
    from_url: dict[str, str]

    def find(self, requirement: str) -> str | None:
        """The installed version that `requirement` (a name, a path or a URL) put in, or None."""
        from packaging.requirements import Requirement
        from packaging.utils import canonicalize_name

        if requirement.startswith("/"):
            url = Path(requirement).as_uri()
        elif urlparse(requirement).scheme in _URL_SCHEMES:
            url = requirement
        else:
            return self.versions.get(canonicalize_name(Requirement(requirement).name))
        name = self.from_url.get(url.rstrip("/"))
        return None if name is None else self.versions.get(name)


def _output_of(python: Path, code: str, failure: str, timeout: float | None = None) -> str:
    """What `code` prints when an environment's interpreter `python` runs it; where it fails,
    EnvironmentProblem saying `failure`, with the end of its stderr."""
    result = subprocess.run([str(python), "-c", code], capture_output=True, text=True, check=False, timeout=timeout)
    if result.returncode != 0:
        raise EnvironmentProblem(f"{failure}:\n{result.stderr[-2000:]}")
    return result.stdout


def _installed_distributions(python: Path) -> _Installed:
    from packaging.utils import canonicalize_name

    code = (
        "import json; from importlib import metadata\n"
        "print(json.dumps([[d.metadata['Name'], d.version, d.read_text('direct_url.json') or '']"
        " for d in metadata.distributions()]))"
    )
    listed = _output_of(python, code, f"cannot read what the environment of {python} holds", timeout=120)
    versions, from_url = {}, {}
    for name, version, direct_url in json.loads(listed.strip().splitlines()[-1]):
        if not name:
            continue
        versions[canonicalize_name(name)] = version
        try:
            url = json.loads(direct_url).get("url", "") if direct_url else ""
        except (ValueError, AttributeError):
            url = ""
        if url:
            from_url[url.rstrip("/")] = canonicalize_name(name)
    return _Installed(versions, from_url)


def _requirement_name(requirement: str) -> str:
    """The canonical package name of a requirement specifier; a path or URL (or a record written
    before requirements were checked) as it is."""
    from packaging.requirements import InvalidRequirement, Requirement
    from packaging.utils import canonicalize_name

    try:
        return canonicalize_name(Requirement(requirement).name)
    except InvalidRequirement:
        return requirement


def _cute_ir_requirements() -> list[str]:
    """cute-ir's own dependencies (the capture child disassembles with nvdisasm), less the DSL and uv."""
    try:
        declared = metadata.requires("cute-ir") or []
    except metadata.PackageNotFoundError as err:
        raise EnvironmentProblem(
            "cute-ir is not installed in this interpreter, so its dependencies are unknown",
            hint="install it: pip install -e /path/to/cute-ir",
        ) from err
    kept = []
    for requirement in declared:
        if ";" in requirement:  # an extra (gpu, test): not needed to capture
            continue
        if _requirement_name(requirement) not in _NOT_IN_ENVIRONMENTS:
            kept.append(requirement)
    return kept


@lru_cache(maxsize=1)
def uv_binary() -> str:
    """The uv executable, looked up once: uv's finder reads sysconfig, whose first use is not safe
    from several threads at once (a sweep builds environments in parallel)."""
    try:
        from uv import find_uv_bin

        return find_uv_bin()
    except (ImportError, FileNotFoundError):
        found = shutil.which("uv")
        if found:
            return found
    raise EnvironmentProblem("uv is not installed", hint="pip install uv (cute-ir depends on it)")


def _run(command: list[str], report: Report, spec: str, adding: str = "") -> None:
    """Run uv (in its own process group: Ctrl-C stops it), passing its progress lines on; turn its
    failures into EnvironmentProblem."""
    lines: list[str] = []

    def line(text: str) -> None:
        lines.append(text)
        report(text)

    try:
        with tempfile.TemporaryDirectory(prefix="cute-ir-uv-") as scratch:
            exited = run_process(command, stdout=Path(scratch) / "output.txt", timeout=INSTALL_TIMEOUT_S,
                                 env={**os.environ, "NO_COLOR": "1"}, on_output=line)
    except OSError as err:
        raise EnvironmentProblem(f"cannot run {command[0]}: {err}") from err
    if exited.timed_out:
        raise EnvironmentProblem(f"installing DSL {spec} took longer than {INSTALL_TIMEOUT_S} s")
    code = exited.returncode
    if code == 0:
        return
    text = "\n".join(lines)
    if adding:  # the user's packages: the DSL itself was installed already
        raise EnvironmentProblem(
            f"adding {adding} to the environment of DSL {spec} failed (uv exit {code}):\n{text}",
            hint="--with packages are resolved with the DSL pinned; one that requires another DSL release "
                 "goes in with --with-no-deps",
        )
    if "no version of" in text or "No solution found" in text:
        raise EnvironmentProblem(
            f"DSL {spec} does not exist on the package index:\n{text}",
            hint="see `pip index versions nvidia-cutlass-dsl` for the releases there",
        )
    raise EnvironmentProblem(f"installing DSL {spec} failed (uv exit {code}):\n{text}")


def _link_cute_ir(python: Path, env: Path) -> None:
    """Make this cute-ir importable in `env`: symlinks to its package folders and a finder run from a .pth file."""
    link_dir = env / LINK_DIR
    link_dir.mkdir(exist_ok=True)
    for stale in link_dir.iterdir():  # an older layout's links (`kernels`) would shadow other packages
        stale.unlink()
    for package in LINKED_PACKAGES:
        (link_dir / package).symlink_to(_package_folder(package), target_is_directory=True)
    purelib = Path(_output_of(python, "import sysconfig; print(sysconfig.get_path('purelib'))",
                              "the new environment's interpreter does not run").strip())
    relative = os.path.relpath(link_dir, purelib)  # relative: the directory is renamed into place
    write_text_atomic(purelib / f"{LINK_MODULE}.py", Path(env_link.__file__).read_text())
    write_text_atomic(purelib / f"{LINK_MODULE}.pth", f"import {LINK_MODULE}; {LINK_MODULE}.install({relative!r})\n")


def link_for_child(folder: Path, providers: list[dict[str, str]] | None) -> list[dict[str, str]] | None:
    """Fill `folder` (empty or missing) so that a child run through its boot script under a release
    environment's interpreter imports this cute-ir, whatever the shared environment links, and the
    user's provider packages that sit in this interpreter's site-packages, but nothing else of this
    environment: its DSL above all. Returns `providers` with those packages' import roots cleared, so
    that the child never appends this environment's site-packages to its path."""
    packages = folder / env_link.PACKAGES
    packages.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(env_link.__file__, folder / BOOT_SCRIPT)
    for package in LINKED_PACKAGES:
        (packages / package).symlink_to(_package_folder(package), target_is_directory=True)
    if providers is None:
        return None
    sites = _site_directories()
    linked = []
    for source in providers:
        root = source.get("import_root", "")
        if root and Path(root).resolve() in sites:
            _link_top_level(packages, Path(root), source["target"].partition(":")[0].partition(".")[0])
            source = {**source, "import_root": ""}
        linked.append(source)
    return linked


def this_environment_release() -> tuple[str, str] | None:
    """The release this interpreter's environment was made for by `env add` (None: not such an environment)."""
    try:
        record = json.loads((Path(sys.prefix) / RECORD).read_text())
        return str(record["version"]), str(record["variant"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _site_directories() -> set[Path]:
    found = [*site.getsitepackages(), site.getusersitepackages(), sysconfig.get_path("purelib"),
             sysconfig.get_path("platlib")]
    return {Path(path).resolve() for path in found if path}


def _link_top_level(packages: Path, root: Path, top: str) -> None:
    """Link one top-level package (or module file) of `root` into the link folder, once."""
    for name, target in ((top, root / top), (f"{top}.py", root / f"{top}.py")):
        if target.exists() and not os.path.lexists(packages / name):
            (packages / name).symlink_to(target, target_is_directory=target.is_dir())
            return


def _package_folder(package: str) -> Path:
    """Where this process imports `package` from (kernels/ for cute_ir.kernels in a checkout)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise EnvironmentProblem(f"cute-ir's package {package} cannot be found to link it")
    return Path(next(iter(spec.submodule_search_locations))).resolve()


def _probe(python: Path, spec: str) -> tuple[str, str]:
    code = (
        "import json, cutlass; from cute_ir.releases.catalogue import installed_dsl, overwritten_libs_files\n"
        "version, variant = installed_dsl()\n"
        "print(json.dumps([version, variant, overwritten_libs_files(variant)]))"
    )
    probed = _output_of(python, code, f"DSL {spec} was installed but does not import", timeout=300)
    version, variant, overwritten = json.loads(probed.strip().splitlines()[-1])
    if overwritten:
        raise EnvironmentProblem(
            f"DSL {spec} was installed, but {len(overwritten)} of its {variant} libraries were overwritten "
            f"by another libs wheel (e.g. {overwritten[0]})",
            hint=f"rebuild it with `cute-ir env add --force {spec}`",
        )
    return version, variant
