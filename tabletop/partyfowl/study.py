"""What the lesson's simulation measures: how games between house bots end (21 points, or a deck
running dry) and how many rounds they last, for each number of players.

This is the evidence that the edition's card mix plays as intended: with four players a game
should usually end because somebody reached 21, not because a deck ran out.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..core import Event
from .bots import SensibleBot
from .game import PartyFowlState

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")
ENDINGS = ("21 points", "Party Deck ran out", "Keg Deck ran out")


@dataclass(slots=True)
class EndingStudy:
    """How seeded games between Sensible bots ended, by player count."""

    endings: dict[int, Counter[str]] = field(default_factory=dict)  # one of ENDINGS -> games
    rounds: dict[int, list[float]] = field(default_factory=dict)  # rounds played per game
    seeds: dict[tuple[int, str], int] = field(default_factory=dict)  # the first seed of each ending

    def share_by_21(self, players: int) -> float:
        """The fraction of games with ``players`` that ended by someone reaching 21."""
        counts = self.endings[players]
        return counts[ENDINGS[0]] / sum(counts.values())


def ending_of(state: PartyFowlState) -> str:
    if state.end_rule == "partyfowl.win":
        return ENDINGS[0]
    return ENDINGS[1] if state.last_call == "Party Deck" else ENDINGS[2]


def play_bot_game(players: int, seed: int, log: list[Event] | None = None) -> PartyFowlState:
    """One seeded game with a Sensible bot in every seat, played to the end; its events are
    appended to ``log`` when one is given."""
    from .. import get

    state: PartyFowlState = get("partyfowl").new(NAMES[:players], seed)
    bots = [SensibleBot() for _ in range(players)]
    rng = random.Random(f"bots:{seed}")
    while (seat := state.current_player) is not None:
        events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        if log is not None:
            log += events
    return state


def endings(
    players: Sequence[int] = (2, 3, 4, 5),
    games: int = 100,
    seed: int = 0,
    progress_bar: Callable[[int, int], None] | None = None,
) -> EndingStudy:
    """Play ``games`` seeded games for each player count and record how each one ended."""
    study = EndingStudy()
    total, done = games * len(players), 0
    for count in players:
        tally: Counter[str] = Counter()
        for number in range(seed, seed + games):
            state = play_bot_game(count, number)
            ending = ending_of(state)
            tally[ending] += 1
            study.seeds.setdefault((count, ending), number)
            study.rounds.setdefault(count, []).append(state.turns / count)
            done += 1
            if progress_bar is not None:
                progress_bar(done, total)
        study.endings[count] = tally
    return study
