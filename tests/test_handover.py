"""The passes after the llvm-only stop, run by the parent and recorded by the replay worker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from small_kernel import SMALL_KERNEL

from cute_ir.trace.facts import Function, LiveFacts
from cute_ir.capture.replay.handover import Handover, HandedPass
from cute_ir.capture.replay.worker import ForkedWorker
from cute_ir.releases.catalogue import installed_dsl

_FACTS = LiveFacts(op_counts={"llvm": 3}, functions=[Function("k", "kernel", "m")], dynamic_smem={"k": 16})


def test_handed_passes_arrive_in_order_with_their_facts(tmp_path: Path) -> None:
    handover = Handover(tmp_path)
    handover.put(43, "module {}", _FACTS)
    handover.put(42, "module { x }", LiveFacts({}, []))
    handover.finish([42, 43])
    assert Handover(tmp_path).wait() == [HandedPass(42, "module { x }", LiveFacts({}, [])),
                                         HandedPass(43, "module {}", _FACTS)]


def test_a_declined_handover_leaves_the_passes_to_the_worker(tmp_path: Path) -> None:
    Handover(tmp_path).put(42, "partial", _FACTS)
    Handover(tmp_path).finish(None)
    assert Handover(tmp_path).wait() is None


def test_the_worker_waits_until_the_parent_has_finished(tmp_path: Path) -> None:
    seen = tmp_path / "seen"
    worker = ForkedWorker(lambda outcome: seen.write_text(json.dumps([p.index for p in Handover(tmp_path).wait()])))
    Handover(tmp_path).put(7, "module {}", _FACTS)
    assert not seen.exists()
    Handover(tmp_path).finish([7])
    assert worker.join() == ""
    assert json.loads(seen.read_text()) == [7]


_BOTH_WAYS = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from cute_ir import registry
    from cute_ir.capture import capture_compiles
    from cute_ir.capture.record.assemble import CompileContext, assemble_trace
    from cute_ir.capture.dsl.replaying import ReplayStrategy
    from cute_ir.capture.replay.handover import Handover
    from cute_ir.releases.catalogue import installed_dsl

    kernel = registry.get_kernel(sys.argv[2])
    handed = []
    finish = Handover.finish
    Handover.finish = lambda self, indices: (handed.append(indices), finish(self, indices))[1]
    results = {}
    for way in ("handed over", "declined"):
        if way == "declined":
            ReplayStrategy._passes_after_stop = lambda *args: None
        with capture_compiles(Path(sys.argv[1]) / way.replace(" ", "-")) as session:
            kernel.compile(kernel.example_arguments())
        version, variant = installed_dsl()
        trace = assemble_trace(session.compiles[0], CompileContext(version, variant, "sm_90a"))
        results[way] = {
            "passes": [[p.index, p.fidelity.value, p.changed, p.sha256] for p in trace.passes],
            "checkpoints": [[c.checkpoint, c.status.value, c.detail] for c in trace.checkpoints],
            "artifacts": {k: a.sha256 for k, a in trace.artifacts.items()},
        }
    print(json.dumps({"handed": handed, **results}))
""")


@pytest.mark.skipif(installed_dsl()[0] < "4.6", reason="the replay worker runs from DSL 4.6 on")
def test_a_trace_is_the_same_whoever_runs_the_passes_after_the_stop(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", _BOTH_WAYS, str(tmp_path), SMALL_KERNEL],
                          env={**os.environ, "CUTE_DSL_ARCH": "sm_90a"}, capture_output=True, text=True, check=True)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    handed, declined = result["handed"]
    assert handed and declined is None  # the parent ran the passes after the stop the first time only
    # Only the parent's run of the binary pass gives the DSL's ptxas report (the worker's would not know
    # whether asking for it changed the cubin); everything else is the same either way.
    assert result["handed over"]["artifacts"].pop("ptxas-report")
    assert "ptxas-report" not in result["declined"]["artifacts"]
    assert result["handed over"] == result["declined"]
    hashes = {index: sha256 for index, _, _, sha256 in result["handed over"]["passes"]}
    assert all(hashes[i] for i in handed)  # each with its IR
