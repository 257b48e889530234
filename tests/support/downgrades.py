"""What the downgrade tests share (the torch-free ones in ``tests/serde/engine/test_downgrade.py`` and the torch
ones in ``tests/serde/torch_bridge/test_downgrade_torch.py``): the corpus artifacts they take, the targets of
the registry's downgrade steps, and a lossy downgrade that tells undroppable items from failures."""

from __future__ import annotations

from corpus_index import corpus_artifacts

import serde
from serde.engine.registry import discover

__all__ = ["EVERY", "NEWEST", "REVERSE", "TARGETS", "downgrade_or_undroppable"]

NEWEST = [a for a in corpus_artifacts() if a.torch_version == "2.13.0"]
EVERY = corpus_artifacts()
REVERSE = [s for s in discover() if s.target < s.source]
TARGETS = sorted({s.target for s in REVERSE}, reverse=True)


def downgrade_or_undroppable(artifact: serde.Artifact, target: serde.SchemaVersion) -> serde.UpgradeResult | None:
    """The lossy downgrade, or None when only items that cannot be dropped stand in the way."""
    try:
        return serde.upgrade(artifact, to=target, lossy=True)
    except serde.UpgradeRefusedError as refused:
        assert all("cannot be dropped" in item.message for item in refused.items), str(refused)
        return None
