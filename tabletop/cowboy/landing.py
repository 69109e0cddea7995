"""What a steer or Indian does to the square it comes into, whatever brought it there (its own step,
a twister's throw, placing): an Indian raids the steers there (``RAIDS``), and a roaming steer
coming into a field square that already holds a steer moves over to a free square of that field, or
back to the box (``ONE_STEER_PER_SQUARE``), as do the extra steers of a field a fence has just shut
in."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .board import square_name
from .data import Terrain
from .fields import Grid
from .notes import ONE_STEER, RAID, Note
from .tokens import Tokens, steers_in

#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_PRINTED = Terrain.PRINTED_STEER


def raid(square: int, tokens: Tokens, terrain: Sequence[Terrain], size: int) -> list[Note]:
    """An Indian lands on ``square``: its roaming steers are eaten, a printed steer is stolen."""
    name = square_name(square, size)
    notes = []
    eaten = tokens.steers.count(square)
    if eaten:
        tokens.steers[:] = [s for s in tokens.steers if s != square]
        for _ in range(eaten):
            tokens.leaves("steer", "eaten")
            notes.append(Note("steer.eaten", f"Indian raid at {name}: a roaming steer is eaten.", RAID))
    if terrain[square] is _PRINTED and square not in tokens.stolen:
        tokens.stolen.add(square)
        notes.append(
            Note(
                "printed_steer.covered",
                f"Indian raid at {name}: the printed steer is carried off (a Stolen Steer token covers it).",
                RAID,
            )
        )
    return notes


def _taken(square: int, tokens: Tokens, grid: Grid, terrain: Sequence[Terrain]) -> bool:
    """Whether ``square`` is a square of someone's field that already holds a steer."""
    return grid.owner[square] is not None and steers_in(square, terrain, tokens.steers, tokens.stolen) > 0


def settle(
    square: int, tokens: Tokens, grid: Grid, terrain: Sequence[Terrain]
) -> tuple[int | None, list[Note]]:
    """A roaming steer, not yet on the list, comes to ``square`` other than by its own walk (thrown,
    placed, fenced in): if a steer stands there already in a field, it moves over to the nearest free
    square of that field, or back to the box when there is none (``ONE_STEER_PER_SQUARE``)."""
    if not _taken(square, tokens, grid, terrain):
        return square, []
    n = grid.size
    name = square_name(square, n)
    row, col = divmod(square, n)
    owner = grid.owner[square]
    field = sorted(s for s in grid.region(square) or () if grid.owner[s] == owner)
    free = [s for s in field if not steers_in(s, terrain, tokens.steers, tokens.stolen)]
    if not free:
        tokens.leaves("steer", "crowded")
        text = (
            f"{name} already holds a steer and its field has no free square: the roaming steer goes "
            "back to the box."
        )
        return None, [Note("steer.boxed", text, ONE_STEER)]
    there = min(free, key=lambda s: (abs(s // n - row) + abs(s % n - col), s))
    text = (
        f"{name} already holds a steer: the roaming steer moves over to {square_name(there, n)}, "
        "the nearest free square of its field."
    )
    return there, [Note("steer.settled", text, ONE_STEER)]


def settle_field(
    field: Collection[int], tokens: Tokens, grid: Grid, terrain: Sequence[Terrain]
) -> list[Note]:
    """A fence has just shut ``field`` in: where a square of it holds more than one steer, the extra
    roaming steers move over to free squares, or back to the box (``ONE_STEER_PER_SQUARE``)."""
    notes: list[Note] = []
    for square in sorted(field):
        while steers_in(square, terrain, tokens.steers, tokens.stolen) > 1:
            tokens.steers.remove(square)
            end, told = settle(square, tokens, grid, terrain)
            notes += told
            if end is not None:
                tokens.steers.append(end)
    return notes
