"""The house: room tiles on a grid, their doors after turning, and which rooms a duck can walk
between. Pure functions on small tuples, so the engine, the bot and the table share them.

Two rooms connect only where both tiles have a door on their shared edge; any other door opens
onto nothing or onto a wall, as the rulebook allows.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Final

from ..core.text import read_number
from .data import COLUMNS, GRID, OPPOSITE, ROOMS, SIDES, STEP, Side

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Placed:
    """A room tile on the table: where it lies and where its doors point after turning."""

    room: str
    cell: Cell
    doors: tuple[Side, ...]


def cell_name(cell: Cell) -> str:
    """'D4' for the middle of the grid: a column letter and a row number."""
    return f"{COLUMNS[cell[0]]}{cell[1] + 1}"


def parse_cell(text: str) -> Cell | None:
    text = text.strip().upper()
    row = read_number(text[1:])
    if len(text) != 2 or text[0] not in COLUMNS or row is None:
        return None
    cell = (COLUMNS.index(text[0]), row - 1)
    return cell if 0 <= cell[1] < GRID else None


def turned(doors: Iterable[Side], quarter_turns: int) -> tuple[Side, ...]:
    """The doors after turning a tile clockwise, listed in N, E, S, W order."""
    moved = {SIDES[(SIDES.index(side) + quarter_turns) % 4] for side in doors}
    return tuple(side for side in SIDES if side in moved)


def _turnings(doors: tuple[Side, ...]) -> tuple[tuple[Side, ...], ...]:
    seen: list[tuple[Side, ...]] = []
    for quarter in range(4):
        if (way := turned(doors, quarter)) not in seen:
            seen.append(way)
    return tuple(seen)


#: The different ways each tile's doors can point (a tile with doors all round has one).
TURNINGS: Final[dict[str, tuple[tuple[Side, ...], ...]]] = {
    name: _turnings(room.doors) for name, room in ROOMS.items()
}


def turnings(room: str) -> tuple[tuple[Side, ...], ...]:
    return TURNINGS[room]


def neighbour(cell: Cell, side: Side) -> Cell:
    dx, dy = STEP[side]
    return (cell[0] + dx, cell[1] + dy)


def on_table(cell: Cell) -> bool:
    return 0 <= cell[0] < GRID and 0 <= cell[1] < GRID


def open_spaces(house: Mapping[Cell, Placed]) -> dict[Cell, frozenset[Side]]:
    """Every empty space a door of the house faces, in grid order, with the sides of it where a
    door of the house meets it: a tile laid there needs a door on one of those sides."""
    spaces = sorted(
        {
            spot
            for placed in house.values()
            for side in placed.doors
            if on_table(spot := neighbour(placed.cell, side)) and spot not in house
        }
    )
    return {
        spot: frozenset(
            side
            for side in SIDES
            if (other := house.get(neighbour(spot, side))) is not None and OPPOSITE[side] in other.doors
        )
        for spot in spaces
    }


def placements(
    house: Mapping[Cell, Placed], room: str, spaces: Mapping[Cell, frozenset[Side]] | None = None
) -> Iterator[Placed]:
    """Every legal way to lay ``room``: an empty space next to the house with at least one of
    its doors meeting a door of the room beside it. ``spaces`` is ``open_spaces(house)`` when the
    caller has it already: the state lists every tile's placements from one look at the house."""
    for spot, met in (open_spaces(house) if spaces is None else spaces).items():
        for doors in TURNINGS[room]:
            if not met.isdisjoint(doors):
                yield Placed(room, spot, doors)


def connections(house: Mapping[Cell, Placed]) -> dict[str, tuple[str, ...]]:
    """For every room, the rooms one shared door away, in a fixed order."""
    links: dict[str, list[str]] = {placed.room: [] for placed in house.values()}
    for placed in house.values():
        for side in placed.doors:
            other = house.get(neighbour(placed.cell, side))
            if other is not None and OPPOSITE[side] in other.doors:
                links[placed.room].append(other.room)
    return {room: tuple(sorted(rooms)) for room, rooms in links.items()}


def distances(links: Mapping[str, tuple[str, ...]], start: str) -> dict[str, int]:
    """Moves from ``start`` to every room (breadth first)."""
    far = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for room in frontier:
            for other in links[room]:
                if other not in far:
                    far[other] = far[room] + 1
                    nxt.append(other)
        frontier = nxt
    return far
