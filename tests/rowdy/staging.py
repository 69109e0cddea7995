"""Helpers to stage Rowdy Partners situations by dealing chosen cards, as a teacher would at a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import tabletop
from tabletop.rowdy import RowdyState

GAME = tabletop.get("rowdy")

#: The rulebook's own cast: Lawman & Nat against Dynamite & Grace, named after their wrestlers.
CAST = ("Lawman", "Nat", "Dynamite", "Grace")
CHARACTERS = ("Lawman", "Nat Greaves", "Dynamite", "Amazing Grace")


def staged(
    players: Sequence[str] = CAST,
    *,
    characters: Sequence[str] | None = None,
    hands: dict[str, Sequence[str]] | None = None,
    first_side: int = 0,
    seed: int = 1,
    **options: Any,
) -> RowdyState:
    """A new game with chosen round-1 cards; ``hands`` maps a player to the cards dealt first."""
    hands = hands or {}
    if characters is None and len(players) == 4 and tuple(players) == CAST:
        characters = CHARACTERS
    state: RowdyState = GAME.new(
        list(players),
        seed=seed,
        characters=None if characters is None else list(characters),
        first_side=first_side,
        hands=[list(hands.get(name, ())) for name in players],
        **options,
    )
    return state


def play(state: RowdyState, *moves: str) -> list[str]:
    """Apply moves by their text (the player on turn makes each) and return the events' texts."""
    texts: list[str] = []
    for move in moves:
        texts += [event.text for event in state.apply(state.action_from_string(move))]
    return texts


def slots(state: RowdyState) -> list[str]:
    """Who plays slots 1 to 4, by name."""
    return [state.players[seat] for seat in state.ring.slots()]


def seat(state: RowdyState, name: str) -> int:
    return state.players.index(name)
