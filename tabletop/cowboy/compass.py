"""One step on the range: the D8 read on the MOOOOOVE compass (1 = N ... 8 = NW), the square a step
reaches, the lines it crosses, and what stops a token walking by itself (``DIAGONAL_STEP``). Every
moving token shares these: steers and Indians step with them, twisters tear the lines they cross,
tokens are thrown and placed by the same dice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from .board import square_name
from .data import COMPASS, STEP, Direction, Terrain
from .fields import Edge, Grid, line

Roll = Callable[[], int]
"""A D8: returns 1-8. The engine passes one drawing from its seeded random generator."""

#: The compass directions in words, as the log tells a step, a heading or a board edge.
SIDE_NAME: Final = {
    Direction.N: "north",
    Direction.E: "east",
    Direction.S: "south",
    Direction.W: "west",
    Direction.NE: "north-east",
    Direction.SE: "south-east",
    Direction.SW: "south-west",
    Direction.NW: "north-west",
}


class Gait(NamedTuple):
    """How a token walks by itself: whether fences stop it, and the terrain it will not enter (a
    tuple: it finds a terrain by identity, where a set would call the enum's hash first)."""

    fences: bool
    stops: tuple[Terrain, ...]


STEER_GAIT: Final = Gait(True, (Terrain.WATER, Terrain.HOMESTEAD))  # stop when they touch
INDIAN_GAIT: Final = Gait(False, (Terrain.HOMESTEAD,))  # over fences and water
STAMPEDE_GAIT: Final = Gait(False, (Terrain.HOMESTEAD,))  # "they ignore fences and water"


#: Where a token's own step ends, and why it stayed: ``(end, stopped)``, ``end`` None when it leaves
#: the board, ``stopped`` "" when it went. A plain pair: steps are taken thousands of times a game,
#: and a named tuple costs a Python call to make.
Step = tuple[int | None, str]


def roll_direction(roll: Roll) -> tuple[str, Direction]:
    """Roll the D8: the words for the roll ("D8 rolled 3 (E)") and its compass direction."""
    value = roll()
    if not 1 <= value <= 8:
        raise ValueError(f"a D8 rolls 1-8, not {value}")
    return _ROLLED[value - 1]


#: Each roll told, with its direction (made once: every MOOOOOVE tells dozens).
_ROLLED: Final = tuple((f"D8 rolled {value} ({d})", d) for value, d in enumerate(COMPASS, 1))


def roll_d8(roll: Roll) -> int:
    value = roll()
    if not 1 <= value <= 8:
        raise ValueError(f"a D8 rolls 1-8, not {value}")
    return value


def target(square: int, direction: Direction, size: int) -> int | None:
    """The square one step from ``square`` in ``direction`` (diagonals too); None off the board."""
    row, col = divmod(square, size)
    dc, dr = STEP[direction]
    if 0 <= row + dr < size and 0 <= col + dc < size:
        return (row + dr) * size + col + dc
    return None


def crossed_line(col: int, row: int, dc: int, dr: int) -> Edge:
    """The line crossed stepping straight from square (row, col): off the board's edge it is the line
    along the edge, where a fence may stand."""
    if dc:
        return line(False, row, col + 1 if dc > 0 else col)
    return line(True, row + 1 if dr > 0 else row, col)


def corner_lines(square: int, direction: Direction, size: int) -> list[Edge]:
    """The lines on the board meeting at the corner a diagonal step from ``square`` crosses."""
    row, col = divmod(square, size)
    dc, dr = STEP[direction]
    x, y = col + (dc > 0), row + (dr > 0)
    lines = []
    if x > 0:
        lines.append(Edge(True, y, x - 1))
    if x < size:
        lines.append(Edge(True, y, x))
    if y > 0:
        lines.append(Edge(False, y - 1, x))
    if y < size:
        lines.append(Edge(False, y, x))
    return lines


def step(square: int, direction: Direction, grid: Grid, terrain: Sequence[Terrain], gait: Gait) -> Step:
    """Where a token walking by itself one step in ``direction`` ends (``DIAGONAL_STEP``)."""
    n = grid.size
    row, col = divmod(square, n)
    dc, dr = STEP[direction]
    end = (row + dr) * n + col + dc if 0 <= row + dr < n and 0 <= col + dc < n else None  # :func:`target`
    stops = gait.stops
    if end is not None and terrain[end] in stops:
        what = "water" if terrain[end] is Terrain.WATER else "a homestead"
        return square, f"{square_name(end, n)} is {what}"
    if not (dc and dr):
        if gait.fences and crossed_line(col, row, dc, dr) in grid.fenced:
            return square, "a fence is in the way"
        return end, ""
    for (c1, r1), (c2, r2) in (((dc, 0), (0, dr)), ((0, dr), (dc, 0))):
        fenced = gait.fences and (
            crossed_line(col, row, c1, r1) in grid.fenced
            or crossed_line(col + c1, row + r1, c2, r2) in grid.fenced
        )
        c, r = col + c1, row + r1
        if not fenced and not (0 <= c < n and 0 <= r < n and terrain[r * n + c] in stops):
            return end, ""
    return square, "both ways round the corner are closed"
