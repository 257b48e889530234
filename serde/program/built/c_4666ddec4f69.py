"""The checker of schema 8.17 from PayloadConfig, made from the spec (do not edit)."""

# mypy: ignore-errors
# ruff: noqa
from serde.program.validate import _INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name
from serde.untrusted.string_kinds import StringKind, checker

__all__ = ["CHECKER"]

_K1 = frozenset(('config', ))
_T2 = {'config': 'dict[str, PayloadMeta]'}
_K8 = frozenset(('is_param', 'path_name', 'tensor_meta', 'use_pickle', ))
_T9 = {'path_name': 'str', 'is_param': 'bool', 'use_pickle': 'bool', 'tensor_meta': 'TensorMeta | None'}
_K16 = frozenset(('device', 'dtype', 'layout', 'requires_grad', 'sizes', 'storage_offset', 'strides', ))
_T17 = {'dtype': 'ScalarType', 'sizes': 'list[SymInt]', 'requires_grad': 'bool', 'device': 'Device', 'strides': 'list[SymInt]', 'storage_offset': 'SymInt', 'layout': 'Layout'}
_E21 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32, ))
_U24 = frozenset(('as_expr', 'as_int', ))
_K26 = frozenset(('expr_str', 'hint', ))
_T27 = {'expr_str': 'str', 'hint': 'SymExprHint | None'}
_U32 = frozenset(('as_bool', 'as_float', 'as_int', ))
_K36 = frozenset(('index', 'type', ))
_T37 = {'type': 'str', 'index': 'int | None'}
_N41 = checker(StringKind.IDENTIFIER)
_E47 = frozenset((0, 1, 2, 3, 4, 5, 6, 7, ))


def _c_PayloadConfig(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object PayloadConfig', d)
    v4 = None
    try:
        v4 = 'config'
        v5 = d['config']
        if type(v5) is not dict:
            raise _Invalid('wrong type', 'dict[str, PayloadMeta]', v5)
        try:
            for v6, v7 in v5.items():
                if type(v6) is not str:
                    raise _Invalid('wrong type', 'str', v6)
                _c_PayloadMeta(v7)
        except _Invalid as exc:
            exc.segments.append(('key', v6))
            raise
    except KeyError:
        exc = _Invalid('required field missing', _T2[v4], _M)
        exc.segments.append(('field', v4))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v4))
        raise
    if 1 != len(d):
        _fail_unknown_key(d, _K1, 'PayloadConfig')


def _c_PayloadMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object PayloadMeta', d)
    v11 = None
    try:
        v11 = 'path_name'
        v12 = d['path_name']
        if type(v12) is not str:
            raise _Invalid('wrong type', 'str', v12)
        v11 = 'is_param'
        v13 = d['is_param']
        if v13 is not True and v13 is not False:
            raise _Invalid('wrong type', 'bool', v13)
        v11 = 'use_pickle'
        v14 = d['use_pickle']
        if v14 is not True and v14 is not False:
            raise _Invalid('wrong type', 'bool', v14)
        v11 = 'tensor_meta'
        v15 = d['tensor_meta']
        if v15 is not None:
            _c_TensorMeta(v15)
    except KeyError:
        exc = _Invalid('required field missing', _T9[v11], _M)
        exc.segments.append(('field', v11))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v11))
        raise
    if 4 != len(d):
        _fail_unknown_key(d, _K8, 'PayloadMeta')


def _c_TensorMeta(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object TensorMeta', d)
    v19 = None
    try:
        v19 = 'dtype'
        v20 = d['dtype']
        if type(v20) is not int or v20 not in _E21:
            raise _Invalid('not a value of enum ScalarType', 'ScalarType (one of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 28, 29, 30, 31, 32])', v20)
        v19 = 'sizes'
        v22 = d['sizes']
        if type(v22) is not list and type(v22) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v22)
        try:
            for v23 in v22:
                _c_SymInt(v23)
        except _Invalid as exc:
            exc.segments.append(('index', v22, v23))
            raise
        v19 = 'requires_grad'
        v34 = d['requires_grad']
        if v34 is not True and v34 is not False:
            raise _Invalid('wrong type', 'bool', v34)
        v19 = 'device'
        v35 = d['device']
        _c_Device(v35)
        v19 = 'strides'
        v43 = d['strides']
        if type(v43) is not list and type(v43) is not tuple:
            raise _Invalid('wrong type', 'list[SymInt]', v43)
        try:
            for v44 in v43:
                _c_SymInt(v44)
        except _Invalid as exc:
            exc.segments.append(('index', v43, v44))
            raise
        v19 = 'storage_offset'
        v45 = d['storage_offset']
        _c_SymInt(v45)
        v19 = 'layout'
        v46 = d['layout']
        if type(v46) is not int or v46 not in _E47:
            raise _Invalid('not a value of enum Layout', 'Layout (one of [0, 1, 2, 3, 4, 5, 6, 7])', v46)
    except KeyError:
        exc = _Invalid('required field missing', _T17[v19], _M)
        exc.segments.append(('field', v19))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v19))
        raise
    if 7 != len(d):
        _fail_unknown_key(d, _K16, 'TensorMeta')


def _c_SymInt(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymInt (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymInt', _U24, False)
    try:
        if 'as_expr' in d:
            v25 = d['as_expr']
            _c_SymExpr(v25)
        elif 'as_int' in d:
            v25 = d['as_int']
            if type(v25) is not int or not -9223372036854775808 <= v25 <= 9223372036854775807:
                raise _int_error(v25)
        else:
            raise _Invalid('unknown member of union SymInt', 'as_expr, as_int', next(iter(d)))
    except _Invalid as exc:
        exc.segments.append(('field', next(iter(d))))
        raise


def _c_SymExpr(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExpr', d)
    v28 = 0
    v29 = None
    try:
        v29 = 'expr_str'
        v30 = d['expr_str']
        v28 += 1
        if type(v30) is not str:
            raise _Invalid('wrong type', 'str', v30)
        v29 = 'hint'
        v31 = d.get('hint', _M)
        if v31 is not _M:
            v28 += 1
            if v31 is not None:
                _c_SymExprHint(v31)
    except KeyError:
        exc = _Invalid('required field missing', _T27[v29], _M)
        exc.segments.append(('field', v29))
        raise exc from None
    except _Invalid as exc:
        exc.segments.append(('field', v29))
        raise
    if v28 != len(d):
        _fail_unknown_key(d, _K26, 'SymExpr')


def _c_SymExprHint(d):
    if type(d) is not dict:
        raise _Invalid('wrong type', 'object SymExprHint (a union)', d)
    if len(d) != 1:
        _fail_union_arity(d, 'SymExprHint', _U32, False)
    try:
        if 'as_int' in d:
            v33 = d['as_int']
            if type(v33) is not int or not -9223372036854775808 <= v33 <= 9223372036854775807:
                raise _int_error(v33)
        elif 'as_bool' in d:
            v33 = d['as_bool']
            if v33 is not True and v33 is not False:
                raise _Invalid('wrong type', 'bool', v33)
        elif 'as_float' in d:
            v33 = d['as_float']
            if type(v33) is not float and type(v33) is not int and not (type(v33) is str and v33 in _NONFINITE):
                raise _Invalid('wrong type', "float or one of 'Infinity', '-Infinity', 'NaN'", v33)
        else:
            raise _Invalid('unknown member of union SymExprHint', 'as_bool, as_float, as_int', next(iter(d)))
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


CHECKER = _c_PayloadConfig
