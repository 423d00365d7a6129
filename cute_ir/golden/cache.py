"""A cache of obtained golden records, keyed by everything that decides what a capture produces.

Capturing a kernel costs 5-15 s (a child process compiles it and replays every pass); the whole
registry costs minutes on two cores. When neither the DSL, the arch, the kernel sources, cute-ir's
own code, the disassembler wheels nor the CUTE_DSL_* environment changed since the last capture, the compile is
deterministic and its normalized result is already known, so a repeated golden check reads it from
here. Any change to those inputs changes the fingerprint, and the kernel is captured again.
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
_NOT_CAPTURE = ("cute_ir/cli/", "cute_ir/diff/", "cute_ir/checks/", "cute_ir/normalize_files.py",
                "cute_ir/pytest_plugin.py", "cute_ir/stage_text.py", "cute_ir/golden/check.py", "cute_ir/golden/checks.py", "cute_ir/golden/compare.py", "cute_ir/golden/store.py",
                "cute_ir/golden/cache.py")


@lru_cache(maxsize=1)
def _sources_digest() -> str:
    """Hash of the Python files of cute_ir that shape a capture, and of the kernel registry."""
    from cute_ir import kernels

    import cute_ir

    digest = hashlib.sha256()
    for package in (Path(cute_ir.__file__).parent, Path(kernels.__file__).parent):
        for path in sorted(package.rglob("*.py")):
            name = path.relative_to(package.parent).as_posix()
            if name.startswith(_NOT_CAPTURE):
                continue
            digest.update(name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


# Besides the DSL (in the key): the tools that turn the cubin into SASS and resource counts.
_TOOLS = ("nvidia-cuda-nvdisasm", "nvidia-cuda-cuobjdump")


def _tool_versions() -> list[str]:
    versions = []
    for dist in _TOOLS:
        try:
            versions.append(f"{dist}=={metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{dist} absent")
    return versions


def fingerprint(key: GoldenKey) -> str:
    environment = sorted((k, v) for k, v in os.environ.items() if k.startswith("CUTE_DSL_"))
    parts = [repr(key), normalization_id(), _sources_digest(), repr(environment), sys.version, *_tool_versions()]
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

    def put(self, record: GoldenRecord) -> None:
        data = {"fingerprint": fingerprint(record.key), "manifest": record.manifest(), "texts": record.texts}
        try:
            write_text_atomic(self._path(record.key), json.dumps(data))
        except CuteIRError:
            return  # a cache that cannot be written only costs time
