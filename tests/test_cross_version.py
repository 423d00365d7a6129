"""A registered kernel captured under the oldest DSL release, and diffed against this interpreter's.

4.2.1 is the release that differs most from 4.8.1: no fake tensors (operands are host arrays), no
Arch enum, no PTX/cubin dump options (the cubin comes out of the final module's gpu.binary), IR
printing instead of replay, and a compile that raises after its pipeline without a CUDA driver.
CI installs its environment before the suite (.ci/run); elsewhere a missing environment skips.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cute_ir.releases import environments as envs
from cute_ir.diff import DiffStatus, diff_traces
from cute_ir.capture.parent import dump_kernel
from cute_ir.trace import Fidelity, Strategy
from cute_ir.releases.catalogue import format_spec, installed_dsl

from small_kernel import SMALL_KERNEL

OLDEST = "4.2.1"


@pytest.fixture(scope="module")
def oldest_env() -> envs.DslEnvironment:
    env = envs.inspect_environment(OLDEST)
    if not env.ok:
        reason = f"DSL {OLDEST} environment: {env.problem} (`cute-ir env add {OLDEST}`)"
        if os.environ.get("CI"):  # .ci/run installs it: a missing one is a broken set-up there
            pytest.fail(reason)
        pytest.skip(reason)
    return env


@pytest.fixture(scope="module")
def oldest_trace(oldest_env: envs.DslEnvironment, tmp_path_factory: pytest.TempPathFactory):
    return dump_kernel(SMALL_KERNEL, "sm_90a", tmp_path_factory.mktemp("oldest") / "trace", python=oldest_env.python)


def test_the_oldest_release_captures_every_pass_exactly_with_its_binary(oldest_trace):
    assert (oldest_trace.dsl_version, oldest_trace.strategy) == (OLDEST, Strategy.INSTRUMENT)
    assert oldest_trace.ok and len(oldest_trace.passes) == 39
    assert {p.fidelity for p in oldest_trace.passes} == {Fidelity.EXACT}
    assert oldest_trace.artifacts["cubin"].fidelity is Fidelity.EXACT  # taken from the gpu.binary op
    assert "sass" in oldest_trace.artifacts and "ptx" not in oldest_trace.artifacts  # it embeds no PTX
    (kernel,) = oldest_trace.resources
    assert kernel.registers > 0 and kernel.instructions > 0
    assert any("failed to load the compiled kernel" in note for note in oldest_trace.notes)


def test_the_oldest_release_diffs_against_this_one(oldest_trace, small_trace):
    diff = diff_traces(oldest_trace, small_trace)
    assert diff.differs and diff.input_differs  # the front end changed between them
    paired = {(row.a_label, row.b_label) for row in diff.passes if row.a_label and row.b_label}
    assert any(a.endswith("cute-expand-ops") and b.endswith("cute-expand-ops") for a, b in paired)
    assert any(a.endswith("gpu-module-to-binary") and b.endswith("cuda-to-binary") for a, b in paired)
    sass = next(row for row in diff.artifacts if row.stage == "sass")
    assert sass.status is DiffStatus.CHANGED  # both sides have SASS, so it is compared, not unknown
    registers = [d for d in diff.resources if d.metric == "registers"]
    assert registers and all(d.a and d.b for d in registers)


def test_a_dsl_ahead_of_the_environments_own_is_refused_not_mislabelled(oldest_env, tmp_path):
    """This interpreter's DSL on PYTHONPATH (as a wheel-installed cute-ir once put it) would compile
    under the 4.2.1 label: the child reads the release from the DSL it imported and refuses."""
    ours = Path(importlib.util.find_spec("cutlass").origin).parent.parent  # the folder holding `cutlass`
    cli = Path(sys.executable).with_name("cute-ir")
    done = subprocess.run([str(cli), "dump", SMALL_KERNEL, "--dsl", OLDEST, "-o", str(tmp_path / "trace")],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ours)})
    assert done.returncode == 8, done.stderr
    installed = format_spec(*installed_dsl())
    assert f"asked for DSL {OLDEST}, but" in done.stderr and f"imported DSL {installed} from {ours}" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "trace").exists()
