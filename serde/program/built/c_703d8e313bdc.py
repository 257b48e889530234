"""The checker of schema 8.14 from ExportedProgram, made from the spec (do not edit)."""

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
_U17 = frozenset(('as_bool', 'as_bools', 'as_complex', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_operator', 'as_optional_tensor', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
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
_K78 = frozenset(('inputs', 'is_hop_single_tensor_return', 'metadata', 'outputs', 'target', ))
_T79 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]', 'is_hop_single_tensor_return': 'bool | None'}
_K85 = frozenset(('arg', 'kind', 'name', ))
_T86 = {'name': 'str', 'arg': 'Argument', 'kind': 'ArgumentKind | None'}
_N90 = checker(StringKind.ARGUMENT_NAME)
_E93 = frozenset((0, 1, 2, ))
_N99 = checker(StringKind.IDENTIFIER)
_N104 = checker(StringKind.IDENTIFIER)
_K105 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T106 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E110 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, ))
_U113 = frozenset(('as_expr', 'as_int', ))
_K115 = frozenset(('expr_str', 'hint', ))
_T116 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U121 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E129 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N133 = checker(StringKind.IDENTIFIER)
_N137 = checker(StringKind.IDENTIFIER)
_U138 = frozenset(('as_bool', 'as_expr', ))
_N144 = checker(StringKind.IDENTIFIER)
_N148 = checker(StringKind.IDENTIFIER)
_U149 = frozenset(('as_expr', 'as_float', ))
_K152 = frozenset(('input_specs', 'output_specs', ))
_T153 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U158 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K160 = frozenset(('arg', ))
_T161 = {'arg': 'Argument'}
_K165 = frozenset(('arg', 'parameter_name', ))
_T166 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K171 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T172 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K178 = frozenset(('arg', 'tensor_constant_name', ))
_T179 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K184 = frozenset(('arg', 'custom_obj_name', ))
_T185 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K190 = frozenset(('arg', ))
_T191 = {'arg': 'TokenArgument'}
_K195 = frozenset(('name', ))
_T196 = {'name': 'str'}
_N200 = checker(StringKind.IDENTIFIER)
_K201 = frozenset(('name', 'value', ))
_T202 = {'name': 'str', 'value': 'ConstantValue'}
_N206 = checker(StringKind.IDENTIFIER)
_U208 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U212 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'parameter_mutation', 'token', 'user_input_mutation', 'user_output', ))
_K214 = frozenset(('arg', ))
_T215 = {'arg': 'Argument'}
_K219 = frozenset(('arg', ))
_T220 = {'arg': 'TensorArgument'}
_K224 = frozenset(('arg', 'buffer_name', ))
_T225 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K230 = frozenset(('arg', 'parameter_name', ))
_T231 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K236 = frozenset(('arg', 'user_input_name', ))
_T237 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N242 = checker(StringKind.IDENTIFIER)
_K243 = frozenset(('arg', 'user_input_name', ))
_T244 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N249 = checker(StringKind.IDENTIFIER)
_K250 = frozenset(('arg', ))
_T251 = {'arg': 'TokenArgument'}
_K255 = frozenset(('arg', 'parameter_name', ))
_T256 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K263 = frozenset(('fqn', 'signature', ))
_T264 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K269 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T270 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N281 = checker(StringKind.IDENTIFIER)
_N285 = checker(StringKind.IDENTIFIER)
_K289 = frozenset(('field_names', ))
_T290 = {'field_names': 'list[str]'}
_N295 = checker(StringKind.IDENTIFIER)
_N299 = checker(StringKind.IDENTIFIER)
_K303 = frozenset(('max_val', 'min_val', ))
_T304 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K310 = frozenset(('major', 'minor', ))
_T311 = {'major': 'int', 'minor': 'int'}
_N318 = checker(StringKind.IDENTIFIER)


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
        v296 = d['opset_version']
        v3 += 1
        if type(v296) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v296)
        try:
            for v297, v298 in v296.items():
                if type(v297) is not str:
                    raise _Invalid('wrong type', 'str', v297)
                _name(v297, _N299, 'identifier')
                if type(v298) is not int or not -9223372036854775808 <= v298 <= 9223372036854775807:
                    raise _int_error(v298)
        except _Invalid as exc:
            exc.segments.append(('key', v297))
            raise
        v4 = 'range_constraints'
        v300 = d['range_constraints']
        v3 += 1
        if type(v300) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v300)
        try:
            for v301, v302 in v300.items():
                if type(v301) is not str:
                    raise _Invalid('wrong type', 'str', v301)
                _c_RangeConstraint(v302)
        except _Invalid as exc:
            exc.segments.append(('key', v301))
            raise
        v4 = 'schema_version'
        v309 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v309)
        v4 = 'verifiers'
        v316 = d.get('verifiers', _M)
        if v316 is not _M:
            v3 += 1
            if type(v316) is not list and type(v316) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v316)
            try:
                for v317 in v316:
                    if type(v317) is not str:
                        raise _Invalid('wrong type', 'str', v317)
                    _name(v317, _N318, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v316, v317))
                raise
        v4 = 'torch_version'
        v319 = d.get('torch_version', _M)
        if v319 is not _M:
            v3 += 1
            if type(v319) is not str:
                raise _Invalid('wrong type', 'str', v319)
        v4 = 'guards_code'
        v320 = d.get('guards_code', _M)
        if v320 is not _M:
            v3 += 1
            if type(v320) is not list and type(v320) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v320)
            try:
                for v321 in v320:
                    if type(v321) is not str:
                        raise _Invalid('wrong type', 'str', v321)
            except _Invalid as exc:
                exc.segments.append(('index', v320, v321))
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
        v151 = d['signature']
        v8 += 1
        _c_GraphSignature(v151)
        v9 = 'module_call_graph'
        v261 = d['module_call_graph']
        v8 += 1
        if type(v261) is not list and type(v261) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v261)
        try:
            for v262 in v261:
                _c_ModuleCallEntry(v262)
        except _Invalid as exc:
            exc.segments.append(('index', v261, v262))
            raise
        v9 = 'metadata'
        v282 = d.get('metadata', _M)
        if v282 is not _M:
            v8 += 1
            if type(v282) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v282)
            try:
                for v283, v284 in v282.items():
                    if type(v283) is not str:
                        raise _Invalid('wrong type', 'str', v283)
                    _name(v283, _N285, 'identifier')
                    if type(v284) is not str:
                        raise _Invalid('wrong type', 'str', v284)
            except _Invalid as exc:
                exc.segments.append(('key', v283))
                raise
        v9 = 'treespec_namedtuple_fields'
        v286 = d.get('treespec_namedtuple_fields', _M)
        if v286 is not _M:
            v8 += 1
            if type(v286) is not dict:
                raise _Invalid('wrong type', 'dict[str, NamedTupleDef]', v286)
            try:
                for v287, v288 in v286.items():
                    if type(v287) is not str:
                        raise _Invalid('wrong type', 'str', v287)
                    _c_NamedTupleDef(v288)
            except _Invalid as exc:
                exc.segments.append(('key', v287))
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
        v74 = d['outputs']
        v13 += 1
        if type(v74) is not list and type(v74) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v74)
        try:
            for v75 in v74:
                _c_Argument(v75)
        except _Invalid as exc:
            exc.segments.append(('index', v74, v75))
            raise
        v14 = 'nodes'
        v76 = d['nodes']
        v13 += 1
        if type(v76) is not list and type(v76) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v76)
        try:
            for v77 in v76:
                _c_Node(v77)
        except _Invalid as exc:
            exc.segments.append(('index', v76, v77))
            raise
        v14 = 'tensor_values'
        v101 = d['tensor_values']
        v13 += 1
        if type(v101) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v101)
        try:
            for v102, v103 in v101.items():
                if type(v102) is not str:
                    raise _Invalid('wrong type', 'str', v102)
                _name(v102, _N104, 'identifier')
                _c_TensorMeta(v103)
        except _Invalid as exc:
            exc.segments.append(('key', v102))
            raise
        v14 = 'sym_int_values'
        v130 = d['sym_int_values']
        v13 += 1
        if type(v130) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v130)
        try:
            for v131, v132 in v130.items():
                if type(v131) is not str:
                    raise _Invalid('wrong type', 'str', v131)
                _name(v131, _N133, 'identifier')
                _c_SymInt(v132)
        except _Invalid as exc:
            exc.segments.append(('key', v131))
            raise
        v14 = 'sym_bool_values'
        v134 = d['sym_bool_values']
        v13 += 1
        if type(v134) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v134)
        try:
            for v135, v136 in v134.items():
                if type(v135) is not str:
                    raise _Invalid('wrong type', 'str', v135)
                _name(v135, _N137, 'identifier')
                _c_SymBool(v136)
        except _Invalid as exc:
            exc.segments.append(('key', v135))
            raise
        v14 = 'is_single_tensor_return'
        v140 = d.get('is_single_tensor_return', _M)
        if v140 is not _M:
            v13 += 1
            if v140 is not True and v140 is not False:
                raise _Invalid('wrong type', 'bool', v140)
        v14 = 'custom_obj_values'
        v141 = d.get('custom_obj_values', _M)
        if v141 is not _M:
            v13 += 1
            if type(v141) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v141)
            try:
                for v142, v143 in v141.items():
                    if type(v142) is not str:
                        raise _Invalid('wrong type', 'str', v142)
                    _name(v142, _N144, 'identifier')
                    _c_CustomObjArgument(v143)
            except _Invalid as exc:
                exc.segments.append(('key', v142))
                raise
        v14 = 'sym_float_values'
        v145 = d.get('sym_float_values', _M)
        if v145 is not _M:
            v13 += 1
            if type(v145) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v145)
            try:
                for v146, v147 in v145.items():
                    if type(v146) is not str:
                        raise _Invalid('wrong type', 'str', v146)
                    _name(v146, _N148, 'identifier')
                    _c_SymFloat(v147)
            except _Invalid as exc:
                exc.segments.append(('key', v146))
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
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_complex, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensor, as_optional_tensors, as_scalar_type, as_string, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
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
    v80 = 0
    v81 = None
    try:
        v81 = 'target'
        v82 = d['target']
        v80 += 1
        if type(v82) is not str:
            raise _Invalid('wrong type', 'str', v82)
        v81 = 'inputs'
        v83 = d['inputs']
        v80 += 1
        if type(v83) is not list and type(v83) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v83)
        try:
            for v84 in v83:
                _c_NamedArgument(v84)
        except _Invalid as exc:
            exc.segments.append(('index', v83, v84))
            raise
        v81 = 'outputs'
        v94 = d['outputs']
        v80 += 1
        if type(v94) is not list and type(v94) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v94)
        try:
            for v95 in v94:
                _c_Argument(v95)
        except _Invalid as exc:
            exc.segments.append(('index', v94, v95))
            raise
        v81 = 'metadata'
        v96 = d['metadata']
        v80 += 1
        if type(v96) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v96)
        try:
            for v97, v98 in v96.items():
                if type(v97) is not str:
                    raise _Invalid('wrong type', 'str', v97)
                _name(v97, _N99, 'identifier')
                if type(v98) is not str:
                    raise _Invalid('wrong type', 'str', v98)
        except _Invalid as exc:
            exc.segments.append(('key', v97))
            raise
        v81 = 'is_hop_single_tensor_return'
        v100 = d.get('is_hop_single_tensor_return', _M)
        if v100 is not _M:
            v80 += 1
            if v100 is not None:
                if v100 is not True and v100 is not False:
                    raise _Invalid('wrong type', 'bool', v100)
    except KeyError:
        exc = _Invalid('required field missing', _T79[v81], _M)
        exc.segments.append(('field', v81))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v81))
        raise
    if v80 != len(d):
        _fail_unknown_key(d, _K78, 'Node')


def _c_NamedArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v87 = 0
    v88 = None
    try:
        v88 = 'name'
        v89 = d['name']
        v87 += 1
        if type(v89) is not str:
            raise _Invalid('wrong type', 'str', v89)
        _name(v89, _N90, 'argument name')
        v88 = 'arg'
        v91 = d['arg']
        v87 += 1
        _c_Argument(v91)
        v88 = 'kind'
        v92 = d.get('kind', _M)
        if v92 is not _M:
            v87 += 1
            if v92 is not None:
                if type(v92) is not int or v92 not in _E93:
                    raise _Invalid('not a value of enum ArgumentKind', 'ArgumentKind (one of [0, 1, 2])', v92)
    except KeyError:
        exc = _Invalid('required field missing', _T86[v88], _M)
        exc.segments.append(('field', v88))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v88))
        raise
    if v87 != len(d):
        _fail_unknown_key(d, _K85, 'NamedArgument')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v108 = None
    try:
        v108 = 'dtype'
        v109 = d['dtype']
        if type(v109) is not int or v109 not in _E110:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32])', v109)
        v108 = 'sizes'
        v111 = d['sizes']
        if type(v111) is not list and type(v111) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v111)
        try:
            for v112 in v111:
                _c_SymInt(v112)
        except _Invalid as exc:
            exc.segments.append(('index', v111, v112))
            raise
        v108 = 'requires_grad'
        v123 = d['requires_grad']
        if v123 is not True and v123 is not False:
            raise _Invalid('wrong type', 'bool', v123)
        v108 = 'device'
        v124 = d['device']
        _c_Device(v124)
        v108 = 'strides'
        v125 = d['strides']
        if type(v125) is not list and type(v125) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v125)
        try:
            for v126 in v125:
                _c_SymInt(v126)
        except _Invalid as exc:
            exc.segments.append(('index', v125, v126))
            raise
        v108 = 'storage_offset'
        v127 = d['storage_offset']
        _c_SymInt(v127)
        v108 = 'layout'
        v128 = d['layout']
        if type(v128) is not int or v128 not in _E129:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v128)
    except KeyError:
        exc = _Invalid('required field missing', _T106[v108], _M)
        exc.segments.append(('field', v108))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v108))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K105, 'TensorMeta')


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U113, False)
    try:
        if 'as_expr' in d:
            v114 = d['as_expr']
            _c_SymExpr(v114)
        elif 'as_int' in d:
            v114 = d['as_int']
            if type(v114) is not int or not -9223372036854775808 <= v114 <= 9223372036854775807:
                raise _int_error(v114)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v117 = 0
    v118 = None
    try:
        v118 = 'expr_str'
        v119 = d['expr_str']
        v117 += 1
        if type(v119) is not str:
            raise _Invalid('wrong type', 'str', v119)
        v118 = 'hint'
        v120 = d.get('hint', _M)
        if v120 is not _M:
            v117 += 1
            if v120 is not None:
                _c_SymExprHint(v120)
    except KeyError:
        exc = _Invalid('required field missing', _T116[v118], _M)
        exc.segments.append(('field', v118))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v118))
        raise
    if v117 != len(d):
        _fail_unknown_key(d, _K115, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U121, False)
    try:
        if 'as_int' in d:
            v122 = d['as_int']
            if type(v122) is not int or not -9223372036854775808 <= v122 <= 9223372036854775807:
                raise _int_error(v122)
        elif 'as_bool' in d:
            v122 = d['as_bool']
            if v122 is not True and v122 is not False:
                raise _Invalid('wrong type', 'bool', v122)
        elif 'as_float' in d:
            v122 = d['as_float']
            if type(v122) is not float and type(v122) is not int and not (type(v122) is str and v122 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v122)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U138, False)
    try:
        if 'as_expr' in d:
            v139 = d['as_expr']
            _c_SymExpr(v139)
        elif 'as_bool' in d:
            v139 = d['as_bool']
            if v139 is not True and v139 is not False:
                raise _Invalid('wrong type', 'bool', v139)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U149, False)
    try:
        if 'as_expr' in d:
            v150 = d['as_expr']
            _c_SymExpr(v150)
        elif 'as_float' in d:
            v150 = d['as_float']
            if type(v150) is not float and type(v150) is not int and not (type(v150) is str and v150 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v150)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v155 = None
    try:
        v155 = 'input_specs'
        v156 = d['input_specs']
        if type(v156) is not list and type(v156) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v156)
        try:
            for v157 in v156:
                _c_InputSpec(v157)
        except _Invalid as exc:
            exc.segments.append(('index', v156, v157))
            raise
        v155 = 'output_specs'
        v210 = d['output_specs']
        if type(v210) is not list and type(v210) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v210)
        try:
            for v211 in v210:
                _c_OutputSpec(v211)
        except _Invalid as exc:
            exc.segments.append(('index', v210, v211))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T153[v155], _M)
        exc.segments.append(('field', v155))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v155))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K152, 'GraphSignature')


def _c_InputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U158, False)
    try:
        if 'user_input' in d:
            v159 = d['user_input']
            _c_UserInputSpec(v159)
        elif 'parameter' in d:
            v159 = d['parameter']
            _c_InputToParameterSpec(v159)
        elif 'buffer' in d:
            v159 = d['buffer']
            _c_InputToBufferSpec(v159)
        elif 'tensor_constant' in d:
            v159 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v159)
        elif 'custom_obj' in d:
            v159 = d['custom_obj']
            _c_InputToCustomObjSpec(v159)
        elif 'token' in d:
            v159 = d['token']
            _c_InputTokenSpec(v159)
        elif 'constant_input' in d:
            v159 = d['constant_input']
            _c_InputToConstantInputSpec(v159)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v163 = None
    try:
        v163 = 'arg'
        v164 = d['arg']
        _c_Argument(v164)
    except KeyError:
        exc = _Invalid('required field missing', _T161[v163], _M)
        exc.segments.append(('field', v163))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v163))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K160, 'UserInputSpec')


def _c_InputToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v168 = None
    try:
        v168 = 'arg'
        v169 = d['arg']
        _c_TensorArgument(v169)
        v168 = 'parameter_name'
        v170 = d['parameter_name']
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
        _fail_unknown_key(d, _K165, 'InputToParameterSpec')


def _c_InputToBufferSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v174 = None
    try:
        v174 = 'arg'
        v175 = d['arg']
        _c_TensorArgument(v175)
        v174 = 'buffer_name'
        v176 = d['buffer_name']
        if type(v176) is not str:
            raise _Invalid('wrong type', 'str', v176)
        v174 = 'persistent'
        v177 = d['persistent']
        if v177 is not True and v177 is not False:
            raise _Invalid('wrong type', 'bool', v177)
    except KeyError:
        exc = _Invalid('required field missing', _T172[v174], _M)
        exc.segments.append(('field', v174))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v174))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K171, 'InputToBufferSpec')


def _c_InputToTensorConstantSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v181 = None
    try:
        v181 = 'arg'
        v182 = d['arg']
        _c_TensorArgument(v182)
        v181 = 'tensor_constant_name'
        v183 = d['tensor_constant_name']
        if type(v183) is not str:
            raise _Invalid('wrong type', 'str', v183)
    except KeyError:
        exc = _Invalid('required field missing', _T179[v181], _M)
        exc.segments.append(('field', v181))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v181))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K178, 'InputToTensorConstantSpec')


def _c_InputToCustomObjSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v187 = None
    try:
        v187 = 'arg'
        v188 = d['arg']
        _c_CustomObjArgument(v188)
        v187 = 'custom_obj_name'
        v189 = d['custom_obj_name']
        if type(v189) is not str:
            raise _Invalid('wrong type', 'str', v189)
    except KeyError:
        exc = _Invalid('required field missing', _T185[v187], _M)
        exc.segments.append(('field', v187))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v187))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K184, 'InputToCustomObjSpec')


def _c_InputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v193 = None
    try:
        v193 = 'arg'
        v194 = d['arg']
        _c_TokenArgument(v194)
    except KeyError:
        exc = _Invalid('required field missing', _T191[v193], _M)
        exc.segments.append(('field', v193))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v193))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K190, 'InputTokenSpec')


def _c_TokenArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v198 = None
    try:
        v198 = 'name'
        v199 = d['name']
        if type(v199) is not str:
            raise _Invalid('wrong type', 'str', v199)
        _name(v199, _N200, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T196[v198], _M)
        exc.segments.append(('field', v198))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v198))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K195, 'TokenArgument')


def _c_InputToConstantInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v204 = None
    try:
        v204 = 'name'
        v205 = d['name']
        if type(v205) is not str:
            raise _Invalid('wrong type', 'str', v205)
        _name(v205, _N206, 'identifier')
        v204 = 'value'
        v207 = d['value']
        _c_ConstantValue(v207)
    except KeyError:
        exc = _Invalid('required field missing', _T202[v204], _M)
        exc.segments.append(('field', v204))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v204))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K201, 'InputToConstantInputSpec')


def _c_ConstantValue(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U208, False)
    try:
        if 'as_none' in d:
            v209 = d['as_none']
            if v209 is not True and v209 is not False:
                raise _Invalid('wrong type', 'bool', v209)
        elif 'as_int' in d:
            v209 = d['as_int']
            if type(v209) is not int or not -9223372036854775808 <= v209 <= 9223372036854775807:
                raise _int_error(v209)
        elif 'as_float' in d:
            v209 = d['as_float']
            if type(v209) is not float and type(v209) is not int and not (type(v209) is str and v209 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v209)
        elif 'as_string' in d:
            v209 = d['as_string']
            if type(v209) is not str:
                raise _Invalid('wrong type', 'str', v209)
        elif 'as_bool' in d:
            v209 = d['as_bool']
            if v209 is not True and v209 is not False:
                raise _Invalid('wrong type', 'bool', v209)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U212, False)
    try:
        if 'user_output' in d:
            v213 = d['user_output']
            _c_UserOutputSpec(v213)
        elif 'loss_output' in d:
            v213 = d['loss_output']
            _c_LossOutputSpec(v213)
        elif 'buffer_mutation' in d:
            v213 = d['buffer_mutation']
            _c_BufferMutationSpec(v213)
        elif 'gradient_to_parameter' in d:
            v213 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v213)
        elif 'gradient_to_user_input' in d:
            v213 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v213)
        elif 'user_input_mutation' in d:
            v213 = d['user_input_mutation']
            _c_UserInputMutationSpec(v213)
        elif 'token' in d:
            v213 = d['token']
            _c_OutputTokenSpec(v213)
        elif 'parameter_mutation' in d:
            v213 = d['parameter_mutation']
            _c_ParameterMutationSpec(v213)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, parameter_mutation, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v217 = None
    try:
        v217 = 'arg'
        v218 = d['arg']
        _c_Argument(v218)
    except KeyError:
        exc = _Invalid('required field missing', _T215[v217], _M)
        exc.segments.append(('field', v217))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v217))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K214, 'UserOutputSpec')


def _c_LossOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v222 = None
    try:
        v222 = 'arg'
        v223 = d['arg']
        _c_TensorArgument(v223)
    except KeyError:
        exc = _Invalid('required field missing', _T220[v222], _M)
        exc.segments.append(('field', v222))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v222))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K219, 'LossOutputSpec')


def _c_BufferMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v227 = None
    try:
        v227 = 'arg'
        v228 = d['arg']
        _c_TensorArgument(v228)
        v227 = 'buffer_name'
        v229 = d['buffer_name']
        if type(v229) is not str:
            raise _Invalid('wrong type', 'str', v229)
    except KeyError:
        exc = _Invalid('required field missing', _T225[v227], _M)
        exc.segments.append(('field', v227))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v227))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K224, 'BufferMutationSpec')


def _c_GradientToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v233 = None
    try:
        v233 = 'arg'
        v234 = d['arg']
        _c_TensorArgument(v234)
        v233 = 'parameter_name'
        v235 = d['parameter_name']
        if type(v235) is not str:
            raise _Invalid('wrong type', 'str', v235)
    except KeyError:
        exc = _Invalid('required field missing', _T231[v233], _M)
        exc.segments.append(('field', v233))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v233))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K230, 'GradientToParameterSpec')


def _c_GradientToUserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v239 = None
    try:
        v239 = 'arg'
        v240 = d['arg']
        _c_TensorArgument(v240)
        v239 = 'user_input_name'
        v241 = d['user_input_name']
        if type(v241) is not str:
            raise _Invalid('wrong type', 'str', v241)
        _name(v241, _N242, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T237[v239], _M)
        exc.segments.append(('field', v239))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v239))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K236, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v246 = None
    try:
        v246 = 'arg'
        v247 = d['arg']
        _c_TensorArgument(v247)
        v246 = 'user_input_name'
        v248 = d['user_input_name']
        if type(v248) is not str:
            raise _Invalid('wrong type', 'str', v248)
        _name(v248, _N249, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T244[v246], _M)
        exc.segments.append(('field', v246))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v246))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K243, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v253 = None
    try:
        v253 = 'arg'
        v254 = d['arg']
        _c_TokenArgument(v254)
    except KeyError:
        exc = _Invalid('required field missing', _T251[v253], _M)
        exc.segments.append(('field', v253))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v253))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K250, 'OutputTokenSpec')


def _c_ParameterMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ParameterMutationSpec', d)
    v258 = None
    try:
        v258 = 'arg'
        v259 = d['arg']
        _c_TensorArgument(v259)
        v258 = 'parameter_name'
        v260 = d['parameter_name']
        if type(v260) is not str:
            raise _Invalid('wrong type', 'str', v260)
    except KeyError:
        exc = _Invalid('required field missing', _T256[v258], _M)
        exc.segments.append(('field', v258))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v258))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K255, 'ParameterMutationSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v265 = 0
    v266 = None
    try:
        v266 = 'fqn'
        v267 = d['fqn']
        v265 += 1
        if type(v267) is not str:
            raise _Invalid('wrong type', 'str', v267)
        v266 = 'signature'
        v268 = d.get('signature', _M)
        if v268 is not _M:
            v265 += 1
            if v268 is not None:
                _c_ModuleCallSignature(v268)
    except KeyError:
        exc = _Invalid('required field missing', _T264[v266], _M)
        exc.segments.append(('field', v266))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v266))
        raise
    if v265 != len(d):
        _fail_unknown_key(d, _K263, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v271 = 0
    v272 = None
    try:
        v272 = 'inputs'
        v273 = d['inputs']
        v271 += 1
        if type(v273) is not list and type(v273) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v273)
        try:
            for v274 in v273:
                _c_Argument(v274)
        except _Invalid as exc:
            exc.segments.append(('index', v273, v274))
            raise
        v272 = 'outputs'
        v275 = d['outputs']
        v271 += 1
        if type(v275) is not list and type(v275) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v275)
        try:
            for v276 in v275:
                _c_Argument(v276)
        except _Invalid as exc:
            exc.segments.append(('index', v275, v276))
            raise
        v272 = 'in_spec'
        v277 = d['in_spec']
        v271 += 1
        if type(v277) is not str:
            raise _Invalid('wrong type', 'str', v277)
        v272 = 'out_spec'
        v278 = d['out_spec']
        v271 += 1
        if type(v278) is not str:
            raise _Invalid('wrong type', 'str', v278)
        v272 = 'forward_arg_names'
        v279 = d.get('forward_arg_names', _M)
        if v279 is not _M:
            v271 += 1
            if v279 is not None:
                if type(v279) is not list and type(v279) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v279)
                try:
                    for v280 in v279:
                        if type(v280) is not str:
                            raise _Invalid('wrong type', 'str', v280)
                        _name(v280, _N281, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v279, v280))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T270[v272], _M)
        exc.segments.append(('field', v272))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v272))
        raise
    if v271 != len(d):
        _fail_unknown_key(d, _K269, 'ModuleCallSignature')


def _c_NamedTupleDef(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedTupleDef', d)
    v292 = None
    try:
        v292 = 'field_names'
        v293 = d['field_names']
        if type(v293) is not list and type(v293) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v293)
        try:
            for v294 in v293:
                if type(v294) is not str:
                    raise _Invalid('wrong type', 'str', v294)
                _name(v294, _N295, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v293, v294))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T290[v292], _M)
        exc.segments.append(('field', v292))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v292))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K289, 'NamedTupleDef')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v306 = None
    try:
        v306 = 'min_val'
        v307 = d['min_val']
        if v307 is not None:
            if type(v307) is not int or not -9223372036854775808 <= v307 <= 9223372036854775807:
                raise _int_error(v307)
        v306 = 'max_val'
        v308 = d['max_val']
        if v308 is not None:
            if type(v308) is not int or not -9223372036854775808 <= v308 <= 9223372036854775807:
                raise _int_error(v308)
    except KeyError:
        exc = _Invalid('required field missing', _T304[v306], _M)
        exc.segments.append(('field', v306))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v306))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K303, 'RangeConstraint')


def _c_SchemaVersion(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v313 = None
    try:
        v313 = 'major'
        v314 = d['major']
        if type(v314) is not int or not -9223372036854775808 <= v314 <= 9223372036854775807:
            raise _int_error(v314)
        v313 = 'minor'
        v315 = d['minor']
        if type(v315) is not int or not -9223372036854775808 <= v315 <= 9223372036854775807:
            raise _int_error(v315)
    except KeyError:
        exc = _Invalid('required field missing', _T311[v313], _M)
        exc.segments.append(('field', v313))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v313))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K310, 'SchemaVersion')


CHECKER = _c_ExportedProgram
