"""Text in and out of the engines, made safe: numbers read from plain digits only, and any value
shown in a message cut to a readable length.

Moves arrive as text from a browser or a save, so anything may come: ``int()`` accepts Arabic-Indic
digits and ``str.isdigit()`` accepts "²", while Python will not even print a 5,000-digit number.
"""

from __future__ import annotations

import reprlib

#: Digits a move's text may use for a number; other scripts' digits make the text unreadable.
ASCII_DIGITS = frozenset("0123456789")
#: No number written in a move has more digits than this (squares, fields, steps, card values).
MAX_DIGITS = 9

_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 80
_SHORT.maxlong = 24


def read_number(text: str) -> int | None:
    """The whole number written in ``text`` with ASCII digits only (no sign, no spaces), else None."""
    if not 0 < len(text) <= MAX_DIGITS or not ASCII_DIGITS.issuperset(text):
        return None
    return int(text)


def shown(value: object) -> str:
    """``repr(value)`` cut short for a message; it never fails, even on a 5,000-digit number."""
    if type(value) is int and value.bit_length() > 64:
        return f"a {value.bit_length()}-bit number"
    try:
        return _SHORT.repr(value)
    except Exception:  # a value that cannot print itself (a huge number inside it, a broken repr)
        return f"a {type(value).__qualname__} that cannot be shown"
