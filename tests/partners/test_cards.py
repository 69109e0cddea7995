"""Every card of the deck, played through the engine: what it may move, where to, and what it may not."""

from __future__ import annotations

import pytest

from tabletop.partners import PartnersState, Phase, Switch
from tabletop.partners.data import DECK, DECK_MIX, HOUSE, LAP, Kind
from tabletop.partners.track import blocked_starts, forward, progress

from .staging import GAME, legal, play, refused, staged, where


def plays(state: PartnersState, card: str) -> list[str]:
    """The legal moves of one card, by text."""
    return [text for text in legal(state) if text.startswith(f"Play {card}:")]


def test_the_deck_has_52_cards_with_four_of_each_special_and_three_of_each_number() -> None:
    assert len(DECK) == 52
    assert {kind: DECK.count(kind) for kind in Kind} == DECK_MIX
    specials = {Kind.START, Kind.START_8, Kind.START_13, Kind.ONE_14, Kind.MINUS_4, Kind.SEVEN, Kind.SWITCH}
    assert all(DECK_MIX[kind] == (4 if kind in specials else 3) for kind in Kind)


# ---- Start cards ----


def test_a_start_card_brings_a_piece_from_the_circle_onto_its_own_start_field() -> None:
    state = staged(hands={"Ana": ["Start", "2", "3", "5"]})
    assert plays(state, "Start") == [f"Play Start: Yellow {n} out" for n in (1, 2, 3, 4)]
    log = play(state, "Play Start: Yellow 3 out")
    assert log == ["Ana plays Start: Yellow 3 comes out onto its start field."]
    assert where(state, "Yellow 3") == "yellow start"
    assert state.current_player == 1


def test_without_a_start_card_no_piece_leaves_the_circle() -> None:
    state = staged(hands={"Ana": ["2", "3", "5", "9"]})
    assert legal(state) == ["Give up the hand"]
    refused(state, "Play 5: Yellow 1 out", "partners.start")


def test_a_plain_start_card_cannot_move_a_piece_on_the_track() -> None:
    state = staged({"Yellow": ["yellow 4", "circle", "circle", "circle"]}, {"Ana": ["Start", "2", "3", "5"]})
    assert plays(state, "Start") == [f"Play Start: Yellow {n} out" for n in (2, 3, 4)]
    refused(state, "Play Start: Yellow 1 to yellow 5", "partners.start")


@pytest.mark.parametrize(("card", "lands"), [("Start/8", "yellow 12"), ("Start/13", "red 3")])
def test_start_8_and_start_13_bring_a_piece_out_or_move_one_8_or_13_steps(card: str, lands: str) -> None:
    state = staged({"Yellow": ["yellow 4", "house 1"]}, {"Ana": [card, "2", "3", "5"]})
    assert plays(state, card) == [
        f"Play {card}: Yellow 1 to {lands}",
        f"Play {card}: Yellow 3 out",
        f"Play {card}: Yellow 4 out",
    ]
    log = play(state, f"Play {card}: Yellow 1 to {lands}")
    assert log[0] == f"Ana plays {card}: Yellow 1 moves from yellow 4 to {lands}."
    assert where(state, "Yellow 1") == lands
    state = staged({"Yellow": ["yellow 4", "house 1"]}, {"Ana": [card, "2", "3", "5"]})
    assert play(state, f"Play {card}: Yellow 4 out") == [
        f"Ana plays {card}: Yellow 4 comes out onto its start field."
    ]
    assert where(state, "Yellow 4") == "yellow start"


def test_a_start_card_cannot_bring_out_a_third_piece_onto_a_pair_on_the_start_field() -> None:
    state = staged({"Yellow": ["start", "start"]}, {"Ana": ["Start", "2", "3", "5"]})
    assert plays(state, "Start") == []
    err = refused(state, "Play Start: Yellow 3 out", "partners.pair")
    assert err.message == "Yellow 3: two of its own pieces already share the yellow start field."


def test_a_minus_four_onto_an_own_pair_names_the_field_the_pair_holds() -> None:
    state = staged({"Yellow": ["yellow 2", "green 12", "green 12"]}, {"Ana": ["-4", "9", "9", "9"]})
    err = refused(state, "Play -4: Yellow 1 back to green 12", "partners.pair")
    assert err.message == "Yellow 1: two of its own pieces already share green 12."


def test_coming_out_onto_a_stranger_on_the_start_field_sends_it_home() -> None:
    # Only a Switch can put another colour's piece on a start field; a Start then captures it.
    hands = {
        "Ana": ["Switch", "Start", "2", "3"],
        "Ben": ["Start", "Start", "Start", "9"],
        "Cy": ["2", "3", "5", "6"],
        "Dee": ["9", "10", "11", "12"],
    }
    state = staged({"Yellow": ["start", "circle"], "Red": ["yellow 5"]}, hands)
    play(state, "Play Switch: Yellow 1 with Red 1")
    assert where(state, "Red 1") == "yellow start"
    play(state, "Play Start: Red 2 out", "Give up the hand", "Give up the hand")
    log = play(state, "Play Start: Yellow 2 out")
    assert log[-1] == "Yellow 2 lands on Red 1, which goes back to its circle."
    assert where(state, "Red 1") == "red circle"


# ---- 1/14 and the plain numbers ----


def test_one_fourteen_moves_a_piece_one_or_fourteen_steps() -> None:
    state = staged({"Yellow": ["yellow 3"]}, {"Ana": ["1/14", "2", "3", "5"]})
    assert plays(state, "1/14") == ["Play 1/14: Yellow 1 to yellow 4", "Play 1/14: Yellow 1 to red 3"]
    play(state, "Play 1/14: Yellow 1 to red 3")
    assert where(state, "Yellow 1") == "red 3"


@pytest.mark.parametrize(
    ("card", "lands"),
    [
        ("2", "yellow 3"),
        ("3", "yellow 4"),
        ("5", "yellow 6"),
        ("6", "yellow 7"),
        ("9", "yellow 10"),
        ("10", "yellow 11"),
        ("11", "yellow 12"),
        ("12", "yellow 13"),
    ],
)
def test_a_number_card_moves_one_piece_exactly_that_many_steps_forward(card: str, lands: str) -> None:
    state = staged({"Yellow": ["yellow 1", "red 14"]}, {"Ana": [card]})
    options = plays(state, card)
    assert f"Play {card}: Yellow 1 to {lands}" in options
    assert len(options) == 2  # one destination for each piece on the track
    log = play(state, f"Play {card}: Yellow 1 to {lands}")
    assert log[0] == f"Ana plays {card}: Yellow 1 moves from yellow 1 to {lands}."
    assert where(state, "Yellow 1") == lands
    assert Kind(card) in state.used


def test_a_number_card_moves_only_the_players_own_pieces() -> None:
    state = staged({"Yellow": ["yellow 1"], "Red": ["red 1"], "Blue": ["blue 1"]}, {"Ana": ["5"]})
    assert plays(state, "5") == ["Play 5: Yellow 1 to yellow 6"]
    refused(state, "Play 5: Red 1 to red 6", "partners.hand")
    refused(state, "Play 5: Blue 1 to blue 6", "partners.help")


def test_a_card_not_in_hand_cannot_be_played() -> None:
    state = staged({"Yellow": ["yellow 1"]}, {"Ana": ["5", "5", "5", "2"]})
    refused(state, "Play 6: Yellow 1 to yellow 7", "partners.hand", match="Ana holds no 6")


# ---- -4 ----


def test_minus_four_moves_one_own_piece_four_steps_backwards() -> None:
    state = staged({"Yellow": ["yellow 9"]}, {"Ana": ["-4", "2", "3", "5"]})
    assert plays(state, "-4") == ["Play -4: Yellow 1 back to yellow 5"]
    assert play(state, "Play -4: Yellow 1 back to yellow 5") == [
        "Ana plays -4: Yellow 1 goes back from yellow 9 to yellow 5."
    ]


def test_minus_four_from_the_own_start_field_then_a_small_card_reaches_the_house() -> None:
    """The rulebook's trick: back off the start field, and the house is just ahead."""
    no_use = {"Ben": ["2", "3", "5", "6"], "Cy": ["2", "3", "6", "10"], "Dee": ["9", "10", "11", "12"]}
    state = staged({"Yellow": ["start"]}, {"Ana": ["-4", "5", "2", "9"], **no_use})
    assert plays(state, "5") == ["Play 5: Yellow 1 to yellow 5"]  # just out: no way into the house
    log = play(state, "Play -4: Yellow 1 back to green 11")
    assert log == [
        "Ana plays -4: Yellow 1 goes back from yellow start to green 11.",
    ]
    play(state, "Give up the hand", "Give up the hand", "Give up the hand")  # Ben, Cy, Dee
    assert state.current_player == 0
    assert plays(state, "2") == ["Play 2: Yellow 1 to green 13"]
    assert plays(state, "9") == ["Play 9: Yellow 1 to yellow 6"]  # too many for the house
    assert plays(state, "5") == ["Play 5: Yellow 1 to yellow house 2", "Play 5: Yellow 1 to yellow 2"]
    log = play(state, "Play 5: Yellow 1 to yellow house 2")
    # What the learner reads says the same: a piece just out may turn in once it has left its start.
    house_entry = next(choice for choice in GAME.edition if choice.constant == "HOUSE_ENTRY")
    assert "-4" in house_entry.value and "-4" in GAME.rule("partners.house").summary
    assert log[-3:] == [
        "Ana plays 5: Yellow 1 moves from green 11 to yellow house 2.",
        "It turns off into its house at the yellow start field, without counting that field.",
        "Yellow 1 is safe in yellow house 2.",
    ]


def test_minus_four_may_not_be_played_on_pieces_in_a_house_or_a_circle() -> None:
    state = staged({"Yellow": ["house 2", "circle"]}, {"Ana": ["-4", "2", "2", "2"]})
    assert plays(state, "-4") == []
    refused(state, "Play -4: Yellow 1 back to green 13", "partners.minus-four")
    refused(state, "Play -4: Yellow 2 back to green 11", "partners.minus-four")


# ---- the split 7 ----


def test_a_seven_is_split_over_pieces_in_steps_until_all_seven_are_used() -> None:
    state = staged({"Yellow": ["yellow 1", "red 1", "start"]}, {"Ana": ["7", "2", "3", "5"]})
    assert "Play 7" in legal(state)
    assert play(state, "Play 7") == ["Ana plays 7 and splits its seven steps among their pieces."]
    assert state.phase is Phase.SEVEN and state.view(0).seven_left == 7
    assert state.current_player == 0
    steps = legal(state)
    assert "Move Yellow 1 by 7 to yellow 8" in steps and "Move Yellow 2 by 3 to red 4" in steps
    assert all(text.startswith("Move ") for text in steps)
    assert play(state, "Move Yellow 1 by 2 to yellow 3") == [
        "Yellow 1 moves 2 of the 7 from yellow 1 to yellow 3 (5 left)."
    ]
    assert state.current_player == 0 and state.view(0).seven_left == 5
    play(state, "Move Yellow 2 by 4 to red 5")
    log = play(state, "Move Yellow 3 by 1 to yellow 1")
    assert log[0] == "Yellow 3 moves 1 of the 7 from yellow start to yellow 1 (the 7 is used up)."
    assert state.view(0).phase is Phase.PLAY and state.current_player == 1
    assert [where(state, f"Yellow {n}") for n in (1, 2, 3)] == ["yellow 3", "red 5", "yellow 1"]
    last = state.view(1).last
    assert last is not None and [str(hop) for hop in last.hops] == [
        "Yellow 1 yellow 1 -> yellow 3",
        "Yellow 2 red 1 -> red 5",
        "Yellow 3 yellow start -> yellow 1",
    ]


def test_a_seven_that_cannot_be_used_in_full_is_not_offered_and_is_refused() -> None:
    # Yellow 1 can move only 1 step (yellow 14; Red's piece blocks its start field); Yellow 2 only 3.
    state = staged(
        {"Yellow": ["yellow 13", "house 1"], "Red": ["start"]}, {"Ana": ["7", "7", "7", "7"], "Ben": ["2"]}
    )
    assert legal(state) == ["Give up the hand"]
    refused(state, "Play 7", "partners.seven", match="cannot all be used")


def test_using_all_seven_steps_is_listed_as_this_editions_reading() -> None:
    choice = next(choice for choice in GAME.edition if choice.constant == "SEVEN_IN_FULL")
    assert "all seven steps" in choice.value and "does not say" in choice.why
    assert "This edition reads" in GAME.rule("partners.seven").summary
    # ... except for a part that wins the game (see test_help_and_win): the rest is not needed.
    assert "unless that part wins" in choice.value and "SEVEN_WINS" in choice.value
    wins = next(choice for choice in GAME.edition if choice.constant == "SEVEN_WINS")
    assert "eighth piece" in wins.value
    assert "wins, even with steps left" in GAME.rule("partners.seven").summary


def test_a_step_that_would_leave_steps_unusable_is_refused() -> None:
    # Yellow 1 nears the house whose fields 3 and 4 are taken. Yellow 4 can take only 1 step (onto
    # Green 1; Red's block stops it after that), and Yellow 1 only one part: so Yellow 1 takes 6
    # (into house 2, or along the track) or all 7, and 5 steps into house 1 are refused.
    state = staged(
        {"Yellow": ["green 10", "house 4", "house 3", "yellow 13"], "Red": ["start"], "Green": ["yellow 14"]},
        {"Ana": ["7", "2", "2", "2"]},
    )
    play(state, "Play 7")
    assert legal(state) == [
        "Move Yellow 1 by 6 to yellow house 2",
        "Move Yellow 1 by 6 to yellow 2",
        "Move Yellow 1 by 7 to yellow 3",
        "Move Yellow 4 by 1 to yellow 14",
    ]
    refused(state, "Move Yellow 1 by 5 to yellow house 1", "partners.seven", match="other 2 steps")


def test_while_splitting_a_seven_no_other_card_may_be_played() -> None:
    state = staged({"Yellow": ["yellow 1", "red 1"]}, {"Ana": ["7", "5", "2", "2"]})
    play(state, "Play 7")
    refused(state, "Play 5: Yellow 1 to yellow 6", "partners.seven", match="7 steps left")
    refused(state, "Move Yellow 1 by 8 to yellow 9", "partners.seven", match="Only 7")
    play(state, "Move Yellow 1 by 3 to yellow 4")
    refused(state, "Give up the hand", "partners.seven", match="4 steps left")


def test_steps_belong_to_a_seven_being_split() -> None:
    state = staged({"Yellow": ["yellow 1"]}, {"Ana": ["7", "5", "2", "2"]})
    refused(state, "Move Yellow 1 by 3 to yellow 4", "partners.seven")


def test_a_seven_step_may_capture_and_pieces_passed_over_are_safe() -> None:
    state = staged({"Yellow": ["yellow 1", "red 1"], "Red": ["yellow 3"], "Green": ["red 3"]}, {"Ana": ["7"]})
    log = play(state, "Play 7", "Move Yellow 1 by 2 to yellow 3")
    assert log[-1] == "Yellow 1 lands on Red 1, which goes back to its circle."
    assert where(state, "Red 1") == "red circle"
    play(state, "Move Yellow 2 by 5 to red 6")
    assert where(state, "Green 1") == "red 3"  # jumped over, untouched


def test_each_piece_takes_at_most_one_part_of_a_seven() -> None:
    # A piece may not stop on the way to capture and then run on: its part of the 7 is one move,
    # and what it passes is safe. Yellow 1 takes 3 steps onto Red 1; the other 4 go to Yellow 2.
    state = staged({"Yellow": ["red 2", "yellow 5"], "Red": ["red 5"]}, {"Ana": ["7"]})
    play(state, "Play 7", "Move Yellow 1 by 3 to red 5")
    assert where(state, "Red 1") == "red circle"
    assert legal(state) == ["Move Yellow 2 by 4 to yellow 9"]
    err = refused(state, "Move Yellow 1 by 4 to red 9", "partners.seven")
    assert err.message == (
        "Yellow 1 has already moved its part of this 7: each piece takes at most one part."
    )
    play(state, "Move Yellow 2 by 4 to yellow 9")
    assert state.phase is Phase.PLAY and state.current_player == 1


def test_a_seven_with_one_piece_out_moves_it_all_seven_passing_others_safely() -> None:
    state = staged({"Yellow": ["red 2"], "Red": ["red 5"]}, {"Ana": ["7"]})
    play(state, "Play 7")
    assert legal(state) == ["Move Yellow 1 by 7 to red 9"]
    refused(state, "Move Yellow 1 by 3 to red 5", "partners.seven", match="other 4 steps")
    play(state, "Move Yellow 1 by 7 to red 9")
    assert where(state, "Red 1") == "red 5"


def test_one_part_for_each_piece_is_listed_as_this_editions_reading() -> None:
    choice = next(choice for choice in GAME.edition if choice.constant == "SEVEN_ONE_PART_EACH")
    assert "one part" in choice.value and "passed" in choice.value
    landing = next(choice for choice in GAME.edition if choice.constant == "LANDING_ONLY")
    assert "SEVEN_ONE_PART_EACH" in landing.value
    assert "one part" in GAME.rule("partners.seven").summary


# ---- Switch ----


def test_switch_swaps_two_pieces_of_different_colours_on_the_track() -> None:
    state = staged(
        {"Yellow": ["yellow 2"], "Red": ["red 3"], "Blue": ["house 1", "blue 4"]}, {"Ana": ["Switch"]}
    )
    assert plays(state, "Switch") == [
        "Play Switch: Yellow 1 with Red 1",
        "Play Switch: Yellow 1 with Blue 2",
        "Play Switch: Red 1 with Blue 2",
    ]
    log = play(state, "Play Switch: Red 1 with Blue 2")
    assert log == ["Ana plays Switch: Red 1 (red 3) and Blue 2 (blue 4) trade places."]
    assert (where(state, "Red 1"), where(state, "Blue 2")) == ("blue 4", "red 3")


def test_two_alike_may_not_switch_since_with_a_piece_just_out_it_would_gain_a_lap() -> None:
    """Why this edition reads the text's "any two" as two colours: two alike would change only which
    of them has just come out, and that is worth a whole lap. Carried out by the engine's own
    switch (which the rules refuse here), Yellow 2 lands on the start field no longer just out and
    may turn in at once, while Yellow 1 stands where Yellow 2 was."""
    state = staged({"Yellow": ["start", "red 8"]}, {"Ana": ["Switch", "2"]})
    assert not any(move.startswith("Play Switch") for move in legal(state))
    refused(state, Switch(0, 1), "partners.switch", "different colours")
    before = progress(state.pos, state.fresh, 0) + progress(state.pos, state.fresh, 1)
    state._switch(0, Switch(0, 1))
    after = progress(state.pos, state.fresh, 0) + progress(state.pos, state.fresh, 1)
    assert after - before == LAP
    assert HOUSE in forward(state.pos, state.fresh, 1, 1, blocked_starts(state.pos))
    choice = next(choice for choice in GAME.edition if choice.constant == "SWITCH_DIFFERENT")
    assert "change nothing" not in choice.value + choice.why
    assert "any two" in choice.why and "lap" in choice.why and "SWITCH_LEAVES_START" in choice.why


def test_switch_may_be_played_without_any_own_piece_out() -> None:
    state = staged({"Red": ["red 3"], "Green": ["blue 4"]}, {"Ana": ["Switch", "2", "3", "5"]})
    assert plays(state, "Switch") == ["Play Switch: Red 1 with Green 1"]
    play(state, "Play Switch: Red 1 with Green 1")
    assert (where(state, "Red 1"), where(state, "Green 1")) == ("blue 4", "red 3")


def test_switch_cannot_reach_pieces_in_a_house_or_circle_nor_two_alike() -> None:
    state = staged(
        {"Yellow": ["yellow 2", "yellow 5", "house 1"], "Red": ["red 3"]}, {"Ana": ["Switch", "2", "2", "2"]}
    )
    assert plays(state, "Switch") == ["Play Switch: Yellow 1 with Red 1", "Play Switch: Yellow 2 with Red 1"]
    refused(state, "Play Switch: Yellow 1 with Yellow 2", "partners.switch", match="different colours")
    refused(state, "Play Switch: Yellow 3 with Red 1", "partners.switch", match="in its house")
    refused(state, "Play Switch: Red 2 with Yellow 1", "partners.switch", match="in its circle")


def test_switch_with_fewer_than_two_reachable_pieces_is_no_move() -> None:
    state = staged({"Yellow": ["house 1"], "Red": ["red 3"]}, {"Ana": ["Switch", "Switch", "9", "9"]})
    assert legal(state) == ["Give up the hand"]


def test_a_switch_takes_a_piece_just_out_off_its_start_field_so_it_may_turn_in_later() -> None:
    state = staged(
        {"Yellow": ["start"], "Red": ["green 3"]},
        {
            "Ana": ["Switch", "1/14"],
            "Ben": ["9", "9", "9", "10"],
            "Cy": ["2", "3", "5", "6"],
            "Dee": ["11", "11", "11", "12"],
        },
    )
    assert state.fresh[0]
    play(state, "Play Switch: Yellow 1 with Red 1")
    assert not state.fresh[0] and where(state, "Yellow 1") == "green 3"
    play(state, "Play 9: Red 1 to yellow 9", "Give up the hand", "Give up the hand")  # Ben, Cy, Dee
    assert "Play 1/14: Yellow 1 to yellow house 3" in legal(state)


def test_a_piece_switched_onto_its_own_start_field_is_not_just_out_and_may_turn_in() -> None:
    # Ben switches Red 1 onto the yellow start field (Yellow 2, just out, goes to green 3); then Ana
    # switches Yellow 1 from red 2 onto its own start field, from where it may turn in at once.
    state = staged(
        {"Yellow": ["red 2", "start", "blue 5"], "Red": ["green 3"]},
        {
            "Ana": ["2", "Switch"],
            "Ben": ["Switch"],
            "Cy": ["2", "3", "5", "6"],
            "Dee": ["9", "10", "11", "12"],
        },
    )
    play(state, "Play 2: Yellow 3 to blue 7", "Play Switch: Red 1 with Yellow 2")
    play(state, "Give up the hand", "Give up the hand")  # Cy and Dee
    play(state, "Play Switch: Yellow 1 with Red 1")
    assert where(state, "Yellow 1") == "yellow start" and not state.fresh[0]
    assert HOUSE + 1 in forward(state.pos, state.fresh, 0, 2, blocked_starts(state.pos))


def test_leaving_the_start_field_by_a_switch_is_listed_as_this_editions_reading() -> None:
    choice = next(choice for choice in GAME.edition if choice.constant == "SWITCH_LEAVES_START")
    assert "Switch" in choice.value and "just brought out" in choice.value
    entry = next(choice for choice in GAME.edition if choice.constant == "HOUSE_ENTRY")
    assert "switched away" in entry.value
    assert "switched away" in GAME.rule("partners.house").summary


def test_the_switch_reading_does_not_say_a_fresh_piece_must_go_round() -> None:
    """A piece just out may back off with a -4 and turn in without going round (HOUSE_ENTRY), so
    the reason given for SWITCH_LEAVES_START says only that it cannot turn in from its start field."""
    choice = next(choice for choice in GAME.edition if choice.constant == "SWITCH_LEAVES_START")
    assert "must go round" not in choice.why
    assert "cannot turn in from its start field" in choice.why
