"""The string census: one declared kind for every string a program of any released schema carries.

Each string-valued position of every spec (a ``str`` field, the elements of a ``list[str]``, the keys of a
``dict[str, T]``, the strings inside tuples) is named as
:func:`serde.schema.string_positions.string_positions` spells it
(``TensorArgument.name``, ``Graph.tensor_values{key}``, ``ModuleCallSignature.forward_arg_names[*]``) and
given exactly one :class:`StringKind` in :data:`FIELD_KINDS`; node and graph-module metadata values get
theirs by key in :data:`METADATA_KINDS`. Each kind has one grammar, whose checker returns the text it
accepts (rendered anew where the kind has a renderer of its own: expressions, guards, treespecs) and raises
a ``ValueError`` otherwise. ``tests/test_string_census.py`` fails when a spec (one written by
``pt2-serde schema new-step`` included) has a position without a kind.

:data:`FREE_TEXT` is declared only where no torch release 2.1 - 2.15 pastes the string into source,
evaluates, imports or resolves it: operator argument values (FX writes them with ``repr``), metadata keys
torch's loaders drop, and strings of classes ``torch.export.load`` never reads. The same test puts a
payload in every free-text position of a real program and shows plain torch loading, building and calling
it without running the payload.
"""

from __future__ import annotations

import enum
import keyword
from collections.abc import Callable

from serde.untrusted import names
from serde.untrusted.expressions import canonical_expression
from serde.untrusted.guards import canonical_guard
from serde.untrusted.targets import check_target
from serde.untrusted.treespecs import canonical_treespec

__all__ = [
    "FIELD_KINDS",
    "KEYWORDS",
    "METADATA_KINDS",
    "NAME_KINDS",
    "NAME_POSITIONS",
    "RENDERED",
    "StringKind",
    "checker",
    "metadata_kind",
    "name_rules",
]


class StringKind(enum.Enum):
    """What a string is, and so which grammar it must fit."""

    IDENTIFIER = "identifier"
    IDENTIFIER_OR_EMPTY = "identifier or empty"
    ARGUMENT_NAME = "argument name"
    QUALIFIED_NAME = "qualified name"
    MODULE_PATH = "module path"
    DOTTED_NAME = "dotted name"
    OPERATOR_TARGET = "operator target"
    SYMBOLIC_EXPRESSION = "symbolic expression"
    GUARD = "guard"
    TREESPEC = "treespec"
    JSON_TEXT = "JSON text"
    STACK_TRACE = "stack trace"
    MODULE_STACK = "module stack"
    CALLABLE_STACK = "callable stack"
    TORCH_FN = "torch_fn entry"
    RELEASE = "release"
    ARCHIVE_MEMBER = "archive member"
    METADATA = "metadata value"
    FREE_TEXT = "free text"


K = StringKind

RENDERED = frozenset({StringKind.SYMBOLIC_EXPRESSION, StringKind.GUARD, StringKind.TREESPEC})
"""Kinds whose renderer is not the identity: the text handed on is rendered from pt2-serde's parse."""

FIELD_KINDS: dict[str, StringKind] = {
    # Names of values: FX node names and placeholder targets, pasted as Python names into generated code.
    "TensorArgument.name": K.IDENTIFIER,
    "SymIntArgument.as_name": K.IDENTIFIER,
    "SymBoolArgument.as_name": K.IDENTIFIER,
    "SymFloatArgument.as_name": K.IDENTIFIER,
    "TokenArgument.name": K.IDENTIFIER,
    "CustomObjArgument.name": K.IDENTIFIER,
    "OptionalTensorArgument.as_tensor": K.IDENTIFIER,
    "Graph.tensor_values{key}": K.IDENTIFIER,
    "Graph.sym_int_values{key}": K.IDENTIFIER,
    "Graph.sym_bool_values{key}": K.IDENTIFIER,
    "Graph.sym_float_values{key}": K.IDENTIFIER,
    "Graph.custom_obj_values{key}": K.IDENTIFIER,
    "Graph.constants{key}": K.QUALIFIED_NAME,
    "Node.name": K.IDENTIFIER,
    "ExternKernelNode.name": K.IDENTIFIER,
    # Keyword names: written as `name = value` in generated calls of higher-order operators.
    "NamedArgument.name": K.ARGUMENT_NAME,
    # Subgraph names: get_attr targets, written as self.NAME or getattr(self, "NAME").
    "GraphArgument.name": K.QUALIFIED_NAME,
    # User inputs and outputs: parameters of the generated forward and of module()'s signature.
    "ConstantInputSpec.name": K.IDENTIFIER,
    "InputToConstantInputSpec.name": K.IDENTIFIER,
    "GradientToUserInputSpec.user_input_name": K.IDENTIFIER,
    "UserInputMutationSpec.user_input_name": K.IDENTIFIER,
    "ModuleCallSignature.forward_arg_names[*]": K.IDENTIFIER,
    "GraphSignature.user_inputs[*]": K.IDENTIFIER,
    "GraphSignature.user_outputs[*]": K.IDENTIFIER,
    "GraphSignature.inputs_to_parameters{key}": K.IDENTIFIER,
    "GraphSignature.inputs_to_buffers{key}": K.IDENTIFIER,
    "GraphSignature.buffers_to_mutate{key}": K.IDENTIFIER,
    "BackwardSignature.gradients_to_parameters{key}": K.IDENTIFIER,
    "BackwardSignature.gradients_to_user_inputs{key}": K.IDENTIFIER,
    "BackwardSignature.gradients_to_user_inputs{value}": K.IDENTIFIER,
    "BackwardSignature.loss_output": K.IDENTIFIER,
    "ExportedProgram.example_inputs[1]{key}": K.IDENTIFIER,
    "ExportedProgram.equality_constraints[*][0][0]": K.IDENTIFIER,
    "ExportedProgram.equality_constraints[*][1][0]": K.IDENTIFIER,
    "AOTInductorModelPickleData.input_names[*]": K.IDENTIFIER,
    "AOTInductorModelPickleData.output_names[*]": K.IDENTIFIER,
    "NamedTupleDef.field_names[*]": K.IDENTIFIER,
    # State: attribute paths that unlifting sets and get_attr nodes read (self.layers.0.weight).
    "InputToParameterSpec.parameter_name": K.QUALIFIED_NAME,
    "InputToBufferSpec.buffer_name": K.QUALIFIED_NAME,
    "InputToTensorConstantSpec.tensor_constant_name": K.QUALIFIED_NAME,
    "InputToCustomObjSpec.custom_obj_name": K.QUALIFIED_NAME,
    "BufferMutationSpec.buffer_name": K.QUALIFIED_NAME,
    "ParameterMutationSpec.parameter_name": K.QUALIFIED_NAME,
    "GradientToParameterSpec.parameter_name": K.QUALIFIED_NAME,
    "GraphSignature.inputs_to_parameters{value}": K.QUALIFIED_NAME,
    "GraphSignature.inputs_to_buffers{value}": K.QUALIFIED_NAME,
    "GraphSignature.buffers_to_mutate{value}": K.QUALIFIED_NAME,
    "BackwardSignature.gradients_to_parameters{value}": K.QUALIFIED_NAME,
    "PayloadConfig.config{key}": K.QUALIFIED_NAME,
    "Model.tensorPaths{key}": K.QUALIFIED_NAME,
    "Model.constantPaths{key}": K.QUALIFIED_NAME,
    "ModuleCallEntry.fqn": K.MODULE_PATH,
    # Names torch looks up in registries or compares (no attribute walk from a module).
    "CustomObjArgument.class_fqn": K.DOTTED_NAME,
    "GraphModule.treespec_namedtuple_fields{key}": K.DOTTED_NAME,
    "Device.type": K.IDENTIFIER,
    "ExportedProgram.dialect": K.IDENTIFIER,
    "ExportedProgram.verifiers[*]": K.IDENTIFIER,
    "ExportedProgram.opset_version{key}": K.IDENTIFIER,
    "Model.name": K.IDENTIFIER,
    "Model.delegates{key}": K.IDENTIFIER,
    "Model.deviceAllocationMap{key}": K.IDENTIFIER,
    "Model.deviceAllocationMap{value}": K.FREE_TEXT,
    "Program.methods{key}": K.IDENTIFIER,
    "ExportedProgram.torch_version": K.RELEASE,
    # Resolved by an attribute walk from torch, operator or math.
    "Node.target": K.OPERATOR_TARGET,
    "Argument.as_operator": K.OPERATOR_TARGET,
    # Evaluated.
    "SymExpr.expr_str": K.SYMBOLIC_EXPRESSION,
    "SymBool.as_expr": K.SYMBOLIC_EXPRESSION,
    "ExportedProgram.range_constraints{key}": K.SYMBOLIC_EXPRESSION,
    "ExportedProgram.guards_code[*]": K.GUARD,
    "CallSpec.in_spec": K.TREESPEC,
    "CallSpec.out_spec": K.TREESPEC,
    "ModuleCallSignature.in_spec": K.TREESPEC,
    "ModuleCallSignature.out_spec": K.TREESPEC,
    # Files of the archive.
    "PayloadMeta.path_name": K.ARCHIVE_MEMBER,
    "Model.tensorPaths{value}": K.ARCHIVE_MEMBER,
    "Model.constantPaths{value}": K.ARCHIVE_MEMBER,
    "AOTInductorModelPickleData.library_basename": K.ARCHIVE_MEMBER,
    # Metadata: keys are names, values by key (METADATA_KINDS).
    "Node.metadata{key}": K.IDENTIFIER,
    "Node.metadata{value}": K.METADATA,
    "GraphModule.metadata{key}": K.IDENTIFIER,
    "GraphModule.metadata{value}": K.METADATA,
    # Values handed to operators as arguments: FX writes them with repr(), torch evaluates nothing.
    "Argument.as_string": K.FREE_TEXT,
    "Argument.as_strings[*]": K.FREE_TEXT,
    "Argument.as_string_to_argument{key}": K.FREE_TEXT,
    "ConstantValue.as_string": K.FREE_TEXT,
}
"""Every string position of every released spec, and its kind."""

METADATA_KINDS: dict[str, StringKind] = {
    "stack_trace": K.STACK_TRACE,
    "nn_module_stack": K.MODULE_STACK,
    "source_fn_stack": K.CALLABLE_STACK,
    "source_fn": K.CALLABLE_STACK,
    "torch_fn": K.TORCH_FN,
    "custom": K.JSON_TEXT,
    "from_node": K.JSON_TEXT,
}
"""The metadata keys some release's loader reads (``deserialize_metadata``, graph-module metadata), and the
kind of their values. Every other key is dropped by every release's loader: its value is free text."""


NAME_KINDS = (StringKind.IDENTIFIER, StringKind.IDENTIFIER_OR_EMPTY, StringKind.ARGUMENT_NAME)
"""The identifier kinds, which the validator itself checks."""
NAME_POSITIONS: dict[str, StringKind] = {position: kind for position, kind in FIELD_KINDS.items() if kind in NAME_KINDS}
"""The positions of the identifier kinds, and each one's kind: the validator itself checks them, in C and in
its generated Python (:mod:`serde.program.validate`), as part of each value's type."""
KEYWORDS = frozenset(keyword.kwlist)
"""Python's keywords, which no identifier-kind name may be but an argument name (:func:`name_rules`)."""


def name_rules(kind: StringKind) -> tuple[bool, frozenset[str]]:
    """What an identifier kind admits besides identifiers: the empty name, and which words it refuses. An
    argument name is an operator schema's parameter name (``aten::random_.from(Tensor self, int from, ...)``):
    a Python keyword there is what the operator calls its parameter, and where FX writes it as ``from = 0``
    it can only be a syntax error, never code; every other name of the kinds refuses keywords."""
    empty = kind in (StringKind.IDENTIFIER_OR_EMPTY, StringKind.ARGUMENT_NAME)
    return empty, frozenset() if kind is StringKind.ARGUMENT_NAME else KEYWORDS


def metadata_kind(key: str) -> StringKind:
    """The kind of the metadata value under ``key``."""
    return METADATA_KINDS.get(key, K.FREE_TEXT)


def _callable_stack(text: str) -> str:
    from serde.untrusted.targets import check_metadata_callable

    for entry in text.split(";"):
        check_metadata_callable(entry.rpartition(",")[2])
    return text


def _checked_target(text: str) -> str:
    check_target(text)
    return text


_CHECKERS: dict[StringKind, Callable[[str], str]] = {
    K.IDENTIFIER: names.identifier,
    K.IDENTIFIER_OR_EMPTY: names.identifier_or_empty,
    K.ARGUMENT_NAME: names.argument_name,
    K.QUALIFIED_NAME: names.qualified_name,
    K.MODULE_PATH: names.module_path,
    K.DOTTED_NAME: names.dotted_name,
    K.OPERATOR_TARGET: _checked_target,
    K.SYMBOLIC_EXPRESSION: canonical_expression,
    K.GUARD: canonical_guard,
    K.TREESPEC: canonical_treespec,
    K.JSON_TEXT: names.json_text,
    K.STACK_TRACE: names.stack_trace,
    K.MODULE_STACK: names.module_stack,
    K.CALLABLE_STACK: _callable_stack,
    K.TORCH_FN: names.torch_fn,
    K.RELEASE: names.release,
    K.ARCHIVE_MEMBER: names.archive_member,
    K.FREE_TEXT: names.free_text,
}


def checker(kind: StringKind) -> Callable[[str], str]:
    """The grammar of ``kind``: a function returning the text rendered (or refusing it with a ValueError).
    Metadata values have a checker per key (:func:`metadata_kind`)."""
    if kind is K.METADATA:
        raise ValueError("metadata values are checked by key: use metadata_kind(key)")
    return _CHECKERS[kind]
