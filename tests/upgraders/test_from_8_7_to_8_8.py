"""Schema 8.7 (torch 2.7) <-> 8.8 (torch 2.8): no schema change; higher-order calls placed in their module: the
battery, and the corpus programs written at 8.7 unchanged but for their version."""

from __future__ import annotations

from step_battery import StepBattery, edge_of, only_the_version_changes

from upgraders._module_stack import KEPT_AT_ROOT, mark_calls_kept_at_root, place_higher_order_calls

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_the_corpus_programs_change_only_in_their_version() -> None:
    """The step's spec diff is additive, and what else the step rewrites does not occur in these programs."""
    only_the_version_changes(EDGE)


def _call_at_root() -> list[dict[str, object]]:
    """A root graph whose ``cond`` call torch recorded at the root module, between two nodes of ``block``,
    with a body inside ``block.inner``: the upgrade would place the call in ``block``."""
    root, block, inner = "L__self__,,M", "block,block,Block", "inner,block.inner,Inner"
    body = {
        "graph": {
            "nodes": [
                {"target": "torch.ops.aten.relu.default", "metadata": {"nn_module_stack": f"{root};{block};{inner}"}}
            ]
        }
    }
    return [
        {"target": "torch.ops.aten.add.Tensor", "metadata": {"nn_module_stack": f"{root};{block}"}},
        {
            "target": "torch.ops.higher_order.cond",
            "inputs": [{"name": "", "arg": {"as_graph": body}}],
            "metadata": {"nn_module_stack": root},
        },
        {"target": "torch.ops.aten.mul.Tensor", "metadata": {"nn_module_stack": f"{root};{block}"}},
    ]


def test_a_call_the_downgrade_keeps_at_root_is_marked_and_nothing_else_changes() -> None:
    """The downgrade's trial placement runs on copies: the stacks stay as torch wrote them, only the mark is
    added, and the upgrade back then leaves the call at the root (removing the mark)."""
    nodes, untouched = _call_at_root(), _call_at_root()
    assert mark_calls_kept_at_root(nodes) == 1
    assert nodes[1]["metadata"] == {"nn_module_stack": "L__self__,,M", KEPT_AT_ROOT: "1"}
    assert [node for index, node in enumerate(nodes) if index != 1] == [untouched[0], untouched[2]]
    assert nodes[1]["inputs"] == untouched[1]["inputs"]
    assert place_higher_order_calls(nodes) == 0
    assert nodes == untouched


def test_without_the_mark_the_upgrade_places_the_call_in_the_calling_module() -> None:
    """The same call unmarked is placed in ``block``, the deepest module its body and a neighbour share."""
    nodes = _call_at_root()
    assert place_higher_order_calls(nodes) == 1
    assert nodes[1]["metadata"] == {"nn_module_stack": "L__self__,,M;block,block,Block"}


def test_a_graph_without_higher_order_calls_gets_no_mark() -> None:
    """Nothing to place, nothing marked."""
    nodes = [node for node in _call_at_root() if node["target"] != "torch.ops.higher_order.cond"]
    assert mark_calls_kept_at_root(nodes) == 0
    assert all(KEPT_AT_ROOT not in node["metadata"] for node in nodes)  # type: ignore[operator]
