"""cute-ir: capture, store, diff and run the IR of CuTe DSL kernels after every compiler pass."""

__version__ = "0.1.0"
