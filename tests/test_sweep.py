"""Release sweeps and bisection: the plan, the table and the bisection on hand-made traces, then one
real sweep of a registered kernel over the oldest release and this interpreter's (CI has both)."""

from __future__ import annotations

import http.server
import json
import math
import os
import threading
from dataclasses import replace
from types import SimpleNamespace
from pathlib import Path

import pytest
from click.testing import CliRunner
from packaging.version import Version

from cute_ir.releases import environments as envs
from cute_ir.checks import budget_spec, parse_rule
from cute_ir.cli import main
from cute_ir.errors import BadInputError, CuteIRError, EnvironmentProblem, ExitCode
from cute_ir.executors import Capture, CaptureOutcome, LocalExecutor
from cute_ir.executors import capture as capture_module
from cute_ir.sweep import Question, Target, bisect_releases, markdown, prepare_environments, run_sweep, table_rows
from cute_ir.sweep import bisect as bisect_module
from cute_ir.sweep.run import comparison_candidates
from cute_ir.trace import Trace
from cute_ir.releases import catalogue
from cute_ir.releases.catalogue import PUBLISHED_RELEASES, Published, installed_dsl, release_specs

from small_kernel import SMALL_KERNEL
from test_golden import make_trace

OLDEST = "4.2.1"
READ_THE_INDEX = catalogue.published_releases  # before the fixture below stands in for it


@pytest.fixture(autouse=True)
def published_as_known(monkeypatch) -> None:
    """Ranges cover what the package index holds; these tests read the known list instead (offline, stable),
    but for the tests of reading the index itself."""
    import cute_ir.cli.sweep_cmd as sweep_cmd

    known = Published({"cu12": PUBLISHED_RELEASES, "cu13": PUBLISHED_RELEASES[PUBLISHED_RELEASES.index("4.4.0"):]})
    monkeypatch.setattr(catalogue, "published_releases", lambda: known)
    monkeypatch.setattr(sweep_cmd, "published_releases", lambda: known)


def test_release_specs_cover_every_published_release_of_a_range():
    assert release_specs("4.5.0..4.5.3", ("cu12", "cu13")) == [
        "4.5.0", "4.5.0+cu13", "4.5.1", "4.5.1+cu13", "4.5.2", "4.5.2+cu13", "4.5.3", "4.5.3+cu13"
    ]
    assert release_specs("4.6.0..4.8.0") == ["4.6.0", "4.6.1", "4.6.2", "4.6.3", "4.7.0", "4.7.1", "4.8.0"]
    assert release_specs("4.2.1..4.4.2", ("cu13",)) == ["4.4.0+cu13", "4.4.1+cu13", "4.4.2+cu13"]  # cu13 from 4.4.0
    assert release_specs("4.8.1, 4.2.1") == ["4.2.1", "4.8.1"]
    with pytest.raises(BadInputError, match="runs backwards"):
        release_specs("4.8.1..4.4.2")
    with pytest.raises(BadInputError, match="unknown DSL variant"):
        release_specs("4.4.2..4.8.1", ("cu11",))
    with pytest.raises(EnvironmentProblem, match="no cu13 variant"):
        release_specs("4.2.1", ("cu13",))


class _Index(http.server.BaseHTTPRequestHandler):
    """A package index's JSON simple API (PEP 691): final, pre-, dev- and yanked releases."""

    files = {
        "nvidia-cutlass-dsl": [("nvidia_cutlass_dsl-4.5.0-cp311-cp311-manylinux_2_28_x86_64.whl", False),
                               ("nvidia_cutlass_dsl-4.5.1-cp311-cp311-manylinux_2_28_x86_64.whl", False),
                               ("nvidia_cutlass_dsl-4.5.2-cp311-cp311-manylinux_2_28_x86_64.whl", True),
                               ("nvidia_cutlass_dsl-4.5.3.dev0-cp311-cp311-manylinux_2_28_x86_64.whl", False),
                               ("nvidia_cutlass_dsl-4.6.0rc1-cp311-cp311-manylinux_2_28_x86_64.whl", False)],
        "nvidia-cutlass-dsl-libs-cu13": [("nvidia_cutlass_dsl_libs_cu13-4.5.1-py3-none-manylinux_2_28_x86_64.whl",
                                          False)],
    }

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        project = self.path.strip("/").rsplit("/", 1)[-1]
        assert self.headers["Accept"] == "application/vnd.pypi.simple.v1+json"
        body = json.dumps({"files": [{"filename": name, "yanked": yanked}
                                     for name, yanked in self.files.get(project, [])]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/vnd.pypi.simple.v1+json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        pass


def test_published_releases_are_read_from_the_package_index_at_run_time(monkeypatch):
    server = http.server.HTTPServer(("127.0.0.1", 0), _Index)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("PIP_INDEX_URL", f"http://127.0.0.1:{server.server_port}/simple")
        for name in ("UV_DEFAULT_INDEX", "UV_INDEX_URL"):
            monkeypatch.delenv(name, raising=False)
        READ_THE_INDEX.cache_clear()
        published = READ_THE_INDEX()
    finally:
        server.shutdown()
        READ_THE_INDEX.cache_clear()
    # 4.5.2 is yanked, 4.5.3.dev0 and 4.6.0rc1 are not final
    assert published.versions == {"cu12": ("4.5.0", "4.5.1"), "cu13": ("4.5.1",)} and not published.note
    assert release_specs("4.4.0..4.9.0", ("cu12", "cu13"), published) == ["4.5.0", "4.5.1", "4.5.1+cu13"]


def test_without_the_index_a_range_is_the_known_list_with_a_note(monkeypatch):
    monkeypatch.setenv("UV_DEFAULT_INDEX", "http://127.0.0.1:9/simple")  # the discard port: refused
    READ_THE_INDEX.cache_clear()
    try:
        published = READ_THE_INDEX()
    finally:
        READ_THE_INDEX.cache_clear()
    assert "the package index could not be read" in published.note
    assert published.versions["cu12"] == PUBLISHED_RELEASES and published.has("4.4.0", "cu13")
    assert not published.has("4.3.5", "cu13")


def test_each_release_is_compared_with_the_nearest_earlier_one_of_its_variant():
    specs = ["4.4.2", "4.4.2+cu13", "4.5.0", "4.5.0+cu13"]
    assert [comparison_candidates(specs, i) for i in range(4)] == [
        [], ["4.4.2"], ["4.4.2"], ["4.4.2+cu13", "4.5.0"]
    ]
    assert comparison_candidates(["4.5.0+cu13"], 0) == []


def _fake_capture(registers: dict[str, int], tmp_path: Path, failing: tuple[str, ...] = (), ir_from: str = "4.5.0"):
    """capture_release stand-in: one hand-made trace per release; from `ir_from` on its IR has one more op."""

    def capture(target: Target, spec: str, out: Path, python: Path | None, timeout: float) -> list[Trace]:
        if spec in failing:
            from cute_ir.errors import ScriptFailedError

            raise ScriptFailedError("ImportError: cannot import name 'Vector' (/site-packages/cutlass/typing.py)")
        trace = make_trace(out / "toy", extra_from=2 if spec >= ir_from else None)
        resources = [replace(trace.resources[0], registers=registers[spec])]
        return [replace(trace, resources=resources, dsl_version=spec, kernel=replace(trace.kernel, name="toy"))]

    return capture


def _as_perform_capture(fake):
    """A `_fake_capture` as the executors' `perform_capture`: each kernel under each release, its
    error an outcome like a real capture's."""

    def perform(capture: Capture, out: Path, python: Path | None) -> CaptureOutcome:
        try:
            return CaptureOutcome(fake(Target(kernels=(capture.kernel,)), capture.spec, out, python, capture.timeout))
        except CuteIRError as err:
            return CaptureOutcome([], err)

    return perform


def test_a_sweep_table_names_the_release_and_pass_of_each_change(tmp_path, monkeypatch):
    specs = ["4.4.2", "4.5.0", "4.5.3", "4.8.1"]
    fake = _fake_capture({"4.4.2": 16, "4.5.0": 24, "4.5.3": 24, "4.8.1": 24}, tmp_path, ("4.8.1",))
    monkeypatch.setattr(capture_module, "perform_capture", _as_perform_capture(fake))
    result = run_sweep(Target(kernels=("toy",)), specs, tmp_path, executor=LocalExecutor(2, dict.fromkeys(specs)),
                       checks=budget_spec([parse_rule("registers <= 16")]))
    rows = {row[0]: row for row in table_rows(result)}
    assert rows["4.4.2"][8] == "(first)" and rows["4.4.2"][9] == "ok"
    change = rows["4.5.0"][8]
    assert change.startswith("vs 4.4.2: regs 16->24") and "suspect 002-convert-cute-to-core (cute-to-core, largest-jump; unverified)" in change
    assert rows["4.5.0"][9] == "FAIL registers <= 16" and result.budget_violated
    assert rows["4.5.3"][8] == "same as 4.5.0"
    assert rows["4.8.1"][8] == "failed (exit 7): ImportError: cannot import name 'Vector'"
    document = result.to_json()
    assert document["errors"] == {"4.8.1": "ImportError: cannot import name 'Vector' (/site-packages/cutlass/typing.py)"}
    assert [row["release"] for row in document["rows"]] == specs
    assert document["rows"][1]["change"]["resource_deltas"] == {"registers": [16, 24]}
    assert "| 4.5.0 | 24 | 0+? |" in markdown(result), "dynamic shared memory that was not recorded is no 0"


def test_a_script_compiling_a_kernel_twice_is_one_row_per_release(tmp_path, monkeypatch):
    # a script compiling `toy` twice from the same input, and `toy` once more from another (a second
    # specialization): it printed a row per compile, each showing the first compile's trace
    def capture(target: Target, spec: str, out: Path, python: Path | None, timeout: float) -> list[Trace]:
        first = replace(make_trace(out / "001"), dsl_version=spec, input_sha256="a")
        again = replace(make_trace(out / "002"), dsl_version=spec, input_sha256="a")
        other = replace(make_trace(out / "003"), dsl_version=spec, input_sha256="b")
        return [replace(t, kernel=replace(t.kernel, name="toy")) for t in (first, again, other)]

    monkeypatch.setattr(capture_module, "perform_capture", _as_perform_capture(capture))
    specs = ["4.5.0", "4.5.1"]
    result = run_sweep(Target(script=tmp_path / "s.py"), specs, tmp_path, executor=LocalExecutor(1, dict.fromkeys(specs)))
    assert [(row[0], row[1]) for row in table_rows(result)] == [
        ("4.5.0", "toy"), ("4.5.0", "toy (2)"), ("4.5.1", "toy"), ("4.5.1", "toy (2)")]
    assert result.cell("4.5.1", "toy (2)").trace.root.name == "003"  # each row its own compile's trace
    assert result.cell("4.5.1", "toy (2)").change.against == "4.5.0"


def test_bisect_goes_on_past_a_release_that_cannot_be_captured(tmp_path, monkeypatch):
    specs = ["4.4.2", "4.5.0", "4.5.1", "4.5.2", "4.5.3", "4.6.0", "4.6.1"]
    registers = dict.fromkeys(specs[:4], 16) | dict.fromkeys(specs[4:], 32)
    monkeypatch.setattr(bisect_module, "capture_release",
                        _fake_capture(registers, tmp_path, failing=("4.5.1", "4.5.3", "4.6.1")))
    found = bisect_releases(Target(kernels=("toy",)), specs, Question("r", condition=parse_rule("registers>20")),
                            tmp_path, python_for=lambda _: None)
    # 4.6.1 (the range's end) and 4.5.3 are unknown, not "yes": the answer is the release after 4.5.2
    assert (found.first_yes, found.last_no, found.unknown_between) == ("4.6.0", "4.5.2", ["4.5.3"])
    assert found.answers["4.5.3"].startswith("unknown (capture failed: ImportError")
    assert found.to_json()["unknown_between"] == ["4.5.3"]


@pytest.mark.parametrize(
    ("question", "first", "last_before"),
    [
        (Question("registers>20", condition=parse_rule("registers>20")), "4.7.1", "4.6.3"),
        (Question("checks fail", checks=budget_spec([parse_rule("registers<=16")])), "4.5.3", "4.5.0"),
        (Question("changed"), "4.5.0", "4.4.2"),
    ],
)
def test_bisect_finds_the_first_release_in_few_captures(tmp_path, monkeypatch, question, first, last_before):
    specs = ["4.4.2", "4.5.0", "4.5.3", "4.6.3", "4.7.1", "4.8.1"]
    registers = {"4.4.2": 16, "4.5.0": 16, "4.5.3": 18, "4.6.3": 18, "4.7.1": 32, "4.8.1": 32}
    monkeypatch.setattr(bisect_module, "capture_release", _fake_capture(registers, tmp_path))
    found = bisect_releases(Target(kernels=("toy",)), specs, question, tmp_path, python_for=lambda _: None)
    assert (found.first_yes, found.last_no) == (first, last_before)
    assert len(found.answers) <= 2 + math.ceil(math.log2(len(specs) - 1)), "bisection, not a sweep"
    assert found.to_json()["first_release"] == first


def test_bisect_refuses_a_question_that_holds_at_the_start(tmp_path, monkeypatch):
    monkeypatch.setattr(bisect_module, "capture_release", _fake_capture({"4.4.2": 99, "4.8.1": 99}, tmp_path))
    with pytest.raises(BadInputError, match="already holds under the first release 4.4.2"):
        bisect_releases(Target(kernels=("toy",)), ["4.4.2", "4.8.1"], Question("r", condition=parse_rule("registers>1")),
                        tmp_path, python_for=lambda _: None)


def test_missing_environments_are_named_unless_built(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "envs"))
    with pytest.raises(EnvironmentProblem, match="no usable environment for DSL 4.4.2, 4.5.0"):
        prepare_environments(["4.4.2", "4.5.0"], build=False, packages=envs.AddedPackages(), jobs=2)
    here = "+".join(installed_dsl()).replace("+cu12", "")
    assert prepare_environments([here], build=False, packages=envs.AddedPackages(), jobs=1) == {here: None}


def test_a_build_is_quiet_unless_it_fails_and_then_shows_uvs_output_in_one_piece(tmp_path, monkeypatch):
    # uv's whole install output was streamed, interleaved across the parallel builds
    monkeypatch.setenv("CUTE_IR_ENV_DIR", str(tmp_path / "envs"))
    monkeypatch.setattr(envs, "uv_binary", lambda: "uv")

    def add_environment(spec, *, packages, report):
        for n in range(50):
            report(f"installed package {n}")
        if spec == "4.4.2":
            raise EnvironmentProblem(f"uv could not install DSL {spec}")
        return SimpleNamespace(python=Path(f"/envs/{spec}/bin/python"))

    monkeypatch.setattr(envs, "add_environment", add_environment)
    said: list[str] = []
    assert prepare_environments(["4.5.0"], build=True, packages=envs.AddedPackages(), jobs=2, report=said.append) \
        == {"4.5.0": Path("/envs/4.5.0/bin/python")}
    assert said == ["preparing the environment of DSL 4.5.0", "DSL 4.5.0 ready: /envs/4.5.0/bin/python"]
    said.clear()
    with pytest.raises(EnvironmentProblem, match="could not install DSL 4.4.2"):
        prepare_environments(["4.4.2"], build=True, packages=envs.AddedPackages(), jobs=1, report=said.append)
    assert said == ["preparing the environment of DSL 4.4.2", *(f"4.4.2: installed package {n}" for n in range(50))]


def test_cli_usage_and_bad_input(tmp_path):
    runner = CliRunner()
    base = ["sweep", "--releases", "4.4.2..4.8.1", "-o", str(tmp_path / "out")]
    assert runner.invoke(main, [*base, "--variants", "cu12,cu13", "--bisect", "changed", "k"]).exit_code == 2
    bad = runner.invoke(main, [*base, "--bisect", "regs>1", "k"])
    assert bad.exit_code == ExitCode.BAD_INPUT and "unknown budget key 'regs'" in bad.output
    assert runner.invoke(main, [*base, "--budget", "registers<<1", "k"]).exit_code == ExitCode.BAD_INPUT
    assert runner.invoke(main, [*base, "--", str(tmp_path / "nope.py")]).exit_code == ExitCode.BAD_INPUT
    assert runner.invoke(main, [*base, "k", "--bogus"]).exit_code == 2  # an option sweep does not have
    missing = runner.invoke(main, [*base, "k"], env={"CUTE_IR_ENV_DIR": str(tmp_path / "envs")})
    assert missing.exit_code == ExitCode.ENVIRONMENT and "--build" in missing.output
    assert not (tmp_path / "out").exists(), "nothing is left behind by a sweep that did not run"


def test_a_real_sweep_over_the_oldest_release_and_this_one(tmp_path):
    """CI has the 4.2.1 environment; 4.8.1 is this interpreter's DSL."""
    if not envs.inspect_environment(OLDEST).ok:
        reason = f"DSL {OLDEST} environment is missing (`cute-ir env add {OLDEST}`)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    here = installed_dsl()[0]
    out = tmp_path / "sweep"
    result = CliRunner().invoke(main, ["sweep", "--releases", f"{OLDEST},{here}", "-o", str(out), "--json",
                                       "--budget", "local_bytes==0", SMALL_KERNEL])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    first, second = document["rows"]
    assert (first["release"], second["release"]) == (OLDEST, here)
    assert first["ok"] and second["ok"] and first["checks"]["ok"] and second["checks"]["ok"]
    assert second["change"]["against"] == OLDEST and second["change"]["differs"]
    assert second["change"]["culprit"], "the diff analysis names a pass"
    assert Path(second["trace"], "manifest.json").is_file() and Path(second["trace"]).is_relative_to(out)
    assert json.loads((out / "sweep.json").read_text()) == document


def test_cli_bisect_prints_the_first_release_and_the_culprit(tmp_path, monkeypatch):
    import cute_ir.cli.sweep_cmd as sweep_cmd

    registers = {v: 16 if Version(v) < Version("4.5.3") else 24 for v in PUBLISHED_RELEASES}
    monkeypatch.setattr(bisect_module, "capture_release", _fake_capture(registers, tmp_path / "t", ir_from="4.5.3"))
    monkeypatch.setattr(sweep_cmd, "prepare_environments", lambda specs, **_: dict.fromkeys(specs))
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["sweep", "--releases", "4.4.2..4.8.1", "--bisect", "registers>=20",
                                       "-o", str(out), "toy"])
    assert result.exit_code == 0, result.output
    assert "first release where 'registers>=20': 4.5.3 (not under 4.5.2)" in result.output  # 4.5.1, 4.5.2 too
    assert "suspect pass (a heuristic, not a proven cause): 002-convert-cute-to-core" in result.output and "registers 16->24" in result.output
    assert (out / "4.5.3").is_dir() and not (out / "4.6.3").exists(), "only the bisection's captures are kept"


def test_a_sweep_of_an_external_providers_kernel(tmp_path, monkeypatch):
    """ACME's kernel (tests/data/acme_kernels, not installed: `cute-ir --import`) under the oldest
    release, where fake tensors do not exist yet and its own code fails, and under this one."""
    from cute_ir.registry import discovery

    if not envs.inspect_environment(OLDEST).ok:
        if os.environ.get("CI"):
            pytest.fail(f"DSL {OLDEST} environment is missing")
        pytest.skip(f"DSL {OLDEST} environment is missing (`cute-ir env add {OLDEST}`)")
    monkeypatch.syspath_prepend(str(Path(__file__).parent / "data" / "acme_kernels" / "src"))
    monkeypatch.setattr(discovery, "_STATE", type(discovery._STATE)())  # this test's registry only
    out = tmp_path / "sweep"
    result = CliRunner().invoke(main, ["--import", "acme_kernels.cute_ir_kernels", "sweep", "--releases",
                                       f"{OLDEST},{installed_dsl()[0]}", "-o", str(out), "--json", "acme_scale_f32"])
    assert result.exit_code == 0, result.output
    old, new = json.loads(result.stdout)["rows"]
    assert not old["ok"] and "make_fake_compact_tensor" in old["error"]
    assert new["ok"] and new["resources"]["local_bytes"] == 0 and new["change"] is None


def test_a_sweep_with_blame_names_the_cause_an_experiment_proved(tmp_path, monkeypatch):
    """`sweep --blame`: each change of resources is tested by experiment; a proven cause replaces the suspect
    in the table and the JSON, marked verified. (The experiments are stubbed here: tests/test_blame.py runs
    them for real.)"""
    from cute_ir.blame import plan
    from cute_ir.trace.blame import GONE, BlameResult, Experiment, Symptom, result_key, save_result

    specs = ["4.4.2", "4.5.0"]
    monkeypatch.setattr(capture_module, "perform_capture",
                        _as_perform_capture(_fake_capture({"4.4.2": 16, "4.5.0": 24}, tmp_path)))
    tested = []

    def fake_blame(a, b, *, budget_s, progress):
        tested.append((a.dsl_version, b.dsl_version, budget_s))
        symptom = Symptom("toy", metric="registers", a_value=16, b_value=24)
        save_result(b, BlameResult(str(a.root), str(b.root), "4.4.2 cu12", "4.5.0 cu12", result_key(a, b, symptom),
                                   symptom, "verified", cause=("003-canonicalize",),
                                   verdict="without 003-canonicalize in B's pipeline, registers goes from B's 24 to A's 16",
                                   experiments=[Experiment("without", ("003-canonicalize",), GONE, 16, 0.2)]))

    monkeypatch.setattr(plan, "blame", fake_blame)
    result = run_sweep(Target(kernels=("toy",)), specs, tmp_path, executor=LocalExecutor(1, dict.fromkeys(specs)),
                       blame_s=30)
    assert tested == [("4.4.2", "4.5.0", 30)]
    change = {row[0]: row for row in table_rows(result)}["4.5.0"][8]
    assert "cause 003-canonicalize (verified by experiment: without 003-canonicalize in B's pipeline" in change
    assert "suspect" not in change
    (cell,) = [c for c in result.to_json()["rows"] if c["change"]]
    assert cell["change"]["culprit_verified"] is True


def test_the_sweep_arch_is_the_exported_one_unless_arch_is_given(tmp_path, monkeypatch):
    import cute_ir.cli.sweep_cmd as sweep_cmd

    archs: list[str] = []
    fake = _fake_capture({"4.4.2": 16, "4.5.0": 16}, tmp_path / "t")
    def perform(capture: Capture, out: Path, python: Path | None) -> CaptureOutcome:
        archs.append(capture.arch)
        return _as_perform_capture(fake)(capture, out, python)

    monkeypatch.setattr(capture_module, "perform_capture", perform)
    monkeypatch.setattr(sweep_cmd, "prepare_environments", lambda specs, **_: dict.fromkeys(specs))
    runner = CliRunner(env={"CUTE_DSL_ARCH": "sm_100a"})
    exported = runner.invoke(main, ["sweep", "--releases", "4.4.2,4.5.0", "-o", str(tmp_path / "a"), "toy"])
    assert exported.exit_code == 0, exported.output
    assert set(archs) == {"sm_100a"} and "on sm_100a" in exported.output
    archs.clear()
    flagged = runner.invoke(main, ["sweep", "--releases", "4.4.2,4.5.0", "--arch", "sm_90a", "-o", str(tmp_path / "b"),
                                   "toy"])
    assert flagged.exit_code == 0, flagged.output
    assert set(archs) == {"sm_90a"} and "note: --arch sm_90a overrides CUTE_DSL_ARCH=sm_100a" in flagged.output


@pytest.fixture
def swept(tmp_path, monkeypatch) -> Path:
    """A sweep's output directory written by `cute-ir sweep` itself (hand-made captures, 16 -> 24 registers
    from 4.4.2 to 4.5.0, 4.5.3 the same as 4.5.0)."""
    import cute_ir.cli.sweep_cmd as sweep_cmd

    specs = ("4.4.2", "4.5.0", "4.5.3")
    monkeypatch.setattr(capture_module, "perform_capture", _as_perform_capture(
        _fake_capture({"4.4.2": 16, "4.5.0": 24, "4.5.3": 24}, tmp_path / "unused")))
    monkeypatch.setattr(sweep_cmd, "prepare_environments", lambda specs, **_: dict.fromkeys(specs))
    out = tmp_path / "sweep"
    result = CliRunner().invoke(main, ["sweep", "--releases", ",".join(specs), "-o", str(out), "toy"])
    assert result.exit_code == 0, result.output
    return out


def _blame_stub(monkeypatch) -> list[tuple[Path, Path]]:
    """plan.blame standing in for the experiments (tests/test_blame.py runs them): the traces it was given."""
    from cute_ir.blame import plan
    from cute_ir.trace.blame import GONE, BlameResult, Experiment, Symptom, result_key, save_result

    given: list[tuple[Path, Path]] = []

    def fake_blame(a, b, **_):
        given.append((a.root, b.root))
        symptom = Symptom("toy", metric="registers", a_value=16, b_value=24)
        result = BlameResult(str(a.root), str(b.root), "4.4.2 cu12", "4.5.0 cu12", result_key(a, b, symptom),
                             symptom, "verified", cause=("003-canonicalize",),
                             verdict="without 003-canonicalize in B's pipeline, registers goes from B's 24 to A's 16",
                             experiments=[Experiment("without", ("003-canonicalize",), GONE, 16, 0.2)])
        save_result(b, result)
        return result

    monkeypatch.setattr(plan, "blame", fake_blame)
    return given


def test_blame_takes_a_step_of_a_sweep_directory(swept, tmp_path, monkeypatch):
    given = _blame_stub(monkeypatch)
    moved = tmp_path / "moved"
    swept.rename(moved)  # the traces are found from the release folders down, wherever the directory went
    result = CliRunner().invoke(main, ["blame", str(moved), "--release", "4.5.0"])
    assert result.exit_code == ExitCode.OK, result.output
    assert given == [(moved / "4.4.2" / "toy" / "toy", moved / "4.5.0" / "toy" / "toy")]
    assert "toy: 4.4.2 -> 4.5.0" in result.output and "verified: without 003-canonicalize" in result.output
    again = CliRunner().invoke(main, ["blame", str(moved), "--release", "4.5.3", "--kernel", "toy"])
    assert again.exit_code == ExitCode.OK and given[1] == (moved / "4.5.0" / "toy" / "toy", moved / "4.5.3" / "toy" / "toy")


@pytest.mark.parametrize(("arguments", "code", "said"), [
    (["--release", "4.4.2"], ExitCode.BAD_INPUT, "toy under 4.4.2 has no step to blame in the sweep in "),
    (["--release", "4.6.0"], ExitCode.BAD_INPUT, "has no release 4.6.0"),
    (["--release", "4.5.0", "--kernel", "other"], ExitCode.BAD_INPUT, "has no kernel 'other' under 4.5.0"),
    ([], ExitCode.USAGE, "give two traces A B, or a sweep's output directory with --release VERSION"),
])
def test_blame_of_a_sweep_step_that_is_not_there_says_why(swept, monkeypatch, arguments, code, said):
    given = _blame_stub(monkeypatch)
    result = CliRunner().invoke(main, ["blame", str(swept), *arguments])
    assert result.exit_code == code and said in result.output, result.output
    assert given == [] and "Traceback" not in result.output


def test_a_sweep_record_naming_a_trace_outside_its_directory_is_refused(swept, monkeypatch):
    given = _blame_stub(monkeypatch)
    record = swept / "sweep.json"
    document = json.loads(record.read_text())
    document["rows"][0]["trace"] = "/elsewhere/4.4.2/../../etc"
    record.write_text(json.dumps(document))
    result = CliRunner().invoke(main, ["blame", str(swept), "--release", "4.5.0"])
    assert result.exit_code == ExitCode.BAD_INPUT and "lies outside it" in result.output, result.output
    assert given == []


def test_a_kernel_whose_front_end_raised_is_a_row_with_the_dsls_error_line(tmp_path, monkeypatch):
    """A compile that failed in the front end before any IR (`frontend-raised`) shows its kind and error line
    (its headline, as the capture records it), not the DSL's page (its source snippet)."""
    from cute_ir.capture.dsl_errors import error_line
    from cute_ir.trace import FRONT_END_RAISED, TraceFailure

    message = ("error[PHASE_DYNAMIC_INDEX]: Cannot use a Runtime value as a list index\n --> k.py:9:9\n  |\n"
               "9 |     n = int(v)\n  |         ^^^^^^")
    fake = _fake_capture({"4.4.2": 16, "4.5.0": 16}, tmp_path)

    def capture(target, spec, out, python, timeout):
        traces = fake(target, spec, out, python, timeout)
        return traces if spec == "4.4.2" else [replace(traces[0], failure=TraceFailure(FRONT_END_RAISED, message,
                                                                             headline=error_line(message)))]

    monkeypatch.setattr(capture_module, "perform_capture", _as_perform_capture(capture))
    specs = ["4.4.2", "4.5.0"]
    result = run_sweep(Target(kernels=("toy",)), specs, tmp_path, executor=LocalExecutor(1, dict.fromkeys(specs)))
    rows = {row[0]: row for row in table_rows(result)}
    assert rows["4.5.0"][8] == "failed: frontend-raised: Cannot use a Runtime value as a list index"
    assert result.cell("4.5.0", "toy").change is None  # nothing to compare a failed compile with


@pytest.mark.parametrize("args, target, out, as_json", [
    (["--releases", "4.8.1", "k1", "-o", "d", "--json", "k2"], ("k1", "k2"), "d", True),  # refused before
    (["--releases", "4.8.1", "-o", "d", "k1"], ("k1",), "d", False),
    (["--releases", "4.8.1", "--", "s.py", "-o", "x", "--json"], ("s.py", "-o", "x", "--json"), "traces/sweep", False),
])
def test_sweep_takes_options_after_the_kernels_as_dump_does_and_leaves_a_scripts_to_it(args, target, out, as_json):
    from cute_ir.cli.sweep_cmd import sweep

    with sweep.make_context("sweep", args) as ctx:
        assert (ctx.params["target"], str(ctx.params["out"]), ctx.params["as_json"]) == (target, out, as_json)


def test_sweep_names_an_option_it_does_not_have():
    result = CliRunner().invoke(main, ["sweep", "--releases", "4.8.1", "k1", "--bogus"])
    assert result.exit_code == ExitCode.USAGE and "no such option: --bogus" in result.output
