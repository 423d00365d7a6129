"""The page of a catalogue run (`cute-ir view RUN_DIR`): a grid of design points coloured by change.

Two design dimensions chosen on the page are the grid's rows and columns; a cell holds the operators
of those two values: how many changed of how many compiled under every release (red as more changed,
green where none did, grey where only failures), and, opened, its operators and their changes. The
data is collected here (the report's own reading of the folder); the page's script only draws it, and
writes every name as text, never as markup (a run folder is untrusted data).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from html import escape
from importlib import resources
from typing import Any

from cute_ir.sweep.catalogue import CatalogueRun, build_report, step_text
from cute_ir.textutil import terminal_safe

# A status per operator, as the page's script reads it.
_CHANGED, _SAME, _FAILED, _PENDING = "changed", "same", "failed", "pending"


def catalogue_page_data(run: CatalogueRun, facts: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """What the page draws: the dimensions, each distinct design point once, every operator's status
    and (changed or failed) what happened to it."""
    report = build_report(run, facts)
    dimensions: list[str] = []
    for point in run.points.values():
        dimensions += [dimension for dimension in point if dimension not in dimensions]
    point_ids: dict[str, int] = {}
    points: list[list[str]] = []
    operators: list[list[Any]] = []
    for name in run.operators:
        point = run.points.get(name, {})
        values = [str(point.get(dimension, "-")) for dimension in dimensions]
        key = json.dumps(values)
        if key not in point_ids:
            point_ids[key] = len(points)
            points.append(values)
        entry = facts.get(name)
        status, detail = _status(entry, run.specs)
        operators.append([name, point_ids[key], status, detail])
    return {"releases": run.specs, "dimensions": dimensions, "points": points, "operators": operators,
            "summary": {key: report[key] for key in ("operators", "done", "pending", "failed", "changed",
                                                     "unchanged", "complete")}}


def _status(entry: Mapping[str, Any] | None, specs: list[str]) -> tuple[str, str]:
    if entry is None:
        return _PENDING, ""
    releases = entry.get("releases", {})
    failed = [spec for spec in specs if not (releases.get(spec) or {}).get("ok")]
    if failed:
        return _FAILED, f"not compiled under {', '.join(failed)}: {(releases.get(failed[0]) or {}).get('error', '')}"
    steps = [step_text(spec, change) for spec, change in entry.get("changes", {}).items() if change.get("differs")]
    return (_CHANGED, " / ".join(steps)) if steps else (_SAME, "")


def build_catalogue_page(run: CatalogueRun, facts: Mapping[str, Mapping[str, Any]]) -> str:
    """The grid page of a catalogue run's folder, as one self-contained HTML string."""
    templates = resources.files("cute_ir.passes_view") / "templates"
    data = catalogue_page_data(run, facts)
    title = f"What changed from {run.specs[0]} to {run.specs[-1]} — cute-ir catalogue"
    # Inside <script> the JSON may hold no markup: `<`, `>` and `&` as JSON escapes end nothing early.
    embedded = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c").replace(">", "\\u003e").replace(
        "&", "\\u0026")
    values = {"TITLE": escape(terminal_safe(title)), "STYLE": (templates / "catalogue.css").read_text(),
              "SCRIPT": (templates / "catalogue.js").read_text().replace("</", "<\\/"), "DATA": embedded}
    # one pass over the template: what a value holds (a release named "{{DATA}}") is never read as a marker
    return re.sub(r"\{\{(TITLE|STYLE|SCRIPT|DATA)\}\}", lambda match: values[match.group(1)],
                  (templates / "catalogue.html").read_text())
