"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 5.1, from ExportedProgram, for Argument, CustomObjArgument, Device, Graph, InputSpec, InputToBufferSpec, OptionalTensorArgument, OutputSpec, SymBool, SymBoolArgument, SymExprHint, SymInt, SymIntArgument, TensorMeta."""

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
                y94 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y94 is not x2:
                    x1['graph'] = y94
            x95 = x1.get('signature')
            if x95 is not None:
                if isinstance(x95, dict):
                    x96 = x95.get('input_specs')
                    if x96 is not None:
                        if isinstance(x96, list):
                            q97 = p + ('graph_module', 'signature', 'input_specs',)
                            for k98, e99 in enumerate(x96):
                                if e99 is not None:
                                    y108 = _InputSpec(e99, q97 + (k98,), h)
                                    if y108 is not e99:
                                        x96[k98] = y108
                    x109 = x95.get('output_specs')
                    if x109 is not None:
                        if isinstance(x109, list):
                            q110 = p + ('graph_module', 'signature', 'output_specs',)
                            for k111, e112 in enumerate(x109):
                                if e112 is not None:
                                    y116 = _OutputSpec(e112, q110 + (k111,), h)
                                    if y116 is not e112:
                                        x109[k111] = y116
            x117 = x1.get('module_call_graph')
            if x117 is not None:
                if isinstance(x117, list):
                    q118 = p + ('graph_module', 'module_call_graph',)
                    for k119, e120 in enumerate(x117):
                        if e120 is not None:
                            if isinstance(e120, dict):
                                x121 = e120.get('signature')
                                if x121 is not None:
                                    if isinstance(x121, dict):
                                        x122 = x121.get('inputs')
                                        if x122 is not None:
                                            if isinstance(x122, list):
                                                q123 = q118 + (k119, 'signature', 'inputs',)
                                                for k124, e125 in enumerate(x122):
                                                    if e125 is not None:
                                                        y126 = _Argument(e125, q123 + (k124,), h)
                                                        if y126 is not e125:
                                                            x122[k124] = y126
                                        x127 = x121.get('outputs')
                                        if x127 is not None:
                                            if isinstance(x127, list):
                                                q128 = q118 + (k119, 'signature', 'outputs',)
                                                for k129, e130 in enumerate(x127):
                                                    if e130 is not None:
                                                        y131 = _Argument(e130, q128 + (k129,), h)
                                                        if y131 is not e130:
                                                            x127[k129] = y131
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
                    y33 = _Argument(e6, q4 + (k5,), h)
                    if y33 is not e6:
                        x3[k5] = y33
    x34 = d.get('outputs')
    if x34 is not None:
        if isinstance(x34, list):
            q35 = p + ('outputs',)
            for k36, e37 in enumerate(x34):
                if e37 is not None:
                    y38 = _Argument(e37, q35 + (k36,), h)
                    if y38 is not e37:
                        x34[k36] = y38
    x39 = d.get('nodes')
    if x39 is not None:
        if isinstance(x39, list):
            q40 = p + ('nodes',)
            for k41, e42 in enumerate(x39):
                if e42 is not None:
                    if isinstance(e42, dict):
                        x43 = e42.get('inputs')
                        if x43 is not None:
                            if isinstance(x43, list):
                                q44 = q40 + (k41, 'inputs',)
                                for k45, e46 in enumerate(x43):
                                    if e46 is not None:
                                        if isinstance(e46, dict):
                                            x47 = e46.get('arg')
                                            if x47 is not None:
                                                y48 = _Argument(x47, q44 + (k45, 'arg',), h)
                                                if y48 is not x47:
                                                    e46['arg'] = y48
                        x49 = e42.get('outputs')
                        if x49 is not None:
                            if isinstance(x49, list):
                                q50 = q40 + (k41, 'outputs',)
                                for k51, e52 in enumerate(x49):
                                    if e52 is not None:
                                        y53 = _Argument(e52, q50 + (k51,), h)
                                        if y53 is not e52:
                                            x49[k51] = y53
    x54 = d.get('tensor_values')
    if x54 is not None:
        if isinstance(x54, dict):
            q55 = p + ('tensor_values',)
            for k56, e57 in x54.items():
                if e57 is not None:
                    y75 = _TensorMeta(e57, q55 + (k56,), h)
                    if y75 is not e57:
                        x54[k56] = y75
    x76 = d.get('sym_int_values')
    if x76 is not None:
        if isinstance(x76, dict):
            q77 = p + ('sym_int_values',)
            for k78, e79 in x76.items():
                if e79 is not None:
                    y80 = _SymInt(e79, q77 + (k78,), h)
                    if y80 is not e79:
                        x76[k78] = y80
    x81 = d.get('sym_bool_values')
    if x81 is not None:
        if isinstance(x81, dict):
            q82 = p + ('sym_bool_values',)
            for k83, e84 in x81.items():
                if e84 is not None:
                    y88 = _SymBool(e84, q82 + (k83,), h)
                    if y88 is not e84:
                        x81[k83] = y88
    x89 = d.get('custom_obj_values')
    if x89 is not None:
        if isinstance(x89, dict):
            q90 = p + ('custom_obj_values',)
            for k91, e92 in x89.items():
                if e92 is not None:
                    if isinstance(e92, dict):
                        y93 = h['CustomObjArgument'](e92, q90 + (k91,))
                        if y93 is not e92:
                            x89[k91] = y93
    return h['Graph'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x7 = d.get('as_sym_int')
    if x7 is not None:
        if isinstance(x7, dict):
            y8 = h['SymIntArgument'](x7, p + ('as_sym_int',))
            if y8 is not x7:
                d['as_sym_int'] = y8
    x9 = d.get('as_sym_ints')
    if x9 is not None:
        if isinstance(x9, list):
            q10 = p + ('as_sym_ints',)
            for k11, e12 in enumerate(x9):
                if e12 is not None:
                    if isinstance(e12, dict):
                        y13 = h['SymIntArgument'](e12, q10 + (k11,))
                        if y13 is not e12:
                            x9[k11] = y13
    x14 = d.get('as_device')
    if x14 is not None:
        if isinstance(x14, dict):
            y15 = h['Device'](x14, p + ('as_device',))
            if y15 is not x14:
                d['as_device'] = y15
    x16 = d.get('as_sym_bool')
    if x16 is not None:
        if isinstance(x16, dict):
            y17 = h['SymBoolArgument'](x16, p + ('as_sym_bool',))
            if y17 is not x16:
                d['as_sym_bool'] = y17
    x18 = d.get('as_sym_bools')
    if x18 is not None:
        if isinstance(x18, list):
            q19 = p + ('as_sym_bools',)
            for k20, e21 in enumerate(x18):
                if e21 is not None:
                    if isinstance(e21, dict):
                        y22 = h['SymBoolArgument'](e21, q19 + (k20,))
                        if y22 is not e21:
                            x18[k20] = y22
    x23 = d.get('as_graph')
    if x23 is not None:
        if isinstance(x23, dict):
            x24 = x23.get('graph')
            if x24 is not None:
                y25 = _Graph(x24, p + ('as_graph', 'graph',), h)
                if y25 is not x24:
                    x23['graph'] = y25
    x26 = d.get('as_optional_tensors')
    if x26 is not None:
        if isinstance(x26, list):
            q27 = p + ('as_optional_tensors',)
            for k28, e29 in enumerate(x26):
                if e29 is not None:
                    if isinstance(e29, dict):
                        y30 = h['OptionalTensorArgument'](e29, q27 + (k28,))
                        if y30 is not e29:
                            x26[k28] = y30
    x31 = d.get('as_custom_obj')
    if x31 is not None:
        if isinstance(x31, dict):
            y32 = h['CustomObjArgument'](x31, p + ('as_custom_obj',))
            if y32 is not x31:
                d['as_custom_obj'] = y32
    return h['Argument'](d, p)
def _TensorMeta(d, p, h):
    if not isinstance(d, dict):
        return d
    x58 = d.get('sizes')
    if x58 is not None:
        if isinstance(x58, list):
            q59 = p + ('sizes',)
            for k60, e61 in enumerate(x58):
                if e61 is not None:
                    y65 = _SymInt(e61, q59 + (k60,), h)
                    if y65 is not e61:
                        x58[k60] = y65
    x66 = d.get('device')
    if x66 is not None:
        if isinstance(x66, dict):
            y67 = h['Device'](x66, p + ('device',))
            if y67 is not x66:
                d['device'] = y67
    x68 = d.get('strides')
    if x68 is not None:
        if isinstance(x68, list):
            q69 = p + ('strides',)
            for k70, e71 in enumerate(x68):
                if e71 is not None:
                    y72 = _SymInt(e71, q69 + (k70,), h)
                    if y72 is not e71:
                        x68[k70] = y72
    x73 = d.get('storage_offset')
    if x73 is not None:
        y74 = _SymInt(x73, p + ('storage_offset',), h)
        if y74 is not x73:
            d['storage_offset'] = y74
    return h['TensorMeta'](d, p)
def _SymInt(d, p, h):
    if not isinstance(d, dict):
        return d
    x62 = d.get('as_expr')
    if x62 is not None:
        if isinstance(x62, dict):
            x63 = x62.get('hint')
            if x63 is not None:
                if isinstance(x63, dict):
                    y64 = h['SymExprHint'](x63, p + ('as_expr', 'hint',))
                    if y64 is not x63:
                        x62['hint'] = y64
    return h['SymInt'](d, p)
def _SymBool(d, p, h):
    if not isinstance(d, dict):
        return d
    x85 = d.get('as_expr')
    if x85 is not None:
        if isinstance(x85, dict):
            x86 = x85.get('hint')
            if x86 is not None:
                if isinstance(x86, dict):
                    y87 = h['SymExprHint'](x86, p + ('as_expr', 'hint',))
                    if y87 is not x86:
                        x85['hint'] = y87
    return h['SymBool'](d, p)
def _InputSpec(d, p, h):
    if not isinstance(d, dict):
        return d
    x100 = d.get('user_input')
    if x100 is not None:
        if isinstance(x100, dict):
            x101 = x100.get('arg')
            if x101 is not None:
                y102 = _Argument(x101, p + ('user_input', 'arg',), h)
                if y102 is not x101:
                    x100['arg'] = y102
    x103 = d.get('buffer')
    if x103 is not None:
        if isinstance(x103, dict):
            y104 = h['InputToBufferSpec'](x103, p + ('buffer',))
            if y104 is not x103:
                d['buffer'] = y104
    x105 = d.get('custom_obj')
    if x105 is not None:
        if isinstance(x105, dict):
            x106 = x105.get('arg')
            if x106 is not None:
                if isinstance(x106, dict):
                    y107 = h['CustomObjArgument'](x106, p + ('custom_obj', 'arg',))
                    if y107 is not x106:
                        x105['arg'] = y107
    return h['InputSpec'](d, p)
def _OutputSpec(d, p, h):
    if not isinstance(d, dict):
        return d
    x113 = d.get('user_output')
    if x113 is not None:
        if isinstance(x113, dict):
            x114 = x113.get('arg')
            if x114 is not None:
                y115 = _Argument(x114, p + ('user_output', 'arg',), h)
                if y115 is not x114:
                    x113['arg'] = y115
    return h['OutputSpec'](d, p)


TRAVERSAL = _ExportedProgram
