"""Starts `sleep 600` detached from its session twice (start_new_session=True, and a double fork with
os.setsid as a daemon does), writes the file argv[1], then ends at once (argv[2] == "exit") or waits."""

import os
import subprocess
import sys
import time
from pathlib import Path

subprocess.Popen(["sleep", "600"], start_new_session=True)
if os.fork() == 0:  # the daemon way: a new session, then a grandchild orphaned at once
    os.setsid()
    if os.fork() == 0:
        os.execvp("sleep", ["sleep", "600"])
    os._exit(0)
os.wait()
Path(sys.argv[1]).write_text("started\n")
if sys.argv[2] != "exit":
    time.sleep(300)
