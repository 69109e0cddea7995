"""What the Party Fowl picture says of Quacktions, room powers and the cards in a hand."""

from __future__ import annotations

from tabletop.partyfowl.data import CARDS, ROOMS, Kind, Topic


def quacktion_name(key: str) -> str:
    """A Quacktion budget key as the table says it: 'Play:Games' reads 'Play (Games)'."""
    if ":" in key:
        kind, topic = key.split(":", 1)
        return f"{kind} ({topic})"
    return key


def power_words(room: str) -> str:
    """What a room's power does, in a few words read from the power itself."""
    power = ROOMS[room].power
    assert power is not None
    if power.bonus is not None:
        return f"+1 {quacktion_name(power.bonus)}"
    if power.keg_anywhere:
        return "Keg from any room"
    if power.foul_next_door:
        return "foul next door"
    return "look at a hand" if power.peek else power.title


def card_words(card: str) -> str:
    """What a card in hand is, for its hover text."""
    info = CARDS[card]
    if info.kind is Kind.TALK:
        room = _room_of(info.topic)
        return f"{card}: a {info.topic} conversation card worth {info.points}, played in the {room}"
    if info.kind is Kind.FOUL:
        return "Foul: covers a rival's top card so it scores 0 (costs a Play)"
    if info.kind is Kind.DRINK:
        return "Drink: doubles a conversation card played with it"
    gains = " and ".join(f"+1 {quacktion_name(g)} Quacktion" for g in info.grants)
    return f"{card}: a Freebie, {gains}, no Quacktion needed"


def _room_of(topic: Topic | None) -> str:
    return next((name for name, room in ROOMS.items() if room.topic is topic), "")
