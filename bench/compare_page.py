"""How long the compare page of a large pair takes to build, and how much of `cute-ir diff` a terminal shows
first: this checkout against an earlier revision, side by side in one run.

    python bench/compare_page.py TRACE_A TRACE_B [--before REV] [--rounds N]

Each build runs in a fresh process (nothing cached between builds), the two code versions alternating;
wall time and CPU time (the process and its forked helpers) of `build_comparison_page` are measured from
the call to its return, so a DSL import the build needs is counted, the interpreter's start is not. The
page size and the lines of `cute-ir diff`'s first screen (the report up to the PTX difference) follow.
The earlier revision is unpacked from git into a temporary folder (`git archive`).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
TARGET_S = 3.0
_BUILD = """
import json, resource, sys, time
from cute_ir.trace import load_trace
from cute_ir.passes_view.page import build_comparison_page
from cute_ir.diff import diff_traces
from cute_ir.diff.report import render_text

def cpu():
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

a, b = load_trace(sys.argv[1]), load_trace(sys.argv[2])
wall, used = time.monotonic(), cpu()
html = build_comparison_page(a, b)
wall, used = time.monotonic() - wall, cpu() - used
report = render_text(diff_traces(a, b)) if sys.argv[3] == "screen" else ""
first = report.split("\\nPTX difference")[0].split("\\nSASS difference")[0]
print(json.dumps({"wall": wall, "cpu": used, "bytes": len(html.encode()), "screen": first.count("\\n") + 1 if report else None}))
"""


def _checkout(revision: str, into: Path) -> Path:
    """The tree of `revision`, importable as cute_ir (with its kernels and viewer where the install puts them)."""
    archive = subprocess.run(["git", "-C", str(HERE), "archive", revision], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    for package, folder in (("passes_view", "passes_view"), ("kernels", "kernels")):
        link = into / "cute_ir" / package
        if not link.exists():
            link.symlink_to(into / folder)
    return into


def _build(root: Path, a: str, b: str, screen: bool) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", _BUILD, a, b, "screen" if screen else "page"], env=env,
                          capture_output=True, text=True, cwd=tempfile.gettempdir())
    if done.returncode:
        raise SystemExit(f"the build under {root} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--before", default="main", help="the revision to compare with (default: main)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    a, b = str(args.a.resolve()), str(args.b.resolve())
    with tempfile.TemporaryDirectory(prefix="cute-ir-bench-") as scratch:
        versions = {f"before ({args.before})": _checkout(args.before, Path(scratch)), "after (this checkout)": HERE}
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in versions}
        for round_ in range(args.rounds):
            for name, root in versions.items():
                runs[name].append(_build(root, a, b, screen=round_ == 0))
                last = runs[name][-1]
                print(f"round {round_ + 1} {name}: {last['wall']:.2f} s wall, {last['cpu']:.2f} s CPU, "
                      f"{last['bytes'] / 1e6:.2f} MB", flush=True)
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; target {TARGET_S:g} s wall")
    for name, found in runs.items():
        walls, cpus = [r["wall"] for r in found], [r["cpu"] for r in found]
        print(f"{name}: wall best {min(walls):.2f} / median {statistics.median(walls):.2f} s; CPU best "
              f"{min(cpus):.2f} / median {statistics.median(cpus):.2f} s; page {found[0]['bytes'] / 1e6:.2f} MB; "
              f"first screen of `cute-ir diff` {found[0]['screen']} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
