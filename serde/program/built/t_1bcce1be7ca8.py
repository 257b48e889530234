"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.14, from ExportedProgram, for Argument (guarded: Argument)."""

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
                if isinstance(x2, dict):
                    x3 = x2.get('inputs')
                    if x3 is not None:
                        if isinstance(x3, list):
                            q4 = p + ('graph_module', 'graph', 'inputs',)
                            for k5, e6 in enumerate(x3):
                                if e6 is not None:
                                    if isinstance(e6, dict) and ('as_graph' in e6 or 'as_complex' in e6):
                                        y34 = _Argument(e6, q4 + (k5,), h)
                                        if y34 is not e6:
                                            x3[k5] = y34
                    x35 = x2.get('outputs')
                    if x35 is not None:
                        if isinstance(x35, list):
                            q36 = p + ('graph_module', 'graph', 'outputs',)
                            for k37, e38 in enumerate(x35):
                                if e38 is not None:
                                    if isinstance(e38, dict) and ('as_graph' in e38 or 'as_complex' in e38):
                                        y39 = _Argument(e38, q36 + (k37,), h)
                                        if y39 is not e38:
                                            x35[k37] = y39
                    x40 = x2.get('nodes')
                    if x40 is not None:
                        if isinstance(x40, list):
                            q41 = p + ('graph_module', 'graph', 'nodes',)
                            for k42, e43 in enumerate(x40):
                                if e43 is not None:
                                    if isinstance(e43, dict):
                                        x44 = e43.get('inputs')
                                        if x44 is not None:
                                            if isinstance(x44, list):
                                                q45 = q41 + (k42, 'inputs',)
                                                for k46, e47 in enumerate(x44):
                                                    if e47 is not None:
                                                        if isinstance(e47, dict):
                                                            x48 = e47.get('arg')
                                                            if x48 is not None:
                                                                if isinstance(x48, dict) and ('as_graph' in x48 or 'as_complex' in x48):
                                                                    y49 = _Argument(x48, q45 + (k46, 'arg',), h)
                                                                    if y49 is not x48:
                                                                        e47['arg'] = y49
                                        x50 = e43.get('outputs')
                                        if x50 is not None:
                                            if isinstance(x50, list):
                                                q51 = q41 + (k42, 'outputs',)
                                                for k52, e53 in enumerate(x50):
                                                    if e53 is not None:
                                                        if isinstance(e53, dict) and ('as_graph' in e53 or 'as_complex' in e53):
                                                            y54 = _Argument(e53, q51 + (k52,), h)
                                                            if y54 is not e53:
                                                                x50[k52] = y54
            x55 = x1.get('signature')
            if x55 is not None:
                if isinstance(x55, dict):
                    x56 = x55.get('input_specs')
                    if x56 is not None:
                        if isinstance(x56, list):
                            q57 = p + ('graph_module', 'signature', 'input_specs',)
                            for k58, e59 in enumerate(x56):
                                if e59 is not None:
                                    if isinstance(e59, dict):
                                        x60 = e59.get('user_input')
                                        if x60 is not None:
                                            if isinstance(x60, dict):
                                                x61 = x60.get('arg')
                                                if x61 is not None:
                                                    if isinstance(x61, dict) and ('as_graph' in x61 or 'as_complex' in x61):
                                                        y62 = _Argument(x61, q57 + (k58, 'user_input', 'arg',), h)
                                                        if y62 is not x61:
                                                            x60['arg'] = y62
                    x63 = x55.get('output_specs')
                    if x63 is not None:
                        if isinstance(x63, list):
                            q64 = p + ('graph_module', 'signature', 'output_specs',)
                            for k65, e66 in enumerate(x63):
                                if e66 is not None:
                                    if isinstance(e66, dict):
                                        x67 = e66.get('user_output')
                                        if x67 is not None:
                                            if isinstance(x67, dict):
                                                x68 = x67.get('arg')
                                                if x68 is not None:
                                                    if isinstance(x68, dict) and ('as_graph' in x68 or 'as_complex' in x68):
                                                        y69 = _Argument(x68, q64 + (k65, 'user_output', 'arg',), h)
                                                        if y69 is not x68:
                                                            x67['arg'] = y69
            x70 = x1.get('module_call_graph')
            if x70 is not None:
                if isinstance(x70, list):
                    q71 = p + ('graph_module', 'module_call_graph',)
                    for k72, e73 in enumerate(x70):
                        if e73 is not None:
                            if isinstance(e73, dict):
                                x74 = e73.get('signature')
                                if x74 is not None:
                                    if isinstance(x74, dict):
                                        x75 = x74.get('inputs')
                                        if x75 is not None:
                                            if isinstance(x75, list):
                                                q76 = q71 + (k72, 'signature', 'inputs',)
                                                for k77, e78 in enumerate(x75):
                                                    if e78 is not None:
                                                        if isinstance(e78, dict) and ('as_graph' in e78 or 'as_complex' in e78):
                                                            y79 = _Argument(e78, q76 + (k77,), h)
                                                            if y79 is not e78:
                                                                x75[k77] = y79
                                        x80 = x74.get('outputs')
                                        if x80 is not None:
                                            if isinstance(x80, list):
                                                q81 = q71 + (k72, 'signature', 'outputs',)
                                                for k82, e83 in enumerate(x80):
                                                    if e83 is not None:
                                                        if isinstance(e83, dict) and ('as_graph' in e83 or 'as_complex' in e83):
                                                            y84 = _Argument(e83, q81 + (k82,), h)
                                                            if y84 is not e83:
                                                                x80[k82] = y84
    return d
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x7 = d.get('as_graph')
    if x7 is not None:
        if isinstance(x7, dict):
            x8 = x7.get('graph')
            if x8 is not None:
                if isinstance(x8, dict):
                    x9 = x8.get('inputs')
                    if x9 is not None:
                        if isinstance(x9, list):
                            q10 = p + ('as_graph', 'graph', 'inputs',)
                            for k11, e12 in enumerate(x9):
                                if e12 is not None:
                                    if isinstance(e12, dict) and ('as_graph' in e12 or 'as_complex' in e12):
                                        y13 = _Argument(e12, q10 + (k11,), h)
                                        if y13 is not e12:
                                            x9[k11] = y13
                    x14 = x8.get('outputs')
                    if x14 is not None:
                        if isinstance(x14, list):
                            q15 = p + ('as_graph', 'graph', 'outputs',)
                            for k16, e17 in enumerate(x14):
                                if e17 is not None:
                                    if isinstance(e17, dict) and ('as_graph' in e17 or 'as_complex' in e17):
                                        y18 = _Argument(e17, q15 + (k16,), h)
                                        if y18 is not e17:
                                            x14[k16] = y18
                    x19 = x8.get('nodes')
                    if x19 is not None:
                        if isinstance(x19, list):
                            q20 = p + ('as_graph', 'graph', 'nodes',)
                            for k21, e22 in enumerate(x19):
                                if e22 is not None:
                                    if isinstance(e22, dict):
                                        x23 = e22.get('inputs')
                                        if x23 is not None:
                                            if isinstance(x23, list):
                                                q24 = q20 + (k21, 'inputs',)
                                                for k25, e26 in enumerate(x23):
                                                    if e26 is not None:
                                                        if isinstance(e26, dict):
                                                            x27 = e26.get('arg')
                                                            if x27 is not None:
                                                                if isinstance(x27, dict) and ('as_graph' in x27 or 'as_complex' in x27):
                                                                    y28 = _Argument(x27, q24 + (k25, 'arg',), h)
                                                                    if y28 is not x27:
                                                                        e26['arg'] = y28
                                        x29 = e22.get('outputs')
                                        if x29 is not None:
                                            if isinstance(x29, list):
                                                q30 = q20 + (k21, 'outputs',)
                                                for k31, e32 in enumerate(x29):
                                                    if e32 is not None:
                                                        if isinstance(e32, dict) and ('as_graph' in e32 or 'as_complex' in e32):
                                                            y33 = _Argument(e32, q30 + (k31,), h)
                                                            if y33 is not e32:
                                                                x29[k31] = y33
    return h['Argument'](d, p) if 'as_complex' in d else d


TRAVERSAL = _ExportedProgram
