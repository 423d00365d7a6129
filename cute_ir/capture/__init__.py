"""Capture the IR after every pass of the DSL's kernel pipeline (see hook.capture_compiles)."""

from cute_ir.capture.hook import CaptureSession, capture_compiles

__all__ = ["CaptureSession", "capture_compiles"]
