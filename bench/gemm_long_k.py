"""Is a tensor-core GEMM's mismatch at long K the kernel's fault or the tolerance's? (one GPU)

    python bench/gemm_long_k.py --json long_k.json        # gemm_sm80_tn_f16_128x256x64_s3, M=N=128, K=65536

Runs the instance, then puts its error next to two emulations of fp32 accumulation computed exactly
in float64 from the same operands: the products of each k-step of 16 (one mma.m16n8k16) summed exactly,
added to an fp32 accumulator rounded to nearest (RN) or truncated toward zero (RZ, as tensor cores
add), the result rounded to f16 like the kernel's epilogue. If the kernel's error matches the RZ
emulation's in size and sign, the kernel accumulates as the hardware does and the tolerance was wrong.
It also checks the old tolerance (atol = 4·K·2^-23) and the new one (sqrt(K)·2^-23·(|A||B|)).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir import registry
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.problems.base import TOLERANCES  # noqa: E402

K_STEP = 16  # k extent of one mma.sync.m16n8k16


def emulate(a: Any, b: Any, truncate: bool) -> Any:
    """fp32 accumulation of a @ b in k-steps of K_STEP, each step's products summed exactly."""
    import torch

    a64, b64 = a.double(), b.double()
    acc = torch.zeros(a.shape[:-1] + (b.shape[-1],), dtype=torch.float32, device=a.device)
    for k in range(0, a.shape[-1], K_STEP):
        exact = acc.double() + a64[..., k:k + K_STEP].matmul(b64[..., k:k + K_STEP, :])
        acc = exact.float()  # round to nearest
        if truncate:
            overshoot = acc.double().abs() > exact.abs()
            acc = torch.where(overshoot, torch.nextafter(acc, torch.zeros_like(acc)), acc)
    return acc


def investigate(name: str, m: int, n: int, k: int, seed: int) -> dict[str, Any]:
    import torch

    kernel = registry.get_kernel(name)
    generator = torch.Generator(device="cuda").manual_seed(seed)
    args = gpu_run._torch_arguments(kernel.example_arguments(), (m, n, k), generator=generator)
    kernel.run(args, kernel.compile(args))
    torch.cuda.synchronize()
    reference = args.A.double().matmul(args.B.double())
    ours = args.out.double()
    rn = emulate(args.A, args.B, truncate=False).to(args.out.dtype).double()
    rz = emulate(args.A, args.B, truncate=True).to(args.out.dtype).double()
    torch.backends.cuda.matmul.allow_tf32 = False
    sgemm = args.A.float().matmul(args.B.float()).to(args.out.dtype).double()  # cuBLAS fp32, its own order
    magnitudes = args.A.double().abs().matmul(args.B.double().abs())
    rtol, f16_atol = TOLERANCES["f16"]
    old_atol = 1e-7 + 4 * k * 2.0**-23
    new_atol = f16_atol + math.sqrt(k) * 2.0**-23 * magnitudes

    def outside(got: Any, atol: Any) -> int:
        expected = reference.to(args.out.dtype).double()
        return int(((got - expected).abs() > atol + rtol * expected.abs()).sum())

    error = ours - reference
    worst = int((error.abs() / reference.abs().clamp_min(1e-30)).reshape(-1).argmax())
    at = {label: float(t.reshape(-1)[worst]) for label, t in
          (("reference", reference), ("ours", ours), ("rn", rn), ("rz", rz), ("sgemm", sgemm), ("abs_a_abs_b", magnitudes))}

    def stats(got: Any) -> dict[str, float]:
        e = got - reference
        return {"max_abs": float(e.abs().max()), "rms": float(e.square().mean().sqrt()), "mean": float(e.mean()),
                "corr_with_ours": float(torch.corrcoef(torch.stack([e.reshape(-1), error.reshape(-1)]))[0, 1])}

    return {
        "kernel": name, "shape": [m, n, k], "batch": list(args.out.shape[:-2]), "device": torch.cuda.get_device_name(),
        "output_rms": float(reference.square().mean().sqrt()),
        "worst_relative_element": {"index": worst, **at, "relative_error": abs(at["ours"] - at["reference"]) / abs(at["reference"])},
        "errors": {"ours": stats(ours), "rn_emulation": stats(rn), "rz_emulation": stats(rz), "cublas_sgemm": stats(sgemm)},
        "outside_old_tolerance": {"ours": outside(ours, old_atol), "rz_emulation": outside(rz, old_atol), "rn_emulation": outside(rn, old_atol)},
        "outside_new_tolerance": {"ours": outside(ours, new_atol), "rz_emulation": outside(rz, new_atol), "rn_emulation": outside(rn, new_atol)},
        "old_atol": old_atol, "new_atol_median": float(new_atol.median()),
        "max_error_over_new_atol": float(((ours - reference).abs() / new_atol).max()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", default="gemm_sm80_tn_f16_128x256x64_s3")
    parser.add_argument("--shape", default="128,128,65536", help="M,N,K")
    parser.add_argument("--seeds", type=int, default=3, help="independent operand draws")
    parser.add_argument("--json", type=Path)
    options = parser.parse_args(argv)
    m, n, k = gpu_run.parse_shape(options.shape)
    results = [investigate(options.kernel, m, n, k, seed) for seed in range(options.seeds)]
    print(json.dumps(results, indent=1))
    if options.json:
        options.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
