"""The coach's one-line reason for a Rowlette move: what it banks, builds, spends or risks, in the game's
words.

Every line is face up, so each reason is a fact of the mover's view worked out with the engine's own
rules (:mod:`.rules`): the points a stop banks, the goal a number switches on, the Order chain it keeps
or breaks, whom a MIN or MAX zero would pick. It never guesses at the deck: what the next refill turns
up is luck, so a reason tells who a zero would hit, never that one will come; once none can (the deck
is empty and no Remove 0 can put one back), it says so instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.words import clauses_within, counted, in_words
from .actions import KeepGoal, Stop, Take
from .data import (
    COLOUR,
    EXPLOSION_AT,
    GOAL_NUMBERS,
    GOALS_OFFERED,
    NUMBERS,
    ORDER_STEP_BONUS,
    UNUSED_REMOVE_ZERO,
    Colour,
    Goal,
    Special,
    Target,
)
from .rules import goal_count, goal_threshold, order_bonus, order_chain
from .views import LineView, RowletteView, Status

#: Hard's iterations per decision: what half a second of one core buys in this game, a little
#: under the median of four ``python -m benchmarks.strength --calibrate`` runs (4 players,
#: 2026-11-29: one run's figure varies by 10-20% on this shared machine); see
#: :attr:`Game.hard_iterations`.
HARD_ITERATIONS = 340

#: A reason keeps the clauses that fit in this many characters (the first is always kept, and is
#: written to fit).
WIDTH = 90
#: Said once no zero can come this round (:func:`_no_zero_left`).
NO_ZERO = "no card is left to turn up a zero"
#: How each Order card's chain runs, in words.
RUNS = {Special.ORDER_UP: ("rising", "higher"), Special.ORDER_DOWN: ("falling", "lower")}


def reason(view: RowletteView, action: Stop | Take | KeepGoal) -> str:
    """Why ``action`` is worth considering for the seat whose ``view`` this is."""
    seat = view.current if view.seat is None else view.seat
    assert seat is not None, "a reason is asked of the seat to move"
    me = view.lines[seat]
    if isinstance(action, Stop):
        return _joined(_stop(view, me))
    if isinstance(action, KeepGoal):
        return _joined(_keep(view, me, action.goal))
    card = action.card
    if isinstance(card, int):
        return _joined(_number(view, me, card))
    assert isinstance(card, Special), "zeros never join the market"
    return _joined(_special(view, me, card))


def _joined(clauses: Iterable[str]) -> str:
    """The clauses, most telling first, joined with "; " while they fit in :data:`WIDTH`."""
    return clauses_within(clauses, WIDTH)


def _no_zero_left(view: RowletteView) -> bool:
    """Whether no zero can come for the rest of the round: the main deck is empty, so no refill turns
    up a card and set-aside zeros stay aside (EMPTY_DECK, EMPTY_DECK_ZEROS). Only a Remove 0 puts a
    zero back into the deck, so one in the market keeps the zeros' risk alive."""
    return view.deck_size == 0 and Special.REMOVE_ZERO not in view.market


def _banked(me: LineView) -> tuple[int, str]:
    """What the line scores if it is out of the round now, and the sum in words."""
    active = sum(me.active)
    bonus = order_bonus(me.numbers, me.orders)
    sums = f"{me.jackpot} x {counted(active, 'goal')}" + (f" + {bonus} Order bonus" if bonus else "")
    return me.jackpot * active + bonus, sums


def _stop(view: RowletteView, me: LineView) -> list[str]:
    """Stopping: the score it locks in and the zero it gets away from (none, once no zero can come),
    or the goal it gives up on."""
    points, sums = _banked(me)
    clauses = []
    if not view.market:
        clauses.append("the market is empty, so stopping is all that is left")
    safe = _no_zero_left(view)
    aim = None if safe else _aim(view, me, me.last_number)
    zero = "a MIN or MAX zero" if aim is Target.YOU else f"a {aim} zero"
    gap = EXPLOSION_AT - me.zero_points
    at_risk = not safe and me.zero_points > 0 and gap <= 3  # one zero more can explode the line
    if not points:
        empty = not me.numbers
        clauses.append(
            "an empty line scores nothing this round" if empty else "banks nothing: no goal is active"
        )
    elif aim is not None:
        clauses.append(
            f"banks {counted(points, 'point')} ({sums}) before {zero} can hit your {me.last_number}"
        )
    elif at_risk:
        clauses.append(f"banks {counted(points, 'point')} ({sums}) before one {'0' * gap} can explode you")
        at_risk = False  # said
    elif safe:
        clauses.append(f"banks {counted(points, 'point')} ({sums}); {NO_ZERO}")
    else:
        clauses.append(f"banks {counted(points, 'point')} ({sums}), out of the zeros' reach")
    for index, goal in enumerate(me.goals):
        missing = goal_threshold(index) - goal_count(goal, me.numbers)
        if not me.active[index] and missing == 1:
            clauses.append(f"but your {goal} goal #{index + 1} is one number short")
    if at_risk:
        clauses.append(f"at {me.zero_points} zero-points, one {'0' * gap} would explode you")
    return clauses


def _aim(view: RowletteView, me: LineView, last: int | None) -> Target | None:
    """The zeros that would single ``me`` out if its line ends on ``last`` and stays in play: MAX for
    the highest last number of the lines in play, MIN for the lowest, YOU (both: a YOU zero looks only at
    the player whose turn it is) for the only line in play with a number; None when none singles it out."""
    if last is None:
        return None
    rivals = [
        line.last_number for line in view.lines if line is not me and _reachable(view, line) and line.numbers
    ]
    if not rivals:
        return Target.YOU
    if last > max(number for number in rivals if number is not None):
        return Target.MAX
    if last < min(number for number in rivals if number is not None):
        return Target.MIN
    return None


def _picked(aim: Target, whose: str, verb: str) -> str:
    """A line singled out by ``aim`` (see :func:`_aim`), as "12 is then the highest: MAX zeros
    pick you" (the highest last number of the lines in play, as MAX zeros look for); the only line in
    play with a number is the only one any zero, MIN, MAX or YOU, can reach."""
    if aim is Target.YOU:
        return f"{whose} {verb} the only line zeros can reach"
    word = "highest" if aim is Target.MAX else "lowest"
    return f"{whose} {verb} the {word}: {aim} zeros pick you"


def _reachable(view: RowletteView, line: LineView) -> bool:
    """Whether a zero may yet reach another line: one still playing, or, under auto_stop="still a
    target", one stopped at its limit."""
    full = line.status is Status.FULL
    return line.status is Status.PLAYING or (full and view.auto_stop == "still a target")


def _number(view: RowletteView, me: LineView, card: int) -> list[str]:
    """A number taken: goals it switches on, the chains, then the zeros it draws when they single this
    number out (the push-your-luck risk: a MIN or MAX zero), then its colour's effect, then the zeros
    any number would draw (the only line with a number, or the first one), the goals it feeds. Once no
    zero can come this round (:func:`_no_zero_left`), the take is said to be safe instead. A number
    that fills the line leads with the stop and the zeros that can still reach it (:func:`_full`).

    Every clause is kept short so the risk fits in :data:`WIDTH` beside the colour's effect."""
    numbers = (*me.numbers, card)
    clauses = []
    lit = [
        f"{goal} goal #{i + 1}"
        for i, goal in enumerate(me.goals)
        if not me.active[i] and goal_count(goal, numbers) >= goal_threshold(i)
    ]
    jackpot = me.jackpot + (COLOUR[card] is Colour.BLACK)
    if lit:
        active = counted(sum(me.active) + len(lit), "active goal")
        clauses.append(f"switches on your {in_words(lit)}: {active}")
    clauses += _chains(me, card)
    full = len(numbers) >= me.limit
    safe = _no_zero_left(view)
    aim = None if full or safe else _aim(view, me, card)  # a full line's zeros are told by _full
    if aim in (Target.MIN, Target.MAX):
        clauses.append(_picked(aim, str(card), "is then"))
    elif safe and not full:
        clauses.append(f"safe: {NO_ZERO}")
    if COLOUR[card] is Colour.BLACK:
        active_now = sum(me.active) + len(lit)
        clauses.append(
            f"+1 coin: jackpot {me.jackpot} -> {jackpot}, x {counted(active_now, 'active goal')}"
            if active_now
            else f"+1 coin: jackpot {me.jackpot} -> {jackpot}, no goal active yet"
        )
    else:
        drawn = min(GOALS_OFFERED, view.goal_deck_size)
        need = goal_threshold(len(me.goals))
        clauses.append(
            f"draws {counted(drawn, 'goal')}: keep one as goal #{len(me.goals) + 1} (needs {need})"
            if drawn
            else "no goal is left to draw"
        )
    if aim is Target.YOU:
        clauses.append(_picked(aim, "yours", "is then"))
    elif not me.numbers and not full and not safe:
        clauses.append("first number: zeros can now reach you")
    clauses += _feeds(me, numbers)
    if full:
        clauses[:0] = _full(view, me, card, len(numbers))
    return clauses


def _full(view: RowletteView, me: LineView, card: int, count: int) -> list[str]:
    """A number that fills the line: it stops, but by this edition's AUTO_STOP ("after refill") this
    turn's refill can still hit it, and under "still a target" every refill of the round can; only
    "at once" takes it out of reach before the refill (the view carries the table's reading, so
    each is told only where it holds); none can once no zero is left to come (:func:`_no_zero_left`).
    Where zeros can reach the line, the risk comes next: the zero that would explode it, then the
    zeros that single out ``card``, as many as fit."""
    if view.auto_stop == "at once":
        return [f"your {_ordinal(count)} number, the limit: you stop at once, out of the zeros' reach"]
    if view.auto_stop == "still a target" and not _no_zero_left(view):
        clauses = ["the limit: you stop, but zeros can still hit you this round"]
    elif view.auto_stop == "after refill" and view.deck_size:
        clauses = ["the limit: you stop, but this turn's refill can still hit you"]
    else:
        return [f"your {_ordinal(count)} number, the limit: you stop; {NO_ZERO}"]
    gap = EXPLOSION_AT - me.zero_points
    if me.zero_points > 0 and gap <= 3:
        clauses.append(f"one {'0' * gap} more explodes you")
    aim = _aim(view, me, card)
    if aim is Target.YOU:
        clauses.append("zeros can reach only you")
    elif aim is not None:
        clauses.append(f"{aim} zeros pick your {card}")
    return clauses


def _chains(me: LineView, card: int) -> list[str]:
    """What ``card`` does to the Order chains still running to the end of the line: the points it
    earns first, then the chains it starts, then those it ends, each Order card's alike told once
    ("+4 from both your Order down chains (18 -> 7)")."""
    kept: dict[Special, int] = {}
    started: dict[Special, int] = {}
    ended: dict[Special, int] = {}
    for order, anchor in me.orders:
        if anchor >= len(me.numbers):  # tucked before the line had a number: it goes under this one
            started[order] = started.get(order, 0) + 1
        elif anchor + len(order_chain(me.numbers, anchor, order)) < len(me.numbers) - 1:
            continue  # broken already: a chain never starts again
        elif order_chain((me.numbers[-1], card), 0, order):
            kept[order] = kept.get(order, 0) + 1
        else:
            ended[order] = ended.get(order, 0) + 1
    said = []
    for order, count in kept.items():
        said.append(f"+{ORDER_STEP_BONUS * count} from {_yours(count, order)} ({me.numbers[-1]} -> {card})")
    for order, count in started.items():
        cards = "the Order card goes" if count == 1 else "the Order cards go"
        said.append(f"starts {_yours(count, order)}: {cards} under this first number")
    for order, count in ended.items():
        said.append(f"ends {_yours(count, order)} ({me.numbers[-1]} -> {card})")
    return said


def _many(count: int) -> str:
    """Two or more alike, as "both" or "all 3"."""
    return "both" if count == 2 else f"all {count}"


def _yours(count: int, order: Special) -> str:
    """A line's chains of one Order card: "your Order up chain", "both your Order up chains"."""
    return f"your {order} chain" if count == 1 else f"{_many(count)} your {order} chains"


def _feeds(me: LineView, numbers: Sequence[int]) -> list[str]:
    """Goals not yet on that this number brings closer, with how many they still need."""
    card = numbers[-1]
    said = []
    for index, goal in enumerate(me.goals):
        count, need = goal_count(goal, numbers), goal_threshold(index)
        if not me.active[index] and card in GOAL_NUMBERS[goal] and count < need:
            said.append(f"your {goal} goal #{index + 1} gets to {count} of {need}")
    return said


def _ordinal(count: int) -> str:
    """10th, 21st, 22nd, 23rd: a line's limit grows with every +Limit an option may add."""
    suffix = "th" if count % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(count % 10, "th")
    return f"{count}{suffix}"


def _special(view: RowletteView, me: LineView, card: Special) -> list[str]:
    """A special taken: its effect on this line now; it adds no number, so the line's last stays."""
    clauses = []
    if card is Special.REMOVE_ZERO:
        zero = me.removable_zero
        if zero is not None:
            left = me.zero_points - zero.points
            clauses.append(f"takes out your {zero}: zero-track {me.zero_points} -> {left}")
        elif me.zeros:
            clauses.append(f"your one Remove 0 this round is used, so {UNUSED_REMOVE_ZERO}")
        else:
            clauses.append(f"no zero in your line to throw out: {UNUSED_REMOVE_ZERO}")
    elif card is Special.PLUS_LIMIT:
        room = me.limit + 1 - len(me.numbers)
        clauses.append(
            f"limit {me.limit} -> {me.limit + 1} numbers: room for {room} more before the auto-stop"
        )
    else:
        running, beyond = RUNS[card]
        last = me.last_number
        if last is None:
            clauses.append(
                f"goes under your first number to come: +{ORDER_STEP_BONUS} for each after it still {running}"
            )
        else:
            taken = {number for line in view.lines for number in line.numbers}
            side = [
                n for n in NUMBERS if n not in taken and (n > last if card is Special.ORDER_UP else n < last)
            ]
            clauses.append(f"goes under your {last}: +{ORDER_STEP_BONUS} a number while {running}")
            are = "is" if len(side) == 1 else "are"
            clauses.append(f"{counted(len(side), 'number')} {beyond} than {last} {are} in no line yet")
    if me.last_number is not None:
        clauses.append(f"adds no number, so your line still ends on {me.last_number}")
    if _no_zero_left(view):
        clauses.append(f"safe: {NO_ZERO}")
    elif (aim := _aim(view, me, me.last_number)) is not None:
        clauses.append(_picked(aim, "yours" if aim is Target.YOU else f"your {me.last_number}", "stays"))
    return clauses


def _keep(view: RowletteView, me: LineView, goal: Goal) -> list[str]:
    """A goal kept: the threshold its place gives it, how far the line is from it, whether it fits."""
    index = len(me.goals)
    need, have = goal_threshold(index), goal_count(goal, me.numbers)
    if have >= need:
        clauses = [f"on at once as goal #{index + 1}: your {have} {goal} numbers meet its {need}"]
    else:
        clauses = [f"goal #{index + 1} needs {need} {goal} numbers; you have {have}, {need - have} to go"]
        room = me.limit - len(me.numbers)
        if need - have > room:  # a +Limit may yet make room: the limit is today's, not the round's
            fit = "no more fit" if room == 0 else f"only {room} more {'fits' if room == 1 else 'fit'}"
            clauses.append(f"{fit} at the current limit")
        else:
            taken = {number for line in view.lines for number in line.numbers}
            free = sum(1 for number in GOAL_NUMBERS[goal] if number not in taken)
            clauses.append(f"{counted(free, f'{goal} number')} {'is' if free == 1 else 'are'} in no line yet")
    if goal in me.goals:
        clauses.append(f"another {goal} goal, with its own threshold")
    return clauses
