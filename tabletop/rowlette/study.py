"""Simulated experiments the lesson plots: what stopping early or late does to a player's score.

Both are declared as :class:`~tabletop.core.studies.Study` objects at the settings the lesson shows,
so ``make studies`` stores their results and the lesson draws them without playing a game.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import play_out
from ..core.studies import Progress, Study
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
    bots: str  # the house bot in every other seat


def stop_length_study(
    lengths: Iterable[int] = range(2, 11),
    games: int = 100,
    players: int = 4,
    seed: int = 0,
    bots: str = "Sensible",
    progress_bar: Progress | None = None,
    **options: Any,
) -> list[StopResult]:
    """Seat 0 stops at a fixed line length (carefully, or ignoring zeros) against ``bots`` bots.

    Every length plays the same seeded opening deals. Only round 1's deal is shared: rounds 2 and 3
    are shuffled by the game's own chance, which the earlier play has moved on. ``options`` are
    game options, so a study can be played under another reading of the rules. ``progress_bar``
    hears of every game played, out of all the lengths' games.
    """
    from .. import get

    game = get("rowlette")
    names = [f"P{seat}" for seat in range(players)]
    tried = list(lengths)  # iterated once per kind of player
    total = 2 * len(tried) * games
    results: list[StopResult] = []
    for careful in (True, False):
        for length in tried:
            me = SensibleBot(stop_at=length, zero_caution=4 if careful else EXPLOSION_AT)
            seats = [me] + [game.bot(bots) for _ in range(players - 1)]
            score = wins = explosions = 0
            for i in range(games):
                state: RowletteState = game.new(names, seed + i, **options)
                play_out(state, seats, random.Random(seed + i))
                score += state.totals[0]
                wins += 0 in state.winners()
                explosions += sum(round_[0].exploded for round_ in state.results)
                if progress_bar is not None:
                    progress_bar(len(results) * games + i + 1, total)
            rounds = games * len(state.results)
            results.append(
                StopResult(length, careful, games, score / games, wins / games, explosions / rounds, bots)
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


#: The readings the lesson's check replays: this edition's first, then each option reading that could
#: make pushing on costlier (the lesson says why the other three cannot).
CHECKED_READINGS: tuple[Mapping[str, Any], ...] = (
    {},
    {"halve_order_bonus": True},
    {"auto_stop": "still a target"},
    {"remove_zero_use": "once per player"},
    {"untargeted_zero": "shuffle back"},
    {"after_untargeted_zero": "hand out"},
    {"repeat_zero": "set aside"},
)


def reading_checks(
    readings: Sequence[Mapping[str, Any]] = CHECKED_READINGS,
    games: int = 20,
    stop_at: int = NUMBER_LIMIT,
    seed: int = 0,
    bots: str = "Sensible",
    progress_bar: Progress | None = None,
) -> list[ReadingCheck]:
    """Replay the study's two players at one length under each set of options (a small, fixed check)."""
    total = 2 * games * len(readings)
    checks: list[ReadingCheck] = []
    for index, options in enumerate(readings):

        def step(played: int, _games: int, shift: int = 2 * games * index) -> None:
            if progress_bar is not None:
                progress_bar(shift + played, total)

        careful, pushing = stop_length_study(
            [stop_at], games, seed=seed, bots=bots, progress_bar=step, **options
        )
        checks.append(ReadingCheck(dict(options), careful, pushing))
    return checks


#: What the lesson draws: every length from 2 to the limit, 50 games each, against three Sensible bots.
STOPS = Study(
    game="rowlette",
    name="stops",
    about="average score, wins and explosions of a player who stops at each line length, careful or not",
    run=stop_length_study,
    result=list[StopResult],
    settings={
        "lengths": list(range(2, NUMBER_LIMIT + 1)),
        "games": 50,
        "players": 4,
        "seed": 0,
        "bots": "Sensible",
    },
    live=("games", "seed", "bots"),
)
#: What the lesson shows after it: the careful and the zero-blind player at the limit, 20 games under
#: each of the checked readings.
READINGS = Study(
    game="rowlette",
    name="readings",
    about="whether ignoring zeros still scores more than care under each reading that could cost it more",
    run=reading_checks,
    result=list[ReadingCheck],
    settings={"games": 20, "stop_at": NUMBER_LIMIT, "seed": 0, "bots": "Sensible"},
    live=("games", "seed", "bots"),
)
STUDIES = (STOPS, READINGS)
