"""Fields, the way the rulebook closes them: fences (along the board edge too), streams and
homestead edges. The board edge itself is no fence: the rulebook names only streams and homestead
edges besides fences, and lets fences be built along the edges."""

from __future__ import annotations

import time

from tabletop.cowboy.data import STOLEN_STEER_TOKENS, TILES, Terrain
from tabletop.cowboy.fields import Edge, Grid


def grid(*rows: str) -> Grid:
    return Grid([Terrain(ch) for row in rows for ch in row], len(rows))


def pen(g: Grid, row: int, col: int, skip: Edge | None = None) -> None:
    """Fence the four sides of square (row, col), all but ``skip``."""
    for edge in (
        Edge(True, row, col),
        Edge(True, row + 1, col),
        Edge(False, row, col),
        Edge(False, row, col + 1),
    ):
        if edge != skip:
            g.fenced.add(edge)


def test_four_fences_close_a_one_square_field() -> None:
    g = grid(*["....."] * 5)
    last = Edge(False, 2, 3)
    pen(g, 2, 2, skip=last)
    assert g.closes(last) == [frozenset({12})]


def test_a_fence_that_closes_nothing_makes_no_field() -> None:
    g = grid(*["....."] * 5)
    assert g.closes(Edge(True, 2, 2)) == []


def test_the_board_edge_is_not_a_fence() -> None:
    g = grid(*["....."] * 5)
    g.fenced.add(Edge(False, 0, 1))  # corner square (0, 0): the board edge above and left
    assert g.closes(Edge(True, 1, 0)) == []


def test_a_corner_field_needs_four_fences_two_of_them_along_the_board_edge() -> None:
    g = grid(*["....."] * 5)
    g.fenced |= {Edge(False, 0, 1), Edge(True, 1, 0), Edge(True, 0, 0)}  # east, south and north
    last = Edge(False, 0, 0)  # the west side of square (0, 0), along the board edge
    assert g.closes(last) == [frozenset({0})]
    assert g.build(last, builder=1) == [frozenset({0})] and g.owner[0] == 1


def test_a_field_along_the_edge_opens_when_its_edge_fence_is_torn() -> None:
    g = grid(*["....."] * 5)
    g.fenced |= {Edge(False, 0, 1), Edge(True, 1, 0), Edge(True, 0, 0)}
    g.build(Edge(False, 0, 0), builder=1)
    assert g.tear(Edge(True, 0, 0)) == frozenset({0})
    assert g.owner[0] is None


def test_water_edges_count_as_fences() -> None:
    g = grid("~~~~~~~~", "~.......", "~~~~....", *["........"] * 5)
    g.fenced.add(Edge(False, 1, 2))  # square 9 is now closed by water on three sides and this fence
    assert g.closes(Edge(False, 1, 3)) == [frozenset({10})]  # the rest is open range


def test_homestead_edges_count_as_fences() -> None:
    g = grid(".....", ".HHH.", ".H.H.", ".....", ".....")
    assert g.closes(Edge(True, 3, 2)) == [frozenset({12})]


def test_a_fence_across_the_board_leaves_open_range_on_both_sides() -> None:
    g = grid(*["." * 8] * 8)
    for col in range(7):
        g.fenced.add(Edge(True, 4, col))
    assert g.closes(Edge(True, 4, 7)) == []  # each half of 32 squares still reaches the board edge


def test_a_field_has_no_size_limit() -> None:
    g = grid(*["." * 8] * 8)
    for col in range(7):
        g.fenced |= {Edge(True, 4, col), Edge(True, 0, col)}  # across the middle and along the north
    g.fenced.add(Edge(True, 0, 7))
    g.fenced |= {Edge(False, row, 0) for row in range(4)} | {Edge(False, row, 8) for row in range(4)}
    assert g.closes(Edge(True, 4, 7)) == [frozenset(range(32))]  # the whole northern half


def test_one_fence_closing_two_fields_on_open_range_gives_the_builder_both() -> None:
    g = grid(*["." * 8] * 8)
    for col in (1, 2):  # B2 and C2 fenced round, the line between them still open
        g.fenced |= {Edge(True, 1, col), Edge(True, 2, col)}
    g.fenced |= {Edge(False, 1, 1), Edge(False, 1, 3)}
    middle = Edge(False, 1, 2)
    assert not g.steals(middle, 0)
    assert g.build(middle, 0) == [frozenset({9}), frozenset({10})]
    assert g.owner[9] == g.owner[10] == 0  # nothing is left unowned behind a finished fence


def test_fencing_off_part_of_a_field_splits_it_in_two() -> None:
    g = grid(*["......"] * 6)
    for col in (1, 2):  # a 2x1 field over squares (1,1) and (1,2)
        g.fenced |= {Edge(True, 1, col), Edge(True, 2, col)}
    g.fenced |= {Edge(False, 1, 1), Edge(False, 1, 3)}
    assert g.region(7) == {7, 8}
    assert g.closes(Edge(False, 1, 2)) == [frozenset({7}), frozenset({8})]


def test_every_tile_is_four_by_four_of_known_terrain() -> None:
    assert len(TILES) == 18
    for rows in TILES.values():
        assert len(rows) == 4 and all(len(row) == 4 for row in rows)
        assert all(Terrain(ch) for row in rows for ch in row)


def test_every_tile_has_one_printed_steer_as_the_box_has_a_stolen_steer_token_per_tile() -> None:
    assert all("".join(rows).count(Terrain.PRINTED_STEER) == 1 for rows in TILES.values())
    assert len(TILES) == STOLEN_STEER_TOKENS


def test_closing_stays_fast_on_a_four_by_four_board() -> None:
    """A smoke check only; the timed figure belongs in benchmarks/ (the target is 0.5 ms)."""
    g = grid(*["." * 16] * 16)
    for col in range(15):
        g.fenced.add(Edge(True, 8, col))
    start = time.perf_counter()
    for _ in range(20):
        g.closes(Edge(True, 8, 15))
    assert (time.perf_counter() - start) / 20 < 0.05


def two_square_field(g: Grid) -> Edge:
    """Fence squares (1,1) and (1,2) of an 8x8 grid except one line; returns the missing line."""
    for col in (1, 2):
        g.fenced |= {Edge(True, 1, col), Edge(True, 2, col)}
    g.fenced.add(Edge(False, 1, 1))
    return Edge(False, 1, 3)


def test_whoever_builds_the_last_fence_owns_the_field() -> None:
    g = grid(*["." * 8] * 8)
    last = two_square_field(g)
    assert g.build(last, builder=1) == [frozenset({9, 10})]
    assert g.owner[9] == g.owner[10] == 1


def test_fencing_off_part_of_a_rivals_field_steals_that_part() -> None:
    g = grid(*["." * 8] * 8)
    g.build(two_square_field(g), builder=1)
    middle = Edge(False, 1, 2)
    assert g.steals(middle, 0) and g.claims(middle, 0) == [frozenset({9}), frozenset({10})]
    assert g.build(middle, 0, claim=frozenset({9})) == [frozenset({9})]
    assert (g.owner[9], g.owner[10]) == (0, 1)


def test_splitting_your_own_field_claims_nothing_new() -> None:
    g = grid(*["." * 8] * 8)
    g.build(two_square_field(g), builder=1)
    assert g.claims(Edge(False, 1, 2), 1) == []


def test_a_twister_tearing_a_field_open_frees_it() -> None:
    g = grid(*["." * 8] * 8)
    last = two_square_field(g)
    g.build(last, builder=1)
    assert g.tear(Edge(True, 1, 1)) == frozenset({9, 10})
    assert g.owner[9] is None and g.owner[10] is None


def test_a_twister_tearing_a_fence_inside_a_field_leaves_it_owned() -> None:
    g = grid(*["." * 8] * 8)
    g.build(two_square_field(g), builder=1)
    g.fenced.add(Edge(False, 1, 2))  # a fence between the two squares of the same field
    assert g.tear(Edge(False, 1, 2)) == frozenset()
    assert g.owner[9] == g.owner[10] == 1
