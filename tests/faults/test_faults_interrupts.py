"""Ctrl-C and SIGTERM, sent to the real `cute-ir` mid-work: everything stops at once, exit 130/143,
nothing is written after the signal, no staging, scratch or process is left (issue 15, items 1 and 8)."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from faultkit import KERNEL, SCRIPTS, Cli, compiling, file_appears, tagged_processes

STOPS = [(signal.SIGINT, 130, "error: interrupted by SIGINT"), (signal.SIGTERM, 143, "error: interrupted by SIGTERM")]


@pytest.mark.parametrize(("signum", "code", "message"), STOPS, ids=["SIGINT", "SIGTERM"])
def test_dump_interrupted_mid_compile(cli: Cli, signum: int, code: int, message: str) -> None:
    outcome = cli.run("dump", KERNEL, "-o", "t", signal_when=compiling, signum=signum)
    outcome.assert_clean(code, message)
    assert not (cli.cwd / "t").exists()


@pytest.mark.parametrize(("signum", "code", "message"), STOPS, ids=["SIGINT", "SIGTERM"])
def test_trace_interrupted_kills_the_script_and_its_children(cli: Cli, signum: int, code: int, message: str) -> None:
    started = cli.cwd / "started"
    outcome = cli.run("trace", "-o", "s", "--", SCRIPTS / "sleeps_with_a_child.py", started,
                      signal_when=file_appears(started), signum=signum)
    outcome.assert_clean(code, message)  # the script's own `sleep 300` included
    assert not (cli.cwd / "s").exists()


THREE = ("elementwise_add_sm80_f32_v128", "elementwise_mul_sm80_f16_v128", "softmax_sm80_f32_t128")


def _goldens(store: Path) -> list[str]:
    return sorted(p.parent.name for p in store.rglob("manifest.json"))


@pytest.mark.parametrize(("signum", "code", "message"), STOPS, ids=["SIGINT", "SIGTERM"])
def test_golden_update_blesses_nothing_after_the_signal(cli: Cli, signum: int, code: int, message: str) -> None:
    store = cli.cwd / "golden"
    first_blessed = lambda tag: bool(_goldens(store)) and compiling(tag)  # noqa: E731 - the second compile runs
    outcome = cli.run("golden", "update", *THREE, "--golden-dir", store, "-j", "1", signal_when=first_blessed,
                      signum=signum, watch=(store,))
    outcome.assert_clean(code, message)
    assert _goldens(store) == [THREE[0]]  # the one blessed before the signal, none after
    assert "wrote" not in outcome.stdout


def test_golden_check_stops_and_reports_no_verdict(cli: Cli) -> None:
    store = cli.cwd / "golden"
    outcome = cli.run("golden", "check", *THREE, "--golden-dir", store, "-j", "2", signal_when=compiling,
                      watch=(store,))
    outcome.assert_clean(130, "error: interrupted by SIGINT")
    assert "goldens agree" not in outcome.stdout and not store.exists()


@pytest.mark.parametrize(("signum", "code", "message"), STOPS, ids=["SIGINT", "SIGTERM"])
def test_env_add_interrupted_while_uv_installs(cli: Cli, signum: int, code: int, message: str) -> None:
    envs = cli.cwd / "envs"
    outcome = cli.run("env", "add", "4.5.3", env={"CUTE_IR_ENV_DIR": str(envs)},
                      signal_when=lambda tag: any(" pip install " in p for p in tagged_processes(tag)),
                      signum=signum, watch=(envs,))
    outcome.assert_clean(code, message)
    assert not envs.exists() or list(envs.iterdir()) == []
