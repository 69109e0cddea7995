"""Rowdy Partners as this edition prints it: cards, characters, tracks, tokens, and every choice the
rulebook's missing pictures leave open. Each choice is a named constant here and appears in
``EDITION_CHOICES``, which the notebook shows under "Table rules this edition uses".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from ..core import EditionChoice

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
SLOTS: Final = 4  # the Play Board's four slots; a trick is one card in each
TRICKS_PER_ROUND: Final = 8
HAND_SIZE: Final = 8
BURN_SIZE: Final = 4


class Suit(StrEnum):
    HATS = "Hats"
    HORSESHOES = "Horseshoes"
    STARS = "Stars"
    TOMBSTONES = "Tombstones"


class Card:
    """One Move card. There is exactly one of each, so cards compare (and hash) by identity."""

    __slots__ = ("label", "pop", "suit", "value")

    def __init__(self, value: int, suit: Suit | None, pop: int) -> None:
        self.value = value
        self.suit = suit  # None: a Wild, which takes any suit
        self.pop = pop  # Pop icons printed on the card
        self.label = f"Wild {value}" if suit is None else f"{value} of {suit}"

    @property
    def is_wild(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"<{self.label}>"


#: Pop icons by printed value (this edition's choice: the pictures are missing).
POP_ICONS: Final[dict[int, int]] = {6: 1, 7: 1, 8: 2}
#: The four Wilds' printed values (this edition's choice).
WILD_VALUES: Final = (3, 4, 5, 6)

DECK: Final[tuple[Card, ...]] = (
    *(Card(value, suit, POP_ICONS.get(value, 0)) for suit in Suit for value in range(1, 9)),
    *(Card(value, None, 0) for value in WILD_VALUES),
)
CARD_BY_LABEL: Final[dict[str, Card]] = {card.label.lower(): card for card in DECK}


def card(label: str) -> Card:
    """The card with this label ('4 of Stars', 'wild 5'); KeyError names a label that is not a card."""
    found = CARD_BY_LABEL.get(" ".join(label.split()).lower())
    if found is None:
        raise KeyError(f"{label!r} is not a Rowdy Partners card (e.g. '4 of Stars', 'Wild 5')")
    return found


# ---- tokens ----


class Token(StrEnum):
    """Pop tokens taken from the open supply (cheats and signature moves are kept apart)."""

    COIN = "coin"
    DAMAGE = "damage"
    TAG = "tag"


class Cheat(StrEnum):
    """The face-down Cheat tokens; each is revealed when it is used."""

    PLUS_TWO = "+2"
    MINUS_TWO = "-2"
    DAMAGE = "damage"
    HATS = "Hats"
    HORSESHOES = "Horseshoes"
    STARS = "Stars"
    TOMBSTONES = "Tombstones"
    TAG = "tag"

    @property
    def suit(self) -> Suit | None:
        """The suit a suit cheat turns a card into (None for the other cheats)."""
        return _SUITS.get(self.value)


_SUITS: Final[dict[str, Suit]] = {suit.value: suit for suit in Suit}

#: The open supply at the start of a game (this edition's split of the rulebook's 36 tokens).
SUPPLY: Final[dict[Token, int]] = {Token.COIN: 10, Token.DAMAGE: 10, Token.TAG: 4}
#: The 12 Cheat tokens, as the rulebook's reference page counts them.
CHEATS: Final[dict[Cheat, int]] = {
    Cheat.PLUS_TWO: 2,
    Cheat.MINUS_TWO: 2,
    Cheat.DAMAGE: 2,
    Cheat.HATS: 1,
    Cheat.HORSESHOES: 1,
    Cheat.STARS: 1,
    Cheat.TOMBSTONES: 1,
    Cheat.TAG: 2,
}
CHEAT_VALUE_CHANGE: Final[dict[Cheat, int]] = {Cheat.PLUS_TWO: 2, Cheat.MINUS_TWO: -2}
#: A coin moves its card's value by this much, up or down, as its player chooses when it goes on
#: the card (this edition's choice: the rulebook calls a coin both +1 and -1).
COIN_CHANGE: Final = 1


# ---- the Pop track ----


class Icon(StrEnum):
    NONE = "-"
    COIN = "coin"
    TAG = "tag"
    DAMAGE = "damage"
    CHEAT = "cheat"
    SIGNATURE_LEFT = "signature (left board)"
    SIGNATURE_RIGHT = "signature (right board)"


#: A side's looping Pop track: 12 spaces, the marker starts on the first (this edition's icons).
POP_TRACK: Final[tuple[Icon, ...]] = (
    Icon.COIN,
    Icon.NONE,
    Icon.TAG,
    Icon.DAMAGE,
    Icon.CHEAT,
    Icon.SIGNATURE_LEFT,
    Icon.COIN,
    Icon.NONE,
    Icon.DAMAGE,
    Icon.TAG,
    Icon.CHEAT,
    Icon.SIGNATURE_RIGHT,
)
#: A Headliner's track (Headliner and Manager boards): the same pattern with its tag spaces blank, as
#: a Headliner has no partner to tag; both signature spaces hold the Manager's icon (this edition's choice).
HEADLINER_POP_TRACK: Final[tuple[Icon, ...]] = tuple(
    Icon.NONE if icon is Icon.TAG else icon for icon in POP_TRACK
)


def pop_track(headliner: bool) -> tuple[Icon, ...]:
    """The Pop track of a side: a Headliner's or a team's."""
    return HEADLINER_POP_TRACK if headliner else POP_TRACK


ICON_TOKEN: Final[dict[Icon, Token]] = {Icon.COIN: Token.COIN, Icon.TAG: Token.TAG, Icon.DAMAGE: Token.DAMAGE}
#: The number of the starting space: the rulebook's "first space", so spaces count from 1 (this
#: edition's numbering, as the boards print none); the log, the table and the lesson all use it.
POP_FIRST_SPACE: Final = 1


def pop_space_number(index: int) -> int:
    """The number a learner counts for the Pop track space at ``index`` (0 is the starting space)."""
    return index + POP_FIRST_SPACE


# ---- health and the Pin Zone ----

#: Health positions below 1: three Stop signs, then the Skull. The first Stop sign is the zero space.
ZERO_SPACE: Final = 0
STOP_ONE: Final = -1
STOP_TWO: Final = -2
SKULL: Final = -3
#: Damage one trick must deal to move the marker off each Stop sign (rulebook).
PIN_ZONE_NEEDS: Final[dict[int, int]] = {ZERO_SPACE: 1, STOP_ONE: 2, STOP_TWO: 3}
#: The Stop signs are named by the rulebook's count ("from Zero to One ... from Two to Three"), the
#: same in the log, the lesson and the picture, which prints each sign's number on it.
PIN_ZONE_NAMES: Final[dict[int, str]] = {
    ZERO_SPACE: "Stop 0",
    STOP_ONE: "Stop 1",
    STOP_TWO: "Stop 2",
    SKULL: "the Skull",
}
HEADLINER_HEALTH: Final = 20  # rulebook


# ---- characters ----


class Signature(StrEnum):
    """Signature moves: one-use tokens a character unlocks, spends and can unlock again."""

    LARIAT = "Lariat"
    SHORT_FUSE = "Short Fuse"
    MERCY_AND_DAMNATION = "Mercy & Damnation"
    GRAVE_ROBBING = "Grave Robbing"
    RELENTLESS = "Relentless"
    HIGH_FLYER = "High Flyer"
    BOTTOM_LINE = "Bottom Line"
    SUIT_SHIFT = "Suit Shift"
    CRACK_THE_WHIP = "Crack the Whip"


class Power(StrEnum):
    """Headliner powers: always on, never spent."""

    RICH_GET_RICHER = "The Rich Get Richer"
    GO_WILD = "Go Wild"
    RUNAWAY_LEADER = "Runaway Leader"


@dataclass(frozen=True, slots=True)
class Wrestler:
    name: str
    health: int
    signature: Signature
    move: str  # the signature move, in a line
    from_rulebook: bool  # False: the rulebook only hints at the move; its name and effect are this edition's


@dataclass(frozen=True, slots=True)
class Headliner:
    name: str
    power: Power
    text: str


@dataclass(frozen=True, slots=True)
class Manager:
    name: str
    signature: Signature
    move: str


#: The six tag-team wrestlers. Health is this edition's choice (the boards' pictures are missing).
WRESTLERS: Final[dict[str, Wrestler]] = {
    w.name: w
    for w in (
        Wrestler(
            "Lawman",
            16,
            Signature.LARIAT,
            "your card follows whatever suit leads, like a Wild; no effect when leading",
            True,
        ),
        Wrestler("Dynamite", 14, Signature.SHORT_FUSE, "+1 to any face-up card, anyone's", True),
        Wrestler("Amazing Grace", 15, Signature.MERCY_AND_DAMNATION, "+2 or -2 on your card", True),
        Wrestler(
            "The Wretch",
            16,
            Signature.GRAVE_ROBBING,
            "after your play, look at 3 cheats from the pool and keep 1",
            False,
        ),
        Wrestler("Nat Greaves", 15, Signature.RELENTLESS, "+2 damage if your card wins", False),
        Wrestler(
            "Thunder",
            17,
            Signature.HIGH_FLYER,
            "tag your partner in, and your team's Pop track moves +2",
            False,
        ),
    )
}
HEADLINERS: Final[dict[str, Headliner]] = {
    h.name: h
    for h in (
        Headliner("Big Money", Power.RICH_GET_RICHER, "each card worth 2 you play earns you a coin"),
        Headliner("Grizzabelle", Power.GO_WILD, "each Wild you play earns you a cheat"),
        Headliner("Whistlestop", Power.RUNAWAY_LEADER, "a card you lead a trick with deals +1 damage"),
    )
}
#: Manager moves are this edition's, names and effects (the rulebook's introductions only hint at them).
MANAGERS: Final[dict[str, Manager]] = {
    m.name: m
    for m in (
        Manager("Bean Counter", Signature.BOTTOM_LINE, "your card's printed value becomes 9 minus it"),
        Manager("Jack Dandy", Signature.SUIT_SHIFT, "your card becomes the suit you name"),
        Manager("Coach", Signature.CRACK_THE_WHIP, "your card becomes the lead card of the trick"),
    )
}
#: The pairings the rulebook introduces together; any pairing is allowed.
NATURAL_MANAGER: Final[dict[str, str]] = {
    "Big Money": "Bean Counter",
    "Grizzabelle": "Jack Dandy",
    "Whistlestop": "Coach",
}
#: Quick-start characters by number of players, in seat order (3 players: the first is the Headliner).
DEFAULT_CHARACTERS: Final[dict[int, tuple[str, ...]]] = {
    4: ("Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"),
    3: ("Big Money", "Thunder", "The Wretch"),
    2: ("Big Money", "Grizzabelle"),
}
RELENTLESS_DAMAGE: Final = 2
HIGH_FLYER_POP: Final = 2
GRAVE_ROBBING_LOOK: Final = 3
BOTTOM_LINE_FROM: Final = 9
SHORT_FUSE_CHANGE: Final = 1
MERCY_AND_DAMNATION_CHANGE: Final = 2
RUNAWAY_LEADER_DAMAGE: Final = 1
RICH_GET_RICHER_VALUE: Final = 2


# ---- the Manager diamond ----

#: Positions 0-7, top to bottom in rows of 1, 2, 2, 2, 1; each maps to the positions covering it.
DIAMOND_COVERS: Final[tuple[tuple[int, ...], ...]] = ((1, 2), (3,), (4,), (5,), (6,), (7,), (7,), ())
DIAMOND_ROWS: Final = ((0,), (1, 2), (3, 4), (5, 6), (7,))
#: The Manager's signature token lies under these three; playing them all unlocks it.
DIAMOND_SIGNATURE_UNDER: Final = (5, 6, 7)
DIAMOND_SIZE: Final = 8


# ---- readings where the rulebook is silent ----
# Each is the wording of a reading the engine is built on (not a switch); the lesson lists them.

#: Partners by seat: players 1&2 against 3&4 in 4-player games (reorder the players to re-pair).
TEAMS_OF_FOUR: Final = ((0, 1), (2, 3))
FIRST_LISTED_IN_RING: Final = (
    "each team's partner listed first starts in the ring, and that wrestler's board is the left one, "
    "with the signature icon on Pop space 6 (the partner's is on space 12)"
)
STARTING_ICON_TO: Final = "the starting space's icon goes to each side's wrestler in the ring"
COUNTER_ALL_EQUAL: Final = "three or more equal face-up cards all flip"
NO_DAMAGE_AT_ZERO_OR_LESS: Final = "a winning card worth 0 or less deals no damage, tokens included"
SUIT_TOKENS: Final = (
    "suit-changing tokens go on suited cards only, and only when they change the suit or the lead"
)
TAGS_PER_TEAM_PER_TRICK: Final = (
    "the wrestler on turn tags at the team's first play of a trick, once per trick: so the wrestler in "
    "the ring tags, with a token of their own"
)
HEADLINER_PLAYS_ARE_TURNS: Final = "each of a Headliner's two plays in a trick is its own turn"
EMPTY_SUPPLY_GIVES_NOTHING: Final = (
    "an icon whose token has run out gives nothing; cheats reshuffle only when the pool is empty"
)
BOTTOM_LINE_BEFORE_CHANGES: Final = (
    "Bottom Line replaces the printed value; coins and cheats add to the new value"
)
MANAGER_SIGNATURE_EACH_ROUND: Final = (
    "at every deal the Manager's signature goes under the new diamond, spent or unspent"
)
#: This edition's reading; the engine says it when the bottom three are cleared and the token is gone.
MANAGER_SIGNATURE_ONE_TOKEN: Final = (
    "the Manager's move is one token: unlocking it on the Pop track takes it from under the diamond, "
    "so clearing the bottom three later in that round gives nothing"
)
#: This edition's reading; the engine gives it when it refuses an off-suit card to a player holding a
#: token that changes suits.
FOLLOW_BY_PRINTED_SUIT: Final = (
    "while you hold the lead suit, a suit cheat, the Lariat or Suit Shift cannot make an off-suit card "
    "follow; they only change a card you were free to play"
)
LARIAT_FOLLOWS_ANY_LEAD: Final = (
    "a Lariat card follows whatever suit leads, like a following Wild, even after a counter passes "
    "the lead; if it becomes the lead card itself, it leads with its own suit"
)
#: This edition's reading of when a diamond card's uncovered cards turn up.
DIAMOND_REVEAL_AFTER_EFFECTS: Final = (
    "what a diamond card uncovers stays face down, to its Headliner too, until that card is done: its "
    "tokens, its Pop, the counters it makes and any suit named for a Wild those counters make lead"
)
GRAVE_ROBBING_REST_UNDER: Final = "the two cheats Grave Robbing does not keep go under the pool"
LEAD_MEANS_FIRST_FACE_UP: Final = (
    "Runaway Leader counts when no card is face up as you play; Rich Get Richer counts the card's "
    "value after your tokens"
)
FIRST_SIDE_RANDOM: Final = "the side leading the first trick is drawn at random"
#: This edition's choice: the rulebook's six signature tokens fit three wrestlers and three Managers.
SIGNATURE_TOKEN_FOR_EVERY_WRESTLER: Final = (
    "The Wretch, Nat Greaves and Thunder carry a signature token too, unlocked by the Pop icon on their "
    "board like Lawman's, Dynamite's and Grace's"
)


def _icon_words(icon: Icon) -> str:
    return {
        Icon.NONE: "nothing",
        Icon.SIGNATURE_LEFT: "the left wrestler's signature",
        Icon.SIGNATURE_RIGHT: "the right wrestler's signature",
    }.get(icon, icon.value)


def _health_line() -> str:
    return ", ".join(f"{w.name} {w.health}" for w in WRESTLERS.values())


EDITION_CHOICES: Final[tuple[EditionChoice, ...]] = (
    EditionChoice(
        "DECK, WILD_VALUES",
        "1-8 in Hats, Horseshoes, Stars and Tombstones, plus Wilds valued 3, 4, 5 and 6",
        "36 cards: four seats of 8 plus 4 burned, as the rulebook counts.",
    ),
    EditionChoice(
        "POP_ICONS",
        "every 6 and 7 has one Pop icon, every 8 has two; Wilds none",
        "Card pictures are missing.",
    ),
    EditionChoice("WRESTLERS", _health_line(), "The boards' health tracks are not in the text."),
    EditionChoice(
        "SUPPLY, CHEATS",
        "10 coins, 10 damage, 4 tags; cheats +2 x2, -2 x2, damage x2, one per suit, tag x2",
        "The rulebook's 36-token total, split between the supply and the 12 cheats.",
    ),
    EditionChoice(
        "POP_TRACK, POP_FIRST_SPACE",
        "12 looping spaces, numbered from 1, the starting space: "
        + ", ".join(f"{pop_space_number(index)} {_icon_words(icon)}" for index, icon in enumerate(POP_TRACK)),
        "The boards' icons and numbers are not in the text; the rulebook's marker starts on the "
        "'first space'.",
    ),
    EditionChoice(
        "HEADLINER_POP_TRACK",
        "the same track with spaces "
        + " and ".join(
            str(pop_space_number(i))
            for i, (team, solo) in enumerate(zip(POP_TRACK, HEADLINER_POP_TRACK, strict=True))
            if team is not solo
        )
        + " blank instead of tag, and the Manager's signature on both signature spaces",
        "A Headliner has no partner to tag, so a Tag token would only leave the supply; a tag cheat a "
        "Headliner draws stays unusable. The Headliner and Manager boards' icons are not in the text.",
    ),
    EditionChoice("STARTING_ICON_TO", STARTING_ICON_TO, "The rulebook says the icon is gained, not by whom."),
    EditionChoice(
        "WRESTLERS",
        "; ".join(f"{w.name}'s {w.signature}: {w.move}" for w in WRESTLERS.values() if not w.from_rulebook),
        "The rulebook describes only Lawman's, Dynamite's and Grace's moves; for these three it only hints, "
        "in their introductions ('dig through the cheat pile', 'relentless assaults', 'keep tagging, keep "
        "popping'). The moves' names and effects are this edition's, chosen in that spirit.",
    ),
    EditionChoice(
        "SIGNATURE_TOKEN_FOR_EVERY_WRESTLER",
        SIGNATURE_TOKEN_FOR_EVERY_WRESTLER,
        "The rulebook counts 6 signature tokens and gives specific tokens only to some wrestlers: six "
        "fits Lawman, Dynamite and Grace plus the three Managers, which suggests the other three "
        "wrestlers have none. What they would have instead is not in the text, so this edition gives "
        "them a token and a Pop icon like the others.",
    ),
    EditionChoice(
        "MANAGERS",
        "; ".join(f"{m.name}'s {m.signature}: {m.move}" for m in MANAGERS.values()),
        "The rulebook gives each Manager a signature token but does not say what it does; their "
        "introductions only hint ('worst assets', 'suit shifting', 'cracks the whip'). The moves' names "
        "and effects are this edition's, chosen in that spirit.",
    ),
    EditionChoice(
        "DIAMOND_COVERS",
        "rows of 1, 2, 2, 2, 1; each card is covered by the card(s) below it; the signature lies under "
        "the bottom three",
        "The diagram is missing.",
    ),
    EditionChoice("TEAMS_OF_FOUR", "players 1 & 2 against players 3 & 4", "Partners sit together."),
    EditionChoice(
        "FIRST_LISTED_IN_RING",
        FIRST_LISTED_IN_RING,
        "The rulebook leaves to each team who starts in the ring and how the two boards join.",
    ),
    EditionChoice(
        "COIN_CHANGE",
        "a coin makes its card 1 higher or 1 lower, chosen as it goes on the card",
        "The rulebook's coin changes a card's value; its example plays a -1 token and a Headliner "
        "power gains a +1, so one coin is read as either.",
    ),
    EditionChoice("COUNTER_ALL_EQUAL", COUNTER_ALL_EQUAL, "The rulebook only shows pairs."),
    EditionChoice(
        "NO_DAMAGE_AT_ZERO_OR_LESS",
        NO_DAMAGE_AT_ZERO_OR_LESS,
        "The rulebook says such a card wins without dealing damage.",
    ),
    EditionChoice(
        "SUIT_TOKENS",
        SUIT_TOKENS,
        "A Wild already takes any suit; a token with no effect would only be wasted.",
    ),
    EditionChoice("TAGS_PER_TEAM_PER_TRICK", TAGS_PER_TEAM_PER_TRICK, "Tokens are used on your own turn."),
    EditionChoice(
        "HEADLINER_PLAYS_ARE_TURNS",
        HEADLINER_PLAYS_ARE_TURNS,
        "Tokens earned on the first play can be used on the second.",
    ),
    EditionChoice(
        "EMPTY_SUPPLY_GIVES_NOTHING", EMPTY_SUPPLY_GIVES_NOTHING, "The supply is the physical set of tokens."
    ),
    EditionChoice(
        "BOTTOM_LINE_BEFORE_CHANGES", BOTTOM_LINE_BEFORE_CHANGES, "Changes then add up the same in any order."
    ),
    EditionChoice(
        "MANAGER_SIGNATURE_EACH_ROUND",
        MANAGER_SIGNATURE_EACH_ROUND,
        "The rulebook's set-up for each round places the token under the diamond; one still held is "
        "taken back to be placed there.",
    ),
    EditionChoice(
        "MANAGER_SIGNATURE_ONE_TOKEN",
        MANAGER_SIGNATURE_ONE_TOKEN,
        "The rulebook gives the Manager's move two ways in, its icon on the Pop track and the diamond's "
        "bottom three, but only one token, laid under the diamond each round.",
    ),
    EditionChoice(
        "FOLLOW_BY_PRINTED_SUIT",
        FOLLOW_BY_PRINTED_SUIT,
        "The rulebook makes followers match the lead suit when they can and calls suit-changing tokens "
        "optional, but never says whether a token may be how a card matches. This edition judges "
        "following by the cards held, as printed, so a token never excuses a player from following.",
    ),
    EditionChoice(
        "LARIAT_FOLLOWS_ANY_LEAD",
        LARIAT_FOLLOWS_ANY_LEAD,
        "The rulebook only says the card changes to follow the lead suit and does nothing when leading; "
        "at a table the token on the card reads as 'this card follows', as a Wild does.",
    ),
    EditionChoice(
        "DIAMOND_REVEAL_AFTER_EFFECTS",
        DIAMOND_REVEAL_AFTER_EFFECTS,
        "The rulebook turns the uncovered cards up after the card's tokens and effects, before the next "
        "card; a Wild's suit named because the card's counter made it lead is read as one of those "
        "effects.",
    ),
    EditionChoice(
        "GRAVE_ROBBING_REST_UNDER, GRAVE_ROBBING_LOOK",
        GRAVE_ROBBING_REST_UNDER,
        "The Wretch looks at 3; the rest must go somewhere unseen.",
    ),
    EditionChoice(
        "LEAD_MEANS_FIRST_FACE_UP, RICH_GET_RICHER_VALUE",
        LEAD_MEANS_FIRST_FACE_UP,
        "A modified card has its modified value (rulebook).",
    ),
    EditionChoice("FIRST_SIDE_RANDOM", FIRST_SIDE_RANDOM, "'Choose a team to go first.'"),
)
