"""Where the output goes: exclusive claims, `--force` that replaces only what cute-ir wrote, a full
disk (issue 15, items 2, 11 and 14)."""

from __future__ import annotations

import os
import stat
import subprocess
import threading
import time
import uuid
from pathlib import Path

import pytest

from faultkit import KERNEL, Cli, Outcome, compiling

USER_SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "user_script.py"
from cute_ir.trace import load_trace


def test_two_dumps_into_one_directory_the_second_loses_and_deletes_nothing(cli: Cli) -> None:
    first: list[Outcome] = []
    tag = uuid.uuid4().hex
    thread = threading.Thread(target=lambda: first.append(cli.run("dump", KERNEL, "-o", "t", tag=tag)))
    thread.start()
    try:
        while not compiling(tag):  # the second starts while the first compiles
            assert thread.is_alive()
            time.sleep(0.05)
        second = cli.run("dump", KERNEL, "-o", "t")
    finally:
        thread.join()
    second.assert_clean(6, "error: t already exists")
    first[0].assert_clean(0, "")
    assert load_trace(cli.cwd / "t").kernel.name == KERNEL


def test_an_existing_directory_is_not_replaced_without_force(cli: Cli) -> None:
    (cli.cwd / "t").mkdir()
    (cli.cwd / "t" / "mine.txt").write_text("keep")
    cli.run("dump", KERNEL, "-o", "t").assert_clean(6, "error: t already exists")
    assert (cli.cwd / "t" / "mine.txt").read_text() == "keep"


def _force_refused(cli: Cli, target: str, message: str) -> Outcome:
    outcome = cli.run("dump", KERNEL, "-o", target, "--force")
    outcome.assert_clean(6, message)
    assert not [p for p in cli.cwd.iterdir() if ".old-" in p.name]
    return outcome


def test_force_refuses_a_file(cli: Cli) -> None:
    (cli.cwd / "notes.txt").write_text("keep")
    _force_refused(cli, "notes.txt", "error: notes.txt is not a directory")
    assert (cli.cwd / "notes.txt").read_text() == "keep"


def test_force_refuses_a_symlink(cli: Cli) -> None:
    (cli.cwd / "real").mkdir()
    (cli.cwd / "real" / "manifest.json").write_text('{"schema": "cute-ir.trace"}')
    (cli.cwd / "link").symlink_to("real")
    _force_refused(cli, "link", "error: link is a symbolic link")
    assert (cli.cwd / "link").is_symlink() and (cli.cwd / "real" / "manifest.json").exists()


def test_force_refuses_a_fifo_without_hanging(cli: Cli) -> None:
    os.mkfifo(cli.cwd / "pipe")
    _force_refused(cli, "pipe", "error: pipe is not a directory")
    assert (cli.cwd / "pipe").exists()


def test_force_refuses_a_device(cli: Cli) -> None:
    """A device node of our own, never /dev/null: a regression must not cost the machine its /dev/null
    (a run of the code before this fix, as root, replaced /dev/null with a directory)."""
    try:
        os.mknod(cli.cwd / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        pytest.skip("making a device node needs root")
    _force_refused(cli, "null", "error: null is not a directory")
    assert (cli.cwd / "null").is_char_device()


def test_force_refuses_the_current_directory(cli: Cli) -> None:
    (cli.cwd / "manifest.json").write_text('{"schema": "cute-ir.trace"}')
    _force_refused(cli, ".", "error: . is the current directory or holds it")
    _force_refused(cli, "..", "error: .. is the current directory or holds it")
    assert (cli.cwd / "manifest.json").exists()


def test_force_refuses_a_directory_cute_ir_did_not_write(cli: Cli) -> None:
    (cli.cwd / "src").mkdir()
    (cli.cwd / "src" / "kernel.py").write_text("keep")
    _force_refused(cli, "src", "error: src was not written by cute-ir")
    assert (cli.cwd / "src" / "kernel.py").read_text() == "keep"


def test_output_under_a_file_is_an_output_error(cli: Cli) -> None:
    (cli.cwd / "file").write_text("x")
    cli.run("dump", KERNEL, "-o", "file/t").assert_clean(6, "error: cannot write to file/t")


def test_a_file_size_limit_mid_capture_is_an_output_error(cli: Cli) -> None:
    """RLIMIT_FSIZE on cute-ir and its compile child: writing a pass file past 16 KiB fails (EFBIG)."""
    outcome = cli.run("dump", KERNEL, "-o", "t", limit_file_size=16 * 1024)
    outcome.assert_clean(6, "error: cannot write")
    assert "File too large" in outcome.stderr and not (cli.cwd / "t").exists()


@pytest.fixture
def small_disk(tmp_path: Path):
    mount = tmp_path / "disk"
    mount.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {made.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", str(mount)], check=True)


def test_a_full_disk_mid_capture_is_an_output_error(cli: Cli, small_disk: Path) -> None:
    outcome = cli.run("dump", KERNEL, "-o", small_disk / "t", watch=(small_disk,))
    outcome.assert_clean(6, "error: cannot write")
    assert "No space left on device" in outcome.stderr
    assert list(small_disk.iterdir()) == []


# ---- issue 24, items C and D: --force proves what it replaces, and claims it as a fresh output does ----

@pytest.mark.parametrize("command", [["dump", KERNEL], ["trace", "--", str(USER_SCRIPT), "compile"]],
                         ids=["dump", "trace"])
def test_force_keeps_a_directory_that_merely_holds_a_session_json(cli: Cli, command: list[str]) -> None:
    """The thesis case: a user's directory with a file named session.json (or a trace manifest)."""
    (cli.cwd / "thesis").mkdir()
    (cli.cwd / "thesis" / "session.json").write_text("{}")
    (cli.cwd / "thesis" / "manifest.json").write_text('{"schema": "cute-ir.trace", "schema_version": 2}')
    (cli.cwd / "thesis" / "thesis.tex").write_text("years of work")
    outcome = cli.run(command[0], "-o", "thesis", "--force", *command[1:])
    outcome.assert_clean(6, "error: thesis was not written by cute-ir")
    assert (cli.cwd / "thesis" / "thesis.tex").read_text() == "years of work"


@pytest.fixture
def written(cli: Cli) -> Path:
    """A trace cute-ir wrote into the working directory (the fault suite's small kernel)."""
    cli.run("dump", KERNEL, "-o", "t").assert_clean(0, "")
    return cli.cwd / "t"


@pytest.mark.parametrize("where", ["thesis.tex", "passes/notes.tex"])
def test_force_keeps_a_trace_the_user_put_a_file_into(cli: Cli, written: Path, where: str) -> None:
    (written / where).write_text("years of work")
    _force_refused(cli, "t", f"error: t holds {where}, which cute-ir did not write")
    assert (written / where).read_text() == "years of work"


def test_force_keeps_a_trace_whose_file_was_replaced_by_the_users(cli: Cli, written: Path) -> None:
    (written / "manifest.json").write_text("my own notes, under a name cute-ir uses\n")
    _force_refused(cli, "t", "error: t holds manifest.json, which cute-ir did not write")
    assert (written / "manifest.json").read_text().startswith("my own notes")


def test_force_replaces_what_cute_ir_wrote_and_leaves_no_old_copy(cli: Cli, written: Path) -> None:
    old = os.stat(written).st_ino
    outcome = cli.run("dump", KERNEL, "-o", "t", "--force")
    outcome.assert_clean(0, "")
    assert os.stat(written).st_ino != old and load_trace(written).kernel.name == KERNEL
    assert (written / ".cute-ir-output.json").is_file()
    assert not [p for p in cli.cwd.iterdir() if p.name.startswith(".t.")]  # no old copy, no claim file


def test_sweep_force_keeps_a_users_directory(cli: Cli) -> None:
    (cli.cwd / "results").mkdir()
    (cli.cwd / "results" / "thesis.tex").write_text("years of work")
    outcome = cli.run("sweep", "--releases", "4.8.1", "-o", "results", "--force", KERNEL)
    outcome.assert_clean(6, "error: results was not written by cute-ir")
    assert (cli.cwd / "results" / "thesis.tex").read_text() == "years of work"


def test_diff_versions_out_leaves_a_users_directory(cli: Cli) -> None:
    (cli.cwd / "kept" / "a-4.8.1").mkdir(parents=True)
    (cli.cwd / "kept" / "a-4.8.1" / "session.json").write_text("{}")
    (cli.cwd / "kept" / "a-4.8.1" / "thesis.tex").write_text("years of work")
    outcome = cli.run("diff-versions", KERNEL, "--from", "4.8.1", "--to", "4.8.1", "-o", "kept")
    outcome.assert_clean(6, "error: kept/a-4.8.1 was not written by cute-ir")
    assert (cli.cwd / "kept" / "a-4.8.1" / "thesis.tex").read_text() == "years of work"


def test_two_forced_dumps_into_one_output_the_second_loses(cli: Cli, written: Path) -> None:
    first: list[Outcome] = []
    tag = uuid.uuid4().hex
    thread = threading.Thread(target=lambda: first.append(cli.run("dump", KERNEL, "-o", "t", "--force", tag=tag)))
    thread.start()
    try:
        while not compiling(tag):  # the second starts while the first compiles
            assert thread.is_alive()
            time.sleep(0.05)
        second = cli.run("dump", KERNEL, "-o", "t", "--force")
    finally:
        thread.join()
    second.assert_clean(6, "error: t is being written by another cute-ir run")
    first[0].assert_clean(0, "")
    assert load_trace(written).kernel.name == KERNEL
    assert not [p for p in cli.cwd.iterdir() if p.name.startswith(".t.")]
