"""`cute-ir diff`'s report and --json on a real pair of traces, pinned byte for byte.

Work on the diff's speed (issue 13: the two largest traces within 1 s) must not change what it says.
The pair (tests/data/diff_pair.tar.xz): two kernels of one source file, elementwise add and
relu(a)+b (f32, sm_90a), dumped with DSL 4.8.1; their inputs differ, so the report has input
diffs, per-pass effects with likely causes, and PTX and SASS diffs. The expected texts beside them
in the archive (expected/) were written by the diff as it was before that work (main at abec96d),
trace roots written as {ROOT}; since, the JSON says for each function whether its inputs are alike
enough to compare the passes' effects (`inputs_comparable`, true for all four here). Issue 25 changed
the explanation on purpose, and only it: a kernel's input difference that lasts to its last IR is no
longer called "agree at the end" (the binary pass swallows both kernels), no suspect is named where the
input's own difference persists and no pass added to it, a suspect is labelled unverified, and equal
per-pass counts say how many of their lines differ. The expected files were written again then.
Issue 35 added the JSON's `experiments_set_aside` (stored blame results not shown as verdicts: stale or
not sealed by this user's cute-ir), empty here; report.json was written again with it, nothing else changed.
"""

from __future__ import annotations

import json
import tarfile
from pathlib import Path

import pytest

import cute_ir.normalize.files as normalize_files
from cute_ir.diff import diff_traces, forked
from cute_ir.diff.report import render_text
from cute_ir.trace import load_trace

PAIR = Path(__file__).parent / "data" / "diff_pair.tar.xz"


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("pair")
    with tarfile.open(PAIR) as archive:
        members = [m for m in archive.getmembers() if m.isdir() or m.isfile()]  # our own data: no links
        archive.extractall(root, members=members)
    return root


def _rendered(root: Path, form: str) -> str:
    result = diff_traces(load_trace(root / "a"), load_trace(root / "b"), allow_other_kernel=True)
    if form == "json":
        text = json.dumps(result.to_json(), indent=1)
    else:
        text = render_text(result, all_diffs=form == "all")
    return text.replace(str(root), "{ROOT}")


@pytest.mark.parametrize("form,expected", [("text", "report.txt"), ("all", "report-all.txt"),
                                           ("json", "report.json")])
@pytest.mark.parametrize("processes", ["one", "helpers"])
def test_the_report_of_a_real_pair_is_what_it_was(pair, monkeypatch, form, expected, processes):
    """One process alone, and with the normalizing worker and the forked child it uses on two cores."""
    if processes == "one":
        monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0})
        monkeypatch.setattr(normalize_files, "usable_cores", lambda: 1)
    else:
        monkeypatch.setattr(forked.os, "sched_getaffinity", lambda pid: {0, 1})
        monkeypatch.setattr(normalize_files, "usable_cores", lambda: 2)
        monkeypatch.setattr(normalize_files, "WORTH_A_WORKER", 0)
    assert _rendered(pair, form) == (pair / "expected" / expected).read_text()
