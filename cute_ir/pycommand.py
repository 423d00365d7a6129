"""`python -m MODULE ARGS` for cute-ir's own child processes, without the working directory on sys.path.

`-m` puts the working directory first on sys.path, so a folder there named like one of our packages
(another checkout of cute-ir, a project's own `cute_ir`) would be imported instead of this cute-ir:
`cute-ir trace` run from an older checkout ran that checkout's capture code. `python script.py`
does not put the working directory on sys.path either, so a user's script sees what it would see.
"""

from __future__ import annotations

import os
from pathlib import Path

# -c puts '' (the working directory) first; it goes before the module is looked up.
_RUN_MODULE = ("import runpy, sys; del sys.path[0]; del sys.argv[0]; "
               "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)")


# The same, importing cute-ir from one checkout (argv[1]) before an environment's link (`cute_ir.env_link`,
# a finder first on sys.meta_path) can map it to the checkout that last ran `cute-ir env add` there.
_RUN_MODULE_FROM = ("import runpy, sys; del sys.path[0]; del sys.argv[0]; "
                    "sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != 'LinkedPackages']; "
                    "sys.path.insert(0, sys.argv.pop(0)); "
                    "runpy.run_module(sys.argv[0], run_name='__main__', alter_sys=True)")


def module_command(python: str | os.PathLike[str], module: str, *args: str,
                   source_root: str | os.PathLike[str] | None = None) -> list[str]:
    """The command that runs `module` under `python`; with `source_root`, cute-ir's packages are imported
    from that checkout even inside a release environment shared with other checkouts."""
    if source_root is None:
        return [str(Path(python)), "-c", _RUN_MODULE, module, *args]
    return [str(Path(python)), "-c", _RUN_MODULE_FROM, str(source_root), module, *args]
