"""A Super Cowboy bot that builds small pens round steers, ropes what it can and rustles when it pays.

It sees only its view. Its plan is simple: pick a target square (one holding or next to a roaming
or printed steer, with as many sides already closed as possible, and keep it from turn to turn unless
a much better one turns up) and walk its open sides, fencing each line it walks, so a pen closes
round the steer; with room in its fields, head for the nearest roaming steer and rope it.

It remembers its planned pen per seat (``SensibleBot`` keeps one plan for each seat it plays), so
the same bot object may play several seats.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from . import data
from .actions import BUILD, CUT, REST, STAY, Claim, Drop, Fight, PlayOn, Pour, Remove, Steer, Walk
from .board import WALK_STEP, parse_square, square_neighbours, squares_across, squares_around
from .data import Event as Card
from .data import Terrain
from .fields import Edge, Grid, square_sides
from .refusals import steers_at
from .tokens import steers_in
from .views import CowboyView

STICK = 6.0  # a pen already planned is kept unless another scores this much better
CHASE = 2.0  # with room in its fields, each line nearer a roaming steer is worth this much
ITEM_WORTH = {
    Card.LARIAT: 3.0,
    Card.FIRE_WATER: 2.5,
    Card.BILLS: 2.0,
    Card.SIX_SHOOTER: 1.5,
    Card.AXE: 1.5,
    Card.BRANDER: 1.0,
}


@dataclass(frozen=True, slots=True)
class _Board:
    """What a bot reads off one board's terrain, which never changes during a game: an empty grid to
    copy (its ``open`` squares shared, as :meth:`Grid.copy` shares them), the printed steers, and the
    sides the land shuts."""

    terrain: tuple[Terrain, ...]
    grid: Grid
    printed: tuple[int, ...]
    shut: tuple[int, ...]  # each square's sides shut by the land beyond (:func:`shut_by_land`)

    @classmethod
    def of(cls, view: CowboyView) -> _Board:
        grid = Grid(view.terrain, view.size)
        printed = tuple(s for s, kind in enumerate(view.terrain) if kind is Terrain.PRINTED_STEER)
        return cls(view.terrain, grid, printed, shut_by_land(grid))


@cache
def nearest_first(size: int, x: int, y: int) -> tuple[tuple[float, int], ...]:
    """Every square with its distance from corner (``x``, ``y``) to its centre along rows and
    columns, nearest first (ties in reading order); per board size and corner, made once (a pure
    function of them: nothing invalidates it). Filled for both board sizes it holds about 9 MB, once
    per process."""
    return tuple(
        sorted(
            (abs(col + 0.5 - x) + abs(row + 0.5 - y), row * size + col)
            for row in range(size)
            for col in range(size)
        )
    )


def grid_of(view: CowboyView, board: _Board) -> Grid:
    """The view's fences and owners as a Grid the bot can try fences on, a copy of ``board``'s
    empty grid (which must be of the view's terrain)."""
    grid = board.grid.copy()
    grid.fenced = set(view.fenced)
    grid.owner = list(view.owner)
    return grid


#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_TREE = Terrain.TREE


def _reach(size: int, spot: tuple[int, int], squares: Sequence[int], far: int = 6) -> int:
    """Lines to walk from ``spot`` to a corner of the nearest of ``squares`` (``far`` at most)."""
    x, y = spot
    best = far
    for square in squares:
        row, col = divmod(square, size)
        dx = 0 if col <= x <= col + 1 else min(abs(x - col), abs(x - col - 1))
        dy = 0 if row <= y <= row + 1 else min(abs(y - row), abs(y - row - 1))
        best = min(best, dx + dy)
    return best


@lru_cache(maxsize=8)
def squares_by_seat(owner: tuple[int | None, ...]) -> dict[int | None, tuple[int, ...]]:
    """The squares of each seat's fields (and, under None, those nobody owns), in reading order.
    Owners change only when a fence closes or a twister opens a field, so the answers for the last
    few are kept (a pure function: nothing invalidates them); finding a seat's squares in the
    tuple compared each of its hundreds of squares with the seat, each decision."""
    squares: dict[int | None, list[int]] = {}
    for square, seat in enumerate(owner):
        squares.setdefault(seat, []).append(square)
    return {seat: tuple(held) for seat, held in squares.items()}


def has_free_square(view: CowboyView, seat: int) -> bool:
    """Whether a square of the seat's fields has no steer in it (where a roped steer may go): the
    first one found answers, where listing them all (:func:`.refusals.free_squares`) counted the
    steers in every square of every field the seat owns, each decision."""
    terrain, steers, stolen = view.terrain, view.steers, view.stolen
    mine = squares_by_seat(view.owner).get(seat, ())
    return any(not steers_in(s, terrain, steers, stolen) for s in mine)


def _printed(view: CowboyView, board: _Board) -> set[int]:
    """Printed steers nobody owns yet: fencing one in adds it to the herd for good."""
    return {s for s in board.printed if s not in view.stolen and view.owner[s] is None}


@lru_cache(maxsize=64)
def steer_distances(size: int, steers: frozenset[int], far: int = 9) -> tuple[int, ...]:
    """Each square's distance in steps along rows and columns to the nearest steer (``far`` at
    most), found in one sweep outwards from all of them at once. The answers for the 64 sets of
    steers asked about last are kept (a pure function: nothing invalidates them), since every seat
    sees the same steers from one MOOOOOVE to the next."""
    distance = [far] * (size * size)
    ring = sorted(steers)
    for square in ring:
        distance[square] = 0
    neighbours = square_neighbours(size)
    step = 0
    while ring and step < far - 1:
        step += 1
        following = []
        for square in ring:
            for there in neighbours[square]:
                if distance[there] > step:
                    distance[there] = step
                    following.append(there)
        ring = following
    return tuple(distance)


def shut_by_land(grid: Grid) -> tuple[int, ...]:
    """Each square's sides shut by water or a homestead beyond (or, when ``EDGE_IS_FENCE``, by the
    board edge): what its sides count as closed before any fence stands."""
    return tuple(
        sum(1 for other in across if (data.EDGE_IS_FENCE if other is None else not grid.open[other]))
        for across in squares_across(grid.size)
    )


def closed_sides(grid: Grid, land: Sequence[int]) -> list[int]:
    """Each square's sides already shut: a fence, water or a homestead beyond (the board edge is open
    until a fence stands along it, unless ``EDGE_IS_FENCE``). ``land`` is :func:`shut_by_land` of the
    grid; the fences are counted once each on top."""
    shut = list(land)
    for edge in grid.fenced:  # a fenced side counts unless the land beyond shuts it already
        a, b = grid.sides(edge)
        for square, other in ((a, b), (b, a)):
            if square is not None and not (data.EDGE_IS_FENCE if other is None else not grid.open[other]):
                shut[square] += 1
    return shut


@dataclass(frozen=True, slots=True)
class _Turn:
    """The facts of one decision that every move is judged against: the grid, the target square and
    its open sides (with their corners and how far the cowboy stands from them), whether a field has
    room for a steer, and the roaming steers it could chase (with how far the nearest is)."""

    grid: Grid
    target: int | None
    sides: list[Edge]
    corners: list[tuple[int, int]]
    corners_before: int
    free: bool
    roaming: list[int]
    reach_before: int


class SensibleBot:
    name = "Sensible"

    def __init__(self) -> None:
        self._plans: dict[int, int | None] = {}
        #: The board last played on: kept while views bring the very same terrain object (a game's
        #: terrain never changes), made afresh when another board's view comes.
        self._board: _Board | None = None
        #: The fences last seen with the :func:`closed_sides` they make on that board: kept while
        #: views show the same fences (most turns build none), dropped with the board.
        self._fences: tuple[frozenset[Edge], list[int]] | None = None

    def choose(self, view: CowboyView, legal: Sequence[Any], rng: random.Random) -> Any:
        seat = view.current
        assert seat is not None
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Claim):
            return max(legal, key=lambda claim: self._claim_worth(view, claim))
        if isinstance(first, Drop):
            held = list(view.items[seat])  # the card just drawn is among them
            return min(legal, key=lambda drop: ITEM_WORTH.get(drop.card, 0.0) / held.count(drop.card))
        if isinstance(first, PlayOn):
            return max(legal, key=lambda play: view.herds[view.players.index(play.name)])
        if isinstance(first, Remove):
            return min(legal, key=lambda remove: self._threat_distance(view, seat, remove))
        if self._board is None or self._board.terrain is not view.terrain:
            # Another board (a new game): its fences and the plans made on the last are nothing here
            # (a square planned on a 16x16 board may lie off a 12x12 one).
            self._board, self._fences, self._plans = _Board.of(view), None, {}
        grid = grid_of(view, self._board)
        turn = self._turn(view, grid, seat, self._target(view, self._board, grid, seat))
        return max(legal, key=lambda action: self._worth(view, turn, seat, action) + rng.random() * 1e-3)

    # ---- planning ----

    def _target(self, view: CowboyView, board: _Board, grid: Grid, seat: int) -> int | None:
        """The square to pen in next: near a roaming steer and near the cowboy, mostly shut already."""
        x, y = view.cowboys[seat]
        best, best_score = None, float("-inf")
        steers = set(view.steers) | _printed(view, board)
        near = steer_distances(view.size, frozenset(steers))
        if self._fences is None or self._fences[0] != view.fenced:
            self._fences = (view.fenced, closed_sides(grid, board.shut))
        closed = self._fences[1]
        owner, planned, size = grid.owner, self._plans.get(seat), view.size
        # The best score wins, the first in reading order of those that tie. Steer squares and the
        # planned one, which score extra, are judged first; then the rest nearest first, until even
        # a square with four closed sides and a steer next to it could not reach the best.
        special = {s for s in steers if grid.open[s]} | ({planned} if planned is not None else set())
        for square in special:
            if not grid.open[square] or owner[square] is not None:
                continue
            row, col = divmod(square, size)
            distance = abs(col + 0.5 - x) + abs(row + 0.5 - y)
            score = -distance - 2 * near[square] + (6 if square in steers else 0)
            if square == planned:
                score += STICK
            score += 3 * closed[square]
            if score > best_score or (score == best_score and best is not None and square < best):
                best, best_score = square, score
        land = grid.open
        for distance, square in nearest_first(size, x, y):
            if -distance - 2 + 12 < best_score:
                break  # not a steer square (a line from one at least), four closed sides at most
            if not land[square] or square in special or owner[square] is not None:
                continue
            score = -distance - 2 * near[square]
            if score + 12 < best_score or (score + 12 == best_score and best is not None and square > best):
                continue  # even four closed sides would not make it the best
            score += 3 * closed[square]
            if score > best_score or (score == best_score and best is not None and square < best):
                best, best_score = square, score
        self._plans[seat] = best
        return best

    def _turn(self, view: CowboyView, grid: Grid, seat: int, target: int | None) -> _Turn:
        """What every walk is judged against this turn, worked out once rather than for each walk."""
        x, y = view.cowboys[seat]
        sides: list[Edge] = []
        corners: list[tuple[int, int]] = []
        before = 0
        if target is not None:
            sides = self._open_sides(grid, target)
            corners = [end for side in sides for end in side.ends()] or [
                e.ends()[0] for e in square_sides(target, view.size)
            ]
            before = min(abs(cx - x) + abs(cy - y) for cx, cy in corners)
        free = has_free_square(view, seat)
        roaming = [s for s in view.steers if view.owner[s] is None] if free else []
        reach = _reach(view.size, (x, y), roaming) if roaming else 0
        return _Turn(grid, target, sides, corners, before, free, roaming, reach)

    def _open_sides(self, grid: Grid, square: int) -> list[Edge]:
        result = []
        for edge in square_sides(square, grid.size):
            a, b = grid.sides(edge)
            other = b if a == square else a
            if edge not in grid.fenced and (not data.EDGE_IS_FENCE if other is None else grid.open[other]):
                result.append(edge)
        return result

    def _worth(self, view: CowboyView, turn: _Turn, seat: int, action: Any) -> float:
        grid, target = turn.grid, turn.target
        if isinstance(action, Walk):  # most moves are walks: judged before any comparison with BUILD
            return self._walk_worth(view, turn, seat, action) - (0.5 if action.again else 0.0)
        if isinstance(action, Pour):
            return self._pour_worth(view, seat, action)
        if isinstance(action, Steer):
            return 20.0 if action.verb == "Rope" else 4.0
        if action == BUILD:
            assert view.walked is not None
            options = grid.claims(view.walked, seat)
            if options:
                counts = [sum(steers_at(view, s) for s in part) for part in options]
                steers = max(counts) if grid.chooses_among(options) else sum(counts)
                return 12.0 + 10.0 * steers
            on_target = target is not None and view.walked in square_sides(target, view.size)
            return 6.0 if on_target and view.fences[seat] > 0 else -0.5
        if action == CUT:
            return 7.0 if view.fences[seat] <= 2 else 0.2
        if isinstance(action, Fight):
            square = parse_square(action.indian, view.size)
            mine = any(view.owner[s] == seat for s in self._around(view, square))
            return 3.0 if mine else 0.3
        if action in (STAY, REST):
            return 0.0
        return 0.0

    def _walk_worth(self, view: CowboyView, turn: _Turn, seat: int, walk: Walk) -> float:
        """Walking along an open side of the target is best (a fence can follow); closer is good."""
        x, y = view.cowboys[seat]
        dx, dy = WALK_STEP[walk.direction]
        spot = sx, sy = x + dx, y + dy
        around = squares_around(sx, sy, view.size)
        score = 0.0
        if turn.target is not None:
            if not walk.again and turn.grid.edge((x, y), spot) in turn.sides:
                score += 5.0
            after = min(abs(cx - sx) + abs(cy - sy) for cx, cy in turn.corners)
            score += 1.0 * (turn.corners_before - after)
        free = turn.free
        if free and any(s in view.steers and view.owner[s] is None for s in around):
            score += 4.0  # next turn it can rope
        if free and turn.roaming:
            score += CHASE * (turn.reach_before - _reach(view.size, spot, turn.roaming))
        if view.fences[seat] <= 2 and any(view.terrain[s] is _TREE for s in around):
            score += 2.0
        return score

    def _pour_worth(self, view: CowboyView, seat: int, pour: Pour) -> float:
        """Fire Water goes to the rival with the biggest herd, once that rival has two steers or more
        (before that, a lost turn costs them little)."""
        rival = view.players.index(pour.name)
        best = max(view.herds[s] for s in range(len(view.players)) if s != seat)
        return 50.0 if view.herds[rival] == best >= 2 else -1.0

    # ---- answering events ----

    def _around(self, view: CowboyView, square: int | None) -> list[int]:
        if square is None:
            return []
        row, col = divmod(square, view.size)
        return [
            r * view.size + c
            for r in range(row - 1, row + 2)
            for c in range(col - 1, col + 2)
            if 0 <= r < view.size and 0 <= c < view.size
        ]

    def _claim_worth(self, view: CowboyView, claim: Claim) -> float:
        square = parse_square(claim.square, view.size)
        part = next(p for p in view.pending if square in p)
        return 10.0 * sum(view.steers.count(s) for s in part) + len(part)

    def _threat_distance(self, view: CowboyView, seat: int, remove: Remove) -> float:
        mine = [s for s, owner in enumerate(view.owner) if owner == seat]
        if remove.target == "Bandit" or not mine:
            return 5.0
        square = parse_square(remove.target, view.size)
        assert square is not None
        return float(
            min(
                abs(square // view.size - s // view.size) + abs(square % view.size - s % view.size)
                for s in mine
            )
        )
