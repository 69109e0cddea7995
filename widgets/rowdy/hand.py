"""The seat's hand: the cards it may play are buttons, the others are faded and say why not."""

from __future__ import annotations

from tabletop.rowdy import Phase, RowdyView
from tabletop.rowdy.data import Card

from ..svg import MUTED, OKABE_ITO, button, group, rect, text
from .cards import card_face


def draw_hand(view: RowdyView, legal: frozenset[str], y: float) -> str:
    """The viewer's hand with a hint of what to do; a spectator's picture says hands are hidden."""
    if view.seat is None:
        words = "Hands are hidden." if view.phase is not Phase.OVER else ""
        return text(12, y + 28, words, size=14, fill=MUTED)
    me = view.players[view.seat]
    out = text(12, y + 18, f"{me}'s hand", size=14, weight="700")
    choosing = any(a.startswith(("Play ", "Tag ")) for a in legal)
    hint = "click a card to play it" if choosing else ""
    if view.phase is Phase.STAGE and legal:
        hint = "add tokens with the buttons, or press Done"
    out += text(12 + 10 * len(me) + 70, y + 18, hint, size=12, fill=MUTED)
    for i, card in enumerate(view.hand):
        action = f"Play {card.label}"
        playable = action in legal
        cx, cy = 12 + i * 84, y + 36 - (8 if playable else 0)
        face = card_face(cx, cy, 76, 104, card)
        if playable:
            face += rect(
                cx - 3, cy - 3, 82, 110, rx=8, fill="none", stroke=OKABE_ITO["blue"], stroke_width=2.5
            )
            label = f"{action}: worth {card.value}" + (f", {card.pop} Pop" if card.pop else "")
        else:
            face = group(face, opacity=0.5)
            label = f"{card.label}: {why_not(view, card, legal)}"
        out += button(face, action, label, enabled=playable)
    return out


def why_not(view: RowdyView, card: Card, legal: frozenset[str]) -> str:
    """Why a card in hand cannot be played now, from what the seat sees."""
    if view.phase is Phase.OVER:
        return "the game is over"
    if view.current != view.seat:
        return f"wait: it is {view.players[view.current]}'s turn" if view.current is not None else "wait"
    if view.phase is Phase.STAGE:
        return "you are already playing a card: add tokens or press Done"
    if view.phase is Phase.DECLARE:
        return "first name the suit of your Wild"
    if view.phase is Phase.KEEP:
        return "first keep one of the cheats"
    suit = view.lead_suit
    if suit is not None and card.suit is not suit:
        return f"you hold {suit}: you must follow {suit} (or play a Wild)"
    return "not playable now"
