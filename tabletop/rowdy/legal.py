"""What the wrestler on turn may do: the cards they may play, the tags open to their team, and the
tokens that may still go on the card they are playing.

The state lists its legal moves from these, and the refusals ask the same questions to say why a
move is not among them, so each rule of what is allowed is written once.
"""

from __future__ import annotations

from typing import Any, Final

from .actions import ADD_DAMAGE, COIN_DOWN, COIN_UP, REVEAL, TagWith, UseSignature, use
from .data import MERCY_AND_DAMNATION_CHANGE, Card, Cheat, Signature, Suit
from .rules import Played, lead_slot, lead_suit, uncovered
from .table import Table

#: The ways to tag, in the order the moves are listed; a tuple, as iterating the enum class costs
#: more than the rest of the tag rule on every card played.
TAG_WAYS: Final = tuple(TagWith)


def playable(table: Table, seat: int) -> list[Card]:
    """The hand and the face-up diamond cards: only those count for following and playing."""
    diamond = table.diamonds[seat]
    if not diamond:
        return table.hands[seat]
    face_up = uncovered(diamond, in_play(table, seat))
    return [*table.hands[seat], *(card for p in face_up if (card := diamond[p]) is not None)]


def in_play(table: Table, seat: int) -> int | None:
    """The diamond position of ``seat``'s card in play whose uncovered cards are not turned up yet."""
    if table.diamond_spot is None:
        return None
    played = table.board[table.slot]
    return table.diamond_spot if played is not None and played.seat == seat else None


def tags_available(table: Table, seat: int) -> list[TagWith]:
    """The ways ``seat`` may tag their partner in now: once a trick, before their team plays."""
    side = table.side_of[seat]
    if len(table.sides[side]) < 2 or table.tagged[side]:
        return []
    ways = [using for using in TAG_WAYS if has_tag(table, seat, using)]
    return [] if not ways or team_has_played(table, side) else ways


def team_has_played(table: Table, side: int) -> bool:
    """Whether either wrestler of ``side`` has a card on the Play Board in this trick."""
    side_of = table.side_of
    return any(played is not None and side_of[played.seat] == side for played in table.board)


def has_tag(table: Table, seat: int, using: TagWith) -> bool:
    """Whether ``seat`` holds what tagging ``using`` spends (a token, the tag cheat, High Flyer)."""
    if using is TagWith.TOKEN:
        return table.tags[seat] > 0
    if using is TagWith.CHEAT:
        return Cheat.TAG in table.cheats[seat]
    return table.signatures[seat] and table.signature_of(seat) is Signature.HIGH_FLYER


def token_options(table: Table) -> list[Any]:
    """What may still be put on the card being played (Done is always possible too)."""
    seat = table.ring.slots()[table.slot]
    played = table.board[table.slot]
    assert played is not None
    options: list[Any] = []
    if table.coins[seat]:
        options += (COIN_UP, COIN_DOWN)
    if table.damage_tokens[seat]:
        options.append(ADD_DAMAGE)
    for cheat in dict.fromkeys(table.cheats[seat]):
        if cheat is Cheat.TAG:
            continue
        suit = cheat.suit
        if suit is None or (not played.wild and played.suit is not suit):
            options.append(REVEAL[cheat])
    if table.signatures[seat]:
        options += _signature_options(table, seat, played)
    return options


def _signature_options(table: Table, seat: int, played: Played) -> list[UseSignature]:
    signature = table.signature_of(seat)
    board = table.board
    lead = lead_slot(board)
    if signature is Signature.LARIAT:
        suit = lead_suit(board)
        if lead is not None and lead != table.slot and not played.wild and played.suit is not suit:
            return [use(signature)]
        return []
    if signature is Signature.SHORT_FUSE:
        return [use(signature, p.card.label) for p in board if p is not None and p.face_up]
    if signature is Signature.MERCY_AND_DAMNATION:
        return [use(signature, f"{sign}{MERCY_AND_DAMNATION_CHANGE}") for sign in "+-"]
    if signature is Signature.GRAVE_ROBBING:
        return [use(signature)] if table.cheat_pool or table.cheats_spent else []
    if signature is Signature.SUIT_SHIFT:
        return [] if played.wild else [use(signature, s.value) for s in Suit if s is not played.suit]
    if signature is Signature.CRACK_THE_WHIP:
        return [use(signature)] if lead is not None and lead != table.slot else []
    if signature is Signature.HIGH_FLYER:
        return []
    return [use(signature)]  # Relentless, Bottom Line


def holds_suit_token(table: Table, seat: int) -> bool:
    """Whether ``seat`` holds a token that changes a card's suit (a suit cheat, Lariat, Suit Shift)."""
    if any(cheat.suit is not None for cheat in table.cheats[seat]):
        return True
    return table.signatures[seat] and table.signature_of(seat) in (Signature.LARIAT, Signature.SUIT_SHIFT)
