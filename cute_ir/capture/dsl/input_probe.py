"""Compile a registered kernel up to its pipeline, and stop: what keys a capture, at a fraction of its cost.

The DSL's front end (tracing the kernel's Python into IR) costs 0.2-1.5 CPU-s for NVIDIA's SM100
operators; the pipeline, its pass-by-pass replay, ptxas and the disassembly cost the rest of a capture
(3.5 CPU-s forked from a warm server, 14 from a fresh interpreter). The input IR, the pipeline and the
toolchain (cute_ir.capture.dsl.toolchain) decide what a capture records, so a golden whose key they
match needs no capture (cute_ir.golden.capture_key). The compile is stopped where the capture hook
would start capturing: with the module the pipeline would get, printed as a capture prints it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cute_ir.capture.dsl.engine import is_capturable
from cute_ir.capture.dsl.toolchain import toolchain
from cute_ir.capture.replay.printing import module_text
from cute_ir.fsutil import write_text_atomic

INPUT_TEXT = "input.mlir"  # the module the pipeline would get, printed as a capture prints it
PROBE_FILE = "probe.json"  # {"pipeline", "toolchain", "dsl"}


class PipelineReached(BaseException):
    """Ends the compile at its pipeline (a BaseException: the DSL's own handlers must not turn it into an error)."""


@contextmanager
def stop_at_pipeline(out: Path) -> Iterator[None]:
    """Inside the block, the first kernel compile writes its input and key parts into `out` and ends with
    PipelineReached; the DSL's other pipelines (not the kernel's) run as usual."""
    from cutlass.base_dsl.compiler import Compiler

    from cute_ir.releases.catalogue import imported_dsl

    original = Compiler.compile

    def probe(self: Any, module: Any, pipeline: str, *args: Any, **kwargs: Any) -> Any:
        if not is_capturable(pipeline):
            return original(self, module, pipeline, *args, **kwargs)
        write_text_atomic(out / INPUT_TEXT, module_text(module))
        facts = {"pipeline": pipeline, "toolchain": toolchain(), "dsl": list(imported_dsl())}
        write_text_atomic(out / PROBE_FILE, json.dumps(facts, indent=1) + "\n")
        raise PipelineReached

    Compiler.compile = probe
    try:
        yield
    finally:
        Compiler.compile = original


def probe_compile(out: Path, compile_kernel: Callable[[], object]) -> BaseException | None:
    """Run `compile_kernel` until its pipeline; None once the probe is written, else what stopped it earlier
    (the front end raised, or the kernel compiled nothing through the kernel pipeline)."""
    os.makedirs(out, exist_ok=True)
    try:
        with stop_at_pipeline(out):
            compile_kernel()
    except PipelineReached:
        return None
    except BaseException as err:  # noqa: BLE001 - reported to the parent through the exit code
        return err
    return RuntimeError("the kernel compiled nothing through the DSL's kernel pipeline")
