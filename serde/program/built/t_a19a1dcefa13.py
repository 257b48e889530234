"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.15, from ExportedProgram, for bytes."""

# mypy: ignore-errors
# ruff: noqa
from __future__ import annotations

__all__ = ["TRAVERSAL"]


def _ExportedProgram(d, p, h):
    if not isinstance(d, dict):
        return d
    return d


TRAVERSAL = _ExportedProgram
