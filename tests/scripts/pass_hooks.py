"""What the test scripts do to the compiler: run an action when a pipeline containing a pass runs.

The DSL and cute-ir both reach the pass manager through `cutlass._mlir.passmanager.PassManager`;
`in_pass` swaps in a stand-in that runs `action` before any pipeline whose text names the pass. Run
one pass at a time (cute-ir's replay) the action happens in exactly that pass; run whole (the real
pipeline) before its first. The scripts import this module from their own folder, which Python
puts on sys.path for a script, under `cute-ir trace` as well.
"""

from cutlass._mlir import passmanager


def in_pass(pass_name: str, action) -> None:
    real = passmanager.PassManager

    class PassManagerWithAction:
        def __init__(self, pm):
            self._pm = pm

        @staticmethod
        def parse(pipeline, *args, **kwargs):
            return PassManagerWithAction(real.parse(pipeline, *args, **kwargs))

        def run(self, *args, **kwargs):
            if pass_name in str(self._pm):
                action()
            return self._pm.run(*args, **kwargs)

        def __getattr__(self, name):
            return getattr(self._pm, name)

        def __str__(self):
            return str(self._pm)

    passmanager.PassManager = PassManagerWithAction
