"""The trick on the Play Board: what tokens make of a card, counters flipping equal cards and passing
the lead, then the winner, the ring's new order and the board cleared for the next trick.

The damage the winner deals is told in :mod:`.damage`; a round's last trick deals the next round
(:mod:`.deal`).
"""

from __future__ import annotations

from typing import Final

from ..core import Event
from ..core.words import in_words
from .actions import AddDamage, Coin, RevealCheat, UseSignature
from .damage import deal_damage
from .data import SLOTS, TRICKS_PER_ROUND, Signature, Token
from .deal import start_round
from .rules import Played, countered, damage_of, lead_slot, lead_suit, trick_winner
from .table import Table
from .views import Phase, TrickResult, played_view

#: A trick's spent supply tokens before any is spent; copied, as building it from the enum again
#: every trick cost as much as the rest of clearing the board.
NONE_SPENT: Final[dict[Token, int]] = dict.fromkeys(Token, 0)


def token_event(
    table: Table, seat: int, action: Coin | AddDamage | RevealCheat | UseSignature, rule: str
) -> Event:
    """Tell a token just put on the card in play (Short Fuse: on the card it lit), and what the card
    is worth now."""
    played = table.board[table.slot]
    assert played is not None
    if isinstance(action, UseSignature) and action.signature is Signature.SHORT_FUSE:
        target = next(p for p in table.board if p is not None and p.card.label == action.detail)
        text = (
            f"{table.name(seat)} lights Short Fuse on {table.name(target.seat)}'s {target.card}: "
            f"now {_worth(target)}."
        )
    elif isinstance(action, UseSignature):
        detail = f" ({action.detail})" if action.detail else ""
        text = f"{table.name(seat)} uses {action.signature}{detail} on {played.card}: now {_worth(played)}."
    else:
        text = f"{table.name(seat)} adds {_token_words(action)} to {played.card}: now {_worth(played)}."
    return Event(
        "token",
        text,
        rule,
        {"seat": seat, "slot": table.slot, "action": str(action)},
    )


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


def counters(table: Table, lead_before: int | None) -> list[Event]:
    """Flip face down every face-up card whose value another face-up card shares, then tell where
    the lead went; a Wild that comes to lead owes its player a suit to name."""
    board = table.board
    flips = countered([(slot, p.value) for slot, p in enumerate(board) if p is not None and p.face_up])
    events: list[Event] = []
    if flips:
        for slot in flips:
            played = board[slot]
            assert played is not None
            played.face_up = False
            played.coach = False
        value = _flipped_words(table, [p for s, p in enumerate(board) if p is not None and s in flips])
        lead = lead_slot(board)
        if lead is None:
            after = "no card is face up, so the next card played leads"
        else:
            new = board[lead]
            assert new is not None
            after = f"the lead passes to {table.name(new.seat)}'s {new.card}"
            if lead_before is not None and lead == lead_before:
                after = f"{table.name(new.seat)}'s {new.card} still leads"
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
            table.pending.append((Phase.DECLARE, new.seat))
        elif lead != lead_before and not flips and lead_before is not None:
            events.append(
                Event(
                    "lead",
                    f"{table.name(new.seat)}'s {new.card} is now the lead card: follow {lead_suit(board)}.",
                    "rowdy.crack-the-whip",
                    {"slot": lead},
                )
            )
    return events


def _flipped_words(table: Table, flipped: list[Played]) -> str:
    """'Ben's 8 and Dee's 8'; a Headliner's two cards of one value read 'Ana's two 8s'."""
    counts: dict[tuple[int, int], int] = {}
    for played in flipped:
        counts[played.seat, played.value] = counts.get((played.seat, played.value), 0) + 1
    names = [
        f"{table.name(seat)}'s " + (f"{value}" if count == 1 else f"two {value}s")
        for (seat, value), count in counts.items()
    ]
    return in_words(names)


def end_trick(table: Table) -> list[Event]:
    """Every slot has played: the lowest card of the lead suit wins and deals its damage, the ring
    reorders, and the next trick (or the next round's deal) begins, unless the damage pinned."""
    board = table.board
    slots = table.ring.slots()
    winner = trick_winner(board)
    lead = lead_slot(board)
    shown = tuple(played_view(board, slot, lead) for slot in range(SLOTS))
    events: list[Event] = []
    if winner is None:
        table.last_trick = TrickResult(table.round, table.trick + 1, shown, slots, None, None, 0, None, None)
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
        side = table.side_of[seat]
        target = table.ring.in_ring(1 - side)
        damage = damage_of(played)
        events.append(
            Event(
                "win",
                f"{table.name(seat)}'s {played.label} is the lowest {lead_suit(board)}: "
                f"{table.name(seat)} wins the trick.",
                "rowdy.winning",
                {"seat": seat, "slot": winner},
            )
        )
        before = table.health[target]
        events += deal_damage(table, seat, target, damage, played)
        table.last_trick = TrickResult(
            table.round,
            table.trick + 1,
            shown,
            slots,
            winner,
            target,
            max(damage, 0),
            before,
            table.health[target],
        )
        if table.loser is not None:
            return events
        ring = table.ring.after_win(side, seat)
        if ring != table.ring:
            came_in = table.ring.in_ring(side) != seat
            table.ring = ring
            events.append(ring_event(table, seat, came_in))
        else:
            events.append(
                Event(
                    "ring",
                    f"{table.name(seat)} is already in the ring in slot 1 and leads next.",
                    "rowdy.ring",
                    {"slots": list(slots)},
                )
            )
    _clear_board(table)
    table.trick += 1
    table.slot = 0
    table.phase = Phase.PLAY
    table.tagged = [False, False]
    if table.trick == TRICKS_PER_ROUND:
        table.round += 1
        start_round(table, events)
    return events


def _clear_board(table: Table) -> None:
    """The trick's cards go to the discard, its supply tokens back to the supply, its cheats to the
    spent pile and its signatures back to their boards."""
    table.discard += [p.card for p in table.board if p is not None]
    table.board = [None] * SLOTS
    for token, count in table.spent.items():
        table.supply[token] += count
    table.spent = NONE_SPENT.copy()
    table.cheats_spent += table.spent_cheats
    table.spent_cheats = []
    table.signature_on_board = [False] * len(table.players)


def ring_event(table: Table, winner: int | None = None, came_in: bool = False) -> Event:
    """The ring at the start, or after ``winner`` won (``came_in``: from the apron, into the ring).
    A Headliner is always in the ring, so never comes into it."""
    slots = table.ring.slots()
    order = ", ".join(f"{i + 1}: {table.name(seat)}" for i, seat in enumerate(slots))
    if winner is None:
        front = table.ring.front
        where = "; ".join(_in_ring_words(table, side) for side in (0, 1))
        go = "goes" if len(table.sides[front]) == 1 else "go"
        text = f"{table.side_name(front)} {go} first with slots 1 & 4. Slots {order}; {where}."
    elif came_in:
        partner = table.ring.trackers[table.side_of[winner]][-1]
        text = (
            f"{table.name(winner)} comes into the ring in place of {table.name(partner)} and leads the "
            f"next trick. Slots {order}."
        )
    elif table.headliner[winner]:
        text = f"{table.name(winner)} takes slots 1 & 4 and leads the next trick. Slots {order}."
    else:
        side = table.side_name(table.side_of[winner])
        text = f"{side} take slots 1 & 4 and {table.name(winner)} leads the next trick. Slots {order}."
    return Event("ring", text, "rowdy.ring", {"slots": list(slots)})


def _in_ring_words(table: Table, side: int) -> str:
    seat = table.ring.in_ring(side)
    if table.headliner[seat]:
        return f"{table.name(seat)} is a Headliner, always in the ring"
    return f"{table.name(seat)} in the ring for {table.side_name(side)}"
