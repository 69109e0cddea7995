"""What the player on turn may do, phase by phase: the turn's phases, and the moves each allows.

The engine lists these for bots, the table and its own checks; the refusals in :mod:`.refusals`
explain, from the same rules, why anything else is not a move. The lists are read off the table
(:class:`Table`) and change nothing on it.
"""

from __future__ import annotations

from . import data
from .actions import (
    BUILD,
    CUT,
    REST,
    STAY,
    WALK_MOVES,
    WALKS,
    Action,
    Claim,
    Drop,
    Fight,
    PlayOn,
    Pour,
    Steer,
    Walk,
)
from .board import in_sights, square_name, squares_around, walks_from
from .cavalry import cavalry_targets
from .data import Event as Card
from .data import Terrain
from .table import Table
from .tokens import steers_in

#: The walks by direction, as the move or as the action.
WALK_MOVES_FIRST, WALK_MOVES_AGAIN = ({d: WALK_MOVES[d, again] for d in WALKS} for again in (False, True))

#: The turn's phases: a move (or Fire Water poured), the action, a field to claim after a fence cut a
#: rival's, an item to drop, a rival to play a card on, the cavalry's target; then the game is over.
MOVE, ACTION, CLAIM, DROP, TARGET, CAVALRY, OVER = (
    "move",
    "action",
    "claim",
    "drop",
    "target",
    "cavalry",
    "over",
)


#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_FIRE_WATER, _TREE = Card.FIRE_WATER, Terrain.TREE


def legal_now(table: Table) -> list[Action]:
    """Every move the player on turn may make now (none once the game is over)."""
    seat = table.current_player
    if seat is None:
        return []
    if table.phase == MOVE:
        return [*pours(table, seat), *walks(table, seat, again=False), STAY]
    if table.phase == CLAIM:
        return [Claim(square_name(min(part), table.size)) for part in table.pending]
    if table.phase == DROP:
        return [Drop(card) for card in dict.fromkeys([*table.items[seat], table.drawn]) if card is not None]
    if table.phase == TARGET:
        return [PlayOn(table.players[s]) for s in range(len(table.players)) if s != seat]
    if table.phase == CAVALRY:
        return [*cavalry_targets(table.tokens, table.size)]
    return actions(table, seat)


def pours(table: Table, seat: int) -> list[Pour]:
    """Fire Water held may be poured for any rival, before the turn's action (FIRE_WATER_WHEN)."""
    if _FIRE_WATER not in table.items[seat]:
        return []
    return [Pour(name) for s, name in enumerate(table.players) if s != seat]


def walks(table: Table, seat: int, *, again: bool) -> list[Walk]:
    """Walks to an intersection on the board, not on another cowboy, the Bandit or a pilgrim,
    and not in the Bandit's sights."""
    bandit, pilgrims = table.tokens.bandit, table.tokens.pilgrims
    # the walker's own corner is never a step away, so every cowboy may be counted in the way
    taken = [*table.cowboys, *[(p.x, p.y) for p in pilgrims]] if pilgrims else table.cowboys
    moves = WALK_MOVES_AGAIN if again else WALK_MOVES_FIRST
    found = []
    for direction, spot in walks_from(*table.cowboys[seat], table.size):
        if spot not in taken and (bandit is None or not (spot == bandit or in_sights(bandit, spot))):
            found.append(moves[direction])
    return found


def actions(table: Table, seat: int) -> list[Action]:
    """The turn's action: build on the line just walked, cut wood by a tree, rope or rustle a steer
    next to the cowboy, fight an Indian, walk on; or do nothing (``DO_NOTHING``)."""
    size = table.size
    here = squares_around(*table.cowboys[seat], size)  # in reading order
    found: list[Action] = []
    walked = table.walked
    if walked is not None and walked not in table.grid.fenced and table.fences[seat] > 0:
        markers = data.FIELD_MARKERS
        if markers is None or table.grid.fields_after(walked, seat) <= markers:
            found.append(BUILD)
    terrain, tokens, owner = table.layout.terrain, table.tokens, table.grid.owner
    trees, roaming, rustled, indians = False, [], [], []  # one look at each square next to the cowboy
    for square in here:
        trees = trees or terrain[square] is _TREE
        holder = owner[square]
        if holder is None:
            if square in tokens.steers:
                roaming.append(square)
        elif holder != seat and steers_in(square, terrain, tokens.steers, tokens.stolen):
            rustled.append(square)
        if square in tokens.indians:
            indians.append(square)
    if trees:
        found.append(CUT)
    if roaming or rustled:  # the free squares of the seat's fields are looked for only when needed
        free = table.free_squares(seat)
        for steer in roaming:
            found += [Steer("Rope", square_name(steer, size), square_name(to, size)) for to in free]
        for steer in rustled:
            found += [Steer("Rustle", square_name(steer, size), square_name(to, size)) for to in free]
    if indians:
        found += [Fight(square_name(s, size)) for s in indians]
    found += walks(table, seat, again=True)
    rest = [REST] if data.DO_NOTHING or not found else []  # with nothing else to do, a turn still ends
    return [*pours(table, seat), *found, *rest]
