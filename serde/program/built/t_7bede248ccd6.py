"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 2.0, from ExportedProgram, for Argument, CustomObjArgument, Graph, InputSpec, OptionalTensorArgument, OutputSpec, SymBool, SymBoolArgument, SymExprHint, SymInt, SymIntArgument, TensorMeta."""

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
                y83 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y83 is not x2:
                    x1['graph'] = y83
            x84 = x1.get('signature')
            if x84 is not None:
                if isinstance(x84, dict):
                    x85 = x84.get('input_specs')
                    if x85 is not None:
                        if isinstance(x85, list):
                            q86 = p + ('graph_module', 'signature', 'input_specs',)
                            for k87, e88 in enumerate(x85):
                                if e88 is not None:
                                    y92 = _InputSpec(e88, q86 + (k87,), h)
                                    if y92 is not e88:
                                        x85[k87] = y92
                    x93 = x84.get('output_specs')
                    if x93 is not None:
                        if isinstance(x93, list):
                            q94 = p + ('graph_module', 'signature', 'output_specs',)
                            for k95, e96 in enumerate(x93):
                                if e96 is not None:
                                    y100 = _OutputSpec(e96, q94 + (k95,), h)
                                    if y100 is not e96:
                                        x93[k95] = y100
            x101 = x1.get('module_call_graph')
            if x101 is not None:
                if isinstance(x101, list):
                    q102 = p + ('graph_module', 'module_call_graph',)
                    for k103, e104 in enumerate(x101):
                        if e104 is not None:
                            if isinstance(e104, dict):
                                x105 = e104.get('signature')
                                if x105 is not None:
                                    if isinstance(x105, dict):
                                        x106 = x105.get('inputs')
                                        if x106 is not None:
                                            if isinstance(x106, list):
                                                q107 = q102 + (k103, 'signature', 'inputs',)
                                                for k108, e109 in enumerate(x106):
                                                    if e109 is not None:
                                                        y110 = _Argument(e109, q107 + (k108,), h)
                                                        if y110 is not e109:
                                                            x106[k108] = y110
                                        x111 = x105.get('outputs')
                                        if x111 is not None:
                                            if isinstance(x111, list):
                                                q112 = q102 + (k103, 'signature', 'outputs',)
                                                for k113, e114 in enumerate(x111):
                                                    if e114 is not None:
                                                        y115 = _Argument(e114, q112 + (k113,), h)
                                                        if y115 is not e114:
                                                            x111[k113] = y115
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
                    y31 = _Argument(e6, q4 + (k5,), h)
                    if y31 is not e6:
                        x3[k5] = y31
    x32 = d.get('outputs')
    if x32 is not None:
        if isinstance(x32, list):
            q33 = p + ('outputs',)
            for k34, e35 in enumerate(x32):
                if e35 is not None:
                    y36 = _Argument(e35, q33 + (k34,), h)
                    if y36 is not e35:
                        x32[k34] = y36
    x37 = d.get('nodes')
    if x37 is not None:
        if isinstance(x37, list):
            q38 = p + ('nodes',)
            for k39, e40 in enumerate(x37):
                if e40 is not None:
                    if isinstance(e40, dict):
                        x41 = e40.get('inputs')
                        if x41 is not None:
                            if isinstance(x41, list):
                                q42 = q38 + (k39, 'inputs',)
                                for k43, e44 in enumerate(x41):
                                    if e44 is not None:
                                        if isinstance(e44, dict):
                                            x45 = e44.get('arg')
                                            if x45 is not None:
                                                y46 = _Argument(x45, q42 + (k43, 'arg',), h)
                                                if y46 is not x45:
                                                    e44['arg'] = y46
                        x47 = e40.get('outputs')
                        if x47 is not None:
                            if isinstance(x47, list):
                                q48 = q38 + (k39, 'outputs',)
                                for k49, e50 in enumerate(x47):
                                    if e50 is not None:
                                        y51 = _Argument(e50, q48 + (k49,), h)
                                        if y51 is not e50:
                                            x47[k49] = y51
    x52 = d.get('tensor_values')
    if x52 is not None:
        if isinstance(x52, dict):
            q53 = p + ('tensor_values',)
            for k54, e55 in x52.items():
                if e55 is not None:
                    y69 = _TensorMeta(e55, q53 + (k54,), h)
                    if y69 is not e55:
                        x52[k54] = y69
    x70 = d.get('sym_int_values')
    if x70 is not None:
        if isinstance(x70, dict):
            q71 = p + ('sym_int_values',)
            for k72, e73 in x70.items():
                if e73 is not None:
                    y74 = _SymInt(e73, q71 + (k72,), h)
                    if y74 is not e73:
                        x70[k72] = y74
    x75 = d.get('sym_bool_values')
    if x75 is not None:
        if isinstance(x75, dict):
            q76 = p + ('sym_bool_values',)
            for k77, e78 in x75.items():
                if e78 is not None:
                    y82 = _SymBool(e78, q76 + (k77,), h)
                    if y82 is not e78:
                        x75[k77] = y82
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
    x14 = d.get('as_sym_bool')
    if x14 is not None:
        if isinstance(x14, dict):
            y15 = h['SymBoolArgument'](x14, p + ('as_sym_bool',))
            if y15 is not x14:
                d['as_sym_bool'] = y15
    x16 = d.get('as_sym_bools')
    if x16 is not None:
        if isinstance(x16, list):
            q17 = p + ('as_sym_bools',)
            for k18, e19 in enumerate(x16):
                if e19 is not None:
                    if isinstance(e19, dict):
                        y20 = h['SymBoolArgument'](e19, q17 + (k18,))
                        if y20 is not e19:
                            x16[k18] = y20
    x21 = d.get('as_graph')
    if x21 is not None:
        if isinstance(x21, dict):
            x22 = x21.get('graph')
            if x22 is not None:
                y23 = _Graph(x22, p + ('as_graph', 'graph',), h)
                if y23 is not x22:
                    x21['graph'] = y23
    x24 = d.get('as_optional_tensors')
    if x24 is not None:
        if isinstance(x24, list):
            q25 = p + ('as_optional_tensors',)
            for k26, e27 in enumerate(x24):
                if e27 is not None:
                    if isinstance(e27, dict):
                        y28 = h['OptionalTensorArgument'](e27, q25 + (k26,))
                        if y28 is not e27:
                            x24[k26] = y28
    x29 = d.get('as_custom_obj')
    if x29 is not None:
        if isinstance(x29, dict):
            y30 = h['CustomObjArgument'](x29, p + ('as_custom_obj',))
            if y30 is not x29:
                d['as_custom_obj'] = y30
    return h['Argument'](d, p)
def _TensorMeta(d, p, h):
    if not isinstance(d, dict):
        return d
    x56 = d.get('sizes')
    if x56 is not None:
        if isinstance(x56, list):
            q57 = p + ('sizes',)
            for k58, e59 in enumerate(x56):
                if e59 is not None:
                    y63 = _SymInt(e59, q57 + (k58,), h)
                    if y63 is not e59:
                        x56[k58] = y63
    x64 = d.get('strides')
    if x64 is not None:
        if isinstance(x64, list):
            q65 = p + ('strides',)
            for k66, e67 in enumerate(x64):
                if e67 is not None:
                    y68 = _SymInt(e67, q65 + (k66,), h)
                    if y68 is not e67:
                        x64[k66] = y68
    return h['TensorMeta'](d, p)
def _SymInt(d, p, h):
    if not isinstance(d, dict):
        return d
    x60 = d.get('as_expr')
    if x60 is not None:
        if isinstance(x60, dict):
            x61 = x60.get('hint')
            if x61 is not None:
                if isinstance(x61, dict):
                    y62 = h['SymExprHint'](x61, p + ('as_expr', 'hint',))
                    if y62 is not x61:
                        x60['hint'] = y62
    return h['SymInt'](d, p)
def _SymBool(d, p, h):
    if not isinstance(d, dict):
        return d
    x79 = d.get('as_expr')
    if x79 is not None:
        if isinstance(x79, dict):
            x80 = x79.get('hint')
            if x80 is not None:
                if isinstance(x80, dict):
                    y81 = h['SymExprHint'](x80, p + ('as_expr', 'hint',))
                    if y81 is not x80:
                        x79['hint'] = y81
    return h['SymBool'](d, p)
def _InputSpec(d, p, h):
    if not isinstance(d, dict):
        return d
    x89 = d.get('user_input')
    if x89 is not None:
        if isinstance(x89, dict):
            x90 = x89.get('arg')
            if x90 is not None:
                y91 = _Argument(x90, p + ('user_input', 'arg',), h)
                if y91 is not x90:
                    x89['arg'] = y91
    return h['InputSpec'](d, p)
def _OutputSpec(d, p, h):
    if not isinstance(d, dict):
        return d
    x97 = d.get('user_output')
    if x97 is not None:
        if isinstance(x97, dict):
            x98 = x97.get('arg')
            if x98 is not None:
                y99 = _Argument(x98, p + ('user_output', 'arg',), h)
                if y99 is not x98:
                    x97['arg'] = y99
    return h['OutputSpec'](d, p)


TRAVERSAL = _ExportedProgram
