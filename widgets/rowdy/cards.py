"""A card drawn face up (value, suit shape, Pop icons) or face down."""

from __future__ import annotations

from tabletop.rowdy.data import Card

from ..svg import INK, OKABE_ITO, PAPER, burst, rect, text
from .symbols import SUIT_COLOUR, WILD_COLOUR, suit_symbol


def card_face(x: float, y: float, w: float, h: float, card: Card, *, value: int | None = None) -> str:
    """A card face: big value, suit shape, and the Pop icons printed on it."""
    colour = WILD_COLOUR if card.suit is None else SUIT_COLOUR[card.suit]
    big = max(12, int(h * 0.3))
    out = rect(x, y, w, h, rx=6, fill=PAPER, stroke=colour, stroke_width=2)
    out += text(x + 6, y + 4 + big * 0.8, str(card.value), size=big, weight="700", fill=colour)
    out += suit_symbol(card.suit, x + w / 2, y + h * 0.6, min(w, h) * 0.38)
    if card.suit is None:
        out += text(x + w - 5, y + 16, "Wild", size=12, fill=colour, anchor="end")
    for i in range(card.pop):
        out += burst(x + w - 9 - i * 13, y + h - 9, 6, OKABE_ITO["orange"])
    if value is not None and value != card.value:
        out += rect(x + w - 30, y + h * 0.2, 26, 20, rx=4, fill=INK) + text(
            x + w - 17, y + h * 0.2 + 15, str(value), size=13, weight="700", fill=PAPER, anchor="middle"
        )
    return out


def card_back(x: float, y: float, w: float, h: float, words: str = "") -> str:
    """A card face down, with ``words`` on it if any ("countered")."""
    out = rect(x, y, w, h, rx=6, fill="#5b4636", stroke=INK, stroke_width=1.5)
    out += rect(x + 4, y + 4, w - 8, h - 8, rx=4, fill="none", stroke="#c8a978", stroke_dasharray="4 3")
    if words:
        out += text(x + w / 2, y + h / 2 + 5, words, size=12, fill="#f1e4cc", anchor="middle")
    return out
