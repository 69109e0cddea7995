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
from .data import ANY, BATHROOM, CARDS, DRAW, DRINK, FOUL, HAND_LIMIT, KITCHEN, MOVE, PLAY, ROOMS, Kind, Quack
from .scoring import Entry, can_foul_from, can_spend, top_is_fouled, top_is_open
from .views import PartyFowlView

#: The moves a turn lists that name no player, made once: the state lists the moves again after every
#: step of a turn, and a move is a frozen value, so a shared one is the same move as a new one.
END_TURN: Final = EndTurn()
PARTY_DRAW: Final = Draw(False)
KEG_DRAW: Final = Draw(True)
PREEN: Final = Preen()
MOVES: Final[dict[str, Move]] = {room: Move(room) for room in ROOMS}
TALKS: Final[dict[tuple[str, bool], Talk]] = {
    (name, drink): Talk(name, drink) for name, card in CARDS.items() if card.topic for drink in (False, True)
}
FREEBIES: Final[dict[str, Freebie]] = {
    name: Freebie(name) for name, card in CARDS.items() if card.kind is Kind.FREEBIE
}



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


def holds(powers: Sequence[str], flag: str) -> bool:
    """Whether a power of these rooms has this ``Power`` flag. Most turns hold no power, and listing
    the moves asks up to three times a step: no power is answered before any generator is built."""
    return bool(powers) and any(getattr(ROOMS[room].power, flag) for room in powers)


def quacktion_moves(table: Table, left: Mapping[str, int], hand: Sequence[str]) -> list[Action]:
    """The Draws, Moves and Plays the duck on turn could make with this budget and hand."""
    room = table.ducks[table.seat]
    acts: list[Action] = []
    if can_spend(left, DRAW):
        if len(hand) < HAND_LIMIT:
            if table.party:
                acts.append(PARTY_DRAW)
            if table.keg and (room == KITCHEN or holds(table.powers, "keg_anywhere")):
                acts.append(KEG_DRAW)
        if room == BATHROOM and hand and table.party:
            acts.append(PREEN)
    if can_spend(left, MOVE):
        acts += [MOVES[other] for other in table.links[room]]
    plays = can_spend(left, PLAY)
    topic = ROOMS[room].topic
    # A Play of any kind pays for a conversation card too: the topic's bonus needs asking only without one.
    if topic is not None and (plays or can_spend(left, PLAY, topic)):
        drink = DRINK in hand
        for card in dict.fromkeys(hand):
            if CARDS[card].topic is topic:
                acts.append(TALKS[card, False])
                if drink:
                    acts.append(TALKS[card, True])
    # Fouls and washes take a Play of any kind but a topic's bonus (edition choice GAME_ROOM_PLAY).
    if plays and FOUL in hand:
        acts += foul_targets(table)
    if plays and room == BATHROOM:
        acts += [Clean(stack[-1][0]) for stack in table.stacks[table.seat] if top_is_fouled(stack)]
    return acts


def foul_targets(table: Table) -> list[Action]:
    """Every Foul the duck on turn could play from where it stands, Quacktions and hand aside."""
    seat, ducks, links, gossip = table.seat, table.ducks, table.links, table.gossip
    mine = ducks[seat]
    next_door = holds(table.powers, "foul_next_door")
    found: list[Action] = []
    for other, name in enumerate(table.players):
        if other != seat and can_foul_from(mine, ducks[other], links, gossip=gossip, next_door=next_door):
            found += [Foul(other, name, stack[-1][0]) for stack in table.stacks[other] if top_is_open(stack)]
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
