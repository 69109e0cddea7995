"""Rowdy Partners' rules: told in our own words (``RULES``) and decided by pure functions.

Each function takes plain values, so it can be tested alone and tried in a notebook cell; the
state machine in :mod:`.game` only sequences them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..core import Rule
from .actions import AddDamage, Coin, RevealCheat, UseSignature
from .data import (
    BOTTOM_LINE_FROM,
    CHEAT_VALUE_CHANGE,
    DIAMOND_COVERS,
    PIN_ZONE_NAMES,
    PIN_ZONE_NEEDS,
    POP_TRACK,
    RELENTLESS_DAMAGE,
    SHORT_FUSE_CHANGE,
    SKULL,
    ZERO_SPACE,
    Card,
    Cheat,
    Signature,
    Suit,
)

RULES: tuple[Rule, ...] = (
    Rule(
        "rowdy.setup",
        "Setting up",
        "Four players wrestle as two tag teams of two. With three, one player is a Headliner with a "
        "Manager against a team; with two, two Headliners meet. Every health marker starts at its "
        "character's maximum and each side's Pop marker on the first space of its track.",
    ),
    Rule(
        "rowdy.round",
        "Rounds",
        "A round is eight tricks. All 36 cards are shuffled, each wrestler gets 8, and 4 go to the burn "
        "pile unseen. A Headliner gets 8 in hand plus 8 laid out as the Manager diamond. Every round is "
        "a fresh deal, and whoever holds slot 1 when it starts leads its first trick.",
    ),
    Rule(
        "rowdy.play-order",
        "Play order",
        "The Play Board has slots 1 to 4 and the Rowdy Ring's trackers say who plays in each. Slot 1 "
        "plays first and leads; the others follow in number order.",
    ),
    Rule(
        "rowdy.lead",
        "The lead card",
        "The earliest face-up card on the Play Board is the lead card (unless Coach's Crack the Whip "
        "made another card the lead) and its suit is the suit to follow. When nothing lies face up, "
        "the next card played becomes the lead.",
    ),
    Rule(
        "rowdy.follow",
        "Following suit",
        "If you hold a card of the lead suit you must play one, or a Wild; a suit cheat, the Lariat "
        "or Suit Shift cannot make another card follow instead (this edition's reading). Only when "
        "you hold none may you play any card. Such a card is off suit and cannot win unless the lead "
        "changes or a token changes its suit (a suit cheat, Suit Shift, or the Lariat, which makes it "
        "follow): if a counter flips the lead card, the lead passes to the earliest face-up card "
        "whatever its suit, and cards of that suit now follow (Coach's Crack the Whip can also make a "
        "card the lead).",
    ),
    Rule(
        "rowdy.wild",
        "Wild cards",
        "A Wild counts as the lead suit when it follows. When a Wild leads, or becomes the lead card "
        "after a counter, the player who played it names its suit.",
    ),
    Rule(
        "rowdy.counter",
        "Counters",
        "When two face-up cards on the Play Board have the same value (after tokens), both flip face "
        "down and leave the trick; this edition flips every card sharing that value. The lead then "
        "passes to the earliest card still face up. If every card is flipped, nobody wins the trick.",
    ),
    Rule(
        "rowdy.modified-value",
        "Modified values",
        "Tokens change a card's value, and the changed value is the one that counts: for counters, "
        "for winning and for damage. Values may go above 8 or below 1.",
    ),
    Rule(
        "rowdy.winning",
        "Winning a trick",
        "Among the face-up cards that follow the lead suit, the lowest value wins. Low cards win here.",
    ),
    Rule(
        "rowdy.damage",
        "Damage",
        "The winner deals damage equal to the winning card's value, plus any damage tokens on it, "
        "to the opposing side's wrestler in the ring. A card worth 0 or less wins but deals no damage.",
    ),
    Rule(
        "rowdy.pin-zone",
        "The Pin Zone",
        "The last spaces of a health track are three Stop signs, Stop 0 (the zero space), Stop 1 and "
        "Stop 2, then the Skull. Damage that reaches Stop 0 stops there. From Stop 0 a trick needs 1+ "
        "damage to move on, from Stop 1 it needs 2+, from Stop 2 it needs 3+, and a trick never moves "
        "the marker more than one space in the zone.",
    ),
    Rule(
        "rowdy.pinned",
        "Pinned",
        "A wrestler whose marker reaches the Skull is pinned: the game ends at once and that side loses.",
    ),
    Rule(
        "rowdy.ring",
        "Who is in the ring",
        "The trick's winner leads the next trick from slot 1: a winner on the apron swaps into the "
        "ring with the partner, the winning team takes slots 1 & 4 and the other team slots 2 & 3. A "
        "Headliner, always in the ring, fills both slots of a side: 1 & 4 after winning, 2 & 3 after "
        "losing. A trick nobody wins changes nothing.",
    ),
    Rule(
        "rowdy.tag",
        "Tag",
        "Before either wrestler of a team has played in a trick, the wrestler on turn, who is the one "
        "in the ring, may spend a Tag token or a tag cheat of their own (Thunder: High Flyer) to swap "
        "places with the partner, who comes into the ring and plays first for the team.",
    ),
    Rule(
        "rowdy.pop",
        "Pop",
        "Pop icons on a card move its side's Pop marker that many spaces round a looping track, even "
        "when the card is countered. The player who moved it takes the token of every icon passed or "
        "landed on, except a signature icon: it unlocks the signature move of the wrestler whose "
        "board it is on (on a Headliner's track, the Manager's).",
    ),
    Rule(
        "rowdy.tokens",
        "Using tokens",
        "Tokens are spent on your own turn: a tag before your team plays in the trick, every other "
        "token as you play your card, on that card (Short Fuse on any face-up card), and several may "
        "stack. A token earned during a turn waits for a later turn (each of a Headliner's two plays "
        "in a trick is a turn of its own). When the trick is cleared, used coins, damage and tag "
        "tokens go back to the supply, cheats to their own discard pile, and a signature back to its "
        "board.",
    ),
    Rule(
        "rowdy.coin",
        "Coin",
        "A coin makes your card 1 higher or 1 lower, your choice as you play it (this edition's reading).",
    ),
    Rule("rowdy.damage-token", "Damage token", "If your card wins, it deals 1 more damage."),
    Rule(
        "rowdy.cheats",
        "Cheats",
        "Cheats are drawn at random and kept face down until used: +2, -2, damage, a suit, or tag. "
        "Spent cheats are set apart and shuffled back only once the pool is empty.",
    ),
    Rule(
        "rowdy.signature",
        "Signature moves",
        "A signature move is a token spent once per unlock. It is unlocked when the Pop marker passes "
        "or lands on the icon on its wrestler's board (a Manager's also by clearing the diamond's "
        "bottom three, if the token still lies under them). Once spent, it stays on the Play Board "
        "until the trick is cleared, so its icon gives nothing meanwhile; back on its board, it can be "
        "unlocked again.",
    ),
    Rule(
        "rowdy.lariat",
        "Lawman's Lariat",
        "Lawman's card follows whatever suit leads, like a following Wild, even after a counter moves "
        "the lead; it does nothing on a card that leads (this edition's reading).",
    ),
    Rule(
        "rowdy.short-fuse",
        "Dynamite's Short Fuse",
        "+1 on any face-up card on the Play Board, anyone's, which can set off a counter.",
    ),
    Rule("rowdy.mercy-and-damnation", "Grace's Mercy & Damnation", "+2 or -2 on Grace's card."),
    Rule(
        "rowdy.grave-robbing",
        "The Wretch's Grave Robbing",
        "After his play the Wretch looks at three cheats from the pool, keeps one and puts the rest "
        "under the pool (this edition's move).",
    ),
    Rule("rowdy.relentless", "Nat's Relentless", "If Nat's card wins, +2 damage (this edition's move)."),
    Rule(
        "rowdy.high-flyer",
        "Thunder's High Flyer",
        "A tag that also moves Thunder's Pop track 2 spaces (this edition's move).",
    ),
    Rule(
        "rowdy.headliner",
        "Headliners",
        "A Headliner is a side of one with 20 health who plays two cards a trick, in slots 1 & 4 or "
        "2 & 3, from hand or from the face-up cards of the Manager diamond.",
    ),
    Rule(
        "rowdy.diamond",
        "The Manager diamond",
        "Eight cards in rows of 1, 2, 2, 2, 1, face down but for the bottom one. A card turns face up "
        "once the cards covering it are played, and not sooner: what a diamond card uncovers stays "
        "hidden, from its Headliner too, until that card's tokens and effects are all done (a Wild's "
        "suit named because of it included, this edition's reading), and turns up before anyone plays "
        "again. Face-up diamond cards count as hand, also for following suit. The Manager's signature "
        "move is unlocked by its icon on the Headliner's Pop track or, if it is still under the "
        "diamond, by playing the bottom three: it is one token, so once the Pop track has taken it, "
        "clearing the bottom three that round gives nothing.",
    ),
    Rule(
        "rowdy.rich-get-richer",
        "Big Money: The Rich Get Richer",
        "Each card worth 2 that Big Money plays earns him a coin.",
    ),
    Rule("rowdy.go-wild", "Grizzabelle: Go Wild", "Each Wild that Grizzabelle plays earns her a cheat."),
    Rule(
        "rowdy.runaway-leader",
        "Whistlestop: Runaway Leader",
        "A card Whistlestop leads a trick with deals 1 more damage.",
    ),
    Rule(
        "rowdy.bottom-line",
        "Bean Counter's Bottom Line",
        "The card's printed value becomes 9 minus itself: a 7 plays as a 2 (this edition's move).",
    ),
    Rule(
        "rowdy.suit-shift",
        "Jack Dandy's Suit Shift",
        "The card becomes a suit of your choice (this edition's move).",
    ),
    Rule(
        "rowdy.crack-the-whip",
        "Coach's Crack the Whip",
        "The card becomes the lead card of the trick, so its suit is the one to follow "
        "(this edition's move).",
    ),
    Rule(
        "rowdy.table-talk",
        "Table talk",
        "Partners may not tell each other what they hold: no hint about suits, values or cards. A "
        "general groan that you are hurting is as far as talk goes.",
    ),
    Rule(
        "rowdy.game-end",
        "The end",
        "Rounds go on until a wrestler is pinned; the other side wins.",
    ),
)


class Played:
    """A card on the Play Board with everything that changes it. Mutable while it is being played."""

    __slots__ = (
        "card",
        "coach",
        "declared",
        "extra_damage",
        "face_up",
        "lariat",
        "notes",
        "seat",
        "suit",
        "value",
        "wild",
    )

    def __init__(self, seat: int, card: Card) -> None:
        self.seat = seat
        self.card = card
        self.value = card.value
        self.suit: Suit | None = card.suit  # None while the card is a Wild
        self.wild = card.suit is None
        self.declared: Suit | None = None  # a Wild's suit once it has led
        self.face_up = True
        self.coach = False  # Crack the Whip made it the lead card
        self.lariat = False  # the Lariat makes it follow whatever suit leads
        self.extra_damage = 0
        self.notes: list[str] = []  # the tokens on it, in words

    def copy(self) -> Played:
        other = Played.__new__(Played)
        other.seat = self.seat
        other.card = self.card
        other.value = self.value
        other.suit = self.suit
        other.wild = self.wild
        other.declared = self.declared
        other.face_up = self.face_up
        other.coach = self.coach
        other.lariat = self.lariat
        other.extra_damage = self.extra_damage
        other.notes = self.notes.copy()
        return other

    @property
    def label(self) -> str:
        return card_label(self.card, self.notes, self.value)


def card_label(card: Card, notes: Sequence[str], value: int) -> str:
    """A played card with its changes, e.g. '4 of Stars (-1 coin; worth 3)'."""
    return f"{card.label} ({', '.join(notes)}; worth {value})" if notes else card.label


Board = Sequence["Played | None"]


def lead_slot(board: Board) -> int | None:
    """The slot of the lead card: a face-up Crack the Whip card, else the earliest face-up card."""
    first = None
    for slot, played in enumerate(board):
        if played is not None and played.face_up:
            if played.coach:
                return slot
            if first is None:
                first = slot
    return first


def lead_suit(board: Board) -> Suit | None:
    """The suit to follow, or None while no card is face up (or a leading Wild is not named yet)."""
    slot = lead_slot(board)
    if slot is None:
        return None
    played = board[slot]
    assert played is not None
    return played.declared if played.wild else played.suit


def follows(board: Board, slot: int) -> bool:
    """Whether the face-up card in ``slot`` counts as the lead suit (a following Wild or Lariat card
    always does; the lead card itself counts with its own suit)."""
    return follows_lead(board, slot, lead_slot(board))


def follows_lead(board: Board, slot: int, lead: int | None) -> bool:
    """:func:`follows`, the lead slot already found: the end of a trick asks it of every slot."""
    played = board[slot]
    if played is None or not played.face_up or lead is None:
        return False
    if slot == lead or played.wild or played.lariat:
        return True
    leading = board[lead]
    assert leading is not None
    return played.suit == (leading.declared if leading.wild else leading.suit)


def trick_winner(board: Board) -> int | None:
    """The slot of the lowest face-up card following the lead suit, or None if all are flipped."""
    lead = lead_slot(board)
    best: int | None = None
    best_value = 0
    for slot, played in enumerate(board):
        if (
            played is not None
            and follows_lead(board, slot, lead)
            and (best is None or played.value < best_value)
        ):
            best, best_value = slot, played.value
    return best


def countered(values: Iterable[tuple[int, int]]) -> list[int]:
    """Slots to flip, from (slot, value) pairs of face-up cards: every value held more than once."""
    pairs = list(values)
    if len({value for _, value in pairs}) == len(pairs):  # most plays: no value twice, nothing flips
        return []
    by_value: dict[int, list[int]] = {}
    for slot, value in pairs:
        by_value.setdefault(value, []).append(slot)
    return sorted(slot for slots in by_value.values() if len(slots) > 1 for slot in slots)


Token = Coin | AddDamage | RevealCheat | UseSignature


def put_token(board: Sequence[Played | None], slot: int, token: Token) -> str:
    """Change the card in ``slot`` (or Short Fuse's target) as ``token`` says; returns the rule applied.

    The state spends the token; a bot asking "what if" calls this on a copy of the board.
    """
    played = board[slot]
    assert played is not None
    if isinstance(token, Coin):
        played.value += token.change
        played.notes.append(f"{token.change:+d} coin")
        return "rowdy.coin"
    if isinstance(token, AddDamage):
        played.extra_damage += 1
        played.notes.append("+1 damage token")
        return "rowdy.damage-token"
    if isinstance(token, RevealCheat):
        cheat = token.cheat
        if cheat.suit is not None:
            played.suit = cheat.suit
        elif cheat is Cheat.DAMAGE:
            played.extra_damage += 1
        else:
            played.value += CHEAT_VALUE_CHANGE[cheat]
        played.notes.append(f"{cheat} cheat")
        return "rowdy.cheats"
    return _put_signature(board, played, token)


def _put_signature(board: Sequence[Played | None], played: Played, token: UseSignature) -> str:
    signature = token.signature
    if signature is Signature.LARIAT:
        played.lariat = True
        played.notes.append("Lariat")
        return "rowdy.lariat"
    if signature is Signature.SHORT_FUSE:
        target = next(p for p in board if p is not None and p.card.label == token.detail)
        target.value += SHORT_FUSE_CHANGE
        target.notes.append("+1 Short Fuse")
        return "rowdy.short-fuse"
    if signature is Signature.MERCY_AND_DAMNATION:
        played.value += int(token.detail)
        played.notes.append(f"{token.detail} {'Mercy' if token.detail.startswith('-') else 'Damnation'}")
        return "rowdy.mercy-and-damnation"
    if signature is Signature.GRAVE_ROBBING:
        played.notes.append("Grave Robbing")
        return "rowdy.grave-robbing"
    if signature is Signature.RELENTLESS:
        played.extra_damage += RELENTLESS_DAMAGE
        played.notes.append("+2 Relentless")
        return "rowdy.relentless"
    if signature is Signature.BOTTOM_LINE:
        played.value += BOTTOM_LINE_FROM - 2 * played.card.value
        played.notes.append("Bottom Line")
        return "rowdy.bottom-line"
    if signature is Signature.SUIT_SHIFT:
        played.suit = Suit(token.detail)
        played.notes.append(f"Suit Shift to {token.detail}")
        return "rowdy.suit-shift"
    assert signature is Signature.CRACK_THE_WHIP, f"{signature} is not played on a card"
    for other in board:
        if other is not None:
            other.coach = other is played
    played.notes.append("Crack the Whip")
    return "rowdy.crack-the-whip"


def damage_of(played: Played) -> int:
    """What a winning card deals: its value plus bonuses, nothing at all if it is worth 0 or less."""
    return 0 if played.value <= 0 else played.value + played.extra_damage


class PinStep(NamedTuple):
    """Where a health marker ends after one trick's damage, why, in words, and how much of the damage
    the Pin Zone threw away. In the Pin Zone ``why`` reads after the wrestler's name ("Kate moves from
    Stop 1 to Stop 2"), above it after "health"."""

    health: int
    why: str
    lost: int = 0


def space_name(health: int) -> str:
    return PIN_ZONE_NAMES.get(health, f"{health} health")


def pin_zone_step(health: int, damage: int) -> PinStep:
    """Move a health marker for one trick's damage, obeying the Pin Zone's Stop signs."""
    if damage <= 0:
        return PinStep(health, "no damage")
    if health > ZERO_SPACE:
        after = health - damage
        if after > ZERO_SPACE:
            return PinStep(after, f"{health} -> {after}")
        zero = space_name(ZERO_SPACE)
        if after == ZERO_SPACE:
            return PinStep(after, f"{health} -> {zero}")
        lost = ZERO_SPACE - after
        return PinStep(ZERO_SPACE, f"{health} -> {zero}; {lost} more damage is lost", lost)
    needs = PIN_ZONE_NEEDS[health]
    where = space_name(health)
    if damage < needs:
        return PinStep(health, f"stays on {where} (moving on needs {needs}+ damage)", damage)
    after = health - 1
    extra = damage - needs
    rest = f"; the {extra} damage beyond the {needs} needed is lost" if extra else ""
    return PinStep(after, f"moves from {where} to {space_name(after)}{rest}", extra)


def is_pinned(health: int) -> bool:
    return health <= SKULL


def pop_path(position: int, steps: int) -> list[int]:
    """The Pop track spaces a marker passes or lands on moving ``steps`` from ``position`` (it loops)."""
    size = len(POP_TRACK)
    return [(position + step) % size for step in range(1, steps + 1)]


def uncovered(diamond: Sequence[Card | None], in_play: int | None = None) -> list[int]:
    """Diamond positions whose card is still there and no longer covered by any card: the face-up ones.

    ``in_play`` is the position of a diamond card that is being played: it has left the diamond but
    still counts as covering, because the rulebook turns up what it uncovered only once its tokens and
    effects are done.
    """
    return [
        position
        for position, card in enumerate(diamond)
        if card is not None
        and all(diamond[cover] is None and cover != in_play for cover in DIAMOND_COVERS[position])
    ]


def must_follow(cards: Iterable[Card], suit: Suit | None) -> list[Card]:
    """The cards among ``cards`` a player may play when ``suit`` leads (all of them if void), judged
    by their printed suits: a token cannot make another card follow (``FOLLOW_BY_PRINTED_SUIT``)."""
    cards = list(cards)
    if suit is None or not any(card.suit is suit for card in cards):
        return cards
    return [card for card in cards if card.suit is suit or card.suit is None]


class Ring(NamedTuple):
    """The Rowdy Ring: for each side, its seats in tracker order (in the ring first), and which side
    holds slots 1 & 4."""

    trackers: tuple[tuple[int, ...], tuple[int, ...]]
    front: int
    #: The seat playing each Play Board slot, 1 to 4, found once by :meth:`of`: every move asks
    #: whose turn it is, several times.
    seats: tuple[int, int, int, int]

    @staticmethod
    def of(trackers: tuple[tuple[int, ...], tuple[int, ...]], front: int) -> Ring:
        """The ring with these trackers, ``front`` holding slots 1 & 4."""
        lead, back = trackers[front], trackers[1 - front]
        return Ring(trackers, front, (lead[0], back[0], back[-1], lead[-1]))

    def slots(self) -> tuple[int, int, int, int]:
        """The seat playing each Play Board slot, 1 to 4."""
        return self.seats

    def in_ring(self, side: int) -> int:
        return self.trackers[side][0]

    def after_win(self, side: int, seat: int) -> Ring:
        """The winner comes into the ring (swapping with a partner) and its side takes slots 1 & 4."""
        order = self.trackers[side]
        if order[0] != seat:
            order = (seat, order[0])
        trackers = (order, self.trackers[1]) if side == 0 else (self.trackers[0], order)
        return Ring.of(trackers, side)

    def after_tag(self, side: int) -> Ring:
        """Partners swap: the one outside comes into the ring."""
        order = self.trackers[side][::-1]
        trackers = (order, self.trackers[1]) if side == 0 else (self.trackers[0], order)
        return Ring.of(trackers, self.front)
