"""The coach: the moves worth making now, with their chances and a reason, and after a game the
moves that cost the most.

Both ask the search (:mod:`.search`) from one seat's side, so a hint or a review knows no more than
that seat did at the time. Both are written as generators that do their work a slice at a time and
yield how far they have got (0 to 1), returning their answer at the end: a table runs them between
clicks, so it can show its progress and still answer, and :func:`finish` runs one straight through.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from .errors import GAME_OVER, SearchError
from .levels import HARD_DEPTH
from .protocol import State
from .search import HouseBots, Search, Work, finish, standing

#: A hint's search: at most this many house-bot playouts, each cut at Hard's depth.
HINT_ITERATIONS = 300
#: How long a hint may think in the app, in seconds, whatever its iterations: the issue asks for an
#: answer within 1 s, and drawing it takes the rest (benchmarks/coach.py measures it).
HINT_SECONDS = 0.6
#: A review's search of each of the learner's decisions, and the paired playouts that then price
#: the move played against the move preferred: the same draws and dice for both, so that the
#: difference is the moves' and not the luck's. The costliest :data:`SHORTLIST` are priced again
#: with :data:`RECHECK_PAIRS` more, as the first pricing is rough (one pair of 16 is 6%).
REVIEW_ITERATIONS, REVIEW_PAIRS, RECHECK_PAIRS, SHORTLIST = 100, 16, 96, 6
#: Paired playouts between a review's slices.
PAIRS_A_SLICE = 4
#: A move that cost less than this much win chance is not called a mistake, however sure the
#: playouts are of it: a learner cannot be told apart from the coach by so little.
NOTICEABLE = 0.05
#: How many moves a hint offers, and how many mistakes a review names.
TOP = 3

__all__ = ["Advice", "Mistake", "advising", "finish", "reviewing"]


@dataclass(frozen=True, slots=True)
class Advice:
    """One move the coach rates: its chance of winning (for a team game, the team's), how many
    playouts that estimate rests on, and why it is worth making, in the game's words."""

    action: Any
    win_chance: float
    visits: int
    reason: str


@dataclass(frozen=True, slots=True)
class Mistake:
    """A move of the learner's that the coach would not have made: where it came in the game (how
    many moves had been made before it), who made it, and the win chance it gave up."""

    before: int
    seat: int
    played: Any
    preferred: Any
    played_chance: float
    preferred_chance: float

    @property
    def cost(self) -> float:
        return self.preferred_chance - self.played_chance


def advising(
    state: State,
    seat: int,
    rng: random.Random,
    *,
    iterations: int = HINT_ITERATIONS,
    seconds: float | None = None,
    top: int = TOP,
) -> Work[tuple[Advice, ...]]:
    """The ``top`` moves for ``seat`` (whose turn it must be) that a search of ``iterations``
    playouts (or as many as ``seconds`` allow) looked at most, the likeliest winner first; a forced
    move is not searched. A win chance is the share of its playouts the seat's side won or, where a
    playout was cut off before the end, stood ahead in."""
    if state.is_over:
        raise SearchError(f"No hint: {GAME_OVER}")
    legal = state.legal_actions()
    view = state.view(seat)
    found = Search(state, seat, rng, playout=HouseBots, depth=HARD_DEPTH)
    if len(legal) == 1:
        return (Advice(legal[0], 1.0, 0, state.game.reason(view, legal[0])),)
    result = yield from found.running(iterations, seconds)
    chosen = sorted(result.moves[:top], key=lambda move: -move.win_chance)  # the most searched, best first
    return tuple(
        Advice(move.action, move.win_chance, move.visits, state.game.reason(view, move.action))
        for move in chosen
    )


def reviewing(
    state: State,
    seats: Collection[int],
    rng: random.Random,
    *,
    iterations: int = REVIEW_ITERATIONS,
    pairs: int = REVIEW_PAIRS,
    recheck: int = RECHECK_PAIRS,
    top: int = TOP,
) -> Work[tuple[Mistake, ...]]:
    """The ``top`` moves by ``seats`` in the game so far that cost the most win chance, the
    costliest first, each beside the move the coach preferred, from a replay of the game from its
    seed (a forced move is never a mistake).

    Every decision is searched for the coach's move and, where it differs from the move played,
    priced by ``pairs`` paired playouts; the :data:`SHORTLIST` costliest are priced again with
    ``recheck`` pairs more, and a move is called a mistake only where its cost is at least
    :data:`NOTICEABLE` and more than twice its standard error: one or two pairs that came out
    differently are luck, not a mistake. The search runs in slices, so a table can answer clicks.
    """
    decisions = _decisions(state, seats)
    if not decisions:
        return ()
    units, done = len(decisions) + SHORTLIST, 0  # a slice of work each; the shortlist may be shorter
    priced = []
    for before, position in decisions:
        played = state.history[before]
        preferred = yield from _preferred(position, rng, iterations, done / units)
        if str(preferred) != str(played):
            priced.append(_Priced(before, position, played, preferred))
            yield from priced[-1].price(rng, pairs, done / units)
        done += 1
        yield done / units
    priced.sort(key=lambda candidate: -candidate.cost)
    shortlist = priced[:SHORTLIST]
    units = done + len(shortlist)
    yield done / units
    for candidate in shortlist:
        yield from candidate.price(rng, recheck, done / units)
        done += 1
        yield done / units
    mistakes = [candidate.mistake() for candidate in shortlist if candidate.telling()]
    mistakes.sort(key=lambda mistake: (-mistake.cost, mistake.before))
    return tuple(mistakes[:top])


def _decisions(state: State, seats: Collection[int]) -> list[tuple[int, State]]:
    """Each move by ``seats`` that had a choice: how many moves came before it, and the position."""
    replay = state.game.new(state.players, state.seed, **state.options)
    found = []
    for before, action in enumerate(state.history):
        seat = replay.current_player
        assert seat is not None, "the game replays as it was played"
        if seat in seats and len(replay.legal_actions()) > 1:
            found.append((before, replay.clone()))
        replay.apply(action, by=seat)
    return found


def _preferred(position: State, rng: random.Random, iterations: int, progress: float) -> Work[Any]:
    """The coach's move in ``position``, searched in slices (each yields ``progress``, the review's
    share done before this search)."""
    seat = position.current_player
    assert seat is not None, "a decision is made in a game not over"
    found = Search(position, seat, rng, playout=HouseBots, depth=HARD_DEPTH)
    for _ in found.running(iterations):
        yield progress
    return found.result().best


@dataclass(slots=True)
class _Priced:
    """A move played beside the coach's in one position, and the paired playouts so far: for each,
    the seat's outcome with the coach's move less its outcome with the move played."""

    before: int
    position: State
    played: Any
    preferred: Any
    with_played: list[float] = field(default_factory=list)
    with_preferred: list[float] = field(default_factory=list)

    @property
    def cost(self) -> float:
        return statistics.fmean(self.with_preferred) - statistics.fmean(self.with_played)

    def telling(self) -> bool:
        """Whether the cost is one the playouts can tell from luck: at least :data:`NOTICEABLE`, and
        more than twice its standard error (the spread of the pairs' differences)."""
        differences = [b - a for a, b in zip(self.with_played, self.with_preferred, strict=True)]
        error = statistics.stdev(differences) / math.sqrt(len(differences))
        return self.cost >= NOTICEABLE and self.cost > 2 * error

    def price(self, rng: random.Random, pairs: int, progress: float) -> Work[None]:
        """``pairs`` more paired playouts: the same draw of what the seat cannot see and the same
        dice for both moves, so that the difference is the moves' and not the luck's."""
        seat = self.position.current_player
        assert seat is not None, "a decision is made in a game not over"
        for count in range(1, pairs + 1):
            drawn, luck = self.position.determinize(seat, rng), rng.randrange(2**31)
            self.with_played.append(_play_on(drawn.clone(), self.played, seat, luck))
            self.with_preferred.append(_play_on(drawn, self.preferred, seat, luck))
            if count % PAIRS_A_SLICE == 0:
                yield progress

    def mistake(self) -> Mistake:
        seat = self.position.current_player
        assert seat is not None, "a decision is made in a game not over"
        played, preferred = statistics.fmean(self.with_played), statistics.fmean(self.with_preferred)
        return Mistake(self.before, seat, self.played, self.preferred, played, preferred)


def _play_on(state: State, action: Any, seat: int, luck: int) -> float:
    """``seat``'s outcome after ``action`` and house-bot play to Hard's depth, with the dice of
    ``luck``."""
    rng, bots = random.Random(luck), HouseBots()
    state.apply(action)
    for _ in range(HARD_DEPTH):
        if state.is_over:
            break
        state.apply(bots(state, rng))
    return standing(state)[seat]
