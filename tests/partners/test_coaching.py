"""The coach's reasons for Partners moves (tabletop/partners/coaching.py): one plain line for every
legal move of real games, and the right words for the situations a learner must read."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.core import RandomBot
from tabletop.partners import PartnersState, coaching
from tabletop.partners.data import CIRCLE, HOUSE
from tabletop.partners.track import ALL_PIECES, piece_name

from .staging import GAME, NAMES, play, staged


def reasons(state: PartnersState) -> dict[str, str]:
    """Every legal move's text and the reason the game gives it, from the mover's own view."""
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    return {str(action): GAME.reason(view, action) for action in state.legal_actions()}


def test_the_game_gives_the_coach_its_own_reasons() -> None:
    assert GAME.reason is coaching.reason


@pytest.mark.parametrize("swap", [True, False])
def test_every_legal_move_of_real_games_gets_a_short_plain_reason_that_is_not_its_own_text(
    swap: bool,
) -> None:
    checked, kinds = 0, set()
    for seed in range(3):
        state: PartnersState = GAME.new(list(NAMES), seed=seed, swap=swap)
        rng = random.Random(seed)
        bots = [GAME.bot() if (seat + seed) % 2 else RandomBot() for seat in range(4)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions() if len(state.history) % 2 == 0 else ():
                text = GAME.reason(view, action)
                assert text and "\n" not in text and len(text) <= 100, (str(action), text)
                assert text != action.describe() and text != str(action), text
                assert not text[0].isupper() and not text.endswith("."), text
                checked += 1
                kinds.add(type(action).__name__)
            state.apply(bots[seat].choose(view, state.legal_actions(), rng))
    assert checked > 2000
    assert kinds == {"Move", "PlaySeven", "Step", "Switch", "GiveUp"} | ({"Give"} if swap else set())


def test_a_landing_that_sends_an_opponent_home_says_so() -> None:
    state = staged({"Yellow": ["yellow 3"], "Red": ["yellow 8"]}, {"Ana": ["5", "Start", "-4", "2"]})
    said = reasons(state)
    assert (
        said["Play 5: Yellow 1 to yellow 8"]
        == "sends Red 1 back to its circle; 5 steps on, 49 from its house"
    )
    assert said["Play 2: Yellow 1 to yellow 5"] == "2 steps on, 52 from its house"


def test_a_start_card_brings_a_piece_out_onto_a_blocking_start_field() -> None:
    said = reasons(staged({"Yellow": ["yellow 3"]}, {"Ana": ["Start", "2", "3", "9"]}))
    assert (
        said["Play Start: Yellow 2 out"]
        == "brings a new piece out; it blocks its start field to other colours"
    )
    said = reasons(staged({"Yellow": ["start"]}, {"Ana": ["Start", "2", "3", "9"]}))
    assert said["Play Start: Yellow 2 out"] == "brings a new piece out, making a pair on its start field"
    assert said["Play 9: Yellow 1 to yellow 9"] == (
        "9 steps on, 48 from its house; frees the yellow start field for other colours to pass"
    )


def test_a_start_card_spent_as_a_number_while_pieces_wait_says_what_it_costs() -> None:
    said = reasons(staged({"Yellow": ["yellow 3"]}, {"Ana": ["Start/8", "2", "3", "9"]}))
    assert said["Play Start/8: Yellow 1 to yellow 11"] == (
        "8 steps on, 46 from its house; spends a Start while 3 of its pieces wait in the circle"
    )


def test_the_house_is_named_and_running_past_it_is_called_a_lap_lost() -> None:
    said = reasons(staged({"Yellow": ["green 12", "house 4"]}, {"Ana": ["5", "5", "5", "6"]}))
    assert said["Play 5: Yellow 1 to yellow house 3"] == "takes it into its house (house 3), where it is safe"
    assert said["Play 5: Yellow 1 to yellow 3"] == "runs past its house into another lap, 54 steps from it"
    said = reasons(staged({"Red": ["yellow 10", "red 10"]}, {"Ben": ["1/14", "2", "3", "9"]}, dealer=0))
    assert said["Play 1/14: Red 1 to red 10"] == ("runs past its house into another lap, 47 steps from it"), (
        "a lap lost outweighs the pair with Red 2 it makes"
    )


def test_the_minus_four_off_the_start_field_is_the_short_way_home() -> None:
    said = reasons(staged({"Yellow": ["start", "yellow 9"]}, {"Ana": ["-4", "2", "3", "9"]}))
    assert (
        said["Play -4: Yellow 1 back to green 11"] == "the -4 puts it 4 steps from its house instead of a lap"
    )
    assert said["Play -4: Yellow 2 back to yellow 5"] == "the -4 costs it 4 steps (52 from its house)"


def test_a_piece_landing_in_reach_of_an_opponent_or_getting_away_is_told_where_they_stand() -> None:
    said = reasons(
        staged({"Yellow": ["yellow 3", "yellow 8"], "Red": ["yellow 1"]}, {"Ana": ["5", "2", "9", "3"]})
    )
    assert (
        said["Play 2: Yellow 1 to yellow 5"]
        == "2 steps on, 52 from its house; but Red 1 stands 4 steps behind it"
    )
    assert said["Play 5: Yellow 1 to yellow 8"] == (
        "makes a pair with Yellow 2: no capture or Switch; 5 steps on, 49 from its house"
    )
    assert (
        said["Play 9: Yellow 2 to red 3"]
        == "9 steps on, 40 from its house; gets away from Red 1, 7 steps behind it"
    )


def test_landing_on_a_pair_or_on_the_partner_is_a_loss_and_says_so() -> None:
    said = reasons(
        staged({"Yellow": ["yellow 3"], "Red": ["yellow 8", "yellow 8"]}, {"Ana": ["5", "2", "3", "9"]})
    )
    assert (
        said["Play 5: Yellow 1 to yellow 8"]
        == "lands on Red's pair, so Yellow 1 goes back to its circle instead"
    )
    said = reasons(staged({"Yellow": ["yellow 3"], "Blue": ["yellow 8"]}, {"Ana": ["5", "2", "9", "10"]}))
    assert said["Play 5: Yellow 1 to yellow 8"] == (
        "sends Blue 1 (your partner's) back to its circle, a loss for your team"
    )


def test_the_winning_move_and_the_partners_pieces_are_named() -> None:
    home = ["house 1", "house 2", "house 3", "house 4"]
    said = reasons(
        staged({"Yellow": ["house 2", "house 3", "house 4", "green 13"], "Blue": home}, {"Ana": ["2"]})
    )
    assert (
        said["Play 2: Yellow 4 to yellow house 1"] == "brings the team's eighth piece home: the game is won"
    )
    said = reasons(staged({"Yellow": home, "Blue": ["blue 3"], "Red": ["blue 5"]}, {"Ana": ["Start", "2"]}))
    assert said["Play Start: Blue 2 out"] == (
        "brings a Blue piece out for your partner; it blocks its start field to other colours"
    )
    assert said["Play 2: Blue 1 to blue 5"] == "sends Red 1 back to its circle; 2 steps on, 52 from its house"
    said = reasons(staged({"Yellow": ["house 2", "house 3", "house 4", "green 13"]}, {"Ana": ["2"]}))
    assert said["Play 2: Yellow 4 to yellow house 1"] == (
        "brings your last piece home (house 1): your cards then move Blue's pieces"
    )


def test_a_switch_weighs_both_pieces_for_the_team() -> None:
    said = reasons(staged({"Yellow": ["yellow 2"], "Red": ["green 13"]}, {"Ana": ["Switch", "2", "3", "9"]}))
    assert said["Play Switch: Yellow 1 with Red 1"] == (
        "puts Yellow 1 2 from its house, 53 steps nearer; but lets Red 1 gain 3 steps"
    )
    said = reasons(staged({"Yellow": ["yellow 3"], "Red": ["start", "red 4"]}, {"Ana": ["Switch", "2"]}))
    assert said["Play Switch: Yellow 1 with Red 1"] == (
        "puts Yellow 1 43 from its house, 11 steps nearer; but lets Red 1 gain 45 steps"
    ), "Red 1 leaves its start field just short of its house, where it may now turn in"


def test_the_split_seven_and_its_steps_say_what_they_reach_and_what_is_left() -> None:
    state = staged({"Yellow": ["yellow 3", "yellow 10"], "Red": ["yellow 8"]}, {"Ana": ["7", "2", "9", "10"]})
    assert reasons(state)["Play 7"] == "its seven steps can be split to send Red 1 back to its circle"
    play(state, "Play 7")
    said = reasons(state)
    assert said["Move Yellow 1 by 5 to yellow 8"] == (
        "sends Red 1 back to its circle; 2 steps of the 7 left for another piece"
    )
    assert (
        said["Move Yellow 1 by 7 to yellow 10"]
        == "makes a pair with Yellow 2: no capture or Switch; uses up the 7"
    )


def test_a_card_for_the_partner_is_weighed_for_both_of_you() -> None:
    state = staged(
        {"Yellow": ["yellow 5", "red 2", "blue 9", "house 4"], "Red": ["yellow 10"]},
        {"Ana": ["Start", "5", "9", "10"]},
        swap=True,
    )
    said = reasons(state)
    assert said["Give Start to partner"] == (
        "your partner has 4 pieces in the circle, and only a Start card brings one out"
    )
    assert (
        said["Give 5 to partner"]
        == "your partner has no move with it now; you could send Red 1 back to its circle"
    )


def test_giving_up_says_what_keeps_every_card_from_moving() -> None:
    said = reasons(staged(hands={"Ana": ["2", "3", "5", "6"]}))
    why = "every piece you move waits in the circle, and you hold no Start card to bring one out"
    assert said == {"Give up the hand": why}


def test_what_a_reason_says_a_move_does_is_what_the_engine_then_does() -> None:
    """Captures, bounces off a pair, pieces housed and games won, as told, checked on a copy moved on."""
    names = {piece_name(piece): piece for piece in ALL_PIECES}
    told = 0
    for seed in range(4):
        state: PartnersState = GAME.new(list(NAMES), seed=seed, swap=seed % 2 == 0)
        rng = random.Random(seed)
        bots = [GAME.bot() if (seat + seed) % 2 else RandomBot() for seat in range(4)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions():
                text = GAME.reason(view, action)
                after = state.clone()
                after.apply(action)
                for sent in re.findall(r"sends (\w+ \d)", text):
                    assert after.pos[names[sent]] == CIRCLE, text
                    told += 1
                if "the game is won" in text:
                    assert after.is_over, text
                if text.startswith(("takes it into its house", "brings your last piece home")):
                    assert after.pos[action.piece] >= HOUSE, text
                if "goes back to its circle instead" in text:
                    assert after.pos[action.piece] == CIRCLE, text
            state.apply(bots[seat].choose(view, state.legal_actions(), rng))
    assert told > 50
