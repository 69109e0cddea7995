"""What a hand offers: the moves each card in it can make now, as the engine lists them.

The engine builds this list on every turn, so it is built for speed (cached answers, enum members
read as globals, pieces no card can move skipped); :mod:`.track` still decides every move.
"""

from __future__ import annotations

from functools import lru_cache

from .actions import Action, Switch, move, switch
from .data import BACKWARD, CIRCLE, HOUSE, HOUSE_SIZE, PIECES, STARTS, STEPS, Kind
from .track import backward, can_come_out, forward, start_field

#: The order of the kinds of card, the deck's: hands are shown and their cards offered in it.
KIND_ORDER = {kind: index for index, kind in enumerate(Kind)}

#: Each card's shortest count forward (a whole house's length for a card that counts none): a
#: piece in its house with less room than that before the house's end cannot move with the card.
_SHORTEST = {card: min(counts, default=HOUSE_SIZE) for card, counts in STEPS.items()}
_MINUS_4 = Kind.MINUS_4  # a global: an enum member read on its class goes through the metaclass


def distinct(hand: list[Kind]) -> tuple[Kind, ...]:
    """The kinds of card in a hand, each once, in the deck's order."""
    return _distinct_kinds(tuple(hand))


@lru_cache(maxsize=4096)
def _distinct_kinds(hand: tuple[Kind, ...]) -> tuple[Kind, ...]:
    """Cached by the hand as it lies: sorting costs more than the look-up, and a hand of four
    cards changes only by a card played, given or dealt, so the same hands come round often."""
    return tuple(sorted(set(hand), key=KIND_ORDER.__getitem__))


def card_moves(pos: list[int], fresh: list[bool], card: Kind, pieces: range, blocked: int) -> list[Action]:
    """The moves of one card that moves a single piece (Start, numbers, -4)."""
    moves: list[Action] = []
    steps_list = STEPS[card]
    comes_out, back = card in STARTS, card is _MINUS_4
    shortest = _SHORTEST[card]
    for piece in pieces:
        place = pos[piece]
        if place == CIRCLE:
            if comes_out and can_come_out(pos, piece):
                moves.append(move(card, piece, start_field(piece // PIECES)))
            continue
        if place >= HOUSE and place + shortest >= HOUSE + HOUSE_SIZE:
            continue  # in its house a piece never goes back, nor counts past the end: the usual case
        if back:
            to = backward(pos, piece, BACKWARD, blocked)
            if to is not None:
                moves.append(move(card, piece, to))
        for steps in steps_list:
            for to in forward(pos, fresh, piece, steps, blocked):
                moves.append(move(card, piece, to))
    return moves


@lru_cache(maxsize=4096)
def switches(free: tuple[int, ...]) -> tuple[Switch, ...]:
    """Every Switch between two of the ``free`` pieces (alone on a track field) of different colours.
    Cached by the pieces, not where they stand: which pieces are free changes only when one comes
    out, goes home, pairs up or is captured, so a game asks for the same few lists again and again."""
    return tuple(
        switch(a, b) for i, a in enumerate(free) for b in free[i + 1 :] if a // PIECES != b // PIECES
    )
