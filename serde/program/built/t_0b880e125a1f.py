"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 2.0, from ExportedProgram, for CustomObjArgument, Graph, TensorMeta."""

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
                y49 = _Graph(x2, p + ('graph_module', 'graph',), h)
                if y49 is not x2:
                    x1['graph'] = y49
            x50 = x1.get('signature')
            if x50 is not None:
                if isinstance(x50, dict):
                    x51 = x50.get('input_specs')
                    if x51 is not None:
                        if isinstance(x51, list):
                            q52 = p + ('graph_module', 'signature', 'input_specs',)
                            for k53, e54 in enumerate(x51):
                                if e54 is not None:
                                    if isinstance(e54, dict):
                                        x55 = e54.get('user_input')
                                        if x55 is not None:
                                            if isinstance(x55, dict):
                                                x56 = x55.get('arg')
                                                if x56 is not None:
                                                    if isinstance(x56, dict):
                                                        x57 = x56.get('as_graph')
                                                        if x57 is not None:
                                                            if isinstance(x57, dict):
                                                                x58 = x57.get('graph')
                                                                if x58 is not None:
                                                                    y59 = _Graph(x58, q52 + (k53, 'user_input', 'arg', 'as_graph', 'graph',), h)
                                                                    if y59 is not x58:
                                                                        x57['graph'] = y59
                                                        x60 = x56.get('as_custom_obj')
                                                        if x60 is not None:
                                                            if isinstance(x60, dict):
                                                                y61 = h['CustomObjArgument'](x60, q52 + (k53, 'user_input', 'arg', 'as_custom_obj',))
                                                                if y61 is not x60:
                                                                    x56['as_custom_obj'] = y61
                    x62 = x50.get('output_specs')
                    if x62 is not None:
                        if isinstance(x62, list):
                            q63 = p + ('graph_module', 'signature', 'output_specs',)
                            for k64, e65 in enumerate(x62):
                                if e65 is not None:
                                    if isinstance(e65, dict):
                                        x66 = e65.get('user_output')
                                        if x66 is not None:
                                            if isinstance(x66, dict):
                                                x67 = x66.get('arg')
                                                if x67 is not None:
                                                    if isinstance(x67, dict):
                                                        x68 = x67.get('as_graph')
                                                        if x68 is not None:
                                                            if isinstance(x68, dict):
                                                                x69 = x68.get('graph')
                                                                if x69 is not None:
                                                                    y70 = _Graph(x69, q63 + (k64, 'user_output', 'arg', 'as_graph', 'graph',), h)
                                                                    if y70 is not x69:
                                                                        x68['graph'] = y70
                                                        x71 = x67.get('as_custom_obj')
                                                        if x71 is not None:
                                                            if isinstance(x71, dict):
                                                                y72 = h['CustomObjArgument'](x71, q63 + (k64, 'user_output', 'arg', 'as_custom_obj',))
                                                                if y72 is not x71:
                                                                    x67['as_custom_obj'] = y72
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
                        y48 = h['TensorMeta'](e47, q45 + (k46,))
                        if y48 is not e47:
                            x44[k46] = y48
    return h['Graph'](d, p)


TRAVERSAL = _ExportedProgram
