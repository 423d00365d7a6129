"""Hypothesis strategies for hostile input: values a careless or hostile user puts where cute-ir reads
JSON, TOML or files, and mutations of a valid document that keep most of it (so the reader gets past
its first check and meets the hostile value deep inside)."""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

# Paths and names that lead outside a trace or store, or are no file name at all; text that breaks
# terminals, HTML or formatting; numbers JSON allows but Python handles badly.
HOSTILE_STRINGS = [
    "", ".", "..", "/", "../../secret.txt", "passes/../../../secret.txt", "../../../../../../../../etc/passwd",
    "/etc/passwd", "facts/../../secret.json", "passes/000-input.mlir", "manifest.json", "passes", "artifacts",
    "a\x00b", "\x00", "~/x", "${HOME}", "%s%n%x", "{0}{1}", "<script>alert(1)</script>", "\x1b[2J\x1b[31m",
    "\ud800", "é" * 3, "sm_90a", "4.8.1", "cu12", "NaN", "-1", "1e309", "x" * 70_000,
]
SECRET_NAMES = ["../secret.txt", "../../secret.txt", "../../../secret.txt"]

hostile_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-(2**80), max_value=2**80),
    st.sampled_from([0, -1, 2**31, 2**63, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=40), st.sampled_from(HOSTILE_STRINGS),
)


def hostile_json(keys: list[str]) -> st.SearchStrategy[Any]:
    """Nested JSON-like values; object keys drawn partly from `keys`, the names the reader looks for."""
    key = st.one_of(st.sampled_from(keys), st.text(max_size=12)) if keys else st.text(max_size=12)
    return st.recursive(
        hostile_scalars,
        lambda children: st.lists(children, max_size=5) | st.dictionaries(key, children, max_size=5),
        max_leaves=25,
    )


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*prefix, index))


def _keys(value: Any) -> list[str]:
    return sorted({path[-1] for path in _paths(value) if path and isinstance(path[-1], str)})


@st.composite
def mutated(draw: st.DrawFn, document: Any, rounds: int = 3, growth: tuple[int, ...] = (2, 20)) -> Any:
    """`document` with 1..`rounds` of: a value replaced by a hostile one, a key removed, a list or a
    string grown (copies: a factor of `growth`), a key the reader does not know added."""
    document = copy.deepcopy(document)
    values = hostile_json(_keys(document))
    for _ in range(draw(st.integers(1, rounds))):
        paths = list(_paths(document))
        path = draw(st.sampled_from(paths))
        operation = draw(st.sampled_from(["replace", "replace", "delete", "grow", "add-key"]))
        parent = document
        for part in path[:-1]:
            parent = parent[part]
        if not path:  # the whole document
            document = draw(values) if operation != "grow" else [document] * 3
            continue
        last, target = path[-1], parent[path[-1]]
        if operation == "replace":
            parent[last] = draw(values)
        elif operation == "delete" and isinstance(parent, dict):
            del parent[last]
        elif operation == "grow" and isinstance(target, list) and target:
            parent[last] = target * draw(st.sampled_from(growth))
        elif operation == "grow" and isinstance(target, str):
            parent[last] = target * draw(st.sampled_from([2, 1000]))
        elif operation == "add-key" and isinstance(target, dict):
            target[draw(st.text(min_size=1, max_size=8))] = draw(values)
    return document


def json_text(value: Any) -> bytes:
    """JSON as Python writes it (NaN and Infinity included), or a repr for what json cannot encode."""
    try:
        return json.dumps(value).encode("utf-8", "surrogatepass")
    except (TypeError, ValueError):
        return repr(value).encode("utf-8", "surrogatepass")


@st.composite
def damaged_bytes(draw: st.DrawFn, data: bytes) -> bytes:
    """The bytes of a valid file, damaged: truncated, a byte flipped, bytes inserted, or replaced whole
    (binary noise, deep nesting, a huge document)."""
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "noise", "nested", "huge", "empty"]))
    if kind == "truncate":
        return data[: draw(st.integers(0, max(0, len(data) - 1)))]
    if kind == "flip" and data:
        at = draw(st.integers(0, len(data) - 1))
        return data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1:]
    if kind == "insert":
        at = draw(st.integers(0, len(data)))
        return data[:at] + draw(st.binary(min_size=1, max_size=16)) + data[at:]
    if kind == "noise":
        return draw(st.binary(max_size=512))
    if kind == "nested":
        depth = draw(st.sampled_from([1_000, 100_000]))
        return draw(st.sampled_from([b"[", b'{"a":'])) * depth
    if kind == "huge":
        return b'{"schema": "' + b"x" * 3_000_000 + b'"}'
    return b""


# ---- doctoring a trace on disk, as a hostile sender would ------------------------------------------

def _named_files(manifest: dict) -> list[tuple[list[Any], str]]:
    """(where the manifest records the file's hash, the file) for every hashed file."""
    found = [(["passes", n, "sha256"], p["ir_file"]) for n, p in enumerate(manifest["passes"]) if p.get("ir_file")]
    found += [(["artifacts", kind, "sha256"], a["file"]) for kind, a in manifest["artifacts"].items()]
    found += [(["facts_sha256", p["facts_file"]], p["facts_file"]) for p in manifest["passes"] if p.get("facts_file")]
    return found


def _set(document: dict, where: list[Any], value: Any) -> None:
    for part in where[:-1]:
        document = document.setdefault(part, {}) if isinstance(document, dict) else document[part]
    document[where[-1]] = value


def doctor_trace_file(trace: Path, secret: Path, data: st.DataObject) -> None:
    """One file the trace names: its content damaged (a facts file's JSON mutated), with its hash
    recomputed in the manifest most of the time; a facts file naming a Python source outside the trace
    (`secret` with a .py suffix); or made a link (to `secret`, or into the trace), a folder, or removed."""
    manifest = json.loads((trace / "manifest.json").read_text())
    where, relative = data.draw(st.sampled_from(_named_files(manifest)), label="file")
    path = trace / relative
    kinds = ["content", "content", "link-out", "link-in", "directory", "missing"]
    kind = data.draw(st.sampled_from([*kinds, "source-out"] if relative.startswith("facts/") else kinds))
    if kind == "source-out":
        facts = json.loads(path.read_text())
        facts["source_files"] = [str(secret.with_suffix(".py"))] * max(1, len(facts.get("source_files", [])))
        new = json.dumps(facts).encode()
        path.write_bytes(new)
        _set(manifest, where, hashlib.sha256(new).hexdigest())
    elif kind == "content":
        original = path.read_bytes()
        if relative.endswith(".json") and data.draw(st.booleans()):
            new = json_text(data.draw(mutated(json.loads(original))))
        else:
            new = data.draw(damaged_bytes(original))
        path.write_bytes(new)
        if data.draw(st.integers(0, 3)) > 0:  # a doctor recomputes the hash (a careless editor does not)
            _set(manifest, where, hashlib.sha256(new).hexdigest())
    elif kind.startswith("link"):
        path.unlink()
        path.symlink_to(secret if kind == "link-out" else trace / "manifest.json")
        _set(manifest, where, hashlib.sha256(secret.read_bytes()).hexdigest())
    elif kind == "directory":
        path.unlink()
        path.mkdir()
    else:
        path.unlink()
    (trace / "manifest.json").write_text(json.dumps(manifest))
