"""Compare obtained golden content with the stored golden, and explain the difference.

The message is written for the person whose change broke the golden, in about ten lines: where the
difference starts (the input or a pass) and how far it spread, the resource and SASS-class verdict,
whether PTX and SASS differ, how the op counts moved at the first differing pass, the first changed
lines of the first differing stage text; the full diff and the obtained texts are files beside it.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from cute_ir.diff.functions import spelled_out_lines
from cute_ir.golden.record import RESOURCES_FILE as RESOURCES
from cute_ir.golden.record import STAGE_FILES, GoldenRecord, PassDigest, parse_resource_summary
from cute_ir.textutil import capped_diff

SHOWN_CHANGES = 6  # changed lines on screen; the whole diff is in a file beside the golden
_SHOWN_WIDTH = 160


@dataclass
class Mismatch:
    """How an obtained golden differs from the stored one (empty: they agree)."""

    first_pass: PassDigest | None = None  # the obtained record of the first differing pass
    golden_first_pass: PassDigest | None = None
    differing_passes: list[str] = field(default_factory=list)
    added_passes: list[str] = field(default_factory=list)
    removed_passes: list[str] = field(default_factory=list)
    differing_files: list[str] = field(default_factory=list)  # in STAGE_FILES order
    sass_differs: bool = False
    normalization_changed: bool = False

    @property
    def same(self) -> bool:
        return not (
            self.differing_passes
            or self.added_passes
            or self.removed_passes
            or self.differing_files
            or self.sass_differs
        )

    @property
    def differing_stages(self) -> list[str]:
        stages = dict.fromkeys(
            stage for name, stage in STAGE_FILES if name in self.differing_files
        )
        if self.sass_differs:
            stages["sass"] = None
        return list(stages)


def compare(golden: GoldenRecord, obtained: GoldenRecord) -> Mismatch:
    result = Mismatch(normalization_changed=golden.normalization != obtained.normalization)
    stored = {p.label: p for p in golden.passes}
    fresh = {p.label: p for p in obtained.passes}
    result.added_passes = [label for label in fresh if label not in stored]
    result.removed_passes = [label for label in stored if label not in fresh]
    for digest in obtained.passes:
        before = stored.get(digest.label)
        if before is None or before.sha256 != digest.sha256:
            result.differing_passes.append(digest.label)
            if result.first_pass is None:
                result.first_pass, result.golden_first_pass = digest, before
    if result.first_pass is None and result.removed_passes:
        result.golden_first_pass = stored[result.removed_passes[0]]
    names = [name for name, _ in STAGE_FILES]
    result.differing_files = [name for name in names if _stage_hash(golden, name) != _stage_hash(obtained, name)]
    result.sass_differs = golden.sass_sha256 != obtained.sass_sha256
    return result


def _stage_hash(record: GoldenRecord, name: str) -> str | None:
    digest = record.stages.get(name)
    return None if digest is None else digest.sha256


def first_diffable(mismatch: Mismatch, golden: GoldenRecord, obtained: GoldenRecord) -> str | None:
    """The first differing stage whose text both sides have (the golden may keep only a hash)."""
    for name in mismatch.differing_files:
        if name in golden.texts and name in obtained.texts:
            return name
    return None


def unified_diff(golden_text: str, obtained_text: str, golden_name: str, obtained_name: str) -> list[str]:
    """The diff of two stage texts, cut at `capped_diff`'s bound (a failed check writes it beside the golden)."""
    return capped_diff(
        difflib.unified_diff(
            golden_text.splitlines(), obtained_text.splitlines(), golden_name, obtained_name, lineterm="", n=3
        )
    )


def op_count_deltas(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """`arith 12 -> 14 (+2)` for every dialect whose op count moved."""
    lines = []
    for dialect in sorted(set(before) | set(after)):
        old, new = before.get(dialect, 0), after.get(dialect, 0)
        if old != new:
            lines.append(f"{dialect} {old} -> {new} ({new - old:+d})")
    return lines


def describe(
    mismatch: Mismatch,
    golden: GoldenRecord,
    obtained: GoldenRecord,
    *,
    golden_dir: str,
    full_diff_file: str | None,
    bless: str = "",
) -> str:
    """The failure message of a golden check: about ten lines, the rest behind a pointer.

    What `cute-ir diff` would lead with comes first (where the difference starts, the input or a pass;
    the resource and SASS-class verdict from the stored resource summaries; whether PTX and SASS
    differ), then the smallest useful diff: the first changed lines with type aliases spelled out
    (their renaming is churn), each cut to where it differs. Everything comes from the records.
    `bless` is the command that blesses this golden (a fixture's: its own test).
    """
    key = obtained.key
    lines = [f"golden mismatch for {key}: {_where(mismatch, obtained)}"]
    if mismatch.normalization_changed:
        lines.append("note: the golden was made with other normalization rules; bless it again if only that changed")
    if mismatch.differing_stages:
        lines.append(f"differing stages: {', '.join(mismatch.differing_stages)}")
    lines += _verdict(golden, obtained)
    lines.append(_code_line(mismatch))
    if "input.mlir" not in mismatch.differing_files and mismatch.first_pass and mismatch.golden_first_pass:
        deltas = op_count_deltas(mismatch.golden_first_pass.op_counts, mismatch.first_pass.op_counts)
        label = mismatch.first_pass.label
        lines.append(f"op counts after {label} (golden -> obtained): " + ", ".join(deltas) if deltas
                     else f"op counts after {label}: unchanged by dialect (the ops themselves differ)")
    hashed = [name for name in mismatch.differing_files if name in golden.stages and name not in golden.texts]
    if hashed:
        lines.append(f"the golden keeps only the hash of {', '.join(hashed)} "
                     f"({golden.stages[hashed[0]].omission}); the obtained text is beside it")
    diffable = first_diffable(mismatch, golden, obtained)
    if diffable is not None:
        shown, changed = smallest_diff(golden.texts[diffable], obtained.texts[diffable])
        lines.append(f"diff of {diffable} (the first {len(shown)} of {changed} changed lines, type aliases spelled out):")
        lines += shown
    elif mismatch.first_pass is not None and not mismatch.differing_files:
        lines.append("the key stage texts agree; the difference is in a pass between them (its IR is in the trace)")
    if full_diff_file:
        lines.append(f"full diff: {full_diff_file}; obtained texts beside the golden in {golden_dir}")
    lines.append(f"bless the new IR with: {bless or f'cute-ir golden update {key.kernel}  (or pytest --golden-update)'}")
    return "\n".join(lines)


def _where(mismatch: Mismatch, obtained: GoldenRecord) -> str:
    """Where the difference starts: the input (then every pass differs for that reason) or a pass."""
    total = len(obtained.passes)
    count = f"{len(mismatch.differing_passes)} of {total} passes differ"
    moved = []
    if mismatch.added_passes:
        moved.append(f"passes not in the golden: {_few(mismatch.added_passes)}")
    if mismatch.removed_passes:
        moved.append(f"golden passes that no longer run: {_few(mismatch.removed_passes)}")
    if "input.mlir" in mismatch.differing_files:
        where = f"the input IR differs (the Python front end produced other IR), so the passes do too ({count})"
    elif mismatch.first_pass is not None or mismatch.golden_first_pass is not None:
        first = mismatch.first_pass or mismatch.golden_first_pass
        where = f"first differing pass: {first.label} (stage {first.stage}); the input IR agrees; {count}"
    else:
        where = "every pass agrees"
    return "; ".join([where, *moved])


def _few(labels: list[str], shown: int = 3) -> str:
    more = f" and {len(labels) - shown} more" if len(labels) > shown else ""
    return ", ".join(labels[:shown]) + more


def _verdict(golden: GoldenRecord, obtained: GoldenRecord) -> list[str]:
    """Per kernel, the resource and SASS-class change (golden -> obtained), as `cute-ir diff` words it.

    The kernel is named whole, as the golden's resources.txt and `cute-ir diff` name it (long symbols
    are already cut to a prefix and a hash there): cut further, kernels of one family look the same.
    """
    from cute_ir.diff.report import kernel_verdict
    from cute_ir.diff.resources import metric_deltas

    stored, fresh = golden.texts.get(RESOURCES), obtained.texts.get(RESOURCES)
    if stored is None or fresh is None:
        return []
    by_kernel: dict[str, list] = {}
    for delta in metric_deltas(parse_resource_summary(stored), parse_resource_summary(fresh)):
        by_kernel.setdefault(delta.kernel, []).append(delta)
    return [f"verdict {kernel} (golden -> obtained): " + "; ".join(kernel_verdict(deltas, shown_classes=4))
            for kernel, deltas in by_kernel.items()]


def _code_line(mismatch: Mismatch) -> str:
    ptx = "PTX differs" if "kernel.ptx" in mismatch.differing_files else "PTX identical"
    sass = "SASS differs" if mismatch.sass_differs else "SASS identical"
    why = "; the PTX and every stored stage agree (ptxas or the disassembler changed)" if (
        mismatch.sass_differs and not mismatch.differing_files) else ""
    return f"code: {ptx}, {sass}{why}"


def smallest_diff(golden_text: str, obtained_text: str, limit: int = SHOWN_CHANGES) -> tuple[list[str], int]:
    """The first `limit` changed lines of a stage (golden `-`, obtained `+`, a changed line's two sides
    together), type aliases spelled out and each line cut to the window where it differs; and how many
    lines changed in all."""
    old, new = spelled_out_lines(golden_text), spelled_out_lines(obtained_text)
    shown: list[str] = []
    changed = 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        changed += (i2 - i1) + (j2 - j1)
        removed, added = old[i1:i2], new[j1:j2]
        for n in range(max(len(removed), len(added))):
            before = removed[n] if n < len(removed) else None
            after = added[n] if n < len(added) else None
            start = _first_difference(before or "", after or "")
            shown += [f"{sign}{_window(line, start)}" for sign, line in (("-", before), ("+", after)) if line is not None]
    return shown[:limit], changed


def _first_difference(a: str, b: str) -> int:
    return next((n for n, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))


def _window(line: str, start: int) -> str:
    """`line` cut to `_SHOWN_WIDTH` characters around `start` (where it differs from its other side)."""
    if len(line) <= _SHOWN_WIDTH:
        return line
    begin = max(0, min(start - _SHOWN_WIDTH // 4, len(line) - _SHOWN_WIDTH))
    end = begin + _SHOWN_WIDTH
    return ("…" if begin else "") + line[begin:end] + ("…" if end < len(line) else "")
