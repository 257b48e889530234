"""Hostile artifacts, round three: strings torch's code generators paste into Python source (graph input
names, ``forward_arg_names``, subgraph names), treespec contexts that make torch import a module, expressions
whose folded constants are huge, manifests that reach outside their folder through a link, and an honest guard
torch writes.

Each code-execution vector is first shown live in plain torch in a child process (a marker file proves it),
then refused through every pt2-serde entry point without the marker appearing. The string census
(:mod:`serde.untrusted.string_kinds`) is checked to give every string position of every spec a kind, and the
free-text kind is checked to be inert in plain torch.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from project_paths import DATA

import serde
from serde.errors import UnsafeProgramError
from serde.jobs.matrix import build_matrix
from serde.jobs.provenance import verify_manifest
from serde.schema.string_positions import string_positions
from serde.schema.versions.registry import known_versions, spec_for
from serde.untrusted import names
from serde.untrusted.expressions import ExpressionError, canonical_expression
from serde.untrusted.guards import GuardError, canonical_guard
from serde.untrusted.string_kinds import FIELD_KINDS, METADATA_KINDS, StringKind, checker
from serde.untrusted.treespecs import (
    TORCH_PYTREE_TYPES,
    TreeSpecError,
    allow_treespec_names,
    allowed_treespec_names,
    canonical_treespec,
    set_allowed_treespec_names,
)

CORPUS = DATA / "corpus"
DYNAMIC = CORPUS / "2.13.0" / "dynamic_batch"
COND = CORPUS / "2.13.0" / "cond"
pytestmark = [pytest.mark.filterwarnings("ignore::UserWarning")]


def _rewrite_program(source: Path, out: Path, edit: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of the PT2 archive ``source`` with its program edited by ``edit``."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            data = old.read(info.filename)
            if info.filename.endswith("models/model.json"):
                program = json.loads(data)
                edit(program)
                data = json.dumps(program).encode()
            new.writestr(info.filename, data)
    return out


def _replace_strings(value: Any, old: str, new: str) -> Any:
    """``value`` with every string (and dict key) equal to ``old`` replaced by ``new``."""
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_replace_strings(item, old, new) for item in value]
    if isinstance(value, dict):
        return {(new if k == old else k): _replace_strings(v, old, new) for k, v in value.items()}
    return value


def _touch(marker: Path) -> str:
    return f"__import__('os').system('touch {marker}')"


def _input_name(marker: Path) -> Callable[[dict[str, Any]], None]:
    """The last graph input ``y`` renamed to a placeholder whose default argument runs code when FX compiles
    the graph's ``forward``, inside ``torch.export.load`` (``forward_arg_names`` left as they were)."""

    def edit(program: dict[str, Any]) -> None:
        names = program["graph_module"]["module_call_graph"][0]["signature"]["forward_arg_names"]
        program["graph_module"] = _replace_strings(program["graph_module"], "y", f"y={_touch(marker)}")
        program["graph_module"]["module_call_graph"][0]["signature"]["forward_arg_names"] = names

    return edit


def _forward_arg_names(marker: Path) -> Callable[[dict[str, Any]], None]:
    """A ``forward_arg_names`` entry that ``module()`` pastes twice into the forward it generates: its triple
    quote turns the source between the two pastes into a string and leaves a statement in the body (runs at
    the first call)."""

    def edit(program: dict[str, Any]) -> None:
        signature = program["graph_module"]["module_call_graph"][0]["signature"]
        signature["forward_arg_names"][-1] = "y=['" + "''" + f"]):\n    {_touch(marker)}\n    dict((["

    return edit


def _subgraph_name(marker: Path) -> Callable[[dict[str, Any]], None]:
    """A cond branch renamed so that FX writes ``getattr(self, "NAME")`` with the name breaking out of the
    literal, between two reads of the other branch (runs at the first call)."""

    def edit(program: dict[str, Any]) -> None:
        run = f'getattr(__import__("os"), "system")("touch {marker}")'  # no dot: torch refuses one in a module name
        hostile = f'false_graph_0"), {run}, getattr(self, "false_graph_0'
        program["graph_module"] = _replace_strings(program["graph_module"], "true_graph_0", hostile)

    return edit


def _treespec_enum(marker: Path) -> Callable[[dict[str, Any]], None]:
    """An in_spec whose kwargs context names an enum of a module torch imports while it reads the treespec (a
    module shipped beside the model, found on ``sys.path``)."""

    def edit(program: dict[str, Any]) -> None:
        signature = program["graph_module"]["module_call_graph"][0]["signature"]
        spec = json.loads(signature["in_spec"])
        enum = {"__enum__": True, "fqn": "pt2_serde_evil_module:Color", "name": "RED"}
        spec[1]["children_spec"][1]["context"] = json.dumps([enum])
        signature["in_spec"] = json.dumps(spec)

    return edit


LIVE: dict[str, tuple[Path, Callable[[Path], Callable[[dict[str, Any]], None]]]] = {
    "input name": (DYNAMIC, _input_name),
    "forward_arg_names": (DYNAMIC, _forward_arg_names),
    "subgraph name": (COND, _subgraph_name),
    "treespec enum": (DYNAMIC, _treespec_enum),
}

_PLAIN_TORCH = """
import sys, torch
program = torch.export.load(sys.argv[1])
module = program.module()
args, kwargs = torch.load(sys.argv[2])
module(*args, **kwargs)
"""


def _hostile(tmp_path: Path, vector: str, marker: Path) -> Path:
    folder, make = LIVE[vector]
    (tmp_path / "in").mkdir()
    artifact = _rewrite_program(folder / "model.pt2", tmp_path / "in" / "model.pt2", make(marker))
    if vector == "treespec enum":
        (tmp_path / "pt2_serde_evil_module.py").write_text(
            f"import enum, os\nos.system('touch {marker}')\nclass Color(enum.Enum):\n    RED = 1\n"
        )
    return artifact


@pytest.mark.torch
@pytest.mark.slow
@pytest.mark.parametrize("vector", sorted(LIVE))
def test_code_generation_vectors_run_in_plain_torch_and_are_refused_by_pt2_serde(tmp_path: Path, vector: str) -> None:
    marker = tmp_path / "pwned"
    artifact = _hostile(tmp_path, vector, marker)
    inputs = LIVE[vector][0] / "inputs.pt"
    original = artifact.read_bytes()
    subprocess.run([sys.executable, "-c", _PLAIN_TORCH, str(artifact), str(inputs)], cwd=tmp_path, capture_output=True)
    assert marker.exists(), f"the {vector} vector did not run in plain torch"
    marker.unlink()

    for entry in (
        lambda: serde.load(str(artifact)),
        lambda: serde.load_exported_program(str(artifact)),
        lambda: serde.check(str(artifact)),
        lambda: serde.diff_artifacts(str(artifact), str(LIVE[vector][0] / "model.pt2")),
    ):
        with pytest.raises(UnsafeProgramError) as refused:
            entry()
        assert refused.value.path.startswith("$.") and str(artifact) in str(refused.value)
    for verify in ("none", "schema", "torch"):
        report = serde.migrate(str(tmp_path / "in"), dest=str(tmp_path / f"out-{verify}"), verify=verify)
        assert [(r.status, r.error_type) for r in report.records] == [("refused", "UnsafeProgramError")]
    assert [r.status for r in serde.migrate(str(tmp_path / "in"), dry_run=True).records] == ["refused"]
    (row,) = build_matrix([str(tmp_path / "in")], ["2.13.0"]).rows
    assert row.report is None and "refused" in (row.error or "")
    commands = (["inspect"], ["check"], ["upgrade", str(tmp_path / "up.pt2")], ["migrate", "--plan"],
                ["matrix", "--format", "json"])  # fmt: skip
    for command in commands:
        args = [command[0], str(artifact), *command[1:]]
        done = subprocess.run([sys.executable, "-m", "serde", *args], capture_output=True, text=True, cwd=tmp_path)
        output = done.stdout + done.stderr
        assert "refused" in output and "$." in output, (command, output)
        assert done.returncode != 0 or command[0] == "matrix", (command, output)  # a matrix reports, exit 0
    assert not marker.exists()
    assert artifact.read_bytes() == original
    assert not list(tmp_path.glob("out-*/*.pt2")) and not (tmp_path / "up.pt2").exists()


@pytest.mark.slow
def test_the_vectors_are_refused_in_a_bucket(tmp_path: Path, s3_bucket: str, s3_options: dict[str, object]) -> None:
    """Each vector uploaded to a moto S3 bucket: a migration of the bucket refuses it and writes nothing."""
    import s3fs

    fs = s3fs.S3FileSystem(**s3_options)
    for vector in sorted(LIVE):
        folder = tmp_path / vector.replace(" ", "_")
        folder.mkdir()
        artifact = _hostile(folder, vector, folder / "pwned")
        fs.put(str(artifact), f"{s3_bucket}/in/{folder.name}/model.pt2")
    report = serde.migrate(f"{s3_bucket}/in", dest=f"{s3_bucket}/out", storage_options=s3_options)
    refused = [(r.status, r.error_type) for r in report.records if r.error_type != "NotAnArtifact"]
    assert refused == [("refused", "UnsafeProgramError")] * len(LIVE)
    assert not fs.exists(f"{s3_bucket}/out") or not fs.find(f"{s3_bucket}/out")


@pytest.mark.torch
@pytest.mark.slow
def test_free_text_is_inert_in_plain_torch(tmp_path: Path) -> None:
    """Every free-text position a real program holds, and a metadata key no loader reads, carry a payload that
    breaks out of any quoting; plain torch loads, builds and calls the program without running it, and
    pt2-serde accepts it."""
    marker = tmp_path / "pwned"
    payload = f'\'"""\\\n{_touch(marker)}\n#\r{_touch(marker)}'

    def edit(program: dict[str, Any]) -> None:
        def walk(value: Any) -> None:
            if isinstance(value, dict):
                if "as_string" in value and isinstance(value["as_string"], str):
                    value["as_string"] = payload
                if isinstance(value.get("metadata"), dict) and "target" in value:
                    value["metadata"]["pt2_serde_note"] = payload
                for item in value.values():
                    walk(item)
            elif isinstance(value, list):
                for item in value:
                    walk(item)

        walk(program)

    folder = CORPUS / "2.13.0" / "ops_zoo"
    artifact = _rewrite_program(folder / "model.pt2", tmp_path / "free.pt2", edit)
    done = subprocess.run(
        [sys.executable, "-c", _PLAIN_TORCH, str(artifact), str(folder / "inputs.pt")], capture_output=True, text=True
    )
    assert not marker.exists(), done.stderr
    assert done.returncode == 0, done.stderr[-2000:]
    import torch

    args, kwargs = torch.load(folder / "inputs.pt")
    serde.load_exported_program(str(artifact)).module()(*args, **kwargs)
    assert not marker.exists()


def test_every_string_position_of_every_spec_has_a_kind() -> None:
    for version in known_versions():
        positions = string_positions(spec_for(version))
        missing = [p for p in positions if p not in FIELD_KINDS]
        assert not missing, f"schema {version}: string positions without a kind in serde/untrusted/string_kinds.py"
    used = {p for v in known_versions() for p in string_positions(spec_for(v))}
    assert set(FIELD_KINDS) <= used, sorted(set(FIELD_KINDS) - used)
    for kind in StringKind:
        if kind is not StringKind.METADATA:
            assert callable(checker(kind))
    assert set(METADATA_KINDS.values()) <= set(StringKind) - {StringKind.METADATA}


def test_a_new_string_field_without_a_kind_is_found() -> None:
    from serde.schema.spec import ClassSpec, FieldSpec, Spec

    newest = spec_for(known_versions()[-1])
    node = newest.classes["Node"]
    grown = ClassSpec(node.name, node.kind, (*node.fields, FieldSpec("stack_trace_id", "str | None", default=None)))
    spec = Spec(newest.version, newest.root, {**newest.classes, "Node": grown}, newest.enums)
    assert [p for p in string_positions(spec) if p not in FIELD_KINDS] == ["Node.stack_trace_id"]


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        (StringKind.IDENTIFIER, "x=__import__('os').system('t')"),
        (StringKind.IDENTIFIER, "class"),
        (StringKind.IDENTIFIER, ""),
        (StringKind.IDENTIFIER, "a b"),
        (StringKind.IDENTIFIER_OR_EMPTY, "x) or (1"),
        (StringKind.ARGUMENT_NAME, "x=__import__('os').system('t')"),
        (StringKind.ARGUMENT_NAME, "from x"),
        (StringKind.QUALIFIED_NAME, 'fc.weight"); import os; ("'),
        (StringKind.QUALIFIED_NAME, "fc..weight"),
        (StringKind.QUALIFIED_NAME, "fc.we\\ight"),
        (StringKind.MODULE_PATH, "layer@x"),
        (StringKind.DOTTED_NAME, "os.system()"),
        (StringKind.OPERATOR_TARGET, "torch.os.system"),
        (StringKind.STACK_TRACE, 'File "a.py", line 1, in f\r__import__("os")'),
        (StringKind.MODULE_STACK, 'L__self___fc,L["self"].fc,torch.nn.Linear'),
        (StringKind.TORCH_FN, "linear_1;function.linear\nimport os"),
        (StringKind.JSON_TEXT, "{not json"),
        (StringKind.JSON_TEXT, "[" * 100 + "]" * 100),
        (StringKind.RELEASE, "2.13.0 or True"),
        (StringKind.ARCHIVE_MEMBER, "../../etc/passwd"),
    ],
)
def test_strings_outside_their_kind_are_refused(kind: StringKind, text: str) -> None:
    with pytest.raises(ValueError):
        checker(kind)(text)


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        (StringKind.IDENTIFIER, "arg0_1"),
        (StringKind.IDENTIFIER, "L__self___fc"),
        (StringKind.IDENTIFIER_OR_EMPTY, ""),
        (StringKind.ARGUMENT_NAME, "from"),  # aten::uniform(Tensor self, float from=0, float to=1, ...)
        (StringKind.ARGUMENT_NAME, "bias"),
        (StringKind.ARGUMENT_NAME, ""),
        (StringKind.QUALIFIED_NAME, "layers.0.self_attn.q_proj.weight"),
        (StringKind.QUALIFIED_NAME, "blocks.conv-1.weight"),
        (StringKind.MODULE_PATH, ""),
        (StringKind.MODULE_PATH, "layers.0@1"),
        (StringKind.DOTTED_NAME, "__torch__.torch.classes._TorchScriptTesting._Foo"),
        (StringKind.DOTTED_NAME, "tests.test_x.f.<locals>.Point"),
        (StringKind.STACK_TRACE, 'File "a.py", line 1, in f\n    return x.sin()\n'),
        (StringKind.MODULE_STACK, "L__self___fc:(L['self'].fc,torch.nn.modules.linear.Linear)"),
        (StringKind.TORCH_FN, "sym_size.int_0;method-wrapper.__get__"),
        (StringKind.RELEASE, "2.13.0+cpu"),
        (StringKind.ARCHIVE_MEMBER, "data/weights/weight_0"),
    ],
)
def test_strings_torch_writes_fit_their_kind_and_render_to_themselves(kind: StringKind, text: str) -> None:
    assert checker(kind)(text) == text


_identifier_characters = st.characters(categories=("L", "N", "P", "S", "Z", "C"))


@settings(max_examples=300, deadline=None)
@given(st.text(_identifier_characters, max_size=30))
def test_an_accepted_name_renders_to_itself_and_is_a_python_name(text: str) -> None:
    for check in (names.identifier, names.qualified_name, names.module_path, names.dotted_name):
        try:
            rendered = check(text)
        except ValueError:
            continue
        assert rendered == text
        for segment in text.partition("@")[0].split("."):
            # what FX writes for the segment is a Python name or a plain string literal
            assert segment.isidentifier() or not set(segment) & set("\"'\\\n\r")


@pytest.mark.parametrize(
    "text",
    [
        "9**9**(s0 - s0 + 8)",
        "Pow(Integer(9), Pow(Integer(9), Add(Symbol('s0'), Mul(Integer(-1), Symbol('s0')), Integer(8))))",
        f"{'1' * 40}**64*{'1' * 40}**64*s0",
        "(s0*" + "9" * 40 + ")**64",
        "Mul(" + ", ".join(["Integer(" + "9" * 40 + ")"] * 40) + ")",
        "LShift(2, s0 - s0 + 10**6)",
        "(s0 + s1 - s0 - s1 + 99)**(s0 - s0 + 60)**2",
    ],
)
def test_expressions_whose_folded_constants_are_huge_are_refused_quickly(text: str) -> None:
    started = time.perf_counter()
    with pytest.raises(ExpressionError):
        canonical_expression(text)
    assert time.perf_counter() - started < 1


def _folded(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    ops = st.sampled_from(["+", "-", "*", "**", "//"])
    return st.builds(lambda a, op, b: f"({a}){op}({b})", children, ops, children)


_foldable = st.recursive(st.sampled_from(["s0", "s1", "2", "9", "99999999999", "s0 - s0"]), _folded, max_leaves=10)


@settings(max_examples=300, deadline=None)
@given(_foldable)
def test_what_sympy_folds_from_an_accepted_expression_stays_small(text: str) -> None:
    import sympy

    try:
        rendered = canonical_expression(text)
    except ExpressionError:
        return
    try:
        value = sympy.sympify(rendered, locals={"s0": sympy.Symbol("s0"), "s1": sympy.Symbol("s1")})
    except ZeroDivisionError:  # a floor division by s0 - s0
        return
    for atom in value.atoms(sympy.Rational):
        assert len(str(abs(atom.p))) <= 1001 and len(str(atom.q)) <= 1001


def test_a_huge_folded_constant_is_refused_by_migrate_not_a_crash(tmp_path: Path) -> None:
    big = "1" * 40

    def edit(program: dict[str, Any]) -> None:
        for meta in program["graph_module"]["graph"]["tensor_values"].values():
            for size in meta["sizes"]:
                if "as_expr" in size:
                    size["as_expr"]["expr_str"] = f"{big}**64*{big}**64*{size['as_expr']['expr_str']}"
                    return

    (tmp_path / "in").mkdir()
    _rewrite_program(DYNAMIC / "model.pt2", tmp_path / "in" / "model.pt2", edit)
    report = serde.migrate(str(tmp_path / "in"), dest=str(tmp_path / "out"), to="2.6.0")
    assert [(r.status, r.error_type) for r in report.records] == [("refused", "UnsafeProgramError")]
    done = subprocess.run(
        [sys.executable, "-m", "serde", "migrate", str(tmp_path / "in"), "--dest", str(tmp_path / "o2")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1 and "pt2-serde bug" not in done.stdout + done.stderr, done.stdout + done.stderr


@pytest.mark.parametrize(
    "guard",
    [
        "math.trunc(1.7*torch.sym_float(L['args'][0].size()[2])) == 6",
        "torch._sym_sqrt(L['x'].size()[0]) >= 2.0",
        "(L['x'].size()[0] if L['x'].size()[0] > 2 else 2) <= 8",
        "L['x'].size()[0] & 1 == 0",
        "max(L['x'].size()[0], 2) <= math.inf",
        "round(L['x'].size()[0] / 3) == 2",
    ],
)
def test_guards_torchs_printer_writes_are_accepted_as_written(guard: str) -> None:
    assert canonical_guard(guard) == guard


@pytest.mark.parametrize(
    "guard",
    ["torch.load('x') == 1", "torch.os.system('x') == 0", "math.__loader__ == 1", "L['x'].size()[0] ** 10**9 > 0",
     "L['x'].size()[0] ** (L['x'].size()[0] - L['x'].size()[0] + 99) > 0", "9 ** 9 ** 9 > 0"],
)  # fmt: skip
def test_guards_that_call_anything_else_or_compute_huge_constants_are_refused(guard: str) -> None:
    with pytest.raises(GuardError):
        canonical_guard(guard)


@pytest.mark.torch
def test_an_honest_program_with_torchs_sym_float_guard_loads(tmp_path: Path) -> None:
    guard = "math.trunc(1.7*torch.sym_float(L['x'].size()[0])) >= 0"

    def edit(program: dict[str, Any]) -> None:
        program["guards_code"].append(guard)

    artifact = _rewrite_program(DYNAMIC / "model.pt2", tmp_path / "guard.pt2", edit)
    assert serde.load(str(artifact)).program["guards_code"][-1] == guard
    import torch

    program = serde.load_exported_program(str(artifact))
    args, kwargs = torch.load(DYNAMIC / "inputs.pt")
    program.module()(*args, **kwargs)


_LEAF = {"type": None, "context": None, "children_spec": []}


def _spec(node: dict[str, Any]) -> str:
    return json.dumps([1, node])


@pytest.mark.parametrize(
    "node",
    [
        {"type": "builtins.dict", "context": json.dumps([{"__enum__": True, "fqn": "os:X", "name": "A"}]),
         "children_spec": [_LEAF]},
        {"type": "mymod.Box", "context": [{"__enum__": True, "fqn": "mymod:Color", "name": "RED"}],
         "children_spec": []},
        {"type": "collections.defaultdict", "context": {"default_factory_module": "os",
         "default_factory_name": "system", "dict_context": []}, "children_spec": []},
        {"type": "os.system()", "context": "null", "children_spec": []},
        {"type": None, "context": "null", "children_spec": []},
        {"type": "builtins.tuple", "context": "null", "children_spec": [], "extra": 1},
    ],
)  # fmt: skip
def test_treespecs_that_would_import_or_fall_outside_the_grammar_are_refused(node: dict[str, Any]) -> None:
    with pytest.raises(TreeSpecError):
        canonical_treespec(_spec(node))


def test_treespecs_torch_writes_render_to_themselves() -> None:
    found = 0
    for path in sorted(CORPUS.glob("*/*/model.pt2")):
        program = serde.load(str(path)).program
        calls = program["graph_module"].get("module_call_graph") or []
        signatures = [e["signature"] for e in calls if e.get("signature")]
        for holder in [*signatures, program.get("call_spec") or {}]:
            for text in (holder.get("in_spec"), holder.get("out_spec")):
                if text is not None:
                    assert canonical_treespec(text) == text
                    found += 1
    assert found > 100
    factory = {"default_factory_module": "builtins", "default_factory_name": "list", "dict_context": ["a"]}
    text = _spec({"type": "collections.defaultdict", "context": factory, "children_spec": [_LEAF]})
    assert canonical_treespec(text) == text
    allowed = _spec({"type": "builtins.dict", "context": json.dumps([{"__enum__": True, "fqn": "mine:C", "name": "A"}]),
                     "children_spec": [_LEAF]})  # fmt: skip
    assert canonical_treespec(allowed, frozenset({"mine"})) == allowed


@pytest.fixture
def treespec_names() -> Iterator[None]:
    """Restores the process's allowed treespec names after a test that allows some."""
    previous = allowed_treespec_names()
    yield
    set_allowed_treespec_names(previous)


@pytest.mark.usefixtures("treespec_names")
def test_a_pytree_type_nobody_registered_is_refused_until_the_user_allows_it() -> None:
    text = _spec({"type": "pt2_serde_user.Box", "context": "null", "children_spec": [_LEAF]})
    with pytest.raises(TreeSpecError, match="neither a type torch registers"):
        canonical_treespec(text)
    allow_treespec_names(types=["pt2_serde_user.Box"])
    assert canonical_treespec(text) == text
    for name in TORCH_PYTREE_TYPES - {"collections.defaultdict", "collections.namedtuple"}:
        plain = _spec({"type": name, "context": "null", "children_spec": [_LEAF]})
        assert canonical_treespec(plain) == plain


@pytest.mark.torch
def test_a_type_registered_with_torchs_pytree_is_taken() -> None:
    import dataclasses

    import torch.utils._pytree as pytree

    @dataclasses.dataclass
    class Registered:
        x: int

    name = "pt2_serde_tests.Registered"
    text = _spec({"type": name, "context": json.dumps([["x"], []]), "children_spec": [_LEAF]})
    with pytest.raises(TreeSpecError):
        canonical_treespec(text)
    pytree.register_dataclass(Registered, serialized_type_name=name)
    try:
        assert canonical_treespec(text) == text
    finally:
        pytree._deregister_pytree_node(Registered)


def test_allowed_names_must_be_dotted_names() -> None:
    with pytest.raises(ValueError):
        allow_treespec_names(modules=["os; import sys"])


@pytest.mark.torch
@pytest.mark.usefixtures("treespec_names")
def test_a_treespec_module_the_user_names_is_accepted(tmp_path: Path) -> None:
    """The enum vector refused by default is taken once the user names its module, in Python and by the CLI;
    the run's allowed names reach a migration's worker processes too."""
    artifact = _hostile(tmp_path, "treespec enum", tmp_path / "pwned")
    with pytest.raises(UnsafeProgramError):
        serde.load(str(artifact))
    flag = ["--allow-treespec-import", "pt2_serde_evil_module"]
    command = [sys.executable, "-m", "serde", *flag, "check", "--torch", "2.13.0", str(artifact)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0 and "would import" not in done.stdout + done.stderr, done.stdout + done.stderr
    refused = subprocess.run([sys.executable, "-m", "serde", "check", str(artifact)], capture_output=True, text=True,
                             cwd=tmp_path)  # fmt: skip
    assert refused.returncode != 0 and "would import from module 'pt2_serde_evil_module'" in refused.stderr
    serde.allow_treespec_names(modules=["pt2_serde_evil_module"])
    assert serde.load(str(artifact)).program
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        report = serde.migrate(str(tmp_path / "in"), dest=str(tmp_path / "out"), executor=pool)
    assert [r.status for r in report.records] == ["migrated"], report.records
    assert not (tmp_path / "pwned").exists()  # pt2-serde itself never imports the module


def test_a_manifest_entry_through_a_folder_link_is_refused(tmp_path: Path) -> None:
    secret_folder = tmp_path / "elsewhere"
    secret_folder.mkdir()
    (secret_folder / "secret.txt").write_text("not yours")
    runs = tmp_path / "runs"
    runs.mkdir()
    (runs / "link").symlink_to(secret_folder, target_is_directory=True)
    (runs / "real.txt").write_text("yours")
    import hashlib

    def entry(name: str, content: str) -> dict[str, Any]:
        digest = hashlib.sha256(content.encode()).hexdigest()
        return {"status": "migrated", "input": name, "output": name, "output_sha256": digest, "input_sha256": digest}

    manifest = runs / "manifest.json"
    document = {"format": "pt2-serde-manifest/1", "artifacts": [entry("link/secret.txt", "not yours"),
                                                               entry("real.txt", "yours")]}  # fmt: skip
    manifest.write_text(json.dumps(document))
    checks = verify_manifest(str(manifest))
    statuses = {Path(c.url).name: c.status for c in checks}
    assert statuses == {"secret.txt": "refused", "real.txt": "ok"}, checks
    assert {c.status for c in verify_manifest(str(manifest), allow_outside=True)} == {"ok"}


_texts = st.text(st.characters(codec="utf-8"), max_size=40)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(set(StringKind) - {StringKind.METADATA}, key=lambda k: k.value)), _texts)
def test_each_kind_accepts_only_fixed_points_in_bounded_time(kind: StringKind, text: str) -> None:
    started = time.perf_counter()
    try:
        rendered = checker(kind)(text)
    except ValueError:
        return
    finally:
        assert time.perf_counter() - started < 1
    assert checker(kind)(rendered) == rendered


_leaf = st.just({"type": None, "context": None, "children_spec": []})
_nodes = st.recursive(
    _leaf,
    lambda children: st.builds(
        lambda kind, keys, kids: {
            "type": kind,
            "context": json.dumps(keys) if kind == "builtins.dict" else "null",
            "children_spec": kids,
        },
        st.sampled_from(["builtins.tuple", "builtins.list", "builtins.dict"]),
        st.lists(st.text(max_size=4), max_size=2),
        st.lists(children, max_size=3),
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(_nodes)
def test_treespecs_of_torchs_containers_render_to_themselves(node: dict[str, Any]) -> None:
    text = json.dumps([1, node])
    assert canonical_treespec(text) == text


def test_a_keyword_where_fx_writes_an_argument_name_is_a_syntax_error_never_code() -> None:
    """Why an argument name may be a Python keyword: FX writes keyword arguments as ``name = value``, and a
    keyword in that place makes the generated source fail to compile; it cannot run anything."""
    for word in ("from", "lambda", "import", "class"):
        with pytest.raises(SyntaxError):
            compile(f"def forward(self, x):\n    return f(x, {word} = 1)\n", "<fx>", "exec")
