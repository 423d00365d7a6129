"""A script whose compiler dies with SIGSEGV inside one pass, as DSL releases sometimes do.

It reads address 0 (a real segmentation fault) when a pipeline containing CRASH_PASS (argv[1]) runs
(pass_hooks.in_pass), which is what a crash in that pass looks like from outside. Run one pass at a
time (the replay) it dies in exactly that pass; run whole it dies before the first.
"""

import ctypes
import sys

from pass_hooks import in_pass
from user_script import compile_copy  # the user script's copy kernel: the compile is not the point here

CRASH_PASS = sys.argv[1] if len(sys.argv) > 1 else "convert-cute-to-core"
in_pass(CRASH_PASS, lambda: ctypes.string_at(0))  # reads address 0: a real segmentation fault


if __name__ == "__main__":
    compile_copy()
