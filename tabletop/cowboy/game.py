"""Super Cowboy's state machine: a move, one action, then the events phase, player after player.

This module sequences a turn, rolls every die from the game's seeded generator and tells each step as
an Event; the parts live where a reader looks for them: the moves allowed in each phase in
:mod:`.legal`, fields in :mod:`.fields`, rustling in :mod:`.rustling`, token movement in
:mod:`.moooove`, the cavalry in :mod:`.cavalry`, the round limit's verdict in :mod:`.standings`.
"""

from __future__ import annotations

import random
from typing import Any, get_args

from ..core import Event, IllegalAction, SetupError, State
from ..core.cards import redeal, shuffle
from ..core.words import counted
from . import data
from .actions import BUILD, CUT, REST, Action, Claim, Drop, Fight, PlayOn, Pour, Simple, Steer, Walk, parse
from .arrivals import place
from .board import SIDES, WALK_STEP, intersection_name, lay_out, parse_square, square_name, start_intersection
from .cavalry import cavalry_roll, cavalry_targets, chase
from .compass import SIDE_NAME
from .data import ITEMS, PLAYED_ON_OPPONENT, Direction, Terrain
from .data import Event as Card
from .fields import Edge, Grid
from .landing import settle_field
from .legal import ACTION, CAVALRY, CLAIM, DROP, MOVE, OVER, TARGET, legal_now
from .moooove import KINDS, moooove
from .refusals import why_not
from .rustling import rustle
from .standings import closing_verdict, standing
from .tokens import Tokens, in_the_box, steers_in
from .views import CowboyView
from .walking import move_indian, stampede

#: Which tokens each MOOOOOVE card moves, and which token each arrival card brings.
MOOOOOVES: dict[Card, tuple[str, ...]] = {
    Card.MOOVE_STEERS: ("steers",),
    Card.MOOVE_INDIANS: ("indians",),
    Card.MOOVE_TWISTERS: ("twisters",),
    Card.MOOVE_BANDIT: ("bandit",),
    Card.MOOVE_PILGRIMS: ("pilgrims",),
    Card.MOOVE_ALL: KINDS,
}
ARRIVALS: dict[Card, str] = {
    Card.ROAMING_STEER: "steer",
    Card.TWISTER: "twister",
    Card.INDIAN_RAID: "indian",
    Card.BANDIT: "bandit",
    Card.PILGRIMS: "pilgrim",
}
#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_CAVALRY, _STAMPEDE = Card.CAVALRY, Card.STAMPEDE


#: A cowboy's walk in words, by the direction its move names, as a pilgrim's walk is told.
WAYS: dict[str, str] = {direction.value: SIDE_NAME[direction] for direction in Direction}


def _is(action: Any, simple: Simple) -> bool:
    """Whether ``action`` is the move ``simple``: the very object, as a move from the legal list is,
    or an equal one (looked at only then: a dataclass compares in Python)."""
    return action is simple or (type(action) is Simple and action == simple)


class CowboyState(State):
    """One play of Super Cowboy Rope Steer Adventure."""

    action_types = get_args(Action)

    __slots__ = (
        "_dice",
        "_herds_grew",
        "_legal",
        "_owned",
        "cowboys",
        "deck",
        "discard",
        "drawn",
        "fences",
        "grid",
        "items",
        "last_card",
        "layout",
        "pending",
        "phase",
        "printed",
        "rolls",
        "rounds",
        "shared",
        "size",
        "skip",
        "tokens",
        "turn",
        "verdict",
        "walked",
        "winner",
    )

    _dice: random.Random | None
    _herds_grew: bool  # this move could have given someone a fifth steer (checked before the card)
    _legal: list[Action] | None
    _owned: tuple[tuple[int | None, ...], list[tuple[int, ...]]] | None  # see _fields_by_seat
    layout: Any
    size: int  # squares per board side
    printed: tuple[int, ...]  # squares with a steer printed on the map
    grid: Grid
    tokens: Tokens
    cowboys: list[tuple[int, int]]
    fences: list[int]  # fence markers in hand
    items: list[list[Card]]
    skip: list[int]  # turns each player will lose
    deck: list[Card]  # face down; the top is the end
    discard: list[Card]
    drawn: Card | None  # the card being resolved (an item to keep or drop, a card to play)
    pending: list[Any]  # the fields a fence closed, while the builder chooses
    turn: int
    phase: str
    walked: Edge | None  # the line walked this turn (a fence may go there)
    rounds: int
    winner: int | None
    shared: tuple[int, ...]  # every seat sharing the win after a full tie at the round limit (TIE_SHARED)
    rolls: tuple[str, ...]  # the dice of the last move, each told with its meaning
    last_card: Card | None  # the event card drawn last
    verdict: str  # how the game ended, as the log told it ("" while it goes on)

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> CowboyState:
        limit = options["round_limit"]
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise SetupError(f"round_limit must be a whole number of rounds, at least 1, not {limit!r}.")
        self = cls.__new__(cls)
        self._init_base(game, players, seed, options)
        n = len(players)
        self.layout = lay_out(n, self._random())
        size = self.size = self.layout.size
        printed, start = Terrain.PRINTED_STEER, Terrain.STEER_START  # named once for the loops
        self.printed = tuple([s for s, kind in enumerate(self.layout.terrain) if kind is printed])
        self.grid = Grid(self.layout.terrain, size)
        starts = [s for s, kind in enumerate(self.layout.terrain) if kind is start]
        self.tokens = Tokens(steers=starts)
        self.cowboys = [start_intersection(side, size) for side in SIDES[n]]
        self.fences = [data.FENCES_AT_START] * n
        self.items = [[] for _ in range(n)]
        self.skip = [0] * n
        self.deck = [card for card, count in data.DECK.items() for _ in range(count)]
        shuffle(self.deck, self._random())
        self.discard = []
        self.drawn = None
        self.pending = []
        self.turn = data.FIRST_SEAT % n  # the rulebook's loudest shout; turns then go clockwise (SIDES)
        self.phase = MOVE
        self.walked = None
        self.rounds = 0
        self.winner = None
        self.shared = ()
        self.verdict = ""
        self.rolls = ()
        self.last_card = None
        self._legal = None
        self._owned = None
        tiles = ", ".join(self.layout.tiles)
        self.opening = (
            Event("setup", f"The board: {tiles}. {len(starts)} roaming steers start on it.", "cowboy.setup"),
        )
        return self

    # ---- whose turn, and what they may do ----

    @property
    def current_player(self) -> int | None:
        if self.winner is not None:
            return None
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = legal_now(self)
        return list(self._legal)

    def free_squares(self, seat: int) -> list[int]:
        """The squares of the seat's fields with no steer in them (one steer per square)."""
        terrain, steers, stolen = self.layout.terrain, self.tokens.steers, self.tokens.stolen
        return [s for s in self._fields_by_seat()[seat] if not steers_in(s, terrain, steers, stolen)]

    def _fields_by_seat(self) -> list[tuple[int, ...]]:
        """The squares of each seat's fields, in reading order. Kept with the owners they were read
        from, and read afresh whenever the owners differ from those (owners change in many places: a
        fence, a claim, a twister, a test's staging), so most turns pay one comparison, not a scan."""
        owners = tuple(self.grid.owner)
        if self._owned is None or self._owned[0] != owners:
            squares: list[list[int]] = [[] for _ in self.players]
            for square, seat in enumerate(owners):
                if seat is not None:
                    squares[seat].append(square)
            self._owned = (owners, [tuple(held) for held in squares])
        return self._owned[1]

    def _steers_at(self, square: int) -> int:
        return steers_in(square, self.layout.terrain, self.tokens.steers, self.tokens.stolen)

    def herd(self, seat: int) -> int:
        """Steers in the seat's fields, roaming tokens and printed steers alike."""
        owner, stolen = self.grid.owner, self.tokens.stolen
        roaming = sum(1 for s in self.tokens.steers if owner[s] == seat)
        return roaming + sum(1 for s in self.printed if owner[s] == seat and s not in stolen)

    def herds(self) -> list[int]:
        """Every seat's :meth:`herd`, counted in one pass over the steers (a turn's end asks for all)."""
        owner, stolen = self.grid.owner, self.tokens.stolen
        counts = [0] * len(self.players)
        for square in self.tokens.steers:
            seat = owner[square]
            if seat is not None:
                counts[seat] += 1
        for square in self.printed:
            seat = owner[square]
            if seat is not None and square not in stolen:
                counts[seat] += 1
        return counts

    def _check_rules(self, action: Any) -> None:
        if self._legal is None:
            self._legal = legal_now(self)
        for move in self._legal:  # a move picked from the list is the very object: no comparing
            if move is action:
                return
        if action in self._legal or self._claims_pending_field(action):
            return
        seat = self.current_player
        refusal = why_not(self.view(seat), action) if seat is not None else None
        if refusal is not None:
            raise IllegalAction(refusal.text, refusal.rule)
        raise IllegalAction(f"{action} is not a move now.", "core.legal-actions")

    def _claims_pending_field(self, action: Any) -> bool:
        """A claim may name any square of a field the fence closed (the list names each by its first)."""
        if self.phase != CLAIM or not isinstance(action, Claim):
            return False
        try:
            square = parse_square(action.square, self.size)
        except ValueError:
            return False
        return any(square in part for part in self.pending)

    def parse_action(self, text: str) -> Any | None:
        return parse(text)

    # ---- carrying out a move ----

    def _do(self, action: Any) -> list[Event]:
        self._legal = None
        self._dice = None  # made at the move's first roll: one generator per move, exact on replay
        self._herds_grew = isinstance(action, (Steer, Claim)) or _is(action, BUILD)
        events = self._carry_out(action)
        self.rolls = tuple([e.text for e in events if e.text.startswith("D8 rolled")])
        return events

    def _carry_out(self, action: Any) -> list[Event]:
        seat = self.turn
        if isinstance(action, Pour):
            return self._pour(seat, action)
        if self.phase == MOVE:
            return self._walk(seat, action) if isinstance(action, Walk) else self._stay(seat)
        if self.phase == CLAIM:
            return self._claim(seat, action) + self._events(seat)
        if self.phase in (DROP, TARGET, CAVALRY):
            return self._answer(seat, action) + self._finish(seat)
        return self._act(seat, action)

    def _pour(self, seat: int, pour: Pour) -> list[Event]:
        """Fire Water poured for a rival: they lose their next turn; the holder's turn goes on."""
        self.items[seat].remove(Card.FIRE_WATER)
        self.discard.append(Card.FIRE_WATER)
        target = self.players.index(pour.name)
        self.skip[target] += 1
        text = (
            f"{self.players[seat]} pours the Fire Water for {pour.name}: {pour.name} gets drunk and loses "
            "their next turn."
        )
        return [Event("lose-turn", text, "cowboy.items")]

    def _stay(self, seat: int) -> list[Event]:
        self.phase, self.walked = ACTION, None
        return [Event("stay", f"{self.players[seat]} stays put.", "cowboy.move")]

    def _walk(self, seat: int, walk: Walk) -> list[Event]:
        x, y = self.cowboys[seat]
        dx, dy = WALK_STEP[walk.direction]
        self.cowboys[seat] = (x + dx, y + dy)
        self.walked = self.grid.edge((x, y), (x + dx, y + dy))
        way = WAYS[walk.direction]
        text = f"{self.players[seat]} walks {way} to {self._spot(self.cowboys[seat])}."
        events = [Event("move", text, "cowboy.move")]
        if walk.again:
            return events + self._events(seat)
        self.phase = ACTION
        return events

    def _spot(self, spot: tuple[int, int]) -> str:
        return intersection_name(spot, self.size)

    def _act(self, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Walk):
            return self._walk(seat, action)
        if _is(action, BUILD):
            return self._build(seat)
        if _is(action, CUT):
            gain = data.WOOD_WITH_AXE if Card.AXE in self.items[seat] else data.WOOD
            self.fences[seat] += gain
            text = f"{self.players[seat]} cuts wood: {gain} more fences ({self.fences[seat]} in hand)."
            return [Event("wood", text, "cowboy.wood"), *self._events(seat)]
        if isinstance(action, Steer):
            steer = parse_square(action.steer, self.size)
            to = parse_square(action.to, self.size)
            assert steer is not None and to is not None
            if action.verb == "Rope":
                self.tokens.steers.remove(steer)
                self.tokens.steers.append(to)
                text = f"{self.players[seat]} ropes the steer at {action.steer} into {action.to}."
                return [Event("rope", text, "cowboy.rope"), *self._events(seat)]
            return self._rustle(seat, steer, to) + self._events(seat)
        if isinstance(action, Fight):
            return self._fight(seat, action) + self._events(seat)
        assert action == REST
        return [Event("rest", f"{self.players[seat]} does nothing more.", "cowboy.turn"), *self._events(seat)]

    def _build(self, seat: int) -> list[Event]:
        edge = self.walked
        assert edge is not None
        self.fences[seat] -= 1
        events = [
            Event("fence", f"{self.players[seat]} builds a fence on the line just walked.", "cowboy.fence")
        ]
        options = self.grid.claims(edge, seat)
        if self.grid.chooses_among(options):  # a rival's field cut in two: the builder picks his part
            self.pending = options
            self.grid.fenced.add(edge)
            self.phase = CLAIM
            return events
        for field in self.grid.build(edge, seat, options=options):  # open range: all it closes is his
            events += self._claimed(seat, field)
        return events + self._events(seat)

    def _claimed(self, seat: int, field: Any, rival: int | None = None) -> list[Event]:
        """The field taken (cut from ``rival``'s), told with the steers in it, which are the new
        owner's with the land, no roll or rope needed; any square of it holding two steers keeps one
        (``ONE_STEER_PER_SQUARE``), told after."""
        settled = settle_field(field, self.tokens, self.grid, self.layout.terrain)
        where = square_name(min(field), self.size)
        if rival is not None:
            where += f", cut from {self.players[rival]}'s"
        squares = counted(len(field), "square")
        steers = sum(self._steers_at(s) for s in field)
        herd = f", with the {steers} steers in it" if steers > 1 else ", with the steer in it" * steers
        text = f"The fence closes a field of {squares} at {where}: {self.players[seat]} owns it{herd}."
        return [Event("field", text, "cowboy.fields"), *settled]

    def _claim(self, seat: int, claim: Claim) -> list[Event]:
        square = parse_square(claim.square, self.size)
        field = next(part for part in self.pending if square in part)
        rival = self.grid.owner[min(field)]
        left = [part for part in self.pending if part != field and self.grid.owner[min(part)] is None]
        for s in field:
            self.grid.owner[s] = seat
        self.pending = []
        events = self._claimed(seat, field, rival)
        for part in left:  # the "choose" reading of TWO_FIELDS_AT_ONCE: the fields not chosen
            where = square_name(min(part), self.size)
            text = f"The field at {where} stays shut in, but nobody owns it until a fence splits it."
            events.append(Event("field", text, "cowboy.fields"))
        return events

    def _roll(self) -> int:
        """One D8, from the move's seeded dice (each roll is told with its meaning where it is used)."""
        if self._dice is None:
            self._dice = self._random()
        return int(self._dice.random() * 8) + 1

    def _rustle(self, seat: int, steer: int, to: int) -> list[Event]:
        """A rustle of the steer on ``steer`` into ``to``, on the move's dice (:mod:`.rustling`)."""
        return rustle(self, seat, steer, to, self._roll)

    def _fight(self, seat: int, fight: Fight) -> list[Event]:
        square = parse_square(fight.indian, self.size)
        assert square is not None
        roll = self._roll()
        needed = 3 if Card.SIX_SHOOTER in self.items[seat] else 5
        if roll >= needed:
            self.tokens.indians.remove(square)
            self.tokens.leaves("indian", "beaten")
            return [
                Event(
                    "fight",
                    f"D8 rolled {roll}: {self.players[seat]} defeats the Indian at {fight.indian}.",
                    "cowboy.fight",
                )
            ]
        text = f"D8 rolled {roll}: the Indian at {fight.indian} escapes."
        return [Event("fight", text, "cowboy.fight"), *self._escape(square)]

    def _escape(self, square: int) -> list[Event]:
        """The Indian that escaped a fight moves, as a MOOOOOVE would move it."""
        return move_indian(square, self.tokens, self.grid, self.layout.terrain, self._roll)

    def _events(self, seat: int) -> list[Event]:
        """The events phase: draw the top card and carry it out (the deck is reshuffled when empty)."""
        self.walked = None
        if self._herds_grew and self._champion() is not None:
            return self._finish(seat)  # five steers win at once, before any card is drawn
        events: list[Event] = []
        if not self.deck:
            self.deck, self.discard = self.discard, []
            shuffle(self.deck, self._random())
            events.append(
                Event(
                    "reshuffle",
                    "The event deck is empty: the discards are shuffled into a new one.",
                    "cowboy.events",
                )
            )
        card = self.last_card = self.deck.pop()
        name = self.players[seat]
        stop = "" if str(card).endswith("!") else "."
        events.append(Event("card", f"{name} draws {card}{stop}", "cowboy.events", {"card": str(card)}))
        if card in ITEMS:
            self.items[seat].append(card)
            if len(self.items[seat]) > data.MAX_ITEMS:
                self.drawn, self.phase = card, DROP
                return events
            return events + self._finish(seat)
        self.discard.append(card)
        if card in PLAYED_ON_OPPONENT:
            others = [s for s in range(len(self.players)) if s != seat]
            if len(others) > 1:
                self.drawn, self.phase = card, TARGET
                return events
            return events + self._lose_turn(others[0], card) + self._finish(seat)
        if card is _CAVALRY:
            targets = cavalry_targets(self.tokens, self.size)
            if len(targets) > 1 and data.CAVALRY_CHOOSER == "drawer":
                self.drawn, self.phase = card, CAVALRY
                return events
            if len(targets) > 1:  # the "dice" reading: a D8 picks
                target, told = cavalry_roll(targets, self._roll)
                return [*events, told, *chase(target, self.tokens, self.size), *self._finish(seat)]
            if targets:
                return events + chase(targets[0], self.tokens, self.size) + self._finish(seat)
            nobody = "The cavalry rides by: no Indian or Bandit to chase."
            return [*events, Event("cavalry", nobody, "cowboy.events"), *self._finish(seat)]
        return events + self._happen(card) + self._finish(seat)

    def _happen(self, card: Card) -> list[Event]:
        """A MOOOOOVE, a placement or a stampede, carried out by :mod:`.moooove`, :mod:`.arrivals` and
        :mod:`.walking`."""
        terrain, occupied = self.layout.terrain, set(self.cowboys)
        if card in MOOOOOVES:
            notes = moooove(
                MOOOOOVES[card], self.tokens, self.grid, terrain, self._roll, occupied, self.players
            )
        elif card is _STAMPEDE:
            notes = stampede(self.tokens, self.grid, terrain, self._roll)
        else:
            notes = place(ARRIVALS[card], self.tokens, self.grid, terrain, self._roll, occupied)
        return notes

    def _lose_turn(self, target: int, card: Card) -> list[Event]:
        self.skip[target] += 1
        return [Event("lose-turn", f"{card}: {self.players[target]} loses their next turn.", "cowboy.events")]

    def _answer(self, seat: int, action: Any) -> list[Event]:
        """The question an event asked: which item to drop, whom to play a card on, whom to chase."""
        card, self.drawn = self.drawn, None
        if isinstance(action, Drop):
            self.items[seat].remove(action.card)
            self.discard.append(action.card)
            return [
                Event(
                    "drop", f"{self.players[seat]} drops {action.card} (two items at most).", "cowboy.items"
                )
            ]
        if isinstance(action, PlayOn):
            assert card is not None
            return self._lose_turn(self.players.index(action.name), card)
        return chase(action, self.tokens, self.size)

    def _champion(self) -> int | None:
        """The first seat (from the one on turn) with five steers in its fields."""
        n = len(self.players)
        herds = self.herds()
        if max(herds) < data.STEERS_TO_WIN:
            return None
        for offset in range(n):
            seat = (self.turn + offset) % n
            if herds[seat] >= data.STEERS_TO_WIN:
                return seat
        return None

    def _finish(self, seat: int) -> list[Event]:
        """End the turn: a winner, the round limit, or the next player who is not losing a turn."""
        champion = self._champion()
        if champion is not None:
            self.winner, self.phase = champion, OVER
            self.verdict = (
                f"{self.players[champion]} has {self.herd(champion)} steers in their fields and wins!"
            )
            return [Event("win", self.verdict, "cowboy.win")]
        events: list[Event] = []
        n = len(self.players)
        nxt = seat
        while True:
            nxt = (nxt + 1) % n
            if nxt == data.FIRST_SEAT % n:
                self.rounds += 1
                if self.rounds >= self.options["round_limit"]:
                    return events + self._time_up()
            if self.skip[nxt] == 0:
                break
            self.skip[nxt] -= 1
            name = self.players[nxt]
            if data.LOST_TURN_DRAWS:  # the other reading: no move, no action, but the events phase
                text = f"{name} loses this turn: no move and no action, but an event card."
                events.append(Event("skip", text, "cowboy.events"))
                self.turn, self.phase, self.walked = nxt, MOVE, None
                return events + self._events(nxt)
            text = f"{name} loses this turn: no move, no action and no event card."
            events.append(Event("skip", text, "cowboy.events"))
        self.turn, self.phase, self.walked = nxt, MOVE, None
        return events

    def _time_up(self) -> list[Event]:
        """The round limit: compare players in ``ROUND_LIMIT_ORDER`` (most steers, then field
        squares, then fences); players tied on all three share the win (TIE_SHARED)."""
        n = len(self.players)
        standings = {seat: self._standing(seat) for seat in range(n)}
        best = max(standings.values())
        tied = tuple(seat for seat in range(n) if standings[seat] == best)
        self.winner, self.phase = tied[0], OVER
        self.shared = tied if len(tied) > 1 else ()
        self.verdict = closing_verdict(self.players, standings, tied, self.herd(tied[0]))
        played = f"{counted(self.rounds, 'round')} played: the range closes."
        return [Event("win", f"{played} {self.verdict}.", "cowboy.round-limit")]

    def _standing(self, seat: int) -> tuple[int, ...]:
        """What the round limit compares (:func:`.standings.standing`)."""
        field_squares = sum(1 for owner in self.grid.owner if owner == seat)
        return standing(self.herd(seat), field_squares, self.fences[seat])

    def rank_key(self, seat: int) -> tuple[int, ...]:
        """The winners first (a five-steer win can tie a rival's herd, WIN_TIES; a full tie at the
        round limit is shared, TIE_SHARED), then herd, field squares and fences; before the end, the
        earlier seat breaks a full tie."""
        won = 0 if self.winner is None else int(seat == self.winner or seat in self.shared)
        return (won, *self._standing(seat), -seat if self.winner is None else 0)

    def progress_key(self, seat: int) -> tuple[int, ...]:
        """Herd, field squares and fences, without the seat order that breaks a full tie."""
        return self._standing(seat)

    def scores(self) -> list[int]:
        return self.herds()

    def view(self, seat: int | None) -> CowboyView:
        t = self.tokens
        return CowboyView(
            seat=seat,
            players=self.players,
            size=self.size,
            tiles=self.layout.tiles,
            terrain=self.layout.terrain,
            fenced=frozenset(self.grid.fenced),
            owner=tuple(self.grid.owner),
            cowboys=tuple(self.cowboys),
            fences=tuple(self.fences),
            items=tuple(tuple(hand) for hand in self.items),
            skip=tuple(self.skip),
            steers=tuple(sorted(t.steers)),
            indians=tuple(sorted(t.indians)),
            twisters=tuple(sorted(t.twisters)),
            bandit=t.bandit,
            pilgrims=tuple((p.x, p.y, str(p.heading)) for p in t.pilgrims),
            stolen=frozenset(t.stolen),
            steers_in_box=in_the_box("steer", t),
            herds=tuple(self.herds()),
            phase=self.phase,
            current=self.current_player,
            walked=self.walked,
            pending=tuple(self.pending),
            drawn=self.drawn,
            deck=len(self.deck),
            discard=len(self.discard),
            rounds=self.rounds,
            round_limit=self.options["round_limit"],
            winner=self.winner,
            winners=self.shared or (() if self.winner is None else (self.winner,)),
            verdict=self.verdict,
            rolls=self.rolls,
            last_card=self.last_card,
        )

    def clone(self) -> CowboyState:
        other = self._copy_base(CowboyState.__new__(CowboyState))
        other.layout = self.layout
        other.size = self.size
        other.printed = self.printed
        other.grid = self.grid.copy()
        other.tokens = self.tokens.copy()
        other.cowboys = self.cowboys.copy()
        other.fences = self.fences.copy()
        other.items = [hand.copy() for hand in self.items]
        other.skip = self.skip.copy()
        other.deck = self.deck.copy()
        other.discard = self.discard.copy()
        other.drawn = self.drawn
        other.pending = list(self.pending)
        other.turn = self.turn
        other.phase = self.phase
        other.walked = self.walked
        other.rounds = self.rounds
        other.winner = self.winner
        other.shared = self.shared
        other.verdict = self.verdict
        other.rolls = self.rolls
        other._legal = None
        other._owned = self._owned  # an immutable snapshot, checked against the copy's own owners
        other.last_card = self.last_card
        return other

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Unseen: the order of the event deck, and of the discards (which only matters once they
        are shuffled into a new deck). Items in hand are open; the dice to come follow the new seed."""
        (self.deck,) = redeal([self.deck], rng)
        (self.discard,) = redeal([self.discard], rng)
        self._legal = None


__all__ = ["CowboyState"]
