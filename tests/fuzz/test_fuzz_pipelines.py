"""Doctored pipelines and options, and doctored blame folders (issue 35): the surfaces where a trace or reproducer
could make cute-ir run a pass or write a file.

The pipelines are the real ones of the pristine trace (DSL 4.8.1, the installed release) edited as a hostile
sender would: passes added (file-writing ones among them), removed or moved, options set to paths, nesting and
control characters. Whatever is drawn, `cute_ir.capture.replay.admission` either refuses it (exit 3, with a message)
or admits the release's own passes, each option naming a file inside the scratch folder or at the release's
default; nothing is read or written outside the input, no hang.
"""

from __future__ import annotations

import json
from pathlib import Path

from fuzzkit import examples, fresh_copy, hold_to_contract
from hostile import HOSTILE_STRINGS, json_text, mutated
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_ir.capture.pipeline import option_items, parse_expanded
from cute_ir.trace import MANIFEST

# Passes a doctor adds: ones that write files (MLIR's own), ones no release registers, the DSL's meta-pass again.
ADDED_PASSES = ["snapshot-op-locations{filename=PATH}", "print-op-stats{json=true}", "view-op-graph",
                "no-such-pass", "cute-to-nvvm", "gpu.module(snapshot-op-locations{filename=PATH})",
                "canonicalize{max-iterations=PATH}", "cse{", "builtin.module(cse)"]
FILE_OPTIONS = ["dump-fatbin-path", "dump-ptx-path", "dump-cubin-path", "output-json-path", "toolkit",
                "toolkitPath", "link-libraries", "filename", "nvvm-options", "ptx-options"]


@st.composite
def doctored_pipeline(draw: st.DrawFn, original: str, victim: Path) -> str:
    """`original` (a `builtin.module(...)` pipeline) with 1..3 edits a hostile sender makes."""
    text = original
    for _ in range(draw(st.integers(1, 3))):
        edit = draw(st.sampled_from(["add", "add", "option", "option", "drop", "nest", "control", "hostile"]))
        elements = text[len("builtin.module("):-1] if text.startswith("builtin.module(") and text.endswith(")") else text
        if edit == "add":
            added = draw(st.sampled_from(ADDED_PASSES)).replace("PATH", str(victim))
            text = text[:-1] + "," + added + ")" if draw(st.booleans()) else f"builtin.module({added},{elements})"
        elif edit == "option":
            name = draw(st.sampled_from(FILE_OPTIONS))
            value = draw(st.sampled_from([str(victim), "relative.txt", "{ -o " + str(victim) + "}", "", "/"]))
            at = draw(st.integers(0, max(0, text.count("}") - 1)))
            pieces = text.split("}")
            if len(pieces) > 1:
                pieces[at] += f" {name}={value}"
                text = "}".join(pieces)
        elif edit == "drop":
            passes = elements.split(",")
            if len(passes) > 1:
                del passes[draw(st.integers(0, len(passes) - 1))]
                text = f"builtin.module({','.join(passes)})"
        elif edit == "nest":
            depth = draw(st.sampled_from([2, 20, 3000]))
            text = "builtin.module(" + "gpu.module(" * depth + "cse" + ")" * depth + ")"
        elif edit == "control":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.sampled_from(["\x00", "\x1b[2J", "\n", "\x7f"])) + text[at:]
        else:
            text = draw(st.sampled_from(HOSTILE_STRINGS))
    return text


def assert_confined(passes, scratch: Path) -> None:
    """Every admitted option naming a file is empty, inside the scratch folder, or the release's default."""
    from cute_ir.capture.replay.admission import names_a_file

    for spec in passes:
        for name, value in option_items(spec.options):
            if names_a_file(name) and value and name not in ("toolkit", "toolkitPath", "link-libraries"):
                assert value.startswith(str(scratch) + "/"), f"{spec.arg} writes {value}"


@settings(max_examples=examples(60))
@given(data=st.data())
def test_a_doctored_recorded_pipeline_is_refused_or_confined(place: Path, pristine: Path, data: st.DataObject) -> None:
    """blame's admission, as its experimenting process runs it (in this process: the release is this one)."""
    from cute_ir.capture.replay.admission import admitted_passes, check_recorded

    manifest = json.loads((pristine / "b" / MANIFEST).read_text())
    victim = place / "secret.txt"
    pipeline, expanded = manifest["pipeline"], manifest["expanded_pipeline"]
    if data.draw(st.booleans()):
        expanded = data.draw(doctored_pipeline(expanded, victim), label="expanded")
    else:
        pipeline = data.draw(doctored_pipeline(pipeline, victim), label="pipeline")
    scratch = place / "work" / "scratch"
    scratch.mkdir(parents=True, exist_ok=True)
    with hold_to_contract(place / "work"):
        check_recorded(pipeline, expanded, "fuzz")
        assert_confined(admitted_passes(pipeline, expanded, scratch, "fuzz"), scratch)


@settings(max_examples=examples(30))
@given(data=st.data())
def test_the_other_sides_options_are_refused_or_confined(place: Path, pristine: Path, data: st.DataObject) -> None:
    """An option swap: one of the release's passes run with another trace's options, whatever they are."""
    from cute_ir.capture.replay.admission import confined

    manifest = json.loads((pristine / "b" / MANIFEST).read_text())
    spec = data.draw(st.sampled_from(parse_expanded(manifest["expanded_pipeline"])), label="pass")
    name = data.draw(st.one_of(st.sampled_from(FILE_OPTIONS), st.text(max_size=10)), label="name")
    value = data.draw(st.one_of(st.sampled_from([str(place / "secret.txt"), "../x", "{-o /tmp/x}", ""]),
                                st.text(max_size=30)), label="value")
    options = "{" + spec.options.strip("{}") + f" {name}={value}" + "}"
    scratch = place / "work"
    scratch.mkdir(exist_ok=True)
    with hold_to_contract(scratch):
        assert_confined([confined(spec, scratch, "fuzz", options)], scratch)


@settings(max_examples=examples(20))
@given(data=st.data())
def test_a_resealed_reproducer_pipeline_is_refused_or_confined(place: Path, pristine: Path,
                                                               data: st.DataObject) -> None:
    """replay's admission of pipeline.txt and pass.txt, resealed (their hashes recomputed in repro.json)."""
    from cute_ir.capture.pipeline import PipelinePass
    from cute_ir.capture.replay.repro import REPRO_FILE, admitted_pipeline, load_reproducer
    from cute_ir.fsutil import sha256_bytes

    repro = fresh_copy(pristine, "failed/failure", place)
    expanded = parse_expanded(json.loads((pristine / "b" / MANIFEST).read_text())["expanded_pipeline"])
    meta = json.loads((repro / REPRO_FILE).read_bytes())
    index = data.draw(st.integers(1, len(expanded)), label="pass index")
    single = PipelinePass(expanded[index - 1].arg, expanded[index - 1].options, expanded[index - 1].anchor)
    texts = {"pipeline.txt": (repro / "pipeline.txt").read_text().strip(), "pass.txt": single.standalone_pipeline}
    doctored = data.draw(st.sampled_from(sorted(texts)), label="file")
    texts[doctored] = data.draw(doctored_pipeline(texts[doctored], place / "secret.txt"), label="text")
    for name, text in texts.items():
        (repro / name).write_text(text + "\n")
        meta["sha256"][name] = sha256_bytes((text + "\n").encode())
    meta["pass_index"] = data.draw(st.sampled_from([index, 0, -1, 10**9, None]), label="recorded index")
    (repro / REPRO_FILE).write_text(json.dumps(meta))
    scratch = place / "work" / "scratch"
    scratch.mkdir()
    with hold_to_contract(place / "work"):
        text = admitted_pipeline(load_reproducer(repro), single=data.draw(st.booleans()), scratch=scratch)
        assert_confined(parse_expanded(text), scratch)


# ---- blame folders ------------------------------------------------------------------------------------

@settings(max_examples=examples(30))
@given(data=st.data())
def test_a_doctored_blame_folder(place: Path, pristine: Path, monkeypatch, data: st.DataObject) -> None:
    """What `diff A B` reads of B/blame: a link (out of the trace, to a folder holding a forged result), a file
    in its place, a linked, FIFO or mutated result, one forged for the pair: results of this pair, or exit 3;
    never a forged verdict (the sealing key is kept inside the input here, so that reading it is allowed)."""
    import os

    from cute_ir.trace import load_trace
    from cute_ir.trace.blame import BlameResult, Symptom, result_key, results_for

    b = fresh_copy(pristine, "b", place)
    a = load_trace(pristine / "a")
    symptom = Symptom("kernel", metric="registers", a_value=30, b_value=28)
    forged = BlameResult(str(a.root), str(b), "4.8.1 cu12", "4.8.1 cu12", result_key(a, load_trace(b), symptom),
                         symptom, "verified", cause=("001-cse",), verdict="forged").to_json()
    outside = place / "outside"
    outside.mkdir(exist_ok=True)
    (outside / f"{forged['key']}.json").write_text(json.dumps(forged))
    folder = b / "blame"
    kind = data.draw(st.sampled_from(["link-out", "file", "linked-result", "fifo", "mutated", "forged"]))
    if kind == "link-out":
        folder.symlink_to(outside)
    elif kind == "file":
        folder.write_text("not a folder")
    else:
        folder.mkdir()
        result = folder / f"{forged['key']}.json"
        if kind == "linked-result":
            result.symlink_to(outside / result.name)
        elif kind == "fifo":
            os.mkfifo(result)
        elif kind == "mutated":
            result.write_bytes(json_text(data.draw(mutated(forged))))
        else:
            result.write_text(json.dumps(forged))
    monkeypatch.setenv("XDG_CACHE_HOME", str(b / "cache"))
    found: list[object] = []
    with hold_to_contract(b, also_readable=pristine / "a"):
        found = results_for(load_trace(pristine / "a"), load_trace(b))
    assert found == [], "no result here was sealed by cute-ir"
