"""Engine speed on one core: random playouts, whole games, clones, bot decisions."""

from __future__ import annotations

import random
import statistics
import time
import tracemalloc
from collections.abc import Callable

import tabletop
from tabletop.core import RandomBot, play_out

PLAYERS = ["Ana", "Ben", "Cy", "Dee"]


def rate(work: Callable[[], int], seconds: float = 1.0, repeats: int = 5) -> float:
    """Median over ``repeats`` runs of units per second; ``work`` does some units and says how many."""
    rates = []
    for _ in range(repeats):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            done += work()
        rates.append(done / elapsed)
    return statistics.median(rates)


def random_game(seed: int) -> int:
    """One 4-player game as a bot loop plays it: list the legal actions, apply one. Returns moves."""
    state = tabletop.get("rowlette").new(PLAYERS, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while state.current_player is not None:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        moves += 1
    return moves


def mid_game_states(count: int = 50) -> list[tabletop.rowlette.RowletteState]:
    game = tabletop.get("rowlette")
    return [
        play_out(game.new(PLAYERS, seed=seed), [RandomBot()] * 4, random.Random(seed), moves=25)
        for seed in range(count)
    ]


def run() -> dict[str, float]:
    seeds = iter(range(10**9))
    actions = rate(lambda: random_game(next(seeds)))
    games = rate(lambda: (random_game(next(seeds)), 1)[1])
    states = mid_game_states()
    clones = rate(lambda: sum(1 for state in states if state.clone()))
    game = tabletop.get("rowlette")
    bots = [game.bot() for _ in PLAYERS]
    bot_games = rate(lambda: (play_out(game.new(PLAYERS, seed=next(seeds)), bots, random.Random(1)), 1)[1])
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    copies = [state.clone() for state in states]
    per_state = (tracemalloc.get_traced_memory()[0] - before) / len(copies)
    tracemalloc.stop()
    return {
        "rowlette_actions_per_s": actions,
        "rowlette_games_per_s": games,
        "rowlette_clones_per_s": clones,
        "rowlette_bot_games_per_s": bot_games,
        "rowlette_state_bytes": per_state,
    }
