"""Run one registered kernel instance on the GPU and compare it with a torch reference.

Why a child process: a kernel that hangs (or a compiler that crashes) must not take the caller
with it. `run_instance` starts `python -m cute_ir.gpu_run REQUEST.json`, waits up to a timeout,
kills the child's whole process group when it runs past it, and reads back a `RunReport`.

The problem is built from the instance's own `example_arguments()`: the same ranks, dtypes and
contiguous dimensions (and, unless a shape is given, the same ragged shape), filled with random
values on the GPU; outputs start as NaN so an element the kernel never wrote is a mismatch.
"""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cute_ir.errors import (
    BadInputError,
    ChildTimeoutError,
    CompileFailedError,
    CompilerCrashedError,
    CuteIRError,
    ExitCode,
    NoGPUError,
    ScriptFailedError,
)

DEFAULT_TIMEOUT_S = 300.0


class KernelRunError(ScriptFailedError):
    """The compiled kernel failed at launch or on the GPU (a CUDA error, not a wrong result)."""


# output dtype -> (rtol, atol); a GEMM adds K * accumulator epsilon to atol (summation order)
TOLERANCES: dict[str, tuple[float, float]] = {
    "f64": (1e-9, 1e-12),
    "f32": (1e-5, 1e-7),
    "f16": (2e-3, 1e-7),
    "bf16": (1.6e-2, 1e-7),
}
_ACCUMULATOR_EPSILON = {"f64": 2.0**-52, "f32": 2.0**-23}


@dataclass
class RunReport:
    """The outcome of one checked run; `ok` is false on any element outside tolerance."""

    kernel: str
    shapes: dict[str, list[int]]
    ok: bool
    max_abs_error: float
    max_rel_error: float
    mismatches: int
    first_mismatch: list[int] | None  # index into `out` of the first element outside tolerance
    rtol: float
    atol: float
    device: str
    compile_s: float
    run_s: float

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for key in ("max_abs_error", "max_rel_error"):
            if not math.isfinite(data[key]):
                data[key] = str(data[key])  # JSON has no NaN/inf
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunReport:
        for key in ("max_abs_error", "max_rel_error"):
            data[key] = float(data[key])
        return cls(**data)


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


def parse_shape(text: str) -> tuple[int, ...]:
    """"M,N" or "M,N,K" -> a tuple of positive ints."""
    try:
        extents = tuple(int(part) for part in text.split(","))
    except ValueError as err:
        raise BadInputError(f"--shape {text!r}: expected M,N or M,N,K (positive integers)") from err
    if not 2 <= len(extents) <= 3 or any(extent <= 0 for extent in extents):
        raise BadInputError(f"--shape {text!r}: expected M,N or M,N,K (positive integers)")
    return extents


def run_instance(name: str, shape: tuple[int, ...] | None = None, timeout: float = DEFAULT_TIMEOUT_S) -> RunReport:
    """Check `name` on the GPU in a child process; raises NoGPUError, UnknownKernelError,
    ChildTimeoutError (hung, killed) or the child's own error."""
    from cute_ir import registry
    from cute_ir.registry.discovery import sources_for_children

    registry.get_kernel(name)  # an unknown name fails here, with suggestions, before any child starts
    require_gpu()
    with tempfile.TemporaryDirectory(prefix="cute-ir-run-") as scratch:
        request = Path(scratch) / "request.json"
        result = Path(scratch) / "result.json"
        providers = [source.to_json() for source in sources_for_children()]  # by value, as a capture child's
        request.write_text(json.dumps({"kernel": name, "shape": list(shape) if shape else None, "result": str(result),
                                       "providers": providers}))
        command = [sys.executable, "-m", "cute_ir.gpu_run", str(request)]
        completed = run_child(command, timeout, what=f"kernel {name}")
        if result.exists():
            data = json.loads(result.read_text())
            if "error" in data:
                raise _error_class(data["exit_code"])(data["error"])
            return RunReport.from_json(data)
        tail = completed.stderr[-3000:]
        if completed.returncode < 0:
            raise CompilerCrashedError(
                f"the process running {name} died with signal {-completed.returncode}\n{tail}".rstrip()
            )
        raise CompilerCrashedError(f"the process running {name} exited {completed.returncode} without a result\n{tail}".rstrip())


def run_child(command: list[str], timeout: float, what: str) -> subprocess.CompletedProcess[str]:
    """Run `command` in its own process group; past `timeout` seconds kill the group and raise."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise ChildTimeoutError(
            f"{what} did not finish within {timeout:g} s (a hung kernel?); its process was killed",
            hint="raise --timeout if the first compile on this machine is just slow",
        ) from None
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def _error_class(exit_code: int) -> type[CuteIRError]:
    """The error class to re-raise in the parent for the child's exit code."""
    classes = {cls.exit_code: cls for cls in CuteIRError.__subclasses__()}
    return classes.get(ExitCode(exit_code), CuteIRError)


# -- the child side: build the problem, run, compare ------------------------------------------------


def check_instance(name: str, shape: tuple[int, ...] | None = None) -> RunReport:
    """In this process: build random GPU operands, compile, run, compare with torch."""
    import torch

    from cute_ir import registry

    kernel = registry.get_kernel(name)
    example = kernel.example_arguments()
    args = _torch_arguments(example, shape)
    size = kernel.get_workspace_size(args)
    workspace = torch.zeros(size, dtype=torch.uint8, device="cuda") if size else None

    started = time.perf_counter()
    try:
        artifact = kernel.compile(args)
    except CuteIRError:
        raise
    except Exception as err:  # noqa: BLE001 - the DSL raises many types; the user needs the message
        raise CompileFailedError(f"compiling {name} failed: {_first_lines(err)}") from err
    compiled_at = time.perf_counter()
    try:
        kernel.run(args, artifact, workspace=workspace)
        torch.cuda.synchronize()
    except CuteIRError:
        raise
    except Exception as err:  # noqa: BLE001 - a launch or CUDA fault, reported with its message
        raise KernelRunError(f"running {name} failed: {_first_lines(err)}") from err
    finished = time.perf_counter()

    reference = _reference(kernel, args)
    out = args.out.double()
    rtol, atol = _tolerance(kernel, args)
    return _compare(
        kernel.name,
        {name: list(operand.shape) for name, operand in args.operands().items()},
        out,
        reference,
        rtol,
        atol,
        torch.cuda.get_device_name(),
        compiled_at - started,
        finished - compiled_at,
    )


def _first_lines(error: BaseException, lines: int = 20) -> str:
    return "\n".join(str(error).strip().splitlines()[:lines]) or type(error).__name__


def _torch_arguments(example: Any, shape: tuple[int, ...] | None, device: str = "cuda") -> Any:
    """The example's operands as random tensors on `device` with the same dtypes and contiguous dims."""
    from dataclasses import fields, replace

    from cute_ir import registry

    shapes = _shapes(example, shape)
    values = {}
    for item in fields(example):
        spec = getattr(example, item.name)
        if isinstance(spec, registry.OperandSpec):
            values[item.name] = _random_like(spec, shapes[item.name], fill_nan=item.name == "out", device=device)
    return replace(example, **values)


def _shapes(example: Any, shape: tuple[int, ...] | None) -> dict[str, tuple[int, ...]]:
    """Operand shapes: the example's, or the given M,N[,K] put into each operand's trailing dims."""
    from cute_ir import kernels

    current = {name: tuple(spec.shape) for name, spec in example.operands().items()}
    if shape is None:
        return current
    if isinstance(example, kernels.GemmArguments):
        if len(shape) != 3:
            raise BadInputError(f"a GEMM takes --shape M,N,K, got {','.join(map(str, shape))}")
        m, n, k = shape
        trailing = {"A": (m, k), "B": (k, n), "out": (m, n)}
    else:
        if len(shape) != 2:
            raise BadInputError(f"this kernel takes --shape M,N, got {','.join(map(str, shape))}")
        m, n = shape
        trailing = {"A": (m, n), "B": (m, n), "out": (m, n), "input": (m, n), "weight": (n,)}
    return {name: extents[: len(extents) - len(trailing[name])] + trailing[name] for name, extents in current.items()}


def _random_like(spec: Any, shape: tuple[int, ...], fill_nan: bool, device: str) -> Any:
    """A tensor of `shape` on `device` whose dims are laid out in the spec's stride order."""
    import torch

    from cute_ir.registry.dtypes import torch_dtype_name

    dtype = getattr(torch, torch_dtype_name(spec.dtype))
    order = sorted(range(len(shape)), key=lambda dim: (-spec.stride[dim], -dim))  # outermost first
    storage_shape = [shape[dim] for dim in order]
    if fill_nan:
        storage = torch.full(storage_shape, float("nan"), dtype=dtype, device=device)
    else:
        storage = torch.randn(storage_shape, dtype=dtype, device=device)
    return storage.permute([order.index(dim) for dim in range(len(shape))])


def _reference(kernel: Any, args: Any) -> Any:
    """The expected `out` in float64."""
    import torch

    from cute_ir import kernels

    if isinstance(args, kernels.GemmArguments):
        return torch.matmul(args.A.double(), args.B.double())
    if isinstance(args, kernels.ElementwiseArguments):
        a, b = args.A.double(), args.B.double()
        expressions: dict[str, Callable[[], Any]] = {
            "a+b": lambda: a + b,
            "a*b": lambda: a * b,
            "relu(a)+b": lambda: torch.relu(a) + b,
        }
    elif isinstance(args, kernels.RowReductionArguments):
        x = args.input.double()
        expressions = {
            "exp(x-max)/sum": lambda: torch.softmax(x, dim=-1),
            "x*rsqrt(mean(x^2)+eps)*w": lambda: x
            * torch.rsqrt(x.square().mean(dim=-1, keepdim=True) + args.epsilon)
            * args.weight.double(),
        }
    else:
        raise BadInputError(f"{kernel.name}: no torch reference for {type(args).__name__}")
    epilogue = kernel.metadata.epilogue
    if epilogue not in expressions:
        raise BadInputError(f"{kernel.name}: no torch reference for the epilogue {epilogue!r}")
    return expressions[epilogue]()


def _tolerance(kernel: Any, args: Any) -> tuple[float, float]:
    from cute_ir import kernels

    out_dtype = kernel.metadata.operands["out"].dtype
    rtol, atol = TOLERANCES[out_dtype]
    if isinstance(args, kernels.GemmArguments):
        depth = args.A.shape[-1]
        atol += 4 * depth * _ACCUMULATOR_EPSILON.get(args.accumulator_type, 2.0**-23)
    return rtol, atol


def _compare(
    name: str,
    shapes: dict[str, list[int]],
    got: Any,
    expected: Any,
    rtol: float,
    atol: float,
    device: str,
    compile_s: float,
    run_s: float,
) -> RunReport:
    """Element-wise |got - expected| <= atol + rtol * |expected| (NaN never passes)."""
    import torch

    difference = (got - expected).abs()
    bad = ~torch.isclose(got, expected, rtol=rtol, atol=atol)
    relative = difference / expected.abs().clamp_min(torch.finfo(torch.float64).tiny)
    mismatches = int(bad.sum())
    first = None
    if mismatches:
        flat = int(bad.reshape(-1).nonzero()[0])
        first = []
        for extent in reversed(got.shape):
            first.append(flat % extent)
            flat //= extent
        first.reverse()
    return RunReport(
        kernel=name,
        shapes=shapes,
        ok=mismatches == 0,
        max_abs_error=float(difference.max()) if not difference.isnan().any() else math.nan,
        max_rel_error=float(relative.max()) if not relative.isnan().any() else math.nan,
        mismatches=mismatches,
        first_mismatch=first,
        rtol=rtol,
        atol=atol,
        device=device,
        compile_s=round(compile_s, 4),
        run_s=round(run_s, 4),
    )


def _child_main(request_file: str) -> int:
    from cute_ir.registry import discovery

    request = json.loads(Path(request_file).read_text())
    result = Path(request["result"])
    try:
        if request.get("providers") is not None:
            discovery.use_sources([discovery.ProviderSource.from_json(item) for item in request["providers"]])
        shape = tuple(request["shape"]) if request["shape"] else None
        report = check_instance(request["kernel"], shape)
    except CuteIRError as err:
        result.write_text(json.dumps({"error": str(err), "exit_code": int(err.exit_code)}))
        return int(err.exit_code)
    except Exception as err:  # noqa: BLE001 - e.g. torch failing to build the operands
        message = f"checking {request['kernel']} failed: {type(err).__name__}: {_first_lines(err)}"
        result.write_text(json.dumps({"error": message, "exit_code": int(ExitCode.SCRIPT_FAILED)}))
        return int(ExitCode.SCRIPT_FAILED)
    result.write_text(json.dumps(report.to_json()))
    return 0


if __name__ == "__main__":
    sys.exit(_child_main(sys.argv[1]))
