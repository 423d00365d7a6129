"""Compiles nothing, starts a background process that outlives the script, and exits at once."""

import subprocess

subprocess.Popen(["sleep", "300"], start_new_session=False)
print("done")
