"""What of a pipeline read from a trace or a reproducer may run: the one rule behind blame's experiments and replay.

A trace or reproducer someone sends is data. Its recorded pipeline runs only as the DSL release running it
makes that pipeline itself, never as written:
- the top-level pipeline is the DSL's meta-pass (`cute-to-nvvm{...}`), followed only by what a DSL release
  appends to it (4.2's `external-kernel-for-gpu-launch`): the string each release hands `Compiler.compile`;
- an option naming a file (MLIR's naming: `*-path`, `*-dir`, `*-file`, `filename`, `toolkit*`,
  `link-libraries`) never keeps its recorded value: one the pass writes is redirected into the run's scratch
  folder, one it reads is left to the release's default (a reproducer's own copies of the libraries it links
  aside, checked against their hashes); any other option whose value names a path (holds a `/`) is refused;
- the passes that run are the release's own expansion of that top-level pipeline (`str(PassManager)`, which is
  what the capture recorded), and a recorded expanded pipeline must be that expansion pass for pass, options
  included (file names aside): a pass or option added, removed or changed refuses the whole run before any
  experiment, so nothing a doctor adds can run, nor be silently dropped while a verdict says "verified".
Every string is parsed within bounds (`check_form`): a malformed one is refused with a message, exit 3.
"""

from __future__ import annotations

from pathlib import Path

from cute_ir.capture.pipeline import (
    BINARY_DUMP_OPTIONS, ROOT_ANCHOR, PipelinePass, option_items, parse_expanded,
)
from cute_ir.errors import BadInputError

META_PASS = "cute-to-nvvm"
# What a DSL release appends to its meta-pass in the pipeline it hands Compiler.compile (shared/facts/pipelines).
APPENDED_BY_THE_DSL = ("external-kernel-for-gpu-launch",)
_PATH_SUFFIXES = ("-path", "-dir", "-file", "Path", "Dir", "File")
_READ_PATHS = ("toolkit", "toolkitPath", "link-libraries")  # files a pass reads, not writes
_REDO = "capture it again with `cute-ir dump` or `cute-ir trace`: a recorded pipeline is never run as edited"


class PipelineRefused(BadInputError):
    """A recorded pipeline that cute-ir will not run: malformed, or not what the DSL itself makes of it."""


def names_a_file(option: str) -> bool:
    """Does the option, by its name, say where a pass writes or reads a file?"""
    return option.endswith(_PATH_SUFFIXES) or option in _READ_PATHS or option == "filename"


def recorded_passes(expanded: object, what: str) -> list[PipelinePass]:
    """The passes of a recorded expanded pipeline, parsed within bounds; refused with a message where malformed."""
    try:
        return parse_expanded(expanded)  # type: ignore[arg-type]
    except ValueError as err:
        raise PipelineRefused(f"{what}: its recorded expanded pipeline is malformed ({err})", hint=_REDO) from err


def check_top_level(pipeline: object, what: str) -> list[PipelinePass]:
    """The recorded top-level pipeline's elements, refused unless it is the DSL's meta-pass and what the DSL
    appends to it, with no option value naming a path outside the options that name a file (no DSL needed)."""
    try:
        elements = parse_expanded(pipeline)  # type: ignore[arg-type]
    except ValueError as err:
        raise PipelineRefused(f"{what}: its recorded pipeline is malformed ({err})", hint=_REDO) from err
    args = [element.arg for element in elements]
    if not args or args[0] != META_PASS or any(e.anchor != ROOT_ANCHOR for e in elements) or any(
            arg not in APPENDED_BY_THE_DSL for arg in args[1:]):
        raise PipelineRefused(f"{what}: its recorded pipeline runs {', '.join(args) or 'nothing'}, not the DSL's "
                              f"{META_PASS} (and what the DSL appends to it): it is not run", hint=_REDO)
    for element in elements:
        _check_values(element, what)
    return elements


def _check_values(spec: PipelinePass, what: str) -> None:
    """Refuse an option that names a path without being one of the options that name a file."""
    try:
        items = option_items(spec.options)
    except ValueError as err:
        raise PipelineRefused(f"{what}: the options of {spec.arg} are malformed ({err})", hint=_REDO) from err
    for name, value in items:
        if not names_a_file(name) and value is not None and "/" in value:
            raise PipelineRefused(f"{what}: option {name} of {spec.arg} names a path ({value[:80]!r}): a recorded "
                                  "pipeline may not make cute-ir read or write files", hint=_REDO)


def confined_top_level(pipeline: str, scratch: Path, what: str, libraries: dict[str, Path] | None = None) -> str:
    """The recorded top-level pipeline as it may run: checked (`check_top_level`), each option naming a file it
    writes pointed into `scratch`, each naming files it reads dropped (the release's default), except
    `link-libraries` where `libraries` maps every recorded name to a checked copy (a reproducer's own)."""
    elements = []
    for element in check_top_level(pipeline, what):
        kept = []
        for name, value in option_items(element.options):
            if name == "link-libraries" and value:
                kept.append(f"{name}={_linked(value, libraries, what)}")
            elif value is None:
                kept.append(name)
            elif not names_a_file(name) or not value:
                kept.append(f"{name}={value}")
            elif name not in _READ_PATHS:
                kept.append(f"{name}={scratch / name}")
        options = "{" + " ".join(kept) + "}" if element.options else ""
        elements.append(PipelinePass(element.arg, options).text)
    return f"{ROOT_ANCHOR}({','.join(elements)})"


def _linked(value: str, libraries: dict[str, Path] | None, what: str) -> str:
    """`link-libraries`' value with each recorded name replaced by its checked copy; refused without one."""
    names = [name for name in value.split(",") if name]
    missing = [name for name in names if libraries is None or name not in libraries]
    if missing:
        raise PipelineRefused(f"{what}: its pipeline links {', '.join(missing)}, a file it does not hold: cute-ir "
                              "never reads a file outside a trace or reproducer", hint=_REDO)
    assert libraries is not None
    return ",".join(str(libraries[name]) for name in names)


def admitted_passes(pipeline: str, expanded: str, scratch: Path, what: str) -> list[PipelinePass]:
    """Under the release that is to run them (its DSL imported): the passes a trace's recorded pipeline may run,
    as that release expands the confined top-level pipeline, each confined to `scratch`. Refused where the
    recorded expanded pipeline is not that expansion, pass for pass and option for option (file names aside)."""
    recorded = recorded_passes(expanded, what)
    expansion = release_expansion(confined_top_level(pipeline, scratch, what), what)
    if len(recorded) != len(expansion):
        raise PipelineRefused(f"{what}: its recorded expanded pipeline has {len(recorded)} passes where this "
                              f"release expands its recorded pipeline to {len(expansion)}: it is not run", hint=_REDO)
    for index, (mine, theirs) in enumerate(zip(recorded, expansion), start=1):
        if _shape(mine) != _shape(theirs):
            raise PipelineRefused(
                f"{what}: pass {index} of its recorded expanded pipeline is {mine.text[:160]!r}, where this release "
                f"expands its recorded pipeline to {theirs.text[:160]!r}: a pipeline no capture recorded is not run",
                hint=_REDO)
    return [confined(spec, scratch, what) for spec in expansion]


def check_recorded(pipeline: object, expanded: object, what: str) -> None:
    """What can be refused without the release (in the parent, before any child starts): a malformed top-level
    or expanded pipeline, a top-level one that is not the DSL's meta-pass, a value naming a path."""
    check_top_level(pipeline, what)
    recorded_passes(expanded, what)


def admitted_single_pass(pipeline: str, single: str, index: object, scratch: Path, what: str,
                         libraries: dict[str, Path] | None = None) -> PipelinePass:
    """Under the release: the one pass a reproducer's `--single` may run. It must be pass `index` of the release's
    own expansion of the reproducer's confined pipeline, options included (file names aside); it runs as that
    pass, confined to `scratch`, never as the reproducer's text says."""
    expansion = release_expansion(confined_top_level(pipeline, scratch, what, libraries), what)
    try:
        recorded = parse_expanded(single)
    except ValueError as err:
        raise PipelineRefused(f"{what}: its single pass is malformed ({err})", hint=_REDO) from err
    if not isinstance(index, int) or isinstance(index, bool) or not 0 < index <= len(expansion):
        raise PipelineRefused(f"{what}: its failing pass index {index!r} is not a pass of its pipeline "
                              f"({len(expansion)} passes under this release)", hint=_REDO)
    expected = expansion[index - 1]
    if len(recorded) != 1 or _shape(recorded[0]) != _shape(expected):
        raise PipelineRefused(f"{what}: its single pass {single[:160]!r} is not pass {index} of its pipeline under "
                              f"this release ({expected.text[:160]!r}): a pass no capture recorded is not run",
                              hint=_REDO)
    return confined(expected, scratch, what)


def release_expansion(top_level: str, what: str) -> list[PipelinePass]:
    """The passes this release's pass manager expands `top_level` into (its DSL imported)."""
    from cutlass._mlir import ir, passmanager

    with ir.Context():
        try:
            return parse_expanded(str(passmanager.PassManager.parse(top_level)))
        except Exception as err:  # noqa: BLE001 - the bindings raise ValueError or MLIRError by release
            first = next((line.strip() for line in str(err).splitlines() if line.strip()), type(err).__name__)
            raise PipelineRefused(f"{what}: its recorded pipeline does not parse under this release: {first[:300]}",
                                  hint=_REDO) from err


def _shape(spec: PipelinePass) -> tuple[str, str, tuple[tuple[str, str | None], ...]]:
    """What must match between a recorded pass and the release's: where it runs, what, its options (file names
    blanked: a capture points them at its own files)."""
    try:
        items = option_items(spec.options)
    except ValueError:
        items = [("", spec.options)]
    return spec.anchor, spec.arg, tuple((name, "" if names_a_file(name) else value) for name, value in items)


def confined(spec: PipelinePass, scratch: Path, what: str, options: str | None = None) -> PipelinePass:
    """`spec`, one of the release's own passes, as it may run, with `options` in place of its own where given
    (another side's: data, whose values may name no path unless they are `spec`'s own): each option naming a
    file it writes pointed into `scratch` (the binary pass's PTX and cubin at `scratch/experiment`), each naming
    a file it reads kept as `spec`'s own (the release's default)."""
    own = {name: value or "" for name, value in option_items(spec.options)}
    chosen = spec
    if options is not None:
        chosen = PipelinePass(spec.arg, options, spec.anchor)
        try:
            items = option_items(options)
        except ValueError as err:
            raise PipelineRefused(f"{what}: the options given to {spec.arg} are malformed ({err})") from err
        for name, value in items:
            if value is not None and "/" in value and not names_a_file(name) and value != own.get(name):
                raise PipelineRefused(f"{what}: option {name} given to {spec.arg} names a path ({value[:80]!r}): "
                                      "options read from a trace may not make cute-ir read or write files")
    kept = []
    for name, value in option_items(chosen.options):  # each occurrence: MLIR takes the last of a repeated option
        if name in BINARY_DUMP_OPTIONS:
            value = str(scratch / "experiment")
        elif name in _READ_PATHS:
            value = own.get(name, "")
        elif names_a_file(name) and value:
            value = str(scratch / name)
        kept.append(name if value is None else f"{name}={value}")
    return PipelinePass(spec.arg, "{" + " ".join(kept) + "}" if chosen.options else "", spec.anchor)
