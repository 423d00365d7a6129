"""Build the viewer page from one trace, or the comparison page from two.

Everything a page needs is collected here on the Python side (pass table, op-count chart, source
maps, line diffs), so the page's script only renders: it never parses IR or computes a diff.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

from cute_ir.diff import DiffStatus, align_traces, diff_traces
from cute_ir.diff.compare import Comparison, TraceDiff
from cute_ir.diff.effects import culprit
from cute_ir.diff.report import explanation_lines, verdict_lines
from cute_ir.trace import CheckpointStatus, KernelResources, Strategy
from cute_ir.errors import BadInputError
from cute_ir.fsutil import sha256_text
from cute_ir.textutil import terminal_safe
from cute_ir.trace import INPUT_FILE, Fidelity, PassRecord, Trace, refused_by_the_front_end, require_ir
from cute_ir.trace.facts import Facts, SourceLines
from cute_ir.capture.extract.mlir import mlir_source_lines
from cute_ir.capture.extract.ptx import ptx_source_lines
from cute_ir.stages import INPUT_STAGE
from cute_ir.textutil import common_count
from .bodies import PayloadStore
from .linechart import Series, format_bytes, format_ms, line_chart
from .opchart import dialect_colors, op_count_svg
from .textdiff import changed_line_count, line_opcodes

# Past this many lines (both texts together) a line diff is left to the page (viewer.js lineOps).
LAZY_DIFF_LINES = 4000
# Artifacts shown as text, in the order they come out of the pipeline, with their highlighter.
TEXT_ARTIFACTS: tuple[tuple[str, str], ...] = (("llvm-only", "mlir"), ("ptx", "ptx"), ("sass", "sass"))
# A page is often shared: it embeds only the sources stored inside the trace at capture
# (cute_ir.capture.record.sources), never a file read from the disk of whoever builds the page.
_NO_STORED_SOURCES = ("this trace stores no Python sources (captured before cute-ir kept them): "
                      "capture it again to see its source here")
_SOURCE_NOT_STORED = "not stored in the trace (capture keeps Python files of at most 1 MiB)"


@dataclass
class _Builder:
    """Accumulates payloads shared by every trace on one page."""

    store: PayloadStore = field(default_factory=PayloadStore)
    texts: dict[int, str] = field(default_factory=dict)  # payload id -> body text, for diffs
    line_counts: dict[int, Counter[str]] = field(default_factory=dict)  # payload id -> its lines as a multiset
    line_totals: dict[int, int] = field(default_factory=dict)  # payload id -> its number of lines
    sources: dict[str, int | None] = field(default_factory=dict)  # source path -> payload id
    unembedded: dict[str, str] = field(default_factory=dict)  # source path -> why the page has no copy

    def body(self, text: str, lang: str, facts: Facts | None = None, trace: Trace | None = None) -> int:
        """The payload of one text; its source map is the one capture stored (`facts`), or for a trace
        older than facts files (schema 1) one read from the stored text by capture's own text readers
        (no DSL). The sources it maps to are the copies stored in `trace`."""
        key = f"body:{lang}:{sha256_text(text)}"
        if self.store.has(key):
            return self.store.id_of(key)
        source = facts.source if facts is not None else _source_lines(text, lang)
        files, lines = source.files, source.lines
        for path in files:
            self._source(path, trace)
        payload = {"text": text, "lang": lang, "files": files, "map": lines}
        pid = self.store.add(key, payload)
        self.texts[pid] = text
        return pid

    def diff(self, before: int, after: int) -> tuple[int, int, int, bool]:
        """(payload id, lines removed, lines added, whether those counts are the diff's own) of the line diff
        between two bodies. Up to `LAZY_DIFF_LINES` lines the diff is made here; past it the page computes it
        when the row is opened (difflib took a second per pair of attention-kernel modules, a hundred
        pairs per page), and the counts are those of the lines' multisets (a moved line is no change)."""
        before_text, after_text = self.texts[before], self.texts[after]
        if self.line_total(before) + self.line_total(after) > LAZY_DIFF_LINES:
            before_lines, after_lines = self._lines(before), self._lines(after)
            common = common_count(before_lines, after_lines)
            removed, added = before_lines.total() - common, after_lines.total() - common
            return self.store.add("diff:in-the-page", {"lazy": True}), removed, added, False
        opcodes = line_opcodes(before_text, after_text)
        removed, added = changed_line_count(opcodes)
        pid = self.store.add(f"diff:{before}:{after}", {"ops": opcodes})
        return pid, removed, added, True

    def line_total(self, body: int) -> int:
        """Lines of a body, counted once."""
        if body not in self.line_totals:
            self.line_totals[body] = self.texts[body].count("\n")
        return self.line_totals[body]

    def _lines(self, body: int) -> Counter[str]:
        """A body's lines as a multiset, made once (each body is on both sides of two diffs)."""
        if body not in self.line_counts:
            self.line_counts[body] = Counter(self.texts[body].splitlines())
        return self.line_counts[body]

    def _source(self, path: str, trace: Trace | None) -> None:
        """Embed the trace's stored copy of `path` (checked like any file of the trace), or say why not."""
        if self.sources.get(path) is not None:
            return
        text = None if trace is None else trace.source_text(path)
        if text is None:
            self.sources[path] = None
            self.unembedded[path] = _SOURCE_NOT_STORED if trace is not None and trace.sources else _NO_STORED_SOURCES
            return
        self.unembedded.pop(path, None)
        self.sources[path] = self.store.add(f"source:{path}", {"path": path, "text": text})


def _source_lines(text: str, lang: str) -> SourceLines:
    if lang == "mlir":
        return mlir_source_lines(text)
    if lang == "ptx":
        return ptx_source_lines(text)
    return SourceLines()


def _stored_facts(trace: Trace, facts_file: str | None) -> Facts | None:
    return None if facts_file is None else trace.facts(facts_file)


def _input_record(trace: Trace) -> PassRecord:
    text = trace.input_ir()
    return PassRecord(
        index=0, arg="input", class_name="", anchor="builtin.module", options="", stage=INPUT_STAGE,
        fidelity=Fidelity.EXACT, changed=None, ir_file=INPUT_FILE, sha256=sha256_text(text), size=len(text),
        time_ms=None, note="the module handed to the pipeline", facts_file=trace.input_facts_file,
    )


def _trace_rows(trace: Trace, builder: _Builder) -> list[dict[str, Any]]:
    """The pass list: the input, every pass, then the text artifacts."""
    rows: list[dict[str, Any]] = []
    last_body: int | None = None
    for position, record in enumerate([_input_record(trace), *trace.passes]):
        text = trace.ir_after(record)
        body = None if text is None else builder.body(text, "mlir", _stored_facts(trace, record.facts_file), trace)
        row: dict[str, Any] = {
            "n": position, "kind": "pass", "index": record.index, "arg": record.arg, "cls": record.class_name,
            "stage": record.stage, "fid": record.fidelity.value, "evidence": record.evidence,
            "verdict": record.verdict.value if record.verdict else None, "from": record.may_differ_from,
            "changed": record.changed,
            "size": record.size, "time": record.time_ms, "note": record.note, "anchor": record.anchor,
            "body": body, "before": None, "diff": None, "removed": 0, "added": 0,
        }
        if body is not None and last_body is not None:
            row["before"] = last_body
            if body != last_body:
                row["diff"], row["removed"], row["added"], exact = builder.diff(last_body, body)
                row["approx"] = not exact
        if body is not None:
            last_body = body
        rows.append(row)
    for kind, lang in TEXT_ARTIFACTS:
        text = trace.artifact_text(kind)
        if text is None:
            continue
        art = trace.artifacts[kind]
        rows.append({
            "n": len(rows), "kind": "artifact", "index": None, "arg": kind, "cls": Path(art.file).name,
            "stage": kind, "fid": art.fidelity.value, "evidence": "", "verdict": None, "from": None,
            "changed": None, "size": art.size, "time": None,
            "note": "", "anchor": "", "body": builder.body(text, lang, _stored_facts(trace, art.facts_file), trace),
            "before": None, "diff": None,
            "removed": 0, "added": 0,
        })
    return rows


def _trace_info(trace: Trace, builder: _Builder) -> dict[str, Any]:
    require_ir(trace)
    if not trace.passes and not refused_by_the_front_end(trace):  # that one shows the module it refused
        raise BadInputError(
            f"trace {trace.root} records no passes; there is nothing to view",
            hint="capture it again with `cute-ir dump`",
        )
    rows = _trace_rows(trace, builder)
    stages: list[str] = []
    for row in rows:
        if row["stage"] not in stages:
            stages.append(row["stage"])
    return {
        "title": trace.kernel.name,
        "root": str(trace.root),
        "kernel": trace.kernel.name,
        "entry": trace.kernel.entry,
        "source": trace.kernel.source_file,
        "dsl": f"{trace.dsl_version} ({trace.dsl_variant})",
        "arch": trace.arch,
        "strategy": trace.strategy.value,
        "failure": None if trace.failure is None else trace.failure.message,
        "cubin": trace.artifacts["cubin"].size if "cubin" in trace.artifacts else None,
        "resources": [_resource_row(r) for r in trace.resources],
        "checkpoints": checkpoint_verdict(trace),
        "rows": rows,
        "stages": stages,
    }


def _resource_row(resources: KernelResources) -> dict[str, Any]:
    """Every whole-number fact of a kernel's resources (the capture may add fields), by name; "unknown"
    where the trace does not know it (an older schema)."""
    row: dict[str, Any] = {"function": resources.function}
    for name, value in vars(resources).items():
        if isinstance(value, int) or (value is None and name != "function"):
            row[name] = "unknown" if value is None else value
    return row


def checkpoint_verdict(trace: Trace) -> list[str]:
    """How far the trace's per-pass IR can be trusted, in plain words, one sentence per checkpoint."""
    if trace.strategy is Strategy.INSTRUMENT:
        return ["Every pass's IR was printed by the real pipeline while it ran: exact."]
    said = {
        CheckpointStatus.IDENTICAL: "The replay matches the real pipeline at its {0} checkpoint{1}.",
        CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO: "The replay matches the real pipeline at its {0} checkpoint "
                                                       "but for locations and debug info{1}.",
        CheckpointStatus.DIFFERS: "The replay differs from the real pipeline at its {0} checkpoint{1}: passes "
                                  "before it may not show what the real pipeline did.",
        CheckpointStatus.UNAVAILABLE: "The {0} checkpoint could not be compared{1}.",
    }
    found = [said[c.status].format(c.checkpoint, f" ({c.detail})" if c.detail else "") for c in trace.checkpoints]
    skipped = [p.arg for p in trace.passes if p.fidelity is Fidelity.SKIPPED]
    if skipped:
        found.append(f"{len(skipped)} passes could not be replayed and show no IR of their own: {', '.join(skipped)}.")
    return found or ["The per-pass IR was replayed by cute-ir; no checkpoint of the real pipeline was compared."]


def _chart(trace: Trace, colors: dict[str, str] | None = None) -> str:
    records = [p for p in trace.passes if p.op_counts]
    positions = [trace.passes.index(p) + 1 for p in records]  # row 0 is the input
    return op_count_svg(records, positions, colors) if records else '<p class="muted">no op counts recorded</p>'


def _pass_charts(trace: Trace) -> str:
    """Time per pass and IR size after each pass, x = the pass's row on the page (0 is the input)."""
    records = [_input_record(trace), *trace.passes]
    labels = [record.label if record.index else "input" for record in records]
    times = [record.time_ms for record in records]
    sizes = [None if record.size is None else float(record.size) for record in records]
    return (
        line_chart("time per pass", "pass (row)", [Series("", times, "series-one")], labels, format_ms)
        + line_chart("IR size after each pass", "pass (row)", [Series("", sizes, "series-one")], labels, format_bytes)
    )


def _render(title: str, index: dict[str, Any], builder: _Builder, charts: list[str]) -> str:
    templates = resources.files("cute_ir.passes_view") / "templates"
    page = (templates / "viewer.html").read_text()
    index["sources"] = {path: pid for path, pid in builder.sources.items() if pid is not None}
    index["unembedded"] = builder.unembedded
    data = json.dumps(index, separators=(",", ":")).replace("</", "<\\/")
    replacements = {
        "{{TITLE}}": escape(terminal_safe(title)),  # `cat page.html` never drives a terminal
        "{{STYLE}}": (templates / "viewer.css").read_text(),
        "{{SCRIPT}}": (templates / "viewer.js").read_text().replace("</", "<\\/"),
        "{{INDEX}}": data,
        "{{CHARTS}}": "".join(f'<template id="chart-{i}">{chart}</template>' for i, chart in enumerate(charts)),
        "{{PAYLOADS}}": builder.store.html(),
    }
    for marker, value in replacements.items():
        page = page.replace(marker, value, 1)
    return page


def build_trace_page(trace: Trace) -> str:
    """The single-trace viewer page, as one HTML string."""
    builder = _Builder()
    info = _trace_info(trace, builder)
    index = {"mode": "trace", "traces": [info]}
    return _render(f"{trace.kernel.name} — cute-ir passes", index, builder, [_chart(trace) + _pass_charts(trace)])


# cute_ir.diff's row status, as the page names it.
_STATUS = {
    DiffStatus.IDENTICAL: "same", DiffStatus.CHANGED: "differs", DiffStatus.ONLY_IN_A: "only-a",
    DiffStatus.ONLY_IN_B: "only-b", DiffStatus.UNKNOWN: "unknown",
}


def build_comparison_page(a: Trace, b: Trace) -> str:
    """Two traces side by side, aligned and judged by `cute-ir diff` (cute_ir.diff).

    The page shows what `cute-ir diff` reports: its verdict and the passes that explain it, each
    row's status after normalization, and per row the normalized, renumbering-insensitive diff of
    every function that differs (the raw IR and its line diff one tab away, showing what
    normalization set aside). Rows for the PTX, the SASS and the resources follow the passes; each
    function's first divergent pass and heuristic suspect are marked on their rows.
    """
    with a.texts_kept(), b.texts_kept():  # the page and the diff read each file once
        return _comparison_page(a, b)


def _comparison_page(a: Trace, b: Trace) -> str:
    builder = _Builder()
    infos = [_trace_info(a, builder), _trace_info(b, builder)]
    # The traces' bodies are encoded while the diff's child works out each pass's effects.
    found = diff_traces(a, b, allow_other_kernel=True, show_input=False, meanwhile=builder.store.encode_pending)
    position_a = {record.index: n for n, record in enumerate(a.passes, start=1)}
    position_b = {record.index: n for n, record in enumerate(b.passes, start=1)}
    rows: list[dict[str, Any]] = [_aligned_row(INPUT_STAGE, 0, 0, found.input)]
    comparisons: list[Comparison | None] = [found.input]
    for aligned, comparison in zip(align_traces(a, b), found.passes, strict=True):
        row = _aligned_row(
            aligned.stage,
            None if aligned.a is None else position_a[aligned.a.index],
            None if aligned.b is None else position_b[aligned.b.index],
            comparison,
        )
        row["moved"] = aligned.moved
        rows.append(row)
        comparisons.append(comparison)
    for comparison in found.artifacts:
        rows.append(_aligned_row(
            comparison.stage, _artifact_row(infos[0], comparison.stage), _artifact_row(infos[1], comparison.stage),
            comparison,
        ))
        comparisons.append(comparison)
    rows.append(_resources_row(found, infos, (a, b), builder))
    comparisons.append(None)
    for row in rows:
        body_a = None if row["a"] is None else infos[0]["rows"][row["a"]]["body"]
        body_b = None if row["b"] is None else infos[1]["rows"][row["b"]]["body"]
        row["diff"] = builder.diff(body_a, body_b)[0] if None not in (body_a, body_b) and body_a != body_b else None
    _mark_functions(rows, found)
    _add_normalized_diffs(rows, comparisons, infos, builder)
    if found.input_differs:
        first_divergent, divergence_note = 0, "the Python front end produced different input IR"
    elif found.first_divergence is not None:
        first_divergent = found.first_divergence.row + 1  # row 0 here is the input
        divergence_note = "" if found.first_divergence.exact else "at or before this pass (a side skipped a pass before it)"
    else:
        first_divergent, divergence_note = None, ""
    index = {
        "mode": "compare", "traces": infos, "aligned": rows,
        "firstDivergent": first_divergent, "divergenceNote": divergence_note,
        "verdict": "\n".join([*verdict_lines(found), *explanation_lines(found)]).strip(),
    }
    title = f"{a.kernel.name} {a.dsl_version} vs {b.kernel.name} {b.dsl_version} — cute-ir"
    colors = dialect_colors([p for trace in (a, b) for p in trace.passes if p.op_counts])  # one legend for both
    charts = [_chart(a, colors), _chart(b, colors), _aligned_chart(rows, infos)]
    return _render(title, index, builder, charts)


def _aligned_row(stage: str, a: int | None, b: int | None, comparison: Comparison) -> dict[str, Any]:
    return {"stage": stage, "a": a, "b": b, "status": _STATUS[comparison.status], "marks": [],
            "unproven": comparison.unproven}


# Renumbering-insensitive diffs of large kernels take up to a few seconds each (an attention kernel's); a
# page of two large traces has a hundred. The PTX and SASS (made by the diff already) and the rows that
# explain the difference get theirs first, the rest while time is left; a row past the budget shows its
# raw diff, made in the page (`cute-ir diff --all` has every normalized one).
NORMALIZED_DIFF_BUDGET_S = 0.75
# A row whose two texts have more lines than this gets no normalized diff on the page: one such diff (an
# attention kernel, 20,000 lines a side) took longer than the whole budget.
NORMALIZED_DIFF_MAX_LINES = 12000


def _add_normalized_diffs(rows: list[dict[str, Any]], comparisons: list[Comparison | None],
                          infos: list[dict[str, Any]], builder: _Builder) -> None:
    """Each differing row's normalized per-function diff (A vs B; for a pass of one side only, what it
    did there): marked rows, the PTX and the SASS first, then in pipeline order until the budget is
    spent; a row past it keeps its raw diff and says so."""
    code = [n for n, row in enumerate(rows) if row["stage"] in ("ptx", "sass")]
    first = code + [n for n, row in enumerate(rows) if row["marks"] and n not in code]
    order = first + [n for n in range(len(rows)) if n not in first]
    deadline = time.monotonic() + NORMALIZED_DIFF_BUDGET_S
    for n in order:
        row, comparison = rows[n], comparisons[n]
        if comparison is None or (comparison.status is not DiffStatus.CHANGED and row["status"] not in ("only-a", "only-b")):
            continue
        if n not in code and (time.monotonic() > deadline or _lines_of(row, infos, builder) > NORMALIZED_DIFF_MAX_LINES):
            row["normSkipped"] = True
            continue
        if comparison.status is DiffStatus.CHANGED:
            functions = [
                {"key": f.key, "kind": f.kind.value, "status": f.status.value, "diff": f.diff}
                for f in comparison.functions
            ]
            row["norm"] = builder.store.add(f"norm:{row['stage']}:{row['a']}:{row['b']}", {"functions": functions})
        else:
            _add_own_effect(row, infos[0 if row["status"] == "only-a" else 1], builder)


def _lines_of(row: dict[str, Any], infos: list[dict[str, Any]], builder: _Builder) -> int:
    """Lines of the row's IR in A and in B together (of the side's own before and after, for a pass of one side)."""
    bodies = [infos[side]["rows"][row[key]]["body"] for side, key in ((0, "a"), (1, "b")) if row[key] is not None]
    return sum(builder.line_total(body) for body in bodies if body is not None) * (1 if len(bodies) == 2 else 2)


def _add_own_effect(row: dict[str, Any], info: dict[str, Any], builder: _Builder) -> None:
    """For a pass of one side only: what it did there, its own before -> after, normalized and
    renumbered per function, in place of an A-vs-B diff it cannot have."""
    from cute_ir.diff.compare import diff_functions
    from cute_ir.diff.functions import split_pair
    from cute_ir.normalize.rules import normalize

    own = info["rows"][row["a"] if row["status"] == "only-a" else row["b"]]
    if not own.get("changed") or own["before"] is None or own["body"] is None:
        return
    before, after = (normalize("mlir", builder.texts[body], comparing=True) for body in (own["before"], own["body"]))
    functions = [
        {"key": f.key, "kind": f.kind.value, "status": f.status.value, "diff": f.diff}
        for f in diff_functions(*split_pair(before, after))
    ]
    side = "A" if row["status"] == "only-a" else "B"
    row["norm"] = builder.store.add(
        f"own:{row['stage']}:{row['a']}:{row['b']}", {"functions": functions, "title": f"what this pass did in {side}"}
    )


def _artifact_row(info: dict[str, Any], kind: str) -> int | None:
    return next((r["n"] for r in info["rows"] if r["kind"] == "artifact" and r["arg"] == kind), None)


def _resources_row(found: TraceDiff, infos: list[dict[str, Any]], traces: tuple[Trace, Trace],
                   builder: _Builder) -> dict[str, Any]:
    """A row for the resources: each side's table as its body, the changed values as its diff."""
    for info, trace in zip(infos, traces):
        lines = [" ".join(f"{k}={v}" for k, v in _resource_row(r).items()) for r in trace.resources]
        info["rows"].append({
            "n": len(info["rows"]), "kind": "resources", "index": None, "arg": "resources", "cls": "",
            "stage": "resources", "fid": "exact", "changed": None, "size": None, "time": None, "note": "",
            "anchor": "", "body": builder.body("\n".join(lines) or "no resources recorded", "text"),
            "before": None, "diff": None, "removed": 0, "added": 0,
        })
    changed = [d for d in found.resources if d.changed]
    row: dict[str, Any] = {
        "stage": "resources", "a": len(infos[0]["rows"]) - 1, "b": len(infos[1]["rows"]) - 1,
        "status": "differs" if changed else "same", "marks": [],
    }
    if changed:
        lines = [f"- {d.kernel} {d.metric}: {d.a}" for d in changed] + [f"+ {d.kernel} {d.metric}: {d.b}" for d in changed]
        row["norm"] = builder.store.add(
            "norm:resources", {"functions": [{"key": "resources (A -> B)", "kind": "resources", "status": "changed",
                                              "diff": lines}]}
        )
    return row


def _mark_functions(rows: list[dict[str, Any]], found: TraceDiff) -> None:
    """Each function's first divergent pass and the heuristic suspect behind its difference (unverified)."""
    for divergence in found.function_divergences:
        rows[divergence.row + 1]["marks"].append(f"first divergence of {_short_key(divergence.function)}")
    if found.first_divergence is not None:
        rows[found.first_divergence.row + 1]["marks"].append("first divergence")
    for story in found.effects:
        cause = culprit(story)
        if cause is not None:
            row = next(r for r in story.rows if r.label == cause.label)
            rows[row.row + 1]["marks"].append(f"suspect (unverified) for {_short_key(story.function)}")


def _short_key(key: str) -> str:
    name = key.rsplit("::", 1)[-1]
    return name if len(name) <= 40 else name[:37] + "..."


def _aligned_chart(rows: list[dict[str, Any]], infos: list[dict[str, Any]]) -> str:
    """IR size per aligned row for A and for B, on one axis (a row a side lacks is a gap)."""
    series = []
    for info, side, css in ((infos[0], "a", "series-a"), (infos[1], "b", "series-b")):
        values = []
        for row in rows:
            n = row[side]
            size = None if n is None else info["rows"][n]["size"]
            values.append(None if size is None or info["rows"][n]["kind"] != "pass" else float(size))
        series.append(Series(side.upper(), values, css))
    labels = [f"{row['stage']} (row {i})" for i, row in enumerate(rows)]
    return line_chart("IR size after each aligned row, A and B", "aligned row", series, labels, format_bytes)
