"""``serde.jobs.matrix`` / ``pt2-serde matrix``: check's verdicts for a tree of artifacts × releases, as Markdown,
JSON and HTML, from local folders and buckets; and the documentation's copy of the bundled artifacts' matrix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS
from project_paths import DATA
from readme_matrix import PAGE, PICTURE, bundled_matrix, committed, generated, generated_picture

import serde
from serde.cli.commands import main
from serde.cli.matrix_html import render_html
from serde.compat.check import check
from serde.jobs.matrix import build_matrix, render_markdown

HERE = DATA
RELEASES = ["2.4.1", "2.9.1", "2.13.0"]


@pytest.mark.torch
@pytest.mark.slow
def test_readme_matrix_is_current() -> None:
    """docs/compatibility.md publishes the matrix of tests/data/corpus and tests/data/unseen; regenerate it with
    ``python tools/readme_matrix.py`` when this fails."""
    assert committed(PAGE.read_text(encoding="utf-8")) == generated()
    assert PICTURE.read_text(encoding="utf-8") == generated_picture()
    matrix = bundled_matrix()  # and its HTML page stays under a megabyte per thousand artifacts
    size = len(render_html(matrix, depth=2).encode())
    assert size * 1000 / len(matrix.rows) <= 1_000_000, size


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """Three artifacts of two writers, a file that is not an artifact, and a corrupt one."""
    root = tmp_path / "models"
    for release, model in (("2.13.0", "mlp"), ("2.13.0", "cond"), ("2.4.1", "mlp")):
        (root / release / model).mkdir(parents=True)
        shutil.copy(CORPUS / release / model / "model.pt2", root / release / model / "model.pt2")
    (root / "notes.txt").write_text("not an artifact")
    (root / "2.4.1" / "broken.pt2").write_bytes((CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes()[:4000])
    return root


def test_rows_are_checks_verdicts_in_natural_order(tree: Path) -> None:
    matrix = build_matrix([str(tree)], RELEASES)
    names = [row.name for row in matrix.rows]
    assert names == [
        "models/2.4.1/broken.pt2",
        "models/2.4.1/mlp/model.pt2",
        "models/2.13.0/cond/model.pt2",
        "models/2.13.0/mlp/model.pt2",
    ]
    broken, *readable = matrix.rows
    assert broken.report is None and broken.error and "broken.pt2" in broken.error
    for row in readable:
        expected = [t.to_dict() for t in check(row.url, RELEASES).targets]
        assert row.report is not None and [t.to_dict() for t in row.report.targets] == expected


def test_grouped_markdown_counts_each_verdict(tree: Path) -> None:
    matrix = build_matrix([str(tree)], RELEASES)
    table = render_markdown(matrix, depth=2)
    lines = {line.split(" | ")[0].strip("| "): line for line in table.splitlines() if line.startswith("| models/")}
    assert lines["models/2.4.1"] == "| models/2.4.1 | 2 | 1N 1? | 1U 1? | 1U 1? |"
    assert lines["models/2.13.0"] == "| models/2.13.0 | 2 | 2X | 2D | 2N |"
    per_artifact = render_markdown(matrix)
    assert "| models/2.13.0/mlp/model.pt2 | X | D | N |" in per_artifact


def test_cli_formats_and_out(tree: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    as_json = runner.invoke(
        main, ["matrix", str(tree), "--torch", ",".join(RELEASES), "--format", "json", "--group", "2"]
    )
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.output)
    assert [r["release"] for r in data["releases"]] == RELEASES and len(data["rows"]) == 4
    assert data["groups"][1] == {
        "group": "models/2.13.0",
        "counts": {
            "2.4.1": {"refused": 2},
            "2.9.1": {"after-downgrade": 2},  # cond's node names go down as torch 2.9 names nodes
            "2.13.0": {"native": 2},
        },
    }
    out = tmp_path / "page.html"
    html = runner.invoke(main, ["matrix", str(tree), "--torch", "2.13.0", "--format", "html", "--out", str(out)])
    assert html.exit_code == 0 and "wrote the matrix of 4 artifacts" in html.output
    assert out.read_text().startswith("<!DOCTYPE html>") and "<td class=vN data-r=" in out.read_text()
    bad = runner.invoke(main, ["matrix", str(tree), "--torch", "9.9.9"])
    missing = runner.invoke(main, ["matrix", str(tmp_path / "nothing-here")])
    assert bad.exit_code == 2 and missing.exit_code == 2 and "does not exist" in missing.output


def test_a_file_named_alone_must_be_an_artifact_and_a_tree_without_one_is_a_no(tree: Path, tmp_path: Path) -> None:
    """In a tree, objects that are not artifacts are left out (``notes.txt``); named alone, such a file is
    refused as ``check`` refuses it. A tree holding no artifact still gets its (empty) report, and the exit
    status is 1 with a line saying what was found, as ``check`` and ``migrate`` do."""
    notes = tree / "notes.txt"
    assert all(row.url != str(notes) for row in build_matrix([str(tree)], ["2.13.0"]).rows)
    with pytest.raises(serde.NotAnArtifactError, match="notes.txt"):
        build_matrix([str(notes)], ["2.13.0"])
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "readme.txt").write_text("no models here")
    (bare / "fake.pt2").write_bytes(b"not a zip")
    empty = build_matrix([str(bare)], ["2.13.0"])
    assert empty.rows == [] and empty.objects == 2
    runner = CliRunner()
    named = runner.invoke(main, ["matrix", str(notes), "--torch", "2.13.0"])
    assert named.exit_code == 1 and "notes.txt" in named.output
    none = runner.invoke(main, ["matrix", str(bare), "--torch", "2.13.0", "--format", "json"])
    assert none.exit_code == 1, none.output
    assert json.loads(none.stdout)["rows"] == []
    assert f"found no artifact among the 2 object(s) under {bare}" in none.stderr
    checked = runner.invoke(main, ["check", str(bare), "--torch", "2.13.0"])  # the same line, the same status
    assert checked.exit_code == 1 and f"found no artifact among the 2 object(s) under {bare}" in checked.stderr
    written = runner.invoke(main, ["matrix", str(bare), "--torch", "2.13.0", "--out", str(tmp_path / "m.md")])
    assert written.exit_code == 1 and (tmp_path / "m.md").read_text().startswith("| artifact |")
    picture = runner.invoke(main, ["matrix", str(tmp_path / "nothing-here"), "--format", "svg"])
    assert picture.exit_code == 2 and "--out" in picture.output  # refused before any listing: not a missing path


def test_matrix_of_a_bucket(s3_bucket: str, s3_options: dict[str, object]) -> None:
    for release in ("2.1.2", "2.13.0"):
        serde.save(
            serde.load(str(CORPUS / release / "mlp" / "model.pt2")), f"{s3_bucket}/m/{release}/mlp.pt2", **s3_options
        )
    matrix = build_matrix([f"{s3_bucket}/m"], ["2.13.0"], storage_options=s3_options)
    assert [(row.name, row.verdict("2.13.0").verdict) for row in matrix.rows] == [  # type: ignore[union-attr]
        ("m/2.1.2/mlp.pt2", "after-upgrade"),
        ("m/2.13.0/mlp.pt2", "native"),
    ]


def test_html_escapes_what_comes_from_the_tree(tmp_path: Path) -> None:
    """Names and messages come from untrusted trees: the page carries them as text, never as markup."""
    hostile = tmp_path / "<img src=x onerror=alert(1)>"
    hostile.mkdir()
    shutil.copy(CORPUS / "2.13.0" / "mlp" / "model.pt2", hostile / "model.pt2")
    (hostile / "<script>alert(2).pt2").write_bytes(b"PK\x03\x04 not really")
    page = render_html(build_matrix([str(tmp_path)], ["2.13.0"]), depth=1)
    assert "<img" not in page and "<script>alert" not in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page


def test_the_heatmap_counts_each_writer_against_each_loader(tree: Path, tmp_path: Path) -> None:
    """Rows are writer releases (recorded, or inferred from the schema), cells the share of each outcome with
    n/N loadable; the same picture is written as SVG and as PNG, and only to a file."""
    from serde.cli.matrix_picture import LOADABLE, Box, heatmap, to_png, to_svg

    matrix = build_matrix([str(tree)], ["2.4.1", "2.13.0"])
    picture = heatmap(matrix)
    labels = [shape.text for shape in picture.shapes if not isinstance(shape, Box)]
    assert "torch 2.13.0 (recorded)  (2)" in labels
    assert "schema 5.3: torch 2.4.1 (inferred)  (1)" in labels and "unreadable artifacts  (1)" in labels
    verdicts = [row.verdict(release) for row in matrix.rows for release in matrix.releases]
    loadable = sum(1 for t in verdicts if t is not None and t.verdict in LOADABLE)  # n/N cells add up to check's
    shown = [text for text in labels if "/" in text and text.split("/")[0].isdigit()]
    assert sum(int(text.split("/")[0]) for text in shown) == loadable > 0
    svg = to_svg(picture)
    assert svg.startswith("<svg") and svg.count("<rect") == sum(isinstance(s, Box) for s in picture.shapes)
    assert to_png(picture)[:8] == b"\x89PNG\r\n\x1a\n"
    runner = CliRunner()
    refused = runner.invoke(main, ["matrix", str(tree), "--format", "svg"])
    assert refused.exit_code == 2 and "--out" in refused.output
    for fmt in ("svg", "png"):
        out = tmp_path / f"m.{fmt}"
        done = runner.invoke(main, ["matrix", str(tree), "--torch", "2.13.0", "--format", fmt, "--out", str(out)])
        assert done.exit_code == 0, done.output
        assert out.read_bytes()[:4] in (b"<svg", b"\x89PNG")


def test_a_writer_that_is_not_a_release_string_never_reaches_the_heatmap(tmp_path: Path) -> None:
    """The recorded writer is a string from the artifact, of the release kind: markup or an escape sequence
    there is refused with its JSON path, and the heatmap counts the artifact as unreadable without drawing it."""
    from serde.cli.matrix_picture import Box, heatmap, to_svg

    artifact = serde.load(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"))
    artifact.program["torch_version"] = "2.13.0</text><script>alert(1)</script>\x1b[31m"
    serde.save(artifact, str(tmp_path / "hostile.pt2"))
    matrix = build_matrix([str(tmp_path)], ["2.13.0"])
    (row,) = matrix.rows
    assert row.report is None and row.error is not None and "$.torch_version: release refused" in row.error
    picture = heatmap(matrix)
    assert "unreadable artifacts  (1)" in [shape.text for shape in picture.shapes if not isinstance(shape, Box)]
    svg = to_svg(picture)
    assert "<script" not in svg and "\x1b" not in svg and "script" not in svg
