"""The search bot (tabletop/core/search.py) for every game: blind to what its seat cannot see, never
touching the real state, bound by its budget, refusing a search that cannot run."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.core import RandomBot, SearchError, State, play_out
from tabletop.core.search import HouseBots, search, standing
from tests.core.toy_game import COIN
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
    result = search(state, seat, random.Random(1), iterations=30, playout=HouseBots, depth=DEPTH)
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


def test_a_won_game_credits_the_whole_team() -> None:
    partners = tabletop.get("partners")
    over = play_out(partners.new(NAMES, seed=3), [RandomBot()] * 4, random.Random(3))
    outcome = standing(over)
    assert sorted(seat for seat, won in enumerate(outcome) if won == 1.0) == sorted(over.winners())
    assert len(over.winners()) == 2 and sum(outcome) == 2.0


@pytest.mark.parametrize(("name", "count"), [("partners", 4), ("rowdy", 3), ("rowdy", 4), ("cowboy", 3)])
def test_a_cut_off_game_ranks_sides_against_sides_never_partners_against_each_other(
    name: str, count: int
) -> None:
    """Partners share their side's standing (a side ahead of the only other side counts as a win),
    and a seat order that only breaks ties (Super Cowboy's) does not rank seats that stand level."""
    game = tabletop.get(name)
    for seed in range(6):
        state = play_out(
            game.new(NAMES[:count], seed=seed), [RandomBot()] * count, random.Random(seed), moves=3
        )
        outcome = standing(state)
        teams = state.teams()
        for team in teams:
            assert len({outcome[seat] for seat in team}) == 1
        if len(teams) == 2:
            assert sorted({outcome[team[0]] for team in teams}) in ([0.5], [0.0, 1.0])
    if name == "cowboy":  # at the start all stand level, whatever their seats
        assert standing(game.new(NAMES[:count], seed=0)) == [0.5] * count


def test_a_tree_keeps_a_move_apart_by_who_made_it() -> None:
    """After "a", a coin gives the turn to either seat: their "x" are two moves, each credited
    to its own mover (keyed by text alone, the second seat's "x" was counted as the first's)."""
    state = COIN.new(["Ana", "Ben"], seed=1)
    tree = search(state, 0, random.Random(0), iterations=200).tree
    after = tree.children[0, "a"].children
    assert {(0, "x"), (1, "x"), (0, "y"), (1, "y")} <= set(after)
    for (mover, _), node in after.items():
        assert node.mover == mover and node.visits > 0
    # Seat 1 wants "y" (seat 0 wins on "x"): its own node says so; seat 0's says "x".
    assert after[1, "y"].wins / after[1, "y"].visits == 1.0 and after[1, "x"].wins == 0.0
    assert after[0, "x"].wins / after[0, "x"].visits == 1.0


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
