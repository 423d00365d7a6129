"""Scale run: `cute-ir golden check` of every registered instance under the installed DSL, with one
local worker (`-j 1`) and then with N Ray workers (a one-node Ray cluster of N CPUs started here for
each N); wall time, speed-up over the one worker, seconds per capture, and whether the check printed
exactly what the one worker printed. A table on stdout, the numbers in --json.

Runs from a checkout with cute-ir installed (`pip install -e '.[ray]'`), or from an installed wheel
with the DSL and ray wheels installed by `pip install --target` and found through PYTHONPATH, as on
the lent GPU machine, which reaches no package index. There, from the checkout's root:

    python3 -m pip wheel --no-deps -w dist .        # cute-ir's own wheel (on the CPU machine)
    EXTRA_WHEELS_DIR=dist bash ../shared/device/stage-dsl.sh 4.8.1 ray==2.60.0 \\
        nvidia-cuda-nvdisasm==13.5.37 nvidia-cuda-cuobjdump==13.5.37 nvidia-cuda-nvcc-cu12==12.9.86 \\
        filecheck==1.0.6 uv click rich markdown-it-py mdurl pygments msgpack protobuf jsonschema \\
        jsonschema-specifications referencing rpds-py attrs pyyaml requests idna urllib3 certifi \\
        charset-normalizer filelock packaging
    # then, in the last device call of the ones it prints:
    . /tmp/dsl-stage/env.sh && python3 bench/ray_scale.py --workers 1,4,8,16 --json $OUT/ray_scale.json

(stage-dsl.sh installs with --no-deps, hence the dependencies spelled out; the script says which
module is missing before it starts anything.) A full check on one worker takes minutes: run it
alone first with `--workers 1` if the device call's 10 minutes are tight, or give `--kernels` a
glob (e.g. 'elementwise_*') for a smaller set.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NEEDED = ("cutlass", "cute_ir", "ray", "click", "rich", "filecheck", "uv")
OBJECT_STORE_BYTES = 512 * 1024 * 1024
# The CLI of whatever cute_ir is installed (a --target install has no `cute-ir` on PATH), run from a
# scratch directory without the working directory on sys.path (-P): the checkout's own cute_ir/ (which
# has no cute_ir.kernels: that is kernels/, mapped at install) must not shadow the installed one.
CLI = [sys.executable, "-P", "-c", "import sys; from cute_ir.cli import main; sys.argv[0] = 'cute-ir'; main()"]


@dataclass
class Run:
    workers: int
    executor: str  # "local -j 1" or "ray, N CPUs"
    wall_s: float
    exit_code: int
    summary: str  # the check's last line: "31 of 31 goldens agree"
    same_output: bool  # stdout identical to the one worker's
    speedup: float = 1.0
    difference: str = ""  # where it is not: the start of the unified diff


def _missing() -> list[str]:
    missing = []
    for module in NEEDED:
        try:
            importlib.import_module(module)
        except ImportError:
            missing.append(module)
    return missing


def _kernels(pattern: str | None) -> list[str]:
    """The instances to check: every registered one (or those matching `pattern`) with a golden arch."""
    from cute_ir.golden.check import GOLDEN_ARCHS, golden_keys
    from cute_ir.registry import all_kernels
    from cute_ir.releases.catalogue import installed_dsl

    names = sorted({key.kernel for key in golden_keys(all_kernels(), installed_dsl(), GOLDEN_ARCHS)})
    return [name for name in names if pattern is None or fnmatch.fnmatch(name, pattern)]


def _check(kernels: list[str], golden_dir: Path, extra: list[str]) -> tuple[float, int, str]:
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ray-scale-") as scratch:
        done = subprocess.run([*CLI, "golden", "check", "--golden-dir", str(golden_dir), *extra, *kernels],
                              capture_output=True, text=True, env={**os.environ, "COLUMNS": "200"}, cwd=scratch)
    wall = time.monotonic() - started
    if done.returncode not in (0, 1):  # 1: a golden differs, a result like any other; anything else: no run
        raise SystemExit(f"golden check {' '.join(extra)} exited {done.returncode}:\n{done.stderr[-3000:]}")
    return wall, done.returncode, done.stdout


def _on_ray(workers: int, kernels: list[str], golden_dir: Path) -> tuple[float, int, str]:
    """The check on a fresh one-node cluster of `workers` CPUs (its start is not timed; joining it is)."""
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args=dict(
        num_cpus=workers, object_store_memory=OBJECT_STORE_BYTES, include_dashboard=False))
    try:
        cluster.wait_for_nodes()
        return _check(kernels, golden_dir, ["--ray", cluster.address])
    finally:
        cluster.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", default="1,2,4,8,16", help="Ray worker counts to time (comma list)")
    parser.add_argument("--kernels", metavar="GLOB", help="only the instances matching GLOB (default: all)")
    parser.add_argument("--golden-dir", type=Path, default=ROOT / "golden")
    parser.add_argument("--json", type=Path, help="write the runs here")
    args = parser.parse_args()
    missing = _missing()
    if missing:
        print(f"missing modules: {', '.join(missing)} (stage their wheels; see this script's docstring)",
              file=sys.stderr)
        return 8
    kernels = _kernels(args.kernels)
    if not kernels:
        print("no registered instance matches", file=sys.stderr)
        return 3
    cores = os.cpu_count() or 1
    counts = [int(n) for n in args.workers.split(",") if int(n) <= cores]
    print(f"golden check of {len(kernels)} instances, DSL {_dsl()}, {platform.node()}, {cores} cores", flush=True)
    wall, code, baseline = _check(kernels, args.golden_dir, ["-j", "1"])
    runs = [Run(1, "local -j 1", wall, code, _last_line(baseline), True)]
    print(f"  local -j 1: {wall:.1f} s, exit {code}", flush=True)
    for workers in counts:
        wall, code, output = _on_ray(workers, kernels, args.golden_dir)
        runs.append(Run(workers, f"ray, {workers} CPUs", wall, code, _last_line(output), output == baseline,
                        runs[0].wall_s / wall, difference(baseline, output)))
        print(f"  ray {workers}: {wall:.1f} s, exit {code}", flush=True)
    _print_table(runs, len(kernels))
    if args.json:
        args.json.write_text(json.dumps({"kernels": kernels, "dsl": _dsl(), "host": platform.node(), "cores": cores,
                                         "runs": [asdict(run) for run in runs]}, indent=1) + "\n")
    return 0 if all(run.same_output for run in runs) else 1


def _dsl() -> str:
    from cute_ir.releases.catalogue import format_spec, installed_dsl

    return format_spec(*installed_dsl())


def _last_line(output: str) -> str:
    lines = output.strip().splitlines()
    return lines[-1] if lines else ""


def _print_table(runs: list[Run], captures: int) -> None:
    print("\n| executor | wall s | speed-up | s per capture | exit | summary | output = one worker's |")
    print("|---|---|---|---|---|---|---|")
    for run in runs:
        print(f"| {run.executor} | {run.wall_s:.1f} | {run.speedup:.2f}x | {run.wall_s / captures:.2f} | "
              f"{run.exit_code} | {run.summary} | {'yes' if run.same_output else 'NO'} |")


def difference(baseline: str, output: str) -> str:
    """The first lines of the unified diff of two outputs ("" when equal), kept so that a run that
    differs can be explained afterwards."""
    import difflib

    lines = list(difflib.unified_diff(baseline.splitlines(), output.splitlines(), "one worker", "this run", lineterm=""))
    if lines:
        sys.stderr.write("output differs from the first run's:\n" + "\n".join(lines[:40]) + "\n")
    return "\n".join(lines[:80])


if __name__ == "__main__":
    sys.exit(main())
