"""How long a large trace's viewer page takes to become interactive in headless Chromium.

Writes a synthetic 60-pass trace of about 10 MB of IR, builds its page, and opens it from a file://
URL several times. "Interactive" is the page's own ready mark: the pass list, chart and stage buttons
are rendered and the first screenful of the first pass's IR is decoded, highlighted and shown
(window.cuteIrReadyMs, milliseconds since navigation start; the rest of a long module streams in
chunks after that). Also timed: selecting a pass deep in the trace and switching to its side-by-side
diff, each until the first screen and until every line is in.

    .venv/bin/python bench/viewer_load.py [--passes 60] [--mb 10] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import tempfile
import time
from pathlib import Path

from cute_ir.trace import load_trace
from cute_ir.passes_view import build_trace_page
from cute_ir.passes_view.synthetic import write_synthetic_trace

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
BYTES_PER_FUNCTION = 1100  # of the synthetic module, measured


def _timed(page: object, click: str, shown: str) -> tuple[float, float]:
    """(ms until the first chunk of the new view is on screen, ms until every chunk is)."""
    return tuple(page.evaluate(
        """async ([click, shown]) => {
          const viewer = document.querySelector('#viewer'), t0 = performance.now();
          document.querySelector(click).click();
          const until = (ok) => new Promise((done) => { const check = () => ok() ? done() : requestAnimationFrame(check); check(); });
          await until(() => viewer.dataset.shown === shown);
          await new Promise(requestAnimationFrame);
          const first = performance.now() - t0;
          await until(() => viewer.dataset.complete === "1");
          await new Promise(requestAnimationFrame);
          return [first, performance.now() - t0];
        }""", [click, shown]))


def _machine() -> str:
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        model = next((line.split(":", 1)[1].strip() for line in cpuinfo.read_text().splitlines()
                      if line.startswith("model name")), model)
    return f"{model}, {os.cpu_count()} cores, {platform.system()}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=60)
    parser.add_argument("--mb", type=float, default=10.0, help="total IR over all passes")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    from playwright.sync_api import sync_playwright

    functions = max(1, int(options.mb * 1e6 / options.passes / BYTES_PER_FUNCTION))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "trace"
        write_synthetic_trace(root, passes=options.passes, functions=functions)
        trace = load_trace(root)
        ir_bytes = sum(p.size or 0 for p in trace.passes)
        started = time.perf_counter()
        html = build_trace_page(trace)
        build_s = time.perf_counter() - started
        page_file = Path(tmp) / "page.html"
        page_file.write_text(html)
        ready, select, diff, complete = [], [], [], []
        deep = max(p.index for p in trace.passes if p.changed)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for _ in range(options.runs):
                context = browser.new_context(viewport={"width": 1400, "height": 900})
                page = context.new_page()
                page.goto(page_file.as_uri())
                page.wait_for_selector("body[data-ready='1']", timeout=60_000)
                page.wait_for_selector("#viewer[data-complete='1']")
                ready.append(page.evaluate("window.cuteIrReadyMs"))
                complete.append(page.evaluate("performance.now()"))
                select.append(_timed(page, f'#passes tbody tr[data-n="{deep}"]', f"{deep}:ir"))
                diff.append(_timed(page, ".tabs button[data-view='split']", f"{deep}:split"))
                context.close()
            browser.close()
    print(f"machine: {_machine()}; headless {CHROMIUM}")
    print(f"trace: {options.passes} passes, {ir_bytes / 1e6:.1f} MB of IR ({functions} functions per module)")
    print(f"page: {len(html) / 1e6:.2f} MB, built in {build_s:.1f} s")
    print(f"interactive after load: median {statistics.median(ready):.0f} ms (runs: {', '.join(f'{v:.0f}' for v in ready)});"
          f" first pass fully rendered by {statistics.median(complete):.0f} ms")
    for label, runs in ((f"select pass {deep}", select), ("its side-by-side diff", diff)):
        print(f"{label}: first screen median {statistics.median(r[0] for r in runs):.0f} ms,"
              f" all lines median {statistics.median(r[1] for r in runs):.0f} ms")


if __name__ == "__main__":
    main()
