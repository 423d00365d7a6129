"""The viewer page in a real browser (headless Debian Chromium, driven by Playwright).

The pages come from real traces captured in this test session (the smallest registered kernel, for
two architectures), so what is asserted is what a user sees for a real compile. Screenshots go to
test-artifacts/viewer/ (git-ignored) for a person to look at.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from cute_ir.trace import Trace, load_trace
from cute_ir.passes_view import build_comparison_page, build_trace_page

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "viewer"
READY = "body[data-ready='1']"


def _unavailable(reason: str) -> None:
    # CI installs Chromium (.ci/run); there a missing browser is a broken set-up, not a reason to skip.
    if os.environ.get("CI"):
        pytest.fail(f"browser tests cannot run in CI: {reason}")
    pytest.skip(f"browser tests need {reason}")


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.is_file():
        _unavailable(f"Debian's Chromium at {CHROMIUM} (apt-get install -y chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield instance
        instance.close()


def _smallest_kernel_name() -> str:
    """Of the kernels that compile for both archs the pages compare (an sm_90-only kernel cannot be the sm_80 side)."""
    from cute_ir.registry import get_kernels

    return min(get_kernels(cc=80), key=lambda k: (Path(k.source_file).stat().st_size, k.name)).name


@pytest.fixture(scope="session")
def real_traces(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Trace]:
    """The smallest registered kernel captured for sm_90a and sm_80 in this session."""
    from cute_ir.capture.parent import dump_kernel

    name = _smallest_kernel_name()
    root = tmp_path_factory.mktemp("real-traces")
    return {arch: dump_kernel(name, arch, root / arch) for arch in ("sm_90a", "sm_80")}


@pytest.fixture(scope="session")
def pages(real_traces: dict[str, Trace], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("pages")
    trace = load_trace(real_traces["sm_90a"].root)
    single, compare = root / "trace.html", root / "compare.html"
    single.write_text(build_trace_page(trace))
    compare.write_text(build_comparison_page(load_trace(real_traces["sm_80"].root), trace))
    return {"trace": single, "compare": compare}


@pytest.fixture
def page(browser: object, request: pytest.FixtureRequest) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda err: errors.append(str(err)))
    tab.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    tab.on("request", lambda req: errors.append(f"network request: {req.url}") if not req.url.startswith(("file:", "data:", "blob:")) else None)
    yield tab
    _shot(tab, request.node.name)
    context.close()
    assert errors == [], "the page logged errors or touched the network"


def _open(page: object, path: Path) -> None:
    page.goto(path.as_uri())
    page.wait_for_selector(READY, timeout=10_000)
    page.wait_for_selector("#viewer[data-complete='1']")


def _shown(page: object, key: str) -> None:
    """Wait until the view `key` ("ROW:ir|split|unified") has every line on the page (long IR streams in)."""
    page.wait_for_selector(f"#viewer[data-shown='{key}'][data-complete='1']")


def _shot(page: object, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def _visible_rows(page: object) -> list[object]:
    return page.locator("#passes tbody tr:visible").all()


def test_page_from_a_real_trace_lists_every_pass(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    trace = real_traces["sm_90a"]
    _open(page, pages["trace"])
    assert trace.kernel.name in page.text_content("#page-title")
    names = page.locator("#passes tbody td.name").all_text_contents()
    for record in trace.passes:
        assert f"{record.index:03d} {record.arg}" in names
    assert names[0] == "000 input"
    assert page.locator("#viewer .ln").count() > 10, "the input IR is shown on load"
    assert page.locator("#viewer .k-op").count() > 0, "and highlighted"
    assert page.locator(".opchart .bar").count() == sum(1 for p in trace.passes if p.op_counts)


def test_fidelity_badges_carry_the_verdict_and_the_evidence_as_tooltip(page: object, pages: dict[str, Path],
                                                                      real_traces: dict[str, Trace]) -> None:
    trace = real_traces["sm_90a"]
    _open(page, pages["trace"])
    badges = page.locator("#passes tbody .badge")
    for record in trace.passes:
        badge = badges.nth(record.index)  # row 0 is the input
        assert badge.get_attribute("title") == (record.evidence or record.fidelity.value)
        if record.verdict is not None and record.fidelity.value == "skipped":
            assert badge.text_content() == f"skipped · {record.verdict.value}"
        if record.may_differ_from is not None:
            assert badge.text_content().endswith(f"· from {record.may_differ_from}")


def test_search_narrows_the_pass_list(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    _open(page, pages["trace"])
    page.fill("#search", "canonicalize")
    _shot(page, "search-canonicalize")
    names = [row.locator("td.name").text_content() for row in _visible_rows(page)]
    expected = [p for p in real_traces["sm_90a"].passes if "canonicalize" in f"{p.arg} {p.class_name} {p.stage}".lower()]
    assert len(names) == len(expected) > 0
    assert all("canonicalize" in name for name in names)
    page.fill("#search", "")
    assert len(_visible_rows(page)) == page.locator("#passes tbody tr").count()


def test_hide_unchanged_passes(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    _open(page, pages["trace"])
    total = page.locator("#passes tbody tr").count()
    unchanged = sum(1 for p in real_traces["sm_90a"].passes if p.changed is False)
    assert unchanged > 0, "a real pipeline has passes that change nothing"
    page.check("#hide-unchanged")
    _shot(page, "hide-unchanged-on")
    rows = _visible_rows(page)
    assert len(rows) == total - unchanged
    assert all("unchanged" not in (row.get_attribute("class") or "") for row in rows)
    page.uncheck("#hide-unchanged")
    assert len(_visible_rows(page)) == total


def test_selecting_a_pass_shows_its_diff(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    record = next(p for p in real_traces["sm_90a"].passes if p.arg == "cute-expand-ops")
    assert record.changed
    _open(page, pages["trace"])
    page.click(f"#passes tbody tr:has(td.name:text-is('{record.index:03d} cute-expand-ops'))")
    row = page.get_attribute("#passes tbody tr.selected", "data-n")
    _shown(page, f"{row}:ir")
    counts = page.locator("#passes tbody tr.selected .chg-yes + .muted").text_content()  # "−R +A"
    removed, added = (int(n) for n in counts.replace("−", "").replace("+", "").split())
    page.click(".tabs button[data-view='split']")
    _shown(page, f"{row}:split")
    _shot(page, "diff-side-by-side")
    assert page.locator("#viewer .split > div:nth-child(1) .ln.del").count() == removed
    assert page.locator("#viewer .split > div:nth-child(2) .ln.add").count() == added
    assert "after" in page.text_content("#viewer .split > div:nth-child(2) .split-head")
    page.click(".tabs button[data-view='unified']")
    _shown(page, f"{row}:unified")
    assert page.locator("#viewer .unified .ln.add").count() == added
    assert page.locator("#viewer .unified .ln.del").count() == removed


def test_jump_to_stage_selects_its_first_pass(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    first = next(p for p in real_traces["sm_90a"].passes if p.stage == "to-llvm")
    _open(page, pages["trace"])
    page.click("#stages button[data-stage='to-llvm']")
    page.wait_for_function(f"document.querySelector('#pass-title').textContent.startsWith('{first.index:03d}')")
    assert page.locator("#passes tbody tr.selected td.name").text_content() == f"{first.index:03d} {first.arg}"
    following = real_traces["sm_90a"].passes[real_traces["sm_90a"].passes.index(first) + 1]
    page.keyboard.press("ArrowDown")  # the keyboard walks the list from there
    assert page.locator("#passes tbody tr.selected td.name").text_content() == f"{following.index:03d} {following.arg}"


def test_selecting_an_ir_line_shows_its_python_source(page: object, pages: dict[str, Path], real_traces: dict[str, Trace]) -> None:
    _open(page, pages["trace"])
    mapped = page.locator("#viewer .ln.mapped")
    assert mapped.count() > 0, "the input IR of a real kernel carries Python locations"
    mapped.first.click()
    page.wait_for_selector("#source-panel:not([hidden]) #source-body .ln.here")
    head = page.text_content("#source-head")
    source = Path(real_traces["sm_90a"].kernel.source_file)
    assert head.startswith(f"{source}:")
    line = int(head.split(":")[-2])
    assert page.text_content("#source-body .ln.here .tx") == source.read_text().splitlines()[line - 1]


def test_version_comparison_highlights_the_first_divergence(page: object, pages: dict[str, Path]) -> None:
    _open(page, pages["compare"])
    title = page.text_content("#page-title")
    assert title.startswith("A: ") and " vs " in title
    divergent = page.locator("#passes tbody tr.divergent")
    assert divergent.count() == 1
    assert "selected" in divergent.get_attribute("class"), "the page opens on the first divergence"
    assert divergent.locator("td.status").text_content() in {"differs", "only A", "only B"}
    rows = page.locator("#passes tbody tr").all()
    index = rows.index(next(r for r in rows if "divergent" in (r.get_attribute("class") or "")))
    assert all(r.locator("td.status").text_content() in {"same", "skipped"} for r in rows[:index])
    row = page.get_attribute("#passes tbody tr.divergent", "data-n")
    page.click(".tabs button[data-view='split']")
    _shown(page, f"{row}:split")
    assert page.locator("#viewer .split .ln.add, #viewer .split .ln.del").count() > 0
    heads = page.locator("#viewer .split-head").all_text_contents()
    assert heads[0].startswith("A: ") and heads[1].startswith("B: ")


def test_comparison_shows_the_diff_verdict_and_rows_for_ptx_sass_and_resources(page: object, pages: dict[str, Path]) -> None:
    _open(page, pages["compare"])
    verdict = page.text_content("#verdict pre")
    assert verdict.startswith("verdict, per kernel (A -> B):") and "passes that explain it" in verdict
    stages = page.locator("#passes tbody td.stage").all_text_contents()
    tail = [s for s in stages if s.startswith(("ptx", "sass", "resources"))]
    assert [s.split("first")[0].split("suspect")[0] for s in tail] == ["ptx", "sass", "resources"]
    # the header of the module diverges at the target attribute (sm_80 vs sm_90a): marked on its row
    assert page.locator("#passes tbody .mark", has_text="first divergence of").count() >= 1
    sass = page.locator("#passes tbody tr", has=page.locator("td.stage", has_text="sass"))
    sass.click()
    row = sass.get_attribute("data-n")
    _shown(page, f"{row}:norm")
    _shot(page, "compare-sass-normalized")
    assert page.locator("#viewer .norm-fn h3").count() >= 1
    assert page.locator("#viewer .norm .ln.add").count() > 0 and page.locator("#viewer .norm .ln.del").count() > 0
    assert page.locator("#viewer .norm .ln mark").count() > 0, "changed parts of paired lines are marked"
    page.click(".tabs button[data-view='unified']")  # the raw text one click away
    _shown(page, f"{row}:unified")


def test_hide_rows_equal_in_a_and_b(page: object, tmp_path: Path) -> None:
    from test_diff import chain, make_trace, module

    before, changed = module(chain(3)), module(chain(3, extra_at=1))
    a = make_trace(tmp_path / "a", before, [before, before, before, before, before, before])
    b = make_trace(tmp_path / "b", before, [before, before, changed, changed, changed, changed])
    html = tmp_path / "compare.html"
    html.write_text(build_comparison_page(a, b))
    _open(page, html)
    total = page.locator("#passes tbody tr").count()
    equal = page.locator("#passes tbody tr[data-equal='1']").count()
    assert 0 < equal < total
    page.check("#hide-equal")
    _shot(page, "compare-hide-equal")
    rows = _visible_rows(page)
    assert len(rows) == total - equal
    assert [r.locator("td.status").text_content() for r in rows] == ["differs"] * len(rows)
    assert rows[0].locator(".mark").all_text_contents() == ["first divergence", "suspect (unverified) for @kernel_add_0"]
    page.uncheck("#hide-equal")
    assert len(_visible_rows(page)) == total


@pytest.mark.parametrize("width", [1400, 1920, 2560])
def test_b_pass_column_is_whole_in_the_sidebar_at_wide_viewports(page: object, pages: dict[str, Path], width: int) -> None:
    """Issue 38: at 1400 px the stage column, its marks on one line, was 500 px wide and B's pass column lay past
    the sidebar's edge (the table 1008 px in a 671 px sidebar), cut off; the sidebar is no wider on a wider screen."""
    page.set_viewport_size({"width": width, "height": 900})
    _open(page, pages["compare"])
    assert page.locator("#passes tbody .mark").count() >= 2, "rows with marks, which made the stage column wide"
    fit = page.evaluate("""() => {
        const wrap = document.querySelector('#list-wrap'), box = wrap.getBoundingClientRect();
        const edge = box.left + wrap.clientWidth;
        const header = [...document.querySelectorAll('#passes thead th')].find((th) => th.textContent === 'B pass');
        const column = header.cellIndex;
        const cells = [...document.querySelectorAll('#passes tbody tr')].map((tr) => tr.cells[column]);
        return {scroll: wrap.scrollWidth, client: wrap.clientWidth, edge,
                header: header.getBoundingClientRect().right,
                cells: Math.max(...cells.map((td) => td.getBoundingClientRect().right)),
                table: document.querySelector('#passes').getBoundingClientRect().right};
    }""")
    _shot(page, f"compare-{width}")
    assert fit["scroll"] <= fit["client"], f"the pass table is cut off at {width} px: {fit}"
    assert max(fit["header"], fit["cells"], fit["table"]) <= fit["edge"] + 0.5, fit


def test_charts_have_axes_and_a_and_b_share_one(page: object, pages: dict[str, Path]) -> None:
    _open(page, pages["compare"])
    aligned = page.locator("#chart svg.linechart")
    assert aligned.count() == 1 and "A and B" in aligned.locator(".chart-title").text_content()
    assert aligned.locator("polyline.series-a").count() >= 1 and aligned.locator("polyline.series-b").count() >= 1
    assert aligned.locator(".axis").count() == 2 and aligned.locator(".axis-label").text_content() == "aligned row"
    point = aligned.locator("circle.series-b").last
    point.click()
    assert page.get_attribute("#passes tbody tr.selected", "data-n") == point.get_attribute("data-row")
    _open(page, pages["trace"])
    titles = page.locator("#chart svg.linechart .chart-title").all_text_contents()
    assert titles == ["time per pass", "IR size after each pass"]
    assert page.locator("#chart svg.linechart .tick").count() > 8


def test_trace_page_shows_resources_and_the_checkpoint_verdict(page: object, pages: dict[str, Path],
                                                               real_traces: dict[str, Trace]) -> None:
    trace = real_traces["sm_90a"]
    _open(page, pages["trace"])
    table = page.text_content("#facts table")
    assert "registers" in table and str(trace.resources[0].registers) in table
    words = page.locator("#facts .checkpoint").all_text_contents()
    assert words and all(w.endswith(".") for w in words)
    if trace.checkpoints:
        assert any("checkpoint" in w for w in words)


def test_selecting_a_ptx_line_shows_its_python_source(page: object, tmp_path: Path) -> None:
    # Real captures here run without line info, so their PTX has no .loc; the synthetic trace's has.
    from cute_ir.passes_view.synthetic import write_synthetic_trace

    trace = write_synthetic_trace(tmp_path / "trace", passes=6, functions=1)
    html = tmp_path / "page.html"
    html.write_text(build_trace_page(load_trace(trace.root)))
    _open(page, html)
    page.click("#stages button[data-stage='ptx']")
    row = page.get_attribute("#passes tbody tr.selected", "data-n")
    _shown(page, f"{row}:ir")
    line = page.locator("#viewer .ln.mapped", has_text="add.s32")
    line.click()
    page.wait_for_selector("#source-panel:not([hidden]) #source-body .ln.here")
    assert page.text_content("#source-head") == f"{trace.kernel.source_file}:4:4"
    assert page.text_content("#source-body .ln.here .tx") == Path(trace.kernel.source_file).read_text().splitlines()[3]


def test_a_diff_too_large_to_make_at_build_is_made_by_the_page(page: object, real_traces: dict[str, Trace],
                                                               tmp_path: Path, monkeypatch) -> None:
    """With every line diff left to the page (LAZY_DIFF_LINES 0), selecting a changed pass and its split
    and unified views shows the same lines the build's own diff showed."""
    import cute_ir.passes_view.page as page_module

    trace = load_trace(real_traces["sm_90a"].root)
    record = next(p for p in trace.passes if p.arg == "cute-expand-ops")
    built = tmp_path / "built.html"
    built.write_text(build_trace_page(trace))
    monkeypatch.setattr(page_module, "LAZY_DIFF_LINES", 0)
    lazy = tmp_path / "lazy.html"
    lazy.write_text(build_trace_page(trace))
    counts = {}
    for name, path in (("built", built), ("lazy", lazy)):
        _open(page, path)
        page.click(f"#passes tbody tr:has(td.name:text-is('{record.index:03d} cute-expand-ops'))")
        row = page.get_attribute("#passes tbody tr.selected", "data-n")
        page.click(".tabs button[data-view='split']")
        _shown(page, f"{row}:split")
        split = (page.locator("#viewer .split > div:nth-child(1) .ln.del").count(),
                 page.locator("#viewer .split > div:nth-child(2) .ln.add").count())
        page.click(".tabs button[data-view='unified']")
        _shown(page, f"{row}:unified")
        unified = (page.locator("#viewer .unified .ln.del").count(), page.locator("#viewer .unified .ln.add").count())
        assert split == unified and split[0] + split[1] > 0
        counts[name] = split
    assert "≈" in page.locator("#passes tbody tr.selected .chg-yes + .muted").text_content()
    removed, added = counts["lazy"]
    assert abs(removed - counts["built"][0]) + abs(added - counts["built"][1]) <= 0.2 * sum(counts["built"]), counts
