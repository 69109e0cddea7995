"""A player with all four pieces home plays for the partner; a team wins with all eight home."""

from __future__ import annotations

from tabletop.partners import Phase
from tabletop.partners.data import BLOCK_BY_COLOUR

from .staging import GAME, legal, play, refused, staged, where

HOME = ["house 1", "house 2", "house 3", "house 4"]


def test_once_all_four_own_pieces_are_home_the_cards_move_the_partners_pieces() -> None:
    state = staged({"Yellow": HOME, "Blue": ["blue 3"]}, {"Ana": ["5", "9", "9", "9"]})
    assert state.view(0).controls(0) == range(8, 12)
    assert legal(state) == ["Play 5: Blue 1 to blue 8", "Play 9: Blue 1 to blue 12"]
    log = play(state, "Play 5: Blue 1 to blue 8")
    assert log[0] == "Ana plays 5: Blue 1 moves from blue 3 to blue 8."
    assert where(state, "Blue 1") == "blue 8"


def test_a_finished_player_may_bring_the_partners_pieces_out_with_a_start_card() -> None:
    state = staged({"Yellow": HOME}, {"Ana": ["Start", "9", "9", "9"]})
    assert legal(state) == [f"Play Start: Blue {n} out" for n in (1, 2, 3, 4)]
    assert play(state, "Play Start: Blue 2 out") == [
        "Ana plays Start: Blue 2 comes out onto its start field."
    ]
    assert where(state, "Blue 2") == "blue start"


def test_until_then_the_partners_pieces_are_not_the_players_to_move() -> None:
    state = staged(
        {"Yellow": ["house 1", "house 2", "house 3", "green 12"], "Blue": ["blue 3"]}, {"Ana": ["5"]}
    )
    refused(state, "Play 5: Blue 1 to blue 8", "partners.help", match="only once all four own are home")


def test_a_player_whose_pieces_are_all_home_is_told_their_cards_now_move_the_partners() -> None:
    state = staged({"Yellow": HOME, "Blue": ["red 3"]}, {"Ana": ["2", "7", "9", "9"]})
    err = refused(state, "Play 2: Yellow 1 to yellow house 3", "partners.help")
    assert err.message == "All four of Ana's pieces are home: Ana's cards now move Cy's pieces."
    play(state, "Play 7")
    err = refused(state, "Move Yellow 1 by 2 to yellow house 3", "partners.help")
    assert err.message == "All four of Ana's pieces are home: Ana's cards now move Cy's pieces."


def test_bringing_the_last_piece_home_hands_the_players_cards_to_the_partner() -> None:
    state = staged(
        {"Yellow": ["house 2", "house 3", "house 4", "green 13"]},
        {
            "Ana": ["2", "Start", "9", "9"],
            "Ben": ["10", "10", "11", "11"],
            "Cy": ["9", "10", "11", "12"],
            "Dee": ["6", "6", "6", "12"],
        },
    )
    assert legal(state)[:2] == ["Play 2: Yellow 4 to yellow house 1", "Play 2: Yellow 4 to yellow 1"]
    log = play(state, "Play 2: Yellow 4 to yellow house 1")
    assert log[-1] == "All of Ana's pieces are home: from now on Ana's cards move Cy's pieces."
    play(state, "Give up the hand", "Give up the hand", "Give up the hand")
    assert legal(state) == [f"Play Start: Blue {n} out" for n in (1, 2, 3, 4)]


def test_a_split_seven_that_brings_the_last_own_piece_home_goes_on_with_the_partners_pieces() -> None:
    state = staged(
        {"Yellow": ["house 2", "house 3", "house 4", "green 13"], "Blue": ["blue 3"]}, {"Ana": ["7"]}
    )
    play(state, "Play 7")
    assert "Move Blue 1 by 1 to blue 4" not in legal(state)
    log = play(state, "Move Yellow 4 by 2 to yellow house 1")
    assert log[-1] == "All of Ana's pieces are home: from now on Ana's cards move Cy's pieces."
    assert state.phase is Phase.SEVEN and state.current_player == 0
    assert legal(state) == ["Move Blue 1 by 5 to blue 8"]  # Blue 1 alone takes all five left
    log = play(state, "Move Blue 1 by 5 to blue 8")
    assert log == ["Blue 1 moves 5 of the 7 from blue 3 to blue 8 (the 7 is used up)."]
    assert state.view(0).phase is Phase.PLAY and state.current_player == 1


def test_a_seven_may_not_bring_the_last_piece_home_if_the_partner_cannot_use_the_rest() -> None:
    state = staged({"Yellow": ["house 2", "house 3", "house 4", "green 13"]}, {"Ana": ["7"]})
    play(state, "Play 7")  # Yellow 4 may use all seven on the track, in one part
    assert legal(state) == ["Move Yellow 4 by 7 to yellow 6"]
    refused(state, "Move Yellow 4 by 2 to yellow house 1", "partners.seven", match="other 5 steps")


def test_a_helper_moves_the_partners_pieces_past_the_partners_blocked_start_field() -> None:
    """The block goes by the colour of the piece, not by who moves it (BLOCK_BY_COLOUR): with Blue 1
    on the blue start field, Ana, helping Cy, takes Blue 2 past it or into the blue house, and the
    log says why the block does not stop her."""
    state = staged({"Yellow": HOME, "Blue": ["start", "red 12"]}, {"Ana": ["3", "9"]})
    assert {"Play 3: Blue 2 to blue house 1", "Play 9: Blue 2 to blue 7"} <= set(legal(state))
    why = f"Blue 1 on the blue start field does not stop Ana here: {BLOCK_BY_COLOUR}."
    assert why in play(state.clone(), "Play 3: Blue 2 to blue house 1")
    log = play(state, "Play 9: Blue 2 to blue 7")
    assert log[1:3] == ["It jumps over the blue start field without counting it.", why]
    backing = staged({"Yellow": HOME, "Blue": ["start", "blue 2"]}, {"Ana": ["-4"]})
    assert why in play(backing, "Play -4: Blue 2 back to red 12")  # backwards past it too
    choice = next(choice for choice in GAME.edition if choice.constant == "BLOCK_BY_COLOUR")
    assert choice.value == BLOCK_BY_COLOUR and "partner" in choice.why
    assert "BLOCK_BY_COLOUR" in GAME.rule("partners.block").summary


def test_a_player_moving_own_pieces_past_own_blocked_start_field_gets_no_such_note() -> None:
    state = staged({"Blue": ["start", "red 12"]}, {"Cy": ["9"]}, dealer=1)
    assert state.current_player == 2
    log = play(state, "Play 9: Blue 2 to blue 7")
    assert not any(BLOCK_BY_COLOUR in line for line in log)


def test_a_team_wins_the_moment_all_eight_of_its_pieces_are_home() -> None:
    state = staged({"Yellow": HOME, "Blue": ["red 13", "house 2", "house 3", "house 4"]}, {"Ana": ["2"]})
    log = play(state, "Play 2: Blue 1 to blue house 1")
    assert log[-1] == "Yellow & Blue have all eight pieces home and win!"
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.winners() == [0, 2] and state.view(1).winner == 0 and state.view(1).phase is Phase.OVER
    assert state.scores() == [8, 0, 8, 0]
    refused(state, "Play 2: Blue 1 to blue house 1", "core.game-over")


def test_a_seven_may_end_the_game_with_steps_to_spare() -> None:
    state = staged({"Yellow": HOME, "Blue": ["red 14", "house 2", "house 3", "house 4"]}, {"Ana": ["7"]})
    play(state, "Play 7")
    assert "Move Blue 1 by 1 to blue house 1" in legal(state)
    log = play(state, "Move Blue 1 by 1 to blue house 1")
    assert log[-2:] == [
        "The 7's other 6 steps are not needed: the team's eighth piece is home.",
        "Yellow & Blue have all eight pieces home and win!",
    ]
    assert state.winners() == [0, 2]


def test_a_seven_that_wins_with_one_step_to_spare_says_step_in_the_singular() -> None:
    state = staged({"Yellow": HOME, "Blue": ["red 9", "house 2", "house 3", "house 4"]}, {"Ana": ["7"]})
    play(state, "Play 7")
    log = play(state, "Move Blue 1 by 6 to blue house 1")
    assert log[-2] == "The 7's last step is not needed: the team's eighth piece is home."


def test_the_other_team_can_win_too() -> None:
    state = staged(
        {
            "Red": ["house 1", "house 2", "house 3", "house 4"],
            "Green": ["blue 14", "house 2", "house 3", "house 4"],
        },
        {"Ana": ["9", "9", "9", "10"], "Ben": ["1/14"]},
    )
    play(state, "Give up the hand")
    play(state, "Play 1/14: Green 1 to green house 1")
    assert state.winners() == [1, 3] and state.view(0).winner == 1
