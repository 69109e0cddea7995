"""Partners' determinization keeps what a seat knows without seeing it: the card it passed its partner
in the swap stays in the partner's hand for as long as the seat's view proves it is there; and it
forgets what the seat never saw: a hand another player laid down unseen is dealt again.

The game-wide properties (same view, blind to the unseen, the caller's generator alone) are
tests/test_determinize.py's; these tests stage the swap, where a naive redeal of the unseen cards
would hand the gift to anyone, and a give-up, whose cards lie face down among the face-up ones.
"""

from __future__ import annotations

import random

from tabletop.core import RandomBot
from tabletop.partners import PartnersState, PartnersView, Phase
from tabletop.partners.data import HAND_SIZE, Kind
from tests.test_all_games import internals

from .staging import GAME, NAMES, legal, play, staged

#: Determinizations drawn per situation; a naive redeal leaves the Switch with Cy in about 1 in 3.
DRAWS = 60


def after_the_swap() -> PartnersState:
    """Each colour has a piece out; Ana passes Cy her Switch (Cy was dealt none), Cy passes a 5."""
    state = staged(
        pieces={colour: [f"{colour.lower()} 1"] for colour in ("Yellow", "Red", "Blue", "Green")},
        hands={"Ana": ["Switch", "9", "2", "3"], "Cy": ["5", "6", "10", "11"]},
        swap=True,
    )
    play(state, "Give Switch to partner")
    play(state, legal(state)[0])
    play(state, "Give 5 to partner")
    play(state, legal(state)[0])
    assert state.phase is Phase.PLAY and state.view(0).gave is Kind.SWITCH
    assert state.hands[2].count(Kind.SWITCH) == 1
    return state


def copies(state: PartnersState, seat: int) -> list[PartnersState]:
    return [state.determinize(seat, random.Random(n)) for n in range(DRAWS)]


def play_other_than_switch(state: PartnersState) -> None:
    play(state, next(move for move in legal(state) if not move.startswith("Play Switch")))


def test_right_after_the_swap_every_copy_leaves_the_passed_card_with_the_partner() -> None:
    state = after_the_swap()
    hands = set()
    for copy in copies(state, 0):
        assert Kind.SWITCH in copy.hands[2]
        assert copy.view(0) == state.view(0)
        hands.add(tuple(sorted(copy.hands[2], key=str)))
    assert len(hands) > 1, "the partner's other cards are not drawn afresh"


def test_the_partner_keeps_it_after_playing_one_other_card_while_that_play_is_the_last() -> None:
    state = after_the_swap()
    play(state, legal(state)[0])  # Ana
    play(state, legal(state)[0])  # Ben
    play_other_than_switch(state)  # Cy
    assert state.last is not None and state.last.seat == 2 and state.last.card is not Kind.SWITCH
    assert all(Kind.SWITCH in copy.hands[2] for copy in copies(state, 0))


def test_when_the_partner_plays_the_gift_itself_the_copies_do_not_keep_it_there() -> None:
    """Cy plays the very Switch Ana passed: one card played, the last play, but not another card."""
    state = after_the_swap()
    play(state, legal(state)[0])  # Ana
    play(state, legal(state)[0])  # Ben
    play(state, next(move for move in legal(state) if move.startswith("Play Switch")))  # Cy
    assert Kind.SWITCH not in state.hands[2]
    assert not all(Kind.SWITCH in copy.hands[2] for copy in copies(state, 0))


def test_once_the_view_cannot_tell_the_gift_is_drawn_like_any_unseen_card() -> None:
    """After Dee's play Ana's view no longer shows which card Cy played (a view gap: a player who
    watched the table knows), so keeping the Switch with Cy would use what the view does not hold."""
    state = after_the_swap()
    play(state, legal(state)[0])
    play(state, legal(state)[0])
    play_other_than_switch(state)
    play(state, legal(state)[0])  # Dee
    assert Kind.SWITCH in state.hands[2]
    assert not all(Kind.SWITCH in copy.hands[2] for copy in copies(state, 0))


def test_the_opponents_swap_is_redrawn_as_a_card_the_taker_holds() -> None:
    state = after_the_swap()
    for copy in copies(state, 0):
        for taker in (1, 3):
            assert copy.received[taker] == copy.gave[(taker + 2) % 4]
            assert copy.received[taker] in copy.hands[taker]
        assert (copy.gave[0], copy.received[2], copy.gave[2]) == (Kind.SWITCH, Kind.SWITCH, Kind.FIVE)


def proved_gift(view: PartnersView) -> Kind | None:
    """The gift the seat's view proves its partner holds, read from the view alone."""
    assert view.seat is not None
    partner = (view.seat + 2) % 4
    played = HAND_SIZE - view.hand_sizes[partner]
    last = view.last
    if view.gave is None:
        return None
    if played == 0 or (played == 1 and last is not None and last.seat == partner and last.card != view.gave):
        return view.gave
    return None


def test_through_random_games_every_proved_gift_stays_with_the_partner() -> None:
    proved = 0
    for seed in range(3):
        state, bot, rng = GAME.new(list(NAMES), seed=seed), RandomBot(), random.Random(seed)
        while not state.is_over and state.deals <= 6:
            for seat in range(4):
                gift = proved_gift(state.view(seat))
                if gift is not None:
                    proved += 1
                    assert gift in state.hands[(seat + 2) % 4], "the view proves a gift the partner lacks"
                    copy = state.determinize(seat, random.Random(proved))
                    assert gift in copy.hands[(seat + 2) % 4]
            current = state.current_player
            assert current is not None
            state.apply(bot.choose(state.view(current), state.legal_actions(), rng))
    assert proved > 50


def gave_up(last_card: str) -> PartnersState:
    """Ana lays down a hand she cannot use (no piece is out), ``last_card`` among it; Ben's hand is
    staged too, so that Ben's view is the same whichever card it is."""
    state = staged(hands={"Ana": ["5", "9", "-4", last_card], "Ben": ["2", "3", "6", "12"]})
    play(state, "Give up the hand")
    assert state.laid_down[0] == [Kind.FIVE, Kind.NINE, Kind.MINUS_4, Kind(last_card)]
    return state


def but_staging(state: PartnersState) -> tuple[object, ...]:
    """Every slot but the history and the options (which name the staged cards), by content."""
    return tuple(item for item in internals(state) if item[0] not in ("history", "options"))


def test_a_hand_laid_down_unseen_is_dealt_again_with_the_other_unseen_cards() -> None:
    """Ana laid down a 7 in one game and a 10 in the other: Ben cannot tell them apart, so his copies
    must not either (the used pile kept every card it held, which told him the laid-down ones)."""
    seven, ten = gave_up("7"), gave_up("10")
    assert seven.view(1) == ten.view(1)
    laid = set()
    for n in range(DRAWS):
        one, two = seven.determinize(1, random.Random(n)), ten.determinize(1, random.Random(n))
        assert but_staging(one) == but_staging(two)
        assert one.view(1) == seven.view(1) and len(one.laid_down[0]) == 4
        assert sorted(one.used, key=str) == sorted(one.laid_down[0], key=str)
        laid.add(tuple(sorted(one.laid_down[0], key=str)))
    assert len(laid) > 1, "the laid-down cards are not drawn afresh"


def test_a_seat_keeps_the_hand_it_laid_down_itself() -> None:
    state = gave_up("7")
    for copy in copies(state, 0):
        assert copy.laid_down[0] == state.laid_down[0]
        assert sorted(copy.used, key=str) == sorted(state.used, key=str)
