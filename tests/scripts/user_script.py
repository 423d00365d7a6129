"""A user's script as `cute-ir trace` meets them: it prints, may ask, compiles a kernel, then ends.

    user_script.py [ACTION]...

Actions run in order: `ask` (input() with a prompt), `compile`, `compile-with:OPTIONS` (with
`cute.compile(..., options=OPTIONS)`), `compile-line-info` (`cute.compile[cute.GenerateLineInfo(True)]`),
`compile-arch:ARCH` (`cute.compile[cute.GPUArch(ARCH)]`: the script's own arch, whatever CUTE_DSL_ARCH says),
`compile-large` (a kernel whose
IR passes 64 KiB: the trace stores it compressed), `raise`, `abort` (SIGABRT),
`exit:N` (os._exit(N)), `sys-exit:N`, `background:TOKEN` (leave a process running that holds our
stdout and stderr), `fork` (fork; both processes compile; the parent waits), `fork-nowait:PASS`
(fork; the forked process hangs in PASS, the parent does not wait), `hang-in:PASS` (from now on a
pipeline containing PASS never ends: a compile that hangs there), `exit-in:PASS` (a pipeline
containing PASS ends the process with exit status 1, as LLVM's fatal errors do), `slow-replay:PASS`
(from now on PASS takes 2 s longer in any process but the script's own: in cute-ir's replay worker,
so that a compile returns while its replay still runs), `sleep:S`,
`stall-assembly` (cute-ir's own assembly of this process's traces, after the script's end, stops
for an hour once it has compressed the pass files: a time-out that strikes after the compiles
returned), `exit-chores:PATH` (leave work for the interpreter's exit: PATH written but never closed, an atexit
handler, a non-daemon thread still running), `compile-catching` (compile, and go on past what the
compile raises, as a script that catches the no-driver error of DSL <= 4.4 does), `break-cute-ir:HOW`
(cute-ir's child, which runs the script, then fails assembling its traces: HOW is `raise` or `abort`).
"""

import atexit
import os
import subprocess
import sys
import threading
import time

import cutlass
import cutlass.cute as cute
from cutlass.cute.runtime import make_fake_compact_tensor
from large_input_kernel import compile_unrolled
from pass_hooks import in_pass

_LEFT_OPEN = []


@cute.kernel
def copy_kernel(src: cute.Tensor, dst: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    dst[tidx] = src[tidx]


@cute.jit
def copy(src: cute.Tensor, dst: cute.Tensor):
    copy_kernel(src, dst).launch(grid=[1, 1, 1], block=[64, 1, 1])


def compile_copy(compile=cute.compile, **options) -> None:
    tensor = make_fake_compact_tensor(cutlass.Float32, (64,))
    compile(copy, tensor, tensor, **options)
    print(f"compiled in process {os.getpid()}")


def hang_in(pass_name: str) -> None:
    in_pass(pass_name, lambda: time.sleep(3600))


def break_cute_ir(how: str) -> None:
    """Make cute-ir's own trace assembly fail in this process (the child that runs the script)."""
    from cute_ir.capture.record import assemble

    def broken(*_args: object, **_kwargs: object) -> None:
        if how == "abort":
            os.abort()
        raise RuntimeError("assembly broken on purpose")

    assemble.assemble_trace = broken


def stall_assembly() -> None:
    from cute_ir.capture.record import assemble

    labelled = assemble.label_passes

    def label_then_stall(*args, **kwargs):
        result = labelled(*args, **kwargs)  # the compactor has finished when the passes are labelled
        if os.getpid() == main_process:
            time.sleep(3600)
        return result

    main_process = os.getpid()
    assemble.label_passes = label_then_stall


def main(actions: list[str]) -> None:
    print("the script starts")
    for action in actions:
        name, _, value = action.partition(":")
        if name == "ask":
            answer = input("how many kernels? ")
            print(f"the answer was {answer}")
        elif name == "compile":
            compile_copy()
        elif name == "compile-with":
            compile_copy(options=value)
        elif name == "compile-line-info":
            compile_copy(cute.compile[cute.GenerateLineInfo(True)])
        elif name == "compile-arch":
            compile_copy(cute.compile[cute.GPUArch(value)])
        elif name == "compile-large":
            compile_unrolled()
        elif name == "raise":
            raise ValueError("the script is wrong")
        elif name == "abort":
            os.abort()
        elif name == "exit":
            sys.stdout.flush()
            os._exit(int(value))
        elif name == "sys-exit":
            sys.exit(int(value))
        elif name == "background":
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", value])
        elif name == "fork":
            pid = os.fork()
            compile_copy()
            if pid:
                os.waitpid(pid, 0)
        elif name == "fork-nowait":
            if os.fork() == 0:
                hang_in(value)
                compile_copy()
        elif name == "hang-in":
            hang_in(value)
        elif name == "slow-replay":
            main_process = os.getpid()
            in_pass(value, lambda: time.sleep(2) if os.getpid() != main_process else None)
        elif name == "exit-in":
            in_pass(value, lambda: os._exit(1))
        elif name == "stall-assembly":
            stall_assembly()
        elif name == "sleep":
            time.sleep(float(value))
        elif name == "compile-catching":
            try:
                compile_copy()
            except Exception as err:  # noqa: BLE001 - the point: the script goes on
                print(f"the compile raised {type(err).__name__}; going on")
        elif name == "break-cute-ir":
            break_cute_ir(value)
        elif name == "exit-chores":
            _LEFT_OPEN.append(open(value, "w"))  # noqa: SIM115 - left for the interpreter's exit to flush
            _LEFT_OPEN[-1].write("written, never closed\n")
            atexit.register(print, "the atexit handler ran")
            threading.Thread(target=lambda: (time.sleep(0.5), print("the thread finished"))).start()
    print("the script ends")


if __name__ == "__main__":
    main(sys.argv[1:])
