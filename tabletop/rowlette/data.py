"""Rowlette as this edition prints it: the cards, the numbers the rules use, and every choice the
rulebook leaves open. Each choice is a named constant here and appears in ``EDITION_CHOICES``,
which the notebook shows under "Table rules this edition uses".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from ..core import EditionChoice


class Colour(StrEnum):
    RED = "red"
    BLACK = "black"


class Target(StrEnum):
    """Who a zero hits: the player whose turn it is, or the lowest or highest last number."""

    YOU = "YOU"
    MIN = "MIN"
    MAX = "MAX"


class Special(StrEnum):
    """The blue cards. They are tucked away, so a line's last visible card stays a number."""

    REMOVE_ZERO = "Remove 0"
    PLUS_LIMIT = "+Limit"
    ORDER_UP = "Order up"
    ORDER_DOWN = "Order down"


class Goal(StrEnum):
    RED = "Red"
    BLACK = "Black"
    EVEN = "Even"
    ODD = "Odd"
    HIGH = "High"
    LOW = "Low"


@dataclass(frozen=True, slots=True)
class Zero:
    """A green card: ``points`` zero-points (0, 00, 000) for the player its ``target`` picks."""

    points: int
    target: Target

    @property
    def label(self) -> str:
        return f"{'0' * self.points} {self.target}"

    def __str__(self) -> str:
        return self.label


#: A card of the main deck: a number 1-40, a zero or a special card.
Card = int | Zero | Special

NUMBERS: Final = range(1, 41)  # 40 number cards, each number once
#: Colours alternate every two numbers, starting red: 1-2 red, 3-4 black, 5-6 red, ...
COLOUR: Final[dict[int, Colour]] = {n: Colour.RED if (n - 1) // 2 % 2 == 0 else Colour.BLACK for n in NUMBERS}
LOW_NUMBERS: Final = range(1, 21)
HIGH_NUMBERS: Final = range(21, 41)

#: Which numbers count for each goal type.
GOAL_NUMBERS: Final[dict[Goal, frozenset[int]]] = {
    Goal.RED: frozenset(n for n in NUMBERS if COLOUR[n] is Colour.RED),
    Goal.BLACK: frozenset(n for n in NUMBERS if COLOUR[n] is Colour.BLACK),
    Goal.EVEN: frozenset(n for n in NUMBERS if n % 2 == 0),
    Goal.ODD: frozenset(n for n in NUMBERS if n % 2 == 1),
    Goal.HIGH: frozenset(HIGH_NUMBERS),
    Goal.LOW: frozenset(LOW_NUMBERS),
}
GOAL_COPIES: Final = 4  # 6 types x 4 = the 24 goal cards
GOALS_OFFERED: Final = 3  # a red card shows this many goals; one is kept
FIRST_GOAL_THRESHOLD: Final = 2  # the 1st goal kept needs 2 matching numbers, each later one 1 more

#: Zero cards, by the public card list of the game (18 in all).
ZERO_MIX: Final[dict[Zero, int]] = {
    Zero(3, Target.MAX): 3,
    Zero(2, Target.MIN): 7,
    Zero(1, Target.MAX): 4,
    Zero(1, Target.YOU): 4,
}
#: Special cards, by the public card list of the game (10 in all).
SPECIAL_MIX: Final[dict[Special, int]] = {
    Special.REMOVE_ZERO: 3,
    Special.PLUS_LIMIT: 3,
    Special.ORDER_UP: 2,
    Special.ORDER_DOWN: 2,
}

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
MARKET_SIZE: Final = 3
NUMBER_LIMIT: Final = 10  # numbers in a line before the automatic stop; each +Limit adds 1
EXPLOSION_AT: Final = 6  # zero-points that blow a line up
ORDER_STEP_BONUS: Final = 2  # points for each number that keeps an Order chain going
ROUNDS: Final = 3
FIRST_JACKPOT: Final = 1  # everyone's jackpot in round 1
CATCH_UP_STEP: Final = 10  # +1 starting jackpot per full 10 points behind the leader
MAX_STARTING_JACKPOT: Final = 4

# ---- this edition's choices where the rulebook is silent or unclear ----
#: A refill's first zero that no player can receive (no player still in the round has a number)
#: is "discard"ed for the round; "shuffle back" is the other reading, offered as an option.
UNTARGETED_ZERO: Final = "discard"
#: This edition's reading of the one-zero-per-turn protection: a turn has one refill and only its
#: first zero is handed out, so the protection can only concern that refill's later zeros. One that
#: would hit a player already hit this turn is "discard"ed (the rulebook's Example B); the others are
#: set aside. "set aside" is the other reading (every later zero set aside; the protection never acts).
REPEAT_ZERO: Final = "discard"
#: The 10-number stop comes "after refill": the market still refills and its zero may hit you
#: (the rulebook's own warning); "at once" is the stricter reading, offered as an option.
AUTO_STOP: Final = "after refill"
#: An explosion halves the goal score only; the Order bonus is added after, whole, as the
#: rulebook's scoring steps say. The designer's web app halves both: set the option to True.
HALVE_ORDER_BONUS: Final = False
#: Rounds 2 and 3 start with the seat after the previous round's first player.
NEXT_STARTER_STEP: Final = 1

EDITION_CHOICES: Final = (
    EditionChoice(
        "ZERO_MIX",
        "000 MAX x3, 00 MIN x7, 0 MAX x4, 0 YOU x4",
        "The rulebook only says 18 zeros; this is the game's public card list.",
    ),
    EditionChoice(
        "SPECIAL_MIX",
        "Remove 0 x3, +Limit x3, Order up x2, Order down x2",
        "The rulebook only says 10 special cards; this is the public card list.",
    ),
    EditionChoice(
        "MIN_PLAYERS, MAX_PLAYERS",
        "2 to 4 players",
        "The rulebook never says; the published game is for 2-4.",
    ),
    EditionChoice(
        "UNTARGETED_ZERO",
        "discarded for the round",
        "The rulebook does not say where a zero goes when nobody can receive it "
        "(at the start of a round nobody has a number yet).",
    ),
    EditionChoice(
        "REPEAT_ZERO",
        "a later zero of a refill that would hit a player already hit this turn (never the player "
        "whose turn it is) is discarded; other later zeros are set aside and go back into the deck",
        "The rulebook both sets a refill's later zeros aside and discards a second zero that would "
        "hit the same player in one turn. A turn has one refill and hands out only its first zero, "
        "so a second zero in a turn can only be one of those later zeros: this is the one reading in "
        "which the protection (and Example B) can happen. Option repeat_zero='set aside' plays the "
        "other reading.",
    ),
    EditionChoice(
        "AUTO_STOP",
        "after the market refill",
        "Reaching your number limit stops you, but your turn's refill still happens "
        "and its zero can still hit you, as the rulebook warns.",
    ),
    EditionChoice(
        "HALVE_ORDER_BONUS",
        "no: only the goal score is halved",
        "The scoring steps add the Order bonus after halving; the designer's web app "
        "halves both (option halve_order_bonus=True).",
    ),
    EditionChoice(
        "ROUNDS",
        "every round starts from a fresh shuffle of all 68 cards and 24 goals",
        "Between rounds the rulebook resets lines, goals and zero-tracks but never says what happens "
        "to the decks; this repeats the set-up.",
    ),
    EditionChoice(
        "SPECIAL_MIX",
        "Remove 0 with no zero in the line is simply spent",
        "The rulebook does not say; the card is single-use, so it is discarded.",
    ),
    EditionChoice(
        "NEXT_STARTER_STEP",
        "the seat after the last round's first player",
        "The rulebook picks the first player at random once and never says who starts rounds 2 and 3.",
    ),
    EditionChoice(
        "NUMBERS",
        "no tie-break needed for MIN and MAX zeros",
        "Every number is printed once, so two lines never end on the same number.",
    ),
    EditionChoice(
        "GOAL_COPIES",
        "no rule needed for an empty goal deck",
        "Only 20 numbers are red, so a round keeps at most 20 of the 24 goals and the "
        "goal deck always holds at least 4.",
    ),
    EditionChoice(
        "MARKET_SIZE",
        "a short market when the deck runs out; empty market: STOP only",
        "The rulebook never says what happens when the main deck is empty.",
    ),
)
