"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 5.1, from ExportedProgram, for Node, OptionalTensorArgument, SymExpr."""

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
                                                    y237 = _Graph(x8, q4 + (k5, 'as_graph', 'graph',), h)
                                                    if y237 is not x8:
                                                        x7['graph'] = y237
                                        x238 = e6.get('as_optional_tensors')
                                        if x238 is not None:
                                            if isinstance(x238, list):
                                                q239 = q4 + (k5, 'as_optional_tensors',)
                                                for k240, e241 in enumerate(x238):
                                                    if e241 is not None:
                                                        if isinstance(e241, dict):
                                                            y242 = h['OptionalTensorArgument'](e241, q239 + (k240,))
                                                            if y242 is not e241:
                                                                x238[k240] = y242
                    x243 = x2.get('outputs')
                    if x243 is not None:
                        if isinstance(x243, list):
                            q244 = p + ('graph_module', 'graph', 'outputs',)
                            for k245, e246 in enumerate(x243):
                                if e246 is not None:
                                    if isinstance(e246, dict):
                                        x247 = e246.get('as_graph')
                                        if x247 is not None:
                                            if isinstance(x247, dict):
                                                x248 = x247.get('graph')
                                                if x248 is not None:
                                                    y249 = _Graph(x248, q244 + (k245, 'as_graph', 'graph',), h)
                                                    if y249 is not x248:
                                                        x247['graph'] = y249
                                        x250 = e246.get('as_optional_tensors')
                                        if x250 is not None:
                                            if isinstance(x250, list):
                                                q251 = q244 + (k245, 'as_optional_tensors',)
                                                for k252, e253 in enumerate(x250):
                                                    if e253 is not None:
                                                        if isinstance(e253, dict):
                                                            y254 = h['OptionalTensorArgument'](e253, q251 + (k252,))
                                                            if y254 is not e253:
                                                                x250[k252] = y254
                    x255 = x2.get('nodes')
                    if x255 is not None:
                        if isinstance(x255, list):
                            q256 = p + ('graph_module', 'graph', 'nodes',)
                            for k257, e258 in enumerate(x255):
                                if e258 is not None:
                                    y259 = _Node(e258, q256 + (k257,), h)
                                    if y259 is not e258:
                                        x255[k257] = y259
                    x260 = x2.get('tensor_values')
                    if x260 is not None:
                        if isinstance(x260, dict):
                            q261 = p + ('graph_module', 'graph', 'tensor_values',)
                            for k262, e263 in x260.items():
                                if e263 is not None:
                                    if isinstance(e263, dict):
                                        x264 = e263.get('sizes')
                                        if x264 is not None:
                                            if isinstance(x264, list):
                                                q265 = q261 + (k262, 'sizes',)
                                                for k266, e267 in enumerate(x264):
                                                    if e267 is not None:
                                                        if isinstance(e267, dict):
                                                            x268 = e267.get('as_expr')
                                                            if x268 is not None:
                                                                if isinstance(x268, dict):
                                                                    y269 = h['SymExpr'](x268, q265 + (k266, 'as_expr',))
                                                                    if y269 is not x268:
                                                                        e267['as_expr'] = y269
                                        x270 = e263.get('strides')
                                        if x270 is not None:
                                            if isinstance(x270, list):
                                                q271 = q261 + (k262, 'strides',)
                                                for k272, e273 in enumerate(x270):
                                                    if e273 is not None:
                                                        if isinstance(e273, dict):
                                                            x274 = e273.get('as_expr')
                                                            if x274 is not None:
                                                                if isinstance(x274, dict):
                                                                    y275 = h['SymExpr'](x274, q271 + (k272, 'as_expr',))
                                                                    if y275 is not x274:
                                                                        e273['as_expr'] = y275
                                        x276 = e263.get('storage_offset')
                                        if x276 is not None:
                                            if isinstance(x276, dict):
                                                x277 = x276.get('as_expr')
                                                if x277 is not None:
                                                    if isinstance(x277, dict):
                                                        y278 = h['SymExpr'](x277, q261 + (k262, 'storage_offset', 'as_expr',))
                                                        if y278 is not x277:
                                                            x276['as_expr'] = y278
                    x279 = x2.get('sym_int_values')
                    if x279 is not None:
                        if isinstance(x279, dict):
                            q280 = p + ('graph_module', 'graph', 'sym_int_values',)
                            for k281, e282 in x279.items():
                                if e282 is not None:
                                    if isinstance(e282, dict):
                                        x283 = e282.get('as_expr')
                                        if x283 is not None:
                                            if isinstance(x283, dict):
                                                y284 = h['SymExpr'](x283, q280 + (k281, 'as_expr',))
                                                if y284 is not x283:
                                                    e282['as_expr'] = y284
                    x285 = x2.get('sym_bool_values')
                    if x285 is not None:
                        if isinstance(x285, dict):
                            q286 = p + ('graph_module', 'graph', 'sym_bool_values',)
                            for k287, e288 in x285.items():
                                if e288 is not None:
                                    if isinstance(e288, dict):
                                        x289 = e288.get('as_expr')
                                        if x289 is not None:
                                            if isinstance(x289, dict):
                                                y290 = h['SymExpr'](x289, q286 + (k287, 'as_expr',))
                                                if y290 is not x289:
                                                    e288['as_expr'] = y290
            x291 = x1.get('signature')
            if x291 is not None:
                if isinstance(x291, dict):
                    x292 = x291.get('input_specs')
                    if x292 is not None:
                        if isinstance(x292, list):
                            q293 = p + ('graph_module', 'signature', 'input_specs',)
                            for k294, e295 in enumerate(x292):
                                if e295 is not None:
                                    if isinstance(e295, dict):
                                        x296 = e295.get('user_input')
                                        if x296 is not None:
                                            if isinstance(x296, dict):
                                                x297 = x296.get('arg')
                                                if x297 is not None:
                                                    if isinstance(x297, dict):
                                                        x298 = x297.get('as_graph')
                                                        if x298 is not None:
                                                            if isinstance(x298, dict):
                                                                x299 = x298.get('graph')
                                                                if x299 is not None:
                                                                    if isinstance(x299, dict):
                                                                        x300 = x299.get('inputs')
                                                                        if x300 is not None:
                                                                            if isinstance(x300, list):
                                                                                q301 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k302, e303 in enumerate(x300):
                                                                                    if e303 is not None:
                                                                                        if isinstance(e303, dict) and ('as_graph' in e303 or 'as_optional_tensors' in e303):
                                                                                            y304 = _Argument(e303, q301 + (k302,), h)
                                                                                            if y304 is not e303:
                                                                                                x300[k302] = y304
                                                                        x305 = x299.get('outputs')
                                                                        if x305 is not None:
                                                                            if isinstance(x305, list):
                                                                                q306 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k307, e308 in enumerate(x305):
                                                                                    if e308 is not None:
                                                                                        if isinstance(e308, dict) and ('as_graph' in e308 or 'as_optional_tensors' in e308):
                                                                                            y309 = _Argument(e308, q306 + (k307,), h)
                                                                                            if y309 is not e308:
                                                                                                x305[k307] = y309
                                                                        x310 = x299.get('nodes')
                                                                        if x310 is not None:
                                                                            if isinstance(x310, list):
                                                                                q311 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k312, e313 in enumerate(x310):
                                                                                    if e313 is not None:
                                                                                        y314 = _Node(e313, q311 + (k312,), h)
                                                                                        if y314 is not e313:
                                                                                            x310[k312] = y314
                                                                        x315 = x299.get('tensor_values')
                                                                        if x315 is not None:
                                                                            if isinstance(x315, dict):
                                                                                q316 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                                                for k317, e318 in x315.items():
                                                                                    if e318 is not None:
                                                                                        if isinstance(e318, dict):
                                                                                            x319 = e318.get('sizes')
                                                                                            if x319 is not None:
                                                                                                if isinstance(x319, list):
                                                                                                    q320 = q316 + (k317, 'sizes',)
                                                                                                    for k321, e322 in enumerate(x319):
                                                                                                        if e322 is not None:
                                                                                                            if isinstance(e322, dict):
                                                                                                                x323 = e322.get('as_expr')
                                                                                                                if x323 is not None:
                                                                                                                    if isinstance(x323, dict):
                                                                                                                        y324 = h['SymExpr'](x323, q320 + (k321, 'as_expr',))
                                                                                                                        if y324 is not x323:
                                                                                                                            e322['as_expr'] = y324
                                                                                            x325 = e318.get('strides')
                                                                                            if x325 is not None:
                                                                                                if isinstance(x325, list):
                                                                                                    q326 = q316 + (k317, 'strides',)
                                                                                                    for k327, e328 in enumerate(x325):
                                                                                                        if e328 is not None:
                                                                                                            if isinstance(e328, dict):
                                                                                                                x329 = e328.get('as_expr')
                                                                                                                if x329 is not None:
                                                                                                                    if isinstance(x329, dict):
                                                                                                                        y330 = h['SymExpr'](x329, q326 + (k327, 'as_expr',))
                                                                                                                        if y330 is not x329:
                                                                                                                            e328['as_expr'] = y330
                                                                                            x331 = e318.get('storage_offset')
                                                                                            if x331 is not None:
                                                                                                if isinstance(x331, dict):
                                                                                                    x332 = x331.get('as_expr')
                                                                                                    if x332 is not None:
                                                                                                        if isinstance(x332, dict):
                                                                                                            y333 = h['SymExpr'](x332, q316 + (k317, 'storage_offset', 'as_expr',))
                                                                                                            if y333 is not x332:
                                                                                                                x331['as_expr'] = y333
                                                                        x334 = x299.get('sym_int_values')
                                                                        if x334 is not None:
                                                                            if isinstance(x334, dict):
                                                                                q335 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                                                for k336, e337 in x334.items():
                                                                                    if e337 is not None:
                                                                                        if isinstance(e337, dict):
                                                                                            x338 = e337.get('as_expr')
                                                                                            if x338 is not None:
                                                                                                if isinstance(x338, dict):
                                                                                                    y339 = h['SymExpr'](x338, q335 + (k336, 'as_expr',))
                                                                                                    if y339 is not x338:
                                                                                                        e337['as_expr'] = y339
                                                                        x340 = x299.get('sym_bool_values')
                                                                        if x340 is not None:
                                                                            if isinstance(x340, dict):
                                                                                q341 = q293 + (k294, 'user_input', 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                                                for k342, e343 in x340.items():
                                                                                    if e343 is not None:
                                                                                        if isinstance(e343, dict):
                                                                                            x344 = e343.get('as_expr')
                                                                                            if x344 is not None:
                                                                                                if isinstance(x344, dict):
                                                                                                    y345 = h['SymExpr'](x344, q341 + (k342, 'as_expr',))
                                                                                                    if y345 is not x344:
                                                                                                        e343['as_expr'] = y345
                                                        x346 = x297.get('as_optional_tensors')
                                                        if x346 is not None:
                                                            if isinstance(x346, list):
                                                                q347 = q293 + (k294, 'user_input', 'arg', 'as_optional_tensors',)
                                                                for k348, e349 in enumerate(x346):
                                                                    if e349 is not None:
                                                                        if isinstance(e349, dict):
                                                                            y350 = h['OptionalTensorArgument'](e349, q347 + (k348,))
                                                                            if y350 is not e349:
                                                                                x346[k348] = y350
                    x351 = x291.get('output_specs')
                    if x351 is not None:
                        if isinstance(x351, list):
                            q352 = p + ('graph_module', 'signature', 'output_specs',)
                            for k353, e354 in enumerate(x351):
                                if e354 is not None:
                                    if isinstance(e354, dict):
                                        x355 = e354.get('user_output')
                                        if x355 is not None:
                                            if isinstance(x355, dict):
                                                x356 = x355.get('arg')
                                                if x356 is not None:
                                                    if isinstance(x356, dict):
                                                        x357 = x356.get('as_graph')
                                                        if x357 is not None:
                                                            if isinstance(x357, dict):
                                                                x358 = x357.get('graph')
                                                                if x358 is not None:
                                                                    if isinstance(x358, dict):
                                                                        x359 = x358.get('inputs')
                                                                        if x359 is not None:
                                                                            if isinstance(x359, list):
                                                                                q360 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k361, e362 in enumerate(x359):
                                                                                    if e362 is not None:
                                                                                        if isinstance(e362, dict) and ('as_graph' in e362 or 'as_optional_tensors' in e362):
                                                                                            y363 = _Argument(e362, q360 + (k361,), h)
                                                                                            if y363 is not e362:
                                                                                                x359[k361] = y363
                                                                        x364 = x358.get('outputs')
                                                                        if x364 is not None:
                                                                            if isinstance(x364, list):
                                                                                q365 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k366, e367 in enumerate(x364):
                                                                                    if e367 is not None:
                                                                                        if isinstance(e367, dict) and ('as_graph' in e367 or 'as_optional_tensors' in e367):
                                                                                            y368 = _Argument(e367, q365 + (k366,), h)
                                                                                            if y368 is not e367:
                                                                                                x364[k366] = y368
                                                                        x369 = x358.get('nodes')
                                                                        if x369 is not None:
                                                                            if isinstance(x369, list):
                                                                                q370 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k371, e372 in enumerate(x369):
                                                                                    if e372 is not None:
                                                                                        y373 = _Node(e372, q370 + (k371,), h)
                                                                                        if y373 is not e372:
                                                                                            x369[k371] = y373
                                                                        x374 = x358.get('tensor_values')
                                                                        if x374 is not None:
                                                                            if isinstance(x374, dict):
                                                                                q375 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                                                for k376, e377 in x374.items():
                                                                                    if e377 is not None:
                                                                                        if isinstance(e377, dict):
                                                                                            x378 = e377.get('sizes')
                                                                                            if x378 is not None:
                                                                                                if isinstance(x378, list):
                                                                                                    q379 = q375 + (k376, 'sizes',)
                                                                                                    for k380, e381 in enumerate(x378):
                                                                                                        if e381 is not None:
                                                                                                            if isinstance(e381, dict):
                                                                                                                x382 = e381.get('as_expr')
                                                                                                                if x382 is not None:
                                                                                                                    if isinstance(x382, dict):
                                                                                                                        y383 = h['SymExpr'](x382, q379 + (k380, 'as_expr',))
                                                                                                                        if y383 is not x382:
                                                                                                                            e381['as_expr'] = y383
                                                                                            x384 = e377.get('strides')
                                                                                            if x384 is not None:
                                                                                                if isinstance(x384, list):
                                                                                                    q385 = q375 + (k376, 'strides',)
                                                                                                    for k386, e387 in enumerate(x384):
                                                                                                        if e387 is not None:
                                                                                                            if isinstance(e387, dict):
                                                                                                                x388 = e387.get('as_expr')
                                                                                                                if x388 is not None:
                                                                                                                    if isinstance(x388, dict):
                                                                                                                        y389 = h['SymExpr'](x388, q385 + (k386, 'as_expr',))
                                                                                                                        if y389 is not x388:
                                                                                                                            e387['as_expr'] = y389
                                                                                            x390 = e377.get('storage_offset')
                                                                                            if x390 is not None:
                                                                                                if isinstance(x390, dict):
                                                                                                    x391 = x390.get('as_expr')
                                                                                                    if x391 is not None:
                                                                                                        if isinstance(x391, dict):
                                                                                                            y392 = h['SymExpr'](x391, q375 + (k376, 'storage_offset', 'as_expr',))
                                                                                                            if y392 is not x391:
                                                                                                                x390['as_expr'] = y392
                                                                        x393 = x358.get('sym_int_values')
                                                                        if x393 is not None:
                                                                            if isinstance(x393, dict):
                                                                                q394 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                                                for k395, e396 in x393.items():
                                                                                    if e396 is not None:
                                                                                        if isinstance(e396, dict):
                                                                                            x397 = e396.get('as_expr')
                                                                                            if x397 is not None:
                                                                                                if isinstance(x397, dict):
                                                                                                    y398 = h['SymExpr'](x397, q394 + (k395, 'as_expr',))
                                                                                                    if y398 is not x397:
                                                                                                        e396['as_expr'] = y398
                                                                        x399 = x358.get('sym_bool_values')
                                                                        if x399 is not None:
                                                                            if isinstance(x399, dict):
                                                                                q400 = q352 + (k353, 'user_output', 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                                                for k401, e402 in x399.items():
                                                                                    if e402 is not None:
                                                                                        if isinstance(e402, dict):
                                                                                            x403 = e402.get('as_expr')
                                                                                            if x403 is not None:
                                                                                                if isinstance(x403, dict):
                                                                                                    y404 = h['SymExpr'](x403, q400 + (k401, 'as_expr',))
                                                                                                    if y404 is not x403:
                                                                                                        e402['as_expr'] = y404
                                                        x405 = x356.get('as_optional_tensors')
                                                        if x405 is not None:
                                                            if isinstance(x405, list):
                                                                q406 = q352 + (k353, 'user_output', 'arg', 'as_optional_tensors',)
                                                                for k407, e408 in enumerate(x405):
                                                                    if e408 is not None:
                                                                        if isinstance(e408, dict):
                                                                            y409 = h['OptionalTensorArgument'](e408, q406 + (k407,))
                                                                            if y409 is not e408:
                                                                                x405[k407] = y409
            x410 = x1.get('module_call_graph')
            if x410 is not None:
                if isinstance(x410, list):
                    q411 = p + ('graph_module', 'module_call_graph',)
                    for k412, e413 in enumerate(x410):
                        if e413 is not None:
                            if isinstance(e413, dict):
                                x414 = e413.get('signature')
                                if x414 is not None:
                                    if isinstance(x414, dict):
                                        x415 = x414.get('inputs')
                                        if x415 is not None:
                                            if isinstance(x415, list):
                                                q416 = q411 + (k412, 'signature', 'inputs',)
                                                for k417, e418 in enumerate(x415):
                                                    if e418 is not None:
                                                        if isinstance(e418, dict):
                                                            x419 = e418.get('as_graph')
                                                            if x419 is not None:
                                                                if isinstance(x419, dict):
                                                                    x420 = x419.get('graph')
                                                                    if x420 is not None:
                                                                        if isinstance(x420, dict):
                                                                            x421 = x420.get('inputs')
                                                                            if x421 is not None:
                                                                                if isinstance(x421, list):
                                                                                    q422 = q416 + (k417, 'as_graph', 'graph', 'inputs',)
                                                                                    for k423, e424 in enumerate(x421):
                                                                                        if e424 is not None:
                                                                                            if isinstance(e424, dict) and ('as_graph' in e424 or 'as_optional_tensors' in e424):
                                                                                                y425 = _Argument(e424, q422 + (k423,), h)
                                                                                                if y425 is not e424:
                                                                                                    x421[k423] = y425
                                                                            x426 = x420.get('outputs')
                                                                            if x426 is not None:
                                                                                if isinstance(x426, list):
                                                                                    q427 = q416 + (k417, 'as_graph', 'graph', 'outputs',)
                                                                                    for k428, e429 in enumerate(x426):
                                                                                        if e429 is not None:
                                                                                            if isinstance(e429, dict) and ('as_graph' in e429 or 'as_optional_tensors' in e429):
                                                                                                y430 = _Argument(e429, q427 + (k428,), h)
                                                                                                if y430 is not e429:
                                                                                                    x426[k428] = y430
                                                                            x431 = x420.get('nodes')
                                                                            if x431 is not None:
                                                                                if isinstance(x431, list):
                                                                                    q432 = q416 + (k417, 'as_graph', 'graph', 'nodes',)
                                                                                    for k433, e434 in enumerate(x431):
                                                                                        if e434 is not None:
                                                                                            y435 = _Node(e434, q432 + (k433,), h)
                                                                                            if y435 is not e434:
                                                                                                x431[k433] = y435
                                                                            x436 = x420.get('tensor_values')
                                                                            if x436 is not None:
                                                                                if isinstance(x436, dict):
                                                                                    q437 = q416 + (k417, 'as_graph', 'graph', 'tensor_values',)
                                                                                    for k438, e439 in x436.items():
                                                                                        if e439 is not None:
                                                                                            if isinstance(e439, dict):
                                                                                                x440 = e439.get('sizes')
                                                                                                if x440 is not None:
                                                                                                    if isinstance(x440, list):
                                                                                                        q441 = q437 + (k438, 'sizes',)
                                                                                                        for k442, e443 in enumerate(x440):
                                                                                                            if e443 is not None:
                                                                                                                if isinstance(e443, dict):
                                                                                                                    x444 = e443.get('as_expr')
                                                                                                                    if x444 is not None:
                                                                                                                        if isinstance(x444, dict):
                                                                                                                            y445 = h['SymExpr'](x444, q441 + (k442, 'as_expr',))
                                                                                                                            if y445 is not x444:
                                                                                                                                e443['as_expr'] = y445
                                                                                                x446 = e439.get('strides')
                                                                                                if x446 is not None:
                                                                                                    if isinstance(x446, list):
                                                                                                        q447 = q437 + (k438, 'strides',)
                                                                                                        for k448, e449 in enumerate(x446):
                                                                                                            if e449 is not None:
                                                                                                                if isinstance(e449, dict):
                                                                                                                    x450 = e449.get('as_expr')
                                                                                                                    if x450 is not None:
                                                                                                                        if isinstance(x450, dict):
                                                                                                                            y451 = h['SymExpr'](x450, q447 + (k448, 'as_expr',))
                                                                                                                            if y451 is not x450:
                                                                                                                                e449['as_expr'] = y451
                                                                                                x452 = e439.get('storage_offset')
                                                                                                if x452 is not None:
                                                                                                    if isinstance(x452, dict):
                                                                                                        x453 = x452.get('as_expr')
                                                                                                        if x453 is not None:
                                                                                                            if isinstance(x453, dict):
                                                                                                                y454 = h['SymExpr'](x453, q437 + (k438, 'storage_offset', 'as_expr',))
                                                                                                                if y454 is not x453:
                                                                                                                    x452['as_expr'] = y454
                                                                            x455 = x420.get('sym_int_values')
                                                                            if x455 is not None:
                                                                                if isinstance(x455, dict):
                                                                                    q456 = q416 + (k417, 'as_graph', 'graph', 'sym_int_values',)
                                                                                    for k457, e458 in x455.items():
                                                                                        if e458 is not None:
                                                                                            if isinstance(e458, dict):
                                                                                                x459 = e458.get('as_expr')
                                                                                                if x459 is not None:
                                                                                                    if isinstance(x459, dict):
                                                                                                        y460 = h['SymExpr'](x459, q456 + (k457, 'as_expr',))
                                                                                                        if y460 is not x459:
                                                                                                            e458['as_expr'] = y460
                                                                            x461 = x420.get('sym_bool_values')
                                                                            if x461 is not None:
                                                                                if isinstance(x461, dict):
                                                                                    q462 = q416 + (k417, 'as_graph', 'graph', 'sym_bool_values',)
                                                                                    for k463, e464 in x461.items():
                                                                                        if e464 is not None:
                                                                                            if isinstance(e464, dict):
                                                                                                x465 = e464.get('as_expr')
                                                                                                if x465 is not None:
                                                                                                    if isinstance(x465, dict):
                                                                                                        y466 = h['SymExpr'](x465, q462 + (k463, 'as_expr',))
                                                                                                        if y466 is not x465:
                                                                                                            e464['as_expr'] = y466
                                                            x467 = e418.get('as_optional_tensors')
                                                            if x467 is not None:
                                                                if isinstance(x467, list):
                                                                    q468 = q416 + (k417, 'as_optional_tensors',)
                                                                    for k469, e470 in enumerate(x467):
                                                                        if e470 is not None:
                                                                            if isinstance(e470, dict):
                                                                                y471 = h['OptionalTensorArgument'](e470, q468 + (k469,))
                                                                                if y471 is not e470:
                                                                                    x467[k469] = y471
                                        x472 = x414.get('outputs')
                                        if x472 is not None:
                                            if isinstance(x472, list):
                                                q473 = q411 + (k412, 'signature', 'outputs',)
                                                for k474, e475 in enumerate(x472):
                                                    if e475 is not None:
                                                        if isinstance(e475, dict):
                                                            x476 = e475.get('as_graph')
                                                            if x476 is not None:
                                                                if isinstance(x476, dict):
                                                                    x477 = x476.get('graph')
                                                                    if x477 is not None:
                                                                        if isinstance(x477, dict):
                                                                            x478 = x477.get('inputs')
                                                                            if x478 is not None:
                                                                                if isinstance(x478, list):
                                                                                    q479 = q473 + (k474, 'as_graph', 'graph', 'inputs',)
                                                                                    for k480, e481 in enumerate(x478):
                                                                                        if e481 is not None:
                                                                                            if isinstance(e481, dict) and ('as_graph' in e481 or 'as_optional_tensors' in e481):
                                                                                                y482 = _Argument(e481, q479 + (k480,), h)
                                                                                                if y482 is not e481:
                                                                                                    x478[k480] = y482
                                                                            x483 = x477.get('outputs')
                                                                            if x483 is not None:
                                                                                if isinstance(x483, list):
                                                                                    q484 = q473 + (k474, 'as_graph', 'graph', 'outputs',)
                                                                                    for k485, e486 in enumerate(x483):
                                                                                        if e486 is not None:
                                                                                            if isinstance(e486, dict) and ('as_graph' in e486 or 'as_optional_tensors' in e486):
                                                                                                y487 = _Argument(e486, q484 + (k485,), h)
                                                                                                if y487 is not e486:
                                                                                                    x483[k485] = y487
                                                                            x488 = x477.get('nodes')
                                                                            if x488 is not None:
                                                                                if isinstance(x488, list):
                                                                                    q489 = q473 + (k474, 'as_graph', 'graph', 'nodes',)
                                                                                    for k490, e491 in enumerate(x488):
                                                                                        if e491 is not None:
                                                                                            y492 = _Node(e491, q489 + (k490,), h)
                                                                                            if y492 is not e491:
                                                                                                x488[k490] = y492
                                                                            x493 = x477.get('tensor_values')
                                                                            if x493 is not None:
                                                                                if isinstance(x493, dict):
                                                                                    q494 = q473 + (k474, 'as_graph', 'graph', 'tensor_values',)
                                                                                    for k495, e496 in x493.items():
                                                                                        if e496 is not None:
                                                                                            if isinstance(e496, dict):
                                                                                                x497 = e496.get('sizes')
                                                                                                if x497 is not None:
                                                                                                    if isinstance(x497, list):
                                                                                                        q498 = q494 + (k495, 'sizes',)
                                                                                                        for k499, e500 in enumerate(x497):
                                                                                                            if e500 is not None:
                                                                                                                if isinstance(e500, dict):
                                                                                                                    x501 = e500.get('as_expr')
                                                                                                                    if x501 is not None:
                                                                                                                        if isinstance(x501, dict):
                                                                                                                            y502 = h['SymExpr'](x501, q498 + (k499, 'as_expr',))
                                                                                                                            if y502 is not x501:
                                                                                                                                e500['as_expr'] = y502
                                                                                                x503 = e496.get('strides')
                                                                                                if x503 is not None:
                                                                                                    if isinstance(x503, list):
                                                                                                        q504 = q494 + (k495, 'strides',)
                                                                                                        for k505, e506 in enumerate(x503):
                                                                                                            if e506 is not None:
                                                                                                                if isinstance(e506, dict):
                                                                                                                    x507 = e506.get('as_expr')
                                                                                                                    if x507 is not None:
                                                                                                                        if isinstance(x507, dict):
                                                                                                                            y508 = h['SymExpr'](x507, q504 + (k505, 'as_expr',))
                                                                                                                            if y508 is not x507:
                                                                                                                                e506['as_expr'] = y508
                                                                                                x509 = e496.get('storage_offset')
                                                                                                if x509 is not None:
                                                                                                    if isinstance(x509, dict):
                                                                                                        x510 = x509.get('as_expr')
                                                                                                        if x510 is not None:
                                                                                                            if isinstance(x510, dict):
                                                                                                                y511 = h['SymExpr'](x510, q494 + (k495, 'storage_offset', 'as_expr',))
                                                                                                                if y511 is not x510:
                                                                                                                    x509['as_expr'] = y511
                                                                            x512 = x477.get('sym_int_values')
                                                                            if x512 is not None:
                                                                                if isinstance(x512, dict):
                                                                                    q513 = q473 + (k474, 'as_graph', 'graph', 'sym_int_values',)
                                                                                    for k514, e515 in x512.items():
                                                                                        if e515 is not None:
                                                                                            if isinstance(e515, dict):
                                                                                                x516 = e515.get('as_expr')
                                                                                                if x516 is not None:
                                                                                                    if isinstance(x516, dict):
                                                                                                        y517 = h['SymExpr'](x516, q513 + (k514, 'as_expr',))
                                                                                                        if y517 is not x516:
                                                                                                            e515['as_expr'] = y517
                                                                            x518 = x477.get('sym_bool_values')
                                                                            if x518 is not None:
                                                                                if isinstance(x518, dict):
                                                                                    q519 = q473 + (k474, 'as_graph', 'graph', 'sym_bool_values',)
                                                                                    for k520, e521 in x518.items():
                                                                                        if e521 is not None:
                                                                                            if isinstance(e521, dict):
                                                                                                x522 = e521.get('as_expr')
                                                                                                if x522 is not None:
                                                                                                    if isinstance(x522, dict):
                                                                                                        y523 = h['SymExpr'](x522, q519 + (k520, 'as_expr',))
                                                                                                        if y523 is not x522:
                                                                                                            e521['as_expr'] = y523
                                                            x524 = e475.get('as_optional_tensors')
                                                            if x524 is not None:
                                                                if isinstance(x524, list):
                                                                    q525 = q473 + (k474, 'as_optional_tensors',)
                                                                    for k526, e527 in enumerate(x524):
                                                                        if e527 is not None:
                                                                            if isinstance(e527, dict):
                                                                                y528 = h['OptionalTensorArgument'](e527, q525 + (k526,))
                                                                                if y528 is not e527:
                                                                                    x524[k526] = y528
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
                    y205 = _Node(e36, q34 + (k35,), h)
                    if y205 is not e36:
                        x33[k35] = y205
    x206 = d.get('tensor_values')
    if x206 is not None:
        if isinstance(x206, dict):
            q207 = p + ('tensor_values',)
            for k208, e209 in x206.items():
                if e209 is not None:
                    if isinstance(e209, dict):
                        x210 = e209.get('sizes')
                        if x210 is not None:
                            if isinstance(x210, list):
                                q211 = q207 + (k208, 'sizes',)
                                for k212, e213 in enumerate(x210):
                                    if e213 is not None:
                                        if isinstance(e213, dict):
                                            x214 = e213.get('as_expr')
                                            if x214 is not None:
                                                if isinstance(x214, dict):
                                                    y215 = h['SymExpr'](x214, q211 + (k212, 'as_expr',))
                                                    if y215 is not x214:
                                                        e213['as_expr'] = y215
                        x216 = e209.get('strides')
                        if x216 is not None:
                            if isinstance(x216, list):
                                q217 = q207 + (k208, 'strides',)
                                for k218, e219 in enumerate(x216):
                                    if e219 is not None:
                                        if isinstance(e219, dict):
                                            x220 = e219.get('as_expr')
                                            if x220 is not None:
                                                if isinstance(x220, dict):
                                                    y221 = h['SymExpr'](x220, q217 + (k218, 'as_expr',))
                                                    if y221 is not x220:
                                                        e219['as_expr'] = y221
                        x222 = e209.get('storage_offset')
                        if x222 is not None:
                            if isinstance(x222, dict):
                                x223 = x222.get('as_expr')
                                if x223 is not None:
                                    if isinstance(x223, dict):
                                        y224 = h['SymExpr'](x223, q207 + (k208, 'storage_offset', 'as_expr',))
                                        if y224 is not x223:
                                            x222['as_expr'] = y224
    x225 = d.get('sym_int_values')
    if x225 is not None:
        if isinstance(x225, dict):
            q226 = p + ('sym_int_values',)
            for k227, e228 in x225.items():
                if e228 is not None:
                    if isinstance(e228, dict):
                        x229 = e228.get('as_expr')
                        if x229 is not None:
                            if isinstance(x229, dict):
                                y230 = h['SymExpr'](x229, q226 + (k227, 'as_expr',))
                                if y230 is not x229:
                                    e228['as_expr'] = y230
    x231 = d.get('sym_bool_values')
    if x231 is not None:
        if isinstance(x231, dict):
            q232 = p + ('sym_bool_values',)
            for k233, e234 in x231.items():
                if e234 is not None:
                    if isinstance(e234, dict):
                        x235 = e234.get('as_expr')
                        if x235 is not None:
                            if isinstance(x235, dict):
                                y236 = h['SymExpr'](x235, q232 + (k233, 'as_expr',))
                                if y236 is not x235:
                                    e234['as_expr'] = y236
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
                                                                    y101 = _Argument(e47, q45 + (k46,), h)
                                                                    if y101 is not e47:
                                                                        x44[k46] = y101
                                                x102 = x43.get('outputs')
                                                if x102 is not None:
                                                    if isinstance(x102, list):
                                                        q103 = q38 + (k39, 'arg', 'as_graph', 'graph', 'outputs',)
                                                        for k104, e105 in enumerate(x102):
                                                            if e105 is not None:
                                                                if isinstance(e105, dict) and ('as_graph' in e105 or 'as_optional_tensors' in e105):
                                                                    y106 = _Argument(e105, q103 + (k104,), h)
                                                                    if y106 is not e105:
                                                                        x102[k104] = y106
                                                x107 = x43.get('nodes')
                                                if x107 is not None:
                                                    if isinstance(x107, list):
                                                        q108 = q38 + (k39, 'arg', 'as_graph', 'graph', 'nodes',)
                                                        for k109, e110 in enumerate(x107):
                                                            if e110 is not None:
                                                                y111 = _Node(e110, q108 + (k109,), h)
                                                                if y111 is not e110:
                                                                    x107[k109] = y111
                                                x112 = x43.get('tensor_values')
                                                if x112 is not None:
                                                    if isinstance(x112, dict):
                                                        q113 = q38 + (k39, 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                        for k114, e115 in x112.items():
                                                            if e115 is not None:
                                                                if isinstance(e115, dict):
                                                                    x116 = e115.get('sizes')
                                                                    if x116 is not None:
                                                                        if isinstance(x116, list):
                                                                            q117 = q113 + (k114, 'sizes',)
                                                                            for k118, e119 in enumerate(x116):
                                                                                if e119 is not None:
                                                                                    if isinstance(e119, dict):
                                                                                        x120 = e119.get('as_expr')
                                                                                        if x120 is not None:
                                                                                            if isinstance(x120, dict):
                                                                                                y121 = h['SymExpr'](x120, q117 + (k118, 'as_expr',))
                                                                                                if y121 is not x120:
                                                                                                    e119['as_expr'] = y121
                                                                    x122 = e115.get('strides')
                                                                    if x122 is not None:
                                                                        if isinstance(x122, list):
                                                                            q123 = q113 + (k114, 'strides',)
                                                                            for k124, e125 in enumerate(x122):
                                                                                if e125 is not None:
                                                                                    if isinstance(e125, dict):
                                                                                        x126 = e125.get('as_expr')
                                                                                        if x126 is not None:
                                                                                            if isinstance(x126, dict):
                                                                                                y127 = h['SymExpr'](x126, q123 + (k124, 'as_expr',))
                                                                                                if y127 is not x126:
                                                                                                    e125['as_expr'] = y127
                                                                    x128 = e115.get('storage_offset')
                                                                    if x128 is not None:
                                                                        if isinstance(x128, dict):
                                                                            x129 = x128.get('as_expr')
                                                                            if x129 is not None:
                                                                                if isinstance(x129, dict):
                                                                                    y130 = h['SymExpr'](x129, q113 + (k114, 'storage_offset', 'as_expr',))
                                                                                    if y130 is not x129:
                                                                                        x128['as_expr'] = y130
                                                x131 = x43.get('sym_int_values')
                                                if x131 is not None:
                                                    if isinstance(x131, dict):
                                                        q132 = q38 + (k39, 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                        for k133, e134 in x131.items():
                                                            if e134 is not None:
                                                                if isinstance(e134, dict):
                                                                    x135 = e134.get('as_expr')
                                                                    if x135 is not None:
                                                                        if isinstance(x135, dict):
                                                                            y136 = h['SymExpr'](x135, q132 + (k133, 'as_expr',))
                                                                            if y136 is not x135:
                                                                                e134['as_expr'] = y136
                                                x137 = x43.get('sym_bool_values')
                                                if x137 is not None:
                                                    if isinstance(x137, dict):
                                                        q138 = q38 + (k39, 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                        for k139, e140 in x137.items():
                                                            if e140 is not None:
                                                                if isinstance(e140, dict):
                                                                    x141 = e140.get('as_expr')
                                                                    if x141 is not None:
                                                                        if isinstance(x141, dict):
                                                                            y142 = h['SymExpr'](x141, q138 + (k139, 'as_expr',))
                                                                            if y142 is not x141:
                                                                                e140['as_expr'] = y142
                                x143 = x41.get('as_optional_tensors')
                                if x143 is not None:
                                    if isinstance(x143, list):
                                        q144 = q38 + (k39, 'arg', 'as_optional_tensors',)
                                        for k145, e146 in enumerate(x143):
                                            if e146 is not None:
                                                if isinstance(e146, dict):
                                                    y147 = h['OptionalTensorArgument'](e146, q144 + (k145,))
                                                    if y147 is not e146:
                                                        x143[k145] = y147
    x148 = d.get('outputs')
    if x148 is not None:
        if isinstance(x148, list):
            q149 = p + ('outputs',)
            for k150, e151 in enumerate(x148):
                if e151 is not None:
                    if isinstance(e151, dict):
                        x152 = e151.get('as_graph')
                        if x152 is not None:
                            if isinstance(x152, dict):
                                x153 = x152.get('graph')
                                if x153 is not None:
                                    if isinstance(x153, dict):
                                        x154 = x153.get('inputs')
                                        if x154 is not None:
                                            if isinstance(x154, list):
                                                q155 = q149 + (k150, 'as_graph', 'graph', 'inputs',)
                                                for k156, e157 in enumerate(x154):
                                                    if e157 is not None:
                                                        if isinstance(e157, dict) and ('as_graph' in e157 or 'as_optional_tensors' in e157):
                                                            y158 = _Argument(e157, q155 + (k156,), h)
                                                            if y158 is not e157:
                                                                x154[k156] = y158
                                        x159 = x153.get('outputs')
                                        if x159 is not None:
                                            if isinstance(x159, list):
                                                q160 = q149 + (k150, 'as_graph', 'graph', 'outputs',)
                                                for k161, e162 in enumerate(x159):
                                                    if e162 is not None:
                                                        if isinstance(e162, dict) and ('as_graph' in e162 or 'as_optional_tensors' in e162):
                                                            y163 = _Argument(e162, q160 + (k161,), h)
                                                            if y163 is not e162:
                                                                x159[k161] = y163
                                        x164 = x153.get('nodes')
                                        if x164 is not None:
                                            if isinstance(x164, list):
                                                q165 = q149 + (k150, 'as_graph', 'graph', 'nodes',)
                                                for k166, e167 in enumerate(x164):
                                                    if e167 is not None:
                                                        y168 = _Node(e167, q165 + (k166,), h)
                                                        if y168 is not e167:
                                                            x164[k166] = y168
                                        x169 = x153.get('tensor_values')
                                        if x169 is not None:
                                            if isinstance(x169, dict):
                                                q170 = q149 + (k150, 'as_graph', 'graph', 'tensor_values',)
                                                for k171, e172 in x169.items():
                                                    if e172 is not None:
                                                        if isinstance(e172, dict):
                                                            x173 = e172.get('sizes')
                                                            if x173 is not None:
                                                                if isinstance(x173, list):
                                                                    q174 = q170 + (k171, 'sizes',)
                                                                    for k175, e176 in enumerate(x173):
                                                                        if e176 is not None:
                                                                            if isinstance(e176, dict):
                                                                                x177 = e176.get('as_expr')
                                                                                if x177 is not None:
                                                                                    if isinstance(x177, dict):
                                                                                        y178 = h['SymExpr'](x177, q174 + (k175, 'as_expr',))
                                                                                        if y178 is not x177:
                                                                                            e176['as_expr'] = y178
                                                            x179 = e172.get('strides')
                                                            if x179 is not None:
                                                                if isinstance(x179, list):
                                                                    q180 = q170 + (k171, 'strides',)
                                                                    for k181, e182 in enumerate(x179):
                                                                        if e182 is not None:
                                                                            if isinstance(e182, dict):
                                                                                x183 = e182.get('as_expr')
                                                                                if x183 is not None:
                                                                                    if isinstance(x183, dict):
                                                                                        y184 = h['SymExpr'](x183, q180 + (k181, 'as_expr',))
                                                                                        if y184 is not x183:
                                                                                            e182['as_expr'] = y184
                                                            x185 = e172.get('storage_offset')
                                                            if x185 is not None:
                                                                if isinstance(x185, dict):
                                                                    x186 = x185.get('as_expr')
                                                                    if x186 is not None:
                                                                        if isinstance(x186, dict):
                                                                            y187 = h['SymExpr'](x186, q170 + (k171, 'storage_offset', 'as_expr',))
                                                                            if y187 is not x186:
                                                                                x185['as_expr'] = y187
                                        x188 = x153.get('sym_int_values')
                                        if x188 is not None:
                                            if isinstance(x188, dict):
                                                q189 = q149 + (k150, 'as_graph', 'graph', 'sym_int_values',)
                                                for k190, e191 in x188.items():
                                                    if e191 is not None:
                                                        if isinstance(e191, dict):
                                                            x192 = e191.get('as_expr')
                                                            if x192 is not None:
                                                                if isinstance(x192, dict):
                                                                    y193 = h['SymExpr'](x192, q189 + (k190, 'as_expr',))
                                                                    if y193 is not x192:
                                                                        e191['as_expr'] = y193
                                        x194 = x153.get('sym_bool_values')
                                        if x194 is not None:
                                            if isinstance(x194, dict):
                                                q195 = q149 + (k150, 'as_graph', 'graph', 'sym_bool_values',)
                                                for k196, e197 in x194.items():
                                                    if e197 is not None:
                                                        if isinstance(e197, dict):
                                                            x198 = e197.get('as_expr')
                                                            if x198 is not None:
                                                                if isinstance(x198, dict):
                                                                    y199 = h['SymExpr'](x198, q195 + (k196, 'as_expr',))
                                                                    if y199 is not x198:
                                                                        e197['as_expr'] = y199
                        x200 = e151.get('as_optional_tensors')
                        if x200 is not None:
                            if isinstance(x200, list):
                                q201 = q149 + (k150, 'as_optional_tensors',)
                                for k202, e203 in enumerate(x200):
                                    if e203 is not None:
                                        if isinstance(e203, dict):
                                            y204 = h['OptionalTensorArgument'](e203, q201 + (k202,))
                                            if y204 is not e203:
                                                x200[k202] = y204
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
                    x65 = x49.get('tensor_values')
                    if x65 is not None:
                        if isinstance(x65, dict):
                            q66 = p + ('as_graph', 'graph', 'tensor_values',)
                            for k67, e68 in x65.items():
                                if e68 is not None:
                                    if isinstance(e68, dict):
                                        x69 = e68.get('sizes')
                                        if x69 is not None:
                                            if isinstance(x69, list):
                                                q70 = q66 + (k67, 'sizes',)
                                                for k71, e72 in enumerate(x69):
                                                    if e72 is not None:
                                                        if isinstance(e72, dict):
                                                            x73 = e72.get('as_expr')
                                                            if x73 is not None:
                                                                if isinstance(x73, dict):
                                                                    y74 = h['SymExpr'](x73, q70 + (k71, 'as_expr',))
                                                                    if y74 is not x73:
                                                                        e72['as_expr'] = y74
                                        x75 = e68.get('strides')
                                        if x75 is not None:
                                            if isinstance(x75, list):
                                                q76 = q66 + (k67, 'strides',)
                                                for k77, e78 in enumerate(x75):
                                                    if e78 is not None:
                                                        if isinstance(e78, dict):
                                                            x79 = e78.get('as_expr')
                                                            if x79 is not None:
                                                                if isinstance(x79, dict):
                                                                    y80 = h['SymExpr'](x79, q76 + (k77, 'as_expr',))
                                                                    if y80 is not x79:
                                                                        e78['as_expr'] = y80
                                        x81 = e68.get('storage_offset')
                                        if x81 is not None:
                                            if isinstance(x81, dict):
                                                x82 = x81.get('as_expr')
                                                if x82 is not None:
                                                    if isinstance(x82, dict):
                                                        y83 = h['SymExpr'](x82, q66 + (k67, 'storage_offset', 'as_expr',))
                                                        if y83 is not x82:
                                                            x81['as_expr'] = y83
                    x84 = x49.get('sym_int_values')
                    if x84 is not None:
                        if isinstance(x84, dict):
                            q85 = p + ('as_graph', 'graph', 'sym_int_values',)
                            for k86, e87 in x84.items():
                                if e87 is not None:
                                    if isinstance(e87, dict):
                                        x88 = e87.get('as_expr')
                                        if x88 is not None:
                                            if isinstance(x88, dict):
                                                y89 = h['SymExpr'](x88, q85 + (k86, 'as_expr',))
                                                if y89 is not x88:
                                                    e87['as_expr'] = y89
                    x90 = x49.get('sym_bool_values')
                    if x90 is not None:
                        if isinstance(x90, dict):
                            q91 = p + ('as_graph', 'graph', 'sym_bool_values',)
                            for k92, e93 in x90.items():
                                if e93 is not None:
                                    if isinstance(e93, dict):
                                        x94 = e93.get('as_expr')
                                        if x94 is not None:
                                            if isinstance(x94, dict):
                                                y95 = h['SymExpr'](x94, q91 + (k92, 'as_expr',))
                                                if y95 is not x94:
                                                    e93['as_expr'] = y95
    x96 = d.get('as_optional_tensors')
    if x96 is not None:
        if isinstance(x96, list):
            q97 = p + ('as_optional_tensors',)
            for k98, e99 in enumerate(x96):
                if e99 is not None:
                    if isinstance(e99, dict):
                        y100 = h['OptionalTensorArgument'](e99, q97 + (k98,))
                        if y100 is not e99:
                            x96[k98] = y100
    return d


TRAVERSAL = _ExportedProgram
