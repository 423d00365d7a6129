"""Doctored and damaged traces and goldens given to `view`, `diff` and `golden`: a clear message,
exit 3, nothing read from outside the trace, no page written (issue 15, items 4 and 5)."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from faultkit import KERNEL, Cli, Outcome, edit_manifest, read_manifest
from cute_ir.fsutil import sha256_bytes

SECRET = "TOP-SECRET-LINE"


@pytest.fixture
def trace(cli: Cli, captured: Path) -> Path:
    copy = cli.cwd / "t"
    shutil.copytree(captured, copy, symlinks=True)
    (cli.cwd.parent / "secret.txt").write_text(SECRET + "\n")
    return copy


def _changed_pass(data: dict) -> dict:
    return next(p for p in data["passes"] if p["ir_file"])


def _view(cli: Cli, *extra: str) -> Outcome:
    outcome = cli.run("view", "t", "-o", "page.html", *extra)
    assert not (cli.cwd / "page.html").exists()
    assert SECRET not in outcome.stdout + outcome.stderr
    return outcome


def _point_at_secret(data: dict, relative: str) -> None:
    record = _changed_pass(data)
    record["ir_file"] = relative
    record["sha256"] = sha256_bytes((SECRET + "\n").encode())  # the doctor recomputes the hash too


@pytest.mark.parametrize("relative", ["../../secret.txt", "passes/../../../secret.txt"])
def test_view_refuses_a_dotdot_path(cli: Cli, trace: Path, relative: str) -> None:
    edit_manifest(trace, lambda d: _point_at_secret(d, relative))
    _view(cli).assert_clean(3, "error: trace t names")


def test_view_refuses_an_absolute_path(cli: Cli, trace: Path) -> None:
    edit_manifest(trace, lambda d: _point_at_secret(d, str(cli.cwd.parent / "secret.txt")))
    _view(cli).assert_clean(3, "error: trace t names")


def test_view_never_shows_etc_shadow(cli: Cli, trace: Path) -> None:
    edit_manifest(trace, lambda d: _changed_pass(d).update(ir_file="../../../../../../../../etc/shadow"))
    _view(cli).assert_clean(3, "error: trace t names")


def test_view_refuses_a_pass_file_that_is_a_symlink(cli: Cli, trace: Path) -> None:
    data = read_manifest(trace)
    target = trace / _changed_pass(data)["ir_file"]
    target.unlink()
    target.symlink_to(cli.cwd.parent / "secret.txt")
    edit_manifest(trace, lambda d: _point_at_secret(d, _changed_pass(data)["ir_file"]))
    _view(cli).assert_clean(3, "error: trace t holds a symbolic link")


def test_view_refuses_a_passes_folder_that_is_a_symlink(cli: Cli, trace: Path) -> None:
    shutil.move(trace / "passes", cli.cwd.parent / "elsewhere")
    (trace / "passes").symlink_to(cli.cwd.parent / "elsewhere")
    _view(cli).assert_clean(3, "error: trace t holds a symbolic link")


def test_view_refuses_a_manifest_that_is_a_symlink(cli: Cli, trace: Path) -> None:
    shutil.move(trace / "manifest.json", cli.cwd.parent / "manifest.json")
    (trace / "manifest.json").symlink_to(cli.cwd.parent / "manifest.json")
    _view(cli).assert_clean(3, "error: t/manifest.json is a symbolic link")


def test_view_refuses_a_pass_file_edited_by_hand(cli: Cli, trace: Path) -> None:
    with open(trace / _changed_pass(read_manifest(trace))["ir_file"], "a") as handle:
        handle.write("// edited\n")
    _view(cli).assert_clean(3, "error: trace t:")
    assert "does not match its hash" in _view(cli).stderr


def test_view_refuses_an_input_file_edited_by_hand(cli: Cli, trace: Path) -> None:
    with open(trace / "passes/000-input.mlir", "a") as handle:
        handle.write("// edited\n")
    _view(cli).assert_clean(3, "error: trace t: 000-input.mlir does not match its hash")


def test_diff_refuses_a_pass_file_edited_by_hand(cli: Cli, trace: Path) -> None:
    shutil.copytree(trace, cli.cwd / "u", symlinks=True)
    with open(trace / _changed_pass(read_manifest(trace))["ir_file"], "a") as handle:
        handle.write("// edited\n")
    cli.run("diff", "u", "t").assert_clean(3, "error: trace t:")


def test_diff_refuses_a_dotdot_path(cli: Cli, trace: Path) -> None:
    shutil.copytree(trace, cli.cwd / "u", symlinks=True)
    edit_manifest(trace, lambda d: _point_at_secret(d, "../../secret.txt"))
    outcome = cli.run("diff", "u", "t")
    outcome.assert_clean(3, "error: trace t names")
    assert SECRET not in outcome.stdout


def test_view_of_a_pass_file_of_random_bytes(cli: Cli, trace: Path) -> None:
    noise = os.urandom(4096) + b"\xff\xfe"
    relative = _changed_pass(read_manifest(trace))["ir_file"]
    (trace / relative).write_bytes(noise)
    edit_manifest(trace, lambda d: [p.update(sha256=sha256_bytes(noise), size=len(noise)) for p in d["passes"]
                            if p["ir_file"] == relative])
    _view(cli).assert_clean(3, f"error: trace t: {relative} is not text")


def test_view_of_a_missing_pass_file(cli: Cli, trace: Path) -> None:
    (trace / _changed_pass(read_manifest(trace))["ir_file"]).unlink()
    _view(cli).assert_clean(3, "error: trace t is incomplete")


@pytest.mark.parametrize(("content", "message"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00binary", "error: t/manifest.json is not valid JSON"),
    (b"", "error: t/manifest.json is not valid JSON"),
    (b'{"schema": "cute-ir.trace", "schema_version": 1, "passes": [', "error: t/manifest.json is not valid JSON"),
    (b"[1, 2, 3]", "error: t is not a cute-ir trace manifest"),
    (b'"cute-ir.trace"', "error: t is not a cute-ir trace manifest"),
    (b'{"schema": "someone-else"}', "error: t is not a cute-ir trace manifest"),
], ids=["binary", "empty", "truncated", "list", "string", "other-schema"])
def test_view_of_a_manifest_that_is_not_one(cli: Cli, trace: Path, content: bytes, message: str) -> None:
    (trace / "manifest.json").write_bytes(content)
    _view(cli).assert_clean(3, message)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["passes"][0].update(index="one"), "PassRecord.index should be int"),
    (lambda d: d["passes"][0].update(changed="yes"), "PassRecord.changed should be bool | None"),
    (lambda d: d["passes"][0].update(fidelity="guessed"), "PassRecord.fidelity should be Fidelity"),
    (lambda d: d["passes"][0].update(op_counts=[1, 2]), "PassRecord.op_counts should be dict"),
    (lambda d: d.update(passes="abc"), "Trace.passes should be list"),
    (lambda d: d.update(passes=[1, 2]), "Trace.passes should be list"),
    (lambda d: d.update(artifacts=[]), "Trace.artifacts should be dict"),
    (lambda d: d.update(arch=90), "Trace.arch should be str"),
    (lambda d: d.update(timing={"capture_s": "slow"}), "Trace.timing should be dict"),
    (lambda d: d["kernel"].update(kernels="k"), "KernelIdentity.kernels should be tuple"),
    (lambda d: d.pop("arch"), "the field 'arch' is missing"),
    (lambda d: d.update(schema_version="1"), "schema_version should be int, not '1'"),
], ids=["index", "changed", "fidelity", "op-counts", "passes-str", "passes-ints", "artifacts-list", "arch-int",
        "timing-str", "kernels-str", "no-arch", "version-str"])
def test_view_of_a_manifest_with_wrong_types(cli: Cli, trace: Path, change: Callable, message: str) -> None:
    edit_manifest(trace, change)
    outcome = _view(cli)
    outcome.assert_clean(3, "error: trace manifest t is malformed")
    assert message in outcome.first_line


def test_view_of_a_manifest_from_a_newer_schema(cli: Cli, trace: Path) -> None:
    edit_manifest(trace, lambda d: d.update(schema_version=99))
    _view(cli).assert_clean(3, "error: trace t was written with manifest schema 99")


def test_tui_of_a_doctored_trace(cli: Cli, trace: Path) -> None:
    edit_manifest(trace, lambda d: _point_at_secret(d, "../../secret.txt"))
    outcome = cli.run("view", "t", "--tui", "--pass", str(_changed_pass(read_manifest(trace))["index"]))
    outcome.assert_clean(3, "error: trace t names")
    assert SECRET not in outcome.stdout


def test_view_of_a_path_that_is_no_trace(cli: Cli) -> None:
    cli.run("view", "nowhere").assert_clean(3, "error: nowhere is not a trace directory")


def test_check_of_a_damaged_trace_is_bad_input_not_a_failed_check(cli: Cli, trace: Path) -> None:
    """Issue 24, item I: a pattern on an edited PTX file is exit 3 (the trace is damaged), never exit 1."""
    ptx = trace / read_manifest(trace)["artifacts"]["ptx"]["file"]
    with open(ptx, "a") as handle:
        handle.write("// edited\n")
    outcome = cli.run("check", "t", "--stage", "ptx", "--pattern", "CHECK: .entry")
    outcome.assert_clean(3, "error: trace t: kernel.ptx does not match its hash")
    assert "check(s) failed" not in outcome.stdout


def test_check_of_a_stage_the_trace_lacks_is_a_failed_check(cli: Cli, trace: Path) -> None:
    """The other side of item I: a stage that was never captured is a check that cannot hold (exit 1)."""
    edit_manifest(trace, lambda d: d["artifacts"].pop("sass"))
    outcome = cli.run("check", "t", "--stage", "sass", "--pattern", "CHECK: EXIT")
    outcome.assert_clean(1, "")
    assert "this trace has no sass artifact" in outcome.stdout


def _golden(cli: Cli, blessed: Path) -> tuple[Path, Path]:
    store = cli.cwd / "golden"
    shutil.copytree(blessed, store, symlinks=True)
    (cli.cwd.parent / "secret.txt").write_text(SECRET + "\n")
    return store, next(store.rglob("manifest.json")).parent


def _reseal(folder: Path, change: Callable[[dict], object]) -> None:
    """Edit a golden manifest as a doctor would: and recompute its own seal."""
    from cute_ir.golden.store import _seal

    data = json.loads((folder / "manifest.json").read_text())
    change(data)
    data["manifest_sha256"] = _seal(data)
    (folder / "manifest.json").write_text(json.dumps(data))


def _stored_stage(data: dict) -> str:
    return next(name for name, stage in data["stages"].items() if stage.get("stored"))


def test_golden_check_refuses_a_golden_naming_a_file_outside_it(cli: Cli, blessed: Path) -> None:
    store, folder = _golden(cli, blessed)

    def doctor(data: dict) -> None:
        name = _stored_stage(data)
        data["stages"]["../../../../../secret.txt"] = {**data["stages"].pop(name),
                                                      "sha256": sha256_bytes((SECRET + "\n").encode())}

    _reseal(folder, doctor)
    outcome = cli.run("golden", "check", KERNEL, "--golden-dir", store, watch=(store,))
    outcome.assert_clean(3, f"ERROR {KERNEL} on sm_90a, DSL 4.8.1-cu12: golden {folder} names")
    assert SECRET not in outcome.stdout + outcome.stderr


def test_golden_check_refuses_a_golden_file_that_is_a_symlink(cli: Cli, blessed: Path) -> None:
    store, folder = _golden(cli, blessed)
    name = _stored_stage(json.loads((folder / "manifest.json").read_text()))
    (folder / name).unlink()
    (folder / name).symlink_to(cli.cwd.parent / "secret.txt")
    _reseal(folder, lambda d: d["stages"][name].update(sha256=sha256_bytes((SECRET + "\n").encode())))
    outcome = cli.run("golden", "check", KERNEL, "--golden-dir", store, watch=(store,))
    outcome.assert_clean(3, f"ERROR {KERNEL} on sm_90a, DSL 4.8.1-cu12: golden {folder} holds a symbolic link")
    assert SECRET not in outcome.stdout + outcome.stderr
