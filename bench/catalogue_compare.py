"""Check two catalogue runs against each other (cute_ir.sweep.compare_runs): the facts of the first N
operators of run A (in its sample order) must equal run B's, e.g. a `--ray` run and a local run of
`--sample N` (a sample of N is the first N of any larger sample of the same catalogue). Where and when
an operator ran (times, trace paths, error texts naming a node's folders) is not compared.

    python3 bench/catalogue_compare.py RUN_A RUN_B --first 100      # exit 0: equal, 1: differences listed
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cute_ir.errors import CuteIRError
from cute_ir.sweep.compare_runs import compare_runs
from cute_ir.textutil import shown


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run_a", type=Path)
    parser.add_argument("run_b", type=Path)
    parser.add_argument("--first", type=int, help="compare run A's first N operators (default: all of them)")
    parser.add_argument("--json", action="store_true", help="print the comparison as JSON")
    args = parser.parse_args()
    try:
        comparison = compare_runs(args.run_a, args.run_b, args.first)
    except CuteIRError as err:
        print(shown(f"error: {err.message}"), file=sys.stderr)
        return int(err.exit_code)
    print(shown(json.dumps(comparison.to_json(), indent=1) if args.json else "\n".join(comparison.lines())))
    return 0 if comparison.equal else 1


if __name__ == "__main__":
    sys.exit(main())
