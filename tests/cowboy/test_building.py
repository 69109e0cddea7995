"""Building fences and claiming fields, as the rulebook's BUILDING FENCES and STEALING FIELDS say:
a fence goes on the line just walked, never on another fence, out of the fences in hand; whoever
builds the last fence of a closed patch owns it; a rival's field can be cut in two but never taken
whole. Ana starts at (6, 12), on the south edge: her first step north walks the line between F12
and G12."""

from __future__ import annotations

import pytest

from tabletop.cowboy import CowboyState, data
from tabletop.cowboy.data import Event as Card

from .staging import fence_in, herds, legal, line, names, play, refused, scripted, sq, staged

QUIET = Card.MOOVE_PILGRIMS  # nothing moves, no die is rolled

#: Every side of G12 but the west one, which Ana walks first: its south side is the board edge, so
#: a fence stands along it too (the edge itself is no fence).
G12_OPEN_WEST = [((6, 11), (7, 11)), ((7, 11), (7, 12)), ((6, 12), (7, 12))]


def owned(state: CowboyState, seat: int) -> list[str]:
    """The squares of the seat's fields, by name."""
    return names(state, [s for s, owner in enumerate(state.grid.owner) if owner == seat])


# ---- building a fence ----


def test_a_fence_goes_on_the_line_just_walked_and_costs_one_fence() -> None:
    state = staged(next_cards=[QUIET])
    texts = play(state, "Move N", "Build a fence")
    assert texts[1] == "Ana builds a fence on the line just walked."
    assert state.grid.fenced == {line(state, (6, 12), (6, 11))}
    assert state.fences == [9, 10]
    assert state.turn == 1  # building is the turn's action


def test_fences_may_go_along_the_board_edge() -> None:
    state = staged(cowboys={"Ana": (0, 12)}, next_cards=[QUIET])
    play(state, "Move N", "Build a fence")
    assert state.grid.fenced == {line(state, (0, 12), (0, 11))}
    assert state.grid.owner.count(None) == 144  # the edge closes nothing new


def test_the_board_edge_is_no_fence_a_square_against_it_needs_a_fence_there_too() -> None:
    state = staged(fenced=G12_OPEN_WEST[:2], next_cards=[QUIET])  # north and east: the south is the edge
    texts = play(state, "Move N", "Build a fence")
    assert not any("closes a field" in text for text in texts)
    assert owned(state, 0) == []


def test_a_fence_built_along_the_board_edge_can_be_the_last_one() -> None:
    # G12 fenced north, west and east; Ana walks its south side, along the board edge
    state = staged(
        cowboys={"Ana": (6, 12)},
        fenced=[((6, 11), (7, 11)), ((7, 11), (7, 12)), ((6, 11), (6, 12))],
        next_cards=[QUIET],
    )
    texts = play(state, "Move E", "Build a fence")
    assert "The fence closes a field of 1 square at G12: Ana owns it." in texts


def test_no_fence_on_top_of_another_fence() -> None:
    state = staged(fenced=[((6, 12), (6, 11))])
    play(state, "Move N")
    assert "Build a fence" not in legal(state)
    refused(state, "Build a fence")


def test_no_fence_without_fences_in_hand() -> None:
    state = staged(fences={"Ana": 0})
    play(state, "Move N")
    assert "Build a fence" not in legal(state)
    refused(state, "Build a fence")


def test_a_fence_only_follows_this_turns_move_not_a_line_walked_on_an_earlier_turn() -> None:
    state = staged(next_cards=[QUIET, QUIET])
    play(state, "Move N", "Do nothing")  # Ana
    play(state, "Stay put", "Do nothing")  # Ben
    play(state, "Stay put")
    assert state.walked is None and "Build a fence" not in legal(state)


# ---- closing fields ----


def test_the_last_fence_round_a_square_makes_it_a_field_of_the_builder() -> None:
    state = staged(fenced=G12_OPEN_WEST, next_cards=[QUIET])
    texts = play(state, "Move N", "Build a fence")
    assert "The fence closes a field of 1 square at G12: Ana owns it." in texts
    assert owned(state, 0) == ["G12"] and owned(state, 1) == []


def test_whoever_builds_the_last_fence_owns_the_field_whoever_built_the_others() -> None:
    # Ben fenced three sides of G11 on earlier turns; Ana walks its west side, (6, 10) to (6, 11)
    state = staged(
        cowboys={"Ana": (6, 10)},
        fenced=[((6, 10), (7, 10)), ((7, 10), (7, 11)), ((6, 11), (7, 11))],
        next_cards=[QUIET],
    )
    play(state, "Move S", "Build a fence")
    assert owned(state, 0) == ["G11"] and owned(state, 1) == []


def test_streams_and_homestead_edges_close_fields_like_fences() -> None:
    # G12: a homestead north, a stream east, a fence along the board edge south; Ana fences the west
    state = staged(terrain={"G11": "H", "H12": "~"}, fenced=[((6, 12), (7, 12))], next_cards=[QUIET])
    play(state, "Move N", "Build a fence")
    assert owned(state, 0) == ["G12"]


def test_a_field_may_be_bigger_than_one_square() -> None:
    # a 2 by 2 patch, G11 H11 G12 H12, fenced on its north, its east, its south (along the board
    # edge) and the top half of its west side; Ana walks the bottom half, (6, 11) to (6, 12)
    state = staged(
        cowboys={"Ana": (6, 11)},
        fenced=[
            ((6, 12), (7, 12)),
            ((7, 12), (8, 12)),
            ((6, 10), (7, 10)),
            ((7, 10), (8, 10)),
            ((8, 10), (8, 11)),
            ((8, 11), (8, 12)),
            ((6, 10), (6, 11)),
        ],
        next_cards=[QUIET],
    )
    texts = play(state, "Move S", "Build a fence")
    assert "The fence closes a field of 4 squares at G11: Ana owns it." in texts
    assert owned(state, 0) == ["G11", "H11", "G12", "H12"]


def test_a_fence_across_the_open_board_closes_nothing_the_edge_is_no_fence() -> None:
    # a fence right across the board two rows down: both sides still reach the unfenced board edge
    across = [((x, 2), (x + 1, 2)) for x in range(11)]
    state = staged(cowboys={"Ana": (11, 2)}, fenced=across, next_cards=[QUIET])
    play(state, "Move E", "Build a fence")
    assert line(state, (11, 2), (12, 2)) in state.grid.fenced
    assert owned(state, 0) == []


def test_a_field_may_be_bigger_than_a_tile_the_rulebook_sets_no_limit() -> None:
    # the top two rows, A1 to L2, fenced along the board edge and right across: 24 squares
    across = [((x, 2), (x + 1, 2)) for x in range(11)]
    north = [((x, 0), (x + 1, 0)) for x in range(12)]
    sides = [((0, 0), (0, 1)), ((0, 1), (0, 2)), ((12, 0), (12, 1)), ((12, 1), (12, 2))]
    state = staged(cowboys={"Ana": (11, 2)}, fenced=across + north + sides, next_cards=[QUIET])
    texts = play(state, "Move E", "Build a fence")
    assert "The fence closes a field of 24 squares at A1: Ana owns it." in texts
    assert len(owned(state, 0)) == 24


def test_sixteen_squares_is_still_a_field() -> None:
    # the 4 by 4 tile in the south-west corner, A9 to D12, fenced on its north and east, and along
    # the board edge on its west and south
    north = [((x, 8), (x + 1, 8)) for x in range(4)]
    east = [((4, y), (4, y + 1)) for y in range(8, 11)]
    west = [((0, y), (0, y + 1)) for y in range(8, 12)]
    south = [((x, 12), (x + 1, 12)) for x in range(4)]
    state = staged(cowboys={"Ana": (4, 11)}, fenced=north + east + west + south, next_cards=[QUIET])
    play(state, "Move S", "Build a fence")
    assert len(owned(state, 0)) == 16


def test_a_fence_that_closes_two_fields_on_open_range_gives_the_builder_both() -> None:
    # a patch of 20 squares (A9 to E12) fenced all round but nobody's; a fence across it makes 8 and
    # 12: Ana built the last fence of each, so both are hers (choosing is for stealing only)
    state = staged(
        cowboys={"Ana": (2, 12)},
        fenced=[((2, 8), (2, 9)), ((2, 9), (2, 10)), ((2, 10), (2, 11))],
        next_cards=[QUIET],
    )
    fence_in(state, [f"{col}{row}" for col in "ABCDE" for row in (9, 10, 11, 12)], None)
    texts = play(state, "Move N", "Build a fence")
    assert state.phase == "move" and state.turn == 1  # no question asked
    assert "The fence closes a field of 8 squares at A9: Ana owns it." in texts
    assert "The fence closes a field of 12 squares at C9: Ana owns it." in texts
    assert owned(state, 0) == names(state, [sq(state, f"{c}{r}") for c in "ABCDE" for r in (9, 10, 11, 12)])


def test_a_fence_closing_round_two_steers_in_one_square_keeps_one_there() -> None:
    # G12 holds two roaming steers and the field closed round it has no other square
    state = staged(fenced=G12_OPEN_WEST, steers=["G12", "G12"], next_cards=[QUIET])
    texts = play(state, "Move N", "Build a fence")
    assert texts[2:4] == [  # roaming steers fenced in are the builder's, no roping needed
        "The fence closes a field of 1 square at G12: Ana owns it, with the steer in it.",
        "G12 already holds a steer and its field has no free square: the roaming steer goes back to the box.",
    ]
    assert state.tokens.steers == [sq(state, "G12")] and herds(state) == [1, 0]


def test_a_fence_closing_round_two_steers_in_one_square_moves_one_to_a_free_square() -> None:
    # the 2 by 2 patch G11 H11 G12 H12 of the test above, with two steers in H11
    state = staged(
        cowboys={"Ana": (6, 11)},
        fenced=[
            ((6, 12), (7, 12)),
            ((7, 12), (8, 12)),
            ((6, 10), (7, 10)),
            ((7, 10), (8, 10)),
            ((8, 10), (8, 11)),
            ((8, 11), (8, 12)),
            ((6, 10), (6, 11)),
        ],
        steers=["H11", "H11"],
        next_cards=[QUIET],
    )
    texts = play(state, "Move S", "Build a fence")
    assert "The fence closes a field of 4 squares at G11: Ana owns it, with the 2 steers in it." in texts
    assert (
        "H11 already holds a steer: the roaming steer moves over to G11, the nearest free square of its "
        "field." in texts
    )
    assert names(state, state.tokens.steers) == ["G11", "H11"] and herds(state) == [2, 0]


def test_the_board_edge_as_a_fence_is_the_other_reading_and_leaves_the_rest_of_the_range_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert data.EDGE_IS_FENCE is False  # this edition's reading: the edge closes nothing
    monkeypatch.setattr(data, "EDGE_IS_FENCE", True)
    # G12 against the south edge, fenced north and east: under the other reading the edge is its
    # south side, so Ana's fence on its west closes it, and the rest of the range stays open range
    state = staged(fenced=G12_OPEN_WEST[:2], next_cards=[QUIET])
    texts = play(state, "Move N", "Build a fence")
    assert "The fence closes a field of 1 square at G12: Ana owns it." in texts
    assert owned(state, 0) == ["G12"] and state.grid.owner.count(None) == 143


def test_under_the_edge_as_a_fence_a_fence_along_it_closes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(data, "EDGE_IS_FENCE", True)
    # A12 in the south-west corner, fenced north and east: the edge already shuts it in, so it was a
    # patch nobody owns; a fence along its south edge adds nothing
    state = staged(
        cowboys={"Ana": (0, 12)},
        fenced=[((0, 11), (1, 11)), ((1, 11), (1, 12))],
        next_cards=[QUIET],
    )
    play(state, "Move E", "Build a fence")
    assert owned(state, 0) == []


def test_under_the_choose_reading_a_fence_closing_two_fields_on_open_range_asks_which(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert data.TWO_FIELDS_AT_ONCE == "both"  # this edition: both are the builder's (test above)
    monkeypatch.setattr(data, "TWO_FIELDS_AT_ONCE", "choose")
    state = staged(
        cowboys={"Ana": (2, 12)},
        fenced=[((2, 8), (2, 9)), ((2, 9), (2, 10)), ((2, 10), (2, 11))],
        next_cards=[QUIET],
    )
    fence_in(state, [f"{col}{row}" for col in "ABCDE" for row in (9, 10, 11, 12)], None)
    play(state, "Move N", "Build a fence")
    assert state.phase == "claim" and legal(state) == ["Claim the field at A9", "Claim the field at C9"]
    texts = play(state, "Claim the field at C9")
    assert texts[:2] == [
        "The fence closes a field of 12 squares at C9: Ana owns it.",
        "The field at A9 stays shut in, but nobody owns it until a fence splits it.",
    ]
    assert len(owned(state, 0)) == 12 and state.grid.owner[sq(state, "A9")] is None


# ---- stealing fields ----


def rival_pen() -> list[list[str]]:
    """Ben's 2 by 2 field round the corner (7, 10): G10 H10 G11 H11."""
    return [["G10", "H10", "G11", "H11"]]


#: The northern half of the line down the middle of the 2 by 2, built on an earlier turn.
HALF_WAY = [((7, 9), (7, 10))]


def test_a_rivals_field_cut_in_two_gives_the_builder_the_part_of_their_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Ana walks north from (7, 11), on the field's south side, to its middle (7, 10)
    state = staged(
        cowboys={"Ana": (7, 11)},
        fields={"Ben": rival_pen()},
        fenced=HALF_WAY,
        steers=["H11"],
        next_cards=[QUIET],
    )
    assert herds(state) == [0, 1]
    play(state, "Move N", "Build a fence")
    assert state.phase == "claim" and state.turn == 0
    assert legal(state) == ["Claim the field at G10", "Claim the field at H10"]
    dice = scripted(monkeypatch)  # no die: steers go with the land, unlike a rustle
    texts = play(state, "Claim the field at H10")
    assert dice.spent and not any(text.startswith("D8") for text in texts)
    assert texts[0] == (
        "The fence closes a field of 2 squares at H10, cut from Ben's: Ana owns it, with the steer in it."
    )
    assert owned(state, 0) == ["H10", "H11"] and owned(state, 1) == ["G10", "G11"]
    assert herds(state) == [1, 0]  # the steer in H11 went with its square
    assert state.fences == [9, 10] and state.turn == 1


def test_the_rival_keeps_the_part_not_chosen_with_its_steers() -> None:
    state = staged(
        cowboys={"Ana": (7, 11)},
        fields={"Ben": rival_pen()},
        fenced=HALF_WAY,
        steers=["G10", "H11"],
        next_cards=[QUIET],
    )
    texts = play(state, "Move N", "Build a fence", "Claim the field at G10")
    taken = "The fence closes a field of 2 squares at G10, cut from Ben's: Ana owns it, with the steer in it."
    assert taken in texts
    assert owned(state, 0) == ["G10", "G11"] and owned(state, 1) == ["H10", "H11"]
    assert herds(state) == [1, 1]


def test_a_fence_inside_a_rivals_field_that_cuts_nothing_off_takes_nothing() -> None:
    state = staged(cowboys={"Ana": (7, 11)}, fields={"Ben": rival_pen()}, next_cards=[QUIET])
    play(state, "Move N", "Build a fence")  # half a line into the 2 by 2: its parts still meet
    assert owned(state, 0) == [] and owned(state, 1) == ["G10", "H10", "G11", "H11"]
    assert state.turn == 1


def test_a_rivals_field_cannot_be_taken_whole_its_fences_are_already_built() -> None:
    state = staged(cowboys={"Ana": (6, 12)}, fields={"Ben": [["G12"]]})
    play(state, "Move N")  # along the west side of Ben's G12
    assert "Build a fence" not in legal(state)
    refused(state, "Build a fence")


def test_cutting_your_own_field_in_two_keeps_both_parts_yours() -> None:
    state = staged(cowboys={"Ana": (7, 11)}, fields={"Ana": rival_pen()}, fenced=HALF_WAY, next_cards=[QUIET])
    play(state, "Move N", "Build a fence")
    assert state.phase == "move" and state.turn == 1  # nothing to choose
    assert owned(state, 0) == ["G10", "H10", "G11", "H11"]


# ---- twisters tear fields open ----


def test_a_twister_tearing_a_fence_opens_the_field_and_anyone_may_close_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Ana's field G12 holds a steer; a twister in F11 blows east into G11 (no fence there), then
    # south into G12, tearing G12's north side, and throws the steer east into H12
    state = staged(
        cowboys={"Ana": (3, 12), "Ben": (6, 11)},
        fields={"Ana": [["G12"]]},
        steers=["G12"],
        twisters=["F11"],
        next_cards=[QUIET, Card.MOOVE_TWISTERS, QUIET, Card.MOOVE_BANDIT],
    )
    assert herds(state) == [1, 0]
    play(state, "Stay put", "Do nothing")  # Ana
    dice = scripted(monkeypatch, 3, 5, 3)  # E, S, then the steer flies E
    texts = play(state, "Stay put", "Do nothing")  # Ben draws the twister card
    assert dice.spent
    assert "The twister tears down the fence between G11 and G12." in texts
    assert any("open again" in text for text in texts)
    assert owned(state, 0) == [] and herds(state) == [0, 0]
    assert state.tokens.steers == [sq(state, "H12")] and state.tokens.twisters == [sq(state, "G12")]
    play(state, "Stay put", "Do nothing")  # Ana
    play(state, "Move E", "Build a fence")  # Ben rebuilds the torn line: G12 is his now
    assert owned(state, 1) == ["G12"]


def test_a_twister_joining_two_players_fields_leaves_a_closed_patch_nobody_owns_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Ana's field B2 and Ben's C2 and D2 share the fence between B2 and C2; a twister in B2 blows
    # east twice, tearing it (TORN_BETWEEN_FIELDS): both fields are incomplete, the patch still shut
    state = staged(
        cowboys={"Ana": (6, 12), "Ben": (6, 0)},
        fields={"Ana": [["B2"]], "Ben": [["C2", "D2"]]},
        twisters=["B2"],
        next_cards=[Card.MOOVE_TWISTERS, QUIET],
    )
    dice = scripted(monkeypatch, 3, 3)  # E, E
    texts = play(state, "Stay put", "Do nothing")
    assert dice.spent
    assert (
        "Ana's field (B2) and Ben's field (C2, D2) are joined into one patch, still shut in: nobody "
        "owns either until a fence splits them." in texts
    )
    assert not any("open again" in text for text in texts)  # the patch is not open
    assert owned(state, 0) == owned(state, 1) == []
    assert state.grid.enclosed(sq(state, "B2")) == {sq(state, name) for name in ("B2", "C2", "D2")}
    # Ben puts the torn fence back: a patch nobody owns, so no steal; he built the last fence of both
    state.cowboys[1] = (2, 1)  # the north end of the line between B2 and C2
    state._legal = None
    texts = play(state, "Move S", "Build a fence")
    assert state.phase == "move"  # no question asked
    assert owned(state, 1) == ["B2", "C2", "D2"]


def test_a_twister_joining_two_fields_of_one_owner_leaves_them_his_as_one_field_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Ana's field B2 and her other field C2 and D2 share the fence between B2 and C2; a twister in
    # B2 blows east twice and tears it (TORN_BETWEEN_FIELDS): the patch is still shut in, and all of
    # it is hers, so it stays hers as one field, steers and all
    state = staged(
        cowboys={"Ana": (6, 12), "Ben": (6, 0)},
        fields={"Ana": [["B2"], ["C2", "D2"]]},
        steers=["C2"],  # the twister passes C2 and throws only what stands where it ends, D2
        twisters=["B2"],
        next_cards=[Card.MOOVE_TWISTERS, QUIET],
    )
    assert state.grid.enclosed(sq(state, "B2")) == {sq(state, "B2")}  # two fields before
    dice = scripted(monkeypatch, 3, 3)  # E, E
    texts = play(state, "Stay put", "Do nothing")
    assert dice.spent
    assert "The twister tears down the fence between B2 and C2." in texts
    assert "Ana's fields (B2) and (C2, D2) are joined into one, still shut in: it stays Ana's." in texts
    assert not any("nobody owns" in text or "open again" in text for text in texts)
    assert owned(state, 0) == ["B2", "C2", "D2"] and herds(state) == [1, 0]
    assert state.grid.enclosed(sq(state, "B2")) == {sq(state, name) for name in ("B2", "C2", "D2")}


# ---- field markers (FIELD_MARKERS) ----


def test_field_markers_never_run_out_in_this_edition() -> None:
    fields = {"Ana": [["A1"], ["C1"], ["E1"], ["A3"], ["C3"]]}
    state = staged(fields=fields, fenced=G12_OPEN_WEST, next_cards=[QUIET])
    play(state, "Move N", "Build a fence")
    assert owned(state, 0) == ["A1", "C1", "E1", "A3", "C3", "G12"]  # a sixth field, a sixth marker
    assert data.FIELD_MARKERS is None


def test_with_a_set_number_of_markers_no_fence_closes_a_field_beyond_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(data, "FIELD_MARKERS", 1)
    state = staged(fields={"Ana": [["A1"]]}, fenced=G12_OPEN_WEST, next_cards=[QUIET])
    play(state, "Move N")
    assert "Build a fence" not in legal(state)
    assert refused(state, "Build a fence").message == (
        "That fence would close a field, but Ana has no field marker left (1 in the set, all in use)."
    )
