"""Facts extracted once, at capture, from what round-trips: the live module, the PTX as written, the cubin.

Consumers (summary, viewer, diff, goldens) only read what these modules stored in the trace. The
text-only readers (`mlir.mlir_source_lines`, `ptx`) need no DSL: the diff counts a stored PTX with
`ptx.ptx_counts`, and the viewer maps the texts of a trace older than facts files with them.
"""
