"""Makes a linked cute-ir importable inside a DSL release environment (copied there by `cute-ir env add`).

cute-ir's repository keeps kernels/ and passes_view/ at its top but installs them as cute_ir.kernels and
cute_ir.passes_view, so one symlink to the source tree cannot serve as a package. The environment holds a
folder of symlinks named by dotted package (`cute_ir`, `cute_ir.kernels`, ...) and this finder, run from a
.pth line, maps each name to its folder: code changes in the checkout are seen at once, as with an editable
install. It imports nothing of cute-ir and must stay standalone (it runs under any DSL release's Python).
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import sys


class LinkedPackages(importlib.abc.MetaPathFinder):
    """Finds the packages named by the symlinks in one folder; everything else is left to the other finders."""

    def __init__(self, link_dir: str) -> None:
        self.packages = {name: os.path.join(link_dir, name) for name in os.listdir(link_dir)}

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 - importlib's protocol
        folder = self.packages.get(fullname)
        if folder is None:
            return None
        init = os.path.join(folder, "__init__.py")
        return importlib.util.spec_from_file_location(fullname, init, submodule_search_locations=[folder])


def install(relative_link_dir: str) -> None:
    """Called from the environment's .pth file; the folder is relative to this file (site-packages)."""
    link_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), relative_link_dir)
    if os.path.isdir(link_dir) and not any(isinstance(f, LinkedPackages) for f in sys.meta_path):
        sys.meta_path.insert(0, LinkedPackages(link_dir))
