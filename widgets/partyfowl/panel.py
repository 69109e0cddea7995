"""The turn panel right of the house: the Quacktions the player on turn has left and the room
powers held, as chips that flow over as many lines as they need."""

from __future__ import annotations

from typing import Final

from tabletop.partyfowl import PartyFowlView, Phase
from tabletop.partyfowl.data import ROOMS

from ..svg import MUTED, PAPER, chip, group, rect, text, title
from .layout import HOUSE_Y, LIT, RIGHT_W, RIGHT_X
from .symbols import chip_width, label_width
from .words import power_words, quacktion_name

LINE: Final = 24  # a line of the turn panel


def turn_lines(view: PartyFowlView) -> tuple[str, int]:
    """The Quacktions the player on turn has left and the powers held, as chips flowing over as
    many lines as they need; returns the drawing and the number of lines."""
    if view.phase is Phase.OVER or view.current is None:
        why = "21 points" if view.end_rule == "partyfowl.win" else "last call"
        return text(RIGHT_X + 6, HOUSE_Y + 22, f"The party is over ({why}).", size=13, weight="700"), 1
    right = RIGHT_X + RIGHT_W - 4
    out, line, x = "", 0, RIGHT_X + 6.0

    def put(width: float) -> tuple[float, float]:
        nonlocal line, x
        if x + width > right and x > RIGHT_X + 30:
            line, x = line + 1, RIGHT_X + 22.0
        at = (x, HOUSE_Y + 6 + LINE * line)
        x += width + 6
        return at

    who = f"{view.players[view.current]}'s Quacktions:"
    at = put(label_width(who))
    out += text(at[0], at[1] + 14, who, size=13, weight="700")
    if not view.left:
        words = "none left (a Freebie or a power may still be used)"
        at = put(6.6 * len(words))
        out += text(at[0], at[1] + 14, words, size=12, fill=MUTED)
    for key, count in view.left:
        words = f"{quacktion_name(key)} ×{count}"
        at = put(chip_width(words))
        out += chip(*at, chip_width(words), words, fill="#e6f0f8", ink=LIT)
    line, x = line + 1, RIGHT_X + 6.0
    at = put(62)
    out += text(at[0], at[1] + 14, "Powers:", size=13, weight="700")
    if not view.powers:
        at = put(100)
        out += text(at[0], at[1] + 14, "none this turn", size=12, fill=MUTED)
    for room in view.powers:
        power = ROOMS[room].power
        assert power is not None
        words = f"{room}: {power_words(room)}"
        at = put(chip_width(words))
        tip = f"{room} ({power.title}): {power.summary}; yours since this turn began"
        out += group(title(tip) + chip(*at, chip_width(words), words, fill="#eefaf5", ink="#00664a"))
    return out, line + 1


def panel_height(lines: int) -> float:
    return LINE * lines + 10


def turn_panel(view: PartyFowlView) -> str:
    """The turn panel in its frame."""
    body, lines = turn_lines(view)
    frame = rect(RIGHT_X - 4, HOUSE_Y, RIGHT_W + 8, panel_height(lines), rx=8, fill=PAPER, stroke="#d6cfbf")
    return frame + body
