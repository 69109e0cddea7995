"""The coach (tabletop/core/coach.py): a hint's moves and reasons, a review's mistakes, both blind to
what the seat could not see, and both run in slices that come to the same answer as one run."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.core import RandomBot, SearchError, State, play_out
from tabletop.core.coach import NOTICEABLE, _Priced, advising, finish, reviewing
from tabletop.core.levels import HARD_DEPTH
from tabletop.core.search import HouseBots, Search, search
from tests.core.test_search import DEPTH, NAMES, midgame
from tests.core.toy_game import COIN, Say
from tests.test_all_games import HIDDEN

GAMES = tabletop.playable()


def advice(state: State, seed: int, iterations: int = 30) -> list[tuple[str, float, int, str]]:
    seat = state.current_player
    assert seat is not None
    found = finish(advising(state, seat, random.Random(seed), iterations=iterations))
    return [(str(a.action), a.win_chance, a.visits, a.reason) for a in found]


def test_a_search_run_in_slices_finds_what_one_run_finds() -> None:
    state = midgame("rowdy", 3)
    seat = state.current_player
    assert seat is not None
    whole = Search(state, seat, random.Random(5), playout=HouseBots, depth=DEPTH).run(24).result()
    sliced = Search(state, seat, random.Random(5), playout=HouseBots, depth=DEPTH)
    shares = list(sliced.running(24))
    assert len(shares) >= 3 and shares == sorted(shares) and shares[-1] == 1.0, "at most 10 a slice"
    assert sliced.iterations == whole.iterations == 24
    assert [(str(m.action), m.visits, m.wins) for m in sliced.result().moves] == [
        (str(m.action), m.visits, m.wins) for m in whole.moves
    ]


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_rates_the_seats_best_moves_with_the_games_reason_for_each(name: str) -> None:
    state = midgame(name, 4)
    seat = state.current_player
    assert seat is not None
    steps = list(advising(state, seat, random.Random(1), iterations=30))
    assert steps == sorted(steps) and steps[-1] == 1.0, "the progress climbs to the whole"
    found = advice(state, 1)
    legal = {str(action) for action in state.legal_actions()}
    assert 1 <= len(found) <= 3 and {text for text, *_ in found} <= legal
    assert len(found) == min(3, len(legal))
    assert [chance for _, chance, _, _ in found] == sorted((c for _, c, _, _ in found), reverse=True)
    result = search(state, seat, random.Random(1), iterations=30, playout=HouseBots, depth=HARD_DEPTH)
    searched = {str(move.action) for move in result.moves[: len(found)]}
    assert {text for text, *_ in found} == searched, "the moves the search looked at most"
    view = state.view(seat)
    for text, chance, _, reason in found:
        assert 0.0 <= chance <= 1.0
        assert reason == state.game.reason(view, state.action_from_string(text)) and reason


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_is_the_same_whatever_its_seat_cannot_see(name: str) -> None:
    for seed in range(2):
        state = midgame(name, seed)
        seat = state.current_player
        assert seat is not None
        other = state.clone()
        HIDDEN[name](other, seat, random.Random(f"other:{seed}"))
        assert advice(state, seed) == advice(other, seed), f"seed {seed}: the hint saw hidden things"


def test_a_forced_move_is_advised_without_a_search_and_a_finished_game_is_refused() -> None:
    game, rng = tabletop.get("rowdy"), random.Random(0)
    state, bots = game.new(NAMES, seed=2), [game.bot() for _ in NAMES]
    while len(state.legal_actions()) != 1:
        seat = state.current_player
        assert seat is not None, "a Rowdy game has a forced move (the last card of a hand)"
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    seat = state.current_player
    assert seat is not None
    work = advising(state, seat, random.Random(0))
    assert list(work) == [], "no search, so no progress to show"
    (only,) = finish(advising(state, seat, random.Random(0)))
    assert (only.action, only.win_chance, only.visits) == (state.legal_actions()[0], 1.0, 0)
    ended = play_out(state, bots, rng)
    with pytest.raises(SearchError, match="over"):
        finish(advising(ended, 0, random.Random(0)))


def coin_game_with_a_blunder() -> State:
    """A coin game in which the coin gave Ana the last word and she said "y", losing a sure win."""
    for seed in range(100):
        state = COIN.new(["Ana", "Ben"], seed=seed)
        state.apply(Say("a"))
        if state.current_player == 0:
            state.apply(Say("y"))
            return state
    raise AssertionError("no seed gave Ana the last word")


def test_a_review_names_the_move_that_threw_a_game_away_and_the_move_the_coach_preferred() -> None:
    state = coin_game_with_a_blunder()
    shares = list(reviewing(state, {0}, random.Random(2), iterations=40, pairs=8, recheck=8))
    assert shares == sorted(shares) and shares[-1] == 1.0
    (mistake,) = finish(reviewing(state, {0}, random.Random(2), iterations=40, pairs=8, recheck=8))
    assert (mistake.before, mistake.seat, str(mistake.played), str(mistake.preferred)) == (1, 0, "y", "x")
    assert (mistake.played_chance, mistake.preferred_chance, mistake.cost) == (0.0, 1.0, 1.0)
    assert finish(reviewing(state, {1}, random.Random(2))) == (), "Ben made no move"


@pytest.mark.parametrize("name", GAMES)
def test_a_review_names_at_most_three_costly_moves_of_the_seats_asked_costliest_first(name: str) -> None:
    game = tabletop.get(name)
    count = min(4, game.max_players)
    bots = [RandomBot(), *[game.bot() for _ in range(count - 1)]]  # seat 0 plays anyhow: mistakes
    state = play_out(game.new(NAMES[:count], seed=8), bots, random.Random(8), moves=40)
    found = finish(reviewing(state, {0}, random.Random(3), iterations=16, pairs=4, recheck=8))
    assert len(found) <= 3
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    replay = game.new(state.players, state.seed, **state.options)
    at = {}
    for before, action in enumerate(state.history):
        at[before] = replay.clone()
        replay.apply(action)
    for mistake in found:
        position = at[mistake.before]
        assert mistake.seat == 0 == position.current_player
        assert str(mistake.played) == str(state.history[mistake.before])
        assert str(mistake.preferred) in {str(a) for a in position.legal_actions()} - {str(mistake.played)}
        assert mistake.cost >= NOTICEABLE


@pytest.mark.parametrize(
    ("played", "preferred", "telling"),
    [
        ([0.0] * 16, [1.0] * 16, True),  # every pair says so
        ([0.0] * 15 + [1.0], [1.0] * 15 + [1.0], True),
        ([0.0] * 16, [0.0] * 15 + [1.0], False),  # one pair in 16: luck, 6% though it looks
        ([0.0, 1.0] * 8, [1.0, 0.0] * 8, False),  # as often worse as better
        ([0.5] * 96, [0.54] * 96, False),  # sure, but too little to call a mistake
    ],
)
def test_a_review_calls_a_cost_a_mistake_only_when_the_playouts_can_tell_it_from_luck(
    played: list[float], preferred: list[float], telling: bool
) -> None:
    candidate = _Priced(0, midgame("rowlette", 1), "x", "y", played, preferred)
    assert candidate.telling() is telling
