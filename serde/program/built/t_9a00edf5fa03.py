"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 7.3, from ExportedProgram, for Argument, ConstantValue, OptionalTensorArgument, RangeConstraint, SymExpr (guarded: Argument, ConstantValue, OptionalTensorArgument)."""

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
                                    if isinstance(e6, dict) and ('as_graph' in e6 or 'as_optional_tensors' in e6 or 'as_none' in e6):
                                        y70 = _Argument(e6, q4 + (k5,), h)
                                        if y70 is not e6:
                                            x3[k5] = y70
                    x71 = x2.get('outputs')
                    if x71 is not None:
                        if isinstance(x71, list):
                            q72 = p + ('graph_module', 'graph', 'outputs',)
                            for k73, e74 in enumerate(x71):
                                if e74 is not None:
                                    if isinstance(e74, dict) and ('as_graph' in e74 or 'as_optional_tensors' in e74 or 'as_none' in e74):
                                        y75 = _Argument(e74, q72 + (k73,), h)
                                        if y75 is not e74:
                                            x71[k73] = y75
                    x76 = x2.get('nodes')
                    if x76 is not None:
                        if isinstance(x76, list):
                            q77 = p + ('graph_module', 'graph', 'nodes',)
                            for k78, e79 in enumerate(x76):
                                if e79 is not None:
                                    if isinstance(e79, dict):
                                        x80 = e79.get('inputs')
                                        if x80 is not None:
                                            if isinstance(x80, list):
                                                q81 = q77 + (k78, 'inputs',)
                                                for k82, e83 in enumerate(x80):
                                                    if e83 is not None:
                                                        if isinstance(e83, dict):
                                                            x84 = e83.get('arg')
                                                            if x84 is not None:
                                                                if isinstance(x84, dict) and ('as_graph' in x84 or 'as_optional_tensors' in x84 or 'as_none' in x84):
                                                                    y85 = _Argument(x84, q81 + (k82, 'arg',), h)
                                                                    if y85 is not x84:
                                                                        e83['arg'] = y85
                                        x86 = e79.get('outputs')
                                        if x86 is not None:
                                            if isinstance(x86, list):
                                                q87 = q77 + (k78, 'outputs',)
                                                for k88, e89 in enumerate(x86):
                                                    if e89 is not None:
                                                        if isinstance(e89, dict) and ('as_graph' in e89 or 'as_optional_tensors' in e89 or 'as_none' in e89):
                                                            y90 = _Argument(e89, q87 + (k88,), h)
                                                            if y90 is not e89:
                                                                x86[k88] = y90
                    x91 = x2.get('tensor_values')
                    if x91 is not None:
                        if isinstance(x91, dict):
                            q92 = p + ('graph_module', 'graph', 'tensor_values',)
                            for k93, e94 in x91.items():
                                if e94 is not None:
                                    if isinstance(e94, dict):
                                        x95 = e94.get('sizes')
                                        if x95 is not None:
                                            if isinstance(x95, list):
                                                q96 = q92 + (k93, 'sizes',)
                                                for k97, e98 in enumerate(x95):
                                                    if e98 is not None:
                                                        if isinstance(e98, dict):
                                                            x99 = e98.get('as_expr')
                                                            if x99 is not None:
                                                                if isinstance(x99, dict):
                                                                    y100 = h['SymExpr'](x99, q96 + (k97, 'as_expr',))
                                                                    if y100 is not x99:
                                                                        e98['as_expr'] = y100
                                        x101 = e94.get('strides')
                                        if x101 is not None:
                                            if isinstance(x101, list):
                                                q102 = q92 + (k93, 'strides',)
                                                for k103, e104 in enumerate(x101):
                                                    if e104 is not None:
                                                        if isinstance(e104, dict):
                                                            x105 = e104.get('as_expr')
                                                            if x105 is not None:
                                                                if isinstance(x105, dict):
                                                                    y106 = h['SymExpr'](x105, q102 + (k103, 'as_expr',))
                                                                    if y106 is not x105:
                                                                        e104['as_expr'] = y106
                                        x107 = e94.get('storage_offset')
                                        if x107 is not None:
                                            if isinstance(x107, dict):
                                                x108 = x107.get('as_expr')
                                                if x108 is not None:
                                                    if isinstance(x108, dict):
                                                        y109 = h['SymExpr'](x108, q92 + (k93, 'storage_offset', 'as_expr',))
                                                        if y109 is not x108:
                                                            x107['as_expr'] = y109
                    x110 = x2.get('sym_int_values')
                    if x110 is not None:
                        if isinstance(x110, dict):
                            q111 = p + ('graph_module', 'graph', 'sym_int_values',)
                            for k112, e113 in x110.items():
                                if e113 is not None:
                                    if isinstance(e113, dict):
                                        x114 = e113.get('as_expr')
                                        if x114 is not None:
                                            if isinstance(x114, dict):
                                                y115 = h['SymExpr'](x114, q111 + (k112, 'as_expr',))
                                                if y115 is not x114:
                                                    e113['as_expr'] = y115
                    x116 = x2.get('sym_bool_values')
                    if x116 is not None:
                        if isinstance(x116, dict):
                            q117 = p + ('graph_module', 'graph', 'sym_bool_values',)
                            for k118, e119 in x116.items():
                                if e119 is not None:
                                    if isinstance(e119, dict):
                                        x120 = e119.get('as_expr')
                                        if x120 is not None:
                                            if isinstance(x120, dict):
                                                y121 = h['SymExpr'](x120, q117 + (k118, 'as_expr',))
                                                if y121 is not x120:
                                                    e119['as_expr'] = y121
            x122 = x1.get('signature')
            if x122 is not None:
                if isinstance(x122, dict):
                    x123 = x122.get('input_specs')
                    if x123 is not None:
                        if isinstance(x123, list):
                            q124 = p + ('graph_module', 'signature', 'input_specs',)
                            for k125, e126 in enumerate(x123):
                                if e126 is not None:
                                    if isinstance(e126, dict):
                                        x127 = e126.get('user_input')
                                        if x127 is not None:
                                            if isinstance(x127, dict):
                                                x128 = x127.get('arg')
                                                if x128 is not None:
                                                    if isinstance(x128, dict) and ('as_graph' in x128 or 'as_optional_tensors' in x128 or 'as_none' in x128):
                                                        y129 = _Argument(x128, q124 + (k125, 'user_input', 'arg',), h)
                                                        if y129 is not x128:
                                                            x127['arg'] = y129
                                        x130 = e126.get('constant_input')
                                        if x130 is not None:
                                            if isinstance(x130, dict):
                                                x131 = x130.get('value')
                                                if x131 is not None:
                                                    if isinstance(x131, dict) and ('as_int' in x131 or 'as_none' in x131):
                                                        y132 = h['ConstantValue'](x131, q124 + (k125, 'constant_input', 'value',))
                                                        if y132 is not x131:
                                                            x130['value'] = y132
                    x133 = x122.get('output_specs')
                    if x133 is not None:
                        if isinstance(x133, list):
                            q134 = p + ('graph_module', 'signature', 'output_specs',)
                            for k135, e136 in enumerate(x133):
                                if e136 is not None:
                                    if isinstance(e136, dict):
                                        x137 = e136.get('user_output')
                                        if x137 is not None:
                                            if isinstance(x137, dict):
                                                x138 = x137.get('arg')
                                                if x138 is not None:
                                                    if isinstance(x138, dict) and ('as_graph' in x138 or 'as_optional_tensors' in x138 or 'as_none' in x138):
                                                        y139 = _Argument(x138, q134 + (k135, 'user_output', 'arg',), h)
                                                        if y139 is not x138:
                                                            x137['arg'] = y139
            x140 = x1.get('module_call_graph')
            if x140 is not None:
                if isinstance(x140, list):
                    q141 = p + ('graph_module', 'module_call_graph',)
                    for k142, e143 in enumerate(x140):
                        if e143 is not None:
                            if isinstance(e143, dict):
                                x144 = e143.get('signature')
                                if x144 is not None:
                                    if isinstance(x144, dict):
                                        x145 = x144.get('inputs')
                                        if x145 is not None:
                                            if isinstance(x145, list):
                                                q146 = q141 + (k142, 'signature', 'inputs',)
                                                for k147, e148 in enumerate(x145):
                                                    if e148 is not None:
                                                        if isinstance(e148, dict) and ('as_graph' in e148 or 'as_optional_tensors' in e148 or 'as_none' in e148):
                                                            y149 = _Argument(e148, q146 + (k147,), h)
                                                            if y149 is not e148:
                                                                x145[k147] = y149
                                        x150 = x144.get('outputs')
                                        if x150 is not None:
                                            if isinstance(x150, list):
                                                q151 = q141 + (k142, 'signature', 'outputs',)
                                                for k152, e153 in enumerate(x150):
                                                    if e153 is not None:
                                                        if isinstance(e153, dict) and ('as_graph' in e153 or 'as_optional_tensors' in e153 or 'as_none' in e153):
                                                            y154 = _Argument(e153, q151 + (k152,), h)
                                                            if y154 is not e153:
                                                                x150[k152] = y154
    x155 = d.get('range_constraints')
    if x155 is not None:
        if isinstance(x155, dict):
            q156 = p + ('range_constraints',)
            for k157, e158 in x155.items():
                if e158 is not None:
                    if isinstance(e158, dict):
                        y159 = h['RangeConstraint'](e158, q156 + (k157,))
                        if y159 is not e158:
                            x155[k157] = y159
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
                                    if isinstance(e12, dict) and ('as_graph' in e12 or 'as_optional_tensors' in e12 or 'as_none' in e12):
                                        y13 = _Argument(e12, q10 + (k11,), h)
                                        if y13 is not e12:
                                            x9[k11] = y13
                    x14 = x8.get('outputs')
                    if x14 is not None:
                        if isinstance(x14, list):
                            q15 = p + ('as_graph', 'graph', 'outputs',)
                            for k16, e17 in enumerate(x14):
                                if e17 is not None:
                                    if isinstance(e17, dict) and ('as_graph' in e17 or 'as_optional_tensors' in e17 or 'as_none' in e17):
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
                                                                if isinstance(x27, dict) and ('as_graph' in x27 or 'as_optional_tensors' in x27 or 'as_none' in x27):
                                                                    y28 = _Argument(x27, q24 + (k25, 'arg',), h)
                                                                    if y28 is not x27:
                                                                        e26['arg'] = y28
                                        x29 = e22.get('outputs')
                                        if x29 is not None:
                                            if isinstance(x29, list):
                                                q30 = q20 + (k21, 'outputs',)
                                                for k31, e32 in enumerate(x29):
                                                    if e32 is not None:
                                                        if isinstance(e32, dict) and ('as_graph' in e32 or 'as_optional_tensors' in e32 or 'as_none' in e32):
                                                            y33 = _Argument(e32, q30 + (k31,), h)
                                                            if y33 is not e32:
                                                                x29[k31] = y33
                    x34 = x8.get('tensor_values')
                    if x34 is not None:
                        if isinstance(x34, dict):
                            q35 = p + ('as_graph', 'graph', 'tensor_values',)
                            for k36, e37 in x34.items():
                                if e37 is not None:
                                    if isinstance(e37, dict):
                                        x38 = e37.get('sizes')
                                        if x38 is not None:
                                            if isinstance(x38, list):
                                                q39 = q35 + (k36, 'sizes',)
                                                for k40, e41 in enumerate(x38):
                                                    if e41 is not None:
                                                        if isinstance(e41, dict):
                                                            x42 = e41.get('as_expr')
                                                            if x42 is not None:
                                                                if isinstance(x42, dict):
                                                                    y43 = h['SymExpr'](x42, q39 + (k40, 'as_expr',))
                                                                    if y43 is not x42:
                                                                        e41['as_expr'] = y43
                                        x44 = e37.get('strides')
                                        if x44 is not None:
                                            if isinstance(x44, list):
                                                q45 = q35 + (k36, 'strides',)
                                                for k46, e47 in enumerate(x44):
                                                    if e47 is not None:
                                                        if isinstance(e47, dict):
                                                            x48 = e47.get('as_expr')
                                                            if x48 is not None:
                                                                if isinstance(x48, dict):
                                                                    y49 = h['SymExpr'](x48, q45 + (k46, 'as_expr',))
                                                                    if y49 is not x48:
                                                                        e47['as_expr'] = y49
                                        x50 = e37.get('storage_offset')
                                        if x50 is not None:
                                            if isinstance(x50, dict):
                                                x51 = x50.get('as_expr')
                                                if x51 is not None:
                                                    if isinstance(x51, dict):
                                                        y52 = h['SymExpr'](x51, q35 + (k36, 'storage_offset', 'as_expr',))
                                                        if y52 is not x51:
                                                            x50['as_expr'] = y52
                    x53 = x8.get('sym_int_values')
                    if x53 is not None:
                        if isinstance(x53, dict):
                            q54 = p + ('as_graph', 'graph', 'sym_int_values',)
                            for k55, e56 in x53.items():
                                if e56 is not None:
                                    if isinstance(e56, dict):
                                        x57 = e56.get('as_expr')
                                        if x57 is not None:
                                            if isinstance(x57, dict):
                                                y58 = h['SymExpr'](x57, q54 + (k55, 'as_expr',))
                                                if y58 is not x57:
                                                    e56['as_expr'] = y58
                    x59 = x8.get('sym_bool_values')
                    if x59 is not None:
                        if isinstance(x59, dict):
                            q60 = p + ('as_graph', 'graph', 'sym_bool_values',)
                            for k61, e62 in x59.items():
                                if e62 is not None:
                                    if isinstance(e62, dict):
                                        x63 = e62.get('as_expr')
                                        if x63 is not None:
                                            if isinstance(x63, dict):
                                                y64 = h['SymExpr'](x63, q60 + (k61, 'as_expr',))
                                                if y64 is not x63:
                                                    e62['as_expr'] = y64
    x65 = d.get('as_optional_tensors')
    if x65 is not None:
        if isinstance(x65, list):
            q66 = p + ('as_optional_tensors',)
            for k67, e68 in enumerate(x65):
                if e68 is not None:
                    if isinstance(e68, dict) and ('as_none' in e68):
                        y69 = h['OptionalTensorArgument'](e68, q66 + (k67,))
                        if y69 is not e68:
                            x65[k67] = y69
    return h['Argument'](d, p) if 'as_none' in d else d


TRAVERSAL = _ExportedProgram
