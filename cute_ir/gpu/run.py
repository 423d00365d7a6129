"""Run one registered kernel instance on the GPU and compare it with a torch reference.

Why a child process: a kernel that hangs (or a compiler that crashes) must not take the caller
with it. `run_instance` starts `python -m cute_ir.gpu.run REQUEST.json` through the one child runner
(cute_ir.process.children: registered for Ctrl-C and SIGTERM, its whole group killed past the time-out)
and reads back a `RunReport`.

The problem is built from the instance's own `example_arguments()`: the same ranks, dtypes and
contiguous dimensions (and, unless a shape is given, the same ragged shape), filled on the GPU from
one value distribution per case (`cute_ir.gpu.cases`: normal, large magnitudes, -inf masks, NaN, ...);
outputs start as NaN so an element the kernel never wrote is a mismatch. One child runs every case
of one instance, compiling once per specialization (vector or element access), and can time each
case against torch (`gpu_bench`).
"""

from __future__ import annotations

import math
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.errors import (
    BadInputError,
    CompileFailedError,
    CompilerCrashedError,
    CuteIRError,
    ExitCode,
    NoGPUError,
    ScriptFailedError,
    error_of_exit_code,
)
from cute_ir.gpu.cases import problem_of
from cute_ir.problems import Problem
from cute_ir.problems.base import check_plain_shape
from cute_ir.process.children import Prepare, Request, run_child, write_report

DEFAULT_TIMEOUT_S = 300.0


class KernelRunError(ScriptFailedError):
    """The compiled kernel failed at launch or on the GPU (a CUDA error, not a wrong result)."""


@dataclass
class RunReport:
    """The outcome of one checked case; `ok` is false on any element outside tolerance."""

    kernel: str
    distribution: str
    shapes: dict[str, list[int]]
    ok: bool
    max_abs_error: float
    max_rel_error: float
    mismatches: int
    first_mismatch: list[int] | None  # index into `out` of the first element outside tolerance
    first_mismatch_values: list[float] | None  # [got, expected] there
    rtol: float
    atol: float  # the largest per-element atol (a GEMM's grows with K and |A||B|)
    device: str
    compile_s: float
    run_s: float
    specialization: list[int] | None = None
    refused: str | None = None  # why the instance does not take this shape (then `ok` is false)
    bench: dict[str, float] | None = None  # gpu_bench.BenchResult as a dict, when timed

    def describe_failure(self) -> str:
        """One line naming the case, the index and the values, for test messages and the CLI."""
        shapes = ", ".join(f"{name} {tuple(shape)}" for name, shape in self.shapes.items())
        if self.refused:
            return f"{self.kernel} [{self.distribution}] {shapes}: refused: {self.refused}"
        where = ""
        if self.first_mismatch is not None and self.first_mismatch_values is not None:
            got, expected = self.first_mismatch_values
            where = f", first at out{tuple(self.first_mismatch)}: got {got:.6g}, expected {expected:.6g}"
        return (
            f"{self.kernel} [{self.distribution}] {shapes}: {self.mismatches} mismatches{where}; "
            f"max abs {self.max_abs_error:.3g}, max rel {self.max_rel_error:.3g} (rtol {self.rtol:g}, atol {self.atol:.3g})"
        )

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for key in ("max_abs_error", "max_rel_error"):
            if not math.isfinite(data[key]):
                data[key] = str(data[key])  # JSON has no NaN/inf
        if data["first_mismatch_values"] is not None:
            data["first_mismatch_values"] = [v if math.isfinite(v) else str(v) for v in data["first_mismatch_values"]]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunReport:
        for key in ("max_abs_error", "max_rel_error"):
            data[key] = float(data[key])
        if data.get("first_mismatch_values") is not None:
            data["first_mismatch_values"] = [float(v) for v in data["first_mismatch_values"]]
        return cls(**data)


@dataclass(frozen=True)
class RunCase:
    """One problem to check: a value distribution and a shape (None = the instance's example shape)."""

    distribution: str = "normal"
    shape: tuple[int, ...] | None = None


# -- the parent side --------------------------------------------------------------------------------


def require_gpu() -> None:
    """Raise NoGPUError, with what is missing, unless torch sees a CUDA GPU."""
    try:
        import torch
    except ImportError as err:
        raise NoGPUError(
            "running a kernel needs torch with CUDA, and torch is not installed",
            hint="install a CUDA build of torch (see README: GPU set-up), then pip install -e '.[gpu]'",
        ) from err
    if not torch.cuda.is_available():
        raise NoGPUError(
            f"running a kernel needs an NVIDIA GPU; torch {torch.__version__} sees none",
            hint="a CPU-only torch build also reports no GPU" if torch.version.cuda is None else None,
        )


def require_capability(kernel: Any) -> None:
    """Raise NoGPUError when the GPU here cannot run `kernel` (an SM100 operator on an H100): refused
    before anything compiles, never reported as passed."""
    import torch

    major, minor = torch.cuda.get_device_capability()
    reason = kernel.cannot_run_on(major * 10 + minor)
    if reason:
        raise NoGPUError(f"{kernel.name} {reason}; this GPU is {torch.cuda.get_device_name()} (sm_{major}{minor})",
                         hint="capture it without a GPU instead: cute-ir dump NAME --arch ARCH")


def parse_shape(text: str, example: Any = None) -> tuple[int, ...]:
    """"M,N" or "M,N,K" -> a tuple of positive ints; a problem `example` whose shapes read otherwise (a
    grouped GEMM's M,N,K per group) checks them itself (`Problem.check_shape`)."""
    return shape_for(shape_extents(text), example)


def shape_extents(text: str) -> tuple[int, ...]:
    """The extents a `--shape` value spells, comma-separated plain digits (what any kernel's shape reads as)."""
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isascii() and part.isdigit() for part in parts):  # int() would take 1_000, +5 and "５"
        raise BadInputError(f"--shape {text!r}: expected M,N or M,N,K (positive integers, plain digits 0-9)")
    return tuple(int(part) for part in parts)


def shape_for(extents: tuple[int, ...], example: Any = None) -> tuple[int, ...]:
    """`extents` once they are a shape of the problem `example` (M,N or M,N,K of positive ints where it is none)."""
    if isinstance(example, Problem):
        example.check_shape(extents)
    else:
        check_plain_shape(extents)
    return extents


def run_instance(
    name: str, shape: tuple[int, ...] | None = None, timeout: float = DEFAULT_TIMEOUT_S, distribution: str = "normal"
) -> RunReport:
    """Check `name` on one case in a child process (see `run_cases`)."""
    return run_cases(name, [RunCase(distribution, shape)], timeout)[0]


@dataclass(frozen=True)
class RunRequest(Request):
    """What the child checks: one kernel (found through the parent's providers, passed by value) on these cases."""

    kernel: str
    cases: list[dict[str, Any]] = field(default_factory=list)
    bench: bool = False
    providers: list[dict[str, str]] | None = None


def run_cases(
    name: str, cases: list[RunCase], timeout: float = DEFAULT_TIMEOUT_S, bench: bool = False
) -> list[RunReport]:
    """Check `name` on every case in one child process; raises NoGPUError, UnknownKernelError,
    ChildTimeoutError (hung, killed: `timeout` is for the whole child) or the child's own error."""
    from cute_ir import registry
    from cute_ir.registry.discovery import sources_for_children

    kernel = registry.get_kernel(name)  # an unknown name fails here, with suggestions, before any child starts
    require_gpu()
    require_capability(kernel)
    request = RunRequest(
        kernel=name,
        cases=[{"distribution": case.distribution, "shape": list(case.shape) if case.shape else None} for case in cases],
        bench=bench,
        providers=[source.to_json() for source in sources_for_children()],  # by value, as a capture child's
    )
    needs = kernel.run_environment()
    result = run_child("cute_ir.gpu.run", request, timeout=timeout, prepare=_with_environment(needs))
    result.raise_if_timed_out(f"kernel {name} did not finish within {timeout:g} s (a hung kernel?); its process was killed",
                              hint="raise --timeout if the first compile on this machine is just slow")
    if result.reported:
        if result.report["exit"] == ExitCode.OK:
            return [RunReport.from_json(report) for report in result.report["reports"]]
        raise error_of_exit_code(ExitCode(result.report["exit"]), result.message, hint=result.report.get("hint") or None)
    raise CompilerCrashedError(f"the process running {name} ended ({result.how}) without a result\n{result.stderr_tail}".rstrip())


def _with_environment(needs: dict[str, str]) -> Prepare[RunRequest]:
    """A child preparation that sets `needs` in the child's environment (the caller's stays as it is)."""

    def prepare(scratch: Path, request: RunRequest, env: dict[str, str]) -> RunRequest:
        env.update(needs)
        return request

    return prepare


# -- the child side: build the problem, run, compare ------------------------------------------------


def check_cases(name: str, cases: list[RunCase], bench: bool = False) -> list[RunReport]:
    """In this process: for each case build GPU operands, run, compare with torch (and time when
    `bench`). Compiles once per specialization; a shape the instance refuses is a failed report."""
    from cute_ir import registry

    return check_kernel_cases(registry.get_kernel(name), cases, bench)


def check_kernel_cases(kernel: Any, cases: list[RunCase], bench: bool = False) -> list[RunReport]:
    """`check_cases` for a Kernel object, registered or not (e.g. a fused epilogue built for a test)."""
    import torch

    from cute_ir.gpu import bench as gpu_bench

    name = kernel.name
    example = problem_of(kernel.example_arguments(), name)
    artifacts: dict[tuple[Any, ...], Any] = {}
    reports = []
    for index, case in enumerate(cases):
        args = _torch_arguments(example, case.shape, distribution=case.distribution, seed=1000 + index)
        shapes = {operand: list(tensor.shape) for operand, tensor in args.operands().items()}
        status = kernel.supports(args)
        if not status:
            reports.append(_refused(kernel.name, case.distribution, shapes, status.error, torch.cuda.get_device_name()))
            continue
        size = kernel.get_workspace_size(args)
        workspace = torch.zeros(size, dtype=torch.uint8, device="cuda") if size else None
        specialization = kernel.specialization(args)
        started = time.perf_counter()
        if specialization not in artifacts:
            try:
                artifacts[specialization] = kernel.compile(args)
            except CuteIRError:
                raise
            except Exception as err:  # noqa: BLE001 - the DSL raises many types; the user needs the message
                raise CompileFailedError(f"compiling {name} failed: {_first_lines(err)}") from err
        compiled_at = time.perf_counter()
        try:
            kernel.run(args, artifacts[specialization], workspace=workspace)
            torch.cuda.synchronize()
        except CuteIRError:
            raise
        except Exception as err:  # noqa: BLE001 - a launch or CUDA fault, reported with its message
            raise KernelRunError(f"running {name} on {case.distribution} {shapes} failed: {_first_lines(err)}") from err
        finished = time.perf_counter()

        reference = _reference(kernel, args)
        rtol, atol = _tolerance(kernel, args)
        report = _compare(
            kernel.name, shapes, problem_of(args).output(), reference, rtol, atol, torch.cuda.get_device_name(),
            compiled_at - started, finished - compiled_at, distribution=case.distribution,
        )
        report.specialization = list(specialization)
        if bench:
            report.bench = gpu_bench.bench_case(kernel, args, artifacts[specialization], workspace).to_json()
        reports.append(report)
    return reports


def _refused(name: str, distribution: str, shapes: dict[str, list[int]], why: str, device: str) -> RunReport:
    return RunReport(
        kernel=name, distribution=distribution, shapes=shapes, ok=False, max_abs_error=math.nan,
        max_rel_error=math.nan, mismatches=0, first_mismatch=None, first_mismatch_values=None, rtol=0.0,
        atol=0.0, device=device, compile_s=0.0, run_s=0.0, refused=why,
    )


def _first_lines(error: BaseException, lines: int = 20) -> str:
    return "\n".join(str(error).strip().splitlines()[:lines]) or type(error).__name__


def _torch_arguments(
    example: Any, shape: tuple[int, ...] | None, device: str = "cuda", distribution: str = "normal",
    generator: Any = None, seed: int = 0,
) -> Any:
    """The example's operands as tensors on `device` with the same dtypes and contiguous dims (sized
    for `shape` by the problem), the problem's drawn operands from `distribution`, the others normal,
    `out` filled with NaN."""
    import torch

    from cute_ir import registry

    problem = problem_of(example)
    sized = problem.sized(shape) if shape is not None else problem
    layouts = problem.operands()
    values = {}
    for name, spec in sized.operands().items():
        if isinstance(spec, registry.OperandSpec):
            if generator is None:  # made only when there is an operand to draw (a jit kernel has none)
                generator = torch.Generator(device=device).manual_seed(seed)
            kind = problem.filling(name, distribution)
            layout = layouts.get(name)
            values[name] = _tensor_like(layout if isinstance(layout, registry.OperandSpec) else spec, spec.shape, kind, generator)
    return sized.with_operands(values) if values else sized


def _tensor_like(spec: Any, shape: tuple[int, ...], distribution: str, generator: Any) -> Any:
    """A tensor of `shape` on the generator's device whose dims are laid out in the spec's stride
    order, drawn from `distribution` ("out": all NaN). Rows of the distribution are the innermost dim."""
    import torch

    from cute_ir.gpu.cases import DISTRIBUTIONS
    from cute_ir.registry.dtypes import torch_dtype_name

    dtype = getattr(torch, torch_dtype_name(spec.dtype))
    order = sorted(range(len(shape)), key=lambda dim: (-spec.stride[dim], -dim))  # outermost first
    storage_shape = tuple(shape[dim] for dim in order)
    if distribution == "out":
        storage = torch.full(storage_shape, unwritten(torch, dtype), dtype=dtype, device=generator.device)
    else:
        storage = DISTRIBUTIONS[distribution].draw(torch, storage_shape, dtype, spec.dtype, generator)
    return storage.permute([order.index(dim) for dim in range(len(shape))])


def unwritten(torch: Any, dtype: Any) -> float:
    """What an output starts as, so that an element the kernel never writes shows: NaN, or for an
    integer type (no NaN) its smallest value, which a wrapped 8-bit result can also be (one in 256)."""
    if dtype.is_floating_point:
        return float("nan")
    return float(torch.iinfo(dtype).min)


def _reference(kernel: Any, args: Any) -> Any:
    """The expected `out` in float64."""
    return problem_of(args).reference(kernel.metadata)


def _tolerance(kernel: Any, args: Any) -> tuple[float, Any]:
    """(rtol, atol), the problem's (see `Problem.tolerance`)."""
    return problem_of(args).tolerance(kernel.metadata)


def _compare(
    name: str,
    shapes: dict[str, list[int]],
    got: Any,
    expected: Any,
    rtol: float,
    atol: Any,
    device: str,
    compile_s: float,
    run_s: float,
    distribution: str = "normal",
) -> RunReport:
    """Element-wise |got - expected| <= atol + rtol * |expected|, where `expected` is the float64
    reference rounded to `got`'s dtype (the best the output can hold: inf where it overflows).
    Equal infinities and NaN where the reference is NaN match; any other NaN never does."""
    import torch

    expected = expected.to(got.dtype).double()
    got = got.double()
    difference = (got - expected).abs()
    same_special = (got == expected) | (got.isnan() & expected.isnan())
    bad = ~(same_special | (expected.isfinite() & (difference <= atol + rtol * expected.abs())))
    relative = difference / expected.abs().clamp_min(torch.finfo(torch.float64).tiny)
    compared = ~same_special
    mismatches = int(bad.sum())
    first = values = None
    if mismatches:
        flat = int(bad.reshape(-1).nonzero()[0])
        values = [float(got.reshape(-1)[flat]), float(expected.reshape(-1)[flat])]
        first = []
        for extent in reversed(got.shape):
            first.append(flat % extent)
            flat //= extent
        first.reverse()
    return RunReport(
        kernel=name,
        distribution=distribution,
        shapes=shapes,
        ok=mismatches == 0,
        max_abs_error=_max_or_nan(difference[compared]),
        max_rel_error=_max_or_nan(relative[compared]),
        mismatches=mismatches,
        first_mismatch=first,
        first_mismatch_values=values,
        rtol=rtol,
        atol=float(atol.max()) if hasattr(atol, "max") else float(atol),
        device=device,
        compile_s=round(compile_s, 4),
        run_s=round(run_s, 4),
    )


def _max_or_nan(values: Any) -> float:
    if values.numel() == 0:
        return 0.0
    return math.nan if values.isnan().any() else float(values.max())


def _child_main(request_file: str) -> int:
    from cute_ir.registry import discovery

    request = RunRequest.from_file(request_file)
    try:
        if request.providers is not None:
            discovery.use_sources([discovery.ProviderSource.from_json(item) for item in request.providers])
        cases = [RunCase(case["distribution"], tuple(case["shape"]) if case["shape"] else None) for case in request.cases]
        reports = check_cases(request.kernel, cases, bench=request.bench)
    except CuteIRError as err:
        write_report(request, exit=int(err.exit_code), message=err.message, hint=err.hint or "")
        return int(err.exit_code)
    except Exception as err:  # noqa: BLE001 - e.g. torch failing to build the operands
        message = f"checking {request.kernel} failed: {type(err).__name__}: {_first_lines(err)}"
        write_report(request, exit=int(ExitCode.SCRIPT_FAILED), message=message)
        return int(ExitCode.SCRIPT_FAILED)
    write_report(request, exit=int(ExitCode.OK), reports=[report.to_json() for report in reports])
    return 0


if __name__ == "__main__":
    sys.exit(_child_main(sys.argv[1]))
