"""Rustling: a cowboy tries to take a rival's steer into his own field, on a D8 that the Lucky Lariat
rolls again and the Brander makes harder; a rustler caught pays with the Bag o' Bills, else the first
steer of his fields (``PAYMENT``), else three fences, else goes to jail (``JAIL_SHORT``).

Every roll comes from the ``roll_d8`` the engine passes (the move's seeded dice), and each step is
told as an Event for the log.
"""

from __future__ import annotations

from ..core import Event
from ..core.words import counted
from .board import square_name
from .compass import Roll
from .data import Event as Card
from .table import Table
from .tokens import in_the_box, steers_in


def rustle(table: Table, seat: int, steer: int, to: int, roll_d8: Roll) -> list[Event]:
    """``seat`` tries to rustle the steer on ``steer`` into his field square ``to``: a D8 of 6 or more
    takes it (a printed steer is covered, a spare from the box stands for it), 1 or 2 gets him caught
    (the Brander catches him below 6), the rest lets the steer evade him."""
    victim = table.grid.owner[steer]
    assert victim is not None
    name, rival = table.players[seat], table.players[victim]
    roll = roll_d8()
    events = []
    if roll < 6 and Card.LARIAT in table.items[seat]:
        events.append(
            Event("roll", f"D8 rolled {roll}: {name}'s Lucky Lariat lets them roll again.", "cowboy.items")
        )
        roll = roll_d8()
    caught = roll <= 2 or (roll < 6 and Card.BRANDER in table.items[victim])
    if roll >= 6:
        where, into = square_name(steer, table.size), square_name(to, table.size)
        if steer in table.tokens.steers:
            table.tokens.steers.remove(steer)
            table.tokens.steers.append(to)
            how = f"the token moves into {into}"
        elif in_the_box("steer", table.tokens) > 0:
            table.tokens.stolen.add(steer)
            table.tokens.steers.append(to)
            how = f"a Stolen Steer token covers the printed steer and a spare steer goes into {into}"
        else:
            table.tokens.stolen.add(steer)
            how = (
                "a Stolen Steer token covers the printed steer, but no roaming steer is left in the box: "
                "none is spare"
            )
        text = f"D8 rolled {roll}: {name} rustles {rival}'s steer at {where}; {how}."
        return [*events, Event("rustle", text, "cowboy.rustle")]
    if not caught:
        return [*events, Event("rustle", f"D8 rolled {roll}: the steer evades {name}.", "cowboy.rustle")]
    events.append(
        Event("caught", f"D8 rolled {roll}: {name} is caught rustling {rival}'s cattle!", "cowboy.rustle")
    )
    if Card.BILLS in table.items[seat]:
        table.items[seat].remove(Card.BILLS)
        table.discard.append(Card.BILLS)
        return [
            *events,
            Event("bills", f"{name} pays with the Big Ol' Bag o' Bills instead.", "cowboy.items"),
        ]
    return events + pay(table, seat, victim)


def pay(table: Table, seat: int, victim: int) -> list[Event]:
    """A caught rustler pays the victim the first steer of his fields (PAYMENT), else three fences,
    else goes to jail (JAIL_SHORT). A paid steer goes into the victim's first free field square,
    or back to the box when the victim has none."""
    name, rival = table.players[seat], table.players[victim]
    mine = [
        s
        for s, owner in enumerate(table.grid.owner)
        if owner == seat and steers_in(s, table.layout.terrain, table.tokens.steers, table.tokens.stolen)
    ]
    if mine:
        return [Event("pay", _pay_steer(table, name, rival, mine[0], victim), "cowboy.rustle")]
    if table.fences[seat] >= 3:
        table.fences[seat] -= 3
        table.fences[victim] += 3
        return [Event("pay", f"{name} has no steer and pays {rival} 3 fences.", "cowboy.rustle")]
    table.skip[seat] += 1  # JAIL_SHORT: fewer than 3 fences pay nothing; he keeps them
    fences = counted(table.fences[seat], "fence")
    text = f"{name} has no steer and {fences}, fewer than the 3 to pay: thrown in jail, {name} misses a turn."
    return [Event("jail", text, "cowboy.rustle")]


def _pay_steer(table: Table, name: str, rival: str, square: int, victim: int) -> str:
    """The steer on ``square`` paid to ``rival``: where it went, told. A roaming token goes itself;
    a printed steer is covered and a spare steer from the box stands for it."""
    where = square_name(square, table.size)
    free = table.free_squares(victim)
    if square in table.tokens.steers:
        table.tokens.steers.remove(square)
        paid = f"{name} pays {rival} the steer at {where}"
        if not free:
            table.tokens.leaves("steer", "paid")
            return f"{paid}, but {rival} has no free square in a field: it goes back to the box."
        table.tokens.steers.append(free[0])
        return f"{paid}: it goes into {rival}'s field at {square_name(free[0], table.size)}."
    table.tokens.stolen.add(square)
    paid = f"{name} pays {rival} the printed steer at {where} (a Stolen Steer token covers it)"
    if not free:
        return f"{paid}, but {rival} has no free square in a field: no spare steer goes to {rival}."
    if in_the_box("steer", table.tokens) <= 0:
        return f"{paid}, but no roaming steer is left in the box to stand for it: {rival} gets none."
    table.tokens.steers.append(free[0])
    into = square_name(free[0], table.size)
    return f"{paid}: a spare steer from the box goes into {rival}'s field at {into}."
