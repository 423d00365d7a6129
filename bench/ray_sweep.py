"""How a release sweep scales on this machine: the same `cute-ir sweep --json` locally (`-j 1`, `-j 2`)
and on a multi-node Ray cluster started here (`ray.cluster_utils.Cluster`: a head that runs nothing
and 1..K worker nodes of one CPU each), wall time and whether each printed exactly the `-j 1` run's
document; then what one capture costs on a cluster beyond the capture itself: the bytes its packed
output carries, packing and landing it, joining the cluster and a first task on a fresh worker.

    python bench/ray_sweep.py --releases 4.2.1,4.5.3,4.7.1,4.8.1 --nodes 1,2 --json sweep_scale.json

Every release named needs its environment (`cute-ir env add`), as for the sweep itself.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ray_scale import difference  # bench/ is this script's directory, so on sys.path

CLI = [sys.executable, "-c", "import sys; from cute_ir.cli import main; sys.argv[0] = 'cute-ir'; main()"]
KERNELS = ("elementwise_add_sm80_f32_v128", "elementwise_add_sm80_f16_v128", "elementwise_relu_add_sm80_bf16_v128",
           "softmax_sm80_f16_t128", "rmsnorm_sm80_f16_t128", "gemm_naive_sm80_f64_nn_16x16")
OBJECT_STORE_BYTES = 80 * 1024 * 1024


def _sweep(releases: str, kernels: list[str], out: Path, extra: list[str]) -> tuple[float, int, str]:
    started = time.monotonic()
    done = subprocess.run([*CLI, "sweep", "--releases", releases, "-o", str(out), "--force", "--json", *extra,
                           *kernels], capture_output=True, text=True)
    return time.monotonic() - started, done.returncode, done.stdout


def _cluster(nodes: int):
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args=dict(
        num_cpus=0, object_store_memory=OBJECT_STORE_BYTES, include_dashboard=False))
    for _ in range(nodes):
        cluster.add_node(num_cpus=1, object_store_memory=OBJECT_STORE_BYTES)
    cluster.wait_for_nodes()
    return cluster


def _first_task_costs() -> dict[str, float]:
    """Seconds to join a fresh cluster, and for a first task that imports cute-ir's executor on a new worker."""
    import ray

    cluster = _cluster(1)
    try:
        started = time.monotonic()
        ray.init(address=cluster.address, log_to_driver=False, logging_level="ERROR")
        joined = time.monotonic()

        @ray.remote(num_cpus=1)
        def load() -> None:
            import cute_ir.executors.ray_cluster  # noqa: F401  what every capture task imports first

        ray.get(load.remote())
        first = time.monotonic()
        ray.get(load.remote())
        return {"join_s": joined - started, "first_task_s": first - joined, "warm_task_s": time.monotonic() - first}
    finally:
        ray.shutdown()
        cluster.shutdown()


def _packing_costs(out: Path) -> list[dict[str, object]]:
    """Each trace the sweep left: the bytes that travel, and the time to pack and to land it."""
    from cute_ir.executors.packing import pack_directory, unpack_directory

    rows = []
    for manifest in sorted(out.glob("*/*/manifest.json")):
        trace = manifest.parent
        started = time.monotonic()
        packed = pack_directory(trace)
        packed_s = time.monotonic() - started
        with tempfile.TemporaryDirectory() as scratch:
            started = time.monotonic()
            unpack_directory(packed, Path(scratch) / "landed")
            landed_s = time.monotonic() - started
        on_disk = sum(p.stat().st_size for p in trace.rglob("*") if p.is_file())
        rows.append({"trace": f"{trace.parent.name}/{trace.name}", "files": len(packed.files),
                     "bytes": packed.size, "on_disk": on_disk, "pack_s": packed_s, "land_s": landed_s})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--releases", default="4.2.1,4.5.3,4.7.1,4.8.1")
    parser.add_argument("--nodes", default="1,2", help="worker-node counts of the Ray runs (comma list)")
    parser.add_argument("--kernels", default=",".join(KERNELS))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    kernels = args.kernels.split(",")
    captures = len(kernels) * len(args.releases.split(","))
    runs = []
    with tempfile.TemporaryDirectory(prefix="ray-sweep-") as scratch:
        out = Path(scratch) / "sweep"
        wall, code, baseline = _sweep(args.releases, kernels, out, ["-j", "1"])
        runs.append({"executor": "local -j 1", "wall_s": wall, "exit": code, "same": True})
        packing = _packing_costs(out)
        wall, code, output = _sweep(args.releases, kernels, out, ["-j", "2"])
        runs.append({"executor": "local -j 2", "wall_s": wall, "exit": code, "same": output == baseline,
                     "difference": difference(baseline, output)})
        for nodes in [int(n) for n in args.nodes.split(",")]:
            cluster = _cluster(nodes)
            try:
                wall, code, output = _sweep(args.releases, kernels, out, ["--ray", cluster.address])
            finally:
                cluster.shutdown()
            runs.append({"executor": f"ray, {nodes} node(s) x 1 CPU", "wall_s": wall, "exit": code,
                         "same": output == baseline, "difference": difference(baseline, output)})
    first = _first_task_costs()
    print(f"sweep of {len(kernels)} kernels x {args.releases} = {captures} captures; {platform.node()}, "
          f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    print("\n| executor | wall s | s per capture | speed-up | exit | --json = `-j 1`'s |\n|---|---|---|---|---|---|")
    for run in runs:
        print(f"| {run['executor']} | {run['wall_s']:.1f} | {run['wall_s'] / captures:.2f} | "
              f"{runs[0]['wall_s'] / run['wall_s']:.2f}x | {run['exit']} | {'yes' if run['same'] else 'NO'} |")
    sizes = sorted(row["bytes"] for row in packing)
    print(f"\npacked output per capture: median {sizes[len(sizes) // 2] / 1e6:.2f} MB, max {sizes[-1] / 1e6:.2f} MB "
          f"({len(packing)} traces); pack {sum(r['pack_s'] for r in packing) / len(packing) * 1000:.0f} ms, "
          f"land {sum(r['land_s'] for r in packing) / len(packing) * 1000:.0f} ms on average")
    print(f"joining a cluster {first['join_s']:.2f} s; first task on a fresh worker {first['first_task_s']:.2f} s, "
          f"then {first['warm_task_s'] * 1000:.0f} ms")
    if args.json:
        args.json.write_text(json.dumps({"runs": runs, "packing": packing, "first_task": first,
                                         "captures": captures}, indent=1) + "\n")
    return 0 if all(run["same"] for run in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
