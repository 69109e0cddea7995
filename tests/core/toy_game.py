"""A toy game through the protocol, for the search's tests: after the first move, a coin decides
who moves next, so the same moves leave the turn with different seats in different draws."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.core import Event, Game, IllegalAction, RandomBot, State


@dataclass(frozen=True, slots=True)
class Say:
    word: str

    def __str__(self) -> str:
        return self.word

    def describe(self) -> str:
        return f"say {self.word}"


class CoinState(State):
    """Seat 0 says "a" or "b"; a coin (from the seed) then gives the turn to seat 0 or seat 1, who
    says "x" or "y"; the game ends, won by seat 0 if the last word was "x"."""

    __slots__ = ("next", "words")
    action_types = (Say,)
    words: list[str]
    next: int | None

    @classmethod
    def start(
        cls, game: Game[Any], players: tuple[str, ...], seed: int, options: dict[str, Any]
    ) -> CoinState:
        state = cls()
        state._init_base(game, players, seed, options)
        state.words, state.next = [], 0
        return state

    @property
    def current_player(self) -> int | None:
        return self.next

    def legal_actions(self) -> list[Any]:
        if self.next is None:
            return []
        return [Say("a"), Say("b")] if not self.words else [Say("x"), Say("y")]

    def _check_rules(self, action: Any) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not a word now.", "core.legal-actions")

    def _do(self, action: Any) -> list[Event]:
        self.words.append(action.word)
        self.next = self._random().randrange(2) if len(self.words) == 1 else None
        return []

    def scores(self) -> list[int]:
        won = int(self.words[-1:] == ["x"])
        return [won, 1 - won]

    def view(self, seat: int | None) -> Any:
        return (tuple(self.words), self.next)

    def clone(self) -> CoinState:
        other = self._copy_base(CoinState.__new__(CoinState))
        other.words, other.next = self.words.copy(), self.next
        return other

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Nothing is hidden but the coin, which the new seed draws."""


COIN = Game(
    name="coin",
    title="Coin",
    min_players=2,
    max_players=2,
    rules=(),
    edition=(),
    options={},
    state_class=CoinState,
    bots={"Random": RandomBot},  # the coach's playouts need a house bot
    default_bot="Random",
)
