"""What the lesson shows is the engine's own answer: a win on a rival's turn, the odds of rustling
and fighting, what wood, the Bag o' Bills and Fire Water do, steers going with the land, where the
Bandit arrives, and how games between house bots end."""

from __future__ import annotations

import tabletop
from tabletop.cowboy.data import ROAMING_STEERS, WOOD, WOOD_WITH_AXE
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.study import (
    LengthStudy,
    arrival_spots,
    bandit_arrivals,
    box_at_start,
    caught_story,
    fenced_in_story,
    field_step,
    fight_odds,
    fire_water_story,
    game_lengths,
    rustle_odds,
    stolen_part_story,
    win_story,
    wood_story,
)


def test_rustling_odds_follow_the_d8_and_the_items() -> None:
    assert rustle_odds() == {"rustled": 3 / 8, "got away": 3 / 8, "caught": 2 / 8}
    assert rustle_odds((Card.LARIAT,))["rustled"] == 3 / 8 + 5 / 8 * 3 / 8  # a failed roll is rolled again
    assert rustle_odds((), (Card.BRANDER,)) == {"rustled": 3 / 8, "got away": 0.0, "caught": 5 / 8}


def test_an_indian_is_defeated_on_5_to_8_or_on_3_to_8_with_the_six_shooter() -> None:
    assert fight_odds() == 4 / 8
    assert fight_odds((Card.SIX_SHOOTER,)) == 6 / 8


def test_wood_gives_three_fences_or_four_with_the_axe() -> None:
    assert wood_story() == f"Ana cuts wood: {WOOD} more fences (13 in hand)."
    assert wood_story((Card.AXE,)) == f"Ana cuts wood: {WOOD_WITH_AXE} more fences (14 in hand)."


def test_the_bag_o_bills_pays_instead_of_a_steer() -> None:
    assert caught_story()[-1] == "Ana pays with the Big Ol' Bag o' Bills instead."
    assert caught_story(())[-1] == "Ana pays Ben the steer at C1: it goes into Ben's field at D1."


def test_steers_of_a_field_step_at_once_swapping_or_staying_put() -> None:
    assert field_step(("B2", "C2"), (3, 7)) == [
        "D8 rolled 3 (E): the roaming steer at B2 moves to C2.",
        "D8 rolled 7 (W): the roaming steer at C2 moves to B2.",
    ]
    told = field_step(("B2", "D2"), (3, 7))
    assert all("stays put: another steer heads for C2 too" in line for line in told)


def test_fire_water_is_poured_by_its_holder() -> None:
    pours, told = fire_water_story()
    assert pours == ["Pour the Fire Water for Ben"]
    assert told == ["Ana pours the Fire Water for Ben: Ben gets drunk and loses their next turn."]


def test_most_games_between_house_bots_end_with_a_herd_of_five() -> None:
    """A small seeded sample for each player count (the lesson and the report measure more)."""
    study = game_lengths((2, 3, 4), games=10, seed=100)
    for players in (2, 3, 4):
        assert len(study.rounds[players]) == 10
        assert study.limited[players] < 5, (players, study.limited[players])


def test_a_game_stopped_by_the_round_limit_lasted_exactly_that_many_rounds() -> None:
    study = game_lengths((2,), games=2, seed=100, round_limit=3)  # nobody pens five in three rounds
    assert study.rounds[2] == [3, 3] and study.limited[2] == 2


def test_a_length_study_seats_the_bots_it_names_and_records_them() -> None:
    """The same seeded games go otherwise with Random bots in the seats, and the result says so."""
    sensible = game_lengths((2,), games=3, seed=100)
    random_ = game_lengths((2,), games=3, seed=100, bots="Random")
    assert (sensible.bots, random_.bots) == ("Sensible", "Random")
    assert random_.box_empty != sensible.box_empty


def test_a_length_study_sums_itself_up_in_words() -> None:
    study = game_lengths((2,), games=2, seed=100)
    five = 2 - study.limited[2]
    assert study.summary(2).startswith(f"2 players: {five} of 2 games (")


def test_a_length_study_records_the_round_its_box_of_roaming_steers_first_ran_empty() -> None:
    """Cut short one round before, the same seeded game has not emptied its box; cut at that
    round, it has (a round limit changes nothing before the range closes)."""
    (emptied,) = game_lengths((4,), games=1, seed=0).box_empty[4]
    assert emptied is not None and emptied > 1
    assert game_lengths((4,), games=1, seed=0, round_limit=emptied - 1).box_empty[4] == [None]
    assert game_lengths((4,), games=1, seed=0, round_limit=emptied).box_empty[4] == [emptied]


def test_the_box_summary_says_in_how_many_games_and_in_which_rounds_it_ran_empty() -> None:
    study = LengthStudy(box_empty={2: [None, None], 3: [None, 5], 4: [9, 3, None, 4]})
    assert (
        study.box_summary(2)
        == f"2 players: the box of {ROAMING_STEERS} roaming steers ran empty in 0 of 2 games."
    )
    assert study.box_summary(3).endswith("ran empty in 1 of 2 games, in round 5.")
    assert study.box_summary(4).endswith(
        "ran empty in 3 of 4 games, in rounds 3 to 9 (at least half of them by round 4)."
    )


def test_a_new_four_player_range_leaves_fewer_roaming_steers_in_the_box_than_a_two_player_one() -> None:
    two, four = box_at_start(2, range(5)), box_at_start(4, range(5))
    assert 0 < four[0] <= four[1] < two[0] <= two[1] < ROAMING_STEERS
    on_marks = len(tabletop.get("cowboy").new(["Ana", "Ben"], seed=3).tokens.steers)
    assert box_at_start(2, range(3, 4)) == (ROAMING_STEERS - on_marks,) * 2  # the rest are on start marks


def test_an_arriving_token_never_lands_in_a_field_while_unfenced_water_is_free() -> None:
    for kind in ("indian", "steer", "twister"):
        field, spots = arrival_spots(kind)
        assert field == ["K1", "L1", "L2", "L3", "L4"]
        assert set(spots) == set(range(1, 9)) and set(spots.values()) == {"I1", "J1"}


def test_the_steers_in_a_stolen_part_change_hands_with_it_without_a_roll() -> None:
    assert stolen_part_story() == [
        "The fence closes a field of 1 square at C2, cut from Ben's: Ana owns it, with the steer in it.",
        "Herds before: Ana 0, Ben 2; after: Ana 1, Ben 1; dice rolled: 0.",
    ]


def test_roaming_steers_fenced_in_on_open_range_are_the_builders_one_per_square() -> None:
    assert fenced_in_story() == [
        "The fence closes a field of 1 square at B2: Ana owns it, with the steer in it.",
        "B2 already holds a steer and its field has no free square: the roaming steer goes back to the box.",
        "Herds before: Ana 0, Ben 0; after: Ana 1, Ben 0; dice rolled: 0.",
    ]


def test_the_bandit_arrives_on_a_middle_tiles_centre_or_a_corner_tiles_outside_corner() -> None:
    told = bandit_arrivals()
    assert told[1] == "The Bandit is placed at the north-west corner of G3, the centre of the tile E1-H4."
    assert told[3] == (
        "The Bandit is placed at the north-east corner of L1, the outside corner of the tile I1-L4."
    )


def test_a_rival_caught_rustling_can_hand_over_the_fifth_steer_and_the_win_comes_before_any_card() -> None:
    assert win_story() == [
        "D8 rolled 1: Ben is caught rustling Ana's cattle!",
        "Ben pays Ana the steer at B4: it goes into Ana's field at F2.",
        "Ana has 5 steers in their fields and wins!",
        "Herds before: Ana 4, Ben 1; after: Ana 5, Ben 0; event cards drawn: 0.",
    ]
