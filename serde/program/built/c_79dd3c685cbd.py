"""The checker of schema 5.1 from ExportedProgram, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('dialect', 'graph_module', 'opset_version', 'range_constraints', 'schema_version', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'schema_version': 'SchemaVersion', 'dialect': 'str'}
_K6 = frozenset(('graph', 'module_call_graph', 'signature', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'module_call_graph': 'list[ModuleCallEntry]'}
_K11 = frozenset(('custom_obj_values', 'inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorMeta]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool', 'custom_obj_values': 'dict[str, CustomObjArgument]'}
_U17 = frozenset(('as_bool', 'as_bools', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_operator', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
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
_K58 = frozenset(('class_fqn', 'name', ))
_T59 = {'name': 'str', 'class_fqn': 'str'}
_N63 = checker(StringKind.IDENTIFIER)
_K69 = frozenset(('inputs', 'metadata', 'outputs', 'target', ))
_T70 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]'}
_K76 = frozenset(('arg', 'name', ))
_T77 = {'name': 'str', 'arg': 'Argument'}
_N81 = checker(StringKind.ARGUMENT_NAME)
_N88 = checker(StringKind.IDENTIFIER)
_N92 = checker(StringKind.IDENTIFIER)
_K93 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T94 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E98 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, ))
_U101 = frozenset(('as_expr', 'as_int', ))
_K103 = frozenset(('expr_str', 'hint', ))
_T104 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U109 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E117 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N121 = checker(StringKind.IDENTIFIER)
_N125 = checker(StringKind.IDENTIFIER)
_U126 = frozenset(('as_bool', 'as_expr', ))
_N132 = checker(StringKind.IDENTIFIER)
_K134 = frozenset(('input_specs', 'output_specs', ))
_T135 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U140 = frozenset(('buffer', 'custom_obj', 'parameter', 'tensor_constant', 'user_input', ))
_K142 = frozenset(('arg', ))
_T143 = {'arg': 'Argument'}
_K147 = frozenset(('arg', 'parameter_name', ))
_T148 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K153 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T154 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K160 = frozenset(('arg', 'tensor_constant_name', ))
_T161 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K166 = frozenset(('arg', 'custom_obj_name', ))
_T167 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_U174 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'user_input_mutation', 'user_output', ))
_K176 = frozenset(('arg', ))
_T177 = {'arg': 'Argument'}
_K181 = frozenset(('arg', ))
_T182 = {'arg': 'TensorArgument'}
_K186 = frozenset(('arg', 'buffer_name', ))
_T187 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K192 = frozenset(('arg', 'parameter_name', ))
_T193 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K198 = frozenset(('arg', 'user_input_name', ))
_T199 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N204 = checker(StringKind.IDENTIFIER)
_K205 = frozenset(('arg', 'user_input_name', ))
_T206 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N211 = checker(StringKind.IDENTIFIER)
_K214 = frozenset(('fqn', 'signature', ))
_T215 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K220 = frozenset(('in_spec', 'inputs', 'out_spec', 'outputs', ))
_T221 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str'}
_N233 = checker(StringKind.IDENTIFIER)
_K237 = frozenset(('max_val', 'min_val', ))
_T238 = {'min_val': 'int', 'max_val': 'int'}
_K244 = frozenset(('major', 'minor', ))
_T245 = {'major': 'int', 'minor': 'int'}
_N251 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        _c_GraphModule(v5)
        v4 = 'opset_version'
        v230 = d['opset_version']
        if type(v230) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v230)
        try:
            for v231, v232 in v230.items():
                if type(v231) is not str:
                    raise _Invalid('wrong type', 'str', v231)
                _name(v231, _N233, 'identifier')
                if type(v232) is not int or not -9223372036854775808 <= v232 <= 9223372036854775807:
                    raise _int_error(v232)
        except _Invalid as exc:
            exc.segments.append(('key', v231))
            raise
        v4 = 'range_constraints'
        v234 = d['range_constraints']
        if type(v234) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v234)
        try:
            for v235, v236 in v234.items():
                if type(v235) is not str:
                    raise _Invalid('wrong type', 'str', v235)
                _c_RangeConstraint(v236)
        except _Invalid as exc:
            exc.segments.append(('key', v235))
            raise
        v4 = 'schema_version'
        v243 = d['schema_version']
        _c_SchemaVersion(v243)
        v4 = 'dialect'
        v250 = d['dialect']
        if type(v250) is not str:
            raise _Invalid('wrong type', 'str', v250)
        _name(v250, _N251, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T2[v4], _M)
        exc.segments.append(('field', v4))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v4))
        raise
    if 5 != len(d):
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
        v9 = 'module_call_graph'
        v212 = d['module_call_graph']
        if type(v212) is not list and type(v212) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v212)
        try:
            for v213 in v212:
                _c_ModuleCallEntry(v213)
        except _Invalid as exc:
            exc.segments.append(('index', v212, v213))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T7[v9], _M)
        exc.segments.append(('field', v9))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v9))
        raise
    if 3 != len(d):
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
        v65 = d['outputs']
        v13 += 1
        if type(v65) is not list and type(v65) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v65)
        try:
            for v66 in v65:
                _c_Argument(v66)
        except _Invalid as exc:
            exc.segments.append(('index', v65, v66))
            raise
        v14 = 'nodes'
        v67 = d['nodes']
        v13 += 1
        if type(v67) is not list and type(v67) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v67)
        try:
            for v68 in v67:
                _c_Node(v68)
        except _Invalid as exc:
            exc.segments.append(('index', v67, v68))
            raise
        v14 = 'tensor_values'
        v89 = d['tensor_values']
        v13 += 1
        if type(v89) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v89)
        try:
            for v90, v91 in v89.items():
                if type(v90) is not str:
                    raise _Invalid('wrong type', 'str', v90)
                _name(v90, _N92, 'identifier')
                _c_TensorMeta(v91)
        except _Invalid as exc:
            exc.segments.append(('key', v90))
            raise
        v14 = 'sym_int_values'
        v118 = d['sym_int_values']
        v13 += 1
        if type(v118) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v118)
        try:
            for v119, v120 in v118.items():
                if type(v119) is not str:
                    raise _Invalid('wrong type', 'str', v119)
                _name(v119, _N121, 'identifier')
                _c_SymInt(v120)
        except _Invalid as exc:
            exc.segments.append(('key', v119))
            raise
        v14 = 'sym_bool_values'
        v122 = d['sym_bool_values']
        v13 += 1
        if type(v122) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v122)
        try:
            for v123, v124 in v122.items():
                if type(v123) is not str:
                    raise _Invalid('wrong type', 'str', v123)
                _name(v123, _N125, 'identifier')
                _c_SymBool(v124)
        except _Invalid as exc:
            exc.segments.append(('key', v123))
            raise
        v14 = 'is_single_tensor_return'
        v128 = d.get('is_single_tensor_return', _M)
        if v128 is not _M:
            v13 += 1
            if v128 is not True and v128 is not False:
                raise _Invalid('wrong type', 'bool', v128)
        v14 = 'custom_obj_values'
        v129 = d.get('custom_obj_values', _M)
        if v129 is not _M:
            v13 += 1
            if type(v129) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v129)
            try:
                for v130, v131 in v129.items():
                    if type(v130) is not str:
                        raise _Invalid('wrong type', 'str', v130)
                    _name(v130, _N132, 'identifier')
                    _c_CustomObjArgument(v131)
            except _Invalid as exc:
                exc.segments.append(('key', v130))
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
    if len(d) != 1:
        _fail_union_arity(d, 'Argument', _U17, False)
    try:
        if 'as_none' in d:
            v18 = d['as_none']
            if (type(v18) is not list and type(v18) is not tuple) or v18:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v18)
        elif 'as_tensor' in d:
            v18 = d['as_tensor']
            _c_TensorArgument(v18)
        elif 'as_tensors' in d:
            v18 = d['as_tensors']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[TensorArgument]', v18)
            try:
                for v25 in v18:
                    _c_TensorArgument(v25)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v25))
                raise
        elif 'as_int' in d:
            v18 = d['as_int']
            if type(v18) is not int or not -9223372036854775808 <= v18 <= 9223372036854775807:
                raise _int_error(v18)
        elif 'as_ints' in d:
            v18 = d['as_ints']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[int]', v18)
            try:
                for v26 in v18:
                    if type(v26) is not int or not -9223372036854775808 <= v26 <= 9223372036854775807:
                        raise _int_error(v26)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v26))
                raise
        elif 'as_float' in d:
            v18 = d['as_float']
            if type(v18) is not float and type(v18) is not int:
                raise _Invalid('wrong type', 'float', v18)
        elif 'as_floats' in d:
            v18 = d['as_floats']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[float]', v18)
            try:
                for v27 in v18:
                    if type(v27) is not float and type(v27) is not int:
                        raise _Invalid('wrong type', 'float', v27)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v27))
                raise
        elif 'as_string' in d:
            v18 = d['as_string']
            if type(v18) is not str:
                raise _Invalid('wrong type', 'str', v18)
        elif 'as_strings' in d:
            v18 = d['as_strings']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v18)
            try:
                for v28 in v18:
                    if type(v28) is not str:
                        raise _Invalid('wrong type', 'str', v28)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v28))
                raise
        elif 'as_sym_int' in d:
            v18 = d['as_sym_int']
            _c_SymIntArgument(v18)
        elif 'as_sym_ints' in d:
            v18 = d['as_sym_ints']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymIntArgument]', v18)
            try:
                for v32 in v18:
                    _c_SymIntArgument(v32)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v32))
                raise
        elif 'as_scalar_type' in d:
            v18 = d['as_scalar_type']
            if type(v18) is not int or v18 not in _E33:
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])', v18)
        elif 'as_memory_format' in d:
            v18 = d['as_memory_format']
            if type(v18) is not int or v18 not in _E34:
                raise _Invalid('not a value of enum MemoryFormat', 'MemoryFormat (one of [0, 1, 2, 3, 4])', v18)
        elif 'as_layout' in d:
            v18 = d['as_layout']
            if type(v18) is not int or v18 not in _E35:
                raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v18)
        elif 'as_device' in d:
            v18 = d['as_device']
            _c_Device(v18)
        elif 'as_bool' in d:
            v18 = d['as_bool']
            if v18 is not True and v18 is not False:
                raise _Invalid('wrong type', 'bool', v18)
        elif 'as_bools' in d:
            v18 = d['as_bools']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[bool]', v18)
            try:
                for v43 in v18:
                    if v43 is not True and v43 is not False:
                        raise _Invalid('wrong type', 'bool', v43)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v43))
                raise
        elif 'as_sym_bool' in d:
            v18 = d['as_sym_bool']
            _c_SymBoolArgument(v18)
        elif 'as_sym_bools' in d:
            v18 = d['as_sym_bools']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymBoolArgument]', v18)
            try:
                for v47 in v18:
                    _c_SymBoolArgument(v47)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v47))
                raise
        elif 'as_graph' in d:
            v18 = d['as_graph']
            _c_GraphArgument(v18)
        elif 'as_optional_tensors' in d:
            v18 = d['as_optional_tensors']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[OptionalTensorArgument]', v18)
            try:
                for v54 in v18:
                    _c_OptionalTensorArgument(v54)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v54))
                raise
        elif 'as_custom_obj' in d:
            v18 = d['as_custom_obj']
            _c_CustomObjArgument(v18)
        elif 'as_operator' in d:
            v18 = d['as_operator']
            if type(v18) is not str:
                raise _Invalid('wrong type', 'str', v18)
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensors, as_scalar_type, as_string, as_strings, as_sym_bool, as_sym_bools, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
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
    if len(d) != 1:
        _fail_union_arity(d, 'SymIntArgument', _U29, False)
    try:
        if 'as_name' in d:
            v30 = d['as_name']
            if type(v30) is not str:
                raise _Invalid('wrong type', 'str', v30)
            _name(v30, _N31, 'identifier')
        elif 'as_int' in d:
            v30 = d['as_int']
            if type(v30) is not int or not -9223372036854775808 <= v30 <= 9223372036854775807:
                raise _int_error(v30)
        else:
            raise _Invalid('unknown member of union SymIntArgument', 'as_int, as_name', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_Device(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Device', d)
    v38 = 0
    v39 = None
    try:
        v39 = 'type'
        v40 = d['type']
        v38 += 1
        if type(v40) is not str:
            raise _Invalid('wrong type', 'str', v40)
        _name(v40, _N41, 'identifier')
        v39 = 'index'
        v42 = d.get('index', _M)
        if v42 is not _M:
            v38 += 1
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
    if v38 != len(d):
        _fail_unknown_key(d, _K36, 'Device')


def _c_SymBoolArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBoolArgument (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBoolArgument', _U44, False)
    try:
        if 'as_name' in d:
            v45 = d['as_name']
            if type(v45) is not str:
                raise _Invalid('wrong type', 'str', v45)
            _name(v45, _N46, 'identifier')
        elif 'as_bool' in d:
            v45 = d['as_bool']
            if v45 is not True and v45 is not False:
                raise _Invalid('wrong type', 'bool', v45)
        else:
            raise _Invalid('unknown member of union SymBoolArgument', 'as_bool, as_name', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
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
    if len(d) != 1:
        _fail_union_arity(d, 'OptionalTensorArgument', _U55, False)
    try:
        if 'as_tensor' in d:
            v56 = d['as_tensor']
            if type(v56) is not str:
                raise _Invalid('wrong type', 'str', v56)
            _name(v56, _N57, 'identifier')
        elif 'as_none' in d:
            v56 = d['as_none']
            if (type(v56) is not list and type(v56) is not tuple) or v56:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v56)
        else:
            raise _Invalid('unknown member of union OptionalTensorArgument', 'as_none, as_tensor', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_CustomObjArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object CustomObjArgument', d)
    v61 = None
    try:
        v61 = 'name'
        v62 = d['name']
        if type(v62) is not str:
            raise _Invalid('wrong type', 'str', v62)
        _name(v62, _N63, 'identifier')
        v61 = 'class_fqn'
        v64 = d['class_fqn']
        if type(v64) is not str:
            raise _Invalid('wrong type', 'str', v64)
    except KeyError:
        exc = _Invalid('required field missing', _T59[v61], _M)
        exc.segments.append(('field', v61))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v61))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K58, 'CustomObjArgument')


def _c_Node(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v72 = None
    try:
        v72 = 'target'
        v73 = d['target']
        if type(v73) is not str:
            raise _Invalid('wrong type', 'str', v73)
        v72 = 'inputs'
        v74 = d['inputs']
        if type(v74) is not list and type(v74) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v74)
        try:
            for v75 in v74:
                _c_NamedArgument(v75)
        except _Invalid as exc:
            exc.segments.append(('index', v74, v75))
            raise
        v72 = 'outputs'
        v83 = d['outputs']
        if type(v83) is not list and type(v83) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v83)
        try:
            for v84 in v83:
                _c_Argument(v84)
        except _Invalid as exc:
            exc.segments.append(('index', v83, v84))
            raise
        v72 = 'metadata'
        v85 = d['metadata']
        if type(v85) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v85)
        try:
            for v86, v87 in v85.items():
                if type(v86) is not str:
                    raise _Invalid('wrong type', 'str', v86)
                _name(v86, _N88, 'identifier')
                if type(v87) is not str:
                    raise _Invalid('wrong type', 'str', v87)
        except _Invalid as exc:
            exc.segments.append(('key', v86))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T70[v72], _M)
        exc.segments.append(('field', v72))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v72))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K69, 'Node')


def _c_NamedArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v79 = None
    try:
        v79 = 'name'
        v80 = d['name']
        if type(v80) is not str:
            raise _Invalid('wrong type', 'str', v80)
        _name(v80, _N81, 'argument name')
        v79 = 'arg'
        v82 = d['arg']
        _c_Argument(v82)
    except KeyError:
        exc = _Invalid('required field missing', _T77[v79], _M)
        exc.segments.append(('field', v79))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v79))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K76, 'NamedArgument')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v96 = None
    try:
        v96 = 'dtype'
        v97 = d['dtype']
        if type(v97) is not int or v97 not in _E98:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])', v97)
        v96 = 'sizes'
        v99 = d['sizes']
        if type(v99) is not list and type(v99) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v99)
        try:
            for v100 in v99:
                _c_SymInt(v100)
        except _Invalid as exc:
            exc.segments.append(('index', v99, v100))
            raise
        v96 = 'requires_grad'
        v111 = d['requires_grad']
        if v111 is not True and v111 is not False:
            raise _Invalid('wrong type', 'bool', v111)
        v96 = 'device'
        v112 = d['device']
        _c_Device(v112)
        v96 = 'strides'
        v113 = d['strides']
        if type(v113) is not list and type(v113) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v113)
        try:
            for v114 in v113:
                _c_SymInt(v114)
        except _Invalid as exc:
            exc.segments.append(('index', v113, v114))
            raise
        v96 = 'storage_offset'
        v115 = d['storage_offset']
        _c_SymInt(v115)
        v96 = 'layout'
        v116 = d['layout']
        if type(v116) is not int or v116 not in _E117:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v116)
    except KeyError:
        exc = _Invalid('required field missing', _T94[v96], _M)
        exc.segments.append(('field', v96))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v96))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K93, 'TensorMeta')


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U101, False)
    try:
        if 'as_expr' in d:
            v102 = d['as_expr']
            _c_SymExpr(v102)
        elif 'as_int' in d:
            v102 = d['as_int']
            if type(v102) is not int or not -9223372036854775808 <= v102 <= 9223372036854775807:
                raise _int_error(v102)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v105 = 0
    v106 = None
    try:
        v106 = 'expr_str'
        v107 = d['expr_str']
        v105 += 1
        if type(v107) is not str:
            raise _Invalid('wrong type', 'str', v107)
        v106 = 'hint'
        v108 = d.get('hint', _M)
        if v108 is not _M:
            v105 += 1
            if v108 is not None:
                _c_SymExprHint(v108)
    except KeyError:
        exc = _Invalid('required field missing', _T104[v106], _M)
        exc.segments.append(('field', v106))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v106))
        raise
    if v105 != len(d):
        _fail_unknown_key(d, _K103, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U109, False)
    try:
        if 'as_int' in d:
            v110 = d['as_int']
            if type(v110) is not int or not -9223372036854775808 <= v110 <= 9223372036854775807:
                raise _int_error(v110)
        elif 'as_float' in d:
            v110 = d['as_float']
            if type(v110) is not float and type(v110) is not int:
                raise _Invalid('wrong type', 'float', v110)
        elif 'as_bool' in d:
            v110 = d['as_bool']
            if v110 is not True and v110 is not False:
                raise _Invalid('wrong type', 'bool', v110)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U126, False)
    try:
        if 'as_expr' in d:
            v127 = d['as_expr']
            _c_SymExpr(v127)
        elif 'as_bool' in d:
            v127 = d['as_bool']
            if v127 is not True and v127 is not False:
                raise _Invalid('wrong type', 'bool', v127)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v137 = None
    try:
        v137 = 'input_specs'
        v138 = d['input_specs']
        if type(v138) is not list and type(v138) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v138)
        try:
            for v139 in v138:
                _c_InputSpec(v139)
        except _Invalid as exc:
            exc.segments.append(('index', v138, v139))
            raise
        v137 = 'output_specs'
        v172 = d['output_specs']
        if type(v172) is not list and type(v172) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v172)
        try:
            for v173 in v172:
                _c_OutputSpec(v173)
        except _Invalid as exc:
            exc.segments.append(('index', v172, v173))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T135[v137], _M)
        exc.segments.append(('field', v137))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v137))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K134, 'GraphSignature')


def _c_InputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U140, False)
    try:
        if 'user_input' in d:
            v141 = d['user_input']
            _c_UserInputSpec(v141)
        elif 'parameter' in d:
            v141 = d['parameter']
            _c_InputToParameterSpec(v141)
        elif 'buffer' in d:
            v141 = d['buffer']
            _c_InputToBufferSpec(v141)
        elif 'tensor_constant' in d:
            v141 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v141)
        elif 'custom_obj' in d:
            v141 = d['custom_obj']
            _c_InputToCustomObjSpec(v141)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, custom_obj, parameter, tensor_constant, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v145 = None
    try:
        v145 = 'arg'
        v146 = d['arg']
        _c_Argument(v146)
    except KeyError:
        exc = _Invalid('required field missing', _T143[v145], _M)
        exc.segments.append(('field', v145))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v145))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K142, 'UserInputSpec')


def _c_InputToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v150 = None
    try:
        v150 = 'arg'
        v151 = d['arg']
        _c_TensorArgument(v151)
        v150 = 'parameter_name'
        v152 = d['parameter_name']
        if type(v152) is not str:
            raise _Invalid('wrong type', 'str', v152)
    except KeyError:
        exc = _Invalid('required field missing', _T148[v150], _M)
        exc.segments.append(('field', v150))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v150))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K147, 'InputToParameterSpec')


def _c_InputToBufferSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v156 = None
    try:
        v156 = 'arg'
        v157 = d['arg']
        _c_TensorArgument(v157)
        v156 = 'buffer_name'
        v158 = d['buffer_name']
        if type(v158) is not str:
            raise _Invalid('wrong type', 'str', v158)
        v156 = 'persistent'
        v159 = d['persistent']
        if v159 is not True and v159 is not False:
            raise _Invalid('wrong type', 'bool', v159)
    except KeyError:
        exc = _Invalid('required field missing', _T154[v156], _M)
        exc.segments.append(('field', v156))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v156))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K153, 'InputToBufferSpec')


def _c_InputToTensorConstantSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v163 = None
    try:
        v163 = 'arg'
        v164 = d['arg']
        _c_TensorArgument(v164)
        v163 = 'tensor_constant_name'
        v165 = d['tensor_constant_name']
        if type(v165) is not str:
            raise _Invalid('wrong type', 'str', v165)
    except KeyError:
        exc = _Invalid('required field missing', _T161[v163], _M)
        exc.segments.append(('field', v163))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v163))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K160, 'InputToTensorConstantSpec')


def _c_InputToCustomObjSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v169 = None
    try:
        v169 = 'arg'
        v170 = d['arg']
        _c_CustomObjArgument(v170)
        v169 = 'custom_obj_name'
        v171 = d['custom_obj_name']
        if type(v171) is not str:
            raise _Invalid('wrong type', 'str', v171)
    except KeyError:
        exc = _Invalid('required field missing', _T167[v169], _M)
        exc.segments.append(('field', v169))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v169))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K166, 'InputToCustomObjSpec')


def _c_OutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U174, False)
    try:
        if 'user_output' in d:
            v175 = d['user_output']
            _c_UserOutputSpec(v175)
        elif 'loss_output' in d:
            v175 = d['loss_output']
            _c_LossOutputSpec(v175)
        elif 'buffer_mutation' in d:
            v175 = d['buffer_mutation']
            _c_BufferMutationSpec(v175)
        elif 'gradient_to_parameter' in d:
            v175 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v175)
        elif 'gradient_to_user_input' in d:
            v175 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v175)
        elif 'user_input_mutation' in d:
            v175 = d['user_input_mutation']
            _c_UserInputMutationSpec(v175)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v179 = None
    try:
        v179 = 'arg'
        v180 = d['arg']
        _c_Argument(v180)
    except KeyError:
        exc = _Invalid('required field missing', _T177[v179], _M)
        exc.segments.append(('field', v179))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v179))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K176, 'UserOutputSpec')


def _c_LossOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v184 = None
    try:
        v184 = 'arg'
        v185 = d['arg']
        _c_TensorArgument(v185)
    except KeyError:
        exc = _Invalid('required field missing', _T182[v184], _M)
        exc.segments.append(('field', v184))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v184))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K181, 'LossOutputSpec')


def _c_BufferMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v189 = None
    try:
        v189 = 'arg'
        v190 = d['arg']
        _c_TensorArgument(v190)
        v189 = 'buffer_name'
        v191 = d['buffer_name']
        if type(v191) is not str:
            raise _Invalid('wrong type', 'str', v191)
    except KeyError:
        exc = _Invalid('required field missing', _T187[v189], _M)
        exc.segments.append(('field', v189))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v189))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K186, 'BufferMutationSpec')


def _c_GradientToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v195 = None
    try:
        v195 = 'arg'
        v196 = d['arg']
        _c_TensorArgument(v196)
        v195 = 'parameter_name'
        v197 = d['parameter_name']
        if type(v197) is not str:
            raise _Invalid('wrong type', 'str', v197)
    except KeyError:
        exc = _Invalid('required field missing', _T193[v195], _M)
        exc.segments.append(('field', v195))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v195))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K192, 'GradientToParameterSpec')


def _c_GradientToUserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v201 = None
    try:
        v201 = 'arg'
        v202 = d['arg']
        _c_TensorArgument(v202)
        v201 = 'user_input_name'
        v203 = d['user_input_name']
        if type(v203) is not str:
            raise _Invalid('wrong type', 'str', v203)
        _name(v203, _N204, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T199[v201], _M)
        exc.segments.append(('field', v201))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v201))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K198, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v208 = None
    try:
        v208 = 'arg'
        v209 = d['arg']
        _c_TensorArgument(v209)
        v208 = 'user_input_name'
        v210 = d['user_input_name']
        if type(v210) is not str:
            raise _Invalid('wrong type', 'str', v210)
        _name(v210, _N211, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T206[v208], _M)
        exc.segments.append(('field', v208))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v208))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K205, 'UserInputMutationSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v216 = 0
    v217 = None
    try:
        v217 = 'fqn'
        v218 = d['fqn']
        v216 += 1
        if type(v218) is not str:
            raise _Invalid('wrong type', 'str', v218)
        v217 = 'signature'
        v219 = d.get('signature', _M)
        if v219 is not _M:
            v216 += 1
            if v219 is not None:
                _c_ModuleCallSignature(v219)
    except KeyError:
        exc = _Invalid('required field missing', _T215[v217], _M)
        exc.segments.append(('field', v217))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v217))
        raise
    if v216 != len(d):
        _fail_unknown_key(d, _K214, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v223 = None
    try:
        v223 = 'inputs'
        v224 = d['inputs']
        if type(v224) is not list and type(v224) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v224)
        try:
            for v225 in v224:
                _c_Argument(v225)
        except _Invalid as exc:
            exc.segments.append(('index', v224, v225))
            raise
        v223 = 'outputs'
        v226 = d['outputs']
        if type(v226) is not list and type(v226) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v226)
        try:
            for v227 in v226:
                _c_Argument(v227)
        except _Invalid as exc:
            exc.segments.append(('index', v226, v227))
            raise
        v223 = 'in_spec'
        v228 = d['in_spec']
        if type(v228) is not str:
            raise _Invalid('wrong type', 'str', v228)
        v223 = 'out_spec'
        v229 = d['out_spec']
        if type(v229) is not str:
            raise _Invalid('wrong type', 'str', v229)
    except KeyError:
        exc = _Invalid('required field missing', _T221[v223], _M)
        exc.segments.append(('field', v223))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v223))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K220, 'ModuleCallSignature')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v240 = None
    try:
        v240 = 'min_val'
        v241 = d['min_val']
        if type(v241) is not int and not (type(v241) is float and v241 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v241)
        elif type(v241) is int and not -9223372036854775808 <= v241 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v241)
        v240 = 'max_val'
        v242 = d['max_val']
        if type(v242) is not int and not (type(v242) is float and v242 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v242)
        elif type(v242) is int and not -9223372036854775808 <= v242 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v242)
    except KeyError:
        exc = _Invalid('required field missing', _T238[v240], _M)
        exc.segments.append(('field', v240))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v240))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K237, 'RangeConstraint')


def _c_SchemaVersion(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v247 = None
    try:
        v247 = 'major'
        v248 = d['major']
        if type(v248) is not int or not -9223372036854775808 <= v248 <= 9223372036854775807:
            raise _int_error(v248)
        v247 = 'minor'
        v249 = d['minor']
        if type(v249) is not int or not -9223372036854775808 <= v249 <= 9223372036854775807:
            raise _int_error(v249)
    except KeyError:
        exc = _Invalid('required field missing', _T245[v247], _M)
        exc.segments.append(('field', v247))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v247))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K244, 'SchemaVersion')


CHECKER = _c_ExportedProgram
