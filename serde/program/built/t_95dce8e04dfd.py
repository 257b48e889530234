"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 5.3, from ExportedProgram, for Graph."""

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
            x2 = x1.get('graph')
            if x2 is not None:
                y36 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y36 is not x2:
                    x1['graph'] = y36
            x37 = x1.get('signature')
            if x37 is not None:
                if isinstance(x37, dict):
                    x38 = x37.get('input_specs')
                    if x38 is not None:
                        if isinstance(x38, list):
                            q39 = p + ('graph_module', 'signature', 'input_specs',)
                            for k40, e41 in enumerate(x38):
                                if e41 is not None:
                                    if isinstance(e41, dict):
                                        x42 = e41.get('user_input')
                                        if x42 is not None:
                                            if isinstance(x42, dict):
                                                x43 = x42.get('arg')
                                                if x43 is not None:
                                                    if isinstance(x43, dict):
                                                        x44 = x43.get('as_graph')
                                                        if x44 is not None:
                                                            if isinstance(x44, dict):
                                                                x45 = x44.get('graph')
                                                                if x45 is not None:
                                                                    y46 = _Graph(x45, q39 + (k40, 'user_input', 'arg', 'as_graph', 'graph',), h)
                                                                    if y46 is not x45:
                                                                        x44['graph'] = y46
                    x47 = x37.get('output_specs')
                    if x47 is not None:
                        if isinstance(x47, list):
                            q48 = p + ('graph_module', 'signature', 'output_specs',)
                            for k49, e50 in enumerate(x47):
                                if e50 is not None:
                                    if isinstance(e50, dict):
                                        x51 = e50.get('user_output')
                                        if x51 is not None:
                                            if isinstance(x51, dict):
                                                x52 = x51.get('arg')
                                                if x52 is not None:
                                                    if isinstance(x52, dict):
                                                        x53 = x52.get('as_graph')
                                                        if x53 is not None:
                                                            if isinstance(x53, dict):
                                                                x54 = x53.get('graph')
                                                                if x54 is not None:
                                                                    y55 = _Graph(x54, q48 + (k49, 'user_output', 'arg', 'as_graph', 'graph',), h)
                                                                    if y55 is not x54:
                                                                        x53['graph'] = y55
            x56 = x1.get('module_call_graph')
            if x56 is not None:
                if isinstance(x56, list):
                    q57 = p + ('graph_module', 'module_call_graph',)
                    for k58, e59 in enumerate(x56):
                        if e59 is not None:
                            if isinstance(e59, dict):
                                x60 = e59.get('signature')
                                if x60 is not None:
                                    if isinstance(x60, dict):
                                        x61 = x60.get('inputs')
                                        if x61 is not None:
                                            if isinstance(x61, list):
                                                q62 = q57 + (k58, 'signature', 'inputs',)
                                                for k63, e64 in enumerate(x61):
                                                    if e64 is not None:
                                                        if isinstance(e64, dict):
                                                            x65 = e64.get('as_graph')
                                                            if x65 is not None:
                                                                if isinstance(x65, dict):
                                                                    x66 = x65.get('graph')
                                                                    if x66 is not None:
                                                                        y67 = _Graph(x66, q62 + (k63, 'as_graph', 'graph',), h)
                                                                        if y67 is not x66:
                                                                            x65['graph'] = y67
                                        x68 = x60.get('outputs')
                                        if x68 is not None:
                                            if isinstance(x68, list):
                                                q69 = q57 + (k58, 'signature', 'outputs',)
                                                for k70, e71 in enumerate(x68):
                                                    if e71 is not None:
                                                        if isinstance(e71, dict):
                                                            x72 = e71.get('as_graph')
                                                            if x72 is not None:
                                                                if isinstance(x72, dict):
                                                                    x73 = x72.get('graph')
                                                                    if x73 is not None:
                                                                        y74 = _Graph(x73, q69 + (k70, 'as_graph', 'graph',), h)
                                                                        if y74 is not x73:
                                                                            x72['graph'] = y74
    return d
def _Graph(d, p, h):
    if not isinstance(d, dict):
        return d
    x3 = d.get('inputs')
    if x3 is not None:
        if isinstance(x3, list):
            q4 = p + ('inputs',)
            for k5, e6 in enumerate(x3):
                if e6 is not None:
                    if isinstance(e6, dict):
                        x7 = e6.get('as_graph')
                        if x7 is not None:
                            if isinstance(x7, dict):
                                x8 = x7.get('graph')
                                if x8 is not None:
                                    y9 = _Graph(x8, q4 + (k5, 'as_graph', 'graph',), h)
                                    if y9 is not x8:
                                        x7['graph'] = y9
    x10 = d.get('outputs')
    if x10 is not None:
        if isinstance(x10, list):
            q11 = p + ('outputs',)
            for k12, e13 in enumerate(x10):
                if e13 is not None:
                    if isinstance(e13, dict):
                        x14 = e13.get('as_graph')
                        if x14 is not None:
                            if isinstance(x14, dict):
                                x15 = x14.get('graph')
                                if x15 is not None:
                                    y16 = _Graph(x15, q11 + (k12, 'as_graph', 'graph',), h)
                                    if y16 is not x15:
                                        x14['graph'] = y16
    x17 = d.get('nodes')
    if x17 is not None:
        if isinstance(x17, list):
            q18 = p + ('nodes',)
            for k19, e20 in enumerate(x17):
                if e20 is not None:
                    if isinstance(e20, dict):
                        x21 = e20.get('inputs')
                        if x21 is not None:
                            if isinstance(x21, list):
                                q22 = q18 + (k19, 'inputs',)
                                for k23, e24 in enumerate(x21):
                                    if e24 is not None:
                                        if isinstance(e24, dict):
                                            x25 = e24.get('arg')
                                            if x25 is not None:
                                                if isinstance(x25, dict):
                                                    x26 = x25.get('as_graph')
                                                    if x26 is not None:
                                                        if isinstance(x26, dict):
                                                            x27 = x26.get('graph')
                                                            if x27 is not None:
                                                                y28 = _Graph(x27, q22 + (k23, 'arg', 'as_graph', 'graph',), h)
                                                                if y28 is not x27:
                                                                    x26['graph'] = y28
                        x29 = e20.get('outputs')
                        if x29 is not None:
                            if isinstance(x29, list):
                                q30 = q18 + (k19, 'outputs',)
                                for k31, e32 in enumerate(x29):
                                    if e32 is not None:
                                        if isinstance(e32, dict):
                                            x33 = e32.get('as_graph')
                                            if x33 is not None:
                                                if isinstance(x33, dict):
                                                    x34 = x33.get('graph')
                                                    if x34 is not None:
                                                        y35 = _Graph(x34, q30 + (k31, 'as_graph', 'graph',), h)
                                                        if y35 is not x34:
                                                            x33['graph'] = y35
    return h['Graph'](d, p)


TRAVERSAL = _ExportedProgram
