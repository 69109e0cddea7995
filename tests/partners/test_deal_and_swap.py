"""Dealing, the partner swap after every deal, turns, and giving up a hand that cannot be used."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core import RandomBot
from tabletop.partners import GiveUp, PartnersState, PartnersView, Phase
from tabletop.partners.data import DECK, Kind

from .staging import GAME, NAMES, legal, play, refused, staged


def every_card(state: PartnersState) -> Counter[Kind]:
    cards = Counter(state.deck) + Counter(state.used)
    for hand in state.hands:
        cards.update(hand)
    cards.update(card for card in state.giving if card is not None)
    return cards


# ---- dealing ----


def test_everyone_is_dealt_four_cards_and_the_player_left_of_the_dealer_begins() -> None:
    for dealer in range(4):
        state = GAME.new(list(NAMES), seed=dealer, dealer=dealer)
        assert state.view(None).hand_sizes == (4, 4, 4, 4)
        assert state.view(None).deck == 36 and state.view(None).used == 0
        assert state.current_player == (dealer + 1) % 4
        opening = [event.text for event in state.opening]
        assert opening[-1] == (
            f"{NAMES[dealer]} deals four cards each (deal 1 of 3 from this deck); "
            f"{NAMES[(dealer + 1) % 4]} plays first."
        )


def test_by_default_the_last_seat_deals_so_the_first_named_player_begins() -> None:
    state = GAME.new(list(NAMES), seed=5)
    assert state.view(0).dealer == 3 and state.current_player == 0


def test_a_dealer_deals_three_times_then_the_next_seat_deals_from_all_52_reshuffled() -> None:
    state = GAME.new(list(NAMES), seed=11)
    bot, rng = RandomBot(), random.Random(11)
    seen = [(state.dealer, state.deal, len(state.deck))]
    reshuffles = 0
    while len(seen) < 10 and not state.is_over:
        deck_before = len(state.deck)
        events = state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
        kinds = [event.kind for event in events]
        if "deck" in kinds:
            reshuffles += 1
            assert deck_before == 4  # the four left over...
            text = next(event.text for event in events if event.kind == "deck")
            assert text.startswith("The four cards left go to the used pile;")
            assert state.used == []  # ...went to the used pile and were shuffled in with the rest
            assert state.laid_down == [[], [], [], []]  # no card lies face down in the used pile now
        if "deal" in kinds:
            seen.append((state.dealer, state.deal, len(state.deck)))
            assert all(len(hand) == 4 for hand in state.hands)
            assert state.current_player == (state.dealer + 1) % 4
        assert every_card(state) == Counter(DECK)
        assert not Counter(card for pile in state.laid_down for card in pile) - Counter(state.used)
    assert seen == [
        (3, 1, 36),
        (3, 2, 20),
        (3, 3, 4),
        (0, 1, 36),
        (0, 2, 20),
        (0, 3, 4),
        (1, 1, 36),
        (1, 2, 20),
        (1, 3, 4),
        (2, 1, 36),
    ]
    assert reshuffles == 3


def test_a_new_deal_comes_only_once_every_hand_is_empty() -> None:
    state = staged({"Yellow": ["yellow 1"]}, {"Ana": ["2", "2"]})
    while state.deals == 1:
        assert any(state.hands) and state.phase is Phase.PLAY
        play(state, legal(state)[0])
    assert state.view(None).hand_sizes == (4, 4, 4, 4)


# ---- the swap ----


def test_after_a_deal_every_player_gives_a_card_and_nothing_arrives_until_all_four_have() -> None:
    state = staged(hands={"Ana": ["5", "9", "2", "3"], "Cy": ["Start", "6", "10", "11"]}, swap=True)
    assert state.phase is Phase.SWAP and state.current_player == 0
    assert legal(state) == [
        "Give 2 to partner",
        "Give 3 to partner",
        "Give 5 to partner",
        "Give 9 to partner",
    ]
    assert play(state, "Give 5 to partner") == ["Ana sets a card aside for Cy."]
    assert state.view(0).giving is Kind.FIVE and state.view(0).hand_sizes == (3, 4, 4, 4)
    assert state.view(2).hand == (Kind.START, Kind.SIX, Kind.TEN, Kind.ELEVEN)
    assert state.view(1).given == (True, False, False, False)
    for seat in (1, 2):
        assert state.phase is Phase.SWAP and state.current_player == seat
        play(state, legal(state)[0])
    assert Kind.FIVE not in state.hands[2] and state.view(2).received is None
    log = play(state, legal(state)[0])
    assert log[-1] == "Partners swap face down: Ana with Cy and Ben with Dee."
    assert state.view(0).phase is Phase.PLAY and state.current_player == 0
    assert state.view(2).received is Kind.FIVE and Kind.FIVE in state.view(2).hand
    assert state.view(0).gave is Kind.FIVE and state.view(0).received is Kind.START
    assert state.view(None).hand_sizes == (4, 4, 4, 4)
    assert state.view(1).received is state.view(3).gave is not None


def test_opponents_cannot_tell_which_card_a_player_gave() -> None:
    def swap(card: str) -> list[tuple[PartnersView, ...]]:
        state = staged(hands={"Ana": ["5", "9", "2", "3"]}, swap=True, seed=4)
        views: list[tuple[PartnersView, ...]] = []
        play(state, f"Give {card} to partner")
        views.append((state.view(1), state.view(2), state.view(3), state.view(None)))
        play(state, legal(state)[0])
        play(state, legal(state)[0])
        views.append((state.view(1), state.view(2), state.view(3), state.view(None)))
        play(state, legal(state)[0])  # the swap happens
        views.append((state.view(1), state.view(3), state.view(None)))
        return views

    assert swap("5") == swap("9")


def test_giving_is_only_right_after_a_deal_and_only_a_card_held() -> None:
    state = staged(hands={"Ana": ["5", "9", "2", "3"]}, swap=True)
    refused(state, "Give 7 to partner", "partners.hand", match="Ana holds no 7")
    refused(state, "Play 2: Yellow 1 to yellow 3", "partners.swap")
    refused(state, "Give up the hand", "partners.swap")
    state = staged(hands={"Ana": ["Start", "9", "2", "3"]})
    refused(state, "Give 9 to partner", "partners.swap", match="only right after a deal")


def test_the_swap_happens_after_every_deal_and_the_received_card_is_forgotten_at_the_next() -> None:
    state = GAME.new(list(NAMES), seed=3)
    bot, rng = RandomBot(), random.Random(3)
    swaps = 0
    while state.deals <= 4:
        if state.phase is Phase.SWAP and not any(state.view(0).given):
            swaps += 1
            assert all(state.view(seat).received is None for seat in range(4))
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    assert swaps == 4


def test_without_the_swap_option_play_begins_right_after_the_deal() -> None:
    state = GAME.new(list(NAMES), seed=3, swap=False)
    assert state.phase is Phase.PLAY and not any(str(a).startswith("Give ") for a in state.legal_actions())


# ---- giving up ----


def test_with_no_usable_card_the_only_move_is_to_give_up_the_hand() -> None:
    state = staged(hands={"Ana": ["5", "9", "-4", "7"]})
    assert legal(state) == ["Give up the hand"]
    used = len(state.used)
    log = play(state, "Give up the hand")
    assert log == [
        "Ana cannot use any of their 4 cards and lays them down unseen, to wait for the next deal."
    ]
    assert state.hands[0] == [] and len(state.used) == used + 4
    assert sorted(state.used[-4:]) == sorted([Kind.FIVE, Kind.NINE, Kind.MINUS_4, Kind.SEVEN])
    assert state.laid_down == [[Kind.FIVE, Kind.NINE, Kind.MINUS_4, Kind.SEVEN], [], [], []]
    assert state.view(1).hand_sizes == (0, 4, 4, 4)
    last = state.view(1).last
    assert last is not None and (last.seat, last.card, last.hops) == (0, None, ())


def test_a_player_who_gave_up_is_skipped_until_the_next_deal() -> None:
    state = staged(hands={"Ana": ["5", "9", "-4", "7"]})
    play(state, "Give up the hand")
    turns = []
    while state.deals == 1:
        turns.append(state.current_player)
        play(state, legal(state)[0])
    assert 0 not in turns and turns[:3] == [1, 2, 3]
    assert state.current_player == 0 and len(state.hands[0]) == 4


def test_giving_up_is_refused_while_a_card_can_be_used() -> None:
    state = staged(hands={"Ana": ["Start", "9", "-4", "7"]})
    refused(state, "Give up the hand", "partners.give-up", match="Ana can still use a card")
    refused(state, GiveUp(), "partners.give-up")


def test_a_hand_that_becomes_unusable_midway_is_given_up_with_the_cards_left() -> None:
    state = staged(
        {"Yellow": ["yellow 12"], "Red": ["start"]},
        {
            "Ana": ["2", "9", "10", "11"],
            "Ben": ["Start", "Start", "Start", "5"],
            "Cy": ["9", "10", "11", "12"],
            "Dee": ["12", "12", "6", "6"],
        },
    )
    play(
        state,
        "Play 2: Yellow 1 to yellow 14",
        "Play Start: Red 2 out",
        "Give up the hand",
        "Give up the hand",
    )
    assert legal(state) == ["Give up the hand"]
    assert play(state, "Give up the hand")[0].startswith("Ana cannot use any of their 3 cards")


@pytest.mark.parametrize("card", ["Start", "Start/8", "Start/13", "Switch"])
def test_a_card_usable_with_no_piece_out_means_no_giving_up(card: str) -> None:
    state = staged({"Red": ["red 3"], "Blue": ["blue 4"]}, {"Ana": [card, "9", "10", "11"]})
    assert legal(state) != ["Give up the hand"]


def test_laying_the_hand_down_only_when_no_card_can_be_used_is_this_editions_listed_reading() -> None:
    choice = next(choice for choice in GAME.edition if choice.constant == "MUST_PLAY")
    assert "none of its cards can be used" in choice.value
    state = staged({"Yellow": ["yellow 3"]}, {"Ana": ["5", "Start", "Start", "Start"]})
    assert "Give up the hand" not in legal(state)
    refused(state, "Give up the hand", "partners.give-up", match="can still use a card")
