"""What stands in the Super Cowboy range's squares: printed and roaming steers, Indians and
twisters, the tree the cowboy on turn may cut, and the squares a picked steer may go to.

A steer next to the cowboy on turn is the first click of a rope or rustle; an Indian beside him is
fought with one click, and the cavalry chases one off the same way."""

from __future__ import annotations

from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import CUT, Fight, Remove
from tabletop.cowboy.board import parse_square, square_name, squares_around
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.data import Terrain
from tabletop.cowboy.refusals import steer_refusal, steers_at, why_not

from ..svg import PAPER, button, circle, group, title
from .choose import PICK, Options, Pick
from .layout import square_box
from .symbols import LIT, count_badge, feather, printed_steer, steer_token, stolen_token, tree, twister


def steer_label(view: CowboyView, where: str, options: Options) -> str:
    """What a click on the steer at ``where`` does on your turn (one steer at a time, where a square
    holds several), or why it cannot."""
    moves = options.steer_moves(where)
    if moves:
        how = f"{moves[0].verb.lower()} it into a square of your field"
        which = "one" if steers_at(view, parse_square(where, view.size)) > 1 else "it"
        return f"pick {which} to {how} ({len(moves)} free)"
    why = steer_refusal(view, where)
    return why.text if why else "it cannot be roped or rustled now."


def _slots(count: int) -> list[tuple[float, float]]:
    """Where up to three things sit in a square (fractions of its side)."""
    return [[(0.5, 0.5)], [(0.3, 0.34), (0.7, 0.66)], [(0.28, 0.3), (0.72, 0.3), (0.5, 0.72)]][
        min(count, 3) - 1
    ]


def squares(view: CowboyView, options: Options, pick: Pick, *, deciding: bool) -> tuple[str, str]:
    """Printed steers, roaming steers, Indians and twisters; those you may act on are buttons.

    The picked steer comes back apart, to be drawn after the squares it may go to.
    """
    size = view.size
    seat = view.current
    near = set(squares_around(*view.cowboys[seat], size)) if deciding and seat is not None else set()
    out, held = "", ""
    for square in range(size * size):
        printed = view.terrain[square] is Terrain.PRINTED_STEER
        tokens = view.steers.count(square)
        indians = view.indians.count(square)
        twisters = view.twisters.count(square)
        tree_here = view.terrain[square] is Terrain.TREE
        things = (printed or tokens > 0) + (indians > 0) + (twisters > 0)
        x, y, c = square_box(square, size)
        name = square_name(square, size)
        if tree_here and square in near and view.phase in ("move", "action"):
            out += _tree_button(view, options, x + c / 2, y + c / 2, c)
        if not things:
            continue
        slots = iter(_slots(things))
        r = c * (0.3 if things == 1 else 0.22)
        if printed or tokens:
            fx, fy = next(slots)
            spot = _steer_spot(
                view, options, pick, square, x + fx * c, y + fy * c, r, near, deciding=deciding
            )
            if pick.steer == name:
                held = spot
            else:
                out += spot
        if indians:
            fx, fy = next(slots)
            cx, cy = x + fx * c, y + fy * c
            shape = feather(cx, cy, r) + (
                count_badge(cx + 0.85 * r, cy - 0.8 * r, indians) if indians > 1 else ""
            )
            label = f"Indian{'s' * (indians > 1)} at {name}" + (f" ({indians})" if indians > 1 else "")
            out += _token_button(
                view, options, shape, label, cx, cy, r, Fight(name), Remove(name), square in near
            )
        if twisters:
            fx, fy = next(slots)
            cx, cy = x + fx * c, y + fy * c
            shape = twister(cx, cy, r) + (
                count_badge(cx + 0.85 * r, cy - 0.8 * r, twisters) if twisters > 1 else ""
            )
            out += group(title(f"Twister at {name}: it tears fences and throws tokens") + shape)
    return out, held


def _steer_spot(
    view: CowboyView,
    options: Options,
    pick: Pick,
    square: int,
    cx: float,
    cy: float,
    r: float,
    near: set[int],
    *,
    deciding: bool,
) -> str:
    name = square_name(square, view.size)
    printed = view.terrain[square] is Terrain.PRINTED_STEER
    tokens = view.steers.count(square)
    owner = view.owner[square]
    whose = f" in {view.players[owner]}'s field" if owner is not None else ""
    shape = ""
    words = []
    if printed and square in view.stolen:
        shape += stolen_token(cx, cy, r)
        words.append(f"a Stolen Steer token covers the printed steer at {name}")
    elif printed:
        shape += printed_steer(cx, cy, r)
        words.append(f"a steer printed on the range at {name}")
    if tokens:
        tx, ty = (cx + 0.45 * r, cy + 0.45 * r) if printed else (cx, cy)
        shape += steer_token(tx, ty, r * (0.75 if printed else 1), tokens)
        words.append(f"{tokens} roaming steer{'s' * (tokens > 1)} at {name}")
    label = "; ".join(words) + whose
    label = label[:1].upper() + label[1:]
    on_turn = deciding and view.phase in ("move", "action") and square in near
    if not on_turn or not steers_at(view, square) or owner == view.current:
        return group(title(label) + shape)
    moves = options.steer_moves(name)
    if not moves:
        return button(
            shape, f"{PICK} steer {name}", f"{label}: {steer_label(view, name, options)}", enabled=False
        )
    if pick.steer == name:
        ring = circle(cx, cy, r + 4, fill=PAPER, fill_opacity=0.6, stroke=LIT, stroke_width=4)
        return button(ring + shape, f"{PICK} nothing", f"Let go of the steer at {name}", enabled=True)
    ring = circle(cx, cy, r + 3, fill=PAPER, fill_opacity=0.45, stroke=LIT, stroke_width=2.5)
    return button(
        ring + shape, f"{PICK} steer {name}", f"{label}: {steer_label(view, name, options)}", enabled=True
    )


def _token_button(
    view: CowboyView,
    options: Options,
    shape: str,
    label: str,
    cx: float,
    cy: float,
    r: float,
    fight: Fight,
    remove: Remove,
    near: bool,
) -> str:
    """An Indian: fought when next to you, chased off when the cavalry comes."""
    ring = circle(cx, cy, r + 3, fill=PAPER, fill_opacity=0.45, stroke=LIT, stroke_width=2.5)
    if view.phase == "cavalry" and options.has(remove):
        return button(ring + shape, str(remove), f"{remove}: the cavalry chases it off", enabled=True)
    if near and view.phase in ("move", "action"):
        if options.has(fight):
            return button(ring + shape, str(fight), f"{fight}: {fight.describe()}", enabled=True)
        why = why_not(view, fight)
        return button(shape, str(fight), f"{label}: " + (why.text if why else "not now."), enabled=False)
    return group(title(label) + shape)


def _tree_button(view: CowboyView, options: Options, cx: float, cy: float, c: float) -> str:
    """A tree next to the cowboy on turn: cut wood there."""
    if options.has(CUT):
        ring = circle(cx, cy, c * 0.42, fill=PAPER, fill_opacity=0.3, stroke=LIT, stroke_width=2.5)
        gain = 4 if view.current is not None and Card.AXE in view.items[view.current] else 3
        return button(ring + tree(cx, cy, c * 0.8), str(CUT), f"Cut wood: {gain} more fences", enabled=True)
    why = why_not(view, CUT)
    hit = circle(cx, cy, c * 0.4, fill=PAPER, fill_opacity=0)
    return button(hit, str(CUT), "A tree: " + (why.text if why else "not now."), enabled=False)


def destinations(view: CowboyView, options: Options, pick: Pick) -> str:
    """With a steer picked: the free squares of your fields it may go to, ringed."""
    out = ""
    for move in options.steer_moves(pick.steer):
        square = parse_square(move.to, view.size)
        x, y, c = square_box(square, view.size)
        cx, cy = x + c / 2, y + c / 2
        ring = circle(cx, cy, c * 0.32, fill=PAPER, fill_opacity=0.55, stroke=LIT, stroke_width=3)
        out += button(ring + circle(cx, cy, c * 0.09, fill=LIT), str(move), move.describe(), enabled=True)
    return out
