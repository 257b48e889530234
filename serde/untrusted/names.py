"""pt2-serde's grammars for the names and short texts a program carries, each a checker that returns the text
it accepts unchanged (its renderer is the identity on the grammar) or raises :class:`NameGrammarError`.

Torch pastes many of these strings into Python source it compiles: FX code generation writes graph input
names as the parameters of ``def forward(self, ...)``, node names as local variables, keyword names as
``name = value`` arguments, attribute paths as ``self.a.b`` or ``getattr(self, "b")``, and ``module()``
writes ``forward_arg_names`` into the signature of the module it builds (``docs/evaluation-points.md``
lists every place). A string is therefore accepted only in a form no such paste can turn into code:

- :func:`identifier`: ``str.isidentifier()`` and not a keyword (what FX's own namespace produces);
- :func:`identifier_or_empty`: the same, or the empty name torch writes for positional arguments;
- :func:`qualified_name`: dot-separated segments, each an identifier, an integer index (``layers.0.weight``)
  or an ASCII word with hyphens (``nn.ModuleDict`` keys such as ``conv-1``, which FX writes as
  ``getattr(self, "conv-1")``), so no quote, backslash or line break can reach a generated literal;
- :func:`module_path`: a qualified name, empty for the root module, with an optional ``@<n>`` call index;
- :func:`dotted_name`: dot-separated identifiers (class and type names), ``<locals>`` allowed between them;
- :func:`release`, :func:`archive_member`, :func:`stack_trace`, :func:`module_stack`, :func:`torch_fn`,
  :func:`json_text`: the other short texts torch reads, each by its own rule below.

Every checker bounds the length (:data:`MAX_NAME_LENGTH`, :data:`MAX_TEXT_LENGTH`).
"""

from __future__ import annotations

import json
import keyword
import re
from functools import lru_cache

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_TEXT_LENGTH",
    "NameGrammarError",
    "archive_member",
    "argument_name",
    "dotted_name",
    "free_text",
    "identifier",
    "identifier_or_empty",
    "json_text",
    "module_path",
    "module_stack",
    "qualified_name",
    "release",
    "stack_trace",
    "torch_fn",
]

MAX_NAME_LENGTH = 4096
"""Longest name accepted (the longest in the corpora of every release is under 200 characters)."""
MAX_TEXT_LENGTH = 1 << 22
"""Longest metadata text accepted (stack traces, JSON metadata): 4 MiB."""

_WORD_SEGMENT = re.compile(r"[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*")
_CALL_INDEX = re.compile(r"@[0-9]{1,9}")
_RELEASE = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+_\-]{0,63}")
_MEMBER_SEGMENT = re.compile(r"[A-Za-z0-9_\-][A-Za-z0-9_.\-]{0,254}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")
"""Characters a stack trace never holds and that a terminal, an editor or Python's tokenizer treat as a
line break or a direction change (``\\r``, ``\\x0c``, line and paragraph separators, bidi overrides); tab
and newline stay."""
_MODULE_STACK = re.compile(r"[A-Za-z0-9_.,:;()\[\]' @<>\-]*")
"""The characters of an ``nn_module_stack`` entry: keys, access paths (``L['self'].layers[0]``) and type
names, no double quote, backslash or line break (the paths become FX attribute targets)."""
_JSON_DEPTH = 64


class NameGrammarError(ValueError):
    """A name or short text outside its grammar (the message says which)."""


def _bounded(text: object, limit: int = MAX_NAME_LENGTH) -> str:
    if type(text) is not str:
        raise NameGrammarError(f"expected a string, found {type(text).__name__}")
    if len(text) > limit:
        raise NameGrammarError(f"{len(text)} characters long (at most {limit})")
    return text


def _is_identifier(text: str) -> bool:
    return text.isidentifier() and not keyword.iskeyword(text)


@lru_cache(maxsize=16384)
def identifier(text: str) -> str:
    """``text`` if it is a Python identifier and not a keyword."""
    _bounded(text)
    if not _is_identifier(text):
        raise NameGrammarError(f"{text!r} is not a Python identifier")
    return text


def identifier_or_empty(text: str) -> str:
    """``text`` if it is empty or an identifier."""
    return text if text == "" else identifier(text)


@lru_cache(maxsize=16384)
def argument_name(text: str) -> str:
    """``text`` if it is empty or a Python identifier, keywords included (an operator's parameter ``from``)."""
    _bounded(text)
    if text and not text.isidentifier():
        raise NameGrammarError(f"{text!r} is not a Python identifier")
    return text


@lru_cache(maxsize=16384)
def qualified_name(text: str) -> str:
    """``text`` if it is dot-separated identifiers, integer indices or hyphenated ASCII words."""
    _bounded(text)
    for segment in text.split("."):
        if not (_is_identifier(segment) or _WORD_SEGMENT.fullmatch(segment)):
            raise NameGrammarError(
                f"{text!r} is not a qualified name (dot-separated identifiers or indices such as layers.0.weight)"
            )
    return text


def module_path(text: str) -> str:
    """``text`` if it is empty (the root module) or a qualified name, with an optional ``@<n>`` call index."""
    _bounded(text)
    base, at, index = text.partition("@")
    if at and not _CALL_INDEX.fullmatch(at + index):
        raise NameGrammarError(f"{text!r} is not a module path (a call index is @ and digits)")
    if base or at:
        qualified_name(base)
    return text


@lru_cache(maxsize=4096)
def dotted_name(text: str) -> str:
    """``text`` if it is dot-separated identifiers (``<locals>`` allowed as a segment: local classes)."""
    _bounded(text)
    segments = text.split(".")
    if not all(_is_identifier(s) or (s == "<locals>" and 0 < i < len(segments) - 1) for i, s in enumerate(segments)):
        raise NameGrammarError(f"{text!r} is not a dotted name (identifiers separated by dots)")
    return text


def release(text: str) -> str:
    """``text`` if it is a release string (``2.13.0+cpu``): letters, digits and ``. + _ -``."""
    _bounded(text, 64)
    if not _RELEASE.fullmatch(text):
        raise NameGrammarError(f"{text!r} is not a release string")
    return text


def archive_member(text: str) -> str:
    """``text`` if it is a relative member path: ``/``-separated segments of letters, digits and ``_ . -``,
    none of them ``.`` or ``..``."""
    _bounded(text, 1024)
    for segment in text.split("/"):
        if segment in (".", "..") or not _MEMBER_SEGMENT.fullmatch(segment):
            raise NameGrammarError(f"{text!r} is not a relative archive member path")
    return text


def stack_trace(text: str) -> str:
    """``text`` if it holds no control character but newline and tab (FX code generation writes a stack
    trace's last frame into a comment of the generated source: a carriage return would end that comment)."""
    _bounded(text, MAX_TEXT_LENGTH)
    bad = _CONTROL.search(text)
    if bad is not None:
        raise NameGrammarError(f"a stack trace holding the control character {bad.group()!r}")
    return text


def module_stack(text: str) -> str:
    """``text`` if it is an ``nn_module_stack`` value: entries of keys, access paths and type names
    (:data:`_MODULE_STACK`)."""
    _bounded(text, MAX_TEXT_LENGTH)
    if not _MODULE_STACK.fullmatch(text):
        bad = next(c for c in text if not _MODULE_STACK.fullmatch(c))
        raise NameGrammarError(f"an nn_module_stack entry holding {bad!r}")
    return text


def torch_fn(text: str) -> str:
    """``text`` if it is one line with no control character (a ``torch_fn`` value, ``<node name>;<type>.<name>``,
    which torch splits at ``;`` and only displays)."""
    _bounded(text)
    bad = _CONTROL.search(text) or ("\n" in text and "\n") or ("\t" in text and "\t")
    if bad:
        shown = bad if isinstance(bad, str) else bad.group()
        raise NameGrammarError(f"a torch_fn entry holding the control character {shown!r}")
    return text


def json_text(text: str) -> str:
    """``text`` if it is one JSON document nested at most 64 levels deep (torch ``json.loads`` it)."""
    _bounded(text, MAX_TEXT_LENGTH)
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        raise NameGrammarError("not one JSON document") from None
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > _JSON_DEPTH:
            raise NameGrammarError(f"JSON nested deeper than {_JSON_DEPTH} levels")
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return text


def free_text(text: str) -> str:
    """``text`` as it is: a string no torch release pastes, evaluates, imports or resolves (argument values,
    which FX writes with ``repr``)."""
    return _bounded(text, 1 << 62)
