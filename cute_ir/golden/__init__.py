"""Golden files: the normalized IR of every registered kernel, stored, checked and blessed.

`golden/<dsl version>-<variant>/<arch>/<kernel instance>/` holds one golden: a manifest with the hash
of the normalized IR after every pass, plus reviewable text of the key stages, the PTX and the SASS
resource summary. `record` builds that content from a Trace, `store` reads and writes it safely,
`compare` explains a mismatch, `check` ties them to the kernel registry. The pytest plugin's parts:
`session` (one run's checks), `fixture` (`cute_ir_golden`), `orphans` (the report after the run).
"""
