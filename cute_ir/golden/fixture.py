"""Golden checks of what one test compiles: the `cute_ir_golden` fixture of cute_ir.pytest_plugin.

Each golden the fixture checks is owned by its test (the test's node id, without parameters), which
is how the orphan report (cute_ir.golden.orphans) knows whose goldens a run judges.
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

from cute_ir.errors import CuteIRError
from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.record import GoldenRecord, record_from_trace
from cute_ir.golden.session import GoldenSession, fail_test
from cute_ir.trace import Trace

USER_PROPERTY = "cute_ir_golden"  # (name, key) pairs a test checked, reported to the xdist controller too
_NAME = re.compile(r"[^A-Za-z0-9_.\-]+")


@dataclass
class GoldenFixture:
    """Golden checks of what one test compiles; each golden is owned by the test (see OrphanReport)."""

    session: GoldenSession
    node: pytest.Item
    workdir: Path
    checked: list[GoldenKey] = field(default_factory=list)

    @classmethod
    def for_test(cls, session: GoldenSession, node: pytest.Item) -> GoldenFixture:
        """The fixture of test `node`; its captures go under the session's `fixture/` directory."""
        workdir = session.workdir / "fixture"
        workdir.mkdir(exist_ok=True)
        return cls(session, node, workdir)

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
            fail_test(err)
        self._check(obtained, trace)

    def check_script(self, script: str | os.PathLike[str], *args: str, name: str | None = None,
                     arch: str | None = None) -> list[Trace]:
        """Run `script` (in a child process) and check every kernel it compiles: golden `name`, or `name.N` for the Nth."""
        from cute_ir.capture.parent import trace_script

        base = name or _NAME.sub("_", Path(script).stem)
        try:
            traces = trace_script(Path(script), list(args), self._scratch(base), arch=arch or self.session.arch)
        except CuteIRError as err:
            fail_test(err)
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
            fail_test(err)
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
                fail_test(err)
            self._check(obtained, trace)

    def _check(self, obtained: GoldenRecord, trace: Trace | None = None) -> None:
        if obtained.key in self.checked:
            pytest.fail(f"golden {obtained.key.kernel!r} is checked twice by one test; give each a name=",
                        pytrace=False)
        self.checked.append(obtained.key)
        self.node.user_properties.append((USER_PROPERTY, key_text(obtained.key)))
        self.session.check(replace(obtained, owner=_owner(self.node)), trace)

    def _scratch(self, base: str) -> Path:
        return Path(tempfile.mkdtemp(prefix=f"{base[:40]}-", dir=self.workdir)) / "capture"


def _assemble(out: Path) -> list[Trace]:
    """The traces of the compiles an in-process capture wrote under `out`, each labelled with the arch
    it compiled for (where its pipeline says), not the one the process would pick."""
    from cute_ir.capture.record.assemble import CompileContext, assemble_session
    from cute_ir.registry.dsl_compat import compiled_arch, target_arch
    from cute_ir.releases.catalogue import imported_dsl

    version, variant = imported_dsl()
    traces = assemble_session(out, CompileContext(version, variant, target_arch(), ""))
    for trace in traces:
        trace.arch = compiled_arch(trace.pipeline) or trace.arch
        trace.kernel = replace(trace.kernel, compile_options={**trace.kernel.compile_options, "arch": trace.arch})
        trace.save(trace.root)
    return traces


def _owner(node: pytest.Item) -> str:
    """The test's node id without its parameters: what owns its goldens across parametrizations."""
    return node.nodeid.split("[", 1)[0]


def key_text(key: GoldenKey) -> str:
    """How a checked golden travels in a test report's user_properties (to the orphan report)."""
    return f"{key.dsl}/{key.arch}/{key.kernel}"
