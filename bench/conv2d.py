"""Speed of the implicit-GEMM Conv2d instances (SM80 and SM90 families) vs cuDNN at ResNet-50 and
diffusion-UNet layer shapes, side by side in one process: fprop vs torch.nn.functional.conv2d, dgrad
and wgrad vs cuDNN's backward (torch.nn.grad.conv2d_input / conv2d_weight), all on channels-last tensors
of the same dtype.

    python bench/conv2d.py [--json out.json] [--kind fprop|dgrad|wgrad ...] [--sm 80|90 ...] [--kernel NAME ...]

--kernel picks instances by name (of any family: the warp-specialized fprop is conv2d_fprop_ws_sm90),
in place of the kinds' and generations' families.

Each instance is first checked on each timed shape against the float64 reference (`cute-ir run`'s
check); timing is `cute_ir.gpu.bench.bench_case` (alternating rounds, medians), cuDNN autotuned
(torch.backends.cudnn.benchmark) so it runs its best algorithm.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cute_ir.gpu import bench as gpu_bench
from cute_ir.gpu import run as gpu_run  # noqa: E402
from cute_ir.registry import Kernel, get_kernel, get_kernels  # noqa: E402

from bench import kernel_rows  # noqa: E402
from bench.kernel_rows import check_summary  # noqa: E402

# (N, H, W, C, K, R, S, stride, padding, dilation), batch 32: conv2_x's 3x3, conv3_x's 3x3, conv4_x's
# 1x1 expansion, conv5_x's strided 3x3 (torchvision's ResNet-50 v1.5 puts the stride in the 3x3)
SHAPES = {
    "resnet50 conv2_x 3x3 64->64": (32, 56, 56, 64, 64, 3, 3, 1, 1, 1),
    "resnet50 conv3_x 3x3 128->128": (32, 28, 28, 128, 128, 3, 3, 1, 1, 1),
    "resnet50 conv4_x 1x1 256->1024": (32, 14, 14, 256, 1024, 1, 1, 1, 0, 1),
    "resnet50 conv5_x 3x3/2 512->512": (32, 14, 14, 512, 512, 3, 3, 2, 1, 1),
    # Stable Diffusion's UNet at 512x512 images (64x64 latents), batch 4: the 3x3 of each resolution
    "sd-unet 64x64 3x3 320->320": (4, 64, 64, 320, 320, 3, 3, 1, 1, 1),
    "sd-unet 32x32 3x3 640->640": (4, 32, 32, 640, 640, 3, 3, 1, 1, 1),
    "sd-unet 16x16 3x3 1280->1280": (4, 16, 16, 1280, 1280, 3, 3, 1, 1, 1),
}


# the backward passes at two of them: a 3x3 whose dgrad has no stride to skip, and the 1x1 expansion
# (dgrad reduces over K = 1024, wgrad's output is 1024 x 256); conv5_x's strided 3x3 and conv3_x's
# strided 1x1 downsample show what stride costs dgrad (predicated: 3/4 of the taps are zeros) and
# what the strided decomposition saves
GRAD_SHAPES = {
    **{layer: SHAPES[layer] for layer in (
        "resnet50 conv3_x 3x3 128->128", "resnet50 conv4_x 1x1 256->1024", "resnet50 conv5_x 3x3/2 512->512")},
    "resnet50 conv3_x downsample 1x1/2 256->512": (32, 56, 56, 256, 512, 1, 1, 2, 0, 1),
}


def bench(name: str, shapes: dict[str, tuple[int, ...]]) -> list[dict]:
    """Check `name` at every shape in one pass, then time it against cuDNN at each; one compile for
    the check and one for the timing (the convolution's extents and parameters are run-time values)."""
    import torch

    kernel = get_kernel(name)
    shapes = taken_shapes(kernel, shapes)
    reports = gpu_run.check_kernel_cases(kernel, [gpu_run.RunCase("normal", shape) for shape in shapes.values()])
    artifact = None
    rows = []
    for (layer, shape), report in zip(shapes.items(), reports):
        args = gpu_run._torch_arguments(kernel.example_arguments(), shape, seed=11)
        artifact = artifact or kernel.compile(args)
        size = kernel.get_workspace_size(args)
        workspace = torch.zeros(size, dtype=torch.uint8, device="cuda") if size else None
        result = gpu_bench.bench_case(kernel, args, artifact, workspace)
        rows.append({
            "kernel": name, "layer": layer, "shape": list(shape), "correct": report.ok,
            "check": check_summary(report),
            **result.to_json(),
        })
    return rows


def taken_shapes(kernel: Kernel, shapes: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """The layers `kernel` takes (a stride-1 design refuses the strided ones); each refused one is printed
    with the instance's reason."""
    taken = {}
    for layer, shape in shapes.items():
        status = kernel.supports(kernel.example_arguments().sized(shape))
        if status:
            taken[layer] = shape
        else:
            print(f"{kernel.name:<50} {layer:<44} refused: {status.error}")
    return taken


def instances(kind: str, sms: Sequence[str], names: Sequence[str] | None) -> list[Kernel]:
    """The instances of `kind` to time: those named (any family), else the plain families of generations `sms`."""
    if names:
        return [get_kernel(name) for name in names if get_kernel(name).metadata.tags["conv"] == kind]
    return [kernel for sm in sms for kernel in get_kernels(metadata_filter={"family": f"conv2d_{kind}_sm{sm}"})]


def main(argv: list[str] | None = None) -> int:
    import torch

    parser = kernel_rows.parser(__doc__)
    parser.add_argument("--kind", action="append", choices=("fprop", "dgrad", "wgrad"), help="default: all three")
    parser.add_argument("--sm", action="append", choices=("80", "90"), help="the families' generation; default: both")
    parser.add_argument("--kernel", action="append", help="instances by name, in place of --kind/--sm's families")
    options = parser.parse_args(argv)
    torch.backends.cudnn.benchmark = True
    rows = []
    for kind in options.kind or ("fprop", "dgrad", "wgrad"):
        for kernel in instances(kind, options.sm or ("80", "90"), options.kernel):
            for row in bench(kernel.name, SHAPES if kind == "fprop" else GRAD_SHAPES):
                kernel_rows.keep(
                    rows, row,
                    f"{row['kernel']:<50} {row['layer']:<44} {'ok' if row['correct'] else 'WRONG'} {row['ms']:.3f} ms "
                    f"({row['tflops']:.0f} TF/s) cuDNN {row['torch_ms']:.3f} ms ({row['torch_tflops']:.0f} TF/s) -> "
                    f"ours/cuDNN speed {row['ratio']:.2f}",
                )
    return gpu_bench.finish_rows(rows, options.json)


if __name__ == "__main__":
    sys.exit(main())
