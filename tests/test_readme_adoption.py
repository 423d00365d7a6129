"""The README's "Adopting" steps as a new user follows them: an install that works, a golden test that
uses the plugin's real fixtures, and an ignore list that covers what cute-ir writes into the project."""

from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from cute_ir import pytest_plugin
from cute_ir.cli.view_cmd import _default_output
from cute_ir.golden.fixture import GoldenFixture
from cute_ir.golden.session import GoldenSession

README = Path(__file__).resolve().parent.parent / "README.md"


@pytest.fixture(scope="module")
def adopting() -> str:
    return README.read_text().split("## Adopting cute-ir", 1)[1].split("\n## ", 1)[0]


def test_the_install_step_says_where_the_wheel_comes_from(adopting: str) -> None:
    # no package index has cute-ir: `pip install cute-ir` alone fails for every user who tries it
    assert not re.search(r"`pip install cute-ir`", adopting)
    assert "pip wheel" in adopting and "python -m build" in adopting


def test_the_golden_test_shown_uses_the_plugins_fixtures_and_methods(adopting: str) -> None:
    block = re.search(r"```python\n(.*?)```", adopting, re.S)
    assert block, "the section shows no test file"
    tree = ast.parse(re.sub(r"^   ", "", block.group(1), flags=re.M))
    fixtures = {name for name, value in vars(pytest_plugin).items() if hasattr(value, "_fixture_function_marker")
                or type(value).__name__ == "FixtureFunctionDefinition"} | {"golden_key"}  # golden_key: parametrized
    types = {"golden_session": GoldenSession, "cute_ir_golden": GoldenFixture}
    tests = [node for node in tree.body if isinstance(node, ast.FunctionDef)]
    assert {arg.arg for test in tests for arg in test.args.args} == {"golden_key", "golden_session", "cute_ir_golden"}
    for test in tests:
        assert {arg.arg for arg in test.args.args} <= fixtures
        for call in (n for n in ast.walk(test) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)):
            owner = types[call.func.value.id]
            assert callable(getattr(owner, call.func.attr, None)), f"{owner.__name__} has no {call.func.attr}"


def test_the_ignore_list_covers_the_page_view_writes_without_o(adopting: str) -> None:
    ignored = re.findall(r"`([^`]+)`", adopting.split("Ignore:", 1)[1].split("\n6.", 1)[0])
    kernel = SimpleNamespace(name="my_kernel")
    written = [_default_output([SimpleNamespace(kernel=kernel, dsl_version=v)]) for v in ("4.8.1",)]
    written.append(_default_output([SimpleNamespace(kernel=kernel, dsl_version="4.5.3"),
                                    SimpleNamespace(kernel=kernel, dsl_version="4.8.1")]))
    for path in written:  # a pattern ending in / ignores the folder (.gitignore's rule), any other the file name
        assert any(path.parts[0] == pattern.rstrip("/") if pattern.endswith("/") else fnmatch.fnmatch(path.name, pattern)
                   for pattern in ignored), (path, ignored)


def test_the_readmes_test_command_is_what_ci_runs() -> None:
    # .ci/run runs exactly the README's test command (its last line), and the README shows the same
    run = (README.parent / ".ci" / "run").read_text().rstrip("\n").splitlines()[-1]
    blocks = re.findall(r"```bash\n(.*?)\n```", README.read_text().split("## Set-up", 1)[1].split("\n## ", 1)[0], re.S)
    assert run in blocks and len(blocks) == 2  # the install-and-dump command, then the test command


def test_every_relative_link_of_the_readme_and_docs_leads_to_a_file() -> None:
    for page in [README, *sorted((README.parent / "docs").rglob("*.md"))]:
        prose = re.sub(r"`[^`]*`", "", page.read_text())  # code spans (a line break allowed) are not links
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", prose):
            if not re.match(r"[a-z]+:", target):
                assert (page.parent / target).exists(), f"{page.relative_to(README.parent)}: {target}"
