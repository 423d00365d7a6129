"""Hardware queries an operator makes while compiling, answered for the target GPU instead of the driver.

Why: NVIDIA's static persistent GEMMs ask `cutlass.utils.HardwareInfo().get_max_active_clusters(n)` at
compile time (it sizes the persistent grid, a constant in the IR). On a machine without a CUDA driver
that fails (`DynamicLibNotFoundError`), and on a machine with another GPU it answers for that GPU, not
the target. While an operator compiles in a capture, or where there is no CUDA driver,
`answered_for(arch)` stands in for `HardwareInfo` with the target's numbers
(`cute_ir.releases.catalogue.TARGET_HARDWARE`) and records every answer (`cute_ir.capture.dsl.assumptions`);
the capture child writes them into the trace's compile options ("assumed max_active_clusters(2)":
"74 (B200: ...)"). A GPU run on a driver asks the device itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cute_ir.errors import BadInputError


@contextmanager
def answered_for(arch: str) -> Iterator[None]:
    from cutlass import utils

    from cute_ir.capture.dsl import assumptions
    from cute_ir.capture.dsl.outside import cuda_driver_present
    from cute_ir.releases.catalogue import TARGET_HARDWARE

    if not assumptions.capturing() and cuda_driver_present():
        yield  # a run on a GPU: the device answers for itself
        return

    hardware = TARGET_HARDWARE.get(arch)
    real = utils.HardwareInfo

    class TargetHardwareInfo:
        """The queries the operators make, answered for `arch`; any other is refused by name."""

        def __init__(self, device_id: int = 0) -> None:
            if hardware is None:
                raise BadInputError(f"the operator asks the hardware a question while compiling, and cute-ir has "
                                    f"no numbers for {arch} (cute_ir/releases/catalogue.py TARGET_HARDWARE)")

        def get_max_active_clusters(self, cluster_size: int) -> int:
            assert hardware is not None
            answer, how = hardware.max_active_clusters(int(cluster_size))
            assumptions.record(f"max_active_clusters({int(cluster_size)})", f"{answer} ({how})")
            return answer

        def get_device_multiprocessor_count(self) -> int:
            assert hardware is not None
            assumptions.record("multiprocessor_count", f"{hardware.sm_count} ({hardware.gpu}: {hardware.source})")
            return hardware.sm_count

    utils.HardwareInfo = TargetHardwareInfo  # type: ignore[misc,assignment]
    try:
        yield
    finally:
        utils.HardwareInfo = real  # type: ignore[misc]
