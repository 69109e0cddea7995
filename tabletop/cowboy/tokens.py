"""Where the moving tokens are: roaming steers, Indians and twisters in squares; the Bandit and the
pilgrims on intersections; the Stolen Steer tokens covering printed steers; and how many of each
kind the box still holds for an arrival.

A plain container the engine, the MOOOOOVE rules and the bots share. Squares are numbered row by
row from the north-west (``row * size + col``); intersections are ``(x, y)`` (see ``board.py``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Final

from .data import BACK_TO_BOX, BANDITS, INDIANS, PILGRIMS, ROAMING_STEERS, TWISTERS, Direction, Terrain


@dataclass(slots=True)
class Pilgrim:
    """A pilgrim walks one intersection per MOOOOOVE in a fixed heading until it leaves the board."""

    x: int
    y: int
    heading: Direction  # N, E, S or W: away from the board edge it arrived at


@dataclass(slots=True)
class Tokens:
    steers: list[int] = field(default_factory=list)  # roaming steer tokens, by square (repeats allowed)
    indians: list[int] = field(default_factory=list)
    twisters: list[int] = field(default_factory=list)
    bandit: tuple[int, int] | None = None
    pilgrims: list[Pilgrim] = field(default_factory=list)
    stolen: set[int] = field(default_factory=set)  # printed-steer squares covered by a Stolen Steer token
    gone: dict[str, int] = field(default_factory=dict)  # tokens out of play for good, by kind ("steer", ...)

    def copy(self) -> Tokens:
        return Tokens(
            self.steers.copy(),
            self.indians.copy(),
            self.twisters.copy(),
            self.bandit,
            [Pilgrim(p.x, p.y, p.heading) for p in self.pilgrims],
            set(self.stolen),
            dict(self.gone),
        )

    def leaves(self, kind: str, why: str) -> None:
        """A token of ``kind`` ("steer", "indian", "twister", "bandit", "pilgrim"), already taken off
        the board, left it for ``why``: it goes back to the box for a later arrival if ``why`` is
        one of ``BACK_TO_BOX``, else it is out of play for good (as one that leaves by the edge is)."""
        if why not in BACK_TO_BOX:
            self.gone[kind] = self.gone.get(kind, 0) + 1


#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_PRINTED = Terrain.PRINTED_STEER


def steers_in(square: int, terrain: Sequence[Terrain], steers: Sequence[int], stolen: Collection[int]) -> int:
    """Steers in a square: roaming tokens, and the printed steer unless a Stolen token covers it."""
    printed = terrain[square] is _PRINTED and square not in stolen
    return steers.count(square) + printed


def free_squares(
    seat: int,
    owner: Sequence[int | None],
    terrain: Sequence[Terrain],
    steers: Sequence[int],
    stolen: Collection[int],
) -> list[int]:
    """The squares of the seat's fields with no steer in them (one steer per square)."""
    return [s for s in owned(seat, owner) if not steers_in(s, terrain, steers, stolen)]


def owned(seat: int, owner: Sequence[int | None]) -> list[int]:
    """The squares whose field ``seat`` owns, in reading order (found by ``index``, which scans in C:
    a board has hundreds of squares and a seat owns few)."""
    squares: list[int] = []
    try:
        while True:
            squares.append(owner.index(seat, squares[-1] + 1 if squares else 0))
    except ValueError:
        return squares


#: The tokens of each kind the box holds (``data.py``'s counts).
IN_THE_BOX_AT_START: Final = {
    "steer": ROAMING_STEERS,
    "indian": INDIANS,
    "twister": TWISTERS,
    "bandit": BANDITS,
    "pilgrim": PILGRIMS,
}


def in_the_box(kind: str, tokens: Tokens) -> int:
    """How many tokens of ``kind`` are left in the box: neither on the board nor out of play (gone
    off the edge of the prairie, ``Tokens.leaves``)."""
    on_board = {
        "steer": len(tokens.steers),
        "indian": len(tokens.indians),
        "twister": len(tokens.twisters),
        "bandit": int(tokens.bandit is not None),
        "pilgrim": len(tokens.pilgrims),
    }[kind]
    return IN_THE_BOX_AT_START[kind] - on_board - tokens.gone.get(kind, 0)
