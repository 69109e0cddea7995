"""Why a move is not allowed now: the message and the rule the table shows when a move is refused.

The engine asks here only once an action is known not to be legal, so these checks can be plain and
readable rather than fast; what *is* allowed is decided in :mod:`.legal`.
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction
from ..core.errors import GAME_OVER
from . import data
from .actions import AddDamage, Coin, Declare, KeepCheat, Play, RevealCheat, Tag, TagWith, UseSignature
from .data import Cheat, Signature
from .legal import holds_suit_token, playable, team_has_played
from .rules import lead_suit
from .table import Table
from .views import Phase


def why_not(table: Table, action: Any) -> IllegalAction:
    """The rule an action breaks, in words (the action is known not to be legal now)."""
    seat = table.current_player
    if seat is None:
        return IllegalAction(GAME_OVER, "core.game-over")
    who = table.name(seat)
    phase = table.phase
    if phase is Phase.DECLARE:
        return IllegalAction(f"{who} must first name the suit of the Wild that now leads.", "rowdy.wild")
    if phase is Phase.KEEP:
        return IllegalAction(
            f"{who} must first keep one of the cheats Grave Robbing turned up "
            f"({', '.join(map(str, table.looking))}).",
            "rowdy.grave-robbing",
        )
    kind = type(action)
    if phase is Phase.STAGE:
        if kind is Play or kind is Tag:
            return IllegalAction(
                f"{who} is already playing {table.board[table.slot].card}: add tokens or say Done.",  # type: ignore[union-attr]
                "rowdy.tokens",
            )
        return _why_token_illegal(table, seat, action)
    if kind is Play:
        card = action.card
        if card not in playable(table, seat):
            if card in table.diamonds[seat]:
                return IllegalAction(
                    f"{card} is still covered in {who}'s diamond: it cannot be played yet.",
                    "rowdy.diamond",
                )
            return IllegalAction(f"{who} does not hold {card}.", "rowdy.follow")
        suit = lead_suit(table.board)
        why = f"{who} holds {suit}: {card} does not follow, so {who} must play {suit} or a Wild."
        if holds_suit_token(table, seat):
            why += f" This edition's reading: {data.FOLLOW_BY_PRINTED_SUIT}."
        return IllegalAction(why, "rowdy.follow")
    if kind is Tag:
        side = table.side_of[seat]
        if len(table.sides[side]) < 2:
            return IllegalAction("A Headliner has no partner to tag.", "rowdy.tag")
        if table.tagged[side]:
            return IllegalAction("Your team has already tagged in this trick.", "rowdy.tag")
        if team_has_played(table, side):
            return IllegalAction(
                "A tag comes before either wrestler of the team has played in the trick.", "rowdy.tag"
            )
        return IllegalAction(_no_tag_with(table, seat, action.using), "rowdy.tag")
    if kind is Declare or kind is KeepCheat:
        return IllegalAction("There is nothing to choose now: pick a card to play.", "core.legal-actions")
    if kind is RevealCheat and action.cheat is Cheat.TAG:
        return IllegalAction(_tag_cheat_goes_on_no_card(table, seat), "rowdy.tag")
    return IllegalAction("Tokens go on a card as you play it: pick the card first.", "rowdy.tokens")


def _no_tag_with(table: Table, seat: int, using: TagWith) -> str:
    who = table.name(seat)
    if using is TagWith.TOKEN:
        return f"{who} has no Tag token to tag with."
    if using is TagWith.CHEAT:
        return f"{who} holds no tag cheat to tag with."
    if table.signature_of(seat) is not Signature.HIGH_FLYER:
        return f"{who} has no High Flyer to tag with: it is Thunder's signature move."
    return f"{who} has not unlocked High Flyer (or has spent it): the Pop track unlocks it."


def _tag_cheat_goes_on_no_card(table: Table, seat: int) -> str:
    if table.headliner[seat]:
        return "A tag cheat goes on no card: it is spent only by tagging, and a Headliner has no partner."
    return (
        "A tag cheat goes on no card: it is spent by tagging your partner in (Tag with the tag cheat), "
        "before either wrestler of your team plays in the trick."
    )


def _why_token_illegal(table: Table, seat: int, action: Any) -> IllegalAction:
    kind = type(action)
    who = table.name(seat)
    if kind is Coin:
        return IllegalAction(f"{who} has no coin to spend.", "rowdy.coin")
    if kind is AddDamage:
        return IllegalAction(f"{who} has no damage token to spend.", "rowdy.damage-token")
    if kind is RevealCheat:
        if action.cheat not in table.cheats[seat]:
            return IllegalAction(f"{who} holds no {action.cheat} cheat.", "rowdy.cheats")
        if action.cheat is Cheat.TAG:
            return IllegalAction(_tag_cheat_goes_on_no_card(table, seat), "rowdy.tag")
        return IllegalAction(
            f"The {action.cheat} cheat would change nothing on this card "
            "(suit tokens go on suited cards and must change the suit).",
            "rowdy.cheats",
        )
    if kind is UseSignature:
        return _why_signature_illegal(table, seat, action)
    if kind is Tag:
        return IllegalAction("A tag comes before your team plays in the trick.", "rowdy.tag")
    return IllegalAction(f"{action} is not a move while a card is being played.", "core.legal-actions")


def _why_signature_illegal(table: Table, seat: int, action: UseSignature) -> IllegalAction:
    who = table.name(seat)
    mine = table.signature_of(seat)
    if action.signature is not mine:
        return IllegalAction(f"{action.signature} is not {who}'s signature move.", "rowdy.signature")
    if table.signature_on_board[seat]:
        return IllegalAction(
            f"{who} used {mine} in this trick: it stays on the Play Board until the trick is "
            "cleared, then goes back to its board to be unlocked again.",
            "rowdy.signature",
        )
    if not table.signatures[seat]:
        ways = (
            "the Pop track or the Manager diamond's bottom three unlock it"
            if table.headliner[seat]
            else "the Pop track unlocks it"
        )
        return IllegalAction(f"{who} has not unlocked {mine} (or has spent it): {ways}.", "rowdy.signature")
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
