"""The typed facts records (cute_ir.trace.facts): what capture writes is what readers load, checked."""

from __future__ import annotations

import json

import pytest

from cute_ir.errors import BadInputError
from cute_ir.trace.facts import (
    FACTS_VERSION,
    Facts,
    Function,
    LiveFacts,
    SourceLines,
    facts_json,
    is_kernel,
    is_kernel_header,
    load_facts,
)

_LIVE = LiveFacts(op_counts={"llvm": 3},
                  functions=[Function("k", "kernel", "@kernels"), Function("h", "host", "")],
                  dynamic_smem={"k": 16384})


def test_what_capture_writes_loads_back_typed() -> None:
    written = json.loads(json.dumps(facts_json(SourceLines(["k.py"], [[3, 0, 12, 5]]), _LIVE)))
    loaded = load_facts(written, "facts/001-x.json")
    assert loaded == Facts(functions=_LIVE.functions, dynamic_smem={"k": 16384},
                           source=SourceLines(["k.py"], [[3, 0, 12, 5]]))
    assert loaded.kernels == ["k"]


def test_an_artifacts_facts_know_no_functions() -> None:
    loaded = load_facts(facts_json(SourceLines()), "facts/ptx.json")
    assert loaded.functions is None and loaded.kernels is None and loaded.source == SourceLines()


def test_source_lines_naming_no_listed_file_are_left_out() -> None:
    data = facts_json(SourceLines(["a.py"], [[0, 0, 1, 1], [1, 3, 2, 2], [2, 0, 5]]))
    assert load_facts(data, "f").source.lines == [[0, 0, 1, 1]]


@pytest.mark.parametrize(("edit", "message"), [
    ({"schema": "cute-ir.trace"}, "is not a cute-ir facts file"),
    ({"version": FACTS_VERSION + 1}, "newer than this cute-ir reads"),
    ({"source_lines": [["x", 0, 1, 1]]}, "malformed source lines"),
    ({"source_lines": [{"a": 0, "b": 1, "c": 2, "d": 3}]}, "malformed source lines"),
    ({"source_lines": [[0, 0, 1e999, 1]]}, "malformed source lines"),
    ({"functions": [{"symbol": "k"}]}, "malformed functions or launches"),
    ({"dynamic_smem": {"k": "many"}}, "malformed functions or launches"),
])
def test_a_damaged_facts_file_is_bad_input_naming_it(edit: dict, message: str) -> None:
    data = {**facts_json(SourceLines(["a.py"], [[0, 0, 1, 1]]), _LIVE), **edit}
    with pytest.raises(BadInputError, match=message) as caught:
        load_facts(data, "trace t: facts/009-cse.json")
    assert "facts/009-cse.json" in str(caught.value)


def test_one_kernel_rule_for_the_live_module_and_the_printed_header() -> None:
    cases = [
        ("cuda.kernel", set(), "cuda.kernel @k(%arg0: i32) attributes {cute.kernel, gpu.kernel} {", True),
        ("llvm.func", {"gpu.kernel", "nvvm.kernel"}, "llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {", True),
        ("gpu.func", {"gpu.kernel"}, "gpu.func @k(%arg0: i32) kernel {", True),
        ("func.func", {"cute.kernel"}, "func.func @k() attributes {cute.kernel} {", False),
        ("llvm.func", {"sym_visibility"}, "llvm.func @kernel_helper() attributes {sym_visibility = \"private\"} {", False),
    ]
    for op_name, attributes, header, kernel in cases:
        assert is_kernel(op_name, attributes) is kernel, header
        assert is_kernel_header(header) is kernel, header
