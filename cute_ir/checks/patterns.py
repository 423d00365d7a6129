"""FileCheck-style pattern checks on a stage's text (`CHECK: wgmma.mma_async`, `CHECK-NOT: ld.local`).

The matching is the `filecheck` package's (the Python port of LLVM FileCheck that xDSL's test
suite runs on, released through 2026): its CHECK, -NOT, -NEXT, -SAME, -DAG, -LABEL, -COUNT-n and
-EMPTY directives, `{{regex}}` and `[[VAR:...]]` captures behave as LLVM's do. The checks are
parsed and their regexes compiled before anything is matched, so a pattern that does not parse is
bad input (exit 3), never a failed check.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

from filecheck.error import ParseError
from filecheck.finput import FInput
from filecheck.matcher import Matcher
from filecheck.ops import RE, CheckOp, NumSubst
from filecheck.options import Options
from filecheck.parser import Parser, pattern_for_opts

from cute_ir.errors import BadInputError


@dataclass(frozen=True)
class PatternCheck:
    """FileCheck directives to match against the text of one stage (`ptx`, `sass`, `to-llvm`, ...)."""

    stage: str
    text: str  # the directives, as a FileCheck file holds them
    origin: str  # where they came from, for messages: a file name, "--check" or a config key

    def validate(self) -> None:
        """Raise BadInputError unless every directive parses and every regex compiles."""
        operations = _parse(self.text, self.origin)
        if not operations:
            raise BadInputError(
                f"{self.origin}: no CHECK directives found",
                hint="write lines like 'CHECK: wgmma.mma_async' or 'CHECK-NOT: ld.local'",
            )
        for operation in operations:
            for uop in operation.uops:
                if isinstance(uop, NumSubst):
                    raise BadInputError(
                        f"{self.origin}:{operation.source_line}: numeric substitution blocks ([[#...]]) "
                        "are not supported by the filecheck matcher"
                    )
                if isinstance(uop, RE):
                    try:
                        re.compile(uop.content)
                    except re.error as err:
                        raise BadInputError(
                            f"{self.origin}:{operation.source_line}: the regex {{{{{uop.content}}}}} "
                            f"does not compile: {err}"
                        ) from err


@dataclass(frozen=True)
class PatternFailure:
    check: PatternCheck
    report: str  # filecheck's own message: the directive that failed and where matching stood

    def __str__(self) -> str:
        return f"{self.check.origin} on stage {self.check.stage}:\n{self.report.rstrip()}"


def match_patterns(check: PatternCheck, text: str) -> PatternFailure | None:
    """None when every directive holds on `text`; else filecheck's report of the first that failed."""
    check.validate()
    options = Options(match_filename=check.origin, input_file=check.stage, allow_empty=True)
    parser = Parser(options, io.StringIO(check.text), *pattern_for_opts(options))
    matcher = Matcher(options, FInput(check.stage, FInput.canonicalize_line_ends(text)), parser)
    matcher.stderr = io.StringIO()
    if matcher.run() == 0:
        return None
    return PatternFailure(check, matcher.stderr.getvalue())


def _parse(text: str, origin: str) -> list[CheckOp]:
    options = Options(match_filename=origin)
    try:
        return list(Parser(options, io.StringIO(text), *pattern_for_opts(options)))
    except ParseError as err:
        raise BadInputError(
            f"{origin}:{err.line_no}:{err.offset}: the pattern does not parse: {err.message}",
            hint=err.offending_line.rstrip("\n"),
        ) from err
