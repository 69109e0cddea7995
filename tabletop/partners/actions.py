"""Every decision a Partners player makes, as small actions with readable, unique strings.

A card is played in one action ("Play 5: Yellow 2 to red 8"), except the 7, which is played
("Play 7") and then split over pieces one step at a time ("Move Yellow 2 by 3 to red 8") until
all seven steps are used. After each deal every player gives one card to their partner
("Give 5 to partner"); a player who can use none of their cards gives up the hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..core.text import read_number
from .data import PIECES, SECTION, STARTS, Kind
from .track import field_name, parse_field, piece_name


@dataclass(frozen=True, slots=True)
class Give:
    """Set a card aside for your partner; the swap happens once all four have chosen."""

    card: Kind

    def __str__(self) -> str:
        return f"Give {self.card} to partner"

    def describe(self) -> str:
        return f"Pass your {self.card} to your partner, face down (you get one of theirs)"


@dataclass(frozen=True, slots=True)
class Move:
    """Play a card to move one piece: out of its circle, forwards or (with -4) backwards."""

    card: Kind
    piece: int
    to: int

    def __str__(self) -> str:
        colour = self.piece // PIECES
        if self.card in STARTS and self.to == colour * SECTION:
            return f"Play {self.card}: {piece_name(self.piece)} out"
        verb = "back to" if self.card is Kind.MINUS_4 else "to"
        return f"Play {self.card}: {piece_name(self.piece)} {verb} {field_name(self.to, colour)}"

    def describe(self) -> str:
        return str(self)


@dataclass(frozen=True, slots=True)
class PlaySeven:
    """Play the 7; its seven steps are then split over pieces, all of them used."""

    def __str__(self) -> str:
        return "Play 7"

    def describe(self) -> str:
        return "Play the 7 and split its seven steps over your pieces"


@dataclass(frozen=True, slots=True)
class Step:
    """One part of a split 7: move a piece some of the steps left."""

    piece: int
    steps: int
    to: int

    def __str__(self) -> str:
        return f"Move {piece_name(self.piece)} by {self.steps} to {field_name(self.to, self.piece // PIECES)}"

    def describe(self) -> str:
        return f"Use {self.steps} of the 7's steps on {piece_name(self.piece)}"


@dataclass(frozen=True, slots=True)
class Switch:
    """Play a Switch: two pieces on the track trade places (``first`` < ``second``)."""

    first: int
    second: int

    def __str__(self) -> str:
        return f"Play Switch: {piece_name(self.first)} with {piece_name(self.second)}"

    def describe(self) -> str:
        return f"Swap the places of {piece_name(self.first)} and {piece_name(self.second)}"


@dataclass(frozen=True, slots=True)
class GiveUp:
    """No card in hand can be used: lay the hand down and wait for the next deal."""

    def __str__(self) -> str:
        return "Give up the hand"

    def describe(self) -> str:
        return "None of your cards can be used: put them all down without moving"


Action = Give | Move | PlaySeven | Step | Switch | GiveUp


# The engine lists its legal moves through these, which hand out one shared instance per move:
# building a frozen dataclass costs more than finding where a piece can go, and the move a player
# then applies is found in the legal list by identity before any field is compared. The caches
# are never invalidated: an action is an immutable value, equal to any other built alike.


@cache
def give(card: Kind) -> Give:
    return Give(card)


@cache
def move(card: Kind, piece: int, to: int) -> Move:
    return Move(card, piece, to)


@cache
def step(piece: int, steps: int, to: int) -> Step:
    return Step(piece, steps, to)


@cache
def switch(first: int, second: int) -> Switch:
    return Switch(first, second)


def card_of(action: object) -> Kind | None:
    """The card an action plays or gives (None for a step of a 7 already played, or giving up)."""
    if isinstance(action, Move | Give):
        return action.card
    if isinstance(action, PlaySeven):
        return Kind.SEVEN
    return Kind.SWITCH if isinstance(action, Switch) else None


_PIECE = r"(Yellow|Red|Blue|Green) ([1-4])"
_GIVE = re.compile(r"Give (\S+) to partner")
_MOVE = re.compile(rf"Play (\S+): {_PIECE} (out|to (.+)|back to (.+))")
_STEP = re.compile(rf"Move {_PIECE} by ([0-9]+) to (.+)")
_SWITCH = re.compile(rf"Play Switch: {_PIECE} with {_PIECE}")
_COLOURS = ("Yellow", "Red", "Blue", "Green")


def _piece(colour: str, number: str) -> int:
    return _COLOURS.index(colour) * PIECES + int(number) - 1


def _kind(text: str) -> Kind | None:
    try:
        return Kind(text)
    except ValueError:
        return None


def parse(text: str) -> Action | None:
    """Read an action from its string, legal or not (None if it is not an action at all)."""
    if text == "Play 7":
        return PlaySeven()
    if text == "Give up the hand":
        return GiveUp()
    if found := _GIVE.fullmatch(text):
        kind = _kind(found[1])
        return None if kind is None else Give(kind)
    if found := _SWITCH.fullmatch(text):
        first, second = sorted((_piece(found[1], found[2]), _piece(found[3], found[4])))
        return Switch(first, second)
    if found := _STEP.fullmatch(text):
        piece = _piece(found[1], found[2])
        steps, to = read_number(found[3]), parse_field(found[4], piece // PIECES)
        return None if steps is None or to is None else Step(piece, steps, to)
    if found := _MOVE.fullmatch(text):
        kind = _kind(found[1])
        piece = _piece(found[2], found[3])
        if kind is None:
            return None
        if found[4] == "out":
            return Move(kind, piece, (piece // PIECES) * SECTION)
        to = parse_field(found[5] or found[6], piece // PIECES)
        return None if to is None else Move(kind, piece, to)
    return None
