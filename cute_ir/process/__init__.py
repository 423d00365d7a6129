"""Processes: the children cute-ir starts, the signals that stop them, and what they print."""
