"""Invariants that hold in every Partners game, over many seeded games of random and Sensible bots."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tabletop.core import IllegalAction, RandomBot
from tabletop.partners import Give, GiveUp, Move, PartnersState, Phase, PlaySeven, SensibleBot, Step, Switch
from tabletop.partners.data import CIRCLE, DECK, HOUSE, STARTS, STEPS, TRACK, Kind
from tabletop.partners.track import controlled, count_ends, field_name

from . import model
from .staging import GAME, NAMES, snapshot

seeds = st.integers(min_value=0, max_value=2**31 - 1)
#: Where to stop a game: anywhere from the first deal to past the end of many games.
stops = st.integers(min_value=0, max_value=1500)
#: Which seats the Sensible bot plays (a bit per seat); the others play at random.
sensible = st.integers(min_value=0, max_value=15)

kinds = st.sampled_from(list(Kind))
pieces = st.integers(min_value=0, max_value=15)
fields = st.integers(min_value=CIRCLE, max_value=HOUSE + 3)
#: Any action a player could write, legal or not: what the illegal-move check draws from.
any_action = st.one_of(
    st.builds(Give, kinds),
    st.just(GiveUp()),
    st.just(PlaySeven()),
    st.builds(Move, kinds, pieces, fields),
    st.builds(Step, pieces, st.integers(min_value=0, max_value=15), fields),
    st.builds(lambda a, b: Switch(min(a, b), max(a, b)), pieces, pieces),
)


def bots(mask: int) -> list[Any]:
    return [SensibleBot() if mask >> seat & 1 else RandomBot() for seat in range(4)]


def play_on(state: PartnersState, mask: int, rng: random.Random, moves: int | None = None) -> PartnersState:
    """Like ``play_out`` with these bots, but a random seat skips building a view it would not read."""
    sensible = SensibleBot()
    left = -1 if moves is None else moves
    while left != 0 and (seat := state.current_player) is not None:
        legal = state.legal_actions()
        if mask >> seat & 1:
            state.apply(sensible.choose(state.view(seat), legal, rng))
        else:
            state.apply(legal[rng.randrange(len(legal))])
        left -= 1
    return state


def random_game(seed: int, stop: int | None, mask: int = 0) -> PartnersState:
    return play_on(GAME.new(list(NAMES), seed=seed), mask, random.Random(seed), stop)


def every_card(state: PartnersState) -> Counter[Kind]:
    cards = Counter(state.deck) + Counter(state.used)
    for hand in state.hands:
        cards.update(hand)
    cards.update(card for card in state.giving if card is not None)
    return cards


def whole_game(seed: int, mask: int) -> Iterator[PartnersState]:
    """The state after every move of one game, from the first deal to the win."""
    state: PartnersState = GAME.new(list(NAMES), seed=seed)
    rng = random.Random(seed)
    yield state
    while not state.is_over:
        play_on(state, mask, rng, 1)
        yield state


def check_pieces(state: PartnersState) -> None:
    assert len(state.pos) == 16
    for piece, place in enumerate(state.pos):
        assert place == CIRCLE or 0 <= place < TRACK or HOUSE <= place < HOUSE + 4
        assert not state.fresh[piece] or place == 15 * (piece // 4)  # only a piece just out is fresh
    on_track = Counter(place for place in state.pos if 0 <= place < TRACK)
    for field, count in on_track.items():
        colours = {piece // 4 for piece, place in enumerate(state.pos) if place == field}
        assert len(colours) == 1 and count <= 2, f"field {field} holds {count} pieces of {colours}"
    houses = [(piece // 4, place) for piece, place in enumerate(state.pos) if place >= HOUSE]
    assert len(houses) == len(set(houses))


@settings(max_examples=12, deadline=None)
@given(seeds, sensible)
def test_sixteen_pieces_each_in_a_circle_on_the_track_or_in_a_house_never_crowded(
    seed: int, mask: int
) -> None:
    for state in whole_game(seed, mask):
        check_pieces(state)


@settings(max_examples=12, deadline=None)
@given(seeds, sensible)
def test_all_52_cards_are_always_in_a_hand_set_aside_in_the_deck_or_used(seed: int, mask: int) -> None:
    for state in whole_game(seed, mask):
        assert every_card(state) == Counter(DECK)
        assert len(state.deck) == 52 - 16 * state.deal  # each dealer's deck starts from all 52
        assert state.view(None).hand_sizes == tuple(map(len, state.hands))


@settings(max_examples=12, deadline=None)
@given(seeds, sensible)
def test_every_game_ends_with_one_team_all_home(seed: int, mask: int) -> None:
    state = random_game(seed, None, mask)
    assert state.is_over and state.legal_actions() == []
    team = state.view(None).winner
    assert team is not None and state.winners() == [team, team + 2]
    assert all(
        state.pos[piece] >= HOUSE for seat in (team, team + 2) for piece in range(seat * 4, seat * 4 + 4)
    )
    assert state.scores()[team] == 8 > state.scores()[1 - team]


@settings(max_examples=40, deadline=None)
@given(seeds, stops, sensible, any_action)
def test_an_illegal_action_is_refused_by_a_rule_and_changes_nothing(
    seed: int, stop: int, mask: int, action: Any
) -> None:
    state = random_game(seed, stop, mask)
    assume(action not in state.legal_actions())
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert GAME.rule(err.value.rule).summary, err.value.rule
    assert snapshot(state) == before


@settings(max_examples=60, deadline=None)
@given(seeds, stops, sensible, st.integers(min_value=0), fields)
def test_a_refused_forward_move_names_what_is_in_the_way_or_where_the_count_leads(
    seed: int, stop: int, mask: int, pick: int, to: int
) -> None:
    """Asked for a field the count reaches, the refusal names the piece, block or house field in the
    way; asked for a track field the count does not reach, it says where the count does lead."""
    state = random_game(seed, stop, mask)
    assume(state.phase is Phase.PLAY and (seat := state.current_player) is not None)
    cards = sorted(card for card in set(state.hands[seat]) if STEPS[card])
    movers = [piece for piece in controlled(state.pos, seat) if state.pos[piece] != CIRCLE]
    assume(cards and movers)
    card, piece = cards[pick % len(cards)], movers[pick // 16 % len(movers)]
    move = Move(card, piece, to)
    assume(move not in state.legal_actions() and not (card in STARTS and to == piece // 4 * 15))
    counted = {end for steps in STEPS[card] for end in count_ends(state.pos, state.fresh, piece, steps)}
    with pytest.raises(IllegalAction) as err:
        state.apply(move)
    if to in counted:
        assert err.value.rule in ("partners.block", "partners.pair", "partners.house"), err.value.message
        assert " counts " not in err.value.message
    elif 0 <= to < TRACK and err.value.rule == "partners.track":
        # where the count leads, then (after ";") any field it leads to that it may not stop on
        said, _, barred = err.value.message.partition("; it cannot stop on ")
        assert said.endswith(f"not to {field_name(to, piece // 4)}" + ("" if barred else "."))


@settings(max_examples=30, deadline=None)
@given(seeds, stops, sensible, st.integers(min_value=0), st.lists(fields, min_size=1, max_size=4))
def test_a_legal_move_aimed_at_the_wrong_field_is_refused(
    seed: int, stop: int, mask: int, pick: int, targets: list[int]
) -> None:
    state = random_game(seed, stop, mask)
    rng = random.Random(seed)
    while not (aimed := [a for a in state.legal_actions() if isinstance(a, Move | Step)]):
        assume(not state.is_over)
        state.apply(rng.choice(state.legal_actions()))
    legal = state.legal_actions()
    action = aimed[pick % len(aimed)]
    before = snapshot(state)
    for to in targets:
        if isinstance(action, Move):
            wrong: Move | Step = Move(action.card, action.piece, to)
        else:
            wrong = Step(action.piece, action.steps, to)
        if wrong in legal:
            continue
        with pytest.raises(IllegalAction) as err:
            state.apply(wrong)
        assert GAME.rule(err.value.rule).summary, err.value.rule
    assert snapshot(state) == before


@settings(max_examples=8, deadline=None)
@given(seeds, sensible)
def test_every_legal_action_has_its_own_text_that_reads_back(seed: int, mask: int) -> None:
    for state in whole_game(seed, mask):
        legal = state.legal_actions()
        assert len({str(action) for action in legal}) == len(legal)
        for action in legal:
            assert state.action_from_string(str(action)) == action
            assert action.describe()


@settings(max_examples=30, deadline=None)
@given(seeds, stops, sensible)
def test_a_save_and_a_clone_reproduce_everything(seed: int, stop: int, mask: int) -> None:
    state = random_game(seed, stop, mask)
    assert snapshot(GAME.from_json(state.to_json())) == snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == snapshot(state)
    before = snapshot(state)
    play_on(twin, mask, random.Random(seed), 30)
    assert snapshot(state) == before
    again = state.clone()
    play_on(again, mask, random.Random(seed), 30)
    assert snapshot(again) == snapshot(twin)  # the same moves and deals from the same state


def hide_differently(state: PartnersState, seat: int, rng: random.Random) -> PartnersState:
    """A twin that differs only in what ``seat`` cannot see: the other hands, the deck's order,
    the cards the others set aside, and which cards the opponents passed and got."""
    twin = state.clone()
    slots: list[tuple[list[Any], int]] = [(twin.deck, i) for i in range(len(twin.deck))]
    for other in range(4):
        if other != seat:
            slots += [(twin.hands[other], i) for i in range(len(twin.hands[other]))]
            if twin.giving[other] is not None:
                slots.append((twin.giving, other))
    cards = [where[i] for where, i in slots]
    rng.shuffle(cards)
    for (where, i), card in zip(slots, cards):
        where[i] = card
    for opponent in ((seat + 1) % 4, (seat + 3) % 4):
        for passed in (twin.gave, twin.received):
            if passed[opponent] is not None:
                passed[opponent] = rng.choice(list(Kind))
    return twin


@settings(max_examples=15, deadline=None)
@given(seeds, sensible, st.integers(min_value=5, max_value=40))
def test_states_differing_only_in_hidden_cards_give_equal_views(seed: int, mask: int, every: int) -> None:
    rng = random.Random(seed)
    for moves, state in enumerate(whole_game(seed, mask)):
        if moves % every == 0:
            for seat in range(4):
                twin = hide_differently(state, seat, rng)
                assert twin.view(seat) == state.view(seat)
                assert twin.view(None) == state.view(None)


def test_a_view_shows_only_its_own_hand_and_a_spectator_none() -> None:
    state = random_game(7, 3)
    assert state.phase is Phase.SWAP
    for seat in range(4):
        view = state.view(seat)
        assert sorted(view.hand) == sorted(state.hands[seat]) and view.hand_sizes == tuple(
            map(len, state.hands)
        )
        assert view.giving == state.giving[seat]
    spectator = state.view(None)
    assert spectator.hand == () and spectator.giving is None and spectator.received is None


@settings(max_examples=12, deadline=None)
@given(seeds, sensible)
def test_the_engine_offers_exactly_the_moves_a_field_by_field_count_finds(seed: int, mask: int) -> None:
    """Every position of a whole game: the legal moves and where the pieces end up agree with
    ``model``, which walks the board one field at a time."""
    state: PartnersState = GAME.new(list(NAMES), seed=seed)
    players, rng = bots(mask), random.Random(seed)
    while (seat := state.current_player) is not None:
        board = (tuple(state.pos), tuple(state.fresh))
        legal = state.legal_actions()
        if state.phase is Phase.PLAY:
            assert set(legal) == (model.plays(board, seat, state.hands[seat]) or {GiveUp()})
        elif state.phase is Phase.SEVEN:
            assert set(legal) == model.seven_steps(board, seat, state.seven_left, state.seven_moved)
        else:
            assert set(legal) == {Give(card) for card in state.hands[seat]}
        assert len(set(legal)) == len(legal)
        action = players[seat].choose(state.view(seat), legal, rng)
        state.apply(action)
        if isinstance(action, Move | Step):
            expected = model.land(board, action.piece, action.to, came_out=board[0][action.piece] == CIRCLE)
        elif isinstance(action, Switch):
            pos, fresh = list(board[0]), list(board[1])
            pos[action.first], pos[action.second] = pos[action.second], pos[action.first]
            fresh[action.first] = fresh[action.second] = False
            expected = (tuple(pos), tuple(fresh))
        else:
            expected = board
        assert (tuple(state.pos), tuple(state.fresh)) == expected, str(action)
    model.seven_can_finish.cache_clear()
