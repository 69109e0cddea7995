"""Party Fowl's determinized copies (``State.determinize``): what the general tests in
tests/test_determinize.py cannot check alone.

* Party and Keg cards have their own decks and discard piles, which a redeal of every unseen card
  together would mix up (a Drink in the Party Deck).
* Cards preened away leave the hand face down, so the other players learn neither the cards put aside
  in a preen under way nor which cards a preen sent to the discard piles, whose sizes alone the view
  shows; tests/test_all_games.py's reshuffle of what a seat cannot see keeps both as they are.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.partyfowl import PartyFowlState
from tabletop.partyfowl.data import CARDS, DRINK, FOUL, KEG_DECK, PARTY_DECK
from tests.test_all_games import internals
from tests.test_determinize import points_of

from .staging import play, staged

BOX = Counter(PARTY_DECK) + Counter(KEG_DECK)


def every_card(state: PartyFowlState) -> Counter[str]:
    """The cards of every hand, pile, preen and conversation (a Drink or Foul on a card included)."""
    cards = Counter(card for hand in state.hands for card in hand)
    for pile in (state.party, state.keg, state.party_discard, state.keg_discard, state.preening):
        cards.update(pile)
    for stacks in state.stacks:
        for stack in stacks:
            for card, drink, fouled in stack:
                cards.update([card] + [DRINK] * drink + [FOUL] * fouled)
    return cards


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_every_card_stays_in_a_pile_of_its_own_deck(count: int) -> None:
    for seed in range(2):
        for number, state in enumerate(points_of("partyfowl", count, seed)):
            for seat in range(count):
                copy = state.determinize(seat, random.Random(f"{seed}:{number}:{seat}"))
                assert every_card(copy) == BOX
                assert not any(CARDS[card].keg for card in copy.party + copy.party_discard)
                assert all(CARDS[card].keg for card in copy.keg + copy.keg_discard)
                assert [len(hand) for hand in copy.hands] == [len(hand) for hand in state.hands]
                assert len(copy.preening) == len(state.preening)


def preening() -> PartyFowlState:
    """Ana, in the Bathroom, has put Games 1 and a Drink aside in a preen; Cy holds Books cards."""
    state = staged(
        hands={"Ana": ["Games 1", "Foul", "Drink", "Music 4", "Books 1"]}, ducks={"Ana": "Bathroom"}
    )
    play(state, "Preen", "Preen away Games 1", "Preen away Drink")
    assert state.preening == ["Games 1", "Drink"] and "Books 2" in state.hands[2]
    return state


def swap(one: list[str], card: str, other: list[str], for_card: str) -> None:
    one[one.index(card)], other[other.index(for_card)] = for_card, card


def assert_blind(state: PartyFowlState, other: PartyFowlState, seat: int) -> None:
    other._legal = None
    assert other.view(seat) == state.view(seat)
    for number in range(20):
        one = state.determinize(seat, random.Random(number))
        two = other.determinize(seat, random.Random(number))
        assert internals(one) == internals(two)


def test_the_cards_put_aside_in_a_preen_are_redrawn_for_the_other_players() -> None:
    state = preening()
    other = state.clone()
    swap(other.preening, "Games 1", other.hands[2], "Books 2")
    assert_blind(state, other, seat=1)
    drawn = {tuple(state.determinize(1, random.Random(n)).preening) for n in range(20)}
    assert len(drawn) > 1 and all(len(cards) == 2 for cards in drawn)
    assert all(state.determinize(0, random.Random(n)).preening == state.preening for n in range(5))


def test_which_cards_a_preen_discarded_is_redrawn_for_the_other_players() -> None:
    state = preening()
    play(state, "Done preening")
    assert "Games 1" in state.party_discard and state.keg_discard == [DRINK]
    other = state.clone()
    swap(other.party_discard, "Games 1", other.hands[2], "Books 2")
    swap(other.keg_discard, DRINK, other.keg, "Toast")
    assert_blind(state, other, seat=1)
