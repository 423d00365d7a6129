"""Small MLIR modules that more than one test module parses.

A module of its own, not conftest (see small_kernel.py for why).
"""

# The greedy driver folds the addition of zero away.
FOLDABLE = """module {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
}"""
