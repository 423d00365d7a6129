"""`cute-ir diff` of two session directories (`cute-ir trace -o DIR` writes DIR/NNN/)."""

from __future__ import annotations

import json

from click.testing import CliRunner
from test_diff import PIPELINE, chain, make_trace, module

from cute_ir.cli import main
from cute_ir.diff.sessions import is_session, load_session, pair_sessions
from cute_ir.errors import ExitCode


def session(root, kernels):
    """A session directory: one trace per (name, IR after the passes), NNN/ in the given order."""
    for n, (name, ir) in enumerate(kernels):
        make_trace(root / f"{n:03d}", module(chain(4)), [ir] * len(PIPELINE), name=name, source=f"k/{name}.py")
    return root


def test_kernels_pair_by_name_not_by_compile_order(tmp_path):
    same, other = module(chain(4)), module(chain(4, extra_at=2))
    a = session(tmp_path / "a", [("add", same), ("mul", same), ("gone", same)])
    b = session(tmp_path / "b", [("new", same), ("mul", other), ("add", same)])
    assert is_session(a) and not is_session(a / "000")
    pairing = pair_sessions(load_session(a), load_session(b))
    assert [(x.kernel.name, y.kernel.name, y.root.name) for x, y in pairing.pairs] == [
        ("add", "add", "002"),
        ("mul", "mul", "001"),
    ]
    assert [t.kernel.name for t in pairing.only_in_a] == ["gone"]
    assert [t.kernel.name for t in pairing.only_in_b] == ["new"]

    result = CliRunner().invoke(main, ["diff", str(a), str(b)])
    assert result.exit_code == ExitCode.DIFFERENT, result.output
    assert "only in A: gone" in result.output and "only in B: new" in result.output
    assert "identical add (000 / 002)" in " ".join(result.output.split())
    assert "===== mul =====" in result.output and "===== add =====" not in result.output

    data = json.loads(CliRunner().invoke(main, ["diff", "--json", str(a), str(b)]).output)
    assert [p["kernel"] for p in data["pairs"]] == ["add", "mul"]
    assert [p["diff"]["differs"] for p in data["pairs"]] == [False, True]
    assert data["only_in_a"][0]["kernel"] == "gone" and data["differs"]


def test_identical_sessions_exit_0(tmp_path):
    same = module(chain(4))
    a = session(tmp_path / "a", [("add", same), ("add", same)])
    b = session(tmp_path / "b", [("add", same), ("add", same)])
    result = CliRunner().invoke(main, ["diff", str(a), str(b)])
    assert result.exit_code == ExitCode.OK, result.output
    assert "2 paired by name" in result.output


def test_a_session_against_a_trace_is_refused(tmp_path):
    same = module(chain(4))
    a = session(tmp_path / "a", [("add", same)])
    result = CliRunner().invoke(main, ["diff", str(a), str(a / "000")])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert "is a session directory" in result.output and "Traceback" not in result.output


def test_a_linked_trace_is_not_part_of_a_session(tmp_path):
    same = module(chain(4))
    a = session(tmp_path / "a", [("add", same)])
    outside = session(tmp_path / "outside", [("secret", same)])
    (a / "001").symlink_to(outside / "000")
    assert [t.kernel.name for t in load_session(a)] == ["add"]


def test_view_of_two_sessions_writes_a_page_per_pair_and_an_index(tmp_path):
    same, other = module(chain(4)), module(chain(4, extra_at=2))
    a = session(tmp_path / "a", [("add", same), ("gone", same)])
    b = session(tmp_path / "b", [("add", other)])
    out = tmp_path / "pages"
    result = CliRunner().invoke(main, ["view", str(a), str(b), "-o", str(out)])
    assert result.exit_code == ExitCode.OK, result.output
    index = (out / "index.html").read_text()
    assert "001-add.html" in index and "only in A: gone" in index
    assert "verdict, per kernel" in (out / "001-add.html").read_text()
    result = CliRunner().invoke(main, ["view", str(a), str(a / "000")])
    assert result.exit_code == ExitCode.BAD_INPUT and "session directory" in result.output


def test_one_name_compiled_with_other_settings_pairs_by_kernel_symbol(tmp_path):
    # one class compiled twice with other settings: the same name, other kernel symbols (the counter
    # suffix aside), compiled in another order in B
    same = module(chain(4))
    a = session(tmp_path / "a", [("TopK.__call__", same), ("TopK.__call__", same)])
    b = session(tmp_path / "b", [("TopK.__call__", same), ("TopK.__call__", same)])
    for trace_dir, kernel in ((a / "000", "kernel_topk_k8_0"), (a / "001", "kernel_topk_k2_1"),
                              (b / "000", "kernel_topk_k2_7"), (b / "001", "kernel_topk_k8_3")):
        manifest = trace_dir / "manifest.json"
        data = json.loads(manifest.read_text())
        data["kernel"]["kernels"] = [kernel]
        manifest.write_text(json.dumps(data))
    pairing = pair_sessions(load_session(a), load_session(b))
    assert [(x.root.name, y.root.name) for x, y in pairing.pairs] == [("000", "001"), ("001", "000")]


def test_view_of_one_session_says_what_to_view(tmp_path):
    """Issue 35 R: `view SESSION` said a session "is viewed against another session directory". A session of
    one compile shows its trace; of several, the message names its traces and both ways on."""
    same = module(chain(4))
    one = session(tmp_path / "one", [("add", same)])
    result = CliRunner().invoke(main, ["view", str(one), "-o", str(tmp_path / "page.html")])
    assert result.exit_code == ExitCode.OK, result.output
    assert (tmp_path / "page.html").is_file()
    two = session(tmp_path / "two", [("add", same), ("mul", same)])
    result = CliRunner().invoke(main, ["view", str(two)])
    assert result.exit_code == ExitCode.BAD_INPUT
    assert f"{two} is a session directory holding 2 traces" in result.output
    assert f"cute-ir view {two / '000'}" in result.output and "viewed against" not in result.output
