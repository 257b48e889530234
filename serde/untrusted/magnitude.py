"""Bounds on the numbers a folded constant expression can produce, for the grammars of expressions and guards.

sympy folds constants when it parses an expression (``9**(s0 - s0 + 8)`` becomes ``9**8`` before the outer
power is taken) and Python computes a guard's constant subexpressions each time the guard runs, so a short
text can ask for a number of billions of digits. A :class:`Size` bounds, in decimal digits, the numerator
and the denominator of every rational number a subtree can fold to, every symbol or input taken as 1: a
subtree that folds to a constant equals its value at any point, so the bound holds after cancellation, for
products of bounded literals and for towers of powers alike. :meth:`Size.check` refuses more than
:data:`MAX_RESULT_DIGITS` digits and :func:`exponent_bound` any exponent or shift that can reach more than
:data:`MAX_EXPONENT`, so everything computed stays small in time, in memory, and below CPython's
int-to-str limit of 4,300 digits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "LOG2",
    "MAX_EXPONENT",
    "MAX_RESULT_DIGITS",
    "ONE",
    "MagnitudeError",
    "Size",
    "exponent_bound",
    "literal",
    "power",
    "product",
    "quotient",
    "total",
    "widest",
]

MAX_EXPONENT = 64
"""Largest exponent or shift any power or shift can fold to (symbols taken as 1)."""
MAX_RESULT_DIGITS = 1000
"""Most digits of any numerator or denominator that folding can compute."""
LOG2 = math.log10(2)


class MagnitudeError(ValueError):
    """A constant that folding would make too large (the message says which)."""


@dataclass(frozen=True)
class Size:
    """Upper bounds, in decimal digits, of the numerator and the denominator of any rational number a
    subtree can fold to (module docstring)."""

    numerator: float
    denominator: float

    @property
    def value(self) -> float:
        """A bound of the magnitude (as a power of ten)."""
        return self.numerator + self.denominator

    def check(self) -> None:
        """Refuse a bound beyond :data:`MAX_RESULT_DIGITS` digits."""
        if self.numerator > MAX_RESULT_DIGITS or self.denominator > MAX_RESULT_DIGITS:
            raise MagnitudeError(
                f"constants that would be computed to about 10**{max(self.numerator, self.denominator):.0f} "
                f"(at most {MAX_RESULT_DIGITS} digits)"
            )


ONE = Size(0.0, 0.0)


def literal(value: float) -> Size:
    """The size of a number literal."""
    magnitude = abs(value)
    return Size(math.log10(magnitude) if math.isfinite(magnitude) and magnitude > 1 else 0.0, 0.0)


def exponent_bound(exponent: Size, what: str) -> float:
    """The largest exponent (or shift) ``exponent`` can fold to; refused above :data:`MAX_EXPONENT`."""
    if exponent.value > math.log10(MAX_EXPONENT) + 1e-9:
        reach = f"{10**exponent.value:.0f}" if exponent.value < 15 else f"10**{exponent.value:.0f}"
        raise MagnitudeError(f"{what} whose exponent can fold to more than {MAX_EXPONENT} (up to {reach})")
    return float(10**exponent.value)


def total(sizes: list[Size]) -> Size:
    """The size of a sum of ``sizes``."""
    if not sizes:
        return ONE
    denominator = sum(s.denominator for s in sizes)
    numerator = max(s.numerator + denominator - s.denominator for s in sizes)
    return Size(numerator + LOG2 * math.ceil(math.log2(len(sizes))), denominator)


def product(sizes: list[Size]) -> Size:
    """The size of a product of ``sizes``."""
    return Size(sum(s.numerator for s in sizes), sum(s.denominator for s in sizes))


def quotient(a: Size, b: Size) -> Size:
    """The size of ``a / b`` (and of floor divisions)."""
    return Size(a.numerator + b.denominator, a.denominator + b.numerator)


def power(base: Size, exponent: Size, what: str) -> Size:
    """The size of ``base ** exponent`` (either sign of the exponent)."""
    bound = exponent_bound(exponent, what)
    widest_part = max(base.numerator, base.denominator)
    return Size(widest_part * bound, widest_part * bound)


def widest(sizes: list[Size], extra: float = 0.0) -> Size:
    """The size of a function whose value is one of its arguments' (min, max, abs ...), ``extra`` digits more."""
    if not sizes:
        return ONE
    return Size(max(s.numerator for s in sizes) + extra, max(s.denominator for s in sizes))
