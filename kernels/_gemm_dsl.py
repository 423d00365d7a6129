"""Where the GEMM families meet differences between DSL releases (kept to this one module).

4.8 moved LayoutEnum from cutlass.utils to cutlass.tensor_utils and deprecated the old name;
4.5 has only the old one.
"""

from __future__ import annotations

try:
    from cutlass.tensor_utils import LayoutEnum
except ImportError:  # DSL 4.5
    from cutlass.utils import LayoutEnum

__all__ = ["LayoutEnum"]
