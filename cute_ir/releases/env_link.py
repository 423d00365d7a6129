"""Makes one cute-ir importable under another Python: a DSL release environment's interpreter.

Copied into each release environment by `cute-ir env add` (run from a .pth line), and into the scratch
folder of every capture child started under such an interpreter (run as its boot script:
`python boot.py MODULE ARGS...`).

cute-ir's repository keeps kernels/ and passes_view/ at its top but installs them as cute_ir.kernels and
cute_ir.passes_view, so one symlink to the source tree cannot serve as a package. A link folder holds
symlinks named by dotted package (`cute_ir`, `cute_ir.kernels`, ...; a module file as `name.py`) and this
finder maps each name to its target: code changes in the checkout are seen at once, as with an editable
install, and nothing else of the linking interpreter's site-packages (its own DSL above all) is reachable.
It imports nothing of cute-ir and must stay standalone (it runs under any DSL release's Python).
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import runpy
import sys

PACKAGES = "packages"  # the link folder beside the boot script


class LinkedPackages(importlib.abc.MetaPathFinder):
    """Finds the packages named by the symlinks in one folder; everything else is left to the other finders."""

    def __init__(self, link_dir: str) -> None:
        self.packages: dict[str, str] = {}
        for name in os.listdir(link_dir):
            target = os.path.realpath(os.path.join(link_dir, name))  # real paths: tracebacks, source files
            self.packages[name[:-3] if name.endswith(".py") else name] = target

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 - importlib's protocol
        found = self.packages.get(fullname)
        if found is None:
            return None
        if os.path.isfile(found):
            return importlib.util.spec_from_file_location(fullname, found)
        init = os.path.join(found, "__init__.py")
        return importlib.util.spec_from_file_location(fullname, init, submodule_search_locations=[found])


def install(relative_link_dir: str) -> None:
    """Called from the environment's .pth file; the folder is relative to this file (site-packages)."""
    link_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), relative_link_dir)
    if os.path.isdir(link_dir) and not any(type(f).__name__ == LinkedPackages.__name__ for f in sys.meta_path):
        sys.meta_path.insert(0, LinkedPackages(link_dir))


def run_linked_module() -> None:
    """`python boot.py MODULE ARGS...`: run MODULE as `-m` would, with the packages linked beside this
    file in place of any the interpreter's environment links (an environment is shared by every cute-ir
    install of the user; this child must run the cute-ir that started it)."""
    here = os.path.dirname(os.path.abspath(__file__))
    del sys.path[0]  # the scratch folder holding this script
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != LinkedPackages.__name__]
    sys.meta_path.insert(0, LinkedPackages(os.path.join(here, PACKAGES)))
    del sys.argv[0]
    runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    run_linked_module()
