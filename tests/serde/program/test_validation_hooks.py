"""Validation hooks, and the program-string screen that runs in the validator's walk.

The screen used to walk a validated program a second time; it now runs as hooks of the validation
walk wherever the program is still to be validated. These tests hold the fused screen to the two-pass
one (the visitor over a validated program): the same objects seen, the same strings rendered, the same
refusals at the same JSON paths.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from corpus_index import corpus_artifacts

import serde
from serde.errors import SchemaError, UnsafeProgramError
from serde.program.program_strings import _Screen, validate_and_screen
from serde.program.validate import HookRefusal, validate
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions.detect import detect_version

VERSION = serde.newest_version()
PROGRAMS = {str(a): a for a in corpus_artifacts() if a.model in ("dynamic_batch", "cond", "cnn_bn_eval")}
"""One program with symbolic shapes, one with subgraphs and one plain one of every release."""


def _program(name: str) -> dict[str, Any]:
    return serde.decode(PROGRAMS[name].program_bytes())


def _seen_by_visitor(program: dict[str, Any], classes: tuple[str, ...]) -> list[tuple[str, int]]:
    seen: list[tuple[str, int]] = []

    def handler(name: str) -> Any:
        def note(obj: dict[str, Any], path: Path) -> dict[str, Any]:
            seen.append((name, id(obj)))
            return obj

        return note

    visit(detect_version(program), program, {name: handler(name) for name in classes})
    return seen


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_hooks_see_every_object_of_their_class_once_as_the_visitor_does(name: str) -> None:
    program = _program(name)
    classes = ("Node", "SymExpr", "TensorMeta", "Argument")
    seen: list[tuple[str, int]] = []

    def hook(cls: str) -> Any:
        return lambda obj: seen.append((cls, id(obj)))

    validate(program, hooks={cls: hook(cls) for cls in classes})
    assert sorted(seen) == sorted(_seen_by_visitor(program, classes))
    assert len(seen) == len(set(seen))


def test_a_hook_refusal_carries_the_path_of_the_object_and_the_value_below_it() -> None:
    program = _program("2.13.0/cond")
    nodes = program["graph_module"]["graph"]["nodes"]
    refused = next(i for i, node in enumerate(nodes) if node["target"].startswith("torch.ops.higher_order."))

    def hook(obj: dict[str, Any]) -> None:
        if obj is nodes[refused]:
            raise HookRefusal(
                ("metadata", "stack_trace"),
                lambda path: UnsafeProgramError("no", version=serde.newest_version(), path=path),
            )

    with pytest.raises(UnsafeProgramError) as caught:
        validate(program, hooks={"Node": hook})
    assert caught.value.path == f"$.graph_module.graph.nodes[{refused}].metadata.stack_trace"


def test_an_object_that_fails_its_checks_never_reaches_its_hook() -> None:
    program = _program("2.13.0/dynamic_batch")
    program["graph_module"]["graph"]["nodes"][0]["target"] = 7
    reached: list[Any] = []
    with pytest.raises(SchemaError) as caught:
        validate(program, hooks={"Node": reached.append})
    assert caught.value.path == "$.graph_module.graph.nodes[0].target"
    assert reached == []


def _screen_by_visitor(program: dict[str, Any]) -> bool:
    """The screen as it ran before it joined the validation walk: a visitor over the validated program."""
    screen = _Screen(validate(program), None)

    def handler(hook: Any) -> Any:
        def run(obj: dict[str, Any], path: Path) -> dict[str, Any]:
            try:
                hook(obj)
            except HookRefusal as exc:
                raise exc.error(render_path(path + exc.below)) from None
            return obj

        return run

    visit(screen.version, program, {name: handler(hook) for name, hook in screen.hooks().items()})
    screen.top_level(program)
    return screen.changed


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_the_screen_in_the_validation_walk_renders_what_a_second_walk_rendered(name: str) -> None:
    fused, two_pass = _program(name), _program(name)
    for program in (fused, two_pass):
        program["range_constraints"] = {f" {key} ": value for key, value in program["range_constraints"].items()}
    version, changed = validate_and_screen(fused)
    assert version == detect_version(fused)
    assert changed == _screen_by_visitor(two_pass)
    assert changed == bool(fused["range_constraints"])
    assert fused == two_pass


def _symbolic_size(program: dict[str, Any]) -> str:
    for key, meta in program["graph_module"]["graph"]["tensor_values"].items():
        for index, size in enumerate(meta["sizes"]):
            if "as_expr" in size:
                size["as_expr"]["expr_str"] = "__import__('os')"
                return f"$.graph_module.graph.tensor_values[{key!r}].sizes[{index}].as_expr.expr_str"
    raise LookupError("no symbolic size")


def _target(program: dict[str, Any]) -> str:
    program["graph_module"]["graph"]["nodes"][-2]["target"] = "os.system"
    nodes = len(program["graph_module"]["graph"]["nodes"])
    return f"$.graph_module.graph.nodes[{nodes - 2}].target"


def _callable(program: dict[str, Any]) -> str:
    nodes = program["graph_module"]["graph"]["nodes"]
    nodes[-2]["metadata"]["source_fn_stack"] = "x,os.__dict__"
    return f"$.graph_module.graph.nodes[{len(nodes) - 2}].metadata['source_fn_stack']"


def _range_key(program: dict[str, Any]) -> str:
    program["range_constraints"] = {"eval('1')": {"min_val": 1, "max_val": 2}}
    return "$.range_constraints[\"eval('1')\"]"


PLANTS = {"expression": _symbolic_size, "target": _target, "callable": _callable, "range key": _range_key}
"""Each plants an unsafe string in a program and returns the JSON path its refusal must name."""


@pytest.mark.parametrize("plant", sorted(PLANTS))
def test_an_unsafe_string_is_refused_at_its_path_by_the_screen_in_the_validation_walk(plant: str) -> None:
    program = _program("2.13.0/dynamic_batch")
    expected = PLANTS[plant](program)
    with pytest.raises(UnsafeProgramError) as fused:
        validate_and_screen(copy.deepcopy(program))
    with pytest.raises(UnsafeProgramError) as two_pass:
        _screen_by_visitor(program)
    assert fused.value.path == expected
    fused_reason = fused.value.reason.replace(fused.value.path, "<path>")
    assert fused_reason == two_pass.value.reason.replace(two_pass.value.path, "<path>")


def test_the_engine_refuses_an_unsafe_string_of_a_program_it_was_handed_unvalidated() -> None:
    program = _program("2.4.1/dynamic_batch")
    expected = _symbolic_size(program)
    with pytest.raises(UnsafeProgramError, match="symbolic expression refused") as caught:
        serde.upgrade(program)
    assert caught.value.path == expected


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_each_strings_check_runs_once_per_object(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A node's target and metadata have one check, the node hook's: no generic check of the same fields
    runs beside it, and an argument's operator is checked and recorded by one hook."""
    program = _program(name)
    version = detect_version(program)
    nodes = _nodes_of(program)
    calls = {"node": 0, "metadata": 0}
    for method in calls:
        real = getattr(_Screen, method)

        def counted(self: _Screen, *args: Any, _real: Any = real, _method: str = method) -> Any:
            calls[_method] += 1
            return _real(self, *args)

        monkeypatch.setattr(_Screen, method, counted)
    validate_and_screen(program, version)
    assert calls == {"node": len(nodes), "metadata": sum(1 for node in nodes if node["metadata"])}


def _nodes_of(program: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    visit(detect_version(program), program, {"Node": lambda obj, path: found.append(obj) or obj})
    return found
