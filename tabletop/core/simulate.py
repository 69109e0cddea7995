"""Let bots play many games, on one core or spread over any concurrent.futures.Executor."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from .protocol import Bot, State
from .registry import get


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """How one simulated game ended."""

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int


def play_out(state: State, bots: Sequence[Bot], rng: random.Random, moves: int | None = None) -> State:
    """Let the bots (one per seat) play ``state`` to the end, or for at most ``moves`` moves.

    Each bot sees only its seat's view. ``rng`` is the bots' own generator, so their choices
    never disturb the game's dice.
    """
    left = -1 if moves is None else moves
    while left != 0 and (seat := state.current_player) is not None:
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        left -= 1
    return state


def play_one(
    game_name: str, players: Sequence[str], bots: Sequence[Bot], seed: int, options: Mapping[str, Any]
) -> PlayRecord:
    """Play one seeded game start to finish (a plain function, so process pools can run it)."""
    state = play_out(get(game_name).new(players, seed, **options), bots, random.Random(f"bots:{seed}"))
    return PlayRecord(seed, tuple(state.scores()), tuple(state.winners()), len(state.history))


def simulate(
    game_name: str,
    bots: Sequence[Bot],
    games: int,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    executor: Executor | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[PlayRecord]:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ...; one bot per seat.

    The result does not depend on the executor: every game is seeded on its own. ``progress`` is
    called as ``progress(done, total)`` so long runs can show a bar.
    """
    players = [f"{bot.name} {seat + 1}" for seat, bot in enumerate(bots)]
    opts = dict(options or {})
    seeds = range(seed, seed + games)
    if executor is None:
        records: Iterator[PlayRecord] = (play_one(game_name, players, bots, s, opts) for s in seeds)
    else:
        n = len(seeds)
        records = executor.map(
            play_one, [game_name] * n, [players] * n, [bots] * n, seeds, [opts] * n, chunksize=max(1, n // 64)
        )
    done: list[PlayRecord] = []
    for record in records:
        done.append(record)
        if progress is not None:
            progress(len(done), games)
    return done
