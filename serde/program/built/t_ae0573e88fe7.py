"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 5.1, from ExportedProgram, for InputSpec (guarded: InputSpec)."""

# mypy: ignore-errors
# ruff: noqa
from __future__ import annotations

__all__ = ["TRAVERSAL"]


def _ExportedProgram(d, p, h):
    if not isinstance(d, dict):
        return d
    x1 = d.get('graph_module')
    if x1 is not None:
        if isinstance(x1, dict):
            x2 = x1.get('signature')
            if x2 is not None:
                if isinstance(x2, dict):
                    x3 = x2.get('input_specs')
                    if x3 is not None:
                        if isinstance(x3, list):
                            q4 = p + ('graph_module', 'signature', 'input_specs',)
                            for k5, e6 in enumerate(x3):
                                if e6 is not None:
                                    if isinstance(e6, dict) and ('custom_obj' in e6):
                                        y7 = h['InputSpec'](e6, q4 + (k5,))
                                        if y7 is not e6:
                                            x3[k5] = y7
    return d


TRAVERSAL = _ExportedProgram
