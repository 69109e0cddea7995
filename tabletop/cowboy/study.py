"""What the lesson plots: the odds of a rustle, read off the engine die by die, and how long games
between house bots last."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .bots import SensibleBot
from .data import Event as Card
from .game import CowboyState


class _Dice:
    """Stands in for a move's dice: hands the engine the D8 faces given, in order."""

    def __init__(self, faces: Iterator[int]) -> None:
        self._faces = faces

    def random(self) -> float:
        return (next(self._faces) - 1) / 8 + 1 / 16


def rustle_odds(rustler: tuple[Card, ...] = (), victim: tuple[Card, ...] = ()) -> dict[str, float]:
    """The chance of each rustling outcome ("rustled", "got away", "caught"), found by letting the
    engine resolve every sequence of D8 faces it could roll, with these items in play."""
    from .. import get

    outcomes: Counter[str] = Counter()
    for first in range(1, 9):
        for second in range(1, 9):
            state: CowboyState = get("cowboy").new(["Ana", "Ben"], seed=1)
            state.items = [list(rustler), list(victim)]
            state.grid.owner[0] = 1  # Ben's field with a steer in it
            state.grid.owner[1] = 0  # Ana's free square
            state.tokens.steers = [0]
            state._dice = _Dice(iter((first, second)))  # type: ignore[assignment]
            events = state._rustle(0, 0, 1)
            kinds = {event.kind for event in events}
            outcome = (
                "rustled" if state.tokens.steers == [1] else "caught" if "caught" in kinds else "got away"
            )
            outcomes[outcome] += 1
    return {name: outcomes[name] / 64 for name in ("rustled", "got away", "caught")}


@dataclass(slots=True)
class LengthStudy:
    """How games between Sensible bots end, by player count."""

    rounds: dict[int, list[int]] = field(default_factory=dict)  # rounds played per game
    limited: Counter[int] = field(default_factory=Counter)  # games ended by the round limit


def game_lengths(
    players: tuple[int, ...] = (2, 4),
    games: int = 30,
    seed: int = 0,
    progress_bar: Callable[[int, int], None] | None = None,
) -> LengthStudy:
    """Play ``games`` seeded games for each player count with a Sensible bot in every seat."""
    from .. import get

    game = get("cowboy")
    study = LengthStudy()
    total, done = games * len(players), 0
    for count in players:
        names = ["Ana", "Ben", "Cy", "Dee"][:count]
        for i in range(games):
            state: CowboyState = game.new(names, seed + i)
            bots = [SensibleBot() for _ in names]
            rng = random.Random(seed + i)
            while (seat := state.current_player) is not None:
                state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
            study.rounds.setdefault(count, []).append(state.rounds + 1)
            study.limited[count] += state.herd(state.winner or 0) < 5
            done += 1
            if progress_bar is not None:
                progress_bar(done, total)
    return study
