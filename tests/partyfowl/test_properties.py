"""Invariants of every Party Fowl game, over seeded playouts in which each seat makes random legal
moves or plays the Sensible bot."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tabletop.core import IllegalAction
from tabletop.partyfowl import EndTurn, Freebie, PartyFowlState, Peek, Phase, SensibleBot
from tabletop.partyfowl.actions import SPENDS
from tabletop.partyfowl.data import (
    ANY,
    CARDS,
    DRINK,
    FOUL,
    HAND_LIMIT,
    KEG_DECK,
    PARTY_DECK,
    TOPICS,
    WIN_POINTS,
    Kind,
)
from tabletop.partyfowl.scoring import controller, stack_points

from .staging import GAME, NAMES, snapshot


def hide_differently(state: PartyFowlState, seat: int | None, rng: random.Random) -> PartyFowlState:
    """A twin that differs only in what ``seat`` cannot see: the order of both decks and both
    discard piles, the other hands (except one it looked at this turn) and another duck's
    preening. Party cards trade places with Party cards, Keg cards with Keg cards."""
    twin = state.clone()
    slots: list[tuple[list[str], int]] = []
    for pile in (twin.party, twin.keg, twin.party_discard, twin.keg_discard):
        slots += [(pile, i) for i in range(len(pile))]
    glimpsed = state.view(seat).glimpse
    for other in range(len(twin.players)):
        if other != seat and (glimpsed is None or glimpsed[0] != other):
            slots += [(twin.hands[other], i) for i in range(len(twin.hands[other]))]
    if seat != twin.turn:
        slots += [(twin.preening, i) for i in range(len(twin.preening))]
    for keg in (False, True):
        mine = [(where, i) for where, i in slots if CARDS[where[i]].keg is keg]
        cards = [where[i] for where, i in mine]
        rng.shuffle(cards)
        for (where, i), card in zip(mine, cards):
            where[i] = card
    twin._legal = None
    return twin


# ---- playouts ----

seeds = st.integers(min_value=0, max_value=2**31 - 1)
counts = st.integers(min_value=2, max_value=5)
#: Where to stop a game: anywhere from the first tile to past the end of most games.
stops = st.integers(min_value=0, max_value=600)
#: Which seats the Sensible bot plays (a bit per seat); the others move at random.
sensible = st.integers(min_value=0, max_value=31)


def new_game(seed: int, players: int, gossip: bool = False) -> PartyFowlState:
    state: PartyFowlState = GAME.new(list(NAMES[:players]), seed=seed, gossip=gossip)
    return state


def play_on(state: PartyFowlState, mask: int, rng: random.Random, moves: int | None = None) -> PartyFowlState:
    """Play ``moves`` moves (or to the end): the seats in ``mask`` as the Sensible bot, the others
    at random (without building a view they would not read)."""
    bot = SensibleBot()
    left = -1 if moves is None else moves
    while left != 0 and (seat := state.current_player) is not None:
        legal = state.legal_actions()
        if mask >> seat & 1:
            state.apply(bot.choose(state.view(seat), legal, rng))
        else:
            state.apply(legal[rng.randrange(len(legal))])
        left -= 1
    return state


def random_game(
    seed: int, players: int, stop: int | None, mask: int = 0, gossip: bool = False
) -> PartyFowlState:
    return play_on(new_game(seed, players, gossip), mask, random.Random(seed), stop)


def whole_game(seed: int, players: int, mask: int = 0, gossip: bool = False) -> Iterator[PartyFowlState]:
    """The state after every move of one game, from the first tile to the end."""
    state = new_game(seed, players, gossip)
    rng = random.Random(seed)
    yield state
    while not state.is_over:
        play_on(state, mask, rng, 1)
        yield state


def every_card(state: PartyFowlState) -> Counter[str]:
    """Every card wherever it lies; a card on a stack brings its Drink and the Foul covering it."""
    cards = Counter(state.party + state.keg + state.party_discard + state.keg_discard + state.preening)
    for hand in state.hands:
        cards.update(hand)
    for stacks in state.stacks:
        for stack in stacks:
            for card, drink, fouled in stack:
                cards[card] += 1
                cards[DRINK] += drink
                cards[FOUL] += fouled
    return cards


BOX = Counter(PARTY_DECK) + Counter(KEG_DECK)


@settings(max_examples=50, deadline=None)
@given(seeds, counts, sensible, st.booleans())
def test_all_74_party_and_40_keg_cards_are_always_somewhere_exactly_once(
    seed: int, players: int, mask: int, gossip: bool
) -> None:
    for state in whole_game(seed, players, mask, gossip):
        assert every_card(state) == BOX
        assert all(
            CARDS[card].kind is Kind.TALK for stacks in state.stacks for s in stacks for card, _, _ in s
        )
        assert all(len(hand) <= HAND_LIMIT for hand in state.hands)


@settings(max_examples=50, deadline=None)
@given(seeds, counts, sensible, st.booleans())
def test_scores_control_and_ducks_always_agree_with_the_table(
    seed: int, players: int, mask: int, gossip: bool
) -> None:
    for state in whole_game(seed, players, mask, gossip):
        for seat, stacks in enumerate(state.stacks):
            assert state.totals[seat] == sum(stack_points(stack) for stack in stacks)
        for index in range(len(TOPICS)):
            assert state.control[index] == controller([stack_points(s[index]) for s in state.stacks])
        if state.phase is not Phase.PLACE:
            assert all(duck in state.links for duck in state.ducks)
        if state.phase is Phase.TURN:  # only a look or a Freebie leaves a turn with nothing but its end
            assert state.legal_actions()[-1] == EndTurn()
            assert state.legal_actions() != [EndTurn()] or isinstance(state.history[-1], Peek | Freebie)
    assert state.is_over
    if state.end_rule == "partyfowl.win":
        assert state.winners() == [seat for seat, total in enumerate(state.totals) if total >= WIN_POINTS]
    else:
        assert state.end_rule == "partyfowl.deck-out" and state.last_call is not None
        assert state.winners() == [
            seat for seat, total in enumerate(state.totals) if total == max(state.totals)
        ]
        assert max(state.totals) < WIN_POINTS


@settings(max_examples=30, deadline=None)
@given(seeds, counts, sensible)
def test_every_freebie_held_may_be_played_in_a_turn_and_never_ends_it(
    seed: int, players: int, mask: int
) -> None:
    """The rulebook lets a Freebie be played at any moment of your own turn: every Freebie in the
    hand of the duck on turn is offered; played, it leaves the same duck on turn (AUTO_END waits
    after a Freebie), and its event says "no use right now" exactly when no move of a kind it adds
    is open."""
    for state in whole_game(seed, players, mask):
        if state.phase is not Phase.TURN:
            continue
        held = {card for card in state.hands[state.turn] if CARDS[card].kind is Kind.FREEBIE}
        freebies = [action for action in state.legal_actions() if isinstance(action, Freebie)]
        assert {action.card for action in freebies} == held
        for action in freebies:
            twin = state.clone()
            events = twin.apply(action)
            grants = CARDS[action.card].grants
            kinds = set(SPENDS.values()) if ANY in grants else set(grants)
            assert twin.phase is Phase.TURN and twin.current_player == state.current_player
            usable = any(SPENDS.get(type(move)) in kinds for move in twin.legal_actions())
            assert ("It has no use right now" in events[0].text) is not usable


def action_pool() -> list[str]:
    """Every action text seen in a few random games, and some no game offers."""
    seen: dict[str, None] = dict.fromkeys(
        [
            "Jump for joy",
            "Play Drink",
            "Play Foul",
            "Foul Ana's Foul",
            "Foul Ana's Drink",
            "Wash the Foul off Drink",
            "Look at Zed's hand",
            "Move to the Attic",
            "Place Den at A1, doors N S",
            "Place Den at Z9, doors N S",
            "Play Music 3 with two Drinks",
            "Preen away Foul",
            "Done preening",
        ]
    )
    for seed, players in ((1, 2), (2, 3), (3, 5)):
        state = new_game(seed, players)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seen.update(dict.fromkeys(str(action) for action in legal))
            state.apply(rng.choice(legal))
    return list(seen)


POOL = action_pool()


@settings(max_examples=60, deadline=None)
@given(seeds, counts, stops, sensible, st.sampled_from(POOL))
def test_an_illegal_action_is_refused_by_a_rule_and_changes_nothing(
    seed: int, players: int, stop: int, mask: int, text: str
) -> None:
    state = random_game(seed, players, stop, mask)
    assume(text not in {str(action) for action in state.legal_actions()})
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(state.action_from_string(text))
    assert GAME.rule(err.value.rule).summary, err.value.rule
    assert snapshot(state) == before
    parsed = state.parse_action(text)
    if parsed is not None and not state.is_over:  # a readable move is refused by the rule forbidding it
        with pytest.raises(IllegalAction) as direct:
            state.apply(parsed)
        assert direct.value.rule == err.value.rule
        assert snapshot(state) == before


@settings(max_examples=40, deadline=None)
@given(seeds, counts, stops, sensible, st.booleans())
def test_a_save_and_a_clone_reproduce_everything(
    seed: int, players: int, stop: int, mask: int, gossip: bool
) -> None:
    state = random_game(seed, players, stop, mask, gossip)
    loaded = GAME.from_json(state.to_json())
    assert snapshot(loaded) == snapshot(state)
    assert loaded.legal_actions() == state.legal_actions()
    twin = state.clone()
    assert snapshot(twin) == snapshot(state)
    before = snapshot(state)
    play_on(twin, mask, random.Random(seed), 40)
    assert snapshot(state) == before
    again = state.clone()
    play_on(again, mask, random.Random(seed), 40)
    assert snapshot(again) == snapshot(twin)  # the same moves and cards from the same state


@settings(max_examples=20, deadline=None)
@given(seeds, counts, sensible)
def test_every_legal_action_has_its_own_text_that_reads_back(seed: int, players: int, mask: int) -> None:
    for state in whole_game(seed, players, mask):
        legal = state.legal_actions()
        assert len({str(action) for action in legal}) == len(legal)
        for action in legal:
            assert state.action_from_string(str(action)) == action
            assert action.describe()


@settings(max_examples=30, deadline=None)
@given(seeds, counts, sensible, st.integers(min_value=3, max_value=20))
def test_states_differing_only_in_hidden_cards_give_equal_views(
    seed: int, players: int, mask: int, every: int
) -> None:
    rng = random.Random(seed)
    for moves, state in enumerate(whole_game(seed, players, mask)):
        if moves % every == 0 or state.phase is Phase.PREEN or state.peeked is not None:
            for seat in [*range(players), None]:
                assert hide_differently(state, seat, rng).view(seat) == state.view(seat)
