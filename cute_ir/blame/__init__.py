"""Causes proven by experiment: re-run a trace's pipeline with an intervention and see whether a symptom goes.

A diff's suspect pass is a guess drawn from the captured IR (`cute_ir.diff.effects.culprit`). This package
tests such guesses the way LLVM's `-opt-bisect-limit` and bugpoint do: it re-runs B's own pipeline, under
B's own release, on purpose (so it is a producer, not a consumer of traces), with passes removed, or on
A's input IR, and measures the symptom (a resource of a kernel, or a FileCheck pattern on the PTX or SASS)
each time. Candidates are searched by delta debugging (`ddmin`). The result is stored beside B's trace
(`record`), where `cute-ir diff` finds it and names the cause as verified, with the experiment that proved it.
"""
