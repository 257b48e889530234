"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 2.0, from ExportedProgram, for CustomObjArgument, Graph, SymBool, SymExpr."""

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
                y73 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y73 is not x2:
                    x1['graph'] = y73
            x74 = x1.get('signature')
            if x74 is not None:
                if isinstance(x74, dict):
                    x75 = x74.get('input_specs')
                    if x75 is not None:
                        if isinstance(x75, list):
                            q76 = p + ('graph_module', 'signature', 'input_specs',)
                            for k77, e78 in enumerate(x75):
                                if e78 is not None:
                                    if isinstance(e78, dict):
                                        x79 = e78.get('user_input')
                                        if x79 is not None:
                                            if isinstance(x79, dict):
                                                x80 = x79.get('arg')
                                                if x80 is not None:
                                                    if isinstance(x80, dict):
                                                        x81 = x80.get('as_graph')
                                                        if x81 is not None:
                                                            if isinstance(x81, dict):
                                                                x82 = x81.get('graph')
                                                                if x82 is not None:
                                                                    y83 = _Graph(x82, q76 + (k77, 'user_input', 'arg', 'as_graph', 'graph',), h)
                                                                    if y83 is not x82:
                                                                        x81['graph'] = y83
                                                        x84 = x80.get('as_custom_obj')
                                                        if x84 is not None:
                                                            if isinstance(x84, dict):
                                                                y85 = h['CustomObjArgument'](x84, q76 + (k77, 'user_input', 'arg', 'as_custom_obj',))
                                                                if y85 is not x84:
                                                                    x80['as_custom_obj'] = y85
                    x86 = x74.get('output_specs')
                    if x86 is not None:
                        if isinstance(x86, list):
                            q87 = p + ('graph_module', 'signature', 'output_specs',)
                            for k88, e89 in enumerate(x86):
                                if e89 is not None:
                                    if isinstance(e89, dict):
                                        x90 = e89.get('user_output')
                                        if x90 is not None:
                                            if isinstance(x90, dict):
                                                x91 = x90.get('arg')
                                                if x91 is not None:
                                                    if isinstance(x91, dict):
                                                        x92 = x91.get('as_graph')
                                                        if x92 is not None:
                                                            if isinstance(x92, dict):
                                                                x93 = x92.get('graph')
                                                                if x93 is not None:
                                                                    y94 = _Graph(x93, q87 + (k88, 'user_output', 'arg', 'as_graph', 'graph',), h)
                                                                    if y94 is not x93:
                                                                        x92['graph'] = y94
                                                        x95 = x91.get('as_custom_obj')
                                                        if x95 is not None:
                                                            if isinstance(x95, dict):
                                                                y96 = h['CustomObjArgument'](x95, q87 + (k88, 'user_output', 'arg', 'as_custom_obj',))
                                                                if y96 is not x95:
                                                                    x91['as_custom_obj'] = y96
            x97 = x1.get('module_call_graph')
            if x97 is not None:
                if isinstance(x97, list):
                    q98 = p + ('graph_module', 'module_call_graph',)
                    for k99, e100 in enumerate(x97):
                        if e100 is not None:
                            if isinstance(e100, dict):
                                x101 = e100.get('signature')
                                if x101 is not None:
                                    if isinstance(x101, dict):
                                        x102 = x101.get('inputs')
                                        if x102 is not None:
                                            if isinstance(x102, list):
                                                q103 = q98 + (k99, 'signature', 'inputs',)
                                                for k104, e105 in enumerate(x102):
                                                    if e105 is not None:
                                                        if isinstance(e105, dict):
                                                            x106 = e105.get('as_graph')
                                                            if x106 is not None:
                                                                if isinstance(x106, dict):
                                                                    x107 = x106.get('graph')
                                                                    if x107 is not None:
                                                                        y108 = _Graph(x107, q103 + (k104, 'as_graph', 'graph',), h)
                                                                        if y108 is not x107:
                                                                            x106['graph'] = y108
                                                            x109 = e105.get('as_custom_obj')
                                                            if x109 is not None:
                                                                if isinstance(x109, dict):
                                                                    y110 = h['CustomObjArgument'](x109, q103 + (k104, 'as_custom_obj',))
                                                                    if y110 is not x109:
                                                                        e105['as_custom_obj'] = y110
                                        x111 = x101.get('outputs')
                                        if x111 is not None:
                                            if isinstance(x111, list):
                                                q112 = q98 + (k99, 'signature', 'outputs',)
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
                                                            x118 = e114.get('as_custom_obj')
                                                            if x118 is not None:
                                                                if isinstance(x118, dict):
                                                                    y119 = h['CustomObjArgument'](x118, q112 + (k113, 'as_custom_obj',))
                                                                    if y119 is not x118:
                                                                        e114['as_custom_obj'] = y119
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
                        x10 = e6.get('as_custom_obj')
                        if x10 is not None:
                            if isinstance(x10, dict):
                                y11 = h['CustomObjArgument'](x10, q4 + (k5, 'as_custom_obj',))
                                if y11 is not x10:
                                    e6['as_custom_obj'] = y11
    x12 = d.get('outputs')
    if x12 is not None:
        if isinstance(x12, list):
            q13 = p + ('outputs',)
            for k14, e15 in enumerate(x12):
                if e15 is not None:
                    if isinstance(e15, dict):
                        x16 = e15.get('as_graph')
                        if x16 is not None:
                            if isinstance(x16, dict):
                                x17 = x16.get('graph')
                                if x17 is not None:
                                    y18 = _Graph(x17, q13 + (k14, 'as_graph', 'graph',), h)
                                    if y18 is not x17:
                                        x16['graph'] = y18
                        x19 = e15.get('as_custom_obj')
                        if x19 is not None:
                            if isinstance(x19, dict):
                                y20 = h['CustomObjArgument'](x19, q13 + (k14, 'as_custom_obj',))
                                if y20 is not x19:
                                    e15['as_custom_obj'] = y20
    x21 = d.get('nodes')
    if x21 is not None:
        if isinstance(x21, list):
            q22 = p + ('nodes',)
            for k23, e24 in enumerate(x21):
                if e24 is not None:
                    if isinstance(e24, dict):
                        x25 = e24.get('inputs')
                        if x25 is not None:
                            if isinstance(x25, list):
                                q26 = q22 + (k23, 'inputs',)
                                for k27, e28 in enumerate(x25):
                                    if e28 is not None:
                                        if isinstance(e28, dict):
                                            x29 = e28.get('arg')
                                            if x29 is not None:
                                                if isinstance(x29, dict):
                                                    x30 = x29.get('as_graph')
                                                    if x30 is not None:
                                                        if isinstance(x30, dict):
                                                            x31 = x30.get('graph')
                                                            if x31 is not None:
                                                                y32 = _Graph(x31, q26 + (k27, 'arg', 'as_graph', 'graph',), h)
                                                                if y32 is not x31:
                                                                    x30['graph'] = y32
                                                    x33 = x29.get('as_custom_obj')
                                                    if x33 is not None:
                                                        if isinstance(x33, dict):
                                                            y34 = h['CustomObjArgument'](x33, q26 + (k27, 'arg', 'as_custom_obj',))
                                                            if y34 is not x33:
                                                                x29['as_custom_obj'] = y34
                        x35 = e24.get('outputs')
                        if x35 is not None:
                            if isinstance(x35, list):
                                q36 = q22 + (k23, 'outputs',)
                                for k37, e38 in enumerate(x35):
                                    if e38 is not None:
                                        if isinstance(e38, dict):
                                            x39 = e38.get('as_graph')
                                            if x39 is not None:
                                                if isinstance(x39, dict):
                                                    x40 = x39.get('graph')
                                                    if x40 is not None:
                                                        y41 = _Graph(x40, q36 + (k37, 'as_graph', 'graph',), h)
                                                        if y41 is not x40:
                                                            x39['graph'] = y41
                                            x42 = e38.get('as_custom_obj')
                                            if x42 is not None:
                                                if isinstance(x42, dict):
                                                    y43 = h['CustomObjArgument'](x42, q36 + (k37, 'as_custom_obj',))
                                                    if y43 is not x42:
                                                        e38['as_custom_obj'] = y43
    x44 = d.get('tensor_values')
    if x44 is not None:
        if isinstance(x44, dict):
            q45 = p + ('tensor_values',)
            for k46, e47 in x44.items():
                if e47 is not None:
                    if isinstance(e47, dict):
                        x48 = e47.get('sizes')
                        if x48 is not None:
                            if isinstance(x48, list):
                                q49 = q45 + (k46, 'sizes',)
                                for k50, e51 in enumerate(x48):
                                    if e51 is not None:
                                        if isinstance(e51, dict):
                                            x52 = e51.get('as_expr')
                                            if x52 is not None:
                                                if isinstance(x52, dict):
                                                    y53 = h['SymExpr'](x52, q49 + (k50, 'as_expr',))
                                                    if y53 is not x52:
                                                        e51['as_expr'] = y53
                        x54 = e47.get('strides')
                        if x54 is not None:
                            if isinstance(x54, list):
                                q55 = q45 + (k46, 'strides',)
                                for k56, e57 in enumerate(x54):
                                    if e57 is not None:
                                        if isinstance(e57, dict):
                                            x58 = e57.get('as_expr')
                                            if x58 is not None:
                                                if isinstance(x58, dict):
                                                    y59 = h['SymExpr'](x58, q55 + (k56, 'as_expr',))
                                                    if y59 is not x58:
                                                        e57['as_expr'] = y59
    x60 = d.get('sym_int_values')
    if x60 is not None:
        if isinstance(x60, dict):
            q61 = p + ('sym_int_values',)
            for k62, e63 in x60.items():
                if e63 is not None:
                    if isinstance(e63, dict):
                        x64 = e63.get('as_expr')
                        if x64 is not None:
                            if isinstance(x64, dict):
                                y65 = h['SymExpr'](x64, q61 + (k62, 'as_expr',))
                                if y65 is not x64:
                                    e63['as_expr'] = y65
    x66 = d.get('sym_bool_values')
    if x66 is not None:
        if isinstance(x66, dict):
            q67 = p + ('sym_bool_values',)
            for k68, e69 in x66.items():
                if e69 is not None:
                    y72 = _SymBool(e69, q67 + (k68,), h)
                    if y72 is not e69:
                        x66[k68] = y72
    return h['Graph'](d, p)
def _SymBool(d, p, h):
    if not isinstance(d, dict):
        return d
    x70 = d.get('as_expr')
    if x70 is not None:
        if isinstance(x70, dict):
            y71 = h['SymExpr'](x70, p + ('as_expr',))
            if y71 is not x70:
                d['as_expr'] = y71
    return h['SymBool'](d, p)


TRAVERSAL = _ExportedProgram
