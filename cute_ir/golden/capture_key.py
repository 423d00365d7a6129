"""A golden's capture key: everything that decides what a capture of its kernel records.

The key is the normalized input IR's hash, the pipeline's hash and the toolchain the compiling process
recorded (DSL build, disassemblers, DSL settings, cute-ir's capture version; cute_ir.capture.dsl.toolchain),
with the normalization rules. A capture is deterministic in them (tests/test_goldens.py: two captures give
identical goldens), so a golden whose key an input probe reproduces would be obtained again unchanged:
checking it costs the DSL's front end, not a capture. Any part that differs, or that could not be named
("unknown"), means a real capture and a real comparison.
"""

from __future__ import annotations

from cute_ir.fsutil import sha256_text
from cute_ir.golden.record import normalization_id
from cute_ir.normalize.rules import ArtifactKind, normalize

CaptureKey = dict[str, str]

# The parts in the order a message names them, and what each is in words.
PARTS: dict[str, str] = {
    "input": "the input IR (the Python front end produced other IR)",
    "pipeline": "the pipeline handed to the compiler",
    "dsl_build": "the DSL build",
    "nvdisasm": "the nvdisasm binary",
    "cuobjdump": "the cuobjdump binary",
    "settings": "the DSL settings (CUTE_DSL_*)",
    "capture_version": "cute-ir's capture version",
    "normalization": "the normalization rules",
}
UNKNOWN = "unknown"


def capture_key(input_sha256: str, pipeline: str, toolchain: dict[str, str]) -> CaptureKey | None:
    """The key of a capture of this input, pipeline and toolchain; None without a recorded toolchain."""
    if not toolchain:
        return None
    return {"input": input_sha256, "pipeline": sha256_text(pipeline), **toolchain, "normalization": normalization_id()}


def key_of_probe(input_text: str, pipeline: str, toolchain: dict[str, str]) -> CaptureKey | None:
    """The key an input probe (cute_ir.capture.parent.probe_input) reproduces: its input normalized as a
    golden normalizes its input stage."""
    return capture_key(sha256_text(normalize(ArtifactKind.MLIR, input_text)), pipeline, toolchain)


def changed_parts(golden: CaptureKey | None, probed: CaptureKey | None) -> list[str]:
    """The parts of the key that do not let the golden stand for a capture (empty: it does)."""
    if golden is None:
        return ["the golden records no capture key"]
    if probed is None:
        return ["the probe recorded no toolchain"]
    names = list(PARTS) + sorted((set(golden) | set(probed)) - set(PARTS))
    changed = [name for name in names if golden.get(name) != probed.get(name)]
    unnamed = [name for name in names if name not in changed and UNKNOWN in (golden.get(name), probed.get(name))]
    return [PARTS.get(name, name) for name in changed] + [f"{PARTS.get(name, name)} could not be identified"
                                                          for name in unnamed]
