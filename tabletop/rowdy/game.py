"""Rowdy Partners' state machine: deals, plays, tokens, counters, damage and the Rowdy Ring.

The rule decisions live in :mod:`.rules`; this module sequences them and tells every step as an
:class:`~tabletop.core.Event`, so the log teaches the rules as the game is played.
"""

from __future__ import annotations

from typing import Any, Final, get_args

from ..core import Event, IllegalAction, State
from . import data
from .actions import (
    ADD_DAMAGE,
    COIN_DOWN,
    COIN_UP,
    DECLARE,
    DONE,
    KEEP,
    PLAY,
    REVEAL,
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
    UseSignature,
    parse,
    use,
)
from .data import (
    CHEATS,
    DECK,
    DIAMOND_SIGNATURE_UNDER,
    DIAMOND_SIZE,
    HAND_SIZE,
    HEADLINERS,
    ICON_TOKEN,
    MANAGERS,
    SLOTS,
    SUPPLY,
    TRICKS_PER_ROUND,
    WRESTLERS,
    Card,
    Cheat,
    Icon,
    Power,
    Signature,
    Suit,
    Token,
    pop_space_number,
)
from .options import check_options
from .rules import (
    Played,
    Ring,
    countered,
    damage_of,
    is_pinned,
    lead_slot,
    lead_suit,
    must_follow,
    pin_zone_step,
    pop_path,
    put_token,
    space_name,
    trick_winner,
    uncovered,
)
from .views import Phase, RowdyView, TrickResult, diamond_view, played_view

ZERO: Final = data.ZERO_SPACE


class RowdyState(State):
    """One play of Rowdy Partners, from the first deal to the pin."""

    action_types = get_args(Action)

    __slots__ = (
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

    @classmethod
    def start(cls, game: Any, players: tuple[str, ...], seed: int, options: dict[str, Any]) -> RowdyState:
        self = cls.__new__(cls)
        self._init_base(game, players, seed, check_options(options, len(players)))
        opts = self.options
        n = len(players)
        self.characters = tuple(opts["characters"])
        self.headliner = tuple(name in HEADLINERS for name in self.characters)
        self.managers = tuple(opts["managers"][s] if self.headliner[s] else None for s in range(n))
        self.sides = _sides(self.headliner)
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
        self._random().shuffle(self.cheat_pool)
        self.cheats_spent = []
        self.spent = dict.fromkeys(Token, 0)
        self.spent_cheats = []
        self.looking = []
        self.pending = []
        self.tagged = [False, False]
        self.damage_dealt = [0] * n
        self.loser = None
        self.last_trick = None
        first = opts["first_side"]
        front = self._random().randrange(2) if first is None else first
        self.ring = Ring((self.sides[0], self.sides[1]), front)
        events = [self._setup_event(seat) for seat in range(n)]
        events.append(self._ring_event())
        for seat, labels in enumerate(opts["tokens"]):
            for label in labels:
                self._give_start_token(seat, label)
        for side in (0, 1):
            events += self._gain_icon(
                side, self.ring.in_ring(side), self._track(side)[0], "The starting space"
            )
        self.round = 1
        self._start_round(events)
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
        phase = self.phase
        if phase is Phase.PLAY:
            seat = self.ring.slots()[self.slot]
            actions: list[Any] = [TAG[using] for using in self._tags_available(seat)]
            actions += [PLAY[card] for card in must_follow(self._playable(seat), lead_suit(self.board))]
            return actions
        if phase is Phase.STAGE:
            return [*self._token_options(), DONE]
        if phase is Phase.DECLARE:
            return list(DECLARE.values())
        if phase is Phase.KEEP:
            return [KEEP[cheat] for cheat in dict.fromkeys(self.looking)]
        return []

    def _check_rules(self, action: Any) -> None:
        if action in self.legal_actions():
            return
        raise self._why_illegal(action)

    def parse_action(self, text: str) -> Any | None:
        return parse(text)

    def public_text(self, action: Any) -> str:
        """Cheats stay face down until used: the table only learns that one was kept."""
        return "Keep one of the cheats" if isinstance(action, KeepCheat) else str(action)

    def scores(self) -> list[int]:
        """Damage each seat has dealt by winning tricks (the winner is the side that pins)."""
        return list(self.damage_dealt)

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
            tuple(diamond_view(d, self._in_play(s)) for s, d in enumerate(self.diamonds)),
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
        return other

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

    # ---- what may be played ----

    def _playable(self, seat: int) -> list[Card]:
        """The hand and the face-up diamond cards: only those count for following and playing."""
        diamond = self.diamonds[seat]
        if not diamond:
            return self.hands[seat]
        face_up = uncovered(diamond, self._in_play(seat))
        return [*self.hands[seat], *(card for p in face_up if (card := diamond[p]) is not None)]

    def _in_play(self, seat: int) -> int | None:
        """The diamond position of ``seat``'s card in play whose uncovered cards are not turned up yet."""
        if self.diamond_spot is None:
            return None
        played = self.board[self.slot]
        return self.diamond_spot if played is not None and played.seat == seat else None

    def _tags_available(self, seat: int) -> list[TagWith]:
        side = self.side_of[seat]
        if len(self.sides[side]) < 2 or self.tagged[side] or self._team_has_played(side):
            return []
        return [using for using in TagWith if self._has_tag(seat, using)]

    def _team_has_played(self, side: int) -> bool:
        """Whether either wrestler of ``side`` has a card on the Play Board in this trick."""
        slots = self.ring.slots()
        return any(self.board[s] is not None for s in range(SLOTS) if self.side_of[slots[s]] == side)

    def _token_options(self) -> list[Any]:
        """What may still be put on the card being played (Done is always possible too)."""
        seat = self.ring.slots()[self.slot]
        played = self.board[self.slot]
        assert played is not None
        options: list[Any] = []
        if self.coins[seat]:
            options += (COIN_UP, COIN_DOWN)
        if self.damage_tokens[seat]:
            options.append(ADD_DAMAGE)
        for cheat in dict.fromkeys(self.cheats[seat]):
            if cheat is Cheat.TAG:
                continue
            suit = cheat.suit
            if suit is None or (not played.wild and played.suit is not suit):
                options.append(REVEAL[cheat])
        if self.signatures[seat]:
            options += self._signature_options(seat, played)
        return options

    def _signature_options(self, seat: int, played: Played) -> list[UseSignature]:
        signature = self.signature_of(seat)
        board = self.board
        lead = lead_slot(board)
        if signature is Signature.LARIAT:
            suit = lead_suit(board)
            if lead is not None and lead != self.slot and not played.wild and played.suit is not suit:
                return [use(signature)]
            return []
        if signature is Signature.SHORT_FUSE:
            return [use(signature, p.card.label) for p in board if p is not None and p.face_up]
        if signature is Signature.MERCY_AND_DAMNATION:
            return [use(signature, "+2"), use(signature, "-2")]
        if signature is Signature.GRAVE_ROBBING:
            return [use(signature)] if self.cheat_pool or self.cheats_spent else []
        if signature is Signature.SUIT_SHIFT:
            return [] if played.wild else [use(signature, s.value) for s in Suit if s is not played.suit]
        if signature is Signature.CRACK_THE_WHIP:
            return [use(signature)] if lead is not None and lead != self.slot else []
        if signature is Signature.HIGH_FLYER:
            return []
        return [use(signature)]  # Relentless, Bottom Line

    def _why_illegal(self, action: Any) -> IllegalAction:
        """The rule an action breaks, in words (the action is known not to be legal now)."""
        seat = self.current_player
        if seat is None:
            return IllegalAction("The game is over: no more moves can be made.", "core.game-over")
        who = self.name(seat)
        phase = self.phase
        if phase is Phase.DECLARE:
            return IllegalAction(f"{who} must first name the suit of the Wild that now leads.", "rowdy.wild")
        if phase is Phase.KEEP:
            return IllegalAction(
                f"{who} must first keep one of the cheats Grave Robbing turned up "
                f"({', '.join(map(str, self.looking))}).",
                "rowdy.grave-robbing",
            )
        kind = type(action)
        if phase is Phase.STAGE:
            if kind is Play or kind is Tag:
                return IllegalAction(
                    f"{who} is already playing {self.board[self.slot].card}: add tokens or say Done.",  # type: ignore[union-attr]
                    "rowdy.tokens",
                )
            return self._why_token_illegal(seat, action)
        if kind is Play:
            card = action.card
            if card not in self._playable(seat):
                if card in self.diamonds[seat]:
                    return IllegalAction(
                        f"{card} is still covered in {who}'s diamond: it cannot be played yet.",
                        "rowdy.diamond",
                    )
                return IllegalAction(f"{who} does not hold {card}.", "rowdy.follow")
            suit = lead_suit(self.board)
            why = f"{who} holds {suit}: {card} does not follow, so {who} must play {suit} or a Wild."
            if self._holds_suit_token(seat):
                why += f" This edition's reading: {data.FOLLOW_BY_PRINTED_SUIT}."
            return IllegalAction(why, "rowdy.follow")
        if kind is Tag:
            side = self.side_of[seat]
            if len(self.sides[side]) < 2:
                return IllegalAction("A Headliner has no partner to tag.", "rowdy.tag")
            if self.tagged[side]:
                return IllegalAction("Your team has already tagged in this trick.", "rowdy.tag")
            if self._team_has_played(side):
                return IllegalAction(
                    "A tag comes before either wrestler of the team has played in the trick.", "rowdy.tag"
                )
            return IllegalAction(self._no_tag_with(seat, action.using), "rowdy.tag")
        if kind is Declare or kind is KeepCheat:
            return IllegalAction("There is nothing to choose now: pick a card to play.", "core.legal-actions")
        if kind is RevealCheat and action.cheat is Cheat.TAG:
            return IllegalAction(self._tag_cheat_goes_on_no_card(seat), "rowdy.tag")
        return IllegalAction("Tokens go on a card as you play it: pick the card first.", "rowdy.tokens")

    def _no_tag_with(self, seat: int, using: TagWith) -> str:
        who = self.name(seat)
        if using is TagWith.TOKEN:
            return f"{who} has no Tag token to tag with."
        if using is TagWith.CHEAT:
            return f"{who} holds no tag cheat to tag with."
        if self.signature_of(seat) is not Signature.HIGH_FLYER:
            return f"{who} has no High Flyer to tag with: it is Thunder's signature move."
        return f"{who} has not unlocked High Flyer (or has spent it): the Pop track unlocks it."

    def _holds_suit_token(self, seat: int) -> bool:
        """Whether ``seat`` holds a token that changes a card's suit (a suit cheat, Lariat, Suit Shift)."""
        if any(cheat.suit is not None for cheat in self.cheats[seat]):
            return True
        return self.signatures[seat] and self.signature_of(seat) in (Signature.LARIAT, Signature.SUIT_SHIFT)

    def _tag_cheat_goes_on_no_card(self, seat: int) -> str:
        if self.headliner[seat]:
            return "A tag cheat goes on no card: it is spent only by tagging, and a Headliner has no partner."
        return (
            "A tag cheat goes on no card: it is spent by tagging your partner in (Tag with the tag cheat), "
            "before either wrestler of your team plays in the trick."
        )

    def _held(self, token: Token) -> list[int]:
        """Each seat's count of one kind of supply token."""
        return {Token.COIN: self.coins, Token.DAMAGE: self.damage_tokens, Token.TAG: self.tags}[token]

    def _has_tag(self, seat: int, using: TagWith) -> bool:
        if using is TagWith.TOKEN:
            return self.tags[seat] > 0
        if using is TagWith.CHEAT:
            return Cheat.TAG in self.cheats[seat]
        return self.signatures[seat] and self.signature_of(seat) is Signature.HIGH_FLYER

    def _why_token_illegal(self, seat: int, action: Any) -> IllegalAction:
        kind = type(action)
        who = self.name(seat)
        if kind is Coin:
            return IllegalAction(f"{who} has no coin to spend.", "rowdy.coin")
        if kind is AddDamage:
            return IllegalAction(f"{who} has no damage token to spend.", "rowdy.damage-token")
        if kind is RevealCheat:
            if action.cheat not in self.cheats[seat]:
                return IllegalAction(f"{who} holds no {action.cheat} cheat.", "rowdy.cheats")
            if action.cheat is Cheat.TAG:
                return IllegalAction(self._tag_cheat_goes_on_no_card(seat), "rowdy.tag")
            return IllegalAction(
                f"The {action.cheat} cheat would change nothing on this card "
                "(suit tokens go on suited cards and must change the suit).",
                "rowdy.cheats",
            )
        if kind is UseSignature:
            mine = self.signature_of(seat)
            if action.signature is not mine:
                return IllegalAction(f"{action.signature} is not {who}'s signature move.", "rowdy.signature")
            if self.signature_on_board[seat]:
                return IllegalAction(
                    f"{who} used {mine} in this trick: it stays on the Play Board until the trick is "
                    "cleared, then goes back to its board to be unlocked again.",
                    "rowdy.signature",
                )
            if not self.signatures[seat]:
                ways = (
                    "the Pop track or the Manager diamond's bottom three unlock it"
                    if self.headliner[seat]
                    else "the Pop track unlocks it"
                )
                return IllegalAction(
                    f"{who} has not unlocked {mine} (or has spent it): {ways}.", "rowdy.signature"
                )
            rule = {
                Signature.LARIAT: "rowdy.lariat",
                Signature.SHORT_FUSE: "rowdy.short-fuse",
                Signature.GRAVE_ROBBING: "rowdy.grave-robbing",
                Signature.SUIT_SHIFT: "rowdy.suit-shift",
                Signature.CRACK_THE_WHIP: "rowdy.crack-the-whip",
            }.get(mine, "rowdy.signature")
            why = {
                Signature.LARIAT: "Lariat works on a suited card that does not follow a lead already set",
                Signature.SHORT_FUSE: "Short Fuse goes on a face-up card on the Play Board",
                Signature.GRAVE_ROBBING: "there are no cheats left to look at",
                Signature.SUIT_SHIFT: "Suit Shift turns a suited card into a different suit",
                Signature.CRACK_THE_WHIP: "Crack the Whip needs another card that leads now",
            }.get(mine, f"{action} is not a way to use {mine}")
            return IllegalAction(f"{action} is not possible: {why}.", rule)
        if kind is Tag:
            return IllegalAction("A tag comes before your team plays in the trick.", "rowdy.tag")
        return IllegalAction(f"{action} is not a move while a card is being played.", "core.legal-actions")

    # ---- the moves ----

    def _do(self, action: Any) -> list[Event]:
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
        if self._token_options():
            self.phase = Phase.STAGE
            return []
        return self._commit()

    def _add_token(self, action: Any) -> list[Event]:
        """Spend the token from the player's stock, then let the rules change the card."""
        seat = self.ring.slots()[self.slot]
        kind = type(action)
        if kind is Coin or kind is AddDamage:
            token = Token.COIN if kind is Coin else Token.DAMAGE
            self._held(token)[seat] -= 1
            self.spent[token] += 1
        elif kind is RevealCheat:
            self.cheats[seat].remove(action.cheat)
            self.spent_cheats.append(action.cheat)
        else:
            self._spend_signature(seat)
            if action.signature is Signature.GRAVE_ROBBING:
                self.grave_robbing = True  # the look at the pool comes after the play
        rule = put_token(self.board, self.slot, action)
        played = self.board[self.slot]
        assert played is not None
        if kind is UseSignature and action.signature is Signature.SHORT_FUSE:
            target = next(p for p in self.board if p is not None and p.card.label == action.detail)
            text = (
                f"{self.name(seat)} lights Short Fuse on {self.name(target.seat)}'s {target.card}: "
                f"now {_worth(target)}."
            )
        elif kind is UseSignature:
            detail = f" ({action.detail})" if action.detail else ""
            text = (
                f"{self.name(seat)} uses {action.signature}{detail} on {played.card}: now {_worth(played)}."
            )
        else:
            text = f"{self.name(seat)} adds {_token_words(action)} to {played.card}: now {_worth(played)}."
        return [
            Event(
                "token",
                text,
                rule,
                {"seat": seat, "slot": self.slot, "action": str(action)},
            )
        ]

    def _commit(self) -> list[Event]:
        """The card is played: tell it, move Pop, then settle counters (the diamond waits for
        :meth:`_next`)."""
        seat = self.ring.slots()[self.slot]
        played = self.board[self.slot]
        assert played is not None
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
            events += self._move_pop(seat, played.card.pop, f"{played.card} has {icons}:")
        events += self._powers(seat, played)
        events += self._counters(before)
        if self.grave_robbing:
            events += self._look_at_cheats(seat)
        return events + self._next()

    def _powers(self, seat: int, played: Played) -> list[Event]:
        power = self.power_of(seat)
        who = self.name(seat)
        if power is Power.RICH_GET_RICHER and played.value == data.RICH_GET_RICHER_VALUE:
            return self._gain_token(
                seat, Token.COIN, "The Rich Get Richer (a card worth 2)", "rowdy.rich-get-richer"
            )
        if power is Power.GO_WILD and played.wild:
            return self._gain_cheat(seat, "Go Wild (a Wild played)", "rowdy.go-wild")
        if power is Power.RUNAWAY_LEADER and self.leading:
            played.extra_damage += data.RUNAWAY_LEADER_DAMAGE
            played.notes.append("+1 Runaway Leader")
            return [
                Event(
                    "power",
                    f"Runaway Leader: {who}'s lead card {played.card} will deal 1 more damage if it wins.",
                    "rowdy.runaway-leader",
                    {"seat": seat},
                )
            ]
        return []

    def _counters(self, lead_before: int | None) -> list[Event]:
        board = self.board
        flips = countered((slot, p.value) for slot, p in enumerate(board) if p is not None and p.face_up)
        events: list[Event] = []
        if flips:
            for slot in flips:
                played = board[slot]
                assert played is not None
                played.face_up = False
                played.coach = False
            value = self._flipped_words([p for s, p in enumerate(board) if p is not None and s in flips])
            lead = lead_slot(board)
            if lead is None:
                after = "no card is face up, so the next card played leads"
            else:
                new = board[lead]
                assert new is not None
                after = f"the lead passes to {self.name(new.seat)}'s {new.card}"
                if lead_before is not None and lead == lead_before:
                    after = f"{self.name(new.seat)}'s {new.card} still leads"
            events.append(
                Event(
                    "counter",
                    f"Counter! {value} flip face down; {after}.",
                    "rowdy.counter",
                    {"slots": flips},
                )
            )
        lead = lead_slot(board)
        if lead is not None:
            new = board[lead]
            assert new is not None
            if new.wild and new.declared is None:
                self.pending.append((Phase.DECLARE, new.seat))
            elif lead != lead_before and not flips and lead_before is not None:
                events.append(
                    Event(
                        "lead",
                        f"{self.name(new.seat)}'s {new.card} is now the lead card: follow "
                        f"{lead_suit(board)}.",
                        "rowdy.crack-the-whip",
                        {"slot": lead},
                    )
                )
        return events

    def _flipped_words(self, flipped: list[Played]) -> str:
        """'Ben's 8 and Dee's 8'; a Headliner's two cards of one value read 'Ana's two 8s'."""
        counts: dict[tuple[int, int], int] = {}
        for played in flipped:
            counts[played.seat, played.value] = counts.get((played.seat, played.value), 0) + 1
        names = [
            f"{self.name(seat)}'s " + (f"{value}" if count == 1 else f"two {value}s")
            for (seat, value), count in counts.items()
        ]
        return " and ".join(", ".join(names).rsplit(", ", 1))

    def _next(self) -> list[Event]:
        """After a play or a choice: hand over the next decision; once none is owed, the card's tokens
        and effects are done, so turn up what it uncovered in its diamond (``DIAMOND_REVEAL_AFTER_EFFECTS``)
        and give the next slot its turn, or finish the trick."""
        if self.pending:
            self.phase = self.pending[0][0]
            return []
        events = self._reveal_diamond()
        self.slot += 1
        if self.slot < SLOTS:
            self.phase = Phase.PLAY
            return events
        return events + self._end_trick()

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
            self._spend_signature(seat)
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
            events += self._move_pop(seat, data.HIGH_FLYER_POP, "High Flyer:")
        return events

    # ---- the end of a trick and of a round ----

    def _end_trick(self) -> list[Event]:
        board = self.board
        slots = self.ring.slots()
        winner = trick_winner(board)
        lead = lead_slot(board)
        shown = tuple(played_view(board, slot, lead) for slot in range(SLOTS))
        events: list[Event] = []
        if winner is None:
            self.last_trick = TrickResult(self.round, self.trick + 1, shown, slots, None, None, 0, None, None)
            events.append(
                Event(
                    "no-winner",
                    "Every card was countered: nobody wins the trick and nobody moves in the ring.",
                    "rowdy.counter",
                )
            )
        else:
            played = board[winner]
            assert played is not None
            seat = played.seat
            side = self.side_of[seat]
            target = self.ring.in_ring(1 - side)
            damage = damage_of(played)
            events.append(
                Event(
                    "win",
                    f"{self.name(seat)}'s {played.label} is the lowest {lead_suit(board)}: "
                    f"{self.name(seat)} wins the trick.",
                    "rowdy.winning",
                    {"seat": seat, "slot": winner},
                )
            )
            before = self.health[target]
            events += self._deal_damage(seat, target, damage, played)
            self.last_trick = TrickResult(
                self.round,
                self.trick + 1,
                shown,
                slots,
                winner,
                target,
                max(damage, 0),
                before,
                self.health[target],
            )
            if self.loser is not None:
                return events
            ring = self.ring.after_win(side, seat)
            if ring != self.ring:
                came_in = self.ring.in_ring(side) != seat
                self.ring = ring
                events.append(self._ring_event(seat, came_in))
            else:
                events.append(
                    Event(
                        "ring",
                        f"{self.name(seat)} is already in the ring in slot 1 and leads next.",
                        "rowdy.ring",
                        {"slots": list(slots)},
                    )
                )
        self._clear_board()
        self.trick += 1
        self.slot = 0
        self.phase = Phase.PLAY
        self.tagged = [False, False]
        if self.trick == TRICKS_PER_ROUND:
            self.round += 1
            self._start_round(events)
        return events

    def _deal_damage(self, seat: int, target: int, damage: int, played: Played) -> list[Event]:
        before = self.health[target]
        if damage <= 0:
            return [
                Event(
                    "damage",
                    f"{played.card} is worth {played.value}: it wins but deals no damage.",
                    "rowdy.damage",
                    {"seat": seat, "target": target, "damage": 0},
                )
            ]
        step = pin_zone_step(before, damage)
        self.health[target] = step.health
        self.damage_dealt[seat] += damage
        in_zone = before <= ZERO or step.health <= ZERO
        bonus = f" ({played.value} + {played.extra_damage} extra)" if played.extra_damage else ""
        events = [
            Event(
                "damage",
                f"{self.name(seat)} deals {damage} damage{bonus} to {self.name(target)}: "
                + (f"{self.name(target)} {step.why}." if before <= ZERO else f"health {step.why}."),
                "rowdy.pin-zone" if in_zone else "rowdy.damage",
                {"seat": seat, "target": target, "damage": damage, "health": step.health},
            )
        ]
        if is_pinned(step.health):
            self.loser = self.side_of[target]
            self.phase = Phase.OVER
            events.append(
                Event(
                    "game-over",
                    f"{self.name(target)} reaches the Skull and is pinned! {self.side_name(1 - self.loser)} "
                    f"win{'s' * (len(self.sides[1 - self.loser]) == 1)}.",
                    "rowdy.pinned",
                    {"winners": self.winners()},
                )
            )
        return events

    def _clear_board(self) -> None:
        self.discard += [p.card for p in self.board if p is not None]
        self.board = [None] * SLOTS
        for token, count in self.spent.items():
            self.supply[token] += count
        self.spent = dict.fromkeys(Token, 0)
        self.cheats_spent += self.spent_cheats
        self.spent_cheats = []
        self.signature_on_board = [False] * len(self.players)

    def _start_round(self, events: list[Event]) -> None:
        """Shuffle all 36 cards, deal 8 to each wrestler (a Headliner also gets a diamond), burn 4."""
        n = len(self.players)
        deck = list(DECK)
        self._random().shuffle(deck)
        staged_hands = self.options["hands"] if self.round == 1 else [[]] * n
        staged_diamonds = self.options["diamonds"] if self.round == 1 else [[]] * n
        staged = {data.card(label) for labels in (*staged_hands, *staged_diamonds) for label in labels}
        deck = [c for c in deck if c not in staged]
        self.hands = []
        self.diamonds = []
        for seat in range(n):
            hand = [data.card(label) for label in staged_hands[seat]]
            hand += [deck.pop() for _ in range(HAND_SIZE - len(hand))]
            self.hands.append(hand)
            if self.headliner[seat]:
                diamond: list[Card | None] = [data.card(label) for label in staged_diamonds[seat]]
                if not diamond:
                    diamond = [deck.pop() for _ in range(DIAMOND_SIZE)]
                self.diamonds.append(diamond)
            else:
                self.diamonds.append([])
        self.burn = deck
        self.discard = []
        self.board = [None] * SLOTS
        self.trick = 0
        self.slot = 0
        self.phase = Phase.PLAY
        self.leading = False
        self.diamond_spot = None
        self.grave_robbing = False
        self.tagged = [False, False]
        events.append(
            Event(
                "round",
                f"Round {self.round}: the 36 cards are shuffled, every wrestler is dealt 8 and "
                f"{len(self.burn)} go to the burn pile unseen. {self.name(self.ring.slots()[0])} leads.",
                "rowdy.round",
                {"round": self.round},
            )
        )
        for seat in range(n):
            if self.diamonds[seat]:
                bottom = self.diamonds[seat][-1]
                events.append(
                    Event(
                        "diamond",
                        f"{self.name(seat)} lays out the {self.managers[seat]} diamond, 8 cards face down; "
                        f"the bottom one, {bottom}, turns face up.",
                        "rowdy.diamond",
                        {"seat": seat},
                    )
                )
                events += self._signature_under_diamond(seat)

    # ---- Pop, tokens, the diamond ----

    def _move_pop(self, seat: int, steps: int, why: str) -> list[Event]:
        side = self.side_of[seat]
        start = self.pop[side]
        path = pop_path(start, steps)
        self.pop[side] = path[-1]
        events = [
            Event(
                "pop",
                f"{why} {self.side_name(side)}'s Pop marker moves {steps} space{'s' * (steps > 1)} "
                f"(space {pop_space_number(start)} -> space {pop_space_number(path[-1])}).",
                "rowdy.pop",
                {"side": side, "from": start, "to": path[-1]},
            )
        ]
        track = self._track(side)
        for space in path:
            icon = track[space]
            if icon is not Icon.NONE:
                events += self._gain_icon(side, seat, icon, f"Pop space {pop_space_number(space)}")
        return events

    def _track(self, side: int) -> tuple[Icon, ...]:
        """The side's Pop track: a Headliner's has no tag spaces."""
        return data.pop_track(self.headliner[self.sides[side][0]])

    def _gain_icon(self, side: int, seat: int, icon: Icon, where: str) -> list[Event]:
        if icon is Icon.NONE:
            return []
        if icon is Icon.CHEAT:
            return self._gain_cheat(seat, where, "rowdy.pop")
        if icon in ICON_TOKEN:
            return self._gain_token(seat, ICON_TOKEN[icon], where, "rowdy.pop")
        owner = self.sides[side][0 if icon is Icon.SIGNATURE_LEFT else -1]
        signature = self.signature_of(owner)
        board = self.managers[owner] or self.name(owner)
        whose = f"{where} holds {board}'s signature icon"
        if self.signatures[owner]:
            text = f"{whose}, but {self.name(owner)} already has {signature}."
        elif self.signature_on_board[owner]:
            text = (
                f"{whose}, but {signature} is still on the Play Board from this trick, so "
                f"{self.name(owner)} gains nothing."
            )
        else:
            self.signatures[owner] = True
            self.under_diamond[owner] = False
            text = f"{whose}: {self.name(owner)} unlocks {signature}."
        return [Event("signature", text, "rowdy.signature", {"seat": owner, "signature": signature.value})]

    def _spend_signature(self, seat: int) -> None:
        """A used signature token lies on the Play Board until the trick is cleared (rulebook), so its
        icon cannot unlock it again before then."""
        self.signatures[seat] = False
        self.signature_on_board[seat] = True

    def _gain_token(self, seat: int, token: Token, where: str, rule: str) -> list[Event]:
        if self.supply[token] == 0:
            text = f"{where}: the supply has no {token} token left, so {self.name(seat)} gains nothing."
        else:
            self.supply[token] -= 1
            self._held(token)[seat] += 1
            text = f"{where}: {self.name(seat)} gains a {token} token."
        return [Event("gain", text, rule, {"seat": seat, "token": token.value})]

    def _gain_cheat(self, seat: int, where: str, rule: str) -> list[Event]:
        events = self._refill_cheats()
        if not self.cheat_pool:
            text = f"{where}: no cheat is left in the pool, so {self.name(seat)} gains nothing."
        else:
            self.cheats[seat].append(self.cheat_pool.pop())
            text = f"{where}: {self.name(seat)} draws a cheat and keeps it face down."
        return [*events, Event("gain", text, rule, {"seat": seat, "token": "cheat"})]

    def _refill_cheats(self) -> list[Event]:
        if self.cheat_pool or not self.cheats_spent:
            return []
        self.cheat_pool = self.cheats_spent
        self.cheats_spent = []
        self._random().shuffle(self.cheat_pool)
        back = len(self.cheat_pool)
        them = "the 1 spent cheat is" if back == 1 else f"the {back} spent cheats are"
        return [Event("cheats", f"The cheat pool is empty: {them} shuffled back in.", "rowdy.cheats")]

    def _look_at_cheats(self, seat: int) -> list[Event]:
        events = self._refill_cheats()
        look = min(data.GRAVE_ROBBING_LOOK, len(self.cheat_pool))
        if look == 0:
            return events
        self.looking = [self.cheat_pool.pop() for _ in range(look)]
        self.pending.append((Phase.KEEP, seat))
        events.append(
            Event(
                "grave-robbing",
                f"Grave Robbing: {self.name(seat)} looks at {look} cheat{'s' * (look != 1)} from the pool "
                "to keep one.",
                "rowdy.grave-robbing",
                {"seat": seat},
            )
        )
        return events

    def _signature_under_diamond(self, seat: int) -> list[Event]:
        """Lay the Manager's token under the new diamond, taking it back if the Headliner still holds it
        (the rulebook's set-up for each round); a token staged for round 1 stays in hand."""
        held = self.signatures[seat]
        if held and self.round == 1:
            return []
        self.under_diamond[seat] = True
        if not held:
            return []
        self.signatures[seat] = False
        text = (
            f"{self.name(seat)} still holds {self.signature_of(seat)} unspent: it goes back under the new "
            f"{self.managers[seat]} diamond."
        )
        return [Event("signature", text, "rowdy.diamond", {"seat": seat})]

    def _reveal_diamond(self) -> list[Event]:
        """Turn up the diamond cards the card just played was covering; unlock the signature."""
        spot = self.diamond_spot
        events: list[Event] = []
        if spot is None:
            return events
        self.diamond_spot = None
        played = self.board[self.slot]
        assert played is not None
        seat = played.seat
        diamond = self.diamonds[seat]
        for position in uncovered(diamond):
            if spot in data.DIAMOND_COVERS[position]:
                events.append(
                    Event(
                        "diamond",
                        f"{diamond[position]} in {self.name(seat)}'s diamond is uncovered and turns face up.",
                        "rowdy.diamond",
                        {"seat": seat, "position": position},
                    )
                )
        if spot in DIAMOND_SIGNATURE_UNDER and all(diamond[p] is None for p in DIAMOND_SIGNATURE_UNDER):
            signature = self.signature_of(seat)
            if self.under_diamond[seat]:  # then the Headliner cannot hold it too: it is one token
                self.under_diamond[seat] = False
                self.signatures[seat] = True
                text = (
                    f"The diamond's bottom three are played: {self.name(seat)} gains {signature} "
                    "for later turns."
                )
            else:
                text = (
                    f"The diamond's bottom three are played, but {signature} no longer lies under them, so "
                    f"{self.name(seat)} gains nothing ({data.MANAGER_SIGNATURE_ONE_TOKEN})."
                )
            events.append(Event("signature", text, "rowdy.diamond", {"seat": seat}))
        return events

    # ---- set-up helpers ----

    def _setup_event(self, seat: int) -> Event:
        who, character = self.name(seat), self.characters[seat]
        if self.headliner[seat]:
            manager = self.managers[seat]
            assert manager is not None
            text = (
                f"{who} is the Headliner {character} ({HEADLINERS[character].text}) with the Manager "
                f"{manager} ({MANAGERS[manager].move}); {self.max_health[seat]} health."
            )
            rule = "rowdy.headliner"
        else:
            wrestler = WRESTLERS[character]
            partner = next(s for s in self.sides[self.side_of[seat]] if s != seat)
            text = (
                f"{who} wrestles as {character} ({wrestler.health} health; {wrestler.signature}: "
                f"{wrestler.move}), partnered with {self.name(partner)}."
            )
            rule = "rowdy.setup"
        if self.health[seat] != self.max_health[seat]:
            text += f" Health starts at {space_name(self.health[seat])}."
        return Event("setup", text, rule, {"seat": seat})

    def _ring_event(self, winner: int | None = None, came_in: bool = False) -> Event:
        """The ring at the start, or after ``winner`` won (``came_in``: from the apron, into the ring).
        A Headliner is always in the ring, so never comes into it."""
        slots = self.ring.slots()
        order = ", ".join(f"{i + 1}: {self.name(seat)}" for i, seat in enumerate(slots))
        if winner is None:
            front = self.ring.front
            where = "; ".join(self._in_ring_words(side) for side in (0, 1))
            go = "goes" if len(self.sides[front]) == 1 else "go"
            text = f"{self.side_name(front)} {go} first with slots 1 & 4. Slots {order}; {where}."
        elif came_in:
            partner = self.ring.trackers[self.side_of[winner]][-1]
            text = (
                f"{self.name(winner)} comes into the ring in place of {self.name(partner)} and leads the "
                f"next trick. Slots {order}."
            )
        elif self.headliner[winner]:
            text = f"{self.name(winner)} takes slots 1 & 4 and leads the next trick. Slots {order}."
        else:
            side = self.side_name(self.side_of[winner])
            text = f"{side} take slots 1 & 4 and {self.name(winner)} leads the next trick. Slots {order}."
        return Event("ring", text, "rowdy.ring", {"slots": list(slots)})

    def _in_ring_words(self, side: int) -> str:
        seat = self.ring.in_ring(side)
        if self.headliner[seat]:
            return f"{self.name(seat)} is a Headliner, always in the ring"
        return f"{self.name(seat)} in the ring for {self.side_name(side)}"

    def _give_start_token(self, seat: int, label: str) -> None:
        if label == "signature":
            self.signatures[seat] = True
        elif label.startswith("cheat "):
            cheat = Cheat(label[len("cheat ") :])
            self.cheat_pool.remove(cheat)
            self.cheats[seat].append(cheat)
        else:
            token = Token(label)
            self.supply[token] -= 1
            self._held(token)[seat] += 1


def _token_words(action: Coin | AddDamage | RevealCheat) -> str:
    if isinstance(action, Coin):
        return f"a {action.change:+d} coin"
    if isinstance(action, AddDamage):
        return "a damage token"
    return f"the {action.cheat} cheat"


def _worth(played: Played) -> str:
    if played.lariat:
        suit = ", following whatever suit leads"
    else:
        suit = " Wild" if played.wild else f" {played.suit}"
    extra = f", +{played.extra_damage} damage if it wins" if played.extra_damage else ""
    return f"{played.value}{suit}{extra}"


def _sides(headliner: tuple[bool, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    n = len(headliner)
    if n == 4:
        return data.TEAMS_OF_FOUR
    if n == 2:
        return ((0,), (1,))
    solo = headliner.index(True)
    return ((solo,), tuple(s for s in range(n) if s != solo))
