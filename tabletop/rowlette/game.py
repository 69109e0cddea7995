"""Rowlette's state machine: whose turn it is, what may be taken, and what each card does.

The rule decisions themselves live in :mod:`.rules`; this module sequences them turn by turn and
tells each step as an :class:`~tabletop.core.Event`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from ..core import Event, IllegalAction, SetupError, State
from ..core.cards import build_pile, draw, put_on_bottom, shuffle_in, stack_on_top
from ..core.text import read_number
from . import data
from .data import COLOUR, GOAL_COPIES, MARKET_SIZE, NUMBERS, Card, Colour, Goal, Special, Zero
from .rules import (
    RoundResult,
    ZeroFate,
    explodes,
    goal_count,
    goal_threshold,
    nobody_reason,
    order_bonus,
    starting_jackpot,
    still_first,
    zero_fate,
)


class Phase(StrEnum):
    TURN = "turn"  # the active player stops or takes a card
    KEEP = "keep goal"  # the active player keeps one of the goals a red card drew
    OVER = "over"


class Status(StrEnum):
    PLAYING = "playing"
    STOPPED = "stopped"
    FULL = "full"  # stopped automatically at the number limit
    EXPLODED = "exploded"


def parse_card(label: str) -> Card | None:
    """The card printed with this label ('17', '00 MIN', '+Limit'), or None if there is none."""
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


def _and_list(words: list[str]) -> str:
    """'Ana', 'Ana and Ben', 'Ana, Ben and Cy'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


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
_TAKE: Final[dict[Card, Take]] = {}  # one Take per card, made once: legal_actions allocates nothing
_KEEP: Final = {goal: KeepGoal(goal) for goal in Goal}


def _take(card: Card) -> Take:
    action = _TAKE.get(card)
    if action is None:
        action = _TAKE[card] = Take(card)
    return action


class Line:
    """One player's line this round, with everything tucked under or beside it."""

    __slots__ = (
        "active",
        "extra_limit",
        "goals",
        "jackpot",
        "numbers",
        "orders",
        "removed_zero",
        "status",
        "zeros",
    )

    def __init__(self, jackpot: int) -> None:
        self.numbers: list[int] = []
        self.zeros: list[Zero] = []
        self.orders: list[tuple[Special, int]] = []  # (Order card, index of the number it is under)
        self.goals: list[Goal] = []
        self.active: list[bool] = []  # per goal: threshold reached (it stays reached)
        self.jackpot = jackpot
        self.extra_limit = 0  # +Limit cards taken
        self.removed_zero = False  # a Remove 0 has taken a zero out of this line this round
        self.status = Status.PLAYING

    def copy(self) -> Line:
        other = Line.__new__(Line)
        other.numbers = self.numbers.copy()
        other.zeros = self.zeros.copy()
        other.orders = self.orders.copy()
        other.goals = self.goals.copy()
        other.active = self.active.copy()
        other.jackpot = self.jackpot
        other.extra_limit = self.extra_limit
        other.removed_zero = self.removed_zero
        other.status = self.status
        return other

    @property
    def zero_points(self) -> int:
        return sum(zero.points for zero in self.zeros)

    @property
    def limit(self) -> int:
        return data.NUMBER_LIMIT + self.extra_limit


@dataclass(frozen=True, slots=True)
class LineView:
    """A line as every player sees it (nothing in a line is hidden)."""

    name: str
    numbers: tuple[int, ...]
    zeros: tuple[Zero, ...]
    orders: tuple[tuple[Special, int], ...]
    goals: tuple[Goal, ...]
    active: tuple[bool, ...]
    jackpot: int
    limit: int
    status: Status
    total: int
    remove_zero_spent: bool = False  # only under remove_zero_use='once per player': its one use is gone

    @property
    def zero_points(self) -> int:
        return sum(zero.points for zero in self.zeros)

    @property
    def last_number(self) -> int | None:
        return self.numbers[-1] if self.numbers else None

    @property
    def removable_zero(self) -> Zero | None:
        """The zero a Remove 0 taken now would throw out: the latest, unless there is none or this
        player's one use is spent; None means the card would be spent with nothing removed."""
        return self.zeros[-1] if self.zeros and not self.remove_zero_spent else None


@dataclass(frozen=True, slots=True)
class RowletteView:
    """What one seat may see: everything but the order of the decks and (by default) others' goal offers."""

    seat: int | None
    round: int
    rounds: int
    current: int | None
    phase: Phase
    market: tuple[Card, ...]
    deck_size: int
    goal_deck_size: int
    offer: tuple[Goal, ...]  # the goals to choose from; by default (GOAL_OFFER) only the chooser sees them
    lines: tuple[LineView, ...]
    results: tuple[tuple[RoundResult, ...], ...]  # each finished round's scoring, per seat


def _check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Validate options and return them JSON-ready, so saves hold exactly what started the game."""
    opts = dict(options)

    def fail(message: str) -> SetupError:
        return SetupError(f"Rowlette option {message}")

    rounds = opts["rounds"]
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 10:
        raise fail(f"rounds must be a whole number from 1 to 10, not {rounds!r}.")
    for name, kind in (("zero_mix", Zero), ("special_mix", Special)):
        mix = opts[name]
        if not isinstance(mix, Mapping):
            raise fail(f"{name} must map card labels to counts, like {{'00 MIN': 7}}.")
        clean: dict[str, int] = {}
        for label, count in mix.items():
            card = parse_card(str(label))
            if not isinstance(card, kind):
                raise fail(f"{name}: {label!r} is not a {kind.__name__.lower()} card label.")
            if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 20:
                raise fail(f"{name}: the count of {label!r} must be a whole number from 0 to 20.")
            clean[str(card)] = count
        opts[name] = clean
    for name, allowed in data.READING_OPTIONS.items():
        if opts[name] not in allowed:
            raise fail(f"{name} must be one of {', '.join(map(repr, allowed))}, not {opts[name]!r}.")
    if not isinstance(opts["halve_order_bonus"], bool):
        raise fail("halve_order_bonus must be True or False.")
    first = opts["first_player"]
    if first is not None and (
        not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players
    ):
        raise fail(f"first_player must be a seat from 0 to {players - 1} or None, not {first!r}.")
    for name, parse in (("deck_top", parse_card), ("goal_top", _parse_goal)):
        labels = opts[name]
        if isinstance(labels, str) or not isinstance(labels, (list, tuple)):
            raise fail(f"{name} must be a list of labels, top card first.")
        cards = [parse(str(label)) for label in labels]
        if None in cards:
            raise fail(f"{name}: {labels[cards.index(None)]!r} is not a card of this deck.")
        opts[name] = [str(card) for card in cards]
    return opts


def _parse_goal(label: str) -> Goal | None:
    return next((g for g in Goal if g.value.lower() == label.strip().lower()), None)


def _card(label: str) -> Card:
    """The card of a label that options validation has already accepted."""
    card = parse_card(label)
    assert card is not None, label
    return card


def _main_deck(options: Mapping[str, Any]) -> list[Card]:
    mix: dict[Card, int] = {_card(label): count for label, count in options["zero_mix"].items()}
    mix.update((_card(label), count) for label, count in options["special_mix"].items())
    return [*NUMBERS, *build_pile(mix)]


class RowletteState(State):
    """One play of Rowlette: three rounds of building lines from a shared market."""

    action_types = (Stop, Take, KeepGoal)

    __slots__ = (
        "active",
        "aside",
        "cards",
        "deck",
        "discard",
        "first",
        "goal_deck",
        "hit",
        "lines",
        "market",
        "offer",
        "phase",
        "results",
        "round",
        "totals",
    )

    cards: tuple[Card, ...]  # the whole main deck this play uses (options may change the mix)
    round: int
    totals: list[int]
    results: list[tuple[RoundResult, ...]]
    first: int  # who started this round
    active: int  # whose turn it is
    phase: Phase
    deck: list[Card]
    goal_deck: list[Goal]
    market: list[Card]
    discard: list[Card]  # used Remove 0 cards and discarded zeros
    aside: list[Zero]  # set-aside zeros the deck ran out before sending back: out for the round
    lines: list[Line]
    offer: list[Goal]  # goals drawn by a red card, waiting for the choice
    hit: list[bool]  # who (other than the active player) took a zero this turn's refill

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> RowletteState:
        self = cls.__new__(cls)
        self._init_base(game, players, seed, _check_options(options, len(players)))
        self.cards = tuple(_main_deck(self.options))
        self.round = 1
        self.totals = [0] * len(players)
        self.results = []
        first = self.options["first_player"]
        self.first = self._random().randrange(len(players)) if first is None else first
        events: list[Event] = []
        try:
            self._start_round([data.FIRST_JACKPOT] * len(players), events)
        except ValueError as err:
            raise SetupError(f"Rowlette options deck_top/goal_top: {err}") from None
        self.opening = tuple(events)
        return self

    # ---- the protocol ----

    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self.active

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase is Phase.TURN:
            return [STOP, *map(_take, dict.fromkeys(self.market))]
        if phase is Phase.KEEP:
            return [_KEEP[goal] for goal in dict.fromkeys(self.offer)]
        return []

    def _check_rules(self, action: Any) -> None:
        name = self.players[self.active]
        kind = type(action)
        if self.phase is Phase.OVER:
            raise IllegalAction("The game is over: no more moves can be made.", "core.game-over")
        if self.phase is Phase.KEEP:
            if kind is KeepGoal and action.goal in self.offer:
                return
            drawn = ", ".join(self.offer)
            if kind is KeepGoal:
                raise IllegalAction(
                    f"{action.goal} is not one of the goals {name} drew ({drawn}).", "rowlette.red"
                )
            raise IllegalAction(
                f"{name} must first keep one of the goals the red card drew ({drawn}).", "rowlette.red"
            )
        if kind is Stop:
            return
        if kind is Take:
            if action.card in self.market:
                return
            if isinstance(action.card, Zero):
                raise IllegalAction(
                    "A zero never joins the market, so it cannot be taken: a refill hands out its "
                    "first zero, and sets aside or discards the others.",
                    "rowlette.zero-assignment",
                )
            held = ", ".join(map(str, self.market)) or "nothing"
            raise IllegalAction(f"{action.card} is not in the market (it holds {held}).", "rowlette.market")
        if kind is KeepGoal:
            raise IllegalAction(
                "There is no goal to keep: goals are drawn when you take a red number.", "rowlette.red"
            )
        raise IllegalAction(f"{action!r} is not a Rowlette move.", "core.legal-actions")

    def parse_action(self, text: str) -> Any | None:
        if text.lower() == "stop":
            return STOP
        verb, _, rest = text.partition(" ")
        if verb.lower() == "take":
            card = parse_card(rest)
            return None if card is None else Take(card)
        if verb.lower() == "keep" and rest.lower().endswith(" goal"):
            goal = _parse_goal(rest[: -len(" goal")])
            return None if goal is None else _KEEP[goal]
        return None

    def scores(self) -> list[int]:
        return list(self.totals)

    def rank_key(self, seat: int) -> tuple[int, ...]:
        """Total first; by this edition's TIE_BREAK a tie goes to more active goals in the last round
        played, while tie_break='share' leaves equal totals equal."""
        if self.options["tie_break"] == "share":
            return (self.totals[seat],)
        last = self.results[-1][seat].active_goals if self.results else 0
        return (self.totals[seat], last)

    def view(self, seat: int | None) -> RowletteView:
        names = self.players
        lines = tuple(
            LineView(
                names[i],
                tuple(line.numbers),
                tuple(line.zeros),
                tuple(line.orders),
                tuple(line.goals),
                tuple(line.active),
                line.jackpot,
                line.limit,
                line.status,
                self.totals[i],
                self._remove_zero_spent(line),
            )
            for i, line in enumerate(self.lines)
        )
        return RowletteView(
            seat,
            self.round,
            self.options["rounds"],
            self.current_player,
            self.phase,
            tuple(self.market),
            len(self.deck),
            len(self.goal_deck),
            tuple(self.offer) if seat == self.active or self.options["goal_offer"] == "everyone" else (),
            lines,
            tuple(self.results),
        )

    def clone(self) -> RowletteState:
        other = self._copy_base(RowletteState.__new__(RowletteState))
        other.cards = self.cards
        other.round = self.round
        other.totals = self.totals.copy()
        other.results = self.results.copy()
        other.first = self.first
        other.active = self.active
        other.phase = self.phase
        other.deck = self.deck.copy()
        other.goal_deck = self.goal_deck.copy()
        other.market = self.market.copy()
        other.discard = self.discard.copy()
        other.aside = self.aside.copy()
        other.lines = [line.copy() for line in self.lines]
        other.offer = self.offer.copy()
        other.hit = self.hit.copy()
        return other

    def __repr__(self) -> str:
        if self.phase is Phase.OVER:
            return f"<Rowlette over: {self._scoreline()}>"
        market = ", ".join(map(str, self.market)) or "empty"
        task = "play" if self.phase is Phase.TURN else "keep a goal"
        return (
            f"<Rowlette round {self.round}/{self.options['rounds']}: {self.players[self.active]} "
            f"to {task}; market {market}; {self._scoreline()}>"
        )

    def _scoreline(self) -> str:
        return ", ".join(f"{name} {total}" for name, total in zip(self.players, self.totals))

    # ---- the moves ----

    def _do(self, action: Any) -> list[Event]:
        events: list[Event] = []
        kind = type(action)
        if kind is Stop:
            self.lines[self.active].status = Status.STOPPED
            events.append(
                Event(
                    "stop",
                    f"{self.players[self.active]} stops with {self._worth(self.active)}.",
                    "rowlette.stop",
                )
            )
            self._next_turn(events)
        elif kind is Take:
            self._take(action.card, events)
        else:
            self._keep(action.goal, events)
        return events

    def _take(self, card: Card, events: list[Event]) -> None:
        seat, name = self.active, self.players[self.active]
        line = self.lines[seat]
        self.market.remove(card)
        if isinstance(card, int):
            line.numbers.append(card)
            if COLOUR[card] is Colour.BLACK:
                line.jackpot += 1
                events.append(
                    Event(
                        "jackpot",
                        f"{name} takes {card}, a black number: jackpot {line.jackpot - 1} -> {line.jackpot}.",
                        "rowlette.black",
                        {"seat": seat, "card": card},
                    )
                )
                self._check_goals(seat, events)
            else:
                events.append(
                    Event(
                        "take",
                        f"{name} takes {card}, a red number: {name} draws goals to choose from.",
                        "rowlette.red",
                        {"seat": seat, "card": card},
                    )
                )
                self._check_goals(seat, events)
                self.offer = draw(self.goal_deck, data.GOALS_OFFERED)
                if self.offer:
                    self.phase = Phase.KEEP
                    return  # the refill waits until a goal is kept
        elif card is Special.REMOVE_ZERO:
            self.discard.append(card)
            if line.zeros and not self._remove_zero_spent(line):
                zero = line.zeros.pop()
                line.removed_zero = True
                shuffle_in(self.deck, zero, self._random())
                events.append(
                    Event(
                        "remove-zero",
                        f"{name} takes Remove 0: the {zero} leaves the "
                        f"line and is shuffled into the deck; zero-track "
                        f"{line.zero_points + zero.points} -> {line.zero_points}.",
                        "rowlette.remove-zero",
                        {"seat": seat, "zero": str(zero)},
                    )
                )
            else:
                why = (
                    "after already taking a zero out with one this round (remove_zero_use='once per player')"
                    if line.zeros
                    else "with no zero in the line"
                )
                events.append(
                    Event(
                        "remove-zero",
                        f"{name} takes Remove 0 {why}: {data.UNUSED_REMOVE_ZERO}.",
                        "rowlette.remove-zero",
                        {"seat": seat},
                    )
                )
        elif card is Special.PLUS_LIMIT:
            line.extra_limit += 1
            events.append(
                Event(
                    "limit",
                    f"{name} takes +Limit: {line.limit} numbers allowed this round.",
                    "rowlette.plus-limit",
                    {"seat": seat},
                )
            )
        else:
            assert isinstance(card, Special), "zeros never enter the market"
            anchor = max(len(line.numbers) - 1, 0)
            line.orders.append((card, anchor))
            under = (
                f", tucked under {line.numbers[anchor]}"
                if line.numbers
                else f"; with no number yet, it will go under {name}'s first number"
            )
            events.append(
                Event(
                    "order",
                    f"{name} takes {card}{under}.",
                    "rowlette.order",
                    {"seat": seat, "card": str(card)},
                )
            )
        self._end_turn(events)

    def _keep(self, goal: Goal, events: list[Event]) -> None:
        seat, line = self.active, self.lines[self.active]
        self.offer.remove(goal)
        put_on_bottom(self.goal_deck, self.offer)
        returned = len(self.offer)
        self.offer = []
        line.goals.append(goal)
        line.active.append(False)
        position = len(line.goals)
        events.append(
            Event(
                "goal",
                f"{self.players[seat]} keeps the {goal} goal as goal "
                f"#{position} (needs {goal_threshold(position - 1)}); {returned} go back "
                "under the goal deck.",
                "rowlette.goal-threshold",
                {"seat": seat, "goal": str(goal)},
            )
        )
        self.phase = Phase.TURN
        self._check_goals(seat, events)
        self._end_turn(events)

    def _check_goals(self, seat: int, events: list[Event]) -> None:
        line = self.lines[seat]
        for i, goal in enumerate(line.goals):
            if not line.active[i] and goal_count(goal, line.numbers) >= goal_threshold(i):
                line.active[i] = True
                events.append(
                    Event(
                        "goal-active",
                        f"{self.players[seat]}'s {goal} goal #{i + 1} is "
                        f"active: {goal_threshold(i)} matching numbers reached.",
                        "rowlette.goal-threshold",
                        {"seat": seat, "goal": str(goal)},
                    )
                )

    def _remove_zero_spent(self, line: Line) -> bool:
        """Whether a Remove 0 would leave this line's zeros alone: its one use a round is gone.

        This edition's reading (REMOVE_ZERO_USE, "each card") limits each card, not each player, so
        only the "once per player" option ever spends a player's use.
        """
        return line.removed_zero and self.options["remove_zero_use"] == "once per player"

    def _end_turn(self, events: list[Event]) -> None:
        line = self.lines[self.active]
        if self.options["auto_stop"] == "at once":
            self._auto_stop(events)
        self._refill(events)
        if line.status is Status.PLAYING:
            self._auto_stop(events)
        self._next_turn(events)

    def _auto_stop(self, events: list[Event]) -> None:
        line = self.lines[self.active]
        if line.status is Status.PLAYING and len(line.numbers) >= line.limit:
            line.status = Status.FULL
            events.append(
                Event(
                    "auto-stop",
                    f"{self.players[self.active]} has {len(line.numbers)} "
                    "numbers, the limit: stopped automatically.",
                    "rowlette.auto-stop",
                    {"seat": self.active},
                )
            )

    # ---- chance: the market refill and the zeros it reveals ----

    def _refill(self, events: list[Event]) -> None:
        """Turn up cards until the market holds 3 again; zeros go straight to their targets.

        A refill always ends: a number or special it turns up stays out of the deck for the round,
        set-aside zeros go back only as one of those joins the market, and a zero that reached
        nobody under untargeted_zero="shuffle back" waits in ``missed`` until the market is full, so
        the refill never turns it up again (with after_untargeted_zero="hand out" it would otherwise
        count as the first zero each time, and a deck of such zeros would never run out).
        """
        first = True
        aside: list[Zero] = []  # later zeros: back into the deck as soon as a number or special turns up
        # zeros that reached nobody, under "shuffle back": back into the deck once the market is full
        missed: list[Zero] = []
        market, deck = self.market, self.deck
        protect = self.options["repeat_zero"] == "discard"
        in_reach = (
            (Status.PLAYING, Status.FULL)
            if self.options["auto_stop"] == "still a target"
            else (Status.PLAYING,)
        )
        while len(market) < MARKET_SIZE and deck:
            card = deck.pop()
            if isinstance(card, Zero):
                last = [
                    line.numbers[-1] if line.status in in_reach and line.numbers else None
                    for line in self.lines
                ]
                fate, picked = zero_fate(
                    card.target, self.active, last, self.hit, first=first, protect=protect
                )
                first = first and still_first(fate, self.options["after_untargeted_zero"])
                if fate is ZeroFate.SET_ASIDE:
                    aside.append(card)
                    events.append(
                        Event(
                            "zero-aside",
                            f"Another zero, {card}, turns up in the same refill: set aside.",
                            "rowlette.zero-assignment",
                        )
                    )
                elif fate is ZeroFate.PROTECTED:
                    assert picked is not None
                    self.discard.append(card)
                    events.append(
                        Event(
                            "zero-lost",
                            f"Another zero, {card}, turns up in the same refill and would hit "
                            f"{self.players[picked]}, who already took a zero this turn: it is discarded.",
                            "rowlette.one-zero-per-turn",
                            {"zero": str(card)},
                        )
                    )
                elif picked is None:
                    self._lose_zero(card, missed, events)
                else:
                    self._assign_zero(card, picked, last, events)
            else:
                market.append(card)
                events.append(
                    Event("market", f"{card} joins the market.", "rowlette.market", {"card": str(card)})
                )
                if aside:
                    self._shuffle_back(aside, events)
                    aside = []
        if len(market) < MARKET_SIZE:  # the deck ran out first: whatever waits aside stays aside
            if missed or aside:
                self._keep_aside(missed + aside, events)
            events.append(Event("market-short", f"The deck is empty: {data.EMPTY_DECK}.", "rowlette.market"))
        elif missed:
            self._shuffle_back(missed, events, missed=True)

    def _keep_aside(self, zeros: list[Zero], events: list[Event]) -> None:
        """The deck ran out before a number or special turned up, so these zeros never go back.

        During a round only zeros are ever put back into the deck (Remove 0, a zero shuffled back),
        so no number or special can turn up later that round: they stay aside (EMPTY_DECK_ZEROS)
        until the next round gathers every card.
        """
        self.aside += zeros
        labels = _and_list([str(zero) for zero in zeros])
        why = f"No number or special card is left to turn up to send {labels} back"
        events.append(
            Event(
                "zero-stays-aside",
                f"{why}: {data.EMPTY_DECK_ZEROS}.",
                "rowlette.zero-assignment",
                {"zeros": [str(zero) for zero in zeros]},
            )
        )

    def _shuffle_back(self, zeros: list[Zero], events: list[Event], *, missed: bool = False) -> None:
        """Shuffle zeros that waited aside back into the deck: set-aside ones as soon as a number or
        special turns up, ``missed`` ones (they reached nobody, under "shuffle back") once the market
        is full."""
        for zero in zeros:
            shuffle_in(self.deck, zero, self._random())
        go = "goes" if len(zeros) == 1 else "go"
        if missed:
            told = (
                f"The market is full: {_and_list([str(zero) for zero in zeros])}, which reached nobody, {go}"
            )
        else:
            told = f"The set-aside zero{'s' * (len(zeros) > 1)} {', '.join(map(str, zeros))} {go}"
        events.append(Event("zero-back", f"{told} back into the deck.", "rowlette.zero-assignment"))

    def _lose_zero(self, zero: Zero, missed: list[Zero], events: list[Event]) -> None:
        """A refill's first zero that nobody can receive: discarded, or (untargeted_zero="shuffle back")
        put with the refill's ``missed`` zeros, which go back into the deck once the market is full."""
        if self.options["untargeted_zero"] == "discard":
            self.discard.append(zero)
            fate = "it is discarded"
        else:
            missed.append(zero)
            fate = f"it {data.SHUFFLE_BACK_WAITS}"
        why = nobody_reason(zero.target, self.players[self.active], bool(self.lines[self.active].numbers))
        events.append(
            Event(
                "zero-lost",
                f"{zero} turns up, but {why}: {fate}.",
                "rowlette.zero-eligibility",
                {"zero": str(zero)},
            )
        )

    def _assign_zero(
        self, zero: Zero, seat: int, last: Sequence[int | None], events: list[Event]
    ) -> None:
        """Hand ``zero`` to ``seat``; ``last`` holds every seat's last number (None: out of reach)."""
        line = self.lines[seat]
        before = line.zero_points
        line.zeros.append(zero)
        if seat != self.active:
            self.hit[seat] = True
        if zero.target == "YOU":
            whom = "the player whose turn it is"
        elif sum(number is not None for number in last) == 1:
            whom = f"the only line a zero can reach, last number {last[seat]}"
        else:
            word = "lowest" if zero.target == "MIN" else "highest"
            whom = f"the {word} last number, {last[seat]}"
        events.append(
            Event(
                "zero",
                f"{zero} hits {self.players[seat]} ({whom}): zero-track {before} -> {line.zero_points}.",
                "rowlette.zero-assignment",
                {"seat": seat, "zero": str(zero)},
            )
        )
        if explodes(line.zero_points):
            line.status = Status.EXPLODED
            events.append(
                Event(
                    "explode",
                    f"{self.players[seat]} explodes with {line.zero_points} "
                    "zero-points: out of the round, goal score halved.",
                    "rowlette.explosion",
                    {"seat": seat},
                )
            )

    # ---- turns and rounds ----

    def _next_turn(self, events: list[Event]) -> None:
        n = len(self.lines)
        self.hit = [False] * n
        for step in range(1, n + 1):
            seat = (self.active + step * data.TURN_STEP) % n
            if self.lines[seat].status is Status.PLAYING:
                self.active = seat
                return
        self._end_round(events)

    def _start_round(self, jackpots: list[int], events: list[Event]) -> None:
        chance = self._random()
        self.deck = list(self.cards)
        chance.shuffle(self.deck)
        self.goal_deck = [goal for goal in Goal for _ in range(GOAL_COPIES)]
        chance.shuffle(self.goal_deck)
        if self.round == 1:
            top: list[Card] = [_card(label) for label in self.options["deck_top"]]
            stack_on_top(self.deck, top)
            stack_on_top(self.goal_deck, [Goal(label) for label in self.options["goal_top"]])
        self.market, self.discard, self.aside, self.offer = [], [], [], []
        self.lines = [Line(jackpot) for jackpot in jackpots]
        self.hit = [False] * len(jackpots)
        self.active = self.first
        self.phase = Phase.TURN
        pots = ", ".join(f"{name} {pot}" for name, pot in zip(self.players, jackpots))
        decks = f" from fresh decks: {data.NEW_ROUND_DECKS}" if self.round > 1 else ""
        events.append(
            Event(
                "round",
                f"Round {self.round} begins{decks}; {self.players[self.first]} starts. "
                f"Starting jackpots: {pots}.",
                "rowlette.catch-up" if self.round > 1 else "rowlette.setup",
                {"round": self.round},
            )
        )
        self._refill(events)

    def _end_round(self, events: list[Event]) -> None:
        halve = self.options["halve_order_bonus"]
        results = tuple(
            RoundResult(
                line.jackpot,
                sum(line.active),
                line.status is Status.EXPLODED,
                order_bonus(line.numbers, line.orders),
                halve,
            )
            for line in self.lines
        )
        self.results.append(results)
        for seat, result in enumerate(results):
            self.totals[seat] += result.score
            events.append(
                Event(
                    "score",
                    f"{self.players[seat]} scores {result.score} "
                    f"({result.explain()}); total {self.totals[seat]}.",
                    "rowlette.scoring",
                    {"seat": seat, "score": result.score},
                )
            )
        if self.round == self.options["rounds"]:
            self.phase = Phase.OVER
            tied = [s for s in range(len(self.players)) if self.totals[s] == max(self.totals)]
            rule = "rowlette.tie-break" if len(tied) > 1 else "rowlette.game-end"
            events.append(
                Event(
                    "game-over",
                    f"The game is over after round {self.round}: {self._outcome(tied)}.",
                    rule,
                    {"winners": self.winners()},
                )
            )
            return
        leader = max(self.totals)
        jackpots = [starting_jackpot(total, leader) for total in self.totals]
        self.round += 1
        self.first = (self.first + data.NEXT_STARTER_STEP) % len(self.players)
        self._start_round(jackpots, events)

    def _outcome(self, tied: list[int]) -> str:
        """Who won and with what; when totals tie, whether the last round's active goals settled it."""
        winners = self.winners()
        names = _and_list([self.players[seat] for seat in winners])
        top = max(self.totals)
        said = f"{names} wins with {top}" if len(winners) == 1 else f"{names} share the win with {top}"
        if len(tied) == 1:
            return said
        if self.options["tie_break"] == "share":
            return f"{said} (tie_break='share': equal totals share the win)"
        goals = self.results[-1][winners[0]].active_goals
        beaten = [seat for seat in tied if seat not in winners]
        if not beaten:
            return f"{said}, level on active goals in the last round too ({goals} each)"
        others = _and_list([self.players[seat] for seat in beaten])
        fewer = _and_list([str(self.results[-1][seat].active_goals) for seat in beaten])
        return (
            f"{said}, level with {others} on total but with more active goals in the last round "
            f"({goals} against {fewer})"
        )

    def _worth(self, seat: int) -> str:
        line = self.lines[seat]
        numbers = len(line.numbers)
        return (
            f"{numbers} number{'s' * (numbers != 1)}, jackpot {line.jackpot}, "
            f"{sum(line.active)} active goal{'s' * (sum(line.active) != 1)}"
        )
