"""Every decision a Super Cowboy player makes, as small actions with readable, unique strings.

A turn is a move ("Move N", or "Stay put") and then one action ("Build a fence", "Cut wood",
"Rope the steer at C5 into D7", "Rustle the steer at C5 into D7", "Fight the Indian at C5",
"Move again E", "Do nothing"). Some events and fences ask one more question: which field to claim,
which item to drop, whom to play a card on, which Indian the cavalry removes. A holder of Fire Water
may pour it for a rival on their own turn, before the action ("Pour the Fire Water for Ben").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from .data import Event

WALKS = ("N", "E", "S", "W")


@dataclass(frozen=True, slots=True)
class Walk:
    """Move one intersection along a line: north, east, south or west."""

    direction: str
    again: bool = False  # the turn's action is to move a second time

    def __str__(self) -> str:
        return f"Move {'again ' if self.again else ''}{self.direction}"

    def describe(self) -> str:
        word = {"N": "north", "E": "east", "S": "south", "W": "west"}[self.direction]
        return f"Walk one line {word}" + (" as your action" if self.again else "")


@dataclass(frozen=True, slots=True)
class Simple:
    """An action without a target: staying put, building, cutting wood, doing nothing."""

    words: str

    def __str__(self) -> str:
        return self.words

    def describe(self) -> str:
        return {
            "Stay put": "Do not move this turn (you cannot build a fence then)",
            "Build a fence": "Put a fence on the line you just walked along",
            "Cut wood": "Chop the tree next to you for more fences",
            "Do nothing": "End your turn without an action",
        }.get(self.words, self.words)


#: Every walk, made once: the legal moves list them on every turn, and a move is a value, so one
#: object can stand in every list.
WALK_MOVES: Final = {
    (direction, again): Walk(direction, again) for direction in WALKS for again in (False, True)
}

STAY, BUILD, CUT, REST = Simple("Stay put"), Simple("Build a fence"), Simple("Cut wood"), Simple("Do nothing")


@dataclass(frozen=True, slots=True)
class Steer:
    """Rope a roaming steer next to you, or rustle a rival's, into a free square of your field."""

    verb: str  # "Rope" or "Rustle"
    steer: str  # square names: the action string must read the same on any board size
    to: str

    def __str__(self) -> str:
        return f"{self.verb} the steer at {self.steer} into {self.to}"

    def describe(self) -> str:
        if self.verb == "Rope":
            return f"Rope the roaming steer at {self.steer} and put it in your field at {self.to}"
        return f"Roll the D8 to rustle the steer at {self.steer} into your field at {self.to} (6-8 wins)"


@dataclass(frozen=True, slots=True)
class Fight:
    indian: str

    def __str__(self) -> str:
        return f"Fight the Indian at {self.indian}"

    def describe(self) -> str:
        return f"Roll the D8 against the Indian at {self.indian} (5-8 wins, 3-8 with the Six Shooter)"


@dataclass(frozen=True, slots=True)
class Claim:
    """Of the two parts of a rival's field a fence cut, take the one with this square."""

    square: str

    def __str__(self) -> str:
        return f"Claim the field at {self.square}"

    def describe(self) -> str:
        return f"Put your field marker in the field containing {self.square}"


@dataclass(frozen=True, slots=True)
class Drop:
    card: Event

    def __str__(self) -> str:
        return f"Drop {self.card}"

    def describe(self) -> str:
        return f"Discard {self.card}: you may hold two items"


@dataclass(frozen=True, slots=True)
class PlayOn:
    """Play the card just drawn on an opponent (they lose a turn)."""

    name: str

    def __str__(self) -> str:
        return f"Play it on {self.name}"

    def describe(self) -> str:
        return f"{self.name} loses their next turn"


@dataclass(frozen=True, slots=True)
class Pour:
    """Pour the Fire Water you hold for a rival (they lose their next turn): not the turn's move or
    action, so the turn goes on (``FIRE_WATER_WHEN``)."""

    name: str

    def __str__(self) -> str:
        return f"Pour the Fire Water for {self.name}"

    def describe(self) -> str:
        return f"{self.name} gets drunk and loses their next turn; your own turn goes on"


@dataclass(frozen=True, slots=True)
class Remove:
    """The cavalry removes one Indian (named by its square) or the Bandit."""

    target: str

    def __str__(self) -> str:
        return "Remove the Bandit" if self.target == "Bandit" else f"Remove the Indian at {self.target}"

    def describe(self) -> str:
        return str(self)


Action = Walk | Simple | Steer | Fight | Claim | Drop | PlayOn | Pour | Remove


def parse(text: str) -> Action | None:
    """Read an action from its string, legal or not (None if it is not an action at all)."""
    text = text.strip()
    if found := re.fullmatch(r"Move (again )?([NESW])", text):
        return Walk(found[2], bool(found[1]))
    if text in {"Stay put", "Build a fence", "Cut wood", "Do nothing"}:
        return Simple(text)
    if found := re.fullmatch(r"(Rope|Rustle) the steer at ([A-Z][0-9]+) into ([A-Z][0-9]+)", text):
        return Steer(found[1], found[2], found[3])
    if found := re.fullmatch(r"Fight the Indian at ([A-Z][0-9]+)", text):
        return Fight(found[1])
    if found := re.fullmatch(r"Claim the field at ([A-Z][0-9]+)", text):
        return Claim(found[1])
    if found := re.fullmatch(r"Drop (.+)", text):
        try:
            return Drop(Event(found[1]))
        except ValueError:
            return None
    if found := re.fullmatch(r"Play it on (.+)", text):
        return PlayOn(found[1])
    if found := re.fullmatch(r"Pour the Fire Water for (.+)", text):
        return Pour(found[1])
    if text == "Remove the Bandit":
        return Remove("Bandit")
    if found := re.fullmatch(r"Remove the Indian at ([A-Z][0-9]+)", text):
        return Remove(found[1])
    return None
