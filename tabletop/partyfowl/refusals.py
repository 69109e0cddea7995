"""Why an action is not allowed now: the message and the rule the table shows when a move is refused.

The engine only asks here once an action is known to be illegal, so these checks can be plain
and readable rather than fast.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from ..core import IllegalAction
from ..core.words import in_words
from .actions import Clean, Draw, EndTurn, Foul, Freebie, Move, Peek, Place, Preen, PreenAway, PreenDone, Talk
from .data import (
    ANY,
    BATHROOM,
    CARDS,
    DRINK,
    FOUL,
    GAME_ROOM_PLAY,
    HAND_LIMIT,
    KITCHEN,
    ROOM_OF_TOPIC,
    ROOMS,
    TOPICS,
    Kind,
    Quack,
    Topic,
)
from .house import Cell, Placed, cell_name, on_table, turnings
from .scoring import Entry, bonus_key, can_foul_from, can_spend
from .views import Phase


class Seen(Protocol):
    """What a refusal reads of the game: the party's state as :class:`~.game.PartyFowlState` holds
    it. Typed by shape so that this module, which the game calls, does not import the game."""

    @property
    def players(self) -> Sequence[str]: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def turn(self) -> int: ...
    @property
    def tiles(self) -> Sequence[str]: ...
    @property
    def house(self) -> Mapping[Cell, Placed]: ...
    @property
    def links(self) -> Mapping[str, tuple[str, ...]]: ...
    @property
    def ducks(self) -> Sequence[str]: ...
    @property
    def hands(self) -> Sequence[Sequence[str]]: ...
    @property
    def party(self) -> Sequence[str]: ...
    @property
    def keg(self) -> Sequence[str]: ...
    @property
    def stacks(self) -> Sequence[Sequence[Sequence[Entry]]]: ...
    @property
    def control(self) -> Sequence[int | None]: ...
    @property
    def powers(self) -> tuple[str, ...]: ...
    @property
    def left(self) -> Mapping[str, int]: ...


def why_not(state: Seen, action: Any) -> IllegalAction:
    """The refusal for an action that is not among the legal ones."""
    if refusal := _unknown(state, action):
        return refusal
    if isinstance(action, Place):
        return _place(state, action)
    if state.phase is Phase.PLACE:
        return IllegalAction("The house is not built yet: lay a room tile first.", "partyfowl.placement")
    if state.phase is Phase.PREEN:
        return _preen(state, action)
    if isinstance(action, (PreenAway, PreenDone)):
        return IllegalAction("You are not preening: start with Preen, in the Bathroom.", "partyfowl.preen")
    checks: dict[type, Callable[[Seen, Any], IllegalAction]] = {
        Draw: _draw,
        Preen: _draw,
        Move: _move,
        Talk: _talk,
        Foul: _foul,
        Clean: _clean,
        Freebie: _freebie,
        Peek: _peek,
    }
    check = checks.get(type(action))
    if check is not None:
        return check(state, action)
    if isinstance(action, EndTurn):
        return IllegalAction("The turn cannot end now.", "partyfowl.turn")
    return IllegalAction(f"{action!r} is not a Party Fowl move.", "core.legal-actions")


def _unknown(state: Seen, action: Any) -> IllegalAction | None:
    """An action built by hand that names a card or a player this game does not have."""
    rule = "core.legal-actions"
    if isinstance(action, Talk | Foul | Clean | PreenAway | Freebie) and action.card not in CARDS:
        return IllegalAction(f"{action.card!r} is not a Party Fowl card.", rule)
    if isinstance(action, Foul | Peek):
        players = state.players
        if not 0 <= action.target < len(players) or players[action.target] != action.who:
            return IllegalAction(f"No one called {action.who!r} sits in seat {action.target}.", rule)
    return None


def _no_quacktion(state: Seen, kind: Quack, topic: str | None = None) -> IllegalAction | None:
    """None while the turn has a Quacktion for this use; else the refusal. A Play refused while the
    Game Room's extra Play is left says what that Play is for (edition choice GAME_ROOM_PLAY), so
    the panel's "Play (Games)" never meets a bare "no Play left". The refusal names the Freebies
    held that would add such a Quacktion, and only those: a hint at a card not held misleads."""
    if can_spend(state.left, kind, topic):
        return None
    if kind is Quack.PLAY and state.left.get(bonus_key(kind, Topic.GAMES), 0):
        text = f"Your only Play left is the Game Room's, {GAME_ROOM_PLAY}"
    else:
        text = f"You have no {kind} Quacktion left this turn"
    adding = [card for card in dict.fromkeys(state.hands[state.turn]) if _adds(card, kind)]
    if adding:
        text += f"; play your {in_words(adding, 'or')} to add one"
    return IllegalAction(f"{text}.", "partyfowl.quacktions")


def _adds(card: str, kind: Quack) -> bool:
    """Whether this card is a Freebie that adds a Quacktion usable as ``kind``."""
    return CARDS[card].kind is Kind.FREEBIE and bool({kind, ANY} & set(CARDS[card].grants))


def _won_this_turn(state: Seen, flag: str) -> str | None:
    """The room with this power (a ``Power`` flag) that the player on turn controls now but did
    not when the turn began: its power is theirs only from their next turn."""
    for room in ROOMS.values():
        if room.power is None or not getattr(room.power, flag) or room.topic is None:
            continue
        if state.control[TOPICS.index(room.topic)] == state.turn and room.name not in state.powers:
            return room.name
    return None


def _waits(room: str, what: str) -> IllegalAction:
    return IllegalAction(
        f"{what}, but you won the {room} this turn: its power works from your next turn.",
        "partyfowl.power-delay",
    )


def _place(state: Seen, action: Place) -> IllegalAction:
    rule = "partyfowl.placement"
    if state.phase is not Phase.PLACE:
        return IllegalAction("The house is already built: tiles are laid only before play starts.", rule)
    if action.room not in state.tiles:
        return IllegalAction(f"The {action.room} is not in the pile of tiles to lay.", rule)
    if not on_table(action.cell):
        return IllegalAction("That space is off the table.", rule)
    if action.cell in state.house:
        return IllegalAction(
            f"{cell_name(action.cell)} already holds the {state.house[action.cell].room}.", rule
        )
    if action.doors not in turnings(action.room):
        return IllegalAction(
            f"The {action.room}'s doors cannot be turned to face {' '.join(action.doors)}.", rule
        )
    return IllegalAction(
        f"No door of the {action.room} would meet a door of the house at {cell_name(action.cell)}.", rule
    )


def _preen(state: Seen, action: Any) -> IllegalAction:
    rule = "partyfowl.preen"
    if isinstance(action, PreenAway):
        return IllegalAction(f"You hold no {action.card} to preen away.", rule)
    if isinstance(action, PreenDone):
        return IllegalAction("Put at least one card aside before you finish preening.", rule)
    return IllegalAction("Finish preening first: choose cards to swap, then Done preening.", rule)


def _draw(state: Seen, action: Draw | Preen) -> IllegalAction:
    if refusal := _no_quacktion(state, Quack.DRAW):
        return refusal
    room = state.ducks[state.turn]
    if isinstance(action, Preen):
        if room != BATHROOM:
            return IllegalAction("Preening happens in the Bathroom.", "partyfowl.preen")
        if not state.party:
            return IllegalAction(
                "The Party Deck is empty: there is nothing to preen for.", "partyfowl.deck-out"
            )
        return IllegalAction("You have no cards to swap.", "partyfowl.preen")
    if len(state.hands[state.turn]) >= HAND_LIMIT:
        return IllegalAction(
            f"You already hold {HAND_LIMIT} cards, the most allowed.", "partyfowl.hand-limit"
        )
    if action.keg:
        if not state.keg:
            return IllegalAction("The Keg Deck is empty.", "partyfowl.deck-out")
        where = f"The Keg Deck is in the Kitchen; your duck is in the {room}"
        if patio := _won_this_turn(state, "keg_anywhere"):
            return _waits(patio, f"{where}. The {patio}'s power would reach it")
        return IllegalAction(f"{where}.", "partyfowl.keg")
    return IllegalAction("The Party Deck is empty.", "partyfowl.deck-out")


def _move(state: Seen, action: Move) -> IllegalAction:
    if refusal := _no_quacktion(state, Quack.MOVE):
        return refusal
    room = state.ducks[state.turn]
    if action.room == room:
        return IllegalAction(f"Your duck is already in the {room}.", "partyfowl.move")
    if action.room not in state.links:
        return IllegalAction(f"The {action.room} is not part of this house.", "partyfowl.move")
    return IllegalAction(f"The {room} and the {action.room} share no door.", "partyfowl.move")


def _talk(state: Seen, action: Talk) -> IllegalAction:
    card = CARDS[action.card]
    hand = state.hands[state.turn]
    if card.kind is Kind.FOUL:
        return IllegalAction("A Foul is played on someone's card: choose whose.", "partyfowl.foul")
    if card.kind is Kind.DRINK:
        return IllegalAction("A Drink is only played together with a conversation card.", "partyfowl.drink")
    if card.kind is Kind.FREEBIE:
        return IllegalAction("A Freebie takes no Drink.", "partyfowl.drink")
    assert card.topic is not None
    if action.card not in hand:
        return IllegalAction(f"You hold no {action.card}.", "partyfowl.talk")
    if action.drink and DRINK not in hand:
        return IllegalAction("You hold no Drink to attach.", "partyfowl.drink")
    room = state.ducks[state.turn]
    if ROOMS[room].topic is not card.topic:
        where = ROOM_OF_TOPIC[card.topic]
        return IllegalAction(
            f"{card.topic} is talked about in the {where}; your duck is in the {room}.", "partyfowl.talk"
        )
    refusal = _no_quacktion(state, Quack.PLAY, card.topic)
    assert refusal is not None, "a Talk in hand, in its room, with a Play left is legal"
    return refusal


def _foul(state: Seen, action: Foul) -> IllegalAction:
    if FOUL not in state.hands[state.turn]:
        return IllegalAction("You hold no Foul.", "partyfowl.foul")
    if action.target == state.turn:
        return IllegalAction("Fouls go on other ducks' cards, not your own.", "partyfowl.foul")
    if refusal := _no_quacktion(state, Quack.PLAY):
        return refusal
    topic = CARDS[action.card].topic
    if topic is None:
        return IllegalAction(f"{action.card} is not a conversation card.", "partyfowl.foul-top")
    stack = state.stacks[action.target][TOPICS.index(topic)]
    names = [entry[0] for entry in stack]
    if action.card not in names:
        return IllegalAction(f"{action.who} has no {action.card} on the table.", "partyfowl.foul-top")
    if stack[-1][0] != action.card:
        return IllegalAction(
            f"{action.who}'s {action.card} is not the top of the {topic} conversation "
            f"({stack[-1][0]} is): only the top card can be fouled.",
            "partyfowl.foul-top",
        )
    if stack[-1][2]:
        return IllegalAction(f"{action.who}'s {action.card} is already fouled.", "partyfowl.foul-top")
    mine, theirs = state.ducks[state.turn], state.ducks[action.target]
    gossip, next_door = state.options["gossip"], "Library" in state.powers
    assert not can_foul_from(mine, theirs, state.links, gossip=gossip, next_door=next_door)
    library = _won_this_turn(state, "foul_next_door")
    if library and can_foul_from(mine, theirs, state.links, gossip=gossip, next_door=True):
        near = f"{action.who}'s duck is one door away, in the {theirs}; the {library}'s power would reach it"
        return _waits(library, near)
    beyond = " or one door away (Library)" if next_door else ""
    if gossip and theirs in (KITCHEN, BATHROOM):
        return IllegalAction(
            f"{action.who} is in the {theirs}, but Gossip gives a duck in the {mine} no reach: "
            f"you can foul only ducks in your own room{beyond}.",
            "partyfowl.gossip",
        )
    return IllegalAction(
        f"{action.who}'s duck is in the {theirs} and yours in the {mine}: fouls need the same room{beyond}.",
        "partyfowl.foul-room",
    )


def _clean(state: Seen, action: Clean) -> IllegalAction:
    room = state.ducks[state.turn]
    if room != BATHROOM:
        return IllegalAction(
            f"Fouls are washed off in the Bathroom; your duck is in the {room}.", "partyfowl.bathroom"
        )
    if refusal := _no_quacktion(state, Quack.PLAY):
        return refusal
    topic = CARDS[action.card].topic
    stack = state.stacks[state.turn][TOPICS.index(topic)] if topic is not None else []
    if any(entry[0] == action.card and entry[2] for entry in stack[:-1]):
        return IllegalAction(
            f"The Foul on your {action.card} has a card played over it: it is locked in.", "partyfowl.lock"
        )
    return IllegalAction(
        f"No Foul covers the top of your conversation with {action.card}.", "partyfowl.bathroom"
    )


def _freebie(state: Seen, action: Freebie) -> IllegalAction:
    rule = "partyfowl.freebie"
    if CARDS[action.card].kind is not Kind.FREEBIE:
        return IllegalAction(f"{action.card} is not a Freebie.", rule)
    # A Freebie held may be played at any moment of your turn but the middle of a preen (refused
    # above, PREEN_WHOLE), so only one not held is refused here.
    assert action.card not in state.hands[state.turn], "a Freebie held is always legal in a turn"
    return IllegalAction(f"You hold no {action.card}.", rule)


def _peek(state: Seen, action: Peek) -> IllegalAction:
    if "Home Theater" not in state.powers:
        return IllegalAction(
            "Looking at a hand is the Home Theater's power, and you did not control it when your turn began.",
            "partyfowl.power-delay",
        )
    if action.target == state.turn:
        return IllegalAction("That is your own hand.", "partyfowl.powers")
    return IllegalAction("You have already looked at a hand this turn.", "partyfowl.powers")
