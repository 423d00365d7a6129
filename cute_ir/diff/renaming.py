"""Unified diffs that ignore how values happen to be numbered.

Inserting one op renumbers every later `%N` of a function, so a plain diff shows a hundred changed
lines for a one-line change. As LLVM's update_test_checks does, the names of B are first mapped to
the names of A that play the same role: lines are matched by their *shape* (the line with every
value name blanked out), names at the same position of matched lines vote for a pairing, and the
pairing with the most votes wins. B is then printed with A's names, and only real changes remain.
Names inside string literals are left alone.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import chain

from cute_ir.textutil import capped_diff

MLIR_NAMES = re.compile(r"%[\w.$-]+|\^[\w.$-]+")  # SSA values and block labels
_VALUE_NAME = re.compile(r"%[\w.$-]+")
_BLOCK_LABEL = re.compile(r"\^[\w.$-]+")
PTX_NAMES = re.compile(r"%[a-z]+\d+|\$L__\w+")  # virtual registers (%r12, %rd3, %f1, %p2) and labels
NO_NAMES = re.compile(r"(?!)")  # SASS: registers are physical, a renumbering is a real change
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_PLACEHOLDER = "\x00"
_NUMBERING = re.compile(r"[\d_]+$")


def renamed_unified_diff(
    a_text: str,
    b_text: str,
    *,
    names: re.Pattern[str] = MLIR_NAMES,
    from_label: str = "a",
    to_label: str = "b",
    context: int = 3,
) -> list[str]:
    """Unified diff of A and B after B's value names were mapped onto A's; [] when they agree. Cut at
    `capped_diff`'s bound."""
    a_lines = a_text.splitlines()
    b_lines = b_text.splitlines()
    if a_lines == b_lines:
        return []
    a_line_names, a_shapes = _names_and_shapes(a_text, a_lines, names)
    b_line_names, b_shapes = _names_and_shapes(b_text, b_lines, names)
    mapping = _name_mapping(a_lines, b_lines, a_line_names, b_line_names, a_shapes, b_shapes)
    a_names = {n for line_names in a_line_names for n in line_names}
    renamed = _renamed(b_text, b_lines, names, mapping, a_names)
    if renamed == a_lines:
        return []
    return capped_diff(difflib.unified_diff(a_lines, renamed, fromfile=from_label, tofile=to_label, n=context,
                                            lineterm=""))


def blank_mlir_names(text: str) -> str:
    """`MLIR_NAMES.sub("%", text)`, one kind of name at a time: a pattern that starts with one literal
    character is searched for by it, an alternation of two is tried at every position (0.20 -> 0.12 s
    over the states of the two largest traces). A name holds neither `%` nor `^`, so the order is free."""
    text = _VALUE_NAME.sub("%", text)
    return _BLOCK_LABEL.sub("%", text) if "^" in text else text


def diff_size(lines: Sequence[str]) -> tuple[int, int]:
    """(lines added, lines removed) of a unified diff."""
    added = sum(1 for line in lines if line.startswith("+") and not line.startswith("+++"))
    removed = sum(1 for line in lines if line.startswith("-") and not line.startswith("---"))
    return added, removed


def _segments(line: str) -> list[tuple[bool, str]]:
    """The line cut into (is_string_literal, text) pieces."""
    pieces: list[tuple[bool, str]] = []
    pos = 0
    for match in _STRING.finditer(line):
        pieces.append((False, line[pos : match.start()]))
        pieces.append((True, match.group()))
        pos = match.end()
    pieces.append((False, line[pos:]))
    return pieces


def _names_in(line: str, names: re.Pattern[str]) -> list[str]:
    if "%" not in line and "^" not in line and "$" not in line:
        return []
    if '"' not in line:  # no string literal to leave alone
        return names.findall(line)
    return [n for literal, text in _segments(line) if not literal for n in names.findall(text)]


def _shape(line: str, names: re.Pattern[str]) -> str:
    if '"' not in line:
        return names.sub(_PLACEHOLDER, line)
    return "".join(text if literal else names.sub(_PLACEHOLDER, text) for literal, text in _segments(line))


def _names_and_shapes(text: str, lines: list[str], names: re.Pattern[str]) -> tuple[list[list[str]], list[str]]:
    """The names in each line of `text` and each line's shape (`_names_in`, `_shape`), found by a few
    passes of the regexes over the whole text: line by line, the calls cost more than the matching (most
    lines of CuTe IR hold a string literal). String literals are set aside first (`_masked`); a name never
    spans lines, so the whole text's shape cut into lines gives each line's shape, and the count of
    placeholders in it how many of the whole text's names are the line's."""
    masked = _masked(text)
    if masked is None:
        return [_names_in(line, names) for line in lines], [_shape(line, names) for line in lines]
    outside, literals = masked
    shapes = _unmasked(names.sub(_PLACEHOLDER, outside), literals).splitlines()
    found = names.findall(outside)
    line_names: list[list[str]] = []
    start = 0
    for shape in shapes:
        end = start + shape.count(_PLACEHOLDER)
        line_names.append(found[start:end])
        start = end
    return line_names, shapes


# A string literal as `_STRING` finds it in one line: no line boundary (`str.splitlines`) inside.
_BOUNDARIES = r"\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_STRING_IN_A_LINE = re.compile(rf'"(?:[^"\\{_BOUNDARIES}]|\\[^{_BOUNDARIES}])*"')
_LITERAL = "\x01"


def _masked(text: str) -> tuple[str, list[str]] | None:
    """`text` with each string literal replaced by `_LITERAL`, and the literals in order; None where the
    text holds `_LITERAL` or `_PLACEHOLDER` itself (they would be taken for a literal or a name)."""
    if _LITERAL in text or _PLACEHOLDER in text:
        return None
    if '"' not in text:
        return text, []
    return _STRING_IN_A_LINE.sub(_LITERAL, text), _STRING_IN_A_LINE.findall(text)


def _unmasked(masked: str, literals: list[str]) -> str:
    """The string literals put back where `_masked` took them out."""
    if not literals:
        return masked
    return "".join(chain.from_iterable(zip(masked.split(_LITERAL), [*literals, ""])))


def _name_mapping(
    a_lines: list[str],
    b_lines: list[str],
    a_line_names: list[list[str]],
    b_line_names: list[list[str]],
    a_shapes: list[str],
    b_shapes: list[str],
) -> dict[str, str]:
    """B's name -> A's name, one to one, by votes of lines with the same shape.

    The lines both functions start with are identical and keep their names; only the rest is
    matched by shape, where regular code (a chain of alike ops) would otherwise match anywhere.
    """
    prefix = 0
    while prefix < min(len(a_lines), len(b_lines)) and a_lines[prefix] == b_lines[prefix]:
        prefix += 1
    votes: Counter[tuple[str, str]] = Counter()
    for line_names in a_line_names[:prefix]:
        votes.update({(name, name): 3 for name in line_names})
    a_line_names, b_line_names = a_line_names[prefix:], b_line_names[prefix:]
    matcher = difflib.SequenceMatcher(None, a_shapes[prefix:], b_shapes[prefix:], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            weight = 2
        elif tag == "replace" and i2 - i1 == j2 - j1:
            weight = 1  # a changed line often still defines and uses the same values
        else:
            continue
        for a_names, b_names in zip(a_line_names[i1:i2], b_line_names[j1:j2]):
            if len(a_names) == len(b_names):
                votes.update({pair: weight for pair in zip(b_names, a_names)})
    mapping: dict[str, str] = {}
    taken: set[str] = set()
    for (b_name, a_name), _ in sorted(votes.items(), key=lambda item: -item[1]):
        if b_name not in mapping and a_name not in taken and _family(a_name) == _family(b_name):
            mapping[b_name] = a_name
            taken.add(a_name)
    return mapping


def _family(name: str) -> str:
    """`%rd12` -> `%rd`, `%lay_39` -> `%lay`, `%7` -> `%`: names of one family stand for alike values."""
    return _NUMBERING.sub("", name)


def _renamed(
    text: str, lines: list[str], names: re.Pattern[str], mapping: dict[str, str], a_names: set[str]
) -> list[str]:
    """The lines of `text` with B's names mapped onto A's (`_rename`), by one pass over the whole text
    with its string literals set aside."""

    def replace(match: re.Match[str]) -> str:
        name = match.group()
        if name in mapping:
            return mapping[name]
        return f"{name}'" if name in a_names else name  # B's own value, kept apart from A's names

    masked = _masked(text)
    if masked is None:
        return [_rename(line, names, replace) for line in lines]
    outside, literals = masked
    return _unmasked(names.sub(replace, outside), literals).splitlines()


def _rename(line: str, names: re.Pattern[str], replace: Callable[[re.Match[str]], str]) -> str:
    if '"' not in line:
        return names.sub(replace, line)
    return "".join(text if literal else names.sub(replace, text) for literal, text in _segments(line))
