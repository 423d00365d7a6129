"""One pytest session's golden checks (the `golden_session` fixture of cute_ir.pytest_plugin).

The session knows the store, whether this run blesses (--golden-update), the capture cache and the
arch the fixture compiles for; it obtains a kernel's normalized IR and checks or blesses its golden.
A failure is a failed test with cute-ir's message, never a traceback. Its kernel captures and input probes
fork from warm capture servers of its own (cute_ir.executors.warm; one set per xdist worker, ended with the
session by `close`; `CUTE_IR_WARM_CAPTURES=0`: a fresh interpreter each): a capture child skips the
interpreter's start and the imports, and its trace is the one a fresh interpreter writes
(tests/test_warm_captures.py).
"""

from __future__ import annotations

import hashlib
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NoReturn

import pytest

from cute_ir.checks import CheckSpec
from cute_ir.errors import CuteIRError
from cute_ir.golden.cache import ObtainedCache
from cute_ir.golden.layout import GoldenKey, default_root
from cute_ir.golden.record import GoldenRecord, record_from_trace
from cute_ir.golden.store import GoldenStore
from cute_ir.trace import Trace


@dataclass(frozen=True)
class RegistryUnavailable:
    """Stands in for the golden keys when the registry cannot list them; checking it fails with the reason."""

    message: str


def expected_keys() -> list[GoldenKey]:
    """The goldens the registered kernels have on the installed DSL (one per instance and golden arch)."""
    from cute_ir.golden.check import golden_keys
    from cute_ir.registry import all_kernels, check_providers
    from cute_ir.releases.catalogue import installed_dsl

    kernels = all_kernels()
    check_providers()  # after all_kernels(): an indexed family whose golden set could not be chosen too
    return golden_keys(kernels, installed_dsl())


def fail_test(err: CuteIRError) -> NoReturn:
    """Fail the test with cute-ir's message once: pytest shows an exception's context too, and a failure
    raised while handling `err` would print it twice."""
    raise pytest.fail.Exception(str(err), pytrace=False) from None


def registry_cases() -> tuple[list[object], list[str]]:
    """The `golden_key` parameters, one test per expected golden, and their ids; a registry that cannot
    list its kernels (e.g. a provider that fails to import) is one failing case that says so."""
    try:
        keys = expected_keys()
    except CuteIRError as err:
        return [pytest.param(RegistryUnavailable(str(err)), marks=pytest.mark.golden)], ["registry-unavailable"]
    return ([pytest.param(key, marks=pytest.mark.golden) for key in keys],
            [f"{key.kernel}-{key.arch}-{key.dsl}" for key in keys])


def golden_store(config: pytest.Config) -> GoldenStore:
    """The store this run checks: --golden-dir, else the project's (cute_ir.golden.layout.default_root)."""
    option = config.getoption("golden_dir")
    return GoldenStore(Path(option) if option else default_root(Path(config.rootpath)))


def golden_arch(config: pytest.Config) -> str:
    """One explicit arch for the fixture's goldens: the DSL's default depends on the machine (sm_100a
    without a GPU, the GPU's own with one), and a developer's goldens must match CI's."""
    from cute_ir.golden.check import GOLDEN_ARCHS
    from cute_ir.project import find_project

    return config.getoption("golden_arch") or find_project(Path(config.rootpath)).golden_arch or GOLDEN_ARCHS[0]


def obtained_cache(config: pytest.Config) -> ObtainedCache | None:
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


@dataclass
class GoldenSession:
    """Checks or blesses goldens for one pytest session (its traces live in a session temp dir)."""

    store: GoldenStore
    workdir: Path
    update: str | None  # None, "all" or "new-only"
    cache: ObtainedCache | None  # None: capture every kernel again
    arch: str = "sm_90a"  # what the fixture compiles and checks for (--golden-arch)
    _assertions: CheckSpec | None = field(default=None, repr=False)
    _servers: Any = field(default=None, repr=False)  # its WarmServers, from the first capture on
    _key_changes: dict[GoldenKey, list[str]] = field(default_factory=dict, repr=False)  # probed, not reproduced

    @classmethod
    def for_run(cls, config: pytest.Config, workdir: Path) -> GoldenSession:
        """The session the run's options ask for, its traces under `workdir`."""
        return cls(golden_store(config), workdir, config.getoption("golden_update"), obtained_cache(config),
                   golden_arch(config))

    @property
    def assertions(self) -> CheckSpec:
        """The store's own checks.toml (budgets, patterns), read once; they hold whatever --golden-update says."""
        if self._assertions is None:
            from cute_ir.golden.checks import golden_check_spec

            try:
                self._assertions = golden_check_spec(self.store.root)
            except CuteIRError as err:
                fail_test(err)
        return self._assertions

    def warm(self) -> Any:
        """A block whose kernel captures and input probes fork from this session's warm servers (none where
        turned off)."""
        if self._servers is None:
            from cute_ir.executors.warm import WarmServers

            self._servers = WarmServers()
        return self._servers.serving()

    def close(self) -> None:
        """End the session's warm servers (and any capture they still run)."""
        if self._servers is not None:
            self._servers.close()

    def asserts_on(self, name: str) -> bool:
        return bool(self.assertions.budget_for(name) or self.assertions.patterns_for(name))

    def capture(self, key: GoldenKey, kernel: str) -> Trace:
        """A fresh capture of registered `kernel` (a cached record has no trace for budgets and patterns)."""
        from cute_ir.golden.check import capture

        workdir = Path(tempfile.mkdtemp(prefix=f"{key.kernel[:40]}-", dir=self.workdir))
        try:
            with self.warm():
                return capture(kernel, key.arch, workdir)
        except CuteIRError as err:
            fail_test(err)

    def obtain(self, key: GoldenKey, kernel: str | None = None) -> GoldenRecord:
        """Registered kernel `kernel`'s normalized IR, as golden `key`: from the cache when nothing it depends on changed."""
        from cute_ir.golden.check import capture

        kernel = kernel or key.kernel
        cached = self.cache.get(key) if self.cache is not None and kernel == key.kernel else None
        if cached is not None:
            return cached
        with self.warm():
            trace = capture(kernel, key.arch, self.workdir)
        obtained = record_from_trace(trace, key.kernel)
        if self.cache is not None and kernel == key.kernel:
            self.cache.put(obtained)
        return obtained

    def verify(self, key: GoldenKey | RegistryUnavailable, trace: Trace | None = None) -> None:
        """Check or bless `key`'s golden against a capture of the registered kernel (or the given trace)."""
        if isinstance(key, RegistryUnavailable):
            pytest.fail(key.message, pytrace=False)
        checks = self._checks_id(key.kernel) if trace is None and self.asserts_on(key.kernel) else None
        if trace is None and checks is None and self.update is None and self._key_reproduced(key):
            return  # agrees by its capture key (cute_ir.golden.capture_key): nothing to capture
        fresh = checks is not None and (self.cache is None or not self.cache.checks_held(key, checks))
        if fresh:  # the checks need the trace, unless they held on the very capture the cache stands for
            trace = self.capture(key, key.kernel)
        try:
            obtained = self.obtain(key) if trace is None else record_from_trace(trace, key.kernel)
        except CuteIRError as err:
            fail_test(err)
        if obtained.key != key:
            pytest.fail(f"captured {obtained.key}, expected {key}", pytrace=False)
        self.check(obtained, trace)
        if fresh and self.cache is not None and checks is not None:  # they held (check fails the test otherwise)
            self.cache.put(obtained)
            self.cache.put_checks_held(key, checks)

    def _key_reproduced(self, key: GoldenKey) -> bool:
        """Does an input probe reproduce the capture key of `key`'s golden (one checked by key)?"""
        from cute_ir.capture.replay.emulate import upstream_emulation_off
        from cute_ir.executors.capture import Capture, key_changes
        from cute_ir.golden.check import key_to_reproduce

        recorded = key_to_reproduce(self.store, key)
        if not recorded:
            return False
        # as the golden's own capture (cute_ir.golden.check.capture); forked from this session's warm server
        with upstream_emulation_off(), self.warm():
            changes = key_changes(Capture("", key.arch, kernel=key.kernel, unless_key=recorded), None)
        self._key_changes[key] = changes
        return not changes

    def _checks_id(self, kernel: str) -> str:
        """What the store's checks ask of `kernel`: a held verdict is reused only for the same rules and patterns."""
        asked = (self.assertions.budget_for(kernel), self.assertions.patterns_for(kernel))
        return hashlib.sha256(repr(asked).encode()).hexdigest()

    def check(self, obtained: GoldenRecord, trace: Trace | None = None) -> None:
        """Compare with the stored golden (or bless, under --golden-update) and, given the trace, assert
        the store's checks.toml on it; a difference or a failed check fails the test."""
        from cute_ir.checks import check_trace
        from cute_ir.golden.check import (Outcome, Result, check_record, checked_by_key, update_record,
                                          with_assertions, with_key_changes)

        try:
            if self.update is not None:
                blessed = obtained.facts_only() if not obtained.owner and checked_by_key(obtained.key) else obtained
                result = update_record(self.store, blessed, new_only=self.update == "new-only")
                result = Result(result.key, Outcome.OK)
            else:
                result = with_key_changes(check_record(self.store, obtained), self._key_changes.get(obtained.key))
        except CuteIRError as err:
            fail_test(err)
        if trace is not None and self.asserts_on(obtained.key.kernel):
            named = replace(trace, kernel=replace(trace.kernel, name=obtained.key.kernel))  # globs name goldens
            result = with_assertions(result, check_trace(named, self.assertions))
        if result.outcome is not Outcome.OK:
            pytest.fail(result.message, pytrace=False)
