"""The one runner of cute-ir's child processes: a typed request in, the child's report back, its whole
group killed at the time-out and on Ctrl-C/SIGTERM (cute_ir.process.children)."""

from __future__ import annotations

import importlib.util
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from types import ModuleType

import pytest
from processes import all_gone

from cute_ir.errors import ChildTimeoutError, EnvironmentProblem, ExitCode
from cute_ir.process.children import run_child

PROBE_FILE = Path(__file__).parent / "scripts" / "runner_child.py"


def _load_probe() -> ModuleType:
    spec = importlib.util.spec_from_file_location("runner_child", PROBE_FILE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass looks its module up while it is made
    spec.loader.exec_module(module)
    return module


probe = _load_probe()


def test_the_request_goes_in_typed_and_the_report_and_output_come_back(tmp_path: Path) -> None:
    request = probe.Ask("echo", numbers=[3, 1, 2])
    result = run_child("runner_child", request, timeout=60, logs=tmp_path, prepare=probe.on_path)
    assert (result.returncode, result.timed_out, result.crashed) == (4, False, False)
    assert result.reported and result.message == "done" and result.report["exit"] == ExitCode.COMPILE_FAILED
    assert result.report["asked"] == {"behaviour": "echo", "pids": "", "numbers": [3, 1, 2],
                                      "report": result.report["asked"]["report"]}
    assert result.report["asked"]["report"].endswith("report.json")  # the runner named the report file
    assert (tmp_path / "stdout.txt").read_text() == "to stdout\n"
    assert result.stderr_tail == "to stderr" and result.how == "exit status 4"


def test_each_line_of_the_childs_stdout_is_handed_over_as_it_comes_and_none_copied_to_ours(tmp_path: Path,
                                                                                          capfd) -> None:
    lines: list[str] = []
    run_child("runner_child", probe.Ask("echo"), timeout=60, logs=tmp_path, prepare=probe.on_path,
              on_output=lines.append)
    assert lines == ["to stdout"] and "to stdout" not in capfd.readouterr().out


def test_a_child_that_dies_of_a_signal_says_which(tmp_path: Path) -> None:
    result = run_child("runner_child", probe.Ask("crash"), timeout=60, prepare=probe.on_path)
    assert result.crashed and result.how == "SIGSEGV"
    assert result.report is not None and not result.reported  # it had started, and never ended on its own terms


def test_the_time_out_kills_the_whole_group_and_is_exit_10(tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    started = time.monotonic()
    result = run_child("runner_child", probe.Ask("sleep", pids=str(pids)), timeout=3, prepare=probe.on_path)
    assert result.timed_out and result.crashed and time.monotonic() - started < 30
    assert all_gone([int(pid) for pid in pids.read_text().split()]), "a process of the child outlived it"
    with pytest.raises(ChildTimeoutError, match="too slow") as raised:
        result.raise_if_timed_out("too slow")
    assert raised.value.exit_code is ExitCode.TIMEOUT


def test_an_interpreter_that_cannot_start_is_an_environment_problem(tmp_path: Path) -> None:
    with pytest.raises(EnvironmentProblem, match="cannot start the Python interpreter"):
        run_child("runner_child", probe.Ask("echo"), timeout=60, python=tmp_path / "no-python")


_DRIVER = textwrap.dedent("""
    import importlib.util, sys
    from cute_ir.process.children import run_child
    from cute_ir.process.interrupts import Interrupted, signals_stop_everything

    spec = importlib.util.spec_from_file_location("runner_child", sys.argv[1])
    probe = sys.modules["runner_child"] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    try:
        with signals_stop_everything():
            run_child("runner_child", probe.Ask("sleep", pids=sys.argv[2]), timeout=600, prepare=probe.on_path)
    except Interrupted as stop:
        print("stopped by", stop.signal_name)
        sys.exit(stop.exit_code)
    print("the child ended on its own")
""")


@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"])
def test_ctrl_c_or_sigterm_kills_the_childs_whole_group(tmp_path: Path, signum: int, code: int) -> None:
    """The parent is stopped while its child sleeps beside a grandchild in its group and one that left the
    group (`start_new_session`): all three end with the parent."""
    pids = tmp_path / "pids"
    driver = subprocess.Popen([sys.executable, "-c", _DRIVER, str(PROBE_FILE), str(pids)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (pids.exists() and len(pids.read_text().split()) == 3) and time.monotonic() < deadline:
            assert driver.poll() is None, driver.communicate()
            time.sleep(0.05)
        children = [int(pid) for pid in pids.read_text().split()]
        driver.send_signal(signum)
        stdout, stderr = driver.communicate(timeout=30)
    finally:
        driver.kill()
    assert driver.returncode == code, stderr
    assert stdout.strip() == f"stopped by {signal.Signals(signum).name}"
    assert all_gone(children), "a process of the child outlived the stop"
