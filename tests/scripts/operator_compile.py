"""Compile one of NVIDIA's operators the operators package's own way, without cute-ir.

    python operator_compile.py OPERATOR_NAME TARGET [SM_COUNT]

Finds the operator with `cutlass.operators.get_operators(args, target_sm=TARGET)` and compiles it with
`op.compile(args, target_sm=TARGET)` from torch fake tensors of cute-ir's example shape for operators
(L, M, N, K) = (2, 992, 1056, 512), row-major (a "ttt" operator; the dtypes are read from its name). With
SM_COUNT, the compile's one hardware query (`HardwareInfo().get_max_active_clusters(n)`, asked by the
static persistent schedulers) is answered as cute-ir's capture answers it without a driver: SM_COUNT // n.
"""

from __future__ import annotations

import re
import sys

import cutlass
import cutlass.operators as ops
import torch
from cutlass import utils
from cutlass.operators.utils.dtype import torch_type_from_cutlass_type
from torch._subclasses.fake_tensor import FakeTensorMode

L, M, N, K = 2, 992, 1056, 512


def fake(dtype_name: str, shape: tuple[int, int, int]) -> torch.Tensor:
    """A fake row-major tensor: shape, strides and dtype, no memory."""
    with FakeTensorMode():
        return torch.empty(shape, dtype=torch_type_from_cutlass_type(getattr(cutlass, dtype_name)))


def main(name: str, target: str, sm_count: int | None) -> None:
    if sm_count is not None:
        class AnsweredHardwareInfo:
            def __init__(self, device_id: int = 0) -> None:
                pass

            def get_max_active_clusters(self, cluster_size: int) -> int:
                return sm_count // cluster_size

        utils.HardwareInfo = AnsweredHardwareInfo
    assert "_ttt_" in name, "row-major operators only"
    types = dict(re.findall(r"_(A|B|out|acc)([A-Za-z0-9]+)(?=_)", name))
    args = ops.GemmArguments(fake(types["A"], (L, M, K)), fake(types["B"], (L, K, N)), fake(types["out"], (L, M, N)),
                             accumulator_type=getattr(cutlass, types["acc"]))
    (operator,) = ops.get_operators(args, metadata_filter=lambda metadata: metadata.operator_name == name,
                                    target_sm=target)
    operator.compile(args, target_sm=target)
    print(f"compiled {name} for {target} with cutlass {cutlass.__version__}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else None)
