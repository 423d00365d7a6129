"""Normalization: turn captured IR, PTX and SASS into text that only changes when the code does.

Two captures of the same kernel differ in things that say nothing about the compiler's work: source
locations, the process-wide kernel counter in symbol names, long mangled argument reprs, embedded
binaries (compared by hash, not by bytes) and toolchain banners. Goldens and diffs compare the
normalized text; the raw trace keeps everything for source mapping.

Every rule is a named function from text to text. The rules of one artifact kind run in the order of
their table (`RULES[kind]`); `normalize(kind, text)` applies them all.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from cute_ir.fsutil import sha256_bytes, sha256_text


class ArtifactKind(str, Enum):
    MLIR = "mlir"
    PTX = "ptx"
    SASS = "sass"


@dataclass(frozen=True)
class Rule:
    name: str
    why: str
    apply: Callable[[str], str]


# ---- MLIR --------------------------------------------------------------------------------------


def strip_locations(text: str) -> str:
    """Drop the `#locN = loc(...)` alias lines and every ` loc(...)` (balanced, strings honoured).

    Deliberately textual: re-printing the parsed module without debug info would make the result
    depend on the MLIR printer of whichever environment normalizes (alias names such as
    `!memref_gmem_f32_` vs `!memref_gmem_f32`, the form of embedded binaries differ between DSL
    releases), so a golden recorded under one release would not match the same IR read by another.
    """
    text = _LOC_ALIAS_DEF.sub("", text)
    stripped, found = _LOCATION.subn("", text)
    if found == text.count(" loc("):  # every ` loc(` began a location the regex read whole
        return stripped
    out: list[str] = []
    pos = 0
    while (start := text.find(" loc(", pos)) != -1:
        out.append(text[pos:start])
        pos = _skip_balanced(text, start + len(" loc("))
    out.append(text[pos:])
    return "".join(out)


# `^#loc` with the literal first, so that the regex engine searches for it instead of trying every position.
_LOC_ALIAS_DEF = re.compile(r"#loc(?<![^\n]#loc)\d*\s*=\s*loc\(.*\n?")
# A location's string literal as `_skip_balanced` reads it: a backslash escapes any character.
_LOCATION_STRING = r'"[^"\\]*(?:\\[\s\S][^"\\]*)*"'


def _location(depth: int) -> str:
    """Regex for ` loc(...)` with up to `depth` nested parentheses, as `_skip_balanced` reads it.

    Each piece can be read one way only (whole runs of plain text), so a location it does not cover
    (deeper, or unclosed) fails fast and is left to `_skip_balanced`.
    """
    flat = rf'[^()"]+(?![^()"])|{_LOCATION_STRING}'
    item = flat
    for _ in range(depth):
        item = rf"{flat}|\((?:{item})*\)"  # one way in: `item`'s own `(` branch would be a second
    return rf" loc\((?:{item})*\)"


_LOCATION = re.compile(_location(5))


def _skip_balanced(text: str, pos: int) -> int:
    """Index just past the `)` closing a `(` opened before `pos`, honouring string literals."""
    depth = 1
    in_string = False
    while pos < len(text) and depth:
        char = text[pos]
        if in_string:
            if char == "\\":
                pos += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        pos += 1
    return pos


_RESOURCE_BLOB = re.compile(r'^(\s*[\w.$-]+:\s*)"0x([0-9A-Fa-f]*)"', re.MULTILINE)


def hash_resource_blobs(text: str) -> str:
    """Replace the hex blobs of `{-# dialect_resources ... #-}` (the cubin) by hash and size."""
    head, marker, tail = text.partition("{-#")
    if not marker:
        return text

    def blob(match: re.Match[str]) -> str:
        data = bytes.fromhex(match.group(2))
        return f'{match.group(1)}"blob sha256:{sha256_bytes(data)[:16]} bytes:{len(data)}"'

    return head + marker + _RESOURCE_BLOB.sub(blob, tail)


_DENSE_RESOURCE = re.compile(r"dense_resource<([\w.$-]+)>")


def stabilize_resource_names(text: str) -> str:
    """`kernels_cuda_binary_1` -> `kernels_cuda_binary`: cloning a module renumbers its resources."""
    names = dict.fromkeys(_DENSE_RESOURCE.findall(text))
    renames: dict[str, str] = {}
    for name in names:
        base = re.sub(r"_\d+$", "", name)
        if base != name and base not in names and base not in renames.values():
            renames[name] = base
    if not renames:
        return text
    pattern = re.compile(r"(?<![\w.$-])(" + "|".join(map(re.escape, renames)) + r")(?![\w.$-])")
    return pattern.sub(lambda m: renames[m.group(1)], text)


# MLIR prints `"` and newlines inside a string as `\22` and `\0A`, so a literal has neither.
_STRING_LITERAL = re.compile(r'"([^"\n]{1024,})"')
_HEX_ESCAPE = re.compile(r"\\[0-9A-Fa-f]{2}")


def hash_binary_strings(text: str) -> str:
    """Replace long string literals holding binary data (a cubin in an llvm.mlir.global) by hash."""

    def literal(match: re.Match[str]) -> str:
        body = match.group(1)
        if not _HEX_ESCAPE.search(body):
            return match.group(0)
        return f'"blob sha256:{sha256_text(body)[:16]} chars:{len(body)}"'

    return _STRING_LITERAL.sub(literal, text)


# A string literal: `"(?:[^"\\]|\\.)*"` unrolled, the same matches without an alternation per character.
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_STRING_BODY = re.compile(_STRING)
_ANGLE_OR_STRING = re.compile(r'[<>"]')
_NESTING = 5


def _angle_body(depth: int) -> str:
    """Regex for what follows a type's `<` up to its `>`, as `_skip_angles` reads it, `depth` levels deep.

    Each piece can be read one way only (whole runs of plain text, `>` after `-` or not), so text it
    does not cover (deeper nesting, an unterminated string or type) fails fast, without backtracking.
    """
    flat = rf'[^<>"]+(?![^<>"])|(?<=-)>|{_STRING}'
    item = flat
    for _ in range(depth):
        item = rf"{flat}|<(?:{item})*(?<!-)>"  # one way in: `item`'s own `<` branch would be a second
    return rf"(?:{item})*(?<!-)>"


# A string literal, or `!dialect.type<` with, where it nests at most `_NESTING` levels, the rest of it;
# captured whole, so that `split` keeps it. Every branch starts with a literal character, which lets
# the regex engine skip to the candidates.
_TYPE_OR_STRING = re.compile(rf'({_STRING}|"|!(?<![\w$.]!)[A-Za-z_][\w.]*<(?:{_angle_body(_NESTING)})?)')
_MIN_ALIASED = 32


def alias_repeated_types(text: str) -> str:
    """Give every long dialect type used twice or more an alias (`!cute_ptr_1a2b3c = !cute.ptr<...>`).

    CuTe and LLVM types are spelled out at every use (a 128-field `!llvm.struct` on every value of
    the accumulator); aliases make the text several times smaller and its diffs readable. An alias is
    named by its dialect type and a hash of its spelling, so one new type does not rename the others.
    """
    pieces = _cut_at_types(text)
    found = pieces[1::2]
    aliases = {
        spelling: f"!{_alias_stem(spelling)}_{sha256_text(spelling)[:6]}"
        for spelling, count in Counter(found).items()
        if count >= 2 and len(spelling) >= _MIN_ALIASED and spelling[0] == "!"
    }
    if not aliases:
        return text
    pieces[1::2] = [aliases.get(spelling, spelling) for spelling in found]
    definitions = "".join(f"{alias} = {spelling}\n" for spelling, alias in sorted(aliases.items(), key=lambda a: a[1]))
    return definitions + "".join(pieces)


def _alias_stem(spelling: str) -> str:
    return re.sub(r"\W", "_", spelling[1 : spelling.index("<")])


def _cut_at_types(text: str) -> list[str]:
    """`text` as [text, type (or string literal), text, ..., text], the types not nested in another type."""
    pieces = _TYPE_OR_STRING.split(text)
    if all(found[-1] != "<" for found in pieces[1::2]):
        return pieces
    bounds = [0, *(bound for span in _top_level_types(text) for bound in span), len(text)]
    return [text[start:end] for start, end in zip(bounds, bounds[1:])]


def _top_level_types(text: str) -> list[tuple[int, int]]:
    """Spans of `!dialect.type<...>` not nested in another type, skipping string literals; where the
    regex does not reach a type's `>` (nested deeper, or unclosed), it is read bracket by bracket."""
    spans: list[tuple[int, int]] = []
    pos = 0
    while True:
        for match in _TYPE_OR_STRING.finditer(text, pos):
            found = match.group()
            if found[0] == '"':
                continue
            if found[-1] == ">":
                spans.append(match.span())
                continue
            pos = _skip_angles(text, match.end())
            spans.append((match.start(), pos))
            break
        else:
            return spans


def _skip_angles(text: str, pos: int) -> int:
    """Index just past the `>` closing a `<` opened before `pos` (`->` arrows are not brackets)."""
    depth = 1
    while depth and (match := _ANGLE_OR_STRING.search(text, pos)) is not None:
        char = match.group(0)
        pos = match.end()
        if char == '"':
            string = _STRING_BODY.match(text, match.start())
            pos = string.end() if string else pos
        elif char == "<":
            depth += 1
        elif text[match.start() - 1] != "-":
            depth -= 1
    return pos


# ---- every kind --------------------------------------------------------------------------------

# A DSL kernel symbol is `kernel_<mangled python name and arguments>_<process-wide counter>`.
_KERNEL_NAME = r"(kernel_\w*?_\d+)(?![\w$])"
_KERNEL_DEFINITION = re.compile(
    r"(?:@\"?|\.entry\s+|\.func\s+(?:\([^)]*\)\s*)?|\.globl\s+|\.global\s+|Function\s*:\s*)" + _KERNEL_NAME
)
# Its MLIR form alone, and what each PTX or SASS form needs to match (its start and `kernel_`): in
# MLIR they never match, and searched for together they make the regex engine try every `.`.
_KERNEL_SYMBOL = re.compile(r'@"?' + _KERNEL_NAME)
_OTHER_DEFINITION_STARTS = tuple(
    re.compile(start + "kernel_")
    for start in (r"\.entry\s+", r"\.func\s+(?:\([^)]*\)\s*)?", r"\.globa?l\s+", r"Function\s*:\s*")
)


@functools.lru_cache(maxsize=1)
def _kernel_definitions(text: str) -> tuple[str, ...]:
    """`_KERNEL_DEFINITION.findall(text)`, by its `@` form alone where no other form can match.

    Kept for the last text: `renumber-kernel-counters` and `shorten-mangled-names` run one after the
    other and the first mostly hands its text on unchanged (the same object: its hash is computed once,
    and the lookup compares by identity first); the search was 0.07 s of each rule on the largest traces.
    """
    if any(start.search(text) for start in _OTHER_DEFINITION_STARTS):
        return tuple(_KERNEL_DEFINITION.findall(text))
    return tuple(_KERNEL_SYMBOL.findall(text))


def renumber_kernel_counters(text: str) -> str:
    """Renumber the trailing counter of kernel symbols by order of first definition or use.

    The counter counts kernels traced so far in the process, so it depends on what ran before.
    """
    names = list(dict.fromkeys(_kernel_definitions(text)))
    if not names:
        return text
    renames = {name: f"{name.rsplit('_', 1)[0]}_{ordinal}" for ordinal, name in enumerate(names)}
    if all(old == new for old, new in renames.items()):
        return text
    alternation = "|".join(map(re.escape, sorted(renames, key=len, reverse=True)))
    pattern = re.compile(r"(?<![A-Za-z0-9$])(" + alternation + r")(?!\d)")
    return pattern.sub(lambda m: renames[m.group(1)], text)


_LONG = 96
_LONG_IDENTIFIER = re.compile(rf"(?<![\w$])[A-Za-z_]\w{{{_LONG - 1},}}")
# The literal comes first so that the regex engine can search for it (a leading lookbehind would
# make it try every position); the lookbehind then checks the character before `kernel_`.
_KERNEL_WORD = re.compile(r"kernel_(?<![A-Za-z0-9$]kernel_)\w+")
# Word characters as `w`, the rest as a space: a long word is then a literal run of `w` after a space,
# which the regex engine finds by a linear substring search instead of retrying inside every word.
_WORD_MASK = bytes(ord("w") if re.fullmatch(r"\w", chr(code)) else ord(" ") for code in range(256))
_LONG_RUN = re.compile(b" " + b"w" * _LONG + b"w*")
_KEEP_PREFIX = 40


def shorten_mangled_names(text: str) -> str:
    """Cut names of 96+ characters to a readable prefix plus a hash of the mangled rest.

    DSL symbols embed `str()` of every argument (shapes, strides, dtypes): hundreds of characters
    that fill every diff line. A kernel name is shortened wherever it is embedded (`_param_0`
    suffixes, `kernels_` globals, name strings), so related symbols stay visibly related; other long
    identifiers (the host function) are shortened whole. The hash keeps distinct names distinct.
    """
    kernels = [name for name in dict.fromkeys(_kernel_definitions(text)) if len(name) >= _LONG]
    if kernels:
        short = {name: _short_kernel_name(name) for name in sorted(kernels, key=len, reverse=True)}

        def embedded(match: re.Match[str]) -> str:
            word = match.group(0)
            for name, replacement in short.items():  # longest first
                if word.startswith(name) and not word[len(name) : len(name) + 1].isdigit():
                    return replacement + word[len(name) :]
            return word

        text = _KERNEL_WORD.sub(embedded, text)
    out: list[str] = []
    pos = 0
    for start, end in _long_identifiers(text):
        name = text[start:end]
        out += [text[pos:start], f"{name[:_KEEP_PREFIX]}_h{sha256_text(name)[:8]}"]
        pos = end
    out.append(text[pos:])
    return "".join(out)


def _long_identifiers(text: str) -> list[tuple[int, int]]:
    """Spans of `_LONG_IDENTIFIER`'s matches; for ASCII text (all IR, PTX and SASS seen) found on a mask.

    A match is a whole run of word characters: 96 or more, not starting with a digit, not after `$`.
    """
    if not text.isascii():  # `\w` also matches non-ASCII letters and digits
        return [match.span() for match in _LONG_IDENTIFIER.finditer(text)]
    mask = b" " + text.encode("ascii").translate(_WORD_MASK)  # mask[i + 1] is text[i]
    spans = []
    for run in _LONG_RUN.finditer(mask):
        start, end = run.start(), run.end() - 1
        if not text[start].isdigit() and text[start - 1 : start] != "$":
            spans.append((start, end))
    return spans


def _short_kernel_name(name: str) -> str:
    mangled, counter = name.rsplit("_", 1)
    return f"{mangled[:_KEEP_PREFIX]}_h{sha256_text(mangled)[:8]}_{counter}"


def normalize_whitespace(text: str) -> str:
    """No trailing spaces, `\\n` line ends, exactly one final newline."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


# ---- PTX / SASS --------------------------------------------------------------------------------

_PTX_BANNER = re.compile(r"\A(?:[ \t]*//[^\n]*\n)+")


def strip_ptx_banner(text: str) -> str:
    """Drop the leading comment block (NVVM build id, toolkit release): it names the toolchain only."""
    return _PTX_BANNER.sub("", text, count=1)


_SASS_BANNER = re.compile(
    r"^[ \t]*(?:Fatbin (?:elf|ptx) code:|=+$|arch = \w+|code version = \[.*\]|host = \w+"
    r"|compile_size = \w+|producer = .*|identifier = .*|//.*Build ID.*|\.section\s+\.note\.nv\..*)[ \t]*\n",
    re.MULTILINE,
)


def strip_sass_banner(text: str) -> str:
    """Drop cuobjdump/nvdisasm headers (fatbin banner, producer, build ids, note sections)."""
    return _SASS_BANNER.sub("", text)


RULES: dict[ArtifactKind, tuple[Rule, ...]] = {
    ArtifactKind.MLIR: (
        Rule("strip-locations", "locations name source lines and paths, not compiler work", strip_locations),
        Rule("stabilize-resource-names", "module clones renumber resources", stabilize_resource_names),
        Rule("hash-resource-blobs", "the embedded cubin is compared by hash", hash_resource_blobs),
        Rule("hash-binary-strings", "the cubin in an llvm global is compared by hash", hash_binary_strings),
        Rule("renumber-kernel-counters", "the kernel counter depends on the process", renumber_kernel_counters),
        Rule("shorten-mangled-names", "argument reprs make symbols unreadably long", shorten_mangled_names),
        Rule("alias-repeated-types", "long types spelled at every use bloat goldens", alias_repeated_types),
        Rule("normalize-whitespace", "line ends and trailing blanks are not content", normalize_whitespace),
    ),
    ArtifactKind.PTX: (
        Rule("strip-ptx-banner", "the toolkit build id is not kernel code", strip_ptx_banner),
        Rule("renumber-kernel-counters", "the kernel counter depends on the process", renumber_kernel_counters),
        Rule("shorten-mangled-names", "argument reprs make symbols unreadably long", shorten_mangled_names),
        Rule("normalize-whitespace", "line ends and trailing blanks are not content", normalize_whitespace),
    ),
    ArtifactKind.SASS: (
        Rule("strip-sass-banner", "disassembler headers and build ids are not kernel code", strip_sass_banner),
        Rule("renumber-kernel-counters", "the kernel counter depends on the process", renumber_kernel_counters),
        Rule("shorten-mangled-names", "argument reprs make symbols unreadably long", shorten_mangled_names),
        Rule("normalize-whitespace", "line ends and trailing blanks are not content", normalize_whitespace),
    ),
}


# ---- comparing two captures ---------------------------------------------------------------------

# A shortened kernel name (`shorten-mangled-names`) inside a string literal: `kernel_<prefix>_h<hash>_<N>`.
_HASHED_KERNEL_IN_STRING = re.compile(r"(kernel_\w*?_h)[0-9a-f]{8}(_\d+)(?![\w$])")
_STRING_WITH_KERNEL = re.compile(r'"[^"\n]*kernel_[^"\n]*"')
MASKED_HASH = "????????"


def mask_kernel_hashes_in_strings(text: str) -> str:
    """`"... @kernel_foo_h1a2b3c4d_0 ..."` -> `"... @kernel_foo_h????????_0 ..."` inside string literals.

    The hash stands for the kernel's mangled argument reprs, which a DSL release may spell otherwise
    for the same kernel. The kernel's own symbol keeps it (functions are paired by kind and order
    where their names differ), but a host `printf` format string that quotes the name would make the
    pass lowering it look divergent between releases. Within one capture the hash says nothing a
    string needs; so this rule runs when two captures are compared, not for goldens (their rule list
    is part of each golden's identity: `golden.record.normalization_id`).
    """
    if "kernel_" not in text:
        return text
    return _STRING_WITH_KERNEL.sub(
        lambda literal: _HASHED_KERNEL_IN_STRING.sub(rf"\g<1>{MASKED_HASH}\g<2>", literal.group(0)), text
    )


# Applied after `RULES` where two captures are compared (`cute-ir diff`, `view A B`), never for goldens.
COMPARISON_RULES: dict[ArtifactKind, tuple[Rule, ...]] = {
    ArtifactKind.MLIR: (
        Rule("mask-kernel-hashes-in-strings", "a release may mangle one kernel's name otherwise",
             mask_kernel_hashes_in_strings),
    ),
    ArtifactKind.PTX: (),
    ArtifactKind.SASS: (),
}


def stable_symbol_names(names: list[str]) -> list[str]:
    """The kernel-name rules applied to bare symbol names (e.g. from a resource report), in order."""
    listing = "".join(f".global {name}\n" for name in names)
    renamed = shorten_mangled_names(renumber_kernel_counters(listing))
    return [line.split(maxsplit=1)[1] for line in renamed.splitlines()]


# Rules of `RULES` left out where two captures are compared: whoever reads a compared text cuts it into
# functions first, and every function split spells the aliases out again; aliasing maps distinct texts to
# distinct texts, so it changes no verdict either.
NOT_FOR_COMPARING = frozenset({"alias-repeated-types"})


def rules_of(kind: ArtifactKind | str, *, comparing: bool = False) -> tuple[Rule, ...]:
    """The rules `normalize` applies, in order: `RULES[kind]`, or, `comparing` two captures, those of them
    that matter to a comparison followed by `COMPARISON_RULES[kind]`."""
    kind = ArtifactKind(kind)
    if not comparing:
        return RULES[kind]
    return tuple(rule for rule in RULES[kind] if rule.name not in NOT_FOR_COMPARING) + COMPARISON_RULES[kind]


def normalize(kind: ArtifactKind | str, text: str, *, comparing: bool = False) -> str:
    """Apply the rules of `kind` (`rules_of`) in order."""
    for rule in rules_of(kind, comparing=comparing):
        text = rule.apply(text)
    return text

