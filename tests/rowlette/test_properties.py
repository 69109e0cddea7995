"""Invariants that hold in every Rowlette game, checked over many random games (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.core import RandomBot, play_out
from tabletop.rowlette import Phase, RowletteState, SensibleBot, Status, Take
from tabletop.rowlette.data import EXPLOSION_AT, Special, Zero

GAME = tabletop.get("rowlette")

seeds = st.integers(min_value=0, max_value=2**31 - 1)
player_counts = st.integers(min_value=2, max_value=4)


def random_game(seed: int, players: int, stop_after: int | None = None) -> RowletteState:
    state: RowletteState = GAME.new([f"P{i}" for i in range(players)], seed=seed)
    return play_out(state, [RandomBot()] * players, random.Random(seed), moves=stop_after)


def cards_in_play(state: RowletteState) -> list[str]:
    """Every main-deck card, wherever it is: deck, market, lines, discard, and zeros left aside
    for the rest of the round because the deck ran out before they could go back."""
    cards = [*state.deck, *state.market, *state.discard, *state.aside]
    for line in state.lines:
        cards += [*line.numbers, *line.zeros, *(order for order, _ in line.orders)]
        cards += [Special.PLUS_LIMIT] * line.extra_limit
    return sorted(map(str, cards))


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, st.integers(min_value=0, max_value=80))
def test_no_card_is_ever_lost_or_duplicated(seed: int, players: int, moves: int) -> None:
    state = random_game(seed, players, stop_after=moves)
    assert cards_in_play(state) == sorted(map(str, state.cards))
    assert len(state.goal_deck) + len(state.offer) + sum(len(line.goals) for line in state.lines) == 24


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts, st.integers(min_value=0, max_value=80))
def test_lines_obey_their_limits_and_the_market_never_holds_a_zero(
    seed: int, players: int, moves: int
) -> None:
    state = random_game(seed, players, stop_after=moves)
    assert len(state.market) <= 3
    assert not any(isinstance(card, Zero) for card in state.market)
    for line in state.lines:
        assert len(line.numbers) <= line.limit
        assert (line.status is Status.EXPLODED) == (line.zero_points >= EXPLOSION_AT)
        # A line stops at its limit when its turn ends; a red card's goals are kept inside the turn,
        # so while they are offered (seed 840, 2 players, move 40) the full line still plays.
        if line.status is Status.PLAYING and state.phase is not Phase.KEEP:
            assert len(line.numbers) < line.limit


def test_a_line_that_fills_while_goals_are_offered_stops_once_one_is_kept() -> None:
    state = random_game(840, 2, stop_after=40)
    line = state.lines[state.active]
    assert state.phase is Phase.KEEP and line.status is Status.PLAYING
    assert len(line.numbers) == line.limit
    events = state.apply(state.legal_actions()[0])  # keep one of the goals
    assert any(event.kind == "auto-stop" for event in events)


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts)
def test_every_game_ends_after_its_rounds_with_sane_scores(seed: int, players: int) -> None:
    state = random_game(seed, players)
    assert state.is_over and state.legal_actions() == []
    assert len(state.results) == 3
    assert state.scores() == [sum(r[s].score for r in state.results) for s in range(players)]
    assert all(score >= 0 for score in state.scores())
    assert state.winners() and set(state.winners()) <= set(range(players))


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, st.integers(min_value=0, max_value=80))
def test_every_legal_action_reads_back_from_its_text_and_is_accepted(
    seed: int, players: int, moves: int
) -> None:
    state = random_game(seed, players, stop_after=moves)
    for action in state.legal_actions():
        assert state.action_from_string(str(action)) == action
        assert state.clone().apply(action) is not None


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, st.integers(min_value=0, max_value=80))
def test_a_clone_plays_on_exactly_like_the_original_and_leaves_it_alone(
    seed: int, players: int, moves: int
) -> None:
    state = random_game(seed, players, stop_after=moves)
    assume(not state.is_over)
    before = state.to_json()
    copy = state.clone()
    assert copy.view(None) == state.view(None)
    rng = random.Random(7)
    while not copy.is_over:
        legal = copy.legal_actions()
        copy.apply(legal[rng.randrange(len(legal))])
    assert state.to_json() == before
    assert state.view(None) != copy.view(None)


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, st.integers(min_value=0, max_value=80))
def test_a_save_loads_back_into_the_same_game(seed: int, players: int, moves: int) -> None:
    state = random_game(seed, players, stop_after=moves)
    loaded = GAME.from_json(state.to_json())
    for seat in [None, *range(players)]:
        assert loaded.view(seat) == state.view(seat)
    assert loaded.deck == state.deck and loaded.goal_deck == state.goal_deck
    assert loaded.chance == state.chance
    assert loaded.to_json() == state.to_json()


@settings(max_examples=40, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=60), st.integers(min_value=0, max_value=2**31))
def test_views_hide_only_the_deck_order_and_the_other_seats_goal_offer(
    seed: int, moves: int, shuffle: int
) -> None:
    state = random_game(seed, 3, stop_after=moves)
    other = state.clone()
    random.Random(shuffle).shuffle(other.deck)
    random.Random(shuffle).shuffle(other.goal_deck)
    for seat in range(3):
        assert other.view(seat) == state.view(seat)
    if state.offer:
        chooser = state.active
        assert state.view(chooser).offer == tuple(state.offer)
        for seat in set(range(3)) - {chooser}:
            assert state.view(seat).offer == ()
        assert state.view(None).offer == ()


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts)
def test_no_player_but_the_active_one_takes_two_zeros_in_one_turn(seed: int, players: int) -> None:
    state: RowletteState = GAME.new([f"P{i}" for i in range(players)], seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        mover = state.current_player
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        hits = [event.data["seat"] for event in events if event.kind == "zero"]
        assert all(hits.count(seat) <= 1 for seat in set(hits) - {mover})
        for event in events:
            if event.rule == "rowlette.one-zero-per-turn":
                assert event.text.endswith("already took a zero this turn: it is discarded.")


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts)
def test_once_per_player_no_one_takes_out_two_zeros_in_a_round_and_no_card_is_lost(
    seed: int, players: int
) -> None:
    state: RowletteState = GAME.new(
        [f"P{i}" for i in range(players)], seed=seed, remove_zero_use="once per player"
    )
    rng = random.Random(seed)
    removed: dict[tuple[int, int], int] = {}
    while not state.is_over:
        legal = state.legal_actions()
        round_ = state.round
        for event in state.apply(legal[rng.randrange(len(legal))]):
            if event.kind == "remove-zero" and "zero" in event.data:
                key = (round_, event.data["seat"])
                removed[key] = removed.get(key, 0) + 1
        if not state.is_over:
            assert cards_in_play(state) == sorted(map(str, state.cards))
    assert all(count == 1 for count in removed.values())


@settings(max_examples=30, deadline=None)
@given(seeds, player_counts, st.sampled_from(["each card", "once per player"]))
def test_a_views_removable_zero_is_the_zero_remove_0_then_takes_out(
    seed: int, players: int, use: str
) -> None:
    """The table tells a Remove 0's effect from the view: it must be what the engine then does."""
    state: RowletteState = GAME.new([f"P{i}" for i in range(players)], seed=seed, remove_zero_use=use)
    rng = random.Random(seed)
    removal = Take(Special.REMOVE_ZERO)
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        action = removal if removal in legal and rng.random() < 0.5 else rng.choice(legal)
        before = state.view(seat).lines[seat]
        events = state.apply(action)
        if action == removal:
            taken = [
                event.data["zero"] for event in events if event.kind == "remove-zero" and "zero" in event.data
            ]
            assert taken == ([] if before.removable_zero is None else [str(before.removable_zero)])


def test_when_the_deck_runs_out_no_card_is_lost_the_log_is_true_and_saves_reload() -> None:
    """Bots that never stop early empty the deck; the zeros it strands stay counted and stay aside."""
    pushers = [SensibleBot(stop_at=99, zero_caution=99)] * 4
    stranded = 0
    for seed in range(30):
        state: RowletteState = GAME.new([f"P{i}" for i in range(4)], seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            aside, round_ = list(state.aside), state.round
            seat = state.current_player
            events = state.apply(pushers[seat].choose(state.view(seat), state.legal_actions(), rng))
            kinds = [event.kind for event in events]
            stranded += kinds.count("zero-stays-aside")
            if "round" not in kinds and not state.is_over:
                assert state.aside[: len(aside)] == aside and state.round == round_  # they never return
                if "market-short" in kinds:
                    assert state.deck == []
            assert cards_in_play(state) == sorted(map(str, state.cards))
        loaded = GAME.from_json(state.to_json())
        assert loaded.to_json() == state.to_json() and loaded.view(None) == state.view(None)
    assert stranded >= 3  # seeds 8, 13, 14 and 21 strand zeros
