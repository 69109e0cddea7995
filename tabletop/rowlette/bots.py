"""A Rowlette bot that plays like a careful beginner, with its caution exposed as numbers.

``stop_at`` and ``zero_caution`` are the two questions every push-your-luck player asks: how long
a line is long enough, and how many zero-points are too many. The notebook varies them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .actions import KeepGoal, Stop, Take
from .data import COLOUR, EXPLOSION_AT, ORDER_STEP_BONUS, Colour, Special
from .rules import goal_count, goal_threshold, order_chain
from .views import LineView, Phase, RowletteView


class SensibleBot:
    """Takes the card worth most right now; stops at ``stop_at`` numbers or ``zero_caution`` zero-points."""

    name = "Sensible"

    def __init__(self, stop_at: int = 9, zero_caution: int = 5) -> None:
        self.stop_at = stop_at
        self.zero_caution = zero_caution

    def choose(self, view: RowletteView, legal: Sequence[Any], rng: random.Random) -> Any:
        me = view.lines[view.seat if view.seat is not None else 0]
        if view.phase is Phase.KEEP:
            return min(legal, key=lambda keep: self._goal_gap(keep, me))
        takes = [action for action in legal if isinstance(action, Take)]
        removal = next((t for t in takes if t.card is Special.REMOVE_ZERO), None)
        if removal is not None and me.zero_points >= 2 and not me.remove_zero_spent:
            return removal
        if not takes or len(me.numbers) >= self.stop_at or me.zero_points >= self.zero_caution:
            return next(action for action in legal if isinstance(action, Stop))
        return max(takes, key=lambda take: self._worth(take, me))

    def __repr__(self) -> str:
        return f"SensibleBot(stop_at={self.stop_at}, zero_caution={self.zero_caution})"

    @staticmethod
    def _goal_gap(keep: KeepGoal, me: LineView) -> int:
        """Numbers still missing before this goal would be active, kept in the next position."""
        return goal_threshold(len(me.goals)) - goal_count(keep.goal, me.numbers)

    @staticmethod
    def _worth(take: Take, me: LineView) -> float:
        """A rough guess at the points a card adds, now or soon."""
        card = take.card
        if isinstance(card, int):
            numbers = [*me.numbers, card]
            newly_active = sum(
                1
                for i, goal in enumerate(me.goals)
                if not me.active[i] and goal_count(goal, numbers) >= goal_threshold(i)
            )
            active = sum(me.active) + newly_active
            worth = float(newly_active * me.jackpot)
            if COLOUR[card] is Colour.BLACK:
                worth += max(active, 0.5)
            else:
                worth += 1.5 if len(me.goals) < 3 else 0.3
            for order, anchor in me.orders:
                chain = order_chain(me.numbers, anchor, order)
                if (
                    anchor + len(chain) == len(me.numbers) - 1
                    and order_chain(numbers, anchor, order)[len(chain) :]
                ):
                    worth += ORDER_STEP_BONUS
            return worth
        if card is Special.PLUS_LIMIT:
            return 0.2
        if card is Special.REMOVE_ZERO:
            return 0.1 + (0 if me.remove_zero_spent else me.zero_points / EXPLOSION_AT)
        last = me.numbers[-1] if me.numbers else 20
        room = (40 - last) if card is Special.ORDER_UP else (last - 1)
        return ORDER_STEP_BONUS * room / 20
