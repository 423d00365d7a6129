"""kernels.dsl_compat: what stands in for DSL features that older releases lack (4.2 has no fake
tensors and no fake stream). Checked here with this interpreter's DSL, those features removed;
tests/test_cross_version.py runs the real 4.2.1 (which also lacks make_rmem_tensor)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from cute_ir.registry import dsl_compat
from cute_ir.registry.operands import OperandSpec, describe


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16", "f64"])
def test_without_fake_tensors_a_spec_becomes_a_host_array_of_its_type_shape_and_strides(
    dtype: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import cutlass.cute.runtime as runtime

    monkeypatch.delattr(runtime, "make_fake_tensor")
    spec = OperandSpec.column_major(dtype, (24, 40), alignment=16)
    tensor = dsl_compat.to_cute_tensor(spec, describe(spec, "A"))
    view = describe(tensor, "A")
    assert type(tensor).__name__ != "_FakeTensor"
    assert (view.dtype, view.shape, view.stride) == (dtype, spec.shape, spec.stride)


_COMPILE_WITHOUT_FAKES = """
import cutlass.cute.runtime as runtime
del runtime.make_fake_tensor, runtime.make_fake_stream
from cute_ir import kernels, registry
kernel = registry.get_kernel("elementwise_add_sm80_f32_v128")
print(type(kernel.compile(kernel.example_arguments()).compiled).__name__)
"""


def test_a_kernel_compiles_without_fake_tensors_or_streams() -> None:
    env = dict(os.environ, CUTE_DSL_ARCH="sm_90a", CUTE_DSL_NO_CACHE="1")
    done = subprocess.run([sys.executable, "-c", _COMPILE_WITHOUT_FAKES], capture_output=True, text=True,
                          env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]


def test_the_occupancy_hint_is_given_only_where_the_dsl_compiles_it_without_a_gpu(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import dataclass

    from cutlass.base_dsl.dsl import BaseDSL

    hint = dsl_compat.occupancy_launch_hint(6)
    if "preferred_smem_carveout" in BaseDSL.LaunchConfig.__dataclass_fields__:  # DSL 4.6+
        assert hint == {"min_blocks_per_mp": 6, "preferred_smem_carveout": -1}
    assert dsl_compat.occupancy_launch_hint(0) == {}

    @dataclass
    class LaunchConfigOf45:  # 4.2-4.5: min_blocks_per_mp > 1 asks the driver while compiling
        min_blocks_per_mp: int = 0

    monkeypatch.setattr(BaseDSL, "LaunchConfig", LaunchConfigOf45)
    assert dsl_compat.occupancy_launch_hint(6) == {}


def test_the_compiling_release_is_the_catalogue_s_answer_even_where_cutlass_has_no_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One answer to "which DSL": the installed distribution's version and libs variant (4.2.1's cutlass has
    no __version__, and a cu13 build's says nothing of cu13)."""
    import cutlass

    from cute_ir.releases.catalogue import format_spec, imported_dsl

    monkeypatch.delattr(cutlass, "__version__", raising=False)
    assert dsl_compat.dsl_version() == format_spec(*imported_dsl()) != "unknown"
