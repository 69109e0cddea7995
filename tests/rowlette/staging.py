"""Helpers to stage Rowlette situations by stacking the deck, as a teacher would at a real table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import tabletop
from tabletop.rowlette import RowletteState


def stacked(
    players: Sequence[str],
    deck_top: Sequence[str | int] = (),
    goal_top: Sequence[str] = (),
    first: int = 0,
    **options: Any,
) -> RowletteState:
    """A new game whose deck starts with ``deck_top`` (the first three form the market)."""
    state: RowletteState = tabletop.get("rowlette").new(
        players,
        seed=1,
        first_player=first,
        deck_top=[str(c) for c in deck_top],
        goal_top=list(goal_top),
        **options,
    )
    return state


def play(state: RowletteState, *moves: str) -> list[str]:
    """Apply moves by their text and return the texts of the events they caused."""
    texts: list[str] = []
    for move in moves:
        texts += [event.text for event in state.apply(state.action_from_string(move))]
    return texts
