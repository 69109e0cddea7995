"""Every refusal names the rule that forbids the move and leaves the game exactly as it was."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalAction, SetupError
from tabletop.partyfowl import Foul, PartyFowlState, Peek, Talk

from .staging import GAME, play, refused, snapshot, staged, thin


def table() -> PartyFowlState:
    """Ben has talked Sports in the Den; Ana, on turn in the Lounge, holds a mixed hand."""
    state = staged(
        hands={"Ana": ["Music 3", "Sports 1", "Foul", "Toast", "Books 1"], "Ben": ["Sports 2"]},
        ducks={"Ana": "Lounge", "Ben": "Den"},
        first=1,
    )
    play(state, "Play Sports 2", "End turn", "End turn")
    assert state.current_player == 0
    return state


#: (what is tried, the rule that refuses it, words the refusal uses)
REFUSALS: list[tuple[str | object, str, str]] = [
    ("Draw from the Keg Deck", "partyfowl.keg", "The Keg Deck is in the Kitchen"),
    ("Move to the Den", "partyfowl.move", "share no door"),
    ("Move to the Lounge", "partyfowl.move", "already in the Lounge"),
    ("Play Sports 1", "partyfowl.talk", "talked about in the Den"),
    ("Play Games 4", "partyfowl.talk", "You hold no Games 4"),
    ("Play Music 3 with a Drink", "partyfowl.drink", "no Drink to attach"),
    ("Play Drink", "partyfowl.drink", "only played together with a conversation card"),
    ("Play Toast with a Drink", "partyfowl.drink", "A Freebie takes no Drink"),
    ("Play Foul", "partyfowl.foul", "choose whose"),
    ("Foul Ben's Sports 2", "partyfowl.foul-room", "fouls need the same room"),
    ("Foul Cy's Music 1", "partyfowl.foul-top", "Cy has no Music 1 on the table"),
    ("Foul Ben's Drink", "partyfowl.foul-top", "not a conversation card"),
    ("Wash the Foul off Music 3", "partyfowl.bathroom", "washed off in the Bathroom"),
    ("Preen", "partyfowl.preen", "in the Bathroom"),
    ("Preen away Foul", "partyfowl.preen", "not preening"),
    ("Done preening", "partyfowl.preen", "not preening"),
    ("Look at Ben's hand", "partyfowl.power-delay", "Home Theater"),
    ("Play Snack Run", "partyfowl.freebie", "You hold no Snack Run"),
    ("Place Den at D2, doors N S", "partyfowl.placement", "already built"),
    ("Jump for joy", "core.legal-actions", "not a move in Party Fowl"),
    (Talk("Music 3", True), "partyfowl.drink", "no Drink to attach"),
    (Foul(1, "Ben", "Sports 2"), "partyfowl.foul-room", ""),
    # Actions built by hand with names the game does not know are refused, not crashed on:
    (Foul(7, "Zed", "Sports 2"), "core.legal-actions", "No one called 'Zed' sits in seat 7"),
    (Foul(1, "ben", "Sports 2"), "core.legal-actions", "No one called 'ben'"),
    (Talk("Nope"), "core.legal-actions", "'Nope' is not a Party Fowl card"),
    (Peek(9, "x"), "core.legal-actions", "No one called 'x' sits in seat 9"),
]


@pytest.mark.parametrize(("move", "rule", "words"), REFUSALS, ids=[str(r[0]) for r in REFUSALS])
def test_a_refused_move_names_its_rule_and_changes_nothing(move: str | object, rule: str, words: str) -> None:
    err = refused(table(), move, rule, words)
    assert err.message.endswith(".")


def test_moving_out_of_turn_is_refused() -> None:
    state = table()
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(state.legal_actions()[0], by=1)
    assert err.value.rule == "core.turn" and snapshot(state) == before


def test_a_foul_from_the_next_room_without_the_library_is_refused() -> None:
    state = staged(hands={"Ana": ["Travel 1"], "Ben": ["Foul"]}, ducks={"Ana": "Patio", "Ben": "Library"})
    play(state, "Play Travel 1", "End turn")
    refused(
        state,
        "Foul Ana's Travel 1",
        "partyfowl.foul-room",
        "Ana's duck is in the Patio and yours in the Library",
    )


def test_after_last_call_an_empty_keg_refuses_a_keg_draw_by_the_deck_out_rule() -> None:
    state = staged()
    thin(state, keg=1)
    play(state, "Draw from the Keg Deck")
    refused(state, "Draw from the Keg Deck", "partyfowl.deck-out", "The Keg Deck is empty")


def test_doors_may_be_named_in_any_order_but_each_side_once() -> None:
    state = GAME.new(["Ana", "Ben"], seed=1)
    legal = "Place Game Room at D3, doors E S"
    assert legal in map(str, state.legal_actions())
    assert str(state.parse_action("Place Game Room at D3, doors S E")) == legal
    assert str(state.parse_action("Place Game Room at D3, doors  E S")) == legal
    assert state.parse_action("Place Den at D3, doors N N S") is None
    assert str(state.action_from_string("Place Game Room at D3, doors S E")) == legal


def test_a_staged_house_needs_at_least_one_tile_besides_the_kitchen() -> None:
    """With the Kitchen alone no duck could ever move, and turns would end by themselves forever."""
    with pytest.raises(SetupError, match="at least one tile"):
        GAME.new(["Ana", "Ben"], seed=5, layout=[])
