"""MOOOOOVE: how roaming steers, Indians, twisters, the Bandit and pilgrims move, raid, get thrown,
wander off the prairie, and arrive on a random board edge.

Every function here is a rule step the engine calls: it changes only the ``Tokens`` and ``Grid`` it
is given, takes all chance from ``roll`` (a D8 read on the MOOOOOVE compass, 1 = N ... 8 = NW), and
returns :class:`Note` s that tell in plain English what happened, every roll with its meaning, so a
log or a notebook can show them as they are. The same dice give the same game.

The rulebook's order holds in :func:`moooove`: twisters, then Indians, then roaming steers, then the
Bandit, then pilgrims. Within a kind the D8 is rolled for each token in reading order of where it
stands (rows from the north, each row from the west), never in the order tokens happen to be kept;
steers and Indians step all at once (``ONE_STEER_PER_SQUARE``). A token that leaves the board by
its edge is out of play for good, as the rulebook says; one removed any other way goes back to the
box (``BACK_TO_BOX``).

Where the rulebook is silent this edition chooses, and says so in ``data.py``:

- ``DIAGONAL_STEP``: a token walking diagonally goes round the corner one way or the other: a steer
  may go if either way (across one side of its square, then the other) crosses no fence and passes
  no water or homestead, and it does not end in water or a homestead. Indians and stampeding steers
  ignore fences and water, so only homesteads can close a way round for them.
- ``TWISTER_CORNER``: a twister stepping diagonally crosses the corner between its square and the
  next; it tears every fence on the (up to four) lines meeting at that corner, since those are the
  fences that separate the squares around it. Stepping straight it tears the line it crosses, the
  board edge included.
- ``TWISTER_LANDS``: a twister throws the steers and Indians in the square where its two steps end;
  a token that walks into a twister's square is thrown too. ``THROWN``: a thrown token flies one
  square in its own rolled direction, ignoring fences, water and homesteads. It is thrown again
  while it lands on a twister, at most ``THROWS_MAX`` times, so a token between two twisters comes
  to rest.
- ``RAIDS``: a raid is an Indian landing (walking, thrown or placed) on steers; ``RAID_THEN_THROW``:
  an Indian landing on a twister's square raids first and is thrown after.
- ``ONE_STEER_PER_SQUARE``: a square of a field never holds two steers. Steers step at once
  (:func:`_crowding`): one may step into a field square whose steer steps out, but it stays where it
  was if the square keeps its steer or another steer heads there too; a steer thrown or placed onto
  a taken field square, or shut in beside another by a fence (:func:`settle_field`), moves over to
  the nearest free square of that field, or goes back to the box if the field has none.
- ``BANDIT_DIAGONAL``: the Bandit moves like a cowboy, so a diagonal roll leaves him where he is.
- ``BANDIT_REACH``, ``BANDIT_SIGHTS``: cowboys may never stand in the Bandit's sights (one line from
  him, this edition's reading), so he never moves onto a corner that would put one there: that move
  does not happen. ``BLOCKED_ARRIVAL``: a Bandit or pilgrim whose arrival corner is taken (or, for the
  Bandit, in a cowboy's line of fire) does not arrive.
- ``PILGRIM_STEP``: a pilgrim walks that many corners per MOOOOOVE. The Bandit and pilgrims wait
  where they are when a cowboy, the Bandit or a pilgrim stands on the corner they would step to.
- Placing (``EDGE_TILE_SECOND_ROLL``, ``ARRIVAL_SQUARES``, ``PLACING_SQUARE``, ``PLACED_LANDS``,
  ``PILGRIM_ENTRY``): see :func:`place`.

Squares are named like a chess board: column letter from the west, then row number from the north
(square 0 is A1). An intersection is named by a square it touches, "the north-west corner of D5".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from ..core import Event
from .board import in_sights, parse_square, sights_words, square_name
from .data import (
    ARRIVAL_SQUARES,
    BANDIT_DIAGONAL,
    BANDITS,
    BLOCKED_ARRIVAL,
    COMPASS,
    CONTESTED_SQUARE,
    INDIANS,
    PILGRIM_STEP,
    PILGRIMS,
    PLACING_ORDER,
    ROAMING_STEERS,
    STEP,
    THROWS_MAX,
    TILE,
    TWISTERS,
    Direction,
    Terrain,
)
from .fields import Edge, Grid, square_sides
from .tokens import Pilgrim, Tokens, steers_in

Roll = Callable[[], int]
"""A D8: returns 1-8. The engine passes one drawing from its seeded random generator."""

MOOOOOVE: Final = "cowboy.moooove"
TWISTER: Final = "cowboy.twister"
RAID: Final = "cowboy.raid"
EDGE: Final = "cowboy.edge"
BANDIT: Final = "cowboy.bandit"
PILGRIMS_RULE: Final = "cowboy.pilgrims"
PLACING: Final = "cowboy.placing"
STAMPEDE: Final = "cowboy.stampede"
ONE_STEER: Final = "cowboy.one-steer"

KINDS: Final = ("twisters", "indians", "steers", "bandit", "pilgrims")  # the rulebook's order
PLACEABLE: Final = ("steer", "indian", "twister", "bandit", "pilgrim")
LABEL: Final = {
    "steer": "roaming steer",
    "indian": "Indian",
    "twister": "twister",
    "bandit": "Bandit",
    "pilgrim": "pilgrim",
}
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
ACROSS: Final = {
    Direction.N: Direction.S,
    Direction.S: Direction.N,
    Direction.E: Direction.W,
    Direction.W: Direction.E,
}
CORNER_EDGES: Final = {  # a corner tile's two board edges, in clockwise order round the board
    Direction.NE: (Direction.N, Direction.E),
    Direction.SE: (Direction.E, Direction.S),
    Direction.SW: (Direction.S, Direction.W),
    Direction.NW: (Direction.W, Direction.N),
}


#: What happened, in plain English, with the rule that made it happen: the engine's own Event, so a
#: MOOOOOVE's notes go into the game's log as they are. ``kind`` is ``"<thing>.<what>"``: the thing
#: is ``steer``, ``indian``, ``twister``, ``bandit``, ``pilgrim``, ``printed_steer``, ``fence`` or
#: ``field``; what happened is ``moved``, ``stayed``, ``left`` (off the prairie), ``thrown``,
#: ``rested`` (thrown ``THROWS_MAX`` times), ``eaten``, ``covered``, ``torn``, ``freed``, ``joined``
#: (two fields of one owner made one), ``arriving`` (a placing roll), ``placed``, ``unplaced``,
#: ``settled`` (moved over to a free square of its field) or ``boxed`` (back to the box: its field
#: was full).
Note = Event


class Gait(NamedTuple):
    """How a token walks by itself: whether fences stop it, and the terrain it will not enter."""

    fences: bool
    stops: frozenset[Terrain]


STEER_GAIT: Final = Gait(True, frozenset({Terrain.WATER, Terrain.HOMESTEAD}))  # stop when they touch
INDIAN_GAIT: Final = Gait(False, frozenset({Terrain.HOMESTEAD}))  # over fences and water
STAMPEDE_GAIT: Final = Gait(False, frozenset({Terrain.HOMESTEAD}))  # "they ignore fences and water"


class Step(NamedTuple):
    """Where a token's own step ends: ``end`` is None when it leaves the board; ``stopped`` says
    why it stayed where it was ("" when it went)."""

    end: int | None
    stopped: str


# ---- names ----


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


def fence_name(edge: Edge, grid: Grid) -> str:
    """A fence by the squares it separates, or the board-edge side of the square it closes."""
    a, b = grid.sides(edge)
    n = grid.size
    if a is not None and b is not None:
        return f"the fence between {square_name(a, n)} and {square_name(b, n)}"
    if edge.horizontal:
        side, square = ("north", b) if a is None else ("south", a)
    else:
        side, square = ("west", b) if a is None else ("east", a)
    assert square is not None
    return f"the fence on the {side} edge of {square_name(square, n)}"


def _tile_name(tile_row: int, tile_col: int, size: int) -> str:
    first = tile_row * TILE * size + tile_col * TILE
    last = first + (TILE - 1) * size + TILE - 1
    return f"{square_name(first, size)}-{square_name(last, size)}"


# ---- dice and geometry ----


def _read(roll: Roll) -> tuple[str, Direction]:
    """Roll the D8: the words for the roll ("D8 rolled 3 (E)") and its compass direction."""
    value = roll()
    if not 1 <= value <= 8:
        raise ValueError(f"a D8 rolls 1-8, not {value}")
    direction = COMPASS[value - 1]
    return f"D8 rolled {value} ({direction})", direction


def _roll_number(roll: Roll) -> int:
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


def _line(col: int, row: int, dc: int, dr: int) -> Edge:
    """The line crossed stepping straight from square (row, col): off the board's edge it is the line
    along the edge, where a fence may stand."""
    if dc:
        return Edge(False, row, col + 1 if dc > 0 else col)
    return Edge(True, row + 1 if dr > 0 else row, col)


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
    end = target(square, direction, n)

    def closed(c: int, r: int) -> bool:
        return 0 <= c < n and 0 <= r < n and terrain[r * n + c] in gait.stops

    if end is not None and terrain[end] in gait.stops:
        what = "water" if terrain[end] is Terrain.WATER else "a homestead"
        return Step(square, f"{square_name(end, n)} is {what}")
    if not (dc and dr):
        if gait.fences and _line(col, row, dc, dr) in grid.fenced:
            return Step(square, "a fence is in the way")
        return Step(end, "")
    for (c1, r1), (c2, r2) in (((dc, 0), (0, dr)), ((0, dr), (dc, 0))):
        fenced = gait.fences and (
            _line(col, row, c1, r1) in grid.fenced or _line(col + c1, row + r1, c2, r2) in grid.fenced
        )
        if not fenced and not closed(col + c1, row + r1):
            return Step(end, "")
    return Step(square, "both ways round the corner are closed")


# ---- raids and twisters ----


def _raid(square: int, tokens: Tokens, terrain: Sequence[Terrain], size: int) -> list[Note]:
    """An Indian lands on ``square``: its roaming steers are eaten, a printed steer is stolen."""
    name = square_name(square, size)
    notes = []
    eaten = tokens.steers.count(square)
    if eaten:
        tokens.steers[:] = [s for s in tokens.steers if s != square]
        for _ in range(eaten):
            tokens.leaves("steer", "eaten")
            notes.append(Note("steer.eaten", f"Indian raid at {name}: a roaming steer is eaten.", RAID))
    if terrain[square] is Terrain.PRINTED_STEER and square not in tokens.stolen:
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


def _settle(
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
            end, told = _settle(square, tokens, grid, terrain)
            notes += told
            if end is not None:
                tokens.steers.append(end)
    return notes


def _thrown(
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
        rolled, direction = _read(roll)
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
            notes += _raid(here, tokens, terrain, size)
        if here not in twisters:
            return here, notes
    text = (
        f"The {label} has been thrown {THROWS_MAX} times: it comes to rest at {square_name(here, size)}, "
        "in a twister's square (this edition's limit)."
    )
    notes.append(Note(f"{kind}.rested", text, TWISTER))
    return here, notes


def _strike(
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
            end, told = _thrown(kind, square, tokens, terrain, twisters, n, roll)
            notes += told
            if end is not None and kind == "steer":
                end, told = _settle(end, tokens, grid, terrain)
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
            f"{fields[0]} is joined to {rest} square{'s' * (rest != 1)} nobody owns, still shut in: nobody "
            "owns the patch until a fence splits it."
        )
    return [Note("field.freed", text, TWISTER)]


# ---- MOOOOOVE ----


@dataclass(slots=True)
class _Plan:
    """One token's step in a MOOOOOVE that moves its whole kind at once: where it starts, its roll
    told, where it ends (None: off the prairie) and, if it stays, why."""

    start: int
    rolled: str
    end: int | None
    stopped: str


def _crowding(plans: Sequence[_Plan], tokens: Tokens, grid: Grid, terrain: Sequence[Terrain]) -> None:
    """Steers step at once, so a field square holds one steer after the step as before it
    (``ONE_STEER_PER_SQUARE``). A steer may step into a field square whose steer steps out; it
    stays where it was if the square keeps a steer (a printed one, or a roaming one that does not
    leave), or if another steer heads for the same square (``CONTESTED_SQUARE``: then none of them
    goes in, or the one from the north-west). A steer kept back keeps its own square,
    which may keep back another in turn, so this repeats until nothing changes."""
    n = grid.size
    changed = True
    while changed:
        changed = False
        staying = {plan.start for plan in plans if plan.end == plan.start}
        heading: dict[int, list[_Plan]] = {}
        for plan in plans:
            if plan.end is not None and plan.end != plan.start and grid.owner[plan.end] is not None:
                heading.setdefault(plan.end, []).append(plan)
        for square, comers in heading.items():
            printed = terrain[square] is Terrain.PRINTED_STEER and square not in tokens.stolen
            if printed or square in staying:
                why = f"{square_name(square, n)} keeps its steer, and a field square holds one"
            elif len(comers) > 1:
                why = f"another steer heads for {square_name(square, n)} too, and a field square holds one"
                if CONTESTED_SQUARE == "north-west":  # the one first in reading order goes in
                    first = min(comers, key=lambda plan: plan.start)
                    comers = [plan for plan in comers if plan is not first]
                    why += f"; the steer from {square_name(first.start, n)} goes in"
            else:
                continue
            for plan in comers:
                plan.end, plan.stopped = plan.start, why
            changed = True


def _step_all(
    kind: str,
    gait: Gait,
    rule: str,
    starts: Sequence[int],
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
) -> list[Note]:
    """Tokens of ``kind`` standing on ``starts`` (already lifted from their list) step at once.

    The D8 is rolled for each in reading order of their squares (rows from the north, each from the
    west), so the dice never depend on the order tokens happen to be kept in; each step is worked out
    on the board as it stands before anyone moves; steers then keep to one per field square
    (:func:`_crowding`). They land together: an Indian raids where it lands, and a token that lands
    on a twister is thrown (in reading order again, after every other token has landed)."""
    n = grid.size
    label = LABEL[kind]
    on_board = tokens.indians if kind == "indian" else tokens.steers
    plans = []
    for square in sorted(starts):
        rolled, direction = _read(roll)
        end, stopped = step(square, direction, grid, terrain, gait)
        plans.append(_Plan(square, rolled, end, stopped))
    if kind == "steer":
        _crowding(plans, tokens, grid, terrain)
    told: list[list[Note]] = []
    thrown: list[tuple[int, _Plan]] = []
    for plan in plans:
        here = square_name(plan.start, n)
        if plan.end is None:
            tokens.leaves(kind, "edge")
            text = f"{plan.rolled}: the {label} at {here} wanders off the prairie, out of play."
            told.append([Note(f"{kind}.left", text, EDGE)])
        elif plan.stopped:
            on_board.append(plan.start)
            text = f"{plan.rolled}: the {label} at {here} stays put: {plan.stopped}."
            told.append([Note(f"{kind}.stayed", text, rule)])
        else:
            text = f"{plan.rolled}: the {label} at {here} moves to {square_name(plan.end, n)}."
            told.append([Note(f"{kind}.moved", text, rule)])
            if kind == "indian":
                told[-1] += _raid(plan.end, tokens, terrain, n)
            if plan.end in tokens.twisters:
                thrown.append((len(told) - 1, plan))
            else:
                on_board.append(plan.end)
    for index, plan in thrown:
        assert plan.end is not None
        final, notes = _thrown(kind, plan.end, tokens, terrain, tokens.twisters, n, roll)
        if final is not None and kind == "steer":
            final, settled = _settle(final, tokens, grid, terrain)
            notes += settled
        if final is not None:
            on_board.append(final)
        told[index] += notes
    return [note for notes in told for note in notes]


def _walk(
    kind: str,
    gait: Gait,
    rule: str,
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
) -> list[Note]:
    """Every steer (or Indian) steps once in its own rolled direction, all at once (:func:`_step_all`)."""
    on_board = tokens.indians if kind == "indian" else tokens.steers
    starts = list(on_board)
    on_board.clear()
    return _step_all(kind, gait, rule, starts, tokens, grid, terrain, roll)


def move_steers(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """Every roaming steer steps one square in its rolled direction, all at once; it stays if a fence,
    water or a homestead is in the way or a field square would hold two steers, leaves if it steps
    off the board, and is thrown if it walks into a twister."""
    return _walk("steer", STEER_GAIT, MOOOOOVE, tokens, grid, terrain, roll)


def move_indians(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """Each Indian steps one square in its rolled direction, over fences and water but never into a
    homestead; where it lands it raids steers, and a twister there throws it."""
    return _walk("indian", INDIAN_GAIT, MOOOOOVE, tokens, grid, terrain, roll)


def move_indian(
    square: int, tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll
) -> list[Note]:
    """One Indian, the one on ``square``, moves as a MOOOOOVE would move it (an Indian escaping a
    fight); the others stay where they are."""
    if square not in tokens.indians:
        raise ValueError(f"no Indian at {square_name(square, grid.size)}")
    tokens.indians.remove(square)
    return _step_all("indian", INDIAN_GAIT, MOOOOOVE, [square], tokens, grid, terrain, roll)


def stampede(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """STAMPEDE!: every roaming steer steps at once, ignoring fences and water but not homesteads
    (and a field square still holds one steer, :func:`_crowding`)."""
    return _walk("steer", STAMPEDE_GAIT, STAMPEDE, tokens, grid, terrain, roll)


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
            rolled, direction = _read(roll)
            there = target(here, direction, n)
            dc, dr = STEP[direction]
            row, col = divmod(here, n)
            lines = corner_lines(here, direction, n) if dc and dr else [_line(col, row, dc, dr)]
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
            notes += _strike(here, tokens, grid, terrain, [w for w in where if w is not None], roll)
    tokens.twisters[:] = [w for w in where if w is not None]
    return notes


def move_bandit(
    tokens: Tokens, size: int, roll: Roll, occupied: Collection[tuple[int, int]] = ()
) -> list[Note]:
    """The Bandit rolls a direction and moves one intersection along a line, like a cowboy: a
    diagonal roll leaves him where he is (``BANDIT_DIAGONAL``), as does a cowboy or pilgrim in the way."""
    if tokens.bandit is None:
        return []
    rolled, direction = _read(roll)
    x, y = tokens.bandit
    here = intersection_name(tokens.bandit, size)
    dc, dr = STEP[direction]
    if dc and dr and not BANDIT_DIAGONAL:
        return [
            Note("bandit.stayed", f"{rolled}: the Bandit never moves diagonally; he stays at {here}.", BANDIT)
        ]
    there = (x + dc, y + dr)
    if not (0 <= there[0] <= size and 0 <= there[1] <= size):
        tokens.bandit = None
        tokens.leaves("bandit", "edge")
        text = f"{rolled}: the Bandit at {here} rides off the prairie, out of play."
        return [Note("bandit.left", text, EDGE)]
    blocker = _occupant(there, tokens, occupied)
    if blocker:
        text = f"{rolled}: the Bandit stays at {here}: {blocker} stands at {intersection_name(there, size)}."
        return [Note("bandit.stayed", text, BANDIT)]
    if _in_sights(there, occupied):
        text = (
            f"{rolled}: the Bandit stays at {here}: a cowboy stands {sights_words()} "
            f"{intersection_name(there, size)}, and no cowboy is ever in his sights."
        )
        return [Note("bandit.stayed", text, BANDIT)]
    tokens.bandit = there
    text = f"{rolled}: the Bandit at {here} moves to {intersection_name(there, size)}."
    return [Note("bandit.moved", text, BANDIT)]


def _in_sights(point: tuple[int, int], occupied: Collection[tuple[int, int]]) -> bool:
    """Whether a cowboy would be in the sights of a Bandit on ``point``: he never goes there, so no
    cowboy is ever in his sights (``BANDIT_REACH``, ``BANDIT_SIGHTS``)."""
    return any(in_sights(point, cowboy) for cowboy in occupied)


def _occupant(
    point: tuple[int, int],
    tokens: Tokens,
    occupied: Collection[tuple[int, int]],
    mover: Pilgrim | None = None,
) -> str:
    """Who stands on intersection ``point`` (a cowboy, the Bandit, a pilgrim other than ``mover``):
    the Bandit or a pilgrim stepping there waits where it is instead."""
    if point in occupied:
        return "a cowboy"
    if tokens.bandit == point:
        return "the Bandit"
    if any((p.x, p.y) == point for p in tokens.pilgrims if p is not mover):
        return "a pilgrim"
    return ""


def move_pilgrims(tokens: Tokens, size: int, occupied: Collection[tuple[int, int]] = ()) -> list[Note]:
    """Each pilgrim (in reading order of their corners) walks ``PILGRIM_STEP`` corners along its
    heading, with no roll; off the board it is out of play; a cowboy, the Bandit or another pilgrim in
    the way makes it wait there."""
    notes: list[Note] = []
    for pilgrim in sorted(tokens.pilgrims, key=lambda p: (p.y, p.x)):
        for _ in range(PILGRIM_STEP):
            dc, dr = STEP[pilgrim.heading]
            there = (pilgrim.x + dc, pilgrim.y + dr)
            here = intersection_name((pilgrim.x, pilgrim.y), size)
            way = SIDE_NAME[pilgrim.heading]
            if not (0 <= there[0] <= size and 0 <= there[1] <= size):
                tokens.pilgrims.remove(pilgrim)
                tokens.leaves("pilgrim", "edge")
                text = f"The pilgrim at {here} walks {way} off the prairie, out of play."
                notes.append(Note("pilgrim.left", text, EDGE))
                break
            blocker = _occupant(there, tokens, occupied, pilgrim)
            if blocker:
                text = f"The pilgrim at {here} waits: {blocker} stands at {intersection_name(there, size)}."
                notes.append(Note("pilgrim.stayed", text, PILGRIMS_RULE))
                break
            pilgrim.x, pilgrim.y = there
            text = f"The pilgrim at {here} walks {way} to {intersection_name(there, size)}."
            notes.append(Note("pilgrim.moved", text, PILGRIMS_RULE))
    return notes


def moooove(
    kinds: Collection[str],
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
    occupied: Collection[tuple[int, int]] = (),
    players: Sequence[str] = (),
) -> list[Note]:
    """A MOOOOOVE event: the named kinds (of ``KINDS``) move in the rulebook's order, twisters,
    Indians, steers, then the Bandit and pilgrims. ``occupied`` holds the cowboys' intersections;
    ``players`` names the owners of fields a twister opens."""
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise ValueError(f"no such tokens to MOOOOOVE: {sorted(unknown)}")
    notes: list[Note] = []
    for kind in KINDS:
        if kind not in kinds:
            continue
        if kind == "twisters":
            notes += move_twisters(tokens, grid, terrain, roll, players)
        elif kind == "indians":
            notes += move_indians(tokens, grid, terrain, roll)
        elif kind == "steers":
            notes += move_steers(tokens, grid, terrain, roll)
        elif kind == "bandit":
            notes += move_bandit(tokens, grid.size, roll, occupied)
        else:
            notes += move_pilgrims(tokens, grid.size, occupied)
    return notes


# ---- placing on a random board edge ----


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


def edge_tile(direction: Direction, tiles: int, second: int | None = None) -> tuple[int, int]:
    """The edge tile (tile row, tile column) a compass roll names on a board ``tiles`` tiles wide:
    N is the top middle tile, NE the top-right corner tile, and so on. Where a side has two middle
    tiles, ``second`` (a D8) picks: odd the first met going clockwise, even the second
    (``EDGE_TILE_SECOND_ROLL``)."""
    last = tiles - 1
    corners = {
        Direction.NE: (0, last),
        Direction.SE: (last, last),
        Direction.SW: (last, 0),
        Direction.NW: (0, 0),
    }
    if direction in corners:
        return corners[direction]
    middle = tiles // 2
    if tiles % 2 == 0:
        if second is None:
            raise ValueError("a side with two middle tiles needs a second roll")
        clockwise_first = second % 2 == 1
        # clockwise runs west to east along the north, north to south along the east, and so back
        middle = (
            tiles // 2 - 1 if clockwise_first == (direction in (Direction.N, Direction.E)) else tiles // 2
        )
    return {
        Direction.N: (0, middle),
        Direction.S: (last, middle),
        Direction.E: (middle, last),
        Direction.W: (middle, 0),
    }[direction]


def edge_squares(tile_row: int, tile_col: int, size: int) -> list[int]:
    """The squares of the tile an arriving steer, Indian or twister may go on (``ARRIVAL_SQUARES``).

    By this edition's reading, the tile's squares on the board edge, in the order met walking
    clockwise round the board's edge, so that each tile's squares make one run (the north-west
    tile's starts at its south-west). By the "rim" reading, the 12 squares round the tile's rim,
    clockwise from its north-west square."""
    if ARRIVAL_SQUARES == "rim":
        top, left, far = tile_row * TILE, tile_col * TILE, TILE - 1
        rim = (
            [(0, c) for c in range(TILE)]
            + [(r, far) for r in range(1, TILE)]
            + [(far, c) for c in range(far - 1, -1, -1)]
            + [(r, 0) for r in range(far - 1, 0, -1)]
        )
        return [(top + r) * size + left + c for r, c in rim]
    last = size - 1
    ring = (
        [(r, 0) for r in range(TILE - 1, -1, -1)]  # up the west edge of the north-west tile
        + [(0, c) for c in range(1, size)]  # east along the north edge
        + [(r, last) for r in range(1, size)]  # south along the east edge
        + [(last, c) for c in range(last - 1, -1, -1)]  # west along the south edge
        + [(r, 0) for r in range(last - 1, TILE - 1, -1)]  # north, back to the north-west tile
    )
    return [r * size + c for r, c in dict.fromkeys(ring) if r // TILE == tile_row and c // TILE == tile_col]


def _fenced_round(square: int, grid: Grid) -> bool:
    return any(line in grid.fenced for line in square_sides(square, grid.size))


def _placing_tests(kind: str, grid: Grid, terrain: Sequence[Terrain]) -> dict[str, Callable[[int], bool]]:
    """Each of ``PLACING_ORDER``'s preferences as a test of a square, for a token of ``kind``."""
    stops = {"steer": STEER_GAIT.stops, "indian": INDIAN_GAIT.stops}.get(kind, frozenset())
    return {
        "outside every owned field": lambda s: grid.owner[s] is None,
        "no fence on any side": lambda s: not _fenced_round(s, grid),
        "ground the token may walk into": lambda s: terrain[s] not in stops,
        "grass": lambda s: grid.open[s],
    }


def _best_squares(kind: str, edge: Sequence[int], grid: Grid, terrain: Sequence[Terrain]) -> list[int]:
    """The arrival squares a placed token may go on (``PLACING_SQUARE``): those best by the first
    preference of ``PLACING_ORDER``, of them those best by the next, and so on; clockwise."""
    tests = _placing_tests(kind, grid, terrain)

    def rank(square: int) -> tuple[bool, ...]:
        return tuple(not tests[preference](square) for preference in PLACING_ORDER)

    best = min(map(rank, edge))
    return [s for s in edge if rank(s) == best]


def _described(squares: Sequence[int], grid: Grid, terrain: Sequence[Terrain]) -> str:
    """What the squares a token was placed among have in common: "unfenced grass square"."""
    fenced = {_fenced_round(s, grid) for s in squares}
    kinds = {"grass" if grid.open[s] else terrain[s].name.lower() for s in squares}
    owned = {grid.owner[s] is not None for s in squares}
    words = "unfenced " if fenced == {False} else "fenced " if fenced == {True} else ""
    words += f"{kinds.pop()} " if len(kinds) == 1 else ""
    return words + "square" + (" in owned fields" if owned == {True} else "")


def _arrival(
    kind: str, direction: Direction, rolled: str, tiles: int, roll: Roll
) -> tuple[tuple[int, int], list[Note]]:
    """The tile a placing roll names, with a second roll where a side has two middle tiles."""
    label = LABEL[kind]
    side = SIDE_NAME[direction]
    if direction in CORNER_EDGES:
        tile = edge_tile(direction, tiles)
        return tile, [
            Note(f"{kind}.arriving", f"{rolled}: the {label} arrives on the {side} corner tile.", PLACING)
        ]
    if tiles % 2:
        tile = edge_tile(direction, tiles)
        return tile, [
            Note(f"{kind}.arriving", f"{rolled}: the {label} arrives on the {side} middle tile.", PLACING)
        ]
    second = _roll_number(roll)
    tile = edge_tile(direction, tiles, second)
    order = "odd, the first" if second % 2 else "even, the second"
    article = "an" if side[0] in "aeiou" else "a"
    text = (
        f"{rolled}: the {label} arrives on {article} {side} middle tile; D8 rolled {second} ({order} "
        "clockwise)."
    )
    return tile, [Note(f"{kind}.arriving", text, PLACING)]


def place(
    kind: str,
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
    occupied: Collection[tuple[int, int]] = (),
    in_box: int | None = None,
) -> list[Note]:
    """Put a token of ``kind`` (of ``PLACEABLE``) on a random board edge, as the events say.

    A D8 on the compass names an edge tile (:func:`edge_tile`). A steer, Indian or twister goes on
    one of that tile's arrival squares (:func:`edge_squares`, ``PLACING_SQUARE``) and lands there
    (``PLACED_LANDS``).
    The Bandit goes on the centre intersection of a middle tile or the outside corner of a corner
    tile; a pilgrim on the tile's centre intersection, heading across the board (a corner tile's edge
    picked by a second roll, ``PILGRIM_ENTRY``). An occupied intersection
    means nothing arrives. ``in_box`` overrides the count of tokens left (the engine may know of
    steers held in fields); with none left nothing is placed and no die is rolled.
    """
    if kind not in PLACEABLE:
        raise ValueError(f"no such token to place: {kind!r}")
    label = LABEL[kind]
    left = in_the_box(kind, tokens) if in_box is None else in_box
    if left <= 0:
        return [Note(f"{kind}.unplaced", f"No {label} is left in the box: none arrives.", PLACING)]
    n = grid.size
    tiles = n // TILE
    rolled, direction = _read(roll)
    tile, notes = _arrival(kind, direction, rolled, tiles, roll)
    if kind == "pilgrim":
        return notes + _place_pilgrim(tokens, n, direction, tile, roll, occupied)
    if kind == "bandit":
        return notes + _place_bandit(tokens, n, direction, tile, occupied)
    candidates = _best_squares(kind, edge_squares(*tile, n), grid, terrain)
    what = _described(candidates, grid, terrain)
    where = "rim" if ARRIVAL_SQUARES == "rim" else "board-edge"
    if len(candidates) == 1:
        square = candidates[0]
        text = f"The {label} is placed on {square_name(square, n)}, the tile's only {where} {what}."
    else:
        count = _roll_number(roll)
        square = candidates[(count - 1) % len(candidates)]
        text = (
            f"D8 rolled {count}: counting {count} clockwise along the tile's {len(candidates)} {where} "
            f"{what.replace('square', 'squares', 1)}, the {label} is placed on {square_name(square, n)}."
        )
    notes.append(Note(f"{kind}.placed", text, PLACING))
    notes += _land(kind, square, tokens, grid, terrain, roll)
    return notes


def _land(
    kind: str, square: int, tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll
) -> list[Note]:
    """A placed token lands (``PLACED_LANDS``): an Indian raids, a twister throws, a twister throws it."""
    n = grid.size
    if kind == "twister":
        tokens.twisters.append(square)
        return _strike(square, tokens, grid, terrain, tokens.twisters, roll)
    notes = _raid(square, tokens, terrain, n) if kind == "indian" else []
    end: int | None = square
    if square in tokens.twisters:
        end, told = _thrown(kind, square, tokens, terrain, tokens.twisters, n, roll)
        notes += told
    if end is not None and kind == "steer":
        end, told = _settle(end, tokens, grid, terrain)
        notes += told
    if end is not None:
        (tokens.indians if kind == "indian" else tokens.steers).append(end)
    return notes


def _blocked(kind: str, point: tuple[int, int], tokens: Tokens, occupied: Collection[tuple[int, int]]) -> str:
    """Why the Bandit or a pilgrim cannot arrive on ``point``, told ("" if it can): someone stands
    there, or, for the Bandit, a cowboy would be in his sights."""
    blocker = _occupant(point, tokens, occupied)
    if blocker:
        return f"{blocker.capitalize()} stands at {{where}}"
    if kind == "bandit" and _in_sights(point, occupied):
        return f"A cowboy stands {sights_words()} {{where}}"
    return ""


def _arrival_corner(
    kind: str,
    point: tuple[int, int],
    tile: tuple[int, int],
    size: int,
    tokens: Tokens,
    occupied: Collection[tuple[int, int]],
) -> tuple[tuple[int, int] | None, str]:
    """Where the Bandit or a pilgrim arrives, given the corner its card names (``BLOCKED_ARRIVAL``):
    there if it is free; if not, nowhere ("nothing"), or the nearest free corner of its tile
    ("nearest"; ties to the one first in reading order). With the corner, what the log says of a
    taken one ("" when the named corner was free)."""
    why = _blocked(kind, point, tokens, occupied)
    if not why:
        return point, ""
    named = why.format(where=intersection_name(point, size))
    label = LABEL[kind]
    if BLOCKED_ARRIVAL == "nearest":
        top, left = tile[0] * TILE, tile[1] * TILE
        corners = [(x, y) for y in range(top, top + TILE + 1) for x in range(left, left + TILE + 1)]
        corners.sort(key=lambda c: (abs(c[0] - point[0]) + abs(c[1] - point[1]), c[1], c[0]))
        free = next((c for c in corners if not _blocked(kind, c, tokens, occupied)), None)
        if free is not None:
            return free, f"{named}: the {label} takes the nearest free corner of the tile instead."
        return None, f"{named}, and no corner of the tile is free: the {label} does not arrive."
    reading = "this edition's reading: a taken corner brings nothing"
    return None, f"{named}: the {label} does not arrive ({reading})."


def _place_bandit(
    tokens: Tokens,
    size: int,
    direction: Direction,
    tile: tuple[int, int],
    occupied: Collection[tuple[int, int]],
) -> list[Note]:
    outside = {
        Direction.NE: (size, 0),
        Direction.SE: (size, size),
        Direction.SW: (0, size),
        Direction.NW: (0, 0),
    }
    named = outside.get(direction, (tile[1] * TILE + TILE // 2, tile[0] * TILE + TILE // 2))
    point, told = _arrival_corner("bandit", named, tile, size, tokens, occupied)
    if point is None:
        return [Note("bandit.unplaced", told, PLACING)]
    tokens.bandit = point
    tile_name = _tile_name(*tile, size)
    where = "the outside corner" if direction in outside else "the centre"
    if told:
        text = f"{told} The Bandit is placed at {intersection_name(point, size)}, on the tile {tile_name}."
    else:
        text = f"The Bandit is placed at {intersection_name(point, size)}, {where} of the tile {tile_name}."
    return [Note("bandit.placed", text, PLACING)]


def _place_pilgrim(
    tokens: Tokens,
    size: int,
    direction: Direction,
    tile: tuple[int, int],
    roll: Roll,
    occupied: Collection[tuple[int, int]],
) -> list[Note]:
    """A pilgrim arrives on its tile's centre intersection, as the card says, and will walk straight
    across the board away from the board edge its tile lies on (``PILGRIM_ENTRY``); on a corner tile
    a second roll picks that edge."""
    notes = []
    edge = direction
    if direction in CORNER_EDGES:
        second = _roll_number(roll)
        edge = CORNER_EDGES[direction][second % 2 == 0]
        order = "odd, the first" if second % 2 else "even, the second"
        side = SIDE_NAME[edge]
        text = f"D8 rolled {second} ({order} edge clockwise): the pilgrim comes from the {side} edge."
        notes.append(Note("pilgrim.arriving", text, PLACING))
    centre = (tile[1] * TILE + TILE // 2, tile[0] * TILE + TILE // 2)
    point, told = _arrival_corner("pilgrim", centre, tile, size, tokens, occupied)
    if point is None:
        return [*notes, Note("pilgrim.unplaced", told, PLACING)]
    heading = ACROSS[edge]
    tokens.pilgrims.append(Pilgrim(point[0], point[1], heading))
    where = f"{'on' if told else 'the centre of'} the tile {_tile_name(*tile, size)}"
    text = (
        f"{told + ' ' if told else ''}The pilgrim is placed at {intersection_name(point, size)}, {where}, "
        f"heading {SIDE_NAME[heading]} across the board."
    )
    return [*notes, Note("pilgrim.placed", text, PLACING)]
