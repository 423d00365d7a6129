"""The viewer page builder, its source mapping, stage alignment, terminal view and CLI errors (no browser)."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.errors import ExitCode
from cute_ir.trace import MANIFEST, CheckpointStatus, Fidelity, Verdict, load_trace
from cute_ir.passes_view import build_comparison_page, build_trace_page
from cute_ir.passes_view.bodies import BLOCK_TYPE, decode_block
from cute_ir.passes_view.synthetic import write_synthetic_trace


def page_index(html: str) -> dict:
    match = re.search(r'<script type="application/json" id="index">(.*?)</script>', html, re.S)
    assert match, "the page has no index block"
    return json.loads(match.group(1))


def page_payload(html: str, pid: int) -> dict:
    match = re.search(rf'<script type="{BLOCK_TYPE}" id="payload-{pid}">(.*?)</script>', html, re.S)
    assert match, f"payload {pid} missing"
    return decode_block(match.group(1))


@pytest.fixture
def trace_dir(tmp_path: Path) -> Path:
    write_synthetic_trace(tmp_path / "trace", passes=12, functions=3)
    return tmp_path / "trace"


def test_page_lists_input_passes_and_artifacts(trace_dir: Path) -> None:
    html = build_trace_page(load_trace(trace_dir))
    rows = page_index(html)["traces"][0]["rows"]
    assert [r["arg"] for r in rows][:2] == ["input", "synthetic-cute-prepare-1"]
    assert rows[-1]["kind"] == "artifact" and rows[-1]["arg"] == "ptx"
    assert len(rows) == 1 + 12 + 1
    skipped = rows[5]
    assert skipped["fid"] == "skipped" and skipped["body"] is None
    unchanged = rows[4]
    assert unchanged["changed"] is False and unchanged["diff"] is None and unchanged["body"] == rows[3]["body"]


def test_each_row_carries_its_fidelity_evidence_for_the_badge(trace_dir: Path) -> None:
    trace = load_trace(trace_dir)
    evidence = "may differ from the real pipeline from pass 5 (synthetic skipped, active)"
    trace.passes = [
        dataclasses.replace(p, verdict=Verdict.ACTIVE, evidence="synthetic: floordivsi ×2") if p.index == 5
        else dataclasses.replace(p, fidelity=Fidelity.REPLAYED, may_differ_from=5, evidence=evidence)
        if p.index > 5 else p
        for p in trace.passes
    ]
    rows = page_index(build_trace_page(trace))["traces"][0]["rows"]
    assert (rows[5]["fid"], rows[5]["verdict"], rows[5]["evidence"]) == ("skipped", "active", "synthetic: floordivsi ×2")
    assert (rows[6]["fid"], rows[6]["from"], rows[6]["evidence"]) == ("replayed", 5, evidence)
    script = (Path(__file__).parents[1] / "passes_view" / "templates" / "viewer.js").read_text()
    assert "esc(r.evidence || r.fid)" in script and '" · from " + r.from' in script  # tooltip, badge


@pytest.mark.parametrize("status", list(CheckpointStatus))
def test_every_checkpoint_status_a_capture_records_is_said_in_words(trace_dir: Path, tmp_path: Path,
                                                                     status: CheckpointStatus) -> None:
    """A --lineinfo trace's llvm-only checkpoint is `identical-without-debug-info`: `view` once raised KeyError on it."""
    manifest = json.loads((trace_dir / MANIFEST).read_text())
    manifest["checkpoints"] = [{"checkpoint": "llvm-only", "status": status.value, "detail": "what was compared"},
                               {"checkpoint": "ptx", "status": "identical", "detail": "byte-identical"}]
    (trace_dir / MANIFEST).write_text(json.dumps(manifest))
    out = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["view", str(trace_dir), "-o", str(out)])
    assert result.exit_code == 0, result.output
    llvm_only, ptx = page_index(out.read_text())["traces"][0]["checkpoints"][:2]
    assert "llvm-only checkpoint" in llvm_only and "(what was compared)" in llvm_only
    assert ptx == "The replay matches the real pipeline at its ptx checkpoint (byte-identical)."
    compared = CliRunner().invoke(main, ["view", str(trace_dir), str(trace_dir), "-o", str(tmp_path / "cmp.html")])
    assert compared.exit_code == 0, compared.output


def test_page_is_self_contained(trace_dir: Path) -> None:
    html = build_trace_page(load_trace(trace_dir))
    assert not re.search(r'(src|href)\s*=\s*"(https?:)?//', html), "the page must load nothing from the network"
    assert "<link" not in html


def test_each_distinct_body_is_stored_once_and_decodes_to_the_file(trace_dir: Path) -> None:
    trace = load_trace(trace_dir)
    html = build_trace_page(trace)
    rows = page_index(html)["traces"][0]["rows"]
    bodies = {r["body"] for r in rows if r["kind"] == "pass" and r["body"] is not None}
    distinct_files = {p.ir_file for p in trace.passes if p.ir_file} | {"passes/000-input.mlir"}
    assert len(bodies) == len(distinct_files)
    third = trace.passes[2]
    assert page_payload(html, rows[3]["body"])["text"] == (trace_dir / third.ir_file).read_text()


def test_the_bodies_are_encoded_while_the_diff_works(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Encoding a large pair's bodies took 0.8 s before its diff began; now it is done while the diff's
    child works out each pass's effects (`meanwhile`), each payload once, and the page is the same."""
    import cute_ir.passes_view.bodies as bodies
    import cute_ir.passes_view.page as page

    for name in ("a", "b"):
        write_synthetic_trace(tmp_path / name, passes=12, functions=3)
    a, b = load_trace(tmp_path / "a"), load_trace(tmp_path / "b")
    encoded: list[int] = []
    real_encode, real_diff = bodies._encode, page.diff_traces
    monkeypatch.setattr(bodies, "_encode", lambda payload: encoded.append(payload.get("lang")) or real_encode(payload))
    around_the_diff: list[tuple[int, int]] = []  # (payloads encoded, payloads added)

    def diff(*args: object, **options: Any) -> object:
        store = options["meanwhile"].__self__
        around_the_diff.append((len(encoded), len(store)))
        found = real_diff(*args, **options)
        around_the_diff.append((len(encoded), len(store)))
        return found

    monkeypatch.setattr(page, "diff_traces", diff)
    html = build_comparison_page(a, b)
    (encoded_before, added_before), (encoded_after, _) = around_the_diff
    assert encoded_before == 0 and encoded_after == added_before > 0
    assert {"mlir", "ptx"} <= set(encoded[:encoded_after]), "the traces' bodies among them"
    assert len(encoded) == html.count(f'<script type="{BLOCK_TYPE}"'), "each payload encoded once"


def test_diff_payload_reconstructs_the_after_text(trace_dir: Path) -> None:
    trace = load_trace(trace_dir)
    html = build_trace_page(trace)
    row = page_index(html)["traces"][0]["rows"][2]
    before = page_payload(html, row["before"])["text"].splitlines()
    after = page_payload(html, row["body"])["text"].splitlines()
    rebuilt: list[str] = []
    for tag, i1, i2, j1, j2 in page_payload(html, row["diff"])["ops"]:
        rebuilt.extend(before[i1:i2] if tag == "e" else after[j1:j2])
    assert rebuilt == after
    assert row["removed"] > 0 and row["added"] > 0


def test_a_trace_older_than_facts_files_maps_its_stored_text(trace_dir: Path) -> None:
    # The synthetic trace has no facts files (as schema 1): the page maps each op line by the location
    # it ends in, read by capture's own text reader (no DSL), a region op's at its closing brace.
    trace = load_trace(trace_dir)
    assert trace.input_facts_file is None and all(p.facts_file is None for p in trace.passes)
    html = build_trace_page(trace)
    payload = page_payload(html, page_index(html)["traces"][0]["rows"][0]["body"])
    lines = payload["text"].splitlines()
    assert payload["files"] == [str(trace_dir / "synthetic_kernel.py")]
    assert len(payload["map"]) == 3 * 14  # every arith op, return and function end; not the location-less module
    for number, file_index, line, col in payload["map"]:
        assert lines[number].endswith(f'loc("{payload["files"][file_index]}":{line}:{col})')


def test_a_ptx_without_facts_maps_by_its_loc_directives(tmp_path: Path) -> None:
    write_synthetic_trace(tmp_path / "t", passes=4, functions=1, source=tmp_path / "k.py")
    trace = load_trace(tmp_path / "t")
    assert trace.artifacts["ptx"].facts_file is None
    html = build_trace_page(trace)
    row = next(r for r in page_index(html)["traces"][0]["rows"] if r["arg"] == "ptx")
    payload = page_payload(html, row["body"])
    lines = payload["text"].splitlines()
    assert payload["map"] and payload["files"] == [str(tmp_path / "k.py")]
    assert all(not lines[number].lstrip().startswith((".", "{", "}")) for number, *_ in payload["map"])


def test_comparison_marks_the_first_divergent_pass(tmp_path: Path) -> None:
    write_synthetic_trace(tmp_path / "a", passes=12, functions=3, source=tmp_path / "k.py")
    write_synthetic_trace(tmp_path / "b", passes=12, functions=3, source=tmp_path / "k.py")
    # Make B's IR differ from pass 6 on: same passes, different result.
    b_trace = load_trace(tmp_path / "b")
    for record in b_trace.passes[5:]:
        if record.ir_file and record.changed:
            path = tmp_path / "b" / record.ir_file
            path.write_text(path.read_text().replace("arith.muli", "arith.subi"))
    b_trace.passes = [
        dataclasses.replace(p, sha256=None) if p.index >= 6 else p for p in b_trace.passes
    ]
    index = page_index(build_comparison_page(load_trace(tmp_path / "a"), b_trace))
    first = index["aligned"][index["firstDivergent"]]
    assert index["traces"][0]["rows"][first["a"]]["index"] == 6
    assert first["status"] == "differs" and first["diff"] is not None
    assert {row["status"] for row in index["aligned"][: index["firstDivergent"]]} == {"same", "unknown"}


def test_the_comparison_page_reads_each_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page and the diff it shows share what they read: reading, checking and inflating a large pair's
    IR a second time took about 0.3 s of a build (the page alone read a file once per unchanged pass)."""
    import cute_ir.trace.record as record

    for name in ("a", "b"):
        write_synthetic_trace(tmp_path / name, passes=12, functions=3)
    a, b = load_trace(tmp_path / "a"), load_trace(tmp_path / "b")
    assert len({p.ir_file for p in a.passes}) < len(a.passes), "passes that change nothing share a file"
    reads: list[Path] = []
    real = record.read_verified
    monkeypatch.setattr(record, "read_verified", lambda path, *args, **kw: reads.append(path) or real(path, *args, **kw))
    build_comparison_page(a, b)
    assert reads and len(reads) == len(set(reads)), sorted(str(p) for p in reads if reads.count(p) > 1)


def test_a_pass_of_one_side_shows_what_it_did_there(tmp_path: Path) -> None:
    from test_diff import PIPELINE, chain, make_trace, module

    plain, rewritten = module(chain(4)), module(chain(4, extra_at=2))
    a = make_trace(tmp_path / "a", plain, [plain] * len(PIPELINE))
    pipeline_b = [*PIPELINE[:3], "loop-vectorize", *PIPELINE[3:]]
    b = make_trace(tmp_path / "b", plain, [plain, plain, plain, rewritten, rewritten, rewritten, rewritten],
                   pipeline=pipeline_b)
    html = build_comparison_page(a, b)
    index = page_index(html)
    row = next(r for r in index["aligned"] if r["status"] == "only-b")
    assert row["marks"] == ["first divergence", "suspect (unverified) for @kernel_add_0"]
    norm = page_payload(html, row["norm"])
    assert norm["title"] == "what this pass did in B"
    (kernel,) = norm["functions"]
    assert kernel["key"] == "@kernels::@kernel_add_0"
    assert sum(line.startswith("+") and not line.startswith("+++") for line in kernel["diff"]) == 2
    resources = index["aligned"][-1]
    assert resources["stage"] == "resources" and resources["status"] == "same"


# ---- command line ---------------------------------------------------------------------------------
def test_view_writes_the_page(trace_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert page_index(out.read_text())["mode"] == "trace"


def test_without_out_the_page_goes_under_traces_where_dump_writes(trace_dir: Path, tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """`view TRACE` without -o wrote KERNEL.passes.html into the working directory (a user's repository root);
    it now writes under traces/, beside dump's and trace's own default output, which a user ignores once."""
    work = tmp_path / "project"
    work.mkdir()
    monkeypatch.chdir(work)
    kernel = load_trace(trace_dir).kernel.name
    result = CliRunner().invoke(main, ["view", str(trace_dir)])
    assert result.exit_code == 0, result.output
    assert f"wrote {Path('traces') / f'{kernel}.passes.html'} (" in result.output
    compared = CliRunner().invoke(main, ["view", str(trace_dir), str(trace_dir)])
    assert compared.exit_code == 0, compared.output
    assert [path.name for path in work.iterdir()] == ["traces"]
    assert len(list((work / "traces").glob("*.passes.html"))) == 2


def test_view_two_traces_writes_a_comparison(trace_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "cmp.html"
    result = CliRunner().invoke(main, ["view", str(trace_dir), str(trace_dir), "-o", str(out)])
    assert result.exit_code == 0, result.output
    index = page_index(out.read_text())
    assert index["mode"] == "compare" and index["firstDivergent"] is None


def _invoke_bad(args: list[str], out: Path) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["view", *args, "--out", str(out)])
    assert not out.exists(), "a failed view must not leave an HTML file"
    assert not list(out.parent.glob(f".{out.name}*")), "nor a temp file"
    return result.exit_code, result.output


def test_missing_pass_file_is_bad_input(trace_dir: Path, tmp_path: Path) -> None:
    (trace_dir / "passes/002-synthetic-cute-prepare-2.mlir").unlink()
    code, output = _invoke_bad([str(trace_dir)], tmp_path / "out.html")
    assert code == ExitCode.BAD_INPUT
    assert "passes/002-synthetic-cute-prepare-2.mlir is missing" in output


def test_unknown_manifest_schema_is_bad_input(trace_dir: Path, tmp_path: Path) -> None:
    manifest = json.loads((trace_dir / MANIFEST).read_text())
    manifest["schema_version"] = 99
    (trace_dir / MANIFEST).write_text(json.dumps(manifest))
    code, output = _invoke_bad([str(trace_dir)], tmp_path / "out.html")
    assert code == ExitCode.BAD_INPUT
    assert "manifest schema 99" in output


def test_empty_trace_is_bad_input(trace_dir: Path, tmp_path: Path) -> None:
    manifest = json.loads((trace_dir / MANIFEST).read_text())
    manifest["passes"] = []
    (trace_dir / MANIFEST).write_text(json.dumps(manifest))
    code, output = _invoke_bad([str(trace_dir)], tmp_path / "out.html")
    assert code == ExitCode.BAD_INPUT
    assert "records no passes" in output


def test_not_a_trace_is_bad_input(tmp_path: Path) -> None:
    code, output = _invoke_bad([str(tmp_path)], tmp_path / "out.html")
    assert code == ExitCode.BAD_INPUT and "not a trace directory" in output


def test_unwritable_output_is_an_output_error(trace_dir: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--out", str(blocker / "page.html")])
    assert result.exit_code == ExitCode.OUTPUT_ERROR, result.output


def test_tui_prints_the_pass_table_and_one_pass(trace_dir: Path) -> None:
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--tui", "--pass", "3"], terminal_width=160)
    assert result.exit_code == 0, result.output
    assert "synthetic-cute-expand-ops-3" in result.output and "skipped" in result.output
    assert "IR after 003-synthetic-cute-expand-ops-3" in result.output
    assert "// cute-expand-ops stage, version 3" in result.output


def test_tui_unknown_pass_is_bad_input(trace_dir: Path) -> None:
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--tui", "--pass", "99"])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "has no pass 99" in result.output
    assert "synthetic-cute-prepare-1" not in result.output, "nothing is printed before the error"


def test_pass_option_needs_tui(trace_dir: Path) -> None:
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--pass", "3"])
    assert result.exit_code == ExitCode.USAGE


def test_comparison_of_different_inputs_diverges_at_the_input(tmp_path: Path) -> None:
    write_synthetic_trace(tmp_path / "a", passes=8, functions=2, source=tmp_path / "k.py")
    write_synthetic_trace(tmp_path / "b", passes=8, functions=3, source=tmp_path / "k.py")
    index = page_index(build_comparison_page(load_trace(tmp_path / "a"), load_trace(tmp_path / "b")))
    assert index["firstDivergent"] == 0
    assert index["aligned"][0]["stage"] == "input" and index["aligned"][0]["status"] == "differs"
    assert "front end" in index["divergenceNote"]


def test_open_hands_the_page_to_the_browser(trace_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)
    out = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--out", str(out), "--open"])
    assert result.exit_code == 0, result.output
    assert opened == [out.resolve().as_uri()]


def test_only_python_sources_are_embedded(tmp_path: Path) -> None:
    # A location in a file that is no Python source maps nowhere; one in a Python file the trace does
    # not store is mapped but not embedded.
    secret, elsewhere = tmp_path / "notes.txt", tmp_path / "elsewhere.py"
    secret.write_text("not kernel source\n")
    elsewhere.write_text("x = 1\n")
    write_synthetic_trace(tmp_path / "t", passes=4, functions=1, source=tmp_path / "k.py")
    first = tmp_path / "t" / "passes/000-input.mlir"
    text = first.read_text().replace(str(tmp_path / "k.py") + '":3', str(secret) + '":1')
    first.write_text(text.replace(str(tmp_path / "k.py") + '":4', str(elsewhere) + '":1'))
    html = build_trace_page(load_trace(tmp_path / "t"))
    index = page_index(html)
    mapped = page_payload(html, index["traces"][0]["rows"][0]["body"])["files"]
    assert str(secret) not in mapped and str(elsewhere) in mapped
    assert set(index["sources"]) == {str(tmp_path / "k.py")}  # but not embedded
    assert "not stored in the trace" in index["unembedded"][str(elsewhere)]


def test_a_trace_without_stored_sources_embeds_none_from_disk(tmp_path: Path) -> None:
    """Sources come from the trace, never from the disk of whoever builds the page (issue 24, A)."""
    write_synthetic_trace(tmp_path / "t", passes=4, functions=1, source=tmp_path / "k.py")
    manifest = json.loads((tmp_path / "t" / MANIFEST).read_text())
    manifest.pop("sources")  # as written before sources were stored: the file is still on this disk
    (tmp_path / "t" / MANIFEST).write_text(json.dumps(manifest))
    index = page_index(build_trace_page(load_trace(tmp_path / "t")))
    assert index["sources"] == {}
    assert "stores no Python sources" in index["unembedded"][str(tmp_path / "k.py")]


def test_the_stored_copy_is_embedded_not_the_file_on_disk(tmp_path: Path) -> None:
    write_synthetic_trace(tmp_path / "t", passes=4, functions=1, source=tmp_path / "k.py")
    captured = (tmp_path / "k.py").read_text()
    (tmp_path / "k.py").write_text("edited after the capture\n")
    html = build_trace_page(load_trace(tmp_path / "t"))
    index = page_index(html)
    assert page_payload(html, index["sources"][str(tmp_path / "k.py")])["text"] == captured


def test_a_failed_compile_is_shown(trace_dir: Path) -> None:
    manifest = json.loads((trace_dir / MANIFEST).read_text())
    manifest["failure"] = {"kind": "pass-failed", "message": "cuda-to-binary: ptxas error [sm_90a]", "pass_index": 12}
    (trace_dir / MANIFEST).write_text(json.dumps(manifest))
    assert page_index(build_trace_page(load_trace(trace_dir)))["traces"][0]["failure"] == "cuda-to-binary: ptxas error [sm_90a]"
    result = CliRunner().invoke(main, ["view", str(trace_dir), "--tui"], terminal_width=160)
    assert result.exit_code == 0 and "compile failed (pass-failed): cuda-to-binary: ptxas error [sm_90a]" in result.output


def test_normalized_diffs_past_the_time_budget_are_left_to_the_raw_diff(tmp_path: Path, monkeypatch) -> None:
    import cute_ir.passes_view.page as page
    from test_diff import chain, make_trace, module

    before, changed = module(chain(3)), module(chain(3, extra_at=1))
    a = make_trace(tmp_path / "a", before, [before, before, before, before, before, before])
    b = make_trace(tmp_path / "b", before, [before, before, changed, changed, changed, changed])
    monkeypatch.setattr(page, "NORMALIZED_DIFF_BUDGET_S", 600.0)
    index = page_index(build_comparison_page(a, b))
    differing = [r for r in index["aligned"] if r["status"] == "differs" and r["stage"] != "resources"]
    assert differing and all("norm" in r for r in differing), "within the budget every row gets its normalized diff"
    monkeypatch.setattr(page, "NORMALIZED_DIFF_BUDGET_S", 0.0)
    index = page_index(build_comparison_page(a, b))
    differing = [r for r in index["aligned"] if r["status"] == "differs" and r["stage"] != "resources"]
    assert any(r["marks"] for r in differing)
    assert all(r.get("normSkipped") and "norm" not in r and r["diff"] is not None for r in differing), (
        "past the budget even the marked rows keep their raw diff: a large pair's page must stay fast")


def test_a_large_pairs_line_diffs_are_left_to_the_page(tmp_path: Path, monkeypatch) -> None:
    """Past LAZY_DIFF_LINES the build makes no line diff (a hundred difflib runs on attention kernels took
    most of a 37 s build): the row points at the shared in-page marker, its counts are the lines' multisets,
    marked approximate; below it the diff is made as before."""
    import cute_ir.passes_view.page as page
    from test_diff import chain, make_trace, module

    before, changed = module(chain(30)), module(chain(30, extra_at=3))
    trace = make_trace(tmp_path / "t", before, [before, changed, changed, changed, changed, changed])
    small = page_index(build_trace_page(trace))["traces"][0]["rows"][2]
    assert "ops" in page_payload(build_trace_page(trace), small["diff"]) and not small["approx"]
    monkeypatch.setattr(page, "LAZY_DIFF_LINES", 10)
    html = build_trace_page(trace)
    row = page_index(html)["traces"][0]["rows"][2]
    assert page_payload(html, row["diff"]) == {"lazy": True} and row["approx"]
    assert row["removed"] > 0 and row["added"] > row["removed"], "the renumbered lines count; a moved one would not"


def test_the_pages_own_line_diff_rebuilds_the_after_text(tmp_path: Path) -> None:
    """viewer.js's lineOps (patience anchors, Myers between them), run by node: its opcodes cover both texts
    in order, equal runs are equal, and replaying them gives the after text; on random small texts and on a
    20,000-line module with scattered edits."""
    import shutil
    import subprocess

    import cute_ir.passes_view.page as page_module

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the browser tests cover the page's diff where Chromium is")
    script = (Path(page_module.__file__).parent / "templates" / "viewer.js").read_text()
    block = script[script.index("  const MYERS_MAX"):script.index("  // Yields hunks of opcodes")]
    harness = block + r"""
function check(a, b) {
  let ei = 0, ej = 0; const out = [];
  for (const [t, i1, i2, j1, j2] of lineOps(a, b)) {
    if (i1 !== ei || j1 !== ej) throw new Error("not contiguous");
    if (t === "e") for (let k = 0; k < i2 - i1; k++) { if (a[i1 + k] !== b[j1 + k]) throw new Error("unequal e"); out.push(a[i1 + k]); }
    else for (let j = j1; j < j2; j++) out.push(b[j]);
    ei = i2; ej = j2;
  }
  if (ei !== a.length || ej !== b.length || out.join("\n") !== b.join("\n")) throw new Error("not rebuilt");
}
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (let t = 0; t < 2000; t++) {
  const v = 1 + Math.floor(rnd() * 6), line = () => "l" + Math.floor(rnd() * v);
  check(Array.from({ length: Math.floor(rnd() * 40) }, line), Array.from({ length: Math.floor(rnd() * 40) }, line));
}
const big = Array.from({ length: 20000 }, (_, i) => "op " + (i % 500) + " " + Math.floor(i / 7)), edited = big.slice();
for (let i = 0; i < edited.length; i += 13) edited[i] = "changed " + i;
edited.splice(5000, 0, "inserted");
check(big, edited);
console.log("ok");
"""
    harness = re.sub(r"\blines\(", "((x) => x)(", harness)
    done = subprocess.run([node, "-e", harness], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_tui_on_an_80_column_terminal_keeps_every_pass_name(small_trace) -> None:
    # the real pipeline's longest names (propagate-divby-through-control-flow) do not fit beside six
    # columns in 80: the stage becomes a heading row and the cells shorten; the names stay whole
    narrow = CliRunner(env={"COLUMNS": "80"}).invoke(main, ["view", str(small_trace.root), "--tui"])
    assert narrow.exit_code == 0, narrow.output
    lines = narrow.output.splitlines()
    assert max(len(line) for line in lines) <= 80
    for record in small_trace.passes:
        assert any(f" {record.arg} " in line for line in lines), record.arg
    assert any(line.split() == ["cute-simplify"] for line in lines)  # a stage heading
    wide = CliRunner(env={"COLUMNS": "200"}).invoke(main, ["view", str(small_trace.root), "--tui"])
    assert wide.exit_code == 0 and "exact-by-proof" in wide.output and "cute-simplify  " in wide.output


_TITLE = "\x1b]0;pwned\x07\x9b2J\u202e"  # set the window title, clear the screen (C1 CSI), reverse the text


def _with_escapes(trace_dir: Path) -> None:
    """A doctored manifest: escape sequences in a pass's name and in the kernel's name."""
    manifest = trace_dir / MANIFEST
    data = json.loads(manifest.read_text())
    data["passes"][2]["arg"] += _TITLE
    data["kernel"]["name"] += _TITLE
    manifest.write_text(json.dumps(data))


@pytest.mark.parametrize("args", [["view", "{t}", "--tui", "--pass", "3"], ["diff", "{t}", "{t}"],
                                  ["check", "{t}", "--stage", "input", "--pattern", "CHECK: nothing-like-this"]],
                         ids=["view-tui", "diff", "check"])
def test_escape_sequences_from_a_trace_never_reach_the_terminal(trace_dir: Path, args: list[str]) -> None:
    """Issue 35 Q: what a trace holds is printed with its terminal controls shown escaped, never raw."""
    _with_escapes(trace_dir)
    result = CliRunner().invoke(main, [a.format(t=trace_dir) for a in args], terminal_width=200)
    assert result.exit_code in (0, 1), result.output
    assert not re.search("[\x07\x1b\x9b\u202e]", result.output), result.output
    assert "\\x1b]0;pwned" in result.output


def test_a_page_title_from_a_trace_never_drives_a_terminal(trace_dir: Path, tmp_path: Path) -> None:
    """`cat page.html` prints the <title> raw: the kernel's name in it has its controls shown escaped."""
    _with_escapes(trace_dir)
    page = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["view", str(trace_dir), "-o", str(page)])
    assert result.exit_code == 0, result.output
    title = re.search("<title>(.*?)</title>", page.read_text(), re.S).group(1)
    assert not re.search("[\x07\x1b\x9b\u202e]", title) and "\\x1b]0;pwned" in title


def test_an_error_naming_trace_text_is_printed_terminal_safe() -> None:
    from cute_ir.errors import BadInputError

    @main.command("raise-it")
    def raise_it() -> None:
        raise BadInputError(f"kernel k{_TITLE} is wrong", hint=f"look at k{_TITLE}")

    try:
        result = CliRunner().invoke(main, ["raise-it"])
    finally:
        main.commands.pop("raise-it")
    assert result.exit_code == ExitCode.BAD_INPUT
    assert not re.search("[\x07\x1b\x9b\u202e]", result.output) and "kk" not in result.output
    assert "error: kernel k\\x1b]0;pwned\\x07\\x9b2J\\u202e is wrong" in result.output


def test_the_comparison_gives_a_dialect_one_colour_in_both_charts_and_names_rows_without_null(tmp_path: Path) -> None:
    # A and B ranked their dialects apart (each chart its own palette): arith was blue in A's chart, orange in B's
    write_synthetic_trace(tmp_path / "a", passes=6, functions=2, source=tmp_path / "k.py")
    write_synthetic_trace(tmp_path / "b", passes=6, functions=2, source=tmp_path / "k.py")
    a, b = load_trace(tmp_path / "a"), load_trace(tmp_path / "b")
    a.passes = [dataclasses.replace(p, op_counts={"arith": 50, "llvm": 5, "scf": 1}) for p in a.passes]
    b.passes = [dataclasses.replace(p, op_counts={"arith": 5, "llvm": 50, "gpu": 2}) for p in b.passes]
    html = build_comparison_page(a, b)
    legends = re.findall(r'<div class="legend">(.*?)</div>', html)[:2]
    colors = [dict((d, c) for c, d in re.findall(r'background:([^"]+)"></i>([^<]+)</span>', legend)) for legend in legends]
    assert set(colors[0]) == {"arith", "llvm", "scf"} and set(colors[1]) == {"arith", "llvm", "gpu"}  # its own only
    assert colors[0]["arith"] == colors[1]["arith"] and colors[0]["llvm"] == colors[1]["llvm"]
    # the resources row has no pass index: its name is "resources", not "null resources"
    script = (Path(__file__).resolve().parents[1] / "passes_view" / "templates" / "viewer.js").read_text()
    assert 'const rowName = (row) => row.index == null ? row.arg :' in script
    assert any(r["kind"] == "resources" and r["index"] is None for r in page_index(html)["traces"][1]["rows"])
