"""How the capture prints a module: as the bindings' own str print, only cheaper."""

from __future__ import annotations

from cute_ir.capture.printing import module_bytecode, module_text

_MODULE = """module attributes {test.note = "caf\\C3\\A9 \\22quoted\\22"} {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32 loc("kernel.py":3:4)
    return %0 : i32
  }
}"""


def _parsed():
    from cutlass._mlir import ir

    return ir.Module.parse(_MODULE, context=ir.Context())


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
