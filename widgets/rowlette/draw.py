"""Rowlette's pictures: the whole board, one line alone, and the forty numbers.

Each is a pure function of what the engine reports (a view, a line's numbers and goals) to SVG
text, with no ipywidgets, so the same pictures serve the table, the lesson, exports and a state's
own display in Jupyter. The pieces are drawn in ``cards``, ``goals`` and ``line``; this module
composes them. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.rowlette import Phase, RowletteState, RowletteView
from tabletop.rowlette.data import Goal, Special
from tabletop.rowlette.rules import goal_count, goal_threshold

from ..svg import MUTED, OKABE_ITO, PAPER, TABLE, Svg, display_as_svg, document, rect, text
from .cards import card_colour, colour_mark, market_card, stop_sign
from .goals import goal_card, goal_chips
from .layout import LINE_X, ROW_HEIGHT, ROW_TOP, WIDTH
from .line import line_cards, line_row


def draw_board(view: RowletteView, legal: frozenset[str] = frozenset()) -> Svg:
    """The whole table as one picture; market cards, goals and STOP are clickable when legal."""
    height = ROW_TOP + len(view.lines) * ROW_HEIGHT
    out = [rect(0, 0, WIDTH, height, rx=14, fill=TABLE)]
    if view.current is None:
        heading = f"Game over after {view.rounds} rounds"
    else:
        task = "stop or take a card" if view.phase is Phase.TURN else "keep one goal"
        heading = f"Round {view.round} of {view.rounds}: {view.lines[view.current].name} to {task}"
    out.append(text(16, 26, heading, size=17, weight="700"))
    out.append(text(16, 56, "Market", size=13, fill=MUTED))
    for i, card in enumerate(view.market):
        out.append(market_card(16 + i * 78, 64, card, legal=f"Take {card}" in legal))
    out.append(stop_sign(252, 78, legal="Stop" in legal))
    for i, (words, count) in enumerate((("deck", view.deck_size), ("goals", view.goal_deck_size))):
        px = 340 + i * 62
        out.append(rect(px + 4, 72, 44, 60, rx=6, fill="#d9d4c7"))
        out.append(rect(px, 68, 44, 60, rx=6, fill="#8c7b5a" if i == 0 else OKABE_ITO["orange"]))
        out.append(text(px + 22, 104, str(count), size=16, weight="700", fill=PAPER, anchor="middle"))
        out.append(text(px + 22, 148, words, size=12, fill=MUTED, anchor="middle"))
    if view.offer and view.current is not None:
        chooser = view.lines[view.current]
        mine = view.seat == view.current  # with goal_offer='everyone' the others see the offer too
        task = "Keep one goal" if mine else f"{chooser.name} keeps one goal"
        out.append(text(470, 56, f"{task}, as goal #{len(chooser.goals) + 1}:", size=13, weight="700"))
        for i, goal in enumerate(view.offer):
            legal_keep = f"Keep {goal} goal" in legal
            out.append(goal_card(470 + i * 96, 66, goal, chooser, legal=legal_keep, mine=mine))
    elif view.phase is Phase.KEEP and view.current is not None:
        out.append(
            text(470, 100, f"{view.lines[view.current].name} is choosing a goal.", size=14, fill=MUTED)
        )
    for seat, line in enumerate(view.lines):
        scores = [round_[seat].score for round_ in view.results]
        out.append(line_row(ROW_TOP + seat * ROW_HEIGHT, line, current=seat == view.current, results=scores))
    label = heading + ". Market: " + (", ".join(map(str, view.market)) or "empty")
    return document(WIDTH, height, "".join(out), label=label)


def draw_line(
    numbers: Sequence[int],
    goals: Sequence[Goal] = (),
    orders: Sequence[tuple[Special, int]] = (),
    *,
    name: str = "Line",
) -> Svg:
    """One line alone, with its goals lit as the rules say: for lessons and explorables."""
    active = tuple(goal_count(g, numbers) >= goal_threshold(i) for i, g in enumerate(goals))
    width = max(LINE_X + 40 * max(len(numbers), 1), LINE_X + 100 * max(len(goals), 1)) - LINE_X + 24
    body = (
        rect(0, 0, width, 120, rx=10, fill=TABLE)
        + text(12, 20, name, size=14, weight="700")
        + line_cards(12, 30, numbers, orders)
        + goal_chips(12, 106 - 18, goals, numbers, active)
    )
    summary = f"{name}: {len(numbers)} numbers, {sum(active)} of {len(goals)} goals active"
    return document(width, 120, body, label=summary)


def number_strip() -> Svg:
    """All forty numbers with their colours: the pairs alternate, starting red."""
    cards = []
    for n in range(1, 41):
        x, y = 8 + (n - 1) % 20 * 37, 8 + (n - 1) // 20 * 50
        cards.append(rect(x, y, 33, 42, rx=5, fill=PAPER, stroke=card_colour(n), stroke_width=2))
        cards.append(colour_mark(x + 8, y + 9, n, 8))
        cards.append(
            text(x + 16.5, y + 32, str(n), size=15, weight="700", fill=card_colour(n), anchor="middle")
        )
    return document(
        756,
        112,
        rect(0, 0, 756, 112, rx=10, fill=TABLE) + "".join(cards),
        label="Numbers 1 to 40: 1-2 red, 3-4 black, and so on, alternating in pairs",
    )


display_as_svg(RowletteState, lambda state: draw_board(state.view(None)))
display_as_svg(RowletteView, draw_board)
