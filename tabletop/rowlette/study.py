"""Simulated experiments the lesson plots: what stopping early or late does to a player's score."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..core import play_out
from .bots import SensibleBot
from .data import EXPLOSION_AT
from .game import RowletteState


@dataclass(frozen=True, slots=True)
class StopResult:
    """How a player who stops at ``stop_at`` numbers fared over ``games`` games."""

    stop_at: int
    careful: bool  # also stops at 4 zero-points
    games: int
    mean_score: float
    win_rate: float
    explosion_rate: float  # share of that player's rounds that ended in an explosion


def stop_length_study(
    lengths: Iterable[int] = range(2, 11), games: int = 100, players: int = 4, seed: int = 0
) -> list[StopResult]:
    """Seat 0 stops at a fixed line length (carefully, or ignoring zeros) against Sensible bots.

    Every length plays the same seeded deals, so differences come from the stopping rule alone.
    """
    from .. import get

    game = get("rowlette")
    names = [f"P{seat}" for seat in range(players)]
    results = []
    for careful in (True, False):
        for length in lengths:
            me = SensibleBot(stop_at=length, zero_caution=4 if careful else EXPLOSION_AT)
            bots = [me] + [SensibleBot() for _ in range(players - 1)]
            score = wins = explosions = 0
            for i in range(games):
                state: RowletteState = game.new(names, seed + i)
                play_out(state, bots, random.Random(seed + i))
                score += state.totals[0]
                wins += 0 in state.winners()
                explosions += sum(round_[0].exploded for round_ in state.results)
            rounds = games * len(state.results)
            results.append(
                StopResult(length, careful, games, score / games, wins / games, explosions / rounds)
            )
    return results
