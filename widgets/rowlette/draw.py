"""Rowlette at the table: the board as SVG, the playable table, and the notebook's explorables.

Everything here draws what the engine reports (views, rule functions); no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any, Final

import ipywidgets as ipw

import tabletop
from tabletop.rowlette import KeepGoal, LineView, Phase, RowletteState, RowletteView, Status, Take, examples
from tabletop.rowlette.data import (
    COLOUR,
    EXPLOSION_AT,
    GOAL_OFFER,
    NUMBER_LIMIT,
    NUMBERS,
    ORDER_STEP_BONUS,
    SHUFFLE_BACK_WAITS,
    UNTARGETED_ZERO,
    UNUSED_REMOVE_ZERO,
    ZERO_MIX,
    Card,
    Colour,
    Goal,
    Special,
    Target,
    Zero,
)
from tabletop.rowlette.rules import (
    ZeroFate,
    active_goals,
    goal_count,
    goal_threshold,
    nobody_reason,
    order_bonus,
    order_chain,
    still_first,
    zero_fate,
)
from tabletop.rowlette.study import ReadingCheck, StopResult

from .chart import Axis, Line, Panel, chart
from .svg import (
    INK,
    MUTED,
    OKABE_ITO,
    PAPER,
    TABLE,
    Svg,
    burst,
    button,
    check_mark,
    circle,
    display_as_svg,
    document,
    element,
    group,
    path,
    rect,
    text,
)
from .table import GameTable

WIDTH: Final = 760
RED: Final = OKABE_ITO["vermillion"]
SPECIAL_FILL: Final = "#dcebf7"
ROW_TOP: Final = 172
ROW_HEIGHT: Final = 112
LINE_X: Final = 330  # where the number cards of a line begin
REMOVE_ZERO: Final = Take(Special.REMOVE_ZERO)


def card_colour(n: int) -> str:
    return RED if COLOUR[n] is Colour.RED else INK


def colour_mark(x: float, y: float, n: int, size: float = 8) -> str:
    """Red numbers carry a diamond, black ones a disc: colour is never the only signal."""
    if COLOUR[n] is Colour.RED:
        h = size / 2
        return path(f"M{x} {y - h} L{x + h} {y} L{x} {y + h} L{x - h} {y} Z", fill=RED)
    return circle(x, y, size / 2.4, fill=INK)


def market_card(x: float, y: float, card: Card, *, legal: bool) -> str:
    """A full-size card of the market, clickable to take it."""
    label = f"Take {card}"
    if isinstance(card, int):
        colour = card_colour(card)
        face = (
            rect(x, y, 66, 88, rx=8, fill=PAPER, stroke=colour, stroke_width=2.5)
            + colour_mark(x + 12, y + 13, card, 10)
            + text(x + 33, y + 55, str(card), size=30, weight="700", fill=colour, anchor="middle")
            + text(x + 33, y + 80, COLOUR[card].value, size=12, fill=colour, anchor="middle")
        )
        what = "black: +1 jackpot" if COLOUR[card] is Colour.BLACK else "red: choose a goal"
    else:
        assert isinstance(card, Special), "zeros never enter the market"
        face = rect(x, y, 66, 88, rx=8, fill=SPECIAL_FILL, stroke=OKABE_ITO["blue"], stroke_width=2.5)
        face += special_face(x + 33, y + 44, card)
        what = "special card"
    if legal:
        face += rect(
            x - 3,
            y - 3,
            72,
            94,
            rx=10,
            fill="none",
            stroke=OKABE_ITO["blue"],
            stroke_width=2,
            stroke_dasharray="5 3",
        )
    return button(face, label, f"{label} ({what})", enabled=legal)


SPECIAL_WORDS: Final = {
    Special.REMOVE_ZERO: ("Remove", "0"),
    Special.PLUS_LIMIT: ("+Limit", ""),
    Special.ORDER_UP: ("Order", "up"),
    Special.ORDER_DOWN: ("Order", "down"),
}


def special_face(cx: float, cy: float, card: Special) -> str:
    words = SPECIAL_WORDS[card]
    art = ""
    if card in (Special.ORDER_UP, Special.ORDER_DOWN):
        tip, base = (cy - 30, cy - 16) if card is Special.ORDER_UP else (cy + 30, cy + 16)
        art = path(f"M{cx} {tip} L{cx + 9} {base} L{cx - 9} {base} Z", fill=OKABE_ITO["blue"])
    return (
        art
        + text(cx, cy, words[0], size=13, weight="700", fill=OKABE_ITO["blue"], anchor="middle")
        + text(cx, cy + 16, words[1], size=13, fill=OKABE_ITO["blue"], anchor="middle")
    )


def stop_sign(x: float, y: float, *, legal: bool) -> str:
    r, k = 30, 12.4  # an octagon of circumradius ~30
    cx, cy = x + r, y + r
    points = [
        (cx - k, cy - r),
        (cx + k, cy - r),
        (cx + r, cy - k),
        (cx + r, cy + k),
        (cx + k, cy + r),
        (cx - k, cy + r),
        (cx - r, cy + k),
        (cx - r, cy - k),
    ]
    octagon = element(
        "polygon",
        points=" ".join(f"{px},{py}" for px, py in points),
        fill=RED if legal else "#e7b9a0",
        stroke=PAPER,
        stroke_width=2,
    )
    face = octagon + text(cx, cy + 5, "STOP", size=14, weight="700", fill=PAPER, anchor="middle")
    return button(face, "Stop", "Stop: leave the round, safe from zeros", enabled=legal)


GOAL_MEANING: Final = {
    Goal.RED: "red numbers",
    Goal.BLACK: "black numbers",
    Goal.EVEN: "even numbers",
    Goal.ODD: "odd numbers",
    Goal.HIGH: "21 to 40",
    Goal.LOW: "1 to 20",
}
#: What a goal counts, as the end of "it needs 3 ...".
GOAL_COUNTS: Final = {
    goal: words if " to " not in words else f"numbers {words}" for goal, words in GOAL_MEANING.items()
}


def keep_goal_words(goal: Goal, line: LineView) -> str:
    """What keeping ``goal`` now means for ``line``: the place it takes, its threshold, the count so far."""
    place = len(line.goals)
    return (
        f"Keep the {goal} goal: as goal #{place + 1} it needs {goal_threshold(place)} "
        f"{GOAL_COUNTS[goal]}; {line.name} has {goal_count(goal, line.numbers)}"
    )


def goal_card(x: float, y: float, goal: Goal, line: LineView, *, legal: bool, mine: bool = True) -> str:
    """An offered goal, showing the threshold it would get if kept now (its place is in the heading
    above the offer and in its label) and the line's count so far (``mine``: the viewer's own line)."""
    place, have = len(line.goals), goal_count(goal, line.numbers)
    need = goal_threshold(place)
    face = (
        rect(x, y, 90, 80, rx=8, fill="#fff8d6", stroke=OKABE_ITO["orange"], stroke_width=2)
        + text(x + 45, y + 20, goal.value, size=15, weight="700", anchor="middle")
        + text(x + 45, y + 35, GOAL_MEANING[goal], size=12, fill=MUTED, anchor="middle")
        + text(x + 45, y + 54, f"needs {need}", size=13, weight="700", anchor="middle")
        + text(x + 45, y + 71, f"{'you have' if mine else 'has'} {have}", size=12, anchor="middle")
    )
    if have >= need:
        face += check_mark(x + 74, y + 60, 11, OKABE_ITO["green"])
    return button(face, f"Keep {goal} goal", keep_goal_words(goal, line), enabled=legal)


def zero_track(x: float, y: float, points: int, exploded: bool) -> str:
    """Six boxes; filled ones are zero-points, the sixth is the explosion."""
    cells = []
    for i in range(EXPLOSION_AT):
        filled = i < points
        cells.append(
            rect(
                x + i * 19,
                y,
                16,
                16,
                rx=3,
                stroke=OKABE_ITO["green"],
                stroke_width=1.5,
                fill=OKABE_ITO["green"] if filled else PAPER,
            )
        )
    if exploded:
        cells.append(burst(x + (EXPLOSION_AT - 1) * 19 + 8, y + 8, 13, RED))
    label = f"zeros {points}/{EXPLOSION_AT}"
    return group("".join(cells) + text(x, y + 32, label, size=12, fill=MUTED), aria_label=label)


def line_cards(x: float, y: float, numbers: Sequence[int], orders: Sequence[tuple[Special, int]]) -> str:
    """The numbers of a line as small cards. Order cards peek out under their number (side by side
    when several share one), and each number that continues a chain shows the bonus it earns."""
    out = []
    tucked: dict[int, list[Special]] = {}
    bonus: dict[int, int] = {}
    for order, anchor in orders:
        if anchor >= len(numbers):
            continue  # taken before any number: it will go under the first one
        tucked.setdefault(anchor, []).append(order)
        for step in range(len(order_chain(numbers, anchor, order))):
            bonus[anchor + 1 + step] = bonus.get(anchor + 1 + step, 0) + ORDER_STEP_BONUS
    for anchor, kinds in tucked.items():
        ax = x + anchor * 38
        out.append(rect(ax + 2, y + 40, 30, 12, rx=3, fill=SPECIAL_FILL, stroke=OKABE_ITO["blue"]))
        for k, order in enumerate(kinds):
            cx = ax + 17 + (k - (len(kinds) - 1) / 2) * 10
            tip, base = (y + 42, y + 50) if order is Special.ORDER_UP else (y + 50, y + 42)
            out.append(
                path(
                    f"M{cx} {tip} L{cx + 4.5} {base} L{cx - 4.5} {base} Z",
                    fill=OKABE_ITO["blue"],
                    aria_label=f"{order} under {numbers[anchor]}",
                )
            )
    for i, n in enumerate(numbers):
        cx = x + i * 38
        colour = card_colour(n)
        out.append(rect(cx, y, 34, 40, rx=5, fill=PAPER, stroke=colour, stroke_width=2))
        out.append(colour_mark(cx + 8, y + 9, n, 8))
        out.append(text(cx + 17, y + 31, str(n), size=16, weight="700", fill=colour, anchor="middle"))
        if i in bonus:
            out.append(rect(cx + 2, y + 55, 30, 4, fill=OKABE_ITO["blue"]))
            out.append(
                text(
                    cx + 17,
                    y + 71,
                    f"+{bonus[i]}",
                    size=12,
                    fill=OKABE_ITO["blue"],
                    anchor="middle",
                    class_="tt-bonus",
                )
            )
    return "".join(out)


def goal_chips(
    x: float, y: float, goals: Sequence[Goal], numbers: Sequence[int], active: Sequence[bool]
) -> str:
    """Goals in the order kept, each with its threshold; active ones are filled and ticked."""
    out = []
    for i, goal in enumerate(goals):
        gx = x + i * 100
        count, need = goal_count(goal, numbers), goal_threshold(i)
        words = f"{goal} {count}/{need}"
        if active[i]:
            chip = (
                rect(gx, y, 94, 24, rx=12, fill=OKABE_ITO["green"])
                + check_mark(gx + 8, y + 6, 12, PAPER)
                + text(gx + 26, y + 17, words, size=13, weight="700", fill=PAPER)
            )
        else:
            chip = rect(gx, y, 94, 24, rx=12, fill=PAPER, stroke=MUTED, stroke_dasharray="4 3") + text(
                gx + 12, y + 17, words, size=13, fill=MUTED
            )
        state = "active" if active[i] else "not active"
        out.append(group(chip, aria_label=f"Goal {i + 1}, {goal}: {count} matching, {need} needed, {state}"))
    return "".join(out)


STATUS_WORDS: Final = {
    Status.PLAYING: "playing",
    Status.STOPPED: "stopped",
    Status.FULL: "stopped at the limit",
    Status.EXPLODED: "exploded",
}


def line_row(y: float, line: LineView, *, current: bool, results: Sequence[int] = ()) -> str:
    """One player's row: name and status, jackpot, zero track, numbers, goals."""
    out = []
    if current:
        out.append(rect(4, y - 4, WIDTH - 8, ROW_HEIGHT - 6, rx=10, fill="#fbf5cf"))
        out.append(path(f"M8 {y + 8} L20 {y + 16} L8 {y + 24} Z", fill=INK))
    out.append(text(26, y + 22, line.name, size=17, weight="700" if current else "600"))
    status = STATUS_WORDS[line.status]
    out.append(text(26, y + 42, status, size=13, fill=RED if line.status is Status.EXPLODED else MUTED))
    out.append(text(26, y + 62, f"total {line.total}", size=13))
    if results:
        out.append(text(26, y + 80, "rounds " + " + ".join(map(str, results)), size=12, fill=MUTED))
    out.append(circle(170, y + 24, 19, fill=OKABE_ITO["yellow"], stroke=OKABE_ITO["orange"], stroke_width=2))
    out.append(text(170, y + 30, str(line.jackpot), size=17, weight="700", anchor="middle"))
    out.append(text(170, y + 60, "jackpot", size=12, fill=MUTED, anchor="middle"))
    out.append(zero_track(205, y + 12, line.zero_points, line.status is Status.EXPLODED))
    if line.zeros:
        out.append(text(205, y + 62, ", ".join(map(str, line.zeros)), size=12, fill=OKABE_ITO["green"]))
    out.append(line_cards(LINE_X, y, line.numbers, line.orders))
    if not line.numbers:
        out.append(text(LINE_X, y + 26, "no numbers yet", size=13, fill=MUTED))
    out.append(
        text(WIDTH - 12, y + 14, f"{len(line.numbers)}/{line.limit}", size=12, fill=MUTED, anchor="end")
    )
    out.append(goal_chips(LINE_X, y + 78, line.goals, line.numbers, line.active))
    label = (
        f"{line.name}: {status}, {len(line.numbers)} numbers, jackpot {line.jackpot}, "
        f"{sum(line.active)} of {len(line.goals)} goals active, {line.zero_points} zero-points, "
        f"total {line.total}"
    )
    return group("".join(out), aria_label=label, data_seat=line.name)


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


#: What the pass-the-device screen says: Rowlette has no hands, and only a red number's goal offer
#: can be private, as this edition's GOAL_OFFER (option goal_offer) decides.
HANDOFF: Final = {
    "chooser only": (
        "every line is public; in this edition (GOAL_OFFER) only the player choosing sees the goals "
        "a red number draws"
    ),
    "everyone": (
        "nothing here is secret: every line is public, and with goal_offer='everyone' so are the goals "
        "a red number draws"
    ),
}


def remove_zero_words(line: LineView) -> str:
    """What taking Remove 0 now would do to ``line`` (the engine's view names the zero it would take)."""
    zero = line.removable_zero
    if zero is not None:
        after = line.zero_points - zero.points
        return (
            f"Take Remove 0: your latest zero, {zero}, leaves your line and is shuffled back into the "
            f"deck (zero-track {line.zero_points} -> {after})"
        )
    why = "you already took a zero out with Remove 0 this round" if line.zeros else "your line has no zero"
    return f"Take Remove 0: {why}, so {UNUSED_REMOVE_ZERO}"


class RowletteTable(GameTable):
    """A Rowlette table whose goal choice tells, on every offered goal, the threshold it would get."""

    def __init__(self, **kwargs: Any) -> None:
        game = tabletop.get("rowlette")
        offer = {**game.options, **(kwargs.get("options") or {})}["goal_offer"]
        super().__init__(game, draw_board, handoff=HANDOFF.get(offer, HANDOFF[GOAL_OFFER]), **kwargs)

    def _keeping(self) -> LineView | None:
        """The chooser's line while a human on screen keeps a goal, else None."""
        state = self.state
        seat = state.current_player
        if not isinstance(state, RowletteState) or state.phase is not Phase.KEEP or seat is None:
            return None
        if seat in self.bots or seat != self._viewer() or self._passing or self._paused is not None:
            return None
        return state.view(seat).lines[seat]

    def _set_buttons(self, legal: Sequence[Any]) -> None:
        """Buttons tell what a move does to this line: a goal's threshold, or what Remove 0 would take."""
        super()._set_buttons(legal)
        keeping, seat = self._keeping(), self.state.current_player
        for shown, action in zip(self._buttons, legal):
            if isinstance(action, KeepGoal) and keeping is not None:
                shown.tooltip = keep_goal_words(action.goal, keeping)
            elif action == REMOVE_ZERO and seat is not None:
                shown.tooltip = remove_zero_words(self.state.view(seat).lines[seat])

    def _turn_html(self) -> str:
        line = self._keeping()
        if line is None:
            return super()._turn_html()
        place = len(line.goals)
        return (
            f"{super()._turn_html()}<br>The goal you keep becomes goal #{place + 1}: it needs "
            f"{goal_threshold(place)} matching numbers (a red number always makes you keep one)."
        )


def rowlette_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> RowletteTable:
    """A playable Rowlette table: you against bots unless ``seats`` says otherwise."""
    return RowletteTable(players=players, seats=seats, seed=seed, options=options)


display_as_svg(RowletteState, lambda state: draw_board(state.view(None)))
display_as_svg(RowletteView, draw_board)


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


def plot_stop_study(results: Sequence[StopResult]) -> Svg:
    """Average score and explosion rate by the line length a player stops at, against the bots named."""
    styles = {
        True: ("stops at 4 zero-points too", "and at 4 zero-points", OKABE_ITO["blue"], "circle", False),
        False: ("never stops for zeros", "whatever the zeros", OKABE_ITO["vermillion"], "square", True),
    }
    scores, risks = [], []
    for careful, (label, why, colour, marker, dashed) in styles.items():
        rows = [r for r in results if r.careful is careful]
        lengths = [r.stop_at for r in rows]
        stopping = [f"Stopping at {r.stop_at} numbers ({why})" for r in rows]
        scores.append(
            Line(
                label,
                lengths,
                [r.mean_score for r in rows],
                colour,
                marker,
                dashed,
                tips=[f"{who}: {r.mean_score:.1f} points on average" for who, r in zip(stopping, rows)],
            )
        )
        risks.append(
            Line(
                label,
                lengths,
                [100 * r.explosion_rate for r in rows],
                colour,
                marker,
                dashed,
                tips=[
                    f"{who}: {_share(r.explosion_rate)} of rounds exploded" for who, r in zip(stopping, rows)
                ],
            )
        )
    tried = sorted({r.stop_at for r in results})
    across = Axis("stops at this many numbers", ticks=[(n, str(n)) for n in tried])
    count = results[0].games if results else 0
    games = f"{count} game{'s' * (count != 1)} a point"
    return chart(
        [
            Panel("Longer lines score more", across, Axis("average final score"), scores),
            Panel("...and explode more often", across, Axis("rounds that exploded (%)", low=0), risks),
        ],
        heading=f"One player's stopping rule against {results[0].bots} bots, {games}" if results else "",
        label=f"average score and explosion rate by stopping length, {games}",
    )


def _share(rate: float) -> str:
    """A share as a percentage, with a decimal while it is small (1.3%, not 1%)."""
    return f"{rate:.1%}" if rate < 0.1 else f"{rate:.0%}"


def reading_report(checks: Sequence[ReadingCheck]) -> Any:
    """The reading checks one line each, as the lesson prints them (what Run it yourself shows)."""
    from IPython.display import Pretty

    return Pretty("\n".join(map(str, checks)))


# ---- explorables for the notebook ----


def _numbers_input(values: Sequence[int]) -> ipw.TagsInput:
    return ipw.TagsInput(
        value=[str(n) for n in values],
        allowed_tags=[str(n) for n in range(1, 41)],
        allow_duplicates=False,
        layout=ipw.Layout(width="100%"),
    )


class Explorable(ipw.VBox):  # type: ignore[misc]
    """Controls above a picture that redraws whenever a control changes."""

    def __init__(
        self,
        name: str,
        controls: Sequence[ipw.ValueWidget],
        draw: Callable[[], str],
        layout: Sequence[ipw.Widget] | None = None,
    ) -> None:
        self.name = name
        self.picture = ipw.HTML()
        self._draw = draw
        for control in controls:
            control.observe(self.redraw, names="value")
        super().__init__([*(layout or controls), self.picture])
        self.add_class("tt-explorable")
        self.redraw()

    def redraw(self, _: object = None) -> None:
        self.picture.value = self._draw()

    def __repr__(self) -> str:  # the text a notebook stores beside the widget: keep it short
        return f"<{self.name} explorable>"


class GoalExplorer(ipw.VBox):  # type: ignore[misc]
    """Build a line number by number, as at the table: every red number makes you keep a goal, and
    each goal button tells the threshold that goal would get if you kept it now."""

    def __init__(
        self, numbers: Sequence[int] = (3, 4, 21, 30), goals: Sequence[Goal] = (Goal.BLACK, Goal.HIGH)
    ) -> None:
        self.steps: list[int | Goal] = []  # numbers taken and goals kept, in order
        kept = iter(goals)
        for n in numbers:
            self.steps.append(n)
            if COLOUR[n] is Colour.RED:
                self.steps.append(next(kept))
        assert next(kept, None) is None, "each goal is kept for one red number"
        self.number = ipw.Dropdown(description="Next number", style={"description_width": "initial"})
        self.take = ipw.Button(description="Take it", button_style="primary")
        self.take.on_click(lambda _: self._add(self.number.value))
        self.keep = {goal: ipw.Button(layout=ipw.Layout(width="auto")) for goal in Goal}
        for goal, keep in self.keep.items():
            keep.on_click(lambda _, goal=goal: self._add(goal))
            keep.add_class("tt-keep-goal")
        self.back = ipw.Button(description="Take back")
        self.back.on_click(lambda _: self._back())
        self.again = ipw.Button(description="Start again")
        self.again.on_click(lambda _: self._clear())
        self.picture = ipw.HTML()
        self.offer = ipw.HBox(list(self.keep.values()), layout=ipw.Layout(flex_flow="row wrap"))
        controls = ipw.HBox(
            [self.number, self.take, self.back, self.again], layout=ipw.Layout(flex_flow="row wrap")
        )
        super().__init__([controls, self.offer, self.picture])
        self.add_class("tt-explorable")
        self.redraw()

    @property
    def numbers(self) -> list[int]:
        return [step for step in self.steps if isinstance(step, int)]

    @property
    def goals(self) -> list[Goal]:
        return [step for step in self.steps if isinstance(step, Goal)]

    @property
    def choosing(self) -> bool:
        """A red number was taken and its goal is not kept yet."""
        reds = sum(COLOUR[n] is Colour.RED for n in self.numbers)
        return reds > len(self.goals)

    def _add(self, step: int | Goal | None) -> None:
        """Take a number or keep a goal, whichever the line is waiting for."""
        taken = isinstance(step, int) and step in self.numbers  # every number is printed once
        if step is not None and isinstance(step, Goal) == self.choosing and not taken:
            self.steps.append(step)
        self.redraw()

    def _back(self) -> None:
        if self.steps:
            self.steps.pop()
        self.redraw()

    def _clear(self) -> None:
        self.steps = []
        self.redraw()

    def redraw(self, _: object = None) -> None:
        numbers, goals = self.numbers, self.goals
        place, need = len(goals), goal_threshold(len(goals))
        full = len(numbers) >= NUMBER_LIMIT
        self.number.options = [(f"{n} ({COLOUR[n]})", n) for n in NUMBERS if n not in numbers]
        self.number.index = 0  # a number is always chosen, so "Take it" always takes one
        self.take.disabled = self.choosing or full
        self.number.disabled = self.take.disabled
        self.back.disabled = not self.steps
        self.offer.layout.display = None if self.choosing else "none"
        for goal, keep in self.keep.items():
            have = goal_count(goal, numbers)
            keep.description = f"{goal}: as #{place + 1} needs {need}, you have {have}"
            keep.tooltip = keep_goal_words(goal, _line_view("your line", numbers, goals))
        lit = sum(active_goals(goals, numbers))
        if self.choosing:
            news = (
                f"Your {numbers[-1]} is red, so you must keep a goal now. It becomes goal "
                f"#{place + 1} and needs {need} matching numbers; each button shows your count so far. "
                "(At the table you choose among the three goals turned up; here any kind is offered.)"
            )
        elif full:
            news = (
                f"Your line holds {NUMBER_LIMIT} numbers, the limit, so it has stopped; a +Limit taken "
                "earlier would have given room for one more."
            )
        else:
            news = (
                f"The next red number will make you keep goal #{place + 1}, which will need {need} "
                "matching numbers: every goal you keep raises the bar for the next."
            )
        self.picture.value = (
            str(draw_line(numbers, goals, name="Your line"))
            + f"<p>{lit} of {len(goals)} goals active. {escape(news)}</p>"
        )

    def __repr__(self) -> str:
        return "<Goal threshold explorable>"


def _line_view(name: str, numbers: Sequence[int], goals: Sequence[Goal]) -> LineView:
    """A line with only numbers and goals, for the words an explorable shares with the table."""
    active = tuple(active_goals(goals, numbers))
    return LineView(name, tuple(numbers), (), (), tuple(goals), active, 1, NUMBER_LIMIT, Status.PLAYING, 0)


def goal_explorer(
    numbers: Sequence[int] = (3, 4, 21, 30), goals: Sequence[Goal] = (Goal.BLACK, Goal.HIGH)
) -> GoalExplorer:
    """Build a line and keep goals as its red numbers demand; see each goal's threshold as you choose."""
    return GoalExplorer(numbers, goals)


def order_explorer(numbers: Sequence[int] = (8, 13, 26, 38, 25), anchor: int = 0) -> Explorable:
    """Place an Order card under one number of a line and see how far its chain runs."""
    line = _numbers_input(numbers)
    line.description = "Line"
    under = ipw.BoundedIntText(
        value=anchor + 1,
        min=1,
        max=11,
        description="Under number",
        style={"description_width": "initial"},
        layout=ipw.Layout(width="200px"),
    )
    kind = ipw.ToggleButtons(options=[("Order up", Special.ORDER_UP), ("Order down", Special.ORDER_DOWN)])

    def draw() -> str:
        nums = [int(n) for n in line.value]
        at = min(under.value, max(len(nums), 1)) - 1
        chain = order_chain(nums, at, kind.value) if nums else []
        steps = " -> ".join(map(str, [nums[at], *chain])) if nums else "no numbers yet"
        return (
            str(draw_line(nums, (), [(kind.value, at)] if nums else (), name="Your line"))
            + f"<p>Chain: {escape(steps)}: +{2 * len(chain)} points, added after the jackpot "
            "multiplication and never multiplied.</p>"
        )

    return Explorable("Order chain", [line, under, kind], draw)


def zero_explorer(last_numbers: Sequence[int | None] = (30, 3, 17)) -> Explorable:
    """Three players and the zeros one refill turns up: who receives each, or why nobody does.

    Only situations play can reach are offered: two lines never end on the same number, and a
    player who has stopped never has the turn.
    """
    names = ("Ana", "Ben", "Cy")
    choices = [("no number yet", 0)] + [(str(n), n) for n in NUMBERS]
    lasts = [
        ipw.Dropdown(
            options=choices, value=n or 0, description=f"{name}'s last", layout=ipw.Layout(width="220px")
        )
        for name, n in zip(names, last_numbers)
    ]
    stopped = [
        ipw.Checkbox(value=False, description="stopped", indent=False, layout=ipw.Layout(width="100px"))
        for _ in names
    ]
    active = ipw.ToggleButtons(
        options=[(name, seat) for seat, name in enumerate(names)], description="Whose turn"
    )
    zeros = [(z.label, z) for z in ZERO_MIX]
    first = ipw.Dropdown(
        options=zeros,
        value=Zero(2, Target.MIN),
        description="First zero",
        style={"description_width": "initial"},
    )
    second = ipw.Dropdown(
        options=[("none", None), *zeros],
        value=Zero(2, Target.MIN),
        description="A second zero in the same refill",
        style={"description_width": "initial"},
    )

    def draw() -> str:
        numbers = [box.value for box in lasts if box.value]
        if len(set(numbers)) < len(numbers):
            return "<p>Two lines never end on the same number: each number is printed once. Pick another.</p>"
        if stopped[active.value].value:
            return f"<p>{names[active.value]} has stopped, and a stopped player never has the turn again.</p>"
        last = [None if stop.value or box.value == 0 else box.value for box, stop in zip(lasts, stopped)]
        hit = [False] * len(names)
        told = []
        is_first, nobody_before = True, False
        for zero, when in ((first.value, "First,"), (second.value, "Then")):
            if zero is None:
                continue
            fate, picked = zero_fate(zero.target, active.value, last, hit, first=is_first)
            is_first = is_first and still_first(fate)
            story = zero_story(zero, fate, picked, last, names, active.value, after_nobody=nobody_before)
            nobody_before = nobody_before or fate is ZeroFate.NOBODY
            told.append(f"<p>{when} <b>{escape(zero.label)}</b> {story}.</p>")
            if fate is ZeroFate.HANDED_OUT and picked is not None:
                hit[picked] = True
        return "".join(told) + (
            "<p>Here nobody has zero-points yet, so the first zero cannot explode anyone.</p>"
        )

    rows = [ipw.HBox([lasts[i], stopped[i]]) for i in range(len(names))]
    return Explorable(
        "Zero target", [*lasts, *stopped, active, first, second], draw, [*rows, active, first, second]
    )


def zero_story(
    zero: Zero,
    fate: ZeroFate,
    picked: int | None,
    last: Sequence[int | None],
    names: Sequence[str],
    active: int,
    *,
    after_nobody: bool = False,
) -> str:
    """What became of a zero and why, in words: the sentence after its label, without its full stop.

    Only the turn's player can have no number here (a stopped player never has the turn), so a YOU
    zero that finds nobody always finds a player without a number. ``after_nobody``: an earlier zero
    of this refill reached nobody, so a later one is set aside by this edition's reading alone.
    """
    if fate is ZeroFate.HANDED_OUT:
        assert picked is not None
        return f"goes to <b>{names[picked]}</b>: {zero_reason(zero, picked, last)}"
    if fate is ZeroFate.NOBODY:
        gone = "is discarded" if UNTARGETED_ZERO == "discard" else SHUFFLE_BACK_WAITS
        return f"finds nobody: {nobody_reason(zero.target, names[active], False)}. It {gone}"
    if fate is ZeroFate.PROTECTED:
        assert picked is not None
        return (
            f"would go to {names[picked]}, who already took a zero this turn: it is <b>discarded</b> "
            "(one zero per player per turn)"
        )
    whom = f"it would go to {names[picked]}, but " if picked is not None else ""
    first = "only the first zero of a refill is handed out"
    if after_nobody:
        other = "" if picked is None else f"; the option 'hand out' would give this one to {names[picked]}"
        first += (
            f", and here the first reached nobody (this edition's reading, "
            f"<code>AFTER_UNTARGETED_ZERO</code>{other})"
        )
    return (
        f"is <b>set aside</b>: {whom}{first}. It goes back into "
        "the deck once a number or special card turns up, or stays aside for the rest of the round if "
        "the deck runs out first"
    )


def zero_reason(zero: Zero, seat: int, last: Sequence[int | None]) -> str:
    """Why a zero went where it went, in words."""
    if zero.target is Target.YOU:
        return "it is their turn"
    others = ", ".join(str(n) for n in last if n is not None)
    word = "lowest" if zero.target is Target.MIN else "highest"
    return f"their last number, {last[seat]}, is the {word} of the lines it can reach ({others})"


# ---- check yourself: a question first, the engine's answer on request ----


class CheckYourself(ipw.VBox):  # type: ignore[misc]
    """A question the learner answers before the engine's answer is shown.

    Each part is a label, its options and the right option (worked out by the engine by whoever
    builds the question). "Check" marks the choices; "Show the answer" reveals ``answer_html``.
    """

    def __init__(
        self, question: str, parts: Sequence[tuple[str, Sequence[str], str]], answer_html: str
    ) -> None:
        for label, options, right in parts:
            assert right in options, f"the answer to {label!r} is one of its options"
        self.parts = parts
        self.answer_html = answer_html
        self.choices = [
            ipw.ToggleButtons(
                options=list(options),
                value=None,
                description=label,
                style={"description_width": "initial", "button_width": "auto"},
            )
            for label, options, _ in parts
        ]
        self.check = ipw.Button(description="Check my answer", button_style="primary")
        self.check.add_class("tt-check")
        self.check.on_click(lambda _: self.mark())
        self.show = ipw.Button(description="Show the answer")
        self.show.add_class("tt-show-answer")
        self.show.on_click(lambda _: self.reveal())
        self.feedback = ipw.HTML()
        self.answer = ipw.HTML()
        self.answer.add_class("tt-answer")
        super().__init__(
            [
                ipw.HTML(f"<p>{question}</p>"),
                *self.choices,
                ipw.HBox([self.check, self.show]),
                self.feedback,
                self.answer,
            ]
        )
        self.add_class("tt-check-yourself")

    def mark(self) -> None:
        """Say how many parts are right; all right also shows the worked answer."""
        chosen = [choice.value for choice in self.choices]
        if None in chosen:
            self.feedback.value = "<p>Choose an answer for every part first.</p>"
            return
        right = sum(value == part[2] for value, part in zip(chosen, self.parts))
        if right == len(self.parts):
            self.feedback.value = "<p><b>Right.</b> Here is how the engine works it out:</p>"
            self.reveal()
        else:
            self.feedback.value = (
                f"<p>Not yet: {right} of {len(self.parts)} right. Try again, or show the answer.</p>"
            )

    def reveal(self) -> None:
        self.answer.value = self.answer_html

    def __repr__(self) -> str:  # the text a notebook stores beside the widget: never the answer
        return f"<Check yourself: {len(self.parts)} part{'s' * (len(self.parts) != 1)}>"


def goal_check(
    numbers: Sequence[int] = (21, 25, 29, 24, 4), goals: Sequence[Goal] = (Goal.RED, Goal.EVEN, Goal.HIGH)
) -> CheckYourself:
    """The rulebook's goal example as a question: which of the goals, kept in this order, are active?"""
    active = active_goals(goals, numbers)
    counts = ", ".join(f"{goal_count(g, numbers)} {GOAL_COUNTS[g]}" for g in dict.fromkeys(goals))
    question = (
        f"A line ({', '.join(map(str, numbers))}) holds {counts}. Its goals were kept in this "
        f"order: {', '.join(map(str, goals))}. Which goals are active?"
    )
    parts = [
        (f"{goal} (goal #{i + 1})", ("active", "not active"), "active" if on else "not active")
        for i, (goal, on) in enumerate(zip(goals, active))
    ]
    why = "".join(
        f"<li>{goal} is goal #{i + 1}, so it needs {goal_threshold(i)}; the line has "
        f"{goal_count(goal, numbers)}: {'active' if on else 'not active'}.</li>"
        for i, (goal, on) in enumerate(zip(goals, active))
    )
    picture = draw_line(numbers, goals, name="The line")
    return CheckYourself(question, parts, f"{picture}<ul>{why}</ul>")


def order_check(
    numbers: Sequence[int] = (8, 13, 26, 38, 25), order: Special = Special.ORDER_UP
) -> CheckYourself:
    """The rulebook's Order example as a question: how many bonus points does the chain earn?"""
    bonus = order_bonus(numbers, [(order, 0)])
    chain = [numbers[0], *order_chain(numbers, 0, order)]
    options = [f"+{ORDER_STEP_BONUS * k}" for k in range(len(numbers))]
    question = (
        f"{order} is tucked under the {numbers[0]}; then come {', '.join(map(str, numbers[1:]))}. "
        "How many bonus points does the chain earn?"
    )
    breaker = numbers[len(chain)] if len(chain) < len(numbers) else None
    stop = f" and the {breaker} breaks it" if breaker is not None else ""
    answer = (
        f"{draw_line(numbers, (), [(order, 0)], name='The line')}<p>The chain runs "
        f"{escape(' -> '.join(map(str, chain)))}{stop}: {len(chain) - 1} steps, +{bonus}.</p>"
    )
    return CheckYourself(question, [("Bonus", options, f"+{bonus}")], answer)


def example_a_check() -> CheckYourself:
    """Rulebook Example A as a question: does a MAX zero still find Nina after her Order card?"""
    played = examples.example_a()
    names = played.state.players
    hit = next((names[seat] for seat, line in enumerate(played.state.lines) if line.zeros), "nobody")
    question = (
        "Nina takes 18 and Omar takes 12. Then Nina takes Order up, which is tucked under her 18. "
        "The refill after it turns up a 0 MAX. Who receives it?"
    )
    answer = f"<pre>{escape(played.told())}</pre>"
    return CheckYourself(question, [("The 0 MAX goes to", (*names, "nobody"), hit)], answer)
