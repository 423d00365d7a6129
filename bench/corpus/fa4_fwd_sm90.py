"""flash-attn-4 4.0.0b36: the SM90 forward (bf16, head dim 128, causal and not), compiled on the CPU.

flash_attn_func runs under torch's FakeTensorMode: it compiles the kernel and skips the launch.
"""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ.setdefault("FLASH_ATTENTION_ARCH", "sm_90")
os.environ.setdefault("FLASH_ATTENTION_NUM_SMS", "132")  # an H100 SXM; there is no GPU to ask

import torch  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402

from flash_attn.cute.interface import flash_attn_func  # noqa: E402

with FakeTensorMode():
    q, k, v = (torch.empty(2, 1024, 8, 128, dtype=torch.bfloat16, device="cuda") for _ in range(3))
    for causal in (False, True):
        flash_attn_func(q, k, v, causal=causal)
