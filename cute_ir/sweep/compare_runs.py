"""Two catalogue runs' facts, operator by operator (a `--ray` run against a local one, a run against
its re-run): equal, or which operators and fields differ.

What a capture found is compared: the arch, per release compiled or not, its exit code and resources;
per release step what differs (resources, SASS classes, PTX, SASS, input IR) and the suspect pass.
Where and when it ran is not: times, trace paths, bytes landed, error messages (they name the node's
scratch folders).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.sweep.catalogue import load_run

_WHERE_AND_WHEN = frozenset({"seconds", "traces", "bytes_landed", "landing_errors", "traces_dropped", "packed"})
_RELEASE_WHERE = frozenset({"error"})


@dataclass
class RunComparison:
    a: Path
    b: Path
    operators: list[str]  # compared, in run A's sample order
    differences: dict[str, list[str]] = field(default_factory=dict)  # operator -> "field: A's vs B's"
    missing: dict[str, str] = field(default_factory=dict)  # operator -> the run(s) without its facts

    @property
    def equal(self) -> bool:
        return not self.differences and not self.missing

    def to_json(self) -> dict[str, Any]:
        return {"a": str(self.a), "b": str(self.b), "operators": len(self.operators), "equal": self.equal,
                "differences": self.differences, "missing": self.missing}

    def lines(self) -> list[str]:
        shown = [f"differs: {name}\n" + "\n".join(f"  {item}" for item in items)
                 for name, items in self.differences.items()]
        shown += [f"missing: {name} (no facts in run {where})" for name, where in self.missing.items()]
        same = len(self.operators) - len(self.differences) - len(self.missing)
        return shown + [f"{same} of {len(self.operators)} operators equal, {len(self.differences)} differ, "
                        f"{len(self.missing)} missing"]


def compare_runs(a: Path, b: Path, first: int | None = None) -> RunComparison:
    """The first `first` operators of run A (all where None) against run B's facts of them: a sample of
    N is the first N of any larger sample of the same catalogue, so a `--sample 100` run checks the
    first 100 of a `--sample 1000` one."""
    run_a, facts_a = load_run(a)
    run_b, facts_b = load_run(b)
    if run_a.specs != run_b.specs:
        raise BadInputError(f"the runs compare other releases: {', '.join(run_a.specs)} in {a}, "
                            f"{', '.join(run_b.specs)} in {b}")
    operators = run_a.operators[:first] if first is not None else list(run_a.operators)
    comparison = RunComparison(a, b, operators)
    for name in operators:
        where = ("A" if name not in facts_a else "") + ("B" if name not in facts_b else "")
        if where:
            comparison.missing[name] = where
            continue
        ours = _flat(_comparable(facts_a[name], run_a.arches.get(name, "")))
        theirs = _flat(_comparable(facts_b[name], run_b.arches.get(name, "")))
        differing = [f"{key}: {_shown(ours, key)} vs {_shown(theirs, key)}" for key in sorted(ours.keys() | theirs.keys())
                     if ours.get(key, _ABSENT) != theirs.get(key, _ABSENT)]
        if differing:
            comparison.differences[name] = differing
    return comparison


_ABSENT = object()


def _shown(flat: Mapping[str, Any], key: str) -> str:
    return repr(flat[key]) if key in flat else "absent"


def _comparable(facts: Mapping[str, Any], planned_arch: str) -> dict[str, Any]:
    """An operator's facts without where and when it ran."""
    kept = {key: value for key, value in facts.items() if key not in _WHERE_AND_WHEN and key != "kernel"}
    kept["arch"] = facts.get("arch", planned_arch)
    kept["releases"] = {spec: {key: value for key, value in release.items() if key not in _RELEASE_WHERE}
                        for spec, release in facts.get("releases", {}).items()}
    return kept


def _flat(value: Any, prefix: str = "") -> dict[str, Any]:
    """Nested mappings as `a.b.c` -> leaf (a difference is then named by its field; an empty mapping
    is no field, as a key left out)."""
    if isinstance(value, Mapping):
        flat: dict[str, Any] = {}
        for key, item in value.items():
            flat.update(_flat(item, f"{prefix}.{key}" if prefix else str(key)))
        return flat
    return {prefix: value}
