"""The strip under the house: the Party Deck, your hand (its cards lit when they can be played,
lifted when picked), the cards put aside while preening, the board buttons, and the Home
Theater's glimpse of a rival's hand."""

from __future__ import annotations

import textwrap

from tabletop.core.words import counted
from tabletop.partyfowl import Phase
from tabletop.partyfowl.actions import Draw, EndTurn, Foul, Preen, PreenAway, PreenDone, Talk
from tabletop.partyfowl.data import BATHROOM, CARDS, FOUL, HAND_LIMIT, Kind

from ..svg import INK, MUTED, OKABE_ITO, PAPER, button, chip, fit, group, path, rect, text, title
from .choose import PICK
from .layout import (
    BOTTOM_H,
    BUTTON_W,
    BUTTONS_X,
    CARD_H,
    CARD_TINT,
    CARD_W,
    HAND_X,
    LIT,
    TOPIC_TINT,
    WARN,
    WIDTH,
)
from .scene import Scene
from .symbols import chip_width, keg, label_width, symbol
from .words import card_words, quacktion_name


def card_face(card: str, x: float, y: float) -> str:
    """A card from the hand: conversation cards show their topic and points; Foul 0, Drink x2, Freebie F."""
    info = CARDS[card]
    tint = TOPIC_TINT[info.topic] if info.kind is Kind.TALK else CARD_TINT[info.kind]
    out = rect(x, y, CARD_W, CARD_H, rx=7, fill=tint, stroke="#8d846f", stroke_width=1.5)
    if info.kind is Kind.FOUL:
        out += rect(x + 2, y + 2, CARD_W - 4, CARD_H - 4, rx=6, fill="url(#pf-hatch)", fill_opacity=0.5)
    out += text(x + 8, y + 24, info.corner, size=22, weight="700")
    if info.kind is Kind.TALK:
        out += symbol(info.topic, x + CARD_W / 2, y + 56, 13)
        out += text(x + CARD_W / 2, y + CARD_H - 10, str(info.topic), size=13, weight="600", anchor="middle")
    elif info.kind is Kind.FOUL:
        out += rect(x + 10, y + CARD_H - 28, CARD_W - 20, 20, rx=4, fill=PAPER)
        out += text(x + CARD_W / 2, y + CARD_H - 13, "Foul", size=13, weight="700", anchor="middle")
    elif info.kind is Kind.DRINK:
        mug = rect(x + 26, y + 42, 20, 26, rx=3, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=1.3)
        mug += path(f"M{x + 46} {y + 48} h6 v12 h-6", fill="none", stroke=INK, stroke_width=1.8)
        mug += rect(x + 25, y + 38, 22, 7, rx=3, fill=PAPER, stroke=INK, stroke_width=1)
        out += mug + text(x + CARD_W / 2, y + CARD_H - 10, "Drink", size=13, weight="600", anchor="middle")
    else:
        for k, line in enumerate(textwrap.wrap(card, 10)[:2]):
            out += text(x + CARD_W / 2, y + 48 + 15 * k, line, size=12, weight="700", anchor="middle")
        grants = " ".join(f"+{quacktion_name(g)}" for g in info.grants)
        out += text(x + CARD_W / 2, y + CARD_H - 10, grants, size=12, anchor="middle")
        if info.keg:
            out += keg(x + CARD_W - 13, y + 17, 6)
    return out


def raised(face: str, x: float, y: float, *, chosen: bool = False) -> str:
    """A card you can use: ringed (and lifted when chosen)."""
    ring = rect(
        x - 2, y - 2, CARD_W + 4, CARD_H + 4, rx=8, fill="none", stroke=LIT, stroke_width=4 if chosen else 2.5
    )
    shown = face + ring
    return group(shown, transform="translate(0,-8)") if chosen else shown


def bottom(scene: Scene, y: float, hidden: str | None = None) -> str:
    """The strip from ``y`` down; ``hidden`` is what it says when no hand is shown."""
    view = scene.view
    out = rect(0, y, WIDTH, BOTTOM_H, fill="#ebe5d8")
    out += _party_pile(scene, 12, y + 28)
    if view.seat is None:
        if view.phase is Phase.OVER or view.current is None:
            note = hidden or "The party is over: press New game to play again."
        else:
            note = hidden or f"Hands are hidden: pass the device to {view.players[view.current]}."
        return out + text(HAND_X, y + 60, note, size=14, weight="700")
    hand = view.hand
    heading = f"Your hand, {view.players[view.seat]} · {len(hand)} of {HAND_LIMIT}"
    if view.preening and view.seat == view.current:
        heading += f" · {len(view.preening)} put aside to swap"
    out += text(HAND_X, y + 13, heading, size=13, weight="700")
    for k, card in enumerate(hand):
        out += _hand_card(scene, card, HAND_X + k * (CARD_W + 6), y + 28)
    aside = view.preening if view.seat == view.current else ()  # a preen is the preener's secret
    for k, card in enumerate(aside):
        x = HAND_X + (len(hand) + k) * (CARD_W + 6)
        face = card_face(card, x, y + 28)
        out += group(
            title(f"{card}: put aside, swapped when you are done preening") + group(face, opacity=0.4),
            data_aside=card,
        )
        out += text(
            x + CARD_W / 2,
            y + 28 + CARD_H / 2,
            "aside",
            size=13,
            weight="700",
            fill=WARN,
            anchor="middle",
        )
    out += _board_buttons(scene, BUTTONS_X, y + 10)
    if view.glimpse is not None:
        out += _glimpse(scene, view.glimpse, y + 146)
    return out


def _party_pile(scene: Scene, x: float, y: float) -> str:
    view = scene.view
    back = rect(x + 4, y + 4, 72, 96, rx=6, fill="#6d5a8c", stroke=INK, stroke_width=1)
    back += rect(x, y, 72, 96, rx=6, fill="#8a74ab", stroke=INK, stroke_width=1.5)
    back += rect(
        x + 6, y + 6, 60, 84, rx=4, fill="none", stroke=PAPER, stroke_width=1.2, stroke_dasharray="3 2"
    )
    back += text(x + 36, y + 38, "Party", size=13, weight="700", fill=PAPER, anchor="middle")
    back += text(x + 36, y + 54, "Deck", size=13, weight="700", fill=PAPER, anchor="middle")
    back += text(x + 36, y + 78, str(view.party), size=16, weight="700", fill=PAPER, anchor="middle")
    back += text(x + 36, y + 118, f"discards {view.party_discard}", size=12, fill=MUTED, anchor="middle")
    words = f"The Party Deck: {counted(view.party, 'card')} left"
    action = str(Draw(False))
    if scene.deciding and view.phase in (Phase.TURN, Phase.PREEN):
        if scene.options.has(action):
            ring = rect(x - 3, y - 3, 82, 106, rx=8, fill="none", stroke=LIT, stroke_width=3)
            return button(back + ring, action, f"{action}: {words}", enabled=True)
        return button(back, action, f"{action}: {scene.why(action)} ({words})", enabled=False)
    return group(title(words) + back)


def _hand_card(scene: Scene, card: str, x: float, y: float) -> str:
    view, options, pick = scene.view, scene.options, scene.pick
    info = CARDS[card]
    face = card_face(card, x, y)
    attrs: dict[str, object] = {"data_card": card}
    if not scene.deciding or view.phase is Phase.PLACE:
        return group(title(card_words(card)) + face, **attrs)
    if view.phase is Phase.PREEN:
        action = str(PreenAway(card))
        return group(
            scene.shape(raised(face, x, y), action, f"{action}: swap it for a new Party card"), **attrs
        )
    if info.kind is Kind.TALK:
        talks = options.talks(card)
        if pick.card == card:
            lifted = raised(face, x, y, chosen=True)
            return group(
                button(lifted, f"{PICK} nothing", f"Put {card} back: do not play it", enabled=True),
                **attrs,
            )
        if len(talks) > 1:
            return group(
                button(
                    raised(face, x, y),
                    f"{PICK} card {card}",
                    f"Pick {card}: play it alone or with a Drink",
                    enabled=True,
                ),
                **attrs,
            )
        action = str(Talk(card))
        if talks:
            action = str(talks[0])
            return group(
                button(raised(face, x, y), action, f"{action}: {talks[0].describe()}", enabled=True),
                **attrs,
            )
        return group(button(face, action, f"{action}: {scene.why(action)}", enabled=False), **attrs)
    if info.kind is Kind.FOUL:
        fouls = options.of_kind(Foul)
        if pick.card == FOUL:
            return group(
                button(
                    raised(face, x, y, chosen=True),
                    f"{PICK} nothing",
                    "Keep the Foul: do not play it now",
                    enabled=True,
                ),
                **attrs,
            )
        if fouls:
            return group(
                button(
                    raised(face, x, y),
                    f"{PICK} card {FOUL}",
                    f"Pick the Foul, then a ringed top card of a rival ({len(fouls)} can be fouled)",
                    enabled=True,
                ),
                **attrs,
            )
        return group(
            button(face, f"{PICK} card {FOUL}", f"Foul: {scene.why(f'{PICK} card {FOUL}')}", enabled=False),
            **attrs,
        )
    action = f"Play {card}"
    words = card_words(card)
    if options.has(action):
        return group(button(raised(face, x, y), action, f"{action}: {words}", enabled=True), **attrs)
    return group(button(face, action, f"{action}: {scene.why(action)}", enabled=False), **attrs)


def _board_buttons(scene: Scene, x: float, y: float) -> str:
    view, options, pick = scene.view, scene.options, scene.pick
    if not scene.deciding or view.phase is Phase.PLACE:
        return ""
    wanted: list[tuple[str, str]] = []
    if pick.card is not None and pick.card != FOUL:
        for talk in options.talks(pick.card):
            wanted.append((str(talk), talk.describe()))
    if view.phase is Phase.PREEN:
        wanted.append((str(PreenDone()), PreenDone().describe()))
    else:
        if view.ducks[view.current or 0] == BATHROOM:
            wanted.append((str(Preen()), Preen().describe()))
        wanted.append((str(EndTurn()), EndTurn().describe()))
    out = ""
    for k, (action, words) in enumerate(wanted):
        by = y + k * 40
        lit = options.has(action)
        face = rect(
            x,
            by,
            BUTTON_W,
            32,
            rx=7,
            fill=PAPER if lit else "#f3f0ea",
            stroke=LIT if lit else "#b9b09c",
            stroke_width=2.5 if lit else 1.2,
        )
        face += text(
            x + BUTTON_W / 2,
            by + 21,
            fit(action, 28),
            size=13,
            weight="700" if lit else None,
            fill=INK if lit else MUTED,
            anchor="middle",
        )
        out += scene.shape(face, action, f"{action}: {words}")
    return out


def _glimpse(scene: Scene, glimpse: tuple[int, tuple[str, ...]], y: float) -> str:
    """The hand seen with the Home Theater's power: for the peeker's eyes, and marked so. Its
    chips follow the heading and flow onto a second line when a long hand needs one."""
    seat, cards = glimpse
    who = scene.view.players[seat]
    words = f"{who}'s hand (Home Theater glimpse, only you see it):"
    right = WIDTH - 14 - 6  # inside the frame
    labels = [fit(card, 14) for card in cards]
    spots, line, x = [], 0, HAND_X + label_width(words) + 8
    for label in labels:
        if x + chip_width(label) > right:
            line, x = line + 1, float(HAND_X)
        spots.append((x, line))
        x += chip_width(label) + 4
    rows = 1 + (spots[-1][1] if spots else 0)
    top = y - 4 - 9 * (rows - 1)  # a second line grows the frame into the gap under the hand
    out = rect(
        HAND_X - 6,
        top,
        WIDTH - HAND_X - 8,
        10 + 20 * rows,
        rx=6,
        fill="#fff4ec",
        stroke=WARN,
        stroke_width=1.5,
    )
    out += text(HAND_X, top + 19, words, size=13, weight="700")
    chips = ""
    for card, label, (x, row) in zip(cards, labels, spots, strict=True):
        tint = CARD_TINT.get(CARDS[card].kind, TOPIC_TINT.get(CARDS[card].topic, PAPER))
        chips += group(
            chip(x, top + 5 + 20 * row, chip_width(label), label, fill=tint, ink=INK), data_glimpse=card
        )
    return group(
        title(f"{who}'s hand, seen with the Home Theater: {', '.join(cards) or 'no cards'}") + out + chips,
        class_="pf-glimpse",
    )
