"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.17, from ExportedProgram, for Graph."""

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
                y64 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y64 is not x2:
                    x1['graph'] = y64
            x65 = x1.get('signature')
            if x65 is not None:
                if isinstance(x65, dict):
                    x66 = x65.get('input_specs')
                    if x66 is not None:
                        if isinstance(x66, list):
                            q67 = p + ('graph_module', 'signature', 'input_specs',)
                            for k68, e69 in enumerate(x66):
                                if e69 is not None:
                                    if isinstance(e69, dict):
                                        x70 = e69.get('user_input')
                                        if x70 is not None:
                                            if isinstance(x70, dict):
                                                x71 = x70.get('arg')
                                                if x71 is not None:
                                                    if isinstance(x71, dict):
                                                        x72 = x71.get('as_graph')
                                                        if x72 is not None:
                                                            if isinstance(x72, dict):
                                                                x73 = x72.get('graph')
                                                                if x73 is not None:
                                                                    y74 = _Graph(x73, q67 + (k68, 'user_input', 'arg', 'as_graph', 'graph',), h)
                                                                    if y74 is not x73:
                                                                        x72['graph'] = y74
                                                        x75 = x71.get('as_string_to_argument')
                                                        if x75 is not None:
                                                            if isinstance(x75, dict):
                                                                q76 = q67 + (k68, 'user_input', 'arg', 'as_string_to_argument',)
                                                                for k77, e78 in x75.items():
                                                                    if e78 is not None:
                                                                        if isinstance(e78, dict) and ('as_graph' in e78 or 'as_string_to_argument' in e78):
                                                                            y79 = _Argument(e78, q76 + (k77,), h)
                                                                            if y79 is not e78:
                                                                                x75[k77] = y79
                    x80 = x65.get('output_specs')
                    if x80 is not None:
                        if isinstance(x80, list):
                            q81 = p + ('graph_module', 'signature', 'output_specs',)
                            for k82, e83 in enumerate(x80):
                                if e83 is not None:
                                    if isinstance(e83, dict):
                                        x84 = e83.get('user_output')
                                        if x84 is not None:
                                            if isinstance(x84, dict):
                                                x85 = x84.get('arg')
                                                if x85 is not None:
                                                    if isinstance(x85, dict):
                                                        x86 = x85.get('as_graph')
                                                        if x86 is not None:
                                                            if isinstance(x86, dict):
                                                                x87 = x86.get('graph')
                                                                if x87 is not None:
                                                                    y88 = _Graph(x87, q81 + (k82, 'user_output', 'arg', 'as_graph', 'graph',), h)
                                                                    if y88 is not x87:
                                                                        x86['graph'] = y88
                                                        x89 = x85.get('as_string_to_argument')
                                                        if x89 is not None:
                                                            if isinstance(x89, dict):
                                                                q90 = q81 + (k82, 'user_output', 'arg', 'as_string_to_argument',)
                                                                for k91, e92 in x89.items():
                                                                    if e92 is not None:
                                                                        if isinstance(e92, dict) and ('as_graph' in e92 or 'as_string_to_argument' in e92):
                                                                            y93 = _Argument(e92, q90 + (k91,), h)
                                                                            if y93 is not e92:
                                                                                x89[k91] = y93
            x94 = x1.get('module_call_graph')
            if x94 is not None:
                if isinstance(x94, list):
                    q95 = p + ('graph_module', 'module_call_graph',)
                    for k96, e97 in enumerate(x94):
                        if e97 is not None:
                            if isinstance(e97, dict):
                                x98 = e97.get('signature')
                                if x98 is not None:
                                    if isinstance(x98, dict):
                                        x99 = x98.get('inputs')
                                        if x99 is not None:
                                            if isinstance(x99, list):
                                                q100 = q95 + (k96, 'signature', 'inputs',)
                                                for k101, e102 in enumerate(x99):
                                                    if e102 is not None:
                                                        if isinstance(e102, dict):
                                                            x103 = e102.get('as_graph')
                                                            if x103 is not None:
                                                                if isinstance(x103, dict):
                                                                    x104 = x103.get('graph')
                                                                    if x104 is not None:
                                                                        y105 = _Graph(x104, q100 + (k101, 'as_graph', 'graph',), h)
                                                                        if y105 is not x104:
                                                                            x103['graph'] = y105
                                                            x106 = e102.get('as_string_to_argument')
                                                            if x106 is not None:
                                                                if isinstance(x106, dict):
                                                                    q107 = q100 + (k101, 'as_string_to_argument',)
                                                                    for k108, e109 in x106.items():
                                                                        if e109 is not None:
                                                                            if isinstance(e109, dict) and ('as_graph' in e109 or 'as_string_to_argument' in e109):
                                                                                y110 = _Argument(e109, q107 + (k108,), h)
                                                                                if y110 is not e109:
                                                                                    x106[k108] = y110
                                        x111 = x98.get('outputs')
                                        if x111 is not None:
                                            if isinstance(x111, list):
                                                q112 = q95 + (k96, 'signature', 'outputs',)
                                                for k113, e114 in enumerate(x111):
                                                    if e114 is not None:
                                                        if isinstance(e114, dict):
                                                            x115 = e114.get('as_graph')
                                                            if x115 is not None:
                                                                if isinstance(x115, dict):
                                                                    x116 = x115.get('graph')
                                                                    if x116 is not None:
                                                                        y117 = _Graph(x116, q112 + (k113, 'as_graph', 'graph',), h)
                                                                        if y117 is not x116:
                                                                            x115['graph'] = y117
                                                            x118 = e114.get('as_string_to_argument')
                                                            if x118 is not None:
                                                                if isinstance(x118, dict):
                                                                    q119 = q112 + (k113, 'as_string_to_argument',)
                                                                    for k120, e121 in x118.items():
                                                                        if e121 is not None:
                                                                            if isinstance(e121, dict) and ('as_graph' in e121 or 'as_string_to_argument' in e121):
                                                                                y122 = _Argument(e121, q119 + (k120,), h)
                                                                                if y122 is not e121:
                                                                                    x118[k120] = y122
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
                        x10 = e6.get('as_string_to_argument')
                        if x10 is not None:
                            if isinstance(x10, dict):
                                q11 = q4 + (k5, 'as_string_to_argument',)
                                for k12, e13 in x10.items():
                                    if e13 is not None:
                                        if isinstance(e13, dict) and ('as_graph' in e13 or 'as_string_to_argument' in e13):
                                            y22 = _Argument(e13, q11 + (k12,), h)
                                            if y22 is not e13:
                                                x10[k12] = y22
    x23 = d.get('outputs')
    if x23 is not None:
        if isinstance(x23, list):
            q24 = p + ('outputs',)
            for k25, e26 in enumerate(x23):
                if e26 is not None:
                    if isinstance(e26, dict):
                        x27 = e26.get('as_graph')
                        if x27 is not None:
                            if isinstance(x27, dict):
                                x28 = x27.get('graph')
                                if x28 is not None:
                                    y29 = _Graph(x28, q24 + (k25, 'as_graph', 'graph',), h)
                                    if y29 is not x28:
                                        x27['graph'] = y29
                        x30 = e26.get('as_string_to_argument')
                        if x30 is not None:
                            if isinstance(x30, dict):
                                q31 = q24 + (k25, 'as_string_to_argument',)
                                for k32, e33 in x30.items():
                                    if e33 is not None:
                                        if isinstance(e33, dict) and ('as_graph' in e33 or 'as_string_to_argument' in e33):
                                            y34 = _Argument(e33, q31 + (k32,), h)
                                            if y34 is not e33:
                                                x30[k32] = y34
    x35 = d.get('nodes')
    if x35 is not None:
        if isinstance(x35, list):
            q36 = p + ('nodes',)
            for k37, e38 in enumerate(x35):
                if e38 is not None:
                    if isinstance(e38, dict):
                        x39 = e38.get('inputs')
                        if x39 is not None:
                            if isinstance(x39, list):
                                q40 = q36 + (k37, 'inputs',)
                                for k41, e42 in enumerate(x39):
                                    if e42 is not None:
                                        if isinstance(e42, dict):
                                            x43 = e42.get('arg')
                                            if x43 is not None:
                                                if isinstance(x43, dict):
                                                    x44 = x43.get('as_graph')
                                                    if x44 is not None:
                                                        if isinstance(x44, dict):
                                                            x45 = x44.get('graph')
                                                            if x45 is not None:
                                                                y46 = _Graph(x45, q40 + (k41, 'arg', 'as_graph', 'graph',), h)
                                                                if y46 is not x45:
                                                                    x44['graph'] = y46
                                                    x47 = x43.get('as_string_to_argument')
                                                    if x47 is not None:
                                                        if isinstance(x47, dict):
                                                            q48 = q40 + (k41, 'arg', 'as_string_to_argument',)
                                                            for k49, e50 in x47.items():
                                                                if e50 is not None:
                                                                    if isinstance(e50, dict) and ('as_graph' in e50 or 'as_string_to_argument' in e50):
                                                                        y51 = _Argument(e50, q48 + (k49,), h)
                                                                        if y51 is not e50:
                                                                            x47[k49] = y51
                        x52 = e38.get('outputs')
                        if x52 is not None:
                            if isinstance(x52, list):
                                q53 = q36 + (k37, 'outputs',)
                                for k54, e55 in enumerate(x52):
                                    if e55 is not None:
                                        if isinstance(e55, dict):
                                            x56 = e55.get('as_graph')
                                            if x56 is not None:
                                                if isinstance(x56, dict):
                                                    x57 = x56.get('graph')
                                                    if x57 is not None:
                                                        y58 = _Graph(x57, q53 + (k54, 'as_graph', 'graph',), h)
                                                        if y58 is not x57:
                                                            x56['graph'] = y58
                                            x59 = e55.get('as_string_to_argument')
                                            if x59 is not None:
                                                if isinstance(x59, dict):
                                                    q60 = q53 + (k54, 'as_string_to_argument',)
                                                    for k61, e62 in x59.items():
                                                        if e62 is not None:
                                                            if isinstance(e62, dict) and ('as_graph' in e62 or 'as_string_to_argument' in e62):
                                                                y63 = _Argument(e62, q60 + (k61,), h)
                                                                if y63 is not e62:
                                                                    x59[k61] = y63
    return h['Graph'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x14 = d.get('as_graph')
    if x14 is not None:
        if isinstance(x14, dict):
            x15 = x14.get('graph')
            if x15 is not None:
                y16 = _Graph(x15, p + ('as_graph', 'graph',), h)
                if y16 is not x15:
                    x14['graph'] = y16
    x17 = d.get('as_string_to_argument')
    if x17 is not None:
        if isinstance(x17, dict):
            q18 = p + ('as_string_to_argument',)
            for k19, e20 in x17.items():
                if e20 is not None:
                    if isinstance(e20, dict) and ('as_graph' in e20 or 'as_string_to_argument' in e20):
                        y21 = _Argument(e20, q18 + (k19,), h)
                        if y21 is not e20:
                            x17[k19] = y21
    return d


TRAVERSAL = _ExportedProgram
