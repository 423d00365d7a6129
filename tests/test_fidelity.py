"""Per-pass fidelity: idleness verdicts of skipped passes, the exact-by-proof chain, upstream emulation."""

from __future__ import annotations

import importlib.util

import pytest
from mlir_snippets import FOLDABLE

from cute_ir.capture.replay import idleness
from cute_ir.capture.replay.idleness import judge
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.replay.proof import label_passes
from cute_ir.capture.replay.skipped_passes import RULES, Probe
from cute_ir.trace import (
    CheckpointComparison,
    CheckpointStatus,
    Fidelity,
    KernelIdentity,
    PassRecord,
    Strategy,
    Trace,
    Verdict,
)

HAVE_UPSTREAM = importlib.util.find_spec("numba_cuda_mlir") is not None
needs_upstream = pytest.mark.skipif(not HAVE_UPSTREAM, reason="the upstream-mlir extra (numba-cuda-mlir) is not installed")


def _module(body: str):
    from cutlass._mlir import ir

    context = ir.Context()
    context.allow_unregistered_dialects = True
    return ir.Module.parse(body, context=context)


def _judge(text: str, arg: str, options: str = ""):
    module = _module(text)
    return judge(module, PipelinePass(arg, options), module.context)


_ARITH = """module {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = arith.floordivsi %a, %b : i32
    %1 = arith.floordivsi %0, %b : i32
    %2 = arith.ceildivsi %1, %b : i32
    return %2 : i32
  }
}"""
_PLAIN = """module {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    return %0 : i32
  }
}"""


# ---- verdicts ------------------------------------------------------------------------------------
def test_an_active_pass_names_the_ops_it_would_rewrite() -> None:
    found = _judge(_ARITH, "arith-expand")
    assert found.verdict is Verdict.ACTIVE
    assert found.evidence == "arith-expand: floordivsi ×2, ceildivsi ×1"


def test_no_root_and_no_change_by_the_probe_is_idle() -> None:
    for arg in ("arith-expand", "convert-math-to-funcs", "convert-vector-to-scf", "expand-strided-metadata",
                "legalize-llvm-types"):
        found = _judge(_PLAIN, arg)
        assert found.verdict is Verdict.IDLE, arg
        assert "probe changes nothing" in found.evidence


def test_a_probe_that_changes_the_ir_leaves_a_conversion_unproven_and_a_greedy_pass_active() -> None:
    conversion = _judge(FOLDABLE, "arith-expand")
    assert conversion.verdict is Verdict.UNPROVEN and conversion.probe_changes
    greedy = _judge(FOLDABLE, "convert-vector-to-scf")
    assert greedy.verdict is Verdict.ACTIVE and greedy.probe_changes


def test_int_range_optimizations_is_never_judged_by_the_probe() -> None:
    # The probe changes IR the real pass leaves alone (shared facts): no module makes it idle.
    assert RULES["int-range-optimizations"].probe is Probe.NONE
    for text in (_PLAIN, _ARITH, "module {}"):
        assert _judge(text, "int-range-optimizations").verdict is Verdict.UNPROVABLE


def test_unknown_passes_are_unprovable() -> None:
    assert _judge(_PLAIN, "some-new-pass").verdict is Verdict.UNPROVABLE
    assert _judge(_PLAIN, "optimize-llvm-for-backend").verdict is Verdict.UNPROVABLE


def test_flatten_locs_is_idle_only_without_an_output_path() -> None:
    assert _judge(_PLAIN, "flatten-locs", "{output-json-path=}").verdict is Verdict.IDLE
    active = _judge(_PLAIN, "flatten-locs", "{output-json-path=/tmp/locs.json}")
    assert active.verdict is Verdict.ACTIVE and "/tmp/locs.json" in active.evidence


_NARROW = """module {
  llvm.func @f(%p: !llvm.ptr) {
    %0 = llvm.load %p : !llvm.ptr -> vector<4xf8E4M3FN>
    %1 = llvm.load %p : !llvm.ptr -> f32
    %2 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f8E4M3FN
    llvm.return
  }
}"""


def test_legalize_llvm_types_counts_only_memory_ops_on_narrow_floats() -> None:
    found = _judge(_NARROW, "legalize-llvm-types")
    assert found.verdict is Verdict.ACTIVE and found.evidence == "legalize-llvm-types: getelementptr ×1, load ×1"


_WIDE = """module {
  llvm.func @f(%p: !llvm.ptr) {
    %0 = llvm.load %p : !llvm.ptr -> vector<4xf32>
    llvm.store %0, %p : vector<4xf32>, !llvm.ptr
    llvm.return
  }
}"""


def test_a_text_without_narrow_floats_spares_reading_each_memory_ops_types(monkeypatch: pytest.MonkeyPatch) -> None:
    module = _module(_WIDE)
    printed = module.operation.get_asm(enable_debug_info=True, assume_verified=True)
    spec = PipelinePass("legalize-llvm-types", "")
    assert judge(module, spec, module.context).verdict is Verdict.IDLE  # read op by op: no narrow float
    monkeypatch.setattr(idleness, "_has_type", lambda op, pattern: pytest.fail("an op's types were read"))
    assert judge(module, spec, module.context, lambda: printed).verdict is Verdict.IDLE


def test_the_replays_text_and_op_names_of_the_module_give_the_same_verdicts() -> None:
    # the replay hands its printed text and its walk's op names over, so judging need not print nor walk
    from cute_ir.capture.extract.mlir import live_facts

    for module in (_module(_NARROW), _module(_PLAIN), _module(FOLDABLE), _module(_ARITH), _module(_WIDE)):
        for arg in ("legalize-llvm-types", "arith-expand", "convert-vector-to-scf", "convert-math-to-funcs"):
            spec = PipelinePass(arg, "")
            printed = module.operation.get_asm(enable_debug_info=True, assume_verified=True)
            names = live_facts(module).op_names
            walked = judge(module, spec, module.context)
            assert judge(module, spec, module.context, lambda: printed) == walked, arg
            assert judge(module, spec, module.context, lambda: printed, op_names=lambda: names) == walked, arg


def test_with_the_op_names_no_op_is_looked_at(monkeypatch: pytest.MonkeyPatch) -> None:
    from cute_ir.capture.extract.mlir import live_facts

    module = _module(_ARITH)
    names = live_facts(module).op_names
    monkeypatch.setattr(type(module.operation), "walk", lambda *args: pytest.fail("the module was walked"),
                        raising=False)
    found = judge(module, PipelinePass("arith-expand", ""), module.context, op_names=lambda: names)
    assert found.verdict is Verdict.ACTIVE and found.evidence == "arith-expand: floordivsi ×2, ceildivsi ×1"


# ---- the proof chain -----------------------------------------------------------------------------
def _record(index: int, arg: str, fidelity: Fidelity, verdict: Verdict | None = None, note: str = "") -> PassRecord:
    return PassRecord(index=index, arg=arg, class_name="", anchor="builtin.module", options="", stage="cute-simplify",
                      fidelity=fidelity, changed=None, ir_file=None, sha256=None, size=None, time_ms=None,
                      note=note, verdict=verdict)


_STOP = "the real pipeline's llvm-only stop; the passes after it replay from here"


def _chain(skipped_verdict: Verdict, binaries: CheckpointStatus = CheckpointStatus.IDENTICAL) -> list[PassRecord]:
    passes = [
        _record(1, "cute-expand-ops", Fidelity.REPLAYED),
        _record(2, "convert-vector-to-scf", Fidelity.SKIPPED, Verdict.IDLE),
        _record(3, "cse", Fidelity.REPLAYED),
        _record(4, "arith-expand", Fidelity.SKIPPED, skipped_verdict),
        _record(5, "canonicalize", Fidelity.REPLAYED),
        _record(6, "reconcile-unrealized-casts", Fidelity.EXACT, note=_STOP),
        _record(7, "cuda-to-binary", Fidelity.REPLAYED),
    ]
    checkpoints = [CheckpointComparison("ptx", binaries), CheckpointComparison("cubin", CheckpointStatus.IDENTICAL)]
    return label_passes(passes, checkpoints, Strategy.REPLAY)


def test_passes_are_exact_by_proof_until_the_first_skipped_pass_not_proven_idle() -> None:
    labelled = _chain(Verdict.ACTIVE)
    assert [p.fidelity for p in labelled] == [
        Fidelity.EXACT_BY_PROOF, Fidelity.SKIPPED, Fidelity.EXACT_BY_PROOF, Fidelity.SKIPPED, Fidelity.REPLAYED,
        Fidelity.EXACT, Fidelity.EXACT_BY_PROOF,
    ]
    assert labelled[4].may_differ_from == 4
    assert labelled[4].evidence == "may differ from the real pipeline from pass 4 (arith-expand skipped, active)"
    assert "PTX and cubin identical" in labelled[6].evidence


def test_an_idle_skipped_pass_keeps_the_chain() -> None:
    labelled = _chain(Verdict.IDLE)
    assert labelled[4].fidelity is Fidelity.EXACT_BY_PROOF and labelled[4].may_differ_from is None
    assert all(p.proven for p in labelled)


def test_after_the_stop_the_passes_are_unproven_when_the_binaries_differ() -> None:
    labelled = _chain(Verdict.IDLE, binaries=CheckpointStatus.DIFFERS)
    assert labelled[6].fidelity is Fidelity.REPLAYED and "ptx differs" in labelled[6].evidence


def test_an_emulated_pass_ends_the_proof() -> None:
    passes = [_record(1, "arith-expand", Fidelity.EMULATED, Verdict.ACTIVE), _record(2, "cse", Fidelity.REPLAYED)]
    labelled = label_passes(passes, [], Strategy.REPLAY)
    assert labelled[1].fidelity is Fidelity.REPLAYED and labelled[1].may_differ_from == 1


def test_instrumented_passes_stay_exact() -> None:
    labelled = label_passes([_record(1, "cse", Fidelity.EXACT)], [], Strategy.INSTRUMENT)
    assert labelled[0].fidelity is Fidelity.EXACT and "printed by the real pipeline" in labelled[0].evidence


def test_fidelity_fields_survive_the_manifest(tmp_path) -> None:
    record = _chain(Verdict.ACTIVE)[4]
    skipped = _chain(Verdict.ACTIVE)[3]
    trace = Trace(dsl_version="4.8.1", dsl_variant="cu12", strategy=Strategy.REPLAY, arch="sm_90a",
                  kernel=KernelIdentity("k", "", ""),
                  pipeline="", expanded_pipeline="", passes=[skipped, record])
    loaded = Trace.from_json(trace.to_json())
    assert loaded.passes == [skipped, record]


# ---- the captured trace --------------------------------------------------------------------------
def test_a_replayed_trace_carries_a_verdict_for_every_skipped_pass(small_trace: Trace) -> None:
    if small_trace.strategy is not Strategy.REPLAY:
        pytest.skip("every pass is printed by the real pipeline in this DSL")
    by_arg = {p.arg: p for p in small_trace.passes}
    assert by_arg["int-range-optimizations"].verdict is Verdict.UNPROVABLE
    assert by_arg["flatten-locs"].verdict is Verdict.IDLE
    first = next(p for p in small_trace.passes if not p.proven)
    assert all(p.fidelity is Fidelity.EXACT_BY_PROOF for p in small_trace.passes[: first.index - 1])
    for record in small_trace.passes:
        assert record.evidence, record.label
        if record.fidelity is Fidelity.REPLAYED:
            assert record.may_differ_from == first.index
        if record.fidelity in (Fidelity.SKIPPED, Fidelity.EMULATED):
            assert record.verdict is not None


# ---- upstream emulation --------------------------------------------------------------------------
_HIDDEN = """module {
  func.func @f(%a: i32, %b: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = arith.ceildivsi %a, %b : i32
    %1 = "acme.opaque"(%0) {cfg = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = false, full = true>>} : (i32) -> i32
    return %1 : i32
  }
}"""


@needs_upstream
def test_upstream_emulation_expands_the_ops_and_keeps_everything_else() -> None:
    from cute_ir.capture.replay.emulate import UpstreamMLIR

    module = _module(_HIDDEN)
    text = module.operation.get_asm(enable_debug_info=True, assume_verified=True)
    emulation = UpstreamMLIR().run(module, PipelinePass("arith-expand"), RULES["arith-expand"], text)
    after = str(emulation.module)
    assert "ceildivsi" not in after and "arith.divsi" in after
    assert "#llvm.loop_unroll<disable = false, full = true>" in after and "#llvm.linkage<internal>" in after
    assert "acme.opaque" in after and "round-trip identically" in emulation.evidence


@needs_upstream
def test_a_hand_off_that_cannot_be_checked_is_refused() -> None:
    from cute_ir.capture.replay.emulate import HandOffError, UpstreamMLIR

    module = _module(_HIDDEN.replace("acme.opaque", "cuteir_hidden_cute.opaque"))
    with pytest.raises(HandOffError, match="already contains"):
        UpstreamMLIR().run(module, PipelinePass("arith-expand"), RULES["arith-expand"], str(module))


@needs_upstream
def test_the_crash_cause_of_math_powi_is_shown_as_the_emulated_pass(tmp_path) -> None:
    # 4.8.1 crashes compiling this kernel; convert-math-to-funcs (skipped without the extra) outlines
    # ipowi/fpowi into functions outside the gpu.module, which the kernel then calls: invalid IR that
    # the real pipeline (unverified) goes on with. With the extra, the replay shows that IR.
    from pathlib import Path

    from cute_ir.capture.parent import trace_script
    from cute_ir.errors import CuteIRError

    script = Path(__file__).parent / "scripts" / "powi_kernel.py"
    try:
        (trace,) = trace_script(script, [], tmp_path / "powi", arch="sm_90a")
    except CuteIRError as err:  # the DSL release crashes on it (4.8.1 does)
        (trace,) = err.partial
    record = next(p for p in trace.passes if p.arg == "convert-math-to-funcs")
    if record.fidelity is Fidelity.SKIPPED:
        pytest.skip(f"this DSL runs convert-math-to-funcs itself or cannot hand it over: {record.evidence}")
    assert record.fidelity is Fidelity.EMULATED and record.verdict is Verdict.ACTIVE
    assert "fpowi ×1, ipowi ×1" in record.evidence and "does not verify" in record.evidence
    text = trace.ir_after(record)
    assert 'sym_name = "__mlir_math_ipowi_i32"' in text and "callee = @__mlir_math_ipowi_i32" in text


def test_with_line_info_the_stop_is_compared_without_debug_info(tmp_path, monkeypatch) -> None:
    # Line info puts an unregistered ensure-debug-info-scope-on-llvm-func right before the llvm-only
    # stop: the replay cannot add the scopes, so the texts differ only in debug info.
    from cute_ir.capture.parent import dump_kernel

    from small_kernel import SMALL_KERNEL

    monkeypatch.setenv("CUTE_DSL_LINEINFO", "1")
    trace = dump_kernel(SMALL_KERNEL, "sm_90a", tmp_path / "lineinfo")
    if trace.strategy is not Strategy.REPLAY:
        pytest.skip("every pass is printed by the real pipeline in this DSL")
    # the stop lies after it: that pass's IR is the real pipeline's stop, the replay's is compared with it
    scope = next(p for p in trace.passes if p.arg == "ensure-debug-info-scope-on-llvm-func")
    assert scope.fidelity is Fidelity.EXACT and "llvm-only stop" in scope.evidence
    (llvm_only,) = [c for c in trace.checkpoints if c.checkpoint == "llvm-only"]
    assert llvm_only.status is CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO, llvm_only.detail
    assert "debug info stripped" in llvm_only.detail


def _compare_at_the_stop(replayed_text: str, exact_text: str, monkeypatch) -> tuple[CheckpointStatus, int]:
    """The llvm-only comparison of two modules at the stop, and how many modules it printed stripped."""
    from cute_ir.capture.replay import checkpoints

    stripped = []
    monkeypatch.setattr(checkpoints, "module_text", lambda m, debug_info=True: (
        stripped.append(1) if not debug_info else None) or m.operation.get_asm(enable_debug_info=debug_info))
    replayed, exact = _module(replayed_text), _module(exact_text)
    specs = [PipelinePass("canonicalize", ""), PipelinePass("cse", ""), PipelinePass("cuda-to-binary", "")]
    texts = {1: replayed.operation.get_asm(enable_debug_info=True)}
    compared = checkpoints.compare_llvm_only(
        checkpoints.LlvmOnlyCheckpoint(exact, exact.operation.get_asm(enable_debug_info=True)), texts, specs, replayed)
    return compared.status, len(stripped)


def test_modules_at_the_stop_are_printed_without_debug_info_only_where_their_ops_are_alike(monkeypatch) -> None:
    moved = _PLAIN.replace("arith.addi %a, %b : i32", 'arith.addi %a, %b : i32 loc("k.py":7:1)')
    assert _compare_at_the_stop(_PLAIN, moved, monkeypatch) == (
        CheckpointStatus.IDENTICAL_WITHOUT_DEBUG_INFO, 2)
    # arith-expand skipped: the replay still has a floordivsi the exact module has expanded
    assert _compare_at_the_stop(_ARITH, _PLAIN, monkeypatch) == (CheckpointStatus.DIFFERS, 0)


def test_a_module_is_probed_once_for_consecutive_judgements(monkeypatch) -> None:
    from cute_ir.capture.replay import idleness

    runs = []
    real = idleness.run_probe
    monkeypatch.setattr(idleness, "run_probe", lambda *args: runs.append(1) or real(*args))
    monkeypatch.setattr(idleness, "_last_probe", {})
    module = _module(FOLDABLE)
    first = [judge(module, PipelinePass(arg, ""), module.context) for arg in ("arith-expand", "convert-vector-to-scf")]
    assert len(runs) == 1
    assert [j.verdict for j in first] == [Verdict.UNPROVEN, Verdict.ACTIVE]  # as when each probes alone
    other = _module(_PLAIN)
    assert judge(other, PipelinePass("arith-expand", ""), other.context).verdict is Verdict.IDLE
    assert len(runs) == 2
