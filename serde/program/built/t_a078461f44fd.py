"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 1.0, from ExportedProgram, for CustomObjArgument, Graph, SymBool, SymExpr."""

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
                y72 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y72 is not x2:
                    x1['graph'] = y72
            x73 = x1.get('module_call_graph')
            if x73 is not None:
                if isinstance(x73, list):
                    q74 = p + ('graph_module', 'module_call_graph',)
                    for k75, e76 in enumerate(x73):
                        if e76 is not None:
                            if isinstance(e76, dict):
                                x77 = e76.get('signature')
                                if x77 is not None:
                                    if isinstance(x77, dict):
                                        x78 = x77.get('inputs')
                                        if x78 is not None:
                                            if isinstance(x78, list):
                                                q79 = q74 + (k75, 'signature', 'inputs',)
                                                for k80, e81 in enumerate(x78):
                                                    if e81 is not None:
                                                        if isinstance(e81, dict):
                                                            x82 = e81.get('as_graph')
                                                            if x82 is not None:
                                                                if isinstance(x82, dict):
                                                                    x83 = x82.get('graph')
                                                                    if x83 is not None:
                                                                        y84 = _Graph(x83, q79 + (k80, 'as_graph', 'graph',), h)
                                                                        if y84 is not x83:
                                                                            x82['graph'] = y84
                                                            x85 = e81.get('as_custom_obj')
                                                            if x85 is not None:
                                                                if isinstance(x85, dict):
                                                                    y86 = h['CustomObjArgument'](x85, q79 + (k80, 'as_custom_obj',))
                                                                    if y86 is not x85:
                                                                        e81['as_custom_obj'] = y86
                                        x87 = x77.get('outputs')
                                        if x87 is not None:
                                            if isinstance(x87, list):
                                                q88 = q74 + (k75, 'signature', 'outputs',)
                                                for k89, e90 in enumerate(x87):
                                                    if e90 is not None:
                                                        if isinstance(e90, dict):
                                                            x91 = e90.get('as_graph')
                                                            if x91 is not None:
                                                                if isinstance(x91, dict):
                                                                    x92 = x91.get('graph')
                                                                    if x92 is not None:
                                                                        y93 = _Graph(x92, q88 + (k89, 'as_graph', 'graph',), h)
                                                                        if y93 is not x92:
                                                                            x91['graph'] = y93
                                                            x94 = e90.get('as_custom_obj')
                                                            if x94 is not None:
                                                                if isinstance(x94, dict):
                                                                    y95 = h['CustomObjArgument'](x94, q88 + (k89, 'as_custom_obj',))
                                                                    if y95 is not x94:
                                                                        e90['as_custom_obj'] = y95
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
                        x48 = e47.get('meta')
                        if x48 is not None:
                            if isinstance(x48, dict):
                                x49 = x48.get('sizes')
                                if x49 is not None:
                                    if isinstance(x49, list):
                                        q50 = q45 + (k46, 'meta', 'sizes',)
                                        for k51, e52 in enumerate(x49):
                                            if e52 is not None:
                                                if isinstance(e52, dict):
                                                    x53 = e52.get('as_expr')
                                                    if x53 is not None:
                                                        if isinstance(x53, dict):
                                                            y54 = h['SymExpr'](x53, q50 + (k51, 'as_expr',))
                                                            if y54 is not x53:
                                                                e52['as_expr'] = y54
                                x55 = x48.get('strides')
                                if x55 is not None:
                                    if isinstance(x55, list):
                                        q56 = q45 + (k46, 'meta', 'strides',)
                                        for k57, e58 in enumerate(x55):
                                            if e58 is not None:
                                                if isinstance(e58, dict):
                                                    x59 = e58.get('as_expr')
                                                    if x59 is not None:
                                                        if isinstance(x59, dict):
                                                            y60 = h['SymExpr'](x59, q56 + (k57, 'as_expr',))
                                                            if y60 is not x59:
                                                                e58['as_expr'] = y60
    x61 = d.get('sym_int_values')
    if x61 is not None:
        if isinstance(x61, dict):
            q62 = p + ('sym_int_values',)
            for k63, e64 in x61.items():
                if e64 is not None:
                    if isinstance(e64, dict):
                        x65 = e64.get('as_expr')
                        if x65 is not None:
                            if isinstance(x65, dict):
                                y66 = h['SymExpr'](x65, q62 + (k63, 'as_expr',))
                                if y66 is not x65:
                                    e64['as_expr'] = y66
    x67 = d.get('sym_bool_values')
    if x67 is not None:
        if isinstance(x67, dict):
            q68 = p + ('sym_bool_values',)
            for k69, e70 in x67.items():
                if e70 is not None:
                    if isinstance(e70, dict):
                        y71 = h['SymBool'](e70, q68 + (k69,))
                        if y71 is not e70:
                            x67[k69] = y71
    return h['Graph'](d, p)


TRAVERSAL = _ExportedProgram
