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

This module holds the hooks and the fixtures' registration only (as syrupy's plugin does): the
session lives in cute_ir.golden.session, the fixture in cute_ir.golden.fixture, the orphan report
in cute_ir.golden.orphans.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cute_ir.golden.fixture import GoldenFixture
from cute_ir.golden.orphans import OrphanReport
from cute_ir.golden.session import GoldenSession, registry_cases

__all__ = ["GoldenFixture", "GoldenSession"]  # the fixtures' types, for a test's annotations


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


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "golden_key" in metafunc.fixturenames:
        cases, ids = registry_cases()
        metafunc.parametrize("golden_key", cases, ids=ids)


@pytest.fixture(scope="session")
def golden_session(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[GoldenSession]:
    session = GoldenSession.for_run(request.config, tmp_path_factory.mktemp("golden-traces"))
    try:
        yield session
    finally:  # its warm capture servers end with the session (with the process anyway)
        session.close()


@pytest.fixture
def cute_ir_golden(request: pytest.FixtureRequest, golden_session: GoldenSession) -> GoldenFixture:
    """Check CuTe DSL compiles of this test against goldens; see GoldenFixture."""
    return GoldenFixture.for_test(golden_session, request.node)
