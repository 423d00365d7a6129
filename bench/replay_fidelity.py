"""How faithful is the capture, per trace: passes exact / exact-by-proof / emulated / replayed / skipped.

    python bench/replay_fidelity.py [--arch sm_90a] [--out DIR] [--filter SUBSTRING] [--no-registry]
                                    [--script bench/corpus/quack_softmax.py ...]

Captures every registered kernel the arch supports and every compile of the given scripts (third-party
kernels: bench/corpus/), each in its own child process as `cute-ir dump`/`trace` do, and prints one line
per trace: the passes by fidelity (cute_ir.capture.replay.proof), the verdicts of the skipped or emulated
passes (idle/active/unproven/unprovable), the first pass that may differ from the real pipeline, and
the llvm-only, PTX and cubin checkpoints. Run it with CUTE_IR_UPSTREAM_MLIR=0 for the figures without
the upstream-mlir extra. Exits 1 when a compile fails.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

# bench/kernels.py would shadow the `kernels` package: the repository root goes first.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--out", type=Path, default=None, help="keep the traces here")
    parser.add_argument("--filter", default="", help="registered kernels whose name contains this")
    parser.add_argument("--no-registry", action="store_true", help="only the scripts")
    parser.add_argument("--script", type=Path, action="append", default=[], help="a script to trace (repeatable)")
    options = parser.parse_args()

    from cute_ir import registry
    from cute_ir.capture.parent import dump_kernel, trace_script
    from cute_ir.errors import CuteIRError
    from cute_ir.releases.catalogue import installed_dsl

    cc = int("".join(ch for ch in options.arch.split("_")[1] if ch.isdigit()))
    chosen = [] if options.no_registry else [
        k for k in registry.all_kernels() if options.filter in k.name and k.metadata.min_cc <= cc]
    out = options.out or Path(tempfile.mkdtemp(prefix="cute-ir-fidelity-"))
    version, variant = installed_dsl()
    print(f"DSL {version}+{variant}, arch {options.arch}, {len(chosen)} kernels + {len(options.script)} scripts, "
          f"traces in {out}")
    print(f"{'trace':52} {'ex':>2} {'prf':>3} {'emu':>3} {'rep':>3} {'skp':>3}  {'first unproven':24} "
          f"{'llvm-only':12} ptx/cubin  skipped or emulated: verdicts")
    totals: Counter = Counter()
    failed = 0
    started = time.perf_counter()
    for kernel in chosen:
        try:
            traces = [dump_kernel(kernel.name, options.arch, out / kernel.name, force=True)]
        except CuteIRError as err:
            failed += 1
            print(f"{kernel.name:52} FAILED: {err.message.splitlines()[0][:100]}")
            continue
        for trace in traces:
            _row(kernel.name, trace, totals)
    for script in options.script:
        try:
            traces = trace_script(script, [], out / script.stem, arch=options.arch, force=True)
        except CuteIRError as err:
            failed += 1
            traces = list(getattr(err, "partial", []) or [])
            print(f"{script.stem:52} FAILED: {err.message.splitlines()[0][:100]}")
        for n, trace in enumerate(traces, 1):
            _row(f"{script.stem}/{n}:{trace.kernel.name}"[:52], trace, totals)
    print(f"{totals['traces']} traces in {time.perf_counter() - started:.0f} s: "
          f"llvm-only identical {totals['llvm-identical']} (of which without debug info "
          f"{totals['llvm-stripped']}), differs {totals['llvm-differs']}; passes exact {totals['exact']}, "
          f"exact-by-proof {totals['exact-by-proof']}, emulated {totals['emulated']}, replayed {totals['replayed']}, "
          f"skipped {totals['skipped']}; {failed} failed")
    return 1 if failed else 0


def _row(name: str, trace, totals: Counter) -> None:
    from cute_ir.capture.replay.proof import count_fidelity
    from cute_ir.trace import CheckpointStatus, Fidelity

    counts = count_fidelity(trace.passes)
    totals.update(counts)
    totals["traces"] += 1
    first = next((p for p in trace.passes if p.fidelity is Fidelity.REPLAYED), None)
    unproven = "-" if first is None else f"{first.may_differ_from or first.index}"
    if first is not None and first.may_differ_from:
        unproven += f" {trace.passes[first.may_differ_from - 1].arg}"
    checks = {c.checkpoint: c.status for c in trace.checkpoints}
    llvm = checks.get("llvm-only")
    if llvm is CheckpointStatus.IDENTICAL:
        totals["llvm-identical"] += 1
    elif llvm is CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO:
        totals["llvm-identical"] += 1
        totals["llvm-stripped"] += 1
    elif llvm is CheckpointStatus.DIFFERS:
        totals["llvm-differs"] += 1
    binaries = "/".join("=" if checks.get(k) is CheckpointStatus.IDENTICAL else "≠" if checks.get(k) else "-"
                        for k in ("ptx", "cubin"))
    verdicts = ", ".join(
        f"{p.arg}:{p.verdict.value if p.verdict else '?'}{'*' if p.fidelity is Fidelity.EMULATED else ''}"
        for p in trace.passes if p.fidelity in (Fidelity.SKIPPED, Fidelity.EMULATED))
    print(f"{name:52} {counts['exact']:>2} {counts['exact-by-proof']:>3} {counts['emulated']:>3} "
          f"{counts['replayed']:>3} {counts['skipped']:>3}  {unproven[:24]:24} "
          f"{llvm.value if llvm else '-':12} {binaries:9}  {verdicts}")


if __name__ == "__main__":
    sys.exit(main())
