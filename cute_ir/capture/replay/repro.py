"""Reproducers for compiles that failed or crashed, and `cute-ir replay` to re-run them.

A reproducer directory holds everything needed to hit the failure again without the kernel's Python:

    input.mlirbc    the module the pipeline was given (bytecode keeps every location)
    pipeline.txt    the real top-level pipeline
    before.mlir     the IR right before the failing pass, when it was captured
    pass.txt        that single pass, in pipeline syntax (`builtin.module(...)`)
    repro.py        a standalone script: the same run with the DSL's own MLIR bindings, no cute-ir
    repro.json      DSL release and variant, arch, how the DSL ran the pipeline (verifier, threading),
                    the failure, each claim labelled exact or approximate, the files' hashes

`cute-ir replay DIR` runs input.mlirbc through pipeline.txt; `--single` runs before.mlir through pass.txt.
Either runs in a child process of the release and variant that failed, because the failure may be a
crash, and runs as the DSL ran: `Compiler.compile` turns the MLIR verifier off and the DSL's context
runs single-threaded (both measured at capture time, from the compile's own arguments and context).
The failure counts as reproduced only when the same kind recurs: a crash again (the same signal), or
an error again with the recorded error text (in the same pass, for `--single`). A reproducer whose
files do not match their recorded hashes or do not parse is corrupt (exit 3), never "reproduced".
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.errors import BadInputError
from cute_ir.fsutil import MAX_MANIFEST_BYTES, load_json, read_stored_text, read_verified, sha256_bytes
from cute_ir.trace import AFTER_PIPELINE, INPUT_FILE, Fidelity, Strategy, Trace, TraceFailure

FAILURE_DIR = "failure"
REPRO_FILE = "repro.json"
SCRIPT_FILE = "repro.py"
_HASHED = ("input.mlirbc", "pipeline.txt", "before.mlir", "pass.txt")
# How DSL releases run the pipeline where a capture did not record it (traces of older cute-ir):
# `Compiler.compile(..., enable_verifier=False)` and `ctx.enable_multithreading(False)` in 4.2.1-4.8.1.
DSL_RUN_AS = {"verifier": False, "multithreading": False}


@dataclass(frozen=True)
class Reproducer:
    root: Path
    dsl_version: str
    dsl_variant: str
    arch: str
    kind: str
    message: str
    pass_index: int | None
    pass_arg: str
    run_as: dict[str, bool] = field(default_factory=lambda: dict(DSL_RUN_AS))
    claims: dict[str, str] = field(default_factory=dict)  # what -> "exact" or "approximate: why"
    sha256: dict[str, str] = field(default_factory=dict)  # file -> its hash when written
    signal: str = ""  # the signal of a crash, e.g. "SIGSEGV"
    # files the pipeline links (`link-libraries`, a library's cached .ptx): the path it names -> the copy held here
    libraries: dict[str, str] = field(default_factory=dict)

    @property
    def has_single_pass(self) -> bool:
        return (self.root / "pass.txt").exists() and (self.root / "before.mlir").exists()

    @property
    def dsl_spec(self) -> str:
        from cute_ir.releases.catalogue import format_spec

        return format_spec(self.dsl_version, self.dsl_variant)


def write_reproducer(
    trace: Trace, root: Path, specs: list[PipelinePass], run_as: dict[str, bool] | None = None
) -> TraceFailure:
    """Write `root/failure/` for the trace's failure; return the failure pointing at it.

    `run_as` is how the DSL ran the pipeline (verifier, multithreading), as the capture measured it.
    """
    failure = trace.failure
    assert failure is not None
    target = Path(root) / FAILURE_DIR
    target.mkdir(exist_ok=True)
    shutil.copyfile(Path(root) / "artifacts" / "input.mlirbc", target / "input.mlirbc")
    (target / "pipeline.txt").write_text(trace.pipeline + "\n")
    index = failure.pass_index
    failing = specs[index - 1] if index and index <= len(specs) else None
    before_record = None
    if failing is not None:
        (target / "pass.txt").write_text(failing.standalone_pipeline + "\n")
        before = [p for p in trace.passes if p.index < index and p.ir_file]
        before_record = before[-1] if before else None
        source = before_record.ir_file if before_record else INPUT_FILE
        (target / "before.mlir").write_text(read_stored_text(Path(root) / str(source)))
    run_as = dict(DSL_RUN_AS if run_as is None else run_as)
    crash_signal = re.search(r"\bSIG[A-Z]+\b", failure.message) if failure.kind == "crashed" else None
    meta = {
        "dsl_version": trace.dsl_version,
        "dsl_variant": trace.dsl_variant,
        "arch": trace.arch,
        "kind": failure.kind,
        "message": failure.message,
        "pass_index": index,
        "pass_arg": failing.arg if failing else "",
        "run_as": run_as,
        "claims": _claims(trace, index, failing, before_record),
        "signal": crash_signal.group(0) if crash_signal else "",
        "sha256": {name: sha256_bytes((target / name).read_bytes()) for name in _HASHED if (target / name).exists()},
        "libraries": _copy_libraries(trace.pipeline, target),
    }
    meta["sha256"].update({copy: sha256_bytes((target / copy).read_bytes()) for copy in meta["libraries"].values()})
    if meta["libraries"] or _linked_paths(trace.pipeline):
        missing = sorted(set(_linked_paths(trace.pipeline)) - set(meta["libraries"]))
        meta["claims"][LIBRARIES_DIR] = ("exact: copies of the files the pipeline links, taken when it failed"
                                         if not missing else f"incomplete: {', '.join(missing)} could not be copied; "
                                         "replay refuses a pipeline linking a file the reproducer does not hold")
    (target / SCRIPT_FILE).write_text(_standalone_script(meta))
    (target / REPRO_FILE).write_text(json.dumps(meta, indent=1) + "\n")
    return replace(failure, reproducer=FAILURE_DIR)


LIBRARIES_DIR = "libraries"


def _linked_paths(pipeline: str) -> list[str]:
    """The files the DSL's meta-pass is told to link (`link-libraries=a.ptx,b.bc`), as the pipeline names them."""
    from cute_ir.capture.replay.admission import META_PASS
    from cute_ir.capture.pipeline import option_value, parse_expanded

    try:
        meta = next((p for p in parse_expanded(pipeline) if p.arg == META_PASS), None)
    except ValueError:
        return []
    value = option_value(meta.options, "link-libraries") if meta else None
    return [path for path in (value or "").split(",") if path]


def _copy_libraries(pipeline: str, target: Path) -> dict[str, str]:
    """Copy each file the pipeline links into the reproducer (a library's cache may be gone by replay time): the
    path it names -> the copy's name here. A file that cannot be read is left out (the claims say so)."""
    copies = {}
    for number, path in enumerate(_linked_paths(pipeline), start=1):
        name = f"{LIBRARIES_DIR}/{number:02d}-{Path(path).name}"
        try:
            (target / LIBRARIES_DIR).mkdir(exist_ok=True)
            shutil.copyfile(path, target / name)
        except OSError:
            continue
        copies[path] = name
    return copies


def _claims(trace: Trace, index: int | None, failing: PipelinePass | None, before: Any) -> dict[str, str]:
    """Each thing the reproducer says, labelled exact or approximate (with why)."""
    claims = {
        "input.mlirbc": "exact: the module the DSL handed to its pipeline, in bytecode",
        "pipeline.txt": "exact: the pipeline string the DSL handed to Compiler.compile",
    }
    if failing is None:
        claims["failing pass"] = ("none: every pass ran; the DSL failed making an ExecutionEngine of the final IR, "
                                  "which repro.py does too" if trace.failure and trace.failure.kind == AFTER_PIPELINE
                                  else "unknown: the failure was not located in a pass")
        return claims
    # Skipped passes the capture proved idle (they would have changed nothing) cannot be the cause.
    skipped = [p for p in trace.passes if p.index < (index or 0) and p.fidelity is Fidelity.SKIPPED and not p.proven]
    if trace.strategy is Strategy.INSTRUMENT:
        claims["failing pass"] = f"exact: the real pipeline printed every pass before {failing.arg} and failed in it"
    elif skipped:
        names = ", ".join(f"{p.index} {p.arg}" for p in skipped)
        claims["failing pass"] = (
            f"approximate: located by cute-ir's pass-by-pass replay, which skipped passes it cannot run "
            f"and could not prove idle ({names}); the real failure may lie in one of those, and the "
            f"replay then names a later pass"
        )
    else:
        claims["failing pass"] = "approximate: located by cute-ir's pass-by-pass replay of the real pipeline"
    if before is None or before.fidelity is Fidelity.EXACT and not skipped:
        claims["before.mlir"] = "exact: the IR the real pipeline printed before the failing pass"
    else:
        claims["before.mlir"] = (
            "approximate: replayed by cute-ir pass by pass"
            + (", without the passes it cannot run" if skipped else "")
            + "; the real pipeline's IR at this point was not printed"
        )
    return claims


_SCRIPT = """\
# Reproducer of a {kind} compile, written by cute-ir. It needs no cute-ir, only the DSL release that failed:
#     pip install 'nvidia-cutlass-dsl{extra}=={version}'
#     python repro.py            # the whole pipeline on input.mlirbc, as the DSL runs it
#     python repro.py --single   # only the failing pass ({pass_arg}) on before.mlir
# Recorded failure: {first_line}
import pathlib
import sys

from cutlass._mlir import ir, passmanager

here = pathlib.Path(__file__).resolve().parent
single = "--single" in sys.argv[1:]
with ir.Context() as context:
    context.allow_unregistered_dialects = True
    context.enable_multithreading({multithreading})  # as the DSL's own context
    if single:
        module = ir.Module.parse((here / "before.mlir").read_text())
        pipeline = (here / "pass.txt").read_text().strip()
    else:
        module = ir.Module.parse((here / "input.mlirbc").read_bytes())
        pipeline = (here / "pipeline.txt").read_text().strip()
    for linked, copy in {libraries}.items():  # the files the pipeline links, as copied into this folder
        pipeline = pipeline.replace(linked, str(here / copy))
    pm = passmanager.PassManager.parse(pipeline)
    pm.enable_verifier({verifier})  # as Compiler.compile does
    pm.run(module.operation)
    if {after_pipeline} and not single:  # the DSL failed after the last pass, making its ExecutionEngine
        from cutlass._mlir import execution_engine

        execution_engine.ExecutionEngine(module, opt_level=2)
print("the pipeline ran to the end: the failure did not reproduce")
"""


def _standalone_script(meta: dict[str, Any]) -> str:
    first = next((line.strip() for line in meta["message"].splitlines() if line.strip()), "")
    return _SCRIPT.format(
        kind="crashed" if meta["kind"] == "crashed" else "failed",
        extra="[cu13]" if meta["dsl_variant"] == "cu13" else "",
        version=meta["dsl_version"],
        pass_arg=meta["pass_arg"] or "not located",
        first_line=first[:200],
        multithreading=bool(meta["run_as"].get("multithreading")),
        verifier=bool(meta["run_as"].get("verifier")),
        after_pipeline=meta["kind"] == AFTER_PIPELINE,
        libraries=repr(meta.get("libraries", {})),
    )


def load_reproducer(path: Path | str) -> Reproducer:
    root = Path(path)
    if (root / FAILURE_DIR / REPRO_FILE).exists():  # a trace directory was given
        root = root / FAILURE_DIR
    meta_file = root / REPRO_FILE
    if not os.path.lexists(meta_file):
        raise BadInputError(f"{path} is not a reproducer (no {REPRO_FILE})",
                            hint="give the failure/ directory of a failed trace, or the trace itself")
    meta = load_json(read_verified(meta_file, None, f"reproducer {root}", limit=MAX_MANIFEST_BYTES), str(meta_file))
    try:
        if not isinstance(meta, dict):
            raise TypeError("not a JSON object")
        repro = Reproducer(root=root, **meta)
        _check_types(repro)
        return repro
    except (TypeError, ValueError, RecursionError) as err:
        raise BadInputError(f"{meta_file} is malformed: {err}") from err


def _check_types(repro: Reproducer) -> None:
    for name in ("dsl_version", "dsl_variant", "kind", "message", "pass_arg", "signal"):
        if not isinstance(getattr(repro, name), str):
            raise TypeError(f"{name} is not a string")
    if repro.pass_index is not None and not isinstance(repro.pass_index, int):
        raise TypeError("pass_index is not a whole number")
    if not isinstance(repro.run_as, dict) or not isinstance(repro.sha256, dict):
        raise TypeError("run_as and sha256 must be objects")
    if not isinstance(repro.libraries, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in repro.libraries.items()):
        raise TypeError("libraries must map paths to file names")


def check_integrity(repro: Reproducer, *, single: bool) -> None:
    """Refuse a reproducer whose files are missing or differ from their recorded hashes."""
    needed = ("before.mlir", "pass.txt", "pipeline.txt") if single else ("input.mlirbc", "pipeline.txt")
    for name in needed:
        path = repro.root / name
        if path.is_symlink() or not path.is_file():
            raise BadInputError(f"the reproducer is corrupt: {name} is missing or not a plain file in {repro.root}")
        recorded = repro.sha256.get(name)
        if recorded is not None and sha256_bytes(read_verified(path, None, f"reproducer {repro.root}")) != recorded:
            raise BadInputError(
                f"the reproducer is corrupt: {name} does not match the hash recorded in {REPRO_FILE}",
                hint="capture the failure again (cute-ir trace/dump); an edited reproducer proves nothing",
            )


def run_reproducer(repro: Reproducer, *, single: bool) -> None:
    """Run the reproducer in this process (call it in a child) as the DSL ran the pipeline.

    Raises BadInputError where the reproducer itself is broken (hashes, parsing, the pipeline string);
    otherwise what the compiler raises while running.
    """
    from cutlass._mlir import ir, passmanager

    if single and not repro.has_single_pass:
        raise BadInputError("this reproducer has no single failing pass (the failure was not located)")
    check_integrity(repro, single=single)
    with ir.Context() as context:
        context.allow_unregistered_dialects = True
        context.enable_multithreading(bool(repro.run_as.get("multithreading", False)))
        name = "before.mlir" if single else "input.mlirbc"
        try:
            data = read_verified(repro.root / name, repro.sha256.get(name), f"reproducer {repro.root}")
            module = ir.Module.parse(data.decode() if single else data)
        except Exception as err:  # noqa: BLE001 - the bindings raise MLIRError or ValueError by version
            raise BadInputError(f"the reproducer is corrupt: {name} does not parse: {_first_line(err)}") from err
        with tempfile.TemporaryDirectory(prefix="cute-ir-replay-") as scratch:
            pipeline = admitted_pipeline(repro, single=single, scratch=Path(scratch))
            try:
                pm = passmanager.PassManager.parse(pipeline)
            except Exception as err:  # noqa: BLE001
                raise BadInputError(f"the reproducer's pipeline does not parse: {_first_line(err)}") from err
            pm.enable_verifier(bool(repro.run_as.get("verifier", False)))
            pm.run(module.operation)
        if repro.kind == AFTER_PIPELINE and not single:
            from cutlass._mlir import execution_engine

            execution_engine.ExecutionEngine(module, opt_level=2)


def admitted_pipeline(repro: Reproducer, *, single: bool, scratch: Path) -> str:
    """What of the reproducer's pipeline may run, under this release (`cute_ir.capture.replay.admission`): its recorded
    pipeline as the DSL's own, every file option confined to `scratch`; for `--single`, the failing pass of
    that pipeline's expansion, which pass.txt must be."""
    from cute_ir.capture.replay.admission import admitted_single_pass, confined_top_level

    what = f"the reproducer {repro.root}"
    recorded = _stored_text(repro, "pipeline.txt").strip()
    libraries = _checked_libraries(repro, scratch)
    if not single:
        return confined_top_level(recorded, scratch, what, libraries)
    return admitted_single_pass(recorded, _stored_text(repro, "pass.txt").strip(), repro.pass_index, scratch,
                                what, libraries).standalone_pipeline


def _checked_libraries(repro: Reproducer, scratch: Path) -> dict[str, Path]:
    """The reproducer's copies of the files its pipeline links, each checked against its recorded hash and put
    in `scratch` (what is checked is what the compiler reads): the path the pipeline names -> that copy."""
    from cute_ir.fsutil import inside

    checked = {}
    for original, copy in sorted(repro.libraries.items()):
        if copy not in repro.sha256:
            raise BadInputError(f"the reproducer is corrupt: {REPRO_FILE} records no hash of {copy}")
        data = read_verified(inside(repro.root, copy, f"reproducer {repro.root}"), repro.sha256[copy],
                             f"reproducer {repro.root}")
        (scratch / LIBRARIES_DIR).mkdir(exist_ok=True)
        checked[original] = scratch / LIBRARIES_DIR / Path(copy).name
        checked[original].write_bytes(data)
    return checked


def _stored_text(repro: Reproducer, name: str) -> str:
    data = read_verified(repro.root / name, repro.sha256.get(name), f"reproducer {repro.root}")
    try:
        return data.decode()
    except UnicodeDecodeError as err:
        raise BadInputError(f"the reproducer is corrupt: {name} is not text ({err.reason})") from err


def _first_line(error: BaseException) -> str:
    return next((line.strip() for line in str(error).splitlines() if line.strip()), type(error).__name__)[:300]


# ---- did it reproduce? ----------------------------------------------------------------------------

_LOCATION_PREFIX = re.compile(r'^(?:error:\s*)?(?:"[^"]*"\([^)]*\)|loc\([^)]*\)|[^\s:]+:\d+:\d+):\s*')
_GENERIC = ("failure while executing pass pipeline", "error: ptx assembly failed")
_MIN_SIGNATURE = 12


def error_lines(message: str) -> list[str]:
    """The lines of an error message that say what went wrong: whitespace collapsed, the location
    prefix dropped, without the pass manager's generic wrapper lines."""
    found = []
    for raw in message.splitlines():
        line = " ".join(raw.split())
        if "error" not in line.lower() and "fatal" not in line.lower():
            continue
        if any(generic in line.lower() for generic in _GENERIC):
            continue
        line = _LOCATION_PREFIX.sub("", line)
        if len(line) >= _MIN_SIGNATURE:
            found.append(line)
    return found


def same_error(recorded: str, replayed: str) -> bool:
    """Does the replay's error say what the recorded one said? One recorded error line found in the
    replay's (or the other way round) is enough: the DSL re-wraps the compiler's message."""
    theirs = error_lines(replayed)
    return any(mine in other or other in mine for mine in error_lines(recorded) for other in theirs)
