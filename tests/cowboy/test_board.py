"""Laying out the board from the tiles, and where cowboys start."""

from __future__ import annotations

import random
from collections import Counter

from tabletop.cowboy.board import SIDES, in_sights, lay_out, squares_around, start_intersection
from tabletop.cowboy.data import TILES, Terrain


def test_two_players_get_nine_tiles_and_three_or_four_get_sixteen() -> None:
    for players, tiles in ((2, 9), (3, 16), (4, 16)):
        layout = lay_out(players, random.Random(players))
        assert len(layout.tiles) == len(set(layout.tiles)) == tiles
        assert len(layout.terrain) == layout.size**2


def test_the_terrain_is_copied_from_the_tiles() -> None:
    layout = lay_out(2, random.Random(7))
    first = TILES[layout.tiles[0]]
    assert [layout.terrain[row * 12 + col] for row in range(4) for col in range(4)] == [
        Terrain(ch) for row in first for ch in row
    ]
    counts = Counter(layout.terrain)
    assert counts[Terrain.STEER_START] == sum(TILES[t][r].count("S") for t in layout.tiles for r in range(4))


def test_cowboys_start_on_their_sides_middle_line_at_the_board_edge() -> None:
    assert [start_intersection(side, 12) for side in SIDES[2]] == [(6, 12), (6, 0)]
    assert [start_intersection(side, 16) for side in SIDES[4]] == [(8, 16), (0, 8), (8, 0), (16, 8)]


def test_a_cowboy_is_next_to_the_four_squares_round_his_intersection() -> None:
    assert sorted(squares_around(1, 1, 12)) == [0, 1, 12, 13]
    assert sorted(squares_around(0, 0, 12)) == [0]  # a corner touches one square


def test_the_bandits_sights_reach_one_line_along_his_row_and_column() -> None:
    assert in_sights((5, 5), (5, 4)) and in_sights((5, 5), (6, 5))
    assert not in_sights((5, 5), (6, 6))  # diagonal: no line joins them
    assert not in_sights((5, 5), (5, 3))  # two lines away
    assert not in_sights((5, 5), (5, 5))  # his own corner is taken, not in his sights
