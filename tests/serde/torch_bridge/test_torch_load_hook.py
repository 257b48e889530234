"""Inference code nobody here wrote calls ``torch.export.load``: after one call at start-up it reads every
release's artifacts through pt2-serde, with pt2-serde's safety, and a hostile pickle never runs."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from poison import poisoned

pytestmark = pytest.mark.torch

SERVICE = textwrap.dedent(
    """
    import sys
    import serde
    serde.install_torch_export_load()     # the service's start-up: once, before the inference code loads

    import torch                          # the code below is "theirs": plain torch, unchanged

    def predict(path, inputs, expected):
        program = torch.export.load(path)
        args, kwargs = torch.load(inputs, weights_only=False)
        got = program.module()(*args, **kwargs)
        want = torch.load(expected, weights_only=False)
        flat = lambda value: torch.utils._pytree.tree_leaves(value)
        return all(torch.allclose(a, b, atol=1e-5) for a, b in zip(flat(got), flat(want), strict=True))

    for folder in sys.argv[1:]:
        try:
            print(folder, "same" if predict(folder + "/model.pt2", folder + "/inputs.pt", folder + "/expected.pt")
                  else "DIFFERENT")
        except Exception as exc:
            print(folder, "refused", type(exc).__name__)
    """
)


def test_plain_torch_export_load_reads_every_release_after_the_hook(tmp_path: Path) -> None:
    folders = [str(CORPUS / release / "mlp") for release in ("2.1.2", "2.3.1", "2.4.1", "2.6.0", "2.9.1", "2.15.0")]
    done = subprocess.run([sys.executable, "-c", SERVICE, *folders], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == [word for folder in folders for word in (folder, "same")], done.stdout


def test_without_the_hook_torch_refuses_them(tmp_path: Path) -> None:
    """The hook is what makes the difference: the same code without it fails on a schema-5 artifact."""
    folder = str(CORPUS / "2.4.1" / "mlp")
    unhooked = SERVICE.replace("serde.install_torch_export_load()", "pass")
    done = subprocess.run([sys.executable, "-c", unhooked, folder], capture_output=True, text=True, timeout=600)
    assert done.stdout.split()[1] == "refused", done.stdout


def test_a_hostile_pickle_is_refused_through_the_hook_and_never_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    artifact = poisoned("2.4.1", "mlp", "serialized_state_dict.pt", marker, tmp_path)
    code = textwrap.dedent(
        f"""
        import serde, torch
        hook = serde.install_torch_export_load()
        try:
            torch.export.load({str(artifact)!r})
        except serde.UnsafePickleError as exc:
            print("refused", exc.global_name)
        hook.uninstall()
        assert torch.export.load is not None and torch.export.load.__module__ == "torch.export"
        """
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout.startswith("refused "), done.stdout + done.stderr[-2000:]
    assert not marker.exists()


def test_installing_twice_is_refused_and_the_hook_is_a_context_manager() -> None:
    import torch

    import serde

    own = torch.export.load
    with serde.install_torch_export_load():
        assert torch.export.load is not own and torch.export.load.__wrapped__ is own  # type: ignore[attr-defined]
        with pytest.raises(serde.UsageError, match="installed already"):
            serde.install_torch_export_load()
    assert torch.export.load is own
