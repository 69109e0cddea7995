"""Every refusal names the rule that forbids the move and leaves the game exactly as it was."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core import IllegalAction, SetupError
from tabletop.partners import Move, PartnersState, Step, Switch
from tabletop.partners.data import Kind

from .staging import GAME, NAMES, play, refused, snapshot, staged

RACE = {"Yellow": ["yellow 3", "house 2"], "Red": ["start", "yellow 5", "yellow 5"], "Blue": ["yellow 7"]}
HAND = {"Ana": ["5", "-4", "Switch", "Start/8"]}

#: (what is tried, the rule that refuses it, words the refusal uses)
REFUSALS: list[tuple[str | Any, str, str]] = [
    ("Play 9: Yellow 1 to yellow 12", "partners.hand", "Ana holds no 9"),
    ("Play 5: Red 2 to yellow 10", "partners.hand", "not Ana's to move"),
    ("Play 5: Blue 1 to yellow 12", "partners.help", "only once all four own are home"),
    ("Play 5: Yellow 1 to yellow 9", "partners.track", "5 counts Yellow 1 from yellow 3 to yellow 8, not to"),
    ("Play 5: Yellow 3 out", "partners.start", "only with a Start card"),
    ("Play Start/8: Yellow 1 out", "partners.start", "brings out a piece from the circle"),
    ("Play -4: Yellow 2 back to green 13", "partners.minus-four", "never moves backwards"),
    ("Play Switch: Red 2 with Yellow 1", "partners.pair", "half of a pair"),
    ("Play Switch: Red 1 with Yellow 2", "partners.switch", "in its house"),
    ("Play Switch: Red 4 with Yellow 1", "partners.switch", "in its circle"),
    ("Play Switch: Yellow 1 with Yellow 2", "partners.switch", "different colours"),
    ("Play 7", "partners.hand", "Ana holds no 7"),
    ("Move Yellow 1 by 2 to yellow 5", "partners.seven", "only while splitting a 7"),
    ("Give 5 to partner", "partners.swap", "only right after a deal"),
    ("Give up the hand", "partners.give-up", "can still use a card"),
    ("Jump for joy", "core.legal-actions", "not a move in Partners"),
    (Move(Kind.FIVE, 0, 70), "core.legal-actions", "There is no position 70"),  # not "yellow house 11"
    (Switch(8, 4), "core.legal-actions", ""),
]


@pytest.mark.parametrize(("move", "rule", "words"), REFUSALS, ids=[str(r[0]) for r in REFUSALS])
def test_a_refused_move_names_its_rule_and_changes_nothing(move: str | Any, rule: str, words: str) -> None:
    state = staged(RACE, HAND)
    err = refused(state, move, rule)
    assert words in err.message
    assert err.message.endswith(".")


def test_moving_out_of_turn_is_refused() -> None:
    state = staged(RACE, HAND)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(state.legal_actions()[0], by=1)
    assert err.value.rule == "core.turn" and snapshot(state) == before


def test_a_seven_being_split_refuses_everything_but_its_own_steps() -> None:
    state = staged({"Yellow": ["yellow 3", "red 13"], "Red": ["start"]}, {"Ana": ["7", "5"]})
    play(state, "Play 7")
    refused(state, "Play 5: Yellow 1 to yellow 8", "partners.seven", "7 steps left")
    refused(state, Step(4, 2, 17), "partners.hand", "not Ana's to move")
    refused(state, "Move Yellow 1 by 12 to red 1", "partners.seven", "Only 7")
    refused(
        state,
        "Move Yellow 1 by 3 to yellow 7",
        "partners.track",
        "3 steps count Yellow 1 from yellow 3 to yellow 6",
    )
    refused(
        state, "Move Yellow 1 by 1 to yellow 5", "partners.track", "^1 step counts Yellow 1 from yellow 3"
    )


def test_a_move_aimed_where_a_count_runs_past_the_house_is_refused_by_the_house_rule() -> None:
    """Counting on from a house's last field leads past the board's last position; a move built to
    go there is answered by the house rule, not as a position no board has."""
    state = staged({"Yellow": ["yellow 5", "house 4", "green 13"]}, {"Ana": ["5", "12", "7"]})
    refused(
        state,
        Move(Kind.FIVE, 1, 68),
        "partners.house",
        "^Yellow 2: the count runs 5 fields past yellow house 4",
    )
    # From green 13 the 12 counts green 14, turns off and runs 7 fields past yellow house 4.
    refused(state, Move(Kind.TWELVE, 2, 70), "partners.house", "^Yellow 3: the count runs 7 fields past")
    refused(state, Move(Kind.FIVE, 1, 69), "core.legal-actions", "^There is no position 69")  # 5 leads to 68
    play(state, "Play 7")
    refused(state, Step(1, 1, 64), "partners.house", "^Yellow 2: the count runs 1 field past yellow house 4")


def test_a_move_of_a_helper_aimed_past_the_house_names_whose_pieces_they_move() -> None:
    home = ["house 1", "house 2", "house 3", "house 4"]
    state = staged({"Yellow": home, "Blue": ["blue 5"]}, {"Ana": ["5"]})
    refused(state, Move(Kind.FIVE, 3, 68), "partners.help", "^All four of Ana's pieces are home")


def test_a_seven_with_one_step_left_says_step_in_the_singular() -> None:
    state = staged({"Yellow": ["yellow 3", "yellow 5"]}, {"Ana": ["7", "5"]})
    play(state, "Play 7", "Move Yellow 1 by 6 to yellow 9")
    assert state.seven_left == 1
    refused(
        state,
        "Play 5: Yellow 2 to yellow 10",
        "partners.seven",
        "^Ana is splitting a 7 and has 1 step left to use.$",
    )
    refused(state, "Move Yellow 2 by 2 to yellow 7", "partners.seven", "^Only 1 of the 7's steps is left.$")


def test_a_part_of_a_seven_that_strands_its_last_step_says_so_in_the_singular() -> None:
    # Red 1 blocks the red start field, so Yellow 2 on yellow 14 cannot take the last step.
    state = staged({"Yellow": ["yellow 3", "yellow 14"], "Red": ["start"]}, {"Ana": ["7"]})
    play(state, "Play 7")
    refused(
        state,
        "Move Yellow 1 by 6 to yellow 9",
        "partners.seven",
        "^After that the 7's last step could not be used.$",
    )


def test_a_finished_game_refuses_every_move() -> None:
    home = ["house 1", "house 2", "house 3", "house 4"]
    state = staged({"Yellow": home, "Blue": ["red 13", "house 2", "house 3", "house 4"]}, {"Ana": ["2"]})
    play(state, "Play 2: Blue 1 to blue house 1")
    refused(state, "Give up the hand", "core.game-over")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"dealer": 4}, "dealer must be a seat"),
        ({"swap": "yes"}, "swap must be True or False"),
        ({"pieces": [["red 3"] * 4] * 4}, "a field holds one piece, or two of one colour"),
        ({"pieces": [["red start", "circle", "circle", "circle"], *[["circle"] * 4] * 3]}, "start field"),
        ({"pieces": [["house 1", "house 1", "circle", "circle"], *[["circle"] * 4] * 3]}, "one house field"),
        ({"pieces": [["circle"] * 3] * 4}, "needs 4 fields"),
        ({"hands": [["7", "7", "7"], ["7", "7"], [], []]}, "the deck has only 4 of 7"),
        ({"hands": [["8"], [], [], []]}, "'8' is not a card"),
    ],
)
def test_a_staging_option_that_cannot_be_set_up_is_refused(options: dict[str, Any], words: str) -> None:
    with pytest.raises(SetupError, match=words):
        GAME.new(list(NAMES), seed=1, **options)


def test_a_staged_game_saves_and_reloads_exactly() -> None:
    state: PartnersState = staged(RACE, HAND, swap=True)
    play(state, "Give Switch to partner")
    assert snapshot(GAME.from_json(state.to_json())) == snapshot(state)


@pytest.mark.parametrize(
    ("card", "rule", "words"),
    [
        (Kind.SEVEN, "partners.seven", "A 7 is played as 'Play 7', then split into steps"),
        (Kind.SWITCH, "partners.switch", "A Switch swaps two pieces: 'Play Switch: "),
    ],
)
def test_a_seven_or_switch_built_as_a_plain_move_is_refused_with_how_to_play_it(
    card: Kind, rule: str, words: str
) -> None:
    """A table sends a plain move to learn why a piece cannot use a card; for the 7 and the Switch
    that move is never how the card is played, and the refusal says how it is."""
    state = staged(RACE, {"Ana": ["7", "Switch", "5", "-4"]})
    err = refused(state, Move(card, 0, 5), rule)
    assert err.message.startswith(words)
