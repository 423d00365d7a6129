"""Renumbering-insensitive diffs and PTX instruction counts."""

from __future__ import annotations

import pytest

from cute_ir.diff.renaming import MLIR_NAMES, NO_NAMES, PTX_NAMES, blank_mlir_names, diff_size, renamed_unified_diff
from cute_ir.capture.extract.ptx import ptx_counts


def test_renumbered_values_do_not_count_as_changes():
    a = "\n".join(f"%{n} = arith.addi %{n - 1}, %c : i32" for n in range(1, 50))
    b = "\n".join(f"%{n + 7} = arith.addi %{n + 6}, %c : i32" for n in range(1, 50))
    assert renamed_unified_diff(a, b) == []


def test_one_inserted_op_is_a_few_lines():
    a = ["%0 = arith.constant 1 : i32"] + [f"%{n} = arith.addi %{n - 1}, %0 : i32" for n in range(1, 30)]
    b = a[:10] + ["%10 = arith.muli %9, %0 : i32"] + [f"%{n + 1} = arith.addi %{n}, %0 : i32" for n in range(10, 30)]
    lines = renamed_unified_diff("\n".join(a), "\n".join(b))
    assert diff_size(lines) == (2, 1), "\n".join(lines)


def test_names_inside_string_literals_are_left_alone():
    a = '%0 = cute.print("%1 and %d") : i32\n%1 = arith.addi %0, %0 : i32'
    b = '%5 = cute.print("%1 and %d") : i32\n%6 = arith.addi %5, %5 : i32'
    assert renamed_unified_diff(a, b) == []
    changed = renamed_unified_diff(a, b.replace("%d", "%lld"))
    assert diff_size(changed) == (1, 1)


def test_ptx_registers_map_only_within_their_class():
    a = "mov.u32 %r1, %tid.x;\nadd.s64 %rd1, %rd2, %rd3;\nst.global.f32 [%rd1], %f1;"
    b = "mov.u32 %r4, %tid.x;\nadd.s64 %rd7, %rd8, %rd9;\nst.global.f32 [%rd7], %f2;"
    assert renamed_unified_diff(a, b, names=PTX_NAMES) == []
    crossed = "mov.u32 %rd4, %tid.x;\nadd.s64 %rd7, %rd8, %rd9;\nst.global.f32 [%rd7], %f2;"
    assert diff_size(renamed_unified_diff(a, crossed, names=PTX_NAMES)) == (1, 1)


def test_ptx_counts_split_vector_and_scalar_memory_instructions():
    ptx = """
.visible .entry kernel_a_0(
	.param .u64 kernel_a_0_param_0
)
{
	.reg .b32 	%r<3>;
	ld.param.u64 	%rd1, [kernel_a_0_param_0];
	ld.global.v4.f32 	{%f1, %f2, %f3, %f4}, [%rd1];
	@%p1 ld.global.f32 	%f5, [%rd1+16];
	st.global.v2.f32 	[%rd1], {%f1, %f2};
	ret;
}
.visible .entry kernel_b_1()
{
	st.shared.u32 	[%r1], %r2;
	ret;
}
"""
    counts = ptx_counts(ptx)
    assert set(counts) == {"kernel_a_0", "kernel_b_1"}
    a = counts["kernel_a_0"]
    assert a["ptx.instructions"] == 5
    assert a["ptx.ld.global.vector"] == 1 and a["ptx.ld.global.scalar"] == 1
    assert a["ptx.st.global.vector"] == 1
    assert counts["kernel_b_1"]["ptx.st.shared.scalar"] == 1


def test_names_and_shapes_of_the_whole_text_are_those_of_each_line():
    """Found in one pass over the whole text (string literals set aside), the names, shapes and renamed
    lines are what each line gives alone: literals with names, escaped quotes, a quote left open, a name
    glued to a literal, other line breaks, and texts holding the characters the passes use as marks."""
    from cute_ir.diff.renaming import MLIR_NAMES, NO_NAMES, _names_and_shapes, _names_in, _rename, _renamed, _shape

    lines = [
        '%0 = cute.print("%1 and %d") : i32',
        '%1 = "llvm.inline_asm"(%0) <{asm_string = "mov.b32 $0, %r1;\\n", constraints = "=r,r"}> : (i32) -> i32',
        '%2 = arith.addi %1, %0 : i32 // say "%3',  # an open quote: no literal, %3 is a name
        '  "escaped \\" %4 still inside" %5^bb1',
        "^bb1(%6: i32):  // no literal",
        '%7"glued"%8',
        "",
    ]
    texts = ["\n".join(lines), "\r\n".join(lines) + "\n", "\x0c".join(lines), "%a\x00 = %b\n" + lines[0],
             "%a = \x01 %b\n" + lines[1]]
    mapping, a_names = {"%0": "%9", "%r1": "%r2"}, {"%1", "%5"}

    def replace(match):
        name = match.group()
        return mapping.get(name, f"{name}'" if name in a_names else name)

    for names in (MLIR_NAMES, PTX_NAMES, NO_NAMES):
        for text in texts:
            split = text.splitlines()
            line_names, shapes = _names_and_shapes(text, split, names)
            assert line_names == [_names_in(line, names) for line in split]
            assert shapes == [_shape(line, names) for line in split]
            assert _renamed(text, split, names, mapping, a_names) == [_rename(line, names, replace) for line in split]


@pytest.mark.parametrize(
    "text",
    [
        "%0 = arith.addi %arg0, %c1_i32 : i32\n  cf.br ^bb1(%0 : i32)\n^bb1(%x.y$-1: i32):",
        "^%1 %^bb2 %% ^^ 100% ^",  # a sigil before the other, or before no name
        '"%literal ^label" %é ^ä',  # names in strings are blanked too; non-ASCII word characters
        "",
    ],
)
def test_blanking_names_kind_by_kind_is_blanking_them_together(text: str) -> None:
    assert blank_mlir_names(text) == MLIR_NAMES.sub("%", text)


def test_a_diff_of_huge_texts_is_cut_at_its_stated_bound():
    """Issue 35 S: a resealed bomb's 1 GB line went whole to stdout and to a golden's `.obtained.diff`. A
    diff is cut at MAX_DIFF_BYTES in all and MAX_DIFF_LINE per line, each cut said."""
    from cute_ir.golden.compare import unified_diff
    from cute_ir.textutil import MAX_DIFF_BYTES, MAX_DIFF_LINE

    long_line = "A" * (4 * MAX_DIFF_LINE)
    many = "".join(f"%v{n} = arith.constant {n} : i64 // {'x' * 200}\n" for n in range(MAX_DIFF_BYTES // 200))
    for lines in (renamed_unified_diff("", long_line), unified_diff("", long_line, "a", "b"),
                  renamed_unified_diff("", many, names=NO_NAMES), unified_diff("", many, "a", "b")):
        assert sum(len(line.encode()) + 1 for line in lines) <= MAX_DIFF_BYTES + 200
        assert max(map(len, lines)) < MAX_DIFF_LINE + 100
        assert "[line cut: " in lines[-1] or "[diff cut at " in lines[-1]
