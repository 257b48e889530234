"""``python -m serde``: the pt2-serde command line."""

from serde.cli import main

main()
