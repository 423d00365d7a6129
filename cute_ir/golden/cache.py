"""A cache of obtained golden records, keyed by everything that decides what a capture produces.

Capturing a kernel costs 5-15 s (a child process compiles it and replays every pass); the whole
registry costs minutes on two cores. When neither the DSL, the arch, the kernel sources, cute-ir's
own code, the disassembler wheels, NVIDIA's operators package nor the CUTE_DSL_* environment changed
since the last capture, the compile is deterministic and its normalized result is already known, so a
repeated golden check reads it from here. Any change to those inputs changes the fingerprint, and the kernel is captured again.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from cute_ir.errors import CuteIRError
from cute_ir.fsutil import write_text_atomic
from cute_ir.golden.layout import GoldenKey
from cute_ir.golden.record import GoldenRecord, normalization_id


# cute_ir code that cannot change what a capture records: the command line, cross-version diffs (and
# their normalizing worker) and the golden check itself. Everything else (a module added later
# included) is part of the fingerprint.
_NOT_CAPTURE = ("cute_ir/cli/", "cute_ir/diff/", "cute_ir/checks/", "cute_ir/normalize/files.py",
                "cute_ir/pytest_plugin.py", "cute_ir/trace/stage_text.py", "cute_ir/golden/check.py",
                "cute_ir/golden/checks.py", "cute_ir/golden/compare.py", "cute_ir/golden/store.py",
                "cute_ir/golden/cache.py", "cute_ir/golden/session.py", "cute_ir/golden/fixture.py",
                "cute_ir/golden/orphans.py")


def _sources_digest() -> str:
    """Hash of the Python files of cute_ir that shape a capture, and of every loaded kernel provider's code."""
    from cute_ir.registry import catalog

    import cute_ir

    places = {Path(cute_ir.__file__).resolve().parent}
    places.update(_code_of(item.source.module) for item in catalog().providers if item.source.module)
    return _digest_of(tuple(sorted(place for place in places if place is not None)))


def _code_of(module: str) -> Path | None:
    """A provider's code: its package folder (cute_ir.kernels: kernels/), or the one file of a plain module."""
    import importlib.util

    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))).resolve()
    if not spec.origin or spec.origin in ("built-in", "frozen"):
        return None
    origin = Path(spec.origin).resolve()
    return origin.parent if "." in module else origin


@lru_cache(maxsize=8)
def _digest_of(places: tuple[Path, ...]) -> str:
    digest = hashlib.sha256()
    for place in places:
        for path in sorted(place.rglob("*.py")) if place.is_dir() else [place]:
            name = path.relative_to(place.parent).as_posix()
            if name.startswith(_NOT_CAPTURE):
                continue
            digest.update(name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


# Besides the DSL (in the key): the tools that turn the cubin into SASS and resource counts, and NVIDIA's
# operators package (an operator's golden compiles its code, which lives outside every provider's folder).
_PACKAGES = ("nvidia-cuda-nvdisasm", "nvidia-cuda-cuobjdump", "nvidia-cutlass-operators")


def _package_versions() -> list[str]:
    versions = []
    for dist in _PACKAGES:
        try:
            versions.append(f"{dist}=={metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{dist} absent")
    return versions


def fingerprint(key: GoldenKey) -> str:
    environment = sorted((k, v) for k, v in os.environ.items() if k.startswith("CUTE_DSL_"))
    parts = [repr(key), normalization_id(), _sources_digest(), repr(environment), sys.version, *_package_versions()]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


@dataclass(frozen=True)
class ObtainedCache:
    root: Path

    def _path(self, key: GoldenKey) -> Path:
        return self.root / key.relative.with_suffix(".json")

    def get(self, key: GoldenKey) -> GoldenRecord | None:
        """The cached record when its fingerprint still holds; anything unreadable is a miss."""
        try:
            data = json.loads(self._path(key).read_text())
            if data.get("fingerprint") != fingerprint(key):
                return None
            return GoldenRecord.from_manifest(data["manifest"], data["texts"], str(self._path(key)))
        except (OSError, ValueError, KeyError, TypeError, CuteIRError):
            return None

    def checks_held(self, key: GoldenKey, checks: str) -> bool:
        """Whether checks `checks` (an id of the rules and patterns for the kernel) held on the capture
        this fingerprint stands for: the same capture would hold them again."""
        try:
            data = json.loads(self._path(key).with_suffix(".checks.json").read_text())
            return data.get("fingerprint") == fingerprint(key) and checks in data.get("held", [])
        except (OSError, ValueError, TypeError, AttributeError, CuteIRError):
            return False

    def put_checks_held(self, key: GoldenKey, checks: str) -> None:
        data = {"fingerprint": fingerprint(key), "held": [checks]}
        try:
            write_text_atomic(self._path(key).with_suffix(".checks.json"), json.dumps(data))
        except (CuteIRError, OSError):
            return

    def put(self, record: GoldenRecord) -> None:
        data = {"fingerprint": fingerprint(record.key), "manifest": record.manifest(), "texts": record.texts}
        try:
            write_text_atomic(self._path(record.key), json.dumps(data))
        except (CuteIRError, OSError):
            return  # a cache that cannot be written only costs time
