"""The Rowdy Partners table: the shared :class:`~widgets.table.GameTable` with this game's picture.

Cards in hand and uncovered diamond cards are clicked to play them, one click one move (tokens,
signatures and Done are the table's buttons); a card that may not be played still answers a click,
and the engine says which rule forbids it. After a trick the table pauses on the finished trick, so
a class can follow what the rules did before play goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import tabletop
from tabletop.core import Event
from tabletop.rowdy import Phase

from ..table import HUMAN, GameTable
from .draw import draw_board

GAME: Final = tabletop.get("rowdy")


def trick_pause(events: Sequence[Event]) -> str | None:
    """Pause the table after every finished trick, so a class can see what the rules did."""
    kinds = {event.kind for event in events}
    if "round" in kinds:
        return "Deal the next round"
    if "win" in kinds or "no-winner" in kinds:
        return "Next trick"
    return None


class RowdyTable(GameTable):
    """The shared table, which answers a click on the board that hit no card in Rowdy's words."""

    def instruction(self) -> str:
        view = self.state.view(self.state.current_player)
        if view.phase is Phase.PLAY:
            return "Click a lit card in your hand, or in your Manager diamond, to play it."
        if view.phase is Phase.DECLARE:
            return "Name the Wild's suit with a button beside the board."
        if view.phase is Phase.KEEP:
            return "Keep one of the cheats with a button beside the board."
        return "Add tokens with the buttons beside the board, or press Done."


def rowdy_table(
    players: Sequence[str] = ("Ana", "Ben", "Cy", "Dee"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    **options: Any,
) -> GameTable:
    """A playable Rowdy Partners table: the first seat human, the others Sensible bots by default."""
    return RowdyTable(
        GAME,
        draw_board,
        players=players,
        seats=seats or [HUMAN] + ["Sensible"] * (len(players) - 1),
        seed=seed,
        options=options,
        pause=trick_pause,
        review=lambda view, legal: draw_board(view, legal, review=True),
        score_name="Damage dealt",
    )
