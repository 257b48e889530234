"""The checker of schema 1.0 from ExportedProgram, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('equality_constraints', 'example_inputs', 'graph_module', 'opset_version', 'range_constraints', 'schema_version', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'equality_constraints': 'list[tuple[tuple[str, int], tuple[str, int]]]', 'schema_version': 'int', 'example_inputs': 'tuple[list[bytes], dict[str, bytes]] | None'}
_K6 = frozenset(('call_spec', 'graph', 'module_call_graph', 'signature', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'call_spec': 'CallSpec', 'module_call_graph': 'list[ModuleCallEntry]'}
_K11 = frozenset(('constants', 'inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorValue]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool', 'constants': 'dict[str, bytes]'}
_U17 = frozenset(('as_bool', 'as_bools', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
_K19 = frozenset(('name', ))
_T20 = {'name': 'str'}
_N24 = checker(StringKind.IDENTIFIER)
_U29 = frozenset(('as_int', 'as_name', ))
_N31 = checker(StringKind.IDENTIFIER)
_E33 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, ))
_E34 = frozenset((0, 1, 2, 3, 4, ))
_E35 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_K36 = frozenset(('index', 'type', ))
_T37 = {'type': 'str', 'index': 'int | None'}
_N41 = checker(StringKind.IDENTIFIER)
_U44 = frozenset(('as_bool', 'as_name', ))
_N46 = checker(StringKind.IDENTIFIER)
_K48 = frozenset(('graph', 'name', ))
_T49 = {'name': 'str', 'graph': 'Graph'}
_U55 = frozenset(('as_none', 'as_tensor', ))
_N57 = checker(StringKind.IDENTIFIER)
_K58 = frozenset(('blob', ))
_T59 = {'blob': 'bytes'}
_K67 = frozenset(('inputs', 'metadata', 'outputs', 'target', ))
_T68 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]'}
_K74 = frozenset(('arg', 'name', ))
_T75 = {'name': 'str', 'arg': 'Argument'}
_N79 = checker(StringKind.ARGUMENT_NAME)
_N86 = checker(StringKind.IDENTIFIER)
_N90 = checker(StringKind.IDENTIFIER)
_K91 = frozenset(('meta', ))
_T92 = {'meta': 'TensorMeta'}
_K96 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T97 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'int', 'layout': 'Layout'}
_E101 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, ))
_U104 = frozenset(('as_expr', 'as_int', ))
_K106 = frozenset(('expr_str', 'hint', ))
_T107 = {'expr_str': 'str', 'hint': 'int | None'}
_E118 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N122 = checker(StringKind.IDENTIFIER)
_N126 = checker(StringKind.IDENTIFIER)
_U127 = frozenset(('as_bool', 'as_expr', ))
_K134 = frozenset(('backward_signature', 'buffers_to_mutate', 'inputs_to_buffers', 'inputs_to_parameters', 'user_inputs', 'user_outputs', ))
_T135 = {'inputs_to_parameters': 'dict[str, str]', 'inputs_to_buffers': 'dict[str, str]', 'user_inputs': 'list[str]', 'user_outputs': 'list[str]', 'buffers_to_mutate': 'dict[str, str]', 'backward_signature': 'BackwardSignature | None'}
_N141 = checker(StringKind.IDENTIFIER)
_N145 = checker(StringKind.IDENTIFIER)
_N148 = checker(StringKind.IDENTIFIER)
_N151 = checker(StringKind.IDENTIFIER)
_N155 = checker(StringKind.IDENTIFIER)
_K157 = frozenset(('gradients_to_parameters', 'gradients_to_user_inputs', 'loss_output', ))
_T158 = {'gradients_to_parameters': 'dict[str, str]', 'gradients_to_user_inputs': 'dict[str, str]', 'loss_output': 'str'}
_N164 = checker(StringKind.IDENTIFIER)
_N168 = checker(StringKind.IDENTIFIER)
_N169 = checker(StringKind.IDENTIFIER)
_N171 = checker(StringKind.IDENTIFIER)
_K173 = frozenset(('in_spec', 'out_spec', ))
_T174 = {'in_spec': 'str', 'out_spec': 'str'}
_K181 = frozenset(('fqn', 'signature', ))
_T182 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K187 = frozenset(('in_spec', 'inputs', 'out_spec', 'outputs', ))
_T188 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str'}
_N200 = checker(StringKind.IDENTIFIER)
_K204 = frozenset(('max_val', 'min_val', ))
_T205 = {'min_val': 'int', 'max_val': 'int'}
_N214 = checker(StringKind.IDENTIFIER)
_N218 = checker(StringKind.IDENTIFIER)
_N227 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        _c_GraphModule(v5)
        v4 = 'opset_version'
        v197 = d['opset_version']
        if type(v197) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v197)
        try:
            for v198, v199 in v197.items():
                if type(v198) is not str:
                    raise _Invalid('wrong type', 'str', v198)
                _name(v198, _N200, 'identifier')
                if type(v199) is not int or not -9223372036854775808 <= v199 <= 9223372036854775807:
                    raise _int_error(v199)
        except _Invalid as exc:
            exc.segments.append(('key', v198))
            raise
        v4 = 'range_constraints'
        v201 = d['range_constraints']
        if type(v201) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v201)
        try:
            for v202, v203 in v201.items():
                if type(v202) is not str:
                    raise _Invalid('wrong type', 'str', v202)
                _c_RangeConstraint(v203)
        except _Invalid as exc:
            exc.segments.append(('key', v202))
            raise
        v4 = 'equality_constraints'
        v210 = d['equality_constraints']
        if type(v210) is not list and type(v210) is not tuple:
            raise _Invalid('wrong type', 'list[tuple[tuple[str, int], tuple[str, int]]]', v210)
        try:
            for v211 in v210:
                if (type(v211) is not list and type(v211) is not tuple) or len(v211) != 2:
                    raise _Invalid('wrong type', 'tuple[tuple[str, int], tuple[str, int]]', v211)
                v212 = v211[0]
                try:
                    if (type(v212) is not list and type(v212) is not tuple) or len(v212) != 2:
                        raise _Invalid('wrong type', 'tuple[str, int]', v212)
                    v213 = v212[0]
                    try:
                        if type(v213) is not str:
                            raise _Invalid('wrong type', 'str', v213)
                        _name(v213, _N214, 'identifier')
                    except _Invalid as exc:
                        exc.segments.append(('index', v212, v213))
                        raise
                    v215 = v212[1]
                    try:
                        if type(v215) is not int or not -9223372036854775808 <= v215 <= 9223372036854775807:
                            raise _int_error(v215)
                    except _Invalid as exc:
                        exc.segments.append(('index', v212, v215))
                        raise
                except _Invalid as exc:
                    exc.segments.append(('index', v211, v212))
                    raise
                v216 = v211[1]
                try:
                    if (type(v216) is not list and type(v216) is not tuple) or len(v216) != 2:
                        raise _Invalid('wrong type', 'tuple[str, int]', v216)
                    v217 = v216[0]
                    try:
                        if type(v217) is not str:
                            raise _Invalid('wrong type', 'str', v217)
                        _name(v217, _N218, 'identifier')
                    except _Invalid as exc:
                        exc.segments.append(('index', v216, v217))
                        raise
                    v219 = v216[1]
                    try:
                        if type(v219) is not int or not -9223372036854775808 <= v219 <= 9223372036854775807:
                            raise _int_error(v219)
                    except _Invalid as exc:
                        exc.segments.append(('index', v216, v219))
                        raise
                except _Invalid as exc:
                    exc.segments.append(('index', v211, v216))
                    raise
        except _Invalid as exc:
            exc.segments.append(('index', v210, v211))
            raise
        v4 = 'schema_version'
        v220 = d['schema_version']
        if type(v220) is not int or not -9223372036854775808 <= v220 <= 9223372036854775807:
            raise _int_error(v220)
        v4 = 'example_inputs'
        v221 = d['example_inputs']
        if v221 is not None:
            if (type(v221) is not list and type(v221) is not tuple) or len(v221) != 2:
                raise _Invalid('wrong type', 'tuple[list[bytes], dict[str, bytes]]', v221)
            v222 = v221[0]
            try:
                if type(v222) is not list and type(v222) is not tuple:
                    raise _Invalid('wrong type', 'list[bytes]', v222)
                try:
                    for v223 in v222:
                        if type(v223) is not bytes:
                            raise _Invalid('wrong type', 'bytes', v223)
                except _Invalid as exc:
                    exc.segments.append(('index', v222, v223))
                    raise
            except _Invalid as exc:
                exc.segments.append(('index', v221, v222))
                raise
            v224 = v221[1]
            try:
                if type(v224) is not dict:
                    raise _Invalid('wrong type', 'dict[str, bytes]', v224)
                try:
                    for v225, v226 in v224.items():
                        if type(v225) is not str:
                            raise _Invalid('wrong type', 'str', v225)
                        _name(v225, _N227, 'identifier')
                        if type(v226) is not bytes:
                            raise _Invalid('wrong type', 'bytes', v226)
                except _Invalid as exc:
                    exc.segments.append(('key', v225))
                    raise
            except _Invalid as exc:
                exc.segments.append(('index', v221, v224))
                raise
    except KeyError:
        exc = _Invalid('required field missing', _T2[v4], _M)
        exc.segments.append(('field', v4))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v4))
        raise
    if 6 != len(d):
        _fail_unknown_key(d, _K1, 'ExportedProgram')


def _c_GraphModule(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphModule', d)
    v9 = None
    try:
        v9 = 'graph'
        v10 = d['graph']
        _c_Graph(v10)
        v9 = 'signature'
        v133 = d['signature']
        _c_GraphSignature(v133)
        v9 = 'call_spec'
        v172 = d['call_spec']
        _c_CallSpec(v172)
        v9 = 'module_call_graph'
        v179 = d['module_call_graph']
        if type(v179) is not list and type(v179) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v179)
        try:
            for v180 in v179:
                _c_ModuleCallEntry(v180)
        except _Invalid as exc:
            exc.segments.append(('index', v179, v180))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T7[v9], _M)
        exc.segments.append(('field', v9))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v9))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K6, 'GraphModule')


def _c_Graph(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Graph', d)
    v13 = 0
    v14 = None
    try:
        v14 = 'inputs'
        v15 = d['inputs']
        v13 += 1
        if type(v15) is not list and type(v15) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v15)
        try:
            for v16 in v15:
                _c_Argument(v16)
        except _Invalid as exc:
            exc.segments.append(('index', v15, v16))
            raise
        v14 = 'outputs'
        v63 = d['outputs']
        v13 += 1
        if type(v63) is not list and type(v63) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v63)
        try:
            for v64 in v63:
                _c_Argument(v64)
        except _Invalid as exc:
            exc.segments.append(('index', v63, v64))
            raise
        v14 = 'nodes'
        v65 = d['nodes']
        v13 += 1
        if type(v65) is not list and type(v65) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v65)
        try:
            for v66 in v65:
                _c_Node(v66)
        except _Invalid as exc:
            exc.segments.append(('index', v65, v66))
            raise
        v14 = 'tensor_values'
        v87 = d['tensor_values']
        v13 += 1
        if type(v87) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorValue]', v87)
        try:
            for v88, v89 in v87.items():
                if type(v88) is not str:
                    raise _Invalid('wrong type', 'str', v88)
                _name(v88, _N90, 'identifier')
                _c_TensorValue(v89)
        except _Invalid as exc:
            exc.segments.append(('key', v88))
            raise
        v14 = 'sym_int_values'
        v119 = d['sym_int_values']
        v13 += 1
        if type(v119) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v119)
        try:
            for v120, v121 in v119.items():
                if type(v120) is not str:
                    raise _Invalid('wrong type', 'str', v120)
                _name(v120, _N122, 'identifier')
                _c_SymInt(v121)
        except _Invalid as exc:
            exc.segments.append(('key', v120))
            raise
        v14 = 'sym_bool_values'
        v123 = d['sym_bool_values']
        v13 += 1
        if type(v123) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v123)
        try:
            for v124, v125 in v123.items():
                if type(v124) is not str:
                    raise _Invalid('wrong type', 'str', v124)
                _name(v124, _N126, 'identifier')
                _c_SymBool(v125)
        except _Invalid as exc:
            exc.segments.append(('key', v124))
            raise
        v14 = 'is_single_tensor_return'
        v129 = d.get('is_single_tensor_return', _M)
        if v129 is not _M:
            v13 += 1
            if v129 is not True and v129 is not False:
                raise _Invalid('wrong type', 'bool', v129)
        v14 = 'constants'
        v130 = d.get('constants', _M)
        if v130 is not _M:
            v13 += 1
            if type(v130) is not dict:
                raise _Invalid('wrong type', 'dict[str, bytes]', v130)
            try:
                for v131, v132 in v130.items():
                    if type(v131) is not str:
                        raise _Invalid('wrong type', 'str', v131)
                    if type(v132) is not bytes:
                        raise _Invalid('wrong type', 'bytes', v132)
            except _Invalid as exc:
                exc.segments.append(('key', v131))
                raise
    except KeyError:
        exc = _Invalid('required field missing', _T12[v14], _M)
        exc.segments.append(('field', v14))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v14))
        raise
    if v13 != len(d):
        _fail_unknown_key(d, _K11, 'Graph')


def _c_Argument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Argument (a union)', d)
    if len(d) != 22 or d.keys() != _U17 or [*d.values()].count(None) != 21:
        _fail_union_arity(d, 'Argument', _U17, True)
    try:
        if (v18 := d['as_none']) is not None:
            if (type(v18) is not list and type(v18) is not tuple) or v18:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v18)
        elif (v18 := d['as_tensor']) is not None:
            _c_TensorArgument(v18)
        elif (v18 := d['as_tensors']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[TensorArgument]', v18)
            try:
                for v25 in v18:
                    _c_TensorArgument(v25)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v25))
                raise
        elif (v18 := d['as_int']) is not None:
            if type(v18) is not int or not -9223372036854775808 <= v18 <= 9223372036854775807:
                raise _int_error(v18)
        elif (v18 := d['as_ints']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[int]', v18)
            try:
                for v26 in v18:
                    if type(v26) is not int or not -9223372036854775808 <= v26 <= 9223372036854775807:
                        raise _int_error(v26)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v26))
                raise
        elif (v18 := d['as_float']) is not None:
            if type(v18) is not float and type(v18) is not int:
                raise _Invalid('wrong type', 'float', v18)
        elif (v18 := d['as_floats']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[float]', v18)
            try:
                for v27 in v18:
                    if type(v27) is not float and type(v27) is not int:
                        raise _Invalid('wrong type', 'float', v27)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v27))
                raise
        elif (v18 := d['as_string']) is not None:
            if type(v18) is not str:
                raise _Invalid('wrong type', 'str', v18)
        elif (v18 := d['as_strings']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v18)
            try:
                for v28 in v18:
                    if type(v28) is not str:
                        raise _Invalid('wrong type', 'str', v28)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v28))
                raise
        elif (v18 := d['as_sym_int']) is not None:
            _c_SymIntArgument(v18)
        elif (v18 := d['as_sym_ints']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymIntArgument]', v18)
            try:
                for v32 in v18:
                    _c_SymIntArgument(v32)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v32))
                raise
        elif (v18 := d['as_scalar_type']) is not None:
            if type(v18) is not int or v18 not in _E33:
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])', v18)
        elif (v18 := d['as_memory_format']) is not None:
            if type(v18) is not int or v18 not in _E34:
                raise _Invalid('not a value of enum MemoryFormat', 'MemoryFormat (one of [0, 1, 2, 3, 4])', v18)
        elif (v18 := d['as_layout']) is not None:
            if type(v18) is not int or v18 not in _E35:
                raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v18)
        elif (v18 := d['as_device']) is not None:
            _c_Device(v18)
        elif (v18 := d['as_bool']) is not None:
            if v18 is not True and v18 is not False:
                raise _Invalid('wrong type', 'bool', v18)
        elif (v18 := d['as_bools']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[bool]', v18)
            try:
                for v43 in v18:
                    if v43 is not True and v43 is not False:
                        raise _Invalid('wrong type', 'bool', v43)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v43))
                raise
        elif (v18 := d['as_sym_bool']) is not None:
            _c_SymBoolArgument(v18)
        elif (v18 := d['as_sym_bools']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymBoolArgument]', v18)
            try:
                for v47 in v18:
                    _c_SymBoolArgument(v47)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v47))
                raise
        elif (v18 := d['as_graph']) is not None:
            _c_GraphArgument(v18)
        elif (v18 := d['as_optional_tensors']) is not None:
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[OptionalTensorArgument]', v18)
            try:
                for v54 in v18:
                    _c_OptionalTensorArgument(v54)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v54))
                raise
        elif (v18 := d['as_custom_obj']) is not None:
            _c_CustomObjArgument(v18)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_TensorArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorArgument', d)
    v22 = None
    try:
        v22 = 'name'
        v23 = d['name']
        if type(v23) is not str:
            raise _Invalid('wrong type', 'str', v23)
        _name(v23, _N24, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T20[v22], _M)
        exc.segments.append(('field', v22))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v22))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K19, 'TensorArgument')


def _c_SymIntArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymIntArgument (a union)', d)
    if len(d) != 2 or d.keys() != _U29 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymIntArgument', _U29, True)
    try:
        if (v30 := d['as_name']) is not None:
            if type(v30) is not str:
                raise _Invalid('wrong type', 'str', v30)
            _name(v30, _N31, 'identifier')
        elif (v30 := d['as_int']) is not None:
            if type(v30) is not int or not -9223372036854775808 <= v30 <= 9223372036854775807:
                raise _int_error(v30)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_Device(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Device', d)
    v39 = None
    try:
        v39 = 'type'
        v40 = d['type']
        if type(v40) is not str:
            raise _Invalid('wrong type', 'str', v40)
        _name(v40, _N41, 'identifier')
        v39 = 'index'
        v42 = d['index']
        if v42 is not None:
            if type(v42) is not int or not -9223372036854775808 <= v42 <= 9223372036854775807:
                raise _int_error(v42)
    except KeyError:
        exc = _Invalid('required field missing', _T37[v39], _M)
        exc.segments.append(('field', v39))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v39))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K36, 'Device')


def _c_SymBoolArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBoolArgument (a union)', d)
    if len(d) != 2 or d.keys() != _U44 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymBoolArgument', _U44, True)
    try:
        if (v45 := d['as_name']) is not None:
            if type(v45) is not str:
                raise _Invalid('wrong type', 'str', v45)
            _name(v45, _N46, 'identifier')
        elif (v45 := d['as_bool']) is not None:
            if v45 is not True and v45 is not False:
                raise _Invalid('wrong type', 'bool', v45)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_GraphArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphArgument', d)
    v51 = None
    try:
        v51 = 'name'
        v52 = d['name']
        if type(v52) is not str:
            raise _Invalid('wrong type', 'str', v52)
        v51 = 'graph'
        v53 = d['graph']
        _c_Graph(v53)
    except KeyError:
        exc = _Invalid('required field missing', _T49[v51], _M)
        exc.segments.append(('field', v51))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v51))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K48, 'GraphArgument')


def _c_OptionalTensorArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OptionalTensorArgument (a union)', d)
    if len(d) != 2 or d.keys() != _U55 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'OptionalTensorArgument', _U55, True)
    try:
        if (v56 := d['as_tensor']) is not None:
            if type(v56) is not str:
                raise _Invalid('wrong type', 'str', v56)
            _name(v56, _N57, 'identifier')
        elif (v56 := d['as_none']) is not None:
            if (type(v56) is not list and type(v56) is not tuple) or v56:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v56)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_CustomObjArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object CustomObjArgument', d)
    v61 = None
    try:
        v61 = 'blob'
        v62 = d['blob']
        if type(v62) is not bytes:
            raise _Invalid('wrong type', 'bytes', v62)
    except KeyError:
        exc = _Invalid('required field missing', _T59[v61], _M)
        exc.segments.append(('field', v61))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v61))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K58, 'CustomObjArgument')


def _c_Node(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v70 = None
    try:
        v70 = 'target'
        v71 = d['target']
        if type(v71) is not str:
            raise _Invalid('wrong type', 'str', v71)
        v70 = 'inputs'
        v72 = d['inputs']
        if type(v72) is not list and type(v72) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v72)
        try:
            for v73 in v72:
                _c_NamedArgument(v73)
        except _Invalid as exc:
            exc.segments.append(('index', v72, v73))
            raise
        v70 = 'outputs'
        v81 = d['outputs']
        if type(v81) is not list and type(v81) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v81)
        try:
            for v82 in v81:
                _c_Argument(v82)
        except _Invalid as exc:
            exc.segments.append(('index', v81, v82))
            raise
        v70 = 'metadata'
        v83 = d['metadata']
        if type(v83) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v83)
        try:
            for v84, v85 in v83.items():
                if type(v84) is not str:
                    raise _Invalid('wrong type', 'str', v84)
                _name(v84, _N86, 'identifier')
                if type(v85) is not str:
                    raise _Invalid('wrong type', 'str', v85)
        except _Invalid as exc:
            exc.segments.append(('key', v84))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T68[v70], _M)
        exc.segments.append(('field', v70))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v70))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K67, 'Node')


def _c_NamedArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v77 = None
    try:
        v77 = 'name'
        v78 = d['name']
        if type(v78) is not str:
            raise _Invalid('wrong type', 'str', v78)
        _name(v78, _N79, 'argument name')
        v77 = 'arg'
        v80 = d['arg']
        _c_Argument(v80)
    except KeyError:
        exc = _Invalid('required field missing', _T75[v77], _M)
        exc.segments.append(('field', v77))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v77))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K74, 'NamedArgument')


def _c_TensorValue(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorValue', d)
    v94 = None
    try:
        v94 = 'meta'
        v95 = d['meta']
        _c_TensorMeta(v95)
    except KeyError:
        exc = _Invalid('required field missing', _T92[v94], _M)
        exc.segments.append(('field', v94))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v94))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K91, 'TensorValue')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v99 = None
    try:
        v99 = 'dtype'
        v100 = d['dtype']
        if type(v100) is not int or v100 not in _E101:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])', v100)
        v99 = 'sizes'
        v102 = d['sizes']
        if type(v102) is not list and type(v102) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v102)
        try:
            for v103 in v102:
                _c_SymInt(v103)
        except _Invalid as exc:
            exc.segments.append(('index', v102, v103))
            raise
        v99 = 'requires_grad'
        v112 = d['requires_grad']
        if v112 is not True and v112 is not False:
            raise _Invalid('wrong type', 'bool', v112)
        v99 = 'device'
        v113 = d['device']
        _c_Device(v113)
        v99 = 'strides'
        v114 = d['strides']
        if type(v114) is not list and type(v114) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v114)
        try:
            for v115 in v114:
                _c_SymInt(v115)
        except _Invalid as exc:
            exc.segments.append(('index', v114, v115))
            raise
        v99 = 'storage_offset'
        v116 = d['storage_offset']
        if type(v116) is not int or not -9223372036854775808 <= v116 <= 9223372036854775807:
            raise _int_error(v116)
        v99 = 'layout'
        v117 = d['layout']
        if type(v117) is not int or v117 not in _E118:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v117)
    except KeyError:
        exc = _Invalid('required field missing', _T97[v99], _M)
        exc.segments.append(('field', v99))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v99))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K96, 'TensorMeta')


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 2 or d.keys() != _U104 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymInt', _U104, True)
    try:
        if (v105 := d['as_expr']) is not None:
            _c_SymExpr(v105)
        elif (v105 := d['as_int']) is not None:
            if type(v105) is not int or not -9223372036854775808 <= v105 <= 9223372036854775807:
                raise _int_error(v105)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v109 = None
    try:
        v109 = 'expr_str'
        v110 = d['expr_str']
        if type(v110) is not str:
            raise _Invalid('wrong type', 'str', v110)
        v109 = 'hint'
        v111 = d['hint']
        if v111 is not None:
            if type(v111) is not int or not -9223372036854775808 <= v111 <= 9223372036854775807:
                raise _int_error(v111)
    except KeyError:
        exc = _Invalid('required field missing', _T107[v109], _M)
        exc.segments.append(('field', v109))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v109))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K106, 'SymExpr')


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 2 or d.keys() != _U127 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymBool', _U127, True)
    try:
        if (v128 := d['as_expr']) is not None:
            if type(v128) is not str:
                raise _Invalid('wrong type', 'str', v128)
        elif (v128 := d['as_bool']) is not None:
            if v128 is not True and v128 is not False:
                raise _Invalid('wrong type', 'bool', v128)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v137 = None
    try:
        v137 = 'inputs_to_parameters'
        v138 = d['inputs_to_parameters']
        if type(v138) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v138)
        try:
            for v139, v140 in v138.items():
                if type(v139) is not str:
                    raise _Invalid('wrong type', 'str', v139)
                _name(v139, _N141, 'identifier')
                if type(v140) is not str:
                    raise _Invalid('wrong type', 'str', v140)
        except _Invalid as exc:
            exc.segments.append(('key', v139))
            raise
        v137 = 'inputs_to_buffers'
        v142 = d['inputs_to_buffers']
        if type(v142) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v142)
        try:
            for v143, v144 in v142.items():
                if type(v143) is not str:
                    raise _Invalid('wrong type', 'str', v143)
                _name(v143, _N145, 'identifier')
                if type(v144) is not str:
                    raise _Invalid('wrong type', 'str', v144)
        except _Invalid as exc:
            exc.segments.append(('key', v143))
            raise
        v137 = 'user_inputs'
        v146 = d['user_inputs']
        if type(v146) is not list and type(v146) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v146)
        try:
            for v147 in v146:
                if type(v147) is not str:
                    raise _Invalid('wrong type', 'str', v147)
                _name(v147, _N148, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v146, v147))
            raise
        v137 = 'user_outputs'
        v149 = d['user_outputs']
        if type(v149) is not list and type(v149) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v149)
        try:
            for v150 in v149:
                if type(v150) is not str:
                    raise _Invalid('wrong type', 'str', v150)
                _name(v150, _N151, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v149, v150))
            raise
        v137 = 'buffers_to_mutate'
        v152 = d['buffers_to_mutate']
        if type(v152) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v152)
        try:
            for v153, v154 in v152.items():
                if type(v153) is not str:
                    raise _Invalid('wrong type', 'str', v153)
                _name(v153, _N155, 'identifier')
                if type(v154) is not str:
                    raise _Invalid('wrong type', 'str', v154)
        except _Invalid as exc:
            exc.segments.append(('key', v153))
            raise
        v137 = 'backward_signature'
        v156 = d['backward_signature']
        if v156 is not None:
            _c_BackwardSignature(v156)
    except KeyError:
        exc = _Invalid('required field missing', _T135[v137], _M)
        exc.segments.append(('field', v137))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v137))
        raise
    if 6 != len(d):
        _fail_unknown_key(d, _K134, 'GraphSignature')


def _c_BackwardSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BackwardSignature', d)
    v160 = None
    try:
        v160 = 'gradients_to_parameters'
        v161 = d['gradients_to_parameters']
        if type(v161) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v161)
        try:
            for v162, v163 in v161.items():
                if type(v162) is not str:
                    raise _Invalid('wrong type', 'str', v162)
                _name(v162, _N164, 'identifier')
                if type(v163) is not str:
                    raise _Invalid('wrong type', 'str', v163)
        except _Invalid as exc:
            exc.segments.append(('key', v162))
            raise
        v160 = 'gradients_to_user_inputs'
        v165 = d['gradients_to_user_inputs']
        if type(v165) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v165)
        try:
            for v166, v167 in v165.items():
                if type(v166) is not str:
                    raise _Invalid('wrong type', 'str', v166)
                _name(v166, _N168, 'identifier')
                if type(v167) is not str:
                    raise _Invalid('wrong type', 'str', v167)
                _name(v167, _N169, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('key', v166))
            raise
        v160 = 'loss_output'
        v170 = d['loss_output']
        if type(v170) is not str:
            raise _Invalid('wrong type', 'str', v170)
        _name(v170, _N171, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T158[v160], _M)
        exc.segments.append(('field', v160))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v160))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K157, 'BackwardSignature')


def _c_CallSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object CallSpec', d)
    v176 = None
    try:
        v176 = 'in_spec'
        v177 = d['in_spec']
        if type(v177) is not str:
            raise _Invalid('wrong type', 'str', v177)
        v176 = 'out_spec'
        v178 = d['out_spec']
        if type(v178) is not str:
            raise _Invalid('wrong type', 'str', v178)
    except KeyError:
        exc = _Invalid('required field missing', _T174[v176], _M)
        exc.segments.append(('field', v176))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v176))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K173, 'CallSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v183 = 0
    v184 = None
    try:
        v184 = 'fqn'
        v185 = d['fqn']
        v183 += 1
        if type(v185) is not str:
            raise _Invalid('wrong type', 'str', v185)
        v184 = 'signature'
        v186 = d.get('signature', _M)
        if v186 is not _M:
            v183 += 1
            if v186 is not None:
                _c_ModuleCallSignature(v186)
    except KeyError:
        exc = _Invalid('required field missing', _T182[v184], _M)
        exc.segments.append(('field', v184))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v184))
        raise
    if v183 != len(d):
        _fail_unknown_key(d, _K181, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v190 = None
    try:
        v190 = 'inputs'
        v191 = d['inputs']
        if type(v191) is not list and type(v191) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v191)
        try:
            for v192 in v191:
                _c_Argument(v192)
        except _Invalid as exc:
            exc.segments.append(('index', v191, v192))
            raise
        v190 = 'outputs'
        v193 = d['outputs']
        if type(v193) is not list and type(v193) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v193)
        try:
            for v194 in v193:
                _c_Argument(v194)
        except _Invalid as exc:
            exc.segments.append(('index', v193, v194))
            raise
        v190 = 'in_spec'
        v195 = d['in_spec']
        if type(v195) is not str:
            raise _Invalid('wrong type', 'str', v195)
        v190 = 'out_spec'
        v196 = d['out_spec']
        if type(v196) is not str:
            raise _Invalid('wrong type', 'str', v196)
    except KeyError:
        exc = _Invalid('required field missing', _T188[v190], _M)
        exc.segments.append(('field', v190))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v190))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K187, 'ModuleCallSignature')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v207 = None
    try:
        v207 = 'min_val'
        v208 = d['min_val']
        if type(v208) is not int and not (type(v208) is float and v208 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v208)
        elif type(v208) is int and not -9223372036854775808 <= v208 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v208)
        v207 = 'max_val'
        v209 = d['max_val']
        if type(v209) is not int and not (type(v209) is float and v209 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v209)
        elif type(v209) is int and not -9223372036854775808 <= v209 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v209)
    except KeyError:
        exc = _Invalid('required field missing', _T205[v207], _M)
        exc.segments.append(('field', v207))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v207))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K204, 'RangeConstraint')


CHECKER = _c_ExportedProgram
