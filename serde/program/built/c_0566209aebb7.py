"""The checker of schema 8.15 from ExportedProgram, hooked on 19 classes, made from the spec (do not edit)."""

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
_U17 = frozenset(('as_bool', 'as_bools', 'as_complex', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_int_lists', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_operator', 'as_optional_tensor', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_string_to_argument', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
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
_K82 = frozenset(('inputs', 'is_hop_single_tensor_return', 'metadata', 'outputs', 'target', ))
_T83 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]', 'is_hop_single_tensor_return': 'bool | None'}
_K89 = frozenset(('arg', 'kind', 'name', ))
_T90 = {'name': 'str', 'arg': 'Argument', 'kind': 'ArgumentKind | None'}
_N94 = checker(StringKind.ARGUMENT_NAME)
_E97 = frozenset((0, 1, 2, ))
_N103 = checker(StringKind.IDENTIFIER)
_N108 = checker(StringKind.IDENTIFIER)
_K109 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T110 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E114 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, ))
_U117 = frozenset(('as_expr', 'as_int', ))
_K119 = frozenset(('expr_str', 'hint', ))
_T120 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U125 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E133 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N137 = checker(StringKind.IDENTIFIER)
_N141 = checker(StringKind.IDENTIFIER)
_U142 = frozenset(('as_bool', 'as_expr', ))
_N148 = checker(StringKind.IDENTIFIER)
_N152 = checker(StringKind.IDENTIFIER)
_U153 = frozenset(('as_expr', 'as_float', ))
_K156 = frozenset(('input_specs', 'output_specs', ))
_T157 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U162 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K164 = frozenset(('arg', ))
_T165 = {'arg': 'Argument'}
_K169 = frozenset(('arg', 'parameter_name', ))
_T170 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K175 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T176 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K182 = frozenset(('arg', 'tensor_constant_name', ))
_T183 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K188 = frozenset(('arg', 'custom_obj_name', ))
_T189 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K194 = frozenset(('arg', ))
_T195 = {'arg': 'TokenArgument'}
_K199 = frozenset(('name', ))
_T200 = {'name': 'str'}
_N204 = checker(StringKind.IDENTIFIER)
_K205 = frozenset(('name', 'value', ))
_T206 = {'name': 'str', 'value': 'ConstantValue'}
_N210 = checker(StringKind.IDENTIFIER)
_U212 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U216 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'parameter_mutation', 'token', 'user_input_mutation', 'user_output', ))
_K218 = frozenset(('arg', ))
_T219 = {'arg': 'Argument'}
_K223 = frozenset(('arg', ))
_T224 = {'arg': 'TensorArgument'}
_K228 = frozenset(('arg', 'buffer_name', ))
_T229 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K234 = frozenset(('arg', 'parameter_name', ))
_T235 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K240 = frozenset(('arg', 'user_input_name', ))
_T241 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N246 = checker(StringKind.IDENTIFIER)
_K247 = frozenset(('arg', 'user_input_name', ))
_T248 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N253 = checker(StringKind.IDENTIFIER)
_K254 = frozenset(('arg', ))
_T255 = {'arg': 'TokenArgument'}
_K259 = frozenset(('arg', 'parameter_name', ))
_T260 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K267 = frozenset(('fqn', 'signature', ))
_T268 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K273 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T274 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N285 = checker(StringKind.IDENTIFIER)
_N289 = checker(StringKind.IDENTIFIER)
_K293 = frozenset(('field_names', ))
_T294 = {'field_names': 'list[str]'}
_N299 = checker(StringKind.IDENTIFIER)
_N303 = checker(StringKind.IDENTIFIER)
_K307 = frozenset(('max_val', 'min_val', ))
_T308 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K314 = frozenset(('major', 'minor', ))
_T315 = {'major': 'int', 'minor': 'int'}
_N322 = checker(StringKind.IDENTIFIER)


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
        v300 = d['opset_version']
        v3 += 1
        if type(v300) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v300)
        try:
            for v301, v302 in v300.items():
                if type(v301) is not str:
                    raise _Invalid('wrong type', 'str', v301)
                _name(v301, _N303, 'identifier')
                if type(v302) is not int or not -9223372036854775808 <= v302 <= 9223372036854775807:
                    raise _int_error(v302)
        except _Invalid as exc:
            exc.segments.append(('key', v301))
            raise
        v4 = 'range_constraints'
        v304 = d['range_constraints']
        v3 += 1
        if type(v304) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v304)
        try:
            for v305, v306 in v304.items():
                if type(v305) is not str:
                    raise _Invalid('wrong type', 'str', v305)
                _c_RangeConstraint(v306, h)
        except _Invalid as exc:
            exc.segments.append(('key', v305))
            raise
        v4 = 'schema_version'
        v313 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v313, h)
        v4 = 'verifiers'
        v320 = d.get('verifiers', _M)
        if v320 is not _M:
            v3 += 1
            if type(v320) is not list and type(v320) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v320)
            try:
                for v321 in v320:
                    if type(v321) is not str:
                        raise _Invalid('wrong type', 'str', v321)
                    _name(v321, _N322, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v320, v321))
                raise
        v4 = 'torch_version'
        v323 = d.get('torch_version', _M)
        if v323 is not _M:
            v3 += 1
            if type(v323) is not str:
                raise _Invalid('wrong type', 'str', v323)
        v4 = 'guards_code'
        v324 = d.get('guards_code', _M)
        if v324 is not _M:
            v3 += 1
            if type(v324) is not list and type(v324) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v324)
            try:
                for v325 in v324:
                    if type(v325) is not str:
                        raise _Invalid('wrong type', 'str', v325)
            except _Invalid as exc:
                exc.segments.append(('index', v324, v325))
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
        v155 = d['signature']
        v8 += 1
        _c_GraphSignature(v155, h)
        v9 = 'module_call_graph'
        v265 = d['module_call_graph']
        v8 += 1
        if type(v265) is not list and type(v265) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v265)
        try:
            for v266 in v265:
                _c_ModuleCallEntry(v266, h)
        except _Invalid as exc:
            exc.segments.append(('index', v265, v266))
            raise
        v9 = 'metadata'
        v286 = d.get('metadata', _M)
        if v286 is not _M:
            v8 += 1
            if type(v286) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v286)
            try:
                for v287, v288 in v286.items():
                    if type(v287) is not str:
                        raise _Invalid('wrong type', 'str', v287)
                    _name(v287, _N289, 'identifier')
                    if type(v288) is not str:
                        raise _Invalid('wrong type', 'str', v288)
            except _Invalid as exc:
                exc.segments.append(('key', v287))
                raise
        v9 = 'treespec_namedtuple_fields'
        v290 = d.get('treespec_namedtuple_fields', _M)
        if v290 is not _M:
            v8 += 1
            if type(v290) is not dict:
                raise _Invalid('wrong type', 'dict[str, NamedTupleDef]', v290)
            try:
                for v291, v292 in v290.items():
                    if type(v291) is not str:
                        raise _Invalid('wrong type', 'str', v291)
                    _c_NamedTupleDef(v292, h)
            except _Invalid as exc:
                exc.segments.append(('key', v291))
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
        v78 = d['outputs']
        v13 += 1
        if type(v78) is not list and type(v78) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v78)
        try:
            for v79 in v78:
                _c_Argument(v79, h)
        except _Invalid as exc:
            exc.segments.append(('index', v78, v79))
            raise
        v14 = 'nodes'
        v80 = d['nodes']
        v13 += 1
        if type(v80) is not list and type(v80) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v80)
        try:
            for v81 in v80:
                _c_Node(v81, h)
        except _Invalid as exc:
            exc.segments.append(('index', v80, v81))
            raise
        v14 = 'tensor_values'
        v105 = d['tensor_values']
        v13 += 1
        if type(v105) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v105)
        try:
            for v106, v107 in v105.items():
                if type(v106) is not str:
                    raise _Invalid('wrong type', 'str', v106)
                _name(v106, _N108, 'identifier')
                _c_TensorMeta(v107, h)
        except _Invalid as exc:
            exc.segments.append(('key', v106))
            raise
        v14 = 'sym_int_values'
        v134 = d['sym_int_values']
        v13 += 1
        if type(v134) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v134)
        try:
            for v135, v136 in v134.items():
                if type(v135) is not str:
                    raise _Invalid('wrong type', 'str', v135)
                _name(v135, _N137, 'identifier')
                _c_SymInt(v136, h)
        except _Invalid as exc:
            exc.segments.append(('key', v135))
            raise
        v14 = 'sym_bool_values'
        v138 = d['sym_bool_values']
        v13 += 1
        if type(v138) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v138)
        try:
            for v139, v140 in v138.items():
                if type(v139) is not str:
                    raise _Invalid('wrong type', 'str', v139)
                _name(v139, _N141, 'identifier')
                _c_SymBool(v140, h)
        except _Invalid as exc:
            exc.segments.append(('key', v139))
            raise
        v14 = 'is_single_tensor_return'
        v144 = d.get('is_single_tensor_return', _M)
        if v144 is not _M:
            v13 += 1
            if v144 is not True and v144 is not False:
                raise _Invalid('wrong type', 'bool', v144)
        v14 = 'custom_obj_values'
        v145 = d.get('custom_obj_values', _M)
        if v145 is not _M:
            v13 += 1
            if type(v145) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v145)
            try:
                for v146, v147 in v145.items():
                    if type(v146) is not str:
                        raise _Invalid('wrong type', 'str', v146)
                    _name(v146, _N148, 'identifier')
                    _c_CustomObjArgument(v147, h)
            except _Invalid as exc:
                exc.segments.append(('key', v146))
                raise
        v14 = 'sym_float_values'
        v149 = d.get('sym_float_values', _M)
        if v149 is not _M:
            v13 += 1
            if type(v149) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v149)
            try:
                for v150, v151 in v149.items():
                    if type(v150) is not str:
                        raise _Invalid('wrong type', 'str', v150)
                    _name(v150, _N152, 'identifier')
                    _c_SymFloat(v151, h)
            except _Invalid as exc:
                exc.segments.append(('key', v150))
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
        elif 'as_int_lists' in d:
            v18 = d['as_int_lists']
            if type(v18) is not list and type(v18) is not tuple:
                raise _Invalid('wrong type', 'list[list[int]]', v18)
            try:
                for v74 in v18:
                    if type(v74) is not list and type(v74) is not tuple:
                        raise _Invalid('wrong type', 'list[int]', v74)
                    try:
                        for v75 in v74:
                            if type(v75) is not int or not -9223372036854775808 <= v75 <= 9223372036854775807:
                                raise _int_error(v75)
                    except _Invalid as exc:
                        exc.segments.append(('index', v74, v75))
                        raise
            except _Invalid as exc:
                exc.segments.append(('index', v18, v74))
                raise
        elif 'as_string_to_argument' in d:
            v18 = d['as_string_to_argument']
            if type(v18) is not dict:
                raise _Invalid('wrong type', 'dict[str, Argument]', v18)
            try:
                for v76, v77 in v18.items():
                    if type(v76) is not str:
                        raise _Invalid('wrong type', 'str', v76)
                    _c_Argument(v77, h)
            except _Invalid as exc:
                exc.segments.append(('key', v76))
                raise
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_complex, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_int_lists, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensor, as_optional_tensors, as_scalar_type, as_string, as_string_to_argument, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
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
    v84 = 0
    v85 = None
    try:
        v85 = 'target'
        v86 = d['target']
        v84 += 1
        if type(v86) is not str:
            raise _Invalid('wrong type', 'str', v86)
        v85 = 'inputs'
        v87 = d['inputs']
        v84 += 1
        if type(v87) is not list and type(v87) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v87)
        try:
            for v88 in v87:
                _c_NamedArgument(v88, h)
        except _Invalid as exc:
            exc.segments.append(('index', v87, v88))
            raise
        v85 = 'outputs'
        v98 = d['outputs']
        v84 += 1
        if type(v98) is not list and type(v98) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v98)
        try:
            for v99 in v98:
                _c_Argument(v99, h)
        except _Invalid as exc:
            exc.segments.append(('index', v98, v99))
            raise
        v85 = 'metadata'
        v100 = d['metadata']
        v84 += 1
        if type(v100) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v100)
        try:
            for v101, v102 in v100.items():
                if type(v101) is not str:
                    raise _Invalid('wrong type', 'str', v101)
                _name(v101, _N103, 'identifier')
                if type(v102) is not str:
                    raise _Invalid('wrong type', 'str', v102)
        except _Invalid as exc:
            exc.segments.append(('key', v101))
            raise
        v85 = 'is_hop_single_tensor_return'
        v104 = d.get('is_hop_single_tensor_return', _M)
        if v104 is not _M:
            v84 += 1
            if v104 is not None:
                if v104 is not True and v104 is not False:
                    raise _Invalid('wrong type', 'bool', v104)
    except KeyError:
        exc = _Invalid('required field missing', _T83[v85], _M)
        exc.segments.append(('field', v85))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v85))
        raise
    if v84 != len(d):
        _fail_unknown_key(d, _K82, 'Node')
    h[14](d)


def _c_NamedArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v91 = 0
    v92 = None
    try:
        v92 = 'name'
        v93 = d['name']
        v91 += 1
        if type(v93) is not str:
            raise _Invalid('wrong type', 'str', v93)
        _name(v93, _N94, 'argument name')
        v92 = 'arg'
        v95 = d['arg']
        v91 += 1
        _c_Argument(v95, h)
        v92 = 'kind'
        v96 = d.get('kind', _M)
        if v96 is not _M:
            v91 += 1
            if v96 is not None:
                if type(v96) is not int or v96 not in _E97:
                    raise _Invalid('not a value of enum ArgumentKind', 'ArgumentKind (one of [0, 1, 2])', v96)
    except KeyError:
        exc = _Invalid('required field missing', _T90[v92], _M)
        exc.segments.append(('field', v92))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v92))
        raise
    if v91 != len(d):
        _fail_unknown_key(d, _K89, 'NamedArgument')


def _c_TensorMeta(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v112 = None
    try:
        v112 = 'dtype'
        v113 = d['dtype']
        if type(v113) is not int or v113 not in _E114:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32])', v113)
        v112 = 'sizes'
        v115 = d['sizes']
        if type(v115) is not list and type(v115) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v115)
        try:
            for v116 in v115:
                _c_SymInt(v116, h)
        except _Invalid as exc:
            exc.segments.append(('index', v115, v116))
            raise
        v112 = 'requires_grad'
        v127 = d['requires_grad']
        if v127 is not True and v127 is not False:
            raise _Invalid('wrong type', 'bool', v127)
        v112 = 'device'
        v128 = d['device']
        _c_Device(v128, h)
        v112 = 'strides'
        v129 = d['strides']
        if type(v129) is not list and type(v129) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v129)
        try:
            for v130 in v129:
                _c_SymInt(v130, h)
        except _Invalid as exc:
            exc.segments.append(('index', v129, v130))
            raise
        v112 = 'storage_offset'
        v131 = d['storage_offset']
        _c_SymInt(v131, h)
        v112 = 'layout'
        v132 = d['layout']
        if type(v132) is not int or v132 not in _E133:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v132)
    except KeyError:
        exc = _Invalid('required field missing', _T110[v112], _M)
        exc.segments.append(('field', v112))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v112))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K109, 'TensorMeta')


def _c_SymInt(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U117, False)
    try:
        if 'as_expr' in d:
            v118 = d['as_expr']
            _c_SymExpr(v118, h)
        elif 'as_int' in d:
            v118 = d['as_int']
            if type(v118) is not int or not -9223372036854775808 <= v118 <= 9223372036854775807:
                raise _int_error(v118)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v121 = 0
    v122 = None
    try:
        v122 = 'expr_str'
        v123 = d['expr_str']
        v121 += 1
        if type(v123) is not str:
            raise _Invalid('wrong type', 'str', v123)
        v122 = 'hint'
        v124 = d.get('hint', _M)
        if v124 is not _M:
            v121 += 1
            if v124 is not None:
                _c_SymExprHint(v124, h)
    except KeyError:
        exc = _Invalid('required field missing', _T120[v122], _M)
        exc.segments.append(('field', v122))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v122))
        raise
    if v121 != len(d):
        _fail_unknown_key(d, _K119, 'SymExpr')
    h[18](d)


def _c_SymExprHint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U125, False)
    try:
        if 'as_int' in d:
            v126 = d['as_int']
            if type(v126) is not int or not -9223372036854775808 <= v126 <= 9223372036854775807:
                raise _int_error(v126)
        elif 'as_bool' in d:
            v126 = d['as_bool']
            if v126 is not True and v126 is not False:
                raise _Invalid('wrong type', 'bool', v126)
        elif 'as_float' in d:
            v126 = d['as_float']
            if type(v126) is not float and type(v126) is not int and not (type(v126) is str and v126 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v126)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U142, False)
    try:
        if 'as_expr' in d:
            v143 = d['as_expr']
            _c_SymExpr(v143, h)
        elif 'as_bool' in d:
            v143 = d['as_bool']
            if v143 is not True and v143 is not False:
                raise _Invalid('wrong type', 'bool', v143)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U153, False)
    try:
        if 'as_expr' in d:
            v154 = d['as_expr']
            _c_SymExpr(v154, h)
        elif 'as_float' in d:
            v154 = d['as_float']
            if type(v154) is not float and type(v154) is not int and not (type(v154) is str and v154 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v154)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v159 = None
    try:
        v159 = 'input_specs'
        v160 = d['input_specs']
        if type(v160) is not list and type(v160) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v160)
        try:
            for v161 in v160:
                _c_InputSpec(v161, h)
        except _Invalid as exc:
            exc.segments.append(('index', v160, v161))
            raise
        v159 = 'output_specs'
        v214 = d['output_specs']
        if type(v214) is not list and type(v214) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v214)
        try:
            for v215 in v214:
                _c_OutputSpec(v215, h)
        except _Invalid as exc:
            exc.segments.append(('index', v214, v215))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T157[v159], _M)
        exc.segments.append(('field', v159))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v159))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K156, 'GraphSignature')


def _c_InputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U162, False)
    try:
        if 'user_input' in d:
            v163 = d['user_input']
            _c_UserInputSpec(v163, h)
        elif 'parameter' in d:
            v163 = d['parameter']
            _c_InputToParameterSpec(v163, h)
        elif 'buffer' in d:
            v163 = d['buffer']
            _c_InputToBufferSpec(v163, h)
        elif 'tensor_constant' in d:
            v163 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v163, h)
        elif 'custom_obj' in d:
            v163 = d['custom_obj']
            _c_InputToCustomObjSpec(v163, h)
        elif 'token' in d:
            v163 = d['token']
            _c_InputTokenSpec(v163, h)
        elif 'constant_input' in d:
            v163 = d['constant_input']
            _c_InputToConstantInputSpec(v163, h)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v167 = None
    try:
        v167 = 'arg'
        v168 = d['arg']
        _c_Argument(v168, h)
    except KeyError:
        exc = _Invalid('required field missing', _T165[v167], _M)
        exc.segments.append(('field', v167))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v167))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K164, 'UserInputSpec')


def _c_InputToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v172 = None
    try:
        v172 = 'arg'
        v173 = d['arg']
        _c_TensorArgument(v173, h)
        v172 = 'parameter_name'
        v174 = d['parameter_name']
        if type(v174) is not str:
            raise _Invalid('wrong type', 'str', v174)
    except KeyError:
        exc = _Invalid('required field missing', _T170[v172], _M)
        exc.segments.append(('field', v172))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v172))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K169, 'InputToParameterSpec')
    h[10](d)


def _c_InputToBufferSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v178 = None
    try:
        v178 = 'arg'
        v179 = d['arg']
        _c_TensorArgument(v179, h)
        v178 = 'buffer_name'
        v180 = d['buffer_name']
        if type(v180) is not str:
            raise _Invalid('wrong type', 'str', v180)
        v178 = 'persistent'
        v181 = d['persistent']
        if v181 is not True and v181 is not False:
            raise _Invalid('wrong type', 'bool', v181)
    except KeyError:
        exc = _Invalid('required field missing', _T176[v178], _M)
        exc.segments.append(('field', v178))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v178))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K175, 'InputToBufferSpec')
    h[8](d)


def _c_InputToTensorConstantSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v185 = None
    try:
        v185 = 'arg'
        v186 = d['arg']
        _c_TensorArgument(v186, h)
        v185 = 'tensor_constant_name'
        v187 = d['tensor_constant_name']
        if type(v187) is not str:
            raise _Invalid('wrong type', 'str', v187)
    except KeyError:
        exc = _Invalid('required field missing', _T183[v185], _M)
        exc.segments.append(('field', v185))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v185))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K182, 'InputToTensorConstantSpec')
    h[11](d)


def _c_InputToCustomObjSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v191 = None
    try:
        v191 = 'arg'
        v192 = d['arg']
        _c_CustomObjArgument(v192, h)
        v191 = 'custom_obj_name'
        v193 = d['custom_obj_name']
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
        _fail_unknown_key(d, _K188, 'InputToCustomObjSpec')
    h[9](d)


def _c_InputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v197 = None
    try:
        v197 = 'arg'
        v198 = d['arg']
        _c_TokenArgument(v198, h)
    except KeyError:
        exc = _Invalid('required field missing', _T195[v197], _M)
        exc.segments.append(('field', v197))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v197))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K194, 'InputTokenSpec')


def _c_TokenArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v202 = None
    try:
        v202 = 'name'
        v203 = d['name']
        if type(v203) is not str:
            raise _Invalid('wrong type', 'str', v203)
        _name(v203, _N204, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T200[v202], _M)
        exc.segments.append(('field', v202))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v202))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K199, 'TokenArgument')


def _c_InputToConstantInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v208 = None
    try:
        v208 = 'name'
        v209 = d['name']
        if type(v209) is not str:
            raise _Invalid('wrong type', 'str', v209)
        _name(v209, _N210, 'identifier')
        v208 = 'value'
        v211 = d['value']
        _c_ConstantValue(v211, h)
    except KeyError:
        exc = _Invalid('required field missing', _T206[v208], _M)
        exc.segments.append(('field', v208))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v208))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K205, 'InputToConstantInputSpec')


def _c_ConstantValue(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U212, False)
    try:
        if 'as_none' in d:
            v213 = d['as_none']
            if v213 is not True and v213 is not False:
                raise _Invalid('wrong type', 'bool', v213)
        elif 'as_int' in d:
            v213 = d['as_int']
            if type(v213) is not int or not -9223372036854775808 <= v213 <= 9223372036854775807:
                raise _int_error(v213)
        elif 'as_float' in d:
            v213 = d['as_float']
            if type(v213) is not float and type(v213) is not int and not (type(v213) is str and v213 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v213)
        elif 'as_string' in d:
            v213 = d['as_string']
            if type(v213) is not str:
                raise _Invalid('wrong type', 'str', v213)
        elif 'as_bool' in d:
            v213 = d['as_bool']
            if v213 is not True and v213 is not False:
                raise _Invalid('wrong type', 'bool', v213)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U216, False)
    try:
        if 'user_output' in d:
            v217 = d['user_output']
            _c_UserOutputSpec(v217, h)
        elif 'loss_output' in d:
            v217 = d['loss_output']
            _c_LossOutputSpec(v217, h)
        elif 'buffer_mutation' in d:
            v217 = d['buffer_mutation']
            _c_BufferMutationSpec(v217, h)
        elif 'gradient_to_parameter' in d:
            v217 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v217, h)
        elif 'gradient_to_user_input' in d:
            v217 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v217, h)
        elif 'user_input_mutation' in d:
            v217 = d['user_input_mutation']
            _c_UserInputMutationSpec(v217, h)
        elif 'token' in d:
            v217 = d['token']
            _c_OutputTokenSpec(v217, h)
        elif 'parameter_mutation' in d:
            v217 = d['parameter_mutation']
            _c_ParameterMutationSpec(v217, h)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, parameter_mutation, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v221 = None
    try:
        v221 = 'arg'
        v222 = d['arg']
        _c_Argument(v222, h)
    except KeyError:
        exc = _Invalid('required field missing', _T219[v221], _M)
        exc.segments.append(('field', v221))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v221))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K218, 'UserOutputSpec')


def _c_LossOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v226 = None
    try:
        v226 = 'arg'
        v227 = d['arg']
        _c_TensorArgument(v227, h)
    except KeyError:
        exc = _Invalid('required field missing', _T224[v226], _M)
        exc.segments.append(('field', v226))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v226))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K223, 'LossOutputSpec')


def _c_BufferMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v231 = None
    try:
        v231 = 'arg'
        v232 = d['arg']
        _c_TensorArgument(v232, h)
        v231 = 'buffer_name'
        v233 = d['buffer_name']
        if type(v233) is not str:
            raise _Invalid('wrong type', 'str', v233)
    except KeyError:
        exc = _Invalid('required field missing', _T229[v231], _M)
        exc.segments.append(('field', v231))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v231))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K228, 'BufferMutationSpec')
    h[2](d)


def _c_GradientToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v237 = None
    try:
        v237 = 'arg'
        v238 = d['arg']
        _c_TensorArgument(v238, h)
        v237 = 'parameter_name'
        v239 = d['parameter_name']
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
        _fail_unknown_key(d, _K234, 'GradientToParameterSpec')
    h[5](d)


def _c_GradientToUserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v243 = None
    try:
        v243 = 'arg'
        v244 = d['arg']
        _c_TensorArgument(v244, h)
        v243 = 'user_input_name'
        v245 = d['user_input_name']
        if type(v245) is not str:
            raise _Invalid('wrong type', 'str', v245)
        _name(v245, _N246, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T241[v243], _M)
        exc.segments.append(('field', v243))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v243))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K240, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v250 = None
    try:
        v250 = 'arg'
        v251 = d['arg']
        _c_TensorArgument(v251, h)
        v250 = 'user_input_name'
        v252 = d['user_input_name']
        if type(v252) is not str:
            raise _Invalid('wrong type', 'str', v252)
        _name(v252, _N253, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T248[v250], _M)
        exc.segments.append(('field', v250))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v250))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K247, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v257 = None
    try:
        v257 = 'arg'
        v258 = d['arg']
        _c_TokenArgument(v258, h)
    except KeyError:
        exc = _Invalid('required field missing', _T255[v257], _M)
        exc.segments.append(('field', v257))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v257))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K254, 'OutputTokenSpec')


def _c_ParameterMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ParameterMutationSpec', d)
    v262 = None
    try:
        v262 = 'arg'
        v263 = d['arg']
        _c_TensorArgument(v263, h)
        v262 = 'parameter_name'
        v264 = d['parameter_name']
        if type(v264) is not str:
            raise _Invalid('wrong type', 'str', v264)
    except KeyError:
        exc = _Invalid('required field missing', _T260[v262], _M)
        exc.segments.append(('field', v262))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v262))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K259, 'ParameterMutationSpec')
    h[15](d)


def _c_ModuleCallEntry(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v269 = 0
    v270 = None
    try:
        v270 = 'fqn'
        v271 = d['fqn']
        v269 += 1
        if type(v271) is not str:
            raise _Invalid('wrong type', 'str', v271)
        v270 = 'signature'
        v272 = d.get('signature', _M)
        if v272 is not _M:
            v269 += 1
            if v272 is not None:
                _c_ModuleCallSignature(v272, h)
    except KeyError:
        exc = _Invalid('required field missing', _T268[v270], _M)
        exc.segments.append(('field', v270))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v270))
        raise
    if v269 != len(d):
        _fail_unknown_key(d, _K267, 'ModuleCallEntry')
    h[12](d)


def _c_ModuleCallSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v275 = 0
    v276 = None
    try:
        v276 = 'inputs'
        v277 = d['inputs']
        v275 += 1
        if type(v277) is not list and type(v277) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v277)
        try:
            for v278 in v277:
                _c_Argument(v278, h)
        except _Invalid as exc:
            exc.segments.append(('index', v277, v278))
            raise
        v276 = 'outputs'
        v279 = d['outputs']
        v275 += 1
        if type(v279) is not list and type(v279) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v279)
        try:
            for v280 in v279:
                _c_Argument(v280, h)
        except _Invalid as exc:
            exc.segments.append(('index', v279, v280))
            raise
        v276 = 'in_spec'
        v281 = d['in_spec']
        v275 += 1
        if type(v281) is not str:
            raise _Invalid('wrong type', 'str', v281)
        v276 = 'out_spec'
        v282 = d['out_spec']
        v275 += 1
        if type(v282) is not str:
            raise _Invalid('wrong type', 'str', v282)
        v276 = 'forward_arg_names'
        v283 = d.get('forward_arg_names', _M)
        if v283 is not _M:
            v275 += 1
            if v283 is not None:
                if type(v283) is not list and type(v283) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v283)
                try:
                    for v284 in v283:
                        if type(v284) is not str:
                            raise _Invalid('wrong type', 'str', v284)
                        _name(v284, _N285, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v283, v284))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T274[v276], _M)
        exc.segments.append(('field', v276))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v276))
        raise
    if v275 != len(d):
        _fail_unknown_key(d, _K273, 'ModuleCallSignature')
    h[13](d)


def _c_NamedTupleDef(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedTupleDef', d)
    v296 = None
    try:
        v296 = 'field_names'
        v297 = d['field_names']
        if type(v297) is not list and type(v297) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v297)
        try:
            for v298 in v297:
                if type(v298) is not str:
                    raise _Invalid('wrong type', 'str', v298)
                _name(v298, _N299, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v297, v298))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T294[v296], _M)
        exc.segments.append(('field', v296))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v296))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K293, 'NamedTupleDef')


def _c_RangeConstraint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v310 = None
    try:
        v310 = 'min_val'
        v311 = d['min_val']
        if v311 is not None:
            if type(v311) is not int or not -9223372036854775808 <= v311 <= 9223372036854775807:
                raise _int_error(v311)
        v310 = 'max_val'
        v312 = d['max_val']
        if v312 is not None:
            if type(v312) is not int or not -9223372036854775808 <= v312 <= 9223372036854775807:
                raise _int_error(v312)
    except KeyError:
        exc = _Invalid('required field missing', _T308[v310], _M)
        exc.segments.append(('field', v310))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v310))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K307, 'RangeConstraint')


def _c_SchemaVersion(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v317 = None
    try:
        v317 = 'major'
        v318 = d['major']
        if type(v318) is not int or not -9223372036854775808 <= v318 <= 9223372036854775807:
            raise _int_error(v318)
        v317 = 'minor'
        v319 = d['minor']
        if type(v319) is not int or not -9223372036854775808 <= v319 <= 9223372036854775807:
            raise _int_error(v319)
    except KeyError:
        exc = _Invalid('required field missing', _T315[v317], _M)
        exc.segments.append(('field', v317))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v317))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K314, 'SchemaVersion')


CHECKER = _c_ExportedProgram
