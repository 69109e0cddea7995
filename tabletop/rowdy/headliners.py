"""What a Headliner has that a tag-team wrestler does not: a power that pays off as cards are played,
and the Manager diamond, laid out every round, turned up as it is played, with the Manager's
signature token under its bottom three.
"""

from __future__ import annotations

from ..core import Event
from . import data
from .data import DIAMOND_SIGNATURE_UNDER, Power, Token
from .pop import gain_cheat, gain_token
from .rules import Played, uncovered
from .table import Table


def powers(table: Table, seat: int, played: Played) -> list[Event]:
    """The Headliner's power, if the card just played sets it off."""
    power = table.power_of(seat)
    if power is None:  # a tag-team wrestler: most plays
        return []
    if power is Power.RICH_GET_RICHER and played.value == data.RICH_GET_RICHER_VALUE:
        return gain_token(
            table, seat, Token.COIN, "The Rich Get Richer (a card worth 2)", "rowdy.rich-get-richer"
        )
    if power is Power.GO_WILD and played.wild:
        return gain_cheat(table, seat, "Go Wild (a Wild played)", "rowdy.go-wild")
    if power is Power.RUNAWAY_LEADER and table.leading:
        who = table.name(seat)
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


def lay_out_diamond(table: Table, seat: int) -> list[Event]:
    """Tell the new round's diamond, its bottom card face up, and put the signature under it."""
    bottom = table.diamonds[seat][-1]
    return [
        Event(
            "diamond",
            f"{table.name(seat)} lays out the {table.managers[seat]} diamond, 8 cards face down; "
            f"the bottom one, {bottom}, turns face up.",
            "rowdy.diamond",
            {"seat": seat},
        ),
        *_signature_under_diamond(table, seat),
    ]


def _signature_under_diamond(table: Table, seat: int) -> list[Event]:
    """Lay the Manager's token under the new diamond, taking it back if the Headliner still holds it
    (the rulebook's set-up for each round); a token staged for round 1 stays in hand."""
    held = table.signatures[seat]
    if held and table.round == 1:
        return []
    table.under_diamond[seat] = True
    if not held:
        return []
    table.signatures[seat] = False
    text = (
        f"{table.name(seat)} still holds {table.signature_of(seat)} unspent: it goes back under the new "
        f"{table.managers[seat]} diamond."
    )
    return [Event("signature", text, "rowdy.diamond", {"seat": seat})]


def reveal_diamond(table: Table) -> list[Event]:
    """Turn up the diamond cards the card just played was covering; unlock the signature."""
    spot = table.diamond_spot
    events: list[Event] = []
    if spot is None:
        return events
    table.diamond_spot = None
    played = table.board[table.slot]
    assert played is not None
    seat = played.seat
    diamond = table.diamonds[seat]
    for position in uncovered(diamond):
        if spot in data.DIAMOND_COVERS[position]:
            events.append(
                Event(
                    "diamond",
                    f"{diamond[position]} in {table.name(seat)}'s diamond is uncovered and turns face up.",
                    "rowdy.diamond",
                    {"seat": seat, "position": position},
                )
            )
    if spot in DIAMOND_SIGNATURE_UNDER and all(diamond[p] is None for p in DIAMOND_SIGNATURE_UNDER):
        signature = table.signature_of(seat)
        if table.under_diamond[seat]:  # then the Headliner cannot hold it too: it is one token
            table.under_diamond[seat] = False
            table.signatures[seat] = True
            text = (
                f"The diamond's bottom three are played: {table.name(seat)} gains {signature} "
                "for later turns."
            )
        else:
            text = (
                f"The diamond's bottom three are played, but {signature} no longer lies under them, so "
                f"{table.name(seat)} gains nothing ({data.MANAGER_SIGNATURE_ONE_TOKEN})."
            )
        events.append(Event("signature", text, "rowdy.diamond", {"seat": seat}))
    return events
