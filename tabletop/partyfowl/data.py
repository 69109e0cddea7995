"""Party Fowl's components as data: room tiles and their powers, the two decks, and this edition's
choices.

The rulebook shows rooms and cards only in pictures we do not have, so every room, power and card
mix here is designed for this edition. Each such choice is a named constant listed in
``EDITION_CHOICES``, which the notebook shows under "Table rules this edition uses"; the lesson's
simulation shows that the mix plays well (a 4-player game usually ends by 21 points).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from ..core import EditionChoice

#: This edition's player count: the rulebook gives none (see EDITION_CHOICES for why 2 to 5).
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5
HAND_SIZE: Final = 5  # Party cards dealt to each player
HAND_LIMIT: Final = 7
QUACKTIONS: Final = 3  # standard Quacktions a turn: any mix of Draw, Move and Play
WIN_POINTS: Final = 21
DRINK_FACTOR: Final = 2


class Quack(StrEnum):
    """The three kinds of Quacktion."""

    DRAW = "Draw"
    MOVE = "Move"
    PLAY = "Play"


#: The kinds bound once, for code that runs on every move: Python 3.11 reads a member off its enum
#: class (``Quack.DRAW``) several times slower than a plain name, since EnumType defines ``__getattr__``.
DRAW: Final = Quack.DRAW
MOVE: Final = Quack.MOVE
PLAY: Final = Quack.PLAY


class Topic(StrEnum):
    """The six conversation types; each is scored in one room."""

    GAMES = "Games"
    MUSIC = "Music"
    SPORTS = "Sports"
    BOOKS = "Books"
    TRAVEL = "Travel"
    MOVIES = "Movies"


TOPICS: Final = tuple(Topic)


class Side(StrEnum):
    """The four edges of a room tile, clockwise from the top."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"


SIDES: Final = tuple(Side)
#: Grid steps across each side (columns grow east, rows grow south).
STEP: Final[dict[Side, tuple[int, int]]] = {Side.N: (0, -1), Side.E: (1, 0), Side.S: (0, 1), Side.W: (-1, 0)}
OPPOSITE: Final[dict[Side, Side]] = {Side.N: Side.S, Side.E: Side.W, Side.S: Side.N, Side.W: Side.E}


@dataclass(frozen=True, slots=True)
class Power:
    """What controlling a room lets you do on your turns. ``bonus`` is an extra Quacktion
    (``"Play:Games"``: a Play usable only to play a Games conversation card, GAME_ROOM_PLAY); the
    flags are permissions."""

    title: str
    summary: str
    bonus: str | None = None
    keg_anywhere: bool = False
    foul_next_door: bool = False
    peek: bool = False


@dataclass(frozen=True, slots=True)
class Room:
    """A room tile: its doors as printed (they turn with the tile), its topic and its power."""

    name: str
    doors: tuple[Side, ...]
    topic: Topic | None = None
    power: Power | None = None


KITCHEN: Final = "Kitchen"
BATHROOM: Final = "Bathroom"
#: What the Game Room's extra Play pays for (this edition's choice: a Play for Games cards could also
#: foul or wash one). The engine spends a topic's bonus Play only on that topic's conversation cards.
GAME_ROOM_PLAY: Final = "only to play a Games conversation card, not for a Foul or a wash"

#: The eight room tiles. The six conversation rooms, their doors and powers are this edition's.
ROOMS: Final[dict[str, Room]] = {
    room.name: room
    for room in (
        Room(KITCHEN, (Side.N, Side.E, Side.S, Side.W)),
        Room(BATHROOM, (Side.S,)),
        Room(
            "Game Room",
            (Side.N, Side.E),
            Topic.GAMES,
            Power("Rematch", f"+1 Play Quacktion, {GAME_ROOM_PLAY}", bonus="Play:Games"),
        ),
        Room(
            "Lounge",
            (Side.N, Side.E, Side.S),
            Topic.MUSIC,
            Power("Refill", "+1 Draw Quacktion", bonus="Draw"),
        ),
        Room(
            "Den",
            (Side.N, Side.S),
            Topic.SPORTS,
            Power("Warm-up", "+1 Move Quacktion", bonus="Move"),
        ),
        Room(
            "Library",
            (Side.W, Side.E),
            Topic.BOOKS,
            Power("Whisper", "play Fouls on ducks one door away", foul_next_door=True),
        ),
        Room(
            "Patio",
            (Side.N, Side.E, Side.S, Side.W),
            Topic.TRAVEL,
            Power("Cooler", "draw from the Keg Deck in any room", keg_anywhere=True),
        ),
        Room(
            "Home Theater",
            (Side.S, Side.W),
            Topic.MOVIES,
            Power("Spotlight", "look at one opponent's hand each turn", peek=True),
        ),
    )
}
ROOM_OF_TOPIC: Final[dict[Topic, str]] = {
    room.topic: room.name for room in ROOMS.values() if room.topic is not None
}
#: Tiles the players place, in the order the pile is shown.
TILES: Final = tuple(name for name in ROOMS if name != KITCHEN)

# The table: a square grid of tile spaces, columns A-G and rows 1-7, the Kitchen in the middle.
GRID: Final = 7
CENTRE: Final = (3, 3)
COLUMNS: Final = "ABCDEFG"


class Kind(StrEnum):
    TALK = "conversation"
    FOUL = "foul"
    DRINK = "drink"
    FREEBIE = "freebie"


@dataclass(frozen=True, slots=True)
class Card:
    """One kind of card. ``grants`` lists the Quacktions a Freebie adds (``"Any"``: any kind)."""

    name: str
    kind: Kind
    topic: Topic | None = None
    points: int = 0
    grants: tuple[str, ...] = ()
    keg: bool = False  # from the Keg Deck

    @property
    def corner(self) -> str:
        """What the card's corner shows: points, 0 for a Foul, x2 for a Drink, F for a Freebie."""
        return {Kind.TALK: str(self.points), Kind.FOUL: "0", Kind.DRINK: "x2", Kind.FREEBIE: "F"}[self.kind]


FOUL: Final = "Foul"
DRINK: Final = "Drink"
ANY: Final = "Any"

#: Copies of each conversation card per topic, by points (9 a topic, 17 points; 54 cards in all).
TALK_COPIES: Final[dict[int, int]] = {1: 4, 2: 3, 3: 1, 4: 1}
FOULS: Final = 12
#: The Party Deck's Freebies: name -> (Quacktions granted, copies).
PARTY_FREEBIES: Final[dict[str, tuple[tuple[str, ...], int]]] = {
    "Snack Run": ((Quack.DRAW,), 3),
    "Dance Break": ((Quack.MOVE,), 3),
    "Hot Take": ((Quack.PLAY,), 1),
    "Second Wind": ((ANY,), 1),
}
DRINKS: Final = 20
#: The Keg Deck's Freebies.
KEG_FREEBIES: Final[dict[str, tuple[tuple[str, ...], int]]] = {
    "Toast": ((Quack.PLAY,), 10),
    "Liquid Courage": ((ANY,), 10),
}


def _cards() -> dict[str, Card]:
    cards = [
        Card(f"{topic} {points}", Kind.TALK, topic, points) for topic in TOPICS for points in TALK_COPIES
    ]
    cards.append(Card(FOUL, Kind.FOUL))
    cards += [Card(name, Kind.FREEBIE, grants=grants) for name, (grants, _) in PARTY_FREEBIES.items()]
    cards.append(Card(DRINK, Kind.DRINK, keg=True))
    cards += [Card(name, Kind.FREEBIE, grants=grants, keg=True) for name, (grants, _) in KEG_FREEBIES.items()]
    return {card.name: card for card in cards}


#: Every kind of card by name; hands, decks and stacks hold names.
CARDS: Final[dict[str, Card]] = _cards()

PARTY_DECK: Final[dict[str, int]] = {
    **{f"{topic} {points}": copies for topic in TOPICS for points, copies in TALK_COPIES.items()},
    FOUL: FOULS,
    **{name: copies for name, (_, copies) in PARTY_FREEBIES.items()},
}
KEG_DECK: Final[dict[str, int]] = {
    DRINK: DRINKS,
    **{name: copies for name, (_, copies) in KEG_FREEBIES.items()},
}
assert sum(PARTY_DECK.values()) == 74 and sum(KEG_DECK.values()) == 40  # the box's counts

#: This edition's readings where the rulebook is silent, each listed in ``EDITION_CHOICES``.
FIRST_PLAYER: Final = 0  # "the last player to party" cannot be asked: the first seat starts
DUCKS_START: Final = KITCHEN  # every duck starts in the Kitchen
DRAW_AT_LIMIT: Final = "a Draw is refused while you hold 7 cards (preening swaps, so it stays allowed)"
CONTROL_NEEDS_POINTS: Final = "a room is controlled only with more than 0 points in its topic"
FOUL_OTHERS: Final = "Fouls go on other players' cards only, and never on a card already fouled"
GOSSIP_SENDERS: Final = (
    "in the Gossip variant a duck in the Kitchen or Bathroom gains no reach: it fouls in its own room, "
    "or one door away if it holds the Library's power"
)
PREEN_SHORT: Final = (
    "a preen swaps at least one card and needs a Party Deck to draw from; "
    "a deck too short to refill the hand gives fewer cards back"
)
PREEN_WHOLE: Final = "a preen is one decision: no Freebie or power is used in the middle of it"
DISCARD_PILES: Final = (
    "a card leaving play (a played Freebie, a preened card, a washed-off Foul) goes to its own deck's "
    "discard pile: Party cards to the Party pile, which the five-player reshuffle reuses, Keg cards "
    "to a Keg pile that is never reused"
)
TIES_SHARE: Final = "when a deck runs out and the best scores tie, the tied ducks share the win"
PREEN_DISCARD: Final = "a preen draws the new cards first, then discards the old ones to their deck's pile"
AUTO_END: Final = (
    "a turn ends by itself when ending it is the only thing left to do (the rulebook lets the player "
    "pass play; here the table passes for them), except right after a look at a hand or a Freebie: "
    "then the turn waits for End turn"
)
RESHUFFLE_ONCE: Final = (
    "the five-player reshuffle happens when the Party Deck first runs out; with no discards, "
    "that first run-out ends the game"
)

EDITION_CHOICES: Final[tuple[EditionChoice, ...]] = (
    EditionChoice(
        "MIN_PLAYERS, MAX_PLAYERS",
        f"{MIN_PLAYERS} to {MAX_PLAYERS} players",
        "The rulebook never gives a player count: its box holds eight player boards, its four-player "
        "set-up survives only as a heading (the picture is lost), and it has a five-player variant; "
        "public descriptions of the game say up to five.",
    ),
    EditionChoice(
        "ROOMS",
        "the Kitchen (4 doors) and Bathroom (1 door), and 6 conversation rooms with one topic and "
        "one power each (see the rooms table)",
        "The rulebook shows rooms only in pictures.",
    ),
    EditionChoice(
        "PARTY_DECK, TALK_COPIES, FOULS, PARTY_FREEBIES",
        "74 cards: each topic 1x4, 2x3, 3x1, 4x1 (54), 12 Fouls, 8 Freebies",
        "The card list is not in the text; the mix makes 21 points the usual ending.",
    ),
    EditionChoice(
        "KEG_DECK, DRINKS, KEG_FREEBIES",
        "40 cards: 20 Drinks (x2) and 20 Freebies",
        "The card list is not in the text.",
    ),
    EditionChoice("GRID", "tiles lie on a 7x7 grid with the Kitchen at D4", "A table has edges."),
    EditionChoice("FIRST_PLAYER", "the first seat picks the first tile", "We cannot ask who partied last."),
    EditionChoice("DUCKS_START", "every duck starts in the Kitchen", "The rulebook does not say."),
    EditionChoice(
        "GAME_ROOM_PLAY",
        f"the Game Room's extra Play is {GAME_ROOM_PLAY}",
        "The power is this edition's; a Play for Games cards could also foul a rival's or wash "
        "your own, and keeping it to talking keeps it a power for scoring.",
    ),
    EditionChoice("DRAW_AT_LIMIT", DRAW_AT_LIMIT, "'No more than seven at any time'."),
    EditionChoice("CONTROL_NEEDS_POINTS", CONTROL_NEEDS_POINTS, "Nobody leads a topic no one talks about."),
    EditionChoice("FOUL_OTHERS", FOUL_OTHERS, "A Foul slides over another player's card."),
    EditionChoice(
        "GOSSIP_SENDERS",
        GOSSIP_SENDERS,
        "The variant's last sentence keeps its reach one way; the rulebook also says a room's power "
        "beats the booklet, so the Library's door still counts.",
    ),
    EditionChoice("PREEN_DISCARD", PREEN_DISCARD, "So you never draw back what you threw away."),
    EditionChoice("PREEN_SHORT", PREEN_SHORT, "The rulebook does not say what a short deck does."),
    EditionChoice("PREEN_WHOLE", PREEN_WHOLE, "Preening is one swap, so it is one decision."),
    EditionChoice(
        "DISCARD_PILES",
        DISCARD_PILES,
        "The rulebook says nothing of where played Freebies go and names one discard pile only in "
        "the five-player variant, which rebuilds the Party Deck from it: Keg cards there would mix "
        "the two decks.",
    ),
    EditionChoice("TIES_SHARE", TIES_SHARE, "'The coolest duck wins' names no tie-break."),
    EditionChoice(
        "AUTO_END",
        AUTO_END,
        "With no Quacktion, Freebie or power left to use, passing is all a player could do; "
        "you may always end a turn early. A look shows a hand only during your turn, so a turn "
        "ended by itself at once would hide the glimpse unseen. A Freebie may be played at any "
        "moment of your turn, even when what it adds has no use yet (the log says so); a turn "
        "ended by itself at once would hide what it added and make it seem to end the turn.",
    ),
    EditionChoice(
        "RESHUFFLE_ONCE",
        RESHUFFLE_ONCE,
        "The five-player variant reuses the discard pile; an empty pile gives nothing to reuse.",
    ),
)
