"""Small text helpers shared by the capture and the reports."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def strip_ansi(text: str) -> str:
    """Remove terminal colour codes: the DSL colours its errors, traces store plain text."""
    return _ANSI.sub("", text)


# What a terminal acts on rather than shows: C0 controls but tab and newline (ESC starts every escape
# sequence: colours, cursor moves, window titles, OSC 8 links, OSC 52 clipboard writes), DEL, C1 controls
# (0x9b is a one-character CSI) and the bidirectional overrides that reorder what is shown.
_TERMINAL_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def terminal_safe(text: str) -> str:
    """`text` with every character a terminal would act on shown as an escape (`\\x1b`, `\\u202e`): the one
    sanitizer of what cute-ir prints that came from a trace, a golden store or a reproducer (kernel and
    pass names, compiler messages, IR), so that such text can never drive the user's terminal."""
    return _TERMINAL_CONTROLS.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)


# The user-information part of a URL (`https://user:password@host`, `https://TOKEN@host`).
_URL_CREDENTIALS = re.compile(r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.-]*://)(?P<user>[^/\s:@]+)(?P<password>:[^/\s@]*)?@")


def redact_credentials(text: str) -> str:
    """`text` with the credentials of every URL in it hidden: a password as `user:****`, a user part
    alone (often a token) as `****`. Every message cute-ir prints passes through it (cli.output)."""
    return _URL_CREDENTIALS.sub(
        lambda m: f"{m['scheme']}{m['user']}:****@" if m["password"] else f"{m['scheme']}****@", text)


def shown(text: str) -> str:
    """What cute-ir prints of `text`: credentials redacted, terminal-safe."""
    return terminal_safe(redact_credentials(text))


def print_terminal_safe(console: Any, renderable: Any, *, rule: str | None = None) -> None:
    """Print a rich renderable built from trace text (`rule`: a rule titled so), its text made
    `terminal_safe` segment by segment after rich has laid it out; rich's own styling is kept."""
    from rich.rule import Rule
    from rich.segment import Segment, Segments

    rendered = console.render(Rule(rule) if rule is not None else renderable, console.options)
    safe = [segment if segment.control else Segment(terminal_safe(segment.text), segment.style)
            for segment in rendered]
    console.print(Segments(safe), end="")


def common_count(x: Counter[str], y: Counter[str]) -> int:
    """How many items two multisets share: the total of `x & y`, without building it (Counter's own
    operators loop in Python over both sides)."""
    shared = x.keys() & y.keys()
    return sum(map(min, map(x.__getitem__, shared), map(y.__getitem__, shared)))


def shorten(text: str, limit: int = 48) -> str:
    """`text` cut to `limit` characters, the cut marked with an ellipsis (long kernel symbols in reports)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# A diff cute-ir prints or writes (`cute-ir diff`, a failed golden check's `.obtained.diff`) is cut at this many
# bytes of text, and each of its lines at `MAX_DIFF_LINE`: a line of a real IR text is at most a few kilobytes
# (a dense constant), a whole changed pass of our largest kernels about 2 MB. What a stored text may hold is
# bounded by the readers (fsutil.read_verified); what is shown of it is bounded here.
MAX_DIFF_BYTES = 16 << 20
MAX_DIFF_LINE = 64 << 10


def capped_diff(lines: Iterable[str], limit: int = MAX_DIFF_BYTES) -> list[str]:
    """The lines of a diff, taken no further than `limit` bytes in all (each line cut at `MAX_DIFF_LINE`
    characters), every cut marked: memory and output stay bounded however large the texts compared."""
    kept: list[str] = []
    used = 0
    for line in lines:
        if len(line) > MAX_DIFF_LINE:
            line = f"{line[:MAX_DIFF_LINE]}… [line cut: {len(line) - MAX_DIFF_LINE} more characters]"
        used += len(line.encode(errors="replace")) + 1
        if used > limit:
            kept.append(f"… [diff cut at {limit} bytes: the rest is not shown]")
            break
        kept.append(line)
    return kept
