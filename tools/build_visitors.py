"""Build ``serde/program/built/``: the traversals ``serde.program.walk.visit`` runs and the Python schema
checkers ``serde.program.validate`` runs, generated once from the specs when the package is built, never in a
user's process.

Which traversals: a census runs every step of the registry over every artifact of ``tests/data/corpus`` and
``tests/data/unseen``, each to every known schema, losslessly and with ``lossy``, and keeps each handler set a
step asked ``visit`` for (schema, root class, handled classes and types, ``Holding`` guards), once with the
C checker and once without (its Python fallbacks ask for traversals of their own). Which checkers:
for every known schema, those of its root class and of the P2 ``PayloadConfig``, each without hooks and with
the hooks of the program-string screen (``serde.program.program_strings.screened_classes``), and any other
the census asked for. Each becomes a module of the package, named by a digest of its key; ``INDEX`` and
``CHECKERS`` map the keys to the modules. A key the package lacks is still generated where it is met
(``serde.program.walk.GENERATED_HERE`` and ``serde.program.validate.GENERATED_HERE`` list them).

Run ``python tools/build_visitors.py`` after changing a spec, a step's handlers or a generator, and commit
the package; ``--check`` exits 1 when it is not what the census and the specs give (CI runs it).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serde  # noqa: E402
import serde.program.built as built  # noqa: E402
from serde.engine.run import upgrade_artifact  # noqa: E402
from serde.program import native, validate, walk  # noqa: E402
from serde.program.program_strings import screened_classes  # noqa: E402
from serde.program.validate import CheckerKey, checker_source  # noqa: E402
from serde.program.walk import TraversalKey, traversal_source  # noqa: E402
from serde.schema.versions.registry import spec_for  # noqa: E402

PACKAGE = ROOT / "serde" / "program" / "built"
TREES = (ROOT / "tests" / "data" / "corpus", ROOT / "tests" / "data" / "unseen")
INDEX_HEADER = '''"""The traversals :func:`serde.program.walk.visit` runs and the Python checkers of
:mod:`serde.program.validate`, built with the package from the specs by ``tools/build_visitors.py`` (do not
edit): one module per handler set a census run of every step asks for (``t_*``), and per checker pt2-serde
runs (``c_*``), each imported when first needed. ``INDEX`` maps each traversal's key (schema, root class,
handled classes and types, ``Holding`` guards) to its module, ``CHECKERS`` each checker's (schema, root
class, hooked classes)."""

from __future__ import annotations

__all__ = ["CHECKERS", "INDEX"]

'''
MODULE_HEADER = '''"""One traversal built by ``tools/build_visitors.py`` (do not edit): {what}."""

# mypy: ignore-errors
# ruff: noqa
from __future__ import annotations

__all__ = ["TRAVERSAL"]

'''


def census() -> tuple[list[TraversalKey], list[CheckerKey]]:
    """Every handler set the steps ask ``visit`` for over the corpus, each artifact to each schema, and every
    checker (see the module docstring)."""
    built.INDEX.clear()  # ask for every one, as if none were built
    walk._traversal.cache_clear()
    walk.GENERATED_HERE.clear()
    built.CHECKERS.clear()
    validate._checker.cache_clear()
    validate.GENERATED_HERE.clear()
    targets = serde.known_versions()
    for setting in ("on", "off"):  # with the C checker and without: its Python fallbacks ask for their own
        os.environ[native.ENVIRONMENT] = setting
        walk._traversal.cache_clear()
        _run_every_step(targets)
    checkers = set(validate.GENERATED_HERE)
    for version in targets:
        spec = spec_for(version)
        for root in (spec.root, "PayloadConfig"):
            if root in spec.classes:
                checkers |= {(str(version), root, ()), (str(version), root, screened_classes(version, root))}
    return sorted(set(walk.GENERATED_HERE), key=_order), sorted(checkers, key=_checker_order)


def _run_every_step(targets: tuple[serde.SchemaVersion, ...]) -> None:
    """Read every artifact of :data:`TREES` and run its chain to each of ``targets``, losslessly and lossy."""
    for tree in TREES:
        for path in sorted(tree.glob("*/*/model.pt2")):
            try:
                artifact = serde.load(str(path), trust_pickles=True)
            except serde.SerdeError:
                continue  # refused as it is read (a treespec naming an unregistered type): no step runs on it
            for target in targets:
                for lossy in (False, True):
                    try:
                        upgrade_artifact(artifact, target, lossy=lossy)
                    except serde.SerdeError:
                        pass  # a refusal: the handler sets it asked for are recorded all the same


def _checker_order(key: CheckerKey) -> tuple[tuple[int, ...], str, tuple[str, ...]]:
    version, root, hooked = key
    return tuple(int(part) for part in version.split(".")), root, hooked


def _order(key: TraversalKey) -> tuple[tuple[int, ...], str, list[str], list[tuple[str, tuple[str, ...]]]]:
    version, root, handled, guards = key
    return tuple(int(part) for part in version.split(".")), root, sorted(handled), sorted(guards)


def module_name(key: TraversalKey) -> str:
    """The module of ``key``'s traversal: named by a digest of the key, so that a new key adds a module and
    renames none."""
    return "t_" + hashlib.sha256(repr(_order(key)).encode()).hexdigest()[:12]


def checker_module_name(key: CheckerKey) -> str:
    """The module of ``key``'s checker, named as :func:`module_name` names a traversal's."""
    return "c_" + hashlib.sha256(repr(_checker_order(key)).encode()).hexdigest()[:12]


def built_files(keys: list[TraversalKey], checkers: list[CheckerKey]) -> dict[str, str]:
    """The package's files (name: text) holding the traversals of ``keys``, the checkers of ``checkers``, and
    its index."""
    files: dict[str, str] = {}
    index = []
    checker_index = []
    for checker in checkers:
        name = checker_module_name(checker)
        files[f"{name}.py"] = checker_source(checker)
        checker_index.append(f"    {checker!r}: {name!r},")
    for key in keys:
        version, root, handled, guards = key
        name = module_name(key)
        what = f"schema {version}, from {root}, for {', '.join(sorted(handled))}"
        what += f" (guarded: {', '.join(cls for cls, _ in sorted(guards))})" if guards else ""
        source = re.sub(r"\bv_(\w+)\(", r"_\1(", traversal_source(key))
        files[f"{name}.py"] = MODULE_HEADER.format(what=what) + "\n" + source + f"\n\nTRAVERSAL = _{root}\n"
        spelled = f"({version!r}, {root!r}, frozenset({sorted(handled)!r}), frozenset({sorted(guards)!r}))"
        index.append(f"    {spelled}: {name!r},")
    files["__init__.py"] = (
        INDEX_HEADER
        + "INDEX: dict[tuple[str, str, frozenset[str], frozenset[tuple[str, tuple[str, ...]]]], str] = {\n"
        + "\n".join(index)
        + "\n}\n\n"
        + "CHECKERS: dict[tuple[str, str, tuple[str, ...]], str] = {\n"
        + "\n".join(checker_index)
        + "\n}\n"
    )
    return files


def main() -> int:
    """Write the package, or with ``--check`` say whether it is current."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the package is not what the census gives")
    args = parser.parse_args()
    files = built_files(*census())
    present = {path.name: path.read_text(encoding="utf-8") for path in PACKAGE.glob("*.py")} if PACKAGE.is_dir() else {}
    if args.check:
        current = present == files
        print(f"{PACKAGE.relative_to(ROOT)}: {'current' if current else 'stale: run tools/build_visitors.py'}")
        return 0 if current else 1
    PACKAGE.mkdir(exist_ok=True)
    for name in set(present) - set(files):
        (PACKAGE / name).unlink()
    for name, text in files.items():
        (PACKAGE / name).write_text(text, encoding="utf-8")
    checkers = sum(name.startswith("c_") for name in files)
    print(f"wrote {PACKAGE.relative_to(ROOT)}: {len(files) - 1 - checkers} traversals, {checkers} checkers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
