"""Set-up for 2, 3 and 4 players, the deal of each round, and the options that stage a game."""

from __future__ import annotations

import random

import pytest

from tabletop.core import SetupError, play_out
from tabletop.rowdy import FACE_DOWN, Phase
from tabletop.rowdy.data import HEADLINER_HEALTH, WRESTLERS

from .staging import GAME, slots, staged


def test_four_players_are_two_teams_of_two_with_their_wrestlers_health() -> None:
    state = staged()
    assert state.sides == ((0, 1), (2, 3))
    assert state.health == [WRESTLERS[name].health for name in state.characters]
    assert slots(state) == ["Lawman", "Dynamite", "Grace", "Nat"]  # the first side shows 1/4, the other 2/3


def test_the_other_side_can_go_first() -> None:
    assert slots(staged(first_side=1)) == ["Dynamite", "Lawman", "Nat", "Grace"]


def test_three_players_are_a_headliner_with_a_manager_against_a_team() -> None:
    state = GAME.new(["Ana", "Ben", "Cy"], seed=3, first_side=0)
    assert state.characters == ("Big Money", "Thunder", "The Wretch")
    assert state.managers == ("Bean Counter", None, None)
    assert state.sides == ((0,), (1, 2))
    assert state.health[0] == HEADLINER_HEALTH == 20
    assert slots(state) == ["Ana", "Ben", "Cy", "Ana"]  # the Headliner covers slots 1 & 4


def test_two_players_are_two_headliners() -> None:
    state = GAME.new(["Ana", "Ben"], seed=3, first_side=1, characters=["Whistlestop", "Grizzabelle"])
    assert state.managers == ("Coach", "Jack Dandy")
    assert slots(state) == ["Ben", "Ana", "Ana", "Ben"]


def test_the_starting_space_gives_each_in_ring_wrestler_its_coin() -> None:
    state = staged()
    assert state.coins == [1, 0, 1, 0]
    assert state.supply["coin"] == 8
    assert "The starting space: Lawman gains a coin token." in [e.text for e in state.opening]


def test_a_round_deals_8_to_each_wrestler_and_burns_4_unseen() -> None:
    state = staged()
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]
    assert len(state.burn) == 4
    assert state.view(0).burn == 4 and state.view(0).hand == tuple(state.hands[0])


def test_a_headliner_gets_8_in_hand_and_a_diamond_of_8_with_only_the_bottom_face_up() -> None:
    state = GAME.new(["Ana", "Ben"], seed=5)
    assert [len(hand) for hand in state.hands] == [8, 8]
    assert [len(d) for d in state.diamonds] == [8, 8] and len(state.burn) == 4
    diamond = state.view(1).diamonds[0]
    assert diamond[:7] == (FACE_DOWN,) * 7 and diamond[7] is state.diamonds[0][7]


def test_after_8_tricks_all_36_cards_are_shuffled_and_dealt_again() -> None:
    state = GAME.new(["Ana", "Ben", "Cy", "Dee"], seed=11)
    bots = [GAME.bot("Random")] * 4
    rng = random.Random(1)
    while state.round == 1:
        play_out(state, bots, rng, moves=1)
    assert state.trick == 0 and state.phase is Phase.PLAY
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8] and state.discard == []


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"characters": ["Lawman", "Thunder", "Dynamite", "Nat Greaves", "Big Money"]},
            "one character per player",
        ),
        ({"characters": ["Lawman", "Lawman", "Dynamite", "Thunder"]}, "chosen once"),
        ({"characters": ["Lawman", "Bob", "Dynamite", "Thunder"]}, "'Bob' is not a character"),
        ({"characters": ["Big Money", "Lawman", "Dynamite", "Thunder"]}, "need 0 Headliners"),
        ({"managers": ["Coach", None, None, None]}, "only Headliners have Managers"),
        ({"hands": [["4 of Stars"], ["4 of Stars"], [], []]}, "dealt only once"),
        ({"hands": [["9 of Stars"], [], [], []]}, "'9 of Stars' is not a Rowdy Partners card"),
        ({"tokens": [["coin"] * 11, [], [], []]}, "only 10 coin tokens"),
        ({"health": [30, None, None, None]}, "from 16 down to -2"),
        ({"first_side": 2}, "first_side must be 0"),
    ],
)
def test_bad_options_are_refused_with_a_reason(options: dict[str, object], message: str) -> None:
    with pytest.raises(SetupError, match=message):
        GAME.new(["Ana", "Ben", "Cy", "Dee"], seed=1, **options)


def test_three_players_need_exactly_one_headliner() -> None:
    with pytest.raises(SetupError, match="3 players need 1 Headliner"):
        GAME.new(["Ana", "Ben", "Cy"], seed=1, characters=["Lawman", "Thunder", "Dynamite"])
