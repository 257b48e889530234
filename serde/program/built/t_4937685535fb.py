"""One traversal built by ``tools/build_visitors.py`` (do not edit): schema 8.7, from ExportedProgram, for Node, float."""

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
                                        x7 = e6.get('as_float')
                                        if x7 is not None:
                                            y8 = h['float'](x7, q4 + (k5, 'as_float',))
                                            if y8 is not x7:
                                                e6['as_float'] = y8
                                        x9 = e6.get('as_floats')
                                        if x9 is not None:
                                            if isinstance(x9, list):
                                                q10 = q4 + (k5, 'as_floats',)
                                                for k11, e12 in enumerate(x9):
                                                    if e12 is not None:
                                                        y13 = h['float'](e12, q10 + (k11,))
                                                        if y13 is not e12:
                                                            x9[k11] = y13
                                        x14 = e6.get('as_graph')
                                        if x14 is not None:
                                            if isinstance(x14, dict):
                                                x15 = x14.get('graph')
                                                if x15 is not None:
                                                    y379 = _Graph(x15, q4 + (k5, 'as_graph', 'graph',), h)
                                                    if y379 is not x15:
                                                        x14['graph'] = y379
                                        x380 = e6.get('as_sym_float')
                                        if x380 is not None:
                                            if isinstance(x380, dict):
                                                x381 = x380.get('as_float')
                                                if x381 is not None:
                                                    y382 = h['float'](x381, q4 + (k5, 'as_sym_float', 'as_float',))
                                                    if y382 is not x381:
                                                        x380['as_float'] = y382
                                        x383 = e6.get('as_sym_floats')
                                        if x383 is not None:
                                            if isinstance(x383, list):
                                                q384 = q4 + (k5, 'as_sym_floats',)
                                                for k385, e386 in enumerate(x383):
                                                    if e386 is not None:
                                                        if isinstance(e386, dict):
                                                            x387 = e386.get('as_float')
                                                            if x387 is not None:
                                                                y388 = h['float'](x387, q384 + (k385, 'as_float',))
                                                                if y388 is not x387:
                                                                    e386['as_float'] = y388
                    x389 = x2.get('outputs')
                    if x389 is not None:
                        if isinstance(x389, list):
                            q390 = p + ('graph_module', 'graph', 'outputs',)
                            for k391, e392 in enumerate(x389):
                                if e392 is not None:
                                    if isinstance(e392, dict):
                                        x393 = e392.get('as_float')
                                        if x393 is not None:
                                            y394 = h['float'](x393, q390 + (k391, 'as_float',))
                                            if y394 is not x393:
                                                e392['as_float'] = y394
                                        x395 = e392.get('as_floats')
                                        if x395 is not None:
                                            if isinstance(x395, list):
                                                q396 = q390 + (k391, 'as_floats',)
                                                for k397, e398 in enumerate(x395):
                                                    if e398 is not None:
                                                        y399 = h['float'](e398, q396 + (k397,))
                                                        if y399 is not e398:
                                                            x395[k397] = y399
                                        x400 = e392.get('as_graph')
                                        if x400 is not None:
                                            if isinstance(x400, dict):
                                                x401 = x400.get('graph')
                                                if x401 is not None:
                                                    y402 = _Graph(x401, q390 + (k391, 'as_graph', 'graph',), h)
                                                    if y402 is not x401:
                                                        x400['graph'] = y402
                                        x403 = e392.get('as_sym_float')
                                        if x403 is not None:
                                            if isinstance(x403, dict):
                                                x404 = x403.get('as_float')
                                                if x404 is not None:
                                                    y405 = h['float'](x404, q390 + (k391, 'as_sym_float', 'as_float',))
                                                    if y405 is not x404:
                                                        x403['as_float'] = y405
                                        x406 = e392.get('as_sym_floats')
                                        if x406 is not None:
                                            if isinstance(x406, list):
                                                q407 = q390 + (k391, 'as_sym_floats',)
                                                for k408, e409 in enumerate(x406):
                                                    if e409 is not None:
                                                        if isinstance(e409, dict):
                                                            x410 = e409.get('as_float')
                                                            if x410 is not None:
                                                                y411 = h['float'](x410, q407 + (k408, 'as_float',))
                                                                if y411 is not x410:
                                                                    e409['as_float'] = y411
                    x412 = x2.get('nodes')
                    if x412 is not None:
                        if isinstance(x412, list):
                            q413 = p + ('graph_module', 'graph', 'nodes',)
                            for k414, e415 in enumerate(x412):
                                if e415 is not None:
                                    y416 = _Node(e415, q413 + (k414,), h)
                                    if y416 is not e415:
                                        x412[k414] = y416
                    x417 = x2.get('tensor_values')
                    if x417 is not None:
                        if isinstance(x417, dict):
                            q418 = p + ('graph_module', 'graph', 'tensor_values',)
                            for k419, e420 in x417.items():
                                if e420 is not None:
                                    if isinstance(e420, dict):
                                        x421 = e420.get('sizes')
                                        if x421 is not None:
                                            if isinstance(x421, list):
                                                q422 = q418 + (k419, 'sizes',)
                                                for k423, e424 in enumerate(x421):
                                                    if e424 is not None:
                                                        if isinstance(e424, dict):
                                                            x425 = e424.get('as_expr')
                                                            if x425 is not None:
                                                                if isinstance(x425, dict):
                                                                    x426 = x425.get('hint')
                                                                    if x426 is not None:
                                                                        if isinstance(x426, dict):
                                                                            x427 = x426.get('as_float')
                                                                            if x427 is not None:
                                                                                y428 = h['float'](x427, q422 + (k423, 'as_expr', 'hint', 'as_float',))
                                                                                if y428 is not x427:
                                                                                    x426['as_float'] = y428
                                        x429 = e420.get('strides')
                                        if x429 is not None:
                                            if isinstance(x429, list):
                                                q430 = q418 + (k419, 'strides',)
                                                for k431, e432 in enumerate(x429):
                                                    if e432 is not None:
                                                        if isinstance(e432, dict):
                                                            x433 = e432.get('as_expr')
                                                            if x433 is not None:
                                                                if isinstance(x433, dict):
                                                                    x434 = x433.get('hint')
                                                                    if x434 is not None:
                                                                        if isinstance(x434, dict):
                                                                            x435 = x434.get('as_float')
                                                                            if x435 is not None:
                                                                                y436 = h['float'](x435, q430 + (k431, 'as_expr', 'hint', 'as_float',))
                                                                                if y436 is not x435:
                                                                                    x434['as_float'] = y436
                                        x437 = e420.get('storage_offset')
                                        if x437 is not None:
                                            if isinstance(x437, dict):
                                                x438 = x437.get('as_expr')
                                                if x438 is not None:
                                                    if isinstance(x438, dict):
                                                        x439 = x438.get('hint')
                                                        if x439 is not None:
                                                            if isinstance(x439, dict):
                                                                x440 = x439.get('as_float')
                                                                if x440 is not None:
                                                                    y441 = h['float'](x440, q418 + (k419, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                    if y441 is not x440:
                                                                        x439['as_float'] = y441
                    x442 = x2.get('sym_int_values')
                    if x442 is not None:
                        if isinstance(x442, dict):
                            q443 = p + ('graph_module', 'graph', 'sym_int_values',)
                            for k444, e445 in x442.items():
                                if e445 is not None:
                                    if isinstance(e445, dict):
                                        x446 = e445.get('as_expr')
                                        if x446 is not None:
                                            if isinstance(x446, dict):
                                                x447 = x446.get('hint')
                                                if x447 is not None:
                                                    if isinstance(x447, dict):
                                                        x448 = x447.get('as_float')
                                                        if x448 is not None:
                                                            y449 = h['float'](x448, q443 + (k444, 'as_expr', 'hint', 'as_float',))
                                                            if y449 is not x448:
                                                                x447['as_float'] = y449
                    x450 = x2.get('sym_bool_values')
                    if x450 is not None:
                        if isinstance(x450, dict):
                            q451 = p + ('graph_module', 'graph', 'sym_bool_values',)
                            for k452, e453 in x450.items():
                                if e453 is not None:
                                    if isinstance(e453, dict):
                                        x454 = e453.get('as_expr')
                                        if x454 is not None:
                                            if isinstance(x454, dict):
                                                x455 = x454.get('hint')
                                                if x455 is not None:
                                                    if isinstance(x455, dict):
                                                        x456 = x455.get('as_float')
                                                        if x456 is not None:
                                                            y457 = h['float'](x456, q451 + (k452, 'as_expr', 'hint', 'as_float',))
                                                            if y457 is not x456:
                                                                x455['as_float'] = y457
                    x458 = x2.get('sym_float_values')
                    if x458 is not None:
                        if isinstance(x458, dict):
                            q459 = p + ('graph_module', 'graph', 'sym_float_values',)
                            for k460, e461 in x458.items():
                                if e461 is not None:
                                    if isinstance(e461, dict):
                                        x462 = e461.get('as_expr')
                                        if x462 is not None:
                                            if isinstance(x462, dict):
                                                x463 = x462.get('hint')
                                                if x463 is not None:
                                                    if isinstance(x463, dict):
                                                        x464 = x463.get('as_float')
                                                        if x464 is not None:
                                                            y465 = h['float'](x464, q459 + (k460, 'as_expr', 'hint', 'as_float',))
                                                            if y465 is not x464:
                                                                x463['as_float'] = y465
                                        x466 = e461.get('as_float')
                                        if x466 is not None:
                                            y467 = h['float'](x466, q459 + (k460, 'as_float',))
                                            if y467 is not x466:
                                                e461['as_float'] = y467
            x468 = x1.get('signature')
            if x468 is not None:
                if isinstance(x468, dict):
                    x469 = x468.get('input_specs')
                    if x469 is not None:
                        if isinstance(x469, list):
                            q470 = p + ('graph_module', 'signature', 'input_specs',)
                            for k471, e472 in enumerate(x469):
                                if e472 is not None:
                                    if isinstance(e472, dict):
                                        x473 = e472.get('user_input')
                                        if x473 is not None:
                                            if isinstance(x473, dict):
                                                x474 = x473.get('arg')
                                                if x474 is not None:
                                                    if isinstance(x474, dict):
                                                        x475 = x474.get('as_float')
                                                        if x475 is not None:
                                                            y476 = h['float'](x475, q470 + (k471, 'user_input', 'arg', 'as_float',))
                                                            if y476 is not x475:
                                                                x474['as_float'] = y476
                                                        x477 = x474.get('as_floats')
                                                        if x477 is not None:
                                                            if isinstance(x477, list):
                                                                q478 = q470 + (k471, 'user_input', 'arg', 'as_floats',)
                                                                for k479, e480 in enumerate(x477):
                                                                    if e480 is not None:
                                                                        y481 = h['float'](e480, q478 + (k479,))
                                                                        if y481 is not e480:
                                                                            x477[k479] = y481
                                                        x482 = x474.get('as_graph')
                                                        if x482 is not None:
                                                            if isinstance(x482, dict):
                                                                x483 = x482.get('graph')
                                                                if x483 is not None:
                                                                    if isinstance(x483, dict):
                                                                        x484 = x483.get('inputs')
                                                                        if x484 is not None:
                                                                            if isinstance(x484, list):
                                                                                q485 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k486, e487 in enumerate(x484):
                                                                                    if e487 is not None:
                                                                                        y488 = _Argument(e487, q485 + (k486,), h)
                                                                                        if y488 is not e487:
                                                                                            x484[k486] = y488
                                                                        x489 = x483.get('outputs')
                                                                        if x489 is not None:
                                                                            if isinstance(x489, list):
                                                                                q490 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k491, e492 in enumerate(x489):
                                                                                    if e492 is not None:
                                                                                        y493 = _Argument(e492, q490 + (k491,), h)
                                                                                        if y493 is not e492:
                                                                                            x489[k491] = y493
                                                                        x494 = x483.get('nodes')
                                                                        if x494 is not None:
                                                                            if isinstance(x494, list):
                                                                                q495 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k496, e497 in enumerate(x494):
                                                                                    if e497 is not None:
                                                                                        y498 = _Node(e497, q495 + (k496,), h)
                                                                                        if y498 is not e497:
                                                                                            x494[k496] = y498
                                                                        x499 = x483.get('tensor_values')
                                                                        if x499 is not None:
                                                                            if isinstance(x499, dict):
                                                                                q500 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                                                for k501, e502 in x499.items():
                                                                                    if e502 is not None:
                                                                                        if isinstance(e502, dict):
                                                                                            x503 = e502.get('sizes')
                                                                                            if x503 is not None:
                                                                                                if isinstance(x503, list):
                                                                                                    q504 = q500 + (k501, 'sizes',)
                                                                                                    for k505, e506 in enumerate(x503):
                                                                                                        if e506 is not None:
                                                                                                            if isinstance(e506, dict):
                                                                                                                x507 = e506.get('as_expr')
                                                                                                                if x507 is not None:
                                                                                                                    if isinstance(x507, dict):
                                                                                                                        x508 = x507.get('hint')
                                                                                                                        if x508 is not None:
                                                                                                                            if isinstance(x508, dict):
                                                                                                                                x509 = x508.get('as_float')
                                                                                                                                if x509 is not None:
                                                                                                                                    y510 = h['float'](x509, q504 + (k505, 'as_expr', 'hint', 'as_float',))
                                                                                                                                    if y510 is not x509:
                                                                                                                                        x508['as_float'] = y510
                                                                                            x511 = e502.get('strides')
                                                                                            if x511 is not None:
                                                                                                if isinstance(x511, list):
                                                                                                    q512 = q500 + (k501, 'strides',)
                                                                                                    for k513, e514 in enumerate(x511):
                                                                                                        if e514 is not None:
                                                                                                            if isinstance(e514, dict):
                                                                                                                x515 = e514.get('as_expr')
                                                                                                                if x515 is not None:
                                                                                                                    if isinstance(x515, dict):
                                                                                                                        x516 = x515.get('hint')
                                                                                                                        if x516 is not None:
                                                                                                                            if isinstance(x516, dict):
                                                                                                                                x517 = x516.get('as_float')
                                                                                                                                if x517 is not None:
                                                                                                                                    y518 = h['float'](x517, q512 + (k513, 'as_expr', 'hint', 'as_float',))
                                                                                                                                    if y518 is not x517:
                                                                                                                                        x516['as_float'] = y518
                                                                                            x519 = e502.get('storage_offset')
                                                                                            if x519 is not None:
                                                                                                if isinstance(x519, dict):
                                                                                                    x520 = x519.get('as_expr')
                                                                                                    if x520 is not None:
                                                                                                        if isinstance(x520, dict):
                                                                                                            x521 = x520.get('hint')
                                                                                                            if x521 is not None:
                                                                                                                if isinstance(x521, dict):
                                                                                                                    x522 = x521.get('as_float')
                                                                                                                    if x522 is not None:
                                                                                                                        y523 = h['float'](x522, q500 + (k501, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                                                        if y523 is not x522:
                                                                                                                            x521['as_float'] = y523
                                                                        x524 = x483.get('sym_int_values')
                                                                        if x524 is not None:
                                                                            if isinstance(x524, dict):
                                                                                q525 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                                                for k526, e527 in x524.items():
                                                                                    if e527 is not None:
                                                                                        if isinstance(e527, dict):
                                                                                            x528 = e527.get('as_expr')
                                                                                            if x528 is not None:
                                                                                                if isinstance(x528, dict):
                                                                                                    x529 = x528.get('hint')
                                                                                                    if x529 is not None:
                                                                                                        if isinstance(x529, dict):
                                                                                                            x530 = x529.get('as_float')
                                                                                                            if x530 is not None:
                                                                                                                y531 = h['float'](x530, q525 + (k526, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y531 is not x530:
                                                                                                                    x529['as_float'] = y531
                                                                        x532 = x483.get('sym_bool_values')
                                                                        if x532 is not None:
                                                                            if isinstance(x532, dict):
                                                                                q533 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                                                for k534, e535 in x532.items():
                                                                                    if e535 is not None:
                                                                                        if isinstance(e535, dict):
                                                                                            x536 = e535.get('as_expr')
                                                                                            if x536 is not None:
                                                                                                if isinstance(x536, dict):
                                                                                                    x537 = x536.get('hint')
                                                                                                    if x537 is not None:
                                                                                                        if isinstance(x537, dict):
                                                                                                            x538 = x537.get('as_float')
                                                                                                            if x538 is not None:
                                                                                                                y539 = h['float'](x538, q533 + (k534, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y539 is not x538:
                                                                                                                    x537['as_float'] = y539
                                                                        x540 = x483.get('sym_float_values')
                                                                        if x540 is not None:
                                                                            if isinstance(x540, dict):
                                                                                q541 = q470 + (k471, 'user_input', 'arg', 'as_graph', 'graph', 'sym_float_values',)
                                                                                for k542, e543 in x540.items():
                                                                                    if e543 is not None:
                                                                                        if isinstance(e543, dict):
                                                                                            x544 = e543.get('as_expr')
                                                                                            if x544 is not None:
                                                                                                if isinstance(x544, dict):
                                                                                                    x545 = x544.get('hint')
                                                                                                    if x545 is not None:
                                                                                                        if isinstance(x545, dict):
                                                                                                            x546 = x545.get('as_float')
                                                                                                            if x546 is not None:
                                                                                                                y547 = h['float'](x546, q541 + (k542, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y547 is not x546:
                                                                                                                    x545['as_float'] = y547
                                                                                            x548 = e543.get('as_float')
                                                                                            if x548 is not None:
                                                                                                y549 = h['float'](x548, q541 + (k542, 'as_float',))
                                                                                                if y549 is not x548:
                                                                                                    e543['as_float'] = y549
                                                        x550 = x474.get('as_sym_float')
                                                        if x550 is not None:
                                                            if isinstance(x550, dict):
                                                                x551 = x550.get('as_float')
                                                                if x551 is not None:
                                                                    y552 = h['float'](x551, q470 + (k471, 'user_input', 'arg', 'as_sym_float', 'as_float',))
                                                                    if y552 is not x551:
                                                                        x550['as_float'] = y552
                                                        x553 = x474.get('as_sym_floats')
                                                        if x553 is not None:
                                                            if isinstance(x553, list):
                                                                q554 = q470 + (k471, 'user_input', 'arg', 'as_sym_floats',)
                                                                for k555, e556 in enumerate(x553):
                                                                    if e556 is not None:
                                                                        if isinstance(e556, dict):
                                                                            x557 = e556.get('as_float')
                                                                            if x557 is not None:
                                                                                y558 = h['float'](x557, q554 + (k555, 'as_float',))
                                                                                if y558 is not x557:
                                                                                    e556['as_float'] = y558
                                        x559 = e472.get('constant_input')
                                        if x559 is not None:
                                            if isinstance(x559, dict):
                                                x560 = x559.get('value')
                                                if x560 is not None:
                                                    if isinstance(x560, dict):
                                                        x561 = x560.get('as_float')
                                                        if x561 is not None:
                                                            y562 = h['float'](x561, q470 + (k471, 'constant_input', 'value', 'as_float',))
                                                            if y562 is not x561:
                                                                x560['as_float'] = y562
                    x563 = x468.get('output_specs')
                    if x563 is not None:
                        if isinstance(x563, list):
                            q564 = p + ('graph_module', 'signature', 'output_specs',)
                            for k565, e566 in enumerate(x563):
                                if e566 is not None:
                                    if isinstance(e566, dict):
                                        x567 = e566.get('user_output')
                                        if x567 is not None:
                                            if isinstance(x567, dict):
                                                x568 = x567.get('arg')
                                                if x568 is not None:
                                                    if isinstance(x568, dict):
                                                        x569 = x568.get('as_float')
                                                        if x569 is not None:
                                                            y570 = h['float'](x569, q564 + (k565, 'user_output', 'arg', 'as_float',))
                                                            if y570 is not x569:
                                                                x568['as_float'] = y570
                                                        x571 = x568.get('as_floats')
                                                        if x571 is not None:
                                                            if isinstance(x571, list):
                                                                q572 = q564 + (k565, 'user_output', 'arg', 'as_floats',)
                                                                for k573, e574 in enumerate(x571):
                                                                    if e574 is not None:
                                                                        y575 = h['float'](e574, q572 + (k573,))
                                                                        if y575 is not e574:
                                                                            x571[k573] = y575
                                                        x576 = x568.get('as_graph')
                                                        if x576 is not None:
                                                            if isinstance(x576, dict):
                                                                x577 = x576.get('graph')
                                                                if x577 is not None:
                                                                    if isinstance(x577, dict):
                                                                        x578 = x577.get('inputs')
                                                                        if x578 is not None:
                                                                            if isinstance(x578, list):
                                                                                q579 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'inputs',)
                                                                                for k580, e581 in enumerate(x578):
                                                                                    if e581 is not None:
                                                                                        y582 = _Argument(e581, q579 + (k580,), h)
                                                                                        if y582 is not e581:
                                                                                            x578[k580] = y582
                                                                        x583 = x577.get('outputs')
                                                                        if x583 is not None:
                                                                            if isinstance(x583, list):
                                                                                q584 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'outputs',)
                                                                                for k585, e586 in enumerate(x583):
                                                                                    if e586 is not None:
                                                                                        y587 = _Argument(e586, q584 + (k585,), h)
                                                                                        if y587 is not e586:
                                                                                            x583[k585] = y587
                                                                        x588 = x577.get('nodes')
                                                                        if x588 is not None:
                                                                            if isinstance(x588, list):
                                                                                q589 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'nodes',)
                                                                                for k590, e591 in enumerate(x588):
                                                                                    if e591 is not None:
                                                                                        y592 = _Node(e591, q589 + (k590,), h)
                                                                                        if y592 is not e591:
                                                                                            x588[k590] = y592
                                                                        x593 = x577.get('tensor_values')
                                                                        if x593 is not None:
                                                                            if isinstance(x593, dict):
                                                                                q594 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                                                for k595, e596 in x593.items():
                                                                                    if e596 is not None:
                                                                                        if isinstance(e596, dict):
                                                                                            x597 = e596.get('sizes')
                                                                                            if x597 is not None:
                                                                                                if isinstance(x597, list):
                                                                                                    q598 = q594 + (k595, 'sizes',)
                                                                                                    for k599, e600 in enumerate(x597):
                                                                                                        if e600 is not None:
                                                                                                            if isinstance(e600, dict):
                                                                                                                x601 = e600.get('as_expr')
                                                                                                                if x601 is not None:
                                                                                                                    if isinstance(x601, dict):
                                                                                                                        x602 = x601.get('hint')
                                                                                                                        if x602 is not None:
                                                                                                                            if isinstance(x602, dict):
                                                                                                                                x603 = x602.get('as_float')
                                                                                                                                if x603 is not None:
                                                                                                                                    y604 = h['float'](x603, q598 + (k599, 'as_expr', 'hint', 'as_float',))
                                                                                                                                    if y604 is not x603:
                                                                                                                                        x602['as_float'] = y604
                                                                                            x605 = e596.get('strides')
                                                                                            if x605 is not None:
                                                                                                if isinstance(x605, list):
                                                                                                    q606 = q594 + (k595, 'strides',)
                                                                                                    for k607, e608 in enumerate(x605):
                                                                                                        if e608 is not None:
                                                                                                            if isinstance(e608, dict):
                                                                                                                x609 = e608.get('as_expr')
                                                                                                                if x609 is not None:
                                                                                                                    if isinstance(x609, dict):
                                                                                                                        x610 = x609.get('hint')
                                                                                                                        if x610 is not None:
                                                                                                                            if isinstance(x610, dict):
                                                                                                                                x611 = x610.get('as_float')
                                                                                                                                if x611 is not None:
                                                                                                                                    y612 = h['float'](x611, q606 + (k607, 'as_expr', 'hint', 'as_float',))
                                                                                                                                    if y612 is not x611:
                                                                                                                                        x610['as_float'] = y612
                                                                                            x613 = e596.get('storage_offset')
                                                                                            if x613 is not None:
                                                                                                if isinstance(x613, dict):
                                                                                                    x614 = x613.get('as_expr')
                                                                                                    if x614 is not None:
                                                                                                        if isinstance(x614, dict):
                                                                                                            x615 = x614.get('hint')
                                                                                                            if x615 is not None:
                                                                                                                if isinstance(x615, dict):
                                                                                                                    x616 = x615.get('as_float')
                                                                                                                    if x616 is not None:
                                                                                                                        y617 = h['float'](x616, q594 + (k595, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                                                        if y617 is not x616:
                                                                                                                            x615['as_float'] = y617
                                                                        x618 = x577.get('sym_int_values')
                                                                        if x618 is not None:
                                                                            if isinstance(x618, dict):
                                                                                q619 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                                                for k620, e621 in x618.items():
                                                                                    if e621 is not None:
                                                                                        if isinstance(e621, dict):
                                                                                            x622 = e621.get('as_expr')
                                                                                            if x622 is not None:
                                                                                                if isinstance(x622, dict):
                                                                                                    x623 = x622.get('hint')
                                                                                                    if x623 is not None:
                                                                                                        if isinstance(x623, dict):
                                                                                                            x624 = x623.get('as_float')
                                                                                                            if x624 is not None:
                                                                                                                y625 = h['float'](x624, q619 + (k620, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y625 is not x624:
                                                                                                                    x623['as_float'] = y625
                                                                        x626 = x577.get('sym_bool_values')
                                                                        if x626 is not None:
                                                                            if isinstance(x626, dict):
                                                                                q627 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                                                for k628, e629 in x626.items():
                                                                                    if e629 is not None:
                                                                                        if isinstance(e629, dict):
                                                                                            x630 = e629.get('as_expr')
                                                                                            if x630 is not None:
                                                                                                if isinstance(x630, dict):
                                                                                                    x631 = x630.get('hint')
                                                                                                    if x631 is not None:
                                                                                                        if isinstance(x631, dict):
                                                                                                            x632 = x631.get('as_float')
                                                                                                            if x632 is not None:
                                                                                                                y633 = h['float'](x632, q627 + (k628, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y633 is not x632:
                                                                                                                    x631['as_float'] = y633
                                                                        x634 = x577.get('sym_float_values')
                                                                        if x634 is not None:
                                                                            if isinstance(x634, dict):
                                                                                q635 = q564 + (k565, 'user_output', 'arg', 'as_graph', 'graph', 'sym_float_values',)
                                                                                for k636, e637 in x634.items():
                                                                                    if e637 is not None:
                                                                                        if isinstance(e637, dict):
                                                                                            x638 = e637.get('as_expr')
                                                                                            if x638 is not None:
                                                                                                if isinstance(x638, dict):
                                                                                                    x639 = x638.get('hint')
                                                                                                    if x639 is not None:
                                                                                                        if isinstance(x639, dict):
                                                                                                            x640 = x639.get('as_float')
                                                                                                            if x640 is not None:
                                                                                                                y641 = h['float'](x640, q635 + (k636, 'as_expr', 'hint', 'as_float',))
                                                                                                                if y641 is not x640:
                                                                                                                    x639['as_float'] = y641
                                                                                            x642 = e637.get('as_float')
                                                                                            if x642 is not None:
                                                                                                y643 = h['float'](x642, q635 + (k636, 'as_float',))
                                                                                                if y643 is not x642:
                                                                                                    e637['as_float'] = y643
                                                        x644 = x568.get('as_sym_float')
                                                        if x644 is not None:
                                                            if isinstance(x644, dict):
                                                                x645 = x644.get('as_float')
                                                                if x645 is not None:
                                                                    y646 = h['float'](x645, q564 + (k565, 'user_output', 'arg', 'as_sym_float', 'as_float',))
                                                                    if y646 is not x645:
                                                                        x644['as_float'] = y646
                                                        x647 = x568.get('as_sym_floats')
                                                        if x647 is not None:
                                                            if isinstance(x647, list):
                                                                q648 = q564 + (k565, 'user_output', 'arg', 'as_sym_floats',)
                                                                for k649, e650 in enumerate(x647):
                                                                    if e650 is not None:
                                                                        if isinstance(e650, dict):
                                                                            x651 = e650.get('as_float')
                                                                            if x651 is not None:
                                                                                y652 = h['float'](x651, q648 + (k649, 'as_float',))
                                                                                if y652 is not x651:
                                                                                    e650['as_float'] = y652
            x653 = x1.get('module_call_graph')
            if x653 is not None:
                if isinstance(x653, list):
                    q654 = p + ('graph_module', 'module_call_graph',)
                    for k655, e656 in enumerate(x653):
                        if e656 is not None:
                            if isinstance(e656, dict):
                                x657 = e656.get('signature')
                                if x657 is not None:
                                    if isinstance(x657, dict):
                                        x658 = x657.get('inputs')
                                        if x658 is not None:
                                            if isinstance(x658, list):
                                                q659 = q654 + (k655, 'signature', 'inputs',)
                                                for k660, e661 in enumerate(x658):
                                                    if e661 is not None:
                                                        if isinstance(e661, dict):
                                                            x662 = e661.get('as_float')
                                                            if x662 is not None:
                                                                y663 = h['float'](x662, q659 + (k660, 'as_float',))
                                                                if y663 is not x662:
                                                                    e661['as_float'] = y663
                                                            x664 = e661.get('as_floats')
                                                            if x664 is not None:
                                                                if isinstance(x664, list):
                                                                    q665 = q659 + (k660, 'as_floats',)
                                                                    for k666, e667 in enumerate(x664):
                                                                        if e667 is not None:
                                                                            y668 = h['float'](e667, q665 + (k666,))
                                                                            if y668 is not e667:
                                                                                x664[k666] = y668
                                                            x669 = e661.get('as_graph')
                                                            if x669 is not None:
                                                                if isinstance(x669, dict):
                                                                    x670 = x669.get('graph')
                                                                    if x670 is not None:
                                                                        if isinstance(x670, dict):
                                                                            x671 = x670.get('inputs')
                                                                            if x671 is not None:
                                                                                if isinstance(x671, list):
                                                                                    q672 = q659 + (k660, 'as_graph', 'graph', 'inputs',)
                                                                                    for k673, e674 in enumerate(x671):
                                                                                        if e674 is not None:
                                                                                            y675 = _Argument(e674, q672 + (k673,), h)
                                                                                            if y675 is not e674:
                                                                                                x671[k673] = y675
                                                                            x676 = x670.get('outputs')
                                                                            if x676 is not None:
                                                                                if isinstance(x676, list):
                                                                                    q677 = q659 + (k660, 'as_graph', 'graph', 'outputs',)
                                                                                    for k678, e679 in enumerate(x676):
                                                                                        if e679 is not None:
                                                                                            y680 = _Argument(e679, q677 + (k678,), h)
                                                                                            if y680 is not e679:
                                                                                                x676[k678] = y680
                                                                            x681 = x670.get('nodes')
                                                                            if x681 is not None:
                                                                                if isinstance(x681, list):
                                                                                    q682 = q659 + (k660, 'as_graph', 'graph', 'nodes',)
                                                                                    for k683, e684 in enumerate(x681):
                                                                                        if e684 is not None:
                                                                                            y685 = _Node(e684, q682 + (k683,), h)
                                                                                            if y685 is not e684:
                                                                                                x681[k683] = y685
                                                                            x686 = x670.get('tensor_values')
                                                                            if x686 is not None:
                                                                                if isinstance(x686, dict):
                                                                                    q687 = q659 + (k660, 'as_graph', 'graph', 'tensor_values',)
                                                                                    for k688, e689 in x686.items():
                                                                                        if e689 is not None:
                                                                                            if isinstance(e689, dict):
                                                                                                x690 = e689.get('sizes')
                                                                                                if x690 is not None:
                                                                                                    if isinstance(x690, list):
                                                                                                        q691 = q687 + (k688, 'sizes',)
                                                                                                        for k692, e693 in enumerate(x690):
                                                                                                            if e693 is not None:
                                                                                                                if isinstance(e693, dict):
                                                                                                                    x694 = e693.get('as_expr')
                                                                                                                    if x694 is not None:
                                                                                                                        if isinstance(x694, dict):
                                                                                                                            x695 = x694.get('hint')
                                                                                                                            if x695 is not None:
                                                                                                                                if isinstance(x695, dict):
                                                                                                                                    x696 = x695.get('as_float')
                                                                                                                                    if x696 is not None:
                                                                                                                                        y697 = h['float'](x696, q691 + (k692, 'as_expr', 'hint', 'as_float',))
                                                                                                                                        if y697 is not x696:
                                                                                                                                            x695['as_float'] = y697
                                                                                                x698 = e689.get('strides')
                                                                                                if x698 is not None:
                                                                                                    if isinstance(x698, list):
                                                                                                        q699 = q687 + (k688, 'strides',)
                                                                                                        for k700, e701 in enumerate(x698):
                                                                                                            if e701 is not None:
                                                                                                                if isinstance(e701, dict):
                                                                                                                    x702 = e701.get('as_expr')
                                                                                                                    if x702 is not None:
                                                                                                                        if isinstance(x702, dict):
                                                                                                                            x703 = x702.get('hint')
                                                                                                                            if x703 is not None:
                                                                                                                                if isinstance(x703, dict):
                                                                                                                                    x704 = x703.get('as_float')
                                                                                                                                    if x704 is not None:
                                                                                                                                        y705 = h['float'](x704, q699 + (k700, 'as_expr', 'hint', 'as_float',))
                                                                                                                                        if y705 is not x704:
                                                                                                                                            x703['as_float'] = y705
                                                                                                x706 = e689.get('storage_offset')
                                                                                                if x706 is not None:
                                                                                                    if isinstance(x706, dict):
                                                                                                        x707 = x706.get('as_expr')
                                                                                                        if x707 is not None:
                                                                                                            if isinstance(x707, dict):
                                                                                                                x708 = x707.get('hint')
                                                                                                                if x708 is not None:
                                                                                                                    if isinstance(x708, dict):
                                                                                                                        x709 = x708.get('as_float')
                                                                                                                        if x709 is not None:
                                                                                                                            y710 = h['float'](x709, q687 + (k688, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                                                            if y710 is not x709:
                                                                                                                                x708['as_float'] = y710
                                                                            x711 = x670.get('sym_int_values')
                                                                            if x711 is not None:
                                                                                if isinstance(x711, dict):
                                                                                    q712 = q659 + (k660, 'as_graph', 'graph', 'sym_int_values',)
                                                                                    for k713, e714 in x711.items():
                                                                                        if e714 is not None:
                                                                                            if isinstance(e714, dict):
                                                                                                x715 = e714.get('as_expr')
                                                                                                if x715 is not None:
                                                                                                    if isinstance(x715, dict):
                                                                                                        x716 = x715.get('hint')
                                                                                                        if x716 is not None:
                                                                                                            if isinstance(x716, dict):
                                                                                                                x717 = x716.get('as_float')
                                                                                                                if x717 is not None:
                                                                                                                    y718 = h['float'](x717, q712 + (k713, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y718 is not x717:
                                                                                                                        x716['as_float'] = y718
                                                                            x719 = x670.get('sym_bool_values')
                                                                            if x719 is not None:
                                                                                if isinstance(x719, dict):
                                                                                    q720 = q659 + (k660, 'as_graph', 'graph', 'sym_bool_values',)
                                                                                    for k721, e722 in x719.items():
                                                                                        if e722 is not None:
                                                                                            if isinstance(e722, dict):
                                                                                                x723 = e722.get('as_expr')
                                                                                                if x723 is not None:
                                                                                                    if isinstance(x723, dict):
                                                                                                        x724 = x723.get('hint')
                                                                                                        if x724 is not None:
                                                                                                            if isinstance(x724, dict):
                                                                                                                x725 = x724.get('as_float')
                                                                                                                if x725 is not None:
                                                                                                                    y726 = h['float'](x725, q720 + (k721, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y726 is not x725:
                                                                                                                        x724['as_float'] = y726
                                                                            x727 = x670.get('sym_float_values')
                                                                            if x727 is not None:
                                                                                if isinstance(x727, dict):
                                                                                    q728 = q659 + (k660, 'as_graph', 'graph', 'sym_float_values',)
                                                                                    for k729, e730 in x727.items():
                                                                                        if e730 is not None:
                                                                                            if isinstance(e730, dict):
                                                                                                x731 = e730.get('as_expr')
                                                                                                if x731 is not None:
                                                                                                    if isinstance(x731, dict):
                                                                                                        x732 = x731.get('hint')
                                                                                                        if x732 is not None:
                                                                                                            if isinstance(x732, dict):
                                                                                                                x733 = x732.get('as_float')
                                                                                                                if x733 is not None:
                                                                                                                    y734 = h['float'](x733, q728 + (k729, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y734 is not x733:
                                                                                                                        x732['as_float'] = y734
                                                                                                x735 = e730.get('as_float')
                                                                                                if x735 is not None:
                                                                                                    y736 = h['float'](x735, q728 + (k729, 'as_float',))
                                                                                                    if y736 is not x735:
                                                                                                        e730['as_float'] = y736
                                                            x737 = e661.get('as_sym_float')
                                                            if x737 is not None:
                                                                if isinstance(x737, dict):
                                                                    x738 = x737.get('as_float')
                                                                    if x738 is not None:
                                                                        y739 = h['float'](x738, q659 + (k660, 'as_sym_float', 'as_float',))
                                                                        if y739 is not x738:
                                                                            x737['as_float'] = y739
                                                            x740 = e661.get('as_sym_floats')
                                                            if x740 is not None:
                                                                if isinstance(x740, list):
                                                                    q741 = q659 + (k660, 'as_sym_floats',)
                                                                    for k742, e743 in enumerate(x740):
                                                                        if e743 is not None:
                                                                            if isinstance(e743, dict):
                                                                                x744 = e743.get('as_float')
                                                                                if x744 is not None:
                                                                                    y745 = h['float'](x744, q741 + (k742, 'as_float',))
                                                                                    if y745 is not x744:
                                                                                        e743['as_float'] = y745
                                        x746 = x657.get('outputs')
                                        if x746 is not None:
                                            if isinstance(x746, list):
                                                q747 = q654 + (k655, 'signature', 'outputs',)
                                                for k748, e749 in enumerate(x746):
                                                    if e749 is not None:
                                                        if isinstance(e749, dict):
                                                            x750 = e749.get('as_float')
                                                            if x750 is not None:
                                                                y751 = h['float'](x750, q747 + (k748, 'as_float',))
                                                                if y751 is not x750:
                                                                    e749['as_float'] = y751
                                                            x752 = e749.get('as_floats')
                                                            if x752 is not None:
                                                                if isinstance(x752, list):
                                                                    q753 = q747 + (k748, 'as_floats',)
                                                                    for k754, e755 in enumerate(x752):
                                                                        if e755 is not None:
                                                                            y756 = h['float'](e755, q753 + (k754,))
                                                                            if y756 is not e755:
                                                                                x752[k754] = y756
                                                            x757 = e749.get('as_graph')
                                                            if x757 is not None:
                                                                if isinstance(x757, dict):
                                                                    x758 = x757.get('graph')
                                                                    if x758 is not None:
                                                                        if isinstance(x758, dict):
                                                                            x759 = x758.get('inputs')
                                                                            if x759 is not None:
                                                                                if isinstance(x759, list):
                                                                                    q760 = q747 + (k748, 'as_graph', 'graph', 'inputs',)
                                                                                    for k761, e762 in enumerate(x759):
                                                                                        if e762 is not None:
                                                                                            y763 = _Argument(e762, q760 + (k761,), h)
                                                                                            if y763 is not e762:
                                                                                                x759[k761] = y763
                                                                            x764 = x758.get('outputs')
                                                                            if x764 is not None:
                                                                                if isinstance(x764, list):
                                                                                    q765 = q747 + (k748, 'as_graph', 'graph', 'outputs',)
                                                                                    for k766, e767 in enumerate(x764):
                                                                                        if e767 is not None:
                                                                                            y768 = _Argument(e767, q765 + (k766,), h)
                                                                                            if y768 is not e767:
                                                                                                x764[k766] = y768
                                                                            x769 = x758.get('nodes')
                                                                            if x769 is not None:
                                                                                if isinstance(x769, list):
                                                                                    q770 = q747 + (k748, 'as_graph', 'graph', 'nodes',)
                                                                                    for k771, e772 in enumerate(x769):
                                                                                        if e772 is not None:
                                                                                            y773 = _Node(e772, q770 + (k771,), h)
                                                                                            if y773 is not e772:
                                                                                                x769[k771] = y773
                                                                            x774 = x758.get('tensor_values')
                                                                            if x774 is not None:
                                                                                if isinstance(x774, dict):
                                                                                    q775 = q747 + (k748, 'as_graph', 'graph', 'tensor_values',)
                                                                                    for k776, e777 in x774.items():
                                                                                        if e777 is not None:
                                                                                            if isinstance(e777, dict):
                                                                                                x778 = e777.get('sizes')
                                                                                                if x778 is not None:
                                                                                                    if isinstance(x778, list):
                                                                                                        q779 = q775 + (k776, 'sizes',)
                                                                                                        for k780, e781 in enumerate(x778):
                                                                                                            if e781 is not None:
                                                                                                                if isinstance(e781, dict):
                                                                                                                    x782 = e781.get('as_expr')
                                                                                                                    if x782 is not None:
                                                                                                                        if isinstance(x782, dict):
                                                                                                                            x783 = x782.get('hint')
                                                                                                                            if x783 is not None:
                                                                                                                                if isinstance(x783, dict):
                                                                                                                                    x784 = x783.get('as_float')
                                                                                                                                    if x784 is not None:
                                                                                                                                        y785 = h['float'](x784, q779 + (k780, 'as_expr', 'hint', 'as_float',))
                                                                                                                                        if y785 is not x784:
                                                                                                                                            x783['as_float'] = y785
                                                                                                x786 = e777.get('strides')
                                                                                                if x786 is not None:
                                                                                                    if isinstance(x786, list):
                                                                                                        q787 = q775 + (k776, 'strides',)
                                                                                                        for k788, e789 in enumerate(x786):
                                                                                                            if e789 is not None:
                                                                                                                if isinstance(e789, dict):
                                                                                                                    x790 = e789.get('as_expr')
                                                                                                                    if x790 is not None:
                                                                                                                        if isinstance(x790, dict):
                                                                                                                            x791 = x790.get('hint')
                                                                                                                            if x791 is not None:
                                                                                                                                if isinstance(x791, dict):
                                                                                                                                    x792 = x791.get('as_float')
                                                                                                                                    if x792 is not None:
                                                                                                                                        y793 = h['float'](x792, q787 + (k788, 'as_expr', 'hint', 'as_float',))
                                                                                                                                        if y793 is not x792:
                                                                                                                                            x791['as_float'] = y793
                                                                                                x794 = e777.get('storage_offset')
                                                                                                if x794 is not None:
                                                                                                    if isinstance(x794, dict):
                                                                                                        x795 = x794.get('as_expr')
                                                                                                        if x795 is not None:
                                                                                                            if isinstance(x795, dict):
                                                                                                                x796 = x795.get('hint')
                                                                                                                if x796 is not None:
                                                                                                                    if isinstance(x796, dict):
                                                                                                                        x797 = x796.get('as_float')
                                                                                                                        if x797 is not None:
                                                                                                                            y798 = h['float'](x797, q775 + (k776, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                                                            if y798 is not x797:
                                                                                                                                x796['as_float'] = y798
                                                                            x799 = x758.get('sym_int_values')
                                                                            if x799 is not None:
                                                                                if isinstance(x799, dict):
                                                                                    q800 = q747 + (k748, 'as_graph', 'graph', 'sym_int_values',)
                                                                                    for k801, e802 in x799.items():
                                                                                        if e802 is not None:
                                                                                            if isinstance(e802, dict):
                                                                                                x803 = e802.get('as_expr')
                                                                                                if x803 is not None:
                                                                                                    if isinstance(x803, dict):
                                                                                                        x804 = x803.get('hint')
                                                                                                        if x804 is not None:
                                                                                                            if isinstance(x804, dict):
                                                                                                                x805 = x804.get('as_float')
                                                                                                                if x805 is not None:
                                                                                                                    y806 = h['float'](x805, q800 + (k801, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y806 is not x805:
                                                                                                                        x804['as_float'] = y806
                                                                            x807 = x758.get('sym_bool_values')
                                                                            if x807 is not None:
                                                                                if isinstance(x807, dict):
                                                                                    q808 = q747 + (k748, 'as_graph', 'graph', 'sym_bool_values',)
                                                                                    for k809, e810 in x807.items():
                                                                                        if e810 is not None:
                                                                                            if isinstance(e810, dict):
                                                                                                x811 = e810.get('as_expr')
                                                                                                if x811 is not None:
                                                                                                    if isinstance(x811, dict):
                                                                                                        x812 = x811.get('hint')
                                                                                                        if x812 is not None:
                                                                                                            if isinstance(x812, dict):
                                                                                                                x813 = x812.get('as_float')
                                                                                                                if x813 is not None:
                                                                                                                    y814 = h['float'](x813, q808 + (k809, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y814 is not x813:
                                                                                                                        x812['as_float'] = y814
                                                                            x815 = x758.get('sym_float_values')
                                                                            if x815 is not None:
                                                                                if isinstance(x815, dict):
                                                                                    q816 = q747 + (k748, 'as_graph', 'graph', 'sym_float_values',)
                                                                                    for k817, e818 in x815.items():
                                                                                        if e818 is not None:
                                                                                            if isinstance(e818, dict):
                                                                                                x819 = e818.get('as_expr')
                                                                                                if x819 is not None:
                                                                                                    if isinstance(x819, dict):
                                                                                                        x820 = x819.get('hint')
                                                                                                        if x820 is not None:
                                                                                                            if isinstance(x820, dict):
                                                                                                                x821 = x820.get('as_float')
                                                                                                                if x821 is not None:
                                                                                                                    y822 = h['float'](x821, q816 + (k817, 'as_expr', 'hint', 'as_float',))
                                                                                                                    if y822 is not x821:
                                                                                                                        x820['as_float'] = y822
                                                                                                x823 = e818.get('as_float')
                                                                                                if x823 is not None:
                                                                                                    y824 = h['float'](x823, q816 + (k817, 'as_float',))
                                                                                                    if y824 is not x823:
                                                                                                        e818['as_float'] = y824
                                                            x825 = e749.get('as_sym_float')
                                                            if x825 is not None:
                                                                if isinstance(x825, dict):
                                                                    x826 = x825.get('as_float')
                                                                    if x826 is not None:
                                                                        y827 = h['float'](x826, q747 + (k748, 'as_sym_float', 'as_float',))
                                                                        if y827 is not x826:
                                                                            x825['as_float'] = y827
                                                            x828 = e749.get('as_sym_floats')
                                                            if x828 is not None:
                                                                if isinstance(x828, list):
                                                                    q829 = q747 + (k748, 'as_sym_floats',)
                                                                    for k830, e831 in enumerate(x828):
                                                                        if e831 is not None:
                                                                            if isinstance(e831, dict):
                                                                                x832 = e831.get('as_float')
                                                                                if x832 is not None:
                                                                                    y833 = h['float'](x832, q829 + (k830, 'as_float',))
                                                                                    if y833 is not x832:
                                                                                        e831['as_float'] = y833
    return d
def _Graph(d, p, h):
    if not isinstance(d, dict):
        return d
    x16 = d.get('inputs')
    if x16 is not None:
        if isinstance(x16, list):
            q17 = p + ('inputs',)
            for k18, e19 in enumerate(x16):
                if e19 is not None:
                    if isinstance(e19, dict):
                        x20 = e19.get('as_float')
                        if x20 is not None:
                            y21 = h['float'](x20, q17 + (k18, 'as_float',))
                            if y21 is not x20:
                                e19['as_float'] = y21
                        x22 = e19.get('as_floats')
                        if x22 is not None:
                            if isinstance(x22, list):
                                q23 = q17 + (k18, 'as_floats',)
                                for k24, e25 in enumerate(x22):
                                    if e25 is not None:
                                        y26 = h['float'](e25, q23 + (k24,))
                                        if y26 is not e25:
                                            x22[k24] = y26
                        x27 = e19.get('as_graph')
                        if x27 is not None:
                            if isinstance(x27, dict):
                                x28 = x27.get('graph')
                                if x28 is not None:
                                    y29 = _Graph(x28, q17 + (k18, 'as_graph', 'graph',), h)
                                    if y29 is not x28:
                                        x27['graph'] = y29
                        x30 = e19.get('as_sym_float')
                        if x30 is not None:
                            if isinstance(x30, dict):
                                x31 = x30.get('as_float')
                                if x31 is not None:
                                    y32 = h['float'](x31, q17 + (k18, 'as_sym_float', 'as_float',))
                                    if y32 is not x31:
                                        x30['as_float'] = y32
                        x33 = e19.get('as_sym_floats')
                        if x33 is not None:
                            if isinstance(x33, list):
                                q34 = q17 + (k18, 'as_sym_floats',)
                                for k35, e36 in enumerate(x33):
                                    if e36 is not None:
                                        if isinstance(e36, dict):
                                            x37 = e36.get('as_float')
                                            if x37 is not None:
                                                y38 = h['float'](x37, q34 + (k35, 'as_float',))
                                                if y38 is not x37:
                                                    e36['as_float'] = y38
    x39 = d.get('outputs')
    if x39 is not None:
        if isinstance(x39, list):
            q40 = p + ('outputs',)
            for k41, e42 in enumerate(x39):
                if e42 is not None:
                    if isinstance(e42, dict):
                        x43 = e42.get('as_float')
                        if x43 is not None:
                            y44 = h['float'](x43, q40 + (k41, 'as_float',))
                            if y44 is not x43:
                                e42['as_float'] = y44
                        x45 = e42.get('as_floats')
                        if x45 is not None:
                            if isinstance(x45, list):
                                q46 = q40 + (k41, 'as_floats',)
                                for k47, e48 in enumerate(x45):
                                    if e48 is not None:
                                        y49 = h['float'](e48, q46 + (k47,))
                                        if y49 is not e48:
                                            x45[k47] = y49
                        x50 = e42.get('as_graph')
                        if x50 is not None:
                            if isinstance(x50, dict):
                                x51 = x50.get('graph')
                                if x51 is not None:
                                    y52 = _Graph(x51, q40 + (k41, 'as_graph', 'graph',), h)
                                    if y52 is not x51:
                                        x50['graph'] = y52
                        x53 = e42.get('as_sym_float')
                        if x53 is not None:
                            if isinstance(x53, dict):
                                x54 = x53.get('as_float')
                                if x54 is not None:
                                    y55 = h['float'](x54, q40 + (k41, 'as_sym_float', 'as_float',))
                                    if y55 is not x54:
                                        x53['as_float'] = y55
                        x56 = e42.get('as_sym_floats')
                        if x56 is not None:
                            if isinstance(x56, list):
                                q57 = q40 + (k41, 'as_sym_floats',)
                                for k58, e59 in enumerate(x56):
                                    if e59 is not None:
                                        if isinstance(e59, dict):
                                            x60 = e59.get('as_float')
                                            if x60 is not None:
                                                y61 = h['float'](x60, q57 + (k58, 'as_float',))
                                                if y61 is not x60:
                                                    e59['as_float'] = y61
    x62 = d.get('nodes')
    if x62 is not None:
        if isinstance(x62, list):
            q63 = p + ('nodes',)
            for k64, e65 in enumerate(x62):
                if e65 is not None:
                    y327 = _Node(e65, q63 + (k64,), h)
                    if y327 is not e65:
                        x62[k64] = y327
    x328 = d.get('tensor_values')
    if x328 is not None:
        if isinstance(x328, dict):
            q329 = p + ('tensor_values',)
            for k330, e331 in x328.items():
                if e331 is not None:
                    if isinstance(e331, dict):
                        x332 = e331.get('sizes')
                        if x332 is not None:
                            if isinstance(x332, list):
                                q333 = q329 + (k330, 'sizes',)
                                for k334, e335 in enumerate(x332):
                                    if e335 is not None:
                                        if isinstance(e335, dict):
                                            x336 = e335.get('as_expr')
                                            if x336 is not None:
                                                if isinstance(x336, dict):
                                                    x337 = x336.get('hint')
                                                    if x337 is not None:
                                                        if isinstance(x337, dict):
                                                            x338 = x337.get('as_float')
                                                            if x338 is not None:
                                                                y339 = h['float'](x338, q333 + (k334, 'as_expr', 'hint', 'as_float',))
                                                                if y339 is not x338:
                                                                    x337['as_float'] = y339
                        x340 = e331.get('strides')
                        if x340 is not None:
                            if isinstance(x340, list):
                                q341 = q329 + (k330, 'strides',)
                                for k342, e343 in enumerate(x340):
                                    if e343 is not None:
                                        if isinstance(e343, dict):
                                            x344 = e343.get('as_expr')
                                            if x344 is not None:
                                                if isinstance(x344, dict):
                                                    x345 = x344.get('hint')
                                                    if x345 is not None:
                                                        if isinstance(x345, dict):
                                                            x346 = x345.get('as_float')
                                                            if x346 is not None:
                                                                y347 = h['float'](x346, q341 + (k342, 'as_expr', 'hint', 'as_float',))
                                                                if y347 is not x346:
                                                                    x345['as_float'] = y347
                        x348 = e331.get('storage_offset')
                        if x348 is not None:
                            if isinstance(x348, dict):
                                x349 = x348.get('as_expr')
                                if x349 is not None:
                                    if isinstance(x349, dict):
                                        x350 = x349.get('hint')
                                        if x350 is not None:
                                            if isinstance(x350, dict):
                                                x351 = x350.get('as_float')
                                                if x351 is not None:
                                                    y352 = h['float'](x351, q329 + (k330, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                    if y352 is not x351:
                                                        x350['as_float'] = y352
    x353 = d.get('sym_int_values')
    if x353 is not None:
        if isinstance(x353, dict):
            q354 = p + ('sym_int_values',)
            for k355, e356 in x353.items():
                if e356 is not None:
                    if isinstance(e356, dict):
                        x357 = e356.get('as_expr')
                        if x357 is not None:
                            if isinstance(x357, dict):
                                x358 = x357.get('hint')
                                if x358 is not None:
                                    if isinstance(x358, dict):
                                        x359 = x358.get('as_float')
                                        if x359 is not None:
                                            y360 = h['float'](x359, q354 + (k355, 'as_expr', 'hint', 'as_float',))
                                            if y360 is not x359:
                                                x358['as_float'] = y360
    x361 = d.get('sym_bool_values')
    if x361 is not None:
        if isinstance(x361, dict):
            q362 = p + ('sym_bool_values',)
            for k363, e364 in x361.items():
                if e364 is not None:
                    if isinstance(e364, dict):
                        x365 = e364.get('as_expr')
                        if x365 is not None:
                            if isinstance(x365, dict):
                                x366 = x365.get('hint')
                                if x366 is not None:
                                    if isinstance(x366, dict):
                                        x367 = x366.get('as_float')
                                        if x367 is not None:
                                            y368 = h['float'](x367, q362 + (k363, 'as_expr', 'hint', 'as_float',))
                                            if y368 is not x367:
                                                x366['as_float'] = y368
    x369 = d.get('sym_float_values')
    if x369 is not None:
        if isinstance(x369, dict):
            q370 = p + ('sym_float_values',)
            for k371, e372 in x369.items():
                if e372 is not None:
                    if isinstance(e372, dict):
                        x373 = e372.get('as_expr')
                        if x373 is not None:
                            if isinstance(x373, dict):
                                x374 = x373.get('hint')
                                if x374 is not None:
                                    if isinstance(x374, dict):
                                        x375 = x374.get('as_float')
                                        if x375 is not None:
                                            y376 = h['float'](x375, q370 + (k371, 'as_expr', 'hint', 'as_float',))
                                            if y376 is not x375:
                                                x374['as_float'] = y376
                        x377 = e372.get('as_float')
                        if x377 is not None:
                            y378 = h['float'](x377, q370 + (k371, 'as_float',))
                            if y378 is not x377:
                                e372['as_float'] = y378
    return d
def _Node(d, p, h):
    if not isinstance(d, dict):
        return d
    x66 = d.get('inputs')
    if x66 is not None:
        if isinstance(x66, list):
            q67 = p + ('inputs',)
            for k68, e69 in enumerate(x66):
                if e69 is not None:
                    if isinstance(e69, dict):
                        x70 = e69.get('arg')
                        if x70 is not None:
                            if isinstance(x70, dict):
                                x71 = x70.get('as_float')
                                if x71 is not None:
                                    y72 = h['float'](x71, q67 + (k68, 'arg', 'as_float',))
                                    if y72 is not x71:
                                        x70['as_float'] = y72
                                x73 = x70.get('as_floats')
                                if x73 is not None:
                                    if isinstance(x73, list):
                                        q74 = q67 + (k68, 'arg', 'as_floats',)
                                        for k75, e76 in enumerate(x73):
                                            if e76 is not None:
                                                y77 = h['float'](e76, q74 + (k75,))
                                                if y77 is not e76:
                                                    x73[k75] = y77
                                x78 = x70.get('as_graph')
                                if x78 is not None:
                                    if isinstance(x78, dict):
                                        x79 = x78.get('graph')
                                        if x79 is not None:
                                            if isinstance(x79, dict):
                                                x80 = x79.get('inputs')
                                                if x80 is not None:
                                                    if isinstance(x80, list):
                                                        q81 = q67 + (k68, 'arg', 'as_graph', 'graph', 'inputs',)
                                                        for k82, e83 in enumerate(x80):
                                                            if e83 is not None:
                                                                y168 = _Argument(e83, q81 + (k82,), h)
                                                                if y168 is not e83:
                                                                    x80[k82] = y168
                                                x169 = x79.get('outputs')
                                                if x169 is not None:
                                                    if isinstance(x169, list):
                                                        q170 = q67 + (k68, 'arg', 'as_graph', 'graph', 'outputs',)
                                                        for k171, e172 in enumerate(x169):
                                                            if e172 is not None:
                                                                y173 = _Argument(e172, q170 + (k171,), h)
                                                                if y173 is not e172:
                                                                    x169[k171] = y173
                                                x174 = x79.get('nodes')
                                                if x174 is not None:
                                                    if isinstance(x174, list):
                                                        q175 = q67 + (k68, 'arg', 'as_graph', 'graph', 'nodes',)
                                                        for k176, e177 in enumerate(x174):
                                                            if e177 is not None:
                                                                y178 = _Node(e177, q175 + (k176,), h)
                                                                if y178 is not e177:
                                                                    x174[k176] = y178
                                                x179 = x79.get('tensor_values')
                                                if x179 is not None:
                                                    if isinstance(x179, dict):
                                                        q180 = q67 + (k68, 'arg', 'as_graph', 'graph', 'tensor_values',)
                                                        for k181, e182 in x179.items():
                                                            if e182 is not None:
                                                                if isinstance(e182, dict):
                                                                    x183 = e182.get('sizes')
                                                                    if x183 is not None:
                                                                        if isinstance(x183, list):
                                                                            q184 = q180 + (k181, 'sizes',)
                                                                            for k185, e186 in enumerate(x183):
                                                                                if e186 is not None:
                                                                                    if isinstance(e186, dict):
                                                                                        x187 = e186.get('as_expr')
                                                                                        if x187 is not None:
                                                                                            if isinstance(x187, dict):
                                                                                                x188 = x187.get('hint')
                                                                                                if x188 is not None:
                                                                                                    if isinstance(x188, dict):
                                                                                                        x189 = x188.get('as_float')
                                                                                                        if x189 is not None:
                                                                                                            y190 = h['float'](x189, q184 + (k185, 'as_expr', 'hint', 'as_float',))
                                                                                                            if y190 is not x189:
                                                                                                                x188['as_float'] = y190
                                                                    x191 = e182.get('strides')
                                                                    if x191 is not None:
                                                                        if isinstance(x191, list):
                                                                            q192 = q180 + (k181, 'strides',)
                                                                            for k193, e194 in enumerate(x191):
                                                                                if e194 is not None:
                                                                                    if isinstance(e194, dict):
                                                                                        x195 = e194.get('as_expr')
                                                                                        if x195 is not None:
                                                                                            if isinstance(x195, dict):
                                                                                                x196 = x195.get('hint')
                                                                                                if x196 is not None:
                                                                                                    if isinstance(x196, dict):
                                                                                                        x197 = x196.get('as_float')
                                                                                                        if x197 is not None:
                                                                                                            y198 = h['float'](x197, q192 + (k193, 'as_expr', 'hint', 'as_float',))
                                                                                                            if y198 is not x197:
                                                                                                                x196['as_float'] = y198
                                                                    x199 = e182.get('storage_offset')
                                                                    if x199 is not None:
                                                                        if isinstance(x199, dict):
                                                                            x200 = x199.get('as_expr')
                                                                            if x200 is not None:
                                                                                if isinstance(x200, dict):
                                                                                    x201 = x200.get('hint')
                                                                                    if x201 is not None:
                                                                                        if isinstance(x201, dict):
                                                                                            x202 = x201.get('as_float')
                                                                                            if x202 is not None:
                                                                                                y203 = h['float'](x202, q180 + (k181, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                                if y203 is not x202:
                                                                                                    x201['as_float'] = y203
                                                x204 = x79.get('sym_int_values')
                                                if x204 is not None:
                                                    if isinstance(x204, dict):
                                                        q205 = q67 + (k68, 'arg', 'as_graph', 'graph', 'sym_int_values',)
                                                        for k206, e207 in x204.items():
                                                            if e207 is not None:
                                                                if isinstance(e207, dict):
                                                                    x208 = e207.get('as_expr')
                                                                    if x208 is not None:
                                                                        if isinstance(x208, dict):
                                                                            x209 = x208.get('hint')
                                                                            if x209 is not None:
                                                                                if isinstance(x209, dict):
                                                                                    x210 = x209.get('as_float')
                                                                                    if x210 is not None:
                                                                                        y211 = h['float'](x210, q205 + (k206, 'as_expr', 'hint', 'as_float',))
                                                                                        if y211 is not x210:
                                                                                            x209['as_float'] = y211
                                                x212 = x79.get('sym_bool_values')
                                                if x212 is not None:
                                                    if isinstance(x212, dict):
                                                        q213 = q67 + (k68, 'arg', 'as_graph', 'graph', 'sym_bool_values',)
                                                        for k214, e215 in x212.items():
                                                            if e215 is not None:
                                                                if isinstance(e215, dict):
                                                                    x216 = e215.get('as_expr')
                                                                    if x216 is not None:
                                                                        if isinstance(x216, dict):
                                                                            x217 = x216.get('hint')
                                                                            if x217 is not None:
                                                                                if isinstance(x217, dict):
                                                                                    x218 = x217.get('as_float')
                                                                                    if x218 is not None:
                                                                                        y219 = h['float'](x218, q213 + (k214, 'as_expr', 'hint', 'as_float',))
                                                                                        if y219 is not x218:
                                                                                            x217['as_float'] = y219
                                                x220 = x79.get('sym_float_values')
                                                if x220 is not None:
                                                    if isinstance(x220, dict):
                                                        q221 = q67 + (k68, 'arg', 'as_graph', 'graph', 'sym_float_values',)
                                                        for k222, e223 in x220.items():
                                                            if e223 is not None:
                                                                if isinstance(e223, dict):
                                                                    x224 = e223.get('as_expr')
                                                                    if x224 is not None:
                                                                        if isinstance(x224, dict):
                                                                            x225 = x224.get('hint')
                                                                            if x225 is not None:
                                                                                if isinstance(x225, dict):
                                                                                    x226 = x225.get('as_float')
                                                                                    if x226 is not None:
                                                                                        y227 = h['float'](x226, q221 + (k222, 'as_expr', 'hint', 'as_float',))
                                                                                        if y227 is not x226:
                                                                                            x225['as_float'] = y227
                                                                    x228 = e223.get('as_float')
                                                                    if x228 is not None:
                                                                        y229 = h['float'](x228, q221 + (k222, 'as_float',))
                                                                        if y229 is not x228:
                                                                            e223['as_float'] = y229
                                x230 = x70.get('as_sym_float')
                                if x230 is not None:
                                    if isinstance(x230, dict):
                                        x231 = x230.get('as_float')
                                        if x231 is not None:
                                            y232 = h['float'](x231, q67 + (k68, 'arg', 'as_sym_float', 'as_float',))
                                            if y232 is not x231:
                                                x230['as_float'] = y232
                                x233 = x70.get('as_sym_floats')
                                if x233 is not None:
                                    if isinstance(x233, list):
                                        q234 = q67 + (k68, 'arg', 'as_sym_floats',)
                                        for k235, e236 in enumerate(x233):
                                            if e236 is not None:
                                                if isinstance(e236, dict):
                                                    x237 = e236.get('as_float')
                                                    if x237 is not None:
                                                        y238 = h['float'](x237, q234 + (k235, 'as_float',))
                                                        if y238 is not x237:
                                                            e236['as_float'] = y238
    x239 = d.get('outputs')
    if x239 is not None:
        if isinstance(x239, list):
            q240 = p + ('outputs',)
            for k241, e242 in enumerate(x239):
                if e242 is not None:
                    if isinstance(e242, dict):
                        x243 = e242.get('as_float')
                        if x243 is not None:
                            y244 = h['float'](x243, q240 + (k241, 'as_float',))
                            if y244 is not x243:
                                e242['as_float'] = y244
                        x245 = e242.get('as_floats')
                        if x245 is not None:
                            if isinstance(x245, list):
                                q246 = q240 + (k241, 'as_floats',)
                                for k247, e248 in enumerate(x245):
                                    if e248 is not None:
                                        y249 = h['float'](e248, q246 + (k247,))
                                        if y249 is not e248:
                                            x245[k247] = y249
                        x250 = e242.get('as_graph')
                        if x250 is not None:
                            if isinstance(x250, dict):
                                x251 = x250.get('graph')
                                if x251 is not None:
                                    if isinstance(x251, dict):
                                        x252 = x251.get('inputs')
                                        if x252 is not None:
                                            if isinstance(x252, list):
                                                q253 = q240 + (k241, 'as_graph', 'graph', 'inputs',)
                                                for k254, e255 in enumerate(x252):
                                                    if e255 is not None:
                                                        y256 = _Argument(e255, q253 + (k254,), h)
                                                        if y256 is not e255:
                                                            x252[k254] = y256
                                        x257 = x251.get('outputs')
                                        if x257 is not None:
                                            if isinstance(x257, list):
                                                q258 = q240 + (k241, 'as_graph', 'graph', 'outputs',)
                                                for k259, e260 in enumerate(x257):
                                                    if e260 is not None:
                                                        y261 = _Argument(e260, q258 + (k259,), h)
                                                        if y261 is not e260:
                                                            x257[k259] = y261
                                        x262 = x251.get('nodes')
                                        if x262 is not None:
                                            if isinstance(x262, list):
                                                q263 = q240 + (k241, 'as_graph', 'graph', 'nodes',)
                                                for k264, e265 in enumerate(x262):
                                                    if e265 is not None:
                                                        y266 = _Node(e265, q263 + (k264,), h)
                                                        if y266 is not e265:
                                                            x262[k264] = y266
                                        x267 = x251.get('tensor_values')
                                        if x267 is not None:
                                            if isinstance(x267, dict):
                                                q268 = q240 + (k241, 'as_graph', 'graph', 'tensor_values',)
                                                for k269, e270 in x267.items():
                                                    if e270 is not None:
                                                        if isinstance(e270, dict):
                                                            x271 = e270.get('sizes')
                                                            if x271 is not None:
                                                                if isinstance(x271, list):
                                                                    q272 = q268 + (k269, 'sizes',)
                                                                    for k273, e274 in enumerate(x271):
                                                                        if e274 is not None:
                                                                            if isinstance(e274, dict):
                                                                                x275 = e274.get('as_expr')
                                                                                if x275 is not None:
                                                                                    if isinstance(x275, dict):
                                                                                        x276 = x275.get('hint')
                                                                                        if x276 is not None:
                                                                                            if isinstance(x276, dict):
                                                                                                x277 = x276.get('as_float')
                                                                                                if x277 is not None:
                                                                                                    y278 = h['float'](x277, q272 + (k273, 'as_expr', 'hint', 'as_float',))
                                                                                                    if y278 is not x277:
                                                                                                        x276['as_float'] = y278
                                                            x279 = e270.get('strides')
                                                            if x279 is not None:
                                                                if isinstance(x279, list):
                                                                    q280 = q268 + (k269, 'strides',)
                                                                    for k281, e282 in enumerate(x279):
                                                                        if e282 is not None:
                                                                            if isinstance(e282, dict):
                                                                                x283 = e282.get('as_expr')
                                                                                if x283 is not None:
                                                                                    if isinstance(x283, dict):
                                                                                        x284 = x283.get('hint')
                                                                                        if x284 is not None:
                                                                                            if isinstance(x284, dict):
                                                                                                x285 = x284.get('as_float')
                                                                                                if x285 is not None:
                                                                                                    y286 = h['float'](x285, q280 + (k281, 'as_expr', 'hint', 'as_float',))
                                                                                                    if y286 is not x285:
                                                                                                        x284['as_float'] = y286
                                                            x287 = e270.get('storage_offset')
                                                            if x287 is not None:
                                                                if isinstance(x287, dict):
                                                                    x288 = x287.get('as_expr')
                                                                    if x288 is not None:
                                                                        if isinstance(x288, dict):
                                                                            x289 = x288.get('hint')
                                                                            if x289 is not None:
                                                                                if isinstance(x289, dict):
                                                                                    x290 = x289.get('as_float')
                                                                                    if x290 is not None:
                                                                                        y291 = h['float'](x290, q268 + (k269, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                                        if y291 is not x290:
                                                                                            x289['as_float'] = y291
                                        x292 = x251.get('sym_int_values')
                                        if x292 is not None:
                                            if isinstance(x292, dict):
                                                q293 = q240 + (k241, 'as_graph', 'graph', 'sym_int_values',)
                                                for k294, e295 in x292.items():
                                                    if e295 is not None:
                                                        if isinstance(e295, dict):
                                                            x296 = e295.get('as_expr')
                                                            if x296 is not None:
                                                                if isinstance(x296, dict):
                                                                    x297 = x296.get('hint')
                                                                    if x297 is not None:
                                                                        if isinstance(x297, dict):
                                                                            x298 = x297.get('as_float')
                                                                            if x298 is not None:
                                                                                y299 = h['float'](x298, q293 + (k294, 'as_expr', 'hint', 'as_float',))
                                                                                if y299 is not x298:
                                                                                    x297['as_float'] = y299
                                        x300 = x251.get('sym_bool_values')
                                        if x300 is not None:
                                            if isinstance(x300, dict):
                                                q301 = q240 + (k241, 'as_graph', 'graph', 'sym_bool_values',)
                                                for k302, e303 in x300.items():
                                                    if e303 is not None:
                                                        if isinstance(e303, dict):
                                                            x304 = e303.get('as_expr')
                                                            if x304 is not None:
                                                                if isinstance(x304, dict):
                                                                    x305 = x304.get('hint')
                                                                    if x305 is not None:
                                                                        if isinstance(x305, dict):
                                                                            x306 = x305.get('as_float')
                                                                            if x306 is not None:
                                                                                y307 = h['float'](x306, q301 + (k302, 'as_expr', 'hint', 'as_float',))
                                                                                if y307 is not x306:
                                                                                    x305['as_float'] = y307
                                        x308 = x251.get('sym_float_values')
                                        if x308 is not None:
                                            if isinstance(x308, dict):
                                                q309 = q240 + (k241, 'as_graph', 'graph', 'sym_float_values',)
                                                for k310, e311 in x308.items():
                                                    if e311 is not None:
                                                        if isinstance(e311, dict):
                                                            x312 = e311.get('as_expr')
                                                            if x312 is not None:
                                                                if isinstance(x312, dict):
                                                                    x313 = x312.get('hint')
                                                                    if x313 is not None:
                                                                        if isinstance(x313, dict):
                                                                            x314 = x313.get('as_float')
                                                                            if x314 is not None:
                                                                                y315 = h['float'](x314, q309 + (k310, 'as_expr', 'hint', 'as_float',))
                                                                                if y315 is not x314:
                                                                                    x313['as_float'] = y315
                                                            x316 = e311.get('as_float')
                                                            if x316 is not None:
                                                                y317 = h['float'](x316, q309 + (k310, 'as_float',))
                                                                if y317 is not x316:
                                                                    e311['as_float'] = y317
                        x318 = e242.get('as_sym_float')
                        if x318 is not None:
                            if isinstance(x318, dict):
                                x319 = x318.get('as_float')
                                if x319 is not None:
                                    y320 = h['float'](x319, q240 + (k241, 'as_sym_float', 'as_float',))
                                    if y320 is not x319:
                                        x318['as_float'] = y320
                        x321 = e242.get('as_sym_floats')
                        if x321 is not None:
                            if isinstance(x321, list):
                                q322 = q240 + (k241, 'as_sym_floats',)
                                for k323, e324 in enumerate(x321):
                                    if e324 is not None:
                                        if isinstance(e324, dict):
                                            x325 = e324.get('as_float')
                                            if x325 is not None:
                                                y326 = h['float'](x325, q322 + (k323, 'as_float',))
                                                if y326 is not x325:
                                                    e324['as_float'] = y326
    return h['Node'](d, p)
def _Argument(d, p, h):
    if not isinstance(d, dict):
        return d
    x84 = d.get('as_float')
    if x84 is not None:
        y85 = h['float'](x84, p + ('as_float',))
        if y85 is not x84:
            d['as_float'] = y85
    x86 = d.get('as_floats')
    if x86 is not None:
        if isinstance(x86, list):
            q87 = p + ('as_floats',)
            for k88, e89 in enumerate(x86):
                if e89 is not None:
                    y90 = h['float'](e89, q87 + (k88,))
                    if y90 is not e89:
                        x86[k88] = y90
    x91 = d.get('as_graph')
    if x91 is not None:
        if isinstance(x91, dict):
            x92 = x91.get('graph')
            if x92 is not None:
                if isinstance(x92, dict):
                    x93 = x92.get('inputs')
                    if x93 is not None:
                        if isinstance(x93, list):
                            q94 = p + ('as_graph', 'graph', 'inputs',)
                            for k95, e96 in enumerate(x93):
                                if e96 is not None:
                                    y97 = _Argument(e96, q94 + (k95,), h)
                                    if y97 is not e96:
                                        x93[k95] = y97
                    x98 = x92.get('outputs')
                    if x98 is not None:
                        if isinstance(x98, list):
                            q99 = p + ('as_graph', 'graph', 'outputs',)
                            for k100, e101 in enumerate(x98):
                                if e101 is not None:
                                    y102 = _Argument(e101, q99 + (k100,), h)
                                    if y102 is not e101:
                                        x98[k100] = y102
                    x103 = x92.get('nodes')
                    if x103 is not None:
                        if isinstance(x103, list):
                            q104 = p + ('as_graph', 'graph', 'nodes',)
                            for k105, e106 in enumerate(x103):
                                if e106 is not None:
                                    y107 = _Node(e106, q104 + (k105,), h)
                                    if y107 is not e106:
                                        x103[k105] = y107
                    x108 = x92.get('tensor_values')
                    if x108 is not None:
                        if isinstance(x108, dict):
                            q109 = p + ('as_graph', 'graph', 'tensor_values',)
                            for k110, e111 in x108.items():
                                if e111 is not None:
                                    if isinstance(e111, dict):
                                        x112 = e111.get('sizes')
                                        if x112 is not None:
                                            if isinstance(x112, list):
                                                q113 = q109 + (k110, 'sizes',)
                                                for k114, e115 in enumerate(x112):
                                                    if e115 is not None:
                                                        if isinstance(e115, dict):
                                                            x116 = e115.get('as_expr')
                                                            if x116 is not None:
                                                                if isinstance(x116, dict):
                                                                    x117 = x116.get('hint')
                                                                    if x117 is not None:
                                                                        if isinstance(x117, dict):
                                                                            x118 = x117.get('as_float')
                                                                            if x118 is not None:
                                                                                y119 = h['float'](x118, q113 + (k114, 'as_expr', 'hint', 'as_float',))
                                                                                if y119 is not x118:
                                                                                    x117['as_float'] = y119
                                        x120 = e111.get('strides')
                                        if x120 is not None:
                                            if isinstance(x120, list):
                                                q121 = q109 + (k110, 'strides',)
                                                for k122, e123 in enumerate(x120):
                                                    if e123 is not None:
                                                        if isinstance(e123, dict):
                                                            x124 = e123.get('as_expr')
                                                            if x124 is not None:
                                                                if isinstance(x124, dict):
                                                                    x125 = x124.get('hint')
                                                                    if x125 is not None:
                                                                        if isinstance(x125, dict):
                                                                            x126 = x125.get('as_float')
                                                                            if x126 is not None:
                                                                                y127 = h['float'](x126, q121 + (k122, 'as_expr', 'hint', 'as_float',))
                                                                                if y127 is not x126:
                                                                                    x125['as_float'] = y127
                                        x128 = e111.get('storage_offset')
                                        if x128 is not None:
                                            if isinstance(x128, dict):
                                                x129 = x128.get('as_expr')
                                                if x129 is not None:
                                                    if isinstance(x129, dict):
                                                        x130 = x129.get('hint')
                                                        if x130 is not None:
                                                            if isinstance(x130, dict):
                                                                x131 = x130.get('as_float')
                                                                if x131 is not None:
                                                                    y132 = h['float'](x131, q109 + (k110, 'storage_offset', 'as_expr', 'hint', 'as_float',))
                                                                    if y132 is not x131:
                                                                        x130['as_float'] = y132
                    x133 = x92.get('sym_int_values')
                    if x133 is not None:
                        if isinstance(x133, dict):
                            q134 = p + ('as_graph', 'graph', 'sym_int_values',)
                            for k135, e136 in x133.items():
                                if e136 is not None:
                                    if isinstance(e136, dict):
                                        x137 = e136.get('as_expr')
                                        if x137 is not None:
                                            if isinstance(x137, dict):
                                                x138 = x137.get('hint')
                                                if x138 is not None:
                                                    if isinstance(x138, dict):
                                                        x139 = x138.get('as_float')
                                                        if x139 is not None:
                                                            y140 = h['float'](x139, q134 + (k135, 'as_expr', 'hint', 'as_float',))
                                                            if y140 is not x139:
                                                                x138['as_float'] = y140
                    x141 = x92.get('sym_bool_values')
                    if x141 is not None:
                        if isinstance(x141, dict):
                            q142 = p + ('as_graph', 'graph', 'sym_bool_values',)
                            for k143, e144 in x141.items():
                                if e144 is not None:
                                    if isinstance(e144, dict):
                                        x145 = e144.get('as_expr')
                                        if x145 is not None:
                                            if isinstance(x145, dict):
                                                x146 = x145.get('hint')
                                                if x146 is not None:
                                                    if isinstance(x146, dict):
                                                        x147 = x146.get('as_float')
                                                        if x147 is not None:
                                                            y148 = h['float'](x147, q142 + (k143, 'as_expr', 'hint', 'as_float',))
                                                            if y148 is not x147:
                                                                x146['as_float'] = y148
                    x149 = x92.get('sym_float_values')
                    if x149 is not None:
                        if isinstance(x149, dict):
                            q150 = p + ('as_graph', 'graph', 'sym_float_values',)
                            for k151, e152 in x149.items():
                                if e152 is not None:
                                    if isinstance(e152, dict):
                                        x153 = e152.get('as_expr')
                                        if x153 is not None:
                                            if isinstance(x153, dict):
                                                x154 = x153.get('hint')
                                                if x154 is not None:
                                                    if isinstance(x154, dict):
                                                        x155 = x154.get('as_float')
                                                        if x155 is not None:
                                                            y156 = h['float'](x155, q150 + (k151, 'as_expr', 'hint', 'as_float',))
                                                            if y156 is not x155:
                                                                x154['as_float'] = y156
                                        x157 = e152.get('as_float')
                                        if x157 is not None:
                                            y158 = h['float'](x157, q150 + (k151, 'as_float',))
                                            if y158 is not x157:
                                                e152['as_float'] = y158
    x159 = d.get('as_sym_float')
    if x159 is not None:
        if isinstance(x159, dict):
            x160 = x159.get('as_float')
            if x160 is not None:
                y161 = h['float'](x160, p + ('as_sym_float', 'as_float',))
                if y161 is not x160:
                    x159['as_float'] = y161
    x162 = d.get('as_sym_floats')
    if x162 is not None:
        if isinstance(x162, list):
            q163 = p + ('as_sym_floats',)
            for k164, e165 in enumerate(x162):
                if e165 is not None:
                    if isinstance(e165, dict):
                        x166 = e165.get('as_float')
                        if x166 is not None:
                            y167 = h['float'](x166, q163 + (k164, 'as_float',))
                            if y167 is not x166:
                                e165['as_float'] = y167
    return d


TRAVERSAL = _ExportedProgram
