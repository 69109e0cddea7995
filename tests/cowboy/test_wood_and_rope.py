"""Cutting wood and roping steers. A cowboy is next to the four squares round his corner: Ana, at
(6, 12) on the south edge, is next to F12 and G12 only."""

from __future__ import annotations

from tabletop.cowboy.data import ROPE_FROM, WOOD, WOOD_WITH_AXE
from tabletop.cowboy.data import Event as Card

from .staging import fence_in, herds, legal, play, refused, sq, staged

QUIET = Card.MOOVE_PILGRIMS


# ---- cutting wood ----


def test_next_to_a_tree_a_cowboy_may_cut_wood_for_three_fences() -> None:
    state = staged(terrain={"F12": "T"}, next_cards=[QUIET])
    play(state, "Stay put")
    assert "Cut wood" in legal(state)
    texts = play(state, "Cut wood")
    assert texts[0] == "Ana cuts wood: 3 more fences (13 in hand)."
    assert state.fences == [13, 10] and WOOD == 3
    assert state.turn == 1  # cutting wood is the turn's action


def test_with_the_axe_cutting_wood_gives_four_fences() -> None:
    state = staged(terrain={"G12": "T"}, items={"Ana": [Card.AXE]}, next_cards=[QUIET])
    play(state, "Move E")  # to (7, 12): G12 is still next to her
    play(state, "Cut wood")
    assert state.fences[0] == 14 and WOOD_WITH_AXE == 4


def test_a_tree_two_squares_away_is_too_far() -> None:
    state = staged(terrain={"E12": "T", "F11": "T"})
    play(state, "Stay put")
    assert "Cut wood" not in legal(state)
    refused(state, "Cut wood")


def test_each_turn_of_cutting_gives_more_fences() -> None:
    state = staged(terrain={"F12": "T", "F1": "T"}, next_cards=[QUIET, QUIET, Card.MOOVE_BANDIT])
    play(state, "Stay put", "Cut wood", "Stay put", "Cut wood", "Stay put", "Cut wood")
    assert state.fences == [16, 13]


# ---- roping ----


def test_a_cowboy_ropes_a_roaming_steer_next_to_him_into_his_field() -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["G12"], next_cards=[QUIET])
    play(state, "Stay put")
    assert "Rope the steer at G12 into B12" in legal(state)
    texts = play(state, "Rope the steer at G12 into B12")
    assert texts[0] == "Ana ropes the steer at G12 into B12."
    assert state.tokens.steers == [sq(state, "B12")]
    assert herds(state) == [1, 0] and state.turn == 1


def test_the_steer_may_go_into_any_free_square_of_any_of_his_fields() -> None:
    state = staged(fields={"Ana": [["A12"], ["C11", "C12"]]}, steers=["F12"])
    play(state, "Move N")  # to (6, 11): next to F11, G11, F12 and G12
    ropes = [move for move in legal(state) if move.startswith("Rope")]
    assert ropes == [
        "Rope the steer at F12 into C11",
        "Rope the steer at F12 into A12",
        "Rope the steer at F12 into C12",
    ]


def test_a_steer_that_is_not_next_to_the_cowboy_cannot_be_roped() -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["H12", "G11"])
    play(state, "Stay put")
    assert not [move for move in legal(state) if move.startswith("Rope")]
    refused(state, "Rope the steer at H12 into B12")
    refused(state, "Rope the steer at G11 into B12")


def test_without_a_field_there_is_nowhere_to_rope_a_steer_to() -> None:
    state = staged(steers=["G12"])
    play(state, "Stay put")
    assert not [move for move in legal(state) if move.startswith("Rope")]


def test_one_steer_per_square_a_full_field_takes_no_more() -> None:
    state = staged(fields={"Ana": [["B12"], ["C10"]]}, steers=["G12", "B12"], terrain={"C10": "P"})
    play(state, "Stay put")
    assert herds(state) == [2, 0]  # a roped steer in B12 and the printed steer in C10
    assert not [move for move in legal(state) if move.startswith("Rope")]
    refused(state, "Rope the steer at G12 into B12")
    refused(state, "Rope the steer at G12 into C10")


def test_a_printed_steer_covered_by_a_stolen_steer_token_leaves_its_square_free() -> None:
    state = staged(fields={"Ana": [["C10"]]}, steers=["G12"], terrain={"C10": "P"}, stolen=["C10"])
    play(state, "Stay put")
    assert "Rope the steer at G12 into C10" in legal(state)


def test_steers_in_fields_are_not_roped_they_can_only_be_rustled() -> None:
    state = staged(fields={"Ana": [["B12"]], "Ben": [["G12"]]}, steers=["G12"])
    play(state, "Stay put")
    assert not [move for move in legal(state) if move.startswith("Rope")]
    refused(state, "Rope the steer at G12 into B12")
    assert "Rustle the steer at G12 into B12" in legal(state)
    assert ROPE_FROM.startswith("only roaming steers outside every owned field")


def test_a_steer_in_his_own_field_is_neither_roped_nor_rustled() -> None:
    state = staged(fields={"Ana": [["G12", "H12"]]}, steers=["G12"])
    play(state, "Stay put")
    assert not [move for move in legal(state) if move.startswith(("Rope", "Rustle"))]
    refused(state, "Rustle the steer at G12 into H12")


def test_of_two_steers_in_one_square_one_is_roped_and_one_stays() -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["G12", "G12"], next_cards=[QUIET])
    play(state, "Stay put")
    assert legal(state).count("Rope the steer at G12 into B12") == 1
    play(state, "Rope the steer at G12 into B12")
    assert sorted(state.tokens.steers) == [sq(state, "B12"), sq(state, "G12")]


def test_a_roaming_steer_in_a_closed_patch_nobody_owns_can_be_roped() -> None:
    state = staged(fields={"Ana": [["B12"]]}, steers=["G12"])
    fence_in(state, ["G12", "H12"], None)
    play(state, "Stay put")
    assert "Rope the steer at G12 into B12" in legal(state)
