"""The track and how pieces move on it, as pure functions of the pieces' positions.

A board is two lists indexed by piece (``piece // 4`` is its owner's seat and colour): ``pos``,
where each piece is (:data:`CIRCLE`, a track field 0-59, or ``HOUSE + 0..3``), and ``fresh``,
True for a piece brought out onto its start field that has not moved since (it must leave that
field before it may enter its house). The engine, the 7's search and the bot all move pieces with
these functions, so they can never disagree about a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..core.text import read_number
from ..core.words import counted
from .data import (
    CIRCLE,
    COLOURS,
    HOUSE,
    HOUSE_EXACT,
    HOUSE_ONE_EACH,
    HOUSE_SIZE,
    LAP,
    NUMBERED,
    PIECES,
    PLAYERS,
    SECTION,
    SPLIT,
    TRACK,
)

ALL_PIECES = range(PLAYERS * PIECES)
POSITIONS = range(CIRCLE, HOUSE + HOUSE_SIZE)  # a circle, the track's fields, then the house fields


class Refusal(NamedTuple):
    """Why a path is cut: the rule id, the words for it, and the field it keeps the piece from
    (None when it cuts every way the piece could go), so a refusal answers the move asked for."""

    rule: str
    text: str
    field: int | None = None


def owner(piece: int) -> int:
    return piece // PIECES


def piece_name(piece: int) -> str:
    return PIECE_NAMES[piece] if piece in ALL_PIECES else _piece_name(piece)


def _piece_name(piece: int) -> str:
    return f"{COLOURS[piece // PIECES]} {piece % PIECES + 1}"


def start_field(colour: int) -> int:
    return colour * SECTION


def field_name(position: int, colour: int) -> str:
    """A position in words; ``colour`` is the piece's, since circles and houses are per colour."""
    if position in POSITIONS and colour in COLOUR_RANGE:
        return FIELD_NAMES[colour][position - CIRCLE]
    return _field_name(position, colour)


def _field_name(position: int, colour: int) -> str:
    if position == CIRCLE:
        return f"{COLOURS[colour].lower()} circle"
    if position >= HOUSE:
        return f"{COLOURS[colour].lower()} house {position - HOUSE + 1}"
    section, number = divmod(position, SECTION)
    return f"{COLOURS[section].lower()} {'start' if number == 0 else number}"


COLOUR_RANGE = range(PLAYERS)
#: Every piece's name and every position's name for each colour (indexed ``position - CIRCLE``),
#: built once: every move's event and string names pieces and fields, and f-strings cost more
#: than a look-up. Positions off the board (asked about in hand-made moves) are named on demand.
PIECE_NAMES: tuple[str, ...] = tuple(_piece_name(piece) for piece in ALL_PIECES)
FIELD_NAMES: tuple[tuple[str, ...], ...] = tuple(
    tuple(_field_name(position, colour) for position in POSITIONS) for colour in COLOUR_RANGE
)


def parse_field(text: str, colour: int) -> int | None:
    """The position a :func:`field_name` names for a piece of ``colour`` (None if it names none)."""
    words = text.strip().lower().split()
    names = [c.lower() for c in COLOURS]
    if len(words) < 2 or words[0] not in names:
        return None
    section = names.index(words[0])
    rest = words[1:]
    if rest == ["circle"]:
        return CIRCLE if section == colour else None
    if rest == ["start"]:
        return section * SECTION
    number = read_number(rest[-1])
    if number is None:
        return None
    if len(rest) == 2 and rest[0] == "house" and section == colour:
        return HOUSE + number - 1 if 1 <= number <= HOUSE_SIZE else None
    if len(rest) == 1 and 1 <= number < SECTION:
        return section * SECTION + number
    return None


#: Each colour's bit in :func:`blocked_starts`, its start field and its first piece.
_OWN_STARTS = tuple((1 << colour, colour * SECTION, colour * PIECES) for colour in range(PLAYERS))


def blocked_starts(pos: Sequence[int]) -> int:
    """A bit per colour whose start field holds at least one of its own pieces (a block)."""
    mask = 0
    for bit, start, first in _OWN_STARTS:
        if start in pos[first : first + PIECES]:
            mask |= bit
    return mask


def at(pos: Sequence[int], field: int) -> list[int]:
    """The pieces on a track field."""
    return [piece for piece in ALL_PIECES if pos[piece] == field]


def is_pair(pos: Sequence[int], piece: int) -> bool:
    """Two pieces of one colour share this piece's track field (they are protected)."""
    place = pos[piece]
    if not 0 <= place < TRACK:
        return False
    base = piece - piece % PIECES
    return pos[base : base + PIECES].count(place) > 1


def progress(pos: Sequence[int], fresh: Sequence[bool], piece: int) -> int:
    """How far a piece has come: 0 in its circle or just out, LAP + 1.. LAP + 4 in its house."""
    place = pos[piece]
    if place == CIRCLE:
        return 0
    if place >= HOUSE:
        return LAP + 1 + place - HOUSE
    ahead = (place - (piece // PIECES) * SECTION) % TRACK
    if ahead == 0:
        return 0 if fresh[piece] else LAP
    return ahead - ahead // SECTION


def _house(pos: Sequence[int], piece: int, first: int, steps: int, why: list[Refusal] | None) -> int | None:
    """The house field ``steps`` counted from house index ``first - 1`` (``first`` 0: from the
    turn-off at the own start field), if the count stays in the house and no piece is in the way."""
    target = first + steps - 1
    colour = piece // PIECES
    if target >= HOUSE_SIZE:
        if why is not None:
            over = target - HOUSE_SIZE + 1
            last = field_name(HOUSE + HOUSE_SIZE - 1, colour)
            runs = f"the count runs {counted(over, 'field')} past {last}"
            text = f"{runs}, the end of its house: {HOUSE_EXACT}"
            why.append(Refusal("partners.house", text, HOUSE + target))
        return None
    base = piece - piece % PIECES
    in_the_way = [
        (pos[other] - HOUSE, other)
        for other in range(base, base + PIECES)
        if other != piece and first <= pos[other] - HOUSE <= target
    ]
    if in_the_way:
        if why is not None:
            index, other = min(in_the_way)  # the first one met
            where = field_name(HOUSE + index, colour)
            text = (
                f"{piece_name(other)} already stands on {where}: {HOUSE_ONE_EACH}"
                if index == target
                else f"{piece_name(other)} on {where} is in the way: pieces in a house never pass each other"
            )
            why.append(Refusal("partners.house", text, HOUSE + target))
        return None
    return HOUSE + target


def _lands(pos: Sequence[int], piece: int, field: int, why: list[Refusal] | None) -> bool:
    """A piece may stop on ``field`` unless two of its own colour are there already."""
    base = piece - piece % PIECES
    if pos[base : base + PIECES].count(field) >= 2:  # the mover itself is never on its target
        if why is not None:
            name = field_name(field, piece // PIECES)
            where = f"the {name} field" if field % SECTION == 0 else name  # "the yellow start field"
            why.append(Refusal("partners.pair", f"two of its own pieces already share {where}", field))
        return False
    return True


def _ahead(field: int) -> tuple[tuple[int, int], ...]:
    """The next 14 numbered fields from ``field``, each with the start fields jumped so far (bits)."""
    out: list[tuple[int, int]] = []
    crossed = 0
    while len(out) < NUMBERED:
        field = field + 1 if field + 1 < TRACK else 0
        if field % SECTION == 0:
            crossed |= 1 << (field // SECTION)
        else:
            out.append((field, crossed))
    return tuple(out)


#: For every track field, the numbered fields ahead; forward moves read it instead of walking.
AHEAD: tuple[tuple[tuple[int, int], ...], ...] = tuple(_ahead(field) for field in range(TRACK))
#: For each colour and track field: numbered steps from there before the colour's own start field.
BEFORE_OWN: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        next(i for i, (_, crossed) in enumerate((*_ahead(f), (0, 1 << c))) if crossed >> c & 1)
        for f in range(TRACK)
    )
    for c in range(PLAYERS)
)


def forward(
    pos: Sequence[int],
    fresh: Sequence[bool],
    piece: int,
    steps: int,
    blocked: int,
    why: list[Refusal] | None = None,
) -> list[int]:
    """Every field ``piece`` can reach moving exactly ``steps`` forward (house or track).

    The usual case comes first: a piece on the track that meets no block and does not pass its own
    start field (a piece just out, on that field, has a lap to go), so the count ends on one field."""
    place = pos[piece]
    colour = piece // PIECES
    if 0 <= place < TRACK and (place != colour * SECTION or fresh[piece]):
        field, crossed = AHEAD[place][steps - 1]
        if not crossed & (blocked | 1 << colour):
            base = piece - piece % PIECES
            if pos[base : base + PIECES].count(field) < 2:  # no pair of its own there (see _lands)
                return [field]
            return [field] if _lands(pos, piece, field, why) else []
    if place == CIRCLE:
        if why is not None:
            why.append(Refusal("partners.start", "a piece leaves its circle only with a Start card"))
        return []
    if place >= HOUSE:
        if why is None and place - HOUSE + steps >= HOUSE_SIZE:  # the usual case: past the house's end
            return []
        found = _house(pos, piece, place - HOUSE + 1, steps, why)
        return [] if found is None else [found]
    own = 1 << colour
    ends: list[int] = []
    ahead = AHEAD[place]
    if place == colour * SECTION and not fresh[piece]:
        found = _house(pos, piece, 0, steps, why)
        if found is not None:
            ends.append(found)
    field, crossed = ahead[steps - 1]
    if crossed & own:
        before = BEFORE_OWN[colour][place]
        stops = (ahead[before - 1][1] if before else 0) & blocked & ~own
        if stops:
            if why is not None:
                why.append(_block(_lowest_section(stops, place)))
            return ends
        found = _house(pos, piece, 0, steps - before, why)
        if found is not None:
            ends.append(found)
    stops = crossed & blocked & ~own
    if stops:
        if why is not None:
            why.append(_block(_lowest_section(stops, place), field))
        return ends
    if _lands(pos, piece, field, why):
        ends.append(field)
    return ends


def reach(pos: Sequence[int], fresh: Sequence[bool], piece: int, most: int, blocked: int) -> list[list[int]]:
    """:func:`forward` for every count from 1 to ``most`` (item ``steps - 1``), as a split 7 asks.

    Most pieces meet no block and do not pass their own start field within ``most`` steps; the
    start fields a count jumps only grow with the count, so then every count is the usual case,
    read off :data:`AHEAD` in one go. A piece in its circle goes nowhere, and one in its house
    moves on up to the next piece there or the house's end (see :func:`_house`), no further."""
    place = pos[piece]
    colour = piece // PIECES
    if 0 <= place < TRACK and (place != colour * SECTION or fresh[piece]):
        ahead = AHEAD[place]
        if not ahead[most - 1][1] & (blocked | 1 << colour):
            base = piece - piece % PIECES
            own = pos[base : base + PIECES]
            return [[field] if own.count(field) < 2 else [] for field, _ in ahead[:most]]
    if place == CIRCLE:
        return [[] for _ in range(most)]
    if place >= HOUSE:
        base = piece - piece % PIECES
        beyond = [other for other in pos[base : base + PIECES] if other > place]
        stop = min(beyond, default=HOUSE + HOUSE_SIZE)  # the next piece in the house, or its end
        return [[place + steps] if place + steps < stop else [] for steps in range(1, most + 1)]
    return [forward(pos, fresh, piece, steps, blocked) for steps in range(1, most + 1)]


def count_ends(pos: Sequence[int], fresh: Sequence[bool], piece: int, steps: int) -> tuple[int, ...]:
    """Where counting ``steps`` forward leads ``piece`` before anything in the way is considered:
    the house position when the count turns off into its house (``HOUSE + 4`` or more: past the
    house's end), then the track field. The refusals say which of these a rule then cuts."""
    place = pos[piece]
    colour = piece // PIECES
    if place == CIRCLE:
        return ()
    if place >= HOUSE:
        return (place + steps,)
    before = turn_off(place, colour, fresh[piece])
    into_house = (HOUSE + steps - before - 1,) if before is not None and steps > before else ()
    return (*into_house, AHEAD[place][steps - 1][0])


def turn_off(place: int, colour: int, fresh: bool) -> int | None:
    """How many numbered fields a piece on track field ``place`` counts before it turns off into its
    house at its own start field, which is not counted (the next step is house 1): 0 on that start
    field once it has gone round; None for a piece just brought out, or whose start field is too far
    ahead for any one count (14 numbered fields or more)."""
    if place == colour * SECTION:
        return None if fresh else 0
    before = BEFORE_OWN[colour][place]
    return None if before >= NUMBERED else before


def _lowest_section(mask: int, place: int) -> int:
    """Of the blocked start fields in ``mask``, the first one met going forward from ``place``."""
    for _field, crossed in AHEAD[place]:
        if crossed & mask:
            return (crossed & mask).bit_length() - 1
    raise ValueError("no blocked start field ahead")


def backward(
    pos: Sequence[int], piece: int, steps: int, blocked: int, why: list[Refusal] | None = None
) -> int | None:
    """Where ``piece`` lands moving ``steps`` backwards, or None (never out of a house)."""
    place = pos[piece]
    if place == CIRCLE or place >= HOUSE:
        if why is not None:
            where = "circle" if place == CIRCLE else "house"
            why.append(Refusal("partners.minus-four", f"a piece in its {where} never moves backwards"))
        return None
    colour = piece // PIECES
    field, left = place, steps
    while True:
        field = field - 1 if field > 0 else TRACK - 1
        if field % SECTION == 0:
            section = field // SECTION
            if section != colour and blocked >> section & 1:
                if why is not None:
                    why.append(_block(section))
                return None
            continue
        left -= 1
        if left == 0:
            return field if _lands(pos, piece, field, why) else None


def _block(section: int, field: int | None = None) -> Refusal:
    colour = COLOURS[section]
    return Refusal(
        "partners.block", f"{colour}'s own piece on the {colour.lower()} start field blocks the way", field
    )


def can_come_out(pos: Sequence[int], piece: int, why: list[Refusal] | None = None) -> bool:
    """A Start card may bring this piece onto its start field."""
    if pos[piece] != CIRCLE:
        if why is not None:
            why.append(Refusal("partners.start", "a Start card brings out a piece from the circle"))
        return False
    return _lands(pos, piece, (piece // PIECES) * SECTION, why)


def land(pos: list[int], fresh: list[bool], piece: int, field: int, *, came_out: bool = False) -> list[int]:
    """Put ``piece`` on ``field`` and settle captures; returns the pieces sent to their circles.

    A single piece of another colour there goes back to its circle; if two alike are there, the
    mover goes back instead; a piece of the mover's colour makes a protected pair.
    """
    pos[piece] = field
    fresh[piece] = came_out
    if field >= HOUSE:
        return []
    if pos.count(field) == 1:  # the usual case: nobody else there
        return []
    colour = piece // PIECES
    there = [other for other in ALL_PIECES if other != piece and pos[other] == field]
    if not there or there[0] // PIECES == colour:
        return []
    victims = there if len(there) == 1 else [piece]
    for victim in victims:
        pos[victim] = CIRCLE
        fresh[victim] = False
    return victims


def switchable(pos: Sequence[int], piece: int) -> bool:
    """On the track and not half of a protected pair (circles and houses are out of reach)."""
    return 0 <= pos[piece] < TRACK and not is_pair(pos, piece)


def controlled(pos: Sequence[int], seat: int) -> range:
    """The pieces a seat moves: its own, or its partner's once all its own are home."""
    base = seat * PIECES
    if min(pos[base : base + PIECES]) >= HOUSE:
        base = ((seat + 2) % PLAYERS) * PIECES
    return range(base, base + PIECES)


def team_home(pos: Sequence[int], seat: int) -> int:
    """How many of the seat's team's 8 pieces are in their houses."""
    first, second = (seat % 2) * PIECES, (seat % 2 + 2) * PIECES
    return len([place for place in pos[first : first + PIECES] if place >= HOUSE]) + len(
        [place for place in pos[second : second + PIECES] if place >= HOUSE]
    )


def team_won(pos: Sequence[int], seat: int) -> bool:
    """All eight of the seat's team's pieces are home (:func:`team_home` is 8): every play asks,
    and the answer is usually told by the first colour's least advanced piece."""
    first, second = (seat % 2) * PIECES, (seat % 2 + 2) * PIECES
    return min(pos[first : first + PIECES]) >= HOUSE and min(pos[second : second + PIECES]) >= HOUSE


#: What the 7's search has found out: whether ``(pos, fresh, seat, left, moved)`` can be finished.
#: Each answer is a fact about that whole board, so one dict may serve all the steps of one 7.
Seen = dict[tuple[tuple[int, ...], tuple[bool, ...], int, int, frozenset[int]], bool]


def seven_moves(
    pos: Sequence[int],
    fresh: Sequence[bool],
    seat: int,
    left: int,
    moved: frozenset[int] = frozenset(),
    seen: Seen | None = None,
) -> list[tuple[int, int, int]]:
    """The split-7 steps ``(piece, steps, field)`` after which the rest of the 7 can still be used.

    Each piece takes at most one part of a 7 (``moved``: the pieces that already have), so a piece
    never stops on the way to capture and then runs on past what it captured. ``seen`` holds what
    earlier searches found (the engine keeps one for all the steps of a 7: each step's search
    revisits boards the one before it has settled).
    """
    moves = []
    if seen is None:
        seen = {}
    blocked = blocked_starts(pos)
    pieces = [piece for piece in controlled(pos, seat) if pos[piece] != CIRCLE and piece not in moved]
    ends = {
        (piece, steps): fields
        for piece in pieces
        for steps, fields in enumerate(reach(pos, fresh, piece, left, blocked), 1)
    }
    for (piece, steps), fields in ends.items():
        rest = left - steps
        for field in fields:
            if rest == 0 or (field < HOUSE and _another_takes(ends, pieces, piece, field, rest)):
                moves.append((piece, steps, field))
                continue
            if _finishes_after(pos, fresh, seat, rest, seen, moved, pieces, blocked, piece, field):
                moves.append((piece, steps, field))
    return moves


def _another_takes(
    ends: dict[tuple[int, int], list[int]], pieces: Sequence[int], piece: int, field: int, rest: int
) -> bool:
    """A quick sure answer for the common case: once ``piece`` stops on track ``field``, another
    piece can take the ``rest`` in one go from where it stands now. Nothing ``piece`` does off the
    house can spoil that move (it never lands on a start field, so it makes or breaks no block),
    as long as the two do not aim at the same field. (Plain loops: asked of nearly every part.)"""
    for other in pieces:
        if other != piece:
            for end in ends[other, rest]:
                if end != field:
                    return True
    return False


#: Why a 7 cannot be played, in the words the engine and the table both use.
SEVEN_UNUSABLE = "the 7's seven steps cannot all be used now, each piece taking at most one part"


def seven_playable(pos: Sequence[int], fresh: Sequence[bool], seat: int, seen: Seen | None = None) -> bool:
    """Whether all seven steps of a 7 can be used now (``seen``: as for :func:`seven_moves`)."""
    return _can_finish(list(pos), list(fresh), seat, SPLIT, {} if seen is None else seen, frozenset())


def _can_finish(
    pos: list[int], fresh: list[bool], seat: int, left: int, seen: Seen, moved: frozenset[int]
) -> bool:
    """Whether pieces not yet ``moved`` by this 7 can use its ``left`` steps, one part each (or
    the team has won, and the steps left are not needed)."""
    if left == 0:
        return True
    pieces = controlled(pos, seat)
    if min(pos[pieces.start : pieces.stop]) >= HOUSE:
        return True  # the partner's pieces are home too: the team has won
    free = [piece for piece in pieces if piece not in moved and pos[piece] != CIRCLE]
    return _finishes(pos, fresh, seat, left, seen, moved, free, blocked_starts(pos))


def _finishes(
    pos: list[int],
    fresh: list[bool],
    seat: int,
    left: int,
    seen: Seen,
    moved: frozenset[int],
    free: list[int],
    blocked: int,
) -> bool:
    """:func:`_can_finish` once the pieces ``free`` to take a part and the ``blocked`` starts are known."""
    if not free:
        return False
    for piece in free:
        if forward(pos, fresh, piece, left, blocked):
            return True  # one piece takes all the rest
    key = (tuple(pos), tuple(fresh), seat, left, moved)
    if key in seen:
        return seen[key]
    seen[key] = False
    if left == 1:
        return False  # no smaller part to try
    reaches = {piece: reach(pos, fresh, piece, left - 1, blocked) for piece in free}
    for steps in range(left - 1, 0, -1):  # big parts first: they finish soonest
        for piece in free:
            for field in reaches[piece][steps - 1]:
                if _finishes_after(pos, fresh, seat, left - steps, seen, moved, free, blocked, piece, field):
                    seen[key] = True
                    return True
    return False


def _finishes_after(
    pos: Sequence[int],
    fresh: Sequence[bool],
    seat: int,
    rest: int,
    seen: Seen,
    moved: frozenset[int],
    free: list[int],
    blocked: int,
    piece: int,
    field: int,
) -> bool:
    """Whether the ``rest`` of the 7 can still be used once ``piece`` (one of ``free``) has moved to
    ``field``, without rebuilding the pieces free and the blocks at every node of the search: a part
    that ends on the track leaves the same pieces in play but the mover (it captures none of its own
    colour, and its team is not all home), and changes the blocks only when the mover leaves its own
    start field. A part into the house may bring the partner's pieces into play: asked afresh."""
    after, after_fresh = list(pos), list(fresh)
    land(after, after_fresh, piece, field)
    if rest == 0 or field >= HOUSE:
        return _can_finish(after, after_fresh, seat, rest, seen, moved | {piece})
    if pos[piece] == piece // PIECES * SECTION:
        blocked = blocked_starts(after)
    still = [other for other in free if other != piece]
    return _finishes(after, after_fresh, seat, rest, seen, moved | {piece}, still, blocked)
