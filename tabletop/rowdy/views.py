"""What a seat sees of a Rowdy Partners game: its own hand and cheats, and the table face up.

Views are frozen values, so two views are equal exactly when a player could not tell the games
apart; bots and widgets get nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from .data import Card, Cheat, Suit, Token
from .rules import Played, card_label, follows_lead, uncovered

FACE_DOWN: Final = "face down"  # a Manager diamond card others cannot see yet


class Phase(StrEnum):
    PLAY = "play"  # the seat of the next slot picks a card (or tags)
    STAGE = "stage"  # the card is in its slot; its player adds tokens, then Done
    DECLARE = "declare"  # a Wild became the lead card; its player names the suit
    KEEP = "keep"  # Grave Robbing: keep one of the cheats looked at
    OVER = "over"


@dataclass(frozen=True, slots=True)
class PlayedView:
    """A card on the Play Board as everyone sees it (countered cards were seen as they were played)."""

    slot: int
    seat: int
    card: Card
    value: int
    suit: Suit | None  # None: a Wild still following
    declared: Suit | None
    face_up: bool
    lead: bool
    coach: bool  # Crack the Whip made it the lead card
    lariat: bool  # the Lariat makes it follow whatever suit leads
    follows: bool
    extra_damage: int
    notes: tuple[str, ...]

    @property
    def label(self) -> str:
        return card_label(self.card, self.notes, self.value)


@dataclass(frozen=True, slots=True)
class TrickResult:
    """The trick just finished, as it lay on the table when it was decided: everyone saw it, so a
    table can show it step by step (counters, the winner, the damage) after the board is cleared."""

    round: int
    trick: int  # 1 to 8
    board: tuple[PlayedView | None, ...]
    slots: tuple[int, int, int, int]
    winner: int | None  # the winning slot; None when every card was countered
    target: int | None  # the seat that took the damage
    damage: int
    health_before: int | None  # the target's space before the damage
    health_after: int | None


@dataclass(frozen=True, slots=True)
class RowdyView:
    """What one seat may see: own hand and own cheats, and everything on the table face up."""

    seat: int | None
    players: tuple[str, ...]
    characters: tuple[str, ...]
    managers: tuple[str | None, ...]
    sides: tuple[tuple[int, ...], ...]
    round: int
    trick: int  # 1 to 8 within the round
    phase: Phase
    current: int | None
    slots: tuple[int, int, int, int]  # the seat of each Play Board slot
    front: int  # the side holding slots 1 & 4
    in_ring: tuple[int, int]  # per side
    next_slot: int | None  # the slot being played (0-3)
    board: tuple[PlayedView | None, ...]
    lead_slot: int | None
    lead_suit: Suit | None
    health: tuple[int, ...]
    max_health: tuple[int, ...]
    pop: tuple[int, int]
    coins: tuple[int, ...]
    damage_tokens: tuple[int, ...]
    tags: tuple[int, ...]
    cheat_counts: tuple[int, ...]
    signatures: tuple[bool, ...]  # unlocked and not spent
    my_cheats: tuple[Cheat, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    diamonds: tuple[tuple[Card | str | None, ...], ...]  # Card face up, FACE_DOWN, None once played
    signature_under_diamond: tuple[bool, ...]
    signature_on_board: tuple[bool, ...]  # used in this trick: not back on its board until the clear
    tagged: tuple[bool, bool]
    supply: tuple[tuple[Token, int], ...]
    cheat_pool: int
    cheats_spent: int
    looking_at: tuple[Cheat, ...]  # Grave Robbing's offer, shown only to the Wretch
    discard: int
    burn: int
    damage_dealt: tuple[int, ...]
    loser: int | None  # the pinned side once the game is over
    last_trick: TrickResult | None

    def side_of(self, seat: int) -> int:
        return 0 if seat in self.sides[0] else 1

    @property
    def my_side(self) -> int | None:
        return None if self.seat is None else self.side_of(self.seat)


def played_view(board: Sequence[Played | None], slot: int, lead: int | None) -> PlayedView | None:
    """The card in ``slot`` as the table shows it; ``lead`` is the board's lead slot, found once for all
    four slots."""
    p = board[slot]
    if p is None:
        return None
    return PlayedView(
        slot,
        p.seat,
        p.card,
        p.value,
        p.suit,
        p.declared,
        p.face_up,
        slot == lead,
        p.coach,
        p.lariat,
        follows_lead(board, slot, lead),
        p.extra_damage,
        tuple(p.notes),
    )


def diamond_view(diamond: list[Card | None], in_play: int | None = None) -> tuple[Card | str | None, ...]:
    """The diamond as anyone sees it; the cards under a card still ``in_play`` are not turned up yet."""
    if not diamond:
        return ()
    open_ = set(uncovered(diamond, in_play))
    return tuple(card if card is None or p in open_ else FACE_DOWN for p, card in enumerate(diamond))
