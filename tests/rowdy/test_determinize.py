"""Rowdy Partners' determinize keeps what the play told the seat: a wrestler who did not follow the
lead suit holds none of it (the generic properties are in tests/test_determinize.py)."""

from __future__ import annotations

import random
from typing import Any

from tabletop.rowdy import RowdyState
from tabletop.rowdy.actions import DONE
from tabletop.rowdy.data import Suit, card
from tabletop.rowdy.unseen import deal, voids
from tabletop.rowdy.views import Phase
from tests.rowdy.staging import GAME, play, seat, staged
from tests.test_all_games import NAMES, random_moves
from tests.test_all_games import play as play_out

DRAWS = 200


def shown_voids(state: RowdyState) -> dict[int, set[Suit]]:
    """The voids this trick and the last one (of this round) show."""
    shown = voids(state.board)
    last = state.last_trick
    if last is not None and last.round == state.round:
        for s, suits in voids(last.board).items():
            shown.setdefault(s, set()).update(suits)
    return shown


def countered_trick() -> RowdyState:
    """Lawman leads the 2 of Stars; Dynamite, all Hats, plays the 2 of Hats and the two counter, so
    nothing is face up; Grace leads anew with the 5 of Horseshoes and Nat, all Tombstones, plays off."""
    state = staged(
        hands={
            "Lawman": ["2 of Stars"],
            "Dynamite": [f"{value} of Hats" for value in range(1, 9)],
            "Grace": ["5 of Horseshoes"],
            "Nat": [f"{value} of Tombstones" for value in range(1, 9)],
        }
    )
    for move in ("Play 2 of Stars", "Play 2 of Hats", "Play 5 of Horseshoes", "Play 3 of Tombstones"):
        play(state, move)
        if state.phase is Phase.STAGE:
            play(state, str(DONE))
    return state


def test_a_counter_passes_the_lead_so_each_void_is_judged_by_the_lead_its_player_saw() -> None:
    state = countered_trick()
    assert state.trick == 1, "the trick is over: its board is the last trick's"
    dynamite, nat = seat(state, "Dynamite"), seat(state, "Nat")
    assert shown_voids(state) == {dynamite: {Suit.STARS}, nat: {Suit.HORSESHOES}}


def test_every_determinization_keeps_the_voids_the_last_trick_showed() -> None:
    state = countered_trick()
    dynamite, nat = seat(state, "Dynamite"), seat(state, "Nat")
    for looker in (seat(state, "Lawman"), seat(state, "Grace")):
        for number in range(DRAWS):
            copy = state.determinize(looker, random.Random(number))
            assert copy.view(looker) == state.view(looker)
            assert not [c for c in copy.hands[dynamite] if c.suit is Suit.STARS], number
            assert not [c for c in copy.hands[nat] if c.suit is Suit.HORSESHOES], number


def test_the_deal_is_built_to_fit_where_taking_the_first_allowed_card_would_not() -> None:
    """A pile that refuses Hats and one that refuses Hats and Stars: the first may not take the
    Tombstone even when the shuffle offers it first, or the second is left nothing it may hold."""
    piles = [[card("1 of Hats")], [card("1 of Stars")], [card("1 of Tombstones")]]
    banned = [{Suit.HATS}, {Suit.HATS, Suit.STARS}, set()]
    for number in range(50):
        one, two, three = deal(piles, banned, random.Random(number))
        assert (one, two, three) == ([card("1 of Stars")], [card("1 of Tombstones")], [card("1 of Hats")])


#: Random games: every player count, and Coach's Crack the Whip (which moves the lead) at two.
SETUPS: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"characters": ["Big Money", "Grizzabelle"], "managers": ["Coach", None]}),
)


def test_in_random_games_the_voids_shown_are_true_and_every_determinization_keeps_them() -> None:
    checked = whipped = 0
    for count, options in SETUPS:
        for game in range(4):
            state = GAME.new(list(NAMES[:count]), seed=game, **options)
            moves = play_out(state.clone(), random_moves(game)).history
            for number, action in enumerate(moves):
                shown = shown_voids(state)
                whipped += any("Crack the Whip" in p.notes for p in state.board if p is not None)
                for s, suits in shown.items():
                    assert not [c for c in state.hands[s] if c.suit in suits], "a void the hand belies"
                if number % 5 == 0:
                    looker = number % count
                    copy = state.determinize(looker, random.Random(number))
                    for s, suits in shown.items():
                        assert not [c for c in copy.hands[s] if c.suit in suits], (count, game, number)
                        checked += s != looker and bool(suits)
                state.apply(action)
    assert checked > 100
    assert whipped > 10
