"""The pipeline-string reader that the replay relies on: every pass, its options, its anchor."""

from __future__ import annotations

from pathlib import Path

import pytest

from cute_ir.capture.pipeline import (
    PipelinePass,
    parse_expanded,
    option_value,
    set_option,
    set_top_level_option,
    split_top_level,
)

FACTS = Path(__file__).resolve().parents[2] / "shared" / "facts" / "pipelines"


def test_split_ignores_commas_inside_brackets() -> None:
    assert split_top_level("a,b{x=1,y=2},gpu.module(c,d),e") == ["a", "b{x=1,y=2}", "gpu.module(c,d)", "e"]


def test_parse_expanded_keeps_order_options_and_anchors() -> None:
    passes = parse_expanded("builtin.module(a,b{x=1 y=z},gpu.module(c{k=v}),gpu.module(d,e),f)")
    assert passes == [
        PipelinePass("a"),
        PipelinePass("b", "{x=1 y=z}"),
        PipelinePass("c", "{k=v}", "gpu.module"),
        PipelinePass("d", "", "gpu.module"),
        PipelinePass("e", "", "gpu.module"),
        PipelinePass("f"),
    ]
    assert passes[2].standalone_pipeline == "builtin.module(gpu.module(c{k=v}))"


def test_parse_expanded_rejects_other_roots() -> None:
    with pytest.raises(ValueError, match="builtin.module"):
        parse_expanded("func.func(cse)")


def test_set_option_adds_and_replaces() -> None:
    assert set_option("", "a", "1") == "{a=1}"
    assert set_option("{a=1 b=2}", "a", "9") == "{a=9 b=2}"
    assert set_option("{dump-ptx-path= x=1}", "dump-ptx-path", "/tmp/p") == "{dump-ptx-path=/tmp/p x=1}"
    # an option whose name ends another's is not touched
    assert set_option("{keep-dump-ptx-path=1}", "dump-ptx-path", "/p") == "{keep-dump-ptx-path=1 dump-ptx-path=/p}"
    # a braced value (blanks inside) is read and replaced whole
    braced = "{ptx-options={ -lineinfo} toolkit=}"
    assert option_value(braced, "ptx-options") == "{ -lineinfo}" and option_value(braced, "toolkit") == ""
    assert option_value(braced, "opt-level") is None
    assert set_option(braced, "ptx-options", "{ -lineinfo -v}") == "{ptx-options={ -lineinfo -v} toolkit=}"


def test_set_top_level_option_on_the_meta_pass() -> None:
    pipeline = "builtin.module(cute-to-nvvm{opt-level=3 cubin-chip=sm_90a})"
    assert set_top_level_option(pipeline, "cute-to-nvvm", "llvm-only", "true") == (
        "builtin.module(cute-to-nvvm{opt-level=3 cubin-chip=sm_90a llvm-only=true})"
    )
    assert set_top_level_option("builtin.module(cute-to-nvvm)", "cute-to-nvvm", "a", "b") == (
        "builtin.module(cute-to-nvvm{a=b})"
    )


def _expanded_pipelines() -> list[Path]:
    return sorted(FACTS.glob("v*.pipeline.txt")) if FACTS.is_dir() else []


@pytest.mark.skipif(not FACTS.is_dir(), reason="../shared/facts/pipelines is not beside this checkout")
@pytest.mark.parametrize("facts_file", _expanded_pipelines(), ids=lambda p: p.name.split(".pipeline")[0])
def test_every_release_pipeline_parses_to_its_pass_list(facts_file: Path) -> None:
    text = facts_file.read_text()
    expanded = text.split("EXPANDED", 1)[1].split("\n", 1)[1].strip().splitlines()[0]
    passes = parse_expanded(expanded)
    listed = [
        line for line in (facts_file.parent / facts_file.name.replace("pipeline", "passes")).read_text().splitlines()
        if line and not line.startswith("#")
    ]
    assert len(passes) == len(listed)
    for spec, line in zip(passes, listed):
        # "ClassName (arg)" or "ClassName (gpu.module/arg)", with an optional "@anchor" tail
        arg = line.split("(", 1)[1].split(")", 1)[0].split("/")[-1]
        assert spec.arg == arg
