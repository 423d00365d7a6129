"""Read MLIR's `--mlir-print-ir-after-all` output, as written into a tree of files by the DSL.

With `tree_printing_dir_path`, MLIR writes one file per pass: `<N>_<arg>.mlir` for a pass on the root
module and `<op dir>/<N>_<M>_<arg>.mlir` for a pass nested on e.g. a gpu.module, N being the position of
the root-level pass (or nesting adaptor) and M a running count inside. Each file starts with a header
line; older MLIR prints `IR Dump After Class (arg)`, newer MLIR adds the pass options: `(arg{...})`.
The instrument strategy has MLIR write this tree into the compile's directory (`layout.IR_TREE`), and
`record_dumps` records it, after the compile or, where its process died in it, at assembly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from cute_ir.capture.extract.mlir import IRParser
from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.record.journal import CompileRecorder, Event
from cute_ir.trace import Fidelity

_HEADER = re.compile(
    r"^// -----// IR Dump After (?P<class_name>\S+)(?P<failed> Failed)? \((?P<arg>[\w.\-]+)(?P<options>\{.*\})?\)"
    r"(?: \('(?P<op>[\w.]+)' operation(?:: @(?P<symbol>[^)]+))?\))? //----- //$"
)
_FILE_KEY = re.compile(r"^(?P<n>\d+)(?:_(?P<m>\d+))?_")


@dataclass(frozen=True)
class DumpHeader:
    class_name: str
    arg: str
    options: str
    op: str  # the op the pass ran on ("builtin.module", "gpu.module"); "" when not printed
    failed: bool = False  # printed after the pass failed (print-ir-after-failure), not after it ran


@dataclass(frozen=True)
class PassDump:
    header: DumpHeader
    text: str  # the IR, header line removed


def parse_header(line: str) -> DumpHeader | None:
    match = _HEADER.match(line.strip())
    if not match:
        return None
    return DumpHeader(match["class_name"], match["arg"], match["options"] or "", match["op"] or "",
                      bool(match["failed"]))


def read_dump_tree(root: Path) -> list[PassDump]:
    """The dumps of the passes that completed under `root`, in the order they ran.

    A pass that failed is printed with `Failed` in its header; it did not complete and is left out.
    """
    files = []
    for path in Path(root).rglob("*.mlir"):
        key = _FILE_KEY.match(path.name)
        if key:
            files.append(((int(key["n"]), int(key["m"] or -1)), path))
    dumps = []
    for _, path in sorted(files):
        text = path.read_text(errors="replace")
        first, _, body = text.partition("\n")
        header = parse_header(first)
        if header is None:
            raise ValueError(f"{path} does not start with an IR dump header: {first[:120]!r}")
        if not header.failed:
            dumps.append(PassDump(header, body.lstrip("\n")))
    return dumps


def record_dumps(recorder: CompileRecorder, specs: list[PipelinePass], tree: Path) -> dict[int, str]:
    """Record the real pipeline's own dumps, matched one-to-one with the expanded passes.

    Each changed dump is parsed here for its op counts, while nvdisasm has the other core.
    """
    parser = IRParser()
    dumps = read_dump_tree(tree)
    if len(dumps) != len(specs):
        recorder.event(Event.NOTE, message=f"{len(dumps)} IR dumps for {len(specs)} passes")
    texts = {}
    for index, (spec, dump) in enumerate(zip(specs, dumps), start=1):
        note = "" if dump.header.arg == spec.arg else f"dump header names {dump.header.arg}"
        recorder.event(Event.CLASS_NAME, index=index, class_name=dump.header.class_name)
        recorder.record_pass(index, spec, Fidelity.EXACT, dump.text, note,
                             facts=lambda text=dump.text: parser.facts(text))
        texts[index] = dump.text
    return texts
