"""Errors that reach the user, each with its own exit code.

The codes let scripts tell "your input is wrong" from "the compiler failed on valid input" from
"the compiler crashed". 1 and 2 keep their usual meaning (difference found, click usage error).
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    DIFFERENT = 1  # a check found a difference (golden mismatch, diff with changes)
    USAGE = 2  # click's own code for bad flags, and option values that do not parse (--shape 1_000, --dsl banana)
    BAD_INPUT = 3  # unknown kernel, missing script or trace, arch the DSL rejects, a shape the kernel refuses
    COMPILE_FAILED = 4  # a compiler pass reported an error on input that traced fine
    COMPILER_CRASHED = 5  # the compiling process died (signal) or vanished
    OUTPUT_ERROR = 6  # cannot write the output directory or file
    SCRIPT_FAILED = 7  # the user's script raised outside the compiler
    ENVIRONMENT = 8  # a DSL environment is missing, broken or cannot be installed
    NO_GPU = 9  # a GPU run was asked for on a machine without one
    TIMEOUT = 10  # a child (compile or kernel run) ran past its time limit
    CUTE_IR_BUG = 11  # cute-ir's own capture code failed (neither the script nor the compiler): report it
    CLUSTER = 12  # the Ray cluster of --ray cannot be joined, refused us, runs another cute-ir, or was lost
    INCOMPLETE = 13  # a resumable run stopped at its --time-limit: run the same command again to go on


class CuteIRError(Exception):
    """An error with a message meant for the user and a distinct exit code."""

    exit_code: ExitCode = ExitCode.BAD_INPUT

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.partial: list[object] = []  # what was produced before the error, e.g. a failed compile's trace

    def __str__(self) -> str:
        return f"{self.message}\nhint: {self.hint}" if self.hint else self.message


class ReplayDiffersError(CuteIRError):
    """A reproducer ran, but its outcome is not the recorded failure (another error, or a crash for an error)."""

    exit_code = ExitCode.DIFFERENT


class BadInputError(CuteIRError):
    exit_code = ExitCode.BAD_INPUT


class CompileFailedError(CuteIRError):
    exit_code = ExitCode.COMPILE_FAILED


class CompilerCrashedError(CuteIRError):
    exit_code = ExitCode.COMPILER_CRASHED


class OutputError(CuteIRError):
    exit_code = ExitCode.OUTPUT_ERROR


class ScriptFailedError(CuteIRError):
    exit_code = ExitCode.SCRIPT_FAILED


class EnvironmentProblem(CuteIRError):
    exit_code = ExitCode.ENVIRONMENT


class NoGPUError(CuteIRError):
    exit_code = ExitCode.NO_GPU


class ChildTimeoutError(CuteIRError):
    exit_code = ExitCode.TIMEOUT


class ClusterError(CuteIRError):
    """The cluster itself failed us (not a capture): unreachable, not Ray, refused, mismatched or lost."""

    exit_code = ExitCode.CLUSTER


class CuteIRBugError(CuteIRError):
    """cute-ir's own code failed while capturing: the message must not blame the script or the compiler."""

    exit_code = ExitCode.CUTE_IR_BUG


_OWN_CLASSES: tuple[type[CuteIRError], ...] = (
    ReplayDiffersError, BadInputError, CompileFailedError, CompilerCrashedError, OutputError, ScriptFailedError,
    EnvironmentProblem, NoGPUError, ChildTimeoutError, CuteIRBugError, ClusterError,
)
_CLASS_OF_EXIT_CODE: dict[ExitCode, type[CuteIRError]] = {cls.exit_code: cls for cls in _OWN_CLASSES}


def error_of_exit_code(code: ExitCode, message: str, *, hint: str | None = None) -> CuteIRError:
    """The error a child process ended with, rebuilt in its parent from the exit code it reported: the
    class of that code where it has one (a code without one, such as USAGE, keeps the code on a
    CuteIRError), so the parent exits as the child did and callers can catch it by class."""
    error = _CLASS_OF_EXIT_CODE.get(code, CuteIRError)(message, hint=hint)
    error.exit_code = code
    return error


def cute_ir_bug(what: str, detail: str) -> CuteIRBugError:
    """The error for a failure of cute-ir's own capture code: ours, with what a bug report needs."""
    return CuteIRBugError(
        f"cute-ir failed while {what}: {detail}\nthis is a bug in cute-ir, not in your script or in the compiler",
        hint="please report it to cute-ir's maintainers with the command you ran, the DSL release and variant "
             "(`cute-ir env list`), this message and the session's stderr.txt; the traces assembled before "
             "it are kept")
