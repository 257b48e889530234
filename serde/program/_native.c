/* serde.program._native: the schema validator's verdict, in C.
 *
 * A Checker is built once per (schema version, root class, hooked classes) from the tables that
 * serde/program/native.py derives from the spec and the era's wire rules, and answers one question about a
 * payload: does it pass the checks of serde/program/validate.py?  It returns True or False and nothing else:
 * when it says False (or raises), the generated Python validator runs on the same payload and produces the
 * error with its JSON path, so every message still comes from one place.  A True is final, so this file
 * must never accept what the Python validator refuses (tests/test_native.py checks both against
 * each other on the corpus and on Hypothesis-mutated payloads).
 *
 * It only reads Python objects (dicts, lists, tuples, strings, numbers) that a JSON or msgpack parser
 * built; it parses no bytes. Nesting is bounded by the interpreter's recursion limit and by MAX_DEPTH.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

enum { T_OPT, T_STR, T_BOOL, T_BYTES, T_INT, T_FLOAT, T_ENUM, T_REF, T_LIST, T_DICT, T_TUPLE };
enum { C_STRUCT, C_UNION_ALL, C_UNION_ONE };
enum { INT_INFINITE = 1, INT_BOOL = 2 };
enum { STR_IDENTIFIER = 1, STR_EMPTY = 2 };
#define MAX_NAME_LENGTH 4096 /* serde.untrusted.names.MAX_NAME_LENGTH */

#define MAX_DEPTH 4000 /* data nesting levels; deeper payloads get the Python validator's verdict */

typedef struct Node {
    int kind;
    int flags;        /* T_INT: INT_INFINITE | INT_BOOL; T_STR: STR_IDENTIFIER | STR_EMPTY */
    int cls;          /* T_REF: index of the class */
    PyObject *set;    /* T_ENUM: frozenset of ints; T_FLOAT: frozenset of non-finite strings, or NULL;
                         T_STR with STR_IDENTIFIER: frozenset of Python's keywords */
    Py_ssize_t nargs; /* T_OPT, T_LIST: 1; T_DICT: 2; T_TUPLE: its arity */
    struct Node *args;
} Node;

typedef struct {
    PyObject *key; /* str */
    Node type;
    int has_default;
} Field;

typedef struct {
    int kind;
    int hook; /* index into the hooks tuple, or -1 */
    Py_ssize_t nfields;
    Field *fields;
    PyObject *members; /* a union: dict member name -> int index into fields */
} Class;

typedef struct {
    PyObject_HEAD
    Py_ssize_t nclasses;
    Class *classes;
    int root;
    int nhooks;
} Checker;

/* ---- building the tables ------------------------------------------------------------------------- */

static void node_clear(Node *node) {
    Py_CLEAR(node->set);
    if (node->args != NULL) {
        for (Py_ssize_t i = 0; i < node->nargs; i++) node_clear(&node->args[i]);
        PyMem_Free(node->args);
        node->args = NULL;
    }
}

static int bad_table(const char *what) {
    PyErr_Format(PyExc_ValueError, "malformed native checker table: %s", what);
    return -1;
}

static int node_build(Node *node, PyObject *spec, Py_ssize_t nclasses, int level) {
    /* spec: (kind, ...) as written by serde/program/native.py */
    memset(node, 0, sizeof(Node));
    if (level > 64) return bad_table("type nested too deeply");
    if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) < 1) return bad_table("type is not a tuple");
    Py_ssize_t size = PyTuple_GET_SIZE(spec);
    long kind = PyLong_AsLong(PyTuple_GET_ITEM(spec, 0));
    if (kind == -1 && PyErr_Occurred()) return -1;
    node->kind = (int)kind;
    switch (kind) {
    case T_STR: {
        /* (T_STR,) or (T_STR, flags, keywords): a name of the identifier kind (serde/untrusted/string_kinds.py) */
        if (size == 1) return 0;
        if (size != 3) return bad_table("str takes no arguments, or its flags and the keywords");
        long flags = PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
        if (flags == -1 && PyErr_Occurred()) return -1;
        PyObject *keywords = PyTuple_GET_ITEM(spec, 2);
        if (!(flags & STR_IDENTIFIER) || !PyFrozenSet_CheckExact(keywords)) return bad_table("malformed str kind");
        node->flags = (int)flags;
        Py_INCREF(keywords);
        node->set = keywords;
        return 0;
    }
    case T_BOOL: case T_BYTES:
        return size == 1 ? 0 : bad_table("primitive with arguments");
    case T_INT: {
        if (size != 2) return bad_table("int needs its flags");
        long flags = PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
        if (flags == -1 && PyErr_Occurred()) return -1;
        node->flags = (int)flags;
        return 0;
    }
    case T_FLOAT: case T_ENUM: {
        if (size != 2) return bad_table("float or enum needs its set");
        PyObject *set = PyTuple_GET_ITEM(spec, 1);
        if (set == Py_None && kind == T_FLOAT) return 0;
        if (!PyFrozenSet_CheckExact(set)) return bad_table("set is not a frozenset");
        Py_INCREF(set);
        node->set = set;
        return 0;
    }
    case T_REF: {
        if (size != 2) return bad_table("ref needs a class index");
        long cls = PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
        if (cls == -1 && PyErr_Occurred()) return -1;
        if (cls < 0 || cls >= nclasses) return bad_table("class index out of range");
        node->cls = (int)cls;
        return 0;
    }
    case T_OPT: case T_LIST: case T_DICT: case T_TUPLE: {
        Py_ssize_t nargs;
        PyObject *args;
        if (kind == T_TUPLE) {
            if (size != 2 || !PyTuple_Check(PyTuple_GET_ITEM(spec, 1))) return bad_table("tuple needs its items");
            args = PyTuple_GET_ITEM(spec, 1);
            nargs = PyTuple_GET_SIZE(args);
        } else {
            nargs = kind == T_DICT ? 2 : 1;
            if (size != nargs + 1) return bad_table("wrong number of type arguments");
            args = NULL;
        }
        node->nargs = nargs;
        if (nargs == 0) return 0;
        node->args = PyMem_Calloc((size_t)nargs, sizeof(Node));
        if (node->args == NULL) {
            node->nargs = 0;
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t i = 0; i < nargs; i++) {
            PyObject *arg = args != NULL ? PyTuple_GET_ITEM(args, i) : PyTuple_GET_ITEM(spec, i + 1);
            if (node_build(&node->args[i], arg, nclasses, level + 1) < 0) return -1;
        }
        return 0;
    }
    default:
        return bad_table("unknown type kind");
    }
}

static void checker_clear(Checker *self) {
    if (self->classes == NULL) return;
    for (Py_ssize_t c = 0; c < self->nclasses; c++) {
        Class *cls = &self->classes[c];
        if (cls->fields != NULL) {
            for (Py_ssize_t i = 0; i < cls->nfields; i++) {
                Py_CLEAR(cls->fields[i].key);
                node_clear(&cls->fields[i].type);
            }
            PyMem_Free(cls->fields);
        }
        Py_CLEAR(cls->members);
    }
    PyMem_Free(self->classes);
    self->classes = NULL;
    self->nclasses = 0;
}

static int class_build(Class *cls, PyObject *spec, Py_ssize_t nclasses, int nhooks) {
    /* spec: (class kind, hook index or -1, ((name, type, has_default), ...)) */
    if (!PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) != 3) return bad_table("class is not a 3-tuple");
    long kind = PyLong_AsLong(PyTuple_GET_ITEM(spec, 0));
    long hook = PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
    if (PyErr_Occurred()) return -1;
    if (kind < C_STRUCT || kind > C_UNION_ONE) return bad_table("unknown class kind");
    if (hook < -1 || hook >= nhooks) return bad_table("hook index out of range");
    cls->kind = (int)kind;
    cls->hook = (int)hook;
    PyObject *fields = PyTuple_GET_ITEM(spec, 2);
    if (!PyTuple_Check(fields)) return bad_table("fields are not a tuple");
    Py_ssize_t n = PyTuple_GET_SIZE(fields);
    if (kind != C_STRUCT && n == 0) return bad_table("a union without members");
    cls->fields = PyMem_Calloc(n > 0 ? (size_t)n : 1, sizeof(Field));
    if (cls->fields == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    cls->nfields = n;
    if (kind != C_STRUCT) {
        cls->members = PyDict_New();
        if (cls->members == NULL) return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *field = PyTuple_GET_ITEM(fields, i);
        if (!PyTuple_Check(field) || PyTuple_GET_SIZE(field) != 3) return bad_table("field is not a 3-tuple");
        PyObject *key = PyTuple_GET_ITEM(field, 0);
        if (!PyUnicode_CheckExact(key)) return bad_table("field name is not a str");
        Py_INCREF(key);
        cls->fields[i].key = key;
        int has_default = PyObject_IsTrue(PyTuple_GET_ITEM(field, 2));
        if (has_default < 0) return -1;
        cls->fields[i].has_default = has_default;
        if (node_build(&cls->fields[i].type, PyTuple_GET_ITEM(field, 1), nclasses, 0) < 0) return -1;
        if (cls->members != NULL) {
            PyObject *index = PyLong_FromSsize_t(i);
            if (index == NULL) return -1;
            int status = PyDict_SetItem(cls->members, key, index);
            Py_DECREF(index);
            if (status < 0) return -1;
        }
    }
    return 0;
}

static PyObject *checker_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"classes", "root", "hooks", NULL};
    PyObject *classes;
    int root, nhooks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!ii:Checker", names, &PyTuple_Type, &classes, &root, &nhooks))
        return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(classes);
    if (root < 0 || root >= n || nhooks < 0) {
        bad_table("root or hook count out of range");
        return NULL;
    }
    Checker *self = (Checker *)type->tp_alloc(type, 0);
    if (self == NULL) return NULL;
    self->classes = PyMem_Calloc(n > 0 ? (size_t)n : 1, sizeof(Class));
    if (self->classes == NULL) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
    self->nclasses = n;
    self->root = root;
    self->nhooks = nhooks;
    for (Py_ssize_t c = 0; c < n; c++) {
        if (class_build(&self->classes[c], PyTuple_GET_ITEM(classes, c), n, nhooks) < 0) {
            Py_DECREF(self);
            return NULL;
        }
    }
    return (PyObject *)self;
}

static void checker_dealloc(Checker *self) {
    checker_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* ---- checking ------------------------------------------------------------------------------------- */

/* Each check returns 1 (passes), 0 (fails) or -1 (an exception is set: a hook raised, recursion, memory). */

typedef struct {
    Checker *checker;
    PyObject *hooks; /* tuple, or NULL */
    int depth;
} Walk;

static int check_value(Walk *walk, PyObject *x, const Node *node);

static int check_int64(PyObject *x) {
    int overflow;
    long long value = PyLong_AsLongLongAndOverflow(x, &overflow);
    if (value == -1 && PyErr_Occurred()) return -1;
    return overflow == 0;
}

static int is_infinity(PyObject *x) {
    double value = PyFloat_AS_DOUBLE(x);
    return value == Py_HUGE_VAL || value == -Py_HUGE_VAL;
}

static int call_hook(Walk *walk, const Class *cls, PyObject *obj) {
    if (cls->hook < 0) return 1;
    if (walk->hooks == NULL) return 1;
    PyObject *result = PyObject_CallOneArg(PyTuple_GET_ITEM(walk->hooks, cls->hook), obj);
    if (result == NULL) return -1;
    Py_DECREF(result);
    return 1;
}

static int check_struct(Walk *walk, PyObject *d, const Class *cls) {
    if (!PyDict_CheckExact(d)) return 0;
    Py_ssize_t present = 0;
    for (Py_ssize_t i = 0; i < cls->nfields; i++) {
        const Field *field = &cls->fields[i];
        PyObject *value = PyDict_GetItemWithError(d, field->key);
        if (value == NULL) {
            if (PyErr_Occurred()) return -1;
            if (!field->has_default) return 0;
            continue;
        }
        present++;
        Py_INCREF(value);
        int status = check_value(walk, value, &field->type);
        Py_DECREF(value);
        if (status != 1) return status;
    }
    if (present != PyDict_GET_SIZE(d)) return 0;
    return call_hook(walk, cls, d);
}

static int check_union_all(Walk *walk, PyObject *d, const Class *cls) {
    /* schema 1/2: every member key, exactly one of them not null; that one is checked */
    if (!PyDict_CheckExact(d) || PyDict_GET_SIZE(d) != cls->nfields) return 0;
    const Field *set = NULL;
    PyObject *setvalue = NULL; /* a strong reference: a later lookup may run a key's __eq__ */
    int status = 1;
    for (Py_ssize_t i = 0; i < cls->nfields && status == 1; i++) {
        PyObject *value = PyDict_GetItemWithError(d, cls->fields[i].key);
        if (value == NULL) status = PyErr_Occurred() ? -1 : 0;
        else if (value == Py_None) continue;
        else if (set != NULL) status = 0;
        else {
            set = &cls->fields[i];
            setvalue = Py_NewRef(value);
        }
    }
    if (status == 1 && set == NULL) status = 0;
    if (status == 1) status = check_value(walk, setvalue, &set->type);
    Py_XDECREF(setvalue);
    if (status != 1) return status;
    return call_hook(walk, cls, d);
}

static int check_union_one(Walk *walk, PyObject *d, const Class *cls) {
    /* schema 5.1 on: {tag: value} */
    if (!PyDict_CheckExact(d) || PyDict_GET_SIZE(d) != 1) return 0;
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    if (!PyDict_Next(d, &pos, &key, &value)) return 0;
    Py_INCREF(key); /* strong references: looking the key up may run its __eq__ */
    Py_INCREF(value);
    int status;
    PyObject *index = PyDict_GetItemWithError(cls->members, key);
    Py_ssize_t i = index == NULL ? -1 : PyLong_AsSsize_t(index);
    if (index == NULL) status = PyErr_Occurred() ? -1 : 0;
    else if (i == -1 && PyErr_Occurred()) status = -1;
    else status = check_value(walk, value, &cls->fields[i].type);
    Py_DECREF(value);
    Py_DECREF(key);
    if (status != 1) return status;
    return call_hook(walk, cls, d);
}

static int check_class(Walk *walk, PyObject *x, const Class *cls) {
    switch (cls->kind) {
    case C_STRUCT: return check_struct(walk, x, cls);
    case C_UNION_ALL: return check_union_all(walk, x, cls);
    default: return check_union_one(walk, x, cls);
    }
}

static int check_items(Walk *walk, PyObject *seq, const Node *node) {
    /* every item of a list or tuple against node (re-reading the size: a hook may not shrink it under us) */
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
        Py_INCREF(item);
        int status = check_value(walk, item, node);
        Py_DECREF(item);
        if (status != 1) return status;
    }
    return 1;
}

static int check_dict(Walk *walk, PyObject *d, const Node *node) {
    if (!PyDict_CheckExact(d)) return 0;
    Py_ssize_t pos = 0, size = PyDict_GET_SIZE(d);
    PyObject *key, *value;
    while (PyDict_Next(d, &pos, &key, &value)) {
        Py_INCREF(key);
        Py_INCREF(value);
        int status = check_value(walk, key, &node->args[0]);
        if (status == 1) status = check_value(walk, value, &node->args[1]);
        Py_DECREF(key);
        Py_DECREF(value);
        if (status != 1) return status;
        if (PyDict_GET_SIZE(d) != size) return 0; /* changed while iterating: Python raises there */
    }
    return 1;
}

static int check_nested(Walk *walk, PyObject *x, const Node *node) {
    /* the kinds that descend into the data: bounded depth */
    if (walk->depth >= MAX_DEPTH) return 0;
    if (Py_EnterRecursiveCall(" while validating a program")) return -1;
    walk->depth++;
    int status;
    switch (node->kind) {
    case T_REF:
        status = check_class(walk, x, &walk->checker->classes[node->cls]);
        break;
    case T_LIST:
        status = (PyList_CheckExact(x) || PyTuple_CheckExact(x)) ? check_items(walk, x, &node->args[0]) : 0;
        break;
    case T_DICT:
        status = check_dict(walk, x, node);
        break;
    default: /* T_TUPLE */
        if (!(PyList_CheckExact(x) || PyTuple_CheckExact(x)) || PySequence_Fast_GET_SIZE(x) != node->nargs) {
            status = 0;
            break;
        }
        status = 1;
        for (Py_ssize_t i = 0; i < node->nargs && status == 1; i++) {
            if (PySequence_Fast_GET_SIZE(x) != node->nargs) {
                status = 0;
                break;
            }
            PyObject *item = PySequence_Fast_GET_ITEM(x, i);
            Py_INCREF(item);
            status = check_value(walk, item, &node->args[i]);
            Py_DECREF(item);
        }
    }
    walk->depth--;
    Py_LeaveRecursiveCall();
    return status;
}

static int check_value(Walk *walk, PyObject *x, const Node *node) {
    switch (node->kind) {
    case T_OPT:
        return x == Py_None ? 1 : check_value(walk, x, &node->args[0]);
    case T_STR:
        if (!PyUnicode_CheckExact(x)) return 0;
        if (node->flags & STR_IDENTIFIER) {
            Py_ssize_t length = PyUnicode_GET_LENGTH(x);
            if (length == 0) return (node->flags & STR_EMPTY) != 0;
            if (length > MAX_NAME_LENGTH || PyUnicode_IsIdentifier(x) != 1) return 0;
            int keyword = PySet_Contains(node->set, x);
            return keyword < 0 ? -1 : !keyword;
        }
        return 1;
    case T_BOOL:
        return x == Py_True || x == Py_False;
    case T_BYTES:
        return PyBytes_CheckExact(x);
    case T_INT:
        if (PyLong_CheckExact(x)) return check_int64(x);
        if ((node->flags & INT_INFINITE) && PyFloat_CheckExact(x)) return is_infinity(x);
        if (node->flags & INT_BOOL) return x == Py_True || x == Py_False;
        return 0;
    case T_FLOAT:
        if (PyFloat_CheckExact(x) || PyLong_CheckExact(x)) return 1;
        if (node->set != NULL && PyUnicode_CheckExact(x)) return PySet_Contains(node->set, x);
        return 0;
    case T_ENUM:
        return PyLong_CheckExact(x) ? PySet_Contains(node->set, x) : 0;
    default:
        return check_nested(walk, x, node);
    }
}

/* ---- re-spelling schema 1/2 unions as single-key objects --------------------------------------------- */

/* Each returns 1 (done; *out is a new reference to the object that replaces x, or NULL to keep x), 0 (met
 * something the Python visitor handles differently: stop, and let it redo the walk; what was re-spelled so
 * far stays, which it re-spells again to the same) or -1 (an exception is set). */

static int respell_value(Walk *walk, PyObject *x, const Node *node, PyObject **out);

static int respell_field(Walk *walk, PyObject *d, PyObject *key, const Node *node) {
    PyObject *value = PyDict_GetItemWithError(d, key);
    if (value == NULL) return PyErr_Occurred() ? -1 : 1;
    PyObject *replacement = NULL;
    Py_INCREF(value);
    int status = respell_value(walk, value, node, &replacement);
    Py_DECREF(value);
    if (status == 1 && replacement != NULL) status = PyDict_SetItem(d, key, replacement) < 0 ? -1 : 1;
    Py_XDECREF(replacement);
    return status;
}

static int respell_class(Walk *walk, PyObject *d, const Class *cls, PyObject **out) {
    if (!PyDict_Check(d)) return 1; /* the visitor leaves what is no object alone */
    if (!PyDict_CheckExact(d)) return 0;
    if (cls->kind == C_STRUCT) {
        for (Py_ssize_t i = 0; i < cls->nfields; i++) {
            int status = respell_field(walk, d, cls->fields[i].key, &cls->fields[i].type);
            if (status != 1) return status;
        }
        return 1;
    }
    if (cls->kind != C_UNION_ALL) return 0;
    /* the first member that is not null, as serde's union_tag finds it; none is left to the visitor */
    PyObject *tag = NULL, *value = NULL;
    Py_ssize_t pos = 0;
    while (PyDict_Next(d, &pos, &tag, &value)) {
        if (value != Py_None) break;
        value = NULL;
    }
    if (value == NULL) return 0;
    Py_INCREF(tag); /* strong references: looking the tag up may run its __eq__ */
    Py_INCREF(value);
    PyObject *replacement = NULL;
    int status;
    PyObject *index = PyDict_GetItemWithError(cls->members, tag);
    Py_ssize_t i = index == NULL ? -1 : PyLong_AsSsize_t(index);
    if (index == NULL) status = PyErr_Occurred() ? -1 : 0;
    else if (i == -1 && PyErr_Occurred()) status = -1;
    else status = respell_value(walk, value, &cls->fields[i].type, &replacement);
    if (status == 1) {
        *out = PyDict_New();
        if (*out == NULL || PyDict_SetItem(*out, tag, replacement != NULL ? replacement : value) < 0) status = -1;
    }
    Py_XDECREF(replacement);
    Py_DECREF(value);
    Py_DECREF(tag);
    return status;
}

static int respell_value(Walk *walk, PyObject *x, const Node *node, PyObject **out) {
    *out = NULL;
    switch (node->kind) {
    case T_OPT:
        return x == Py_None ? 1 : respell_value(walk, x, &node->args[0], out);
    case T_REF: case T_LIST: case T_DICT: case T_TUPLE:
        break;
    default:
        return 1;
    }
    if (walk->depth >= MAX_DEPTH) return 0;
    if (Py_EnterRecursiveCall(" while re-spelling unions")) return -1;
    walk->depth++;
    int status = 1;
    if (node->kind == T_REF) {
        status = respell_class(walk, x, &walk->checker->classes[node->cls], out);
    } else if (node->kind == T_DICT) {
        if (PyDict_Check(x) && !PyDict_CheckExact(x)) status = 0;
        else if (PyDict_Check(x)) {
            Py_ssize_t pos = 0;
            PyObject *key, *value;
            while (status == 1 && PyDict_Next(x, &pos, &key, &value)) {
                PyObject *replacement = NULL;
                Py_INCREF(key);
                Py_INCREF(value);
                status = respell_value(walk, value, &node->args[1], &replacement);
                if (status == 1 && replacement != NULL) status = PyDict_SetItem(x, key, replacement) < 0 ? -1 : 1;
                Py_XDECREF(replacement);
                Py_DECREF(value);
                Py_DECREF(key);
            }
        }
    } else if (PyList_Check(x)) { /* T_LIST, T_TUPLE: the visitor descends into lists only */
        if (!PyList_CheckExact(x)) status = 0;
        for (Py_ssize_t i = 0; status == 1 && i < PyList_GET_SIZE(x); i++) {
            const Node *item_type = node->kind == T_LIST ? &node->args[0] : i < node->nargs ? &node->args[i] : NULL;
            if (item_type == NULL) break;
            PyObject *item = PyList_GET_ITEM(x, i), *replacement = NULL;
            Py_INCREF(item);
            status = respell_value(walk, item, item_type, &replacement);
            Py_DECREF(item);
            if (status == 1 && replacement != NULL) {
                if (i < PyList_GET_SIZE(x)) PyList_SetItem(x, i, replacement); /* steals the reference */
                else Py_DECREF(replacement);
            } else {
                Py_XDECREF(replacement);
            }
        }
    }
    walk->depth--;
    Py_LeaveRecursiveCall();
    return status;
}

static PyObject *checker_single_key_unions(Checker *self, PyObject *payload) {
    Walk walk = {self, NULL, 0};
    PyObject *replacement = NULL;
    int status = respell_class(&walk, payload, &self->classes[self->root], &replacement);
    if (replacement != NULL) { /* the root is a struct: never replaced */
        Py_DECREF(replacement);
        status = 0;
    }
    if (status < 0) return NULL;
    return PyBool_FromLong(status);
}

static PyMethodDef checker_methods[] = {
    {"single_key_unions", (PyCFunction)checker_single_key_unions, METH_O,
     PyDoc_STR("single_key_unions(payload): re-spell, in place, every union object of this schema 1/2 spec as "
               "{tag: value}; True when done, False when something was left for the Python visitor to redo.")},
    {NULL, NULL, 0, NULL},
};

static PyObject *checker_call(Checker *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"payload", "hooks", NULL};
    PyObject *payload, *hooks = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O!:Checker.__call__", names, &payload, &PyTuple_Type, &hooks))
        return NULL;
    if (hooks != NULL && PyTuple_GET_SIZE(hooks) != self->nhooks) {
        PyErr_Format(PyExc_ValueError, "this checker calls %d hooks, %zd given", self->nhooks,
                     PyTuple_GET_SIZE(hooks));
        return NULL;
    }
    if (hooks == NULL && self->nhooks > 0) {
        PyErr_SetString(PyExc_ValueError, "this checker needs its hooks");
        return NULL;
    }
    Walk walk = {self, hooks, 0};
    int status = check_class(&walk, payload, &self->classes[self->root]);
    if (status < 0) return NULL;
    return PyBool_FromLong(status);
}

static PyTypeObject CheckerType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "serde.program._native.Checker",
    .tp_doc = PyDoc_STR("Checker(classes, root, hooks): the validator's verdict for one spec; call it with "
                        "(payload[, hooks]) to get True or False."),
    .tp_basicsize = sizeof(Checker),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = checker_new,
    .tp_dealloc = (destructor)checker_dealloc,
    .tp_call = (ternaryfunc)checker_call,
    .tp_methods = checker_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "serde.program._native",
    .m_doc = PyDoc_STR("The schema validator's verdict in C (see serde/program/native.py)."),
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__native(void) {
    if (PyType_Ready(&CheckerType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&CheckerType);
    if (PyModule_AddObject(m, "Checker", (PyObject *)&CheckerType) < 0) {
        Py_DECREF(&CheckerType);
        Py_DECREF(m);
        return NULL;
    }
    struct { const char *name; int value; } constants[] = {
        {"T_OPT", T_OPT}, {"T_STR", T_STR}, {"T_BOOL", T_BOOL}, {"T_BYTES", T_BYTES}, {"T_INT", T_INT},
        {"T_FLOAT", T_FLOAT}, {"T_ENUM", T_ENUM}, {"T_REF", T_REF}, {"T_LIST", T_LIST}, {"T_DICT", T_DICT},
        {"T_TUPLE", T_TUPLE}, {"C_STRUCT", C_STRUCT}, {"C_UNION_ALL", C_UNION_ALL},
        {"C_UNION_ONE", C_UNION_ONE}, {"INT_INFINITE", INT_INFINITE}, {"INT_BOOL", INT_BOOL},
        {"STR_IDENTIFIER", STR_IDENTIFIER}, {"STR_EMPTY", STR_EMPTY}, {"MAX_DEPTH", MAX_DEPTH},
    };
    for (size_t i = 0; i < sizeof(constants) / sizeof(constants[0]); i++) {
        if (PyModule_AddIntConstant(m, constants[i].name, constants[i].value) < 0) {
            Py_DECREF(m);
            return NULL;
        }
    }
    return m;
}
