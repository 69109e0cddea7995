"""A Rowlette bot that plays like a careful beginner, with its caution exposed as numbers.

``stop_at`` and ``zero_caution`` are the two questions every push-your-luck player asks: how long
a line is long enough, and how many zero-points are too many. The notebook varies them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from .actions import KeepGoal, Stop, Take
from .data import COLOUR, EXPLOSION_AT, GOAL_NUMBERS, ORDER_STEP_BONUS, Colour, Special
from .rules import goal_count, goal_threshold, order_chain
from .views import LineView, Phase, RowletteView

#: Named once: on Python 3.11 naming an enum member is a class lookup each time, and a search's
#: playouts ask this bot for every move.
_KEEP, _BLACK = Phase.KEEP, Colour.BLACK
_REMOVE_ZERO, _PLUS_LIMIT, _ORDER_UP = Special.REMOVE_ZERO, Special.PLUS_LIMIT, Special.ORDER_UP


class _Standing(NamedTuple):
    """What the bot's line stands at, worked out once per choice rather than once per card weighed."""

    lit: int  # active goals
    #: per goal not yet active: the numbers it counts, and how many of them the line holds and needs
    pending: list[tuple[frozenset[int], int, int]]
    #: the Order cards whose chain runs up to the line's last number, so the next number may extend it
    running: list[Special]

    @classmethod
    def of(cls, me: LineView) -> _Standing:
        numbers = me.numbers
        pending = [
            (GOAL_NUMBERS[goal], goal_count(goal, numbers), goal_threshold(i))
            for i, goal in enumerate(me.goals)
            if not me.active[i]
        ]
        running = [
            order
            for order, anchor in me.orders
            if anchor + len(order_chain(numbers, anchor, order)) == len(numbers) - 1
        ]
        return cls(sum(me.active), pending, running)


class SensibleBot:
    """Takes the card worth most right now; stops at ``stop_at`` numbers or ``zero_caution`` zero-points."""

    name = "Sensible"

    def __init__(self, stop_at: int = 9, zero_caution: int = 5) -> None:
        self.stop_at = stop_at
        self.zero_caution = zero_caution

    def choose(self, view: RowletteView, legal: Sequence[Any], rng: random.Random) -> Any:
        me = view.lines[view.seat if view.seat is not None else 0]
        if view.phase is _KEEP:
            return min(legal, key=lambda keep: self._goal_gap(keep, me))
        takes = [action for action in legal if isinstance(action, Take)]
        removal = next((t for t in takes if t.card is _REMOVE_ZERO), None)
        points = me.zero_points
        if removal is not None and points >= 2 and not me.remove_zero_spent:
            return removal
        if not takes or len(me.numbers) >= self.stop_at or points >= self.zero_caution:
            return next(action for action in legal if isinstance(action, Stop))
        standing = _Standing.of(me)
        return max(takes, key=lambda take: self._worth(take, me, standing))

    def __repr__(self) -> str:
        return f"SensibleBot(stop_at={self.stop_at}, zero_caution={self.zero_caution})"

    @staticmethod
    def _goal_gap(keep: KeepGoal, me: LineView) -> int:
        """Numbers still missing before this goal would be active, kept in the next position."""
        return goal_threshold(len(me.goals)) - goal_count(keep.goal, me.numbers)

    @staticmethod
    def _worth(take: Take, me: LineView, standing: _Standing) -> float:
        """A rough guess at the points a card adds, now or soon.

        A number lights a pending goal it counts for that then reaches its threshold, and extends
        each running Order chain it keeps rising (or falling) from the last number: that chain
        already runs to the last number, so the one step added is all that can change.
        """
        card = take.card
        if isinstance(card, int):
            newly_active = sum(
                1 for counts, held, needed in standing.pending if held + (card in counts) >= needed
            )
            active = standing.lit + newly_active
            worth = float(newly_active * me.jackpot)
            if COLOUR[card] is _BLACK:
                worth += max(active, 0.5)
            else:
                worth += 1.5 if len(me.goals) < 3 else 0.3
            for order in standing.running:
                last = me.numbers[-1]
                if (card > last) if order is _ORDER_UP else (card < last):
                    worth += ORDER_STEP_BONUS
            return worth
        if card is _PLUS_LIMIT:
            return 0.2
        if card is _REMOVE_ZERO:
            return 0.1 + (0 if me.remove_zero_spent else me.zero_points / EXPLOSION_AT)
        last = me.numbers[-1] if me.numbers else 20
        room = (40 - last) if card is _ORDER_UP else (last - 1)
        return ORDER_STEP_BONUS * room / 20
