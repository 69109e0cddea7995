"""The levels (tabletop/core/levels.py): Easy slips from the house bot's move as often as it says,
Hard searches only what its seat may see, makes a forced move at once, and refuses a finished game."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

import pytest

import tabletop
from tabletop.core import RandomBot, SearchError, play_out
from tabletop.core.levels import LEVELS, MARGIN, NORMAL, RANDOM, SLIPS, EasyBot, SearchBot, overrule, seat_bot
from tabletop.core.search import MoveStats, Node, Search, SearchResult
from tests.test_all_games import HIDDEN, internals

NAMES = ["Ana", "Ben", "Cy", "Dee"]


class First:
    """A house bot that always makes the first legal move, so a slip is easy to see."""

    name = "First"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[0]


def test_easy_makes_the_house_bots_move_but_for_its_share_of_slips() -> None:
    easy, rng = EasyBot(First()), random.Random(0)
    legal = list(range(10))
    picks = [easy.choose(None, legal, rng) for _ in range(4000)]
    off = sum(pick != 0 for pick in picks) / len(picks)
    # A slip is any legal move, the house bot's own one time in ten: off = SLIPS * 0.9
    assert abs(off - SLIPS * 0.9) < 0.03
    assert EasyBot(First(), slips=0.0).choose(None, legal, rng) == 0


@pytest.mark.parametrize("name", ["rowdy", "partyfowl"])
def test_hard_decides_alike_whatever_its_seat_cannot_see(name: str) -> None:
    game = tabletop.get(name)
    state = play_out(game.new(NAMES, seed=2), [RandomBot()] * 4, random.Random(2), moves=9)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    other = state.clone()
    HIDDEN[name](other, seat, random.Random(5))
    assert internals(other) != internals(state)
    hard = SearchBot(iterations=20, depth=20)
    assert str(hard.choose_in(state, random.Random(1))) == str(hard.choose_in(other, random.Random(1)))


def test_hard_makes_a_forced_move_without_searching_and_refuses_a_finished_game() -> None:
    state = tabletop.get("partners").new(NAMES, seed=1)
    forced = play_out(state, [RandomBot()] * 4, random.Random(1), moves=4)
    while len(forced.legal_actions()) != 1:
        forced.apply(forced.legal_actions()[0])
    rng = random.Random(0)
    before = rng.getstate()
    assert SearchBot(iterations=10**9).choose_in(forced, rng) == forced.legal_actions()[0]
    assert rng.getstate() == before  # not a draw was made: no search ran
    over = play_out(forced.clone(), [RandomBot()] * 4, random.Random(0))
    with pytest.raises(SearchError, match="Nothing to search: The game is over"):
        SearchBot().choose_in(over, rng)


@pytest.mark.parametrize("given", [{}, {"iterations": 7}, {"seconds": 0.05}])
def test_hard_searches_its_games_own_budget_unless_given_one(
    given: dict[str, float], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = dataclasses.replace(tabletop.get("rowlette"), hard_iterations=5)
    state = game.new(NAMES, seed=3)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    budgets: list[tuple[int | None, float | None]] = []
    running = Search.running

    def spy(search: Search, iterations: int | None, seconds: float | None = None) -> Any:
        budgets.append((iterations, seconds))
        return running(search, iterations, seconds)

    monkeypatch.setattr(Search, "running", spy)
    SearchBot(**given).choose_in(state, random.Random(0))  # type: ignore[arg-type]
    assert budgets == [(given.get("iterations", None if given else 5), given.get("seconds"))]


def test_every_game_sets_its_own_hard_budget() -> None:
    budgets = {name: tabletop.get(name).hard_iterations for name in tabletop.playable()}
    assert all(iterations > 0 for iterations in budgets.values())
    assert len(set(budgets.values())) > 1  # set per game, not left at the protocol's default


def test_every_seat_kind_gets_its_own_bot_and_an_unknown_one_is_refused() -> None:
    game = tabletop.get("rowlette")
    made = {kind: seat_bot(game, kind) for kind in (*LEVELS, RANDOM)}
    assert isinstance(made["Easy"], EasyBot) and type(made["Easy"].house) is type(game.bot())
    assert type(made[NORMAL]) is type(game.bot())
    assert isinstance(made["Hard"], SearchBot) and isinstance(made[RANDOM], RandomBot)
    assert made["Easy"] is not seat_bot(game, "Easy"), "a fresh bot each time: bots may keep plans"
    with pytest.raises(ValueError, match="Sensible"):
        seat_bot(game, "Sensible")


def stats(*moves: tuple[str, int, float]) -> SearchResult:
    found = tuple(MoveStats(action, visits, wins) for action, visits, wins in moves)
    return SearchResult(found, sum(visits for _, visits, _ in moves), 0.0, Node(mover=0))


@pytest.mark.parametrize(
    ("house", "chosen"),
    [
        ("b", "a"),  # the search's best came out ahead 70% against 50%: it overrules
        ("c", "c"),  # 70% against 65%: within the margin, the house bot's move stands
        ("a", "a"),  # the same move
    ],
)
def test_hard_plays_the_searchs_best_only_where_it_beats_the_house_bots_move_by_the_margin(
    house: str, chosen: str
) -> None:
    result = stats(("a", 10, 7.0), ("b", 6, 3.0), ("c", 4, 2.6))
    assert overrule(house, result, MARGIN) == chosen


def test_hard_asks_its_seats_house_bot_at_every_decision() -> None:
    """Super Cowboy's house bot keeps a plan from move to move: Hard keeps one bot per seat, asked
    every time, so the plan it falls back on is the one the house bot would have."""
    state = tabletop.get("cowboy").new(NAMES[:2], seed=3)
    hard, asked = SearchBot(iterations=4), []

    class Counting:
        name = "Counting"

        def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
            asked.append(view)
            return legal[0]

    hard.houses[0] = Counting()
    rng, decisions = random.Random(1), 0
    for _ in range(6):
        seat = state.current_player
        if seat == 0:
            decisions += 1
            action = hard.choose_in(state, rng)
        else:
            action = state.game.bot().choose(state.view(seat), state.legal_actions(), rng)
        state.apply(action)
    assert decisions >= 2 and len(asked) == decisions, "asked at every decision, forced ones too"
    assert set(hard.houses) == {0}
