"""Rowdy Partners' state machine: the turn's story from a card played to the trick won.

The rule decisions live in :mod:`.rules`; the parts of the game each have a module: what may be
played (:mod:`.legal`) and why not (:mod:`.refusals`), the deal (:mod:`.deal`), the Headliners'
powers and diamonds (:mod:`.headliners`), the Pop track and its tokens (:mod:`.pop`), the trick
and its winner (:mod:`.trick`), the damage (:mod:`.damage`) and what a seat cannot see
(:mod:`.unseen`). This module sequences them and tells every step as an
:class:`~tabletop.core.Event`, so the log teaches the rules as the game is played.
"""

from __future__ import annotations

import random
from typing import Any, get_args

from ..core import Event, State
from ..core.cards import shuffle
from . import data
from .actions import (
    DECLARE,
    DONE,
    KEEP,
    PLAY,
    TAG,
    Action,
    AddDamage,
    Coin,
    Declare,
    Done,
    KeepCheat,
    Play,
    RevealCheat,
    Tag,
    TagWith,
    parse,
)
from .data import (
    CHEATS,
    HEADLINERS,
    MANAGERS,
    SLOTS,
    SUPPLY,
    WRESTLERS,
    Card,
    Cheat,
    Power,
    Signature,
    Suit,
    Token,
)
from .deal import give_start_token, setup_event, sides, start_round
from .headliners import powers, reveal_diamond
from .legal import in_play, playable, tags_available, token_options
from .options import check_options
from .pop import gain_icon, held, look_at_cheats, move_pop, spend_signature, track
from .refusals import why_not
from .rules import Played, Ring, lead_slot, lead_suit, must_follow, put_token, space_name
from .trick import NONE_SPENT, counters, end_trick, ring_event, token_event
from .unseen import redraw
from .views import Phase, RowdyView, TrickResult, diamond_view, played_view


class RowdyState(State):
    """One play of Rowdy Partners, from the first deal to the pin."""

    action_types = get_args(Action)

    __slots__ = (
        "_legal",
        "board",
        "burn",
        "characters",
        "cheat_pool",
        "cheats",
        "cheats_spent",
        "coins",
        "damage_dealt",
        "damage_tokens",
        "diamond_spot",
        "diamonds",
        "discard",
        "grave_robbing",
        "hands",
        "headliner",
        "health",
        "last_trick",
        "leading",
        "looking",
        "loser",
        "managers",
        "max_health",
        "pending",
        "phase",
        "pop",
        "ring",
        "round",
        "side_of",
        "sides",
        "signature_on_board",
        "signatures",
        "slot",
        "spent",
        "spent_cheats",
        "supply",
        "tagged",
        "tags",
        "trick",
        "under_diamond",
    )

    characters: tuple[str, ...]
    managers: tuple[str | None, ...]
    headliner: tuple[bool, ...]
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    side_of: tuple[int, ...]
    max_health: tuple[int, ...]
    health: list[int]
    pop: list[int]
    coins: list[int]
    damage_tokens: list[int]
    tags: list[int]
    cheats: list[list[Cheat]]
    signatures: list[bool]
    signature_on_board: list[bool]  # spent in this trick: back on its board when the trick is cleared
    under_diamond: list[bool]
    supply: dict[Token, int]
    cheat_pool: list[Cheat]  # face down; the top is the end
    cheats_spent: list[Cheat]
    hands: list[list[Card]]
    diamonds: list[list[Card | None]]
    discard: list[Card]
    burn: list[Card]
    board: list[Played | None]
    spent: dict[Token, int]  # supply tokens on this trick's cards, back to the supply afterwards
    spent_cheats: list[Cheat]  # cheats on this trick's cards, to the spent pile afterwards
    ring: Ring
    round: int
    trick: int
    slot: int
    phase: Phase
    diamond_spot: int | None  # where in the diamond the card in play came from, until its reveal
    leading: bool  # the card in play was played when nothing lay face up
    grave_robbing: bool  # the card in play used Grave Robbing
    pending: list[tuple[Phase, int]]  # decisions owed after a play: (DECLARE or KEEP, seat)
    looking: list[Cheat]
    tagged: list[bool]
    damage_dealt: list[int]
    loser: int | None
    last_trick: TrickResult | None
    #: The legal moves, listed once per decision: a bot loop asks for them and ``apply`` checks the
    #: move against them. Dropped by every move (``_do``) and by a redraw; never saved or viewed.
    _legal: list[Any] | None

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> RowdyState:
        self = cls.__new__(cls)
        self._init_base(game, players, seed, check_options(options, len(players)))
        opts = self.options
        n = len(players)
        self.characters = tuple(opts["characters"])
        self.headliner = tuple(name in HEADLINERS for name in self.characters)
        self.managers = tuple(opts["managers"][s] if self.headliner[s] else None for s in range(n))
        self.sides = sides(self.headliner)
        self.side_of = tuple(0 if seat in self.sides[0] else 1 for seat in range(n))
        self.max_health = tuple(
            data.HEADLINER_HEALTH if self.headliner[s] else WRESTLERS[self.characters[s]].health
            for s in range(n)
        )
        self.health = [
            self.max_health[s] if opts["health"][s] is None else opts["health"][s] for s in range(n)
        ]
        self.pop = [0, 0]
        self.coins = [0] * n
        self.damage_tokens = [0] * n
        self.tags = [0] * n
        self.cheats = [[] for _ in range(n)]
        self.signatures = [False] * n
        self.signature_on_board = [False] * n
        self.under_diamond = [False] * n
        self.supply = dict(SUPPLY)
        self.cheat_pool = [cheat for cheat, count in CHEATS.items() for _ in range(count)]
        shuffle(self.cheat_pool, self._random())
        self.cheats_spent = []
        self.spent = NONE_SPENT.copy()
        self.spent_cheats = []
        self.looking = []
        self.pending = []
        self.tagged = [False, False]
        self.damage_dealt = [0] * n
        self.loser = None
        self.last_trick = None
        self._legal = None
        first = opts["first_side"]
        front = self._random().randrange(2) if first is None else first
        self.ring = Ring.of((self.sides[0], self.sides[1]), front)
        events = [setup_event(self, seat) for seat in range(n)]
        events.append(ring_event(self))
        for seat, labels in enumerate(opts["tokens"]):
            for label in labels:
                give_start_token(self, seat, label)
        for side in (0, 1):
            events += gain_icon(
                self, side, self.ring.in_ring(side), track(self, side)[0], "The starting space"
            )
        self.round = 1
        start_round(self, events)
        self.opening = tuple(events)
        return self

    # ---- the protocol ----

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase is Phase.PLAY or phase is Phase.STAGE:
            return self.ring.slots()[self.slot]
        if phase is Phase.OVER:
            return None
        return self.pending[0][1]

    def legal_actions(self) -> list[Any]:
        if self._legal is None:
            self._legal = self._legal_now()
        return list(self._legal)

    def _legal_now(self) -> list[Any]:
        phase = self.phase
        if phase is Phase.PLAY:
            seat = self.ring.slots()[self.slot]
            actions: list[Any] = [TAG[using] for using in tags_available(self, seat)]
            actions += [PLAY[card] for card in must_follow(playable(self, seat), lead_suit(self.board))]
            return actions
        if phase is Phase.STAGE:
            return [*token_options(self), DONE]
        if phase is Phase.DECLARE:
            return list(DECLARE.values())
        if phase is Phase.KEEP:
            return [KEEP[cheat] for cheat in dict.fromkeys(self.looking)]
        return []

    def _check_rules(self, action: Any) -> None:
        if self._legal is None:
            self._legal = self._legal_now()
        if action in self._legal:
            return
        raise why_not(self, action)

    def parse_action(self, text: str) -> Any | None:
        return parse(text)

    def public_text(self, action: Any) -> str:
        """Cheats stay face down until used: the table only learns that one was kept."""
        return "Keep one of the cheats" if isinstance(action, KeepCheat) else str(action)

    def scores(self) -> list[int]:
        """Damage each seat has dealt by winning tricks (the winner is the side that pins)."""
        return list(self.damage_dealt)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """Two teams of two, a Headliner against a team of two, or two Headliners (deal.sides)."""
        return self.sides

    def rank_key(self, seat: int) -> tuple[int, ...]:
        """Winning side first; before the end, the side whose worst health is higher."""
        side = self.side_of[seat]
        if self.loser is not None:
            return (int(side != self.loser),)
        return (0, min(self.health[s] for s in self.sides[side]))

    def view(self, seat: int | None) -> RowdyView:
        board = self.board
        lead = lead_slot(board)
        suit = lead_suit(board)
        return RowdyView(
            seat,
            self.players,
            self.characters,
            self.managers,
            self.sides,
            self.round,
            self.trick + 1,
            self.phase,
            self.current_player,
            self.ring.slots(),
            self.ring.front,
            (self.ring.in_ring(0), self.ring.in_ring(1)),
            None if self.phase is Phase.OVER else self.slot,
            tuple(played_view(board, slot, lead) for slot in range(SLOTS)),
            lead,
            suit,
            tuple(self.health),
            self.max_health,
            (self.pop[0], self.pop[1]),
            tuple(self.coins),
            tuple(self.damage_tokens),
            tuple(self.tags),
            tuple(len(c) for c in self.cheats),
            tuple(self.signatures),
            () if seat is None else tuple(self.cheats[seat]),
            () if seat is None else tuple(self.hands[seat]),
            tuple(len(h) for h in self.hands),
            tuple(diamond_view(d, in_play(self, s)) for s, d in enumerate(self.diamonds)),
            tuple(self.under_diamond),
            tuple(self.signature_on_board),
            (self.tagged[0], self.tagged[1]),
            tuple(self.supply.items()),
            len(self.cheat_pool),
            len(self.cheats_spent),
            tuple(self.looking)
            if seat is not None and self.phase is Phase.KEEP and seat == self.pending[0][1]
            else (),
            len(self.discard),
            len(self.burn),
            tuple(self.damage_dealt),
            self.loser,
            self.last_trick,
        )

    def clone(self) -> RowdyState:
        other = self._copy_base(RowdyState.__new__(RowdyState))
        other.characters = self.characters
        other.managers = self.managers
        other.headliner = self.headliner
        other.sides = self.sides
        other.side_of = self.side_of
        other.max_health = self.max_health
        other.health = self.health.copy()
        other.pop = self.pop.copy()
        other.coins = self.coins.copy()
        other.damage_tokens = self.damage_tokens.copy()
        other.tags = self.tags.copy()
        other.cheats = [c.copy() for c in self.cheats]
        other.signatures = self.signatures.copy()
        other.signature_on_board = self.signature_on_board.copy()
        other.under_diamond = self.under_diamond.copy()
        other.supply = self.supply.copy()
        other.cheat_pool = self.cheat_pool.copy()
        other.cheats_spent = self.cheats_spent.copy()
        other.hands = [h.copy() for h in self.hands]
        other.diamonds = [d.copy() for d in self.diamonds]
        other.discard = self.discard.copy()
        other.burn = self.burn.copy()
        other.board = [None if p is None else p.copy() for p in self.board]
        other.spent = self.spent.copy()
        other.spent_cheats = self.spent_cheats.copy()
        other.ring = self.ring
        other.round = self.round
        other.trick = self.trick
        other.slot = self.slot
        other.phase = self.phase
        other.leading = self.leading
        other.diamond_spot = self.diamond_spot
        other.grave_robbing = self.grave_robbing
        other.pending = self.pending.copy()
        other.looking = self.looking.copy()
        other.tagged = self.tagged.copy()
        other.damage_dealt = self.damage_dealt.copy()
        other.loser = self.loser
        other.last_trick = self.last_trick
        other._legal = self._legal  # never changed in place: a move replaces it
        return other

    def _redraw_hidden(self, seat: int, rng: random.Random) -> None:
        """Hands, burn, face-down diamond cards and cheats not the seat's, keeping the voids this
        trick and the last show (see :mod:`.unseen`); the moves listed before may name a redrawn card."""
        redraw(self, seat, rng)
        self._legal = None

    def __repr__(self) -> str:
        health = ", ".join(f"{p} {space_name(h)}" for p, h in zip(self.players, self.health))
        if self.phase is Phase.OVER:
            return f"<Rowdy Partners over: {self._winners_text()} win; health {health}>"
        who = self.players[self.current_player]  # type: ignore[index]
        return (
            f"<Rowdy Partners round {self.round}, trick {self.trick + 1}/8: {who} to {self.phase}; "
            f"health {health}>"
        )

    # ---- names in the log ----

    def name(self, seat: int) -> str:
        return self.players[seat]

    def side_name(self, side: int) -> str:
        return " & ".join(self.players[s] for s in self.sides[side])

    def _winners_text(self) -> str:
        return " and ".join(self.players[s] for s in self.winners())

    def signature_of(self, seat: int) -> Signature:
        if self.headliner[seat]:
            manager = self.managers[seat]
            assert manager is not None
            return MANAGERS[manager].signature
        return WRESTLERS[self.characters[seat]].signature

    def power_of(self, seat: int) -> Power | None:
        return HEADLINERS[self.characters[seat]].power if self.headliner[seat] else None

    # ---- the moves ----

    def _do(self, action: Any) -> list[Event]:
        self._legal = None
        kind = type(action)
        if kind is Play:
            return self._play(action.card)
        if kind is Done:
            return self._commit()
        if kind is Tag:
            return self._tag(action.using)
        if kind is Declare:
            return self._declare(action.suit)
        if kind is KeepCheat:
            return self._keep(action.cheat)
        return self._add_token(action)

    def _play(self, card: Card) -> list[Event]:
        seat = self.ring.slots()[self.slot]
        if card in self.hands[seat]:
            self.hands[seat].remove(card)
            self.diamond_spot = None
        else:
            diamond = self.diamonds[seat]
            self.diamond_spot = diamond.index(card)
            diamond[self.diamond_spot] = None
        self.leading = lead_slot(self.board) is None
        self.grave_robbing = False
        self.board[self.slot] = Played(seat, card)
        options = token_options(self)
        if options:
            self.phase = Phase.STAGE
            self._legal = [*options, DONE]  # the staging moves, listed once
            return []
        return self._commit()

    def _add_token(self, action: Any) -> list[Event]:
        """Spend the token from the player's stock, then let the rules change the card."""
        seat = self.ring.slots()[self.slot]
        kind = type(action)
        if kind is Coin or kind is AddDamage:
            token = Token.COIN if kind is Coin else Token.DAMAGE
            held(self, token)[seat] -= 1
            self.spent[token] += 1
        elif kind is RevealCheat:
            self.cheats[seat].remove(action.cheat)
            self.spent_cheats.append(action.cheat)
        else:
            spend_signature(self, seat)
            if action.signature is Signature.GRAVE_ROBBING:
                self.grave_robbing = True  # the look at the pool comes after the play
        rule = put_token(self.board, self.slot, action)
        return [token_event(self, seat, action, rule)]

    def _commit(self) -> list[Event]:
        """The card is played: tell it, move Pop, then settle counters (the diamond waits for
        :meth:`_next`)."""
        seat = self.ring.slots()[self.slot]
        played = self.board[self.slot]
        assert played is not None
        before = None  # the lead before this card: none if it leads (no token turns a card down)
        if not self.leading:
            before = lead_slot([p if i != self.slot else None for i, p in enumerate(self.board)])
        verb = "leads with" if self.leading else "plays"
        events = [
            Event(
                "play",
                f"{self.name(seat)} {verb} {played.card}"
                + (f" with {', '.join(played.notes)}: worth {played.value}" if played.notes else "")
                + f" (slot {self.slot + 1}).",
                "rowdy.lead" if self.leading else "rowdy.play-order",
                {"seat": seat, "slot": self.slot, "card": played.card.label, "value": played.value},
            )
        ]
        if played.card.pop:
            icons = f"{played.card.pop} Pop icon{'s' * (played.card.pop > 1)}"
            events += move_pop(self, seat, played.card.pop, f"{played.card} has {icons}:")
        events += powers(self, seat, played)
        events += counters(self, before)
        if self.grave_robbing:
            events += look_at_cheats(self, seat)
        return events + self._next()

    def _next(self) -> list[Event]:
        """After a play or a choice: hand over the next decision; once none is owed, the card's tokens
        and effects are done, so turn up what it uncovered in its diamond (``DIAMOND_REVEAL_AFTER_EFFECTS``)
        and give the next slot its turn, or finish the trick."""
        if self.pending:
            self.phase = self.pending[0][0]
            return []
        events = reveal_diamond(self)
        self.slot += 1
        if self.slot < SLOTS:
            self.phase = Phase.PLAY
            return events
        return events + end_trick(self)

    def _declare(self, suit: Suit) -> list[Event]:
        _, seat = self.pending.pop(0)
        slot = lead_slot(self.board)
        played = self.board[slot]  # type: ignore[index]
        assert played is not None
        played.declared = suit
        events = [
            Event(
                "declare",
                f"{self.name(seat)} names {suit} for the leading {played.card}: follow {suit}.",
                "rowdy.wild",
                {"seat": seat, "suit": suit.value},
            )
        ]
        return events + self._next()

    def _keep(self, cheat: Cheat) -> list[Event]:
        _, seat = self.pending.pop(0)
        self.looking.remove(cheat)
        self.cheats[seat].append(cheat)
        back = len(self.looking)
        self.cheat_pool[:0] = self.looking
        self.looking = []
        rest = {0: "none goes", 1: "1 goes"}.get(back, f"{back} go")
        events = [
            Event(
                "keep-cheat",
                f"{self.name(seat)} keeps one cheat face down; {rest} under the pool.",
                "rowdy.grave-robbing",
                {"seat": seat},
            )
        ]
        return events + self._next()

    def _tag(self, using: TagWith) -> list[Event]:
        seat = self.ring.slots()[self.slot]
        side = self.side_of[seat]
        if using is TagWith.TOKEN:
            self.tags[seat] -= 1
            self.spent[Token.TAG] += 1
        elif using is TagWith.CHEAT:
            self.cheats[seat].remove(Cheat.TAG)
            self.spent_cheats.append(Cheat.TAG)
        else:
            spend_signature(self, seat)
        self.tagged[side] = True
        self.ring = self.ring.after_tag(side)
        partner = self.ring.in_ring(side)
        events = [
            Event(
                "tag",
                f"{self.name(seat)} tags {self.name(partner)} in with {using}: {self.name(partner)} is in "
                f"the ring and plays slot {self.slot + 1}.",
                "rowdy.high-flyer" if using is TagWith.HIGH_FLYER else "rowdy.tag",
                {"seat": seat, "partner": partner},
            )
        ]
        if using is TagWith.HIGH_FLYER:
            events += move_pop(self, seat, data.HIGH_FLYER_POP, "High Flyer:")
        return events
