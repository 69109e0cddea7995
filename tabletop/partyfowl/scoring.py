"""Points, room control and who can foul whom: the pure decisions the state sequences.

A conversation stack is a list of entries, oldest first: ``(card, drink, fouled)``. A fouled card
scores 0 with its Drink; the cards above it keep scoring.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from .data import ANY, BATHROOM, CARDS, DRINK_FACTOR, KITCHEN

Entry = tuple[str, bool, bool]  # (conversation card, Drink attached, covered by a Foul)


def entry_points(entry: Entry) -> int:
    card, drink, fouled = entry
    if fouled:
        return 0
    points = CARDS[card].points
    return points * DRINK_FACTOR if drink else points


def stack_points(stack: Sequence[Entry]) -> int:
    return sum(map(entry_points, stack))


def controller(points: Sequence[int]) -> int | None:
    """The seat with strictly the most points in a topic (more than 0), else None: a tie at the
    top, or nobody talking, leaves the room without a controller."""
    best = max(points)
    if best <= 0:
        return None
    leaders = [seat for seat, p in enumerate(points) if p == best]
    return leaders[0] if len(leaders) == 1 else None


def bonus_key(kind: str, topic: str) -> str:
    """The budget key of a bonus Quacktion usable for one topic only, e.g. "Play:Games"."""
    return f"{kind}:{topic}"


@cache
def spend_order(kind: str, topic: str | None = None) -> tuple[str, ...]:
    """The budget keys a Quacktion of this kind may come from, most restricted first: a bonus that
    only this use can take is spent before a standard Quacktion that could do anything. Cached:
    listing a turn's moves asks it several times a step, and there are only a few kinds and topics."""
    return ((bonus_key(kind, topic),) if topic else ()) + (kind, ANY)


def can_spend(left: Mapping[str, int], kind: str, topic: str | None = None) -> bool:
    """Whether the turn still has a Quacktion for this kind of use (and topic)."""
    return any(map(left.get, spend_order(kind, topic)))  # a key not in the budget reads None: none left


def can_foul_from(
    mine: str, theirs: str, links: Mapping[str, tuple[str, ...]], *, gossip: bool, next_door: bool
) -> bool:
    """Whether a duck in room ``mine`` may foul a duck in room ``theirs``.

    Same room always; one door away with the Library's power; and in the Gossip variant a duck in
    the Kitchen or Bathroom from anywhere, except by a duck standing in one of those two rooms.
    The Library's door is checked first, so it reaches from the Kitchen and Bathroom too: the
    rulebook lets a room's power beat the booklet (edition choice GOSSIP_SENDERS).
    """
    if mine == theirs:
        return True
    if next_door and theirs in links.get(mine, ()):
        return True
    return gossip and theirs in (KITCHEN, BATHROOM) and mine not in (KITCHEN, BATHROOM)


def top_is_open(stack: Sequence[Entry]) -> bool:
    """A stack whose top card can take a Foul: there is a top card and it is not fouled."""
    return bool(stack) and not stack[-1][2]


def top_is_fouled(stack: Sequence[Entry]) -> bool:
    """A stack whose top card is covered by a Foul that can still be cleaned off."""
    return bool(stack) and stack[-1][2]
