"""How clicks on the Party Fowl board become one move, driven click by click without a table: a
tile, a space and a turning while the house is built; a card, then alone or with a Drink; the Foul,
then a rival's top card. Every refusal is the engine's or names a rule, and choosing never changes
the game."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.core import IllegalAction
from tabletop.partyfowl import PartyFowlState, Phase
from tests.partyfowl.staging import TABLE_HOUSE
from widgets.partyfowl.choose import (
    PICK,
    Options,
    Pick,
    asks_drink,
    choose,
    click_path,
    foul_refusal,
    valid_pick,
)

GAME = tabletop.get("partyfowl")
NAMES = ["Ana", "Ben", "Cy"]


def building() -> PartyFowlState:
    """A new three-player game: Ana lays the first tile beside the Kitchen at D4."""
    state: PartyFowlState = GAME.new(NAMES, 1)
    assert state.phase is Phase.PLACE and state.current_player == 0
    return state


def staged(hands: list[list[str]], ducks: list[str], **options: object) -> PartyFowlState:
    """The house above already built, these hands dealt first, Ana on turn unless ``first`` says."""
    state: PartyFowlState = GAME.new(NAMES, 5, layout=TABLE_HOUSE, hands=hands, ducks=ducks, **options)
    return state


def clicks(state: PartyFowlState, *steps: str) -> tuple[Pick, str | None]:
    """Make ``steps`` (without the ``pick`` word) on a fresh pick; the move the last one completes."""
    pick, move = Pick(), None
    for step in steps:
        move = choose(state, pick, step)
    return pick, move


def refused(state: PartyFowlState, *steps: str) -> IllegalAction:
    """The refusal of the last of ``steps``; the game is unchanged by any of them."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        clicks(state, *steps)
    assert state.to_json() == before
    return caught.value


# ---- building the house ----


def test_a_tile_then_a_space_where_it_turns_several_ways_waits_for_the_turning() -> None:
    state = building()
    pick, move = clicks(state, "tile Game Room")
    assert (pick, move) == (Pick(tile="Game Room"), None)
    pick, move = clicks(state, "tile Game Room", "space D3")
    assert move is None and pick == Pick(tile="Game Room", space=(3, 2))
    options = Options.of(map(str, state.legal_actions()), NAMES)
    turnings = [str(place) for place in options.places(pick.tile, pick.space)]
    assert turnings == ["Place Game Room at D3, doors E S", "Place Game Room at D3, doors S W"]
    assert len(state.history) == 0


def test_a_space_where_the_tile_fits_one_way_only_is_the_move_itself() -> None:
    state = building()
    pick, move = clicks(state, "tile Patio", "space D3")
    assert move == "Place Patio at D3, doors N E S W"
    assert pick == Pick(tile="Patio") and len(state.history) == 0


def test_another_tile_replaces_the_pick_and_nothing_puts_it_back() -> None:
    state = building()
    pick, _ = clicks(state, "tile Lounge", "space D3", "tile Den")
    assert pick == Pick(tile="Den")
    pick, move = clicks(state, "tile Lounge", "space D3", "nothing")
    assert (pick, move) == (Pick(), None)


@pytest.mark.parametrize(
    ("steps", "message", "rule"),
    [
        (("space D3",), "Pick a tile from the pile first, then a space for it.", "partyfowl.placement"),
        (("tile Nowhere",), "There is no room tile called 'Nowhere'.", "partyfowl.placement"),
        (("tile Kitchen",), "The Kitchen is not in the pile of tiles to lay.", "partyfowl.placement"),
        (("tile Den", "space Z9"), "'Z9' is no space on the table.", "partyfowl.placement"),
        (("tile Den", "space A1"), "No door of the Den would meet a door of the house at A1.", None),
        (("card Games 1",), "The house is not built yet", None),
        (("bogus",), "'bogus' is nothing on this board.", "core.legal-actions"),
    ],
)
def test_a_choice_that_leads_nowhere_while_building_is_refused(
    steps: tuple[str, ...], message: str, rule: str | None
) -> None:
    err = refused(building(), *steps)
    assert message in err.message
    assert err.rule == rule if rule is not None else err.rule.startswith("partyfowl.")


# ---- a turn ----


def test_a_card_that_could_take_a_drink_is_picked_first() -> None:
    state = staged([["Games 3", "Drink", "Music 1", "Books 1", "Travel 1"], [], []], ["Game Room"] * 3)
    options = Options.of(map(str, state.legal_actions()), NAMES)
    assert asks_drink(options, "Games 3")
    assert [str(talk) for talk in options.talks("Games 3")] == ["Play Games 3", "Play Games 3 with a Drink"]
    pick, move = clicks(state, "card Games 3")
    assert (pick, move) == (Pick(card="Games 3"), None)
    assert click_path(state, "Play Games 3 with a Drink") == [
        f"{PICK} card Games 3",
        "Play Games 3 with a Drink",
    ]


def test_a_card_played_one_way_only_is_one_click() -> None:
    state = staged([["Games 3", "Music 1", "Books 1", "Travel 1", "Sports 1"], [], []], ["Game Room"] * 3)
    options = Options.of(map(str, state.legal_actions()), NAMES)
    assert not asks_drink(options, "Games 3")
    assert click_path(state, "Play Games 3") == ["Play Games 3"]


def test_freebies_and_drinks_go_straight_to_the_engine() -> None:
    state = staged([["Toast", "Drink", "Games 1", "Music 1", "Books 1"], [], []], ["Kitchen"] * 3)
    assert clicks(state, "card Toast") == (Pick(), "Play Toast")
    assert clicks(state, "card Drink") == (Pick(), "Play Drink")  # the engine refuses it when made


def test_the_foul_is_picked_then_a_rivals_top_card_is_the_move() -> None:
    state = staged(
        [["Foul", "Games 1", "Music 1", "Books 1", "Travel 1"], ["Sports 2"], []], ["Den"] * 3, first=1
    )
    for move in ("Play Sports 2", "End turn", "End turn"):
        state.apply(state.action_from_string(move))
    assert state.current_player == 0
    pick, move = clicks(state, "card Foul")
    assert (pick, move) == (Pick(card="Foul"), None)
    assert click_path(state, "Foul Ben's Sports 2") == ["Foul Ben's Sports 2"]
    assert clicks(state, "card Foul", "card Foul") == (Pick(card="Foul"), None)


def test_with_nothing_to_foul_the_foul_says_why() -> None:
    state = staged([["Foul", "Games 1", "Music 1", "Books 1", "Travel 1"], [], []], ["Den"] * 3)
    err = refused(state, "card Foul")
    assert err.message == "No rival has a conversation card on the table yet: there is nothing to foul."
    assert err.rule == "partyfowl.foul-top"
    assert foul_refusal(state).message == err.message


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        (("card Joker",), "There is no card called 'Joker'."),
        (("card Music 1",), "Music is talked about in the Lounge"),
        (("space D3",), "The house is already built: tiles are laid only before play starts."),
        (("tile Den",), "The house is already built: tiles are laid only before play starts."),
    ],
)
def test_a_choice_that_leads_nowhere_during_a_turn_is_refused(steps: tuple[str, ...], message: str) -> None:
    state = staged([["Games 3", "Music 1", "Books 1", "Travel 1", "Sports 1"], [], []], ["Game Room"] * 3)
    assert message in refused(state, *steps).message


def test_nothing_can_be_chosen_once_the_game_is_over() -> None:
    state: PartyFowlState = GAME.new(NAMES, 3)
    bot, rng = GAME.bot(), random.Random(3)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    err = refused(state, "nothing")
    assert (err.message, err.rule) == ("The game is over: no more moves can be made.", "core.game-over")


# ---- every legal move, the way a person clicks it ----


def test_a_stale_pick_is_dropped_before_it_is_drawn() -> None:
    state = staged([["Games 3", "Drink", "Music 1", "Books 1", "Travel 1"], [], []], ["Game Room"] * 3)
    options = Options.of(map(str, state.legal_actions()), NAMES)
    view = state.view(0)
    assert valid_pick(Pick(tile="Den", space=(3, 2)), view, options) == Pick()
    assert valid_pick(Pick(card="Games 3"), view, options) == Pick(card="Games 3")
    assert valid_pick(Pick(card="Music 1"), view, options) == Pick()
    assert valid_pick(Pick(card="Foul"), view, options) == Pick()


@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_move_has_a_click_path_whose_picks_lead_to_it(seed: int) -> None:
    state: PartyFowlState = GAME.new(NAMES, seed)
    bot, rng = GAME.bot(), random.Random(seed)
    while not state.is_over:
        seat = state.current_player
        options = Options.of(map(str, state.legal_actions()), NAMES)
        for action in state.legal_actions():
            steps = click_path(state, action)
            assert steps[-1] == str(action) and all(s.startswith(f"{PICK} ") for s in steps[:-1])
            pick, move = clicks(state, *(s.removeprefix(f"{PICK} ") for s in steps[:-1]))
            assert move is None and valid_pick(pick, state.view(seat), options) == pick
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))


def test_click_path_refuses_a_move_that_is_not_legal() -> None:
    with pytest.raises(IllegalAction, match="not a legal move"):
        click_path(building(), "Draw from the Party Deck")
