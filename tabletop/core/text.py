"""Text in and out of the engines, made safe: numbers read from plain digits only.

Moves arrive as text from a browser or a save, so anything may come: ``int()`` accepts Arabic-Indic
digits and ``str.isdigit()`` accepts "²", and it will not read a 5,000-digit number.
"""

from __future__ import annotations

#: Digits a move's text may use for a number; other scripts' digits make the text unreadable.
ASCII_DIGITS = frozenset("0123456789")
#: No number written in a move has more digits than this (squares, fields, steps, card values).
MAX_DIGITS = 9


def read_number(text: str) -> int | None:
    """The whole number written in ``text`` with ASCII digits only (no sign, no spaces), else None."""
    if not 0 < len(text) <= MAX_DIGITS or not ASCII_DIGITS.issuperset(text):
        return None
    return int(text)
