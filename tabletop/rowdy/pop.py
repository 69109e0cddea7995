"""The Pop track and what it hands out: a side's marker moving on, the tokens and cheats its spaces
give, signature moves unlocked and spent, and Grave Robbing's look at the cheat pool.

Pop cards, High Flyer and the Headliners' powers all end here, so the supply, the cheat pool and
the signature tokens are kept in one place.
"""

from __future__ import annotations

from ..core import Event
from ..core.cards import shuffle
from ..core.words import counted
from . import data
from .data import ICON_TOKEN, Icon, Token, pop_space_number
from .rules import pop_path
from .table import Table
from .views import Phase


def move_pop(table: Table, seat: int, steps: int, why: str) -> list[Event]:
    """Move ``seat``'s side along its Pop track; each icon passed or landed on pays out (gain_icon)."""
    side = table.side_of[seat]
    start = table.pop[side]
    path = pop_path(start, steps)
    table.pop[side] = path[-1]
    events = [
        Event(
            "pop",
            f"{why} {table.side_name(side)}'s Pop marker moves {steps} space{'s' * (steps > 1)} "
            f"(space {pop_space_number(start)} -> space {pop_space_number(path[-1])}).",
            "rowdy.pop",
            {"side": side, "from": start, "to": path[-1]},
        )
    ]
    pop_track = track(table, side)
    for space in path:
        icon = pop_track[space]
        if icon is not Icon.NONE:
            events += gain_icon(table, side, seat, icon, f"Pop space {pop_space_number(space)}")
    return events


def track(table: Table, side: int) -> tuple[Icon, ...]:
    """The side's Pop track: a Headliner's has no tag spaces."""
    return data.pop_track(table.headliner[table.sides[side][0]])


def gain_icon(table: Table, side: int, seat: int, icon: Icon, where: str) -> list[Event]:
    """What one Pop space gives: a token or a cheat to ``seat``, or a signature to its board's owner."""
    if icon is Icon.NONE:
        return []
    if icon is Icon.CHEAT:
        return gain_cheat(table, seat, where, "rowdy.pop")
    if icon in ICON_TOKEN:
        return gain_token(table, seat, ICON_TOKEN[icon], where, "rowdy.pop")
    owner = table.sides[side][0 if icon is Icon.SIGNATURE_LEFT else -1]
    signature = table.signature_of(owner)
    board = table.managers[owner] or table.name(owner)
    whose = f"{where} holds {board}'s signature icon"
    if table.signatures[owner]:
        text = f"{whose}, but {table.name(owner)} already has {signature}."
    elif table.signature_on_board[owner]:
        text = (
            f"{whose}, but {signature} is still on the Play Board from this trick, so "
            f"{table.name(owner)} gains nothing."
        )
    else:
        table.signatures[owner] = True
        table.under_diamond[owner] = False
        text = f"{whose}: {table.name(owner)} unlocks {signature}."
    return [Event("signature", text, "rowdy.signature", {"seat": owner, "signature": signature.value})]


def spend_signature(table: Table, seat: int) -> None:
    """A used signature token lies on the Play Board until the trick is cleared (rulebook), so its
    icon cannot unlock it again before then."""
    table.signatures[seat] = False
    table.signature_on_board[seat] = True


def held(table: Table, token: Token) -> list[int]:
    """Each seat's count of one kind of supply token."""
    return {Token.COIN: table.coins, Token.DAMAGE: table.damage_tokens, Token.TAG: table.tags}[token]


def gain_token(table: Table, seat: int, token: Token, where: str, rule: str) -> list[Event]:
    """One token from the supply to ``seat``, if the supply has one left."""
    if table.supply[token] == 0:
        text = f"{where}: the supply has no {token} token left, so {table.name(seat)} gains nothing."
    else:
        table.supply[token] -= 1
        held(table, token)[seat] += 1
        text = f"{where}: {table.name(seat)} gains a {token} token."
    return [Event("gain", text, rule, {"seat": seat, "token": token.value})]


def gain_cheat(table: Table, seat: int, where: str, rule: str) -> list[Event]:
    """The top cheat of the pool to ``seat``, face down (the spent ones reshuffled if it is empty)."""
    events = _refill_cheats(table)
    if not table.cheat_pool:
        text = f"{where}: no cheat is left in the pool, so {table.name(seat)} gains nothing."
    else:
        table.cheats[seat].append(table.cheat_pool.pop())
        text = f"{where}: {table.name(seat)} draws a cheat and keeps it face down."
    return [*events, Event("gain", text, rule, {"seat": seat, "token": "cheat"})]


def _refill_cheats(table: Table) -> list[Event]:
    """An empty pool takes back the spent cheats, shuffled (a chance event only when it happens)."""
    if table.cheat_pool or not table.cheats_spent:
        return []
    table.cheat_pool = table.cheats_spent
    table.cheats_spent = []
    shuffle(table.cheat_pool, table._random())
    back = len(table.cheat_pool)
    them = "the 1 spent cheat is" if back == 1 else f"the {back} spent cheats are"
    return [Event("cheats", f"The cheat pool is empty: {them} shuffled back in.", "rowdy.cheats")]


def look_at_cheats(table: Table, seat: int) -> list[Event]:
    """Grave Robbing, after the play: turn up cheats from the pool and owe a choice of one to keep."""
    events = _refill_cheats(table)
    look = min(data.GRAVE_ROBBING_LOOK, len(table.cheat_pool))
    if look == 0:
        return events
    table.looking = [table.cheat_pool.pop() for _ in range(look)]
    table.pending.append((Phase.KEEP, seat))
    events.append(
        Event(
            "grave-robbing",
            f"Grave Robbing: {table.name(seat)} looks at {counted(look, 'cheat')} from the pool to keep one.",
            "rowdy.grave-robbing",
            {"seat": seat},
        )
    )
    return events
