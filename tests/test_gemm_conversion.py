"""The GEMM problem's reference and tolerance for 8-bit and integer outputs (cute_ir.problems.conversion):
the output conversions NVIDIA's SM90 operators compile to (read from their PTX), modelled in float64."""

from __future__ import annotations

from typing import Any

import pytest

from cute_ir.gpu import run as gpu_run
from cute_ir.problems import GemmArguments
from cute_ir.problems.base import TOLERANCES
from cute_ir.registry.metadata import DesignMetadata, KernelMetadata, OperandMetadata

torch = pytest.importorskip("torch")


def _metadata(a: str, out: str) -> KernelMetadata:
    operands = {"A": OperandMetadata(a, 3, 2, 16), "B": OperandMetadata(a, 3, 1, 16), "out": OperandMetadata(out, 3, 1, 16)}
    return KernelMetadata("k", "Sm90StaticPersistentGemmOperator", 90, operands,
                          DesignMetadata((128, 128, 64), 0), "acc")


def _gemm(a: Any, b: Any, out_dtype: Any, accumulator: str) -> GemmArguments:
    return GemmArguments(a, b, torch.zeros(a.shape[0], b.shape[1], dtype=out_dtype), accumulator_type=accumulator)


def test_an_int8_output_wraps_and_an_int32_accumulator_is_exact() -> None:
    """i32 -> i8 is a truncating store (the low byte): 200 is -56, -129 is 127; u8 takes 300 to 44."""
    a = torch.tensor([[100, 100, 0], [-43, 0, 1], [1, 1, 1]], dtype=torch.int8)
    b = torch.tensor([[1], [1], [0]], dtype=torch.int8)
    args = _gemm(a, b, torch.int8, "i32")
    assert args.reference(_metadata("i8", "i8")).flatten().tolist() == [-56.0, -43.0, 2.0]
    a[1, 0] = -127
    a[1, 1] = -2
    assert args.reference(_metadata("i8", "i8"))[1, 0] == 127  # -129 wraps to 127
    unsigned = _gemm(torch.tensor([[150, 150]], dtype=torch.uint8), torch.tensor([[1], [1]], dtype=torch.uint8),
                     torch.uint8, "i32")
    assert unsigned.reference(_metadata("u8", "u8")).item() == 44.0
    rtol, atol = args.tolerance(_metadata("i8", "i8"))
    assert rtol == 0.0 and float(torch.as_tensor(atol).max()) == 0.0  # nothing rounds: exact match only


def test_a_float_accumulator_truncated_to_int32_may_be_one_step_off() -> None:
    a = torch.tensor([[2.5, -2.5, 1e10]], dtype=torch.float16).T.contiguous()  # 1e10 -> f16 inf: saturates
    args = _gemm(a, torch.ones(1, 1, dtype=torch.float16), torch.int32, "f32")
    assert args.reference(_metadata("f16", "i32")).flatten().tolist() == [2.0, -2.0, 2.0**31 - 1]
    _, atol = args.tolerance(_metadata("f16", "i32"))
    assert 1.0 <= float(atol.min()) < 1.01


def test_a_float8_output_saturates_and_is_compared_to_one_unit_in_the_last_place() -> None:
    """f32 -> e4m3 is cvt.rn.satfinite: 500 is 448 (torch's own conversion of a larger value may give NaN)."""
    a = torch.tensor([[20.0, 24.0], [1.0, 0.0625], [-30.0, 30.0]], dtype=torch.float8_e4m3fn)
    b = torch.tensor([[20.0], [4.0]], dtype=torch.float8_e4m3fn)
    args = _gemm(a, b, torch.float8_e4m3fn, "f32")
    metadata = _metadata("e4m3", "e4m3")
    reference = args.reference(metadata)
    assert reference.flatten().tolist() == [448.0, 20.25, -448.0]  # 20.25: the comparison rounds it to 20
    rtol, atol = args.tolerance(metadata)
    assert rtol == TOLERANCES["e4m3"][0] == 2.0**-3
    # one code away passes (20 -> 22 is 1 ulp), two do not; the atol holds the fp8 MMA's 2^-13 accumulation
    got = torch.tensor([[448.0], [22.0], [-448.0]]).to(torch.float8_e4m3fn)
    assert gpu_run._compare("k", {}, got, reference, rtol, atol, "cpu", 0.0, 0.0).ok
    got[1, 0] = 24.0
    assert not gpu_run._compare("k", {}, got, reference, rtol, atol, "cpu", 0.0, 0.0).ok
    magnitudes = torch.tensor([[20 * 20 + 24 * 4], [1 * 20 + 0.0625 * 4], [30 * 20 + 30 * 4]], dtype=torch.float64)
    assert torch.allclose(atol, 2.0**-6 + 2**0.5 * 2.0**-13 * magnitudes)


def test_an_e5m2_output_saturates_at_its_largest_finite_value() -> None:
    a = torch.tensor([[300.0, 300.0]], dtype=torch.float16)
    args = _gemm(a, torch.tensor([[300.0], [300.0]], dtype=torch.float16), torch.float8_e5m2, "f32")
    assert args.reference(_metadata("f16", "e5m2")).item() == 57344.0  # 180000: torch would make it inf


def test_integer_operands_are_small_integers_and_take_no_nan_or_subnormals() -> None:
    """i8 in [-32, 31], u8 in [0, 31]: a 16384-term sum stays exact in f32 (2^24) and far from int32's limit."""
    from cute_ir.gpu.cases import DISTRIBUTIONS

    generator = torch.Generator().manual_seed(0)
    signed = DISTRIBUTIONS["normal"].draw(torch, (4096,), torch.int8, "i8", generator)
    unsigned = DISTRIBUTIONS["normal"].draw(torch, (4096,), torch.uint8, "u8", generator)
    assert (int(signed.min()), int(signed.max())) == (-32, 31) and (int(unsigned.min()), int(unsigned.max())) == (0, 31)
    integer = _gemm(signed.reshape(64, 64), signed.reshape(64, 64), torch.int32, "i32")
    assert integer.distributions() == ("normal", "zeros")
    assert "denormal" in _gemm(*(torch.ones(2, 2, dtype=torch.float8_e5m2),) * 2, torch.float32, "f32").distributions()


def test_a_float8_output_is_also_checked_on_sums_past_its_range() -> None:
    """Large values make a 512-term sum saturate e4m3 (448) and e5m2 (57344): the case that shows `satfinite`."""
    from cute_ir.gpu.cases import DISTRIBUTIONS

    out = torch.zeros(4, 4, dtype=torch.float8_e4m3fn)
    assert "large" in GemmArguments(torch.ones(4, 4, dtype=torch.float16), torch.ones(4, 4, dtype=torch.float16),
                                    out).distributions()
    generator = torch.Generator().manual_seed(0)
    for dtype, name, largest in ((torch.float8_e4m3fn, "e4m3", 448.0), (torch.float8_e5m2, "e5m2", 57344.0)):
        a = DISTRIBUTIONS["large"].draw(torch, (64, 512), dtype, name, generator)
        b = DISTRIBUTIONS["normal"].draw(torch, (512, 64), dtype, name, generator)
        reference = _gemm(a, b, dtype, "f32").reference(_metadata(name, name))
        assert reference.abs().max() == largest and a.double().isfinite().all()


def test_bench_has_no_torch_baseline_for_8_bit_operands_and_says_so() -> None:
    from cute_ir.errors import BadInputError

    int8 = _gemm(torch.ones(2, 2, dtype=torch.int8), torch.ones(2, 2, dtype=torch.int8), torch.int32, "i32")
    with pytest.raises(BadInputError, match="torch.matmul has no kernel for i8 operands"):
        int8.torch_equivalent(_metadata("i8", "i32"))
    plain = _gemm(torch.ones(2, 2), torch.ones(2, 2), torch.float32, "f32")
    assert plain.torch_equivalent(_metadata("f32", "f32"))().tolist() == [[2.0, 2.0], [2.0, 2.0]]
