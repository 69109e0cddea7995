"""Laying out the board: tiles drawn at random into a square, the terrain of every square, where
the cowboys start, and the geometry that ties intersections (cowboys, the Bandit, pilgrims) to
squares (steers, Indians, twisters, fields), with the names the log gives squares, intersections and
tiles.

Squares are numbered row by row from the north-west corner; an intersection is ``(x, y)`` with
``0 <= x, y <= size``. The square south-east of intersection (x, y) is ``y * size + x``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache
from typing import Final

from ..core.cards import shuffle
from ..core.text import read_number
from . import data
from .data import BOARD_TILES, TILE, TILES, Terrain

#: A cowboy's (and the Bandit's, and a pilgrim's) step along a line: (x change, y change).
WALK_STEP: Final = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

#: The board side each seat starts on, by player count (rivals face each other where they can).
SIDES: Final[dict[int, tuple[str, ...]]] = {2: ("S", "N"), 3: ("S", "W", "E"), 4: ("S", "W", "N", "E")}


@dataclass(frozen=True, slots=True)
class Layout:
    """Which tile lies where (row by row) and the terrain of every square."""

    tiles_per_side: int
    tiles: tuple[str, ...]
    terrain: tuple[Terrain, ...]

    @property
    def size(self) -> int:
        return self.tiles_per_side * TILE


def lay_out(players: int, rng: random.Random) -> Layout:
    """Shuffle the 18 tiles and lay as many as the board needs (9 for 2 players, 16 for 3-4)."""
    side = BOARD_TILES[players]
    names = list(TILES)
    shuffle(names, rng)
    chosen = tuple(names[: side * side])
    size = side * TILE
    terrain: list[Terrain] = []
    for row in range(size):
        for tile in chosen[(row // TILE) * side : (row // TILE + 1) * side]:  # west to east
            terrain += _TILE_ROWS[tile][row % TILE]
    return Layout(side, chosen, tuple(terrain))


#: Each tile's rows as terrain, read once from ``TILES`` (a new game lays hundreds of squares).
_TILE_ROWS: Final = {name: tuple(tuple(map(Terrain, row)) for row in rows) for name, rows in TILES.items()}


def start_intersection(side: str, size: int) -> tuple[int, int]:
    """Where a cowboy starts: the board edge on the centre line of that side's middle tile (on a
    4x4 board, whose sides have no middle tile, the centre line of the board)."""
    middle = size // 2 if (size // TILE) % 2 == 0 else (size // TILE // 2) * TILE + TILE // 2
    return {"S": (middle, size), "N": (middle, 0), "W": (0, middle), "E": (size, middle)}[side]


def squares_around(x: int, y: int, size: int) -> tuple[int, ...]:
    """The (up to four) squares touching intersection (x, y), in reading order: a cowboy there is
    next to each. Looked up for an intersection on the board (:func:`_around_corners`)."""
    if 0 <= x <= size and 0 <= y <= size:
        return _around_corners(size)[y * (size + 1) + x]
    return _around(x, y, size)


def _around(x: int, y: int, size: int) -> tuple[int, ...]:
    return tuple(
        row * size + col for row in (y - 1, y) for col in (x - 1, x) if 0 <= row < size and 0 <= col < size
    )


@cache
def _around_corners(size: int) -> tuple[tuple[int, ...], ...]:
    """:func:`squares_around` of every intersection, row by row, made once per board size (a pure
    function of it: nothing invalidates it); the legal moves ask for it on every turn."""
    return tuple(_around(x, y, size) for y in range(size + 1) for x in range(size + 1))


@cache
def square_neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """Each square's neighbours north, south, west and east that lie on the board, worked out once
    per board size (a pure function of it, so nothing invalidates the cache): bots and field searches
    walk them thousands of times a turn."""
    table = []
    for square in range(size * size):
        row, col = divmod(square, size)
        steps = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
        table.append(tuple(r * size + c for r, c in steps if 0 <= r < size and 0 <= c < size))
    return tuple(table)


@cache
def squares_across(size: int) -> tuple[tuple[int | None, int | None, int | None, int | None], ...]:
    """Each square's neighbour across its north, south, west and east side (the order of
    :func:`.fields.square_sides`), None beyond the board edge; per board size, worked out once."""
    table = []
    for square in range(size * size):
        row, col = divmod(square, size)
        north = square - size if row > 0 else None
        south = square + size if row < size - 1 else None
        west = square - 1 if col > 0 else None
        east = square + 1 if col < size - 1 else None
        table.append((north, south, west, east))
    return tuple(table)


def walks_from(x: int, y: int, size: int) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The walks from intersection (x, y) that stay on the board: each direction (N, E, S, W) with
    the intersection it reaches. Looked up for an intersection on the board (:func:`_walks_table`)."""
    if 0 <= x <= size and 0 <= y <= size:
        return _walks_table(size)[y * (size + 1) + x]
    return _walks(x, y, size)


def _walks(x: int, y: int, size: int) -> tuple[tuple[str, tuple[int, int]], ...]:
    steps = ((direction, (x + dx, y + dy)) for direction, (dx, dy) in WALK_STEP.items())
    return tuple((d, spot) for d, spot in steps if 0 <= spot[0] <= size and 0 <= spot[1] <= size)


@cache
def _walks_table(size: int) -> tuple[tuple[tuple[str, tuple[int, int]], ...], ...]:
    """:func:`walks_from` every intersection, row by row, per board size (nothing invalidates it)."""
    return tuple(_walks(x, y, size) for y in range(size + 1) for x in range(size + 1))


def in_sights(bandit: tuple[int, int], spot: tuple[int, int]) -> bool:
    """Whether a cowboy on corner ``spot`` is in the sights of the Bandit on corner ``bandit``: on his
    row or column, at most ``BANDIT_REACH`` lines away (this edition's reading of the rulebook's
    corners joined directly to him; None reaches the whole row and column)."""
    (bx, by), (x, y) = bandit, spot
    distance = abs(bx - x) + abs(by - y)
    reach = data.BANDIT_REACH
    return (bx == x or by == y) and distance > 0 and (reach is None or distance <= reach)


def sights_words() -> str:
    """How the log and the refusals say where the Bandit's sights reach ("one line from" him)."""
    reach = data.BANDIT_REACH
    if reach is None:
        return "in line with"
    return "one line from" if reach == 1 else f"within {reach} lines of"


#: Square names by board size, worked out once: the log names thousands of squares a game.
_NAMES: dict[int, tuple[str, ...]] = {
    size: tuple(f"{chr(ord('A') + col)}{row + 1}" for row in range(size) for col in range(size))
    for size in (8, 12, 16)
}


def square_name(square: int, size: int) -> str:
    """A square as on a chess board: column letter from the west, row number from the north."""
    if square >= 0 and (names := _NAMES.get(size)) is not None and square < len(names):
        return names[square]
    row, col = divmod(square, size)
    return f"{chr(ord('A') + col)}{row + 1}"


def parse_square(text: str, size: int) -> int:
    """The square named ``text`` ("A1", "f4"); ValueError if it is not on the board."""
    match = re.fullmatch(r"([A-Za-z])([0-9]+)", text.strip())
    number = None if match is None else read_number(match[2])
    if match is None or number is None:
        raise ValueError(f"{text!r} is not a square name like 'C5'")
    col = ord(match[1].upper()) - ord("A")
    row = number - 1
    if not (0 <= col < size and 0 <= row < size):
        raise ValueError(f"{text!r} is not on a board of {size}x{size} squares")
    return row * size + col


def intersection_name(point: tuple[int, int], size: int) -> str:
    """An intersection named by a square it touches: "the north-west corner of D5"."""
    x, y = point
    col, east_west = (x, "west") if x < size else (x - 1, "east")
    row, north_south = (y, "north") if y < size else (y - 1, "south")
    return f"the {north_south}-{east_west} corner of {square_name(row * size + col, size)}"


def parse_intersection(text: str, size: int) -> tuple[int, int]:
    """The intersection named ``text`` ("the south-east corner of C5"), as ``(x, y)``."""
    match = re.fullmatch(r"(?:the )?(north|south)-(east|west) corner of (\w+)", text.strip().lower())
    if not match:
        raise ValueError(f"{text!r} is not an intersection name like 'the north-west corner of D5'")
    row, col = divmod(parse_square(match[3], size), size)
    return col + (match[2] == "east"), row + (match[1] == "south")


def tile_name(tile_row: int, tile_col: int, size: int) -> str:
    """A tile by its north-west and south-east squares: "I1-L4"."""
    first = tile_row * TILE * size + tile_col * TILE
    last = first + (TILE - 1) * size + TILE - 1
    return f"{square_name(first, size)}-{square_name(last, size)}"
