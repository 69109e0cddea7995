"""Party Fowl's state machine: the house is built tile by tile, then ducks take turns spending
Quacktions until someone reaches 21 points or a deck runs dry.

Points, control and foul reach are decided in :mod:`.scoring`, the house in :mod:`.house`; this
module sequences turns, deals every card from the game's seeded generator and tells each step as
an Event naming its rule.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, Final, get_args

from ..core import Event, SetupError, State
from ..core.cards import build_pile, redeal, shuffle, stack_on_top
from ..core.words import counted, in_words
from .actions import (
    Action,
    Draw,
    EndTurn,
    Foul,
    Freebie,
    Move,
    Peek,
    Place,
    Preen,
    PreenAway,
    PreenDone,
    Talk,
    parse,
)
from .data import (
    ANY,
    CARDS,
    CENTRE,
    DRAW,
    DRINK,
    DUCKS_START,
    FOUL,
    HAND_SIZE,
    KEG_DECK,
    KITCHEN,
    MAX_PLAYERS,
    MOVE,
    PARTY_DECK,
    PLAY,
    QUACKTIONS,
    ROOM_OF_TOPIC,
    ROOMS,
    TILES,
    TOPICS,
    WIN_POINTS,
    Topic,
)
from .house import Cell, Placed, cell_name, connections, open_spaces, placements
from .options import DEFAULTS, check_options
from .quacktions import END_TURN, FREEBIE_NAMES, FREEBIES, Table, freebie_uses, holds, quacktion_moves
from .refusals import why_not
from .scoring import (
    Entry,
    bonus_key,
    controller,
    entry_points,
    spend_order,
    stack_points,
)
from .views import PartyFowlView, Phase

#: Keys of a turn's Quacktion budget: standard ones spend as anything; bonuses as their kind.
BUDGET_KEYS: tuple[str, ...] = (
    ANY,
    DRAW,
    MOVE,
    PLAY,
    *(bonus_key(PLAY, t) for t in TOPICS),
)
#: The budget every turn begins with, before the bonuses of the powers held: the standard Quacktions.
TURN_BUDGET: Final[Mapping[str, int]] = {**dict.fromkeys(BUDGET_KEYS, 0), ANY: QUACKTIONS}
#: The phases every move asks about, bound once, as ``data`` binds the kinds of Quacktion.
PLACING: Final = Phase.PLACE
TURN: Final = Phase.TURN
PREENING: Final = Phase.PREEN
OVER: Final = Phase.OVER


class PartyFowlState(State):
    """One play of Party Fowl."""

    action_types = get_args(Action)

    __slots__ = (
        "_legal",
        "control",
        "ducks",
        "end_rule",
        "hands",
        "house",
        "keg",
        "keg_discard",
        "last_call",
        "left",
        "links",
        "party",
        "party_discard",
        "peeked",
        "phase",
        "placer",
        "powers",
        "preening",
        "reshuffled",
        "stacks",
        "tiles",
        "totals",
        "turn",
        "turns",
        "winners_",
    )

    _legal: list[Action] | None
    house: dict[Cell, Placed]  # insertion order is the order tiles were laid
    tiles: list[str]  # tiles still to lay
    links: dict[str, tuple[str, ...]]
    placer: int
    ducks: list[str]
    hands: list[list[str]]
    party: list[str]  # face down; the top is the end
    keg: list[str]
    party_discard: list[str]
    keg_discard: list[str]
    stacks: list[list[list[Entry]]]  # [seat][topic index]
    totals: list[int]
    control: list[int | None]  # by topic index
    phase: Phase
    turn: int
    turns: int  # turns begun since play started
    powers: tuple[str, ...]  # rooms whose power the player on turn holds (from the turn's start)
    left: dict[str, int]
    peeked: int | None
    preening: list[str]
    last_call: str | None
    reshuffled: bool
    winners_: tuple[int, ...]
    end_rule: str | None

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> PartyFowlState:
        opts = check_options({**DEFAULTS, **options}, len(players))
        self = cls.__new__(cls)
        self._init_base(game, players, seed, opts)
        n = len(players)
        self._legal = None
        self.house = {CENTRE: Placed(KITCHEN, CENTRE, ROOMS[KITCHEN].doors)}
        self.tiles = list(TILES)
        self.links = connections(self.house)
        self.placer = opts["first"]
        self.ducks = list(opts["ducks"] or [DUCKS_START] * n)
        self.party = build_pile(PARTY_DECK)
        self.keg = build_pile(KEG_DECK)
        shuffle(self.party, self._random())
        shuffle(self.keg, self._random())
        self.hands = [[] for _ in range(n)]
        for seat, row in enumerate(opts["hands"] or ()):
            for card in row:
                (self.keg if CARDS[card].keg else self.party).remove(card)
                self.hands[seat].append(card)
        # The deal fills each hand from the top, passing over any card the staged Party Deck top
        # still needs, so a seed can never deal away a card the test or lesson asked for.
        held = Counter(opts["party_top"] or ())
        have = Counter(self.party)
        for seat in range(n):
            while len(self.hands[seat]) < HAND_SIZE:
                index = len(self.party) - 1
                while index >= 0 and have[self.party[index]] <= held[self.party[index]]:
                    index -= 1
                if index < 0:
                    raise SetupError("Party Fowl option party_top leaves too few cards to deal the hands.")
                card = self.party.pop(index)
                have[card] -= 1
                self.hands[seat].append(card)
        stack_on_top(self.party, opts["party_top"] or ())
        stack_on_top(self.keg, opts["keg_top"] or ())
        self.party_discard, self.keg_discard = [], []
        if opts["party_left"] is not None:
            # A party that has gone on a while: the cards under the top ones lie in the discard pile.
            if opts["party_left"] > len(self.party):
                raise SetupError(
                    f"Party Fowl option party_left: only {len(self.party)} cards are left after the deal."
                )
            cut = len(self.party) - opts["party_left"]
            self.party_discard, self.party = self.party[:cut], self.party[cut:]
        self.stacks = [[[] for _ in TOPICS] for _ in range(n)]
        self.totals = [0] * n
        self.control = [None] * len(TOPICS)
        self.turn, self.turns = opts["first"], 0
        self.powers, self.left, self.peeked, self.preening = (), {}, None, []
        self.last_call, self.reshuffled = None, False
        self.winners_, self.end_rule = (), None
        self.phase = PLACING
        opening = [
            Event(
                "setup",
                f"The Kitchen goes in the middle with the Keg Deck; every duck starts there. "
                f"Each player is dealt {HAND_SIZE} Party cards.",
                "partyfowl.setup",
            )
        ]
        if opts["layout"] is not None:
            for text in opts["layout"]:
                action = parse(f"Place {text}", players)
                assert isinstance(action, Place)
                if action not in self.legal_actions():
                    raise SetupError(
                        f"Party Fowl option layout: {text!r} cannot be laid: {why_not(self, action)}"
                    )
                opening += self._lay(action, announce=False)
                self._legal = None
            for room in self.ducks:
                if room not in self.links:
                    raise SetupError(
                        f"Party Fowl option ducks: the {room} is not in the laid house "
                        f"({', '.join(self.links)})."
                    )
            self.tiles.clear()
            opening += self._begin_play(opts["first"], announce=False)
        self.opening = tuple(opening)
        return self

    # -- whose turn, and what may be done -------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        return self.placer if self.phase is PLACING else self.turn

    def legal_actions(self) -> list[Any]:
        return list(self._listed())

    def _listed(self) -> list[Action]:
        """The legal moves, listed once per state (``_do`` drops them): a bot's listing, the check
        in ``apply`` and the look for a turn that can only end all ask for the same list."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> list[Action]:
        if self.phase is TURN:
            return self._turn_actions()
        if self.phase is PLACING:
            spaces = open_spaces(self.house)
            return [
                Place(spot.room, spot.cell, spot.doors)
                for room in self.tiles
                for spot in placements(self.house, room, spaces)
            ]
        if self.phase is PREENING:
            done: list[Action] = [PreenDone()] if self.preening else []
            return [PreenAway(card) for card in dict.fromkeys(self.hands[self.turn])] + done
        return []  # the game is over

    def _turn_actions(self) -> list[Action]:
        """The Quacktions' moves, every Freebie held (any moment of your turn, even one whose
        Quacktion has no use yet), a look with the Home Theater, and the end of the turn."""
        seat, hand = self.turn, self.hands[self.turn]
        acts = quacktion_moves(self._table(), self.left, hand)
        if not FREEBIE_NAMES.isdisjoint(hand):  # most hands hold none
            for card in dict.fromkeys(hand):
                if card in FREEBIES:
                    acts.append(FREEBIES[card])
        if self.peeked is None and self._holds("peek"):
            acts += [Peek(other, self.players[other]) for other in range(len(self.players)) if other != seat]
        acts.append(END_TURN)
        return acts

    def _table(self) -> Table:
        """What the duck on turn's moves depend on besides its budget and hand."""
        return Table(
            self.turn,
            self.players,
            self.ducks,
            self.links,
            self.stacks,
            self.powers,
            len(self.party),
            len(self.keg),
            self.options["gossip"],
        )

    def _check_rules(self, action: Any) -> None:
        listed = self._listed()
        # A move checked is most often one of the listed objects itself (a bot picks it from the list):
        # found by identity, it is not compared field by field with every move listed before it.
        if id(action) in map(id, listed) or action in listed:
            return
        raise why_not(self, action)

    def parse_action(self, text: str) -> Any | None:
        return parse(text, self.players)

    # -- carrying out ---------------------------------------------------------------------------

    def _do(self, action: Any) -> list[Event]:
        self._legal = None
        events = self._carry_out(action)
        self._legal = None
        # A turn ends by itself once ending it is all that is left (edition choice AUTO_END), but
        # never straight after a look (the glimpse shows only while the turn lasts) or a Freebie
        # (what it added, and why that may have no use yet, is seen before the player passes).
        if isinstance(action, (Peek, Freebie)):
            return events
        while self.phase is TURN and self._listed() == [END_TURN]:
            events += self._end_turn()
            self._legal = None
        return events

    def _carry_out(self, action: Action) -> list[Event]:
        # Asked in the order moves come most often (in random play a third are Moves, a fifth End turn).
        if isinstance(action, Move):
            return self._move(action.room)
        if isinstance(action, EndTurn):
            return self._end_turn()
        if isinstance(action, Draw):
            self._spend(DRAW)
            return self._draw(action.keg)
        if isinstance(action, PreenAway):
            self.hands[self.turn].remove(action.card)
            self.preening.append(action.card)
            return []
        if isinstance(action, Talk):
            return self._talk(action)
        if isinstance(action, Freebie):
            return self._freebie(action.card)
        if isinstance(action, Peek):
            self.peeked = action.target
            return [
                Event(
                    "peek",
                    f"{self.players[self.turn]} looks at {action.who}'s hand (Home Theater power).",
                    "partyfowl.powers",
                    {"seat": self.turn, "target": action.target},
                )
            ]
        if isinstance(action, Place):
            return self._lay(action)
        if isinstance(action, Foul):
            return self._foul(action)
        if isinstance(action, Preen):
            self._spend(DRAW)
            self.phase, self.preening = PREENING, []
            return [Event("preen", f"{self.players[self.turn]} preens in the Bathroom.", "partyfowl.preen")]
        if isinstance(action, PreenDone):
            return self._finish_preen()
        return self._clean(action.card)

    def _lay(self, action: Place, *, announce: bool = True) -> list[Event]:
        placed = Placed(action.room, action.cell, action.doors)
        self.house[action.cell] = placed
        self.tiles.remove(action.room)
        self.links = connections(self.house)
        who = f"{self.players[self.placer]} lays" if announce else "Laid in advance:"
        events = [
            Event(
                "place",
                f"{who} the {action.room} at {cell_name(action.cell)}, "
                f"next to the {', '.join(self.links[action.room])}.",
                "partyfowl.placement",
                {"seat": self.placer, "room": action.room},
            )
        ]
        if not announce:
            return events
        # Every tile has a turning with a door on each side, so a tile always fits while any door
        # of the house faces an empty space, and one tile closes at most one space: the house
        # never closes in before the pile is empty (tests/partyfowl search every way to lay it).
        self.placer = (self.placer + 1) % len(self.players)
        if not self.tiles:
            events += self._begin_play(self.placer)
        return events

    def _begin_play(self, seat: int, *, announce: bool = True) -> list[Event]:
        events = []
        if announce:
            events.append(
                Event(
                    "first",
                    f"The house is built. {self.players[seat]} would lay the next tile, so "
                    f"{self.players[seat]} plays first.",
                    "partyfowl.first-player",
                    {"seat": seat},
                )
            )
        return events + self._begin_turn(seat)

    def _begin_turn(self, seat: int) -> list[Event]:
        self.phase, self.turn = TURN, seat
        self.turns += 1
        self.peeked, self.preening = None, []
        self.left = dict(TURN_BUDGET)
        held: list[str] = []
        told: list[str] = []
        for index, owner in enumerate(self.control) if seat in self.control else ():  # most control none
            if owner != seat:
                continue
            room = ROOM_OF_TOPIC[TOPICS[index]]
            power = ROOMS[room].power
            if power is not None:
                held.append(room)
                told.append(f"{room}: {power.summary}")
                if power.bonus is not None:
                    self.left[power.bonus] += 1
        self.powers = tuple(held)
        name, standard = self.players[seat], "three Quacktions"  # QUACKTIONS, in words
        if not held:
            text = f"{name}'s turn: {standard}, no room powers."
        else:
            text = f"{name}'s turn: {standard}, and powers held since the turn began ({'; '.join(told)})."
        return [Event("turn", text, "partyfowl.turn", {"seat": seat, "powers": held})]

    def _holds(self, flag: str) -> bool:
        return holds(self.powers, flag)

    def _spend(self, kind: str, topic: Topic | None = None) -> None:
        """Use a bonus that only this kind (and topic) can use before a standard Quacktion."""
        for key in spend_order(kind, topic):
            if self.left[key]:
                self.left[key] -= 1
                return
        raise AssertionError("spent a Quacktion the turn does not have")

    def _draw(self, keg: bool) -> list[Event]:
        deck = self.keg if keg else self.party
        card = deck.pop()
        self.hands[self.turn].append(card)
        name = self.players[self.turn]
        where = "Keg" if keg else "Party"
        events = [
            Event(
                "draw",
                f"{name} draws from the {where} Deck ({len(deck)} left).",
                "partyfowl.keg" if keg else "partyfowl.draw",
                {"seat": self.turn, "deck": where},
            )
        ]
        return events + self._check_deck(keg)

    def _check_deck(self, keg: bool) -> list[Event]:
        deck = self.keg if keg else self.party
        if deck or self.last_call:
            return []
        why = ""
        if not keg and self._reshuffle_to_come():
            self.reshuffled = True
            if self.party_discard:
                self.party, self.party_discard = self.party_discard, []
                shuffle(self.party, self._random())
                return [
                    Event(
                        "reshuffle",
                        f"The Party Deck ran out: {counted(len(self.party), 'discard')} "
                        f"{'is' if len(self.party) == 1 else 'are'} shuffled into a new deck.",
                        "partyfowl.reshuffle",
                    )
                ]
            why = " (and there are no discards to reshuffle)"  # edition choice RESHUFFLE_ONCE
        self.last_call = "Keg Deck" if keg else "Party Deck"
        return [
            Event(
                "last-call",
                f"Last call: the {self.last_call} is empty{why}. The game ends when this turn does.",
                "partyfowl.deck-out",
                {"deck": self.last_call},
            )
        ]

    def _reshuffle_to_come(self) -> bool:
        """Whether an emptied Party Deck takes in its discards: the five-player reshuffle, once."""
        reshuffle = self.options["reshuffle"]
        if reshuffle is None:
            reshuffle = len(self.players) == MAX_PLAYERS
        return bool(reshuffle) and not self.reshuffled

    def _move(self, room: str) -> list[Event]:
        self._spend(MOVE)
        seat = self.turn
        came = self.ducks[seat]
        self.ducks[seat] = room
        return [
            Event(
                "move",
                f"{self.players[seat]} waddles from the {came} to the {room}.",
                "partyfowl.move",
                {"seat": seat, "from": came, "to": room},
            )
        ]

    def _talk(self, action: Talk) -> list[Event]:
        seat, card = self.turn, CARDS[action.card]
        assert card.topic is not None
        self._spend(PLAY, card.topic)
        hand = self.hands[seat]
        hand.remove(card.name)
        if action.drink:
            hand.remove(DRINK)
        entry: Entry = (card.name, action.drink, False)
        stack = self.stacks[seat][TOPICS.index(card.topic)]
        locks = bool(stack) and stack[-1][2]
        stack.append(entry)
        points = entry_points(entry)
        name = self.players[seat]
        text = f"{name} plays {card.name}" + (" with a Drink, doubled" if action.drink else "")
        events = [
            Event(
                "talk",
                f"{text}: +{points} ({self.totals[seat] + points} in all).",
                "partyfowl.drink" if action.drink else "partyfowl.talk",
                {"seat": seat, "card": card.name, "drink": action.drink, "points": points},
            )
        ]
        if locks:
            events.append(
                Event(
                    "lock",
                    f"The Foul under {name}'s new {card.name} is locked in for good.",
                    "partyfowl.lock",
                    {"seat": seat, "topic": card.topic},
                )
            )
        return events + self._rescore(seat, card.topic)

    def _foul(self, action: Foul) -> list[Event]:
        seat, target = self.turn, action.target
        self._spend(PLAY)
        self.hands[seat].remove(FOUL)
        topic = CARDS[action.card].topic
        assert topic is not None
        stack = self.stacks[target][TOPICS.index(topic)]
        card, drink, _ = stack[-1]
        lost = entry_points(stack[-1])
        stack[-1] = (card, drink, True)
        events = [
            Event(
                "foul",
                f"{self.players[seat]} fouls {action.who}'s {card}{' and its Drink' if drink else ''}: "
                f"-{lost} for {action.who}.",
                "partyfowl.foul",
                {"seat": seat, "target": target, "card": card, "points": -lost},
            )
        ]
        return events + self._rescore(target, topic)

    def _clean(self, card_name: str) -> list[Event]:
        seat = self.turn
        self._spend(PLAY)
        topic = CARDS[card_name].topic
        assert topic is not None
        stack = self.stacks[seat][TOPICS.index(topic)]
        card, drink, _ = stack[-1]
        stack[-1] = (card, drink, False)
        self._discard(FOUL)
        gained = entry_points(stack[-1])
        events = [
            Event(
                "clean",
                f"{self.players[seat]} washes the Foul off {card} in the Bathroom: +{gained} back.",
                "partyfowl.bathroom",
                {"seat": seat, "card": card, "points": gained},
            )
        ]
        return events + self._rescore(seat, topic)

    def _rescore(self, seat: int, topic: Topic) -> list[Event]:
        """After a stack changed: the seat's total, the room's controller, and 21."""
        index = TOPICS.index(topic)
        self.totals[seat] = sum(map(stack_points, self.stacks[seat]))
        events = []
        points = [stack_points(self.stacks[s][index]) for s in range(len(self.players))]
        owner = controller(points)
        if owner != self.control[index]:
            events.append(self._control_event(topic, self.control[index], owner, points))
            self.control[index] = owner
        if self.totals[seat] >= WIN_POINTS:
            self.phase, self.winners_, self.end_rule = OVER, (seat,), "partyfowl.win"
            events.append(
                Event(
                    "win",
                    f"{self.players[seat]} reaches {self.totals[seat]} points and wins the party!",
                    "partyfowl.win",
                    {"seat": seat},
                )
            )
        return events

    def _control_event(self, topic: Topic, before: int | None, after: int | None, points: list[int]) -> Event:
        room = ROOM_OF_TOPIC[topic]
        if after is not None:
            text = (
                f"{self.players[after]} now controls the {room} "
                f"({counted(points[after], f'{topic} point')}); "
                f"its power works from {self.players[after]}'s next turn."
            )
            rule = "partyfowl.power-delay"
        else:
            best = max(points)
            tied = [self.players[s] for s, p in enumerate(points) if p == best and best > 0]
            why = f"{in_words(tied)} tie at {best}" if tied else f"nobody has {topic} points"
            text = f"No one controls the {room} now: {why}."
            rule = "partyfowl.control"
        return Event("control", text, rule, {"room": room, "from": before, "to": after})

    def _freebie(self, name: str) -> list[Event]:
        """Play a Freebie: it may come at any moment of the turn, so the event says plainly when
        what it adds has nothing to pay for yet (it still lasts the turn)."""
        card, seat = CARDS[name], self.turn
        uses = freebie_uses(self._table(), self.left, self.hands[seat], name)
        self.hands[seat].remove(name)
        self._discard(name)
        for grant in card.grants:
            self.left[grant] += 1
        gains = " and ".join(f"+1 {'Quacktion of any kind' if g == ANY else g}" for g in card.grants)
        who = self.players[seat]
        text = f"{who} plays the Freebie {name}: {gains}."
        idle = [] if uses else [str(grant) for grant in card.grants]
        if idle:
            # A Move, or a Quacktion of any kind, always has a door to use: only these can be idle.
            why: dict[str, str] = {
                PLAY: f"nothing {who} holds can be played in the {self.ducks[seat]}",
                DRAW: "no deck within reach has a card left",
            }
            text += f" It has no use right now: {'; '.join(why[grant] for grant in idle)}."
        return [Event("freebie", text, "partyfowl.freebie", {"seat": seat, "card": name, "idle": idle})]

    def _discard(self, name: str) -> None:
        """A card leaving play goes to its own deck's discard pile (edition choice DISCARD_PILES):
        only the Party pile is reshuffled with five players, so Keg cards never join the Party Deck."""
        (self.keg_discard if CARDS[name].keg else self.party_discard).append(name)

    def _finish_preen(self) -> list[Event]:
        """Draw the new cards, then discard the old ones (edition choice PREEN_DISCARD)."""
        seat, count = self.turn, len(self.preening)
        hand = self.hands[seat]
        events = []
        drawn = 0
        while drawn < count and self.party:
            hand.append(self.party.pop())
            drawn += 1
            events += self._check_deck(False)
        for card in self.preening:
            self._discard(card)
        self.preening = []
        self.phase = TURN
        events.insert(
            0,
            Event(
                "preen",
                f"{self.players[seat]} swaps {counted(count, 'card')} for "
                f"{counted(drawn, 'new Party card')}.",
                "partyfowl.preen",
                {"seat": seat, "count": count, "drawn": drawn},
            ),
        )
        return events

    def _end_turn(self) -> list[Event]:
        seat = self.turn
        if self.last_call:
            best = max(self.totals)
            self.winners_ = tuple(s for s, total in enumerate(self.totals) if total == best)
            self.phase, self.end_rule = OVER, "partyfowl.deck-out"
            names = in_words([self.players[s] for s in self.winners_])
            return [
                Event(
                    "game-over",
                    f"{self.players[seat]}'s turn is over and the {self.last_call} is empty: "
                    f"{names} {'wins' if len(self.winners_) == 1 else 'share the win'} with "
                    f"{counted(best, 'point')}.",
                    "partyfowl.deck-out",
                    {"winners": list(self.winners_)},
                )
            ]
        return self._begin_turn((seat + 1) % len(self.players))

    # -- results and views ----------------------------------------------------------------------

    def public_text(self, action: Any) -> str:
        """Cards preened away leave the hand face down: the table only learns that one went."""
        return "Preen away a card" if isinstance(action, PreenAway) else str(action)

    def scores(self) -> list[int]:
        return list(self.totals)

    def winners(self) -> list[int]:
        return list(self.winners_)

    def view(self, seat: int | None) -> PartyFowlView:
        on_turn = self.phase in (TURN, PREENING)
        glimpse = None
        if seat is not None and on_turn and seat == self.turn and self.peeked is not None:
            glimpse = (self.peeked, tuple(self.hands[self.peeked]))
        return PartyFowlView(
            seat=seat,
            players=self.players,
            phase=self.phase,
            current=self.current_player,
            house=tuple(self.house.values()),
            tiles=tuple(self.tiles),
            links=tuple(self.links.items()),
            ducks=tuple(self.ducks),
            stacks=tuple(tuple(tuple(stack) for stack in stacks) for stacks in self.stacks),
            scores=tuple(self.totals),
            control=tuple(self.control),
            powers=self.powers if on_turn else (),
            left=tuple((str(key), count) for key, count in self.left.items() if count) if on_turn else (),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            glimpse=glimpse,
            preening=tuple(self.preening) if seat is not None and seat == self.turn else (),
            party=len(self.party),
            keg=len(self.keg),
            party_discard=len(self.party_discard),
            reshuffle=self._reshuffle_to_come(),
            keg_discard=len(self.keg_discard),
            last_call=self.last_call,
            gossip=self.options["gossip"],
            winners=self.winners_,
            end_rule=self.end_rule,
        )

    def clone(self) -> PartyFowlState:
        other = self._copy_base(PartyFowlState.__new__(PartyFowlState))
        other._legal = self._legal
        other.house = dict(self.house)
        other.tiles = list(self.tiles)
        other.links = self.links
        other.placer = self.placer
        other.ducks = list(self.ducks)
        other.hands = [list(hand) for hand in self.hands]
        other.party, other.keg = list(self.party), list(self.keg)
        other.party_discard, other.keg_discard = list(self.party_discard), list(self.keg_discard)
        other.stacks = [[list(stack) for stack in stacks] for stacks in self.stacks]
        other.totals = list(self.totals)
        other.control = list(self.control)
        other.phase, other.turn, other.turns = self.phase, self.turn, self.turns
        other.powers, other.left = self.powers, dict(self.left)
        other.peeked, other.preening = self.peeked, list(self.preening)
        other.last_call, other.reshuffled = self.last_call, self.reshuffled
        other.winners_, other.end_rule = self.winners_, self.end_rule
        return other

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Unseen: both decks, both discard piles (face-up plays and face-down preens mix there, and
        the view keeps only their sizes: keeping their cards would tell which ones were preened),
        the other hands but one looked at this turn, and another player's cards put aside in a preen.

        Party and Keg cards have their own decks and discard piles, so each deck's cards are redealt
        among its own piles and the cards held out of sight; those are then dealt at random to the
        unseen hands and preen, each its size (the view shows no hand's mix of the two decks)."""
        glimpsed = self.peeked if seat == self.turn and self.phase in (TURN, PREENING) else None
        unseen = [s for s in range(len(self.players)) if s not in (seat, glimpsed)]
        held = [card for s in unseen for card in self.hands[s]]
        if seat != self.turn:
            held += self.preening
        party, keg = [c for c in held if not CARDS[c].keg], [c for c in held if CARDS[c].keg]
        self.party, self.party_discard, party = redeal([self.party, self.party_discard, party], rng)
        self.keg, self.keg_discard, keg = redeal([self.keg, self.keg_discard, keg], rng)
        (dealt,) = redeal([party + keg], rng)
        for s in unseen:
            self.hands[s], dealt = dealt[: len(self.hands[s])], dealt[len(self.hands[s]) :]
        if seat != self.turn:
            self.preening = dealt
        self._legal = None
