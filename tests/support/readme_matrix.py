"""The published compatibility matrix of the bundled artifacts: how it is generated and where it lives.

Shared by ``tools/readme_matrix.py`` (which rewrites the page) and ``tests/serde/jobs/test_matrix.py`` (which fails
when the published copy is stale).
"""

from __future__ import annotations

import functools
import re

from project_paths import DATA, ROOT

from serde.cli.matrix_picture import heatmap, to_svg
from serde.jobs.matrix import Matrix, build_matrix, render_markdown

TESTS = DATA
PAGE = ROOT / "docs" / "compatibility.md"
"""The documentation page that publishes the matrix."""
MARKERS = re.compile(r"(<!-- matrix:begin -->\n)(.*?)(<!-- matrix:end -->)", re.DOTALL)
GROUP_DEPTH = 2
"""Rows are folders of one source and writer release: ``corpus/2.4.1``, ``unseen/2.12.1``."""


PICTURE = ROOT / "docs" / "images" / "compatibility.svg"
"""The heatmap of the same matrix, which the README and the page show."""


@functools.cache
def bundled_matrix() -> Matrix:
    """The matrix of ``tests/data/corpus`` and ``tests/data/unseen`` (built once per process), with the unseen models'
    namedtuple and dataclass registered in torch, as their loaders must."""
    import unseen_types  # noqa: F401

    return build_matrix([str(TESTS / "corpus"), str(TESTS / "unseen")], trust_pickles=True)


def generated() -> str:
    """The matrix of ``tests/data/corpus`` and ``tests/data/unseen`` grouped by folder, in Markdown."""
    return render_markdown(bundled_matrix(), GROUP_DEPTH)


def generated_picture() -> str:
    """The heatmap (SVG) of the same matrix: rows are writer releases, columns loader releases."""
    return to_svg(heatmap(bundled_matrix(), "Which torch loads the bundled artifacts?"))


def committed(text: str) -> str:
    """The matrix between the page's markers."""
    found = MARKERS.search(text)
    if found is None:
        raise ValueError("docs/compatibility.md has no <!-- matrix:begin --> … <!-- matrix:end --> section")
    return found.group(2)


def with_matrix(text: str, table: str) -> str:
    """The page ``text`` with ``table`` between its markers."""
    committed(text)
    return MARKERS.sub(lambda m: m.group(1) + table + m.group(3), text)
