"""The warm module of tests/test_forkserver.py's servers: it records its warm-up and each request's
`before_fork`, which a served child (runner_child's "where") reports."""

from __future__ import annotations

from typing import Any

WARMED: list[Any] = []
BEFORE: list[Any] = []


def warm_up(argument: Any) -> None:
    if argument == "fail":
        raise RuntimeError("this server cannot warm up")
    WARMED.append(argument)


def before_fork(argument: Any) -> None:
    BEFORE.append(argument)
