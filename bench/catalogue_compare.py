"""Check two catalogue runs against each other: the facts of the first N operators of run A (in its
sample order) must equal run B's (e.g. a `--ray` run and a local run of `--sample N`: a sample of N is
the first N of any larger sample of the same catalogue). Compared per operator and release: compiled
or not, the resource facts; per release step: differs, resource deltas, SASS class deltas, PTX/SASS
differ, input IR differs. Not compared: times, the suspect pass text, trace paths.

    python3 bench/catalogue_compare.py RUN_A RUN_B --first 100      # exit 0: equal, 1: differences listed
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cute_ir.sweep.catalogue import JOURNAL, PLAN, read_journal

_STEP_KEYS = ("differs", "resource_deltas", "class_deltas", "ptx_differs", "sass_differs", "input_differs", "against")


def essentials(facts: dict) -> dict:
    return {
        "releases": {spec: {"ok": r.get("ok"), "resources": r.get("resources")}
                     for spec, r in facts.get("releases", {}).items()},
        "changes": {spec: {key: c.get(key) for key in _STEP_KEYS} for spec, c in facts.get("changes", {}).items()},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_a", type=Path)
    parser.add_argument("run_b", type=Path)
    parser.add_argument("--first", type=int, default=100)
    args = parser.parse_args()
    operators = json.loads((args.run_a / PLAN).read_text())["operators"][:args.first]
    a = read_journal(args.run_a / JOURNAL, set(operators))
    b = read_journal(args.run_b / JOURNAL, set(operators))
    missing = [name for name in operators if name not in a or name not in b]
    differing = [name for name in operators if name in a and name in b and essentials(a[name]) != essentials(b[name])]
    for name in differing:
        print(f"differs: {name}\n  A: {json.dumps(essentials(a[name]))}\n  B: {json.dumps(essentials(b[name]))}")
    for name in missing:
        print(f"missing: {name} ({'A' if name not in a else ''}{'B' if name not in b else ''})")
    print(f"{len(operators) - len(differing) - len(missing)} of {len(operators)} operators equal, "
          f"{len(differing)} differ, {len(missing)} missing")
    return 1 if differing or missing else 0


if __name__ == "__main__":
    sys.exit(main())
