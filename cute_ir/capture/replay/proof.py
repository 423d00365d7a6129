"""From what the replay did to each pass, the fidelity a reader can trust, with its evidence.

A replayed pass is `exact-by-proof` when its input is proven to be the real pipeline's: every pass
before it was printed by the real pipeline, replayed from such IR, or skipped and proven idle; or it
runs after the real pipeline's exact `llvm-only` stop, from that stop's module, and the PTX and cubin
it leads to are the real ones. It rests on the replay axiom of the shared facts (a registered pass run
alone on identical input, with the options the pipeline prints, gives the same text), checked there
on 546 runs of registered passes. From the first pass that is neither (a skipped pass not proven idle,
an emulated pass) on, a replayed pass is `replayed` and names that pass: its IR *may* differ.
"""

from __future__ import annotations

from dataclasses import replace

from cute_ir.trace import CheckpointComparison, CheckpointStatus, Fidelity, PassRecord, Strategy, Verdict

_STOP_NOTE = "llvm-only stop"


def label_passes(passes: list[PassRecord], checkpoints: list[CheckpointComparison],
                 strategy: Strategy) -> list[PassRecord]:
    """`passes` with fidelity, evidence and may_differ_from settled from the replay's facts."""
    if strategy is Strategy.INSTRUMENT:
        return [replace(p, evidence=p.evidence or "printed by the real pipeline (MLIR IR printing)")
                for p in passes]
    binaries = {c.checkpoint: c.status for c in checkpoints if c.checkpoint in ("ptx", "cubin")}
    binaries_same = bool(binaries) and all(s is CheckpointStatus.IDENTICAL for s in binaries.values())
    broken: tuple[int, str] | None = None  # the first pass not proven to match, and why
    after_stop = False
    labelled = []
    for record in passes:
        fidelity, evidence, differ_from = record.fidelity, record.evidence, None
        if fidelity is Fidelity.EXACT:
            after_stop = after_stop or _STOP_NOTE in record.note
            broken = None  # the replay continues from the real pipeline's module
            evidence = evidence or ("the real pipeline's llvm-only stop (run separately, printed)"
                                    if _STOP_NOTE in record.note else "printed by the real pipeline")
        elif fidelity in (Fidelity.REPLAYED, Fidelity.EXACT_BY_PROOF):
            if broken is not None:
                fidelity, differ_from = Fidelity.REPLAYED, broken[0]
                evidence = f"may differ from the real pipeline from pass {broken[0]} ({broken[1]})"
            elif after_stop and not binaries_same:
                fidelity = Fidelity.REPLAYED
                evidence = ("replayed from the real pipeline's llvm-only stop, but the PTX/cubin it leads to "
                            f"differ: {', '.join(f'{k} {s.value}' for k, s in binaries.items()) or 'none compared'}")
            else:
                fidelity = Fidelity.EXACT_BY_PROOF
                evidence = ("replayed from the real pipeline's llvm-only stop; PTX and cubin identical to the real "
                            "ones" if after_stop else
                            "replayed from the exact input; every earlier pass replayed or proven idle")
        elif fidelity is Fidelity.EMULATED:
            if broken is not None:
                differ_from = broken[0]
            else:
                broken = (record.index, f"{record.arg} emulated, not run by the DSL")
        elif fidelity is Fidelity.SKIPPED and record.verdict is not Verdict.IDLE and broken is None:
            verdict = record.verdict.value if record.verdict else "not judged"
            broken = (record.index, f"{record.arg} skipped, {verdict}")
        labelled.append(replace(record, fidelity=fidelity, evidence=evidence, may_differ_from=differ_from))
    return labelled


def count_fidelity(passes: list[PassRecord]) -> dict[str, int]:
    """Passes by label, for summaries and tables: exact, exact-by-proof, emulated, replayed, skipped."""
    counts = {f.value: 0 for f in Fidelity}
    for record in passes:
        counts[record.fidelity.value] += 1
    return counts
