"""The scoreboard right of the house: a row for each player with the score toward 21 and the
six conversation stacks, their Drinks and Fouls; the top cards are where Fouls and washes are
clicked, and a rival's name line where the Home Theater looks at a hand."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.words import counted
from tabletop.partyfowl import PartyFowlView, Phase
from tabletop.partyfowl.actions import Clean, Foul, Peek
from tabletop.partyfowl.data import CARDS, FOUL, TOPICS, WIN_POINTS, Topic
from tabletop.partyfowl.scoring import entry_points, stack_points

from ..svg import INK, MUTED, OKABE_ITO, PAPER, button, fit, group, rect, text, title
from .layout import (
    COLUMN,
    HOUSE_Y,
    LIT,
    RIGHT_W,
    RIGHT_X,
    ROW_HEAD,
    SEATS,
    STACK_CARD,
    STACK_SHOWN,
    STACK_STEP,
    TOPIC_TINT,
)
from .panel import panel_height, turn_lines
from .scene import Scene
from .symbols import duck, padlock, symbol


def rows_top(view: PartyFowlView) -> float:
    """The scoreboard's first row: under the turn panel and the topic names."""
    return HOUSE_Y + panel_height(turn_lines(view)[1]) + 30


def row_height(view: PartyFowlView, seat: int) -> float:
    """A player's scoreboard row: the name line and the seat's deepest stack as drawn, so rows grow
    as conversations do and five players still fit beside the house early on."""
    deepest = max((min(len(stack), STACK_SHOWN) for stack in view.stacks[seat]), default=0)
    return ROW_HEAD + STACK_CARD + STACK_STEP * max(0, deepest - 1) + 8


def scoreboard(scene: Scene) -> str:
    """The topic names over the columns, then every player's row."""
    view = scene.view
    out = ""
    top = rows_top(view)
    for k, topic in enumerate(TOPICS):
        cx = RIGHT_X + k * COLUMN + COLUMN / 2
        out += text(cx, top - 7, str(topic), size=12, weight="600", anchor="middle")
    for seat in range(len(view.players)):
        out += _player_row(scene, seat, top)
        top += row_height(view, seat)
    return out


def _player_row(scene: Scene, seat: int, y: float) -> str:
    view = scene.view
    on_turn = seat == view.current and view.phase is not Phase.OVER
    won = seat in view.winners
    out = ""
    if on_turn or won:
        colour = "#00664a" if won else INK
        out += rect(
            RIGHT_X - 4,
            y - 2,
            RIGHT_W + 8,
            row_height(view, seat) - 4,
            rx=6,
            fill=PAPER,
            stroke=colour,
            stroke_width=2,
        )
    head = _row_head(scene, seat, y, on_turn=on_turn, won=won)
    out += _peek(scene, seat, head, y)
    for k, stack in enumerate(view.stacks[seat]):
        out += _stack(scene, seat, TOPICS[k], stack, RIGHT_X + k * COLUMN + 3, y + ROW_HEAD)
    return out


def _row_head(scene: Scene, seat: int, y: float, *, on_turn: bool, won: bool) -> str:
    view = scene.view
    score = view.scores[seat]
    out = duck(view, seat, RIGHT_X + 11, y + 11, 8)
    you = " (you)" if seat == view.seat else ""
    out += text(
        RIGHT_X + 28,
        y + 16,
        ("▶ " if on_turn else "") + fit(view.players[seat], 10) + you,
        size=13,
        weight="700",
    )
    bar_x = RIGHT_X + 150
    cells = ""
    for k in range(WIN_POINTS):
        filled = k < score
        cells += rect(
            bar_x + k * 7,
            y + 6,
            6,
            12,
            fill=SEATS[seat % 5].fill if filled else PAPER,
            stroke="#9a9384",
            stroke_width=0.6,
        )
    out += group(title(f"{view.players[seat]}: {score} of {WIN_POINTS} points") + cells)
    out += text(bar_x + 21 * 7 + 5, y + 17, f"{score}/{WIN_POINTS}", size=13, weight="700")
    cards = view.hand_sizes[seat]
    hx = RIGHT_X + RIGHT_W - 36
    out += rect(hx, y + 4, 11, 15, rx=2, fill="#7d6a9a", stroke=INK, stroke_width=1)
    out += text(hx + 15, y + 17, str(cards), size=13)
    if won:
        out += text(bar_x - 6, y + 17, "winner", size=12, weight="700", fill="#00664a", anchor="end")
    return out


def _peek(scene: Scene, seat: int, head: str, y: float) -> str:
    """A rival's name line: with the Home Theater's power, a click looks at their hand."""
    view = scene.view
    where = view.ducks[seat]
    looks = SEATS[seat % 5].looks
    words = (
        f"{view.players[seat]} ({looks}): {counted(view.scores[seat], 'point')}, "
        f"{counted(view.hand_sizes[seat], 'card')} in hand, duck in the {where}"
    )
    action = str(Peek(seat, view.players[seat]))
    if scene.turn and seat != scene.seat and ("Home Theater" in view.powers or scene.options.has(action)):
        if scene.options.has(action):
            ring = rect(
                RIGHT_X - 2,
                y,
                RIGHT_W + 4,
                ROW_HEAD - 2,
                rx=4,
                fill=PAPER,
                fill_opacity=0.3,
                stroke=LIT,
                stroke_width=2.5,
            )
            return button(ring + head, action, f"{action}: Home Theater power ({words})", enabled=True)
        return button(head, action, f"{action}: {scene.why(action)}", enabled=False)
    return group(title(words) + head)


def _stack(
    scene: Scene, seat: int, topic: Topic, stack: Sequence[tuple[str, bool, bool]], x: float, y: float
) -> str:
    view = scene.view
    w = COLUMN - 8
    if not stack:
        empty = rect(x, y, w, STACK_CARD, rx=3, fill="none", stroke="#cfc7b5", stroke_dasharray="3 3")
        empty += group(symbol(topic, x + w / 2, y + STACK_CARD / 2, 6), opacity=0.35)
        return group(title(f"{view.players[seat]} has no {topic} cards on the table") + empty)
    hidden = len(stack) - STACK_SHOWN + 1 if len(stack) > STACK_SHOWN else 0
    shown = stack[hidden:]
    out = ""
    total = stack_points(stack)
    if hidden:  # the older cards: one strip that counts them
        older = sum(entry_points(entry) for entry in stack[:hidden])
        strip = rect(x, y, w, STACK_CARD, rx=3, fill="#f1ece1", stroke=MUTED, stroke_dasharray="3 2")
        strip += text(x + 5, y + 12, f"+{hidden} older", size=12, fill=MUTED)
        out += group(title(f"{counted(hidden, 'older card')} under these, {counted(older, 'point')}") + strip)
    for k, entry in enumerate(shown):
        top = k == len(shown) - 1
        cy = y + (k + bool(hidden)) * STACK_STEP
        card, drink, fouled = entry
        locked = fouled and not top
        face = rect(x, cy, w, STACK_CARD, rx=3, fill=TOPIC_TINT[topic], stroke=INK, stroke_width=1)
        face += text(x + 5, cy + 12, str(CARDS[card].points), size=12, weight="700")
        if drink:
            face += rect(
                x + w - 24, cy + 1.5, 21, 12, rx=3, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=0.8
            )
            face += text(x + w - 13.5, cy + 11.5, "x2", size=12, weight="700", anchor="middle")
        if fouled:
            face += rect(x + 1, cy + 1, w - 2, STACK_CARD - 2, rx=2, fill="url(#pf-hatch)", fill_opacity=0.9)
            face += rect(x + 15, cy + 1, 18, 12, fill=PAPER) + text(
                x + 24, cy + 12, "0", size=12, weight="700", anchor="middle"
            )
            if locked:
                face += padlock(x + w - 12, cy)
        out += _stack_card(scene, seat, topic, entry, face, x, cy, w, top=top, locked=locked)
    size = f"{counted(len(stack), 'card')}, {counted(total, 'point')}"
    words = f"{view.players[seat]}'s {topic} conversation: {size}"
    return group(out, aria_label=words)


def _stack_card(
    scene: Scene,
    seat: int,
    topic: Topic,
    entry: tuple[str, bool, bool],
    face: str,
    x: float,
    y: float,
    w: float,
    *,
    top: bool,
    locked: bool,
) -> str:
    view = scene.view
    card, drink, fouled = entry
    points = entry_points(entry)
    state = "locked under a Foul" if locked else "covered by a Foul" if fouled else f"scores {points}"
    words = f"{view.players[seat]}'s {card}" + (" with a Drink" if drink else "") + f": {state}"
    if not (top and scene.turn):
        return group(title(words) + face)
    if seat == scene.seat and fouled:
        action = str(Clean(card))
        if scene.options.has(action):
            ring = rect(x - 2, y - 2, w + 4, STACK_CARD + 4, rx=4, fill="none", stroke=LIT, stroke_width=2.5)
            return button(face + ring, action, f"{action}: {Clean(card).describe()}", enabled=True)
        return button(face, action, f"{action}: {scene.why(action)}", enabled=False)
    if seat != scene.seat and not fouled and FOUL in view.hand:
        action = str(Foul(seat, view.players[seat], card))
        if scene.options.has(action):
            width = 4 if scene.pick.card == FOUL else 2.5
            ring = rect(
                x - 2, y - 2, w + 4, STACK_CARD + 4, rx=4, fill="none", stroke=LIT, stroke_width=width
            )
            return button(face + ring, action, f"{action}: {words}, it would score 0", enabled=True)
        return button(face, action, f"{action}: {scene.why(action)}", enabled=False)
    return group(title(words) + face)
