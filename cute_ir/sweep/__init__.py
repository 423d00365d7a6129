"""Release sweeps: one target captured under an ordered range of DSL releases and variants, each
release compared with the one before it by the diff analysis; and bisection for the first release
where something holds."""

from cute_ir.sweep.bisect import BisectResult, Question, bisect_releases
from cute_ir.sweep.environments import prepare_environments
from cute_ir.sweep.run import Cell, Change, SweepResult, Target, run_sweep
from cute_ir.sweep.table import markdown, table_rows

__all__ = [
    "BisectResult",
    "Cell",
    "Change",
    "Question",
    "SweepResult",
    "Target",
    "bisect_releases",
    "markdown",
    "prepare_environments",
    "run_sweep",
    "table_rows",
]
