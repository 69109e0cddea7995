"""The play as the parts of Rowlette see it: the fields the market, the zeros, the goals and the
scoring read and change.

:class:`~.game.RowletteState` has every one of them; typing the parts with this protocol rather
than with the state lets them live in their own modules without importing :mod:`.game` back.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from .data import Card, Goal, Zero
from .line import Line
from .rules import RoundResult
from .views import Phase


class Table(Protocol):
    """One play of Rowlette, as a part of the game reaches into it."""

    players: tuple[str, ...]
    options: dict[str, Any]
    round: int
    totals: list[int]
    results: list[tuple[RoundResult, ...]]
    active: int
    phase: Phase
    deck: list[Card]
    goal_deck: list[Goal]
    market: list[Card]
    discard: list[Card]
    aside: list[Zero]
    lines: list[Line]
    offer: list[Goal]
    hit: list[bool]

    def winners(self) -> list[int]: ...

    def _random(self) -> random.Random: ...
