"""What a line earns besides the round's jackpot: goals, drawn when a red number is taken, kept with
their threshold and lit once enough numbers match; and Order cards, tucked under a number to start
the chain the round's end scores.
"""

from __future__ import annotations

from ..core import Event
from ..core.cards import draw, put_on_bottom
from . import data
from .data import COLOUR, Colour, Goal, Special
from .rules import goal_count, goal_threshold
from .table import Table

#: Named once: on Python 3.11 naming an enum member is a class lookup each time.
_BLACK = Colour.BLACK


def take_number(table: Table, card: int, events: list[Event]) -> bool:
    """The player on turn takes a number: black adds a coin to the jackpot, red draws goals.

    True when goals were drawn, so the turn waits for the player to keep one.
    """
    seat, name = table.active, table.players[table.active]
    line = table.lines[seat]
    line.numbers.append(card)
    if COLOUR[card] is _BLACK:
        line.jackpot += 1
        events.append(
            Event(
                "jackpot",
                f"{name} takes {card}, a black number: jackpot {line.jackpot - 1} -> {line.jackpot}.",
                "rowlette.black",
                {"seat": seat, "card": card},
            )
        )
        check_goals(table, seat, events)
        return False
    events.append(
        Event(
            "take",
            f"{name} takes {card}, a red number: {name} draws goals to choose from.",
            "rowlette.red",
            {"seat": seat, "card": card},
        )
    )
    check_goals(table, seat, events)
    table.offer = draw(table.goal_deck, data.GOALS_OFFERED)
    return bool(table.offer)


def keep_goal(table: Table, goal: Goal, events: list[Event]) -> None:
    """Keep ``goal`` from the offer as the line's next goal; the rest go under the goal deck."""
    seat, line = table.active, table.lines[table.active]
    table.offer.remove(goal)
    put_on_bottom(table.goal_deck, table.offer)
    returned = len(table.offer)
    table.offer = []
    line.goals.append(goal)
    line.active.append(False)
    position = len(line.goals)
    label = str(goal)  # an enum formats slowly in an f-string: its label is made once, for text and data
    events.append(
        Event(
            "goal",
            f"{table.players[seat]} keeps the {label} goal as goal "
            f"#{position} (needs {goal_threshold(position - 1)}); {returned} go back "
            "under the goal deck.",
            "rowlette.goal-threshold",
            {"seat": seat, "goal": label},
        )
    )


def check_goals(table: Table, seat: int, events: list[Event]) -> None:
    """Light every goal of ``seat``'s line whose threshold its numbers now reach (it stays lit)."""
    line = table.lines[seat]
    for i, goal in enumerate(line.goals):
        if not line.active[i] and goal_count(goal, line.numbers) >= goal_threshold(i):
            line.active[i] = True
            label = str(goal)
            events.append(
                Event(
                    "goal-active",
                    f"{table.players[seat]}'s {label} goal #{i + 1} is "
                    f"active: {goal_threshold(i)} matching numbers reached.",
                    "rowlette.goal-threshold",
                    {"seat": seat, "goal": label},
                )
            )


def tuck_order(table: Table, card: Special, events: list[Event]) -> None:
    """The player on turn takes an Order card: it goes under their latest number (or their first)."""
    seat, name = table.active, table.players[table.active]
    line = table.lines[seat]
    anchor = max(len(line.numbers) - 1, 0)
    line.orders.append((card, anchor))
    under = (
        f", tucked under {line.numbers[anchor]}"
        if line.numbers
        else f"; with no number yet, it will go under {name}'s first number"
    )
    label = str(card)
    events.append(
        Event("order", f"{name} takes {label}{under}.", "rowlette.order", {"seat": seat, "card": label})
    )
