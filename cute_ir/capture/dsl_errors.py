"""The DSL's own error messages, as a trace records them and as cute-ir shows them.

The DSL (4.6 on) formats an error as a headline, a source snippet, `error:` and `note:` entries, and
`suggestion:` entries, coloured, wrapped at 80 columns. Its last suggestion is "Re-run with
CUTE_DSL_SHOW_STACKTRACE=1 to include the full technical detail": the detail is the chain of
exceptions under the DSL's own (the MLIR verifier's diagnostics, the ExecutionEngine's failure), which
a trace records beside the message, so nobody has to re-run anything. Suggestions are advice, never
the error: they are left out of what is recorded and shown.
"""

from __future__ import annotations

import re

from cute_ir.textutil import strip_ansi

# A line of the DSL's source snippet under a headline ("  --> k.py:9:9", "9 |     n = int(v)", "  |  ^^^"):
# never part of an entry's wrapped text.
# The releases before 4.6 end a message with a block of advice: "💡 Suggestions:", then one indented line each.
_SUGGESTIONS_BLOCK = re.compile(r"^(?P<indent>\s*)(?:💡\s*)?Suggestions:\s*$")
_SNIPPET = re.compile(r"^\s*(-->|\d*\s*\|)")
_ENTRY = re.compile(r"^(?P<indent>\s*)(?P<label>error(?:\[[A-Z_]+\])?|note|suggestion|warning):\s?(?P<text>.*)$")
_MAX_CHAIN = 8  # exceptions followed under the DSL's own
_DETAIL = "\ndetail (as CUTE_DSL_SHOW_STACKTRACE=1 shows it):\n"


def recorded_message(error: BaseException) -> str:
    """The DSL's message without its suggestions, then the technical detail under it."""
    message = without_suggestions(strip_ansi(str(error)).strip("\n")).rstrip()
    detail = technical_detail(error)
    return f"{message}{_DETAIL}{detail}" if detail else message


def exception_message(error: BaseException) -> str:
    """`recorded_message`, led by the exception's type where the DSL did not format it (a plain
    `TypeError` raised in a kernel's Python says only "unsupported operand type(s) ...")."""
    message = recorded_message(error)
    head = message.split(_DETAIL)[0]
    if head.startswith(f"{type(error).__name__}:") or any(_ENTRY.match(line) for line in head.splitlines()):
        return message  # the DSL's own format: before 4.6 "DSLRuntimeError: ...", from 4.6 on `error:` entries
    return f"{type(error).__name__}: {message}"


def without_suggestions(text: str) -> str:
    """`text` less every `suggestion:` entry (4.6 on) or `💡 Suggestions:` block (before) and the indented
    lines that continue it."""
    kept: list[str] = []
    skipping_indent: int | None = None
    for line in text.splitlines():
        entry, block = _ENTRY.match(line), _SUGGESTIONS_BLOCK.match(line)
        if block is not None:
            skipping_indent = len(block["indent"])
        elif entry is not None:
            skipping_indent = len(entry["indent"]) if entry["label"] == "suggestion" else None
        elif skipping_indent is not None and line.strip() and _indent(line) > skipping_indent:
            continue  # a wrapped line of the suggestion
        else:
            skipping_indent = None
        if skipping_indent is None:
            kept.append(line)
    return "\n".join(kept)


def technical_detail(error: BaseException) -> str:
    """`Type: message` of each exception the DSL's error was raised from or during, innermost last."""
    return "\n".join(f"{type(e).__name__}: {strip_ansi(str(e)).strip()}" for e in causes(error))


def causes(error: BaseException) -> list[BaseException]:
    """The exceptions `error` was raised from or while handling, outermost first."""
    found: list[BaseException] = []
    current = error.__cause__ or error.__context__
    while current is not None and current is not error and current not in found and len(found) < _MAX_CHAIN:
        found.append(current)
        current = current.__cause__ or current.__context__
    return found


def error_line(message: str) -> str:
    """The one line to show for a recorded message: its last `error:` entry (the most specific: the
    headline comes first), wrapped lines joined; else its first line. Never a suggestion."""
    entries: list[str] = []
    current: list[str] | None = None
    indent = 0
    for line in without_suggestions(message.split(_DETAIL)[0]).splitlines():
        entry = _ENTRY.match(line)
        if entry is not None:
            current = [entry["text"].strip()] if entry["label"].startswith("error") else None
            indent = len(entry["indent"])
            if current is not None:
                entries.append("")
        elif current is not None and line.strip() and _indent(line) > indent and not _SNIPPET.match(line):
            current.append(line.strip())
        else:
            current = None
        if current is not None:
            entries[-1] = " ".join(current)
    if entries:
        return entries[-1]
    return next((line.strip() for line in message.splitlines() if line.strip()), "")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
