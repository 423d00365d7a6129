"""Facts extracted once, at capture, from what round-trips: the live module, the PTX as written, the cubin.

Consumers (summary, viewer, diff, goldens) only read what these modules stored in the trace; nothing
here runs after capture, and nothing outside `cute_ir.capture` imports it.
"""
