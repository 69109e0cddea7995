"""The play as the parts of Rowdy Partners see it: the fields the deal, the trick, the Pop track and
the refusals read and change.

:class:`~.game.RowdyState` has every one of them; typing the parts with this protocol rather than
with the state lets them live in their own modules without importing :mod:`.game` back.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from .data import Card, Cheat, Power, Signature, Token
from .rules import Played, Ring
from .views import Phase, TrickResult


class Table(Protocol):
    """One play of Rowdy Partners, as a part of the game reaches into it."""

    players: tuple[str, ...]
    options: dict[str, Any]
    characters: tuple[str, ...]
    managers: tuple[str | None, ...]
    headliner: tuple[bool, ...]
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    side_of: tuple[int, ...]
    max_health: tuple[int, ...]
    health: list[int]
    pop: list[int]
    coins: list[int]
    damage_tokens: list[int]
    tags: list[int]
    cheats: list[list[Cheat]]
    signatures: list[bool]
    signature_on_board: list[bool]
    under_diamond: list[bool]
    supply: dict[Token, int]
    cheat_pool: list[Cheat]
    cheats_spent: list[Cheat]
    hands: list[list[Card]]
    diamonds: list[list[Card | None]]
    discard: list[Card]
    burn: list[Card]
    board: list[Played | None]
    spent: dict[Token, int]
    spent_cheats: list[Cheat]
    ring: Ring
    round: int
    trick: int
    slot: int
    phase: Phase
    diamond_spot: int | None
    leading: bool
    grave_robbing: bool
    pending: list[tuple[Phase, int]]
    looking: list[Cheat]
    tagged: list[bool]
    damage_dealt: list[int]
    loser: int | None
    last_trick: TrickResult | None

    @property
    def current_player(self) -> int | None: ...

    def name(self, seat: int) -> str: ...

    def side_name(self, side: int) -> str: ...

    def signature_of(self, seat: int) -> Signature: ...

    def power_of(self, seat: int) -> Power | None: ...

    def winners(self) -> list[int]: ...

    def _random(self) -> random.Random: ...
