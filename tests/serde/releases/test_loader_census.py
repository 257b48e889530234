"""Loader limits whose bounds come from a census observed in each release (tools/census_hop_resolution.py):
a release's own program calling a higher-order operator its loader never imports is ``refused`` for that
release, whatever release first showed the failure; releases that resolve it, or were not censused, are not
judged on it."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from corpus_index import CORPUS

import serde
from serde.releases.loader_limits import HOP_CENSUS, loader_failures


def _with_node(release: str, target: str) -> dict[str, object]:
    program = copy.deepcopy(serde.load(str(CORPUS / release / "mlp" / "model.pt2")).program)
    nodes = program["graph_module"]["graph"]["nodes"]
    probe = copy.deepcopy(nodes[0])
    probe["target"] = target
    nodes.insert(0, probe)
    return program


def test_census_covers_the_releases_it_names() -> None:
    assert {"2.3.1", "2.4.1", "2.6.0"} <= set(HOP_CENSUS)
    for entry in HOP_CENSUS.values():
        assert set(entry["unresolved_on_load"]) <= set(entry["defined"])


def test_grad_mode_regions_fail_in_every_release_that_cannot_resolve_them() -> None:
    """torch 2.4.1's own non-strict export of an autocast/grad-mode region calls wrap_with_set_grad_enabled,
    which its own loader cannot resolve: the bound is 2.3 to 2.6 as observed, not 2.5 to 2.6 as first met."""
    target = "torch.ops.higher_order.wrap_with_set_grad_enabled"
    for release in sorted(HOP_CENSUS):
        program = _with_node("2.4.1", target)
        failures = loader_failures(program, release)
        expected = "wrap_with_set_grad_enabled" in HOP_CENSUS[release]["unresolved_on_load"]
        assert bool(failures) == expected, release
        if failures:
            path, message = failures[0]
            assert path == "$.graph_module.graph.nodes[0].target" and "loader limitation unresolved-operator" in message
    assert "wrap_with_set_grad_enabled" in HOP_CENSUS["2.4.1"]["unresolved_on_load"]


def test_check_refuses_a_native_program_its_release_cannot_load(tmp_path: object) -> None:
    from pathlib import Path

    artifact = serde.load(str(CORPUS / "2.4.1" / "mlp" / "model.pt2"))
    artifact.program = _with_node("2.4.1", "torch.ops.higher_order.wrap_with_set_grad_enabled")
    out = Path(str(tmp_path)) / "grad.pt2"
    serde.save(artifact, str(out), layout=artifact.layout)
    (verdict,) = serde.check(str(out), ["2.4.1"]).targets
    assert verdict.verdict == "refused"
    assert any("unresolved-operator" in reason.message for reason in verdict.reasons)


def test_releases_not_censused_are_not_judged_on_it() -> None:
    program = _with_node("2.4.1", "torch.ops.higher_order.wrap_with_set_grad_enabled")
    uncensused = [r for r in ("2.9.1", "2.10.0", "2.15.0") if not any(k.startswith(r[:4]) for k in HOP_CENSUS)]
    for release in uncensused:
        assert not loader_failures(program, release)


@pytest.mark.torch
def test_a_parameter_named_by_a_python_keyword_fails_in_torch_2_5_and_older(tmp_path: Path) -> None:
    """torch 2.1 - 2.5 pass an argument that has a default by its name, so ``aten::uniform(self, from, to)``
    becomes ``uniform(x, from = 0.0, ...)`` in the source FX compiles: a SyntaxError in real torch 2.4.1 and
    2.5.1 (``docs/parity.md``); torch 2.6 passes it positionally. ``check`` says so."""
    import torch

    class Uniform(torch.nn.Module):
        def forward(self, x: object) -> object:
            return torch.ops.aten.uniform.default(x, 0.25, 0.75)

    path = tmp_path / "uniform.pt2"
    torch.export.save(torch.export.export(Uniform(), (torch.zeros(3),)), str(path))
    report = serde.check(str(path), ["2.5.1", "2.6.0"])
    old, new = report.targets
    assert old.verdict == "refused" and any("keyword-parameters" in reason.message for reason in old.reasons)
    assert new.loadable is True
