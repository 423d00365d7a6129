"""Op counts by dialect, pass by pass, as a small inline SVG stacked bar chart (no JS library)."""

from __future__ import annotations

from html import escape

from cute_ir.trace import PassRecord

# Distinct hues for the dialects a CuTe kernel moves through; others share a neutral grey.
_PALETTE = (
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
)
_BAR = 9
_GAP = 2
_HEIGHT = 90
_OTHER = "other"


def dialect_colors(records: list[PassRecord]) -> dict[str, str]:
    """The most frequent dialects get a colour each; the rest are folded into "other"."""
    totals: dict[str, int] = {}
    for record in records:
        for dialect, count in record.op_counts.items():
            totals[dialect] = totals.get(dialect, 0) + count
    ranked = sorted(totals, key=lambda d: (-totals[d], d))[: len(_PALETTE) - 1]
    colors = {dialect: _PALETTE[i] for i, dialect in enumerate(ranked)}
    if len(totals) > len(ranked):
        colors[_OTHER] = _PALETTE[-1]
    return colors


def _stack(record: PassRecord, colors: dict[str, str]) -> list[tuple[str, int]]:
    stack: dict[str, int] = {}
    for dialect, count in record.op_counts.items():
        key = dialect if dialect in colors else _OTHER
        stack[key] = stack.get(key, 0) + count
    return [(d, stack[d]) for d in colors if stack.get(d)]


def op_count_svg(records: list[PassRecord], positions: list[int], colors: dict[str, str] | None = None) -> str:
    """One bar per pass (its `positions` entry is the row id the page selects on click); `colors` given,
    a dialect has the same colour as in the chart beside it (A's and B's on the comparison page)."""
    colors = colors if colors is not None else dialect_colors(records)
    tallest = max((sum(r.op_counts.values()) for r in records), default=0) or 1
    width = len(records) * (_BAR + _GAP)
    parts = [
        f'<svg class="opchart" preserveAspectRatio="none" role="img" aria-label="op counts by dialect per pass" '
        f'width="{width}" height="{_HEIGHT}" viewBox="0 0 {width} {_HEIGHT}">'
    ]
    for column, (record, position) in enumerate(zip(records, positions)):
        x = column * (_BAR + _GAP)
        total = sum(record.op_counts.values())
        parts.append(f'<g class="bar" data-row="{position}"><title>{escape(record.label)}: {total} ops')
        parts.extend(f"\n{escape(d)}: {n}" for d, n in sorted(record.op_counts.items(), key=lambda kv: -kv[1]))
        parts.append("</title>")
        parts.append(f'<rect class="hit" x="{x}" y="0" width="{_BAR}" height="{_HEIGHT}" fill="transparent"/>')
        y = float(_HEIGHT)
        for dialect, count in _stack(record, colors):
            h = count / tallest * (_HEIGHT - 4)
            y -= h
            parts.append(f'<rect x="{x}" y="{y:.1f}" width="{_BAR}" height="{h:.1f}" fill="{colors[dialect]}"/>')
        parts.append("</g>")
    parts.append("</svg>")
    shown = {dialect for record in records for dialect, _ in _stack(record, colors)}  # this chart's dialects only
    legend = "".join(
        f'<span class="legend-item"><i style="background:{c}"></i>{escape(d)}</span>' for d, c in colors.items()
        if d in shown
    )
    return f'<div class="opchart-wrap">{"".join(parts)}</div><div class="legend">{legend}</div>'
