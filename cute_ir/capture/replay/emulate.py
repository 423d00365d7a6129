"""Run an upstream MLIR pass the DSL does not register through another MLIR build: the `upstream-mlir` extra.

DSL 4.6+ leaves upstream passes such as `arith-expand` and `convert-math-to-funcs` out of its
Python pass registry. numba-cuda-mlir (an optional dependency: ``pip install 'cute-ir[upstream-mlir]'``)
bundles an upstream MLIR whose registry has them, loaded with RTLD_DEEPBIND so it lives beside the
DSL's MLIR in one process. The hand-off is text in MLIR's generic form:

- the DSL prints the module generically; every dialect both builds know but the pass does not need
  (nvvm, llvm, gpu, ... : the DSL's versions carry attributes upstream does not) is renamed into an
  unregistered namespace, so upstream keeps it as opaque text; the pass's own dialects stay real;
- upstream parses it (unregistered dialects allowed), runs the pass, prints it generically; the names
  are restored and the DSL parses the result.

Each hand-off is checked: the module must survive the round trip *without* the pass unchanged (the
DSL prints the same text), and the result must read back into upstream as the text it wrote. A pass
run this way is labelled `emulated`: it is upstream's code, not the DSL's build of it, and a
conversion here cannot fold ops of dialects unknown upstream (the DSL's conversion would try).
Set CUTE_IR_UPSTREAM_MLIR=0 to capture without it although it is installed.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.replay.printing import module_text
from cute_ir.capture.replay.skipped_passes import SkippedPassRule

DISTRIBUTION = "numba-cuda-mlir"
DISABLE_ENV = "CUTE_IR_UPSTREAM_MLIR"
# Dialects registered both in the DSL's MLIR and upstream; hidden from upstream unless a pass needs them.
SHARED_DIALECTS = ("arith", "cf", "func", "gpu", "index", "llvm", "math", "nvgpu", "nvvm", "ptr", "scf", "ub",
                   "vector", "memref", "affine", "tensor")
_HIDDEN_PREFIX = "cuteir_hidden_"


class HandOffError(RuntimeError):
    """The module did not cross between the two MLIR builds unchanged; nothing was emulated."""


class UnreadableResult(HandOffError):
    """The pass ran upstream, but its output fails the DSL's verifier on parsing (the DSL's own pipeline
    runs unverified and goes on with such IR): `text` is that output, there is no DSL module."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


@dataclass(frozen=True)
class Emulation:
    module: Any  # the DSL module after the pass
    evidence: str


class UpstreamMLIR:
    """The upstream MLIR build of the extra, one context per replay."""

    def __init__(self) -> None:
        import numba_cuda_mlir
        from numba_cuda_mlir._mlir import ir, passmanager

        self._ir, self._passmanager = ir, passmanager
        self.name = f"{DISTRIBUTION} {numba_cuda_mlir.__version__}"
        self._context = ir.Context()
        self._context.allow_unregistered_dialects = True
        self._context.enable_multithreading(False)

    def run(self, module: Any, spec: PipelinePass, rule: SkippedPassRule, dsl_text: str) -> Emulation:
        """Run `spec` on a DSL `module` (printed `dsl_text`) upstream; the DSL module after it."""
        from cutlass._mlir import ir as dsl_ir

        dsl_context = module.context
        hidden = tuple(d for d in SHARED_DIALECTS if d not in rule.upstream_dialects)
        generic = _generic(module)
        if _HIDDEN_PREFIX in generic:
            raise HandOffError(f"the IR already contains {_HIDDEN_PREFIX!r}")
        outbound = _hide(generic, hidden)
        upstream = self._parse(outbound, "the DSL's IR")
        crossed = _show(_generic(upstream), hidden)
        if module_text(_parse_dsl(dsl_ir, crossed, dsl_context, "upstream's print of the unchanged IR")) != dsl_text:
            raise HandOffError("the IR changes on a round trip through upstream MLIR without the pass")
        pm = self._passmanager.PassManager.parse(spec.standalone_pipeline, context=self._context)
        pm.enable_verifier(False)  # as the replay runs the DSL's own passes
        try:
            pm.run(upstream.operation)
        except Exception as err:  # noqa: BLE001 - MLIRError: the pass failed upstream
            raise HandOffError(f"{spec.arg} failed in upstream MLIR: {_first_line(err)}") from err
        result = _generic(upstream)
        shown = _show(result, hidden)
        try:
            back = _parse_dsl(dsl_ir, shown, dsl_context, f"upstream's IR after {spec.arg}")
        except HandOffError as err:
            raise UnreadableResult(str(err), shown) from err
        if _generic(self._parse(_hide(_generic(back), hidden), "the DSL's reading of the result")) != result:
            raise HandOffError(f"the DSL does not read upstream's IR after {spec.arg} as written")
        kept = ", ".join(sorted(rule.upstream_dialects))
        return Emulation(back, f"run by {self.name} (upstream MLIR; dialects {kept} registered there, the others "
                               "handed over opaque); both hand-offs round-trip identically")

    def _parse(self, text: str, what: str) -> Any:
        try:
            return self._ir.Module.parse(text, self._context)
        except Exception as err:  # noqa: BLE001 - MLIRError: upstream cannot read this IR
            raise HandOffError(f"upstream MLIR cannot parse {what}: {_first_line(err)}") from err


def upstream_state() -> str:
    """Without importing it: "" where the extra would be used, else why not (disabled, not installed)."""
    if os.environ.get(DISABLE_ENV, "") == "0":
        return f"{DISABLE_ENV}=0"
    if importlib.util.find_spec("numba_cuda_mlir") is None:
        return f"{DISTRIBUTION} is not installed"
    return ""


def load_upstream() -> tuple[UpstreamMLIR | None, str]:
    """The extra's MLIR, or None and why not (not installed, disabled, broken)."""
    if os.environ.get(DISABLE_ENV, "") == "0":
        return None, f"{DISABLE_ENV}=0"
    try:
        return UpstreamMLIR(), ""
    except ImportError as err:
        return None, f"{DISTRIBUTION} is not installed ({err.name or err})"
    except Exception as err:  # noqa: BLE001 - a broken install must not fail the capture
        return None, f"{DISTRIBUTION} does not load: {_first_line(err)}"


@contextmanager
def upstream_emulation_off() -> Iterator[None]:
    """Captures started inside (child processes included) run no upstream pass: goldens must not depend
    on whether the optional extra is installed."""
    before = os.environ.get(DISABLE_ENV)
    os.environ[DISABLE_ENV] = "0"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(DISABLE_ENV, None)
        else:
            os.environ[DISABLE_ENV] = before


def _hide(text: str, dialects: tuple[str, ...]) -> str:
    if not dialects:
        return text
    return re.sub(rf"(?<![\w$.\-])({'|'.join(dialects)})\.(?=[\w\"<])", rf"{_HIDDEN_PREFIX}\1.", text)


def _show(text: str, dialects: tuple[str, ...]) -> str:
    return text.replace(_HIDDEN_PREFIX, "") if dialects else text


def _generic(module: Any) -> str:
    """Generic form with every attribute, type and location inline: an alias used inside a hidden
    dialect's attribute would be opaque text upstream, its definition dropped on printing."""
    return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True, assume_verified=True,
                                    use_local_scope=True)




def _parse_dsl(dsl_ir: Any, text: str, context: Any, what: str) -> Any:
    try:
        return dsl_ir.Module.parse(text, context=context)
    except Exception as err:  # noqa: BLE001 - MLIRError: the DSL cannot read upstream's print
        raise HandOffError(f"the DSL cannot parse {what}: {_first_line(err)}") from err


def _first_line(err: BaseException) -> str:
    """The error's first line, and its first diagnostic (MLIRError puts it on the next line)."""
    lines = [line.strip() for line in str(err).strip().splitlines() if line.strip()]
    return " ".join(lines[:2])[:300] if lines else type(err).__name__
