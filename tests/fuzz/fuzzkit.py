"""The contract every reader of untrusted input is held to (`hold_to_contract`), and the helpers the
fuzzing tests share."""

from __future__ import annotations

import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

from cute_ir.errors import CuteIRError, ExitCode

TESTS = Path(__file__).resolve().parent.parent
SECRET = "FUZZ-SECRET-LINE"  # in a file beside every input: no reader may open it or show it

PROFILE = os.environ.get("CUTE_IR_FUZZ", "ci")  # see conftest.py
LONG_SCALE = int(os.environ.get("CUTE_IR_FUZZ_SCALE", "10"))  # the long run: this many times CI's examples
HANG_S = 30  # one reader call on one input; the slowest legitimate one (a diff) takes about 1 s
MEMORY_GROWTH_BYTES = 512 << 20  # how far one reader call may raise the process's peak memory (inputs <= 3 MB)


# ---- the contract ------------------------------------------------------------------------------

def examples(ci: int) -> int:
    """Examples per test: `ci` in CI (sized so the suite takes a few tens of seconds), LONG_SCALE times
    as many in the long run (a test's own @settings would override the profile's)."""
    return ci if PROFILE == "ci" else ci * LONG_SCALE


class Hang(BaseException):
    """A reader ran past HANG_S on one input (a BaseException: no reader may swallow it)."""


@dataclass
class _Watch:
    readable: list[str] = field(default_factory=list)  # reads allowed under these (the input, Python, cute-ir)
    writable: list[str] = field(default_factory=list)  # writes allowed under these (the input only)
    strays: list[str] = field(default_factory=list)
    active: bool = False


_WATCH = _Watch()
_WRITES = {"os.remove", "os.rename", "os.mkdir", "os.rmdir", "shutil.rmtree", "os.symlink", "os.link",
           "os.truncate", "os.chmod"}


def _audit(event: str, args: tuple) -> None:
    """Every file the reader opens, lists or changes must lie where the contract allows."""
    if not _WATCH.active or not (event == "open" or event in _WRITES or event in ("os.listdir", "os.scandir")):
        return
    target = args[0] if args else None
    if isinstance(target, bytes):
        target = os.fsdecode(target)
    if not isinstance(target, (str, os.PathLike)):
        return  # a file descriptor: its path was checked when it was opened
    path = os.path.realpath(target)
    if path == os.devnull:
        return
    writing = event in _WRITES or (event == "open" and (
        any(c in str(args[1] or "") for c in "wax+") or (isinstance(args[2], int) and args[2] & (os.O_WRONLY | os.O_RDWR))))
    allowed = _WATCH.writable if writing else _WATCH.readable + _WATCH.writable
    if not any(path == root or path.startswith(root + os.sep) for root in allowed):
        _WATCH.strays.append(f"{event} {'(write) ' if writing else ''}{path}")


sys.addaudithook(_audit)


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise Hang(f"a reader ran longer than {HANG_S} s on one input")


def _package_folders() -> list[str]:
    """Where cute-ir's packages are imported from (an editable install maps them; not on sys.path)."""
    import cute_ir
    import cute_ir.kernels
    import cute_ir.passes_view

    return [os.path.dirname(module.__file__ or "") for module in (cute_ir, cute_ir.kernels, cute_ir.passes_view)]


# Reads here are the interpreter's and cute-ir's own (lazy imports, the viewer's templates), not input.
_CODE_ROOTS = sorted({os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, str(TESTS.parent),
                                                    *_package_folders(), *filter(None, sys.path),
                                                    "/proc/self", "/etc/localtime", "/usr/share/zoneinfo")})


@contextmanager
def hold_to_contract(root: Path, also_readable: Path | None = None) -> Iterator[list[CuteIRError]]:
    """Run a reader on untrusted input under `root`: it returns, or raises a CuteIRError that maps to
    exit 3 (caught, and put in the list yielded); it reads only under `root` (and `also_readable`,
    Python's and cute-ir's own files), writes only under `root`, ends within HANG_S and raises the
    process's peak memory by at most MEMORY_GROWTH_BYTES (the peak, ru_maxrss, is cheap to read where
    tracemalloc would slow every example fourfold)."""
    caught: list[CuteIRError] = []
    extra = [os.path.realpath(also_readable)] if also_readable is not None else []
    _WATCH.readable, _WATCH.writable, _WATCH.strays = [*_CODE_ROOTS, *extra], [os.path.realpath(root)], []
    previous = signal.signal(signal.SIGALRM, _alarm)
    peak_before = _peak_bytes()
    signal.alarm(HANG_S)
    _WATCH.active = True
    try:
        yield caught
    except CuteIRError as err:
        caught.append(err)
        assert err.exit_code == ExitCode.BAD_INPUT, f"exit {int(err.exit_code)}, not 3: {err}"
        assert err.message.strip(), "an error without a message"
        assert SECRET not in str(err), "a reader showed a file from outside its input"
    finally:
        _WATCH.active = False
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    growth = _peak_bytes() - peak_before
    assert growth <= MEMORY_GROWTH_BYTES, f"a reader raised the peak memory by {growth / 2**20:.0f} MiB"
    assert _WATCH.strays == [], f"a reader reached outside its input: {_WATCH.strays[:5]}"


def _peak_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


def fresh_copy(pristine: Path, name: str, into: Path) -> Path:
    """A copy of the pristine input `name` at `into/work/<name>` (replacing the previous example's)."""
    target = into / "work" / name
    shutil.rmtree(into / "work", ignore_errors=True)
    shutil.copytree(pristine / name, target, symlinks=True)
    return target


CUTE_IR = str(Path(sys.executable).with_name("cute-ir"))
CLI_TIMEOUT_S = 120
CLI_MEMORY_BYTES = 1 << 30  # peak RSS of one `cute-ir` process reading one input
_OUR_TRACEBACK = re.compile(r'^\s*File "[^"]*/cute_ir/', re.M)


@dataclass
class CliOutcome:
    code: int
    stdout: str
    stderr: str
    peak_bytes: int


_CACHES_WARM: list[bool] = []


def _warm_caches(cwd: Path) -> None:
    """Fill the one-time caches a fresh machine builds on first use (NVIDIA's operator index: a child that
    imports the DSL and torch), unmeasured: the memory bound is for reading one input, and wait4's peak
    counts a grandchild's too."""
    if not _CACHES_WARM:
        subprocess.run([CUTE_IR, "list", "--json"], cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=CLI_TIMEOUT_S * 5)
        _CACHES_WARM.append(True)


def run_cli(*args: object, cwd: Path) -> CliOutcome:
    """`cute-ir ARGS` as a user runs it, with its peak memory (wait4's rusage of that very process)."""
    _warm_caches(cwd)
    env = {**os.environ, "NO_COLOR": "1", "TMPDIR": str(cwd)}
    with open(cwd / ".stdout", "w+b") as out, open(cwd / ".stderr", "w+b") as err:
        process = subprocess.Popen([CUTE_IR, *map(str, args)], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=err, start_new_session=True)
        deadline = time.monotonic() + CLI_TIMEOUT_S
        while (ended := os.wait4(process.pid, os.WNOHANG))[0] == 0:
            if time.monotonic() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                os.wait4(process.pid, 0)
                raise Hang(f"cute-ir {' '.join(map(str, args))} ran longer than {CLI_TIMEOUT_S} s")
            time.sleep(0.02)
        process.returncode = 0  # reaped by wait4: keep Popen from waiting again
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    (cwd / ".stdout").unlink()
    (cwd / ".stderr").unlink()
    status, usage = ended[1], ended[2]
    code = os.waitstatus_to_exitcode(status)
    return CliOutcome(code, stdout, stderr, usage.ru_maxrss * 1024)


def assert_cli_contract(outcome: CliOutcome, allowed: tuple[int, ...]) -> None:
    """Exit 0 or another code the command documents for good input (`allowed`), or exit 3 with an
    `error:` line; no traceback through cute-ir, the secret never shown, bounded memory."""
    context = f"exit {outcome.code}\nstdout:\n{outcome.stdout[-2000:]}\nstderr:\n{outcome.stderr[-2000:]}"
    assert outcome.code in (*allowed, int(ExitCode.BAD_INPUT)), context
    if outcome.code == ExitCode.BAD_INPUT:
        assert re.search(r"^(error:|ERROR )", outcome.stderr + outcome.stdout, re.M), context
    assert not _OUR_TRACEBACK.search(outcome.stdout + outcome.stderr), context
    assert SECRET not in outcome.stdout + outcome.stderr, context
    assert outcome.peak_bytes <= CLI_MEMORY_BYTES, f"peak {outcome.peak_bytes / 2**20:.0f} MiB\n{context}"
