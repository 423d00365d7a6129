"""The DSL's own `ptxas -v` report, asked of the binary pass the parent runs again after the llvm-only stop.

Spill bytes and barriers are only in ptxas's verbose report. Run separately, `ptxas -v` recompiles the
PTX (half a second of CPU on FA4) with whichever ptxas is installed, whose release may differ from the
one inside the DSL; the binary pass can instead hand back its own report (`versions.PTXAS_REPORT_SWITCH`),
for the very compile whose cubin is compared with the real one. The report attribute is removed before
the IR is printed, so the recorded IR is what the pass gives without it.
"""

from __future__ import annotations

import re
from typing import Any

from cute_ir.capture.pipeline import PipelinePass, option_value
from cute_ir.releases.catalogue import PTXAS_OPTIONS, PTXAS_REPORT_ATTRIBUTE, PTXAS_REPORT_SWITCH, PTXAS_VERBOSE
from cute_ir.stages import BINARY_PASSES, bare_pass_arg


def reporting(spec: PipelinePass) -> PipelinePass | None:
    """`spec` asking for the ptxas report, where it is the binary pass and asks for nothing of the kind
    itself (diagnostics not collected, no `-v` for ptxas: then the real pipeline's IR has no report to
    tell apart); `-v` joins the options it hands ptxas (`-lineinfo` with line info)."""
    if bare_pass_arg(spec.arg) not in BINARY_PASSES:
        return None
    switch = option_value(spec.options, PTXAS_REPORT_SWITCH)
    ptx = option_value(spec.options, PTXAS_OPTIONS)
    if switch is None or ptx is None:
        return None  # a release without these options
    given = ptx.removeprefix("{").removesuffix("}").split()
    if switch != "false" or PTXAS_VERBOSE in given:
        return None
    value = " ".join([*given, PTXAS_VERBOSE])
    return spec.with_option(PTXAS_OPTIONS, f"{{ {value}}}" if given else value).with_option(PTXAS_REPORT_SWITCH, "true")


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
