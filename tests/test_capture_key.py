"""Goldens checked by capture key (cute_ir.golden.capture_key): a probe of the kernel's input stands for a
capture exactly when everything that decides the capture is the golden's; anything else is captured."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from cute_ir.cli import main
from cute_ir.executors.capture import Capture, key_changes
from cute_ir.golden.capture_key import PARTS, changed_parts
from cute_ir.golden.compare import compare
from cute_ir.golden.record import record_from_trace
from cute_ir.golden.store import GoldenStore
from cute_ir.trace import Trace
from small_kernel import SMALL_KERNEL
from test_golden import make_trace

KEY = {"input": "a" * 64, "pipeline": "b" * 64, "dsl_build": "c" * 16, "nvdisasm": "d" * 16, "cuobjdump": "e" * 16,
       "settings": '{"CUTE_DSL_ARCH":"sm_90a"}', "capture_version": "1", "normalization": "f" * 16}
A_SETTING = "CUTE_DSL_CUTE_IR_KEY_TEST"  # a DSL setting the DSL ignores: it changes the key, not the compile


def test_the_changed_parts_are_named_and_an_unidentified_part_never_stands_for_a_capture() -> None:
    assert set(KEY) == set(PARTS)
    assert changed_parts(KEY, dict(KEY)) == []
    assert changed_parts(KEY, {**KEY, "dsl_build": "0" * 16, "input": "0" * 64}) == [
        PARTS["input"], PARTS["dsl_build"]]
    unknown = {**KEY, "nvdisasm": "unknown"}
    assert changed_parts(unknown, dict(unknown)) == ["the nvdisasm binary could not be identified"]
    assert changed_parts(None, KEY) == ["the golden records no capture key"]
    assert changed_parts(KEY, {**KEY, "later_part": "x"}) == ["later_part"]  # a part this cute-ir does not know


def test_a_facts_only_golden_keeps_every_hash_the_resources_and_the_key(tmp_path: Path) -> None:
    trace = make_trace(tmp_path / "t")
    trace = replace(trace, toolchain={name: KEY[name] for name in KEY if name not in ("input", "pipeline", "normalization")})
    record = record_from_trace(trace, "k_one")
    assert record.capture_key is not None and record.capture_key["input"] == record.stages["input.mlir"].sha256
    store = GoldenStore(tmp_path / "golden")
    store.write(record.facts_only())
    folder = store.path(record.key)
    assert sorted(path.name for path in folder.iterdir()) == ["manifest.json", "resources.txt"]
    loaded = store.load(record.key)
    assert compare(loaded, record).same and loaded.capture_key == record.capture_key
    assert compare(loaded, record_from_trace(make_trace(tmp_path / "u", extra_from=3), "k_one")).differing_passes


def test_a_probe_reproduces_the_key_of_a_real_capture_and_a_changed_setting_does_not(
        small_trace: Trace, monkeypatch: pytest.MonkeyPatch) -> None:
    record = record_from_trace(small_trace)
    assert set(small_trace.toolchain) == {"dsl_build", "nvdisasm", "cuobjdump", "settings", "capture_version"}
    assert record.capture_key is not None and "unknown" not in record.capture_key.values()
    probe = Capture("", "sm_90a", kernel=SMALL_KERNEL, unless_key=tuple(sorted(record.capture_key.items())))
    assert key_changes(probe, None) == []
    monkeypatch.setenv(A_SETTING, "1")
    assert key_changes(probe, None) == [PARTS["settings"]]


@pytest.mark.slow
def test_an_operator_golden_beyond_cis_points_is_checked_by_key_and_captured_when_its_key_changed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As CI checks the design points beyond its own: `golden update` keeps facts only, `golden check`
    compiles up to the pipeline only; with a DSL setting changed the key no longer holds, and the check
    captures and compares for real (and still agrees: the setting changes nothing the compiler does)."""
    cutlass_operators = pytest.importorskip("cute_ir.providers.cutlass_operators")
    pytest.importorskip("cutlass.operators")
    name, target = min(cutlass_operators.keyed_picks(), key=lambda pick: (pick[1] != "90a", pick))
    store = tmp_path / "golden"

    def golden(command: str) -> dict[str, object]:
        result = CliRunner().invoke(main, ["golden", command, name, "--arch", f"sm_{target}", "--golden-dir",
                                           str(store), "--json", "-q"])
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)

    assert golden("update")["written"] == 1
    [folder] = [path for path in store.rglob("manifest.json")]
    assert sorted(path.name for path in folder.parent.iterdir()) == ["manifest.json", "resources.txt"]
    [checked] = golden("check")["goldens"]  # type: ignore[misc]
    assert checked["outcome"] == "ok" and checked["by_capture_key"] and checked["key_changes"] == []
    monkeypatch.setenv(A_SETTING, "1")
    [checked] = golden("check")["goldens"]  # type: ignore[misc]
    assert checked["outcome"] == "ok" and not checked["by_capture_key"]
    assert checked["key_changes"] == [PARTS["settings"]] and "records the new key" in checked["message"]


def test_the_dsl_build_is_the_wheels_files_not_what_an_install_writes_of_its_own() -> None:
    """A launcher script's hash names its environment's interpreter, INSTALLER names pip or uv: two
    installs of the same wheels must get one build id, or every check by key would capture."""
    from cute_ir.releases.catalogue import _recorded_files

    record = "\n".join([
        "cutlass/__init__.py,sha256=AAA,10",
        "cutlass/_mlir/_mlir_libs/libCutlassIR.so,sha256=BBB,99",
        "cutlass/__pycache__/__init__.cpython-311.pyc,,",
        "../../../bin/cute-dsl-tool,sha256=CCC,50",
        "nvidia_cutlass_dsl-4.8.1.dist-info/INSTALLER,sha256=DDD,4",
        "nvidia_cutlass_dsl-4.8.1.dist-info/RECORD,,",
    ])
    assert _recorded_files(record) == [("cutlass/__init__.py", "sha256=AAA"),
                                       ("cutlass/_mlir/_mlir_libs/libCutlassIR.so", "sha256=BBB")]
