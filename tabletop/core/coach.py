"""The coach: the moves worth making now, with their chances and a reason, and after a game the
moves that cost the most.

Both ask the search (:mod:`.search`) from one seat's side, so a hint or a review knows no more than
that seat did at the time. Both are written as generators that do their work a slice at a time and
yield how far they have got (0 to 1), returning their answer at the end: a table runs them between
clicks, so it can show its progress and still answer, and :func:`finish` runs one straight through.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from .errors import GAME_OVER, SearchError
from .levels import HARD_DEPTH
from .protocol import State
from .search import HouseBots, Search, Work, finish, standing

#: A hint's search: at most this many house-bot playouts, each cut at Hard's depth.
HINT_ITERATIONS = 300
#: How long a hint may think in the app, in seconds, whatever its iterations: the issue asks for an
#: answer within 1 s, and drawing it takes the rest (benchmarks/coach.py measures it).
HINT_SECONDS = 0.7
#: A review's search of each of the learner's decisions, and the paired playouts that then price
#: the move played against the move preferred: the same draws and dice for both, so that the
#: difference is the moves' and not the luck's.
REVIEW_ITERATIONS, REVIEW_PAIRS = 100, 16
#: A move that cost less than this much win chance is not called a mistake: below it, the
#: estimates cannot tell the two moves apart.
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
    """The ``top`` moves for ``seat`` (whose turn it must be), best first, from a search of
    ``iterations`` playouts, or as many as ``seconds`` allow; a forced move is not searched."""
    if state.is_over:
        raise SearchError(f"No hint: {GAME_OVER}")
    legal = state.legal_actions()
    view = state.view(seat)
    found = Search(state, seat, rng, playout=HouseBots, depth=HARD_DEPTH)
    if len(legal) == 1:
        return (Advice(legal[0], 1.0, 0, state.game.reason(view, legal[0])),)
    result = yield from found.running(iterations, seconds)
    return tuple(
        Advice(move.action, move.win_chance, move.visits, state.game.reason(view, move.action))
        for move in result.moves[:top]
    )


def reviewing(
    state: State,
    seats: Collection[int],
    rng: random.Random,
    *,
    iterations: int = REVIEW_ITERATIONS,
    pairs: int = REVIEW_PAIRS,
    top: int = TOP,
) -> Work[tuple[Mistake, ...]]:
    """The ``top`` moves by ``seats`` in the game so far that cost the most win chance, the
    costliest first, each beside the move the coach preferred, from a replay of the game from its
    seed (a forced move is never a mistake)."""
    decisions = _decisions(state, seats)
    mistakes = []
    for done, (before, position) in enumerate(decisions, start=1):
        mistake = _judge(position, state.history[before], before, rng, iterations, pairs)
        if mistake is not None and mistake.cost >= NOTICEABLE:
            mistakes.append(mistake)
        yield done / len(decisions)
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


def _judge(
    position: State, played: Any, before: int, rng: random.Random, iterations: int, pairs: int
) -> Mistake | None:
    """The move the coach prefers in ``position``, priced against ``played`` by paired playouts,
    or None where it prefers the move played."""
    seat = position.current_player
    assert seat is not None, "a decision is made in a game not over"
    found = Search(position, seat, rng, playout=HouseBots, depth=HARD_DEPTH).run(iterations).result()
    preferred = found.best
    if str(preferred) == str(played):
        return None
    with_played = with_preferred = 0.0
    for _ in range(pairs):
        drawn, luck = position.determinize(seat, rng), rng.randrange(2**31)
        with_played += _play_on(drawn.clone(), played, seat, luck)
        with_preferred += _play_on(drawn, preferred, seat, luck)
    return Mistake(before, seat, played, preferred, with_played / pairs, with_preferred / pairs)


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
