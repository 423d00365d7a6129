"""A child for the tests of cute_ir.process.children: does what its request asks, then reports."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from cute_ir.process.children import Request, write_report

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Ask(Request):
    behaviour: str  # "echo", "sleep", "crash" or "where" (what a served child found: tests/test_forkserver.py)
    pids: str = ""  # "sleep": the file to write its own pid and its children's into
    numbers: list[int] = field(default_factory=list)


def on_path(scratch: Path, request: Ask, env: dict[str, str]) -> Ask:
    """The runner's `prepare`: this folder on the child's path, so that it can import this module."""
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE), env.get("PYTHONPATH")]))
    return request


def main(request_file: str) -> int:
    request = Ask.from_file(request_file)
    write_report(request, started=os.getpid())
    if request.behaviour == "echo":
        print("to stdout")
        print("to stderr", file=sys.stderr)
        write_report(request, started=os.getpid(), exit=4, message="done", asked=asdict(request))
        return 4
    if request.behaviour == "where":
        warm = sys.modules.get("warm_probe")
        write_report(request, started=os.getpid(), exit=0, message="", cwd=os.getcwd(), argv=sys.argv[1:],
                     warmed=getattr(warm, "WARMED", None), before=getattr(warm, "BEFORE", None),
                     session_leader=os.getsid(0) == os.getpid(), tokens=os.environ.get("CUTE_IR_RUN_TOKENS", ""),
                     main=__name__)
        return 0
    if request.behaviour == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    if request.behaviour == "sleep":
        in_group = subprocess.Popen(["sleep", "600"])
        detached = subprocess.Popen(["sleep", "600"], start_new_session=True)
        Path(request.pids).write_text(f"{os.getpid()} {in_group.pid} {detached.pid}")
        time.sleep(600)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
