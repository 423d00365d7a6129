"""flash-attn-4 4.0.0b36: the SM90 backward (bf16, head dim 128), compiled on the CPU through its own
`_flash_attn_bwd` under torch's FakeTensorMode (autograd on fake CUDA tensors aborts with CPU torch)."""

import os

os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
os.environ.setdefault("FLASH_ATTENTION_ARCH", "sm_90")
os.environ.setdefault("FLASH_ATTENTION_NUM_SMS", "132")  # an H100 SXM; there is no GPU to ask

import torch  # noqa: E402
from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402

from flash_attn.cute.interface import _flash_attn_bwd  # noqa: E402

with FakeTensorMode():
    q, k, v, out, dout = (torch.empty(2, 1024, 8, 128, dtype=torch.bfloat16, device="cuda") for _ in range(5))
    lse = torch.empty(2, 8, 1024, dtype=torch.float32, device="cuda")
    _flash_attn_bwd(q, k, v, out, dout, lse, causal=True)
