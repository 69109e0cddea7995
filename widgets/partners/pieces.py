"""What stands and moves on the Partners board: the sixteen pieces (lit when a click can move or
pick them) and the numbered arrows of the plays made since the viewer last moved."""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletop.partners import LastPlay, PartnersView, Phase
from tabletop.partners.data import CIRCLE, PIECES, PLAYERS, TRACK
from tabletop.partners.track import field_name, piece_name

from ..svg import INK, OKABE_ITO, PAPER, button, circle, element, group, path, rect, text, title
from .choose import PICK, Options, Pick, finishes
from .layout import FILLS, LETTERING, RING, angle, circle_xy, position_xy


def choosing_pieces(view: PartnersView, pick: Pick) -> bool:
    """Pieces light up while a card is picked (or a 7 is split): a click on another lit piece re-picks."""
    return view.phase is Phase.SEVEN or (view.phase is Phase.PLAY and pick.card is not None)


def arrows(recent: Sequence[LastPlay], view: PartnersView, viewer: int) -> str:
    """The plays since this seat last moved, as numbered arrows (captures in dashes)."""
    out = (
        "<defs>"
        + "".join(
            element(
                "marker",
                path("M0 0 L8 4 L0 8 Z", fill=FILLS[s]),
                id=f"tt-partners-head-{s}",
                viewBox="0 0 8 8",
                refX=7,
                refY=4,
                markerWidth=7,
                markerHeight=7,
                orient="auto",
            )
            for s in range(PLAYERS)
        )
        + "</defs>"
    )
    for number, play in enumerate(recent, start=1):
        for index, hop in enumerate(play.hops):
            x1, y1 = position_xy(hop.piece, hop.start, viewer, 0)
            x2, y2 = position_xy(hop.piece, hop.end, viewer, 0)
            bend = 0.25 if index % 2 == 0 else -0.25  # a Switch's two hops curve apart
            mx, my = (
                (x1 + x2) / 2 + (RING - (x1 + x2) / 2) * bend,
                (y1 + y2) / 2 + (RING - (y1 + y2) / 2) * bend,
            )
            capture = hop.end == CIRCLE and index > 0
            out += path(
                f"M{x1:.1f} {y1:.1f} Q{mx:.1f} {my:.1f} {x2:.1f} {y2:.1f}",
                fill="none",
                stroke=FILLS[play.seat],
                stroke_width=3,
                stroke_dasharray="6 4" if capture else None,
                marker_end=f"url(#tt-partners-head-{play.seat})",
                opacity=0.85,
            )
            if index == 0 and len(recent) > 1:
                out += circle(mx, my, 9, fill=PAPER, stroke=FILLS[play.seat], stroke_width=2)
                out += text(mx, my + 4, str(number), size=12, weight="700", anchor="middle")
    return out


def pieces(view: PartnersView, viewer: int, lit: set[int], pick: Pick, options: Options) -> str:
    out = ""
    slots = [0] * PLAYERS
    stacked: dict[int, int] = {}
    for piece in range(PLAYERS * PIECES):
        where = view.pieces[piece]
        colour = piece // PIECES
        if where == CIRCLE:
            x, y = circle_xy(colour, slots[colour], viewer)
            slots[colour] += 1
        else:
            x, y = position_xy(piece, where, viewer)
            if 0 <= where < TRACK and view.pieces.count(where) == 2:  # a pair: one inside, one outside
                side = -8 if where not in stacked else 8
                stacked[where] = 1
                a = angle(where, viewer)
                x, y = x + side * math.cos(a), y + side * math.sin(a)
        out += _piece(view, piece, x, y, lit, pick, options)
    return out


def _piece(
    view: PartnersView, piece: int, x: float, y: float, lit: set[int], pick: Pick, options: Options
) -> str:
    colour = piece // PIECES
    where = view.pieces[piece]
    shape = (
        circle(x, y, 9, fill=FILLS[colour], stroke=INK, stroke_width=1.5)
        if colour % 2 == 0
        else rect(x - 8.5, y - 8.5, 17, 17, rx=2, fill=FILLS[colour], stroke=INK, stroke_width=1.5)
    )
    shape += text(
        x, y + 4.5, str(piece % PIECES + 1), size=12, weight="700", fill=LETTERING[colour], anchor="middle"
    )
    if view.fresh[piece]:  # the board's only dotted ring: it must leave its start field before its house
        shape += circle(x, y, 12.5, fill="none", stroke=INK, stroke_width=1.5, stroke_dasharray="2 2")
    where_words = "in its circle" if where == CIRCLE else "on " + field_name(where, colour)
    if view.fresh[piece]:
        where_words += ", just brought out"
    label = f"{piece_name(piece)} ({view.players[colour]}), {where_words}"
    if pick.piece == piece:
        shape = circle(x, y, 14, fill="none", stroke=OKABE_ITO["blue"], stroke_width=3) + shape
    if piece in lit:
        finishing = options.for_piece(pick, piece)
        glow = circle(x, y, 13, fill=PAPER, fill_opacity=0.6, stroke=OKABE_ITO["blue"], stroke_width=2.5)
        if len(finishing) == 1 and finishes(pick, finishing[0]):
            return button(glow + shape, str(finishing[0]), str(finishing[0]), enabled=True)
        return button(glow + shape, f"{PICK} piece {piece_name(piece)}", f"{label}: pick it", enabled=True)
    if 0 <= where < TRACK and where in options.targets(pick):
        # the piece the picked one would knock out: a click on it is a click on its ringed field
        return group(title(label) + shape, aria_label=label, pointer_events="none")
    if view.seat is not None and view.current == view.seat and choosing_pieces(view, pick):
        return button(
            shape, f"{PICK} piece {piece_name(piece)}", f"{label}: cannot be moved now", enabled=False
        )
    return group(title(label) + shape, aria_label=label)
