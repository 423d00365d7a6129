"""Speed of the implicit-GEMM Conv2d fprop instances vs cuDNN (torch.nn.functional.conv2d on
channels-last tensors of the same dtype) at ResNet-50 layer shapes, side by side in one process.

    python bench/conv2d.py [--json out.json]

Each instance is first checked on each timed shape against the float64 reference (`cute-ir run`'s
check); timing is `cute_ir.gpu.bench.bench_case` (alternating rounds, medians), cuDNN autotuned
(torch.backends.cudnn.benchmark) so it runs its best algorithm.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.registry import get_kernel, get_kernels  # noqa: E402

# (N, H, W, C, K, R, S, stride, padding, dilation), batch 32: conv2_x's 3x3, conv3_x's 3x3, conv4_x's
# 1x1 expansion, conv5_x's strided 3x3 (torchvision's ResNet-50 v1.5 puts the stride in the 3x3)
SHAPES = {
    "resnet50 conv2_x 3x3 64->64": (32, 56, 56, 64, 64, 3, 3, 1, 1, 1),
    "resnet50 conv3_x 3x3 128->128": (32, 28, 28, 128, 128, 3, 3, 1, 1, 1),
    "resnet50 conv4_x 1x1 256->1024": (32, 14, 14, 256, 1024, 1, 1, 1, 0, 1),
    "resnet50 conv5_x 3x3/2 512->512": (32, 14, 14, 512, 512, 3, 3, 2, 1, 1),
}


def bench(name: str, layer: str, shape: tuple[int, ...]) -> dict:
    kernel = get_kernel(name)
    report = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", shape)])[0]
    args = gpu_run._torch_arguments(kernel.example_arguments(), shape, seed=11)
    artifact = kernel.compile(args)
    result = gpu_bench.bench_case(kernel, args, artifact, None)
    return {
        "kernel": name, "layer": layer, "shape": list(shape), "correct": report.ok,
        "check": report.describe_failure() if not report.ok else f"0 mismatches, max abs error {report.max_abs_error:.3g}",
        **result.to_json(),
    }


def main(argv: list[str] | None = None) -> int:
    import cutlass
    import torch

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", type=Path)
    options = parser.parse_args(argv)
    torch.backends.cudnn.benchmark = True
    rows = []
    for kernel in get_kernels(metadata_filter={"family": "conv2d_fprop_sm80"}):
        for layer, shape in SHAPES.items():
            row = bench(kernel.name, layer, shape)
            rows.append(row)
            print(
                f"{row['kernel']:<44} {layer:<32} {'ok' if row['correct'] else 'WRONG'} {row['ms']:.3f} ms "
                f"({row['tflops']:.0f} TF/s) cuDNN {row['torch_ms']:.3f} ms ({row['torch_tflops']:.0f} TF/s) -> "
                f"ours/cuDNN speed {row['ratio']:.2f}",
                flush=True,
            )
    if options.json:
        options.json.write_text(json.dumps({"device": torch.cuda.get_device_name(), "dsl_version": str(cutlass.__version__),
                                            "torch": torch.__version__, "rows": rows}, indent=1))
    return 0 if all(row["correct"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
