"""Hostile traces, stores and reproducers, the third round (issue 24, items A, B, E, F): what a trace or
golden store received from someone else may hold, beyond the doctored paths of test_faults_traces.py.

- A: the viewer embeds only the Python sources stored inside the trace at capture, never a file a
  trace's facts name on the viewing user's disk, never through a link.
- B: a FIFO where a stored file should be is refused at once (exit 3), never waited on.
- E: a stored file is checked against its recorded size before it is read, a gzip file is inflated
  no further than its recorded size: a sparse 2 GB file or a gzip bomb is exit 3, under a memory
  limit too, never a MemoryError.
- F: JSON nested too deeply (a manifest, a reproducer's record) is exit 3, never a RecursionError.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from faultkit import KERNEL, Cli, edit_manifest, read_manifest
from cute_ir.fsutil import sha256_bytes
from cute_ir.passes_view.bodies import BLOCK_TYPE, decode_block

SECRET = "TOP-SECRET-LINE"
MEMORY_LIMIT = 768 << 20  # address space for cute-ir under a limit: `view` of a small trace needs under 300 MiB


@pytest.fixture
def trace(cli: Cli, captured: Path) -> Path:
    copy = cli.cwd / "t"
    shutil.copytree(captured, copy, symlinks=True)
    return copy


def _plain_pass(data: dict) -> dict:
    return next(p for p in data["passes"] if p["ir_file"] and not p["ir_file"].endswith(".gz"))


def _compressed_pass(data: dict) -> dict:
    return next(p for p in data["passes"] if p["ir_file"] and p["ir_file"].endswith(".gz"))


def _page_text(page: Path) -> str:
    """Everything the page carries, its compressed payloads decoded."""
    html = page.read_text()
    blocks = re.findall(rf'<script type="{re.escape(BLOCK_TYPE)}" id="payload-\d+">(.*?)</script>', html, re.S)
    return html + "".join(json.dumps(decode_block(block)) for block in blocks)


def _name_in_input_facts(trace: Path, source: str) -> None:
    """Doctor the input's facts so that its source lines point at `source`, its hash and size resealed."""
    data = read_manifest(trace)
    relative = data["input_facts_file"]
    facts = json.loads((trace / relative).read_text())
    facts["source_files"] = [source]
    facts["source_lines"] = [[0, 0, 1, 0], *facts["source_lines"]]
    content = json.dumps(facts).encode()
    (trace / relative).write_bytes(content)
    edit_manifest(trace, lambda d: (d["facts_sha256"].update({relative: sha256_bytes(content)}),
                            d["facts_size"].update({relative: len(content)})))


# ---- A: only the sources stored inside the trace are embedded ---------------------------------------

def test_view_embeds_no_python_file_the_facts_name_outside_the_trace(cli: Cli, trace: Path) -> None:
    secret = cli.cwd.parent / "secret.py"
    secret.write_text(f"# {SECRET}\n")
    _name_in_input_facts(trace, str(secret))
    outcome = cli.run("view", "t", "-o", "page.html")
    outcome.assert_clean(0, "")
    assert SECRET not in _page_text(cli.cwd / "page.html")


def test_view_follows_no_py_symlink_inside_the_trace(cli: Cli, trace: Path) -> None:
    """A `.py` link in the trace, to a file that is no Python (/etc/shadow in the report), named by the facts."""
    shadow = cli.cwd.parent / "shadow"
    shadow.write_text(f"root:{SECRET}:19000:0:99999:7:::\n")
    (trace / "sources").mkdir(exist_ok=True)
    link = trace / "sources" / "evil.py"
    link.symlink_to(shadow)
    _name_in_input_facts(trace, str(link))
    outcome = cli.run("view", "t", "-o", "page.html")
    outcome.assert_clean(0, "")
    assert SECRET not in _page_text(cli.cwd / "page.html")


def test_the_stored_source_is_embedded_and_the_disk_is_not_read(cli: Cli, trace: Path) -> None:
    """The kernel's source is stored at capture (size and hash in the manifest) and the page shows that copy."""
    stored = read_manifest(trace)["sources"]
    assert [Path(path).name for path in stored] == ["elementwise.py"]
    (record,) = stored.values()
    copy = (trace / record["file"]).read_bytes()
    assert record["size"] == len(copy) and record["sha256"] == sha256_bytes(copy)
    cli.run("view", "t", "-o", "page.html").assert_clean(0, "")
    page = _page_text(cli.cwd / "page.html")
    assert json.dumps(copy.decode())[1:-1] in page


@pytest.mark.parametrize(("doctor", "message"), [
    (lambda trace, secret: "../../secret.py", "error: trace t names '../../secret.py', which lies outside it"),
    (lambda trace, secret: (trace / "sources" / "000-elementwise.py").unlink()
     or (trace / "sources" / "000-elementwise.py").symlink_to(secret) or "sources/000-elementwise.py",
     "error: trace t holds a symbolic link at 'sources/000-elementwise.py'"),
], ids=["outside", "symlink"])
def test_view_refuses_a_stored_source_record_that_leads_outside(cli: Cli, trace: Path, doctor: Callable,
                                                                 message: str) -> None:
    secret = cli.cwd.parent / "secret.py"
    secret.write_text(f"# {SECRET}\n")
    relative = doctor(trace, secret)
    content = secret.read_bytes()
    edit_manifest(trace, lambda d: [s.update(file=relative, sha256=sha256_bytes(content), size=len(content))
                            for s in d["sources"].values()])
    outcome = cli.run("view", "t", "-o", "page.html")
    outcome.assert_clean(3, message)
    assert not (cli.cwd / "page.html").exists() and SECRET not in outcome.stdout + outcome.stderr


# ---- B: a FIFO is refused, never waited on ------------------------------------------------------------

def _fifo_at(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


@pytest.mark.parametrize("command", [
    ["view", "t", "-o", "page.html"], ["diff", "u", "t"],
], ids=["view", "diff"])
def test_a_fifo_for_a_pass_file_is_refused_at_once(cli: Cli, trace: Path, command: list[str]) -> None:
    shutil.copytree(trace, cli.cwd / "u", symlinks=True)
    relative = _plain_pass(read_manifest(trace))["ir_file"]
    _fifo_at(trace / relative)
    outcome = cli.run(*command, timeout=60)
    outcome.assert_clean(3, f"error: trace t: {Path(relative).name} is a FIFO, not a regular file")


def test_a_fifo_for_an_artifact_is_refused_by_check(cli: Cli, trace: Path) -> None:
    """No hang; the exit code of a damaged trace in `check` is issue 24's item I (1 here, 3 once it lands)."""
    _fifo_at(trace / read_manifest(trace)["artifacts"]["ptx"]["file"])
    outcome = cli.run("check", "t", "--stage", "ptx", "--pattern", "CHECK: .entry", timeout=60)
    assert outcome.code in (1, 3), outcome.stderr
    assert "trace t: kernel.ptx is a FIFO, not a regular file" in outcome.stdout + outcome.stderr
    outcome.assert_clean(outcome.code, outcome.first_line)


def test_a_fifo_for_the_manifest_is_refused(cli: Cli, trace: Path) -> None:
    _fifo_at(trace / "manifest.json")
    cli.run("view", "t", "-o", "page.html", timeout=60).assert_clean(3, "error: trace t: manifest.json is a FIFO")


def _golden_with_a_fifo(cli: Cli, blessed: Path, which: str) -> tuple[Path, Path]:
    store = cli.cwd / "golden"
    shutil.copytree(blessed, store, symlinks=True)
    folder = next(store.rglob("manifest.json")).parent
    data = json.loads((folder / "manifest.json").read_text())
    name = next(n for n, stage in data["stages"].items() if stage.get("stored")) if which == "stage" else "manifest.json"
    _fifo_at(folder / name)
    return store, folder / name


@pytest.mark.parametrize("which", ["stage", "manifest"])
def test_golden_check_refuses_a_fifo_at_once(cli: Cli, blessed: Path, which: str) -> None:
    store, fifo = _golden_with_a_fifo(cli, blessed, which)
    outcome = cli.run("golden", "check", KERNEL, "--golden-dir", store, watch=(store,), timeout=120)
    outcome.assert_clean(3, f"ERROR {KERNEL} on sm_90a, DSL 4.8.1-cu12: golden {fifo.parent}")
    assert f"{fifo.name} is a FIFO, not a regular file" in outcome.stderr
    assert fifo.is_fifo()


@pytest.mark.parametrize("which", ["stage", "manifest"])
def test_golden_status_lists_a_fifo_as_damaged_at_once(cli: Cli, blessed: Path, which: str) -> None:
    """`status` is a survey: it lists what is damaged (exit 0), as for any other damage."""
    store, fifo = _golden_with_a_fifo(cli, blessed, which)
    outcome = cli.run("golden", "status", "--golden-dir", store, watch=(store,), timeout=120)
    outcome.assert_clean(0, "")
    damaged = outcome.stdout.split("stale or damaged (1):\n", 1)[1]
    assert damaged.startswith(f"  {KERNEL} on sm_90a, DSL 4.8.1-cu12: golden {fifo.parent}")
    assert f"{fifo.name} is a FIFO, not a regular file" in damaged


# ---- E: sizes checked before reading, inflation capped --------------------------------------------------

def test_a_sparse_2_gb_pass_file_is_refused_before_it_is_read(cli: Cli, trace: Path) -> None:
    record = _plain_pass(read_manifest(trace))
    os.truncate(trace / record["ir_file"], 2 << 30)  # sparse: no disk, but 2 GB to whoever reads it whole
    outcome = cli.run("view", "t", "-o", "page.html", limit_memory=MEMORY_LIMIT)
    outcome.assert_clean(3, f"error: trace t: {Path(record['ir_file']).name} does not match its hash")
    assert f"it is 2147483648 bytes, the manifest records {record['size']}; refused unread" in outcome.stderr


@pytest.mark.parametrize("which", ["input", "facts"])
def test_a_sparse_input_or_facts_file_is_refused_by_its_recorded_size(cli: Cli, trace: Path, which: str) -> None:
    """The input IR and the facts files record their size too (Trace.input_size, facts_size)."""
    data = read_manifest(trace)
    relative = "passes/000-input.mlir" if which == "input" else data["input_facts_file"]
    recorded = data["input_size"] if which == "input" else data["facts_size"][relative]
    os.truncate(trace / relative, 2 << 30)
    outcome = cli.run("view", "t", "-o", "page.html", limit_memory=MEMORY_LIMIT)
    outcome.assert_clean(3, f"error: trace t: {Path(relative).name} does not match its hash")
    assert f"it is 2147483648 bytes, the manifest records {recorded}; refused unread" in outcome.stderr


@pytest.fixture(scope="module")
def gzip_bomb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """1 GiB of zeros in a 1 MB gzip file, compressed in chunks (never held whole)."""
    path = tmp_path_factory.mktemp("bomb") / "bomb.gz"
    compressor = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    zeros = bytes(1 << 20)
    with open(path, "wb") as out:
        for _ in range(1024):
            out.write(compressor.compress(zeros))
        out.write(compressor.flush())
    return path


@pytest.mark.parametrize("reseal", [False, True], ids=["hash-as-recorded", "hash-and-size-resealed"])
def test_a_gzip_bomb_pass_file_is_exit_3_under_a_memory_limit(cli: Cli, trace: Path, gzip_bomb: Path,
                                                             reseal: bool) -> None:
    """A 1 MB file that inflates to 1 GiB, as the pass file of a `.gz` pass, under RLIMIT_AS of 768 MiB;
    resealed: a doctor also records the bomb's size and hash, so only the read's own cap can stop it."""
    record = _compressed_pass(read_manifest(trace))
    shutil.copyfile(gzip_bomb, trace / record["ir_file"])
    if reseal:
        edit_manifest(trace, lambda d: [p.update(size=1 << 30, sha256="0" * 64) for p in d["passes"]
                                if p["ir_file"] == record["ir_file"]])
    outcome = cli.run("view", "t", "-o", "page.html", limit_memory=MEMORY_LIMIT)
    assert "MemoryError" not in outcome.stderr
    outcome.assert_clean(3, f"error: trace t: {Path(record['ir_file']).name}")
    # resealed, the manifest allows the bomb's 1 GiB: the read stops at the most a real file inflates (issue 35 S)
    assert "inflates to more than " + ("128 times its" if reseal else "the") in outcome.stderr


# ---- F: JSON nested too deeply ----------------------------------------------------------------------

def test_a_deeply_nested_manifest_is_exit_3(cli: Cli, trace: Path) -> None:
    depth = 100_000
    text = (trace / "manifest.json").read_text()
    (trace / "manifest.json").write_text(text.replace('"notes": []', '"notes": ' + "[" * depth + "]" * depth, 1))
    outcome = cli.run("view", "t", "-o", "page.html")
    outcome.assert_clean(3, "error: t/manifest.json is not valid JSON: nested too deeply")
    assert "RecursionError" not in outcome.stderr


def test_a_deeply_nested_repro_json_is_exit_3(cli: Cli) -> None:
    (cli.cwd / "failure").mkdir()
    (cli.cwd / "failure" / "repro.json").write_text('{"run_as": ' + "[" * 100_000 + "]" * 100_000 + "}")
    outcome = cli.run("replay", "failure")
    outcome.assert_clean(3, "error: failure/repro.json is not valid JSON: nested too deeply")
    assert "RecursionError" not in outcome.stderr


def test_a_deeply_nested_golden_manifest_is_exit_3(cli: Cli, blessed: Path) -> None:
    store = cli.cwd / "golden"
    shutil.copytree(blessed, store, symlinks=True)
    manifest = next(store.rglob("manifest.json"))
    manifest.write_text('{"schema": "cute-ir.golden", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    outcome = cli.run("golden", "check", KERNEL, "--golden-dir", store, watch=(store,))
    assert outcome.code == 3 and "nested too deeply" in outcome.stdout + outcome.stderr, outcome.stderr
    outcome.assert_clean(3, outcome.first_line)
