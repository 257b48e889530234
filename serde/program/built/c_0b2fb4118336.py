"""The checker of schema 2.0 from ExportedProgram, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('dialect', 'graph_module', 'opset_version', 'range_constraints', 'schema_version', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'schema_version': 'int', 'dialect': 'str'}
_K6 = frozenset(('graph', 'module_call_graph', 'signature', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'module_call_graph': 'list[ModuleCallEntry]'}
_K11 = frozenset(('inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorMeta]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool'}
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
_K58 = frozenset(('name', ))
_T59 = {'name': 'str'}
_N63 = checker(StringKind.IDENTIFIER)
_K68 = frozenset(('inputs', 'metadata', 'outputs', 'target', ))
_T69 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]'}
_K75 = frozenset(('arg', 'name', ))
_T76 = {'name': 'str', 'arg': 'Argument'}
_N80 = checker(StringKind.ARGUMENT_NAME)
_N87 = checker(StringKind.IDENTIFIER)
_N91 = checker(StringKind.IDENTIFIER)
_K92 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T93 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'int', 'layout': 'Layout'}
_E97 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, ))
_U100 = frozenset(('as_expr', 'as_int', ))
_K102 = frozenset(('expr_str', 'hint', ))
_T103 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U108 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E116 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N120 = checker(StringKind.IDENTIFIER)
_N124 = checker(StringKind.IDENTIFIER)
_U125 = frozenset(('as_bool', 'as_expr', ))
_K129 = frozenset(('input_specs', 'output_specs', ))
_T130 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U135 = frozenset(('buffer', 'parameter', 'tensor_constant', 'user_input', ))
_K137 = frozenset(('arg', ))
_T138 = {'arg': 'Argument'}
_K142 = frozenset(('arg', 'parameter_name', ))
_T143 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K148 = frozenset(('arg', 'buffer_name', ))
_T149 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K154 = frozenset(('arg', 'tensor_constant_name', ))
_T155 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_U162 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'user_output', ))
_K164 = frozenset(('arg', ))
_T165 = {'arg': 'Argument'}
_K169 = frozenset(('arg', ))
_T170 = {'arg': 'TensorArgument'}
_K174 = frozenset(('arg', 'buffer_name', ))
_T175 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K180 = frozenset(('arg', 'parameter_name', ))
_T181 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K186 = frozenset(('arg', 'user_input_name', ))
_T187 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N192 = checker(StringKind.IDENTIFIER)
_K195 = frozenset(('fqn', 'signature', ))
_T196 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K201 = frozenset(('in_spec', 'inputs', 'out_spec', 'outputs', ))
_T202 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str'}
_N214 = checker(StringKind.IDENTIFIER)
_K218 = frozenset(('max_val', 'min_val', ))
_T219 = {'min_val': 'int', 'max_val': 'int'}
_N226 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        _c_GraphModule(v5)
        v4 = 'opset_version'
        v211 = d['opset_version']
        if type(v211) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v211)
        try:
            for v212, v213 in v211.items():
                if type(v212) is not str:
                    raise _Invalid('wrong type', 'str', v212)
                _name(v212, _N214, 'identifier')
                if type(v213) is not int or not -9223372036854775808 <= v213 <= 9223372036854775807:
                    raise _int_error(v213)
        except _Invalid as exc:
            exc.segments.append(('key', v212))
            raise
        v4 = 'range_constraints'
        v215 = d['range_constraints']
        if type(v215) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v215)
        try:
            for v216, v217 in v215.items():
                if type(v216) is not str:
                    raise _Invalid('wrong type', 'str', v216)
                _c_RangeConstraint(v217)
        except _Invalid as exc:
            exc.segments.append(('key', v216))
            raise
        v4 = 'schema_version'
        v224 = d['schema_version']
        if type(v224) is not int or not -9223372036854775808 <= v224 <= 9223372036854775807:
            raise _int_error(v224)
        v4 = 'dialect'
        v225 = d['dialect']
        if type(v225) is not str:
            raise _Invalid('wrong type', 'str', v225)
        _name(v225, _N226, 'identifier')
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
        v128 = d['signature']
        _c_GraphSignature(v128)
        v9 = 'module_call_graph'
        v193 = d['module_call_graph']
        if type(v193) is not list and type(v193) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v193)
        try:
            for v194 in v193:
                _c_ModuleCallEntry(v194)
        except _Invalid as exc:
            exc.segments.append(('index', v193, v194))
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
        v64 = d['outputs']
        v13 += 1
        if type(v64) is not list and type(v64) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v64)
        try:
            for v65 in v64:
                _c_Argument(v65)
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
                _c_Node(v67)
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
                _c_TensorMeta(v90)
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
                _c_SymInt(v119)
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
                _c_SymBool(v123)
        except _Invalid as exc:
            exc.segments.append(('key', v122))
            raise
        v14 = 'is_single_tensor_return'
        v127 = d.get('is_single_tensor_return', _M)
        if v127 is not _M:
            v13 += 1
            if v127 is not True and v127 is not False:
                raise _Invalid('wrong type', 'bool', v127)
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
        v61 = 'name'
        v62 = d['name']
        if type(v62) is not str:
            raise _Invalid('wrong type', 'str', v62)
        _name(v62, _N63, 'identifier')
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
                _c_NamedArgument(v74)
        except _Invalid as exc:
            exc.segments.append(('index', v73, v74))
            raise
        v71 = 'outputs'
        v82 = d['outputs']
        if type(v82) is not list and type(v82) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v82)
        try:
            for v83 in v82:
                _c_Argument(v83)
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


def _c_NamedArgument(d):
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
        _c_Argument(v81)
    except KeyError:
        exc = _Invalid('required field missing', _T76[v78], _M)
        exc.segments.append(('field', v78))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v78))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K75, 'NamedArgument')


def _c_TensorMeta(d):
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
                _c_SymInt(v99)
        except _Invalid as exc:
            exc.segments.append(('index', v98, v99))
            raise
        v95 = 'requires_grad'
        v110 = d['requires_grad']
        if v110 is not True and v110 is not False:
            raise _Invalid('wrong type', 'bool', v110)
        v95 = 'device'
        v111 = d['device']
        _c_Device(v111)
        v95 = 'strides'
        v112 = d['strides']
        if type(v112) is not list and type(v112) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v112)
        try:
            for v113 in v112:
                _c_SymInt(v113)
        except _Invalid as exc:
            exc.segments.append(('index', v112, v113))
            raise
        v95 = 'storage_offset'
        v114 = d['storage_offset']
        if type(v114) is not int or not -9223372036854775808 <= v114 <= 9223372036854775807:
            raise _int_error(v114)
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


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 2 or d.keys() != _U100 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymInt', _U100, True)
    try:
        if (v101 := d['as_expr']) is not None:
            _c_SymExpr(v101)
        elif (v101 := d['as_int']) is not None:
            if type(v101) is not int or not -9223372036854775808 <= v101 <= 9223372036854775807:
                raise _int_error(v101)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_SymExpr(d):
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
                _c_SymExprHint(v107)
    except KeyError:
        exc = _Invalid('required field missing', _T103[v105], _M)
        exc.segments.append(('field', v105))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v105))
        raise
    if v104 != len(d):
        _fail_unknown_key(d, _K102, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 3 or d.keys() != _U108 or [*d.values()].count(None) != 2:
        _fail_union_arity(d, 'SymExprHint', _U108, True)
    try:
        if (v109 := d['as_int']) is not None:
            if type(v109) is not int or not -9223372036854775808 <= v109 <= 9223372036854775807:
                raise _int_error(v109)
        elif (v109 := d['as_float']) is not None:
            if type(v109) is not float and type(v109) is not int:
                raise _Invalid('wrong type', 'float', v109)
        elif (v109 := d['as_bool']) is not None:
            if v109 is not True and v109 is not False:
                raise _Invalid('wrong type', 'bool', v109)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 2 or d.keys() != _U125 or [*d.values()].count(None) != 1:
        _fail_union_arity(d, 'SymBool', _U125, True)
    try:
        if (v126 := d['as_expr']) is not None:
            _c_SymExpr(v126)
        elif (v126 := d['as_bool']) is not None:
            if v126 is not True and v126 is not False:
                raise _Invalid('wrong type', 'bool', v126)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v132 = None
    try:
        v132 = 'input_specs'
        v133 = d['input_specs']
        if type(v133) is not list and type(v133) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v133)
        try:
            for v134 in v133:
                _c_InputSpec(v134)
        except _Invalid as exc:
            exc.segments.append(('index', v133, v134))
            raise
        v132 = 'output_specs'
        v160 = d['output_specs']
        if type(v160) is not list and type(v160) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v160)
        try:
            for v161 in v160:
                _c_OutputSpec(v161)
        except _Invalid as exc:
            exc.segments.append(('index', v160, v161))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T130[v132], _M)
        exc.segments.append(('field', v132))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v132))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K129, 'GraphSignature')


def _c_InputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 4 or d.keys() != _U135 or [*d.values()].count(None) != 3:
        _fail_union_arity(d, 'InputSpec', _U135, True)
    try:
        if (v136 := d['user_input']) is not None:
            _c_UserInputSpec(v136)
        elif (v136 := d['parameter']) is not None:
            _c_InputToParameterSpec(v136)
        elif (v136 := d['buffer']) is not None:
            _c_InputToBufferSpec(v136)
        elif (v136 := d['tensor_constant']) is not None:
            _c_InputToTensorConstantSpec(v136)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_UserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v140 = None
    try:
        v140 = 'arg'
        v141 = d['arg']
        _c_Argument(v141)
    except KeyError:
        exc = _Invalid('required field missing', _T138[v140], _M)
        exc.segments.append(('field', v140))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v140))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K137, 'UserInputSpec')


def _c_InputToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v145 = None
    try:
        v145 = 'arg'
        v146 = d['arg']
        _c_TensorArgument(v146)
        v145 = 'parameter_name'
        v147 = d['parameter_name']
        if type(v147) is not str:
            raise _Invalid('wrong type', 'str', v147)
    except KeyError:
        exc = _Invalid('required field missing', _T143[v145], _M)
        exc.segments.append(('field', v145))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v145))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K142, 'InputToParameterSpec')


def _c_InputToBufferSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v151 = None
    try:
        v151 = 'arg'
        v152 = d['arg']
        _c_TensorArgument(v152)
        v151 = 'buffer_name'
        v153 = d['buffer_name']
        if type(v153) is not str:
            raise _Invalid('wrong type', 'str', v153)
    except KeyError:
        exc = _Invalid('required field missing', _T149[v151], _M)
        exc.segments.append(('field', v151))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v151))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K148, 'InputToBufferSpec')


def _c_InputToTensorConstantSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v157 = None
    try:
        v157 = 'arg'
        v158 = d['arg']
        _c_TensorArgument(v158)
        v157 = 'tensor_constant_name'
        v159 = d['tensor_constant_name']
        if type(v159) is not str:
            raise _Invalid('wrong type', 'str', v159)
    except KeyError:
        exc = _Invalid('required field missing', _T155[v157], _M)
        exc.segments.append(('field', v157))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v157))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K154, 'InputToTensorConstantSpec')


def _c_OutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 5 or d.keys() != _U162 or [*d.values()].count(None) != 4:
        _fail_union_arity(d, 'OutputSpec', _U162, True)
    try:
        if (v163 := d['user_output']) is not None:
            _c_UserOutputSpec(v163)
        elif (v163 := d['loss_output']) is not None:
            _c_LossOutputSpec(v163)
        elif (v163 := d['buffer_mutation']) is not None:
            _c_BufferMutationSpec(v163)
        elif (v163 := d['gradient_to_parameter']) is not None:
            _c_GradientToParameterSpec(v163)
        elif (v163 := d['gradient_to_user_input']) is not None:
            _c_GradientToUserInputSpec(v163)
    except _Invalid as exc:
        exc.segments.append(('field', next(k for k, v in d.items() if v is not None)))
        raise


def _c_UserOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v167 = None
    try:
        v167 = 'arg'
        v168 = d['arg']
        _c_Argument(v168)
    except KeyError:
        exc = _Invalid('required field missing', _T165[v167], _M)
        exc.segments.append(('field', v167))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v167))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K164, 'UserOutputSpec')


def _c_LossOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v172 = None
    try:
        v172 = 'arg'
        v173 = d['arg']
        _c_TensorArgument(v173)
    except KeyError:
        exc = _Invalid('required field missing', _T170[v172], _M)
        exc.segments.append(('field', v172))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v172))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K169, 'LossOutputSpec')


def _c_BufferMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v177 = None
    try:
        v177 = 'arg'
        v178 = d['arg']
        _c_TensorArgument(v178)
        v177 = 'buffer_name'
        v179 = d['buffer_name']
        if type(v179) is not str:
            raise _Invalid('wrong type', 'str', v179)
    except KeyError:
        exc = _Invalid('required field missing', _T175[v177], _M)
        exc.segments.append(('field', v177))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v177))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K174, 'BufferMutationSpec')


def _c_GradientToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v183 = None
    try:
        v183 = 'arg'
        v184 = d['arg']
        _c_TensorArgument(v184)
        v183 = 'parameter_name'
        v185 = d['parameter_name']
        if type(v185) is not str:
            raise _Invalid('wrong type', 'str', v185)
    except KeyError:
        exc = _Invalid('required field missing', _T181[v183], _M)
        exc.segments.append(('field', v183))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v183))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K180, 'GradientToParameterSpec')


def _c_GradientToUserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v189 = None
    try:
        v189 = 'arg'
        v190 = d['arg']
        _c_TensorArgument(v190)
        v189 = 'user_input_name'
        v191 = d['user_input_name']
        if type(v191) is not str:
            raise _Invalid('wrong type', 'str', v191)
        _name(v191, _N192, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T187[v189], _M)
        exc.segments.append(('field', v189))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v189))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K186, 'GradientToUserInputSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v197 = 0
    v198 = None
    try:
        v198 = 'fqn'
        v199 = d['fqn']
        v197 += 1
        if type(v199) is not str:
            raise _Invalid('wrong type', 'str', v199)
        v198 = 'signature'
        v200 = d.get('signature', _M)
        if v200 is not _M:
            v197 += 1
            if v200 is not None:
                _c_ModuleCallSignature(v200)
    except KeyError:
        exc = _Invalid('required field missing', _T196[v198], _M)
        exc.segments.append(('field', v198))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v198))
        raise
    if v197 != len(d):
        _fail_unknown_key(d, _K195, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v204 = None
    try:
        v204 = 'inputs'
        v205 = d['inputs']
        if type(v205) is not list and type(v205) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v205)
        try:
            for v206 in v205:
                _c_Argument(v206)
        except _Invalid as exc:
            exc.segments.append(('index', v205, v206))
            raise
        v204 = 'outputs'
        v207 = d['outputs']
        if type(v207) is not list and type(v207) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v207)
        try:
            for v208 in v207:
                _c_Argument(v208)
        except _Invalid as exc:
            exc.segments.append(('index', v207, v208))
            raise
        v204 = 'in_spec'
        v209 = d['in_spec']
        if type(v209) is not str:
            raise _Invalid('wrong type', 'str', v209)
        v204 = 'out_spec'
        v210 = d['out_spec']
        if type(v210) is not str:
            raise _Invalid('wrong type', 'str', v210)
    except KeyError:
        exc = _Invalid('required field missing', _T202[v204], _M)
        exc.segments.append(('field', v204))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v204))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K201, 'ModuleCallSignature')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v221 = None
    try:
        v221 = 'min_val'
        v222 = d['min_val']
        if type(v222) is not int and not (type(v222) is float and v222 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v222)
        elif type(v222) is int and not -9223372036854775808 <= v222 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v222)
        v221 = 'max_val'
        v223 = d['max_val']
        if type(v223) is not int and not (type(v223) is float and v223 in _INF):
            raise _Invalid('wrong type', 'int or ±Infinity', v223)
        elif type(v223) is int and not -9223372036854775808 <= v223 <= 9223372036854775807:
            raise _Invalid('integer outside int64', 'int64', v223)
    except KeyError:
        exc = _Invalid('required field missing', _T219[v221], _M)
        exc.segments.append(('field', v221))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v221))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K218, 'RangeConstraint')


CHECKER = _c_ExportedProgram
