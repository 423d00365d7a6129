"""The real-kernel corpus: third-party kernels from PyPI, traced as a user would trace them.

quack-kernels 0.6.5 (softmax, RMSNorm, cross-entropy forward and backward, the SM90 GEMM) and
flash-attn-4 4.0.0b36 (the SM90 attention forward, through torch's FakeTensorMode) compile for sm_90a
on the CPU (tests/corpus/*.py, one kernel each). Each trace must hold: the kernel's real name and
symbols, every pass of the pipeline, PTX and cubin identical to the real pipeline's, resources equal
to cuobjdump's (and ptxas's), and with --lineinfo at least one IR, PTX and SASS line mapped to the
kernel library's own Python source. Its --lineinfo PTX and its cubin must be byte for byte those of the
same script run plainly, without cute-ir, in a process of its own: a comparison inside the traced
process cannot see what tracing itself changes (cute-ir's frames once took over `.loc` lines). One
test per kernel, so pytest-xdist never traces one twice.

The packages come with the `corpus` extra (README: running the tests); without them these tests skip.
"""

from __future__ import annotations

import importlib
import os
import subprocess
from pathlib import Path

import pytest

from cute_ir.capture.extract.cubin import find_tool, parse_resource_usage
from cute_ir.capture.extract.jit import is_dsl_file
from cute_ir.capture.extract.ptx import entries
from cute_ir.capture.pipeline import parse_expanded
from cute_ir.trace import CheckpointStatus, Fidelity, Trace
from plain_run import plain_compile

from ptx_depots import local_depots

CORPUS = Path(__file__).parent / "corpus"

# script -> (package it needs, the kernel's name: the jit method under its object's class)
KERNELS = {
    "quack_softmax.py": ("quack", "Softmax.__call__"),
    "quack_rmsnorm.py": ("quack", "RMSNorm.__call__"),
    "quack_cross_entropy_fwd.py": ("quack", "CrossEntropy.__call__"),
    "quack_cross_entropy_bwd.py": ("quack", "CrossEntropyBackward.__call__"),
    "quack_gemm_sm90.py": ("quack", "GemmDefaultSm90.__call__"),
    "fa4_fwd_sm90.py": ("flash_attn.cute", "FlashAttentionForwardSm90.__call__"),
}
# where the jit method is defined, where that is another class than the object's
ENTRIES = {"quack_gemm_sm90.py": "GemmSm90.__call__"}  # GemmDefaultSm90 inherits it


def trace_corpus_kernel(script: str, out: Path) -> Trace:
    from cute_ir.capture.parent import trace_script

    (trace,) = trace_script(CORPUS / script, [], out, arch="sm_90a", lineinfo=True)
    return trace


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(KERNELS))
def test_corpus_kernel_facts_are_true(script: str, tmp_path: Path) -> None:
    package, qualname = KERNELS[script]
    _require("torch")
    _require(package)
    trace = trace_corpus_kernel(script, tmp_path / "trace")
    assert trace.ok, trace.failure
    ptx = trace.artifact_text("ptx")
    assert ptx is not None
    _check_as_plain_run(trace, ptx, script, tmp_path / "plain")
    _check_identity(trace, qualname, ENTRIES.get(script, qualname), ptx)
    _check_every_pass(trace)
    _check_fidelity(trace)
    _check_resources(trace, ptx)
    _check_source_lines(trace)


def _require(module: str) -> None:
    """Skip without the `corpus` extra; in CI (.ci/run installs it) a missing package is a broken set-up."""
    try:
        importlib.import_module(module)
    except ImportError as err:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"the corpus needs the `corpus` extra: pip install -e '.[test,corpus]' ({err})")


def _check_as_plain_run(trace: Trace, ptx: str, script: str, dump: Path) -> None:
    plain = plain_compile(str(CORPUS / script), dump, lineinfo=True)
    traced, expected = ptx.splitlines(), plain.ptx.decode().splitlines()
    first = next((i for i, (a, b) in enumerate(zip(traced, expected)) if a != b), min(len(traced), len(expected)))
    assert traced == expected, (f"the traced PTX differs from the plain run's from line {first + 1}: "
                                f"{traced[first:first + 1]} != {expected[first:first + 1]}")
    assert ptx.encode() == plain.ptx
    assert trace.path(trace.artifacts["cubin"].file).read_bytes() == plain.cubin


def _check_identity(trace: Trace, name: str, entry: str, ptx: str) -> None:
    kernel = trace.kernel
    assert kernel.name == name and kernel.entry == entry
    assert kernel.source_file and not is_dsl_file(kernel.source_file)
    assert kernel.kernels and set(kernel.kernels) == set(entries(ptx))
    host = [f.symbol for f in trace.facts(trace.input_facts_file).functions or [] if f.kind == "host"]
    assert host and host[0].startswith("cutlass_")  # the live walk found the jit function's host side


def _check_every_pass(trace: Trace) -> None:
    expected = [spec.arg for spec in parse_expanded(trace.expanded_pipeline)]
    assert [p.arg for p in trace.passes] == expected
    assert [p.index for p in trace.passes] == list(range(1, len(expected) + 1))
    for record in trace.passes:
        if record.fidelity is Fidelity.SKIPPED:
            assert record.note and record.ir_file is None
        else:
            assert record.ir_file and record.facts_file and trace.path(record.ir_file).is_file()


def _check_fidelity(trace: Trace) -> None:
    status = {c.checkpoint: c.status for c in trace.checkpoints}
    assert status.get("ptx") is CheckpointStatus.IDENTICAL, trace.checkpoints
    assert status.get("cubin") is CheckpointStatus.IDENTICAL, trace.checkpoints


def _check_resources(trace: Trace, ptx: str) -> None:
    cubin = trace.path(trace.artifacts["cubin"].file)
    report = subprocess.run([str(find_tool("cuobjdump")), "--dump-resource-usage", str(cubin)],
                            capture_output=True, text=True, check=True).stdout
    usage = parse_resource_usage(report)
    recorded = {r.function: r for r in trace.resources}
    assert set(recorded) == set(usage) and set(trace.kernel.kernels) <= set(recorded)
    depots = local_depots(ptx)
    for function, values in usage.items():
        facts = recorded[function]
        assert (facts.registers, facts.stack_bytes, facts.shared_bytes, facts.local_bytes, facts.constant_bytes) == (
            values["REG"], values["STACK"], values["SHARED"], values["LOCAL"], values["CONSTANT[0]"]), function
        # ptxas -v's report (spills, barriers) is kept: the CUDA 12.9 ptxas allocates as the DSL's did
        assert facts.spill_store_bytes is not None and facts.spill_load_bytes is not None, trace.notes
        assert facts.barriers is not None
        if depots.get(function):  # a PTX stack depot is a stack frame in the cubin, never "0 B"
            assert facts.stack_bytes and facts.stack_bytes > 0
    for kernel in trace.kernel.kernels:
        assert recorded[kernel].dynamic_shared_bytes is not None, kernel


def _check_source_lines(trace: Trace) -> None:
    source = trace.kernel.source_file
    package = str(Path(source).parent)

    def mapped(facts_file: str | None) -> int:
        source = trace.facts(facts_file).source
        return sum(1 for entry in source.lines if source.files[entry[1]].startswith(package))

    assert mapped(trace.input_facts_file) >= 1
    assert max(mapped(p.facts_file) for p in trace.passes if p.changed) >= 1
    for kind in ("ptx", "sass"):
        assert mapped(trace.artifacts[kind].facts_file) >= 1, kind
