"""The registered kernel the tests capture when any small real kernel will do.

A module of its own, not conftest: tests/ and tests/faults/ each have a conftest, and `from conftest
import ...` gets whichever of the two pytest imported first.
"""

SMALL_KERNEL = "elementwise_add_sm80_f32_v128"
