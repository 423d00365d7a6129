"""Kernel providers cute-ir ships for other packages' kernels (each found through our entry point)."""
