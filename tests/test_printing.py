"""How the capture prints a module: as the bindings' own str print, only cheaper."""

from __future__ import annotations

from cute_ir.capture.printing import module_bytecode, module_text

_MODULE = """module attributes {test.note = "caf\\C3\\A9 \\22quoted\\22"} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc("kernel.py":3:4)
    return %0 : i32
  }
}"""


_FOLDABLE = """module {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
}"""


def _parsed(text: str = _MODULE):
    from cutlass._mlir import ir

    return ir.Module.parse(text, context=ir.Context())


def test_the_text_is_the_bindings_str_print() -> None:
    module = _parsed()
    operation = module.operation
    assert module_text(module) == operation.get_asm(enable_debug_info=True, assume_verified=True)
    assert module_text(module, debug_info=False) == operation.get_asm(assume_verified=True)
    assert '"kernel.py":3:4' in module_text(module) and "kernel.py" not in module_text(module, debug_info=False)


def test_the_bytecode_reads_back_as_the_same_module() -> None:
    from cutlass._mlir import ir

    module = _parsed()
    again = ir.Module.parse(module_bytecode(module), context=module.context)
    assert module_text(again) == module_text(module)


def test_a_module_is_printed_again_only_when_a_pass_changed_it(monkeypatch) -> None:
    from cutlass._mlir import passmanager

    from cute_ir.capture import printing

    written, printed = [], []
    monkeypatch.setattr(printing, "module_bytecode", lambda m: written.append(1) or module_bytecode(m))
    monkeypatch.setattr(printing, "module_text", lambda m: printed.append(1) or module_text(m))
    module, printer = _parsed(_FOLDABLE), printing.PrintOnChange()
    first = printer.text(module)
    assert printer.text(module) == first and printer.bytecode(module) == module_bytecode(module)
    assert (len(written), len(printed)) == (1, 1)  # nothing ran on it since: not written, not printed again

    passmanager.PassManager.parse("builtin.module(canonicalize)", context=module.context).run(module.operation)
    printer.ran()
    changed = printer.text(module)
    assert changed != first and "arith.addi" not in changed and (len(written), len(printed)) == (2, 2)

    passmanager.PassManager.parse("builtin.module(canonicalize)", context=module.context).run(module.operation)
    printer.ran()
    assert printer.text(module) == changed and (len(written), len(printed)) == (3, 2)  # same bytecode: kept
