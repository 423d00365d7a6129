"""pytest plugin: golden files of CuTe DSL compiles, for cute-ir's kernels and for any user's.

Two ways in. A test that takes `golden_key` is parametrized with one case per (registered kernel
instance, arch, installed DSL):

    def test_golden(golden_key, golden_session):
        golden_session.verify(golden_key)

The `cute_ir_golden` fixture checks whatever a test compiles (see GoldenFixture):

    def test_scale(cute_ir_golden):
        with cute_ir_golden.capture("acme_scale"):        # any compile in the block
            cute.compile(scale, x, y, 2.0)
        cute_ir_golden.check_kernel("acme_scale_f32")      # a registered kernel, compiled in a child
        cute_ir_golden.check_script("examples/run.py")     # every kernel a script compiles

Options, all under one prefix (as syrupy's `--snapshot-*`): `--golden-update[=new-only]` blesses
(new-only: only adds missing goldens), `--golden-remove-orphans` deletes goldens this run owns but no
longer produces (otherwise they are reported), `--golden-dir` points at another store (default: the
project's, see cute_ir.golden.layout.default_root), `--golden-recapture` bypasses the capture cache
(kept in pytest's cache; without one, e.g. `-p no:cacheprovider` or an unwritable cache directory,
every kernel is simply captured). The old `--update-goldens` is gone: pytest-golden owns that name
and pytest refuses to start with both. The plugin loads through the `pytest11` entry point and does
nothing (imports neither the DSL nor the registry) unless a test asks for one of its fixtures.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from cute_ir.checks import CheckSpec
from cute_ir.errors import CuteIRError
from cute_ir.golden.cache import ObtainedCache
from cute_ir.golden.layout import GoldenKey, default_root
from cute_ir.golden.record import GoldenRecord, record_from_trace
from cute_ir.golden.store import GoldenStore
from cute_ir.trace import Trace

USER_PROPERTY = "cute_ir_golden"  # (name, key) pairs a test checked, reported to the xdist controller too
_NAME = re.compile(r"[^A-Za-z0-9_.\-]+")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cute-ir", "cute-ir golden files of CuTe DSL compiles")
    group.addoption(
        "--golden-update", dest="golden_update", nargs="?", const="all", default=None, choices=("all", "new-only"),
        help="bless the obtained IR as the golden (=new-only: only add goldens that do not exist)",
    )
    group.addoption(
        "--golden-remove-orphans", "--remove-orphaned-goldens", dest="golden_remove_orphans", action="store_true",
        help="delete goldens this run owns that nothing produces any more (the second spelling goes in the "
             "next release)",
    )
    group.addoption("--golden-dir", dest="golden_dir", default=None,
                    help="golden store (default: $CUTE_IR_GOLDEN_DIR, else [tool.cute-ir] golden-dir, else golden/ "
                         "at the project root)")
    group.addoption("--golden-recapture", dest="golden_recapture", action="store_true",
                    help="capture every kernel again instead of reusing a capture whose inputs did not change")
    group.addoption("--golden-arch", dest="golden_arch", default=None, metavar="ARCH",
                    help="arch the cute_ir_golden fixture compiles and checks for (default: [tool.cute-ir] "
                         "golden-arch, else sm_90a, as the registered goldens); never the DSL's own default")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "golden: a golden-file check of one kernel instance")
    config.pluginmanager.register(OrphanReport(config), "cute-ir-golden-orphans")


def _store(config: pytest.Config) -> GoldenStore:
    option = config.getoption("golden_dir")
    return GoldenStore(Path(option) if option else default_root(Path(config.rootpath)))


def _golden_arch(config: pytest.Config) -> str:
    """One explicit arch for the fixture's goldens: the DSL's default depends on the machine (sm_100a
    without a GPU, the GPU's own with one), and a developer's goldens must match CI's."""
    from cute_ir.golden.check import GOLDEN_ARCHS
    from cute_ir.project import find_project

    return config.getoption("golden_arch") or find_project(Path(config.rootpath)).golden_arch or GOLDEN_ARCHS[0]


def _expected_keys() -> list[GoldenKey]:
    from cute_ir.golden.check import golden_keys
    from cute_ir.registry import all_kernels, check_providers
    from cute_ir.releases.catalogue import installed_dsl

    check_providers()
    return golden_keys(all_kernels(), installed_dsl())


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "golden_key" not in metafunc.fixturenames:
        return
    try:
        keys = _expected_keys()
    except CuteIRError as err:  # e.g. a provider that fails to import: one failing case says so, no traceback
        metafunc.parametrize("golden_key", [pytest.param(RegistryUnavailable(str(err)), marks=pytest.mark.golden)],
                             ids=["registry-unavailable"])
        return
    metafunc.parametrize(
        "golden_key",
        [pytest.param(key, marks=pytest.mark.golden) for key in keys],
        ids=[f"{key.kernel}-{key.arch}-{key.dsl}" for key in keys],
    )


@dataclass(frozen=True)
class RegistryUnavailable:
    """Stands in for the golden keys when the registry cannot list them; checking it fails with the reason."""

    message: str


@dataclass
class GoldenSession:
    """Checks or blesses goldens for one pytest session (its traces live in a session temp dir)."""

    store: GoldenStore
    workdir: Path
    update: str | None  # None, "all" or "new-only"
    cache: ObtainedCache | None  # None: capture every kernel again
    arch: str = "sm_90a"  # what the fixture compiles and checks for (--golden-arch)
    _assertions: CheckSpec | None = field(default=None, repr=False)

    @property
    def assertions(self) -> CheckSpec:
        """The store's own checks.toml (budgets, patterns), read once; they hold whatever --golden-update says."""
        if self._assertions is None:
            from cute_ir.golden.checks import golden_check_spec

            try:
                self._assertions = golden_check_spec(self.store.root)
            except CuteIRError as err:
                pytest.fail(str(err), pytrace=False)
        return self._assertions

    def asserts_on(self, name: str) -> bool:
        return bool(self.assertions.budget_for(name) or self.assertions.patterns_for(name))

    def capture(self, key: GoldenKey, kernel: str) -> Trace:
        """A fresh capture of registered `kernel` (a cached record has no trace for budgets and patterns)."""
        from cute_ir.golden.check import capture

        try:
            return capture(kernel, key.arch, Path(tempfile.mkdtemp(prefix=f"{key.kernel[:40]}-", dir=self.workdir)))
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)

    def obtain(self, key: GoldenKey, kernel: str | None = None) -> GoldenRecord:
        """Registered kernel `kernel`'s normalized IR, as golden `key`: from the cache when nothing it depends on changed."""
        from cute_ir.golden.check import capture

        kernel = kernel or key.kernel
        cached = self.cache.get(key) if self.cache is not None and kernel == key.kernel else None
        if cached is not None:
            return cached
        obtained = record_from_trace(capture(kernel, key.arch, self.workdir), key.kernel)
        if self.cache is not None and kernel == key.kernel:
            self.cache.put(obtained)
        return obtained

    def verify(self, key: GoldenKey, trace: Trace | None = None) -> None:
        """Check or bless `key`'s golden against a capture of the registered kernel (or the given trace)."""
        if trace is None and self.asserts_on(key.kernel):
            trace = self.capture(key, key.kernel)
        try:
            obtained = self.obtain(key) if trace is None else record_from_trace(trace, key.kernel)
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        if obtained.key != key:
            pytest.fail(f"captured {obtained.key}, expected {key}", pytrace=False)
        self.check(obtained, trace)

    def check(self, obtained: GoldenRecord, trace: Trace | None = None) -> None:
        """Compare with the stored golden (or bless, under --golden-update) and, given the trace, assert
        the store's checks.toml on it; a difference or a failed check fails the test."""
        from cute_ir.checks import check_trace
        from cute_ir.golden.check import Outcome, Result, check_record, update_record, with_assertions

        try:
            if self.update is not None:
                result = update_record(self.store, obtained, new_only=self.update == "new-only")
                result = Result(result.key, Outcome.OK)
            else:
                result = check_record(self.store, obtained)
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        if trace is not None and self.asserts_on(obtained.key.kernel):
            named = replace(trace, kernel=replace(trace.kernel, name=obtained.key.kernel))  # globs name goldens
            result = with_assertions(result, check_trace(named, self.assertions))
        if result.outcome is not Outcome.OK:
            pytest.fail(result.message, pytrace=False)


def _obtained_cache(config: pytest.Config) -> ObtainedCache | None:
    """The capture cache in pytest's cache directory; none when that is disabled or cannot be written."""
    cache = getattr(config, "cache", None)  # absent under -p no:cacheprovider
    if config.getoption("golden_recapture") or cache is None:
        return None
    try:
        folder = Path(cache.mkdir("cute-ir-golden"))
        with tempfile.NamedTemporaryFile(dir=folder):
            pass
    except OSError:
        return None
    return ObtainedCache(folder)


@pytest.fixture(scope="session")
def golden_session(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> GoldenSession:
    config = request.config
    return GoldenSession(_store(config), tmp_path_factory.mktemp("golden-traces"), config.getoption("golden_update"),
                         _obtained_cache(config), _golden_arch(config))


# ---- the fixture for users' own compiles ----------------------------------------------------------


@dataclass
class GoldenFixture:
    """Golden checks of what one test compiles; each golden is owned by the test (see OrphanReport)."""

    session: GoldenSession
    node: pytest.Item
    workdir: Path
    checked: list[GoldenKey] = field(default_factory=list)

    @property
    def default_name(self) -> str:
        return _NAME.sub("_", self.node.name).strip("_.")

    def check_kernel(self, kernel: str, *, name: str | None = None, arch: str | None = None) -> None:
        """Capture registered `kernel` (in a child process) and check it as golden `name` (default: the
        kernel's), for `arch` (default: the session's golden arch)."""
        from cute_ir.releases.catalogue import installed_dsl

        key = GoldenKey(*installed_dsl(), arch or self.session.arch, name or kernel)
        trace = self.session.capture(key, kernel) if self.session.asserts_on(key.kernel) else None
        try:
            obtained = self.session.obtain(key, kernel) if trace is None else record_from_trace(trace, key.kernel)
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        self._check(obtained, trace)

    def check_script(self, script: str | os.PathLike[str], *args: str, name: str | None = None,
                     arch: str | None = None) -> list[Trace]:
        """Run `script` (in a child process) and check every kernel it compiles: golden `name`, or `name.N` for the Nth."""
        from cute_ir.capture.parent import trace_script

        base = name or _NAME.sub("_", Path(script).stem)
        try:
            traces = trace_script(Path(script), list(args), self._scratch(base), arch=arch or self.session.arch)
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        self._check_traces(traces, base)
        return traces

    @contextmanager
    def capture(self, name: str | None = None, *, arch: str | None = None) -> Iterator[list[Trace]]:
        """Capture every compile inside the block, in this process, and check it on leaving the block.

        The block compiles for `arch` (default: the session's golden arch), not for the DSL's own
        default. Yields the list the traces are put in.
        """
        from cute_ir.capture import capture_compiles
        from cute_ir.registry.dsl_compat import compiling_for

        base = name or self.default_name
        arch = arch or self.session.arch
        out = self._scratch(base)
        traces: list[Trace] = []
        with capture_compiles(out), compiling_for(arch):
            yield traces
        traces.extend(_assemble(out))
        if not traces:
            pytest.fail(f"no CuTe DSL compile was captured inside cute_ir_golden.capture({base!r})", pytrace=False)
        wrong = sorted({trace.arch for trace in traces if trace.arch != arch})
        if wrong:
            pytest.fail(f"cute_ir_golden.capture({base!r}) asked for {arch}, but the DSL compiled for "
                        f"{', '.join(wrong)}: a golden of another arch is not checked", pytrace=False)
        self._check_traces(traces, base)

    def check_trace(self, trace: Trace, name: str | None = None) -> None:
        """Check a trace made elsewhere (e.g. `cute-ir dump`) as golden `name`."""
        self._check_traces([trace], name or self.default_name)

    def assert_checks(self, traces: Trace | Sequence[Trace], *, budget: Sequence[str] = (), stage: str | None = None,
                      patterns: str = "", checks: str | os.PathLike[str] | None = None) -> None:
        """Assert budgets (`"local_bytes == 0"`), FileCheck `patterns` on `stage`, or a checks file on
        traces, with no golden involved: what stays true across DSL releases."""
        from cute_ir.checks import PatternCheck, budget_spec, check_trace, load_check_spec, parse_rule, pattern_spec

        if patterns and stage is None:
            raise ValueError("patterns need the stage they are matched on (stage='ptx', 'sass', ...)")
        try:
            spec = budget_spec(parse_rule(rule) for rule in budget)
            if patterns:
                spec = spec + pattern_spec([PatternCheck(str(stage), patterns, f"{self.node.name} patterns")])
            if checks is not None:
                spec = spec + load_check_spec(Path(checks))
        except CuteIRError as err:
            pytest.fail(str(err), pytrace=False)
        reports = [check_trace(trace, spec) for trace in ([traces] if isinstance(traces, Trace) else traces)]
        if not reports:
            pytest.fail("assert_checks was given no trace", pytrace=False)
        failed = [report.summary() for report in reports if not report.ok]
        if failed:
            pytest.fail("\n".join(failed), pytrace=False)

    def _check_traces(self, traces: Sequence[Trace], base: str) -> None:
        for number, trace in enumerate(traces, start=1):
            try:
                obtained = record_from_trace(trace, base if len(traces) == 1 else f"{base}.{number}")
            except CuteIRError as err:
                pytest.fail(str(err), pytrace=False)
            self._check(obtained, trace)

    def _check(self, obtained: GoldenRecord, trace: Trace | None = None) -> None:
        if obtained.key in self.checked:
            pytest.fail(f"golden {obtained.key.kernel!r} is checked twice by one test; give each a name=",
                        pytrace=False)
        self.checked.append(obtained.key)
        self.node.user_properties.append((USER_PROPERTY, _key_text(obtained.key)))
        self.session.check(replace(obtained, owner=_owner(self.node)), trace)

    def _scratch(self, base: str) -> Path:
        return Path(tempfile.mkdtemp(prefix=f"{base[:40]}-", dir=self.workdir)) / "capture"


def _assemble(out: Path) -> list[Trace]:
    """The traces of the compiles an in-process capture wrote under `out`."""
    from cute_ir.capture.assemble import CompileContext, assemble_session
    from cute_ir.registry.dsl_compat import compiled_arch, target_arch
    from cute_ir.releases.catalogue import imported_dsl

    version, variant = imported_dsl()
    traces = assemble_session(out, CompileContext(version, variant, target_arch(), ""))
    for trace in traces:
        trace.arch = compiled_arch(trace.pipeline) or trace.arch  # what the compile ran for, where its pipeline says
        trace.kernel = replace(trace.kernel, compile_options={**trace.kernel.compile_options, "arch": trace.arch})
        trace.save(trace.root)
    return traces


def _owner(node: pytest.Item) -> str:
    """The test's node id without its parameters: what owns its goldens across parametrizations."""
    return node.nodeid.split("[", 1)[0]


def _key_text(key: GoldenKey) -> str:
    return f"{key.dsl}/{key.arch}/{key.kernel}"


@pytest.fixture
def cute_ir_golden(request: pytest.FixtureRequest, golden_session: GoldenSession) -> GoldenFixture:
    """Check CuTe DSL compiles of this test against goldens; see GoldenFixture."""
    workdir = golden_session.workdir / "fixture"
    workdir.mkdir(exist_ok=True)
    return GoldenFixture(golden_session, request.node, workdir)


# ---- orphans ------------------------------------------------------------------------------------


class OrphanReport:
    """After a session, report (or remove) goldens the run owns that nothing produced.

    Only goldens the run owns are judged, and only when it ran its whole selection (no -k, -m,
    --deselect, --lf or node ids): goldens of registered kernels when the registry's golden tests
    ran, and a fixture golden when its owner test's file ran. Anything else in the store is never
    reported or deleted. A plugin object rather than module hooks: under xdist only the controller
    prints the summary, and it learns what ran from the workers' reports (user_properties travel).
    """

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.registry_tests_ran = False
        self.files_ran: set[str] = set()
        self.fixture_goldens: set[str] = set()
        self.deselected = False

    def pytest_deselected(self, items: Sequence[pytest.Item]) -> None:
        self.deselected = True

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.files_ran.add(report.nodeid.split("::", 1)[0])
        if report.when == "call" and "golden" in report.keywords:
            self.registry_tests_ran = True
        for name, value in report.user_properties:
            if name == USER_PROPERTY:
                self.fixture_goldens.add(str(value))

    def _partial(self) -> bool:
        option = self.config.option
        return (self.deselected or any("::" in str(arg) for arg in self.config.args)
                or bool(getattr(option, "keyword", "")) or bool(getattr(option, "markexpr", ""))
                or bool(getattr(option, "deselect", None)) or bool(getattr(option, "lf", False)))

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if not (self.registry_tests_ran or self.fixture_goldens):
            return
        write = terminalreporter.write_line
        if self._partial():
            write("goldens: orphans not judged: this run selected part of its tests")
            return
        store = _store(self.config)
        try:
            orphaned = self._orphans(store)
        except CuteIRError as err:
            write(f"goldens: cannot survey {store.root}: {err}")
            return
        if not orphaned:
            return
        names = ", ".join(f"{key.arch}/{key.kernel}" for key in orphaned)
        if self.config.getoption("golden_remove_orphans"):
            for key in orphaned:
                store.remove(key)
            write(f"goldens: removed {len(orphaned)} orphaned golden(s): {names}")
        else:
            write(f"goldens: {len(orphaned)} orphaned golden(s) (nothing in this run produces them): {names}; "
                  "remove them with --golden-remove-orphans")

    def _orphans(self, store: GoldenStore) -> list[GoldenKey]:
        from cute_ir.releases.catalogue import installed_dsl

        dsl = "-".join(installed_dsl())
        expected = set(_expected_keys()) if self.registry_tests_ran else set()
        checked_archs = {key.arch for key in expected}
        orphaned = []
        for key in store.keys():
            if key.dsl != dsl or key in expected or _key_text(key) in self.fixture_goldens:
                continue
            owner = store.owner(key)
            if owner is None:
                continue  # unreadable: `cute-ir golden status` reports it, never deleted from here
            owned = key.arch in checked_archs if not owner else owner.split("::", 1)[0] in self.files_ran
            if owned:
                orphaned.append(key)
        return orphaned
