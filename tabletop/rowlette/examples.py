"""The rulebook's worked examples, staged at a table and played by the engine.

Each example stacks the deck so that the rulebook's situation arises through legal play, as a
teacher would lay out cards at a real table. The lesson shows these plays and the tests check
them, so what the lesson shows is what the engine does. Where a printed example disagrees with the
rules, its printed figures are kept here as data (``PRINTED_D``) and :func:`example_d_differences`
names every place the engine's play of it comes out otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Event
from .data import (
    AFTER_UNTARGETED_ZERO,
    AUTO_STOP,
    COLOUR,
    FIRST_JACKPOT,
    GOAL_NUMBERS,
    ORDER_STEP_BONUS,
    REMOVE_ZERO_USE,
    Colour,
    Goal,
)
from .game import RowletteState
from .rules import RoundResult, goal_threshold, order_chain


@dataclass(frozen=True, slots=True)
class Played:
    """A staged game after its moves: who made each move, and the events it caused."""

    state: RowletteState
    moves: tuple[tuple[int, str, tuple[Event, ...]], ...]

    @property
    def events(self) -> list[str]:
        return [event.text for _, _, events in self.moves for event in events]

    def told(self, last: int | None = None) -> str:
        """Each move (or the ``last`` few) and what it caused, indented: the lines of a play's story."""
        return "\n".join(
            f"{self.state.players[seat]}: {move}" + "".join(f"\n    {event.text}" for event in events)
            for seat, move, events in self.moves[-(last or len(self.moves)) :]
        )


def staged(
    players: Sequence[str],
    deck_top: Sequence[str | int],
    moves: Sequence[str],
    *,
    goal_top: Sequence[str] = (),
    **options: Any,
) -> Played:
    """Play ``moves`` in a game whose deck starts with ``deck_top`` (the first three are the market)."""
    from .. import get

    state: RowletteState = get("rowlette").new(
        players,
        seed=1,
        first_player=0,
        deck_top=[str(card) for card in deck_top],
        goal_top=list(goal_top),
        **options,
    )
    done = []
    for move in moves:
        seat = state.current_player
        assert seat is not None, f"the staged game is over before {move!r}"
        done.append((seat, move, tuple(state.apply(state.action_from_string(move)))))
    return Played(state, tuple(done))


def example_a() -> Played:
    """Nina takes 18, then Order up, tucked under it; the refill's 0 MAX looks for the highest number."""
    return staged(
        ["Nina", "Omar"],
        [18, 12, "Order up", 30, 5, "0 MAX", 6],
        ["Take 18", "Keep Low goal", "Take 12", "Take Order up"],
        goal_top=["Low"] * 3,
    )


#: Example B's table: Maria takes 40, Leo takes 3 (the lowest last number), then Maria takes 36,
#: and her refill turns up two zeros before a number.
_EXAMPLE_B = [40, 3, 36, 8, 20]
_EXAMPLE_B_MOVES = ["Take 40", "Take 3", "Take 36"]


def example_b() -> Played:
    """Example B as it is told: a first zero hits Leo, a second that would hit him again is discarded.

    The first zero has to be one that picks Leo (his 3 is the lowest: a MIN zero).
    """
    return staged(["Maria", "Leo"], [*_EXAMPLE_B, "00 MIN", "00 MIN", 11], _EXAMPLE_B_MOVES)


def example_b_as_printed() -> Played:
    """Example B with the zero it prints first, a YOU zero: in Maria's turn that one hits Maria."""
    return staged(["Maria", "Leo"], [*_EXAMPLE_B, "0 YOU", "00 MIN", 11], _EXAMPLE_B_MOVES)


def example_c() -> Played:
    """Kay holds a 00 and takes Remove 0."""
    return staged(
        ["Kay", "Lu"],
        [20, 33, 40, "00 MIN", "Remove 0", 3, 4],
        ["Take 20", "Take 40", "Take Remove 0"],
    )


def second_remove_zero(remove_zero_use: str = REMOVE_ZERO_USE) -> Played:
    """Example C played on: later in the round a 0 YOU hits Kay and she takes a second Remove 0.

    In this edition each card works once, so the second card takes the 0 out too; with the
    ``"once per player"`` option Kay has used hers for the round and the card is spent.
    """
    return staged(
        ["Kay", "Lu"],
        [20, 33, 40, "00 MIN", "Remove 0", 3, 4, 7, "0 YOU", "Remove 0", 8, 11],
        ["Take 20", "Take 40", "Take Remove 0", "Take 4", "Take 3", "Take 7", "Take Remove 0"],
        remove_zero_use=remove_zero_use,
    )


def limit_stop(auto_stop: str = AUTO_STOP) -> Played:
    """Ana, on 4 zero-points, takes her tenth number; the refill after it turns up a 000 MAX.

    Ben stopped at once, so every zero can only find Ana. With this edition's ``auto_stop`` the
    refill comes before the stop and the 000 explodes her line; with ``"at once"`` it finds nobody.
    """
    refills: list[str | int] = [7, "00 MIN", 8, "00 MIN", 11, 12, 15, 16, 19, 20, 23, "000 MAX", 24]
    tens = ["Take 3", "Take 4", *(f"Take {n}" for n in (7, 8, 11, 12, 15, 16, 19))]
    return staged(
        ["Ana", "Ben"],
        [1, 3, 4, *refills],
        ["Take 1", "Keep Low goal", "Stop", *tens],
        goal_top=["Low"] * 3,
        rounds=1,
        auto_stop=auto_stop,
    )


def full_line(auto_stop: str = AUTO_STOP) -> Played:
    """Ana's line is full on 40; in Ben's next turn (his last number 39) a 0 MAX turns up.

    This edition's reading lets it pass Ana by and hit Ben; ``"still a target"`` gives it to Ana.
    """
    ana = [3, 4, 7, 8, 11, 12, 15, 16, 19, 40]
    ben = [20, 23, 24, 27, 28, 31, 32, 35, "+Limit"]
    deck: list[str | int] = [3, 20, 4, 23, 7, 24, 8, 27, 11, 28, 12, 31, 15, 32, 16, 35, 19, "+Limit"]
    moves = [f"Take {card}" for pair in zip(ana, ben) for card in pair]
    return staged(
        ["Ana", "Ben"],
        [*deck, 40, 39, 1, 2, "0 MAX", 5],
        [*moves, "Take 40", "Take 39"],
        rounds=1,
        auto_stop=auto_stop,
    )


def missed_zero(after_untargeted_zero: str = AFTER_UNTARGETED_ZERO) -> Played:
    """Ana takes Remove 0 and then +Limit before any number; Ben has a 3. Her refill turns up a
    0 YOU, which finds nobody, and then a 00 MIN that only Ben could receive.

    This edition sets the 00 MIN aside; ``"hand out"`` gives it to Ben.
    """
    return staged(
        ["Ana", "Ben"],
        ["Remove 0", 3, "+Limit", 7, 11, "0 YOU", "00 MIN", 8],
        ["Take Remove 0", "Take 3", "Take +Limit"],
        after_untargeted_zero=after_untargeted_zero,
    )


# ---- Example D: Marco's line, as printed and as the rules play it ----


@dataclass(frozen=True, slots=True)
class PrintedExample:
    """A scoring example exactly as the rulebook prints it, figures and all."""

    line: tuple[int, ...]
    colours: dict[int, Colour]  # the colour printed beside each number
    jackpot: int
    goals: tuple[Goal, ...]
    counts: dict[Goal, tuple[int, ...]]  # the numbers it counts for each goal
    chain: tuple[int, ...]  # the Order up chain it counts, from the number the card is under
    active_goals: int
    score: int


_B, _R = Colour.BLACK, Colour.RED
PRINTED_D = PrintedExample(
    line=(4, 7, 5, 12, 15, 22, 25, 30),
    colours={4: _B, 7: _B, 5: _R, 12: _B, 15: _R, 22: _B, 25: _R, 30: _B},
    jackpot=2,
    goals=(Goal.BLACK, Goal.EVEN, Goal.HIGH),
    counts={Goal.BLACK: (4, 7, 12, 22, 30), Goal.EVEN: (4, 12, 22, 30), Goal.HIGH: (25, 22, 30)},
    chain=(7, 12, 22, 30),
    active_goals=2,
    score=10,
)


def example_d(fourth_goal: Goal = Goal.RED) -> Played:
    """Marco builds the printed line in one round: 4, 7, Order up under the 7, then 5, 12, 15, 22,
    25 and 30, with a single 0 on his zero-track, keeping Black, Even and High as printed.

    The line holds four red numbers, and each one makes him keep a goal, so the rules give him a
    fourth goal that the printed example leaves out: ``fourth_goal``. His opponent stops at once.
    """
    goals = [Goal.BLACK, Goal.EVEN, Goal.HIGH, fourth_goal]
    others = [goal for goal in Goal if goal not in goals][:2]
    offers = [str(card) for goal in goals for card in (goal, *others)]
    market: list[str | int] = [4, 7, "Order up"]
    refills: list[str | int] = [5, 12, "0 YOU", 15, 22, 25, 30, 9, 10, 13]
    takes = ["Take 4", "Stop", "Take 7", "Take Order up", "Take 5", "Keep Black goal", "Take 12"]
    takes += ["Take 15", "Take 22", "Keep Even goal", "Take 25", "Keep High goal", "Take 30"]
    takes += [f"Keep {fourth_goal} goal", "Stop"]
    return staged(["Marco", "Ivo"], [*market, *refills], takes, goal_top=offers, rounds=1)


def _listed(numbers: Sequence[int]) -> str:
    return ", ".join(map(str, numbers)) or "none"


_COLOUR_GOALS = {Goal.RED: Colour.RED, Goal.BLACK: Colour.BLACK}


def _by_own_colours(printed: PrintedExample, goal: Goal) -> tuple[int, ...] | None:
    """The numbers a colour goal counts by the colours the example prints (None: not a colour goal)."""
    colour = _COLOUR_GOALS.get(goal)
    if colour is None:
        return None
    return tuple(n for n in printed.line if printed.colours[n] is colour)


def example_d_differences(played: Played, printed: PrintedExample = PRINTED_D) -> list[str]:
    """Every figure of the printed example that the engine's play of the same line contradicts."""
    line = played.state.lines[0]
    result = played.state.results[-1][0]
    numbers = tuple(line.numbers)
    assert numbers == printed.line, "the staged play builds the printed line"
    out = []
    for n in numbers:
        if printed.colours[n] is not COLOUR[n]:
            pair = (n, n + 1) if n % 2 else (n - 1, n)
            out.append(
                f"It prints {n} as {printed.colours[n]}, but {pair[0]}-{pair[1]} is a {COLOUR[n]} pair."
            )
    for goal, counted in printed.counts.items():
        matching = tuple(n for n in numbers if n in GOAL_NUMBERS[goal])
        if sorted(counted) != sorted(matching):
            by_own = _by_own_colours(printed, goal)
            follows = by_own is not None and sorted(by_own) == sorted(counted)
            out.append(
                f"It counts {len(counted)} for {goal} ({_listed(counted)}), as its own colours give, "
                f"so this follows from the colour errors. By the colour rule the line has "
                f"{len(matching)} ({_listed(matching)})."
                if follows
                else f"It counts {len(counted)} for {goal} ({_listed(counted)}); the line has "
                f"{len(matching)} ({_listed(matching)})."
            )
    blacks = [n for n in numbers if COLOUR[n] is Colour.BLACK]
    if printed.jackpot < FIRST_JACKPOT + len(blacks):
        own = sum(colour is Colour.BLACK for colour in printed.colours.values())
        out.append(
            f"It scores a jackpot of {printed.jackpot}, but each of the {len(blacks)} black numbers "
            f"({_listed(blacks)}) adds a coin to a starting jackpot of at least {FIRST_JACKPOT}, so "
            f"it is at least {FIRST_JACKPOT + len(blacks)} (by its own colours, at least "
            f"{FIRST_JACKPOT + own}); played in round {played.state.round}, it is {line.jackpot}."
        )
    reds = [n for n in numbers if COLOUR[n] is Colour.RED]
    if len(printed.goals) != len(line.goals):
        extra = len(line.goals) - 1
        own_reds = _by_own_colours(printed, Goal.RED) or ()
        cause = (
            f", one for each of its own red numbers ({_listed(own_reds)}), so this too follows from "
            "the colour errors. By the colour rule the line has"
            if len(own_reds) == len(printed.goals)
            else ", but the line has"
        )
        out.append(
            f"It keeps {len(printed.goals)} goals{cause} {len(reds)} red numbers ({_listed(reds)}), "
            f"each making you keep a goal: played, {len(line.goals)} goals, the last needing "
            f"{goal_threshold(extra)} matching numbers."
        )
    for order, anchor in line.orders:
        chain = (numbers[anchor], *order_chain(numbers, anchor, order))
        if chain != printed.chain:
            end = anchor + len(chain)
            breaker = f"the {numbers[end]} after the {chain[-1]} breaks it" if end < len(numbers) else ""
            played_chain = " -> ".join(map(str, chain)) if len(chain) > 1 else "ends at once"
            skipped = [n for n in numbers[end + 1 :] if n not in printed.chain]
            out.append(
                f"It counts the {order} chain as {' -> '.join(map(str, printed.chain))}, but "
                f"{breaker}: played, the chain {played_chain} and earns +{result.order_bonus}. "
                f"Even past the {numbers[end]}, it leaves out {_listed(skipped)}."
            )
    if printed.active_goals != result.active_goals:
        out.append(f"It counts {printed.active_goals} active goals; played, {result.active_goals}.")
    if printed.score != result.score:
        out.append(f"It scores {printed.score}; played, the line scores {result.explain()}.")
    else:
        printed_result = RoundResult(
            printed.jackpot, printed.active_goals, False, ORDER_STEP_BONUS * (len(printed.chain) - 1)
        )
        out.append(
            f"Its total of {printed.score} is right only by chance: it reaches it as "
            f"{printed_result.explain()}, the rules as {result.explain()}."
        )
    return out
