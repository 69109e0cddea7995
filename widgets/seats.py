"""A seat's marker, drawn alike in every game that tells its players apart by colour and shape.

A game lists its seats as :class:`SeatLook` data: an Okabe-Ito colour and a shape. The fill, the
lettering that reads on it and the words a tooltip uses follow from the colour, so a colour looks and
is named the same in every game, and no player has to tell colours apart: the shapes differ too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .svg import INK, OKABE_ITO, PAPER, circle, coords, element, rect

#: A colour as a tooltip names it: Okabe-Ito's purple reads as pink and its vermillion as red.
COLOUR_WORDS: Final = {
    "vermillion": "red",
    "orange": "orange",
    "yellow": "yellow",
    "green": "green",
    "sky": "sky blue",
    "blue": "blue",
    "purple": "pink",
}
#: The lettering that reads on a colour: paper on the dark ones, ink on the light ones.
LETTERING: Final = {
    "vermillion": PAPER,
    "orange": INK,
    "yellow": INK,
    "green": PAPER,
    "sky": INK,
    "blue": PAPER,
    "purple": INK,
}
SHAPES: Final = ("disc", "square", "diamond", "triangle", "hexagon")
#: A hexagon's corners round its centre, as fractions of its radius (flat sides top and bottom).
HEXAGON: Final = ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87))


@dataclass(frozen=True)
class SeatLook:
    """How one seat looks: an Okabe-Ito colour's name (a key of ``OKABE_ITO``) and a shape."""

    colour: str
    shape: str

    @property
    def fill(self) -> str:
        return OKABE_ITO[self.colour]

    @property
    def lettering(self) -> str:
        """The colour a letter on this seat's marker is written in."""
        return LETTERING[self.colour]

    @property
    def looks(self) -> str:
        """The seat in words, for tooltips and screen readers: ``"red disc"``."""
        return f"{COLOUR_WORDS[self.colour]} {self.shape}"


def seat_shape(look: SeatLook, cx: float, cy: float, r: float, *, stroke_width: float) -> str:
    """A seat's marker round a centre, in its colour and outlined in ink; ``r`` is a disc's radius,
    and the other shapes are sized to look as big."""
    style: dict[str, object] = {"fill": look.fill, "stroke": INK, "stroke_width": stroke_width}
    if look.shape == "disc":
        return circle(cx, cy, r, **style)
    if look.shape == "square":
        return rect(cx - 0.88 * r, cy - 0.88 * r, 1.76 * r, 1.76 * r, rx=2, **style)
    if look.shape == "diamond":
        k = 1.2 * r
        corners = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    elif look.shape == "triangle":
        k = 1.25 * r
        corners = [(cx, cy - k), (cx + k, cy + 0.75 * k), (cx - k, cy + 0.75 * k)]
    elif look.shape == "hexagon":
        corners = [(cx + r * dx, cy + r * dy) for dx, dy in HEXAGON]
    else:
        raise ValueError(f"no seat marker is shaped {look.shape!r}; the shapes are {', '.join(SHAPES)}")
    return element("polygon", "", points=coords(corners), **style)


def initials(players: Sequence[str]) -> list[str]:
    """Each seat's letter on its marker: the name's first letter (``?`` for a blank name), or the
    seat number where two seats would share a letter."""
    first = [(name.strip()[:1] or "?").upper() for name in players]
    return [letter if first.count(letter) == 1 else str(seat + 1) for seat, letter in enumerate(first)]
