"""Moving an artifact's members from one container layout to another.

Layouts C1–C4 and P1 keep weights, constants and example inputs as ``torch.save`` pickles, so
between them a conversion is a renaming, byte for byte. P2 keeps raw storages plus a config
JSON; converting to or from it (:mod:`serde.containers.raw_storages`) reads pickles with the
restricted reader and writes torch's pickle format directly, streaming the storages: no torch, no
tensors in memory. A role the source lacks (constants
before schema 2, example inputs before 5.3) becomes an empty member, which every loader from
torch 2.4 on reads as "none".
"""

from __future__ import annotations

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob
from serde.containers.layouts import PROGRAMS_DIR, PT2_BOOKKEEPING, PT2_RECORDS, ROLES, Layout
from serde.errors import ContainerError, spell

__all__ = ["PAYLOAD_LAYOUT", "convert_members"]


PAYLOAD_LAYOUT = "layout='payload'"
_DATA_ROLES = ("state_dict", "constants", "example_inputs")


def convert_members(artifact: Artifact, target: Layout) -> dict[str, Blob]:
    """The members ``artifact`` needs in layout ``target`` (a fresh dict; blobs are shared, not copied)."""
    source = artifact.layout
    if source is target:
        return dict(artifact.members)
    if source is Layout.PAYLOAD:
        raise ContainerError(
            f"a bare program payload has no weights or constants, so it cannot become a {target.value} container; "
            f"save it with {spell(PAYLOAD_LAYOUT, '--layout payload')}",
            source=artifact.source,
        )
    if source.is_pickled and target.is_pickled:
        return _rename(artifact, target)
    from serde.containers.raw_storages import p2_to_pickles, pickles_to_p2
    from serde.containers.screen import screen

    screen(artifact)

    if target is Layout.P2:
        return pickles_to_p2(artifact)
    renamed = p2_to_pickles(artifact)
    return _rename(renamed, target)


def _rename(artifact: Artifact, target: Layout) -> dict[str, Blob]:
    source_roles, target_roles = ROLES[artifact.layout], ROLES[target]
    out: dict[str, Blob] = {}
    moved: set[str] = set()
    for role in _DATA_ROLES:
        old, new = getattr(source_roles, role), getattr(target_roles, role)
        # A step may add a role its source layout lacks (schema-1 constants lifted by the 1 -> 2 step)
        # under the member name of the layout it leads to.
        held = old or (new if new and new in artifact.members else None)
        blob = artifact.members.get(held) if held else None
        if held:
            moved.add(held)
        if new is None:
            if blob is not None and not (role == "example_inputs" and blob.size == 0):
                raise ContainerError(
                    f"layout {target.value} has no place for the {role.replace('_', ' ')} held in {old!r}",
                    source=artifact.source,
                    member=old,
                )
            continue
        if blob is None:
            blob = _missing_role(artifact, role, target, old)
        out[new] = blob
    for name, blob in artifact.members.items():
        if name in moved or (artifact.layout.is_pt2 and name in PT2_BOOKKEEPING):
            continue
        if name.startswith(source_roles.extra_prefix):
            out[target_roles.extra_prefix + name[len(source_roles.extra_prefix) :]] = blob
        elif target.is_pt2 and artifact.layout.is_pt2:
            out[name] = blob
        elif name.startswith(PROGRAMS_DIR):
            raise ContainerError(
                f"a further program of the archive: layout {target.value} holds one program only",
                source=artifact.source,
                member=name,
            )
        else:
            raise ContainerError(
                f"member has no counterpart in layout {target.value}", source=artifact.source, member=name
            )
    if target.is_pt2:
        for name, value in PT2_RECORDS.items():
            out.setdefault(name, artifact.members.get(name) or BytesBlob(value))
    return out


def _missing_role(artifact: Artifact, role: str, target: Layout, expected: str | None) -> Blob:
    if role in ("example_inputs", "constants"):
        return BytesBlob(b"")
    what = role.replace("_", " ")
    raise ContainerError(
        f"missing: the {artifact.layout.value} container has no {what}, which layout {target.value} needs",
        source=artifact.source,
        member=expected,
    )
