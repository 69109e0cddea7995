"""The Play Board: the four slots of the trick in play, or of the trick just finished as it was decided.

A finished trick animates (see ``draw.ANIMATION_STYLE``): countered cards flip and the winner glows.
"""

from __future__ import annotations

from typing import Final

from tabletop.rowdy import Phase, PlayedView, RowdyView, TrickResult

from ..svg import INK, MUTED, OKABE_ITO, PAPER, group, rect, text, title
from .cards import card_back, card_face
from .layout import BOARD_X, RING_TOP
from .symbols import SIDE_COLOUR, SIDE_INK, SUIT_COLOUR, side_marker, suit_symbol

WIN_GLOW: Final = OKABE_ITO["green"]


def draw_play_board(view: RowdyView, shown: TrickResult | None) -> str:
    """The four slots, each with its wrestler and card; the slot on turn is lit. With ``shown``, the
    finished trick: its cards as decided, the lead marked, a caption saying who won and the damage."""
    top = RING_TOP
    x0 = BOARD_X
    board = shown.board if shown is not None else view.board
    slots = shown.slots if shown is not None else view.slots
    out = text(x0, top + 10, "The Play Board", size=14, weight="700")
    if shown is not None:
        out += text(x0 + 130, top + 10, _trick_caption(view, shown), size=13, fill=INK)
    elif view.lead_suit is not None:
        out += text(x0 + 130, top + 10, "Lead suit:", size=13, fill=MUTED)
        out += suit_symbol(view.lead_suit, x0 + 206, top + 5, 16)
        out += text(x0 + 218, top + 10, str(view.lead_suit), size=13, weight="700")
    for slot in range(4):
        x = x0 + slot * 143
        seat = slots[slot]
        side = view.side_of(seat)
        on_turn = shown is None and view.next_slot == slot and view.phase is not Phase.OVER
        out += rect(
            x,
            top + 20,
            135,
            196,
            rx=8,
            fill="#fffdf6" if on_turn else "#ebe4d4",
            stroke=SIDE_COLOUR[side],
            stroke_width=3 if on_turn else 1.5,
        )
        out += side_marker(side, x + 14, top + 36, 6)
        out += text(
            x + 26, top + 41, f"{slot + 1} · {view.players[seat]}", size=13, weight="700", fill=SIDE_INK[side]
        )
        played = board[slot]
        cx, cy = x + 24, top + 52
        if played is None:
            words = "plays now" if on_turn else "waiting"
            out += rect(cx, cy, 88, 120, rx=6, fill="none", stroke=MUTED, stroke_dasharray="5 4")
            out += text(cx + 44, cy + 64, words, size=12, fill=MUTED, anchor="middle")
            continue
        out += _played_card(played, cx, cy, shown, slot)
    return out


def _played_card(played: PlayedView, x: float, y: float, shown: TrickResult | None, slot: int) -> str:
    winner = shown is not None and shown.winner == slot
    if played.face_up:
        face = card_face(x, y, 88, 120, played.card, value=played.value)
        if played.declared is not None:
            face += rect(x + 4, y + 96, 80, 20, rx=4, fill=PAPER, stroke=SUIT_COLOUR[played.declared])
            face += text(x + 44, y + 111, f"as {played.declared}", size=12, anchor="middle")
    else:
        face = card_back(x, y, 88, 120, "countered")
        if shown is not None:
            face = group(face, class_="tt-rowdy-flip")
    # A label with tokens already gives the card's worth.
    what = played.label if played.notes else f"{played.label}, worth {played.value}"
    if not played.face_up:
        what += ", countered (face down)"
    if played.lead:
        what += ", the lead card"
    out = group(title(what) + face, aria_label=what)
    if played.lead and played.face_up:
        out += rect(
            x - 4, y - 4, 96, 128, rx=8, fill="none", stroke=INK, stroke_width=2, stroke_dasharray="6 3"
        )
        out += text(x + 44, y + 138, "leads", size=12, weight="700", anchor="middle")
    elif played.face_up and not played.follows:
        out += text(x + 44, y + 138, "off suit", size=12, fill=MUTED, anchor="middle")
    notes = ", ".join(played.notes)
    if notes:
        out += text(x + 44, y + 152, notes[:26], size=12, fill=MUTED, anchor="middle")
    if winner:
        glow = rect(x - 7, y - 7, 102, 134, rx=10, fill="none", stroke=WIN_GLOW, stroke_width=5)
        out += group(
            glow + text(x + 108, y - 15, "wins", size=13, weight="700", fill=WIN_GLOW, anchor="end"),
            class_="tt-rowdy-glow",
        )
    return out


def _trick_caption(view: RowdyView, shown: TrickResult) -> str:
    if shown.winner is None:
        return "Every card was countered: nobody wins."
    played = shown.board[shown.winner]
    assert played is not None
    who = view.players[played.seat]
    if shown.target is None or shown.damage == 0:
        return f"{who} wins with {played.card}: no damage."
    return f"{who} wins with {played.card}: {shown.damage} damage to {view.players[shown.target]}."
