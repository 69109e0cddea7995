"""Roaming steers and Indians walking by themselves: every one of a kind steps at once in its own
rolled direction (``ONE_STEER_PER_SQUARE``, ``CONTESTED_SQUARE``), each step worked out on the board
as it stood before anyone moved; a stampede is the steers' walk over fences and water; an Indian
escaping a fight walks alone."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import square_name
from .compass import INDIAN_GAIT, STAMPEDE_GAIT, STEER_GAIT, Gait, Roll, roll_direction, step
from .data import CONTESTED_SQUARE, Terrain
from .fields import Grid
from .landing import raid, settle
from .notes import EDGE, LABEL, MOOOOOVE, STAMPEDE, Note
from .tokens import Tokens
from .twisters import throw_token

#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_PRINTED = Terrain.PRINTED_STEER


@dataclass(slots=True)
class _Plan:
    """One token's step in a MOOOOOVE that moves its whole kind at once: where it starts, its roll
    told, where it ends (None: off the prairie) and, if it stays, why."""

    start: int
    rolled: str
    end: int | None
    stopped: str


def _crowding(plans: Sequence[_Plan], tokens: Tokens, grid: Grid, terrain: Sequence[Terrain]) -> None:
    """Steers step at once, so a field square holds one steer after the step as before it
    (``ONE_STEER_PER_SQUARE``). A steer may step into a field square whose steer steps out; it
    stays where it was if the square keeps a steer (a printed one, or a roaming one that does not
    leave), or if another steer heads for the same square (``CONTESTED_SQUARE``: then none of them
    goes in, or the one from the north-west). A steer kept back keeps its own square,
    which may keep back another in turn, so this repeats until nothing changes."""
    n = grid.size
    changed = True
    while changed:
        changed = False
        staying = {plan.start for plan in plans if plan.end == plan.start}
        heading: dict[int, list[_Plan]] = {}
        for plan in plans:
            if plan.end is not None and plan.end != plan.start and grid.owner[plan.end] is not None:
                heading.setdefault(plan.end, []).append(plan)
        for square, comers in heading.items():
            printed = terrain[square] is _PRINTED and square not in tokens.stolen
            if printed or square in staying:
                why = f"{square_name(square, n)} keeps its steer, and a field square holds one"
            elif len(comers) > 1:
                why = f"another steer heads for {square_name(square, n)} too, and a field square holds one"
                if CONTESTED_SQUARE == "north-west":  # the one first in reading order goes in
                    first = min(comers, key=lambda plan: plan.start)
                    comers = [plan for plan in comers if plan is not first]
                    why += f"; the steer from {square_name(first.start, n)} goes in"
            else:
                continue
            for plan in comers:
                plan.end, plan.stopped = plan.start, why
            changed = True


def _step_all(
    kind: str,
    gait: Gait,
    rule: str,
    starts: Sequence[int],
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
) -> list[Note]:
    """Tokens of ``kind`` standing on ``starts`` (already lifted from their list) step at once.

    The D8 is rolled for each in reading order of their squares (rows from the north, each from the
    west), so the dice never depend on the order tokens happen to be kept in; each step is worked out
    on the board as it stands before anyone moves; steers then keep to one per field square
    (:func:`_crowding`). They land together: an Indian raids where it lands, and a token that lands
    on a twister is thrown (in reading order again, after every other token has landed)."""
    n = grid.size
    label = LABEL[kind]
    on_board = tokens.indians if kind == "indian" else tokens.steers
    plans = []
    for square in sorted(starts):
        rolled, direction = roll_direction(roll)
        end, stopped = step(square, direction, grid, terrain, gait)
        plans.append(_Plan(square, rolled, end, stopped))
    if kind == "steer":
        _crowding(plans, tokens, grid, terrain)
    told: list[list[Note]] = []
    thrown: list[tuple[int, _Plan]] = []
    for plan in plans:
        here = square_name(plan.start, n)
        if plan.end is None:
            tokens.leaves(kind, "edge")
            text = f"{plan.rolled}: the {label} at {here} wanders off the prairie, out of play."
            told.append([Note(f"{kind}.left", text, EDGE)])
        elif plan.stopped:
            on_board.append(plan.start)
            text = f"{plan.rolled}: the {label} at {here} stays put: {plan.stopped}."
            told.append([Note(f"{kind}.stayed", text, rule)])
        else:
            text = f"{plan.rolled}: the {label} at {here} moves to {square_name(plan.end, n)}."
            told.append([Note(f"{kind}.moved", text, rule)])
            if kind == "indian":
                told[-1] += raid(plan.end, tokens, terrain, n)
            if plan.end in tokens.twisters:
                thrown.append((len(told) - 1, plan))
            else:
                on_board.append(plan.end)
    for index, plan in thrown:
        assert plan.end is not None
        final, notes = throw_token(kind, plan.end, tokens, terrain, tokens.twisters, n, roll)
        if final is not None and kind == "steer":
            final, settled = settle(final, tokens, grid, terrain)
            notes += settled
        if final is not None:
            on_board.append(final)
        told[index] += notes
    return [note for notes in told for note in notes]


def _walk(
    kind: str,
    gait: Gait,
    rule: str,
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
) -> list[Note]:
    """Every steer (or Indian) steps once in its own rolled direction, all at once (:func:`_step_all`)."""
    on_board = tokens.indians if kind == "indian" else tokens.steers
    starts = list(on_board)
    on_board.clear()
    return _step_all(kind, gait, rule, starts, tokens, grid, terrain, roll)


def move_steers(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """Every roaming steer steps one square in its rolled direction, all at once; it stays if a fence,
    water or a homestead is in the way or a field square would hold two steers, leaves if it steps
    off the board, and is thrown if it walks into a twister."""
    return _walk("steer", STEER_GAIT, MOOOOOVE, tokens, grid, terrain, roll)


def move_indians(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """Each Indian steps one square in its rolled direction, over fences and water but never into a
    homestead; where it lands it raids steers, and a twister there throws it."""
    return _walk("indian", INDIAN_GAIT, MOOOOOVE, tokens, grid, terrain, roll)


def move_indian(
    square: int, tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll
) -> list[Note]:
    """One Indian, the one on ``square``, moves as a MOOOOOVE would move it (an Indian escaping a
    fight); the others stay where they are."""
    if square not in tokens.indians:
        raise ValueError(f"no Indian at {square_name(square, grid.size)}")
    tokens.indians.remove(square)
    return _step_all("indian", INDIAN_GAIT, MOOOOOVE, [square], tokens, grid, terrain, roll)


def stampede(tokens: Tokens, grid: Grid, terrain: Sequence[Terrain], roll: Roll) -> list[Note]:
    """STAMPEDE!: every roaming steer steps at once, ignoring fences and water but not homesteads
    (and a field square still holds one steer, :func:`_crowding`)."""
    return _walk("steer", STAMPEDE_GAIT, STAMPEDE, tokens, grid, terrain, roll)
