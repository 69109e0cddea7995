"""Drinks double the conversation card they are played with, and only then. Fouls cost a Play,
need company, cover only the top card of another duck's conversation, and lock in for good once
a card is played over them; the Gossip variant and the Library's power reach further."""

from __future__ import annotations

from tabletop.partyfowl import PartyFowlState
from tabletop.partyfowl.data import EDITION_CHOICES
from tabletop.partyfowl.scoring import can_foul_from

from .staging import GAME, end_turns, kinds, left, legal, play, points, refused, staged

# ---- Drinks ----


def test_a_drink_played_with_a_conversation_card_doubles_it_at_no_extra_cost() -> None:
    state = staged(hands={"Ana": ["Music 3", "Drink"]}, ducks={"Ana": "Lounge"})
    events = play(state, "Play Music 3 with a Drink")
    assert events[0].rule == "partyfowl.drink" and events[0].data["points"] == 6
    assert state.totals[0] == 6 and "Drink" not in state.hands[0]
    assert state.stacks[0][1] == [("Music 3", True, False)]
    assert left(state) == {"Any": 2}


def test_a_card_takes_one_drink_at_most() -> None:
    state = staged(hands={"Ana": ["Music 3", "Drink", "Drink"]}, ducks={"Ana": "Lounge"})
    assert [move for move in legal(state) if move.startswith("Play Music 3")] == [
        "Play Music 3",
        "Play Music 3 with a Drink",
    ]
    refused(state, "Play Music 3 with two Drinks", "core.legal-actions")
    play(state, "Play Music 3 with a Drink")
    assert state.totals[0] == 6 and state.hands[0].count("Drink") == 1


def test_a_drink_can_never_be_added_to_a_card_already_played() -> None:
    state = staged(hands={"Ana": ["Music 3", "Music 1", "Drink"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 3")
    assert not [move for move in legal(state) if "Music 3" in move]  # no move names it again
    refused(state, "Play Drink", "partyfowl.drink", "only played together with a conversation card")
    refused(state, "Play Music 3 with a Drink", "partyfowl.talk", "You hold no Music 3")
    play(state, "Play Music 1 with a Drink")  # the Drink goes on the new card
    assert state.stacks[0][1] == [("Music 3", False, False), ("Music 1", True, False)]
    assert state.totals[0] == 3 + 2


def test_without_a_drink_in_hand_a_card_cannot_be_played_with_one() -> None:
    state = staged(hands={"Ana": ["Music 3"]}, ducks={"Ana": "Lounge"})
    assert "Play Music 3 with a Drink" not in legal(state)
    refused(state, "Play Music 3 with a Drink", "partyfowl.drink", "no Drink to attach")


def test_a_drink_does_not_make_a_card_playable_outside_its_room() -> None:
    state = staged(hands={"Ana": ["Music 3", "Drink"]})
    refused(state, "Play Music 3 with a Drink", "partyfowl.talk", "talked about in the Lounge")


# ---- Fouls ----


def talked(*, ben: list[str] | None = None, ben_in: str = "Lounge", **options: object) -> PartyFowlState:
    """Ana plays Music 1 and then Music 3 with a Drink in the Lounge (7 points), keeps a Music 2 and
    ends her turn;
    Ben, holding ``ben``, is on turn with his duck in ``ben_in``."""
    state = staged(
        hands={"Ana": ["Music 1", "Music 3", "Drink", "Music 2"], "Ben": ben or ["Foul", "Foul"]},
        ducks={"Ana": "Lounge", "Ben": ben_in},
        **options,  # type: ignore[arg-type]
    )
    play(state, "Play Music 1", "Play Music 3 with a Drink", "End turn")
    assert state.current_player == 1 and state.totals[0] == 7
    return state


def test_a_foul_covers_the_top_card_and_its_drink_for_a_play() -> None:
    state = talked(ben=["Foul", "Hot Take"])
    play(state, "Play Hot Take")
    assert left(state) == {"Any": 3, "Play": 1}
    events = play(state, "Foul Ana's Music 3")
    assert events[0].rule == "partyfowl.foul" and events[0].data["points"] == -6
    assert "and its Drink" in events[0].text
    assert left(state) == {"Any": 3} and "Foul" not in state.hands[1]
    assert state.stacks[0][1] == [("Music 1", False, False), ("Music 3", True, True)]
    assert state.totals[0] == 1 and points(state, 0, "Music") == 1


def test_a_foul_covers_only_the_top_card() -> None:
    state = talked()
    assert [move for move in legal(state) if move.startswith("Foul")] == ["Foul Ana's Music 3"]
    refused(state, "Foul Ana's Music 1", "partyfowl.foul-top", "only the top card")
    refused(state, "Foul Ana's Music 2", "partyfowl.foul-top", "Ana has no Music 2 on the table")
    refused(state, "Foul Ana's Games 1", "partyfowl.foul-top", "Ana has no Games 1")


def test_a_fouled_card_cannot_be_fouled_again() -> None:
    state = talked()
    play(state, "Foul Ana's Music 3")
    assert not [move for move in legal(state) if move.startswith("Foul")]
    refused(state, "Foul Ana's Music 3", "partyfowl.foul-top", "already fouled")


def test_fouls_need_both_ducks_in_the_same_room() -> None:
    state = talked(ben_in="Kitchen")
    assert not [move for move in legal(state) if move.startswith("Foul")]
    refused(state, "Foul Ana's Music 3", "partyfowl.foul-room", "fouls need the same room")
    play(state, "Move to the Lounge")
    assert "Foul Ana's Music 3" in legal(state)


def test_a_duck_cannot_foul_its_own_cards() -> None:
    state = staged(hands={"Ana": ["Music 3", "Foul"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 3")
    refused(state, "Foul Ana's Music 3", "partyfowl.foul", "not your own")


def test_a_foul_needs_a_foul_in_hand() -> None:
    state = talked(ben=["Music 2"])
    refused(state, "Foul Ana's Music 3", "partyfowl.foul", "You hold no Foul")


def test_a_foul_is_a_play_so_a_move_bonus_cannot_pay_for_it() -> None:
    state = talked(ben=["Foul", "Dance Break"], party_top=["Games 1", "Games 2", "Games 1"])
    play(state, "Play Dance Break", *["Draw from the Party Deck"] * 3)
    assert left(state) == {"Move": 1} and state.current_player == 1
    refused(state, "Foul Ana's Music 3", "partyfowl.quacktions", "no Play Quacktion left")


def test_cards_played_over_a_foul_lock_it_and_keep_scoring() -> None:
    state = talked()
    play(state, "Foul Ana's Music 3", "End turn", "End turn")
    assert state.current_player == 0 and state.totals[0] == 1
    events = play(state, "Play Music 2")
    assert kinds(events)[:2] == ["talk", "lock"] and events[1].rule == "partyfowl.lock"
    assert state.totals[0] == 1 + 0 + 2  # the cards above the Foul count, the fouled one does not
    # The new top card can be fouled; the locked one stays fouled under it.
    play(state, "End turn")
    refused(state, "Foul Ana's Music 3", "partyfowl.foul-top", "not the top")
    play(state, "Foul Ana's Music 2")
    assert state.stacks[0][1] == [
        ("Music 1", False, False),
        ("Music 3", True, True),
        ("Music 2", False, True),
    ]
    assert state.totals[0] == 1


# ---- the Gossip variant ----


def gossip_table(ana_goes: str, ben_in: str, *, gossip: bool = True) -> PartyFowlState:
    """Ana talks Music in the Lounge, then walks to ``ana_goes``; Ben, with a Foul, is on turn."""
    state = staged(
        hands={"Ana": ["Music 3"], "Ben": ["Foul"]},
        ducks={"Ana": "Lounge", "Ben": ben_in},
        gossip=gossip,
    )
    play(state, "Play Music 3", "Move to the Kitchen")
    if ana_goes == "Bathroom":
        play(state, "Move to the Bathroom")
    else:
        play(state, "End turn")
    assert state.current_player == 1 and state.ducks[0] == ana_goes
    return state


def test_with_gossip_a_duck_in_the_kitchen_or_bathroom_is_fouled_from_anywhere() -> None:
    for ana_goes in ("Kitchen", "Bathroom"):
        for ben_in in ("Den", "Game Room", "Library"):
            state = gossip_table(ana_goes, ben_in)
            assert "Foul Ana's Music 3" in legal(state)
            events = play(state, "Foul Ana's Music 3")
            assert events[0].rule == "partyfowl.foul" and state.totals[0] == 0


def test_without_gossip_the_same_foul_needs_company() -> None:
    state = gossip_table("Kitchen", "Den", gossip=False)
    refused(state, "Foul Ana's Music 3", "partyfowl.foul-room")


def test_with_gossip_a_duck_in_the_kitchen_or_bathroom_gains_no_reach_of_its_own() -> None:
    state = gossip_table("Kitchen", "Bathroom")
    refused(state, "Foul Ana's Music 3", "partyfowl.gossip", "foul only ducks in your own room")
    state = gossip_table("Bathroom", "Kitchen")
    refused(state, "Foul Ana's Music 3", "partyfowl.gossip")
    state = gossip_table("Kitchen", "Kitchen")
    assert "Foul Ana's Music 3" in legal(state)


def test_gossip_does_not_reach_ducks_in_other_rooms() -> None:
    state = staged(
        hands={"Ana": ["Music 3"], "Ben": ["Foul"]}, ducks={"Ana": "Lounge", "Ben": "Den"}, gossip=True
    )
    play(state, "Play Music 3", "End turn")
    refused(state, "Foul Ana's Music 3", "partyfowl.foul-room")


#: A house where the Kitchen and the Bathroom share no door (the lesson's): Kitchen D4 opens to the
#: Patio, Lounge, Game Room and Home Theater; the Bathroom only to the Game Room; the Library only
#: to the Patio.
APART = [
    "Patio at C4, doors N E S W",
    "Lounge at E4, doors N E W",
    "Game Room at D3, doors S W",
    "Home Theater at D5, doors N E",
    "Den at E3, doors N S",
    "Library at C5, doors N S",
    "Bathroom at C3, doors E",
]


def library_in_the_kitchen(ben_goes: str) -> PartyFowlState:
    """Gossip on: Ben talks Games and walks to ``ben_goes``; Ana wins the Library, walks to the
    Kitchen and, a round later, is on turn there holding the Library's power and a Foul."""
    state = staged(
        2,
        hands={"Ana": ["Books 2", "Foul"], "Ben": ["Games 1"]},
        ducks={"Ana": "Library", "Ben": "Game Room"},
        layout=APART,
        gossip=True,
        first=1,
    )
    play(state, "Play Games 1")
    if ben_goes == "Bathroom":
        play(state, "Move to the Bathroom", "End turn")
    else:
        play(state, "Move to the Kitchen", f"Move to the {ben_goes}")
    play(state, "Play Books 2", "Move to the Patio", "Move to the Kitchen")  # her turn ends by itself
    play(state, "End turn")
    assert state.current_player == 0 and state.powers == ("Library",) and state.ducks == ["Kitchen", ben_goes]
    return state


def test_with_gossip_the_librarys_reach_still_works_from_the_kitchen() -> None:
    """Edition choice GOSSIP_SENDERS: Gossip gives a duck in the Kitchen or Bathroom no reach of its
    own, but a room power beats the booklet, so the Library's one door still counts there."""
    state = library_in_the_kitchen("Patio")
    assert "Foul Ben's Games 1" in legal(state)
    play(state, "Foul Ben's Games 1")
    assert state.totals[1] == 0


def test_with_gossip_a_refusal_from_the_kitchen_names_the_librarys_reach() -> None:
    state = library_in_the_kitchen("Bathroom")
    err = refused(state, "Foul Ben's Games 1", "partyfowl.gossip", "one door away (Library)")
    assert "only foul ducks in your own room." not in err.message


def test_the_gossip_choice_rule_and_variant_agree_on_the_library() -> None:
    """The edition table, the rules page and the variant's rule all say the Library still reaches."""
    senders = next(choice for choice in EDITION_CHOICES if choice.constant == "GOSSIP_SENDERS")
    assert "Library" in senders.value and "Library" in GAME.rule("partyfowl.gossip").summary


# ---- the Library's power ----


def test_the_library_lets_its_holder_foul_one_door_away_from_the_next_turn() -> None:
    state = staged(
        hands={"Ana": ["Music 3"], "Ben": ["Books 2", "Foul", "Foul"]},
        ducks={"Ana": "Lounge", "Ben": "Library"},
    )
    play(state, "Play Music 3", "Move to the Kitchen", "Move to the Patio")
    assert state.current_player == 1 and state.ducks[0] == "Patio"
    play(state, "Play Books 2")
    assert state.control[3] == 1  # Ben controls the Library, but not yet this turn
    refused(state, "Foul Ana's Music 3", "partyfowl.power-delay", "you won the Library this turn")
    end_turns(state, 3)
    assert state.current_player == 1 and state.powers == ("Library",)
    assert "Foul Ana's Music 3" in legal(state)  # the Patio is one door from the Library
    play(state, "Foul Ana's Music 3")
    assert state.totals[0] == 0


def test_the_library_reaches_one_door_only() -> None:
    links = staged().links
    assert can_foul_from("Library", "Patio", links, gossip=False, next_door=True)
    assert not can_foul_from("Library", "Kitchen", links, gossip=False, next_door=True)
    assert not can_foul_from("Library", "Patio", links, gossip=False, next_door=False)
    assert can_foul_from("Den", "Game Room", links, gossip=False, next_door=True)


def test_the_rule_page_names_both_ways_a_foul_reaches_another_room() -> None:
    """The engine lets the Library's holder and, with Gossip, anyone reach further than one room;
    the rule a refusal links to must not say a foul only ever works in the same room."""
    summary = GAME.rule("partyfowl.foul-room").summary
    assert "Library" in summary and "Gossip" in summary


def test_the_rule_pages_mark_this_editions_foul_readings() -> None:
    """FOUL_OTHERS (never a Foul on a Foul) and GOSSIP_SENDERS are readings, and the rules say so;
    Gossip does not let a duck in the Kitchen foul one in the Bathroom, so its rule cannot say
    'from any room'."""
    assert "this edition" in GAME.rule("partyfowl.foul-top").summary
    gossip = GAME.rule("partyfowl.gossip").summary
    assert "from any room other than the Kitchen and Bathroom" in gossip
    assert "from any room." not in gossip
