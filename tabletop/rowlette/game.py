"""Rowlette's state machine: whose turn it is, what may be taken, and how a turn and a round go.

The rule decisions themselves live in :mod:`.rules`; the parts of a turn each have a module: the
market refill (:mod:`.market`), zeros and Remove 0 (:mod:`.zeros`), goals and Order cards
(:mod:`.goals`) and the round's scoring (:mod:`.scoring`). This module sequences them turn by turn
and tells each step as an :class:`~tabletop.core.Event`.
"""

from __future__ import annotations

import random
from typing import Any, Final

from ..core import Event, IllegalAction, SetupError, State
from ..core.cards import redeal, shuffle, stack_on_top
from ..core.errors import GAME_OVER
from . import data
from .actions import KEEP, STOP, TAKE, KeepGoal, Stop, Take, parse
from .data import GOAL_COPIES, Card, Goal, Special, Zero
from .goals import check_goals, keep_goal, take_number, tuck_order
from .line import Line, worth
from .market import refill
from .options import card, check_options, main_deck
from .rules import RoundResult, starting_jackpot
from .scoring import game_over, score_round
from .views import LineView, Phase, RowletteView, Status
from .zeros import take_remove_zero

#: The goal deck as every round gathers it, unshuffled (listed once: iterating an enum is slow).
GOAL_CARDS: Final = tuple(goal for goal in Goal for _ in range(GOAL_COPIES))
#: Named once: on Python 3.11 naming an enum member is a class lookup each time, and the turn loop
#: tests these on every move.
_TURN, _KEEP, _OVER = Phase.TURN, Phase.KEEP, Phase.OVER
_PLAYING, _STOPPED, _FULL = Status.PLAYING, Status.STOPPED, Status.FULL
_TURN_STEP: Final = data.TURN_STEP


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
        self._init_base(game, players, seed, check_options(options, len(players)))
        self.cards = tuple(main_deck(self.options))
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
        return None if self.phase is _OVER else self.active

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase is _TURN:
            return [STOP, *map(TAKE.__getitem__, dict.fromkeys(self.market))]
        if phase is _KEEP:
            return [KEEP[goal] for goal in dict.fromkeys(self.offer)]
        return []

    def _check_rules(self, action: Any) -> None:
        kind = type(action)
        if self.phase is _OVER:
            raise IllegalAction(GAME_OVER, "core.game-over")
        if self.phase is _KEEP:
            if kind is KeepGoal and action.goal in self.offer:
                return
            name, drawn = self.players[self.active], ", ".join(self.offer)
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
        return parse(text)

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
        # remove_zero_spent for every line, its option read once: a search's playouts ask a view per move
        once = self.options["remove_zero_use"] == "once per player"
        lines = tuple(
            LineView(
                name,
                tuple(line.numbers),
                tuple(line.zeros),
                tuple(line.orders),
                tuple(line.goals),
                tuple(line.active),
                line.jackpot,
                line.limit,
                line.status,
                total,
                line.removed_zero and once,
            )
            for name, line, total in zip(self.players, self.lines, self.totals)
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
            self.options["auto_stop"],
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

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Unseen: the order of both decks, and the goals a red card offers to another player
        (unless the edition option shows the offer to everyone)."""
        (self.deck,) = redeal([self.deck], rng)
        if seat != self.active and self.options["goal_offer"] != "everyone":
            self.offer, self.goal_deck = redeal([self.offer, self.goal_deck], rng)
        else:
            (self.goal_deck,) = redeal([self.goal_deck], rng)

    def __repr__(self) -> str:
        if self.phase is _OVER:
            return f"<Rowlette over: {self._scoreline()}>"
        market = ", ".join(map(str, self.market)) or "empty"
        task = "play" if self.phase is _TURN else "keep a goal"
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
            self.lines[self.active].status = _STOPPED
            events.append(
                Event(
                    "stop",
                    f"{self.players[self.active]} stops with {worth(self.lines[self.active])}.",
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
        self.market.remove(card)
        if isinstance(card, int):
            if take_number(self, card, events):
                self.phase = _KEEP
                return  # the refill waits until a goal is kept
        elif card is Special.REMOVE_ZERO:
            take_remove_zero(self, events)
        elif card is Special.PLUS_LIMIT:
            line = self.lines[self.active]
            line.extra_limit += 1
            events.append(
                Event(
                    "limit",
                    f"{self.players[self.active]} takes +Limit: {line.limit} numbers allowed this round.",
                    "rowlette.plus-limit",
                    {"seat": self.active},
                )
            )
        else:
            assert isinstance(card, Special), "zeros never enter the market"
            tuck_order(self, card, events)
        self._end_turn(events)

    def _keep(self, goal: Goal, events: list[Event]) -> None:
        keep_goal(self, goal, events)
        self.phase = _TURN
        check_goals(self, self.active, events)
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """The turn's refill, with the limit's automatic stop after it (or, by the auto_stop option,
        before it too); the limit is looked at here, not in :meth:`_auto_stop`, so that a turn that
        leaves the line short of it (most do) makes no further call."""
        line = self.lines[self.active]
        if self.options["auto_stop"] == "at once" and len(line.numbers) >= line.limit:
            self._auto_stop(line, events)
        refill(self, events)
        if line.status is _PLAYING and len(line.numbers) >= line.limit:
            self._auto_stop(line, events)
        self._next_turn(events)

    def _auto_stop(self, line: Line, events: list[Event]) -> None:
        """Stop the active player's ``line``, which has reached its limit of numbers (unless it is
        out of the round already)."""
        if line.status is _PLAYING:
            line.status = _FULL
            events.append(
                Event(
                    "auto-stop",
                    f"{self.players[self.active]} has {len(line.numbers)} "
                    "numbers, the limit: stopped automatically.",
                    "rowlette.auto-stop",
                    {"seat": self.active},
                )
            )

    # ---- turns and rounds ----

    def _next_turn(self, events: list[Event]) -> None:
        lines = self.lines
        n = len(lines)
        if True in self.hit:  # a zero hit someone this turn (few turns): nobody has been hit in the next
            self.hit = [False] * n
        for step in range(_TURN_STEP, n * _TURN_STEP + 1, _TURN_STEP):
            seat = (self.active + step) % n
            if lines[seat].status is _PLAYING:
                self.active = seat
                return
        self._end_round(events)

    def _start_round(self, jackpots: list[int], events: list[Event]) -> None:
        chance = self._random()
        self.deck = list(self.cards)
        shuffle(self.deck, chance)
        self.goal_deck = list(GOAL_CARDS)
        shuffle(self.goal_deck, chance)
        if self.round == 1:
            top: list[Card] = [card(label) for label in self.options["deck_top"]]
            stack_on_top(self.deck, top)
            stack_on_top(self.goal_deck, [Goal(label) for label in self.options["goal_top"]])
        self.market, self.discard, self.aside, self.offer = [], [], [], []
        self.lines = [Line(jackpot) for jackpot in jackpots]
        self.hit = [False] * len(jackpots)
        self.active = self.first
        self.phase = _TURN
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
        refill(self, events)

    def _end_round(self, events: list[Event]) -> None:
        score_round(self, events)
        if self.round == self.options["rounds"]:
            self.phase = _OVER
            events.append(game_over(self))
            return
        leader = max(self.totals)
        jackpots = [starting_jackpot(total, leader) for total in self.totals]
        self.round += 1
        self.first = (self.first + data.NEXT_STARTER_STEP) % len(self.players)
        self._start_round(jackpots, events)
