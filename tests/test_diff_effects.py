"""Per-pass effects: what each pass did to each function, compared between A and B.

The cases are the ones users report: inputs that differ by a few dead ops, a pass that exists in
one release only and rewrites the kernel, passes that moved and changed nothing.
"""

from __future__ import annotations

from dataclasses import replace

from test_diff import PIPELINE, chain, make_trace, module

from cute_ir.diff import diff_traces
from cute_ir.diff.compare import REMOVED_ROOT
from cute_ir.diff.report import render_text

KERNEL = "@kernels::@kernel_add_0"
DEAD = "      %dead0 = arith.constant 7 : i32\n      %dead1 = arith.constant 8 : i32\n"


def unrolled(length: int) -> str:
    """The kernel after a loop-rewriting pass: every add doubled (a large change)."""
    body = chain(length)
    extra = "".join(f"      %u{n} = arith.muli %arg0, %arg0 : i32\n" for n in range(length * 3))
    return body + extra


def test_dead_ops_in_the_input_do_not_hide_the_pass_only_b_runs(tmp_path):
    """A's input has two dead ops more; canonicalize removes them; a pass only B runs rewrites the
    kernel: that pass is named, not "the input already differs"."""
    plain, dead = module(chain(6)), module(DEAD + chain(6))
    big = module(unrolled(6))
    a = make_trace(tmp_path / "a", dead, [dead, dead, plain, plain, plain, plain])
    pipeline_b = [*PIPELINE[:3], "loop-vectorize", *PIPELINE[3:]]
    b = make_trace(tmp_path / "b", plain, [plain, plain, plain, big, big, big, big], pipeline=pipeline_b)
    result = diff_traces(a, b)
    assert result.input_differs
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.input_difference == 2
    assert [row.label for row in kernel.one_sided_changes] == ["004-loop-vectorize"]
    first = kernel.first_effect_difference
    assert first is not None and first.label == "003-canonicalize", "A's canonicalize removed the dead ops"
    assert kernel.growth == [("input", 2), ("003-canonicalize", 0), ("004-loop-vectorize", 18)]
    row, before, after = kernel.jump
    assert (row.label, row.side, before, after) == ("004-loop-vectorize", "B", 0, 18)
    culprits = [c for c in result.culprits if c.function == KERNEL]
    assert [(c.label, c.side, c.reason) for c in culprits] == [("004-loop-vectorize", "B", "largest-jump")]
    text = render_text(result)
    assert "004-loop-vectorize" in text.split("passes (")[0], "named before the pass table"


def test_a_pass_that_changed_nothing_is_not_blamed_when_passes_move(tmp_path):
    """cse runs before canonicalize in B; neither changed the kernel in B's order: no effect differs
    and the culprit is the pass whose own effect differs."""
    ir, changed = module(chain(5)), module(chain(5, extra_at=2))
    a = make_trace(tmp_path / "a", ir, [ir, ir, ir, ir, changed, changed])
    pipeline_b = ["cute-remove-static-args", "cute-expand-ops", "cse", "canonicalize", "convert-to-llvm",
                  "cuda-to-binary"]
    b = make_trace(tmp_path / "b", ir, [ir, ir, ir, ir, ir, ir], pipeline=pipeline_b)
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    first = kernel.first_effect_difference
    assert first is not None and first.label == "005-convert-to-llvm"
    assert all(row.same_effect for row in kernel.rows if row.label != "005-convert-to-llvm" and row.a and row.b)
    assert [c.label for c in result.culprits if c.function == KERNEL] == ["005-convert-to-llvm"]


def test_renumbering_is_no_effect_difference(tmp_path):
    """Both sides' passes insert the same multiply, numbered differently: the same effect."""
    before_a, before_b = module(chain(8)), module(chain(8))
    after = module(chain(8, extra_at=3))
    renamed = after.replace("%c1", "%cst_one")
    a = make_trace(tmp_path / "a", before_a, [before_a, after, after, after, after, after])
    b = make_trace(tmp_path / "b", before_b, [before_b, renamed, renamed, renamed, renamed, renamed])
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.first_effect_difference is None
    assert kernel.jump is None and kernel.final_difference == 0
    assert [c for c in result.culprits if c.function == KERNEL] == []


def test_effects_are_in_the_json(tmp_path):
    plain, dead = module(chain(4)), module(DEAD + chain(4))
    a = make_trace(tmp_path / "a", dead, [dead, dead, plain, plain, plain, plain])
    b = make_trace(tmp_path / "b", plain, [plain] * len(PIPELINE))
    data = diff_traces(a, b).to_json()
    kernel = next(story for story in data["effects"] if story["function"] == KERNEL)
    assert kernel["first_effect_difference"] == "003-canonicalize"
    assert kernel["growth"] == [["input", 2], ["003-canonicalize", 0]] or kernel["growth"] == [
        ("input", 2),
        ("003-canonicalize", 0),
    ]
    assert [c for c in data["culprits"] if c["function"] == KERNEL] == [], "the difference is gone at the end"


def test_a_resource_one_trace_does_not_know_is_no_change(tmp_path):
    """A schema-1 trace has no spill byte counts: unknown, not zero, and not a difference."""
    import dataclasses

    from cute_ir.diff.resources import resource_deltas
    from cute_ir.trace import KernelResources

    ir = module(chain(3))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    old = KernelResources("kernel_add_0", 32, 0, 0, 0, 0, stack_bytes=128)
    a.resources = [old]
    b.resources = [dataclasses.replace(old, spill_store_bytes=0, stack_bytes=256)]
    deltas = {d.metric: d for d in resource_deltas(a, b)}
    assert not deltas["spill_store_bytes"].changed and not deltas["spill_store_bytes"].comparable
    assert deltas["stack_bytes"].changed and deltas["stack_bytes"].delta == 128
    text = render_text(diff_traces(a, b))
    assert "stack bytes 128 -> 256 (+128)" in text and "spill store bytes" not in text


def test_a_forked_childs_result_is_read_once_and_the_child_is_always_reaped(tmp_path, monkeypatch):
    import gc
    import os

    import pytest

    from cute_ir.diff import forked
    from cute_ir.diff.align import align_traces
    from cute_ir.diff.effects import pass_effects
    from cute_ir.normalize.rules import normalize

    plain, dead = module(chain(4)), module(DEAD + chain(4))
    a = make_trace(tmp_path / "a", dead, [dead, dead, plain, plain, plain, plain])
    b = make_trace(tmp_path / "b", plain, [plain] * len(PIPELINE))

    def text(trace, relative):
        return normalize("mlir", trace.read_text(relative), comparing=True)

    rows = align_traces(a, b)
    here = pass_effects(rows, a, b, text)
    monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0, 1})
    later = forked.in_a_child(lambda: pass_effects(rows, a, b, text))
    assert later is not None and later() == here and later() is later(), "the same result, read once"
    unasked = forked.in_a_child(lambda: pass_effects(rows, a, b, text))
    pid = unasked._child.pid
    del unasked
    gc.collect()
    with pytest.raises(ChildProcessError):  # the child was waited for when its result went away unasked
        os.waitpid(pid, os.WNOHANG)
    parent = os.getpid()
    failing = forked.in_a_child(lambda: 1 // 0 if os.getpid() != parent else 2)
    assert failing is not None and failing() == 2, "a child that fails: computed in this process"
    monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0})
    assert forked.in_a_child(lambda: 3) is None, "one core: nothing to fork for"


def test_the_callers_work_runs_here_while_the_diffs_child_works(tmp_path, monkeypatch):
    """`meanwhile` (the compare page encodes its payloads then) runs once, in this process, after the child
    computing the effects started and before its result is read; with no child, it runs all the same."""
    import os

    import cute_ir.diff.compare as compare
    from cute_ir.diff import forked

    plain, dead = module(chain(4)), module(DEAD + chain(4))
    a = make_trace(tmp_path / "a", dead, [dead, dead, plain, plain, plain, plain])
    b = make_trace(tmp_path / "b", plain, [plain] * len(PIPELINE))
    events: list[object] = []

    def child(compute):
        started = forked.in_a_child(compute)
        if started is None:
            return None
        events.append("child started")
        return lambda: events.append("child read") or started()

    monkeypatch.setattr(compare, "in_a_child", child)
    monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0, 1})
    expected = render_text(diff_traces(a, b))
    events.clear()
    assert render_text(diff_traces(a, b, meanwhile=lambda: events.append(os.getpid()))) == expected
    assert events == ["child started", os.getpid(), "child read"]
    events.clear()
    monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0})
    diff_traces(a, b, meanwhile=lambda: events.append(os.getpid()))
    assert events == [os.getpid()]


def test_the_effects_split_no_state_the_divergence_walks_split(tmp_path, monkeypatch):
    """The per-pass effects read the function splits made for the functions' walks: each state is cut
    once (it was cut twice, once in the diffing process and once in the child computing effects)."""
    from collections import Counter

    import cute_ir.diff.compare as compare
    import cute_ir.diff.effects as effects
    from cute_ir.diff import forked
    from cute_ir.diff.functions import TextSplit

    made: Counter[str] = Counter()

    class CountedSplit(TextSplit):
        def __init__(self, text: str) -> None:
            made[text] += 1
            super().__init__(text)

    plain, dead = module(chain(6)), module(DEAD + chain(6))
    big = module(unrolled(6))
    a = make_trace(tmp_path / "a", dead, [dead, dead, plain, plain, plain, plain])
    b = make_trace(tmp_path / "b", plain, [plain, plain, big, big, big, big])
    expected = diff_traces(a, b).effects
    monkeypatch.setattr(compare, "TextSplit", CountedSplit)
    monkeypatch.setattr(effects, "TextSplit", CountedSplit)
    monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0})  # in this process, where it can be seen
    result = diff_traces(a, b)
    walked = set(made)
    assert walked, "the inputs differ: the walks of the functions whose input agrees split states"
    assert result.effects == expected
    assert set(made) == {plain, dead, big}
    assert max(made.values()) == 1, "no state is split twice"


def test_the_passes_effects_on_unlike_inputs_are_not_compared(tmp_path):
    """Two other programs (here every op of the kernel differs): every pass's effect on them differs, so
    no "first aligned pass whose effect differs" is named, and the report says why."""
    a_in = module(chain(6))
    b_in = module(chain(6).replace("arith.addi", "arith.subi"))
    a_after = module(chain(6, extra_at=2))
    b_after = module(chain(6, extra_at=2).replace("arith.addi", "arith.subi").replace("arith.muli", "arith.divsi"))
    a = make_trace(tmp_path / "a", a_in, [a_in, a_in, a_after, a_after, a_after, a_after])
    b = make_trace(tmp_path / "b", b_in, [b_in, b_in, b_after, b_after, b_after, b_after])
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.input_difference > kernel.input_lines / 2 and not kernel.inputs_comparable
    assert any(row.same_effect is False for row in kernel.rows), "the effects do differ"
    assert kernel.first_effect_difference is None
    text = render_text(result)
    assert "first aligned pass whose effect differs" not in text.split("passes (")[0].split(KERNEL)[1].split("host")[0]
    assert f"per-pass effects not compared: the inputs differ in {kernel.input_difference} of their" in text
    data = next(s for s in result.to_json()["effects"] if s["function"] == KERNEL)
    assert data["inputs_comparable"] is False and data["first_effect_difference"] is None


def test_a_difference_no_pass_made_grow_is_not_called_gone(tmp_path):
    """A's input has a dead op every pass keeps, and the passes do the same in A and B: no pass is to
    blame, and A and B do not agree at the end (the report said they did)."""
    plain, dead = module(chain(6)), module(DEAD + chain(6))
    a = make_trace(tmp_path / "a", dead, [dead] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain] * len(PIPELINE))
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.final_difference == 2 and kernel.inputs_comparable and kernel.first_effect_difference is None
    assert [c for c in result.culprits if c.function == KERNEL] == []
    text = render_text(result)
    assert "A and B agree at the end" not in text
    assert "the input IR differs by 2 lines and that difference persists (2 lines at the function's last IR)" in text


def test_a_child_is_forked_where_the_affinity_is_unknown(monkeypatch):
    """macOS has fork and no sched_getaffinity: the cores are counted, the diff does not fail there."""
    from cute_ir.diff import forked

    monkeypatch.delattr(forked.os, "sched_getaffinity")
    monkeypatch.setattr(forked.os, "cpu_count", lambda: 2)
    child = forked.in_a_child(lambda: 5)
    assert child is not None and child() == 5
    monkeypatch.setattr(forked.os, "cpu_count", lambda: 1)
    assert forked.in_a_child(lambda: 5) is None


def test_a_spike_later_passes_undo_is_not_blamed_and_the_lasting_growth_is(tmp_path):
    """B's expand-ops adds a block of ops that B's canonicalize removes again (a transient spike, as a
    reorganised lowering makes); B's convert-to-llvm adds two lines that stay to the end. The suspect is
    the pass whose difference persists, labelled unverified; the spike is reported as not blamed."""
    plain = module(chain(6))
    spiked = module(unrolled(6))
    lasting = module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    b = make_trace(tmp_path / "b", plain, [plain, spiked, plain, plain, lasting, lasting])
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.growth[:3] == [("input", 0), ("002-cute-expand-ops", 18), ("003-canonicalize", 0)]
    row, before, after = kernel.jump
    assert (row.label, before) == ("005-convert-to-llvm", 0) and after > 0
    spike_row, spike_before, spike_after, undone_by = kernel.spike
    assert (spike_row.label, spike_before, spike_after, undone_by) == ("002-cute-expand-ops", 0, 18, "003-canonicalize")
    assert [c.label for c in result.culprits if c.function == KERNEL] == ["005-convert-to-llvm"]
    assert all(c.claim.startswith("unverified") for c in result.culprits)
    text = render_text(result).split("passes (")[0]
    assert "suspect (unverified, a heuristic; no experiment has tested it): 005-convert-to-llvm" in text
    assert "not blamed: 002-cute-expand-ops [cute-expand-ops] raised the difference 0 -> 18 lines, and 003-canonicalize undid it" in text
    assert "likely cause" not in text and f"to test the suspects: cute-ir blame {a.root} {b.root}" in text
    # diff-versions without -o removes both traces: the hint says how to keep them, not a command on a gone path
    gone = replace(result, a=replace(result.a, root=REMOVED_ROOT), b=replace(result.b, root=REMOVED_ROOT))
    hint = [line for line in render_text(gone).splitlines() if "to test the suspects" in line]
    assert hint == ["  to test the suspects: keep both traces (-o DIR), then cute-ir blame the two directories it names"]
    data = result.to_json()
    assert {c["claim"] for c in data["culprits"]} == {"unverified: picked by a heuristic from the captured IR; "
                                                       "no experiment has tested it"}


def test_a_pass_that_changed_nothing_on_either_side_is_never_blamed(tmp_path):
    """B runs cse before canonicalize; B's cse adds a line, A's does nothing, and neither canonicalize
    changes anything. Aligned by name, the difference first shows on the canonicalize row (B's state there
    includes its earlier cse): canonicalize, which changed nothing on either side, must not be blamed."""
    plain, changed = module(chain(6)), module(chain(6, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    pipeline_b = ["cute-remove-static-args", "cute-expand-ops", "cse", "canonicalize", "convert-to-llvm",
                  "cuda-to-binary"]
    b = make_trace(tmp_path / "b", plain, [plain, plain, changed, changed, changed, changed], pipeline=pipeline_b)
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    canonicalize = next(row for row in kernel.rows if "canonicalize" in row.label)
    assert not canonicalize.changed_function
    suspects = [c.label for c in result.culprits if c.function == KERNEL]
    assert suspects and all("canonicalize" not in label for label in suspects), suspects
    assert "cse" in suspects[0]


def test_an_input_difference_that_persists_leads_and_equal_counts_are_not_called_equal(tmp_path):
    """A's front end emitted two dead ops every pass keeps, and canonicalize inserts a line in each release,
    other lines of the same count: the report leads with the lasting input difference and says that the
    counts are equal but the lines differ (it printed "A +1 -0, B +1 -0" as if that were a difference)."""
    plain, dead = module(chain(6)), module(DEAD + chain(6))
    a_after = module(DEAD + chain(6, extra_at=2))
    b_after = module(chain(6, extra_at=3).replace("arith.muli", "arith.divsi"))
    a = make_trace(tmp_path / "a", dead, [dead, dead, a_after, a_after, a_after, a_after])
    b = make_trace(tmp_path / "b", plain, [plain, plain, b_after, b_after, b_after, b_after])
    result = diff_traces(a, b)
    kernel = next(story for story in result.effects if story.function == KERNEL)
    assert kernel.input_persists
    text = render_text(result).split("passes (")[0]
    block = text.split(KERNEL)[1]
    lines = [line.strip() for line in block.splitlines() if line.strip()]
    assert lines[1].startswith("the input IR differs by 2 lines and that difference persists"), lines
    first = kernel.first_effect_difference
    assert first is not None and first.label == "003-canonicalize"
    assert f"(A {first.a}, B {first.b}; as many lines each, {first.effect_difference} of them differ)" in block
