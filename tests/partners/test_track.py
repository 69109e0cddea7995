"""The board: counting steps, blocked start fields, landing on others, pairs, and the houses."""

from __future__ import annotations

import random

import pytest

from tabletop.partners import PartnersState, Phase
from tabletop.partners.data import CIRCLE, HOUSE, HOUSE_SIZE, NUMBERED, PIECES, SECTION, SPLIT, TRACK
from tabletop.partners.track import (
    ALL_PIECES,
    Seen,
    blocked_starts,
    controlled,
    count_ends,
    forward,
    land,
    reach,
    seven_moves,
    seven_playable,
)

from .staging import GAME, NAMES, legal, play, refused, staged, where


def plays(state: PartnersState, card: str) -> list[str]:
    return [text for text in legal(state) if text.startswith(f"Play {card}:")]


# ---- counting steps ----


def test_start_fields_are_jumped_over_and_not_counted_as_steps() -> None:
    state = staged({"Yellow": ["yellow 12"]}, {"Ana": ["5"]})
    assert plays(state, "5") == ["Play 5: Yellow 1 to red 3"]  # 13, 14, (red start), 1, 2, 3
    log = play(state, "Play 5: Yellow 1 to red 3")
    assert log == [
        "Ana plays 5: Yellow 1 moves from yellow 12 to red 3.",
        "It jumps over the red start field without counting it.",
    ]


def test_a_long_move_jumps_start_fields_going_backwards_too() -> None:
    state = staged({"Yellow": ["red 2"]}, {"Ana": ["-4"]})
    assert plays(state, "-4") == ["Play -4: Yellow 1 back to yellow 12"]  # 1, (red start), 14, 13, 12


def test_the_track_is_a_loop_of_sixty_fields() -> None:
    state = staged({"Red": ["green 10"]}, {"Ana": ["Switch", "2", "2", "2"], "Ben": ["10"]}, swap=False)
    play(state, "Give up the hand")  # Ana has nothing to use
    assert plays(state, "10") == ["Play 10: Red 1 to yellow 6"]  # green 11-14, (yellow start), 1-6


# ---- blocking ----


@pytest.mark.parametrize("mover", ["Yellow", "Blue", "Green"])
def test_a_piece_on_its_own_start_field_blocks_every_other_colour_partner_included(mover: str) -> None:
    # Red's piece sits on the red start field; nobody else may pass it, not even Green, Red's partner.
    seat = {"Yellow": 0, "Blue": 2, "Green": 3}[mover]
    hand = {NAMES[seat]: ["5", "5", "5", "2"]}
    state = staged({mover: ["yellow 12", "house 4"], "Red": ["start"]}, hand, dealer=(seat - 1) % 4)
    assert state.current_player == seat
    assert legal(state) == [f"Play 2: {mover} 1 to yellow 14"]
    err = refused(state, f"Play 5: {mover} 1 to red 3", "partners.block")
    assert "Red's own piece on the red start field blocks the way" in err.message


def test_a_blocked_start_field_stops_a_minus_four_going_backwards_too() -> None:
    state = staged({"Yellow": ["red 2", "house 4"], "Red": ["start"]}, {"Ana": ["-4", "-4", "-4", "-4"]})
    assert legal(state) == ["Give up the hand"]
    refused(state, "Play -4: Yellow 1 back to yellow 12", "partners.block")


def test_the_blocking_colours_own_pieces_pass_their_start_field() -> None:
    state = staged(
        {"Red": ["start", "yellow 12"]}, {"Ana": ["2", "2", "3", "3"], "Ben": ["5", "-4", "9", "9"]}
    )
    play(state, "Give up the hand")
    assert "Play 5: Red 2 to red 3" in plays(state, "5")
    assert "Play 5: Red 2 to red house 3" in plays(state, "5")
    assert "Play -4: Red 1 back to yellow 11" in plays(state, "-4")


def test_a_seven_cannot_pass_a_blocked_start_field_either() -> None:
    state = staged({"Yellow": ["yellow 12", "house 3"], "Red": ["start"]}, {"Ana": ["7", "7", "2", "2"]})
    assert "Play 7" not in legal(state)  # 2 steps to the block and 1 in the house: 3 of 7
    refused(state, "Play 7", "partners.seven")


def test_a_pair_stops_no_piece_passing_it() -> None:
    """Unlike a blockade in Pachisi or Ludo, two alike on a field only protect each other
    (LANDING_ONLY): Yellow 1 counts past Red's pair on yellow 12, which stays where it is."""
    state = staged({"Yellow": ["yellow 10"], "Red": ["yellow 12", "yellow 12"]}, {"Ana": ["5"]})
    assert plays(state, "5") == ["Play 5: Yellow 1 to red 1"]
    play(state, "Play 5: Yellow 1 to red 1")
    assert where(state, "Red 1") == where(state, "Red 2") == "yellow 12"
    landing = next(choice for choice in GAME.edition if choice.constant == "LANDING_ONLY")
    assert "a pair stops no piece" in landing.value


def test_a_block_ends_when_the_piece_leaves_its_start_field() -> None:
    state = staged(
        {"Yellow": ["yellow 12"], "Red": ["start"]},
        {
            "Ana": ["5", "2", "3", "3"],
            "Ben": ["2", "9"],
            "Cy": ["6", "6", "6", "10"],
            "Dee": ["10", "10", "11", "11"],
        },
    )
    assert "Play 5: Yellow 1 to red 3" not in legal(state)
    play(state, "Play 2: Yellow 1 to yellow 14", "Play 2: Red 1 to red 2")
    play(state, "Give up the hand", "Give up the hand")  # Cy and Dee have no piece out
    assert "Play 3: Yellow 1 to red 3" in legal(state)


# ---- landing on others ----


@pytest.mark.parametrize("victim", ["Red", "Blue", "Green"])
def test_landing_on_a_single_piece_of_another_colour_sends_it_to_its_circle(victim: str) -> None:
    state = staged({"Yellow": ["yellow 3"], victim: ["yellow 8"]}, {"Ana": ["5"]})
    log = play(state, "Play 5: Yellow 1 to yellow 8")
    assert log[-1] == f"Yellow 1 lands on {victim} 1, which goes back to its circle."
    assert where(state, f"{victim} 1") == f"{victim.lower()} circle"
    assert where(state, "Yellow 1") == "yellow 8"
    last = state.view(2).last
    assert last is not None and str(last.hops[-1]) == f"{victim} 1 yellow 8 -> {victim.lower()} circle"


def test_landing_on_two_alike_of_another_colour_sends_the_mover_back_instead() -> None:
    state = staged({"Yellow": ["yellow 3"], "Red": ["yellow 8", "yellow 8"]}, {"Ana": ["5"]})
    log = play(state, "Play 5: Yellow 1 to yellow 8")
    assert log[-1] == "Two Red pieces hold that field: Yellow 1 goes back to its circle."
    assert where(state, "Yellow 1") == "yellow circle"
    assert where(state, "Red 1") == where(state, "Red 2") == "yellow 8"


def test_a_piece_joining_its_own_kind_makes_a_pair() -> None:
    state = staged({"Yellow": ["yellow 3", "yellow 8"]}, {"Ana": ["5"]})
    log = play(state, "Play 5: Yellow 1 to yellow 8")
    assert log[-1] == "Yellow has a pair on yellow 8: safe from Switch."


def test_a_third_own_piece_may_not_land_on_a_pair() -> None:
    state = staged({"Yellow": ["yellow 3", "yellow 8", "yellow 8"]}, {"Ana": ["5", "9", "9", "9"]})
    assert "Play 5: Yellow 1 to yellow 8" not in legal(state)
    refused(state, "Play 5: Yellow 1 to yellow 8", "partners.pair")


def test_a_pair_is_protected_from_switch() -> None:
    state = staged({"Yellow": ["yellow 3"], "Red": ["yellow 8", "yellow 8", "red 1"]}, {"Ana": ["Switch"]})
    assert plays(state, "Switch") == ["Play Switch: Yellow 1 with Red 3"]
    refused(state, "Play Switch: Yellow 1 with Red 1", "partners.pair", match="half of a pair")


# ---- the house ----


def test_a_piece_enters_its_house_only_with_the_exact_count() -> None:
    state = staged({"Yellow": ["green 13", "house 3"]}, {"Ana": ["3", "9", "9", "9"]})
    assert plays(state, "3") == ["Play 3: Yellow 1 to yellow house 2", "Play 3: Yellow 1 to yellow 2"]
    state = staged({"Yellow": ["house 2"]}, {"Ana": ["3", "9", "9", "9"]})
    assert legal(state) == ["Give up the hand"]
    refused(state, "Play 3: Yellow 1 to yellow house 5", "core.legal-actions")  # no such field
    refused(state, "Play 3: Yellow 1 to yellow house 4", "partners.house", match="exact count")


def test_pieces_move_on_inside_their_house() -> None:
    state = staged({"Yellow": ["house 1"]}, {"Ana": ["2"]})
    assert plays(state, "2") == ["Play 2: Yellow 1 to yellow house 3"]


def test_pieces_in_a_house_cannot_pass_or_join_each_other() -> None:
    state = staged({"Yellow": ["house 1", "house 3"]}, {"Ana": ["3", "2", "1/14", "9"]})
    assert legal(state) == ["Play 1/14: Yellow 1 to yellow house 2", "Play 1/14: Yellow 2 to yellow house 4"]
    assert plays(state, "3") == []
    assert plays(state, "2") == []
    err = refused(state, "Play 3: Yellow 1 to yellow house 4", "partners.house")
    assert err.message == (
        "Yellow 1: Yellow 2 on yellow house 3 is in the way: pieces in a house never pass each other."
    )
    err = refused(state, "Play 2: Yellow 1 to yellow house 3", "partners.house")
    assert err.message == (
        "Yellow 1: Yellow 2 already stands on yellow house 3: pieces in a house never share a field."
    )


def test_the_exact_count_and_one_piece_a_field_in_the_house_are_edition_readings_the_engine_states() -> None:
    """The text says only that pieces in a house cannot pass each other: that a count may not run
    past the house's end, and that two pieces may not share a house field, are this edition's
    readings, listed with the others, and the refusals say them in the listed words."""
    from tabletop.partners import data

    listed = {choice.constant: choice for choice in GAME.edition}
    assert listed["HOUSE_EXACT"].value == data.HOUSE_EXACT
    assert listed["HOUSE_ONE_EACH"].value == data.HOUSE_ONE_EACH
    state = staged({"Yellow": ["green 14", "house 3"]}, {"Ana": ["3", "5", "2", "2"]})
    err = refused(state, "Play 5: Yellow 1 to yellow house 4", "partners.house")
    assert err.message.endswith(f": {data.HOUSE_EXACT}.")
    err = refused(state, "Play 3: Yellow 1 to yellow house 3", "partners.house")
    assert err.message.endswith(f": {data.HOUSE_ONE_EACH}.")
    house = GAME.rule("partners.house").summary
    assert "HOUSE_EXACT" in house and "HOUSE_ONE_EACH" in house


def test_a_house_field_the_count_does_not_reach_is_refused_for_the_count() -> None:
    """From green 14 a 3 counts to yellow house 3 (taken) or yellow 3: house 4 is simply not where
    a 3 leads, and a 5 runs past the house's last field."""
    state = staged({"Yellow": ["green 14", "house 3"]}, {"Ana": ["3", "5", "2", "2"]})
    err = refused(state, "Play 3: Yellow 1 to yellow house 4", "partners.house")
    assert err.message == (
        "3 counts Yellow 1 from green 14 to yellow 3, not to yellow house 4; it cannot stop on "
        "yellow house 3 either, since Yellow 2 already stands on yellow house 3: pieces in a house "
        "never share a field."
    )
    err = refused(state, "Play 3: Yellow 1 to yellow house 3", "partners.house")
    assert "Yellow 2 already stands on yellow house 3" in err.message
    err = refused(state, "Play 5: Yellow 1 to yellow house 4", "partners.house")
    assert err.message == (
        "Yellow 1: the count runs 1 field past yellow house 4, the end of its house: "
        "a piece goes into its house, and further in, only with the exact count."
    )


def test_the_refusal_names_what_cuts_the_way_to_the_field_asked_for() -> None:
    # From green 13 a 2 counts to yellow house 1 (Yellow 2 is there) or yellow 1 (a Yellow pair):
    # each field asked for gets its own reason.
    state = staged({"Yellow": ["green 13", "house 1", "yellow 1", "yellow 1"]}, {"Ana": ["2", "9", "9", "9"]})
    assert not any(text.startswith("Play 2: Yellow 1") for text in legal(state))
    err = refused(state, "Play 2: Yellow 1 to yellow 1", "partners.pair")
    assert err.message == "Yellow 1: two of its own pieces already share yellow 1."
    err = refused(state, "Play 2: Yellow 1 to yellow house 1", "partners.house")
    assert "Yellow 2 already stands on yellow house 1" in err.message


def test_a_piece_just_out_asked_into_its_house_is_told_it_must_go_round() -> None:
    state = staged({"Yellow": ["start"]}, {"Ana": ["2", "9", "9", "9"]})
    err = refused(state, "Play 2: Yellow 1 to yellow house 2", "partners.house")
    assert err.message == (
        "Yellow 1 has just come out: it turns into its house only after leaving its start field "
        "(going round, backing off with a -4, or being switched away)."
    )


def test_a_piece_short_of_its_start_field_asked_into_its_house_is_told_where_the_count_ends() -> None:
    state = staged({"Yellow": ["green 5"]}, {"Ana": ["2", "9", "9", "9"]})
    err = refused(state, "Play 2: Yellow 1 to yellow house 1", "partners.house")
    assert err.message == (
        "2 counts Yellow 1 from green 5 to green 7, not to yellow house 1: "
        "a piece turns into its house only at its own start field."
    )


def test_turning_into_the_house_the_log_says_the_own_start_field_is_not_counted() -> None:
    state = staged({"Yellow": ["green 13"]}, {"Ana": ["2", "9", "9", "9"]})
    assert play(state, "Play 2: Yellow 1 to yellow house 1")[:2] == [
        "Ana plays 2: Yellow 1 moves from green 13 to yellow house 1.",
        "It turns off into its house at the yellow start field, without counting that field.",
    ]
    state = staged({"Yellow": ["green 11", "red 1"]}, {"Ana": ["7", "9", "9", "9"]})
    play(state, "Play 7")
    assert play(state, "Move Yellow 1 by 4 to yellow house 1")[:2] == [
        "Yellow 1 moves 4 of the 7 from green 11 to yellow house 1 (3 left).",
        "It turns off into its house at the yellow start field, without counting that field.",
    ]


def test_a_piece_on_the_track_cannot_jump_a_piece_already_in_the_house() -> None:
    state = staged({"Yellow": ["green 13", "house 2"]}, {"Ana": ["3", "9", "9", "9"]})
    assert plays(state, "3") == ["Play 3: Yellow 1 to yellow 2"]  # house 2 is in the way of house 3
    state = staged({"Yellow": ["green 13", "house 2"]}, {"Ana": ["2", "9", "9", "9"]})
    assert plays(state, "2")[:2] == ["Play 2: Yellow 1 to yellow house 1", "Play 2: Yellow 1 to yellow 1"]


@pytest.mark.parametrize("colour", range(4))
def test_on_an_empty_board_every_count_ends_where_the_counting_says(colour: int) -> None:
    """count_ends (what refusals and the lesson use) and forward (what moves) never disagree."""
    piece = colour * PIECES
    for place in [*range(TRACK), *range(HOUSE, HOUSE + HOUSE_SIZE)]:
        if place < TRACK and place % SECTION == 0 and place != colour * SECTION:
            continue  # pieces never stop on another colour's start field
        for fresh in (False, True) if place == colour * SECTION else (False,):
            pos, just_out = [CIRCLE] * 16, [False] * 16
            pos[piece], just_out[piece] = place, fresh
            for steps in range(1, NUMBERED + 1):
                counted = count_ends(pos, just_out, piece, steps)
                assert forward(pos, just_out, piece, steps, 0) == [
                    end for end in counted if end < HOUSE + HOUSE_SIZE
                ], (place, fresh, steps)


@pytest.mark.parametrize("seed", range(3))
def test_reach_counts_every_piece_as_forward_does_on_boards_from_play(seed: int) -> None:
    """reach (the split 7's search) reads the usual counts off tables and a house's by its own
    rule: on every board of a random game, for every piece and count, it agrees with forward."""
    state, rng = GAME.new(NAMES, seed=seed), random.Random(seed)
    while state.current_player is not None:
        pos, fresh = state.pos, state.fresh
        blocked = blocked_starts(pos)
        for piece in ALL_PIECES:
            counted = [forward(pos, fresh, piece, steps, blocked) for steps in range(1, 8)]
            assert reach(pos, fresh, piece, 7, blocked) == counted, (pos, fresh, piece)
        legal_now = state.legal_actions()
        state.apply(legal_now[rng.randrange(len(legal_now))])


def test_a_piece_just_brought_out_must_go_round_before_entering_its_house() -> None:
    no_use = {"Ben": ["9", "10", "11", "12"], "Cy": ["6", "6", "6", "10"], "Dee": ["5", "5", "5", "12"]}
    state = staged(hands={"Ana": ["Start", "2", "2", "3"], **no_use})
    play(state, "Play Start: Yellow 1 out", "Give up the hand", "Give up the hand", "Give up the hand")
    assert legal(state) == ["Play 2: Yellow 1 to yellow 2", "Play 3: Yellow 1 to yellow 3"]


def test_a_piece_that_has_gone_round_may_choose_its_house_or_the_track() -> None:
    state = staged({"Yellow": ["green 14"]}, {"Ana": ["1/14", "9", "9", "9"]})
    assert plays(state, "1/14") == [
        "Play 1/14: Yellow 1 to yellow house 1",
        "Play 1/14: Yellow 1 to yellow 1",
        "Play 1/14: Yellow 1 to yellow 14",
    ]


def test_a_piece_in_its_house_is_safe_from_everything() -> None:
    state = staged({"Yellow": ["house 1"], "Red": ["green 13"]}, {"Ana": ["Switch", "9", "9", "9"]})
    assert plays(state, "Switch") == []
    refused(state, "Play Switch: Yellow 1 with Red 1", "partners.switch", match="in its house")


def _plainly_finishes(pos: list[int], fresh: list[bool], seat: int, left: int, moved: frozenset[int]) -> bool:
    """The 7's rule searched with nothing carried from node to node: every free piece, every part."""
    pieces = controlled(pos, seat)
    if left == 0 or min(pos[pieces.start : pieces.stop]) >= HOUSE:
        return True
    for piece in (p for p in pieces if p not in moved and pos[p] != CIRCLE):
        for steps in range(1, left + 1):
            for field in forward(pos, fresh, piece, steps, blocked_starts(pos)):
                after, after_fresh = list(pos), list(fresh)
                land(after, after_fresh, piece, field)
                if _plainly_finishes(after, after_fresh, seat, left - steps, moved | {piece}):
                    return True
    return False


@pytest.mark.parametrize("seed", range(4))
def test_the_sevens_search_lists_the_parts_a_plain_search_finds(seed: int) -> None:
    """The 7's search passes the free pieces and blocks down its nodes and keeps its answers through
    a 7's steps (as the engine does); on the boards of random games it lists exactly the parts the
    plain search allows, and says a 7 is playable exactly when the plain search can use all seven."""
    state, rng = GAME.new(NAMES, seed=seed), random.Random(seed)
    seen: Seen = {}
    while state.current_player is not None:
        pos, fresh, seat = state.pos, state.fresh, state.turn
        if state.phase is Phase.SEVEN:
            left, moved = state.seven_left, state.seven_moved
            plain = [
                (piece, steps, field)
                for piece in controlled(pos, seat)
                if pos[piece] != CIRCLE and piece not in moved
                for steps in range(1, left + 1)
                for field in forward(pos, fresh, piece, steps, blocked_starts(pos))
                if _plainly_finishes(*_landed(pos, fresh, piece, field), seat, left - steps, moved | {piece})
            ]
            assert seven_moves(pos, fresh, seat, left, moved, seen) == plain, (pos, fresh, left, moved)
        else:
            seen = {}
            if state.phase is Phase.PLAY:
                playable = _plainly_finishes(list(pos), list(fresh), seat, SPLIT, frozenset())
                assert seven_playable(pos, fresh, seat, seen) == playable, (pos, fresh, seat)
        legal_now = state.legal_actions()
        state.apply(legal_now[rng.randrange(len(legal_now))])


def _landed(pos: list[int], fresh: list[bool], piece: int, field: int) -> tuple[list[int], list[bool]]:
    after, after_fresh = list(pos), list(fresh)
    land(after, after_fresh, piece, field)
    return after, after_fresh
