"""The trace: what one compilation did, pass by pass — the record every consumer reads.

`record` holds the `Trace` record and its schema, `stage_text` the IR text of a stage, `summary` the
one-screen summary. The record's names are importable from here, as they always were.
"""

from cute_ir.trace.record import (
    AFTER_PIPELINE,
    FACTS_DIR,
    FRONT_END_FAILED,
    FRONT_END_RAISED,
    INPUT_FILE,
    MANIFEST,
    OUTSIDE_PIPELINE,
    SCHEMA_NAME,
    SCHEMA_VERSION,
    Artifact,
    CheckpointComparison,
    CheckpointStatus,
    Fidelity,
    KernelIdentity,
    KernelResources,
    PassRecord,
    SourceFile,
    Strategy,
    Trace,
    TraceFailure,
    Verdict,
    check_types,
    holds_no_ir,
    load_trace,
    refused_by_the_front_end,
    require_ir,
)

__all__ = [
    "AFTER_PIPELINE", "FACTS_DIR", "FRONT_END_FAILED", "FRONT_END_RAISED", "INPUT_FILE", "MANIFEST", "OUTSIDE_PIPELINE",
    "SCHEMA_NAME", "SCHEMA_VERSION", "Artifact", "CheckpointComparison", "CheckpointStatus", "Fidelity",
    "KernelIdentity", "KernelResources", "PassRecord", "SourceFile", "Strategy", "Trace", "TraceFailure", "Verdict",
    "check_types", "holds_no_ir", "load_trace", "refused_by_the_front_end", "require_ir",
]
