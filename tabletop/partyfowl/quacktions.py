"""What the duck on turn could spend a Quacktion on right now, read only from what that duck sees.

The state lists its legal Draws, Moves and Plays with :func:`quacktion_moves`. A Freebie may be
played at any moment of your turn, even when the Quacktion it adds has nothing to pay for yet; the
Freebie's event and the house bot ask :func:`freebie_uses` whether it has, so that rule is written
once, here, and works from a seat's view as well as from the state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, NamedTuple

from .actions import SPENDS, Action, Clean, Draw, EndTurn, Foul, Freebie, Move, Preen, Talk
from .data import (
    ANY,
    BATHROOM,
    CARDS,
    DRAW,
    DRINK,
    FOUL,
    HAND_LIMIT,
    KITCHEN,
    MOVE,
    PLAY,
    ROOMS,
    TOPICS,
    Kind,
    Quack,
    Topic,
)
from .scoring import Entry, bonus_key, foul_reach, open_tops, top_is_fouled
from .views import PartyFowlView

#: The moves a turn lists that name no player, made once: the state lists the moves again after every
#: step of a turn, and a move is a frozen value, so a shared one is the same move as a new one.
END_TURN: Final = EndTurn()
PARTY_DRAW: Final = Draw(False)
KEG_DRAW: Final = Draw(True)
PREEN: Final = Preen()
MOVES: Final[dict[str, Move]] = {room: Move(room) for room in ROOMS}
#: Each topic's conversation cards, each as its Play without and with a Drink.
TALKS: Final[dict[Topic, dict[str, tuple[Talk, Talk]]]] = {
    topic: {name: (Talk(name), Talk(name, True)) for name, card in CARDS.items() if card.topic is topic}
    for topic in TOPICS
}
#: The budget key of each topic's bonus Play (the Game Room's), read in every listing.
BONUS_PLAYS: Final[dict[Topic, str]] = {topic: bonus_key(PLAY, topic) for topic in TOPICS}
FREEBIES: Final[dict[str, Freebie]] = {
    name: Freebie(name) for name, card in CARDS.items() if card.kind is Kind.FREEBIE
}
#: Their names, as a set: most hands hold no Freebie, and one look at the set says so.
FREEBIE_NAMES: Final = frozenset(FREEBIES)


class Table(NamedTuple):
    """What the duck on turn's moves depend on besides its budget and hand; all of it public, or
    in that duck's own view. A named tuple, not a dataclass: the state builds one for every listing
    of its moves, and a tuple is built in a third of the time."""

    seat: int
    players: Sequence[str]
    ducks: Sequence[str]
    links: Mapping[str, tuple[str, ...]]
    stacks: Sequence[Sequence[Sequence[Entry]]]  # [seat][topic]
    powers: Sequence[str]  # rooms whose power the duck on turn holds this turn
    party: int  # cards left in the Party Deck
    keg: int
    gossip: bool

    @classmethod
    def seen_in(cls, view: PartyFowlView) -> Table:
        """The table as the duck on turn sees it in its own view."""
        assert view.current is not None and view.seat == view.current, "only the duck on turn spends"
        return cls(
            view.current,
            view.players,
            view.ducks,
            dict(view.links),
            view.stacks,
            view.powers,
            view.party,
            view.keg,
            view.gossip,
        )


#: For each flag of a ``Power``, the rooms whose power has it.
ROOMS_WITH: Final[dict[str, frozenset[str]]] = {
    flag: frozenset(name for name, room in ROOMS.items() if getattr(room.power, flag, False))
    for flag in ("keg_anywhere", "foul_next_door", "peek")
}


def holds(powers: Sequence[str], flag: str) -> bool:
    """Whether a power of these rooms has this ``Power`` flag. Listing the moves asks up to three
    times a step: most turns hold no power, answered first, and else one look at a set answers."""
    return bool(powers) and not ROOMS_WITH[flag].isdisjoint(powers)


def quacktion_moves(table: Table, left: Mapping[str, int], hand: Sequence[str]) -> list[Action]:
    """The Draws, Moves and Plays the duck on turn could make with this budget and hand.

    The budget is read key by key, as ``scoring.spend_order`` orders them (a kind's own bonus, then a
    standard Quacktion), not through ``can_spend``: the state lists its moves after every step of a
    turn, and four calls of it were a fifth of a listing. A key not in the budget reads None: none left."""
    room = table.ducks[table.seat]
    standard = left.get(ANY)
    acts: list[Action] = []
    if standard or left.get(DRAW):
        if len(hand) < HAND_LIMIT:
            if table.party:
                acts.append(PARTY_DRAW)
            if table.keg and (room == KITCHEN or holds(table.powers, "keg_anywhere")):
                acts.append(KEG_DRAW)
        if room == BATHROOM and hand and table.party:
            acts.append(PREEN)
    if standard or left.get(MOVE):
        for other in table.links[room]:  # a plain loop: in Python 3.11 a comprehension is a call
            acts.append(MOVES[other])
    plays = standard or left.get(PLAY)
    topic = ROOMS[room].topic
    # A Play of any kind pays for a conversation card too: the topic's bonus needs asking only without one.
    if topic is not None and (plays or left.get(BONUS_PLAYS[topic])):
        drink = DRINK in hand
        talks = TALKS[topic]
        for card in dict.fromkeys(hand):
            if card in talks:
                plain, doubled = talks[card]
                acts.append(plain)
                if drink:
                    acts.append(doubled)
    # Fouls and washes take a Play of any kind but a topic's bonus (edition choice GAME_ROOM_PLAY).
    if plays and FOUL in hand:
        acts += foul_targets(table)
    if plays and room == BATHROOM:
        acts += [Clean(stack[-1][0]) for stack in table.stacks[table.seat] if top_is_fouled(stack)]
    return acts


def foul_targets(table: Table) -> list[Action]:
    """Every Foul the duck on turn could play from where it stands, Quacktions and hand aside."""
    seat, players, stacks = table.seat, table.players, table.stacks
    reach = foul_reach(
        table.ducks[seat], table.links, gossip=table.gossip, next_door=holds(table.powers, "foul_next_door")
    )
    found: list[Action] = []
    for other, room in enumerate(table.ducks):
        if other != seat and room in reach:
            found += [Foul(other, players[other], card) for card in open_tops(stacks[other])]
    return found


def freebie_uses(table: Table, left: Mapping[str, int], hand: Sequence[str], card: str) -> list[Action]:
    """The moves a Quacktion added by this Freebie, held in ``hand``, could pay for right after it
    is played: with the card gone from the hand and what it adds in the budget. Empty when the
    added Quacktion has no use yet; it still lasts the turn, and a Move may give it one."""
    rest = list(hand)
    rest.remove(card)
    budget = dict(left)
    grants = CARDS[card].grants
    for grant in grants:
        budget[grant] = budget.get(grant, 0) + 1
    kinds = set(Quack) if ANY in grants else set(grants)
    return [move for move in quacktion_moves(table, budget, rest) if SPENDS[type(move)] in kinds]
