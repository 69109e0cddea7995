"""The search bot (tabletop/core/search.py) for every game: blind to what its seat cannot see, never
touching the real state, bound by its budget, refusing a search that cannot run."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.core import RandomBot, SearchError, State, play_out
from tabletop.core.search import bot_rollout, search, standing
from tests.test_all_games import HIDDEN, internals

GAMES = tabletop.playable()
NAMES = ["Ana", "Ben", "Cy", "Dee"]
#: Playouts are cut off after this many moves (and judged by the standings) to keep the tests quick.
DEPTH = 60


def midgame(name: str, seed: int, moves: int = 12) -> State:
    """A 4-player game (Rowlette's and every other's top count or 4) some random moves in."""
    game = tabletop.get(name)
    count = min(4, game.max_players)
    return play_out(
        game.new(NAMES[:count], seed=seed), [RandomBot()] * count, random.Random(seed), moves=moves
    )


def found(name: str, state: State, rng: random.Random, **budget: int) -> list[tuple[str, int, float]]:
    seat = state.current_player
    assert seat is not None
    result = search(state, seat, rng, **budget)
    return [(str(move.action), move.visits, move.wins) for move in result.moves]


@pytest.mark.parametrize("name", GAMES)
def test_the_search_decides_alike_in_states_that_differ_only_in_what_its_seat_cannot_see(name: str) -> None:
    changed = 0
    for seed in range(3):
        state = midgame(name, seed)
        seat = state.current_player
        assert seat is not None
        other = state.clone()
        HIDDEN[name](other, seat, random.Random(f"other:{seed}"))
        assert other.view(seat) == state.view(seat)
        changed += internals(other) != internals(state)
        one = found(name, state, random.Random(seed), iterations=40, depth=DEPTH)
        two = found(name, other, random.Random(seed), iterations=40, depth=DEPTH)
        assert one == two, f"seed {seed}: the search saw what seat {seat} cannot"
    assert changed, f"the hidden reshuffles of {name} changed nothing: the test tells nothing"


@pytest.mark.parametrize("name", GAMES)
def test_the_search_leaves_the_real_state_alone_and_rates_every_legal_move(name: str) -> None:
    state = midgame(name, 7)
    before = internals(state)
    seat = state.current_player
    assert seat is not None
    result = search(state, seat, random.Random(1), iterations=30, rollout=bot_rollout, depth=DEPTH)
    assert internals(state) == before
    assert sorted(map(str, (move.action for move in result.moves))) == sorted(map(str, state.legal_actions()))
    assert result.iterations == 30
    assert sum(move.visits for move in result.moves) == 30  # every iteration adds or walks one root move
    assert all(0.0 <= move.win_chance <= 1.0 for move in result.moves)
    assert result.best == result.moves[0].action
    visits = [move.visits for move in result.moves]
    assert visits == sorted(visits, reverse=True)


def test_a_time_budget_still_runs_one_iteration_however_short() -> None:
    state = midgame("rowlette", 2)
    seat = state.current_player
    assert seat is not None
    assert search(state, seat, random.Random(0), seconds=1e-9).iterations == 1


def test_a_won_game_credits_the_whole_team_and_a_cut_off_one_ranks_the_seats() -> None:
    partners = tabletop.get("partners")
    over = play_out(partners.new(NAMES, seed=3), [RandomBot()] * 4, random.Random(3))
    outcome = standing(over)
    assert sorted(seat for seat, won in enumerate(outcome) if won == 1.0) == sorted(over.winners())
    assert len(over.winners()) == 2 and sum(outcome) == 2.0
    rowlette = midgame("rowlette", 4, moves=30)
    now = standing(rowlette)
    keys = [rowlette.rank_key(seat) for seat in range(4)]
    best = max(range(4), key=lambda seat: keys[seat])
    assert all(0.0 <= value <= 1.0 for value in now) and now[best] == max(now)


@pytest.mark.parametrize(
    ("budget", "words"),
    [
        ({}, "needs a budget"),
        ({"iterations": 0}, "iterations must be more than zero"),
        ({"iterations": -3}, "iterations must be more than zero"),
        ({"seconds": 0.0}, "seconds must be more than zero"),
        ({"seconds": -1.0}, "seconds must be more than zero"),
        ({"iterations": True}, "iterations must be more than zero"),
        ({"iterations": 5, "depth": 0}, "depth must be more than zero"),
    ],
)
def test_a_search_without_a_budget_worth_the_name_is_refused(budget: dict[str, object], words: str) -> None:
    state = midgame("rowlette", 1)
    seat = state.current_player
    assert seat is not None
    with pytest.raises(SearchError, match=words):
        search(state, seat, random.Random(0), **budget)  # type: ignore[arg-type]


def test_a_search_for_a_seat_not_to_move_or_in_a_finished_game_is_refused() -> None:
    state = midgame("rowlette", 1)
    seat = state.current_player
    assert seat is not None
    with pytest.raises(SearchError, match="is not to move: it is .*'s turn"):
        search(state, (seat + 1) % 4, random.Random(0), iterations=5)
    over = play_out(state.clone(), [RandomBot()] * 4, random.Random(0))
    with pytest.raises(SearchError, match="Nothing to search: The game is over"):
        search(over, 0, random.Random(0), iterations=5)
