"""Every normalization rule on its own, the rule tables, and two real captures of one kernel."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cute_ir.fsutil import sha256_text
from cute_ir.normalize.rules import (
    RULES,
    ArtifactKind,
    alias_repeated_types,
    hash_binary_strings,
    hash_resource_blobs,
    normalize,
    normalize_whitespace,
    renumber_kernel_counters,
    shorten_mangled_names,
    stabilize_resource_names,
    stable_symbol_names,
    strip_locations,
    strip_ptx_banner,
    strip_sass_banner,
)

LONG = "kernel_cutlass_add_kernel_" + "tensorptrf32gmemo1282561128_" * 4 + "0"

MODULE = textwrap.dedent(
    """\
    #loc = loc(unknown)
    #loc1 = loc("/src/k.py":12:0)
    #loc2 = loc("add"(#loc1))
    module attributes {gpu.container_module} {
      func.func @f(%arg0: i32 loc("/src/k.py":3:4)) -> i32 {
        %0 = arith.addi %arg0, %arg0 : i32 loc(fused["a(b)", #loc2])
        return %0 : i32 loc(#loc)
      } loc(#loc2)
    }
    """
)


def test_strip_locations_keeps_a_nested_op_dump_as_it_is() -> None:
    dump = 'gpu.module @kernels {\n  gpu.func @k() kernel {\n    gpu.return loc("k.py":1:0)\n  }\n}\n'
    stripped = strip_locations(dump)
    assert stripped.lstrip().startswith("gpu.module @kernels")
    assert "loc(" not in stripped and "module {" not in stripped


def test_strip_locations_does_not_need_the_ir_to_parse() -> None:
    broken = 'module {\n  %0 = "x.y"() : () -> i32 loc("k.py":1:0)\n'  # unterminated region
    assert strip_locations(broken) == 'module {\n  %0 = "x.y"() : () -> i32\n'


def test_strip_locations_keeps_the_printed_aliases() -> None:
    # Re-printing would rename `!memref_gmem_f32_` by the reader's MLIR version; text keeps it.
    text = '!memref_gmem_f32_ = !cute.memref<f32, gmem>\nfunc.func @f(%a: !memref_gmem_f32_ loc("k.py":1:2))\n'
    assert strip_locations(text) == '!memref_gmem_f32_ = !cute.memref<f32, gmem>\nfunc.func @f(%a: !memref_gmem_f32_)\n'


def test_strip_locations_handles_nesting_and_strings() -> None:
    assert strip_locations(MODULE) == textwrap.dedent(
        """\
        module attributes {gpu.container_module} {
          func.func @f(%arg0: i32) -> i32 {
            %0 = arith.addi %arg0, %arg0 : i32
            return %0 : i32
          }
        }
        """
    )


def test_strip_locations_reads_deep_unclosed_and_quoted_locations_whole() -> None:
    deep = " loc(" + "callsite(" * 7 + "#loc" + ")" * 7 + ")"  # deeper than the fast regex reads
    quoted = ' loc("a loc(b" at #loc)'  # ` loc(` inside a location is part of it
    assert strip_locations(f"x{deep} y{quoted} z\n") == "x y z\n"
    assert strip_locations('%0 = x loc("k.py":1:0)\n%1 = y loc(fused[\n') == "%0 = x\n%1 = y"  # to the end


def test_unclosed_types_and_locations_are_read_in_linear_time() -> None:
    # Each nesting level of the fast regexes has one way in: with two, every `<...>` or `(...)` in an
    # unclosed type or location doubled the combinations the regex engine tries before it gives up.
    def give_up(*_: object) -> None:
        raise TimeoutError("a regex backtracks without end")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(10)
    try:
        assert alias_repeated_types("!a.b<" + "x<y>" * 40) == "!a.b<" + "x<y>" * 40
        assert strip_locations("a loc(" + "x(y)" * 40) == "a"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_hash_resource_blobs_replaces_hex_by_hash_and_size() -> None:
    text = '{-#\n  dialect_resources: {\n    builtin: {\n      bin: "0x0100000001020304"\n    }\n  }\n#-}\n'
    hashed = hash_resource_blobs(text)
    assert '"0x' not in hashed
    assert 'bin: "blob sha256:' in hashed and "bytes:8" in hashed
    assert hash_resource_blobs(text.replace("0304", "0305")) != hashed
    assert hash_resource_blobs('x = "0x00"\n') == 'x = "0x00"\n'  # only inside the resource section


def test_stabilize_resource_names_undoes_clone_renumbering() -> None:
    text = 'a = dense_resource<kernels_cuda_binary_1>\n{-#\n kernels_cuda_binary_1: "0x01"\n#-}\n'
    assert stabilize_resource_names(text) == text.replace("kernels_cuda_binary_1", "kernels_cuda_binary")
    both = "dense_resource<bin> dense_resource<bin_1>"
    assert stabilize_resource_names(both) == both  # renaming would merge two resources


def test_hash_binary_strings_replaces_long_binary_literals_only() -> None:
    cubin = "\\7FELF" + "\\00\\01" * 400
    text = f'llvm.mlir.global internal constant @kernels_binary("{cubin}")\n'
    hashed = hash_binary_strings(text)
    assert hashed.startswith('llvm.mlir.global internal constant @kernels_binary("blob sha256:')
    assert "\\7FELF" not in hashed
    prose = '"' + "x" * 2000 + '"'
    assert hash_binary_strings(prose) == prose
    short = '"\\0AError: %d\\00"'
    assert hash_binary_strings(short) == short


def test_renumber_kernel_counters_by_order_of_appearance() -> None:
    text = (
        "cuda.kernel @kernel_foo_f32_7() {}\n"
        "cuda.kernel @kernel_foo_f32_12() {}\n"
        "call @kernels::@kernel_foo_f32_7\n"
        "llvm.mlir.global @kernels_kernel_foo_f32_12()\n"
        ".param kernel_foo_f32_7_param_0\n"
    )
    assert renumber_kernel_counters(text) == (
        "cuda.kernel @kernel_foo_f32_0() {}\n"
        "cuda.kernel @kernel_foo_f32_1() {}\n"
        "call @kernels::@kernel_foo_f32_0\n"
        "llvm.mlir.global @kernels_kernel_foo_f32_1()\n"
        ".param kernel_foo_f32_0_param_0\n"
    )
    ptx = ".visible .entry kernel_x_3(\n.param .b8 kernel_x_3_param_0\n"
    assert renumber_kernel_counters(ptx) == ".visible .entry kernel_x_0(\n.param .b8 kernel_x_0_param_0\n"
    assert renumber_kernel_counters("kernel_x_30 is not defined here") == "kernel_x_30 is not defined here"


def test_renumber_kernel_counters_finds_every_form_of_definition() -> None:
    mlir = "llvm.mlir.global internal @kernel_x_3()\nllvm.func @kernel_y_5()\n"  # `.global` before `@`
    assert renumber_kernel_counters(mlir) == "llvm.mlir.global internal @kernel_x_0()\nllvm.func @kernel_y_1()\n"
    ptx = ".func (.param .b32 r) kernel_f_4(\n.globl kernel_g_9\n.global kernel_h_7\n.entry kernel_i_8(\n"
    renumbered = ".func (.param .b32 r) kernel_f_0(\n.globl kernel_g_1\n.global kernel_h_2\n.entry kernel_i_3(\n"
    assert renumber_kernel_counters(ptx) == renumbered
    assert renumber_kernel_counters("Function : kernel_s_6\n") == "Function : kernel_s_0\n"


def test_shorten_mangled_names_keeps_related_symbols_related() -> None:
    text = f".visible .entry {LONG}(\n.param {LONG}_param_0\n@kernels_{LONG}\n"
    short = shorten_mangled_names(text)
    name = stable_symbol_names([LONG])[0]
    assert len(name) < 60 and name.startswith("kernel_cutlass_add_kernel_tensorptr") and name.endswith("_0")
    assert short == f".visible .entry {name}(\n.param {name}_param_0\n@kernels_{name}\n"
    other = LONG.replace("f32", "f16")
    assert stable_symbol_names([other])[0] != name
    host = "cutlass_add_" + "FakeTensorFloat321282561128_" * 4
    assert shorten_mangled_names(host) == f"{host[:40]}_h{__import__('hashlib').sha256(host.encode()).hexdigest()[:8]}"
    assert shorten_mangled_names("short_name") == "short_name"


def test_shorten_mangled_names_cuts_whole_words_that_start_like_identifiers() -> None:
    word = "Q" * 100
    cut = f"{word[:40]}_h{sha256_text(word)[:8]}"
    assert shorten_mangled_names(f"{word} x-{word}\n${word} 9{word}") == f"{cut} x-{cut}\n${word} 9{word}"
    # Non-ASCII letters are word characters too: `é` + word is one word, and not an identifier.
    assert shorten_mangled_names(f"é{word} {word}") == f"é{word} {cut}"


def test_alias_repeated_types_defines_each_long_type_once() -> None:
    ptr = "!cute.ptr<i64, smem, align<128>>"  # 32 characters: the shortest aliased
    acc = "!llvm.struct<(" + ", ".join(["f32"] * 16) + ")>"
    text = (
        f"module {{\n  %0 = cute.add_offset(%a) : ({ptr}, !cute.int_tuple<\"0\">) -> {ptr}\n"
        f'  %1 = x.y(%0) {{s = "!fake.type<not a type, only a string>"}} : {acc} -> {acc}\n'
        f"  %2 = x.z : !cute.int_tuple<\"0\">\n}}\n"
    )
    aliased = alias_repeated_types(text)
    definitions, body = aliased.split("module {", 1)
    ptr_alias, acc_alias = (f"!{stem}_{sha256_text(t)[:6]}" for stem, t in (("cute_ptr", ptr), ("llvm_struct", acc)))
    assert sorted(definitions.splitlines()) == sorted([f"{ptr_alias} = {ptr}", f"{acc_alias} = {acc}"])
    assert f"({ptr_alias}, !cute.int_tuple<\"0\">) -> {ptr_alias}" in body  # short types stay spelled out
    assert f": {acc_alias} -> {acc_alias}" in body
    assert '"!fake.type<not a type, only a string>"' in body
    assert alias_repeated_types("module {\n}\n") == "module {\n}\n"


def test_alias_repeated_types_reads_arrows_strings_and_deep_nesting_as_one_type() -> None:
    arrow = '!x.fn<(i32) -> !x.ptr<"a>b", 3>>'  # `->` and a `>` in a string close nothing
    deep = "!x.t<" * 8 + "i32" + ">" * 8  # nested deeper than the fast regex reads
    text = f"{arrow} {arrow}\n{deep} {deep}\n"
    aliases = {t: f"!{stem}_{sha256_text(t)[:6]}" for stem, t in (("x_fn", arrow), ("x_t", deep))}
    definitions = sorted(f"{alias} = {t}\n" for t, alias in aliases.items())
    assert alias_repeated_types(text) == "".join(definitions) + f"{aliases[arrow]} {aliases[arrow]}\n" + (
        f"{aliases[deep]} {aliases[deep]}\n"
    )
    unclosed = "!x.t<" + "i" * 40
    assert alias_repeated_types(f"{unclosed}\n{unclosed}") == f"{unclosed}\n{unclosed}"  # read as one type


def test_aliased_ir_still_parses() -> None:
    from cutlass._mlir import ir

    ptr = "!llvm.struct<(" + ", ".join(["i32"] * 12) + ")>"
    text = f"func.func @f(%a: {ptr}) -> {ptr} {{\n  return %a : {ptr}\n}}\n"
    with ir.Context():
        printed = str(ir.Module.parse(alias_repeated_types(text)))
    assert printed.count("struct<(i32") == 3  # the printer expands the aliases again


def test_normalize_whitespace() -> None:
    assert normalize_whitespace("\na  \r\nb\t\n\n\n") == "a\nb\n"


def test_strip_ptx_banner_drops_the_leading_comment_block_only() -> None:
    ptx = "//\n// Generated by NVIDIA NVVM Compiler\n// Compiler Build ID: CL-1\n//\n\n.version 8.8\n// keep\n"
    assert strip_ptx_banner(ptx) == "\n.version 8.8\n// keep\n"


def test_strip_sass_banner() -> None:
    banner = (
        "Fatbin elf code:\n================\narch = sm_90a\ncode version = [1,8]\nhost = linux\n"
        "compile_size = 64bit\n"
    )
    sass = f"\n{banner}\tcode for sm_90a\n  /*0000*/ EXIT ;\n"
    assert strip_sass_banner(sass) == "\n\tcode for sm_90a\n  /*0000*/ EXIT ;\n"


def test_every_rule_table_is_ordered_and_named_uniquely() -> None:
    assert set(RULES) == set(ArtifactKind)
    for rules in RULES.values():
        names = [rule.name for rule in rules]
        assert len(names) == len(set(names))
        assert names[-1] == "normalize-whitespace"
    assert [r.name for r in RULES[ArtifactKind.MLIR]][0] == "strip-locations"  # before text rules
    with pytest.raises(ValueError):
        normalize("cubin", "binary")


# ---- two real captures -------------------------------------------------------------------------

_KERNEL_MODULE = textwrap.dedent(
    """
    import cutlass.cute as cute

    @cute.kernel
    def scale(g_in: cute.Tensor, g_out: cute.Tensor):
        tidx, _, _ = cute.arch.thread_idx()
        bidx, _, _ = cute.arch.block_idx()
        i = bidx * 128 + tidx
        g_out[i] = g_in[i] * 2.0

    @cute.jit
    def launch(m_in: cute.Tensor, m_out: cute.Tensor):
        scale(m_in, m_out).launch(grid=(8, 1, 1), block=(128, 1, 1))
    """
)

_CAPTURE = textwrap.dedent(
    """
    import importlib.util, sys
    from pathlib import Path
    import cutlass
    import cutlass.cute as cute
    from cutlass.base_dsl.compiler import Compiler
    from cutlass.cute.runtime import make_fake_compact_tensor

    out = Path(sys.argv[1])
    original = Compiler.compile
    seen = []

    def capture(self, module, pipeline, *args, **kwargs):
        n = len(seen)
        seen.append(pipeline)
        (out / f"{n}-input.mlir").write_text(module.operation.get_asm(enable_debug_info=True))
        result = original(self, module, pipeline, *args, **kwargs)
        (out / f"{n}-final.mlir").write_text(module.operation.get_asm(enable_debug_info=True))
        return result

    Compiler.compile = capture
    for n, source in enumerate(sys.argv[2:]):
        spec = importlib.util.spec_from_file_location(f"copy{n}", source)
        copy = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(copy)
        args = [make_fake_compact_tensor(cutlass.Float32, (1024,)) for _ in range(2)]
        cute.compile(copy.launch, *args)
    """
)


@pytest.fixture(scope="module")
def two_captures(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same kernel compiled from two copies of its source: other paths, other line numbers."""
    out = tmp_path_factory.mktemp("captures")
    first, second = out / "a" / "kernel.py", out / "b" / "moved_kernel.py"
    for source, padding in ((first, ""), (second, "\n\n# moved down\n")):
        source.parent.mkdir()
        source.write_text(padding + _KERNEL_MODULE)
    script = out / "capture.py"
    script.write_text(_CAPTURE)
    env = dict(os.environ, CUTE_DSL_ARCH="sm_90a", CUTE_DSL_NO_CACHE="1", CUTE_DSL_DISABLE_FILE_CACHING="1",
               CUTE_DSL_KEEP="ptx", CUTE_DSL_DUMP_DIR=str(out))
    done = subprocess.run(
        [sys.executable, str(script), str(out), str(first), str(second)],
        env=env, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out


@pytest.mark.parametrize("stage", ["input", "final"])
def test_two_real_captures_normalize_to_identical_text(two_captures: Path, stage: str) -> None:
    first = (two_captures / f"0-{stage}.mlir").read_text()
    second = (two_captures / f"1-{stage}.mlir").read_text()
    assert first != second  # source paths and line numbers differ
    assert "moved_kernel.py" in second and "loc(" in first
    normalized = normalize("mlir", first)
    assert normalized == normalize("mlir", second)
    assert "loc(" not in normalized and "#loc" not in normalized
    if stage == "final":
        assert "blob sha256:" in normalized  # the embedded cubin


def test_real_ptx_normalizes_without_banner(two_captures: Path) -> None:
    ptx = sorted(two_captures.glob("*.ptx"))
    assert ptx, "CUTE_DSL_KEEP=ptx wrote no PTX"
    texts = [normalize("ptx", p.read_text()) for p in ptx]
    assert all("Build ID" not in t and ".entry kernel_" in t for t in texts)


def test_mask_kernel_hashes_in_strings_only_inside_literals() -> None:
    from cute_ir.normalize.rules import MASKED_HASH, mask_kernel_hashes_in_strings

    a = (
        'llvm.mlir.global internal constant @printfFormat_0("Error: kernel \'@kernels::@kernel_cutlass_add_h1a2b3c4d_0\''
        ' launch\\0A\\00")\n'
        "gpu.func @kernel_cutlass_add_h1a2b3c4d_0() kernel\n"
    )
    masked = mask_kernel_hashes_in_strings(a)
    assert f"@kernel_cutlass_add_h{MASKED_HASH}_0' launch" in masked
    assert "gpu.func @kernel_cutlass_add_h1a2b3c4d_0()" in masked, "the symbol itself keeps its hash"
    b = a.replace("1a2b3c4d", "9f8e7d6c")
    assert mask_kernel_hashes_in_strings(b).splitlines()[0] == masked.splitlines()[0]
    assert mask_kernel_hashes_in_strings('"kernel_x_hzzzzzzzz_0" "no kernel here"') == (
        '"kernel_x_hzzzzzzzz_0" "no kernel here"'
    ), "not a hash: left alone"


def test_comparison_rules_run_only_when_comparing_and_are_not_golden_rules() -> None:
    from cute_ir.normalize.rules import COMPARISON_RULES, MASKED_HASH

    long_name = "kernel_cutlass_add_" + "tensorptrf32gmemalign16o" * 5 + "_0"
    text = f'module {{\n  llvm.mlir.global @s("{long_name} failed")\n  llvm.func @{long_name}()\n}}\n'
    assert MASKED_HASH not in normalize("mlir", text)
    assert MASKED_HASH in normalize("mlir", text, comparing=True)
    golden_rule_names = {rule.name for rules in RULES.values() for rule in rules}
    assert not golden_rule_names & {rule.name for rules in COMPARISON_RULES.values() for rule in rules}
