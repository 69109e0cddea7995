"""One player's line this round: its numbers, and everything tucked under or beside it (zeros, Order
cards, goals, the jackpot, +Limit cards), with the status that says whether it is still in play.
"""

from __future__ import annotations

from ..core.words import counted
from . import data
from .data import Goal, Special, Zero
from .views import Status


class Line:
    """One player's line this round, with everything tucked under or beside it."""

    __slots__ = (
        "active",
        "extra_limit",
        "goals",
        "jackpot",
        "numbers",
        "orders",
        "removed_zero",
        "status",
        "zeros",
    )

    def __init__(self, jackpot: int) -> None:
        self.numbers: list[int] = []
        self.zeros: list[Zero] = []
        self.orders: list[tuple[Special, int]] = []  # (Order card, index of the number it is under)
        self.goals: list[Goal] = []
        self.active: list[bool] = []  # per goal: threshold reached (it stays reached)
        self.jackpot = jackpot
        self.extra_limit = 0  # +Limit cards taken
        self.removed_zero = False  # a Remove 0 has taken a zero out of this line this round
        self.status = Status.PLAYING

    def copy(self) -> Line:
        other = Line.__new__(Line)
        other.numbers = self.numbers.copy()
        other.zeros = self.zeros.copy()
        other.orders = self.orders.copy()
        other.goals = self.goals.copy()
        other.active = self.active.copy()
        other.jackpot = self.jackpot
        other.extra_limit = self.extra_limit
        other.removed_zero = self.removed_zero
        other.status = self.status
        return other

    @property
    def zero_points(self) -> int:
        return sum(zero.points for zero in self.zeros)

    @property
    def limit(self) -> int:
        return data.NUMBER_LIMIT + self.extra_limit


def worth(line: Line) -> str:
    """What a line holds when its player stops: '4 numbers, jackpot 3, 1 active goal'."""
    numbers, goals = counted(len(line.numbers), "number"), counted(sum(line.active), "active goal")
    return f"{numbers}, jackpot {line.jackpot}, {goals}"
