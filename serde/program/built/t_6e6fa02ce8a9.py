"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 7.3, from ExportedProgram, for Node."""

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
                                    if isinstance(e6, dict):
                                        x7 = e6.get('as_graph')
                                        if x7 is not None:
                                            if isinstance(x7, dict):
                                                x8 = x7.get('graph')
                                                if x8 is not None:
                                                    y88 = _Graph(x8, q4 + (k5, 'as_graph', 'graph',), h)
                                                    if y88 is not x8:
                                                        x7['graph'] = y88
                    x89 = x2.get('outputs')
                    if x89 is not None:
                        if isinstance(x89, list):
                            q90 = p + ('graph_module', 'graph', 'outputs',)
                            for k91, e92 in enumerate(x89):
                                if e92 is not None:
                                    if isinstance(e92, dict):
                                        x93 = e92.get('as_graph')
                                        if x93 is not None:
                                            if isinstance(x93, dict):
                                                x94 = x93.get('graph')
                                                if x94 is not None:
                                                    y95 = _Graph(x94, q90 + (k91, 'as_graph', 'graph',), h)
                                                    if y95 is not x94:
                                                        x93['graph'] = y95
                    x96 = x2.get('nodes')
                    if x96 is not None:
                        if isinstance(x96, list):
                            q97 = p + ('graph_module', 'graph', 'nodes',)
                            for k98, e99 in enumerate(x96):
                                if e99 is not None:
                                    y100 = _Node(e99, q97 + (k98,), h)
                                    if y100 is not e99:
                                        x96[k98] = y100
            x101 = x1.get('signature')
            if x101 is not None:
                if isinstance(x101, dict):
                    x102 = x101.get('input_specs')
                    if x102 is not None:
                        if isinstance(x102, list):
                            q103 = p + ('graph_module', 'signature', 'input_specs',)
                            for k104, e105 in enumerate(x102):
                                if e105 is not None:
                                    if isinstance(e105, dict):
                                        x106 = e105.get('user_input')
                                        if x106 is not None:
                                            if isinstance(x106, dict):
                                                x107 = x106.get('arg')
                                                if x107 is not None:
                                                    if isinstance(x107, dict):
                                                        x108 = x107.get('as_graph')
                                                        if x108 is not None:
                                                            if isinstance(x108, dict):
                                                                x109 = x108.get('graph')
                                                                if x109 is not None:
                                                                    if isinstance(x109, dict):
                                                                        x110 = x109.get('inputs')
                                                                        if x110 is not None:
                                                                            if isinstance(x110, list):
                                                                                q111 = q103 + (k104, 'user_input', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k112, e113 in enumerate(x110):
                                                                                    if e113 is not None:
                                                                                        if isinstance(e113, dict) and ('as_graph' in e113):
                                                                                            y114 = _Argument(e113, q111 + (k112,), h)
                                                                                            if y114 is not e113:
                                                                                                x110[k112] = y114
                                                                        x115 = x109.get('outputs')
                                                                        if x115 is not None:
                                                                            if isinstance(x115, list):
                                                                                q116 = q103 + (k104, 'user_input', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k117, e118 in enumerate(x115):
                                                                                    if e118 is not None:
                                                                                        if isinstance(e118, dict) and ('as_graph' in e118):
                                                                                            y119 = _Argument(e118, q116 + (k117,), h)
                                                                                            if y119 is not e118:
                                                                                                x115[k117] = y119
                                                                        x120 = x109.get('nodes')
                                                                        if x120 is not None:
                                                                            if isinstance(x120, list):
                                                                                q121 = q103 + (k104, 'user_input', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k122, e123 in enumerate(x120):
                                                                                    if e123 is not None:
                                                                                        y124 = _Node(e123, q121 + (k122,), h)
                                                                                        if y124 is not e123:
                                                                                            x120[k122] = y124
                    x125 = x101.get('output_specs')
                    if x125 is not None:
                        if isinstance(x125, list):
                            q126 = p + ('graph_module', 'signature', 'output_specs',)
                            for k127, e128 in enumerate(x125):
                                if e128 is not None:
                                    if isinstance(e128, dict):
                                        x129 = e128.get('user_output')
                                        if x129 is not None:
                                            if isinstance(x129, dict):
                                                x130 = x129.get('arg')
                                                if x130 is not None:
                                                    if isinstance(x130, dict):
                                                        x131 = x130.get('as_graph')
                                                        if x131 is not None:
                                                            if isinstance(x131, dict):
                                                                x132 = x131.get('graph')
                                                                if x132 is not None:
                                                                    if isinstance(x132, dict):
                                                                        x133 = x132.get('inputs')
                                                                        if x133 is not None:
                                                                            if isinstance(x133, list):
                                                                                q134 = q126 + (k127, 'user_output', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k135, e136 in enumerate(x133):
                                                                                    if e136 is not None:
                                                                                        if isinstance(e136, dict) and ('as_graph' in e136):
                                                                                            y137 = _Argument(e136, q134 + (k135,), h)
                                                                                            if y137 is not e136:
                                                                                                x133[k135] = y137
                                                                        x138 = x132.get('outputs')
                                                                        if x138 is not None:
                                                                            if isinstance(x138, list):
                                                                                q139 = q126 + (k127, 'user_output', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k140, e141 in enumerate(x138):
                                                                                    if e141 is not None:
                                                                                        if isinstance(e141, dict) and ('as_graph' in e141):
                                                                                            y142 = _Argument(e141, q139 + (k140,), h)
                                                                                            if y142 is not e141:
                                                                                                x138[k140] = y142
                                                                        x143 = x132.get('nodes')
                                                                        if x143 is not None:
                                                                            if isinstance(x143, list):
                                                                                q144 = q126 + (k127, 'user_output', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k145, e146 in enumerate(x143):
                                                                                    if e146 is not None:
                                                                                        y147 = _Node(e146, q144 + (k145,), h)
                                                                                        if y147 is not e146:
                                                                                            x143[k145] = y147
            x148 = x1.get('module_call_graph')
            if x148 is not None:
                if isinstance(x148, list):
                    q149 = p + ('graph_module', 'module_call_graph',)
                    for k150, e151 in enumerate(x148):
                        if e151 is not None:
                            if isinstance(e151, dict):
                                x152 = e151.get('signature')
                                if x152 is not None:
                                    if isinstance(x152, dict):
                                        x153 = x152.get('inputs')
                                        if x153 is not None:
                                            if isinstance(x153, list):
                                                q154 = q149 + (k150, 'signature', 'inputs',)
                                                for k155, e156 in enumerate(x153):
                                                    if e156 is not None:
                                                        if isinstance(e156, dict):
                                                            x157 = e156.get('as_graph')
                                                            if x157 is not None:
                                                                if isinstance(x157, dict):
                                                                    x158 = x157.get('graph')
                                                                    if x158 is not None:
                                                                        if isinstance(x158, dict):
                                                                            x159 = x158.get('inputs')
                                                                            if x159 is not None:
                                                                                if isinstance(x159, list):
                                                                                    q160 = q154 + (k155, 'as_graph', 'graph', 'inputs',)
                                                                                    for k161, e162 in enumerate(x159):
                                                                                        if e162 is not None:
                                                                                            if isinstance(e162, dict) and ('as_graph' in e162):
                                                                                                y163 = _Argument(e162, q160 + (k161,), h)
                                                                                                if y163 is not e162:
                                                                                                    x159[k161] = y163
                                                                            x164 = x158.get('outputs')
                                                                            if x164 is not None:
                                                                                if isinstance(x164, list):
                                                                                    q165 = q154 + (k155, 'as_graph', 'graph', 'outputs',)
                                                                                    for k166, e167 in enumerate(x164):
                                                                                        if e167 is not None:
                                                                                            if isinstance(e167, dict) and ('as_graph' in e167):
                                                                                                y168 = _Argument(e167, q165 + (k166,), h)
                                                                                                if y168 is not e167:
                                                                                                    x164[k166] = y168
                                                                            x169 = x158.get('nodes')
                                                                            if x169 is not None:
                                                                                if isinstance(x169, list):
                                                                                    q170 = q154 + (k155, 'as_graph', 'graph', 'nodes',)
                                                                                    for k171, e172 in enumerate(x169):
                                                                                        if e172 is not None:
                                                                                            y173 = _Node(e172, q170 + (k171,), h)
                                                                                            if y173 is not e172:
                                                                                                x169[k171] = y173
                                        x174 = x152.get('outputs')
                                        if x174 is not None:
                                            if isinstance(x174, list):
                                                q175 = q149 + (k150, 'signature', 'outputs',)
                                                for k176, e177 in enumerate(x174):
                                                    if e177 is not None:
                                                        if isinstance(e177, dict):
                                                            x178 = e177.get('as_graph')
                                                            if x178 is not None:
                                                                if isinstance(x178, dict):
                                                                    x179 = x178.get('graph')
                                                                    if x179 is not None:
                                                                        if isinstance(x179, dict):
                                                                            x180 = x179.get('inputs')
                                                                            if x180 is not None:
                                                                                if isinstance(x180, list):
                                                                                    q181 = q175 + (k176, 'as_graph', 'graph', 'inputs',)
                                                                                    for k182, e183 in enumerate(x180):
                                                                                        if e183 is not None:
                                                                                            if isinstance(e183, dict) and ('as_graph' in e183):
                                                                                                y184 = _Argument(e183, q181 + (k182,), h)
                                                                                                if y184 is not e183:
                                                                                                    x180[k182] = y184
                                                                            x185 = x179.get('outputs')
                                                                            if x185 is not None:
                                                                                if isinstance(x185, list):
                                                                                    q186 = q175 + (k176, 'as_graph', 'graph', 'outputs',)
                                                                                    for k187, e188 in enumerate(x185):
                                                                                        if e188 is not None:
                                                                                            if isinstance(e188, dict) and ('as_graph' in e188):
                                                                                                y189 = _Argument(e188, q186 + (k187,), h)
                                                                                                if y189 is not e188:
                                                                                                    x185[k187] = y189
                                                                            x190 = x179.get('nodes')
                                                                            if x190 is not None:
                                                                                if isinstance(x190, list):
                                                                                    q191 = q175 + (k176, 'as_graph', 'graph', 'nodes',)
                                                                                    for k192, e193 in enumerate(x190):
                                                                                        if e193 is not None:
                                                                                            y194 = _Node(e193, q191 + (k192,), h)
                                                                                            if y194 is not e193:
                                                                                                x190[k192] = y194
    return d
def _Graph(d, p, h):
    if not isinstance(d, dict):
        return d
    x9 = d.get('inputs')
    if x9 is not None:
        if isinstance(x9, list):
            q10 = p + ('inputs',)
            for k11, e12 in enumerate(x9):
                if e12 is not None:
                    if isinstance(e12, dict):
                        x13 = e12.get('as_graph')
                        if x13 is not None:
                            if isinstance(x13, dict):
                                x14 = x13.get('graph')
                                if x14 is not None:
                                    y15 = _Graph(x14, q10 + (k11, 'as_graph', 'graph',), h)
                                    if y15 is not x14:
                                        x13['graph'] = y15
    x16 = d.get('outputs')
    if x16 is not None:
        if isinstance(x16, list):
            q17 = p + ('outputs',)
            for k18, e19 in enumerate(x16):
                if e19 is not None:
                    if isinstance(e19, dict):
                        x20 = e19.get('as_graph')
                        if x20 is not None:
                            if isinstance(x20, dict):
                                x21 = x20.get('graph')
                                if x21 is not None:
                                    y22 = _Graph(x21, q17 + (k18, 'as_graph', 'graph',), h)
                                    if y22 is not x21:
                                        x20['graph'] = y22
    x23 = d.get('nodes')
    if x23 is not None:
        if isinstance(x23, list):
            q24 = p + ('nodes',)
            for k25, e26 in enumerate(x23):
                if e26 is not None:
                    y87 = _Node(e26, q24 + (k25,), h)
                    if y87 is not e26:
                        x23[k25] = y87
    return d
def _Node(d, p, h):
    if not isinstance(d, dict):
        return d
    x27 = d.get('inputs')
    if x27 is not None:
        if isinstance(x27, list):
            q28 = p + ('inputs',)
            for k29, e30 in enumerate(x27):
                if e30 is not None:
                    if isinstance(e30, dict):
                        x31 = e30.get('arg')
                        if x31 is not None:
                            if isinstance(x31, dict):
                                x32 = x31.get('as_graph')
                                if x32 is not None:
                                    if isinstance(x32, dict):
                                        x33 = x32.get('graph')
                                        if x33 is not None:
                                            if isinstance(x33, dict):
                                                x34 = x33.get('inputs')
                                                if x34 is not None:
                                                    if isinstance(x34, list):
                                                        q35 = q28 + (k29, 'arg', 'as_graph', 'graph', 'inputs',)
                                                        for k36, e37 in enumerate(x34):
                                                            if e37 is not None:
                                                                if isinstance(e37, dict) and ('as_graph' in e37):
                                                                    y55 = _Argument(e37, q35 + (k36,), h)
                                                                    if y55 is not e37:
                                                                        x34[k36] = y55
                                                x56 = x33.get('outputs')
                                                if x56 is not None:
                                                    if isinstance(x56, list):
                                                        q57 = q28 + (k29, 'arg', 'as_graph', 'graph', 'outputs',)
                                                        for k58, e59 in enumerate(x56):
                                                            if e59 is not None:
                                                                if isinstance(e59, dict) and ('as_graph' in e59):
                                                                    y60 = _Argument(e59, q57 + (k58,), h)
                                                                    if y60 is not e59:
                                                                        x56[k58] = y60
                                                x61 = x33.get('nodes')
                                                if x61 is not None:
                                                    if isinstance(x61, list):
                                                        q62 = q28 + (k29, 'arg', 'as_graph', 'graph', 'nodes',)
                                                        for k63, e64 in enumerate(x61):
                                                            if e64 is not None:
                                                                y65 = _Node(e64, q62 + (k63,), h)
                                                                if y65 is not e64:
                                                                    x61[k63] = y65
    x66 = d.get('outputs')
    if x66 is not None:
        if isinstance(x66, list):
            q67 = p + ('outputs',)
            for k68, e69 in enumerate(x66):
                if e69 is not None:
                    if isinstance(e69, dict):
                        x70 = e69.get('as_graph')
                        if x70 is not None:
                            if isinstance(x70, dict):
                                x71 = x70.get('graph')
                                if x71 is not None:
                                    if isinstance(x71, dict):
                                        x72 = x71.get('inputs')
                                        if x72 is not None:
                                            if isinstance(x72, list):
                                                q73 = q67 + (k68, 'as_graph', 'graph', 'inputs',)
                                                for k74, e75 in enumerate(x72):
                                                    if e75 is not None:
                                                        if isinstance(e75, dict) and ('as_graph' in e75):
                                                            y76 = _Argument(e75, q73 + (k74,), h)
                                                            if y76 is not e75:
                                                                x72[k74] = y76
                                        x77 = x71.get('outputs')
                                        if x77 is not None:
                                            if isinstance(x77, list):
                                                q78 = q67 + (k68, 'as_graph', 'graph', 'outputs',)
                                                for k79, e80 in enumerate(x77):
                                                    if e80 is not None:
                                                        if isinstance(e80, dict) and ('as_graph' in e80):
                                                            y81 = _Argument(e80, q78 + (k79,), h)
                                                            if y81 is not e80:
                                                                x77[k79] = y81
                                        x82 = x71.get('nodes')
                                        if x82 is not None:
                                            if isinstance(x82, list):
                                                q83 = q67 + (k68, 'as_graph', 'graph', 'nodes',)
                                                for k84, e85 in enumerate(x82):
                                                    if e85 is not None:
                                                        y86 = _Node(e85, q83 + (k84,), h)
                                                        if y86 is not e85:
                                                            x82[k84] = y86
    return h['Node'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x38 = d.get('as_graph')
    if x38 is not None:
        if isinstance(x38, dict):
            x39 = x38.get('graph')
            if x39 is not None:
                if isinstance(x39, dict):
                    x40 = x39.get('inputs')
                    if x40 is not None:
                        if isinstance(x40, list):
                            q41 = p + ('as_graph', 'graph', 'inputs',)
                            for k42, e43 in enumerate(x40):
                                if e43 is not None:
                                    if isinstance(e43, dict) and ('as_graph' in e43):
                                        y44 = _Argument(e43, q41 + (k42,), h)
                                        if y44 is not e43:
                                            x40[k42] = y44
                    x45 = x39.get('outputs')
                    if x45 is not None:
                        if isinstance(x45, list):
                            q46 = p + ('as_graph', 'graph', 'outputs',)
                            for k47, e48 in enumerate(x45):
                                if e48 is not None:
                                    if isinstance(e48, dict) and ('as_graph' in e48):
                                        y49 = _Argument(e48, q46 + (k47,), h)
                                        if y49 is not e48:
                                            x45[k47] = y49
                    x50 = x39.get('nodes')
                    if x50 is not None:
                        if isinstance(x50, list):
                            q51 = p + ('as_graph', 'graph', 'nodes',)
                            for k52, e53 in enumerate(x50):
                                if e53 is not None:
                                    y54 = _Node(e53, q51 + (k52,), h)
                                    if y54 is not e53:
                                        x50[k52] = y54
    return d


TRAVERSAL = _ExportedProgram
