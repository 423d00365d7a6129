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
from collections.abc import Sequence

MLIR_NAMES = re.compile(r"%[\w.$-]+|\^[\w.$-]+")  # SSA values and block labels
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
    """Unified diff of A and B after B's value names were mapped onto A's; [] when they agree."""
    a_lines = a_text.splitlines()
    b_lines = b_text.splitlines()
    if a_lines == b_lines:
        return []
    a_line_names = [_names_in(line, names) for line in a_lines]
    mapping = _name_mapping(a_lines, b_lines, names, a_line_names)
    a_names = {n for line_names in a_line_names for n in line_names}
    renamed = [_rename(line, names, mapping, a_names) for line in b_lines]
    if renamed == a_lines:
        return []
    return list(difflib.unified_diff(a_lines, renamed, fromfile=from_label, tofile=to_label, n=context, lineterm=""))


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


def _name_mapping(
    a_lines: list[str], b_lines: list[str], names: re.Pattern[str], a_line_names: list[list[str]]
) -> dict[str, str]:
    """B's name -> A's name, one to one, by votes of lines with the same shape.

    The lines both functions start with are identical and keep their names; only the rest is
    matched by shape, where regular code (a chain of alike ops) would otherwise match anywhere.
    `a_line_names` are the names in each line of A.
    """
    prefix = 0
    while prefix < min(len(a_lines), len(b_lines)) and a_lines[prefix] == b_lines[prefix]:
        prefix += 1
    votes: Counter[tuple[str, str]] = Counter()
    for line_names in a_line_names[:prefix]:
        votes.update({(name, name): 3 for name in line_names})
    a_shapes = [_shape(line, names) for line in a_lines[prefix:]]
    b_shapes = [_shape(line, names) for line in b_lines[prefix:]]
    a_line_names, b_lines = a_line_names[prefix:], b_lines[prefix:]
    matcher = difflib.SequenceMatcher(None, a_shapes, b_shapes, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            weight = 2
        elif tag == "replace" and i2 - i1 == j2 - j1:
            weight = 1  # a changed line often still defines and uses the same values
        else:
            continue
        for a_names, b_line in zip(a_line_names[i1:i2], b_lines[j1:j2]):
            b_names = _names_in(b_line, names)
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


def _rename(line: str, names: re.Pattern[str], mapping: dict[str, str], a_names: set[str]) -> str:
    def replace(match: re.Match[str]) -> str:
        name = match.group()
        if name in mapping:
            return mapping[name]
        return f"{name}'" if name in a_names else name  # B's own value, kept apart from A's names

    if '"' not in line:
        return names.sub(replace, line)
    return "".join(text if literal else names.sub(replace, text) for literal, text in _segments(line))
