"""ACME's CuTe DSL kernels (a test fixture of cute-ir: an external library with one kernel)."""
