"""What a seat sees of a Partners game: the board face up, its own hand and the card its partner
passed it; of the others only how many cards they hold.

Views are frozen values, so two views are equal exactly when a player could not tell the games
apart; bots and widgets get nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from .data import CIRCLE, HOUSE, PIECES, Kind
from .track import controlled, field_name, piece_name


class Phase(StrEnum):
    SWAP = "swap"  # after a deal: each player sets a card aside for their partner
    PLAY = "play"  # the player on turn plays a card (or gives up the hand)
    SEVEN = "seven"  # the player on turn is splitting a 7
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Hop:
    """One piece's move within a play: from where to where, by which rule."""

    piece: int
    start: int
    end: int

    def __str__(self) -> str:
        colour = self.piece // PIECES
        return f"{piece_name(self.piece)} {field_name(self.start, colour)} -> {field_name(self.end, colour)}"


@cache
def hop(piece: int, start: int, end: int) -> Hop:
    """The one shared :class:`Hop` for this move of a piece: the engine makes one or more every
    play, and building a frozen dataclass costs more than finding it. Never invalidated: a hop is
    an immutable value, equal to any other built alike."""
    return Hop(piece, start, end)


@dataclass(frozen=True, slots=True)
class LastPlay:
    """The last card played, as everyone saw it, so a table can show what just moved."""

    seat: int
    card: Kind | None  # None: the hand was given up
    hops: tuple[Hop, ...]  # the moves, captures (to a circle) included, in order


@dataclass(frozen=True, slots=True)
class PartnersView:
    """What one seat may see (``seat`` None: a spectator, who sees no hand)."""

    seat: int | None
    players: tuple[str, ...]
    phase: Phase
    current: int | None
    dealer: int
    deal: int  # 1 to 3: which of the dealer's deals this is
    deals: int  # deals so far in the game
    pieces: tuple[int, ...]  # the position of all 16 pieces, by piece number
    fresh: tuple[bool, ...]  # just brought out: must leave its start field before its house
    hand: tuple[Kind, ...]  # own cards (empty for a spectator)
    hand_sizes: tuple[int, ...]
    given: tuple[bool, ...]  # who has set a card aside in this swap
    giving: Kind | None  # the card this seat set aside, not yet swapped
    received: Kind | None  # the card this seat's partner passed in this deal's swap
    gave: Kind | None  # the card this seat passed in this deal's swap
    seven_left: int  # steps of a split 7 still to use
    deck: int  # cards left in the dealer's deck
    used: int  # cards on the used pile
    last: LastPlay | None
    winner: int | None  # the winning team (0: Yellow & Blue, 1: Red & Green)

    def controls(self, seat: int) -> range:
        """The pieces ``seat`` moves now: its own, or its partner's once its own are all home."""
        return controlled(self.pieces, seat)

    def home(self, seat: int) -> int:
        return sum(1 for piece in range(seat * PIECES, seat * PIECES + PIECES) if self.pieces[piece] >= HOUSE)

    def in_circle(self, seat: int) -> int:
        return sum(
            1 for piece in range(seat * PIECES, seat * PIECES + PIECES) if self.pieces[piece] == CIRCLE
        )
