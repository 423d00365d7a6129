"""The DSL's own `ptxas -v` report, asked of the binary pass the parent runs again after the llvm-only stop.

Spill bytes and barriers are only in ptxas's verbose report. Run separately, `ptxas -v` recompiles the
PTX (half a second of CPU on FA4) with whichever ptxas is installed, whose release may differ from the
one inside the DSL; the binary pass can instead hand back its own report (`versions.PTXAS_REPORT_OPTIONS`),
for the very compile whose cubin is compared with the real one. The report attribute is removed before
the IR is printed, so the recorded IR is what the pass gives without it.
"""

from __future__ import annotations

import re
from typing import Any

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.versions import BINARY_PASSES, PTXAS_REPORT_ATTRIBUTE, PTXAS_REPORT_OPTIONS, bare_pass_arg


def reporting(spec: PipelinePass) -> PipelinePass | None:
    """`spec` asking for the ptxas report, where it is the binary pass and asks for nothing of the kind
    itself (its options at their defaults: then the real pipeline's IR has no report to tell apart)."""
    if bare_pass_arg(spec.arg) not in BINARY_PASSES:
        return None
    body = f" {spec.options[1:-1]} " if spec.options.startswith("{") else " "
    if any(f" {name}=" not in body for name in PTXAS_REPORT_OPTIONS):
        return None  # a release without these options
    if " collect-compiler-diagnostics=false " not in body or " ptx-options= " not in body:
        return None
    for name, value in PTXAS_REPORT_OPTIONS.items():
        spec = spec.with_option(name, value)
    return spec


# The one line of the report that differs from run to run.
_COMPILE_TIME = re.compile(r"^ptxas info\s*: Compile time = .*\n?", re.MULTILINE)


def take_report(module: Any) -> str | None:
    """The ptxas report the binary pass attached to the binary ops of `module`, removed from them, without
    its compile time; None where it attached none."""
    found: list[str] = []
    for op in module.body.operations:
        attributes = op.operation.attributes
        if PTXAS_REPORT_ATTRIBUTE not in attributes:
            continue
        logs = attributes[PTXAS_REPORT_ATTRIBUTE]
        found.extend(str(logs[n].value) for n in range(len(logs)))
        del attributes[PTXAS_REPORT_ATTRIBUTE]
    return _COMPILE_TIME.sub("", "".join(found)) if found else None
