"""Shared pytest fixtures and the suite's tiers: importable test helpers, real S3 (moto) and GCS
(fake-gcs-server) servers, ``--tier`` and ``--step``.

The servers are session-scoped subprocesses bound to 127.0.0.1 on free ports (one set per xdist worker),
polled until ready and terminated at the end; each test gets its own fresh bucket. No storage call is mocked.

Tiers: ``--tier full`` runs every case (CI, the README's test command). The default, ``--tier quick``, runs
every test function on its first :data:`QUICK_CASES` parameter cases and leaves out tests marked ``slow``,
so that every module is touched in a few minutes; the header says how many cases it left out.

Steps: ``--step 7.3-8.2`` collects only that step's module under ``tests/upgraders/`` (the battery every step
gets and its own goldens), in seconds.

Markers: ``slow`` (the full tier only), ``torch`` (needs the real torch) and ``zoo`` (loads the zoo's
artifacts in torch; also marked ``torch``). A marker expression that leaves the ``torch`` tests out
(``-m "not torch"``) also makes ``import torch`` fail in the test processes, so a test that needs torch
without saying so fails there instead of passing quietly; the rest of the suite then runs where torch is not
installed at all.
"""

from __future__ import annotations

import functools
import gc
import itertools
import os
import shutil
import sys
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT", "false")
sys.path.insert(0, str(Path(__file__).parent / "support"))

from servers import (  # noqa: E402
    LoopbackTLS,
    azurite_connection_string,
    azurite_server,
    fake_gcs_server,
    moto_server,
)

settings.register_profile("pt2-serde", deadline=None)
settings.load_profile("pt2-serde")
"""Property tests have no per-example deadline: an example's time says nothing about its verdict, and on a
loaded machine (two test workers beside a benchmark) hypothesis's default of 200 ms failed correct code."""

TIERS = ("quick", "full")
STEPS = Path(__file__).parent / "upgraders"
"""One test module per schema step (``pytest --step 7.3-8.2`` runs one)."""
STEP_MODULE = pytest.StashKey[str]()
QUICK_CASES = 2
"""In the quick tier, how many parameter cases of each test function run (the first ones collected)."""
MARKERS = {
    "slow": "a test that takes more than a few seconds alone; run in the full tier only (--tier full)",
    "torch": "needs the real torch; -m 'not torch' leaves these out and makes importing torch fail in the rest",
    "zoo": "loads the zoo's artifacts (tests/data/zoo) in torch (also marked torch); the bulk of the full tier",
}
"""The suite's markers (``--strict-markers`` refuses any other)."""
SCRATCH_PEAK = 520 << 20
"""The most room the full tier's scratch files took in the temporary folder (2026-11-29), with a passing
test's ``tmp_path`` removed when it ends (``tmp_path_retention_policy``); 1.6 GiB when every one was kept.
The header warns below twice as much."""
PYTHON_COLLECTOR_THRESHOLDS = gc.get_threshold()
"""The cyclic collector's thresholds as Python sets them, for the tests that measure collections
(:func:`python_collector`)."""
SUITE_COLLECTOR_THRESHOLDS = (10_000, 10, 10)
"""The test processes' thresholds: a young collection after 10,000 new containers instead of 700 (see
:func:`_tune_collector`)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--tier quick|full`` and ``--step SOURCE-TARGET``."""
    parser.addoption(
        "--tier",
        choices=TIERS,
        default="quick",
        help=f"quick (default): the first {QUICK_CASES} cases of each test, no test marked slow; full: everything",
    )
    parser.addoption(
        "--step",
        default=None,
        metavar="SOURCE-TARGET",
        help="only the tests of one schema step, e.g. 7.3-8.2 (its module in tests/upgraders/); with --tier full "
        "every case of them",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Share compiled bytecode (in the controller, before any worker starts); keep torch out when the marker
    expression leaves the ``torch`` tests out; check ``--step`` against the registered steps before anything
    is collected."""
    for name, meaning in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {meaning}")
    _tune_collector()
    if not hasattr(config, "workerinput"):
        _share_bytecode()
    _keep_rewritten_test_modules()
    if not _may_select(config, "torch"):
        _forbid_torch()
    wanted = config.getoption("--step")
    if wanted is not None:
        sys.path.insert(0, str(STEPS))
        from step_battery import module_of, parse_step

        try:
            config.stash[STEP_MODULE] = module_of(parse_step(wanted)) + ".py"
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
        if not (STEPS / config.stash[STEP_MODULE]).exists():  # else nothing is collected: exit 5, no test run
            raise pytest.UsageError(
                f"step {wanted} has no test module: write tests/upgraders/{config.stash[STEP_MODULE]} (a StepBattery "
                "subclass and the step's goldens; docs/next-release.md)"
            )


def _may_select(config: pytest.Config, marker: str) -> bool:
    """Whether the ``-m`` expression keeps some test that carries ``marker``, whichever of the suite's other
    registered markers it also carries (``-m zoo`` keeps tests marked ``torch``: the zoo's are)."""
    expression = config.getoption("markexpr")
    if not expression:
        return True
    from _pytest.mark.expression import Expression  # pytest's own parser of ``-m``, the one that selects

    compiled = Expression.compile(expression)
    others = [name for name in MARKERS if name != marker]
    carried_sets = (
        {marker, *carried} for count in range(len(others) + 1) for carried in itertools.combinations(others, count)
    )
    return any(compiled.evaluate(functools.partial(_carries, names)) for names in carried_sets)


def _carries(names: set[str], name: str, /, **_: object) -> bool:
    """A matcher for pytest's marker expressions: a test carrying the markers ``names``."""
    return name in names


def _forbid_torch() -> None:
    """Make ``import torch`` fail in this process (``None`` in :data:`sys.modules` is Python's own "not
    importable" entry), before any test module is imported."""
    if any(name == "torch" or name.startswith("torch.") for name in sys.modules):
        raise pytest.UsageError("torch was imported before the torch tests could be left out")
    sys.modules["torch"] = None  # type: ignore[assignment]


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """With ``--step``, every test module but that step's is left out; a module marked ``torch`` as a whole
    is not imported when the ``torch`` tests are left out (it may import torch at its top)."""
    if collection_path.is_dir() or not collection_path.name.startswith("test_"):
        return None
    module = config.stash.get(STEP_MODULE, None)
    if module is not None and collection_path != STEPS / module:
        return True
    if collection_path.suffix != ".py" or _may_select(config, "torch"):
        return None
    return "torch" in _module_markers(collection_path) or None


def _module_markers(path: Path) -> set[str]:
    """The markers a test module puts on all its tests (``pytestmark = pytest.mark.torch`` or a list of
    such), read from its source without importing it."""
    import ast

    markers: set[str] = set()
    for statement in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "pytestmark" for target in statement.targets
        ):
            for node in ast.walk(statement.value):
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
                    if node.value.attr == "mark":
                        markers.add(node.attr)
    return markers


def _share_bytecode() -> None:
    """Where the environment forbids writing bytecode (``PYTHONDONTWRITEBYTECODE``), every interpreter the
    suite starts (its workers, and the hundreds of CLI and child processes the tests run) would compile
    pt2-serde's modules again, 0.1-0.2 s each; installed libraries were compiled when pip installed them.
    Compile pt2-serde's once, where Python looks for them (``__pycache__``, ignored by git); Python checks
    each cached file against its source, so an edited module is compiled again."""
    if not sys.dont_write_bytecode:
        return  # each interpreter writes and reuses bytecode itself
    import compileall

    root = Path(__file__).resolve().parent.parent
    for package in ("serde", "upgraders", "backends"):
        compileall.compile_dir(root / package, quiet=1)


def _keep_rewritten_test_modules() -> None:
    """Let pytest keep the test modules it rewrote for its assertions (``tests/__pycache__``, ignored by git)
    where the environment forbids writing bytecode: each worker, and each pytest the suite's own tests start,
    otherwise rewrites and compiles all of them again, 2 of the 6 seconds a collection takes. Only this
    process is told; the CLI and child processes the tests start keep the environment's setting."""
    sys.dont_write_bytecode = False


def _tune_collector() -> None:
    """Collect cyclic garbage less often in the test processes (the controller and each worker; the CLI and
    child processes the tests start keep Python's settings, as users' do). A worker holds torch, sympy,
    Hypothesis and every test module, millions of objects, and every tenth collection of the middle
    generation examines all of them once enough new objects survived: 28 such full collections of about a
    quarter of a second each while the zoo's torch 2.4.1 and 2.8.0 artifacts were loaded and checked (44 s
    on 2026-11-28), which 10,000 instead of 700 new containers per young collection brings to two, with
    the same results (the garbage is the same; it is found later). The full tier's worker CPU fell by 8%.
    Nothing the tests check depends on when garbage is collected, except the collector's own tests, which
    put Python's thresholds back (:func:`python_collector`)."""
    gc.set_threshold(*SUITE_COLLECTOR_THRESHOLDS)


@pytest.fixture
def python_collector() -> Iterator[None]:
    """Python's own collector thresholds for one test (one that counts collections as users' processes
    would see them); the suite's afterwards."""
    gc.set_threshold(*PYTHON_COLLECTOR_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*SUITE_COLLECTOR_THRESHOLDS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """In the quick tier, keep the first cases of each test function and drop the ``slow`` ones. In the full
    tier, modules holding ``slow`` tests go first (in their order, each kept whole so that its fixtures are
    made once): pytest-xdist hands out tests in this order, so the long ones start early instead of leaving
    one worker busy at the end while the other waits."""
    if config.getoption("--tier") == "full":
        heavy = {item.path for item in items if item.get_closest_marker("slow") is not None}
        items.sort(key=lambda item: item.path not in heavy)  # stable: collection order within each group
        return
    kept: list[pytest.Item] = []
    left_out: list[pytest.Item] = []
    seen: dict[str, int] = {}
    for item in items:
        key = item.nodeid.split("[", 1)[0]  # the test function, whatever its parameters
        seen[key] = seen.get(key, 0) + 1
        if item.get_closest_marker("slow") is not None or seen[key] > QUICK_CASES:
            left_out.append(item)
        else:
            kept.append(item)
    if left_out:
        config.hook.pytest_deselected(items=left_out)
        items[:] = kept


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Say which tier runs, and warn when the temporary folder's disk has less room than a run needs."""
    if config.getoption("--tier") == "full":
        lines = ["tier: full (every case)"]
    else:
        lines = [f"tier: quick (first {QUICK_CASES} cases of each test, nothing marked slow; --tier full runs all)"]
    folder = tempfile.gettempdir()
    free = shutil.disk_usage(folder).free
    if free < 2 * SCRATCH_PEAK:
        lines.append(
            f"WARNING: only {free >> 20} MiB free in {folder}, where the full tier's scratch files reach about "
            f"{SCRATCH_PEAK >> 20} MiB: a test writing large files may fail with 'No space left on device'"
        )
    return lines


@pytest.fixture(scope="session")
def loopback_tls(tmp_path_factory: pytest.TempPathFactory) -> LoopbackTLS:
    """The session's certificate for TLS on 127.0.0.1, trusted by botocore in this process and in the CLI's
    subprocesses (``AWS_CA_BUNDLE``; the session's environment is restored at its end)."""
    tls = LoopbackTLS.create(tmp_path_factory.mktemp("tls"))
    os.environ["AWS_CA_BUNDLE"] = tls.cert
    return tls


@pytest.fixture(scope="session")
def moto_endpoint(loopback_tls: LoopbackTLS) -> Iterator[str]:
    """``https://`` URL of a moto S3 server running for the whole session, over TLS as S3 is, with
    connections kept open as S3 keeps them (see ``servers._MOTO_SERVER``)."""
    with moto_server(loopback_tls) as url:
        yield url


@pytest.fixture(scope="session")
def gcs_endpoint() -> Iterator[str]:
    """URL of a fake-gcs-server running for the whole session."""
    with fake_gcs_server() as url:
        yield url


@pytest.fixture(scope="session")
def azurite_endpoint() -> Iterator[str]:
    """URL of an Azurite Blob server running for the whole session."""
    with azurite_server() as url:
        yield url


@pytest.fixture(scope="session")
def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This run's temporary folder, shared by its xdist workers (each worker's own temporary folder is one of
    its folders): for what the workers make once and read together."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if "PYTEST_XDIST_WORKER" in os.environ else base


@pytest.fixture(autouse=True, scope="session")
def _inductor_cache_in_the_runs_folder(run_folder: Path) -> Iterator[None]:
    """Torch's inductor caches what it compiles under ``/tmp/torchinductor_<user>`` unless told otherwise, and
    the processes it compiles in (and the test's child processes) read where from the environment: point it
    at this run's temporary folder for the whole session, so that no run leaves compiled code in /tmp. (The
    AOTInductor test also moves the precompiled headers, whose folder torch fixes when it is imported.)

    One cache for the run, shared by its workers as a user's processes share theirs (torch locks each entry
    it compiles, for its own parallel compile workers): the first AOTInductor use in a process checks which
    vector instructions the machine has by compiling ten small probes with g++, 13 s of CPU here
    (2026-11-28), and the suite's two AOTInductor tests run on different workers."""
    cache = run_folder / "torchinductor"
    cache.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TORCHINDUCTOR_CACHE_DIR", str(cache))
        yield


@pytest.fixture(autouse=True, scope="session")
def _no_cloud_credentials() -> Iterator[None]:
    """Keep cloud SDKs from reading real credentials or probing metadata servers off loopback."""
    saved = dict(os.environ)
    for key in list(os.environ):
        if key.startswith(("AWS_", "GOOGLE_", "GCLOUD_", "AZURE_")) or key == "STORAGE_EMULATOR_HOST":
            del os.environ[key]
    os.environ.update(
        {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_EC2_METADATA_DISABLED": "true",
            "AWS_CONFIG_FILE": os.devnull,
            "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
            "NO_GCE_CHECK": "true",
        }
    )
    yield
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture
def s3_options(moto_endpoint: str) -> dict[str, object]:
    """storage_options for s3:// URLs on the test server."""
    return {
        "endpoint_url": moto_endpoint,
        "key": "testing",
        "secret": "testing",
        "skip_instance_cache": True,
        "use_listings_cache": False,
    }


@pytest.fixture
def gcs_options(gcs_endpoint: str) -> dict[str, object]:
    """storage_options for gs:// URLs on the test server."""
    return {"endpoint_url": gcs_endpoint, "token": "anon", "project": "test", "skip_instance_cache": True}


@pytest.fixture
def azure_options(azurite_endpoint: str) -> dict[str, object]:
    """storage_options for az:// URLs on the test server."""
    return {"connection_string": azurite_connection_string(azurite_endpoint), "skip_instance_cache": True}


@pytest.fixture
def azure_bucket(azure_options: dict[str, object]) -> Iterator[str]:
    """A fresh, empty container (Azure's bucket); yields its ``az://`` URL."""
    import adlfs

    fs = adlfs.AzureBlobFileSystem(**azure_options)
    name = f"t-{uuid.uuid4().hex[:12]}"
    fs.mkdir(name)
    yield f"az://{name}"
    fs.rm(name, recursive=True)


@pytest.fixture
def s3_bucket(s3_options: dict[str, object]) -> Iterator[str]:
    """A fresh, empty bucket; yields its ``s3://`` URL."""
    import s3fs

    fs = s3fs.S3FileSystem(**s3_options)
    name = f"t-{uuid.uuid4().hex[:12]}"
    fs.mkdir(name)
    yield f"s3://{name}"
    fs.rm(name, recursive=True)


@pytest.fixture
def gcs_bucket(gcs_options: dict[str, object]) -> Iterator[str]:
    """A fresh, empty bucket; yields its ``gs://`` URL."""
    import gcsfs

    fs = gcsfs.GCSFileSystem(**gcs_options)
    name = f"t-{uuid.uuid4().hex[:12]}"
    fs.mkdir(name)
    yield f"gs://{name}"


@pytest.fixture
def memory_bucket() -> Iterator[str]:
    """A fresh prefix on fsspec's in-process memory store; yields its ``memory://`` URL."""
    import fsspec

    name = f"t-{uuid.uuid4().hex[:12]}"
    yield f"memory://{name}"
    fs = fsspec.filesystem("memory")
    if fs.exists(f"/{name}"):
        fs.rm(f"/{name}", recursive=True)
