"""The damage a winning card deals: health down the track, into and through the Pin Zone, and the
pin that ends the game with the other side's win.

How far a hit moves a marker is decided by :func:`~.rules.pin_zone_step`; this module applies it
and keeps the score (the damage each seat has dealt).
"""

from __future__ import annotations

from typing import Final

from ..core import Event
from . import data
from .rules import Played, is_pinned, pin_zone_step
from .table import Table
from .views import Phase

ZERO: Final = data.ZERO_SPACE


def deal_damage(table: Table, seat: int, target: int, damage: int, played: Played) -> list[Event]:
    """``seat``'s winning card hits ``target`` for ``damage``; reaching the Skull pins and ends the game."""
    before = table.health[target]
    if damage <= 0:
        return [
            Event(
                "damage",
                f"{played.card} is worth {played.value}: it wins but deals no damage.",
                "rowdy.damage",
                {"seat": seat, "target": target, "damage": 0},
            )
        ]
    step = pin_zone_step(before, damage)
    table.health[target] = step.health
    table.damage_dealt[seat] += damage
    in_zone = before <= ZERO or step.health <= ZERO
    bonus = f" ({played.value} + {played.extra_damage} extra)" if played.extra_damage else ""
    events = [
        Event(
            "damage",
            f"{table.name(seat)} deals {damage} damage{bonus} to {table.name(target)}: "
            + (f"{table.name(target)} {step.why}." if before <= ZERO else f"health {step.why}."),
            "rowdy.pin-zone" if in_zone else "rowdy.damage",
            {"seat": seat, "target": target, "damage": damage, "health": step.health},
        )
    ]
    if is_pinned(step.health):
        table.loser = table.side_of[target]
        table.phase = Phase.OVER
        events.append(
            Event(
                "game-over",
                f"{table.name(target)} reaches the Skull and is pinned! {table.side_name(1 - table.loser)} "
                f"win{'s' * (len(table.sides[1 - table.loser]) == 1)}.",
                "rowdy.pinned",
                {"winners": table.winners()},
            )
        )
    return events
