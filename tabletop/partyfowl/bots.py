"""A Party Fowl bot that plays like a sensible guest: it plays its best card where it stands,
walks toward the room where its hand scores most, fouls the leader's big cards, fetches Drinks
from the Kitchen, cleans fouls in the Bathroom and plays a Freebie only when what it adds has a
use. It sees only its own view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .actions import Clean, Draw, EndTurn, Foul, Freebie, Move, Place, Preen, PreenAway, PreenDone, Talk
from .data import (
    BATHROOM,
    CARDS,
    CENTRE,
    DRINK,
    DRINK_FACTOR,
    FOUL,
    HAND_LIMIT,
    KITCHEN,
    ROOM_OF_TOPIC,
    TOPICS,
    WIN_POINTS,
    Kind,
)
from .house import distances
from .quacktions import Table, freebie_uses
from .scoring import controller, entry_points, stack_points, top_is_fouled
from .views import PartyFowlView, Phase


class SensibleBot:
    """Scores every legal action by a few readable habits and takes the best (ties at random)."""

    name = "Sensible"

    def choose(self, view: PartyFowlView, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.PREEN:
            return self._preen(view, legal)
        scored = [(self._value(view, action), rng.random(), index) for index, action in enumerate(legal)]
        return legal[max(scored)[2]]

    def _value(self, view: PartyFowlView, action: Any) -> float:
        if isinstance(action, Place):
            # Rooms close to the Kitchen keep the Keg near; more doors met means shorter walks.
            x, y = action.cell
            return -abs(x - CENTRE[0]) - abs(y - CENTRE[1]) + 0.5 * len(action.doors)
        seat = view.current
        assert seat is not None
        if isinstance(action, Freebie):
            # Played at once when what it adds can pay for something now; otherwise kept for a
            # later turn rather than thrown away (below ending the turn).
            table = Table.seen_in(view)
            return 100.0 if freebie_uses(table, dict(view.left), view.hand, action.card) else -2.0
        if isinstance(action, Talk):
            points = CARDS[action.card].points * (DRINK_FACTOR if action.drink else 1)
            if view.scores[seat] + points >= WIN_POINTS:
                return 1000.0
            return 20.0 + points + self._control_gain(view, seat, action.card, points)
        if isinstance(action, Foul):
            return self._foul_value(view, action)
        if isinstance(action, Clean):
            stack = view.stacks[seat][TOPICS.index(CARDS[action.card].topic)]
            card, drink, _ = stack[-1]
            return 19.0 + entry_points((card, drink, False))
        if isinstance(action, Draw):
            return self._draw_value(view, action.keg)
        if isinstance(action, Preen):
            return 6.0 if len(self._poor_cards(view)) >= 2 else -1.0
        if isinstance(action, Move):
            return self._move_value(view, action.room)
        if isinstance(action, EndTurn):
            return 0.0
        return -1.0  # looking at a hand changes nothing this bot uses

    def _control_gain(self, view: PartyFowlView, seat: int, card: str, points: int) -> float:
        topic = CARDS[card].topic
        assert topic is not None
        index = TOPICS.index(topic)
        now = [stack_points(view.stacks[s][index]) for s in range(len(view.players))]
        later = list(now)
        later[seat] += points
        return 2.0 if controller(later) == seat and controller(now) != seat else 0.0

    def _foul_value(self, view: PartyFowlView, action: Foul) -> float:
        topic = CARDS[action.card].topic
        assert topic is not None
        lost = entry_points(view.stacks[action.target][TOPICS.index(topic)][-1])
        leader = max(view.scores)
        urgency = 6.0 if view.scores[action.target] >= WIN_POINTS - 6 else 0.0
        bonus = 2.0 if view.scores[action.target] == leader else 0.0
        return 17.0 + lost + bonus + urgency if lost >= 2 or urgency else 1.0 + lost

    def _draw_value(self, view: PartyFowlView, keg: bool) -> float:
        hand = view.hand
        if len(hand) >= HAND_LIMIT - 1:
            return 1.0
        if keg:
            talks = sum(1 for card in hand if CARDS[card].kind is Kind.TALK)
            return 7.0 if DRINK not in hand and talks else 2.5
        return 5.0 if len(hand) < 5 else 3.0

    def _targets(self, view: PartyFowlView) -> dict[str, float]:
        """How much each room is worth reaching: the best card (and Drink) playable there."""
        seat = view.seat
        assert seat is not None
        drink = DRINK in view.hand
        worth: dict[str, float] = {}
        for card in view.hand:
            info = CARDS[card]
            if info.kind is Kind.TALK and info.topic is not None:
                room = ROOM_OF_TOPIC[info.topic]
                worth[room] = max(worth.get(room, 0.0), info.points * (DRINK_FACTOR if drink else 1))
        if DRINK not in view.hand and any(CARDS[c].kind is Kind.TALK for c in view.hand):
            worth[KITCHEN] = max(worth.get(KITCHEN, 0.0), 2.5)
        fouled = sum(1 for stack in view.stacks[seat] if top_is_fouled(stack))
        poor = len(self._poor_cards(view))
        if fouled or (len(view.hand) >= HAND_LIMIT and poor >= 2):
            worth[BATHROOM] = 2.0 + 3.0 * fouled + poor
        return worth

    def _move_value(self, view: PartyFowlView, room: str) -> float:
        seat = view.seat
        assert seat is not None
        here = view.ducks[seat]
        links = dict(view.links)
        targets = self._targets(view)
        if not targets:
            return -0.5
        from_here = distances(links, here)
        from_there = distances(links, room)
        best = 0.0
        for target, worth in targets.items():
            if target not in from_there:
                continue
            gain = from_here.get(target, 99) - from_there[target]
            if gain > 0:
                best = max(best, worth / (1 + from_there[target]))
        return 4.0 + best if best else -0.5

    def _poor_cards(self, view: PartyFowlView) -> list[str]:
        """Cards not worth their space: ones and spare Fouls or Drinks."""
        poor = [card for card in view.hand if CARDS[card].kind is Kind.TALK and CARDS[card].points == 1]
        for extra in (FOUL, DRINK):
            poor += [extra] * max(0, view.hand.count(extra) - 1)
        return poor

    def _preen(self, view: PartyFowlView, legal: Sequence[Any]) -> Any:
        poor = self._poor_cards(view)
        for action in legal:
            if isinstance(action, PreenAway) and action.card in poor:
                return action
        for action in legal:
            if isinstance(action, PreenDone):
                return action
        return legal[0]
