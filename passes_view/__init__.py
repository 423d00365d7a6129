"""passes_view: a self-contained HTML page (and a terminal table) that shows a trace pass by pass.

The page is one file that works from a file:// URL with no server and no network: the pass list and
small data are inline JSON, every IR body is a gzip-compressed block decoded only when it is shown.
"""

from .page import build_comparison_page, build_trace_page

__all__ = ["build_comparison_page", "build_trace_page"]
