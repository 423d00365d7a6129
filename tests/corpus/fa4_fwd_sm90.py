"""flash-attn-4 4.0.0b36: the SM90 attention forward (bf16, head dim 128, causal), compiled on the CPU:
`flash_attn_func` runs under torch's FakeTensorMode, which compiles the kernel and skips its launch."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ.setdefault("FLASH_ATTENTION_ARCH", "sm_90")  # kernel selection without a GPU to ask
os.environ.setdefault("FLASH_ATTENTION_NUM_SMS", "132")  # an H100 SXM, for the scheduler without a GPU

import torch  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402

from flash_attn.cute import flash_attn_func  # noqa: E402

with FakeTensorMode():
    q, k, v = (torch.empty(2, 1024, 16, 128, dtype=torch.bfloat16, device="cuda") for _ in range(3))
    flash_attn_func(q, k, v, causal=True)
