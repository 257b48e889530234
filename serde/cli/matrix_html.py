"""The compatibility matrix as one self-contained HTML page: no script, stylesheet or font from elsewhere.

One table row per artifact, one column per torch release; each cell is coloured by its verdict
(``data-verdict`` names it), carries the reasons or the dropped items in its ``title`` (shown on hover),
and holds them in a ``<details>`` element that opens on click. Group rows (the first ``depth`` components
of the artifacts' names) head each folder with its verdict counts. Everything from an artifact is escaped.
"""

from __future__ import annotations

from html import escape

from serde.compat.check import VERDICTS, Reason, TargetVerdict
from serde.jobs.matrix import SHORT, Matrix, MatrixRow, grouped_cell
from serde.releases.catalog import schema_for_torch

__all__ = ["COLOURS", "render_html"]

COLOURS = {
    "native": "#1a7f37",
    "after-upgrade": "#4ac26b",
    "after-downgrade": "#54aeff",
    "after-downgrade-lossy": "#d4a72c",
    "refused": "#cf222e",
    "corrupt": "#8250df",
}
"""The background of each verdict's cells (and of its legend entry)."""
UNREADABLE_COLOUR = "#6e7781"

STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1f2328; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d0d7de; padding: 2px 6px; text-align: left; vertical-align: top; }
thead th { position: sticky; top: 0; background: #f6f8fa; }
td.cell { color: #fff; white-space: nowrap; }
td.cell details[open] { white-space: normal; min-width: 24em; }
td.cell summary { cursor: pointer; }
td.cell ul { margin: 4px 0; padding-left: 1.2em; }
tr.group th { background: #eaeef2; }
.legend span { display: inline-block; color: #fff; padding: 1px 8px; margin-right: 6px; border-radius: 3px; }
code { font-size: 12px; }
"""


def _reasons_text(items: list[Reason]) -> str:
    return "\n".join(f"{r.path}: {r.message}" for r in items)


def _cell(target: TargetVerdict | None, error: str | None) -> str:
    if target is None:
        text = error or "unreadable"
        return (
            f'<td class="cell" data-verdict="unreadable" style="background:{UNREADABLE_COLOUR}" '
            f'title="{escape(text)}">unreadable</td>'
        )
    items = target.dropped or target.reasons
    label = "drops" if target.dropped else "reasons"
    title = escape(f"{target.verdict} ({' → '.join(target.steps) or 'as is'})\n{_reasons_text(items)}".strip())
    body = escape(target.verdict)
    if items:
        listed = "".join(f"<li><code>{escape(r.path)}</code>: {escape(r.message)}</li>" for r in items)
        body = f"<details><summary>{body}</summary><div>{label}:</div><ul>{listed}</ul></details>"
    return (
        f'<td class="cell" data-verdict="{escape(target.verdict)}" data-release="{escape(target.release)}" '
        f'style="background:{COLOURS[target.verdict]}" title="{title}">{body}</td>'
    )


def _row(row: MatrixRow, releases: list[str]) -> str:
    report = row.report
    schema = escape(report.schema_version) if report else ""
    writer = escape(report.writer_recorded or "/".join(report.writer_inferred)) if report else ""
    cells = "".join(_cell(row.verdict(release), row.error) for release in releases)
    name = escape(row.name)
    return f'<tr data-artifact="{name}"><th>{name}</th><td>{schema}</td><td>{writer}</td>{cells}</tr>'


def render_html(matrix: Matrix, depth: int = 0, title: str = "pt2-serde compatibility matrix") -> str:
    """The page: a legend with each verdict's colour, then the table (group rows when ``depth`` > 0)."""
    releases = matrix.releases
    head = "".join(f"<th>torch {escape(r)}<br><small>schema {schema_for_torch(r)}</small></th>" for r in releases)
    legend = (
        "".join(f'<span style="background:{COLOURS[v]}">{escape(v)} ({SHORT[v]})</span>' for v in VERDICTS)
        + f'<span style="background:{UNREADABLE_COLOUR}">unreadable</span>'
    )
    body: list[str] = []
    groups = dict(matrix.counts(depth)) if depth > 0 else {}
    current = None
    for row in matrix.rows:
        group = row.group(depth) if depth > 0 else None
        if group is not None and group != current:
            current = group
            counts = "".join(f"<th>{escape(grouped_cell(groups[group][r]))}</th>" for r in releases)
            label = escape(group)
            body.append(f'<tr class="group" data-group="{label}"><th colspan="3">{label}</th>{counts}</tr>')
        body.append(_row(row, releases))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{escape(title)}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>{escape(title)}</h1>
<p>{len(matrix.rows)} artifacts × {len(releases)} torch releases. Hover a cell for its reasons; click it to
open them.</p>
<p class="legend">{legend}</p>
<table>
<thead><tr><th>artifact</th><th>schema</th><th>writer</th>{head}</tr></thead>
<tbody>
{chr(10).join(body)}
</tbody>
</table>
</body>
</html>
"""
