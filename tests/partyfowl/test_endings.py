"""Both ways a party ends: the moment a duck reaches 21 points it wins; when the last card of the
Party Deck or the Keg Deck is drawn, the game ends with that turn and the highest score wins (a tie
shares the win). With five players the Party Deck's discards are reshuffled once."""

from __future__ import annotations

from tabletop.partyfowl import PartyFowlState, Phase
from tabletop.partyfowl.data import CARDS

from .staging import GAME, kinds, left, legal, play, refused, staged, thin


def nearly_21() -> PartyFowlState:
    """Ana has 18 points of Music and holds the Lounge; her next turn has just begun."""
    state = staged(
        hands={"Ana": ["Music 4", "Music 3", "Music 2", "Music 2", "Drink", "Drink", "Drink"]},
        ducks={"Ana": "Lounge"},
        party_top=["Music 1"],
        keg_top=["Drink"],
    )
    play(state, "Play Music 4 with a Drink", "Play Music 3 with a Drink", "Play Music 2 with a Drink")
    play(state, "End turn", "End turn")
    assert state.current_player == 0 and state.totals[0] == 18 and left(state) == {"Any": 3, "Draw": 1}
    return state


def test_reaching_21_ends_the_game_at_once_even_with_quacktions_left() -> None:
    state = nearly_21()
    play(state, "Draw from the Party Deck", "Play Music 2")
    assert state.totals[0] == 20 and left(state) == {"Any": 2}
    events = play(state, "Play Music 1")
    assert kinds(events) == ["talk", "win"] and events[-1].rule == "partyfowl.win"
    assert events[-1].text == "Ana reaches 21 points and wins the party!"
    assert state.is_over and state.phase is Phase.OVER and state.legal_actions() == []
    assert state.winners() == [0] and state.end_rule == "partyfowl.win"
    assert state.view(1).winners == (0,) and state.view(1).current is None
    refused(state, "End turn", "core.game-over", "The game is over")


def test_a_drink_can_carry_a_duck_past_21() -> None:
    state = nearly_21()
    play(state, "Move to the Kitchen", "Draw from the Keg Deck", "Move to the Lounge")
    play(state, "Play Music 2 with a Drink")
    assert state.is_over and state.totals[0] == 22 and state.winners() == [0]


def test_the_last_party_card_ends_the_game_when_that_turn_ends() -> None:
    state = staged(hands={"Ana": ["Music 2", "Dance Break"]}, ducks={"Ana": "Lounge"})
    thin(state, party=1)
    play(state, "Play Music 2")
    events = play(state, "Draw from the Party Deck")
    assert kinds(events) == ["draw", "last-call"] and events[1].rule == "partyfowl.deck-out"
    assert state.last_call == "Party Deck" and state.view(2).last_call == "Party Deck"
    assert not state.is_over and state.current_player == 0  # the turn goes on
    refused(state, "Draw from the Party Deck", "partyfowl.deck-out", "The Party Deck is empty")
    play(state, "Move to the Kitchen")
    assert state.current_player == 0  # Dance Break keeps the turn open
    events = play(state, "End turn")
    assert kinds(events) == ["game-over"] and events[0].rule == "partyfowl.deck-out"
    assert events[0].text == "Ana's turn is over and the Party Deck is empty: Ana wins with 2 points."
    assert state.is_over and state.winners() == [0] and state.end_rule == "partyfowl.deck-out"


def test_a_single_point_is_said_in_the_singular_when_the_deck_runs_out() -> None:
    state = staged(hands={"Ana": ["Music 1"]}, ducks={"Ana": "Lounge"})
    thin(state, party=1)
    play(state, "Play Music 1", "Draw from the Party Deck")
    events = play(state, "End turn")
    assert events[0].text == "Ana's turn is over and the Party Deck is empty: Ana wins with 1 point."


def test_the_last_keg_card_ends_the_game_too() -> None:
    state = staged(hands={"Ben": ["Sports 3"]}, ducks={"Ben": "Den"})
    thin(state, keg=1)
    play(state, "Move to the Lounge")
    play(state, "Move to the Kitchen")
    events = play(state, "Draw from the Keg Deck")
    assert kinds(events)[:2] == ["draw", "last-call"] and state.last_call == "Keg Deck"
    assert kinds(events)[-1] == "game-over" and state.is_over  # the last Quacktion: the turn ended
    assert state.winners() == [0, 1, 2]  # nobody scored: all share the win
    assert events[-1].text.endswith("empty: Ana, Ben and Cy share the win with 0 points.")


def test_when_a_deck_runs_out_a_tie_for_the_highest_score_shares_the_win() -> None:
    state = staged(hands={"Ana": ["Music 2"], "Ben": ["Sports 2"]}, ducks={"Ana": "Lounge", "Ben": "Den"})
    thin(state, party=1)
    play(state, "Play Music 2", "End turn", "Play Sports 2", "Draw from the Party Deck")
    events = play(state, "End turn")
    assert (
        events[0].text
        == "Ben's turn is over and the Party Deck is empty: Ana and Ben share the win with 2 points."
    )
    assert state.winners() == [0, 1] and state.scores() == [2, 2, 0]


def test_a_preen_that_empties_the_party_deck_is_last_call_and_brings_fewer_cards() -> None:
    state = staged(hands={"Ana": ["Foul", "Foul", "Foul"]}, ducks={"Ana": "Bathroom"})
    thin(state, party=2)
    play(state, "Preen", "Preen away Foul", "Preen away Foul", "Preen away Foul")
    events = play(state, "Done preening")
    assert kinds(events) == ["preen", "last-call"] and events[0].data["drawn"] == 2
    assert len(state.hands[0]) == 4 and state.party == [] and "Preen" not in legal(state)


# ---- the five-player variant ----


def test_with_five_players_the_party_discards_are_reshuffled_the_first_time() -> None:
    state = staged(5)
    thin(state, party=1)
    discards = sorted(state.party_discard)
    events = play(state, "Draw from the Party Deck")
    assert kinds(events) == ["draw", "reshuffle"] and events[1].rule == "partyfowl.reshuffle"
    assert sorted(state.party) == discards and state.party_discard == [] and state.last_call is None
    thin(state, party=1)
    events = play(state, "Draw from the Party Deck")
    assert kinds(events) == ["draw", "last-call"] and state.party_discard  # not again
    events = play(state, "End turn")
    assert state.is_over and state.end_rule == "partyfowl.deck-out"


def test_with_five_players_an_empty_keg_still_ends_the_game() -> None:
    state = staged(5)
    thin(state, keg=1)
    events = play(state, "Draw from the Keg Deck")
    assert kinds(events) == ["draw", "last-call"] and state.last_call == "Keg Deck"


def test_the_reshuffle_can_be_turned_off_for_five_and_on_for_fewer() -> None:
    state = staged(5, reshuffle=False)
    thin(state, party=1)
    assert kinds(play(state, "Draw from the Party Deck")) == ["draw", "last-call"]
    state = staged(4)
    thin(state, party=1)
    assert kinds(play(state, "Draw from the Party Deck")) == ["draw", "last-call"]
    state = staged(3, reshuffle=True)
    thin(state, party=1)
    assert kinds(play(state, "Draw from the Party Deck")) == ["draw", "reshuffle"]


def test_a_five_player_preen_never_draws_back_the_cards_it_swaps_away() -> None:
    """The new cards are drawn before the old ones are discarded (edition choice PREEN_DISCARD),
    so a reshuffle in the middle of a preen cannot deal the swapped cards straight back."""
    state = staged(5, hands={"Ana": ["Foul", "Foul", "Foul"]}, ducks={"Ana": "Bathroom"})
    thin(state, party=1)
    top, state.party_discard[:] = state.party[-1], ["Games 1"]
    play(state, "Preen", "Preen away Foul", "Preen away Foul", "Preen away Foul")
    kept = list(state.hands[0])
    events = play(state, "Done preening")
    assert kinds(events) == ["preen", "reshuffle", "last-call"] and events[0].data["drawn"] == 2
    assert state.hands[0] == [*kept, top, "Games 1"] and state.party_discard == ["Foul"] * 3


def test_played_freebies_go_to_their_own_decks_pile_and_the_reshuffle_takes_party_cards_only() -> None:
    """Edition choice DISCARD_PILES: a played Freebie, like a preened card or a washed Foul, goes
    to its own deck's discard pile. The five-player reshuffle reuses the Party pile only, so a Keg
    card never joins the Party Deck, and the edition table says where each card goes."""
    state = staged(5, hands={"Ana": ["Snack Run", "Toast", "Liquid Courage"]}, ducks={"Ana": "Library"})
    play(state, "Play Snack Run", "Play Toast", "Play Liquid Courage")
    assert state.party_discard == ["Snack Run"] and state.keg_discard == ["Toast", "Liquid Courage"]
    thin(state, party=1)
    assert kinds(play(state, "Draw from the Party Deck")) == ["draw", "reshuffle"]
    assert "Snack Run" in state.party and not any(CARDS[card].keg for card in state.party)
    assert state.keg_discard == ["Toast", "Liquid Courage"]
    choice = next(c for c in GAME.edition if c.constant == "DISCARD_PILES")
    for words in ("played Freebie", "preened", "washed", "Keg", "reshuffle"):
        assert words in choice.value, words


def test_the_last_call_rule_names_the_five_player_reshuffle() -> None:
    summary = GAME.rule("partyfowl.deck-out").summary
    assert "five" in summary and "reshuffle" in summary.lower()


def test_a_reshuffle_of_one_discard_says_so_in_the_singular() -> None:
    state = staged(5)
    thin(state, party=1)
    state.party_discard[:] = ["Games 1"]
    events = play(state, "Draw from the Party Deck")
    assert events[1].text == "The Party Deck ran out: 1 discard is shuffled into a new deck."


def test_with_five_players_and_no_discards_the_first_run_out_is_last_call() -> None:
    """Edition choice RESHUFFLE_ONCE: with nothing in the discard pile there is nothing to reshuffle,
    so the Party Deck's first run-out ends the game; the log, the choice and the rule all say so."""
    state = staged(5)
    thin(state, party=1)
    state.party_discard.clear()
    events = play(state, "Draw from the Party Deck")
    assert kinds(events) == ["draw", "last-call"] and state.reshuffled
    assert "no discards to reshuffle" in events[1].text
    choice = next(c for c in GAME.edition if c.constant == "RESHUFFLE_ONCE")
    assert "no discards" in choice.value
    assert "no discards" in GAME.rule("partyfowl.reshuffle").summary


def test_the_last_call_rule_marks_the_shared_win_as_this_editions_choice() -> None:
    summary = GAME.rule("partyfowl.deck-out").summary
    assert "share" in summary and "this edition" in summary
