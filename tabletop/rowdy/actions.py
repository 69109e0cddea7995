"""Every decision a Rowdy Partners player makes, as small actions with readable, unique strings.

Playing a card is a short sequence: pick the card ("Play 4 of Stars"), add tokens to it one at a
time ("Add a -1 coin"), then "Done". When no token could be added the card is played at once.
A Wild that leads, or becomes the lead card, is named by its player ("Declare Stars").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final, Literal

from .data import COIN_CHANGE, DECK, Card, Cheat, Signature, Suit


@dataclass(frozen=True, slots=True)
class Play:
    """Put a card from hand (or a face-up Manager diamond card) into your slot."""

    card: Card

    def __str__(self) -> str:
        return f"Play {self.card}"

    def describe(self) -> str:
        return f"Play {self.card} into your slot on the Play Board"


class TagWith(StrEnum):
    TOKEN = "a Tag token"
    CHEAT = "the tag cheat"
    HIGH_FLYER = "High Flyer"


@dataclass(frozen=True, slots=True)
class Tag:
    """Swap places with your partner before your team plays in this trick."""

    using: TagWith

    def __str__(self) -> str:
        return f"Tag with {self.using}"

    def describe(self) -> str:
        extra = (
            "; High Flyer also moves your team's Pop track 2 spaces"
            if self.using is TagWith.HIGH_FLYER
            else ""
        )
        return f"Spend {self.using} to swap with your partner, who then plays first for your team{extra}"


@dataclass(frozen=True, slots=True)
class Coin:
    """Put a coin on your card: 1 higher or 1 lower (``COIN_CHANGE``, this edition's reading)."""

    change: Literal[1, -1]

    def __str__(self) -> str:
        return f"Add a {self.change:+d} coin"

    def describe(self) -> str:
        return f"Spend a coin to make your card {abs(self.change)} {'higher' if self.change > 0 else 'lower'}"


@dataclass(frozen=True, slots=True)
class AddDamage:
    """Put a damage token on your card."""

    def __str__(self) -> str:
        return "Add a damage token"

    def describe(self) -> str:
        return "Spend a damage token: 1 more damage if your card wins"


@dataclass(frozen=True, slots=True)
class RevealCheat:
    """Reveal one of your face-down cheats on your card."""

    cheat: Cheat

    def __str__(self) -> str:
        return f"Reveal the {self.cheat} cheat"

    def describe(self) -> str:
        if self.cheat.suit is not None:
            return f"Reveal your {self.cheat} cheat: your card becomes {self.cheat}"
        if self.cheat is Cheat.DAMAGE:
            return "Reveal your damage cheat: 1 more damage if your card wins"
        return f"Reveal your {self.cheat} cheat: your card's value changes by {self.cheat}"


@dataclass(frozen=True, slots=True)
class UseSignature:
    """Spend your signature move; ``detail`` says how (a target card, +2 or -2, a suit)."""

    signature: Signature
    detail: str = ""

    def __str__(self) -> str:
        if not self.detail:
            return f"Use {self.signature}"
        joint = " on " if self.signature is Signature.SHORT_FUSE else ": "
        return f"Use {self.signature}{joint}{self.detail}"

    def describe(self) -> str:
        return {
            Signature.LARIAT: "Lariat: your card follows whatever suit leads, like a Wild",
            Signature.SHORT_FUSE: f"Short Fuse: +1 on {self.detail}",
            Signature.MERCY_AND_DAMNATION: f"Mercy & Damnation: {self.detail} on your card",
            Signature.GRAVE_ROBBING: "Grave Robbing: after this play, look at 3 cheats and keep 1",
            Signature.RELENTLESS: "Relentless: +2 damage if your card wins",
            Signature.BOTTOM_LINE: "Bottom Line: your card's printed value becomes 9 minus it",
            Signature.SUIT_SHIFT: f"Suit Shift: your card becomes {self.detail}",
            Signature.CRACK_THE_WHIP: "Crack the Whip: your card becomes the lead card",
            Signature.HIGH_FLYER: "High Flyer",
        }[self.signature]


@dataclass(frozen=True, slots=True)
class Done:
    """Finish playing the card with the tokens on it."""

    def __str__(self) -> str:
        return "Done"

    def describe(self) -> str:
        return "Finish: the card is played with the tokens on it"


@dataclass(frozen=True, slots=True)
class Declare:
    """Name the suit of your Wild, now the lead card."""

    suit: Suit

    def __str__(self) -> str:
        return f"Declare {self.suit}"

    def describe(self) -> str:
        return f"Your Wild leads as {self.suit}"


@dataclass(frozen=True, slots=True)
class KeepCheat:
    """Keep one of the cheats Grave Robbing let you look at."""

    cheat: Cheat

    def __str__(self) -> str:
        return f"Keep the {self.cheat} cheat"

    def describe(self) -> str:
        return f"Keep the {self.cheat} cheat face down; the others go under the pool"


Action = Play | Tag | Coin | AddDamage | RevealCheat | UseSignature | Done | Declare | KeepCheat

# Made once, so listing legal actions allocates nothing.
PLAY: Final = {card: Play(card) for card in DECK}
TAG: Final = {using: Tag(using) for using in TagWith}
COIN_UP: Final = Coin(COIN_CHANGE)
COIN_DOWN: Final = Coin(-COIN_CHANGE)
ADD_DAMAGE: Final = AddDamage()
REVEAL: Final = {cheat: RevealCheat(cheat) for cheat in Cheat}
DONE: Final = Done()
DECLARE: Final = {suit: Declare(suit) for suit in Suit}
KEEP: Final = {cheat: KeepCheat(cheat) for cheat in Cheat}
_SIGNATURES: dict[tuple[Signature, str], UseSignature] = {}


def use(signature: Signature, detail: str = "") -> UseSignature:
    action = _SIGNATURES.get((signature, detail))
    if action is None:
        action = _SIGNATURES[signature, detail] = UseSignature(signature, detail)
    return action


def parse(text: str) -> Action | None:
    """The action written as ``text`` (legal now or not), or None if it is no Rowdy action."""
    from .data import card as find_card

    text = " ".join(text.split())
    low = text.lower()
    try:
        if low.startswith("play "):
            return PLAY[find_card(text[5:])]
    except KeyError:
        return None
    if low == "done":
        return DONE
    if low == "add a damage token":
        return ADD_DAMAGE
    for coin in (COIN_UP, COIN_DOWN):
        if low == str(coin).lower():
            return coin
    for using in TagWith:
        if low == f"tag with {using}".lower():
            return TAG[using]
    for suit in Suit:
        if low == f"declare {suit}".lower():
            return DECLARE[suit]
    for cheat in Cheat:
        if low == f"reveal the {cheat} cheat".lower():
            return REVEAL[cheat]
        if low == f"keep the {cheat} cheat".lower():
            return KEEP[cheat]
    for signature in Signature:
        head = f"use {signature}".lower()
        if low == head:
            return use(signature)
        for joint in (" on ", ": "):
            if low.startswith(head + joint):
                return use(signature, text[len(head + joint) :])
    return None
