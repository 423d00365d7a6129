"""Seals on what cute-ir stores as its own verdict (blame results), so that one written by anyone else is not
shown as cute-ir's.

A trace is data anyone can edit: a blame result beside it could be forged, verdict and all, with its pair key
recomputed. Each result cute-ir stores is sealed with an HMAC-SHA256 under a key of this user's, kept in
`$XDG_CACHE_HOME/cute-ir/blame-seal.key` (made on first use, readable by the user alone). A result without a
valid seal (forged, edited, or computed by another user or machine) is never shown as a verdict: `cute-ir blame`
run here makes one that is.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from pathlib import Path
from typing import Any

from cute_ir.errors import BadInputError
from cute_ir.fsutil import read_verified

SEAL = "seal"  # the key of the seal in a stored document
_KEY_BYTES = 32


def key_file() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "cute-ir" / "blame-seal.key"


def _key(create: bool) -> bytes | None:
    """This user's sealing key; made where `create` and there is none (None where not made)."""
    path = key_file()
    try:
        return read_verified(path, None, str(path.parent), size=_KEY_BYTES)
    except FileNotFoundError:
        if not create:
            return None
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(_KEY_BYTES)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except FileExistsError:  # another run made it meanwhile
        return read_verified(path, None, str(path.parent), size=_KEY_BYTES)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key)
    return key


def _mac(key: bytes, document: dict[str, Any]) -> str:
    payload = json.dumps({k: v for k, v in document.items() if k != SEAL}, sort_keys=True).encode()
    return hmac.new(key, payload, hashlib.sha256).hexdigest()


def sealed(document: dict[str, Any]) -> dict[str, Any]:
    """`document` with this user's seal."""
    key = _key(create=True)
    assert key is not None
    return {**document, SEAL: _mac(key, document)}


def seal_holds(document: dict[str, Any]) -> bool:
    """Was `document` sealed by this user's cute-ir, and not changed since?"""
    given = document.get(SEAL)
    try:
        key = _key(create=False)
    except BadInputError:
        return False
    return isinstance(given, str) and key is not None and hmac.compare_digest(given, _mac(key, document))
