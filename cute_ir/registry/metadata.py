"""What an instance is, without compiling it: operands it takes, tiling design, epilogue.

`filter_values()` flattens it into the keys that `cute-ir list --filter KEY=VALUE` and
`get_kernels(metadata_filter={...})` match on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

from cute_ir.errors import BadInputError


@dataclass(frozen=True)
class OperandMetadata:
    """One operand an instance takes.

    `leading_dim` is the dimension that must be contiguous (stride 1); `alignment` is how many
    elements the base address and the other strides must be divisible by (16 bytes for 128-bit access).
    """

    dtype: str
    rank: int
    leading_dim: int
    alignment: int = 1


@dataclass(frozen=True)
class DesignMetadata:
    """How the work is cut: output tile per CTA, threads per CTA, cluster, pipeline stages."""

    tile_shape: tuple[int, ...]
    threads: int
    cluster_shape: tuple[int, int, int] = (1, 1, 1)
    stages: int = 1
    vector_bits: int = 0  # width of one global memory access per thread; 0 = scalar

    @property
    def tile(self) -> str:
        return "x".join(str(extent) for extent in self.tile_shape)

    def to_json(self) -> dict[str, Any]:
        return {"tile_shape": list(self.tile_shape), "threads": self.threads, "cluster_shape": list(self.cluster_shape),
                "stages": self.stages, "vector_bits": self.vector_bits}


@dataclass(frozen=True)
class KernelMetadata:
    kernel_name: str
    kernel_class: str
    min_cc: int
    operands: Mapping[str, OperandMetadata]
    design: DesignMetadata
    epilogue: str  # what the kernel computes from its accumulator / loaded values, e.g. "relu(a)+b"
    family: str = ""
    layout: str = ""  # layout letters in the name ("tn"), "" where the family has only one
    tags: Mapping[str, str] = field(default_factory=dict)  # family-specific filter keys
    point_tags: tuple[str, ...] = ()  # the tags that are design dimensions (see design_point)

    def filter_values(self) -> dict[str, set[str]]:
        """Every key a filter may name, with the values this instance has for it."""
        values = {
            "name": {self.kernel_name},
            "class": {self.kernel_class},
            "family": {self.family},
            "min_cc": {str(self.min_cc)},
            "arch": {f"sm{self.min_cc}"},
            "dtype": {operand.dtype for operand in self.operands.values()},
            "tile": {self.design.tile},
            "threads": {str(self.design.threads)},
            "epilogue": {self.epilogue},
            "layout": {self.layout} if self.layout else {"row"},
        }
        for key, value in self.tags.items():
            values[key] = {value}
        return values

    def design_point(self) -> dict[str, str]:
        """The dimensions a catalogue is stratified by (goldens per design point, sampled release
        reports): what kind of kernel, on which types, cut how, finishing how, for which target.
        Tiles and stage counts are left out: they are tuning choices within one design point."""
        point = {
            "class": self.kernel_class,
            "dtypes": ",".join(f"{name}={operand.dtype}" for name, operand in sorted(self.operands.items())),
            "cluster": "x".join(str(extent) for extent in self.design.cluster_shape),
            "epilogue": self.epilogue,
            "arch": f"sm{self.min_cc}",
        }
        point.update({key: self.tags[key] for key in self.point_tags if key in self.tags})
        return point

    def to_json(self) -> dict[str, Any]:
        """The fields as JSON values (written out rather than `asdict`: a listing of the operator
        catalogue converts ~290,000 of them)."""
        return {
            "kernel_name": self.kernel_name, "kernel_class": self.kernel_class, "min_cc": self.min_cc,
            "operands": {name: {"dtype": operand.dtype, "rank": operand.rank, "leading_dim": operand.leading_dim,
                                "alignment": operand.alignment} for name, operand in self.operands.items()},
            "design": self.design.to_json(),
            "epilogue": self.epilogue, "family": self.family, "layout": self.layout, "tags": dict(self.tags),
            "point_tags": list(self.point_tags), "design_point": self.design_point(),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> KernelMetadata:
        """`to_json`'s fields back (a lazy provider's index keeps its instances this way)."""
        design = data["design"]
        return cls(
            kernel_name=data["kernel_name"], kernel_class=data["kernel_class"], min_cc=data["min_cc"],
            operands={name: OperandMetadata(**operand) for name, operand in data["operands"].items()},
            design=DesignMetadata(tuple(design["tile_shape"]), design["threads"], tuple(design["cluster_shape"]),
                                  design["stages"], design["vector_bits"]),
            epilogue=data["epilogue"], family=data["family"], layout=data["layout"], tags=dict(data["tags"]),
            point_tags=tuple(data["point_tags"]),
        )


MetadataFilter = Union[Callable[[KernelMetadata], bool], Mapping[str, str], None]

FILTER_KEYS = ("name", "class", "family", "min_cc", "arch", "dtype", "tile", "threads", "epilogue", "layout")


def matches(metadata: KernelMetadata, metadata_filter: MetadataFilter) -> bool:
    """A callable filter decides itself; a mapping needs every KEY=VALUE pair to hold (a value may
    be a comma-separated list of alternatives, or a whole value holding commas, such as the epilogue
    `clamp(acc, -1.0, 1.0)`)."""
    if metadata_filter is None:
        return True
    if callable(metadata_filter):
        return bool(metadata_filter(metadata))
    values = metadata.filter_values()
    for key, wanted in metadata_filter.items():
        alternatives = {part.strip() for part in str(wanted).split(",")} | {str(wanted).strip()}
        if not alternatives & values.get(key, set()):
            return False
    return True


def check_filter_keys(metadata_filter: MetadataFilter, known_tags: set[str]) -> None:
    """A misspelt key would silently match nothing; name it instead."""
    if metadata_filter is None or callable(metadata_filter):
        return
    known = set(FILTER_KEYS) | known_tags
    unknown = sorted(set(metadata_filter) - known)
    if unknown:
        raise BadInputError(f"unknown filter key {unknown[0]!r}; known keys: {', '.join(sorted(known))}")
