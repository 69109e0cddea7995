"""The Rowdy Partners table: the shared :class:`~widgets.table.GameTable` with this game's picture.

Cards in hand and uncovered diamond cards are clicked to play them, one click one move (tokens,
signatures and Done are the table's buttons); a card that may not be played still answers a click,
and the engine says which rule forbids it. At the table's pace (after each trick by default) it
pauses on the finished trick, so a class can follow what the rules did before play goes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

import tabletop
from tabletop.core.levels import NORMAL
from tabletop.rowdy import Play

from ..pacing import Pacing
from ..table import HUMAN, GameTable
from .draw import draw_board

GAME: Final = tabletop.get("rowdy")


#: A trick ends when it is won or every card is countered; a round when the cards are dealt again.
#: The next trick's board no longer shows the finished one, so it pauses whoever leads next. A round's
#: summary tells who won its last trick and the damage dealt, not the cards played to it.
PACING: Final = Pacing(
    "trick",
    frozenset({"win", "no-winner"}),
    frozenset({"round"}),
    next_round="Deal the next round",
    review_every_step=True,
    summary_kinds=frozenset({"win", "no-winner", "damage"}),
)


class RowdyTable(GameTable):
    """The shared table, which answers a click on the board that hit no card in Rowdy's words."""

    #: A cheat gained is drawn from the face-down pool; Grave Robbing turns cheats of it up; a card
    #: uncovered in a Manager diamond turns face up (face down, it is hidden from its owner too).
    reveals: ClassVar[Mapping[str, str]] = {
        "gain": "a cheat was drawn from the pool",
        "grave-robbing": "cheats were turned up from the pool",
        "diamond": "a card in a Manager diamond turned face up",
    }

    def instruction(self) -> str:
        """What can be done now, read from the legal moves: the cards to click, and the buttons
        beside the board by their own captions."""
        legal = self.state.legal_actions()
        buttons = list(dict.fromkeys(f"“{a}”" for a in legal if not isinstance(a, Play)))
        named = (", ".join(buttons[:-1]) + " or " if len(buttons) > 1 else "") + (
            buttons[-1] if buttons else ""
        )
        if not any(isinstance(a, Play) for a in legal):
            return f"Press {named} beside the board."
        cards = "Click a lit card in your hand, or in your Manager diamond, to play it"
        return f"{cards}, or press {named} beside the board." if buttons else f"{cards}."


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
        seats=seats or [HUMAN] + [NORMAL] * (len(players) - 1),
        seed=seed,
        options=options,
        pacing=PACING,
        review=lambda view, legal: draw_board(view, legal, review=True),
        score_name="Damage dealt",
    )
