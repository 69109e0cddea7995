"""The track and how pieces move on it, as pure functions of the pieces' positions.

A board is two lists indexed by piece (``piece // 4`` is its owner's seat and colour): ``pos``,
where each piece is (:data:`CIRCLE`, a track field 0-59, or ``HOUSE + 0..3``), and ``fresh``,
True for a piece brought out onto its start field that has not moved since (it must go round
before it may enter its house). The engine, the 7's search and the bot all move pieces with these
functions, so they can never disagree about a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..core.text import read_number
from .data import CIRCLE, COLOURS, HOUSE, HOUSE_SIZE, LAP, NUMBERED, PIECES, PLAYERS, SECTION, SPLIT, TRACK

ALL_PIECES = range(PLAYERS * PIECES)
POSITIONS = range(CIRCLE, HOUSE + HOUSE_SIZE)  # a circle, the track's fields, then the house fields


class Refusal(NamedTuple):
    """Why a path is cut: the rule id and the words for it."""

    rule: str
    text: str


def owner(piece: int) -> int:
    return piece // PIECES


def piece_name(piece: int) -> str:
    return f"{COLOURS[piece // PIECES]} {piece % PIECES + 1}"


def start_field(colour: int) -> int:
    return colour * SECTION


def field_name(position: int, colour: int) -> str:
    """A position in words; ``colour`` is the piece's, since circles and houses are per colour."""
    if position == CIRCLE:
        return f"{COLOURS[colour].lower()} circle"
    if position >= HOUSE:
        return f"{COLOURS[colour].lower()} house {position - HOUSE + 1}"
    section, number = divmod(position, SECTION)
    return f"{COLOURS[section].lower()} {'start' if number == 0 else number}"


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


def blocked_starts(pos: Sequence[int]) -> int:
    """A bit per colour whose start field holds at least one of its own pieces (a block)."""
    mask = 0
    for colour in range(PLAYERS):
        base = colour * PIECES
        if colour * SECTION in pos[base : base + PIECES]:
            mask |= 1 << colour
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


def _house(pos: Sequence[int], piece: int, start: int, steps: int, why: list[Refusal] | None) -> int | None:
    """The house field ``steps`` beyond house position ``start - 1`` if the way is clear."""
    target = start + steps - 1
    if target >= HOUSE_SIZE:
        if why is not None:
            why.append(Refusal("partners.house", "a piece enters the house only with the exact count"))
        return None
    base = piece - piece % PIECES
    for other in range(base, base + PIECES):
        if other != piece and start <= pos[other] - HOUSE <= target:
            if why is not None:
                why.append(Refusal("partners.house", "pieces in a house cannot pass or share a field"))
            return None
    return HOUSE + target


def _lands(pos: Sequence[int], piece: int, field: int, why: list[Refusal] | None) -> bool:
    """A piece may stop on ``field`` unless two of its own colour are there already."""
    base = piece - piece % PIECES
    if pos[base : base + PIECES].count(field) >= 2:  # the mover itself is never on its target
        if why is not None:
            why.append(Refusal("partners.pair", "two of its own pieces already share that field"))
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
    """Every field ``piece`` can reach moving exactly ``steps`` forward (house or track)."""
    place = pos[piece]
    colour = piece // PIECES
    if 0 <= place < TRACK and place != colour * SECTION:
        field, crossed = AHEAD[place][steps - 1]
        if not crossed & (blocked | 1 << colour):  # the usual case: no block met, its house not passed
            return [field] if _lands(pos, piece, field, why) else []
    if place == CIRCLE:
        if why is not None:
            why.append(Refusal("partners.start", "a piece leaves its circle only with a Start card"))
        return []
    if place >= HOUSE:
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
            why.append(_block(_lowest_section(stops, place)))
        return ends
    if _lands(pos, piece, field, why):
        ends.append(field)
    return ends


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


def _block(section: int) -> Refusal:
    colour = COLOURS[section]
    return Refusal(
        "partners.block", f"{colour}'s own piece on the {colour.lower()} start field blocks the way"
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
    return sum(
        1 for place in (*pos[first : first + PIECES], *pos[second : second + PIECES]) if place >= HOUSE
    )


def seven_moves(
    pos: Sequence[int], fresh: Sequence[bool], seat: int, left: int
) -> list[tuple[int, int, int]]:
    """The split-7 steps ``(piece, steps, field)`` after which the rest of the 7 can still be used."""
    moves = []
    seen: dict[tuple[tuple[int, ...], tuple[bool, ...], int], bool] = {}
    blocked = blocked_starts(pos)
    pieces = [piece for piece in controlled(pos, seat) if pos[piece] != CIRCLE]
    ends = {
        (piece, steps): forward(pos, fresh, piece, steps, blocked)
        for piece in pieces
        for steps in range(1, left + 1)
    }
    for (piece, steps), fields in ends.items():
        rest = left - steps
        for field in fields:
            if rest == 0 or (field < HOUSE and _another_takes(ends, pieces, piece, field, rest)):
                moves.append((piece, steps, field))
                continue
            after, after_fresh = list(pos), list(fresh)
            land(after, after_fresh, piece, field)
            if _can_finish(after, after_fresh, seat, rest, seen):
                moves.append((piece, steps, field))
    return moves


def _another_takes(
    ends: dict[tuple[int, int], list[int]], pieces: Sequence[int], piece: int, field: int, rest: int
) -> bool:
    """A quick sure answer for the common case: once ``piece`` stops on track ``field``, another
    piece can take the ``rest`` in one go from where it stands now. Nothing ``piece`` does off the
    house can spoil that move (it never lands on a start field, so it makes or breaks no block),
    as long as the two do not aim at the same field."""
    return any(end != field for other in pieces if other != piece for end in ends[other, rest])


def seven_playable(pos: Sequence[int], fresh: Sequence[bool], seat: int) -> bool:
    """Whether all seven steps of a 7 can be used now."""
    return _can_finish(list(pos), list(fresh), seat, SPLIT, {})


def _can_finish(
    pos: list[int],
    fresh: list[bool],
    seat: int,
    left: int,
    seen: dict[tuple[tuple[int, ...], tuple[bool, ...], int], bool],
) -> bool:
    if left == 0:
        return True
    pieces = controlled(pos, seat)
    if min(pos[pieces.start : pieces.stop]) >= HOUSE:
        return True  # the partner's pieces are home too: the team has won
    blocked = blocked_starts(pos)
    for piece in pieces:
        if forward(pos, fresh, piece, left, blocked):
            return True  # one piece takes all the rest
    key = (tuple(pos), tuple(fresh), left)
    if key in seen:
        return seen[key]
    seen[key] = False
    for steps in range(left - 1, 0, -1):  # big parts first: they finish soonest
        for piece in pieces:
            for field in forward(pos, fresh, piece, steps, blocked):
                after, after_fresh = list(pos), list(fresh)
                land(after, after_fresh, piece, field)
                if _can_finish(after, after_fresh, seat, left - steps, seen):
                    seen[key] = True
                    return True
    return False
