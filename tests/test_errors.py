"""Exit codes and the errors they stand for: one map, read by every parent rebuilding its child's error."""

from __future__ import annotations

import pytest

from cute_ir import errors
from cute_ir.errors import CuteIRError, ExitCode, error_of_exit_code

OWN_CLASSES = [cls for cls in vars(errors).values()
               if isinstance(cls, type) and CuteIRError in cls.__bases__]


# Codes that are outcomes rather than errors a child raises: success, click's bad flags, a resumable stop.
CODES_WITHOUT_A_CLASS = {ExitCode.OK, ExitCode.USAGE, ExitCode.INCOMPLETE}


def test_every_error_code_has_exactly_one_class() -> None:
    codes = sorted(cls.exit_code for cls in OWN_CLASSES)
    assert codes == sorted(set(ExitCode) - CODES_WITHOUT_A_CLASS), codes


@pytest.mark.parametrize("cls", OWN_CLASSES, ids=lambda cls: cls.__name__)
def test_a_reported_code_comes_back_as_its_own_class(cls: type[CuteIRError]) -> None:
    error = error_of_exit_code(cls.exit_code, "what the child said", hint="what to do")
    assert type(error) is cls
    assert (error.exit_code, error.message, error.hint) == (cls.exit_code, "what the child said", "what to do")


def test_a_code_without_a_class_keeps_the_code() -> None:
    error = error_of_exit_code(ExitCode.USAGE, "bad flags")
    assert type(error) is CuteIRError and error.exit_code is ExitCode.USAGE and error.hint is None
