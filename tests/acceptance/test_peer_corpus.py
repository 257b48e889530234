"""Old releases' own export test programs (``tests/data/peer/<release>``, made by ``tools/make_peer_corpus.py`` in
each release from the case and higher-order operator databases its wheel ships): each loads in today's torch
through ``load_exported_program`` and computes what that release computed; ``upgrade`` + ``save`` and a
plain ``torch.export.load`` give the same program (every graph, the signature) and the same outputs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from project_paths import DATA

import serde

pytestmark = pytest.mark.torch

PEER = DATA / "peer"
PROGRAMS = sorted(PEER.glob("*/*/model.pt2"))


def _outputs(program: Any, folder: Path) -> list[Any]:
    import torch
    from torch.utils import _pytree as pytree

    args, kwargs = torch.load(folder / "inputs.pt", weights_only=False)
    torch.manual_seed(0)
    with torch.no_grad():
        return list(pytree.tree_leaves(program.module()(*args, **kwargs)))


def _same(got: list[Any], want: list[Any]) -> bool:
    import torch

    if len(got) != len(want):
        return False
    for a, b in zip(got, want, strict=True):
        if isinstance(b, torch.Tensor):
            if not (
                isinstance(a, torch.Tensor) and a.shape == b.shape and torch.allclose(a, b, atol=1e-5, equal_nan=True)
            ):
                return False
        elif a != b:
            return False
    return True


def _graphs(program: Any) -> list[str]:
    import torch

    return [str(m.graph) for _, m in program.graph_module.named_modules() if isinstance(m, torch.fx.GraphModule)]


def test_the_corpus_holds_programs_of_several_releases() -> None:
    releases = {path.parent.parent.name for path in PROGRAMS}
    assert {"2.4.1"} <= releases and len(PROGRAMS) >= 50
    for release in releases:
        index = json.loads((PEER / release / "index.json").read_text())
        assert index["release"] == release


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}")
def test_an_old_release_s_own_test_program_runs_as_it_did_there(path: Path, tmp_path: Path) -> None:
    import torch

    folder = path.parent
    if folder.name.startswith("hop."):
        import torch.testing._internal.hop_db  # noqa: F401  (registers the custom operators its programs call)
    expected = torch.load(folder / "expected.pt", weights_only=False)
    loaded = serde.load_exported_program(str(path))
    assert _same(_outputs(loaded, folder), expected)
    upgraded = serde.upgrade(serde.load(str(path)))
    serde.save(upgraded.artifact, str(tmp_path / "upgraded.pt2"))
    plain = torch.export.load(tmp_path / "upgraded.pt2")
    assert _graphs(plain) == _graphs(loaded) and str(plain.graph_signature) == str(loaded.graph_signature)
    assert _same(_outputs(plain, folder), expected)
