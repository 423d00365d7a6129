"""The one hook into the DSL: a context manager around `Compiler.compile`.

Every DSL release compiles through `cutlass.base_dsl.compiler.Compiler.compile(self, module, pipeline,
...)`, which parses the pipeline and runs it on the pre-pass module. Inside `capture_compiles()` each
such call is captured into its own directory under `root` (`001/`, `002/`, ...); outside it the DSL
is untouched, also when the body raises. A process forked inside the block keeps the hook: each
compile claims its directory with an exclusive mkdir, so two processes never share one, and journals
the process it ran in and how long it took (`compile-start`, `compile-end`).

A compile returns to the script while its replay worker finishes (see `cute_ir.capture.replay.worker`):
the script's next Python runs beside it. The worker is joined when the next compile returns, so at
most one runs beside a compile, and every worker is joined when the block ends (stopped, on Ctrl-C).
"""

from __future__ import annotations

import functools
import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cute_ir.capture.dsl import engine, instrument, outside, replaying
from cute_ir.capture.dsl.engine import CompileCapture, is_capturable, new_scratch
from cute_ir.capture.dsl.frames import frames_of_the_dsl
from cute_ir.capture.dsl.outside import watch_outside_pipeline
from cute_ir.capture.dsl.probe import probe
from cute_ir.capture.record.journal import CompileRecorder, Event

# Cached compiles run no passes: the DSL's caches are off while capturing.
_CACHE_ENV = {"CUTE_DSL_NO_CACHE": "1", "CUTE_DSL_DISABLE_FILE_CACHING": "1"}
_CACHE_SETTINGS = ("no_cache", "disable_file_caching")


@dataclass
class _UnfinishedCompile:
    """A compile that returned while its replay worker still runs: its recorder and scratch stay open."""

    capture: CompileCapture
    recorder: CompileRecorder
    scratch: Path
    owner: int = field(default_factory=os.getpid)  # only this process can join the worker

    def finish(self, *, stop: bool = False) -> None:
        try:
            self.capture.stop_replay() if stop else self.capture.join_replay()
        finally:
            self.recorder.close()
            shutil.rmtree(self.scratch, ignore_errors=True)


@dataclass
class CaptureSession:
    """What a `capture_compiles()` block captured: one directory per kernel compile, in order."""

    root: Path
    compiles: list[Path] = field(default_factory=list)
    pid: int = field(default_factory=os.getpid)  # the process that opened the session
    unfinished: list[_UnfinishedCompile] = field(default_factory=list)
    # The last compile whose pipeline ran to its end, and its module (the final IR): what the DSL
    # failing after the pipeline is judged on (`cute_ir.capture.dsl.outside`).
    finished_pipeline: tuple[Path, Any] | None = None

    def claim(self) -> Path:
        """The next compile's directory, claimed (see `_claim_directory`) and listed."""
        directory = _claim_directory(self.root)
        self.compiles.append(directory)
        return directory

    def finish_compiles(self, *, stop: bool = False) -> None:
        """Join (or, with `stop`, end) the replay workers still running; a process the script forked
        leaves those of its parent alone (a fork copies the list, not the right to join)."""
        mine = [u for u in self.unfinished if u.owner == os.getpid()]
        self.unfinished = []
        for unfinished in mine:
            unfinished.finish(stop=stop)


@contextmanager
def capture_compiles(root: Path, *, replay_first: bool = False) -> Iterator[CaptureSession]:
    """Capture every kernel compile inside the block into `root/NNN/` (see CompileRecorder).

    `replay_first` runs the pass-by-pass replay before the real pipeline, so that a crash of the
    compiler happens at a known pass (used to locate a crash the real pipeline cannot attribute).
    """
    from cutlass.base_dsl.compiler import Compiler

    session = CaptureSession(Path(root))
    session.root.mkdir(parents=True, exist_ok=True)
    capabilities = probe()
    original = Compiler.compile

    @functools.wraps(original)
    def compile_and_capture(self: Any, module: Any, pipeline: str, *args: Any, **kwargs: Any) -> Any:
        if not is_capturable(pipeline):
            return original(self, module, pipeline, *args, **kwargs)
        directory = session.claim()
        recorder = CompileRecorder(directory)
        recorder.event(Event.COMPILE_START, pid=os.getpid(), forked=os.getpid() != session.pid)
        scratch = new_scratch()
        started = time.perf_counter()
        capture = CompileCapture(recorder, capabilities, scratch, replay_first=replay_first)
        try:
            result = capture.run(original, self, module, pipeline, args, kwargs)
            session.finished_pipeline = (directory, result if hasattr(result, "operation") else module)
            return result
        finally:
            recorder.event(Event.COMPILE_END, seconds=round(time.perf_counter() - started, 4))
            session.finish_compiles()  # the previous compile's worker, done by now as a rule
            unfinished = _UnfinishedCompile(capture, recorder, scratch)
            if capture.replay_running:
                session.unfinished.append(unfinished)
            else:
                unfinished.finish()

    # the wrappers' frames sit between the DSL's and the script's: the DSL must pass them as its own (the
    # strategies' too: the DSL's pass manager calls back into them)
    wrappers = (__file__, engine.__file__, instrument.__file__, replaying.__file__, outside.__file__)
    with _dsl_caches_off(), frames_of_the_dsl(wrappers), watch_outside_pipeline(session, capabilities.strategy.value):
        Compiler.compile = compile_and_capture
        stop = False
        try:
            yield session
        except KeyboardInterrupt:
            stop = True
            raise
        finally:
            Compiler.compile = original
            session.finish_compiles(stop=stop)


def _claim_directory(root: Path) -> Path:
    """The next free `NNN/` under `root`, created exclusively (a forked process may claim at once).
    `root` is made again when a script removed it (and cute-ir's staging with it) while it ran: the
    compiles after that are still captured, and cute-ir reports the loss."""
    root.mkdir(parents=True, exist_ok=True)
    number = len([p for p in root.iterdir() if p.is_dir()]) + 1
    while True:
        directory = root / f"{number:03d}"
        try:
            directory.mkdir()
            return directory
        except FileExistsError:
            number += 1


@contextmanager
def _dsl_caches_off() -> Iterator[None]:
    """Set the cache env vars, and flip the settings of DSL singletons that already read them."""
    saved_env = {name: os.environ.get(name) for name in _CACHE_ENV}
    os.environ.update(_CACHE_ENV)
    saved_settings = []
    for envar in _live_dsl_settings():
        for name in _CACHE_SETTINGS:
            if hasattr(envar, name):
                saved_settings.append((envar, name, getattr(envar, name)))
                setattr(envar, name, True)
    try:
        yield
    finally:
        for envar, name, value in reversed(saved_settings):
            setattr(envar, name, value)
        for name, value in saved_env.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _live_dsl_settings() -> list[Any]:
    """The env-var managers of DSL singletons created before capture started (read at creation)."""
    try:
        from cutlass.base_dsl.dsl import DSLSingletonMeta
    except ImportError:
        return []
    return [dsl.envar for dsl in DSLSingletonMeta._instances.values() if hasattr(dsl, "envar")]
