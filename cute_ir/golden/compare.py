"""Compare obtained golden content with the stored golden, and explain the difference.

The message is written for the person whose change broke the golden: the first pass whose IR
differs (where to look), every differing pass and stage (how far it spread), a trimmed diff of the
first differing stage text, and how the op counts by dialect moved at the first differing pass.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from cute_ir.golden.record import STAGE_FILES, GoldenRecord, PassDigest

DIFF_LINES = 60


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
    return list(
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
) -> str:
    """The failure message of a golden check."""
    key = obtained.key
    lines = [f"golden mismatch for {key}"]
    if mismatch.normalization_changed:
        lines.append("note: the golden was made with other normalization rules; bless it again if only that changed")
    first = mismatch.first_pass or mismatch.golden_first_pass
    if first is not None:
        lines.append(f"first differing pass: {first.label} (stage {first.stage})")
    if mismatch.differing_passes:
        lines.append(
            f"differing passes ({len(mismatch.differing_passes)}): {', '.join(mismatch.differing_passes)}"
        )
    if mismatch.added_passes:
        lines.append(f"passes not in the golden: {', '.join(mismatch.added_passes)}")
    if mismatch.removed_passes:
        lines.append(f"golden passes that no longer run: {', '.join(mismatch.removed_passes)}")
    if mismatch.differing_stages:
        lines.append(f"differing stages: {', '.join(mismatch.differing_stages)}")
    if mismatch.first_pass is not None and mismatch.golden_first_pass is not None:
        deltas = op_count_deltas(mismatch.golden_first_pass.op_counts, mismatch.first_pass.op_counts)
        if deltas:
            lines.append(f"op counts after {mismatch.first_pass.label} (golden -> obtained): " + ", ".join(deltas))
        else:
            label = mismatch.first_pass.label
            lines.append(f"op counts after {label}: unchanged by dialect (the ops themselves differ)")
    for name in mismatch.differing_files:
        digest = golden.stages.get(name)
        if digest is not None and name not in golden.texts:
            lines.append(f"{name}: the golden keeps its hash only ({digest.omission}); the obtained text is beside it")
    if mismatch.sass_differs:
        agree = "" if mismatch.differing_files else (
            "; the PTX and every stored stage agree (ptxas or the disassembler changed)"
        )
        lines.append(f"SASS: the normalized disassembly differs (the golden keeps its hash only){agree}")
    diffable = first_diffable(mismatch, golden, obtained)
    if diffable is not None:
        diff = unified_diff(
            golden.texts[diffable], obtained.texts[diffable], f"{golden_dir}/{diffable}", f"obtained {diffable}"
        )
        lines.append(f"diff of {diffable}:")
        lines += diff[:DIFF_LINES]
        if len(diff) > DIFF_LINES:
            where = f"; full diff in {full_diff_file}" if full_diff_file else ""
            lines.append(f"... diff trimmed to {DIFF_LINES} of {len(diff)} lines{where}")
    elif mismatch.first_pass is not None and not mismatch.differing_files:
        lines.append("the key stage texts agree; the difference is in a pass between them (its IR is in the trace)")
    lines.append(f"bless the new IR with: cute-ir golden update {key.kernel}  (or pytest --golden-update)")
    return "\n".join(lines)
