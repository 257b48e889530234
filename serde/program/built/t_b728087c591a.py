"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 1.0, from ExportedProgram, for bytes."""

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
                                                    y59 = _Graph(x8, q4 + (k5, 'as_graph', 'graph',), h)
                                                    if y59 is not x8:
                                                        x7['graph'] = y59
                                        x60 = e6.get('as_custom_obj')
                                        if x60 is not None:
                                            if isinstance(x60, dict):
                                                x61 = x60.get('blob')
                                                if x61 is not None:
                                                    y62 = h['bytes'](x61, q4 + (k5, 'as_custom_obj', 'blob',))
                                                    if y62 is not x61:
                                                        x60['blob'] = y62
                    x63 = x2.get('outputs')
                    if x63 is not None:
                        if isinstance(x63, list):
                            q64 = p + ('graph_module', 'graph', 'outputs',)
                            for k65, e66 in enumerate(x63):
                                if e66 is not None:
                                    if isinstance(e66, dict):
                                        x67 = e66.get('as_graph')
                                        if x67 is not None:
                                            if isinstance(x67, dict):
                                                x68 = x67.get('graph')
                                                if x68 is not None:
                                                    y69 = _Graph(x68, q64 + (k65, 'as_graph', 'graph',), h)
                                                    if y69 is not x68:
                                                        x67['graph'] = y69
                                        x70 = e66.get('as_custom_obj')
                                        if x70 is not None:
                                            if isinstance(x70, dict):
                                                x71 = x70.get('blob')
                                                if x71 is not None:
                                                    y72 = h['bytes'](x71, q64 + (k65, 'as_custom_obj', 'blob',))
                                                    if y72 is not x71:
                                                        x70['blob'] = y72
                    x73 = x2.get('nodes')
                    if x73 is not None:
                        if isinstance(x73, list):
                            q74 = p + ('graph_module', 'graph', 'nodes',)
                            for k75, e76 in enumerate(x73):
                                if e76 is not None:
                                    if isinstance(e76, dict):
                                        x77 = e76.get('inputs')
                                        if x77 is not None:
                                            if isinstance(x77, list):
                                                q78 = q74 + (k75, 'inputs',)
                                                for k79, e80 in enumerate(x77):
                                                    if e80 is not None:
                                                        if isinstance(e80, dict):
                                                            x81 = e80.get('arg')
                                                            if x81 is not None:
                                                                if isinstance(x81, dict):
                                                                    x82 = x81.get('as_graph')
                                                                    if x82 is not None:
                                                                        if isinstance(x82, dict):
                                                                            x83 = x82.get('graph')
                                                                            if x83 is not None:
                                                                                y84 = _Graph(x83, q78 + (k79, 'arg', 'as_graph', 'graph',), h)
                                                                                if y84 is not x83:
                                                                                    x82['graph'] = y84
                                                                    x85 = x81.get('as_custom_obj')
                                                                    if x85 is not None:
                                                                        if isinstance(x85, dict):
                                                                            x86 = x85.get('blob')
                                                                            if x86 is not None:
                                                                                y87 = h['bytes'](x86, q78 + (k79, 'arg', 'as_custom_obj', 'blob',))
                                                                                if y87 is not x86:
                                                                                    x85['blob'] = y87
                                        x88 = e76.get('outputs')
                                        if x88 is not None:
                                            if isinstance(x88, list):
                                                q89 = q74 + (k75, 'outputs',)
                                                for k90, e91 in enumerate(x88):
                                                    if e91 is not None:
                                                        if isinstance(e91, dict):
                                                            x92 = e91.get('as_graph')
                                                            if x92 is not None:
                                                                if isinstance(x92, dict):
                                                                    x93 = x92.get('graph')
                                                                    if x93 is not None:
                                                                        y94 = _Graph(x93, q89 + (k90, 'as_graph', 'graph',), h)
                                                                        if y94 is not x93:
                                                                            x92['graph'] = y94
                                                            x95 = e91.get('as_custom_obj')
                                                            if x95 is not None:
                                                                if isinstance(x95, dict):
                                                                    x96 = x95.get('blob')
                                                                    if x96 is not None:
                                                                        y97 = h['bytes'](x96, q89 + (k90, 'as_custom_obj', 'blob',))
                                                                        if y97 is not x96:
                                                                            x95['blob'] = y97
                    x98 = x2.get('constants')
                    if x98 is not None:
                        if isinstance(x98, dict):
                            q99 = p + ('graph_module', 'graph', 'constants',)
                            for k100, e101 in x98.items():
                                if e101 is not None:
                                    y102 = h['bytes'](e101, q99 + (k100,))
                                    if y102 is not e101:
                                        x98[k100] = y102
            x103 = x1.get('module_call_graph')
            if x103 is not None:
                if isinstance(x103, list):
                    q104 = p + ('graph_module', 'module_call_graph',)
                    for k105, e106 in enumerate(x103):
                        if e106 is not None:
                            if isinstance(e106, dict):
                                x107 = e106.get('signature')
                                if x107 is not None:
                                    if isinstance(x107, dict):
                                        x108 = x107.get('inputs')
                                        if x108 is not None:
                                            if isinstance(x108, list):
                                                q109 = q104 + (k105, 'signature', 'inputs',)
                                                for k110, e111 in enumerate(x108):
                                                    if e111 is not None:
                                                        if isinstance(e111, dict):
                                                            x112 = e111.get('as_graph')
                                                            if x112 is not None:
                                                                if isinstance(x112, dict):
                                                                    x113 = x112.get('graph')
                                                                    if x113 is not None:
                                                                        if isinstance(x113, dict):
                                                                            x114 = x113.get('inputs')
                                                                            if x114 is not None:
                                                                                if isinstance(x114, list):
                                                                                    q115 = q109 + (k110, 'as_graph', 'graph', 'inputs',)
                                                                                    for k116, e117 in enumerate(x114):
                                                                                        if e117 is not None:
                                                                                            y153 = _Argument(e117, q115 + (k116,), h)
                                                                                            if y153 is not e117:
                                                                                                x114[k116] = y153
                                                                            x154 = x113.get('outputs')
                                                                            if x154 is not None:
                                                                                if isinstance(x154, list):
                                                                                    q155 = q109 + (k110, 'as_graph', 'graph', 'outputs',)
                                                                                    for k156, e157 in enumerate(x154):
                                                                                        if e157 is not None:
                                                                                            y158 = _Argument(e157, q155 + (k156,), h)
                                                                                            if y158 is not e157:
                                                                                                x154[k156] = y158
                                                                            x159 = x113.get('nodes')
                                                                            if x159 is not None:
                                                                                if isinstance(x159, list):
                                                                                    q160 = q109 + (k110, 'as_graph', 'graph', 'nodes',)
                                                                                    for k161, e162 in enumerate(x159):
                                                                                        if e162 is not None:
                                                                                            if isinstance(e162, dict):
                                                                                                x163 = e162.get('inputs')
                                                                                                if x163 is not None:
                                                                                                    if isinstance(x163, list):
                                                                                                        q164 = q160 + (k161, 'inputs',)
                                                                                                        for k165, e166 in enumerate(x163):
                                                                                                            if e166 is not None:
                                                                                                                if isinstance(e166, dict):
                                                                                                                    x167 = e166.get('arg')
                                                                                                                    if x167 is not None:
                                                                                                                        y168 = _Argument(x167, q164 + (k165, 'arg',), h)
                                                                                                                        if y168 is not x167:
                                                                                                                            e166['arg'] = y168
                                                                                                x169 = e162.get('outputs')
                                                                                                if x169 is not None:
                                                                                                    if isinstance(x169, list):
                                                                                                        q170 = q160 + (k161, 'outputs',)
                                                                                                        for k171, e172 in enumerate(x169):
                                                                                                            if e172 is not None:
                                                                                                                y173 = _Argument(e172, q170 + (k171,), h)
                                                                                                                if y173 is not e172:
                                                                                                                    x169[k171] = y173
                                                                            x174 = x113.get('constants')
                                                                            if x174 is not None:
                                                                                if isinstance(x174, dict):
                                                                                    q175 = q109 + (k110, 'as_graph', 'graph', 'constants',)
                                                                                    for k176, e177 in x174.items():
                                                                                        if e177 is not None:
                                                                                            y178 = h['bytes'](e177, q175 + (k176,))
                                                                                            if y178 is not e177:
                                                                                                x174[k176] = y178
                                                            x179 = e111.get('as_custom_obj')
                                                            if x179 is not None:
                                                                if isinstance(x179, dict):
                                                                    x180 = x179.get('blob')
                                                                    if x180 is not None:
                                                                        y181 = h['bytes'](x180, q109 + (k110, 'as_custom_obj', 'blob',))
                                                                        if y181 is not x180:
                                                                            x179['blob'] = y181
                                        x182 = x107.get('outputs')
                                        if x182 is not None:
                                            if isinstance(x182, list):
                                                q183 = q104 + (k105, 'signature', 'outputs',)
                                                for k184, e185 in enumerate(x182):
                                                    if e185 is not None:
                                                        if isinstance(e185, dict):
                                                            x186 = e185.get('as_graph')
                                                            if x186 is not None:
                                                                if isinstance(x186, dict):
                                                                    x187 = x186.get('graph')
                                                                    if x187 is not None:
                                                                        if isinstance(x187, dict):
                                                                            x188 = x187.get('inputs')
                                                                            if x188 is not None:
                                                                                if isinstance(x188, list):
                                                                                    q189 = q183 + (k184, 'as_graph', 'graph', 'inputs',)
                                                                                    for k190, e191 in enumerate(x188):
                                                                                        if e191 is not None:
                                                                                            y192 = _Argument(e191, q189 + (k190,), h)
                                                                                            if y192 is not e191:
                                                                                                x188[k190] = y192
                                                                            x193 = x187.get('outputs')
                                                                            if x193 is not None:
                                                                                if isinstance(x193, list):
                                                                                    q194 = q183 + (k184, 'as_graph', 'graph', 'outputs',)
                                                                                    for k195, e196 in enumerate(x193):
                                                                                        if e196 is not None:
                                                                                            y197 = _Argument(e196, q194 + (k195,), h)
                                                                                            if y197 is not e196:
                                                                                                x193[k195] = y197
                                                                            x198 = x187.get('nodes')
                                                                            if x198 is not None:
                                                                                if isinstance(x198, list):
                                                                                    q199 = q183 + (k184, 'as_graph', 'graph', 'nodes',)
                                                                                    for k200, e201 in enumerate(x198):
                                                                                        if e201 is not None:
                                                                                            if isinstance(e201, dict):
                                                                                                x202 = e201.get('inputs')
                                                                                                if x202 is not None:
                                                                                                    if isinstance(x202, list):
                                                                                                        q203 = q199 + (k200, 'inputs',)
                                                                                                        for k204, e205 in enumerate(x202):
                                                                                                            if e205 is not None:
                                                                                                                if isinstance(e205, dict):
                                                                                                                    x206 = e205.get('arg')
                                                                                                                    if x206 is not None:
                                                                                                                        y207 = _Argument(x206, q203 + (k204, 'arg',), h)
                                                                                                                        if y207 is not x206:
                                                                                                                            e205['arg'] = y207
                                                                                                x208 = e201.get('outputs')
                                                                                                if x208 is not None:
                                                                                                    if isinstance(x208, list):
                                                                                                        q209 = q199 + (k200, 'outputs',)
                                                                                                        for k210, e211 in enumerate(x208):
                                                                                                            if e211 is not None:
                                                                                                                y212 = _Argument(e211, q209 + (k210,), h)
                                                                                                                if y212 is not e211:
                                                                                                                    x208[k210] = y212
                                                                            x213 = x187.get('constants')
                                                                            if x213 is not None:
                                                                                if isinstance(x213, dict):
                                                                                    q214 = q183 + (k184, 'as_graph', 'graph', 'constants',)
                                                                                    for k215, e216 in x213.items():
                                                                                        if e216 is not None:
                                                                                            y217 = h['bytes'](e216, q214 + (k215,))
                                                                                            if y217 is not e216:
                                                                                                x213[k215] = y217
                                                            x218 = e185.get('as_custom_obj')
                                                            if x218 is not None:
                                                                if isinstance(x218, dict):
                                                                    x219 = x218.get('blob')
                                                                    if x219 is not None:
                                                                        y220 = h['bytes'](x219, q183 + (k184, 'as_custom_obj', 'blob',))
                                                                        if y220 is not x219:
                                                                            x218['blob'] = y220
    x221 = d.get('example_inputs')
    if x221 is not None:
        if isinstance(x221, list):
            q222 = p + ('example_inputs',)
            if len(x221) > 0:
                e223 = x221[0]
                if e223 is not None:
                    if isinstance(e223, list):
                        q224 = q222 + (0,)
                        for k225, e226 in enumerate(e223):
                            if e226 is not None:
                                y227 = h['bytes'](e226, q224 + (k225,))
                                if y227 is not e226:
                                    e223[k225] = y227
            if len(x221) > 1:
                e228 = x221[1]
                if e228 is not None:
                    if isinstance(e228, dict):
                        q229 = q222 + (1,)
                        for k230, e231 in e228.items():
                            if e231 is not None:
                                y232 = h['bytes'](e231, q229 + (k230,))
                                if y232 is not e231:
                                    e228[k230] = y232
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
                        x16 = e12.get('as_custom_obj')
                        if x16 is not None:
                            if isinstance(x16, dict):
                                x17 = x16.get('blob')
                                if x17 is not None:
                                    y18 = h['bytes'](x17, q10 + (k11, 'as_custom_obj', 'blob',))
                                    if y18 is not x17:
                                        x16['blob'] = y18
    x19 = d.get('outputs')
    if x19 is not None:
        if isinstance(x19, list):
            q20 = p + ('outputs',)
            for k21, e22 in enumerate(x19):
                if e22 is not None:
                    if isinstance(e22, dict):
                        x23 = e22.get('as_graph')
                        if x23 is not None:
                            if isinstance(x23, dict):
                                x24 = x23.get('graph')
                                if x24 is not None:
                                    y25 = _Graph(x24, q20 + (k21, 'as_graph', 'graph',), h)
                                    if y25 is not x24:
                                        x23['graph'] = y25
                        x26 = e22.get('as_custom_obj')
                        if x26 is not None:
                            if isinstance(x26, dict):
                                x27 = x26.get('blob')
                                if x27 is not None:
                                    y28 = h['bytes'](x27, q20 + (k21, 'as_custom_obj', 'blob',))
                                    if y28 is not x27:
                                        x26['blob'] = y28
    x29 = d.get('nodes')
    if x29 is not None:
        if isinstance(x29, list):
            q30 = p + ('nodes',)
            for k31, e32 in enumerate(x29):
                if e32 is not None:
                    if isinstance(e32, dict):
                        x33 = e32.get('inputs')
                        if x33 is not None:
                            if isinstance(x33, list):
                                q34 = q30 + (k31, 'inputs',)
                                for k35, e36 in enumerate(x33):
                                    if e36 is not None:
                                        if isinstance(e36, dict):
                                            x37 = e36.get('arg')
                                            if x37 is not None:
                                                if isinstance(x37, dict):
                                                    x38 = x37.get('as_graph')
                                                    if x38 is not None:
                                                        if isinstance(x38, dict):
                                                            x39 = x38.get('graph')
                                                            if x39 is not None:
                                                                y40 = _Graph(x39, q34 + (k35, 'arg', 'as_graph', 'graph',), h)
                                                                if y40 is not x39:
                                                                    x38['graph'] = y40
                                                    x41 = x37.get('as_custom_obj')
                                                    if x41 is not None:
                                                        if isinstance(x41, dict):
                                                            x42 = x41.get('blob')
                                                            if x42 is not None:
                                                                y43 = h['bytes'](x42, q34 + (k35, 'arg', 'as_custom_obj', 'blob',))
                                                                if y43 is not x42:
                                                                    x41['blob'] = y43
                        x44 = e32.get('outputs')
                        if x44 is not None:
                            if isinstance(x44, list):
                                q45 = q30 + (k31, 'outputs',)
                                for k46, e47 in enumerate(x44):
                                    if e47 is not None:
                                        if isinstance(e47, dict):
                                            x48 = e47.get('as_graph')
                                            if x48 is not None:
                                                if isinstance(x48, dict):
                                                    x49 = x48.get('graph')
                                                    if x49 is not None:
                                                        y50 = _Graph(x49, q45 + (k46, 'as_graph', 'graph',), h)
                                                        if y50 is not x49:
                                                            x48['graph'] = y50
                                            x51 = e47.get('as_custom_obj')
                                            if x51 is not None:
                                                if isinstance(x51, dict):
                                                    x52 = x51.get('blob')
                                                    if x52 is not None:
                                                        y53 = h['bytes'](x52, q45 + (k46, 'as_custom_obj', 'blob',))
                                                        if y53 is not x52:
                                                            x51['blob'] = y53
    x54 = d.get('constants')
    if x54 is not None:
        if isinstance(x54, dict):
            q55 = p + ('constants',)
            for k56, e57 in x54.items():
                if e57 is not None:
                    y58 = h['bytes'](e57, q55 + (k56,))
                    if y58 is not e57:
                        x54[k56] = y58
    return d
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x118 = d.get('as_graph')
    if x118 is not None:
        if isinstance(x118, dict):
            x119 = x118.get('graph')
            if x119 is not None:
                if isinstance(x119, dict):
                    x120 = x119.get('inputs')
                    if x120 is not None:
                        if isinstance(x120, list):
                            q121 = p + ('as_graph', 'graph', 'inputs',)
                            for k122, e123 in enumerate(x120):
                                if e123 is not None:
                                    y124 = _Argument(e123, q121 + (k122,), h)
                                    if y124 is not e123:
                                        x120[k122] = y124
                    x125 = x119.get('outputs')
                    if x125 is not None:
                        if isinstance(x125, list):
                            q126 = p + ('as_graph', 'graph', 'outputs',)
                            for k127, e128 in enumerate(x125):
                                if e128 is not None:
                                    y129 = _Argument(e128, q126 + (k127,), h)
                                    if y129 is not e128:
                                        x125[k127] = y129
                    x130 = x119.get('nodes')
                    if x130 is not None:
                        if isinstance(x130, list):
                            q131 = p + ('as_graph', 'graph', 'nodes',)
                            for k132, e133 in enumerate(x130):
                                if e133 is not None:
                                    if isinstance(e133, dict):
                                        x134 = e133.get('inputs')
                                        if x134 is not None:
                                            if isinstance(x134, list):
                                                q135 = q131 + (k132, 'inputs',)
                                                for k136, e137 in enumerate(x134):
                                                    if e137 is not None:
                                                        if isinstance(e137, dict):
                                                            x138 = e137.get('arg')
                                                            if x138 is not None:
                                                                y139 = _Argument(x138, q135 + (k136, 'arg',), h)
                                                                if y139 is not x138:
                                                                    e137['arg'] = y139
                                        x140 = e133.get('outputs')
                                        if x140 is not None:
                                            if isinstance(x140, list):
                                                q141 = q131 + (k132, 'outputs',)
                                                for k142, e143 in enumerate(x140):
                                                    if e143 is not None:
                                                        y144 = _Argument(e143, q141 + (k142,), h)
                                                        if y144 is not e143:
                                                            x140[k142] = y144
                    x145 = x119.get('constants')
                    if x145 is not None:
                        if isinstance(x145, dict):
                            q146 = p + ('as_graph', 'graph', 'constants',)
                            for k147, e148 in x145.items():
                                if e148 is not None:
                                    y149 = h['bytes'](e148, q146 + (k147,))
                                    if y149 is not e148:
                                        x145[k147] = y149
    x150 = d.get('as_custom_obj')
    if x150 is not None:
        if isinstance(x150, dict):
            x151 = x150.get('blob')
            if x151 is not None:
                y152 = h['bytes'](x151, p + ('as_custom_obj', 'blob',))
                if y152 is not x151:
                    x150['blob'] = y152
    return d


TRAVERSAL = _ExportedProgram
