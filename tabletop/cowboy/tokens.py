"""Where the moving tokens are: roaming steers, Indians and twisters in squares; the Bandit and the
pilgrims on intersections; and the Stolen Steer tokens covering printed steers.

A plain container the engine, the MOOOOOVE rules and the bots share. Squares are numbered row by
row from the north-west (``row * size + col``); intersections are ``(x, y)`` (see ``board.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import Direction


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

    def copy(self) -> Tokens:
        return Tokens(
            self.steers.copy(),
            self.indians.copy(),
            self.twisters.copy(),
            self.bandit,
            [Pilgrim(p.x, p.y, p.heading) for p in self.pilgrims],
            set(self.stolen),
        )
