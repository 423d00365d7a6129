"""Facts read at capture: resources as ptxas/cuobjdump report them, identity, and source lines of
texts whatever their quirks (each test pins a defect seen on a real third-party kernel)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cute_ir.capture.extract.cubin import (
    find_tool,
    parse_ptxas_verbose,
    ptxas_verbose,
    resource_usage,
    sass_source_lines,
)
from cute_ir.capture.extract.jit import dsl_roots, is_dsl_file
from cute_ir.capture.extract.mlir import mlir_source_lines
from cute_ir.capture.extract.ptx import ptx_source_lines
from cute_ir.trace import Trace, load_trace
from cute_ir.trace.facts import Facts

from ptx_depots import local_depots

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def depot_cubin(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A kernel whose PTX declares a 256-byte `.local` depot it indexes at run time (a stack frame
    reached by ordinary STL/LDL through the stack pointer), built with line info."""
    ptx = (DATA / "local_depot.ptx").read_text()
    cubin = tmp_path_factory.mktemp("depot") / "kernel.cubin"
    subprocess.run([str(find_tool("ptxas")), "-arch=sm_90a", "-lineinfo", str(DATA / "local_depot.ptx"),
                    "-o", str(cubin)], check=True, capture_output=True)
    return cubin, ptx


def test_stack_frame_and_spill_bytes_are_what_ptxas_and_cuobjdump_report(depot_cubin: tuple[Path, str]) -> None:
    cubin, ptx = depot_cubin
    sass = subprocess.run([str(find_tool("nvdisasm")), "-c", "-ndf", "-g", str(cubin)], capture_output=True,
                          text=True, check=True).stdout
    resources, notes = resource_usage(cubin, sass, DATA / "local_depot.ptx", {"kernel_with_depot": 4096})
    (kernel,) = resources
    assert kernel.function == "kernel_with_depot"
    assert kernel.stack_bytes == 256  # was reported as "0 B local, spills 0"
    assert kernel.spill_store_bytes == 0 and kernel.spill_load_bytes == 0
    assert kernel.barriers == 0
    assert kernel.registers > 0 and kernel.local_bytes == 0
    assert kernel.dynamic_shared_bytes == 4096
    assert notes == []
    assert local_depots(ptx) == {"kernel_with_depot": 256}


def test_ptx_dumped_with_a_terminating_nul_is_read_by_ptxas(depot_cubin: tuple[Path, str], tmp_path: Path) -> None:
    # DSL 4.5.3's binary pass writes the PTX with its C string's NUL ("Unexpected EOF" from ptxas -v)
    cubin, ptx = depot_cubin
    dumped = tmp_path / "kernel.ptx"
    dumped.write_bytes(ptx.encode() + b"\0")
    assert ptxas_verbose(dumped, cubin) == ptxas_verbose(DATA / "local_depot.ptx", cubin)


def test_ptxas_verbose_report_is_read_per_function() -> None:
    report = (
        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
        "ptxas info    : Function properties for k\n"
        "    16 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads\n"
        "ptxas info    : Used 168 registers, used 16 barriers, 16 bytes cumulative stack size\n"
    )
    assert parse_ptxas_verbose(report) == {
        "k": {"registers": 168, "stack": 16, "spill_stores": 8, "spill_loads": 12, "barriers": 16}}


def test_ptx_lines_map_although_the_file_directives_come_last() -> None:
    ptx = (DATA / "local_depot.ptx").read_text()
    assert ptx.index(".file") > ptx.rindex(".loc")  # as the DSL writes them
    mapped = ptx_source_lines(ptx)
    lines = ptx.splitlines()
    assert mapped.files == ["/home/user/kernels/depot.py"]
    by_line = {text_line: (line, col) for text_line, _, line, col in mapped.lines}
    assert by_line[next(i for i, t in enumerate(lines) if "mov.u32" in t)] == (7, 3)
    assert by_line[next(i for i, t in enumerate(lines) if "ld.local" in t)] == (9, 5)


def test_sass_lines_map_through_the_cubin_line_table(depot_cubin: tuple[Path, str]) -> None:
    cubin, _ = depot_cubin
    sass = subprocess.run([str(find_tool("nvdisasm")), "-c", "-ndf", "-g", str(cubin)], capture_output=True,
                          text=True, check=True).stdout
    mapped = sass_source_lines(sass)
    assert mapped.files == ["/home/user/kernels/depot.py"]
    assert {line for _, _, line, _ in mapped.lines} >= {7, 9}
    lines = sass.splitlines()
    assert any("LDL" in lines[n] for n, _, line, _ in mapped.lines if line == 9)


def test_mlir_lines_map_in_a_text_its_own_parser_rejects() -> None:
    # DSL 4.8.1 prints nvvm.barrier without operands, a form its parser rejects; the text still maps.
    text = "\n".join([
        '#loc9 = loc("/u/k.py":20:1)',  # with line info, aliases that attributes use come first
        'module {',
        '  gpu.module @kernels {',
        '    llvm.func @k() attributes {nvvm.kernel} {',
        '      nvvm.barrier loc(#loc3)',
        '      %0 = llvm.mlir.constant(1 : i32) : i32 loc("/u/k.py":12:8)',
        '      llvm.return loc(#loc4)',
        '      llvm.unreachable loc(#loc6)',
        '    } loc(#loc2)',
        '  } loc(#loc)',
        '} loc(#loc)',
        '#loc = loc(unknown)',
        '#loc1 = loc("/u/k.py":10:0)',
        '#loc2 = loc("k"(#loc1))',
        '#loc3 = loc(callsite(#loc5 at #loc1))',
        '#loc4 = loc(fused[#loc, #loc1])',
        '#loc5 = loc("/u/k.py":11:4)',
        '#loc6 = #llvm.di_location<#loc9 in #di_lexical_block_file1>',
    ])
    mapped = mlir_source_lines(text)
    assert mapped.files == ["/u/k.py"]
    assert {n: (line, col) for n, _, line, col in mapped.lines} == {
        4: (11, 4), 5: (12, 8), 6: (10, 0), 7: (20, 1), 8: (10, 0)}


def test_few_or_many_location_aliases_map_alike() -> None:
    # A module with few aliases has its lines ending in an alias that maps nowhere passed over in bulk.
    ops = [
        'module {',
        '  %0 = arith.constant 1 : i32 loc(#loc)',  # the kernel's own location: maps nowhere
        '  %1 = arith.addi %0, %0 : i32 loc(#loc1)',  # in the DSL's package: left out
        '  %2 = arith.muli %1, %1 : i32 loc(callsite(#loc2 at #loc1))',
        '  %3 = arith.subi %2, %2 : i32 loc("/u/k.py":7:2)',
        '} loc(#loc)',
        '#loc = loc("-":1:1)',
        '#loc1 = loc("/dsl/cutlass/cute/core.py":5:1)',
        '#loc2 = loc("/u/k.py":9:3)',
    ]
    spare = [f'#loc{n} = loc("/u/spare.py":{n}:1)' for n in range(3, 103)]  # unused: many aliases
    for text in ("\n".join(ops), "\n".join(ops + spare)):
        mapped = mlir_source_lines(text, exclude=("/dsl/",))
        assert mapped.files == ["/u/k.py"]
        assert [(n, line, col) for n, _, line, col in mapped.lines] == [(3, 9, 3), (4, 7, 2)]


def test_dsl_internal_files_are_the_installed_package_not_any_cutlass_path() -> None:
    assert dsl_roots()
    import cutlass.cute

    assert is_dsl_file(cutlass.cute.__file__)
    assert not is_dsl_file("/home/user/cutlass/examples/python/CuTeDSL/hopper/dense_gemm.py")


def test_a_schema_1_trace_still_loads_with_unknown_new_facts(small_trace: Trace, tmp_path: Path) -> None:
    data = small_trace.to_json()
    data["schema_version"] = 1
    for resources in data["resources"]:
        for name in ("stack_bytes", "dynamic_shared_bytes", "spill_store_bytes", "spill_load_bytes", "barriers"):
            resources.pop(name)
    for record in data["passes"]:
        record.pop("facts_file")
    (tmp_path / "manifest.json").write_text(json.dumps(data))
    old = load_trace(tmp_path)
    assert old.resources and old.resources[0].stack_bytes is None and old.resources[0].barriers is None
    assert all(p.facts_file is None for p in old.passes)
    assert old.facts(None) == Facts()


def test_budgets_can_bound_the_new_resource_facts() -> None:
    from cute_ir.checks.budget import BudgetRule, budget_metrics, check_budget
    from cute_ir.trace import KernelResources

    assert {"stack_bytes", "spill_store_bytes", "dynamic_shared_bytes", "barriers"} <= set(budget_metrics())
    old = KernelResources("k", 32, 0, 0, 0, 0)  # a schema-1 trace: no stack fact
    (violation,) = check_budget([BudgetRule("stack_bytes", "==", 0)], [old])
    assert violation.value is None  # a missing fact fails the budget, never passes it


@pytest.fixture(scope="module")
def lineinfo_trace(tmp_path_factory: pytest.TempPathFactory) -> Trace:
    from cute_ir.capture.parent import dump_kernel
    from small_kernel import SMALL_KERNEL

    return dump_kernel(SMALL_KERNEL, "sm_90a", tmp_path_factory.mktemp("lineinfo") / "trace", lineinfo=True)


def _mapped_files(trace: Trace, facts_file: str | None) -> set[str]:
    source = trace.facts(facts_file).source
    return {source.files[entry[1]] for entry in source.lines}


def test_lineinfo_maps_ir_ptx_and_sass_lines_to_the_kernel_source(lineinfo_trace: Trace) -> None:
    trace = lineinfo_trace
    assert trace.kernel.compile_options.get("lineinfo") == "1"
    source = trace.kernel.source_file
    assert source in _mapped_files(trace, trace.input_facts_file)
    assert all(source in _mapped_files(trace, p.facts_file) for p in trace.passes if p.changed and
               p.stage not in ("to-binary", "host"))  # after the binary the kernel's IR is gone
    for kind in ("ptx", "sass"):
        assert source in _mapped_files(trace, trace.artifacts[kind].facts_file), kind


def test_the_cli_flag_reaches_the_compile(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cute_ir.cli import main

    result = CliRunner().invoke(main, ["trace", "--help"])
    assert "--lineinfo" in result.output
    result = CliRunner().invoke(main, ["dump", "--help"])
    assert "--lineinfo" in result.output


def _with_input_source_lines(trace: Trace, target: Path, files: list[str], lines: list[list]) -> Trace:
    """A copy of `trace` whose input facts file states `files` and `lines` as its source map (and
    whose manifest records the edited file's hash and size, as capture would have)."""
    import shutil

    from cute_ir.fsutil import sha256_bytes

    shutil.copytree(trace.root, target)
    facts_path = target / trace.input_facts_file
    facts = json.loads(facts_path.read_text())
    facts["source_files"], facts["source_lines"] = files, lines
    facts_path.write_text(json.dumps(facts))
    copy = load_trace(target)
    edited = facts_path.read_bytes()
    copy.facts_sha256[trace.input_facts_file] = sha256_bytes(edited)
    copy.facts_size[trace.input_facts_file] = len(edited)
    copy.save(target)
    return load_trace(target)


def test_the_viewer_shows_the_source_map_capture_stored(small_trace: Trace, tmp_path: Path) -> None:
    from cute_ir.passes_view import build_trace_page
    from test_viewer import page_index, page_payload

    trace = _with_input_source_lines(small_trace, tmp_path / "trace", ["/stored/by/capture.py"], [[0, 0, 41, 2]])
    html = build_trace_page(trace)
    input_row = page_index(html)["traces"][0]["rows"][0]
    payload = page_payload(html, input_row["body"])
    assert payload["files"] == ["/stored/by/capture.py"] and payload["map"] == [[0, 0, 41, 2]]


def test_malformed_stored_source_lines_are_bad_input(small_trace: Trace, tmp_path: Path) -> None:
    from cute_ir.errors import BadInputError
    from cute_ir.passes_view import build_trace_page

    trace = _with_input_source_lines(small_trace, tmp_path / "trace", ["/a.py"], [["x", 0, 1, 1]])
    with pytest.raises(BadInputError, match="malformed source lines"):
        build_trace_page(trace)


def test_the_dsls_ptxas_report_gives_spills_and_its_advice_as_notes(depot_cubin: tuple[Path, str]) -> None:
    cubin, _ = depot_cubin
    external, _ = ptxas_verbose(DATA / "local_depot.ptx", cubin)
    usage = external["kernel_with_depot"]
    report = (
        "ptxas info    : (C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized due to "
        "program dependence on compiler-inserted WG.AR in divergent path in the function 'kernel_with_depot'\n"
        "ptxas info    : Compiling entry function 'kernel_with_depot' for 'sm_90a'\n"
        "ptxas info    : Function properties for kernel_with_depot\n"
        f"ptxas         .     {usage['stack']} bytes stack frame, 4 bytes spill stores, 8 bytes spill loads\n"
        f"ptxas info    : Used {usage['registers']} registers, used 1 barriers\n"
    )
    (kernel,), notes = resource_usage(cubin, "", None, None, report)
    assert (kernel.spill_store_bytes, kernel.spill_load_bytes, kernel.barriers) == (4, 8, 1)  # the report's
    assert notes == ["ptxas: (C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized due to "
                     "program dependence on compiler-inserted WG.AR in divergent path in the function "
                     "'kernel_with_depot'"]
    # a report without the functions' usage (no -v) leaves them to ptxas -v on the PTX
    (kernel,), notes = resource_usage(cubin, "", DATA / "local_depot.ptx", None, report.splitlines()[0])
    assert (kernel.spill_store_bytes, kernel.barriers) == (usage["spill_stores"], usage["barriers"])


# As the value casters of 4.4.2+cu13 do: building a Location needs a default context. Reading a
# launch configuration's operands hands each to the caster of its type.
_CASTER_NEEDING_A_CONTEXT = """
import sys
from cutlass._mlir import ir
from cute_ir.capture.extract.mlir import IRParser

@ir.register_value_caster(ir.IntegerType.static_typeid, replace=True)
def needs_a_default_context(value):
    ir.Location.unknown()
    return value

facts = IRParser().facts(open(sys.argv[1]).read())
print("kernels", facts.kernels)
"""


def test_facts_are_read_inside_the_modules_context_for_the_dsls_value_casters(small_trace: Trace) -> None:
    # 4.4.2+cu13 aborted cute-ir's child here ("An MLIR function requires a Context"); run apart, as it
    # ends the process it runs in
    text = small_trace.path("passes/000-input.mlir")
    assert "cuda.launch_cfg.create" in text.read_text()
    ran = subprocess.run([sys.executable, "-c", _CASTER_NEEDING_A_CONTEXT, str(text)], capture_output=True,
                         text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert f"kernels {list(small_trace.kernel.kernels)}" in ran.stdout


def _fake_ptxas(folder: Path, release: str, reads: str) -> Path:
    """A stand-in ptxas that says its release and refuses a PTX ISA newer than `reads`, as ptxas does."""
    folder.mkdir(parents=True)
    ptxas = folder / "ptxas"
    ptxas.write_text(f"""#!/bin/sh
[ "$1" = --version ] && {{ echo "Cuda compilation tools, release {release}, V{release}.0"; exit 0; }}
echo "ptxas probe.ptx, line 1; fatal   : Unsupported .version 99.9; current version is '{reads}'"; exit 255
""")
    ptxas.chmod(0o755)
    return ptxas


def test_ptxas_is_chosen_by_the_cubins_release_then_by_the_ptxs_version(tmp_path: Path, monkeypatch) -> None:
    from cute_ir.capture.extract import cubin

    old = _fake_ptxas(tmp_path / "cuda_nvcc", "12.9", "8.8")
    new = _fake_ptxas(tmp_path / "cu13", "13.5", "9.5")
    monkeypatch.setattr(cubin, "_installed_ptxas", lambda: [(old, "12.9"), (new, "13.5")])
    assert cubin._ptxas_for("12.9", "8.8") == (old, "12.9")  # the DSL's own release: it allocates alike
    assert cubin._ptxas_for("13.1", "9.1") == (new, "13.5")  # 12.9 cannot read .version 9.1 (cu13 4.4.2-4.7.1)
    assert cubin.newest_ptx_version(old) == "8.8"


def test_the_cu13_builds_ptx_gets_its_spill_bytes_under_4_4_2_cu13(tmp_path: Path) -> None:
    # Their PTX says `.version 9.1`, which the CUDA 12.9 ptxas refused: spill bytes and barriers were unknown
    from cute_ir.releases import environments as envs
    from cute_ir.capture.parent import dump_kernel

    from small_kernel import SMALL_KERNEL

    env = envs.inspect_environment("4.4.2+cu13")
    if not env.ok:
        pytest.skip(f"DSL 4.4.2+cu13 environment: {env.problem} (`cute-ir env add 4.4.2+cu13`)")
    trace = dump_kernel(SMALL_KERNEL, "sm_90a", tmp_path / "t", python=env.python)
    assert ".version 9.1" in trace.path(trace.artifacts["ptx"].file).read_text()
    (kernel,) = trace.resources
    assert (kernel.spill_store_bytes, kernel.spill_load_bytes, kernel.barriers) == (0, 0, 0)
    assert not any("Unsupported .version" in note for note in trace.notes), trace.notes


def test_the_launchs_dynamic_shared_memory_is_known_under_4_5_3(tmp_path: Path) -> None:
    # 4.5's dumps from insert-range-for-threadids on print `nvvm.read.ptx.sreg.* range <i32, 0, 2147483647>`,
    # which its own parser refuses: no dump that still had the launch parsed, and the size was unknown
    from cute_ir.releases import environments as envs
    from cute_ir.capture.parent import dump_kernel

    env = envs.inspect_environment("4.5.3")
    if not env.ok:
        pytest.skip(f"DSL 4.5.3 environment: {env.problem} (`cute-ir env add 4.5.3`)")
    trace = dump_kernel("softmax_sm80_f16_t128", "sm_90a", tmp_path / "t", python=env.python)
    assert trace.strategy.value == "instrument"
    assert "range <i32" in (trace.ir_after(next(p for p in trace.passes if p.arg == "cse")) or "")
    assert [r.dynamic_shared_bytes for r in trace.resources if r.function in trace.kernel.kernels] == [96]
