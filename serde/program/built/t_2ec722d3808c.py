"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.17, from ExportedProgram, for Node."""

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
                                        x114 = e6.get('as_string_to_argument')
                                        if x114 is not None:
                                            if isinstance(x114, dict):
                                                q115 = q4 + (k5, 'as_string_to_argument',)
                                                for k116, e117 in x114.items():
                                                    if e117 is not None:
                                                        if isinstance(e117, dict) and ('as_graph' in e117 or 'as_string_to_argument' in e117):
                                                            y118 = _Argument(e117, q115 + (k116,), h)
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
                                        x126 = e122.get('as_string_to_argument')
                                        if x126 is not None:
                                            if isinstance(x126, dict):
                                                q127 = q120 + (k121, 'as_string_to_argument',)
                                                for k128, e129 in x126.items():
                                                    if e129 is not None:
                                                        if isinstance(e129, dict) and ('as_graph' in e129 or 'as_string_to_argument' in e129):
                                                            y130 = _Argument(e129, q127 + (k128,), h)
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
                                                                                        if isinstance(e148, dict) and ('as_graph' in e148 or 'as_string_to_argument' in e148):
                                                                                            y149 = _Argument(e148, q146 + (k147,), h)
                                                                                            if y149 is not e148:
                                                                                                x145[k147] = y149
                                                                        x150 = x144.get('outputs')
                                                                        if x150 is not None:
                                                                            if isinstance(x150, list):
                                                                                q151 = q138 + (k139, 'user_input', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k152, e153 in enumerate(x150):
                                                                                    if e153 is not None:
                                                                                        if isinstance(e153, dict) and ('as_graph' in e153 or 'as_string_to_argument' in e153):
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
                                                        x160 = x142.get('as_string_to_argument')
                                                        if x160 is not None:
                                                            if isinstance(x160, dict):
                                                                q161 = q138 + (k139, 'user_input', 'arg', 'as_string_to_argument',)
                                                                for k162, e163 in x160.items():
                                                                    if e163 is not None:
                                                                        if isinstance(e163, dict) and ('as_graph' in e163 or 'as_string_to_argument' in e163):
                                                                            y164 = _Argument(e163, q161 + (k162,), h)
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
                                                                                        if isinstance(e176, dict) and ('as_graph' in e176 or 'as_string_to_argument' in e176):
                                                                                            y177 = _Argument(e176, q174 + (k175,), h)
                                                                                            if y177 is not e176:
                                                                                                x173[k175] = y177
                                                                        x178 = x172.get('outputs')
                                                                        if x178 is not None:
                                                                            if isinstance(x178, list):
                                                                                q179 = q166 + (k167, 'user_output', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k180, e181 in enumerate(x178):
                                                                                    if e181 is not None:
                                                                                        if isinstance(e181, dict) and ('as_graph' in e181 or 'as_string_to_argument' in e181):
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
                                                        x188 = x170.get('as_string_to_argument')
                                                        if x188 is not None:
                                                            if isinstance(x188, dict):
                                                                q189 = q166 + (k167, 'user_output', 'arg', 'as_string_to_argument',)
                                                                for k190, e191 in x188.items():
                                                                    if e191 is not None:
                                                                        if isinstance(e191, dict) and ('as_graph' in e191 or 'as_string_to_argument' in e191):
                                                                            y192 = _Argument(e191, q189 + (k190,), h)
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
                                                                                            if isinstance(e207, dict) and ('as_graph' in e207 or 'as_string_to_argument' in e207):
                                                                                                y208 = _Argument(e207, q205 + (k206,), h)
                                                                                                if y208 is not e207:
                                                                                                    x204[k206] = y208
                                                                            x209 = x203.get('outputs')
                                                                            if x209 is not None:
                                                                                if isinstance(x209, list):
                                                                                    q210 = q199 + (k200, 'as_graph', 'graph', 'outputs',)
                                                                                    for k211, e212 in enumerate(x209):
                                                                                        if e212 is not None:
                                                                                            if isinstance(e212, dict) and ('as_graph' in e212 or 'as_string_to_argument' in e212):
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
                                                            x219 = e201.get('as_string_to_argument')
                                                            if x219 is not None:
                                                                if isinstance(x219, dict):
                                                                    q220 = q199 + (k200, 'as_string_to_argument',)
                                                                    for k221, e222 in x219.items():
                                                                        if e222 is not None:
                                                                            if isinstance(e222, dict) and ('as_graph' in e222 or 'as_string_to_argument' in e222):
                                                                                y223 = _Argument(e222, q220 + (k221,), h)
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
                                                                                            if isinstance(e233, dict) and ('as_graph' in e233 or 'as_string_to_argument' in e233):
                                                                                                y234 = _Argument(e233, q231 + (k232,), h)
                                                                                                if y234 is not e233:
                                                                                                    x230[k232] = y234
                                                                            x235 = x229.get('outputs')
                                                                            if x235 is not None:
                                                                                if isinstance(x235, list):
                                                                                    q236 = q225 + (k226, 'as_graph', 'graph', 'outputs',)
                                                                                    for k237, e238 in enumerate(x235):
                                                                                        if e238 is not None:
                                                                                            if isinstance(e238, dict) and ('as_graph' in e238 or 'as_string_to_argument' in e238):
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
                                                            x245 = e227.get('as_string_to_argument')
                                                            if x245 is not None:
                                                                if isinstance(x245, dict):
                                                                    q246 = q225 + (k226, 'as_string_to_argument',)
                                                                    for k247, e248 in x245.items():
                                                                        if e248 is not None:
                                                                            if isinstance(e248, dict) and ('as_graph' in e248 or 'as_string_to_argument' in e248):
                                                                                y249 = _Argument(e248, q246 + (k247,), h)
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
                        x16 = e12.get('as_string_to_argument')
                        if x16 is not None:
                            if isinstance(x16, dict):
                                q17 = q10 + (k11, 'as_string_to_argument',)
                                for k18, e19 in x16.items():
                                    if e19 is not None:
                                        if isinstance(e19, dict) and ('as_graph' in e19 or 'as_string_to_argument' in e19):
                                            y95 = _Argument(e19, q17 + (k18,), h)
                                            if y95 is not e19:
                                                x16[k18] = y95
    x96 = d.get('outputs')
    if x96 is not None:
        if isinstance(x96, list):
            q97 = p + ('outputs',)
            for k98, e99 in enumerate(x96):
                if e99 is not None:
                    if isinstance(e99, dict):
                        x100 = e99.get('as_graph')
                        if x100 is not None:
                            if isinstance(x100, dict):
                                x101 = x100.get('graph')
                                if x101 is not None:
                                    y102 = _Graph(x101, q97 + (k98, 'as_graph', 'graph',), h)
                                    if y102 is not x101:
                                        x100['graph'] = y102
                        x103 = e99.get('as_string_to_argument')
                        if x103 is not None:
                            if isinstance(x103, dict):
                                q104 = q97 + (k98, 'as_string_to_argument',)
                                for k105, e106 in x103.items():
                                    if e106 is not None:
                                        if isinstance(e106, dict) and ('as_graph' in e106 or 'as_string_to_argument' in e106):
                                            y107 = _Argument(e106, q104 + (k105,), h)
                                            if y107 is not e106:
                                                x103[k105] = y107
    x108 = d.get('nodes')
    if x108 is not None:
        if isinstance(x108, list):
            q109 = p + ('nodes',)
            for k110, e111 in enumerate(x108):
                if e111 is not None:
                    y112 = _Node(e111, q109 + (k110,), h)
                    if y112 is not e111:
                        x108[k110] = y112
    return d
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x20 = d.get('as_graph')
    if x20 is not None:
        if isinstance(x20, dict):
            x21 = x20.get('graph')
            if x21 is not None:
                if isinstance(x21, dict):
                    x22 = x21.get('inputs')
                    if x22 is not None:
                        if isinstance(x22, list):
                            q23 = p + ('as_graph', 'graph', 'inputs',)
                            for k24, e25 in enumerate(x22):
                                if e25 is not None:
                                    if isinstance(e25, dict) and ('as_graph' in e25 or 'as_string_to_argument' in e25):
                                        y26 = _Argument(e25, q23 + (k24,), h)
                                        if y26 is not e25:
                                            x22[k24] = y26
                    x27 = x21.get('outputs')
                    if x27 is not None:
                        if isinstance(x27, list):
                            q28 = p + ('as_graph', 'graph', 'outputs',)
                            for k29, e30 in enumerate(x27):
                                if e30 is not None:
                                    if isinstance(e30, dict) and ('as_graph' in e30 or 'as_string_to_argument' in e30):
                                        y31 = _Argument(e30, q28 + (k29,), h)
                                        if y31 is not e30:
                                            x27[k29] = y31
                    x32 = x21.get('nodes')
                    if x32 is not None:
                        if isinstance(x32, list):
                            q33 = p + ('as_graph', 'graph', 'nodes',)
                            for k34, e35 in enumerate(x32):
                                if e35 is not None:
                                    y89 = _Node(e35, q33 + (k34,), h)
                                    if y89 is not e35:
                                        x32[k34] = y89
    x90 = d.get('as_string_to_argument')
    if x90 is not None:
        if isinstance(x90, dict):
            q91 = p + ('as_string_to_argument',)
            for k92, e93 in x90.items():
                if e93 is not None:
                    if isinstance(e93, dict) and ('as_graph' in e93 or 'as_string_to_argument' in e93):
                        y94 = _Argument(e93, q91 + (k92,), h)
                        if y94 is not e93:
                            x90[k92] = y94
    return d
def _Node(d, p, h):
    if not isinstance(d, dict):
        return d
    x36 = d.get('inputs')
    if x36 is not None:
        if isinstance(x36, list):
            q37 = p + ('inputs',)
            for k38, e39 in enumerate(x36):
                if e39 is not None:
                    if isinstance(e39, dict):
                        x40 = e39.get('arg')
                        if x40 is not None:
                            if isinstance(x40, dict):
                                x41 = x40.get('as_graph')
                                if x41 is not None:
                                    if isinstance(x41, dict):
                                        x42 = x41.get('graph')
                                        if x42 is not None:
                                            if isinstance(x42, dict):
                                                x43 = x42.get('inputs')
                                                if x43 is not None:
                                                    if isinstance(x43, list):
                                                        q44 = q37 + (k38, 'arg', 'as_graph', 'graph', 'inputs',)
                                                        for k45, e46 in enumerate(x43):
                                                            if e46 is not None:
                                                                if isinstance(e46, dict) and ('as_graph' in e46 or 'as_string_to_argument' in e46):
                                                                    y47 = _Argument(e46, q44 + (k45,), h)
                                                                    if y47 is not e46:
                                                                        x43[k45] = y47
                                                x48 = x42.get('outputs')
                                                if x48 is not None:
                                                    if isinstance(x48, list):
                                                        q49 = q37 + (k38, 'arg', 'as_graph', 'graph', 'outputs',)
                                                        for k50, e51 in enumerate(x48):
                                                            if e51 is not None:
                                                                if isinstance(e51, dict) and ('as_graph' in e51 or 'as_string_to_argument' in e51):
                                                                    y52 = _Argument(e51, q49 + (k50,), h)
                                                                    if y52 is not e51:
                                                                        x48[k50] = y52
                                                x53 = x42.get('nodes')
                                                if x53 is not None:
                                                    if isinstance(x53, list):
                                                        q54 = q37 + (k38, 'arg', 'as_graph', 'graph', 'nodes',)
                                                        for k55, e56 in enumerate(x53):
                                                            if e56 is not None:
                                                                y57 = _Node(e56, q54 + (k55,), h)
                                                                if y57 is not e56:
                                                                    x53[k55] = y57
                                x58 = x40.get('as_string_to_argument')
                                if x58 is not None:
                                    if isinstance(x58, dict):
                                        q59 = q37 + (k38, 'arg', 'as_string_to_argument',)
                                        for k60, e61 in x58.items():
                                            if e61 is not None:
                                                if isinstance(e61, dict) and ('as_graph' in e61 or 'as_string_to_argument' in e61):
                                                    y62 = _Argument(e61, q59 + (k60,), h)
                                                    if y62 is not e61:
                                                        x58[k60] = y62
    x63 = d.get('outputs')
    if x63 is not None:
        if isinstance(x63, list):
            q64 = p + ('outputs',)
            for k65, e66 in enumerate(x63):
                if e66 is not None:
                    if isinstance(e66, dict):
                        x67 = e66.get('as_graph')
                        if x67 is not None:
                            if isinstance(x67, dict):
                                x68 = x67.get('graph')
                                if x68 is not None:
                                    if isinstance(x68, dict):
                                        x69 = x68.get('inputs')
                                        if x69 is not None:
                                            if isinstance(x69, list):
                                                q70 = q64 + (k65, 'as_graph', 'graph', 'inputs',)
                                                for k71, e72 in enumerate(x69):
                                                    if e72 is not None:
                                                        if isinstance(e72, dict) and ('as_graph' in e72 or 'as_string_to_argument' in e72):
                                                            y73 = _Argument(e72, q70 + (k71,), h)
                                                            if y73 is not e72:
                                                                x69[k71] = y73
                                        x74 = x68.get('outputs')
                                        if x74 is not None:
                                            if isinstance(x74, list):
                                                q75 = q64 + (k65, 'as_graph', 'graph', 'outputs',)
                                                for k76, e77 in enumerate(x74):
                                                    if e77 is not None:
                                                        if isinstance(e77, dict) and ('as_graph' in e77 or 'as_string_to_argument' in e77):
                                                            y78 = _Argument(e77, q75 + (k76,), h)
                                                            if y78 is not e77:
                                                                x74[k76] = y78
                                        x79 = x68.get('nodes')
                                        if x79 is not None:
                                            if isinstance(x79, list):
                                                q80 = q64 + (k65, 'as_graph', 'graph', 'nodes',)
                                                for k81, e82 in enumerate(x79):
                                                    if e82 is not None:
                                                        y83 = _Node(e82, q80 + (k81,), h)
                                                        if y83 is not e82:
                                                            x79[k81] = y83
                        x84 = e66.get('as_string_to_argument')
                        if x84 is not None:
                            if isinstance(x84, dict):
                                q85 = q64 + (k65, 'as_string_to_argument',)
                                for k86, e87 in x84.items():
                                    if e87 is not None:
                                        if isinstance(e87, dict) and ('as_graph' in e87 or 'as_string_to_argument' in e87):
                                            y88 = _Argument(e87, q85 + (k86,), h)
                                            if y88 is not e87:
                                                x84[k86] = y88
    return h['Node'](d, p)


TRAVERSAL = _ExportedProgram
