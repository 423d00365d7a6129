"""Lazily decoded page payloads: each text is stored once, gzip-compressed, in its own script block.

A 60-pass trace repeats the IR of every unchanged pass; storing each distinct payload once, compressed,
keeps the page small, and decoding it only on selection keeps the first paint fast however large the
trace is.
"""

from __future__ import annotations

import base64
import gzip
import json
from dataclasses import dataclass, field
from typing import Any

BLOCK_TYPE = "application/x-cute-ir-gzip"


@dataclass
class PayloadStore:
    """Deduplicated JSON payloads, addressed by small integer ids; encoded (JSON, gzip, base64) when the page
    is rendered, or earlier where the builder has a moment (`encode_pending`)."""

    _ids: dict[str, int] = field(default_factory=dict)
    _payloads: list[dict[str, Any]] = field(default_factory=list)  # by id; not changed once added
    _blocks: list[str] = field(default_factory=list)  # the encoded payloads, the first ones by id

    def add(self, key: str, payload: dict[str, Any]) -> int:
        """Store `payload` under `key` (e.g. a sha256) once; return its id. The payload is encoded later: it
        must not change after this."""
        if key in self._ids:
            return self._ids[key]
        self._ids[key] = len(self._payloads)
        self._payloads.append(payload)
        return self._ids[key]

    def has(self, key: str) -> bool:
        return key in self._ids

    def id_of(self, key: str) -> int:
        return self._ids[key]

    def __len__(self) -> int:
        return len(self._payloads)

    def encode_pending(self) -> None:
        """Encode the payloads added since the last call: the compare page does it while its diff's child
        works (a large pair's bodies, 85 MB of IR, took 0.8 s to encode, with this process otherwise idle)."""
        self._blocks += [_encode(payload) for payload in self._payloads[len(self._blocks):]]

    def html(self) -> str:
        """One <script> block per payload; browsers do not execute an unknown script type."""
        self.encode_pending()
        return "\n".join(
            f'<script type="{BLOCK_TYPE}" id="payload-{i}">{data}</script>' for i, data in enumerate(self._blocks)
        )


def _encode(payload: dict[str, Any]) -> str:
    raw = json.dumps(payload, separators=(",", ":")).encode()
    # mtime=0 keeps the page byte-identical across builds of the same trace.
    return base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")


def decode_block(encoded: str) -> dict[str, Any]:
    """The inverse of PayloadStore.add, for tests and tools that read a built page."""
    return json.loads(gzip.decompress(base64.b64decode(encoded)))
