"""The terminal view: the pass table, and optionally the IR after one pass, printed with rich."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from cute_ir.errors import BadInputError
from cute_ir.trace import Fidelity, PassRecord, Trace, refused_by_the_front_end, require_ir
from cute_ir.textutil import print_terminal_safe

_FIDELITY_STYLE = {Fidelity.EXACT: "green", Fidelity.EXACT_BY_PROOF: "green", Fidelity.EMULATED: "magenta",
                   Fidelity.REPLAYED: "blue", Fidelity.SKIPPED: "dim"}


_SHORT_FIDELITY = {Fidelity.EXACT: "exact", Fidelity.EXACT_BY_PROOF: "proof", Fidelity.EMULATED: "emul",
                   Fidelity.REPLAYED: "repl", Fidelity.SKIPPED: "skip"}


def fidelity_cell(record: PassRecord, *, short: bool = False) -> str:
    """The fidelity, with what qualifies it: the verdict of a skipped pass, where a replayed one may differ
    (`short`: in a dozen characters, "repl >=11", for a narrow terminal)."""
    style = _FIDELITY_STYLE[record.fidelity]
    if record.fidelity is Fidelity.SKIPPED and record.verdict is not None:
        qualifier = f" {record.verdict.value}" if short else f" ({record.verdict.value})"
    elif record.may_differ_from is not None:
        qualifier = f" >={record.may_differ_from}" if short else f" (from {record.may_differ_from})"
    else:
        qualifier = ""
    name = _SHORT_FIDELITY[record.fidelity] if short else record.fidelity.value
    return f"[{style}]{name}{qualifier}[/]"


def _changed(record: PassRecord) -> str:
    if record.changed is None:
        return "[dim]—[/]"
    return "[bold yellow]changed[/]" if record.changed else "[dim]unchanged[/]"


def pass_table(trace: Trace, console: Console | None = None) -> Table:
    """The pass table, in full where the terminal is wide enough, else compact (an 80-column terminal):
    the stage a heading row above its passes, shorter cells. Pass names are never cut."""
    console = console or Console()
    full = _full_table(trace)
    unbounded = console.options.update_width(1 << 16)  # the table's own width, not the terminal's
    if console.measure(full, options=unbounded).maximum <= console.width:
        return full
    return _compact_table(trace)


def _title(trace: Trace) -> str:
    return f"{trace.kernel.name} · DSL {trace.dsl_version} ({trace.dsl_variant}) · {trace.arch} · {trace.strategy.value}"


def _full_table(trace: Trace) -> Table:
    table = Table(title=_title(trace), header_style="bold")
    for name, justify in (("#", "right"), ("pass", "left"), ("stage", "left"), ("changed", "left"),
                          ("fidelity", "left"), ("time", "right"), ("IR size", "right")):
        table.add_column(name, justify=justify, no_wrap=True)
    for record in trace.passes:
        table.add_row(
            str(record.index), record.arg, record.stage, _changed(record), fidelity_cell(record),
            "" if record.time_ms is None else f"{record.time_ms:.2f} ms",
            "" if record.size is None else f"{record.size:,} B",
        )
    return table


def _compact_table(trace: Trace) -> Table:
    table = Table(title=_title(trace), header_style="bold", box=box.SIMPLE_HEAD, pad_edge=False,
                  caption="fidelity: exact, proof (exact-by-proof), emul, repl (replayed; >=N: may differ from pass N), "
                          "skip (skipped, with its verdict)")
    for name, justify in (("#", "right"), ("pass", "left"), ("chg", "left"), ("fidelity", "left"),
                          ("ms", "right"), ("KiB", "right")):
        table.add_column(name, justify=justify, no_wrap=name != "fidelity",
                         min_width=max((len(r.arg) for r in trace.passes), default=4) if name == "pass" else None)
    stage = None
    for record in trace.passes:
        if record.stage != stage:
            stage = record.stage
            table.add_row("", f"[bold]{stage}[/]")
        table.add_row(
            str(record.index), record.arg,
            {None: "[dim]—[/]", True: "[bold yellow]yes[/]", False: "[dim]no[/]"}[record.changed],
            fidelity_cell(record, short=True),
            "" if record.time_ms is None else f"{record.time_ms:.1f}",
            "" if record.size is None else f"{record.size / 1024:.1f}",
        )
    return table


def find_pass(trace: Trace, index: int) -> PassRecord:
    for record in trace.passes:
        if record.index == index:
            return record
    raise BadInputError(
        f"trace {trace.root} has no pass {index}",
        hint=f"passes are numbered 1 to {len(trace.passes)}; 0 is the input",
    )


def print_trace(trace: Trace, console: Console, pass_index: int | None = None) -> None:
    """The summary table; with `pass_index`, the IR after that pass (0: the input) below it."""
    require_ir(trace)
    if not trace.passes and not refused_by_the_front_end(trace):  # that one shows the module it refused
        raise BadInputError(f"trace {trace.root} records no passes; there is nothing to view")
    # Read the pass first: a bad index or a missing file must fail before anything is printed.
    ir: tuple[str, str] | None = None
    if pass_index == 0:
        ir = ("input", trace.input_ir())
    elif pass_index is not None:
        record = find_pass(trace, pass_index)
        text = trace.ir_after(record)
        unknown = f"// IR unknown: pass skipped. {record.note}\n// {record.evidence}"
        ir = (record.label, text if text is not None else unknown)
    # Everything shown came from the trace: printed terminal-safe (escape sequences shown, never acted on).
    print_terminal_safe(console, pass_table(trace, console))
    if trace.failure is not None:
        # Text, not markup: a compiler message may contain "[...]" that rich would read as style tags.
        print_terminal_safe(console, Text.assemble(("compile failed", "bold red"),
                                                   f" ({trace.failure.kind}): {trace.failure.message}"))
    if ir is not None:
        print_terminal_safe(console, None, rule=f"IR after {ir[0]}")
        # pygments has no MLIR lexer; its LLVM lexer colours the shared %ssa / @symbol / type syntax.
        print_terminal_safe(console, Syntax(ir[1], "llvm", line_numbers=True, word_wrap=False, theme="ansi_light"))
