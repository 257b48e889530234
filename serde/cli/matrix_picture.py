"""The compatibility matrix as a picture: a heatmap of the release that wrote the artifacts (rows) × the release
that loads them (columns), drawn once as shapes and written as SVG (no dependency) or PNG (Pillow).

Each cell is a bar split by the share of the row's artifacts in each outcome (loads as it is, after an
upgrade, after a downgrade, after a lossy downgrade, refused, corrupt, unreadable) with ``n/N`` loadable
beneath it in dark text on white. The colours follow Okabe and Ito's palette, told apart with every common
colour-vision deficiency (green and vermilion lightened so that dark text on any of them meets WCAG's 4.5:1,
as the HTML matrix puts its letters on them); a legend names them. A row is the writer torch recorded in
the artifact, or, when it recorded none, the releases that write the artifact's schema (marked "inferred"). Every string
that comes from an artifact (a recorded writer) is escaped before it is drawn.
"""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass
from xml.sax.saxutils import escape

from packaging.version import InvalidVersion, Version

from serde.jobs.matrix import UNREADABLE, Matrix, MatrixRow
from serde.releases.catalog import schema_for_torch
from serde.schema.versions import SchemaVersion

__all__ = ["Box", "Label", "OUTCOMES", "Picture", "heatmap", "to_png", "to_svg"]

OUTCOMES = (
    ("native", "loads as it is", "#3fb97f"),
    ("after-upgrade", "after an upgrade", "#56B4E9"),
    ("after-downgrade", "after a downgrade", "#E69F00"),
    ("after-downgrade-lossy", "after a lossy downgrade", "#F0E442"),
    ("refused", "refused", "#f08a5d"),
    ("corrupt", "corrupt", "#CC79A7"),
    (UNREADABLE, "unreadable", "#999999"),
)
"""Each outcome of a cell, in drawing order: its verdict, its legend text and its colour (the one palette of
the picture and of the HTML matrix)."""
LOADABLE = frozenset({"native", "after-upgrade", "after-downgrade", "after-downgrade-lossy"})
INK = "#1f2328"
"""Text colour: 15.8:1 against the white the counts sit on."""
CELL_W, CELL_H, BAR_H = 64, 40, 20
LABEL_W, HEADER_H, MARGIN = 230, 56, 16
MAX_LABEL = 48


@dataclass(frozen=True)
class Box:
    """A filled rectangle, with the tooltip an SVG viewer shows."""

    x: float
    y: float
    w: float
    h: float
    fill: str
    title: str = ""


@dataclass(frozen=True)
class Label:
    """A line of text; ``anchor`` is ``start``, ``middle`` or ``end``."""

    x: float
    y: float
    text: str
    size: int = 12
    anchor: str = "start"
    bold: bool = False


@dataclass(frozen=True)
class Picture:
    """What is drawn: a size and shapes in drawing order."""

    width: int
    height: int
    shapes: tuple[Box | Label, ...]


def _clean(text: str) -> str:
    """A string from an artifact as drawn: printable characters only, cut to :data:`MAX_LABEL`."""
    flat = "".join(c if c.isprintable() else "?" for c in text)
    return flat if len(flat) <= MAX_LABEL else flat[: MAX_LABEL - 1] + "…"


def _writer(row: MatrixRow) -> tuple[tuple[SchemaVersion, str], str]:
    """The row's writer as a sort key and a label."""
    report = row.report
    if report is None:
        return (SchemaVersion(999, 0), "~"), "unreadable artifacts"
    schema = SchemaVersion.parse(report.schema_version)
    if report.writer_recorded:
        try:
            release = Version(report.writer_recorded).base_version
        except InvalidVersion:
            release = _clean(report.writer_recorded)
        return (schema, release), f"torch {release} (recorded)"
    inferred = report.writer_inferred
    span = inferred[0] if len(inferred) == 1 else f"{inferred[0]}…{inferred[-1]}" if inferred else "?"
    return (schema, span), f"schema {schema}: torch {span} (inferred)"


def heatmap(matrix: Matrix, title: str = "Which torch loads these artifacts?") -> Picture:
    """The heatmap of ``matrix`` (see the module docstring)."""
    groups: dict[str, tuple[tuple[SchemaVersion, str], dict[str, Counter[str]]]] = {}
    for row in matrix.rows:
        key, label = _writer(row)
        cells = groups.setdefault(label, (key, {release: Counter() for release in matrix.releases}))[1]
        for release in matrix.releases:
            target = row.verdict(release)
            cells[release][str(target.verdict) if target is not None else UNREADABLE] += 1
    ordered = sorted(groups.items(), key=lambda item: item[1][0])
    columns = len(matrix.releases)
    top = MARGIN + 24 + HEADER_H
    width = MARGIN * 2 + LABEL_W + CELL_W * columns
    legend_top = top + CELL_H * len(ordered) + 24
    height = legend_top + 20 * ((len(OUTCOMES) + 2) // 3) + MARGIN
    shapes: list[Box | Label] = [Box(0, 0, width, height, "#ffffff"), Label(MARGIN, MARGIN + 14, title, 16, bold=True)]
    shapes.append(Label(MARGIN, top - 12, "rows: written by; columns: loaded by", 11))
    for column, release in enumerate(matrix.releases):
        x = MARGIN + LABEL_W + column * CELL_W + CELL_W / 2
        shapes.append(Label(x, top - 26, release, 12, "middle", bold=True))
        shapes.append(Label(x, top - 10, f"schema {schema_for_torch(release)}", 10, "middle"))
    for index, (label, (_, cells)) in enumerate(ordered):
        y = top + index * CELL_H
        total = sum(next(iter(cells.values())).values()) if cells else 0
        shapes.append(Label(MARGIN, y + CELL_H / 2 + 4, f"{label}  ({total})", 12))
        for column, release in enumerate(matrix.releases):
            x = MARGIN + LABEL_W + column * CELL_W
            counts = cells[release]
            offset = 0.0
            for verdict, text, colour in OUTCOMES:
                if counts[verdict]:
                    share = (CELL_W - 4) * counts[verdict] / total
                    tip = f"{label} in torch {release}: {counts[verdict]} of {total} {text}"
                    shapes.append(Box(x + 2 + offset, y + 2, share, BAR_H, colour, tip))
                    offset += share
            loadable = sum(counts[v] for v in LOADABLE)
            shapes.append(Label(x + CELL_W / 2, y + BAR_H + 15, f"{loadable}/{total}", 11, "middle"))
    for index, (_, text, colour) in enumerate(OUTCOMES):
        x = MARGIN + (index % 3) * 200
        y = legend_top + (index // 3) * 20
        shapes += [Box(x, y, 14, 14, colour, text), Label(x + 20, y + 11, text, 11)]
    shapes.append(Label(width - MARGIN, legend_top - 8, "n/N: loadable, as is or after conversion", 10, "end"))
    return Picture(width, height, tuple(shapes))


def to_svg(picture: Picture) -> str:
    """The picture as a standalone SVG document (text escaped; tooltips as ``<title>``)."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{picture.width}" height="{picture.height}" '
        f'viewBox="0 0 {picture.width} {picture.height}" font-family="system-ui, sans-serif" role="img">'
    ]
    for shape in picture.shapes:
        if isinstance(shape, Box):
            tip = f"<title>{escape(shape.title)}</title>" if shape.title else ""
            out.append(
                f'<rect x="{shape.x:.1f}" y="{shape.y:.1f}" width="{shape.w:.1f}" height="{shape.h:.1f}" '
                f'fill="{shape.fill}">{tip}</rect>'
            )
        else:
            weight = ' font-weight="bold"' if shape.bold else ""
            out.append(
                f'<text x="{shape.x:.1f}" y="{shape.y:.1f}" font-size="{shape.size}" fill="{INK}" '
                f'text-anchor="{shape.anchor}"{weight}>{escape(shape.text)}</text>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def to_png(picture: Picture, scale: int = 2) -> bytes:
    """The picture as a PNG (Pillow, ``pip install "pt2-serde[pictures]"``), ``scale`` times its size."""
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:
        raise ImportError('PNG output needs Pillow: pip install "pt2-serde[pictures]" (SVG needs nothing)') from None
    image = Image.new("RGB", (picture.width * scale, picture.height * scale), "#ffffff")
    draw = ImageDraw.Draw(image)
    fonts: dict[int, ImageFont.FreeTypeFont | ImageFont.ImageFont] = {}
    for shape in picture.shapes:
        if isinstance(shape, Box):
            box = (shape.x * scale, shape.y * scale, (shape.x + shape.w) * scale, (shape.y + shape.h) * scale)
            draw.rectangle(box, fill=shape.fill)
            continue
        font = fonts.setdefault(shape.size, ImageFont.load_default(size=shape.size * scale))
        anchor = {"start": "ls", "middle": "ms", "end": "rs"}[shape.anchor]
        draw.text((shape.x * scale, shape.y * scale), shape.text, fill=INK, font=font, anchor=anchor)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()
