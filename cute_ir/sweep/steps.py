"""A step of a sweep's output directory: one kernel's traces under a release and the release it was compared with.

`cute-ir sweep -o DIR` leaves `DIR/sweep.json` (the table, `SweepResult.to_json`) beside the traces
(`DIR/<release>/...`). A row names its trace and, under `change.against`, the release it was compared
with; the step is that pair, so `cute-ir blame DIR --release X` needs no trace folder from the user.
`sweep.json` is untrusted input like a trace: the traces it names must lie inside DIR (a moved sweep
directory is found again from the release folder down).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.fsutil import inside, load_json, read_verified
from cute_ir.releases.catalogue import format_spec, parse_spec

SWEEP_RECORD = "sweep.json"  # the --json document, kept beside the traces
_MAX_RECORD_BYTES = 64 << 20


@dataclass(frozen=True)
class SweepStep:
    """One kernel from the release `against` to `release`: the traces a blame or a diff takes."""

    kernel: str
    against: str
    release: str
    before: Path  # the trace under `against` (A)
    after: Path  # the trace under `release` (B)


def sweep_step(directory: Path, release: str, kernel: str | None = None) -> SweepStep:
    """The step of `directory`'s sweep that reached `release` (VERSION or VERSION+cu13) for `kernel`
    (needed only where the sweep has several kernels under that release)."""
    directory = Path(directory)
    rows = _rows(directory)
    spec = format_spec(*parse_spec(release))
    under = [row for row in rows if row.get("release") == spec]
    if not under:
        releases = list(dict.fromkeys(str(row.get("release")) for row in rows))
        raise BadInputError(f"the sweep in {directory} has no release {spec}", hint=f"its releases: {', '.join(releases)}")
    if kernel is None and len(under) > 1:
        raise BadInputError(f"the sweep in {directory} has {len(under)} kernels under {spec}: name one with --kernel",
                            hint="kernels: " + ", ".join(str(row.get("kernel")) for row in under))
    row = next((row for row in under if kernel is None or row.get("kernel") == kernel), None)
    if row is None:
        raise BadInputError(f"the sweep in {directory} has no kernel {kernel!r} under {spec}",
                            hint="kernels: " + ", ".join(str(r.get("kernel")) for r in under))
    name = str(row.get("kernel"))
    change = row.get("change")
    if not row.get("ok") or not isinstance(change, dict):
        why = (f"it did not compile there ({row.get('error') or 'no trace'})" if not row.get("ok")
               else "no earlier release of the sweep compiled it (the first of its variant)")
        raise BadInputError(f"{name} under {spec} has no step to blame in the sweep in {directory}: {why}")
    against = change.get("against")
    before = next((r for r in rows if r.get("release") == against and r.get("kernel") == name), None)
    if before is None:
        raise BadInputError(f"sweep {directory}: {name} under {spec} was compared with {against!r}, which has no row")
    return SweepStep(name, str(against), spec, _trace_path(directory, before), _trace_path(directory, row))


def _rows(directory: Path) -> list[dict[str, Any]]:
    """The rows of `directory`'s sweep record, checked to be a sweep's."""
    record = directory / SWEEP_RECORD
    try:
        data = load_json(read_verified(record, None, f"sweep {directory}", limit=_MAX_RECORD_BYTES), str(record))
    except FileNotFoundError as err:
        raise BadInputError(f"{directory} is not a sweep's output directory (no {SWEEP_RECORD})",
                            hint="cute-ir sweep ... -o DIR writes one") from err
    if not isinstance(data, dict) or data.get("schema") != "cute-ir.sweep" or not isinstance(data.get("rows"), list):
        raise BadInputError(f"{record} is not a cute-ir sweep record")
    rows = [row for row in data["rows"] if isinstance(row, dict)]
    if len(rows) != len(data["rows"]):
        raise BadInputError(f"{record} is malformed: a row is not an object")
    return rows


def _trace_path(directory: Path, row: dict[str, Any]) -> Path:
    """The row's trace, inside `directory`: the recorded path from its release folder down (the record
    holds the path the sweep wrote, which moves with the directory)."""
    recorded, spec = row.get("trace"), row.get("release")
    parts = Path(recorded).parts if isinstance(recorded, str) else ()
    start = max((i for i, part in enumerate(parts) if part == spec), default=None)
    if start is None:
        raise BadInputError(f"sweep {directory}: the trace of {row.get('kernel')} under {spec} is recorded as "
                            f"{recorded!r}, not under a {spec}/ folder")
    return inside(directory, Path(*parts[start:]).as_posix(), f"sweep {directory}")
