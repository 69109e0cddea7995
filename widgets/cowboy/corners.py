"""What stands on the Super Cowboy range's corners: the Bandit and his zone, the pilgrims, the
cowboys, and the corners the cowboy on turn may walk to."""

from __future__ import annotations

from typing import Final

from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import REST, STAY, Remove, Walk
from tabletop.cowboy.board import WALK_STEP, intersection_name, sights_words
from tabletop.cowboy.refusals import why_not

from ..svg import INK, MUTED, PAPER, button, circle, coords, element, group, title
from .choose import Options
from .layout import cell, corner_xy
from .symbols import BANDIT_ZONE, LIT, SEATS, bandit_marker, cowboy_marker, pilgrim_marker

WORD: Final = {"N": "north", "E": "east", "S": "south", "W": "west"}


def corners(view: CowboyView, options: Options, *, deciding: bool) -> str:
    """The Bandit, the pilgrims and the cowboys on corners; where the cowboy on turn may walk."""
    size = view.size
    c = cell(size)
    r = max(10.0, c * 0.3)
    out = ""
    if view.bandit is not None:
        bx, by = corner_xy(view.bandit, size)
        zone = coords((bx + dx * c, by + dy * c) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
        out += element(
            "polygon",
            points=zone,
            fill=BANDIT_ZONE,
            fill_opacity=0.08,
            stroke=BANDIT_ZONE,
            stroke_width=1.5,
            stroke_dasharray="5 4",
        )
        where = intersection_name(view.bandit, size)
        shape = bandit_marker(bx, by, r)
        remove = Remove("Bandit")
        label = f"The Bandit at {where}: no cowboy may stand there or {sights_words()} him"
        if deciding and view.phase == "cavalry" and options.has(remove):
            ring = circle(bx, by, r + 4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
            out += button(ring + shape, str(remove), f"{remove}: the cavalry runs him out", enabled=True)
        else:
            out += group(title(label) + shape)
    for x, y, heading in view.pilgrims:
        cx, cy = corner_xy((x, y), size)
        shape = pilgrim_marker(cx, cy, r, heading)
        where = intersection_name((x, y), size)
        out += group(title(f"A pilgrim at {where}, walking {WORD.get(heading, heading)}") + shape)
    own = ""
    for seat, spot in enumerate(view.cowboys):
        cx, cy = corner_xy(spot, size)
        on_turn = seat == view.current and view.winner is None
        shape = circle(cx, cy, r + 3.5, fill="none", stroke=INK, stroke_width=2) if on_turn else ""
        shape += cowboy_marker(view, seat, cx, cy, r)
        looks = SEATS[seat].looks
        label = f"{view.players[seat]}'s cowboy ({looks}) at {intersection_name(spot, size)}"
        if deciding and on_turn and view.phase in ("move", "action"):
            own = _own_cowboy(view, options, shape, cx, cy, r)
        else:
            out += group(title(label) + shape)
    if deciding and view.current is not None and view.phase in ("move", "action"):
        out += _walk_targets(view, options, r)  # over a cowboy in the way, so a click there explains
    return out + own


def _own_cowboy(view: CowboyView, options: Options, shape: str, cx: float, cy: float, r: float) -> str:
    """Your own cowboy: stay put (in the move) or do nothing more (after it)."""
    action = STAY if view.phase == "move" else REST
    ring = circle(cx, cy, r + 4, fill=PAPER, fill_opacity=0.35, stroke=LIT, stroke_width=2.5)
    if options.has(action):
        words = "Stay put: do not move this turn" if action == STAY else "Do nothing: end your turn"
        return button(ring + shape, str(action), words, enabled=True)
    why = why_not(view, action)
    return button(shape, str(action), f"{action}: " + (why.text if why else "not now."), enabled=False)


def _walk_targets(view: CowboyView, options: Options, r: float) -> str:
    """The corners one line from the cowboy on turn: ringed where a walk is legal."""
    seat = view.current
    assert seat is not None
    again = view.phase == "action"
    x, y = view.cowboys[seat]
    out = ""
    for direction, (dx, dy) in WALK_STEP.items():
        spot = (x + dx, y + dy)
        if not (0 <= spot[0] <= view.size and 0 <= spot[1] <= view.size):
            continue
        walk = Walk(direction, again)
        cx, cy = corner_xy(spot, view.size)
        if options.has(walk):
            tip = (cx + dx * r * 0.45, cy + dy * r * 0.45)
            back = [(cx - dx * r * 0.3 + dy * r * 0.4, cy - dy * r * 0.3 + dx * r * 0.4),
                    (cx - dx * r * 0.3 - dy * r * 0.4, cy - dy * r * 0.3 - dx * r * 0.4)]  # fmt: skip
            head = element("polygon", points=coords([tip, *back]), fill=LIT)
            ring = circle(cx, cy, r * 0.62, fill=PAPER, fill_opacity=0.75, stroke=LIT, stroke_width=2.5)
            words = f"{walk}: walk {WORD[direction]} to {intersection_name(spot, view.size)}" + (
                " as your action" if again else ""
            )
            out += button(ring + head, str(walk), words, enabled=True)
        else:
            why = why_not(view, walk)
            hit = circle(
                cx,
                cy,
                r * 0.62,
                fill=PAPER,
                fill_opacity=0,
                stroke=MUTED,
                stroke_width=1.2,
                stroke_dasharray="3 3",
            )
            out += button(hit, str(walk), f"{walk}: " + (why.text if why else "not now."), enabled=False)
    return out
