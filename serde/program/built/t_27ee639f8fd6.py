"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.20, from ExportedProgram, for Argument, TensorMeta (guarded: Argument)."""

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
                                    if isinstance(e6, dict) and ('as_graph' in e6 or 'as_string_to_argument' in e6 or 'as_scalar_type' in e6):
                                        y44 = _Argument(e6, q4 + (k5,), h)
                                        if y44 is not e6:
                                            x3[k5] = y44
                    x45 = x2.get('outputs')
                    if x45 is not None:
                        if isinstance(x45, list):
                            q46 = p + ('graph_module', 'graph', 'outputs',)
                            for k47, e48 in enumerate(x45):
                                if e48 is not None:
                                    if isinstance(e48, dict) and ('as_graph' in e48 or 'as_string_to_argument' in e48 or 'as_scalar_type' in e48):
                                        y49 = _Argument(e48, q46 + (k47,), h)
                                        if y49 is not e48:
                                            x45[k47] = y49
                    x50 = x2.get('nodes')
                    if x50 is not None:
                        if isinstance(x50, list):
                            q51 = p + ('graph_module', 'graph', 'nodes',)
                            for k52, e53 in enumerate(x50):
                                if e53 is not None:
                                    if isinstance(e53, dict):
                                        x54 = e53.get('inputs')
                                        if x54 is not None:
                                            if isinstance(x54, list):
                                                q55 = q51 + (k52, 'inputs',)
                                                for k56, e57 in enumerate(x54):
                                                    if e57 is not None:
                                                        if isinstance(e57, dict):
                                                            x58 = e57.get('arg')
                                                            if x58 is not None:
                                                                if isinstance(x58, dict) and ('as_graph' in x58 or 'as_string_to_argument' in x58 or 'as_scalar_type' in x58):
                                                                    y59 = _Argument(x58, q55 + (k56, 'arg',), h)
                                                                    if y59 is not x58:
                                                                        e57['arg'] = y59
                                        x60 = e53.get('outputs')
                                        if x60 is not None:
                                            if isinstance(x60, list):
                                                q61 = q51 + (k52, 'outputs',)
                                                for k62, e63 in enumerate(x60):
                                                    if e63 is not None:
                                                        if isinstance(e63, dict) and ('as_graph' in e63 or 'as_string_to_argument' in e63 or 'as_scalar_type' in e63):
                                                            y64 = _Argument(e63, q61 + (k62,), h)
                                                            if y64 is not e63:
                                                                x60[k62] = y64
                    x65 = x2.get('tensor_values')
                    if x65 is not None:
                        if isinstance(x65, dict):
                            q66 = p + ('graph_module', 'graph', 'tensor_values',)
                            for k67, e68 in x65.items():
                                if e68 is not None:
                                    if isinstance(e68, dict):
                                        y69 = h['TensorMeta'](e68, q66 + (k67,))
                                        if y69 is not e68:
                                            x65[k67] = y69
            x70 = x1.get('signature')
            if x70 is not None:
                if isinstance(x70, dict):
                    x71 = x70.get('input_specs')
                    if x71 is not None:
                        if isinstance(x71, list):
                            q72 = p + ('graph_module', 'signature', 'input_specs',)
                            for k73, e74 in enumerate(x71):
                                if e74 is not None:
                                    if isinstance(e74, dict):
                                        x75 = e74.get('user_input')
                                        if x75 is not None:
                                            if isinstance(x75, dict):
                                                x76 = x75.get('arg')
                                                if x76 is not None:
                                                    if isinstance(x76, dict) and ('as_graph' in x76 or 'as_string_to_argument' in x76 or 'as_scalar_type' in x76):
                                                        y77 = _Argument(x76, q72 + (k73, 'user_input', 'arg',), h)
                                                        if y77 is not x76:
                                                            x75['arg'] = y77
                    x78 = x70.get('output_specs')
                    if x78 is not None:
                        if isinstance(x78, list):
                            q79 = p + ('graph_module', 'signature', 'output_specs',)
                            for k80, e81 in enumerate(x78):
                                if e81 is not None:
                                    if isinstance(e81, dict):
                                        x82 = e81.get('user_output')
                                        if x82 is not None:
                                            if isinstance(x82, dict):
                                                x83 = x82.get('arg')
                                                if x83 is not None:
                                                    if isinstance(x83, dict) and ('as_graph' in x83 or 'as_string_to_argument' in x83 or 'as_scalar_type' in x83):
                                                        y84 = _Argument(x83, q79 + (k80, 'user_output', 'arg',), h)
                                                        if y84 is not x83:
                                                            x82['arg'] = y84
            x85 = x1.get('module_call_graph')
            if x85 is not None:
                if isinstance(x85, list):
                    q86 = p + ('graph_module', 'module_call_graph',)
                    for k87, e88 in enumerate(x85):
                        if e88 is not None:
                            if isinstance(e88, dict):
                                x89 = e88.get('signature')
                                if x89 is not None:
                                    if isinstance(x89, dict):
                                        x90 = x89.get('inputs')
                                        if x90 is not None:
                                            if isinstance(x90, list):
                                                q91 = q86 + (k87, 'signature', 'inputs',)
                                                for k92, e93 in enumerate(x90):
                                                    if e93 is not None:
                                                        if isinstance(e93, dict) and ('as_graph' in e93 or 'as_string_to_argument' in e93 or 'as_scalar_type' in e93):
                                                            y94 = _Argument(e93, q91 + (k92,), h)
                                                            if y94 is not e93:
                                                                x90[k92] = y94
                                        x95 = x89.get('outputs')
                                        if x95 is not None:
                                            if isinstance(x95, list):
                                                q96 = q86 + (k87, 'signature', 'outputs',)
                                                for k97, e98 in enumerate(x95):
                                                    if e98 is not None:
                                                        if isinstance(e98, dict) and ('as_graph' in e98 or 'as_string_to_argument' in e98 or 'as_scalar_type' in e98):
                                                            y99 = _Argument(e98, q96 + (k97,), h)
                                                            if y99 is not e98:
                                                                x95[k97] = y99
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
                                    if isinstance(e12, dict) and ('as_graph' in e12 or 'as_string_to_argument' in e12 or 'as_scalar_type' in e12):
                                        y13 = _Argument(e12, q10 + (k11,), h)
                                        if y13 is not e12:
                                            x9[k11] = y13
                    x14 = x8.get('outputs')
                    if x14 is not None:
                        if isinstance(x14, list):
                            q15 = p + ('as_graph', 'graph', 'outputs',)
                            for k16, e17 in enumerate(x14):
                                if e17 is not None:
                                    if isinstance(e17, dict) and ('as_graph' in e17 or 'as_string_to_argument' in e17 or 'as_scalar_type' in e17):
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
                                                                if isinstance(x27, dict) and ('as_graph' in x27 or 'as_string_to_argument' in x27 or 'as_scalar_type' in x27):
                                                                    y28 = _Argument(x27, q24 + (k25, 'arg',), h)
                                                                    if y28 is not x27:
                                                                        e26['arg'] = y28
                                        x29 = e22.get('outputs')
                                        if x29 is not None:
                                            if isinstance(x29, list):
                                                q30 = q20 + (k21, 'outputs',)
                                                for k31, e32 in enumerate(x29):
                                                    if e32 is not None:
                                                        if isinstance(e32, dict) and ('as_graph' in e32 or 'as_string_to_argument' in e32 or 'as_scalar_type' in e32):
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
                                        y38 = h['TensorMeta'](e37, q35 + (k36,))
                                        if y38 is not e37:
                                            x34[k36] = y38
    x39 = d.get('as_string_to_argument')
    if x39 is not None:
        if isinstance(x39, dict):
            q40 = p + ('as_string_to_argument',)
            for k41, e42 in x39.items():
                if e42 is not None:
                    if isinstance(e42, dict) and ('as_graph' in e42 or 'as_string_to_argument' in e42 or 'as_scalar_type' in e42):
                        y43 = _Argument(e42, q40 + (k41,), h)
                        if y43 is not e42:
                            x39[k41] = y43
    return h['Argument'](d, p) if 'as_scalar_type' in d else d


TRAVERSAL = _ExportedProgram
