"""A slow, plain model of Partners' moves, written from the rules without the engine's track code.

It walks the board one field at a time, the way a player counts with a finger, so the property
tests can check the engine's fast tables and bit masks against it on thousands of random boards.
Only the data (the numbering of fields and the action classes) is shared with the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from tabletop.partners import Move, PlaySeven, Step, Switch
from tabletop.partners.data import Kind

CIRCLE, HOUSE, TRACK, SECTION = -1, 60, 60, 15
Board = tuple[tuple[int, ...], tuple[bool, ...]]


def colour(piece: int) -> int:
    return piece // 4


def own_pieces(colour_: int) -> range:
    return range(colour_ * 4, colour_ * 4 + 4)


def start_of(colour_: int) -> int:
    return colour_ * SECTION


def blocks(pos: Sequence[int], colour_: int) -> bool:
    """Some piece of this colour stands on its own start field."""
    return any(pos[p] == start_of(colour_) for p in own_pieces(colour_))


def pieces_moved_by(pos: Sequence[int], seat: int) -> range:
    if all(pos[p] >= HOUSE for p in own_pieces(seat)):
        return own_pieces((seat + 2) % 4)
    return own_pieces(seat)


def own_count(pos: Sequence[int], piece: int, field: int) -> int:
    return sum(1 for p in own_pieces(colour(piece)) if p != piece and pos[p] == field)


def forward(pos: Sequence[int], fresh: Sequence[bool], piece: int, steps: int) -> set[int]:
    """Every field a piece may end on moving ``steps`` forward, counted field by field."""
    place, c = pos[piece], colour(piece)
    if place == CIRCLE:
        return set()
    if place >= HOUSE:
        index = place - HOUSE + steps
        between = range(place - HOUSE + 1, index + 1)
        if index > 3 or any(pos[p] - HOUSE in between for p in own_pieces(c) if p != piece):
            return set()
        return {HOUSE + index}
    ends = set()
    counted = 0
    reached_own = 0 if place == start_of(c) and not fresh[piece] else None  # steps taken when passing it
    field, free = place, True
    while counted < steps:
        field = (field + 1) % TRACK
        if field % SECTION == 0:
            owner = field // SECTION
            if owner == c:
                if reached_own is None:
                    reached_own = counted
            elif blocks(pos, owner):
                free = False
                break
            continue
        counted += 1
    if free and own_count(pos, piece, field) < 2:
        ends.add(field)
    if reached_own is not None:
        index = steps - reached_own - 1
        if 0 <= index <= 3 and not any(0 <= pos[p] - HOUSE <= index for p in own_pieces(c) if p != piece):
            ends.add(HOUSE + index)
    return ends


def backward(pos: Sequence[int], piece: int, steps: int) -> set[int]:
    place, c = pos[piece], colour(piece)
    if place == CIRCLE or place >= HOUSE:
        return set()
    field, counted = place, 0
    while counted < steps:
        field = (field - 1) % TRACK
        if field % SECTION == 0:
            if field // SECTION != c and blocks(pos, field // SECTION):
                return set()
            continue
        counted += 1
    return {field} if own_count(pos, piece, field) < 2 else set()


def land(board: Board, piece: int, field: int, came_out: bool = False) -> Board:
    """The board after ``piece`` stops on ``field``: a lone stranger there is sent home, a pair of
    strangers sends the mover home."""
    pos, fresh = list(board[0]), list(board[1])
    pos[piece], fresh[piece] = field, came_out
    if field < HOUSE:
        there = [p for p in range(16) if p != piece and pos[p] == field]
        strangers = [p for p in there if colour(p) != colour(piece)]
        sent = strangers if len(strangers) == 1 else [piece] if len(strangers) == 2 else []
        for p in sent:
            pos[p], fresh[p] = CIRCLE, False
    return tuple(pos), tuple(fresh)


def team_done(pos: Sequence[int], seat: int) -> bool:
    return all(pos[p] >= HOUSE for p in (*own_pieces(seat % 2), *own_pieces(seat % 2 + 2)))


@cache
def seven_can_finish(board: Board, seat: int, left: int, moved: frozenset[int] = frozenset()) -> bool:
    """Whether ``left`` steps of a 7 can all be used, trying every way to split them, each piece
    not yet ``moved`` by this 7 taking at most one part."""
    if left == 0 or team_done(board[0], seat):
        return True
    return any(
        seven_can_finish(land(board, piece, to), seat, left - steps, moved | {piece})
        for piece in pieces_moved_by(board[0], seat)
        if piece not in moved
        for steps in range(1, left + 1)
        for to in forward(*board, piece, steps)
    )


def seven_steps(board: Board, seat: int, left: int, moved: frozenset[int] = frozenset()) -> set[Step]:
    return {
        Step(piece, steps, to)
        for piece in pieces_moved_by(board[0], seat)
        if piece not in moved
        for steps in range(1, left + 1)
        for to in forward(*board, piece, steps)
        if seven_can_finish(land(board, piece, to), seat, left - steps, moved | {piece})
    }


DISTANCES = {
    Kind.START_8: (8,),
    Kind.START_13: (13,),
    Kind.ONE_14: (1, 14),
    **{Kind(str(n)): (n,) for n in (2, 3, 5, 6, 9, 10, 11, 12)},
}


def plays(board: Board, seat: int, hand: Sequence[Kind]) -> set[object]:
    """Every legal play of the cards in ``hand`` (empty when the hand must be given up)."""
    pos, fresh = board
    moves: set[object] = set()
    for card in set(hand):
        if card is Kind.SWITCH:
            loose = [p for p in range(16) if 0 <= pos[p] < TRACK and own_count(pos, p, pos[p]) == 0]
            moves |= {Switch(a, b) for a in loose for b in loose if a < b and colour(a) != colour(b)}
        elif card is Kind.SEVEN and seven_can_finish(board, seat, 7):
            moves.add(PlaySeven())
        for piece in pieces_moved_by(pos, seat):
            comes_out = card in (Kind.START, Kind.START_8, Kind.START_13) and pos[piece] == CIRCLE
            if comes_out and own_count(pos, piece, start_of(colour(piece))) < 2:
                moves.add(Move(card, piece, start_of(colour(piece))))
            if card is Kind.MINUS_4:
                moves |= {Move(card, piece, to) for to in backward(pos, piece, 4)}
            for steps in DISTANCES.get(card, ()):
                moves |= {Move(card, piece, to) for to in forward(pos, fresh, piece, steps)}
    return moves
