"""A value per pass as an inline SVG line chart with axes, tick labels and a title (no JS library).

Used for time per pass and IR size per pass on the single-trace page, and for A and B on one
aligned axis on the comparison page (both series share the x axis: the aligned rows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

_WIDTH = 300
_HEIGHT = 120
_LEFT = 44  # room for the y tick labels
_BOTTOM = 22  # room for the x tick labels and the axis label
_TOP = 16  # room for the title
_RIGHT = 6
_Y_TICKS = 4


@dataclass(frozen=True)
class Series:
    name: str  # "A", "B", or "" for a chart of one series
    values: Sequence[float | None]  # one per x position; None: no value there (a gap in the line)
    css: str  # "series-a", "series-b", "series-one"


def line_chart(
    title: str,
    x_label: str,
    series: Sequence[Series],
    point_labels: Sequence[str],
    format_value: Callable[[float], str],
) -> str:
    """`point_labels[i]` names x position i (shown on hover); values are drawn from 0 up."""
    count = len(point_labels)
    known = [v for s in series for v in s.values if v is not None]
    if not count or not known:
        return f'<p class="muted chart-empty">{escape(title)}: nothing recorded</p>'
    top = max(known) or 1.0
    plot_w, plot_h = _WIDTH - _LEFT - _RIGHT, _HEIGHT - _TOP - _BOTTOM

    def x(i: int) -> float:
        return _LEFT + (plot_w * i / (count - 1) if count > 1 else plot_w / 2)

    def y(v: float) -> float:
        return _TOP + plot_h * (1 - v / top)

    parts = [
        f'<svg class="linechart" role="img" aria-label="{escape(title)}" width="{_WIDTH}" height="{_HEIGHT}" '
        f'viewBox="0 0 {_WIDTH} {_HEIGHT}">',
        f'<text class="chart-title" x="{_LEFT}" y="11">{escape(title)}</text>',
        f'<line class="axis" x1="{_LEFT}" y1="{_TOP}" x2="{_LEFT}" y2="{_TOP + plot_h}"/>',
        f'<line class="axis" x1="{_LEFT}" y1="{_TOP + plot_h}" x2="{_LEFT + plot_w}" y2="{_TOP + plot_h}"/>',
    ]
    for tick in range(_Y_TICKS + 1):
        value = top * tick / _Y_TICKS
        parts.append(f'<line class="grid" x1="{_LEFT}" y1="{y(value):.1f}" x2="{_LEFT + plot_w}" y2="{y(value):.1f}"/>')
        parts.append(f'<text class="tick" x="{_LEFT - 3}" y="{y(value) + 3:.1f}" text-anchor="end">'
                     f"{escape(format_value(value))}</text>")
    step = max(1, round(count / 6))
    for i in range(0, count, step):
        parts.append(f'<text class="tick" x="{x(i):.1f}" y="{_TOP + plot_h + 10}" text-anchor="middle">{i}</text>')
    parts.append(f'<text class="axis-label" x="{_LEFT + plot_w / 2:.1f}" y="{_HEIGHT - 2}" '
                 f'text-anchor="middle">{escape(x_label)}</text>')
    for one in series:
        path: list[str] = []
        for i, value in enumerate(one.values):
            if value is None:
                if path:
                    parts.append(f'<polyline class="{one.css}" points="{" ".join(path)}"/>')
                path = []
                continue
            path.append(f"{x(i):.1f},{y(value):.1f}")
            who = f"{one.name}: " if one.name else ""
            parts.append(f'<circle class="{one.css} point" data-row="{i}" cx="{x(i):.1f}" cy="{y(value):.1f}" r="2">'
                         f"<title>{escape(who + point_labels[i])}: {escape(format_value(value))}</title></circle>")
        if path:
            parts.append(f'<polyline class="{one.css}" points="{" ".join(path)}"/>')
    parts.append("</svg>")
    legend = "".join(
        f'<span class="legend-item"><i class="{s.css}"></i>{escape(s.name)}</span>' for s in series if s.name
    )
    return f'<div class="linechart-wrap">{"".join(parts)}</div>' + (f'<div class="legend">{legend}</div>' if legend else "")


def format_ms(value: float) -> str:
    return f"{value:.0f} ms" if value >= 10 else f"{value:.1f} ms"


def format_bytes(value: float) -> str:
    for unit, size in (("MB", 1e6), ("KB", 1e3)):
        if value >= size:
            return f"{value / size:.1f} {unit}"
    return f"{value:.0f} B"
