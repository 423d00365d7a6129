"""Grouped GEMM, CUTLASS's way: G independent problems out[g] = A[g] @ B[g] of different sizes, one launch.

The operands are lists, so what the runner compares is every group's out, reference and error bound
flattened and concatenated in group order (`output`): one vector, `first_mismatch` an index into it.
A `--shape` is flat (M, N, K) triples, one per group: (128, 256, 64, 0, 256, 64) is two groups, the
second empty.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.problems.base import TOLERANCES, Problem, Work, _strides_in_order, accumulation_bound
from cute_ir.registry.metadata import KernelMetadata
from cute_ir.registry.operands import OperandSpec, describe

ROLES = ("A", "B", "out")


@dataclass
class GroupedGemmArguments(Problem):
    """G independent GEMMs in one launch: out[g] (M_g, N_g) = A[g] (M_g, K_g) @ B[g] (K_g, N_g) for g < G,
    each problem of its own size, accumulated in `accumulator_type`.

    A, B and out are equally long lists of matrices (torch's shapes, as torch.mm takes them); a group
    may be empty (M_g or N_g = 0: nothing to write; K_g = 0: out[g] is zeros). The operands are named
    `A[g]`, `B[g]`, `out[g]`.
    """

    A: Sequence[Any]
    B: Sequence[Any]
    out: Sequence[Any]
    accumulator_type: str = "f32"

    def operands(self) -> dict[str, Any]:
        named = {}
        for group, tensors in enumerate(zip(self.A, self.B, self.out)):
            named.update({f"{role}[{group}]": tensor for role, tensor in zip(ROLES, tensors)})
        return named

    def with_operands(self, tensors: dict[str, Any]) -> GroupedGemmArguments:
        lists = {role: list(getattr(self, role)) for role in ROLES}
        for name, tensor in tensors.items():
            role, group = split_group_name(name)
            lists[role][group] = tensor
        return replace(self, **lists)

    def problem_sizes(self) -> list[tuple[int, int, int]]:
        """(M_g, N_g, K_g) of every group, read from A's and B's shapes."""
        sizes = []
        for group, (a, b) in enumerate(zip(self.A, self.B)):
            m, k = describe(a, f"A[{group}]").shape
            n = describe(b, f"B[{group}]").shape[-1]
            sizes.append((m, n, k))
        return sizes

    def kind(self) -> str:
        return "grouped_gemm"

    def distributions(self) -> tuple[str, ...]:
        return ("normal", "zeros", "large", "denormal", "nan")

    def filling(self, name: str, distribution: str) -> str:
        """Every group's out starts as NaN, every A carries the case's values, B stays normal."""
        return {"out": "out", "A": distribution}.get(split_group_name(name)[0], "normal")

    def check_shape(self, shape: tuple[int, ...]) -> None:
        problems_of(shape)

    def sized(self, shape: tuple[int, ...]) -> GroupedGemmArguments:
        """One group per (M, N, K) triple of `shape`, each matrix laid out as group 0's."""
        layouts = {role: getattr(self, role)[0] for role in ROLES}
        extents = {"A": lambda m, n, k: (m, k), "B": lambda m, n, k: (k, n), "out": lambda m, n, k: (m, n)}
        lists: dict[str, list[OperandSpec]] = {role: [] for role in ROLES}
        for problem in problems_of(shape):
            for role in ROLES:
                spec = layouts[role]
                size = extents[role](*problem)
                lists[role].append(OperandSpec(spec.dtype, size, _strides_in_order(size, spec.stride), spec.alignment))
        return replace(self, **lists)

    def boundary_shapes(self, metadata: KernelMetadata) -> list[tuple[int, ...]]:
        """Group lists around the tiles: one tiny group; empty groups (M = 0, N = 0), a single row, groups
        one row or column past a tile, K = 0 (out is zeros), K off the k-tile; sixteen mixture-of-experts
        groups of ragged M; one long-K group beside a short one. N and K stay multiples of 8 (TMA)."""
        tile_m, tile_n, tile_k = metadata.design.tile_shape
        ragged = (0, 128, 64, 1, 8, 8, tile_m + 1, tile_n - 8, tile_k + 8, tile_m - 1, tile_n + 8, 3 * tile_k,
                  300, 264, 0, 64, 0, 128)
        experts = tuple(value for m in (0, 17, 500, 128, 1, 255, 64, 391, 0, 33, 129, 700, 8, 256, 77, 3)
                        for value in (m, 256, 512))
        return [(8, 8, 8), ragged, experts, (tile_m, tile_n, 16384, 64, 64, 64)]

    def output(self) -> Any:
        """Every group's out, flattened and concatenated in group order."""
        return flat(self.out)

    def reference(self, metadata: KernelMetadata) -> Any:
        """Every group's A @ B in float64, flattened as `output` (K = 0: zeros, as torch.mm gives)."""
        return flat([a.double() @ b.double() for a, b in zip(self.A, self.B)])

    def tolerance(self, metadata: KernelMetadata) -> tuple[float, Any]:
        """The output dtype's rtol, and per element the GEMM's accumulation bound of its own group."""
        rtol, atol = TOLERANCES[metadata.operands["out"].dtype]
        bounds = [
            accumulation_bound(a.shape[1], self.accumulator_type, a.double().abs() @ b.double().abs())
            for a, b in zip(self.A, self.B)
        ]
        return rtol, atol + flat(bounds)

    def torch_equivalent(self, metadata: KernelMetadata) -> Callable[[], Any]:
        """torch's way without a grouped kernel: one torch.mm launch per group."""
        import torch

        groups = list(zip(self.A, self.B))
        return lambda: [torch.mm(a, b) for a, b in groups]

    def work(self) -> Work:
        return Work(flops=float(sum(2 * m * n * k for m, n, k in self.problem_sizes())))


def split_group_name(name: str) -> tuple[str, int]:
    """"A[3]" -> ("A", 3): a grouped operand's role and group."""
    role, _, rest = name.partition("[")
    return role, int(rest.rstrip("]"))


def problems_of(shape: Sequence[int]) -> list[tuple[int, int, int]]:
    """Flat (M, N, K) triples -> one (M, N, K) per group."""
    if not shape or len(shape) % 3 or any(extent < 0 for extent in shape):
        raise BadInputError(
            f"a grouped GEMM takes its groups as M,N,K triples (extents >= 0), got {','.join(map(str, shape))}"
        )
    return [tuple(shape[index : index + 3]) for index in range(0, len(shape), 3)]  # type: ignore[misc]


def flat(tensors: Sequence[Any]) -> Any:
    """Matrices flattened and concatenated in group order."""
    import torch

    return torch.cat([tensor.reshape(-1) for tensor in tensors])
