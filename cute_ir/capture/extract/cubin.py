"""SASS, its source lines, and per-kernel resource usage of a cubin, with the CUDA binary utilities'
PyPI wheels.

Registers, stack frame, static shared, local and constant memory are what `cuobjdump
--dump-resource-usage` reads from the cubin itself. Spill bytes and barriers are not stored in a cubin:
they are what `ptxas -v` (the nvidia-cuda-nvcc wheel) reports for the trace's PTX, kept only where that
ptxas allocated the same registers and stack frame as the DSL's own did (else it is another
allocation, and its spills are not the kernel's). SASS instruction counts by opcode stay beside them:
local memory is also reached by ordinary loads and stores through the stack pointer, so STL/LDL counts
are no measure of spilling.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from cute_ir.trace.facts import SourceLines
from cute_ir.fsutil import FILE_MODE
from cute_ir.trace import KernelResources

_TOOL_TIMEOUT_S = 120
_INSTRUCTION = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P[T\d]+\s+)?(?P<opcode>[A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)*)")
_FUNCTION = re.compile(r"^\s*Function (?P<name>\S+?):?\s*$")
_USAGE = re.compile(r"(?P<key>[A-Z]+(?:\[\d+\])?):(?P<value>\d+)")
_SECTION = re.compile(r"^\s*\.section\s+\.text\.(?P<name>[^,\s]+)")
_WIDTH = re.compile(r"\.(64|128)\b")
_PTXAS_FUNCTION = re.compile(r"Function properties for (?P<name>\S+)")
_PTXAS_FRAME = re.compile(
    r"(?P<stack>\d+) bytes stack frame, (?P<stores>\d+) bytes spill stores, (?P<loads>\d+) bytes spill loads")
_PTXAS_USED = re.compile(r"Used (?P<registers>\d+) registers(?:, used (?P<barriers>\d+) barriers)?")
_PTXAS_COMPILING = re.compile(r"Compiling entry function '(?P<name>[^']+)'")
# ptxas's numbered advice, e.g. `(C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized ...`
_PTXAS_ADVICE = re.compile(r"^ptxas (?:info|warning)\s*: (?P<advice>\(C\d+\) .*)$", re.MULTILINE)
_PTXAS_RELEASE = re.compile(r"release (?P<release>\d+\.\d+),")
_PTX_VERSION = re.compile(rb"^\s*\.version\s+(?P<version>\d+\.\d+)", re.MULTILINE)
# ptxas refusing a PTX ISA it is too old for: `Unsupported .version 9.1; current version is '8.8'`
_PTXAS_CURRENT_VERSION = re.compile(r"current version is '(?P<version>\d+\.\d+)'")
# cuobjdump 12.x: `64bit elf: type=2, abi=7, sm=90a, toolkit=129, ...`; 13.x: `64-bit ELF: type=ET_EXEC,
# ABI=8, sm=90a, toolkit=13.4, ...`
_ELF_HEADER = re.compile(r"\bsm=(?P<sm>\d+[af]?),\s*toolkit=(?P<toolkit>\d+(?:\.\d+)?)")
_SASS_LINE = re.compile(r'^\s*//## File "(?P<file>[^"]*)", line (?P<line>\d+)')
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


# Code sections only, no dataflow analysis (it only adds branch-target labels and costs half the time),
# and the cubin's line table as `//## File` comments where it has one (a cubin without prints the same).
_NVDISASM_FLAGS = ("-c", "-ndf", "-g")


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
        _yield_to_the_capture(self._process.pid)

    def wait(self) -> Path:
        try:
            _, errors = self._process.communicate(timeout=_TOOL_TIMEOUT_S)
            if self._process.returncode != 0:
                raise RuntimeError(f"nvdisasm failed: {errors.decode(errors='replace').strip()[:500]}")
            self._partial.replace(self.sass)
        finally:
            self._partial.unlink(missing_ok=True)
        return self.sass


def _yield_to_the_capture(pid: int) -> None:
    """Run a background tool at the lowest priority: started while the capture's two processes still
    run passes, it takes the cores only when they wait, instead of slowing the longer of the two."""
    try:
        os.setpriority(os.PRIO_PROCESS, pid, 19)
    except (OSError, AttributeError):  # it has already ended, or the platform has no priorities
        pass


# The disassemblies this process started and has not collected, by absolute SASS path.
_STARTED: dict[Path, Disassembly] = {}


def start_disassembly(cubin: Path, sass: Path) -> None:
    """Start disassembling `cubin` in the background; `finish_disassembly` collects it."""
    _STARTED[Path(sass).resolve()] = Disassembly(cubin, sass)


def finish_disassembly(cubin: Path, sass: Path) -> Path:
    """`sass`, the SASS of `cubin`: the disassembly started earlier in this process, else one run now."""
    running = _STARTED.pop(Path(sass).resolve(), None)
    return (running or Disassembly(cubin, sass)).wait()


def resource_usage(cubin: Path, sass: str, ptx: Path | None = None, dynamic_smem: dict[str, int] | None = None,
                   dsl_report: str | None = None) -> tuple[list[KernelResources], list[str]]:
    """Per-kernel resources (cuobjdump), spills and barriers, instruction counts from `sass`, dynamic shared
    memory from the launches; and notes on what could not be had. Spills and barriers come from the DSL's
    own ptxas report where the capture has one (`dsl_report`, of a compile that made this cubin; its
    numbered advice, such as serialized wgmma, becomes notes), else from `ptxas -v` on `ptx` (where it
    allocated as the DSL did)."""
    usage = parse_resource_usage(_run(find_tool("cuobjdump"), "-res-usage", str(cubin)))
    per_function = instruction_histograms(sass)
    notes: list[str] = []
    verbose: dict[str, dict[str, int]] = {}
    if dsl_report is not None:
        verbose = parse_ptxas_verbose(dsl_report)
        notes.extend(f"ptxas: {found['advice']}" for found in _PTXAS_ADVICE.finditer(dsl_report))
    if not verbose and ptx is not None:  # no report of the DSL's, or one without the functions' usage
        try:
            verbose, same_cubin = ptxas_verbose(ptx, cubin)
        except (ToolMissing, RuntimeError, OSError) as err:
            notes.append(f"no spill bytes or barriers: {err}")
        else:
            if not same_cubin:
                notes.append("spill bytes and barriers are ptxas -v's for the PTX; its cubin is not byte-identical "
                             "to the DSL's (another ptxas release, or cu13's, which writes its command line into "
                             "the cubin), so only kernels allocated alike keep them")
    resources = []
    for function, values in usage.items():
        histogram = per_function.get(function, Counter())
        reported = verbose.get(function)
        if reported and (reported["registers"], reported["stack"]) != (values.get("REG", 0), values.get("STACK", 0)):
            notes.append(
                f"no spill bytes for {function}: ptxas allocated {reported['registers']} registers and a "
                f"{reported['stack']} B stack frame where the DSL's cubin has {values.get('REG', 0)} and "
                f"{values.get('STACK', 0)} B")
            reported = None
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
                stack_bytes=values.get("STACK", 0),
                dynamic_shared_bytes=(dynamic_smem or {}).get(function),
                spill_store_bytes=reported["spill_stores"] if reported else None,
                spill_load_bytes=reported["spill_loads"] if reported else None,
                barriers=reported["barriers"] if reported else None,
            )
        )
    return resources, notes


class PtxasReport:
    """`ptxas -v` on a PTX file for the cubin's arch, running in the background (seconds on a large
    kernel), with the ptxas of the cubin's own toolkit release where one is installed."""

    def __init__(self, ptx: Path, cubin: Path) -> None:
        arch, toolkit = _cubin_target(cubin)
        self._cubin = Path(cubin)
        self._scratch = tempfile.TemporaryDirectory(prefix="cute-ir-ptxas-")
        self._output = Path(self._scratch.name) / "kernel.cubin"
        # DSL 4.5's binary pass dumps the PTX with its C string's terminating NUL, which ptxas
        # refuses ("Unexpected EOF"); the PTX is the text before it.
        source = Path(self._scratch.name) / "kernel.ptx"
        text = Path(ptx).read_bytes().rstrip(b"\0")
        source.write_bytes(text)
        declared = _PTX_VERSION.search(text)
        ptxas, self._release = _ptxas_for(toolkit, declared["version"].decode() if declared else None)
        self._toolkit = toolkit
        self._process = subprocess.Popen(
            [str(ptxas), f"-arch={arch}", "-v", str(source), "-o", str(self._output)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        _yield_to_the_capture(self._process.pid)

    def wait(self) -> tuple[dict[str, dict[str, int]], bool]:
        """Per function its registers, stack frame, spill bytes and barriers; and whether the cubin ptxas
        made is byte-identical to the DSL's (then the report is the DSL's own compile's)."""
        try:
            report, _ = self._process.communicate(timeout=_TOOL_TIMEOUT_S)
            if self._process.returncode != 0:
                hint = "" if self._release == self._toolkit else (
                    f" (the cubin's ptxas is release {self._toolkit}, this one {self._release}: "
                    f"`pip install --no-deps 'nvidia-cuda-nvcc=={self._toolkit}.*'` into this environment gives "
                    "spill bytes and barriers; `cute-ir env add VERSION+cu13` does it for a cu13 environment)")
                raise RuntimeError(f"ptxas -v failed: {report.strip()[:500]}{hint}")
            same = self._output.read_bytes() == self._cubin.read_bytes()
            return parse_ptxas_verbose(report), same
        finally:
            if self._process.poll() is None:
                self._process.kill()
                self._process.wait()
            self._scratch.cleanup()


# The ptxas reports this process started and has not collected, by absolute cubin path.
_PTXAS_STARTED: dict[Path, PtxasReport] = {}


def start_ptxas(ptx: Path, cubin: Path) -> None:
    """Start `ptxas -v` on `ptx` in the background; `resource_usage` for `cubin` collects it."""
    _PTXAS_STARTED[Path(cubin).resolve()] = PtxasReport(ptx, cubin)


def ptxas_verbose(ptx: Path, cubin: Path) -> tuple[dict[str, dict[str, int]], bool]:
    """The report started for `cubin` earlier in this process, else one run now."""
    running = _PTXAS_STARTED.pop(Path(cubin).resolve(), None)
    return (running or PtxasReport(ptx, cubin)).wait()


def _cubin_target(cubin: Path) -> tuple[str, str]:
    """(`sm_90a`, `12.9`): the cubin's arch and the toolkit release of the ptxas that made it, from the ELF
    header line cuobjdump prints first (see _ELF_HEADER)."""
    with subprocess.Popen([str(find_tool("cuobjdump")), "-elf", str(cubin)], stdout=subprocess.PIPE,
                          text=True) as process:
        header = ""
        for line in process.stdout:  # type: ignore[union-attr]
            if "elf:" in line.lower():
                header = line
                break
        process.kill()
    found = _ELF_HEADER.search(header)
    if found is None:
        raise RuntimeError(f"cannot read the target of {cubin} from cuobjdump")
    toolkit = found["toolkit"]
    return f"sm_{found['sm']}", toolkit if "." in toolkit else f"{toolkit[:-1]}.{toolkit[-1]}"


def _ptxas_for(toolkit: str, ptx_version: str | None = None) -> tuple[Path, str]:
    """The installed ptxas of release `toolkit` (`12.9`: it allocates as the DSL's did), else the first that
    reads the PTX's `.version` (`9.1`, which the CUDA 12.9 ptxas refuses), else the first one found; with
    its release."""
    from packaging.version import Version  # here: the capture child's release environment may lack packaging

    installed = _installed_ptxas()
    for candidate, release in installed:
        if release == toolkit:
            return candidate, release
    if ptx_version is not None:
        for candidate, release in installed:
            newest = newest_ptx_version(candidate)
            if newest is not None and Version(newest) >= Version(ptx_version):
                return candidate, release
    return installed[0] if installed else (find_tool("ptxas"), "?")


@functools.cache
def newest_ptx_version(ptxas: Path) -> str | None:
    """The newest PTX ISA `ptxas` reads, as it says when handed a `.version` beyond it (probed once)."""
    with tempfile.TemporaryDirectory(prefix="cute-ir-ptxas-") as scratch:
        probe = Path(scratch) / "probe.ptx"
        probe.write_text(".version 99.9\n.target sm_90\n.address_size 64\n")
        said = subprocess.run([str(ptxas), "-arch=sm_90", str(probe), "-o", str(Path(scratch) / "probe.cubin")],
                              capture_output=True, text=True, check=False, timeout=_TOOL_TIMEOUT_S)
    found = _PTXAS_CURRENT_VERSION.search(said.stdout + said.stderr)
    return found["version"] if found is not None else None


@functools.cache
def _installed_ptxas() -> list[tuple[Path, str]]:
    """Every ptxas with its release: the wheels' beside this Python, then the one on PATH (a CUDA
    toolkit's). Asked once per process: a script compiles many kernels, each ran `--version` of each."""
    candidates = [Path(p) for site in map(Path, sys.path) for p in sorted(site.glob("nvidia/*/bin/ptxas"))]
    if (on_path := shutil.which("ptxas")) is not None:
        candidates.append(Path(on_path))
    installed = []
    for candidate in candidates:
        version = subprocess.run([str(candidate), "--version"], capture_output=True, text=True, check=False,
                                 timeout=_TOOL_TIMEOUT_S).stdout
        found = _PTXAS_RELEASE.search(version)
        installed.append((candidate, found["release"] if found is not None else "?"))
    return installed


def parse_ptxas_verbose(report: str) -> dict[str, dict[str, int]]:
    """`ptxas -v` output as {function: {"registers", "stack", "spill_stores", "spill_loads", "barriers"}}."""
    functions: dict[str, dict[str, int]] = {}
    current: str | None = None
    for line in report.splitlines():
        if (named := _PTXAS_FUNCTION.search(line) or _PTXAS_COMPILING.search(line)) is not None:
            current = named["name"]
            functions.setdefault(current, {"registers": 0, "stack": 0, "spill_stores": 0, "spill_loads": 0,
                                           "barriers": 0})
        elif current is not None and (frame := _PTXAS_FRAME.search(line)) is not None:
            functions[current].update(stack=int(frame["stack"]), spill_stores=int(frame["stores"]),
                                      spill_loads=int(frame["loads"]))
        elif current is not None and (used := _PTXAS_USED.search(line)) is not None:
            functions[current].update(registers=int(used["registers"]), barriers=int(used["barriers"] or 0))
    return functions


def sass_source_lines(sass: str, *, exclude: tuple[str, ...] = ()) -> SourceLines:
    """Map each SASS instruction line to the `//## File` line-table comment before it."""
    result = SourceLines()
    index: dict[str, int] = {}
    current: tuple[str, int] | None = None
    for number, raw in enumerate(sass.splitlines()):
        if (point := _SASS_LINE.match(raw)) is not None:
            path, line = point["file"], int(point["line"])
            current = (path, line) if line > 0 and not path.startswith(exclude) else None
        elif _SECTION.match(raw):
            current = None
        elif current is not None and _INSTRUCTION.match(raw):
            file_index = index.setdefault(current[0], len(index))
            if file_index == len(result.files):
                result.files.append(current[0])
            result.lines.append([number, file_index, current[1], 0])
    return result


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
