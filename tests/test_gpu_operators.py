"""NVIDIA's SM80/SM90 operators run on the GPU against a float64 torch reference (skipped without a GPU).

A stratified sample of the sm_90a catalogue (nvidia-cutlass-operators 0.3.0): one operator per class x
A/B dtype x out dtype x accumulator (39), the layout letters cycling through the catalogue's eight,
each on the example shape and on one ragged shape (no tile's multiple, a multiple of 16 as the 8-bit
operands need), a float8 output also on large values (its saturation); and an SM100 operator, which an H100 (any sm_90 GPU) refuses (exit 9), never passes. Every junit
property `case` is one report (docs/results/gpu-results.md tabulates them).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pytest
from click.testing import CliRunner

from cute_ir import registry
from cute_ir.cli import main
from cute_ir.errors import ExitCode
from gpu_reports import assert_every_case_passed

RAGGED = (272, 144, 208)  # (M, N, K): multiples of 16, of no tile (64, 128 or 256 by 64 or 32)
SM100 = ("cutedsl.PersistentDenseGemmOperator_sm100_ttt_AFloat16_BFloat16_outFloat32_accFloat32_2cta_cluster2x1x1_"
         "tile128x32x64_schedulerCLC_tma_store")


@lru_cache(maxsize=1)
def sample() -> list[str]:
    """One sm_90a operator per (class, A/B, out, accumulator), in sorted order; each takes the next of the
    catalogue's layout letters that its stratum has (8-bit A/B come in "tnn" and "tnt" only)."""
    from cute_ir.providers.cutlass_operators import CutlassOperatorKernel

    if importlib_missing("cutlass.operators"):
        return []
    strata: dict[tuple[str, ...], dict[str, str]] = {}
    for kernel in sorted(CutlassOperatorKernel.list_kernels(None, arch="sm_90a"), key=lambda each: each.name):
        metadata = kernel.metadata
        stratum = (metadata.kernel_class, metadata.operands["A"].dtype, metadata.operands["out"].dtype,
                   metadata.tags["accumulator"])
        strata.setdefault(stratum, {}).setdefault(metadata.layout, kernel.name)
    letters = sorted({layout for layouts in strata.values() for layout in layouts})
    chosen, turn = [], 0
    for stratum in sorted(strata):
        available = strata[stratum]
        at = next(turn + step for step in range(len(letters)) if letters[(turn + step) % len(letters)] in available)
        chosen.append(available[letters[at % len(letters)]])
        turn = at + 1
    return chosen


def importlib_missing(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is None
    except ModuleNotFoundError:
        return True


@pytest.mark.gpu
@pytest.mark.parametrize("name", sample())
def test_a_sample_operator_matches_torch(name: str, record_property: Callable[[str, Any], None]) -> None:
    from cute_ir.gpu.cases import distributions_for
    from cute_ir.gpu.run import RunCase, run_cases

    cases = [RunCase("normal"), RunCase("normal", RAGGED)]
    if "large" in distributions_for(registry.get_kernel(name), "all"):  # float8 outputs: sums that saturate
        cases.append(RunCase("large"))
    reports = run_cases(name, cases)
    for report in reports:
        record_property("case", json.dumps(report.to_json()))
    assert_every_case_passed(reports)


@pytest.mark.gpu
def test_an_sm100_operator_is_refused_on_an_sm90_gpu_never_passed() -> None:
    import torch

    if torch.cuda.get_device_capability() != (9, 0):
        pytest.skip(f"the refusal is an sm_90 GPU's (H100, H200); this GPU is {torch.cuda.get_device_name()}")
    assert registry.get_kernel(SM100).name == SM100  # the seed's operator, as `cute-ir list` names it
    result = CliRunner().invoke(main, ["run", SM100])
    output = " ".join(result.output.split())
    assert result.exit_code == ExitCode.NO_GPU, output
    assert "needs sm_100 (compiles for sm_100a" in output and f"this GPU is {torch.cuda.get_device_name()}" in output
