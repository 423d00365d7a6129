"""A one-screen terminal summary of a trace: what ran, what changed the IR, how faithful, how big."""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from cute_ir.textutil import print_terminal_safe, shorten
from cute_ir.trace import CheckpointStatus, Fidelity, KernelResources, Strategy, Trace, Verdict

_STATUS_STYLE = {
    CheckpointStatus.IDENTICAL: "green",
    CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO: "green",
    CheckpointStatus.DIFFERS: "yellow",
    CheckpointStatus.UNAVAILABLE: "dim",
}


# Output that is not a terminal (a CI log, a pipe) has no width to fit: lines are as long as their names.
_UNBOUNDED_WIDTH = 100_000


def render_summary(trace: Trace, *, whole_names: bool = False) -> Group:
    """Header, a table by canonical stage, fidelity checkpoints, artifacts and resources; function
    symbols cut to fit a terminal unless `whole_names`."""
    parts: list = [_header(trace), _stage_table(trace)]
    changed = [p.label for p in trace.passes if p.changed]
    if changed:
        parts.append(Text(f"changed the IR ({len(changed)}): " + ", ".join(changed), style="dim"))
    parts.append(_fidelity(trace))
    parts.extend(_proof(trace))
    for checkpoint in trace.checkpoints:
        if checkpoint.status is CheckpointStatus.DIFFERS:
            parts.append(Text(f"  {checkpoint.checkpoint}: {checkpoint.detail}", style="yellow"))
    parts.append(_artifacts_line(trace))
    for resources in trace.resources:
        function = resources.function if whole_names else shorten(resources.function)
        parts.append(Text(f"{function}: {resource_line(resources)}"))
    if trace.failure is not None:
        failure = trace.failure
        where = f" at pass {failure.pass_index}" if failure.pass_index else ""
        parts.append(Text(f"FAILED ({failure.kind}){where}: {failure.shown().strip()[:300]}", style="bold red"))
        if failure.reproducer:
            parts.append(Text(f"reproducer: {trace.path(failure.reproducer)}  (cute-ir replay ...)", style="red"))
    for note in trace.notes:
        parts.append(Text(f"note: {note}", style="yellow"))  # whole: a note says why a fact is unknown
    return Group(*parts)


def print_summary(trace: Trace, console: Console | None = None) -> None:
    console = console or _console()
    print_terminal_safe(console, render_summary(trace, whole_names=not console.is_terminal))  # trace text: never drives the terminal


def print_session(traces: list[Trace], console: Console | None = None) -> None:
    """One trace: its full summary. Several (a script compiled many kernels): one table, a row each."""
    if len(traces) == 1:
        print_summary(traces[0], console)
    elif traces:
        console = console or _console()
        print_terminal_safe(console, render_session(traces, whole_names=not console.is_terminal))


def _console() -> Console:
    """A terminal's console; elsewhere one as wide as the lines, so that no name is cut (`FlashAt…` ×3)."""
    console = Console()
    return console if console.is_terminal else Console(width=_UNBOUNDED_WIDTH)


def render_session(traces: list[Trace], *, whole_names: bool = False) -> Group:
    """A row per compile: what it is, how faithful, how long, its resources, whether it finished;
    kernel names cut to fit a terminal unless `whole_names`."""
    table = Table(box=None, pad_edge=False, header_style="bold")
    for column, justify in (("trace", "left"), ("kernel", "left"), ("pass", "right"), ("chg", "right"),
                            ("checks", "left"), ("s", "right"), ("regs", "right"), ("stack", "right"),
                            ("smem", "right"), ("status", "left")):
        # the kernel name gives way on a narrow terminal; the facts do not wrap
        table.add_column(column, justify=justify, no_wrap=column != "kernel" or whole_names, overflow="ellipsis")
    for trace in traces:
        seconds = trace.timing.get("capture_s")
        resources = trace.resources
        table.add_row(
            trace.root.name if trace.root else "",
            trace.kernel.name if whole_names else shorten(trace.kernel.name, 40),
            str(len(trace.passes)),
            str(sum(bool(p.changed) for p in trace.passes)),
            _checkpoint_marks(trace),
            f"{seconds:.2f}" if seconds is not None else "-",
            _most(r.registers for r in resources),
            _most(r.stack_bytes for r in resources),
            _most(r.shared_bytes + (r.dynamic_shared_bytes or 0) for r in resources),
            _status(trace),
        )
    root = traces[0].root.parent if traces[0].root else None
    header = Text(f"{len(traces)} kernels compiled (pass: passes, chg: passes that changed the IR, checks: "
                  "checkpoints equal to the real pipeline, s: compile time, stack/smem: bytes)\n", style="bold")
    archs = sorted({_arch(trace) for trace in traces})
    header.append(f"arch: {', '.join(archs)}\n")
    if root is not None:
        header.append(f"session: {root}  (one trace in full: cute-ir view {root}/NNN)", style="dim")
    parts: list = [header, table]
    for trace in traces:
        if trace.failure is not None and trace.failure.reproducer:
            parts.append(Text(f"{trace.root.name}: reproducer {trace.path(trace.failure.reproducer)}", style="red"))
    return Group(*parts)


def _checkpoint_marks(trace: Trace) -> Text:
    """Checkpoints in one short cell: '3/3 same' (byte-identical to the real pipeline), or what differs."""
    if not trace.checkpoints:
        return Text("exact" if all(p.fidelity is Fidelity.EXACT for p in trace.passes) else "-")
    same = [c for c in trace.checkpoints if c.status in (CheckpointStatus.IDENTICAL,
                                                         CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO)]
    if len(same) == len(trace.checkpoints):
        return Text(f"{len(same)}/{len(same)} same", style="green")
    differs = [c.checkpoint for c in trace.checkpoints if c.status is CheckpointStatus.DIFFERS]
    return Text(f"{', '.join(differs)} differ" if differs else f"{len(same)}/{len(trace.checkpoints)} same",
                style="yellow")


def _most(values: Iterable[int | None]) -> str:
    known = [v for v in values if v is not None]
    return str(max(known)) if known else "-"


def _status(trace: Trace) -> Text:
    if trace.failure is None:
        return Text("ok", style="green")
    where = f" at pass {trace.failure.pass_index}" if trace.failure.pass_index else ""
    return Text(f"{trace.failure.kind}{where}", style="bold red")


def resource_line(resources: KernelResources) -> str:
    """What ptxas/cuobjdump report for a kernel, "?" for what the trace does not know (schema 1)."""
    def known(value: int | None) -> str:
        return "?" if value is None else str(value)

    return (f"{resources.registers} registers, stack {known(resources.stack_bytes)} B, "
            f"local {resources.local_bytes} B, spills {known(resources.spill_store_bytes)} B st / "
            f"{known(resources.spill_load_bytes)} B ld, shared {resources.shared_bytes} B static + "
            f"{known(resources.dynamic_shared_bytes)} B dynamic, barriers {known(resources.barriers)}, "
            f"{resources.instructions} SASS instructions")


def _header(trace: Trace) -> Text:
    capture = trace.timing.get("capture_s")
    took = f" in {capture:.2f} s" if capture is not None else ""
    text = Text()
    text.append(trace.kernel.name, style="bold")
    text.append(f"  DSL {trace.dsl_version}+{trace.dsl_variant}  {_arch(trace)}  strategy {trace.strategy.value}"
                f"  {len(trace.passes)} passes{took}\n")
    text.append(f"trace: {trace.root}", style="dim")
    for key, value in trace.kernel.compile_options.items():  # answers given for the target, not asked
        if key.startswith("assumed "):
            text.append(f"\n{key}: {value}", style="yellow")
    return text


def _arch(trace: Trace) -> str:
    """The arch, and where it came from where the capture recorded that ("sm_100a (CUTE_DSL_ARCH)")."""
    source = trace.kernel.compile_options.get("arch-from")
    return f"{trace.arch} (from {source})" if source else trace.arch


def _stage_table(trace: Trace) -> Table:
    table = Table(box=None, pad_edge=False, header_style="bold")
    for column, justify in (("stage", "left"), ("passes", "right"), ("changed", "right"),
                            ("exact/proof/emul/repl/skip", "right"), ("IR after", "right"), ("ms", "right")):
        table.add_column(column, justify=justify)
    stages: dict[str, list] = {}
    for record in trace.passes:
        stages.setdefault(record.stage, []).append(record)
    for stage, records in stages.items():
        by_fidelity = {f: sum(r.fidelity is f for r in records) for f in Fidelity}
        sizes = [r.size for r in records if r.size is not None]
        times = [r.time_ms for r in records if r.time_ms is not None]
        table.add_row(
            stage,
            str(len(records)),
            str(sum(bool(r.changed) for r in records)),
            "/".join(str(by_fidelity[f]) for f in _FIDELITY_ORDER),
            _size(sizes[-1]) if sizes else "-",
            f"{sum(times):.1f}" if times else "-",
        )
    return table


_FIDELITY_ORDER = (Fidelity.EXACT, Fidelity.EXACT_BY_PROOF, Fidelity.EMULATED, Fidelity.REPLAYED, Fidelity.SKIPPED)


def _proof(trace: Trace) -> list[Text]:
    """How far the replay is proven to be the real pipeline, and what each skipped pass did."""
    if trace.strategy is not Strategy.REPLAY:
        return []
    lines = []
    unproven = [p for p in trace.passes if p.fidelity is Fidelity.REPLAYED]
    if unproven:
        first = unproven[0]
        lines.append(Text(f"  passes {first.index}-{unproven[-1].index} (replayed, {len(unproven)}): "
                          f"{first.evidence or 'not proven (captured before per-pass fidelity)'}", style="yellow"))
    judged = [p for p in trace.passes if p.fidelity in (Fidelity.SKIPPED, Fidelity.EMULATED)]
    if judged:
        text = Text("  skipped: ")
        for record in judged:
            verdict = record.verdict.value if record.verdict else "?"
            text.append(f"{record.arg} ")
            text.append(verdict if record.fidelity is Fidelity.SKIPPED else f"{verdict}, emulated",
                        style=_VERDICT_STYLE.get(record.verdict, "dim"))
            ops = _ops_named(record.evidence)
            text.append(f" ({ops})  " if ops else "  ", style="dim")
        lines.append(text)
    return lines


_VERDICT_STYLE = {Verdict.IDLE: "green", Verdict.ACTIVE: "yellow", Verdict.UNPROVEN: "dim", Verdict.UNPROVABLE: "dim"}


def _ops_named(evidence: str) -> str:
    """The ops an active verdict names ("arith-expand: floordivsi ×4; ..." -> "floordivsi ×4")."""
    head = evidence.split(";", 1)[0]
    found = head.split(": ", 1)[1] if ": " in head else ""
    return found if "×" in found else ""


def _fidelity(trace: Trace) -> Text:
    text = Text("fidelity: ")
    if not trace.passes:
        text.append("no pass ran", style="yellow")
    elif not trace.checkpoints:
        text.append("every pass printed by the real pipeline" if all(
            p.fidelity is Fidelity.EXACT for p in trace.passes) else "no checkpoints", style="green")
    for checkpoint in trace.checkpoints:
        text.append(f"{checkpoint.checkpoint} ", style="bold")
        text.append(checkpoint.status.value, style=_STATUS_STYLE[checkpoint.status])
        if checkpoint.status is CheckpointStatus.UNAVAILABLE:
            text.append(f" ({checkpoint.detail})", style="dim")
        text.append("  ")
    return text


def _artifacts_line(trace: Trace) -> Text:
    names = [f"{kind} {_size(a.size)}" for kind, a in trace.artifacts.items() if not kind.startswith("replay-")]
    return Text("artifacts: " + ", ".join(names), style="dim")


def _size(size: int) -> str:
    return f"{size / 1024:.1f} KiB" if size >= 1024 else f"{size} B"
