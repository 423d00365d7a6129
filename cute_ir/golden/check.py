"""Check, bless and survey goldens: the logic shared by the pytest plugin and `cute-ir golden`."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from cute_ir.checks import CheckReport
from cute_ir.errors import BadInputError, CuteIRError
from cute_ir.fsutil import named_child
from cute_ir.golden.compare import Mismatch, compare, describe, first_diffable, unified_diff
from cute_ir.golden.layout import MANIFEST, OBTAINED, GoldenKey
from cute_ir.golden.record import GoldenRecord, normalization_id
from cute_ir.golden.store import GoldenStore
from cute_ir.trace import Trace
from cute_ir.releases.catalogue import format_spec, installed_dsl

# Archs that get goldens. sm_90a compiles every registered family (sm80 kernels run on sm90 too);
# a second arch would double the size and the check time for little extra signal.
GOLDEN_ARCHS: tuple[str, ...] = ("sm_90a",)


class Outcome(str, Enum):
    OK = "ok"
    MISMATCH = "mismatch"
    MISSING = "missing"
    WRITTEN = "written"
    KEPT = "kept"  # --new-only left an existing golden alone


@dataclass(frozen=True)
class Result:
    key: GoldenKey
    outcome: Outcome
    message: str = ""
    by_capture_key: bool = False  # agreed without a capture: a probe reproduced the golden's capture key
    key_changes: tuple[str, ...] = ()  # checked by key, but captured: what differed from the golden's key


def arch_cc(arch: str) -> int:
    """`sm_90a` -> 90, `sm_100a` -> 100."""
    digits = re.sub(r"\D", "", arch)
    if not digits:
        raise BadInputError(f"{arch!r} is not a GPU arch", hint="write it like sm_90a or sm_80")
    return int(digits)


def golden_keys(
    kernels: Iterable[Any], dsl: tuple[str, str], archs: Sequence[str] = GOLDEN_ARCHS
) -> list[GoldenKey]:
    """One key per (registered instance, arch it can compile for) on the installed DSL; instances that
    cannot compile on this machine (`Kernel.unavailable()`, e.g. no CUDA driver) have none."""
    version, variant = dsl
    return [
        GoldenKey(version, variant, arch, kernel.name)
        for kernel in kernels
        if kernel.unavailable() is None and not needs_newer_dsl(kernel, version)
        for arch in golden_archs_of(kernel, archs)
        if kernel.metadata.min_cc <= arch_cc(arch)
    ]


def golden_archs_of(kernel: Any, archs: Sequence[str]) -> Sequence[str]:
    """The archs a kernel's goldens are made for: the asked ones, or where the kernel names its own
    (NVIDIA's operators: each for its own target, sm_100a, sm_103a, ...) and the default was asked, those."""
    own = getattr(kernel, "golden_archs", None)
    if own is None or tuple(archs) != GOLDEN_ARCHS:
        return archs
    return own()


def needs_newer_dsl(kernel: Any, version: str) -> str | None:
    """Why `kernel` cannot exist under DSL `version` (its provider needs a newer one), or None."""
    from packaging.version import Version

    minimum = getattr(kernel, "MIN_DSL", None)
    if minimum and Version(version) < Version(minimum):
        return f"needs DSL >= {minimum} ({getattr(kernel, 'MIN_DSL_REASON', 'its provider')}); this is {version}"
    return None


def checked_by_key(key: GoldenKey) -> bool:
    """Is `key` a golden its kernel has checked by capture key (NVIDIA's operators beyond CI's design
    points: cute_ir.golden.capture_key) rather than captured afresh?"""
    from cute_ir.registry import get_kernel

    try:
        asks = getattr(get_kernel(key.kernel), "golden_checked_by_key", None)
    except CuteIRError:
        return False  # no registered kernel (a fixture's golden): captured, as every golden used to be
    return bool(asks is not None and asks(key.arch))


def key_to_reproduce(store: GoldenStore, key: GoldenKey) -> tuple[tuple[str, str], ...]:
    """The capture key a probe must reproduce for `key`'s golden to stand for a capture: () (capture it)
    unless the golden is checked by key, exists, reads back and records one."""
    if not checked_by_key(key) or not store.exists(key):
        return ()
    try:
        recorded = store.load(key).capture_key
    except CuteIRError:
        return ()  # a damaged golden: the capture's check reports it
    return tuple(sorted(recorded.items())) if recorded else ()


def reproduced(key: GoldenKey) -> Result:
    """The result of a golden whose capture key an input probe reproduced."""
    return Result(key, Outcome.OK, "agrees by its capture key (the input IR, pipeline, DSL build, disassemblers, "
                                   "DSL settings, capture version and normalization are the golden's)",
                  by_capture_key=True)


def with_key_changes(result: Result, changes: list[str] | None) -> Result:
    """A checked-by-key golden that had to be captured says why."""
    if not changes:
        return result
    why = f"captured, not checked by its capture key: {'; '.join(changes)} differ(s) from the golden's"
    if result.outcome is Outcome.OK:
        why += f"; `cute-ir golden update {result.key.kernel} --arch {result.key.arch}` records the new key"
    return replace(result, message=f"{result.message}\n{why}".strip(), key_changes=tuple(changes))


def bless_command(record: GoldenRecord, *, new_only: bool = False) -> str:
    """The command that writes this golden: a fixture's golden is only written by its own test, a
    registered kernel's by `cute-ir golden update` (with the arch and release it was made for)."""
    if record.owner:
        return f"pytest {record.owner} --golden-update{'=new-only' if new_only else ''}"
    key = record.key
    options = "" if key.arch == GOLDEN_ARCHS[0] else f" --arch {key.arch}"
    if key.dsl != "-".join(installed_dsl()):
        options += f" --dsl {format_spec(key.dsl_version, key.dsl_variant)}"
    return f"cute-ir golden update {key.kernel}{options}"


def check_record(store: GoldenStore, obtained: GoldenRecord) -> Result:
    """Compare with the stored golden; on a mismatch leave `*.obtained*` files beside it."""
    if not store.exists(obtained.key):
        return Result(
            obtained.key,
            Outcome.MISSING,
            f"no golden for {obtained.key} in {store.root}\n"
            f"hint: create it with `{bless_command(obtained, new_only=True)}`",
        )
    golden = store.load(obtained.key)
    mismatch = compare(golden, obtained)
    if mismatch.same:
        store.clear_obtained(obtained.key)
        return Result(obtained.key, Outcome.OK)
    full_diff = _write_obtained(store, golden, obtained, mismatch.differing_files)
    message = describe(
        mismatch,
        golden,
        obtained,
        golden_dir=str(store.path(obtained.key)),
        full_diff_file=None if full_diff is None else str(full_diff),
        bless=bless_command(obtained),
    )
    return Result(obtained.key, Outcome.MISMATCH, message)


def _write_obtained(
    store: GoldenStore, golden: GoldenRecord, obtained: GoldenRecord, differing: list[str]
) -> Path | None:
    """Obtained texts, the full diff of the first diffable stage and the obtained manifest.

    Best effort: a read-only golden directory still gets its failure message.
    """
    full_diff: Path | None = None
    try:
        store.clear_obtained(obtained.key)
        for name in differing:
            if name in obtained.texts:
                store.write_obtained(obtained.key, name, obtained.texts[name])
        diffable = first_diffable(Mismatch(differing_files=differing), golden, obtained)
        if diffable is not None:
            diff = unified_diff(golden.texts[diffable], obtained.texts[diffable], diffable, f"{diffable}{OBTAINED}")
            full_diff = store.write_obtained(obtained.key, f"{diffable}.diff", "\n".join(diff) + "\n")
        store.write_obtained(obtained.key, MANIFEST, json.dumps(obtained.manifest(), indent=1) + "\n")
    except (CuteIRError, OSError):
        return None
    return full_diff


def with_assertions(result: Result, report: CheckReport) -> Result:
    """A golden result that also fails when the store's budgets or patterns (checks.toml) do not hold."""
    if report.ok:
        return result
    if result.outcome is Outcome.OK:
        return Result(result.key, Outcome.MISMATCH, report.summary())
    return Result(result.key, result.outcome, f"{result.message}\n{report.summary()}")


def update_record(store: GoldenStore, obtained: GoldenRecord, *, new_only: bool = False) -> Result:
    if new_only and store.exists(obtained.key):
        return Result(obtained.key, Outcome.KEPT)
    store.write(obtained)
    return Result(obtained.key, Outcome.WRITTEN, f"wrote {store.path(obtained.key)}")


def capture(kernel: str, arch: str, workdir: Path, python: Path | None = None) -> Trace:
    """Compile one registered instance with every pass captured (in a child process, under `python`).

    Upstream emulation is off: a golden is the same whether or not the upstream-mlir extra is installed.
    """
    from cute_ir.capture.replay.emulate import upstream_emulation_off
    from cute_ir.capture.parent import dump_kernel

    with upstream_emulation_off():
        out = named_child(named_child(workdir, arch, "the arch"), kernel, "the kernel")
        return dump_kernel(kernel, arch, out, force=True, python=python)


def remove_orphaned_goldens(store: GoldenStore, expected: list[GoldenKey]) -> list[GoldenKey]:
    """Delete the orphaned goldens (sealed goldens of the installed DSL no registered kernel produces).
    A store holding a symbolic link anywhere (its root included) is refused whole, nothing removed:
    orphans are judged by what the store itself holds, never by what a link points at."""
    report = survey(store, expected)
    if report.links:
        shown = ", ".join(report.links[:5]) + (f" and {len(report.links) - 5} more" if len(report.links) > 5 else "")
        raise BadInputError(
            f"golden store {store.root} holds {len(report.links)} symbolic link(s) ({shown}); orphans are not "
            "removed from a store with links: nothing was removed",
            hint="cute-ir never makes links in a store: remove them (or name the store where it lies), then run it again",
        )
    for key in report.orphaned:
        store.remove(key)
    return report.orphaned


# ---- survey ------------------------------------------------------------------------------------


@dataclass
class Survey:
    """What exists in the store compared with what the registry expects."""

    expected: list[GoldenKey]
    present: list[GoldenKey] = field(default_factory=list)
    missing: list[GoldenKey] = field(default_factory=list)
    orphaned: list[GoldenKey] = field(default_factory=list)  # installed DSL, no registered case
    test_owned: dict[GoldenKey, str] = field(default_factory=dict)  # written by a test's fixture: judged by pytest only
    other_dsl: dict[str, int] = field(default_factory=dict)  # goldens per DSL not installed here
    stale: dict[GoldenKey, str] = field(default_factory=dict)  # why it needs a look
    links: list[str] = field(default_factory=list)  # symbolic links in the store: never followed, never goldens


def survey(store: GoldenStore, expected: list[GoldenKey]) -> Survey:
    report = Survey(expected=expected)
    wanted = set(expected)
    installed = {key.dsl for key in expected}
    on_disk = store.keys()
    report.links = store.links()
    for key in on_disk:
        if key.dsl not in installed:
            report.other_dsl[key.dsl] = report.other_dsl.get(key.dsl, 0) + 1
        elif key not in wanted:
            owner = store.owner(key)
            if owner is None:
                continue  # no sealed golden there: never an orphan (listed as stale or damaged below)
            if owner:  # only a pytest run of its owner's file can tell whether it is still produced
                report.test_owned[key] = owner
            else:
                report.orphaned.append(key)
    present = set(on_disk)
    report.present = [key for key in expected if key in present]
    report.missing = [key for key in expected if key not in present]
    current_rules = normalization_id()
    for key in on_disk:
        try:
            record = store.load(key)
        except CuteIRError as err:
            report.stale[key] = err.message
            continue
        if record.normalization != current_rules:
            report.stale[key] = "made with other normalization rules"
    return report
