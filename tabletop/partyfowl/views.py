"""What a seat sees of a Party Fowl game: the house, the ducks and every conversation face up; its
own hand; of the others only how many cards they hold (and one hand, with the Home Theater).

Views are frozen values, so two views are equal exactly when a player could not tell the games
apart; bots and widgets get nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .data import ROOM_OF_TOPIC, TOPICS, Topic
from .house import Placed
from .scoring import Entry, stack_points


class Phase(StrEnum):
    PLACE = "place"  # players lay room tiles
    TURN = "turn"  # the player on turn spends Quacktions
    PREEN = "preen"  # the player on turn chooses cards to preen away
    OVER = "over"


@dataclass(frozen=True, slots=True)
class PartyFowlView:
    """What one seat may see (``seat`` None: a spectator, who sees no hand)."""

    seat: int | None
    players: tuple[str, ...]
    phase: Phase
    current: int | None
    house: tuple[Placed, ...]  # tiles on the table, in the order they were laid
    tiles: tuple[str, ...]  # tiles still to lay
    links: tuple[tuple[str, tuple[str, ...]], ...]  # room -> rooms one shared door away
    ducks: tuple[str, ...]  # the room of each duck
    stacks: tuple[tuple[tuple[Entry, ...], ...], ...]  # [seat][topic]: entries, oldest first
    scores: tuple[int, ...]
    control: tuple[int | None, ...]  # by topic: the seat controlling its room
    powers: tuple[str, ...]  # rooms whose power the player on turn holds this turn
    left: tuple[tuple[str, int], ...]  # Quacktions the player on turn has left, by kind
    hand: tuple[str, ...]  # own cards (empty for a spectator)
    hand_sizes: tuple[int, ...]
    glimpse: tuple[int, tuple[str, ...]] | None  # a hand this seat looked at this turn
    preening: tuple[str, ...]  # own cards put aside in a preen under way (others see only hand sizes)
    party: int  # cards left in the Party Deck
    keg: int
    party_discard: int
    reshuffle: bool  # the five-player reshuffle is still to come: an empty Party Deck takes in its discards
    keg_discard: int
    last_call: str | None  # the deck whose last card was drawn: the game ends after this turn
    gossip: bool
    winners: tuple[int, ...]
    end_rule: str | None  # the rule that ended the game

    def room_links(self, room: str) -> tuple[str, ...]:
        return dict(self.links).get(room, ())

    def topic_points(self, seat: int, topic: Topic) -> int:
        return stack_points(self.stacks[seat][TOPICS.index(topic)])

    def controller_of(self, room: str) -> int | None:
        for topic, name in ROOM_OF_TOPIC.items():
            if name == room:
                return self.control[TOPICS.index(topic)]
        return None

    def quacktions_left(self) -> int:
        return sum(count for _, count in self.left)
