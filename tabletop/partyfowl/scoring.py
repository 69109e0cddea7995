"""Points, room control and who can foul whom: the pure decisions the state sequences.

A conversation stack is a list of entries, oldest first: ``(card, drink, fouled)``. A fouled card
scores 0 with its Drink; the cards above it keep scoring.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Final

from .data import ANY, BATHROOM, CARDS, DRINK_FACTOR, KITCHEN

Entry = tuple[str, bool, bool]
#: The rooms whose ducks the Gossip variant lets a duck in any other room foul.
GOSSIP_ROOMS: Final = (KITCHEN, BATHROOM)  # (conversation card, Drink attached, covered by a Foul)


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
    """Whether a duck in room ``mine`` may foul a duck in room ``theirs`` (see :func:`foul_reach`)."""
    return theirs in foul_reach(mine, links, gossip=gossip, next_door=next_door)


def foul_reach(mine: str, links: Mapping[str, tuple[str, ...]], *, gossip: bool, next_door: bool) -> set[str]:
    """The rooms whose ducks a duck in room ``mine`` may foul.

    Its own room always; one door away with the Library's power; and in the Gossip variant the
    Kitchen and Bathroom from anywhere, except by a duck standing in one of those two rooms.
    The Library's doors count from the Kitchen and Bathroom too: the rulebook lets a room's power
    beat the booklet (edition choice GOSSIP_SENDERS). A set, found once: the state lists a turn's
    Fouls after every step, and then asks it of every other duck.
    """
    reach = {mine}
    if next_door:
        reach.update(links.get(mine, ()))
    if gossip and mine not in GOSSIP_ROOMS:
        reach.update(GOSSIP_ROOMS)
    return reach


def open_tops(stacks: Sequence[Sequence[Entry]]) -> list[str]:
    """The top cards of a duck's stacks that can take a Foul (a top card not fouled already), topic
    by topic: one call for all of a duck's stacks, since every listing of a turn's Fouls asks this."""
    return [stack[-1][0] for stack in stacks if stack and not stack[-1][2]]


def top_is_fouled(stack: Sequence[Entry]) -> bool:
    """A stack whose top card is covered by a Foul that can still be cleaned off."""
    return bool(stack) and stack[-1][2]
