"""Tile ordering shared by the tensor-core GEMMs.

Why: CTAs that run at the same time should read the same rows of A and columns of B, so that those
tiles are served from L2. Walking the output tile grid in bands of `group` tile-rows (column by column
inside a band) keeps the working set of a wave of CTAs small.
"""

from __future__ import annotations

import cutlass


def grouped_tile_coord(
    linear: cutlass.Int32, tiles_m: cutlass.Int32, tiles_n: cutlass.Int32, group: int
) -> tuple[cutlass.Int32, cutlass.Int32]:
    """Map a linear tile id in [0, tiles_m * tiles_n) to its (m, n) tile coordinate."""
    per_band = tiles_n * group
    band = linear // per_band
    first_m = band * group
    rows_in_band = cutlass.min(tiles_m - first_m, group)
    within = linear - band * per_band
    return first_m + within % rows_in_band, within // rows_in_band
