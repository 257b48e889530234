"""Torch's deserializer evaluates each schema class's type hints once while pt2-serde loads
(:mod:`serde.torch_bridge.schema_hints`), and builds the same program as without it."""

from __future__ import annotations

import dataclasses
import io
import typing
from typing import Any

import pytest
from project_paths import DATA

import serde
from serde.torch_bridge import schema_hints
from serde.torch_bridge.program import readable_by_torch

pytestmark = pytest.mark.torch

CORPUS = DATA / "corpus"


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every evaluation ``typing.get_type_hints`` really does, with the process's remembered hints emptied."""
    from torch._export.serde import serialize  # noqa: F401 - imported before counting starts

    calls: list[Any] = []
    evaluate = typing.get_type_hints

    def counting(obj: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        calls.append(obj)
        return evaluate(obj, *args, **kwargs)

    monkeypatch.setattr(typing, "get_type_hints", counting)
    monkeypatch.setattr(schema_hints, "_HINTS", {})
    return calls


def _schema_classes() -> list[type]:
    from torch._export.serde import schema

    return [c for c in vars(schema).values() if dataclasses.is_dataclass(c) and c.__module__ == schema.__name__]


def test_each_schema_class_is_evaluated_once_with_the_answers_typing_gives(counted: list[Any]) -> None:
    from torch._export.serde import schema, serialize

    classes = _schema_classes()
    assert len(classes) > 30
    namespace = vars(schema)
    with schema_hints.memoized_schema_hints():
        assert serialize.typing is not typing and serialize.typing.get_origin is typing.get_origin
        for _ in range(3):
            for cls in classes:
                assert serialize.typing.get_type_hints(cls, globalns=namespace) == typing.get_type_hints(
                    cls, globalns=namespace
                )
        # The first round alternates torch's question (evaluated) with the comparison's; later rounds evaluate
        # only the comparison's.
        asked = [c for c in counted if c in classes]  # torch's import may ask about other objects
        assert asked[: 2 * len(classes) : 2] == classes
        assert len(asked) == len(classes) + 3 * len(classes)
        answer = serialize.typing.get_type_hints(classes[0], globalns=namespace)
        answer.clear()  # a caller changing its answer changes nothing remembered
        assert serialize.typing.get_type_hints(classes[0], globalns=namespace)
    assert serialize.typing is typing


def test_other_questions_are_passed_to_typing_every_time(counted: list[Any]) -> None:
    from torch._export.serde import schema, serialize

    @dataclasses.dataclass
    class Elsewhere:
        value: int

    schema_class = _schema_classes()[0]
    with schema_hints.memoized_schema_hints():
        for _ in range(2):
            assert serialize.typing.get_type_hints(Elsewhere) == {"value": int}
            serialize.typing.get_type_hints(schema_class, globalns=vars(schema), localns={})
            serialize.typing.get_type_hints(schema_class, globalns=dict(vars(schema)))
    assert len(counted) == 6


def test_the_real_typing_is_back_after_an_error() -> None:
    from torch._export.serde import serialize

    with pytest.raises(RuntimeError), schema_hints.memoized_schema_hints():
        assert serialize.typing is not typing
        raise RuntimeError("inside")
    assert serialize.typing is typing


def test_a_serialize_module_without_typing_as_a_global_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    from torch._export.serde import serialize

    other = object()
    monkeypatch.setattr(serialize, "typing", other)
    with schema_hints.memoized_schema_hints():
        assert serialize.typing is other
    assert serialize.typing is other


def test_nested_use_keeps_the_outer_one_until_it_ends() -> None:
    from torch._export.serde import serialize

    with schema_hints.memoized_schema_hints():
        outer = serialize.typing
        with schema_hints.memoized_schema_hints():
            assert serialize.typing is outer
        assert serialize.typing is outer
    assert serialize.typing is typing


@pytest.mark.parametrize(("release", "model"), [("2.1.2", "dynamic_batch"), ("2.5.1", "cond"), ("2.13.0", "ops_zoo")])
def test_torch_builds_the_same_program_with_and_without_it(release: str, model: str) -> None:
    """The same rebuilt archive, loaded by plain ``torch.export.load`` and under the memoized hints: the
    same graph, signature, range constraints, weights and outputs on the recorded inputs."""
    import torch
    from torch_outputs import assert_same, check_outputs

    folder = CORPUS / release / model
    with readable_by_torch(serde.load(str(folder / "model.pt2"))) as readable:
        data = readable.read()
    plain = torch.export.load(io.BytesIO(data))
    with schema_hints.memoized_schema_hints():
        fast = torch.export.load(io.BytesIO(data))
    assert fast.graph_module.code == plain.graph_module.code
    assert str(fast.graph_signature) == str(plain.graph_signature)
    assert str(fast.range_constraints) == str(plain.range_constraints)
    assert fast.state_dict.keys() == plain.state_dict.keys()
    for name, value in plain.state_dict.items():
        assert_same(fast.state_dict[name], value, name)
    check_outputs(fast, folder)
