"""The cards one takes in Rowlette: numbers in their two colours, the special cards, and STOP.

A number's colour is always doubled by a shape (a diamond for red, a disc for black), so it never
rests on colour alone; the market draws each card as a button named for the move it makes.
"""

from __future__ import annotations

from typing import Final

from tabletop.rowlette.data import COLOUR, Card, Colour, Special

from ..svg import INK, OKABE_ITO, PAPER, button, circle, element, path, rect, text
from .layout import RED, SPECIAL_FILL


def card_colour(n: int) -> str:
    return RED if COLOUR[n] is Colour.RED else INK


def colour_mark(x: float, y: float, n: int, size: float = 8) -> str:
    """Red numbers carry a diamond, black ones a disc: colour is never the only signal."""
    if COLOUR[n] is Colour.RED:
        h = size / 2
        return path(f"M{x} {y - h} L{x + h} {y} L{x} {y + h} L{x - h} {y} Z", fill=RED)
    return circle(x, y, size / 2.4, fill=INK)


def market_card(x: float, y: float, card: Card, *, legal: bool) -> str:
    """A full-size card of the market, clickable to take it."""
    label = f"Take {card}"
    if isinstance(card, int):
        colour = card_colour(card)
        face = (
            rect(x, y, 66, 88, rx=8, fill=PAPER, stroke=colour, stroke_width=2.5)
            + colour_mark(x + 12, y + 13, card, 10)
            + text(x + 33, y + 55, str(card), size=30, weight="700", fill=colour, anchor="middle")
            + text(x + 33, y + 80, COLOUR[card].value, size=12, fill=colour, anchor="middle")
        )
        what = "black: +1 jackpot" if COLOUR[card] is Colour.BLACK else "red: choose a goal"
    else:
        assert isinstance(card, Special), "zeros never enter the market"
        face = rect(x, y, 66, 88, rx=8, fill=SPECIAL_FILL, stroke=OKABE_ITO["blue"], stroke_width=2.5)
        face += special_face(x + 33, y + 44, card)
        what = "special card"
    if legal:
        face += rect(
            x - 3,
            y - 3,
            72,
            94,
            rx=10,
            fill="none",
            stroke=OKABE_ITO["blue"],
            stroke_width=2,
            stroke_dasharray="5 3",
        )
    return button(face, label, f"{label} ({what})", enabled=legal)


SPECIAL_WORDS: Final = {
    Special.REMOVE_ZERO: ("Remove", "0"),
    Special.PLUS_LIMIT: ("+Limit", ""),
    Special.ORDER_UP: ("Order", "up"),
    Special.ORDER_DOWN: ("Order", "down"),
}


def special_face(cx: float, cy: float, card: Special) -> str:
    words = SPECIAL_WORDS[card]
    art = ""
    if card in (Special.ORDER_UP, Special.ORDER_DOWN):
        tip, base = (cy - 30, cy - 16) if card is Special.ORDER_UP else (cy + 30, cy + 16)
        art = path(f"M{cx} {tip} L{cx + 9} {base} L{cx - 9} {base} Z", fill=OKABE_ITO["blue"])
    return (
        art
        + text(cx, cy, words[0], size=13, weight="700", fill=OKABE_ITO["blue"], anchor="middle")
        + text(cx, cy + 16, words[1], size=13, fill=OKABE_ITO["blue"], anchor="middle")
    )


def stop_sign(x: float, y: float, *, legal: bool) -> str:
    r, k = 30, 12.4  # an octagon of circumradius ~30
    cx, cy = x + r, y + r
    points = [
        (cx - k, cy - r),
        (cx + k, cy - r),
        (cx + r, cy - k),
        (cx + r, cy + k),
        (cx + k, cy + r),
        (cx - k, cy + r),
        (cx - r, cy + k),
        (cx - r, cy - k),
    ]
    octagon = element(
        "polygon",
        points=" ".join(f"{px},{py}" for px, py in points),
        fill=RED if legal else "#e7b9a0",
        stroke=PAPER,
        stroke_width=2,
    )
    face = octagon + text(cx, cy + 5, "STOP", size=14, weight="700", fill=PAPER, anchor="middle")
    return button(face, "Stop", "Stop: leave the round, safe from zeros", enabled=legal)
