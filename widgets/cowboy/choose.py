"""Choosing a rope or a rustle on the Super Cowboy board: the only move that takes two clicks.

The first click picks a steer (``pick steer C5``; ``pick nothing`` lets go), the second clicks the
ringed square of your field it goes to, and that second click is the engine's own action. What is
picked lives in a :class:`Pick` the table keeps; :func:`choose` applies a picking click to it or
refuses it with the engine's rule. :class:`Options` reads the legal moves back from their strings,
for the picture as well as for choosing. Nothing here touches the game."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import IllegalAction
from tabletop.core.errors import GAME_OVER
from tabletop.cowboy import CowboyState
from tabletop.cowboy.actions import Action, Steer, parse
from tabletop.cowboy.refusals import steer_refusal

from ..choose import PICK as PICK  # the word every game's choosing clicks start with


@dataclass
class Pick:
    """The steer picked for a rope or rustle, before its destination is clicked (not yet sent)."""

    steer: str | None = None  # the square's name, as in the action strings

    def clear(self) -> None:
        self.steer = None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    texts: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: Iterable[str]) -> Options:
        texts = frozenset(legal)
        return cls(tuple(a for a in map(parse, sorted(texts)) if a is not None), texts)

    def has(self, action: Action) -> bool:
        return str(action) in self.texts

    def steer_moves(self, steer: str | None) -> list[Steer]:
        """Ropes and rustles of the steer at ``steer``, one per destination."""
        return [a for a in self.actions if isinstance(a, Steer) and a.steer == steer]

    def steers(self) -> set[str]:
        """The squares whose steer can be roped or rustled now."""
        return {a.steer for a in self.actions if isinstance(a, Steer)}

    def of_kind(self, kind: type[Any]) -> list[Any]:
        return [a for a in self.actions if isinstance(a, kind)]


def choose(state: CowboyState, pick: Pick, what: str) -> None:
    """Apply a board click that only chooses ("steer C5", "nothing") to ``pick``.

    Raises IllegalAction, with the rule, for a steer that cannot be roped or rustled now. Nothing
    is applied to the game here: the rope or rustle is sent when its destination is clicked.
    """
    seat = state.current_player
    if seat is None:
        raise IllegalAction(GAME_OVER, "core.game-over")
    if what == "nothing":
        pick.clear()
        return
    where = what.removeprefix("steer ") if what.startswith("steer ") else None
    if where is None or not re.fullmatch(r"[A-Z]\d+", where):
        raise IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")
    options = Options.of(map(str, state.legal_actions()))
    if not options.steer_moves(where):
        why = steer_refusal(state.view(seat), where)
        if why is None:
            raise IllegalAction(f"The steer at {where} cannot be roped or rustled now.", "cowboy.rope")
        raise IllegalAction(why.text, why.rule)
    pick.steer = where
