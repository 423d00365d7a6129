"""The golden check of the registry: every kernel instance on the installed DSL, pass by pass.

`test_golden` is parametrized by the cute-ir pytest plugin (one test per instance and arch). The
other tests use real captures of one small instance: two captures agree after normalization, and a
perturbed capture fails with a message that names the pass and stage where it first differs.
"""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest

from cute_ir.fsutil import read_stored_text, sha256_text
from cute_ir.golden.check import Outcome, check_record, update_record
from cute_ir.golden.record import record_from_trace
from cute_ir.golden.store import GoldenStore
from cute_ir.pytest_plugin import GoldenSession
from cute_ir.trace import Trace, load_trace

SMALL = "elementwise_add_sm80_f32_v128"


def test_golden(golden_key, golden_session: GoldenSession) -> None:
    golden_session.verify(golden_key)


@pytest.fixture(scope="module")
def two_captures(tmp_path_factory: pytest.TempPathFactory) -> tuple[Trace, Trace]:
    from cute_ir.golden.check import capture

    first, second = (capture(SMALL, "sm_90a", tmp_path_factory.mktemp(f"capture{n}")) for n in range(2))
    return first, second


def test_two_real_captures_give_the_same_golden(two_captures: tuple[Trace, Trace]) -> None:
    first, second = (record_from_trace(trace) for trace in two_captures)
    assert first.manifest() == second.manifest()
    assert first.texts == second.texts
    assert sum(p.sha256 is not None for p in first.passes) >= 30


def _perturb(trace: Trace, target: Path, from_arg: str) -> Trace:
    """A copy of `trace` whose IR holds one more function from pass `from_arg` on."""
    shutil.copytree(trace.root, target)
    data = json.loads((target / "manifest.json").read_text())
    start = next(p["index"] for p in data["passes"] if p["arg"] == from_arg)
    for record in data["passes"]:
        if record["index"] < start or record["ir_file"] is None:
            continue
        path = target / record["ir_file"]
        text = read_stored_text(path)  # large IR is stored gzip-compressed
        if "func.func private @perturbed" not in text:
            body_end = text.rindex("}", 0, text.index("{-#") if "{-#" in text else len(text))
            text = text[:body_end] + "  func.func private @perturbed()\n" + text[body_end:]
            encoded = text.encode()
            path.write_bytes(gzip.compress(encoded) if path.suffix == ".gz" else encoded)
        record["sha256"], record["size"] = sha256_text(text), len(text.encode())  # a consistent edit
        record["op_counts"]["func"] = record["op_counts"].get("func", 0) + 1
    (target / "manifest.json").write_text(json.dumps(data))
    return load_trace(target)


def test_a_perturbed_kernel_fails_naming_the_pass_and_stage(
    two_captures: tuple[Trace, Trace], tmp_path: Path
) -> None:
    store = GoldenStore(tmp_path / "golden")
    update_record(store, record_from_trace(two_captures[0]))
    changed = _perturb(two_captures[1], tmp_path / "changed", "cute-expand-ops")
    result = check_record(store, record_from_trace(changed))
    assert result.outcome is Outcome.MISMATCH
    message = result.message
    first_line = message.splitlines()[0]
    assert "-cute-expand-ops (stage cute-expand-ops); the input IR agrees" in first_line
    assert "differing stages: cute-expand-ops, cute-to-core, to-llvm" in message
    assert "func 1 -> 2 (+1)" in message or "func 2 -> 3 (+1)" in message
    assert "+  func.func private @perturbed()" in message
    assert any(p.name.endswith(".obtained.mlir") for p in store.path(result.key).iterdir())
