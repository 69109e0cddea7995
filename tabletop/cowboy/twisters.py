"""Twisters: each takes two steps per MOOOOOVE, tearing down every fence it passes
(``TWISTER_CORNER``), and where it ends it throws the steers and Indians there (``TWISTER_LANDS``,
``THROWN``); a token walking or placed into its square is thrown too. A torn fence can open a field
or join two (``TORN_BETWEEN_FIELDS``): that is told here, owners named, as the fence builder of the
lesson tells it too."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..core.words import counted
from .board import square_name
from .compass import Roll, corner_lines, crossed_line, roll_direction, target
from .data import STEP, THROWS_MAX, Terrain
from .fields import Edge, Grid, fence_name
from .landing import raid, settle
from .notes import EDGE, LABEL, TWISTER, Note
from .tokens import Tokens


def move_twisters(
    tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll, players: Sequence[str] = ()
) -> list[Note]:
    """Each twister, in reading order of their squares, takes two steps, each in its own rolled
    direction, over water and homesteads, tearing down every fence it passes (``TWISTER_CORNER``);
    where it ends it throws the steers and Indians (``TWISTER_LANDS``). A twister blown off the board
    is out of play. ``players`` names the owners of fields it opens."""
    n = grid.size
    tokens.twisters.sort()  # dice in reading order of the twisters' squares
    where: list[int | None] = list(tokens.twisters)
    notes: list[Note] = []
    for i, start in enumerate(tokens.twisters):
        here = start
        for leg in range(2):
            rolled, direction = roll_direction(roll)
            there = target(here, direction, n)
            dc, dr = STEP[direction]
            row, col = divmod(here, n)
            lines = corner_lines(here, direction, n) if dc and dr else [crossed_line(col, row, dc, dr)]
            twister = f"the twister at {square_name(here, n)}" if leg == 0 else "the twister"
            goes = "" if leg == 0 else f" on from {square_name(here, n)}"
            if there is None:
                tokens.leaves("twister", "edge")
                text = f"{rolled}: {twister} blows{goes} off the prairie, out of play."
                notes.append(Note("twister.left", text, EDGE))
            else:
                text = f"{rolled}: {twister} moves{goes} to {square_name(there, n)}."
                notes.append(Note("twister.moved", text, TWISTER))
            for line in lines:
                if line in grid.fenced:
                    notes += _tear(line, grid, players)
            where[i] = there
            if there is None:
                break
            here = there
        if where[i] is not None:
            notes += strike(here, tokens, grid, terrain, [w for w in where if w is not None], roll)
    tokens.twisters[:] = [w for w in where if w is not None]
    return notes


def throw_token(
    kind: str,
    square: int,
    tokens: Tokens,
    terrain: Sequence[Terrain],
    twisters: Collection[int],
    size: int,
    roll: Roll,
) -> tuple[int | None, list[Note]]:
    """A steer or Indian in a twister's square is thrown (``THROWN``), again while it lands on a
    twister, at most ``THROWS_MAX`` times. Returns where it ends (None: off the prairie)."""
    label = LABEL[kind]
    notes: list[Note] = []
    here = square
    for throw in range(THROWS_MAX):
        rolled, direction = roll_direction(roll)
        there = target(here, direction, size)
        again = " again," if throw else ""
        throws = f"{rolled}: the twister at {square_name(here, size)} throws the {label}{again}"
        if there is None:
            tokens.leaves(kind, "edge")
            notes.append(Note(f"{kind}.left", f"{throws} off the prairie, out of play.", EDGE))
            return None, notes
        text = f"{throws} to {square_name(there, size)}."
        notes.append(Note(f"{kind}.thrown", text, TWISTER))
        here = there
        if kind == "indian":
            notes += raid(here, tokens, terrain, size)
        if here not in twisters:
            return here, notes
    text = (
        f"The {label} has been thrown {THROWS_MAX} times: it comes to rest at {square_name(here, size)}, "
        "in a twister's square (this edition's limit)."
    )
    notes.append(Note(f"{kind}.rested", text, TWISTER))
    return here, notes


def strike(
    square: int,
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    twisters: Collection[int],
    roll: Roll,
) -> list[Note]:
    """A twister lands on ``square``: each Indian there is thrown, then each roaming steer, one by
    one (a steer landing in a field square that holds one moves over, ``ONE_STEER_PER_SQUARE``)."""
    n = grid.size
    notes: list[Note] = []
    for kind, tokens_of_kind in (("indian", tokens.indians), ("steer", tokens.steers)):
        for _ in range(tokens_of_kind.count(square)):
            tokens_of_kind.remove(square)
            end, told = throw_token(kind, square, tokens, terrain, twisters, n, roll)
            notes += told
            if end is not None and kind == "steer":
                end, told = settle(end, tokens, grid, terrain)
                notes += told
            if end is not None:
                tokens_of_kind.append(end)
    return notes


def _tear(edge: Edge, grid: Grid, players: Sequence[str]) -> list[Note]:
    """The twister takes away the fence on ``edge``, told, with what that did to the fields beside
    it (:func:`tear_fence`)."""
    return [
        Note("fence.torn", f"The twister tears down {fence_name(edge, grid)}.", TWISTER),
        *tear_fence(edge, grid, players),
    ]


def tear_fence(edge: Edge, grid: Grid, players: Sequence[str]) -> list[Note]:
    """Take away the fence on ``edge`` (through ``grid.tear``) and tell what that did to the fields
    beside it, each owner named (by seat number where ``players`` does not name them): the fields it
    left incomplete (:func:`_freed_notes`), or two fields of one owner it joined, which are still shut
    in and stay his as one field (``TORN_BETWEEN_FIELDS``)."""
    owners = grid.owner.copy()
    apart = _one_owners_fields(edge, grid)
    freed = grid.tear(edge)
    if apart is None or freed:
        return _freed_notes(owners, freed, grid, players)
    seat, parts = apart
    who = _name(seat, players)
    fields = " and ".join(f"({', '.join(square_name(s, grid.size) for s in sorted(part))})" for part in parts)
    return [
        Note(
            "field.joined",
            f"{who}'s fields {fields} are joined into one, still shut in: it stays {who}'s.",
            TWISTER,
        )
    ]


def _one_owners_fields(edge: Edge, grid: Grid) -> tuple[int, list[frozenset[int]]] | None:
    """The owner and the two fields on either side of ``edge``, if they are two fields of one owner
    (not one field the fence runs into), in reading order; else None."""
    a, b = grid.sides(edge)
    if a is None or b is None or (seat := grid.owner[a]) is None or grid.owner[b] != seat:
        return None
    first, second = grid.enclosed(a), grid.enclosed(b)
    if first is None or second is None or b in first:
        return None
    return seat, sorted((first, second), key=min)


def _name(seat: int, players: Sequence[str]) -> str:
    """A player's name, or "Seat n" where ``players`` does not name them (the fence builder's two)."""
    return players[seat] if seat < len(players) else f"Seat {seat}"


def _freed_notes(
    owners: Sequence[int | None], freed: Collection[int], grid: Grid, players: Sequence[str]
) -> list[Note]:
    """What a torn fence did to the fields it left incomplete (``freed``, whose owners were
    ``owners``), each owner named. A field opened onto the range is open again; one joined to another
    player's field, or to land nobody owns, makes a patch that is still shut in but nobody's until a
    fence splits it (``TORN_BETWEEN_FIELDS``)."""
    n = grid.size
    seats = sorted({seat for s in freed if (seat := owners[s]) is not None})
    fields = [
        f"{_name(seat, players)}'s field "
        f"({', '.join(square_name(s, n) for s in sorted(freed) if owners[s] == seat)})"
        for seat in seats
    ]
    patch = grid.enclosed(min(freed)) if freed else None
    if patch is None:
        return [
            Note("field.freed", f"{field} is open again: nobody owns it until it is closed again.", TWISTER)
            for field in fields
        ]
    if len(fields) > 1:
        text = (
            f"{' and '.join(fields)} are joined into one patch, still shut in: nobody owns either until a "
            "fence splits them."
        )
    else:
        rest = len(patch) - len(freed)
        text = (
            f"{fields[0]} is joined to {counted(rest, 'square')} nobody owns, still shut in: nobody "
            "owns the patch until a fence splits it."
        )
    return [Note("field.freed", text, TWISTER)]
