"""MOOOOOVE: how roaming steers, Indians, twisters, the Bandit and pilgrims move, raid, get thrown,
wander off the prairie, and arrive on a random board edge.

This module runs the MOOOOOVE event card (:func:`moooove`); each part of it lives where a reader would
look for it: one step and its dice in :mod:`.compass`, steers and Indians walking at once in
:mod:`.walking`, twisters and the fences they tear in :mod:`.twisters`, raids and one steer per field
square in :mod:`.landing`, the Bandit and pilgrims in :mod:`.riders`, placing in :mod:`.arrivals`,
and the notes that tell it all in :mod:`.notes`.

Every function of these parts is a rule step the engine calls: it changes only the ``Tokens`` and
``Grid`` it is given, takes all chance from ``roll`` (a D8 read on the MOOOOOVE compass, 1 = N ...
8 = NW), and returns :class:`Note` s that tell in plain English what happened, every roll with its
meaning, so a log or a notebook can show them as they are. The same dice give the same game.

The rulebook's order holds in :func:`moooove`: twisters, then Indians, then roaming steers, then the
Bandit, then pilgrims. Within a kind the D8 is rolled for each token in reading order of where it
stands (rows from the north, each row from the west), never in the order tokens happen to be kept;
steers and Indians step all at once (``ONE_STEER_PER_SQUARE``). A token that leaves the board by
its edge is out of play for good, as the rulebook says; one removed any other way goes back to the
box (``BACK_TO_BOX``).

Where the rulebook is silent this edition chooses, and says so in ``data.py``:

- ``DIAGONAL_STEP``: a token walking diagonally goes round the corner one way or the other: a steer
  may go if either way (across one side of its square, then the other) crosses no fence and passes
  no water or homestead, and it does not end in water or a homestead. Indians and stampeding steers
  ignore fences and water, so only homesteads can close a way round for them.
- ``TWISTER_CORNER``: a twister stepping diagonally crosses the corner between its square and the
  next; it tears every fence on the (up to four) lines meeting at that corner, since those are the
  fences that separate the squares around it. Stepping straight it tears the line it crosses, the
  board edge included.
- ``TWISTER_LANDS``: a twister throws the steers and Indians in the square where its two steps end;
  a token that walks into a twister's square is thrown too. ``THROWN``: a thrown token flies one
  square in its own rolled direction, ignoring fences, water and homesteads. It is thrown again
  while it lands on a twister, at most ``THROWS_MAX`` times, so a token between two twisters comes
  to rest.
- ``RAIDS``: a raid is an Indian landing (walking, thrown or placed) on steers; ``RAID_THEN_THROW``:
  an Indian landing on a twister's square raids first and is thrown after.
- ``ONE_STEER_PER_SQUARE``: a square of a field never holds two steers. Steers step at once
  (:mod:`.walking`): one may step into a field square whose steer steps out, but it stays where it
  was if the square keeps its steer or another steer heads there too; a steer thrown or placed onto
  a taken field square, or shut in beside another by a fence (:func:`.landing.settle_field`), moves
  over to the nearest free square of that field, or goes back to the box if the field has none.
- ``BANDIT_DIAGONAL``: the Bandit moves like a cowboy, so a diagonal roll leaves him where he is.
- ``BANDIT_REACH``, ``BANDIT_SIGHTS``: cowboys may never stand in the Bandit's sights (one line from
  him, this edition's reading), so he never moves onto a corner that would put one there: that move
  does not happen. ``BLOCKED_ARRIVAL``: a Bandit or pilgrim whose arrival corner is taken (or, for the
  Bandit, in a cowboy's line of fire) does not arrive.
- ``PILGRIM_STEP``: a pilgrim walks that many corners per MOOOOOVE. The Bandit and pilgrims wait
  where they are when a cowboy, the Bandit or a pilgrim stands on the corner they would step to.
- Placing (``EDGE_TILE_SECOND_ROLL``, ``ARRIVAL_SQUARES``, ``PLACING_SQUARE``, ``PLACED_LANDS``,
  ``PILGRIM_ENTRY``): see :func:`.arrivals.place`.

Squares are named like a chess board: column letter from the west, then row number from the north
(square 0 is A1). An intersection is named by a square it touches, "the north-west corner of D5".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final

from .compass import Roll
from .data import Terrain
from .fields import Grid
from .notes import Note
from .riders import move_bandit, move_pilgrims
from .tokens import Tokens
from .twisters import move_twisters
from .walking import move_indians, move_steers

KINDS: Final = ("twisters", "indians", "steers", "bandit", "pilgrims")  # the rulebook's order


def moooove(
    kinds: Collection[str],
    tokens: Tokens,
    grid: Grid,
    terrain: Sequence[Terrain],
    roll: Roll,
    occupied: Collection[tuple[int, int]] = (),
    players: Sequence[str] = (),
) -> list[Note]:
    """A MOOOOOVE event: the named kinds (of ``KINDS``) move in the rulebook's order, twisters,
    Indians, steers, then the Bandit and pilgrims. ``occupied`` holds the cowboys' intersections;
    ``players`` names the owners of fields a twister opens."""
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise ValueError(f"no such tokens to MOOOOOVE: {sorted(unknown)}")
    notes: list[Note] = []
    for kind in KINDS:
        if kind not in kinds:
            continue
        if kind == "twisters":
            notes += move_twisters(tokens, grid, terrain, roll, players)
        elif kind == "indians":
            notes += move_indians(tokens, grid, terrain, roll)
        elif kind == "steers":
            notes += move_steers(tokens, grid, terrain, roll)
        elif kind == "bandit":
            notes += move_bandit(tokens, grid.size, roll, occupied)
        else:
            notes += move_pilgrims(tokens, grid.size, occupied)
    return notes
