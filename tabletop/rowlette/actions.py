"""Rowlette's three moves, with readable, unique strings: "Stop", "Take 17", "Keep Red goal"; and
reading them, and the card labels they name, back from text.

A turn is one move: stop, or take a card from the market. Taking a red number adds a second
decision, the goal to keep from those it drew.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ..core.text import read_number
from . import data
from .data import COLOUR, NUMBERS, Card, Colour, Goal, Special, Zero


@lru_cache(maxsize=256)
def parse_card(label: str) -> Card | None:
    """The card printed with this label ('17', '00 MIN', '+Limit'), or None if there is none.

    Cached (cards are immutable): every new game reads its deck's labels twice, once checking the
    options and once building the deck, and uncached that was about a tenth of a random game's time.
    """
    label = " ".join(label.split())
    number = read_number(label)
    if number is not None:
        return number if number in NUMBERS else None
    for special in Special:
        if label.lower() == special.value.lower():
            return special
    zeros, _, target = label.partition(" ")
    if zeros and set(zeros) == {"0"} and len(zeros) <= 3 and target.upper() in data.Target.__members__:
        return Zero(len(zeros), data.Target[target.upper()])
    return None


def parse_goal(label: str) -> Goal | None:
    """The goal named ``label`` ('Red', 'low'), or None."""
    return next((g for g in Goal if g.value.lower() == label.strip().lower()), None)


_SPECIAL_EFFECT: Final = {
    Special.REMOVE_ZERO: (
        "at once, your latest zero leaves your line and is shuffled back into the deck; "
        f"with no zero to take out, {data.UNUSED_REMOVE_ZERO}"
    ),
    Special.PLUS_LIMIT: "one more number before you must stop",
    Special.ORDER_UP: (
        "+2 for each following number that keeps rising; the chain ends at the first that does not"
    ),
    Special.ORDER_DOWN: (
        "+2 for each following number that keeps falling; the chain ends at the first that does not"
    ),
}


def _describe_card(card: Card) -> str:
    if isinstance(card, int):
        if COLOUR[card] is Colour.BLACK:
            return f"{card} (black: +1 coin in your jackpot)"
        return f"{card} (red: draw 3 goals, keep 1)"
    if isinstance(card, Special):
        return f"{card} ({_SPECIAL_EFFECT[card]})"
    return str(card)


@dataclass(frozen=True, slots=True)
class Stop:
    """Leave the round: your line is safe from zeros and scores at the round's end."""

    def __str__(self) -> str:
        return "Stop"

    def describe(self) -> str:
        return "Stop: leave the round now; no zero can hit you any more"


@dataclass(frozen=True, slots=True)
class Take:
    """Take one card from the market into your line."""

    card: Card

    def __str__(self) -> str:
        return f"Take {self.card}"

    def describe(self) -> str:
        return f"Take {_describe_card(self.card)}"


@dataclass(frozen=True, slots=True)
class KeepGoal:
    """Keep one of the goals a red card drew; the others go under the goal deck."""

    goal: Goal

    def __str__(self) -> str:
        return f"Keep {self.goal} goal"

    def describe(self) -> str:
        return f"Keep the {self.goal} goal; the others go back under the goal deck"


STOP: Final = Stop()
#: One Take per card the market can hold (numbers and specials; zeros never join it), made once:
#: legal_actions allocates no move and looks each one up without a Python call.
TAKE: Final[dict[Card, Take]] = {card: Take(card) for card in (*NUMBERS, *Special)}
KEEP: Final = {goal: KeepGoal(goal) for goal in Goal}


def parse(text: str) -> Stop | Take | KeepGoal | None:
    """The move written as ``text`` (legal now or not), or None if it is no Rowlette move."""
    if text.lower() == "stop":
        return STOP
    verb, _, rest = text.partition(" ")
    if verb.lower() == "take":
        card = parse_card(rest)
        return None if card is None else Take(card)
    if verb.lower() == "keep" and rest.lower().endswith(" goal"):
        goal = parse_goal(rest[: -len(" goal")])
        return None if goal is None else KEEP[goal]
    return None
