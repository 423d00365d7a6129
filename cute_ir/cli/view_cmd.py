"""`cute-ir view`: the pass-by-pass HTML viewer of one trace, two traces side by side, or a terminal table;
the grid page of a catalogue run's folder."""

from __future__ import annotations

import json
import webbrowser
from pathlib import Path

import click

from cute_ir.errors import BadInputError
from cute_ir.fsutil import check_writable_parent, named_child, write_text_atomic
from cute_ir.trace import MANIFEST, Trace, load_trace
from cute_ir.cli.options import json_option
from cute_ir.cli.output import echo


# Where a page goes without -o: the folder dump (traces/KERNEL.ARCH) and trace (traces/session) write into by
# default, so a project ignores one folder, not pages scattered in its root.
DEFAULT_FOLDER = Path("traces")


def _default_output(traces: list[Trace]) -> Path:
    if len(traces) == 1:
        name = f"{traces[0].kernel.name}.passes.html"
    else:
        a, b = traces
        name = f"{a.kernel.name}-{a.dsl_version}-vs-{b.kernel.name}-{b.dsl_version}.passes.html"
    return named_child(DEFAULT_FOLDER, name, "the traces' kernel names and releases")


@click.command("view")
@click.argument("traces", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--out", "-o", "out", type=click.Path(dir_okay=False, path_type=Path),
              help="HTML file to write (default: traces/KERNEL.passes.html, beside dump's traces; two session "
                   "directories: the folder traces/A-vs-B.pages; a catalogue run: traces/RUN.catalogue.html).")
@click.option("--open", "open_browser", is_flag=True, help="Open the page in the default browser.")
@click.option("--tui", is_flag=True, help="Print a table in the terminal instead of writing HTML.")
@click.option("--pass", "pass_index", type=int, default=None,
              help="With --tui: also print the IR after pass N (0 is the input).")
@json_option("Print what was written as JSON: each page's path, size and traces (with two session directories, the "
             "index page and the kernels of one side only).")
def view(traces: tuple[Path, ...], out: Path | None, open_browser: bool, tui: bool, pass_index: int | None,
         as_json: bool) -> None:
    """Show TRACE pass by pass; with two traces A B, show them side by side, aligned by stage. With the
    folder of a catalogue run (`sweep --sample/--filter -o DIR`), a grid of its design points coloured
    by how many operators changed.

    The HTML page is one self-contained file that works offline from a file:// URL.
    """
    if len(traces) > 2:
        raise click.UsageError("give one trace, or two to compare")
    if pass_index is not None and not tui:
        raise click.UsageError("--pass needs --tui")
    if tui and len(traces) != 1:
        raise click.UsageError("--tui shows one trace")
    if tui and as_json:
        raise click.UsageError("--tui prints a table, --json what was written: give one of them")
    _run(traces, out, open_browser, tui, pass_index, as_json)


def _page_json(path: Path, traces: list[Trace]) -> dict[str, object]:
    return {"path": str(path), "bytes": path.stat().st_size, "traces": [str(t.root) for t in traces]}


def _run(paths: tuple[Path, ...], out: Path | None, open_browser: bool, tui: bool, pass_index: int | None,
         as_json: bool) -> None:
    from cute_ir.passes_view import build_comparison_page, build_trace_page

    from cute_ir.diff.sessions import is_session

    if len(paths) == 1 and not (paths[0] / MANIFEST).exists() and _is_catalogue_run(paths[0]):
        if tui:
            raise click.UsageError("--tui shows one trace; a catalogue run's report in the terminal: "
                                   f"cute-ir sweep --report-only -o {paths[0]} --markdown")
        _view_catalogue(paths[0], out, open_browser, as_json)
        return
    sessions = [is_session(path) for path in paths]
    if len(paths) == 1 and sessions[0]:
        from cute_ir.diff.sessions import trace_dirs

        traces_in = [str(directory) for directory in trace_dirs(paths[0])]
        if len(traces_in) == 1:
            paths = (Path(traces_in[0]),)  # a session of one compile: its trace is what there is to view
            sessions = [False]
        else:
            raise BadInputError(
                f"{paths[0]} is a session directory holding {len(traces_in)} traces (one per compile); "
                "view one of them, or compare the session with another",
                hint=f"cute-ir view {traces_in[0]}, or cute-ir view {paths[0]} OTHER_SESSION "
                     f"(its traces: {', '.join(Path(t).name for t in traces_in[:10])}"
                     f"{' …' if len(traces_in) > 10 else ''})",
            )
    if any(sessions):
        if len(paths) != 2 or not all(sessions) or tui:
            raise BadInputError(
                "a session directory (one trace per kernel) is compared only with another session directory",
                hint="cute-ir view SESSION_A SESSION_B, or view one of its NNN/ traces",
            )
        _view_sessions(paths[0], paths[1], out, open_browser, as_json)
        return
    loaded = [load_trace(path) for path in paths]
    if tui:
        from rich.console import Console

        from cute_ir.passes_view.tui import print_trace

        print_trace(loaded[0], Console(), pass_index)
        return
    target = out or _default_output(loaded)
    check_writable_parent(target)
    # The page is built in memory and written in one atomic step: a bad trace leaves no file behind.
    html = build_trace_page(loaded[0]) if len(loaded) == 1 else build_comparison_page(*loaded)
    write_text_atomic(target, html)
    if as_json:
        echo(json.dumps({"index": None, "pages": [_page_json(target, loaded)]}, indent=1))
    else:
        echo(f"wrote {target} ({len(html) / 1e6:.2f} MB)")
    if open_browser and not webbrowser.open(target.resolve().as_uri()):
        raise BadInputError(f"no browser could be started; open {target} yourself")


def _is_catalogue_run(folder: Path) -> bool:
    """A catalogue run's folder (asked only of a folder that is no trace: the sweep code imports slowly)."""
    from cute_ir.sweep.catalogue import PLAN

    return (folder / PLAN).is_file()


def _view_catalogue(folder: Path, out: Path | None, open_browser: bool, as_json: bool) -> None:
    """The grid page of a catalogue run's folder, read as it stands (finished or not)."""
    from cute_ir.passes_view.catalogue import build_catalogue_page
    from cute_ir.sweep.catalogue import load_run

    run, facts = load_run(folder)
    target = out or named_child(DEFAULT_FOLDER, f"{folder.resolve().name}.catalogue.html", "the run folder's name")
    check_writable_parent(target)
    html = build_catalogue_page(run, facts)
    write_text_atomic(target, html)
    if as_json:
        echo(json.dumps({"index": None, "pages": [{"path": str(target), "bytes": target.stat().st_size,
                                                   "run": str(folder), "operators": len(run.operators)}]}, indent=1))
    else:
        echo(f"wrote {target} ({len(html) / 1e6:.2f} MB): {len(run.operators)} operators of {folder}")
    if open_browser and not webbrowser.open(target.resolve().as_uri()):
        raise BadInputError(f"no browser could be started; open {target} yourself")


def _view_sessions(a: Path, b: Path, out: Path | None, open_browser: bool, as_json: bool) -> None:
    """One comparison page per kernel paired by name, and an index page listing them and the unpaired."""
    from html import escape

    from cute_ir.diff.sessions import load_session, pair_sessions
    from cute_ir.passes_view import build_comparison_page

    pairing = pair_sessions(load_session(a), load_session(b))
    target = out or named_child(DEFAULT_FOLDER, f"{a.resolve().name}-vs-{b.resolve().name}.pages", "the sessions' names")
    check_writable_parent(target / "index.html")
    target.mkdir(parents=True, exist_ok=True)
    items = []
    pages = []
    for n, (ta, tb) in enumerate(pairing.pairs, start=1):
        name = f"{n:03d}-{ta.kernel.name[:60]}.html".replace("/", "_")
        write_text_atomic(target / name, build_comparison_page(ta, tb))
        pages.append({**_page_json(target / name, [ta, tb]), "kernel": ta.kernel.name})
        items.append(f'<li><a href="{escape(name)}">{escape(ta.kernel.name)}</a> '
                     f"({escape(Path(str(ta.root)).name)} / {escape(Path(str(tb.root)).name)})</li>")
    for side, unpaired in (("A", pairing.only_in_a), ("B", pairing.only_in_b)):
        items.extend(f"<li>only in {side}: {escape(t.kernel.name)} ({escape(str(t.root))})</li>" for t in unpaired)
    index = (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{escape(a.name)} vs "
             f"{escape(b.name)} — cute-ir</title></head><body><h1>A: {escape(str(a))} vs B: {escape(str(b))}</h1>"
             f"<p>kernels paired by name</p><ul>{''.join(items)}</ul></body></html>\n")
    write_text_atomic(target / "index.html", index)
    if as_json:
        echo(json.dumps({"index": str(target / "index.html"), "pages": pages,
                         **{f"only_in_{side}": [{"kernel": t.kernel.name, "trace": str(t.root)} for t in unpaired]
                            for side, unpaired in (("a", pairing.only_in_a), ("b", pairing.only_in_b))}}, indent=1))
    else:
        echo(f"wrote {target}/index.html and {len(pairing.pairs)} comparison pages")
    if open_browser and not webbrowser.open((target / "index.html").resolve().as_uri()):
        raise BadInputError(f"no browser could be started; open {target / 'index.html'} yourself")
