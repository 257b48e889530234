"""The compatibility matrix as one self-contained HTML page: no stylesheet, script or font from elsewhere.

One row per artifact, one narrow column per torch release (fifteen fit in 1440 pixels): each cell holds the
verdict's letter (N U D L X C, ? unreadable) in dark text on the verdict's colour, at 4.5:1 contrast or more
(the palette of :data:`serde.cli.matrix_picture.OUTCOMES`). With ``depth`` > 0 the artifacts of a folder are
collapsed under one row that counts them (``n/N`` loadable, on a bar of each outcome's share) and opens on
click. A footer gives each column's ``n/N`` loadable. The page filters rows by verdict and release and by
name, and sorts by any column. Clicking a cell shows its verdict, steps and reasons in a panel; each
distinct list of reasons is stored once (a page stays under a megabyte per thousand artifacts). The writer
column says whether the artifact recorded its writer or the release was inferred from the schema.

Everything from an artifact is escaped: names and writers as HTML text; reasons travel as JSON in a
``<script type="application/json">`` block with ``<`` escaped, and the script writes them with
``textContent`` only.
"""

from __future__ import annotations

import json
from collections import Counter
from html import escape

from serde.cli.matrix_picture import LOADABLE, OUTCOMES
from serde.compat.check import TargetVerdict
from serde.jobs.matrix import SHORT, UNREADABLE, Matrix, MatrixRow
from serde.releases.catalog import schema_for_torch

__all__ = ["COLOURS", "LETTERS", "render_html"]

COLOURS = {verdict: colour for verdict, _, colour in OUTCOMES}
"""The background of each outcome's cells (dark text on it meets WCAG's 4.5:1)."""
LETTERS = {**SHORT, UNREADABLE: "?"}
"""The letter each outcome's cells show."""
CLASSES = {**{verdict: f"v{letter}" for verdict, letter in SHORT.items()}, UNREADABLE: "vQ"}
"""The short class of each outcome's cells (a page holds thousands of them)."""
INK = "#1f2328"

STYLE = f"""
body {{ font: 14px/1.4 system-ui, sans-serif; margin: 1em; color: {INK}; }}
table {{ border-collapse: collapse; }}
th, td {{ border: 1px solid #d0d7de; padding: 1px 4px; text-align: left; }}
thead th {{ position: sticky; top: 0; background: #f6f8fa; cursor: pointer; font-weight: 600; }}
thead th small {{ font-weight: normal; }}
th.name {{ max-width: 22em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: normal; }}
tbody td[data-r], tr.g td {{ width: 3.4em; text-align: center; cursor: pointer; color: {INK}; font-weight: 600; }}
tr.g th.name {{ font-weight: 600; cursor: pointer; }}
tr.g td {{ font-weight: normal; font-size: 12px; }}
tfoot td, tfoot th {{ font-size: 12px; background: #f6f8fa; }}
.legend span {{ display: inline-block; color: {INK}; padding: 0 6px; margin-right: 4px; border-radius: 3px; }}
#panel {{ position: fixed; right: 1em; bottom: 1em; max-width: 40em; max-height: 40vh; overflow: auto;
  background: #fff; border: 1px solid #8c959f; padding: 0.5em 1em; box-shadow: 0 2px 8px #0003; }}
#panel code {{ font-size: 12px; }}
form {{ margin: 0.5em 0; }}
""" + "".join(f".{CLASSES[v]} {{ background: {c}; }}\n" for v, c in COLOURS.items())

SCRIPT = """
const reasons = JSON.parse(document.getElementById("reasons").textContent);
const table = document.getElementById("matrix");
const body = table.tBodies[0];
const panel = document.getElementById("panel");
const form = document.getElementById("filter");
const ORDER = "NUDLXC?";
const nameOf = (row) => row.cells[0].textContent;
function say(element, text) { const node = document.createElement(element); node.textContent = text; return node; }
function blocks() {
  let current = {head: null, rows: []};
  const all = [current];
  for (const row of [...body.rows]) {
    if (row.classList.contains("g")) { current = {head: row, rows: []}; all.push(current); }
    else { current.rows.push(row); }
  }
  return all;
}
function show(cell) {
  const [title, items] = reasons[Number(cell.dataset.r)];
  const list = document.createElement("ul");
  for (const [path, message] of items) {
    const item = document.createElement("li");
    if (path) { item.append(say("code", path), ": "); }
    item.append(message);
    list.append(item);
  }
  const release = table.tHead.rows[0].cells[cell.cellIndex].dataset.release;
  panel.replaceChildren(say("strong", nameOf(cell.parentElement) + " in torch " + release), say("p", title), list);
  panel.hidden = false;
}
function sortBy(column, heading) {
  const descending = heading.dataset.sorted === "up";
  for (const other of table.tHead.rows[0].cells) { delete other.dataset.sorted; }
  heading.dataset.sorted = descending ? "down" : "up";
  const key = (row) => column === 0 ? nameOf(row) : (column < 3 ? row.cells[column].textContent
    : String(ORDER.indexOf(row.cells[column].textContent)).padStart(2, "0") + nameOf(row));
  const compare = (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (descending ? -1 : 1);
  for (const block of blocks()) {
    block.rows.sort(compare);
    if (block.head) { body.append(block.head); }
    for (const row of block.rows) { body.append(row); }
  }
}
function refilter() {
  const fields = form.elements;
  const column = fields.release.value === "" ? -1 : Number(fields.release.value);
  const letter = fields.verdict.value;
  const text = fields.contains.value.toLowerCase();
  const filtering = letter !== "" || text !== "";
  for (const block of blocks()) {
    let shown = 0;
    for (const row of block.rows) {
      const cells = [...row.cells].slice(3);
      const verdictOk = letter === "" || (column < 0 ? cells.some((c) => c.textContent === letter)
        : cells[column].textContent === letter);
      const match = verdictOk && nameOf(row).toLowerCase().includes(text);
      shown += match ? 1 : 0;
      row.hidden = !match || (block.head !== null && !filtering && !block.head.classList.contains("open"));
    }
    if (block.head) { block.head.hidden = filtering && shown === 0; }
  }
}
table.addEventListener("click", (event) => {
  const cell = event.target.closest("td[data-r]");
  const group = event.target.closest("tr.g");
  const heading = event.target.closest("thead th");
  if (cell) { show(cell); }
  else if (group) { group.classList.toggle("open"); refilter(); }
  else if (heading) { sortBy(heading.cellIndex, heading); }
});
form.addEventListener("input", refilter);
form.addEventListener("change", refilter);
refilter();
"""


def _bar(counts: Counter[str], total: int) -> str:
    """A CSS gradient showing each outcome's share of a group's cell."""
    stops, start = [], 0.0
    for verdict, _, colour in OUTCOMES:
        if counts[verdict]:
            end = start + 100 * counts[verdict] / total
            stops.append(f"{colour} {start:.0f}% {end:.0f}%")
            start = end
    return f"linear-gradient(to right, {', '.join(stops)})" if stops else "none"


class _Reasons:
    """Each distinct (title, reasons) of the page's cells, stored once and named by its index."""

    def __init__(self) -> None:
        self.items: list[tuple[str, list[tuple[str, str]]]] = []
        self._index: dict[str, int] = {}

    def index(self, target: TargetVerdict | None, error: str | None) -> int:
        if target is None:
            entry = ("unreadable", [("", error or "the artifact could not be read")])
        else:
            items = target.dropped or target.reasons
            kind = "drops" if target.dropped else "reasons"
            title = f"{target.verdict} ({' → '.join(target.steps) or 'as it is'})" + (f"; {kind}:" if items else "")
            entry = (title, [(r.path, r.message) for r in items])
        key = json.dumps(entry)
        if key not in self._index:
            self._index[key] = len(self.items)
            self.items.append(entry)
        return self._index[key]

    def script(self) -> str:
        """The JSON block the page's script reads (``<`` escaped so no string can end the block)."""
        return json.dumps(self.items, separators=(",", ":")).replace("<", "\\u003c")


def _row(row: MatrixRow, releases: list[str], reasons: _Reasons) -> str:
    report = row.report
    schema = escape(report.schema_version) if report is not None else ""
    if report is None:
        writer = ""
    elif report.writer_recorded:
        writer = f"{escape(report.writer_recorded)} <small>recorded</small>"
    else:
        inferred = report.writer_inferred
        span = inferred[0] if len(inferred) == 1 else f"{inferred[0]}…{inferred[-1]}" if inferred else "?"
        writer = f"{escape(span)} <small>inferred</small>"
    cells = []
    for release in releases:
        target = row.verdict(release)
        verdict = str(target.verdict) if target is not None else UNREADABLE
        # unquoted attribute values and no end tag (both valid HTML): a page holds thousands of cells, and
        # every value here is pt2-serde's own (a class name and a number)
        cells.append(f"<td class={CLASSES[verdict]} data-r={reasons.index(target, row.error)}>{LETTERS[verdict]}")
    return f'<tr><th class="name">{escape(row.name)}</th><td>{schema}</td><td>{writer}</td>{"".join(cells)}</tr>'


def _group(name: str, counts: dict[str, Counter[str]], releases: list[str]) -> str:
    total = sum(next(iter(counts.values())).values()) if counts else 0
    cells = []
    for release in releases:
        loadable = sum(counts[release][v] for v in LOADABLE)
        tip = ", ".join(f"{counts[release][v]} {text}" for v, text, _ in OUTCOMES if counts[release][v])
        cells.append(
            f'<td style="background:{_bar(counts[release], total)}" title="{escape(tip)}">'
            f'<span style="background:#fff;padding:0 2px">{loadable}/{total}</span></td>'
        )
    label = escape(name)
    return f'<tr class="g"><th class="name" colspan="3">▸ {label} ({total})</th>{"".join(cells)}</tr>'


def render_html(matrix: Matrix, depth: int = 0, title: str = "pt2-serde compatibility matrix") -> str:
    """The page (see the module docstring); ``depth`` > 0 collapses rows into folders of that depth."""
    releases = matrix.releases
    head = "".join(
        f'<th data-release="{escape(r)}">{escape(r)}<br><small>{schema_for_torch(r)}</small></th>' for r in releases
    )
    legend = "".join(f'<span class="{CLASSES[v]}">{LETTERS[v]}</span>{escape(text)} ' for v, text, _ in OUTCOMES)
    reasons = _Reasons()
    body: list[str] = []
    groups = dict(matrix.counts(depth)) if depth > 0 else {}
    current = None
    for row in matrix.rows:
        group = row.group(depth) if depth > 0 else None
        if group is not None and group != current:
            current = group
            body.append(_group(group, groups[group], releases))
        body.append(_row(row, releases, reasons))
    total = len(matrix.rows)
    loadable = [
        sum(1 for row in matrix.rows if (t := row.verdict(r)) is not None and t.verdict in LOADABLE) for r in releases
    ]
    footer = "".join(f"<td>{count}/{total}</td>" for count in loadable)
    release_options = "".join(f'<option value="{i}">torch {escape(r)}</option>' for i, r in enumerate(releases))
    verdict_options = "".join(f'<option value="{LETTERS[v]}">{escape(text)}</option>' for v, text, _ in OUTCOMES)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{escape(title)}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>{escape(title)}</h1>
<p>{total} artifacts × {len(releases)} torch releases. Click a cell for its reasons, a folder to open it, a column
heading to sort by it.</p>
<p class="legend">{legend}</p>
<form id="filter" onsubmit="return false">Show rows where <select name="release"><option value="">any release
</option>{release_options}</select> is <select name="verdict"><option value="">anything</option>{verdict_options}
</select> and the name contains <input name="contains" size="16"></form>
<table id="matrix">
<thead><tr><th>artifact</th><th>schema</th><th>writer</th>{head}</tr></thead>
<tbody>
{chr(10).join(body)}
</tbody>
<tfoot><tr><th colspan="3">loadable, as they are or after conversion</th>{footer}</tr></tfoot>
</table>
<aside id="panel" hidden></aside>
<script type="application/json" id="reasons">{reasons.script()}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""
