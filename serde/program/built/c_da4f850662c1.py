"""The checker of schema 8.7 from ExportedProgram, hooked on 17 classes, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('graph_module', 'opset_version', 'range_constraints', 'schema_version', 'torch_version', 'verifiers', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'schema_version': 'SchemaVersion', 'verifiers': 'list[str]', 'torch_version': 'str'}
_K6 = frozenset(('graph', 'metadata', 'module_call_graph', 'signature', 'treespec_namedtuple_fields', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'module_call_graph': 'list[ModuleCallEntry]', 'metadata': 'dict[str, str]', 'treespec_namedtuple_fields': 'dict[str, NamedTupleDef]'}
_K11 = frozenset(('custom_obj_values', 'inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_float_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorMeta]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool', 'custom_obj_values': 'dict[str, CustomObjArgument]', 'sym_float_values': 'dict[str, SymFloat]'}
_U17 = frozenset(('as_bool', 'as_bools', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_operator', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
_K19 = frozenset(('name', ))
_T20 = {'name': 'str'}
_N24 = checker(StringKind.IDENTIFIER)
_U29 = frozenset(('as_int', 'as_name', ))
_N31 = checker(StringKind.IDENTIFIER)
_E33 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, ))
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
_K72 = frozenset(('inputs', 'is_hop_single_tensor_return', 'metadata', 'outputs', 'target', ))
_T73 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]', 'is_hop_single_tensor_return': 'bool | None'}
_K79 = frozenset(('arg', 'kind', 'name', ))
_T80 = {'name': 'str', 'arg': 'Argument', 'kind': 'ArgumentKind | None'}
_N84 = checker(StringKind.ARGUMENT_NAME)
_E87 = frozenset((0, 1, 2, ))
_N93 = checker(StringKind.IDENTIFIER)
_N98 = checker(StringKind.IDENTIFIER)
_K99 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T100 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E104 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, ))
_U107 = frozenset(('as_expr', 'as_int', ))
_K109 = frozenset(('expr_str', 'hint', ))
_T110 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U115 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E123 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N127 = checker(StringKind.IDENTIFIER)
_N131 = checker(StringKind.IDENTIFIER)
_U132 = frozenset(('as_bool', 'as_expr', ))
_N138 = checker(StringKind.IDENTIFIER)
_N142 = checker(StringKind.IDENTIFIER)
_U143 = frozenset(('as_expr', 'as_float', ))
_K146 = frozenset(('input_specs', 'output_specs', ))
_T147 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U152 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K154 = frozenset(('arg', ))
_T155 = {'arg': 'Argument'}
_K159 = frozenset(('arg', 'parameter_name', ))
_T160 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K165 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T166 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K172 = frozenset(('arg', 'tensor_constant_name', ))
_T173 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K178 = frozenset(('arg', 'custom_obj_name', ))
_T179 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K184 = frozenset(('arg', ))
_T185 = {'arg': 'TokenArgument'}
_K189 = frozenset(('name', ))
_T190 = {'name': 'str'}
_N194 = checker(StringKind.IDENTIFIER)
_K195 = frozenset(('name', 'value', ))
_T196 = {'name': 'str', 'value': 'ConstantValue'}
_N200 = checker(StringKind.IDENTIFIER)
_U202 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U206 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'token', 'user_input_mutation', 'user_output', ))
_K208 = frozenset(('arg', ))
_T209 = {'arg': 'Argument'}
_K213 = frozenset(('arg', ))
_T214 = {'arg': 'TensorArgument'}
_K218 = frozenset(('arg', 'buffer_name', ))
_T219 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K224 = frozenset(('arg', 'parameter_name', ))
_T225 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K230 = frozenset(('arg', 'user_input_name', ))
_T231 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N236 = checker(StringKind.IDENTIFIER)
_K237 = frozenset(('arg', 'user_input_name', ))
_T238 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N243 = checker(StringKind.IDENTIFIER)
_K244 = frozenset(('arg', ))
_T245 = {'arg': 'TokenArgument'}
_K251 = frozenset(('fqn', 'signature', ))
_T252 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K257 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T258 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N269 = checker(StringKind.IDENTIFIER)
_N273 = checker(StringKind.IDENTIFIER)
_K277 = frozenset(('field_names', ))
_T278 = {'field_names': 'list[str]'}
_N283 = checker(StringKind.IDENTIFIER)
_N287 = checker(StringKind.IDENTIFIER)
_K291 = frozenset(('max_val', 'min_val', ))
_T292 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K298 = frozenset(('major', 'minor', ))
_T299 = {'major': 'int', 'minor': 'int'}
_N306 = checker(StringKind.IDENTIFIER)


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
        v284 = d['opset_version']
        v3 += 1
        if type(v284) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v284)
        try:
            for v285, v286 in v284.items():
                if type(v285) is not str:
                    raise _Invalid('wrong type', 'str', v285)
                _name(v285, _N287, 'identifier')
                if type(v286) is not int or not -9223372036854775808 <= v286 <= 9223372036854775807:
                    raise _int_error(v286)
        except _Invalid as exc:
            exc.segments.append(('key', v285))
            raise
        v4 = 'range_constraints'
        v288 = d['range_constraints']
        v3 += 1
        if type(v288) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v288)
        try:
            for v289, v290 in v288.items():
                if type(v289) is not str:
                    raise _Invalid('wrong type', 'str', v289)
                _c_RangeConstraint(v290, h)
        except _Invalid as exc:
            exc.segments.append(('key', v289))
            raise
        v4 = 'schema_version'
        v297 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v297, h)
        v4 = 'verifiers'
        v304 = d.get('verifiers', _M)
        if v304 is not _M:
            v3 += 1
            if type(v304) is not list and type(v304) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v304)
            try:
                for v305 in v304:
                    if type(v305) is not str:
                        raise _Invalid('wrong type', 'str', v305)
                    _name(v305, _N306, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v304, v305))
                raise
        v4 = 'torch_version'
        v307 = d.get('torch_version', _M)
        if v307 is not _M:
            v3 += 1
            if type(v307) is not str:
                raise _Invalid('wrong type', 'str', v307)
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
        v145 = d['signature']
        v8 += 1
        _c_GraphSignature(v145, h)
        v9 = 'module_call_graph'
        v249 = d['module_call_graph']
        v8 += 1
        if type(v249) is not list and type(v249) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v249)
        try:
            for v250 in v249:
                _c_ModuleCallEntry(v250, h)
        except _Invalid as exc:
            exc.segments.append(('index', v249, v250))
            raise
        v9 = 'metadata'
        v270 = d.get('metadata', _M)
        if v270 is not _M:
            v8 += 1
            if type(v270) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v270)
            try:
                for v271, v272 in v270.items():
                    if type(v271) is not str:
                        raise _Invalid('wrong type', 'str', v271)
                    _name(v271, _N273, 'identifier')
                    if type(v272) is not str:
                        raise _Invalid('wrong type', 'str', v272)
            except _Invalid as exc:
                exc.segments.append(('key', v271))
                raise
        v9 = 'treespec_namedtuple_fields'
        v274 = d.get('treespec_namedtuple_fields', _M)
        if v274 is not _M:
            v8 += 1
            if type(v274) is not dict:
                raise _Invalid('wrong type', 'dict[str, NamedTupleDef]', v274)
            try:
                for v275, v276 in v274.items():
                    if type(v275) is not str:
                        raise _Invalid('wrong type', 'str', v275)
                    _c_NamedTupleDef(v276, h)
            except _Invalid as exc:
                exc.segments.append(('key', v275))
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
        v68 = d['outputs']
        v13 += 1
        if type(v68) is not list and type(v68) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v68)
        try:
            for v69 in v68:
                _c_Argument(v69, h)
        except _Invalid as exc:
            exc.segments.append(('index', v68, v69))
            raise
        v14 = 'nodes'
        v70 = d['nodes']
        v13 += 1
        if type(v70) is not list and type(v70) is not tuple:
            raise _Invalid('wrong type', 'list[Node]', v70)
        try:
            for v71 in v70:
                _c_Node(v71, h)
        except _Invalid as exc:
            exc.segments.append(('index', v70, v71))
            raise
        v14 = 'tensor_values'
        v95 = d['tensor_values']
        v13 += 1
        if type(v95) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v95)
        try:
            for v96, v97 in v95.items():
                if type(v96) is not str:
                    raise _Invalid('wrong type', 'str', v96)
                _name(v96, _N98, 'identifier')
                _c_TensorMeta(v97, h)
        except _Invalid as exc:
            exc.segments.append(('key', v96))
            raise
        v14 = 'sym_int_values'
        v124 = d['sym_int_values']
        v13 += 1
        if type(v124) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v124)
        try:
            for v125, v126 in v124.items():
                if type(v125) is not str:
                    raise _Invalid('wrong type', 'str', v125)
                _name(v125, _N127, 'identifier')
                _c_SymInt(v126, h)
        except _Invalid as exc:
            exc.segments.append(('key', v125))
            raise
        v14 = 'sym_bool_values'
        v128 = d['sym_bool_values']
        v13 += 1
        if type(v128) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v128)
        try:
            for v129, v130 in v128.items():
                if type(v129) is not str:
                    raise _Invalid('wrong type', 'str', v129)
                _name(v129, _N131, 'identifier')
                _c_SymBool(v130, h)
        except _Invalid as exc:
            exc.segments.append(('key', v129))
            raise
        v14 = 'is_single_tensor_return'
        v134 = d.get('is_single_tensor_return', _M)
        if v134 is not _M:
            v13 += 1
            if v134 is not True and v134 is not False:
                raise _Invalid('wrong type', 'bool', v134)
        v14 = 'custom_obj_values'
        v135 = d.get('custom_obj_values', _M)
        if v135 is not _M:
            v13 += 1
            if type(v135) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v135)
            try:
                for v136, v137 in v135.items():
                    if type(v136) is not str:
                        raise _Invalid('wrong type', 'str', v136)
                    _name(v136, _N138, 'identifier')
                    _c_CustomObjArgument(v137, h)
            except _Invalid as exc:
                exc.segments.append(('key', v136))
                raise
        v14 = 'sym_float_values'
        v139 = d.get('sym_float_values', _M)
        if v139 is not _M:
            v13 += 1
            if type(v139) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v139)
            try:
                for v140, v141 in v139.items():
                    if type(v140) is not str:
                        raise _Invalid('wrong type', 'str', v140)
                    _name(v140, _N142, 'identifier')
                    _c_SymFloat(v141, h)
            except _Invalid as exc:
                exc.segments.append(('key', v140))
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
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30])', v18)
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
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensors, as_scalar_type, as_string, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
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


def _c_Node(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v74 = 0
    v75 = None
    try:
        v75 = 'target'
        v76 = d['target']
        v74 += 1
        if type(v76) is not str:
            raise _Invalid('wrong type', 'str', v76)
        v75 = 'inputs'
        v77 = d['inputs']
        v74 += 1
        if type(v77) is not list and type(v77) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v77)
        try:
            for v78 in v77:
                _c_NamedArgument(v78, h)
        except _Invalid as exc:
            exc.segments.append(('index', v77, v78))
            raise
        v75 = 'outputs'
        v88 = d['outputs']
        v74 += 1
        if type(v88) is not list and type(v88) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v88)
        try:
            for v89 in v88:
                _c_Argument(v89, h)
        except _Invalid as exc:
            exc.segments.append(('index', v88, v89))
            raise
        v75 = 'metadata'
        v90 = d['metadata']
        v74 += 1
        if type(v90) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v90)
        try:
            for v91, v92 in v90.items():
                if type(v91) is not str:
                    raise _Invalid('wrong type', 'str', v91)
                _name(v91, _N93, 'identifier')
                if type(v92) is not str:
                    raise _Invalid('wrong type', 'str', v92)
        except _Invalid as exc:
            exc.segments.append(('key', v91))
            raise
        v75 = 'is_hop_single_tensor_return'
        v94 = d.get('is_hop_single_tensor_return', _M)
        if v94 is not _M:
            v74 += 1
            if v94 is not None:
                if v94 is not True and v94 is not False:
                    raise _Invalid('wrong type', 'bool', v94)
    except KeyError:
        exc = _Invalid('required field missing', _T73[v75], _M)
        exc.segments.append(('field', v75))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v75))
        raise
    if v74 != len(d):
        _fail_unknown_key(d, _K72, 'Node')
    h[15](d)


def _c_NamedArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v81 = 0
    v82 = None
    try:
        v82 = 'name'
        v83 = d['name']
        v81 += 1
        if type(v83) is not str:
            raise _Invalid('wrong type', 'str', v83)
        _name(v83, _N84, 'argument name')
        v82 = 'arg'
        v85 = d['arg']
        v81 += 1
        _c_Argument(v85, h)
        v82 = 'kind'
        v86 = d.get('kind', _M)
        if v86 is not _M:
            v81 += 1
            if v86 is not None:
                if type(v86) is not int or v86 not in _E87:
                    raise _Invalid('not a value of enum ArgumentKind', 'ArgumentKind (one of [0, 1, 2])', v86)
    except KeyError:
        exc = _Invalid('required field missing', _T80[v82], _M)
        exc.segments.append(('field', v82))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v82))
        raise
    if v81 != len(d):
        _fail_unknown_key(d, _K79, 'NamedArgument')


def _c_TensorMeta(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v102 = None
    try:
        v102 = 'dtype'
        v103 = d['dtype']
        if type(v103) is not int or v103 not in _E104:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30])', v103)
        v102 = 'sizes'
        v105 = d['sizes']
        if type(v105) is not list and type(v105) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v105)
        try:
            for v106 in v105:
                _c_SymInt(v106, h)
        except _Invalid as exc:
            exc.segments.append(('index', v105, v106))
            raise
        v102 = 'requires_grad'
        v117 = d['requires_grad']
        if v117 is not True and v117 is not False:
            raise _Invalid('wrong type', 'bool', v117)
        v102 = 'device'
        v118 = d['device']
        _c_Device(v118, h)
        v102 = 'strides'
        v119 = d['strides']
        if type(v119) is not list and type(v119) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v119)
        try:
            for v120 in v119:
                _c_SymInt(v120, h)
        except _Invalid as exc:
            exc.segments.append(('index', v119, v120))
            raise
        v102 = 'storage_offset'
        v121 = d['storage_offset']
        _c_SymInt(v121, h)
        v102 = 'layout'
        v122 = d['layout']
        if type(v122) is not int or v122 not in _E123:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v122)
    except KeyError:
        exc = _Invalid('required field missing', _T100[v102], _M)
        exc.segments.append(('field', v102))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v102))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K99, 'TensorMeta')


def _c_SymInt(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U107, False)
    try:
        if 'as_expr' in d:
            v108 = d['as_expr']
            _c_SymExpr(v108, h)
        elif 'as_int' in d:
            v108 = d['as_int']
            if type(v108) is not int or not -9223372036854775808 <= v108 <= 9223372036854775807:
                raise _int_error(v108)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v111 = 0
    v112 = None
    try:
        v112 = 'expr_str'
        v113 = d['expr_str']
        v111 += 1
        if type(v113) is not str:
            raise _Invalid('wrong type', 'str', v113)
        v112 = 'hint'
        v114 = d.get('hint', _M)
        if v114 is not _M:
            v111 += 1
            if v114 is not None:
                _c_SymExprHint(v114, h)
    except KeyError:
        exc = _Invalid('required field missing', _T110[v112], _M)
        exc.segments.append(('field', v112))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v112))
        raise
    if v111 != len(d):
        _fail_unknown_key(d, _K109, 'SymExpr')
    h[16](d)


def _c_SymExprHint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U115, False)
    try:
        if 'as_int' in d:
            v116 = d['as_int']
            if type(v116) is not int or not -9223372036854775808 <= v116 <= 9223372036854775807:
                raise _int_error(v116)
        elif 'as_bool' in d:
            v116 = d['as_bool']
            if v116 is not True and v116 is not False:
                raise _Invalid('wrong type', 'bool', v116)
        elif 'as_float' in d:
            v116 = d['as_float']
            if type(v116) is not float and type(v116) is not int and not (type(v116) is str and v116 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v116)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U132, False)
    try:
        if 'as_expr' in d:
            v133 = d['as_expr']
            _c_SymExpr(v133, h)
        elif 'as_bool' in d:
            v133 = d['as_bool']
            if v133 is not True and v133 is not False:
                raise _Invalid('wrong type', 'bool', v133)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U143, False)
    try:
        if 'as_expr' in d:
            v144 = d['as_expr']
            _c_SymExpr(v144, h)
        elif 'as_float' in d:
            v144 = d['as_float']
            if type(v144) is not float and type(v144) is not int and not (type(v144) is str and v144 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v144)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v149 = None
    try:
        v149 = 'input_specs'
        v150 = d['input_specs']
        if type(v150) is not list and type(v150) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v150)
        try:
            for v151 in v150:
                _c_InputSpec(v151, h)
        except _Invalid as exc:
            exc.segments.append(('index', v150, v151))
            raise
        v149 = 'output_specs'
        v204 = d['output_specs']
        if type(v204) is not list and type(v204) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v204)
        try:
            for v205 in v204:
                _c_OutputSpec(v205, h)
        except _Invalid as exc:
            exc.segments.append(('index', v204, v205))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T147[v149], _M)
        exc.segments.append(('field', v149))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v149))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K146, 'GraphSignature')


def _c_InputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U152, False)
    try:
        if 'user_input' in d:
            v153 = d['user_input']
            _c_UserInputSpec(v153, h)
        elif 'parameter' in d:
            v153 = d['parameter']
            _c_InputToParameterSpec(v153, h)
        elif 'buffer' in d:
            v153 = d['buffer']
            _c_InputToBufferSpec(v153, h)
        elif 'tensor_constant' in d:
            v153 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v153, h)
        elif 'custom_obj' in d:
            v153 = d['custom_obj']
            _c_InputToCustomObjSpec(v153, h)
        elif 'token' in d:
            v153 = d['token']
            _c_InputTokenSpec(v153, h)
        elif 'constant_input' in d:
            v153 = d['constant_input']
            _c_InputToConstantInputSpec(v153, h)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v157 = None
    try:
        v157 = 'arg'
        v158 = d['arg']
        _c_Argument(v158, h)
    except KeyError:
        exc = _Invalid('required field missing', _T155[v157], _M)
        exc.segments.append(('field', v157))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v157))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K154, 'UserInputSpec')


def _c_InputToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v162 = None
    try:
        v162 = 'arg'
        v163 = d['arg']
        _c_TensorArgument(v163, h)
        v162 = 'parameter_name'
        v164 = d['parameter_name']
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
        _fail_unknown_key(d, _K159, 'InputToParameterSpec')
    h[10](d)


def _c_InputToBufferSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v168 = None
    try:
        v168 = 'arg'
        v169 = d['arg']
        _c_TensorArgument(v169, h)
        v168 = 'buffer_name'
        v170 = d['buffer_name']
        if type(v170) is not str:
            raise _Invalid('wrong type', 'str', v170)
        v168 = 'persistent'
        v171 = d['persistent']
        if v171 is not True and v171 is not False:
            raise _Invalid('wrong type', 'bool', v171)
    except KeyError:
        exc = _Invalid('required field missing', _T166[v168], _M)
        exc.segments.append(('field', v168))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v168))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K165, 'InputToBufferSpec')
    h[8](d)


def _c_InputToTensorConstantSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v175 = None
    try:
        v175 = 'arg'
        v176 = d['arg']
        _c_TensorArgument(v176, h)
        v175 = 'tensor_constant_name'
        v177 = d['tensor_constant_name']
        if type(v177) is not str:
            raise _Invalid('wrong type', 'str', v177)
    except KeyError:
        exc = _Invalid('required field missing', _T173[v175], _M)
        exc.segments.append(('field', v175))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v175))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K172, 'InputToTensorConstantSpec')
    h[11](d)


def _c_InputToCustomObjSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v181 = None
    try:
        v181 = 'arg'
        v182 = d['arg']
        _c_CustomObjArgument(v182, h)
        v181 = 'custom_obj_name'
        v183 = d['custom_obj_name']
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
        _fail_unknown_key(d, _K178, 'InputToCustomObjSpec')
    h[9](d)


def _c_InputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v187 = None
    try:
        v187 = 'arg'
        v188 = d['arg']
        _c_TokenArgument(v188, h)
    except KeyError:
        exc = _Invalid('required field missing', _T185[v187], _M)
        exc.segments.append(('field', v187))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v187))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K184, 'InputTokenSpec')


def _c_TokenArgument(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v192 = None
    try:
        v192 = 'name'
        v193 = d['name']
        if type(v193) is not str:
            raise _Invalid('wrong type', 'str', v193)
        _name(v193, _N194, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T190[v192], _M)
        exc.segments.append(('field', v192))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v192))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K189, 'TokenArgument')


def _c_InputToConstantInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v198 = None
    try:
        v198 = 'name'
        v199 = d['name']
        if type(v199) is not str:
            raise _Invalid('wrong type', 'str', v199)
        _name(v199, _N200, 'identifier')
        v198 = 'value'
        v201 = d['value']
        _c_ConstantValue(v201, h)
    except KeyError:
        exc = _Invalid('required field missing', _T196[v198], _M)
        exc.segments.append(('field', v198))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v198))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K195, 'InputToConstantInputSpec')


def _c_ConstantValue(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U202, False)
    try:
        if 'as_none' in d:
            v203 = d['as_none']
            if v203 is not True and v203 is not False:
                raise _Invalid('wrong type', 'bool', v203)
        elif 'as_int' in d:
            v203 = d['as_int']
            if type(v203) is not int or not -9223372036854775808 <= v203 <= 9223372036854775807:
                raise _int_error(v203)
        elif 'as_float' in d:
            v203 = d['as_float']
            if type(v203) is not float and type(v203) is not int and not (type(v203) is str and v203 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v203)
        elif 'as_string' in d:
            v203 = d['as_string']
            if type(v203) is not str:
                raise _Invalid('wrong type', 'str', v203)
        elif 'as_bool' in d:
            v203 = d['as_bool']
            if v203 is not True and v203 is not False:
                raise _Invalid('wrong type', 'bool', v203)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U206, False)
    try:
        if 'user_output' in d:
            v207 = d['user_output']
            _c_UserOutputSpec(v207, h)
        elif 'loss_output' in d:
            v207 = d['loss_output']
            _c_LossOutputSpec(v207, h)
        elif 'buffer_mutation' in d:
            v207 = d['buffer_mutation']
            _c_BufferMutationSpec(v207, h)
        elif 'gradient_to_parameter' in d:
            v207 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v207, h)
        elif 'gradient_to_user_input' in d:
            v207 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v207, h)
        elif 'user_input_mutation' in d:
            v207 = d['user_input_mutation']
            _c_UserInputMutationSpec(v207, h)
        elif 'token' in d:
            v207 = d['token']
            _c_OutputTokenSpec(v207, h)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v211 = None
    try:
        v211 = 'arg'
        v212 = d['arg']
        _c_Argument(v212, h)
    except KeyError:
        exc = _Invalid('required field missing', _T209[v211], _M)
        exc.segments.append(('field', v211))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v211))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K208, 'UserOutputSpec')


def _c_LossOutputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v216 = None
    try:
        v216 = 'arg'
        v217 = d['arg']
        _c_TensorArgument(v217, h)
    except KeyError:
        exc = _Invalid('required field missing', _T214[v216], _M)
        exc.segments.append(('field', v216))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v216))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K213, 'LossOutputSpec')


def _c_BufferMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v221 = None
    try:
        v221 = 'arg'
        v222 = d['arg']
        _c_TensorArgument(v222, h)
        v221 = 'buffer_name'
        v223 = d['buffer_name']
        if type(v223) is not str:
            raise _Invalid('wrong type', 'str', v223)
    except KeyError:
        exc = _Invalid('required field missing', _T219[v221], _M)
        exc.segments.append(('field', v221))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v221))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K218, 'BufferMutationSpec')
    h[2](d)


def _c_GradientToParameterSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v227 = None
    try:
        v227 = 'arg'
        v228 = d['arg']
        _c_TensorArgument(v228, h)
        v227 = 'parameter_name'
        v229 = d['parameter_name']
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
        _fail_unknown_key(d, _K224, 'GradientToParameterSpec')
    h[5](d)


def _c_GradientToUserInputSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v233 = None
    try:
        v233 = 'arg'
        v234 = d['arg']
        _c_TensorArgument(v234, h)
        v233 = 'user_input_name'
        v235 = d['user_input_name']
        if type(v235) is not str:
            raise _Invalid('wrong type', 'str', v235)
        _name(v235, _N236, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T231[v233], _M)
        exc.segments.append(('field', v233))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v233))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K230, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v240 = None
    try:
        v240 = 'arg'
        v241 = d['arg']
        _c_TensorArgument(v241, h)
        v240 = 'user_input_name'
        v242 = d['user_input_name']
        if type(v242) is not str:
            raise _Invalid('wrong type', 'str', v242)
        _name(v242, _N243, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T238[v240], _M)
        exc.segments.append(('field', v240))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v240))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K237, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v247 = None
    try:
        v247 = 'arg'
        v248 = d['arg']
        _c_TokenArgument(v248, h)
    except KeyError:
        exc = _Invalid('required field missing', _T245[v247], _M)
        exc.segments.append(('field', v247))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v247))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K244, 'OutputTokenSpec')


def _c_ModuleCallEntry(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v253 = 0
    v254 = None
    try:
        v254 = 'fqn'
        v255 = d['fqn']
        v253 += 1
        if type(v255) is not str:
            raise _Invalid('wrong type', 'str', v255)
        v254 = 'signature'
        v256 = d.get('signature', _M)
        if v256 is not _M:
            v253 += 1
            if v256 is not None:
                _c_ModuleCallSignature(v256, h)
    except KeyError:
        exc = _Invalid('required field missing', _T252[v254], _M)
        exc.segments.append(('field', v254))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v254))
        raise
    if v253 != len(d):
        _fail_unknown_key(d, _K251, 'ModuleCallEntry')
    h[13](d)


def _c_ModuleCallSignature(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v259 = 0
    v260 = None
    try:
        v260 = 'inputs'
        v261 = d['inputs']
        v259 += 1
        if type(v261) is not list and type(v261) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v261)
        try:
            for v262 in v261:
                _c_Argument(v262, h)
        except _Invalid as exc:
            exc.segments.append(('index', v261, v262))
            raise
        v260 = 'outputs'
        v263 = d['outputs']
        v259 += 1
        if type(v263) is not list and type(v263) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v263)
        try:
            for v264 in v263:
                _c_Argument(v264, h)
        except _Invalid as exc:
            exc.segments.append(('index', v263, v264))
            raise
        v260 = 'in_spec'
        v265 = d['in_spec']
        v259 += 1
        if type(v265) is not str:
            raise _Invalid('wrong type', 'str', v265)
        v260 = 'out_spec'
        v266 = d['out_spec']
        v259 += 1
        if type(v266) is not str:
            raise _Invalid('wrong type', 'str', v266)
        v260 = 'forward_arg_names'
        v267 = d.get('forward_arg_names', _M)
        if v267 is not _M:
            v259 += 1
            if v267 is not None:
                if type(v267) is not list and type(v267) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v267)
                try:
                    for v268 in v267:
                        if type(v268) is not str:
                            raise _Invalid('wrong type', 'str', v268)
                        _name(v268, _N269, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v267, v268))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T258[v260], _M)
        exc.segments.append(('field', v260))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v260))
        raise
    if v259 != len(d):
        _fail_unknown_key(d, _K257, 'ModuleCallSignature')
    h[14](d)


def _c_NamedTupleDef(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedTupleDef', d)
    v280 = None
    try:
        v280 = 'field_names'
        v281 = d['field_names']
        if type(v281) is not list and type(v281) is not tuple:
            raise _Invalid('wrong type', 'list[str]', v281)
        try:
            for v282 in v281:
                if type(v282) is not str:
                    raise _Invalid('wrong type', 'str', v282)
                _name(v282, _N283, 'identifier')
        except _Invalid as exc:
            exc.segments.append(('index', v281, v282))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T278[v280], _M)
        exc.segments.append(('field', v280))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v280))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K277, 'NamedTupleDef')


def _c_RangeConstraint(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v294 = None
    try:
        v294 = 'min_val'
        v295 = d['min_val']
        if v295 is not None:
            if type(v295) is not int or not -9223372036854775808 <= v295 <= 9223372036854775807:
                raise _int_error(v295)
        v294 = 'max_val'
        v296 = d['max_val']
        if v296 is not None:
            if type(v296) is not int or not -9223372036854775808 <= v296 <= 9223372036854775807:
                raise _int_error(v296)
    except KeyError:
        exc = _Invalid('required field missing', _T292[v294], _M)
        exc.segments.append(('field', v294))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v294))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K291, 'RangeConstraint')


def _c_SchemaVersion(d, h):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v301 = None
    try:
        v301 = 'major'
        v302 = d['major']
        if type(v302) is not int or not -9223372036854775808 <= v302 <= 9223372036854775807:
            raise _int_error(v302)
        v301 = 'minor'
        v303 = d['minor']
        if type(v303) is not int or not -9223372036854775808 <= v303 <= 9223372036854775807:
            raise _int_error(v303)
    except KeyError:
        exc = _Invalid('required field missing', _T299[v301], _M)
        exc.segments.append(('field', v301))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v301))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K298, 'SchemaVersion')


CHECKER = _c_ExportedProgram
