"""The Bandit and the pilgrims, who stand on intersections and walk the lines like cowboys: the
Bandit one line in his rolled direction (``BANDIT_DIAGONAL``) but never where a cowboy would be in
his sights (``BANDIT_REACH``, ``BANDIT_SIGHTS``), a pilgrim ``PILGRIM_STEP`` corners straight on
with no roll; both wait where someone stands in the way."""

from __future__ import annotations

from collections.abc import Collection

from .board import in_sights, intersection_name, sights_words
from .compass import SIDE_NAME, Roll, roll_direction
from .data import BANDIT_DIAGONAL, PILGRIM_STEP, STEP
from .notes import BANDIT, EDGE, PILGRIMS_RULE, Note
from .tokens import Pilgrim, Tokens


def move_bandit(
    tokens: Tokens, size: int, roll: Roll, occupied: Collection[tuple[int, int]] = ()
) -> list[Note]:
    """The Bandit rolls a direction and moves one intersection along a line, like a cowboy: a
    diagonal roll leaves him where he is (``BANDIT_DIAGONAL``), as does a cowboy or pilgrim in the way."""
    if tokens.bandit is None:
        return []
    rolled, direction = roll_direction(roll)
    x, y = tokens.bandit
    here = intersection_name(tokens.bandit, size)
    dc, dr = STEP[direction]
    if dc and dr and not BANDIT_DIAGONAL:
        return [
            Note("bandit.stayed", f"{rolled}: the Bandit never moves diagonally; he stays at {here}.", BANDIT)
        ]
    there = (x + dc, y + dr)
    if not (0 <= there[0] <= size and 0 <= there[1] <= size):
        tokens.bandit = None
        tokens.leaves("bandit", "edge")
        text = f"{rolled}: the Bandit at {here} rides off the prairie, out of play."
        return [Note("bandit.left", text, EDGE)]
    blocker = occupant(there, tokens, occupied)
    if blocker:
        text = f"{rolled}: the Bandit stays at {here}: {blocker} stands at {intersection_name(there, size)}."
        return [Note("bandit.stayed", text, BANDIT)]
    if sees_a_cowboy(there, occupied):
        text = (
            f"{rolled}: the Bandit stays at {here}: a cowboy stands {sights_words()} "
            f"{intersection_name(there, size)}, and no cowboy is ever in his sights."
        )
        return [Note("bandit.stayed", text, BANDIT)]
    tokens.bandit = there
    text = f"{rolled}: the Bandit at {here} moves to {intersection_name(there, size)}."
    return [Note("bandit.moved", text, BANDIT)]


def sees_a_cowboy(point: tuple[int, int], occupied: Collection[tuple[int, int]]) -> bool:
    """Whether a cowboy would be in the sights of a Bandit on ``point``: he never goes there, so no
    cowboy is ever in his sights (``BANDIT_REACH``, ``BANDIT_SIGHTS``)."""
    return any(in_sights(point, cowboy) for cowboy in occupied)


def occupant(
    point: tuple[int, int],
    tokens: Tokens,
    occupied: Collection[tuple[int, int]],
    mover: Pilgrim | None = None,
) -> str:
    """Who stands on intersection ``point`` (a cowboy, the Bandit, a pilgrim other than ``mover``):
    the Bandit or a pilgrim stepping there waits where it is instead."""
    if point in occupied:
        return "a cowboy"
    if tokens.bandit == point:
        return "the Bandit"
    if any((p.x, p.y) == point for p in tokens.pilgrims if p is not mover):
        return "a pilgrim"
    return ""


def move_pilgrims(tokens: Tokens, size: int, occupied: Collection[tuple[int, int]] = ()) -> list[Note]:
    """Each pilgrim (in reading order of their corners) walks ``PILGRIM_STEP`` corners along its
    heading, with no roll; off the board it is out of play; a cowboy, the Bandit or another pilgrim in
    the way makes it wait there."""
    notes: list[Note] = []
    for pilgrim in sorted(tokens.pilgrims, key=lambda p: (p.y, p.x)):
        for _ in range(PILGRIM_STEP):
            dc, dr = STEP[pilgrim.heading]
            there = (pilgrim.x + dc, pilgrim.y + dr)
            here = intersection_name((pilgrim.x, pilgrim.y), size)
            way = SIDE_NAME[pilgrim.heading]
            if not (0 <= there[0] <= size and 0 <= there[1] <= size):
                tokens.pilgrims.remove(pilgrim)
                tokens.leaves("pilgrim", "edge")
                text = f"The pilgrim at {here} walks {way} off the prairie, out of play."
                notes.append(Note("pilgrim.left", text, EDGE))
                break
            blocker = occupant(there, tokens, occupied, pilgrim)
            if blocker:
                text = f"The pilgrim at {here} waits: {blocker} stands at {intersection_name(there, size)}."
                notes.append(Note("pilgrim.stayed", text, PILGRIMS_RULE))
                break
            pilgrim.x, pilgrim.y = there
            text = f"The pilgrim at {here} walks {way} to {intersection_name(there, size)}."
            notes.append(Note("pilgrim.moved", text, PILGRIMS_RULE))
    return notes
