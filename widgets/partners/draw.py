"""The Partners picture: the looping track, start circles and houses, the pieces, and your hand.

The picture is drawn from a :class:`~tabletop.partners.PartnersView` only, so it shows what one
seat may see; it is a pure function of the view, the legal moves and what is picked so far (see
``choose``), and imports no ipywidgets, so tables, lessons and a state's ``_repr_svg_`` share it.
Only legal pieces and fields light up. Arrows show the plays made since you last moved, numbered
in order, so a bot's turn can be followed. The parts live by what they draw: ``track`` (fields,
houses, circles), ``pieces`` (pieces and arrows), ``hand`` (the cards), ``layout`` (where all sits).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import tabletop
from tabletop.core.words import counted
from tabletop.partners import GiveUp, Kind, LastPlay, PartnersView, Phase
from tabletop.partners.data import COLOURS, PLAYERS, SECTION, TEAM_NAMES
from tabletop.partners.track import piece_name

from ..svg import MUTED, TABLE, Svg, display_as_svg, document, rect, text
from .choose import Options, Pick
from .hand import card_picture
from .hand import hand as hand_strip
from .layout import FILLS, HAND_TOP, HEIGHT, RING, WIDTH, angle
from .pieces import arrows, choosing_pieces, pieces
from .track import houses_and_circles, track


def draw_board(
    view: PartnersView,
    legal: frozenset[str] = frozenset(),
    pick: Pick | None = None,
    recent: Sequence[LastPlay] = (),
    *,
    hand: bool = True,
    caption: Sequence[str] = (),
    overlay: str = "",
) -> Svg:
    """The whole table from ``view``'s seat; shapes of legal choices are clickable.

    Lessons draw the track alone (``hand=False``) with their own ``caption`` in the middle and an
    ``overlay`` drawn on top (step numbers, say).
    """
    pick = pick or Pick()
    options = Options.of(legal)
    viewer = view.seat if view.seat is not None else 0
    lit = options.pieces(pick) if choosing_pieces(view, pick) else set()
    targets = options.targets(pick)
    height = HEIGHT if hand else HAND_TOP - 10
    body = rect(0, 0, WIDTH, height, fill=TABLE)
    body += track(view, viewer, targets)
    body += houses_and_circles(view, viewer, targets)
    body += _labels(view, viewer)
    body += _centre(view, list(caption) or instructions(view, pick, options))
    body += arrows(recent, view, viewer)
    body += pieces(view, viewer, lit, pick, options)
    body += hand_strip(view, pick, options) if hand else ""
    body += overlay
    score = ", ".join(f"{TEAM_NAMES[t]} {view.home(t) + view.home(t + 2)} of 8 home" for t in range(2))
    if view.winner is not None:
        label = f"Game over: {TEAM_NAMES[view.winner]} win ({score})"
    else:
        label = f"Partners, deal {view.deals}, {_phase_words(view)}: {score}"
    return document(WIDTH, height, body, label=label)


def _phase_words(view: PartnersView) -> str:
    """Whose decision it is, in the board's accessible name (browser tests read it too)."""
    who = view.players[view.current] if view.current is not None else ""
    if view.phase is Phase.SWAP:
        return f"swap, {who} chooses a card to give"
    if view.phase is Phase.SEVEN:
        return f"{who} splits a 7, {view.seven_left} left"
    return f"{who} to play"


def _labels(view: PartnersView, viewer: int) -> str:
    out = ""
    for seat in range(PLAYERS):
        a = angle(seat * SECTION, viewer) - math.pi / 4
        right, below = math.cos(a) > 0, math.sin(a) > 0
        x = WIDTH - 8 if right else 8
        y = 566 if below else 22
        anchor = "end" if right else "start"
        turn = view.current == seat and view.phase is not Phase.OVER
        name = view.players[seat] + (" (you)" if seat == view.seat else "")
        cards = view.hand_sizes[seat]
        line2 = f"{COLOURS[seat]} · {counted(cards, 'card')} · {view.home(seat)} of 4 home"
        if view.phase is Phase.SWAP and view.given[seat]:
            line2 += " · card set aside"
        marker = "▶ " if turn else ""
        out += text(x, y, marker + name, size=14, weight="700" if turn else "600", anchor=anchor)
        out += text(x, y + 16, line2, size=12, fill=MUTED, anchor=anchor)
    return out


def _centre(view: PartnersView, lines: Sequence[str]) -> str:
    """The middle of the board: whose turn and what to do now, the deal, and the last card played."""
    out = ""
    for i, line in enumerate(lines):
        out += text(
            RING, RING - 58 + 17 * i, line, size=13 if i else 14, weight=None if i else "700", anchor="middle"
        )
    dealer = view.players[view.dealer]
    out += text(RING, RING + 52, f"Deal {view.deal} of 3 by {dealer}", size=12, fill=MUTED, anchor="middle")
    out += text(
        RING, RING + 68, f"deck {view.deck} · used pile {view.used}", size=12, fill=MUTED, anchor="middle"
    )
    if view.last is not None and view.last.card is not None:
        who = view.players[view.last.seat]
        out += card_picture(RING - 22, RING - 14, 44, 56, view.last.card, face=FILLS[view.last.seat])
        out += text(
            RING, RING + 86, f"last: {who} played {view.last.card}", size=12, fill=MUTED, anchor="middle"
        )
    return out


def instructions(view: PartnersView, pick: Pick, options: Options) -> list[str]:
    if view.phase is Phase.OVER and view.winner is not None:
        return [f"{TEAM_NAMES[view.winner]} win!", "all eight pieces are home"]
    if view.current is None or view.current != view.seat:
        who = "" if view.current is None else view.players[view.current]
        if view.phase is Phase.SWAP:
            return ["Partners swap cards", f"{who} is choosing" if who else ""]
        return [f"{who}'s turn" if who else "", ""]
    if view.phase is Phase.SWAP:
        partner = view.players[(view.seat + 2) % PLAYERS]
        return ["Swap: pick a card", f"to give {partner}"]
    if view.phase is Phase.SEVEN:
        if pick.piece is None:
            return [f"Split 7: {view.seven_left} left", "pick a piece to move"]
        return [f"Split 7: {view.seven_left} left", f"pick where {piece_name(pick.piece)} goes"]
    if any(isinstance(a, GiveUp) for a in options.actions):
        return ["No card can be used", "give up the hand"]
    if pick.card is None:
        return ["Your turn", "pick a lit card"]
    if pick.card is Kind.SWITCH:
        if pick.piece is None:
            return ["Switch: pick a piece", "then the one it trades with"]
        return ["Switch: now pick the piece", f"{piece_name(pick.piece)} trades with"]
    if pick.piece is None:
        return [f"{pick.card}: pick a lit piece", "(or another card)"]
    return [f"{pick.card}: {piece_name(pick.piece)}", "pick a ringed field"]


display_as_svg(tabletop.partners.PartnersState, lambda state: draw_board(state.view(None)))
