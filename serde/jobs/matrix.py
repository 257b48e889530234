"""The compatibility matrix of a tree of artifacts × torch releases: :func:`serde.check`'s verdicts for every
artifact under one or more paths, aggregated by folder, as data (JSON) or Markdown. The HTML page is
:mod:`serde.cli.matrix_html`.

Rows are named by their path under the root they were found in, prefixed by the root's last component
(``corpus/2.1.2/mlp/model.pt2``), so matrices of several roots stay apart and stable wherever the tree
lives. Objects that are not artifacts are left out (as ``migrate`` skips them), except a file named alone,
which must be one; an artifact that cannot be read is a row with its error instead of verdicts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from backends.store import open_store
from serde.compat.check import VERDICTS, CompatReport, TargetVerdict, check
from serde.containers.reader import read_artifact
from serde.errors import NotAnArtifactError, SerdeError, printable
from serde.jobs.listing import list_candidates, nothing_there
from serde.releases.catalog import schema_for_torch
from serde.releases.profile import known_releases

__all__ = ["Matrix", "MatrixRow", "SHORT", "build_matrix", "grouped_cell", "markdown_cell", "render_markdown"]

SHORT = {
    "native": "N",
    "after-upgrade": "U",
    "after-downgrade": "D",
    "after-downgrade-lossy": "L",
    "refused": "X",
    "corrupt": "C",
}
"""The one-letter form of each verdict in Markdown cells (explained by the legend under the table)."""
UNREADABLE = "unreadable"
"""The grouped count of rows whose artifact could not be read."""


@dataclass
class MatrixRow:
    """One artifact: its name in the matrix, where it was read, and its report (or why it has none)."""

    name: str
    url: str
    report: CompatReport | None = None
    error: str | None = None

    def group(self, depth: int) -> str:
        """The first ``depth`` components of the row's name (the whole name when ``depth`` is 0)."""
        parts = self.name.split("/")
        return "/".join(parts[: min(depth, len(parts) - 1)]) if depth > 0 else self.name

    def verdict(self, release: str) -> TargetVerdict | None:
        """The verdict for ``release`` (None for an unreadable artifact)."""
        if self.report is None:
            return None
        return next(t for t in self.report.targets if t.release == release)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"name": self.name, "url": self.url, "error": self.error} | (
            {"report": self.report.to_dict()} if self.report is not None else {}
        )


@dataclass
class Matrix:
    """Verdicts of every artifact found (rows) for every release asked for (columns)."""

    releases: list[str]
    rows: list[MatrixRow] = field(default_factory=list)
    objects: int = 0
    """How many objects the paths held, artifacts or not (a matrix without rows found none among them)."""

    def counts(self, depth: int) -> list[tuple[str, dict[str, Counter[str]]]]:
        """Per group of rows (see :meth:`MatrixRow.group`), in order of first appearance: for each release,
        how many artifacts got each verdict (``unreadable`` for those without a report)."""
        groups: dict[str, dict[str, Counter[str]]] = {}
        for row in self.rows:
            cells = groups.setdefault(row.group(depth), {release: Counter() for release in self.releases})
            for release in self.releases:
                target = row.verdict(release)
                cells[release][target.verdict if target is not None else UNREADABLE] += 1
        return list(groups.items())

    def to_dict(self, depth: int = 0) -> dict[str, Any]:
        """JSON-ready form: releases with their schemas, every row, and the counts per group."""
        return {
            "releases": [{"release": r, "schema": str(schema_for_torch(r))} for r in self.releases],
            "rows": [row.to_dict() for row in self.rows],
            "groups": [
                {"group": name, "counts": {r: dict(sorted(c.items())) for r, c in cells.items()}}
                for name, cells in self.counts(depth)
            ],
        }


def _natural(name: str) -> list[tuple[int, int | str]]:
    """Sort key putting ``2.9.1`` before ``2.10.0``: digit runs compare as numbers."""
    return [(0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", name) if part]


def build_matrix(
    paths: Sequence[str],
    targets: list[str] | None = None,
    *,
    storage_options: dict[str, Any] | None = None,
    trust_pickles: bool = False,
    max_uncompressed: int | None = None,
    decompose: bool = False,
    progress: Callable[[MatrixRow], None] | None = None,
    follow_symlinks: bool = False,
) -> Matrix:
    """Check every artifact under ``paths`` (files, directories, globs or prefixes on any fsspec URL) against
    ``targets`` (default: every release the specs name); reading options as in :func:`serde.load`,
    ``decompose`` as in :func:`serde.check`; ``follow_symlinks`` as in :func:`serde.migrate`. A path holding
    nothing is a :class:`NotFoundError`, and a path naming one object that is not an artifact a
    :class:`NotAnArtifactError`; elsewhere objects that are not artifacts are left out."""
    releases = known_releases() if targets is None else list(targets)
    for release in releases:
        schema_for_torch(release)
    matrix = Matrix(releases)
    options = dict(storage_options or {})
    for path in paths:
        store, root = open_store(path, **options)
        listing = list_candidates(store, root, lambda _: False, remove_stale=False, follow_symlinks=follow_symlinks)
        if not listing.found:
            raise nothing_there(store, root, path)
        matrix.objects += listing.found
        label = store.strip(listing.base).rstrip("/").rsplit("/", 1)[-1]
        for item, relative, *_ in sorted(listing.candidates, key=lambda found: _natural(found[1])):
            url = store.url(item)
            row = MatrixRow(f"{label}/{relative}" if label else relative, url)
            try:
                artifact = read_artifact(
                    url, trust_pickles=trust_pickles, max_uncompressed=max_uncompressed, storage_options=options
                )
                row.report = check(artifact, releases, decompose=decompose)
            except NotAnArtifactError:
                if listing.single:  # a file named alone must be an artifact, as in ``check``
                    raise
                continue
            except SerdeError as exc:
                row.error = str(exc)
            matrix.rows.append(row)
            if progress is not None:
                progress(row)
    return matrix


def grouped_cell(counts: Counter[str]) -> str:
    """How many artifacts got each verdict, e.g. ``6D 2X`` (letters as in :data:`SHORT`)."""
    order = [*VERDICTS, UNREADABLE]
    return " ".join(f"{counts[v]}{SHORT.get(v, '?')}" for v in order if counts[v])


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~&])")


def markdown_cell(text: str) -> str:
    """``text`` (a file name or object key) as the literal content of one Markdown table cell: every
    character Markdown or HTML would read as syntax is backslash-escaped, line breaks become spaces and
    other control characters are escaped, so a name can neither add rows nor inject markup."""
    flat = printable(text.replace("\r", " ").replace("\n", " ").replace("\t", " "))
    return _MARKDOWN_SPECIAL.sub(r"\\\1", flat)


def render_markdown(matrix: Matrix, depth: int = 0) -> str:
    """A Markdown table: one row per artifact (``depth`` 0, cells are the verdicts' letters) or per group of
    the first ``depth`` name components (cells count the verdicts, e.g. ``6D 2X``), then the legend."""
    header = ["artifact"] if depth == 0 else ["artifacts", "n"]
    header += [f"{r} ({schema_for_torch(r)})" for r in matrix.releases]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    if depth == 0:
        for row in matrix.rows:
            cells = [SHORT[t.verdict] if (t := row.verdict(r)) is not None else "?" for r in matrix.releases]
            lines.append(f"| {markdown_cell(row.name)} | " + " | ".join(cells) + " |")
    else:
        for name, counts in matrix.counts(depth):
            total = sum(next(iter(counts.values())).values()) if counts else 0
            grouped = " | ".join(grouped_cell(counts[r]) for r in matrix.releases)
            lines.append(f"| {markdown_cell(name)} | {total} | {grouped} |")
    legend = ", ".join(f"{letter} {verdict}" for verdict, letter in SHORT.items())
    lines += ["", f"{legend}, ? unreadable. Columns: torch release (its schema)."]
    return "\n".join(lines) + "\n"
