"""SASS from a cubin: started in the background by the capture, collected by the trace assembler."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cute_ir.capture.extract.cubin import (
    finish_disassembly,
    instruction_class,
    instruction_histograms,
    parse_resource_usage,
    start_disassembly,
)
from cute_ir.trace import Trace


@pytest.fixture
def cubin(small_trace: Trace, tmp_path: Path) -> Path:
    copy = tmp_path / "kernel.cubin"
    shutil.copy(small_trace.path(small_trace.artifacts["cubin"].file), copy)
    return copy


def test_a_started_disassembly_is_collected(small_trace: Trace, cubin: Path, tmp_path: Path) -> None:
    sass = tmp_path / "kernel.sass"
    start_disassembly(cubin, sass)
    assert finish_disassembly(cubin, sass) == sass
    assert sass.read_text() == small_trace.artifact_text("sass")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kernel.cubin", "kernel.sass"]  # no partial file


def test_without_a_started_one_nvdisasm_runs_now(small_trace: Trace, cubin: Path, tmp_path: Path) -> None:
    sass = finish_disassembly(cubin, tmp_path / "kernel.sass")
    assert sass.read_text() == small_trace.artifact_text("sass")


def test_a_failed_disassembly_leaves_no_file(tmp_path: Path) -> None:
    broken = tmp_path / "broken.cubin"
    broken.write_bytes(b"not an ELF file")
    with pytest.raises(RuntimeError, match="nvdisasm failed"):
        finish_disassembly(broken, tmp_path / "broken.sass")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.cubin"]


def test_resource_usage_report_is_read_per_function() -> None:
    report = (
        "Resource usage:\n"
        " Common:\n  GLOBAL:0\n"
        " Function kernel_a:\n  REG:40 STACK:0 SHARED:1024 LOCAL:16 CONSTANT[0]:560 TEXTURE:0 SURFACE:0 SAMPLER:0\n"
        " Function kernel_b:\n  REG:8 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:380 TEXTURE:0 SURFACE:0 SAMPLER:0\n"
    )
    usage = parse_resource_usage(report)
    assert usage["kernel_a"]["REG"] == 40 and usage["kernel_a"]["SHARED"] == 1024
    assert usage["kernel_a"]["LOCAL"] == 16 and usage["kernel_a"]["CONSTANT[0]"] == 560
    assert usage["kernel_b"]["REG"] == 8


def test_memory_instructions_keep_their_width_and_others_their_base() -> None:
    assert instruction_class("LDG.E.128.CONSTANT") == "LDG.128"
    assert instruction_class("LDG.E") == "LDG"
    assert instruction_class("STL.64") == "STL.64"
    assert instruction_class("FFMA.FTZ") == "FFMA"


def test_instructions_are_counted_per_code_section() -> None:
    sass = (
        "\t.section\t.text.kernel_a,\"ax\",@progbits\n"
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;\n"
        "        /*0010*/              @!P0 LDG.E.128 R4, desc[UR4][R2.64] ;\n"
        "        /*0020*/                   STL.64 [R1], R4 ;\n"
        "\t.section\t.text.kernel_b,\"ax\",@progbits\n"
        "        /*0000*/                   EXIT ;\n"
    )
    histograms = instruction_histograms(sass)
    assert histograms["kernel_a"] == {"LDC": 1, "LDG.128": 1, "STL.64": 1}
    assert histograms["kernel_b"] == {"EXIT": 1}


def test_the_cubins_toolkit_is_read_from_either_cuobjdump_header() -> None:
    from cute_ir.capture.extract.cubin import _ELF_HEADER

    old = _ELF_HEADER.search("64bit elf: type=2, abi=7, sm=90a, toolkit=129, flags = 0x5a0a5a")
    new = _ELF_HEADER.search("64-bit ELF: type=ET_EXEC, ABI=8, sm=90a, toolkit=13.4, flags=0x6005a04")
    assert (old["sm"], old["toolkit"]) == ("90a", "129")  # cuobjdump 12.x on a DSL cu12 cubin
    assert (new["sm"], new["toolkit"]) == ("90a", "13.4")  # cuobjdump 13.x on a DSL cu13 cubin


def test_background_tools_run_at_the_lowest_priority() -> None:
    import os
    import subprocess
    import sys

    from cute_ir.capture.extract.cubin import _yield_to_the_capture

    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(5)"])
    try:
        _yield_to_the_capture(process.pid)
        assert os.getpriority(os.PRIO_PROCESS, process.pid) == 19
    finally:
        process.kill()
        process.wait()
    _yield_to_the_capture(process.pid)  # ended: nothing to do, no error
