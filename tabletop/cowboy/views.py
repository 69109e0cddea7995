"""What a seat sees of a Super Cowboy game: everything on the table (the only secret is the order of
the event deck), as a frozen value so bots and widgets can compare and keep it."""

from __future__ import annotations

from dataclasses import dataclass

from .data import Event as Card
from .data import Terrain
from .fields import Edge


@dataclass(frozen=True, slots=True)
class CowboyView:
    seat: int | None
    players: tuple[str, ...]
    size: int  # squares per board side
    tiles: tuple[str, ...]
    terrain: tuple[Terrain, ...]
    fenced: frozenset[Edge]
    owner: tuple[int | None, ...]  # the seat owning each square's field
    cowboys: tuple[tuple[int, int], ...]
    fences: tuple[int, ...]  # fence markers in hand
    items: tuple[tuple[Card, ...], ...]
    skip: tuple[int, ...]
    steers: tuple[int, ...]  # roaming steer tokens by square
    indians: tuple[int, ...]
    twisters: tuple[int, ...]
    bandit: tuple[int, int] | None
    pilgrims: tuple[tuple[int, int, str], ...]
    stolen: frozenset[int]
    #: Roaming steers left in the box (``tokens.in_the_box``): what a rustled or paid printed steer
    #: brings (SPARE_STEERS), none once it is empty. Public, not a secret: the box starts with 24,
    #: the tokens on the board are in sight, and the log tells each one that leaves the prairie.
    steers_in_box: int
    herds: tuple[int, ...]  # steers in each seat's fields
    phase: str
    current: int | None
    walked: Edge | None
    pending: tuple[frozenset[int], ...]  # fields to choose between after a fence
    drawn: Card | None
    deck: int
    discard: int
    rounds: int  # rounds played: a count toward the limit, not a scoring round (the rulebook has none)
    round_limit: int  # the rounds after which the range closes (this edition's rule, ROUND_LIMIT)
    winner: int | None
    winners: tuple[int, ...]  # everyone who won: one seat, or all those tied at the round limit
    verdict: str  # how the game was won, in the log's words ("" while it goes on)
    rolls: tuple[str, ...]  # the dice of the last move, each with its meaning ("D8 rolled 7: ...")
    last_card: Card | None  # the event card drawn last
