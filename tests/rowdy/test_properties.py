"""Invariants that hold in every Rowdy Partners game, over many seeded random games (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core import IllegalAction, RandomBot, play_out
from tabletop.rowdy import Phase, RowdyState, actions
from tabletop.rowdy.data import CHEATS, DECK, SKULL, SUPPLY, Card, Suit, Token
from tabletop.rowdy.rules import uncovered

from .staging import GAME

seeds = st.integers(min_value=0, max_value=2**31 - 1)
player_counts = st.integers(min_value=2, max_value=4)
moves = st.integers(min_value=0, max_value=160)

#: Every action a player could type, legal or not: what illegal-move checks draw from.
EVERY_ACTION: list[Any] = [
    *actions.PLAY.values(),
    *actions.TAG.values(),
    actions.COIN_UP,
    actions.COIN_DOWN,
    actions.ADD_DAMAGE,
    *actions.REVEAL.values(),
    actions.DONE,
    *actions.DECLARE.values(),
    *actions.KEEP.values(),
    *(actions.use(signature) for signature in actions.Signature),
    actions.use(actions.Signature.MERCY_AND_DAMNATION, "+2"),
    actions.use(actions.Signature.SUIT_SHIFT, "Stars"),
]


def random_game(seed: int, players: int, stop_after: int | None = None) -> RowdyState:
    state: RowdyState = GAME.new([f"P{i}" for i in range(players)], seed=seed)
    return play_out(state, [RandomBot()] * players, random.Random(seed), moves=stop_after)


def every_card(state: RowdyState) -> list[str]:
    cards = [*state.burn, *state.discard, *(p.card for p in state.board if p is not None)]
    cards += [card for hand in state.hands for card in hand]
    cards += [card for diamond in state.diamonds for card in diamond if card is not None]
    return sorted(card.label for card in cards)


def snapshot(state: RowdyState) -> tuple[Any, ...]:
    """Everything a state holds, hidden parts included, as comparable values."""
    return (
        tuple(state.view(seat) for seat in range(len(state.players))),
        tuple(map(tuple, state.hands)),
        tuple(map(tuple, state.diamonds)),
        tuple(state.burn),
        tuple(state.cheat_pool),
        tuple(map(tuple, state.cheats)),
        tuple(state.looking),
        state.to_json(),
    )


@settings(max_examples=80, deadline=None)
@given(seeds, player_counts, moves)
def test_the_36_cards_are_always_all_accounted_for(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    assert every_card(state) == sorted(card.label for card in DECK)


@settings(max_examples=80, deadline=None)
@given(seeds, player_counts, moves)
def test_tokens_and_cheats_are_conserved(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    held = {Token.COIN: state.coins, Token.DAMAGE: state.damage_tokens, Token.TAG: state.tags}
    for token, count in SUPPLY.items():
        assert state.supply[token] + sum(held[token]) + state.spent[token] == count
    cheats = [*state.cheat_pool, *state.cheats_spent, *state.spent_cheats, *state.looking]
    cheats += [cheat for mine in state.cheats for cheat in mine]
    assert sorted(cheats) == sorted(cheat for cheat, count in CHEATS.items() for _ in range(count))


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts)
def test_health_never_leaves_its_track_and_a_pin_ends_the_game(seed: int, players: int) -> None:
    state = random_game(seed, players)
    assert all(SKULL <= health <= top for health, top in zip(state.health, state.max_health))
    assert state.is_over and state.legal_actions() == []
    assert [health for health in state.health if health == SKULL] and state.loser is not None
    assert set(state.winners()) == set(state.sides[1 - state.loser])


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts)
def test_a_signature_token_is_used_at_most_once_per_trick(seed: int, players: int) -> None:
    """A used signature lies on the Play Board until the trick is cleared, so no icon passed meanwhile
    can hand the same token back for a second use in that trick."""
    state: RowdyState = GAME.new([f"P{i}" for i in range(players)], seed=seed)
    bot, rng = RandomBot(), random.Random(seed)
    used: set[tuple[int, int, int]] = set()
    while (seat := state.current_player) is not None:
        action = bot.choose(state.view(seat), state.legal_actions(), rng)
        when = (state.round, state.trick, seat)
        if isinstance(action, actions.UseSignature) or action == actions.TAG[actions.TagWith.HIGH_FLYER]:
            assert when not in used
            used.add(when)
        state.apply(action)
        assert not any(ready and out for ready, out in zip(state.signatures, state.signature_on_board))


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, moves, st.integers(min_value=0, max_value=len(EVERY_ACTION) - 1))
def test_an_illegal_action_is_refused_and_changes_nothing(
    seed: int, players: int, stop: int, pick: int
) -> None:
    state = random_game(seed, players, stop)
    legal = state.legal_actions()
    action = next(a for a in EVERY_ACTION[pick:] + EVERY_ACTION[:pick] if a not in legal)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.rule and GAME.rule(err.value.rule).summary
    assert snapshot(state) == before


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, moves)
def test_every_legal_action_has_a_unique_text_that_reads_back(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    legal = state.legal_actions()
    assert len({str(action) for action in legal}) == len(legal)
    for action in legal:
        assert state.action_from_string(str(action)) == action
        assert action.describe()


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, moves)
def test_to_json_round_trips_exactly(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    assert snapshot(GAME.from_json(state.to_json())) == snapshot(state)


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, moves)
def test_a_clone_is_equal_and_independent(seed: int, players: int, stop: int) -> None:
    state = random_game(seed, players, stop)
    twin = state.clone()
    assert snapshot(twin) == snapshot(state)
    before = snapshot(state)
    play_out(twin, [RandomBot()] * players, random.Random(seed), moves=12)
    assert snapshot(state) == before


def hide_differently(state: RowdyState, seat: int, rng: random.Random) -> RowdyState:
    """A twin that differs only in what ``seat`` cannot see: others' hands, the burn pile,
    face-down diamond cards, others' cheats and the cheat pool's order."""
    twin = state.clone()
    hidden: list[tuple[list[Any], int]] = [(twin.burn, i) for i in range(len(twin.burn))]
    for other, hand in enumerate(twin.hands):
        if other != seat:
            hidden += [(hand, i) for i in range(len(hand))]
    playing = twin.phase in (Phase.STAGE, Phase.DECLARE) and twin.diamond_spot is not None
    staged = twin.board[twin.slot] if playing else None
    for owner, diamond in enumerate(twin.diamonds):
        covering = list(diamond)
        if staged is not None and staged.seat == owner:
            # A diamond card still being played covers what it will uncover until it is turned up.
            covering[twin.diamond_spot] = staged.card  # type: ignore[index]
        shown = set(uncovered(covering))
        hidden += [(diamond, i) for i, card in enumerate(diamond) if card is not None and i not in shown]
    cards = [where[i] for where, i in hidden]
    rng.shuffle(cards)
    for (where, i), card in zip(hidden, cards):
        where[i] = card
    pool: list[tuple[list[Any], int]] = [(twin.cheat_pool, i) for i in range(len(twin.cheat_pool))]
    for other, mine in enumerate(twin.cheats):
        if other != seat:
            pool += [(mine, i) for i in range(len(mine))]
    cheats = [where[i] for where, i in pool]
    rng.shuffle(cheats)
    for (where, i), cheat in zip(pool, cheats):
        where[i] = cheat
    return twin


@settings(max_examples=80, deadline=None)
@given(seeds, player_counts, moves, st.integers(min_value=0, max_value=3))
def test_states_differing_only_in_hidden_cards_give_equal_views(
    seed: int, players: int, stop: int, seat: int
) -> None:
    state = random_game(seed, players, stop)
    seat %= players
    twin = hide_differently(state, seat, random.Random(seed))
    assert twin.view(seat) == state.view(seat)
    assert twin.view(None) == state.view(None)


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(min_value=2, max_value=3), moves)
def test_a_player_may_play_only_cards_their_own_view_shows_face_up(
    seed: int, players: int, stop: int
) -> None:
    """Following suit and choosing a card use the hand and the diamond cards face up at that moment."""
    state = random_game(seed, players, stop)
    seat = state.current_player
    if seat is None:
        return
    view = state.view(seat)
    seen = {*view.hand, *(card for card in view.diamonds[seat] if isinstance(card, Card))}
    assert {action.card for action in state.legal_actions() if isinstance(action, actions.Play)} <= seen


def test_a_view_never_shows_another_hand() -> None:
    state = random_game(4, 4, 10)
    view = state.view(2)
    assert view.hand == tuple(state.hands[2]) and view.hand_sizes == tuple(map(len, state.hands))
    assert state.view(None).hand == () and state.view(None).my_cheats == ()


def test_a_declared_suit_is_one_of_the_four() -> None:
    assert [str(a) for a in actions.DECLARE.values()] == [f"Declare {suit}" for suit in Suit]
