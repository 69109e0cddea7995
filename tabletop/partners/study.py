"""Simulated experiments the lesson plots: how much the partner swap shortens a game, and what each
kind of card is worth to the team that plays it."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from ..core.studies import Progress, Study
from .actions import Give, PlaySeven, Step, card_of
from .data import PIECES, PLAYERS, STEPS, TRACK, Kind
from .game import PartnersState
from .track import progress


@dataclass(slots=True)
class CardRecord:
    """What the plays of one kind of card did: the team's own steps gained, the opponents' lost,
    and in how many plays one of the team's pieces ran past its own house onto a new lap."""

    played: int = 0
    gained: int = 0
    knocked: int = 0
    lapped: int = 0

    @property
    def gain_per_play(self) -> float:
        return self.gained / self.played if self.played else 0.0

    @property
    def knocked_per_play(self) -> float:
        return self.knocked / self.played if self.played else 0.0


@dataclass(slots=True)
class SwapStudy:
    """Games between bots, with the partner swap and without it, from the same seeds."""

    games: int
    bots: str = "Sensible"  # the bot in every seat
    deals: dict[bool, list[int]] = field(default_factory=lambda: {True: [], False: []})
    cards: dict[Kind, CardRecord] = field(default_factory=dict)

    def mean_deals(self, swap: bool) -> float:
        return sum(self.deals[swap]) / len(self.deals[swap])

    def swap_margin(self) -> tuple[float, float]:
        """How many deals longer a game is with the swap than the same seed without it (negative:
        shorter), on average, and twice the standard error of that mean: a difference inside
        this margin could be luck."""
        diffs = [a - b for a, b in zip(self.deals[True], self.deals[False], strict=True)]
        mean = sum(diffs) / len(diffs)
        spread = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) if len(diffs) > 1 else 0.0
        return mean, 2 * math.sqrt(spread / len(diffs))


def ran_past_home(before: tuple[list[int], list[bool]], state: PartnersState, team: int) -> bool:
    """Whether one of ``team``'s pieces stayed on the track but lost progress: moving forward, it
    passed its own house and must go round again."""
    pos, fresh = before
    return any(
        0 <= pos[piece] < TRACK
        and 0 <= state.pos[piece] < TRACK
        and progress(state.pos, state.fresh, piece) < progress(pos, fresh, piece)
        for piece in range(PLAYERS * PIECES)
        if piece // PIECES % 2 == team
    )


def _team_progress(state: PartnersState, team: int) -> int:
    return sum(
        progress(state.pos, state.fresh, piece)
        for piece in range(PLAYERS * PIECES)
        if piece // PIECES % 2 == team
    )


def swap_study(
    games: int = 100, seed: int = 0, bots: str = "Sensible", progress_bar: Progress | None = None
) -> SwapStudy:
    """Play every seed twice, with and without the swap, a ``bots`` bot in every seat; card values
    come from the games with the swap."""
    from .. import get

    game = get("partners")
    study = SwapStudy(games, bots)
    names = ["Ana", "Ben", "Cy", "Dee"]
    for i in range(games):
        for swap in (True, False):
            state: PartnersState = game.new(names, seed + i, swap=swap)
            seats = [game.bot(bots) for _ in names]
            rng = random.Random(seed + i)
            played: tuple[Kind, int] | None = None
            before = (0, 0)
            placed: tuple[list[int], list[bool]] = ([], [])
            while (seat := state.current_player) is not None:
                action = seats[seat].choose(state.view(seat), state.legal_actions(), rng)
                card = card_of(action)
                if swap and card is not None and not isinstance(action, Give):
                    played = (card, seat % 2)
                    before = (_team_progress(state, 0), _team_progress(state, 1))
                    placed = (list(state.pos), list(state.fresh))
                state.apply(action)
                if played is not None and not (
                    isinstance(action, PlaySeven) or (isinstance(action, Step) and state.seven_left)
                ):
                    card, team = played
                    record = study.cards.setdefault(card, CardRecord())
                    record.played += 1
                    record.gained += _team_progress(state, team) - before[team]
                    record.knocked += before[1 - team] - _team_progress(state, 1 - team)
                    forward = card is Kind.SEVEN or bool(STEPS[card])
                    if forward and ran_past_home(placed, state, team):
                        record.lapped += 1
                    played = None
            study.deals[swap].append(state.deals)
        if progress_bar is not None:
            progress_bar(i + 1, games)
    return study


#: What the lesson shows: 100 seeds between Sensible bots, each played with and without the swap.
SWAP = Study(
    game="partners",
    name="swap",
    about="how much the partner swap changes a game's length, and what each kind of card is worth",
    run=swap_study,
    result=SwapStudy,
    settings={"games": 100, "seed": 0, "bots": "Sensible"},
    live=("games", "seed", "bots"),
)
STUDIES = (SWAP,)
