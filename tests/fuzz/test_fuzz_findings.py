"""What the fuzzing harness found, each kept as a plain test (issue 24): the input, shrunk, and what
the reader must do with it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fuzzkit import SECRET, fresh_copy, hold_to_contract

from cute_ir.fsutil import sha256_bytes
from cute_ir.trace import MANIFEST


def _reseal(manifest: Path, change: callable) -> None:
    from cute_ir.golden.store import _seal

    document = json.loads(manifest.read_text())
    change(document)
    document["manifest_sha256"] = _seal(document)
    manifest.write_text(json.dumps(document))


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["passes"][0].update(sha256=[1]), "PassDigest.sha256 should be str | None"),
    (lambda d: next(iter(d["stages"].values())).update(stage=None), "StageDigest.stage should be str"),
    (lambda d: d.update(passes={"a": 1}), "_ManifestFields.passes should be list"),
    (lambda d: d.update(normalization=7), "_ManifestFields.normalization should be str"),
], ids=["pass-hash-list", "stage-none", "passes-object", "normalization-int"])
def test_a_resealed_golden_manifest_of_wrong_types_is_malformed(place: Path, pristine: Path, obtained: object,
                                                                change: callable, message: str) -> None:
    """Found: `golden check` of such a store died in compare() with TypeError (unhashable type: 'list';
    sequence item 0: expected str instance, NoneType found)."""
    from cute_ir.golden.check import check_record
    from cute_ir.golden.store import GoldenStore

    store = fresh_copy(pristine, "golden", place)
    _reseal(next(store.rglob(MANIFEST)), change)
    with hold_to_contract(store) as caught:
        check_record(GoldenStore(store), obtained)
    assert caught and "is malformed" in caught[0].message and message in caught[0].message


@pytest.mark.parametrize("name", ["../secret.txt", "../../secret.txt", "/etc/passwd", "link.check"])
def test_a_checks_file_names_no_file_outside_its_folder(place: Path, name: str) -> None:
    """Found: `file = "../secret.txt"` in a checks file (a golden store's checks.toml) was read, and a
    failing check shows its lines."""
    from cute_ir.checks import load_check_spec

    folder = place / "work"
    folder.mkdir()
    (folder / "link.check").symlink_to(place / "secret.txt")
    (folder / "checks.toml").write_text(f'[[check]]\nstage = "ptx"\nfile = "{name}"\n')
    with hold_to_contract(folder) as caught:  # the secret is never opened, never shown
        load_check_spec(folder / "checks.toml")
    assert caught and ("lies outside it" in caught[0].message or "symbolic link" in caught[0].message)


@pytest.mark.parametrize("reader", ["trace", "repro", "golden"])
def test_deeply_nested_json_is_bad_input(place: Path, pristine: Path, reader: str) -> None:
    """Found (item F of issue 24, fixed there): 100,000 nested `[` in a manifest or repro.json was a
    RecursionError traceback."""
    from cute_ir.golden.store import GoldenStore
    from cute_ir.capture.replay.repro import load_reproducer
    from cute_ir.trace import load_trace

    nested = b"[" * 100_000
    if reader == "trace":
        root = fresh_copy(pristine, "a", place)
        (root / MANIFEST).write_bytes(nested)
        read = lambda: load_trace(root)  # noqa: E731
    elif reader == "repro":
        root = fresh_copy(pristine, "failed/failure", place)
        (root / "repro.json").write_bytes(nested)
        read = lambda: load_reproducer(root)  # noqa: E731
    else:
        root = fresh_copy(pristine, "golden", place)
        next(root.rglob(MANIFEST)).write_bytes(nested)
        read = lambda: GoldenStore(root).load(GoldenStore(root).keys()[0])  # noqa: E731
    with hold_to_contract(root) as caught:
        read()
    assert caught, "deeply nested JSON was taken as a document"


def test_a_golden_stage_named_with_a_nul_byte(place: Path, pristine: Path, obtained: object) -> None:
    """A stage file name with a NUL byte, resealed, is refused by name, never handed to open()."""
    from cute_ir.golden.check import check_record
    from cute_ir.golden.store import GoldenStore

    store = fresh_copy(pristine, "golden", place)
    digest = {"stage": "ptx", "sha256": sha256_bytes(b"x"), "size": 1, "stored": True}
    _reseal(next(store.rglob(MANIFEST)), lambda d: d["stages"].update({"a\x00b": digest}))
    with hold_to_contract(store) as caught:
        check_record(GoldenStore(store), obtained)
    assert caught and "not a relative path" in caught[0].message


def test_the_viewer_embeds_no_source_file_outside_the_trace(place: Path, pristine: Path) -> None:
    """Found (item A of issue 24, fixed there): a facts file naming a `.py` file outside the trace, its
    hash recomputed, had the viewer read it and embed it in the shareable page."""
    from cute_ir.passes_view import build_trace_page
    from cute_ir.trace import load_trace

    trace = fresh_copy(pristine, "a", place)
    manifest = json.loads((trace / MANIFEST).read_text())
    record = next(p for p in manifest["passes"] if p.get("facts_file"))
    facts_file = trace / record["facts_file"]
    facts = json.loads(facts_file.read_text())
    facts["source_files"] = [str(place / "secret.py")]
    facts_file.write_text(json.dumps(facts))
    manifest.setdefault("facts_sha256", {})[record["facts_file"]] = sha256_bytes(facts_file.read_bytes())
    (trace / MANIFEST).write_text(json.dumps(manifest))
    with hold_to_contract(trace):
        page = build_trace_page(load_trace(trace))
        assert SECRET not in page


def test_a_file_name_longer_than_the_file_system_takes(place: Path, pristine: Path) -> None:
    """Found by the long run: a manifest whose facts file name was grown a thousandfold made
    `inside()` raise OSError (File name too long) through every reader."""
    from cute_ir.trace import load_trace

    trace = fresh_copy(pristine, "a", place)
    manifest = json.loads((trace / MANIFEST).read_text())
    record = next(p for p in manifest["passes"] if p.get("facts_file"))
    record["facts_file"] = record["facts_file"] * 1000
    (trace / MANIFEST).write_text(json.dumps(manifest))
    with hold_to_contract(trace) as caught:
        load_trace(trace)
    assert caught and "names a file it cannot hold (File name too long)" in caught[0].message


@pytest.mark.parametrize("text", ["a = " + "[" * 100_000, "a = " + "{b = " * 100_000], ids=["arrays", "tables"])
def test_a_deeply_nested_checks_file_is_bad_input(place: Path, text: str) -> None:
    """Found after items A-F landed (their notes left TOML nesting to this harness): 100,000 nested
    arrays or inline tables in a checks file were a RecursionError traceback from tomllib."""
    from cute_ir.checks import load_check_spec

    folder = place / "work"
    folder.mkdir()
    (folder / "checks.toml").write_text(text)
    with hold_to_contract(folder) as caught:
        load_check_spec(folder / "checks.toml")
    assert caught and "nested too deeply" in caught[0].message
