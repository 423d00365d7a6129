"""Build the viewer page from one trace, or the comparison page from two.

Everything a page needs is collected here on the Python side (pass table, op-count chart, source
maps, line diffs), so the page's script only renders: it never parses IR or computes a diff.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.fsutil import sha256_text
from cute_ir.trace import INPUT_FILE, Fidelity, PassRecord, Trace
from cute_ir.versions import INPUT_STAGE
from passes_view.align import align_by_stage
from passes_view.bodies import PayloadStore
from passes_view.opchart import op_count_svg
from passes_view.source_map import SourceMap, mlir_source_map, ptx_source_map
from passes_view.textdiff import changed_line_count, line_opcodes

# Artifacts shown as text, in the order they come out of the pipeline, with their highlighter.
TEXT_ARTIFACTS: tuple[tuple[str, str], ...] = (("llvm-only", "mlir"), ("ptx", "ptx"), ("sass", "sass"))
# A source file larger than this is not embedded (the page would carry it for a few lines).
MAX_SOURCE_BYTES = 1 << 20


@dataclass
class _Builder:
    """Accumulates payloads shared by every trace on one page."""

    store: PayloadStore = field(default_factory=PayloadStore)
    texts: dict[int, str] = field(default_factory=dict)  # payload id -> body text, for diffs
    sources: dict[str, int | None] = field(default_factory=dict)  # source path -> payload id

    def body(self, text: str, lang: str) -> int:
        key = f"body:{lang}:{sha256_text(text)}"
        if self.store.has(key):
            return self.store.id_of(key)
        mapping = _source_map(text, lang)
        files = sorted(mapping.files())
        for path in files:
            self._source(path)
        payload = {
            "text": text,
            "lang": lang,
            "files": files,
            "map": [[line, files.index(p.file), p.line, p.col] for line, p in sorted(mapping.lines.items())],
        }
        pid = self.store.add(key, payload)
        self.texts[pid] = text
        return pid

    def diff(self, before: int, after: int) -> tuple[int, int, int]:
        """(payload id, lines removed, lines added) of the line diff between two bodies."""
        opcodes = line_opcodes(self.texts[before], self.texts[after])
        removed, added = changed_line_count(opcodes)
        pid = self.store.add(f"diff:{before}:{after}", {"ops": opcodes})
        return pid, removed, added

    def _source(self, path: str) -> None:
        if path in self.sources:
            return
        file = Path(path)
        try:
            text = file.read_text() if file.is_file() and file.stat().st_size <= MAX_SOURCE_BYTES else None
        except (OSError, UnicodeDecodeError):
            text = None
        self.sources[path] = None if text is None else self.store.add(f"source:{path}", {"path": path, "text": text})


def _source_map(text: str, lang: str) -> SourceMap:
    if lang == "mlir":
        return mlir_source_map(text)
    if lang == "ptx":
        return ptx_source_map(text)
    return SourceMap()


def _input_record(trace: Trace) -> PassRecord:
    text = trace.input_ir()
    return PassRecord(
        index=0, arg="input", class_name="", anchor="builtin.module", options="", stage=INPUT_STAGE,
        fidelity=Fidelity.EXACT, changed=None, ir_file=INPUT_FILE, sha256=sha256_text(text), size=len(text),
        time_ms=None, note="the module handed to the pipeline",
    )


def _trace_rows(trace: Trace, builder: _Builder) -> list[dict[str, Any]]:
    """The pass list: the input, every pass, then the text artifacts."""
    rows: list[dict[str, Any]] = []
    last_body: int | None = None
    for position, record in enumerate([_input_record(trace), *trace.passes]):
        text = trace.ir_after(record)
        body = None if text is None else builder.body(text, "mlir")
        row: dict[str, Any] = {
            "n": position, "kind": "pass", "index": record.index, "arg": record.arg, "cls": record.class_name,
            "stage": record.stage, "fid": record.fidelity.value, "changed": record.changed,
            "size": record.size, "time": record.time_ms, "note": record.note, "anchor": record.anchor,
            "body": body, "before": None, "diff": None, "removed": 0, "added": 0,
        }
        if body is not None and last_body is not None:
            row["before"] = last_body
            if body != last_body:
                row["diff"], row["removed"], row["added"] = builder.diff(last_body, body)
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
            "stage": kind, "fid": art.fidelity.value, "changed": None, "size": art.size, "time": None,
            "note": "", "anchor": "", "body": builder.body(text, lang), "before": None, "diff": None,
            "removed": 0, "added": 0,
        })
    return rows


def _trace_info(trace: Trace, builder: _Builder) -> dict[str, Any]:
    if not trace.passes:
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
        "resources": [
            {"function": r.function, "registers": r.registers, "shared": r.shared_bytes, "spills": r.spill_stores}
            for r in trace.resources
        ],
        "rows": rows,
        "stages": stages,
    }


def _chart(trace: Trace) -> str:
    records = [p for p in trace.passes if p.op_counts]
    positions = [trace.passes.index(p) + 1 for p in records]  # row 0 is the input
    return op_count_svg(records, positions) if records else '<p class="muted">no op counts recorded</p>'


def _render(title: str, index: dict[str, Any], builder: _Builder, charts: list[str]) -> str:
    templates = resources.files("passes_view") / "templates"
    page = (templates / "viewer.html").read_text()
    index["sources"] = {path: pid for path, pid in builder.sources.items() if pid is not None}
    data = json.dumps(index, separators=(",", ":")).replace("</", "<\\/")
    replacements = {
        "{{TITLE}}": escape(title),
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
    return _render(f"{trace.kernel.name} — cute-ir passes", index, builder, [_chart(trace)])


def _ir_key(trace: Trace, record: PassRecord | None) -> str | None:
    if record is None or record.ir_file is None:
        return None
    return record.sha256 or sha256_text(trace.ir_after(record) or "")


def _status(a: Trace, b: Trace, left: PassRecord | None, right: PassRecord | None) -> str:
    """same / differs (IR after the pass), only-a / only-b (the pass runs in one), unknown (skipped)."""
    if left is None or right is None:
        return "only-b" if left is None else "only-a"
    key_a, key_b = _ir_key(a, left), _ir_key(b, right)
    if key_a is None or key_b is None:
        return "unknown"
    return "same" if key_a == key_b else "differs"


def build_comparison_page(a: Trace, b: Trace) -> str:
    """Two traces side by side, aligned by canonical stage, the first divergent pass marked."""
    builder = _Builder()
    infos = [_trace_info(a, builder), _trace_info(b, builder)]
    input_a, input_b = _input_record(a), _input_record(b)
    records_a, records_b = [input_a, *a.passes], [input_b, *b.passes]
    position_a = {id(r): i for i, r in enumerate(records_a)}
    position_b = {id(r): i for i, r in enumerate(records_b)}
    rows: list[dict[str, Any]] = []
    first_divergent: int | None = None
    for aligned in align_by_stage(records_a, records_b):
        row: dict[str, Any] = {
            "stage": aligned.stage,
            "a": None if aligned.a is None else position_a[id(aligned.a)],
            "b": None if aligned.b is None else position_b[id(aligned.b)],
            "status": _status(a, b, aligned.a, aligned.b),
            "diff": None,
        }
        if row["status"] == "differs":
            body_a, body_b = infos[0]["rows"][row["a"]]["body"], infos[1]["rows"][row["b"]]["body"]
            row["diff"] = builder.diff(body_a, body_b)[0]
        if row["status"] in {"differs", "only-a", "only-b"} and first_divergent is None:
            first_divergent = len(rows)
        rows.append(row)
    index = {"mode": "compare", "traces": infos, "aligned": rows, "firstDivergent": first_divergent}
    title = f"{a.kernel.name} {a.dsl_version} vs {b.kernel.name} {b.dsl_version} — cute-ir"
    return _render(title, index, builder, [_chart(a), _chart(b)])
