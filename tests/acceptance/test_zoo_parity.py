"""Parity on public architectures: what torch 2.13 can do with its own export of a model, it can do with
pt2-serde's upgrade of any release's export of that model.

Every zoo artifact (``tests/data/zoo``, 14 architectures from transformers, torchvision and timm, exported by
torch 2.1 … 2.15 with dynamic, non-strict and preserved-signature variants) is loaded through
``serde.load_exported_program`` and checked with ``module()`` and ``torch.export.unflatten`` against
the eager outputs its release recorded; ``run_decompositions()`` is checked on the releases whose
programs a step rewrites for it, and an ONNX export (dynamo exporter, run by onnxruntime) and an
AOTInductor compile on samples (the full matrix is ``tools/zoo_parity.py``, which also writes the README
table). A check that fails on torch 2.13's own export of the same model is torch's limitation:
it is an expected failure carrying the native error, never a pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from zoo_parity import (
    CHECKS,
    NATIVE_RELEASE,
    ZooArtifact,
    extract_once,
    handed_digest,
    index,
    native_failure,
    run_aotinductor,
    run_check,
    twins,
    twins_of,
    unpacked_variants,
    upgraded,
)

import serde
from upgraders._module_stack import (
    drop_modules_segments,
    number_module_calls,
    place_higher_order_calls,
    place_metadata_asserts,
    strip_call_numbers,
)

pytestmark = [pytest.mark.torch, pytest.mark.zoo]

DECOMPOSITION_RELEASES = ("2.2.2", "2.3.1", "2.4.1")
"""Releases whose attention views the 5.3 -> 7.3 step turns into reshapes for ``run_decompositions``."""

ARTIFACTS = [(release, variant) for release, variants in index().items() for variant in variants]
TWINS = twins()
CHECKED = [(release, variant) for release, variant in ARTIFACTS if f"{release}/{variant}" not in TWINS]
"""Every artifact but the twins (``tests/data/zoo/twins.json``, :data:`zoo_parity.TWINS`): pt2-serde hands torch the
same program for a twin as for the artifact it repeats, but for strings no check reads, and torch runs it on the
same inputs, so its checks are that artifact's, named in the test id; that case holds each of its twins to it."""


def _checked_id(release: str, variant: str) -> str:
    name = f"{release}/{variant}"
    return "=".join([name, *twins_of(name)])


@pytest.fixture(scope="session")
def zoo_root(run_folder: Path) -> Path:
    """Every release's archive unpacked once per run, shared by the xdist workers (read only)."""
    return extract_once(run_folder / "zoo")


def _artifact(root: Path, release: str, variant: str) -> ZooArtifact:
    return ZooArtifact(release, variant, root / release / variant)


def _expect(root: Path, artifact: ZooArtifact, results: dict[str, str | None]) -> None:
    """Fail on a check that torch 2.13 passes natively; mark the others as torch's expected failures."""
    unexplained, explained = [], []
    for check, failure in results.items():
        if failure is None:
            continue
        native = native_failure(root / NATIVE_RELEASE, artifact.variant, check)
        if native is not None:
            explained.append(f"{check}: torch {NATIVE_RELEASE}'s own export fails too ({native})")
        else:
            unexplained.append(f"{check}: {failure}")
    assert not unexplained, f"{artifact}: " + "; ".join(unexplained)
    if explained:
        pytest.xfail("; ".join(explained))


@pytest.mark.parametrize("release", list(index()))
def test_index_lists_what_each_archive_holds(zoo_root: Path, release: str) -> None:
    assert unpacked_variants(zoo_root, release) == index()[release]


@pytest.mark.parametrize("bad", ["../outside.txt", "/absolute.txt", "link"])
def test_without_tarfiles_filter_only_plain_members_inside_the_folder_are_unpacked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bad: str
) -> None:
    """On a Python without tarfile's ``data`` filter (CI's Debian 3.11.2), :func:`zoo_parity.extract` unpacks an
    archive of plain files and folders, and unpacks nothing of one with a member leaving the folder or a link."""
    import io
    import tarfile

    import zoo_parity

    monkeypatch.delattr(tarfile, "data_filter", raising=False)
    monkeypatch.setattr(zoo_parity, "ZOO", tmp_path)

    def archive(release: str, *names: str) -> None:
        with tarfile.open(tmp_path / f"{release}.tar.xz", "w:xz") as out:
            for name in names:
                info = tarfile.TarInfo(name)
                if name == "link":
                    info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
                    out.addfile(info)
                else:
                    info.size = 2
                    out.addfile(info, io.BytesIO(b"ok"))

    archive("good", "good/model/model.pt2")
    assert (zoo_parity.extract("good", tmp_path / "into") / "model" / "model.pt2").read_bytes() == b"ok"
    archive("bad", "bad/model/model.pt2", bad)
    with pytest.raises(ValueError, match="not a plain file or folder"):
        zoo_parity.extract("bad", tmp_path / "refused")
    assert not (tmp_path / "refused").exists() and not (tmp_path / "outside.txt").exists()


def test_processes_unpacking_together_share_the_releases_and_unpack_each_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two unpackings of one folder started together (as the two workers' first zoo tests are) divide the
    releases between them, each unpacked once, and each returns with every release unpacked."""
    import contextlib
    import threading

    import zoo_parity

    unpacked: list[tuple[str, str]] = []
    both_unpacking = threading.Barrier(2, timeout=5)

    def extract(release: str, into: Path) -> Path:
        name = threading.current_thread().name
        first = all(who != name for who, _ in unpacked)
        unpacked.append((name, release))
        if first:  # each holds a release until the other unpacks one too (or gives up waiting for it)
            with contextlib.suppress(threading.BrokenBarrierError):
                both_unpacking.wait()
        (into / release).mkdir()
        return into / release

    monkeypatch.setattr(zoo_parity, "extract", extract)
    finished: dict[str, set[str]] = {}

    def unpack() -> None:
        root = extract_once(tmp_path / "zoo")
        finished[threading.current_thread().name] = {path.name for path in root.iterdir() if path.is_dir()}

    workers = [threading.Thread(target=unpack, name=name) for name in ("gw0", "gw1")]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    releases = set(index())
    assert sorted(release for _, release in unpacked) == sorted(releases)  # each once
    assert {name for name, _ in unpacked} == {"gw0", "gw1"}  # shared
    assert finished == {"gw0": releases, "gw1": releases}


def test_the_record_of_twins_names_zoo_artifacts_each_checked_with_an_artifact_the_checks_run_on() -> None:
    """Every twin is a zoo artifact the checks skip, standing for one they run on (each pair is held to what
    pt2-serde hands torch in that artifact's case)."""
    assert len(CHECKED) + len(TWINS) == len(ARTIFACTS)
    assert set(TWINS.values()) <= {f"{release}/{variant}" for release, variant in CHECKED}


def test_twins_of_other_releases_give_torch_the_same_program(zoo_root: Path) -> None:
    """What the twins leave out is what torch does not use: for a twin written by another release, the program
    torch builds (its graph's code, signature, module calls and stacks, its weights) is its twin's."""
    import torch

    across = [(twin, of) for twin, of in TWINS.items() if twin.split("/")[0] != of.split("/")[0]]
    assert across, "tests/data/zoo/twins.json records no twin of another release's artifact"
    twin, of = across[0]
    built = [upgraded(zoo_root / name) for name in (twin, of)]

    assert built[0].graph_module.code == built[1].graph_module.code
    assert str(built[0].graph_signature) == str(built[1].graph_signature)
    assert str(built[0].module_call_graph) == str(built[1].module_call_graph)  # what unflatten rebuilds from
    stacks = [[node.meta.get("nn_module_stack") for node in program.graph.nodes] for program in built]
    assert stacks[0] == stacks[1]
    assert built[0].state_dict.keys() == built[1].state_dict.keys()
    assert all(torch.equal(built[0].state_dict[key], built[1].state_dict[key]) for key in built[0].state_dict)


def _hold_twins(root: Path, artifact: ZooArtifact) -> None:
    """The artifacts recorded as ``artifact``'s twins get from pt2-serde what it gets, on the same inputs and
    outputs (:func:`zoo_parity.handed_digest`): its checks are theirs."""
    name = str(artifact)
    own = twins_of(name)
    if own:
        digest = handed_digest(artifact.folder)
        differ = [twin for twin in own if handed_digest(root / twin) != digest]
        assert not differ, f"{name}'s recorded twins {differ} are not (run tools/zoo_parity.py --twins)"


@pytest.mark.parametrize(("release", "variant"), CHECKED, ids=[_checked_id(r, v) for r, v in CHECKED])
def test_module_unflatten_and_decompositions_match_eager(zoo_root: Path, release: str, variant: str) -> None:
    """One load per artifact, shared by its checks: ``module()`` and unflatten everywhere, and
    ``run_decompositions()`` (last: it builds a new program) on :data:`DECOMPOSITION_RELEASES`."""
    artifact = _artifact(zoo_root, release, variant)
    _hold_twins(zoo_root, artifact)
    program = upgraded(artifact.folder)
    checks = ("module", "unflatten", "decompositions") if release in DECOMPOSITION_RELEASES else ("module", "unflatten")
    _expect(zoo_root, artifact, {check: run_check(program, check, artifact.folder) for check in checks})


@pytest.mark.slow
def test_aotinductor_compiles_and_runs_an_upgraded_torch_2_1_program(
    zoo_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One sample in the suite; ``tools/zoo_parity.py --aoti`` runs one architecture per family for every
    release. Compiled without precompiled headers: torch precompiles its AOTInductor headers to speed up the
    compiles that follow, but the suite compiles once: the compile took 28-33 s of CPU here with them and
    22-24 s without (2026-11-28). The program and the code generated from it are the same either way.
    Inductor's caches are in the run's temporary folder for the whole session (``tests/conftest.py``); torch's
    folder for precompiled headers, which it keeps under the system's temporary folder whatever the cache
    setting says, is the test's, and must stay empty."""
    from torch._inductor import codecache
    from torch._inductor import config as inductor_config

    monkeypatch.setattr(inductor_config.aot_inductor, "precompile_headers", False)
    monkeypatch.setattr(inductor_config, "cpp_cache_precompile_headers", False)
    headers = tmp_path / "precompiled_headers"
    monkeypatch.setattr(codecache, "_HEADER_DIR", str(headers))
    monkeypatch.setattr(codecache, "_HEADER_LOCK_DIR", str(headers / "locks"))
    folder = zoo_root / "2.1.2" / "bert"
    assert run_aotinductor(upgraded(folder), folder) is None
    written = [path for path in headers.rglob("*") if path.is_file()] if headers.exists() else []
    assert not written, f"torch precompiled headers although told not to: {written[:3]}"


def test_checks_are_the_ones_the_tools_run() -> None:
    assert CHECKS == ("module", "decompositions", "unflatten", "onnx")


ONNX_RELEASES = ("2.1.2", "2.4.1", "2.8.0")
"""Releases of different schema eras for the suite's ONNX sample (``tools/zoo_parity.py`` exports every
artifact; an export and an onnxruntime session take a few seconds each)."""
ONNX_SAMPLE = [(r, m) for r in ONNX_RELEASES for m in ("bert", "mobilenet_v3", "timm_resnet") if m in index()[r]]


@pytest.mark.slow
@pytest.mark.parametrize(("release", "variant"), ONNX_SAMPLE, ids=[f"{r}/{v}" for r, v in ONNX_SAMPLE])
def test_onnx_export_runs_in_onnxruntime(zoo_root: Path, release: str, variant: str) -> None:
    """One architecture per family: torch's dynamo ONNX exporter takes the upgraded program, and the saved
    model, run by a fresh onnxruntime session, reproduces the eager outputs."""
    artifact = _artifact(zoo_root, release, variant)
    _expect(zoo_root, artifact, {"onnx": run_check(upgraded(artifact.folder), "onnx", artifact.folder)})


NEWER = [(r, v) for r, v in ARTIFACTS if tuple(int(p) for p in r.split(".")[:2]) >= (2, 9)]


@pytest.mark.parametrize(("release", "variant"), NEWER, ids=[f"{r}/{v}" for r, v in NEWER])
def test_metadata_rules_reproduce_what_newer_torch_records(zoo_root: Path, release: str, variant: str) -> None:
    """The stack rules the steps apply to old programs are what torch 2.9+ itself records: on its exports
    they change nothing, and call numbers removed and derived again come back as torch wrote them."""
    nodes = serde.load(str(zoo_root / release / variant / "model.pt2")).program["graph_module"]["graph"]["nodes"]
    before = [dict(node.get("metadata") or {}) for node in nodes]
    assert drop_modules_segments(nodes) == 0
    assert place_higher_order_calls(nodes) == 0
    assert place_metadata_asserts(nodes) == 0
    strip_call_numbers(nodes)
    number_module_calls(nodes)
    assert [dict(node.get("metadata") or {}) for node in nodes] == before


def test_the_published_figure_and_exceptions_are_drawn_from_the_published_tables() -> None:
    """docs/parity.md keeps the tables (the record, collapsed); the figure and the list of exceptions beneath it
    are drawn from them by ``tools/zoo_parity.py --readme docs/parity.md``; this fails when either is stale."""
    from zoo_parity import PARITY_FIGURE, PARITY_PAGE, cells_from_tables, published

    text = PARITY_PAGE.read_text(encoding="utf-8")
    page, figure = published(text)
    assert page == text and PARITY_FIGURE.read_text(encoding="utf-8") == figure
    cells = cells_from_tables(text)
    assert set(cells) == {"transformers", "torchvision", "timm"} and len(cells["transformers"]) == 7
    assert "- gpt2: decomp (torch) in 2.5.1 … 2.15.0" in text
