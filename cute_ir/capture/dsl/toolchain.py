"""What a capture's output depends on besides its input IR and its pipeline: the rest of its capture key.

A capture is deterministic: the same input IR, through the same pipeline, compiled by the same DSL build,
disassembled by the same tools, under the same DSL settings and the same capture code, gives the same
trace. The compiling process records these parts here (in the trace's `toolchain`) and an input probe
reports them (cute_ir.capture.dsl.input_probe), so that a golden can be checked from its input IR
alone (cute_ir.golden.capture_key).
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache

# Bump when a change to cute-ir's capture, replay, extraction or normalization can change what a capture
# of the same input records: goldens checked by their capture key are then captured again. The goldens
# CI captures afresh in every run (docs/goldens.md) catch a change that forgot to.
CAPTURE_VERSION = "1"


def toolchain() -> dict[str, str]:
    """The capture key's parts other than the input IR and the pipeline, in this (the compiling) process."""
    from cute_ir.releases.catalogue import imported_dsl_build

    return {
        "dsl_build": imported_dsl_build(),
        "nvdisasm": _tool_digest("nvdisasm"),
        "cuobjdump": _tool_digest("cuobjdump"),
        "settings": _settings(),
        "capture_version": CAPTURE_VERSION,
    }


@lru_cache(maxsize=4)
def _tool_digest(name: str) -> str:
    """The disassembler the capture runs, by content (its wheel's version alone can hide a rebuilt binary)."""
    from cute_ir.capture.extract.cubin import find_tool

    try:
        return hashlib.sha256(find_tool(name).read_bytes()).hexdigest()[:16]
    except Exception:  # noqa: BLE001 - a missing tool fails the capture itself, with its own message
        return "unknown"


def _settings() -> str:
    """The DSL's settings (CUTE_DSL_*) and cute-ir's emulation switch as the compile saw them; the cache
    switches the capture always sets are left out."""
    from cute_ir.capture.dsl.library_caches import DSL_CACHE_SETTINGS
    from cute_ir.capture.replay.emulate import DISABLE_ENV

    chosen = {name: value for name, value in os.environ.items()
              if (name.startswith("CUTE_DSL_") and name not in DSL_CACHE_SETTINGS) or name == DISABLE_ENV}
    return json.dumps(dict(sorted(chosen.items())), separators=(",", ":"))
