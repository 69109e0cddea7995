"""Placing: a steer, Indian, twister, the Bandit or a pilgrim arrives on a random board edge, as the
event cards say. A D8 on the compass names an edge tile (``EDGE_TILE_SECOND_ROLL``); a steer, Indian
or twister goes on the best of that tile's arrival squares (``ARRIVAL_SQUARES``, ``PLACING_SQUARE``,
``PLACING_ORDER``) and lands there (``PLACED_LANDS``); the Bandit and a pilgrim arrive on a corner
of the tile, or not at all where it is taken (``BLOCKED_ARRIVAL``, ``PILGRIM_ENTRY``)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import cache
from typing import Final

from .board import intersection_name, sights_words, square_name, tile_name
from .compass import INDIAN_GAIT, SIDE_NAME, STEER_GAIT, Roll, roll_d8, roll_direction
from .data import ARRIVAL_SQUARES, BLOCKED_ARRIVAL, PLACING_ORDER, TILE, Direction, Terrain
from .fields import Grid, square_sides
from .landing import raid, settle
from .notes import LABEL, PLACING, Note
from .riders import occupant, sees_a_cowboy
from .tokens import Pilgrim, Tokens, in_the_box
from .twisters import strike, throw_token

PLACEABLE: Final = ("steer", "indian", "twister", "bandit", "pilgrim")
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


def edge_squares(tile_row: int, tile_col: int, size: int) -> tuple[int, ...]:
    """The squares of the tile an arriving steer, Indian or twister may go on (``ARRIVAL_SQUARES``).

    By this edition's reading, the tile's squares on the board edge, in the order met walking
    clockwise round the board's edge, so that each tile's squares make one run (the north-west
    tile's starts at its south-west). By the "rim" reading, the 12 squares round the tile's rim,
    clockwise from its north-west square."""
    return _edge_squares(tile_row, tile_col, size, ARRIVAL_SQUARES)


@cache
def _edge_squares(tile_row: int, tile_col: int, size: int, reading: str) -> tuple[int, ...]:
    """:func:`edge_squares` under a reading of ``ARRIVAL_SQUARES``, worked out once per tile, board
    size and reading (a pure function of them: nothing invalidates it); each arrival walked the
    whole board edge to find its tile's squares."""
    if reading == "rim":
        top, left, far = tile_row * TILE, tile_col * TILE, TILE - 1
        rim = (
            [(0, c) for c in range(TILE)]
            + [(r, far) for r in range(1, TILE)]
            + [(far, c) for c in range(far - 1, -1, -1)]
            + [(r, 0) for r in range(far - 1, 0, -1)]
        )
        return tuple([(top + r) * size + left + c for r, c in rim])
    last = size - 1
    ring = (
        [(r, 0) for r in range(TILE - 1, -1, -1)]  # up the west edge of the north-west tile
        + [(0, c) for c in range(1, size)]  # east along the north edge
        + [(r, last) for r in range(1, size)]  # south along the east edge
        + [(last, c) for c in range(last - 1, -1, -1)]  # west along the south edge
        + [(r, 0) for r in range(last - 1, TILE - 1, -1)]  # north, back to the north-west tile
    )
    tile = [r * size + c for r, c in dict.fromkeys(ring) if r // TILE == tile_row and c // TILE == tile_col]
    return tuple(tile)


def _fenced_round(square: int, grid: Grid) -> bool:
    return any(line in grid.fenced for line in square_sides(square, grid.size))


def _placing_tests(kind: str, grid: Grid, terrain: Sequence[Terrain]) -> dict[str, Callable[[int], bool]]:
    """Each of ``PLACING_ORDER``'s preferences as a test of a square, for a token of ``kind``."""
    stops = {"steer": STEER_GAIT.stops, "indian": INDIAN_GAIT.stops}.get(kind, ())
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
    ordered = [tests[preference] for preference in PLACING_ORDER]  # each square fails them or not
    ranks = [tuple([not test(square) for test in ordered]) for square in edge]
    best = min(ranks)
    return [square for square, ranked in zip(edge, ranks, strict=True) if ranked == best]


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
    second = roll_d8(roll)
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
    rolled, direction = roll_direction(roll)
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
        count = roll_d8(roll)
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
        return strike(square, tokens, grid, terrain, tokens.twisters, roll)
    notes = raid(square, tokens, terrain, n) if kind == "indian" else []
    end: int | None = square
    if square in tokens.twisters:
        end, told = throw_token(kind, square, tokens, terrain, tokens.twisters, n, roll)
        notes += told
    if end is not None and kind == "steer":
        end, told = settle(end, tokens, grid, terrain)
        notes += told
    if end is not None:
        (tokens.indians if kind == "indian" else tokens.steers).append(end)
    return notes


def _blocked(kind: str, point: tuple[int, int], tokens: Tokens, occupied: Collection[tuple[int, int]]) -> str:
    """Why the Bandit or a pilgrim cannot arrive on ``point``, told ("" if it can): someone stands
    there, or, for the Bandit, a cowboy would be in his sights."""
    blocker = occupant(point, tokens, occupied)
    if blocker:
        return f"{blocker.capitalize()} stands at {{where}}"
    if kind == "bandit" and sees_a_cowboy(point, occupied):
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
    tile_words = tile_name(*tile, size)
    where = "the outside corner" if direction in outside else "the centre"
    if told:
        text = f"{told} The Bandit is placed at {intersection_name(point, size)}, on the tile {tile_words}."
    else:
        text = f"The Bandit is placed at {intersection_name(point, size)}, {where} of the tile {tile_words}."
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
        second = roll_d8(roll)
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
    where = f"{'on' if told else 'the centre of'} the tile {tile_name(*tile, size)}"
    text = (
        f"{told + ' ' if told else ''}The pilgrim is placed at {intersection_name(point, size)}, {where}, "
        f"heading {SIDE_NAME[heading]} across the board."
    )
    return [*notes, Note("pilgrim.placed", text, PLACING)]
