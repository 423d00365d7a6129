"""Checking a golden by its capture key vs capturing it: the same goldens, side by side, one process each.

    python bench/golden_by_key.py [--goldens 20] [--jobs 1] [--golden-dir golden]

The goldens are the first N of the store's goldens checked by capture key (NVIDIA's operators beyond CI's
design points, docs/goldens.md). Each side is a process of its own running the local executor, as `cute-ir
golden check` does: `by key` compiles each operator up to its pipeline (forked from the warm server) and
compares the capture key; `capture` captures it and normalizes its record. CPU time is the whole process
tree's (os.wait4: the warm server and every child included); each side's server warm-up is in it once.
Both sides must agree with every golden (the capture side compared for real).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measured(goldens: int, jobs: int, store: Path, by_key: bool) -> dict[str, object]:
    """In the measured process: run the executor over the goldens, report agreement."""
    from cute_ir.capture.replay.emulate import upstream_emulation_off
    from cute_ir.executors import LocalExecutor
    from cute_ir.executors.capture import Capture
    from cute_ir.golden.check import Outcome, check_record, key_to_reproduce
    from cute_ir.golden.layout import GoldenKey
    from cute_ir.golden.store import GoldenStore
    from cute_ir.providers.cutlass_operators import instance_name, keyed_picks
    from cute_ir.releases.catalogue import format_spec, installed_dsl

    dsl = installed_dsl()
    golden_store = GoldenStore(store)
    keys = [GoldenKey(*dsl, f"sm_{target}", instance_name(name)) for name, target in keyed_picks()]
    keys = [key for key in keys if golden_store.exists(key)][:goldens]
    work = [(Capture(format_spec(*dsl), key.arch, kernel=key.kernel, golden=True,
                     unless_key=key_to_reproduce(golden_store, key) if by_key else ()),
             Path(os.environ["TMPDIR"]) / key.relative) for key in keys]
    agreed = 0
    with upstream_emulation_off():
        for index, outcome in LocalExecutor(jobs, {}).run(work):
            if by_key:
                agreed += outcome.key_reproduced
            elif outcome.record is not None:
                agreed += check_record(golden_store, outcome.record).outcome is Outcome.OK
    return {"goldens": len(keys), "agreed": agreed}


def side(goldens: int, jobs: int, store: Path, by_key: bool) -> dict[str, object]:
    """One side in a process of its own; its whole tree's CPU time."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bench-by-key-") as scratch:
        command = [sys.executable, __file__, "--measure", "key" if by_key else "capture", "--goldens", str(goldens),
                   "--jobs", str(jobs), "--golden-dir", str(store)]
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.PIPE, env={**os.environ, "TMPDIR": scratch}, text=True)
        out = process.stdout.read() if process.stdout else ""
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            raise SystemExit(f"the {'by key' if by_key else 'capture'} side failed: {out}")
        result = json.loads(out.strip().splitlines()[-1])
        result.update(wall_s=round(time.perf_counter() - started, 1), cpu_s=round(usage.ru_utime + usage.ru_stime, 1))
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--goldens", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--golden-dir", type=Path, default=ROOT / "golden")
    parser.add_argument("--measure", choices=("key", "capture"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.measure:
        print(json.dumps(measured(options.goldens, options.jobs, options.golden_dir, options.measure == "key")))
        return 0
    by_key = side(options.goldens, options.jobs, options.golden_dir, True)
    captured = side(options.goldens, options.jobs, options.golden_dir, False)
    print(f"{'side':<10}{'goldens':>9}{'agree':>7}{'wall s':>9}{'CPU s':>9}{'CPU s each':>12}")
    for name, row in (("by key", by_key), ("capture", captured)):
        each = row["cpu_s"] / max(row["goldens"], 1)  # type: ignore[operator]
        print(f"{name:<10}{row['goldens']:>9}{row['agreed']:>7}{row['wall_s']:>9}{row['cpu_s']:>9}{each:>12.2f}")
    ratio = captured["cpu_s"] / max(by_key["cpu_s"], 0.1)  # type: ignore[operator]
    print(f"capture / by key, CPU: {ratio:.1f}x")
    return 0 if by_key["agreed"] == by_key["goldens"] == captured["agreed"] else 1


if __name__ == "__main__":
    sys.exit(main())
