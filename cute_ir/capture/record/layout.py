"""Where a compile's files lie in its directory while it is captured: the one place for their names.

The names a finished trace shares with its readers (manifest, input IR, facts folder) are
`cute_ir.trace`'s; these are the capture's own: the journals and the worker's lock, gone once the
trace is assembled, the real pipeline's dump tree, and the files the capture writes into `passes/`
and `artifacts/`.
"""

from __future__ import annotations

from cute_ir.trace import FACTS_DIR

PASSES_DIR = "passes"
ARTIFACTS_DIR = "artifacts"

JOURNAL = "journal.jsonl"  # what each file is, one event a line (`journal.Event`)
REPLAY_JOURNAL = "journal-replay.jsonl"  # the forked replay worker's own journal
REPLAY_LOCK = "replay.lock"  # held by the compile's replay worker while it lives
TRANSIENT = (JOURNAL, REPLAY_JOURNAL, REPLAY_LOCK)  # removed once the trace is assembled
IR_TREE = "ir-tree"  # MLIR's per-pass dump files while the real pipeline runs (instrument strategy)

INPUT_BYTECODE = f"{ARTIFACTS_DIR}/input.mlirbc"
INPUT_FACTS = f"{FACTS_DIR}/000-input.json"
PTX_FILE = f"{ARTIFACTS_DIR}/kernel.ptx"
CUBIN_FILE = f"{ARTIFACTS_DIR}/kernel.cubin"
SASS_FILE = f"{ARTIFACTS_DIR}/kernel.sass"
LLVM_ONLY = "llvm-only"  # the artifact kind of the real pipeline's llvm-only stop
LLVM_ONLY_NAME = "llvm-only.mlir"
PTXAS_REPORT = "ptxas-report"  # the artifact kind of the DSL's own `ptxas -v` report (`replay.ptxas_report`)
PTXAS_REPORT_NAME = "ptxas-report.txt"


def artifact_file(name: str) -> str:
    """The relative path of the artifact file `name`."""
    return f"{ARTIFACTS_DIR}/{name}"


def pass_ir_file(index: int, arg: str) -> str:
    """The relative path of the IR after pass `index`."""
    return f"{PASSES_DIR}/{index:03d}-{arg}.mlir"


def pass_facts_file(index: int, arg: str) -> str:
    """The relative path of the facts of the IR after pass `index`."""
    return f"{FACTS_DIR}/{index:03d}-{arg}.json"
