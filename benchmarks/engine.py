"""Engine speed on one core: random playouts, whole games, clones, bot decisions, for each game."""

from __future__ import annotations

import random
import statistics
import time
import tracemalloc
from collections.abc import Callable, Mapping
from typing import Any

import tabletop
from tabletop.core import RandomBot, play_out

PLAYERS = ["Ana", "Ben", "Cy", "Dee"]
#: The games measured (4 players each) and how many random moves make a "mid-game" state (a random
#: Super Cowboy game runs to its 60-round limit, about 480 moves; a random Party Fowl game about 275).
GAMES = {"rowlette": 25, "rowdy": 60, "partners": 300, "cowboy": 240, "partyfowl": 120}


def rate(work: Callable[[], int], seconds: float = 1.0, repeats: int = 5) -> float:
    """Median over ``repeats`` runs of units per second of this process's CPU time; ``work`` does
    some units and says how many. CPU time, not the clock: on this shared 2-core machine another
    process's work halved clock figures, while one process's CPU time barely moves with the load."""
    rates = []
    for _ in range(repeats):
        done, start = 0, time.process_time()
        while (elapsed := time.process_time() - start) < seconds:
            done += work()
        rates.append(done / elapsed)
    return statistics.median(rates)


def side_by_side(
    works: Mapping[str, Callable[[], int]], seconds: float = 1.0, repeats: int = 5
) -> dict[str, float]:
    """Like :func:`rate` for several works measured in turns (a slice of each per round), so that
    the minutes in which this shared machine runs fast or slow fall on all of them alike: a ratio
    between two of them then holds where figures measured one after the other did not (the same
    commit's Rowlette measured 1.76x and 0.80x the yardstick in two such runs a minute apart)."""
    rates: dict[str, list[float]] = {key: [] for key in works}
    for _ in range(repeats):
        for key, work in works.items():
            rates[key].append(rate(work, seconds, repeats=1))
    return {key: statistics.median(figures) for key, figures in rates.items()}


def random_game(name: str, seed: int) -> int:
    """One 4-player game as a bot loop plays it: list the legal actions, apply one. Returns moves."""
    state = tabletop.get(name).new(PLAYERS, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while state.current_player is not None:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        moves += 1
    return moves


def mid_game_states(name: str, count: int = 50) -> list[Any]:
    game = tabletop.get(name)
    return [
        play_out(game.new(PLAYERS, seed=seed), [RandomBot()] * 4, random.Random(seed), moves=GAMES[name])
        for seed in range(count)
    ]


def random_games(name: str) -> Callable[[], int]:
    """Work for :func:`rate`: the next seed's random game, counted in moves."""
    seeds = iter(range(10**9))
    return lambda: random_game(name, next(seeds))


def measure(name: str) -> dict[str, float]:
    """Everything but actions/s, which :func:`run` measures beside the yardstick."""
    seeds = iter(range(10**9))
    games = rate(lambda: (random_game(name, next(seeds)), 1)[1])
    states = mid_game_states(name)
    clones = rate(lambda: sum(1 for state in states if state.clone()))
    game = tabletop.get(name)
    bots = [game.bot() for _ in PLAYERS]
    bot_games = rate(lambda: (play_out(game.new(PLAYERS, seed=next(seeds)), bots, random.Random(1)), 1)[1])
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    copies = [state.clone() for state in states]
    per_state = (tracemalloc.get_traced_memory()[0] - before) / len(copies)
    tracemalloc.stop()
    return {
        f"{name}_games_per_s": games,
        f"{name}_clones_per_s": clones,
        f"{name}_bot_games_per_s": bot_games,
        f"{name}_state_bytes": per_state,
    }


def fence_closing() -> dict[str, float]:
    """Super Cowboy: how long the field finder takes for the fences real games put up, on a 4x4-tile
    board (16x16 squares): each line a cowboy has just walked is tried as the new fence."""
    timings = []
    for seed in range(40):
        state = tabletop.get("cowboy").new(PLAYERS, seed=seed)
        rng = random.Random(seed)
        while state.current_player is not None:
            edge = state.walked
            if state.phase == "action" and edge is not None and edge not in state.grid.fenced:
                start = time.perf_counter()
                state.grid.claims(edge, state.current_player)
                timings.append((time.perf_counter() - start) * 1000)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    timings.sort()
    return {
        "cowboy_fence_closing_median_ms": statistics.median(timings),
        "cowboy_fence_closing_p99_ms": timings[int(len(timings) * 0.99)],
    }


def run(beside: Mapping[str, Callable[[], int]]) -> dict[str, float]:
    """Every measure of every game; each game's actions/s in turns with the works ``beside`` it
    (the yardstick's), whose rates come back under their own keys."""
    results = side_by_side({f"{name}_actions_per_s": random_games(name) for name in GAMES} | dict(beside))
    for name in GAMES:
        results |= measure(name)
    return results | fence_closing()
