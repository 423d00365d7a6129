"""Resource and instruction-mix deltas between two traces, per kernel.

Registers, local memory, spills and the SASS instruction classes (`LDG.128` apart from `LDG`) come
from `Trace.resources`, read from the cubin at capture time. PTX counts come from the stored PTX artifact,
read by the capture's own PTX reader (`cute_ir.capture.extract.ptx.ptx_counts`, text only, no DSL):
total instructions and global/shared loads and stores split into vector (`ld.global.v4`) and scalar
ones, the usual first sign that a release vectorized a copy differently.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from cute_ir.capture.extract.ptx import ptx_counts
from cute_ir.normalize.rules import normalize, stable_symbol_names
from cute_ir.trace import KernelResources, Trace

_COUNTED = ("class.", "ptx.")
# Every whole-number field of KernelResources is a metric, so a field the capture adds shows without
# a change here; a field a trace does not know (None: an older schema) is no metric of it.
_RESOURCE_FIELDS = tuple(f.name for f in fields(KernelResources) if str(f.type) in ("int", "int | None"))


@dataclass(frozen=True)
class ResourceDelta:
    kernel: str  # A's name for the kernel (B's when only B has it)
    metric: str  # "registers", "ptx.ld.global.vector", "class.LDG.128", ...
    a: int | None
    b: int | None
    comparable: bool = True  # False: both traces have the kernel, one does not know this metric (older schema)

    @property
    def changed(self) -> bool:
        return self.comparable and self.a != self.b

    @property
    def delta(self) -> int | None:
        return None if self.a is None or self.b is None else self.b - self.a


def resource_deltas(a: Trace, b: Trace) -> list[ResourceDelta]:
    """Every metric of every kernel that either trace measured, in kernel order, A's order first."""
    return metric_deltas(_metrics(a), _metrics(b))


def metric_deltas(a: dict[str, dict[str, int]], b: dict[str, dict[str, int]]) -> list[ResourceDelta]:
    """Every metric of every kernel (kernel -> metric -> value, as `resource_deltas` reads a trace's;
    a golden's come from its resource summary), in kernel order, A's order first."""
    deltas: list[ResourceDelta] = []
    for a_kernel, b_kernel in _pair_kernels(list(a), list(b)):
        a_metrics = a.get(a_kernel, {}) if a_kernel else {}
        b_metrics = b.get(b_kernel, {}) if b_kernel else {}
        for metric in dict.fromkeys([*a_metrics, *b_metrics]):
            # An instruction class or PTX count missing on one side of a kernel both have is zero.
            both = bool(a_metrics and b_metrics)
            absent = 0 if both and metric.startswith(_COUNTED) else None
            a_value, b_value = a_metrics.get(metric, absent), b_metrics.get(metric, absent)
            comparable = not both or (a_value is not None and b_value is not None)
            deltas.append(ResourceDelta(a_kernel or b_kernel or "", metric, a_value, b_value, comparable))
    return deltas


def _metrics(trace: Trace) -> dict[str, dict[str, int]]:
    """kernel -> metric -> value, from the recorded resources and the PTX artifact."""
    result: dict[str, dict[str, int]] = {}
    names = stable_symbol_names([r.function for r in trace.resources])  # as the normalized PTX spells them
    for name, resources in zip(names, trace.resources):
        result[name] = _resource_metrics(resources)
    text = trace.artifact_text("ptx")
    if text is not None:
        per_entry = ptx_counts(normalize("ptx", text))
        for known, found in _pair_kernels(list(result), list(per_entry)):
            if found is not None:
                result.setdefault(known or found, {}).update(per_entry[found])
    return result


def _resource_metrics(resources: KernelResources) -> dict[str, int]:
    metrics = {name: int(getattr(resources, name)) for name in _RESOURCE_FIELDS if getattr(resources, name) is not None}
    metrics.update({f"class.{k}": v for k, v in sorted(resources.instruction_classes.items())})
    return metrics


def _pair_kernels(a: list[str], b: list[str]) -> list[tuple[str | None, str | None]]:
    """Kernels with the same name pair up; the rest pair in order (their names changed)."""
    same = [name for name in a if name in b]
    a_rest = [name for name in a if name not in same]
    b_rest = [name for name in b if name not in same]
    pairs: list[tuple[str | None, str | None]] = [(name, name) for name in same]
    for n in range(max(len(a_rest), len(b_rest))):
        pairs.append((a_rest[n] if n < len(a_rest) else None, b_rest[n] if n < len(b_rest) else None))
    return pairs
