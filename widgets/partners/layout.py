"""Where things sit on the Partners picture: its size, the seat colours, and the place of every field.

The track is a ring turned so the viewer's start field is at the bottom; houses run inwards from
each start field, and each colour's start circle sits in the corner just before it. The lesson's
overlays (step marks, crosses) use the same places, so they land on the fields they mark.
"""

from __future__ import annotations

import math
from typing import Final

from tabletop.partners.data import CIRCLE, HOUSE, PIECES, SECTION, TRACK

from ..svg import INK, OKABE_ITO, PAPER

WIDTH: Final = 600
RING: Final = 300  # the picture is a square of this half-size around the track's centre
RADIUS: Final = 232
FIELD_R: Final = 10.5
HAND_TOP: Final = 606
HEIGHT: Final = 740

#: Seat colours from the Okabe-Ito palette; the two teams also differ by shape (disc or square).
FILLS: Final = (OKABE_ITO["yellow"], OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["green"])
TINTS: Final = ("#faf6c9", "#f6dccb", "#d2e4f1", "#cdebe1")
LETTERING: Final = (INK, PAPER, PAPER, PAPER)


def angle(track_field: int, viewer: int) -> float:
    """Clockwise on screen, the viewer's start field at the bottom."""
    return math.radians(90 + (track_field - viewer * SECTION) * 360 / TRACK)


def field_xy(track_field: int, viewer: int) -> tuple[float, float]:
    a = angle(track_field, viewer)
    return RING + RADIUS * math.cos(a), RING + RADIUS * math.sin(a)


def house_xy(colour: int, index: int, viewer: int) -> tuple[float, float]:
    a = angle(colour * SECTION, viewer)
    r = RADIUS - 30 - 22 * index
    return RING + r * math.cos(a), RING + r * math.sin(a)


def circle_xy(colour: int, slot: int, viewer: int) -> tuple[float, float]:
    """The 2x2 start circle sits in the corner just before the colour's start field."""
    a = angle(colour * SECTION, viewer) - math.pi / 4
    cx, cy = RING + 300 * math.cos(a), RING + 300 * math.sin(a)
    return cx + (slot % 2 - 0.5) * 24, cy + (slot // 2 - 0.5) * 24


def position_xy(piece: int, where: int, viewer: int, slot: int = 0) -> tuple[float, float]:
    colour = piece // PIECES
    if where == CIRCLE:
        return circle_xy(colour, slot, viewer)
    if where >= HOUSE:
        return house_xy(colour, where - HOUSE, viewer)
    return field_xy(where, viewer)
