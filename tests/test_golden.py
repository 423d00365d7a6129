"""The golden store and check logic on small hand-made traces (no compile, no GPU).

`make_trace` writes a trace directory shaped like a real capture: four passes in the canonical
stages, PTX, SASS, an llvm-only checkpoint and resources. `perturb` changes the IR from one pass on,
as a changed kernel would.
"""

from __future__ import annotations

import ctypes
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest

from cute_ir.golden.check import Outcome, check_record, golden_keys, survey, update_record
from cute_ir.golden.compare import RESOURCES
from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.record import record_from_trace
from cute_ir.golden.store import GoldenCorruptError, GoldenStore
from cute_ir.errors import BadInputError, ExitCode, OutputError
from cute_ir.fsutil import sha256_text
from cute_ir.trace import (
    INPUT_FILE,
    Artifact,
    Fidelity,
    KernelIdentity,
    KernelResources,
    PassRecord,
    Strategy,
    Trace,
    Verdict,
    load_trace,
)

KERNEL = "toy_add_sm80_f32"
PASSES = (  # (arg, stage, dialect of the op the pass introduces)
    ("cute-expand-ops", "cute-expand-ops", "arith"),
    ("convert-cute-to-core", "cute-to-core", "arith"),
    ("one-shot-convert-to-llvm", "to-llvm", "llvm"),
    ("cuda-to-binary", "to-binary", "llvm"),
)


def module_text(body: list[str], counter: int = 3, path: str = "k.py") -> str:
    """A small module with locations, a counter-suffixed kernel symbol and a resource blob."""
    ops = "\n".join(f'    {line} loc("{path}":{n + 2}:4)' for n, line in enumerate(body))
    return (
        f'#loc1 = loc("{path}":1:0)\n'
        "module {\n"
        f"  func.func @kernel_toy_add_tensorf32_{counter}(%arg0: i32) -> i32 {{\n"
        f"{ops}\n"
        f'    return %arg0 : i32 loc("{path}":9:4)\n'
        "  } loc(#loc1)\n"
        '  func.func private @blob() -> tensor<4xi8> attributes {data = dense_resource<bin_1> : tensor<4xi8>}'
        f' loc("{path}":10:0)\n'
        "}\n"
        '{-#\n  dialect_resources: {\n    builtin: {\n      bin_1: "0x0100000001020304"\n    }\n  }\n#-}\n'
    )


def pass_body(index: int, extra: str | None = None) -> list[str]:
    body = [f"%c{n} = arith.constant {n} : i32" for n in range(index + 1)]
    return body + ([extra] if extra else [])


def make_trace(root: Path, *, counter: int = 3, path: str = "k.py", extra_from: int | None = None,
               element: str | None = None, registers: int = 16, symbol: str = "kernel_toy_add_tensorf32") -> Trace:
    """Write a trace directory; from pass `extra_from` on, every IR holds one more arith op. With
    `element`, the input holds two ops on a long memref type of that element type (aliased when
    normalized), which the front end would have produced for a kernel of that dtype."""
    (root / "passes").mkdir(parents=True)
    (root / "artifacts").mkdir()
    memref = f'!cute.memref<{element}, gmem, align<16>, "((32,128),(32,9)):((1048,1),(33536,128))">'
    typed = [f"%it{n} = cute.get_iter(%arg{n}) : {memref}" for n in (0, 1)] if element else []
    (root / INPUT_FILE).write_text(module_text(pass_body(0) + typed, counter, path))
    records = []
    for index, (arg, stage, _) in enumerate(PASSES, start=1):
        extra = "%perturbed = arith.constant 77 : i32" if extra_from and index >= extra_from else None
        relative = f"passes/{index:03d}-{arg}.mlir"
        text = module_text(pass_body(index, extra), counter, path)
        (root / relative).write_text(text)
        ops = {"arith": index + 1 + (1 if extra else 0), "builtin": 1, "func": 3}
        records.append(
            PassRecord(index, arg, "", "builtin.module", "", stage, Fidelity.REPLAYED, True, relative,
                       None, len(text), None, ops)
        )
    kernel_symbol = f"{symbol}_{counter}"
    banner = f"//\n// Compiler Build ID: CL-{counter}\n//\n"
    ptx = f"{banner}.version 8.8\n.visible .entry {kernel_symbol}(\n)\n{{\n\tret;\n}}\n"
    sass = f"\tcode for sm_90a\n        .global         {kernel_symbol}\n        /*0000*/   EXIT ;\n"
    artifacts = {}
    for kind, name, text in (
        ("ptx", "kernel.ptx", ptx),
        ("sass", "kernel.sass", sass),
        ("llvm-only", "llvm-only.mlir", module_text(pass_body(3), counter, path)),
    ):
        (root / "artifacts" / name).write_text(text)
        artifacts[kind] = Artifact(f"artifacts/{name}", "", len(text))
    trace = Trace(
        dsl_version="4.8.1",
        dsl_variant="cu12",
        strategy=Strategy.REPLAY,
        arch="sm_90a",
        kernel=KernelIdentity(KERNEL, "toy.add", path, kernels=(kernel_symbol,)),
        pipeline="builtin.module(cute-to-nvvm)",
        expanded_pipeline="",
        passes=records,
        artifacts=artifacts,
        resources=[KernelResources(kernel_symbol, registers, 0, 0, 0, 0, instructions=4,
                                   instruction_classes={"EXIT": 1, "HADD2": registers // 8})],
    )
    trace.save(root)
    return load_trace(root)


@pytest.fixture
def store(tmp_path: Path) -> GoldenStore:
    return GoldenStore(tmp_path / "golden")


@pytest.fixture
def trace(tmp_path: Path) -> Trace:
    return make_trace(tmp_path / "trace")


KEY = GoldenKey("4.8.1", "cu12", "sm_90a", KERNEL)


def test_a_blessed_golden_checks_clean(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    folder = store.path(KEY)
    assert folder == store.root / "4.8.1-cu12" / "sm_90a" / KERNEL
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        ["manifest.json", "input.mlir", "cute-expand-ops.mlir", "cute-to-core.mlir", "to-llvm.mlir",
         "kernel.ptx", "resources.txt"]
    )
    assert "loc(" not in (folder / "to-llvm.mlir").read_text()
    assert "Build ID" not in (folder / "kernel.ptx").read_text()
    assert "registers      16" in (folder / "resources.txt").read_text()
    manifest = json.loads((folder / "manifest.json").read_text())
    assert [p["label"] for p in manifest["passes"]] == [f"{i:03d}-{p[0]}" for i, p in enumerate(PASSES, 1)]
    assert all(len(p["sha256"]) == 64 for p in manifest["passes"])
    # The llvm-only checkpoint equals the IR after pass 3: its text is not stored twice.
    assert manifest["stages"]["llvm-only.mlir"]["same_as_pass"] == "003-one-shot-convert-to-llvm"
    assert not manifest["stages"]["llvm-only.mlir"]["stored"]
    assert check_record(store, record_from_trace(trace)).outcome is Outcome.OK


def test_fidelity_and_verdicts_are_recorded_but_not_compared(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    relabelled = replace(trace, passes=[
        replace(p, fidelity=Fidelity.EXACT_BY_PROOF, verdict=Verdict.IDLE) for p in trace.passes])
    obtained = record_from_trace(relabelled)
    assert {(p.fidelity, p.verdict) for p in obtained.passes} == {("exact-by-proof", "idle")}
    assert check_record(store, obtained).outcome is Outcome.OK
    update_record(store, obtained)
    manifest = json.loads((store.path(KEY) / "manifest.json").read_text())
    assert {(p["fidelity"], p["verdict"]) for p in manifest["passes"]} == {("exact-by-proof", "idle")}


def test_another_capture_with_other_locations_and_counter_still_agrees(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a", counter=3, path="/x/k.py")))
    other = record_from_trace(make_trace(tmp_path / "b", counter=11, path="/y/other.py"))
    assert check_record(store, other).outcome is Outcome.OK


def test_a_changed_kernel_names_the_first_pass_stage_diff_and_op_counts(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    result = check_record(store, record_from_trace(make_trace(tmp_path / "b", extra_from=2)))
    assert result.outcome is Outcome.MISMATCH
    message = result.message
    assert "first differing pass: 002-convert-cute-to-core (stage cute-to-core); the input IR agrees" in message
    assert "3 of 4 passes differ" in message and "003-one-shot-convert-to-llvm" not in message  # counted, not listed
    assert "differing stages: cute-to-core, to-llvm\n" in message
    assert "arith 3 -> 4 (+1)" in message
    assert "+    %perturbed = arith.constant 77 : i32" in message
    folder = store.path(KEY)
    obtained = sorted(p.name for p in folder.glob("*.obtained*"))
    assert obtained == [
        "cute-to-core.mlir.obtained.diff", "cute-to-core.obtained.mlir", "manifest.obtained.json",
        "to-llvm.obtained.mlir",
    ]
    assert "arith.constant 77" in (folder / "cute-to-core.obtained.mlir").read_text()
    # The obtained files do not make the golden look damaged, and blessing removes them.
    update_record(store, record_from_trace(make_trace(tmp_path / "c", extra_from=2)))
    assert not list(folder.glob("*.obtained*"))


def test_a_long_diff_is_trimmed_and_points_at_the_full_diff(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    changed = record_from_trace(make_trace(tmp_path / "b"))
    text = "".join(f"line {n}\n" for n in range(200))
    changed.texts["input.mlir"] = text
    changed.stages["input.mlir"] = replace(changed.stages["input.mlir"], sha256=sha256_text(text))
    message = check_record(store, changed).message
    assert "the first 6 of" in message and len(message.splitlines()) <= 14  # a screen, not 60 lines of diff
    assert "input.mlir.obtained.diff" in message
    full = (store.path(KEY) / "input.mlir.obtained.diff").read_text()
    assert "+line 199" in full  # the whole diff is in the file the message names


def test_a_stage_text_over_the_cap_is_kept_as_a_hash(
    store: GoldenStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("cute_ir.golden.record.STAGE_TEXT_CAP", 400)
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    manifest = json.loads((store.path(KEY) / "manifest.json").read_text())
    to_llvm = manifest["stages"]["to-llvm.mlir"]
    assert to_llvm["size"] > 400 and not to_llvm["stored"]
    assert not (store.path(KEY) / "to-llvm.mlir").exists()
    assert (store.path(KEY) / "kernel.ptx").exists()
    result = check_record(store, record_from_trace(make_trace(tmp_path / "b", extra_from=3)))
    assert "first differing pass: 003-one-shot-convert-to-llvm (stage to-llvm)" in result.message
    assert "the golden keeps only the hash of to-llvm.mlir" in result.message
    assert (store.path(KEY) / "to-llvm.obtained.mlir").exists()


def test_a_changed_input_leads_with_the_input_the_resource_verdict_and_a_short_diff(
    store: GoldenStore, tmp_path: Path
) -> None:
    # f32 -> f16 in the front end: the input differs, so every pass does; its long memref type is
    # aliased by the normalization, and the alias renaming is churn, not the change.
    update_record(store, record_from_trace(make_trace(tmp_path / "a", element="f32", registers=16)))
    obtained = record_from_trace(make_trace(tmp_path / "b", element="f16", registers=24))
    assert obtained.texts["input.mlir"].startswith("!cute_memref_")  # aliased, as real goldens are
    message = check_record(store, obtained).message
    lines = message.splitlines()
    assert lines[0].startswith(f"golden mismatch for {KEY}: the input IR differs (the Python front end")
    assert "first differing pass" not in message
    verdict = next(line for line in lines if line.startswith("verdict "))
    assert "registers 16 -> 24 (+8)" in verdict and "HADD2 2 -> 3" in verdict
    assert "code: PTX identical, SASS identical" in lines
    shown = lines[lines.index(next(line for line in lines if line.startswith("diff of input.mlir"))) + 1:]
    changed = [line for line in shown if line[:1] in "+-"]
    assert changed and all("!cute.memref<f" in line for line in changed)  # spelled out: the real change
    assert not any(line[1:].startswith("!cute_memref_") for line in changed)  # no alias definitions
    assert len(lines) <= 14


def test_the_verdict_names_a_long_kernel_whole(store: GoldenStore, tmp_path: Path) -> None:
    """A real kernel's symbol is cut to a prefix and a hash by the normalization; the verdict once cut it
    again to 48 characters, so that kernels of one family (FA4's, a GEMM's epilogues) read the same."""
    symbol = "kernel_cutlass_kernel_flash_attncuteflash_fwd_sm90FlashAttentionForwardSm90_object_at__tensor0000o11"
    update_record(store, record_from_trace(make_trace(tmp_path / "a", symbol=symbol, registers=16)))
    obtained = record_from_trace(make_trace(tmp_path / "b", symbol=symbol, registers=24, extra_from=3))
    named = obtained.texts[RESOURCES].splitlines()[0].removeprefix("function ")
    assert "_h" in named and len(named) > 48  # normalized: a prefix, a hash of the rest, the counter
    verdict = next(line for line in check_record(store, obtained).message.splitlines() if line.startswith("verdict "))
    assert verdict.startswith(f"verdict {named} (golden -> obtained): registers 16 -> 24 (+8)")


def test_a_sass_only_difference_says_so(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    obtained = record_from_trace(make_trace(tmp_path / "b"))
    result = check_record(store, replace(obtained, sass_sha256="0" * 64))
    assert result.outcome is Outcome.MISMATCH
    assert "differing stages: sass" in result.message
    assert "SASS differs; the PTX and every stored stage agree" in result.message


def test_a_missing_golden_fails_with_a_hint(store: GoldenStore, trace: Trace) -> None:
    result = check_record(store, record_from_trace(trace))
    assert result.outcome is Outcome.MISSING
    assert "cute-ir golden update toy_add_sm80_f32" in result.message


def test_new_only_keeps_an_existing_golden(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    changed = record_from_trace(make_trace(tmp_path / "b", extra_from=1))
    assert update_record(store, changed, new_only=True).outcome is Outcome.KEPT
    assert check_record(store, changed).outcome is Outcome.MISMATCH


def test_a_hand_edited_stage_file_is_reported_as_damaged(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    edited = store.path(KEY) / "to-llvm.mlir"
    edited.write_text(edited.read_text() + "// tweak\n")
    with pytest.raises(GoldenCorruptError, match=r"to-llvm.mlir does not match its hash.*edited by hand"):
        check_record(store, record_from_trace(trace))


def test_a_hand_edited_manifest_is_reported_as_damaged(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    manifest = store.path(KEY) / "manifest.json"
    data = json.loads(manifest.read_text())
    data["passes"][0]["sha256"] = "0" * 64
    manifest.write_text(json.dumps(data))
    with pytest.raises(GoldenCorruptError, match="does not match its own hash"):
        store.load(KEY)


def test_a_truncated_manifest_is_reported_as_damaged(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    manifest = store.path(KEY) / "manifest.json"
    manifest.write_text(manifest.read_text()[:100])
    with pytest.raises(GoldenCorruptError, match="is not valid JSON") as caught:
        store.load(KEY)
    assert caught.value.exit_code is ExitCode.BAD_INPUT


def test_a_missing_manifest_is_reported_as_incomplete(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    (store.path(KEY) / "manifest.json").unlink()
    with pytest.raises(GoldenCorruptError, match="has files but no manifest.json"):
        check_record(store, record_from_trace(trace))


def test_a_missing_or_extra_stage_file_is_reported(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    (store.path(KEY) / "kernel.ptx").unlink()
    (store.path(KEY) / "notes.txt").write_text("mine\n")
    with pytest.raises(GoldenCorruptError, match="kernel.ptx is missing; notes.txt is not listed"):
        store.load(KEY)


def test_a_golden_from_another_dsl_version_is_refused(store: GoldenStore, tmp_path: Path) -> None:
    old = record_from_trace(replace(make_trace(tmp_path / "a"), dsl_version="4.5.3"))
    store.write(old)
    (store.root / "4.8.1-cu12" / "sm_90a").mkdir(parents=True)
    os.replace(store.path(old.key), store.path(KEY))
    with pytest.raises(GoldenCorruptError, match=r"made for .*DSL 4.5.3-cu12.*says .*DSL 4.8.1-cu12"):
        check_record(store, record_from_trace(make_trace(tmp_path / "b")))


_READ_ONLY_CHECK = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from cute_ir.errors import OutputError
    from cute_ir.golden.check import check_record, update_record
    from cute_ir.golden.record import record_from_trace
    from cute_ir.golden.store import GoldenStore
    from cute_ir.trace import load_trace

    store, changed = GoldenStore(Path(sys.argv[1])), record_from_trace(load_trace(sys.argv[2]))
    try:
        update_record(store, changed)
    except OutputError as err:
        print("update refused:", err.message, "| exit code", int(err.exit_code))
    print(check_record(store, changed).message)
    """
)


def _without_permission_override() -> None:
    """In the child, before exec: root loses CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so permission
    bits apply to it as to anyone (prctl PR_CAPBSET_DROP; the bounding set limits the new program)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):
        if libc.prctl(24, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def test_a_read_only_golden_directory_refuses_updates_but_still_checks(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    make_trace(tmp_path / "b", extra_from=1)
    (tmp_path / "check.py").write_text(_READ_ONLY_CHECK)
    modes = {path: path.stat().st_mode for path in [store.root, *store.root.rglob("*")]}
    for path in modes:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        done = subprocess.run(
            [sys.executable, str(tmp_path / "check.py"), str(store.root), str(tmp_path / "b")],
            capture_output=True, text=True, timeout=300,
            preexec_fn=_without_permission_override if os.geteuid() == 0 else None,
        )
    finally:
        for path, mode in modes.items():
            path.chmod(mode)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "update refused: cannot write goldens under" in done.stdout
    assert "| exit code 6" in done.stdout
    assert "first differing pass: 001-cute-expand-ops (stage cute-expand-ops)" in done.stdout
    assert store.load(KEY).passes[0].sha256 == record_from_trace(load_trace(tmp_path / "a")).passes[0].sha256


def test_an_unwritable_golden_path_refuses_updates(store: GoldenStore, tmp_path: Path) -> None:
    """Also where permissions cannot be dropped (root): the golden root lies under a regular file."""
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a directory\n")
    with pytest.raises(OutputError, match="cannot write goldens"):
        update_record(GoldenStore(blocker / "golden"), record_from_trace(make_trace(tmp_path / "a")))


def test_a_golden_left_aside_by_a_killed_update_is_recovered(store: GoldenStore, trace: Trace) -> None:
    update_record(store, record_from_trace(trace))
    folder = store.path(KEY)
    os.replace(folder, folder.with_name(f".{folder.name}.old-12345"))
    assert check_record(store, record_from_trace(trace)).outcome is Outcome.OK
    assert folder.is_dir()


_UPDATER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    sys.path.insert(0, {tests!r})
    import cute_ir.fsutil as fsutil
    from cute_ir.golden.check import update_record
    from cute_ir.golden.record import record_from_trace
    from cute_ir.golden.store import GoldenStore
    from cute_ir.trace import load_trace

    slow = float(sys.argv[3])
    real = fsutil.write_text_atomic

    def slow_write(path, text):
        real(path, text)
        print("wrote", path.name, flush=True)
        time.sleep(slow)

    import cute_ir.golden.store as store_module
    store_module.write_text_atomic = slow_write
    update_record(GoldenStore(Path(sys.argv[1])), record_from_trace(load_trace(sys.argv[2])))
    print("done", flush=True)
    """
)


def _updater(tmp_path: Path, store: GoldenStore, trace_dir: Path, slow: float) -> subprocess.Popen[str]:
    script = tmp_path / "updater.py"
    script.write_text(_UPDATER.format(tests=str(Path(__file__).parent)))
    return subprocess.Popen(
        [sys.executable, str(script), str(store.root), str(trace_dir), str(slow)],
        stdout=subprocess.PIPE, text=True,
    )


def test_an_update_killed_mid_way_leaves_the_previous_golden_valid(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    before = store.load(KEY).manifest()
    make_trace(tmp_path / "b", extra_from=1)
    child = _updater(tmp_path, store, tmp_path / "b", slow=5.0)
    assert child.stdout is not None
    assert child.stdout.readline().startswith("wrote")  # mid-way: one new file written, more to come
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert store.load(KEY).manifest() == before
    assert check_record(store, record_from_trace(make_trace(tmp_path / "c"))).outcome is Outcome.OK
    # The next update cleans the staging directory the killed one left.
    assert list(store.path(KEY).parent.glob(".*.partial"))
    update_record(store, record_from_trace(make_trace(tmp_path / "d", extra_from=1)))
    assert not list(store.path(KEY).parent.glob(".*.partial"))


def test_two_updaters_of_one_kernel_at_once_leave_a_valid_golden(store: GoldenStore, tmp_path: Path) -> None:
    make_trace(tmp_path / "a")
    make_trace(tmp_path / "b", extra_from=2)
    children = [_updater(tmp_path, store, tmp_path / name, slow=0.05) for name in ("a", "b")]
    started = time.monotonic()
    for child in children:
        out, _ = child.communicate(timeout=120)
        assert child.returncode == 0, out
        assert out.rstrip().endswith("done")
    assert time.monotonic() - started < 120
    record = store.load(KEY)  # verifies every hash: no interleaving of the two writes
    winners = [record_from_trace(load_trace(tmp_path / name)).manifest() for name in ("a", "b")]
    assert record.manifest() in winners


def test_updaters_of_different_kernels_do_not_block_each_other(store: GoldenStore, tmp_path: Path) -> None:
    first = record_from_trace(make_trace(tmp_path / "a"))
    second = replace(first, key=replace(first.key, kernel="toy_other"))
    with store.lock(first.key):
        update_record(store, second)  # would deadlock if the lock were global
    assert store.load(second.key).key.kernel == "toy_other"


def test_golden_keys_cover_every_instance_that_compiles_for_the_arch() -> None:
    class Meta:
        def __init__(self, cc: int) -> None:
            self.min_cc = cc

    class Instance:
        def __init__(self, name: str, cc: int) -> None:
            self.name, self.metadata = name, Meta(cc)

        def unavailable(self) -> None:  # compiles here (NVIDIA's operators need a driver even to compile)
            return None

    keys = golden_keys([Instance("a_sm80", 80), Instance("b_sm90", 90), Instance("c_sm100", 100)], ("4.8.1", "cu12"))
    assert [key.kernel for key in keys] == ["a_sm80", "b_sm90"]
    with pytest.raises(BadInputError, match="not a GPU arch"):
        golden_keys([Instance("a", 80)], ("4.8.1", "cu12"), ["hopper"])


def test_survey_reports_missing_orphaned_other_versions_and_damaged(store: GoldenStore, tmp_path: Path) -> None:
    update_record(store, record_from_trace(make_trace(tmp_path / "a")))
    old = record_from_trace(replace(make_trace(tmp_path / "b"), dsl_version="4.5.3"))
    update_record(store, old)
    orphan = replace(record_from_trace(make_trace(tmp_path / "c")), key=replace(KEY, kernel="retired"))
    update_record(store, orphan)
    (store.path(orphan.key) / "input.mlir").write_text("edited\n")
    expected = [KEY, replace(KEY, kernel="brand_new")]
    report = survey(store, expected)
    assert report.present == [KEY]
    assert report.missing == [replace(KEY, kernel="brand_new")]
    assert report.orphaned == [orphan.key]
    assert report.other_dsl == {"4.5.3-cu12": 1}
    assert "input.mlir does not match its hash" in report.stale[orphan.key]


def test_the_capture_cache_misses_when_an_input_changes(
    trace: Trace, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cute_ir.golden.cache import ObtainedCache

    cache = ObtainedCache(tmp_path / "cache")
    record = record_from_trace(trace)
    assert cache.get(KEY) is None
    cache.put(record)
    hit = cache.get(KEY)
    assert hit is not None and hit.manifest() == record.manifest() and hit.texts == record.texts
    monkeypatch.setenv("CUTE_DSL_ARCH", "sm_80a-other")
    assert cache.get(KEY) is None  # a CUTE_DSL_* setting is part of the fingerprint
    monkeypatch.undo()
    from cute_ir.golden import cache as cache_module

    installed = cache_module.metadata.version
    monkeypatch.setattr(cache_module.metadata, "version",
                        lambda dist: "0.0.1" if dist == "nvidia-cutlass-operators" else installed(dist))
    assert cache.get(KEY) is None  # another operators release: the operators' goldens are captured again
    monkeypatch.undo()
    assert cache.get(KEY) is not None
    (tmp_path / "cache" / KEY.relative.with_suffix(".json")).write_text("{truncated")
    assert cache.get(KEY) is None  # a damaged entry is a miss, not an error


def test_survey_leaves_goldens_owned_by_tests_to_pytest(store: GoldenStore, tmp_path: Path) -> None:
    """`cute-ir golden update --remove-orphans` and `status` cannot know which tests produce a fixture's
    golden: such goldens are listed with their owner, never orphaned (so never deleted from the CLI)."""
    owned = replace(record_from_trace(make_trace(tmp_path / "a")), key=replace(KEY, kernel="test_scale"),
                    owner="tests/test_acme.py::test_scale")
    update_record(store, owned)
    assert store.owner(owned.key) == "tests/test_acme.py::test_scale"
    report = survey(store, [KEY])
    assert report.orphaned == [] and report.test_owned == {owned.key: "tests/test_acme.py::test_scale"}
    assert store.load(owned.key).owner == "tests/test_acme.py::test_scale"  # sealed with the manifest


def _large(record, text: str = "".join(f"%v{n} = arith.constant {n} : i32\n" for n in range(4000))):
    """`record` with an input text of 64 KiB or more, as real kernels' inputs are."""
    record.texts["input.mlir"] = text
    record.stages["input.mlir"] = replace(record.stages["input.mlir"], sha256=sha256_text(text), size=len(text.encode()))
    return record


def test_a_large_stage_text_is_stored_compressed_and_reads_back_whole(store: GoldenStore, trace: Trace) -> None:
    record = _large(record_from_trace(trace))
    update_record(store, record)
    folder = store.path(KEY)
    assert (folder / "input.mlir.gz").stat().st_size < record.stages["input.mlir"].size // 4
    assert not (folder / "input.mlir").exists() and (folder / "to-llvm.mlir").is_file()  # small texts stay plain
    assert store.load(KEY).texts["input.mlir"] == record.texts["input.mlir"]
    assert check_record(store, record).outcome is Outcome.OK
    assert json.loads((folder / "manifest.json").read_text())["schema_version"] == 2


def test_a_compressed_stage_that_inflates_past_its_size_or_stands_twice_is_damaged(store: GoldenStore, trace: Trace) -> None:
    import gzip

    record = _large(record_from_trace(trace))
    update_record(store, record)
    packed = store.path(KEY) / "input.mlir.gz"
    packed.write_bytes(gzip.compress(b"x" * (record.stages["input.mlir"].size + 1)))  # a byte more than recorded
    with pytest.raises(GoldenCorruptError, match="input.mlir"):
        store.load(KEY)
    update_record(store, record)
    (store.path(KEY) / "input.mlir").write_text(record.texts["input.mlir"])
    with pytest.raises(GoldenCorruptError, match=r"input.mlir is there twice, plain and as input.mlir.gz"):
        store.load(KEY)


def test_a_golden_of_schema_1_with_plain_large_texts_still_reads(store: GoldenStore, trace: Trace) -> None:
    import gzip

    record = _large(record_from_trace(trace))
    update_record(store, record)
    folder = store.path(KEY)
    (folder / "input.mlir").write_bytes(gzip.decompress((folder / "input.mlir.gz").read_bytes()))
    (folder / "input.mlir.gz").unlink()
    assert store.load(KEY).texts["input.mlir"] == record.texts["input.mlir"]
