"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 5.3, from ExportedProgram, for Node, OptionalTensorArgument."""

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
                                                    y113 = _Graph(x8, q4 + (k5, 'as_graph', 'graph',), h)
                                                    if y113 is not x8:
                                                        x7['graph'] = y113
                                        x114 = e6.get('as_optional_tensors')
                                        if x114 is not None:
                                            if isinstance(x114, list):
                                                q115 = q4 + (k5, 'as_optional_tensors',)
                                                for k116, e117 in enumerate(x114):
                                                    if e117 is not None:
                                                        if isinstance(e117, dict):
                                                            y118 = h['OptionalTensorArgument'](e117, q115 + (k116,))
                                                            if y118 is not e117:
                                                                x114[k116] = y118
                    x119 = x2.get('outputs')
                    if x119 is not None:
                        if isinstance(x119, list):
                            q120 = p + ('graph_module', 'graph', 'outputs',)
                            for k121, e122 in enumerate(x119):
                                if e122 is not None:
                                    if isinstance(e122, dict):
                                        x123 = e122.get('as_graph')
                                        if x123 is not None:
                                            if isinstance(x123, dict):
                                                x124 = x123.get('graph')
                                                if x124 is not None:
                                                    y125 = _Graph(x124, q120 + (k121, 'as_graph', 'graph',), h)
                                                    if y125 is not x124:
                                                        x123['graph'] = y125
                                        x126 = e122.get('as_optional_tensors')
                                        if x126 is not None:
                                            if isinstance(x126, list):
                                                q127 = q120 + (k121, 'as_optional_tensors',)
                                                for k128, e129 in enumerate(x126):
                                                    if e129 is not None:
                                                        if isinstance(e129, dict):
                                                            y130 = h['OptionalTensorArgument'](e129, q127 + (k128,))
                                                            if y130 is not e129:
                                                                x126[k128] = y130
                    x131 = x2.get('nodes')
                    if x131 is not None:
                        if isinstance(x131, list):
                            q132 = p + ('graph_module', 'graph', 'nodes',)
                            for k133, e134 in enumerate(x131):
                                if e134 is not None:
                                    y135 = _Node(e134, q132 + (k133,), h)
                                    if y135 is not e134:
                                        x131[k133] = y135
            x136 = x1.get('signature')
            if x136 is not None:
                if isinstance(x136, dict):
                    x137 = x136.get('input_specs')
                    if x137 is not None:
                        if isinstance(x137, list):
                            q138 = p + ('graph_module', 'signature', 'input_specs',)
                            for k139, e140 in enumerate(x137):
                                if e140 is not None:
                                    if isinstance(e140, dict):
                                        x141 = e140.get('user_input')
                                        if x141 is not None:
                                            if isinstance(x141, dict):
                                                x142 = x141.get('arg')
                                                if x142 is not None:
                                                    if isinstance(x142, dict):
                                                        x143 = x142.get('as_graph')
                                                        if x143 is not None:
                                                            if isinstance(x143, dict):
                                                                x144 = x143.get('graph')
                                                                if x144 is not None:
                                                                    if isinstance(x144, dict):
                                                                        x145 = x144.get('inputs')
                                                                        if x145 is not None:
                                                                            if isinstance(x145, list):
                                                                                q146 = q138 + (k139, 'user_input', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k147, e148 in enumerate(x145):
                                                                                    if e148 is not None:
                                                                                        if isinstance(e148, dict) and ('as_graph' in e148 or 'as_optional_tensors' in e148):
                                                                                            y149 = _Argument(e148, q146 + (k147,), h)
                                                                                            if y149 is not e148:
                                                                                                x145[k147] = y149
                                                                        x150 = x144.get('outputs')
                                                                        if x150 is not None:
                                                                            if isinstance(x150, list):
                                                                                q151 = q138 + (k139, 'user_input', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k152, e153 in enumerate(x150):
                                                                                    if e153 is not None:
                                                                                        if isinstance(e153, dict) and ('as_graph' in e153 or 'as_optional_tensors' in e153):
                                                                                            y154 = _Argument(e153, q151 + (k152,), h)
                                                                                            if y154 is not e153:
                                                                                                x150[k152] = y154
                                                                        x155 = x144.get('nodes')
                                                                        if x155 is not None:
                                                                            if isinstance(x155, list):
                                                                                q156 = q138 + (k139, 'user_input', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k157, e158 in enumerate(x155):
                                                                                    if e158 is not None:
                                                                                        y159 = _Node(e158, q156 + (k157,), h)
                                                                                        if y159 is not e158:
                                                                                            x155[k157] = y159
                                                        x160 = x142.get('as_optional_tensors')
                                                        if x160 is not None:
                                                            if isinstance(x160, list):
                                                                q161 = q138 + (k139, 'user_input', 'arg', 'as_optional_tensors',)
                                                                for k162, e163 in enumerate(x160):
                                                                    if e163 is not None:
                                                                        if isinstance(e163, dict):
                                                                            y164 = h['OptionalTensorArgument'](e163, q161 + (k162,))
                                                                            if y164 is not e163:
                                                                                x160[k162] = y164
                    x165 = x136.get('output_specs')
                    if x165 is not None:
                        if isinstance(x165, list):
                            q166 = p + ('graph_module', 'signature', 'output_specs',)
                            for k167, e168 in enumerate(x165):
                                if e168 is not None:
                                    if isinstance(e168, dict):
                                        x169 = e168.get('user_output')
                                        if x169 is not None:
                                            if isinstance(x169, dict):
                                                x170 = x169.get('arg')
                                                if x170 is not None:
                                                    if isinstance(x170, dict):
                                                        x171 = x170.get('as_graph')
                                                        if x171 is not None:
                                                            if isinstance(x171, dict):
                                                                x172 = x171.get('graph')
                                                                if x172 is not None:
                                                                    if isinstance(x172, dict):
                                                                        x173 = x172.get('inputs')
                                                                        if x173 is not None:
                                                                            if isinstance(x173, list):
                                                                                q174 = q166 + (k167, 'user_output', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k175, e176 in enumerate(x173):
                                                                                    if e176 is not None:
                                                                                        if isinstance(e176, dict) and ('as_graph' in e176 or 'as_optional_tensors' in e176):
                                                                                            y177 = _Argument(e176, q174 + (k175,), h)
                                                                                            if y177 is not e176:
                                                                                                x173[k175] = y177
                                                                        x178 = x172.get('outputs')
                                                                        if x178 is not None:
                                                                            if isinstance(x178, list):
                                                                                q179 = q166 + (k167, 'user_output', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k180, e181 in enumerate(x178):
                                                                                    if e181 is not None:
                                                                                        if isinstance(e181, dict) and ('as_graph' in e181 or 'as_optional_tensors' in e181):
                                                                                            y182 = _Argument(e181, q179 + (k180,), h)
                                                                                            if y182 is not e181:
                                                                                                x178[k180] = y182
                                                                        x183 = x172.get('nodes')
                                                                        if x183 is not None:
                                                                            if isinstance(x183, list):
                                                                                q184 = q166 + (k167, 'user_output', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k185, e186 in enumerate(x183):
                                                                                    if e186 is not None:
                                                                                        y187 = _Node(e186, q184 + (k185,), h)
                                                                                        if y187 is not e186:
                                                                                            x183[k185] = y187
                                                        x188 = x170.get('as_optional_tensors')
                                                        if x188 is not None:
                                                            if isinstance(x188, list):
                                                                q189 = q166 + (k167, 'user_output', 'arg', 'as_optional_tensors',)
                                                                for k190, e191 in enumerate(x188):
                                                                    if e191 is not None:
                                                                        if isinstance(e191, dict):
                                                                            y192 = h['OptionalTensorArgument'](e191, q189 + (k190,))
                                                                            if y192 is not e191:
                                                                                x188[k190] = y192
            x193 = x1.get('module_call_graph')
            if x193 is not None:
                if isinstance(x193, list):
                    q194 = p + ('graph_module', 'module_call_graph',)
                    for k195, e196 in enumerate(x193):
                        if e196 is not None:
                            if isinstance(e196, dict):
                                x197 = e196.get('signature')
                                if x197 is not None:
                                    if isinstance(x197, dict):
                                        x198 = x197.get('inputs')
                                        if x198 is not None:
                                            if isinstance(x198, list):
                                                q199 = q194 + (k195, 'signature', 'inputs',)
                                                for k200, e201 in enumerate(x198):
                                                    if e201 is not None:
                                                        if isinstance(e201, dict):
                                                            x202 = e201.get('as_graph')
                                                            if x202 is not None:
                                                                if isinstance(x202, dict):
                                                                    x203 = x202.get('graph')
                                                                    if x203 is not None:
                                                                        if isinstance(x203, dict):
                                                                            x204 = x203.get('inputs')
                                                                            if x204 is not None:
                                                                                if isinstance(x204, list):
                                                                                    q205 = q199 + (k200, 'as_graph', 'graph', 'inputs',)
                                                                                    for k206, e207 in enumerate(x204):
                                                                                        if e207 is not None:
                                                                                            if isinstance(e207, dict) and ('as_graph' in e207 or 'as_optional_tensors' in e207):
                                                                                                y208 = _Argument(e207, q205 + (k206,), h)
                                                                                                if y208 is not e207:
                                                                                                    x204[k206] = y208
                                                                            x209 = x203.get('outputs')
                                                                            if x209 is not None:
                                                                                if isinstance(x209, list):
                                                                                    q210 = q199 + (k200, 'as_graph', 'graph', 'outputs',)
                                                                                    for k211, e212 in enumerate(x209):
                                                                                        if e212 is not None:
                                                                                            if isinstance(e212, dict) and ('as_graph' in e212 or 'as_optional_tensors' in e212):
                                                                                                y213 = _Argument(e212, q210 + (k211,), h)
                                                                                                if y213 is not e212:
                                                                                                    x209[k211] = y213
                                                                            x214 = x203.get('nodes')
                                                                            if x214 is not None:
                                                                                if isinstance(x214, list):
                                                                                    q215 = q199 + (k200, 'as_graph', 'graph', 'nodes',)
                                                                                    for k216, e217 in enumerate(x214):
                                                                                        if e217 is not None:
                                                                                            y218 = _Node(e217, q215 + (k216,), h)
                                                                                            if y218 is not e217:
                                                                                                x214[k216] = y218
                                                            x219 = e201.get('as_optional_tensors')
                                                            if x219 is not None:
                                                                if isinstance(x219, list):
                                                                    q220 = q199 + (k200, 'as_optional_tensors',)
                                                                    for k221, e222 in enumerate(x219):
                                                                        if e222 is not None:
                                                                            if isinstance(e222, dict):
                                                                                y223 = h['OptionalTensorArgument'](e222, q220 + (k221,))
                                                                                if y223 is not e222:
                                                                                    x219[k221] = y223
                                        x224 = x197.get('outputs')
                                        if x224 is not None:
                                            if isinstance(x224, list):
                                                q225 = q194 + (k195, 'signature', 'outputs',)
                                                for k226, e227 in enumerate(x224):
                                                    if e227 is not None:
                                                        if isinstance(e227, dict):
                                                            x228 = e227.get('as_graph')
                                                            if x228 is not None:
                                                                if isinstance(x228, dict):
                                                                    x229 = x228.get('graph')
                                                                    if x229 is not None:
                                                                        if isinstance(x229, dict):
                                                                            x230 = x229.get('inputs')
                                                                            if x230 is not None:
                                                                                if isinstance(x230, list):
                                                                                    q231 = q225 + (k226, 'as_graph', 'graph', 'inputs',)
                                                                                    for k232, e233 in enumerate(x230):
                                                                                        if e233 is not None:
                                                                                            if isinstance(e233, dict) and ('as_graph' in e233 or 'as_optional_tensors' in e233):
                                                                                                y234 = _Argument(e233, q231 + (k232,), h)
                                                                                                if y234 is not e233:
                                                                                                    x230[k232] = y234
                                                                            x235 = x229.get('outputs')
                                                                            if x235 is not None:
                                                                                if isinstance(x235, list):
                                                                                    q236 = q225 + (k226, 'as_graph', 'graph', 'outputs',)
                                                                                    for k237, e238 in enumerate(x235):
                                                                                        if e238 is not None:
                                                                                            if isinstance(e238, dict) and ('as_graph' in e238 or 'as_optional_tensors' in e238):
                                                                                                y239 = _Argument(e238, q236 + (k237,), h)
                                                                                                if y239 is not e238:
                                                                                                    x235[k237] = y239
                                                                            x240 = x229.get('nodes')
                                                                            if x240 is not None:
                                                                                if isinstance(x240, list):
                                                                                    q241 = q225 + (k226, 'as_graph', 'graph', 'nodes',)
                                                                                    for k242, e243 in enumerate(x240):
                                                                                        if e243 is not None:
                                                                                            y244 = _Node(e243, q241 + (k242,), h)
                                                                                            if y244 is not e243:
                                                                                                x240[k242] = y244
                                                            x245 = e227.get('as_optional_tensors')
                                                            if x245 is not None:
                                                                if isinstance(x245, list):
                                                                    q246 = q225 + (k226, 'as_optional_tensors',)
                                                                    for k247, e248 in enumerate(x245):
                                                                        if e248 is not None:
                                                                            if isinstance(e248, dict):
                                                                                y249 = h['OptionalTensorArgument'](e248, q246 + (k247,))
                                                                                if y249 is not e248:
                                                                                    x245[k247] = y249
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
                        x16 = e12.get('as_optional_tensors')
                        if x16 is not None:
                            if isinstance(x16, list):
                                q17 = q10 + (k11, 'as_optional_tensors',)
                                for k18, e19 in enumerate(x16):
                                    if e19 is not None:
                                        if isinstance(e19, dict):
                                            y20 = h['OptionalTensorArgument'](e19, q17 + (k18,))
                                            if y20 is not e19:
                                                x16[k18] = y20
    x21 = d.get('outputs')
    if x21 is not None:
        if isinstance(x21, list):
            q22 = p + ('outputs',)
            for k23, e24 in enumerate(x21):
                if e24 is not None:
                    if isinstance(e24, dict):
                        x25 = e24.get('as_graph')
                        if x25 is not None:
                            if isinstance(x25, dict):
                                x26 = x25.get('graph')
                                if x26 is not None:
                                    y27 = _Graph(x26, q22 + (k23, 'as_graph', 'graph',), h)
                                    if y27 is not x26:
                                        x25['graph'] = y27
                        x28 = e24.get('as_optional_tensors')
                        if x28 is not None:
                            if isinstance(x28, list):
                                q29 = q22 + (k23, 'as_optional_tensors',)
                                for k30, e31 in enumerate(x28):
                                    if e31 is not None:
                                        if isinstance(e31, dict):
                                            y32 = h['OptionalTensorArgument'](e31, q29 + (k30,))
                                            if y32 is not e31:
                                                x28[k30] = y32
    x33 = d.get('nodes')
    if x33 is not None:
        if isinstance(x33, list):
            q34 = p + ('nodes',)
            for k35, e36 in enumerate(x33):
                if e36 is not None:
                    y112 = _Node(e36, q34 + (k35,), h)
                    if y112 is not e36:
                        x33[k35] = y112
    return d
def _Node(d, p, h):
    if not isinstance(d, dict):
        return d
    x37 = d.get('inputs')
    if x37 is not None:
        if isinstance(x37, list):
            q38 = p + ('inputs',)
            for k39, e40 in enumerate(x37):
                if e40 is not None:
                    if isinstance(e40, dict):
                        x41 = e40.get('arg')
                        if x41 is not None:
                            if isinstance(x41, dict):
                                x42 = x41.get('as_graph')
                                if x42 is not None:
                                    if isinstance(x42, dict):
                                        x43 = x42.get('graph')
                                        if x43 is not None:
                                            if isinstance(x43, dict):
                                                x44 = x43.get('inputs')
                                                if x44 is not None:
                                                    if isinstance(x44, list):
                                                        q45 = q38 + (k39, 'arg', 'as_graph', 'graph', 'inputs',)
                                                        for k46, e47 in enumerate(x44):
                                                            if e47 is not None:
                                                                if isinstance(e47, dict) and ('as_graph' in e47 or 'as_optional_tensors' in e47):
                                                                    y70 = _Argument(e47, q45 + (k46,), h)
                                                                    if y70 is not e47:
                                                                        x44[k46] = y70
                                                x71 = x43.get('outputs')
                                                if x71 is not None:
                                                    if isinstance(x71, list):
                                                        q72 = q38 + (k39, 'arg', 'as_graph', 'graph', 'outputs',)
                                                        for k73, e74 in enumerate(x71):
                                                            if e74 is not None:
                                                                if isinstance(e74, dict) and ('as_graph' in e74 or 'as_optional_tensors' in e74):
                                                                    y75 = _Argument(e74, q72 + (k73,), h)
                                                                    if y75 is not e74:
                                                                        x71[k73] = y75
                                                x76 = x43.get('nodes')
                                                if x76 is not None:
                                                    if isinstance(x76, list):
                                                        q77 = q38 + (k39, 'arg', 'as_graph', 'graph', 'nodes',)
                                                        for k78, e79 in enumerate(x76):
                                                            if e79 is not None:
                                                                y80 = _Node(e79, q77 + (k78,), h)
                                                                if y80 is not e79:
                                                                    x76[k78] = y80
                                x81 = x41.get('as_optional_tensors')
                                if x81 is not None:
                                    if isinstance(x81, list):
                                        q82 = q38 + (k39, 'arg', 'as_optional_tensors',)
                                        for k83, e84 in enumerate(x81):
                                            if e84 is not None:
                                                if isinstance(e84, dict):
                                                    y85 = h['OptionalTensorArgument'](e84, q82 + (k83,))
                                                    if y85 is not e84:
                                                        x81[k83] = y85
    x86 = d.get('outputs')
    if x86 is not None:
        if isinstance(x86, list):
            q87 = p + ('outputs',)
            for k88, e89 in enumerate(x86):
                if e89 is not None:
                    if isinstance(e89, dict):
                        x90 = e89.get('as_graph')
                        if x90 is not None:
                            if isinstance(x90, dict):
                                x91 = x90.get('graph')
                                if x91 is not None:
                                    if isinstance(x91, dict):
                                        x92 = x91.get('inputs')
                                        if x92 is not None:
                                            if isinstance(x92, list):
                                                q93 = q87 + (k88, 'as_graph', 'graph', 'inputs',)
                                                for k94, e95 in enumerate(x92):
                                                    if e95 is not None:
                                                        if isinstance(e95, dict) and ('as_graph' in e95 or 'as_optional_tensors' in e95):
                                                            y96 = _Argument(e95, q93 + (k94,), h)
                                                            if y96 is not e95:
                                                                x92[k94] = y96
                                        x97 = x91.get('outputs')
                                        if x97 is not None:
                                            if isinstance(x97, list):
                                                q98 = q87 + (k88, 'as_graph', 'graph', 'outputs',)
                                                for k99, e100 in enumerate(x97):
                                                    if e100 is not None:
                                                        if isinstance(e100, dict) and ('as_graph' in e100 or 'as_optional_tensors' in e100):
                                                            y101 = _Argument(e100, q98 + (k99,), h)
                                                            if y101 is not e100:
                                                                x97[k99] = y101
                                        x102 = x91.get('nodes')
                                        if x102 is not None:
                                            if isinstance(x102, list):
                                                q103 = q87 + (k88, 'as_graph', 'graph', 'nodes',)
                                                for k104, e105 in enumerate(x102):
                                                    if e105 is not None:
                                                        y106 = _Node(e105, q103 + (k104,), h)
                                                        if y106 is not e105:
                                                            x102[k104] = y106
                        x107 = e89.get('as_optional_tensors')
                        if x107 is not None:
                            if isinstance(x107, list):
                                q108 = q87 + (k88, 'as_optional_tensors',)
                                for k109, e110 in enumerate(x107):
                                    if e110 is not None:
                                        if isinstance(e110, dict):
                                            y111 = h['OptionalTensorArgument'](e110, q108 + (k109,))
                                            if y111 is not e110:
                                                x107[k109] = y111
    return h['Node'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x48 = d.get('as_graph')
    if x48 is not None:
        if isinstance(x48, dict):
            x49 = x48.get('graph')
            if x49 is not None:
                if isinstance(x49, dict):
                    x50 = x49.get('inputs')
                    if x50 is not None:
                        if isinstance(x50, list):
                            q51 = p + ('as_graph', 'graph', 'inputs',)
                            for k52, e53 in enumerate(x50):
                                if e53 is not None:
                                    if isinstance(e53, dict) and ('as_graph' in e53 or 'as_optional_tensors' in e53):
                                        y54 = _Argument(e53, q51 + (k52,), h)
                                        if y54 is not e53:
                                            x50[k52] = y54
                    x55 = x49.get('outputs')
                    if x55 is not None:
                        if isinstance(x55, list):
                            q56 = p + ('as_graph', 'graph', 'outputs',)
                            for k57, e58 in enumerate(x55):
                                if e58 is not None:
                                    if isinstance(e58, dict) and ('as_graph' in e58 or 'as_optional_tensors' in e58):
                                        y59 = _Argument(e58, q56 + (k57,), h)
                                        if y59 is not e58:
                                            x55[k57] = y59
                    x60 = x49.get('nodes')
                    if x60 is not None:
                        if isinstance(x60, list):
                            q61 = p + ('as_graph', 'graph', 'nodes',)
                            for k62, e63 in enumerate(x60):
                                if e63 is not None:
                                    y64 = _Node(e63, q61 + (k62,), h)
                                    if y64 is not e63:
                                        x60[k62] = y64
    x65 = d.get('as_optional_tensors')
    if x65 is not None:
        if isinstance(x65, list):
            q66 = p + ('as_optional_tensors',)
            for k67, e68 in enumerate(x65):
                if e68 is not None:
                    if isinstance(e68, dict):
                        y69 = h['OptionalTensorArgument'](e68, q66 + (k67,))
                        if y69 is not e68:
                            x65[k67] = y69
    return d


TRAVERSAL = _ExportedProgram
