"""Torch's own export test programs (shipped in its wheel) through every path of pt2-serde: loaded, rewritten,
taken down to torch 2.6, 2.5 and 2.4 and back (``tests/support/peer_parity.py`` says what is compared). The quick tier
runs a sample; the full tier every case, strict and ATen included, of the case, higher-order and custom-operator
databases, and every twentieth OpInfo operator; ``benchmarks/peer_parity.py`` runs all of them and writes
``docs/parity.md``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import peer_parity as pp
import pytest

pytestmark = pytest.mark.torch

SHARDS = [
    ("db.examples", "nonstrict", 6, 0),
    ("hop_db", "aten", 4, 1),
    *[(source, mode, 1, 0) for source in ("db.examples", "hop_db", "custom_op_db") for mode in pp.MODES[:3]],
    ("db.examples", "auto", 1, 0),
    ("op_db", "nonstrict", 20, 0),
    ("op_db", "aten", 20, 10),
]
"""(source, mode, stride, offset): each test takes every ``stride``-th case of one source and mode; the first
two are the quick tier's sample."""


@pytest.mark.parametrize(("source", "mode", "stride", "offset"), SHARDS, ids=lambda v: str(v))
def test_peer_programs_load_rewrite_and_round_trip_as_native(
    tmp_path: Path, source: str, mode: str, stride: int, offset: int
) -> None:
    cases = pp.cases((source,), (mode,))[offset::stride]
    results: list[pp.PeerResult] = []
    exported = 0
    for index, case in enumerate(cases):
        folder = tmp_path / str(index)
        folder.mkdir()
        with pp.quiet():
            found = pp.check_case(case, folder)
        exported += bool(found)
        results += found
    assert exported >= len(cases) // 2, f"torch exported only {exported} of {len(cases)} programs"
    differs = [r for r in results if r.verdict == "differs"]
    assert not differs, "\n".join(f"{r.case} {r.path}: {r.detail}" for r in differs)
    for result in results:
        if result.path in ("load", "upgrade"):
            assert result.verdict in ("exact", "native"), result
        if result.verdict in ("refused", "lossy", "native"):
            assert result.detail, result
    for result in results:  # what a release cannot hold is named with the release that added it
        if result.path.startswith("down-") and result.verdict in ("refused", "lossy"):
            named = ("has no such operator", "supported from torch", "TRAINING-dialect")
            assert any(w in result.detail for w in named), result


_CLI_CHILD = """
import sys, torch
from torch.utils import _pytree as pytree
program = torch.export.load(sys.argv[1])
args, kwargs = torch.load(sys.argv[2])
torch.manual_seed(0)
out = pytree.tree_leaves(program.module()(*args, **kwargs))
expected = torch.load(sys.argv[3])
assert len(out) == len(expected) and all(torch.equal(a, b) for a, b in zip(out, expected)), (out, expected)
print("same")
"""


def test_a_peer_program_through_the_cli_loads_in_plain_torch(tmp_path: Path) -> None:
    """``pt2-serde upgrade`` of a torch-written program, down to torch 2.6 and back up, each output loaded by a
    plain ``torch.export.load`` in a child process with the native outputs."""
    import torch

    case = next(c for c in pp.cases(("db.examples",), ("nonstrict",)) if c.name == "cond_operands")
    with pp.quiet():
        exported, program = pp.export(case)
    native = tmp_path / "native.pt2"
    torch.export.save(exported, native)
    torch.save((program.args, program.kwargs), tmp_path / "inputs.pt")
    torch.manual_seed(0)
    expected = [v for v in torch.utils._pytree.tree_leaves(exported.module()(*program.args)) if torch.is_tensor(v)]
    torch.save(expected, tmp_path / "expected.pt")
    cli = [sys.executable, "-m", "serde"]
    for args in (["upgrade", str(native), "same.pt2"], ["upgrade", str(native), "down.pt2", "--to", "2.6.0"],
                 ["upgrade", "down.pt2", "up.pt2"]):  # fmt: skip
        done = subprocess.run([*cli, *args], capture_output=True, text=True, cwd=tmp_path)
        assert done.returncode == 0, done.stdout + done.stderr
    for name in ("same.pt2", "up.pt2"):
        child = [sys.executable, "-c", _CLI_CHILD, name, "inputs.pt", "expected.pt"]
        done = subprocess.run(child, capture_output=True, text=True, cwd=tmp_path)
        assert done.stdout.strip() == "same", done.stdout + done.stderr
