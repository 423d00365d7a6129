"""What cute-ir knows about how nvidia-cutlass-dsl releases differ.

This is knowledge, measured once per release (see the project's shared facts), used for messages,
environment installs, tests and aligning traces of different releases. The capture engine still
*probes* the installed DSL for its strategy; nothing here replaces a probe.

Stage names, which line up the passes of different releases, live in ``cute_ir.stages``.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import os
import re
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from cute_ir.errors import BadInputError, EnvironmentProblem

if TYPE_CHECKING:
    from packaging.version import Version

# Locals of the DSL's own frames that hold the @cute.jit function while it compiles (Compiler.compile is
# called below them): `funcBody` in BaseDSL._func / generate_mlir / compile_and_cache, 4.2.1-4.8.1.
JIT_FUNCTION_LOCALS: tuple[str, ...] = ("funcBody",)
# ...and the arguments it is called with (`args` of BaseDSL._func, 4.2.1-4.8.1): a method's object first.
JIT_ARGUMENT_LOCALS: tuple[str, ...] = ("args",)
# ...and the DSL object that compiles it (`self` of that frame): its `compile_options` hold what the
# script chose (`options="--generate-line-info"`, `cute.compile[cute.GenerateLineInfo(True)]`), from 4.5 on
# as `CompileOptions.options`, a dict of option objects with a value each.
JIT_DSL_LOCALS: tuple[str, ...] = ("self",)

# Where the DSL decides which Python frames are its own when it gives a built op the location of the
# user's line (the first frame outside it on the stack): `_is_framework_frame(filename)` in its op helpers,
# `cutlass.base_dsl._mlir_helpers.op` in 4.5.x, `cutlass._mlir_helpers.op` from 4.6 (read in their
# sources); 4.2.1-4.4.2 take the op helper's direct caller and walk nothing. Probed where used.
DSL_FRAME_PREDICATES: tuple[tuple[str, str], ...] = (
    ("cutlass._mlir_helpers.op", "_is_framework_frame"),
    ("cutlass.base_dsl._mlir_helpers.op", "_is_framework_frame"),
)

# cuda-to-binary's options (4.8.1, measured) that hand back its ptxas's own `-v` report: with
# `collect-compiler-diagnostics=true` and `-v` among its `ptx-options` (`ptx-options={ -lineinfo -v}`
# with line info) it attaches the report to the binary op as `cutlass.ptxas_logs`, and nothing else
# changes with the cu12 libs (cubin, PTX and the IR after it, that attribute aside, are the same; cu13's
# ptxas writes its command line into the cubin). Probed where used: a release without them falls back
# to a separate `ptxas -v`.
PTXAS_REPORT_SWITCH = "collect-compiler-diagnostics"  # false by default, true to collect
PTXAS_OPTIONS = "ptx-options"
PTXAS_VERBOSE = "-v"
PTXAS_REPORT_ATTRIBUTE = "cutlass.ptxas_logs"


CU12 = "cu12"
CU13 = "cu13"
VARIANTS = (CU12, CU13)
DIST = "nvidia-cutlass-dsl"


@dataclass(frozen=True)
class Release:
    """One installable DSL: a release and its libs variant."""

    version: str
    variant: str
    import_folder: str  # nvidia_cutlass_dsl/<folder> holds the `cutlass` package
    fake_tensors: bool  # cute.runtime.make_fake_compact_tensor exists (no GPU or numpy needed)
    ir_printing: bool  # pm.enable_ir_printing prints the IR after every pass
    keep_env_vars: tuple[str, ...]  # CUTE_DSL_* variables that write IR/PTX/cubin files
    note: str = ""  # every release here was measured: its pass list is in the shared facts or tests/data

    @property
    def spec(self) -> str:
        return self.version if self.variant == CU12 else f"{self.version}+{self.variant}"

    @property
    def requirement(self) -> str:
        """What to hand pip or uv to install exactly this release and variant."""
        extra = "" if self.variant == CU12 else f"[{self.variant}]"
        return f"{DIST}{extra}=={self.version}"


_KEEP_42 = ("CUTE_DSL_PRINT_IR", "CUTE_DSL_KEEP_IR")
_KEEP_43 = (*_KEEP_42, "CUTE_DSL_KEEP_PTX", "CUTE_DSL_KEEP_CUBIN", "CUTE_DSL_DUMP_DIR")
_KEEP_44 = (*_KEEP_43, "CUTE_DSL_NO_CACHE")
_KEEP_45 = (*_KEEP_44, "CUTE_DSL_KEEP")  # KEEP=ir,ir-debug,ptx,cubin,all; KEEP_* still honoured
_KEEP_46 = (*_KEEP_45, "CUTE_DSL_KEEP_SASS")  # and the `sass` token of CUTE_DSL_KEEP


def _cu12(version: str, folder: str, fake: bool, printing: bool, keep: tuple[str, ...], **kw: object) -> Release:
    return Release(version, CU12, folder, fake, printing, keep, **kw)  # type: ignore[arg-type]


def _cu13(base: Release, *, note: str) -> Release:
    # The cu13 libs replace the compiler library; up to 4.5 its IR printing is stripped.
    return Release(base.version, CU13, base.import_folder, base.fake_tensors, False, base.keep_env_vars, note)


_CU12_RELEASES = (
    _cu12(
        "4.2.1",
        "python_packages",
        False,
        True,
        _KEEP_42,
        note="one wheel; fake tensors absent (use from_dlpack)",
    ),
    _cu12("4.3.5", "python_packages", True, True, _KEEP_43, note="one wheel"),
    _cu12("4.4.2", "python_packages", True, True, _KEEP_44),
    _cu12("4.5.0", "python_packages", True, True, _KEEP_45, note="the pass list of 4.5.3"),
    _cu12("4.5.3", "python_packages", True, True, _KEEP_45),
    _cu12("4.6.3", "dsl_packages", True, False, _KEEP_46, note="IR printing accepted, prints nothing"),
    _cu12("4.7.1", "dsl_packages", True, False, _KEEP_46, note="IR printing accepted, prints nothing"),
    _cu12("4.8.1", "dsl_packages", True, False, _KEEP_46, note="IR printing accepted, prints nothing"),
)
_BY_VERSION = {r.version: r for r in _CU12_RELEASES}
_CU13_RELEASES = (
    _cu13(_BY_VERSION["4.4.2"], note="IR printing stripped"),
    _cu13(_BY_VERSION["4.5.0"], note="IR printing stripped; 27 of 37 pass names registered"),
    _cu13(_BY_VERSION["4.5.3"], note="IR printing stripped; the 4.6 core lowering, in a 4.5 order"),
    _cu13(_BY_VERSION["4.6.3"], note="the pass list of the cu12 build; NVVM from CUDA 13"),
    _cu13(_BY_VERSION["4.7.1"], note="the pass list of the cu12 build; NVVM from CUDA 13"),
    _cu13(_BY_VERSION["4.8.1"], note="the pass list of the cu12 build; NVVM from CUDA 13"),
)

# The ptxas a cu13 environment gets for `ptxas -v` (spill bytes, barriers), installed without its
# dependencies (it is one static binary): the release of the ptxas built into the DSL's cu13 compiler
# library, read in its bytes when the environment is made (cute_ir.releases.environments). Measured:
# 4.4.2-4.5.1 embed 13.1 (PTX `.version 9.1`, cubins toolkit=13.1), 4.6.0 embeds 13.3 (`.version 9.3`,
# which the 13.1 ptxas refuses). This pin is for a library that names no release. The CUDA 12.9 ptxas
# of cute-ir's dependencies reads neither; the capture picks among the installed ptxas by the cubin's
# release, then by the PTX's `.version` (cute_ir.capture.extract.cubin).
CU13_PTXAS = "nvidia-cuda-nvcc==13.1.*"

KNOWN_RELEASES: dict[tuple[str, str], Release] = {(r.version, r.variant): r for r in (*_CU12_RELEASES, *_CU13_RELEASES)}

# Every final release on the package index (read 2026-11-26): what a range covers when the index cannot
# be read (no network), said in a note. `nvidia-cutlass-dsl[cu13]` exists from 4.4.0 on.
PUBLISHED_RELEASES: tuple[str, ...] = (
    "4.0.0", "4.1.0", "4.2.0", "4.2.1", "4.3.0", "4.3.1", "4.3.2", "4.3.3", "4.3.4", "4.3.5", "4.4.0", "4.4.1",
    "4.4.2", "4.5.0", "4.5.1", "4.5.2", "4.5.3", "4.6.0", "4.6.1", "4.6.2", "4.6.3", "4.7.0", "4.7.1", "4.8.0",
    "4.8.1",
)
PUBLISHED_CU13_FROM = "4.4.0"
INDEX_URL = "https://pypi.org/simple"
_INDEX_ENV = ("UV_DEFAULT_INDEX", "UV_INDEX_URL", "PIP_INDEX_URL")  # the index uv and pip install from
_INDEX_TIMEOUT_S = 15


@dataclass(frozen=True)
class Published:
    """The DSL releases published per variant, oldest first, and where the list came from."""

    versions: dict[str, tuple[str, ...]]  # variant -> versions
    note: str = ""  # set when the list is not the index's (read at run time)

    def has(self, version: str, variant: str) -> bool:
        return version in self.versions.get(variant, ())


@functools.cache
def published_releases() -> Published:
    """Every final release of the DSL and of its cu13 libs, read from the package index now; the known
    list (PUBLISHED_RELEASES) where the index cannot be read, with a note that says so."""
    try:
        cu12 = index_versions(DIST)
        cu13 = set(index_versions(f"{DIST}-libs-{CU13}"))
    except (OSError, ValueError) as err:
        known = {CU12: PUBLISHED_RELEASES,
                 CU13: tuple(v for v in PUBLISHED_RELEASES if _version_key(v) >= _version_key(PUBLISHED_CU13_FROM))}
        return Published(known, note=f"the package index could not be read ({err}); the releases published by "
                                     f"2026-11-26 (cute_ir.releases.catalogue) were used")
    return Published({CU12: tuple(cu12), CU13: tuple(v for v in cu12 if v in cu13)})


def index_versions(project: str) -> list[str]:
    """Final versions of `project` with a file not yanked, oldest first, from the package index's JSON
    simple API (PEP 691) at the index uv and pip use (UV_DEFAULT_INDEX, UV_INDEX_URL, PIP_INDEX_URL)."""
    from packaging.utils import InvalidSdistFilename, InvalidWheelFilename, parse_sdist_filename, parse_wheel_filename

    base = next((os.environ[name] for name in _INDEX_ENV if os.environ.get(name)), INDEX_URL)
    request = urllib.request.Request(f"{base.rstrip('/')}/{project}/",
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=_INDEX_TIMEOUT_S) as response:  # noqa: S310 - an index URL
        files = json.load(response)["files"]
    found = set()
    for file in files:
        if file.get("yanked"):
            continue
        name = file["filename"]
        try:
            version = parse_wheel_filename(name)[1] if name.endswith(".whl") else parse_sdist_filename(name)[1]
        except (InvalidWheelFilename, InvalidSdistFilename):
            continue
        if not (version.is_prerelease or version.is_devrelease or version.is_postrelease or version.local):
            found.add(version)
    return [str(v) for v in sorted(found)]


_SPEC = re.compile(r"^(?P<version>\d+\.\d+\.\d+(?:\.\w+)?)(?:\+(?P<variant>\w+))?$")


def parse_spec(spec: str) -> tuple[str, str]:
    """`4.5.3` -> ("4.5.3", "cu12"); `4.5.3+cu13` -> ("4.5.3", "cu13")."""
    match = _SPEC.match(spec.strip())
    if not match:
        raise BadInputError(
            f"{spec!r} is not a DSL version", hint="write VERSION or VERSION+cu13, e.g. 4.8.1 or 4.5.3+cu13"
        )
    variant = match.group("variant") or CU12
    if variant not in VARIANTS:
        raise BadInputError(f"unknown DSL variant {variant!r} in {spec!r}", hint=f"variants: {', '.join(VARIANTS)}")
    return match.group("version"), variant


def format_spec(version: str, variant: str) -> str:
    return version if variant == CU12 else f"{version}+{variant}"


def known_release(spec: str) -> Release | None:
    """The knowledge for `spec`, or None for a release cute-ir has not seen (it may still exist)."""
    version, variant = parse_spec(spec)
    release = KNOWN_RELEASES.get((version, variant))
    if release is None and variant == CU13 and (version, CU12) in KNOWN_RELEASES:
        raise EnvironmentProblem(
            f"nvidia-cutlass-dsl {version} has no {variant} variant",
            hint=f"cu13 builds exist from {PUBLISHED_CU13_FROM} on; drop the +cu13",
        )
    return release


def release_specs(releases: str, variants: Sequence[str] = (CU12,), published: Published | None = None) -> list[str]:
    """The specs a sweep covers, oldest first, each version's variants in the order given.

    `releases` is `FIRST..LAST` (every published release between them, both included: `published`, read
    from the package index where not given) or a comma list (`4.4.2,4.5.3`, which may name releases
    cute-ir has not measured). A variant a release never had (cu13 before 4.4.0) is left out of a range
    and refused, where cute-ir knows, in a list.
    """
    for variant in variants:
        if variant not in VARIANTS:
            raise BadInputError(f"unknown DSL variant {variant!r}", hint=f"variants: {', '.join(VARIANTS)}")
    if ".." in releases:
        first, _, last = (part.strip() for part in releases.partition(".."))
        bounds = [_version_key(parse_spec(end)[0]) for end in (first, last)]
        if bounds[0] > bounds[1]:
            raise BadInputError(f"release range {releases!r} runs backwards", hint=f"write {last}..{first}")
        published = published or published_releases()
        versions = [v for v in published.versions[CU12] if bounds[0] <= _version_key(v) <= bounds[1]]
        if not versions:
            raise BadInputError(f"no published release in {releases!r}",
                                hint=f"published releases: {', '.join(published.versions[CU12])}")
        return [format_spec(v, variant) for v in versions for variant in variants if published.has(v, variant)]
    versions = [parse_spec(part)[0] for part in releases.split(",") if part.strip()]
    if not versions:
        raise BadInputError("no release given", hint="write FIRST..LAST or a comma list, e.g. 4.4.2..4.8.1")
    specs = [format_spec(v, variant) for v in sorted(set(versions), key=_version_key) for variant in variants]
    for spec in specs:
        known_release(spec)  # refuses a variant that release never had
    return specs


def _version_key(version: str) -> Version:
    """PEP 440 order (`4.9.0.dev0` before `4.9.0`); packaging is imported here, not at the top, as the
    capture child imports this module in release environments that may not have it."""
    from packaging.version import Version

    return Version(version)


def installed_dsl() -> tuple[str, str]:
    """Version and libs variant of the DSL importable in this interpreter."""
    try:
        version = metadata.version(DIST)
    except metadata.PackageNotFoundError as err:
        raise EnvironmentProblem(
            f"{DIST} is not installed in this Python environment",
            hint="install it (pip install nvidia-cutlass-dsl) or use `cute-ir env add VERSION`",
        ) from err
    return version, _installed_variant()


def imported_dsl() -> tuple[str, str]:
    """Version and libs variant of the DSL this process imported (importing it if needed), read from the
    distribution installed where its `cutlass` package came from: another DSL on sys.path (a leaked
    PYTHONPATH, another environment's site-packages) cannot be mistaken for it."""
    import cutlass

    for folder in Path(cutlass.__file__).resolve().parents:  # the nearest site directory holding the DSL
        found = next(iter(metadata.distributions(name=DIST, path=[str(folder)])), None)
        if found is not None:
            return found.version, _variant_at(folder)
    return installed_dsl()  # a DSL that is no installed distribution (a source tree): the best there is


def imported_dsl_build() -> str:
    """Identity of the DSL build this process imported: a digest of the files (path and sha256, as the
    install records list them) of each nvidia-cutlass-dsl* distribution where its `cutlass` package came
    from. Two installs of one version from other wheels (a rebuilt post-release, a locally built libs
    wheel) differ here; two installs of the same wheels do not, in whatever environment, by whatever
    installer (what an install writes of its own is left out: launcher scripts, whose first line names
    the environment's interpreter, and the dist-info's INSTALLER, direct_url.json, RECORD)."""
    import cutlass

    for folder in Path(cutlass.__file__).resolve().parents:
        files = sorted(
            (path, digest)
            for dist in metadata.distributions(path=[str(folder)])
            if (dist.metadata["Name"] or "").lower().replace("_", "-").startswith(DIST)
            for path, digest in _recorded_files(dist.read_text("RECORD") or "")
        )
        if files:
            return hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    return "unknown"  # a DSL that is no installed distribution (a source tree): no build to name


def _recorded_files(record: str) -> list[tuple[str, str]]:
    """(path, hash) of every file of an install record that the wheel itself brought."""
    import csv

    files = []
    for row in csv.reader(record.splitlines()):
        if len(row) >= 2 and row[1] and not row[0].startswith("..") and ".dist-info/" not in row[0]:
            files.append((row[0], row[1]))
    return files


def _variant_at(folder: Path) -> str:
    for variant in (CU13, CU12):
        if next(iter(metadata.distributions(name=f"{DIST}-libs-{variant}", path=[str(folder)])), None):
            return variant
    return CU12


def _installed_variant() -> str:
    for variant in (CU13, CU12):
        try:
            metadata.version(f"{DIST}-libs-{variant}")
        except metadata.PackageNotFoundError:
            continue
        return variant
    return CU12  # libs-base only (<= 4.5) or the single wheel (<= 4.3): the CUDA 12 build


def overwritten_libs_files(variant: str) -> list[str]:
    """Shared libraries of the `variant` libs wheel whose bytes are not that wheel's.

    The cu12 and cu13 libs wheels write the same paths (the compiler library among them); an
    installer that unpacks them in parallel can leave the other wheel's files in place, and the
    install then silently runs the other variant.
    """
    try:
        dist = metadata.distribution(f"{DIST}-libs-{variant}")
    except metadata.PackageNotFoundError:
        return []
    wrong = []
    for file in dist.files or []:
        if not file.name.endswith(".so") or file.hash is None or file.hash.mode != "sha256":
            continue
        digest = hashlib.sha256(Path(str(file.locate())).read_bytes()).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode() != file.hash.value:
            wrong.append(str(file))
    return wrong


# -- the target GPUs (what a compile may ask the hardware, answered without one) ----------------------

@dataclass(frozen=True)
class TargetHardware:
    """The GPU a target stands for, as far as a compile asks: NVIDIA's operators ask the driver for the
    maximum number of active clusters of a shape (their static persistent schedulers size the grid by it,
    a constant in the IR). Without a driver cute-ir answers from this table and records the answer in
    the trace (`compile_options` "assumed ..."), never silently: a device's own answer where one was
    measured, else the rule SMs // cluster size."""

    gpu: str
    sm_count: int
    source: str  # where sm_count comes from
    measured_clusters: dict[int, int] = field(default_factory=dict)  # cluster size -> the device's answer
    measured_on: str = ""  # the device, how and when `measured_clusters` were asked

    def max_active_clusters(self, cluster_size: int) -> tuple[int, str]:
        """The answer and how it was reached. The rule is an upper bound: the driver's occupancy query
        answers less where a GPC's SMs do not divide by the cluster size (the H100: 30 for 4, not 33)."""
        size = max(cluster_size, 1)
        if size in self.measured_clusters:
            return self.measured_clusters[size], f"{self.gpu}: measured on {self.measured_on}"
        asked = f"; the device was asked for sizes {', '.join(map(str, self.measured_clusters))} only" \
            if self.measured_clusters else ""
        return (self.sm_count // size,
                f"{self.gpu}: rule: {self.sm_count} SMs // cluster size {size}, an upper bound ({self.source}{asked})")


TARGET_HARDWARE: dict[str, TargetHardware] = {
    "sm_80": TargetHardware("A100 SXM4", 108, "NVIDIA A100 Tensor Core GPU Architecture whitepaper"),
    "sm_90a": TargetHardware(
        "H100 SXM5", 132, "NVIDIA H100 Tensor Core GPU Architecture whitepaper",
        measured_clusters={1: 132, 2: 66, 4: 30, 8: 15},
        measured_on="NVIDIA H100 80GB HBM3, driver 580.159.04, HardwareInfo().get_max_active_clusters, "
                    "2026-12-07 (docs/results/catalogue-4.8.0-to-4.8.1.md)"),
    "sm_100a": TargetHardware("B200", 148, "NVIDIA Blackwell B200 datasheet"),
    "sm_103a": TargetHardware("B300", 148, "assumed equal to B200's; not checked on a B300"),
    "sm_110a": TargetHardware("Jetson Thor", 20, "NVIDIA Jetson Thor module datasheet (2,560 CUDA cores, 20 SMs)"),
    "sm_120a": TargetHardware("RTX 5090", 170, "NVIDIA GeForce RTX 5090 specifications"),
}
