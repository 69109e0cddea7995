"""What the lesson's simulation measures: how games between house bots end (21 points, or a deck
running dry) and how many rounds they last, for each number of players.

This is the evidence that the edition's card mix plays as intended: with four players a game
should usually end because somebody reached 21, not because a deck ran out. The lesson draws
the result ``make studies`` stored (:data:`PARTY_ENDINGS`), so it plays no game when it opens.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core import Event
from ..core.studies import Progress, Study
from .game import PartyFowlState

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")
ENDINGS = ("21 points", "Party Deck ran out", "Keg Deck ran out")


@dataclass(slots=True)
class EndingStudy:
    """How seeded games between bots ended, by player count."""

    bots: str = "Sensible"  # the bot in every seat
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


def play_bot_game(
    players: int, seed: int, log: list[Event] | None = None, bots: str = "Sensible"
) -> PartyFowlState:
    """One seeded game with a ``bots`` bot (a name in the game's ``bots``) in every seat, played
    to the end; its events are appended to ``log`` when one is given."""
    from .. import get

    game = get("partyfowl")
    state: PartyFowlState = game.new(NAMES[:players], seed)
    seats = [game.bot(bots) for _ in range(players)]
    rng = random.Random(f"bots:{seed}")
    while (seat := state.current_player) is not None:
        events = state.apply(seats[seat].choose(state.view(seat), state.legal_actions(), rng))
        if log is not None:
            log += events
    return state


def endings(
    players: Sequence[int] = (2, 3, 4, 5),
    games: int = 100,
    seed: int = 0,
    bots: str = "Sensible",
    progress_bar: Progress | None = None,
) -> EndingStudy:
    """Play ``games`` seeded games for each player count, a ``bots`` bot in every seat, and record
    how each one ended."""
    study = EndingStudy(bots)
    total, done = games * len(players), 0
    for count in players:
        tally: Counter[str] = Counter()
        for number in range(seed, seed + games):
            state = play_bot_game(count, number, bots=bots)
            ending = ending_of(state)
            tally[ending] += 1
            study.seeds.setdefault((count, ending), number)
            study.rounds.setdefault(count, []).append(state.turns / count)
            done += 1
            if progress_bar is not None:
                progress_bar(done, total)
        study.endings[count] = tally
    return study


#: What the lesson shows: 100 games for each player count, Sensible bots in every seat.
PARTY_ENDINGS = Study(
    game="partyfowl",
    name="endings",
    about="how games between bots end (21 points or a deck running dry) and how many rounds they last",
    run=endings,
    result=EndingStudy,
    settings={"players": [2, 3, 4, 5], "games": 100, "seed": 0, "bots": "Sensible"},
    live=("games", "seed", "bots"),
)
STUDIES = (PARTY_ENDINGS,)
