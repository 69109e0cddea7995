"""The fixed ground of the Partners board: the looping track with its start triangles, the four
houses and start circles, and the rings on the fields a picked piece may go to (each a click)."""

from __future__ import annotations

import math

from tabletop.partners import PartnersView
from tabletop.partners.actions import Action
from tabletop.partners.data import COLOURS, HOUSE, HOUSE_SIZE, PIECES, PLAYERS, SECTION, TRACK
from tabletop.partners.track import blocked_starts, field_name

from ..svg import INK, MUTED, OKABE_ITO, PAPER, button, circle, coords, element, group, rect, text, title
from .layout import FIELD_R, FILLS, RADIUS, RING, TINTS, angle, circle_xy, field_xy, house_xy


def track(view: PartnersView, viewer: int, targets: dict[int, Action]) -> str:
    out = circle(RING, RING, RADIUS, fill="none", stroke="#d9d2c3", stroke_width=22)
    for place in range(TRACK):
        x, y = field_xy(place, viewer)
        section, number = divmod(place, SECTION)
        name = field_name(place, section)
        if number == 0:
            out += _start_triangle(
                x, y, place, viewer, section, blocked=bool(blocked_starts(view.pieces) >> section & 1)
            )
        else:
            out += group(
                title(name)
                + circle(x, y, FIELD_R, fill=TINTS[section], stroke=FILLS[section], stroke_width=1.2)
                + (
                    text(x, y + 4, str(number), size=12, fill=MUTED, anchor="middle")
                    if number % 7 == 0
                    else ""
                )
            )
        if place in targets:
            out += _target(x, y, targets[place])
    return out


def _start_triangle(x: float, y: float, place: int, viewer: int, section: int, *, blocked: bool) -> str:
    """Start fields are triangles (the rulebook's shape), pointing the way the pieces run."""
    a = angle(place, viewer) + math.pi / 2  # the direction of travel
    corners = [
        (x + r * math.cos(a + turn), y + r * math.sin(a + turn))
        for turn, r in ((0.0, 15.0), (2.3, 13.0), (-2.3, 13.0))
    ]
    words = f"{COLOURS[section].lower()} start field" + (
        f": blocked by {COLOURS[section]}, no other colour may pass" if blocked else ""
    )
    shape = element(
        "polygon",
        points=coords(corners),
        fill=FILLS[section],
        stroke=INK if blocked else PAPER,
        stroke_width=3 if blocked else 1.5,
    )
    return group(title(words) + shape, aria_label=words)


def _target(x: float, y: float, action: Action) -> str:
    """A field the picked piece may go to: ringed, and clicking it makes the move."""
    ring = circle(x, y, FIELD_R + 1, fill="transparent", stroke=OKABE_ITO["blue"], stroke_width=2.5)
    return button(ring + circle(x, y, 4, fill=OKABE_ITO["blue"]), str(action), str(action), enabled=True)


def houses_and_circles(view: PartnersView, viewer: int, targets: dict[int, Action]) -> str:
    out = ""
    for colour in range(PLAYERS):
        for index in range(HOUSE_SIZE):
            x, y = house_xy(colour, index, viewer)
            name = f"{COLOURS[colour].lower()} house {index + 1}"
            out += group(
                title(name)
                + rect(x - 10, y - 10, 20, 20, rx=3, fill=TINTS[colour], stroke=FILLS[colour], stroke_width=2)
            )
            if view.seat is not None and HOUSE + index in targets and _is_mine(view, colour):
                out += _target(x, y, targets[HOUSE + index])
        for slot in range(PIECES):  # solid rings: only a piece just brought out wears a dotted one
            x, y = circle_xy(colour, slot, viewer)
            out += circle(x, y, 11, fill="none", stroke=FILLS[colour], stroke_width=1.5)
    return out


def _is_mine(view: PartnersView, colour: int) -> bool:
    """The house targets shown belong to the colour being moved (own or, when helping, the partner's)."""
    return view.seat is not None and colour * PIECES in view.controls(view.seat)
