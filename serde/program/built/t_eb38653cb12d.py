"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.2, from ExportedProgram, for Argument, ConstantValue, Graph, OptionalTensorArgument, RangeConstraint, SymExpr (guarded: Argument, ConstantValue, OptionalTensorArgument)."""

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
                                                    if isinstance(x80, dict) and ('as_graph' in x80 or 'as_optional_tensors' in x80 or 'as_none' in x80):
                                                        y81 = _Argument(x80, q76 + (k77, 'user_input', 'arg',), h)
                                                        if y81 is not x80:
                                                            x79['arg'] = y81
                                        x82 = e78.get('constant_input')
                                        if x82 is not None:
                                            if isinstance(x82, dict):
                                                x83 = x82.get('value')
                                                if x83 is not None:
                                                    if isinstance(x83, dict) and ('as_none' in x83):
                                                        y84 = h['ConstantValue'](x83, q76 + (k77, 'constant_input', 'value',))
                                                        if y84 is not x83:
                                                            x82['value'] = y84
                    x85 = x74.get('output_specs')
                    if x85 is not None:
                        if isinstance(x85, list):
                            q86 = p + ('graph_module', 'signature', 'output_specs',)
                            for k87, e88 in enumerate(x85):
                                if e88 is not None:
                                    if isinstance(e88, dict):
                                        x89 = e88.get('user_output')
                                        if x89 is not None:
                                            if isinstance(x89, dict):
                                                x90 = x89.get('arg')
                                                if x90 is not None:
                                                    if isinstance(x90, dict) and ('as_graph' in x90 or 'as_optional_tensors' in x90 or 'as_none' in x90):
                                                        y91 = _Argument(x90, q86 + (k87, 'user_output', 'arg',), h)
                                                        if y91 is not x90:
                                                            x89['arg'] = y91
            x92 = x1.get('module_call_graph')
            if x92 is not None:
                if isinstance(x92, list):
                    q93 = p + ('graph_module', 'module_call_graph',)
                    for k94, e95 in enumerate(x92):
                        if e95 is not None:
                            if isinstance(e95, dict):
                                x96 = e95.get('signature')
                                if x96 is not None:
                                    if isinstance(x96, dict):
                                        x97 = x96.get('inputs')
                                        if x97 is not None:
                                            if isinstance(x97, list):
                                                q98 = q93 + (k94, 'signature', 'inputs',)
                                                for k99, e100 in enumerate(x97):
                                                    if e100 is not None:
                                                        if isinstance(e100, dict) and ('as_graph' in e100 or 'as_optional_tensors' in e100 or 'as_none' in e100):
                                                            y101 = _Argument(e100, q98 + (k99,), h)
                                                            if y101 is not e100:
                                                                x97[k99] = y101
                                        x102 = x96.get('outputs')
                                        if x102 is not None:
                                            if isinstance(x102, list):
                                                q103 = q93 + (k94, 'signature', 'outputs',)
                                                for k104, e105 in enumerate(x102):
                                                    if e105 is not None:
                                                        if isinstance(e105, dict) and ('as_graph' in e105 or 'as_optional_tensors' in e105 or 'as_none' in e105):
                                                            y106 = _Argument(e105, q103 + (k104,), h)
                                                            if y106 is not e105:
                                                                x102[k104] = y106
    x107 = d.get('range_constraints')
    if x107 is not None:
        if isinstance(x107, dict):
            q108 = p + ('range_constraints',)
            for k109, e110 in x107.items():
                if e110 is not None:
                    if isinstance(e110, dict):
                        y111 = h['RangeConstraint'](e110, q108 + (k109,))
                        if y111 is not e110:
                            x107[k109] = y111
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
                    if isinstance(e6, dict) and ('as_graph' in e6 or 'as_optional_tensors' in e6 or 'as_none' in e6):
                        y15 = _Argument(e6, q4 + (k5,), h)
                        if y15 is not e6:
                            x3[k5] = y15
    x16 = d.get('outputs')
    if x16 is not None:
        if isinstance(x16, list):
            q17 = p + ('outputs',)
            for k18, e19 in enumerate(x16):
                if e19 is not None:
                    if isinstance(e19, dict) and ('as_graph' in e19 or 'as_optional_tensors' in e19 or 'as_none' in e19):
                        y20 = _Argument(e19, q17 + (k18,), h)
                        if y20 is not e19:
                            x16[k18] = y20
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
                                                if isinstance(x29, dict) and ('as_graph' in x29 or 'as_optional_tensors' in x29 or 'as_none' in x29):
                                                    y30 = _Argument(x29, q26 + (k27, 'arg',), h)
                                                    if y30 is not x29:
                                                        e28['arg'] = y30
                        x31 = e24.get('outputs')
                        if x31 is not None:
                            if isinstance(x31, list):
                                q32 = q22 + (k23, 'outputs',)
                                for k33, e34 in enumerate(x31):
                                    if e34 is not None:
                                        if isinstance(e34, dict) and ('as_graph' in e34 or 'as_optional_tensors' in e34 or 'as_none' in e34):
                                            y35 = _Argument(e34, q32 + (k33,), h)
                                            if y35 is not e34:
                                                x31[k33] = y35
    x36 = d.get('tensor_values')
    if x36 is not None:
        if isinstance(x36, dict):
            q37 = p + ('tensor_values',)
            for k38, e39 in x36.items():
                if e39 is not None:
                    if isinstance(e39, dict):
                        x40 = e39.get('sizes')
                        if x40 is not None:
                            if isinstance(x40, list):
                                q41 = q37 + (k38, 'sizes',)
                                for k42, e43 in enumerate(x40):
                                    if e43 is not None:
                                        if isinstance(e43, dict):
                                            x44 = e43.get('as_expr')
                                            if x44 is not None:
                                                if isinstance(x44, dict):
                                                    y45 = h['SymExpr'](x44, q41 + (k42, 'as_expr',))
                                                    if y45 is not x44:
                                                        e43['as_expr'] = y45
                        x46 = e39.get('strides')
                        if x46 is not None:
                            if isinstance(x46, list):
                                q47 = q37 + (k38, 'strides',)
                                for k48, e49 in enumerate(x46):
                                    if e49 is not None:
                                        if isinstance(e49, dict):
                                            x50 = e49.get('as_expr')
                                            if x50 is not None:
                                                if isinstance(x50, dict):
                                                    y51 = h['SymExpr'](x50, q47 + (k48, 'as_expr',))
                                                    if y51 is not x50:
                                                        e49['as_expr'] = y51
                        x52 = e39.get('storage_offset')
                        if x52 is not None:
                            if isinstance(x52, dict):
                                x53 = x52.get('as_expr')
                                if x53 is not None:
                                    if isinstance(x53, dict):
                                        y54 = h['SymExpr'](x53, q37 + (k38, 'storage_offset', 'as_expr',))
                                        if y54 is not x53:
                                            x52['as_expr'] = y54
    x55 = d.get('sym_int_values')
    if x55 is not None:
        if isinstance(x55, dict):
            q56 = p + ('sym_int_values',)
            for k57, e58 in x55.items():
                if e58 is not None:
                    if isinstance(e58, dict):
                        x59 = e58.get('as_expr')
                        if x59 is not None:
                            if isinstance(x59, dict):
                                y60 = h['SymExpr'](x59, q56 + (k57, 'as_expr',))
                                if y60 is not x59:
                                    e58['as_expr'] = y60
    x61 = d.get('sym_bool_values')
    if x61 is not None:
        if isinstance(x61, dict):
            q62 = p + ('sym_bool_values',)
            for k63, e64 in x61.items():
                if e64 is not None:
                    if isinstance(e64, dict):
                        x65 = e64.get('as_expr')
                        if x65 is not None:
                            if isinstance(x65, dict):
                                y66 = h['SymExpr'](x65, q62 + (k63, 'as_expr',))
                                if y66 is not x65:
                                    e64['as_expr'] = y66
    x67 = d.get('sym_float_values')
    if x67 is not None:
        if isinstance(x67, dict):
            q68 = p + ('sym_float_values',)
            for k69, e70 in x67.items():
                if e70 is not None:
                    if isinstance(e70, dict):
                        x71 = e70.get('as_expr')
                        if x71 is not None:
                            if isinstance(x71, dict):
                                y72 = h['SymExpr'](x71, q68 + (k69, 'as_expr',))
                                if y72 is not x71:
                                    e70['as_expr'] = y72
    return h['Graph'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x7 = d.get('as_graph')
    if x7 is not None:
        if isinstance(x7, dict):
            x8 = x7.get('graph')
            if x8 is not None:
                y9 = _Graph(x8, p + ('as_graph', 'graph',), h)
                if y9 is not x8:
                    x7['graph'] = y9
    x10 = d.get('as_optional_tensors')
    if x10 is not None:
        if isinstance(x10, list):
            q11 = p + ('as_optional_tensors',)
            for k12, e13 in enumerate(x10):
                if e13 is not None:
                    if isinstance(e13, dict) and ('as_none' in e13):
                        y14 = h['OptionalTensorArgument'](e13, q11 + (k12,))
                        if y14 is not e13:
                            x10[k12] = y14
    return h['Argument'](d, p) if 'as_none' in d else d


TRAVERSAL = _ExportedProgram
