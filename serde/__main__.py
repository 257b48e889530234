"""``python -m serde``: the pt2-serde command line (the package's ``__init__`` takes the working directory
that ``python -m`` put on ``sys.path`` off it again before anything else is imported)."""

from serde.cli.commands import main

main()
