"""Whether an artifact's stored bytes are the ones it records: every member read against its CRC-32, and every
storage record long enough for the tensors that view it.

torch checks neither everywhere: its zip reader does not verify CRC-32s of stored records, so one flipped byte
in tensor data loads as silently different weights. ``validate``, ``check`` and ``inspect`` call
:func:`verify_integrity` (``--quick`` skips the reads of blob bytes, and says so); ``upgrade`` and ``migrate``
read every member through the same checks as they copy it.

Storage records are checked against the tensor metadata that views them: P2's raw files against their
payload configs' ``TensorMeta``, the storages of ``torch.save`` members against their pickles (with the
restricted reader, so only for pickles that pass the screen: with ``trust_pickles`` those are not read).
Findings raise :class:`serde.CorruptArtifactError` naming the member.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.p2 import check_raw_views
from serde.containers.screen import pickled_members, screen

__all__ = ["IntegrityReport", "verify_integrity"]

CRC_CHECK = "every member's bytes match the CRC-32 the archive records"
STORAGE_CHECK = "every storage record holds the bytes its tensors' sizes, strides and offsets need"
CRC_SKIPPED = "the members' CRC-32s (--quick: blob bytes not read)"
PICKLED_STORAGE_SKIPPED = "storage records of pickled members (--trust-pickles: their pickles are not read)"


@dataclass
class IntegrityReport:
    """What :func:`verify_integrity` checked, and what it did not (in words, for people)."""

    checked: list[str] = field(default_factory=list)
    not_checked: list[str] = field(default_factory=list)
    bytes_read: int = 0


def verify_integrity(artifact: Artifact, *, quick: bool = False) -> IntegrityReport:
    """Check that the artifact's storage records fit its tensors, and (unless ``quick``) read every member to
    check its CRC-32; raise :class:`serde.CorruptArtifactError` on the first finding (an artifact that is not
    trusted is screened first, so :class:`serde.UnsafePickleError` may come instead). Memory stays bounded:
    members are streamed in chunks."""
    report = IntegrityReport()
    if artifact.layout is Layout.PAYLOAD:
        return report
    if artifact.trust_pickles:
        if artifact.layout is Layout.P2:
            check_raw_views(artifact)
        if any(True for _ in pickled_members(artifact)):
            report.not_checked.append(PICKLED_STORAGE_SKIPPED)
    else:
        screen(artifact)  # the screen reads every pickle's storage records against it, and P2's raw views
    report.checked.append(STORAGE_CHECK)
    if quick:
        report.not_checked.append(CRC_SKIPPED)
        return report
    for blob in artifact.members.values():
        for chunk in blob.chunks():
            report.bytes_read += len(chunk)
    report.checked.append(CRC_CHECK)
    return report
