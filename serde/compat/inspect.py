"""A summary of one artifact: version, layout, writer, graph size, operators, blob sizes and whether its
pickles pass the screen."""

from __future__ import annotations

from collections import Counter
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.integrity import verify_integrity
from serde.containers.layouts import Layout
from serde.containers.screen import screen
from serde.containers.source_record import source_record_of, utc_text
from serde.errors import CorruptArtifactError, UnsafePickleError
from serde.program.graphs import graphs, nodes
from serde.schema.versions.registry import spec_for

__all__ = [
    "CHECKS",
    "NOT_CHECKED",
    "inspect_artifact",
    "integrity_verdict",
    "operators",
    "pickle_verdict",
    "provenance",
    "writer",
    "writer_inferred",
]


def operators(program: dict[str, Any]) -> Counter[str]:
    """How often each operator target is called, over the root graph and all subgraphs."""
    counts: Counter[str] = Counter()
    for node in nodes(program):
        target = node.get("target")
        if isinstance(target, str):
            counts[target] += 1
    return counts


def writer_inferred(artifact: Artifact) -> list[str]:
    """The torch releases that write the artifact's schema (what can be inferred when the writer is not
    recorded, as before schema 7.3)."""
    return list(spec_for(artifact.version).torch_versions)


def pickle_verdict(artifact: Artifact) -> dict[str, Any]:
    """``{"safe": True}`` when every pickle passes the screen (``"trusted"`` when the caller opted out of
    it), else the refusal: member (or JSON path), global and reason."""
    if artifact.trust_pickles:
        return {"safe": None, "trusted": True}
    try:
        screen(artifact)
    except UnsafePickleError as exc:
        return {"safe": False, "member": exc.member, "global": exc.global_name or None, "reason": exc.reason}
    return {"safe": True}


CHECKS = {
    "zip": "the archive is canonical: records from offset 0 to the central directory with nothing before, "
    "between or after them, local headers equal to the central directory, names unique as torch compares them",
    "program_strings": "every symbolic expression, guard and node target torch would evaluate or resolve was "
    "parsed by pt2-serde's grammar and rendered anew",
    "handoff": "torch is only ever handed an archive pt2-serde rebuilds from these parts, never this file",
}
"""What ``inspect`` checked besides the pickles, as it says it."""
NOT_CHECKED = (
    "whether the program computes the right numbers",
    "operators with effects outside tensors (checked when a program is loaded or run with torch)",
)
"""What ``inspect`` does not check, as it says it."""


def integrity_verdict(artifact: Artifact, *, quick: bool = False) -> dict[str, Any]:
    """``{"intact": True, "checked": [...], "not_checked": [...]}``, or ``intact`` False with the member and
    the finding (:func:`serde.containers.integrity.verify_integrity`); ``intact`` None when the artifact's
    pickles are unsafe, so their storages were not read."""
    try:
        report = verify_integrity(artifact, quick=quick)
    except CorruptArtifactError as exc:
        return {"intact": False, "member": exc.member, "reason": exc.reason}
    except UnsafePickleError:
        return {"intact": None, "reason": "its pickles are unsafe, so their storage records were not read"}
    return {"intact": True, "checked": report.checked, "not_checked": report.not_checked}


def provenance(artifact: Artifact) -> dict[str, Any] | None:
    """The source record the artifact carries (pt2-serde wrote it: source URL, size, sha256 and last-modified
    time, schema from and to, steps, tool), its fields as they are (strings the caller escapes), and when the
    output was written (its own last-modified time in its store, ISO 8601 UTC), or None when it carries none."""
    record = source_record_of(artifact)
    if record is None:
        return None
    source = record["source"]
    steps = record.get("steps")
    return {
        "tool": record.get("tool"),
        "source": source.get("url"),
        "source_sha256": source.get("sha256"),
        "source_size": source.get("size"),
        "source_modified": source.get("modified"),
        "written": utc_text(artifact.state.mtime) if artifact.state is not None else None,
        "from": record.get("from"),
        "to": record.get("to"),
        "steps": [str(step) for step in steps] if isinstance(steps, list) else [],
        "layout": record.get("layout"),
    }


def writer(artifact: Artifact, made: dict[str, Any] | None) -> str:
    """Who wrote the artifact, in words: pt2-serde from an original (with the torch that wrote it, which the
    program's ``torch_version`` still names), a recorded torch release, or the releases its schema implies."""
    recorded = artifact.torch_version
    if made is not None:
        original = f"the original was written by torch {recorded}" if recorded else "the original's writer not recorded"
        return f"written by {made['tool']} from schema {made['from']} ({original})"
    if recorded:
        series = {".".join(release.split(".")[:2]) for release in writer_inferred(artifact)}
        if ".".join(recorded.split("+")[0].split(".")[:2]) not in series:
            return (
                f"says torch {recorded}, which does not write schema {artifact.version}: rewritten by a tool that "
                "recorded no source"
            )
        return f"written by torch {recorded} (recorded in the file)"
    inferred = ", ".join(writer_inferred(artifact)) or "no release"
    return f"writer not recorded; schema {artifact.version} is written by torch {inferred}"


def inspect_artifact(artifact: Artifact, *, quick: bool = False) -> dict[str, Any]:
    """A JSON-ready summary of the artifact (``quick``: its blob bytes are not read, so CRC-32s are not
    checked; the summary says so)."""
    ops = operators(artifact.program)
    every = [graph for graph, _ in graphs(artifact.program)]
    root = artifact.program.get("graph_module", {}).get("graph", {})
    made = provenance(artifact)
    return {
        "source": artifact.source,
        "writer": writer(artifact, made),
        "provenance": made,
        "schema_version": str(artifact.version),
        "layout": artifact.layout.value,
        "torch_version": artifact.torch_version,
        "writer_inferred": writer_inferred(artifact),
        "graphs": len(every),
        "nodes": len(root.get("nodes", [])),
        "nodes_in_all_graphs": sum(len(g.get("nodes", [])) for g in every),
        "operators": dict(sorted(ops.items())),
        "blobs": {name: blob.size for name, blob in sorted(artifact.members.items())},
        "blob_bytes": sum(blob.size for blob in artifact.members.values()),
        "pickles": pickle_verdict(artifact),
        "integrity": integrity_verdict(artifact, quick=quick),
        "checks": {
            name: text
            for name, text in CHECKS.items()
            if (name != "zip" or artifact.layout is not Layout.PAYLOAD)
            and (name == "zip" or artifact.programs_screened)
        },
        "not_checked": list(NOT_CHECKED),
    }
