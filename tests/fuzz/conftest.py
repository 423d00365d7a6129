"""The fuzzing harness's set-up: Hypothesis profiles and the pristine inputs, made once.

Profiles (`CUTE_IR_FUZZ=ci|long`): `ci` (the default) is derandomized with no example database, so a
CI run is the same every time and takes a few tens of seconds; `long` draws new examples each run,
`CUTE_IR_FUZZ_SCALE` (default 10) times as many per test, for a run of minutes (docs/faults.md has one).
"""

from __future__ import annotations

import json
import shutil
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from fuzzkit import PROFILE, SECRET, TESTS

_COMMON = dict(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow,
               HealthCheck.function_scoped_fixture, HealthCheck.data_too_large])
settings.register_profile("ci", derandomize=True, print_blob=True, **_COMMON)
settings.register_profile("long", derandomize=False, **_COMMON)
settings.load_profile(PROFILE)

# ---- pristine inputs, made once ---------------------------------------------------------------

@pytest.fixture(scope="session")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two real traces (tests/data/diff_pair: `a`, `b`), a session of both, a golden store of `a` with a
    checks file, and a reproducer of a failure of `a`: made without a compile, by cute-ir's own writers."""
    from cute_ir.capture.dsl.child import ChildRequest
    from cute_ir.capture.parent import _write_session
    from cute_ir.golden.record import record_from_trace
    from cute_ir.golden.store import GoldenStore
    from cute_ir.capture.replay.repro import write_reproducer
    from cute_ir.trace import TraceFailure, load_trace

    import cutlass  # noqa: F401 - its import makes the DSL's cache folder in TMPDIR: not a reader's doing

    root = tmp_path_factory.mktemp("pristine")
    with tarfile.open(TESTS / "data" / "diff_pair.tar.xz") as archive:
        archive.extractall(root, filter="data")
    session = root / "session"
    for number, name in enumerate("ab", start=1):
        shutil.copytree(root / name, session / f"{number:03d}")
    _write_session(session, ChildRequest(mode="script", out="", script="kernels.py"),
                   [load_trace(session / "001"), load_trace(session / "002")], None, 1.0)
    store = GoldenStore(root / "golden")
    store.write(record_from_trace(load_trace(root / "a")))
    (store.root / "checks.toml").write_text(CHECKS_FILE)
    failed = root / "failed"
    shutil.copytree(root / "a", failed)
    trace = load_trace(failed)
    trace.failure = TraceFailure("pass-failed", "error: PTX assembly failed\nerror: ptxas fatal", 42)
    trace.failure = write_reproducer(trace, failed, [])
    trace.save(failed)
    return root


CHECKS_FILE = '''\
[[budget]]
local_bytes = "== 0"
registers = 255

[[check]]
kernels = ["elementwise_*"]
stage = "ptx"
patterns = """
CHECK: .entry
CHECK-NOT: ld.local
"""
'''


@pytest.fixture(scope="session")
def obtained(pristine: Path) -> object:
    """The golden record a fresh capture of trace `a` gives: what `golden check` compares with the store."""
    from cute_ir.golden.record import record_from_trace
    from cute_ir.trace import load_trace

    return record_from_trace(load_trace(pristine / "a"))


@pytest.fixture(scope="session")
def warm_diff(pristine: Path) -> None:
    """Diff the pristine pair once: the diff's first use imports the DSL, which makes its own cache
    folder in TMPDIR, a side effect of the import, not of reading the input."""
    from cute_ir.diff.compare import diff_traces
    from cute_ir.trace import load_trace

    diff_traces(load_trace(pristine / "a"), load_trace(pristine / "b"))


@pytest.fixture
def place(tmp_path: Path, pristine: Path) -> Iterator[Path]:
    """A fresh folder per test with the secret beside it; `copy(name)` puts a pristine input in it."""
    (tmp_path / "secret.txt").write_text(SECRET + "\n")
    (tmp_path / "secret.py").write_text(f"# {SECRET}\n")
    (tmp_path / "secret.json").write_text(json.dumps({"secret": SECRET}))
    yield tmp_path
