"""Stratified samples over design points: coverage first, reproducible whatever the catalogue's order."""

from __future__ import annotations

import itertools
import random

import pytest

from cute_ir.errors import BadInputError
from cute_ir.registry.sampling import group_by_point, stratified_sample

DIMENSIONS = {
    "class": ["Dense", "EFC", "BlockScaled", "Grouped"],
    "dtype": ["f16", "bf16", "f8", "f32"],
    "cta": ["1cta", "2cta"],
    "target": ["100a", "103a"],
}


def catalogue(copies: int = 3) -> dict[str, dict[str, str]]:
    points = {}
    for values in itertools.product(*DIMENSIONS.values()):
        point = dict(zip(DIMENSIONS, values))
        for copy in range(copies):
            points["op_" + "_".join(values) + f"_{copy}"] = point
    return points


def shuffled(points: dict[str, dict[str, str]], seed: int) -> dict[str, dict[str, str]]:
    items = list(points.items())
    random.Random(seed).shuffle(items)
    return dict(items)


def test_the_same_names_whatever_order_the_catalogue_lists_them_in() -> None:
    points = catalogue()
    for n in (1, 5, 64, 100, None):
        assert stratified_sample(points, n) == stratified_sample(shuffled(points, 7), n)


def test_the_first_picks_cover_every_value_of_every_dimension() -> None:
    sample = stratified_sample(catalogue(), 4)
    points = catalogue()
    for dimension, values in DIMENSIONS.items():
        assert {points[name][dimension] for name in sample} == set(values)


def test_none_gives_one_name_per_design_point() -> None:
    points = catalogue()
    sample = stratified_sample(points, None)
    assert len(sample) == len(group_by_point(points)) == 64
    assert len({tuple(sorted(points[name].items())) for name in sample}) == 64


def test_a_finer_point_keeps_every_pick_of_a_coarser_one() -> None:
    """Refining the golden rule adds goldens and keeps the blessed ones (each group's pick is its
    lowest-ranked name, and the finer group holding it has no lower one)."""
    fine = catalogue()
    coarse = {name: {key: value for key, value in point.items() if key != "dtype"} for name, point in fine.items()}
    coarse_picks, fine_picks = stratified_sample(coarse, None), stratified_sample(fine, None)
    assert len(coarse_picks) == 16 and len(fine_picks) == 64
    assert set(coarse_picks) <= set(fine_picks)


def test_more_than_one_per_point_goes_round_again_and_stops_at_the_catalogue() -> None:
    points = catalogue(copies=2)
    sample = stratified_sample(points, 100)
    assert len(sample) == len(set(sample)) == 100
    assert sorted(stratified_sample(points, 10_000)) == sorted(points)


def test_a_smaller_sample_is_the_start_of_a_larger_one() -> None:
    points = catalogue()
    assert stratified_sample(points, 20) == stratified_sample(points, 50)[:20]


@pytest.mark.parametrize("n", [0, -3])
def test_an_empty_sample_is_refused(n: int) -> None:
    with pytest.raises(BadInputError, match="at least 1"):
        stratified_sample(catalogue(), n)


def test_a_kernels_design_point_names_its_kind_types_cut_finish_and_target() -> None:
    from cute_ir.registry import DesignMetadata, KernelMetadata, OperandMetadata

    operand = OperandMetadata("bf16", rank=3, leading_dim=2, alignment=8)
    metadata = KernelMetadata(
        kernel_name="op_a",
        kernel_class="Dense",
        min_cc=100,
        operands={"B": operand, "A": operand, "out": OperandMetadata("f32", 3, 2, 4)},
        design=DesignMetadata(tile_shape=(128, 64, 64), threads=0, cluster_shape=(2, 1, 1)),
        epilogue="acc",
        tags={"cta": "2", "scale_format": "none", "operator": "cutedsl.Dense_a"},
        point_tags=("cta", "scale_format", "missing"),
    )
    assert metadata.design_point() == {
        "class": "Dense",
        "dtypes": "A=bf16,B=bf16,out=f32",
        "cluster": "2x1x1",
        "epilogue": "acc",
        "arch": "sm100",
        "cta": "2",
        "scale_format": "none",
    }
    assert metadata.to_json()["design_point"] == metadata.design_point()
