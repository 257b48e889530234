"""The compiled validator (``serde/program/_native.c``) against the generated Python one it speeds up.

The compiled checker answers only "passes" or "fails"; a "fails" sends the payload to the generated checker
for the error. So a compiled "passes" must never meet a payload the generated checker refuses, and it should
pass everything that checker passes (else validation is merely slow). These tests hold the two verdicts
equal on every bundled program, before and after upgrading, and on random valid payloads of every schema
version with random damage done to them; they check that hooks see the same objects in the same order, and
that the extension is built at all where the package is developed.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
from collections import defaultdict
from typing import Any

import pytest
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from project_paths import SUPPORT
from strategies import strategies_for, walk

import serde
from serde.program import native
from serde.program._native import MAX_DEPTH, Checker
from serde.program.validate import _checker, _Invalid
from serde.schema.versions.detect import detect_version

VERSIONS = list(serde.known_versions())
BY_RELEASE: defaultdict[str, list[CorpusArtifact]] = defaultdict(list)
for _artifact in corpus_artifacts() + corpus_artifacts(UNSEEN):
    BY_RELEASE[_artifact.torch_version].append(_artifact)

ODD_VALUES = [
    None,
    True,
    False,
    0,
    -1,
    2**63 - 1,
    2**63,
    -(2**63) - 1,
    1.5,
    math.inf,
    -math.inf,
    math.nan,
    "",
    "x",
    "Infinity",
    "-Infinity",
    "NaN",
    b"x",
    [],
    [None],
    (),
    {},
    {"as_int": 1},
    {"as_no_such_member": 1},
]
"""Values of every JSON (and msgpack) kind, at the edges each check draws: bool against int, int64 bounds,
non-finite floats and their string spellings, empty and one-key objects."""


def _python_passes(payload: Any, version: serde.SchemaVersion, root: str) -> bool:
    try:
        _checker(version, root)(payload)
    except (_Invalid, RecursionError):
        return False
    return True


def _native(version: serde.SchemaVersion, root: str, hooked: tuple[str, ...] = ()) -> Checker:
    checker = native.native_checker(version, root, hooked)
    assert checker is not None, "serde.program._native is not built"
    return checker


def _native_passes(payload: Any, version: serde.SchemaVersion, root: str) -> bool:
    return _native(version, root)(payload)


def test_the_extension_is_built_where_the_package_is_developed() -> None:
    """The dev install and the CI wheel build it; without it every validation runs in Python, 4x slower."""
    try:
        from serde.program import _native  # noqa: F401
    except ImportError:
        pytest.fail("serde.program._native is not built: run pip install -e . with a C compiler")
    assert native.native_checker(serde.newest_version(), "ExportedProgram") is not None


def _release_key(release: str) -> list[int]:
    return [int(part) for part in release.split(".")]


@pytest.mark.parametrize("release", sorted(BY_RELEASE, key=_release_key))
def test_every_bundled_program_passes_both(release: str) -> None:
    for artifact in BY_RELEASE[release]:
        payload = serde.decode(artifact.program_bytes())
        version = detect_version(payload)
        root = serde.spec_for(version).root
        assert _native_passes(payload, version, root), artifact
        assert _python_passes(payload, version, root), artifact


@pytest.mark.parametrize("release", ["2.1.2", "2.4.1", "2.8.0"])
def test_upgraded_programs_pass_both(release: str) -> None:
    """The shared corpus's programs of three eras, upgraded (the unseen ones may need pytree registrations)."""
    newest = serde.newest_version()
    root = serde.spec_for(newest).root
    for artifact in (a for a in corpus_artifacts() if a.torch_version == release):
        result = serde.upgrade(serde.decode(artifact.program_bytes()), copy=False).program
        assert _native_passes(result, newest, root), artifact
        assert _python_passes(result, newest, root), artifact


def _damage(data: st.DataObject, version: serde.SchemaVersion, payload: dict[str, Any]) -> str:
    """Do one random harm to a valid payload (or none); say what, for the failure message."""
    sites, objects = walk(serde.spec_for(version), payload)
    kind = data.draw(st.sampled_from(["none", "value", "drop", "extra", "union", "list"]))
    if kind == "value" and sites:
        site = data.draw(st.sampled_from(sites))
        site.container[site.key] = data.draw(st.sampled_from(ODD_VALUES))
        return f"{site.path} = {site.container[site.key]!r}"
    if kind == "drop" and objects:
        obj = data.draw(st.sampled_from(objects))
        if obj.value:
            key = data.draw(st.sampled_from(sorted(obj.value)))
            del obj.value[key]
            return f"del {obj.path}.{key}"
    if kind == "extra" and objects:
        obj = data.draw(st.sampled_from(objects))
        key = data.draw(st.sampled_from(["surprise", *(f.name for f in obj.cls.fields)]))
        obj.value[key] = data.draw(st.sampled_from(ODD_VALUES))
        return f"{obj.path}.{key} = {obj.value[key]!r}"
    if kind == "union":
        unions = [o for o in objects if o.cls.kind == "union"]
        if unions:
            obj = data.draw(st.sampled_from(unions))
            member = data.draw(st.sampled_from([f.name for f in obj.cls.fields]))
            obj.value[member] = data.draw(st.sampled_from(ODD_VALUES))
            return f"union {obj.path}.{member} = {obj.value[member]!r}"
    if kind == "list":
        lists = [s for s in sites if isinstance(s.container[s.key], list)]
        if lists:
            site = data.draw(st.sampled_from(lists))
            site.container[site.key] = tuple(site.container[site.key]) + (data.draw(st.sampled_from(ODD_VALUES)),)
            return f"{site.path} += one odd item, as a tuple"
    return "none"


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_both_verdicts_agree_on_damaged_payloads(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    harm = _damage(data, version, payload)
    root = serde.spec_for(version).root
    assert _native_passes(payload, version, root) == _python_passes(payload, version, root), harm


@pytest.mark.parametrize("release", ["2.1.2", "2.5.1", "2.13.0"])
def test_hooks_see_the_same_objects_in_the_same_order(release: str) -> None:
    artifact = next(a for a in BY_RELEASE[release] if a.model == "cond")
    payload = serde.decode(artifact.program_bytes())
    version = detect_version(payload)
    spec = serde.spec_for(version)
    hooked = tuple(sorted(["Node", "SymExpr", "TensorMeta", "Argument", "Graph"]))
    calls: dict[str, list[tuple[str, int]]] = {"native": [], "python": []}

    def hooks(side: str) -> tuple[Any, ...]:
        return tuple(lambda obj, cls=cls: calls[side].append((cls, id(obj))) for cls in hooked)

    assert _native(version, spec.root, hooked)(payload, hooks("native")) is True
    _checker(version, spec.root, hooked)(payload, hooks("python"))
    assert calls["native"] == calls["python"]
    assert {cls for cls, _ in calls["native"]} >= {"Node", "TensorMeta", "Argument", "Graph"}


def test_a_hook_that_raises_leaves_the_error_to_the_generated_checker() -> None:
    artifact = BY_RELEASE["2.13.0"][0]
    payload = serde.decode(artifact.program_bytes())
    nodes = payload["graph_module"]["graph"]["nodes"]

    def refuse_the_last_node(obj: dict[str, Any]) -> None:
        if obj is nodes[-1]:
            raise serde.program.validate.HookRefusal(
                ("target",), lambda path: serde.UnsafeProgramError("no", version=serde.newest_version(), path=path)
            )

    checker = _native(serde.newest_version(), "ExportedProgram", ("Node",))
    with pytest.raises(serde.program.validate.HookRefusal):
        checker(payload, (refuse_the_last_node,))
    with pytest.raises(serde.UnsafeProgramError) as caught:
        serde.validate(payload, hooks={"Node": refuse_the_last_node})
    assert caught.value.path == f"$.graph_module.graph.nodes[{len(nodes) - 1}].target"


def test_nesting_deeper_than_it_follows_gets_the_generated_checkers_verdict() -> None:
    """A subgraph inside a node's argument inside a subgraph ..., deeper than the compiled checker follows: it
    stops (a fail or a RecursionError), and the generated one reports the nesting as a SchemaError."""
    payload = serde.decode(BY_RELEASE["2.13.0"][0].program_bytes())
    graph = payload["graph_module"]["graph"]
    innermost: dict[str, Any] = {"inputs": [], "outputs": [], "nodes": [], "sym_int_values": {}, "sym_bool_values": {}}
    for _ in range(MAX_DEPTH + 1000):
        node = {
            "target": "torch.ops.higher_order.cond",
            "inputs": [{"name": "true_fn", "arg": {"as_graph": {"name": "g", "graph": innermost}}, "kind": 1}],
            "outputs": [],
            "metadata": {},
            "is_hop_single_tensor_return": False,
        }
        innermost = {**innermost, "nodes": [node]}
    graph["nodes"] = graph["nodes"] + innermost["nodes"]
    checker = _native(serde.newest_version(), "ExportedProgram")
    try:
        assert checker(payload) is False
    except RecursionError:
        pass
    with pytest.raises(serde.SchemaError, match="nested too deeply"):
        serde.validate(payload)


def test_malformed_tables_are_refused_when_the_checker_is_built() -> None:
    from serde.program import _native

    struct = (_native.C_STRUCT, -1, (("a", (_native.T_INT, 0), False),))
    assert _native.Checker((struct,), 0, 0)({"a": 1}) is True
    for classes, root, hooks in [
        ((), 0, 0),  # no root class
        ((struct,), 1, 0),  # root out of range
        (((_native.C_STRUCT, 0, ()),), 0, 0),  # a hook index with no hooks
        (((_native.C_STRUCT, -1, (("a", (99,), False),)),), 0, 0),  # unknown type kind
        (((_native.C_STRUCT, -1, (("a", (_native.T_REF, 5), False),)),), 0, 0),  # class index out of range
        (((_native.C_UNION_ONE, -1, ()),), 0, 0),  # a union without members
        (((_native.C_STRUCT, -1, ((1, (_native.T_STR,), False),)),), 0, 0),  # a field name that is no str
    ]:
        with pytest.raises(ValueError, match="malformed native checker table"):
            _native.Checker(classes, root, hooks)


def test_turned_off_by_the_environment() -> None:
    """PT2_SERDE_NATIVE=off: validation runs in Python only (checked in a child, where the switch is read)."""
    code = (
        "from serde.program import native\n"
        "assert not native.native_available()\n"
        "native.native_checker = None  # any use would fail\n"
        "import serde\n"
        "from corpus_index import corpus_artifacts\n"
        "serde.validate(serde.decode(corpus_artifacts()[0].program_bytes()))\n"
    )
    env = {**os.environ, native.ENVIRONMENT: "off", "PYTHONPATH": str(SUPPORT)}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=120)


@pytest.mark.parametrize("switch", ["on", "off"])
def test_the_version_says_whether_validation_runs_compiled(switch: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from serde.cli.commands import main

    if switch == "off":
        monkeypatch.setenv(native.ENVIRONMENT, "off")
    else:
        monkeypatch.delenv(native.ENVIRONMENT, raising=False)
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0, result.output
    expected = "compiled (serde.program._native)" if switch == "on" else "Python only"
    assert f"schema validator: {expected}" in result.output


SLY_KEY = """
import serde
from corpus_index import corpus_artifacts
from serde.program.native import native_checker

class Sly:
    '''A key that empties the dict holding it when compared, freeing the value the checker is looking at.'''

    def __init__(self, victim, name):
        self.victim, self.name = victim, name

    def __hash__(self):
        return hash(self.name)

    def __eq__(self, other):
        self.victim.clear()
        return True

def sly_union(name):
    union = {}
    union[Sly(union, name)] = {"name": "x" * 100}
    return union

artifacts = corpus_artifacts()
newest = serde.newest_version()
program = serde.decode(next(a for a in artifacts if a.torch_version == "2.13.0").program_bytes())
program["graph_module"]["graph"]["outputs"].append(sly_union("as_tensor"))
native_checker(newest, "ExportedProgram")(program)
old = serde.decode(next(a for a in artifacts if a.torch_version == "2.2.2").program_bytes())
old["graph_module"]["graph"]["outputs"].append(sly_union("as_tensor"))
native_checker(serde.SchemaVersion(2, 0), "ExportedProgram").single_key_unions(old)
print("survived")
"""


def test_keys_that_run_code_when_compared_cannot_crash_it() -> None:
    """Only in-process callers can build such keys (a parser makes str keys), but the C code holds its own
    reference to every value it looks at, so a key whose ``__eq__`` empties the dict frees nothing in use.
    Run in a child with the debug allocator, which poisons freed memory."""
    env = {**os.environ, "PYTHONMALLOC": "debug", "PYTHONPATH": str(SUPPORT)}
    env.pop(native.ENVIRONMENT, None)
    done = subprocess.run([sys.executable, "-c", SLY_KEY], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "survived" in done.stdout, done.stderr[-2000:]
