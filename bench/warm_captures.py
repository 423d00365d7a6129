"""Catalogue captures per CPU-hour: each capture in a fresh interpreter (the path before warm capture servers)
vs forked from warm servers (cute_ir/executors/warm.py), the same operators, side by side.

    python bench/warm_captures.py [--releases 4.8.0,4.8.1] [--jobs 1] [--operators NAME,NAME,...]

Each side is a process of its own doing the catalogue run's work per operator (`compare_operator`: a
capture under each release, then their comparison) through the local executor, as `cute-ir sweep --sample`
does without --ray (no sampling: that is the driver's, once per run). Its CPU time is that whole process
tree's (os.wait4: the servers and every capture child included). Three runs:

  fresh     CUTE_IR_WARM_CAPTURES=0, the operators once
  warm      the operators once: the servers' start and each operator class's enumeration included
  warm x2   the operators twice: (warm x2 - warm) / its extra captures is what a capture costs once the
            servers are warm, i.e. what a long run (1,000 operators on a node) pays per capture

Every operator's facts (resources, what differs between the releases) must be the same on all sides.
The default operators: six of `--sample 10 --filter target=100a` that compile without a GPU (five classes).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OPERATORS = (
    "cutedsl.PersistentDenseGemmOperator_sm100_nnt_AFloat16_BFloat16_outInt32_accFloat32_2cta_cluster4x2x1_"
    "tile128x32x64_schedulerSTATIC_PERSISTENT_tma_store",
    "cutedsl.PersistentDenseGemmEFCOperator_sm100_ntn_AFloat8E5M2_BFloat8E5M2_outInt32_accFloat32_1cta_cluster1x1x1_"
    "tile128x128x128_tma_store",
    "cutedsl.PersistentDenseBlockScaledGemmOperator_sm100_ttn_AFloat4E2M1FN_BFloat8E4M3FN_outFloat8E5M2_"
    "SFAFloat8E8M0FNU_SFBFloat8E8M0FNU_accFloat32_scaleBlockwise1x32_swizzleSwizzle32x4x4_2cta_cluster2x1x1_"
    "tile256x192x128_tma_store",
    "cutedsl.ContiguousOffset2D3DGemmDenseOperator_sm100_tnt_ABFloat16_BBFloat16_outFloat32_accFloat32_1cta_"
    "cluster1x2x1_tile128x128x64_tma_store",
    "cutedsl.PersistentDenseGemmPreferredClusterOperator_sm100_ntt_AUint8_BUint8_outUint8_accInt32_2cta_"
    "preferred8x1x1_fallback2x1x1_tile256x32x128_scheduler_clc_tma_store",
    "cutedsl.PersistentDenseGemmOperator_sm100_ttt_AFloat8E4M3FN_BFloat8E4M3FN_outFloat32_accFloat32_1cta_"
    "cluster1x4x1_tile128x32x128_schedulerSTATIC_PERSISTENT_tma_store",
)
RUNS = (("fresh", "0", 1), ("warm", "1", 1), ("warm x2", "1", 2))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", default="4.8.0,4.8.1")
    parser.add_argument("--jobs", type=int, default=1, help="operators at once on each side")
    parser.add_argument("--operators", default=",".join(OPERATORS))
    parser.add_argument("--measure", type=int, default=0, help=argparse.SUPPRESS)  # copies, in the measured process
    parser.add_argument("--facts", default="", help=argparse.SUPPRESS)
    options = parser.parse_args()
    specs, operators = options.releases.split(","), options.operators.split(",")
    if options.measure:
        return measure(specs, operators, options.measure, options.jobs, Path(options.facts))

    print(f"{len(operators)} operators x {len(specs)} releases ({', '.join(specs)}), {options.jobs} at once, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}", flush=True)
    rows, facts = [], {}
    with tempfile.TemporaryDirectory(prefix="bench-warm-") as scratch:
        for name, warm, copies in RUNS:
            out = Path(scratch) / f"{name}.json"
            started = time.monotonic()
            process = subprocess.Popen([sys.executable, __file__, "--releases", options.releases, "--jobs",
                                        str(options.jobs), "--operators", options.operators, "--measure",
                                        str(copies), "--facts", str(out)],
                                       env={**os.environ, "CUTE_IR_WARM_CAPTURES": warm}, cwd=scratch)
            _, status, usage = os.wait4(process.pid, 0)
            if os.waitstatus_to_exitcode(status) != 0:
                print(f"{name}: the measured process failed ({status})")
                return 1
            cpu = usage.ru_utime + usage.ru_stime
            captures = len(operators) * len(specs) * copies
            rows.append((name, captures, cpu, time.monotonic() - started))
            facts[name] = json.loads(out.read_text())
            print(f"{name:8} {captures:3} captures  {cpu:7.1f} CPU-s  {cpu / captures:5.2f} CPU-s/capture  "
                  f"{3600 * captures / cpu:6.0f} captures/CPU-hour  ({rows[-1][3]:.0f} s wall)", flush=True)
    (_, _, fresh, _), (_, once, warm, _), (_, twice, warm2, _) = rows
    marginal = (warm2 - warm) / (twice - once)
    print(f"warm, servers already up: {marginal:5.2f} CPU-s/capture  {3600 / marginal:6.0f} captures/CPU-hour")
    print(f"fewer CPU-seconds per capture: {fresh / warm:.2f}x with the servers' start, "
          f"{fresh / once / marginal:.2f}x once they are up")
    same = facts["fresh"] == facts["warm"] == facts["warm x2"]
    print(f"facts of every operator equal on all sides: {'yes' if same else 'NO'}")
    return 0 if same else 1


def measure(specs: list[str], operators: list[str], copies: int, jobs: int, facts_file: Path) -> int:
    """The measured side: every operator's catalogue work, `copies` times; its facts written to `facts_file`."""
    sys.path.insert(0, str(ROOT))
    from cute_ir import registry
    from cute_ir.executors import LocalExecutor, RunContext
    from cute_ir.registry import discovery
    from cute_ir.releases.environments import AddedPackages
    from cute_ir.sweep.catalogue import OperatorJob, compare_operator, kernel_arch
    from cute_ir.sweep.environments import prepare_environments

    discovery.ask_for("cutlass_operators")
    pythons = prepare_environments(specs, build=False, packages=AddedPackages(), jobs=1)
    job = OperatorJob(tuple(specs), 900, False, RunContext.of_driver(), pythons)
    items = [(name, kernel_arch(registry.get_kernel(name).metadata.design_point(), "sm_90a"))
             for name in operators] * copies
    facts: dict[str, Any] = {}
    for index, result in LocalExecutor(jobs, pythons).map_calls(compare_operator, job, items):
        if not isinstance(result, dict):
            print(f"{items[index][0]}: {result}", file=sys.stderr)
            return 1
        kept = {key: value for key, value in result.items() if key not in ("seconds", "packed")}
        if facts.setdefault(items[index][0], kept) != kept:
            print(f"{items[index][0]}: its copies differ", file=sys.stderr)
            return 1
    facts_file.write_text(json.dumps(facts, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
