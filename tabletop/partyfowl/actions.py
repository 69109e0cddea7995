"""Every decision a Party Fowl player makes, as small actions with readable, unique strings.

Laying a room tile is one action ("Place Den at D3, doors N S"). A turn is a run of Quacktions
("Draw from the Party Deck", "Move to the Den", "Play Sports 3 with a Drink", "Foul Ben's
Games 2"), Freebies ("Play Snack Run") and room powers ("Look at Ben's hand"), ended with "End
turn". Preening is "Preen", then one "Preen away ..." per card, then "Done preening".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..core.words import counted
from .data import ANY, CARDS, DRINK_FACTOR, ROOMS, SIDES, Kind, Quack, Side
from .house import Cell, cell_name, parse_cell


@dataclass(frozen=True, slots=True)
class Place:
    """Lay a room tile in an empty space, its doors turned to point this way."""

    room: str
    cell: Cell
    doors: tuple[Side, ...]

    def __str__(self) -> str:
        return f"Place {self.room} at {cell_name(self.cell)}, doors {' '.join(self.doors)}"

    def describe(self) -> str:
        return f"Lay the {self.room} tile at {cell_name(self.cell)} with doors facing {', '.join(self.doors)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """A Draw Quacktion: the top card of the Party Deck, or of the Keg Deck."""

    keg: bool = False

    def __str__(self) -> str:
        return f"Draw from the {'Keg' if self.keg else 'Party'} Deck"

    def describe(self) -> str:
        if self.keg:
            return "Spend a Draw on the top Keg card: a Drink or a Freebie"
        return "Spend a Draw on the top Party card: conversation, Foul or Freebie"


@dataclass(frozen=True, slots=True)
class Move:
    """A Move Quacktion: walk your duck through a shared door."""

    room: str

    def __str__(self) -> str:
        return f"Move to the {self.room}"

    def describe(self) -> str:
        topic = ROOMS[self.room].topic
        why = f", where {topic} is talked about" if topic else ""
        return f"Spend a Move to walk your duck through the shared door into the {self.room}{why}"


@dataclass(frozen=True, slots=True)
class Talk:
    """A Play Quacktion: a conversation card in its own room, perhaps with a Drink attached."""

    card: str
    drink: bool = False

    def __str__(self) -> str:
        return f"Play {self.card}{' with a Drink' if self.drink else ''}"

    def describe(self) -> str:
        points = CARDS[self.card].points
        return f"Play {self.card} for {counted(points * DRINK_FACTOR if self.drink else points, 'point')}"


@dataclass(frozen=True, slots=True)
class Foul:
    """A Play Quacktion: slide a Foul over the top card of another duck's conversation."""

    target: int
    who: str
    card: str  # the card fouled: the top of that player's stack of its topic

    def __str__(self) -> str:
        return f"Foul {self.who}'s {self.card}"

    def describe(self) -> str:
        return f"Cover {self.who}'s {self.card} with a Foul: it scores 0 while covered"


@dataclass(frozen=True, slots=True)
class Clean:
    """A Play Quacktion in the Bathroom: take the Foul off the top of one of your conversations."""

    card: str

    def __str__(self) -> str:
        return f"Wash the Foul off {self.card}"

    def describe(self) -> str:
        return f"Discard the Foul covering your {self.card}, so it scores again"


@dataclass(frozen=True, slots=True)
class Preen:
    """A Draw Quacktion in the Bathroom: swap cards from your hand for new Party cards."""

    def __str__(self) -> str:
        return "Preen"

    def describe(self) -> str:
        return "Spend a Draw to swap any of your cards for new Party cards"


@dataclass(frozen=True, slots=True)
class PreenAway:
    """Put one card of your hand aside while preening."""

    card: str

    def __str__(self) -> str:
        return f"Preen away {self.card}"

    def describe(self) -> str:
        return f"Swap your {self.card} for a new card"


@dataclass(frozen=True, slots=True)
class PreenDone:
    def __str__(self) -> str:
        return "Done preening"

    def describe(self) -> str:
        return (
            "Draw a new Party card for each card put aside (fewer if the deck runs short), then discard them"
        )


@dataclass(frozen=True, slots=True)
class Freebie:
    """Play a Freebie: no Quacktion needed, any room, any time in your turn."""

    card: str

    def __str__(self) -> str:
        return f"Play {self.card}"

    def describe(self) -> str:
        gains = " and ".join(
            f"+1 {'Quacktion of any kind' if grant == ANY else f'{grant} Quacktion'}"
            for grant in CARDS[self.card].grants
        )
        return f"Play the Freebie {self.card}: {gains}"


@dataclass(frozen=True, slots=True)
class Peek:
    """The Home Theater's power: look at one opponent's hand."""

    target: int
    who: str

    def __str__(self) -> str:
        return f"Look at {self.who}'s hand"

    def describe(self) -> str:
        return f"Use the Home Theater's power: see {self.who}'s cards for the rest of your turn"


@dataclass(frozen=True, slots=True)
class EndTurn:
    def __str__(self) -> str:
        return "End turn"

    def describe(self) -> str:
        return "Pass play to the next duck"


Action = Place | Draw | Move | Talk | Foul | Clean | Preen | PreenAway | PreenDone | Freebie | Peek | EndTurn

#: The kind of Quacktion each move spends; the moves not listed spend none.
SPENDS: Final[dict[type, Quack]] = {
    Draw: Quack.DRAW,
    Preen: Quack.DRAW,
    Move: Quack.MOVE,
    Talk: Quack.PLAY,
    Foul: Quack.PLAY,
    Clean: Quack.PLAY,
}

_PLACE = re.compile(r"Place (.+) at ([A-Z][0-9]), doors ([NESW ]+)")
_TALK = re.compile(r"Play (.+?)( with a Drink)?")
_FOUL = re.compile(r"Foul (.+)'s (.+)")
_PEEK = re.compile(r"Look at (.+)'s hand")


def parse(text: str, players: Sequence[str]) -> Action | None:
    """Read an action from its string even when it is not legal now (None when unreadable)."""
    fixed: dict[str, Action] = {
        "Draw from the Party Deck": Draw(False),
        "Draw from the Keg Deck": Draw(True),
        "Preen": Preen(),
        "Done preening": PreenDone(),
        "End turn": EndTurn(),
    }
    if text in fixed:
        return fixed[text]
    if text.startswith("Move to the ") and text[12:] in ROOMS:
        return Move(text[12:])
    if text.startswith("Wash the Foul off ") and text[18:] in CARDS:
        return Clean(text[18:])
    if text.startswith("Preen away ") and text[11:] in CARDS:
        return PreenAway(text[11:])
    if match := _PLACE.fullmatch(text):
        cell = parse_cell(match[2])
        named = match[3].split()
        doors = tuple(side for side in SIDES if side in named)  # N, E, S, W order, as legal moves list them
        if match[1] in ROOMS and cell is not None and doors and len(doors) == len(named):
            return Place(match[1], cell, doors)
        return None
    if (match := _FOUL.fullmatch(text)) and match[1] in players and match[2] in CARDS:
        return Foul(players.index(match[1]), match[1], match[2])
    if (match := _PEEK.fullmatch(text)) and match[1] in players:
        return Peek(players.index(match[1]), match[1])
    if (match := _TALK.fullmatch(text)) and match[1] in CARDS:
        card = CARDS[match[1]]
        if card.kind is Kind.FREEBIE and not match[2]:
            return Freebie(card.name)
        return Talk(card.name, bool(match[2]))
    return None
