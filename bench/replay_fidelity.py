"""How faithful is the capture, per registered kernel: strategy, pass fidelity, checkpoint comparisons.

    python bench/replay_fidelity.py [--arch sm_90a] [--out DIR] [--filter SUBSTRING]

Captures every registered kernel the arch supports (each in its own child process, as `cute-ir
dump` does) and prints one line per kernel: passes exact/replayed/skipped and, for the replay, whether
its llvm-only IR, PTX and cubin are byte-identical to the real pipeline's. Exits 1 when any differs.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

# bench/kernels.py would shadow the `kernels` package: the repository root goes first.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--out", type=Path, default=None, help="keep the traces here")
    parser.add_argument("--filter", default="")
    options = parser.parse_args()

    from cute_ir import registry
    from cute_ir.dump import dump_kernel
    from cute_ir.errors import CuteIRError
    from cute_ir.trace import CheckpointStatus, Fidelity
    from cute_ir.versions import installed_dsl

    cc = int("".join(ch for ch in options.arch.split("_")[1] if ch.isdigit()))
    chosen = [k for k in registry.all_kernels() if options.filter in k.name and k.metadata.min_cc <= cc]
    out = options.out or Path(tempfile.mkdtemp(prefix="cute-ir-fidelity-"))
    version, variant = installed_dsl()
    print(f"DSL {version}+{variant}, arch {options.arch}, {len(chosen)} kernels, traces in {out}")
    print(f"{'kernel':44} {'strategy':10} {'exact/replayed/skipped':>22}  checkpoints")
    differing = 0
    for kernel in chosen:
        try:
            trace = dump_kernel(kernel.name, options.arch, out / kernel.name, force=True)
        except CuteIRError as err:
            differing += 1
            print(f"{kernel.name:44} FAILED: {err.message.splitlines()[0][:100]}")
            continue
        counts = Counter(p.fidelity for p in trace.passes)
        split = f"{counts[Fidelity.EXACT]}/{counts[Fidelity.REPLAYED]}/{counts[Fidelity.SKIPPED]}"
        checks = "  ".join(f"{c.checkpoint}={c.status.value}" for c in trace.checkpoints) or "-"
        if any(c.status is CheckpointStatus.DIFFERS for c in trace.checkpoints):
            differing += 1
            checks += "  <- " + "; ".join(c.detail for c in trace.checkpoints if c.status is CheckpointStatus.DIFFERS)
        print(f"{kernel.name:44} {trace.strategy.value:10} {split:>22}  {checks}")
    print(f"{len(chosen) - differing} of {len(chosen)} kernels: every checkpoint identical or not offered")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
