"""What a compile assumed instead of asking the machine, recorded into the trace.

Why: a kernel may ask the hardware while it compiles (NVIDIA's operators ask the driver for the maximum
number of active clusters, a constant in their IR). A capture answers such questions for the *target*
GPU, so a trace is the same on a CPU-only machine and on any GPU; each answer is recorded here and the
capture child writes it into the trace's compile options as "assumed QUERY" -> "ANSWER (how)", which the
manifest keeps and the summary shows. Outside a capture (`cute-ir run` on a GPU) nothing is assumed.
"""

from __future__ import annotations

_STATE: dict[str, object] = {"capturing": False}
_ANSWERED: dict[str, str] = {}

PREFIX = "assumed "


def start_capture() -> None:
    """This process captures compiles: answer hardware questions for the target (see module docstring)."""
    _STATE["capturing"] = True


def capturing() -> bool:
    return bool(_STATE["capturing"])


def record(query: str, answer: str) -> None:
    _ANSWERED[PREFIX + query] = answer


def recorded() -> dict[str, str]:
    """Every answer given in this process, as compile options."""
    return dict(_ANSWERED)
