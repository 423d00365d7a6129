"""An option value cute-ir reads itself and refuses is a usage error, exit 2, as one click's own types refuse
(cute_ir/errors.py: 2 for bad flags and their values); a well-formed value the kernel, the DSL or the world
refuses stays bad input, exit 3 (tests/test_gemm_grouped.py, test_gpu_run.py's refused distribution)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.errors import ExitCode

KERNEL = "elementwise_add_sm80_f32_v128"


@pytest.mark.parametrize(("arguments", "option", "said"), [
    (["run", KERNEL, "--shape", "1_000,4"], "--shape", "'1_000,4': expected M,N or M,N,K"),  # issue 35's, was 3
    (["run", KERNEL, "--shape", "\uff15,4"], "--shape", "plain digits 0-9"),
    (["run", KERNEL, "--timeout", "nan"], "--timeout", "'nan' is not a time limit"),
    (["run", KERNEL, "--values", "bogus"], "--values", "unknown distribution bogus"),
    (["check", "t", "--budget", "regs<1"], "--budget", "unknown budget key 'regs'"),
    (["check", "t", "--budget", "registers<<1"], "--budget", "does not parse"),
    (["check", "t", "--stage", "ptx", "--pattern", "CHECK: [[x"], "--pattern", "the pattern does not parse"),
    (["check", "t", "--stage", "ptx", "--pattern", "CHEK: x"], "--pattern", "no CHECK directives found"),
    (["check", "t", "--stage", "ptxx", "--pattern", "CHECK: x"], "--stage", "'ptxx' is not one of"),
    (["dump", KERNEL, "--dsl", "newest"], "--dsl", "'newest' is not a DSL version"),
    (["golden", "check", KERNEL, "--dsl", "4.5"], "--dsl", "'4.5' is not a DSL version"),
    (["diff-versions", KERNEL, "--from", "newest", "--to", "4.8.1"], "--from", "'newest' is not a DSL version"),
    (["blame", "a", "b", "--metric", "regs"], "--metric", "unknown metric 'regs' (one of registers,"),
    (["blame", "a", "b", "--pattern", "CHECK: [[x"], "--pattern", "the pattern does not parse"),
    (["env", "add", "4.5.3", "--with", "--target=x"], "--with", "is an installer option, not a requirement"),
])
def test_a_bad_option_value_is_a_usage_error_naming_the_option(arguments: list[str], option: str, said: str) -> None:
    result = CliRunner().invoke(main, arguments)
    assert result.exit_code == ExitCode.USAGE, result.output
    assert f"Invalid value for '{option}'" in result.stderr and said in result.stderr, result.stderr
    assert result.stdout == "" and "Traceback" not in result.output


def test_a_well_formed_shape_the_kernel_does_not_take_stays_bad_input() -> None:
    """Digits that are no shape of this kernel (four extents of a plain problem, a zero extent) are the kernel's
    refusal, exit 3, before any GPU work, as a grouped GEMM refuses M,N without K."""
    for shape, said in (("1,2,3,4", "expected M,N or M,N,K"), ("0,4", "positive")):
        result = CliRunner().invoke(main, ["run", KERNEL, "--shape", shape])
        assert result.exit_code == ExitCode.BAD_INPUT and said in result.stderr, result.output
