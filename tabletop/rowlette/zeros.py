"""Zeros and their targets: a zero the refill hands to a line (and the explosion it may set off), a
zero that can reach nobody, and Remove 0 taking a line's latest zero back out.

Which line a zero reaches is decided by :func:`~.rules.zero_fate`; this module carries it out and
tells it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Event
from ..core.cards import shuffle_in
from . import data
from .data import Special, Zero
from .line import Line
from .rules import explodes, nobody_reason
from .table import Table
from .views import Status


def lose_zero(table: Table, zero: Zero, missed: list[Zero], events: list[Event]) -> None:
    """A refill's first zero that nobody can receive: discarded, or (untargeted_zero="shuffle back")
    put with the refill's ``missed`` zeros, which go back into the deck once the market is full."""
    if table.options["untargeted_zero"] == "discard":
        table.discard.append(zero)
        fate = "it is discarded"
    else:
        missed.append(zero)
        fate = f"it {data.SHUFFLE_BACK_WAITS}"
    why = nobody_reason(zero.target, table.players[table.active], bool(table.lines[table.active].numbers))
    label = str(zero)  # a zero's label is worked out, so once
    events.append(
        Event(
            "zero-lost", f"{label} turns up, but {why}: {fate}.", "rowlette.zero-eligibility", {"zero": label}
        )
    )


def assign_zero(table: Table, zero: Zero, seat: int, last: Sequence[int | None], events: list[Event]) -> None:
    """Hand ``zero`` to ``seat``; ``last`` holds every seat's last number (None: out of reach)."""
    line = table.lines[seat]
    before = line.zero_points
    line.zeros.append(zero)
    if seat != table.active:
        table.hit[seat] = True
    if zero.target == "YOU":
        whom = "the player whose turn it is"
    elif sum(number is not None for number in last) == 1:
        whom = f"the only line a zero can reach, last number {last[seat]}"
    else:
        word = "lowest" if zero.target == "MIN" else "highest"
        whom = f"the {word} last number, {last[seat]}"
    label = str(zero)  # a zero's label is worked out, so once
    after = before + zero.points  # the line's zero_points, without summing its zeros again
    events.append(
        Event(
            "zero",
            f"{label} hits {table.players[seat]} ({whom}): zero-track {before} -> {after}.",
            "rowlette.zero-assignment",
            {"seat": seat, "zero": label},
        )
    )
    if explodes(after):
        line.status = Status.EXPLODED
        events.append(
            Event(
                "explode",
                f"{table.players[seat]} explodes with {after} "
                "zero-points: out of the round, goal score halved.",
                "rowlette.explosion",
                {"seat": seat},
            )
        )


def remove_zero_spent(table: Table, line: Line) -> bool:
    """Whether a Remove 0 would leave this line's zeros alone: its one use a round is gone.

    This edition's reading (REMOVE_ZERO_USE, "each card") limits each card, not each player, so
    only the "once per player" option ever spends a player's use.
    """
    return line.removed_zero and table.options["remove_zero_use"] == "once per player"


def take_remove_zero(table: Table, events: list[Event]) -> None:
    """The player on turn takes Remove 0: their latest zero goes back into the deck, if it can."""
    seat, name = table.active, table.players[table.active]
    line = table.lines[seat]
    table.discard.append(Special.REMOVE_ZERO)
    if line.zeros and not remove_zero_spent(table, line):
        zero = line.zeros.pop()
        line.removed_zero = True
        shuffle_in(table.deck, zero, table._random())
        events.append(
            Event(
                "remove-zero",
                f"{name} takes Remove 0: the {zero} leaves the "
                f"line and is shuffled into the deck; zero-track "
                f"{line.zero_points + zero.points} -> {line.zero_points}.",
                "rowlette.remove-zero",
                {"seat": seat, "zero": str(zero)},
            )
        )
    else:
        why = (
            "after already taking a zero out with one this round (remove_zero_use='once per player')"
            if line.zeros
            else "with no zero in the line"
        )
        events.append(
            Event(
                "remove-zero",
                f"{name} takes Remove 0 {why}: {data.UNUSED_REMOVE_ZERO}.",
                "rowlette.remove-zero",
                {"seat": seat},
            )
        )
