"""Rowlette's rules: told in our own words (``RULES``) and decided by pure functions.

Each function can be tested alone and tried in a notebook; the state machine in :mod:`.game`
only sequences them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from ..core import Rule
from ..core.words import counted
from .data import (
    AFTER_UNTARGETED_ZERO,
    CATCH_UP_STEP,
    EXPLOSION_AT,
    FIRST_GOAL_THRESHOLD,
    FIRST_JACKPOT,
    GOAL_NUMBERS,
    MAX_STARTING_JACKPOT,
    ORDER_STEP_BONUS,
    REPEAT_ZERO,
    Goal,
    Special,
    Target,
)

RULES: tuple[Rule, ...] = (
    Rule(
        "rowlette.setup",
        "Setting up",
        "Numbers, zeros and specials are shuffled together into one deck and three cards are "
        "turned up as the market. Every line starts empty, with a jackpot of 1 coin and no "
        "zero-points. A player drawn at random takes the first turn; turns then pass round the seats "
        "in order, passing over anyone who has left the round.",
    ),
    Rule(
        "rowlette.market",
        "The market",
        "On your turn you either stop or take one of the face-up market cards into your line. "
        "Then cards are turned up from the deck until the market holds three again.",
    ),
    Rule(
        "rowlette.stop",
        "Stopping",
        "Stopping takes you out of the round: you take no more cards, no zero can reach you, "
        "and your line is scored when everyone is out.",
    ),
    Rule(
        "rowlette.black",
        "Black numbers",
        "Numbers come in colour pairs, starting red: 1 and 2 red, 3 and 4 black, and so on. A black number "
        "adds one coin to your jackpot, the multiplier of your score.",
    ),
    Rule(
        "rowlette.red",
        "Red numbers",
        "A red number makes you turn up the top three goal cards and keep one of them; the other "
        "two slide under the goal deck. Keeping is not optional, so every red number adds a goal, "
        "and every goal added makes the next one harder to switch on.",
    ),
    Rule(
        "rowlette.goal-threshold",
        "Goal thresholds",
        "Goals are Red, Black, Even, Odd, High (21-40) and Low (1-20). Your first goal counts "
        "once two numbers of your line match it, your second needs three, your third four, and "
        "so on. Two goals of one kind each keep their own threshold.",
    ),
    Rule(
        "rowlette.zero-assignment",
        "Zeros",
        "A zero turned up in a refill never joins the market. The refill's first zero goes at once to "
        "the player its label picks: YOU is the player whose turn it is, MIN the one with the lowest "
        "last number, MAX the one with the highest. Further zeros in that refill wait aside and are "
        "shuffled back when a number or special turns up (unless the one-zero-per-turn protection "
        "throws them away). If the deck runs out before one does, they stay aside for the rest of "
        "the round.",
    ),
    Rule(
        "rowlette.zero-eligibility",
        "Who zeros can reach",
        "Only players still in the round who have at least one number can receive a zero. Special "
        "cards and zeros never count: a line's last number is the last number card it took. A zero "
        "that can reach nobody (a YOU zero while the player whose turn it is has no number yet, or "
        "any zero while no one in the round has a number) is discarded, and the refill's later "
        "zeros are still set aside.",
    ),
    Rule(
        "rowlette.one-zero-per-turn",
        "One zero per turn",
        "During someone else's turn you receive at most one zero. A turn has one refill, so the "
        "second zero can only be a later zero of that refill: if it would hit you again, it is "
        "thrown out of the round instead of going back into the deck.",
    ),
    Rule(
        "rowlette.explosion",
        "Explosion",
        "0, 00 and 000 are worth 1, 2 and 3 zero-points. At 6 or more your line explodes: you "
        "are out of the round and your goal score is halved, rounded down.",
    ),
    Rule(
        "rowlette.remove-zero",
        "Remove 0",
        "Taking Remove 0 throws the most recent zero out of your line, lowers your zero-points "
        "by its value and shuffles it back into the deck. The card is then spent; each card works "
        "once, so a second Remove 0 taken later in the same round works again.",
    ),
    Rule("rowlette.plus-limit", "+Limit", "Taking +Limit lets your line hold one more number this round."),
    Rule(
        "rowlette.order",
        "Order chains",
        "An Order card goes under your latest number (or your first, if you have none yet). "
        "Every following number that keeps going up (Order up) or down (Order down) is worth "
        "+2 points; the chain ends at the first number that does not.",
    ),
    Rule(
        "rowlette.auto-stop",
        "The number limit",
        "A line that reaches its limit of numbers (10, plus one per +Limit) stops automatically, "
        "but only once the refill after that card is done: a zero from that refill can still land "
        "on it. From then on it is out of reach, like any line that has stopped.",
    ),
    Rule(
        "rowlette.scoring",
        "Scoring a round",
        "Your score is your jackpot times your active goals, halved if you exploded, plus your "
        "Order bonuses, which are never multiplied.",
    ),
    Rule(
        "rowlette.catch-up",
        "Catching up",
        "Rounds 2 and 3 start each jackpot at 1 plus one coin for every full 10 points you trail "
        "the leader, up to 4.",
    ),
    Rule("rowlette.game-end", "Winning", "After the third round the highest total wins."),
    Rule(
        "rowlette.tie-break",
        "Ties",
        "This edition's reading (TIE_BREAK): equal totals are separated by active goals in the last "
        "round; if those are equal too, the players share the win.",
    ),
)


def goal_threshold(index: int) -> int:
    """Matching numbers the goal kept in position ``index`` (0 = first) needs: 2, 3, 4, ..."""
    return FIRST_GOAL_THRESHOLD + index


def goal_count(goal: Goal, numbers: Sequence[int]) -> int:
    """How many numbers of the line count for this goal (counted in C: lines are checked every turn)."""
    return sum(map(GOAL_NUMBERS[goal].__contains__, numbers))


def active_goals(goals: Sequence[Goal], numbers: Sequence[int]) -> list[bool]:
    """For each goal in the order kept, whether the line meets that goal's own threshold."""
    return [goal_count(goal, numbers) >= goal_threshold(i) for i, goal in enumerate(goals)]


def order_chain(numbers: Sequence[int], anchor: int, order: Special) -> list[int]:
    """The numbers after ``numbers[anchor]`` that keep the chain going, until the first that breaks it.

    Order up needs each number strictly higher than the one before; Order down strictly lower.
    """
    rising = order is Special.ORDER_UP
    chain: list[int] = []
    for before, after in zip(numbers[anchor:], numbers[anchor + 1 :]):
        if (after > before) if rising else (after < before):
            chain.append(after)
        else:
            break
    return chain


def order_bonus(numbers: Sequence[int], orders: Sequence[tuple[Special, int]]) -> int:
    """Points from every Order card of a line: +2 for each step of its chain."""
    return sum(ORDER_STEP_BONUS * len(order_chain(numbers, anchor, order)) for order, anchor in orders)


class ZeroFate(StrEnum):
    """What becomes of a zero a refill turns up."""

    HANDED_OUT = "handed out"  # the refill's first zero goes to the player its label picks
    NOBODY = "nobody"  # ... unless nobody can receive it (UNTARGETED_ZERO says where it goes)
    SET_ASIDE = "set aside"  # a later zero waits, then goes back into the deck
    PROTECTED = "protected"  # a later zero that would hit a player already hit this turn: discarded


class ZeroHit(NamedTuple):
    """A zero's fate, and whom its label picked (None: nobody could receive it)."""

    fate: ZeroFate
    picked: int | None


#: Named once: on Python 3.11 naming an enum member is a class lookup each time, and every zero a
#: refill turns up is decided here.
_YOU, _MIN = Target.YOU, Target.MIN
_HANDED_OUT, _NOBODY, _SET_ASIDE, _PROTECTED = (
    ZeroFate.HANDED_OUT,
    ZeroFate.NOBODY,
    ZeroFate.SET_ASIDE,
    ZeroFate.PROTECTED,
)


def zero_pick(target: Target, active: int, last_numbers: Sequence[int | None]) -> int | None:
    """The seat a zero's label points at, or None when that seat cannot receive zeros.

    ``last_numbers[seat]`` is the seat's last number, or None when the seat cannot receive zeros
    (stopped, exploded, or no number yet). Specials and zeros never count as a last number.
    """
    if target is _YOU:
        return active if last_numbers[active] is not None else None
    eligible = {seat: n for seat, n in enumerate(last_numbers) if n is not None}
    if not eligible:
        return None
    pick = min if target is _MIN else max
    return pick(eligible, key=eligible.__getitem__)


def zero_fate(
    target: Target,
    active: int,
    last_numbers: Sequence[int | None],
    hit_this_turn: Sequence[bool],
    *,
    first: bool,
    protect: bool = REPEAT_ZERO == "discard",
) -> ZeroHit:
    """Decide what a zero turned up in a refill does; ``first`` says it is the refill's first zero.

    The first zero is handed out. A later one is set aside, except that during one turn a player
    other than the active one takes at most one zero: a later zero that would hit such a player
    again is discarded. A turn has a single refill, so only its later zeros can meet the
    protection (``protect=False`` is the other reading: they are all set aside).
    """
    picked = zero_pick(target, active, last_numbers)
    if protect and picked is not None and picked != active and hit_this_turn[picked]:
        return ZeroHit(_PROTECTED, picked)
    if not first:
        return ZeroHit(_SET_ASIDE, picked)
    return ZeroHit(_HANDED_OUT if picked is not None else _NOBODY, picked)


def still_first(fate: ZeroFate, after_untargeted: str = AFTER_UNTARGETED_ZERO) -> bool:
    """Whether the refill's next zero still counts as its first, the one handed out.

    Only a first zero that reached nobody can leave the hand-out open, and only in the "hand out"
    reading; this edition counts zeros as they turn up, so the next one is set aside.
    """
    return fate is _NOBODY and after_untargeted == "hand out"


def nobody_reason(target: Target, whose_turn: str, has_number: bool) -> str:
    """Why a zero can reach nobody, in words: a YOU zero looks only at the player whose turn it is."""
    if target is _YOU:
        why = "has just stopped at the number limit" if has_number else "has no number yet"
        return f"{whose_turn}, whose turn it is, {why}"
    return "every player has stopped, exploded or has no number yet"


def explodes(zero_points: int) -> bool:
    return zero_points >= EXPLOSION_AT


def starting_jackpot(own_total: int, leader_total: int) -> int:
    """Rounds 2 and 3: 1 more coin for every full 10 points behind the leader, at most 4."""
    return min(MAX_STARTING_JACKPOT, FIRST_JACKPOT + (leader_total - own_total) // CATCH_UP_STEP)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One line's score at the end of a round, step by step as the rulebook scores it."""

    jackpot: int
    active_goals: int
    exploded: bool
    order_bonus: int
    halve_order_bonus: bool = False

    @property
    def goal_score(self) -> int:
        """Jackpot times active goals, halved (rounded down) after an explosion."""
        base = self.jackpot * self.active_goals
        return base // 2 if self.exploded else base

    @property
    def bonus(self) -> int:
        """The Order bonus as added: whole, unless the web-app variant halves it too."""
        return self.order_bonus // 2 if self.exploded and self.halve_order_bonus else self.order_bonus

    @property
    def score(self) -> int:
        return self.goal_score + self.bonus

    def explain(self) -> str:
        """The calculation in words, e.g. '3 x 2 goals = 6, halved: 3, + 4 order bonus = 7'."""
        base = self.jackpot * self.active_goals
        text = f"{self.jackpot} x {counted(self.active_goals, 'goal')} = {base}"
        if self.exploded:
            text += f", halved for the explosion: {self.goal_score}"
        if self.order_bonus:
            halved = " (halved)" if self.bonus != self.order_bonus else ""
            text += f", + {self.bonus} order bonus{halved} = {self.score}"
        return text
