"""Partners' state machine: deals, the partner swap, turns, and every card's move.

How a piece moves is decided in :mod:`.track`; this module sequences the game and tells every
step as an :class:`~tabletop.core.Event`, so the log teaches the rules as the game is played.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any, get_args

from ..core import Event, IllegalAction, State
from ..core.cards import shuffle
from ..core.words import counted
from .actions import (
    Action,
    Give,
    GiveUp,
    Move,
    PlaySeven,
    Step,
    Switch,
    card_of,
    give,
    parse,
    step,
)
from .data import (
    BACKWARD,
    BLOCK_BY_COLOUR,
    CIRCLE,
    COLOURS,
    DEALS_PER_DEALER,
    DECK,
    HAND_SIZE,
    HOUSE,
    HOUSE_SIZE,
    NUMBERED,
    PIECES,
    PLAYERS,
    SECTION,
    SPLIT,
    STARTS,
    STEPS,
    TEAM_NAMES,
    TRACK,
    Kind,
)
from .offers import KIND_ORDER, card_moves, distinct, switches
from .options import check_options
from .track import (
    ALL_PIECES,
    POSITIONS,
    SEVEN_UNUSABLE,
    Refusal,
    Seen,
    backward,
    blocked_starts,
    can_come_out,
    controlled,
    count_ends,
    field_name,
    forward,
    land,
    parse_field,
    piece_name,
    seven_moves,
    seven_playable,
    start_field,
    switchable,
    team_home,
    team_won,
)
from .unseen import redraw_unseen
from .views import Hop, LastPlay, PartnersView, Phase, hop

#: The phases and cards the hottest code tests for, as plain globals: ``Phase.SWAP`` is looked up
#: through the enum's metaclass (its ``__getattr__``), some ten times slower than a global, and
#: every move asks for several.
_PHASE_SWAP, _PHASE_SEVEN = Phase.SWAP, Phase.SEVEN
_SWITCH, _SEVEN, _MINUS_4 = Kind.SWITCH, Kind.SEVEN, Kind.MINUS_4


class PartnersState(State):
    """One play of Partners, from the first deal until a team has all eight pieces home."""

    action_types = get_args(Action)

    __slots__ = (
        "_legal",
        "_sevens",
        "deal",
        "dealer",
        "deals",
        "deck",
        "fresh",
        "gave",
        "giving",
        "hands",
        "laid_down",
        "last",
        "phase",
        "pos",
        "received",
        "seven_left",
        "seven_moved",
        "turn",
        "used",
        "winner",
    )

    pos: list[int]
    fresh: list[bool]
    hands: list[list[Kind]]
    laid_down: list[list[Kind]]  # each seat's hands given up since the deck was built; also in used
    giving: list[Kind | None]  # set aside for the partner, not yet swapped
    gave: list[Kind | None]  # passed to the partner in this deal's swap
    received: list[Kind | None]  # received from the partner in this deal's swap
    deck: list[Kind]  # the dealer's deck; the top is the end
    used: list[Kind]
    dealer: int
    deal: int
    deals: int
    phase: Phase
    turn: int
    seven_left: int
    seven_moved: frozenset[int]  # the pieces that have taken their part of the 7 being split
    last: LastPlay | None
    winner: int | None
    _legal: list[Action] | None
    # What the 7's search found out (see track.Seen), kept from the listing that offers a 7 through
    # all the steps of that 7; each answer names its whole board and seat, so clones may share it.
    _sevens: Seen | None

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> PartnersState:
        self = cls.__new__(cls)
        self._init_base(game, players, seed, check_options(options))
        opts = self.options
        self.pos = [CIRCLE] * (PLAYERS * PIECES)
        self.fresh = [False] * (PLAYERS * PIECES)
        if opts["pieces"] is not None:
            for seat, row in enumerate(opts["pieces"]):
                for index, name in enumerate(row):
                    piece = seat * PIECES + index
                    self.pos[piece] = _parsed(parse_field(name, seat))
                    self.fresh[piece] = self.pos[piece] == start_field(seat)
        self.hands = [[] for _ in range(PLAYERS)]
        self.laid_down = [[] for _ in range(PLAYERS)]
        self.giving = [None] * PLAYERS
        self.gave = [None] * PLAYERS
        self.received = [None] * PLAYERS
        self.deck = list(DECK)
        self.used = []
        self.dealer = opts["dealer"]
        self.deal = 0
        self.deals = 0
        self.seven_left = 0
        self.seven_moved = frozenset()
        self.last = None
        self.winner = None
        self._legal = None
        self._sevens = None
        shuffle(self.deck, self._random())
        staged = opts["hands"]
        if staged is not None:
            for seat, row in enumerate(staged):
                for label in row:
                    card = Kind(label)
                    self.deck.remove(card)
                    self.hands[seat].append(card)
        events = [
            Event(
                "setup",
                f"{' and '.join(TEAM_NAMES)} race; partners sit opposite: "
                + ", ".join(f"{players[s]} {COLOURS[s]}" for s in range(PLAYERS))
                + ".",
                "partners.teams",
            )
        ]
        events += self._deal_cards()
        self.opening = tuple(events)
        return self

    # ---- whose turn, and what they may do ----

    @property
    def current_player(self) -> int | None:
        if self.winner is not None:
            return None
        if self.phase is _PHASE_SWAP:
            for offset in range(1, PLAYERS + 1):
                seat = (self.dealer + offset) % PLAYERS
                if self.giving[seat] is None:
                    return seat
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._legal_now()
        return list(self._legal)

    def _legal_now(self) -> list[Action]:
        if self.winner is not None:
            return []
        if self.phase is _PHASE_SWAP:
            seat = self.current_player
            assert seat is not None
            return [give(card) for card in distinct(self.hands[seat])]
        seat = self.turn
        if self.phase is _PHASE_SEVEN:
            parts = seven_moves(self.pos, self.fresh, seat, self.seven_left, self.seven_moved, self._seen())
            return [step(p, n, to) for p, n, to in parts]
        pos, fresh = self.pos, self.fresh
        blocked = blocked_starts(pos)
        pieces = controlled(pos, seat)
        moves: list[Action] = []
        for card in distinct(self.hands[seat]):
            if card is _SWITCH:
                moves += switches(
                    tuple(p for p, place in enumerate(pos) if 0 <= place < TRACK and pos.count(place) == 1)
                )
            elif card is _SEVEN:
                if seven_playable(pos, fresh, seat, self._seen()):
                    moves.append(PlaySeven())
            else:
                moves += card_moves(pos, fresh, card, pieces, blocked)
        return moves or [GiveUp()]

    def _seen(self) -> Seen:
        if self._sevens is None:
            self._sevens = {}
        return self._sevens

    def _check_rules(self, action: Any) -> None:
        if self._legal is None:
            self._legal = self._legal_now()
        # A move picked from legal_actions() is the very instance listed (see .actions): looked for
        # by identity first, it is not compared field by field with every move listed before it.
        for listed in self._legal:
            if listed is action:
                return
        if action in self._legal:
            return
        rule, text = self._why_not(action)
        raise IllegalAction(text[0].upper() + text[1:] + ".", rule)

    def parse_action(self, text: str) -> Any | None:
        return parse(text)

    def _why_not(self, action: Any) -> tuple[str, str]:
        """The rule that refuses an action, in words (the state is unchanged)."""
        seat = self.current_player
        assert seat is not None
        name = self.players[seat]
        hand = self.hands[seat]
        if unknown := _not_on_board(action, self.pos, self.fresh):
            return "core.legal-actions", unknown
        if self.phase is Phase.SWAP:
            if not isinstance(action, Give):
                return "partners.swap", "first every player gives one card to their partner"
            return "partners.hand", f"{name} holds no {action.card}"
        if isinstance(action, Give):
            return "partners.swap", "partners swap cards only right after a deal"
        if self.phase is Phase.SEVEN:
            if not isinstance(action, Step):
                return (
                    "partners.seven",
                    f"{name} is splitting a 7 and has {counted(self.seven_left, 'step')} left to use",
                )
            return self._why_not_step(seat, action)
        if isinstance(action, Step):
            return "partners.seven", "steps are moved one by one only while splitting a 7"
        if isinstance(action, GiveUp):
            usable = self.legal_actions()[0]
            return "partners.give-up", f"{name} can still use a card, e.g. {usable}"
        card = card_of(action)
        if card is None:
            return "core.legal-actions", f"{action} is not a move in Partners"
        if card not in hand:
            return "partners.hand", f"{name} holds no {card}"
        if isinstance(action, PlaySeven):
            return "partners.seven", SEVEN_UNUSABLE
        if isinstance(action, Switch):
            return self._why_not_switch(action)
        assert isinstance(action, Move)
        return self._why_not_move(seat, action)

    def _why_not_move(self, seat: int, move: Move) -> tuple[str, str]:
        piece, card = move.piece, move.card
        if card is Kind.SEVEN:
            return "partners.seven", "A 7 is played as 'Play 7', then split into steps, one part per piece"
        if card is Kind.SWITCH:
            return "partners.switch", "A Switch swaps two pieces: 'Play Switch: <piece> with <piece>'"
        if piece not in controlled(self.pos, seat):
            return self._not_controlled(seat, piece)
        why: list[Refusal] = []
        colour = piece // PIECES
        if move.to == start_field(colour) and card in STARTS:
            can_come_out(self.pos, piece, why)
        elif self.pos[piece] == CIRCLE and card in STARTS:
            return "partners.start", f"{piece_name(piece)} can only come out, onto its own start field"
        elif card is Kind.MINUS_4:
            backward(self.pos, piece, BACKWARD, blocked_starts(self.pos), why)
        elif card is Kind.START:
            return "partners.start", "a Start card only brings a piece out of its circle"
        else:
            return self._why_not_forward(piece, STEPS[card], move.to, f"{card} counts")
        if why:
            return why[0].rule, f"{piece_name(piece)}: {why[0].text}"
        return "partners.track", f"{card} cannot take {piece_name(piece)} to {field_name(move.to, colour)}"

    def _not_controlled(self, seat: int, piece: int) -> tuple[str, str]:
        """Why ``seat`` may not move ``piece``: whose pieces its cards move now."""
        name = self.players[seat]
        partner = self.players[(seat + 2) % PLAYERS]
        if piece // PIECES == seat:
            text = f"all four of {name}'s pieces are home: {name}'s cards now move {partner}'s pieces"
            return "partners.help", text
        if piece // PIECES == (seat + 2) % PLAYERS:
            return "partners.help", f"{name} moves a partner's pieces only once all four own are home"
        return "partners.hand", f"{piece_name(piece)} is not {name}'s to move"

    def _why_not_step(self, seat: int, step: Step) -> tuple[str, str]:
        if not 1 <= step.steps <= self.seven_left:
            left = self.seven_left
            return "partners.seven", f"only {left} of the 7's steps {'is' if left == 1 else 'are'} left"
        if step.piece not in controlled(self.pos, seat):
            return self._not_controlled(seat, step.piece)
        if step.piece in self.seven_moved:
            moved = f"{piece_name(step.piece)} has already moved its part of this 7"
            return "partners.seven", moved + ": each piece takes at most one part"
        if step.to in forward(self.pos, self.fresh, step.piece, step.steps, blocked_starts(self.pos)):
            rest = self.seven_left - step.steps
            return "partners.seven", f"after that {_rest_of_seven(rest)} could not be used"
        counting = f"{counted(step.steps, 'step')} count{'s' * (step.steps == 1)}"
        return self._why_not_forward(step.piece, (step.steps,), step.to, counting)

    def _why_not_forward(self, piece: int, counts: tuple[int, ...], to: int, said: str) -> tuple[str, str]:
        """Why counting forward (any of ``counts`` steps) does not take ``piece`` to ``to``: what
        cuts the way to that very field, or, when no count leads there, where the counts do lead."""
        colour = piece // PIECES
        place = self.pos[piece]
        house = HOUSE <= to < HOUSE + HOUSE_SIZE
        ends = [end for steps in counts for end in count_ends(self.pos, self.fresh, piece, steps)]
        into_house = any(HOUSE <= end < HOUSE + HOUSE_SIZE for end in ends)
        why: list[Refusal] = []
        for steps in counts:
            forward(self.pos, self.fresh, piece, steps, blocked_starts(self.pos), why)
        for refusal in why:
            past_the_house = refusal.field is not None and refusal.field >= HOUSE + HOUSE_SIZE
            if refusal.field in (None, to) or (house and past_the_house and not into_house):
                return refusal.rule, f"{piece_name(piece)}: {refusal.text}"
        if house and place == start_field(colour) and self.fresh[piece]:
            text = (
                f"{piece_name(piece)} has just come out: it turns into its house only after leaving its "
                "start field (going round, backing off with a -4, or being switched away)"
            )
            return "partners.house", text
        barred: dict[int, str] = {}
        for refusal in why:
            if refusal.field is not None and refusal.field in ends and refusal.field < HOUSE + HOUSE_SIZE:
                barred.setdefault(refusal.field, refusal.text)
        leads = [end for end in ends if end not in barred] or ends
        where = " or ".join(_end_name(end, colour) for end in leads)
        asked = field_name(to, colour) if CIRCLE <= to < HOUSE + HOUSE_SIZE else f"{to}, which is no field"
        text = f"{said} {piece_name(piece)} from {field_name(place, colour)} to {where}, not to {asked}"
        if house and not any(end >= HOUSE for end in ends):
            return "partners.house", text + ": a piece turns into its house only at its own start field"
        either = " either" if len(leads) < len(ends) else ""
        for end, reason in barred.items():
            text += f"; it cannot stop on {_end_name(end, colour)}{either}, since {reason}"
        return ("partners.house" if house else "partners.track"), text

    def _why_not_switch(self, switch: Switch) -> tuple[str, str]:
        if switch.first // PIECES == switch.second // PIECES:
            return "partners.switch", "Switch swaps two pieces of different colours"
        for piece in (switch.first, switch.second):
            place = self.pos[piece]
            if place == CIRCLE or place >= HOUSE:
                where = "circle" if place == CIRCLE else "house"
                return "partners.switch", f"{piece_name(piece)} is in its {where}, out of Switch's reach"
            if not switchable(self.pos, piece):
                return "partners.pair", f"{piece_name(piece)} is half of a pair, which cannot be swapped"
        return "core.legal-actions", f"{switch} is not a move now"

    # ---- carrying out a move ----

    def _do(self, action: Any) -> list[Event]:
        self._legal = None
        if type(action) is not Step and type(action) is not PlaySeven:
            self._sevens = None  # no 7 goes on: the next one starts afresh
        seat = self.current_player
        assert seat is not None
        if type(action) is Move:  # the commonest move first
            return self._move(seat, action)
        if isinstance(action, Give):
            return self._give(seat, action.card)
        if isinstance(action, GiveUp):
            return self._give_up(seat)
        if isinstance(action, PlaySeven):
            self._spend(seat, Kind.SEVEN)
            self.phase = Phase.SEVEN
            self.seven_left = SPLIT
            self.seven_moved = frozenset()
            self.last = LastPlay(seat, Kind.SEVEN, ())
            text = f"{self.players[seat]} plays 7 and splits its seven steps among their pieces."
            return [Event("play", text, "partners.seven", {"seat": seat, "card": "7"})]
        if isinstance(action, Step):
            return self._step(seat, action)
        assert isinstance(action, Switch)
        return self._switch(seat, action)

    def _give(self, seat: int, card: Kind) -> list[Event]:
        self.hands[seat].remove(card)
        self.giving[seat] = card
        partner = self.players[(seat + 2) % PLAYERS]
        events = [Event("give", f"{self.players[seat]} sets a card aside for {partner}.", "partners.swap")]
        if None not in self.giving:
            for giver in range(PLAYERS):
                taker = (giver + 2) % PLAYERS
                passed = self.giving[giver]
                assert passed is not None
                self.hands[taker].append(passed)
                self.received[taker] = passed
                self.gave[giver] = passed
            self.giving = [None] * PLAYERS
            pairs = " and ".join(f"{self.players[s]} with {self.players[s + 2]}" for s in range(2))
            events.append(Event("swap", f"Partners swap face down: {pairs}.", "partners.swap"))
            self.phase = Phase.PLAY
            self.turn = (self.dealer + 1) % PLAYERS
        return events

    def _give_up(self, seat: int) -> list[Event]:
        count = len(self.hands[seat])
        self.used += self.hands[seat]
        self.laid_down[seat] += self.hands[seat]
        self.hands[seat] = []
        self.last = LastPlay(seat, None, ())
        text = (
            f"{self.players[seat]} cannot use any of their {counted(count, 'card')} and "
            "lays them down unseen, to wait for the next deal."
        )
        return [Event("give-up", text, "partners.give-up", {"seat": seat}), *self._next_turn(seat)]

    def _spend(self, seat: int, card: Kind) -> None:
        self.hands[seat].remove(card)
        self.used.append(card)

    def _move(self, seat: int, move: Move) -> list[Event]:
        self._spend(seat, move.card)
        piece, colour = move.piece, move.piece // PIECES
        start = self.pos[piece]
        name = self.players[seat]
        came_out, back = start == CIRCLE, move.card is _MINUS_4
        if came_out:
            text = f"{name} plays {move.card}: {piece_name(piece)} comes out onto its start field."
            rule = "partners.start"
        else:
            trip = f"{field_name(start, colour)} to {field_name(move.to, colour)}"
            if back:
                text = f"{name} plays -4: {piece_name(piece)} goes back from {trip}."
                rule = "partners.minus-four"
            else:
                text = f"{name} plays {move.card}: {piece_name(piece)} moves from {trip}."
                rule = "partners.numbers"
        events = [Event("move", text, rule, {"seat": seat, "piece": piece, "from": start, "to": move.to})]
        events += self._notes(seat, piece, move.to, forward=not back)
        hops, landing = self._land(piece, move.to, came_out)
        self.last = LastPlay(seat, move.card, hops)
        events += landing
        return events + self._after_play(seat)

    def _step(self, seat: int, step: Step) -> list[Event]:
        piece, colour = step.piece, step.piece // PIECES
        start = self.pos[piece]
        self.seven_left -= step.steps
        self.seven_moved |= {piece}
        left = f"{self.seven_left} left" if self.seven_left else "the 7 is used up"
        text = (
            f"{piece_name(piece)} moves {step.steps} of the 7 from {field_name(start, colour)} to "
            f"{field_name(step.to, colour)} ({left})."
        )
        events = [
            Event(
                "step", text, "partners.seven", {"seat": seat, "piece": piece, "from": start, "to": step.to}
            )
        ]
        events += self._notes(seat, piece, step.to, forward=True)
        hops, landing = self._land(piece, step.to, False)
        assert self.last is not None
        self.last = LastPlay(seat, _SEVEN, self.last.hops + hops)
        events += landing
        if self.seven_left and not team_won(self.pos, seat):
            return events
        if self.seven_left:
            rest, verb = _rest_of_seven(self.seven_left), "is" if self.seven_left == 1 else "are"
            text = f"{rest[0].upper()}{rest[1:]} {verb} not needed: the team's eighth piece is home."
            events.append(Event("step", text, "partners.seven", {"seat": seat}))
        self.seven_left = 0
        self.seven_moved = frozenset()
        self.phase = Phase.PLAY
        return events + self._after_play(seat)

    def _switch(self, seat: int, switch: Switch) -> list[Event]:
        self._spend(seat, _SWITCH)
        a, b = switch.first, switch.second
        at_a, at_b = self.pos[a], self.pos[b]
        self.pos[a], self.pos[b] = at_b, at_a
        self.fresh[a] = self.fresh[b] = False
        self.last = LastPlay(seat, _SWITCH, (hop(a, at_a, at_b), hop(b, at_b, at_a)))
        text = (
            f"{self.players[seat]} plays Switch: {piece_name(a)} ({field_name(at_a, a // PIECES)}) and "
            f"{piece_name(b)} ({field_name(at_b, b // PIECES)}) trade places."
        )
        return [
            Event("switch", text, "partners.switch", {"seat": seat, "pieces": [a, b]}),
            *self._after_play(seat),
        ]

    def _notes(self, seat: int, piece: int, end: int, *, forward: bool) -> list[Event]:
        """Explain the start fields on the way, which are not counted: those jumped over, and the
        piece's own, where it turns off into its house; and, when a player helping a partner takes
        the partner's piece past or into that colour's blocked start field, why it may. Called before
        the piece moves."""
        start = self.pos[piece]
        if not 0 <= start < TRACK:
            return []
        colour = piece // PIECES
        own = start_field(colour)
        target = end if end < HOUSE else own  # into a house: up to the turn-off
        passed, jumps = _jumped(start, target, forward)
        notes = []
        if jumps is not None:
            notes.append(Event("count", jumps, "partners.track"))
        if end >= HOUSE:
            text = (
                f"It turns off into its house at the {COLOURS[colour].lower()} start field, without "
                "counting that field."
            )
            notes.append(Event("count", text, "partners.house"))
        passes_own = start != own and (end >= HOUSE or colour in passed)
        if seat != colour and passes_own:
            notes += self._block_by_colour(seat, piece)
        return notes

    def _block_by_colour(self, seat: int, piece: int) -> list[Event]:
        """A helper takes the partner's piece past (or into the house at) the partner's own start
        field: if the partner's own piece stands there, say why that block does not stop it."""
        own = start_field(piece // PIECES)
        base = piece - piece % PIECES
        blocker = next((p for p in range(base, base + PIECES) if p != piece and self.pos[p] == own), None)
        if blocker is None:
            return []
        text = (
            f"{piece_name(blocker)} on the {COLOURS[piece // PIECES].lower()} start field does not stop "
            f"{self.players[seat]} here: {BLOCK_BY_COLOUR}."
        )
        return [Event("count", text, "partners.block")]

    def _land(self, piece: int, to: int, came_out: bool) -> tuple[tuple[Hop, ...], list[Event]]:
        """Put the piece down, settle captures and pairs, and say what happened."""
        start = self.pos[piece]
        colour = piece // PIECES
        sent = land(self.pos, self.fresh, piece, to, came_out=came_out)
        hops = [hop(piece, start, to)]
        events: list[Event] = []
        if to >= HOUSE:
            events.append(
                Event("house", f"{piece_name(piece)} is safe in {field_name(to, colour)}.", "partners.house")
            )
        for victim in sent:
            hops.append(hop(victim, to, CIRCLE))
            if victim == piece:
                pair = COLOURS[self._pair_colour(to)]
                text = f"Two {pair} pieces hold that field: {piece_name(piece)} goes back to its circle."
            else:
                text = f"{piece_name(piece)} lands on {piece_name(victim)}, which goes back to its circle."
            events.append(Event("capture", text, "partners.capture", {"piece": victim}))
        if to >= HOUSE and not team_won(self.pos, colour) and _all_home(self.pos, colour):
            partner = self.players[(colour + 2) % PLAYERS]
            done = self.players[colour]
            text = f"All of {done}'s pieces are home: from now on {done}'s cards move {partner}'s pieces."
            events.append(Event("help", text, "partners.help"))
        if not sent and 0 <= to < TRACK and self.pos.count(to) == 2:
            events.append(
                Event(
                    "pair",
                    f"{COLOURS[colour]} has a pair on {field_name(to, colour)}: safe from Switch.",
                    "partners.pair",
                )
            )
        return tuple(hops), events

    def _pair_colour(self, field: int) -> int:
        return next(p // PIECES for p in range(PLAYERS * PIECES) if self.pos[p] == field)

    def _after_play(self, seat: int) -> list[Event]:
        """End the game if the team has all eight home; else pass the turn."""
        if not team_won(self.pos, seat):
            return self._next_turn(seat)
        team = seat % 2
        self.winner = team
        self.phase = Phase.OVER
        return [Event("win", f"{TEAM_NAMES[team]} have all eight pieces home and win!", "partners.teams")]

    def _next_turn(self, seat: int) -> list[Event]:
        for offset in range(1, PLAYERS + 1):
            nxt = (seat + offset) % PLAYERS
            if self.hands[nxt]:
                self.turn = nxt
                return []
        return self._deal_cards()

    def _deal_cards(self) -> list[Event]:
        events = []
        if self.deal == DEALS_PER_DEALER:
            self.used += self.deck
            self.deck = self.used
            self.used = []
            self.laid_down = [[] for _ in range(PLAYERS)]
            self.dealer = (self.dealer + 1) % PLAYERS
            self.deal = 0
            shuffle(self.deck, self._random())
            dealer = self.players[self.dealer]
            text = f"The four cards left go to the used pile; {dealer} shuffles all 52 and deals next."
            events.append(Event("deck", text, "partners.deal"))
        self.deal += 1
        self.deals += 1
        for offset in range(1, PLAYERS + 1):
            seat = (self.dealer + offset) % PLAYERS
            while len(self.hands[seat]) < HAND_SIZE:
                self.hands[seat].append(self.deck.pop())
        self.gave = [None] * PLAYERS
        self.received = [None] * PLAYERS
        first = (self.dealer + 1) % PLAYERS
        self.turn = first
        text = (
            f"{self.players[self.dealer]} deals four cards each (deal {self.deal} of {DEALS_PER_DEALER} "
            f"from this deck); {self.players[first]} plays first."
        )
        events.append(Event("deal", text, "partners.deal", {"dealer": self.dealer, "deal": self.deal}))
        self.phase = Phase.SWAP if self.options["swap"] else Phase.PLAY
        return events

    # ---- scores, views, copies ----

    def public_text(self, action: Any) -> str:
        """A card for the partner is passed face down: the table only learns that one was given."""
        return "Give a card to partner" if isinstance(action, Give) else str(action)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """Partners sit opposite: seats 0 and 2 against 1 and 3."""
        return tuple(tuple(range(team, PLAYERS, 2)) for team in range(2))

    def scores(self) -> list[int]:
        """Each seat's team's pieces home (8 wins)."""
        return [team_home(self.pos, seat) for seat in range(PLAYERS)]

    def view(self, seat: int | None) -> PartnersView:
        return PartnersView(
            seat=seat,
            players=self.players,
            phase=self.phase,
            current=self.current_player,
            dealer=self.dealer,
            deal=self.deal,
            deals=self.deals,
            pieces=tuple(self.pos),
            fresh=tuple(self.fresh),
            hand=() if seat is None else tuple(sorted(self.hands[seat], key=KIND_ORDER.__getitem__)),
            hand_sizes=tuple(len(hand) for hand in self.hands),
            given=tuple(card is not None for card in self.giving),
            giving=None if seat is None else self.giving[seat],
            received=None if seat is None else self.received[seat],
            gave=None if seat is None else self.gave[seat],
            seven_left=self.seven_left,
            deck=len(self.deck),
            used=len(self.used),
            last=self.last,
            winner=self.winner,
        )

    def clone(self) -> PartnersState:
        other = self._copy_base(PartnersState.__new__(PartnersState))
        other.pos = self.pos.copy()
        other.fresh = self.fresh.copy()
        other.hands = [hand.copy() for hand in self.hands]
        other.laid_down = [pile.copy() for pile in self.laid_down]
        other.giving = self.giving.copy()
        other.gave = self.gave.copy()
        other.received = self.received.copy()
        other.deck = self.deck.copy()
        other.used = self.used.copy()
        other.dealer = self.dealer
        other.deal = self.deal
        other.deals = self.deals
        other.phase = self.phase
        other.turn = self.turn
        other.seven_left = self.seven_left
        other.seven_moved = self.seven_moved
        other.last = self.last
        other.winner = self.winner
        other._legal = self._legal
        other._sevens = self._sevens
        return other

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Unseen: the deck, the other hands, cards set aside, hands laid down and the opponents' swap;
        the card this seat passed its partner stays with the partner while the view proves it is
        there (see :mod:`.unseen`)."""
        redraw_unseen(self, seat, rng)
        self._legal = None

    def __repr__(self) -> str:
        home = self.scores()
        teams = f"{TEAM_NAMES[0]} {home[0]}/8 home, {TEAM_NAMES[1]} {home[1]}/8"
        return f"<Partners deal {self.deals}, {self.phase}: {teams}>"


@cache
def _jumped(start: int, target: int, forward: bool) -> tuple[tuple[int, ...], str | None]:
    """The start fields a piece jumps over between two track fields, in the order met, and the
    note that says so (None when it jumps none). Cached: every move asks, there are only a few
    thousand pairs of fields, and the answer never changes."""
    span = (target - start) % TRACK if forward else (start - target) % TRACK
    passed = []
    for section in range(PLAYERS):
        gap = (section * SECTION - start) % TRACK if forward else (start - section * SECTION) % TRACK
        if 0 < gap < span:
            passed.append((gap, section))
    sections = tuple(section for _, section in sorted(passed))
    if not sections:
        return sections, None
    fields = " and ".join(f"the {COLOURS[section].lower()} start field" for section in sections)
    return sections, f"It jumps over {fields} without counting it."


def _end_name(end: int, colour: int) -> str:
    """Where a count ends, in words; a count running past the house's last field says by how much."""
    last = HOUSE + HOUSE_SIZE - 1
    return field_name(end, colour) if end <= last else f"{end - last} past {field_name(last, colour)}"


def _rest_of_seven(count: int) -> str:
    """The steps of a 7 still to use, in words: "the 7's last step", "the 7's other 3 steps"."""
    return "the 7's last step" if count == 1 else f"the 7's other {count} steps"


def _all_home(pos: list[int], seat: int) -> bool:
    return min(pos[seat * PIECES : seat * PIECES + PIECES]) >= HOUSE


def _parsed(position: int | None) -> int:
    assert position is not None  # options were checked
    return position


def _not_on_board(action: Any, pos: list[int], fresh: list[bool]) -> str | None:
    """A piece or a position no board has, named by an action built by hand (else None).

    A count that runs past the end of a house leads beyond the board's last position (see
    :func:`count_ends`); a move aimed there is a real question with a rule for its answer, so the
    house rule, not this check, refuses it."""
    pieces: tuple[int, ...] = (action.first, action.second) if isinstance(action, Switch) else ()
    if isinstance(action, Move | Step):
        pieces = (action.piece,)
    for piece in pieces:
        if piece not in ALL_PIECES:
            return f"there is no piece {piece} (pieces are numbered 0 to {ALL_PIECES[-1]})"
    if isinstance(action, Move | Step) and action.to not in POSITIONS:
        counts = (action.steps,) if isinstance(action, Step) else STEPS[action.card]
        leads = {
            end
            for steps in counts
            if 1 <= steps <= NUMBERED
            for end in count_ends(pos, fresh, action.piece, steps)
        }
        if action.to not in leads:
            return f"there is no position {action.to} (from {POSITIONS[0]}, a circle, to {POSITIONS[-1]})"
    return None
