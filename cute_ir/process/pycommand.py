"""`python -m MODULE ARGS` for cute-ir's own child processes, without the working directory on sys.path.

`-m` puts the working directory first on sys.path, so a folder there named like one of our packages
(another checkout of cute-ir, a project's own `cute_ir`) would be imported instead of this cute-ir:
`cute-ir trace` run from an older checkout ran that checkout's capture code. `python script.py`
does not put the working directory on sys.path either, so a user's script sees what it would see.

A child started under a DSL release environment's interpreter runs through the boot script of its link
folder (`LINK_ENV`, see cute_ir.releases.environments.link_for_child), and so does every process it starts in turn.
"""

from __future__ import annotations

import os
from pathlib import Path

# -c puts '' (the working directory) first; it goes before the module is looked up.
_RUN_MODULE = ("import runpy, sys; del sys.path[0]; del sys.argv[0]; "
               "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)")


LINK_ENV = "CUTE_IR_LINK"  # the folder whose boot script gives a child this cute-ir (and nothing else of ours)
BOOT_SCRIPT = "boot.py"


def module_command(python: str | os.PathLike[str], module: str, *args: str, link: str = "") -> list[str]:
    """The command; through `link`'s boot script (default: the one this process was started through)."""
    link = link or os.environ.get(LINK_ENV, "")
    if link:
        return [str(Path(python)), os.path.join(link, BOOT_SCRIPT), module, *args]
    return [str(Path(python)), "-c", _RUN_MODULE, module, *args]
