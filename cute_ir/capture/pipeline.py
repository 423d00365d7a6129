"""Pass-pipeline strings: split the DSL's expanded pipeline into passes, and add options to it.

`str(PassManager.parse("builtin.module(cute-to-nvvm{...})"))` expands the DSL's one meta-pass into the
ordered list of real passes with their options. Each top-level element is either `arg{options}` on
the module or `anchor(arg{options})` nested on an op such as `gpu.module`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ROOT_ANCHOR = "builtin.module"
_NESTED = re.compile(r"^(?P<anchor>[\w.]+)\((?P<inner>.*)\)$", re.S)
_PASS = re.compile(r"^(?P<arg>[\w.\-]+)(?P<options>\{.*\})?$", re.S)


@dataclass(frozen=True)
class PipelinePass:
    """One pass of an expanded pipeline, as MLIR's pipeline syntax names it."""

    arg: str
    options: str = ""  # "{...}" or ""
    anchor: str = ROOT_ANCHOR

    @property
    def text(self) -> str:
        """This pass alone, in pipeline syntax relative to the root module."""
        own = f"{self.arg}{self.options}"
        return own if self.anchor == ROOT_ANCHOR else f"{self.anchor}({own})"

    @property
    def standalone_pipeline(self) -> str:
        """A full pipeline that runs only this pass, for `PassManager.parse`."""
        return f"{ROOT_ANCHOR}({self.text})"

    def with_option(self, name: str, value: str) -> "PipelinePass":
        """Set `name=value` inside this pass's options, replacing an existing value."""
        return PipelinePass(self.arg, set_option(self.options, name, value), self.anchor)


# The binary pass's options naming where it writes the PTX and the cubin (captures and experiments set them).
BINARY_DUMP_OPTIONS = ("dump-ptx-path", "dump-cubin-path")
# The suffixes of option names that say where a pass writes files.
_PATH_OPTION_SUFFIXES = ("-path", "-dir", "-file")


def split_top_level(text: str) -> list[str]:
    """Split at commas that are not inside (), {} or []."""
    parts: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail:
        parts.append(tail)
    return parts


# A pipeline read from a trace or reproducer is parsed only within these bounds (the DSL's expanded pipelines are
# a few kB, 4.2's 12 kB with ptxas' build description, and nest two levels: `builtin.module(gpu.module(...))`).
MAX_PIPELINE_CHARS = 1 << 20
MAX_NESTING = 16


def check_form(pipeline: object) -> None:
    """Refuse (ValueError) a pipeline string no DSL writes, before anything walks it: not a string, too long, a
    control character (a NUL), brackets that do not balance or nest deeper than MAX_NESTING (a parser that
    recursed per level would blow the stack)."""
    if not isinstance(pipeline, str):
        raise ValueError(f"it is not a string but {type(pipeline).__name__}")
    if len(pipeline) > MAX_PIPELINE_CHARS:
        raise ValueError(f"it is {len(pipeline)} characters long, more than the {MAX_PIPELINE_CHARS} cute-ir reads")
    control = next((ch for ch in pipeline if ord(ch) < 32 and ch not in "\t\n\r"), None)
    if control is not None:
        raise ValueError(f"it holds the control character {control!r}")
    depth = 0
    for ch in pipeline:
        if ch in "({[":
            depth += 1
            if depth > MAX_NESTING:
                raise ValueError(f"its brackets nest deeper than {MAX_NESTING} levels")
        elif ch in ")}]":
            depth -= 1
            if depth < 0:
                raise ValueError("a bracket closes that was never opened")
    if depth:
        raise ValueError("a bracket is never closed")


def parse_expanded(pipeline: str) -> list[PipelinePass]:
    """Passes of an expanded pipeline such as `builtin.module(a,b{x=1},gpu.module(c))`, in order; a malformed
    one (see `check_form`) raises ValueError."""
    check_form(pipeline)
    match = _NESTED.match(pipeline.strip())
    if not match or match["anchor"] != ROOT_ANCHOR:
        raise ValueError(f"not a {ROOT_ANCHOR}(...) pipeline: {pipeline[:80]!r}")
    return list(_flatten(match["inner"], ROOT_ANCHOR))


def _flatten(inner: str, anchor: str):
    for element in split_top_level(inner):
        pass_match = _PASS.match(element)
        if pass_match:
            yield PipelinePass(pass_match["arg"], pass_match["options"] or "", anchor)
            continue
        nested = _NESTED.match(element)
        if not nested:
            raise ValueError(f"cannot read pipeline element {element!r}")
        yield from _flatten(nested["inner"], nested["anchor"])


def _option_pattern(name: str) -> re.Pattern[str]:
    """`name=value` in an options body; a value with blanks is braced (`ptx-options={ -lineinfo}`)."""
    return re.compile(rf"(?<![\w-]){re.escape(name)}=(?P<value>\{{[^{{}}]*\}}|[^\s{{}}]*)")


def option_value(options: str, name: str) -> str | None:
    """The value of `name` in `{...}` options, as written (braced where it has blanks); None if it is not set."""
    found = _option_pattern(name).search(options[1:-1] if options.startswith("{") else "")
    return None if found is None else found["value"]


def path_options(options: str) -> set[str]:
    """The names of the `{...}` options that name a file or folder the pass writes (flatten-locs'
    output-json-path, the binary pass's dump paths): a capture or an experiment points them at its own files."""
    names = (part.split("=")[0] for part in options.strip("{}").split())
    return {name for name in names if name.endswith(_PATH_OPTION_SUFFIXES)}


def option_items(options: str) -> list[tuple[str, str | None]]:
    """The `name=value` items of `{...}` options, in order, values as written (`{ -lineinfo}` braced, `"..."`
    quoted); a bare `name` (a flag) has the value None. Raises ValueError where a brace or quote is left open."""
    body = options[1:-1] if options.startswith("{") and options.endswith("}") else options
    items: list[tuple[str, str | None]] = []
    at = 0
    while at < len(body):
        if body[at].isspace():
            at += 1
            continue
        start = at
        while at < len(body) and not body[at].isspace() and body[at] != "=":
            at += 1
        name = body[start:at]
        if at < len(body) and body[at] == "=":
            at += 1
            value_start = at
            if at < len(body) and body[at] in '{"':
                at = _closing(body, at) + 1
            else:
                while at < len(body) and not body[at].isspace():
                    at += 1
            items.append((name, body[value_start:at]))
        else:
            items.append((name, None))
    return items


def _closing(text: str, start: int) -> int:
    """The index of the brace or quote that closes the one at `start`."""
    if text[start] == '"':
        end = text.find('"', start + 1)
        if end < 0:
            raise ValueError("a quoted option value is never closed")
        return end
    depth = 0
    for at in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[at], 0)
        if depth == 0:
            return at
    raise ValueError("a braced option value is never closed")


def behaviour_options(options: str) -> list[str]:
    """The option words that say how the pass works: those naming where it writes files left out."""
    paths = path_options(options)
    return [part for part in options.strip("{}").split() if part.split("=")[0] not in paths]


def set_option(options: str, name: str, value: str) -> str:
    """Return `{...}` options with `name=value` set (added, or replacing the old value, braced or not)."""
    body = options[1:-1] if options.startswith("{") else ""
    pattern = _option_pattern(name)
    if pattern.search(body):
        body = pattern.sub(lambda _: f"{name}={value}", body, count=1)
    else:
        body = f"{body} {name}={value}".strip()
    return "{" + body + "}"


def set_top_level_option(pipeline: str, pass_arg: str, name: str, value: str) -> str:
    """Set an option of the meta-pass `pass_arg` (e.g. cute-to-nvvm) inside a top-level pipeline."""
    start = pipeline.find(pass_arg)
    if start < 0:
        raise ValueError(f"{pass_arg} is not in the pipeline")
    after = start + len(pass_arg)
    if pipeline.startswith("{", after):
        depth = 0
        for end in range(after, len(pipeline)):
            depth += {"{": 1, "}": -1}.get(pipeline[end], 0)
            if depth == 0:
                break
        options = pipeline[after : end + 1]
        return pipeline[:after] + set_option(options, name, value) + pipeline[end + 1 :]
    return pipeline[:after] + set_option("", name, value) + pipeline[after:]
