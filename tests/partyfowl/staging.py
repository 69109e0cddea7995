"""Helpers to stage Party Fowl situations exactly, as a teacher would set up the table.

:func:`staged` lays :data:`HOUSE` in advance (no placement phase), puts the ducks where a test
says, deals the cards it names first and stacks the tops of both decks. Hands a test leaves short
are filled to five from :data:`FILLER` (quiet low cards, so no stray Freebie or Foul changes the
legal moves), not from the shuffled deck.

The house (Kitchen in the middle at D4)::

                 C3 Home Theater   D3 Bathroom
    B4 Library - C4 Patio -------- D4 Kitchen ---- E4 Lounge
                                   D5 Den
                                   D6 Game Room

Kitchen: Bathroom, Lounge, Den, Patio. Den: Game Room. Patio: Library, Home Theater. The Home
Theater's east door meets the Bathroom's wall, so those two do not connect.

A few tests need an almost empty deck: :func:`thin` moves cards from a deck to its discard pile
(so every card stays somewhere) and clears the state's cache of legal moves. A thinned state's
save reloads the unthinned deck, so round-trip tests use unthinned games.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import tabletop
from tabletop.core import Event, IllegalAction
from tabletop.partyfowl import PartyFowlState
from tabletop.partyfowl.data import HAND_SIZE, KEG_DECK, PARTY_DECK, Topic

GAME = tabletop.get("partyfowl")
NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")

#: The house the table tests lay in advance (no placement phase): Kitchen D4 with the rooms around
#: it, another house than :data:`HOUSE`.
TABLE_HOUSE = [
    "Game Room at C4, doors E S",
    "Lounge at E4, doors N S W",
    "Den at D3, doors N S",
    "Library at D2, doors N S",
    "Bathroom at D5, doors N",
    "Patio at E3, doors N E S W",
    "Home Theater at C5, doors N E",
]

HOUSE = [
    "Bathroom at D3, doors S",
    "Lounge at E4, doors N S W",
    "Den at D5, doors N S",
    "Game Room at D6, doors N E",
    "Patio at C4, doors N E S W",
    "Library at B4, doors E W",
    "Home Theater at C3, doors E S",
]

#: Cards that fill short hands, per seat: low Books and Movies (two rooms from the
#: Kitchen), and Games for the fourth and fifth seats.
FILLER = (
    ["Books 1"] * 4 + ["Books 2"],
    ["Movies 1"] * 4 + ["Movies 2"],
    ["Books 2", "Books 2", "Movies 2", "Movies 2", "Books 3"],
    ["Movies 3", "Books 4", "Movies 4", "Games 1", "Games 1"],
    ["Games 1", "Games 1", "Games 2", "Games 2", "Games 2"],
)


def staged(
    players: int = 3,
    *,
    hands: Mapping[str, Sequence[str]] | None = None,
    ducks: Mapping[str, str] | None = None,
    party_top: Sequence[str] = (),
    keg_top: Sequence[str] = (),
    seed: int = 1,
    layout: Sequence[str] | None = None,
    **options: Any,
) -> PartyFowlState:
    """A game among the first ``players`` of NAMES in :data:`HOUSE`, Ana on turn with three
    Quacktions. ``hands`` and ``ducks`` go by player name; ducks left out stand in the Kitchen."""
    names = list(NAMES[:players])
    hands = hands or {}
    ducks = ducks or {}
    rows = [list(hands.get(name, ())) for name in names]
    box = Counter(PARTY_DECK) + Counter(KEG_DECK)
    box.subtract(card for row in rows for card in row)
    box.subtract(party_top)
    box.subtract(keg_top)
    for seat, row in enumerate(rows):
        for card in FILLER[seat]:
            if len(row) >= HAND_SIZE:
                break
            if box[card] > 0:
                row.append(card)
                box[card] -= 1
    state: PartyFowlState = GAME.new(
        names,
        seed=seed,
        layout=list(HOUSE if layout is None else layout),
        ducks=[ducks.get(name, "Kitchen") for name in names],
        hands=rows,
        party_top=list(party_top),
        keg_top=list(keg_top),
        **options,
    )
    return state


def play(state: PartyFowlState, *moves: str) -> list[Event]:
    """Apply moves by their text (the player on turn makes each) and return every event."""
    events: list[Event] = []
    for move in moves:
        events += state.apply(state.action_from_string(move))
    return events


def texts(events: Sequence[Event]) -> list[str]:
    return [event.text for event in events]


def kinds(events: Sequence[Event]) -> list[str]:
    return [event.kind for event in events]


def legal(state: PartyFowlState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def points(state: PartyFowlState, seat: int, topic: str) -> int:
    return state.view(None).topic_points(seat, Topic(topic))


def left(state: PartyFowlState) -> dict[str, int]:
    """The Quacktions the player on turn has left, by kind ("Any" for standard ones)."""
    return dict(state.view(state.turn).left)


def end_turns(state: PartyFowlState, count: int = 1) -> None:
    """End ``count`` turns, each player doing nothing else."""
    for _ in range(count):
        play(state, "End turn")


def thin(state: PartyFowlState, *, party: int | None = None, keg: int | None = None) -> None:
    """Leave only the top ``party`` / ``keg`` cards in the decks; the rest go to the discard piles."""
    if party is not None:
        state.party_discard += state.party[: len(state.party) - party]
        del state.party[: len(state.party) - party]
    if keg is not None:
        state.keg_discard += state.keg[: len(state.keg) - keg]
        del state.keg[: len(state.keg) - keg]
    state._legal = None


def snapshot(state: PartyFowlState) -> tuple[Any, ...]:
    """Everything a state holds, hidden parts included, as comparable values."""
    seats = [*range(len(state.players)), None]
    return (
        tuple(state.view(seat) for seat in seats),
        legal(state),
        tuple(map(tuple, state.hands)),
        tuple(state.party),
        tuple(state.keg),
        tuple(state.party_discard),
        tuple(state.keg_discard),
        tuple(tuple(map(tuple, stacks)) for stacks in state.stacks),
        tuple(state.house.items()),
        tuple(state.tiles),
        tuple(state.ducks),
        tuple(state.totals),
        tuple(state.control),
        tuple(sorted(state.left.items())),
        (state.phase, state.turn, state.turns, state.placer, state.powers, state.peeked),
        (tuple(state.preening), state.last_call, state.reshuffled, state.winners_, state.end_rule),
        tuple(str(action) for action in state.history),
        state.chance,
        state.to_json(),
    )


def refused(state: PartyFowlState, move: str | Any, rule: str, words: str = "") -> IllegalAction:
    """Check that ``move`` (text or action) is refused by ``rule`` and leaves the state as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        action = state.action_from_string(move) if isinstance(move, str) else move
        state.apply(action)
    assert err.value.rule == rule, err.value.message
    assert GAME.rule(rule).summary, rule
    assert words in err.value.message
    assert snapshot(state) == before
    return err.value
