"""What each seat sees: the house, the ducks and every conversation face up, its own hand, and of
the others only how many cards they hold; the deck sizes but not their order. The Home Theater
shows one hand to the duck that looks, for that turn only."""

from __future__ import annotations

import random

from tabletop.partyfowl import PartyFowlState

from .staging import GAME, end_turns, play, staged
from .test_properties import hide_differently


def test_a_seat_sees_its_own_hand_the_others_hand_sizes_and_the_deck_counts() -> None:
    state = staged(hands={"Ana": ["Music 3", "Drink"], "Ben": ["Foul"]}, ducks={"Ana": "Lounge"})
    play(state, "Play Music 3 with a Drink")
    for seat in range(3):
        view = state.view(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_sizes == (3, 5, 5)
        # 74 - 14 Party cards dealt (Ana's Drink came from the Keg), 40 - 1 Keg cards
        assert (view.party, view.keg, view.party_discard, view.keg_discard) == (60, 39, 0, 0)
        assert view.stacks[0][1] == (("Music 3", True, False),) and view.scores == (6, 0, 0)
        assert view.ducks == ("Lounge", "Kitchen", "Kitchen") and view.glimpse is None
    spectator = state.view(None)
    assert spectator.hand == () and spectator.hand_sizes == (3, 5, 5) and spectator.glimpse is None


def test_states_that_differ_only_in_another_seats_hand_look_the_same_to_a_seat() -> None:
    one = staged(hands={"Ana": ["Music 3"], "Ben": ["Foul", "Drink", "Games 4"]})
    two = staged(hands={"Ana": ["Music 3"], "Ben": ["Sports 4", "Toast", "Games 1"]})
    assert one.view(0) == two.view(0) and one.view(2) == two.view(2) and one.view(None) == two.view(None)
    assert one.view(1) != two.view(1)


def test_the_deck_order_is_hidden_from_everyone() -> None:
    one: PartyFowlState = GAME.new(["Ana", "Ben"], seed=1)
    two = one.clone()
    two.party.reverse()
    two.keg.reverse()
    assert all(one.view(seat) == two.view(seat) for seat in (0, 1, None))


def test_a_look_at_a_hand_shows_it_only_to_the_one_who_looks_and_only_that_turn() -> None:
    state = staged(hands={"Ana": ["Movies 1"], "Ben": ["Games 4", "Foul"]}, ducks={"Ana": "Home Theater"})
    play(state, "Play Movies 1")
    end_turns(state, 3)
    play(state, "Look at Ben's hand")
    assert state.view(0).glimpse == (1, ("Games 4", "Foul", "Movies 1", "Movies 1", "Movies 1"))
    assert all(state.view(seat).glimpse is None for seat in (1, 2, None))
    # During that turn, Ben's hand is no longer hidden from Ana; Cy still cannot tell.
    twin = state.clone()
    twin.hands[1][0] = "Games 1"
    assert twin.view(0) != state.view(0) and twin.view(2) == state.view(2)
    play(state, "End turn")
    assert state.view(0).glimpse is None


def test_cards_put_aside_while_preening_are_seen_only_by_the_preener() -> None:
    state = staged(hands={"Ana": ["Games 4", "Foul"]}, ducks={"Ana": "Bathroom"})
    play(state, "Preen", "Preen away Games 4")
    assert state.view(0).preening == ("Games 4",)
    assert state.view(1).preening == () and state.view(None).preening == ()
    assert state.view(1).hand_sizes == (4, 5, 5)  # the others see only that a card went aside
    twin = state.clone()
    twin.preening[0] = "Foul"
    twin.hands[0][0] = "Games 4"
    assert twin.view(1) == state.view(1) and twin.view(0) != state.view(0)


def test_a_view_hides_what_a_seat_cannot_see_in_many_positions() -> None:
    rng = random.Random(5)
    state: PartyFowlState = GAME.new(["Ana", "Ben", "Cy"], seed=5)
    while not state.is_over:
        for seat in (0, 1, 2, None):
            twin = hide_differently(state, seat, rng)
            assert twin.view(seat) == state.view(seat)
        state.apply(rng.choice(state.legal_actions()))
