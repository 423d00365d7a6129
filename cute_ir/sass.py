"""SASS and per-kernel resource usage from a cubin, with nvdisasm and cuobjdump from their PyPI wheels.

Spills are read from the machine code itself: STL/LDL are the only instructions that touch local
memory, so their counts are the spill (and local-array) stores and loads, whatever ptxas reported.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from cute_ir.fsutil import FILE_MODE
from cute_ir.trace import KernelResources

_TOOL_TIMEOUT_S = 120
_INSTRUCTION = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P[T\d]+\s+)?(?P<opcode>[A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)")
_FUNCTION = re.compile(r"^\s*Function (?P<name>\S+?):?\s*$")
_USAGE = re.compile(r"(?P<key>[A-Z]+(?:\[\d+\])?):(?P<value>\d+)")
_SECTION = re.compile(r"^\s*\.section\s+\.text\.(?P<name>[^,\s]+)")
_WIDTH = re.compile(r"\.(64|128)\b")
_MEMORY_OPS = {"LDG", "STG", "LDS", "STS", "LDL", "STL", "LDSM", "LDGSTS", "LD", "ST"}


class ToolMissing(RuntimeError):
    pass


def find_tool(name: str) -> Path:
    """The CUDA binary utility `name`: from the nvidia-cuda-* wheels beside this Python, else PATH."""
    for site in map(Path, sys.path):
        for candidate in sorted(site.glob(f"nvidia/*/bin/{name}")):
            if candidate.is_file():
                return candidate
    found = shutil.which(name)
    if found:
        return Path(found)
    raise ToolMissing(f"{name} not found: install the nvidia-cuda-{name} wheel (a cute-ir dependency)")


# Code sections only, and no dataflow analysis (it only adds branch-target labels and costs half the time).
_NVDISASM_FLAGS = ("-c", "-ndf")


class Disassembly:
    """nvdisasm running in the background (it takes a few hundred ms even for a tiny cubin).

    It writes to a temporary file renamed to `sass` when it succeeds: a disassembly cut short (its
    process killed, or left behind by a crashed parent) never passes for a whole one.
    """

    def __init__(self, cubin: Path, sass: Path) -> None:
        self.sass = Path(sass)
        fd, partial = tempfile.mkstemp(prefix=f".{self.sass.name}.", suffix=".partial", dir=self.sass.parent)
        self._partial = Path(partial)
        with os.fdopen(fd, "wb") as output:
            os.fchmod(fd, FILE_MODE)
            self._process = subprocess.Popen(
                [str(find_tool("nvdisasm")), *_NVDISASM_FLAGS, str(cubin)],
                stdout=output, stderr=subprocess.PIPE,
            )

    def wait(self) -> Path:
        try:
            _, errors = self._process.communicate(timeout=_TOOL_TIMEOUT_S)
            if self._process.returncode != 0:
                raise RuntimeError(f"nvdisasm failed: {errors.decode(errors='replace').strip()[:500]}")
            self._partial.replace(self.sass)
        finally:
            self._partial.unlink(missing_ok=True)
        return self.sass


# The disassemblies this process started and has not collected, by absolute SASS path.
_STARTED: dict[Path, Disassembly] = {}


def start_disassembly(cubin: Path, sass: Path) -> None:
    """Start disassembling `cubin` in the background; `finish_disassembly` collects it."""
    _STARTED[Path(sass).resolve()] = Disassembly(cubin, sass)


def finish_disassembly(cubin: Path, sass: Path) -> Path:
    """`sass`, the SASS of `cubin`: the disassembly started earlier in this process, else one run now."""
    running = _STARTED.pop(Path(sass).resolve(), None)
    return (running or Disassembly(cubin, sass)).wait()


def resource_usage(cubin: Path, sass: str) -> list[KernelResources]:
    """Per-kernel registers, memory and spills (cuobjdump), with instruction counts from `sass` (if any)."""
    usage = parse_resource_usage(_run(find_tool("cuobjdump"), "-res-usage", str(cubin)))
    per_function = instruction_histograms(sass)
    resources = []
    for function, values in usage.items():
        histogram = per_function.get(function, Counter())
        resources.append(
            KernelResources(
                function=function,
                registers=values.get("REG", 0),
                shared_bytes=values.get("SHARED", 0),
                local_bytes=values.get("LOCAL", 0),
                spill_stores=_all_widths(histogram, "STL"),
                spill_loads=_all_widths(histogram, "LDL"),
                constant_bytes=values.get("CONSTANT[0]", 0),
                instructions=sum(histogram.values()),
                instruction_classes=dict(sorted(histogram.items())),
            )
        )
    return resources


def _all_widths(histogram: Counter, base: str) -> int:
    """Count of a memory instruction whatever its access width (`STL`, `STL.64`, `STL.128`)."""
    return sum(n for name, n in histogram.items() if name.split(".", 1)[0] == base)


def parse_resource_usage(report: str) -> dict[str, dict[str, int]]:
    """`cuobjdump -res-usage` output as {function: {"REG": n, "SHARED": n, ...}}."""
    usage: dict[str, dict[str, int]] = {}
    current: str | None = None
    for line in report.splitlines():
        function = _FUNCTION.match(line)
        if function:
            current = function["name"]
            usage[current] = {}
        elif current is not None and "REG:" in line:
            usage[current] = {m["key"]: int(m["value"]) for m in _USAGE.finditer(line)}
    return usage


def instruction_class(opcode: str) -> str:
    """Base opcode, keeping the access width of memory instructions (vector vs scalar loads)."""
    base = opcode.split(".", 1)[0]
    if base in _MEMORY_OPS:
        width = _WIDTH.search(opcode)
        return f"{base}.{width.group(1)}" if width else base
    return base


def instruction_histograms(sass: str) -> dict[str, Counter]:
    """Instruction classes per function of nvdisasm output."""
    histograms: dict[str, Counter] = {}
    current: Counter | None = None
    for line in sass.splitlines():
        section = _SECTION.match(line)
        if section:
            current = histograms.setdefault(section["name"], Counter())
            continue
        instruction = _INSTRUCTION.match(line)
        if instruction and current is not None:
            current[instruction_class(instruction["opcode"])] += 1
    return histograms


def _run(tool: Path, *args: str) -> str:
    completed = subprocess.run(
        [str(tool), *args], capture_output=True, text=True, timeout=_TOOL_TIMEOUT_S, check=False
    )
    if completed.returncode != 0:
        raise RuntimeError(f"{tool.name} {' '.join(args)} failed: {completed.stderr.strip()[:500]}")
    return completed.stdout
