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
        return "0" * self.points + " " + self.target  # joined, not formatted: an enum formats slowly

    def __str__(self) -> str:
        return self.label


#: A card of the main deck: a number 1-40, a zero or a special card.
Card = int | Zero | Special

NUMBERS: Final = range(1, 41)  # 40 number cards, each number once
#: Colours alternate every two numbers, starting red: 1 and 2 red, 3 and 4 black, and so on.
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
#: A zero that no player can receive is "discard"ed for the round (this edition's choice); "shuffle
#: back" is the other reading, offered as an option. Nobody can receive a zero when no player still
#: in the round has a number, or, for a YOU zero, when the player whose turn it is cannot receive it.
UNTARGETED_ZERO: Final = "discard"
#: How "shuffle back" returns such a zero (this edition's rule for the option): only once its refill
#: has filled the market, so that refill never turns it up again; if the deck runs out first, it stays
#: aside as EMPTY_DECK_ZEROS says.
SHUFFLE_BACK_WAITS: Final = "waits aside until the market is full, then goes back into the deck"
#: When a refill's first zero can reach nobody, its later zeros are still "set aside" (this edition's
#: choice: zeros count in the order they turn up); "hand out" gives the next one that can reach a player.
AFTER_UNTARGETED_ZERO: Final = "set aside"
#: This edition's reading of the one-zero-per-turn protection: a turn has one refill and only its
#: first zero is handed out, so the protection can only concern that refill's later zeros. One that
#: would hit a player already hit this turn is "discard"ed (the rulebook's Example B); the others are
#: set aside. "set aside" is the other reading (every later zero set aside; the protection never acts).
REPEAT_ZERO: Final = "discard"
#: This edition's reading of the number limit: the stop takes hold "after refill", so the refill of the
#: turn that filled the line can still hit it and later refills cannot. The other readings are options:
#: "at once" (before that refill) and "still a target" (no more turns, but in reach until the round ends).
AUTO_STOP: Final = "after refill"
#: An explosion halves the goal score only; the Order bonus is added after, whole, as the
#: rulebook's scoring steps say. The designer's web app halves both: set the option to True.
HALVE_ORDER_BONUS: Final = False
#: Turns pass to the next seat in seat order, passing over lines out of the round (this edition's choice).
TURN_STEP: Final = 1
#: Rounds 2 and 3 start with the seat after the previous round's first player.
NEXT_STARTER_STEP: Final = 1
#: Remove 0 is one-shot "each card" (this edition's reading): a card acts when taken and is discarded,
#: so a later Remove 0 in the round works again; "once per player" lets each take out one zero a round.
REMOVE_ZERO_USE: Final = "each card"
#: Who sees the goals a red number draws: "chooser only" (this edition's choice; the rulebook never says),
#: so the two sent back under the goal deck stay unknown to the others; "everyone" shows the offer to all.
GOAL_OFFER: Final = "chooser only"
#: This edition's reading of the tie rule: equal totals go to more active goals in the last round, and
#: only players level on those too share the win; "share" lets every player on the top total share it.
TIE_BREAK: Final = "last round goals"
# The next three are fixed behaviours (this edition's choices, no option): each constant is the sentence
# that describes what the engine is written to do, and the log prints it when it happens.
#: How every round after the first begins.
NEW_ROUND_DECKS: Final = "every card and goal is gathered and shuffled again"
#: What a Remove 0 does when it has no zero to take out.
UNUSED_REMOVE_ZERO: Final = "the card is spent, with nothing removed"
#: What happens when the main deck runs out.
EMPTY_DECK: Final = "the market stays short, and once it is empty a player can only stop"
#: What becomes of a refill's set-aside zeros when the deck runs out before a number or special turns up.
EMPTY_DECK_ZEROS: Final = (
    "set-aside zeros stay aside for the rest of the round, out of play until the next round's fresh decks"
)

#: The readings a game option can switch between, this edition's own first.
READING_OPTIONS: Final[dict[str, tuple[str, ...]]] = {
    "untargeted_zero": (UNTARGETED_ZERO, "shuffle back"),
    "after_untargeted_zero": (AFTER_UNTARGETED_ZERO, "hand out"),
    "repeat_zero": (REPEAT_ZERO, "set aside"),
    "auto_stop": (AUTO_STOP, "at once", "still a target"),
    "remove_zero_use": (REMOVE_ZERO_USE, "once per player"),
    "goal_offer": (GOAL_OFFER, "everyone"),
    "tie_break": (TIE_BREAK, "share"),
}

EDITION_CHOICES: Final = (
    EditionChoice(
        "ZERO_MIX",
        "000 MAX x3, 00 MIN x7, 0 MAX x4, 0 YOU x4",
        "The rulebook only says 18 zeros; this is the game's public card list. Option zero_mix "
        "plays another mix, e.g. zero_mix={'00 MIN': 7, '0 YOU': 4}.",
    ),
    EditionChoice(
        "SPECIAL_MIX",
        "Remove 0 x3, +Limit x3, Order up x2, Order down x2",
        "The rulebook only says 10 special cards; this is the public card list. Option special_mix "
        "plays another mix, e.g. special_mix={'+Limit': 3, 'Remove 0': 3}.",
    ),
    EditionChoice(
        "MIN_PLAYERS, MAX_PLAYERS",
        "2 to 4 players",
        "The rulebook never says; the published game is for 2-4.",
    ),
    EditionChoice(
        "UNTARGETED_ZERO",
        "a zero that can reach nobody is discarded for the round",
        "The rulebook never says where such a zero goes. It happens when no player still in the round "
        "has a number (at the start of a round nobody has one), and with a YOU zero whenever the player "
        "whose turn it is cannot receive it (no number yet): YOU names only that player, 'if eligible', "
        "so it passes over everyone else. Option untargeted_zero='shuffle back' keeps it in play: it "
        f"{SHUFFLE_BACK_WAITS}, so its refill never turns it up a second time. If the deck runs out "
        "first, it stays aside for the round like a set-aside zero (EMPTY_DECK_ZEROS).",
    ),
    EditionChoice(
        "AFTER_UNTARGETED_ZERO",
        "when a refill's first zero reaches nobody, its later zeros are still set aside, so that "
        "refill hands out no zero",
        "The rulebook hands out a refill's first zero and sets the others aside, but never says what "
        "follows when that first zero has nobody to hit. This edition counts zeros in the order they "
        "turn up; option after_untargeted_zero='hand out' makes the next zero that can reach a player "
        "the one handed out. Either way the refill does not turn the zero that missed up again: it is "
        "discarded, or under untargeted_zero='shuffle back' waits aside until the market is full. "
        "Were it shuffled straight back, 'hand out' would count it as the first zero each time it "
        "turned up, and a deck holding only zeros that reach nobody would never let the refill end.",
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
        "a line that reaches its number limit stops after that turn's refill: the refill's zero can "
        "still hit it, later refills cannot",
        "The limit rule stops you 'immediately' yet warns that 'a zero might still hit you', while "
        "only players who 'haven't STOPPED yet' can receive zeros. Every reading breaks one of these: "
        "'after refill' (this edition) stretches 'immediately' by one refill; auto_stop='still a "
        "target' keeps a full line in reach of every refill until the round ends, against the "
        "eligibility list; auto_stop='at once' drops the warning. This edition keeps the eligibility "
        "list whole, as the rulebook says it twice (a stopped player can no longer be hit), and still "
        "lets the warned-of zero land. The lesson replays its advice to push on to the limit under "
        "auto_stop='still a target' too.",
    ),
    EditionChoice(
        "HALVE_ORDER_BONUS",
        "no: only the goal score is halved",
        "The rulebook disagrees with itself: its explosion section and its card list halve the whole "
        "score, but its scoring steps halve the goal score and add the Order bonus afterwards. This "
        "edition follows the scoring steps, the one place that sets out the order of the sums; the "
        "designer's web app halves both (option halve_order_bonus=True).",
    ),
    EditionChoice(
        "REMOVE_ZERO_USE",
        "each Remove 0 card works once, when it is taken, and is then discarded; a second Remove 0 "
        "taken later in the same round works again",
        "The rulebook calls Remove 0 one-shot for the round, and in Example C Kay discards hers so it "
        "cannot serve again that round. That can limit each card or each player. This edition reads it "
        "as the card: like every special it acts when taken, then leaves play until the next round "
        "gathers every card. Option remove_zero_use='once per player' lets each player take out one "
        "zero a round with Remove 0; a later one of theirs is spent with nothing removed.",
    ),
    EditionChoice(
        "GOAL_OFFER",
        "the goals a red number draws are seen by the player choosing only; the others see the goal "
        "kept, never the ones sent back under the goal deck",
        "The rulebook says to draw three goals, keep one and return two, but never says whether the "
        "rest of the table sees them. This edition treats them like cards drawn into a hand, so a "
        "table shared by several humans hides them when the device is passed. Option "
        "goal_offer='everyone' shows the offer to every seat.",
    ),
    EditionChoice(
        "TIE_BREAK",
        "equal totals go to more active goals in the last round; only players level on those too "
        "share the win",
        "The rulebook gives a tie to the player with more active goals in the final round and adds, in "
        "brackets, that the players may share the victory. This edition reads the brackets as what "
        "follows when those goals are level too; they could also let a table simply share any tie. "
        "Option tie_break='share' does that: every player on the top total shares the win.",
    ),
    EditionChoice(
        "NEW_ROUND_DECKS",
        f"each new round: {NEW_ROUND_DECKS}",
        "Between rounds the rulebook clears lines, goals and zero-tracks but never mentions the decks; "
        "this repeats the set-up, so every round plays with the whole deck. Fixed in this edition: the "
        "engine is written to do it, and its log says so as each round begins.",
    ),
    EditionChoice(
        "UNUSED_REMOVE_ZERO",
        f"Remove 0 taken with no zero in the line: {UNUSED_REMOVE_ZERO}",
        "The rulebook does not say; the card acts once, at once, and is then discarded. Fixed in this "
        "edition: the engine is written to do it, and its log says so when it happens.",
    ),
    EditionChoice(
        "TURN_STEP",
        "turns pass round the seats in order, passing over anyone who has left the round",
        "The rulebook draws the first player at random but never says how turns pass; this is the "
        "usual way round a table. A line that has stopped, reached its limit or exploded is out of "
        "the round and takes no more turns.",
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
        "EMPTY_DECK",
        f"when the main deck runs out, {EMPTY_DECK}",
        "The rulebook never says what happens when the main deck is empty. Fixed in this edition: the "
        "engine is written to do it, and its log says so when it happens.",
    ),
    EditionChoice(
        "EMPTY_DECK_ZEROS",
        f"when the main deck runs out before a number or special card turns up, {EMPTY_DECK_ZEROS}",
        "The rulebook returns a refill's set-aside zeros to the deck only once a number or special "
        "card turns up. After the deck runs out none can (only zeros ever go back into it during a "
        "round), so this edition keeps to the letter of that rule: the zeros never return that round, "
        "and a deck the log calls empty is empty. A zero that reached nobody and waits for the end of "
        "its refill (untargeted_zero='shuffle back') stays aside the same way. Fixed in this edition: "
        "the engine is written to do it, and its log says so when it happens.",
    ),
)
