"""The grid, its fences, and the fields they close, as a small class the engine and bots share.

Squares are numbered row by row (``row * size + column``); cowboys stand on intersections, and a
fence lies on the line between two intersections, which is the edge between two squares (or between
a square and the board edge). Water and homestead squares are never part of a field; fences (built
along the board edge too), water edges and homestead edges close a field. The board edge itself
does not (``EDGE_IS_FENCE``, this edition's reading): the rulebook names only streams and homestead
edges besides fences, and lets fences be built along the edges, so a square against the edge needs a
fence there to be shut in. Under the other reading the edge shuts in the range itself, so of the
parts a fence cuts from land nobody owns, the biggest stays open range.

A field may be as big as its fences make it: the rulebook sets no limit. Finding what a new fence
closes searches each side of it for a closed region and gives up on a side as soon as it reaches an
unfenced stretch of the board edge, so the work stays small on any board.

Who owns what follows the rulebook's two cases. A fence that shuts in open range gives its builder
every field it closes (he built the last fence of each: ``TWO_FIELDS_AT_ONCE``, this edition's
reading; under the other he chooses one). A fence that splits a rival's field in two steals one part,
and the builder chooses which (:meth:`Grid.steals`); the other stays the rival's. A twister tearing
the fence between two players' fields leaves a patch still shut in that nobody owns until a fence
splits it (:meth:`Grid.tear`, ``TORN_BETWEEN_FIELDS``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from . import data
from .board import square_name
from .data import Terrain

FENCELESS = frozenset({Terrain.WATER, Terrain.HOMESTEAD})


class Edge(NamedTuple):
    """A line between two intersections: ``horizontal`` lines run east-west.

    A horizontal line at intersection row ``row`` between columns ``col`` and ``col + 1`` lies above
    square (row, col); a vertical line at column ``col`` between rows ``row`` and ``row + 1`` lies to
    the left of square (row, col).

    A named tuple, not a frozen dataclass: fences are sets of lines, and every step, walk and field
    search asks whether a line is fenced. A tuple hashes and compares in C, where a dataclass calls
    Python for each (a lookup took about 1 us, now about 0.1 us); its hash is the same, the hash of
    its three values, so sets of lines keep the same order.
    """

    horizontal: bool
    row: int
    col: int

    def ends(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """The two intersections ``(x, y)`` the line joins."""
        if self.horizontal:
            return (self.col, self.row), (self.col + 1, self.row)
        return (self.col, self.row), (self.col, self.row + 1)


@lru_cache(maxsize=2048)
def line(horizontal: bool, row: int, col: int) -> Edge:
    """The line ``Edge(horizontal, row, col)``, made once and then shared: a line is a value, and
    looking one up costs less than half of making a named tuple (its ``__new__`` is Python); walks
    and token steps name thousands a game. Room for every line of the biggest boards (nothing
    invalidates it)."""
    return Edge(horizontal, row, col)


def square_sides(square: int, size: int) -> tuple[Edge, Edge, Edge, Edge]:
    """The four lines round a square: north, south, west, east (looked up for a square on the board)."""
    table = _sides_of_squares(size)
    return table[square] if 0 <= square < len(table) else _sides(square, size)


def _sides(square: int, size: int) -> tuple[Edge, Edge, Edge, Edge]:
    row, col = divmod(square, size)
    return Edge(True, row, col), Edge(True, row + 1, col), Edge(False, row, col), Edge(False, row, col + 1)


@cache
def _sides_of_squares(size: int) -> tuple[tuple[Edge, Edge, Edge, Edge], ...]:
    """:func:`square_sides` of every square of a board, made once per board size (nothing
    invalidates it: lines are values)."""
    return tuple(_sides(square, size) for square in range(size * size))


@cache
def square_lines(size: int) -> tuple[tuple[tuple[int, Edge], ...], ...]:
    """Each square's neighbours on the board, north, south, west, east, with the line between them:
    made once per board size (nothing invalidates it), so a field search looks lines up rather than
    making thousands of them."""
    table = []
    for square in range(size * size):
        row, col = divmod(square, size)
        lines = []
        if row > 0:
            lines.append((square - size, Edge(True, row, col)))
        if row < size - 1:
            lines.append((square + size, Edge(True, row + 1, col)))
        if col > 0:
            lines.append((square - 1, Edge(False, row, col)))
        if col < size - 1:
            lines.append((square + 1, Edge(False, row, col + 1)))
        table.append(tuple(lines))
    return tuple(table)


@cache
def rim_lines(size: int) -> tuple[tuple[Edge, ...], ...]:
    """Each square's lines along the board edge (none for a square inside), made once per board size."""
    n = size
    table = []
    for square in range(n * n):
        row, col = divmod(square, n)
        lines = []
        if row == 0:
            lines.append(Edge(True, 0, col))
        if row == n - 1:
            lines.append(Edge(True, n, col))
        if col == 0:
            lines.append(Edge(False, row, 0))
        if col == n - 1:
            lines.append(Edge(False, row, n))
        table.append(tuple(lines))
    return tuple(table)


class Grid:
    """The squares of a board, which of them can be fenced into fields, and where fences stand."""

    __slots__ = ("fenced", "open", "owner", "size")

    def __init__(self, terrain: Sequence[Terrain], size: int) -> None:
        self.size = size
        self.open = [kind not in FENCELESS for kind in terrain]  # may be part of a field
        self.fenced: set[Edge] = set()
        self.owner: list[int | None] = [None] * (size * size)  # the seat owning each square's field

    def copy(self) -> Grid:
        other = Grid.__new__(Grid)
        other.size, other.open, other.fenced = self.size, self.open, set(self.fenced)
        other.owner = self.owner.copy()
        return other

    # ---- geometry ----

    def edge(self, start: tuple[int, int], end: tuple[int, int]) -> Edge:
        """The line a cowboy walks from intersection ``start`` to ``end`` (each (x, y), one step)."""
        (x1, y1), (x2, y2) = start, end
        if y1 == y2 and abs(x1 - x2) == 1:
            return line(True, y1, min(x1, x2))
        if x1 == x2 and abs(y1 - y2) == 1:
            return line(False, min(y1, y2), x1)
        raise ValueError(f"{start} and {end} are not neighbouring intersections")

    def sides(self, edge: Edge) -> tuple[int | None, int | None]:
        """The squares on either side of a line (None beyond the board edge)."""
        n = self.size
        if edge.horizontal:
            above = (edge.row - 1) * n + edge.col if edge.row > 0 else None
            below = edge.row * n + edge.col if edge.row < n else None
            return above, below
        left = edge.row * n + edge.col - 1 if edge.col > 0 else None
        right = edge.row * n + edge.col if edge.col < n else None
        return left, right

    def neighbours(self, square: int) -> Iterator[tuple[int, Edge]]:
        """The squares a field can spread to from ``square``, with the line between them."""
        return iter(square_lines(self.size)[square])

    # ---- regions and fields ----

    def region(self, square: int, limit: int | None = None) -> set[int] | None:
        """The squares joined to ``square`` without crossing a fence, water or a homestead; None as
        soon as there are more than ``limit`` (the search stops there)."""
        if not self.open[square]:
            return set()
        lines, open_, fenced = square_lines(self.size), self.open, self.fenced
        seen = {square}
        todo = [square]
        while todo:
            here = todo.pop()
            for there, line in lines[here]:
                if there not in seen and open_[there] and line not in fenced:
                    seen.add(there)
                    todo.append(there)
                    if limit is not None and len(seen) > limit:
                        return None
        return seen

    def leaks(self, square: int) -> bool:
        """Whether the square lies on the board edge with no fence along that edge: the board edge is
        no fence (``EDGE_IS_FENCE``; the rulebook names only fences, streams and homestead edges), so
        such a square is open to the prairie beyond. Under the other reading nothing leaks."""
        if data.EDGE_IS_FENCE:
            return False
        fenced = self.fenced
        return any(line not in fenced for line in rim_lines(self.size)[square])

    def enclosed(self, square: int) -> frozenset[int] | None:
        """The field ``square`` would lie in: the squares joined to it, if they are shut in on every
        side; None if the region is open range (it reaches an unfenced stretch of the board edge).
        The search stops at the first such square it meets."""
        if not self.open[square] or self.leaks(square):
            return None
        lines, rims, open_, fenced = square_lines(self.size), rim_lines(self.size), self.open, self.fenced
        edge_is_fence = data.EDGE_IS_FENCE
        seen = {square}
        todo = [square]
        while todo:
            here = todo.pop()
            for there, line in lines[here]:
                if there in seen or not open_[there] or line in fenced:
                    continue
                if not edge_is_fence:
                    for rim in rims[there]:  # a loop, not any(): most squares have no rim to look at
                        if rim not in fenced:
                            return None  # it leaks (:meth:`leaks`)
                seen.add(there)
                todo.append(there)
        return frozenset(seen)

    def closes(self, edge: Edge) -> list[frozenset[int]]:
        """The fields a fence on ``edge`` would shut in, smallest first; empty if it shuts nothing in.

        A fence along the board edge can be the last one round a field (unless the edge is a fence
        already, ``EDGE_IS_FENCE``). The grid is not changed.
        """
        a, b = self.sides(edge)
        if edge in self.fenced or (a is not None and b is not None and not (self.open[a] and self.open[b])):
            return []  # a fence against water or a homestead shuts in nothing new
        if data.EDGE_IS_FENCE and None in (a, b):
            return []  # nor one along an edge that is a fence already
        sides = [s for s in (a, b) if s is not None and self.open[s]]
        self.fenced.add(edge)
        try:
            parts: list[frozenset[int]] = []
            for square in sides:
                part = self.enclosed(square)
                if part is not None and part not in parts:
                    parts.append(part)
        finally:
            self.fenced.discard(edge)
        if len(sides) == 2 and len(parts) == 1 and set(sides) <= parts[0]:
            return []  # both sides still joined: the region was closed before this fence
        return sorted(parts, key=lambda part: (len(part), min(part)))

    # ---- owning fields ----

    def claims(self, edge: Edge, builder: int) -> list[frozenset[int]]:
        """The fields ``builder`` gains by fencing ``edge``: every field it shuts in on open range,
        or, when he must choose (:meth:`chooses`), the parts he may choose between.

        A cowboy's own field split in two stays his, so there is nothing to claim. When the board edge
        is a fence (``EDGE_IS_FENCE``) the range itself is shut in, so of the parts cut from land nobody
        owns, the biggest (of two the same size, the later in reading order) stays open range.
        """
        parts = self.closes(edge)
        owners = {self.owner[square] for part in parts for square in part}
        if owners == {builder}:
            return []
        if owners == {None} and data.EDGE_IS_FENCE:
            return parts[:-1]  # sorted smallest first
        return parts

    def steals(self, edge: Edge, builder: int) -> bool:
        """Whether a fence on ``edge`` cuts a rival's field in two: then the builder takes one part
        of his choice and the rest stays the rival's (the rulebook's stealing rule). Fields shut in
        on open range are not a choice: they are all the builder's."""
        return self._cuts_a_field(self.claims(edge, builder))

    def _cuts_a_field(self, parts: list[frozenset[int]]) -> bool:
        """:meth:`steals`, told by the fence's :meth:`claims`."""
        return len(parts) > 1 and any(self.owner[square] is not None for part in parts for square in part)

    def chooses(self, edge: Edge, builder: int) -> bool:
        """Whether the builder of a fence on ``edge`` takes only the one field he chooses of those it
        closes: when it cuts a rival's field in two (:meth:`steals`), and, under the "choose" reading
        of ``TWO_FIELDS_AT_ONCE``, whenever it shuts in more than one."""
        return self.chooses_among(self.claims(edge, builder))

    def chooses_among(self, parts: list[frozenset[int]]) -> bool:
        """:meth:`chooses`, told by the fence's :meth:`claims` (``parts``), for a caller that has
        them already: a field search is the costly part of a fence."""
        if data.TWO_FIELDS_AT_ONCE == "choose":
            return len(parts) > 1
        return self._cuts_a_field(parts)

    def build(
        self,
        edge: Edge,
        builder: int,
        claim: frozenset[int] | None = None,
        *,
        options: list[frozenset[int]] | None = None,
    ) -> list[frozenset[int]]:
        """Put a fence on ``edge`` and give the builder what it closes: every field closed on open
        range, or, when he must choose (:meth:`chooses`), the part ``claim`` (one of :meth:`claims`; the
        only part if there is one). Returns the fields taken (none while the part is still to be
        chosen). ``options``: the fence's :meth:`claims`, if the caller has them already."""
        if options is None:
            options = self.claims(edge, builder)
        if claim is not None and claim not in options:
            raise ValueError("that field is not one this fence closes")
        # choosing with no claim yet: the builder has still to choose, so he takes nothing now
        taken = ([] if claim is None else [claim]) if self.chooses_among(options) else options
        self.fenced.add(edge)
        for field in taken:
            for square in field:
                self.owner[square] = builder
        return taken

    def fields_of(self, seat: int) -> list[frozenset[int]]:
        """The seat's fields, each the squares of one closed patch it owns."""
        fields: list[frozenset[int]] = []
        for square, owner in enumerate(self.owner):
            if owner == seat and not any(square in field for field in fields):
                fields.append(frozenset(s for s in self.region(square) or () if self.owner[s] == seat))
        return fields

    def fields_after(self, edge: Edge, builder: int) -> int:
        """How many fields ``builder`` would own after a fence on ``edge``: each marks one with a
        field marker (``FIELD_MARKERS``). A part he is still to choose counts as taken."""
        after = self.copy()
        chosen = after.chooses(edge, builder)
        after.build(edge, builder)
        return len(after.fields_of(builder)) + chosen

    def tear(self, edge: Edge) -> frozenset[int]:
        """Take away the fence on ``edge`` (a twister). A field that now opens onto other squares, or
        onto the board edge, is incomplete: its owner loses it. Two players' fields joined by the torn
        fence are both incomplete, though the patch they make is still shut in: nobody owns it until a
        fence splits it (``TORN_BETWEEN_FIELDS``, this edition's reading). Returns the squares that
        lost their owner."""
        self.fenced.discard(edge)
        sides = [s for s in self.sides(edge) if s is not None and self.open[s]]
        owners = {self.owner[s] for s in sides}
        if not sides or owners == {None}:
            return frozenset()
        if len(owners) == 1:
            joined = self.enclosed(sides[0])
            if joined is not None and all(self.owner[s] == self.owner[sides[0]] for s in joined):
                return frozenset()  # two parts of one owner's field join again: still closed, still his
        joined_up = {s for side in sides for s in (self.region(side) or set())}
        lost = frozenset(s for s in joined_up if self.owner[s] is not None)
        for square in lost:
            self.owner[square] = None
        return lost


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
