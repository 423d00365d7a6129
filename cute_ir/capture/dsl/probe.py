"""Find out what the installed DSL's compiler can do, by trying it, not by reading its version.

Builds of the same release differ (the cu13 builds of 4.4/4.5 strip IR printing), so the strategy is
chosen from what a tiny pass manager actually does here.
"""

from __future__ import annotations

import functools
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cute_ir.trace import Strategy

_TINY_MODULE = 'module { func.func @f() { return } }'


@dataclass(frozen=True)
class Capabilities:
    ir_printing: bool  # print-ir-after-all writes dumps
    timing: bool  # PassManager.enable_timing exists
    strategy: Strategy


@functools.cache
def probe() -> Capabilities:
    from cutlass._mlir import ir, passmanager

    with ir.Context() as ctx, ir.Location.unknown():
        module = ir.Module.parse(_TINY_MODULE)
        pm = passmanager.PassManager.parse("builtin.module(canonicalize)")
        timing = hasattr(pm, "enable_timing")
        with tempfile.TemporaryDirectory(prefix="cute-ir-probe-") as tree:
            ctx.enable_multithreading(False)
            try:
                pm.enable_ir_printing(print_after_all=True, tree_printing_dir_path=tree)
                pm.run(module.operation)
                printing = any(Path(tree).rglob("*.mlir"))
            except (TypeError, AttributeError):
                printing = False
    strategy = Strategy.INSTRUMENT if printing else Strategy.REPLAY
    return Capabilities(ir_printing=printing, timing=timing, strategy=strategy)


def option_accepted(pipeline: str, context: object) -> bool:
    """Does the pass registry accept this pipeline (e.g. a meta-pass option such as llvm-only)?"""
    from cutlass._mlir import passmanager

    from cute_ir.capture.dsl.timing import captured_stderr_fd

    with captured_stderr_fd(passthrough=False):  # the option parser prints its complaint to fd 2
        try:
            passmanager.PassManager.parse(pipeline, context=context)
        except Exception:  # noqa: BLE001 - the bindings raise plain ValueError/MLIRError variants
            return False
    return True


def known_archs() -> list[str] | None:
    """Target archs the installed DSL accepts as CUTE_DSL_ARCH (its Arch enum moved in 4.6); None
    where the DSL keeps no list (4.2 takes any string and leaves the check to the compiler)."""
    try:
        from cutlass.base_dsl.enums import Arch
    except ImportError:
        try:
            from cutlass.base_dsl.arch import Arch
        except ImportError:
            return None
    return [arch.name for arch in Arch]
