"""cute-ir diff on small hand-made traces: alignment, per-function diffs, first divergence, errors."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.diff import DiffStatus, diff_traces
from cute_ir.diff.compare import diff_functions
from cute_ir.diff.functions import (
    FunctionKind,
    ShownTextSplit,
    FunctionIR,
    TextSplit,
    split_pair,
)
from cute_ir.diff.report import render_text
from cute_ir.errors import BadInputError, ExitCode
from cute_ir.fsutil import sha256_text
from cute_ir.trace import (
    INPUT_FILE,
    SCHEMA_VERSION,
    Fidelity,
    KernelIdentity,
    PassRecord,
    Strategy,
    Trace,
    load_trace,
)
from cute_ir.stages import assign_stages


def split_functions(text: str) -> list[FunctionIR]:
    """The functions of a printed module, kernels first, as the diff cuts them."""
    return TextSplit(text).functions()


def module(kernel_body: str, host_body: str = "    %r = arith.addi %x, %x : i32\n    return %r : i32\n") -> str:
    """A module with one kernel in a gpu.module and one host function, as the DSL lays them out."""
    return (
        "module attributes {gpu.container_module} {\n"
        "  gpu.module @kernels {\n"
        "    gpu.func @kernel_add_0(%arg0: i32, %arg1: !llvm.ptr) kernel {\n"
        f"{kernel_body}"
        "      gpu.return\n"
        "    }\n"
        "  }\n"
        "  func.func @host(%x: i32) -> i32 {\n"
        f"{host_body}"
        "  }\n"
        "}\n"
    )


def chain(length: int, extra_at: int | None = None) -> str:
    """A kernel body of `length` dependent adds; `extra_at` inserts one multiply, renumbering the rest."""
    lines = ["      %c1 = arith.constant 1 : i32\n", "      %0 = arith.addi %arg0, %c1 : i32\n"]
    previous = "%0"
    number = 1
    for step in range(1, length):
        if step == extra_at:
            lines.append(f"      %{number} = arith.muli {previous}, %c1 : i32\n")
            previous, number = f"%{number}", number + 1
        lines.append(f"      %{number} = arith.addi {previous}, %arg0 : i32\n")
        previous, number = f"%{number}", number + 1
    lines.append(f"      llvm.store {previous}, %arg1 : i32, !llvm.ptr\n")
    return "".join(lines)


PIPELINE = ["cute-remove-static-args", "cute-expand-ops", "canonicalize", "cse", "convert-to-llvm", "cuda-to-binary"]


def make_trace(
    root: Path,
    input_ir: str,
    after: list[str | None],
    *,
    pipeline: list[str] = PIPELINE,
    version: str = "4.8.1",
    source: str = "kernels/add.py",
    name: str = "add_i32",
) -> Trace:
    """A trace directory whose pass i leaves `after[i]` (None: the pass was skipped)."""
    (root / "passes").mkdir(parents=True)
    (root / INPUT_FILE).write_text(input_ir)
    records = []
    current = INPUT_FILE
    previous_text = input_ir
    for index, (arg, stage, text) in enumerate(zip(pipeline, assign_stages(pipeline), after), start=1):
        changed = text is not None and text != previous_text
        if text is not None and changed:
            current = f"passes/{index:03d}-{arg}.mlir"
            (root / current).write_text(text)
            previous_text = text
        records.append(
            PassRecord(
                index=index,
                arg=arg,
                class_name="",
                anchor="builtin.module",
                options="",
                stage=stage,
                fidelity=Fidelity.EXACT if text is not None else Fidelity.SKIPPED,
                changed=changed if text is not None else None,
                ir_file=current if text is not None else None,
                sha256=sha256_text(previous_text) if text is not None else None,
                size=len(previous_text) if text is not None else None,
                time_ms=None,
            )
        )
    trace = Trace(
        dsl_version=version,
        dsl_variant="cu12",
        strategy=Strategy.REPLAY,
        arch="sm_90a",
        kernel=KernelIdentity(name=name, entry="", source_file=source),
        pipeline="",
        expanded_pipeline="",
        passes=records,
    )
    trace.save(root)
    return load_trace(root)


def test_identical_traces_are_identical(tmp_path):
    ir = module(chain(5))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE))
    result = diff_traces(a, b)
    assert not result.differs
    assert result.first_divergence is None
    assert {row.status for row in result.passes} == {DiffStatus.IDENTICAL}
    assert "identical" in render_text(result)


def test_first_divergent_pass_and_a_small_diff_despite_renumbering(tmp_path):
    before, same, changed = module(chain(3)), module(chain(40)), module(chain(40, extra_at=2))
    a = make_trace(tmp_path / "a", before, [before, same, same, same, same, same])
    b = make_trace(tmp_path / "b", before, [before, same, changed, changed, changed, changed])
    result = diff_traces(a, b)
    assert result.differs and not result.input_differs
    divergence = result.first_divergence
    assert divergence is not None and divergence.exact
    assert divergence.label == "003-canonicalize" and divergence.stage == "cute-simplify"
    row = result.passes[divergence.row]
    assert [f.key for f in row.functions] == ["@kernels::@kernel_add_0"], "only the kernel changed"
    kernel = row.functions[0]
    assert kernel.kind is FunctionKind.KERNEL
    assert kernel.size == (2, 1), "\n".join(kernel.diff)  # the new multiply, and its user rewired
    assert [r.status for r in result.passes[:2]] == [DiffStatus.IDENTICAL, DiffStatus.IDENTICAL]


def test_a_difference_after_an_unproven_pass_is_flagged_as_a_possible_artefact(tmp_path):
    before, same, changed = module(chain(3)), module(chain(40)), module(chain(40, extra_at=2))
    a = make_trace(tmp_path / "a", before, [before, same, same, same, same, same])
    b = make_trace(tmp_path / "b", before, [before, same, changed, changed, changed, changed])
    unproven = "may differ from the real pipeline from pass 2 (int-range-optimizations skipped, unprovable)"
    b.passes[2:] = [replace(p, fidelity=Fidelity.REPLAYED, may_differ_from=2, evidence=unproven) for p in b.passes[2:]]
    result = diff_traces(a, b)
    row = result.passes[result.first_divergence.row]
    assert row.unproven == f"B's 003-canonicalize is replayed: {unproven}"
    text = render_text(result)
    assert f"possibly an artefact of the replay, not of the compiler: {row.unproven}" in text
    assert "~*cute-simplify" in text
    # proven on both sides: no flag
    b.passes[2:] = [replace(p, fidelity=Fidelity.EXACT_BY_PROOF, may_differ_from=None) for p in b.passes[2:]]
    assert diff_traces(a, b).passes[2].unproven == ""


def test_input_difference_is_reported_first(tmp_path):
    a_ir, b_ir = module(chain(4)), module(chain(4, extra_at=1))
    a = make_trace(tmp_path / "a", a_ir, [a_ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", b_ir, [b_ir] * len(PIPELINE))
    result = diff_traces(a, b)
    assert result.input_differs
    assert result.first_divergence is None
    text = render_text(result)
    assert text.index("input IR already differs") < text.index("passes (")


def test_a_function_with_identical_input_gets_its_own_divergence(tmp_path):
    """Another arch changes a host constant from the start; the kernel agrees until pass 4."""
    other_host = "    %r = arith.muli %x, %x : i32\n    return %r : i32\n"
    kernel, changed_kernel = chain(6), chain(6, extra_at=2)
    a_ir, b_ir = module(kernel), module(kernel, other_host)
    b_later = module(changed_kernel, other_host)
    a = make_trace(tmp_path / "a", a_ir, [a_ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", b_ir, [b_ir, b_ir, b_ir, b_later, b_later, b_later])
    result = diff_traces(a, b)
    assert result.input_differs and result.first_divergence is None
    [kernel_divergence] = [d for d in result.function_divergences if d.function == "@kernels::@kernel_add_0"]
    assert kernel_divergence.label == "004-cse" and kernel_divergence.exact
    text = render_text(result)
    assert "first divergent pass of @kernels::@kernel_add_0: 004-cse [cute-simplify] (its own input IR" in text


def test_a_pass_only_one_release_runs_can_be_the_divergence(tmp_path):
    ir, folded = module(chain(6)), module(chain(3))
    newer = [*PIPELINE[:2], "int-range-optimizations", *PIPELINE[2:]]
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE), version="4.5.3")
    b = make_trace(tmp_path / "b", ir, [ir, ir, folded, folded, folded, folded, folded], pipeline=newer)
    result = diff_traces(a, b)
    only_b = [row for row in result.passes if row.status is DiffStatus.ONLY_IN_B]
    assert [row.label for row in only_b] == ["003-int-range-optimizations"]
    assert result.first_divergence.label == "003-int-range-optimizations"


def test_renamed_passes_align_across_releases(tmp_path):
    ir = module(chain(3))
    old = ["cute-expand-ops", "canonicalize", "convert-to-llvm", "nvvm-attach-target", "gpu-module-to-binary"]
    new = ["cute-expand-ops", "canonicalize", "cuda-compute-target", "one-shot-convert-to-llvm", "cuda-to-binary"]
    a = make_trace(tmp_path / "a", ir, [ir] * 5, pipeline=old, version="4.2.1")
    b = make_trace(tmp_path / "b", ir, [ir] * 5, pipeline=new)
    rows = diff_traces(a, b).passes
    labels = [(row.a_label, row.b_label, row.moved) for row in rows]
    assert ("003-convert-to-llvm", "004-one-shot-convert-to-llvm", False) in labels
    assert ("004-nvvm-attach-target", "003-cuda-compute-target", True) in labels
    assert ("005-gpu-module-to-binary", "005-cuda-to-binary", False) in labels
    assert all(row.a_label and row.b_label for row in rows)


def test_passes_skipped_on_both_sides_are_no_difference(tmp_path):
    ir = module(chain(4))
    a = make_trace(tmp_path / "a", ir, [ir, ir, None, ir, ir, ir])
    b = make_trace(tmp_path / "b", ir, [ir, ir, None, ir, ir, ir])
    result = diff_traces(a, b)
    assert not result.differs and result.unknown == 1
    assert "1 passes or artifacts were not captured" in render_text(result)


def test_skipped_passes_make_the_divergence_inexact(tmp_path):
    ir, other = module(chain(5)), module(chain(5, extra_at=3))
    a = make_trace(tmp_path / "a", ir, [ir, ir, None, ir, ir, ir])
    b = make_trace(tmp_path / "b", ir, [ir, ir, None, other, other, other])
    result = diff_traces(a, b)
    assert result.passes[2].status is DiffStatus.UNKNOWN
    assert result.first_divergence.label == "004-cse"
    assert not result.first_divergence.exact


def test_functions_are_split_kernels_first():
    pieces = split_functions(module(chain(2)))
    assert [(p.key, p.kind) for p in pieces] == [
        ("@kernels::@kernel_add_0", FunctionKind.KERNEL),
        ("@host", FunctionKind.HOST),
        ("@kernels globals", FunctionKind.GLOBALS),
        ("(module)", FunctionKind.GLOBALS),
    ]
    assert pieces[0].text.startswith("gpu.func @kernel_add_0")


def test_ir_that_does_not_parse_is_split_by_text():
    broken = module(chain(2)).replace("%r = arith.addi %x, %x", "%r = unknown.op %x, <<<")
    pieces = {p.key: p for p in split_functions(broken)}
    assert pieces["@kernels::@kernel_add_0"].kind is FunctionKind.KERNEL
    assert "unknown.op" in pieces["@host"].text


def test_traces_of_different_kernels_are_refused(tmp_path):
    ir = module(chain(2))
    a = make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    b = make_trace(tmp_path / "b", ir, [ir] * len(PIPELINE), source="kernels/softmax.py", name="softmax")
    with pytest.raises(BadInputError, match="different kernels"):
        diff_traces(a, b)
    assert not diff_traces(a, b, allow_other_kernel=True).differs
    variant = make_trace(tmp_path / "variant", ir, [ir] * len(PIPELINE), name="add_f16")
    assert not diff_traces(a, variant).differs, "variants of one kernel share its source file"


def test_cli_exit_codes_text_and_json(tmp_path):
    base, changed = module(chain(8)), module(chain(8, extra_at=4))
    make_trace(tmp_path / "a", base, [base] * len(PIPELINE))
    make_trace(tmp_path / "b", base, [base, base, changed, changed, changed, changed])
    make_trace(tmp_path / "same", base, [base] * len(PIPELINE))
    make_trace(tmp_path / "other", base, [base] * len(PIPELINE), source="kernels/other.py", name="other")
    runner = CliRunner()

    same = runner.invoke(main, ["diff", str(tmp_path / "a"), str(tmp_path / "same")])
    assert same.exit_code == ExitCode.OK, same.output

    differs = runner.invoke(main, ["diff", str(tmp_path / "a"), str(tmp_path / "b")])
    assert differs.exit_code == ExitCode.DIFFERENT, differs.output
    assert "first divergent pass: 003-canonicalize [cute-simplify]" in differs.output
    # the stored text as the trace holds it (`%c1`), not as the installed DSL would print it again (`%c1_i32`)
    assert "  +  %4' = arith.muli %3, %c1 : i32\n  +  %4 = arith.addi %4', %arg0 : i32\n" in differs.output

    as_json = runner.invoke(main, ["diff", "--json", str(tmp_path / "a"), str(tmp_path / "b")])
    data = json.loads(as_json.output)
    assert data["differs"] and data["first_divergence"]["label"] == "003-canonicalize"
    assert data["passes"][2]["functions"][0]["added"] == 2
    assert data["passes"][2]["label"] == "003-canonicalize" and data["passes"][2]["status"] == "changed"

    later = data["passes"][3]  # differs only because 003 did: its functions, no repeated diff text
    assert later["status"] == "changed" and not later["diff_shown"]
    assert later["functions"] and all("diff" not in f for f in later["functions"])
    every = json.loads(runner.invoke(main, ["diff", "--json", "--all", str(tmp_path / "a"), str(tmp_path / "b")]).output)
    assert every["passes"][3]["diff_shown"] and "diff" in every["passes"][3]["functions"][0]

    other = runner.invoke(main, ["diff", str(tmp_path / "a"), str(tmp_path / "other")])
    assert other.exit_code == ExitCode.BAD_INPUT and "different kernels" in other.output

    missing = runner.invoke(main, ["diff", str(tmp_path / "a"), str(tmp_path / "nowhere")])
    assert missing.exit_code == ExitCode.BAD_INPUT and "not a trace directory" in missing.output


def test_a_trace_from_a_newer_schema_is_refused(tmp_path):
    ir = module(chain(2))
    make_trace(tmp_path / "a", ir, [ir] * len(PIPELINE))
    make_trace(tmp_path / "new", ir, [ir] * len(PIPELINE))
    manifest = tmp_path / "new" / "manifest.json"
    data = json.loads(manifest.read_text())
    data["schema_version"] = SCHEMA_VERSION + 1
    manifest.write_text(json.dumps(data))
    result = CliRunner().invoke(main, ["diff", str(tmp_path / "a"), str(tmp_path / "new")])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"manifest schema {SCHEMA_VERSION + 1}" in result.output


def test_diff_versions_needs_its_environments(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "envs"))
    result = CliRunner().invoke(main, ["diff-versions", "elementwise_add", "--from", "4.2.1", "--to", "4.3.5"])
    assert result.exit_code == ExitCode.ENVIRONMENT
    assert "cute-ir env add 4.2.1" in result.output
    bad = CliRunner().invoke(main, ["diff-versions", "elementwise_add", "--from", "newest", "--to", "4.3.5"])
    assert bad.exit_code == ExitCode.USAGE and "Invalid value for '--from'" in bad.output


def test_the_text_split_spells_aliases_out_like_the_printer():
    aliased = "!t = i32\n" + module(chain(2)).replace("arith.addi %x, %x : i32", "arith.addi %x, %x : !t <<<")
    pieces = {p.key: p.text for p in split_functions(aliased)}
    assert "%r = arith.addi %x, %x : i32 <<<" in pieces["@host"]
    assert "!t" not in pieces["(module)"]


def test_the_text_split_spells_out_aliases_of_aliases_and_only_whole_names():
    aliases = "!t = i32\n!p = !llvm.struct<(!t, !t)>\n"
    host = "    %r = x.y %x : !p, !t, !tt, a!t, !t-1\n    return %r : i32\n"
    pieces = {p.key: p.text for p in split_functions(aliases + module(chain(2), host_body=host))}
    assert "%r = x.y %x : !llvm.struct<(i32, i32)>, i32, !tt, a!t, !t-1" in pieces["@host"]


def test_the_text_split_cuts_where_a_spelled_out_alias_closes_a_function():
    # `!c` spells `}`: spelled out, the host function's second line closes it, and the rest of its
    # body lands in the module's globals. Asked for one piece or for all, the split is the same.
    host = "  !c\n    return %x : i32\n"
    text = "!c = }\n!t = i32\n" + module(chain(1), host_body=host).replace("%arg0, %c1 : i32", "%arg0, %c1 : !t")
    pieces = {p.key: p.text for p in split_functions(text)}
    assert pieces["@host"] == "func.func @host(%x: i32) -> i32 {\n}"
    assert "return %x : i32" in pieces["(module)"]
    assert "%0 = arith.addi %arg0, %c1 : i32" in pieces["@kernels::@kernel_add_0"]
    split = TextSplit(text)
    assert {key: split.text(key) for key in pieces} == pieces and split.text("@absent") is None


def test_a_function_ends_at_the_first_brace_at_its_own_indentation():
    # A deeper `}` (a loop's) does not close it, nor a `}` that only starts like its closing line after more
    # blanks; an unclosed function runs to the end of the module.
    body = "  func.func @f() {\n    scf.for {\n    }\n     }\n    return\n  }\n  func.func @g() {\n    return\n"
    pieces = {p.key: p.text for p in split_functions("module {\n" + body)}
    assert pieces["@f"] == "func.func @f() {\n  scf.for {\n  }\n   }\n  return\n}"
    assert pieces["@g"] == "func.func @g() {\n  return"


def test_a_shown_text_split_leaves_out_line_end_blanks_and_the_modules_closing_brace():
    # Stripping locations leaves blanks at line ends; a function's first divergence is shown without
    # them and without the module's `}` (its globals piece is the module's header and its other ops).
    text = module(chain(2)).replace(" : i32\n", " : i32 \n")
    cut = {f.key: f.text for f in split_functions(text)}
    shown = {f.key: f.text for f in ShownTextSplit(text).functions()}
    assert any(line.endswith(" ") for line in cut["@host"].splitlines())
    assert shown["@host"] == "\n".join(line.rstrip() for line in cut["@host"].splitlines())
    assert cut["(module)"].endswith("\n}") and shown["(module)"] == cut["(module)"][: -len("\n}")]


def test_the_entries_of_one_function_are_those_of_all_functions_for_it():
    # B renames the kernel and the host function and has one device function where A has two: they
    # pair by kind and order. Asked for one key, the row pairs them all alike and prints only that one.
    def device(name: str) -> str:
        return f"    llvm.func @{name}() {{\n      llvm.return\n    }}\n"

    a_text = module(chain(2)).replace("    }\n  }\n", "    }\n" + device("gone1") + device("gone2") + "  }\n", 1)
    b_text = module(chain(2)).replace("    }\n  }\n", "    }\n" + device("helper") + "  }\n", 1)
    b_text = b_text.replace("@kernel_add_0", "@kernel_mul_0").replace("@host", "@other")
    every = diff_functions(*split_pair(a_text, b_text))
    statuses = {f.key: f.status for f in every}
    assert statuses["@kernels::@gone1"] is DiffStatus.CHANGED and statuses["@kernels::@gone2"] is DiffStatus.ONLY_IN_A
    assert statuses["@kernels::@kernel_add_0"] is statuses["@host"] is DiffStatus.CHANGED
    for key in [*statuses, "@kernels::@helper", "(module)", "@absent"]:
        a_split, b_split = split_pair(a_text, b_text)
        assert diff_functions(a_split, b_split, only=key) == [f for f in every if f.key == key]
        printed = [a_split.pieces[n][0] for n in range(len(a_split.pieces)) if n in a_split._texts]
        assert set(printed) <= {key}, "only the function asked for is printed"


def test_a_worker_normalizing_a_share_of_the_ir_changes_nothing(tmp_path, monkeypatch):
    import cute_ir.normalize.files as normalize_files

    a_ir, b_ir = module(chain(4)), module(chain(4, extra_at=1))
    a = make_trace(tmp_path / "a", a_ir, [a_ir, a_ir, b_ir, b_ir, b_ir, b_ir])
    b = make_trace(tmp_path / "b", b_ir, [b_ir] * len(PIPELINE))
    alone = render_text(diff_traces(a, b), all_diffs=True)
    monkeypatch.setattr(normalize_files, "WORTH_A_WORKER", 0)
    monkeypatch.setattr(normalize_files, "usable_cores", lambda: 2)
    assert render_text(diff_traces(a, b), all_diffs=True) == alone


@pytest.mark.parametrize("twin", [False, True], ids=["", "twin"])
@pytest.mark.parametrize("worker", ["none", "forked", "interpreter"])
def test_an_edited_ir_file_is_refused_whoever_reads_it(tmp_path, monkeypatch, worker, twin):
    # Files are read by the process that normalizes them: a worker's read checks the hash too (a forked
    # one through the trace, a new interpreter against the hash listed for it), and the file it could not
    # normalize is read again here, where the mismatch is reported.
    import cute_ir.normalize.files as normalize_files

    a_ir, b_ir = module(chain(4)), module(chain(4, extra_at=1))
    a = make_trace(tmp_path / "a", a_ir, [a_ir, a_ir, b_ir, b_ir, b_ir, b_ir])
    b = make_trace(tmp_path / "b", b_ir, [b_ir] * len(PIPELINE))
    edited = tmp_path / "a" / a.passes[2].ir_file
    if twin:  # B a copy of A, edited: its file has the recorded hash of A's, which is normalized for both
        shutil.rmtree(tmp_path / "b")
        shutil.copytree(tmp_path / "a", tmp_path / "b")
        edited = tmp_path / "b" / a.passes[2].ir_file
    edited.write_text(edited.read_text().replace("arith.muli", "arith.subi"))
    if worker != "none":
        monkeypatch.setattr(normalize_files, "WORTH_A_WORKER", 0)
        monkeypatch.setattr(normalize_files, "usable_cores", lambda: 2)
    if worker == "interpreter":
        monkeypatch.setattr(normalize_files, "can_fork", lambda: False)
        worker_status = []
        real_start = normalize_files.SharedNormalization._start_worker

        def start_and_finish(self, comparing):  # the worker claims all it can before this process goes on
            process = real_start(self, comparing)
            worker_status.append(process.wait())
            return process

        monkeypatch.setattr(normalize_files.SharedNormalization, "_start_worker", start_and_finish)
    with pytest.raises(BadInputError, match="003-canonicalize.mlir does not match its hash"):
        diff_traces(load_trace(tmp_path / "a"), load_trace(tmp_path / "b"))
    if worker == "interpreter" and not twin:
        assert worker_status and worker_status[0] != 0, "the worker read the edited file and stopped on it"


@pytest.mark.parametrize("missing", ["input", "pass"])
def test_a_missing_ir_file_is_reported_as_an_incomplete_trace(tmp_path, missing):
    a_ir, b_ir = module(chain(4)), module(chain(4, extra_at=1))
    a = make_trace(tmp_path / "a", a_ir, [a_ir, a_ir, b_ir, b_ir, b_ir, b_ir])
    b = make_trace(tmp_path / "b", b_ir, [b_ir] * len(PIPELINE))
    relative = INPUT_FILE if missing == "input" else a.passes[2].ir_file
    (tmp_path / "a" / relative).unlink()
    with pytest.raises(BadInputError, match=f"trace .* is incomplete: {relative} is missing"):
        diff_traces(a, b)


def test_diff_versions_keeps_its_traces_with_o_and_names_no_removed_directory_without(tmp_path):
    from small_kernel import SMALL_KERNEL

    from cute_ir.releases.environments import format_spec
    from cute_ir.trace import load_trace
    from cute_ir.releases.catalogue import installed_dsl

    spec = format_spec(*installed_dsl())  # this interpreter's DSL: no environment to build
    args = ["diff-versions", SMALL_KERNEL, "--from", spec, "--to", spec]
    retired = CliRunner().invoke(main, [*args, "--keep", str(tmp_path / "xv")])  # -o's old name, gone in 0.2.0
    assert retired.exit_code == ExitCode.USAGE and "No such option '--keep'" in retired.output
    kept = CliRunner().invoke(main, [*args, "-o", str(tmp_path / "xv")])
    assert kept.exit_code == ExitCode.OK, kept.output
    assert load_trace(tmp_path / "xv" / f"a-{spec}").ok and load_trace(tmp_path / "xv" / f"b-{spec}").ok
    assert str(tmp_path / "xv" / f"a-{spec}") in kept.output  # the report names where they are
    gone = CliRunner().invoke(main, [*args, "--json"])
    assert gone.exit_code == ExitCode.OK, gone.output
    report = json.loads(gone.output[gone.output.index("{"):])
    assert report["a"]["root"] == report["b"]["root"] == "not kept: -o DIR keeps it"
