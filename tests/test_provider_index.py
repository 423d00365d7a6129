"""A lazy provider's index (cute_ir/registry/provider_index.py): a lookup or a listing of cute-ir's own
kernels imports neither `cutlass` nor a kernel module; an edited provider source rebuilds the index.

Each check runs in a fresh interpreter: what matters is what a new process imports.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cute_ir.registry import index_file, provider_index
from test_providers import make_distribution, write_module

HERE = Path(__file__).parent


def python(code: str, env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ, **env}, capture_output=True, text=True,
                          timeout=300, cwd=HERE)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def imported(after: str) -> str:
    """Code printing, as JSON, whether cutlass and which kernel modules are imported after `after`."""
    return (f"import json, sys\n{after}\n"
            "print(json.dumps({'cutlass': 'cutlass' in sys.modules, "
            "'kernels': sorted(m for m in sys.modules if m.startswith('cute_ir.kernels.'))}))")


@pytest.fixture(scope="module")
def index_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A private index folder, built once (cold) for the module's tests."""
    env = {provider_index.INDEX_ENV: str(tmp_path_factory.mktemp("provider-index")), "CUTE_IR_PROVIDERS": "cute_ir"}
    python("from cute_ir.registry import get_kernel; get_kernel('softmax_sm80_f16_t128')", env)
    return env


def test_looking_up_one_of_our_kernels_imports_no_dsl_and_no_kernel_module(index_env: dict[str, str]) -> None:
    lookup = "from cute_ir.registry import get_kernel; kernel = get_kernel('softmax_sm80_f16_t128')"
    assert json.loads(python(imported(lookup), index_env)) == {"cutlass": False, "kernels": []}
    used = lookup + "\nkernel.example_arguments(); assert type(kernel).__name__ == 'RowReductionKernel'"
    assert json.loads(python(imported(used), index_env))["kernels"] == [
        "cute_ir.kernels._vectors", "cute_ir.kernels.row_reduction"]  # only the family's own module (and helper)


def test_listing_our_provider_warm_imports_no_dsl(index_env: dict[str, str]) -> None:
    listing = ("from cute_ir.cli import main\n"
               "main(['list', '--provider', 'cute_ir', '--json'], standalone_mode=False)")
    out = python(imported(listing), index_env)
    *listed, last = out.strip().splitlines()
    assert json.loads(last) == {"cutlass": False, "kernels": []}
    names = [row["kernel_name"] for row in json.loads("\n".join(listed))]
    assert "softmax_sm80_f16_t128" in names and len(names) == 68


FAMILY = """
    from cute_ir.registry.jit import JitKernel, JitSpec

    class IndexedKernel(JitKernel):
        spec = JitSpec({name!r}, lambda: None, lambda: (), 0, {{}})
"""


def test_an_edited_provider_source_rebuilds_its_index_and_a_damaged_one_is_not_trusted(tmp_path: Path) -> None:
    site = tmp_path / "site"
    write_module(site, "good_lazy.provider", """
        from cute_ir.registry import KernelProvider

        def _family():
            from good_lazy.family import IndexedKernel
            return IndexedKernel

        PROVIDER = KernelProvider(name="lazy", families={"IndexedKernel": _family}, lazy=True)
    """)
    write_module(site, "good_lazy.family", FAMILY.format(name="lazy_one"))
    make_distribution(site, "good-lazy", {"lazy": "good_lazy.provider:PROVIDER"})
    env = {"PYTHONPATH": str(site), provider_index.INDEX_ENV: str(tmp_path / "index"), "CUTE_IR_PROVIDERS": "lazy"}
    lookup = ("from cute_ir.registry import get_kernel, get_kernels\n"
              "found = [kernel.name for kernel in get_kernels()]\n"
              "assert 'good_lazy.family' not in sys.modules\n"
              "print(json.dumps(found))")
    assert json.loads(python("import json, sys\n" + lookup, env)) == ["lazy_one"]
    files = list((tmp_path / "index" / "lazy").iterdir())
    assert len(files) == 1

    write_module(site, "good_lazy.family", FAMILY.format(name="lazy_two"))  # its source, so its hash, changed
    assert json.loads(python("import json, sys\n" + lookup, env)) == ["lazy_two"]
    assert len(list((tmp_path / "index" / "lazy").iterdir())) == 2

    current = next(path for path in (tmp_path / "index" / "lazy").iterdir() if path not in files)
    forged = {"instances": [["lazy_forged", "IndexedKernel", {}]], "overrides": {}, "errors": []}
    current.write_bytes(index_file.encode({"schema": provider_index.SCHEMA}, "provider", forged))  # another key
    assert json.loads(python("import json, sys\n" + lookup, env)) == ["lazy_two"]
    current.write_bytes(b"not gzip")
    assert json.loads(python("import json, sys\n" + lookup, env)) == ["lazy_two"]
    assert b"lazy_two" in gzip.decompress(current.read_bytes())  # rebuilt in place
