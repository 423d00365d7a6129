"""The surfaces of issue 35 (items T, S, Q), driven with generated hostile input: links at every level of a
golden store, stored files whose recorded size lies within the caps, and terminal escape sequences in a
trace's manifest strings. Same contract as test_fuzz_readers.py (`hold_to_contract`), and per surface:

- links: a link is never listed as a golden nor an orphan; removing orphans from a store holding one is
  exit 3 and changes nothing, in the store or outside it;
- lying sizes: a `.gz` file is never inflated past `MAX_INFLATION` times its size on disk (memory bounded
  by the contract's 512 MiB), a plain file never read when its size is not the recorded one;
- escapes: nothing cute-ir prints from the doctored trace holds a character a terminal would act on.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import zlib
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from fuzzkit import examples, fresh_copy, hold_to_contract
from hypothesis import given, settings
from hypothesis import strategies as st
from test_fuzz_readers import read_trace_fully

from cute_ir.errors import CuteIRError
from cute_ir.fsutil import MAX_INFLATION, sha256_bytes
from cute_ir.trace import MANIFEST

LEVELS = ("store root", "release folder", "arch folder", "kernel folder", "file")


def _snapshot(root: Path) -> dict[str, tuple[int, str]]:
    """Every entry under `root` (links not followed): its kind and, for a file, its content's hash."""
    found = {}
    for folder, directories, files in os.walk(root):
        for name in directories + files:
            path = Path(folder) / name
            kind = "link" if path.is_symlink() else "dir" if path.is_dir() else "file"
            found[str(path.relative_to(root))] = (kind, sha256_bytes(path.read_bytes()) if kind == "file" else
                                                  os.readlink(path) if kind == "link" else "")
    return found


@settings(max_examples=examples(30))
@given(level=st.sampled_from(LEVELS), absolute=st.booleans(),
       target=st.sampled_from(["outside", "parent", "store", "dangling"]), name=st.sampled_from(["sm_80", "zz", "a"]))
def test_golden_store_links(place: Path, pristine: Path, obtained: Any, level: str, absolute: bool, target: str,
                            name: str) -> None:
    from cute_ir.golden.check import check_record, remove_orphaned_goldens, survey
    from cute_ir.golden.store import GoldenStore

    store = fresh_copy(pristine, "golden", place)
    outside = place / "work" / "outside"
    (outside / "docs" / "guide").mkdir(parents=True)
    (outside / "docs" / "guide" / "intro.md").write_text("the user's\n")
    kernel = next(store.rglob(MANIFEST)).parent
    points_at = {"outside": outside, "parent": place / "work", "store": store, "dangling": place / "nowhere"}[target]
    link = {"store root": place / "work" / "golden-link", "release folder": store / "9.9.9-cu12",
            "arch folder": kernel.parent.parent / name, "kernel folder": kernel.parent / name,
            "file": kernel / name}[level]
    link.symlink_to(points_at if absolute else Path(os.path.relpath(points_at, link.parent)))
    root = link if level == "store root" else store
    before = _snapshot(place / "work")
    with hold_to_contract(place / "work"):
        golden = GoldenStore(root)
        report = survey(golden, [obtained.key])
        assert report.links, "a link in the store is listed"
        assert not {key.kernel for key in report.orphaned} & {"docs", "guide", "golden", "outside", name}
        check_record(golden, obtained)
        try:
            remove_orphaned_goldens(golden, [obtained.key])
        except CuteIRError as err:
            assert "nothing was removed" in err.message
        else:
            raise AssertionError("orphans were removed from a store holding a link")
    after = {k: v for k, v in _snapshot(place / "work").items() if ".obtained" not in k}
    assert after == {k: v for k, v in before.items() if ".obtained" not in k}


def _bomb(text: bytes, count: int) -> bytes:
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return b"".join(compressor.compress(text) for _ in range(count)) + compressor.flush()


@settings(max_examples=examples(20))
@given(data=st.data())
def test_lying_sizes_within_the_caps(place: Path, pristine: Path, data: st.DataObject) -> None:
    """A trace's pass file replaced by a gzip bomb (up to 64 MiB inflated) or a plain file of another size,
    the manifest recording any size up to the 1 GiB cap, its hash resealed to the true content or not."""
    trace = fresh_copy(pristine, "a", place)
    document = json.loads((trace / MANIFEST).read_text())
    records = [p for p in document["passes"] if p.get("ir_file")]
    record = data.draw(st.sampled_from(records))
    unit = data.draw(st.sampled_from([b"\0" * 4096, b"A" * 4096, b"  %0 = arith.constant 0 : i32\n" * 128]))
    count = data.draw(st.integers(1, (64 << 20) // len(unit)))
    packed = record["ir_file"].endswith(".gz")
    (trace / record["ir_file"]).write_bytes(_bomb(unit, count) if packed else unit * min(count, 256))
    true_size = len(unit) * (count if packed else min(count, 256))
    record["size"] = data.draw(st.one_of(st.just(true_size), st.integers(0, (1 << 30) - 1)))
    if data.draw(st.booleans()):  # a careful doctor reseals the hash to the true content
        hasher = hashlib.sha256()
        for _ in range(count if packed else min(count, 256)):
            hasher.update(unit)
        record["sha256"] = hasher.hexdigest()
    (trace / MANIFEST).write_text(json.dumps(document))
    with hold_to_contract(trace) as caught:
        read_trace_fully(trace)
    if packed and true_size > max((trace / record["ir_file"]).stat().st_size * MAX_INFLATION, 1 << 20):
        assert caught, "a gzip file past MAX_INFLATION times its size was read"


ESCAPES = ["\x1b]0;pwned\x07", "\x1b[2J\x1b[H", "\x1b]52;c;c2VjcmV0\x07", "\x9b31m", "\x1b]8;;http://x\x1b\\link",
           "\u202egnp.exe", "\r\x1b[K", "\x08\x08\x08", "\x1bP+q\x1b\\"]
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@settings(max_examples=examples(12))
@given(data=st.data())
def test_escape_sequences_in_manifest_strings(place: Path, pristine: Path, warm_diff: None,
                                              data: st.DataObject) -> None:
    """Escape sequences put into a manifest's strings (pass and kernel names, notes, the pipeline) never
    reach what cute-ir prints: `view --tui`, `diff`, `check`, `dump`'s summary."""
    from cute_ir.cli import main

    trace = fresh_copy(pristine, "a", place)
    document = json.loads((trace / MANIFEST).read_text())
    sequence = data.draw(st.sampled_from(ESCAPES))
    where = data.draw(st.sampled_from(["arg", "stage", "name", "notes", "pipeline"]))
    if where in ("arg", "stage"):
        document["passes"][data.draw(st.integers(0, len(document["passes"]) - 1))][where] += sequence
    elif where == "name":
        document["kernel"]["name"] += sequence
    elif where == "notes":
        document["notes"] = [f"see {sequence}"]
    else:
        document["pipeline"] += sequence
    (trace / MANIFEST).write_text(json.dumps(document))
    command = data.draw(st.sampled_from([["view", "{t}", "--tui", "--pass", "1"], ["diff", "{t}", "{b}"],
                                         ["check", "{t}", "--stage", "ptx", "--pattern", "CHECK: nothing-here"]]))
    args = [a.format(t=trace, b=pristine / "b") for a in command]
    result = CliRunner().invoke(main, ["--provider", "cute_ir", *args], terminal_width=160)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code in (0, 1, 3), result.output
    assert not _RAW.search(result.output), repr(result.output[-2000:])
