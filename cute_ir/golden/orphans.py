"""After a pytest session, report (or remove) the goldens the run owns that nothing produced."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cute_ir.errors import CuteIRError
from cute_ir.golden import session  # its functions looked up when called: a conftest may stand in for them
from cute_ir.golden.fixture import USER_PROPERTY, key_text
from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.store import GoldenStore


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
        store = session.golden_store(self.config)
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
        expected = set(session.expected_keys()) if self.registry_tests_ran else set()
        checked_archs = {key.arch for key in expected}
        orphaned = []
        for key in store.keys():
            if key.dsl != dsl or key in expected or key_text(key) in self.fixture_goldens:
                continue
            owner = store.owner(key)
            if owner is None:
                continue  # unreadable: `cute-ir golden status` reports it, never deleted from here
            owned = key.arch in checked_archs if not owner else owner.split("::", 1)[0] in self.files_ran
            if owned:
                orphaned.append(key)
        return orphaned
