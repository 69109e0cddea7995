"""Helpers to stage Partners situations: set the pieces and the first cards, as a teacher would."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import tabletop
from tabletop.core import IllegalAction
from tabletop.partners import PartnersState
from tabletop.partners.data import COLOURS, PIECES
from tabletop.partners.track import field_name

GAME = tabletop.get("partners")

#: Ana plays Yellow, Ben Red, Cy Blue and Dee Green; Ana & Cy against Ben & Dee.
NAMES = ("Ana", "Ben", "Cy", "Dee")


def staged(
    pieces: Mapping[str, Sequence[str]] | None = None,
    hands: Mapping[str, Sequence[str]] | None = None,
    *,
    dealer: int = 3,
    swap: bool = False,
    seed: int = 1,
    **options: Any,
) -> PartnersState:
    """A new game with chosen piece fields (by colour) and first cards (by player name).

    Colours left out keep all four pieces in their circle; the deal fills hands up to four cards.
    By default Dee deals, so Ana (Yellow) plays first, and the partner swap is skipped.
    """
    pieces = pieces or {}
    hands = hands or {}
    rows = [list(pieces.get(colour, ())) for colour in COLOURS]
    rows = [row + ["circle"] * (PIECES - len(row)) for row in rows]
    state: PartnersState = GAME.new(
        list(NAMES),
        seed=seed,
        dealer=dealer,
        swap=swap,
        pieces=rows,
        hands=[list(hands.get(name, ())) for name in NAMES],
        **options,
    )
    return state


def play(state: PartnersState, *moves: str) -> list[str]:
    """Apply moves by their text (the player on turn makes each) and return the events' texts."""
    texts: list[str] = []
    for move in moves:
        texts += [event.text for event in state.apply(state.action_from_string(move))]
    return texts


def legal(state: PartnersState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def where(state: PartnersState, piece: str) -> str:
    """Where a piece ("Yellow 2") stands, in the words the log uses ("red 5", "yellow house 1")."""
    colour, number = piece.split()
    index = COLOURS.index(colour) * PIECES + int(number) - 1
    return field_name(state.pos[index], index // PIECES)


def snapshot(state: PartnersState) -> tuple[Any, ...]:
    """Everything a state holds, hidden parts included, as comparable values."""
    return (
        tuple(state.view(seat) for seat in (0, 1, 2, 3, None)),
        legal(state),
        tuple(map(tuple, state.hands)),
        tuple(state.giving),
        tuple(state.gave),
        tuple(state.received),
        tuple(state.deck),
        tuple(state.used),
        tuple(map(tuple, state.laid_down)),
        tuple(state.pos),
        tuple(state.fresh),
        (state.phase, state.turn, state.dealer, state.deal, state.deals, state.seven_left, state.winner),
        state.to_json(),
    )


def refused(state: PartnersState, move: str | Any, rule: str, match: str | None = None) -> IllegalAction:
    """Check that ``move`` (text or action) is refused by ``rule`` and leaves the state as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as err:
        action = state.action_from_string(move) if isinstance(move, str) else move
        state.apply(action)
    assert err.value.rule == rule, err.value.message
    assert GAME.rule(rule).summary
    assert snapshot(state) == before
    return err.value
