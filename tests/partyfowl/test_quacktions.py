"""Quacktions: three a turn, each a Draw, a Move or a Play in any mix; Freebies add more without
costing one. A Draw takes from the Party Deck anywhere and from the Keg only in the Kitchen; a
Move goes through a door both rooms share; a conversation card is played only in its own room."""

from __future__ import annotations

from tabletop.partyfowl import Freebie, Talk

from .staging import GAME, end_turns, kinds, left, legal, play, refused, staged, texts, thin

# ---- three a turn, in any mix ----


def test_a_turn_brings_three_quacktions_of_any_kind() -> None:
    state = staged()
    assert left(state) == {"Any": 3}
    turn = GAME.rule("partyfowl.quacktions")
    assert "three Quacktions" in turn.summary


def test_three_draws_in_one_turn() -> None:
    state = staged(
        hands={"Ana": ["Books 1", "Books 1", "Books 1"]},
        ducks={"Ana": "Library"},
        party_top=["Games 1", "Music 2", "Sports 1", "Travel 1", "Movies 3", "Sports 2"],
    )
    play(state, "Play Books 1", "Play Books 1", "Play Books 1")  # three Plays, and Ben's turn
    end_turns(state, 2)
    assert state.current_player == 0 and len(state.hands[0]) == 2
    events = play(state, "Draw from the Party Deck", "Draw from the Party Deck", "Draw from the Party Deck")
    assert kinds(events) == ["draw", "draw", "draw", "turn"]  # then the turn passes by itself
    assert state.hands[0][2:] == ["Games 1", "Music 2", "Sports 1"] and state.current_player == 1


def test_a_draw_a_move_and_a_play_in_one_turn() -> None:
    state = staged(hands={"Ana": ["Music 3"]}, party_top=["Games 1"])
    play(state, "Draw from the Party Deck")
    assert left(state) == {"Any": 2}
    play(state, "Move to the Lounge")
    assert left(state) == {"Any": 1}
    events = play(state, "Play Music 3")
    assert kinds(events) == ["talk", "control", "turn"]
    assert state.totals[0] == 3 and state.current_player == 1


def test_ending_a_turn_early_passes_play_to_the_left() -> None:
    state = staged()
    events = play(state, "End turn")
    assert kinds(events) == ["turn"] and events[0].text.startswith("Ben's turn")
    end_turns(state, 2)
    assert state.current_player == 0 and left(state) == {"Any": 3}


def test_a_turn_ends_by_itself_when_nothing_is_left_but_ending_it() -> None:
    state = staged(party_top=["Games 1", "Games 1", "Games 2"])
    play(state, "Draw from the Party Deck", "Move to the Den")
    assert state.current_player == 0 and "End turn" in legal(state)
    events = play(state, "Move to the Kitchen")
    assert kinds(events) == ["move", "turn"] and state.current_player == 1


# ---- drawing ----


def test_the_party_deck_is_drawn_from_in_any_room() -> None:
    for room in ("Kitchen", "Bathroom", "Lounge", "Library", "Game Room"):
        state = staged(ducks={"Ana": room}, party_top=["Sports 4"])
        events = play(state, "Draw from the Party Deck")
        assert events[0].rule == "partyfowl.draw" and state.hands[0][-1] == "Sports 4"
        assert len(state.party) == 74 - 15 - 1


def test_the_keg_deck_is_drawn_from_only_in_the_kitchen() -> None:
    state = staged(keg_top=["Drink"])
    events = play(state, "Draw from the Keg Deck")
    assert events[0].rule == "partyfowl.keg" and state.hands[0][-1] == "Drink" and len(state.keg) == 39
    play(state, "Move to the Lounge")
    refused(state, "Draw from the Keg Deck", "partyfowl.keg", "your duck is in the Lounge")
    assert "Draw from the Party Deck" in legal(state)


def test_the_patio_power_lets_its_holder_draw_from_the_keg_in_any_room() -> None:
    state = staged(hands={"Ana": ["Travel 2"]}, ducks={"Ana": "Patio"}, keg_top=["Drink"])
    play(state, "Play Travel 2")
    assert state.control[4] == 0  # Travel: Ana controls the Patio from her next turn
    refused(state, "Draw from the Keg Deck", "partyfowl.power-delay", "won the Patio this turn")
    end_turns(state, 3)
    assert state.powers == ("Patio",)
    play(state, "Draw from the Keg Deck", "Move to the Library")
    play(state, "Draw from the Keg Deck")
    assert state.hands[0][-2] == "Drink"


def test_with_seven_cards_in_hand_a_draw_is_refused() -> None:
    seven = ["Books 1", "Books 1", "Books 2", "Movies 1", "Foul", "Foul", "Drink"]
    state = staged(hands={"Ana": seven})
    assert len(state.hands[0]) == 7
    refused(state, "Draw from the Party Deck", "partyfowl.hand-limit", "already hold 7")
    refused(state, "Draw from the Keg Deck", "partyfowl.hand-limit")
    assert not any(move.startswith("Draw") for move in legal(state))
    state = staged(hands={"Ana": seven[:6]})
    play(state, "Draw from the Party Deck")
    assert len(state.hands[0]) == 7 and not any(move.startswith("Draw") for move in legal(state))


# ---- moving ----


def test_a_duck_moves_only_through_a_door_both_rooms_share() -> None:
    state = staged(ducks={"Ana": "Patio"})
    assert {move for move in legal(state) if move.startswith("Move")} == {
        "Move to the Kitchen",
        "Move to the Library",
        "Move to the Home Theater",
    }
    refused(state, "Move to the Den", "partyfowl.move", "share no door")
    refused(state, "Move to the Patio", "partyfowl.move", "already in the Patio")
    events = play(state, "Move to the Home Theater")
    assert events[0].data == {"seat": 0, "from": "Patio", "to": "Home Theater"}
    # The Home Theater's east door opens onto the Bathroom's wall.
    refused(state, "Move to the Bathroom", "partyfowl.move", "share no door")


def test_a_move_into_a_room_not_built_is_refused() -> None:
    state = staged(layout=["Den at D5, doors N S"])
    refused(state, "Move to the Lounge", "partyfowl.move", "not part of this house")


# ---- playing conversation cards ----


def test_a_conversation_card_is_played_only_in_its_topics_room() -> None:
    state = staged(hands={"Ana": ["Music 2", "Sports 1"]})
    refused(state, "Play Music 2", "partyfowl.talk", "talked about in the Lounge")
    play(state, "Move to the Lounge")
    assert "Play Music 2" in legal(state) and "Play Sports 1" not in legal(state)
    events = play(state, "Play Music 2")
    assert events[0].rule == "partyfowl.talk" and events[0].data["points"] == 2
    assert state.stacks[0][1] == [("Music 2", False, False)] and state.totals[0] == 2


def test_conversation_cards_stack_by_topic_newest_on_top() -> None:
    state = staged(hands={"Ana": ["Sports 1", "Sports 3", "Sports 2"]}, ducks={"Ana": "Den"})
    play(state, "Play Sports 1", "Play Sports 3", "Play Sports 2")
    assert [entry[0] for entry in state.stacks[0][2]] == ["Sports 1", "Sports 3", "Sports 2"]
    assert state.totals[0] == 6


def test_a_card_not_in_hand_cannot_be_played() -> None:
    state = staged(ducks={"Ana": "Lounge"})
    refused(state, "Play Music 4", "partyfowl.talk", "You hold no Music 4")


def test_with_no_quacktion_left_nothing_more_is_drawn_moved_or_played() -> None:
    state = staged(hands={"Ana": ["Music 1", "Music 2", "Second Wind"]})
    play(state, "Move to the Lounge", "Play Music 1", "Play Music 2")
    assert state.current_player == 0 and legal(state) == ["Play Second Wind", "End turn"]
    refused(state, "Draw from the Party Deck", "partyfowl.quacktions", "no Draw Quacktion left")
    refused(state, "Move to the Kitchen", "partyfowl.quacktions", "no Move Quacktion left")


def test_a_refusal_for_want_of_a_quacktion_names_only_a_freebie_held_that_adds_one() -> None:
    """The refusal says what would add the Quacktion: a Freebie of that kind (or of any kind) in
    the hand, named, and nothing when none is held. It must not read as if a Freebie ends a turn."""
    state = staged(hands={"Ana": ["Music 1", "Music 2", "Music 3", "Snack Run", "Second Wind"]})
    play(state, "Move to the Lounge", "Play Music 1", "Play Music 2")
    err = refused(state, "Play Music 3", "partyfowl.quacktions")
    assert err.message == "You have no Play Quacktion left this turn; play your Second Wind to add one."
    err = refused(state, "Draw from the Party Deck", "partyfowl.quacktions")
    assert err.message == (
        "You have no Draw Quacktion left this turn; play your Snack Run or Second Wind to add one."
    )
    play(state, "Play Second Wind", "Play Music 3")
    assert state.current_player == 0 and legal(state) == ["Play Snack Run", "End turn"]
    err = refused(state, "Move to the Kitchen", "partyfowl.quacktions")
    assert err.message == "You have no Move Quacktion left this turn."


# ---- Freebies ----


def test_a_freebie_needs_no_quacktion_and_adds_the_one_it_names() -> None:
    state = staged(hands={"Ana": ["Snack Run", "Dance Break"]}, party_top=["Sports 1"])
    play(state, "Move to the Lounge", "Move to the Kitchen", "Move to the Lounge")
    assert left(state) == {} and state.current_player == 0  # Quacktions spent, Freebies in hand
    events = play(state, "Play Snack Run")
    assert events[0].rule == "partyfowl.freebie" and left(state) == {"Draw": 1}
    assert "Draw from the Party Deck" in legal(state) and "Move to the Kitchen" not in legal(state)
    assert state.party_discard == ["Snack Run"]
    play(state, "Draw from the Party Deck")
    assert state.current_player == 0  # Dance Break is still in hand
    play(state, "Play Dance Break", "Move to the Kitchen")
    assert state.current_player == 1 and state.ducks[0] == "Kitchen"


def test_a_freebie_works_in_any_room() -> None:
    for room in ("Kitchen", "Bathroom", "Game Room", "Library"):
        state = staged(hands={"Ana": ["Second Wind"]}, ducks={"Ana": room})
        play(state, "Play Second Wind")
        assert left(state) == {"Any": 4}


def test_keg_freebies_go_to_the_keg_discard_pile() -> None:
    state = staged(hands={"Ana": ["Toast", "Liquid Courage"]}, ducks={"Ana": "Library"})
    play(state, "Play Toast", "Play Liquid Courage")
    assert left(state) == {"Any": 4, "Play": 1}
    assert state.keg_discard == ["Toast", "Liquid Courage"] and state.party_discard == []


def test_a_freebie_not_held_cannot_be_played() -> None:
    state = staged()
    refused(state, "Play Snack Run", "partyfowl.freebie", "You hold no Snack Run")


def test_a_bonus_quacktion_of_one_kind_is_spent_before_a_standard_one() -> None:
    state = staged(hands={"Ana": ["Snack Run", "Hot Take", "Music 1", "Foul"]}, party_top=["Games 1"])
    play(state, "Play Snack Run")
    assert left(state) == {"Any": 3, "Draw": 1}
    play(state, "Draw from the Party Deck")
    assert left(state) == {"Any": 3}
    play(state, "Move to the Lounge", "Play Hot Take")
    assert left(state) == {"Any": 2, "Play": 1}
    play(state, "Play Music 1")
    assert left(state) == {"Any": 2}
    play(state, "Move to the Kitchen", "Move to the Lounge")
    assert state.current_player == 1  # the Foul in hand has no target, so the turn is over


# ---- a Freebie at any moment of your turn, said plainly when its Quacktion has no use yet ----


def test_a_toast_with_nothing_to_play_is_played_and_the_event_says_its_play_has_no_use_yet() -> None:
    """The rulebook lets a Freebie be played at any time in your turn. Ana stands in the Kitchen
    with a Toast (+1 Play) and only Books cards, played in the Library: the Toast is offered and
    played, and its event says plainly that the Play has nothing to pay for here."""
    state = staged(hands={"Ana": ["Toast"]})
    assert "Play Toast" in legal(state)
    events = play(state, "Play Toast")
    assert texts(events) == [
        "Ana plays the Freebie Toast: +1 Play. "
        "It has no use right now: nothing Ana holds can be played in the Kitchen."
    ]
    assert events[0].rule == "partyfowl.freebie" and events[0].data["idle"] == ["Play"]
    assert left(state) == {"Any": 3, "Play": 1} and state.keg_discard == ["Toast"]


def test_a_freebies_quacktion_lasts_the_turn_and_pays_once_it_has_a_use() -> None:
    """The Play a Toast added in the Kitchen waits: two rooms on, in the Library, it plays a card."""
    state = staged(hands={"Ana": ["Toast"]})
    play(state, "Play Toast", "Move to the Patio", "Move to the Library", "Play Books 1")
    assert left(state) == {"Any": 1} and state.totals[0] == 1
    play(state, "Play Books 1")
    assert state.current_player == 1 and state.totals[0] == 2


def test_a_freebie_with_a_use_says_nothing_more() -> None:
    state = staged(hands={"Ana": ["Toast"]}, ducks={"Ana": "Library"})
    events = play(state, "Play Toast")
    assert texts(events) == ["Ana plays the Freebie Toast: +1 Play."] and events[0].data["idle"] == []


def test_a_toast_at_seven_cards_makes_room_for_a_draw() -> None:
    """The review's case: seven cards in the Kitchen, none of them played there, and a Toast. Both
    Draws are refused at seven cards (DRAW_AT_LIMIT), but the Toast may still be played, and with
    six cards left she may draw again."""
    seven = ["Toast", "Games 2", "Games 1", "Music 1", "Sports 1", "Books 1", "Movies 1"]
    state = staged(hands={"Ana": seven})
    assert legal(state) == [
        "Move to the Bathroom",
        "Move to the Den",
        "Move to the Lounge",
        "Move to the Patio",
        "Play Toast",
        "End turn",
    ]
    events = play(state, "Play Toast")
    assert "It has no use right now" in events[0].text
    assert "Draw from the Party Deck" in legal(state) and "Draw from the Keg Deck" in legal(state)
    play(state, "Draw from the Party Deck")
    assert len(state.hands[0]) == 7 and left(state) == {"Any": 2, "Play": 1}


def test_a_freebie_never_ends_the_turn_by_itself_even_as_the_last_thing_left() -> None:
    """Edition choice AUTO_END: after a Freebie the turn waits for End turn, so the Quacktion it
    added, and why it has no use, can be seen; a Freebie still in hand is itself something left
    to do, so the turn does not end by itself either."""
    state = staged(hands={"Ana": ["Toast"]}, party_top=["Sports 1", "Sports 2"])
    play(state, "Draw from the Party Deck", "Draw from the Party Deck", "Move to the Lounge")
    assert state.current_player == 0 and legal(state) == ["Play Toast", "End turn"]
    events = play(state, "Play Toast")
    assert kinds(events) == ["freebie"] and "nothing Ana holds can be played in the Lounge" in events[0].text
    assert state.current_player == 0 and legal(state) == ["End turn"] and left(state) == {"Play": 1}
    assert kinds(play(state, "End turn")) == ["turn"] and state.current_player == 1


def test_a_snack_run_with_no_deck_in_reach_is_played_and_says_so() -> None:
    state = staged(hands={"Ana": ["Snack Run"]})
    thin(state, party=1)
    play(state, "Draw from the Party Deck")  # last call: the Party Deck is empty
    play(state, "Move to the Lounge")
    events = play(state, "Play Snack Run")
    assert events[0].text.endswith("It has no use right now: no deck within reach has a card left.")
    assert state.current_player == 0 and left(state) == {"Any": 1, "Draw": 1}


def test_a_snack_run_held_with_six_other_cards_makes_its_own_room_to_draw() -> None:
    seven = ["Snack Run", "Books 1", "Books 1", "Books 2", "Movies 1", "Foul", "Foul"]
    state = staged(hands={"Ana": seven})
    assert "Draw from the Party Deck" not in legal(state) and "Play Snack Run" in legal(state)
    events = play(state, "Play Snack Run", "Draw from the Party Deck")
    assert "no use" not in events[0].text
    assert len(state.hands[0]) == 7 and left(state) == {"Any": 3}


def test_freebies_adding_a_move_or_any_quacktion_always_have_a_use() -> None:
    for card in ("Dance Break", "Second Wind", "Liquid Courage"):
        for room in ("Kitchen", "Bathroom", "Home Theater", "Library"):
            state = staged(hands={"Ana": [card]}, ducks={"Ana": room})
            events = play(state, f"Play {card}")
            assert events[0].data["idle"] == [] and "no use" not in events[0].text


def test_the_freebie_rule_lets_a_freebie_be_played_at_any_moment_of_your_turn() -> None:
    """The rulebook is not silent here, so no edition choice limits Freebies, and the rule page
    says what happens to a Quacktion with no use yet."""
    summary = GAME.rule("partyfowl.freebie").summary
    assert "any moment of your turn" in summary and "only while" not in summary
    assert "until the turn ends" in summary
    assert "FREEBIE_NEEDS_USE" not in {choice.constant for choice in GAME.edition}


def test_the_rule_pages_on_the_keg_and_the_hand_limit_name_their_exceptions() -> None:
    """The Patio's holder draws from the Keg anywhere, and a preen at seven cards is allowed (both
    tested above): the rules the refusals link to must not say otherwise."""
    assert "Patio" in GAME.rule("partyfowl.keg").summary
    assert "preen" in GAME.rule("partyfowl.hand-limit").summary


def test_a_play_is_described_with_its_points_in_the_singular_for_one() -> None:
    assert Talk("Games 1").describe() == "Play Games 1 for 1 point"
    assert Talk("Games 1", True).describe() == "Play Games 1 for 2 points"
    assert Talk("Music 3").describe() == "Play Music 3 for 3 points"


def test_a_freebie_is_described_by_the_quacktion_it_adds() -> None:
    assert Freebie("Snack Run").describe() == "Play the Freebie Snack Run: +1 Draw Quacktion"
    assert Freebie("Second Wind").describe() == "Play the Freebie Second Wind: +1 Quacktion of any kind"
