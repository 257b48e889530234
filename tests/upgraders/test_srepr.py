"""The sympy-free spellings of ``upgraders/_srepr.py`` against sympy itself: on every expression they claim,
they print exactly what sympy prints, and a chain over such expressions never imports sympy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import sympy
from hypothesis import given
from hypothesis import strategies as st

from upgraders._srepr import monomial_srepr, monomial_str, srepr_to_str
from upgraders.from_7_3_to_8_2 import to_srepr

_CORPUS_2_5 = Path(__file__).parents[1] / "data" / "corpus" / "2.5.1"
_NAMES = st.builds(lambda kind, number: f"{kind}{number}", st.sampled_from("su"), st.integers(0, 10**6))
_INTEGERS = st.integers(-(10**30), 10**30)


def _symbol(name: str) -> sympy.Symbol:
    if name.startswith("s"):
        return sympy.Symbol(name, positive=True, integer=True)
    return sympy.Symbol(name, integer=True)


def _expressions() -> st.SearchStrategy[sympy.Expr]:
    symbols = _NAMES.map(_symbol)
    multiples = st.builds(lambda factor, symbol: factor * symbol, _INTEGERS, symbols)
    return st.one_of(_INTEGERS.map(sympy.Integer), symbols, multiples)


@given(_expressions())
def test_what_the_fast_spellings_claim_is_what_sympy_prints(expr: sympy.Expr) -> None:
    printed = monomial_srepr(str(expr))
    if printed is not None:
        assert printed == sympy.srepr(expr)
        assert to_srepr(str(expr)) == printed
    back = monomial_str(sympy.srepr(expr))
    if back is not None:
        assert back == str(expr)
        assert srepr_to_str(sympy.srepr(expr)) == back


@given(_NAMES, st.integers(2, 10**30))
def test_integers_symbols_and_positive_multiples_are_claimed(name: str, factor: int) -> None:
    for expr in (sympy.Integer(factor), sympy.Integer(-factor), _symbol(name), factor * _symbol(name)):
        assert monomial_srepr(str(expr)) is not None
        assert monomial_str(sympy.srepr(expr)) is not None


def test_other_spellings_are_left_to_sympy() -> None:
    for text in ("-2*s0", "s0 + 1", "2 * s0", "s01", "x", "1*s0", "0*s0", "s0*2", "007", "s0**2"):
        assert monomial_srepr(text) is None, text
    for text in (
        "Mul(Integer(-1), Symbol('s0', positive=True, integer=True))",
        "Mul(Integer(1), Symbol('s0', positive=True, integer=True))",
        "Symbol('s0', integer=True, positive=True)",
        "Symbol('s0', negative=True)",
        "Integer(007)",
        "Add(Symbol('s0', positive=True, integer=True), Integer(1))",
    ):
        assert monomial_str(text) is None, text


def _corpus_2_5() -> list[str]:
    return sorted(str(path) for path in _CORPUS_2_5.glob("*/model.pt2"))


def test_a_chain_over_monomials_never_imports_sympy() -> None:
    """torch 2.5's programs hold ``s0`` and ``2*s0``: their upgrade runs without sympy."""
    script = (
        "import sys, serde\n"
        f"found = ''.join(str(serde.upgrade(serde.load(p), '8.20').program) for p in {_corpus_2_5()!r})\n"
        "assert \"Mul(Integer(2), Symbol('s0', positive=True, integer=True))\" in found\n"
        "assert 'sympy' not in sys.modules, 'sympy was imported'\n"
    )
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert completed.returncode == 0, completed.stderr
