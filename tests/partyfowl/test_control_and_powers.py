"""Room control: the duck with the most points in a room's topic controls it; a tie, or nobody
talking, leaves it uncontrolled; fouls and clean-ups move control. A power works only on turns its
holder began in control: one won during a turn first helps on the next."""

from __future__ import annotations

from tabletop.partyfowl import PartyFowlState
from tabletop.partyfowl.data import EDITION_CHOICES, GAME_ROOM_PLAY, ROOMS
from tabletop.partyfowl.scoring import controller

from .staging import GAME, end_turns, kinds, left, legal, play, points, refused, staged

MUSIC, SPORTS, GAMES, MOVIES = 1, 2, 0, 5  # topic indexes of the Lounge, Den, Game Room, Home Theater


def test_the_duck_with_the_most_points_in_a_topic_controls_its_room() -> None:
    state = staged(
        hands={"Ana": ["Music 2"], "Ben": ["Music 2", "Music 1"]}, ducks={"Ana": "Lounge", "Ben": "Lounge"}
    )
    events = play(state, "Play Music 2")
    assert kinds(events) == ["talk", "control"] and state.control[MUSIC] == 0
    assert events[1].rule == "partyfowl.power-delay" and "from Ana's next turn" in events[1].text
    assert state.view(1).controller_of("Lounge") == 0
    play(state, "End turn")
    events = play(state, "Play Music 2")
    assert events[1].rule == "partyfowl.control" and state.control[MUSIC] is None
    assert events[1].text == "No one controls the Lounge now: Ana and Ben tie at 2."
    events = play(state, "Play Music 1")
    assert state.control[MUSIC] == 1 and events[1].data == {"room": "Lounge", "from": None, "to": 1}


def test_a_tie_at_the_top_leaves_a_room_uncontrolled_and_nobody_controls_an_empty_topic() -> None:
    assert controller([3, 3, 1]) is None
    assert controller([1, 3, 3]) is None
    assert controller([0, 0, 0]) is None
    assert controller([0, 1, 0]) == 1
    assert controller([4, 3, 3]) == 0


def test_a_room_needs_more_than_zero_points_to_be_controlled() -> None:
    state = staged(hands={"Ana": ["Music 2"], "Ben": ["Foul"]}, ducks={"Ana": "Lounge", "Ben": "Lounge"})
    play(state, "Play Music 2", "End turn")
    events = play(state, "Foul Ana's Music 2")
    assert state.control[MUSIC] is None
    assert events[-1].text == "No one controls the Lounge now: nobody has Music points."


def test_fouls_and_clean_ups_move_control() -> None:
    state = staged(
        hands={"Ana": ["Music 3"], "Ben": ["Music 2"], "Cy": ["Foul"]},
        ducks={"Ana": "Lounge", "Ben": "Lounge", "Cy": "Lounge"},
    )
    play(state, "Play Music 3", "End turn", "Play Music 2", "End turn")
    assert state.control[MUSIC] == 0
    events = play(state, "Foul Ana's Music 3")
    assert state.control[MUSIC] == 1 and events[-1].data == {"room": "Lounge", "from": 0, "to": 1}
    play(state, "End turn", "Move to the Kitchen", "Move to the Bathroom")
    events = play(state, "Wash the Foul off Music 3")
    assert kinds(events) == ["clean", "control", "turn"] and state.control[MUSIC] == 0


def test_the_lounge_adds_a_draw_only_from_the_next_turn() -> None:
    state = staged(hands={"Ana": ["Music 1"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 1")
    assert state.control[MUSIC] == 0 and state.powers == () and left(state) == {"Any": 2}
    end_turns(state, 3)
    assert state.current_player == 0
    assert state.powers == ("Lounge",) and left(state) == {"Any": 3, "Draw": 1}
    assert state.view(0).quacktions_left() == 4


def test_the_turn_event_names_the_powers_held_since_the_turn_began() -> None:
    state = staged(hands={"Ana": ["Music 1"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 1", "End turn", "End turn")
    events = play(state, "End turn")
    assert events[0].text == (
        "Ana's turn: three Quacktions, and powers held since the turn began (Lounge: +1 Draw Quacktion)."
    )
    assert events[0].rule == "partyfowl.turn" and events[0].data == {"seat": 0, "powers": ["Lounge"]}


def test_the_den_adds_a_move_from_the_next_turn() -> None:
    state = staged(hands={"Ana": ["Sports 1"]}, ducks={"Ana": "Den"})
    play(state, "Play Sports 1")
    assert left(state) == {"Any": 2}
    end_turns(state, 3)
    assert left(state) == {"Any": 3, "Move": 1}
    play(state, "Move to the Kitchen")
    assert left(state) == {"Any": 3}  # the bonus Move went first


def games_room_held() -> PartyFowlState:
    """Ben talks Games 1, Ana outtalks him with Games 2; Ana's next turn, holding the Game Room, begins."""
    state = staged(
        hands={"Ana": ["Games 1", "Games 2", "Games 3", "Foul"], "Ben": ["Games 1"]},
        ducks={"Ana": "Game Room", "Ben": "Game Room"},
        party_top=["Sports 1", "Sports 1", "Sports 2"],
    )
    play(state, "End turn", "Play Games 1", "End turn", "End turn", "Play Games 2")
    assert state.control[GAMES] == 0 and left(state) == {"Any": 2}  # not yet this turn
    end_turns(state, 3)
    assert state.powers == ("Game Room",) and left(state) == {"Any": 3, "Play:Games": 1}
    return state


def test_the_game_rooms_extra_play_is_spent_first_on_a_games_card() -> None:
    state = games_room_held()
    play(state, "Play Games 3")
    assert left(state) == {"Any": 3}


def test_the_game_rooms_extra_play_cannot_pay_for_a_foul() -> None:
    state = games_room_held()
    play(state, "Move to the Den", "Move to the Game Room", "Draw from the Party Deck")
    assert left(state) == {"Play:Games": 1} and state.current_player == 0
    assert "Foul Ben's Games 1" not in legal(state)
    # The panel still shows a Play (Games), so the refusal names it rather than saying none is left.
    err = refused(state, "Foul Ben's Games 1", "partyfowl.quacktions")
    assert err.message == f"Your only Play left is the Game Room's, {GAME_ROOM_PLAY}."  # no Freebie held
    play(state, "Play Games 3")
    assert state.current_player == 1  # nothing left: the turn passed


def test_the_game_rooms_extra_play_cannot_wash_a_foul_off_a_games_card() -> None:
    """Edition choice GAME_ROOM_PLAY: the extra Play only plays a Games conversation card, so in
    the Bathroom it washes nothing, even off a Games card; a Freebie's Play does."""
    state = staged(
        hands={"Ana": ["Games 3", "Games 2", "Hot Take"], "Ben": ["Games 1", "Foul"]},
        ducks={"Ana": "Game Room", "Ben": "Game Room"},
    )
    play(state, "End turn", "Play Games 1", "End turn", "End turn", "Play Games 3", "Play Games 2")
    play(state, "End turn", "Foul Ana's Games 2", "End turn", "End turn")
    assert state.powers == ("Game Room",) and points(state, 0, "Games") == 3  # still ahead of Ben's 1
    play(state, "Move to the Den", "Move to the Kitchen", "Move to the Bathroom")
    assert left(state) == {"Play:Games": 1} and "Wash the Foul off Games 2" not in legal(state)
    err = refused(state, "Wash the Foul off Games 2", "partyfowl.quacktions")
    assert err.message == (
        f"Your only Play left is the Game Room's, {GAME_ROOM_PLAY}; play your Hot Take to add one."
    )
    play(state, "Play Hot Take", "Wash the Foul off Games 2")
    assert points(state, 0, "Games") == 5 and state.current_player == 1


def test_the_game_rooms_power_says_what_its_play_is_for_and_the_edition_table_lists_it() -> None:
    power = ROOMS["Game Room"].power
    assert power is not None and GAME_ROOM_PLAY in power.summary
    assert "conversation card" in GAME_ROOM_PLAY and "Foul" in GAME_ROOM_PLAY and "wash" in GAME_ROOM_PLAY
    choice = next(choice for choice in EDITION_CHOICES if choice.constant == "GAME_ROOM_PLAY")
    assert GAME_ROOM_PLAY in choice.value
    assert GAME_ROOM_PLAY in GAME.rule("partyfowl.powers").summary


def test_the_home_theater_lets_its_holder_look_at_one_hand_from_the_next_turn() -> None:
    state = staged(hands={"Ana": ["Movies 1"]}, ducks={"Ana": "Home Theater"})
    play(state, "Play Movies 1")
    assert state.control[MOVIES] == 0
    refused(state, "Look at Ben's hand", "partyfowl.power-delay", "did not control it when your turn began")
    end_turns(state, 3)
    assert [move for move in legal(state) if move.startswith("Look")] == [
        "Look at Ben's hand",
        "Look at Cy's hand",
    ]
    events = play(state, "Look at Ben's hand")
    assert events[0].rule == "partyfowl.powers" and left(state) == {"Any": 3}  # no Quacktion spent
    assert state.view(0).glimpse == (1, tuple(state.hands[1]))
    refused(state, "Look at Cy's hand", "partyfowl.powers", "already looked at a hand this turn")
    refused(state, "Look at Ana's hand", "partyfowl.powers", "your own hand")
    play(state, "End turn")
    assert state.view(0).glimpse is None


def test_a_look_taken_as_the_last_move_waits_for_end_turn_so_it_can_be_read() -> None:
    """Edition choice AUTO_END: a turn ends by itself once ending it is all that is left, but not
    straight after a look at a hand. The glimpse stays on screen until the player ends the turn."""
    state = staged(hands={"Ana": ["Movies 1"]}, ducks={"Ana": "Home Theater"}, party_top=["Books 3"])
    play(state, "Play Movies 1")
    end_turns(state, 3)
    play(state, "Draw from the Party Deck", "Move to the Patio", "Move to the Home Theater")
    assert legal(state) == ["Look at Ben's hand", "Look at Cy's hand", "End turn"]
    events = play(state, "Look at Ben's hand")
    assert kinds(events) == ["peek"] and state.current_player == 0
    assert legal(state) == ["End turn"]
    assert state.view(0).glimpse == (1, tuple(state.hands[1]))
    events = play(state, "End turn")
    assert kinds(events) == ["turn"] and state.current_player == 1
    assert state.view(0).glimpse is None
    auto_end = next(choice for choice in EDITION_CHOICES if choice.constant == "AUTO_END")
    assert "look" in auto_end.value


def test_the_auto_end_row_names_both_waits_a_look_and_a_freebie_and_why() -> None:
    """The edition table must say every case where the turn does not end by itself."""
    auto_end = next(choice for choice in EDITION_CHOICES if choice.constant == "AUTO_END")
    assert "look" in auto_end.value and "Freebie" in auto_end.value
    assert "glimpse" in auto_end.why and "Freebie" in auto_end.why


def test_a_keg_draw_with_the_patio_won_this_turn_is_refused_for_the_one_turn_wait() -> None:
    state = staged(hands={"Ana": ["Travel 1"]}, ducks={"Ana": "Patio"})
    play(state, "Play Travel 1")
    err = refused(state, "Draw from the Keg Deck", "partyfowl.power-delay", "you won the Patio this turn")
    assert "next turn" in err.message


def test_a_foul_next_door_with_the_library_won_this_turn_is_refused_for_the_one_turn_wait() -> None:
    state = staged(
        hands={"Ana": ["Books 2", "Foul"], "Ben": ["Travel 2"]},
        ducks={"Ana": "Library", "Ben": "Patio"},
        first=1,
    )
    play(state, "Play Travel 2", "End turn", "End turn", "Play Books 2")
    err = refused(state, "Foul Ben's Travel 2", "partyfowl.power-delay", "you won the Library this turn")
    assert "next turn" in err.message


def test_a_foul_beyond_the_librarys_reach_names_the_room_rule_even_when_it_was_won_this_turn() -> None:
    state = staged(
        hands={"Ana": ["Books 2", "Foul"], "Ben": ["Sports 2"]},
        ducks={"Ana": "Library", "Ben": "Den"},
        first=1,
    )
    play(state, "Play Sports 2", "End turn", "End turn", "Play Books 2")
    refused(state, "Foul Ben's Sports 2", "partyfowl.foul-room", "fouls need the same room")


def test_a_power_held_when_a_turn_begins_lasts_the_whole_turn() -> None:
    state = staged(hands={"Ana": ["Travel 1", "Drink"]}, ducks={"Ana": "Patio"}, keg_top=["Toast"])
    play(state, "Play Travel 1", "End turn", "End turn", "End turn")
    assert state.powers == ("Patio",)
    play(state, "Move to the Library", "Draw from the Party Deck")
    assert state.powers == ("Patio",)
    play(state, "Draw from the Keg Deck")  # the last Quacktion, two doors from the Kitchen
    assert state.hands[0][-1] == "Toast" and state.current_player == 0
    play(state, "Play Toast")  # a Freebie held after the Quacktions ran out still works
    assert left(state) == {"Play": 1}  # for one of Ana's Books cards, here in the Library


def lost_the_lounge() -> PartyFowlState:
    state = staged(hands={"Ana": ["Music 1"], "Ben": ["Foul"]}, ducks={"Ana": "Lounge", "Ben": "Lounge"})
    play(state, "Play Music 1", "End turn", "Foul Ana's Music 1", "End turn", "End turn")
    return state


def test_a_power_lost_between_turns_is_gone_at_the_next_turn() -> None:
    state = lost_the_lounge()
    assert state.current_player == 0 and state.control[MUSIC] is None
    assert state.powers == () and left(state) == {"Any": 3}
