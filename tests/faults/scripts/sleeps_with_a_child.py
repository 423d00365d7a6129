"""Starts a background `sleep` (a grandchild of cute-ir), says so in a file, then sleeps: a run to interrupt."""

import subprocess
import sys
import time
from pathlib import Path

subprocess.Popen(["sleep", "300"])
Path(sys.argv[1]).write_text("started\n")
time.sleep(300)
