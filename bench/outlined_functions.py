"""Compare the top-level functions two traces hold after a pass, by name: identical or not.

    python bench/outlined_functions.py TRACE_A PASS_A TRACE_B PASS_B [--prefix __mlir_math_]

Made for docs/fidelity.md: the functions `convert-math-to-funcs` outlines (4.5.3, printed by the real
pipeline) against the same pass emulated by the upstream-mlir extra on 4.8.1. Both IRs fail the
verifier (the calls sit in the gpu.module, the functions outside), so MLIR prints them generically
and no binding parses them back: the functions are cut from the text, locations stripped and SSA
values renumbered in order of appearance.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_LOCATION = re.compile(r"\s*loc\((?:[^()]|\([^()]*\))*\)")
_FUNCTION = re.compile(r'^  "func\.func"\(\) <\{[^\n]*sym_name = "(?P<name>[^"]+)".*?^  \}\)[^\n]*$', re.S | re.M)
_VALUE = re.compile(r"%[\w#]+")


def functions(text: str, prefix: str) -> dict[str, str]:
    found = {}
    for match in _FUNCTION.finditer(_LOCATION.sub("", text)):
        if match["name"].startswith(prefix):
            names: dict[str, str] = {}
            found[match["name"]] = _VALUE.sub(lambda v: names.setdefault(v[0], f"%v{len(names)}"), match[0])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for side in ("a", "b"):
        parser.add_argument(f"trace_{side}", type=Path)
        parser.add_argument(f"pass_{side}", help="the pass argument, e.g. convert-math-to-funcs")
    parser.add_argument("--prefix", default="__mlir_math_", help="only functions whose name starts with this")
    options = parser.parse_args()

    from cute_ir.trace import load_trace

    found = []
    for trace_dir, arg in ((options.trace_a, options.pass_a), (options.trace_b, options.pass_b)):
        trace = load_trace(trace_dir)
        record = next((p for p in trace.passes if p.arg == arg and p.ir_file), None)
        if record is None:
            print(f"{trace_dir}: no IR after a pass {arg}")
            return 3
        print(f"{trace_dir}: DSL {trace.dsl_version}, {record.label} ({record.fidelity.value})")
        found.append(functions(trace.ir_after(record) or "", options.prefix))
    a, b = found
    same = True
    for name in sorted(set(a) | set(b)):
        if a.get(name) == b.get(name):
            print(f"  {name}: identical ({len(a[name])} characters)")
            continue
        same = False
        print(f"  {name}: {'only in ' + ('A' if name in a else 'B') if name not in a or name not in b else 'differs'}")
        if name in a and name in b:
            print("\n".join(difflib.unified_diff(a[name].splitlines(), b[name].splitlines(), lineterm="", n=1)))
    return 0 if same and a else 1


if __name__ == "__main__":
    sys.exit(main())
