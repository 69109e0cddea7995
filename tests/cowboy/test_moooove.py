"""MOOOOOVE, the way the rulebook moves tokens: steers stop when they touch, Indians raid, twisters
tear fences and throw what they land on, the Bandit and pilgrims walk the lines, and new tokens
arrive on a random board edge. Every board is staged by hand and every die is scripted."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.cowboy import arrivals, data, walking
from tabletop.cowboy.arrivals import PLACEABLE, edge_squares, edge_tile, place
from tabletop.cowboy.board import intersection_name, parse_intersection, parse_square, square_name
from tabletop.cowboy.compass import target
from tabletop.cowboy.data import (
    BACK_TO_BOX,
    BANDIT_DIAGONAL,
    CONTESTED_SQUARE,
    ROAMING_STEERS,
    THROWS_MAX,
    TILE,
    TWISTER_CORNER,
    TWISTERS,
    Direction,
    Terrain,
)
from tabletop.cowboy.fields import Edge, Grid, square_sides
from tabletop.cowboy.moooove import KINDS, moooove
from tabletop.cowboy.notes import Note
from tabletop.cowboy.riders import move_bandit, move_pilgrims
from tabletop.cowboy.tokens import IN_THE_BOX_AT_START, Pilgrim, Tokens, in_the_box
from tabletop.cowboy.twisters import move_twisters
from tabletop.cowboy.walking import move_indian, move_indians, move_steers, stampede

N, NE, E, SE, S, SW, W, NW = range(1, 9)  # the MOOOOOVE compass on a D8
RULES = {
    "cowboy.moooove",
    "cowboy.twister",
    "cowboy.raid",
    "cowboy.edge",
    "cowboy.bandit",
    "cowboy.pilgrims",
    "cowboy.placing",
    "cowboy.stampede",
    "cowboy.one-steer",
}


class Dice:
    """A D8 that rolls the given numbers in order; ``spent`` says whether all were rolled."""

    def __init__(self, *rolls: int) -> None:
        self.rolls = list(rolls)

    def __call__(self) -> int:
        return self.rolls.pop(0)

    @property
    def spent(self) -> bool:
        return not self.rolls


def prairie(*rows: str) -> tuple[Grid, list[Terrain]]:
    terrain = [Terrain(ch) for row in rows for ch in row]
    return Grid(terrain, len(rows)), terrain


OPEN_5 = ["....."] * 5


def sq(name: str, size: int = 5) -> int:
    return parse_square(name, size)


def texts(notes: list[Note]) -> list[str]:
    return [note.text for note in notes]


# ---- names and geometry ----


def test_squares_are_named_like_a_chess_board_from_the_north_west() -> None:
    assert square_name(0, 12) == "A1"
    assert square_name(3 * 12 + 5, 12) == "F4"
    assert square_name(143, 12) == "L12"
    assert all(parse_square(square_name(s, 16), 16) == s for s in range(256))
    assert parse_square(" c5 ", 12) == 4 * 12 + 2
    for bad in ("M1", "A13", "A0", "5C", ""):
        with pytest.raises(ValueError):
            parse_square(bad, 12)


def test_intersections_are_named_by_a_corner_of_a_square() -> None:
    assert intersection_name((3, 4), 12) == "the north-west corner of D5"
    assert intersection_name((12, 0), 12) == "the north-east corner of L1"
    assert intersection_name((12, 12), 12) == "the south-east corner of L12"
    points = [(x, y) for x in range(13) for y in range(13)]
    assert all(parse_intersection(intersection_name(p, 12), 12) == p for p in points)


def test_a_step_goes_one_square_any_way_the_compass_points_and_none_off_the_board() -> None:
    assert target(sq("C3"), Direction.NE, 5) == sq("D2")
    assert target(sq("C3"), Direction.SW, 5) == sq("B4")
    assert target(sq("A1"), Direction.N, 5) is None
    assert target(sq("E3"), Direction.SE, 5) is None


# ---- roaming steers ----


def test_a_steer_steps_where_the_compass_points() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3")])
    notes = move_steers(tokens, grid, terrain, Dice(E))
    assert tokens.steers == [sq("D3")]
    assert notes == [
        Note("steer.moved", "D8 rolled 3 (E): the roaming steer at C3 moves to D3.", "cowboy.moooove")
    ]


def test_a_steer_stops_when_it_touches_a_fence() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced.add(Edge(False, 2, 3))  # between C3 and D3
    tokens = Tokens(steers=[sq("C3")])
    notes = move_steers(tokens, grid, terrain, Dice(E))
    assert tokens.steers == [sq("C3")]
    assert texts(notes) == ["D8 rolled 3 (E): the roaming steer at C3 stays put: a fence is in the way."]


def test_a_steer_stops_when_it_touches_water_or_a_homestead() -> None:
    grid, terrain = prairie(".....", ".....", ".~.H.", ".....", ".....")
    tokens = Tokens(steers=[sq("C3"), sq("C3")])
    notes = move_steers(tokens, grid, terrain, Dice(W, E))
    assert tokens.steers == [sq("C3"), sq("C3")]
    assert [n.kind for n in notes] == ["steer.stayed", "steer.stayed"]
    assert "B3 is water" in notes[0].text and "D3 is a homestead" in notes[1].text


def test_a_steer_goes_round_a_corner_if_either_way_round_is_open() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced.add(Edge(False, 2, 3))  # east of C3 is fenced, so it goes north then east
    tokens = Tokens(steers=[sq("C3")])
    move_steers(tokens, grid, terrain, Dice(NE))
    assert tokens.steers == [sq("D2")]


def test_a_steer_cannot_cut_a_corner_closed_both_ways() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced |= {Edge(False, 2, 3), Edge(True, 2, 2)}  # east and north sides of C3
    tokens = Tokens(steers=[sq("C3")])
    notes = move_steers(tokens, grid, terrain, Dice(NE))
    assert tokens.steers == [sq("C3")]
    assert "both ways round the corner are closed" in notes[0].text


def test_water_on_one_way_round_and_a_fence_on_the_other_stop_a_diagonal_step() -> None:
    grid, terrain = prairie(".....", "..~..", ".....", ".....", ".....")  # C2 is water
    tokens = Tokens(steers=[sq("C3")])
    move_steers(tokens, grid, terrain, Dice(NE))
    assert tokens.steers == [sq("D2")]  # round by D3
    grid.fenced.add(Edge(True, 2, 3))  # the line between D3 and D2
    move_steers(tokens, grid, terrain, Dice(SW))  # from D2 back to C3: by C2 (water) or D3 (fenced)
    assert tokens.steers == [sq("D2")]


def test_a_steer_never_steps_diagonally_into_water() -> None:
    grid, terrain = prairie(".....", "...~.", ".....", ".....", ".....")
    tokens = Tokens(steers=[sq("C3")])
    notes = move_steers(tokens, grid, terrain, Dice(NE))
    assert tokens.steers == [sq("C3")] and "D2 is water" in notes[0].text


def test_a_steer_stepping_off_the_board_wanders_off_the_prairie_out_of_play() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C5"), sq("A1")])
    notes = move_steers(tokens, grid, terrain, Dice(NW, S))  # rolled in reading order: A1, then C5
    assert tokens.steers == []
    assert notes[1] == Note(
        "steer.left",
        "D8 rolled 5 (S): the roaming steer at C5 wanders off the prairie, out of play.",
        "cowboy.edge",
    )
    assert notes[0].kind == "steer.left"
    assert tokens.gone == {"steer": 2} and in_the_box("steer", tokens) == ROAMING_STEERS - 2


def test_a_fence_on_the_board_edge_keeps_a_steer_on_the_prairie() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced.add(Edge(True, 5, 2))  # the south edge of C5
    tokens = Tokens(steers=[sq("C5")])
    move_steers(tokens, grid, terrain, Dice(S))
    assert tokens.steers == [sq("C5")]


# ---- Indians ----


def test_indians_move_over_fences_and_water() -> None:
    grid, terrain = prairie(".....", ".....", "..~..", ".....", ".....")
    grid.fenced.add(Edge(False, 2, 2))  # between B3 and C3
    tokens = Tokens(indians=[sq("B3")])
    notes = move_indians(tokens, grid, terrain, Dice(E))
    assert tokens.indians == [sq("C3")]
    move_indians(tokens, grid, terrain, Dice(E))
    assert tokens.indians == [sq("D3")]
    assert notes[0].text == "D8 rolled 3 (E): the Indian at B3 moves to C3."


def test_an_indian_stops_when_it_touches_a_homestead() -> None:
    grid, terrain = prairie(".....", "..H..", ".....", ".....", ".....")
    tokens = Tokens(indians=[sq("C3")])
    notes = move_indians(tokens, grid, terrain, Dice(N))
    assert tokens.indians == [sq("C3")]
    assert notes[0].kind == "indian.stayed" and "C2 is a homestead" in notes[0].text


def test_an_indian_stepping_off_the_board_is_gone() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(indians=[sq("E2")])
    notes = move_indians(tokens, grid, terrain, Dice(NE))
    assert tokens.indians == []
    assert notes[0].kind == "indian.left" and notes[0].rule == "cowboy.edge"


def test_an_indian_landing_on_steers_eats_every_one() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3"), sq("A1"), sq("C3")], indians=[sq("B3")])
    notes = move_indians(tokens, grid, terrain, Dice(E))
    assert tokens.steers == [sq("A1")]
    assert [n.kind for n in notes] == ["indian.moved", "steer.eaten", "steer.eaten"]
    assert notes[1].rule == "cowboy.raid"


def test_an_indian_carries_off_a_printed_steer_once() -> None:
    grid, terrain = prairie(".....", ".....", "..P..", ".....", ".....")
    tokens = Tokens(indians=[sq("B3")])
    notes = move_indians(tokens, grid, terrain, Dice(E))
    assert tokens.stolen == {sq("C3")}
    assert notes[-1].kind == "printed_steer.covered"
    move_indians(tokens, grid, terrain, Dice(W))
    notes = move_indians(tokens, grid, terrain, Dice(E))  # back again: it is already covered
    assert [n.kind for n in notes] == ["indian.moved"] and tokens.stolen == {sq("C3")}


def test_a_steer_walking_into_an_indians_square_is_not_eaten() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("B3")], indians=[sq("C3")])
    move_steers(tokens, grid, terrain, Dice(E))
    assert tokens.steers == [sq("C3")]


def test_one_indian_can_move_alone_as_a_moooove_would_move_it() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C4")], indians=[sq("A1"), sq("C3")])
    notes = move_indian(sq("C3"), tokens, grid, terrain, Dice(S))
    assert sorted(tokens.indians) == [sq("A1"), sq("C4")] and tokens.steers == []
    assert [n.kind for n in notes] == ["indian.moved", "steer.eaten"]
    with pytest.raises(ValueError):
        move_indian(sq("E5"), tokens, grid, terrain, Dice(S))


def test_an_indian_that_stays_put_raids_nothing() -> None:
    grid, terrain = prairie(".....", "..H..", ".....", ".....", ".....")
    tokens = Tokens(steers=[sq("C3")], indians=[sq("C3")])
    move_indians(tokens, grid, terrain, Dice(N))
    assert tokens.steers == [sq("C3")]


# ---- twisters ----


def test_a_twister_takes_two_steps_over_water_and_homesteads() -> None:
    grid, terrain = prairie(".....", ".....", ".~H..", ".....", ".....")
    tokens = Tokens(twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, E))
    assert tokens.twisters == [sq("C3")]
    assert texts(notes) == [
        "D8 rolled 3 (E): the twister at A3 moves to B3.",
        "D8 rolled 3 (E): the twister moves on from B3 to C3.",
    ]


def test_a_twister_tears_down_the_fence_it_crosses() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced |= {Edge(False, 2, 1), Edge(True, 4, 0)}  # between A3 and B3; another elsewhere
    tokens = Tokens(twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, N))
    assert grid.fenced == {Edge(True, 4, 0)}
    assert "The twister tears down the fence between A3 and B3." in texts(notes)


def test_a_twister_stepping_diagonally_tears_every_fence_at_the_corner_it_crosses() -> None:
    grid, terrain = prairie(*OPEN_5)
    at_corner = {Edge(True, 2, 2), Edge(True, 2, 3), Edge(False, 1, 3), Edge(False, 2, 3)}  # round C3's NE
    grid.fenced |= at_corner | {Edge(True, 3, 2)}  # and C3's south side, which it does not pass
    tokens = Tokens(twisters=[sq("C3")])
    notes = move_twisters(tokens, grid, terrain, Dice(NE, N))
    assert tokens.twisters == [sq("D1")]
    assert grid.fenced == {Edge(True, 3, 2)}
    assert [n.kind for n in notes].count("fence.torn") == 4
    assert "corner" in TWISTER_CORNER


def test_a_twister_tearing_a_field_open_frees_it_through_the_grid() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced |= {Edge(True, 1, 1), Edge(True, 2, 1), Edge(False, 1, 1)}
    assert grid.build(Edge(False, 1, 2), builder=1) == [frozenset({sq("B2")})]
    tokens = Tokens(twisters=[sq("C2")])
    notes = move_twisters(tokens, grid, terrain, Dice(W, W), players=("Ana", "Ben"))
    assert grid.owner[sq("B2")] is None
    assert (
        Note(
            "field.freed",
            "Ben's field (B2) is open again: nobody owns it until it is closed again.",
            "cowboy.twister",
        )
        in notes
    )
    assert [n.kind for n in notes].count("field.freed") == 1


def test_a_twister_blown_off_the_board_is_gone_and_tears_the_edge_fence() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced.add(Edge(True, 0, 0))  # the north edge of A1
    tokens = Tokens(twisters=[sq("A1")])
    dice = Dice(N)
    notes = move_twisters(tokens, grid, terrain, dice)
    assert tokens.twisters == [] and grid.fenced == set() and dice.spent  # no second step rolled
    assert notes[0] == Note(
        "twister.left",
        "D8 rolled 1 (N): the twister at A1 blows off the prairie, out of play.",
        "cowboy.edge",
    )
    assert in_the_box("twister", tokens) == TWISTERS - 1


def test_a_twister_throws_a_steer_it_lands_on_over_a_fence() -> None:
    grid, terrain = prairie(*OPEN_5)
    grid.fenced.add(Edge(True, 4, 3))  # between D4 and D5
    tokens = Tokens(steers=[sq("D4")], twisters=[sq("B4")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, E, S))
    assert tokens.steers == [sq("D5")]
    assert Edge(True, 4, 3) in grid.fenced  # a thrown steer flies over, it does not tear
    assert notes[-1] == Note(
        "steer.thrown", "D8 rolled 5 (S): the twister at D4 throws the roaming steer to D5.", "cowboy.twister"
    )


def test_a_twister_throws_only_where_its_two_steps_end() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("B3")], twisters=[sq("A3")])
    dice = Dice(E, E)
    move_twisters(tokens, grid, terrain, dice)
    assert tokens.steers == [sq("B3")] and dice.spent


def test_a_thrown_steer_can_land_in_water() -> None:
    grid, terrain = prairie(*OPEN_5[:2], "...~.", *OPEN_5[3:])
    tokens = Tokens(steers=[sq("B3")], twisters=[sq("C3")])
    move_steers(tokens, grid, terrain, Dice(E, E))  # walks into the twister, thrown east into D3
    assert tokens.steers == [sq("D3")]


def test_a_steer_walking_into_a_twister_is_thrown() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("B2")], twisters=[sq("C2")])
    notes = move_steers(tokens, grid, terrain, Dice(E, S))
    assert tokens.steers == [sq("C3")]
    assert [n.kind for n in notes] == ["steer.moved", "steer.thrown"]


def test_an_indian_thrown_onto_steers_raids_them() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3"), sq("C3")], indians=[sq("B2")], twisters=[sq("C2")])
    notes = move_indians(tokens, grid, terrain, Dice(E, S))
    assert tokens.indians == [sq("C3")] and tokens.steers == []
    assert [n.kind for n in notes] == ["indian.moved", "indian.thrown", "steer.eaten", "steer.eaten"]


def test_a_token_thrown_off_the_board_is_gone() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("A1")], twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(N, N, N))
    assert tokens.steers == [] and tokens.twisters == [sq("A1")]
    assert notes[-1] == Note(
        "steer.left",
        "D8 rolled 1 (N): the twister at A1 throws the roaming steer off the prairie, out of play.",
        "cowboy.edge",
    )


def test_a_token_between_two_twisters_comes_to_rest_after_eight_throws() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("A1")], twisters=[sq("B1"), sq("C1")])
    dice = Dice(E, *[E, W] * (THROWS_MAX // 2), S)
    notes = move_steers(tokens, grid, terrain, dice)
    assert THROWS_MAX == 8
    assert [n.kind for n in notes] == ["steer.moved"] + ["steer.thrown"] * THROWS_MAX + ["steer.rested"]
    assert tokens.steers == [sq("B1")] and dice.rolls == [S]


def test_a_twister_throws_indians_before_steers() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3")], indians=[sq("C3")], twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, E, N, N))
    # both fly to C2; the Indian landed first, so the steer landing after it is not eaten
    assert tokens.indians == [sq("C2")] and tokens.steers == [sq("C2")]
    assert [n.kind for n in notes][-2:] == ["indian.thrown", "steer.thrown"]


# ---- stampede ----


def test_a_stampede_ignores_fences_and_water_but_not_homesteads() -> None:
    grid, terrain = prairie(".....", ".....", "..~..", "..H..", ".....")
    grid.fenced.add(Edge(False, 1, 2))  # between B2 and C2
    tokens = Tokens(steers=[sq("B2"), sq("B3"), sq("B4")])
    notes = stampede(tokens, grid, terrain, Dice(E, E, E))
    assert tokens.steers == [sq("C2"), sq("C3"), sq("B4")]
    assert {n.rule for n in notes} == {"cowboy.stampede"}


# ---- the Bandit and pilgrims ----


def test_the_bandit_never_moves_diagonally() -> None:
    tokens = Tokens(bandit=(2, 2))
    for roll in (NE, SE, SW, NW):
        notes = move_bandit(tokens, 5, Dice(roll))
        assert tokens.bandit == (2, 2) and notes[0].kind == "bandit.stayed"
    assert BANDIT_DIAGONAL is False


def test_the_bandit_moves_along_the_lines_and_rides_off_the_edge() -> None:
    tokens = Tokens(bandit=(1, 2))
    notes = move_bandit(tokens, 5, Dice(W))
    assert tokens.bandit == (0, 2)
    assert (
        notes[0].text
        == "D8 rolled 7 (W): the Bandit at the north-west corner of B3 moves to the north-west corner of A3."
    )
    notes = move_bandit(tokens, 5, Dice(W))
    assert tokens.bandit is None and notes[0].kind == "bandit.left"


def test_the_bandit_will_not_move_onto_a_cowboy_or_a_pilgrim() -> None:
    tokens = Tokens(bandit=(2, 2), pilgrims=[Pilgrim(2, 3, Direction.N)])
    move_bandit(tokens, 5, Dice(E), occupied={(3, 2)})
    move_bandit(tokens, 5, Dice(S), occupied={(3, 2)})
    assert tokens.bandit == (2, 2)


def test_pilgrims_walk_straight_across_the_board_and_leave() -> None:
    tokens = Tokens(pilgrims=[Pilgrim(2, 0, Direction.S)])
    for y in range(1, 5):
        move_pilgrims(tokens, 4)
        assert (tokens.pilgrims[0].x, tokens.pilgrims[0].y) == (2, y)
    notes = move_pilgrims(tokens, 4)
    assert tokens.pilgrims == []
    assert notes == [
        Note(
            "pilgrim.left",
            "The pilgrim at the south-west corner of C4 walks south off the prairie, out of play.",
            "cowboy.edge",
        )
    ]


def test_the_bandit_never_moves_next_to_a_cowboy_along_a_line() -> None:
    tokens = Tokens(bandit=(2, 2))
    notes = move_bandit(tokens, 5, Dice(E), occupied={(4, 2)})  # (3, 2) is one line from the cowboy
    assert tokens.bandit == (2, 2)
    assert notes == [
        Note(
            "bandit.stayed",
            "D8 rolled 3 (E): the Bandit stays at the north-west corner of C3: a cowboy stands one line "
            "from the north-west corner of D3, and no cowboy is ever in his sights.",
            "cowboy.bandit",
        )
    ]
    move_bandit(tokens, 5, Dice(S), occupied={(3, 4)})  # (2, 3) is diagonal to the cowboy: he goes
    assert tokens.bandit == (2, 3)


def test_the_bandit_does_not_arrive_next_to_a_cowboy() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    notes = place("bandit", tokens, grid, terrain, Dice(N), occupied={(6, 1)})  # the centre is (6, 2)
    assert tokens.bandit is None and notes[-1].kind == "bandit.unplaced"
    assert "one line from the north-west corner of G3" in notes[-1].text


def test_a_pilgrim_waits_for_a_cowboy_the_bandit_or_another_pilgrim() -> None:
    tokens = Tokens(
        bandit=(3, 2),
        pilgrims=[Pilgrim(2, 0, Direction.S), Pilgrim(2, 2, Direction.E), Pilgrim(1, 3, Direction.N)],
    )
    notes = move_pilgrims(tokens, 4, occupied={(2, 1)})
    assert [(p.x, p.y) for p in tokens.pilgrims] == [(2, 0), (2, 2), (1, 2)]
    assert texts(notes)[:2] == [
        "The pilgrim at the north-west corner of C1 waits: a cowboy stands at the north-west corner of C2.",
        "The pilgrim at the north-west corner of C3 waits: the Bandit stands at the north-west corner of D3.",
    ]


# ---- a whole MOOOOOVE ----


def test_twisters_move_first_then_indians_then_steers_then_the_bandit_then_pilgrims() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(
        steers=[sq("C1")],
        indians=[sq("A1")],
        twisters=[sq("E5")],
        bandit=(1, 3),
        pilgrims=[Pilgrim(4, 0, Direction.S)],
    )
    dice = Dice(N, N, S, SE, E)
    notes = moooove(set(KINDS), tokens, grid, terrain, dice)
    assert [n.kind.split(".")[0] for n in notes] == [
        "twister",
        "twister",
        "indian",
        "steer",
        "bandit",
        "pilgrim",
    ]
    assert tokens.twisters == [sq("E3")] and tokens.indians == [sq("A2")] and tokens.steers == [sq("D2")]
    assert tokens.bandit == (2, 3) and (tokens.pilgrims[0].x, tokens.pilgrims[0].y) == (4, 1)
    assert dice.spent


def test_a_moooove_of_one_kind_moves_only_that_kind() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3")], indians=[sq("A1")])
    moooove({"steers"}, tokens, grid, terrain, Dice(S))
    assert tokens.steers == [sq("C4")] and tokens.indians == [sq("A1")]
    with pytest.raises(ValueError):
        moooove({"cows"}, tokens, grid, terrain, Dice())


# ---- placing on a random board edge ----


def test_the_compass_names_the_edge_tile_of_a_three_by_three_board() -> None:
    tiles = {d: edge_tile(d, 3) for d in Direction}
    assert tiles == {
        Direction.N: (0, 1),
        Direction.NE: (0, 2),
        Direction.E: (1, 2),
        Direction.SE: (2, 2),
        Direction.S: (2, 1),
        Direction.SW: (2, 0),
        Direction.W: (1, 0),
        Direction.NW: (0, 0),
    }


def test_on_a_four_by_four_board_a_second_roll_picks_the_middle_tile_clockwise() -> None:
    odd = {d: edge_tile(d, 4, 1) for d in (Direction.N, Direction.E, Direction.S, Direction.W)}
    even = {d: edge_tile(d, 4, 2) for d in (Direction.N, Direction.E, Direction.S, Direction.W)}
    assert odd == {Direction.N: (0, 1), Direction.E: (1, 3), Direction.S: (3, 2), Direction.W: (2, 0)}
    assert even == {Direction.N: (0, 2), Direction.E: (2, 3), Direction.S: (3, 1), Direction.W: (1, 0)}


def test_a_tiles_edge_squares_run_clockwise() -> None:
    def names(squares: list[int]) -> list[str]:
        return [square_name(s, 12) for s in squares]

    assert names(edge_squares(0, 2, 12)) == ["I1", "J1", "K1", "L1", "L2", "L3", "L4"]
    assert names(edge_squares(0, 0, 12)) == ["A4", "A3", "A2", "A1", "B1", "C1", "D1"]
    assert names(edge_squares(2, 1, 12)) == ["H12", "G12", "F12", "E12"]
    assert data.ARRIVAL_SQUARES == "board edge"  # this edition's reading of a tile's edge squares


def test_under_the_rim_reading_any_square_round_the_tile_may_take_an_arrival(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(arrivals, "ARRIVAL_SQUARES", "rim")
    rim = [square_name(s, 12) for s in edge_squares(0, 1, 12)]  # the north middle tile, E1 to H4
    assert rim == ["E1", "F1", "G1", "H1", "H2", "H3", "H4", "G4", "F4", "E4", "E3", "E2"]
    grid, terrain = prairie(*["." * 12] * 12)
    for name in ("E1", "F1", "G1", "H1"):  # every square on the board edge in a field
        grid.owner[parse_square(name, 12)] = 0
    tokens = Tokens()
    notes = place("indian", tokens, grid, terrain, Dice(N, 1))
    assert tokens.indians == [parse_square("H2", 12)]  # the first unowned rim square, clockwise
    assert "along the tile's 8 rim unfenced grass squares" in notes[-1].text


def test_a_placed_steer_goes_on_grass_outside_owned_fields() -> None:
    grid, terrain = prairie("....~H......", *["." * 12] * 11)
    grid.owner[6] = 0  # G1 lies in seat 0's field
    tokens = Tokens()
    dice = Dice(N)
    notes = place("steer", tokens, grid, terrain, dice)
    assert tokens.steers == [parse_square("H1", 12)] and dice.spent  # the only choice: no roll
    assert notes == [
        Note(
            "steer.arriving",
            "D8 rolled 1 (N): the roaming steer arrives on the north middle tile.",
            "cowboy.placing",
        ),
        Note(
            "steer.placed",
            "The roaming steer is placed on H1, the tile's only board-edge unfenced grass square.",
            "cowboy.placing",
        ),
    ]


def test_a_placed_steer_prefers_unfenced_squares() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    grid.fenced |= {Edge(True, 0, 4), Edge(False, 0, 6)}  # north edge of E1; between F1 and G1
    tokens = Tokens()
    place("steer", tokens, grid, terrain, Dice(N))
    assert tokens.steers == [parse_square("H1", 12)]


def test_the_placing_roll_counts_clockwise_along_the_choices_and_wraps() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    place("steer", tokens, grid, terrain, Dice(NE, 3))
    place("steer", tokens, grid, terrain, Dice(NE, 8))  # 7 choices on a corner tile: 8 wraps to the first
    assert [square_name(s, 12) for s in tokens.steers] == ["K1", "I1"]


def test_when_every_edge_square_is_water_any_will_do() -> None:
    grid, terrain = prairie(*["." * 12] * 11, "....~~~~....")
    tokens = Tokens()
    place("twister", tokens, grid, terrain, Dice(S, 2))
    assert [square_name(s, 12) for s in tokens.twisters] == ["G12"]  # H12, G12, F12, E12: the second


def test_the_bandit_arrives_at_a_middle_tiles_centre_or_a_corner_tiles_outside_corner() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    place("bandit", tokens, grid, terrain, Dice(N))
    assert tokens.bandit == (6, 2)
    for roll, corner in ((NE, (12, 0)), (SE, (12, 12)), (SW, (0, 12)), (NW, (0, 0))):
        tokens = Tokens()
        place("bandit", tokens, grid, terrain, Dice(roll))
        assert tokens.bandit == corner


def test_a_pilgrim_arrives_on_its_tiles_centre_corner_heading_across_the_board() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    notes = place("pilgrim", tokens, grid, terrain, Dice(N))
    place("pilgrim", tokens, grid, terrain, Dice(E))
    assert [(p.x, p.y, p.heading) for p in tokens.pilgrims] == [(6, 2, Direction.S), (10, 6, Direction.W)]
    assert notes[-1].text == (
        "The pilgrim is placed at the north-west corner of G3, the centre of the tile E1-H4, heading south "
        "across the board."
    )


def test_on_a_corner_tile_a_second_roll_picks_the_pilgrims_edge() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    for second, where in ((1, (10, 2, Direction.S)), (2, (10, 2, Direction.W))):
        tokens = Tokens()
        place("pilgrim", tokens, grid, terrain, Dice(NE, second))
        assert [(p.x, p.y, p.heading) for p in tokens.pilgrims] == [where]


def test_on_a_four_by_four_board_the_pilgrim_takes_the_rolled_middle_tile() -> None:
    grid, terrain = prairie(*["." * 16] * 16)
    tokens = Tokens()
    place("pilgrim", tokens, grid, terrain, Dice(S, 1))  # odd: the first clockwise, the eastern one
    assert [(p.x, p.y, p.heading) for p in tokens.pilgrims] == [(10, 14, Direction.N)]


def test_the_arrival_line_uses_an_before_a_vowel() -> None:
    grid, terrain = prairie(*["." * 16] * 16)
    notes = place("indian", Tokens(), grid, terrain, Dice(E, 1, 1))
    assert notes[0].text == (
        "D8 rolled 3 (E): the Indian arrives on an east middle tile; D8 rolled 1 (odd, the first clockwise)."
    )
    notes = place("indian", Tokens(), grid, terrain, Dice(W, 1, 1))
    assert "arrives on a west middle tile" in notes[0].text


def test_nothing_arrives_on_an_occupied_intersection() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    notes = place("pilgrim", tokens, grid, terrain, Dice(N), occupied={(6, 2)})
    assert tokens.pilgrims == [] and notes[-1].kind == "pilgrim.unplaced"
    assert "A cowboy stands at the north-west corner of G3" in notes[-1].text
    tokens = Tokens(pilgrims=[Pilgrim(6, 2, Direction.S)])
    place("bandit", tokens, grid, terrain, Dice(N))
    assert tokens.bandit is None


def test_nothing_arrives_when_the_box_is_empty() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens(steers=[0] * ROAMING_STEERS, twisters=[0] * TWISTERS, bandit=(5, 5))
    for kind in ("steer", "twister", "bandit"):
        dice = Dice()
        notes = place(kind, tokens, grid, terrain, dice)
        assert [n.kind for n in notes] == [f"{kind}.unplaced"]
    assert (
        place("indian", tokens, grid, terrain, Dice(), in_box=0)[0].text
        == "No Indian is left in the box: none arrives."
    )
    place("steer", tokens, grid, terrain, Dice(N, 1), in_box=1)  # the engine knows better
    assert len(tokens.steers) == ROAMING_STEERS + 1


def test_a_placed_indian_raids_and_a_placed_twister_throws() -> None:
    grid, terrain = prairie("....~H.P....", *["." * 12] * 11)
    tokens = Tokens(steers=[parse_square("H1", 12)])
    place("indian", tokens, grid, terrain, Dice(N, 1))  # G1 or H1: the first clockwise is G1
    assert tokens.steers == [parse_square("H1", 12)]
    place("indian", tokens, grid, terrain, Dice(N, 2))
    assert tokens.steers == [] and tokens.stolen == {parse_square("H1", 12)}
    tokens = Tokens(steers=[parse_square("H1", 12)])
    place("twister", tokens, grid, terrain, Dice(N, 2, S))
    assert tokens.steers == [parse_square("H2", 12)]


# ---- invariants over random play ----

STEER_WALKS = {"cowboy.moooove": {Terrain.WATER, Terrain.HOMESTEAD}, "cowboy.stampede": {Terrain.HOMESTEAD}}
MOVED_TO = re.compile(r"moves to ([A-Z]\d+)\.$")


@st.composite
def situations(draw: st.DrawFn) -> tuple[Grid, list[Terrain], Tokens, set[tuple[int, int]]]:
    size = TILE * draw(st.integers(1, 3))
    squares = st.integers(0, size * size - 1)
    points = st.tuples(st.integers(0, size), st.integers(0, size))
    terrain = [Terrain(ch) for ch in draw(st.text(".....T~HSP", min_size=size * size, max_size=size * size))]
    grid = Grid(terrain, size)
    for horizontal, a, b, seat in draw(
        st.lists(st.tuples(st.booleans(), squares, squares, st.integers(0, 3)), max_size=40)
    ):
        row, col = a % (size + 1), b % size
        grid.build(Edge(horizontal, row, col) if horizontal else Edge(False, col, row), seat)
    headings = st.sampled_from([Direction.N, Direction.E, Direction.S, Direction.W])
    pilgrims = [  # two pilgrims never share a corner: neither arrives nor walks onto a taken one
        Pilgrim(x, y, h)
        for (x, y), h in draw(st.lists(st.tuples(points, headings), max_size=2, unique_by=lambda p: p[0]))
    ]
    tokens = Tokens(
        steers=draw(st.lists(squares, max_size=12)),
        indians=draw(st.lists(squares, max_size=4)),
        twisters=draw(st.lists(squares, max_size=2)),
        bandit=draw(st.none() | points),
        pilgrims=pilgrims,
    )
    return grid, terrain, tokens, set(draw(st.lists(points, max_size=4)))


OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("moooove"), st.frozensets(st.sampled_from(KINDS), min_size=1)),
        st.tuples(st.just("stampede"), st.just(frozenset[str]())),
        st.tuples(st.just("place"), st.sampled_from(PLACEABLE).map(lambda kind: frozenset({kind}))),
    ),
    min_size=1,
    max_size=12,
)


def counts(tokens: Tokens) -> Counter[str]:
    return Counter(
        steer=len(tokens.steers),
        indian=len(tokens.indians),
        twister=len(tokens.twisters),
        bandit=tokens.bandit is not None,
        pilgrim=len(tokens.pilgrims),
    )


def play(
    operation: tuple[str, frozenset[str]],
    grid: Grid,
    terrain: list[Terrain],
    tokens: Tokens,
    occupied: set[tuple[int, int]],
    dice: random.Random,
) -> list[Note]:
    name, kinds = operation

    def roll() -> int:
        return dice.randint(1, 8)

    if name == "moooove":
        return moooove(kinds, tokens, grid, terrain, roll, occupied)
    if name == "stampede":
        return stampede(tokens, grid, terrain, roll)
    return place(next(iter(kinds)), tokens, grid, terrain, roll, occupied)


@settings(max_examples=150, deadline=None)
@given(situations(), OPERATIONS, st.integers(0, 2**32))
def test_tokens_are_conserved_and_steers_never_walk_into_water_or_homesteads(
    situation: tuple[Grid, list[Terrain], Tokens, set[tuple[int, int]]],
    operations: list[tuple[str, frozenset[str]]],
    seed: int,
) -> None:
    grid, terrain, tokens, occupied = situation
    size = grid.size
    dice = random.Random(seed)
    for operation in operations:
        before = counts(tokens)
        notes = play(operation, grid, terrain, tokens, occupied, dice)
        kinds = Counter(n.kind for n in notes)
        for kind in ("steer", "indian", "twister", "bandit", "pilgrim"):
            arrived = kinds[f"{kind}.placed"]
            gone = kinds[f"{kind}.left"] + kinds[f"{kind}.eaten"] + kinds[f"{kind}.boxed"]
            assert counts(tokens)[kind] == before[kind] + arrived - gone, (kind, texts(notes))
        for note in notes:
            assert note.rule in RULES and note.text
            if note.kind == "steer.moved":
                match = MOVED_TO.search(note.text)
                assert match, note.text
                assert terrain[parse_square(match[1], size)] not in STEER_WALKS[note.rule], note.text
        assert all(0 <= s < size * size for s in tokens.steers + tokens.indians + tokens.twisters)
        assert all(0 <= p.x <= size and 0 <= p.y <= size for p in tokens.pilgrims)


@settings(max_examples=50, deadline=None)
@given(situations(), OPERATIONS, st.integers(0, 2**32))
def test_the_same_dice_tell_the_same_story(
    situation: tuple[Grid, list[Terrain], Tokens, set[tuple[int, int]]],
    operations: list[tuple[str, frozenset[str]]],
    seed: int,
) -> None:
    grid, terrain, tokens, occupied = situation
    stories = []
    for _ in range(2):
        g, t, dice = grid.copy(), tokens.copy(), random.Random(seed)
        stories.append([play(op, g, terrain, t, occupied, dice) for op in operations])
    assert stories[0] == stories[1]


def kept_in_reverse(tokens: Tokens) -> Tokens:
    """The same tokens, each kind's list kept in the opposite order."""
    other = tokens.copy()
    for kept in (other.steers, other.indians, other.twisters, other.pilgrims):
        kept.reverse()
    return other


def where(tokens: Tokens) -> tuple[object, ...]:
    pilgrims = sorted((p.x, p.y, p.heading) for p in tokens.pilgrims)
    return sorted(tokens.steers), sorted(tokens.indians), sorted(tokens.twisters), tokens.bandit, pilgrims


@settings(max_examples=80, deadline=None)
@given(situations(), OPERATIONS, st.integers(0, 2**32))
def test_the_order_tokens_are_kept_in_never_changes_what_happens(
    situation: tuple[Grid, list[Terrain], Tokens, set[tuple[int, int]]],
    operations: list[tuple[str, frozenset[str]]],
    seed: int,
) -> None:
    grid, terrain, tokens, occupied = situation
    results = []
    for start in (tokens, kept_in_reverse(tokens)):
        g, t, dice = grid.copy(), start.copy(), random.Random(seed)
        story = [play(op, g, terrain, t, occupied, dice) for op in operations]
        results.append((story, where(t), g.fenced, g.owner))
    assert results[0] == results[1]


# ---- one steer per square of a field (ONE_STEER_PER_SQUARE) ----


def field(grid: Grid, squares: list[str], owner: int) -> None:
    """Fence round a patch (along the board edge too) and give it to ``owner``."""
    n = grid.size
    patch = {parse_square(name, n) for name in squares}
    for square in patch:
        row, col = divmod(square, n)
        for edge in (
            Edge(True, row, col),
            Edge(True, row + 1, col),
            Edge(False, row, col),
            Edge(False, row, col + 1),
        ):
            if not all(side in patch for side in grid.sides(edge)):
                grid.fenced.add(edge)
        grid.owner[square] = owner


def both_orders(steers: list[str], move: Callable[[Tokens], list[Note]]) -> tuple[list[int], list[str]]:
    """Move the same steers kept in two opposite orders: where they end and what is told, which
    must not depend on that order (the steers move at once)."""
    results = []
    for order in (steers, steers[::-1]):
        tokens = Tokens(steers=[sq(name) for name in order])
        notes = move(tokens)
        results.append((sorted(tokens.steers), texts(notes)))
    assert results[0] == results[1]
    return results[0]


def test_two_steers_of_a_field_swap_squares_stepping_at_once() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2"], 0)
    ends, told = both_orders(["B2", "C2"], lambda tokens: move_steers(tokens, grid, terrain, Dice(E, W)))
    assert ends == [sq("B2"), sq("C2")]
    assert told == [
        "D8 rolled 3 (E): the roaming steer at B2 moves to C2.",
        "D8 rolled 7 (W): the roaming steer at C2 moves to B2.",
    ]


def test_a_steer_stays_put_when_the_field_square_ahead_keeps_its_steer() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2"], 0)  # B2's steer walks north into the fence and stays
    ends, told = both_orders(["B2", "C2"], lambda tokens: move_steers(tokens, grid, terrain, Dice(N, W)))
    assert ends == [sq("B2"), sq("C2")]
    assert told[1] == (
        "D8 rolled 7 (W): the roaming steer at C2 stays put: B2 keeps its steer, and a field square "
        "holds one."
    )


def test_two_steers_heading_for_the_same_free_field_square_both_stay_put() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2", "D2"], 0)
    ends, told = both_orders(["B2", "D2"], lambda tokens: move_steers(tokens, grid, terrain, Dice(E, W)))
    assert ends == [sq("B2"), sq("D2")] and CONTESTED_SQUARE == "none"
    assert told[0] == (
        "D8 rolled 3 (E): the roaming steer at B2 stays put: another steer heads for C2 too, and a field "
        "square holds one."
    )


def test_the_other_reading_lets_the_steer_from_the_north_west_into_a_contested_square(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(walking, "CONTESTED_SQUARE", "north-west")
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2", "D2"], 0)
    ends, told = both_orders(["B2", "D2"], lambda tokens: move_steers(tokens, grid, terrain, Dice(E, W)))
    assert ends == [sq("C2"), sq("D2")]
    assert told[1].endswith("stays put: another steer heads for C2 too, and a field square holds one; the "
                            "steer from B2 goes in.")  # fmt: skip


def test_a_steer_kept_back_keeps_its_square_and_so_keeps_back_the_next() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2", "D2", "E2"], 0)  # B2 and D2 both head for C2; E2 follows D2 west
    ends, _ = both_orders(
        ["B2", "D2", "E2"], lambda tokens: move_steers(tokens, grid, terrain, Dice(E, W, W))
    )
    assert ends == [sq("B2"), sq("D2"), sq("E2")]


def test_a_stampede_moves_every_steer_at_once_whatever_order_they_are_kept_in() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["C2"], 0)  # C2's steer runs out north as C3's runs in
    ends, _ = both_orders(["C2", "C3"], lambda tokens: stampede(tokens, grid, terrain, Dice(N, N)))
    assert ends == [sq("C1"), sq("C2")]
    # the reviewer's case: the field's steer runs south as the one below runs north: they swap
    ends, told = both_orders(["C2", "C3"], lambda tokens: stampede(tokens, grid, terrain, Dice(S, N)))
    assert ends == [sq("C2"), sq("C3")]
    assert told == [
        "D8 rolled 5 (S): the roaming steer at C2 moves to C3.",
        "D8 rolled 1 (N): the roaming steer at C3 moves to C2.",
    ]


def test_only_the_board_edge_takes_a_token_out_of_play() -> None:
    grid, terrain = prairie(*OPEN_5)
    tokens = Tokens(steers=[sq("C3")], indians=[sq("B3")])
    move_indians(tokens, grid, terrain, Dice(E))  # the Indian lands on C3 and eats its steer
    assert tokens.steers == [] and tokens.gone == {}
    assert in_the_box("steer", tokens) == IN_THE_BOX_AT_START["steer"] == ROAMING_STEERS
    assert {"eaten", "beaten", "chased"} <= BACK_TO_BOX and "edge" not in BACK_TO_BOX


def test_a_steer_thrown_onto_a_taken_field_square_moves_over_to_the_nearest_free_one() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2", "C2", "D2"], 0)
    tokens = Tokens(steers=[sq("B2"), sq("C3")], twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, E, NW))  # to C3, which it throws NW onto B2
    assert sorted(tokens.steers) == [sq("B2"), sq("C2")]
    assert notes[-1] == Note(
        "steer.settled",
        "B2 already holds a steer: the roaming steer moves over to C2, the nearest free square of its field.",
        "cowboy.one-steer",
    )


def test_a_steer_thrown_into_a_full_field_goes_back_to_the_box() -> None:
    grid, terrain = prairie(*OPEN_5)
    field(grid, ["B2"], 0)
    tokens = Tokens(steers=[sq("B2"), sq("C3")], twisters=[sq("A3")])
    notes = move_twisters(tokens, grid, terrain, Dice(E, E, NW))
    assert tokens.steers == [sq("B2")]
    assert notes[-1] == Note(
        "steer.boxed",
        "B2 already holds a steer and its field has no free square: the roaming steer goes back to the box.",
        "cowboy.one-steer",
    )


def test_a_steer_placed_on_a_taken_field_square_moves_over() -> None:
    # the north middle tile's board-edge squares E1-H1 all hold steers of Ana's field E1-H2
    grid, terrain = prairie(*["." * 12] * 12)
    field(grid, ["E1", "F1", "G1", "H1", "E2", "F2", "G2", "H2"], 0)
    tokens = Tokens(steers=[parse_square(name, 12) for name in ("E1", "F1", "G1", "H1")])
    notes = place("steer", tokens, grid, terrain, Dice(N, 2))  # F1, the second clockwise
    assert sorted(tokens.steers) == sorted(parse_square(n, 12) for n in ("E1", "F1", "G1", "H1", "F2"))
    assert notes[-1].kind == "steer.settled" and "moves over to F2" in notes[-1].text


# ---- where a placed token goes: unfenced squares first (PLACING_ORDER) ----


def dry_gulch_fenced() -> tuple[Grid, list[Terrain]]:
    """A two-player range whose north-east corner tile has the board-edge squares I1, J1 (water)
    and K1, L1, L2, L3, L4 (grass, all one owned field, fenced where no water closes it)."""
    grid, terrain = prairie("........~~..", *["." * 12] * 11)
    field = {sq(name, 12) for name in ("K1", "L1", "L2", "L3", "L4")}
    for square in field:
        grid.owner[square] = 0
        for line in square_sides(square, 12):
            beyond = [s for s in grid.sides(line) if s not in field]
            if beyond and (beyond[0] is None or grid.open[beyond[0]]):  # the board edge, or grass
                grid.fenced.add(line)
    return grid, terrain


def test_an_arrival_takes_an_unfenced_square_outside_fields_before_any_field_square() -> None:
    grid, terrain = dry_gulch_fenced()
    landed = set()
    for second in range(1, 9):
        tokens = Tokens()
        place("indian", tokens, grid, terrain, Dice(NE, second))
        landed.add(square_name(tokens.indians[0], 12))
    assert landed == {"I1", "J1"}  # never in the field, whatever the second die
    notes = place("indian", Tokens(), grid, terrain, Dice(NE, 2))
    assert notes[-1].text == (
        "D8 rolled 2: counting 2 clockwise along the tile's 2 board-edge unfenced water squares, the "
        "Indian is placed on J1."
    )


def test_a_steer_too_goes_on_unfenced_water_rather_than_into_a_field() -> None:
    grid, terrain = dry_gulch_fenced()
    tokens = Tokens()
    place("steer", tokens, grid, terrain, Dice(NE, 1))
    assert [square_name(s, 12) for s in tokens.steers] == ["I1"]


def test_an_unfenced_square_comes_before_grass_with_a_fence_beside_it() -> None:
    # the north middle tile's board-edge squares E1, F1, G1, H1: F1 is water, the rest grass with
    # a fence on one side (none of them in a field)
    grid, terrain = prairie(".....~......", *["." * 12] * 11)
    grid.fenced |= {Edge(True, 1, 4), Edge(True, 1, 6), Edge(True, 1, 7)}  # south of E1, G1 and H1
    tokens = Tokens()
    notes = place("indian", tokens, grid, terrain, Dice(N))
    assert tokens.indians == [sq("F1", 12)]
    assert notes[-1].text == "The Indian is placed on F1, the tile's only board-edge unfenced water square."
    tokens = Tokens()
    place("steer", tokens, grid, terrain, Dice(N))
    assert tokens.steers == [sq("F1", 12)]  # a steer would not walk into water, but it is unfenced


def test_among_unfenced_squares_grass_comes_first_and_a_field_square_comes_last() -> None:
    grid, terrain = prairie(".....~......", *["." * 12] * 11)
    tokens = Tokens()
    place("twister", tokens, grid, terrain, Dice(N, 2))  # E1, G1, H1: the second is G1
    assert tokens.twisters == [sq("G1", 12)]
    assert data.PLACING_ORDER == (
        "outside every owned field",
        "no fence on any side",
        "ground the token may walk into",
        "grass",
    )


def test_the_placing_order_is_the_constant_the_engine_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    grid, terrain = prairie(".....~......", *["." * 12] * 11)
    grid.fenced |= {Edge(True, 1, 4), Edge(True, 1, 6), Edge(True, 1, 7)}
    monkeypatch.setattr(arrivals, "PLACING_ORDER", ("outside every owned field", "grass"))
    tokens = Tokens()
    place("indian", tokens, grid, terrain, Dice(N, 1))  # grass before unfenced: E1, G1, H1
    assert tokens.indians == [sq("E1", 12)]


# ---- an arrival on a taken corner (BLOCKED_ARRIVAL) ----


def test_by_this_editions_reading_an_arrival_on_a_taken_corner_brings_nothing() -> None:
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    notes = place("pilgrim", tokens, grid, terrain, Dice(N), occupied={(6, 2)})
    assert tokens.pilgrims == [] and data.BLOCKED_ARRIVAL == "nothing"
    assert notes[-1].text == (
        "A cowboy stands at the north-west corner of G3: the pilgrim does not arrive (this edition's "
        "reading: a taken corner brings nothing)."
    )


def test_under_the_other_reading_an_arrival_takes_the_nearest_free_corner_of_its_tile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(arrivals, "BLOCKED_ARRIVAL", "nearest")
    grid, terrain = prairie(*["." * 12] * 12)
    tokens = Tokens()
    notes = place("pilgrim", tokens, grid, terrain, Dice(N), occupied={(6, 2)})
    assert [(p.x, p.y, p.heading) for p in tokens.pilgrims] == [(6, 1, Direction.S)]  # north first
    assert "the nearest free corner of the tile" in notes[-1].text
    tokens = Tokens()
    place("bandit", tokens, grid, terrain, Dice(N), occupied={(6, 1)})  # the centre is in his sights
    assert tokens.bandit is not None and abs(tokens.bandit[0] - 6) + abs(tokens.bandit[1] - 1) > 1


# ---- words ----


def test_a_pilgrim_walks_and_heads_by_the_compass_word() -> None:
    tokens = Tokens(pilgrims=[Pilgrim(2, 2, Direction.E)])
    assert texts(move_pilgrims(tokens, 12)) == [
        "The pilgrim at the north-west corner of C3 walks east to the north-west corner of D3."
    ]
    grid, terrain = prairie(*["." * 12] * 12)
    notes = place("pilgrim", Tokens(), grid, terrain, Dice(N))
    assert notes[-1].text.endswith("heading south across the board.")
