"""The Bathroom: each Play spent there washes one Foul off the top of one of your conversations,
and one Draw there swaps any number of cards from your hand for new Party cards (preening)."""

from __future__ import annotations

from tabletop.partyfowl import PartyFowlState, Phase, PreenDone

from .staging import GAME, kinds, left, legal, play, refused, staged


def double_fouled() -> PartyFowlState:
    """Ana talks Music (3 with a Drink) and Sports (2); Ben fouls both; Ana is on turn in the Den."""
    state = staged(
        hands={
            "Ana": ["Music 3", "Drink", "Sports 2", "Second Wind", "Liquid Courage"],
            "Ben": ["Foul", "Foul", "Hot Take"],
        },
        ducks={"Ana": "Lounge", "Ben": "Lounge"},
    )
    play(state, "Play Music 3 with a Drink", "Move to the Kitchen", "Move to the Den", "Play Second Wind")
    play(state, "Play Sports 2", "End turn")
    play(state, "Move to the Kitchen", "Move to the Den", "Foul Ana's Music 3", "Play Hot Take")
    play(state, "Foul Ana's Sports 2", "End turn")  # Ben's turn ended by itself; Cy passes
    assert state.current_player == 0 and state.totals[0] == 0
    return state


def test_each_play_in_the_bathroom_washes_one_foul_off_and_the_points_come_back() -> None:
    state = double_fouled()
    play(state, "Move to the Kitchen", "Move to the Bathroom")
    assert [move for move in legal(state) if move.startswith("Wash")] == [
        "Wash the Foul off Music 3",
        "Wash the Foul off Sports 2",
    ]
    events = play(state, "Wash the Foul off Music 3")
    assert events[0].rule == "partyfowl.bathroom" and events[0].data["points"] == 6  # the Drink too
    assert state.stacks[0][1] == [("Music 3", True, False)] and state.totals[0] == 6
    assert state.party_discard[-1] == "Foul"
    assert left(state) == {}  # that was the third Quacktion; Liquid Courage adds one more
    play(state, "Play Liquid Courage", "Wash the Foul off Sports 2")
    assert state.totals[0] == 8 and state.party_discard.count("Foul") == 2
    assert state.current_player == 1


def test_fouls_are_washed_off_only_in_the_bathroom() -> None:
    state = double_fouled()
    refused(state, "Wash the Foul off Sports 2", "partyfowl.bathroom", "your duck is in the Den")


def test_a_card_with_no_foul_on_top_has_nothing_to_wash() -> None:
    state = staged(hands={"Ana": ["Music 3"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 3", "Move to the Kitchen", "Move to the Bathroom")
    play(state, "End turn", "End turn")
    refused(state, "Wash the Foul off Music 3", "partyfowl.bathroom", "No Foul covers")


def test_a_locked_foul_cannot_be_washed_off() -> None:
    state = staged(
        hands={"Ana": ["Music 3", "Music 1"], "Ben": ["Foul"]},
        ducks={"Ana": "Lounge", "Ben": "Lounge"},
    )
    play(state, "Play Music 3", "End turn", "Foul Ana's Music 3", "End turn", "End turn")
    events = play(state, "Play Music 1", "Move to the Kitchen", "Move to the Bathroom")
    assert "lock" in kinds(events)
    play(state, "End turn", "End turn")
    assert state.current_player == 0 and state.ducks[0] == "Bathroom"
    assert not [move for move in legal(state) if move.startswith("Wash")]
    refused(state, "Wash the Foul off Music 3", "partyfowl.lock", "locked in")


def test_washing_a_foul_off_costs_a_play() -> None:
    state = staged(
        hands={"Ana": ["Music 3", "Snack Run"], "Ben": ["Foul"]},
        ducks={"Ana": "Lounge", "Ben": "Lounge"},
        party_top=["Games 1"],
    )
    play(state, "Play Music 3", "End turn", "Foul Ana's Music 3", "End turn", "End turn")
    play(state, "Move to the Kitchen", "Move to the Bathroom", "Draw from the Party Deck")
    assert left(state) == {} and state.current_player == 0  # Snack Run is still in hand
    refused(state, "Wash the Foul off Music 3", "partyfowl.quacktions", "no Play Quacktion left")
    play(state, "Play Snack Run")
    refused(state, "Wash the Foul off Music 3", "partyfowl.quacktions")


# ---- preening ----

HAND = ["Games 1", "Foul", "Drink", "Music 4", "Books 1"]


def test_preening_swaps_any_cards_for_new_party_cards_for_one_draw() -> None:
    state = staged(hands={"Ana": HAND}, ducks={"Ana": "Bathroom"}, party_top=["Sports 4", "Travel 3"])
    events = play(state, "Preen")
    assert events[0].rule == "partyfowl.preen" and state.phase is Phase.PREEN
    assert left(state) == {"Any": 2}
    assert legal(state) == [f"Preen away {card}" for card in HAND]  # nothing aside yet: no Done
    play(state, "Preen away Games 1", "Preen away Drink")
    assert state.preening == ["Games 1", "Drink"] and len(state.hands[0]) == 3
    assert legal(state)[-1] == "Done preening"
    events = play(state, "Done preening")
    assert events[0].data == {"seat": 0, "count": 2, "drawn": 2}
    assert state.hands[0] == ["Foul", "Music 4", "Books 1", "Sports 4", "Travel 3"]  # five, as before
    assert state.party_discard == ["Games 1"] and state.keg_discard == ["Drink"]
    assert state.phase is Phase.TURN and left(state) == {"Any": 2}


def test_done_preening_says_what_happens_in_the_engines_order() -> None:
    """New cards are drawn first, then the old ones discarded (PREEN_DISCARD), and a deck too
    short to refill the hand gives fewer (PREEN_SHORT)."""
    words = PreenDone().describe()
    assert words.index("Draw") < words.index("discard") and "fewer" in words


def test_preening_can_swap_the_whole_hand() -> None:
    state = staged(hands={"Ana": HAND}, ducks={"Ana": "Bathroom"})
    play(state, "Preen", *[f"Preen away {card}" for card in HAND])
    assert state.hands[0] == [] and legal(state) == ["Done preening"]
    play(state, "Done preening")
    assert len(state.hands[0]) == 5 and not set(state.hands[0]) & {"Drink"}


def test_preening_is_allowed_with_seven_cards_since_the_hand_size_stays() -> None:
    seven = [*HAND, "Foul", "Foul"]
    state = staged(hands={"Ana": seven}, ducks={"Ana": "Bathroom"})
    assert "Draw from the Party Deck" not in legal(state) and "Preen" in legal(state)
    play(state, "Preen", "Preen away Foul", "Preen away Foul", "Preen away Foul", "Done preening")
    assert len(state.hands[0]) == 7


def test_preening_happens_only_in_the_bathroom() -> None:
    state = staged(hands={"Ana": HAND})
    refused(state, "Preen", "partyfowl.preen", "in the Bathroom")
    refused(state, "Preen away Foul", "partyfowl.preen", "not preening")


def test_while_preening_only_cards_can_be_put_aside_until_done() -> None:
    state = staged(hands={"Ana": HAND}, ducks={"Ana": "Bathroom"})
    play(state, "Preen")
    refused(state, "Done preening", "partyfowl.preen", "at least one card")
    refused(state, "Move to the Kitchen", "partyfowl.preen", "Finish preening first")
    refused(state, "End turn", "partyfowl.preen", "Finish preening first")
    refused(state, "Preen away Sports 4", "partyfowl.preen", "You hold no Sports 4")


def test_a_freebie_waits_until_a_preen_is_done_and_the_freebie_rule_says_so() -> None:
    """A Freebie may be played at any moment of your turn except in the middle of a preen
    (PREEN_WHOLE): the engine refuses it there, so the Freebie rule on the rules page says so."""
    state = staged(hands={"Ana": [*HAND[:3], "Snack Run"]}, ducks={"Ana": "Bathroom"})
    play(state, "Preen", f"Preen away {HAND[0]}")
    refused(state, "Play Snack Run", "partyfowl.preen", "Finish preening first")
    play(state, "Done preening", "Play Snack Run")
    summary = " ".join(GAME.rule("partyfowl.freebie").summary.split())
    assert "at any moment of your turn except in the middle of a preen" in summary
    assert "PREEN_WHOLE" in summary


def test_preening_costs_a_draw() -> None:
    state = staged(hands={"Ana": [*HAND[:3], "Dance Break", "Second Wind"]}, ducks={"Ana": "Bathroom"})
    play(state, "Move to the Kitchen", "Move to the Bathroom", "Play Dance Break", "Move to the Kitchen")
    play(state, "Move to the Bathroom")
    refused(state, "Preen", "partyfowl.quacktions", "no Draw Quacktion left")


def test_the_preening_rule_says_a_short_deck_gives_fewer_cards() -> None:
    """Edition choice PREEN_SHORT: the rule page must not promise as many new cards as were put aside."""
    summary = GAME.rule("partyfowl.preen").summary
    assert "fewer" in summary and "this edition" in summary
