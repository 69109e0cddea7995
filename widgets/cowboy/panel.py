"""The panel under the Super Cowboy range: each player's row (marker, fences, herd, items, lost
turns), the last event card with what it does, and the last dice with what each roll meant.

A rival's row is where Fire Water is poured and where a card is played on them; an item in your
row is where you drop it when you hold three."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from typing import Final

from tabletop.cowboy import CowboyView
from tabletop.cowboy.actions import Drop, PlayOn, Pour
from tabletop.cowboy.data import CAVALRY_CHOOSER, ITEMS, STEERS_TO_WIN
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.refusals import why_not

from ..svg import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    animation_style,
    button,
    chip,
    circle,
    fit,
    group,
    rect,
    text,
    title,
)
from .choose import Options
from .layout import CARD_X, PANEL, ROW, SMALL, WIDTH, dice_top, picture_height
from .symbols import (
    HIDE,
    LIT,
    SEAT_DARK,
    SEAT_PATTERN,
    SEATS,
    TRUNK,
    cowboy_marker,
    d8,
    fence_icon,
    field_swatch,
    jail,
)

MAX_DICE: Final = 4  # dice drawn under the card; a stampede rolls twenty, the log has them all

#: What each event card does, in one short line (the rules panel has the long form).
CARD_EFFECT: Final[dict[Card, str]] = {
    Card.MOOVE_STEERS: "every roaming steer wanders a square",
    Card.MOOVE_INDIANS: "every Indian wanders a square",
    Card.MOOVE_TWISTERS: "twisters blow two squares, tearing fences",
    Card.MOOVE_BANDIT: "the Bandit rides one corner on",
    Card.MOOVE_PILGRIMS: "pilgrims walk one corner on",
    Card.MOOVE_ALL: "every token on the range moves",
    Card.ROAMING_STEER: "a roaming steer from the box arrives at an edge (none once the box is empty)",
    Card.TWISTER: "a twister touches down at an edge",
    Card.INDIAN_RAID: "an Indian arrives at an edge; landing on steers, it eats them",
    Card.CAVALRY: "chase off an Indian or the Bandit, "
    + ("the drawer's pick" if CAVALRY_CHOOSER == "drawer" else "picked by a D8"),
    Card.NO_NAME: "a rival loses a turn",
    Card.STAMPEDE: "every roaming steer runs a square, over fences and water",
    Card.BANDIT: "the Bandit rides in to a middle tile's centre corner or a board corner",
    Card.PILGRIMS: "a pilgrim crosses the range",
    Card.SIX_SHOOTER: "item: fights are won on 3-8",
    Card.LARIAT: "item: a failed rustle is rolled again, once, by itself",
    Card.AXE: "item: cutting wood gives 4 fences",
    Card.BILLS: "item: pays for you once when caught",
    Card.BRANDER: "item: rustlers of your steers are caught on 1-5",
    Card.FIRE_WATER: "item: pour it for a rival on your turn: they lose a turn",
}
ITEM_SHORT: Final[dict[Card, str]] = {
    Card.SIX_SHOOTER: "Six Shooter",
    Card.LARIAT: "Lariat",
    Card.AXE: "Axe",
    Card.BILLS: "Bills",
    Card.BRANDER: "Brander",
    Card.FIRE_WATER: "Fire Water",
}

#: The dice roll in once, after a move that rolled them (not for a reader who asked for less motion).
ROLL_STYLE: Final = animation_style(
    """@keyframes tt-cowboy-roll {
  0% { transform: rotate(-200deg) scale(0.4); opacity: 0; }
  70% { transform: rotate(20deg) scale(1.1); opacity: 1; }
  100% { transform: none; opacity: 1; }
}
@keyframes tt-cowboy-show { from { opacity: 0; } to { opacity: 1; } }
.tt-cowboy-roll { transform-box: fill-box; transform-origin: center;
                  animation: tt-cowboy-roll 0.7s ease-out both; }
.tt-cowboy-number { animation: tt-cowboy-show 0.3s ease-out 0.6s both; }
""",
    ("tt-cowboy-roll", "tt-cowboy-number"),
)


@dataclass(frozen=True)
class Dice:
    """The dice of the last move that rolled any, with who rolled them (the table keeps these)."""

    who: str
    rolls: tuple[str, ...]


#: A dice line's room in characters at SMALL px, about 0.53 em each: the picture's width from x 12
#: below the dice, up to the dice box's margin beside them (96 and 67 at 12 px; 88 and 62 at 13).
ROLL_CHARS: Final = int((WIDTH - 12) / (0.53 * SMALL))
ROLL_CHARS_BESIDE: Final = int((CARD_X - 34) / (0.53 * SMALL))


def panel(view: CowboyView, options: Options, dice: Dice | None, *, animate: bool, deciding: bool) -> str:
    """Everything under the range: a row per player, the last card, the last dice."""
    out = rect(0, PANEL - 4, WIDTH, picture_height(len(view.players)) - PANEL + 4, fill="#ebe5d8")
    out += text(12, PANEL + 12, "Players", size=SMALL, weight="700", fill=MUTED)
    out += text(150, PANEL + 12, "fences", size=SMALL, fill=MUTED)
    out += text(200, PANEL + 12, f"herd of {STEERS_TO_WIN}", size=SMALL, fill=MUTED)
    out += text(286, PANEL + 12, "items", size=SMALL, fill=MUTED)
    for seat in range(len(view.players)):
        out += _player_row(view, options, seat, PANEL + 20 + ROW * seat, deciding=deciding)
    out += _event_card(view, CARD_X, PANEL + 2, 146, 94)
    shown = dice if dice is not None else Dice("", view.rolls)
    out += _dice(shown, CARD_X, PANEL + 100, PANEL + dice_top(len(view.players)), animate=animate)
    return out


def _player_row(view: CowboyView, options: Options, seat: int, y: float, *, deciding: bool) -> str:
    turn = seat == view.current and view.winner is None
    name = view.players[seat]
    row = ""
    if turn:
        row += rect(6, y, CARD_X - 14, 24, rx=4, fill=PAPER, stroke=SEAT_DARK[seat], stroke_width=1.5)
    won = seat in view.winners
    if won:
        row += rect(6, y, CARD_X - 14, 24, rx=4, fill="#eefaf5", stroke=OKABE_ITO["green"], stroke_width=2)
        row += text(CARD_X - 14, y + 17, "winner", size=13, weight="700", fill="#00664a", anchor="end")
    row += cowboy_marker(view, seat, 22, y + 12, 8.5)
    row += text(36, y + 17, fit(name, 9), size=13, weight="700" if turn or won else None)
    row += field_swatch(seat, 130, y + 5, 14, 14)
    row += fence_icon(152, y + 5) + text(170, y + 17, str(view.fences[seat]), size=13)
    herd = view.herds[seat]
    for k in range(STEERS_TO_WIN):
        filled = k < herd
        row += circle(205 + 11 * k, y + 12, 4.5, fill=HIDE if filled else PAPER, stroke=INK, stroke_width=1)
    row += text(258, y + 17, f"{herd}", size=13, weight="700")
    x = 284.0
    for card in view.items[seat]:
        words = ITEM_SHORT.get(card, str(card))
        w = 8 + 6.5 * len(words)
        held = chip(x, y + 3, w, words, fill="#fff8d6", ink="#8a7d00", size=SMALL)
        drop = Drop(card)
        if deciding and view.phase == "drop" and seat == view.current and options.has(drop):
            ring = rect(x - 2, y + 1, w + 4, 23, rx=11, fill="none", stroke=LIT, stroke_width=2.5)
            row += button(ring + held, str(drop), f"{drop}: {CARD_EFFECT.get(card, '')}", enabled=True)
        else:
            row += group(title(f"{card}: {CARD_EFFECT.get(card, '')}") + held)
        x += w + 4
    if view.skip[seat]:
        row += jail(x + 2, y + 4, view.skip[seat])
    label = (
        f"{name}: {SEATS[seat].looks}, fields hatched in {SEAT_PATTERN[seat]}, "
        f"{view.fences[seat]} fences in hand, {herd} of {STEERS_TO_WIN} steers"
        + (f", items: {', '.join(map(str, view.items[seat]))}" if view.items[seat] else "")
        + (f", loses {view.skip[seat]} turn(s)" if view.skip[seat] else "")
    )
    play = PlayOn(name)
    if deciding and view.phase == "target" and options.has(play):
        ring = rect(6, y, 150, 24, rx=4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
        return button(ring + row, str(play), f"{play}: {name} loses their next turn", enabled=True)
    if _may_pour(view, seat):
        return _pour_row(view, options, seat, row, y, deciding=deciding)
    return group(title(label) + row)


def _may_pour(view: CowboyView, seat: int) -> bool:
    """Whether the row of ``seat`` is where the viewer would pour their Fire Water."""
    return (
        view.seat is not None
        and seat != view.seat
        and view.winner is None
        and Card.FIRE_WATER in view.items[view.seat]
    )


def _pour_row(view: CowboyView, options: Options, seat: int, row: str, y: float, *, deciding: bool) -> str:
    """A rival's row as the button that pours the viewer's Fire Water for them: lit when the engine
    allows it now; otherwise it still says, and when clicked the engine says, why not."""
    pour = Pour(view.players[seat])
    if deciding and options.has(pour):
        ring = rect(6, y, 150, 24, rx=4, fill=PAPER, fill_opacity=0.4, stroke=LIT, stroke_width=2.5)
        return button(ring + row, str(pour), f"{pour}: {pour.describe()}", enabled=True)
    if deciding:
        why = why_not(view, pour)
        reason = why.text if why else "the engine refuses it now."
    else:
        reason = "Fire Water is poured on your own turn."
    return button(row, str(pour), f"{pour}: {reason}", enabled=False)


def _event_card(view: CowboyView, x: float, y: float, w: float, h: float) -> str:
    """The event card drawn last, with its name and what it does."""
    card = view.last_card
    if card is None:
        return rect(x, y, w, h, rx=8, fill="none", stroke=MUTED, stroke_dasharray="4 3") + text(
            x + w / 2, y + h / 2 + 4, "no card drawn yet", size=SMALL, fill=MUTED, anchor="middle"
        )
    kind = "ITEM" if card in ITEMS else "MOOOOOVE" if str(card).startswith("MOOOOOVE") else "EVENT"
    band = {"ITEM": "#d9b600", "MOOOOOVE": TRUNK, "EVENT": OKABE_ITO["blue"]}[kind]
    out = rect(x, y, w, h, rx=8, fill=PAPER, stroke=band, stroke_width=2)
    out += rect(x, y, w, 18, rx=8, fill=band) + rect(x, y + 10, w, 8, fill=band)
    out += text(
        x + 8,
        y + 14,
        kind if kind == "MOOOOOVE" else f"{kind} · last card",
        size=SMALL,
        weight="700",
        fill=PAPER,
    )
    name = str(card).removeprefix("MOOOOOVE! ")
    lines = textwrap.wrap(name, 16)[:2]
    for i, line in enumerate(lines):
        out += text(x + 8, y + 34 + 15 * i, line, size=13, weight="700")
    effect = textwrap.wrap(CARD_EFFECT.get(card, ""), 20)
    if len(effect) > 4 - len(lines):  # the rest is in the card's hover text
        effect = [*effect[: 3 - len(lines)], effect[3 - len(lines)] + " …"]
    for i, line in enumerate(effect):
        out += text(x + 8, y + 36 + 15 * (len(lines) + i), line, size=SMALL, fill=MUTED)
    return group(title(f"Last event card: {card}: {CARD_EFFECT.get(card, '')}") + out)


def _dice(dice: Dice, x: float, y: float, top: float, *, animate: bool) -> str:
    """The dice of the last move: a D8 per roll with its number, and what each roll meant."""
    numbers = [int(n) for roll in dice.rolls for n in re.findall(r"D8 rolled (\d+)", roll)[:1]]
    out = ""
    if not numbers:
        out += d8(x + 16, y + 18, 15, None)
        out += text(x + 38, y + 23, "no dice this move", size=SMALL, fill=MUTED)
    for i, number in enumerate(numbers[:MAX_DICE]):
        if i == MAX_DICE - 1 and len(numbers) > MAX_DICE:
            out += text(
                x + 16 + 36 * i, y + 23, f"+{len(numbers) - i}", size=14, weight="700", anchor="middle"
            )
            break
        out += d8(x + 16 + 36 * i, y + 18, 15, number, animate=animate, delay=0.08 * i)
    who = f"{dice.who}'s dice" if dice.who else "Dice of the last move"
    out += text(12, top, f"{who}:" if numbers else f"{who}: none", size=SMALL, weight="700", fill=MUTED)
    shown = dice.rolls[:3] if len(dice.rolls) <= 3 else dice.rolls[:2]
    for i, roll in enumerate(shown):
        line = top + 16 * (i + 1)
        wide = line - 12 > y + 40  # below the dice, a line may run the whole width
        room = ROLL_CHARS if wide else ROLL_CHARS_BESIDE
        out += group(title(roll) + text(12, line, fit(roll, room), size=SMALL))
    if len(shown) < len(dice.rolls):
        more = f"… and {len(dice.rolls) - len(shown)} more rolls in the log"
        out += text(12, top + 16 * 3, more, size=SMALL, fill=MUTED)
    return group(out, aria_label=f"{who}: " + ("; ".join(dice.rolls) or "none"))
