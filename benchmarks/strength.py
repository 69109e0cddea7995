"""How strong the bots are: seeded games of one bot against a field of another, with 95% intervals.

``python -m benchmarks.strength --games 200`` plays, for every game and player count,
the search bot (Hard) against house bots (Normal), and the house bot against random movers. The
stronger bot takes one seat (a team game: one team, both its seats), turning round the table from
game to game; its win rate is compared with its fair share (one seat in n, or one team in two).
A shared win counts as a win, so with ties the fair share is a floor, not an exact mark.

Hard searches a fixed number of iterations by default, so a table is the same on any machine and
under any load (``--seconds`` gives it a time instead, as at a table, and the figures then depend on
the machine); its playouts are the house bots', cut off after ``--depth`` moves.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import tabletop
from tabletop.core import RandomBot, State
from tabletop.core.levels import HARD_DEPTH, HARD_ITERATIONS, SearchBot
from tabletop.core.search import HouseBots

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")
#: A 95% interval's z.
Z95 = 1.96


@dataclass(frozen=True, slots=True)
class Match:
    """One pairing: ``strong`` against ``field``, in one game at one player count."""

    game: str
    players: int
    strong: str
    field: str
    games: int
    iterations: int | None
    seconds: float | None
    depth: int | None


Chooser = Callable[[State, int, random.Random], Any]


def chooser(kind: str, match: Match) -> Chooser:
    """A side's way of moving, by level (tabletop.core.levels): "Hard" searches, "Normal" is the
    house bot (one per seat, kept for the whole game, as a bot may keep a plan), "Random" any move."""
    if kind == "Hard":
        hard = SearchBot(iterations=match.iterations, seconds=match.seconds, depth=match.depth)
        return lambda state, seat, rng: hard.choose_in(state, rng)
    if kind == "Normal":
        house = HouseBots()
        return lambda state, seat, rng: house(state, rng)
    return lambda state, seat, rng: RandomBot().choose(state.view(seat), state.legal_actions(), rng)


def play(match: Match, number: int) -> bool:
    """Game ``number`` of a match: True when the strong side is among the winners."""
    game = tabletop.get(match.game)
    state = game.new(list(NAMES[: match.players]), seed=number)
    sides = state.teams()
    strong = set(sides[number % len(sides)])
    movers = {True: chooser(match.strong, match), False: chooser(match.field, match)}
    rng = random.Random(f"strength:{number}")
    while (seat := state.current_player) is not None:
        state.apply(movers[seat in strong](state, seat, rng), by=seat)
    return bool(strong & set(state.winners()))


def run(match: Match, first: int, count: int) -> int:
    return sum(play(match, number) for number in range(first, first + count))


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate (sound near 0 and 1, unlike rate +- 1.96 sd)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    middle = (rate + Z95**2 / (2 * games)) / (1 + Z95**2 / games)
    half = Z95 * math.sqrt(rate * (1 - rate) / games + Z95**2 / (4 * games**2)) / (1 + Z95**2 / games)
    return middle - half, middle + half


def measure(match: Match, jobs: int) -> tuple[int, float]:
    """Wins of the strong side and the seconds the match took."""
    start = time.perf_counter()
    chunks = [(first, min(10, match.games - first)) for first in range(0, match.games, 10)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            wins = sum(pool.map(run, [match] * len(chunks), *zip(*chunks, strict=True)))
    else:
        wins = sum(run(match, first, count) for first, count in chunks)
    return wins, time.perf_counter() - start


def row(match: Match, wins: int, seconds: float) -> str:
    state = tabletop.get(match.game).new(list(NAMES[: match.players]), seed=0)
    fair = 1 / len(state.teams())
    low, high = wilson(wins, match.games)
    title = tabletop.get(match.game).title
    return (
        f"| {title} | {match.players} | {match.strong} vs {match.field} | {match.games} | "
        f"{wins / match.games:.0%} ({low:.0%}-{high:.0%}) | {fair:.0%} | {seconds:,.0f} s |"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    parser.add_argument(
        "--iterations", type=int, default=HARD_ITERATIONS, help=f"Hard's search (default {HARD_ITERATIONS})"
    )
    parser.add_argument("--seconds", type=float, help="Hard's time per decision instead of iterations")
    parser.add_argument(
        "--depth", type=int, default=HARD_DEPTH, help=f"cut Hard's playouts at n moves ({HARD_DEPTH})"
    )
    parser.add_argument("--game", action="append", choices=tabletop.playable(), help="only these")
    parser.add_argument("--players", type=int, action="append", help="only these player counts")
    parser.add_argument("--pairing", action="append", choices=["Hard-Normal", "Normal-Random"])
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1 or (args.seconds is not None and not args.seconds > 0):
        parser.error("--games and --jobs must be at least 1, and --seconds more than 0")
    iterations = None if args.seconds is not None else args.iterations
    print("| game | players | pairing | games | strong side wins (95% interval) | fair share | time |")
    print("|---|---:|---|---:|---|---:|---:|")
    for name in args.game or tabletop.playable():
        game = tabletop.get(name)
        for players in range(game.min_players, game.max_players + 1):
            if args.players and players not in args.players:
                continue
            for pairing in args.pairing or ["Hard-Normal", "Normal-Random"]:
                strong, field = pairing.split("-")
                match = Match(name, players, strong, field, args.games, iterations, args.seconds, args.depth)
                print(row(match, *measure(match, args.jobs)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
