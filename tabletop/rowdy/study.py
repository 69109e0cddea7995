"""Simulated experiments the lesson plots: which cards win tricks, what they deal, and whether
leading the first trick helps a side."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..core.studies import Progress, Study
from .game import RowdyState
from .rules import pin_zone_step


@dataclass(slots=True)
class ValueRecord:
    """How the cards of one printed value fared (Wilds counted apart from suited cards)."""

    played: int = 0
    won: int = 0
    countered: int = 0
    damage: int = 0  # dealt by the tricks these cards won, before the Pin Zone throws any away
    lost: int = 0  # of that damage, what the Pin Zone's Stop signs threw away

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def damage_per_win(self) -> float:
        return self.damage / self.won if self.won else 0.0


@dataclass(slots=True)
class TrickStudy:
    """What ``games`` games between bots show, trick by trick."""

    players: int
    bots: str = "Sensible"  # the bot in every seat
    games: int = 0
    tricks: int = 0
    first_side_wins: int = 0  # games won by the side that held slots 1 & 4 in the first trick
    suited: dict[int, ValueRecord] = field(default_factory=dict)
    wild: dict[int, ValueRecord] = field(default_factory=dict)

    @property
    def first_side_win_rate(self) -> float:
        return self.first_side_wins / self.games if self.games else 0.0


def trick_study(
    players: int = 4,
    games: int = 200,
    seed: int = 0,
    bots: str = "Sensible",
    progress_bar: Progress | None = None,
) -> TrickStudy:
    """Play ``games`` seeded games with a ``bots`` bot in every seat and record every trick."""
    from .. import get

    game = get("rowdy")
    names = [f"P{seat}" for seat in range(players)]
    study = TrickStudy(players, bots)
    for i in range(games):
        state: RowdyState = game.new(names, seed + i)
        first_side = state.ring.front
        seats = [game.bot(bots) for _ in names]
        rng = random.Random(seed + i)
        last = None
        while (seat := state.current_player) is not None:
            state.apply(seats[seat].choose(state.view(seat), state.legal_actions(), rng))
            if state.last_trick is not last:
                last = state.last_trick
                assert last is not None
                study.tricks += 1
                for slot, played in enumerate(last.board):
                    if played is None:
                        continue
                    table = study.wild if played.card.is_wild else study.suited
                    record = table.setdefault(played.card.value, ValueRecord())
                    record.played += 1
                    record.countered += not played.face_up
                    if slot == last.winner:
                        assert last.health_before is not None
                        record.won += 1
                        record.damage += last.damage
                        record.lost += pin_zone_step(last.health_before, last.damage).lost
        study.games += 1
        study.first_side_wins += state.loser == 1 - first_side
        if progress_bar is not None:
            progress_bar(i + 1, games)
    return study


#: What the lesson shows: 200 four-player games between Sensible bots.
TRICKS = Study(
    game="rowdy",
    name="tricks",
    about="which printed values win tricks and what a win deals, and whether leading first helps",
    run=trick_study,
    result=TrickStudy,
    settings={"players": 4, "games": 200, "seed": 0, "bots": "Sensible"},
    live=("games", "seed", "bots"),
)
STUDIES = (TRICKS,)
