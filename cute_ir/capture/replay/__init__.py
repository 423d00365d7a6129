"""The pass-by-pass replay's parts and its judges: worker, handover, idleness, emulation, proof, reproducers."""
