"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.17, from ExportedProgram, for Argument (guarded: Argument)."""

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
                                    if isinstance(e6, dict) and ('as_graph' in e6 or 'as_string_to_argument' in e6 or 'as_nested_tensors' in e6):
                                        y39 = _Argument(e6, q4 + (k5,), h)
                                        if y39 is not e6:
                                            x3[k5] = y39
                    x40 = x2.get('outputs')
                    if x40 is not None:
                        if isinstance(x40, list):
                            q41 = p + ('graph_module', 'graph', 'outputs',)
                            for k42, e43 in enumerate(x40):
                                if e43 is not None:
                                    if isinstance(e43, dict) and ('as_graph' in e43 or 'as_string_to_argument' in e43 or 'as_nested_tensors' in e43):
                                        y44 = _Argument(e43, q41 + (k42,), h)
                                        if y44 is not e43:
                                            x40[k42] = y44
                    x45 = x2.get('nodes')
                    if x45 is not None:
                        if isinstance(x45, list):
                            q46 = p + ('graph_module', 'graph', 'nodes',)
                            for k47, e48 in enumerate(x45):
                                if e48 is not None:
                                    if isinstance(e48, dict):
                                        x49 = e48.get('inputs')
                                        if x49 is not None:
                                            if isinstance(x49, list):
                                                q50 = q46 + (k47, 'inputs',)
                                                for k51, e52 in enumerate(x49):
                                                    if e52 is not None:
                                                        if isinstance(e52, dict):
                                                            x53 = e52.get('arg')
                                                            if x53 is not None:
                                                                if isinstance(x53, dict) and ('as_graph' in x53 or 'as_string_to_argument' in x53 or 'as_nested_tensors' in x53):
                                                                    y54 = _Argument(x53, q50 + (k51, 'arg',), h)
                                                                    if y54 is not x53:
                                                                        e52['arg'] = y54
                                        x55 = e48.get('outputs')
                                        if x55 is not None:
                                            if isinstance(x55, list):
                                                q56 = q46 + (k47, 'outputs',)
                                                for k57, e58 in enumerate(x55):
                                                    if e58 is not None:
                                                        if isinstance(e58, dict) and ('as_graph' in e58 or 'as_string_to_argument' in e58 or 'as_nested_tensors' in e58):
                                                            y59 = _Argument(e58, q56 + (k57,), h)
                                                            if y59 is not e58:
                                                                x55[k57] = y59
            x60 = x1.get('signature')
            if x60 is not None:
                if isinstance(x60, dict):
                    x61 = x60.get('input_specs')
                    if x61 is not None:
                        if isinstance(x61, list):
                            q62 = p + ('graph_module', 'signature', 'input_specs',)
                            for k63, e64 in enumerate(x61):
                                if e64 is not None:
                                    if isinstance(e64, dict):
                                        x65 = e64.get('user_input')
                                        if x65 is not None:
                                            if isinstance(x65, dict):
                                                x66 = x65.get('arg')
                                                if x66 is not None:
                                                    if isinstance(x66, dict) and ('as_graph' in x66 or 'as_string_to_argument' in x66 or 'as_nested_tensors' in x66):
                                                        y67 = _Argument(x66, q62 + (k63, 'user_input', 'arg',), h)
                                                        if y67 is not x66:
                                                            x65['arg'] = y67
                    x68 = x60.get('output_specs')
                    if x68 is not None:
                        if isinstance(x68, list):
                            q69 = p + ('graph_module', 'signature', 'output_specs',)
                            for k70, e71 in enumerate(x68):
                                if e71 is not None:
                                    if isinstance(e71, dict):
                                        x72 = e71.get('user_output')
                                        if x72 is not None:
                                            if isinstance(x72, dict):
                                                x73 = x72.get('arg')
                                                if x73 is not None:
                                                    if isinstance(x73, dict) and ('as_graph' in x73 or 'as_string_to_argument' in x73 or 'as_nested_tensors' in x73):
                                                        y74 = _Argument(x73, q69 + (k70, 'user_output', 'arg',), h)
                                                        if y74 is not x73:
                                                            x72['arg'] = y74
            x75 = x1.get('module_call_graph')
            if x75 is not None:
                if isinstance(x75, list):
                    q76 = p + ('graph_module', 'module_call_graph',)
                    for k77, e78 in enumerate(x75):
                        if e78 is not None:
                            if isinstance(e78, dict):
                                x79 = e78.get('signature')
                                if x79 is not None:
                                    if isinstance(x79, dict):
                                        x80 = x79.get('inputs')
                                        if x80 is not None:
                                            if isinstance(x80, list):
                                                q81 = q76 + (k77, 'signature', 'inputs',)
                                                for k82, e83 in enumerate(x80):
                                                    if e83 is not None:
                                                        if isinstance(e83, dict) and ('as_graph' in e83 or 'as_string_to_argument' in e83 or 'as_nested_tensors' in e83):
                                                            y84 = _Argument(e83, q81 + (k82,), h)
                                                            if y84 is not e83:
                                                                x80[k82] = y84
                                        x85 = x79.get('outputs')
                                        if x85 is not None:
                                            if isinstance(x85, list):
                                                q86 = q76 + (k77, 'signature', 'outputs',)
                                                for k87, e88 in enumerate(x85):
                                                    if e88 is not None:
                                                        if isinstance(e88, dict) and ('as_graph' in e88 or 'as_string_to_argument' in e88 or 'as_nested_tensors' in e88):
                                                            y89 = _Argument(e88, q86 + (k87,), h)
                                                            if y89 is not e88:
                                                                x85[k87] = y89
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
                                    if isinstance(e12, dict) and ('as_graph' in e12 or 'as_string_to_argument' in e12 or 'as_nested_tensors' in e12):
                                        y13 = _Argument(e12, q10 + (k11,), h)
                                        if y13 is not e12:
                                            x9[k11] = y13
                    x14 = x8.get('outputs')
                    if x14 is not None:
                        if isinstance(x14, list):
                            q15 = p + ('as_graph', 'graph', 'outputs',)
                            for k16, e17 in enumerate(x14):
                                if e17 is not None:
                                    if isinstance(e17, dict) and ('as_graph' in e17 or 'as_string_to_argument' in e17 or 'as_nested_tensors' in e17):
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
                                                                if isinstance(x27, dict) and ('as_graph' in x27 or 'as_string_to_argument' in x27 or 'as_nested_tensors' in x27):
                                                                    y28 = _Argument(x27, q24 + (k25, 'arg',), h)
                                                                    if y28 is not x27:
                                                                        e26['arg'] = y28
                                        x29 = e22.get('outputs')
                                        if x29 is not None:
                                            if isinstance(x29, list):
                                                q30 = q20 + (k21, 'outputs',)
                                                for k31, e32 in enumerate(x29):
                                                    if e32 is not None:
                                                        if isinstance(e32, dict) and ('as_graph' in e32 or 'as_string_to_argument' in e32 or 'as_nested_tensors' in e32):
                                                            y33 = _Argument(e32, q30 + (k31,), h)
                                                            if y33 is not e32:
                                                                x29[k31] = y33
    x34 = d.get('as_string_to_argument')
    if x34 is not None:
        if isinstance(x34, dict):
            q35 = p + ('as_string_to_argument',)
            for k36, e37 in x34.items():
                if e37 is not None:
                    if isinstance(e37, dict) and ('as_graph' in e37 or 'as_string_to_argument' in e37 or 'as_nested_tensors' in e37):
                        y38 = _Argument(e37, q35 + (k36,), h)
                        if y38 is not e37:
                            x34[k36] = y38
    return h['Argument'](d, p) if 'as_nested_tensors' in d else d


TRAVERSAL = _ExportedProgram
