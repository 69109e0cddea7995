"""The cards of the Partners picture: the strip along the bottom with the viewer's hand (usable cards
lit, the others faded with the reason on hover), its Unpick and Give up buttons, and one card's face."""

from __future__ import annotations

from tabletop.partners import GiveUp, Kind, PartnersView, Phase
from tabletop.partners.actions import Give
from tabletop.partners.data import COLOURS, PLAYERS, STARTS

from ..svg import MUTED, OKABE_ITO, PAPER, button, group, rect, text
from .choose import PICK, Options, Pick, card_refusal
from .layout import HAND_TOP, HEIGHT, WIDTH


def hand(view: PartnersView, pick: Pick, options: Options) -> str:
    y = HAND_TOP
    out = rect(0, y - 10, WIDTH, HEIGHT - y + 10, fill="#ebe5d8")
    if view.seat is None:  # hot seat between players, or the game is over (nobody is on turn)
        if view.phase is Phase.OVER:
            return out
        return out + text(20, y + 20, "Hands are hidden: pass the device to the player on turn.", size=14)
    seat = view.seat
    partner = view.players[(seat + 2) % PLAYERS]
    heading = f"Your hand, {view.players[seat]} ({COLOURS[seat]})"
    if view.received is not None:
        heading += f" · from {partner} this deal: {view.received}"
    if view.giving is not None:
        heading += f" · set aside for {partner}: {view.giving}"
    out += text(20, y + 10, heading, size=13, weight="600")
    mine = view.current == seat
    offered = {str(action) for action in options.actions}
    for i, card in enumerate(view.hand):
        x = 20 + i * 92
        usable = mine and card in options.cards
        face = card_face(card)
        if view.phase is Phase.SWAP and mine:
            action = str(Give(card))
            given = action in offered  # none while the table is paused
            out += button(
                card_picture(x, y + 22, 80, 100, card, face=face, raised=given), action, action, enabled=given
            )
        elif usable:
            chosen = pick.card is card
            action = "Play 7" if card is Kind.SEVEN else f"{PICK} card {card}"
            label = (
                "Play 7 and split it"
                if card is Kind.SEVEN
                else f"Pick {card}" + (" (picked)" if chosen else "")
            )
            out += button(
                card_picture(x, y + 22, 80, 100, card, face=face, raised=True, chosen=chosen),
                action,
                label,
                enabled=True,
            )
        elif mine and view.phase is Phase.PLAY:
            why = card_refusal(view, card).text
            out += button(
                card_picture(x, y + 22, 80, 100, card, face=face, faded=True),
                f"{PICK} card {card}",
                why,
                enabled=False,
            )
        else:
            out += card_picture(x, y + 22, 80, 100, card, face=face, faded=not mine)
    if mine and pick.card is not None and view.phase is Phase.PLAY:
        out += button(
            rect(WIDTH - 130, y + 60, 110, 30, rx=6, fill=PAPER, stroke=MUTED)
            + text(WIDTH - 75, y + 80, "Unpick", size=13, anchor="middle"),
            f"{PICK} nothing",
            "Unpick the card",
            enabled=True,
        )
    give_up = str(GiveUp())
    if mine and any(isinstance(a, GiveUp) for a in options.actions):
        out += button(
            rect(
                WIDTH - 190, y + 60, 170, 30, rx=6, fill=PAPER, stroke=OKABE_ITO["vermillion"], stroke_width=2
            )
            + text(WIDTH - 105, y + 80, give_up, size=13, anchor="middle"),
            give_up,
            f"{give_up}: none of your cards can be used",
            enabled=True,
        )
    return out


def card_face(card: Kind) -> str:
    """Special cards are tinted so the hand reads at a glance; number cards are plain."""
    if card in STARTS:
        return "#e3f1ea"
    if card in (Kind.SEVEN, Kind.SWITCH, Kind.MINUS_4, Kind.ONE_14):
        return "#e6eef8"
    return PAPER


def card_picture(
    x: float,
    y: float,
    w: float,
    h: float,
    card: Kind,
    *,
    face: str = PAPER,
    raised: bool = False,
    chosen: bool = False,
    faded: bool = False,
) -> str:
    """One card, ``w`` by ``h``: its name, and on a card big enough to read it, what it does."""
    lift = -8 if chosen else 0
    stroke = OKABE_ITO["blue"] if chosen or raised else "#b9b09c"
    body = rect(x, y + lift, w, h, rx=7, fill=face, stroke=stroke, stroke_width=3 if chosen else 1.5)
    big = 22 if w >= 60 else 15
    words = str(card)
    body += text(
        x + w / 2,
        y + lift + h / 2 + big / 3,
        words,
        size=big if len(words) < 6 else big - 6,
        weight="700",
        anchor="middle",
    )
    body += (
        text(x + w / 2, y + lift + h - 8, _card_note(card), size=12, fill=MUTED, anchor="middle")
        if w >= 60
        else ""
    )
    return group(body, opacity=0.45 if faded else None)


def _card_note(card: Kind) -> str:
    return {
        Kind.START: "bring out",
        Kind.START_8: "out or 8",
        Kind.START_13: "out or 13",
        Kind.ONE_14: "1 or 14",
        Kind.MINUS_4: "4 back",
        Kind.SEVEN: "split",
        Kind.SWITCH: "swap two",
    }.get(card, "steps")
