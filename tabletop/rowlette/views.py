"""What a seat sees of a Rowlette game: every line (nothing in a line is hidden), the market, the
size of the decks and, by this edition's GOAL_OFFER, a red number's goal offer to its chooser only.

Views are frozen values, so bots and widgets get nothing else and two equal views are two games a
player could not tell apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .data import Card, Goal, Special, Zero
from .rules import RoundResult


class Phase(StrEnum):
    TURN = "turn"  # the active player stops or takes a card
    KEEP = "keep goal"  # the active player keeps one of the goals a red card drew
    OVER = "over"


class Status(StrEnum):
    PLAYING = "playing"
    STOPPED = "stopped"
    FULL = "full"  # stopped automatically at the number limit
    EXPLODED = "exploded"


@dataclass(frozen=True, slots=True)
class LineView:
    """A line as every player sees it (nothing in a line is hidden)."""

    name: str
    numbers: tuple[int, ...]
    zeros: tuple[Zero, ...]
    orders: tuple[tuple[Special, int], ...]
    goals: tuple[Goal, ...]
    active: tuple[bool, ...]
    jackpot: int
    limit: int
    status: Status
    total: int
    remove_zero_spent: bool = False  # only under remove_zero_use='once per player': its one use is gone

    @property
    def zero_points(self) -> int:
        return sum(zero.points for zero in self.zeros)

    @property
    def last_number(self) -> int | None:
        return self.numbers[-1] if self.numbers else None

    @property
    def removable_zero(self) -> Zero | None:
        """The zero a Remove 0 taken now would throw out: the latest, unless there is none or this
        player's one use is spent; None means the card would be spent with nothing removed."""
        return self.zeros[-1] if self.zeros and not self.remove_zero_spent else None


@dataclass(frozen=True, slots=True)
class RowletteView:
    """What one seat may see: everything but the order of the decks and (by default) others' goal offers."""

    seat: int | None
    round: int
    rounds: int
    current: int | None
    phase: Phase
    market: tuple[Card, ...]
    deck_size: int
    goal_deck_size: int
    offer: tuple[Goal, ...]  # the goals to choose from; by default (GOAL_OFFER) only the chooser sees them
    lines: tuple[LineView, ...]
    results: tuple[tuple[RoundResult, ...], ...]  # each finished round's scoring, per seat
    # the table's reading of when a full line leaves the zeros' reach (data.AUTO_STOP): a house rule
    # every player knows, and one the coach needs to say whether this turn's refill can hit a full line
    auto_stop: str
