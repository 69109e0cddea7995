"""The play as the parts of Super Cowboy see it: the fields the legal moves and a rustle read and
change.

:class:`~.game.CowboyState` has every one of them; typing the parts with this protocol rather than
with the state lets them live in their own modules without importing :mod:`.game` back.
"""

from __future__ import annotations

from typing import Any, Protocol

from .data import Event as Card
from .fields import Edge, Grid
from .tokens import Tokens


class Table(Protocol):
    """One play of Super Cowboy, as a part of the game reaches into it: the board, the tokens, the
    cowboys and what they hold, the turn's phase."""

    players: tuple[str, ...]
    size: int
    layout: Any
    grid: Grid
    tokens: Tokens
    cowboys: list[tuple[int, int]]
    fences: list[int]
    items: list[list[Card]]
    discard: list[Card]
    skip: list[int]
    drawn: Card | None
    pending: list[Any]
    phase: str
    walked: Edge | None

    @property
    def current_player(self) -> int | None: ...

    def free_squares(self, seat: int) -> list[int]: ...
