"""The checker of schema 8.17 from ExportedProgram, made from the spec (do not edit)."""

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
_U17 = frozenset(('as_bool', 'as_bools', 'as_complex', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_int_lists', 'as_ints', 'as_layout', 'as_memory_format', 'as_nested_tensors', 'as_none', 'as_operator', 'as_optional_tensor', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_string_to_argument', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
_K19 = frozenset(('name', ))
_T20 = {'name': 'str'}
_N24 = checker(StringKind.IDENTIFIER)
_U29 = frozenset(('as_int', 'as_name', ))
_N31 = checker(StringKind.IDENTIFIER)
_E33 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, ))
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
_K84 = frozenset(('inputs', 'is_hop_single_tensor_return', 'metadata', 'name', 'outputs', 'target', ))
_T85 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]', 'is_hop_single_tensor_return': 'bool | None', 'name': 'str | None'}
_K91 = frozenset(('arg', 'kind', 'name', ))
_T92 = {'name': 'str', 'arg': 'Argument', 'kind': 'ArgumentKind | None'}
_N96 = checker(StringKind.ARGUMENT_NAME)
_E99 = frozenset((0, 1, 2, ))
_N105 = checker(StringKind.IDENTIFIER)
_N108 = checker(StringKind.IDENTIFIER)
_N112 = checker(StringKind.IDENTIFIER)
_K113 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T114 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E118 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, ))
_U121 = frozenset(('as_expr', 'as_int', ))
_K123 = frozenset(('expr_str', 'hint', ))
_T124 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U129 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E137 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N141 = checker(StringKind.IDENTIFIER)
_N145 = checker(StringKind.IDENTIFIER)
_U146 = frozenset(('as_bool', 'as_expr', ))
_N152 = checker(StringKind.IDENTIFIER)
_N156 = checker(StringKind.IDENTIFIER)
_U157 = frozenset(('as_expr', 'as_float', ))
_K160 = frozenset(('input_specs', 'output_specs', ))
_T161 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U166 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K168 = frozenset(('arg', ))
_T169 = {'arg': 'Argument'}
_K173 = frozenset(('arg', 'parameter_name', ))
_T174 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K179 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T180 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K186 = frozenset(('arg', 'tensor_constant_name', ))
_T187 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K192 = frozenset(('arg', 'custom_obj_name', ))
_T193 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K198 = frozenset(('arg', ))
_T199 = {'arg': 'TokenArgument'}
_K203 = frozenset(('name', ))
_T204 = {'name': 'str'}
_N208 = checker(StringKind.IDENTIFIER)
_K209 = frozenset(('name', 'value', ))
_T210 = {'name': 'str', 'value': 'ConstantValue'}
_N214 = checker(StringKind.IDENTIFIER)
_U216 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U220 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'parameter_mutation', 'token', 'user_input_mutation', 'user_output', ))
_K222 = frozenset(('arg', ))
_T223 = {'arg': 'Argument'}
_K227 = frozenset(('arg', ))
_T228 = {'arg': 'TensorArgument'}
_K232 = frozenset(('arg', 'buffer_name', ))
_T233 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K238 = frozenset(('arg', 'parameter_name', ))
_T239 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K244 = frozenset(('arg', 'user_input_name', ))
_T245 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N250 = checker(StringKind.IDENTIFIER)
_K251 = frozenset(('arg', 'user_input_name', ))
_T252 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N257 = checker(StringKind.IDENTIFIER)
_K258 = frozenset(('arg', ))
_T259 = {'arg': 'TokenArgument'}
_K263 = frozenset(('arg', 'parameter_name', ))
_T264 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K271 = frozenset(('fqn', 'signature', ))
_T272 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K277 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T278 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N289 = checker(StringKind.IDENTIFIER)
_N293 = checker(StringKind.IDENTIFIER)
_K297 = frozenset(('field_names', ))
_T298 = {'field_names': 'list[str]'}
_N303 = checker(StringKind.IDENTIFIER)
_N307 = checker(StringKind.IDENTIFIER)
_K311 = frozenset(('max_val', 'min_val', ))
_T312 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K318 = frozenset(('major', 'minor', ))
_T319 = {'major': 'int', 'minor': 'int'}
_N326 = checker(StringKind.IDENTIFIER)


def _c_ExportedProgram(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ExportedProgram', d)
    v3 = 0
    v4 = None
    try:
        v4 = 'graph_module'
        v5 = d['graph_module']
        v3 += 1
        _c_GraphModule(v5)
        v4 = 'opset_version'
        v304 = d['opset_version']
        v3 += 1
        if type(v304) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v304)
        try:
            for v305, v306 in v304.items():
                if type(v305) is not str:
                    raise _Invalid('wrong type', 'str', v305)
                _name(v305, _N307, 'identifier')
                if type(v306) is not int or not -9223372036854775808 <= v306 <= 9223372036854775807:
                    raise _int_error(v306)
        except _Invalid as exc:
            exc.segments.append(('key', v305))
            raise
        v4 = 'range_constraints'
        v308 = d['range_constraints']
        v3 += 1
        if type(v308) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v308)
        try:
            for v309, v310 in v308.items():
                if type(v309) is not str:
                    raise _Invalid('wrong type', 'str', v309)
                _c_RangeConstraint(v310)
        except _Invalid as exc:
            exc.segments.append(('key', v309))
            raise
        v4 = 'schema_version'
        v317 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v317)
        v4 = 'verifiers'
        v324 = d.get('verifiers', _M)
        if v324 is not _M:
            v3 += 1
            if type(v324) is not list and type(v324) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v324)
            try:
                for v325 in v324:
                    if type(v325) is not str:
                        raise _Invalid('wrong type', 'str', v325)
                    _name(v325, _N326, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v324, v325))
                raise
        v4 = 'torch_version'
        v327 = d.get('torch_version', _M)
        if v327 is not _M:
            v3 += 1
            if type(v327) is not str:
                raise _Invalid('wrong type', 'str', v327)
        v4 = 'guards_code'
        v328 = d.get('guards_code', _M)
        if v328 is not _M:
            v3 += 1
            if type(v328) is not list and type(v328) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v328)
            try:
                for v329 in v328:
                    if type(v329) is not str:
                        raise _Invalid('wrong type', 'str', v329)
            except _Invalid as exc:
                exc.segments.append(('index', v328, v329))
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


def _c_GraphModule(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphModule', d)
    v8 = 0
    v9 = None
    try:
        v9 = 'graph'
        v10 = d['graph']
        v8 += 1
        _c_Graph(v10)
        v9 = 'signature'
        v159 = d['signature']
        v8 += 1
        _c_GraphSignature(v159)
        v9 = 'module_call_graph'
        v269 = d['module_call_graph']
        v8 += 1
        if type(v269) is not list and type(v269) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v269)
        try:
            for v270 in v269:
                _c_ModuleCallEntry(v270)
        except _Invalid as exc:
            exc.segments.append(('index', v269, v270))
            raise
        v9 = 'metadata'
        v290 = d.get('metadata', _M)
        if v290 is not _M:
            v8 += 1
            if type(v290) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v290)
            try:
                for v291, v292 in v290.items():
                    if type(v291) is not str:
                        raise _Invalid('wrong type', 'str', v291)
                    _name(v291, _N293, 'identifier')
                    if type(v292) is not str:
                        raise _Invalid('wrong type', 'str', v292)
            except _Invalid as exc:
                exc.segments.append(('key', v291))
                raise
        v9 = 'treespec_namedtuple_fields'
        v294 = d.get('treespec_namedtuple_fields', _M)
        if v294 is not _M:
            v8 += 1
            if type(v294) is not dict:
                raise _Invalid('wrong type', 'dict[str, NamedTupleDef]', v294)
            try:
                for v295, v296 in v294.items():
                    if type(v295) is not str:
                        raise _Invalid('wrong type', 'str', v295)
                    _c_NamedTupleDef(v296)
            except _Invalid as exc:
                exc.segments.append(('key', v295))
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
        v80 = d['outputs']
        v13 += 1
        if type(v80) is not list and type(v80) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v80)
        try:
            for v81 in v80:
                _c_Argument(v81)
        except _Invalid as exc:
            exc.segments.append(('index', v80, v81))
            raise
        v14 = 'nodes'
        v82 = d['nodes']
        v13 += 1
        if type(v82) is not list and type(v82) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v82)
        try:
            for v83 in v82:
                _c_Node(v83)
        except _Invalid as exc:
            exc.segments.append(('index', v82, v83))
            raise
        v14 = 'tensor_values'
        v109 = d['tensor_values']
        v13 += 1
        if type(v109) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v109)
        try:
            for v110, v111 in v109.items():
                if type(v110) is not str:
                    raise _Invalid('wrong type', 'str', v110)
                _name(v110, _N112, 'identifier')
                _c_TensorMeta(v111)
        except _Invalid as exc:
            exc.segments.append(('key', v110))
            raise
        v14 = 'sym_int_values'
        v138 = d['sym_int_values']
        v13 += 1
        if type(v138) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v138)
        try:
            for v139, v140 in v138.items():
                if type(v139) is not str:
                    raise _Invalid('wrong type', 'str', v139)
                _name(v139, _N141, 'identifier')
                _c_SymInt(v140)
        except _Invalid as exc:
            exc.segments.append(('key', v139))
            raise
        v14 = 'sym_bool_values'
        v142 = d['sym_bool_values']
        v13 += 1
        if type(v142) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v142)
        try:
            for v143, v144 in v142.items():
                if type(v143) is not str:
                    raise _Invalid('wrong type', 'str', v143)
                _name(v143, _N145, 'identifier')
                _c_SymBool(v144)
        except _Invalid as exc:
            exc.segments.append(('key', v143))
            raise
        v14 = 'is_single_tensor_return'
        v148 = d.get('is_single_tensor_return', _M)
        if v148 is not _M:
            v13 += 1
            if v148 is not True and v148 is not False:
                raise _Invalid('wrong type', 'bool', v148)
        v14 = 'custom_obj_values'
        v149 = d.get('custom_obj_values', _M)
        if v149 is not _M:
            v13 += 1
            if type(v149) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v149)
            try:
                for v150, v151 in v149.items():
                    if type(v150) is not str:
                        raise _Invalid('wrong type', 'str', v150)
                    _name(v150, _N152, 'identifier')
                    _c_CustomObjArgument(v151)
            except _Invalid as exc:
                exc.segments.append(('key', v150))
                raise
        v14 = 'sym_float_values'
        v153 = d.get('sym_float_values', _M)
        if v153 is not _M:
            v13 += 1
            if type(v153) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v153)
            try:
                for v154, v155 in v153.items():
                    if type(v154) is not str:
                        raise _Invalid('wrong type', 'str', v154)
                    _name(v154, _N156, 'identifier')
                    _c_SymFloat(v155)
            except _Invalid as exc:
                exc.segments.append(('key', v154))
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
            if v18 is not True and v18 is not False:
                raise _Invalid('wrong type', 'bool', v18)
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
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32])', v18)
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
        elif 'as_sym_float' in d:
            v18 = d['as_sym_float']
            _c_SymFloatArgument(v18)
        elif 'as_sym_floats' in d:
            v18 = d['as_sym_floats']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[SymFloatArgument]', v18)
            try:
                for v67 in v18:
                    _c_SymFloatArgument(v67)
            except _Invalid as exc:
                exc.segments.append(('index', v18, v67))
                raise
        elif 'as_optional_tensor' in d:
            v18 = d['as_optional_tensor']
            _c_OptionalTensorArgument(v18)
        elif 'as_complex' in d:
            v18 = d['as_complex']
            _c_ComplexValue(v18)
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
                            _c_TensorArgument(v75)
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
                    _c_Argument(v79)
            except _Invalid as exc:
                exc.segments.append(('key', v78))
                raise
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_complex, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_int_lists, as_ints, as_layout, as_memory_format, as_nested_tensors, as_none, as_operator, as_optional_tensor, as_optional_tensors, as_scalar_type, as_string, as_string_to_argument, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
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
            _c_TensorArgument(v56)
        elif 'as_none' in d:
            v56 = d['as_none']
            if v56 is not True and v56 is not False:
                raise _Invalid('wrong type', 'bool', v56)
        else:
            raise _Invalid('unknown member of union OptionalTensorArgument', 'as_none, as_tensor', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_CustomObjArgument(d):
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


def _c_SymFloatArgument(d):
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


def _c_ComplexValue(d):
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


def _c_Node(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v86 = 0
    v87 = None
    try:
        v87 = 'target'
        v88 = d['target']
        v86 += 1
        if type(v88) is not str:
            raise _Invalid('wrong type', 'str', v88)
        v87 = 'inputs'
        v89 = d['inputs']
        v86 += 1
        if type(v89) is not list and type(v89) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v89)
        try:
            for v90 in v89:
                _c_NamedArgument(v90)
        except _Invalid as exc:
            exc.segments.append(('index', v89, v90))
            raise
        v87 = 'outputs'
        v100 = d['outputs']
        v86 += 1
        if type(v100) is not list and type(v100) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v100)
        try:
            for v101 in v100:
                _c_Argument(v101)
        except _Invalid as exc:
            exc.segments.append(('index', v100, v101))
            raise
        v87 = 'metadata'
        v102 = d['metadata']
        v86 += 1
        if type(v102) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v102)
        try:
            for v103, v104 in v102.items():
                if type(v103) is not str:
                    raise _Invalid('wrong type', 'str', v103)
                _name(v103, _N105, 'identifier')
                if type(v104) is not str:
                    raise _Invalid('wrong type', 'str', v104)
        except _Invalid as exc:
            exc.segments.append(('key', v103))
            raise
        v87 = 'is_hop_single_tensor_return'
        v106 = d.get('is_hop_single_tensor_return', _M)
        if v106 is not _M:
            v86 += 1
            if v106 is not None:
                if v106 is not True and v106 is not False:
                    raise _Invalid('wrong type', 'bool', v106)
        v87 = 'name'
        v107 = d.get('name', _M)
        if v107 is not _M:
            v86 += 1
            if v107 is not None:
                if type(v107) is not str:
                    raise _Invalid('wrong type', 'str', v107)
                _name(v107, _N108, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T85[v87], _M)
        exc.segments.append(('field', v87))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v87))
        raise
    if v86 != len(d):
        _fail_unknown_key(d, _K84, 'Node')


def _c_NamedArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v93 = 0
    v94 = None
    try:
        v94 = 'name'
        v95 = d['name']
        v93 += 1
        if type(v95) is not str:
            raise _Invalid('wrong type', 'str', v95)
        _name(v95, _N96, 'argument name')
        v94 = 'arg'
        v97 = d['arg']
        v93 += 1
        _c_Argument(v97)
        v94 = 'kind'
        v98 = d.get('kind', _M)
        if v98 is not _M:
            v93 += 1
            if v98 is not None:
                if type(v98) is not int or v98 not in _E99:
                    raise _Invalid('not a value of enum ArgumentKind', 'ArgumentKind (one of [0, 1, 2])', v98)
    except KeyError:
        exc = _Invalid('required field missing', _T92[v94], _M)
        exc.segments.append(('field', v94))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v94))
        raise
    if v93 != len(d):
        _fail_unknown_key(d, _K91, 'NamedArgument')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v116 = None
    try:
        v116 = 'dtype'
        v117 = d['dtype']
        if type(v117) is not int or v117 not in _E118:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32])', v117)
        v116 = 'sizes'
        v119 = d['sizes']
        if type(v119) is not list and type(v119) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v119)
        try:
            for v120 in v119:
                _c_SymInt(v120)
        except _Invalid as exc:
            exc.segments.append(('index', v119, v120))
            raise
        v116 = 'requires_grad'
        v131 = d['requires_grad']
        if v131 is not True and v131 is not False:
            raise _Invalid('wrong type', 'bool', v131)
        v116 = 'device'
        v132 = d['device']
        _c_Device(v132)
        v116 = 'strides'
        v133 = d['strides']
        if type(v133) is not list and type(v133) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v133)
        try:
            for v134 in v133:
                _c_SymInt(v134)
        except _Invalid as exc:
            exc.segments.append(('index', v133, v134))
            raise
        v116 = 'storage_offset'
        v135 = d['storage_offset']
        _c_SymInt(v135)
        v116 = 'layout'
        v136 = d['layout']
        if type(v136) is not int or v136 not in _E137:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v136)
    except KeyError:
        exc = _Invalid('required field missing', _T114[v116], _M)
        exc.segments.append(('field', v116))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v116))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K113, 'TensorMeta')


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U121, False)
    try:
        if 'as_expr' in d:
            v122 = d['as_expr']
            _c_SymExpr(v122)
        elif 'as_int' in d:
            v122 = d['as_int']
            if type(v122) is not int or not -9223372036854775808 <= v122 <= 9223372036854775807:
                raise _int_error(v122)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v125 = 0
    v126 = None
    try:
        v126 = 'expr_str'
        v127 = d['expr_str']
        v125 += 1
        if type(v127) is not str:
            raise _Invalid('wrong type', 'str', v127)
        v126 = 'hint'
        v128 = d.get('hint', _M)
        if v128 is not _M:
            v125 += 1
            if v128 is not None:
                _c_SymExprHint(v128)
    except KeyError:
        exc = _Invalid('required field missing', _T124[v126], _M)
        exc.segments.append(('field', v126))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v126))
        raise
    if v125 != len(d):
        _fail_unknown_key(d, _K123, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U129, False)
    try:
        if 'as_int' in d:
            v130 = d['as_int']
            if type(v130) is not int or not -9223372036854775808 <= v130 <= 9223372036854775807:
                raise _int_error(v130)
        elif 'as_bool' in d:
            v130 = d['as_bool']
            if v130 is not True and v130 is not False:
                raise _Invalid('wrong type', 'bool', v130)
        elif 'as_float' in d:
            v130 = d['as_float']
            if type(v130) is not float and type(v130) is not int and not (type(v130) is str and v130 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v130)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U146, False)
    try:
        if 'as_expr' in d:
            v147 = d['as_expr']
            _c_SymExpr(v147)
        elif 'as_bool' in d:
            v147 = d['as_bool']
            if v147 is not True and v147 is not False:
                raise _Invalid('wrong type', 'bool', v147)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U157, False)
    try:
        if 'as_expr' in d:
            v158 = d['as_expr']
            _c_SymExpr(v158)
        elif 'as_float' in d:
            v158 = d['as_float']
            if type(v158) is not float and type(v158) is not int and not (type(v158) is str and v158 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v158)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v163 = None
    try:
        v163 = 'input_specs'
        v164 = d['input_specs']
        if type(v164) is not list and type(v164) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v164)
        try:
            for v165 in v164:
                _c_InputSpec(v165)
        except _Invalid as exc:
            exc.segments.append(('index', v164, v165))
            raise
        v163 = 'output_specs'
        v218 = d['output_specs']
        if type(v218) is not list and type(v218) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v218)
        try:
            for v219 in v218:
                _c_OutputSpec(v219)
        except _Invalid as exc:
            exc.segments.append(('index', v218, v219))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T161[v163], _M)
        exc.segments.append(('field', v163))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v163))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K160, 'GraphSignature')


def _c_InputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U166, False)
    try:
        if 'user_input' in d:
            v167 = d['user_input']
            _c_UserInputSpec(v167)
        elif 'parameter' in d:
            v167 = d['parameter']
            _c_InputToParameterSpec(v167)
        elif 'buffer' in d:
            v167 = d['buffer']
            _c_InputToBufferSpec(v167)
        elif 'tensor_constant' in d:
            v167 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v167)
        elif 'custom_obj' in d:
            v167 = d['custom_obj']
            _c_InputToCustomObjSpec(v167)
        elif 'token' in d:
            v167 = d['token']
            _c_InputTokenSpec(v167)
        elif 'constant_input' in d:
            v167 = d['constant_input']
            _c_InputToConstantInputSpec(v167)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v171 = None
    try:
        v171 = 'arg'
        v172 = d['arg']
        _c_Argument(v172)
    except KeyError:
        exc = _Invalid('required field missing', _T169[v171], _M)
        exc.segments.append(('field', v171))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v171))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K168, 'UserInputSpec')


def _c_InputToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v176 = None
    try:
        v176 = 'arg'
        v177 = d['arg']
        _c_TensorArgument(v177)
        v176 = 'parameter_name'
        v178 = d['parameter_name']
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
        _fail_unknown_key(d, _K173, 'InputToParameterSpec')


def _c_InputToBufferSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v182 = None
    try:
        v182 = 'arg'
        v183 = d['arg']
        _c_TensorArgument(v183)
        v182 = 'buffer_name'
        v184 = d['buffer_name']
        if type(v184) is not str:
            raise _Invalid('wrong type', 'str', v184)
        v182 = 'persistent'
        v185 = d['persistent']
        if v185 is not True and v185 is not False:
            raise _Invalid('wrong type', 'bool', v185)
    except KeyError:
        exc = _Invalid('required field missing', _T180[v182], _M)
        exc.segments.append(('field', v182))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v182))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K179, 'InputToBufferSpec')


def _c_InputToTensorConstantSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v189 = None
    try:
        v189 = 'arg'
        v190 = d['arg']
        _c_TensorArgument(v190)
        v189 = 'tensor_constant_name'
        v191 = d['tensor_constant_name']
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
        _fail_unknown_key(d, _K186, 'InputToTensorConstantSpec')


def _c_InputToCustomObjSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v195 = None
    try:
        v195 = 'arg'
        v196 = d['arg']
        _c_CustomObjArgument(v196)
        v195 = 'custom_obj_name'
        v197 = d['custom_obj_name']
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
        _fail_unknown_key(d, _K192, 'InputToCustomObjSpec')


def _c_InputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v201 = None
    try:
        v201 = 'arg'
        v202 = d['arg']
        _c_TokenArgument(v202)
    except KeyError:
        exc = _Invalid('required field missing', _T199[v201], _M)
        exc.segments.append(('field', v201))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v201))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K198, 'InputTokenSpec')


def _c_TokenArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v206 = None
    try:
        v206 = 'name'
        v207 = d['name']
        if type(v207) is not str:
            raise _Invalid('wrong type', 'str', v207)
        _name(v207, _N208, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T204[v206], _M)
        exc.segments.append(('field', v206))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v206))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K203, 'TokenArgument')


def _c_InputToConstantInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v212 = None
    try:
        v212 = 'name'
        v213 = d['name']
        if type(v213) is not str:
            raise _Invalid('wrong type', 'str', v213)
        _name(v213, _N214, 'identifier')
        v212 = 'value'
        v215 = d['value']
        _c_ConstantValue(v215)
    except KeyError:
        exc = _Invalid('required field missing', _T210[v212], _M)
        exc.segments.append(('field', v212))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v212))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K209, 'InputToConstantInputSpec')


def _c_ConstantValue(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U216, False)
    try:
        if 'as_none' in d:
            v217 = d['as_none']
            if v217 is not True and v217 is not False:
                raise _Invalid('wrong type', 'bool', v217)
        elif 'as_int' in d:
            v217 = d['as_int']
            if type(v217) is not int or not -9223372036854775808 <= v217 <= 9223372036854775807:
                raise _int_error(v217)
        elif 'as_float' in d:
            v217 = d['as_float']
            if type(v217) is not float and type(v217) is not int and not (type(v217) is str and v217 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v217)
        elif 'as_string' in d:
            v217 = d['as_string']
            if type(v217) is not str:
                raise _Invalid('wrong type', 'str', v217)
        elif 'as_bool' in d:
            v217 = d['as_bool']
            if v217 is not True and v217 is not False:
                raise _Invalid('wrong type', 'bool', v217)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U220, False)
    try:
        if 'user_output' in d:
            v221 = d['user_output']
            _c_UserOutputSpec(v221)
        elif 'loss_output' in d:
            v221 = d['loss_output']
            _c_LossOutputSpec(v221)
        elif 'buffer_mutation' in d:
            v221 = d['buffer_mutation']
            _c_BufferMutationSpec(v221)
        elif 'gradient_to_parameter' in d:
            v221 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v221)
        elif 'gradient_to_user_input' in d:
            v221 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v221)
        elif 'user_input_mutation' in d:
            v221 = d['user_input_mutation']
            _c_UserInputMutationSpec(v221)
        elif 'token' in d:
            v221 = d['token']
            _c_OutputTokenSpec(v221)
        elif 'parameter_mutation' in d:
            v221 = d['parameter_mutation']
            _c_ParameterMutationSpec(v221)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, parameter_mutation, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v225 = None
    try:
        v225 = 'arg'
        v226 = d['arg']
        _c_Argument(v226)
    except KeyError:
        exc = _Invalid('required field missing', _T223[v225], _M)
        exc.segments.append(('field', v225))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v225))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K222, 'UserOutputSpec')


def _c_LossOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v230 = None
    try:
        v230 = 'arg'
        v231 = d['arg']
        _c_TensorArgument(v231)
    except KeyError:
        exc = _Invalid('required field missing', _T228[v230], _M)
        exc.segments.append(('field', v230))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v230))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K227, 'LossOutputSpec')


def _c_BufferMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v235 = None
    try:
        v235 = 'arg'
        v236 = d['arg']
        _c_TensorArgument(v236)
        v235 = 'buffer_name'
        v237 = d['buffer_name']
        if type(v237) is not str:
            raise _Invalid('wrong type', 'str', v237)
    except KeyError:
        exc = _Invalid('required field missing', _T233[v235], _M)
        exc.segments.append(('field', v235))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v235))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K232, 'BufferMutationSpec')


def _c_GradientToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v241 = None
    try:
        v241 = 'arg'
        v242 = d['arg']
        _c_TensorArgument(v242)
        v241 = 'parameter_name'
        v243 = d['parameter_name']
        if type(v243) is not str:
            raise _Invalid('wrong type', 'str', v243)
    except KeyError:
        exc = _Invalid('required field missing', _T239[v241], _M)
        exc.segments.append(('field', v241))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v241))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K238, 'GradientToParameterSpec')


def _c_GradientToUserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v247 = None
    try:
        v247 = 'arg'
        v248 = d['arg']
        _c_TensorArgument(v248)
        v247 = 'user_input_name'
        v249 = d['user_input_name']
        if type(v249) is not str:
            raise _Invalid('wrong type', 'str', v249)
        _name(v249, _N250, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T245[v247], _M)
        exc.segments.append(('field', v247))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v247))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K244, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v254 = None
    try:
        v254 = 'arg'
        v255 = d['arg']
        _c_TensorArgument(v255)
        v254 = 'user_input_name'
        v256 = d['user_input_name']
        if type(v256) is not str:
            raise _Invalid('wrong type', 'str', v256)
        _name(v256, _N257, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T252[v254], _M)
        exc.segments.append(('field', v254))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v254))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K251, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v261 = None
    try:
        v261 = 'arg'
        v262 = d['arg']
        _c_TokenArgument(v262)
    except KeyError:
        exc = _Invalid('required field missing', _T259[v261], _M)
        exc.segments.append(('field', v261))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v261))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K258, 'OutputTokenSpec')


def _c_ParameterMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ParameterMutationSpec', d)
    v266 = None
    try:
        v266 = 'arg'
        v267 = d['arg']
        _c_TensorArgument(v267)
        v266 = 'parameter_name'
        v268 = d['parameter_name']
        if type(v268) is not str:
            raise _Invalid('wrong type', 'str', v268)
    except KeyError:
        exc = _Invalid('required field missing', _T264[v266], _M)
        exc.segments.append(('field', v266))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v266))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K263, 'ParameterMutationSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v273 = 0
    v274 = None
    try:
        v274 = 'fqn'
        v275 = d['fqn']
        v273 += 1
        if type(v275) is not str:
            raise _Invalid('wrong type', 'str', v275)
        v274 = 'signature'
        v276 = d.get('signature', _M)
        if v276 is not _M:
            v273 += 1
            if v276 is not None:
                _c_ModuleCallSignature(v276)
    except KeyError:
        exc = _Invalid('required field missing', _T272[v274], _M)
        exc.segments.append(('field', v274))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v274))
        raise
    if v273 != len(d):
        _fail_unknown_key(d, _K271, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v279 = 0
    v280 = None
    try:
        v280 = 'inputs'
        v281 = d['inputs']
        v279 += 1
        if type(v281) is not list and type(v281) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v281)
        try:
            for v282 in v281:
                _c_Argument(v282)
        except _Invalid as exc:
            exc.segments.append(('index', v281, v282))
            raise
        v280 = 'outputs'
        v283 = d['outputs']
        v279 += 1
        if type(v283) is not list and type(v283) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v283)
        try:
            for v284 in v283:
                _c_Argument(v284)
        except _Invalid as exc:
            exc.segments.append(('index', v283, v284))
            raise
        v280 = 'in_spec'
        v285 = d['in_spec']
        v279 += 1
        if type(v285) is not str:
            raise _Invalid('wrong type', 'str', v285)
        v280 = 'out_spec'
        v286 = d['out_spec']
        v279 += 1
        if type(v286) is not str:
            raise _Invalid('wrong type', 'str', v286)
        v280 = 'forward_arg_names'
        v287 = d.get('forward_arg_names', _M)
        if v287 is not _M:
            v279 += 1
            if v287 is not None:
                if type(v287) is not list and type(v287) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v287)
                try:
                    for v288 in v287:
                        if type(v288) is not str:
                            raise _Invalid('wrong type', 'str', v288)
                        _name(v288, _N289, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v287, v288))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T278[v280], _M)
        exc.segments.append(('field', v280))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v280))
        raise
    if v279 != len(d):
        _fail_unknown_key(d, _K277, 'ModuleCallSignature')


def _c_NamedTupleDef(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedTupleDef', d)
    v300 = None
    try:
        v300 = 'field_names'
        v301 = d['field_names']
        if type(v301) is not list and type(v301) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v301)
        try:
            for v302 in v301:
                if type(v302) is not str:
                    raise _Invalid('wrong type', 'str', v302)
                _name(v302, _N303, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v301, v302))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T298[v300], _M)
        exc.segments.append(('field', v300))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v300))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K297, 'NamedTupleDef')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v314 = None
    try:
        v314 = 'min_val'
        v315 = d['min_val']
        if v315 is not None:
            if type(v315) is not int or not -9223372036854775808 <= v315 <= 9223372036854775807:
                raise _int_error(v315)
        v314 = 'max_val'
        v316 = d['max_val']
        if v316 is not None:
            if type(v316) is not int or not -9223372036854775808 <= v316 <= 9223372036854775807:
                raise _int_error(v316)
    except KeyError:
        exc = _Invalid('required field missing', _T312[v314], _M)
        exc.segments.append(('field', v314))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v314))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K311, 'RangeConstraint')


def _c_SchemaVersion(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v321 = None
    try:
        v321 = 'major'
        v322 = d['major']
        if type(v322) is not int or not -9223372036854775808 <= v322 <= 9223372036854775807:
            raise _int_error(v322)
        v321 = 'minor'
        v323 = d['minor']
        if type(v323) is not int or not -9223372036854775808 <= v323 <= 9223372036854775807:
            raise _int_error(v323)
    except KeyError:
        exc = _Invalid('required field missing', _T319[v321], _M)
        exc.segments.append(('field', v321))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v321))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K318, 'SchemaVersion')


CHECKER = _c_ExportedProgram
