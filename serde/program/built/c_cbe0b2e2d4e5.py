"""The checker of schema 8.2 from ExportedProgram, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('graph_module', 'opset_version', 'range_constraints', 'schema_version', 'torch_version', 'verifiers', ))
_T2 = {'graph_module': 'GraphModule', 'opset_version': 'dict[str, int]', 'range_constraints': 'dict[str, RangeConstraint]', 'schema_version': 'SchemaVersion', 'verifiers': 'list[str]', 'torch_version': 'str'}
_K6 = frozenset(('graph', 'metadata', 'module_call_graph', 'signature', ))
_T7 = {'graph': 'Graph', 'signature': 'GraphSignature', 'module_call_graph': 'list[ModuleCallEntry]', 'metadata': 'dict[str, str]'}
_K11 = frozenset(('custom_obj_values', 'inputs', 'is_single_tensor_return', 'nodes', 'outputs', 'sym_bool_values', 'sym_float_values', 'sym_int_values', 'tensor_values', ))
_T12 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'nodes': 'list[Node]', 'tensor_values': 'dict[str, TensorMeta]', 'sym_int_values': 'dict[str, SymInt]', 'sym_bool_values': 'dict[str, SymBool]', 'is_single_tensor_return': 'bool', 'custom_obj_values': 'dict[str, CustomObjArgument]', 'sym_float_values': 'dict[str, SymFloat]'}
_U17 = frozenset(('as_bool', 'as_bools', 'as_custom_obj', 'as_device', 'as_float', 'as_floats', 'as_graph', 'as_int', 'as_ints', 'as_layout', 'as_memory_format', 'as_none', 'as_operator', 'as_optional_tensors', 'as_scalar_type', 'as_string', 'as_strings', 'as_sym_bool', 'as_sym_bools', 'as_sym_float', 'as_sym_floats', 'as_sym_int', 'as_sym_ints', 'as_tensor', 'as_tensors', ))
_K19 = frozenset(('name', ))
_T20 = {'name': 'str'}
_N24 = checker(StringKind.IDENTIFIER)
_U29 = frozenset(('as_int', 'as_name', ))
_N31 = checker(StringKind.IDENTIFIER)
_E33 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, ))
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
_K72 = frozenset(('inputs', 'metadata', 'outputs', 'target', ))
_T73 = {'target': 'str', 'inputs': 'list[NamedArgument]', 'outputs': 'list[Argument]', 'metadata': 'dict[str, str]'}
_K79 = frozenset(('arg', 'name', ))
_T80 = {'name': 'str', 'arg': 'Argument'}
_N84 = checker(StringKind.ARGUMENT_NAME)
_N91 = checker(StringKind.IDENTIFIER)
_N95 = checker(StringKind.IDENTIFIER)
_K96 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T97 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E101 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, ))
_U104 = frozenset(('as_expr', 'as_int', ))
_K106 = frozenset(('expr_str', 'hint', ))
_T107 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U112 = frozenset(('as_bool', 'as_float', 'as_int', ))
_E120 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))
_N124 = checker(StringKind.IDENTIFIER)
_N128 = checker(StringKind.IDENTIFIER)
_U129 = frozenset(('as_bool', 'as_expr', ))
_N135 = checker(StringKind.IDENTIFIER)
_N139 = checker(StringKind.IDENTIFIER)
_U140 = frozenset(('as_expr', 'as_float', ))
_K143 = frozenset(('input_specs', 'output_specs', ))
_T144 = {'input_specs': 'list[InputSpec]', 'output_specs': 'list[OutputSpec]'}
_U149 = frozenset(('buffer', 'constant_input', 'custom_obj', 'parameter', 'tensor_constant', 'token', 'user_input', ))
_K151 = frozenset(('arg', ))
_T152 = {'arg': 'Argument'}
_K156 = frozenset(('arg', 'parameter_name', ))
_T157 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K162 = frozenset(('arg', 'buffer_name', 'persistent', ))
_T163 = {'arg': 'TensorArgument', 'buffer_name': 'str', 'persistent': 'bool'}
_K169 = frozenset(('arg', 'tensor_constant_name', ))
_T170 = {'arg': 'TensorArgument', 'tensor_constant_name': 'str'}
_K175 = frozenset(('arg', 'custom_obj_name', ))
_T176 = {'arg': 'CustomObjArgument', 'custom_obj_name': 'str'}
_K181 = frozenset(('arg', ))
_T182 = {'arg': 'TokenArgument'}
_K186 = frozenset(('name', ))
_T187 = {'name': 'str'}
_N191 = checker(StringKind.IDENTIFIER)
_K192 = frozenset(('name', 'value', ))
_T193 = {'name': 'str', 'value': 'ConstantValue'}
_N197 = checker(StringKind.IDENTIFIER)
_U199 = frozenset(('as_bool', 'as_float', 'as_int', 'as_none', 'as_string', ))
_U203 = frozenset(('buffer_mutation', 'gradient_to_parameter', 'gradient_to_user_input', 'loss_output', 'token', 'user_input_mutation', 'user_output', ))
_K205 = frozenset(('arg', ))
_T206 = {'arg': 'Argument'}
_K210 = frozenset(('arg', ))
_T211 = {'arg': 'TensorArgument'}
_K215 = frozenset(('arg', 'buffer_name', ))
_T216 = {'arg': 'TensorArgument', 'buffer_name': 'str'}
_K221 = frozenset(('arg', 'parameter_name', ))
_T222 = {'arg': 'TensorArgument', 'parameter_name': 'str'}
_K227 = frozenset(('arg', 'user_input_name', ))
_T228 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N233 = checker(StringKind.IDENTIFIER)
_K234 = frozenset(('arg', 'user_input_name', ))
_T235 = {'arg': 'TensorArgument', 'user_input_name': 'str'}
_N240 = checker(StringKind.IDENTIFIER)
_K241 = frozenset(('arg', ))
_T242 = {'arg': 'TokenArgument'}
_K248 = frozenset(('fqn', 'signature', ))
_T249 = {'fqn': 'str', 'signature': 'ModuleCallSignature | None'}
_K254 = frozenset(('forward_arg_names', 'in_spec', 'inputs', 'out_spec', 'outputs', ))
_T255 = {'inputs': 'list[Argument]', 'outputs': 'list[Argument]', 'in_spec': 'str', 'out_spec': 'str', 'forward_arg_names': 'list[str] | None'}
_N266 = checker(StringKind.IDENTIFIER)
_N270 = checker(StringKind.IDENTIFIER)
_N274 = checker(StringKind.IDENTIFIER)
_K278 = frozenset(('max_val', 'min_val', ))
_T279 = {'min_val': 'int | None', 'max_val': 'int | None'}
_K285 = frozenset(('major', 'minor', ))
_T286 = {'major': 'int', 'minor': 'int'}
_N293 = checker(StringKind.IDENTIFIER)


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
        v271 = d['opset_version']
        v3 += 1
        if type(v271) is not dict:
            raise _Invalid('wrong type', 'dict[str, int]', v271)
        try:
            for v272, v273 in v271.items():
                if type(v272) is not str:
                    raise _Invalid('wrong type', 'str', v272)
                _name(v272, _N274, 'identifier')
                if type(v273) is not int or not -9223372036854775808 <= v273 <= 9223372036854775807:
                    raise _int_error(v273)
        except _Invalid as exc:
            exc.segments.append(('key', v272))
            raise
        v4 = 'range_constraints'
        v275 = d['range_constraints']
        v3 += 1
        if type(v275) is not dict:
            raise _Invalid('wrong type', 'dict[str, RangeConstraint]', v275)
        try:
            for v276, v277 in v275.items():
                if type(v276) is not str:
                    raise _Invalid('wrong type', 'str', v276)
                _c_RangeConstraint(v277)
        except _Invalid as exc:
            exc.segments.append(('key', v276))
            raise
        v4 = 'schema_version'
        v284 = d['schema_version']
        v3 += 1
        _c_SchemaVersion(v284)
        v4 = 'verifiers'
        v291 = d.get('verifiers', _M)
        if v291 is not _M:
            v3 += 1
            if type(v291) is not list and type(v291) is not tuple:
                raise _Invalid('wrong type', 'list[str]', v291)
            try:
                for v292 in v291:
                    if type(v292) is not str:
                        raise _Invalid('wrong type', 'str', v292)
                    _name(v292, _N293, 'identifier')
            except _Invalid as exc:
                exc.segments.append(('index', v291, v292))
                raise
        v4 = 'torch_version'
        v294 = d.get('torch_version', _M)
        if v294 is not _M:
            v3 += 1
            if type(v294) is not str:
                raise _Invalid('wrong type', 'str', v294)
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
        v142 = d['signature']
        v8 += 1
        _c_GraphSignature(v142)
        v9 = 'module_call_graph'
        v246 = d['module_call_graph']
        v8 += 1
        if type(v246) is not list and type(v246) is not tuple:
            raise _Invalid('wrong type', 'list[ModuleCallEntry]', v246)
        try:
            for v247 in v246:
                _c_ModuleCallEntry(v247)
        except _Invalid as exc:
            exc.segments.append(('index', v246, v247))
            raise
        v9 = 'metadata'
        v267 = d.get('metadata', _M)
        if v267 is not _M:
            v8 += 1
            if type(v267) is not dict:
                raise _Invalid('wrong type', 'dict[str, str]', v267)
            try:
                for v268, v269 in v267.items():
                    if type(v268) is not str:
                        raise _Invalid('wrong type', 'str', v268)
                    _name(v268, _N270, 'identifier')
                    if type(v269) is not str:
                        raise _Invalid('wrong type', 'str', v269)
            except _Invalid as exc:
                exc.segments.append(('key', v268))
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
        v68 = d['outputs']
        v13 += 1
        if type(v68) is not list and type(v68) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v68)
        try:
            for v69 in v68:
                _c_Argument(v69)
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
                _c_Node(v71)
        except _Invalid as exc:
            exc.segments.append(('index', v70, v71))
            raise
        v14 = 'tensor_values'
        v92 = d['tensor_values']
        v13 += 1
        if type(v92) is not dict:
            raise _Invalid('wrong type', 'dict[str, TensorMeta]', v92)
        try:
            for v93, v94 in v92.items():
                if type(v93) is not str:
                    raise _Invalid('wrong type', 'str', v93)
                _name(v93, _N95, 'identifier')
                _c_TensorMeta(v94)
        except _Invalid as exc:
            exc.segments.append(('key', v93))
            raise
        v14 = 'sym_int_values'
        v121 = d['sym_int_values']
        v13 += 1
        if type(v121) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymInt]', v121)
        try:
            for v122, v123 in v121.items():
                if type(v122) is not str:
                    raise _Invalid('wrong type', 'str', v122)
                _name(v122, _N124, 'identifier')
                _c_SymInt(v123)
        except _Invalid as exc:
            exc.segments.append(('key', v122))
            raise
        v14 = 'sym_bool_values'
        v125 = d['sym_bool_values']
        v13 += 1
        if type(v125) is not dict:
            raise _Invalid('wrong type', 'dict[str, SymBool]', v125)
        try:
            for v126, v127 in v125.items():
                if type(v126) is not str:
                    raise _Invalid('wrong type', 'str', v126)
                _name(v126, _N128, 'identifier')
                _c_SymBool(v127)
        except _Invalid as exc:
            exc.segments.append(('key', v126))
            raise
        v14 = 'is_single_tensor_return'
        v131 = d.get('is_single_tensor_return', _M)
        if v131 is not _M:
            v13 += 1
            if v131 is not True and v131 is not False:
                raise _Invalid('wrong type', 'bool', v131)
        v14 = 'custom_obj_values'
        v132 = d.get('custom_obj_values', _M)
        if v132 is not _M:
            v13 += 1
            if type(v132) is not dict:
                raise _Invalid('wrong type', 'dict[str, CustomObjArgument]', v132)
            try:
                for v133, v134 in v132.items():
                    if type(v133) is not str:
                        raise _Invalid('wrong type', 'str', v133)
                    _name(v133, _N135, 'identifier')
                    _c_CustomObjArgument(v134)
            except _Invalid as exc:
                exc.segments.append(('key', v133))
                raise
        v14 = 'sym_float_values'
        v136 = d.get('sym_float_values', _M)
        if v136 is not _M:
            v13 += 1
            if type(v136) is not dict:
                raise _Invalid('wrong type', 'dict[str, SymFloat]', v136)
            try:
                for v137, v138 in v136.items():
                    if type(v137) is not str:
                        raise _Invalid('wrong type', 'str', v137)
                    _name(v137, _N139, 'identifier')
                    _c_SymFloat(v138)
            except _Invalid as exc:
                exc.segments.append(('key', v137))
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
                raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28])', v18)
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
        else:
            raise _Invalid('unknown member of union Argument', 'as_bool, as_bools, as_custom_obj, as_device, as_float, as_floats, as_graph, as_int, as_ints, as_layout, as_memory_format, as_none, as_operator, as_optional_tensors, as_scalar_type, as_string, as_strings, as_sym_bool, as_sym_bools, as_sym_float, as_sym_floats, as_sym_int, as_sym_ints, as_tensor, as_tensors', next(iter(d)))
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
            if type(v65) is not float and type(v65) is not int:
                raise _Invalid('wrong type', 'float', v65)
        else:
            raise _Invalid('unknown member of union SymFloatArgument', 'as_float, as_name', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_Node(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object Node', d)
    v75 = None
    try:
        v75 = 'target'
        v76 = d['target']
        if type(v76) is not str:
            raise _Invalid('wrong type', 'str', v76)
        v75 = 'inputs'
        v77 = d['inputs']
        if type(v77) is not list and type(v77) is not tuple:
            raise _Invalid('wrong type', 'list[NamedArgument]', v77)
        try:
            for v78 in v77:
                _c_NamedArgument(v78)
        except _Invalid as exc:
            exc.segments.append(('index', v77, v78))
            raise
        v75 = 'outputs'
        v86 = d['outputs']
        if type(v86) is not list and type(v86) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v86)
        try:
            for v87 in v86:
                _c_Argument(v87)
        except _Invalid as exc:
            exc.segments.append(('index', v86, v87))
            raise
        v75 = 'metadata'
        v88 = d['metadata']
        if type(v88) is not dict:
            raise _Invalid('wrong type', 'dict[str, str]', v88)
        try:
            for v89, v90 in v88.items():
                if type(v89) is not str:
                    raise _Invalid('wrong type', 'str', v89)
                _name(v89, _N91, 'identifier')
                if type(v90) is not str:
                    raise _Invalid('wrong type', 'str', v90)
        except _Invalid as exc:
            exc.segments.append(('key', v89))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T73[v75], _M)
        exc.segments.append(('field', v75))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v75))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K72, 'Node')


def _c_NamedArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object NamedArgument', d)
    v82 = None
    try:
        v82 = 'name'
        v83 = d['name']
        if type(v83) is not str:
            raise _Invalid('wrong type', 'str', v83)
        _name(v83, _N84, 'argument name')
        v82 = 'arg'
        v85 = d['arg']
        _c_Argument(v85)
    except KeyError:
        exc = _Invalid('required field missing', _T80[v82], _M)
        exc.segments.append(('field', v82))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v82))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K79, 'NamedArgument')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v99 = None
    try:
        v99 = 'dtype'
        v100 = d['dtype']
        if type(v100) is not int or v100 not in _E101:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28])', v100)
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
        v114 = d['requires_grad']
        if v114 is not True and v114 is not False:
            raise _Invalid('wrong type', 'bool', v114)
        v99 = 'device'
        v115 = d['device']
        _c_Device(v115)
        v99 = 'strides'
        v116 = d['strides']
        if type(v116) is not list and type(v116) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v116)
        try:
            for v117 in v116:
                _c_SymInt(v117)
        except _Invalid as exc:
            exc.segments.append(('index', v116, v117))
            raise
        v99 = 'storage_offset'
        v118 = d['storage_offset']
        _c_SymInt(v118)
        v99 = 'layout'
        v119 = d['layout']
        if type(v119) is not int or v119 not in _E120:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v119)
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
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U104, False)
    try:
        if 'as_expr' in d:
            v105 = d['as_expr']
            _c_SymExpr(v105)
        elif 'as_int' in d:
            v105 = d['as_int']
            if type(v105) is not int or not -9223372036854775808 <= v105 <= 9223372036854775807:
                raise _int_error(v105)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v108 = 0
    v109 = None
    try:
        v109 = 'expr_str'
        v110 = d['expr_str']
        v108 += 1
        if type(v110) is not str:
            raise _Invalid('wrong type', 'str', v110)
        v109 = 'hint'
        v111 = d.get('hint', _M)
        if v111 is not _M:
            v108 += 1
            if v111 is not None:
                _c_SymExprHint(v111)
    except KeyError:
        exc = _Invalid('required field missing', _T107[v109], _M)
        exc.segments.append(('field', v109))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v109))
        raise
    if v108 != len(d):
        _fail_unknown_key(d, _K106, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U112, False)
    try:
        if 'as_int' in d:
            v113 = d['as_int']
            if type(v113) is not int or not -9223372036854775808 <= v113 <= 9223372036854775807:
                raise _int_error(v113)
        elif 'as_bool' in d:
            v113 = d['as_bool']
            if v113 is not True and v113 is not False:
                raise _Invalid('wrong type', 'bool', v113)
        elif 'as_float' in d:
            v113 = d['as_float']
            if type(v113) is not float and type(v113) is not int:
                raise _Invalid('wrong type', 'float', v113)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymBool(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymBool (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymBool', _U129, False)
    try:
        if 'as_expr' in d:
            v130 = d['as_expr']
            _c_SymExpr(v130)
        elif 'as_bool' in d:
            v130 = d['as_bool']
            if v130 is not True and v130 is not False:
                raise _Invalid('wrong type', 'bool', v130)
        else:
            raise _Invalid('unknown member of union SymBool', 'as_bool, as_expr', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymFloat(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymFloat (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymFloat', _U140, False)
    try:
        if 'as_expr' in d:
            v141 = d['as_expr']
            _c_SymExpr(v141)
        elif 'as_float' in d:
            v141 = d['as_float']
            if type(v141) is not float and type(v141) is not int:
                raise _Invalid('wrong type', 'float', v141)
        else:
            raise _Invalid('unknown member of union SymFloat', 'as_expr, as_float', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_GraphSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GraphSignature', d)
    v146 = None
    try:
        v146 = 'input_specs'
        v147 = d['input_specs']
        if type(v147) is not list and type(v147) is not tuple:
            raise _Invalid('wrong type', 'list[InputSpec]', v147)
        try:
            for v148 in v147:
                _c_InputSpec(v148)
        except _Invalid as exc:
            exc.segments.append(('index', v147, v148))
            raise
        v146 = 'output_specs'
        v201 = d['output_specs']
        if type(v201) is not list and type(v201) is not tuple:
            raise _Invalid('wrong type', 'list[OutputSpec]', v201)
        try:
            for v202 in v201:
                _c_OutputSpec(v202)
        except _Invalid as exc:
            exc.segments.append(('index', v201, v202))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T144[v146], _M)
        exc.segments.append(('field', v146))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v146))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K143, 'GraphSignature')


def _c_InputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'InputSpec', _U149, False)
    try:
        if 'user_input' in d:
            v150 = d['user_input']
            _c_UserInputSpec(v150)
        elif 'parameter' in d:
            v150 = d['parameter']
            _c_InputToParameterSpec(v150)
        elif 'buffer' in d:
            v150 = d['buffer']
            _c_InputToBufferSpec(v150)
        elif 'tensor_constant' in d:
            v150 = d['tensor_constant']
            _c_InputToTensorConstantSpec(v150)
        elif 'custom_obj' in d:
            v150 = d['custom_obj']
            _c_InputToCustomObjSpec(v150)
        elif 'token' in d:
            v150 = d['token']
            _c_InputTokenSpec(v150)
        elif 'constant_input' in d:
            v150 = d['constant_input']
            _c_InputToConstantInputSpec(v150)
        else:
            raise _Invalid('unknown member of union InputSpec', 'buffer, constant_input, custom_obj, parameter, tensor_constant, token, user_input', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputSpec', d)
    v154 = None
    try:
        v154 = 'arg'
        v155 = d['arg']
        _c_Argument(v155)
    except KeyError:
        exc = _Invalid('required field missing', _T152[v154], _M)
        exc.segments.append(('field', v154))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v154))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K151, 'UserInputSpec')


def _c_InputToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToParameterSpec', d)
    v159 = None
    try:
        v159 = 'arg'
        v160 = d['arg']
        _c_TensorArgument(v160)
        v159 = 'parameter_name'
        v161 = d['parameter_name']
        if type(v161) is not str:
            raise _Invalid('wrong type', 'str', v161)
    except KeyError:
        exc = _Invalid('required field missing', _T157[v159], _M)
        exc.segments.append(('field', v159))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v159))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K156, 'InputToParameterSpec')


def _c_InputToBufferSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToBufferSpec', d)
    v165 = None
    try:
        v165 = 'arg'
        v166 = d['arg']
        _c_TensorArgument(v166)
        v165 = 'buffer_name'
        v167 = d['buffer_name']
        if type(v167) is not str:
            raise _Invalid('wrong type', 'str', v167)
        v165 = 'persistent'
        v168 = d['persistent']
        if v168 is not True and v168 is not False:
            raise _Invalid('wrong type', 'bool', v168)
    except KeyError:
        exc = _Invalid('required field missing', _T163[v165], _M)
        exc.segments.append(('field', v165))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v165))
        raise
    if 3 != len(d):
        _fail_unknown_key(d, _K162, 'InputToBufferSpec')


def _c_InputToTensorConstantSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToTensorConstantSpec', d)
    v172 = None
    try:
        v172 = 'arg'
        v173 = d['arg']
        _c_TensorArgument(v173)
        v172 = 'tensor_constant_name'
        v174 = d['tensor_constant_name']
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
        _fail_unknown_key(d, _K169, 'InputToTensorConstantSpec')


def _c_InputToCustomObjSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToCustomObjSpec', d)
    v178 = None
    try:
        v178 = 'arg'
        v179 = d['arg']
        _c_CustomObjArgument(v179)
        v178 = 'custom_obj_name'
        v180 = d['custom_obj_name']
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
        _fail_unknown_key(d, _K175, 'InputToCustomObjSpec')


def _c_InputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputTokenSpec', d)
    v184 = None
    try:
        v184 = 'arg'
        v185 = d['arg']
        _c_TokenArgument(v185)
    except KeyError:
        exc = _Invalid('required field missing', _T182[v184], _M)
        exc.segments.append(('field', v184))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v184))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K181, 'InputTokenSpec')


def _c_TokenArgument(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TokenArgument', d)
    v189 = None
    try:
        v189 = 'name'
        v190 = d['name']
        if type(v190) is not str:
            raise _Invalid('wrong type', 'str', v190)
        _name(v190, _N191, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T187[v189], _M)
        exc.segments.append(('field', v189))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v189))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K186, 'TokenArgument')


def _c_InputToConstantInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object InputToConstantInputSpec', d)
    v195 = None
    try:
        v195 = 'name'
        v196 = d['name']
        if type(v196) is not str:
            raise _Invalid('wrong type', 'str', v196)
        _name(v196, _N197, 'identifier')
        v195 = 'value'
        v198 = d['value']
        _c_ConstantValue(v198)
    except KeyError:
        exc = _Invalid('required field missing', _T193[v195], _M)
        exc.segments.append(('field', v195))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v195))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K192, 'InputToConstantInputSpec')


def _c_ConstantValue(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ConstantValue (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'ConstantValue', _U199, False)
    try:
        if 'as_none' in d:
            v200 = d['as_none']
            if v200 is not True and v200 is not False:
                raise _Invalid('wrong type', 'bool', v200)
        elif 'as_int' in d:
            v200 = d['as_int']
            if type(v200) is not int or not -9223372036854775808 <= v200 <= 9223372036854775807:
                raise _int_error(v200)
        elif 'as_float' in d:
            v200 = d['as_float']
            if type(v200) is not float and type(v200) is not int:
                raise _Invalid('wrong type', 'float', v200)
        elif 'as_string' in d:
            v200 = d['as_string']
            if type(v200) is not str:
                raise _Invalid('wrong type', 'str', v200)
        elif 'as_bool' in d:
            v200 = d['as_bool']
            if v200 is not True and v200 is not False:
                raise _Invalid('wrong type', 'bool', v200)
        else:
            raise _Invalid('unknown member of union ConstantValue', 'as_bool, as_float, as_int, as_none, as_string', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_OutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputSpec (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'OutputSpec', _U203, False)
    try:
        if 'user_output' in d:
            v204 = d['user_output']
            _c_UserOutputSpec(v204)
        elif 'loss_output' in d:
            v204 = d['loss_output']
            _c_LossOutputSpec(v204)
        elif 'buffer_mutation' in d:
            v204 = d['buffer_mutation']
            _c_BufferMutationSpec(v204)
        elif 'gradient_to_parameter' in d:
            v204 = d['gradient_to_parameter']
            _c_GradientToParameterSpec(v204)
        elif 'gradient_to_user_input' in d:
            v204 = d['gradient_to_user_input']
            _c_GradientToUserInputSpec(v204)
        elif 'user_input_mutation' in d:
            v204 = d['user_input_mutation']
            _c_UserInputMutationSpec(v204)
        elif 'token' in d:
            v204 = d['token']
            _c_OutputTokenSpec(v204)
        else:
            raise _Invalid('unknown member of union OutputSpec', 'buffer_mutation, gradient_to_parameter, gradient_to_user_input, loss_output, token, user_input_mutation, user_output', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_UserOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserOutputSpec', d)
    v208 = None
    try:
        v208 = 'arg'
        v209 = d['arg']
        _c_Argument(v209)
    except KeyError:
        exc = _Invalid('required field missing', _T206[v208], _M)
        exc.segments.append(('field', v208))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v208))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K205, 'UserOutputSpec')


def _c_LossOutputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object LossOutputSpec', d)
    v213 = None
    try:
        v213 = 'arg'
        v214 = d['arg']
        _c_TensorArgument(v214)
    except KeyError:
        exc = _Invalid('required field missing', _T211[v213], _M)
        exc.segments.append(('field', v213))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v213))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K210, 'LossOutputSpec')


def _c_BufferMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object BufferMutationSpec', d)
    v218 = None
    try:
        v218 = 'arg'
        v219 = d['arg']
        _c_TensorArgument(v219)
        v218 = 'buffer_name'
        v220 = d['buffer_name']
        if type(v220) is not str:
            raise _Invalid('wrong type', 'str', v220)
    except KeyError:
        exc = _Invalid('required field missing', _T216[v218], _M)
        exc.segments.append(('field', v218))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v218))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K215, 'BufferMutationSpec')


def _c_GradientToParameterSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToParameterSpec', d)
    v224 = None
    try:
        v224 = 'arg'
        v225 = d['arg']
        _c_TensorArgument(v225)
        v224 = 'parameter_name'
        v226 = d['parameter_name']
        if type(v226) is not str:
            raise _Invalid('wrong type', 'str', v226)
    except KeyError:
        exc = _Invalid('required field missing', _T222[v224], _M)
        exc.segments.append(('field', v224))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v224))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K221, 'GradientToParameterSpec')


def _c_GradientToUserInputSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object GradientToUserInputSpec', d)
    v230 = None
    try:
        v230 = 'arg'
        v231 = d['arg']
        _c_TensorArgument(v231)
        v230 = 'user_input_name'
        v232 = d['user_input_name']
        if type(v232) is not str:
            raise _Invalid('wrong type', 'str', v232)
        _name(v232, _N233, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T228[v230], _M)
        exc.segments.append(('field', v230))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v230))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K227, 'GradientToUserInputSpec')


def _c_UserInputMutationSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object UserInputMutationSpec', d)
    v237 = None
    try:
        v237 = 'arg'
        v238 = d['arg']
        _c_TensorArgument(v238)
        v237 = 'user_input_name'
        v239 = d['user_input_name']
        if type(v239) is not str:
            raise _Invalid('wrong type', 'str', v239)
        _name(v239, _N240, 'identifier')
    except KeyError:
        exc = _Invalid('required field missing', _T235[v237], _M)
        exc.segments.append(('field', v237))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v237))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K234, 'UserInputMutationSpec')


def _c_OutputTokenSpec(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object OutputTokenSpec', d)
    v244 = None
    try:
        v244 = 'arg'
        v245 = d['arg']
        _c_TokenArgument(v245)
    except KeyError:
        exc = _Invalid('required field missing', _T242[v244], _M)
        exc.segments.append(('field', v244))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v244))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K241, 'OutputTokenSpec')


def _c_ModuleCallEntry(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallEntry', d)
    v250 = 0
    v251 = None
    try:
        v251 = 'fqn'
        v252 = d['fqn']
        v250 += 1
        if type(v252) is not str:
            raise _Invalid('wrong type', 'str', v252)
        v251 = 'signature'
        v253 = d.get('signature', _M)
        if v253 is not _M:
            v250 += 1
            if v253 is not None:
                _c_ModuleCallSignature(v253)
    except KeyError:
        exc = _Invalid('required field missing', _T249[v251], _M)
        exc.segments.append(('field', v251))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v251))
        raise
    if v250 != len(d):
        _fail_unknown_key(d, _K248, 'ModuleCallEntry')


def _c_ModuleCallSignature(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object ModuleCallSignature', d)
    v256 = 0
    v257 = None
    try:
        v257 = 'inputs'
        v258 = d['inputs']
        v256 += 1
        if type(v258) is not list and type(v258) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v258)
        try:
            for v259 in v258:
                _c_Argument(v259)
        except _Invalid as exc:
            exc.segments.append(('index', v258, v259))
            raise
        v257 = 'outputs'
        v260 = d['outputs']
        v256 += 1
        if type(v260) is not list and type(v260) is not tuple:
            raise _Invalid('wrong type', 'list[Argument]', v260)
        try:
            for v261 in v260:
                _c_Argument(v261)
        except _Invalid as exc:
            exc.segments.append(('index', v260, v261))
            raise
        v257 = 'in_spec'
        v262 = d['in_spec']
        v256 += 1
        if type(v262) is not str:
            raise _Invalid('wrong type', 'str', v262)
        v257 = 'out_spec'
        v263 = d['out_spec']
        v256 += 1
        if type(v263) is not str:
            raise _Invalid('wrong type', 'str', v263)
        v257 = 'forward_arg_names'
        v264 = d.get('forward_arg_names', _M)
        if v264 is not _M:
            v256 += 1
            if v264 is not None:
                if type(v264) is not list and type(v264) is not tuple:
                    raise _Invalid('wrong type', 'list[str]', v264)
                try:
                    for v265 in v264:
                        if type(v265) is not str:
                            raise _Invalid('wrong type', 'str', v265)
                        _name(v265, _N266, 'identifier')
                except _Invalid as exc:
                    exc.segments.append(('index', v264, v265))
                    raise
    except KeyError:
        exc = _Invalid('required field missing', _T255[v257], _M)
        exc.segments.append(('field', v257))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v257))
        raise
    if v256 != len(d):
        _fail_unknown_key(d, _K254, 'ModuleCallSignature')


def _c_RangeConstraint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object RangeConstraint', d)
    v281 = None
    try:
        v281 = 'min_val'
        v282 = d['min_val']
        if v282 is not None:
            if type(v282) is not int or not -9223372036854775808 <= v282 <= 9223372036854775807:
                raise _int_error(v282)
        v281 = 'max_val'
        v283 = d['max_val']
        if v283 is not None:
            if type(v283) is not int or not -9223372036854775808 <= v283 <= 9223372036854775807:
                raise _int_error(v283)
    except KeyError:
        exc = _Invalid('required field missing', _T279[v281], _M)
        exc.segments.append(('field', v281))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v281))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K278, 'RangeConstraint')


def _c_SchemaVersion(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SchemaVersion', d)
    v288 = None
    try:
        v288 = 'major'
        v289 = d['major']
        if type(v289) is not int or not -9223372036854775808 <= v289 <= 9223372036854775807:
            raise _int_error(v289)
        v288 = 'minor'
        v290 = d['minor']
        if type(v290) is not int or not -9223372036854775808 <= v290 <= 9223372036854775807:
            raise _int_error(v290)
    except KeyError:
        exc = _Invalid('required field missing', _T286[v288], _M)
        exc.segments.append(('field', v288))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v288))
        raise
    if 2 != len(d):
        _fail_unknown_key(d, _K285, 'SchemaVersion')


CHECKER = _c_ExportedProgram
