"""Where the GEMM families meet differences between DSL releases (kept to this one module).

4.8 moved LayoutEnum and TensorMapManager (with TensorMapUpdateMode) from cutlass.utils to
cutlass.tensor_utils and deprecated the old names; 4.5 has only the old ones.
"""

from __future__ import annotations

try:
    from cutlass.tensor_utils import LayoutEnum, TensorMapManager, TensorMapUpdateMode
except ImportError:  # DSL 4.5
    from cutlass.utils import LayoutEnum, TensorMapManager, TensorMapUpdateMode

__all__ = ["LayoutEnum", "TensorMapManager", "TensorMapUpdateMode"]
