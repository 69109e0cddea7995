"""The two tracks a side's panel shows: a team's looping Pop track and a wrestler's health track.

The health track runs from full health to the Pin Zone; drawn with the health before a trick, its
marker slides (see ``draw.ANIMATION_STYLE``) and the damage is shown.
"""

from __future__ import annotations

from typing import Final

from tabletop.rowdy import RowdyView
from tabletop.rowdy.data import PIN_ZONE_NEEDS, SKULL, ZERO_SPACE, Icon, pop_space_number, pop_track
from tabletop.rowdy.rules import space_name

from ..svg import INK, MUTED, OKABE_ITO, PAPER, group, path, rect, text, title
from .symbols import SIDE_COLOUR, icon, side_marker, skull, stop_octagon

#: The Pin Zone's spaces are tinted, so the zone reads as one stretch of the track.
PIN_FILL: Final = "#fbe3d6"


def pop_icon_words(kind: Icon, owner: str | None = None) -> str:
    """What a Pop space gives, in words; a signature icon names whose board (and move) it is."""
    if kind is Icon.NONE:
        return "no icon"
    if kind in (Icon.SIGNATURE_LEFT, Icon.SIGNATURE_RIGHT):
        side = "left" if kind is Icon.SIGNATURE_LEFT else "right"
        return f"{owner}'s signature" if owner else f"the {side} board's signature"
    return str(kind)


def pop_track_row(view: RowdyView, side: int, x: float, y: float) -> str:
    """A side's Pop track in one row, each space saying what it gives, and the side's marker on it."""
    seats = view.sides[side]
    track = pop_track(view.managers[seats[0]] is not None)  # a Headliner's track has no tag spaces

    def words(index: int) -> str:
        kind = track[index]
        owner = seats[0 if kind is Icon.SIGNATURE_LEFT else -1]
        return pop_icon_words(kind, view.managers[owner] or view.players[owner])

    out = text(x, y + 16, "Pop", size=12, weight="700")
    for i, kind in enumerate(track):
        sx = x + 30 + i * 32
        out += group(
            title(f"Pop space {pop_space_number(i)}: {words(i)}")
            + rect(sx, y, 30, 24, rx=3, fill=PAPER, stroke="#b7ab94")
            + icon(kind, sx + 15, y + 12, 8)
        )
    space = view.pop[side]
    marker = x + 30 + space * 32 + 15
    label = f"Pop marker on space {pop_space_number(space)}: {words(space)}"
    arrow = path(
        f"M{marker - 7} {y - 6} L{marker + 7} {y - 6} L{marker} {y + 2} Z", fill=SIDE_COLOUR[side], stroke=INK
    )
    return out + group(title(label) + arrow, aria_label=label)


def _space_x(health: int, max_health: int, x: float) -> float:
    """The centre of a health space: full health on the left, the Skull on the right."""
    return x + (max_health - health) * 17 + 8


def health_track(
    x: float,
    y: float,
    *,
    health: int,
    max_health: int,
    side: int,
    name: str,
    before: int | None = None,
    damage: int = 0,
) -> str:
    """Every space from full health down to 1, then the Pin Zone: Stop signs 0, 1 and 2, the Skull.

    Each Stop sign carries its number, the one the log names it by (Stop 0 is the zero space).
    With ``before``, the marker slides from that space to ``health`` and the damage is shown.
    """
    out = ""
    for space in range(max_health, SKULL - 1, -1):
        cx = _space_x(space, max_health, x)
        if space > ZERO_SPACE:
            out += rect(cx - 8, y, 16, 20, rx=2, fill=PAPER, stroke="#c9bfa9")
            out += text(cx, y + 15, str(space), size=12, fill=MUTED, anchor="middle")
            continue
        sign = rect(cx - 8, y, 16, 20, rx=2, fill=PIN_FILL, stroke="#c9bfa9")
        if space in PIN_ZONE_NEEDS:
            number = str(ZERO_SPACE - space)
            sign += stop_octagon(cx, y + 10, 7) + text(
                cx, y + 14, number, size=12, fill=PAPER, anchor="middle"
            )
            words = f"{space_name(space)}: a trick needs {PIN_ZONE_NEEDS[space]}+ damage to move on"
        else:
            sign += skull(cx, y + 10, 7)
            words = f"Reaching {space_name(space)} is a pin: the game ends"
        out += group(title(words) + sign)
    zone = _space_x(ZERO_SPACE, max_health, x) - 8
    out += path(
        f"M{zone} {y + 23} L{zone} {y + 27} L{zone + 68} {y + 27} L{zone + 68} {y + 23}",
        fill="none",
        stroke=OKABE_ITO["vermillion"],
    )
    out += text(zone + 34, y + 40, "Pin Zone", size=12, fill=OKABE_ITO["vermillion"], anchor="middle")
    if health > ZERO_SPACE:
        label = f"{name}: health {health} of {max_health}"
    else:
        label = f"{name}: on {space_name(health)}, in the Pin Zone"
    mx = _space_x(health, max_health, x)
    marker = side_marker(side, mx, y - 12, 6)
    marker += path(f"M{mx - 5} {y - 5} L{mx + 5} {y - 5} L{mx} {y + 1} Z", fill=INK)
    if before is None:
        return out + group(title(label) + marker, aria_label=label)
    shift = _space_x(before, max_health, x) - mx
    out += group(
        title(label) + marker, aria_label=label, class_="tt-rowdy-slide", style=f"--tt-from:{shift:.0f}px"
    )
    return out + group(
        text(mx + 9, y - 6, f"-{damage}", size=15, weight="700", fill=OKABE_ITO["vermillion"]),
        class_="tt-rowdy-late",
    )
