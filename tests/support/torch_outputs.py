"""Running an ExportedProgram on a corpus artifact's recorded inputs and comparing with its recorded outputs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch
from torch.utils._pytree import tree_leaves

TOLERANCE = {"rtol": 1e-4, "atol": 1e-4}


def _load(path: Path) -> Any:
    return torch.load(path, weights_only=False)


def assert_same(actual: Any, expected: Any, what: str) -> None:
    """Outputs equal within the corpus tolerance; lists and tuples alike."""
    got, want = tree_leaves(actual), tree_leaves(expected)
    assert len(got) == len(want), f"{what}: {len(got)} outputs, expected {len(want)}"
    for i, (a, b) in enumerate(zip(got, want, strict=False)):
        if isinstance(b, torch.Tensor):
            assert isinstance(a, torch.Tensor) and a.shape == b.shape, f"{what}: output {i} shape"
            assert torch.allclose(a.detach(), b, **TOLERANCE), f"{what}: output {i} differs by {(a - b).abs().max()}"
        else:
            assert a == b, f"{what}: output {i} is {a!r}, expected {b!r}"


def _unmangled(name: str) -> str:
    """A buffer name without torch 2.1's dynamo prefix (``L__self___bn.running_mean`` -> ``bn.running_mean``)."""
    return name.removeprefix("L__self___")


def check_outputs(program: Any, folder: Path) -> None:
    """Run ``program.module()`` on ``inputs.pt`` (and ``inputs_alt.pt``) and compare; check bn_train buffers."""
    for inputs, expected in (("inputs.pt", "expected.pt"), ("inputs_alt.pt", "expected_alt.pt")):
        if not (folder / inputs).exists():
            continue
        module = program.module()
        args, kwargs = _load(folder / inputs)
        assert_same(module(*args, **kwargs), _load(folder / expected), f"{folder.name}/{inputs}")
        buffers = folder / "expected_buffers.pt"
        if inputs == "inputs.pt" and buffers.exists():
            want = _load(buffers)
            have = {_unmangled(k): v for k, v in module.named_buffers()}
            for name, value in want.items():
                assert name in have, f"buffer {name} missing; have {sorted(have)}"
                assert_same(have[name], value, f"buffer {name}")
