"""The soak: many seeded games of every game, each played to its end, to find the rare seed that loops,
crashes or does not load back. ``python -m benchmarks.soak --games 100000`` plays 100,000 per game.

tests/test_all_games.py checks every move of a few games and plays a few thousand more; this plays
far more with lighter checks, too long for ``make test`` or ``make bench``'s default run. Each game
is split evenly over its player counts; even seeds are random playouts, odd seeds the house bots
(seat by seat in turn). Every game must end within :data:`MOVE_CAP` moves and rank its seats, and
every ``--load-every``-th game's save must load back to the same save and public view. It prints
games per second for each game, and every failure with its game, player count and seed, so that
``tabletop.get(game).new(NAMES[:players], seed=seed)`` sets it up again; the exit status is 1 if
any game failed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import tabletop
from tabletop.core import RandomBot

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
#: As in tests/test_all_games.py: a game still going after this many moves has a loop.
MOVE_CAP = 20_000


@dataclass(frozen=True, slots=True)
class Batch:
    """Games ``first`` to ``first + games - 1`` of one game at one player count."""

    game: str
    players: int
    first: int
    games: int
    load_every: int


@dataclass(frozen=True, slots=True)
class Done:
    game: str
    games: int
    moves: int
    failures: tuple[str, ...]


def play_one(name: str, players: int, seed: int, load: bool) -> int:
    """Play one game to its end (raising on any fault) and return its number of moves."""
    game = tabletop.get(name)
    state = game.new(list(NAMES[:players]), seed=seed)
    rng = random.Random(f"soak:{seed}")
    names = sorted(game.bots)
    bots = [RandomBot() if seed % 2 == 0 else game.bot(names[s % len(names)]) for s in range(players)]
    while (seat := state.current_player) is not None:
        if len(state.history) >= MOVE_CAP:
            raise AssertionError(f"not over after {MOVE_CAP:,} moves")
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng), by=seat)
    if state.legal_actions() or not state.winners() or len(state.scores()) != players:
        raise AssertionError("an ended game still has moves, or no winner, or a score missing")
    if load:
        text = state.to_json()
        loaded = game.from_json(text)
        if loaded.to_json() != text or loaded.view(None) != state.view(None) or not loaded.is_over:
            raise AssertionError("its save does not load back to the same game")
    return len(state.history)


def run(batch: Batch) -> Done:
    moves, failures = 0, []
    for seed in range(batch.first, batch.first + batch.games):
        try:
            moves += play_one(batch.game, batch.players, seed, seed % batch.load_every == 0)
        except Exception as err:  # a soak reports every fault and goes on
            failures.append(
                f"{batch.game}, {batch.players} players, seed {seed}: {type(err).__name__}: {err}"
            )
    return Done(batch.game, batch.games, moves, tuple(failures))


def batches(name: str, games: int, size: int, load_every: int) -> list[Batch]:
    game = tabletop.get(name)
    counts = range(game.min_players, game.max_players + 1)
    out = []
    for index, players in enumerate(counts):
        share = games // len(counts) + (index < games % len(counts))
        out += [
            Batch(name, players, first, min(size, share - first), load_every)
            for first in range(0, share, size)
        ]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per game (default 1000)")
    parser.add_argument(
        "--game", action="append", choices=tabletop.playable(), help="only these (repeatable)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--load-every", type=int, default=10, help="load back every n-th game's save")
    args = parser.parse_args(argv)
    failed = False
    for name in args.game or tabletop.playable():
        start = time.perf_counter()
        work = batches(name, args.games, 200, args.load_every)
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(run, work))
        else:
            results = [run(batch) for batch in work]
        seconds = time.perf_counter() - start
        games, moves = sum(r.games for r in results), sum(r.moves for r in results)
        failures = [failure for r in results for failure in r.failures]
        print(
            f"{name}: {games:,} games, {moves:,} moves in {seconds:,.1f} s: "
            f"{games / seconds:,.1f} games/s, {len(failures)} failed",
            flush=True,
        )
        for failure in failures:
            print(f"  FAILED {failure}", flush=True)
        failed = failed or bool(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
