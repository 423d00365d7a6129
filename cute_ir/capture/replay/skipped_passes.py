"""What cute-ir knows about the passes a replay cannot run: when each is idle, and who else can run it.

This is version knowledge, beside `cute_ir.releases.catalogue`, and the one place for it. On DSL 4.6+ (and the
cu13 builds) some passes of ``cute-to-nvvm`` are not in the Python pass registry; the replay skips
them, and every pass after one of them is exact only if the skipped pass did nothing. Per pass this
module says how that can be shown (the rules of the project's shared facts,
``exactness-4.8.1.md`` (b), measured on 78 traces of DSL 4.8.1):

- ``roots``: ops whose presence makes the pass *active* (it rewrites them);
- ``probe``: what the greedy-core probe (the greedy rewrite driver with its default configuration
  and no patterns, run on a copy) proves: for a conversion, "changes nothing" shows that no op
  would be folded either; for a greedy pass with no root present, the pass *is* the probe;
- ``option_idle``: an option whose empty value disables the pass;
- ``upstream_dialects``: an upstream MLIR pass that another MLIR build on PyPI registers (the
  optional ``upstream-mlir`` extra, see `cute_ir.capture.replay.emulate`) and the dialects that build must
  know to run it; every other dialect is handed over unregistered.

A pass without a rule is unprovable. ``int-range-optimizations`` stays unprovable on purpose: its
ranges come from the cute dialect's own interfaces, and the probe measurably changes IR the real
pass leaves alone, so the probe must never stand in for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Probe(str, Enum):
    """What the greedy-core probe can prove about a skipped pass."""

    NONE = "none"  # nothing: the pass is not the greedy driver, or its config differs
    NO_FOLD = "no-fold"  # a conversion: unchanged by the probe => no op would be folded
    IS_PASS = "is-pass"  # no root present: the pass is the greedy driver with no pattern firing


# canonicalize with every pattern filtered out: the greedy driver's default configuration alone.
GREEDY_CORE_PROBE = "canonicalize{enable-patterns=__none__ top-down=false region-simplify=normal max-iterations=10}"

# Types the NVIDIA legalize-llvm-types pass rewrites in llvm memory ops (alone or as a vector element: 4xf8E4M3FN).
NARROW_FLOAT_TYPE = r"(?:(?<!\w)|(?<=\dx))(?:f8E\w+|f6E\w+|f4E\w+|tf32)\b"


@dataclass(frozen=True)
class SkippedPassRule:
    arg: str
    why: str  # what the pass rewrites, in one line (shown as evidence)
    roots: frozenset[str] = frozenset()  # op names that make it active
    root_type_pattern: str = ""  # a root counts only when one of its types matches this regex
    probe: Probe = Probe.NONE
    option_idle: str = ""  # the pass is disabled when this option is empty
    upstream_dialects: frozenset[str] = frozenset()  # emulable upstream: the dialects it needs
    greedy_runs: int = 1  # how often the pass runs its greedy driver (the probe emulation repeats it)

    @property
    def upstream(self) -> bool:
        return bool(self.upstream_dialects)


_ARITH_EXPAND_ROOTS = frozenset(
    f"arith.{name}"
    for name in ("ceildivsi", "ceildivui", "floordivsi", "maxsi", "maxui", "minsi", "minui", "maximumf",
                 "minimumf", "maxnumf", "minnumf", "scaling_extf", "scaling_truncf")
)

RULES: dict[str, SkippedPassRule] = {
    rule.arg: rule
    for rule in (
        SkippedPassRule(
            "int-range-optimizations",
            "constants from integer ranges the cute dialect infers; no op set shows it idle",
        ),
        SkippedPassRule(
            "convert-vector-to-scf",
            "lowers vector transfers and vector.print; otherwise two runs of the greedy driver",
            roots=frozenset({"vector.transfer_read", "vector.transfer_write", "vector.print"}),
            probe=Probe.IS_PASS,
            upstream_dialects=frozenset({"vector", "scf", "memref", "arith", "affine", "tensor", "func"}),
            greedy_runs=2,
        ),
        SkippedPassRule(
            "arith-expand",
            "expands ceildiv/floordiv/min/max ops (conversion; folds every op it does not mark legal)",
            roots=_ARITH_EXPAND_ROOTS,
            probe=Probe.NO_FOLD,
            upstream_dialects=frozenset({"arith", "vector"}),
        ),
        SkippedPassRule(
            "convert-math-to-funcs",
            "outlines math.ipowi/fpowi into functions (conversion; folds every op it does not mark legal)",
            roots=frozenset({"math.ipowi", "math.fpowi"}),
            probe=Probe.NO_FOLD,
            upstream_dialects=frozenset({"math", "arith", "func", "cf", "scf", "vector"}),
        ),
        SkippedPassRule(
            "flatten-locs",
            "writes locations to a JSON file; an empty output-json-path disables it",
            option_idle="output-json-path",
        ),
        SkippedPassRule(
            "legalize-llvm-types",
            "rewrites llvm memory ops on f8/f6/f4/tf32 types (NVIDIA, greedy)",
            roots=frozenset({"llvm.load", "llvm.store", "llvm.alloca", "llvm.getelementptr", "llvm.bitcast"}),
            root_type_pattern=NARROW_FLOAT_TYPE,
            probe=Probe.NO_FOLD,
        ),
        SkippedPassRule(
            "expand-strided-metadata",
            "expands memref subview/reshape metadata ops; otherwise the greedy driver",
            roots=frozenset(
                f"memref.{name}"
                for name in ("subview", "expand_shape", "collapse_shape", "reshape", "extract_strided_metadata",
                             "extract_aligned_pointer_as_index")
            ),
            probe=Probe.IS_PASS,
            upstream_dialects=frozenset({"memref", "affine", "arith"}),
        ),
        SkippedPassRule(
            "optimize-llvm-for-backend",
            "NVIDIA's 'Optimize LLVM for GPU backend': no rule; only the llvm-only stop speaks for it",
        ),
        SkippedPassRule(
            "ensure-debug-info-scope-on-llvm-func",
            "adds debug-info scopes to llvm.func locations (never idle with line info on)",
        ),
    )
}


def rule_for(arg: str) -> SkippedPassRule | None:
    """The rule for a skipped pass (by bare argument), or None: unprovable."""
    return RULES.get(arg)
