"""The capture engine end to end, on the CPU, with the installed DSL."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from small_kernel import SMALL_KERNEL

from cute_ir.capture.pipeline import parse_expanded
from cute_ir.errors import BadInputError
from cute_ir.fsutil import sha256_bytes
from cute_ir.trace import CheckpointStatus, Fidelity, Strategy, Trace, load_trace
from cute_ir.releases.catalogue import installed_dsl
from cute_ir.stages import PASS_STAGES


def test_every_pass_of_the_real_pipeline_is_recorded_in_order(small_trace: Trace) -> None:
    expected = parse_expanded(small_trace.expanded_pipeline)
    assert [p.index for p in small_trace.passes] == list(range(1, len(expected) + 1))
    assert [p.arg for p in small_trace.passes] == [s.arg for s in expected]
    assert all(p.stage in PASS_STAGES for p in small_trace.passes)
    assert all(p.class_name for p in small_trace.passes)
    assert small_trace.ok and not small_trace.notes
    assert (small_trace.dsl_version, small_trace.dsl_variant) == installed_dsl()


def test_fidelity_matches_the_strategy(small_trace: Trace) -> None:
    fidelities = {p.fidelity for p in small_trace.passes}
    if small_trace.strategy is Strategy.INSTRUMENT:
        assert fidelities == {Fidelity.EXACT}
    else:
        # one pass is exact: the real pipeline's llvm-only stop, which the rest of the replay continues from
        (exact,) = [p for p in small_trace.passes if p.fidelity is Fidelity.EXACT]
        assert "llvm-only" in exact.note
        assert small_trace.ir_after(exact) == small_trace.artifact_text("llvm-only")
        assert small_trace.passes[exact.index].arg == "cuda-to-binary"
        skipped = [p for p in small_trace.passes if p.fidelity is Fidelity.SKIPPED]
        assert all(p.ir_file is None and p.changed is None and "not registered" in p.note for p in skipped)


def test_each_distinct_ir_is_stored_once(small_trace: Trace) -> None:
    previous = "passes/000-input.mlir"
    first_file: dict[str, str] = {}
    for record in small_trace.passes:
        if record.fidelity is Fidelity.SKIPPED:
            continue
        if record.changed:
            own = f"passes/{record.index:03d}-{record.arg}.mlir"
            # its own file, or an earlier pass's with the same IR (content-addressed)
            assert record.ir_file in (own, f"{own}.gz", first_file.get(record.sha256))
            assert small_trace.ir_after(record) != small_trace.read_text(previous)
            previous = record.ir_file
        else:
            assert record.ir_file == previous
        first_file.setdefault(record.sha256, record.ir_file)
    stored = sorted(p.name for p in (small_trace.root / "passes").iterdir())
    assert len(stored) == 1 + len({p.sha256 for p in small_trace.passes if p.changed})


def test_hashes_and_sizes_describe_the_ir(small_trace: Trace) -> None:
    for record in small_trace.passes:
        if record.ir_file:
            data = small_trace.read_text(record.ir_file).encode()
            assert (record.sha256, record.size) == (sha256_bytes(data), len(data))
    for kind, artifact in small_trace.artifacts.items():
        assert sha256_bytes(small_trace.path(artifact.file).read_bytes()) == artifact.sha256, kind


def test_every_facts_file_has_its_hash_and_an_edit_is_refused(small_trace: Trace, tmp_path: Path) -> None:
    named = {small_trace.input_facts_file, *(p.facts_file for p in small_trace.passes),
             *(a.facts_file for a in small_trace.artifacts.values())} - {None}
    assert named and set(small_trace.facts_sha256) == named
    copy = tmp_path / "copy"
    shutil.copytree(small_trace.root, copy)
    edited = next(f for f in sorted(named) if not f.endswith(".gz"))
    facts = json.loads((copy / edited).read_text())
    facts["source_lines"] = []  # valid JSON, valid facts, no longer what was captured
    (copy / edited).write_text(json.dumps(facts))
    with pytest.raises(BadInputError, match="does not match its hash"):
        load_trace(copy).facts(edited)


def test_exact_artifacts_and_resources(small_trace: Trace) -> None:
    assert {"ptx", "cubin", "sass", "input-bytecode"} <= small_trace.artifacts.keys()
    assert small_trace.artifact_text("ptx").lstrip().startswith("//")
    assert ".target sm_90a" in small_trace.artifact_text("ptx")
    (kernel,) = small_trace.resources
    assert kernel.function in small_trace.kernel.kernels
    assert kernel.registers > 0 and kernel.local_bytes == 0 and kernel.spill_stores == 0
    assert kernel.instruction_classes.get("EXIT", 0) >= 1
    assert any(k.startswith("LDG") for k in kernel.instruction_classes)


def test_op_counts_follow_the_lowering(small_trace: Trace) -> None:
    first_changed = next(p for p in small_trace.passes if p.changed)
    assert first_changed.op_counts.get("cute", 0) > 0
    last = [p for p in small_trace.passes if p.op_counts][-1]
    assert "cute" not in last.op_counts and last.op_counts.get("llvm", 0) > 0


@pytest.mark.skipif(installed_dsl()[0] < "4.6", reason="replay is used from DSL 4.6 on")
def test_replay_reproduces_the_real_pipeline(small_trace: Trace) -> None:
    statuses = {c.checkpoint: c.status for c in small_trace.checkpoints}
    assert statuses == {
        "ptx": CheckpointStatus.IDENTICAL,
        "cubin": CheckpointStatus.IDENTICAL,
        "llvm-only": CheckpointStatus.IDENTICAL,
    }
    assert small_trace.artifacts["replay-ptx"].sha256 == small_trace.artifacts["ptx"].sha256


def test_manifest_round_trips(small_trace: Trace) -> None:
    loaded = load_trace(small_trace.root)
    assert loaded == small_trace
    on_disk = json.loads((small_trace.root / "manifest.json").read_text())
    assert on_disk == loaded.to_json()
    assert not list(small_trace.root.glob("journal*.jsonl"))


def test_identity_points_at_the_kernel_source(small_trace: Trace) -> None:
    assert small_trace.kernel.name == "elementwise_add_sm80_f32_v128"
    assert Path(small_trace.kernel.source_file).name == "elementwise.py"
    assert small_trace.kernel.kernels and small_trace.kernel.kernels[0].startswith("kernel_")


def test_hook_is_removed_after_the_block_even_on_error(tmp_path: Path) -> None:
    from cutlass.base_dsl.compiler import Compiler

    from cute_ir.capture import capture_compiles

    original = Compiler.compile
    with pytest.raises(RuntimeError, match="boom"):
        with capture_compiles(tmp_path):
            assert Compiler.compile is not original
            raise RuntimeError("boom")
    assert Compiler.compile is original


_TWO_COMPILES = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from cute_ir import registry
    from cute_ir.capture import capture_compiles
    from cute_ir.capture.record.assemble import CompileContext, assemble_session
    from cute_ir.capture.record.journal import Event, first, read_journal
    from cute_ir.releases.catalogue import installed_dsl

    kernel = registry.get_kernel(sys.argv[2])
    seen = []
    with capture_compiles(Path(sys.argv[1])) as session:
        for _ in range(2):
            kernel.compile(kernel.example_arguments())
            seen.append({
                "unfinished": [u.recorder.root.name for u in session.unfinished],
                "joined": [p.name for p in session.compiles
                           if first(read_journal(p), Event.REPLAY_JOINED)],
            })
    joined_at_end = [p.name for p in session.compiles if first(read_journal(p), Event.REPLAY_JOINED)]
    version, variant = installed_dsl()
    traces = assemble_session(session.root, CompileContext(version, variant, "sm_90a"))
    print(json.dumps({"seen": seen, "joined_at_end": joined_at_end, "unfinished_at_end": len(session.unfinished),
                      "passes": [[p.fidelity.value for p in t.passes] for t in traces],
                      "notes": [t.notes for t in traces]}))
""")


@pytest.mark.skipif(installed_dsl()[0] < "4.6", reason="the replay worker runs from DSL 4.6 on")
def test_a_compile_returns_before_its_replay_is_joined(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _TWO_COMPILES, str(tmp_path), SMALL_KERNEL],
                          env={**os.environ, "CUTE_DSL_ARCH": "sm_90a"}, capture_output=True, text=True, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # each compile returns with its worker unjoined; the next compile joins the one before it
    assert result["seen"] == [{"unfinished": ["001"], "joined": []}, {"unfinished": ["002"], "joined": ["001"]}]
    assert result["joined_at_end"] == ["001", "002"] and result["unfinished_at_end"] == 0
    first, second = result["passes"]
    assert first == second and "replayed" in first  # both whole, alike
    assert not any("replay worker" in note for notes in result["notes"] for note in notes)
