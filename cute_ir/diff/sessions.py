"""Session directories: `cute-ir trace -o DIR` writes one trace per compiled kernel, `DIR/NNN/`.

Two sessions (one script run under two releases) are compared kernel by kernel. Kernels pair by
name, not by compile order: a release that compiles one more helper kernel first would otherwise
shift every pair. A name compiled several times (one class compiled with other settings) pairs by
kernel symbol first (their stable spelling: counters and mangled argument hashes normalized, see
`cute_ir.normalize.rules`), then in order of compilation; kernels of one session only are reported as unpaired.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cute_ir.errors import BadInputError
from cute_ir.normalize.rules import stable_symbol_names
from cute_ir.trace import MANIFEST, Trace, load_trace


@dataclass
class SessionPairing:
    pairs: list[tuple[Trace, Trace]] = field(default_factory=list)
    only_in_a: list[Trace] = field(default_factory=list)
    only_in_b: list[Trace] = field(default_factory=list)


def is_session(path: Path) -> bool:
    """A directory without a manifest of its own, holding trace directories."""
    path = Path(path)
    return path.is_dir() and not (path / MANIFEST).exists() and bool(trace_dirs(path))


def load_session(path: Path) -> list[Trace]:
    """Every trace of a session, in compile order (`NNN/` sorted)."""
    found = trace_dirs(Path(path))
    if not found:
        raise BadInputError(f"{path} is neither a trace nor a session directory (no {MANIFEST} in it or in NNN/)")
    return [load_trace(directory) for directory in found]


def pair_sessions(a: list[Trace], b: list[Trace]) -> SessionPairing:
    """Pair the kernels of two sessions by name; a name's compiles by kernel symbol, then in order."""
    pairing = SessionPairing()
    b_left = list(b)
    for trace in a:
        named = [other for other in b_left if other.kernel.name == trace.kernel.name]
        symbols = _kernel_symbols(trace)
        match = next((other for other in named if _kernel_symbols(other) == symbols), named[0] if named else None)
        if match is None:
            pairing.only_in_a.append(trace)
            continue
        b_left.remove(match)
        pairing.pairs.append((trace, match))
    pairing.only_in_b = b_left
    return pairing


def _kernel_symbols(trace: Trace) -> tuple[str, ...]:
    return tuple(stable_symbol_names(list(trace.kernel.kernels)))


def trace_dirs(path: Path) -> list[Path]:
    """The trace directories directly inside `path`; links are not followed (a session is one tree)."""
    if not path.is_dir():
        return []
    return sorted(
        child
        for child in path.iterdir()
        if not child.is_symlink() and child.is_dir() and (child / MANIFEST).is_file()
        and not (child / MANIFEST).is_symlink()
    )
