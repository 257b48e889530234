"""The checker of schema 8.20 from ExportedProgram, hooked on 19 classes, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('graph_module', 'guards_code', 'opset_version', 'range_constraints', 'schema_version', 'torch_version', 'verifiers', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'schema_version': 'SchemaVersion', 'verifiers': 'list[str]', 'torch_version': 'str', 'guards_code': 'list[str]'}
_K6 = frozenset(('graph', 'metadata', 'module_call_graph', 'signature', 'treespec_namedtuple_fields', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'module_call_graph': 'list[ModuleCallEntry]', 'metadata': 'dict[str, str]', 'treespec_namedtuple_fields': 'dict[str, NamedTupleDef]'}
_K11 = frozenset(('custom_obj_values', 'inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_float_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorMeta]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool', 'custom_obj_values': 'dict[str, CustomObjArgument]', 'sym_float_values': 'dict[str, SymFloat]'}
_U17 = frozenset(('as_bool', 'as_bools', 'as_complex', 'as_custom_obj', 'as_device', 'as_float', 'as_float_lists', 'as_floats', 'as_graph', 'as_int', 'as_int_lists', 'as_ints', 'as_layout', 'as_memory_format', 'as_nested_tensors', 'as_none', 'as_operator', 'as_optional_tensor', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_string_to_argument', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
_K19 = frozenset(('name', ))
_T20 = {'name': 'str'}
_N24 = checker(StringKind.IDENTIFIER)
_U29 = frozenset(('as_int', 'as_name', ))
_N31 = checker(StringKind.IDENTIFIER)
_E33 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 33, 34, 35, ))
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
_U64 = frozenset(('as_float', 'as_name', ))
_N66 = checker(StringKind.IDENTIFIER)
_K68 = frozenset(('imag', 'real', ))
_T69 = {'real': 'float', 'imag': 'float'}
_K86 = frozenset(('inputs', 'is_hop_single_tensor_return', 'metadata', 'name', 'outputs', 'target', ))
_T87 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]', 'is_hop_single_tensor_return': 'bool | None', 'name': 'str | None'}
_K93 = frozenset(('arg', 'kind', 'name', ))
_T94 = {'name': 'str', 'arg': 'Argument', 'kind': 'ArgumentKind | None'}
_N98 = checker(StringKind.ARGUMENT_NAME)
_E101 = frozenset((0, 1, 2, ))
_N107 = checker(StringKind.IDENTIFIER)
_N110 = checker(StringKind.IDENTIFIER)
_N114 = checker(StringKind.IDENTIFIER)
_K115 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T116 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E120 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 33, 34, 35, ))
_U123 = frozenset(('as_expr', 'as_int', ))
_K125 = frozenset(('expr_str', 'hint', ))
_T126 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U131 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E139 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N143 = checker(StringKind.IDENTIFIER)
_N147 = checker(StringKind.IDENTIFIER)
_U148 = frozenset(('as_bool', 'as_expr', ))
_N154 = checker(StringKind.IDENTIFIER)
_N158 = checker(StringKind.IDENTIFIER)
_U159 = frozenset(('as_expr', 'as_float', ))
_K162 = frozenset(('input_specs', 'output_specs', ))
_T163 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U168 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K170 = frozenset(('arg', ))
_T171 = {'arg': 'Argument'}
_K175 = frozenset(('arg', 'parameter_name', ))
_T176 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K181 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T182 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K188 = frozenset(('arg', 'tensor_constant_name', ))
_T189 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K194 = frozenset(('arg', 'custom_obj_name', ))
_T195 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K200 = frozenset(('arg', ))
_T201 = {'arg': 'TokenArgument'}
_K205 = frozenset(('name', ))
_T206 = {'name': 'str'}
_N210 = checker(StringKind.IDENTIFIER)
_K211 = frozenset(('name', 'value', ))
_T212 = {'name': 'str', 'value': 'ConstantValue'}
_N216 = checker(StringKind.IDENTIFIER)
_U218 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U222 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'parameter_mutation', 'token', 'user_input_mutation', 'user_output', ))
_K224 = frozenset(('arg', ))
_T225 = {'arg': 'Argument'}
_K229 = frozenset(('arg', ))
_T230 = {'arg': 'TensorArgument'}
_K234 = frozenset(('arg', 'buffer_name', ))
_T235 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K240 = frozenset(('arg', 'parameter_name', ))
_T241 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K246 = frozenset(('arg', 'user_input_name', ))
_T247 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N252 = checker(StringKind.IDENTIFIER)
_K253 = frozenset(('arg', 'user_input_name', ))
_T254 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N259 = checker(StringKind.IDENTIFIER)
_K260 = frozenset(('arg', ))
_T261 = {'arg': 'TokenArgument'}
_K265 = frozenset(('arg', 'parameter_name', ))
_T266 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K273 = frozenset(('fqn', 'signature', ))
_T274 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K279 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T280 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N291 = checker(StringKind.IDENTIFIER)
_N295 = checker(StringKind.IDENTIFIER)
_K299 = frozenset(('field_names', ))
_T300 = {'field_names': 'list[str]'}
_N305 = checker(StringKind.IDENTIFIER)
_N309 = checker(StringKind.IDENTIFIER)
_K313 = frozenset(('max_val', 'min_val', ))
_T314 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K320 = frozenset(('major', 'minor', ))
_T321 = {'major': 'int', 'minor': 'int'}
_N328 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v3 = 0
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        v3 += 1
        _c_GraphModule(v5, h)
        v4 = 'opset_version'
        v306 = d['opset_version']
        v3 += 1
        if type(v306) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v306)
        try:
            for v307, v308 in v306.items():
                if type(v307) is not str:
                    raise _Invalid('wrong type', 'str', v307)
                _name(v307, _N309, 'identifier')
                if type(v308) is not int or not -9223372036854775808 <= v308 <= 9223372036854775807:
                    raise _int_error(v308)
        except _Invalid as exc:
            exc.segments.append(('key', v307))
            raise
        v4 = 'range_constraints'
        v310 = d['range_constraints']
        v3 += 1
        if type(v310) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v310)
        try:
            for v311, v312 in v310.items():
                if type(v311) is not str:
                    raise _Invalid('wrong type', 'str', v311)
                _c_RangeConstraint(v312, h)
        except _Invalid as exc:
            exc.segments.append(('key', v311))
            raise
        v4 = 'schema_version'
        v319 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v319, h)
        v4 = 'verifiers'
        v326 = d.get('verifiers', _M)
        if v326 is not _M:
            v3 += 1
            if type(v326) is not list and type(v326) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v326)
            try:
                for v327 in v326:
                    if type(v327) is not str:
                        raise _Invalid('wrong type', 'str', v327)
                    _name(v327, _N328, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v326, v327))
                raise
        v4 = 'torch_version'
        v329 = d.get('torch_version', _M)
        if v329 is not _M:
            v3 += 1
            if type(v329) is not str:
                raise _Invalid('wrong type', 'str', v329)
        v4 = 'guards_code'
        v330 = d.get('guards_code', _M)
        if v330 is not _M:
            v3 += 1
            if type(v330) is not list and type(v330) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v330)
            try:
                for v331 in v330:
                    if type(v331) is not str:
                        raise _Invalid('wrong type', 'str', v331)
            except _Invalid as exc:
                exc.segments.append(('index', v330, v331))
                raise
    except KeyError:
        exc = _Invalid('required field missing', _T2[v4], _M)
        exc.segments.append(('field', v4))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v4))
        raise
    if v3 != len(d):
        _fail_unknown_key(d, _K1, 'ExportedProgram')
    h[4](d)


def _c_GraphModule(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphModule', d)
    v8 = 0
    v9 = None
    try:
        v9 = 'graph'
        v10 = d['graph']
        v8 += 1
        _c_Graph(v10, h)
        v9 = 'signature'
        v161 = d['signature']
        v8 += 1
        _c_GraphSignature(v161, h)
        v9 = 'module_call_graph'
        v271 = d['module_call_graph']
        v8 += 1
        if type(v271) is not list and type(v271) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v271)
        try:
            for v272 in v271:
                _c_ModuleCallEntry(v272, h)
        except _Invalid as exc:
            exc.segments.append(('index', v271, v272))
            raise
        v9 = 'metadata'
        v292 = d.get('metadata', _M)
        if v292 is not _M:
            v8 += 1
            if type(v292) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v292)
            try:
                for v293, v294 in v292.items():
                    if type(v293) is not str:
                        raise _Invalid('wrong type', 'str', v293)
                    _name(v293, _N295, 'identifier')
                    if type(v294) is not str:
                        raise _Invalid('wrong type', 'str', v294)
            except _Invalid as exc:
                exc.segments.append(('key', v293))
                raise
        v9 = 'treespec_namedtuple_fields'
        v296 = d.get('treespec_namedtuple_fields', _M)
        if v296 is not _M:
            v8 += 1
            if type(v296) is not dict:
                raise _Invalid('wrong type', 'dict[str, NamedTupleDef]', v296)
            try:
                for v297, v298 in v296.items():
                    if type(v297) is not str:
                        raise _Invalid('wrong type', 'str', v297)
                    _c_NamedTupleDef(v298, h)
            except _Invalid as exc:
                exc.segments.append(('key', v297))
                raise
    except KeyError:
        exc = _Invalid('required field missing', _T7[v9], _M)
        exc.segments.append(('field', v9))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v9))
        raise
    if v8 != len(d):
        _fail_unknown_key(d, _K6, 'GraphModule')
    h[7](d)


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
        v82 = d['outputs']
        v13 += 1
        if type(v82) is not list and type(v82) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v82)
        try:
            for v83 in v82:
                _c_Argument(v83, h)
        except _Invalid as exc:
            exc.segments.append(('index', v82, v83))
            raise
        v14 = 'nodes'
        v84 = d['nodes']
        v13 += 1
        if type(v84) is not list and type(v84) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v84)
        try:
            for v85 in v84:
                _c_Node(v85, h)
        except _Invalid as exc:
            exc.segments.append(('index', v84, v85))
            raise
        v14 = 'tensor_values'
        v111 = d['tensor_values']
        v13 += 1
        if type(v111) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v111)
        try:
            for v112, v113 in v111.items():
                if type(v112) is not str:
                    raise _Invalid('wrong type', 'str', v112)
                _name(v112, _N114, 'identifier')
                _c_TensorMeta(v113, h)
        except _Invalid as exc:
            exc.segments.append(('key', v112))
            raise
        v14 = 'sym_int_values'
        v140 = d['sym_int_values']
        v13 += 1
        if type(v140) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v140)
        try:
            for v141, v142 in v140.items():
                if type(v141) is not str:
                    raise _Invalid('wrong type', 'str', v141)
                _name(v141, _N143, 'identifier')
                _c_SymInt(v142, h)
        except _Invalid as exc:
            exc.segments.append(('key', v141))
            raise
        v14 = 'sym_bool_values'
        v144 = d['sym_bool_values']
        v13 += 1
        if type(v144) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v144)
        try:
            for v145, v146 in v144.items():
                if type(v145) is not str:
                    raise _Invalid('wrong type', 'str', v145)
                _name(v145, _N147, 'identifier')
                _c_SymBool(v146, h)
        except _Invalid as exc:
            exc.segments.append(('key', v145))
            raise
        v14 = 'is_single_tensor_return'
        v150 = d.get('is_single_tensor_return', _M)
        if v150 is not _M:
            v13 += 1
            if v150 is not True and v150 is not False:
                raise _Invalid('wrong type', 'bool', v150)
        v14 = 'custom_obj_values'
        v151 = d.get('custom_obj_values', _M)
        if v151 is not _M:
            v13 += 1
            if type(v151) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v151)
            try:
                for v152, v153 in v151.items():
                    if type(v152) is not str:
                        raise _Invalid('wrong type', 'str', v152)
                    _name(v152, _N154, 'identifier')
                    _c_CustomObjArgument(v153, h)
            except _Invalid as exc:
                exc.segments.append(('key', v152))
                raise
        v14 = 'sym_float_values'
        v155 = d.get('sym_float_values', _M)
        if v155 is not _M:
            v13 += 1
            if type(v155) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v155)
            try:
                for v156, v157 in v155.items():
                    if type(v156) is not str:
                        raise _Invalid('wrong type', 'str', v156)
                    _name(v156, _N158, 'identifier')
                    _c_SymFloat(v157, h)
            except _Invalid as exc:
                exc.segments.append(('key', v156))
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
            if v18 is not True and v18 is not False:
                raise _Invalid('wrong type', 'bool', v18)
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
            if type(v18) is not float and type(v18) is not int and not (type(v18) is str and v18 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v18)
        elif 'as_floats' in d:
            v18 = d['as_floats']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[float]', v18)
            try:
                for v27 in v18:
                    if type(v27) is not float and type(v27) is not int and not (type(v27) is str and v27 in _NONFINITE):
                        raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v27)
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
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 33, 34, 35])', v18)
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
        elif 'as_sym_float' in d:
            v18 = d['as_sym_float']
            _c_SymFloatArgument(v18, h)
        elif 'as_sym_floats' in d:
            v18 = d['as_sym_floats']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymFloatArgument]', v18)
            try:
                for v67 in v18:
                    _c_SymFloatArgument(v67, h)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v67))
                raise
        elif 'as_optional_tensor' in d:
            v18 = d['as_optional_tensor']
            _c_OptionalTensorArgument(v18, h)
        elif 'as_complex' in d:
            v18 = d['as_complex']
            _c_ComplexValue(v18, h)
        elif 'as_nested_tensors' in d:
            v18 = d['as_nested_tensors']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[list[TensorArgument]]', v18)
            try:
                for v74 in v18:
                    if type(v74) is not list and type(v74) is not tuple:
                        raise _Invalid('wrong type', 'list[TensorArgument]', v74)
                    try:
                        for v75 in v74:
                            _c_TensorArgument(v75, h)
                    except _Invalid as exc:
                        exc.segments.append(('index', v74, v75))
                        raise
            except _Invalid as exc:
                exc.segments.append(('index', v18, v74))
                raise
        elif 'as_int_lists' in d:
            v18 = d['as_int_lists']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[list[int]]', v18)
            try:
                for v76 in v18:
                    if type(v76) is not list and type(v76) is not tuple:
                        raise _Invalid('wrong type', 'list[int]', v76)
                    try:
                        for v77 in v76:
                            if type(v77) is not int or not -9223372036854775808 <= v77 <= 9223372036854775807:
                                raise _int_error(v77)
                    except _Invalid as exc:
                        exc.segments.append(('index', v76, v77))
                        raise
            except _Invalid as exc:
                exc.segments.append(('index', v18, v76))
                raise
        elif 'as_string_to_argument' in d:
            v18 = d['as_string_to_argument']
            if type(v18) is not dict:
                raise _Invalid('wrong type', 'dict[str, Argument]', v18)
            try:
                for v78, v79 in v18.items():
                    if type(v78) is not str:
                        raise _Invalid('wrong type', 'str', v78)
                    _c_Argument(v79, h)
            except _Invalid as exc:
                exc.segments.append(('key', v78))
                raise
        elif 'as_float_lists' in d:
            v18 = d['as_float_lists']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[list[float]]', v18)
            try:
                for v80 in v18:
                    if type(v80) is not list and type(v80) is not tuple:
                        raise _Invalid('wrong type', 'list[float]', v80)
                    try:
                        for v81 in v80:
                            if type(v81) is not float and type(v81) is not int and not (type(v81) is str and v81 in _NONFINITE):
                                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v81)
                    except _Invalid as exc:
                        exc.segments.append(('index', v80, v81))
                        raise
            except _Invalid as exc:
                exc.segments.append(('index', v18, v80))
                raise
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_complex, as_custom_obj, as_device, as_float, as_float_lists, as_floats, as_graph, as_int, as_int_lists, as_ints, as_layout, as_memory_format, as_nested_tensors, as_none, as_operator, as_optional_tensor, as_optional_tensors, as_scalar_type, as_string, as_string_to_argument, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise
    h[1](d)


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
    h[6](d)


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
            if v56 is not True and v56 is not False:
                raise _Invalid('wrong type', 'bool', v56)
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
    h[3](d)


def _c_SymFloatArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloatArgument (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloatArgument', _U64, False)
    try:
        if 'as_name' in d:
            v65 = d['as_name']
            if type(v65) is not str:
                raise _Invalid('wrong type', 'str', v65)
            _name(v65, _N66, 'identifier')
        elif 'as_float' in d:
            v65 = d['as_float']
            if type(v65) is not float and type(v65) is not int and not (type(v65) is str and v65 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v65)
        else:
            raise _Invalid('unknown member of union SymFloatArgument', 'as_float, as_name', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_ComplexValue(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ComplexValue', d)
    v71 = None
    try:
        v71 = 'real'
        v72 = d['real']
        if type(v72) is not float and type(v72) is not int and not (type(v72) is str and v72 in _NONFINITE):
            raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v72)
        v71 = 'imag'
        v73 = d['imag']
        if type(v73) is not float and type(v73) is not int and not (type(v73) is str and v73 in _NONFINITE):
            raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v73)
    except KeyError:
        exc = _Invalid('required field missing', _T69[v71], _M)
        exc.segments.append(('field', v71))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v71))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K68, 'ComplexValue')


def _c_Node(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v88 = 0
    v89 = None
    try:
        v89 = 'target'
        v90 = d['target']
        v88 += 1
        if type(v90) is not str:
            raise _Invalid('wrong type', 'str', v90)
        v89 = 'inputs'
        v91 = d['inputs']
        v88 += 1
        if type(v91) is not list and type(v91) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v91)
        try:
            for v92 in v91:
                _c_NamedArgument(v92, h)
        except _Invalid as exc:
            exc.segments.append(('index', v91, v92))
            raise
        v89 = 'outputs'
        v102 = d['outputs']
        v88 += 1
        if type(v102) is not list and type(v102) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v102)
        try:
            for v103 in v102:
                _c_Argument(v103, h)
        except _Invalid as exc:
            exc.segments.append(('index', v102, v103))
            raise
        v89 = 'metadata'
        v104 = d['metadata']
        v88 += 1
        if type(v104) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v104)
        try:
            for v105, v106 in v104.items():
                if type(v105) is not str:
                    raise _Invalid('wrong type', 'str', v105)
                _name(v105, _N107, 'identifier')
                if type(v106) is not str:
                    raise _Invalid('wrong type', 'str', v106)
        except _Invalid as exc:
            exc.segments.append(('key', v105))
            raise
        v89 = 'is_hop_single_tensor_return'
        v108 = d.get('is_hop_single_tensor_return', _M)
        if v108 is not _M:
            v88 += 1
            if v108 is not None:
                if v108 is not True and v108 is not False:
                    raise _Invalid('wrong type', 'bool', v108)
        v89 = 'name'
        v109 = d.get('name', _M)
        if v109 is not _M:
            v88 += 1
            if v109 is not None:
                if type(v109) is not str:
                    raise _Invalid('wrong type', 'str', v109)
                _name(v109, _N110, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T87[v89], _M)
        exc.segments.append(('field', v89))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v89))
        raise
    if v88 != len(d):
        _fail_unknown_key(d, _K86, 'Node')
    h[14](d)


def _c_NamedArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v95 = 0
    v96 = None
    try:
        v96 = 'name'
        v97 = d['name']
        v95 += 1
        if type(v97) is not str:
            raise _Invalid('wrong type', 'str', v97)
        _name(v97, _N98, 'argument name')
        v96 = 'arg'
        v99 = d['arg']
        v95 += 1
        _c_Argument(v99, h)
        v96 = 'kind'
        v100 = d.get('kind', _M)
        if v100 is not _M:
            v95 += 1
            if v100 is not None:
                if type(v100) is not int or v100 not in _E101:
                    raise _Invalid('not a value of enum ArgumentKind', 'ArgumentKind (one of [0, 1, 2])', v100)
    except KeyError:
        exc = _Invalid('required field missing', _T94[v96], _M)
        exc.segments.append(('field', v96))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v96))
        raise
    if v95 != len(d):
        _fail_unknown_key(d, _K93, 'NamedArgument')


def _c_TensorMeta(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v118 = None
    try:
        v118 = 'dtype'
        v119 = d['dtype']
        if type(v119) is not int or v119 not in _E120:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, 33, 34, 35])', v119)
        v118 = 'sizes'
        v121 = d['sizes']
        if type(v121) is not list and type(v121) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v121)
        try:
            for v122 in v121:
                _c_SymInt(v122, h)
        except _Invalid as exc:
            exc.segments.append(('index', v121, v122))
            raise
        v118 = 'requires_grad'
        v133 = d['requires_grad']
        if v133 is not True and v133 is not False:
            raise _Invalid('wrong type', 'bool', v133)
        v118 = 'device'
        v134 = d['device']
        _c_Device(v134, h)
        v118 = 'strides'
        v135 = d['strides']
        if type(v135) is not list and type(v135) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v135)
        try:
            for v136 in v135:
                _c_SymInt(v136, h)
        except _Invalid as exc:
            exc.segments.append(('index', v135, v136))
            raise
        v118 = 'storage_offset'
        v137 = d['storage_offset']
        _c_SymInt(v137, h)
        v118 = 'layout'
        v138 = d['layout']
        if type(v138) is not int or v138 not in _E139:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v138)
    except KeyError:
        exc = _Invalid('required field missing', _T116[v118], _M)
        exc.segments.append(('field', v118))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v118))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K115, 'TensorMeta')


def _c_SymInt(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U123, False)
    try:
        if 'as_expr' in d:
            v124 = d['as_expr']
            _c_SymExpr(v124, h)
        elif 'as_int' in d:
            v124 = d['as_int']
            if type(v124) is not int or not -9223372036854775808 <= v124 <= 9223372036854775807:
                raise _int_error(v124)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v127 = 0
    v128 = None
    try:
        v128 = 'expr_str'
        v129 = d['expr_str']
        v127 += 1
        if type(v129) is not str:
            raise _Invalid('wrong type', 'str', v129)
        v128 = 'hint'
        v130 = d.get('hint', _M)
        if v130 is not _M:
            v127 += 1
            if v130 is not None:
                _c_SymExprHint(v130, h)
    except KeyError:
        exc = _Invalid('required field missing', _T126[v128], _M)
        exc.segments.append(('field', v128))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v128))
        raise
    if v127 != len(d):
        _fail_unknown_key(d, _K125, 'SymExpr')
    h[18](d)


def _c_SymExprHint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U131, False)
    try:
        if 'as_int' in d:
            v132 = d['as_int']
            if type(v132) is not int or not -9223372036854775808 <= v132 <= 9223372036854775807:
                raise _int_error(v132)
        elif 'as_bool' in d:
            v132 = d['as_bool']
            if v132 is not True and v132 is not False:
                raise _Invalid('wrong type', 'bool', v132)
        elif 'as_float' in d:
            v132 = d['as_float']
            if type(v132) is not float and type(v132) is not int and not (type(v132) is str and v132 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v132)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U148, False)
    try:
        if 'as_expr' in d:
            v149 = d['as_expr']
            _c_SymExpr(v149, h)
        elif 'as_bool' in d:
            v149 = d['as_bool']
            if v149 is not True and v149 is not False:
                raise _Invalid('wrong type', 'bool', v149)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U159, False)
    try:
        if 'as_expr' in d:
            v160 = d['as_expr']
            _c_SymExpr(v160, h)
        elif 'as_float' in d:
            v160 = d['as_float']
            if type(v160) is not float and type(v160) is not int and not (type(v160) is str and v160 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v160)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v165 = None
    try:
        v165 = 'input_specs'
        v166 = d['input_specs']
        if type(v166) is not list and type(v166) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v166)
        try:
            for v167 in v166:
                _c_InputSpec(v167, h)
        except _Invalid as exc:
            exc.segments.append(('index', v166, v167))
            raise
        v165 = 'output_specs'
        v220 = d['output_specs']
        if type(v220) is not list and type(v220) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v220)
        try:
            for v221 in v220:
                _c_OutputSpec(v221, h)
        except _Invalid as exc:
            exc.segments.append(('index', v220, v221))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T163[v165], _M)
        exc.segments.append(('field', v165))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v165))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K162, 'GraphSignature')


def _c_InputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U168, False)
    try:
        if 'user_input' in d:
            v169 = d['user_input']
            _c_UserInputSpec(v169, h)
        elif 'parameter' in d:
            v169 = d['parameter']
            _c_InputToParameterSpec(v169, h)
        elif 'buffer' in d:
            v169 = d['buffer']
            _c_InputToBufferSpec(v169, h)
        elif 'tensor_constant' in d:
            v169 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v169, h)
        elif 'custom_obj' in d:
            v169 = d['custom_obj']
            _c_InputToCustomObjSpec(v169, h)
        elif 'token' in d:
            v169 = d['token']
            _c_InputTokenSpec(v169, h)
        elif 'constant_input' in d:
            v169 = d['constant_input']
            _c_InputToConstantInputSpec(v169, h)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v173 = None
    try:
        v173 = 'arg'
        v174 = d['arg']
        _c_Argument(v174, h)
    except KeyError:
        exc = _Invalid('required field missing', _T171[v173], _M)
        exc.segments.append(('field', v173))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v173))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K170, 'UserInputSpec')


def _c_InputToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v178 = None
    try:
        v178 = 'arg'
        v179 = d['arg']
        _c_TensorArgument(v179, h)
        v178 = 'parameter_name'
        v180 = d['parameter_name']
        if type(v180) is not str:
            raise _Invalid('wrong type', 'str', v180)
    except KeyError:
        exc = _Invalid('required field missing', _T176[v178], _M)
        exc.segments.append(('field', v178))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v178))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K175, 'InputToParameterSpec')
    h[10](d)


def _c_InputToBufferSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v184 = None
    try:
        v184 = 'arg'
        v185 = d['arg']
        _c_TensorArgument(v185, h)
        v184 = 'buffer_name'
        v186 = d['buffer_name']
        if type(v186) is not str:
            raise _Invalid('wrong type', 'str', v186)
        v184 = 'persistent'
        v187 = d['persistent']
        if v187 is not True and v187 is not False:
            raise _Invalid('wrong type', 'bool', v187)
    except KeyError:
        exc = _Invalid('required field missing', _T182[v184], _M)
        exc.segments.append(('field', v184))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v184))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K181, 'InputToBufferSpec')
    h[8](d)


def _c_InputToTensorConstantSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v191 = None
    try:
        v191 = 'arg'
        v192 = d['arg']
        _c_TensorArgument(v192, h)
        v191 = 'tensor_constant_name'
        v193 = d['tensor_constant_name']
        if type(v193) is not str:
            raise _Invalid('wrong type', 'str', v193)
    except KeyError:
        exc = _Invalid('required field missing', _T189[v191], _M)
        exc.segments.append(('field', v191))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v191))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K188, 'InputToTensorConstantSpec')
    h[11](d)


def _c_InputToCustomObjSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v197 = None
    try:
        v197 = 'arg'
        v198 = d['arg']
        _c_CustomObjArgument(v198, h)
        v197 = 'custom_obj_name'
        v199 = d['custom_obj_name']
        if type(v199) is not str:
            raise _Invalid('wrong type', 'str', v199)
    except KeyError:
        exc = _Invalid('required field missing', _T195[v197], _M)
        exc.segments.append(('field', v197))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v197))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K194, 'InputToCustomObjSpec')
    h[9](d)


def _c_InputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v203 = None
    try:
        v203 = 'arg'
        v204 = d['arg']
        _c_TokenArgument(v204, h)
    except KeyError:
        exc = _Invalid('required field missing', _T201[v203], _M)
        exc.segments.append(('field', v203))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v203))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K200, 'InputTokenSpec')


def _c_TokenArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v208 = None
    try:
        v208 = 'name'
        v209 = d['name']
        if type(v209) is not str:
            raise _Invalid('wrong type', 'str', v209)
        _name(v209, _N210, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T206[v208], _M)
        exc.segments.append(('field', v208))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v208))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K205, 'TokenArgument')


def _c_InputToConstantInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v214 = None
    try:
        v214 = 'name'
        v215 = d['name']
        if type(v215) is not str:
            raise _Invalid('wrong type', 'str', v215)
        _name(v215, _N216, 'identifier')
        v214 = 'value'
        v217 = d['value']
        _c_ConstantValue(v217, h)
    except KeyError:
        exc = _Invalid('required field missing', _T212[v214], _M)
        exc.segments.append(('field', v214))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v214))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K211, 'InputToConstantInputSpec')


def _c_ConstantValue(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U218, False)
    try:
        if 'as_none' in d:
            v219 = d['as_none']
            if v219 is not True and v219 is not False:
                raise _Invalid('wrong type', 'bool', v219)
        elif 'as_int' in d:
            v219 = d['as_int']
            if type(v219) is not int or not -9223372036854775808 <= v219 <= 9223372036854775807:
                raise _int_error(v219)
        elif 'as_float' in d:
            v219 = d['as_float']
            if type(v219) is not float and type(v219) is not int and not (type(v219) is str and v219 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v219)
        elif 'as_string' in d:
            v219 = d['as_string']
            if type(v219) is not str:
                raise _Invalid('wrong type', 'str', v219)
        elif 'as_bool' in d:
            v219 = d['as_bool']
            if v219 is not True and v219 is not False:
                raise _Invalid('wrong type', 'bool', v219)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U222, False)
    try:
        if 'user_output' in d:
            v223 = d['user_output']
            _c_UserOutputSpec(v223, h)
        elif 'loss_output' in d:
            v223 = d['loss_output']
            _c_LossOutputSpec(v223, h)
        elif 'buffer_mutation' in d:
            v223 = d['buffer_mutation']
            _c_BufferMutationSpec(v223, h)
        elif 'gradient_to_parameter' in d:
            v223 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v223, h)
        elif 'gradient_to_user_input' in d:
            v223 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v223, h)
        elif 'user_input_mutation' in d:
            v223 = d['user_input_mutation']
            _c_UserInputMutationSpec(v223, h)
        elif 'token' in d:
            v223 = d['token']
            _c_OutputTokenSpec(v223, h)
        elif 'parameter_mutation' in d:
            v223 = d['parameter_mutation']
            _c_ParameterMutationSpec(v223, h)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, parameter_mutation, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v227 = None
    try:
        v227 = 'arg'
        v228 = d['arg']
        _c_Argument(v228, h)
    except KeyError:
        exc = _Invalid('required field missing', _T225[v227], _M)
        exc.segments.append(('field', v227))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v227))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K224, 'UserOutputSpec')


def _c_LossOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v232 = None
    try:
        v232 = 'arg'
        v233 = d['arg']
        _c_TensorArgument(v233, h)
    except KeyError:
        exc = _Invalid('required field missing', _T230[v232], _M)
        exc.segments.append(('field', v232))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v232))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K229, 'LossOutputSpec')


def _c_BufferMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v237 = None
    try:
        v237 = 'arg'
        v238 = d['arg']
        _c_TensorArgument(v238, h)
        v237 = 'buffer_name'
        v239 = d['buffer_name']
        if type(v239) is not str:
            raise _Invalid('wrong type', 'str', v239)
    except KeyError:
        exc = _Invalid('required field missing', _T235[v237], _M)
        exc.segments.append(('field', v237))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v237))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K234, 'BufferMutationSpec')
    h[2](d)


def _c_GradientToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v243 = None
    try:
        v243 = 'arg'
        v244 = d['arg']
        _c_TensorArgument(v244, h)
        v243 = 'parameter_name'
        v245 = d['parameter_name']
        if type(v245) is not str:
            raise _Invalid('wrong type', 'str', v245)
    except KeyError:
        exc = _Invalid('required field missing', _T241[v243], _M)
        exc.segments.append(('field', v243))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v243))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K240, 'GradientToParameterSpec')
    h[5](d)


def _c_GradientToUserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v249 = None
    try:
        v249 = 'arg'
        v250 = d['arg']
        _c_TensorArgument(v250, h)
        v249 = 'user_input_name'
        v251 = d['user_input_name']
        if type(v251) is not str:
            raise _Invalid('wrong type', 'str', v251)
        _name(v251, _N252, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T247[v249], _M)
        exc.segments.append(('field', v249))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v249))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K246, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v256 = None
    try:
        v256 = 'arg'
        v257 = d['arg']
        _c_TensorArgument(v257, h)
        v256 = 'user_input_name'
        v258 = d['user_input_name']
        if type(v258) is not str:
            raise _Invalid('wrong type', 'str', v258)
        _name(v258, _N259, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T254[v256], _M)
        exc.segments.append(('field', v256))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v256))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K253, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v263 = None
    try:
        v263 = 'arg'
        v264 = d['arg']
        _c_TokenArgument(v264, h)
    except KeyError:
        exc = _Invalid('required field missing', _T261[v263], _M)
        exc.segments.append(('field', v263))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v263))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K260, 'OutputTokenSpec')


def _c_ParameterMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ParameterMutationSpec', d)
    v268 = None
    try:
        v268 = 'arg'
        v269 = d['arg']
        _c_TensorArgument(v269, h)
        v268 = 'parameter_name'
        v270 = d['parameter_name']
        if type(v270) is not str:
            raise _Invalid('wrong type', 'str', v270)
    except KeyError:
        exc = _Invalid('required field missing', _T266[v268], _M)
        exc.segments.append(('field', v268))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v268))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K265, 'ParameterMutationSpec')
    h[15](d)


def _c_ModuleCallEntry(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v275 = 0
    v276 = None
    try:
        v276 = 'fqn'
        v277 = d['fqn']
        v275 += 1
        if type(v277) is not str:
            raise _Invalid('wrong type', 'str', v277)
        v276 = 'signature'
        v278 = d.get('signature', _M)
        if v278 is not _M:
            v275 += 1
            if v278 is not None:
                _c_ModuleCallSignature(v278, h)
    except KeyError:
        exc = _Invalid('required field missing', _T274[v276], _M)
        exc.segments.append(('field', v276))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v276))
        raise
    if v275 != len(d):
        _fail_unknown_key(d, _K273, 'ModuleCallEntry')
    h[12](d)


def _c_ModuleCallSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v281 = 0
    v282 = None
    try:
        v282 = 'inputs'
        v283 = d['inputs']
        v281 += 1
        if type(v283) is not list and type(v283) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v283)
        try:
            for v284 in v283:
                _c_Argument(v284, h)
        except _Invalid as exc:
            exc.segments.append(('index', v283, v284))
            raise
        v282 = 'outputs'
        v285 = d['outputs']
        v281 += 1
        if type(v285) is not list and type(v285) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v285)
        try:
            for v286 in v285:
                _c_Argument(v286, h)
        except _Invalid as exc:
            exc.segments.append(('index', v285, v286))
            raise
        v282 = 'in_spec'
        v287 = d['in_spec']
        v281 += 1
        if type(v287) is not str:
            raise _Invalid('wrong type', 'str', v287)
        v282 = 'out_spec'
        v288 = d['out_spec']
        v281 += 1
        if type(v288) is not str:
            raise _Invalid('wrong type', 'str', v288)
        v282 = 'forward_arg_names'
        v289 = d.get('forward_arg_names', _M)
        if v289 is not _M:
            v281 += 1
            if v289 is not None:
                if type(v289) is not list and type(v289) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v289)
                try:
                    for v290 in v289:
                        if type(v290) is not str:
                            raise _Invalid('wrong type', 'str', v290)
                        _name(v290, _N291, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v289, v290))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T280[v282], _M)
        exc.segments.append(('field', v282))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v282))
        raise
    if v281 != len(d):
        _fail_unknown_key(d, _K279, 'ModuleCallSignature')
    h[13](d)


def _c_NamedTupleDef(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedTupleDef', d)
    v302 = None
    try:
        v302 = 'field_names'
        v303 = d['field_names']
        if type(v303) is not list and type(v303) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v303)
        try:
            for v304 in v303:
                if type(v304) is not str:
                    raise _Invalid('wrong type', 'str', v304)
                _name(v304, _N305, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v303, v304))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T300[v302], _M)
        exc.segments.append(('field', v302))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v302))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K299, 'NamedTupleDef')


def _c_RangeConstraint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v316 = None
    try:
        v316 = 'min_val'
        v317 = d['min_val']
        if v317 is not None:
            if type(v317) is not int or not -9223372036854775808 <= v317 <= 9223372036854775807:
                raise _int_error(v317)
        v316 = 'max_val'
        v318 = d['max_val']
        if v318 is not None:
            if type(v318) is not int or not -9223372036854775808 <= v318 <= 9223372036854775807:
                raise _int_error(v318)
    except KeyError:
        exc = _Invalid('required field missing', _T314[v316], _M)
        exc.segments.append(('field', v316))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v316))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K313, 'RangeConstraint')


def _c_SchemaVersion(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v323 = None
    try:
        v323 = 'major'
        v324 = d['major']
        if type(v324) is not int or not -9223372036854775808 <= v324 <= 9223372036854775807:
            raise _int_error(v324)
        v323 = 'minor'
        v325 = d['minor']
        if type(v325) is not int or not -9223372036854775808 <= v325 <= 9223372036854775807:
            raise _int_error(v325)
    except KeyError:
        exc = _Invalid('required field missing', _T321[v323], _M)
        exc.segments.append(('field', v323))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v323))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K320, 'SchemaVersion')


CHECKER = _c_ExportedProgram
