"""The floor plan: dependencies point one way, between the three packages (upgraders -> serde -> backends) and
between the layers inside ``serde`` (each a folder), checked on every import statement, at module level or
inside functions."""

from __future__ import annotations

import ast
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest
from project_paths import ROOT

LAYERS: tuple[tuple[str, ...], ...] = (
    ("backends",),
    ("serde.errors", "serde.findings"),
    ("serde.untrusted",),
    ("serde.schema",),
    ("serde.program",),
    ("serde.containers",),
    ("serde.releases",),
    ("serde.engine", "upgraders"),
    ("serde.compat",),
    ("serde.jobs",),
    ("serde.torch_bridge",),
    ("serde.cli", "serde.api", "serde.__main__", "serde"),
)
"""The floors, bottom first: a module may import its own floor's names and every floor below, never one
above. The steps in ``upgraders`` are the engine's (the registry discovers them)."""

ROOT_MODULES = {"__init__.py", "__main__.py", "api.py", "errors.py", "findings.py"}
"""The only modules allowed loose in the ``serde/`` root: the package's face and the two floor-1 leaves."""


def floor(module: str) -> int | None:
    """The floor of ``module`` (a dotted name), from the longest layer name it is or lies under."""
    best: tuple[int, int] | None = None
    for index, names in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and (best is None or len(name) > best[1]):
                best = (index, len(name))
    return None if best is None else best[0]


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(tree: ast.AST) -> list[tuple[str, int]]:
    """Every project module an import statement of ``tree`` names (``from serde import x`` names ``serde.x``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module in ("serde", "upgraders", "backends"):
                found += [(f"{node.module}.{alias.name}", node.lineno) for alias in node.names]
            else:
                found.append((node.module, node.lineno))
    return found


def upward_imports(root: Path = ROOT, packages: tuple[str, ...] = ("serde", "upgraders", "backends")) -> list[str]:
    """Every import of a module on a higher floor than the importing module's, as ``file:line: a -> b``."""
    found = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            module = _module_name(path, root)
            here = floor(module)
            for target, line in _imported(ast.parse(path.read_text(encoding="utf-8"))):
                there = floor(target)
                if here is not None and there is not None and there > here:
                    found.append(f"{path.relative_to(root)}:{line}: {module} -> {target}")
    return found


def test_no_module_imports_a_floor_above_its_own() -> None:
    assert upward_imports() == []


def test_every_folder_and_module_has_a_floor() -> None:
    """A new folder of ``serde`` must be given its place in :data:`LAYERS`; no module lies loose in the root
    beyond :data:`ROOT_MODULES`."""
    unplaced = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "serde").iterdir())
        if path.is_dir()
        and (path / "__init__.py").exists()
        and not any(f"serde.{path.name}" in names for names in LAYERS)
    ]
    assert unplaced == []
    assert {path.name for path in (ROOT / "serde").glob("*.py")} == ROOT_MODULES


def test_every_layer_folder_says_what_it_owns() -> None:
    for path in sorted((ROOT / "serde").glob("*/__init__.py")):
        assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), path


def test_the_check_catches_an_upward_import(tmp_path: Path) -> None:
    """A probe tree: the engine importing the command line, and a program module importing the torch hand-off
    from inside a function, are both caught; an import of a lower floor is not."""
    (tmp_path / "serde" / "engine").mkdir(parents=True)
    (tmp_path / "serde" / "program").mkdir()
    (tmp_path / "serde" / "engine" / "run.py").write_text(
        "from serde.cli.commands import main\nfrom serde.program.walk import visit\n"
    )
    (tmp_path / "serde" / "program" / "walk.py").write_text("def f():\n    from serde import torch_bridge\n")
    assert upward_imports(tmp_path, ("serde",)) == [
        "serde/engine/run.py:1: serde.engine.run -> serde.cli.commands",
        "serde/program/walk.py:2: serde.program.walk -> serde.torch_bridge",
    ]


PERIMETER = "serde/untrusted"
PARSER_MODULES = frozenset({"pickle", "pickletools", "zipfile", "jiter", "msgpack", "msgspec", "orjson"})
"""Libraries that read attacker bytes (or write beside such a reader): only the perimeter imports them."""
JSON_PARSERS = frozenset({"load", "loads", "JSONDecoder"})
"""The standard library's JSON parser: the perimeter's alone (``json.dumps``, a writer, is used everywhere)."""


def perimeter_breaches(root: Path = ROOT, packages: tuple[str, ...] = ("serde", "upgraders")) -> list[str]:
    """Every import of a parser library, and every use of the standard library's JSON parser, outside
    ``serde/untrusted/``, as ``file:line: what``."""
    found = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            relative = path.relative_to(root).as_posix()
            if relative.startswith(PERIMETER + "/"):
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    names = [alias.name.split(".")[0] for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    top = node.module.split(".")[0]
                    names = [top] if top in PARSER_MODULES else []
                    if node.module == "json":
                        names += [f"json.{alias.name}" for alias in node.names if alias.name in JSON_PARSERS]
                elif (
                    isinstance(node, ast.Attribute)
                    and isinstance(node.value, ast.Name)
                    and node.value.id == "json"
                    and node.attr in JSON_PARSERS
                ):
                    names = [f"json.{node.attr}"]
                else:
                    continue
                found += [
                    f"{relative}:{node.lineno}: {name}" for name in names if name in PARSER_MODULES or "." in name
                ]
    return found


def test_only_the_perimeter_parses_what_an_artifact_holds() -> None:
    """Pickles, zips, JSON and msgpack are parsed in ``serde/untrusted/`` only (every other module reads an
    artifact through its functions)."""
    assert perimeter_breaches() == []


def test_the_perimeter_check_sees_a_parser_elsewhere(tmp_path: Path) -> None:
    (tmp_path / "serde" / "jobs").mkdir(parents=True)
    (tmp_path / "serde" / "untrusted").mkdir()
    (tmp_path / "serde" / "jobs" / "x.py").write_text(
        "import json\nimport zipfile\nfrom msgpack import unpackb\nfrom json import dumps, loads\n"
        "def f(t):\n    return json.loads(t), json.dumps(t)\n"
    )
    (tmp_path / "serde" / "untrusted" / "y.py").write_text("import pickle\nimport json\njson.loads('1')\n")
    assert perimeter_breaches(tmp_path, ("serde",)) == [
        "serde/jobs/x.py:2: zipfile",
        "serde/jobs/x.py:3: msgpack",
        "serde/jobs/x.py:4: json.loads",
        "serde/jobs/x.py:6: json.loads",
    ]


def test_the_check_sees_imports() -> None:
    tree = ast.parse((ROOT / "serde" / "containers" / "reader.py").read_text(encoding="utf-8"))
    assert any(name.startswith("backends.") for name, _ in _imported(tree))
    assert floor("serde.containers.reader") == 5 and floor("upgraders.from_1_to_2") == floor("serde.engine.run")


def _private_filesystem_uses(package: str) -> list[str]:
    """Every ``<filesystem>._name`` in ``package``: attribute access on a name or attribute called ``fs``."""
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            owner = node.value
            owner_name = getattr(owner, "id", None) or getattr(owner, "attr", "")
            if owner_name == "fs" or owner_name.endswith("_fs"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {owner_name}.{node.attr}")
    return found


ASYNC_API = {"backends/gcs.py": {"_call"}, "backends/s3.py": {"_call_s3"}}
"""Coroutines of fsspec's async API used by name: an async filesystem's ``fs._x`` is the coroutine behind its
public ``fs.x`` (fsspec's documented convention). The streamed GCS upload and S3 compare-and-swap run
gcsfs's ``_call`` and s3fs's ``_call_s3`` as tasks they can cancel (a block that raises must end the request
at once, and the client would retry it otherwise), and check they are there before using them
(:func:`test_the_async_api_used_is_the_installed_clients`)."""


def test_only_public_fsspec_api_is_used() -> None:
    """fsspec implementations are reached through their public API only (no ``fs._strip_protocol``,
    ``fs._location``...), so a new fsspec or gcsfs release cannot break pt2-serde silently; the coroutines of
    fsspec's async API in :data:`ASYNC_API` are the one exception, each where it is named."""
    found = _private_filesystem_uses("backends") + _private_filesystem_uses("serde")
    allowed = {f"{path}: fs.{name}" for path, names in ASYNC_API.items() for name in names}
    assert [use for use in found if re.sub(r":\d+:", ":", use) not in allowed] == []


def test_the_async_api_used_is_the_installed_clients() -> None:
    """gcsfs's ``call`` and s3fs's ``call_s3`` are the sync twins of the ``_call`` and ``_call_s3`` coroutines
    the streamed uploads run, and the publishers stream only while that holds
    (:func:`backends.piped.cancellable_call`)."""
    import gcsfs
    import s3fs

    from backends.piped import cancellable_call

    assert inspect.iscoroutinefunction(gcsfs.GCSFileSystem._call) and cancellable_call(gcsfs.GCSFileSystem, "_call")
    assert inspect.iscoroutinefunction(s3fs.S3FileSystem._call_s3)
    assert cancellable_call(s3fs.S3FileSystem, "_call_s3")
    assert not cancellable_call(object(), "_call")


def test_the_private_api_check_sees_uses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "probe"
    package.mkdir()
    (package / "m.py").write_text("def f(fs, store):\n    return fs._call('GET', store.fs._location)\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert sorted(_private_filesystem_uses("probe")) == ["probe/m.py:2: fs._call", "probe/m.py:2: fs._location"]


def _listed_names(tree: ast.Module) -> list[str] | None:
    """The strings of a module's ``__all__`` (a list or tuple literal), or None if it has none."""
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(target, ast.Name) and target.id == "__all__" for target in targets):
                assert isinstance(node.value, ast.List | ast.Tuple), "__all__ is a literal list"
                return [ast.literal_eval(item) for item in node.value.elts]
    return None


def _bound_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """The names a module binds at its top level (in ``if`` and ``try`` blocks too), and the public functions
    and classes among them."""
    definitions = [
        node for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    ]
    bound = {node.name for node in definitions}
    for statement in tree.body:
        if statement not in definitions:
            for node in ast.walk(statement):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    bound.add(node.id)
                elif isinstance(node, ast.alias):
                    bound.add((node.asname or node.name).split(".")[0])
    return bound, {node.name for node in definitions if not node.name.startswith("_")}


@pytest.mark.parametrize("package", ["serde", "backends", "upgraders"])
def test_every_module_lists_its_public_names(package: str) -> None:
    """Each module says what it offers in ``__all__`` (packaging's explicit ``__all__``): every name listed exists,
    and every public function and class it defines is listed. Exempt: ``__main__`` and the packages whose
    ``__init__`` defines nothing."""
    problems = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if path.name == "__main__.py" or "__pycache__" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        bound, defined = _bound_names(tree)
        listed = _listed_names(tree)
        where = path.relative_to(ROOT)
        if listed is None:
            if defined or path.name != "__init__.py":
                problems.append(f"{where}: no __all__")
            continue
        problems += [f"{where}: __all__ lists {name}, which it does not bind" for name in listed if name not in bound]
        problems += [f"{where}: {name} is public but not in __all__" for name in sorted(defined - set(listed))]
    assert not problems, "\n".join(problems)


@pytest.mark.torch
@pytest.mark.slow
def test_the_architecture_pages_figures_are_what_the_layer_walk_measures() -> None:
    """docs/architecture.md's crossing-call table is ``tools/layer_walk.py``'s output, never typed by hand:
    a change that moves the figures fails here until ``python tools/layer_walk.py --write-docs`` is run."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "layer_walk.py"), "--check-docs"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def _import_graph() -> dict[str, set[str]]:
    """Every module of the three packages and the project modules it imports anywhere in its source: at module
    level, inside functions, and under ``TYPE_CHECKING`` alike."""
    graph: dict[str, set[str]] = {}
    for package in ("serde", "upgraders", "backends"):
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found: set[str] = set()
            for statement in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(statement, ast.ImportFrom) and statement.module and statement.level == 0:
                    found.add(statement.module)
                elif isinstance(statement, ast.Import):
                    found.update(alias.name for alias in statement.names)
            graph[name] = {other for other in found if other.split(".")[0] in ("serde", "upgraders", "backends")}
    return graph


def test_no_module_imports_itself_back_through_others() -> None:
    """No cycle among the modules, counting imports inside functions and under ``TYPE_CHECKING`` (a cycle hidden
    that way is still two modules that cannot be understood one without the other)."""
    graph = _import_graph()
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def walk(module: str, stack: list[str]) -> None:
        state[module] = 1
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in graph or other == module:
                continue
            if state.get(other) == 1:
                cycles.append([*stack[stack.index(other) :], other])
            elif other not in state:
                walk(other, stack)
        stack.pop()
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [])
    assert not cycles, " ; ".join(" -> ".join(cycle) for cycle in cycles)


def test_each_storage_driver_has_its_module_and_is_built_from_a_filesystem_and_a_protocol() -> None:
    """``backends``: one module per driver, each publisher made from an fsspec filesystem and a protocol, never
    handed the ``Store`` that uses it."""
    from backends.publish import Publisher, publisher_class

    assert list(inspect.signature(Publisher.__init__).parameters) == ["self", "fs", "protocol"]
    drivers = {"file": "backends.local", "memory": "backends.memory", "s3": "backends.s3", "gs": "backends.gcs"}
    drivers["az"] = "backends.azure"
    for protocol, module in drivers.items():
        assert publisher_class(protocol).__module__ == module, protocol
    assert "backends.store" not in _import_graph()["backends.publish"]


MAX_PARAMETERS = 12
"""The most parameters a function of the package takes (``self`` and ``cls`` not counted): more is a set of
options that wants a typed object of its own."""
MAX_BODY_LINES = 100
"""The most lines a function's body runs to (its docstring not counted)."""
GENERATED = Path("serde/program/built")
"""The traversals ``tools/build_visitors.py`` writes from the specs: generated, held to their generator."""


def oversized_functions(root: Path = ROOT, packages: tuple[str, ...] = ("serde", "upgraders", "backends")) -> list[str]:
    """Every function of ``packages`` with more than :data:`MAX_PARAMETERS` parameters or a body longer than
    :data:`MAX_BODY_LINES` lines, as ``path:line name (parameters, lines)``."""
    found = []
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            if GENERATED in path.relative_to(root).parents:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                arguments = node.args
                named = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
                count = len(named) + (arguments.vararg is not None) + (arguments.kwarg is not None)
                count -= bool(named) and named[0].arg in ("self", "cls")
                body = node.body
                if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                    body = body[1:]
                lines = (body[-1].end_lineno or body[-1].lineno) - body[0].lineno + 1 if body else 0
                if count > MAX_PARAMETERS or lines > MAX_BODY_LINES:
                    where = path.relative_to(root)
                    found.append(f"{where}:{node.lineno} {node.name} ({count} parameters, {lines} lines)")
    return found


def test_no_function_takes_more_than_twelve_parameters_or_runs_over_a_hundred_lines() -> None:
    assert not oversized_functions(), "\n".join(oversized_functions())


def test_the_size_check_sees_a_long_function_and_many_parameters(tmp_path: Path) -> None:
    (tmp_path / "serde").mkdir()
    many = ", ".join(f"a{index}" for index in range(13))
    long_body = "\n".join(f"    x{index} = {index}" for index in range(101))
    (tmp_path / "serde" / "big.py").write_text(
        f'def wide({many}):\n    """Many."""\n    return 1\n\n\ndef long():\n    """Long."""\n{long_body}\n'
        "\n\nclass Fine:\n    def method(self, "
        + ", ".join(f"b{index}" for index in range(12))
        + "):\n        return 1\n"
    )
    found = oversized_functions(tmp_path, ("serde",))
    assert [line.split(" ", 2)[1] for line in found] == ["wide", "long"]
    assert "(13 parameters, 1 lines)" in found[0] and "(0 parameters, 101 lines)" in found[1]


TEST_FOLDERS = ("acceptance", "support", "data")
"""The folders of ``tests/`` that mirror no package: whole-product tests, shared helpers, artifacts."""


def misplaced_tests(tests: Path = ROOT / "tests", root: Path = ROOT) -> list[str]:
    """Every file of ``tests/`` (outside ``tests/data``) out of its place: ``tests/`` holds only ``conftest.py``
    and folders; a unit test module lives in ``tests/<package>/<folder>/`` for a package folder that exists
    (``tests/upgraders/`` for the steps, ``tests/backends/`` for the storage leaf); helpers, in
    ``tests/support/``, are not test modules."""
    found = []
    for path in sorted(tests.iterdir()):
        if path.is_file() and path.name != "conftest.py":
            found.append(f"{path.name} at the root of tests/")
        elif path.is_dir() and path.name not in (*TEST_FOLDERS, "serde", "upgraders", "backends", "__pycache__"):
            found.append(f"{path.name}/ mirrors no package")
    for path in sorted(tests.rglob("*.py")):
        relative = path.relative_to(tests)
        top = relative.parts[0]
        if top == "data" or len(relative.parts) == 1 or "__pycache__" in relative.parts:
            continue
        if top == "support":
            if path.name.startswith("test_"):
                found.append(f"{relative}: a test module among the helpers")
            continue
        if top == "serde" and (len(relative.parts) != 3 or not (root / "serde" / relative.parts[1]).is_dir()):
            found.append(f"{relative}: not in tests/serde/<folder>/ of an existing serde folder")
        if top in ("upgraders", "backends", "acceptance") and len(relative.parts) != 2:
            found.append(f"{relative}: nested below tests/{top}/")
    return found


def test_the_tests_mirror_the_package() -> None:
    assert not misplaced_tests(), "\n".join(misplaced_tests())


def test_the_mirror_check_sees_a_test_out_of_place(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    for folder in ("serde/jobs", "serde/nowhere", "support", "upgraders/deeper"):
        (tests / folder).mkdir(parents=True)
    (tmp_path / "serde" / "jobs").mkdir(parents=True)
    (tests / "conftest.py").write_text("")
    (tests / "test_loose.py").write_text("")
    (tests / "serde" / "jobs" / "test_fine.py").write_text("")
    (tests / "serde" / "nowhere" / "test_lost.py").write_text("")
    (tests / "support" / "test_helper.py").write_text("")
    (tests / "upgraders" / "deeper" / "test_step.py").write_text("")
    found = misplaced_tests(tests, tmp_path)
    assert found == [
        "test_loose.py at the root of tests/",
        "serde/nowhere/test_lost.py: not in tests/serde/<folder>/ of an existing serde folder",
        "support/test_helper.py: a test module among the helpers",
        "upgraders/deeper/test_step.py: nested below tests/upgraders/",
    ], found
