"""The checker of schema 5.3 from ExportedProgram, hooked on 13 classes, made from the spec (do not edit)."""

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
_K57 = frozenset(('class_fqn', 'name', ))
_T58 = {'name': 'str', 'class_fqn': 'str'}
_N62 = checker(StringKind.IDENTIFIER)
_K68 = frozenset(('inputs', 'metadata', 'outputs', 'target', ))
_T69 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]'}
_K75 = frozenset(('arg', 'name', ))
_T76 = {'name': 'str', 'arg': 'Argument'}
_N80 = checker(StringKind.ARGUMENT_NAME)
_N87 = checker(StringKind.IDENTIFIER)
_N91 = checker(StringKind.IDENTIFIER)
_K92 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T93 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E97 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, ))
_U100 = frozenset(('as_expr', 'as_int', ))
_K102 = frozenset(('expr_str', 'hint', ))
_T103 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U108 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E116 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N120 = checker(StringKind.IDENTIFIER)
_N124 = checker(StringKind.IDENTIFIER)
_U125 = frozenset(('as_bool', 'as_expr', ))
_N131 = checker(StringKind.IDENTIFIER)
_K133 = frozenset(('input_specs', 'output_specs', ))
_T134 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U139 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K141 = frozenset(('arg', ))
_T142 = {'arg': 'Argument'}
_K146 = frozenset(('arg', 'parameter_name', ))
_T147 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K152 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T153 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K159 = frozenset(('arg', 'tensor_constant_name', ))
_T160 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K165 = frozenset(('arg', 'custom_obj_name', ))
_T166 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K171 = frozenset(('arg', ))
_T172 = {'arg': 'TokenArgument'}
_K176 = frozenset(('name', ))
_T177 = {'name': 'str'}
_N181 = checker(StringKind.IDENTIFIER)
_K182 = frozenset(('name', 'value', ))
_T183 = {'name': 'str', 'value': 'ConstantValue'}
_N187 = checker(StringKind.IDENTIFIER)
_U189 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U193 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'token', 'user_input_mutation', 'user_output', ))
_K195 = frozenset(('arg', ))
_T196 = {'arg': 'Argument'}
_K200 = frozenset(('arg', ))
_T201 = {'arg': 'TensorArgument'}
_K205 = frozenset(('arg', 'buffer_name', ))
_T206 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K211 = frozenset(('arg', 'parameter_name', ))
_T212 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K217 = frozenset(('arg', 'user_input_name', ))
_T218 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N223 = checker(StringKind.IDENTIFIER)
_K224 = frozenset(('arg', 'user_input_name', ))
_T225 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N230 = checker(StringKind.IDENTIFIER)
_K231 = frozenset(('arg', ))
_T232 = {'arg': 'TokenArgument'}
_K238 = frozenset(('fqn', 'signature', ))
_T239 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K244 = frozenset(('in_spec', 'inputs', 'out_spec', 'outputs', ))
_T245 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str'}
_N257 = checker(StringKind.IDENTIFIER)
_K261 = frozenset(('max_val', 'min_val', ))
_T262 = {'min_val': 'int', 'max_val': 'int'}
_K268 = frozenset(('major', 'minor', ))
_T269 = {'major': 'int', 'minor': 'int'}
_N275 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        _c_GraphModule(v5, h)
        v4 = 'opset_version'
        v254 = d['opset_version']
        if type(v254) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v254)
        try:
            for v255, v256 in v254.items():
                if type(v255) is not str:
                    raise _Invalid('wrong type', 'str', v255)
                _name(v255, _N257, 'identifier')
                if type(v256) is not int or not -9223372036854775808 <= v256 <= 9223372036854775807:
                    raise _int_error(v256)
        except _Invalid as exc:
            exc.segments.append(('key', v255))
            raise
        v4 = 'range_constraints'
        v258 = d['range_constraints']
        if type(v258) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v258)
        try:
            for v259, v260 in v258.items():
                if type(v259) is not str:
                    raise _Invalid('wrong type', 'str', v259)
                _c_RangeConstraint(v260, h)
        except _Invalid as exc:
            exc.segments.append(('key', v259))
            raise
        v4 = 'schema_version'
        v267 = d['schema_version']
        _c_SchemaVersion(v267, h)
        v4 = 'dialect'
        v274 = d['dialect']
        if type(v274) is not str:
            raise _Invalid('wrong type', 'str', v274)
        _name(v274, _N275, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T2[v4], _M)
        exc.segments.append(('field', v4))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v4))
        raise
    if 5 != len(d):
        _fail_unknown_key(d, _K1, 'ExportedProgram')


def _c_GraphModule(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphModule', d)
    v9 = None
    try:
        v9 = 'graph'
        v10 = d['graph']
        _c_Graph(v10, h)
        v9 = 'signature'
        v132 = d['signature']
        _c_GraphSignature(v132, h)
        v9 = 'module_call_graph'
        v236 = d['module_call_graph']
        if type(v236) is not list and type(v236) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v236)
        try:
            for v237 in v236:
                _c_ModuleCallEntry(v237, h)
        except _Invalid as exc:
            exc.segments.append(('index', v236, v237))
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


def _c_Graph(d, h):
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
                _c_Argument(v16, h)
        except _Invalid as exc:
            exc.segments.append(('index', v15, v16))
            raise
        v14 = 'outputs'
        v64 = d['outputs']
        v13 += 1
        if type(v64) is not list and type(v64) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v64)
        try:
            for v65 in v64:
                _c_Argument(v65, h)
        except _Invalid as exc:
            exc.segments.append(('index', v64, v65))
            raise
        v14 = 'nodes'
        v66 = d['nodes']
        v13 += 1
        if type(v66) is not list and type(v66) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v66)
        try:
            for v67 in v66:
                _c_Node(v67, h)
        except _Invalid as exc:
            exc.segments.append(('index', v66, v67))
            raise
        v14 = 'tensor_values'
        v88 = d['tensor_values']
        v13 += 1
        if type(v88) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v88)
        try:
            for v89, v90 in v88.items():
                if type(v89) is not str:
                    raise _Invalid('wrong type', 'str', v89)
                _name(v89, _N91, 'identifier')
                _c_TensorMeta(v90, h)
        except _Invalid as exc:
            exc.segments.append(('key', v89))
            raise
        v14 = 'sym_int_values'
        v117 = d['sym_int_values']
        v13 += 1
        if type(v117) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v117)
        try:
            for v118, v119 in v117.items():
                if type(v118) is not str:
                    raise _Invalid('wrong type', 'str', v118)
                _name(v118, _N120, 'identifier')
                _c_SymInt(v119, h)
        except _Invalid as exc:
            exc.segments.append(('key', v118))
            raise
        v14 = 'sym_bool_values'
        v121 = d['sym_bool_values']
        v13 += 1
        if type(v121) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v121)
        try:
            for v122, v123 in v121.items():
                if type(v122) is not str:
                    raise _Invalid('wrong type', 'str', v122)
                _name(v122, _N124, 'identifier')
                _c_SymBool(v123, h)
        except _Invalid as exc:
            exc.segments.append(('key', v122))
            raise
        v14 = 'is_single_tensor_return'
        v127 = d.get('is_single_tensor_return', _M)
        if v127 is not _M:
            v13 += 1
            if v127 is not True and v127 is not False:
                raise _Invalid('wrong type', 'bool', v127)
        v14 = 'custom_obj_values'
        v128 = d.get('custom_obj_values', _M)
        if v128 is not _M:
            v13 += 1
            if type(v128) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v128)
            try:
                for v129, v130 in v128.items():
                    if type(v129) is not str:
                        raise _Invalid('wrong type', 'str', v129)
                    _name(v129, _N131, 'identifier')
                    _c_CustomObjArgument(v130, h)
            except _Invalid as exc:
                exc.segments.append(('key', v129))
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


def _c_Argument(d, h):
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
            _c_TensorArgument(v18, h)
        elif 'as_tensors' in d:
            v18 = d['as_tensors']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[TensorArgument]', v18)
            try:
                for v25 in v18:
                    _c_TensorArgument(v25, h)
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
            _c_SymIntArgument(v18, h)
        elif 'as_sym_ints' in d:
            v18 = d['as_sym_ints']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymIntArgument]', v18)
            try:
                for v32 in v18:
                    _c_SymIntArgument(v32, h)
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
            _c_Device(v18, h)
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
            _c_SymBoolArgument(v18, h)
        elif 'as_sym_bools' in d:
            v18 = d['as_sym_bools']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymBoolArgument]', v18)
            try:
                for v47 in v18:
                    _c_SymBoolArgument(v47, h)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v47))
                raise
        elif 'as_graph' in d:
            v18 = d['as_graph']
            _c_GraphArgument(v18, h)
        elif 'as_optional_tensors' in d:
            v18 = d['as_optional_tensors']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[OptionalTensorArgument]', v18)
            try:
                for v54 in v18:
                    _c_OptionalTensorArgument(v54, h)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v54))
                raise
        elif 'as_custom_obj' in d:
            v18 = d['as_custom_obj']
            _c_CustomObjArgument(v18, h)
        elif 'as_operator' in d:
            v18 = d['as_operator']
            if type(v18) is not str:
                raise _Invalid('wrong type', 'str', v18)
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensors, as_scalar_type, as_string, as_strings, as_sym_bool, as_sym_bools, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise
    h[0](d)


def _c_TensorArgument(d, h):
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


def _c_SymIntArgument(d, h):
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


def _c_Device(d, h):
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


def _c_SymBoolArgument(d, h):
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


def _c_GraphArgument(d, h):
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
        _c_Graph(v53, h)
    except KeyError:
        exc = _Invalid('required field missing', _T49[v51], _M)
        exc.segments.append(('field', v51))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v51))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K48, 'GraphArgument')
    h[4](d)


def _c_OptionalTensorArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OptionalTensorArgument (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OptionalTensorArgument', _U55, False)
    try:
        if 'as_tensor' in d:
            v56 = d['as_tensor']
            _c_TensorArgument(v56, h)
        elif 'as_none' in d:
            v56 = d['as_none']
            if (type(v56) is not list and type(v56) is not tuple) or v56:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v56)
        else:
            raise _Invalid('unknown member of union OptionalTensorArgument', 'as_none, as_tensor', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_CustomObjArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object CustomObjArgument', d)
    v60 = None
    try:
        v60 = 'name'
        v61 = d['name']
        if type(v61) is not str:
            raise _Invalid('wrong type', 'str', v61)
        _name(v61, _N62, 'identifier')
        v60 = 'class_fqn'
        v63 = d['class_fqn']
        if type(v63) is not str:
            raise _Invalid('wrong type', 'str', v63)
    except KeyError:
        exc = _Invalid('required field missing', _T58[v60], _M)
        exc.segments.append(('field', v60))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v60))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K57, 'CustomObjArgument')
    h[2](d)


def _c_Node(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v71 = None
    try:
        v71 = 'target'
        v72 = d['target']
        if type(v72) is not str:
            raise _Invalid('wrong type', 'str', v72)
        v71 = 'inputs'
        v73 = d['inputs']
        if type(v73) is not list and type(v73) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v73)
        try:
            for v74 in v73:
                _c_NamedArgument(v74, h)
        except _Invalid as exc:
            exc.segments.append(('index', v73, v74))
            raise
        v71 = 'outputs'
        v82 = d['outputs']
        if type(v82) is not list and type(v82) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v82)
        try:
            for v83 in v82:
                _c_Argument(v83, h)
        except _Invalid as exc:
            exc.segments.append(('index', v82, v83))
            raise
        v71 = 'metadata'
        v84 = d['metadata']
        if type(v84) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v84)
        try:
            for v85, v86 in v84.items():
                if type(v85) is not str:
                    raise _Invalid('wrong type', 'str', v85)
                _name(v85, _N87, 'identifier')
                if type(v86) is not str:
                    raise _Invalid('wrong type', 'str', v86)
        except _Invalid as exc:
            exc.segments.append(('key', v85))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T69[v71], _M)
        exc.segments.append(('field', v71))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v71))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K68, 'Node')
    h[11](d)


def _c_NamedArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v78 = None
    try:
        v78 = 'name'
        v79 = d['name']
        if type(v79) is not str:
            raise _Invalid('wrong type', 'str', v79)
        _name(v79, _N80, 'argument name')
        v78 = 'arg'
        v81 = d['arg']
        _c_Argument(v81, h)
    except KeyError:
        exc = _Invalid('required field missing', _T76[v78], _M)
        exc.segments.append(('field', v78))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v78))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K75, 'NamedArgument')


def _c_TensorMeta(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v95 = None
    try:
        v95 = 'dtype'
        v96 = d['dtype']
        if type(v96) is not int or v96 not in _E97:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])', v96)
        v95 = 'sizes'
        v98 = d['sizes']
        if type(v98) is not list and type(v98) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v98)
        try:
            for v99 in v98:
                _c_SymInt(v99, h)
        except _Invalid as exc:
            exc.segments.append(('index', v98, v99))
            raise
        v95 = 'requires_grad'
        v110 = d['requires_grad']
        if v110 is not True and v110 is not False:
            raise _Invalid('wrong type', 'bool', v110)
        v95 = 'device'
        v111 = d['device']
        _c_Device(v111, h)
        v95 = 'strides'
        v112 = d['strides']
        if type(v112) is not list and type(v112) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v112)
        try:
            for v113 in v112:
                _c_SymInt(v113, h)
        except _Invalid as exc:
            exc.segments.append(('index', v112, v113))
            raise
        v95 = 'storage_offset'
        v114 = d['storage_offset']
        _c_SymInt(v114, h)
        v95 = 'layout'
        v115 = d['layout']
        if type(v115) is not int or v115 not in _E116:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v115)
    except KeyError:
        exc = _Invalid('required field missing', _T93[v95], _M)
        exc.segments.append(('field', v95))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v95))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K92, 'TensorMeta')


def _c_SymInt(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U100, False)
    try:
        if 'as_expr' in d:
            v101 = d['as_expr']
            _c_SymExpr(v101, h)
        elif 'as_int' in d:
            v101 = d['as_int']
            if type(v101) is not int or not -9223372036854775808 <= v101 <= 9223372036854775807:
                raise _int_error(v101)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v104 = 0
    v105 = None
    try:
        v105 = 'expr_str'
        v106 = d['expr_str']
        v104 += 1
        if type(v106) is not str:
            raise _Invalid('wrong type', 'str', v106)
        v105 = 'hint'
        v107 = d.get('hint', _M)
        if v107 is not _M:
            v104 += 1
            if v107 is not None:
                _c_SymExprHint(v107, h)
    except KeyError:
        exc = _Invalid('required field missing', _T103[v105], _M)
        exc.segments.append(('field', v105))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v105))
        raise
    if v104 != len(d):
        _fail_unknown_key(d, _K102, 'SymExpr')
    h[12](d)


def _c_SymExprHint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U108, False)
    try:
        if 'as_int' in d:
            v109 = d['as_int']
            if type(v109) is not int or not -9223372036854775808 <= v109 <= 9223372036854775807:
                raise _int_error(v109)
        elif 'as_float' in d:
            v109 = d['as_float']
            if type(v109) is not float and type(v109) is not int:
                raise _Invalid('wrong type', 'float', v109)
        elif 'as_bool' in d:
            v109 = d['as_bool']
            if v109 is not True and v109 is not False:
                raise _Invalid('wrong type', 'bool', v109)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U125, False)
    try:
        if 'as_expr' in d:
            v126 = d['as_expr']
            _c_SymExpr(v126, h)
        elif 'as_bool' in d:
            v126 = d['as_bool']
            if v126 is not True and v126 is not False:
                raise _Invalid('wrong type', 'bool', v126)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v136 = None
    try:
        v136 = 'input_specs'
        v137 = d['input_specs']
        if type(v137) is not list and type(v137) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v137)
        try:
            for v138 in v137:
                _c_InputSpec(v138, h)
        except _Invalid as exc:
            exc.segments.append(('index', v137, v138))
            raise
        v136 = 'output_specs'
        v191 = d['output_specs']
        if type(v191) is not list and type(v191) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v191)
        try:
            for v192 in v191:
                _c_OutputSpec(v192, h)
        except _Invalid as exc:
            exc.segments.append(('index', v191, v192))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T134[v136], _M)
        exc.segments.append(('field', v136))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v136))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K133, 'GraphSignature')


def _c_InputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U139, False)
    try:
        if 'user_input' in d:
            v140 = d['user_input']
            _c_UserInputSpec(v140, h)
        elif 'parameter' in d:
            v140 = d['parameter']
            _c_InputToParameterSpec(v140, h)
        elif 'buffer' in d:
            v140 = d['buffer']
            _c_InputToBufferSpec(v140, h)
        elif 'tensor_constant' in d:
            v140 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v140, h)
        elif 'custom_obj' in d:
            v140 = d['custom_obj']
            _c_InputToCustomObjSpec(v140, h)
        elif 'token' in d:
            v140 = d['token']
            _c_InputTokenSpec(v140, h)
        elif 'constant_input' in d:
            v140 = d['constant_input']
            _c_ConstantInputSpec(v140, h)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v144 = None
    try:
        v144 = 'arg'
        v145 = d['arg']
        _c_Argument(v145, h)
    except KeyError:
        exc = _Invalid('required field missing', _T142[v144], _M)
        exc.segments.append(('field', v144))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v144))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K141, 'UserInputSpec')


def _c_InputToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v149 = None
    try:
        v149 = 'arg'
        v150 = d['arg']
        _c_TensorArgument(v150, h)
        v149 = 'parameter_name'
        v151 = d['parameter_name']
        if type(v151) is not str:
            raise _Invalid('wrong type', 'str', v151)
    except KeyError:
        exc = _Invalid('required field missing', _T147[v149], _M)
        exc.segments.append(('field', v149))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v149))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K146, 'InputToParameterSpec')
    h[7](d)


def _c_InputToBufferSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v155 = None
    try:
        v155 = 'arg'
        v156 = d['arg']
        _c_TensorArgument(v156, h)
        v155 = 'buffer_name'
        v157 = d['buffer_name']
        if type(v157) is not str:
            raise _Invalid('wrong type', 'str', v157)
        v155 = 'persistent'
        v158 = d['persistent']
        if v158 is not True and v158 is not False:
            raise _Invalid('wrong type', 'bool', v158)
    except KeyError:
        exc = _Invalid('required field missing', _T153[v155], _M)
        exc.segments.append(('field', v155))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v155))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K152, 'InputToBufferSpec')
    h[5](d)


def _c_InputToTensorConstantSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v162 = None
    try:
        v162 = 'arg'
        v163 = d['arg']
        _c_TensorArgument(v163, h)
        v162 = 'tensor_constant_name'
        v164 = d['tensor_constant_name']
        if type(v164) is not str:
            raise _Invalid('wrong type', 'str', v164)
    except KeyError:
        exc = _Invalid('required field missing', _T160[v162], _M)
        exc.segments.append(('field', v162))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v162))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K159, 'InputToTensorConstantSpec')
    h[8](d)


def _c_InputToCustomObjSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v168 = None
    try:
        v168 = 'arg'
        v169 = d['arg']
        _c_CustomObjArgument(v169, h)
        v168 = 'custom_obj_name'
        v170 = d['custom_obj_name']
        if type(v170) is not str:
            raise _Invalid('wrong type', 'str', v170)
    except KeyError:
        exc = _Invalid('required field missing', _T166[v168], _M)
        exc.segments.append(('field', v168))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v168))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K165, 'InputToCustomObjSpec')
    h[6](d)


def _c_InputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v174 = None
    try:
        v174 = 'arg'
        v175 = d['arg']
        _c_TokenArgument(v175, h)
    except KeyError:
        exc = _Invalid('required field missing', _T172[v174], _M)
        exc.segments.append(('field', v174))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v174))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K171, 'InputTokenSpec')


def _c_TokenArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v179 = None
    try:
        v179 = 'name'
        v180 = d['name']
        if type(v180) is not str:
            raise _Invalid('wrong type', 'str', v180)
        _name(v180, _N181, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T177[v179], _M)
        exc.segments.append(('field', v179))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v179))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K176, 'TokenArgument')


def _c_ConstantInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantInputSpec', d)
    v185 = None
    try:
        v185 = 'name'
        v186 = d['name']
        if type(v186) is not str:
            raise _Invalid('wrong type', 'str', v186)
        _name(v186, _N187, 'identifier')
        v185 = 'value'
        v188 = d['value']
        _c_ConstantValue(v188, h)
    except KeyError:
        exc = _Invalid('required field missing', _T183[v185], _M)
        exc.segments.append(('field', v185))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v185))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K182, 'ConstantInputSpec')


def _c_ConstantValue(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U189, False)
    try:
        if 'as_none' in d:
            v190 = d['as_none']
            if (type(v190) is not list and type(v190) is not tuple) or v190:
                raise _Invalid('wrong type', 'empty array (tuple[()])', v190)
        elif 'as_int' in d:
            v190 = d['as_int']
            if type(v190) is not int and v190 is not True and v190 is not False:
                raise _Invalid('wrong type', 'int or bool', v190)
            elif type(v190) is int and not -9223372036854775808 <= v190 <= 9223372036854775807:
                raise _Invalid('integer outside int64', 'int64', v190)
        elif 'as_float' in d:
            v190 = d['as_float']
            if type(v190) is not float and type(v190) is not int:
                raise _Invalid('wrong type', 'float', v190)
        elif 'as_string' in d:
            v190 = d['as_string']
            if type(v190) is not str:
                raise _Invalid('wrong type', 'str', v190)
        elif 'as_bool' in d:
            v190 = d['as_bool']
            if v190 is not True and v190 is not False:
                raise _Invalid('wrong type', 'bool', v190)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U193, False)
    try:
        if 'user_output' in d:
            v194 = d['user_output']
            _c_UserOutputSpec(v194, h)
        elif 'loss_output' in d:
            v194 = d['loss_output']
            _c_LossOutputSpec(v194, h)
        elif 'buffer_mutation' in d:
            v194 = d['buffer_mutation']
            _c_BufferMutationSpec(v194, h)
        elif 'gradient_to_parameter' in d:
            v194 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v194, h)
        elif 'gradient_to_user_input' in d:
            v194 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v194, h)
        elif 'user_input_mutation' in d:
            v194 = d['user_input_mutation']
            _c_UserInputMutationSpec(v194, h)
        elif 'token' in d:
            v194 = d['token']
            _c_OutputTokenSpec(v194, h)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v198 = None
    try:
        v198 = 'arg'
        v199 = d['arg']
        _c_Argument(v199, h)
    except KeyError:
        exc = _Invalid('required field missing', _T196[v198], _M)
        exc.segments.append(('field', v198))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v198))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K195, 'UserOutputSpec')


def _c_LossOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v203 = None
    try:
        v203 = 'arg'
        v204 = d['arg']
        _c_TensorArgument(v204, h)
    except KeyError:
        exc = _Invalid('required field missing', _T201[v203], _M)
        exc.segments.append(('field', v203))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v203))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K200, 'LossOutputSpec')


def _c_BufferMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v208 = None
    try:
        v208 = 'arg'
        v209 = d['arg']
        _c_TensorArgument(v209, h)
        v208 = 'buffer_name'
        v210 = d['buffer_name']
        if type(v210) is not str:
            raise _Invalid('wrong type', 'str', v210)
    except KeyError:
        exc = _Invalid('required field missing', _T206[v208], _M)
        exc.segments.append(('field', v208))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v208))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K205, 'BufferMutationSpec')
    h[1](d)


def _c_GradientToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v214 = None
    try:
        v214 = 'arg'
        v215 = d['arg']
        _c_TensorArgument(v215, h)
        v214 = 'parameter_name'
        v216 = d['parameter_name']
        if type(v216) is not str:
            raise _Invalid('wrong type', 'str', v216)
    except KeyError:
        exc = _Invalid('required field missing', _T212[v214], _M)
        exc.segments.append(('field', v214))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v214))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K211, 'GradientToParameterSpec')
    h[3](d)


def _c_GradientToUserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v220 = None
    try:
        v220 = 'arg'
        v221 = d['arg']
        _c_TensorArgument(v221, h)
        v220 = 'user_input_name'
        v222 = d['user_input_name']
        if type(v222) is not str:
            raise _Invalid('wrong type', 'str', v222)
        _name(v222, _N223, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T218[v220], _M)
        exc.segments.append(('field', v220))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v220))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K217, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v227 = None
    try:
        v227 = 'arg'
        v228 = d['arg']
        _c_TensorArgument(v228, h)
        v227 = 'user_input_name'
        v229 = d['user_input_name']
        if type(v229) is not str:
            raise _Invalid('wrong type', 'str', v229)
        _name(v229, _N230, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T225[v227], _M)
        exc.segments.append(('field', v227))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v227))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K224, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v234 = None
    try:
        v234 = 'arg'
        v235 = d['arg']
        _c_TokenArgument(v235, h)
    except KeyError:
        exc = _Invalid('required field missing', _T232[v234], _M)
        exc.segments.append(('field', v234))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v234))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K231, 'OutputTokenSpec')


def _c_ModuleCallEntry(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v240 = 0
    v241 = None
    try:
        v241 = 'fqn'
        v242 = d['fqn']
        v240 += 1
        if type(v242) is not str:
            raise _Invalid('wrong type', 'str', v242)
        v241 = 'signature'
        v243 = d.get('signature', _M)
        if v243 is not _M:
            v240 += 1
            if v243 is not None:
                _c_ModuleCallSignature(v243, h)
    except KeyError:
        exc = _Invalid('required field missing', _T239[v241], _M)
        exc.segments.append(('field', v241))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v241))
        raise
    if v240 != len(d):
        _fail_unknown_key(d, _K238, 'ModuleCallEntry')
    h[9](d)


def _c_ModuleCallSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v247 = None
    try:
        v247 = 'inputs'
        v248 = d['inputs']
        if type(v248) is not list and type(v248) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v248)
        try:
            for v249 in v248:
                _c_Argument(v249, h)
        except _Invalid as exc:
            exc.segments.append(('index', v248, v249))
            raise
        v247 = 'outputs'
        v250 = d['outputs']
        if type(v250) is not list and type(v250) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v250)
        try:
            for v251 in v250:
                _c_Argument(v251, h)
        except _Invalid as exc:
            exc.segments.append(('index', v250, v251))
            raise
        v247 = 'in_spec'
        v252 = d['in_spec']
        if type(v252) is not str:
            raise _Invalid('wrong type', 'str', v252)
        v247 = 'out_spec'
        v253 = d['out_spec']
        if type(v253) is not str:
            raise _Invalid('wrong type', 'str', v253)
    except KeyError:
        exc = _Invalid('required field missing', _T245[v247], _M)
        exc.segments.append(('field', v247))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v247))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K244, 'ModuleCallSignature')
    h[10](d)


def _c_RangeConstraint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v264 = None
    try:
        v264 = 'min_val'
        v265 = d['min_val']
        if type(v265) is not int and not (type(v265) is float and v265 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v265)
        elif type(v265) is int and not -9223372036854775808 <= v265 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v265)
        v264 = 'max_val'
        v266 = d['max_val']
        if type(v266) is not int and not (type(v266) is float and v266 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v266)
        elif type(v266) is int and not -9223372036854775808 <= v266 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v266)
    except KeyError:
        exc = _Invalid('required field missing', _T262[v264], _M)
        exc.segments.append(('field', v264))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v264))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K261, 'RangeConstraint')


def _c_SchemaVersion(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v271 = None
    try:
        v271 = 'major'
        v272 = d['major']
        if type(v272) is not int or not -9223372036854775808 <= v272 <= 9223372036854775807:
            raise _int_error(v272)
        v271 = 'minor'
        v273 = d['minor']
        if type(v273) is not int or not -9223372036854775808 <= v273 <= 9223372036854775807:
            raise _int_error(v273)
    except KeyError:
        exc = _Invalid('required field missing', _T269[v271], _M)
        exc.segments.append(('field', v271))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v271))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K268, 'SchemaVersion')


CHECKER = _c_ExportedProgram
