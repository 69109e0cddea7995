"""Rowdy Partners' determinize keeps what the play told the seat: a wrestler who did not follow the
lead suit holds none of it; and it redraws what the seat cannot see among the places that hide it,
every card and cheat of the box still there exactly once (the generic properties are in
tests/test_determinize.py, whose few points of each game seldom meet a Grave Robbing offer).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from tabletop.rowdy import RowdyState
from tabletop.rowdy.actions import DONE
from tabletop.rowdy.data import CHEATS, DECK, Card, Cheat, Suit, card
from tabletop.rowdy.legal import in_play
from tabletop.rowdy.rules import uncovered
from tabletop.rowdy.unseen import deal, voids
from tabletop.rowdy.views import Phase
from tests.rowdy.staging import GAME, play, seat, staged
from tests.test_all_games import NAMES, hide_rowdy, internals, random_moves
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


#: The box: the 36 cards and the 12 cheats, each once.
CARD_BOX = Counter(DECK)
CHEAT_BOX = Counter(CHEATS)

#: Random games for the box and blindness checks: every player count with its quick-start cast, and
#: four with The Wretch, whose Grave Robbing offer is the one cheat pile shown to one seat alone.
CASTS: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {}),
    (3, {}),
    (4, {}),
    (4, {"characters": ["Lawman", "The Wretch", "Dynamite", "Amazing Grace"]}),
)


def face_down(state: RowdyState) -> list[tuple[int, int]]:
    """The (seat, position) of every diamond card nobody sees yet, as the view judges it."""
    return [
        (s, p)
        for s, diamond in enumerate(state.diamonds)
        for p, held in enumerate(diamond)
        if held is not None and p not in uncovered(diamond, in_play(state, s))
    ]


def offered_to(state: RowdyState, seat: int) -> bool:
    """Whether ``seat`` is the one looking at a Grave Robbing offer (the view shows it only then)."""
    return state.phase is Phase.KEEP and state.pending[0][1] == seat


def unseen_cards(state: RowdyState, seat: int) -> list[list[Card]]:
    """The piles of cards ``seat`` cannot see: the other hands, the burn pile, the face-down cards."""
    down = [state.diamonds[s][p] for s, p in face_down(state)]
    hands = [state.hands[s] for s in range(len(state.players)) if s != seat]
    return [*hands, state.burn, [c for c in down if c is not None]]


def unseen_cheats(state: RowdyState, seat: int) -> list[list[Cheat]]:
    """The piles of cheats ``seat`` cannot see: the others', the pool and an offer to someone else."""
    cheats = [state.cheats[s] for s in range(len(state.players)) if s != seat]
    return [*cheats, state.cheat_pool, [] if offered_to(state, seat) else state.looking]


def seen(state: RowdyState, seat: int) -> tuple[object, ...]:
    """The cards and cheats ``seat`` sees or saw played: its hand and cheats, the face-up diamond
    cards, the board, the discard, the spent cheats and an offer made to it."""
    down = set(face_down(state))
    return (
        state.hands[seat],
        [[c for p, c in enumerate(d) if (s, p) not in down] for s, d in enumerate(state.diamonds)],
        [None if p is None else p.card for p in state.board],
        state.discard,
        state.cheats[seat],
        state.cheats_spent,
        state.spent_cheats,
        state.looking if offered_to(state, seat) else [],
    )


def every_card(state: RowdyState) -> Counter[Card]:
    """The cards of every hand, diamond, the board, the discard and the burn pile."""
    cards = Counter(c for hand in state.hands for c in hand)
    cards.update(c for diamond in state.diamonds for c in diamond if c is not None)
    cards.update(p.card for p in state.board if p is not None)
    cards.update(state.discard + state.burn)
    return cards


def every_cheat(state: RowdyState) -> Counter[Cheat]:
    """The cheats of every wrestler, the pool, the spent pile, this trick's cards and an offer."""
    cheats = Counter(c for held in state.cheats for c in held)
    cheats.update(state.cheat_pool + state.cheats_spent + state.spent_cheats + state.looking)
    return cheats


def random_points(every: int, games: int = 2) -> Iterator[RowdyState]:
    """``games`` random games of each of :data:`CASTS`, at every ``every``-th move and at every Grave
    Robbing offer (rare: a few moves a game)."""
    for count, options in CASTS:
        for game in range(games):
            state = GAME.new(list(NAMES[:count]), seed=game, **options)
            moves = play_out(state.clone(), random_moves(game)).history
            for number, action in enumerate(moves):
                if number % every == 0 or state.phase is Phase.KEEP:
                    yield state
                state.apply(action)


def assert_redrawn_among(piles: Sequence[Sequence[object]], was: Sequence[Sequence[object]]) -> None:
    """The same things in the same piles, each pile its size (which pile holds which may differ)."""
    assert [len(pile) for pile in piles] == [len(pile) for pile in was]
    assert Counter(c for pile in piles for c in pile) == Counter(c for pile in was for c in pile)


def test_every_determinization_holds_the_box_with_only_the_unseen_redrawn() -> None:
    """Every card and cheat exactly once; what the seat sees where it was, and what it does not
    among the places that hide it, each its size."""
    checked = 0
    for state in random_points(every=2):
        assert every_card(state) == CARD_BOX and every_cheat(state) == CHEAT_BOX
        for looker in range(len(state.players)):
            copy = state.determinize(looker, random.Random(checked))
            checked += 1
            assert every_card(copy) == CARD_BOX, (looker, state.round, state.trick)
            assert every_cheat(copy) == CHEAT_BOX, (looker, state.round, state.trick)
            assert seen(copy, looker) == seen(state, looker)
            assert face_down(copy) == face_down(state)
            assert_redrawn_among(unseen_cards(copy, looker), unseen_cards(state, looker))
            assert_redrawn_among(unseen_cheats(copy, looker), unseen_cheats(state, looker))
    assert checked > 1500


def test_in_random_games_a_determinization_is_blind_to_every_card_and_cheat_its_seat_cannot_see() -> None:
    """tests/test_determinize.py's blindness check at many more points, counting that they include
    burn piles, face-down diamond cards and Grave Robbing offers to another seat."""
    shuffle = random.Random("rowdy blind")
    burn = down = offers = 0
    for number, state in enumerate(random_points(every=6, games=5)):
        for looker in range(len(state.players)):
            other = state.clone()
            hide_rowdy(other, looker, shuffle)
            assert other.view(looker) == state.view(looker)
            one = state.determinize(looker, random.Random(number))
            two = other.determinize(looker, random.Random(number))
            assert internals(one) == internals(two), (number, looker)
            burn += other.burn != state.burn
            down += [other.diamonds[s][p] for s, p in face_down(state)] != [
                state.diamonds[s][p] for s, p in face_down(state)
            ]
            offers += other.looking != state.looking
    assert burn > 1000 and down > 300 and offers > 20, (burn, down, offers)
