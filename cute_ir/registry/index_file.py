"""The on-disk files of a kernel index, and building them in a child process.

Both indexes (NVIDIA's operator catalogue, `providers/operators_index.py`, and the index of a provider
that opts in, `provider_index.py`) are built from metadata in a child, so the process asking never
imports `cutlass`, and kept under the user's cache directory. A file is a gzip'd header line (the key
it was built for, what it holds, its body's sha256 and size) and a JSON body. Written atomically; a
file that does not parse, names another key or thing, or fails its size or hash is rebuilt, never
trusted.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from cute_ir.errors import EnvironmentProblem
from cute_ir.fsutil import write_bytes_atomic

MAX_INDEX_BYTES = 1 << 28  # one operator class's body is ~20 MB: a larger file is not ours


def cache_root() -> Path:
    """`$XDG_CACHE_HOME/cute-ir` (~/.cache/cute-ir)."""
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "cute-ir"


def encode(key: dict[str, Any], what: str, payload: Any) -> bytes:
    """A header line (key, what, the body's hash and size) and the body: JSON, gzip'd as a whole."""
    body = json.dumps(payload, separators=(",", ":")).encode()
    header = {"key": key, "what": what, "sha256": hashlib.sha256(body).hexdigest(), "size": len(body)}
    return gzip.compress(json.dumps(header).encode() + b"\n" + body, compresslevel=6, mtime=0)


def decode(path: Path, key: dict[str, Any], what: str) -> Any | None:
    """The payload, or None where the file is missing, damaged, foreign or of another key."""
    try:
        if not path.is_file() or path.is_symlink():
            return None
        with gzip.open(path, "rb") as handle:
            data = handle.read(MAX_INDEX_BYTES + 1)
        if len(data) > MAX_INDEX_BYTES:
            return None
        header_line, _, body = data.partition(b"\n")
        header = json.loads(header_line)
        if header.get("key") != key or header.get("what") != what or header.get("size") != len(body):
            return None
        if hashlib.sha256(body).hexdigest() != header.get("sha256"):
            return None
        return json.loads(body)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError, gzip.BadGzipFile):
        return None


def write(path: Path, key: dict[str, Any], what: str, payload: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(path, encode(key, what, payload))


def build_in_child(module: str, argv: list[str], progress: bool, what: str, once_per: str) -> None:
    """Run `python -m MODULE ARGV...` (which imports the DSL and writes the index), its lines shown as
    progress on stderr (or dropped); a failure raises with the child's last stderr."""
    if progress:
        print(f"cute-ir: building {what} (once per {once_per}) ...", file=sys.stderr, flush=True)
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    done = subprocess.run([sys.executable, "-m", module, *argv],
                          stdout=sys.stderr if progress else subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          env=env, check=False)
    if done.returncode != 0:
        raise EnvironmentProblem(f"building {what} failed (exit {done.returncode}): {done.stderr.strip()[-2000:]}")
