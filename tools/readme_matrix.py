"""Regenerate the compatibility matrix in docs/compatibility.md (between ``<!-- matrix:begin -->`` and
``<!-- matrix:end -->``) and its picture docs/images/compatibility.svg from the bundled corpus and unseen
models: ``python tools/readme_matrix.py``.
``tests/serde/jobs/test_matrix.py`` fails when the committed copy differs from what this writes."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))
from readme_matrix import PAGE, PICTURE, generated, generated_picture, with_matrix  # noqa: E402


def main() -> int:
    """Rewrite the page's matrix section."""
    PAGE.write_text(with_matrix(PAGE.read_text(encoding="utf-8"), generated()), encoding="utf-8")
    PICTURE.parent.mkdir(exist_ok=True)
    PICTURE.write_text(generated_picture(), encoding="utf-8")
    print(f"updated the matrix in {PAGE} and its picture {PICTURE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
