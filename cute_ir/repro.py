"""Reproducers for compiles that failed or crashed, and `cute-ir replay` to re-run them.

A reproducer directory holds everything needed to hit the failure again without the kernel's Python:

    input.mlirbc    the module the pipeline was given (bytecode keeps every location)
    pipeline.txt    the real top-level pipeline
    before.mlir     the IR right before the failing pass, when it was captured
    pass.txt        that single pass, in pipeline syntax (`builtin.module(...)`)
    repro.json      DSL version, arch, failing pass, the error

`cute-ir replay DIR` runs input.mlirbc through pipeline.txt; `--single` runs before.mlir through pass.txt.
Either runs in a child process, because the failure may be a crash.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass, replace
from pathlib import Path

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.errors import BadInputError
from cute_ir.trace import INPUT_FILE, Trace, TraceFailure

FAILURE_DIR = "failure"
REPRO_FILE = "repro.json"


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

    @property
    def has_single_pass(self) -> bool:
        return (self.root / "pass.txt").exists() and (self.root / "before.mlir").exists()


def write_reproducer(trace: Trace, root: Path, specs: list[PipelinePass]) -> TraceFailure:
    """Write `root/failure/` for the trace's failure; return the failure pointing at it."""
    failure = trace.failure
    assert failure is not None
    target = Path(root) / FAILURE_DIR
    target.mkdir(exist_ok=True)
    shutil.copyfile(Path(root) / "artifacts" / "input.mlirbc", target / "input.mlirbc")
    (target / "pipeline.txt").write_text(trace.pipeline + "\n")
    index = failure.pass_index
    failing = specs[index - 1] if index and index <= len(specs) else None
    if failing is not None:
        (target / "pass.txt").write_text(failing.standalone_pipeline + "\n")
        before = [p for p in trace.passes if p.index < index and p.ir_file]
        source = before[-1].ir_file if before else INPUT_FILE
        shutil.copyfile(Path(root) / source, target / "before.mlir")
    (target / REPRO_FILE).write_text(
        json.dumps(
            {
                "dsl_version": trace.dsl_version,
                "dsl_variant": trace.dsl_variant,
                "arch": trace.arch,
                "kind": failure.kind,
                "message": failure.message,
                "pass_index": index,
                "pass_arg": failing.arg if failing else "",
            },
            indent=1,
        )
        + "\n"
    )
    return replace(failure, reproducer=FAILURE_DIR)


def load_reproducer(path: Path | str) -> Reproducer:
    root = Path(path)
    if (root / FAILURE_DIR / REPRO_FILE).exists():  # a trace directory was given
        root = root / FAILURE_DIR
    meta_file = root / REPRO_FILE
    if not meta_file.exists():
        raise BadInputError(f"{path} is not a reproducer (no {REPRO_FILE})",
                            hint="give the failure/ directory of a failed trace, or the trace itself")
    try:
        meta = json.loads(meta_file.read_text())
        return Reproducer(root=root, **meta)
    except (json.JSONDecodeError, TypeError) as err:
        raise BadInputError(f"{meta_file} is malformed: {err}") from err


def run_reproducer(repro: Reproducer, *, single: bool) -> None:
    """Run the reproducer in this process (call it in a child): raises what the compiler raises."""
    from cutlass._mlir import ir, passmanager

    with ir.Context() as context:
        context.allow_unregistered_dialects = True
        if single:
            if not repro.has_single_pass:
                raise BadInputError("this reproducer has no single failing pass (the failure was not located)")
            module = ir.Module.parse((repro.root / "before.mlir").read_text())
            pipeline = (repro.root / "pass.txt").read_text().strip()
        else:
            module = ir.Module.parse((repro.root / "input.mlirbc").read_bytes())
            pipeline = (repro.root / "pipeline.txt").read_text().strip()
        pm = passmanager.PassManager.parse(pipeline)
        pm.run(module.operation)
