"""Simulated experiments the lesson plots: what stopping early or late does to a player's score."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import play_out
from .bots import SensibleBot
from .data import EXPLOSION_AT, NUMBER_LIMIT
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
    lengths: Iterable[int] = range(2, 11),
    games: int = 100,
    players: int = 4,
    seed: int = 0,
    **options: Any,
) -> list[StopResult]:
    """Seat 0 stops at a fixed line length (carefully, or ignoring zeros) against Sensible bots.

    Every length plays the same seeded opening deals. Only round 1's deal is shared: rounds 2 and 3
    are shuffled by the game's own chance, which the earlier play has moved on. ``options`` are
    game options, so a study can be played under another reading of the rules.
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
                state: RowletteState = game.new(names, seed + i, **options)
                play_out(state, bots, random.Random(seed + i))
                score += state.totals[0]
                wins += 0 in state.winners()
                explosions += sum(round_[0].exploded for round_ in state.results)
            rounds = games * len(state.results)
            results.append(
                StopResult(length, careful, games, score / games, wins / games, explosions / rounds)
            )
    return results


@dataclass(frozen=True, slots=True)
class ReadingCheck:
    """The careful and the zero-blind player at the number limit, under one set of game options."""

    options: Mapping[str, Any]
    careful: StopResult
    pushing: StopResult  # never stops for zeros

    @property
    def pushing_wins(self) -> bool:
        """Whether ignoring zeros scored more on average than stopping at 4 zero-points."""
        return self.pushing.mean_score > self.careful.mean_score

    def __str__(self) -> str:
        reading = ", ".join(f"{name}={value!r}" for name, value in self.options.items())
        winner = "pushing on" if self.pushing_wins else "care"
        return (
            f"{reading or 'this edition'}: zero-blind {self.pushing.mean_score:.1f}, careful "
            f"{self.careful.mean_score:.1f} points on average ({self.pushing.games} games): "
            f"{winner} scores more"
        )


def reading_checks(
    readings: Sequence[Mapping[str, Any]], games: int = 20, stop_at: int = NUMBER_LIMIT
) -> list[ReadingCheck]:
    """Replay the study's two players at one length under each set of options (a small, fixed check)."""
    checks = []
    for options in readings:
        careful, pushing = stop_length_study([stop_at], games, **options)
        checks.append(ReadingCheck(dict(options), careful, pushing))
    return checks
