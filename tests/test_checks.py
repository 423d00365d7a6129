"""Budgets and FileCheck patterns on a real trace: `cute_ir.checks` and `cute-ir check`."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace

import pytest
from click.testing import CliRunner

from cute_ir.checks import CheckSpec, PatternCheck, budget_spec, check_trace, load_check_spec, parse_rule
from cute_ir.checks import pattern_spec
from cute_ir.cli import main
from cute_ir.errors import BadInputError
from cute_ir.golden.checks import CHECKS_FILE


def _invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def test_a_budget_reads_the_recorded_resources(small_trace):
    registers = small_trace.resources[0].registers
    held = check_trace(small_trace, budget_spec([parse_rule("local_bytes==0"), parse_rule(f"registers <= {registers}")]))
    assert held.ok and held.checked == 2
    broken = check_trace(small_trace, budget_spec([parse_rule(f"registers < {registers}")]))
    assert not broken.ok
    (violation,) = broken.budget_violations
    assert violation.value == registers and violation.kernel == small_trace.resources[0].function
    assert f"registers is {registers}, over the budget registers < {registers}" in broken.summary()


def test_a_trace_without_resources_never_passes_a_budget(small_trace):
    report = check_trace(replace(small_trace, resources=[]), budget_spec([parse_rule("local_bytes == 0")]))
    assert not report.ok and "no resources recorded" in report.summary()


def test_patterns_match_the_stage_text(small_trace):
    spec = pattern_spec([PatternCheck("ptx", "CHECK: .entry\nCHECK: ld.global.v4\nCHECK-NOT: ld.local\n", "inline")])
    assert check_trace(small_trace, spec).ok
    report = check_trace(small_trace, pattern_spec([PatternCheck("ptx", "CHECK: wgmma.mma_async\n", "t.check")]))
    (failure,) = report.pattern_failures
    assert "Couldn't match \"wgmma.mma_async\"" in failure.report and "t.check" in str(failure)


def test_a_stage_the_trace_lacks_fails_the_check(small_trace):
    spec = pattern_spec([PatternCheck("sass", "CHECK: EXIT\n", "inline")])
    report = check_trace(replace(small_trace, artifacts={}), spec)
    assert not report.ok and "no sass artifact" in report.pattern_failures[0].report


@pytest.mark.parametrize(
    ("patterns", "message"),
    [
        ("CHECK: [[x\n", "does not parse"),
        ("CHECK: {{a(}}\n", "does not compile"),
        ("CHEK: typo\n", "no CHECK directives"),
    ],
)
def test_a_pattern_that_does_not_parse_is_bad_input(patterns, message):
    with pytest.raises(BadInputError, match=message):
        pattern_spec([PatternCheck("ptx", patterns, "bad.check")])


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[budget]\nregs = 1\n", "unknown budget key 'regs'"),
        ("[budgets]\nregisters = 1\n", "unknown key 'budgets'"),
        ("[budget]\nregisters = '<< 3'\n", "does not parse"),
        ("[budget]\nregisters = true\n", "must be a number"),
        ("[[check]]\nstage = 'ptx'\npattern = 'CHECK: x'\n", "unknown key 'pattern'"),
        ("[[check]]\nstage = 'nope'\npatterns = 'CHECK: x'\n", "unknown stage 'nope'"),
        ("[[check]]\nstage = 'ptx'\npatterns = 'CHECK: {{(}}'\n", "does not compile"),
        ("budget = [\n", "not valid TOML"),
    ],
)
def test_a_checks_file_with_a_mistake_is_bad_input(tmp_path, text, message):
    path = tmp_path / "checks.toml"
    path.write_text(text)
    with pytest.raises(BadInputError, match=message):
        load_check_spec(path)


def test_a_checks_file_scopes_rules_to_kernels(tmp_path, small_trace):
    (tmp_path / "ptx.check").write_text("CHECK: ld.global.v4\n")
    path = tmp_path / "checks.toml"
    path.write_text(
        "[[budget]]\nlocal_bytes = '== 0'\nspill_stores = 0\n"
        "[[budget]]\nkernels = 'softmax_*'\nregisters = 1\n"
        "[[check]]\nkernels = ['elementwise_*']\nstage = 'ptx'\nfile = 'ptx.check'\n"
    )
    spec = load_check_spec(path)
    assert [str(r) for r in spec.budget_for("elementwise_add")] == ["local_bytes == 0", "spill_stores <= 0"]
    assert len(spec.budget_for("softmax_x")) == 3 and len(spec.patterns_for("softmax_x")) == 0
    report = check_trace(small_trace, spec)
    assert report.ok and report.checked == 3


def test_cli_check_exit_codes(small_trace, tmp_path):
    trace = str(small_trace.root)
    assert _invoke("check", trace, "--budget", "local_bytes==0")[0] == 0
    code, output = _invoke("check", trace, "--budget", "registers<1", "--json")
    assert code == 1 and json.loads(output)[0]["budget_violations"][0]["metric"] == "registers"
    code, output = _invoke("check", trace, "--budget", "regs<1")  # a bad option value: a usage error
    assert code == 2 and "Invalid value for '--budget'" in output and "unknown budget key 'regs'" in output
    assert "Traceback" not in output
    code, output = _invoke("check", trace, "--stage", "ptx", "--pattern", "CHECK: [[x")
    assert code == 2 and "Invalid value for '--pattern'" in output and "does not parse" in output
    assert _invoke("check", trace, "--pattern", "CHECK: x")[0] == 2  # no --stage
    code, output = _invoke("check", trace, "--stage", "ptx", "--pattern", "CHECK-NOT: ld.local")
    assert code == 0 and "1 check(s) passed" in output
    checks = tmp_path / "bad.toml"
    checks.write_text("[budget]\nnot_a_metric = 0\n")
    code, output = _invoke("check", trace, "--checks", str(checks))
    assert code == 3 and "bad.toml" in output and "not_a_metric" in output


def test_cli_check_uses_the_golden_stores_checks(small_trace, tmp_path):
    (tmp_path / CHECKS_FILE).write_text("[[check]]\nstage = 'ptx'\npatterns = 'CHECK: wgmma.mma_async'\n")
    code, output = _invoke("check", str(small_trace.root), "--golden-dir", str(tmp_path))
    assert code == 1 and "wgmma.mma_async" in output
    empty = tmp_path / "empty"
    empty.mkdir()
    assert _invoke("check", str(small_trace.root), "--golden-dir", str(empty))[0] == 2  # nothing to check


def test_cli_check_reads_a_session_directory(small_trace, tmp_path):
    session = tmp_path / "session"
    session.mkdir()
    shutil.copytree(small_trace.root, session / "001")
    code, output = _invoke("check", str(session), "--budget", "local_bytes==0")
    assert code == 0 and output.count("passed") == 1
    assert _invoke("check", str(tmp_path), "--budget", "local_bytes==0")[0] == 3  # no trace in it


def test_an_empty_spec_is_falsy():
    assert not CheckSpec() and budget_spec([parse_rule("registers<=1")])


def test_spill_bytes_add_up_the_recorded_store_and_load_bytes(small_trace):
    spilled = replace(small_trace.resources[0], spill_store_bytes=8, spill_load_bytes=4)
    trace = replace(small_trace, resources=[spilled])
    report = check_trace(trace, budget_spec([parse_rule("spill_bytes <= 11")]))
    assert report.budget_violations[0].value == 12
    unknown = replace(spilled, spill_load_bytes=None)
    assert check_trace(replace(small_trace, resources=[unknown]), budget_spec([parse_rule("spill_bytes == 0")])).budget_violations[0].value is None
