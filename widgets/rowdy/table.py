"""The Rowdy Partners table: the shared :class:`~widgets.table.GameTable` with this game's picture.

Cards in hand and uncovered diamond cards are clicked to play them, one click one move (tokens,
signatures and Done are the table's buttons); a card that may not be played still answers a click,
and the engine says which rule forbids it. At the table's pace (after each trick by default) it
pauses on the finished trick, so a class can follow what the rules did before play goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import tabletop
from tabletop.rowdy import Phase

from ..pacing import Pacing
from ..table import HUMAN, GameTable
from .draw import draw_board

GAME: Final = tabletop.get("rowdy")


#: A trick ends when it is won or every card is countered; a round when the cards are dealt again.
#: The next trick's board no longer shows the finished one, so it pauses whoever leads next.
PACING: Final = Pacing(
    "trick",
    frozenset({"win", "no-winner"}),
    frozenset({"round"}),
    next_round="Deal the next round",
    review_every_step=True,
)


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
        pacing=PACING,
        review=lambda view, legal: draw_board(view, legal, review=True),
        score_name="Damage dealt",
    )
