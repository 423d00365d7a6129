"""How the capture prints a module: as the bindings' own str print, only cheaper."""

from __future__ import annotations

from mlir_snippets import FOLDABLE

from cute_ir.capture.replay.printing import module_bytecode, module_fingerprint, module_text

_MODULE = """module attributes {test.note = "caf\\C3\\A9 \\22quoted\\22"} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc("kernel.py":3:4)
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

    from cute_ir.capture.replay import printing

    written, printed = [], []
    monkeypatch.setattr(printing, "module_fingerprint", lambda m: written.append(1) or module_fingerprint(m))
    monkeypatch.setattr(printing, "module_text", lambda m: printed.append(1) or module_text(m))
    module, printer = _parsed(FOLDABLE), printing.PrintOnChange()
    first = printer.text(module)
    assert printer.text(module) == first and printer.fingerprint(module) == module_fingerprint(module)
    assert (len(written), len(printed)) == (1, 1)  # nothing ran on it since: not written, not printed again

    passmanager.PassManager.parse("builtin.module(canonicalize)", context=module.context).run(module.operation)
    printer.ran()
    changed = printer.text(module)
    assert changed != first and "arith.addi" not in changed and (len(written), len(printed)) == (2, 2)

    passmanager.PassManager.parse("builtin.module(canonicalize)", context=module.context).run(module.operation)
    printer.ran()
    assert printer.text(module) == changed and (len(written), len(printed)) == (3, 2)  # same fingerprint: kept


# The greedy driver's probe changes nothing here that prints, but reorders the uses of %c1 and %a.
_USES = """module {
  func.func @f(%a: i32, %b: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.subi %1, %a : i32
    %3 = arith.xori %2, %0 : i32
    %4 = arith.addi %3, %c1 : i32
    %5 = arith.addi %4, %c1 : i32
    return %5 : i32
  }
}"""


def test_the_fingerprint_leaves_out_the_order_of_uses_and_nothing_that_prints() -> None:
    from cute_ir.capture.replay.idleness import run_probe

    module = _parsed(_USES)
    probed = run_probe(module, module.context)
    assert module_text(probed) == module_text(module)
    assert module_bytecode(probed) != module_bytecode(module)  # the default bytecode keeps use-list orders
    assert module_fingerprint(probed) == module_fingerprint(module)
    changed = _parsed(_USES.replace("arith.xori", "arith.ori"))
    assert module_fingerprint(changed) != module_fingerprint(module)


def test_a_probe_copy_with_the_modules_fingerprint_is_not_printed(monkeypatch) -> None:
    from cute_ir.capture.replay import idleness

    module = _parsed(_USES)
    printed = []
    monkeypatch.setattr(idleness, "_last_probe", {})  # no answer remembered from another test
    monkeypatch.setattr(idleness, "module_text", lambda m: printed.append(1) or module_text(m))
    assert not idleness.probe_changes(module, module.context)
    assert printed == []
