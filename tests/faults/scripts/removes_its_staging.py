"""Prints, removes what it is told (`staging`: cute-ir's `.NAME.*.partial` beside the output; `traces`: the
whole traces/ folder, as a script cleaning its old results does), prints again, then compiles a kernel
with tests/scripts/user_script.py when argv[2] == "compile"."""

import glob
import runpy
import shutil
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"

print("the script starts")
print("a line on stderr", file=sys.stderr)
for folder in glob.glob(".*.partial") if sys.argv[1] == "staging" else ["traces"]:
    shutil.rmtree(folder)
print("the script removed", sys.argv[1])
if sys.argv[2:] == ["compile"]:
    sys.path.insert(0, str(SCRIPTS))
    sys.argv = [str(SCRIPTS / "user_script.py"), "compile"]
    runpy.run_path(sys.argv[0], run_name="__main__")
