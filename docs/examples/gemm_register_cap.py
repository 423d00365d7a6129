"""A registered GEMM compiled under a register cap: how much it spills depends on the release.

    cute-ir trace -o A --dsl 4.5.3 -- docs/examples/gemm_register_cap.py [KERNEL] [MAX_THREADS]
    cute-ir trace -o B -- docs/examples/gemm_register_cap.py [KERNEL] [MAX_THREADS]
    cute-ir diff A B

Every launch gets `max_number_threads=[MAX_THREADS, 1, 1]` (`.maxntid` in the PTX), so ptxas may use
at most 65536 / MAX_THREADS registers a thread; a kernel that needs more spills to its stack frame,
as a kernel close to the register limit does after an upgrade that makes it need a few more.
(The cap is set for every launch through the DSL's launch configuration, the one place both 4.5
and 4.8 share.) Fake tensors: no GPU needed.
"""

import sys
from dataclasses import fields

from cutlass.base_dsl.dsl import BaseDSL

from cute_ir.registry import get_kernel

KERNEL = sys.argv[1] if len(sys.argv) > 1 else "gemm_sm80_tn_f16_128x256x64_s3"
MAX_THREADS = int(sys.argv[2]) if len(sys.argv) > 2 else 512

_init = BaseDSL.LaunchConfig.__init__
assert "max_number_threads" in {f.name for f in fields(BaseDSL.LaunchConfig)}


def _capped(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    if not any(self.max_number_threads):
        self.max_number_threads = [MAX_THREADS, 1, 1]


BaseDSL.LaunchConfig.__init__ = _capped

if __name__ == "__main__":
    kernel = get_kernel(KERNEL)
    kernel.compile(kernel.example_arguments())
