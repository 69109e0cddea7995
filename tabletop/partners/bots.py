"""A Partners bot that plays for its team: it races, captures, stays out of reach and feeds its
partner the cards they need.

It sees only its view. For each legal move it moves the pieces on a copy of the board with the
engine's own :mod:`.track` functions and scores the result for the team.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .actions import Give, GiveUp, Move, PlaySeven, Step, Switch, card_of
from .data import (
    BACKWARD,
    CIRCLE,
    HOUSE,
    NUMBERED,
    PIECES,
    PLAYERS,
    SECTION,
    SPLIT,
    STARTS,
    STEPS,
    TRACK,
    Kind,
)
from .track import (
    ALL_PIECES,
    POSITIONS,
    Seen,
    backward,
    blocked_starts,
    can_come_out,
    controlled,
    forward,
    land,
    progress,
    seven_moves,
    start_field,
    switchable,
)
from .views import PartnersView

Board = tuple[list[int], list[bool]]

OUT_BONUS = 8.0  # a piece on the track is worth more than its steps: it no longer needs a Start
HOUSE_BONUS = 12.0
THEIRS = 0.9  # how much an opponent's progress counts against ours
DANGER = 0.35  # the share of a piece's progress at stake when an opponent could land on it


def _worth(piece: int, place: int, fresh: bool) -> float:
    """What a piece off its circle is worth: its progress, and a bonus for being out (or home)."""
    progress_made = progress([place] * len(ALL_PIECES), [fresh] * len(ALL_PIECES), piece)
    return progress_made + (OUT_BONUS + HOUSE_BONUS if place >= HOUSE else OUT_BONUS)


def _signed(worth: float, piece: int, team: int) -> float:
    return worth if piece // PIECES % 2 == team else -THEIRS * worth


#: ``_WORTH[team][piece][place - CIRCLE]``: what a piece (not just brought out) on ``place`` adds to
#: ``team``'s score, and ``_FRESH_WORTH[team][piece]`` the same for one just brought out. The bot
#: scores every legal move's board, so these tables hold the very floats the sums would compute.
_WORTH: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(
        tuple(_signed(_worth(piece, place, False), piece, team) for place in POSITIONS)
        for piece in ALL_PIECES
    )
    for team in range(2)
)
_FRESH_WORTH: tuple[tuple[float, ...], ...] = tuple(
    tuple(_signed(_worth(piece, start_field(piece // PIECES), True), piece, team) for piece in ALL_PIECES)
    for team in range(2)
)
#: ``_AT_STAKE[piece][place - CIRCLE]``: what a piece on a track ``place`` stands to lose to a capture.
_AT_STAKE: tuple[tuple[float, ...], ...] = tuple(
    tuple(DANGER * _worth(piece, place, False) for place in POSITIONS) for piece in ALL_PIECES
)
_FRESH_AT_STAKE: tuple[float, ...] = tuple(
    DANGER * _worth(piece, start_field(piece // PIECES), True) for piece in ALL_PIECES
)


def _reaches(where: int, place: int) -> bool:
    """Whether a piece on track field ``where`` is 1 to 14 numbered steps behind ``place``."""
    ahead = (place - where) % TRACK
    steps = ahead - ((where + ahead) // SECTION - where // SECTION)
    return 1 <= steps <= NUMBERED


#: ``_THREATS[place]``: a bit for every track field from which an opponent's piece could reach
#: ``place`` with one count.
_THREATS: tuple[int, ...] = tuple(
    sum(1 << where for where in range(TRACK) if _reaches(where, place)) for place in range(TRACK)
)


#: Each piece's team (0: Yellow & Blue) and the start field it comes out on.
_TEAM: tuple[int, ...] = tuple(piece // PIECES % 2 for piece in ALL_PIECES)
_OUT_ON: tuple[int, ...] = tuple(start_field(piece // PIECES) for piece in ALL_PIECES)


def evaluate(pos: Sequence[int], fresh: Sequence[bool], team: int) -> float:
    """How good a board is for ``team`` (0: Yellow & Blue): progress, safety and the opponents' lag.

    The bot scores every legal move's board (and the Hard level's search every rollout's), so one
    pass over the pieces gathers what both teams' :func:`_danger` needs: each team's track fields as
    bits, the fields holding a pair, and each piece on the track with its stake, in piece order."""
    score = 0.0
    worths, fresh_worths = _WORTH[team], _FRESH_WORTH[team]
    on_track = [0, 0]
    seen = pairs = 0
    loose: tuple[list[tuple[int, float]], list[tuple[int, float]]] = ([], [])
    for piece, place in enumerate(pos):
        if place == CIRCLE:
            continue
        if place >= HOUSE:
            score += worths[piece][place - CIRCLE]
            continue
        if fresh[piece] and place == _OUT_ON[piece]:
            score += fresh_worths[piece]
            stake = _FRESH_AT_STAKE[piece]
        else:
            score += worths[piece][place - CIRCLE]
            stake = _AT_STAKE[piece][place - CIRCLE]
        bit = 1 << place
        pairs |= seen & bit
        seen |= bit
        side = _TEAM[piece]
        on_track[side] |= bit
        loose[side].append((place, stake))
    return (
        score
        - _danger(loose[team], pairs, on_track[1 - team])
        + THEIRS * _danger(loose[1 - team], pairs, on_track[team])
    )


def _danger(loose: list[tuple[int, float]], pairs: int, enemies: int) -> float:
    """What a team's pieces on the track (``loose``: field and stake) could lose to an opponent's
    next move from the fields in ``enemies``; half of a safe pair (a field in ``pairs``) is safe."""
    total = 0.0
    for place, stake in loose:
        if _THREATS[place] & enemies and not pairs >> place & 1:
            total += stake
    return total


def after(view: PartnersView, seat: int, action: Any) -> Board:
    """The board once ``action`` is carried out (a 7 played greedily by this same bot)."""
    pos, fresh = list(view.pieces), list(view.fresh)
    if isinstance(action, Move):
        land(pos, fresh, action.piece, action.to, came_out=pos[action.piece] == CIRCLE)
    elif isinstance(action, Step):
        land(pos, fresh, action.piece, action.to)
    elif isinstance(action, Switch):
        pos[action.first], pos[action.second] = pos[action.second], pos[action.first]
        fresh[action.first] = fresh[action.second] = False
    elif isinstance(action, PlaySeven):
        left, moved = SPLIT, frozenset[int]()
        seen: Seen = {}  # each step's search revisits boards the one before it settled
        while left:
            moves = seven_moves(pos, fresh, seat, left, moved, seen)
            if not moves:
                break
            best = max(moves, key=lambda m: _score_step(pos, fresh, m, seat))
            land(pos, fresh, best[0], best[2])
            left -= best[1]
            moved |= {best[0]}
    return pos, fresh


def _score_step(pos: list[int], fresh: list[bool], move: tuple[int, int, int], seat: int) -> float:
    trial, trial_fresh = list(pos), list(fresh)
    land(trial, trial_fresh, move[0], move[2])
    return evaluate(trial, trial_fresh, seat % 2)


def card_value(
    pos: Sequence[int], fresh: Sequence[bool], seat: int, card: Kind, base: float | None = None
) -> float:
    """How much the best use of ``card`` by ``seat`` would improve its team's board now (``base``:
    the board's :func:`evaluate` for that team, when the caller has it: a swap weighs every card)."""
    if base is None:
        base = evaluate(pos, fresh, seat % 2)
    best = -5.0  # a card with no use is worth less than nothing: it may force a give-up
    blocked = blocked_starts(pos)
    for piece in controlled(pos, seat):
        ends: list[tuple[int, bool]] = []
        if card in STARTS and can_come_out(pos, piece):
            ends.append((start_field(piece // PIECES), True))
        if card is Kind.MINUS_4:
            to = backward(pos, piece, BACKWARD, blocked)
            if to is not None:
                ends.append((to, False))
        steps_list = (SPLIT,) if card is Kind.SEVEN else STEPS[card]
        for steps in steps_list:
            ends += [(to, False) for to in forward(pos, fresh, piece, steps, blocked)]
        for to, out in ends:
            trial, trial_fresh = list(pos), list(fresh)
            land(trial, trial_fresh, piece, to, came_out=out)
            best = max(best, evaluate(trial, trial_fresh, seat % 2) - base)
    if card is Kind.SWITCH:
        free = [p for p in range(PLAYERS * PIECES) if switchable(pos, p)]
        if len(free) >= 2:
            best = max(best, 10.0)
    return best


class SensibleBot:
    """Scores every legal move by the team's board after it; gives the partner what helps them most."""

    name = "Sensible"

    def choose(self, view: PartnersView, legal: Sequence[Any], rng: random.Random) -> Any:
        seat = view.current
        assert seat is not None
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Give):
            return self._give(view, seat, legal)
        team = seat % 2
        best, best_score = legal[0], float("-inf")
        for action in legal:
            if isinstance(action, GiveUp):
                continue
            pos, fresh = after(view, seat, action)
            score = evaluate(pos, fresh, team) - _card_cost(action, view) + rng.random() * 1e-3
            if score > best_score:
                best, best_score = action, score
        return best

    def _give(self, view: PartnersView, seat: int, legal: Sequence[Any]) -> Any:
        partner = (seat + 2) % PLAYERS
        pos, fresh = list(view.pieces), list(view.fresh)
        base = evaluate(pos, fresh, seat % 2)  # the partner's team too

        def worth(action: Give) -> tuple[float, float]:
            """What the partner gains over what this seat loses; on a tie, give what helps this seat least."""
            mine = card_value(pos, fresh, seat, action.card, base)
            return card_value(pos, fresh, partner, action.card, base) - mine, -mine

        return max(legal, key=worth)


def _card_cost(action: Any, view: PartnersView) -> float:
    """Keep flexible cards for later when a plain card does nearly as well."""
    card = card_of(action)
    if card is None or isinstance(action, Give):
        return 0.0
    if card in (Kind.SEVEN, Kind.SWITCH, Kind.ONE_14):
        return 2.0
    if (
        card in STARTS
        and view.seat is not None
        and view.in_circle(view.seat)
        and not (isinstance(action, Move) and view.pieces[action.piece] == CIRCLE)
    ):
        return 4.0
    return 0.0


__all__ = ["SensibleBot", "after", "card_value", "evaluate"]
