"""The passes after the llvm-only stop, run by the parent and handed to the replay worker.

The replay continues from the real pipeline's exact llvm-only module once it reaches the stop (see
`cute_ir.capture.dsl.engine`). The parent has that module first, while the worker is still replaying
the passes before the stop, so the parent runs the passes after it (the binary pass with ptxas
among them: a second on large kernels) on the idle core, and the worker records what it hands
over, in pass order, as if it had run them itself: journal, files and change detection stay the
worker's. Where the parent cannot run one of them as plainly as that (a pass the registry cannot
name, an error), it declines and the worker runs them all as before.

Files under the capture's scratch directory: one `NNN.mlir` (the IR after pass NNN) and
`NNN.json` (its live facts) per pass, then `done` or `declined`, written last and atomically.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from cute_ir.trace.facts import LiveFacts

DONE = "done"
DECLINED = "declined"
_POLL_S = 0.005


@dataclass(frozen=True)
class HandedPass:
    index: int
    text: str
    facts: LiveFacts


class Handover:
    """One capture's handover folder: the parent writes it, the worker reads it."""

    def __init__(self, scratch: Path) -> None:
        self.root = Path(scratch) / "after-stop"

    def put(self, index: int, text: str, facts: LiveFacts) -> None:
        self.root.mkdir(exist_ok=True)
        (self.root / f"{index:03d}.mlir").write_text(text)
        (self.root / f"{index:03d}.json").write_text(json.dumps(facts.to_json()))

    def finish(self, indices: list[int] | None) -> None:
        """Mark the handover complete with these passes, or declined (None)."""
        self.root.mkdir(exist_ok=True)
        marker, content = (DECLINED, "") if indices is None else (DONE, json.dumps(indices))
        partial = self.root / f".{marker}"
        partial.write_text(content)
        os.replace(partial, self.root / marker)

    def wait(self, still_wanted: Callable[[], None] = lambda: None) -> list[HandedPass] | None:
        """The handed-over passes in order once the parent has finished; None where it declined.

        The worker waits only after the parent told it the stop exists, and the parent marks the
        handover in a `finally`; `still_wanted` is called between looks, and ends a worker whose
        parent died before finishing (`ParentLink.ensure_wanted`).
        """
        while True:
            still_wanted()
            if (self.root / DONE).exists():
                indices = json.loads((self.root / DONE).read_text())
                return [HandedPass(i, (self.root / f"{i:03d}.mlir").read_text(),
                                   LiveFacts.from_json(json.loads((self.root / f"{i:03d}.json").read_text())))
                        for i in indices]
            if (self.root / DECLINED).exists():
                return None
            time.sleep(_POLL_S)
