"""Judge a pass the replay skips, on the live module it would have run on: idle, active or unprovable.

The rules are `cute_ir.capture.replay.skipped_passes`; this applies them to a module of the DSL's own bindings,
during the replay, so the verdict is a fact stored in the trace (consumers never re-judge).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from cute_ir.capture.pipeline import PipelinePass
from cute_ir.capture.replay.printing import module_fingerprint, module_text
from cute_ir.capture.replay.skipped_passes import GREEDY_CORE_PROBE, Probe, SkippedPassRule, rule_for
from cute_ir.trace import Verdict
from cute_ir.stages import bare_pass_arg

_OPTION = r"(?<![\w-]){name}=(?P<value>[^ }}]*)"


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    evidence: str  # e.g. "arith-expand: floordivsi ×4, ceildivsi ×1"
    probe_changes: bool = False  # the greedy-core probe changed the IR (IS_PASS: the pass would too)


def judge(module: Any, spec: PipelinePass, context: Any, printed: Callable[[], str] | None = None,
          fingerprint: Callable[[], bytes] | None = None,
          op_names: Callable[[], dict[str, int]] | None = None) -> Judgement:
    """The verdict for skipped pass `spec` on `module` (which is left untouched); `printed`, `fingerprint`
    and `op_names` give the module's text, fingerprint and ops by name where the caller has them already
    (printing a large module takes a tenth of a second, its fingerprint or a walk of its ops a hundredth)."""
    arg = bare_pass_arg(spec.arg)
    rule = rule_for(arg)
    if rule is None:
        return Judgement(Verdict.UNPROVABLE, f"{arg}: no rule says when this pass is idle")
    if rule.option_idle:
        match = re.search(_OPTION.format(name=re.escape(rule.option_idle)), spec.options)
        value = match["value"] if match else ""
        if not value:
            return Judgement(Verdict.IDLE, f"{arg}: {rule.option_idle} is empty, which disables the pass")
        return Judgement(Verdict.ACTIVE, f"{arg}: {rule.option_idle}={value}")
    found = root_ops(module, rule, printed, op_names() if op_names is not None else None)
    if found:
        ranked = sorted(found.items(), key=lambda item: (-item[1], item[0]))
        listed = ", ".join(f"{name.split('.', 1)[1]} ×{n}" for name, n in ranked)
        return Judgement(Verdict.ACTIVE, f"{arg}: {listed}")
    if rule.probe is Probe.NONE:
        return Judgement(Verdict.UNPROVABLE, f"{arg}: {rule.why}")
    changes = probe_changes(module, context, printed, fingerprint)
    names = sorted(r.split(".", 1)[1] for r in rule.roots)
    none = (f"no {' / '.join(names)} op" if len(names) <= 6 else
            f"none of the {len(names)} ops it rewrites ({', '.join(names[:3])}, ...)") if names else "no root op"
    if not changes:
        return Judgement(Verdict.IDLE, f"{arg}: {none}, and the greedy-core probe changes nothing")
    if rule.probe is Probe.IS_PASS:
        return Judgement(Verdict.ACTIVE, f"{arg}: {none}, but its greedy driver changes the IR (the probe does)",
                         probe_changes=True)
    return Judgement(Verdict.UNPROVEN, f"{arg}: {none}, but the greedy-core probe changes the IR (folds, dead "
                     "ops), and whether this pass would too is not known", probe_changes=True)


def root_ops(module: Any, rule: SkippedPassRule, printed: Callable[[], str] | None = None,
             op_names: dict[str, int] | None = None) -> Counter:
    """How many ops of `module` the rule's pass would rewrite, by op name.

    With the module's ops by name (`op_names`), the module is walked only where a root counts with a
    type of the rule's pattern alone; and not even then where the module's text (`printed`, which spells
    out every type the module uses) has none: reading each op's types costs a tenth of a second on FA4,
    whose 8,000 memory ops have no narrow float.
    """
    from cutlass._mlir import ir

    found: Counter = Counter()
    roots = rule.roots
    pattern = re.compile(rule.root_type_pattern) if rule.root_type_pattern else None
    if op_names is not None:
        present = Counter({name: op_names[name] for name in roots if op_names.get(name)})
        if pattern is None or not present:
            return present
    if pattern is not None and printed is not None and pattern.search(printed()) is None:
        return found
    advance = ir.WalkResult.ADVANCE

    def visit(op: Any) -> Any:
        name = op.name
        if name in roots and (pattern is None or _has_type(op, pattern)):
            found[name] += 1
        return advance

    if roots:
        with module.context:  # the DSL's value casters wrap operands in types that need it
            module.operation.walk(visit)
    return found


# The last module probed and the answer: skipped passes often follow each other on one module (FA4:
# convert-vector-to-scf and convert-math-to-funcs), and a probe prints a copy of the whole module.
_last_probe: dict[bytes, bool] = {}


def probe_changes(module: Any, context: Any, printed: Callable[[], str] | None = None,
                  fingerprint: Callable[[], bytes] | None = None) -> bool:
    """Does the greedy driver alone (no patterns) change the printed IR of a copy of `module`? A copy
    with the module's fingerprint prints alike; only one without is printed to compare."""
    before = fingerprint() if fingerprint is not None else module_fingerprint(module)
    if before in _last_probe:
        return _last_probe[before]
    copy = run_probe(module, context)
    original = printed if printed is not None else lambda: module_text(module)
    changes = module_fingerprint(copy) != before and module_text(copy) != original()
    _last_probe.clear()
    _last_probe[before] = changes
    return changes


def run_probe(module: Any, context: Any, runs: int = 1) -> Any:
    """A copy of `module` after `runs` runs of the greedy-core probe."""
    from cutlass._mlir import passmanager

    copy = module.operation.clone()
    pm = passmanager.PassManager.parse(f"builtin.module({','.join([GREEDY_CORE_PROBE] * runs)})", context=context)
    pm.enable_verifier(False)
    pm.run(copy.operation)
    return copy


def _has_type(op: Any, pattern: re.Pattern[str]) -> bool:
    """Does one of the op's types (operands, results, type attributes such as a GEP's element type)
    match? Read one by one, not from the op's printed form: printing a nested op costs about 2 ms
    (judging legalize-llvm-types on FA4's 8000 loads and stores took 14 s)."""
    return any(pattern.search(text) for text in _type_texts(op))


def _type_texts(op: Any) -> Iterator[str]:
    for value in (*op.operands, *op.results):
        yield str(value.type)
    attributes = op.attributes
    for position in range(len(attributes)):
        yield str(attributes[position].attr)
