"""pytest plugin: one golden test per (kernel instance, arch, installed DSL version).

A test module asks for it by taking the `golden_key` argument:

    def test_golden(golden_key, golden_session):
        golden_session.verify(golden_key)

Options: `--update-goldens` blesses every checked golden, `--update-goldens=new-only` only adds missing
ones, `--remove-orphaned-goldens` deletes goldens of this DSL that no registered instance produces
(they are otherwise only reported), `--golden-dir` points at another store, `--golden-recapture`
bypasses the capture cache (`cute_ir.golden.cache`, kept in pytest's cache directory). Registered through the
`pytest11` entry point, so it loads in any pytest run of an environment with cute-ir installed; it
does nothing (and imports neither the DSL nor the registry) unless a test takes `golden_key`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from cute_ir.errors import CuteIRError
from cute_ir.golden.cache import ObtainedCache
from cute_ir.golden.layout import GoldenKey, default_root
from cute_ir.golden.record import GoldenRecord, record_from_trace
from cute_ir.golden.store import GoldenStore
from cute_ir.trace import Trace

def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cute-ir goldens")
    group.addoption(
        "--update-goldens",
        nargs="?",
        const="all",
        default=None,
        choices=("all", "new-only"),
        help="bless the obtained IR as the golden (new-only: only add goldens that do not exist)",
    )
    group.addoption(
        "--remove-orphaned-goldens",
        action="store_true",
        help="delete goldens of the installed DSL that no registered kernel instance produces",
    )
    group.addoption("--golden-dir", default=None, help="golden store (default: the checkout's golden/)")
    group.addoption(
        "--golden-recapture",
        action="store_true",
        help="capture every kernel again instead of reusing a capture whose inputs did not change",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "golden: a golden-file check of one kernel instance")
    config.pluginmanager.register(OrphanReport(config), "cute-ir-golden-orphans")


def _store(config: pytest.Config) -> GoldenStore:
    option = config.getoption("--golden-dir")
    return GoldenStore(Path(option) if option else default_root())


def _expected_keys() -> list[GoldenKey]:
    from cute_ir.golden.check import golden_keys
    from cute_ir.registry import all_kernels, check_providers
    from cute_ir.versions import installed_dsl

    check_providers()
    return golden_keys(all_kernels(), installed_dsl())


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "golden_key" not in metafunc.fixturenames:
        return
    keys = _expected_keys()
    metafunc.parametrize(
        "golden_key",
        [pytest.param(key, marks=pytest.mark.golden) for key in keys],
        ids=[f"{key.kernel}-{key.arch}-{key.dsl}" for key in keys],
    )


@dataclass
class GoldenSession:
    """Checks or blesses goldens for one pytest session (its traces live in a session temp dir)."""

    store: GoldenStore
    workdir: Path
    update: str | None  # None, "all" or "new-only"
    cache: ObtainedCache | None  # None: capture every kernel again

    def obtain(self, key: GoldenKey) -> GoldenRecord:
        """The kernel's normalized IR: from the cache when nothing it depends on changed."""
        from cute_ir.golden.check import capture

        cached = self.cache.get(key) if self.cache is not None else None
        if cached is not None:
            return cached
        obtained = record_from_trace(capture(key.kernel, key.arch, self.workdir), key.kernel)
        if self.cache is not None:
            self.cache.put(obtained)
        return obtained

    def verify(self, key: GoldenKey, trace: Trace | None = None) -> None:
        """Check or bless `key`'s golden against a capture (or the given trace)."""
        from cute_ir.golden.check import Outcome, check_record, update_record

        try:
            obtained = self.obtain(key) if trace is None else record_from_trace(trace, key.kernel)
            if obtained.key != key:
                pytest.fail(f"captured {obtained.key}, expected {key}", pytrace=False)
            if self.update is not None:
                update_record(self.store, obtained, new_only=self.update == "new-only")
                return
            result = check_record(self.store, obtained)
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        if result.outcome is not Outcome.OK:
            pytest.fail(result.message, pytrace=False)


@pytest.fixture(scope="session")
def golden_session(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> GoldenSession:
    config = request.config
    workdir = tmp_path_factory.mktemp("golden-traces")
    cache = None
    if not config.getoption("--golden-recapture") and config.cache is not None:
        cache = ObtainedCache(config.cache.mkdir("cute-ir-golden"))
    return GoldenSession(_store(config), workdir, config.getoption("--update-goldens"), cache)


class OrphanReport:
    """After a session that ran golden tests, report (or remove) goldens nothing produces any more.

    A plugin object rather than hooks on the module: under xdist only the controller prints the
    summary, and it learns that golden tests ran from the workers' reports.
    """

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.golden_tests_ran = False

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" and "golden" in report.keywords:
            self.golden_tests_ran = True

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if not self.golden_tests_ran:
            return
        from cute_ir.golden.check import survey

        store = _store(self.config)
        write = terminalreporter.write_line
        try:
            orphaned = survey(store, _expected_keys()).orphaned
        except CuteIRError as err:
            write(f"goldens: cannot survey {store.root}: {err}")
            return
        if not orphaned:
            return
        names = ", ".join(f"{key.arch}/{key.kernel}" for key in orphaned)
        if self.config.getoption("--remove-orphaned-goldens"):
            for key in orphaned:
                store.remove(key)
            write(f"goldens: removed {len(orphaned)} orphaned golden(s): {names}")
        else:
            write(
                f"goldens: {len(orphaned)} orphaned golden(s) (no registered instance): {names}; "
                "remove them with --remove-orphaned-goldens or `cute-ir golden update --remove-orphans`"
            )
